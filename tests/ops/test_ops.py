"""Operating it: /metrics shows the counts the tests produced (read from Redis, so every
process adds to one total), JSON log lines carry request id, tenant and intent id and never
a secret or a card number, the RQ dashboard is behind an operator key, the periodic jobs
cannot multiply, and the ``surestep`` CLI works as a real process."""

from __future__ import annotations

import base64
import json
import os
import re
import subprocess
import sys
import time
from collections import Counter

import pytest

from service import logs
from service.ledger import counters
from service.ledger.connection import client_of
from service.ops import schedules
from service.web.app import create_app
from tests.support.constants import ACME
from tests.support.helpers import drain
from tests.support.ops_helpers import refund, scrape
from tests.support.waits import wait_until


def test_metrics_show_what_the_steps_did(client, stripe_sim, deps):
    refund(client, stripe_sim, "m-1")
    refund(client, stripe_sim, "m-2")
    stripe_sim.configure(refund_initial_status="failed")
    refund(client, stripe_sim, "m-3")
    stripe_sim.configure(refund_initial_status=None)
    stripe_sim.fault("rate_limit", method="POST", path="/v1/refunds", retry_after=2)
    assert refund(client, stripe_sim, "m-4")["state"] == "unknown"
    samples = scrape(client)

    def value(name, **labels):
        return samples.get((name, tuple(sorted(labels.items()))), 0)

    steps = dict(provider="stripe", step="refund")
    assert value("surestep_step_transitions_total", **steps, state="completed") == 2
    assert value("surestep_step_transitions_total", **steps, state="failed") == 1
    assert value("surestep_step_transitions_total", **steps, state="unknown") == 1
    assert value("surestep_intents", state="unknown") == 1
    assert value("surestep_provider_rate_limited_total", provider="stripe", account="env") == 1
    calls = [r for r in stripe_sim.requests() if r["path"].startswith("/v1/")]
    timed = sum(v for (name, labels), v in samples.items()
                if name == "surestep_provider_latency_seconds_count"
                and ("provider", "stripe") in labels)
    assert timed == len(calls)  # every call to Stripe, as the simulator counted them
    # by operation (the path, its ids templated) and status class, as the simulator saw them
    by_operation = Counter()
    for (name, labels), v in samples.items():
        if name == "surestep_provider_latency_seconds_count" and ("provider", "stripe") in labels:
            by_operation[(dict(labels)["method"], dict(labels)["operation"],
                          dict(labels)["status"])] += v
    seen = Counter((r["method"], re.sub(r"/(?:re|pi|ch|cs)_\w+", "/{id}", r["path"].split("?")[0]))
                   for r in calls)
    assert {(m, op) for m, op, _ in by_operation} == set(seen)
    assert sum(by_operation.values()) == sum(seen.values())
    assert ("POST", "/v1/refunds", "4xx") in by_operation  # the 429, by its status class
    by_status = {dict(labels)["status"]: v for (name, labels), v in samples.items()
                 if name == "surestep_provider_responses_total"}
    assert by_status["429"] == 1 and sum(by_status.values()) == len(calls)
    assert value("surestep_claims_open") == 0
    assert ("surestep_queue_jobs", (("queue", "surestep"), ("status", "queued"))) in samples


def test_metrics_count_failing_deliveries(client, stripe_sim, deps):
    stripe_sim.configure(refund_pending_s=3600)
    deps.config["SURESTEP_DELIVERY_ATTEMPTS"] = 2
    pending = refund(client, stripe_sim, "m-dlv", resume_url="http://127.0.0.1:9/closed")
    stripe_sim.control("POST", f"/_sim/refunds/{pending['refund_id']}/status",
                       {"status": "succeeded"})
    client.post("/v1/refunds/verify", json={"intent_id": "m-dlv"}, headers=ACME)
    import jobs

    jobs.deps().config["SURESTEP_DELIVERY_ATTEMPTS"] = 2  # the worker's own settings
    drain(deps)
    samples = scrape(client)
    kinds = {k: v for k, v in samples.items() if k[0] == "surestep_deliveries_total"}
    assert kinds == {("surestep_deliveries_total", (("kind", "resume_url"),
                                                    ("outcome", "retrying"))): 1,
                     ("surestep_deliveries_total", (("kind", "resume_url"),
                                                    ("outcome", "failed"))): 1}


