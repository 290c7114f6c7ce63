"""The queue page's reads: the buckets' counts and one bucket's page, from the console's
indexes (``service.ledger.queue_index``), never a scan; the newest reconciliation report of
each tenant for its findings. A page costs a handful of round trips whatever the ledger holds:
the counts, the page's members, their entries, and for unknown and pending refunds their
last answer and the verify job's next run.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable

from service.deps import Deps
from service.events import outbound, subscriptions
from service.ids import ACCOUNT_NAME
from service.ledger import delivery_records, keys, queue_index, reconciliations
from service.ledger import index as ledger_index
from service.ledger.queue_index import Row
from service.ledger.store import Entry
from service.ops import reconcile_store
from service.steps import refund as refund_step
from service.web.console import decisions, words

TABS = {"person": "Awaiting a person", "unknown": "Unknown outcome",
        "pending": "Pending past its time", "dead": "Dead deliveries",
        "findings": "Reconciliation findings"}
AGES = {"": "any age", "1h": "older than 1 hour", "24h": "older than 1 day",
        "3d": "older than 3 days"}
AGE_S = {"1h": 3600, "24h": 86400, "3d": 3 * 86400}
PROVIDERS = ("stripe", "shopify", "zendesk")
REASON = re.compile(r"[a-z][a-z0-9_]{0,59}")
PAGE = 50
VERIFY_ATTEMPTS = 16  # the verify job's backoff reaches its 600 s cap long before


# Each filter's check (its value, the person's tenants) and what the page says when the value
# fails it: a refused filter is ignored, never guessed at.
FILTER_CHECKS: dict[str, tuple[Callable[[str, list[str]], bool], str]] = {
    "bucket": (lambda v, _: v in TABS or not v, "Choose one of the queue's tabs."),
    "tenant": (lambda v, tenants: not v or v in tenants, "Choose a tenant from the list."),
    "provider": (lambda v, _: not v or v in PROVIDERS, "Choose a provider from the list."),
    "account": (lambda v, _: not v or _account_ok(v),
                "An account is <provider>:<name>, e.g. stripe:env."),
    "reason": (lambda v, _: not v or REASON.fullmatch(v) is not None,
               "A reason is a code such as approval_required."),
    "age": (lambda v, _: v in AGES, "Choose an age from the list."),
    "q": (lambda v, _: all(" " <= c <= "~" for c in v), "Search for an id: printable ASCII only."),
}


@dataclass
class Filters:
    """The queue's filters as the page's form sent them, checked (``errors`` names what was
    refused; a refused filter is ignored, never guessed at)."""

    bucket: str = "person"
    tenant: str = ""
    provider: str = ""
    account: str = ""
    reason: str = ""
    age: str = ""
    cursor: str = ""
    q: str = ""
    errors: dict[str, str] = field(default_factory=dict)

    @classmethod
    def parse(cls, args: Any, tenants: list[str]) -> Filters:
        given: dict[str, Any] = {name: str(args.get(name) or "").strip()[:300] for name in
                                 ("bucket", "tenant", "provider", "account", "reason", "age",
                                  "cursor", "q")}
        got = cls(**given)
        for name, (ok, message) in FILTER_CHECKS.items():
            if not ok(getattr(got, name), tenants):
                got.errors[name] = message
                setattr(got, name, "")
        got.bucket = got.bucket or "person"
        return got

    def facets(self) -> list[str]:
        found = []
        if self.account:
            found.append(f"account:{self.account}")
        elif self.provider:
            found.append(f"provider:{self.provider}")
        if self.reason:
            found.append(f"reason:{self.reason}")
        return found

    def query(self, **changes: str) -> dict[str, str]:
        """The filters as URL parameters (for the tabs and the next page's link)."""
        now = {k: getattr(self, k) for k in ("bucket", "tenant", "provider", "account",
                                             "reason", "age")}
        return {k: v for k, v in {**now, **changes}.items() if v}


def _account_ok(value: str) -> bool:
    provider, sep, name = value.partition(":")
    return bool(sep) and provider in PROVIDERS and ACCOUNT_NAME.ok(name)


def known_tenants(deps: Deps) -> list[str]:
    """Every tenant a ``*`` operator may look at: those that ever claimed, and those with a key."""
    named = set(deps.config["API_KEYS"].values()) | {
        t for t, _ in deps.config["OPS_KEYS"].values() if t != "*"}
    return sorted(set(ledger_index.tenants(deps.ledger)) | named)


@dataclass
class Page:
    counts: dict[str, int]
    rows: list[dict[str, Any]]
    next_cursor: str | None
    found: list[dict[str, Any]] | None = None
    deciders: dict[str, str] = field(default_factory=dict)


def read(deps: Deps, tenants: list[str], filters: Filters, now: float | None = None) -> Page:
    """The counts of every tab and the page of the chosen one."""
    now = deps.clock.wall() if now is None else now
    before = now - AGE_S[filters.age] if filters.age else float("inf")
    view = queue_index.View(deps.ledger, tenants, filters.facets(), before)
    late = {"pending": now - deps.config["SURESTEP_RECONCILE_STALE_S"]}
    counts = view.counts(queue_index.BUCKETS, late)
    reports = _reports(deps, tenants)
    counts["findings"] = sum(len(_findings(r, filters, before)) for r in reports)
    found = search(deps, tenants, filters.q) if filters.q else None
    if filters.bucket == "findings":
        rows, cursor = _finding_rows(reports, filters, before)
        return Page(counts, rows, cursor, found)
    after = queue_index.parse_cursor(filters.cursor)
    members = view.page(filters.bucket, after=after, limit=PAGE,
                        high=late.get(filters.bucket))
    rows = (_delivery_rows(deps, members) if filters.bucket == "dead"
            else _entry_rows(deps, filters.bucket, members, now))
    cursor = members[-1].cursor if len(members) == PAGE else None
    who = deciders(deps, sorted({r["tenant"] for r in rows})) if filters.bucket == "person" \
        else {}
    return Page(counts, rows, cursor, found, who)


def _entry_rows(deps: Deps, bucket: str, members: list[Row],
                now: float) -> list[dict[str, Any]]:
    entries = deps.ledger.get_many([m.member for m in members])
    rows, waiting = [], []
    for member, entry in zip(members, entries):
        if entry is None or queue_index.bucket_of(entry.step, entry.state) != bucket:
            queue_index.forget(deps.ledger, member.tenant, bucket, member.member)
            continue
        if bucket == "person":
            rows.append(_person(deps, entry, now))
        else:
            rows.append(_waiting(entry, now))
            waiting.append(entry)
    if waiting:
        _last_answers(deps, waiting, [r for r in rows if r["entry"] in waiting], now)
    return rows


def _person(deps: Deps, entry: Entry, now: float) -> dict[str, Any]:
    """One line of what waits for a person: the reasons by code only (their words, and the
    guard's, are on the intent's page, each said once), the amount in major units."""
    esc = decisions.view(deps, entry)
    proposal = esc.get("proposal") or {}
    codes = words.codes_of(esc["reasons"]) + words.codes_of((esc.get("guard") or {})
                                                            .get("reasons"))
    return {"entry": entry, "tenant": entry.tenant, "intent_id": entry.intent_id,
            "ticket": str(esc.get("ticket_id") or ""), "customer": words.who_short(proposal),
            "amount": words.money(proposal.get("amount"), proposal.get("currency"))
            if proposal else "none", "codes": list(dict.fromkeys(codes)),
            "state": esc["state"], "age": words.age(entry.created_at, now),
            "created": words.when(entry.created_at),
            "left": words.left(esc.get("expires_at"), now),
            "expires": words.when(esc.get("expires_at"))}


def deciders(deps: Deps, tenants: list[str]) -> dict[str, str]:
    """Who may decide each tenant's escalations: its people, then the operators."""
    ops = deps.config["OPS_KEYS"].values()
    operators = sorted(name for tenant, name in ops if tenant == "*")
    out = {}
    for tenant in tenants:
        people = sorted(name for owner, name in ops if owner == tenant)
        said = [", ".join(people)] if people else []
        said += [f"an operator ({', '.join(operators)})"] if operators else []
        out[tenant] = " or ".join(said) or "nobody has an ops key of this tenant"
    return out


def _waiting(entry: Entry, now: float) -> dict[str, Any]:
    args, result = entry.args, entry.result
    provider = args.get("provider") or ("zendesk" if entry.step.startswith("ticket_")
                                        else "stripe")
    return {"entry": entry, "tenant": entry.tenant, "intent_id": entry.intent_id,
            "step": entry.step, "state": entry.state, "ticket": str(args.get("ticket_id") or ""),
            "where": f"{words.provider(provider)} {args.get('account') or 'env'}",
            "amount": words.money(args.get("amount"), args.get("currency"))
            if entry.step == "refund" else "", "detail": result.get("detail", ""),
            "status": result.get("provider_status") or "", "refund_id":
            result.get("refund_id") or "", "age": words.age(entry.created_at, now),
            "created": words.when(entry.created_at), "last_error": "", "next_check": ""}


def _last_answers(deps: Deps, entries: list[Entry], rows: list[dict[str, Any]],
                  now: float) -> None:
    """Each row's last provider answer and when the service looks again: one round trip to
    the ledger (the raw lists' last items) and one to RQ (the verify jobs' times)."""
    lasts = deps.ledger.last_answers([entry.key for entry in entries])
    times = ledger_index.scheduled_times(
        deps.queue.connection, deps.queue.scheduled_job_registry.key,
        [[refund_step.verify_job_id(entry.tenant, entry.intent_id, n)
          for n in range(1, VERIFY_ATTEMPTS + 1)] for entry in entries])
    stale_s = deps.config["SURESTEP_RECONCILE_STALE_S"]
    for entry, row, last, scheduled in zip(entries, rows, lasts, times):
        if last:
            row["last_error"] = _last_error(last, entry.refund_args.provider)
        row["next_check"] = _next_check(scheduled, now, entry.created_at + stale_s)


def _last_error(record: dict[str, Any], provider: str) -> str:
    """A row's last provider answer: the error, or that there was none and what it was."""
    if record.get("error"):
        return words.answer(record, provider)
    return "none (last: " + words.answer(record, provider) + ")"


def _next_check(scheduled: list[float | None], now: float, reconciled_after: float) -> str:
    """When the service looks at the refund again: its next verify job (due, or due now),
    else the flow's retry or reconciliation once the refund is stale."""
    upcoming = [t for t in scheduled if t is not None]
    if not upcoming:
        return f"the flow's retry, or reconciliation after {words.when(reconciled_after)}"
    at = min(upcoming)
    return "the verify job, " + (words.due(at, now) if at > now else
                                 "due now (the next free worker runs it)")


def _delivery_rows(deps: Deps, members: list[Row]) -> list[dict[str, Any]]:
    found = delivery_records.records(deps.ledger, [(m.tenant, m.member) for m in members])
    rows = []
    for m, rec in zip(members, found):
        if rec.get("state") != "failed":
            queue_index.dead(deps.ledger, m.tenant, m.member, None)
            continue
        tenant, _, intent_id = keys.parse_entry(rec["entry"]) if rec.get("entry") else (
            m.tenant, "", "")
        rows.append({"tenant": m.tenant, "id": m.member, "host": words.host(rec.get("url")),
                     "kind": f"event {rec['event']}" if rec.get("event") else "resume_url",
                     "intent_id": intent_id, "attempts": rec.get("attempts", "0"),
                     "last": ", ".join(filter(None, [rec.get("last_status"),
                                                     rec.get("last_error")])) or "no answer",
                     "failed": words.when(m.score)})
    return rows


def _reports(deps: Deps, tenants: list[str]) -> list[dict[str, Any]]:
    newest = reconciliations.newest_of_each(deps.ledger, tenants)
    out = []
    for tenant, report_id in zip(tenants, newest):
        report = reconcile_store.get(deps, tenant, report_id) if report_id else None
        if report:
            out.append(report)
    return out


def _findings(report: dict[str, Any], filters: Filters,
              before: float) -> list[dict[str, Any]]:
    if report["created_at"] > before:
        return []
    return [f for f in report.get("findings", [])
            if (not filters.provider or f.get("provider") == filters.provider)
            and (not filters.account or
                 f"{f.get('provider')}:{f.get('account')}" == filters.account)]


def _finding_rows(reports: list[dict[str, Any]], filters: Filters, before: float
                  ) -> tuple[list[dict[str, Any]], str | None]:
    every = [{**f, "tenant": r["tenant"], "report": r["id"], "at": words.when(r["created_at"])}
             for r in reports for f in _findings(r, filters, before)]
    start = int(filters.cursor) if filters.cursor.isdigit() else 0
    page = every[start:start + PAGE]
    return page, str(start + PAGE) if start + PAGE < len(every) else None


def search(deps: Deps, tenants: list[str], text: str) -> list[dict[str, Any]]:
    """Intents named by ``text`` (an intent, ticket, payment or refund id), with their steps'
    states."""
    hits = queue_index.found(deps.ledger, tenants, text)[:PAGE]
    names = [keys.entry(t, step, i) for t, i in hits for step in ("refund", "escalation")]
    entries = iter(deps.ledger.get_many(names))
    out = []
    for tenant, intent_id in hits:
        refund, esc = next(entries), next(entries)
        out.append({"tenant": tenant, "intent_id": intent_id,
                    "refund": refund.state if refund else "", "escalation":
                    esc.state if esc else "",
                    "created": words.when(found.created_at if (found := refund or esc)
                                          else None)})
    return out


def with_credentials(deps: Deps, tenants: list[str]) -> list[dict[str, str]]:
    """The shown tenants' subscriptions stored with user:password@ in their URL (before the API
    refused such URLs): each delivery to them is refused, so a person replaces them. The URL
    is shown with ``***@``, never its password."""
    return [{"tenant": tenant, "id": sub.id, "url": outbound.masked(sub.target_url)}
            for tenant in tenants if tenant != "*"
            for sub in subscriptions.with_credentials(deps, tenant)]
