"""Helpers for the speech fault tests: a call that must return, fake ``spd-say`` commands on PATH
(real processes that hang, fail or record what they were given), and the processes alive."""

from __future__ import annotations

import os
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

GUARD_SECONDS = 30.0   # a call that should return at once gets this long (old code: for ever)


def returns(call: Callable[[], Any], seconds: float = GUARD_SECONDS) -> Any:
    """``call()``'s result; the test fails when it has not returned within ``seconds`` (it is left
    behind in a daemon thread, so a hang fails the test instead of hanging the suite)."""
    box: dict[str, Any] = {}

    def run() -> None:
        try:
            box["result"] = call()
        except BaseException as err:
            box["error"] = err

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"the call has not returned after {seconds:g} s"
    if "error" in box:
        raise box["error"]
    return box.get("result")


def eventually(check: Callable[[], bool], seconds: float = GUARD_SECONDS) -> bool:
    """Poll ``check`` until it holds or ``seconds`` pass (a bound, not a speed claim)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if check():
            return True
        time.sleep(0.02)
    return check()


FAKE_SPD_SAY = {
    # records its arguments, one per line, then a blank line, and succeeds
    "records": '#!/bin/sh\nfor a in "$@"; do printf "%s\\n" "$a"; done >> "$SPD_LOG"; echo >> "$SPD_LOG"\n',
    # a daemon that never answers: spd-say waits for ever
    "hangs": '#!/bin/sh\necho $$ >> "$SPD_LOG"\nexec sleep 600\n',
    # a daemon that is slow to take each message
    "slow": '#!/bin/sh\nsleep 0.3\n',
    # a daemon that refuses: an error on stderr, exit status 1
    "fails": '#!/bin/sh\necho "Failed to connect to Speech Dispatcher" >&2\nexit 1\n',
}


def fake_spd_say(folder: Path, kind: str, monkeypatch) -> Path:
    """A fake ``spd-say`` of ``kind`` first on PATH, the real ``speechd`` module out of reach; its log."""
    folder.mkdir(parents=True, exist_ok=True)
    command = folder / "spd-say"
    command.write_text(FAKE_SPD_SAY[kind], encoding="utf-8")
    command.chmod(0o755)
    log = folder / "spd-say.log"
    monkeypatch.setenv("PATH", f"{folder}{os.pathsep}{os.environ.get('PATH', '')}")
    monkeypatch.setenv("SPD_LOG", str(log))
    monkeypatch.setitem(sys.modules, "speechd", None)   # import speechd fails: the command is used
    return log


def alive(pids: list[int]) -> list[int]:
    """Those of ``pids`` that are live processes (not gone, not zombies)."""
    found = []
    for pid in pids:
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if state != "Z":
            found.append(pid)
    return found


def logged_pids(log: Path) -> list[int]:
    """The pids the hanging fake wrote to its log."""
    try:
        return [int(line) for line in log.read_text().split() if line.isdigit()]
    except OSError:
        return []
