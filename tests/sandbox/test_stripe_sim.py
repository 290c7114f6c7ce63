"""The Stripe simulator alone, through the real stripe SDK over real HTTP on 127.0.0.1.

Each test states one documented Stripe rule (or one simulator fault mode) and checks
it from the outside: SDK calls for the API, the /_sim control endpoints for setup and
for what the simulator recorded."""

from __future__ import annotations

import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
import stripe

from sandbox.simulators import StripeSimulator, serve
from tests.support.waits import wait_until

API_KEY = "sk_test_sim"

# stripe 16.1's HTTPXClient posts its form body as httpx `data=<str>`, which httpx 0.28
# deprecates; under filterwarnings=error that warning would turn every POST into an
# APIConnectionError. Only that one warning, only from httpx, is let through.
pytestmark = pytest.mark.filterwarnings("ignore:Use 'content=:DeprecationWarning:httpx")


# ----- fixtures and helpers ------------------------------------------------------------------
@pytest.fixture(scope="module")
def server():
    with serve(StripeSimulator(seed_demo=True)) as srv:
        yield srv


@pytest.fixture(scope="module")
def ctl(server):
    with httpx.Client(base_url=server.url, timeout=5) as http:
        yield http


@pytest.fixture
def sim(server, ctl):
    """The shared simulator, reset to the five seeded demo payments."""
    control(ctl, "POST", "/_sim/reset")
    return server


@pytest.fixture
def make_client(sim):
    opened: list[stripe.HTTPXClient] = []

    def make(api_key: str = API_KEY, timeout: float = 2.0) -> stripe.StripeClient:
        http = stripe.HTTPXClient(timeout=timeout, allow_sync_methods=True)
        opened.append(http)
        return stripe.StripeClient(api_key, base_addresses={"api": sim.url},
                                   max_network_retries=0, http_client=http)

    yield make
    for http in opened:
        http.close()


@pytest.fixture
def client(make_client):
    return make_client()


def control(ctl: httpx.Client, method: str, path: str, body: Any = None) -> Any:
    response = ctl.request(method, path, json=body)
    response.raise_for_status()
    return response.json()


def fault(ctl: httpx.Client, mode: str, **options: Any) -> dict:
    return control(ctl, "POST", "/_sim/faults", {"mode": mode, **options})


def recorded(ctl: httpx.Client) -> list[dict]:
    return control(ctl, "GET", "/_sim/refunds")["data"]


def create(client: stripe.StripeClient, key: str | None = "key-1", **params: Any):
    if "charge" not in params:
        params.setdefault("payment_intent", "pi_demo_1")
    options = {"idempotency_key": key} if key else {}
    return client.v1.refunds.create(params=params, options=options)


def replayed(obj: Any) -> str | None:
    return obj.last_response.headers.get("Idempotent-Replayed")


def error_body(exc: stripe.StripeError) -> dict:
    return exc.json_body["error"]


# ----- refunds: create / retrieve / list ------------------------------------------------------
def test_create_returns_a_refund_object(client, ctl):
    refund = create(client, amount=1200, reason="requested_by_customer", metadata={"ticket": "T-1"})
    assert re.fullmatch(r"re_\w{24}", refund.id)
    assert (refund.object, refund.amount, refund.currency, refund.status) == ("refund", 1200, "usd", "succeeded")
    assert (refund.charge, refund.payment_intent) == ("ch_demo_1", "pi_demo_1")
    assert refund.reason == "requested_by_customer" and refund.metadata.to_dict() == {"ticket": "T-1"}
    assert refund.balance_transaction.startswith("txn_") and "failure_reason" not in refund
    assert refund.last_response.headers["Request-Id"].startswith("req_")
    assert replayed(refund) is None
    [record] = recorded(ctl)
    assert (record["id"], record["idempotency_key"], record["api_key"]) == (refund.id, "key-1", API_KEY)


