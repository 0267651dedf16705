"""An option is a descriptor of the table (`game.storage.settings.OPTIONS`), never a name to compare.

Outside the settings module and its descriptors (`game/storage/settings.py`,
`game/storage/option_fields.py`) no code of the game or its tools compares a value with an
option's name (``name == "fullscreen"``, ``in ("felt", "card_back")``, ``case "speech":``),
reads an option by a name it holds (``getattr(settings, name)``), or changes options from a dict
of names (``with_changes(**{name: value})``): it asks the descriptor (``option.applied_by``,
``option.needs``, ``option.wording``), so a new option is one field and not a hunt through the
program. (Naming an option the code means, ``settings.sound`` or ``with_changes(sound=False)``,
is typed and stays.)
"""

from __future__ import annotations

import ast
from pathlib import Path

from game.storage.settings import OPTIONS

ROOT = Path(__file__).resolve().parents[1]
OWNERS = {ROOT / "game" / "storage" / "settings.py", ROOT / "game" / "storage" / "option_fields.py"}
CHECKED = [p for folder in ("game", "tools") for p in sorted((ROOT / folder).rglob("*.py")) if p not in OWNERS]


def _names_an_option(node: ast.AST) -> bool:
    if isinstance(node, ast.Constant):
        return node.value in OPTIONS.names
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return any(_names_an_option(e) for e in node.elts)
    return False


def _is_settings(node: ast.AST) -> bool:
    """``settings``, ``self.settings``, ``app.settings`` …: something that holds the options."""
    return ast.unparse(node).split(".")[-1].endswith("settings")


def option_names_used(path: Path) -> list[str]:
    """Each place in one file that compares with an option's name or reads or changes options by one."""
    name = path.relative_to(ROOT) if ROOT in path.parents else path.name
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Compare) and any(_names_an_option(side) for side in (node.left, *node.comparators)):
            found.append(f"{name}:{node.lineno} (compares with an option's name)")
        elif isinstance(node, ast.MatchValue) and _names_an_option(node.value):
            found.append(f"{name}:{node.lineno} (a case of an option's name)")
        elif isinstance(node, ast.Call):
            callee = ast.unparse(node.func)
            if callee == "getattr" and node.args and _is_settings(node.args[0]):
                found.append(f"{name}:{node.lineno} (getattr on the settings)")
            if callee.split(".")[-1] in ("with_changes", "replace") and any(k.arg is None for k in node.keywords):
                found.append(f"{name}:{node.lineno} (options changed from a dict of names)")
    return found


def test_no_code_outside_the_settings_compares_or_reads_an_option_by_name():
    assert len(CHECKED) > 100
    found = [hit for path in CHECKED for hit in option_names_used(path)]
    assert found == []


def test_the_check_sees_what_it_forbids(tmp_path):
    """The check above must fail on each form it forbids (a check that cannot fail proves nothing)."""
    forms = ['if name == "fullscreen": pass', 'ok = key in ("felt", "card_back")', '"speech" != option.name',
             'match name:\n    case "sound":\n        pass', "value = getattr(app.settings, name)",
             'value = getattr(self._app.settings, "auto_play")', "s = settings.with_changes(**{name: value})",
             "s = replace(settings, **changes)"]
    for i, form in enumerate(forms):
        path = tmp_path / f"probe_{i}.py"
        path.write_text(form + "\n", encoding="utf-8")
        assert option_names_used(path), form
    fine = ["s = settings.with_changes(sound=False)", "on = settings.sound", 'option = OPTIONS.named("sound")',
            "if option.applied_by is AppliedBy.SOUND: pass", 'if kind == "grade": pass']
    path = tmp_path / "fine.py"
    path.write_text("\n".join(fine) + "\n", encoding="utf-8")
    assert option_names_used(path) == []
