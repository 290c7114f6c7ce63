"""Each connector (the stripe SDK, Zendesk's and Shopify's httpx clients) through the chaos proxy
in front of its real simulator: every fault becomes the right ``connectors.errors`` class, and the
simulator's own record says whether the write happened. This is what the chaos state machine
relies on: the proxy's faults look to surestep like the network and the provider's would.
"""

from __future__ import annotations

import pytest

from connectors.errors import Ambiguous, RateLimited, Rejected
from connectors.shopify import ShopifyAdmin
from connectors.stripe import StripeRefunds
from connectors.zendesk import ZendeskClient
from service.ledger.shopify_budget import CostBudget
from tests.support.chaos_helpers import ChaosProxy
from tests.support.shopify_helpers import TOKEN, VERSION

# (mode, options, the error the connector raises, whether the provider committed the write)
CASES = [
    ("drop_before", {}, Ambiguous, False),
    ("reset_before", {}, Ambiguous, False),
    ("drop_after", {}, Ambiguous, True),
    ("reset_after", {}, Ambiguous, True),
    ("error_after", {}, Ambiguous, True),
    ("error_before", {"status": 503}, Ambiguous, False),
    ("error_before", {"status": 400}, Rejected, False),
    ("slow_response", {"delay_s": 2.0}, Ambiguous, True),  # longer than the client's timeout
    ("rate_limit", {"retry_after": 7, "times": None}, RateLimited, False),
]
IDS = [f"{mode}-{options.get('status', '')}".rstrip("-") for mode, options, *_ in CASES]
TIMEOUT_S = 1.0


def proxy_for(sim):
    proxy = ChaosProxy(sim.url)
    yield proxy
    assert proxy.close() == 0


@pytest.fixture(scope="module")
def stripe_proxy(stripe_sim_session):
    yield from proxy_for(stripe_sim_session)


@pytest.fixture(scope="module")
def zendesk_proxy(zendesk_sim_session):
    yield from proxy_for(zendesk_sim_session)


@pytest.fixture(scope="module")
def shopify_proxy(shopify_sim_session):
    yield from proxy_for(shopify_sim_session)


def expect(call, proxy, mode: str, error: type):
    """Run ``call``: it must raise exactly ``error`` (not a subclass), the proxy must have
    applied ``mode``, and nothing may still be at the provider when this returns the error."""
    with pytest.raises(error) as raised:
        call()
    assert type(raised.value) is error, raised.value
    assert mode in {e["fault"] for e in proxy.wait_upstream_done()}
    return raised.value


@pytest.mark.parametrize("mode, options, error, committed", CASES, ids=IDS)
def test_stripe_sdk(stripe_sim, stripe_proxy, mode, options, error, committed):
    stripe_proxy.reset()
    payment = stripe_sim.payment(5000)["payment_intent"]
    stripe_proxy.fault(mode, method="POST", path="/v1/refunds", **options)
    refunds = StripeRefunds("sk_test_surestep", stripe_proxy.url, TIMEOUT_S)
    try:
        raised = expect(lambda: refunds.create({"payment_intent": payment, "amount": 700},
                                               "chaos-key-1"), stripe_proxy, mode, error)
        if error is RateLimited:
            assert raised.retry_after == 7.0  # the proxy's Retry-After, read by the connector
        assert [r["amount"] for r in stripe_sim.refunds()] == ([700] if committed else [])
        stripe_proxy.clear()  # the retry with the same key settles it: exactly one refund
        assert refunds.create({"payment_intent": payment, "amount": 700}, "chaos-key-1").amount \
            == 700
        assert len(stripe_sim.refunds()) == 1
    finally:
        refunds.close()


@pytest.mark.parametrize("mode, options, error, committed", CASES, ids=IDS)
def test_zendesk_client(zendesk_sim, zendesk_proxy, mode, options, error, committed):
    zendesk_proxy.reset()
    [ticket] = zendesk_sim.control("POST", "/_sim/tickets", {"count": 1})["data"]
    zendesk_proxy.fault(mode, method="PUT", path="/api/v2/tickets/", **options)
    client = ZendeskClient(zendesk_proxy.url, timeout_s=TIMEOUT_S, email="ops@example.com",
                           api_token="zd-token")
    update = {"comment": {"body": "refund sent", "public": False},
              "metadata": {"surestep_marker": "chaos-1"}}
    try:
        raised = expect(lambda: client.update_ticket(ticket["id"], update), zendesk_proxy,
                        mode, error)
        if error is RateLimited:
            assert raised.retry_after == 7.0  # the proxy's Retry-After, read by the connector
        comments = zendesk_sim.control("GET", "/_sim/comments")["data"]
        assert [c["custom"] for c in comments] == (
            [{"surestep_marker": "chaos-1"}] if committed else [])
    finally:
        client.close()


@pytest.mark.parametrize("mode, options, error, committed", CASES, ids=IDS)
def test_shopify_client(shopify_sim, shopify_proxy, rdb, mode, options, error, committed):
    shopify_proxy.reset()
    order = shopify_sim.order(5000)
    # every call is POST .../graphql.json: the mutation's name in the body singles it out
    shopify_proxy.fault(mode, body_contains="refundCreate", **options)
    admin = shopify_admin(shopify_proxy, rdb)
    try:
        raised = expect(lambda: admin.create_refund(refund_input(order), "chaos-key-1"),
                        shopify_proxy, mode, error)
        if error is RateLimited:  # the connector held off for Retry-After, then gave up
            assert raised.retry_after >= 1 and raised.code == "THROTTLED"
        assert len(shopify_sim.refunds()) == (1 if committed else 0)
    finally:
        admin.close()


def test_shopify_client_waits_out_a_short_burst_itself(shopify_sim, shopify_proxy, rdb):
    shopify_proxy.reset()
    order = shopify_sim.order(5000)
    shopify_proxy.fault("rate_limit", body_contains="refundCreate", times=1, retry_after=1)
    admin = shopify_admin(shopify_proxy, rdb, max_wait_s=4.0)
    try:
        refund = admin.create_refund(refund_input(order), "chaos-key-2")
    finally:
        admin.close()
    assert [e["status"] for e in shopify_proxy.log()] == [429, 200]
    assert [r["id"] for r in shopify_sim.refunds()] == [refund.id]


def shopify_admin(proxy: ChaosProxy, rdb, max_wait_s: float = 1.0) -> ShopifyAdmin:
    budget = CostBudget(rdb, "chaos.myshopify.com", max_wait_s=max_wait_s, probe_s=TIMEOUT_S)
    return ShopifyAdmin(proxy.url, TOKEN, VERSION, TIMEOUT_S, budget)


def refund_input(order: dict) -> dict:
    sale = order["transactions"][0]
    return {"orderId": order["id"], "note": "chaos", "currency": "USD", "transactions": [
        {"orderId": order["id"], "parentId": sale["id"], "gateway": sale["gateway"],
         "kind": "REFUND", "amount": "7.00"}]}
