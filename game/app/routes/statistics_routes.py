"""The router's part for the statistics: the statistics and history screens, reset, CSV export,
"Nochmal spielen".

`StatisticsRoute` answers the `StatisticsSource` and `HistoryActions` ports (`game.scenes.ports`)
with the session's `TrackRecord` (the counts and the games) and `CatalogueDeals` (a deal's grade);
a game played again goes on the table through the `GameRoute`, like every deal.
"""

from __future__ import annotations

from game.app.loop import App
from game.app.routes.dialog_route import DialogRoute
from game.app.routes.game_route import GameRoute
from game.app.session import Session
from game.content import Grade
from game.engine import Game, GameNumberError, Variant, parse_game_number
from game.i18n import N_, phrases, tr
from game.scenes.tabletop.replay import PlayedGame, ReplayScene
from game.storage.csv_export import ExportResult
from game.storage.ended import EndedGame
from game.storage.history import History
from game.storage.played_line import parse_line, replay_line
from game.storage.stats import Statistics

BACK_TO_HISTORY = N_("replay.back_to_history")   # a replay opened from the history goes back there


class StatisticsRoute:
    """The statistics and history screens and what they ask for (see the module docstring)."""

    def __init__(self, app: App, session: Session, game: GameRoute, dialogs: DialogRoute) -> None:
        self._app = app
        self._session = session
        self._game = game
        self._dialogs = dialogs
        self.last_export: ExportResult | None = None   # the export's answer (its dialog words it)

    @property
    def stats(self) -> Statistics:
        return self._session.record.stats

    @property
    def history(self) -> History:
        return self._session.record.history

    def grade(self, variant: Variant, number: str) -> Grade | None:
        return self._session.deals.grade(variant, number)

    def open_statistics(self) -> None:
        from game.scenes.statistics import StatisticsScene  # loaded when first shown

        self._app.push(StatisticsScene(self._app, self, self._dialogs))

    def open_history(self) -> None:
        from game.scenes.history_screen import HistoryScene  # loaded when first shown

        self._app.push(HistoryScene(self._app, self))

    def reset_statistics(self) -> None:
        """Statistics and the game history start again (records per deal and daily games stay)."""
        self._session.record.reset()

    def export_csv(self) -> None:
        """Write statistics.csv and history.csv into the data folder and say where (or why not)."""
        folder = self._session.folder
        result = self._session.record.export_csv(self._session.deals.grade)
        self.last_export = result

        def text() -> str:      # built again on a language switch, as every screen's text
            where = phrases.short_path(str(folder.path))
            if result.ok:
                return tr("export.done", files=", ".join(p.name for p in result.paths), folder=where)
            return tr("export.read_only") if folder.read_only else tr("export.failed", folder=where)

        self._dialogs.tell(text, title=lambda: tr("export.title"))

    def play_again(self, number: str, variant: Variant) -> None:
        """"Nochmal spielen" in the history: that deal in its variant, on the table at once
        (asking first when the game on the table would count as lost)."""
        game = self._game

        def deal() -> None:
            game.back_to_table()
            game.deal(parse_game_number(number), variant)

        if game.in_progress:
            self._dialogs.confirm(lambda: tr("confirm.new_game"), lambda: tr("history.play_again"), deal)
        else:
            deal()

    # --- a game of the history replayed --------------------------------------------------------

    def watch(self, game: EndedGame) -> None:
        """The game's own moves from its deal, checked by the engine as they are spelt out for the
        replay table (a move the rules refuse ends the replay there, with a word why)."""
        played = parse_line(game.line)
        if played is None:
            return
        try:
            replayed = replay_line(game.variant, game.counted_number, played)
        except GameNumberError:
            return
        deal = Game(replayed.start, number=parse_game_number(game.counted_number))
        self._app.push(ReplayScene(self._app, deal, replayed.moves, played=PlayedGame(replayed.counted, replayed.broken),
                                   back_to=BACK_TO_HISTORY))

    def _deal(self, game: EndedGame) -> Game | None:
        try:
            return Game.new(parse_game_number(game.counted_number), game.variant)
        except GameNumberError:
            return None

    def solver_line(self, game: EndedGame) -> tuple[str, ...] | None:
        deal = self._deal(game)
        return self._session.solver.known_deal_line(deal) if deal is not None else None

    def show_solver_line(self, game: EndedGame) -> None:
        """The solver's line for the deal, as the summary's "Lösung zeigen" shows it (every later win
        of the deal is assisted)."""
        deal = self._deal(game)
        line = self._session.solver.known_deal_line(deal) if deal is not None else None
        if deal is None or line is None:
            return
        self._session.record.note_solution_shown(deal)
        self._app.push(ReplayScene(self._app, deal, line, back_to=BACK_TO_HISTORY))
