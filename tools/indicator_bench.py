"""How soon the winnability indicator (B1) leaves "unbekannt" after the first move:
``python -m tools.indicator_bench``.

Why this way: the indicator is only as good as what the game asks its background solver, so
the benchmark drives the real `SolverLink` and its real `SolverWorker` process, as the table
does — `new_deal`, the first move pushed on the engine (safe auto-play on, the default),
`changed`, then `poll` once per 60 Hz frame — and stops the clock when `winnability` is no
longer UNKNOWN, or after ``--limit`` seconds of wall time. One worker serves all deals, as in
a session; it is started before the first deal (in the game it starts with the first deal).

Which first move (``--move``):

- ``off-line`` (default): the move a player picks without help — the heuristic hint's move
  (`best_move`) — unless that is the shipped solution's first move; then the next best of
  the heuristic's ranking. So every position is *off* the shipped line and the solver must
  search: the case of a player who does not ask for a hint.
- ``hint``: the hint's move (on a catalogued deal: the shipped line's first move, known
  winnable at once);
- ``heuristic``: `best_move`, whether or not it is on the shipped line.

One line per deal (its first move, the seconds until the indicator changed or "> LIMIT",
what it says, and whether the position lay on a known line or had to be searched), then

    indicator: N deals, K left "unbekannt" within LIMIT s (P %), median T s; S searched, F of them answered; move M, searches B s

``--after-mistake``: the position one move off the shipped line a third of the way along it
(the line followed with safe auto-play, then the best-ranked move that leaves every known
line; where the line's move is the only legal one, a move further on), as a player who was winning meets it after one mistake. Each is watched for LIMIT
seconds through `game.advisor.live.live_state`, what the HUD shows: settled (winnable or
lost), undecided with the notice naming the move that left the line (and "Zurück zu
gewinnbar" at hand), or a bare undecided with no such notice. The last line:

    indicator: after-mistake classic 50 positions: settled 62 % within 10 s, undecided-with-notice 38 %, bare-unknown 0 %
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

from game.engine import Variant

FRAME = 1 / 60


def catalogue_numbers(variant: Variant, count: int) -> list[str]:
    """The first ``count`` numbers of the shipped catalogue ``assets/deals/<variant>.txt``."""
    from game.content import shipped_catalogue

    return [str(entry.number) for entry in shipped_catalogue(variant)][:count]


def _ranked_moves(position) -> list:
    """The heuristic hint's move first, then every other legal play by the arrow's target score,
    then the talon (what a player without help would consider, best first)."""
    from game.advisor.best_target import best_move, target_score
    from game.engine import Move, MoveKind, legal_moves

    moves = legal_moves(position)
    plays = [m for m in moves if m.kind == MoveKind.PLAY]
    plays.sort(key=lambda m: -target_score(position, m.src, m.count, m.dst))
    first = best_move(position)
    ranked = ([first] if first is not None else []) + [m for m in plays if m != first]
    ranked += [m for m in (Move.turn(), Move.redeal()) if m in moves and m not in ranked]
    return ranked


def first_move(link, game, how: str):
    """The first move of the deal on ``link``'s table, picked as ``how`` says (module docstring)."""
    if how == "hint":
        line_move = link.next_move(game.position)
        return line_move if line_move is not None else _ranked_moves(game.position)[0]
    ranked = _ranked_moves(game.position)
    if how == "heuristic":
        return ranked[0]
    line_move = link.next_move(game.position)
    # Only the line's move is legal (a single talon turn): there is nothing else to play.
    return next((m for m in ranked if m != line_move), ranked[0])


def wait_for_worker(link, seconds: float = 60.0) -> None:
    """Start the worker's process and wait until it answers (a session's worker is warm)."""
    from game.advisor.worker import SOLVE
    from game.engine import Game

    link.worker.submit(SOLVE, Game.new(1).position, -1, 0.05)
    deadline = time.monotonic() + seconds
    while link.worker.busy and time.monotonic() < deadline:
        time.sleep(0.05)
    link.worker.poll()


def measure(link, number: str, variant: Variant, how: str, limit: float) -> tuple[str, bool, float | None, str]:
    """(first move, whether its position lies on a known line, seconds until the indicator left
    UNKNOWN or None, what it says then)."""
    from game.advisor.link import UNKNOWN
    from game.engine import Game

    game = Game.new(number, variant)
    link.new_deal(game)        # a catalogued deal: its shipped solution is learnt here
    move = first_move(link, game, how)
    game.push(move, auto_play=True)
    start = time.monotonic()
    link.changed(game)
    on_line = link.line_for(game.position) is not None
    while True:
        link.poll()
        state = link.winnability(game.position)
        elapsed = time.monotonic() - start
        if state != UNKNOWN:
            return str(move), on_line, elapsed, str(state)
        if elapsed >= limit:
            return str(move), on_line, None, str(state)
        time.sleep(FRAME)


