"""A tenant's own recent refunds judged again, offline and read only: the run behind
``surestep judgment evaluate --tenant T --since 30d`` (docs/JUDGMENT.md, "Your own refunds").

    intents     the tenant's refund intents in the ledger created in the window, newest first
                (``steps.intents.listing``, the API's own listing)
    run         each one read again and judged (``refund.hindsight.look``: read only, through
                the shared budgets, nothing recorded in its ledger), checkpointed after each
    table       the verdicts by their first reason's code (the code the metric counts by), by
                each reason's code they hold, and the refunds that could not be judged by why
    label_file  the judged refunds with a ticket as a corpus file (the public format) with an
                empty label each, for a person to label allow, ask or block

The checkpoint (``--state``) is JSON Lines: a header (the tenant, the window as first run,
the judgment's thresholds), then one line per refund looked at, appended and flushed to disk
before the next (a line cut short by a kill is dropped on the next start and read again). A
run that finds its header goes on from where it stopped, on the same window, so a run killed
midway and run again gives the table one uninterrupted run gives. It holds the customers'
words, as the label file does: both are written readable by their owner only (0600).
"""

from __future__ import annotations

import json
import os
import time
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Callable

from service.deps import Deps
from service.judgment import corpus
from service.judgment.policy import JudgmentPolicy
from service.ledger.store import Entry
from service.steps import intents as intent_listing
from service.steps import refund as refund_step

FORMAT = "surestep-judgment-run/1"
PAGE = 200  # intents listed a page
READERS = 4  # refunds read at a time: their reads wait on the budgets, not on each other
WAITS_MAX = 30  # waits for a budget on one refund before the run stops (resumable)
WAIT_MAX_S = 60.0
VERDICTS = ("allow", "ask", "block")


class RunError(Exception):
    """A run that cannot start or go on as asked (one line for the person running it)."""


class Unfinished(RunError):
    """The run stopped before its end (a budget stayed spent); run it again to go on."""


@dataclass(frozen=True)
class Window:
    """The tenant, and the refunds' creation times the run covers, as first run."""

    tenant: str
    since_text: str
    since: float
    until: float


def intents(deps: Deps, window: Window) -> list[str]:
    """The tenant's refund intents created in the window, newest first."""
    found: list[str] = []
    cursor = None
    while True:
        page = intent_listing.listing(deps, window.tenant, steps=(refund_step.STEP,),
                                      since=window.since, until=window.until, limit=PAGE,
                                      cursor=cursor)
        found += [item["intent_id"] for item in page.items]
        if page.next_cursor is None:
            return found
        cursor = page.next_cursor


def _thresholds(policy: JudgmentPolicy) -> dict[str, Any]:
    """What of the policy a verdict depends on (the guard's URL and secret are not kept)."""
    kept = {k: v for k, v in asdict(policy).items()
            if k not in ("guard_url", "guard_secret", "guard_timeout_s", "mode", "enabled",
                         "block_escalates", "constraints")}
    return dict(json.loads(json.dumps(kept, sort_keys=True)))  # as the file reads back


def _private(path: Path, mode: str) -> Any:
    """``path`` opened for writing, readable by its owner only (0600) from its creation."""
    flags = os.O_WRONLY | os.O_CREAT | (os.O_APPEND if mode == "a" else os.O_TRUNC)
    handle = os.open(path, flags, 0o600)
    os.fchmod(handle, 0o600)  # an older file of laxer mode is narrowed too
    return os.fdopen(handle, mode, encoding="utf-8")


