"""The link an escalation's Zendesk note carries: the escalation's page in the ops console
(``/console/t/<tenant>/escalations/<id>``), and the old ``/approve/<token>`` links older notes
still carry.

The note's link holds no secret and decides nothing: whoever follows it (a person, the guarded
agent reading the ticket through the Zendesk API, a link preview) reaches the console's
sign-in, and only a signed-in person of the escalation's tenant (or a ``*`` operator) decides,
with the session's CSRF value, audited with their name. So the link may be read by anyone who
reads the ticket; the escalation id and tenant in it are not credentials.

Notes posted before the console carry ``/approve/<token>``: a token signed with itsdangerous
(HMAC-SHA256) naming the tenant and the escalation. It once opened a page that decided for
whoever held it; now ``read`` only says which escalation it points to, so the old address can
send its holder to that escalation's console page (``service.web.api.approval``). ``make`` is
kept because it defines that format (tests make old links with it).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from urllib.parse import quote

from itsdangerous import BadSignature, URLSafeSerializer

from service.config import Settings
from service.ledger.ticket_records import TicketArgs

SALT = "surestep-approve-v1"
SLOT = "[approval link: added when the note is posted]"


class BadLink(ValueError):
    """The old link was tampered with or is not ours."""


@dataclass(frozen=True)
class Link:
    """What an old link's token names."""

    tenant: str
    escalation_id: str
    expires_at: float


def console_path(tenant: str, escalation_id: str) -> str:
    """The escalation's page in the console (a sign-in comes first; the page only shows)."""
    return f"/console/t/{quote(tenant, safe='')}/escalations/{quote(escalation_id, safe='')}"


def fill(config: Settings, tenant: str, args: TicketArgs) -> str:
    """The comment body as it is sent: the slot replaced by the escalation's console link.
    Deterministic, so a re-send after a read-back posts the same. The base is
    ``config["PUBLIC_URL"]``, never a request's Host header (a flow's key holder chooses that,
    and a link to their own domain in an agent's ticket would be a working phishing link)."""
    body = args.comment_body
    if not args.approval_link:
        return body
    # Only the note's own slot, its last words (``escalation.notes.opened_body``): a
    # customer's or a flow's words quoted above it may spell the slot out too, and stay words.
    head, slot, tail = body.rpartition(SLOT)
    if not slot:
        return body
    return head + config["PUBLIC_URL"] + console_path(tenant, args.approval_link) + tail


def secret_key(config: Settings) -> str:
    """The key old links were signed with."""
    if secret := config.get("SURESTEP_SECRET_KEY"):
        return secret
    material = "\n".join(sorted(config.get("API_KEYS", {})) + sorted(config.get("OPS_KEYS", {})))
    return hashlib.sha256(("surestep-approval-key\n" + material).encode()).hexdigest()


def make(config: Settings, tenant: str, escalation_id: str, expires_at: float) -> str:
    """The token of an old ``/approve/<token>`` link (the format older notes carry)."""
    serializer = URLSafeSerializer(secret_key(config), salt=SALT)
    return serializer.dumps({"t": tenant, "e": escalation_id, "x": int(expires_at)})


def read(config: Settings, token: str) -> Link:
    """The escalation an old link points to (expired or not: it only points now); BadLink
    when it was tampered with or is not ours."""
    try:
        data = URLSafeSerializer(secret_key(config), salt=SALT).loads(token)
        return Link(tenant=str(data["t"]), escalation_id=str(data["e"]),
                    expires_at=float(data["x"]))
    except (BadSignature, KeyError, TypeError, ValueError):
        raise BadLink("This approval link is not valid (it was changed or is not ours).") \
            from None
