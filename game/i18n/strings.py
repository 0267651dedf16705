"""Every word the player reads, German and English side by side: one table, one place.

German is the reference wording ("Auswertung", "Neuer Rekord!", "Aufgeben" …); each entry
carries both languages (a test checks that none lacks one). Scenes and the router only ever
call ``tr(key)``, so switching the language re-renders every word. The long help text lives
beside this table in `game.i18n.help_text`.
"""

from __future__ import annotations

from game.i18n.strings_stats import STATISTICS_STRINGS

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
    "tooltip.undo": {"de": "Zug zurück (Strg+Z)", "en": "Undo (Ctrl+Z)"},
    "tooltip.redo": {"de": "Wiederholen (Strg+Y)", "en": "Redo (Ctrl+Y)"},
    "tooltip.hint": {"de": "Tipp (H)", "en": "Hint (H)"},
    "tooltip.menu": {"de": "Menü (Esc)", "en": "Menu (Esc)"},
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
    # --- the background solver on the table (B1) ---------------------------------------------
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
        "de": "Die Statistik und den Verlauf beider Varianten löschen? Die Rekorde je Spielnummer und die "
              "Tagesspiele bleiben erhalten.",
        "en": "Clear the statistics and the history of both variants? The records per game number and the "
              "daily deals are kept.",
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
    "stats.best_time": {"de": "Beste Zeit mit Hilfe", "en": "Best time with help"},
    "stats.fewest_moves": {"de": "Wenigste Züge mit Hilfe", "en": "Fewest moves with help"},
    "stats.none": {"de": "–", "en": "–"},
    "stats.percent": {"de": "{value} %", "en": "{value}%"},
    "stats.reset": {"de": "Statistik zurücksetzen", "en": "Reset statistics"},
    # --- help and notices -------------------------------------------------------------------
    "help.title": {"de": "Hilfe", "en": "Help"},
    "notice.title": {"de": "Hinweis zu deinen Daten", "en": "About your saved data"},
    "second_copy.title": {"de": "Das Spiel läuft schon", "en": "Already running"},
    "second_copy.text": {
        "de": "Vierzig Räuber ist mit demselben Datenordner schon geöffnet. Damit dort nichts verloren geht, "
              "speichert dieses Fenster nichts: keine Statistik, keine Rekorde, kein Spielstand.",
        "en": "Forty Thieves is already open with the same data folder. So that nothing there is lost, this "
              "window saves nothing: no statistics, no records, no game in progress.",
    },
    "second_copy.play": {"de": "Ohne Speichern spielen", "en": "Play without saving"},
    "second_copy.quit": {"de": "Beenden", "en": "Quit"},
    # --- notices about the player's files (``file``, ``kept_as``, ``folder`` filled in) -------
    "notice.corrupt": {
        "de": "{file} war beschädigt. Die Datei liegt jetzt als {kept_as} im Datenordner, das Spiel benutzt dafür die Standardwerte.",
        "en": "{file} was damaged. It has been kept as {kept_as} in the data folder; the game uses the defaults instead.",
    },
    "notice.newer_version": {
        "de": "{file} stammt von einer neueren Version des Spiels. Die Datei liegt jetzt als {kept_as} im Datenordner, das Spiel benutzt dafür die Standardwerte.",
        "en": "{file} was written by a newer version of the game. It has been kept as {kept_as} in the data folder; the game uses the defaults instead.",
    },
    "notice.too_large": {
        "de": "{file} ist viel zu groß, um vom Spiel zu stammen. Die Datei liegt jetzt als {kept_as} im Datenordner, das Spiel benutzt dafür die Standardwerte.",
        "en": "{file} is far too large to be the game's own. It has been kept as {kept_as} in the data folder; the game uses the defaults instead.",
    },
    "notice.not_kept": {
        "de": "{file} ist beschädigt und konnte nicht beiseitegelegt werden. Das Spiel benutzt die Standardwerte und überschreibt die Datei nicht.",
        "en": "{file} is damaged and could not be moved aside. The game uses the defaults and will not overwrite it.",
    },
    "notice.unreadable": {
        "de": "{file} konnte nicht gelesen werden (Ordner {folder}). Das Spiel benutzt die Standardwerte; die Datei bleibt erhalten.",
        "en": "{file} could not be read (folder {folder}). The game uses the defaults; the file is kept.",
    },
    "notice.disk_full": {
        "de": "Der Speicher ist voll: {file} konnte nicht gesichert werden. Die zuletzt gesicherte Fassung bleibt erhalten.",
        "en": "The disk is full: {file} could not be saved. The last saved version is kept.",
    },
    "notice.write_failed": {
        "de": "{file} konnte nicht gesichert werden (Ordner {folder}). Die zuletzt gesicherte Fassung bleibt erhalten.",
        "en": "{file} could not be saved (folder {folder}). The last saved version is kept.",
    },
}

CORE_KEYS = frozenset(STRINGS)        # tests/i18n checks that no key is in both parts
STRINGS.update(STATISTICS_STRINGS)
