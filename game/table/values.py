"""The table model's values: what the player holds, what a hint shows, and what an action asks
the table to do (`Effect`). Plain data — no pygame, no pixels, no durations — so the model's
answers can be read and tested without a window; `TableParts` turns them into flights, looks and
sounds (`parts.TableParts.apply`).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine import Card, Move, Pile, PileKind, Position, Step, source_pile
from game.engine.exhaustive import assert_never
from game.engine.text_enum import TextEnum


@dataclass(frozen=True)
class Selection:
    """A lifted run: ``count`` cards from the top of ``src`` (a column or WASTE)."""

    src: int
    count: int
    targets: tuple[int, ...]
    best: int | None
    limit: int              # the current most cards per move onto a card (R10)

    @property
    def pile(self) -> Pile:
        return source_pile(self.src)


@dataclass(frozen=True)
class HintGlow:
    """A hint on the table (R14): the source and target glow; ``finish``: "Alles ablegen" glows;
    ``back``: "Zurück zu gewinnbar" glows (a lost position: no move is hinted, ``move`` is None).
    It stays until the player's next action (`TableModel.clear_hint`)."""

    move: Move | None
    src: Pile | None
    target: Pile | None
    finish: bool = False
    back: bool = False


class Pace(TextEnum):
    """How the cards of a move set off; the motion says how fast that is (`theme`)."""

    MOVE = "move"          # a play, a turn of the talon, an undo or redo
    REDEAL = "redeal"      # the waste back onto the talon: quicker, dealt close together
    FINISH = "finish"      # "Alles ablegen": every card up, one after another


class Sound(TextEnum):
    """The table's sound events; each value is its effect's name, the file the app's sound board
    plays (``assets/sounds/<value>.wav``, `game.app.sound.SOUND_NAMES`)."""

    CARD_PLACED = "place"
    CARD_TURNED = "turn"
    FOUNDATION = "foundation"
    INVALID = "invalid"
    WIN = "win"
    LIFTED = "lift"              # a run lifted (an earcon, B18)
    NOTHING = "nothing"          # a key that did nothing (`news.NothingDone`)
    EDGE = "edge"                # the keyboard ring or a menu wrapped round the end of its row
    TALON_OUT = "talon_out"      # the talon used up for good: no card to turn, no redeal left


@dataclass(frozen=True)
class GlowsChanged:
    """What glows changed (a hint, "Alles ablegen" on offer): the glows pulse for a moment."""


@dataclass(frozen=True)
class Fly:
    """The engine's steps of a move, to be flown card by card. ``unit``: (first index, count) of
    steps that fly together (a Relaxed run moves as a unit, R6)."""

    steps: tuple[Step, ...]
    pace: Pace
    unit: tuple[int, int] | None = None


@dataclass(frozen=True)
class Deny:
    """A "no" to the top ``count`` cards of ``pile``: they shake; ``rise``: they also rise and
    settle (a tapped card that cannot go, whose reason the message line says). Counted from the
    top, so the motion finds them in the pile it shows (which lags behind the engine while cards fly)."""

    pile: Pile
    count: int
    rise: bool = False


@dataclass(frozen=True)
class ShowNow:
    """Show the engine's position at once, not card by card (a jump back several moves)."""




def pile_cards(position: Position, pile: Pile) -> list[Card]:
    """The cards a column or the waste shows (other piles are drawn as slots, not card lists)."""
    match pile.kind:
        case PileKind.COLUMN:
            return position.columns[pile.index]
        case PileKind.WASTE:
            return position.waste
        case PileKind.TALON | PileKind.FOUNDATION:
            return []
        case _:
            assert_never(pile.kind)


def arrival_sound(step: Step) -> Sound:
    """The sound of a card arriving: on a foundation, from or onto the talon (a turn), or placed."""
    match step.dst.kind:
        case PileKind.FOUNDATION:
            return Sound.FOUNDATION
        case PileKind.TALON:
            return Sound.CARD_TURNED
        case PileKind.COLUMN | PileKind.WASTE:
            return Sound.CARD_TURNED if step.src.kind == PileKind.TALON else Sound.CARD_PLACED
        case _:
            assert_never(step.dst.kind)