def test_retrieve_returns_the_refund_or_resource_missing(client):
    refund = create(client, amount=100)
    assert client.v1.refunds.retrieve(refund.id).to_dict() == refund.to_dict()
    with pytest.raises(stripe.InvalidRequestError) as err:
        client.v1.refunds.retrieve("re_nope")
    assert err.value.http_status == 404
    assert error_body(err.value)["code"] == "resource_missing" and error_body(err.value)["param"] == "id"


def test_amount_defaults_to_the_remainder_and_a_charge_can_be_named(client):
    create(client, key="a", charge="ch_demo_2", amount=1500)
    rest = create(client, key="b", charge="ch_demo_2")
    assert (rest.amount, rest.payment_intent) == (3500, "pi_demo_2")
    with pytest.raises(stripe.InvalidRequestError) as err:
        create(client, key="c", payment_intent="pi_demo_2", amount=1)
    assert err.value.http_status == 400 and err.value.code == "charge_already_refunded"


def test_amount_too_large_counts_pending_and_succeeded_but_not_failed(client, ctl):
    control(ctl, "POST", "/_sim/config", {"refund_pending_s": 60})
    pending = create(client, key="a", amount=3000)
    assert pending.status == "pending"
    with pytest.raises(stripe.InvalidRequestError) as err:
        create(client, key="b", amount=2001)
    assert err.value.code == "amount_too_large" and err.value.param == "amount"
    control(ctl, "POST", f"/_sim/refunds/{pending.id}/status", {"status": "failed", "failure_reason": "declined"})
    assert create(client, key="c", amount=5000).amount == 5000


def test_list_is_newest_first_filtered_and_paginated(client):
    ids = [create(client, key=f"k{n}", amount=100).id for n in range(5)]
    create(client, key="other", payment_intent="pi_demo_3", amount=100)
    newest_first = ids[::-1]
    page = client.v1.refunds.list(params={"payment_intent": "pi_demo_1", "limit": 2})
    assert [r.id for r in page.data] == newest_first[:2] and page.has_more
    assert page.object == "list" and page.url == "/v1/refunds"
    page = client.v1.refunds.list(params={"charge": "ch_demo_1", "starting_after": newest_first[1], "limit": 2})
    assert [r.id for r in page.data] == newest_first[2:4] and page.has_more
    page = client.v1.refunds.list(params={"payment_intent": "pi_demo_1", "starting_after": newest_first[3]})
    assert [r.id for r in page.data] == newest_first[4:] and not page.has_more
    page = client.v1.refunds.list(params={"payment_intent": "pi_demo_1", "ending_before": newest_first[4], "limit": 2})
    assert [r.id for r in page.data] == newest_first[2:4] and page.has_more
    assert len(client.v1.refunds.list().data) == 6


def test_list_created_filter_and_bad_list_params(client, ctl):
    old = create(client, key="old", amount=100)
    control(ctl, "POST", "/_sim/clock", {"advance_s": 3600})
    new = create(client, key="new", amount=100)
    page = client.v1.refunds.list(params={"created": {"gte": old.created + 1800}})
    assert [r.id for r in page.data] == [new.id]
    page = client.v1.refunds.list(params={"created": {"lt": new.created}})
    assert [r.id for r in page.data] == [old.id]
    for params, code in [({"limit": 101}, "parameter_invalid_integer"), ({"nope": 1}, "parameter_unknown"),
                         ({"created": {"after": 1}}, "parameter_unknown")]:
        with pytest.raises(stripe.InvalidRequestError) as err:
            client.v1.refunds.list(params=params)
        assert err.value.code == code
    with pytest.raises(stripe.InvalidRequestError) as err:
        client.v1.refunds.list(params={"starting_after": "re_missing"})
    assert err.value.http_status == 404 and err.value.param == "starting_after"


# ----- idempotency ------------------------------------------------------------------------------
def test_same_key_same_params_replays_the_stored_response(client, ctl):
    first = create(client, key="same", amount=700, metadata={"a": "1"})
    again = create(client, key="same", amount=700, metadata={"a": "1"})
    assert again.id == first.id and replayed(again) == "true"
    assert again.last_response.headers["Idempotency-Key"] == "same"
    assert len(recorded(ctl)) == 1


