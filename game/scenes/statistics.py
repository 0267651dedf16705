"""Statistics (docs/rules.md B6): per variant played, won, win rate, streaks, best time, fewest moves."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import VARIANTS
from game.i18n import clock_text, language, tr
from game.scenes.form import Form
from game.scenes.overlay import OverlayScene
from game.storage.stats import VariantStats

if TYPE_CHECKING:
    from game.scenes.ports import Stack, StatisticsSource

ROWS = ("played", "won", "win_rate", "current_streak", "longest_streak", "best_time", "fewest_moves")


def cell_text(stats: VariantStats, row: str) -> str:
    """One value as the player reads it (a dash where there is no win yet)."""
    if row == "win_rate":
        percent = round(stats.win_rate * 100)
        return tr("stats.percent", value=percent) if stats.played else tr("stats.none")
    if row == "best_time":
        return clock_text(stats.best_seconds) if stats.best_seconds is not None else tr("stats.none")
    if row == "fewest_moves":
        return str(stats.fewest_moves) if stats.fewest_moves is not None else tr("stats.none")
    value = {"played": stats.played, "won": stats.won, "current_streak": stats.current_streak,
             "longest_streak": stats.longest_streak}[row]
    return f"{value:,}".replace(",", "." if language() == "de" else ",")


class StatisticsScene(OverlayScene):
    """A table with one column per variant and a reset button that asks first."""

    def __init__(self, app: Stack, source: StatisticsSource) -> None:
        super().__init__(app)
        self.source = source

    def form(self) -> Form:
        stats = self.source.stats
        form = Form(width=600)
        form.title(tr("stats.title"))
        shares = [0.46, 0.27, 0.27]
        header = [("head", "", "@row_head")] + [(f"head.{v}", tr(f"variant.{v}"), "@column_head") for v in VARIANTS]
        body = [[(f"{row}.head", tr(f"stats.{row}"), "@row_head")]
                + [(f"{row}.{v}", cell_text(stats.variant_stats(v), row), "@cell") for v in VARIANTS]
                for row in ROWS]
        form.grid([header, *body], shares, height=32)
        form.spacer(12)
        form.buttons([
            ("reset", tr("stats.reset"), self.reset, "@danger"),
            ("back", tr("button.back"), self.close, "@accent"),
        ])
        return form

    def reset(self) -> None:
        self.source.confirm(lambda: tr("confirm.reset"), lambda: tr("confirm.reset_ok"), self._reset_confirmed)

    def _reset_confirmed(self) -> None:
        self.source.reset_statistics()
        self.refresh()
