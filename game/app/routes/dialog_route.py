"""The router's dialogs: the small questions and notices a screen opens over itself, and the
storage notices (a damaged file kept aside, a full disk …) told to the player.

`DialogRoute` answers the `Dialogs` port (`game.scenes.ports`) for every screen that asks a
question; `StorageNotices` shows each storage notice once, one dialog at a time, and one cause
only once a session.
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine import GameNumber
from game.i18n import phrases
from game.scenes.base import Stack
from game.storage.files import DISK_FULL, RESULT_SAVED, RESULT_WAITING, UNREADABLE, WRITE_FAILED, Notice

# Problems of the folder or the disk rather than of one file: told once for all files.
FOLDER_PROBLEMS = (UNREADABLE, WRITE_FAILED, DISK_FULL)


class DialogRoute:
    """Confirmations, the game-number question and notices, over whatever screen is on top."""

    def __init__(self, app: Stack) -> None:
        self._app = app

    def confirm(self, question: Callable[[], str], confirm_text: Callable[[], str],
                on_confirm: Callable[[], None]) -> None:
        from game.scenes.dialogs import ConfirmDialog  # the dialogs (pygame-gui) load when first shown

        self._app.push(ConfirmDialog(self._app, question, confirm_text, on_confirm))

    def ask_game_number(self, on_number: Callable[[GameNumber], None]) -> None:
        from game.scenes.dialogs import GameNumberDialog

        self._app.push(GameNumberDialog(self._app, on_number))

    def tell(self, text: Callable[[], str], title: Callable[[], str] | None = None) -> None:
        """A notice with an OK (its words built again on a language switch, as every screen's)."""
        from game.scenes.dialogs import NoticeDialog

        self._app.push(NoticeDialog(self._app, text, title=title))


class StorageNotices:
    """The storage notices of one session, each told once (see the module docstring); ``folder``
    names the data folder in the words."""

    def __init__(self, app: Stack, take: Callable[[], list[Notice]], folder: str) -> None:
        self._app = app
        self._take = take
        self._folder = folder
        self._waiting: list[Notice] = []
        self._told: set[object] = set()      # causes already told this session

    def poll(self) -> None:
        """Show each storage notice once, one dialog at a time, and one cause only once a session:
        a read-only or unreadable folder fails every file, but the player needs to hear it once.
        A finished game's result waiting for the disk (and then saved) is told every time."""
        for notice in self._take():
            cause = notice.problem if notice.problem in FOLDER_PROBLEMS else (notice.problem, notice.file)
            if notice.problem in (RESULT_WAITING, RESULT_SAVED) or cause not in self._told:
                self._told.add(cause)
                self._waiting.append(notice)
        if not self._waiting:
            return
        from game.scenes.dialogs import NoticeDialog

        if not isinstance(self._app.top, NoticeDialog):
            notice = self._waiting.pop(0)
            folder = self._folder
            self._app.push(NoticeDialog(self._app, lambda: phrases.notice_text(
                notice.problem.value, notice.not_kept, notice.file, notice.kept_as, folder, notice.names)))
