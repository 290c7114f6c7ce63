"""Which ticket-update jobs wait on a ticket, so a Zendesk webhook about it can wake them.

A ticket update can wait minutes: a read-back after an ambiguous write, an ``update_many``
job Zendesk has queued, a rate budget. When Zendesk tells us the ticket changed, the job's
next run need not wait for its timer: it runs now (a run only reads back before it writes,
so an early run is always safe).

    sst:@zendesk:ticket:<ticket_id>   set   ledger keys of updates touching the ticket
"""

from __future__ import annotations

from service.ledger import index as ledger_index
from service.deps import Deps

WAITING = ("queued", "working")


def _key(ticket_id: int | str) -> str:
    return f"sst:@zendesk:ticket:{ticket_id}"


def watch(deps: Deps, entry_key: str, ticket_ids: list[int]) -> None:
    """Remember that the update ``entry_key`` touches these tickets (ticket steps call it)."""
    pipe = deps.redis.pipeline(transaction=False)
    for ticket_id in ticket_ids:
        pipe.sadd(_key(ticket_id), entry_key)
        pipe.expire(_key(ticket_id), deps.ledger.ttl_s)
    pipe.execute()


def wake(deps: Deps, ticket_id: int | str) -> int:
    """Run now every update still waiting on the ticket; forget the finished ones."""
    from service.steps import tickets

    woken = 0
    for raw in deps.redis.smembers(_key(ticket_id)):
        tenant, step, intent_id = ledger_index.parse(raw.decode())
        entry = deps.ledger.get(tenant, step, intent_id)
        if entry is None or entry.state in tickets.TERMINAL:
            deps.redis.srem(_key(ticket_id), raw)
        elif entry.state in WAITING:  # in_progress: a run is at it right now
            tickets.enqueue_run(deps, tenant, step, intent_id, delay_s=0)
            woken += 1
    return woken
