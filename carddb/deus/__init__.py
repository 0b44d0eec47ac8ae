"""モンコレDeus's card data rules: its card schema (schema.py), its half-decks and the draft's
setup (pool.py), and its deck lists (decks.py) [D-CARD-*][D-DECK-*]. Plugged into
``carddb.rulesets`` as ``RULES`` (the ``rokumon.carddb`` entry point ``deus``).
"""

from carddb.deus.decks import build_setup, validate
from carddb.deus.pool import OPTIONS, options_of, pool_problem, with_options
from carddb.deus.schema import DEUS_CARDS
from carddb.rulesets import DeckRules

# the decks are drafted in the match [D-DECK-*]; the beginner option is a match setting [R17]
RULES = DeckRules(
    id="deus",
    cards=DEUS_CARDS,
    validate=validate,
    build_setup=build_setup,
    deck_at_challenge=False,
    options=OPTIONS,
    with_options=with_options,
    options_of=options_of,
    pool_problem=pool_problem,
)
