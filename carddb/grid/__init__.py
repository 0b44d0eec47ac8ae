"""The grid game's card data rules: its card schema (schema.py) and its deck lists and match
setup (decks.py) [G-3.*][G-7.*][G-8.*]. Plugged into ``carddb.rulesets`` as ``RULES`` (the
``rokumon.carddb`` entry point ``grid``).
"""

from carddb.grid.decks import build_setup, validate
from carddb.grid.schema import GRID_CARDS
from carddb.rulesets import DeckRules

# each player brings a saved deck of 40 [G-3.1]; the game has no match options
RULES = DeckRules(id="grid", cards=GRID_CARDS, validate=validate, build_setup=build_setup)
