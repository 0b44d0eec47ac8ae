"""The bot's pieces the Monster Collection games share (mc20th, Deus): their presenters'
common words and functions. No game's package is imported here."""
