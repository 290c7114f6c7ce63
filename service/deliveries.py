"""Signed deliveries of a finished step's result to the flow's ``resume_url``.

This is how a flow waits without polling: n8n's Wait node (``$execution.resumeUrl``), a Make
webhook, a Zapier catch hook. Each (entry, URL) gets exactly one delivery record, created with
SET NX, so a step that settles twice still delivers once. A delivery is retried with backoff
by an RQ job and given up after ``SURESTEP_DELIVERY_ATTEMPTS`` tries, visibly: its record
(and the job's view) says ``delivered`` or ``failed`` with the last status.

Receivers check ``Surestep-Signature: t=<unix>,v1=<hex>``: HMAC-SHA256 with the tenant's
signing secret (``GET /v1/me``) over ``"<t>.<raw body>"``; reject if the time is too old.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import time
from datetime import timedelta
from typing import Any

import httpx

from service.deps import Deps
from service.ledger import Entry

HEADER = "Surestep-Signature"


def signing_secret(config: dict[str, Any], tenant: str) -> str:
    """The tenant's secret: from SURESTEP_SIGNING_KEY when set, else from the tenant's first
    API key (so it rotates with the key); stable across processes and restarts."""
    if config.get("SURESTEP_SIGNING_KEY"):
        material, message = config["SURESTEP_SIGNING_KEY"], tenant
    else:
        keys = sorted(key for key, owner in config["API_KEYS"].items() if owner == tenant)
        material, message = (keys[0] if keys else tenant), "surestep-signing-v1"
    digest = hmac.new(material.encode(), message.encode(), hashlib.sha256).hexdigest()
    return "whsec_" + digest[:40]


def sign(secret: str, body: bytes, timestamp: int | None = None) -> str:
    """The ``Surestep-Signature`` header value for ``body``."""
    t = int(time.time()) if timestamp is None else timestamp
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


def register(deps: Deps, entry_key: str, url: str | None) -> None:
    """Remember a resume_url for an entry (several flows may wait on one intent)."""
    if url:
        pipe = deps.redis.pipeline(transaction=False)
        pipe.sadd(entry_key + ":resume", url)
        pipe.expire(entry_key + ":resume", deps.ledger.ttl_s)
        pipe.execute()


def schedule(deps: Deps, entry: Entry, body: dict[str, Any]) -> list[str]:
    """Create (once) and enqueue a delivery of ``body`` to every resume_url of ``entry``."""
    ids = []
    for raw_url in sorted(deps.redis.smembers(entry.key + ":resume")):
        url = raw_url.decode()
        delivery_id = "dlv_" + hashlib.sha256(f"{entry.key}\n{url}".encode()).hexdigest()[:24]
        key = f"sst:{entry.tenant}:delivery:{delivery_id}"
        record = {"url": url, "body": json.dumps(body, sort_keys=True), "state": "pending",
                  "attempts": 0, "entry": entry.key, "created_at": time.time()}
        if deps.redis.hsetnx(key, "url", url):
            deps.redis.hset(key, mapping=record)
            deps.redis.expire(key, deps.ledger.ttl_s)
            deps.redis.rpush(entry.key + ":deliveries", delivery_id)
            deps.redis.expire(entry.key + ":deliveries", deps.ledger.ttl_s)
            deps.queue.enqueue("jobs.deliveries.deliver", entry.tenant, delivery_id,
                               job_id=f"{delivery_id}-1")
        ids.append(delivery_id)
    return ids


def attempt(deps: Deps, tenant: str, delivery_id: str) -> str:
    """Try one delivery; record the outcome and schedule the next try. Returns the state."""
    key = f"sst:{tenant}:delivery:{delivery_id}"
    record = {k.decode(): v.decode() for k, v in deps.redis.hgetall(key).items()}
    if not record or record["state"] != "pending":
        return record.get("state", "missing")
    body = record["body"].encode()
    headers = {"Content-Type": "application/json", "User-Agent": "surestep",
               HEADER: sign(signing_secret(deps.config, tenant), body),
               "Surestep-Delivery": delivery_id}
    tries = int(record["attempts"]) + 1
    try:
        response = httpx.post(record["url"], content=body, headers=headers, timeout=10)
        status, error = response.status_code, None
    except httpx.HTTPError as exc:
        status, error = None, type(exc).__name__
    ok = status is not None and 200 <= status < 300
    state = "delivered" if ok else ("failed" if tries >= deps.config["SURESTEP_DELIVERY_ATTEMPTS"]
                                    else "pending")
    deps.redis.hset(key, mapping={"state": state, "attempts": tries, "last_status": status or "",
                                  "last_error": error or "", "updated_at": time.time()})
    if state == "pending":
        delay = deps.config["SURESTEP_DELIVERY_BACKOFF_S"] * 2 ** (tries - 1)
        deps.queue.enqueue_in(timedelta(seconds=delay), "jobs.deliveries.deliver", tenant,
                              delivery_id, job_id=f"{delivery_id}-{tries + 1}")
    return state


def summary(deps: Deps, entry: Entry) -> dict[str, Any] | None:
    """The newest delivery of an entry, for the job's view (None when there is none)."""
    newest = deps.redis.lindex(entry.key + ":deliveries", -1)
    if newest is None:
        return None
    record = deps.redis.hgetall(f"sst:{entry.tenant}:delivery:{newest.decode()}")
    h = {k.decode(): v.decode() for k, v in record.items()}
    return {"id": newest.decode(), "url": h.get("url"), "state": h.get("state"),
            "attempts": int(h.get("attempts", 0)),
            "last_status": int(h["last_status"]) if h.get("last_status") else None}
