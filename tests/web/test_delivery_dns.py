"""A delivery whose host name did not resolve is retried with the usual backoff (a resolver's
hiccup says nothing about the target); one whose name resolves to an address we may not call
is refused at once and never retried. Real Redis and RQ's own scheduled-job registry, a real
receiver on 127.0.0.1, and a stand-in for the system resolver (passed in, as in
tests/web/test_outbound_pinning.py: our code is not patched)."""

from __future__ import annotations

import ipaddress
import socket
import time

import pytest

from service.events import deliveries
from tests.web.test_outbound_pinning import Listener


class FlakyDNS:
    """Fails like getaddrinfo does on a resolver timeout ``failures`` times, then answers
    ``address``; counts the lookups."""

    def __init__(self, failures: int, address: str = "127.0.0.1"):
        self.failures, self.address, self.calls = failures, ipaddress.ip_address(address), 0

    def __call__(self, host: str, port: int | None) -> list:
        self.calls += 1
        if self.calls <= self.failures:
            raise socket.gaierror(socket.EAI_AGAIN, "Temporary failure in name resolution")
        return [self.address]


@pytest.fixture
def receiver():
    listener = Listener("127.0.0.1")
    yield listener
    listener.close()


def new_delivery(deps, delivery_id: str, url: str) -> None:
    """A resume_url delivery, its URL registered as a flow's request does (its own secret)."""
    entry_key = deps.ledger.key("acme", "refund", delivery_id)
    assert deliveries.register(deps, entry_key, url)
    assert deliveries.create(deps, "acme", delivery_id, url, {"state": "completed"},
                             index=f"sst:{{acme}}:test:{delivery_id}", secret="resume",
                             meta={"entry": entry_key})


def scheduled_in(deps, job_id: str) -> float | None:
    """Seconds from now until RQ's scheduler runs ``job_id`` (None: not scheduled)."""
    registry = deps.queue.scheduled_job_registry
    if job_id not in registry.get_job_ids():
        return None
    return registry.get_scheduled_time(job_id).timestamp() - time.time()


def test_a_failed_lookup_is_retried_with_backoff_and_then_delivered(deps, receiver):
    url = f"http://hooks.example.test:{receiver.port}/resume"
    new_delivery(deps, "dlv_dns_blip", url)
    dns = FlakyDNS(failures=1)

    assert deliveries.attempt(deps, "acme", "dlv_dns_blip", resolve=dns) == "pending"
    rec = deliveries.record(deps, "acme", "dlv_dns_blip")
    assert rec["attempts"] == "1" and rec["last_status"] == ""
    assert rec["last_error"].startswith("ConnectError: hooks.example.test does not resolve")
    # the next try is in RQ's own schedule, after the configured first backoff (0.2 s here)
    delay = scheduled_in(deps, "dlv_dns_blip-2")
    assert delay is not None and delay <= deps.config["SURESTEP_DELIVERY_BACKOFF_S"] + 0.05
    assert receiver.hosts == []

    # the scheduled try (the same step the job runs): the name resolves now, and it lands
    assert deliveries.attempt(deps, "acme", "dlv_dns_blip", resolve=dns) == "delivered"
    rec = deliveries.record(deps, "acme", "dlv_dns_blip")
    assert rec["attempts"] == "2" and rec["last_status"] == "200" and rec["last_error"] == ""
    assert dns.calls == 2 and receiver.hosts == [f"hooks.example.test:{receiver.port}"]
    assert scheduled_in(deps, "dlv_dns_blip-3") is None


def test_a_lookup_that_keeps_failing_is_given_up_after_the_configured_tries(deps, receiver):
    new_delivery(deps, "dlv_dns_down", f"http://hooks.example.test:{receiver.port}/resume")
    dns = FlakyDNS(failures=1000)
    tries = deps.config["SURESTEP_DELIVERY_ATTEMPTS"]
    backoff = deps.config["SURESTEP_DELIVERY_BACKOFF_S"]
    for n in range(1, tries):
        assert deliveries.attempt(deps, "acme", "dlv_dns_down", resolve=dns) == "pending"
        delay = scheduled_in(deps, f"dlv_dns_down-{n + 1}")
        # the usual doubling backoff (RQ keeps whole seconds, hence the slack of one)
        assert delay is not None and backoff * 2 ** (n - 1) - 1.05 <= delay
        assert delay <= backoff * 2 ** (n - 1) + 0.05
    assert deliveries.attempt(deps, "acme", "dlv_dns_down", resolve=dns) == "failed"
    rec = deliveries.record(deps, "acme", "dlv_dns_down")
    assert rec["attempts"] == str(tries) and "does not resolve" in rec["last_error"]
    assert scheduled_in(deps, f"dlv_dns_down-{tries + 1}") is None
    assert dns.calls == tries and receiver.hosts == []


@pytest.mark.parametrize("answer", [["10.1.2.3"], ["169.254.169.254"],
                                    ["93.184.215.14", "127.0.0.2"]])
def test_a_name_that_resolves_to_a_forbidden_address_is_refused_at_once(deps, receiver, answer):
    new_delivery(deps, "dlv_internal", f"http://hooks.example.test:{receiver.port}/resume")
    calls = []

    def dns(host: str, port: int | None) -> list:
        calls.append(host)
        return [ipaddress.ip_address(a) for a in answer]

    assert deliveries.attempt(deps, "acme", "dlv_internal", resolve=dns) == "failed"
    rec = deliveries.record(deps, "acme", "dlv_internal")
    assert rec["attempts"] == "1" and rec["last_error"].startswith("refused: hooks.example.test "
                                                                   "resolves to")
    assert scheduled_in(deps, "dlv_internal-2") is None  # no retry: it would be refused again
    # a later run of the job changes nothing (the record is no longer pending)
    assert deliveries.attempt(deps, "acme", "dlv_internal", resolve=dns) == "failed"
    assert calls == ["hooks.example.test"] and receiver.hosts == []


def test_the_system_resolver_failing_is_retried_too(deps):
    """The job's own path (no stand-in): a name under .invalid (RFC 6761) never resolves."""
    new_delivery(deps, "dlv_invalid", "http://surestep-test.invalid/resume")
    assert deliveries.attempt(deps, "acme", "dlv_invalid") == "pending"
    rec = deliveries.record(deps, "acme", "dlv_invalid")
    assert rec["last_error"].startswith("ConnectError: surestep-test.invalid does not resolve")
    assert scheduled_in(deps, "dlv_invalid-2") is not None
