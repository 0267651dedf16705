"""The speech's two tools run (B18): the check against a real speech-dispatcher with espeak-ng,
and the latency benchmark (its figures are measured, never asserted here)."""

from __future__ import annotations

import shutil

import pytest

from tools import speechbench, speechcheck


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("speech-dispatcher") is None, reason="speech-dispatcher is not installed")
def test_speech_dispatcher_receives_and_synthesises_every_utterance(capsys):
    assert speechcheck.main(["--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "MISSING" not in out and "espeak-ng synthesised" in out


@pytest.mark.slow
def test_the_latency_benchmark_measures_every_spoken_key(capsys):
    assert speechbench.main([]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    (speech,) = [line for line in lines if line.startswith("speechbench: keys ")]
    (sound,) = [line for line in lines if line.startswith("soundbench: keys ")]
    assert int(speech.split()[2]) > 300      # a whole game's keys were timed
    assert int(sound.split()[2]) > 100       # … and the sounds they started
