"""The note's link (the escalation's console page) takes its base from configuration only,
never from the request that opened the escalation: a flow key holder who sends
``Host: evil.example`` (or forwarding headers) must not get a link to their domain, dressed as
ours, into an agent's Zendesk ticket. Real HTTP to the
service, the Stripe and Zendesk simulators, real Redis; the link is read from the note Zendesk
got, and then opened."""

from __future__ import annotations

import re
import time

import httpx
import pytest

from service import config as config_module
from service.config import ConfigError
from service.ledger.ticket_records import TicketArgs
from service.steps import approval_links
from tests.steps.test_tickets import new_tickets
from tests.support.constants import ACME
from tests.support.guard_helpers import OPS_KEYS, write_policy
from tests.support.helpers import drain

FORGED = {"Host": "evil.example", "X-Forwarded-Host": "evil.example",
          "X-Forwarded-Proto": "https", "Forwarded": "host=evil.example;proto=https"}


@pytest.fixture(autouse=True)
def policy_path(tmp_path, monkeypatch):
    path = tmp_path / "policy.toml"
    write_policy(path, "[refunds]\napproval_above = { usd = 5000 }\n")
    monkeypatch.setenv("SURESTEP_POLICY", str(path))
    monkeypatch.setenv("SURESTEP_OPS_KEYS", OPS_KEYS)
    monkeypatch.delenv("PORT", raising=False)
    return path


@pytest.fixture(params=["https://surestep.example.test/", None], ids=["configured", "default"])
def public_url(request, monkeypatch):
    """SURESTEP_PUBLIC_URL as set (or not) before the app starts; the base links must have."""
    if request.param is None:
        monkeypatch.delenv("SURESTEP_PUBLIC_URL", raising=False)
        return "http://127.0.0.1:8000"  # what `make run` binds
    monkeypatch.setenv("SURESTEP_PUBLIC_URL", request.param)
    return request.param.rstrip("/")


def test_a_forged_host_cannot_change_the_link(public_url, live, deps, stripe_sim, zendesk_sim):
    [ticket] = new_tickets(zendesk_sim)
    payment = stripe_sim.payment(20000)
    with httpx.Client(base_url=live.url, timeout=10) as http:
        answer = http.post("/v1/refunds", headers={**ACME, **FORGED}, json={
            "intent_id": "host-1", "payment_intent": payment["payment_intent"],
            "amount": 7500, "currency": "usd", "ticket_id": str(ticket)})
    assert answer.status_code == 200 and answer.json()["state"] == "escalated"

    def notes() -> list[str]:
        return [c["body"] for c in zendesk_sim.control("GET", "/_sim/comments")["data"]
                if c["ticket_id"] == ticket]

    drain(deps, done=lambda: bool(notes()))
    [note] = notes()
    links = re.findall(r"\S+/console/\S+", note)
    assert len(links) == 1 and "evil" not in note and "/approve/" not in note
    esc_id = answer.json()["escalation"]["id"]
    assert links[0] == public_url + approval_links.console_path("acme", esc_id)
    # and it is our console's page of that escalation: a sign-in first
    with httpx.Client(base_url=live.url, timeout=10) as http:
        page = http.get(links[0][len(public_url):])
    assert page.status_code == 303 and page.headers["Location"].startswith(
        "/console/sign-in?next=")


def test_a_stored_base_from_an_older_version_is_ignored(deps):
    """Note intents queued before this fix recorded the request's base; the link uses ours."""
    args = {"ticket_id": 48213, "comment": {"body": f"Approve or reject: {approval_links.SLOT}"},
            "approval_link": {"escalation_id": "esc_1", "expires_at": time.time() + 600,
                              "base_url": "http://evil.example"}}
    body = approval_links.fill(deps.config, "acme", TicketArgs.parse(args))
    assert body == f"Approve or reject: {deps.config['PUBLIC_URL']}/console/t/acme/escalations/esc_1"


def load(**env: str) -> dict:
    return config_module.load(environ={"PORT": "8000", **env})


def test_the_default_is_what_make_run_binds_unless_zendesk_is_real():
    assert load()["PUBLIC_URL"] == "http://127.0.0.1:8000"
    assert load(PORT="9123")["PUBLIC_URL"] == "http://127.0.0.1:9123"
    for local in ("http://127.0.0.1:5001", "http://localhost:5001", "http://[::1]:5001"):
        assert load(ZENDESK_BASE_URL=local)["PUBLIC_URL"] == "http://127.0.0.1:8000"
    with pytest.raises(ConfigError, match="SURESTEP_PUBLIC_URL is not set.*never from a "
                                          "request's Host header"):
        load(ZENDESK_BASE_URL="https://acme.zendesk.com")
    configured = load(ZENDESK_BASE_URL="https://acme.zendesk.com",
                      SURESTEP_PUBLIC_URL="https://ops.example.com/surestep/")
    assert configured["PUBLIC_URL"] == "https://ops.example.com/surestep"


@pytest.mark.parametrize("bad", ["evil.example", "ftp://ops.example.com", "https://",
                                 "https://ops.example.com/?next=x", "https://ops.example.com/#x",
                                 "https://user:pw@ops.example.com"])
def test_a_malformed_public_url_stops_start_up(bad):
    with pytest.raises(ConfigError, match="SURESTEP_PUBLIC_URL must be an http"):
        load(SURESTEP_PUBLIC_URL=bad)


def test_the_service_does_not_start_with_a_real_zendesk_and_no_public_url(env, monkeypatch):
    from service.web.app import create_app

    monkeypatch.setenv("ZENDESK_BASE_URL", "https://acme.zendesk.com")
    monkeypatch.delenv("SURESTEP_PUBLIC_URL", raising=False)
    with pytest.raises(ConfigError, match="SURESTEP_PUBLIC_URL"):
        create_app()
