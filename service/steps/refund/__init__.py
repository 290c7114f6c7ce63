"""The refund step: a refund performed at most once and answered with verified state only
(``step``'s docstring tells how).

What this room offers (its modules are its own; other rooms import from here):

- the step (``step``): ``refund``, ``verify``, ``view`` (what a flow receives), ``Outcome``,
  the follow-up of what a later read can settle (``followed_up``, ``schedule_verify``,
  ``verify_job_id``, ``FOLLOW_UP``, ``VERIFY_FIRST_S``), ``STEP`` and ``FINAL``;
- the fast path of a byte-identical retry (``replay``): ``settled_replay``;
- ``proposals``: the refund as a proposal a person decides on (``service.deps.Proposals``,
  handed to the escalation room by ``service.wiring``);
- ``MISSING``, the ``provider_status`` of a refund the provider says it does not have;
- ``hindsight``: a past refund's facts read again, read only, and judged offline
  (``surestep judgment evaluate --tenant``).

Inside: one attempt's reads of the provider (``reads``) and the result each records
(``results``); the guard before the first create (``guarding``: the payment's facts, the
rules, a pause) and the judgment's reads and verdict (``judging``, the ticket's reads in
``ticket_reads``); a refund parked for a person (``parking``).
"""

from service.steps.refund import hindsight, proposals
from service.steps.refund.reads import MISSING
from service.steps.refund.replay import settled_replay
from service.steps.refund.step import (
    FINAL,
    FOLLOW_UP,
    STEP,
    VERIFY_FIRST_S,
    Outcome,
    followed_up,
    refund,
    schedule_verify,
    verify,
    verify_job_id,
    view,
)

__all__ = ["FINAL", "FOLLOW_UP", "MISSING", "STEP", "VERIFY_FIRST_S", "Outcome", "followed_up",
           "hindsight", "proposals", "refund", "schedule_verify", "settled_replay", "verify",
           "verify_job_id", "view"]
