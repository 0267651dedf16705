"""What a start loads before the table's first frame: only what that frame needs.

The menus, dialogs and other screens (and pygame-gui under them, with its YAML and i18n
libraries) cost a newcomer's start a tenth of a second before the cards showed; they are
imported when a screen first opens (`game.app.routes`), as the CSV export's and a failed
paste's modules are when used. This starts the real game
(`game.app.main`) headless on an empty data folder, draws the table's first frame, and lists
which of those modules were loaded by then; then it opens the menu, whose screen must load
them (so the list below names modules the game really uses).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.app.session import open_session
from game.content import shipped_catalogue
from game.engine import VARIANTS, Game, MoveKind, PileKind, target_pile
from game.storage.autosave import AUTOSAVE_FILE, game_to_json
from game.storage.files import DataDir
from game.storage.settings import Settings

ROOT = Path(__file__).resolve().parents[2]

# Modules the table's first frame does not need: the screens over it and what only they use.
DEFERRED = ("pygame_gui", "yaml", "i18n", "babel", "game.view.gui", "game.scenes.overlay", "game.scenes.form",
            "game.scenes.menu", "game.scenes.options", "game.scenes.help", "game.scenes.statistics",
            "game.scenes.history_screen", "game.scenes.daily_calendar", "game.scenes.dialogs", "game.scenes.summary",
            "game.scenes.stuck", "game.view.chart", "game.i18n.help_text",
            "secrets", "csv", "game.i18n.board_errors")   # a game id's randomness, the export, a failed paste

PROBE = r"""
import json, sys
from game.app.game_app import GameApp
from game.content import deal_catalogue

read = []
reader = deal_catalogue.read_shipped_catalogue
def read_catalogue(variant):
    read.append(variant.name)
    return reader(variant)
deal_catalogue.read_shipped_catalogue = read_catalogue

DEFERRED = json.loads(sys.argv.pop(1))

def run(app, *args, **kwargs):
    app.frame(1 / 60)                      # the table's first frame, as the loop draws it
    table = app.router.table
    seen = {"table_on_top": table is not None and app.top is table,
            "at_first_frame": [name for name in DEFERRED if name in sys.modules],
            "variant": table.state().variant.name if table is not None else None, "catalogues_read": list(read)}
    app.router.open_menu()                 # Esc: the menu loads what it needs
    app.frame(1 / 60)
    seen["menu_on_top"] = type(app.top).__name__
    seen["after_menu"] = [name for name in DEFERRED if name in sys.modules]
    print("SEEN " + json.dumps(seen), flush=True)
    app.running = False

GameApp.run = run
from game.app.main import main
sys.exit(main(sys.argv[1:]))
"""


def test_the_first_table_frame_loads_no_menu_dialog_or_widget_library(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", PROBE, json.dumps(DEFERRED), "--data-dir", str(tmp_path),
                           "--size", "1280x720", "--no-speech"],
                          capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
    lines = [line for line in done.stdout.splitlines() if line.startswith("SEEN ")]
    assert done.returncode == 0 and lines, done.stdout + done.stderr
    seen = json.loads(lines[0][5:])
    assert seen["table_on_top"], seen
    assert seen["at_first_frame"] == [], seen                 # none of them before the cards show
    assert seen["catalogues_read"] == [seen["variant"]], seen  # only the deal's own variant's catalogue
    assert seen["menu_on_top"] == "MenuScene", seen
    assert {"pygame_gui", "game.scenes.menu", "game.scenes.overlay"} <= set(seen["after_menu"]), seen


def test_a_catalogue_read_when_asked_knows_every_variants_deals(tmp_path):
    """Each variant's catalogue is read when a deal of it is first asked about, and then knows
    what the shipped file says: its first and last deals catalogued, a number it lacks not."""
    settings = Settings.defaults()
    session = open_session(DataDir(tmp_path), settings, live=lambda: settings)
    try:
        knowledge = session.solver.knowledge
        for variant in VARIANTS:
            entries = shipped_catalogue(variant)
            listed = {entry.number for entry in entries}
            missing = next(number for number in range(1, 10**6) if number not in listed)
            for number in (entries[0].number, entries[-1].number):
                game = Game.new(number, variant)
                assert knowledge.is_catalogued(game) and knowledge.is_verified(game), (variant.name, number)
            assert not knowledge.is_catalogued(Game.new(missing, variant)), (variant.name, missing)
    finally:
        session.close()


# The table's modules: none of them is needed for the start's cards (`game.app.first_frame.show_cards`).
TABLE_MODULES = ("game.app.loop", "game.app.routes.router", "game.scenes.tabletop.scene", "game.speech.speaker",
                 "game.table.table_model")

CARDS_PROBE = r"""
import json, sys
import pygame
from game.app import first_frame

