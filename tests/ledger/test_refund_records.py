"""Refund entries' typed records (``service.ledger.refund_records``) read what the ledger holds:
entries written by main before them (their hashes below, captured from main's code at
bfbf682: a refund completed and one escalated for approval, each field as Redis held it)
read as the same records and answer a flow's retry as main answered it, and the refunds this
branch records are stored in the very shape main stored."""

from __future__ import annotations

import json

import pytest

from service.ledger import long_fields
from service.ledger.refund_records import RefundArgs, RefundResult
from service.steps import refund as refund_step
from tests.steps.test_guard_policy import base, customer_payment, policy_path  # noqa: F401
from tests.support.constants import ACME

# HGETALL of sst:{acme}:refund:guard-1, written by main (a completed refund).
COMPLETED = {
    "args": "{\"account\":\"env\",\"amount\":1000,\"currency\":\"usd\",\"customer\":{\"ema",
    "args+1": "il\":\"ana@example.com\",\"id\":\"cus_1\"},\"metadata\":{\"order\":\"A-1\"},\"",
    "args+2": "order_date\":\"2026-11-25T04:17:13Z\",\"payment_intent\":\"pi_R6xFAEH9",
    "args+3": "fCKDlifSCZcYYu0E\",\"provider\":\"stripe\",\"reason\":\"requested_by_cus",
    "args+4": "tomer\",\"requester_email\":\"ana@example.com\",\"ticket_id\":\"48213\"}",
    "attempts": "1",
    "created_at": "1796444233.3224273",
    "fingerprint": "601d30356f933736bd4a41c4f91a0e97c603901ac3069c112e102b0f1bb6d097",
    "lease_until": "0",
    "owner": "8612c06f7f8b45ceacaf64f4923bc4fc",
    "provider_key": "sst_fd60e1fc1b2e982e496c4994d2168dead9630204",
    "result": "{\"amount\":1000,\"currency\":\"usd\",\"detail\":\"Stripe confirms refund",
    "result+1": " re_FYUSzgHca2onjGafMDb0SdJ0 of 1000 USD (minor units) succeeded",
    "result+2": ".\",\"provider_status\":\"succeeded\",\"refund_id\":\"re_FYUSzgHca2onjGa",
    "result+3": "fMDb0SdJ0\",\"verified\":true}",
    "state": "completed",
    "updated_at": "1796444233.3383992",
}
# HGETALL of sst:{acme}:refund:guard-2, written by main (held for a person's approval).
ESCALATED = {
    "args": "{\"account\":\"env\",\"amount\":9500,\"currency\":\"usd\",\"customer\":{\"ema",
    "args+1": "il\":\"ana@example.com\",\"id\":\"cus_1\"},\"order_date\":\"2026-11-25T04:",
    "args+2": "17:13Z\",\"payment_intent\":\"pi_2mFFj9I46gRCI2YZ8Pr4Rox4\",\"provider",
    "args+3": "\":\"stripe\",\"reason\":\"requested_by_customer\",\"requester_email\":\"a",
    "args+4": "na@example.com\"}",
    "attempts": "1",
    "created_at": "1796444233.3437827",
    "fingerprint": "3f2f758f04bc0ec8d807a38129856d5c1317508d289586ec86f8a49da3abe1b0",
    "lease_until": "0",
    "owner": "bbf889b6edf944108d3f3c5b32d9b705",
    "provider_key": "sst_3e17d09305fedeb3edc18f2afad2ba35661eed8d",
    "result": "{\"amount\":9500,\"currency\":\"usd\",\"detail\":\"A person must approve ",
    "result+1": "this refund; nothing was sent: 9500 USD (minor units) is above t",
    "result+2": "he approval threshold of 9000 USD (minor units).\",\"escalation_id",
    "result+3": "\":\"esc_163e795f6eed8077aca950c5\",\"provider_status\":null,\"reasons",
    "result+4": "\":[{\"code\":\"approval_required\",\"message\":\"9500 USD (minor units)",
    "result+5": " is above the approval threshold of 9000 USD (minor units).\"}],\"",
    "result+6": "refund_id\":null,\"verified\":false}",
    "state": "escalated",
    "updated_at": "1796444233.350076",
}
# What main answered for ESCALATED (POST /v1/refunds), but for the fields of the moment.
ESCALATED_ANSWER = {
    "account": "env",
    "amount": 9500,
    "attempts": 1,
    "currency": "usd",
    "detail": "A person must approve this refund; nothing was sent: 9500 USD (minor units) is "
              "above the approval threshold of 9000 USD (minor units).",
    "escalation": {
        "id": "esc_163e795f6eed8077aca950c5",
        "links": {
            "self": "/v1/escalations/esc_163e795f6eed8077aca950c5"
        }
    },
    "failure_reason": None,
    "guard": None,
    "intent_id": "guard-2",
    "links": {
        "self": "/v1/intents/guard-2"
    },
    "next": "wait_for_human",
    "provider": "stripe",
    "provider_status": None,
    "reasons": [
        {
            "code": "approval_required",
            "message": "9500 USD (minor units) is above the approval threshold of 9000 USD (minor units)."
        }
    ],
    "refund_id": None,
    "replayed": False,
    "retry_after": None,
    "state": "escalated",
    "state_since": "2026-12-05T04:17:13Z",
    "step": "refund",
    "verified": False
}


