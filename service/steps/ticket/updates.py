"""Zendesk ticket updates as jobs: recorded by the web, carried out by RQ, never sent twice.

``submit`` (web) records the intent ``queued`` and enqueues one run; only the request that
created (or re-opened an ``unknown``) entry enqueues, so duplicates cannot enqueue twice.
``run`` (worker) claims the entry under a lease and moves it one phase forward, then either
settles it (completed, failed, unknown) or re-schedules itself with ``enqueue_in``: a queued
Zendesk job or an ambiguous write never make a worker sleep.

Runs that need the account's request budget wait out of RQ, in its waiting room
(``rules.WaitingRoom``): a new update joins it, and so does a run that found the
budget spent or met a 429. ``dispatch`` lets through, into RQ, as many as the window allows,
each with its requests reserved (``paid``); it is called after every submit and run, and one
dispatcher job (``tasks.TICKET_DISPATCH``) is scheduled for when the window resets. So a job
is taken and forked once per useful run, not once per window it waits through.

Zendesk has no idempotency key for ticket updates, so every update carries our marker in the
audit's custom metadata, and whenever an earlier send may have landed (an ambiguous answer, a
run that died under its lease) the ticket's audits are read back before anything is re-sent.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any, NamedTuple, cast

from service import states, tasks
from service.deps import Deps
from service.errors import NotFound
from service.events import deliveries
from service.events import publish as events
from service.ledger import counters, keys, ticket_runs
from service.ledger.store import IN_PROGRESS, Claim, Entry
from service.ledger.ticket_records import TicketResult, TicketResultRecord
from service.states import (
    COMPLETED,
    FAILED,
    QUEUED,
    TICKET_WAITING,
    UNKNOWN,
    WORKING,
    TicketState,
)
from service.steps import common
from service.steps.ticket.rooms import (
    account_of,
    dispatch,
    job_id_for,
    overdue_after,
    run_retry,
)
from service.steps.ticket.zendesk_calls import Deferred, Ops, calls_needed
from service.steps.ticket.zendesk_ops import bulk_phase, single_phase

SINGLE, BULK = "ticket_update", "ticket_bulk_update"
TERMINAL = states.TICKET_TERMINAL
QUEUED_VIEW = {QUEUED: QUEUED, IN_PROGRESS: WORKING, WORKING: WORKING}


class Submitted(NamedTuple):
    """An update as recorded: its entry, whether this request replays an earlier one, and the
    signing secret of the resume_url this request registered (None: it registered none)."""

    entry: Entry
    replayed: bool
    resume_secret: str | None = None


def submit(deps: Deps, tenant: str, step: str, args: dict[str, Any]) -> Submitted:
    """Record the update intent and send its first run through the waiting room (into RQ at
    once while the budget allows)."""
    intent_id = args["intent_id"]
    call_args = common.call_args(args, "resume_url", "wait")
    # before anything is written: an unknown or unconfigured account leaves no trace
    account = deps.accounts.resolve(tenant, "zendesk", call_args.get("account")).name
    fp = common.fingerprint(call_args)
    key = deps.ledger.key(tenant, step, intent_id)
    # Before the entry, in one round trip: the lost-run hint (if this process dies between
    # recording the entry and enqueueing its run, the sweeper still finds it; a retry of the
    # request is a replay and enqueues nothing), and the job id's mapping, derived from the key
    # alone, so a concurrent duplicate that finds the entry always finds its job too (written
    # after the entry, a duplicate's wait could look it up in between and answer 404).
    ticket_runs.recorded(deps.ledger, key, keys.job(tenant, job_id_for(key)),
                         deps.clock.wall() + overdue_after(deps), step, intent_id)
    call_args = {**call_args, "account": account}
    marker = common.provider_key(tenant, intent_id, step, common.account_bound(fp, account))
    claim = deps.ledger.claim(tenant, step, intent_id, fingerprint=fp, args=call_args,
                              provider_key=marker, lease_s=0, initial=QUEUED,
                              reclaim=(UNKNOWN,), to=QUEUED)
    if claim.kind == "conflict":
        raise common.conflict(claim.stored_args, call_args)
    secret = deliveries.register(deps, key, args.get("resume_url"))
    if claim.kind in ("claimed", "reclaimed"):
        tickets = call_args.get("ticket_ids") or [call_args["ticket_id"]]
        ticket_runs.watch(deps.ledger, key, tickets)  # a webhook about one wakes it (``wake``)
        wait_in_room(deps, claim.entry)
        return Submitted(claim.entry, False, secret)
    found = deps.ledger.get(tenant, step, intent_id)  # busy: read as it stands
    if found is None:
        raise NotFound(f"The ticket update {intent_id!r} expired as it was read.")
    if found.state == QUEUED:
        # Still in its waiting room: the flow's retry lets through what the budget allows and
        # keeps the room's dispatcher scheduled, so a dispatcher job lost (a Redis primary
        # killed before it replicated) holds nothing up until the sweeper's next look.
        dispatch(deps, account_of(deps, found))
    seen = claim.state if claim.kind == "settled" else None
    if secret is not None and seen not in TERMINAL and found.state in TERMINAL:
        # Registered, then re-checked: the run that ended it may have read the URLs before
        # ours was added; each (entry, URL) is delivered once, so ours is called exactly once.
        deliveries.schedule(deps, found, view(deps, found, replayed=False))
    return Submitted(found, True, secret)


def enqueue_run(deps: Deps, tenant: str, step: str, intent_id: str, delay_s: float) -> None:
    """Schedule the next run; RQ retries a run whose work-horse died (the lease then decides)."""
    key = deps.ledger.key(tenant, step, intent_id)
    seq = ticket_runs.next_run(deps.ledger, key,
                               deps.clock.wall() + max(delay_s, 0) + overdue_after(deps))
    job_id = f"{job_id_for(key)}-{seq}"
    retry = run_retry(deps)
    if delay_s <= 0:
        deps.queue.enqueue(tasks.TICKET_RUN, tenant, step, intent_id, job_id=job_id,
                           retry=retry, description=f"{step} {tenant}/{intent_id} #{seq}")
    else:
        deps.queue.enqueue_in(timedelta(seconds=delay_s), tasks.TICKET_RUN, tenant, step,
                              intent_id, job_id=job_id, retry=retry,
                              description=f"{step} {tenant}/{intent_id} #{seq}")


def wait_in_room(deps: Deps, entry: Entry, result: TicketResultRecord | None = None) -> int:
    """Put the entry's next run in the account's waiting room (ahead of every later arrival),
    with the calls it needs, and let through what the budget allows."""
    cost = calls_needed(entry.ticket_args, entry.ticket_result if result is None
                        else TicketResult.parse(result))
    return dispatch(deps, account_of(deps, entry), join=entry.key, arrival=entry.created_at,
                    cost=cost)


def latest_job_id(deps: Deps, entry_key: str) -> str:
    """The id of the last run enqueued for this entry."""
    return f"{job_id_for(entry_key)}-{ticket_runs.runs(deps.ledger, entry_key)}"


def run(deps: Deps, tenant: str, step: str, intent_id: str, paid: int = 0,
        paid_until: float = 0.0) -> str:
    """One run of a ticket-update job (RQ). Returns the state it left the entry in. ``paid``
    requests were reserved for it by the waiting room, good until ``paid_until``."""
    entry = deps.ledger.get(tenant, step, intent_id)
    if entry is None or entry.state in TERMINAL:
        return entry.state if entry else "missing"
    claim = deps.ledger.claim(tenant, step, intent_id, fingerprint="", args=None,
                              provider_key="", lease_s=deps.config["SURESTEP_LEASE_S"],
                              actor="worker", initial="", reclaim=TICKET_WAITING)
    if claim.kind not in ("claimed", "reclaimed"):
        return _unclaimed(deps, tenant, step, intent_id, claim)
    entry = claim.entry
    ops = Ops(deps, entry, credit=_credit(deps, paid, paid_until))
    state, result, delay, deferred = _work(deps, ops, entry, step)
    outcome, now = deps.ledger.settle(entry, state, result, actor="worker", owner=claim.owner,
                                      note=result.get("detail") or state)
    _back_to_room(deps, entry, result, deferred)
    if delay is not None and state not in TERMINAL:
        enqueue_run(deps, tenant, step, intent_id, delay)
    elif state in TERMINAL and now is not None:
        _finished(deps, tenant, entry.key, now, state, announce=outcome == "settled")
    return state


def _credit(deps: Deps, paid: int, paid_until: float) -> int:
    """The requests the waiting room reserved for this run, while they are still good."""
    return paid if paid_until > deps.clock.wall() else 0


def _back_to_room(deps: Deps, entry: Entry, result: TicketResultRecord, deferred: bool) -> None:
    """The waiting room after a run: a deferred one waits in it again, ahead of every later
    arrival; after any other, what the run learnt of the window may let others through."""
    if deferred:
        wait_in_room(deps, entry, result)
    else:
        dispatch(deps, account_of(deps, entry))


def _unclaimed(deps: Deps, tenant: str, step: str, intent_id: str, claim: Claim) -> str:
    """What a run that did not get the entry answers: while another run holds the lease it
    looks again when the lease runs out (``working``); a settled entry answers its state;
    anything else the claim's kind."""
    if claim.kind == "busy":
        enqueue_run(deps, tenant, step, intent_id, claim.lease_until - deps.clock.wall() + 0.5)
        return WORKING
    return claim.state if claim.kind == "settled" else claim.kind


