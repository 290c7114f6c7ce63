"""Which ticket-update jobs wait on a ticket, so a Zendesk webhook about it can wake them.

A ticket update can wait minutes: a read-back after an ambiguous write, an ``update_many``
job Zendesk has queued, a rate budget. When Zendesk tells us the ticket changed, the job's
next run need not wait for its timer: it runs now (a run only reads back before it writes,
so an early run is always safe). ``updates.wake`` does the waking.

    sst:@zendesk:ticket:<ticket_id>   set   ledger keys of updates touching the ticket
"""

from __future__ import annotations

from service.deps import Deps
from service.ledger import index as ledger_index
from service.ledger import keys
from service.ledger.entries import text


def _key(ticket_id: int | str) -> str:
    return keys.ticket_watchers(ticket_id)


def watch(deps: Deps, entry_key: str, ticket_ids: list[int]) -> None:
    """Remember that the update ``entry_key`` touches these tickets (ticket steps call it)."""
    pipe = deps.redis.pipeline(transaction=False)
    for ticket_id in ticket_ids:
        pipe.sadd(_key(ticket_id), entry_key)
        pipe.expire(_key(ticket_id), deps.ledger.ttl_s)
    pipe.execute()


def watching(deps: Deps, ticket_id: int | str) -> list[tuple[str, str, str]]:
    """(tenant, step, intent_id) of every update remembered as touching the ticket."""
    return [ledger_index.parse(text(raw)) for raw in deps.redis.smembers(_key(ticket_id))]


def forget(deps: Deps, ticket_id: int | str, entry_key: str) -> None:
    """The update is finished (or gone): a change to the ticket no longer concerns it."""
    deps.redis.srem(_key(ticket_id), entry_key)
