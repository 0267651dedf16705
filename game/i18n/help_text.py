"""The help screen's content (docs/rules.md R18, R19, B5): its structure here, its words in the catalogues.

Data, not layout: the help scene renders `help_sections(language)` — a list of sections,
each a title and paragraphs, a paragraph optionally headed (a question, a tip's number).
Section keys are the same in every language, so the scene can link or remember a position
by key. Each text is a message of the catalogues (``help.<section>.<paragraph>``, its heading
``….heading``): the German follows the original German description of the game
(docs/rules.md) closely, with "diese Seite" of the web original made "das Spiel"; the FAQ
answers the questions players ask in the seed's voice (du, short sentences). UI strings
quoted in the text are the ones the game shows ("Zug zurück", "Max. N auf einmal" …).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.i18n import N_, tr_for


@dataclass(frozen=True)
class HelpParagraph:
    """One block of text; ``heading`` is shown above it in bold (a question, a tip number)."""

    text: str
    heading: str | None = None


@dataclass(frozen=True)
class HelpSection:
    """A titled part of the help: ``key`` is the same in every language."""

    key: str
    title: str
    paragraphs: tuple[HelpParagraph, ...]


# Each section: its key, its title's id, and its paragraphs as (text id, heading id). A tip's
# heading is its number, the same in every language.
STRUCTURE: tuple[tuple[str, str, tuple[tuple[str, str], ...]], ...] = (
    ("how_to_play", N_("help.how_to_play"), (
        (N_("help.how_to_play.deal"), N_("help.how_to_play.deal.heading")),
        (N_("help.how_to_play.move"), N_("help.how_to_play.move.heading")),
        (N_("help.how_to_play.talon"), N_("help.how_to_play.talon.heading")),
        (N_("help.how_to_play.won"), N_("help.how_to_play.won.heading")),
    )),
    ("rules", N_("help.rules"), (
        (N_("help.rules.basics"), N_("help.rules.basics.heading")),
        (N_("help.rules.columns"), N_("help.rules.columns.heading")),
        (N_("help.rules.talon"), N_("help.rules.talon.heading")),
        (N_("help.rules.solvable"), N_("help.rules.solvable.heading")),
    )),
    ("variants", N_("help.variants"), (
        (N_("help.variants.classic"), N_("help.variants.classic.heading")),
        (N_("help.variants.relaxed"), N_("help.variants.relaxed.heading")),
        (N_("help.variants.example"), N_("help.variants.example.heading")),
        (N_("help.variants.others"), N_("help.variants.others.heading")),
    )),
    ("tips", N_("help.tips"), (
        (N_("help.tips.1"), "1"),
        (N_("help.tips.2"), "2"),
        (N_("help.tips.3"), "3"),
        (N_("help.tips.4"), "4"),
        (N_("help.tips.5"), "5"),
    )),
    ("faq", N_("help.faq"), (
        (N_("help.faq.solvable"), N_("help.faq.solvable.heading")),
        (N_("help.faq.lose"), N_("help.faq.lose.heading")),
        (N_("help.faq.number"), N_("help.faq.number.heading")),
        (N_("help.faq.max"), N_("help.faq.max.heading")),
        (N_("help.faq.reminder"), N_("help.faq.reminder.heading")),
        (N_("help.faq.stuck"), N_("help.faq.stuck.heading")),
        (N_("help.faq.hints"), N_("help.faq.hints.heading")),
        (N_("help.faq.saved"), N_("help.faq.saved.heading")),
        (N_("help.faq.clock"), N_("help.faq.clock.heading")),
        (N_("help.faq.daily"), N_("help.faq.daily.heading")),
        (N_("help.faq.spider"), N_("help.faq.spider.heading")),
        (N_("help.faq.keyboard"), N_("help.faq.keyboard.heading")),
        (N_("help.faq.speech"), N_("help.faq.speech.heading")),
        (N_("help.faq.sounds"), N_("help.faq.sounds.heading")),
    )),
)

SECTION_KEYS = tuple(key for key, _title, _paragraphs in STRUCTURE)


# Where the talon and the waste lie, told as the table lays them: the option "Talon rechts"
# mirrors them, and the words follow it.
TALON_RIGHT_WORDS = {N_("help.how_to_play.deal"): N_("help.how_to_play.deal_right")}


def help_sections(language: str, talon_right: bool = False) -> tuple[HelpSection, ...]:
    """The help in ``language``; a language without a catalogue gets English. ``talon_right``:
    the player has the talon on the right, and the words about where it lies say so."""
    def heading(ident: str) -> str:
        return tr_for(language, ident) if ident.startswith("help.") else ident

    def words(ident: str) -> str:
        return tr_for(language, TALON_RIGHT_WORDS.get(ident, ident) if talon_right else ident)

    return tuple(
        HelpSection(key, tr_for(language, title), tuple(HelpParagraph(words(text), heading(head))
                                                        for text, head in paragraphs))
        for key, title, paragraphs in STRUCTURE)


def tips(language: str) -> tuple[str, ...]:
    """The five tips of the seed (R19), in order."""
    section = next(s for s in help_sections(language) if s.key == "tips")
    return tuple(p.text for p in section.paragraphs)
