"""Statistics (docs/rules.md B6, docs/menus.md): a chart of the last games and the numbers per variant.

The chart (`game.view.chart`) shows the last 30 games from the history: moves against par,
won or lost, clean or with help. Beside it (landscape) or under it (portrait) one column per
variant: played, won and how many of them clean, win rate, current and longest streak, best
time and fewest moves — clean and with help apart — and the win rate per difficulty grade
("–" where a grade was never played, e.g. before the catalogue had grades). Buttons open the
history, save everything as CSV, and reset (asking first).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import pygame

from game.content import GRADES
from game.engine import VARIANTS
from game.i18n import clock_text, language, tr, trn
from game.i18n.formats import number_text
from game.scenes.form import GAP, Builder, Form
from game.scenes.overlay import OverlayScene
from game.scenes.reading import Reading
from game.storage.stats import GradeStats, VariantStats
from game.view.chart import ChartGame, ChartText, draw_chart

if TYPE_CHECKING:
    from game.scenes.ports import Dialogs, Stack, StatisticsSource

CHART_GAMES = 30
ROWS = ("played", "won", "clean_won", "win_rate", "current_streak", "longest_streak",
        "clean_best_time", "best_time", "clean_fewest_moves", "fewest_moves")
TIME_ROWS = ("clean_best_time", "best_time")   # left out while the player keeps the clock hidden
ROW_H = 30                   # base units of one table row (and 2 between rows)
HEAD_SHARE = 0.44            # of the table's width: the row heads; the variants share the rest evenly
LANDSCAPE_WIDTH = 1180       # base units of the panel: chart and table side by side
PORTRAIT_WIDTH = 680         # chart above the table
TABLE_SHARE = 0.56           # of the landscape panel's inner width for the table
CHART_MIN, CHART_MAX = 180, 430


def _number(value: int) -> str:
    return number_text(value)


def cell_text(stats: VariantStats, row: str) -> str:
    """One value as the player reads it (a dash where there is no such win yet)."""
    if row == "win_rate":
        percent = round(stats.win_rate * 100)
        return tr("stats.percent", value=percent) if stats.played else tr("stats.none")
    if row in ("best_time", "clean_best_time"):
        seconds = stats.best_seconds if row == "best_time" else stats.clean_best_seconds
        return clock_text(seconds) if seconds is not None else tr("stats.none")
    if row in ("fewest_moves", "clean_fewest_moves"):
        moves = stats.fewest_moves if row == "fewest_moves" else stats.clean_fewest_moves
        return str(moves) if moves is not None else tr("stats.none")
    value = {"played": stats.played, "won": stats.won, "clean_won": stats.clean_won,
             "current_streak": stats.current_streak, "longest_streak": stats.longest_streak}[row]
    return _number(value)


def grade_text(counts: GradeStats) -> str:
    """"67 % von 12" — the win rate of one grade with how many games it rests on."""
    if not counts.played:
        return tr("stats.none")
    return tr("stats.grade_cell", value=round(counts.win_rate * 100), n=_number(counts.played))



def column_shares() -> list[float]:
    """The table's column widths as shares of its width: the row heads, then one per variant."""
    return [HEAD_SHARE] + [round((1 - HEAD_SHARE) / len(VARIANTS), 6)] * len(VARIANTS)

