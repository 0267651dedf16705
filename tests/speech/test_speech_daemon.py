"""The game against a real speech-dispatcher (a private one: its own socket, log folder and
config) reached through the distribution's ``speechd`` client: the daemon stopped (SIGSTOP) at
the start or mid-game, or killed mid-game, never blocks a frame nor raises into the game, and the
player is told once. Slow (a daemon starts per test); skipped where speech-dispatcher or its
Python client is not installed."""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import time
from pathlib import Path

import pygame
import pytest

from game.storage.files import DataDir
from game.storage.settings import Settings, save_settings
from tests.harness.app import launch, press, pump  # noqa: F401 (a fixture)
from tests.speech.faults import eventually, returns

pytestmark = pytest.mark.slow

SYSTEM_CLIENT = Path("/usr/lib/python3/dist-packages/speechd")


@pytest.fixture
def daemon(tmp_path, monkeypatch):
    """A private speech-dispatcher (audio into ALSA's null device); the ``speechd`` client importable
    (only it, from the system's packages); no autospawn and no spd-say to fall back on."""
    if shutil.which("speech-dispatcher") is None or not SYSTEM_CLIENT.is_dir():
        pytest.skip("speech-dispatcher and python3-speechd are not installed")
    modules = tmp_path / "modules"
    modules.mkdir()
    (modules / "speechd").symlink_to(SYSTEM_CLIENT)
    monkeypatch.syspath_prepend(str(modules))
    folder = tmp_path / "speechd"
    folder.mkdir()
    config = folder / "config"
    shutil.copytree("/etc/speech-dispatcher", config)
    with (config / "speechd.conf").open("a", encoding="utf-8") as file:
        file.write('\nAudioOutputMethod "alsa"\nAudioALSADevice "null"\n')
    socket = folder / "speechd.sock"
    process = subprocess.Popen(
        ["speech-dispatcher", "-s", "-C", str(config), "-L", str(folder), "-c", "unix_socket", "-S", str(socket),
         "-t", "0", "-P", str(folder / "pid")],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    assert eventually(socket.exists, seconds=20)
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{socket}")
    monkeypatch.setenv("SPEECHD_CMD", str(tmp_path / "no-autospawn"))
    monkeypatch.setenv("PATH", str(tmp_path / "no-commands"))
    yield process
    for sent in (signal.SIGCONT, signal.SIGKILL):
        try:
            os.killpg(process.pid, sent)
        except ProcessLookupError:
            break
    process.wait(10)


def _speaking_app(launch, tmp_path):  # noqa: F811
    save_settings(DataDir(tmp_path), Settings(animation_speed="off", language="de"))
    app = launch(game_number="12", language="de", speech=True, speech_log=tmp_path / "said.txt")
    reader = app.speech.reader
    assert reader is not None
    with contextlib.suppress(AttributeError):
        reader.call_seconds = 1.0    # give up sooner than on a player's machine (5 s a call)
    return app, reader


def connected(reader) -> bool:
    """The reader has spoken through its client (an output without a client of its own counts as connected)."""
    return getattr(reader, "_backend", True) is not None and getattr(reader, "failures", 0) == 0


def test_a_stopped_daemon_blocks_no_frame_and_is_told_once(daemon, launch, tmp_path):  # noqa: F811
    from game.scenes.dialogs import NoticeDialog
    app, reader = _speaking_app(launch, tmp_path)
    press(app, pygame.K_i)
    pump(app, frames=2)
    assert eventually(lambda: connected(reader), seconds=20)
    os.killpg(daemon.pid, signal.SIGSTOP)

    def play() -> None:
        for key in (pygame.K_t, pygame.K_i, pygame.K_t, pygame.K_r) * 5:
            press(app, key)
            pump(app, frames=3)
    returns(play)   # unguarded, the first sentence after the stop never returns
    assert eventually(lambda: (pump(app, frames=1), isinstance(app.top, NoticeDialog))[1], seconds=60)
    pump(app, frames=2)
    assert (tmp_path / "said.txt").read_text(encoding="utf-8").count("verstummt") == 1
    os.killpg(daemon.pid, signal.SIGCONT)
    returns(app.speech.close, seconds=10)


def test_a_daemon_stopped_at_the_start_does_not_hang_the_start(daemon, launch, tmp_path):  # noqa: F811
    os.killpg(daemon.pid, signal.SIGSTOP)
    app, reader = returns(lambda: _speaking_app(launch, tmp_path), seconds=20)   # unguarded: for ever
    returns(lambda: (press(app, pygame.K_t), pump(app, frames=5)))
    assert eventually(lambda: reader.gave_up, seconds=60)
    returns(app.speech.close, seconds=10)
    os.killpg(daemon.pid, signal.SIGCONT)


def test_a_daemon_killed_mid_game_raises_nothing_into_the_game(daemon, launch, tmp_path):  # noqa: F811
    from game.scenes.dialogs import NoticeDialog
    app, reader = _speaking_app(launch, tmp_path)
    press(app, pygame.K_i)
    assert eventually(lambda: (pump(app, frames=1), connected(reader))[1], seconds=20)
    os.killpg(daemon.pid, signal.SIGKILL)
    daemon.wait(10)
    time.sleep(0.2)
    for key in (pygame.K_t, pygame.K_i) * 5:   # unguarded: SSIPCommunicationError out of App.frame
        press(app, key)
        pump(app, frames=3)
    assert eventually(lambda: (pump(app, frames=1), isinstance(app.top, NoticeDialog))[1], seconds=60)
