"""No bare fixed sleeps in the tests (issue 40): a test waits for what it waits for.

A sleep is bare when no loop around it tests a condition: a ``time.sleep`` (or an
``asyncio.sleep``, or ``threading.Event().wait(n)`` on an event nobody sets) outside any loop,
or in a loop that neither tests a condition (``while <condition>``) nor leaves on one (a
``break``, ``return``, ``raise`` or ``assert`` in its body). A bare sleep guesses how long
something takes, and on a loaded machine (CI: two shared cores) the guess is wrong. Wait with
``tests.support.waits`` (a bounded poll that names what it waits for), or move the product's
own clock through its own means (a shorter setting, a ``now=``, a boundary stored in Redis).

The few left are below with their reason: each lets real time pass that nothing can stand in
for, or is the delay a test injects rather than a wait. A new one fails this test; one fixed
must leave the list.
"""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TESTS = ROOT / "tests"

# (file, the function the sleep is in) -> why it may stay
ALLOWED = {
    ("tests/support/model_reader.py", "do_POST"):
        "the stand-in model's own answer time (its latency, as the simulators have theirs): "
        "the delay is what the reader's timeout and the bench measure",
    ("tests/steps/test_ticket_late_write.py",
     "test_a_write_landing_in_the_stamps_own_second_is_not_posted_again"):
        "the agent's update must land just before the proxy releases the held PUT (a moment "
        "of real time the proxy keeps, with no event before it)",
    ("tests/bench/profile_hot_path.py", "profile"):
        "a benchmark, not a test: py-spy attaches to the real processes before the load",
    ("tests/bench/tracing.py", "run"):
        "a benchmark, not a test: the webs' batch processors export on their own schedule "
        "(as shipped); what they export after the last round is counted with it",
    ("tests/chaos/test_chaos.py",
     "test_no_duplicate_and_no_lie_under_generated_fault_schedules"):
        "after every proxy is idle, a job a real worker process holds past a fault runs before "
        "the final check; no one record marks that every such job ran",
    ("tests/connectors/test_stripe_budget.py", "sleep"):
        "the product's own wait, handed in to be recorded: it sleeps what the budget says",
    ("tests/connectors/test_stripe_budget.py", "process"):
        "the delay under test: a request's travel and answer time, drawn at random",
    ("tests/processes/test_ticket_workers.py",
     "test_resume_url_gets_one_signed_delivery_on_the_third_try"):
        "a quiet second: a real worker process sends no fourth delivery (an absence has no "
        "event to wait for)",
    ("tests/processes/test_worker_recovery.py",
     "test_a_dead_schedulers_lock_is_taken_over_in_seconds"):
        "what is proved is that RQ's scheduler lock outlives STALE_S in real time, renewed "
        "by the real worker processes",
    ("tests/sandbox/test_chaos_proxy.py",
     "test_an_idle_upstream_connection_is_replaced_not_reused"):
        "the chaos proxy's own idle clock (0.3 s, its option): nothing shows it before the "
        "next request",
    ("tests/sandbox/test_stripe_rate_limit.py",
     "test_past_the_limit_a_key_gets_stripes_429_and_nothing_is_processed"):
        "the simulator's rate window is a second of real time, measured by its own process "
        "(not its advanceable clock, on purpose)",
    ("tests/steps/test_ticket_settles.py",
     "test_an_update_of_a_missing_ticket_fails_on_its_one_run"):
        "a quiet second: the real worker process takes nothing more for the entry (an "
        "absence has no event to wait for)",
    ("tests/support/judgment_guard.py", "do_POST"):
        "the delay under test: the stand-in judge answers slowly when a test sets delay_s",
    ("tests/chaos/proxy/__main__.py", "exchange"):
        "the delay under test: the chaos proxy's latency fault",
}

SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)
LOOPS = (ast.While, ast.For, ast.AsyncFor)
EXITS = (ast.Break, ast.Return, ast.Raise, ast.Assert)


def is_sleep(call: ast.Call) -> bool:
    """``time.sleep(...)``, ``asyncio.sleep(...)`` or ``<...>.Event().wait(...)``."""
    func = call.func
    if not isinstance(func, ast.Attribute):
        return False
    if func.attr == "sleep" and isinstance(func.value, ast.Name):
        return func.value.id in ("time", "asyncio")
    return func.attr == "wait" and bool(call.args) and isinstance(func.value, ast.Call) \
        and isinstance(func.value.func, (ast.Attribute, ast.Name)) \
        and getattr(func.value.func, "attr", getattr(func.value.func, "id", "")) == "Event"


