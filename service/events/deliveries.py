"""Signed deliveries: a finished step's result to the flow's ``resume_url``, and events to
subscribers (``service.events.publish``); one mechanism for both.

This is how a flow waits without polling: n8n's Wait node (``$execution.resumeUrl``), a Make
webhook, a Zapier catch hook. Each (entry, URL) or (event, subscription) gets exactly one
delivery record, created with SET NX, so a step that settles twice still delivers once. A
delivery is retried with backoff by an RQ job and given up after ``SURESTEP_DELIVERY_ATTEMPTS``
tries, visibly: its record says ``delivered``, ``failed`` (the dead letter, listed under its
subscription), ``gone`` (the receiver answered 410: a subscription is then removed, Zapier's
convention) or ``cancelled`` (its subscription was deleted). Every try re-checks the URL and
connects only to the address it checked (``service.events.outbound.client``). A URL we may not call
(it resolves to an internal address) fails at once; a name that did not resolve is retried
like a refused connection, since a resolver's hiccup says nothing about the target.

Receivers check ``Surestep-Signature: t=<unix>,v1=<hex>``: HMAC-SHA256 over ``"<t>.<raw body>"``
with the secret of the registration the delivery is for, and reject if the time is too old. A
resume_url's registration gets its own secret, answered once as ``resume_secret`` by the request
that registered it (``register``); a subscription's, once by ``POST /v1/subscriptions``. No key
reads them again, so a guarded agent holding a flow's API key cannot sign a delivery the flow
would believe. The tenant-wide secret (``signing_secret``) signs only what was registered before
registrations had secrets, and only while ``SURESTEP_TENANT_SECRET_UNTIL`` (the migration window)
is ahead; after it such a delivery is given up, saying why. Events also carry
``Surestep-Event-Id`` (the same on every retry: de-duplicate on it) and ``Surestep-Event``.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import time
from datetime import timedelta
from typing import Any

import httpx

from service import tasks
from service.config import Settings
from service.deps import Deps
from service.events import outbound, subscriptions
from service.ledger import counters, delivery_records, keys
from service.ledger.store import Entry

HEADER = "Surestep-Signature"


def signing_secret(config: Settings, tenant: str) -> str:
    """The tenant's secret (the migration window's only): from SURESTEP_SIGNING_KEY when set,
    else from the tenant's first API key (so it rotates with the key); stable across processes
    and restarts."""
    if signing_key := config.get("SURESTEP_SIGNING_KEY"):
        material, message = signing_key, tenant
    else:
        keys = sorted(key for key, owner in config["API_KEYS"].items() if owner == tenant)
        material, message = (keys[0] if keys else tenant), "surestep-signing-v1"
    digest = hmac.new(material.encode(), message.encode(), hashlib.sha256).hexdigest()
    return "whsec_" + digest[:40]


def sign(secret: str, body: bytes, t: int) -> str:
    """The ``Surestep-Signature`` header value for ``body``, sent at ``t`` (unix seconds)."""
    mac = hmac.new(secret.encode(), f"{t}.".encode() + body, hashlib.sha256).hexdigest()
    return f"t={t},v1={mac}"


def verify(secret: str, body: bytes, header: str, tolerance_s: int = 300) -> bool:
    """The receiver's check (documented recipe; our tests use it too)."""
    parts = dict(part.split("=", 1) for part in header.split(",") if "=" in part)
    try:
        t = int(parts["t"])
    except (KeyError, ValueError):
        return False
    if abs(time.time() - t) > tolerance_s:
        return False
    return hmac.compare_digest(sign(secret, body, t), f"t={t},v1={parts.get('v1', '')}")


def tenant_window_open(config: Settings, now: float) -> bool:
    """Whether the tenant-wide secret is still in use: ``SURESTEP_TENANT_SECRET_UNTIL`` (unix
    seconds; 0, the default: never) is ahead. Only then do ops keys read it on ``GET /v1/me``
    and does it sign a delivery whose registration has no secret of its own."""
    return now < config["SURESTEP_TENANT_SECRET_UNTIL"]


def register(deps: Deps, entry_key: str, url: str | None) -> str | None:
    """Remember a resume_url for an entry (several flows may wait on one intent) with a fresh
    signing secret of its own, and return that secret: the caller answers it once, to the
    request that registered the URL. None when there is no URL or it was registered before
    (its secret went to that first request, and is never read out again)."""
    if not url:
        return None
    secret = "whsec_" + secrets.token_hex(24)
    return secret if delivery_records.remember_resume_url(deps.ledger, entry_key, url,
                                                          secret) else None


