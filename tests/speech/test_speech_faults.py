"""Speech is a service beside the game: a transcript, a ``spd-say`` or a client that fails, hangs
or dies never blocks the caller, never raises into it, never leaves processes behind, and the
player is told once. The faults are real where they can be: named pipes, a full tmpfs, fake
``spd-say`` commands on PATH that hang or fail (real processes); a speech-dispatcher daemon
stopped or killed is in test_speech_daemon.py (slow)."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import threading
import types
from pathlib import Path

import pygame
import pytest

from game.speech.outputs import TranscriptOutput
from game.speech.screen_reader import open_screen_reader
from game.speech.speaker import open_speaker
from game.storage.files import DataDir
from game.storage.settings import Settings, load_settings, save_settings
from tests.harness.app import launch, pump  # noqa: F401 (a fixture)
from tests.speech.faults import alive, eventually, fake_spd_say, logged_pids, returns

ROOT = Path(__file__).resolve().parents[2]
LINE = "Kreuz Zehn von Spalte 3 auf Herz Bube in Spalte 7. " * 3


# --- the transcript ---------------------------------------------------------------------------

def test_a_transcript_on_a_pipe_nobody_reads_is_refused_at_once(tmp_path, capsys):
    fifo = tmp_path / "said.fifo"
    os.mkfifo(fifo)
    try:
        speaker = returns(lambda: open_speaker("off", None, fifo, lambda: None), seconds=10)
        assert speaker.outputs == []
        assert "--speech-log" in capsys.readouterr().err
    finally:   # an open() that waits for a reader: be that reader, so its thread ends
        with contextlib.suppress(OSError):
            os.close(os.open(fifo, os.O_RDONLY | os.O_NONBLOCK))


def test_a_reader_that_stops_reading_costs_the_transcript_not_the_game(tmp_path):
    fifo = tmp_path / "said.fifo"
    os.mkfifo(fifo)
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)   # opens the pipe, then never reads
    try:
        speaker = returns(lambda: open_speaker("off", None, fifo, lambda: None), seconds=10)
        assert len(speaker.outputs) == 1

        def talk() -> None:
            for _ in range(4000):   # ~0.7 MB: far past the pipe's 64 KiB and the backlog
                speaker.say([LINE], interrupt=False)
        returns(talk)
        assert [trouble.value for trouble in speaker.take_trouble()] == ["transcript"]
        assert speaker.take_trouble() == []          # told once
        speaker.say(["noch eins"], interrupt=True)   # and it stays stopped, quietly
        chunks = []
        with contextlib.suppress(BlockingIOError):
            while chunk := os.read(reader, 65536):
                chunks.append(chunk)
        text = b"".join(chunks).decode("utf-8")
        assert text.endswith("\n") and all(line.endswith(LINE) for line in text.splitlines())
    finally:
        os.close(reader)


def test_a_slow_reader_gets_every_line_in_order(tmp_path):
    fifo = tmp_path / "said.fifo"
    os.mkfifo(fifo)
    reader = subprocess.Popen(["cat", str(fifo)], stdout=subprocess.PIPE)
    probes: list[int] = []   # the probe's write end stays open until the transcript has its own:
    assert eventually(lambda: _has_reader(fifo, probes))   # closed earlier, cat would read the end and go
    log = TranscriptOutput(fifo)
    os.close(probes[-1])
    for number in range(300):
        log.say([f"Satz {number}."], interrupt=False)
    log.close()
    out, _ = reader.communicate(timeout=30)
    said = [line.split("\t", 1)[1] for line in out.decode("utf-8").splitlines()]
    assert said == [f"Satz {number}." for number in range(300)]


def _has_reader(fifo, probes: list[int] | None = None) -> bool:
    """A program reads ``fifo``: a write end opens without waiting (kept in ``probes`` if given, else closed)."""
    try:
        probe = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
    except OSError:
        return False
    if probes is None:
        os.close(probe)
    else:
        probes.append(probe)
    return True


@pytest.fixture
def small_disk(tmp_path):
    """A 64 KiB tmpfs (root only; skipped where it cannot be mounted)."""
    disk = tmp_path / "disk"
    disk.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(disk)],
                          capture_output=True, check=False)
    if done.returncode != 0:
        pytest.skip(f"no tmpfs here: {done.stderr.decode(errors='replace').strip()}")
    yield disk
    subprocess.run(["umount", "-l", str(disk)], check=False)


def test_a_full_disk_ends_the_transcript_on_a_whole_line_and_says_so(small_disk, capsys):
    path = small_disk / "said.txt"
    speaker = open_speaker("off", None, path, lambda: None)
    for number in range(2000):   # ~300 kB: the disk fills
        speaker.say([f"{number:05d} {LINE}"], interrupt=False)
    text = path.read_bytes().decode("utf-8")
    assert text.endswith("\n")
    assert all(line.endswith(LINE) for line in text.splitlines())
    assert [trouble.value for trouble in speaker.take_trouble()] == ["transcript"]
    assert "--speech-log" in capsys.readouterr().err
    speaker.close()


# --- spd-say ----------------------------------------------------------------------------------

def test_spd_say_gets_the_sentence_after_a_double_dash(tmp_path, monkeypatch):
    log = fake_spd_say(tmp_path / "bin", "records", monkeypatch)
    reader = open_screen_reader("de", "linux")
    assert reader is not None
    reader.say(["-5 Punkte."], interrupt=True)
    reader.say(["Zweiter Satz."], interrupt=False)
    assert eventually(lambda: log.exists() and log.read_text().count("\n\n") == 2)
    reader.close()
    calls = [call.split("\n") for call in log.read_text().strip("\n").split("\n\n")]
    assert calls[0][-2:] == ["--", "-5 Punkte."]
    assert calls[1][-2:] == ["--", "Zweiter Satz."]


def test_a_hung_daemon_leaves_at_most_one_spd_say_and_none_after(tmp_path, monkeypatch):
    log = fake_spd_say(tmp_path / "bin", "hangs", monkeypatch)
    reader = open_screen_reader("de", "linux")
    assert reader is not None
    with contextlib.suppress(AttributeError):
        reader.call_seconds = 0.5   # give up sooner than a player's machine would
    most = 0

    def talk() -> None:
        nonlocal most
        for number in range(60):
            reader.say([f"Satz {number}."], interrupt=number % 2 == 0)
            most = max(most, len(alive(logged_pids(log))))
    returns(talk)
    assert eventually(lambda: getattr(reader, "gave_up", True) or len(logged_pids(log)) >= 60, seconds=60)
    most = max(most, len(alive(logged_pids(log))))
    returns(reader.close)
    assert most <= 1
    assert eventually(lambda: alive(logged_pids(log)) == [], seconds=10), "spd-say outlived the game"


def test_spd_say_removed_mid_game_is_told_once_and_raises_nothing(tmp_path, monkeypatch):
    log = fake_spd_say(tmp_path / "bin", "records", monkeypatch)
    reader = open_screen_reader("de", "linux")
    assert reader is not None
    reader.say(["Eins."], interrupt=False)
    assert eventually(lambda: log.exists())
    (tmp_path / "bin" / "spd-say").unlink()
    monkeypatch.setenv("PATH", str(tmp_path / "bin"))   # and no other spd-say either
    for number in range(20):
        reader.say([f"Satz {number}."], interrupt=False)   # unguarded: FileNotFoundError here
    assert eventually(lambda: reader.take_trouble() != [])  # type: ignore[attr-defined]
    assert reader.take_trouble() == []  # type: ignore[attr-defined]
    reader.close()


def test_a_process_limit_costs_speech_not_the_game(tmp_path, monkeypatch):
    fake_spd_say(tmp_path / "bin", "records", monkeypatch)

    def no_more_processes(*args, **kwargs):
        raise BlockingIOError(11, "Resource temporarily unavailable")
    monkeypatch.setattr(subprocess, "Popen", no_more_processes)
    reader = open_screen_reader("de", "linux")
    assert reader is not None
    for number in range(200):
        reader.say([f"Satz {number}."], interrupt=False)
    assert eventually(lambda: getattr(reader, "gave_up", False))
    reader.close()


def test_spd_say_failing_on_every_sentence_is_told_once_with_its_reason(tmp_path, monkeypatch, capsys):
    fake_spd_say(tmp_path / "bin", "fails", monkeypatch)
    reader = open_screen_reader("de", "linux")
    assert reader is not None
    for number in range(10):
        reader.say([f"Satz {number}."], interrupt=False)
    assert eventually(lambda: getattr(reader, "gave_up", False))
    assert [trouble.value for trouble in reader.take_trouble()] == ["silent"]  # type: ignore[attr-defined]
    reader.close()
    assert "Failed to connect to Speech Dispatcher" in capsys.readouterr().err


# --- the speechd client (an importable fake: the real daemon is in test_speech_daemon.py) --------

def fake_speechd(monkeypatch, hang_on_connect: bool = False, dies_after: int | None = None) -> threading.Event:
    """A ``speechd`` module whose client hangs on connecting, or raises after ``dies_after`` speaks."""
    release = threading.Event()

    class SSIPCommunicationError(Exception):
        pass

    class SSIPClient:
        def __init__(self, name):
            if hang_on_connect:
                release.wait()

        def set_language(self, language):
            pass

        def cancel(self):
            pass

        def speak(self, text):
            nonlocal dies_after
            if dies_after is not None:
                if dies_after <= 0:
                    raise SSIPCommunicationError("Speech Dispatcher connection lost.")
                dies_after -= 1

        def close(self):
            pass

    module = types.SimpleNamespace(SSIPClient=SSIPClient, SSIPCommunicationError=SSIPCommunicationError)
    monkeypatch.setitem(sys.modules, "speechd", module)
    monkeypatch.setenv("PATH", "/nonexistent")   # no spd-say to fall back on
    return release


def test_a_client_that_hangs_on_connecting_does_not_hang_the_start(monkeypatch):
    release = fake_speechd(monkeypatch, hang_on_connect=True)
    try:
        reader = returns(lambda: open_screen_reader("de", "linux"), seconds=10)
        returns(lambda: reader.say(["Hallo."], interrupt=True), seconds=10)
        returns(reader.close, seconds=10)
    finally:
        release.set()


def test_a_client_whose_daemon_died_raises_nothing(monkeypatch):
    fake_speechd(monkeypatch, dies_after=2)
    reader = open_screen_reader("de", "linux")
    assert reader is not None
    for number in range(10):
        reader.say([f"Satz {number}."], interrupt=False)   # unguarded: SSIPCommunicationError here
    assert eventually(lambda: getattr(reader, "gave_up", False))
    reader.close()


# --- the player is told, once, on screen and in the transcript ----------------------------------

def test_speech_gone_silent_is_told_once_on_screen_and_in_the_transcript(launch, tmp_path, monkeypatch):  # noqa: F811
    from game.scenes.dialogs import NoticeDialog
    fake_spd_say(tmp_path / "bin", "fails", monkeypatch)
    log = tmp_path / "said.txt"
    save_settings(DataDir(tmp_path), Settings(animation_speed="off", language="en"))
    app = launch(game_number="12", language="en", speech=True, speech_log=log)
    assert app.speech.on
    pump(app, frames=2)
    app.speech.say(["one more"], interrupt=False)
    assert eventually(lambda: (pump(app, frames=1), isinstance(app.top, NoticeDialog))[1])
    pump(app, frames=2)
    said = log.read_text(encoding="utf-8")
    assert said.count("Speech has gone silent") == 1
    app.top.cancel()
    for _ in range(5):
        app.speech.say(["again"], interrupt=True)
        pump(app, frames=2)
    assert not isinstance(app.top, NoticeDialog)


def test_f2_with_nothing_to_speak_through_says_what_to_install_and_saves_no_on(launch, tmp_path, monkeypatch, capsys):  # noqa: F811
    from game.scenes.dialogs import NoticeDialog
    monkeypatch.setitem(sys.modules, "speechd", None)
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    log = tmp_path / "said.txt"
    save_settings(DataDir(tmp_path), Settings(animation_speed="off", language="en"))
    app = launch(game_number="12", language="en", speech_log=log)
    pump(app, frames=2)
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F2, mod=0, unicode=""))
    pump(app, frames=3)
    assert isinstance(app.top, NoticeDialog)
    assert not app.speech.on
    assert "apt install speech-dispatcher python3-speechd" in log.read_text(encoding="utf-8")
    app.top.cancel()
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F2, mod=0, unicode=""))
    pump(app, frames=3)
    assert not isinstance(app.top, NoticeDialog)               # told once
    assert capsys.readouterr().err.count("apt install speech-dispatcher") == 1
    app.router.close()
    assert load_settings(DataDir(tmp_path), ["en"]).speech != "on"


PIDS = Path("/sys/fs/cgroup/pids")
UNDER_A_LIMIT = """
import os, sys, time
try:   # into the limited group first (no preexec_fn: the test process has threads)
    with open(sys.argv[1], "w") as procs:
        procs.write(str(os.getpid()))
