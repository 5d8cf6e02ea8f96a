"""The shape of sab's own code: layering by import-linter, and functions a reader can hold."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

from conftest import PROJECT

SAB = PROJECT / "src" / "sab"
# Where the protocol lives: every phase and every runner method reads in one screen.
SHORT_FUNCTION_PACKAGES = (SAB / "selfcheck", SAB / "runners", SAB / "grade.py")
MAX_FUNCTION_LINES = 60


def long_functions(path: Path) -> list[tuple[str, int, int]]:
    """(name, line, length) of each function of `path` longer than MAX_FUNCTION_LINES, its
    decorators included."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            first = min([node.lineno, *(decorator.lineno for decorator in node.decorator_list)])
            length = node.end_lineno - first + 1
            if length > MAX_FUNCTION_LINES:
                found.append((node.name, node.lineno, length))
    return found


def test_no_function_of_the_protocol_packages_is_over_60_lines() -> None:
    files = [path for root in SHORT_FUNCTION_PACKAGES for path in ([root] if root.is_file() else sorted(root.rglob("*.py")))]
    assert len(files) > 10
    long = [f"{path.relative_to(PROJECT)}:{line} {name} ({length} lines)"
            for path in files for name, line, length in long_functions(path)]
    assert long == [], "split these into named steps:\n" + "\n".join(long)


def test_the_count_includes_decorators_and_nested_functions(tmp_path: Path) -> None:
    body = "\n".join(f"    x{n} = {n}" for n in range(MAX_FUNCTION_LINES - 2))
    path = tmp_path / "shapes.py"
    path.write_text(f"def fits():\n{body}\n    return 0\n\n\n"  # exactly 60 lines
                    f"@staticmethod\ndef decorated():\n{body}\n    return 0\n\n\n"  # 61 with its decorator
                    f"def outer():\n    def inner():\n    {body.replace(chr(10), chr(10) + '    ')}\n        return 0\n"
                    f"        return 1\n    return inner\n")
    assert [(name, length) for name, _line, length in long_functions(path)] == [
        ("decorated", 61), ("outer", 63), ("inner", 61)]


def test_import_layering_holds() -> None:
    """The contracts of [tool.importlinter] in pyproject.toml: the CLI on top, the runners over
    grading, the models at the bottom, and no import cycle anywhere in sab."""
    lint_imports = Path(sys.executable).parent / "lint-imports"
    assert lint_imports.is_file(), "import-linter is a test dependency: pip install -e '.[test]'"
    done = subprocess.run([str(lint_imports), "--no-cache"], cwd=PROJECT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert "0 broken" in done.stdout