def test_same_key_different_params_is_an_idempotency_error(client, ctl):
    create(client, key="same", amount=700)
    with pytest.raises(stripe.IdempotencyError) as err:
        create(client, key="same", amount=701)
    assert err.value.http_status == 400 and error_body(err.value)["type"] == "idempotency_error"
    assert "same parameters" in error_body(err.value)["message"]
    assert len(recorded(ctl)) == 1


def test_keys_are_scoped_per_api_key(make_client, ctl):
    one = create(make_client("sk_test_one"), key="shared", amount=100)
    two = create(make_client("rk_test_two"), key="shared", amount=100)
    assert one.id != two.id and replayed(two) is None
    assert [r["api_key"] for r in recorded(ctl)] == ["sk_test_one", "rk_test_two"]


def test_a_key_still_executing_gets_409_idempotency_key_in_use(client, make_client, ctl):
    fault(ctl, "latency", method="POST", path="/v1/refunds", delay_s=1.0)
    outcome: dict[str, Any] = {}

    def first() -> None:
        try:
            outcome["refund"] = create(make_client(timeout=5), key="busy", amount=100)
        except Exception as exc:  # noqa: BLE001 - reported by the assertion below
            outcome["error"] = exc

    thread = threading.Thread(target=first)
    thread.start()
    wait_until(lambda: [r for r in control(ctl, "GET", "/_sim/requests")["data"]
                        if r["answered"] is None], "the first create to be held, its key claimed")
    with pytest.raises(stripe.APIError) as err:
        create(client, key="busy", amount=100)
    assert err.value.http_status == 409 and err.value.error.code == "idempotency_key_in_use"
    thread.join(5)
    assert "error" not in outcome and outcome["refund"].status == "succeeded"
    assert len(recorded(ctl)) == 1
    assert create(client, key="busy", amount=100).id == outcome["refund"].id  # now a replay


def test_rate_limited_requests_are_not_stored(client, ctl):
    fault(ctl, "rate_limit", retry_after=3)
    with pytest.raises(stripe.RateLimitError) as err:
        create(client, key="rl", amount=100)
    assert err.value.http_status == 429 and err.value.headers["Retry-After"] == "3"
    assert recorded(ctl) == []
    refund = create(client, key="rl", amount=100)
    assert replayed(refund) is None and len(recorded(ctl)) == 1


def test_validation_failures_are_not_stored_but_execution_errors_are(client, ctl):
    with pytest.raises(stripe.InvalidRequestError) as err:
        create(client, key="v", amount=100, refund_reason="oops")
    assert err.value.code == "parameter_unknown"
    assert replayed(create(client, key="v", amount=100)) is None  # the key was still free
    with pytest.raises(stripe.InvalidRequestError):
        create(client, key="missing", payment_intent="pi_later")
    control(ctl, "POST", "/_sim/payments", {"amount": 100, "id": "pi_later"})
    with pytest.raises(stripe.InvalidRequestError) as err:
        create(client, key="missing", payment_intent="pi_later")
    assert err.value.code == "resource_missing" and err.value.headers["Idempotent-Replayed"] == "true"


def test_keys_expire_after_24_hours(client, ctl):
    first = create(client, key="old", amount=100)
    control(ctl, "POST", "/_sim/clock", {"advance_s": 24 * 3600 - 60})
    assert create(client, key="old", amount=100).id == first.id
    control(ctl, "POST", "/_sim/clock", {"advance_s": 61})
    fresh = create(client, key="old", amount=100)
    assert fresh.id != first.id and replayed(fresh) is None


def test_a_post_without_a_key_is_simply_executed(sim, ctl):
    form = {"payment_intent": "pi_demo_4", "amount": "100"}
    with httpx.Client(base_url=sim.url, headers={"Authorization": f"Bearer {API_KEY}"}) as http:
        ids = {http.post("/v1/refunds", data=form).json()["id"] for _ in range(2)}
    assert len(ids) == 2 and len(recorded(ctl)) == 2


