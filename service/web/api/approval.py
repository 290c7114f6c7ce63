"""The approval page: ``/approve/<token>``, a small HTML page where a person decides
(``templates/approval.html``).

The token (``service.steps.approval_links``) is signed and expires with the escalation. The page shows
the amount, customer, order, reasons and the audit trail, with Approve and Reject buttons that
POST a form carrying a CSRF value bound to the link and to a SameSite=Strict cookie set by the
page. Deciding is the same compare-and-set as the API's, so a double click, a second tab or a
replayed form changes nothing (409 with the decision as it stands). The page cannot be framed,
is not cached, and sends no Referer (the token is in its URL).
"""

from __future__ import annotations

import secrets
from datetime import datetime, timezone
from urllib.parse import urlsplit

from flask import Blueprint, current_app, redirect, render_template, request

from service.errors import NotFound
from service.providers.shopify import to_money  # minor units by the currency's exponent
from service.steps import approval_links, escalation_notes, escalations
from service.web.context import current_deps

bp = Blueprint("approval", __name__)
COOKIE = "sst_csrf"
HEADERS = {"Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; "
                                      "form-action 'self'; frame-ancestors 'none'",
           "X-Frame-Options": "DENY", "Referrer-Policy": "no-referrer",
           "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff"}

def _refused(status: int, title: str, message: str):
    return render_template("refused.html", title=title, message=message), status, HEADERS


def _page(token: str, esc_entry, message: str | None, status: int = 200):
    deps = current_deps()
    view = escalations.view(deps, esc_entry)
    proposal = view["proposal"] or {}
    audit = _audit(deps, esc_entry)
    nonce = request.cookies.get(COOKIE) or secrets.token_urlsafe(24)
    html = render_template(
        "approval.html", esc=view, message=message, audit=audit,
        csrf=approval_links.csrf_for(current_app.config, token, nonce),
        amount=(f"{to_money(proposal['amount'], proposal['currency'])} "
                f"{proposal['currency'].upper()} "
                f"({proposal['amount']} minor units)" if proposal.get("amount") is not None
                else "line items (see proposal)" if proposal else "no refund proposed"),
        customer=", ".join(filter(None, [(proposal.get("customer") or {}).get("id"),
                                         (proposal.get("customer") or {}).get("email"),
                                         proposal.get("requester_email") and
                                         f"requested by {proposal['requester_email']}"]))
        or "not given",
        order=" ".join(filter(None, [proposal.get("payment_intent"), proposal.get("charge"),
                                     proposal.get("order_id"),
                                     proposal.get("order_date") and
                                     f"(ordered {proposal['order_date']})"])) or "not given",
        proposal=escalation_notes.describe(view["proposal"]))
    response = current_app.response_class(html, status=status, headers=HEADERS)
    response.set_cookie(COOKIE, nonce, httponly=True, samesite="Strict", path="/approve",
                        secure=request.is_secure)
    return response


def _audit(deps, esc_entry) -> list[dict]:
    trail = []
    refund = deps.ledger.get(esc_entry.tenant, "refund", esc_entry.intent_id)
    for entry in (refund, esc_entry):  # this escalation's trail (escalations are numbered)
        if entry is not None:
            trail += deps.ledger.history(entry.key)[0]
    for item in trail:
        item["when"] = datetime.fromtimestamp(item["at"], timezone.utc).strftime(
            "%Y-%m-%d %H:%M:%S UTC")
    return sorted(trail, key=lambda item: item["at"])


def _link(token: str):
    try:
        return approval_links.read(current_app.config, token), None
    except approval_links.BadLink as exc:
        return None, _refused(410 if exc.expired else 400, "Link refused", str(exc))


@bp.get("/approve/<token>")
def show(token: str):
    """The page for one escalation (read-only once decided)."""
    link, refused = _link(token)
    if refused:
        return refused
    deps = current_deps()
    try:
        entry = escalations.get(deps, link.tenant, link.escalation_id)
    except NotFound:
        return _refused(404, "Not found", "This escalation no longer exists.")
    done = request.args.get("done")
    message = {"approved": "Approved.", "rejected": "Rejected."}.get(done or "")
    return _page(token, entry, message)


@bp.post("/approve/<token>")
def decide(token: str):
    """Approve or reject from the page's form: CSRF-checked, and decided at most once."""
    link, refused = _link(token)
    if refused:
        return refused
    origin = request.headers.get("Origin")
    if origin not in (None, "null") and urlsplit(origin).netloc != request.host:
        return _refused(403, "Refused", "The form was posted from another site.")
    if not approval_links.csrf_ok(current_app.config, token, request.cookies.get(COOKIE),
                                  request.form.get("csrf_token")):
        return _refused(403, "Refused", "The form's security token does not match; reload the "
                                        "page and decide again.")
    decision = request.form.get("decision")
    if decision not in ("approve", "reject"):
        return _refused(400, "Refused", "Choose Approve or Reject.")
    name = (request.form.get("name") or "").strip()[:80] or "someone"
    deps = current_deps()
    try:
        entry, changed = escalations.decide(deps, link.tenant, link.escalation_id, decision,
                                            actor=f"link:{name}",
                                            note=request.form.get("note") or "")
    except escalations.AlreadyDecided:
        entry = escalations.get(deps, link.tenant, link.escalation_id)
        return _page(token, entry, f"Already {entry.state}; nothing changed.", status=409)
    if not changed:
        return _page(token, entry, f"Already {entry.state}; nothing changed.", status=409)
    return redirect(f"/approve/{token}?done={entry.state}", code=303)
