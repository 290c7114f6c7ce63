"""The phases of a ticket-update run: what to call next, given what the entry already knows.

Each phase function takes the run's ``zendesk_calls.Ops`` (budgeted, logged Zendesk calls) and the claimed
entry, and returns ``(state, result, reschedule_in)``: a terminal state with ``None``, or
``working`` with the delay before the next run. ``result["sending"]`` is written to the ledger
before every write, so a run that dies mid-call leaves a trace that forces a read-back.

An answer no retry can change (``PERMANENT``: not found, forbidden, invalid, credentials
refused) ends the entry on the run that got it, whichever call got it: a read before the write
(the ``safe_update`` stamp, a read-back) as much as the write itself. Raised out of a run
instead, it left the entry claimed, and RQ's retries and the sweeper ran it again for ever.
"""

from __future__ import annotations

import math
from datetime import datetime, timezone
from typing import Any, NamedTuple, cast

from connectors.errors import Ambiguous, AuthFailed, Missing, ProviderError, Rejected
from connectors.zendesk import MARKER, Conflict
from service.ledger.store import Entry
from service.ledger.ticket_records import TicketArgs, TicketResultRecord, TicketRow
from service.states import COMPLETED, FAILED, TICKET_WAITING, UNKNOWN, WORKING, TicketState
from service.steps.ticket.zendesk_calls import Ops

PERMANENT = (Rejected, AuthFailed)  # 4xx but 409 and 429: asking again gets the same answer
# A re-send waits for Zendesk's clock to leave its stamp's second (``_resend``): so many
# times at most (a ticket that changes every second), then the answer is ``unknown``.
STAMP_WAITS = 5
# What a phase returns: the state to record, the result, and the delay before the next run
# (None: none, the state is terminal or the run waits in the room).
Phase = tuple[TicketState, TicketResultRecord, float | None]


def payload(entry: Entry, stamp: str | None = None, body: str | None = None,
            tags: list[str] | None = None) -> dict[str, Any]:
    """The ``ticket`` object sent to Zendesk, carrying our marker in the audit metadata.
    ``body`` replaces the recorded comment body (the run's ``Ops.body``, link filled in).

    Tags: Zendesk documents ``additional_tags`` / ``remove_tags`` for ``update_many`` only; on
    one ticket, Update Ticket's ``tags`` replaces the list. So a single ticket's tags are
    read, edited and written back (``tags``: the list read, with ``stamp`` from the same read,
    so ``safe_update`` refuses the write if an agent changed them in between)."""
    args = entry.ticket_args
    ticket: dict[str, Any] = {
        "comment": {"body": body if body is not None else args.comment_body,
                    "public": args.comment_public},
        "metadata": {MARKER: entry.provider_key, "surestep_intent_id": entry.intent_id},
        **dict(args.fields),
    }
    ticket.update(_bulk_tags(args) if args.bulk else _single_tags(args, tags))
    if stamp:
        ticket.update(safe_update=True, updated_stamp=stamp)
    return ticket


def _bulk_tags(args: TicketArgs) -> dict[str, list[str]]:
    """A bulk update's tag change, as ``update_many`` documents it: the tags to add and to
    remove, each only when given."""
    fields = {}
    if args.tags_add:
        fields["additional_tags"] = list(args.tags_add)
    if args.tags_remove:
        fields["remove_tags"] = list(args.tags_remove)
    return fields


def _single_tags(args: TicketArgs, tags: list[str] | None) -> dict[str, list[str]]:
    """One ticket's tag change: the list it has (``tags``, read with the stamp) with the
    added ones after and the removed ones left out, sent whole only when it changed
    (ValueError when a change is asked for without the list)."""
    if not args.edits_tags:
        return {}
    if tags is None:
        raise ValueError("a single ticket's tag change needs the tags it has now")
    edited = [t for t in tags + [t for t in args.tags_add if t not in tags]
              if t not in args.tags_remove]
    return {"tags": edited} if edited != tags else {}


