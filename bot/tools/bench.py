"""Benchmarks (figures printed, never asserted in tests).

``pipeline``: per action, load the match from SQLite, apply, save, draw the channel's
pictures; it prints the median, 99th percentile and largest bytes an update uploads (0
when its pictures did not change: the board message then keeps them) and the median time
to encode a picture as the bot does (``renderer.draw.encode_png``, a 64-colour palette
PNG) against encoding the very same image as an RGB PNG at default settings, measured in
the same run, the two taking turns to go first. Targets: median bytes ≤ 70 KiB, ratio ≤
0.7; p99 ≤ 100 ms. (A battle's update sends the board and the battle picture together:
its largest are 85-95 KiB.)

``load``: concurrent matches (``--matches``, 200 by default) through the match service with
double clicks mixed in; p50/p99 latency, counts of lost and double-applied actions, bytes
written per action. Targets at 1,000 matches: p99 ≤ 250 ms, 0 lost, 0 double.

``engine``: applied actions per second in self-play on one core, random legal players,
each step including ``legal_actions`` and the per-action state copy inside ``apply``. The
floor measured in the same run is the copy alone, so the ratio says how many copies' worth
of time one whole step costs, whatever the machine's speed. Target: ≥ 2,000 actions/s.
"""

from __future__ import annotations

import io
import random
import time
from collections.abc import Sequence
from typing import Any

import engine
from bot import games as registry
from bot.players.basic import RandomPlayer
from bot.tools.selfplay import starter_setup
from carddb import shipped_index
from engine.kernel.state import CHANCE, SEATS


def engine_bench(ruleset: str, seconds: float = 5.0, seed: int = 1) -> str:
    index = shipped_index(ruleset)
    clone = engine.registry.get(ruleset).copy
    actions = games = 0
    copy_seconds = 0.0
    copies = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        rng = random.Random(seed + games)
        players = {seat: RandomPlayer(rng, passing=registry.get(ruleset).passing) for seat in SEATS}
        state, _ = engine.new_match(starter_setup(ruleset, seed + games, index))
        while state.result is None and actions < 10**9:
            decision = engine.decision(state)
            if decision.actor == CHANCE:
                action = engine.sample_chance(state)
            else:
                action = players[decision.actor].choose(state, decision.actor)
            state, _ = engine.apply(state, action)
            actions += 1
            if actions % 50 == 0:
                tick = time.perf_counter()
                for _ in range(20):
                    clone(state)
                copy_seconds += time.perf_counter() - tick
                copies += 20
        games += 1
    elapsed = time.perf_counter() - started - copy_seconds
    per_action = elapsed / actions
    per_copy = copy_seconds / copies
    return (
        f"games={games} actions={actions} seconds={elapsed:.2f} "
        f"actions_per_s={actions / elapsed:.0f} copy_us={per_copy * 1e6:.1f} "
        f"ratio={per_action / per_copy:.1f}"
    )


# -- the bot's pipeline and load ---------------------------------------------------------
def percentile(samples: Sequence[float], fraction: float) -> float:
    """The sample at ``fraction`` of the sorted samples (0.0 for none)."""
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else 0.0


async def _new_match(service: Any, ruleset: str, channel: int, seed: int) -> None:
    from carddb import starter_deck_text

    for user, name in zip((1, 2), registry.get(ruleset).starter_decks, strict=True):
        if await service.store.get_deck(user, "main") is None:
            await service.import_deck(1, user, "main", ruleset, starter_deck_text(ruleset, name))
    service.seed_source = random.Random(seed)
    await service.challenge(1, channel, 1, 2, ruleset, "main")
    await service.accept(channel, 2, "main", ("P1", "P2"))


