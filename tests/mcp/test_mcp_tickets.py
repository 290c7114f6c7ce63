"""The update_ticket tool as agents call it: an internal note unless the agent says the
customer may read it (issue 38: a note meant for colleagues reached the customer), posted once
however often it is called, hostile arguments refused with nothing written or sent. What
counts is the Zendesk simulator's own record of each comment (its ``public`` flag)."""

from __future__ import annotations

import pytest

from service.ledger import counters
from service.ledger.connection import client_of
from tests.mcp.client import call, output_errors
from tests.support.helpers import drain
from tests.support.waits import wait_until

NOTE = "Internal: customer is a known fraudster, do not refund"


def comments(zendesk_sim, ticket: dict, words: str) -> list[dict]:
    found = zendesk_sim.control("GET", f"/_sim/comments?ticket_id={ticket['id']}")["data"]
    return [c for c in found if words in c["body"]]


def new_ticket(zendesk_sim) -> dict:
    [ticket] = zendesk_sim.control("POST", "/_sim/tickets", {"subject": "Mug"})["data"]
    return ticket


def test_update_ticket_is_an_internal_note_unless_public_is_given(mcp_url, deps, zendesk_sim):
    ticket = new_ticket(zendesk_sim)
    note = call(mcp_url, "update_ticket", {"ticket_id": ticket["id"], "comment": NOTE,
                                           "wait": 0})
    assert not note.is_error, note.content[0].text
    assert note.structured_content["public"] is False
    reply = call(mcp_url, "update_ticket", {"ticket_id": ticket["id"], "public": True,
                                            "comment": "Your refund is on its way.", "wait": 0})
    assert reply.structured_content["public"] is True
    drain(deps)  # the worker posts both
    [posted_note] = comments(zendesk_sim, ticket, "known fraudster")
    [posted_reply] = comments(zendesk_sim, ticket, "on its way")
    assert posted_note["public"] is False  # the customer never sees it
    assert posted_reply["public"] is True
    again = call(mcp_url, "update_ticket", {"ticket_id": ticket["id"], "comment": NOTE})
    assert again.structured_content["replayed"] is True
    assert output_errors(mcp_url, "update_ticket", again.structured_content) == []
    assert len(comments(zendesk_sim, ticket, "known fraudster")) == 1


def test_update_ticket_says_it_can_speak_to_the_customer_and_close_the_ticket(mcp_url):
    [tool] = [t for t in call(mcp_url, "list").tools if t.name == "update_ticket"]
    assert tool.annotations.destructive_hint is True and tool.annotations.read_only_hint is False
    assert tool.annotations.idempotent_hint is True and tool.annotations.open_world_hint is True
    public = tool.input_schema["properties"]["public"]
    assert public["type"] == "boolean" and public["default"] is False
    assert "internal note" in tool.description and "public: true" in tool.description


def test_update_ticket_posts_its_comment_once_however_often_it_is_called(mcp_url, deps,
                                                                         zendesk_sim):
    ticket = new_ticket(zendesk_sim)
    args = {"ticket_id": str(ticket["id"]), "comment": "Your refund of 12.00 USD is confirmed.",
            "public": True, "status": "solved", "wait": 0.2}
    first = call(mcp_url, "update_ticket", args)
    assert not first.is_error, first.content
    assert first.structured_content["state"] in ("queued", "working", "completed")
    drain(deps)  # the worker
    again = [call(mcp_url, "update_ticket", args).structured_content for _ in range(2)]
    assert [a["state"] for a in again] == ["completed", "completed"]
    assert all(a["replayed"] for a in again) and "/v1/jobs" not in str(again)
    field = counters._field("replays", {"step": "ticket_update"})  # counted as the API's are
    wait_until(lambda: client_of(deps.ledger).hget(counters.COUNTERS, field) == b"2",
               what="the MCP process's tally to send the two replayed updates")
    [posted] = comments(zendesk_sim, ticket, "12.00 USD is confirmed")
    assert posted["public"] is True
    bad = call(mcp_url, "update_ticket", {**args, "ticket_id": "01"})
    assert bad.is_error and "ticket number" in bad.content[0].text


@pytest.mark.parametrize("change", [
    {"comment": "x" * 65_001},  # over Zendesk's comment size the API's schema allows
    {"comment": ""},
    {"status": "deleted"},  # not a Zendesk status
    {"public": "yes"},  # a string for a boolean
    {"ticket_id": "-5"},
    {"ticket_id": "5; DROP"},
    {"wait": 26},
    {"intent_id": "mine"},  # the agent never names the intent
])
def test_hostile_ticket_updates_are_refused_and_nothing_is_written_or_sent(mcp_url, deps,
                                                                          zendesk_sim, change):
    args = {"ticket_id": "7", "comment": "Your refund is on its way.", "wait": 0, **change}
    got = call(mcp_url, "update_ticket", args)
    assert got.is_error, got.structured_content
    assert len(got.content[0].text) > 20 and got.content[0].text.lower() != "failed"
    assert deps.ledger.redis.keys("*mcp-ticket-*") == [] and deps.queue.count == 0
    assert [r for r in zendesk_sim.requests() if r["method"] != "GET"] == []
