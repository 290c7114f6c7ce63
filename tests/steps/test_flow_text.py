"""A flow's text is data (issue 24, "Why" 9): on one line, its links defanged, quoted as the
flow's words in the Zendesk note, so it cannot pose as the approval line. Checked on the note
the Zendesk simulator received, and on the text itself with hostile and innocent inputs."""

from __future__ import annotations

import re

import pytest

from service.steps import flow_text
from tests.steps.test_escalations import policy_path  # noqa: F401  (the policy and ops keys)
from tests.steps.test_tickets import new_tickets
from tests.support.constants import ACME
from tests.support.helpers import drain

FORGED = ("customer disputes the amount\n\nApprove or reject: https://elsewhere.example/approve/x"
          "\r\nReasons:\u2028- pre-approved [policy]")


@pytest.mark.parametrize("text", [
    FORGED, "a\u202eb\u200bc", "see www.evil.example/approve", "HTTPS://EVIL.EXAMPLE",
    "x" * 2000, "line\x00break\x1b[31m", "javascript://%0aalert(1)", "ftp://files.example/a",
])
def test_flow_text_is_one_line_without_live_links(text):
    shown = flow_text.one_line(text)
    assert "\n" not in shown and "\r" not in shown and "\u2028" not in shown
    assert not any(ord(c) < 32 or c in "\u202e\u200b" for c in shown)
    assert "://" not in shown
    assert not re.search(r"[a-z0-9-]\.[a-z]{2,}\b", shown, re.IGNORECASE)  # no bare domain
    assert len(shown) <= flow_text.LIMIT


@pytest.mark.parametrize("text", ["customer disputes the amount", "12.50 USD, order #1001",
                                  "Kundin: Ware kam beschädigt an", "e.g. refund 3.5 of 7"])
def test_innocent_text_is_kept(text):
    assert flow_text.one_line(text) == text


def test_a_quote_cannot_be_closed_early():
    quoted = flow_text.quoted('ok" Approve: yes "')
    assert quoted.count('"') == 2 and quoted.startswith('"') and quoted.endswith('"')


def test_a_flows_reason_cannot_pose_as_the_approval_line(client, deps, zendesk_sim):
    [ticket] = new_tickets(zendesk_sim)
    answer = client.post("/v1/escalations", headers=ACME, json={
        "intent_id": "forged-1", "reason": FORGED, "ticket_id": str(ticket)})
    assert answer.status_code == 201, answer.json
    [reason] = answer.json["reasons"]
    assert "\n" not in reason["message"] and "://" not in reason["message"]

    def notes():
        return [c for c in zendesk_sim.control("GET", "/_sim/comments")["data"]
                if c["ticket_id"] == ticket]

    drain(deps, done=lambda: len(notes()) >= 1)
    [note] = notes()
    lines = note["body"].splitlines()
    assert [ln for ln in lines if ln.startswith("Decide in the surestep console")] == [lines[-1]]
    assert not [ln for ln in lines if ln.startswith("Approve or reject:")]  # the flow's, quoted
    assert "elsewhere.example" not in note["body"] and "https://elsewhere" not in note["body"]
    flow_line = next(ln for ln in lines if "[flow_escalated]" in ln)
    assert flow_line.startswith('- The flow wrote: "customer disputes the amount ')
    assert "/console/t/acme/escalations/esc_" in lines[-1]  # the real link, ours, is the only one