def leaves_on_a_condition(loop: ast.AST) -> bool:
    """The loop tests a condition, or its body (not a nested function's) can leave it."""
    if isinstance(loop, ast.While) and not (isinstance(loop.test, ast.Constant)
                                            and loop.test.value):
        return True
    todo = list(loop.body)  # type: ignore[attr-defined]
    while todo:
        node = todo.pop()
        if isinstance(node, SCOPES):
            continue
        if isinstance(node, EXITS):
            return True
        if isinstance(node, LOOPS):  # its break leaves only it; a return or raise leaves all
            todo.extend(n for n in ast.walk(node) if isinstance(n, (ast.Return, ast.Raise,
                                                                    ast.Assert)))
            continue
        todo.extend(ast.iter_child_nodes(node))
    return False


def bare_sleeps(source: str) -> list[tuple[int, str, float | None]]:
    """(line, enclosing function or "<module>", seconds when a constant) of each bare sleep."""
    tree = ast.parse(source)
    parent = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    found = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and is_sleep(node)):
            continue
        up, loop, function = parent.get(node), None, "<module>"
        while up is not None:
            if loop is None and isinstance(up, LOOPS):
                loop = up
            if isinstance(up, (ast.FunctionDef, ast.AsyncFunctionDef)):
                function = up.name
                break
            up = parent.get(up)
        if loop is None or not leaves_on_a_condition(loop):
            arg = node.args[0] if node.args else None
            seconds = arg.value if isinstance(arg, ast.Constant) \
                and isinstance(arg.value, (int, float)) else None
            found.append((node.lineno, function, seconds))
    return sorted(found)


def every_bare_sleep() -> dict[tuple[str, str], list[int]]:
    found: dict[tuple[str, str], list[int]] = {}
    for path in sorted(TESTS.rglob("*.py")):
        name = str(path.relative_to(ROOT))
        for line, function, _ in bare_sleeps(path.read_text()):
            found.setdefault((name, function), []).append(line)
    return found


def test_the_finder_tells_a_poll_from_a_bare_sleep():
    source = '''
import threading, time
time.sleep(1)                                   # bare, at module level
def poll(ready):
    while not ready():
        time.sleep(0.1)                         # a poll: the loop tests a condition
    while True:
        if ready():
            break
        time.sleep(0.1)                         # a poll: the loop leaves on one
    for _ in range(3):
        time.sleep(0.1)                         # bare: nothing is tested
    threading.Event().wait(0.5)                 # bare, in disguise
    for _ in range(3):
        for _ in range(2):
            break
        time.sleep(0.1)                         # bare: the break leaves only the inner loop
'''
    assert [(line, fn) for line, fn, _ in bare_sleeps(source)] == [
        (3, "<module>"), (12, "poll"), (13, "poll"), (17, "poll")]


def test_no_bare_sleep_but_the_allowed_ones():
    found = every_bare_sleep()
    new = {f"{path} in {function}, line {lines}": lines for (path, function), lines
           in found.items() if (path, function) not in ALLOWED}
    assert new == {}, "wait with tests.support.waits for what the test waits for"
    gone = set(ALLOWED) - set(found)
    assert gone == set(), "fixed: take these off ALLOWED"
    # 14 in the suite's tests and stand-ins, 2 in the benchmarks (tests/bench: not run by make
    # test; they wait on real processes' own schedules)
    assert sum(len(lines) for lines in found.values()) <= 16
    assert all(len(why) > 40 for why in ALLOWED.values())


def counts_by_directory() -> Counter:
    """Bare sleeps per test directory (for the record; ``python -m tests.ops.test_no_...``)."""
    count: Counter = Counter()
    for path in sorted(TESTS.rglob("*.py")):
        for _, _, seconds in bare_sleeps(path.read_text()):
            key = str(path.parent.relative_to(ROOT))
            count[key, "n"] += 1
            count[key, "s"] += seconds or 0
    return count


if __name__ == "__main__":
    for (directory, what), value in sorted(counts_by_directory().items()):
        print(f"{directory:30} {what} {value:g}")
