"""A guard of the user's own (``[judgment] guard_url``): what surestep sends it, how its answer
is read, and how its verdict and ours combine.

The request is the article's shape::

    {"action": {"tool": "refund", "args": {"order_id", "amount", "currency", "reason"}},
     "intent": "...", "user_message": "...", "conversation": [{"role", "content"}, ...],
     "trigger": "tool_result", "constraints": "..."}

``amount`` is in minor units (as surestep's API and Stripe's), ``currency`` lower case;
``intent`` is the flow's summary when it sent one, else ours from the facts; ``user_message``
is the customer's last message and ``conversation`` the ticket's public turns (``user`` for
the requester, ``agent`` for anyone else), oldest first, never internal notes. ``source``
says whose words they are (``ticket`` or ``flow``).

The answer is read for ``verdict`` (``allow | ask | block``; the article's ``require_human``
is ask, ``reject`` / ``deny`` block) and ``scores`` (``p_unsafe``, ``args_grounded``,
``injected``, ``violation``, each 0-1), with ``reasons`` (strings or ``{code, message}``). A
verdict-less answer with scores is decided by our thresholds. Anything else (not JSON, not an
object, an unknown verdict, a score out of range), and no answer at all, is **ask**: an
unreachable guard never allows. ``combine`` keeps the stricter verdict of the two.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from service.judgment.facts import FlowWord, Order, Proposal, Ticket
from service.judgment.money import from_minor
from service.judgment.policy import JudgmentPolicy
from service.judgment.verdict import STRICTNESS, Judgment, Reason, Scores, Verdict, decide

TURNS, TURN_CHARS = 20, 4000
_VERDICTS: dict[str, Verdict] = {"allow": "allow", "approve": "allow", "ask": "ask", "require_human": "ask",
             "escalate": "ask", "review": "ask", "block": "block", "reject": "block",
             "deny": "block"}
_SCORES = ("p_unsafe", "args_grounded", "injected", "violation")


def request(proposal: Proposal, order: Order, ours: Judgment, ticket: Ticket | None = None,
            flow: FlowWord | None = None, policy: JudgmentPolicy = JudgmentPolicy()) -> dict[str, Any]:
    """The body surestep POSTs to the external guard."""
    turns = _turns(ticket, flow)
    users = [t["content"] for t in turns if t["role"] == "user"]
    amount = order.left if proposal.amount is None else proposal.amount
    intent = (flow.intent if flow and flow.intent else None) or _intent(amount, order, ours)
    return {"action": {"tool": "refund", "args": {
                "order_id": proposal.payment_id, "amount": amount,
                "currency": proposal.currency.lower(), "reason": proposal.reason}},
            "intent": intent, "user_message": users[-1] if users else "",
            "conversation": turns, "trigger": "tool_result", "constraints": policy.constraints,
            "source": ours.source}


def _turns(ticket: Ticket | None, flow: FlowWord | None) -> list[dict[str, str]]:
    if ticket is not None:
        turns = [{"role": "user" if c.by_requester else "agent", "content": c.text[:TURN_CHARS]}
                 for c in ticket.comments if c.public]
    else:
        turns = [{"role": "user", "content": t[:TURN_CHARS]}
                 for t in (flow.conversation if flow else ()) if t.strip()]
    return turns[-TURNS:]


def _intent(amount: int | None, order: Order, ours: Judgment) -> str:
    """Our summary, from the facts: what is proposed and what we found it to be (None: all
    that is left, when the provider did not say what was refunded)."""
    first = ours.reasons[0].message if ours.reasons else ""
    asked = "all that is left" if amount is None else from_minor(amount, order.currency)
    return (f"A refund of {asked} of payment {order.id} "
            f"({from_minor(order.total, order.currency)} charged). {first}").strip()


def answer(body: Any, policy: JudgmentPolicy = JudgmentPolicy()) -> Judgment:
    """The external guard's answer as a Judgment (malformed: ask, with the reason)."""
    if not isinstance(body, dict):
        return unanswered("its answer was not a JSON object")
    scores, bad = _scores(body)
    if bad:
        return unanswered(f"its score {bad} is not a number from 0 to 1")
    word = body.get("verdict")
    verdict = _VERDICTS.get(word.strip().lower()) if isinstance(word, str) else None
    parsed = Scores(scores.get("args_grounded", 1.0), scores.get("injected", 0.0),
                    scores.get("violation", 0.0), scores.get("p_unsafe", 0.0))
    if verdict is None:
        if word is not None or "p_unsafe" not in scores:
            return unanswered("its answer has no verdict we know, and no p_unsafe to decide on")
        verdict = decide(parsed, policy)
    return Judgment(verdict, parsed, tuple(_reasons(body.get("reasons"))), source="ticket",
                    by="guard", external={"verdict": verdict, "scores": parsed.as_dict()})


def _scores(body: dict[str, Any]) -> tuple[dict[str, float], str | None]:
    """The scores the answer gives (under ``scores``, or at its top level), and the name of the
    first that is not a number from 0 to 1 (None: all are)."""
    raw = body.get("scores")
    given = raw if isinstance(raw, dict) else body
    scores: dict[str, float] = {}
    for name in _SCORES:
        value = given.get(name)
        if value is None:
            continue
        if type(value) not in (int, float) or not 0 <= value <= 1:
            return scores, name
        scores[name] = float(value)
    return scores, None


def _reasons(raw: Any) -> list[Reason]:
    out = []
    for item in raw if isinstance(raw, list) else []:
        if isinstance(item, str):
            out.append(Reason("guard", item[:500]))
        elif isinstance(item, dict) and isinstance(item.get("message"), str):
            code = item.get("code") if isinstance(item.get("code"), str) else "guard"
            out.append(Reason(f"guard_{code}"[:80], item["message"][:500]))
    return out[:10]


def unanswered(why: str) -> Judgment:
    """What an external guard that did not answer usably says: ask a person."""
    reason = Reason("guard_unanswered", f"The external guard did not give a usable answer "
                                        f"({why}); a person decides.")
    return Judgment("ask", Scores(0.0, 0.0, 0.0, 0.0), (reason,), by="guard",
                    external={"verdict": "ask", "error": why})


def combine(ours: Judgment, theirs: Judgment) -> Judgment:
    """Ours and the external guard's: the stricter verdict wins; both reasons are kept, and
    the external scores ride along in ``external``."""
    verdict = max(ours.verdict, theirs.verdict, key=lambda v: STRICTNESS[v])
    return replace(ours, verdict=verdict, reasons=ours.reasons + theirs.reasons,
                   by="surestep+guard", external=theirs.external)
