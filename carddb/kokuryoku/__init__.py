"""The national-power game's card data rules: its card schema (schema.py) and its deck
lists, match setup and pool check (decks.py) [KV-19][K-3.1][K-3.2][KV-15][KV-16]. Plugged
into ``carddb.rulesets`` as ``RULES`` (the ``rokumon.carddb`` entry point ``kokuryoku``).
"""

from carddb.kokuryoku.decks import build_setup, pool_problem, validate
from carddb.kokuryoku.schema import KOKU_CARDS
from carddb.rulesets import DeckRules

# each player brings a saved deck of 45 [KV-19]; the game has no match options
RULES = DeckRules(
    id="kokuryoku",
    cards=KOKU_CARDS,
    validate=validate,
    build_setup=build_setup,
    pool_problem=pool_problem,
)