except OSError:
    print("no cgroup")
    sys.exit(0)
sys.modules["speechd"] = None
from game.speech.screen_reader import open_screen_reader
reader = open_screen_reader("de", "linux")
for number in range(300):
    reader.say([f"Satz {number}."], interrupt=number % 7 == 0)
    time.sleep(0.002)
time.sleep(1.0)
reader.close()
print("ended", getattr(reader, "gave_up", None))
"""


@pytest.mark.parametrize("most", [3, 4])
def test_a_process_limit_of_a_real_cgroup_costs_speech_not_the_game(tmp_path, monkeypatch, most):
    """The speech in a pids cgroup (processes and threads counted) of ``most`` tasks: spd-say and
    the speech's own threads cannot always start; nothing escapes into the caller."""
    fake_spd_say(tmp_path / "bin", "slow", monkeypatch)
    group = PIDS / f"vierzig-speech-{os.getpid()}-{most}"
    try:
        group.mkdir()
    except OSError as err:
        pytest.skip(f"no cgroup v1 pids controller to use here: {err}")
    try:
        (group / "pids.max").write_text(str(most))
        child = subprocess.Popen([sys.executable, "-c", UNDER_A_LIMIT, str(group / "cgroup.procs")], cwd=ROOT,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                 env={**os.environ, "PYTHONPATH": str(ROOT)})
        out, err = child.communicate(timeout=120)
        if "no cgroup" in out:
            pytest.skip("a process cannot be put in the cgroup here")
        refused = int((group / "pids.events").read_text().split()[1])
        assert refused > 0, "the limit was never reached"
        assert child.returncode == 0 and "ended" in out, err[-2000:]
        assert "Traceback" not in err
    finally:   # the group goes once its last process has (an spd-say left over would keep it)
        eventually(lambda: not (group / "tasks").exists() or not (group / "tasks").read_text().strip(), seconds=10)
        with contextlib.suppress(OSError):
            group.rmdir()
