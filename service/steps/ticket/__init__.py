"""Zendesk ticket updates as jobs: recorded by the web, carried out by RQ, never sent twice
(``updates``'s docstring tells how).

What this room offers (its modules are its own; other rooms import from here):

- the step (``updates``): ``submit`` (record the update and send its first run), ``run`` (one
  run, the RQ job), ``wait_for`` / ``wait_on`` (an update once it is terminal), ``find``,
  ``view``, ``wake`` (a Zendesk webhook says the ticket changed), ``enqueue_run``,
  ``latest_job_id``; ``SINGLE``, ``BULK``, ``TERMINAL``;
- the waiting rooms (``rooms``): one per Zendesk account, ``dispatch`` letting through what
  the budget's window allows; ``job_id_for``, ``overdue_after`` and the accounts with a room;
- a run's budgeted and logged calls (``zendesk_calls``) and the phases of a run
  (``zendesk_ops``). What it keeps beside its entries (job ids, run numbers, which updates
  wait on a ticket) is the ledger's (``service.ledger.ticket_runs``).
"""

from service.steps.ticket.rooms import (
    RETRIES,
    ROOM_HOLD_S,
    dispatch,
    env_account,
    in_room,
    job_id_for,
    overdue_after,
    waiting_room,
    zendesk_accounts,
)
from service.steps.ticket.updates import (
    BULK,
    SINGLE,
    TERMINAL,
    enqueue_run,
    find,
    latest_job_id,
    run,
    submit,
    view,
    wait_for,
    wait_on,
    wake,
)
from service.steps.ticket.zendesk_ops import payload

__all__ = ["BULK", "RETRIES", "ROOM_HOLD_S", "SINGLE", "TERMINAL", "dispatch", "enqueue_run",
           "env_account", "find", "in_room", "job_id_for", "latest_job_id", "overdue_after",
           "payload", "run", "submit", "view", "wait_for", "wait_on", "waiting_room", "wake",
           "zendesk_accounts"]
