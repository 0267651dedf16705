"""The catalogue's shipped solutions (`game.advisor.solutions`): learnt with the deal, never trusted
blindly — a damaged line teaches nothing and costs nothing but the search it would have saved."""

from __future__ import annotations

from game.advisor.link import UNKNOWN, WINNABLE, SolverLink
from game.advisor.solutions import SolutionBook, load_solution_texts
from game.engine import CLASSIC, RELAXED, Game, parse_game_number
from solver import solve
from tests.harness.solver import ScriptedWorker


class _Book:
    """A stand-in for the shipped file: one line for one number."""

    def __init__(self, line):
        self._line = line

    def line(self, variant, number):
        return tuple(self._line) if number == "7" and str(variant) == "classic" else None


def _link(line):
    return SolverLink(worker_factory=ScriptedWorker, auto_play=lambda: True, book=_Book(line))


def test_a_shipped_line_makes_the_deal_winnable_without_a_search():
    game = Game.new(7, "classic")
    line = solve(game.start, 20).moves
    link = _link(line)
    link.new_deal(game, verified=True)
    assert link.winnability(game.position) == WINNABLE
    assert link.line_for(game.start) == tuple(line)
    assert link.next_move(game.position) is not None       # the hint is the line's first move
    assert not link.started                                # nothing was asked of the worker


def test_a_damaged_shipped_line_is_ignored():
    game = Game.new(7, "classic")
    good = solve(game.start, 20).moves
    for damaged in (good[:-5], ["9>9", *good], ["nonsense"], good[1:]):
        link = _link(damaged)
        link.new_deal(game)
        assert link.winnability(game.position) == UNKNOWN
        assert not link.is_verified(game)                  # not marked solvable on its word
        assert link.started                                # the search is asked instead


def test_the_shipped_file_covers_the_catalogue_and_skips_bad_rows(tmp_path, monkeypatch):
    book = SolutionBook()
    assert book.line(CLASSIC, "2") is not None
    assert book.line(CLASSIC, "1") is None                # not solvable in the catalogue
    bad = tmp_path / "deals"
    bad.mkdir()
    (bad / "classic.txt.lines").write_text("7\nx12 t t\n\n12 t w>f\n", encoding="utf-8")
    (bad / "relaxed.txt.lines").write_bytes(b"\xff\xfe\x00garbage")
    monkeypatch.setattr("game.advisor.solutions.asset_path", lambda *parts: tmp_path.joinpath(*parts))
    assert load_solution_texts(CLASSIC) == {"12": "t w>f"}
    assert load_solution_texts(RELAXED) == {}


def test_a_shipped_row_is_found_by_the_numbers_own_name_however_it_is_written(tmp_path, monkeypatch):
    shipped = load_solution_texts(RELAXED)       # the real file: every row under the name the game looks up
    assert len(shipped) > 2000
    assert all(str(parse_game_number(number)) == number for number in shipped)
    rows = "12 t\n#13 w>f\n0014 t t\nms99 t\nms40000 w>f\n99999999999999999999999 t\n"
    deals = tmp_path / "deals"
    deals.mkdir()
    (deals / "classic.txt.lines").write_text(rows, encoding="utf-8")
    monkeypatch.setattr("game.advisor.solutions.asset_path", lambda *parts: tmp_path.joinpath(*parts))
    texts = load_solution_texts(CLASSIC)
    assert dict(texts) == {"12": "t", "13": "w>f", "14": "t t", "99": "t", "ms40000": "w>f",
                           "99999999999999999999999": "t"}