async def pipeline_bench(ruleset: str, actions: int = 1000, seed: int = 1) -> str:
    """load -> apply -> save -> draw the board, per action, on a real SQLite file; the bytes
    each update uploads (nothing when the pictures did not change) and the picture encoding
    against an RGB PNG at default settings of the very same images."""
    import hashlib
    import tempfile
    from pathlib import Path

    from bot.presentation import present
    from bot.service.match_service import MatchService
    from bot.store import SqliteStore
    from renderer import draw

    samples: list[float] = []
    sizes: list[int] = []
    encodes: list[float] = []
    rgb_encodes: list[float] = []
    palette_png = draw.encode_png

    def rgb_png(image: Any) -> None:
        tick = time.perf_counter()
        image.save(io.BytesIO(), "PNG")  # the floor: RGB, default settings
        rgb_encodes.append(time.perf_counter() - tick)

    def timed_encode(image: Any) -> bytes:
        # alternate which goes first, so neither always finds the other's warm caches
        floor_first = len(encodes) % 2 == 1
        if floor_first:
            rgb_png(image)
        tick = time.perf_counter()
        data = palette_png(image)
        encodes.append(time.perf_counter() - tick)
        if not floor_first:
            rgb_png(image)
        return data

    shown: dict[int, str] = {}  # channel -> digest of the pictures on its board
    draw.encode_png = timed_encode
    try:
        with tempfile.TemporaryDirectory() as folder:
            store = SqliteStore(Path(folder) / "bench.sqlite3")
            await store.open()
            service = MatchService(store)
            rng = random.Random(seed)
            channel = 1
            await _new_match(service, ruleset, channel, seed)
            while len(samples) < actions:
                current = await service.match_in(channel)
                if current is None:
                    channel += 1
                    await _new_match(service, ruleset, channel, seed + channel)
                    continue
                user = current.deciding_user()
                choice = rng.choice(engine.legal_actions(current.state))
                floor_before = sum(rgb_encodes)
                started = time.perf_counter()
                loaded = await service.match_in(channel)  # load
                assert loaded is not None and user is not None  # active, someone decides
                result = await service.act(channel, user, choice, loaded.row.version)  # + save
                board, formation = present.public_pictures(result.match.state, result.events)
                floor = sum(rgb_encodes) - floor_before  # the floor's own encodes are not ours
                samples.append(time.perf_counter() - started - floor)
                pictures = [board.png] + ([formation.png] if formation else [])
                digest = hashlib.sha256(b"".join(pictures)).hexdigest()
                sizes.append(0 if shown.get(channel) == digest else sum(map(len, pictures)))
                shown[channel] = digest
            await store.close()
    finally:
        draw.encode_png = palette_png
    p50, p99 = percentile(samples, 0.5) * 1000, percentile(samples, 0.99) * 1000
    encode, rgb = percentile(encodes, 0.5) * 1000, percentile(rgb_encodes, 0.5) * 1000
    sent = [float(n) for n in sizes]
    kib, kib_p99, kib_max = (percentile(sent, f) / 1024 for f in (0.5, 0.99, 1.0))
    return (
        f"actions={len(samples)} matches={channel}\n"
        f"bytes_p50_kib={kib:.1f} bytes_p99_kib={kib_p99:.1f} bytes_max_kib={kib_max:.1f} "
        f"encode_ms={encode:.1f} rgb_png_ms={rgb:.1f} "
        f"ratio={encode / rgb:.2f} p50_ms={p50:.1f} p99_ms={p99:.1f}"
    )


def _written_to_files() -> int | None:
    """Bytes this process has handed to ``write`` so far (Linux's /proc/self/io ``wchar``):
    SQLite's WAL frames and checkpoints, whole pages with their headers."""
    try:
        with open("/proc/self/io", encoding="ascii") as io_file:
            fields = dict(line.split(": ") for line in io_file.read().splitlines())
    except OSError:
        return None
    return int(fields["wchar"])


async def load_bench(
    ruleset: str, matches: int = 200, actions: int = 5000, seed: int = 1, thinking: int = 0
) -> str:
    """The load benchmark with the collector set as the bot sets it (bot/service/collector.py),
    its own settings back afterwards."""
    import gc

    from bot.service.collector import tune_for_hosting

    before = gc.get_threshold()
    tune_for_hosting()
    try:
        return await _load_bench(ruleset, matches, actions, seed, thinking)
    finally:
        gc.set_threshold(*before)


