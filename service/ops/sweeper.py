"""The sweeper: settles claims whose process died mid-call (their lease ran out).

A claim stays ``in_progress`` when the web or worker process holding it died between deciding
and recording (after the provider may have committed). The next request for that intent
would take it over, but a flow may never send one. The sweeper finds such claims through the
ledger's open-claims index (a sorted set by lease end per tenant, ``sst:{<tenant>}:@open``,
over the tenants of ``sst:@tenants``, so a pass reads only the expired ones) and settles each the
way a verify does, through the refund step's own ``verify`` (one
code path for lookups, never a copy): the provider is searched by our marker and read back;
found, the entry ends ``completed`` / ``pending`` / ``failed`` with the provider's refund id;
not found, ``unknown`` (the next retry re-sends the same provider key), and after the
policy's ``escalate_after_unknown`` outcomes a person decides (the refund step's own rule).
Ticket updates are re-queued: their run reads the ticket back before anything is re-sent. So are
ticket updates left waiting with no job to run them (``rescue_lost_runs``), and those a
waiting room let out whose runs never reached RQ (``rescue_let_out``). So is an escalation
whose decision was recorded but whose resolver died before carrying it out, recording what it
gave or announcing it (``escalation.finish_unresolved``, once the resolver's lease ran out).

It never races a live request: the lease is the lock. ``verify`` refuses a live claim, the
ledger's forward settle refuses to write over one, and a request that re-claims the intent
meanwhile moves it out of the index. The sweeper never sends a refund itself.
"""

from __future__ import annotations

from collections import Counter

import structlog
from rq.exceptions import NoSuchJobError
from rq.job import Job, JobStatus
from rq.queue import Queue

from service.accounts.registry import Resolved
from service.deps import Deps
from service.errors import InFlight, NotFound, ServiceError
from service.ledger import counters, marks
from service.ledger import index as ledger_index
from service.ledger.store import IN_PROGRESS, Entry
from service.steps import escalation, ticket
from service.steps import refund as refund_step

log = structlog.get_logger("surestep.sweeper")
WAITING_STATES = ("queued", "working")


def sweep(deps: Deps, now: float | None = None, limit: int = 100) -> dict[str, int]:
    """Settle up to ``limit`` expired claims; returns how many ended in each outcome."""
    now = deps.clock.wall() if now is None else now
    outcomes: Counter[str] = Counter()
    for key in ledger_index.expired_claims(deps.ledger, now, limit):
        tenant, step, intent_id = ledger_index.parse(key)
        entry = deps.ledger.get(tenant, step, intent_id)
        if entry is None or entry.state != IN_PROGRESS:
            ledger_index.forget(deps.ledger, key)  # expired, or moved on without the index
            continue
        if entry.lease_live(deps.clock.wall()):
            continue  # re-claimed since the index was read: that request owns it now
        outcome = _refund(deps, entry) if step == refund_step.STEP else _ticket(deps, entry)
        outcomes[outcome] += 1
        counters.incr(deps.ledger, "sweeps", outcome=outcome)
        log.info("swept", tenant=tenant, intent_id=intent_id, step=step, outcome=outcome)
    outcomes.update(rescue_lost_runs(deps, now, limit))
    outcomes.update(escalation.finish_unresolved(deps, now, limit))
    # each waiting room moves on its own dispatcher; this covers one lost with its process
    for account in ticket.zendesk_accounts(deps):
        outcomes.update(rescue_let_out(deps, account, now, limit))
        if moved := ticket.dispatch(deps, account):
            outcomes["room_dispatched"] += moved
    return dict(outcomes)


def rescue_lost_runs(deps: Deps, now: float, limit: int = 100) -> Counter[str]:
    """Ticket updates left ``queued`` or ``working`` with no RQ job to run them (a process or
    Redis died between the ledger write and the enqueue, or between leaving the waiting room
    and entering RQ): enqueue their next run. An entry whose latest job is still queued,
    scheduled or running, or that still waits in the room, is only looked at again later.
    Found by their overdue hint, or, when a failover lost the hint (written without ``WAIT``),
    by the state index, once they are older than a run's overdue time."""
    outcomes: Counter[str] = Counter()
    lost = ledger_index.runs_without_hint(deps.ledger, now - ticket.overdue_after(deps), limit)
    for key in dict.fromkeys([*ledger_index.overdue_runs(deps.ledger, now, limit), *lost]):
        tenant, step, intent_id = ledger_index.parse(key)
        entry = deps.ledger.get(tenant, step, intent_id)
        if entry is None or entry.state not in WAITING_STATES:
            ledger_index.run_done(deps.ledger, key)
            continue
        later = now + ticket.overdue_after(deps)
        if ticket.in_room(deps, entry):
            ledger_index.expect_run(deps.ledger, key, now + ticket.ROOM_HOLD_S)
            outcomes["run_waiting"] += 1
            continue
        if entry.lease_live(deps.clock.wall()) or _job_alive(deps, ticket.latest_job_id(deps, key)):
            ledger_index.expect_run(deps.ledger, key, later)
            outcomes["run_waiting"] += 1
            continue
        ticket.enqueue_run(deps, tenant, step, intent_id, delay_s=0)
        outcomes["run_requeued"] += 1
        counters.incr(deps.ledger, "sweeps", outcome="run_requeued")
        log.warning("lost run re-queued", tenant=tenant, intent_id=intent_id, step=step,
                    state=entry.state)
    return outcomes


