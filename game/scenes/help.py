"""Help (docs/rules.md R18, R19): "So wird gespielt", rules, variants, the five tips and the FAQ.

The content is `game.i18n.help_text` (in every language of the catalogues); this scene only sets it as
scrollable rich text in a panel as wide as reads well — the full width of a phone-shaped
window, at most a comfortable line length on a wide screen.
"""

from __future__ import annotations

from html import escape

import pygame

from game.i18n import language, tr
from game.i18n.help_text import help_sections
from game.scenes.form import FIT, Form
from game.scenes.overlay import OverlayScene
from game.scenes.reading import Reading, ScreenAsk, spoken
from game.view import gui, theme

HELP_WIDTH = 900            # base units: about 80 characters a line
SECTION_TITLE_SIZE = 26     # base pixel size of a section title


def help_html(lang: str, scale: float, talon_right: bool = False) -> str:
    """The help as pygame-gui HTML, section titles in gold and larger (``talon_right``: the option)."""
    parts = []
    title_px = max(10, round(SECTION_TITLE_SIZE * scale))
    for number, section in enumerate(help_sections(lang, talon_right)):
        if number:
            parts.append("<br>")
        parts.append(f'<font color="{theme.HELP_HEADING}" pixel_size={title_px}><b>{escape(section.title)}</b></font><br>')
        for paragraph in section.paragraphs:
            if paragraph.heading:
                parts.append(f"<b>{escape(paragraph.heading)}</b><br>")
            parts.append(f"{escape(paragraph.text)}<br><br>")
    return "".join(parts)


# Keys that scroll the help, in pages (a page is what the box shows at once).
SCROLL_KEYS = {
    pygame.K_DOWN: 0.12, pygame.K_UP: -0.12,
    pygame.K_PAGEDOWN: 0.9, pygame.K_SPACE: 0.9, pygame.K_PAGEUP: -0.9,
    pygame.K_END: 1000.0, pygame.K_HOME: -1000.0,
}


def help_lines(lang: str, talon_right: bool = False) -> list[tuple[int, str]]:
    """The help as a voice reads it, line by line: (section's index, a title, heading or paragraph)."""
    lines: list[tuple[int, str]] = []
    for number, section in enumerate(help_sections(lang, talon_right)):
        lines.append((number, section.title))
        for paragraph in section.paragraphs:
            if paragraph.heading:
                lines.append((number, paragraph.heading))
            lines.append((number, paragraph.text))
    return lines


class HelpScene(OverlayScene):
    """Scrollable help text with a back button; Esc closes; wheel, arrows and page keys scroll.
    For speech (B18) ↓/↑ also step a reading line by line, Page↓/Page↑ section by section."""

    line = 0   # the line the speech reads (`reading`): ↓/↑ a line, Page↓/Page↑ a section
    edge = 0   # a key went past the end (1) or the start (-1): the reading says so instead of a line

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            self.scroll(SCROLL_KEYS[event.key])
            self.step_line(event.key)
            return
        super().handle_event(event)

    def step_line(self, key: int) -> None:
        """Move the reading line for a scroll key (Space as Page↓); a key that cannot move it
        further says "end of help" (or its start), and says it again when pressed again."""
        lines = help_lines(language(), self.app.settings.talon_right)
        sections = [i for i, (_, text) in enumerate(lines) if i == 0 or lines[i - 1][0] != lines[i][0]]
        forward = key in (pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_SPACE, pygame.K_END)
        if self.edge and forward != (self.edge > 0):   # back from past the edge: the line there again
            self.edge = 0
            return
        if key == pygame.K_DOWN:
            line = min(self.line + 1, len(lines) - 1)
        elif key == pygame.K_UP:
            line = max(self.line - 1, 0)
        elif key in (pygame.K_PAGEDOWN, pygame.K_SPACE):
            line = next((i for i in sections if i > self.line), len(lines) - 1)
        elif key == pygame.K_PAGEUP:
            line = max((i for i in sections if i < self.line), default=0)
        else:
            line = 0 if key == pygame.K_HOME else len(lines) - 1
        if line != self.line:
            self.line, self.edge = line, 0
            return
        edge = 1 if forward else -1
        if self.edge == edge:
            self._ask = ScreenAsk.REPEAT   # pressed again at the edge: said again
        self.edge = edge

    def reading(self) -> Reading | None:
        panel = super().reading()
        if panel is None or self.focused is not None:
            return panel
        match self.edge:
            case 1:
                focus = tr("speech.help_end")
            case -1:
                focus = tr("speech.help_start")
            case _:
                focus = spoken(help_lines(language(), self.app.settings.talon_right)[self.line][1])
        return Reading(panel.title, panel.lines, focus, panel.choices)

    def scroll(self, pages: float) -> None:
        """Move the text by ``pages`` screenfuls (negative: up); the bar glides there."""
        bar = getattr(self.labels.get("text"), "scroll_bar", None)
        if bar is None or bar.sliding_button is None:
            return   # everything fits: nothing to scroll
        page = bar.scrollable_height * bar.visible_percentage
        lowest = bar.bottom_limit - bar.sliding_button.relative_rect.height
        bar.target_scroll_position = min(max(bar.target_scroll_position + pages * page, bar.top_limit), lowest)

    @property
    def scroll_fraction(self) -> float:
        """How far down the text is shown, 0.0 (top) … 1.0 (end): for tests."""
        bar = getattr(self.labels.get("text"), "scroll_bar", None)
        if bar is None or bar.sliding_button is None:
            return 1.0
        lowest = bar.bottom_limit - bar.sliding_button.relative_rect.height
        return bar.scroll_position / lowest if lowest > 0 else 1.0

    def form(self) -> Form:
        size = self.app.size
        width = min(HELP_WIDTH, size[0] * FIT / gui.ui_scale(size))
        form = Form(width=width, fill_height=True)
        form.title(tr("help.title"))
        lang = language()
        talon_right = self.app.settings.talon_right
        form.text_box("text", lambda scale: help_html(lang, scale, talon_right))
        form.button("back", tr("button.back"), self.close, "@accent")
        return form