# ----- errors -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("params", "status", "code", "param"), [
    ({"payment_intent": "pi_nope"}, 404, "resource_missing", "payment_intent"),
    ({"payment_intent": None, "charge": "ch_nope"}, 404, "resource_missing", "charge"),
    ({"payment_intent": None}, 400, "parameter_missing", None),
    ({"amount": 6000}, 400, "amount_too_large", "amount"),
    ({"amount": 0}, 400, "parameter_invalid_integer", "amount"),
    ({"colour": "red"}, 400, "parameter_unknown", "colour"),
])
def test_invalid_requests_use_stripe_error_codes(client, params, status, code, param):
    params = {k: v for k, v in {"payment_intent": "pi_demo_1", **params}.items() if v is not None}
    with pytest.raises(stripe.InvalidRequestError) as err:
        client.v1.refunds.create(params=params)
    body = error_body(err.value)
    assert (err.value.http_status, body["type"], body.get("code"), body.get("param")) == (
        status, "invalid_request_error", code, param)
    assert body["message"] and body["request_log_url"].endswith(err.value.request_id)


@pytest.mark.parametrize(("metadata", "param"), [
    ({f"k{n}": "v" for n in range(51)}, "metadata"),
    ({"k" * 41: "v"}, "metadata[" + "k" * 41 + "]"),
    ({"long": "v" * 501}, "metadata[long]"),
])
def test_metadata_limits(client, metadata, param):
    with pytest.raises(stripe.InvalidRequestError) as err:
        create(client, metadata=metadata)
    assert err.value.http_status == 400 and err.value.param == param


def test_metadata_at_the_limits_is_accepted(client):
    metadata = {f"{n:02d}" + "k" * 38: "v" * 500 for n in range(50)}
    assert create(client, metadata=metadata).metadata.to_dict() == metadata


@pytest.mark.parametrize("api_key", ["sk_live_real", "pk_test_public", "nonsense"])
def test_a_bad_api_key_is_rejected(make_client, ctl, api_key):
    with pytest.raises(stripe.AuthenticationError) as err:
        create(make_client(api_key), amount=100)
    body = error_body(err.value)
    assert err.value.http_status == 401 and body["type"] == "invalid_request_error"
    assert body["message"].startswith("Invalid API Key provided: ") and api_key not in body["message"]
    assert recorded(ctl) == []


def test_missing_api_key_and_unknown_urls(sim):
    with httpx.Client(base_url=sim.url) as http:
        missing = http.get("/v1/refunds")
        unknown = http.get("/v1/nope", headers={"Authorization": f"Bearer {API_KEY}"})
        assert http.get("/v1/refunds", auth=(API_KEY, "")).status_code == 200  # curl -u sk_test_...:
    assert missing.status_code == 401 and "did not provide an API key" in missing.json()["error"]["message"]
    assert unknown.status_code == 404 and unknown.json()["error"]["type"] == "invalid_request_error"


# ----- fault modes ------------------------------------------------------------------------------
def test_slow_after_commit_times_out_the_client_but_the_refund_exists(make_client, client, ctl):
    fault(ctl, "slow_response", path="/v1/refunds", delay_s=1.5)
    with pytest.raises(stripe.APIConnectionError):
        create(make_client(timeout=0.4), key="slow", amount=100)
    [record] = recorded(ctl)
    started = time.monotonic()
    assert client.v1.refunds.retrieve(record["id"]).status == "succeeded"
    assert time.monotonic() - started < 0.5  # the slow response blocks nobody else
    again = create(client, key="slow", amount=100)
    assert again.id == record["id"] and replayed(again) == "true"


@pytest.mark.parametrize("mode", ["drop_after", "reset_after"])
def test_a_cut_after_commit_loses_the_response_not_the_refund(client, ctl, mode):
    fault(ctl, mode, method="POST")
    with pytest.raises(stripe.APIConnectionError):
        create(client, key="cut", amount=100)
    [record] = recorded(ctl)
    again = create(client, key="cut", amount=100)
    assert again.id == record["id"] and replayed(again) == "true"


