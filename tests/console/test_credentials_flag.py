"""The queue flags a tenant's subscriptions stored with ``user:password@`` in their URL (issue 42,
item 7): each person sees only their tenant's, the URL with ``***@`` and never its password; in
the test client, and in a real headless Chromium (axe-core, a screenshot)."""

from __future__ import annotations

import json
import time

from service.ledger import subscription_records
from tests.console.browsing import accessible, screenshot, sign_in, text
from tests.console.helpers import sign_in as sign_in_client

PASSWORD = "hunter2-old"


def stored_before_the_rule(deps, tenant: str, sub_id: str) -> None:
    subscription_records.add(deps.ledger, tenant, sub_id, {
        "target_url": f"https://zaps:{PASSWORD}@hooks.example.com/catch/1/",
        "events": json.dumps(["refund.completed"]), "created_at": time.time(),
        "secret": "whsec_" + "0" * 48})


def test_the_queue_flags_them_for_their_tenant_only(client, deps):
    stored_before_the_rule(deps, "acme", "sub_acme0ld0ld0ld0ld0ld0ld")
    sign_in_client(client, "ops_alice")
    page = client.get("/console/queue").text
    assert 'id="credentials"' in page and "sub_acme0ld0ld0ld0ld0ld0ld" in page
    assert "https://***@hooks.example.com/catch/1/" in page and PASSWORD not in page
    sign_in_client(client, "ops_gina")  # another tenant's person sees none of it
    assert 'id="credentials"' not in client.get("/console/queue").text


def test_the_flag_in_a_browser(browser, live, deps, axe_source, rdb):
    stored_before_the_rule(deps, "acme", "sub_acme0ld0ld0ld0ld0ld0ld")
    sign_in(browser, live, "ops_alice")
    flag = text(browser, "credentials")
    assert "Subscriptions with a password in their URL" in flag
    assert "https://***@hooks.example.com/catch/1/" in flag and PASSWORD not in flag
    accessible(browser, axe_source, "queue with flagged subscriptions")
    screenshot(browser, "console-queue-credentials.png")
