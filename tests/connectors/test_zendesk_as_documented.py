"""Zendesk as its developer docs say (issue 15): the audit read-back pages a busy ticket with
cursor pagination (``page[size]`` at most 100, ``links.next`` while ``meta.has_more``), a
single ticket's tags go through Update Ticket's ``tags`` (``additional_tags`` /
``remove_tags`` are documented for ``update_many`` only), tickets have a ``requester_id``,
and a job's ``url`` is absolute and is what the connector polls. Against the simulator over
real HTTP, real Redis, RQ run in this process."""

from __future__ import annotations

import math
import threading
import time

import httpx
import pytest

from connectors.errors import Rejected
from connectors.zendesk import MARKER, Conflict, ZendeskClient
from service.steps import ticket
from tests.steps.test_tickets import job, new_tickets, ours, update
from tests.support.constants import ACME
from tests.support.guard_helpers import OPS_KEYS, write_policy
from tests.support.helpers import drain

AUTH = {"Authorization": "Basic YUBiLmMvdG9rZW46dA=="}  # a@b.c/token:t


def agents_write(zendesk_sim, tid, count):
    zendesk_sim.control("POST", f"/_sim/tickets/{tid}/audits", {"count": count})


def audit_reads(zendesk_sim, tid):
    return zendesk_sim.requests("GET", f"/api/v2/tickets/{tid}/audits")


def puts(zendesk_sim):
    return zendesk_sim.requests("PUT")


@pytest.fixture
def zendesk(zendesk_sim):
    client = ZendeskClient(zendesk_sim.url, timeout_s=5, email="a@b.c", api_token="t")
    yield client
    client.close()


# ----- the read-back on a ticket busier than one page ---------------------------------------

def test_our_write_on_the_second_page_of_150_audits_is_found_and_nothing_is_resent(
        client, deps, zendesk_sim):
    [tid] = new_tickets(zendesk_sim)
    agents_write(zendesk_sim, tid, 120)
    zendesk_sim.fault("drop_after", method="PUT", path=f"/api/v2/tickets/{tid}.json")
    job_id = update(client, tid, intent="busy-1").json["job_id"]
    drain(deps, done=lambda: puts(zendesk_sim), timeout_s=10)  # it landed; the answer is lost
    agents_write(zendesk_sim, tid, 29)  # the ticket goes on: ours is audit 121 of 150
    ticket = zendesk_sim.control("GET", f"/_sim/tickets/{tid}")
    assert len(ticket["audits"]) == 150
    assert [a["metadata"]["custom"].get(MARKER) is not None
            for a in ticket["audits"]].index(True) == 120
    drain(deps, timeout_s=20)

    done = job(client, job_id).json
    assert done["state"] == "completed" and done["verified"] is True, done
    assert "read back" in done["detail"]
    assert len(puts(zendesk_sim)) == 1 and len(ours(zendesk_sim)) == 1  # nothing sent twice
    first, second = [r["params"] for r in audit_reads(zendesk_sim, tid)]
    assert first == {"page[size]": "100"}  # cursor pagination, no sort_order, no per_page
    assert second["page[size]"] == "100" and second["page[after]"]


def test_the_read_back_stops_where_has_more_says_the_list_ends(deps, zendesk_sim, zendesk):
    """Two pages for 150 audits, not a third for the last page's ``links.next``."""
    [tid] = new_tickets(zendesk_sim)
    agents_write(zendesk_sim, tid, 150)
    page = zendesk.audits(tid)
    assert len(page.audits) == 100 and page.next_url.startswith(zendesk_sim.url)
    last = zendesk.audits(tid, page.next_url)
    assert len(last.audits) == 50 and last.next_url is None
    assert last.raw["links"]["next"]  # Zendesk gives it on the last page too: has_more decides
    ids = [a.id for a in page.audits + last.audits]
    assert ids == sorted(ids) and len(set(ids)) == 150


def test_a_link_outside_the_api_is_not_followed(zendesk_sim, zendesk):
    [tid] = new_tickets(zendesk_sim)
    with pytest.raises(Rejected, match="outside /api/v2/"):
        zendesk.audits(tid, f"{zendesk_sim.url}/_sim/reset")
    assert zendesk_sim.requests(path="/_sim/reset") == []


