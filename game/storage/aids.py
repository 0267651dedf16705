"""What counts as help: the rule that makes a win "ohne Hilfe" (clean) or assisted.

A **clean win** ("ohne Hilfe") is a win in which the player had no help of any kind. A
player who reads "ohne Hilfe" expects *any* assistance to count, so each of these makes the
win assisted (`Aid`):

- ``UNDO`` — a move taken back ("Zug zurück"; "Zurück zu gewinnbar" takes moves back too,
  so it always counts as undo). Redo needs an undo first.
- ``HINT`` — a hint asked for ("Tipp"), whatever it showed.
- ``WINNABILITY`` — the live "gewinnbar / nicht mehr gewinnbar" indicator (B1) was on at
  any moment of the game. It is off by default because it gives a lot away: it tells the
  player at once when a move has lost the game.
- ``SOLUTION`` — the solver's solution of this deal and variant was shown ("Lösung zeigen")
  at any time before: a player who watched the line can play it back from memory. This
  stays with the deal for good (kept in ``records.json``), not only for the next attempt.

Not help, because every win uses them and they decide nothing for the player: safe
auto-play (R12), "Alles ablegen" (R13), the blue target glows and the arrow on the best
target (always shown, part of lifting a card), the deal animation speed, "Neustart" (it
starts a new attempt with fresh counters; the abandoned attempt counts as lost).

Not counted at all (neither clean nor assisted): a position pasted or loaded from a board
file has no game number, so — as before — it is not in the statistics, records or history.
"""

from __future__ import annotations

from game.engine.text_enum import TextEnum


class Aid(TextEnum):
    """One kind of help a game had; the value is how the history file and the CSV name it."""

    UNDO = "undo"
    HINT = "hint"
    WINNABILITY = "winnability"
    SOLUTION = "solution"


AIDS = tuple(Aid)
_BY_NAME = {aid.value: aid for aid in Aid}


def aid_named(name: object) -> Aid | None:
    """The `Aid` for a name read from a file, or None for anything else."""
    return _BY_NAME.get(name) if isinstance(name, str) else None


def aids_of(undos: int, hints: int, others: frozenset[Aid] | set[Aid] = frozenset()) -> tuple[Aid, ...]:
    """Every help a game had, in `AIDS` order: its undo and hint counters plus ``others``."""
    used = set(others)
    if undos > 0:
        used.add(Aid.UNDO)
    if hints > 0:
        used.add(Aid.HINT)
    return tuple(aid for aid in AIDS if aid in used)
