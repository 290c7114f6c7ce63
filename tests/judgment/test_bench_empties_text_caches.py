"""The reading bench empties every cache the judgment keeps of a text before each ticket
(``tests.bench.reading.TEXT_CACHES``), so its figure is what a new ticket costs: a cache keyed
on a sentence that the bench left warm would let the bench's repeated sentences read for free.
A new cache of a text in the judgment's room must join the list."""

import ast
from pathlib import Path

import pytest

from tests.bench.reading import TEXT_CACHES

pytestmark = pytest.mark.exhaustive  # make check leaves it out (pyproject.toml's markers)

ROOT = Path(__file__).resolve().parents[2]
TEXT_NAMES = {"text", "folded", "raw", "line", "reading", "sentence", "comment"}


def _cached_of_text() -> set[str]:
    found = set()
    for path in (ROOT / "service" / "judgment").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if not isinstance(node, ast.FunctionDef) or not node.args.args:
                continue
            cached = any("cache" in ast.unparse(d) for d in node.decorator_list)
            if cached and node.args.args[0].arg in TEXT_NAMES:
                module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
                found.add(f"{module}.{node.name}")
    return found


def test_every_cache_of_a_text_is_emptied_by_the_bench():
    emptied = {f"{c.__module__}.{c.__wrapped__.__name__}" for c in TEXT_CACHES}
    found = _cached_of_text()
    assert len(found) >= 5, found  # the walk finds the caches it looks for
    assert found - emptied == set()
