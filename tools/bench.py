"""Frame-time benchmark of the table scene: ``python -m tools.bench``.

Headless (dummy video driver). For 1920×1080 and 3840×2160 it measures the median and
99th-percentile frame time of the real table scene — still (redrawn whole, as an expose or a tap
asks; a still table left alone draws nothing), and while cards fly (deal, talon turns, undo/redo) — beside a baseline measured in the same run: blitting 110 card
sprites onto a background and flipping, the least a card game can do per frame. The
ratios say how much the table costs beyond that. The last line is machine-readable:

    bench: median-ratio-1080p R1 p99-ratio-1080p R2 median-ratio-4k R3 p99-ratio-4k R4

(each ratio is the worse of idle and animating).

``--with-worker`` measures the idle 1080p table with the background solver searching
a deal in its own process, beside the same table with no worker (idle and animating frames together); the last line then reads

    bench: worker-p99-ratio R

(p99 frame time with the worker busy / p99 idle; the goal is R ≤ 1.2).

``--faces`` measures drawing the card faces in code (`CardSprites`) at the card widths the
table uses at 1920×1080 and 3840×2160, normal and large cards: all 52 faces and the back, the
12 court faces alone, and the table's first frame (scene built, every visible face drawn,
painted). Each figure is the median of a few fresh builds; the last line reads

    bench: faces-ms-1080p A court-ms-1080p B first-frame-ms-1080p C faces-ms-4k D court-ms-4k E first-frame-ms-4k F

(the 1080p and 4k figures are the worse of normal and large cards).
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from game.table.actions import TurnTalon, Undo

ROUNDS = 3   # --with-worker: idle and busy measured in alternating rounds
FRAME = 1 / 60   # one frame of a 60 Hz display: App.frame runs two fixed updates and a draw
SIZES = {"1080p": (1920, 1080), "4k": (3840, 2160)}


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def keep_cards_flying(scene) -> None:
    """Start the next animation when the last one landed: talon turns, undos, a restart."""

    if not scene.on_screen().busy:
        state = scene.state()
        if state.position.talon and state.moves % 3:
            scene.act(TurnTalon())
        elif state.can_undo:
            scene.act(Undo())
        else:
            game = scene.copy_game()
            game.restart()
            scene.deal(game)   # the same deal again


def _measure(frame, frames: int) -> list[float]:
    for _ in range(10):
        frame()
    times = []
    for _ in range(frames):
        start = time.perf_counter()
        frame()
        times.append(time.perf_counter() - start)
    return times


def run(frames: int = 300) -> dict[str, dict[str, float]]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from game.app.config import AppConfig
    from game.app.loop import App
    from game.storage.settings import Settings

    results: dict[str, dict[str, float]] = {}
    app = App(AppConfig(size=(1920, 1080)), headless=True, settings=Settings(auto_play=False))
    for label, size in SIZES.items():
        results[label] = _bench_size(app, size, frames)
    pygame.quit()
    return results


def _bench_size(app, size: tuple[int, int], frames: int) -> dict[str, float]:
    """Baseline, idle table and animating table at one window size."""
    import pygame

    from game.engine import Card, Game
    from game.scenes.tabletop.scene import TableScene
    from game.view.card_sprites import CardSprites
    from game.view.layout import compute_layout
    from game.view.table_painter import TablePainter

    app.scenes.clear()
    app.resize(size)
    game = Game.new(12345)
    scene = TableScene(app, game, deal_animation=False)
    app.push(scene)
    screen = app.screen

    # Baseline: a background and 110 card sprites, blitted and flipped (the table's own felt and card size).
    layout = compute_layout(size, large=app.settings.large_cards, lengths=tuple(map(len, game.position.columns)))
    background = TablePainter.for_layout(layout, app.settings.four_colour, None).background
    sprites = CardSprites(layout.card_w)
    cards = ([sprites.face(Card(rank, suit)) for suit in range(4) for rank in range(1, 14)] * 3)[:110]
    step_x = max(1, (size[0] - sprites.width) // 11)
    step_y = max(1, (size[1] - sprites.height) // 10)
    positions = [((i % 11) * step_x, (i // 11) * step_y) for i in range(110)]

    def baseline_frame() -> None:
        screen.blit(background, (0, 0))
        for sprite, pos in zip(cards, positions, strict=True):
            screen.blit(sprite, pos)
        pygame.display.flip()

    def table_frame() -> None:
        app.frame(FRAME)

    def still_frame() -> None:
        # A still table draws nothing by itself; measured here is the whole redraw an expose,
        # a hover or a tap asks of it.
        app.frame(FRAME, draw=False)
        app.draw()

    def animating_frame() -> None:
        keep_cards_flying(scene)
        table_frame()

    baseline = _measure(baseline_frame, frames)
    idle = _measure(still_frame, frames)
    animating = _measure(animating_frame, frames)
    row: dict[str, float] = {"baseline_median": statistics.median(baseline), "baseline_p99": _percentile(baseline, 0.99)}
    for name, times in (("idle", idle), ("animating", animating)):
        row[f"{name}_median"] = statistics.median(times)
        row[f"{name}_p99"] = _percentile(times, 0.99)
    row["median_ratio"] = max(row["idle_median"], row["animating_median"]) / row["baseline_median"]
    row["p99_ratio"] = max(row["idle_p99"], row["animating_p99"]) / row["baseline_p99"]
    return row


def run_with_worker(frames: int = 1200) -> dict[str, float]:
    """1080p table frames (idle and animating, as in the table bench) without and with the solver
    worker searching (see the module docstring)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from game.advisor.link import SolverLink
    from game.advisor.worker import SOLVE, SolverWorker
    from game.app.config import AppConfig
    from game.app.loop import App
    from game.engine import Game, deal
    from game.scenes.tabletop.scene import TableScene
    from game.storage.settings import Settings

    app = App(AppConfig(size=SIZES["1080p"]), headless=True, settings=Settings(auto_play=False))
    scene = TableScene(app, Game.new(12345), deal_animation=False)
    app.push(scene)
    worker = SolverWorker()
    link = SolverLink(worker_factory=lambda: worker)
    # Classic deals, mostly hard or unsolvable: long searches (dealt now, not inside a measured frame).
    hard = [deal(number) for number in range(10_000, 10_040)]
    keep_busy = [False]
    submitted = [0]

    def table_frame() -> None:
        if keep_busy[0] and not link.worker.busy:
            submitted[0] += 1
            link.worker.submit(SOLVE, hard[submitted[0] % len(hard)], token=10**9 + submitted[0], seconds=60)
        app.frame(FRAME)

    def animating_frame() -> None:
        keep_cards_flying(scene)
        table_frame()

    def both() -> list[float]:
        share = frames // (2 * ROUNDS)
        return _measure(table_frame, share) + _measure(animating_frame, share)

    idle: list[float] = []
    busy: list[float] = []
    searching = True
    try:
        scene.attach_solver(link)
        keep_busy[0] = True
        table_frame()
        deadline = time.monotonic() + 20
        while worker.process_id is None:
            if time.monotonic() > deadline:
                break
            time.sleep(0.05)
        time.sleep(1.0)                           # the process has imported the solver
        # Alternate rounds, so that whatever else the machine does falls on both sides alike.
        for _ in range(ROUNDS):
            keep_busy[0] = False                  # idle: the worker has nothing to do …
            link.worker.forget(link.token + 10**8)
            while link.worker.busy:
                time.sleep(0.01)
            idle += both()
            keep_busy[0] = True                   # … busy: jobs after every move, as in the game,
                                                  # and a long search always running beside them
            table_frame()
            time.sleep(0.3)
            busy += both()
            searching = searching and link.worker.busy
    finally:
        link.close()
        pygame.quit()
    result = {"idle_median": statistics.median(idle), "idle_p99": _percentile(idle, 0.99),
              "busy_median": statistics.median(busy), "busy_p99": _percentile(busy, 0.99),
              "searching": float(searching)}
    result["ratio"] = result["busy_p99"] / result["idle_p99"]
    return result