# ----- the simulator pages as Zendesk pages ------------------------------------------------

def sim_get(zendesk_sim, path, **params):
    return httpx.get(f"{zendesk_sim.url}{path}", params=params, headers=AUTH, timeout=5)


def test_the_simulator_pages_audits_by_cursor_100_at_most(zendesk_sim, zendesk):
    [tid] = new_tickets(zendesk_sim)
    agents_write(zendesk_sim, tid, 150)
    path = f"/api/v2/tickets/{tid}/audits.json"
    first = sim_get(zendesk_sim, path, **{"page[size]": 100}).json()
    assert len(first["audits"]) == 100 and first["meta"]["has_more"] is True
    assert first["links"]["next"].startswith(f"{zendesk_sim.url}{path}?")
    rest = httpx.get(first["links"]["next"], headers=AUTH, timeout=5).json()
    assert len(rest["audits"]) == 50 and rest["meta"]["has_more"] is False
    back = sim_get(zendesk_sim, path, **{"page[size]": 30,
                                         "page[before]": rest["meta"]["before_cursor"]}).json()
    assert [a["id"] for a in back["audits"]] == [a["id"] for a in first["audits"][70:]]

    for params in ({"page[size]": 101}, {"page[size]": "many"},
                   {"page[size]": 10, "page[after]": "x", "page[before]": "y"},
                   {"page[size]": 10, "page[after]": "not-a-cursor"}):
        refused = sim_get(zendesk_sim, path, **params)
        assert refused.status_code == 400, params
        assert refused.json()["error"]["title"] == "Invalid attribute"
    with pytest.raises(Rejected) as too_big:  # as the connector reads that refusal
        zendesk.audits(tid, f"{zendesk_sim.url}{path}?page%5Bsize%5D=101")
    assert too_big.value.status == 400 and too_big.value.code == "Invalid attribute"
    assert "page.size" in too_big.value.message


def test_the_simulator_ignores_an_undocumented_sort_and_caps_offset_pages(zendesk_sim):
    """What the old read-back asked for (``sort_order=desc&per_page=100``) is offset
    pagination, oldest first: the newest audits are on a page it never read."""
    [tid] = new_tickets(zendesk_sim)
    agents_write(zendesk_sim, tid, 150)
    path = f"/api/v2/tickets/{tid}/audits.json"
    old = sim_get(zendesk_sim, path, sort_order="desc", per_page=100).json()
    plain = sim_get(zendesk_sim, path).json()
    assert [a["id"] for a in old["audits"]] == [a["id"] for a in plain["audits"]]
    ids = [a["id"] for a in old["audits"]]
    assert len(ids) == 100 and ids == sorted(ids) and old["count"] == 150
    assert old["next_page"].startswith(f"{zendesk_sim.url}{path}?")
    assert len(sim_get(zendesk_sim, path, per_page=500).json()["audits"]) == 100


def test_tickets_have_a_requester_id(zendesk_sim, zendesk):
    [tid] = new_tickets(zendesk_sim)
    ticket = zendesk.ticket(tid).ticket
    assert isinstance(ticket["requester_id"], int)
    made = zendesk_sim.control("POST", "/_sim/tickets", {"requester_id": 4242})["data"][0]
    assert zendesk.ticket(made["id"]).ticket["requester_id"] == 4242


# ----- job URLs ---------------------------------------------------------------------------

def test_a_job_url_is_absolute_and_is_what_the_connector_polls(zendesk_sim, zendesk):
    ids = new_tickets(zendesk_sim, 2)
    queued = zendesk.update_many(ids, {"comment": {"body": "Bulk"}})
    assert queued.url == f"{zendesk_sim.url}/api/v2/job_statuses/{queued.id}.json"
    polled = zendesk.job_status(queued.url)
    assert polled.id == queued.id and polled.url == queued.url
    # Another host in a URL from an answer is not followed: its path is asked of our base URL
    # (a loopback address nothing listens on, so a wrong turn fails here, on this machine).
    elsewhere = queued.url.replace("127.0.0.1", "127.0.0.2")
    assert zendesk.job_status(elsewhere).id == queued.id
    assert len(zendesk_sim.requests("GET", f"/api/v2/job_statuses/{queued.id}.json")) == 2


