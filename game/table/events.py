"""What a table tells its owner (`game.scenes.ports.TableOwner.table_event`): typed events, one
owner method, no pygame; and `Effect`, everything the model answers an action with.

The model makes the game's events as it changes (`TableModel`); the scene adds the player's wish
for the menu. Each event says what happened, never what to do about it: the owner (the router)
decides that — it saves, counts, opens a dialog, shows the summary, plays a sound.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from game.engine import Position
from game.engine.exhaustive import assert_never
from game.table.values import Deny, Fly, GlowsChanged, ShowNow, Sound


@dataclass(frozen=True)
class GameChanged:
    """A move, an undo or a redo: the game on the table is another one now (the autosave follows)."""


@dataclass(frozen=True)
class GameEnded:
    """The game has ended (`lifecycle`): ``won`` — the last card went up — or not (given up, or left
    for another deal with at least one move). ``counts``: it is counted now; False for a win played
    on after giving up, which was counted as lost already and is only described."""

    won: bool
    counts: bool = True


@dataclass(frozen=True)
class EndShown:
    """The game's end is shown now: the win's cascade is over (or was tapped away), or the game was
    given up — whatever shows the end next (the summary) stands on a clean table."""


@dataclass(frozen=True)
class GameStuck:
    """R17: no card can reach a foundation any more (proved) — told once the cards in the air have
    landed, so a dialog shows the true position, and again when the player taps "Festgefahren"."""


@dataclass(frozen=True)
class PositionLearnt:
    """The solver decided about the position (winnable, lost, undecided): worth an autosave (B16)."""


@dataclass(frozen=True)
class MenuWanted:
    """The ☰ button or Esc."""


@dataclass(frozen=True)
class LineWanted:
    """"Lösung ab hier zeigen": the solver's winning ``line`` from ``position`` (the table's, a
    copy), to be replayed; the game counted it as a hint."""

    position: Position
    line: tuple[str, ...]


TableEvent = GameChanged | GameEnded | EndShown | GameStuck | PositionLearnt | MenuWanted | LineWanted | Sound

# What the model answers an action with: the table's own looks — cards to fly (`Fly`), a "no"
# (`Deny`), the position at once (`ShowNow`), glows that pulse (`GlowsChanged`) — which `TableParts`
# carries out, and the events it passes on to the owner.
Effect = Fly | Deny | ShowNow | GlowsChanged | TableEvent


def flights(effects: Iterable[Effect]) -> tuple[Fly, ...]:
    """The cards an answer flies, in order (its `Fly` effects)."""
    found = []
    for effect in effects:
        match effect:
            case Fly():
                found.append(effect)
            case (Deny() | ShowNow() | GlowsChanged() | GameChanged() | GameEnded() | EndShown() | GameStuck()
                  | PositionLearnt() | MenuWanted() | LineWanted() | Sound()):
                pass
            case _:
                assert_never(effect)
    return tuple(found)


def refused(effects: Iterable[Effect]) -> bool:
    """The table said no to the action (a `Deny` among its effects)."""
    for effect in effects:
        match effect:
            case Deny():
                return True
            case (Fly() | ShowNow() | GlowsChanged() | GameChanged() | GameEnded() | EndShown() | GameStuck()
                  | PositionLearnt() | MenuWanted() | LineWanted() | Sound()):
                pass
            case _:
                assert_never(effect)
    return False
