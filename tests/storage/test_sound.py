"""Sound effects: the committed WAVs come from the script, and no audio device is not an error."""

from __future__ import annotations

import importlib.util
import shutil
import sys
import time
import wave
from array import array
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app.sound import SOUND_NAMES, SoundBoard
from game.assets import asset_path
from game.table.values import Sound

ROOT = Path(__file__).resolve().parents[2]


def _load_tool():
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    return module


def _samples(path: Path) -> tuple[wave._wave_params, array]:
    with wave.open(str(path), "rb") as wav:
        params = wav.getparams()
        frames = array("h", wav.readframes(wav.getnframes()))
    if sys.byteorder != "little":
        frames.byteswap()
    return params, frames


@pytest.fixture
def mixer() -> Iterator[None]:
    """Leave the mixer as we found it: other tests (and the app) init it their own way."""
    was_on = pygame.mixer.get_init()
    yield
    if not was_on and pygame.mixer.get_init():
        pygame.mixer.quit()


def test_committed_sounds_are_what_the_script_makes(tmp_path: Path) -> None:
    tool = _load_tool()
    assert tuple(tool.SOUND_NAMES) == SOUND_NAMES
    tool.make_sounds(tmp_path)
    for name in SOUND_NAMES:
        committed_params, committed = _samples(asset_path("sounds", f"{name}.wav"))
        fresh_params, fresh = _samples(tmp_path / f"{name}.wav")
        assert committed_params == fresh_params
        # ±1 allows a different libm's last bit of sin(); anything more means stale files.
        assert max(abs(a - b) for a, b in zip(committed, fresh, strict=True)) <= 1, f"{name}.wav is stale: run tools/make_sounds.py"


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_sounds_are_short_gentle_mono_cd_quality(name: str) -> None:
    path = asset_path("sounds", f"{name}.wav")
    params, frames = _samples(path)
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 44100)
    seconds = params.nframes / params.framerate
    assert 0.05 < seconds <= (1.5 if name == "win" else 0.4)
    assert path.stat().st_size < 150_000
    loudest = max(abs(v) for v in frames)
    assert 0.3 * 32767 < loudest <= 0.51 * 32767, "audible but gentle"
    assert abs(frames[0]) < 200 and abs(frames[-1]) < 200, "faded edges: no click"


def test_sounds_play_through_the_dummy_driver(mixer: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    board = SoundBoard()
    if not board.available:
        pytest.skip(f"this SDL has no dummy audio driver: {board.problem}")
    assert all(board.play(name) for name in SOUND_NAMES)
    board.switch(False)
    assert not board.play("win"), "the option turns sound off"
    board.switch(True)
    assert board.play("win")
    with pytest.raises(ValueError):
        board.play("applause")


def test_the_device_closes_after_a_quiet_spell_and_the_next_sound_opens_it(mixer: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """An open device costs CPU even in silence (SDL's audio thread wakes for every buffer)."""
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    pygame.mixer.quit()                                 # no earlier test's sound still playing
    board = SoundBoard(quiet_seconds=0.1)
    if not board.available:
        pytest.skip(f"this SDL has no dummy audio driver: {board.problem}")
    assert board.play("place") and board.open
    board.rest()
    assert board.open                                   # the sound plays, the spell has not passed
    time.sleep(board.due() + 0.05)
    board.rest()
    assert not board.open and not pygame.mixer.get_init() and board.due() is None
    assert board.available                              # closed, not gone
    assert board.play("turn") and board.open            # the next sound opens it again
    board.switch(False)
    assert not board.play("win")


def test_missing_sound_files_leave_no_device_open(mixer: None, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    pygame.mixer.quit()                                 # no earlier test's device
    board = SoundBoard(folder=tmp_path)
    assert not board.play("place")
    assert not board.available and not board.open and not pygame.mixer.get_init()


def test_no_audio_device_is_silence_not_an_error(mixer: None, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_device(*args: object, **kwargs: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    board = SoundBoard()
    assert not board.open and board.problem is None      # nothing tried before the first sound
    assert [board.play(name) for name in SOUND_NAMES] == [False] * len(SOUND_NAMES)
    assert not board.available and "audio" in (board.problem or "")


def test_missing_sound_files_are_silence(mixer: None, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    board = SoundBoard(folder=tmp_path)
    assert not board.available
    assert board.play("place") is False


def test_sounds_load_from_a_pyinstaller_bundle(mixer: None, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    shutil.copytree(asset_path("sounds"), tmp_path / "assets" / "sounds")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert asset_path("sounds") == tmp_path / "assets" / "sounds"
    board = SoundBoard()
    if board.problem and "audio" in board.problem:
        pytest.skip("no dummy audio driver")
    assert board.available


def test_each_table_sound_is_named_as_its_effect() -> None:
    """One name from the table to the speaker: a `Sound`'s value is the effect the board plays."""
    assert sorted(sound.value for sound in Sound) == sorted(SOUND_NAMES)
