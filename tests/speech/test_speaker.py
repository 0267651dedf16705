"""The speech's front door and its outputs (B18): stale speech is interrupted by the player's
keys, not by the game's own news; L repeats; the transcript has a time per sentence; speech is
on by the flag, the option, or a screen reader the system reports; the flags parse."""

from __future__ import annotations

import re
import threading

import pygame
import pytest

from game.advisor.live import Live, LiveState
from game.app.cli import parse_args
from game.app.config import AppConfig
from game.app.game_app import build_app
from game.engine import TableMove
from game.i18n import tr
from game.speech import detection
from game.speech.news_words import is_win, news_words
from game.speech.outputs import RecordingOutput, TranscriptOutput
from game.speech.speaker import open_speaker, speech_wanted
from game.storage.files import DataDir
from game.storage.settings import Settings, save_settings
from game.table.events import GameEnded
from game.table.news import Reminded, VerdictChanged
from tests.harness.app import launch  # noqa: F401 (a fixture)
from tests.speech.by_ear import EarApp, card_name


def test_the_transcript_has_a_line_per_sentence_with_its_time(tmp_path):
    log = TranscriptOutput(tmp_path / "said.txt")
    log.say(["Eins.", "Zwei."], interrupt=True)
    log.close()
    lines = (tmp_path / "said.txt").read_text(encoding="utf-8").splitlines()
    assert [line.split("\t")[1] for line in lines] == ["Eins.", "Zwei."]
    assert all(re.fullmatch(r"\d\d:\d\d:\d\d\.\d\d\d", line.split("\t")[0]) for line in lines)


def test_a_transcript_that_cannot_be_opened_costs_only_the_transcript(tmp_path, capsys):
    speaker = open_speaker("off", None, tmp_path / "no" / "such" / "folder" / "said.txt", lambda: None)
    assert speaker.outputs == [] and not speaker.on
    assert "--speech-log" in capsys.readouterr().err


@pytest.mark.parametrize(("setting", "flag", "detected", "on"), [
    ("auto", None, True, True), ("auto", None, None, False), ("auto", None, False, False),
    ("off", None, True, False), ("on", None, None, True), ("off", True, None, True), ("on", False, True, False)])
def test_speech_is_on_by_flag_option_or_a_running_screen_reader(setting, flag, detected, on):
    assert speech_wanted(setting, flag, lambda: detected) is on


def test_the_system_override_and_the_probes_answer_without_failing(monkeypatch):
    monkeypatch.setenv("VIERZIG_RAEUBER_SCREEN_READER", "1")
    assert detection.screen_reader_running() is True
    monkeypatch.setenv("VIERZIG_RAEUBER_SCREEN_READER", "0")
    assert detection.screen_reader_running() is False
    monkeypatch.delenv("VIERZIG_RAEUBER_SCREEN_READER")
    assert detection.screen_reader_running("linux") in (True, False, None)
    assert detection.windows_screen_reader() is None       # no user32 here


def test_orca_is_found_among_the_processes(tmp_path):
    (tmp_path / "12").mkdir()
    (tmp_path / "12" / "comm").write_text("bash\n")
    assert detection.orca_running(tmp_path) is False
    (tmp_path / "99").mkdir()
    (tmp_path / "99" / "comm").write_text("orca\n")
    assert detection.orca_running(tmp_path) is True


def test_the_flags_parse():
    config = parse_args(["--speech", "--speech-log", "said.txt"])
    assert config.speech is True and str(config.speech_log) == "said.txt"
    assert parse_args(["--no-speech"]).speech is False
    assert parse_args([]).speech is None


def test_keys_interrupt_stale_speech_and_l_repeats(launch, tmp_path):  # noqa: F811
    save_settings(DataDir(tmp_path), Settings(animation_speed="off", language="en"))
    ear = EarApp(launch(game_number="12", language="en"))
    said = ear.press(pygame.K_i)
    assert "game 12" in said
    assert ear.recorder.interrupts[-1] is True
    assert ear.press(pygame.K_l) == said           # the last sentence again
    said = ear.press(pygame.K_h)
    assert said.count("Hint:") == 1
    ear.table.confirm("Copied.")                   # news that no key asked for …
    ear.frames(1)
    assert ear.recorder.said[-1] == ["Copied."]
    assert ear.recorder.interrupts[-1] is False     # … does not cut the player's words short


def test_a_speaker_nobody_listens_to_says_nothing():
    recorder = RecordingOutput()
    speaker = open_speaker("off", None, None, lambda: None)
    assert not speaker.active
    speaker.say(["x"], interrupt=True)
    assert recorder.said == []


