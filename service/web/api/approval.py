"""The old approval links, ``/approve/<token>``: they no longer decide.

Zendesk notes written before the console carry ``/approve/<token>``; the page it opened once
decided for whoever held the link, which the guarded agent can read in the ticket. Now a GET
of such a link sends its holder (303) to the escalation's page in the ops console, which asks
for a sign-in first; a token that is not ours (tampered, made up) leads to the console's
sign-in. A POST, whatever it carries (a valid token, the old page's form and CSRF value),
changes nothing and answers 410 with where decisions are made now. No response says whether
the escalation exists. The pages cannot be framed, are not cached and send no Referer (the
old token is in the URL; ``service.logs`` keeps it out of the logs).
"""

from __future__ import annotations

from flask import Blueprint, redirect, render_template
from werkzeug.wrappers import Response

from service.steps import approval_links
from service.web.context import current_deps

bp = Blueprint("approval", __name__)
SIGN_IN = "/console/sign-in"
HEADERS = {"Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; "
                                      "form-action 'self'; frame-ancestors 'none'",
           "X-Frame-Options": "DENY", "Referrer-Policy": "no-referrer",
           "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff"}


def _console_path(token: str) -> str:
    """Where the old link's holder goes: its escalation's console page, or the sign-in."""
    try:
        link = approval_links.read(current_deps().config, token)
    except approval_links.BadLink:
        return SIGN_IN
    return approval_links.console_path(link.tenant, link.escalation_id)


@bp.get("/approve/<token>")
def show(token: str) -> Response:
    """To the console (a sign-in first): the old link only points now."""
    response = redirect(_console_path(token), code=303)
    response.headers.update(HEADERS)
    return response


@bp.post("/approve/<token>")
def decide(token: str) -> tuple[str, int, dict[str, str]]:
    """Nothing is decided here any more, whatever the form carries."""
    html = render_template(
        "refused.html", title="This link no longer decides",
        message="Approval links do not decide any more; nothing was changed. Sign in to the "
                "surestep console and decide there.", link=_console_path(token))
    return html, 410, HEADERS