def _median_ms(action, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def run_faces(repeats: int = 7) -> dict[str, dict[str, float]]:
    """Face-building and first-frame times per window size and card size (see the docstring)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from game.app.config import AppConfig
    from game.app.loop import App
    from game.engine import Card, Game
    from game.scenes.tabletop.scene import TableScene
    from game.storage.settings import Settings
    from game.view import suits
    from game.view.card_sprites import CardSprites
    from game.view.layout import compute_layout

    deck = [Card(rank, suit) for suit in range(4) for rank in range(1, 14)]
    courts = [card for card in deck if card.rank > 10]
    results: dict[str, dict[str, float]] = {}
    app = App(AppConfig(size=SIZES["1080p"]), headless=True, settings=Settings(auto_play=False))
    for label, size in SIZES.items():
        for large in (False, True):
            width = compute_layout(size, large=large).card_w

            def build(cards: list[Card], back: bool, width: int = width) -> None:
                suits._cache.clear()
                sprites = CardSprites(width)
                for card in cards:
                    sprites.face(card)
                if back:
                    sprites.back()

            def first_frame(size: tuple[int, int] = size) -> None:
                suits._cache.clear()
                app.scenes.clear()
                app.resize(size)
                app.push(TableScene(app, Game.new(12345), deal_animation=False))
                app.draw()

            app.settings = app.settings.with_changes(large_cards=large)
            results[f"{label}{' large' if large else ''}"] = {
                "width": width,
                "faces": _median_ms(lambda: build(deck, True), repeats),
                "court": _median_ms(lambda: build(courts, False), repeats),
                "first_frame": _median_ms(first_frame, repeats),
            }
    pygame.quit()
    return results


def _faces_report(results: dict[str, dict[str, float]]) -> None:
    for label, row in results.items():
        print(f"{label}: card width {row['width']:.0f} px | 52 faces + back {row['faces']:.1f} ms | "
              f"12 court faces {row['court']:.1f} ms | first frame {row['first_frame']:.1f} ms")
    worst = {label: {key: max(row[key] for name, row in results.items() if name.split()[0] == label)
                     for key in ("faces", "court", "first_frame")} for label in SIZES}
    print(f"bench: faces-ms-1080p {worst['1080p']['faces']:.1f} court-ms-1080p {worst['1080p']['court']:.1f} "
          f"first-frame-ms-1080p {worst['1080p']['first_frame']:.1f} faces-ms-4k {worst['4k']['faces']:.1f} "
          f"court-ms-4k {worst['4k']['court']:.1f} first-frame-ms-4k {worst['4k']['first_frame']:.1f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Table frame-time benchmark (headless).")
    parser.add_argument("--frames", type=int, default=None, help="frames measured per scenario")
    parser.add_argument("--with-worker", action="store_true",
                        help="also measure the 1080p table while the background solver searches")
    parser.add_argument("--faces", action="store_true",
                        help="measure drawing the card faces and the first frame instead")
    parser.add_argument("--repeats", type=int, default=7, help="--faces: fresh builds per figure (the median is shown)")
    args = parser.parse_args(argv)
    if args.faces:
        _faces_report(run_faces(max(1, args.repeats)))
        return 0
    if args.with_worker:
        w = run_with_worker(args.frames or 1200)
        print(f"1080p idle: median {w['idle_median'] * 1000:.2f} ms p99 {w['idle_p99'] * 1000:.2f} ms | "
              f"worker busy: median {w['busy_median'] * 1000:.2f} ms p99 {w['busy_p99'] * 1000:.2f} ms"
              f"{'' if w['searching'] else ' (the worker finished early!)'}")
        print(f"bench: worker-p99-ratio {w['ratio']:.2f}")
        return 0
    results = run(args.frames or 300)
    for label, row in results.items():
        ms = {k: v * 1000 for k, v in row.items() if not k.endswith("ratio")}
        print(f"{label}: baseline median {ms['baseline_median']:.2f} ms p99 {ms['baseline_p99']:.2f} ms | "
              f"idle median {ms['idle_median']:.2f} ms p99 {ms['idle_p99']:.2f} ms | "
              f"animating median {ms['animating_median']:.2f} ms p99 {ms['animating_p99']:.2f} ms | "
              f"ratio median {row['median_ratio']:.2f} p99 {row['p99_ratio']:.2f}")
    r = results
    print(f"bench: median-ratio-1080p {r['1080p']['median_ratio']:.2f} p99-ratio-1080p {r['1080p']['p99_ratio']:.2f} "
          f"median-ratio-4k {r['4k']['median_ratio']:.2f} p99-ratio-4k {r['4k']['p99_ratio']:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