def read_back(ops: Ops, ticket_id: int) -> TicketRow | None:
    """Our audit on the ticket (matched by the marker), or None once every page is read.

    Zendesk lists a ticket's audits oldest first, 100 a page at most, and documents no
    parameter that turns the order round; so the pages are followed by ``links.next`` until
    the marker turns up or ``meta.has_more`` is false. (Our audit is at the end of the list,
    after our first send, where a ticket busier than one page put it out of sight of a
    one-page read, and the update was sent again.)"""
    page_url = None
    while True:
        page = ops.call("audits", ops.client.audits, ticket_id, page_url)
        for audit in page.audits:
            if audit.custom.get(MARKER) == ops.marker:
                return {"ticket_id": ticket_id, "state": COMPLETED, "audit_id": audit.id,
                        "comment_id": audit.comment_id, "error": None}
        if not page.next_url or page.next_url == page_url:
            return None
        page_url = page.next_url


def single_phase(ops: Ops, entry: Entry) -> Phase:
    r = _progress(entry)  # the phase updates it in place: what it knew when refused
    try:
        return _single(ops, entry, r)
    except PERMANENT as exc:  # a read refused (the write's own refusal is handled there)
        return refused(r, [entry.ticket_args.ticket_id], exc)


def _single(ops: Ops, entry: Entry, r: TicketResultRecord) -> Phase:
    tid = entry.ticket_args.ticket_id
    if r.get("sending"):  # an earlier send may have landed: look before sending again
        return _resend(ops, entry, r, tid)
    look = _read(ops, entry, tid)
    return _send(ops, entry, r, tid, look)


def _resend(ops: Ops, entry: Entry, r: TicketResultRecord, tid: int) -> Phase:
    """After a send that may have landed (an ambiguous answer, a run that died mid-write): send
    again only when no earlier send of ours can land beside it.

    The ticket's stamp is read first; the audits are read back only once Zendesk's own clock
    (its ``Date``) has left the stamp's second (and ``SURESTEP_READBACK_DELAY_S`` has passed
    since the ambiguous answer, time for a held write to land); the update is re-sent
    conditioned on that stamp, whatever the flow's ``safe_update``. A held write of ours that lands after the
    stamp's read then either landed before the read-back (which finds it) or in a later second
    than the stamp (``updated_at`` is whole seconds), so Zendesk refuses the re-send with a
    409 and the next look finds it. (Read the other way round, a write landing between the
    read-back and the stamp's read was inside the stamp, and the re-send posted the comment a
    second time.) What cannot be decided ends ``unknown``, never in a second post."""
    r["in_doubt"] = True  # a send of ours may be in the network until the entry settles
    look = _read(ops, entry, tid, stamped=True)
    wait = until_past_stamp(look, ops.deps.clock.wall())
    if wait is None:
        return _unknown(r, "An earlier send may have landed, and Zendesk's ticket had no "
                        "updated_at to condition a re-send on, so none was sent; retrying "
                        "the step is safe (it reads back before it sends).")
    settle = ops.config["SURESTEP_READBACK_DELAY_S"] - (ops.deps.clock.wall() - r.get("ambiguous_at", 0))
    gate = resend_gate(settle, wait, r.get("stamp_waits", 0))
    if gate.stamp_waits != r.get("stamp_waits", 0):
        r["stamp_waits"] = gate.stamp_waits
    if gate.gave_up:
        return _unknown(r, "An earlier send may have landed, and the ticket kept "
                        "changing within Zendesk's current second, so no read-back could "
                        "settle it and nothing was sent again; retrying the step is safe "
                        "(it reads back before it sends).")
    if gate.wait > 0:
        return WORKING, r, gate.wait
    found = read_back(ops, tid)
    if found:
        return _done(r, [found], "Zendesk shows our update on the ticket (read back).")
    if r.get("sends", 0) >= ops.config["SURESTEP_MAX_SENDS"]:
        # The sends are given up on: the flow's retry that this answer invites (the only way
        # out of ``unknown``) gets its own, each conditioned on the ticket's stamp as here.
        r["sends"] = 0
        return _unknown(r, "Zendesk never confirmed the update and it is not on the ticket; "
                        "retrying the step is safe.")
    return _send(ops, entry, r, tid, look)


def _send(ops: Ops, entry: Entry, r: TicketResultRecord, tid: int,
          look: Look) -> Phase:
    _mark_sending(ops, entry, r)
    if not look.stamp:
        r["blind"] = True  # nothing at Zendesk refuses this send if it is held and lands late
    try:
        update = ops.call("update", ops.client.update_ticket, tid,
                          payload(entry, look.stamp, ops.body, look.tags))
    except Conflict as exc:
        return _conflict(ops, entry, r, tid, exc)
    except Ambiguous:
        r["ambiguous_at"] = ops.deps.clock.wall()
        return WORKING, r, ops.config["SURESTEP_READBACK_DELAY_S"]
    except PERMANENT as exc:
        r.pop("sending", None)  # refused before processing: this send did not land
        return refused(r, [tid], exc)
    result: TicketRow = {"ticket_id": tid, "state": COMPLETED, "audit_id": update.audit_id,
                         "comment_id": update.comment_id, "error": None}
    return _done(r, [result], "Zendesk applied the update (audit in its answer).")