def test_undo_and_redo_say_what_they_took_back_and_the_ring_says_the_targets(launch, tmp_path):  # noqa: F811
    save_settings(DataDir(tmp_path), Settings(animation_speed="off", auto_play=False, language="en"))
    ear = EarApp(launch(game_number="12", language="en"))
    said = ear.press(pygame.K_3)        # ♠5 of column 3 has one place: column 4's ♠6
    assert said.startswith("five of spades from column 3 onto six of spades in column 4.")
    said = ear.press(pygame.K_z, pygame.KMOD_CTRL)
    assert said.startswith("Undone: five of spades from column 3 onto six of spades in column 4.")
    said = ear.press(pygame.K_y, pygame.KMOD_CTRL)
    assert said.startswith("Redone: five of spades from column 3")
    said = ear.press(pygame.K_z, pygame.KMOD_CTRL)
    said = ear.press(pygame.K_z, pygame.KMOD_CTRL)
    assert said == "Nothing to undo."
    said = ear.press(pygame.K_RIGHT)
    assert said.startswith("Talon: 64 cards face down")
    for _ in range(3):                  # the waste, columns 1 and 2
        ear.press(pygame.K_RIGHT)
    said = ear.press(pygame.K_RIGHT)    # the ring on column 3
    assert said.startswith("column 3: five of spades on top, 4 cards.")
    said = ear.press(pygame.K_RETURN)   # Enter there: a lone card with one place flies at once
    assert "onto six of spades in column 4" in said


def test_the_speech_log_flag_writes_what_was_said(launch, tmp_path):  # noqa: F811
    log = tmp_path / "said.txt"
    save_settings(DataDir(tmp_path), Settings(animation_speed="off", language="de"))
    ear = EarApp(launch(game_number="12", language="de", speech_log=log))
    said = ear.press(pygame.K_t)
    assert said.startswith("Umgedreht: Kreuz Zehn.")
    lines = [line.split("\t", 1)[1] for line in log.read_text(encoding="utf-8").splitlines()]
    assert lines == ear.recorder.sentences()


def test_a_resumed_game_is_told_as_one_under_way(launch, tmp_path):  # noqa: F811
    save_settings(DataDir(tmp_path), Settings(animation_speed="off", language="de"))
    ear = EarApp(launch(game_number="12", language="de"))
    assert ear.recorder.sentences()[0].startswith("Neues Spiel: Klassisch Nummer 12")
    ear.press(pygame.K_t)
    again = EarApp(launch(language="de"))          # a relaunch: the autosave comes back
    assert again.recorder.sentences()[0] == "Laufendes Spiel: Klassisch Nummer 12, 1 Zug gespielt."


def test_the_solutions_replay_says_each_move_of_the_line(launch, tmp_path):  # noqa: F811
    from game.advisor.solutions import SolutionBook
    from game.engine import CLASSIC, Game
    from game.scenes.tabletop.replay import ReplayScene
    save_settings(DataDir(tmp_path), Settings(animation_speed="off", language="en"))
    ear = EarApp(launch(game_number="1009", language="en"))
    line = SolutionBook().line(CLASSIC, "1009")
    assert line is not None
    ear.app.push(ReplayScene(ear.app, Game.new("1009"), line[:3]))
    ear.frames(2)
    assert ear.recorder.sentences()[-2:] == ["Solution", "Pause"]
    top = Game.new("1009").position.columns[4][-1]
    assert line[0] == "5>f"
    said = ear.press(pygame.K_RIGHT)                # one step: the line's first move
    assert f"{card_name('en', top)} from column 5 to the foundations." in said


def test_the_indicator_the_reminder_and_the_win_are_worded_from_their_news(launch, tmp_path):  # noqa: F811
    save_settings(DataDir(tmp_path), Settings(animation_speed="off", language="en"))
    ear = EarApp(launch(game_number="12", language="en"))
    state = ear.table.state()
    ring = ear.table.on_screen().ring
    assert news_words(VerdictChanged(LiveState(Live.WINNABLE)), state, ring, []) == [
        tr("hud.live.winnable", move=0)]
    assert news_words(Reminded(TableMove.WASTE_TO_COLUMN), state, ring, []) == ["Still a move: waste to column"]
    assert news_words(GameEnded(won=True), state, ring, []) == [] and is_win(GameEnded(won=True))
    assert not is_win(GameEnded(won=False))


@pytest.mark.parametrize("language", ["de", "en", "fr"])
def test_a_hint_to_turn_names_no_card_of_the_face_down_talon(launch, language):  # noqa: F811
    """Game 7's first hint is to turn a talon card: said as such, never which card would come up."""
    ear = EarApp(launch(game_number="7", language=language))
    said = ear.press(pygame.K_h)
    hidden = ear.table.state().position.talon
    assert tr("reason.turn") in said, said
    assert not any(card_name(language, card) in said for card in hidden), said


def test_the_early_answer_asks_on_a_thread_at_once_and_gives_that_answer(monkeypatch):
    asked = threading.Event()

    def probe() -> bool:
        asked.set()
        return True

    early = detection.EarlyAnswer(probe)
    assert asked.wait(5)                     # asked before anyone wants the answer
    assert early() is True and early() is True
    monkeypatch.setenv("VIERZIG_RAEUBER_SCREEN_READER", "0")
    assert detection.EarlyAnswer()() is False   # by default: the system's answer


def test_the_start_speaks_as_the_early_answer_says_for_auto(tmp_path):
    asked = []
    app = build_app(AppConfig(data_dir=tmp_path, game_number="5"), headless=True,
                    screen_reader=lambda: asked.append(1) or False)
    try:
        assert asked == [1] and not app.speech.on
    finally:
        app.router.close()
