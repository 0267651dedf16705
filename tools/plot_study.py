"""Draw the share of deals solved against solve time from study files, as a PNG.

``python -m tools.plot_study --out docs/winnability-time.png LABEL=FILE [LABEL=FILE …]``
reads files written by ``python -m solver study`` and draws, per file, the share of its deals
that the solver settled as solvable within t seconds (t on a log scale, up to the study's
budget). The curve shows how much a longer budget would buy: a curve still climbing at the
budget means more time would settle more deals. Drawn with pygame, which the game ships
with, so the plot needs nothing else installed.
"""

from __future__ import annotations

import argparse
import math
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from game.assets import asset_path
from game.engine import Variant
from solver.study import HEADER, read_study
from solver.verdict import Verdict

SIZE = (1200, 720)
MARGIN = (100, 40, 40, 90)          # left, top, right, bottom
COLOURS = [(30, 110, 200), (210, 90, 30), (40, 150, 70), (150, 60, 170)]
BACKGROUND, INK, GRID = (255, 255, 255), (30, 30, 30), (220, 220, 220)
FLOOR_SECONDS = 0.01                # the left edge of the log axis


def _budget(path: Path) -> tuple[Variant, float]:
    """The variant and budget named in a study file's first line."""
    first = path.read_text(encoding="utf-8").splitlines()[0]
    if not first.startswith(HEADER + ":"):
        raise SystemExit(f"{path} is not a study file")
    fields = dict(part.strip().split(" ", 1) for part in first[len(HEADER) + 1:].split(","))
    try:
        return Variant.named(fields["variant"]), float(fields["budget"].split()[0])
    except (KeyError, ValueError) as err:   # UnknownVariant is a ValueError
        raise SystemExit(f"{path} is not a study file: {err}") from None


def solved_times(path: Path) -> tuple[Variant, float, list[float], int]:
    """(variant, budget, sorted seconds of the solvable deals, number of deals) of one study."""
    variant, budget = _budget(path)
    rows = read_study(str(path), variant, budget)
    times = sorted(row.seconds for row in rows.values() if row.verdict is Verdict.SOLVABLE)
    return variant, budget, times, len(rows)


def plot(studies: list[tuple[str, Path]], out: Path) -> None:
    pygame.font.init()
    font = pygame.font.Font(str(asset_path("fonts", "DejaVuSans.ttf")), 18)
    small = pygame.font.Font(str(asset_path("fonts", "DejaVuSans.ttf")), 15)
    surface = pygame.Surface(SIZE)
    surface.fill(BACKGROUND)
    left, top, right, bottom = MARGIN
    width, height = SIZE[0] - left - right, SIZE[1] - top - bottom
    data = [(label, *solved_times(path)) for label, path in studies]
    budget = max(b for _, _, b, _, _ in data)
    span = math.log10(budget / FLOOR_SECONDS)

    def x_of(seconds: float) -> int:
        return left + round(width * math.log10(max(seconds, FLOOR_SECONDS) / FLOOR_SECONDS) / span)

    def y_of(share: float) -> int:
        return top + round(height * (1 - share))

    for percent in range(0, 101, 10):
        y = y_of(percent / 100)
        pygame.draw.line(surface, GRID, (left, y), (left + width, y))
        text = small.render(f"{percent} %", True, INK)
        surface.blit(text, text.get_rect(midright=(left - 8, y)))
    ticks = [t for t in (0.01, 0.03, 0.1, 0.3, 1, 3, 10, 30, 100) if FLOOR_SECONDS <= t <= budget]
    for seconds in ticks:
        x = x_of(seconds)
        pygame.draw.line(surface, GRID, (x, top), (x, top + height))
        text = small.render(f"{seconds:g} s", True, INK)
        surface.blit(text, text.get_rect(midtop=(x, top + height + 8)))
    pygame.draw.rect(surface, INK, (left, top, width, height), 1)
    caption = font.render("solve time (log scale)  →  share of the study's deals proved solvable by then", True, INK)
    surface.blit(caption, caption.get_rect(midtop=(left + width // 2, top + height + 40)))
    for index, (label, _variant, study_budget, times, deals) in enumerate(data):
        colour = COLOURS[index % len(COLOURS)]
        points = [(x_of(FLOOR_SECONDS), y_of(0.0))]
        for count, seconds in enumerate(times, start=1):
            points.append((x_of(seconds), points[-1][1]))
            points.append((x_of(seconds), y_of(count / deals)))
        points.append((x_of(study_budget), points[-1][1]))
        pygame.draw.lines(surface, colour, False, points, 3)
        legend = font.render(f"{label}: {len(times)} of {deals} solvable within {study_budget:g} s", True, colour)
        surface.blit(legend, (left + 16, top + 14 + 26 * index))
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(out))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.plot_study", description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True, help="the PNG to write")
    parser.add_argument("studies", nargs="+", metavar="LABEL=FILE", help="a label and a study file")
    args = parser.parse_args(argv)
    studies = []
    for item in args.studies:
        label, sep, file = item.partition("=")
        if not sep or not Path(file).is_file():
            parser.error(f"expected LABEL=FILE with an existing study file, not {item!r}")
        studies.append((label, Path(file)))
    plot(studies, args.out)
    print(f"plot_study: {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