def _conflict(ops: Ops, entry: Entry, r: TicketResultRecord, tid: int,
              exc: Conflict) -> Phase:
    """A 409: this send did not land, but what changed the ticket may be our own earlier
    write, held in the network past our timeout: look before re-applying."""
    found = read_back(ops, tid)
    if found:
        return _done(r, [found], "Zendesk shows our update on the ticket (read back after a "
                     "conflict).")
    if r.get("conflict_retried"):
        if r.get("in_doubt") and r.get("blind"):
            return _unknown(r, "The ticket kept changing under the update (safe_update "
                            "conflict twice), and an earlier send without a stamp may still "
                            "land; a person should look.")
        return _failed(r, [_error(tid, exc)], "The ticket kept changing under the update "
                       "(safe_update conflict twice); a person should look.")
    r["conflict_retried"] = True
    if r.get("in_doubt"):
        # The 409 says this send did not land, not that an earlier one never will: the next
        # send takes the same look as any re-send (stamp, Zendesk's clock, read-back).
        return _resend(ops, entry, r, tid)
    r.pop("sending", None)  # a 409 is definitive, and no earlier send is in doubt
    return _send(ops, entry, r, tid, _read(ops, entry, tid))


class Gate(NamedTuple):
    """What a re-send does next: wait ``wait`` seconds and look again (0: read back now), or
    give up (``gave_up``: the ticket changes every second); ``stamp_waits``, the waits on a
    stamp's second so far."""

    wait: float
    stamp_waits: int
    gave_up: bool = False


def resend_gate(settle: float, wait: float, stamp_waits: int) -> Gate:
    """Whether a re-send may read back now: not while ``settle`` seconds remain of the time a
    held write needs to land (the stamp is read again later: RQ's scheduler rounds to whole
    seconds), nor while Zendesk's clock is inside the stamp's second (``wait``, at most
    ``STAMP_WAITS`` times)."""
    if settle > 0:
        return Gate(max(settle, wait), stamp_waits)
    if wait > 0:
        return Gate(wait, stamp_waits + 1, gave_up=stamp_waits + 1 > STAMP_WAITS)
    return Gate(0.0, stamp_waits)


def until_past_stamp(look: Look, our_now: float) -> float | None:
    """Seconds to wait until Zendesk's clock has left the second of ``look.stamp`` (0: its
    ``Date`` shows it had when it answered, so every later request is served past it); None
    without a stamp to condition on. Without a ``Date``, our clock stands in, a second behind."""
    try:
        when = datetime.fromisoformat(str(look.stamp).replace("Z", "+00:00"))
    except ValueError:
        return None
    stamp = (when if when.tzinfo else when.replace(tzinfo=timezone.utc)).timestamp()
    now = look.served_at if look.served_at is not None else our_now - 1.0
    return max(0.0, math.floor(stamp) + 1 - math.floor(now))


def bulk_phase(ops: Ops, entry: Entry) -> Phase:
    r = _progress(entry)
    try:
        return _bulk(ops, entry, r)
    except PERMANENT as exc:
        return refused(r, list(entry.ticket_args.ticket_ids), exc)


def _bulk(ops: Ops, entry: Entry, r: TicketResultRecord) -> Phase:
    ids = list(entry.ticket_args.ticket_ids)
    if r.get("zendesk_job"):
        return _poll(ops, r)
    if r.get("sending"):
        settled = _after_unanswered_send(ops, ids, r)
        if settled is not None:
            return settled
    _mark_sending(ops, entry, r)
    try:
        job = ops.call("update_many", ops.client.update_many, ids,
                       payload(entry, body=ops.body))
    except Ambiguous:
        r["ambiguous_at"] = ops.deps.clock.wall()
        return WORKING, r, ops.config["SURESTEP_BULK_SETTLE_S"]
    except PERMANENT as exc:
        r.pop("sending", None)
        return refused(r, ids, exc)
    r.pop("sending", None)
    r.update({"zendesk_job": job.id, "zendesk_job_url": job.url, "polls": 0,
              "queued_at": ops.deps.clock.wall(), "detail": f"Zendesk queued job {job.id}."})
    return WORKING, r, 1.0


