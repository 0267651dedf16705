"""A finished game watched again from the history, on the real app with real events: the replay
plays the game's own moves through the engine to the very positions the game went through, and
beside it the solver's line for the deal; a damaged line stops the replay with a word why."""

from __future__ import annotations

import json

import pygame

from game.engine import CLASSIC, Game, Move, format_board
from game.scenes.dialogs import ConfirmDialog
from game.scenes.history_screen import HistoryScene
from game.scenes.menu import MenuScene
from game.scenes.statistics import StatisticsScene
from game.scenes.summary import SummaryScene
from game.scenes.tabletop.replay import ReplayControl, ReplayScene
from game.storage.files import DataDir
from game.storage.history import HISTORY_FILE, History
from game.storage.settings import Settings, save_settings
from tests.harness.app import click, near_win, press, pump, wait_for
from tests.speech.by_ear import EarApp, play_move


def _to_history(app) -> HistoryScene:
    """From the summary: its menu, the statistics, the history — each by a click."""
    click(app, "menu")
    wait_for(app, MenuScene)
    click(app, "statistics")
    wait_for(app, StatisticsScene)
    click(app, "history")
    wait_for(app, HistoryScene)
    return app.top


def _play_legal(ear: EarApp, line: tuple[str, ...]) -> None:
    """The moves of ``line`` that are legal as the table stands (auto-play may have played some), by keys."""
    for text in line:
        move = Move.parse(text)
        if ear.table.copy_game().is_legal(move):
            play_move(ear, move, "de")


def _given_up(app) -> SummaryScene:
    press(app, pygame.K_ESCAPE)
    wait_for(app, MenuScene)
    click(app, "give_up")
    wait_for(app, ConfirmDialog)
    click(app, "confirm")
    wait_for(app, SummaryScene)
    return app.top


def test_a_given_up_game_replays_from_the_history_move_by_move_as_it_was_played(launch, tmp_path):
    save_settings(DataDir(tmp_path), Settings(auto_play=True, animation_speed="off", language="de"))
    number = "2"
    app = launch(game_number=number)
    ear = EarApp(app)
    shipped = app.session.solver.known_deal_line(Game.new(number, CLASSIC))
    assert shipped is not None, "a catalogue deal: its shipped line is known"
    _play_legal(ear, shipped[:12])       # the start of the line, by keys, with auto-play on
    played = app.router.table.copy_game()
    assert played.moves >= 5 and any(entry.auto_played for entry in played.history)
    _given_up(app)
    history = _to_history(app)
    assert history.chosen() is not None and history.chosen().line is not None
    assert history.buttons["watch"].is_enabled and history.buttons["solver_line"].is_enabled
    click(app, "watch")
    wait_for(app, ReplayScene)
    replay = app.top
    assert replay.reading().title == "Deine Partie"
    assert replay.control_text(ReplayControl.BACK) == "Zum Verlauf"
    assert replay.before[-1] == played.moves, "the title counts the player's moves"
    press(app, pygame.K_SPACE)      # pause, then step by step
    assert replay.paused
    assert format_board(replay.state().position) == format_board(played.start)
    for entry in played.history:
        for _ in range(1 + sum(step.auto for step in entry.steps)):   # the move, then each card auto-play sent up
            press(app, pygame.K_RIGHT)
        assert format_board(replay.state().position) == format_board(entry.after), f"after {entry.move}"
    assert replay.index == len(replay.line) and replay.finished and not replay.failed
    assert app.session.record.stats.solution_shown(CLASSIC, number) is False, "one's own game is no solution"
    press(app, pygame.K_ESCAPE)
    wait_for(app, HistoryScene)
    click(app, "solver_line")       # beside it: the solver's line for the same deal
    wait_for(app, ReplayScene)
    assert app.top.line == shipped and app.top.played is None
    assert app.top.control_text(ReplayControl.BACK) == "Zum Verlauf"
    press(app, pygame.K_ESCAPE)
    wait_for(app, HistoryScene)


def test_a_damaged_line_offers_no_replay_and_an_illegal_move_ends_it_with_a_word(launch, tmp_path):
    save_settings(DataDir(tmp_path), Settings(auto_play=False, animation_speed="off", language="de"))
    good = {"when": "2025-05-01T10:00:00", "number": "123456", "variant": "classic", "won": False, "moves": 3,
            "seconds": 30.0, "aids": []}
    illegal = next(f"{c}>{d}" for c in range(1, 11) for d in range(1, 11)
                   if c != d and not Game.new("123456", CLASSIC).is_legal(Move.parse(f"{c}>{d}")))
    games = [dict(good, line="zz top"), dict(good, line=f"t t {illegal} t")]
    (tmp_path / HISTORY_FILE).write_text(json.dumps({"version": 3, "games": games}), encoding="utf-8")
    app = launch(game_number="7")
    pump(app, 0.2)
    assert [g.line for g in History.load(DataDir(tmp_path)).recent()] == [f"t t {illegal} t", None]
    press(app, pygame.K_ESCAPE)
    click(app, "statistics")
    click(app, "history")
    history = app.top
    assert isinstance(history, HistoryScene)
    assert history.buttons["watch"].is_enabled, "the newest game's line reads"
    press(app, pygame.K_DOWN)
    assert history.selected == 1 and not history.buttons["watch"].is_enabled, "the damaged one offers no replay"
    assert "Partie ansehen" not in history.reading().choices, "nor says it offers one"
    press(app, pygame.K_UP)
    click(app, "watch")
    replay = app.top
    assert isinstance(replay, ReplayScene)
    pump(app, 3.0)
    assert replay.finished and replay.index == 2
    assert replay.title() == f"Zug 3 ({illegal}) ist hier nicht erlaubt: die Wiedergabe endet."
    assert replay.reading().title == replay.title()


def test_a_game_resumed_after_a_relaunch_keeps_every_move_and_a_set_up_position_keeps_none(launch, tmp_path):
    save_settings(DataDir(tmp_path), Settings(auto_play=True, animation_speed="off", language="de"))
    app = launch(game_number="2")
    ear = EarApp(app)
    shipped = app.session.solver.known_deal_line(Game.new("2", CLASSIC))
    _play_legal(ear, shipped[:6])
    before = app.router.table.copy_game().moves
    app = launch()                                   # quit and start again: the game resumes
    ear = EarApp(app)
    _play_legal(ear, shipped[6:12])
    played = app.router.table.copy_game()
    assert played.moves > before > 0
    _given_up(app)
    app.session.writer.flush()
    (kept,) = History.load(DataDir(tmp_path)).recent()
    assert kept.line is not None and len(kept.line.split(" ")) == len(played.history)
    near_win(app, "77")                              # a position set up under a number: not its deal
    app.router.game.give_up()
    app.session.writer.flush()
    newest = History.load(DataDir(tmp_path)).recent()[0]
    assert newest.number == "77" and newest.line is None, "a replay from deal 77 could not follow it"