def test_error_after_commit_stores_the_500(client, ctl):
    fault(ctl, "error_after")
    with pytest.raises(stripe.APIError) as err:
        create(client, key="boom", amount=100)
    assert err.value.http_status == 500 and error_body(err.value)["type"] == "api_error"
    assert err.value.headers["Stripe-Should-Retry"] == "false"
    assert len(recorded(ctl)) == 1
    with pytest.raises(stripe.APIError) as again:
        create(client, key="boom", amount=100)
    assert again.value.http_status == 500 and again.value.headers["Idempotent-Replayed"] == "true"
    assert len(recorded(ctl)) == 1


@pytest.mark.parametrize("mode", ["drop_before", "reset_before"])
def test_a_cut_before_commit_changes_nothing(client, ctl, mode):
    fault(ctl, mode, delay_s=0.3)  # the connection hangs for delay_s, then dies
    started = time.monotonic()
    with pytest.raises(stripe.APIConnectionError):
        create(client, key="early", amount=100)
    assert time.monotonic() - started >= 0.3
    assert recorded(ctl) == []
    assert replayed(create(client, key="early", amount=100)) is None
    assert len(recorded(ctl)) == 1


def test_faults_are_listed_filtered_ordered_and_cleared(client, ctl):
    fault(ctl, "rate_limit", method="GET", path="/v1/refunds", times=None)
    fault(ctl, "error_after", method="POST", times=2)
    assert [f["mode"] for f in control(ctl, "GET", "/_sim/faults")["data"]] == ["rate_limit", "error_after"]
    for _ in range(2):
        with pytest.raises(stripe.RateLimitError):
            client.v1.refunds.list()
    with pytest.raises(stripe.APIError):
        create(client, key="x", amount=100)
    [left] = [f for f in control(ctl, "GET", "/_sim/faults")["data"] if f["mode"] == "error_after"]
    assert (left["times"], left["hits"]) == (1, 1)
    assert control(ctl, "DELETE", "/_sim/faults") == {"deleted": 2}
    assert client.v1.refunds.list().data
    assert ctl.post("/_sim/faults", json={"mode": "explode"}).status_code == 400


# ----- settlement -------------------------------------------------------------------------------
@pytest.mark.parametrize(("outcome", "failure_reason"),
                         [("succeeded", None), ("failed", "declined"), ("canceled", None)])
def test_pending_refunds_settle_on_the_simulated_clock(client, ctl, outcome, failure_reason):
    control(ctl, "POST", "/_sim/config", {"refund_pending_s": 300, "refund_outcome": outcome})
    refund = create(client, key="settle", amount=100)
    assert refund.status == "pending"
    control(ctl, "POST", "/_sim/clock", {"advance_s": 299})
    assert client.v1.refunds.retrieve(refund.id).status == "pending"
    control(ctl, "POST", "/_sim/clock", {"advance_s": 1})
    settled = client.v1.refunds.list(params={"payment_intent": "pi_demo_1"}).data[0]
    assert (settled.status, settled.to_dict().get("failure_reason")) == (outcome, failure_reason)
    again = create(client, key="settle", amount=100)  # a replay returns the body stored at creation
    assert (again.id, again.status, replayed(again)) == (refund.id, "pending", "true")


def test_forced_status_and_requires_action(client, ctl):
    control(ctl, "POST", "/_sim/config", {"refund_initial_status": "requires_action"})
    refund = create(client, amount=100)
    assert refund.status == "requires_action" and refund.next_action.type == "display_details"
    forced = control(ctl, "POST", f"/_sim/refunds/{refund.id}/status",
                     {"status": "failed", "failure_reason": "declined"})
    assert (forced["status"], forced["failure_reason"]) == ("failed", "declined")
    assert client.v1.refunds.retrieve(refund.id).failure_reason == "declined"
    assert ctl.post("/_sim/refunds/re_nope/status", json={"status": "failed"}).status_code == 404
    assert ctl.post(f"/_sim/refunds/{refund.id}/status", json={"status": "done"}).status_code == 400