def _after_unanswered_send(ops: Ops, ids: list[int], r: TicketResultRecord) -> Phase | None:
    """A bulk send whose answer was lost: wait out the settle time from then; after it,
    the tickets' audits say whether it went through (settled by what they carry, a ticket
    without our marker failed). None when none carries it: nothing went, send again."""
    waited = ops.deps.clock.wall() - r.get("ambiguous_at", 0)
    if waited < ops.config["SURESTEP_BULK_SETTLE_S"]:
        return WORKING, r, ops.config["SURESTEP_BULK_SETTLE_S"] - waited
    found = {tid: _look(ops, tid) for tid in ids}
    if not any(x and x["state"] == COMPLETED for x in found.values()):
        return None
    results: list[TicketRow] = [
        found[t] or {"ticket_id": t, "state": FAILED, "comment_id": None,
                     "error": "no audit carries our marker: not updated"} for t in ids]
    return settle_bulk(r, results)


def _poll(ops: Ops, r: TicketResultRecord) -> Phase:
    try:
        job = ops.call("job_status", ops.client.job_status,
                       r.get("zendesk_job_url") or r["zendesk_job"])
    except Missing:
        # Zendesk keeps a job's status for a day only: what it did is on the tickets now. A
        # status gone sooner than the settle time after the job was queued may belong to a
        # job that has not run yet, so the read-back waits out the settle time from then:
        # a read-back before the job ran would find nothing and send the update again.
        gone, _ = r.pop("zendesk_job"), r.pop("zendesk_job_url", None)
        r.update({"sending": True, "ambiguous_at": r.get("queued_at", 0.0),
                  "detail": f"Zendesk no longer knows job {gone}; reading the tickets back."})
        return WORKING, r, 0.05
    except PERMANENT:
        raise  # forbidden or credentials refused: polling again cannot change it
    except ProviderError:  # no answer or 5xx on a read: safe to try again
        return WORKING, r, 2.0
    if job.status in TICKET_WAITING:
        r["polls"] = r.get("polls", 0) + 1
        r["detail"] = f"Zendesk job {job.id} is {job.status}."
        return WORKING, r, poll_delay(r["polls"], ops.config["SURESTEP_POLL_MAX_S"])
    if job.status != COMPLETED:  # failed, or killed (older docs)
        return _failed(r, [], f"Zendesk job {job.id} failed: {job.message or 'no message'}")
    return settle_bulk(r, job_rows(job.results))


def poll_delay(polls: int, most_s: float) -> float:
    """The wait before the ``polls``-th look at a queued Zendesk job: 1 s, then twice as long
    each time, never more than ``most_s``."""
    return min(2.0 ** (polls - 1), most_s)


def job_rows(items: list[dict[str, Any]]) -> list[TicketRow]:
    """A finished Zendesk job's per-ticket results as the entry's rows: completed only where
    Zendesk says ``success``, else failed with its error and details."""
    return [{"ticket_id": item.get("id"), "state": COMPLETED if item.get("success") else FAILED,
             "comment_id": None,
             "error": None if item.get("success")
             else f"{item.get('error')}: {item.get('details')}"}
            for item in items]


def settle_bulk(r: TicketResultRecord, results: list[TicketRow]) -> Phase:
    """A bulk update's end: completed when every ticket was, else failed naming the tickets
    that were not."""
    failed = [x["ticket_id"] for x in results if x["state"] != COMPLETED]
    if failed:
        return _failed(r, results, f"{len(results) - len(failed)} of {len(results)} tickets "
                       f"updated; failed: {failed}.")
    return _done(r, results, f"All {len(results)} tickets updated.")


class Look(NamedTuple):
    """What a send is conditioned on: the ticket's ``updated_stamp`` and, when the update
    changes tags, the tags it has now; ``served_at``, Zendesk's clock when it answered."""

    stamp: str | None = None
    tags: list[str] | None = None
    served_at: float | None = None