def test_a_bulk_update_polls_the_job_at_the_url_zendesk_gave(client, deps, zendesk_sim):
    ids = new_tickets(zendesk_sim, 2)
    zendesk_sim.configure(job_duration_s=0.5)
    response = client.post("/v1/tickets/updates", headers=ACME, json={
        "intent_id": "bulk-url", "ticket_ids": ids, "comment": {"body": "Bulk note"},
        "tags": {"add": ["refunded"]}})
    drain(deps)
    assert job(client, response.json["job_id"]).json["state"] == "completed"
    entry = deps.ledger.get("acme", ticket.BULK, "bulk-url")
    assert entry is not None
    assert entry.result["zendesk_job_url"].startswith(f"{zendesk_sim.url}/api/v2/job_statuses/")
    [sent] = puts(zendesk_sim)
    assert sent["params"]["ticket"]["additional_tags"] == ["refunded"]  # update_many's own
    for tid in ids:
        assert zendesk_sim.control("GET", f"/_sim/tickets/{tid}")["tags"] == ["refunded"]


# ----- tags on one ticket ---------------------------------------------------------------

def test_a_single_ticket_update_refuses_bulk_only_tag_fields(zendesk_sim, zendesk):
    [tid] = new_tickets(zendesk_sim)
    with pytest.raises(Rejected):
        zendesk.update_ticket(tid, {"comment": {"body": "x"}, "additional_tags": ["a"]})
    ticket = zendesk_sim.control("GET", f"/_sim/tickets/{tid}")
    assert ticket["tags"] == [] and ticket["audits"] == []


def test_updated_at_is_whole_seconds_and_safe_update_matches_it_as_documented(zendesk_sim,
                                                                           zendesk):
    """"The update only occurs if the updated_stamp timestamp matches the ticket's actual
    updated_at timestamp at the time of the request", and ``updated_at`` is whole seconds: an
    update in the same second leaves it as it was, so a stamp read before that update is still
    accepted; one a second later moves it, and the old stamp is 409. Every answer's ``Date``
    is the simulator's own clock, the one ``updated_at`` is read from."""
    [tid] = new_tickets(zendesk_sim)
    now = zendesk_sim.control("GET", "/_sim/clock")["now"]
    zendesk_sim.advance(math.ceil(now) - now + 3600)  # a second starts now, an hour ahead
    first = zendesk.update_ticket(tid, {"comment": {"body": "one"}}).updated_at
    read = zendesk.ticket(tid)
    assert read.ticket["updated_at"] == first
    assert read.served_at is not None and abs(read.served_at - (time.time() + 3600)) < 2
    assert zendesk.update_ticket(tid, {"comment": {"body": "two"}}).updated_at == first
    stamped = {"comment": {"body": "three"}, "safe_update": True, "updated_stamp": first}
    assert zendesk.update_ticket(tid, stamped).updated_at == first  # the same second: accepted
    zendesk_sim.advance(1.0)
    later = zendesk.update_ticket(tid, {"comment": {"body": "four"}}).updated_at
    assert later != first
    with pytest.raises(Conflict):
        zendesk.update_ticket(tid, {**stamped, "comment": {"body": "five"}})
    bodies = [c["body"] for c in zendesk_sim.control("GET", "/_sim/comments")["data"]
              if c["ticket_id"] == tid]
    assert bodies == ["one", "two", "three", "four"]


def test_single_ticket_tags_are_read_edited_and_written_as_tags(client, deps, zendesk_sim,
                                                                zendesk):
    [tid] = new_tickets(zendesk_sim)
    zendesk.update_ticket(tid, {"tags": ["vip", "billing"]})
    job_id = update(client, tid, intent="tags-1", safe_update=False,
                    tags={"add": ["refunded"], "remove": ["billing"]}).json["job_id"]
    drain(deps)
    assert job(client, job_id).json["state"] == "completed"
    assert zendesk_sim.control("GET", f"/_sim/tickets/{tid}")["tags"] == ["vip", "refunded"]
    [_, ours_put] = puts(zendesk_sim)
    sent = ours_put["params"]["ticket"]
    assert sent["tags"] == ["vip", "refunded"]
    assert "additional_tags" not in sent and "remove_tags" not in sent
    # Written back from a read, it is a safe update even where the caller asked for none.
    assert sent["safe_update"] is True and sent["updated_stamp"]


