"""A variant is a value of the engine (`game.engine.Variant`), never a string to compare.

Outside `game/engine/` no code compares a variant with a name or a constant
(``variant == RELAXED``, ``== "classic"``, ``in ("relaxed", ...)``) nor asks a ``relaxed``
flag: it asks the Variant's fields (``variant.runs``, ``variant.redeals``, ``variant.columns``),
so a new variant is one more constant in the engine and not a hunt through the program.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.engine import CLASSIC, RELAXED, VARIANT_NAMES, VARIANTS, UnknownVariant, Variant, deal

ROOT = Path(__file__).resolve().parents[1]
CHECKED = [p for folder in ("game", "solver", "tools") for p in sorted((ROOT / folder).rglob("*.py"))
           if (ROOT / "game" / "engine") not in p.parents]
CONSTANTS = {"CLASSIC", "RELAXED"}


def _names_a_variant(node: ast.AST) -> bool:
    if isinstance(node, ast.Constant):
        return node.value in VARIANT_NAMES
    if isinstance(node, ast.Name):
        return node.id in CONSTANTS
    if isinstance(node, ast.Attribute):
        return node.attr in CONSTANTS
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return any(_names_a_variant(e) for e in node.elts)
    return False


def variant_comparisons(path: Path) -> list[str]:
    """Comparisons with a variant's name or constant, and reads of a ``relaxed`` flag, in one file."""
    name = path.relative_to(ROOT) if ROOT in path.parents else path.name
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Compare) and any(_names_a_variant(side) for side in (node.left, *node.comparators)):
            found.append(f"{name}:{node.lineno}")
        if isinstance(node, ast.Attribute) and node.attr == "relaxed" and isinstance(node.ctx, ast.Load):
            found.append(f"{name}:{node.lineno} (.relaxed)")
    return found


def test_no_code_outside_the_engine_compares_a_variant_with_a_name():
    assert len(CHECKED) > 100
    found = [hit for path in CHECKED for hit in variant_comparisons(path)]
    assert found == []


def test_the_check_sees_what_it_forbids(tmp_path):
    """The check above must fail on each form it forbids (a check that cannot fail proves nothing)."""
    forms = ['if variant == "relaxed": pass', "if v != RELAXED: pass", "ok = game.variant in (CLASSIC, RELAXED)",
             "x = engine.RELAXED == v", "if position.relaxed: pass"]
    for i, form in enumerate(forms):
        path = tmp_path / f"probe_{i}.py"
        path.write_text(form + "\n", encoding="utf-8")
        assert variant_comparisons(path), form
    assert not variant_comparisons(Path(__file__).with_name("__init__.py"))


def test_a_variant_is_read_by_name_and_prints_as_it():
    assert VARIANTS == (CLASSIC, RELAXED)
    assert [Variant.named(name) for name in VARIANT_NAMES] == list(VARIANTS)
    assert Variant.named(" Relaxed ") is RELAXED and Variant.named(CLASSIC) is CLASSIC
    assert f"{CLASSIC}" == "classic" and str(RELAXED) == "relaxed"
    with pytest.raises(UnknownVariant, match="unknown variant 'lucas' \\(use classic or relaxed\\)"):
        Variant.named("lucas")


def test_the_deal_follows_the_variants_fields():
    """Ten columns of four and 64 talon cards in both variants, the foundations empty."""
    for variant in VARIANTS:
        position = deal(1, variant)
        assert position.variant is variant
        assert [len(c) for c in position.columns] == [variant.rows] * variant.columns
        assert len(position.talon) == 104 - variant.columns * variant.rows
        assert position.foundations == [variant.foundation_start] * 8
    assert deal(1, CLASSIC).columns == deal(1, RELAXED).columns
