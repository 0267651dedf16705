"""One strings table, German and English, so every visible word lives in one place.

German is the reference wording of the SPEC; ``set_language`` switches at run time
(``--lang`` at launch, the menu later). Other modules may `register` their own keys so
the menu, summary and help scenes keep their text here too without editing this file.
"""

from __future__ import annotations

LANGUAGES = ("de", "en")
DEFAULT_LANGUAGE = "de"

STRINGS: dict[str, dict[str, str]] = {
    "title": {"de": "Vierzig Räuber", "en": "Forty Thieves"},
    "game_number": {"de": "Spiel {number}", "en": "Game {number}"},
    "variant.classic": {"de": "Klassisch", "en": "Classic"},
    "variant.relaxed": {"de": "Locker", "en": "Relaxed"},
    "moves": {"de": "Züge {n}", "en": "Moves {n}"},
    "button.menu": {"de": "☰", "en": "☰"},
    "button.undo": {"de": "Zug zurück", "en": "Undo"},
    "button.redo": {"de": "Wiederholen", "en": "Redo"},
    "button.hint": {"de": "Tipp", "en": "Hint"},
    "button.finish": {"de": "Alles ablegen", "en": "Finish"},
    "button.redeal": {"de": "Neu durchgehen", "en": "Redeal"},
    "button.new_game": {"de": "Neues Spiel", "en": "New game"},
    "table_has_move": {"de": "Auf dem Tisch geht noch was", "en": "There is still a move on the table"},
    "max_at_once": {"de": "Max. {n} auf einmal", "en": "Max. {n} at once"},
    "selection": {"de": "{n} Karten", "en": "{n} cards"},
    "selection_one": {"de": "1 Karte", "en": "1 card"},
    "won": {"de": "Gewonnen!", "en": "You won!"},
    "won_detail": {"de": "Züge: {moves} · Zeit: {time}", "en": "Moves: {moves} · Time: {time}"},
    "no_hint": {"de": "Kein Zug gefunden", "en": "No move found"},
    # --- the background solver on the table (issue 6) ---------------------------------------
    "hud.solvable": {"de": "lösbar", "en": "solvable"},
    "hud.winnable": {"de": "gewinnbar", "en": "winnable"},
    "hud.lost": {"de": "nicht mehr gewinnbar", "en": "no longer winnable"},
    "hud.lost_deal": {"de": "nicht gewinnbar", "en": "not winnable"},  # lost before the first move
    "hud.unknown": {"de": "unbekannt", "en": "unknown"},
    "button.back_winnable": {"de": "Zurück zu gewinnbar", "en": "Back to winnable"},
    "reason.turn": {"de": "Tipp: Talonkarte aufdecken", "en": "Hint: turn a talon card"},
    "reason.redeal": {"de": "Tipp: Talon neu durchgehen", "en": "Hint: redeal the talon"},
    "reason.finish": {"de": "Tipp: alles ablegen", "en": "Hint: play everything up"},
    "reason.up": {"de": "Tipp: {card} ablegen", "en": "Hint: plays {card} up"},
    "reason.frees": {"de": "Tipp: macht Spalte {n} frei", "en": "Hint: frees column {n}"},
    "reason.uncovers": {"de": "Tipp: deckt {card} auf", "en": "Hint: uncovers {card}"},
    "reason.waste": {"de": "Tipp: {card} vom Stapel anlegen", "en": "Hint: plays {card} from the waste"},
    "reason.waste_empty": {"de": "Tipp: {card} in die freie Spalte", "en": "Hint: {card} into the free column"},
}

_language = DEFAULT_LANGUAGE


def set_language(language: str) -> None:
    """Switch every later `tr` call; raises ValueError for a language we do not have."""
    global _language
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r} (use {' or '.join(LANGUAGES)})")
    _language = language


def language() -> str:
    return _language


def register(entries: dict[str, dict[str, str]]) -> None:
    """Add keys from another module (each needs every language); existing keys are kept."""
    for key, texts in entries.items():
        missing = [lang for lang in LANGUAGES if lang not in texts]
        if missing:
            raise ValueError(f"string {key!r} lacks {missing}")
        STRINGS.setdefault(key, texts)


def tr(key: str, **values: object) -> str:
    """The text for ``key`` in the current language, with ``{name}`` fields filled in."""
    text = STRINGS[key][_language]
    return text.format(**values) if values else text