def test_a_tag_an_agent_adds_between_our_read_and_write_is_kept(client, deps, zendesk_sim,
                                                                zendesk):
    [tid] = new_tickets(zendesk_sim)
    zendesk.update_ticket(tid, {"tags": ["vip"]})
    zendesk_sim.advance(1.0)  # the agent's edit lands in a later second than our stamp's
    # (updated_at is whole seconds: an edit in the stamp's own second leaves it as it was)
    # our stamped PUT is held; the agent's edit is sent once it is seen in flight (a fixed
    # sleep lost to a slow worker start on a busy machine, and the edit came before our read)
    zendesk_sim.fault("latency", method="PUT", body_contains="updated_stamp", delay_s=0.6,
                      times=1)

    def agent_tags_meanwhile():
        deadline = time.monotonic() + 20
        while not [r for r in zendesk_sim.requests("PUT") if r["status"] is None]:
            assert time.monotonic() < deadline, "our PUT never reached the simulator"
            time.sleep(0.01)
        zendesk.update_ticket(tid, {"tags": ["vip", "escalated"]})

    agent = threading.Thread(target=agent_tags_meanwhile)
    job_id = update(client, tid, intent="tags-2", safe_update=False,
                    tags={"add": ["refunded"], "remove": ["vip"]}).json["job_id"]
    agent.start()
    drain(deps)
    agent.join()
    assert job(client, job_id).json["state"] == "completed"
    assert [r["status"] for r in puts(zendesk_sim)] == [200, 409, 200, 200]
    assert zendesk_sim.control("GET", f"/_sim/tickets/{tid}")["tags"] == ["escalated",
                                                                           "refunded"]
    assert len(ours(zendesk_sim)) == 1


# ----- an escalation note read back ---------------------------------------------------------

@pytest.fixture
def approvals(tmp_path, monkeypatch):
    """Refunds above 50 USD wait for a person (set before the app is built)."""
    policy = tmp_path / "policy.toml"
    write_policy(policy, "[refunds]\napproval_above = { usd = 5000 }\n")
    monkeypatch.setenv("SURESTEP_POLICY", str(policy))
    monkeypatch.setenv("SURESTEP_OPS_KEYS", OPS_KEYS)


def test_an_escalation_note_whose_answer_was_lost_is_read_back_and_posted_once(
        approvals, client, deps, stripe_sim, zendesk_sim):
    """The read-back finds the note the lost answer posted (the body, with its console link
    put in at send time, is the same on every run) and posts nothing twice."""
    [tid] = new_tickets(zendesk_sim)
    zendesk_sim.fault("drop_after", method="PUT", path=f"/api/v2/tickets/{tid}.json")
    payment = stripe_sim.payment(20000)
    answer = client.post("/v1/refunds", headers=ACME, json={
        "intent_id": "lost-note", "payment_intent": payment["payment_intent"], "amount": 7500,
        "currency": "usd", "ticket_id": str(tid), "customer": {"email": "ana@example.com"}})
    note_intent = f"{answer.json['escalation']['id']}-opened"

    def settled():
        entry = deps.ledger.get("acme", ticket.SINGLE, note_intent)
        return entry is not None and entry.state in ticket.TERMINAL

    drain(deps, done=settled)  # (the 72 h expiry job stays scheduled)
    entry = deps.ledger.get("acme", ticket.SINGLE, note_intent)
    assert entry.state == "completed" and "read back" in entry.result["detail"], entry.result
    [note] = [c for c in zendesk_sim.control("GET", "/_sim/comments")["data"]
              if c["ticket_id"] == tid]
    assert len(puts(zendesk_sim)) == 1
    tags = zendesk_sim.control("GET", f"/_sim/tickets/{tid}")["tags"]
    assert tags and tags == entry.args["tags"]["add"]
    esc_id = answer.json["escalation"]["id"]
    assert note["body"].endswith(f"/console/t/acme/escalations/{esc_id}")
