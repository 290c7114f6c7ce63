"""The phases of a ticket-update run: what to call next, given what the entry already knows.

Each phase function takes the run's ``Ops`` (budgeted, logged Zendesk calls) and the claimed
entry, and returns ``(state, result, reschedule_in)``: a terminal state with ``None``, or
``working`` with the delay before the next run. ``result["sending"]`` is written to the ledger
before every write, so a run that dies mid-call leaves a trace that forces a read-back.
"""

from __future__ import annotations

import time
from typing import Any

from connectors.errors import Ambiguous, AuthFailed, ProviderError, Rejected
from connectors.zendesk import MARKER, Conflict
from service.ledger import Entry


class Deferred(Exception):
    """No call may be made now (budget spent, or a 429): run again in ``seconds``."""

    def __init__(self, seconds: float, reason: str):
        super().__init__(reason)
        self.seconds, self.reason = max(seconds, 0.05), reason


def payload(entry: Entry, stamp: str | None = None, body: str | None = None) -> dict[str, Any]:
    """The ``ticket`` object sent to Zendesk, carrying our marker in the audit metadata.
    ``body`` replaces the recorded comment body (the run's ``Ops.body``, link filled in)."""
    args = entry.args
    ticket: dict[str, Any] = {
        "comment": {"body": body if body is not None else args["comment"]["body"],
                    "public": args["comment"].get("public", True)},
        "metadata": {MARKER: entry.provider_key, "surestep_intent_id": entry.intent_id},
    }
    for name in ("status", "group_id", "assignee_id", "custom_fields"):
        if args.get(name) is not None:
            ticket[name] = args[name]
    tags = args.get("tags") or {}
    if tags.get("add"):
        ticket["additional_tags"] = tags["add"]
    if tags.get("remove"):
        ticket["remove_tags"] = tags["remove"]
    if stamp:
        ticket.update(safe_update=True, updated_stamp=stamp)
    return ticket


def read_back(ops: Any, ticket_id: int) -> dict[str, Any] | None:
    """Our audit on the ticket (matched by the marker), or None."""
    audits, _ = ops.call("audits", ops.client.audits, ticket_id)
    for audit in audits:
        if audit.custom.get(MARKER) == ops.marker:
            return {"ticket_id": ticket_id, "state": "completed", "audit_id": audit.id,
                    "comment_id": audit.comment_id, "error": None}
    return None


def single_phase(ops: Any, entry: Entry) -> tuple[str, dict, float | None]:
    r, tid = dict(entry.result), entry.args["ticket_id"]
    if r.get("sending"):  # an earlier send may have landed: look before sending again
        found = read_back(ops, tid)
        if found:
            return _done(r, [found], "Zendesk shows our update on the ticket (read back).")
        waited = time.time() - r.get("ambiguous_at", 0)
        if waited < ops.config["SURESTEP_READBACK_DELAY_S"]:
            return "working", r, ops.config["SURESTEP_READBACK_DELAY_S"] - waited
        if r.get("sends", 0) >= ops.config["SURESTEP_MAX_SENDS"]:
            return "unknown", {**r, "detail": "Zendesk never confirmed the update and it is not "
                               "on the ticket; retrying the step is safe."}, None
    stamp = _stamp(ops, tid) if entry.args.get("safe_update", True) else None
    while True:
        _mark_sending(ops, entry, r)
        try:
            update = ops.call("update", ops.client.update_ticket, tid,
                            payload(entry, stamp, ops.body))
        except Conflict as exc:
            # What changed the ticket may be our own earlier write, held in the network past
            # our timeout and the read-back: look before re-applying.
            found = read_back(ops, tid)
            if found:
                return _done(r, [found], "Zendesk shows our update on the ticket (read back "
                             "after a conflict).")
            if r.get("conflict_retried"):
                return _failed(r, [_error(tid, exc)], "The ticket kept changing under the update "
                               "(safe_update conflict twice); a person should look.")
            r["conflict_retried"], stamp = True, _stamp(ops, tid)
            r.pop("sending", None)
            continue
        except Ambiguous:
            r["ambiguous_at"] = time.time()
            return "working", r, ops.config["SURESTEP_READBACK_DELAY_S"]
        except (Rejected, AuthFailed) as exc:
            r.pop("sending", None)
            return _failed(r, [_error(tid, exc)], f"Zendesk refused the update: {exc.message}")
        result = {"ticket_id": tid, "state": "completed", "audit_id": update.audit_id,
                  "comment_id": update.comment_id, "error": None}
        return _done(r, [result], "Zendesk applied the update (audit in its answer).")