def rescue_let_out(deps: Deps, account: Resolved, now: float,
                   limit: int = 100) -> Counter[str]:
    """Ticket updates a waiting room let out whose runs never reached RQ: the process died,
    or a failover lost the writes, after the room's script. Their hints may still say much
    later (the room's long one); the room's own record (``out``, written by the script that
    let them out) says when they left. Past a run's overdue time, an update still waiting,
    outside the room, with no live lease or job, has its next run enqueued."""
    outcomes: Counter[str] = Counter()
    room = ticket.waiting_room(deps, account)
    for key in room.let_out_before(now - ticket.overdue_after(deps), limit):
        tenant, step, intent_id = ledger_index.parse(key)
        entry = deps.ledger.get(tenant, step, intent_id)
        if (entry is not None and entry.state in WAITING_STATES and not room.holds(key)
                and not entry.lease_live(deps.clock.wall())
                and not _job_alive(deps, ticket.latest_job_id(deps, key))):
            ticket.enqueue_run(deps, tenant, step, intent_id, delay_s=0)
            outcomes["run_requeued"] += 1
            counters.incr(deps.ledger, "sweeps", outcome="run_requeued")
            log.warning("run let out of the waiting room re-queued", tenant=tenant,
                        intent_id=intent_id, step=step, state=entry.state)
        room.went_out([key])
    return outcomes


def _job_alive(deps: Deps, job_id: str) -> bool:
    """Whether RQ will still run the job: its status says it waits or runs, and the queue or
    registry that status names still holds it. A job's record can outlive its place (a crash of
    Redis, a scheduler that died mid-move): seen once in the chaos suite, a retry ``scheduled``
    in no registry, its ticket update ``working`` for ever behind it."""
    try:
        job = Job.fetch(job_id, connection=deps.queue.connection)
    except NoSuchJobError:
        return False
    status = job.get_status()
    connection = deps.queue.connection
    queue = Queue(job.origin, connection=connection)
    if status == JobStatus.QUEUED:  # (a worker moves a job it takes to the intermediate list first)
        return any(connection.lpos(key, job_id) is not None
                   for key in (queue.key, queue.intermediate_queue_key))
    if status == JobStatus.SCHEDULED:
        return job_id in queue.scheduled_job_registry
    # a started job under a dead horse is RQ's own abandoned-job cleanup's (the chaos suite's
    # bound counts it); a deferred one waits on the job it depends on
    return status in (JobStatus.STARTED, JobStatus.DEFERRED)


def _refund(deps: Deps, entry: Entry) -> str:
    try:
        settled = refund_step.verify(deps, entry.tenant, entry.intent_id, actor="sweeper").entry
    except InFlight:
        return "live"  # taken over between our read and the verify
    except NotFound:
        return "gone"
    except ServiceError:
        return "not_configured"  # its provider is not configured in this process
    if settled.state == IN_PROGRESS:
        return "lookup_failed"  # the provider did not answer: the next pass tries again
    if refund_step.followed_up(settled.state, settled.result):
        refund_step.schedule_verify(deps, entry.tenant, entry.intent_id, attempt=1)
    return settled.state


def _ticket(deps: Deps, entry: Entry) -> str:
    if entry.step not in (ticket.SINGLE, ticket.BULK):
        return "skipped"
    # once per expired lease: the run it queues re-claims the entry (or RQ's retry did)
    if not marks.first_sweep(deps.ledger, entry.key, entry.lease_until,
                             max(60, int(deps.config["SURESTEP_LEASE_S"]) * 4)):
        return "requeued_before"
    ticket.enqueue_run(deps, entry.tenant, entry.step, entry.intent_id, delay_s=0)
    return "requeued"
