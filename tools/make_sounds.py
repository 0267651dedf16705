"""Synthesise the game's five sound effects into ``assets/sounds/`` (B8 in docs/rules.md).

We make the sounds ourselves so there is no licence doubt: they are as much the project's
own work as the code. Only the standard library is used (``array``, ``math``, ``wave``) —
numpy is not a dependency of the game. The output is deterministic (the noise comes from
a seeded generator), so running the script again gives the same files, and a test checks
that the committed WAVs are exactly what this script makes.

    python tools/make_sounds.py [OUT_DIR]

Mono, 16-bit, 44.1 kHz; every effect is short and soft, with faded edges (no clicks).
"""

from __future__ import annotations

import math
import random
import sys
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

RATE = 44100
PEAK = 0.5  # of full scale: gentle even before the game's own volume applies
SOUND_NAMES = ("place", "turn", "invalid", "foundation", "win", "lift", "nothing", "edge", "talon_out")


def _seconds(duration: float) -> range:
    return range(int(duration * RATE))


def _tone(freq: float, duration: float, decay: float, partials: tuple[tuple[float, float], ...] = ((1.0, 1.0),)) -> list[float]:
    """A struck tone: sine partials (frequency ratio, weight) under an exponential decay.

    A 2 ms attack and a 15 ms release keep the tone's edges from clicking when it is cut.
    """
    out = []
    samples = _seconds(duration)
    attack, release = 0.002 * RATE, 0.015 * RATE
    for i in samples:
        t = i / RATE
        value = sum(weight * math.sin(2 * math.pi * freq * ratio * t) for ratio, weight in partials)
        edge = min(1.0, i / attack, (len(samples) - 1 - i) / release)
        out.append(value * math.exp(-t / decay) * edge)
    return out


def _noise(duration: float, seed: int, smoothing: float, envelope: Callable[[float], float]) -> list[float]:
    """Soft noise: white noise through a one-pole low-pass, shaped by ``envelope(t / duration)``."""
    rng = random.Random(seed)
    out, level = [], 0.0
    samples = _seconds(duration)
    for i in samples:
        level += smoothing * (rng.uniform(-1.0, 1.0) - level)
        out.append(level * envelope(i / len(samples)))
    return out


def _mix(*parts: tuple[float, list[float]]) -> list[float]:
    """Add signals, each starting at its offset in seconds."""
    length = max(int(offset * RATE) + len(signal) for offset, signal in parts)
    out = [0.0] * length
    for offset, signal in parts:
        start = int(offset * RATE)
        for i, value in enumerate(signal):
            out[start + i] += value
    return out


def place() -> list[float]:
    """A card laid down on the cloth: a short, low, muted knock."""
    knock = _tone(190.0, 0.09, 0.018, ((1.0, 1.0), (2.01, 0.3)))
    tap = _noise(0.03, 1, 0.35, lambda x: (1 - x) ** 3)
    return _mix((0.0, knock), (0.0, [0.6 * v for v in tap]))


def turn() -> list[float]:
    """A card flipped from the talon: a quick, soft swish."""
    return _noise(0.11, 2, 0.25, lambda x: math.sin(math.pi * x) ** 2 * (1 - 0.5 * x))


def invalid() -> list[float]:
    """A move that is not allowed: two low, soft bumps, falling — a shrug, not an alarm."""
    first = _tone(220.0, 0.09, 0.03, ((1.0, 1.0), (2.0, 0.15)))
    second = _tone(175.0, 0.12, 0.04, ((1.0, 1.0), (2.0, 0.15)))
    return _mix((0.0, first), (0.1, second))


def foundation() -> list[float]:
    """A card reaching its niche: a small, warm bell."""
    return _tone(880.0, 0.35, 0.09, ((1.0, 1.0), (2.0, 0.25), (3.01, 0.08)))


def win() -> list[float]:
    """All 104 cards up: a rising arpeggio of bells, C E G C, ringing out."""
    bell = ((1.0, 1.0), (2.0, 0.3), (3.0, 0.1))
    notes = (523.25, 659.25, 783.99, 1046.5)
    return _mix(*((0.14 * k, _tone(freq, 1.0 if k == 3 else 0.5, 0.3 if k == 3 else 0.15, bell)) for k, freq in enumerate(notes)))


def lift() -> list[float]:
    """Cards picked up: a quick, soft upward flick of two short tones."""
    partials = ((1.0, 1.0), (2.0, 0.2))
    return _mix((0.0, _tone(523.25, 0.05, 0.025, partials)), (0.045, _tone(698.46, 0.07, 0.03, partials)))


def nothing() -> list[float]:
    """A key that did nothing: one short, dull, low thud — softer and shorter than a refusal."""
    return _tone(262.0, 0.08, 0.02, ((1.0, 1.0), (1.5, 0.2)))


def edge() -> list[float]:
    """The end of a row or list, wrapping round: a dry, high wooden tick."""
    tick = _tone(1568.0, 0.06, 0.008, ((1.0, 1.0), (2.76, 0.3)))
    return _mix((0.0, tick), (0.0, [0.3 * v for v in _noise(0.02, 3, 0.6, lambda x: (1 - x) ** 4)]))


def talon_out() -> list[float]:
    """The talon used up for good: three soft falling notes, G E C."""
    bell = ((1.0, 1.0), (2.0, 0.2))
    notes = (783.99, 659.25, 523.25)
    return _mix(*((0.09 * k, _tone(freq, 0.2, 0.06, bell)) for k, freq in enumerate(notes)))


SYNTHS: dict[str, Callable[[], list[float]]] = {
    "place": place, "turn": turn, "invalid": invalid, "foundation": foundation, "win": win,
    "lift": lift, "nothing": nothing, "edge": edge, "talon_out": talon_out,
}


def to_pcm(signal: list[float]) -> array:
    """Normalise to PEAK, fade 3 ms at both ends, and quantise to signed 16-bit samples."""
    loudest = max(abs(v) for v in signal) or 1.0
    fade = int(0.003 * RATE)
    samples = array("h")
    for i, value in enumerate(signal):
        edge = min(1.0, i / fade, (len(signal) - 1 - i) / fade)
        samples.append(round(32767 * PEAK * value / loudest * edge))
    return samples


def write_wav(path: Path, samples: array) -> None:
    """Mono 16-bit little-endian PCM, as every mixer reads it."""
    if sys.byteorder != "little":
        samples = array("h", samples)
        samples.byteswap()
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(samples.tobytes())


def make_sounds(out_dir: Path) -> list[Path]:
    """Write every effect into ``out_dir``; return the paths written."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name in SOUND_NAMES:
        path = out_dir / f"{name}.wav"
        write_wav(path, to_pcm(SYNTHS[name]()))
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out_dir = Path(args[0]) if args else Path(__file__).resolve().parent.parent / "assets" / "sounds"
    for path in make_sounds(out_dir):
        print(f"{path}  {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
