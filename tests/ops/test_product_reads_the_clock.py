"""The product reads time through its clock (issue 40): ``Deps.clock``, the ledger's (the same
one, handed in by ``service.wiring``), so a test advances it (``tests/support/clock.py``) rather
than sleeping or moving a boundary stored in Redis.

A ``time.time()`` or ``time.monotonic()`` in ``service/``, ``connectors/`` or ``jobs/`` fails
this test unless it is listed below with its reason: the clock itself, and the few places no
``Deps`` or ledger reaches. Redis's own time (a Lua script's ``TIME``) is not ours to read and
stays as it is. One that goes must leave the list.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PRODUCT = ("service", "connectors", "jobs")
READS = {"time", "monotonic"}

# (file, the function the read is in) -> why it may stay
ALLOWED = {
    ("service/deps.py", "wall"): "the system's clock itself (SystemClock, Deps.clock's default)",
    ("service/deps.py", "monotonic"):
        "the system's clock itself (SystemClock, Deps.clock's default)",
    ("service/cli/tenant_runs.py", "since"):
        "argparse's check that --since parses, before any Deps is built; the time it computes "
        "is thrown away (the run measures its window with deps.clock)",
    ("service/events/deliveries.py", "verify"):
        "the receiver's documented check of a delivery's signature: it runs on the flow's side "
        "(our tests use it as a receiver would), against the receiver's own clock",
    ("service/steps/rules/policy_file.py", "__init__"):
        "the policy file's load time, read when the PolicyStore is built, before the Deps it "
        "goes into (a bad file stops the process before it connects); only shown, never compared",
    ("service/steps/rules/policy_file.py", "_reload"):
        "the policy file's reload time, on the store's own watcher thread, which holds no Deps; "
        "only shown, never compared",
    ("connectors/guard.py", "sign"):
        "a connector's own request: the timestamp of the signature the guard checks (connectors "
        "sit below the service and take no Deps)",
    ("connectors/guard.py", "check"):
        "a connector's own request timing (how long the guard took, recorded as measured)",
    ("connectors/reader.py", "complete"):
        "a connector's own request timing (how long the model reader took, recorded as measured)",
    ("jobs/worker.py", "__init__"):
        "RQ's worker process: when its scheduler lock was last checked, RQ's own timing",
    ("jobs/worker.py", "should_run_maintenance_tasks"):
        "RQ's worker process: its maintenance interval, RQ's own timing",
    ("jobs/worker.py", "run_maintenance_tasks"):
        "RQ's worker process: its maintenance interval, RQ's own timing",
    ("jobs/worker.py", "retry_stuck_dequeues"):
        "RQ's worker process: how long a dequeued job has sat, measured on RQ's side",
}


def reads_of_time(source: str) -> list[tuple[int, str]]:
    """(line, enclosing function or "<module>") of each ``time.time()``/``time.monotonic()``,
    or the same through ``from time import time``/``monotonic``."""
    tree = ast.parse(source)
    bare = {alias.asname or alias.name for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom) and node.module == "time"
            for alias in node.names if alias.name in READS}
    found: list[tuple[int, str]] = []

    def visit(node: ast.AST, function: str) -> None:
        for child in ast.iter_child_nodes(node):
            inner = child.name if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) \
                else function
            if isinstance(child, ast.Call) and _is_read(child.func, bare):
                found.append((child.lineno, function))
            visit(child, inner)

    visit(tree, "<module>")
    return sorted(found)


def _is_read(func: ast.expr, bare: set[str]) -> bool:
    if isinstance(func, ast.Attribute):
        return func.attr in READS and isinstance(func.value, ast.Name) \
            and func.value.id == "time"
    return isinstance(func, ast.Name) and func.id in bare


def every_read() -> dict[tuple[str, str], list[int]]:
    found: dict[tuple[str, str], list[int]] = {}
    for room in PRODUCT:
        for path in sorted((ROOT / room).rglob("*.py")):
            name = str(path.relative_to(ROOT))
            for line, function in reads_of_time(path.read_text()):
                found.setdefault((name, function), []).append(line)
    return found


def test_the_finder_sees_every_spelling():
    source = '''
import time
from time import monotonic as mono
stamp = time.time()                 # at module level
def f(clock):
    clock.wall()                    # the clock: fine
    time.sleep(1)                   # not a read of time
    return time.monotonic() - mono()
'''
    assert reads_of_time(source) == [(4, "<module>"), (8, "f"), (8, "f")]


def test_the_product_reads_time_only_through_its_clock():
    found = every_read()
    new = {f"{path} in {function}, line {lines}": lines for (path, function), lines
           in found.items() if (path, function) not in ALLOWED}
    assert new == {}, "read deps.clock (or the ledger's clock), or list it here with a reason"
    gone = set(ALLOWED) - set(found)
    assert gone == set(), "no longer read there: take these off ALLOWED"
    assert all(len(why) > 40 for why in ALLOWED.values())
