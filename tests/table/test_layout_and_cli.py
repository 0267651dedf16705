"""Layout keeps everything on screen; the command line refuses bad input with exit code 2; smoke test."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.app.cli import parse_args
from game.app.smoke import check_catalogues
from game.content import CatalogueEntry
from game.engine import Card, Position
from game.view import theme
from game.view.card_sprites import CardSprites
from game.view.layout import compute_layout
from tools.screenshots import seed_example_position

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080), (3840, 2160), (720, 1280), (480, 800)])
def test_nothing_falls_off_screen_even_with_long_columns(size, large):
    layout = compute_layout(size, with_menu=True, large=large)
    screen = pygame.Rect(0, 0, *size)
    for column in range(10):
        for index in range(30):
            assert screen.contains(layout.column_card(column, index, 30)), (size, column, index)
    for rect in [*layout.foundations, layout.talon, layout.waste, layout.finish_button, layout.places.back_winnable,
                 *layout.buttons.values(), layout.waste_card(2, 3)]:
        assert screen.contains(rect), (size, rect)
    assert layout.portrait == (size[1] > size[0])
    # Columns never overlap each other, nor the foundations, nor the bottom row.
    for a in range(10):
        for b in range(a + 1, 10):
            assert not layout.columns[a].colliderect(layout.columns[b])
        assert not layout.columns[a].colliderect(layout.talon)
        for f in layout.foundations:
            assert not layout.columns[a].colliderect(f)


def test_covered_strip_stays_readable_in_normal_columns():
    layout = compute_layout((1920, 1080))
    assert layout.column_step(5, 9) >= layout.card_h * 0.2


def _run(*args: str) -> subprocess.CompletedProcess:
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin"}
    return subprocess.run([sys.executable, str(ROOT / "run.py"), *args], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=60)


@pytest.mark.parametrize("args", [["--bogus"], ["--size", "10x"], ["--size", "100x100"], ["--game", "abc"],
                                  ["--game", "0"], ["--variant", "lucas"], ["--lang", "xx"],
                                  ["--fullscreen", "--windowed"]])
def test_cli_bad_input_exits_2_with_usage(args):
    result = _run(*args)
    assert result.returncode == 2
    assert "usage:" in result.stderr and "Traceback" not in result.stderr


def test_cli_good_flags_parse():
    config = parse_args(["--size", "1024x768", "--game", "12345", "--variant", "relaxed", "--lang", "en",
                         "--data-dir", "/tmp/x", "--windowed"])
    assert config.size == (1024, 768) and config.game_number == "12345" and config.variant.name == "relaxed"
    assert config.language == "en" and str(config.data_dir) == "/tmp/x" and not config.fullscreen


def test_version_flag():
    result = _run("--version")
    assert result.returncode == 0 and "vierzig-raeuber" in result.stdout


def _run_in_tmp(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin", "TMPDIR": str(tmp_path)}
    return subprocess.run([sys.executable, str(ROOT / "run.py"), *args], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=60)


def test_smoke_test_runs_the_real_loop_and_leaves_no_folder_behind(tmp_path):
    result = _run_in_tmp(tmp_path, "--smoke-test")
    assert result.returncode == 0, result.stderr[-2000:]
    assert "smoke test ok" in result.stdout
    # Its saves go to a temporary folder (never the player's), which it removes again.
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith("vierzig-raeuber-smoke-")] == []


def test_smoke_test_checks_the_catalogues_and_their_solutions_are_there(monkeypatch):
    """A build that lost its shipped solutions (or a catalogue) must fail the smoke test."""
    assert check_catalogues() is None
    monkeypatch.setattr("game.advisor.solutions.load_solution_texts", lambda variant: {})
    assert check_catalogues() == "no shipped classic solutions"
    staged = {"classic": [CatalogueEntry(2, 153, None)]}
    monkeypatch.setattr("game.app.smoke.shipped_catalogue", lambda variant: staged.get(variant.name, []))
    assert check_catalogues() == "no shipped classic solutions"
    monkeypatch.undo()
    monkeypatch.setattr("game.app.smoke.shipped_catalogue", lambda variant: staged.get(variant.name, []))
    assert check_catalogues() == "no relaxed catalogue"


def test_seed_fixture_is_the_r10_position():
    p: Position = seed_example_position()
    assert p.columns[2][-4:] == [Card.parse(t) for t in ["KD", "9S", "8S", "7S"]]
    assert p.columns[5][-1] == Card.parse("TS") and len(p.empty_columns()) == 1


@pytest.mark.parametrize(("size", "least"), [((1280, 720), 100), ((1366, 768), 100), ((1920, 1080), 150),
                                             ((2560, 1440), 200), ((3840, 2160), 300)])
def test_dealt_cards_use_the_window(size, least):
    """At the deal the cards are planned for columns of twelve, with the talon and waste in a panel
    one card wide: 16:9 windows give cards at least this wide."""
    layout = compute_layout(size)
    assert layout.card_w >= least
    assert layout.talon.w == layout.card_w and layout.waste.x == layout.talon.x   # one card's width of panel


@pytest.mark.parametrize("size", [(1280, 720), (1280, 800), (1366, 768), (1920, 1080), (2560, 1440), (3840, 2160),
                                  (2560, 1080), (800, 600), (1024, 768), (720, 1280), (1080, 1920), (480, 800)])
def test_large_cards_are_larger(size):
    """"Große Karten" (B4): bigger on every window; on 16:9 the width binds (ten columns and the
    panel), so the step is the narrower gaps and the shorter columns planned for."""
    assert compute_layout(size, large=True).card_w >= compute_layout(size).card_w * 1.04


def test_long_columns_squeeze_runs_before_breaks_and_never_below_the_index():
    count = 18
    lengths = (4, 4, 4, 4, 4, count, 4, 4, 4, 4)
    layout = compute_layout((1280, 720), lengths=lengths)
    runs = tuple(i >= 5 for i in range(count - 1))            # 5 loose cards, then a 13-card run
    offsets = layout.column_offsets(5, count, runs)
    breaks = [offsets[i + 1] - offsets[i] for i in range(5)]
    in_run = [offsets[i + 1] - offsets[i] for i in range(5, count - 1)]
    assert min(breaks) >= max(in_run) >= min(in_run) >= layout.strip_min
    assert layout.column_card(5, count - 1, count, runs).bottom <= layout.columns[5].bottom


def test_four_colour_suits_change_clubs_and_diamonds_only():
    two, four = CardSprites(120), CardSprites(120, four_colour=True)
    assert two.colours[0] == theme.SUIT_BLACK and four.colours[0] != theme.SUIT_BLACK    # clubs
    assert four.colours[1] != two.colours[1] and four.colours[2] == two.colours[2]       # diamonds, hearts
    card = Card.parse("AC")
    assert pygame.image.tobytes(two.face(card), "RGBA") != pygame.image.tobytes(four.face(card), "RGBA")


def test_fonts_survive_pygame_quit_and_init():
    code = ("import pygame; pygame.init(); from game.view import fonts; fonts.text('a', 12, (0, 0, 0)); "
            "pygame.quit(); pygame.init(); fonts.font(12).render('b', True, (0, 0, 0)); print('ok')")
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin"}
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=env, timeout=60)
    assert result.returncode == 0 and "ok" in result.stdout, result.stderr[-1000:]