def json_lines(text: str) -> list[dict]:
    return [json.loads(line) for line in text.splitlines() if line.startswith("{")]


def test_log_lines_are_json_with_request_tenant_and_intent_and_no_secrets(client, stripe_sim,
                                                                          capsys):
    capsys.readouterr()
    card = "4242 4242 4242 4242"
    answer = client.post("/v1/refunds", headers={**ACME, "X-Request-Id": "req-abc-1"}, json={
        "intent_id": "log-1", "payment_intent": stripe_sim.payment()["payment_intent"],
        "amount": 100, "currency": "usd", "metadata": {"note": f"card {card}"}})
    assert answer.headers["X-Request-Id"] == "req-abc-1"
    client.post("/v1/webhooks/stripe", data=b"{}", headers={"Stripe-Signature": "t=1,v1=00"})
    out = capsys.readouterr().err
    lines = json_lines(out)
    [access] = [line for line in lines if line.get("path") == "/v1/refunds"]
    assert access == {**access, "request_id": "req-abc-1", "tenant": "acme",
                      "intent_id": "log-1", "status": 200, "event": "request"}
    assert all(line.get("request_id") for line in lines if line.get("logger") == "surestep.http")
    for secret in ("key_acme", "sk_test_surestep", card, "4242424242424242"):
        assert secret not in out


def test_redaction_masks_secrets_and_card_numbers_wherever_they_appear():
    event = {"event": "charge 4000 0566 5566 5556 via Bearer sst_live_abc and sk_live_51Hx",
             "authorization": "Basic eHh4", "nested": {"api_key": "k", "ok": "1234"},
             "id": "pi_3P1234567890123456", "numbers": ["4111111111111111", "1234567890123"]}
    clean = logs.redact(None, "info", event)
    assert clean["event"] == "charge [card] via [redacted] and [redacted]"
    assert clean["authorization"] == "[redacted]" and clean["nested"] == {
        "api_key": "[redacted]", "ok": "1234"}
    assert clean["numbers"] == ["[card]", "1234567890123"]  # not Luhn-valid: not a card
    assert clean["id"] == "pi_3P1234567890123456"


@pytest.fixture
def operator_app(env, rdb, monkeypatch):
    monkeypatch.setenv("SURESTEP_OPS_KEYS", "*:olga:sst_ops_operator,acme:alice:ops_alice")
    app = create_app()
    yield app
    app.redis_conn.close()
    app.extensions["surestep"].close()


def basic(key: str) -> dict:
    return {"Authorization": "Basic " + base64.b64encode(f"{key}:".encode()).decode()}


def test_rq_dashboard_is_behind_an_operator_key(operator_app, deps):
    client = operator_app.test_client()
    anonymous = client.get("/ops/rq/")
    assert anonymous.status_code == 401 and anonymous.headers["WWW-Authenticate"].startswith("Basic")
    assert client.get("/ops/rq/", headers=ACME).status_code == 403  # a flow's key
    assert client.get("/ops/rq/", headers=basic("ops_alice")).status_code == 403  # one tenant's
    page = client.get("/ops/rq/", headers=basic("sst_ops_operator"))
    assert page.status_code == 200 and b"<title>RQ dashboard</title>" in page.data
    deps.queue.enqueue("jobs.ops.sweep", job_id="shown-on-the-dashboard")
    queues = client.get("/ops/rq/0/data/queues.json", headers=basic("sst_ops_operator")).json
    assert [(q["name"], q["count"]) for q in queues["queues"]] == [("surestep", 1)]


def test_rq_dashboard_is_not_mounted_without_an_operator_key(client):
    assert client.get("/ops/rq/").status_code == 404


def test_periodic_jobs_are_scheduled_once_per_period_however_many_workers(deps):
    now = 1_000_000.0
    first = schedules.ensure_all(deps, now)
    assert first == ["surestep-sweep-16667", "surestep-reconcile-278"]
    assert schedules.ensure_all(deps, now) == []  # a second worker starting: nothing added
    assert schedules.ensure_all(deps, now + 10) == []  # same slots
    assert sorted(deps.queue.scheduled_job_registry.get_job_ids()) == sorted(first)
    assert schedules.ensure_all(deps, now + 60) == ["surestep-sweep-16668"]


