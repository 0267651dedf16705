"""`assert_never`: the end of a ``match`` over a closed union of types or an enum's members.

mypy proves that every member has a ``case`` of its own: only what is left — nothing, typed
``NoReturn`` — may reach this call, so a new action, effect or event that nobody answers is a
type error before it is a bug. (``typing.assert_never`` arrives with Python 3.11; the game runs
on 3.10 too.)
"""

from __future__ import annotations

from typing import NoReturn


def assert_never(value: NoReturn) -> NoReturn:
    """Reached only when a ``match`` missed a case (mypy says so first)."""
    raise AssertionError(f"a value nobody answers: {value!r}")
