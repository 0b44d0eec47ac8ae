"""The practice opponent's levels (bot/players/levels.py, bot/players/rollout.py; issue 24):
every level of every game reads nothing but its own view (the same seed chooses the same in
two real states that show it the same view), chooses legally, ends a turn that has gone on too
long, and gives hints from its lookahead."""

from __future__ import annotations

import pickle
import random
from dataclasses import replace

import pytest
from dealt import decisions, rival_faces_moved

import engine
from bot import games
from bot.players import levels
from bot.players.levels import TURN_CAP, LevelPlayer
from bot.players.rollout import Lookahead, RolloutPlayer

RULESETS = ("mc20th", "deus", "grid", "kokuryoku")
SMALL = Lookahead(worlds=2, width=3, turns=1, margin=0.02)


def _rollout(ruleset: str, seed: int, look: Lookahead = SMALL) -> RolloutPlayer:
    game = games.get(ruleset)
    return RolloutPlayer(
        random.Random(seed), game.evaluate, game.smart_player, game.present.turn, look
    )


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_same_view_and_seed_give_the_same_choice(ruleset: str) -> None:
    mover = random.Random(3)
    compared = differed = 0
    for state in decisions(ruleset, [4], every=23, cap=400):
        seat = engine.decision(state).actor
        if len(engine.legal_actions(state)) < 2:
            continue
        other = rival_faces_moved(state, seat, mover)
        differed += other.setup.cards != state.setup.cards
        for make in (
            lambda seed: LevelPlayer(ruleset, "easy", random.Random(seed)),
            lambda seed: _rollout(ruleset, seed),
            lambda seed: _rollout(ruleset, seed, replace(SMALL, confirm=1, margin=0.0)),
        ):
            chosen = make(compared).choose(state, seat)
            assert chosen == make(compared).choose(other, seat)
            assert engine.check(state, chosen, seat) is None
        compared += 1
    assert compared >= 4 and differed >= compared // 2


def test_the_rollout_player_keeps_the_built_in_choice_unless_another_is_better() -> None:
    kept = replaced = 0
    for state in decisions("grid", [2, 3], every=3, cap=200):
        seat = engine.decision(state).actor
        legal = engine.legal_actions(state)
        if len(legal) < 3:
            continue
        default, results = _rollout("grid", 1)._tried(state, seat, legal, SMALL.worlds, None)
        mean = {action: sum(v) / len(v) for action, v in results.items()}
        best = max(mean, key=lambda action: mean[action])
        better = mean[best] >= mean[default] + SMALL.margin
        expected = best if better else default
        assert _rollout("grid", 1).choose(state, seat) == expected
        kept += not better
        replaced += better and best != default
    assert kept and replaced  # both branches came up


def test_a_better_choice_must_win_again_on_worlds_of_its_own() -> None:
    """With ``confirm``, the best candidate replaces the built-in choice only when it also
    beats it on the worlds dealt after it was chosen (the best of several estimates is the
    one luck favoured most)."""
    look = replace(SMALL, turns=0, confirm=2, margin=0.1)  # whole matches: wins and losses
    outcomes: set[str] = set()
    for state in decisions("grid", [2, 3, 4, 5], every=3, cap=200):
        if len(outcomes) == 3:
            break
        seat = engine.decision(state).actor
        legal = engine.legal_actions(state)
        if len(legal) < 3:
            continue
        player = _rollout("grid", 1, look)
        default, first = player._tried(state, seat, legal, look.worlds, None)
        best = max(first, key=lambda action: sum(first[action]) / len(first[action]))
        expected, outcome = default, "kept"
        if player._beats(first, best, default):
            _, again = player._tried(state, seat, [default, best], look.confirm, None, default)
            confirmed = player._beats(again, best, default)
            expected, outcome = (best, "confirmed") if confirmed else (default, "not confirmed")
        assert _rollout("grid", 1, look).choose(state, seat) == expected
        outcomes.add(outcome)
    assert outcomes == {"kept", "confirmed", "not confirmed"}  # every branch came up


