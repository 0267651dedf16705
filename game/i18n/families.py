"""Message ids the code does not spell out where it asks for them, listed for ``pybabel extract``.

The extractor reads ids from ``tr("…")`` / ``trn("…", n)`` calls. It cannot see an id that
the code builds from a name (``tr(f"variant.{name}")``, ``tr(f"hud.live.{kind}")``), one that is
passed around as data first (``tr(self.copy_state)``), or — on the Python this project runs
(before 3.12, an f-string is one token) — a call inside an f-string. Each such id is marked
here with `N_`, grouped by the name that picks it, so the template has every id the game
shows. tests/i18n checks these groups against the engine's and storage's own names (every
variant, grade, help, storage problem …), so a new one cannot go without its words. The options
are not here: each option carries its own ids, marked where it is written
(`game.storage.settings.Settings`).

Nothing imports this module at run time: it is read by the extractor and the tests only.
"""

from __future__ import annotations

from game.i18n import N_

# Computed from a name: the prefix before ``{name}`` in the code, and every id it can make.
COMPUTED: dict[str, tuple[str, ...]] = {
    "variant.": (N_("variant.classic"), N_("variant.relaxed")),
    "grade.": (N_("grade.easy"), N_("grade.medium"), N_("grade.hard")),
    "tooltip.": (N_("tooltip.undo"), N_("tooltip.redo"), N_("tooltip.hint"), N_("tooltip.menu")),
    "hud.live.": (N_("hud.live.winnable"), N_("hud.live.lost"), N_("hud.live.lost_deal"), N_("hud.live.checking"),
                  N_("hud.live.left_line"), N_("hud.live.open")),
    "hud.live_short.": (N_("hud.live_short.winnable"), N_("hud.live_short.lost"), N_("hud.live_short.lost_deal"),
                        N_("hud.live_short.checking"), N_("hud.live_short.left_line"), N_("hud.live_short.open")),
    "aid.": (N_("aid.undo"), N_("aid.hint"), N_("aid.winnability"), N_("aid.solution")),
    "notice.": (N_("notice.corrupt"), N_("notice.newer_version"), N_("notice.too_large"), N_("notice.unreadable"),
                N_("notice.disk_full"), N_("notice.write_failed"), N_("notice.link_replaced"), N_("notice.lock_link"),
                N_("notice.lock_unusable"), N_("notice.not_a_folder"), N_("notice.result_waiting"), N_("notice.result_saved"),
                N_("notice.options_reset")),
    "stats.": (N_("stats.played"), N_("stats.won"), N_("stats.win_rate"), N_("stats.current_streak"),
               N_("stats.longest_streak"), N_("stats.best_time"), N_("stats.fewest_moves"), N_("stats.clean_won"),
               N_("stats.clean_best_time"), N_("stats.clean_fewest_moves")),
    "history.": (N_("history.date"), N_("history.number"), N_("history.variant"), N_("history.grade"),
                 N_("history.result"), N_("history.moves"), N_("history.time")),
    "summary.": (N_("summary.moves"), N_("summary.par"), N_("summary.grade"), N_("summary.time"),
                 N_("summary.undos"), N_("summary.hints")),
    "summary.record_": (N_("summary.record_clean"), N_("summary.record_assisted")),
    "summary.first_win_": (N_("summary.first_win_clean"), N_("summary.first_win_assisted")),
    "summary.best_": (N_("summary.best_clean"), N_("summary.best_assisted")),
}

# Passed around as data, or asked for inside an f-string: each id where the code has it.
AS_DATA: tuple[str, ...] = (
    N_("summary.best"), N_("summary.copied"), N_("summary.no_clipboard"),                    # scenes/summary.py
    N_("summary.par_searching"), N_("summary.par_impossible"), N_("summary.par_unknown"),
    N_("history.daily"),                                                                    # scenes/history_screen.py
    N_("daily.won"), N_("daily.won_later"), N_("daily.lost"), N_("daily.open"),             # scenes/calendar_grid.py
    N_("max_at_once"),                                                                      # view/word_places.py
    N_("button.undo"), N_("button.redo"),                                                   # view/header.py
    N_("moves"), N_("hud.deal_solvable"),                                                      # scenes/tabletop/hud.py
    N_("summary.show_solution"),                                                            # scenes/tabletop/replay.py
)