def _read(ops: Ops, entry: Entry, ticket_id: int, stamped: bool = False) -> Look:
    """The ticket's ``updated_stamp`` for ``safe_update`` and, when the update changes tags,
    the tags it has now; an empty ``Look`` without a read when neither is wanted (``stamped``:
    a re-send always wants the stamp). A tag change is always a safe update: writing the list
    back blind could drop a tag an agent just added."""
    args = entry.ticket_args
    if not (stamped or args.safe_update or args.edits_tags):
        return Look()
    read = ops.call("ticket", ops.client.ticket, ticket_id)
    tags = list(read.ticket.get("tags") or []) if args.edits_tags else None
    return Look(read.ticket.get("updated_at"), tags, read.served_at)


def _mark_sending(ops: Ops, entry: Entry, r: TicketResultRecord) -> None:
    r["sending"], r["sends"] = True, r.get("sends", 0) + 1
    ops.deps.ledger.update_result(entry, r)


def refused(r: TicketResultRecord, ticket_ids: list[int], exc: ProviderError) -> Phase:
    """Settle on an answer no retry can change, with Zendesk's error on every ticket. When a
    write of ours may have landed and this refusal kept us from looking (a read-back or a
    poll forbidden), the outcome is ``unknown`` and the trace stays for the next look."""
    results = [_error(t, exc) for t in ticket_ids]
    if (r.get("sending") or r.get("zendesk_job")) and not isinstance(exc, Missing):
        r = _without(r, "waiting")
        r.update({"results": [{**x, "state": UNKNOWN} for x in results], "verified": False,
                  "detail": f"{_refusal(exc)}. An earlier send may have landed and could not "
                            "be read back; retry once that is fixed (the retry reads back "
                            "before it sends)."})
        return UNKNOWN, r, None
    fix = (" Fix ZENDESK_EMAIL and ZENDESK_API_TOKEN (or ZENDESK_OAUTH_TOKEN), then send the "
           "update again with a new intent_id." if exc.status == 401 else "")
    return _failed(r, results, f"{_refusal(exc)}; nothing was changed.{fix}")


def _refusal(exc: ProviderError) -> str:
    said = f"{exc.status} {_error_name(exc)}: {exc.message}"
    if exc.status == 401:
        return f"Zendesk refused surestep's credentials ({said})"
    if isinstance(exc, Missing):
        return f"Zendesk has no such ticket ({said})"
    if isinstance(exc, AuthFailed):
        return (f"Zendesk forbade the update ({said}): the Zendesk user surestep acts as may "
                "not change this ticket")
    return f"Zendesk refused the update ({said})"


def _error_name(exc: ProviderError) -> str:
    """Zendesk's error name (``RecordNotFound``, ``Forbidden``, ``RecordInvalid``...); a
    refusal of our credentials is ``auth_error`` (Zendesk's 401 names no error, it says
    "Couldn't authenticate you")."""
    if exc.status == 401:
        return "auth_error"
    return exc.code or f"HTTP {exc.status}"


def _error(ticket_id: int, exc: ProviderError) -> TicketRow:
    return {"ticket_id": ticket_id, "state": FAILED, "comment_id": None, "audit_id": None,
            "error": f"{_error_name(exc)}: {exc.message}"}


def _look(ops: Ops, ticket_id: int) -> TicketRow | None:
    """``read_back`` of one ticket of a bulk update; a ticket Zendesk does not have is that
    ticket's failure, not the whole update's."""
    try:
        return read_back(ops, ticket_id)
    except Missing as exc:
        return _error(ticket_id, exc)


def _done(r: TicketResultRecord, results: list[TicketRow], detail: str) -> Phase:
    r = _without(r, "sending", "waiting")
    r.update({"results": results, "verified": True, "detail": detail})
    return COMPLETED, r, None


def _unknown(r: TicketResultRecord, detail: str) -> Phase:
    """Undecided: ``sending`` stays, so a retry of the step reads back before it sends."""
    r = _without(r, "waiting", "stamp_waits")
    r["detail"] = detail
    return UNKNOWN, r, None


def _failed(r: TicketResultRecord, results: list[TicketRow], detail: str) -> Phase:
    r = _without(r, "sending", "waiting")
    r.update({"results": results, "verified": True, "detail": detail})
    return FAILED, r, None


def _progress(entry: Entry) -> TicketResultRecord:
    """The entry's result as this run starts from it: a copy the phase updates in place."""
    return cast(TicketResultRecord, dict(entry.result))


def _without(r: TicketResultRecord, *names: str) -> TicketResultRecord:
    """``r`` less the keys ``names`` (a new record: the one given is left as it was)."""
    return cast(TicketResultRecord, {k: v for k, v in r.items() if k not in names})