async def _load_bench(ruleset: str, matches: int, actions: int, seed: int, thinking: int) -> str:
    """``matches`` concurrent matches through the match service, each player acting as soon
    as it is their turn, one click in ten a double click; ``actions`` clicks in all. Latency
    is each click's, from the service's ``act`` to its answer. ``lost``: acknowledged
    actions missing from the log read back from the file by a new store; ``double``: double
    clicks applied twice. Bytes per applied action: ``payload`` is what the store was given
    to write (the state without its setup, a setup the action replaced, the log entries),
    ``disk`` what the process wrote to files meanwhile (WAL pages and checkpoints, Linux).
    ``thinking``: practice matches whose opponent thinks (normal level, bot/service/
    thinker.py) all along, each asking for its next decision as soon as it has one."""
    import asyncio
    import inspect
    import tempfile
    from pathlib import Path

    from bot.service.match_service import MatchService, ServiceError
    from bot.store import SqliteStore

    latencies: list[float] = []
    acknowledged: dict[int, list[tuple[int, str]]] = {}
    payload = [0]
    doubles = double_applied = 0

    given = inspect.signature(SqliteStore.commit_actions)

    def measured(store: SqliteStore) -> SqliteStore:
        """The store, counting what each written commit gave it to write."""
        commit = store.commit_actions

        async def counted(*args: Any, **kwargs: Any) -> bool:
            written = await commit(*args, **kwargs)
            if written:  # the state, a setup the action replaced (Deus's draft), the log
                got = given.bind(store, *args, **kwargs).arguments
                payload[0] += len(got["state"].encode()) + len((got.get("setup") or "").encode())
                payload[0] += sum(len(text.encode()) + 8 for _, text in got["actions"])
            return written

        store.commit_actions = counted  # type: ignore[method-assign]
        return store

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "load.sqlite3"
        store = measured(SqliteStore(path))
        await store.open()
        service = MatchService(store)
        for channel in range(1, matches + 1):
            await _new_match(service, ruleset, channel, seed + channel)
        setups = sum(len(row.setup.encode()) for row in await store.active_matches())
        rng = random.Random(seed)
        budget = [actions]

        async def timed(channel: int, user: int, action: engine.Action, version: int) -> Any:
            started = time.perf_counter()
            try:
                return await service.act(channel, user, action, version)
            except ServiceError as error:
                return error
            finally:
                latencies.append(time.perf_counter() - started)

        async def player(channel: int) -> None:
            nonlocal doubles, double_applied
            while budget[0] > 0:
                budget[0] -= 1
                current = await service.match_in(channel)
                if current is None:
                    return
                user = current.deciding_user()
                if user is None:
                    return
                action = rng.choice(engine.legal_actions(current.state))
                tries = 2 if rng.random() < 0.1 else 1
                outcomes = await asyncio.gather(
                    *(timed(channel, user, action, current.row.version) for _ in range(tries))
                )
                applied = [o for o in outcomes if not isinstance(o, ServiceError)]
                doubles += tries == 2
                double_applied += len(applied) > 1
                for outcome in applied:
                    text = engine.format_action(current.state, action)
                    acknowledged.setdefault(outcome.match.id, []).append(
                        (current.row.version + 1, text)
                    )

        written_before = _written_to_files()
        practice = _Practice(ruleset, thinking, seed)
        await practice.start()
        await asyncio.gather(*(player(channel) for channel in range(1, matches + 1)))
        thought = await practice.stop()
        await store.close()
        written_after = _written_to_files()
        reader = SqliteStore(path)  # what the file holds, not what a store kept in memory
        await reader.open()
        lost = 0
        for match_id, expected in acknowledged.items():
            stored = {(entry.seq, entry.action) for entry in await reader.action_log(match_id)}
            lost += sum(1 for item in expected if item not in stored)
        await reader.close()
    p50, p99 = percentile(latencies, 0.5) * 1000, percentile(latencies, 0.99) * 1000
    applied_total = sum(len(v) for v in acknowledged.values())
    per_action = max(1, applied_total)
    disk = "n/a"
    if written_before is not None and written_after is not None:
        disk = f"{(written_after - written_before) / per_action:.0f}"
    return (
        f"matches={matches} applied={applied_total} double_clicks={doubles} "
        f"p50_ms={p50:.1f} p99_ms={p99:.1f} lost={lost} double={double_applied}\n"
        f"bytes_per_action: payload={payload[0] / per_action:.0f} disk={disk}; "
        f"setup_bytes_per_match={setups // max(1, matches)} (written once)" + thought
    )


class _Practice:
    """Practice opponents thinking while the load bench runs: each of ``count`` matches
    plays on, the normal level deciding in the thinker's workers, the other seat at random."""

    def __init__(self, ruleset: str, count: int, seed: int) -> None:
        self.ruleset, self.count, self.seed = ruleset, count, seed
        self.decisions: list[float] = []
        self._tasks: list[Any] = []
        self._running = True

    async def start(self) -> None:
        import asyncio

        from bot.service.thinker import Thinker

        if not self.count:
            return
        self.thinker = Thinker()  # as many workers as the bot's
        await self.thinker.warm()  # the pool is up before the clicks are timed, as in the bot
        self._tasks = [asyncio.create_task(self._match(n)) for n in range(self.count)]
        await asyncio.sleep(0)

    async def _match(self, number: int) -> None:
        from bot.players.chance import resolve_chance
        from bot.players.levels import LevelPlayer
        from bot.tools.selfplay import starter_setup

        rng = random.Random(self.seed * 100 + number)
        while self._running:
            state = resolve_chance(engine.new_match(starter_setup(self.ruleset, number))[0])
            player = LevelPlayer(self.ruleset, "normal", random.Random(rng.random()))
            while self._running and state.result is None:
                seat = engine.decision(state).actor
                if seat == 0:
                    started = time.perf_counter()
                    action, player = await self.thinker.choose(player, state, seat)
                    self.decisions.append(time.perf_counter() - started)
                else:
                    action = rng.choice(engine.legal_actions(state))
                state = resolve_chance(engine.apply(state, action)[0])

    async def stop(self) -> str:
        """The practice decisions' line of the report ("" when none ran)."""
        import asyncio

        if not self.count:
            return ""
        self._running = False
        await asyncio.gather(*self._tasks)
        self.thinker.close()
        p50 = percentile(self.decisions, 0.5) * 1000
        p99 = percentile(self.decisions, 0.99) * 1000
        return (
            f"\npractice matches thinking={self.count}: decisions={len(self.decisions)} "
            f"p50_ms={p50:.0f} p99_ms={p99:.0f} fell_back={self.thinker.fallbacks}"
        )
