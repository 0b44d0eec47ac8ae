"""Self-play: random players, every invariant checked after every action."""

from __future__ import annotations

from bot.mc20th.selfplay import hidden_from
from bot.tools import selfplay
from bot.tools.selfplay import conservation_errors, leak_errors
from engine.moncolle.events import CardsDrawn, Shown


def test_selfplay_finds_no_violation() -> None:
    line, ok = selfplay.run("mc20th", games=6, seed=5)
    assert ok, line
    assert line.startswith("games=6 ") and " violations=0 " in line


def test_the_invariant_checks_catch_broken_states(setup) -> None:  # type: ignore[no-untyped-def]
    import engine

    state = engine.new_match(setup)[0]
    state = engine.apply(state, engine.sample_chance(state))[0]
    broken = engine.decode_state(engine.encode_state(state))
    broken.players[0].hand.append(broken.players[0].deck[0])
    assert conservation_errors(broken) != []
    hidden = sorted(hidden_from(state, 1) & set(state.players[0].hand))
    leaking = CardsDrawn(player=0, cards=(Shown(hidden[0], "x"),), audience=7)
    assert leak_errors(state, state, [leaking]) != []


def test_the_step_checks_catch_an_apply_that_changes_its_input(setup, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import engine
    from engine.kernel import door

    # self-play's own check, with the door's test-suite check off (it would raise first)
    monkeypatch.setattr(door, "CHECK_UNCHANGED", False)

    honest = engine.apply

    def careless(state, action, actor=None):  # type: ignore[no-untyped-def]
        found = honest(state, action, actor)
        state.version += 1
        return found

    monkeypatch.setattr(engine, "apply", careless)
    report = selfplay.play_game(setup, 5, cap=3)
    assert any("apply changed the state it was given" in v for v in report.violations)


def test_a_match_setup_changed_in_place_is_caught_at_the_games_end(setup, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import engine

    honest = engine.apply

    def meddling(state, action, actor=None):  # type: ignore[no-untyped-def]
        new, events = honest(state, action, actor)
        new.setup.catalog.setdefault("meddled", next(iter(new.setup.catalog.values())))
        return new, events

    monkeypatch.setattr(engine, "apply", meddling)
    report = selfplay.play_game(setup, 5, cap=3)
    assert "a match setup changed after it was made" in report.violations


def test_a_state_that_does_not_survive_its_json_round_trip_is_caught(setup, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import engine

    honest = engine.decode_body

    def lossy(data, match_setup):  # type: ignore[no-untyped-def]
        state = honest(data, match_setup)
        state.turn += 1
        return state

    monkeypatch.setattr(engine, "decode_body", lossy)
    report = selfplay.play_game(setup, 5, cap=3)
    assert any(
        v.endswith(": the state does not survive a JSON round trip") for v in report.violations
    )


def test_a_setup_that_does_not_survive_its_json_round_trip_is_caught(setup, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import engine

    honest = engine.decode_state

    def lossy(data, ruleset=None):  # type: ignore[no-untyped-def]
        state = honest(data, ruleset)
        state.setup.catalog.popitem()
        return state

    monkeypatch.setattr(engine, "decode_state", lossy)
    report = selfplay.play_game(setup, 5, cap=3)
    assert "the state with its setup does not survive a JSON round trip" in report.violations


def test_the_body_round_trip_gives_the_state_back_with_its_setup(setup) -> None:  # type: ignore[no-untyped-def]
    import engine

    state = engine.new_match(setup)[0]
    state = engine.apply(state, engine.sample_chance(state))[0]
    body = engine.encode_body(state)
    assert b'"setup":null' in body and len(body) * 10 < len(engine.encode_state(state))
    again = engine.decode_body(body, state.setup)
    assert again == state and again.setup is state.setup
    assert engine.encode_state(again) == engine.encode_state(state)
