"""Does the game's speech reach a real speech synthesiser? ``python -m tools.speechcheck``

B18 asks for speech through the player's own screen reader; on Linux that is speech-dispatcher.
This tool starts a private speech-dispatcher (its own socket and log folder, so it touches no
session's), plays a few keys of a real game headless with speech on — through the game's own
output (`game.speech.screen_reader.open_screen_reader`: the ``speechd`` client, or ``spd-say``)
— and then reads speech-dispatcher's log: which of the game's sentences it received, and how
many bytes of audio its espeak-ng module synthesised for them. On a machine without a sound
device the audio goes into ALSA's null device (``--aloud``: the sound output); the synthesis is what
this checks. ``--system-speechd`` lets this Python import the distribution's
``speechd`` module (Debian's python3-speechd, pure Python) to check that path too.

Exit status 0 when every sentence arrived and audio was made for each utterance.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SYSTEM_MODULES = Path("/usr/lib/python3/dist-packages")
KEYS = ("r", "i", "1", "2", "t", "m")


SYSTEM_CONFIG = Path("/etc/speech-dispatcher")
SILENT_AUDIO = '\nAudioOutputMethod "alsa"\nAudioALSADevice "null"\n'   # ALSA's built-in sink: synthesis runs whole


def start_dispatcher(folder: Path, aloud: bool) -> subprocess.Popen[bytes]:
    """A private speech-dispatcher: the system's configuration, its audio into ALSA's null device
    unless ``aloud`` (then the machine's own sound output)."""
    socket = folder / "speechd.sock"
    config = folder / "config"
    shutil.copytree(SYSTEM_CONFIG, config)
    if not aloud:
        with (config / "speechd.conf").open("a", encoding="utf-8") as file:
            file.write(SILENT_AUDIO)
    command = ["speech-dispatcher", "-s", "-l", "5", "-C", str(config), "-L", str(folder), "-c", "unix_socket",
               "-S", str(socket), "-t", "60", "-P", str(folder / "speechd.pid")]
    # A session of its own: speech-dispatcher ignores SIGTERM while its modules run, so the tool
    # ends the whole group (the daemon and its modules) by the group's id when it is done.
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    for _ in range(100):
        if socket.exists():
            break
        time.sleep(0.05)
    os.environ["SPEECHD_ADDRESS"] = f"unix_socket:{socket}"
    # Its modules load after the socket opens: one word, waited for, means espeak-ng is ready.
    with contextlib.suppress(OSError, subprocess.SubprocessError):
        subprocess.run(["spd-say", "-N", "speechcheck", "-w", "."], timeout=20, check=False,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return process


def play(language: str) -> tuple[list[list[str]], str]:
    """A few keys of game 12 with speech on: the utterances the game handed over, and its output's kind."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.app import synthetic
    from game.app.config import AppConfig
    from game.app.game_app import build_app
    from game.speech.outputs import RecordingOutput
    from game.storage.files import DataDir
    from game.storage.settings import Settings, save_settings

    folder = Path(tempfile.mkdtemp(prefix="speechcheck-data-"))
    save_settings(DataDir(folder), Settings(animation_speed="off", language=language, speech="on"))
    app = build_app(AppConfig(size=(1280, 720), data_dir=folder, game_number="12", language=language), headless=True)
    recorder = RecordingOutput()
    app.speech.outputs.append(recorder)
    for _ in range(3):
        app.frame(1 / 60, draw=False)
    for key in KEYS:
        synthetic.post(synthetic.key(pygame.key.key_code(key)))
        for _ in range(2):
            app.frame(1 / 60, draw=False)
        time.sleep(1.5)   # time to speak (a new utterance cancels the old one)
    kind = type(getattr(app.speech.reader, "backend", app.speech.reader)).__name__   # run beside the game
    app.router.close()
    app.speech.close()
    return recorder.said, kind


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lang", default="de", choices=("de", "en", "fr"))
    parser.add_argument("--system-speechd", action="store_true", help="import the distribution's speechd module")
    parser.add_argument("--keep", action="store_true", help="keep speech-dispatcher's log folder")
    parser.add_argument("--aloud", action="store_true", help="play the audio on this machine's sound output")
    args = parser.parse_args(argv)
    if shutil.which("speech-dispatcher") is None:
        print("speech-dispatcher is not installed (Debian: apt install speech-dispatcher espeak-ng)")
        return 2
    if args.system_speechd and SYSTEM_MODULES.joinpath("speechd").is_dir():
        sys.path.append(str(SYSTEM_MODULES))
    folder = Path(tempfile.mkdtemp(prefix="speechcheck-"))
    dispatcher = start_dispatcher(folder, args.aloud)
    try:
        said, kind = play(args.lang)
        time.sleep(1.0)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(dispatcher.pid, signal.SIGKILL)
        dispatcher.wait(timeout=10)
    log = (folder / "speech-dispatcher.log").read_text(encoding="utf-8", errors="replace")
    received = re.findall(r"\d+:DATA:\|(.*)$", log, flags=re.MULTILINE)
    audio = [int(n) for n in re.findall(r"Got audio: (\d+) bytes", log)]
    print(f"output: {kind}; language: {args.lang}; log: {folder}")
    missing = 0
    for utterance in said:
        text = " ".join(utterance)
        arrived = any(text.startswith(line) or line in text for line in received)
        missing += not arrived
        print(f"  {'received' if arrived else 'MISSING '}  {text[:110]}")
    print(f"speech-dispatcher received {len(received)} text lines; espeak-ng synthesised {len(audio)} audio "
          f"chunks, {sum(audio):,} bytes")
    if not args.keep:
        shutil.rmtree(folder, ignore_errors=True)
    return 0 if said and not missing and audio else 1


if __name__ == "__main__":
    sys.exit(main())
