"""What the ticket-update step keeps beside its entries: the job id's mapping to the entry
(``sst:{<tenant>}:job:<job_id>``), the entry's run counter (its ``runs`` field: each run's
job id is ``<job id>-<n>``), the lost-run hints the sweeper reads (``index.expect_run``), and
which updates wait on a ticket (``sst:@zendesk:ticket:<ticket_id>``, so a Zendesk webhook
about it can wake them).
"""

from __future__ import annotations

from service.ledger import index, keys
from service.ledger.entries import text
from service.ledger.store import Ledger


def recorded(ledger: Ledger, entry_key: str, job_key: str, overdue_at: float, step: str,
             intent_id: str) -> None:
    """Before an update's entry is written, in one round trip: its lost-run hint (an earlier
    one stands) and its job id's mapping to the entry."""
    pipe = ledger.redis.pipeline(transaction=False)
    index.expect_run(pipe, entry_key, overdue_at, keep_earlier=True)
    pipe.set(job_key, f"{step}\n{intent_id}", ex=ledger.ttl_s)
    pipe.execute()


def next_run(ledger: Ledger, entry_key: str, overdue_at: float) -> int:
    """The number of the entry's next run, with its lost-run hint, in one round trip."""
    pipe = ledger.redis.pipeline(transaction=False)
    index.expect_run(pipe, entry_key, overdue_at)
    pipe.hincrby(entry_key, "runs", 1)
    return int(pipe.execute()[-1])


def next_runs(ledger: Ledger, entry_keys: list[str]) -> list[int]:
    """The next run's number of each entry, in one round trip."""
    pipe = ledger.redis.pipeline(transaction=False)
    for entry_key in entry_keys:
        pipe.hincrby(entry_key, "runs", 1)
    return [int(n) for n in pipe.execute()]


def runs(ledger: Ledger, entry_key: str) -> int:
    """How many runs were enqueued for the entry."""
    return int(ledger.redis.hget(entry_key, "runs") or 0)


def run_done(ledger: Ledger, entry_key: str) -> None:
    """The update has ended: no run is expected any more."""
    index.run_done(ledger.redis, entry_key)


def entry_of_job(ledger: Ledger, job_key: str) -> tuple[str, str] | None:
    """(step, intent_id) of the update a job id names, if any."""
    raw = ledger.redis.get(job_key)
    if raw is None:
        return None
    step, _, intent_id = text(raw).partition("\n")
    return step, intent_id


def watch(ledger: Ledger, entry_key: str, ticket_ids: list[int]) -> None:
    """Remember that the update ``entry_key`` touches these tickets."""
    pipe = ledger.redis.pipeline(transaction=False)
    for ticket_id in ticket_ids:
        pipe.sadd(keys.ticket_watchers(ticket_id), entry_key)
        pipe.expire(keys.ticket_watchers(ticket_id), ledger.ttl_s)
    pipe.execute()


def watching(ledger: Ledger, ticket_id: int | str) -> list[tuple[str, str, str]]:
    """(tenant, step, intent_id) of every update remembered as touching the ticket."""
    return [index.parse(text(raw))
            for raw in ledger.redis.smembers(keys.ticket_watchers(ticket_id))]


def forget(ledger: Ledger, ticket_id: int | str, entry_key: str) -> None:
    """The update is finished (or gone): a change to the ticket no longer concerns it."""
    ledger.redis.srem(keys.ticket_watchers(ticket_id), entry_key)