def _work(deps: Deps, ops: Ops, entry: Entry,
          step: str) -> tuple[TicketState, TicketResultRecord, float | None, bool]:
    """This run's phase of the update (one ticket, or a bulk job): its state, result and
    delay to the next run, and whether it was deferred: an empty budget or a 429 leaves the
    entry ``working`` with why it waits, to wait in the room until the window allows."""
    phase = single_phase if step == SINGLE else bulk_phase
    try:
        state, result, delay = phase(ops, entry)
    except Deferred as wait:
        counters.incr(deps.ledger, "provider_waits", provider="zendesk")
        return WORKING, cast(TicketResultRecord, {**entry.result, "waiting": wait.reason}), \
            None, True
    return state, result, delay, False


def _finished(deps: Deps, tenant: str, entry_key: str, now: Entry, state: str,
              announce: bool) -> None:
    """A run that left the entry terminal (``now``, in ``state``): its runs are done, its
    resume_urls get the view, and (``announce``: this run settled it) a completed or failed
    one is an event."""
    ticket_runs.run_done(deps.ledger, entry_key)
    body = view(deps, now, replayed=False)
    deliveries.schedule(deps, now, body)
    if announce and state in (COMPLETED, FAILED):
        events.emit(deps, tenant, f"ticket_update.{state}", body)


