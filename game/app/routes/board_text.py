"""Copy the position on the table as text, and paste one as a new game (B7, docs/menus.md).

Why here and not in the menu: pasting touches the clipboard, the engine's reader, the
session's counting and the router's dialogs; the menu only offers the two entries.

What a player gets:
- "Stellung kopieren" puts the board text form (docs/board-format.md) of the position on the
  table on the clipboard, with the talon's order — it is what `python -m solver solve
  --board` reads. Where there is no system clipboard the text stays inside the game (a
  paste in the game still finds it) and the table's message line says so.
- "Stellung einfügen" reads the clipboard. Text that is not a position is explained in a
  dialog naming the line, and nothing changes: the game in progress, its undo history,
  clock and autosave stay exactly as they were. A good position starts a *new game* from
  it — asked first when a game is in progress, which then counts as lost, as for "Neues
  Spiel". Undo cannot go back into the previous game (it has ended, like after a new deal);
  copy it first to keep it. A pasted position has no game number, so the statistics never
  count it (won or lost) and no record is kept for it; "Neustart" goes back to the pasted
  position.
"""

from __future__ import annotations

from typing import Protocol

from game.app.routes.dialog_route import DialogRoute
from game.engine import BoardFormatError, Position
from game.i18n import tr, trn
from game.scenes.tabletop.scene import TableScene
from game.view import clipboard

PASTE_LIMIT = 64 * 1024   # characters: a board text is ~400; more is not a position
COPIED_LEAST = 2.0       # seconds "Stellung als Text kopiert" stays, even when the player plays on at once


class PasteTarget(Protocol):
    """Where a pasted position goes: the router's game part (`game.app.routes.game_route.GameRoute`)."""

    @property
    def in_progress(self) -> bool: ...

    def play_board(self, position: Position) -> None: ...


class PasteError(ValueError):
    """The clipboard holds no playable position; the message is for the player (translated)."""


def read_position(text: str) -> Position:
    """The position in ``text`` (a board text), or PasteError with the reason in the player's language."""
    text = text.lstrip("\ufeff")   # a byte-order mark some editors put first
    if not text.strip():
        raise PasteError(tr("board.error.empty"))
    if len(text) > PASTE_LIMIT:
        raise PasteError(trn("board.error.too_long", len(text)))
    try:
        position = Position.from_text(text)
    except BoardFormatError as error:
        from game.i18n.board_errors import board_error_text  # only a paste that failed needs it

        raise PasteError(board_error_text(str(error))) from None
    if position.is_won():
        raise PasteError(tr("board.error.won"))
    return position


def copy_position(table: TableScene | None) -> None:
    """Put the table's position on the clipboard and say so on the table."""
    if table is None:
        return
    on_system = clipboard.put_text(table.state().position.text())
    table.confirm(tr("board.copied") if on_system else tr("board.copied_inside"), least=COPIED_LEAST)


def paste_position(dialogs: DialogRoute, game: PasteTarget) -> None:
    """Start a new game from the clipboard's position, or explain why not (module docstring)."""
    pasted = clipboard.read()
    if pasted is None:
        dialogs.tell(lambda: tr("board.paste_kept", reason=tr("clipboard.not_text")), title=lambda: tr("board.paste_title"))
        return
    text = pasted
    try:
        position = read_position(text)
    except PasteError as error:
        again = str(error)
        # The reason is re-read from the clipboard's text on a language switch.
        dialogs.tell(lambda: tr("board.paste_kept", reason=_reason(text, again)), title=lambda: tr("board.paste_title"))
        return

    def play() -> None:
        game.play_board(position)

    if game.in_progress:
        dialogs.confirm(lambda: tr("board.confirm_paste"), lambda: tr("board.paste_ok"), play)
    else:
        play()


def _reason(text: str, fallback: str) -> str:
    """The paste's error in the language shown now (the dialog rebuilds on a language switch)."""
    try:
        read_position(text)
    except PasteError as error:
        return str(error)
    return fallback
