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


def test_code_lines_count_code_only():
    source = ('"""Doc\n\nmore doc."""\n\n# a comment\nx = 1\n\n\n'
              'def f():\n    """Doc."""\n    return (1,\n            2)\n')
    assert code_lines(source) == 4  # x = 1; def f():; return (1,; 2)


def test_no_product_module_is_over_400_code_lines():
    """The house's size rule (issue 40): a module past 400 lines of code (docstrings, comments
    and blank lines not counted) holds more than one topic and is split by topic, never to
    meet a number."""
    long = {str(path.relative_to(ROOT)): n for room in ("service", "connectors", "jobs")
            for path in (ROOT / room).rglob("*.py")
            if (n := code_lines(path.read_text())) > 400}
    assert long == {}, long


def product_graph():
    """Every import of the product's modules, those made inside functions and those made only
    for type checking included (grimp, import-linter's own graph)."""
    import grimp
    return grimp.build_graph("service", "connectors", "jobs", include_external_packages=False,
                             exclude_type_checking_imports=False)


def cycles(graph) -> list[list[str]]:
    """The strongly connected sets of more than one module (Tarjan's, iteratively)."""
    found, index, low, on, stack, counter = [], {}, {}, set(), [], [0]
    for root in sorted(graph.modules):
        if root in index:
            continue
        work = [(root, iter(sorted(graph.find_modules_directly_imported_by(root))))]
        index[root] = low[root] = counter[0]
        counter[0] += 1
        stack.append(root)
        on.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter[0]
                    counter[0] += 1
                    stack.append(child)
                    on.add(child)
                    work.append((child, iter(sorted(graph.find_modules_directly_imported_by(child)))))
                elif child in on:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                members = []
                while True:
                    member = stack.pop()
                    on.discard(member)
                    members.append(member)
                    if member == node:
                        break
                if len(members) > 1:
                    found.append(sorted(members))
    return found


def test_no_import_cycle():
    """No module reaches itself through imports: not at the bottom of a file, not inside a
    function, not under ``TYPE_CHECKING``."""
    assert cycles(product_graph()) == []


ROOMS = ("service.steps.refund", "service.steps.escalation", "service.steps.ticket",
         "service.steps.rules")
# service.deps names the policy store's type from its own module: the rules room's __init__
# imports its checks, which take a Deps (type checking only; no cycle either way).
THROUGH_THE_SIDE = {("service.deps", "service.steps.rules.policy_file"),
                    ("service.steps.policy", "service.steps.rules.policy_file")}


def test_rooms_are_entered_through_their_init():
    """A room of the steps is a package whose ``__init__`` says what it offers; the product
    imports that, never a module inside another room (as httpx's modules sit behind its
    ``__init__``), so a room may rearrange its inside without its callers knowing."""
    graph = product_graph()
    side = set()
    for room in ROOMS:
        for module in graph.find_children(room) | {
                m for m in graph.modules if m.startswith(room + ".")}:
            for importer in graph.find_modules_that_directly_import(module):
                if importer != room and not importer.startswith(room + "."):
                    side.add((importer, module))
    assert side == THROUGH_THE_SIDE


# A shell (the web, the MCP server, the CLI, the RQ jobs) names its modules after the noun it
# serves, the same in every layer, as rq keeps job, queue and worker (STYLE.md): the API's
# refunds, the job's refunds. Everywhere else a module's name says its room once.
SHELLS = ("service/web/", "service/mcp/", "service/cli/")
# service/steps/policy.py: the policy file's old path, kept for tests/judgment until the
# branch that rewrites them imports service.steps.rules (its docstring says so).
SAME_NAME_KEPT = {"policy.py": ["service/judgment/policy.py", "service/steps/policy.py"]}


def test_module_names_say_their_room():
    """No two modules of the service (its shells aside) share a name: ``guard.py``,
    ``policy.py``, ``pauses.py`` and ``store.py`` each meant two things before issue 40."""
    by_name: dict[str, list[str]] = {}
    for path in sorted((ROOT / "service").rglob("*.py")):
        where = str(path.relative_to(ROOT))
        if path.name != "__init__.py" and not where.startswith(SHELLS):
            by_name.setdefault(path.name, []).append(where)
    twice = {name: paths for name, paths in by_name.items() if len(paths) > 1}
    assert twice == SAME_NAME_KEPT


def test_nothing_outside_the_ledger_reaches_its_redis_client():
    """import-linter keeps ``redis`` itself out of every room but the ledger (and RQ's worker);
    this keeps the ledger's client out too: no module outside ``service/ledger`` reads an
    attribute named ``redis`` (``deps.redis`` was read in 32 modules before issue 40). A room
    hands the ledger's named functions the ``Ledger`` it was given."""
    reached = []
    for room in ("service", "connectors", "jobs"):
        for path in sorted((ROOT / room).rglob("*.py")):
            if path.is_relative_to(ROOT / "service" / "ledger"):
                continue
            for node in ast.walk(ast.parse(path.read_text())):
                if isinstance(node, ast.Attribute) and node.attr == "redis":
                    reached.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert reached == []


def test_the_service_root_holds_at_most_eight_modules():
    """The root holds what every room shares and the wiring; the rest is in packages (the
    configuration in ``service/config``, the ledger's client in ``service/ledger``): twelve
    modules sat there before issue 40."""
    root = sorted(p.name for p in (ROOT / "service").glob("*.py") if p.name != "__init__.py")
    assert len(root) <= 8, root
