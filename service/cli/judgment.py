"""``surestep judgment``: the judgment measured before it acts (docs/JUDGMENT.md).

    surestep judgment evaluate --corpus FILE_OR_DIR [--json] [--target-false-hold 0.10]
        [--policy FILE]
        a labelled corpus (the public format, docs/JUDGMENT.md) through the judgment: the
        table by class and language, the misses with their reasons (never for a sealed
        corpus: a folder holding a file named SEALED), and the thresholds (ask_at, block_at,
        grounded_min) that would hold at most the target share of the grounded refunds.
        Reads files only: no Redis, no provider, nothing sent.
    surestep judgment evaluate --tenant T [--since 30d] [--state FILE] [--label-file FILE]
        [--json] [--policy FILE]
        the tenant's own refunds of the ledger read again at Zendesk and the provider (read
        only, through the shared budgets) and judged: the verdicts by reason, and a corpus
        file to label (``service.cli.tenant_runs``)
    surestep judgment modes [--json]
        the audit of the judgment's mode (enforce, shadow, off) as the processes loaded it
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable

from service.cli import tenant_runs
from service.deps import Deps
from service.errors import PolicyError
from service.judgment import evaluation
from service.judgment.corpus import CorpusError, load
from service.judgment.evaluation import Thresholds
from service.judgment.policy import JudgmentPolicy
from service.steps import rules


def add_parser(sub: Any, tenant_name: Callable[[str], str]) -> None:
    judgment = sub.add_parser("judgment", help="measure the judgment before it acts").\
        add_subparsers(dest="action", required=True)
    evaluate = judgment.add_parser("evaluate", help="a labelled corpus, or a tenant's own "
                                   "recent refunds, through the judgment")
    source = evaluate.add_mutually_exclusive_group(required=True)
    source.add_argument("--corpus", type=Path, metavar="FILE_OR_DIR",
                        help="a corpus file, or a folder of them (docs/JUDGMENT.md)")
    source.add_argument("--tenant", type=tenant_name, help="this tenant's own refunds of the "
                        "ledger, read again at Zendesk and the provider (read only) and judged")
    evaluate.add_argument("--since", type=tenant_runs.since,
                          metavar="30d|12h|DATE", help="with --tenant: the refunds created in "
                          "the last 30d, 12h..., or since an ISO date (default 30d)")
    evaluate.add_argument("--state", type=Path, metavar="FILE", help="with --tenant: the "
                          "checkpoint a killed run goes on from (default: next to the label "
                          "file, else surestep-judgment-<tenant>.state here)")
    evaluate.add_argument("--label-file", type=Path, metavar="FILE", help="with --tenant: "
                          "write the judged refunds with a ticket as a corpus to label (0600)")
    evaluate.add_argument("--json", action="store_true", help="print it all as one JSON object")
    evaluate.add_argument("--target-false-hold", dest="target", type=_share, default=0.10,
                          metavar="SHARE", help="the most of the grounded refunds a person "
                                                "may be asked about, 0-1 (default 0.10)")
    evaluate.add_argument("--policy", type=Path, metavar="FILE", help="judge under this "
                          "policy's [judgment] (default: --corpus the built-in thresholds, "
                          "--tenant the policy in force, SURESTEP_POLICY)")
    modes = judgment.add_parser("modes", help="the judgment mode's changes (audit)")
    modes.add_argument("--json", action="store_true")


def _share(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0 <= value <= 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a share from 0 to 1 (e.g. 0.10)")
    return value


def needs_redis(args: argparse.Namespace) -> bool:
    return bool(args.action == "modes" or getattr(args, "tenant", None))


def run(deps: Deps, args: argparse.Namespace) -> int:
    """The commands that read Redis: a tenant's refunds, the modes' trail."""
    if args.action == "evaluate":
        try:
            policy = _policy(args.policy) if args.policy else None
        except (PolicyError, OSError, ValueError) as exc:
            print(f"surestep: {exc}", file=sys.stderr)
            return 2
        return tenant_runs.evaluate(deps, args, policy)
    return modes(deps, args.json)


def evaluate(args: argparse.Namespace) -> int:
    """Print the corpus's figures (exit 0), or one line on stderr and exit 2 for a corpus or
    policy that cannot be read."""
    alone = [f"--{n.replace('_', '-')}" for n in ("since", "state", "label_file")
             if getattr(args, n, None) is not None]
    if alone:
        print(f"surestep: {', '.join(alone)} go with --tenant, not --corpus", file=sys.stderr)
        return 2
    try:
        policy = _policy(args.policy)
        found = load(args.corpus)
    except (CorpusError, PolicyError, OSError, ValueError) as exc:
        print(f"surestep: {exc}", file=sys.stderr)
        return 2
    if not found:
        print(f"surestep: {args.corpus}: no case in it", file=sys.stderr)
        return 2
    results = evaluation.run(found, policy)
    figures = evaluation.figures(results)
    best, _ = evaluation.sweep(results, args.target, policy)
    now = evaluation.at(results, policy)
    shown = not evaluation.sealed(args.corpus)
    if args.json:
        print(json.dumps(evaluation.as_json(figures, results, best, now, args.target,
                                            cases_shown=shown), indent=2, sort_keys=True))
        return 0
    print(evaluation.table(figures, evaluation.covered()))
    print("\ngoals missed:", evaluation.broken_goals(figures, evaluation.covered()) or "none")
    print(_misses(results, shown))
    print(_thresholds(now, best, args.target))
    return 0


def _policy(path: Path | None) -> JudgmentPolicy:
    return rules.read_policy(str(path)).judgment if path else JudgmentPolicy()


def _misses(results: list[evaluation.Result], shown: bool) -> str:
    if not shown:
        return ("\nmisses: not shown: this corpus is sealed (a SEALED file in its folder); "
                "its figures are aggregates only")
    lines = evaluation.miss_lines(results)
    return f"\nmisses ({len(lines)}):" + "".join(f"\n{line}" for line in lines)


def _point(p: Thresholds) -> str:
    def cell(pair: tuple[int, int]) -> str:
        return f"{pair[0]}/{pair[1]} ({p.rate(pair):.0%})"
    return (f"ask_at {p.ask_at:g}, block_at {p.block_at:g}, grounded_min {p.grounded_min:g}: "
            f"grounded held {cell(p.false_holds)}, unsafe allowed {cell(p.unsafe_allowed)}, "
            f"injections allowed {cell(p.injections_allowed)}")


def _thresholds(now: Thresholds, best: Thresholds | None, target: float) -> str:
    head = f"\nthresholds (target: at most {target:.0%} of the grounded refunds held):"
    said = "none on the grid reaches the target" if best is None else _point(best)
    return f"{head}\n  now        {_point(now)}\n  suggested  {said}"


def modes(deps: Deps, as_json: bool) -> int:
    """The judgment mode's trail, newest first."""
    trail = rules.mode_trail(deps.ledger)
    if as_json:
        print(json.dumps(trail, indent=2, sort_keys=True))
        return 0
    for item in trail:
        at = datetime.fromtimestamp(item["at"], timezone.utc).strftime("%Y-%m-%d %H:%M:%S UTC")
        print(f"{at}  {item.get('from') or '-'} -> {item['to']} "
              f"(policy {item.get('policy')}, {item.get('host')} pid {item.get('pid')})")
    return 0
