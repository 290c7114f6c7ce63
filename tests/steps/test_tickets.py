"""Ticket updates as jobs, run by RQ in this process (``drain``), against the Zendesk
simulator over real HTTP; assertions on the simulator's own record of comments."""

from __future__ import annotations

import threading
import time

from connectors.zendesk import MARKER, ZendeskClient
from tests.support.constants import ACME, GLOBEX
from tests.support.helpers import drain


def new_tickets(zendesk_sim, count=1):
    return [t["id"] for t in zendesk_sim.control("POST", "/_sim/tickets", {"count": count})["data"]]


def ours(zendesk_sim, marker=None):
    """Comments in the simulator that carry a surestep marker (optionally one marker)."""
    return [c for c in zendesk_sim.control("GET", "/_sim/comments")["data"]
            if MARKER in c["custom"] and (marker is None or c["custom"][MARKER] == marker)]


def update(client, ticket_id, intent="zd-1", headers=ACME, **extra):
    body = {"intent_id": intent, "comment": {"body": "Your refund is on its way.",
                                             "public": True}, **extra}
    return client.post(f"/v1/tickets/{ticket_id}/updates", json=body, headers=headers)


def job(client, job_id, wait=0, headers=ACME):
    return client.get(f"/v1/jobs/{job_id}?wait={wait}", headers=headers)


def test_update_is_queued_then_completed_once_and_replays(client, deps, zendesk_sim):
    [tid] = new_tickets(zendesk_sim)
    first = update(client, tid, status="solved", tags={"add": ["refunded"]},
                   custom_fields=[{"id": 77, "value": "r-1"}])
    assert first.status_code == 202, first.json
    body = first.json
    assert body["state"] == "queued" and body["links"]["wait"].endswith("?wait=25")
    drain(deps)
    done = job(client, body["job_id"]).json
    assert done["state"] == "completed" and done["next"] == "notify_customer"
    [result] = done["results"]
    assert result["ticket_id"] == tid and result["comment_id"]
    [comment] = ours(zendesk_sim)
    assert comment["ticket_id"] == tid and comment["id"] == result["comment_id"]
    ticket = zendesk_sim.control("GET", f"/_sim/tickets/{tid}")
    assert ticket["status"] == "solved" and "refunded" in ticket["tags"]
    assert ticket["custom_fields"] == [{"id": 77, "value": "r-1"}]

    again = update(client, tid, status="solved", tags={"add": ["refunded"]},
                   custom_fields=[{"id": 77, "value": "r-1"}])
    assert again.status_code == 200 and again.json["replayed"] is True
    assert again.headers["Idempotent-Replayed"] == "true"
    assert deps.queue.count == 0 and len(ours(zendesk_sim)) == 1


def test_same_intent_other_comment_is_422_and_nothing_queued(client, deps, zendesk_sim, rdb):
    [tid] = new_tickets(zendesk_sim)
    update(client, tid)
    response = client.post(f"/v1/tickets/{tid}/updates", headers=ACME,
                           json={"intent_id": "zd-1", "comment": {"body": "other"}})
    assert response.status_code == 422 and "comment" in response.json["errors"]
    assert deps.queue.count == 1  # only the first request's run


def test_bad_ticket_update_input_changes_nothing(client, rdb, zendesk_sim):
    cases = [({"comment": {"body": "x"}}, "intent_id"),
             ({"intent_id": "a", "comment": {"body": ""}}, "comment"),
             ({"intent_id": "a", "comment": {"body": "x"}, "status": "done"}, "status"),
             ({"intent_id": "a", "comment": {"body": "x"}, "wait": 26}, "wait"),
             ({"intent_id": "a", "comment": {"body": "x"}, "resume_url": "ftp://x"}, "resume_url"),
             ({"intent_id": "a", "comment": {"body": "x"}, "group_id": "7"}, "group_id")]
    for body, field in cases:
        response = client.post("/v1/tickets/5/updates", json=body, headers=ACME)
        assert response.status_code == 422 and field in response.json["errors"], body
    bulk = client.post("/v1/tickets/updates", headers=ACME, json={
        "intent_id": "b", "comment": {"body": "x"}, "ticket_ids": list(range(1, 102))})
    assert bulk.status_code == 422 and "ticket_ids" in bulk.json["errors"]
    assert rdb.dbsize() == 0 and zendesk_sim.requests() == []


def test_drop_after_commit_is_read_back_not_resent(client, deps, zendesk_sim):
    [tid] = new_tickets(zendesk_sim)
    zendesk_sim.fault("drop_after", method="PUT", path=f"/api/v2/tickets/{tid}.json")
    job_id = update(client, tid, safe_update=False).json["job_id"]
    drain(deps)
    done = job(client, job_id).json
    assert done["state"] == "completed" and done["verified"] is True
    assert "read back" in done["detail"]
    assert len(ours(zendesk_sim)) == 1
    puts = zendesk_sim.requests("PUT")
    assert len(puts) == 1  # the read-back found it: nothing was sent twice