def schedule(deps: Deps, entry: Entry, body: dict[str, Any]) -> list[str]:
    """Create (once) and enqueue a delivery of ``body`` to every resume_url of ``entry`` (as
    the settle that returned it read them, or read now)."""
    ids = []
    urls = entry.resume_urls if entry.resume_urls is not None else \
        delivery_records.resume_urls(deps.ledger, entry.key)
    for url in urls:
        delivery_id = "dlv_" + hashlib.sha256(f"{entry.key}\n{url}".encode()).hexdigest()[:24]
        create(deps, entry.tenant, delivery_id, url, body, index=keys.part(entry.key, "deliveries"),
               secret="resume", meta={"entry": entry.key})
        ids.append(delivery_id)
    return ids


def create(deps: Deps, tenant: str, delivery_id: str, url: str, body: dict[str, Any], *,
           index: str, secret: str, meta: dict[str, str] | None = None) -> bool:
    """Record one delivery (only the first call for an id does) and enqueue its first try.
    ``secret`` names the one it is signed with: ``resume`` (its resume_url's registration,
    read at each try) or ``sub:<id>`` (``tenant``: a delivery recorded before registrations had
    secrets); ``index`` lists the delivery under its owner."""
    fresh = {"url": url, "body": json.dumps(body, sort_keys=True), "state": "pending",
             "attempts": 0, "created_at": deps.clock.wall(), "secret": secret, **(meta or {})}
    if not delivery_records.create(deps.ledger, tenant, delivery_id, fresh, index):
        return False
    deps.queue.enqueue(tasks.DELIVER, tenant, delivery_id, job_id=f"{delivery_id}-1")
    return True


def record(deps: Deps, tenant: str, delivery_id: str) -> dict[str, str]:
    """One delivery's record as stored (empty when there is none)."""
    return delivery_records.record(deps.ledger, tenant, delivery_id)


def attempt(deps: Deps, tenant: str, delivery_id: str, *,
            resolve: outbound.Resolver = outbound.resolve_system) -> str:
    """Try one delivery; record the outcome and schedule the next try. Returns the state.
    ``resolve`` looks host names up (the system resolver; tests pass a stand-in)."""
    rec = record(deps, tenant, delivery_id)
    if not rec or rec["state"] != "pending":
        return rec.get("state", "missing")
    ref = rec.get("secret", "tenant")
    sub_id = ref[4:] if ref.startswith("sub:") else None
    tries = int(rec["attempts"]) + 1
    if outbound.credentials_in(rec["url"]):  # stored before such URLs were refused
        return _finish(deps, tenant, delivery_id, "failed", rec, None, CREDENTIALS_ERROR,
                       tries, sub_id)
    secret = _secret(deps, tenant, rec, sub_id)
    if secret is None:
        return _unsigned(deps, tenant, delivery_id, rec, sub_id)
    body = rec["body"].encode()
    headers = _headers(rec, delivery_id, sign(secret, body, int(deps.clock.wall())))
    status, error, final = _send(deps, rec["url"], body, headers, resolve)
    if final:
        return _finish(deps, tenant, delivery_id, "failed", rec, status, error, tries, sub_id)
    if status == 410:
        return _gone(deps, tenant, delivery_id, rec, sub_id, tries)
    state = _state_after(status, tries, deps.config["SURESTEP_DELIVERY_ATTEMPTS"])
    _finish(deps, tenant, delivery_id, state, rec, status, error, tries, sub_id)
    if state == "pending":
        delay = deps.config["SURESTEP_DELIVERY_BACKOFF_S"] * 2 ** (tries - 1)
        deps.queue.enqueue_in(timedelta(seconds=delay), tasks.DELIVER, tenant,
                              delivery_id, job_id=f"{delivery_id}-{tries + 1}")
    return state


def _secret(deps: Deps, tenant: str, rec: dict[str, str], sub_id: str | None) -> str | None:
    """The secret a delivery is signed with: its subscription's, or its resume_url
    registration's (``_resume_secret``); None when there is none any more."""
    if sub_id is not None:
        return subscriptions.secret(deps, tenant, sub_id)
    return _resume_secret(deps, tenant, rec)


