"""mc20th's card data rules: the family's card schema, its deck construction [3] and the
match setup of the Monster Collection family (summoners). Plugged into ``carddb.rulesets``
by the ``rokumon.carddb`` entry point.
"""

from carddb.mc20th.decks import validate
from carddb.moncolle.schema import FAMILY_CARDS
from carddb.moncolle.setup import build_family_setup
from carddb.rulesets import DeckRules

RULES = DeckRules(
    id="mc20th", cards=FAMILY_CARDS, validate=validate, build_setup=build_family_setup
)
