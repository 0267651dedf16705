"""Help (SPEC R18, R19): "So wird gespielt", rules, variants, the five tips and the FAQ.

The content is `game.help_text` (German and English); this scene only sets it as
scrollable rich text in a panel as wide as reads well — the full width of a phone-shaped
window, at most a comfortable line length on a wide screen.
"""

from __future__ import annotations

from html import escape

from game import gui
from game.help_text import help_sections
from game.i18n import language, tr
from game.scenes.overlay import FIT, Form, OverlayScene

HELP_WIDTH = 900            # base units: about 80 characters a line
SECTION_TITLE_SIZE = 26     # base pixel size of a section title
HEADING_COLOUR = "#F0C85A"


def help_html(lang: str, scale: float) -> str:
    """The help as pygame-gui HTML, section titles in gold and larger."""
    parts = []
    title_px = max(10, round(SECTION_TITLE_SIZE * scale))
    for number, section in enumerate(help_sections(lang)):
        if number:
            parts.append("<br>")
        parts.append(f'<font color="{HEADING_COLOUR}" pixel_size={title_px}><b>{escape(section.title)}</b></font><br>')
        for paragraph in section.paragraphs:
            if paragraph.heading:
                parts.append(f"<b>{escape(paragraph.heading)}</b><br>")
            parts.append(f"{escape(paragraph.text)}<br><br>")
    return "".join(parts)


class HelpScene(OverlayScene):
    """Scrollable help text with a back button; Esc closes."""

    def form(self) -> Form:
        size = self.app.size
        width = min(HELP_WIDTH, size[0] * FIT / gui.ui_scale(size))
        form = Form(width=width, fill_height=True)
        form.title(tr("help.title"))
        lang = language()
        form.text_box("text", lambda scale: help_html(lang, scale))
        form.button("back", tr("button.back"), self.close, "@accent")
        return form
