"""The states a step's ledger entry can be in: one ``Literal`` per kind of step, the one place
they are spelled, shared by every layer (the ledger reads only these from Redis, the steps
compare against them, the API's schemas list them), so mypy's ``strict_equality`` refuses a
comparison with a state no entry can have.

    refund      in_progress -> completed | pending | failed | unknown | escalated
    ticket      in_progress -> queued -> working -> completed | failed | unknown
    escalation  open -> approved | rejected
"""

from __future__ import annotations

from typing import Final, Literal, TypeGuard, get_args

RefundState = Literal["in_progress", "pending", "completed", "failed", "unknown", "escalated"]
TicketState = Literal["in_progress", "queued", "working", "completed", "failed", "unknown"]
EscalationState = Literal["open", "approved", "rejected"]
State = Literal["in_progress", "pending", "completed", "failed", "unknown", "escalated",
                "queued", "working", "open", "approved", "rejected"]
# What a refund answer (and a flow's branch) can say: every refund state but in_progress.
Answered = Literal["completed", "pending", "failed", "unknown", "escalated"]
# One ticket's own outcome within an update (a row of its ``results``).
TicketRowState = Literal["completed", "failed", "unknown"]
JobState = Literal["queued", "working", "completed", "failed", "unknown"]

# Each state by name, for code that names one (a Final of a literal keeps its Literal type, so
# ``entry.state == FAILED`` is checked as ``entry.state == "failed"`` is).
IN_PROGRESS: Final = "in_progress"
PENDING: Final = "pending"
COMPLETED: Final = "completed"
FAILED: Final = "failed"
UNKNOWN: Final = "unknown"
ESCALATED: Final = "escalated"
QUEUED: Final = "queued"
WORKING: Final = "working"
OPEN: Final = "open"
APPROVED: Final = "approved"
REJECTED: Final = "rejected"
STATES: Final[tuple[State, ...]] = get_args(State)
ANSWERED: Final[tuple[Answered, ...]] = get_args(Answered)
JOB_STATES: Final[tuple[JobState, ...]] = get_args(JobState)
ESCALATION_STATES: Final[tuple[EscalationState, ...]] = get_args(EscalationState)
# A refund settled for good: a retry only replays it.
REFUND_FINAL: Final[tuple[RefundState, ...]] = ("completed", "failed", "escalated")
# A ticket update that has ended (a person or a retry starts anything after).
TICKET_TERMINAL: Final[tuple[TicketState, ...]] = ("completed", "failed", "unknown")
# A ticket update waiting for its turn or being sent (the ledger indexes both).
TICKET_WAITING: Final[tuple[TicketState, ...]] = ("queued", "working")
# An escalation a person (or its expiry) has decided.
ESCALATION_DECIDED: Final[tuple[EscalationState, ...]] = ("approved", "rejected")
# What needs a retry's or a person's attention: what /metrics counts (``ledger.index``).
ATTENTION: Final[tuple[State, ...]] = ("pending", "unknown", "escalated")
# A refund whose resume_urls are called: settled at the provider, either way.
REFUND_DELIVERED: Final[tuple[RefundState, ...]] = ("completed", "failed")
# A refund state a provider's read verified (what a read that finds no refund takes back).
REFUND_READ: Final[tuple[RefundState, ...]] = ("completed", "pending", "failed")


def is_state(value: object) -> TypeGuard[State]:
    return value in STATES


def state(value: str) -> State:
    """``value`` as a State; a value no step writes is a corrupt record, not a state."""
    if not is_state(value):
        raise ValueError(f"{value!r} is not a ledger state ({', '.join(STATES)})")
    return value