class Checkpoint:
    """The run's state file: its header and the refunds done (see the module docstring)."""

    def __init__(self, path: Path, header: dict[str, Any], done: dict[str, dict[str, Any]]):
        self.path, self.header, self.done = path, header, done

    @classmethod
    def open(cls, path: Path, window: Window, policy: JudgmentPolicy) -> Checkpoint:
        """The run of ``path`` if it is this one (same tenant and ``--since``; its window
        goes on), else a new one; ``RunError`` for another run's file or a policy changed."""
        header = {"format": FORMAT, "tenant": window.tenant, "since_text": window.since_text,
                  "since": window.since, "until": window.until,
                  "judgment": _thresholds(policy)}
        if not path.exists() or path.stat().st_size == 0:
            with _private(path, "w") as out:
                out.write(json.dumps(header, sort_keys=True) + "\n")
            return cls(path, header, {})
        kept, done, size = cls._read(path)
        found = kept[0]
        if (found.get("tenant"), found.get("since_text")) != (window.tenant, window.since_text):
            raise RunError(f"{path} is the state of another run (tenant {found.get('tenant')!r},"
                           f" --since {found.get('since_text')!r}): give another --state, or "
                           f"remove it to start again")
        if found.get("judgment") != header["judgment"]:
            raise RunError(f"{path}: the judgment's policy changed since this run began; finish "
                           f"it with the same policy, or remove the file to start again")
        os.truncate(path, size)  # a line cut short by a kill is read again
        return cls(path, found, done)

    @staticmethod
    def _read(path: Path) -> tuple[list[dict[str, Any]], dict[str, dict[str, Any]], int]:
        """The header, the refunds done, and the size of the whole lines."""
        raw = path.read_bytes()
        kept: list[dict[str, Any]] = []
        size = 0
        for line in raw.splitlines(keepends=True):
            try:
                if not line.endswith(b"\n"):
                    raise ValueError("cut short")
                kept.append(json.loads(line))
            except ValueError:
                break
            size += len(line)
        if not kept or kept[0].get("format") != FORMAT:
            raise RunError(f"{path} is not a state file of this command ({FORMAT})")
        return kept, {r["intent_id"]: r for r in kept[1:]}, size

    @property
    def window(self) -> Window:
        h = self.header
        return Window(h["tenant"], h["since_text"], float(h["since"]), float(h["until"]))

    def add(self, record: dict[str, Any]) -> None:
        """Append one refund's record, on disk before the next is read."""
        with _private(self.path, "a") as out:
            out.write(json.dumps(record, sort_keys=True, ensure_ascii=False) + "\n")
            out.flush()
            os.fsync(out.fileno())
        self.done[record["intent_id"]] = record


Progress = Callable[[int, int], None]  # (done, total)
Note = Callable[[str], None]  # a line for the person running it (a wait)


def run(deps: Deps, checkpoint: Checkpoint, policy: JudgmentPolicy, *,
        progress: Progress = lambda done, total: None, note: Note = lambda line: None,
        sleep: Callable[[float], None] = time.sleep) -> list[dict[str, Any]]:
    """Every refund of the checkpoint's window looked at (those done already skipped), each
    recorded as it is judged; the records, newest first. ``READERS`` refunds are read at a
    time (each read waits on the shared budgets like any other). ``Unfinished`` when a budget
    stayed spent past ``WAITS_MAX`` waits (what was done is kept)."""
    window = checkpoint.window
    found = intents(deps, window)
    todo = [i for i in found if i not in checkpoint.done]
    done = len(found) - len(todo)
    progress(done, len(found))

    def one(intent_id: str) -> dict[str, Any] | None:
        entry = deps.ledger.get(window.tenant, refund_step.STEP, intent_id)
        if entry is None:  # (expired since it was listed)
            return None
        return _record(intent_id, entry, _look(deps, entry, policy, note, sleep))

    with ThreadPoolExecutor(READERS, thread_name_prefix="judgment-run") as pool:
        pending = [pool.submit(one, i) for i in todo[:READERS]]
        for n in range(len(todo)):
            if n + READERS < len(todo):
                pending.append(pool.submit(one, todo[n + READERS]))
            try:
                record = pending[n].result()
            except Unfinished:
                for later in pending[n:]:
                    later.cancel()
                raise
            if record is not None:
                checkpoint.add(record)
            done += 1
            progress(done, len(found))
    return [checkpoint.done[i] for i in found if i in checkpoint.done]


def _look(deps: Deps, entry: Any, policy: JudgmentPolicy, note: Note,
          sleep: Callable[[float], None]) -> Any:
    """One refund looked at; each read a budget says to wait for is waited for (at most
    ``WAIT_MAX_S`` a time) and made again, ``WAITS_MAX`` times in all at most."""
    waits = 0

    def pause(busy: Any) -> None:
        nonlocal waits
        waits += 1
        if waits > WAITS_MAX:
            raise Unfinished(f"the providers' budgets stayed spent at intent {entry.intent_id}; "
                             f"what was judged is kept: run the same command again to go on")
        wait = min(busy.wait_s, WAIT_MAX_S)
        note(f"{busy.detail}: waiting {wait:.0f} s (intent {entry.intent_id})")
        sleep(wait)

    return refund_step.hindsight.look(deps, entry, policy, pause)


