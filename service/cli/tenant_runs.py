"""``surestep judgment evaluate --tenant T [--since 30d] [--state FILE] [--label-file FILE]
[--json] [--policy FILE]``: the tenant's own recent refunds read again and judged offline
(``service.ops.judgment_runs``), with a progress bar on a terminal (click's, which Flask
brings), plain lines otherwise.

Exit status: 0 when every refund of the window was looked at; 2 for what cannot run as asked
(a state file of another run, a policy that changed meanwhile, a file that cannot be written);
3 when a budget stayed spent and the run stopped early (what was done is kept: run it again).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from datetime import date, datetime, timezone
from pathlib import Path
from typing import Any

import click

from service.deps import Deps
from service.judgment.policy import JudgmentPolicy
from service.ops import judgment_runs
from service.ops.judgment_runs import Checkpoint, RunError, Unfinished, Window

AGO = re.compile(r"^(\d+(?:\.\d+)?)([mhd])$")
UNITS = {"m": 60, "h": 3600, "d": 86400}
PLAIN_EVERY = 25  # without a terminal: a line every this many refunds


def since(text: str) -> str:
    """``--since``: ``30d``, ``12h``, ``90m`` or an ISO date or date-time (UTC when it says no
    offset); kept as written (a resumed run compares it with its own)."""
    when(text, time.time())
    return text


def when(text: str, now: float) -> float:
    """The moment ``--since`` names, as a timestamp."""
    found = AGO.match(text.strip())
    if found and float(found.group(1)) > 0:
        return now - float(found.group(1)) * UNITS[found.group(2)]
    try:
        moment = (datetime.combine(date.fromisoformat(text), datetime.min.time())
                  if len(text) == 10 else datetime.fromisoformat(text.replace("Z", "+00:00")))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a window like 30d, 12h or an ISO "
                                         f"date (2026-11-01)") from None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    if moment.timestamp() >= now:
        raise argparse.ArgumentTypeError(f"{text!r} is not in the past")
    return moment.timestamp()


def state_path(args: argparse.Namespace) -> Path:
    if args.state:
        return Path(args.state)
    if args.label_file:
        return Path(args.label_file).with_name(Path(args.label_file).name + ".state")
    return Path(f"surestep-judgment-{args.tenant}.state")


def evaluate(deps: Deps, args: argparse.Namespace, policy: JudgmentPolicy | None) -> int:
    """Judge the tenant's refunds of the window, print the table (or ``--json``), write the
    label file when asked; see the module docstring for the exit status."""
    policy = policy or deps.policy.current().judgment
    now = deps.clock.wall()
    text = args.since or "30d"
    window = Window(args.tenant, text, when(text, now), now)
    _warn_retention(deps, window)
    try:
        checkpoint = Checkpoint.open(state_path(args), window, policy)
        window = checkpoint.window
        with Shown() as bar:
            records = judgment_runs.run(deps, checkpoint, policy, progress=bar,
                                        note=lambda line: print(line, file=sys.stderr))
        table = judgment_runs.table_of(records)
        labelled = (judgment_runs.label_file(Path(args.label_file), window, records)
                    if args.label_file else None)
    except Unfinished as exc:
        print(f"surestep: {exc}", file=sys.stderr)
        return 3
    except (RunError, OSError) as exc:
        print(f"surestep: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(judgment_runs.as_json(window, table, records), indent=2,
                         sort_keys=True))
    else:
        print(judgment_runs.text(window, table))
    if labelled is not None:
        print(f"surestep: {labelled} cases to label in {args.label_file} (customer text: "
              f"keep it private; readable by you only)", file=sys.stderr)
    return 0


def _warn_retention(deps: Deps, window: Window) -> None:
    kept_days = deps.config["SURESTEP_LEDGER_TTL_DAYS"]
    if window.until - window.since > kept_days * 86400:
        print(f"surestep: the ledger keeps {kept_days} days (SURESTEP_LEDGER_TTL_DAYS): older "
              f"refunds are not in it and are not judged", file=sys.stderr)


class Shown:
    """A progress callback: click's bar on a terminal (stderr), else a line now and then."""

    def __init__(self) -> None:
        self.bar: Any = None
        self.shown = -1

    def __enter__(self) -> Shown:
        return self

    def __call__(self, done: int, total: int) -> None:
        if sys.stderr.isatty():
            if self.bar is None:
                self.bar = click.progressbar(length=total, label="judging refunds",
                                             file=sys.stderr, show_pos=True, show_eta=True)
                self.bar.__enter__()
            self.bar.update(done - self.bar.pos)
            return
        if done != self.shown and (self.shown < 0 or done == total
                                   or done - self.shown >= PLAIN_EVERY):
            print(f"judged {done} of {total} refunds", file=sys.stderr, flush=True)
            self.shown = done

    def __exit__(self, *exc: Any) -> None:
        if self.bar is not None:
            self.bar.__exit__(*exc)