def _unsigned(deps: Deps, tenant: str, delivery_id: str, rec: dict[str, str],
              sub_id: str | None) -> str:
    """Finish a delivery that has no secret left to sign it: its subscription was deleted
    (``cancelled``, the try not counted), or its resume_url was registered before secrets and
    the migration window closed (``failed``: no retry can change it)."""
    if sub_id is not None:
        return _finish(deps, tenant, delivery_id, "cancelled", rec, None,
                       "subscription deleted")
    return _finish(deps, tenant, delivery_id, "failed", rec, None, NO_SECRET_ERROR,
                   int(rec["attempts"]) + 1)


def _headers(rec: dict[str, str], delivery_id: str, signature: str) -> dict[str, str]:
    """What a try sends besides its body: the signature, the delivery's id and, for an
    event, the event's id (the same on every retry) and name."""
    headers = {"Content-Type": "application/json", "User-Agent": "surestep",
               HEADER: signature, "Surestep-Delivery": delivery_id}
    if rec.get("event_id"):
        headers.update({"Surestep-Event-Id": rec["event_id"], "Surestep-Event": rec["event"]})
    return headers


def _send(deps: Deps, url: str, body: bytes, headers: dict[str, str],
          resolve: outbound.Resolver) -> tuple[int | None, str | None, bool]:
    """POST one try to a checked address: (status, error, final). ``final`` when no retry can
    change the outcome: the target is refused (``refused: ...``) or it is n8n's Wait node not
    waiting for a POST; a connection that failed has no status and says which failure."""
    try:
        outbound.check(url, deps.config["ALLOWED_TARGETS"])
        # names are resolved once, at connect, and only a checked address is connected to
        with outbound.client(deps.config["ALLOWED_TARGETS"], timeout=10,
                             resolve=resolve) as http:
            response = http.post(url, content=body, headers=headers)
    except outbound.Refused as exc:  # a verdict on the target: retrying cannot change it
        return None, f"refused: {exc}", True
    except httpx.HTTPError as exc:  # incl. outbound.LookupFailed, as httpx.ConnectError
        return None, _describe(exc), False
    if response.status_code == 404 and N8N_WRONG_METHOD in response.text:
        return response.status_code, WRONG_METHOD_ERROR, True
    return response.status_code, None, False


def _gone(deps: Deps, tenant: str, delivery_id: str, rec: dict[str, str], sub_id: str | None,
          tries: int) -> str:
    """The receiver answered 410: the delivery is ``gone``, and so is its subscription
    (Zapier's convention; deleted by no person)."""
    if sub_id is not None:
        subscriptions.delete(deps, tenant, sub_id, by=None)
    return _finish(deps, tenant, delivery_id, "gone", rec, 410, None, tries)


def _state_after(status: int | None, tries: int, attempts: int) -> str:
    """A try's state: ``delivered`` on a 2xx; otherwise ``failed`` once ``attempts`` tries
    were made, else ``pending`` (retried)."""
    if status is not None and 200 <= status < 300:
        return "delivered"
    return "failed" if tries >= attempts else "pending"


# A URL with user:password@ (a subscription or resume_url stored before the API refused them):
# calling it would send the credentials again, and they are shown wherever the URL is.
CREDENTIALS_ERROR = ("refused: the URL carries user:password@ (stored before such URLs were "
                     "refused); nothing was sent. Subscribe (or register) again with a URL "
                     "without credentials, checking Surestep-Signature instead, and delete "
                     "this subscription")


# A resume_url registered before registrations had secrets, once the migration window closed:
# the tenant-wide secret signs nothing any more, and no retry can change that.
NO_SECRET_ERROR = ("refused: this resume_url was registered before each registration had its "
                   "own signing secret, and the tenant-wide secret's migration window "
                   "(SURESTEP_TENANT_SECRET_UNTIL) is closed; nothing was sent. Send the step "
                   "again with a new resume_url: its answer carries the URL's resume_secret")


def _resume_secret(deps: Deps, tenant: str, rec: dict[str, str]) -> str | None:
    """The secret a resume_url delivery is signed with: its registration's; the tenant's for
    one registered before registrations had secrets, only inside the migration window."""
    own = (delivery_records.resume_secret(deps.ledger, rec["entry"], rec["url"])
           if rec.get("secret") == "resume" and rec.get("entry") else None)
    if own is not None:
        return own
    return signing_secret(deps.config, tenant) if tenant_window_open(deps.config, deps.clock.wall()) else None


