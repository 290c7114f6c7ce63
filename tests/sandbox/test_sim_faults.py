"""The one fault engine (``sandbox.faults``) behind the simulators' ``/_sim/faults`` and the chaos
proxy's ``/_chaos/faults``: the same spec is the same fault in both, the modes the simulators
gained with it (error_before, answers with ``status``/``body``/``flavor``, ``body_contains``), bad
specs refused field by field, and a plan that stays exact under concurrent requests.
(Each mode's effect on a provider's state: tests/sandbox/test_stripe_sim.py, tests/sandbox/test_chaos_proxy.py.)
"""

from __future__ import annotations

import sys
import threading

import httpx
import pytest

from sandbox.faults import MODES, FaultPlan
from tests.support.chaos_helpers import ChaosProxy

KEY = {"Authorization": "Bearer sk_test_surestep"}


@pytest.fixture
def payment(stripe_sim):
    return stripe_sim.payment(5000)["payment_intent"]


def create(sim, payment_intent: str, key: str, amount: int = 100) -> httpx.Response:
    return sim.http.post("/v1/refunds", data={"payment_intent": payment_intent, "amount": amount},
                         headers={**KEY, "Idempotency-Key": key})


def test_one_spec_is_the_same_fault_at_the_simulator_and_at_the_proxy(stripe_sim):
    spec = {"method": "post", "path": "/v1/refunds", "body_contains": "amount=1", "times": 2,
            "delay_s": 0.5, "status": 503, "retry_after": 7, "body": {"x": 1}, "flavor": "stripe"}
    with ChaosProxy(stripe_sim.url) as proxy:
        for mode in MODES:
            at_proxy = proxy.fault(mode, **spec)
            at_sim = stripe_sim.http.post("/_sim/faults", json={"mode": mode, **spec})
            assert at_sim.status_code == 200, at_sim.text
            assert {**at_sim.json(), "id": None} == {**at_proxy, "id": None}
        assert len(proxy.faults()) == len(MODES)
    assert [f["mode"] for f in stripe_sim.http.get("/_sim/faults").json()["data"]] == list(MODES)
    assert stripe_sim.requests() == []


def test_error_before_answers_without_processing_or_storing(stripe_sim, payment):
    stripe_sim.fault("error_before", method="POST", path="/v1/refunds", status=503)
    refused = create(stripe_sim, payment, "eb-1")
    assert refused.status_code == 503 and refused.json()["error"]["type"] == "api_error"
    assert stripe_sim.refunds() == []
    [entry] = stripe_sim.creates()
    assert (entry["fault"], entry["status"], entry["answered"]) == ("error_before", 503, True)
    again = create(stripe_sim, payment, "eb-1")  # nothing was stored under the key
    assert again.status_code == 200 and "Idempotent-Replayed" not in again.headers
    assert len(stripe_sim.refunds()) == 1


def test_error_after_with_a_body_commits_and_a_replay_gets_that_body(stripe_sim, payment):
    stripe_sim.fault("error_after", status=502, body={"oops": True})
    lost = create(stripe_sim, payment, "ea-1")
    assert (lost.status_code, lost.json()) == (502, {"oops": True})
    [refund] = stripe_sim.refunds()
    replay = create(stripe_sim, payment, "ea-1")
    assert (replay.status_code, replay.json()) == (502, {"oops": True})
    assert replay.headers["Idempotent-Replayed"] == "true" and stripe_sim.refunds() == [refund]


def test_without_a_body_each_simulator_answers_in_its_own_shape(stripe_sim, zendesk_sim, payment):
    stripe_sim.fault("error_before", status=400)
    assert create(stripe_sim, payment, "shape-1").json()["error"]["type"] == \
        "invalid_request_error"
    stripe_sim.fault("error_before", status=500, flavor="zendesk")  # a flavor picks another shape
    assert create(stripe_sim, payment, "shape-2").json()["error"] == "InternalError"
    [ticket] = zendesk_sim.control("POST", "/_sim/tickets", {"count": 1})["data"]
    zendesk_sim.fault("error_after", method="PUT")
    put = zendesk_sim.http.put(f"/api/v2/tickets/{ticket['id']}.json",
                               json={"ticket": {"comment": {"body": "hi"}}},
                               auth=("ops@example.com/token", "zd-token"))
    assert (put.status_code, put.json()["error"]) == (500, "InternalError")
    assert len(zendesk_sim.control("GET", "/_sim/comments")["data"]) == 1  # it landed