def _stored(hash_: dict[str, str], name: str) -> str:
    return long_fields.join({k.encode(): v.encode() for k, v in hash_.items()}, name).decode()


def _put(deps, intent_id: str, hash_: dict[str, str]) -> None:
    deps.ledger.redis.hset(deps.ledger.key("acme", "refund", intent_id), mapping=hash_)


def _retry_body(hash_: dict[str, str], intent_id: str) -> dict:
    """The flow's request the entry was recorded for (its args less the resolved account)."""
    args = json.loads(_stored(hash_, "args"))
    return {"intent_id": intent_id, **{k: v for k, v in args.items() if k != "account"}}


def test_an_entry_written_by_main_reads_as_its_typed_records(deps):
    _put(deps, "guard-2", ESCALATED)
    entry = deps.ledger.get("acme", "refund", "guard-2")
    assert entry.refund_args == RefundArgs(
        provider="stripe", account="env", amount=9500, currency="usd",
        payment_intent="pi_2mFFj9I46gRCI2YZ8Pr4Rox4", reason="requested_by_customer",
        requester_email="ana@example.com", order_date="2026-11-25T04:17:13Z",
        customer_id="cus_1", customer_email="ana@example.com")
    result = entry.refund_result
    assert result.escalation_id == "esc_163e795f6eed8077aca950c5" and result.verified is False
    assert result.refund_id is None and result.amount == 9500 and result.guard is None
    assert [r["code"] for r in result.reasons] == ["approval_required"]
    view = refund_step.view(entry, replayed=False)
    assert {k: v for k, v in view.items() if k != "state_since"} == {
        k: v for k, v in ESCALATED_ANSWER.items() if k != "state_since"}


def test_a_retry_of_entries_written_by_main_replays_them_and_sends_nothing(client, deps,
                                                                            stripe_sim):
    _put(deps, "guard-1", COMPLETED)
    _put(deps, "guard-2", ESCALATED)
    for intent_id, hash_ in (("guard-1", COMPLETED), ("guard-2", ESCALATED)):
        answer = client.post("/v1/refunds", json=_retry_body(hash_, intent_id), headers=ACME)
        assert answer.status_code == 200, answer.json
        assert answer.json["replayed"] is True and answer.json["state"] == hash_["state"]
        assert answer.json["amount"] == json.loads(_stored(hash_, "result"))["amount"]
    assert client.post("/v1/refunds", json=_retry_body(COMPLETED, "guard-1"),
                       headers=ACME).json["refund_id"] == "re_FYUSzgHca2onjGafMDb0SdJ0"
    assert stripe_sim.creates() == []  # nothing was sent for either
    for intent_id, hash_ in (("guard-1", COMPLETED), ("guard-2", ESCALATED)):
        raw = deps.ledger.redis.hgetall(deps.ledger.key("acme", "refund", intent_id))
        assert {k.decode(): v.decode() for k, v in raw.items()} == hash_  # left as it was


# The values of one run (ids, times) that differ between two runs of the same refund.
VOLATILE = ("payment_intent", "order_date", "refund_id", "escalation_id", "detail")


def _shape(stored: str) -> dict:
    return {k: (type(v).__name__ if k in VOLATILE else v) for k, v in json.loads(stored).items()}


@pytest.mark.parametrize("name, changes, hash_", [
    ("guard-1", {"ticket_id": "48213", "metadata": {"order": "A-1"}}, COMPLETED),
    ("guard-2", {"amount": 9500}, ESCALATED)])
def test_a_refund_recorded_now_is_stored_as_main_stored_it(client, deps, stripe_sim, name,
                                                           changes, hash_):
    payment = customer_payment(stripe_sim, 12000)
    answer = client.post("/v1/refunds", json=base(payment, intent_id=name, **changes),
                         headers=ACME)
    assert answer.json["state"] == hash_["state"], answer.json
    raw = deps.ledger.redis.hgetall(deps.ledger.key("acme", "refund", name))
    now = {k.decode(): v.decode() for k, v in raw.items()}
    for field in ("args", "result"):
        assert _shape(_stored(now, field)) == _shape(_stored(hash_, field))
        # the canonical JSON main writes (sorted keys, no spaces), byte for byte
        stored = _stored(now, field)
        assert stored == json.dumps(json.loads(stored), sort_keys=True, separators=(",", ":"))


def test_older_entries_name_no_provider_or_account_and_an_in_progress_one_no_result():
    args = RefundArgs.parse({"amount": 1200, "currency": "usd", "payment_intent": "pi_1"})
    assert (args.provider, args.account, args.amount) == ("stripe", "env", 1200)
    assert RefundResult.parse({}) == RefundResult()
    assert RefundArgs.parse({"provider": "shopify", "order_id": "gid://shopify/Order/1",
                             "refund_line_items": [], "account": None}).amount is None


@pytest.mark.parametrize("raw", [{"provider": "paypal"}, {"amount": 12.5}, {"amount": True},
                                 {"amount": "1200"}])
def test_a_record_no_request_could_have_written_is_refused(raw):
    with pytest.raises(ValueError):
        RefundArgs.parse(raw)