def _record(intent_id: str, entry: Entry, looked: Any) -> dict[str, Any]:
    judged = looked.judgment
    return {"intent_id": intent_id, "created_at": entry.created_at, "state": entry.state,
            "provider": entry.refund_args.provider, "status": looked.status,
            "detail": looked.detail,
            "verdict": judged.verdict if judged else None,
            "reason": (judged.reasons[0].code if judged.reasons else "none") if judged else None,
            "reasons": [r.code for r in judged.reasons] if judged else [],
            "scores": judged.scores.as_dict() if judged else None,
            "case": looked.case}


def table_of(records: list[dict[str, Any]]) -> dict[str, Any]:
    """The verdicts in all, by first reason, by any of their reasons, and the refunds not
    judged by why."""
    verdicts: Counter[str] = Counter()
    by_reason: dict[str, Counter[str]] = defaultdict(Counter)
    by_any: dict[str, Counter[str]] = defaultdict(Counter)
    unjudged: Counter[str] = Counter()
    for r in records:
        if r["verdict"] is None:
            unjudged[r["status"]] += 1
            continue
        verdicts[r["verdict"]] += 1
        by_reason[r["reason"]][r["verdict"]] += 1
        for code in set(r["reasons"]):
            by_any[code][r["verdict"]] += 1

    def rows(table: dict[str, Counter[str]]) -> dict[str, dict[str, int]]:
        return {code: {v: n[v] for v in VERDICTS} for code, n in sorted(table.items())}

    return {"refunds": len(records), "verdicts": {v: verdicts[v] for v in VERDICTS},
            "by_reason": rows(by_reason), "by_any_reason": rows(by_any),
            "not_judged": dict(sorted(unjudged.items()))}


def text(window: Window, table: dict[str, Any]) -> str:
    """The table as Markdown."""
    v = table["verdicts"]
    rows = [f"tenant {window.tenant}: {table['refunds']} refunds created from "
            f"{_when(window.since)} to {_when(window.until)}", "",
            "| first reason | allow | ask | block | refunds |", "|---|---|---|---|---|"]
    for code, n in table["by_reason"].items():
        rows.append(f"| {code} | {n['allow']} | {n['ask']} | {n['block']} | {sum(n.values())} |")
    rows.append(f"| all judged | {v['allow']} | {v['ask']} | {v['block']} | {sum(v.values())} |")
    rows += ["", "| any of its reasons | allow | ask | block | refunds |", "|---|---|---|---|---|"]
    for code, n in table["by_any_reason"].items():
        rows.append(f"| {code} | {n['allow']} | {n['ask']} | {n['block']} | {sum(n.values())} |")
    if table["not_judged"]:
        rows += ["", "| not judged | refunds |", "|---|---|"]
        rows += [f"| {status} | {n} |" for status, n in table["not_judged"].items()]
    return "\n".join(rows)


def _when(at: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime(at))


def as_json(window: Window, table: dict[str, Any], records: list[dict[str, Any]]) -> dict[str, Any]:
    """The table, and each refund's verdict, reasons' codes and scores (no customer text)."""
    return {"tenant": window.tenant, "since": window.since, "until": window.until, **table,
            "intents": [{k: r[k] for k in ("intent_id", "created_at", "state", "provider",
                                            "status", "verdict", "reasons", "scores")}
                        for r in records]}


def label_file(path: Path, window: Window, records: list[dict[str, Any]]) -> int:
    """The judged refunds with a ticket, as a corpus file to label (0600, written whole then
    moved into place); how many cases it holds. Case ids follow the intents' ids (numbered
    when two come out alike)."""
    cases, seen = [], Counter[str]()
    for r in records:
        if r.get("case") is None:
            continue
        case = dict(r["case"])
        seen[case["id"]] += 1
        if seen[case["id"]] > 1:
            case["id"] = f"{case['id'][:76]}-{seen[case['id']]}"
        cases.append(case)
    body = {"format": corpus.FORMAT, "description": (
        f"surestep judgment evaluate --tenant {window.tenant}: the refunds created from "
        f"{_when(window.since)} to {_when(window.until)} with a ticket. Give each case its "
        f"label (allow, ask or block) and why, on the customer's words alone; then "
        f"surestep judgment evaluate --corpus this-file."), "cases": cases}
    temporary = path.with_name(f".{path.name}.part")
    with _private(temporary, "w") as out:
        json.dump(body, out, indent=1, ensure_ascii=False)
        out.write("\n")
        out.flush()
        os.fsync(out.fileno())
    os.replace(temporary, path)
    return len(cases)
