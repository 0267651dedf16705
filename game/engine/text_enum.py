"""`TextEnum`: the base of every kind and verdict in the program.

A ``str``-valued Enum compares equal to its value (saves and notation keep the letters), and
this base also prints and formats as that value on every Python: before 3.12 an f-string of a
plain ``(str, Enum)`` member gives ``"Class.MEMBER"``, which once turned a strings-table key
into ``"hud.Winnability.UNKNOWN"``. (``enum.StrEnum`` does the same, from Python 3.11 on.)
"""

from __future__ import annotations

from enum import Enum


class TextEnum(str, Enum):
    """A str-valued Enum whose str() and format() are its value."""

    def __str__(self) -> str:
        return str(self.value)

    def __format__(self, spec: str) -> str:
        return format(str(self.value), spec)
