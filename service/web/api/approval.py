"""The approval page: ``/approve/<token>``, a small HTML page where a person decides.

The token (``service.steps.approval_links``) is signed and expires with the escalation. The page shows
the amount, customer, order, reasons and the audit trail, with Approve and Reject buttons that
POST a form carrying a CSRF value bound to the link and to a SameSite=Strict cookie set by the
page. Deciding is the same compare-and-set as the API's, so a double click, a second tab or a
replayed form changes nothing (409 with the decision as it stands). The page cannot be framed,
is not cached, and sends no Referer (the token is in its URL).
"""

from __future__ import annotations

import secrets
from urllib.parse import urlsplit

from flask import Blueprint, current_app, redirect, render_template_string, request

from service.steps import approval_links
from service.deps import current_deps
from service.errors import NotFound
from service.steps import escalation_notes, escalations
from service.providers.shopify import to_money  # minor units by the currency's exponent

bp = Blueprint("approval", __name__)
COOKIE = "sst_csrf"
HEADERS = {"Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; "
                                      "form-action 'self'; frame-ancestors 'none'",
           "X-Frame-Options": "DENY", "Referrer-Policy": "no-referrer",
           "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff"}

PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Refund approval {{ esc.id }}</title>
<style>body{font:15px system-ui,sans-serif;max-width:46em;margin:2em auto;padding:0 1em}
th{text-align:left;padding-right:1em;vertical-align:top}td,th{padding:.2em .4em}
.state{font-weight:bold}.msg{padding:.6em;border:1px solid #888;margin:1em 0}
button{font-size:1em;padding:.4em 1.2em;margin-right:1em}</style></head><body>
<h1>Refund approval</h1>
{% if message %}<p class="msg" id="message">{{ message }}</p>{% endif %}
<table>
<tr><th>Escalation</th><td>{{ esc.id }} (<span class="state" id="state">{{ esc.state }}</span>)</td></tr>
<tr><th>Intent</th><td>{{ esc.intent_id }}</td></tr>
<tr><th>Amount</th><td id="amount">{{ amount }}</td></tr>
<tr><th>Customer</th><td>{{ customer }}</td></tr>
<tr><th>Order / payment</th><td>{{ order }}</td></tr>
<tr><th>Proposal</th><td>{{ proposal }}</td></tr>
<tr><th>Reasons</th><td><ul>{% for r in esc.reasons %}<li>{{ r.message }} <code>{{ r.code }}</code></li>{% endfor %}</ul></td></tr>
{% if esc.decided_by %}<tr><th>Decided</th><td>{{ esc.state }} by {{ esc.decided_by }}{% if esc.note %}: {{ esc.note }}{% endif %}</td></tr>{% endif %}
{% if esc.resolution %}<tr><th>Result</th><td id="result">{{ esc.resolution.state }}: {{ esc.resolution.detail }}</td></tr>{% endif %}
</table>
{% if esc.state == "open" %}
<form method="post" action="">
<input type="hidden" name="csrf_token" value="{{ csrf }}">
<p><label>Your name <input name="name" maxlength="80" required></label></p>
<p><label>Note <input name="note" maxlength="500" size="50"></label></p>
<button type="submit" name="decision" value="approve" id="approve">Approve</button>
<button type="submit" name="decision" value="reject" id="reject">Reject</button>
</form>
{% endif %}
<h2>Audit trail</h2>
<table id="audit">{% for a in audit %}<tr><td>{{ a.when }}</td><td>{{ a.actor }}</td>
<td>{{ a['from'] or "" }} &rarr; {{ a.to }}</td><td>{{ a.note }}</td></tr>{% endfor %}</table>
</body></html>"""

REFUSED = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ title }}</title>
</head><body><h1>{{ title }}</h1><p id="message">{{ message }}</p></body></html>"""


def _refused(status: int, title: str, message: str):
    return render_template_string(REFUSED, title=title, message=message), status, HEADERS


def _page(token: str, esc_entry, message: str | None, status: int = 200):
    deps = current_deps()
    view = escalations.view(deps, esc_entry)
    proposal = view["proposal"] or {}
    audit = _audit(deps, esc_entry)
    nonce = request.cookies.get(COOKIE) or secrets.token_urlsafe(24)
    html = render_template_string(
        PAGE, esc=view, message=message, audit=audit,
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
    from datetime import datetime, timezone

    trail = []
    for step in ("refund", "escalation"):
        entry = deps.ledger.get(esc_entry.tenant, step, esc_entry.intent_id)
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