def test_error_after_commit_is_read_back_too(client, deps, zendesk_sim):
    [tid] = new_tickets(zendesk_sim)
    zendesk_sim.fault("error_after", method="PUT")
    job_id = update(client, tid).json["job_id"]
    drain(deps)
    assert job(client, job_id).json["state"] == "completed"
    assert len(ours(zendesk_sim)) == 1 and len(zendesk_sim.requests("PUT")) == 1


def test_dropped_before_commit_is_sent_again_once(client, deps, zendesk_sim):
    [tid] = new_tickets(zendesk_sim)
    zendesk_sim.fault("drop_before", method="PUT")
    job_id = update(client, tid).json["job_id"]
    drain(deps)
    assert job(client, job_id).json["state"] == "completed"
    assert len(ours(zendesk_sim)) == 1 and len(zendesk_sim.requests("PUT")) == 2


def test_safe_update_conflict_is_reread_and_reapplied_once(client, deps, zendesk_sim):
    """An agent's edit lands while our stamped PUT is held in the simulator (only ours carries
    ``updated_stamp``): the edit is sent once ours is seen in flight, not after a fixed sleep
    that a busy machine outruns. ``updated_at`` is whole seconds, and an edit in the second of
    the stamp leaves it as it was (Zendesk's safe_update cannot see it): so Zendesk's clock is
    moved a second past the ticket's creation first."""
    [tid] = new_tickets(zendesk_sim)
    zendesk_sim.advance(1.0)
    zendesk_sim.fault("latency", method="PUT", body_contains="updated_stamp", delay_s=0.6)
    other = ZendeskClient(zendesk_sim.url, timeout_s=5, email="a@b.c", api_token="t")

    def agent_edits_meanwhile():
        deadline = time.monotonic() + 20
        while not [r for r in zendesk_sim.requests("PUT") if r["status"] is None]:
            assert time.monotonic() < deadline, "our PUT never reached the simulator"
            time.sleep(0.01)
        other.update_ticket(tid, {"comment": {"body": "An agent replied meanwhile."}})

    editor = threading.Thread(target=agent_edits_meanwhile)
    job_id = update(client, tid).json["job_id"]
    editor.start()
    drain(deps)
    editor.join()
    other.close()
    done = job(client, job_id).json
    assert done["state"] == "completed"
    conflicts = [r for r in zendesk_sim.requests("PUT") if r["status"] == 409]
    assert len(conflicts) == 1
    assert len(ours(zendesk_sim)) == 1


def test_bulk_update_polls_the_job_and_reports_each_ticket(client, deps, zendesk_sim):
    """Zendesk's job runs until the simulator's clock passes its duration, which only this test
    moves: the step polls while the job is queued, reports no ticket before it is done, then one
    result per ticket. No poll is counted against the wall clock."""
    ids = new_tickets(zendesk_sim, 3)
    zendesk_sim.control("POST", "/_sim/config", {"job_duration_s": 3600,
                                                 "fail_ticket_ids": [ids[1]]})
    response = client.post("/v1/tickets/updates", headers=ACME, json={
        "intent_id": "bulk-1", "ticket_ids": ids, "comment": {"body": "Bulk note",
                                                             "public": False}})
    assert response.status_code == 202

    def polls():
        return zendesk_sim.requests("GET", "/api/v2/job_statuses/")

    drain(deps, done=lambda: len(polls()) >= 1)
    running = job(client, response.json["job_id"]).json
    assert running["state"] == "working" and not running.get("results"), running
    assert ours(zendesk_sim) == []
    zendesk_sim.advance(3600)
    drain(deps)
    done = job(client, response.json["job_id"]).json
    assert done["state"] == "failed" and done["next"] == "escalate"
    states = {r["ticket_id"]: r["state"] for r in done["results"]}
    assert states == {ids[0]: "completed", ids[1]: "failed", ids[2]: "completed"}
    assert "closed" in [r for r in done["results"] if r["ticket_id"] == ids[1]][0]["error"]
    assert len(polls()) >= 2  # one answered queued, the last completed
    assert sorted(c["ticket_id"] for c in ours(zendesk_sim)) == [ids[0], ids[2]]
    assert len(zendesk_sim.requests("PUT")) == 1


def test_jobs_are_tenant_scoped(client, deps, zendesk_sim):
    [tid] = new_tickets(zendesk_sim)
    job_id = update(client, tid).json["job_id"]
    assert job(client, job_id, headers=GLOBEX).status_code == 404
    assert client.get("/v1/intents/zd-1", headers=ACME).json["steps"][0]["step"] == "ticket_update"
