"""Outbound targets are globally routable addresses only (``ipaddress``'s ``is_global``), and
never an IPv6 form that embeds a non-global IPv4 address (6to4, Teredo, NAT64, IPv4-mapped,
-compatible, -translated). Refused at the edge with a 422 that changes nothing, and at connect
time for a name that resolves there, with no connection made.

No test here sends a packet to a non-loopback address: names resolve through a stand-in for the
system resolver (passed in, as in tests/web/test_outbound_pinning.py; our code is not patched), and
``no_far_connects`` turns any TCP connect to a non-loopback address into an error that the test
sees, so a broken check fails the test instead of reaching the network."""

from __future__ import annotations

import ipaddress
import socket

import pytest

from service.events import deliveries, outbound, subscriptions
from service.events import publish as events
from tests.steps.test_tickets import new_tickets
from tests.support.constants import ACME
from tests.web.test_outbound_pinning import Listener

# URLs the request schemas accept as URLs, so the 422 comes from the outbound check (the test
# suite allows 127.0.0.1, hence 127.0.0.2 where a loopback literal is meant)
EDGE = [
    "http://100.64.0.1/",  # shared address space (carrier-grade NAT)
    "http://100.100.100.200/latest/meta-data/",  # Alibaba Cloud's metadata
    "http://[2002:a9fe:a9fe::]/",  # 6to4 around 169.254.169.254
    "http://[64:ff9b::a9fe:a9fe]/",  # NAT64 around 169.254.169.254
    "http://[64:ff9b:1::a00:1]/",  # local-use NAT64 (RFC 8215)
    "http://[::ffff:a9fe:a9fe]/",  # IPv4-mapped 169.254.169.254
    "http://[::ffff:0:7f00:2]/",  # IPv4-translated 127.0.0.2
    "http://[2001:0:4136:e378:8000:63bf:80ff:fffd]/",  # Teredo, client 127.0.0.2
    "http://2130706434/",  # 127.0.0.2 as one decimal number
    "http://017700000002/",  # and in octal
    "http://0/",  # 0.0.0.0
    "http://127。0。0。2/",  # ideographic full stops: 127.0.0.2 to httpx
    "http://localhost./",  # trailing dot
    "http://192.0.0.170/",  # IPv4 special purpose (NAT64 discovery)
    "http://198.18.0.1/",  # benchmarking
    "http://224.0.0.1/",  # multicast
    "http://[ff02::1]/",
    "http://[::]/",
]


@pytest.fixture
def no_far_connects(monkeypatch):
    """Every TCP connect attempted (httpcore connects with ``socket.create_connection``); one
    to a non-loopback address raises instead of leaving this machine."""
    attempts, connect = [], socket.create_connection

    def guarded(address, *args, **kwargs):
        attempts.append(address[0])
        if not ipaddress.ip_address(address[0].split("%")[0]).is_loopback:
            raise OSError(f"test guard: no connection to {address[0]}")
        return connect(address, *args, **kwargs)

    monkeypatch.setattr(socket, "create_connection", guarded)
    return attempts


@pytest.fixture
def receiver():
    listener = Listener("127.0.0.1")
    yield listener
    listener.close()


def assert_refused_with_nothing_changed(response, field: str, rdb) -> None:
    assert response.status_code == 422, response.json
    assert response.content_type == "application/problem+json"
    [message] = response.json["errors"][field]
    assert "globally routable" in message and "SURESTEP_ALLOWED_TARGETS=" in message, message
    assert rdb.dbsize() == 0


@pytest.mark.parametrize("url", EDGE)
def test_a_refund_resume_url_that_is_not_global_is_422_and_nothing_happens(
        client, rdb, stripe_sim, url):
    payment = stripe_sim.payment()
    response = client.post("/v1/refunds", headers=ACME, json={
        "intent_id": "global-1", "payment_intent": payment["payment_intent"], "amount": 100,
        "currency": "usd", "resume_url": url})
    assert_refused_with_nothing_changed(response, "resume_url", rdb)
    assert stripe_sim.requests() == []


@pytest.mark.parametrize("url", EDGE)
def test_a_subscription_target_url_that_is_not_global_is_422_and_nothing_happens(
        client, rdb, url):
    response = client.post("/v1/subscriptions", headers=ACME,
                           json={"target_url": url, "events": ["refund.completed"]})
    assert_refused_with_nothing_changed(response, "target_url", rdb)


@pytest.mark.parametrize("url", EDGE)
def test_a_ticket_update_resume_url_that_is_not_global_is_422_and_nothing_happens(
        client, rdb, zendesk_sim, url):
    [ticket] = new_tickets(zendesk_sim)
    response = client.post(f"/v1/tickets/{ticket}/updates", headers=ACME, json={
        "intent_id": "global-t", "comment": {"body": "Refunded."}, "resume_url": url})
    assert_refused_with_nothing_changed(response, "resume_url", rdb)
    assert zendesk_sim.requests() == []


