"""The ticket updates' waiting rooms: one per Zendesk account (by its host, so two tenants'
accounts on one subdomain share theirs), holding the runs that wait for the account's request
budget out of RQ; ``dispatch`` lets through what the window allows (``updates`` says when it
is called).
"""

from __future__ import annotations

import hashlib
from datetime import timedelta

from rq import Queue, Retry
from rq.exceptions import NoSuchJobError
from rq.job import Job

from service import tasks
from service.accounts.registry import Resolved
from service.deps import Deps
from service.errors import ServiceError
from service.ledger import keys, rate_budget, ticket_runs
from service.ledger.rate_budget import Passage, WaitingRoom
from service.ledger.store import Entry
from service.steps import common

RETRIES = 3  # RQ retries of a run whose work-horse died (the lease then decides)
ROOM_HOLD_S = 600.0  # the sweeper looks at an update in the waiting room this often


def job_id_for(entry_key: str) -> str:
    """The public job id, derived from the ledger key (RQ ids allow [A-Za-z0-9_-])."""
    return "job_" + hashlib.sha256(entry_key.encode()).hexdigest()[:24]


def account_of(deps: Deps, entry: Entry) -> Resolved:
    """The Zendesk account the update was recorded for (``env`` for one written before)."""
    return deps.accounts.resolve(entry.tenant, "zendesk", entry.ticket_args.account)


def dispatch(deps: Deps, account: Resolved | None, join: str = "", arrival: float = 0.0,
             cost: int = 1, dispatcher: str = "") -> int:
    """Move as many waiting runs into RQ as the account's window allows, and keep one
    dispatcher scheduled for when it next can. Returns how many runs it enqueued. Each Zendesk
    account (by its host: two tenants' accounts on one subdomain share it) has its room."""
    if account is None:
        return 0
    room, moved = waiting_room(deps, account), 0
    while True:
        passage = room.let_through(overdue_s=overdue_after(deps), hold_s=ROOM_HOLD_S,
                                   join=join, arrival=arrival, cost=cost, dispatcher=dispatcher)
        _enqueue(deps, account, room, passage)
        moved, join, dispatcher = moved + len(passage.entries), "", ""
        if len(passage.entries) < room.BATCH:
            return moved


def env_account(deps: Deps) -> Resolved | None:
    """The environment's Zendesk account, when there is one (its dispatcher jobs name none)."""
    return Resolved("zendesk", common.ENV_ACCOUNT, deps.zendesk) if deps.zendesk else None


def zendesk_accounts(deps: Deps) -> list[Resolved]:
    """Every Zendesk account with a waiting room: the environment's and each tenant's (one per
    host: accounts of two tenants on one subdomain share their room)."""
    found, hosts = [], set()
    for account in filter(None, [env_account(deps), *_tenant_accounts(deps)]):
        if account.connector.account not in hosts:
            hosts.add(account.connector.account)
            found.append(account)
    return found


def _tenant_accounts(deps: Deps) -> list[Resolved]:
    found = []
    for tenant in deps.accounts.store.tenants():
        for stored in deps.accounts.store.list(tenant, "zendesk"):
            try:
                found.append(deps.accounts.resolve(tenant, "zendesk", stored.name))
            except ServiceError:  # removed meanwhile, or its secret unreadable here
                continue
    return found


def waiting_room(deps: Deps, account: Resolved) -> WaitingRoom:
    return rate_budget.room_of(deps.ledger, "zendesk", account.connector.account)


def in_room(deps: Deps, entry: Entry) -> bool:
    try:
        account = account_of(deps, entry)
    except ServiceError:
        return False
    return waiting_room(deps, account).holds(entry.key)


def _enqueue(deps: Deps, account: Resolved, room: WaitingRoom, passage: Passage) -> None:
    """The runs a passage let out, in one round trip for their seqs and one for RQ, then the
    room told they are in RQ; then the dispatcher it asked for (a crash or a failover in
    between leaves them in the room's ``out``: the sweeper's ``rescue_let_out``)."""
    if passage.entries:
        seqs = ticket_runs.next_runs(deps.ledger, [key for key, _ in passage.entries])
        datas = []
        for (key, paid), seq in zip(passage.entries, seqs):
            tenant, step, intent_id = keys.parse_entry(key)
            paying = {"paid": paid, "paid_until": passage.paid_until} if paid else {}
            datas.append(Queue.prepare_data(
                tasks.TICKET_RUN, (tenant, step, intent_id), paying, retry=run_retry(deps),
                job_id=f"{job_id_for(key)}-{seq}", description=f"{step} {tenant}/{intent_id} "
                f"#{seq}{f' (paid {paid})' if paid else ''}"))
        deps.queue.enqueue_many(datas)
        room.went_out([key for key, _ in passage.entries])
    if passage.cancel:
        try:
            Job.fetch(_dispatcher_id(account, passage.cancel),
                      connection=deps.queue.connection).delete()
        except NoSuchJobError:
            pass
    if passage.schedule:
        at, number = passage.schedule
        # the environment's dispatcher keeps the job arguments it had before accounts
        whose = () if account.account is None else (account.account.tenant, account.name)
        deps.queue.enqueue_in(timedelta(seconds=max(at - deps.clock.wall(), 0)),
                              tasks.TICKET_DISPATCH, number, *whose,
                              job_id=_dispatcher_id(account, number),
                              description=f"ticket waiting room dispatch #{number}")


def _dispatcher_id(account: Resolved, number: str) -> str:
    host = hashlib.sha256(account.connector.account.encode()).hexdigest()[:12]
    return f"ticket-dispatch-{host}-{number}"


def run_retry(deps: Deps) -> Retry:
    return Retry(max=RETRIES, interval=[int(deps.config["SURESTEP_LEASE_S"]) + 1] * RETRIES)


def overdue_after(deps: Deps) -> float:
    """How long after it is due a run counts as lost: RQ's retry of a dead horse's job waits a
    lease and a second, and the sweeper must not race it."""
    return 2 * deps.config["SURESTEP_LEASE_S"] + 5