def test_the_periodic_sweep_reschedules_itself(client, deps, env, monkeypatch):
    monkeypatch.setenv("SURESTEP_RECONCILE_EVERY", "0")
    deps.queue.enqueue("jobs.ops.sweep", job_id="sweep-now")
    drain(deps, done=lambda: deps.queue.fetch_job("sweep-now").is_finished)
    [scheduled] = deps.queue.scheduled_job_registry.get_job_ids()
    assert scheduled == f"surestep-sweep-{schedules.next_slot(time.time(), 60)}"


def run_cli(env: dict, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "service.cli.commands", *args], capture_output=True,
                          text=True, timeout=60, env={**os.environ, **env})


def test_cli_creates_keys_shows_intents_and_runs_a_worker(client, stripe_sim, zendesk_sim,
                                                          deps, env):
    made = run_cli(env, "keys", "create", "acme")
    key = made.stdout.splitlines()[0]
    assert made.returncode == 0 and key.startswith("sst_live_") and len(key) > 30
    assert f"SURESTEP_API_KEYS=\"$SURESTEP_API_KEYS,acme:{key}\"" in made.stdout
    assert run_cli(env, "keys", "create", "no:colons").returncode == 2
    ops = run_cli(env, "keys", "create", "*", "--ops", "olga").stdout
    assert "SURESTEP_OPS_KEYS" in ops and "*:olga:sst_ops_" in ops

    done = refund(client, stripe_sim, "cli-1")
    shown = run_cli(env, "intents", "show", "cli-1", "--tenant", "acme")
    assert shown.returncode == 0, shown.stderr
    [step] = json.loads(shown.stdout)["steps"]
    assert step["state"] == "completed" and step["result"]["refund_id"] == done["refund_id"]
    assert run_cli(env, "intents", "show", "cli-1", "--tenant", "globex").returncode == 1

    ticket = zendesk_sim.control("POST", "/_sim/tickets", {"count": 1})["data"][0]["id"]
    queued = client.post(f"/v1/tickets/{ticket}/updates", headers=ACME, json={
        "intent_id": "cli-ticket", "comment": {"body": "Done"}})
    assert queued.status_code == 202
    worked = run_cli({**env, "SURESTEP_LOG_LEVEL": "warning"}, "worker", "--burst")
    assert worked.returncode == 0, worked.stderr
    assert deps.ledger.get("acme", "ticket_update", "cli-ticket").state == "completed"
    scheduled = deps.queue.scheduled_job_registry.get_job_ids()
    assert any(j.startswith("surestep-sweep-") for j in scheduled)  # the worker ensured them
    assert any(j.startswith("surestep-reconcile-") for j in scheduled)


def test_replays_are_counted_by_step_without_a_round_trip_of_their_own(client, stripe_sim, deps):
    """An answer marked ``Idempotent-Replayed`` counts in ``surestep_replays_total{step}``:
    kept in the process, sent once a second by its own thread (seen in Redis without any
    scrape), and a scrape in this process sends what is kept first."""
    first = refund(client, stripe_sim, "rp-1")
    body = {"intent_id": "rp-1", "payment_intent": first["payment"]["payment_intent"],
            "amount": 1000, "currency": "usd"}
    for _ in range(3):  # the same request again: answered as a replay, nothing sent to Stripe
        again = client.post("/v1/refunds", headers=ACME, json=body)
        assert again.headers["Idempotent-Replayed"] == "true"
    assert len(stripe_sim.refunds()) == 1
    field = counters._field("replays", {"step": "refund"})
    redis = client_of(deps.ledger)
    wait_until(lambda: redis.hget(counters.COUNTERS, field) == b"3",
               what="the process's tally to send its three counts on its own")
    samples = scrape(client)
    assert samples[("surestep_replays_total", (("step", "refund"),))] == 3
    # a new request is no replay
    refund(client, stripe_sim, "rp-2")
    assert scrape(client)[("surestep_replays_total", (("step", "refund"),))] == 3
