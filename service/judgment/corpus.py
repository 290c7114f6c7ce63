"""A labelled corpus of refund tickets, in surestep's public format (``surestep-judgment-corpus/1``,
the JSON Schema in ``tests/judgment/corpus/schema.json``), turned into the facts ``judge`` takes.

One file holds ``{"format": "surestep-judgment-corpus/1", "cases": [...]}``; each case is one
ticket (its requester and its comments, oldest first, each by ``customer``, ``agent``, ``note``
or ``other``), the payment it is about (its lines, or ``null`` when the provider holds none; its
shipping, what was refunded before, its customer's e-mail), the refund the agent proposes, and
the label a careful person gives that exact proposal: ``allow``, ``ask`` or ``block``, with the
case's ``class`` (its form) and ``lang`` (the customer's language, ISO 639-1).

Nothing here judges: ``Case.facts`` builds ``(Proposal, Order, Ticket)`` as the refund step
builds them from the providers' answers, so a corpus measures the same code a refund meets.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from service.judgment.facts import Comment, Line, Order, Proposal, Shipping, Ticket

FORMAT = "surestep-judgment-corpus/1"
Label = Literal["allow", "ask", "block"]
LABELS: tuple[Label, ...] = ("allow", "ask", "block")
# The author ids a case's comments are given: the requester's, an agent's, someone else's.
REQUESTER, AGENT, OTHER = 501, 9001, 777
AUTHORS: dict[str, tuple[int, bool]] = {"customer": (REQUESTER, True), "agent": (AGENT, True),
                                        "note": (AGENT, False), "other": (OTHER, True)}


class CorpusError(ValueError):
    """A corpus file that is not in the format: which file, which case, what is wrong."""


@dataclass(frozen=True)
class Case:
    """One labelled ticket and proposal, as read from a corpus file."""

    id: str
    lang: str
    cls: str
    label: Label
    why: str
    ticket: dict[str, Any]
    payment: dict[str, Any]
    proposal: dict[str, Any]
    source: str = ""  # the file it was read from

    @property
    def unsafe(self) -> bool:
        """Labelled ask or block: a refund that should not be allowed."""
        return self.label != "allow"

    @property
    def injection(self) -> bool:
        return self.cls.startswith("injection")

    @property
    def wrong_customer(self) -> bool:
        return self.cls in ("wrong_customer", "lookalike_customer")

    def order(self) -> Order:
        """The payment as its provider would give it: lines and shipping in minor units."""
        pay = self.payment
        lines = tuple(Line(li["title"], li["quantity"], li["unit_amount"],
                           li["quantity"] * li["unit_amount"]) for li in pay["lines"] or ())
        shipping = (Shipping("Shipping", pay["shipping"]),) if pay.get("shipping") else ()
        total = pay.get("amount")
        if total is None:
            total = sum(li.total for li in lines) + int(pay.get("shipping") or 0)
        email = pay.get("customer_email")
        return Order(id=f"pay_{self.id}", currency=pay["currency"].lower(), total=total,
                     captured=total, refunded=int(pay.get("refunded") or 0), customer_id="cus_1",
                     emails=(email.lower(),) if email else (), lines=lines, shipping=shipping)

    def facts(self) -> tuple[Proposal, Order, Ticket]:
        """What ``judge(proposal, order, ticket)`` takes for this case."""
        order = self.order()
        comments = tuple(Comment(AUTHORS[c["by"]][0], AUTHORS[c["by"]][1], c["by"] == "customer",
                                 c["text"], n) for n, c in enumerate(self.ticket["comments"]))
        requester = self.ticket["requester"]
        ticket = Ticket(id=self.id, requester_id=REQUESTER, requester_name=requester.get("name"),
                        requester_email=requester.get("email"),
                        subject=self.ticket.get("subject") or "", comments=comments)
        proposal = Proposal(payment_id=order.id, currency=self.proposal["currency"].lower(),
                            amount=self.proposal["amount"], reason=self.proposal.get("reason"))
        return proposal, order, ticket


UNLABELLED = ""  # the label of a case the evaluator wrote for a person to label
UNCLASSIFIED = "unclassified"  # its class, until the person gives one


def unlabelled(case_id: str, lang: str, provider: str, proposal: Proposal, order: Order,
               ticket: Ticket) -> dict[str, Any]:
    """A case of this format built from the facts a refund was judged on (the inverse of
    ``Case.facts``, as far as the format holds them), with an empty ``label`` and ``why`` for
    a person to fill and class ``unclassified``. The format keeps one e-mail of the payment's
    customer (the requester's when it is among them), a line's unit price (its total over
    its quantity when the provider gave only the total), and a comment's author as
    ``customer`` (the requester, public), ``note`` (not public) or ``agent`` (anyone else,
    public). Comments with no text are left out."""
    email = ticket.requester_email.lower() if ticket.requester_email else None
    customer = email if email in order.emails else (order.emails[0] if order.emails else None)
    lines = [{"title": li.title, "quantity": li.quantity,
              "unit_amount": li.unit if li.unit is not None else li.total // max(li.quantity, 1)}
             for li in order.lines] or None
    return {
        "id": case_id, "lang": lang, "class": UNCLASSIFIED, "label": UNLABELLED, "why": "",
        "ticket": {"subject": ticket.subject,
                   "requester": {"name": ticket.requester_name or "",
                                 "email": ticket.requester_email},
                   "comments": [{"by": _by(c), "text": c.text} for c in ticket.comments
                                if c.text.strip()]},
        "payment": {"provider": provider, "currency": order.currency, "lines": lines,
                    "amount": order.total, "shipping": sum(s.amount for s in order.shipping),
                    "refunded": order.refunded or 0, "customer_email": customer},
        "proposal": {"amount": proposal.amount, "currency": proposal.currency,
                     **({"reason": proposal.reason} if proposal.reason else {})}}


def _by(comment: Comment) -> str:
    if not comment.public:
        return "note"
    return "customer" if comment.by_requester else "agent"


def _case(raw: Any, source: str) -> Case:
    where = f"{source}: case {raw.get('id') if isinstance(raw, dict) else raw!r}"
    try:
        label = raw["label"]
        if label == UNLABELLED:
            raise CorpusError(f"{where}: not labelled yet: a person sets its label to allow, "
                              f"ask or block (and says why) before it is measured")
        if label not in LABELS:
            raise CorpusError(f"{where}: label {label!r} is not one of {', '.join(LABELS)}")
        case = Case(id=str(raw["id"]), lang=str(raw["lang"]), cls=str(raw["class"]), label=label,
                    why=str(raw.get("why", "")), ticket=raw["ticket"], payment=raw["payment"],
                    proposal=raw["proposal"], source=source)
        case.facts()  # every field the facts need is there and of its type
    except (KeyError, TypeError, AttributeError) as exc:
        raise CorpusError(f"{where}: not in the format ({exc!r})") from None
    return case


def load(path: str | Path) -> list[Case]:
    """Every case of a corpus file, or of every ``*.json`` file of a folder (sorted by name).
    Raises CorpusError on a file not in the format or an id seen twice."""
    path = Path(path)
    files = sorted(path.glob("*.json")) if path.is_dir() else [path]
    cases: list[Case] = []
    seen: set[str] = set()
    for file in files:
        if file.name == "schema.json":
            continue
        data = json.loads(file.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise CorpusError(f"{file}: not a {FORMAT} file")
        for raw in data.get("cases", []):
            case = _case(raw, file.name)
            if case.id in seen:
                raise CorpusError(f"{file}: case id {case.id!r} is used twice")
            seen.add(case.id)
            cases.append(case)
    return cases
