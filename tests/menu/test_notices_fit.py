"""Storage notices on screen: a full disk at the win is told, and every notice fits its window.

A data folder's path can be 4,000 characters long; the notice that names it must keep its title,
its sentence and its OK button inside the window at any size (the path is shortened in its
middle, and no notice shows more lines than fit the smallest window).
"""

from __future__ import annotations

import errno

import pytest

from game.advisor.link import SolverLink
from game.app.services import game_in_hand as in_hand_module
from game.app.services.game_in_hand import RETRY_SECONDS
from game.engine import CLASSIC
from game.i18n import phrases
from game.scenes.dialogs import NoticeDialog
from game.scenes.summary import SummaryScene
from game.scenes.tabletop.geometry import TableSpot
from game.storage import files
from game.storage.files import RESULT_WAITING, UNREADABLE
from tests.harness.app import click, click_at, label_text, manual_settings, near_win, pump, wait_for
from tests.harness.solver import ScriptedWorker

LONG_FOLDER = "/home/player/" + "/".join(["ein-sehr-langer-ordnername-" + "x" * 200] * 19) + "/vierzig-raeuber"


def _inside(app, dialog: NoticeDialog) -> None:
    width, height = app.size
    panel = dialog.panel_rect
    assert panel.left >= 0 and panel.top >= 0 and panel.right <= width and panel.bottom <= height, (panel, app.size)
    for element in (*dialog.labels.values(), *dialog.buttons.values()):
        rect = element.rect
        assert rect.left >= 0 and rect.top >= 0 and rect.right <= width and rect.bottom <= height, (rect, app.size)


def test_a_full_disk_at_the_win_is_told_on_screen_then_the_result_is_saved(launch, tmp_path, monkeypatch):
    manual_settings(tmp_path)
    app = launch()
    monkeypatch.setattr(app.session.deals, "par", lambda variant, number: 99)
    near_win(app, "4242")
    # A solver that never answers: a save because the solver decided (B16) could fail first on the
    # full disk and be the notice told (autosave.json), before the result's.
    app.router.table.attach_solver(SolverLink(worker_factory=ScriptedWorker))
    pump(app, 0.3)
    # The disk fills after the saves of the moves so far are written: the background writer can be
    # slower than the frames on a loaded machine, and a save of the position before the win that
    # met the full disk would be the first notice (autosave.json), not the result's.
    app.session.writer.flush()

    def full(*_args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as disk:
        disk.setattr(files, "write_atomically", full)
        click_at(app, app.router.table.spot(TableSpot.FINISH).center)   # "Alles ablegen": the win
        wait_for(app, NoticeDialog)
        told = label_text(app.top, "text")
        assert "Ergebnis" in told and "noch nicht gesichert" in told, told
        click(app, "ok")
        wait_for(app, SummaryScene)                  # the summary still shows the win
        assert app.top.labels["result"].text == "Gewonnen!"
        assert app.session.record.stats.variant_stats(CLASSIC).played == 0
    now = in_hand_module.time.monotonic()
    monkeypatch.setattr(in_hand_module.time, "monotonic", lambda: now + RETRY_SECONDS + 1)
    wait_for(app, NoticeDialog)
    assert label_text(app.top, "text") == "Das Ergebnis des Spiels ist jetzt gesichert."
    assert app.session.record.stats.variant_stats(CLASSIC).played == 1


@pytest.mark.parametrize("size", [(480, 480), (640, 480), (1280, 720), (720, 1280), (3840, 2160), (300, 200)])
def test_a_notice_naming_a_4000_character_folder_fits_the_window(launch, size):
    app = launch(game_number="5")
    app.resize(size)
    for problem in (UNREADABLE, RESULT_WAITING):
        dialog = NoticeDialog(app, lambda p=problem: phrases.notice_text(p.value, False, "statistics.json", None,
                                                                          LONG_FOLDER))
        app.push(dialog)
        pump(app, frames=2)
        _inside(app, dialog)
        text = label_text(dialog, "text")
        assert "…" in text and text.endswith(".") and "statistics.json" in text
        assert LONG_FOLDER[-40:] in text.replace(" ", ""), "the folder's own name stays readable"
        app.pop()


def test_any_text_at_all_stays_inside_the_smallest_window(launch):
    app = launch(game_number="5")
    app.resize((480, 480))
    dialog = NoticeDialog(app, lambda: "Wort " * 2000)
    app.push(dialog)
    pump(app, frames=2)
    _inside(app, dialog)
    assert label_text(dialog, "text").endswith("…")
    click(app, "ok")
    assert app.top is app.router.table
