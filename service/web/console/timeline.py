"""An intent's page: its steps as they stand, and its history from the ledger, oldest first,
in words: every state change with who made it and why (decisions included), every provider
call and its answer (the raw record a click away), every delivery of its result.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from service.deps import Deps
from service.events import deliveries
from service.ledger import delivery_records, keys
from service.ledger.store import Entry
from service.web.console import words

STEPS = ("refund", "escalation")
CARRIED = "carried out: "  # how the escalation step notes a decision's outcome
TRACE_ID = re.compile(r"[0-9a-f]{32}")  # what the ledger keeps with an audit line (W3C)
LABELS = {"refund": "Refund", "escalation": "Escalation", "ticket_update": "Ticket update",
          "ticket_bulk_update": "Bulk ticket update"}


@dataclass(frozen=True)
class Event:
    """One line of the history: when, what kind (state, call, delivery), a sentence, who,
    for a provider's answer its record as JSON, and for a state change the trace id of the
    work that made it (traces on)."""

    at: float
    kind: str
    text: str
    who: str = ""
    raw: str = ""
    trace: str = ""

    @property
    def when(self) -> str:
        return words.when(self.at)

    @property
    def iso(self) -> str:
        return words.iso(self.at)


def entries(deps: Deps, tenant: str, intent_id: str) -> dict[str, Entry]:
    """The intent's entries by step (those it has)."""
    found = deps.ledger.get_many([keys.entry(tenant, step, intent_id) for step in STEPS])
    return {step: entry for step, entry in zip(STEPS, found) if entry is not None}


def reading(deps: Deps, entry: Entry) -> dict[str, Any] | None:
    """The model reader's reading of a refund as its judgment used it (the last judgment's),
    quotes included: the console shows them as data."""
    for record in reversed(deps.ledger.history(entry.key)[1]):
        body = record.get("body") if record.get("call") == "judgment" else None
        if isinstance(body, dict):
            found = body.get("reading")
            return found if isinstance(found, dict) else None
    return None


def history(deps: Deps, found: dict[str, Entry]) -> list[Event]:
    """Every event of the intent's entries, oldest first."""
    events: list[Event] = []
    for step, entry in found.items():
        audit, raw = deps.ledger.history(entry.key)
        events += [_transition(step, item, entry) for item in audit]
        provider = entry.refund_args.provider if step == "refund" else "stripe"
        events += [Event(r.get("at", entry.created_at), "call", words.answer(r, provider),
                         raw=json.dumps({k: v for k, v in r.items() if k != "at"}, indent=1,
                                        sort_keys=True, default=str)[:20000]) for r in raw]
        events += _deliveries(deps, entry)
    return sorted(events, key=lambda e: (e.at, e.kind != "state"))


def _transition(step: str, item: dict[str, Any], entry: Entry) -> Event:
    """One state change of the entry as the timeline shows it: what changed, its note (amounts
    in the step's currency), who made it, and its trace when it carries a real trace id."""
    label, before, after = LABELS.get(step, step), item.get("from"), item.get("to")
    text = _change(label, before, after)
    note = _note(step, item, entry, unchanged=before == after)
    trace = item.get("trace")
    return Event(item.get("at") or 0.0, "state", text + (f": {note}" if note else "."),
                 who=words.actor(item.get("actor")),
                 trace=trace if isinstance(trace, str) and TRACE_ID.fullmatch(trace) else "")


def _change(label: str, before: Any, after: Any) -> str:
    """What a transition did: recorded the step's first state, kept its state, or moved it."""
    if not before:
        return f"{label} recorded as {after}"
    if before == after:
        return f"{label} ({after})"
    return f"{label}: {before} → {after}"


def _note(step: str, item: dict[str, Any], entry: Entry, unchanged: bool) -> str:
    """A transition's note, its amounts in the step's currency (``_currency``). The
    escalation step's "carried out" of a decision with no proposal says there was nothing to
    carry out, and that the decision is recorded."""
    # an escalation's proposal may be a flow's own (POST /v1/escalations): read as it wrote it
    proposal = entry.escalation_args.proposal if step == "escalation" else None
    note = words.major(item.get("note") or "", _currency(step, entry, proposal))
    if step == "escalation" and not proposal and unchanged and note.startswith(CARRIED):
        return "nothing to carry out (no refund was proposed); the decision is recorded"
    return note


def _currency(step: str, entry: Entry, proposal: Mapping[str, Any] | None) -> str | None:
    """The currency a step's notes count in: an escalation's proposal's, a refund's own; none
    for any other step (or one that names none)."""
    if step == "escalation":
        currency = (proposal or {}).get("currency")
    else:
        currency = entry.refund_args.currency if step == "refund" else None
    return currency if isinstance(currency, str) else None


def trace_link(template: str | None, trace_id: str) -> str | None:
    """The link ``SURESTEP_CONSOLE_TRACE_URL`` makes of a trace id (32 hex digits: nothing
    in it to escape in a URL), or None when none is configured."""
    return template.replace("{trace_id}", trace_id) if template else None


def _deliveries(deps: Deps, entry: Entry) -> list[Event]:
    ids = delivery_records.of_entry(deps.ledger, entry.key)
    out = []
    for delivery_id in ids:
        rec = deliveries.record(deps, entry.tenant, delivery_id)
        if not rec:
            continue
        where = words.host(rec.get("url"))
        out.append(Event(float(rec["created_at"]), "delivery",
                         f"Result to deliver to {where} (resume_url, {delivery_id})."))
        if rec.get("updated_at"):
            last = ", ".join(filter(None, [rec.get("last_status"), rec.get("last_error")]))
            out.append(Event(float(rec["updated_at"]), "delivery",
                             f"Delivery to {where}: {rec['state']} after {rec['attempts']} "
                             f"attempt(s)" + (f" (last answer: {last})." if last else ".")))
    return out


def dead_deliveries(deps: Deps, entry: Entry) -> list[dict[str, Any]]:
    """The entry's deliveries that were given up (a person may try them again)."""
    ids = delivery_records.of_entry(deps.ledger, entry.key)
    out = []
    for delivery_id in ids:
        rec = deliveries.record(deps, entry.tenant, delivery_id)
        if rec.get("state") == "failed":
            out.append({"id": delivery_id, "host": words.host(rec.get("url")),
                        "attempts": rec.get("attempts"), "last": rec.get("last_error") or
                        rec.get("last_status") or "no answer"})
    return out


def summary(entry: Entry) -> list[tuple[str, str]]:
    """The refund's facts as label/value pairs for the page's head."""
    args, result = entry.args, entry.result
    pairs = [("State", entry.state + (" (verified)" if result.get("verified") else "")),
             ("Provider", f"{words.provider(args.get('provider'))}, account "
                          f"{args.get('account') or 'env'}"),
             ("Amount", words.money(args.get("amount"), args.get("currency"))),
             ("Payment", words.payment(args) or "not given"),
             ("Ticket", str(args.get("ticket_id") or "none")),
             ("Refund at the provider", str(result.get("refund_id") or "none yet")),
             ("Attempts", str(entry.attempts)),
             ("Created", words.when(entry.created_at)),
             ("Last change", words.when(entry.updated_at))]
    if result.get("detail"):
        pairs.append(("Detail", words.major(result["detail"])))
    return pairs
