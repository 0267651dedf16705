"""Small dialogs over whatever is below: confirm, game-number entry, storage notices.

Each is an `OverlayScene` that pops itself and then calls back, so the caller decides
what happens next (the router deals a new game, the statistics screen resets …).
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine import GameNumber, GameNumberError, Variant, gamenumber, parse_game_number
from game.engine.gamenumber import MAX_INPUT_LENGTH, MS_MAX
from game.i18n import phrases, tr, trn
from game.scenes.form import PAD, WRAP_FONT, WRAP_SLACK, Form, wrap
from game.scenes.overlay import OverlayScene

NUMBER_DIALOG_WIDTH = 640
NOTICE_WIDTH = 600
# The most lines of text a notice shows: with its title and OK it then fits the smallest window
# the game lays out for (theme.WINDOW_MINIMUM). Paths in it are shortened already
# (phrases.short_path); this holds for any text at all.
NOTICE_LINES = 12


class ConfirmDialog(OverlayScene):
    """"Really …?" — a question, a (red) confirm button and Cancel; Esc cancels."""

    def __init__(self, app, question: Callable[[], str], confirm_text: Callable[[], str],
                 on_confirm: Callable[[], None], danger: bool = True,
                 cancel_text: Callable[[], str] | None = None) -> None:
        super().__init__(app)
        self.question = question
        self.confirm_text = confirm_text
        self.on_confirm = on_confirm
        self.danger = danger
        self.cancel_text = cancel_text or (lambda: tr("button.cancel"))

    def form(self) -> Form:
        form = Form(width=560)
        form.spacer(8)
        form.message("question", self.question())
        form.spacer(8)
        form.buttons([
            ("cancel", self.cancel_text(), self.cancel, None),
            ("confirm", self.confirm_text(), self.confirm, "@danger" if self.danger else "@accent"),
        ])
        return form

    def confirm(self) -> None:
        self.close()
        self.on_confirm()


def launch_dialog(app, current: str, moves: int, number: str, variant: Variant,
                  on_confirm: Callable[[], None]) -> ConfirmDialog:
    """``--game N`` (or another ``--variant``) while game ``current`` is in progress: leave it
    (it counts as lost) for game ``number``, or go on with it ("Weiterspielen", Esc)."""

    def question() -> str:
        return tr("confirm.launch_game", number=phrases.number_display(number), variant=tr(f"variant.{variant}"),
                  current=phrases.number_display(current), moves=trn("count.moves", moves))

    return ConfirmDialog(app, question, lambda: tr("menu.new_game"), on_confirm,
                         cancel_text=lambda: tr("menu.continue"))


def number_error_text(error: GameNumberError) -> str:
    """The engine's reason for refusing a number, in the player's language."""
    if error.reason == gamenumber.TOO_LONG:
        return trn("number.error.too_long", MAX_INPUT_LENGTH)
    if error.reason == gamenumber.NOT_POSITIVE:
        return tr("number.error.zero")
    if error.reason == gamenumber.MS_RANGE:
        return tr("number.error.ms", max=MS_MAX)
    if error.reason == gamenumber.NOT_DIGITS:
        return tr("number.error.digits")
    return tr("number.error.other")


class GameNumberDialog(OverlayScene):
    """Type (or paste, Ctrl+V) a game number; a bad one is explained here, never a crash."""

    def __init__(self, app, on_number: Callable[[GameNumber], None], initial: str = "") -> None:
        super().__init__(app)
        self.on_number = on_number
        self.text = initial
        self.error = ""

    def form(self) -> Form:
        form = Form(width=NUMBER_DIALOG_WIDTH)
        form.title(tr("number.title"))
        form.message("prompt", tr("number.prompt"), "@subtitle")
        form.entry("number", self.text)
        form.message("error", self.error, "@error", min_lines=2)
        form.buttons([
            ("cancel", tr("button.cancel"), self.cancel, None),
            ("play", tr("number.play"), self.submit, "@accent"),
        ])
        return form

    def release_ui(self) -> None:
        if "number" in self.entries:   # what was typed outlives the widgets (a resize builds them again)
            self.text = self.entries["number"].get_text()
        super().release_ui()

    def submit(self) -> None:
        text = self.entries["number"].get_text().strip()
        self.text = text
        if not text:
            self.show_error(tr("number.error.empty"))
            return
        try:
            number = parse_game_number(text, minus_refused=True)   # "-5" is not game 5 here
        except GameNumberError as error:
            self.show_error(number_error_text(error))
            return
        self.close()
        self.on_number(number)

    def paste_refused(self, message: str) -> None:
        self.show_error(message)

    def show_error(self, message: str) -> None:
        """Say what is wrong under the field, wrapped onto the lines kept free for it.

        The dialog is not rebuilt: the field keeps its text, cursor and focus, so the player
        just corrects the number.
        """
        self.error = message
        width = (NUMBER_DIALOG_WIDTH - 2 * PAD) * WRAP_SLACK
        lines = wrap(message, width, WRAP_FONT)
        keys = sorted((k for k in self.labels if k == "error" or k.startswith("error.")), key=len)
        for i, key in enumerate(keys):
            text = lines[i] if i < len(lines) else ""
            if i == len(keys) - 1 and len(lines) > len(keys):
                text = " ".join(lines[i:])
            self.labels[key].set_text(text)


class SecondCopyDialog(OverlayScene):
    """Another copy of the game holds the data folder: play without saving, or quit."""

    def __init__(self, app, on_quit: Callable[[], None]) -> None:
        super().__init__(app)
        self.on_quit = on_quit

    def form(self) -> Form:
        form = Form(width=600)
        form.title(tr("second_copy.title"))
        form.message("text", tr("second_copy.text"))
        form.button("play", tr("second_copy.play"), self.cancel, "@accent")   # a long label: a row each
        form.button("quit", tr("second_copy.quit"), self.quit)
        return form

    def quit(self) -> None:
        self.close()
        self.on_quit()


class NoticeDialog(OverlayScene):
    """A storage notice (a damaged file kept aside, a full disk …), told once, with OK; with
    another ``title``, any message that only needs reading (a paste that is no position)."""

    def __init__(self, app, text: Callable[[], str], on_close: Callable[[], None] | None = None,
                 title: Callable[[], str] | None = None) -> None:
        super().__init__(app)
        self.text = text
        self.on_close = on_close
        self.title = title or (lambda: tr("notice.title"))

    def form(self) -> Form:
        form = Form(width=NOTICE_WIDTH)
        form.title(self.title())
        form.message("text", fitting_text(self.text(), form.inner * WRAP_SLACK))
        form.button("ok", tr("button.ok"), self.cancel, "@accent")
        return form

    def cancel(self) -> None:
        self.close()
        if self.on_close is not None:
            self.on_close()


def fitting_text(text: str, width: float, lines: int = NOTICE_LINES) -> str:
    """``text`` cut to the first ``lines`` lines it wraps to at ``width``, ending in "…" where cut."""
    wrapped = wrap(text, width, WRAP_FONT)
    if len(wrapped) <= lines:
        return text
    last = wrapped[lines - 1]
    return " ".join([*wrapped[:lines - 1], last[:max(1, len(last) - 1)] + "…"])