def test_body_contains_picks_the_request_by_its_body(stripe_sim, payment):
    stripe_sim.fault("drop_before", body_contains="amount=222")
    assert create(stripe_sim, payment, "bc-1", amount=111).status_code == 200
    with pytest.raises(httpx.TransportError):
        create(stripe_sim, payment, "bc-2", amount=222)
    assert [e["fault"] for e in stripe_sim.creates()] == [None, "drop_before"]
    assert stripe_sim.http.get("/_sim/faults").json()["data"] == []


@pytest.mark.parametrize("spec", [
    {"mode": "hold_before_commit"}, {"mode": "latency", "times": 0, "delay_s": -1},
    {"mode": "error_after", "status": 200, "surprise": 1}, {"mode": "rate_limit", "flavor": "x"},
])
def test_a_bad_spec_names_each_bad_field_and_adds_nothing(stripe_sim, spec):
    stripe_sim.fault("latency", delay_s=0)
    before = stripe_sim.http.get("/_sim/faults").json()["data"]
    answer = stripe_sim.http.post("/_sim/faults", json=spec)
    assert answer.status_code == 400
    message = answer.json()["error"]["message"]
    for name in set(spec) - {"mode"} or {"mode"}:
        assert f"{name}:" in message, message
    assert stripe_sim.http.get("/_sim/faults").json()["data"] == before
    assert stripe_sim.requests() == []


def test_the_plan_counts_hits_exactly_under_concurrent_takes():
    """Every take exhausts a fault (times 1), the widest window for two threads to take the
    same one; without the plan's lock this fails within a few rounds."""
    old = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # switch threads as often as possible, to surface races
    try:
        for _ in range(30):
            plan = FaultPlan()
            for _ in range(150):
                plan.add({"mode": "rate_limit"})
            plan.add({"mode": "latency", "times": None})
            taken: list[str] = []
            barrier = threading.Barrier(16)

            def worker() -> None:
                barrier.wait()
                for _ in range(10):
                    taken.append(plan.take("GET", "/v1/refunds").mode)

            threads = [threading.Thread(target=worker) for _ in range(16)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            assert taken.count("rate_limit") == 150 and len(taken) == 160
            assert [(f["mode"], f["hits"]) for f in plan.list()] == [("latency", 10)]
    finally:
        sys.setswitchinterval(old)


def test_omit_after_answers_without_the_fields_and_keeps_the_state_whole(stripe_sim, payment):
    """omit_after (issue 24): the object as an older API version or a compatible service
    gives it, at the simulator and through the proxy; what the provider holds is unchanged."""
    path = f"/v1/payment_intents/{payment}"
    whole = stripe_sim.http.get(path, params={"expand[]": "latest_charge"}, headers=KEY).json()
    assert "amount_captured" in whole["latest_charge"] and "currency" in whole
    omit = ["currency", "latest_charge.amount_captured", "latest_charge.refunds.data.*.amount"]
    with ChaosProxy(stripe_sim.url) as proxy:
        for base in (stripe_sim.url, proxy.url):
            at = stripe_sim if base == stripe_sim.url else proxy
            at.fault("omit_after", method="GET", path=path, omit=omit)
            cut = httpx.get(base + path, params={"expand[]": "latest_charge"}, headers=KEY)
            assert cut.status_code == 200, cut.text
            body = cut.json()
            assert "currency" not in body and "amount_captured" not in body["latest_charge"]
            assert {k: v for k, v in whole.items() if k not in ("currency", "latest_charge")} \
                == {k: v for k, v in body.items() if k != "latest_charge"}
            again = httpx.get(base + path, params={"expand[]": "latest_charge"}, headers=KEY)
            assert again.json() == whole  # one hit; nothing was changed at the provider
    bad = stripe_sim.http.post("/_sim/faults", json={"mode": "omit_after", "omit": ["a.*"]})
    assert bad.status_code == 400 and "omit" in bad.text
