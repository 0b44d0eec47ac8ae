"""Chance outcomes from the match seed and the state's chance counter.

Built on ``random.Random(n).random()`` only, the one method whose sequence CPython keeps
stable across versions (STYLE.md "Randomness"). Each chance step uses a fresh generator
seeded from (seed, counter), so any state can sample its next outcome without history.
"""

from __future__ import annotations

import random
from typing import Any, Final

DIE_FACES: Final = (1, 2, 3, 4, 5, 6)  # [3-3]
SHUFFLE_KEYS: Final = 1 << 32


def _generator(seed: int, counter: int) -> random.Random:
    return random.Random((abs(seed) << 32) + counter)


def sample_die(seed: int, counter: int) -> int:
    return 1 + int(_generator(seed, counter).random() * 6)


def sample_shuffle_key(seed: int, counter: int) -> int:
    return int(_generator(seed, counter).random() * SHUFFLE_KEYS)


def shuffled(cards: list[int], key: int) -> list[int]:
    """The deck order a shuffle key stands for (Fisher-Yates)."""
    order = list(cards)
    shuffle(order, random.Random(key))
    return order


def shuffle(items: list[Any], rng: random.Random) -> None:
    """Fisher-Yates on ``rng.random()`` alone, in place."""
    for i in range(len(items) - 1, 0, -1):
        j = int(rng.random() * (i + 1))
        items[i], items[j] = items[j], items[i]
