"""The in-game menu (docs/rules.md R18): reached by ☰ or Esc from the table, Esc goes back.

Only the top scene updates, so the table's clock stands still while this is open.
Everything that ends or replaces the running game asks first (new game, another variant,
restart, give up); the session's `GameInHand` decides what is counted.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.engine import VARIANTS, Variant
from game.i18n import clock_text, moves_text, phrases, tr
from game.scenes.form import Form
from game.scenes.overlay import OverlayScene
from game.scenes.ports import Screen
from game.scenes.reading import Reading

if TYPE_CHECKING:
    from game.scenes.ports import MenuActions, Stack


class MenuScene(OverlayScene):
    """Continue, new game, daily deal and its calendar, game number, restart, variant, options,
    statistics, help, copy and paste the position (B7), give up, quit."""

    def __init__(self, app: Stack, actions: MenuActions) -> None:
        super().__init__(app)
        self.actions = actions

    def form(self) -> Form:
        actions, state, daily = self.actions, self.actions.state, self.actions.daily
        variant = state.variant
        over = state.game_over
        form = Form(width=520)
        form.title(tr("title"))
        variant_name = tr(f"variant.{variant}")
        number = phrases.number_display(state.number_text)   # a 20-digit number in groups of three
        if over:
            status = tr("menu.status_over", number=number, variant=variant_name)
        else:   # two lines: the game, then how far it has come (a long number never splits them)
            status = (tr("menu.status", number=number, variant=variant_name,
                         moves=moves_text(state.moves), time=clock_text(state.elapsed)) if self.app.settings.show_clock
                      else tr("menu.status_moves", number=number, variant=variant_name, moves=moves_text(state.moves)))
        form.message("status", status, "@subtitle")
        form.button("continue", tr("menu.continue"), self.close, "@accent", enabled=not over)
        form.button("new_game", tr("menu.new_game"), self.new_game)
        form.button("game_number", tr("menu.game_number"), self.game_number)
        today = daily.today()
        result = daily.daily_result(variant, today)
        won_today = result is not None and result.won
        play_today = (lambda: daily.play_daily(today, variant)) if daily.daily_available(variant) else None
        form.buttons([("daily", tr("menu.daily_won") if won_today else tr("menu.daily"), play_today, None),
                      ("calendar", tr("menu.calendar"), lambda: actions.open(Screen.DAILY_CALENDAR), None)])
        form.button("restart", tr("menu.restart"), self.restart)
        form.button("solution_here", tr("menu.solution_here"), lambda: self._then(actions.game.show_solution_from_here),
                    enabled=state.solution_from_here)
        form.buttons([(f"variant.{v}", tr(f"variant.{v}"), functools.partial(self.variant, v),
                       "@chosen" if v == variant else None) for v in VARIANTS],
                     label=tr("menu.variant"), label_share=0.3)
        form.buttons([
            ("options", tr("menu.options"), lambda: actions.open(Screen.OPTIONS), None),
            ("statistics", tr("menu.statistics"), lambda: actions.open(Screen.STATISTICS), None),
            ("help", tr("menu.help"), lambda: actions.open(Screen.HELP), None),
        ])
        form.buttons([("copy_board", tr("menu.copy_board"), lambda: self._then(actions.copy_position), None),
                      ("paste_board", tr("menu.paste_board"), actions.paste_position, None)])   # B7
        form.buttons([
            ("give_up", tr("menu.give_up"), self.give_up if state.in_progress else None, "@danger"),
            ("quit", tr("menu.quit"), actions.quit, None),
        ])
        return form

    def reading(self) -> Reading | None:
        """The panel as every panel reads, each variant's button with the row's name, and the
        current one said to be current (its look shows it: "@chosen")."""
        panel = super().reading()
        chosen = next((v for v in VARIANTS if self.focused == f"variant.{v}"), None)
        if panel is None or chosen is None:
            return panel
        focus = tr("speech.named_value", name=tr("menu.variant"), value=tr(f"variant.{chosen}"))
        if chosen == self.actions.state.variant:
            focus = tr("speech.current", value=focus)
        return dataclasses.replace(panel, focus=focus)

    # --- actions -----------------------------------------------------------------------------

    def _then(self, action: Callable[[], None]) -> None:
        """Leave the menu for the table, then act (the new deal animates in view)."""
        self.close()
        action()

    def _confirm_if_playing(self, question: Callable[[], str], confirm_text: Callable[[], str],
                            action: Callable[[], None]) -> None:
        if self.actions.state.in_progress:
            self.actions.dialogs.confirm(question, confirm_text, lambda: self._then(action))
        else:
            self._then(action)

    def new_game(self) -> None:
        self._confirm_if_playing(lambda: tr("confirm.new_game"), lambda: tr("menu.new_game"),
                                 self.actions.game.new_game)

    def game_number(self) -> None:
        self.actions.dialogs.ask_game_number(lambda number: self._then(lambda: self.actions.game.new_game(number)))

    def restart(self) -> None:
        self._confirm_if_playing(lambda: tr("confirm.restart"), lambda: tr("confirm.restart_ok"),
                                 self.actions.game.restart)

    def variant(self, variant: Variant) -> None:
        if variant == self.actions.state.variant:
            return
        self._confirm_if_playing(lambda: tr("confirm.variant", variant=tr(f"variant.{variant}")),
                                 lambda: tr("menu.new_game"),
                                 lambda: self.actions.game.new_game(variant=variant))

    def give_up(self) -> None:
        self.actions.dialogs.confirm(lambda: tr("confirm.give_up"), lambda: tr("menu.give_up"),
                                     lambda: self._then(self.actions.game.give_up))
