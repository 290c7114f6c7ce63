"""Deciding an escalation from the console: the intent page's form, the confirmation page
that repeats amount and customer before any approval, and the decision itself.

Approve never acts from the intent page: it answers a confirmation page ("Refund 20.00 USD to
<customer> on <payment>?") whose Confirm sends the same escalation, fingerprint (``shown``)
and CSRF value as the page did, plus a value only this session can make for exactly what the
confirmation repeated (the escalation, its fingerprint, the amount, the note:
``sessions.bound``), so the decision recorded is the one confirmed; Go back decides nothing.
The decision stays bound to the proposal the pages showed (``decisions.as_shown``, then the
escalation step's own compare-and-set). A lower amount is read in the currency's major units
(``amounts``); a bad one answers the intent page again under an error summary, with what was
typed kept, and nothing decided. Reject needs no amount and no confirmation: an amount typed
with it is not used (the page says so), and the note is kept.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from flask import abort, request
from werkzeug.wrappers import Response

from service.errors import AlreadyDecided, BadRequest, NotFound
from service.web.console import amounts, decisions, pages, sessions, words
from service.web.console.actions import NOTE_MAX, back, person
from service.web.console.blueprint import bp, page, refused
from service.web.context import current_deps


@dataclass(frozen=True)
class Form:
    """The decision's form as it was sent (the intent page's, or the confirmation's)."""

    decision: str
    escalation: str
    shown: str
    note: str
    amount: str
    confirm: str

    @classmethod
    def read(cls, form: Any) -> Form:
        return cls(form.get("decision") or "", form.get("escalation") or "",
                   form.get("shown") or "", (form.get("note") or "")[:NOTE_MAX],
                   (form.get("amount") or "").strip()[:amounts.MAX_CHARS * 2],
                   form.get("confirm") or "")

    def typed(self) -> dict[str, str]:
        return {"note": self.note, "amount": self.amount}


@bp.post("/t/<tenant>/intents/<intent_id>/decide")
def decide(tenant: str, intent_id: str) -> Response:
    session = person(tenant, intent_id)
    if isinstance(session, Response):
        return session
    form = Form.read(request.form)
    if form.decision not in ("approve", "reject"):
        return refused(400, "Choose a decision", "Choose Approve or Reject; nothing was "
                                                 "changed.")
    try:
        _, esc = decisions.as_shown(current_deps(), tenant, intent_id, form.escalation,
                                    form.shown)
    except NotFound:
        abort(404)
    except decisions.ProposalChanged as exc:
        return not_as_shown(exc.now)
    if form.decision == "reject":  # an amount typed with it refunds nothing: not read
        return _decided(session, tenant, intent_id, form, None,
                        "rejected-typed" if form.amount else "rejected")
    return _approve(session, tenant, intent_id, form, esc)


def _approve(session: sessions.Session, tenant: str, intent_id: str, form: Form,
             esc: dict[str, Any]) -> Response:
    """An approval: the amount typed is checked (the form again, saying why, when it may not
    be approved), the page asks to confirm what it shows, and only a confirmation bound to
    that page decides."""
    try:
        amount = _amount(esc, form.amount)
    except amounts.Refused as exc:
        return _again(tenant, intent_id, form, esc, str(exc))
    parts = (esc["id"], form.shown, amount, form.note)
    if not form.confirm:
        return _confirmation(tenant, intent_id, esc, form, amount,
                             sessions.bound(session, *parts))
    if not sessions.bound_ok(session, form.confirm, *parts):
        return refused(400, "Confirm what you were shown", "This confirmation does not match "
                       "the page that asked for it; nothing was decided. Open the escalation "
                       "again and approve from there.")
    return _decided(session, tenant, intent_id, form, amount,
                    "approved" if esc.get("proposal") else "approved-nothing")


def _amount(esc: dict[str, Any], typed: str) -> int | None:
    """The lower amount to approve in minor units, or None for the proposal as it is (nothing
    typed, the proposed amount typed, or no amount that could be lowered)."""
    if not typed or not decisions.lowers(esc):
        return None
    lower = amounts.lower(typed, esc["proposal"])
    return None if lower == esc["proposal"]["amount"] else lower


def _confirmation(tenant: str, intent_id: str, esc: dict[str, Any], form: Form,
                  amount: int | None, confirm: str) -> Response:
    proposal = esc.get("proposal") or {}
    sends = amount if amount is not None else proposal.get("amount")
    return page("confirm.html", title="Confirm the approval", tenant=tenant,
                intent_id=intent_id, esc=esc, proposal=proposal, words=words, form=form,
                lower=amount is not None, confirm=confirm,
                sends=words.money(sends, proposal.get("currency")) if proposal else "",
                written=amounts.written(amount, proposal) if amount is not None else "")


def _again(tenant: str, intent_id: str, form: Form, esc: dict[str, Any],
           error: str) -> Response:
    """The intent page again, what was typed kept, the error summarised at its top."""
    field = "amount-lower" if decisions.lowers(esc) else "decide"
    return pages.intent(tenant, intent_id, esc["id"], status=400, errors={field: error},
                        typed=form.typed())


def _decided(session: sessions.Session, tenant: str, intent_id: str, form: Form,
             amount: int | None, message: str) -> Response:
    try:
        now, changed = decisions.decide(current_deps(), tenant, intent_id, form.escalation,
                                        form.decision, actor=session.actor, note=form.note,
                                        shown_print=form.shown, amount=amount)
    except NotFound:
        abort(404)
    except BadRequest as exc:  # the guard's rules again for a lower amount, say
        return _again(tenant, intent_id, form, decisions.get(current_deps(), tenant,
                                                             form.escalation),
                      words.major(exc.detail))
    except decisions.ProposalChanged as exc:
        return not_as_shown(exc.now)
    except AlreadyDecided as exc:
        return refused(409, "Already decided", f"{exc.detail}")
    if not changed:  # decided between the check and the compare-and-set, by someone else
        return not_as_shown(now)
    return back(tenant, intent_id, message)


def not_as_shown(now: dict[str, Any]) -> Response:
    """The refusal of a decision on an escalation that changed since its page was shown."""
    if now["state"] != "open":
        return refused(409, "Already decided", f"This escalation was {now['state']} by "
                       f"{words.actor(now.get('decided_by'))} after your page was shown; "
                       f"your decision was not recorded and nothing changed.")
    return refused(409, "The proposal changed", "This escalation is not the one you were "
                                                "shown (its proposal changed since); nothing "
                                                "was decided. Open it again and decide on "
                                                "what it says now.")
