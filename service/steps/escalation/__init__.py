"""Escalations: decisions that belong to a person, asked once per question and carried out
exactly once (``opening``'s docstring tells the whole rule).

What this room offers (its modules are its own; other rooms import from here):

- opening (``opening``): ``escalate`` (the one rule every path to a person goes through),
  ``open_by_flow`` (a flow escalates on purpose; ``ByFlow``, ``reason_answer``: a reason
  added to the open escalation its refund waits on), ``follow`` (a decision made while a refund
  was being parked), ``question_of`` and ``clean_guard``;
- deciding (``deciding``): ``decide`` (approve or reject, once; a lower amount; bound to what
  was shown, else ``Changed``), ``expire`` (the RQ job), ``lower_amount`` and
  ``finish_unresolved`` (the sweeper's: a decision whose resolver died, carried out);
- reading (``records``): ``get``, ``of_intent``, ``listing``, ``view``, ``escalation_id``,
  ``schedule_expiry``, ``STEP``, ``KINDS`` and ``PROPOSAL``;
- where the intent's escalations live (``slots``: numbered, one ledger entry each) and the
  Zendesk notes that tell the ticket (``notes``).

It knows nothing of refunds: a decision is carried out through ``Deps.proposals`` (the
``service.deps.Proposals`` hook), which ``service.wiring`` fills with the refund room's.
"""

from service.errors import AlreadyDecided
from service.steps.escalation.deciding import (
    Changed,
    decide,
    expire,
    finish_unresolved,
    lower_amount,
)
from service.steps.escalation.opening import (
    ByFlow,
    clean_guard,
    create,
    escalate,
    follow,
    open_by_flow,
    question_of,
    reason_answer,
)
from service.steps.escalation.records import (
    KINDS,
    PROPOSAL,
    STEP,
    escalation_id,
    get,
    listing,
    of_intent,
    schedule_expiry,
    view,
)
from service.steps.escalation.slots import SEP, ledger_name

__all__ = ["KINDS", "PROPOSAL", "SEP", "STEP", "AlreadyDecided", "ByFlow", "Changed",
           "clean_guard", "create", "decide", "escalate", "escalation_id", "expire",
           "finish_unresolved", "follow", "get", "ledger_name", "listing", "lower_amount",
           "of_intent", "open_by_flow", "question_of", "reason_answer", "schedule_expiry",
           "view"]
