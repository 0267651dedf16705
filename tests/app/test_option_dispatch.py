"""The options route applies a change as the option's descriptor says (`AppliedBy`), with one case
for each way and none keyed on an option's name. mypy proves the ``match`` exhaustive (its last
case hands what is left to `assert_never`, which takes nothing); this test sees that it stays so even
where mypy is not run, and that the last case is that guard."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.app.routes import options_route
from game.engine.exhaustive import assert_never
from game.storage.option_fields import AppliedBy

SOURCE = Path(options_route.__file__)


def applied_cases(source: str) -> tuple[list[str], str]:
    """The ``AppliedBy`` members ``OptionsRoute.set_option``'s match names, and what its last case calls."""
    module = ast.parse(source)
    method = next(node for node in ast.walk(module)
                  if isinstance(node, ast.FunctionDef) and node.name == "set_option")
    (match,) = [node for node in ast.walk(method) if isinstance(node, ast.Match)]
    assert ast.unparse(match.subject) == "option.applied_by"
    named = [ast.unparse(case.pattern.value).removeprefix("AppliedBy.") for case in match.cases
             if isinstance(case.pattern, ast.MatchValue)]
    last = match.cases[-1]
    guard = ast.unparse(last.body[0]) if isinstance(last.pattern, ast.MatchAs) and last.pattern.name is None else ""
    return named, guard


def test_every_way_of_applying_has_its_case_and_the_rest_is_the_guard():
    named, guard = applied_cases(SOURCE.read_text(encoding="utf-8"))
    assert sorted(named) == sorted(how.name for how in AppliedBy)
    assert guard == "assert_never(option.applied_by)"
    with pytest.raises(AssertionError):
        assert_never(AppliedBy.LIVE)   # type: ignore[arg-type]


def test_the_check_sees_a_missing_case():
    source = SOURCE.read_text(encoding="utf-8")
    cut = source.replace("            case AppliedBy.AID:\n", "            case AppliedBy.LIVE if False:\n")
    assert cut != source
    named, _ = applied_cases(cut)
    assert sorted(named) != sorted(how.name for how in AppliedBy)
