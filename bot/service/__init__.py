"""The match service: challenges, matches and actions under a channel's lock, stored through a
``MatchStore``; the card library, starter decks, rematches and the binding of a command to the
state its sender saw. It knows no Discord.
"""
