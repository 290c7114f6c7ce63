"""The Make ticket modules end to end: Post a Ticket Update, Post a Bulk Ticket Update and Wait
for a Job, rendered by tests.integrations.make.make_iml and sent to the service on a real HTTP server with the
Zendesk simulator behind it. Jobs run on RQ in this process (``drain``), as a worker would;
assertions are made on the simulator's own record of comments and tickets.
"""

from __future__ import annotations

import threading
import time

import httpx
import pytest

from connectors.zendesk import MARKER
from tests.integrations.make.make_app import MakeApp, MakeError, run_module, shape_diff
from tests.support.helpers import drain

APP = MakeApp.load()


@pytest.fixture
def http():
    with httpx.Client(timeout=40) as client:
        yield client


@pytest.fixture
def connection(live):
    return {"baseUrl": live.url, "apiKey": "key_acme"}


def new_tickets(zendesk_sim, count=1) -> list[int]:
    return [t["id"] for t in zendesk_sim.control("POST", "/_sim/tickets", {"count": count})["data"]]


def our_comments(zendesk_sim) -> list[dict]:
    return [c for c in zendesk_sim.control("GET", "/_sim/comments")["data"] if MARKER in c["custom"]]


def update_params(ticket_id: int, wait: int = 0, **extra) -> dict:
    """What a builder maps into Post a Ticket Update after a completed refund."""
    return {"ticket_id": ticket_id, "intent_id": f"zendesk-{ticket_id}-refund-done",
            "comment": {"body": "Your refund of 12.00 USD is on its way.", "public": True},
            "status": "solved", "tags": {"add": ["refunded"]},
            "custom_fields": [{"id": 77, "value": "re_123"}], "wait": wait, **extra}


def run(module_id, params, connection, http):
    return run_module(APP, module_id, params, connection, http)


def test_update_queued_then_waited_for_then_rerun_as_a_replay(connection, http, deps, zendesk_sim):
    [tid] = new_tickets(zendesk_sim)
    queued = run("postTicketUpdate", update_params(tid), connection, http)
    assert queued.status == 202 and queued.output["state"] == "queued"
    drain(deps)
    done = run("waitForJob", {"job_id": queued.output["job_id"], "wait": 25,
                              "if_still_running": "output"}, connection, http).output
    assert done["state"] == "completed" and done["next"] == "notify_customer"
    [comment] = our_comments(zendesk_sim)
    assert done["results"][0]["comment_id"] == comment["id"] and comment["ticket_id"] == tid
    ticket = zendesk_sim.control("GET", f"/_sim/tickets/{tid}")
    assert ticket["status"] == "solved" and "refunded" in ticket["tags"]
    assert ticket["custom_fields"] == [{"id": 77, "value": "re_123"}]
    assert shape_diff(done, APP.modules["waitForJob"].samples) == []

    again = run("postTicketUpdate", update_params(tid), connection, http).output
    assert again["replayed"] is True and again["job_id"] == done["job_id"]
    assert deps.queue.count == 0 and len(our_comments(zendesk_sim)) == 1


def test_update_with_wait_returns_the_final_result(connection, http, deps, zendesk_sim):
    """wait=10: the module's single request is held until the job ends (well inside 40 s)."""
    [tid] = new_tickets(zendesk_sim)
    result: dict = {}

    def post() -> None:
        with httpx.Client(timeout=40) as own:
            result["run"] = run("postTicketUpdate", update_params(tid, wait=10), connection, own)

    poster = threading.Thread(target=post)
    started = time.monotonic()
    poster.start()
    while not deps.queue.count and poster.is_alive():
        time.sleep(0.02)
    drain(deps)  # the worker, in this (main) thread: RQ installs signal handlers
    poster.join(timeout=15)
    done = result["run"]
    assert done.status == 200 and done.output["state"] == "completed"
    assert time.monotonic() - started < 10  # answered when the job ended, not at the deadline
    assert shape_diff(done.output, APP.modules["postTicketUpdate"].samples) == []
    assert len(our_comments(zendesk_sim)) == 1


def test_bulk_update_reports_each_ticket(connection, http, deps, zendesk_sim):
    ids = new_tickets(zendesk_sim, 3)
    zendesk_sim.control("POST", "/_sim/config", {"job_duration_s": 0.5})
    params = {"ticket_ids": ids, "intent_id": "policy-notice-batch-7", "wait": 0,
              "comment": {"body": "Our refund policy changed.", "public": False}}
    queued = run("postBulkTicketUpdate", params, connection, http).output
    drain(deps)
    done = run("waitForJob", {"job_id": queued["job_id"], "wait": 25}, connection, http).output
    assert done["state"] == "completed"
    assert sorted(r["ticket_id"] for r in done["results"]) == sorted(ids)
    assert sorted(c["ticket_id"] for c in our_comments(zendesk_sim)) == sorted(ids)
    assert shape_diff(done, APP.modules["postBulkTicketUpdate"].samples) == []
    assert run("postBulkTicketUpdate", params, connection, http).output["replayed"] is True
    assert len(zendesk_sim.requests("PUT")) == 1


def test_wait_for_a_job_still_running(connection, http, deps, zendesk_sim):
    [tid] = new_tickets(zendesk_sim)
    job_id = run("postTicketUpdate", update_params(tid), connection, http).output["job_id"]
    # No worker yet: the job stays queued through the wait, which the service honours.
    started = time.monotonic()
    as_is = run("waitForJob", {"job_id": job_id, "wait": 1, "if_still_running": "output"},
                connection, http).output
    assert as_is["state"] == "queued" and 1 <= time.monotonic() - started < 5
    with pytest.raises(MakeError) as later:
        run("waitForJob", {"job_id": job_id, "wait": 0, "if_still_running": "retry"},
            connection, http)
    assert later.value.type == "RateLimitError" and "still queued" in later.value.message
    drain(deps)
    done = run("waitForJob", {"job_id": job_id, "wait": 0, "if_still_running": "retry"},
               connection, http).output
    assert done["state"] == "completed" and len(our_comments(zendesk_sim)) == 1


def test_bad_ticket_input_is_a_data_error_and_queues_nothing(connection, http, deps, zendesk_sim):
    [tid] = new_tickets(zendesk_sim)
    with pytest.raises(MakeError) as error:
        run("postTicketUpdate", update_params(tid, comment={"body": ""}), connection, http)
    assert error.value.type == "DataError" and "Fields: comment." in error.value.message
    assert deps.queue.count == 0 and zendesk_sim.requests() == []


def test_waiting_for_an_unknown_job_is_a_data_error(connection, http):
    with pytest.raises(MakeError) as error:
        run("waitForJob", {"job_id": "job_nope", "wait": 0}, connection, http)
    assert error.value.type == "DataError" and error.value.status == 404