# n8n's answer to a resume with a method its Wait node does not wait for (its "On Webhook Call"
# defaults to GET; surestep resumes with a POST): no retry can change it, so it fails at once.
N8N_WRONG_METHOD = "does not contain a waiting webhook with a matching path/method"
WRONG_METHOD_ERROR = ("n8n's Wait node is not waiting for a POST at this URL (n8n: 'does not "
                      "contain a waiting webhook with a matching path/method'): set the Wait "
                      "node's HTTP Method to POST; surestep resumes it with a POST")


def _finish(deps: Deps, tenant: str, delivery_id: str, state: str, rec: dict[str, Any],
            status: int | None, error: str | None, tries: int | None = None,
            sub_id: str | None = None) -> str:
    failed = state == "failed"
    delivery_records.finish(deps.ledger, tenant, delivery_id, {
        "state": state, "attempts": tries or rec["attempts"], "last_status": status or "",
        "last_error": error or "", "updated_at": deps.clock.wall()},
        dead_at=deps.clock.wall() if failed else None,  # the dead letter, under its subscription:
        dead_letters=keys.subscription(tenant, sub_id, "dead") if failed and sub_id else None)
    counters.incr(deps.ledger, "deliveries", outcome="retrying" if state == "pending" else state,
                  kind="event" if rec.get("event_id") else "resume_url")
    return state


def redeliver(deps: Deps, tenant: str, delivery_id: str) -> dict[str, str] | None:
    """Try a given-up delivery again from its first attempt (a person asked: the receiver is
    fixed). Only a ``failed`` one is, once; returns its record as it was, or None."""
    rec = record(deps, tenant, delivery_id)
    if rec.get("state") != "failed" or not delivery_records.revive(
            deps.ledger, tenant, delivery_id, deps.clock.wall()):  # of two clicks, one re-queues
        return None
    deps.queue.enqueue(tasks.DELIVER, tenant, delivery_id,
                       job_id=f"{delivery_id}-again-{time.time_ns()}")
    return rec


def _describe(exc: httpx.HTTPError) -> str:
    """``ConnectError``, or ``ConnectError: <host> does not resolve (...)`` for a lookup, so
    the record says which of the two connection failures it was."""
    name = type(exc).__name__
    return f"{name}: {exc}"[:300] if isinstance(exc.__cause__, outbound.LookupFailed) else name


def summary(deps: Deps, entry: Entry) -> dict[str, Any] | None:
    """The newest delivery of an entry, for the job's view (None when there is none)."""
    found = delivery_records.newest(deps.ledger, entry.key, entry.tenant)
    if found is None:
        return None
    delivery_id, h = found
    url = h.get("url")  # one stored with user:password@ (before they were refused) shown ***@
    return {"id": delivery_id, "url": outbound.masked(url) if url else url,
            "state": h.get("state"),
            "attempts": int(h.get("attempts", 0)),
            "last_status": int(h["last_status"]) if h.get("last_status") else None,
            "last_error": h.get("last_error") or None}


def deliveries_of(deps: Deps, tenant: str, sub_id: str, *, dead_only: bool = False,
                  limit: int = 100) -> list[dict[str, Any]]:
    """The subscription's newest deliveries (or its dead letters), newest first."""
    index = keys.subscription(tenant, sub_id, "dead" if dead_only else "deliveries")
    ids = delivery_records.listed(deps.ledger, index, limit)
    return [delivery_view(delivery_id, record(deps, tenant, delivery_id))
            for delivery_id in ids]


def dead_count(deps: Deps, tenant: str, sub_id: str) -> int:
    return delivery_records.count(deps.ledger, keys.subscription(tenant, sub_id, "dead"))


def delivery_view(delivery_id: str, rec: dict[str, str]) -> dict[str, Any]:
    """A delivery as the API shows it (never its signing secret)."""
    return {"id": delivery_id, "event_id": rec.get("event_id"), "event": rec.get("event"),
            "state": rec.get("state", "expired"), "attempts": int(rec.get("attempts", 0)),
            "last_status": int(rec["last_status"]) if rec.get("last_status") else None,
            "last_error": rec.get("last_error") or None,
            "created_at": float(rec["created_at"]) if rec.get("created_at") else None,
            "updated_at": float(rec["updated_at"]) if rec.get("updated_at") else None}
