"""Command line of the solver package: ``python -m solver deal --game N [--variant V]``."""

from __future__ import annotations

import argparse
import sys

from game.engine import VARIANTS, GameNumberError, deal, format_board, parse_game_number


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m solver", description="Vierzig Räuber solver tools")
    sub = parser.add_subparsers(dest="command", required=True)
    p_deal = sub.add_parser("deal", help="print the start position of a game number in the board text form")
    p_deal.add_argument("--game", required=True, help="game number, e.g. 12345 or ms123")
    p_deal.add_argument("--variant", choices=VARIANTS, default="classic")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "deal":
        try:
            number = parse_game_number(args.game)
        except GameNumberError as err:
            print(f"error: {err}", file=sys.stderr)
            return 2
        sys.stdout.write(format_board(deal(number, args.variant)))
        return 0
    return 2  # pragma: no cover - argparse enforces the choices


if __name__ == "__main__":
    sys.exit(main())