# what the edge refuses, read directly (incl. forms the request schemas already reject)
REFUSED = [
    ("http://100.64.0.1/", "100.64.0.1 is a shared (carrier-grade NAT) address"),
    ("http://100.100.100.200/", "is a shared"),
    ("http://[2002:a9fe:a9fe::]/", "a 6to4 address of 169.254.169.254, which is a link-local"),
    ("http://[2002:7f00:1::]/", "a 6to4 address of 127.0.0.1"),
    ("http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/", "a Teredo address of 127.0.0.1"),
    ("http://[2001:0:a9fe:a9fe::f7f7:f7f7]/", "a Teredo address of 169.254.169.254"),
    ("http://[64:ff9b::7f00:1]/", "a NAT64 address of 127.0.0.1, which is a loopback"),
    ("http://[64:ff9b::a00:1]/", "a NAT64 address of 10.0.0.1, which is a private"),
    ("http://[64:ff9b:1::808:808]/", "a local-use NAT64 address"),
    ("http://[::ffff:127.0.0.1]/", "an IPv4-mapped address of 127.0.0.1"),
    ("http://[::ffff:a9fe:a9fe]/", "an IPv4-mapped address of 169.254.169.254"),
    ("http://[::127.0.0.1]/", "an IPv4-compatible address of 127.0.0.1"),
    ("http://[::ffff:0:7f00:1]/", "an IPv4-translated address of 127.0.0.1"),
    ("http://[::1]/", "::1 is a loopback address"),
    ("http://[fe80::1%25eth0]/", "a link-local address"),
    ("http://[fc00::1]/", "a private address"),
    ("http://2130706433/", "2130706433 is 127.0.0.1, which is a loopback"),
    ("http://0x7f.1/", "0x7f.1 is 127.0.0.1"),
    ("http://017700000001/", "017700000001 is 127.0.0.1"),
    ("http://127.1/", "127.1 is 127.0.0.1"),
    ("http://127.0.0.1./", "127.0.0.1 is a loopback"),
    ("http://127。0。0。1/", "127.0.0.1 is a loopback"),
    ("http://evil.example@127.0.0.1/", "127.0.0.1 is a loopback"),
    ("http://evil.example:pw@10.1.2.3:8080/", "10.1.2.3 is a private"),
    ("https://localhost./x", "localhost is a loopback name"),
    ("http://n8n.localhost/", "is a loopback name"),
    ("http://0/", "the unspecified address"),
    ("http://224.0.0.1/", "a multicast address"),
    ("http://240.0.0.1/", "240.0.0.1 is a private address"),  # reserved; private to ipaddress
    ("http://192.0.2.1/", "a private address"),  # documentation
]


@pytest.mark.parametrize("url, why", REFUSED)
def test_outbound_check_refuses_what_is_not_globally_routable(url, why):
    with pytest.raises(outbound.Refused, match="SURESTEP_ALLOWED_TARGETS=") as refused:
        outbound.check(url, outbound.Allowed())
    assert why in str(refused.value)


@pytest.mark.parametrize("address", [
    "8.8.8.8", "93.184.215.14", "1.1.1.1", "2001:4860:4860::8888", "2606:4700:4700::1111",
    "::ffff:8.8.8.8", "64:ff9b::808:808",  # embedding a global IPv4: is_global decides
])
def test_a_global_address_is_allowed_without_connecting(address, no_far_connects):
    ip = ipaddress.ip_address(address)
    assert outbound.refusal(ip) is None
    host = f"[{address}]" if ip.version == 6 else address
    outbound.check(f"https://{host}/hook", outbound.Allowed())
    resolved = outbound.pinned_addresses("hooks.example.test", 443, outbound.Allowed(),
                                         resolve=lambda host, port: [ip])
    assert resolved == [ip] and no_far_connects == []


def test_a_name_is_left_to_connect_time_and_the_allowed_targets_still_let_in():
    outbound.check("https://hooks.zapier.com/hooks/catch/1/abc/", outbound.Allowed())
    # not a name a resolver answers for: refused here rather than left to connect time
    with pytest.raises(outbound.Refused, match="neither an IP address nor a host name"):
        outbound.check("http://%31%32%37.0.0.1/", outbound.Allowed())
    allowed = outbound.parse_allowed("100.64.0.0/10,::ffff:a9fe:a9fe,n8n.internal")
    for url in ("http://100.100.100.200/", "http://[::ffff:a9fe:a9fe]/", "http://n8n.internal/"):
        outbound.check(url, allowed)
    # an allowed IPv4 network is not an allowed 6to4 relay: that packet goes elsewhere
    with pytest.raises(outbound.Refused, match="6to4"):
        outbound.check("http://[2002:a9fe:a9fe::]/", outbound.parse_allowed("169.254.0.0/16"))