def test_a_choice_there_is_no_time_to_confirm_is_not_taken() -> None:
    look = replace(SMALL, confirm=2, margin=-1.0, seconds=1e-6)  # any choice "beats" it
    tempted = 0
    for state in decisions("grid", [2], every=5, cap=100):
        seat = engine.decision(state).actor
        legal = engine.legal_actions(state)
        if len(legal) < 3:
            continue
        # the first world is played whole whatever the bound: the same one here
        default, first = _rollout("grid", 1, look)._tried(state, seat, legal, 1, None)
        tempted += max(first, key=lambda action: first[action][0]) != default
        assert _rollout("grid", 1, look).choose(state, seat) == default
    assert tempted  # a better-looking choice came up, and was not taken


def test_a_turn_that_goes_on_too_long_is_ended() -> None:
    state = next(
        s
        for s in decisions("grid", [3], every=1)
        if any(type(a).__name__ == "Done" for a in engine.legal_actions(s))
        and len(engine.legal_actions(s)) > 2
    )
    seat = engine.decision(state).actor
    player = LevelPlayer("grid", "easy", random.Random(1))
    kinds = [type(player.choose(state, seat)).__name__ for _ in range(TURN_CAP + 1)]
    assert kinds[-1] == "Done"
    # before the cap, the built-in player's own choice
    assert (
        kinds[0] == type(LevelPlayer("grid", "easy", random.Random(1)).choose(state, seat)).__name__
    )


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_hint_names_up_to_three_legal_choices_best_first(
    ruleset: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(levels._BUDGETS, "normal", SMALL)
    state = next(
        s for s in decisions(ruleset, [5], every=7, cap=300) if len(engine.legal_actions(s)) > 3
    )
    seat = engine.decision(state).actor
    found = LevelPlayer(ruleset, "easy", random.Random(2)).chances(state, seat)
    assert 1 <= len(found) <= 3
    assert {action for action, _ in found} <= set(engine.legal_actions(state))
    chances = [chance for _, chance in found]
    assert all(0.0 <= c <= 1.0 for c in chances) and chances == sorted(chances, reverse=True)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_level_travels_to_a_worker_and_back(ruleset: str) -> None:
    """The thinker sends a player to a worker process: it must pickle, whatever its game."""
    for name in levels.LEVELS:
        player = LevelPlayer(ruleset, name, random.Random(1))
        again = pickle.loads(pickle.dumps(player))
        assert again.level == player.level and again.ruleset == ruleset


def test_an_unknown_level_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match=r"unknown level 'expert' \(known: easy, normal, hard\)"):
        LevelPlayer("grid", "expert", random.Random(1))


def test_the_deus_draft_is_the_easy_players_and_the_board_looked_ahead_at() -> None:
    states = decisions("deus", [2], every=1, cap=120)
    game = games.get("deus")
    drafting = [s for s in states if s.phase.name == "DRAFT"]
    playing = [s for s in states if s.phase.name != "DRAFT"]
    assert drafting and playing
    assert not any(game.searches(s) for s in drafting)
    adjusting = [s for s in playing if engine.decision(s).kind.name == "HAND_ADJUST"]
    assert adjusting and not any(game.searches(s) for s in adjusting)
    assert all(game.searches(s) for s in playing if s not in adjusting)
    state = drafting[0]
    seat = engine.decision(state).actor
    normal = LevelPlayer("deus", "normal", random.Random(4))
    easy = LevelPlayer("deus", "easy", random.Random(4))
    assert normal.choose(state, seat) == easy.choose(state, seat)