TABLE_MODULES = json.loads(sys.argv.pop(1))
seen, pictures = {}, []
show_cards = first_frame.show_cards

def shown(position):
    return {"columns": [[str(card) for card in column] for column in position.columns],
            "waste": [str(card) for card in position.waste], "foundations": list(position.foundations)}

def record(settings, position):
    seen["loaded_by_cards"] = [name for name in TABLE_MODULES if name in sys.modules]
    show_cards(settings, position)
    pictures.append(pygame.surfarray.array3d(pygame.display.get_surface()))
    seen["shown"] = shown(position)
    from game.app.game_app import GameApp     # imported only now: the start has not loaded it yet
    GameApp.run = run

def run(app, *args, **kwargs):
    from game.view.layout import compute_layout
    app.frame(1 / 60)                      # the table's first frame, as the loop draws it
    table_frame = pygame.surfarray.array3d(pygame.display.get_surface())
    cards_frame = pictures[0]
    low, high = cards_frame.min(axis=2), cards_frame.max(axis=2)
    faces = (low >= 200) & (high - low <= 40)        # near-white: the card faces
    position, options = app.router.table.state().position, app.settings
    talon = compute_layout(table_frame.shape[:2], with_menu=True, large=options.large_cards,
                           lengths=tuple(len(column) for column in position.columns), talon_right=options.talon_right).talon
    faces[talon.left:talon.right, talon.top:talon.bottom] = False   # the back's rim: the table's reminder goes there
    seen["card_share"] = float(faces.mean())
    seen["changed_on_cards"] = int((table_frame[faces] != cards_frame[faces]).any(axis=1).sum())
    seen["table"] = shown(app.router.table.state().position)
    seen["busy"] = app.router.table.on_screen().busy
    print("SEEN " + json.dumps(seen), flush=True)
    app.running = False

first_frame.show_cards = record
from game.app.main import main
sys.exit(main(sys.argv[1:]))
"""


def _resumed(number: int) -> Game:
    """Game ``number`` after 16 moves: to the foundations where one can go, else a talon card."""
    game = Game.new(number, VARIANTS[0])
    for _ in range(16):
        moves = game.legal_moves()
        up = [move for move in moves if move.kind is MoveKind.PLAY and target_pile(move.dst).kind is PileKind.FOUNDATION]
        game.push(next(iter(up), next(move for move in moves if move.kind is MoveKind.TURN)))
    return game


@pytest.mark.parametrize("resumed", [False, True], ids=["new deal", "resumed game"])
def test_the_window_shows_the_opening_games_cards_before_the_table_is_imported(tmp_path, resumed):
    """A start shows its game's cards (`first_frame.show_cards`) before the scenes, the loop and
    the speech are imported; the table then plays that game — a new deal dealt at once (no
    flight), or the autosave with its waste and foundations — and its first frame draws every
    card-face pixel of that picture unchanged: nothing jumps."""
    number = next(n for n in range(1, 1000)   # a deal with no ace on top: auto-play moves nothing at once
                  if all(column[-1].rank != 1 for column in Game.new(n, VARIANTS[0]).position.columns))
    game = _resumed(number) if resumed else Game.new(number, VARIANTS[0])
    flags = []
    if resumed:
        assert game.position.waste and sum(game.position.foundations) > 0
        (tmp_path / AUTOSAVE_FILE).write_text(json.dumps(game_to_json(game, 60.0)), encoding="utf-8")
    else:
        flags = ["--game", str(number)]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", CARDS_PROBE, json.dumps(TABLE_MODULES), "--data-dir", str(tmp_path),
                           "--size", "1280x720", "--no-speech", *flags],
                          capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
    lines = [line for line in done.stdout.splitlines() if line.startswith("SEEN ")]
    assert done.returncode == 0 and lines, done.stdout + done.stderr
    seen = json.loads(lines[0][5:])
    assert seen["loaded_by_cards"] == [], seen
    expected = {"columns": [[str(card) for card in column] for column in game.position.columns],
                "waste": [str(card) for card in game.position.waste], "foundations": list(game.position.foundations)}
    assert seen["shown"] == expected and seen["table"] == expected, seen
    assert seen["card_share"] >= 0.1, seen         # about 40 faces (a face is about 1.5 % of the window)
    assert seen["changed_on_cards"] == 0, seen
    assert not seen["busy"], seen                  # dealt at once: nothing in the air
