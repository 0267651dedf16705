"""German and English text of the menu, options, summary, statistics, help and dialogs.

Registered with `i18n.register` on import (and the storage notices with them), so the
scenes only ever call ``tr(key)`` and a language switch re-renders every word.
German is the SPEC's reference wording ("Auswertung", "Neuer Rekord!", "Aufgeben" …).
"""

from __future__ import annotations

from game import i18n
from game.storage.files import NOTICE_STRINGS

MENU_STRINGS: dict[str, dict[str, str]] = {
    # --- menu ---------------------------------------------------------------------------
    "menu.status": {"de": "Spiel {number} · {variant} · {moves} · {time}",
                    "en": "Game {number} · {variant} · {moves} · {time}"},
    "count.moves": {"de": "{n} Züge", "en": "{n} moves"},
    "count.move": {"de": "1 Zug", "en": "1 move"},
    "menu.status_over": {"de": "Spiel {number} · {variant} · beendet", "en": "Game {number} · {variant} · finished"},
    "menu.continue": {"de": "Weiterspielen", "en": "Continue"},
    "menu.new_game": {"de": "Neues Spiel", "en": "New game"},
    "menu.game_number": {"de": "Spielnummer eingeben …", "en": "Play a game number …"},
    "menu.restart": {"de": "Neustart (dieses Spiel)", "en": "Restart this deal"},
    "menu.variant": {"de": "Variante", "en": "Variant"},
    "menu.options": {"de": "Optionen", "en": "Options"},
    "menu.statistics": {"de": "Statistik", "en": "Statistics"},
    "menu.help": {"de": "Hilfe", "en": "Help"},
    "menu.give_up": {"de": "Aufgeben", "en": "Give up"},
    "menu.quit": {"de": "Beenden", "en": "Quit"},
    # --- buttons shared by dialogs ---------------------------------------------------------
    "button.cancel": {"de": "Abbrechen", "en": "Cancel"},
    "button.back": {"de": "Zurück", "en": "Back"},
    "button.ok": {"de": "OK", "en": "OK"},
    # --- confirmations ------------------------------------------------------------------
    "confirm.new_game": {
        "de": "Das laufende Spiel abbrechen und neu geben? Es zählt in der Statistik als verloren.",
        "en": "Abandon the game in progress and deal a new one? It counts as lost in the statistics.",
    },
    "confirm.variant": {
        "de": "Das laufende Spiel abbrechen und ein neues Spiel „{variant}“ geben? Es zählt als verloren.",
        "en": "Abandon the game in progress and deal a new “{variant}” game? It counts as lost.",
    },
    "confirm.restart": {
        "de": "Dieses Spiel von vorn beginnen? Der bisherige Versuch zählt als verloren.",
        "en": "Start this deal again from the beginning? This attempt counts as lost.",
    },
    "confirm.give_up": {
        "de": "Wirklich aufgeben? Das Spiel zählt in der Statistik als verloren.",
        "en": "Really give up? The game counts as lost in the statistics.",
    },
    "confirm.reset": {
        "de": "Die Statistik beider Varianten löschen? Die Rekorde je Spielnummer bleiben erhalten.",
        "en": "Clear the statistics of both variants? The records per game number are kept.",
    },
    "confirm.reset_ok": {"de": "Zurücksetzen", "en": "Reset"},
    "confirm.restart_ok": {"de": "Neustart", "en": "Restart"},
    # --- game number ----------------------------------------------------------------------
    "number.title": {"de": "Spielnummer", "en": "Game number"},
    "number.prompt": {"de": "Gleiche Nummer, gleiches Spiel – auf jedem Rechner.",
                      "en": "Same number, same deal – on every computer."},
    "number.play": {"de": "Spielen", "en": "Play"},
    "number.error.empty": {"de": "Bitte eine Spielnummer eingeben.", "en": "Please enter a game number."},
    "number.error.digits": {"de": "Ungültige Spielnummer: bitte nur Ziffern, z. B. 12345.",
                            "en": "Invalid game number: use digits only, e.g. 12345."},
    "number.error.zero": {"de": "Ungültige Spielnummer: sie muss 1 oder größer sein.",
                          "en": "Invalid game number: it must be 1 or more."},
    "number.error.too_long": {"de": "Ungültige Spielnummer: zu lang (höchstens {n} Zeichen).",
                              "en": "Invalid game number: too long (at most {n} characters)."},
    "number.error.ms": {"de": "Ungültige Spielnummer: ms-Nummern reichen von ms1 bis ms{max}.",
                        "en": "Invalid game number: ms numbers run from ms1 to ms{max}."},
    "number.error.other": {"de": "Ungültige Spielnummer.", "en": "Invalid game number."},
    # --- options ----------------------------------------------------------------------------
    "options.title": {"de": "Optionen", "en": "Options"},
    "option.only_solvable": {"de": "Nur lösbare Spiele", "en": "Only solvable deals"},
    "option.auto_play": {"de": "Sichere Karten automatisch ablegen", "en": "Auto-play safe cards"},
    "option.animation_speed": {"de": "Animationen", "en": "Animations"},
    "option.sound": {"de": "Ton", "en": "Sound"},
    "option.fullscreen": {"de": "Vollbild", "en": "Fullscreen"},
    "option.language": {"de": "Sprache", "en": "Language"},
    "option.four_colour": {"de": "Vier Farben (♣ grün, ♦ blau)", "en": "Four-colour suits (♣ green, ♦ blue)"},
    "option.large_cards": {"de": "Große Karten", "en": "Large cards"},
    "option.show_winnability": {"de": "Gewinnbarkeit anzeigen", "en": "Show winnability"},
    "options.winnability_note": {"de": "Die Gewinnbarkeits-Anzeige kennt die Reihenfolge im Talon.",
                                 "en": "The winnability indicator knows the order of the talon."},
    "state.on": {"de": "An", "en": "On"},
    "state.off": {"de": "Aus", "en": "Off"},
    "speed.normal": {"de": "Normal", "en": "Normal"},
    "speed.fast": {"de": "Schnell", "en": "Fast"},
    "speed.off": {"de": "Aus", "en": "Off"},
    "language.de": {"de": "Deutsch", "en": "Deutsch"},
    "language.en": {"de": "English", "en": "English"},
    # --- summary ----------------------------------------------------------------------------
    "summary.title": {"de": "Auswertung", "en": "Summary"},
    "summary.won": {"de": "Gewonnen!", "en": "You won!"},
    "summary.lost": {"de": "Verloren – aufgegeben", "en": "Lost – given up"},
    "summary.moves": {"de": "Züge", "en": "Moves"},
    "summary.time": {"de": "Zeit", "en": "Time"},
    "summary.undos": {"de": "Rücknahmen", "en": "Undos"},
    "summary.hints": {"de": "Tipps", "en": "Hints"},
    "summary.record": {"de": "Neuer Rekord!", "en": "New record!"},
    "summary.previous_best": {"de": "Bisher: {moves}", "en": "Previous best: {moves}"},
    "summary.best": {"de": "Rekord für dieses Spiel: {moves}", "en": "Record for this deal: {moves}"},
    "summary.first_win": {"de": "Erster Sieg mit diesem Spiel – dein Rekord: {moves}.",
                          "en": "First win of this deal – your record: {moves}."},
    "summary.game": {"de": "Spiel {number} · {variant}", "en": "Game {number} · {variant}"},
    "summary.copy": {"de": "Nummer kopieren", "en": "Copy number"},
    "summary.copied": {"de": "Kopiert ✓", "en": "Copied ✓"},
    "summary.no_clipboard": {"de": "Keine Zwischenablage", "en": "No clipboard"},
    "summary.new_game": {"de": "Neues Spiel", "en": "New game"},
    "summary.again": {"de": "Dieses Spiel nochmal", "en": "This deal again"},
    "summary.menu": {"de": "Menü", "en": "Menu"},
    "summary.par": {"de": "Par (Löser)", "en": "Par (solver)"},
    "summary.par_searching": {"de": "wird gesucht …", "en": "searching …"},
    "summary.par_unknown": {"de": "nicht gefunden", "en": "not found"},
    "summary.par_impossible": {"de": "keins – nicht lösbar", "en": "none – cannot be won"},
    "summary.show_solution": {"de": "Lösung zeigen", "en": "Show solution"},
    "summary.solution_searching": {"de": "Der Löser sucht eine Lösung …", "en": "The solver is looking for a solution …"},
    "summary.solution_impossible": {"de": "Dieses Spiel ist nicht zu gewinnen – der Löser hat es bewiesen.",
                                    "en": "This deal cannot be won – the solver proved it."},
    "summary.solution_failed": {"de": "Der Löser hat in seiner Zeit keine Lösung gefunden.",
                                "en": "The solver found no solution in its time."},
    # --- dead end (R17) ------------------------------------------------------------------------
    "stuck.title": {"de": "Festgefahren", "en": "Stuck"},
    "stuck.text": {"de": "Keine Karte kann mehr auf die Ablagestapel. Nimm Züge zurück, gib auf oder fang "
                         "dieses Spiel neu an.",
                   "en": "No card can reach a foundation any more. Undo moves, give up, or start this deal "
                         "again."},
    "stuck.restart": {"de": "Neustart", "en": "Restart"},
    # --- solution replay (B2) ---------------------------------------------------------------
    "replay.title": {"de": "Lösung · Zug {n} von {total}", "en": "Solution · move {n} of {total}"},
    "replay.pause": {"de": "Pause", "en": "Pause"},
    "replay.play": {"de": "Weiter", "en": "Play"},
    "replay.step": {"de": "Schritt", "en": "Step"},
    "replay.speed": {"de": "Tempo {speed}×", "en": "Speed {speed}×"},
    "replay.back": {"de": "Zur Auswertung", "en": "Back to summary"},
    # --- statistics ---------------------------------------------------------------------------
    "stats.title": {"de": "Statistik", "en": "Statistics"},
    "stats.played": {"de": "Gespielt", "en": "Played"},
    "stats.won": {"de": "Gewonnen", "en": "Won"},
    "stats.win_rate": {"de": "Gewinnquote", "en": "Win rate"},
    "stats.current_streak": {"de": "Aktuelle Serie", "en": "Current streak"},
    "stats.longest_streak": {"de": "Längste Serie", "en": "Longest streak"},
    "stats.best_time": {"de": "Beste Zeit", "en": "Best time"},
    "stats.fewest_moves": {"de": "Wenigste Züge", "en": "Fewest moves"},
    "stats.none": {"de": "–", "en": "–"},
    "stats.percent": {"de": "{value} %", "en": "{value}%"},
    "stats.reset": {"de": "Statistik zurücksetzen", "en": "Reset statistics"},
    # --- help and notices -------------------------------------------------------------------
    "help.title": {"de": "Hilfe", "en": "Help"},
    "notice.title": {"de": "Hinweis zu deinen Daten", "en": "About your saved data"},
}


def register() -> None:
    """Make every key above (and the storage notices) available to `i18n.tr`."""
    i18n.register(MENU_STRINGS)
    i18n.register(NOTICE_STRINGS)


def moves_text(count: int) -> str:
    """``1 Zug`` / ``7 Züge`` (``1 move`` / ``7 moves``)."""
    return i18n.tr("count.move") if count == 1 else i18n.tr("count.moves", n=count)


def clock_text(seconds: float) -> str:
    """A game clock as the player reads it: ``4:07`` or ``1:02:33``."""
    total = max(0, int(seconds))
    hours, rest = divmod(total, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


register()
