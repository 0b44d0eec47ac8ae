"""mc20th's built-in player reckons a battle before it advances (bot/mc20th/odds.py): damage
down the formation [10-9-2], the initiative dice [10-3][10-4], the strike at once by printed
numbers [10-6][10-6-1], and a tapped defender that does not strike back [10-9]."""

from __future__ import annotations

import pytest

from bot.mc20th.odds import Fighter, odds, struck

# the 36 pairs of dice: the advancers' die above the defenders' 15 times, equal 6 times
FIRST, EVEN = 15 / 36, 6 / 36


def test_10_9_2_damage_goes_down_the_formation_toughest_in_front() -> None:
    giant, imp, wisp = Fighter(1, 5, 3), Fighter(1, 2, 1), Fighter(1, 0, 1)
    assert struck([imp, giant], 4) == [imp, giant]  # the giant in front takes it all
    assert struck([imp, giant], 6) == [imp]  # 5 stop at the giant, 1 is not the imp's 2
    assert struck([imp, giant], 7) == []
    assert struck([wisp], 0) == []  # no defence: it dies of nothing


def test_10_3_the_initiative_die_decides_who_strikes_first() -> None:
    """The review's first case: the advancers (3/5 and 3/1) take the area when they
    strike first or at once, and are thrown back, the 3/5 dead, when the defender (5/6)
    strikes first."""
    ours, theirs = [Fighter(3, 5, 1), Fighter(3, 1, 1)], [Fighter(5, 6, 1)]
    found = odds(ours, theirs)
    assert found.taken == pytest.approx(FIRST + EVEN)
    lost_when_second = Fighter(3, 5, 1).worth
    lost_at_once = Fighter(3, 5, 1).worth  # 5 damage kills the one in front at once too
    assert found.lost == pytest.approx((1 - FIRST - EVEN) * lost_when_second + EVEN * lost_at_once)


def test_10_4_striking_first_takes_what_at_once_would_trade() -> None:
    """The review's second case: 5/2 against 3/4 takes the area when it strikes first;
    at once both die; second, it dies."""
    found = odds([Fighter(5, 2, 1)], [Fighter(3, 4, 1)])
    assert found.taken == pytest.approx(FIRST)
    assert found.lost == pytest.approx((1 - FIRST) * Fighter(5, 2, 1).worth)


def test_initiative_on_the_cards_moves_the_odds() -> None:
    quick = odds([Fighter(5, 2, 1, initiative=6)], [Fighter(3, 4, 1)])
    assert quick.taken == pytest.approx(1.0)  # a die plus 6 is above any die


def test_10_6_1_at_once_the_printed_numbers_count() -> None:
    """Equipment raised the advancer's defence to 4: at once it counts its printed 2, and dies."""
    equipped = Fighter(5, 4, 1, printed_attack=5, printed_defence=2)
    found = odds([equipped], [Fighter(3, 4, 1)])
    # first: kills it and takes the area; second: takes 3 of its 4 and then kills it too
    assert found.taken == pytest.approx(FIRST + (1 - FIRST - EVEN))
    assert found.lost == pytest.approx(EVEN * equipped.worth)


def test_10_9_a_tapped_defender_does_not_strike_back() -> None:
    found = odds([Fighter(2, 1, 1)], [Fighter(9, 1, 1, tapped=True)])
    assert found.taken == pytest.approx(1.0) and found.lost == 0


def test_10_3_initiative_is_the_sum_of_a_sides_units() -> None:
    """Two units of initiative 1 against one of 2: the sums are equal, so each side's die
    alone decides (the greater of the two would have put the defender ahead)."""
    found = odds([Fighter(5, 2, 1, 1), Fighter(0, 1, 1, 1)], [Fighter(3, 4, 1, 2)])
    alone = odds([Fighter(5, 2, 1), Fighter(0, 1, 1)], [Fighter(3, 4, 1)])
    assert found == alone


def test_10_6_1_at_once_the_formation_set_before_the_dice_holds() -> None:
    """The front unit stands in front for its defence now (6, equipped), though at once it
    counts its printed 2: the 5 damage kill it and stop there, sparing the 4 behind."""
    front = Fighter(0, 6, 1, printed_defence=2)
    behind = Fighter(1, 4, 1)
    at_once = odds([Fighter(5, 9, 1, initiative=0)], [front, behind])
    # first: 5 into the front 6: nothing dies; at once: the printed 2 dies, 3 left for 4
    assert at_once.killed == pytest.approx(EVEN * front.worth)