def after_mistake(link, number: str, variant: Variant, limit: float) -> tuple[str, str, float | None] | None:
    """(where and which mistake, the category, seconds until settled or None) for deal ``number``;
    None when it has no shipped line to leave."""
    from game.advisor.live import Live, live_state
    from game.engine import Game

    game = Game.new(number, variant)
    link.new_deal(game)
    line = link.line_for(game.position)
    if not line:
        return None
    for _ in range(len(line) // 3):
        game.push(link.next_move(game.position), auto_play=True)
    mistake = None
    while mistake is None and not game.is_won():   # where only the line's move is legal, one further
        on_line = link.next_move(game.position)
        for move in _ranked_moves(game.position):
            if move == on_line:
                continue
            game.push(move, auto_play=True)
            if link.line_for(game.position) is None:
                mistake = move
                break
            game.pop()
        if mistake is None:
            game.push(on_line, auto_play=True)
    if mistake is None:
        return None
    start = time.monotonic()
    link.changed(game)
    where = f"move {game.moves} {mistake}"
    while True:
        link.poll()
        elapsed = time.monotonic() - start
        live = live_state(link, game, elapsed)
        if live.settled:
            return where, f"settled {live.kind}", elapsed
        if elapsed >= limit:
            return where, "undecided-with-notice" if live.kind == Live.LEFT_LINE else "bare-unknown", None
        time.sleep(FRAME)


def run_after_mistake(link, numbers: list[str], variant: Variant, limit: float) -> None:
    """One line per position, then the shares (module docstring)."""
    counts = {"settled": 0, "undecided-with-notice": 0, "bare-unknown": 0}
    total = 0
    for number in numbers:
        result = after_mistake(link, number, variant, limit)
        if result is None:
            print(f"{variant} {number:>6}  no shipped line, or no move off it: skipped", flush=True)
            continue
        where, category, seconds = result
        shown = f"{seconds:6.2f} s" if seconds is not None else f"> {limit:g} s".rjust(8)
        print(f"{variant} {number:>6}  {where:<16} {shown}  {category}", flush=True)
        counts[category.split()[0]] += 1
        total += 1
    share = {key: round(100 * value / total) if total else 0 for key, value in counts.items()}
    print(f"indicator: after-mistake {variant} {total} positions: settled {share['settled']} % within {limit:g} s, "
          f"undecided-with-notice {share['undecided-with-notice']} %, bare-unknown {share['bare-unknown']} %")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Time until the winnability indicator leaves 'unbekannt' "
                                                 "after the first move (real solver worker).")
    parser.add_argument("--variant", default="classic", choices=("classic", "relaxed"))
    parser.add_argument("--count", type=int, default=50, help="first COUNT catalogue deals")
    parser.add_argument("--games", default=None, metavar="N,N,…",
                        help="these game numbers instead (e.g. 617, not catalogued: no shipped line)")
    parser.add_argument("--limit", type=float, default=10.0, help="seconds of wall time per deal")
    parser.add_argument("--move", default="off-line", choices=("off-line", "hint", "heuristic"))
    parser.add_argument("--after-mistake", action="store_true",
                        help="one move off the shipped line a third of the way along it (see the module docstring)")
    parser.add_argument("--idle-budgets", default=None, metavar="S,S,…",
                        help="the searches after the quick one, in seconds (default: the game's "
                             "IDLE_SOLVE_SECONDS; '4' is the older, shorter schedule)")
    args = parser.parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if args.count < 1 or args.limit <= 0:
        print("indicator_bench: --count and --limit must be positive", file=sys.stderr)
        return 2
    if args.games is not None:
        from game.engine import GameNumberError, parse_game_number

        try:
            args.games = ",".join(str(parse_game_number(n.strip())) for n in args.games.split(","))
        except GameNumberError as error:
            print(f"indicator_bench: --games: {error}", file=sys.stderr)
            return 2
    budgets = None
    if args.idle_budgets is not None:
        try:
            budgets = tuple(float(b) for b in args.idle_budgets.split(","))
        except ValueError:
            budgets = ()
        if not budgets or min(budgets) <= 0:
            print("indicator_bench: --idle-budgets takes positive seconds, e.g. 1,2,4", file=sys.stderr)
            return 2

    from game.advisor.link import IDLE_SOLVE_SECONDS, QUICK_SOLVE_SECONDS, SolverLink
    from game.advisor.solutions import SolutionBook

    variant = Variant.named(args.variant)
    link = SolverLink(auto_play=lambda: True, idle_budgets=budgets or IDLE_SOLVE_SECONDS, book=SolutionBook())
    try:
        wait_for_worker(link)
        if args.after_mistake:
            numbers = args.games.split(",") if args.games else catalogue_numbers(variant, args.count)
            run_after_mistake(link, numbers, variant, args.limit)
            return 0
        times: list[float] = []
        searched = found = 0
        numbers = args.games.split(",") if args.games else catalogue_numbers(variant, args.count)
        for number in numbers:
            move, on_line, seconds, state = measure(link, number, variant, args.move, args.limit)
            shown = f"{seconds:6.2f} s" if seconds is not None else f"> {args.limit:g} s".rjust(8)
            source = "on the shipped line" if on_line else "searched"
            print(f"{variant} {number:>6}  first move {move:<6} {shown}  {state:<8} {source}", flush=True)
            if seconds is not None:
                times.append(seconds)
            if not on_line:
                searched += 1
                found += seconds is not None
    finally:
        link.close()
    share = 100 * len(times) / len(numbers)
    median = f"{statistics.median(times):.2f} s" if times else "-"
    print(f'indicator: {len(numbers)} deals, {len(times)} left "unbekannt" within {args.limit:g} s '
          f"({share:.0f} %), median {median}; {searched} searched, {found} of them answered; move {args.move}, "
          f"searches {','.join(f'{b:g}' for b in (QUICK_SOLVE_SECONDS, *link.jobs.idle_budgets))} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
