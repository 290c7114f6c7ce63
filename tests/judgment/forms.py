"""The shape the judgment's form tests share: a payment built from its lines, a ticket from its
comments, the two judged as the refund step judges them (``judge`` on the facts), and the
verdict asserted, with the first reason's code where the form names one.

A failed assertion says what was expected and what was found, every reason with its message,
and the words judged, so a form that breaks in one language of many shows which words broke it
without a debugger. The words are the test's own; they are printed, never evaluated."""

from __future__ import annotations

from collections.abc import Collection

from service.judgment import Comment, Line, Order, Proposal, Shipping, Ticket, judge
from service.judgment.policy import JudgmentPolicy, parse
from service.judgment.verdict import Judgment

ME = "ana@example.com"
CUSTOMER, AGENT = 501, 9001

# a comment: the customer's words, or ("agent", text) for an agent's public reply
Said = str | tuple[str, str]


def order(*lines: tuple[str, int, int], ship: int = 0, currency: str = "usd",
          bare: int | None = None) -> Order:
    """A payment of ``lines`` (title, quantity, unit price in minor units) and ``ship`` of
    shipping, paid in full by ``ME``, nothing refunded yet; ``bare``: a payment of that total
    whose lines the provider does not say."""
    made = tuple(Line(t, q, u, q * u) for t, q, u in lines)
    total = bare if bare is not None else sum(li.total for li in made) + ship
    return Order("pi_1", currency, total, total, 0, "cus_1", (ME,), made,
                 (Shipping("Shipping", ship),) if ship else ())


def ticket(*comments: Said, subject: str = "", name: str = "Ana") -> Ticket:
    """A ticket of ``ME`` (signed ``name``) with ``comments`` in order, every one public."""
    made = []
    for n, comment in enumerate(comments):
        who, text = comment if isinstance(comment, tuple) else ("customer", comment)
        made.append(Comment(CUSTOMER if who == "customer" else AGENT, True, who == "customer",
                            text, n))
    return Ticket("1", CUSTOMER, name, ME, subject, tuple(made))


def judged(amount: int | None, paid: Order, *comments: Said, subject: str = "",
           policy: JudgmentPolicy | None = None, name: str = "Ana") -> Judgment:
    """The judgment of a refund of ``amount`` (None: all that is left) of ``paid``, asked on a
    ticket of ``comments``, under ``policy`` (the defaults when None)."""
    return judge(Proposal("pi_1", paid.currency, amount), paid,
                 ticket(*comments, subject=subject, name=name), policy=policy or parse({}))


def codes(judgment: Judgment) -> list[str]:
    """The reasons' codes, first first."""
    return [r.code for r in judgment.reasons]


def shown(judgment: Judgment, said: tuple[Said, ...] = (), subject: str = "") -> str:
    """What a failure prints: the verdict, every reason, the subject and the words judged."""
    reasons = "".join(f"\n  {r.code}: {r.message}" for r in judgment.reasons) or " none"
    words = "".join(f"\n  {_who(c)}: {_text(c)!r}" for c in said)
    about = f"\nsubject: {subject!r}" if subject else ""
    return f"verdict {judgment.verdict!r}, reasons:{reasons}{about}" + (
        f"\nsaid:{words}" if words else "")


Codes = str | Collection[str]  # one code, or any of several


def expect(found: Judgment, verdict: Codes, reason: Codes | None = None, *,
           said: tuple[Said, ...] = (), subject: str = "") -> Judgment:
    """Asserts that ``found``'s verdict is ``verdict`` (one of them, given several) and, given
    ``reason``, that its first reason's code is ``reason`` (one of them); returns ``found`` for
    what the test asserts further."""
    verdicts = {verdict} if isinstance(verdict, str) else set(verdict)
    wanted = f"verdict {' or '.join(sorted(verdicts))}"
    ok = found.verdict in verdicts
    if reason is not None:
        reasons = {reason} if isinstance(reason, str) else set(reason)
        wanted += f", first reason {' or '.join(sorted(reasons))}"
        ok = ok and bool(found.reasons) and found.reasons[0].code in reasons
    assert ok, f"wanted {wanted}; found {shown(found, said, subject)}"
    return found


def allowed(amount: int | None, paid: Order, *comments: Said, reason: Codes | None = None,
            subject: str = "", policy: JudgmentPolicy | None = None, name: str = "Ana") -> Judgment:
    """Judges the refund (as ``judged``) and asserts it is allowed (for ``reason``, given)."""
    found = judged(amount, paid, *comments, subject=subject, policy=policy, name=name)
    return expect(found, "allow", reason, said=comments, subject=subject)


def asked(amount: int | None, paid: Order, *comments: Said, reason: Codes | None = None,
          subject: str = "", policy: JudgmentPolicy | None = None, name: str = "Ana") -> Judgment:
    """Judges the refund (as ``judged``) and asserts it is sent to a person (for ``reason``,
    given)."""
    found = judged(amount, paid, *comments, subject=subject, policy=policy, name=name)
    return expect(found, "ask", reason, said=comments, subject=subject)


def not_allowed(amount: int | None, paid: Order, *comments: Said, reason: Codes | None = None,
                subject: str = "", policy: JudgmentPolicy | None = None,
                name: str = "Ana") -> Judgment:
    """Judges the refund (as ``judged``) and asserts it is not allowed: asked or blocked (for
    ``reason``, given)."""
    found = judged(amount, paid, *comments, subject=subject, policy=policy, name=name)
    return expect(found, ("ask", "block"), reason, said=comments, subject=subject)


def _who(comment: Said) -> str:
    return comment[0] if isinstance(comment, tuple) else "customer"


def _text(comment: Said) -> str:
    return comment[1] if isinstance(comment, tuple) else comment