class StatisticsScene(OverlayScene):
    """The chart, the table with one column per variant, and history / CSV / reset / back."""

    def __init__(self, app: Stack, source: StatisticsSource, dialogs: Dialogs) -> None:
        super().__init__(app)
        self.source = source
        self.dialogs = dialogs
        self.chart_rect: pygame.Rect | None = None    # in window pixels, set by the layout
        self._chart: tuple[object, pygame.Surface] | None = None

    @property
    def landscape(self) -> bool:
        width, height = self.app.size
        return width >= height * 1.2

    def table(self) -> list[list[tuple[str, str, str]]]:
        """The table's rows of (key, text, style) cells; values keyed ``ROW.VARIANT``."""
        stats = self.source.stats
        header = [("head", "", "@row_head")] + [(f"head.{v}", tr(f"variant.{v}"), "@column_head") for v in VARIANTS]
        rows = ROWS if self.app.settings.show_clock else tuple(row for row in ROWS if row not in TIME_ROWS)
        body = [[(f"{row}.head", tr(f"stats.{row}"), "@row_head")]
                + [(f"{row}.{v}", cell_text(stats.variant_stats(v), row), "@cell") for v in VARIANTS]
                for row in rows]
        grades = [[(f"grade.{g}.head", tr("stats.grade_rate", grade=tr(f"grade.{g}")), "@row_head")]
                  + [(f"grade.{g}.{v}", grade_text(stats.grade_stats(v, g)), "@cell") for v in VARIANTS]
                  for g in GRADES]
        return [header, *body, *grades]

    def reading(self) -> Reading | None:
        """Row by row for the ear (B18): one sentence per variant ("Classic: played 1, won 1, …"),
        not the table's loose cells; then the buttons as on every panel."""
        panel = super().reading()
        if panel is None:
            return None
        table = self.table()
        separator = tr("speech.list_separator")
        lines = []
        for column, (_, variant, _) in enumerate(table[0][1:], start=1):
            cells = separator.join(tr("speech.stats_cell", name=row[0][1], value=row[column][1]) for row in table[1:])
            lines.append(tr("speech.stats_row", variant=variant, cells=cells))
        return dataclasses.replace(panel, lines=tuple(lines))

    def chart_games(self) -> list[ChartGame]:
        """The last games for the chart, oldest first."""
        return [ChartGame(g.moves, g.par, g.won, g.clean) for g in reversed(self.source.history.recent(CHART_GAMES))]

    def form(self) -> Form:
        table = self.table()
        table_h = len(table) * (ROW_H + 2) - 2
        self.chart_rect = None
        if self.landscape:
            form = Form(width=LANDSCAPE_WIDTH)
            form.title(tr("stats.title"))
            form.add(table_h, lambda b, r: self._side_by_side(b, r, table))
            form.spacer(4)
            form.buttons(self._buttons())
            return form
        form = Form(width=PORTRAIT_WIDTH)
        form.title(tr("stats.title"))
        rest = form.height() + table_h + 2 * (46 + GAP) + 4 + GAP
        room = self.app.size[1] * 0.94 / max(0.6, min(self.app.size) / 720) - rest
        form.add(max(CHART_MIN, min(CHART_MAX, room)), self._chart_row)
        form.grid(table, column_shares(), height=ROW_H)
        form.spacer(4)
        buttons = self._buttons()
        form.buttons(buttons[:2])
        form.buttons(buttons[2:])
        return form

    def _buttons(self) -> list:
        return [
            ("history", tr("stats.history"), self.source.open_history, None),
            ("export", tr("stats.export"), self.source.export_csv, None),
            ("reset", tr("stats.reset"), self.reset, "@danger"),
            ("back", tr("button.back"), self.close, "@accent"),
        ]

    def _chart_row(self, builder: Builder, rect: pygame.Rect) -> None:
        self.chart_rect = rect.move(self.panel_rect.topleft)

    def _side_by_side(self, builder: Builder, rect: pygame.Rect, table: list[list[tuple[str, str, str]]]) -> None:
        """Landscape: the chart on the left, the table on the right, as tall as each other."""
        gap = round(2 * GAP * builder.scale)
        table_w = round(rect.w * TABLE_SHARE)
        self._chart_row(builder, pygame.Rect(rect.x, rect.y, rect.w - table_w - gap, rect.h))
        row_h, step = round(ROW_H * builder.scale), (ROW_H + 2) * builder.scale
        shares = column_shares()
        for i, cells in enumerate(table):
            x = rect.right - table_w
            for (key, text, style), share in zip(cells, shares, strict=True):
                width = round(table_w * share)
                builder.label(key, text, pygame.Rect(x, round(rect.y + i * step), width, row_h), style)
                x += width

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.chart_rect is None or self.manager is None:
            return
        games = self.chart_games()
        key = (tuple(self.chart_rect), tuple(games), language(), self.scale)
        if self._chart is None or self._chart[0] != key:   # drawn again only when something changed
            text = ChartText(trn("stats.chart_title", CHART_GAMES), tr("stats.legend_clean"),
                             tr("stats.legend_assisted"), tr("stats.legend_lost"), tr("stats.legend_par"),
                             tr("stats.no_games"), tr("stats.older"), tr("stats.newer"))
            art = pygame.Surface(self.chart_rect.size, pygame.SRCALPHA)
            draw_chart(art, art.get_rect(), games, text, CHART_GAMES, self.scale)
            self._chart = (key, art)
        surface.blit(self._chart[1], self.chart_rect.topleft)

    def release_ui(self) -> None:
        super().release_ui()
        self._chart = None

    def reset(self) -> None:
        self.dialogs.confirm(lambda: tr("confirm.reset"), lambda: tr("confirm.reset_ok"), self._reset_confirmed)

    def _reset_confirmed(self) -> None:
        self.source.reset_statistics()
        self.refresh()