def new_delivery(deps, kind: str, url: str) -> str:
    """A resume_url delivery, or an event's delivery to a subscription's target_url."""
    if kind == "resume_url":  # registered as a flow's request does, with its own secret
        entry_key = deps.ledger.key("acme", "refund", "global-1")
        assert deliveries.register(deps, entry_key, url)
        assert deliveries.create(deps, "acme", "dlv_global", url, {"state": "completed"},
                                 index="sst:{acme}:test:dlv_global", secret="resume",
                                 meta={"entry": entry_key})
        return "dlv_global"
    sub = subscriptions.create(deps, "acme", url, ["refund.completed"])
    assert events.emit(deps, "acme", "refund.completed", {"id": "re_1"})
    [delivery_id] = deps.ledger.redis.lrange(f"sst:{{acme}}:sub:{sub.id}:deliveries", 0, -1)
    return delivery_id.decode()


@pytest.mark.parametrize("kind", ["resume_url", "target_url"])
@pytest.mark.parametrize("answer", [
    "100.64.0.1", "100.100.100.200", "2002:a9fe:a9fe::", "2001:0:4136:e378:8000:63bf:80ff:fffe",
    "64:ff9b::a9fe:a9fe", "64:ff9b:1::a00:1", "::ffff:a9fe:a9fe", "::ffff:0:7f00:1",
    "::7f00:1", "fe80::1", "198.18.0.1", "127.0.0.2"])
def test_a_name_resolving_to_a_non_global_address_is_refused_without_connecting(
        deps, receiver, no_far_connects, kind, answer):
    delivery_id = new_delivery(deps, kind, f"http://hooks.example.test:{receiver.port}/hook")
    lookups = []

    def dns(host: str, port: int | None) -> list:
        lookups.append(host)
        return [ipaddress.ip_address(answer)]

    assert deliveries.attempt(deps, "acme", delivery_id, resolve=dns) == "failed"
    rec = deliveries.record(deps, "acme", delivery_id)
    assert rec["last_error"].startswith(f"refused: hooks.example.test resolves to "
                                        f"{ipaddress.ip_address(answer)}, which is")
    assert rec["attempts"] == "1" and lookups == ["hooks.example.test"]
    assert no_far_connects == [] and receiver.hosts == []  # not even a loopback connect


@pytest.mark.parametrize("kind", ["resume_url", "target_url"])
def test_the_same_delivery_to_an_allowed_address_connects_to_it(deps, receiver, kind,
                                                                no_far_connects):
    """The control for the test above: the guard and the stand-in do let a delivery through."""
    delivery_id = new_delivery(deps, kind, f"http://hooks.example.test:{receiver.port}/hook")
    dns = lambda host, port: [ipaddress.ip_address("127.0.0.1")]  # noqa: E731
    assert deliveries.attempt(deps, "acme", delivery_id, resolve=dns) == "delivered"
    assert no_far_connects == ["127.0.0.1"]
    assert receiver.hosts == [f"hooks.example.test:{receiver.port}"]


@pytest.mark.parametrize("url", ["http://user:pw@127.0.0.1:9/hook", "http://token@127.0.0.1:9/",
                                 "http://127.0.0.1:9@127.0.0.1:9/",
                                 "http://evil.example@169.254.169.254/"])
def test_a_url_with_credentials_is_422_and_never_stored_or_listed(client, rdb, stripe_sim, url):
    """Before: an allowed host with user:pw@ was stored and GET /v1/subscriptions echoed it.
    (A userinfo before a refused host, evil.example@169.254.169.254, is refused the same way.)"""
    payment = stripe_sim.payment()
    for path, body, field in [
            ("/v1/subscriptions", {"target_url": url, "events": ["refund.completed"]},
             "target_url"),
            ("/v1/refunds", {"intent_id": "cred-1", "payment_intent": payment["payment_intent"],
                             "amount": 100, "currency": "usd", "resume_url": url},
             "resume_url")]:
        response = client.post(path, headers=ACME, json=body)
        assert response.status_code == 422 and response.content_type == "application/problem+json"
        assert "user:password@" in str(response.json["errors"][field]), response.json
        assert rdb.dbsize() == 0
    assert stripe_sim.requests() == []
    assert client.get("/v1/subscriptions", headers=ACME).json["data"] == []


def test_a_malformed_ipv6_host_is_422_not_500(client, rdb):
    """Schemathesis found it: the credentials check split the URL with urlsplit, which raises
    on a bracketed host that is not IPv6; the answer was a 500."""
    response = client.post("/v1/subscriptions", headers=ACME, json={
        "target_url": "HTtPS://[8e40B:1]:65386", "events": ["refund.completed"]})
    assert response.status_code == 422 and "target_url" in response.json["errors"]
    assert rdb.dbsize() == 0