# ----- request log, reset, payments, server, CLI ------------------------------------------------
def test_the_request_log_records_every_api_request(client, ctl):
    fault(ctl, "drop_before")
    with pytest.raises(stripe.APIConnectionError):
        create(client, key="k1", amount=100, metadata={"m": "1"})
    refund = create(client, key="k1", amount=100, metadata={"m": "1"})
    client.v1.refunds.retrieve(refund.id)
    log = control(ctl, "GET", "/_sim/requests")["data"]
    assert [(e["method"], e["path"], e["status"], e["fault"], e["answered"]) for e in log] == [
        ("POST", "/v1/refunds", None, "drop_before", False),
        ("POST", "/v1/refunds", 200, None, True),
        ("GET", f"/v1/refunds/{refund.id}", 200, None, True),
    ]
    assert log[0]["idempotency_key"] == "k1" and isinstance(log[0]["t"], float)
    assert log[0]["params"] == {"payment_intent": "pi_demo_1", "amount": "100", "metadata": {"m": "1"}}
    assert len(control(ctl, "GET", "/_sim/requests?method=GET")["data"]) == 1


def test_reset_clears_everything_and_reseeds(client, ctl):
    create(client, amount=100)
    fault(ctl, "rate_limit")
    control(ctl, "POST", "/_sim/clock", {"advance_s": 10})
    control(ctl, "POST", "/_sim/reset")
    assert recorded(ctl) == [] and control(ctl, "GET", "/_sim/faults")["data"] == []
    assert control(ctl, "GET", "/_sim/requests")["data"] == []
    assert control(ctl, "GET", "/_sim/clock")["offset_s"] == 0
    payments = control(ctl, "GET", "/_sim/payments")["data"]
    assert [p["payment_intent"] for p in payments] == [f"pi_demo_{n}" for n in range(1, 9)]
    assert replayed(create(client, amount=100)) is None  # the idempotency store is empty too


def test_payments_can_be_added(client, ctl):
    payment = control(ctl, "POST", "/_sim/payments", {"amount": 2500, "currency": "EUR"})
    assert re.fullmatch(r"pi_\w+", payment["payment_intent"]) and payment["charge"].startswith("ch_")
    refund = create(client, payment_intent=payment["payment_intent"])
    assert (refund.amount, refund.currency, refund.charge) == (2500, "eur", payment["charge"])
    assert ctl.post("/_sim/payments", json={"amount": 1, "id": "pi_demo_1"}).status_code == 400
    assert ctl.post("/_sim/payments", json={"amount": -1}).status_code == 400


def test_the_simulator_is_drivable_from_python():
    sim = StripeSimulator()
    payment = sim.add_payment(1000)
    sim.configure(refund_pending_s=5)
    with serve(sim) as server, httpx.Client(base_url=server.url) as http:
        form = {"charge": payment["charge"]}
        body = http.post("/v1/refunds", data=form, headers={"Authorization": f"Bearer {API_KEY}"}).json()
        sim.clock.advance(5)
        assert [r["status"] for r in sim.refunds()] == ["succeeded"] and body["status"] == "pending"
        assert sim.requests("POST")[0]["status"] == 200
        server.close()
    server.close()  # idempotent


def test_cli_serves_until_sigterm():
    root = Path(__file__).resolve().parents[2]
    process = subprocess.Popen(
        [sys.executable, "-m", "sandbox.simulators", "stripe", "--port", "0", "--seed-demo"],
        cwd=root, stdout=subprocess.PIPE, text=True)
    try:
        line = process.stdout.readline().strip()
        assert re.fullmatch(r"stripe simulator on http://127\.0\.0\.1:\d+", line)
        with httpx.Client(base_url=line.rsplit(" ", 1)[1]) as http:
            assert len(http.get("/_sim/payments").json()["data"]) == 8  # 5 + the 3 demo stories
        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=5) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        process.stdout.close()