def bulk_phase(ops: Any, entry: Entry) -> tuple[str, dict, float | None]:
    r, ids = dict(entry.result), entry.args["ticket_ids"]
    if r.get("zendesk_job"):
        return _poll(ops, r)
    if r.get("sending"):
        waited = time.time() - r.get("ambiguous_at", 0)
        if waited < ops.config["SURESTEP_BULK_SETTLE_S"]:
            return "working", r, ops.config["SURESTEP_BULK_SETTLE_S"] - waited
        found = {tid: read_back(ops, tid) for tid in ids}
        if any(found.values()):
            results = [found[t] or {"ticket_id": t, "state": "failed", "comment_id": None,
                                    "error": "no audit carries our marker: not updated"}
                       for t in ids]
            return _settle_bulk(r, results)
    _mark_sending(ops, entry, r)
    try:
        job = ops.call("update_many", ops.client.update_many, ids,
                       payload(entry, body=ops.body))
    except Ambiguous:
        r["ambiguous_at"] = time.time()
        return "working", r, ops.config["SURESTEP_BULK_SETTLE_S"]
    except (Rejected, AuthFailed) as exc:
        return _failed(r, [_error(t, exc) for t in ids], f"Zendesk refused the update: "
                       f"{exc.message}")
    r.pop("sending", None)
    r.update(zendesk_job=job.id, polls=0, detail=f"Zendesk queued job {job.id}.")
    return "working", r, 1.0


def _poll(ops: Any, r: dict) -> tuple[str, dict, float | None]:
    try:
        job = ops.call("job_status", ops.client.job_status, r["zendesk_job"])
    except ProviderError:  # a read: safe to try again
        return "working", r, 2.0
    if job.status in ("queued", "working"):
        r["polls"] = r.get("polls", 0) + 1
        r["detail"] = f"Zendesk job {job.id} is {job.status}."
        return "working", r, min(2.0 ** (r["polls"] - 1), ops.config["SURESTEP_POLL_MAX_S"])
    if job.status == "failed":
        return _failed(r, [], f"Zendesk job {job.id} failed: {job.message or 'no message'}")
    results = [{"ticket_id": item.get("id"), "state": "completed" if item.get("success")
                else "failed", "comment_id": None,
                "error": None if item.get("success") else
                f"{item.get('error')}: {item.get('details')}"} for item in job.results]
    return _settle_bulk(r, results)


def _settle_bulk(r: dict, results: list[dict]) -> tuple[str, dict, None]:
    failed = [x["ticket_id"] for x in results if x["state"] != "completed"]
    if failed:
        return _failed(r, results, f"{len(results) - len(failed)} of {len(results)} tickets "
                       f"updated; failed: {failed}.")
    return _done(r, results, f"All {len(results)} tickets updated.")


def _stamp(ops: Any, ticket_id: int) -> str | None:
    ticket, _ = ops.call("ticket", ops.client.ticket, ticket_id)
    return ticket.get("updated_at")


def _mark_sending(ops: Any, entry: Entry, r: dict) -> None:
    r["sending"], r["sends"] = True, r.get("sends", 0) + 1
    ops.deps.ledger.update_result(entry, r)


def _error(ticket_id: int, exc: ProviderError) -> dict:
    return {"ticket_id": ticket_id, "state": "failed", "comment_id": None,
            "error": f"{exc.code or exc.status}: {exc.message}"}


def _done(r: dict, results: list[dict], detail: str) -> tuple[str, dict, None]:
    r = {k: v for k, v in r.items() if k not in ("sending", "waiting")}
    return "completed", {**r, "results": results, "verified": True, "detail": detail}, None


def _failed(r: dict, results: list[dict], detail: str) -> tuple[str, dict, None]:
    r = {k: v for k, v in r.items() if k not in ("sending", "waiting")}
    return "failed", {**r, "results": results, "verified": True, "detail": detail}, None