def wait_for(deps: Deps, tenant: str, job_id: str, wait_s: float) -> Entry:
    """The job's entry once it is terminal, or as it stands when ``wait_s`` runs out.
    Woken by the ledger's notification; never holds more than this request's thread."""
    return wait_on(deps, find(deps, tenant, job_id), wait_s)


def wait_on(deps: Deps, entry: Entry, wait_s: float) -> Entry:
    """``entry`` once it is terminal, or as it stands when ``wait_s`` runs out."""
    tenant = entry.tenant
    deadline = deps.clock.monotonic() + wait_s
    with deps.notifier.watch(entry.key) as settled:
        while entry.state not in TERMINAL:
            remaining = deadline - deps.clock.monotonic()
            if remaining <= 0:
                break
            settled.wait(min(remaining, 5.0))  # 5 s: a safety net, not the wake-up path
            settled.clear()
            entry = deps.ledger.get(tenant, entry.step, entry.intent_id) or entry
    return entry


def find(deps: Deps, tenant: str, job_id: str) -> Entry:
    found = ticket_runs.entry_of_job(deps.ledger, keys.job(tenant, job_id))
    entry = deps.ledger.get(tenant, *found) if found is not None else None
    if entry is None:
        raise NotFound(f"No job {job_id!r} for this API key.")
    return entry


def view(deps: Deps, entry: Entry, replayed: bool) -> dict[str, Any]:
    """What a flow receives for a ticket-update job (and what its resume_url gets)."""
    return shown(entry, replayed, deliveries.summary(deps, entry))


def shown(entry: Entry, replayed: bool, delivery: dict[str, Any] | None) -> dict[str, Any]:
    """``view`` of the entry, with its resume_url deliveries as ``delivery`` summarises them:
    a job that waits its turn or is being run is ``queued`` or ``working`` and its next step
    is to wait; a terminal one says what the flow does next."""
    state = QUEUED_VIEW.get(entry.state, entry.state)
    job_id = job_id_for(entry.key)
    return {
        "job_id": job_id, "intent_id": entry.intent_id, "step": entry.step, "state": state,
        "account": entry.ticket_args.account,
        "verified": entry.ticket_result.verified, "detail": entry.ticket_result.detail,
        "next": "wait" if state in TICKET_WAITING else common.NEXT.get(state, "retry"),
        "attempts": entry.attempts, "replayed": replayed,
        "results": list(entry.ticket_result.results),
        "delivery": delivery,
        "links": {"self": f"/v1/jobs/{job_id}", "wait": f"/v1/jobs/{job_id}?wait=25",
                  "intent": f"/v1/intents/{entry.intent_id}"},
    }


WAITING = TICKET_WAITING


def wake(deps: Deps, ticket_id: int | str, accept: Any = None) -> int:
    """Run now every update still waiting on the ticket (a Zendesk webhook says it changed;
    a run only reads back before it writes, so an early run is always safe); forget the
    finished ones. ``accept(entry)``: only the entries it accepts are touched (a
    webhook of one tenant's account wakes only that tenant's updates on that account)."""
    woken = 0
    for tenant, step, intent_id in ticket_runs.watching(deps.ledger, ticket_id):
        entry = deps.ledger.get(tenant, step, intent_id)
        if entry is not None and accept is not None and not accept(entry):
            continue
        if entry is None or entry.state in TERMINAL:
            ticket_runs.forget(deps.ledger, ticket_id, deps.ledger.key(tenant, step, intent_id))
        elif entry.state in WAITING:  # in_progress: a run is at it right now
            enqueue_run(deps, tenant, step, intent_id, delay_s=0)
            woken += 1
    return woken
