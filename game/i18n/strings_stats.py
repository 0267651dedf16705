"""The words of the statistics, the history, the CSV export and the clean-win line, German and
English side by side. Part of the one strings table: `game.i18n.strings` merges it into
``STRINGS`` (kept in its own file so the table stays under the 400-line limit).
"""

from __future__ import annotations

STATISTICS_STRINGS: dict[str, dict[str, str]] = {
    # --- clean wins (game.storage.clean) ------------------------------------------------------
    "summary.clean": {"de": "Ohne Hilfe gewonnen ✓", "en": "Won without help ✓"},
    "summary.assisted": {"de": "Mit Hilfe: {aids}", "en": "With help: {aids}"},
    "summary.record_clean": {"de": "Neuer Rekord ohne Hilfe!", "en": "New record without help!"},
    "summary.record_assisted": {"de": "Neuer Rekord mit Hilfe!", "en": "New record with help!"},
    "summary.first_win_clean": {"de": "Erster Sieg ohne Hilfe mit diesem Spiel – dein Rekord: {moves}.",
                                "en": "First win of this deal without help – your record: {moves}."},
    "summary.first_win_assisted": {"de": "Erster Sieg mit Hilfe mit diesem Spiel – Rekord: {moves}.",
                                   "en": "First win of this deal with help – record: {moves}."},
    "summary.best_clean": {"de": "Rekord ohne Hilfe: {moves}", "en": "Record without help: {moves}"},
    "summary.best_assisted": {"de": "Rekord mit Hilfe: {moves}", "en": "Record with help: {moves}"},
    "aid.undo": {"de": "Zug zurück", "en": "undo"},
    "aid.hint": {"de": "Tipp", "en": "hint"},
    "aid.winnability": {"de": "Gewinnbarkeit", "en": "winnability"},
    "aid.solution": {"de": "Lösung gesehen", "en": "solution seen"},
    # --- statistics screen ----------------------------------------------------------------------
    "grade.easy": {"de": "Leicht", "en": "Easy"},
    "grade.medium": {"de": "Mittel", "en": "Medium"},
    "grade.hard": {"de": "Schwer", "en": "Hard"},
    "stats.older": {"de": "← älter", "en": "← older"},
    "stats.newer": {"de": "neuer →", "en": "newer →"},
    "stats.clean_won": {"de": "Davon ohne Hilfe", "en": "Of these, no help"},
    "stats.clean_best_time": {"de": "Beste Zeit ohne Hilfe", "en": "Best time, no help"},
    "stats.clean_fewest_moves": {"de": "Wenigste Züge ohne Hilfe", "en": "Fewest moves, no help"},
    "stats.grade_rate": {"de": "Quote {grade}", "en": "Win rate {grade}"},
    "stats.grade_cell": {"de": "{value} % von {n}", "en": "{value}% of {n}"},
    "stats.chart_title": {"de": "Die letzten {n} Spiele: Züge gegen Par", "en": "The last {n} games: moves against par"},
    "stats.legend_clean": {"de": "gewonnen ohne Hilfe", "en": "won, no help"},
    "stats.legend_assisted": {"de": "gewonnen mit Hilfe", "en": "won with help"},
    "stats.legend_lost": {"de": "verloren", "en": "lost"},
    "stats.legend_par": {"de": "Par", "en": "par"},
    "stats.no_games": {"de": "Noch keine Spiele: jedes beendete Spiel erscheint hier.",
                       "en": "No games yet: every finished game appears here."},
    "stats.history": {"de": "Verlauf", "en": "History"},
    "stats.export": {"de": "Als CSV speichern", "en": "Save as CSV"},
    "stats.reset_short": {"de": "Zurücksetzen", "en": "Reset"},
    # --- CSV export -----------------------------------------------------------------------------
    "export.title": {"de": "Statistik als CSV", "en": "Statistics as CSV"},
    "export.done": {"de": "Gespeichert: {files} im Datenordner {folder}",
                    "en": "Saved {files} in the data folder {folder}"},
    "export.failed": {"de": "Die CSV-Dateien konnten nicht gespeichert werden (Ordner {folder}). Ist der Speicher "
                            "voll oder schreibgeschützt?",
                      "en": "The CSV files could not be saved (folder {folder}). Is the disk full or read-only?"},
    "export.read_only": {"de": "Dieses Fenster speichert nichts, auch keine CSV-Dateien: das Spiel läuft schon mit "
                               "demselben Datenordner.",
                         "en": "This window saves nothing, CSV files included: the game is already running with "
                               "the same data folder."},
    # --- history screen -------------------------------------------------------------------------
    "history.title": {"de": "Verlauf · die letzten {n} Spiele", "en": "History · the last {n} games"},
    "history.date": {"de": "Datum", "en": "Date"},
    "history.number": {"de": "Spiel", "en": "Game"},
    "history.variant": {"de": "Variante", "en": "Variant"},
    "history.grade": {"de": "Stufe", "en": "Grade"},
    "history.result": {"de": "Ergebnis", "en": "Result"},
    "history.moves": {"de": "Züge", "en": "Moves"},
    "history.time": {"de": "Zeit", "en": "Time"},
    "history.won_clean": {"de": "Sieg ohne Hilfe", "en": "Won, no help"},
    "history.won": {"de": "Sieg mit Hilfe", "en": "Won with help"},
    "history.lost": {"de": "Verloren", "en": "Lost"},
    "history.daily": {"de": "Tagesspiel", "en": "Daily"},
    "history.play_again": {"de": "Nochmal spielen", "en": "Play again"},
    "history.empty": {"de": "Noch keine beendeten Spiele.", "en": "No finished games yet."},
    "history.keys": {"de": "↑↓ wählen · Enter spielt nochmal · Mausrad oder Ziehen blättert",
                     "en": "↑↓ choose · Enter plays again · wheel or drag scrolls"},
}