@pytest.mark.parametrize("ruleset", ["mc20th", "deus"])
def test_what_to_keep_at_a_hand_adjustment_is_the_easy_players(ruleset: str) -> None:
    """The lookahead seldom overrode it there, for much of its time (mc20th [9-1][9-4],
    deus [D-TURN-2][D-TURN-5]): the level takes the built-in player's choice unlooked."""
    states = decisions(ruleset, [3], every=1, cap=400)
    game = games.get(ruleset)
    kinds = [(s, engine.decision(s).kind.name) for s in states]
    adjusting = [
        s for s, kind in kinds if kind == "HAND_ADJUST" and len(engine.legal_actions(s)) > 1
    ]
    assert adjusting and not any(game.searches(s) for s in adjusting)
    assert all(game.searches(s) for s, kind in kinds if kind == "MAIN")
    state = adjusting[0]
    seat = engine.decision(state).actor
    normal = LevelPlayer(ruleset, "normal", random.Random(4))
    easy = LevelPlayer(ruleset, "easy", random.Random(4))
    assert normal.rollout is not None

    def looked_ahead(*_: object) -> None:
        pytest.fail("the normal level looked ahead at a hand adjustment")

    normal.rollout.choose = looked_ahead  # type: ignore[method-assign]
    assert normal.choose(state, seat) == easy.choose(state, seat)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_game_says_how_many_turns_its_rollouts_play(ruleset: str) -> None:
    """mc20th and Deus judge a rollout after the next turn, grid and kokuryoku play it to
    the end; the hint of the easy level (its own lookahead at normal's budget) too, and a
    budget with a horizon of its own keeps it."""
    expected = {"mc20th": 2, "deus": 2, "grid": 0, "kokuryoku": 0}[ruleset]
    assert games.get(ruleset).search_turns == expected
    for name in ("normal", "hard"):
        rollout = LevelPlayer(ruleset, name, random.Random(1)).rollout
        assert rollout is not None and rollout.lookahead.turns == expected
    easy = LevelPlayer(ruleset, "easy", random.Random(1))
    normal = levels._BUDGETS["normal"]
    assert normal is not None and easy._rollout(normal).lookahead.turns == expected
    assert easy._rollout(replace(normal, turns=1)).lookahead.turns == 1


def test_an_mc20th_rollout_is_judged_after_the_next_turn() -> None:
    """A match of hundreds of actions is looked ahead at through the next turn, then judged
    by the evaluation (``Game.search_turns``)."""
    state = next(
        s
        for s in decisions("mc20th", [5], every=1, cap=300)
        if engine.decision(s).kind.name == "MAIN"
        and s.turn >= 3
        and len(engine.legal_actions(s)) > 2
    )
    seat = engine.decision(state).actor
    player = LevelPlayer("mc20th", "normal", random.Random(2))
    assert player.rollout is not None
    played: list[int] = []
    make = player.rollout.policy

    def recording(rng: random.Random) -> object:
        inner = make(rng)

        class Recording:
            def choose(self, world: object, actor: int) -> object:
                played.append(world.turn)  # type: ignore[attr-defined]
                return inner.choose(world, actor)

        return Recording()

    player.rollout.policy = recording  # type: ignore[assignment]
    player.choose(state, seat)
    assert played and max(played) == state.turn + 1  # the turn after this one, no further


@pytest.mark.parametrize("ruleset", ["mc20th", "deus"])
def test_every_candidate_is_judged_the_same_turns_on(ruleset: str) -> None:
    """Refilling at the turn's last hand adjustment starts the next turn at once (mc20th
    [9-4], deus [D-TURN-5]); it is judged where the discards beside it are, at the start of
    the turn after next, not a turn later."""
    state = next(
        s
        for s in decisions(ruleset, [3, 4], every=1, cap=400)
        if s.phase.name == "HAND_ADJUST_2"
        and any(type(x).__name__ == "Refill" for x in engine.legal_actions(s))
        and len(engine.legal_actions(s)) > 1
    )
    seat = engine.decision(state).actor
    legal = engine.legal_actions(state)
    refill = next(x for x in legal if type(x).__name__ == "Refill")
    assert engine.apply(state, refill)[0].turn == state.turn + 1  # the turn ends with it
    judged: list[int] = []
    game = games.get(ruleset)

    def evaluate(seen: object, seat: int) -> float:
        judged.append(seen.turn)  # type: ignore[attr-defined]
        return 0.0

    look = Lookahead(worlds=1, width=len(legal), turns=2)
    player = RolloutPlayer(random.Random(1), evaluate, game.smart_player, game.present.turn, look)
    _, results = player._tried(state, seat, legal, 1, None)
    assert refill in results and len(judged) == len(legal)  # no match ended so soon
    assert set(judged) == {state.turn + 2}
