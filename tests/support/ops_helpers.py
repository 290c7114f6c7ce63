"""Helpers for the reconciliation, sweeper, webhook and operations tests: provider webhooks
signed as the providers sign them, refunds made through the API, and /metrics read back."""

from __future__ import annotations

import json
import time
import uuid
from datetime import datetime, timezone

import stripe
from prometheus_client.parser import text_string_to_metric_families

from service.inbound import signatures as webhook_signatures
from tests.support.constants import ACME
from tests.support.guard_helpers import OPS_KEYS, write_policy

STRIPE_SECRETS = "whsec_old_secret,whsec_new_secret"
SHOPIFY_SECRET = "shpss_webhook_secret"
ZENDESK_SECRET = "zd_webhook_secret"
WEBHOOK_ENV = {"STRIPE_WEBHOOK_SECRET": STRIPE_SECRETS, "SHOPIFY_WEBHOOK_SECRET": SHOPIFY_SECRET,
               "ZENDESK_WEBHOOK_SECRET": ZENDESK_SECRET}



def escalation_world(tmp_path, monkeypatch, policy: str):
    """A policy file, the ops keys and the webhook secrets, set before the app is built (the
    escalation tests' autouse fixtures); the policy's path."""
    path = tmp_path / "policy.toml"
    write_policy(path, policy)
    monkeypatch.setenv("SURESTEP_POLICY", str(path))
    monkeypatch.setenv("SURESTEP_OPS_KEYS", OPS_KEYS)
    for name, value in WEBHOOK_ENV.items():
        monkeypatch.setenv(name, value)
    return path

def refund(client, stripe_sim, intent, amount=1000, **extra) -> dict:
    payment = extra.pop("payment", None) or stripe_sim.payment(5000)
    answer = client.post("/v1/refunds", headers=ACME, json={
        "intent_id": intent, "payment_intent": payment["payment_intent"], "amount": amount,
        "currency": "usd", **extra})
    assert answer.status_code == 200, answer.json
    return {**answer.json, "payment": payment}


def sim_refund(stripe_sim, refund_id: str) -> dict:
    """The refund as the simulator holds it (what Stripe's event would carry)."""
    [found] = [r for r in stripe_sim.refunds() if r["id"] == refund_id]
    return {k: v for k, v in found.items() if k not in ("idempotency_key", "api_key")}


def stripe_event(refund_object: dict, kind: str, event_id: str | None = None) -> bytes:
    return json.dumps({"id": event_id or "evt_" + uuid.uuid4().hex[:24], "object": "event",
                       "type": kind, "created": int(time.time()), "livemode": False,
                       "data": {"object": refund_object}}).encode()


def stripe_signature(body: bytes, secret: str = "whsec_new_secret",
                     timestamp: int | None = None) -> str:
    return stripe.WebhookSignature.generate_signature_header(body.decode(), secret, timestamp)


def post_stripe(client, body: bytes, signature: str | None):
    headers = {"Content-Type": "application/json"}
    if signature is not None:
        headers["Stripe-Signature"] = signature
    return client.post("/v1/webhooks/stripe", data=body, headers=headers)


def post_shopify(client, payload: dict, topic: str = "refunds/create",
                 delivery: str | None = None, secret: str = SHOPIFY_SECRET):
    body = json.dumps(payload).encode()
    return client.post("/v1/webhooks/shopify", data=body, headers={
        "Content-Type": "application/json", "X-Shopify-Topic": topic,
        "X-Shopify-Webhook-Id": delivery or str(uuid.uuid4()),
        "X-Shopify-Hmac-Sha256": webhook_signatures.sign_shopify(secret, body)})


def zendesk_timestamp(offset_s: float = 0) -> str:
    moment = datetime.fromtimestamp(time.time() + offset_s, timezone.utc)
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def post_zendesk(client, payload: dict, *, secret: str = ZENDESK_SECRET,
                 timestamp: str | None = None, invocation: str = "8350205582"):
    body = json.dumps(payload).encode()
    timestamp = timestamp or zendesk_timestamp()
    return client.post("/v1/webhooks/zendesk", data=body, headers={
        "Content-Type": "application/json", "X-Zendesk-Webhook-Invocation-Id": invocation,
        "X-Zendesk-Webhook-Signature-Timestamp": timestamp,
        "X-Zendesk-Webhook-Signature": webhook_signatures.sign_zendesk(secret, body, timestamp)})


def scrape(client) -> dict[tuple[str, tuple], float]:
    """/metrics as {(sample name, sorted labels): value}."""
    response = client.get("/metrics")
    assert response.status_code == 200
    assert response.mimetype == "text/plain"
    samples = {}
    for family in text_string_to_metric_families(response.get_data(as_text=True)):
        for sample in family.samples:
            samples[(sample.name, tuple(sorted(sample.labels.items())))] = sample.value
    return samples


def audit_of(deps, intent: str, step: str = "refund") -> list[dict]:
    entry = deps.ledger.get("acme", step, intent)
    return deps.ledger.history(entry.key)[0]
