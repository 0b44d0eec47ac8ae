"""The base of the engine's enums (issue 23).

``enum.Enum`` hashes a member by its name in Python code, and the engine looks its enums up
in dicts and sets on every call (a decision's kind, a unit's move type, the moments an
ability wakes at), so those hashes alone took over 1 % of a step. A member is the one object
of its value and equals only itself, so hashing it by identity, in C, is as right. Members
are never ordered by their hash: a set of them is sorted before its order matters.
"""

from __future__ import annotations

import enum


class Enum(enum.Enum):
    """``enum.Enum`` whose members hash by identity."""

    __hash__ = object.__hash__
