"""The import rules between the rooms (``[tool.importlinter]`` in pyproject.toml), checked by
import-linter on every ``make test``: jobs above the service above the provider connectors, and
a product that never imports the sandbox or the tests."""

from __future__ import annotations

import ast
import io
import subprocess
import sys
import tokenize
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_every_import_contract_is_kept():
    lint = Path(sys.executable).parent / "lint-imports"
    done = subprocess.run([str(lint), "--no-cache"], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert " 0 broken" in done.stdout and "BROKEN" not in done.stdout, done.stdout


def code_lines(source: str) -> int:
    """Lines that hold code: not blank, not only a comment, not part of a docstring (a module's,
    a class's or a function's), so a module that explains itself is not pushed to split."""
    docstrings: set[int] = set()
    for node in ast.walk(ast.parse(source)):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) \
                and isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
            docstrings.update(range(body[0].lineno, (body[0].end_lineno or body[0].lineno) + 1))
    code: set[int] = set()
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type in (tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT,
                        tokenize.DEDENT, tokenize.ENDMARKER):
            continue
        code.update(n for n in range(tok.start[0], tok.end[0] + 1) if n not in docstrings)
    return len(code)


@pytest.mark.unit  # (pure reading of files: make check runs it, so a helper's branch meets it)
def test_code_lines_count_code_only():
    source = (
        '"""Doc\n\nmore doc."""\n\n# a comment\nx = 1\n\n\n'
        'def f():\n    """Doc."""\n    return (1,\n            2)\n'
    )
    assert code_lines(source) == 4  # x = 1; def f():; return (1,; 2)


@pytest.mark.unit
def test_no_product_module_is_over_400_code_lines():
    """The house's size rule (issue 40): a module past 400 lines of code (docstrings, comments
    and blank lines not counted) holds more than one topic and is split by topic, never to
    meet a number."""
    long = {str(path.relative_to(ROOT)): n for room in ("service", "connectors", "jobs")
            for path in (ROOT / room).rglob("*.py")
            if (n := code_lines_over(path.read_text(), 400)) > 400}
    assert long == {}, long


def code_lines_over(source: str, limit: int) -> int:
    """``code_lines(source)``, or 0 when ``source`` has no more than ``limit`` lines at all (it
    cannot have more of code): tokenizing every product module took ~2 s of a `make check`
    worker, the few past 400 lines (17 of ~390) 0.4 s."""
    return code_lines(source) if len(source.splitlines()) > limit else 0


@pytest.mark.unit
def test_a_short_module_is_never_counted_over():
    short = "x = 1\n" * 400
    assert code_lines(short) == 400 and code_lines_over(short, 400) == 0
    assert code_lines_over(short + "y = 2\n", 400) == 401 == code_lines(short + "y = 2\n")
    assert code_lines_over(short + "y = 2", 400) == 401  # a last line without its newline
