"""REST-hook subscriptions: where a tenant's events go (the pattern Zapier, Make and n8n
triggers use: subscribe with a target URL, unsubscribe with DELETE, or by answering 410).

Each subscription has its own signing secret, returned once at creation and once by each
rotation (``rotate``), never listed. Kept in Redis with no
expiry: a subscription lives until it is deleted or its receiver answers 410 Gone.

Only the API key that created a subscription may rotate its secret or delete it (``NotCreator``
otherwise): another flow key of the tenant could otherwise take a receiver's deliveries away
from it. The creator is stored as its key id (``service.web.auth.key_id``, a one-way digest),
never as the key. A subscription stored before creators were recorded has none, and one whose
creator's key is no longer configured (rotated out) has no one left to manage it: any key of
its tenant may rotate or delete those, as before.

    sst:<tenant>:subs                       set   subscription ids
    sst:<tenant>:sub:<id>                   hash  target_url, events (JSON), secret, created_at,
                                                  creator (a key id; absent on older ones)
    sst:<tenant>:sub:<id>:deliveries        list  its delivery ids, newest last (1000 kept)
    sst:<tenant>:sub:<id>:dead              list  deliveries given up after the last try
    sst:<tenant>:sub:<id>:gone              str   the tenant removed it (kept as the ledger is),
                                                  so a repeated DELETE is 204, not 404
"""

from __future__ import annotations

import hmac
import json
import secrets
from dataclasses import dataclass

from service.deps import Deps
from service.events import outbound
from service.ledger import subscription_records

EVENTS = ("refund.completed", "refund.failed", "refund.unknown", "escalation.created",
          "escalation.resolved", "ticket_update.completed", "ticket_update.failed",
          "reconciliation.discrepancy")


@dataclass(frozen=True)
class Subscription:
    """One subscriber: where to POST which events."""

    id: str
    target_url: str
    events: tuple[str, ...]
    created_at: float
    secret: str
    creator: str | None = None  # the creating key's id; None: stored before it was recorded


class NotCreator(Exception):
    """The subscription was created by another API key of the tenant: only that one may rotate
    or delete it."""


@dataclass(frozen=True)
class Actor:
    """Who rotates or deletes: the acting key's id, and the ids of the tenant's keys configured
    now (a creator no longer among them has no one left to manage its subscriptions)."""

    key_id: str
    live: frozenset[str]


def _check_creator(sub: Subscription, by: Actor | None) -> None:
    """``by`` None: surestep itself, on a receiver's 410 Gone."""
    if by is None or sub.creator is None or sub.creator not in by.live:
        return
    if not hmac.compare_digest(sub.creator, by.key_id):
        raise NotCreator(sub.id)


def _fresh_secret() -> str:
    return "whsec_" + secrets.token_hex(24)


def create(deps: Deps, tenant: str, target_url: str, events: list[str],
           creator: str | None = None) -> Subscription:
    """A new subscription with a fresh secret (the caller checked the URL and event names),
    made by the key whose id is ``creator`` (None records none: any key of the tenant may
    then rotate or delete it, as one stored before creators were)."""
    sub = Subscription(id="sub_" + secrets.token_hex(12), target_url=target_url,
                       events=tuple(sorted(set(events))), created_at=deps.clock.wall(),
                       secret=_fresh_secret(), creator=creator)
    subscription_records.add(deps.ledger, tenant, sub.id, {
        "target_url": sub.target_url, "events": json.dumps(sub.events),
        "created_at": sub.created_at, "secret": sub.secret,
        **({"creator": creator} if creator else {})})
    return sub


def get(deps: Deps, tenant: str, sub_id: str) -> Subscription | None:
    h = subscription_records.fields_of(deps.ledger, tenant, sub_id)
    if not h:
        return None
    return Subscription(id=sub_id, target_url=h["target_url"],
                        events=tuple(json.loads(h["events"])),
                        created_at=float(h["created_at"]), secret=h["secret"],
                        creator=h.get("creator") or None)


ids_read = subscription_records.ids_read  # queued on the settle's round trip (``publish``)


def all_for(deps: Deps, tenant: str) -> list[Subscription]:
    """Every live subscription of the tenant, oldest first."""
    ids = subscription_records.ids(deps.ledger, tenant)
    found = [sub for sub in (get(deps, tenant, sub_id) for sub_id in ids) if sub is not None]
    return sorted(found, key=lambda sub: sub.created_at)


def matching(deps: Deps, tenant: str, event: str) -> list[Subscription]:
    return [sub for sub in all_for(deps, tenant) if event in sub.events]


def with_credentials(deps: Deps, tenant: str) -> list[Subscription]:
    """The tenant's subscriptions whose URL carries ``user:password@``: stored before the API
    refused such URLs, listed for a person to replace (their deliveries are refused)."""
    return [sub for sub in all_for(deps, tenant) if outbound.credentials_in(sub.target_url)]


def rotate(deps: Deps, tenant: str, sub_id: str, by: Actor) -> Subscription | None:
    """Give the subscription a fresh secret, returned once (None: no such subscription). Every
    try from now on is signed with it, the retries of earlier events too (a delivery reads its
    subscription's secret at each try); the old one signs nothing more. ``NotCreator``, with
    nothing written, when ``by`` may not (``_check_creator``)."""
    sub = get(deps, tenant, sub_id)
    if sub is None:
        return None
    _check_creator(sub, by)  # the creator never changes: checking before the write is enough
    if not subscription_records.replace_secret(deps.ledger, tenant, sub_id, _fresh_secret()):
        return None
    return get(deps, tenant, sub_id)


def secret(deps: Deps, tenant: str, sub_id: str) -> str | None:
    """The subscription's signing secret, or None once it is deleted."""
    return subscription_records.secret(deps.ledger, tenant, sub_id)


def delete(deps: Deps, tenant: str, sub_id: str, by: Actor | None) -> bool:
    """Remove the tenant's subscription (DELETE by a key, ``by``, or a 410 from its receiver:
    ``by`` None); pending deliveries to it are cancelled at their next try. True
    when it is the tenant's, now or removed before (within the ledger's retention); False, with
    nothing written, for an id the tenant never had (another tenant's looks the same: keys are
    per tenant). ``NotCreator``, with nothing written, when ``by`` may not (``_check_creator``)."""
    sub = get(deps, tenant, sub_id)
    if sub is not None:
        _check_creator(sub, by)
    removed = subscription_records.remove(deps.ledger, tenant, sub_id)
    return removed is not False  # removed now, or before
