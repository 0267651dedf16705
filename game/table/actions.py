"""The table's actions: every thing a player can do is one small frozen value.

Keys, header buttons, taps, the keyboard focus ring, drag and drop, the smoke test, the
monkey, the tools and the tests all name these values (``scene.act(Undo())``,
``scene.act(Play(2, 5, 1))``); the input only turns an event into one of them
(`input.TableInput`). The model answers the game's actions (`GameAction`) with one
``match`` (`model.TableModel.perform`), the scene the rest (`SceneAction`: the menu and the
focus ring). No pygame here: the model's side is tested without a window.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine import Move, MoveKind
from game.engine.exhaustive import assert_never
from game.engine.text_enum import TextEnum


@dataclass(frozen=True)
class Undo:
    """Take the last move back."""


@dataclass(frozen=True)
class Redo:
    """The last undone move again (a jump back comes back whole)."""


@dataclass(frozen=True)
class Hint:
    """Glow a move and say why (R14, B1)."""


@dataclass(frozen=True)
class TurnTalon:
    """A tap on the talon: turn a card, or redeal once it is empty (where the variant allows)."""


@dataclass(frozen=True)
class Redeal:
    """The waste back onto the talon, where the variant still allows it."""


@dataclass(frozen=True)
class Finish:
    """"Alles ablegen" (R13): every remaining card up."""


@dataclass(frozen=True)
class BackToWinnable:
    """B1+: back to the newest position known winnable."""


@dataclass(frozen=True)
class ReopenStuck:
    """The "Festgefahren" button: the dead-end dialog again (R17)."""


@dataclass(frozen=True)
class ShowLine:
    """"Lösung ab hier zeigen": the known winning line from the position on the table, replayed."""


@dataclass(frozen=True)
class OpenMenu:
    """The ☰ button and Esc."""


@dataclass(frozen=True)
class Play:
    """Move ``count`` cards from ``source`` (a column or WASTE) onto ``target`` (a column or FOUNDATION)."""

    source: int
    target: int
    count: int = 1


@dataclass(frozen=True)
class PlayMove:
    """An engine ``move`` as it is (a move of the solver's line in the replay): pushed at the pace
    of a move, without an action's reading of the table (no redeal for a turn, no lift)."""

    move: Move


@dataclass(frozen=True)
class Lift:
    """Lift ``count`` cards from ``source``; a lone card with one target flies there at once (R9)."""

    source: int
    count: int


@dataclass(frozen=True)
class LiftCard:
    """A tap on card ``card`` of ``column``: the run lying on it, or a "no" when it is covered."""

    column: int
    card: int


@dataclass(frozen=True)
class LiftWaste:
    """Key W and the ring: the waste's top card."""


@dataclass(frozen=True)
class ChooseColumn:
    """A column's number key: lift its run, or move the lifted one there."""

    column: int


@dataclass(frozen=True)
class SendSelection:
    """The lifted run to its best target (tap it again, Enter)."""


@dataclass(frozen=True)
class PutDown:
    """The lifted run goes back where it lies."""


@dataclass(frozen=True)
class RunMore:
    """▲ in the selection bar: one card more (R10)."""


@dataclass(frozen=True)
class RunFewer:
    """▼ in the selection bar: one card fewer."""


@dataclass(frozen=True)
class FocusNext:
    """→ or Tab: the keyboard ring to its next place (B4)."""


@dataclass(frozen=True)
class FocusPrevious:
    """← or Shift+Tab: the ring to its previous place."""


@dataclass(frozen=True)
class FocusActivate:
    """Enter on the ring: what a tap where it stands would do."""


class Query(TextEnum):
    """What a player without sight may ask the table (the speech's keys, listed in the help)."""

    TABLE = "table"        # the foundations, every column top to bottom, the waste, the talon
    COLUMN = "column"      # one column in full
    WASTE = "waste"        # the whole waste
    REPEAT = "repeat"      # the last sentence again
    MOVES = "moves"        # the legal moves now
    STATE = "state"        # move, clock, variant, game number
    FOUNDATIONS = "foundations"   # the foundations alone, with how many cards each holds
    CARD = "card"          # one card of the framed pile (``column``; WASTE for the waste), ``depth`` below its top


@dataclass(frozen=True)
class Ask:
    """A query key: tell ``query`` (``column``: which one, for `Query.COLUMN` and `Query.CARD`)."""

    query: Query
    column: int = 0
    depth: int = 0         # `Query.CARD`: 0 the playable card, 1 the one under it …


# The model's actions: moves, the hint and the dead-end dialog (`PlayAction`), and those on the lifted
# run (`RunAction`); the scene's own (`SceneAction`): the menu, the keyboard ring and the speech's queries.
PlayAction = Undo | Redo | Hint | ShowLine | TurnTalon | Redeal | Finish | BackToWinnable | ReopenStuck | Play | PlayMove
RunAction = Lift | LiftCard | LiftWaste | ChooseColumn | SendSelection | PutDown | RunMore | RunFewer
GameAction = PlayAction | RunAction
SceneAction = OpenMenu | FocusNext | FocusPrevious | FocusActivate | Ask
TableAction = GameAction | SceneAction

def settles(action: GameAction, goes_back: bool) -> bool:
    """Does ``action`` work on the table at rest (the cards in the air land first)? "Zurück zu
    gewinnbar" does when it goes back (``goes_back``)."""
    match action:
        case BackToWinnable():
            return goes_back
        case Undo() | Redo() | Hint() | ShowLine() | TurnTalon() | Redeal() | Finish() | LiftWaste() | ChooseColumn() | PlayMove():
            return True
        case (ReopenStuck() | Play() | Lift() | LiftCard() | SendSelection() | PutDown() | RunMore() | RunFewer()):
            return False
        case _:
            assert_never(action)


def move_action(move: Move) -> GameAction:
    """The action a player takes for an engine ``move`` (a line of the solver, a tool's game)."""
    match move.kind:
        case MoveKind.PLAY:
            return Play(move.src, move.dst, move.count)
        case MoveKind.TURN:
            return TurnTalon()
        case MoveKind.REDEAL:
            return Redeal()
        case MoveKind.FINISH:
            return Finish()
        case _:
            assert_never(move.kind)


def lifts(action: TableAction) -> bool:
    """A tap on a card or a run, which lifts it (a lone card may fly at once): the first half of
    what may become a double tap."""
    match action:
        case Lift() | LiftCard():
            return True
        case (Undo() | Redo() | Hint() | ShowLine() | TurnTalon() | Redeal() | Finish() | BackToWinnable()
              | ReopenStuck() | Play() | PlayMove() | LiftWaste() | ChooseColumn() | SendSelection() | PutDown()
              | RunMore() | RunFewer() | OpenMenu() | FocusNext() | FocusPrevious() | FocusActivate() | Ask()):
            return False
        case _:
            assert_never(action)
