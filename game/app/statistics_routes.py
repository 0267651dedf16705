"""The router's part for the statistics: the statistics and history screens, reset, CSV export,
"Nochmal spielen". Kept apart from `game.app.screens` so the router stays readable; `Screens`
inherits it and answers the `StatisticsSource` and `HistoryActions` ports with it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import phrases, tr
from game.scenes.dialogs import NoticeDialog
from game.scenes.history_screen import HistoryScene
from game.scenes.statistics import StatisticsScene
from game.storage.csv_export import ExportResult, export_csv

if TYPE_CHECKING:
    from collections.abc import Callable

    from game.app.loop import App
    from game.app.session import Session
    from game.engine import GameNumber
    from game.scenes.table.scene import TableScene
    from game.storage.history import History
    from game.storage.stats import Statistics


class StatisticsRoutes:
    """Mixed into `Screens`, which provides the app, the session, the table and the dialogs."""

    app: App
    session: Session
    table: TableScene | None
    last_export: ExportResult | None = None

    if TYPE_CHECKING:
        @property
        def in_progress(self) -> bool: ...

        def confirm(self, question: Callable[[], str], confirm_text: Callable[[], str],
                    on_confirm: Callable[[], None]) -> None: ...

        def new_game(self, number: GameNumber | str | int | None = None, variant: str | None = None) -> None: ...

    @property
    def stats(self) -> Statistics:
        return self.session.stats

    @property
    def history(self) -> History:
        return self.session.history

    def grade(self, variant: str, number: str) -> str | None:
        return self.session.grade(variant, number)

    def open_statistics(self) -> None:
        self.app.push(StatisticsScene(self.app, self))

    def open_history(self) -> None:
        self.app.push(HistoryScene(self.app, self))

    def reset_statistics(self) -> None:
        """Statistics and the game history start again (records per deal and daily games stay)."""
        self.session.stats.reset()
        self.session.history.clear()

    def export_csv(self) -> None:
        """Write statistics.csv and history.csv into the data folder and say where (or why not)."""
        folder = self.session.data_dir
        self.session.writer.flush()        # the history on disk and in the CSV: the same games
        result = export_csv(folder, self.session.stats, self.session.history, self.session.grade)
        self.last_export = result

        def text() -> str:      # built again on a language switch, as every screen's text
            where = phrases.short_path(str(folder.path))
            if result.ok:
                return tr("export.done", files=", ".join(p.name for p in result.paths), folder=where)
            return tr("export.read_only") if folder.read_only else tr("export.failed", folder=where)

        self.app.push(NoticeDialog(self.app, text, title=lambda: tr("export.title")))

    def play_again(self, number: str, variant: str) -> None:
        """"Nochmal spielen" in the history: that deal in its variant, on the table at once
        (asking first when the game on the table would count as lost)."""

        def deal() -> None:
            while len(self.app.scenes) > 1 and self.app.top is not self.table:
                self.app.pop()
            self.new_game(number, variant)

        if self.in_progress:
            self.confirm(lambda: tr("confirm.new_game"), lambda: tr("history.play_again"), deal)
        else:
            deal()
