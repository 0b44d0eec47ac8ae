"""Words and pictures around a match, for any game: the message table (``i18n``), the board
message's text, log lines and pictures through each game's presenter, the Act panel's pages,
results and rules summaries.
"""
