"""A ticket write that reaches Zendesk late (held in the network past our timeout) must never
make the update's comment appear twice, wherever it lands in the look before a re-send.

The chaos proxy holds a PUT for a set time and lets it land late (``latency``), and passes an
answer on late after Zendesk served it (``slow_response``), so each order below is fixed by the
delays, not by luck; the simulator's own records say how many comments the ticket holds.

- Landing after the re-send's stamp was read: the stamp is older than the write, so the re-send
  is refused (409) and read back, not re-applied.
- Landing between the read-back and the stamp's read (the chaos suite's double post): the stamp
  is read first now, so the write is after it, and the same 409 catches it.
- Landing in the same second as the stamp (``updated_at`` is whole seconds, and Zendesk's
  safe_update cannot tell two updates in one second apart): the audits are read back only once
  Zendesk's clock (its ``Date``) has left the stamp's second, so the read-back sees the write.
"""

from __future__ import annotations

import math
import time

import pytest

from connectors.zendesk import ZendeskClient
from service.web.app import create_app
from tests.steps.test_tickets import new_tickets, ours, update
from tests.support.chaos_helpers import ChaosProxy
from tests.support.constants import ACME
from tests.support.helpers import drain

pytestmark = pytest.mark.slow


@pytest.fixture
def late_app(env, rdb, zendesk_sim, monkeypatch):
    """The app with Zendesk behind a chaos proxy; ``make(timeout_s, readback_s)`` builds it."""
    made = []

    def make(timeout_s: float, readback_s: float):
        proxy = ChaosProxy(zendesk_sim.url)
        for name, value in {"ZENDESK_BASE_URL": proxy.url,
                            "SURESTEP_PROVIDER_TIMEOUT_S": str(timeout_s),
                            "SURESTEP_READBACK_DELAY_S": str(readback_s)}.items():
            monkeypatch.setenv(name, value)  # the jobs (run here by drain) read the environment
        app = create_app()
        made.append((app, proxy))
        return app, proxy

    yield make
    for app, proxy in made:
        app.extensions["surestep"].close()
        proxy.close()


def test_a_late_first_write_and_a_conflicting_resend_leave_one_comment(late_app, zendesk_sim):
    app, proxy = late_app(2, 0.5)
    client, deps = app.test_client(), app.extensions["surestep"]
    [tid] = new_tickets(zendesk_sim)
    # First PUT: held 3.8 s. We time out at 2 s and look again 0.5 s later (RQ's scheduler
    # rounds that up to at most ~1.5 s): nothing yet. The second PUT, sent at 2.5-3.5 s, is held
    # 1.6 s, so it reaches Zendesk after the first one landed, and its answer (409) comes back
    # within our 2 s timeout.
    proxy.fault("latency", method="PUT", delay_s=3.8, times=1)
    proxy.fault("latency", method="PUT", delay_s=1.6, times=1)
    job_id = update(client, tid, intent="late-1").json["job_id"]
    drain(deps, timeout_s=30)
    proxy.wait_idle()
    puts = [e for e in proxy.log(method="PUT")]
    assert [e["fault"] for e in puts][:2] == ["latency", "latency"], puts
    assert puts[1]["upstream_status"] == 409, puts  # the re-send met the late write's stamp
    assert len(ours(zendesk_sim)) == 1, ours(zendesk_sim)
    answer = client.get(f"/v1/jobs/{job_id}", headers=ACME).json
    assert answer["state"] == "completed", answer


def test_a_write_landing_between_the_read_back_and_the_stamp_is_not_posted_again(late_app,
                                                                                 zendesk_sim):
    """The first PUT is held 5 s; we time out at 3 s and look 0.2 s later (at 3.2-4.3 s, RQ's
    scheduler rounding to whole seconds). The audits read of that look reaches Zendesk before
    the write lands and its answer is held 2.5 s, past the landing (and within our timeout).
    Read back first and the stamp after (as before), the stamp took the write in and the
    re-send was accepted: two comments. Stamp first, the re-send carries the older stamp."""
    app, proxy = late_app(3, 0.2)
    client, deps = app.test_client(), app.extensions["surestep"]
    [tid] = new_tickets(zendesk_sim)
    proxy.fault("latency", method="PUT", delay_s=5.0, times=1)
    proxy.fault("slow_response", method="GET", path=f"/api/v2/tickets/{tid}/audits.json",
                delay_s=2.5, times=1)
    job_id = update(client, tid, intent="late-2").json["job_id"]
    drain(deps, timeout_s=40)
    proxy.wait_idle()
    [first, *resends] = proxy.log(method="PUT")
    assert first["fault"] == "latency" and first["upstream_status"] == 200, first
    [audits] = [e for e in proxy.log(method="GET", path=f"/api/v2/tickets/{tid}/audits.json")
                if e["fault"] == "slow_response"]
    assert audits["at"] < first["at"] + 5.0 < audits["at"] + 2.5  # the order the test needs
    assert [e["upstream_status"] for e in resends] == [409], resends  # refused, then read back
    comments = ours(zendesk_sim)
    assert len(comments) == 1, comments  # the simulator's own record: one comment
    answer = client.get(f"/v1/jobs/{job_id}", headers=ACME).json
    assert answer["state"] == "completed" and answer["verified"] is True, answer
    assert answer["results"][0]["comment_id"] == comments[0]["id"]


def test_a_write_landing_in_the_stamps_own_second_is_not_posted_again(late_app, zendesk_sim):
    """``safe_update: false``: the first PUT carries no stamp and is held 6 s (we time out at
    3 s). Just before it lands, Zendesk's clock is set at the start of a second, an agent updates
    the ticket (its ``updated_at`` is that second), and our look runs: the stamp it reads is
    that second, and the write lands in it too, after an early read-back would have been
    served, and leaves ``updated_at`` as it was. A re-send on that stamp would be accepted: the
    read-back waits until Zendesk's ``Date`` is past the stamp's second, and finds the write."""
    app, proxy = late_app(3, 0.2)
    client, deps = app.test_client(), app.extensions["surestep"]
    [tid] = new_tickets(zendesk_sim)
    proxy.fault("latency", method="PUT", delay_s=6.0, times=1)
    proxy.fault("slow_response", method="GET", path=f"/api/v2/tickets/{tid}/audits.json",
                delay_s=1.0, times=1)  # an early read-back's answer comes after the landing
    job_id = update(client, tid, intent="late-3", safe_update=False).json["job_id"]
    drain(deps, done=lambda: bool(proxy.log(method="PUT")), timeout_s=20)  # the first run
    lands = proxy.log(method="PUT")[0]["at"] + 6.0
    time.sleep(max(0.0, lands - 0.85 - time.time()))
    now = zendesk_sim.control("GET", "/_sim/clock")["now"]
    zendesk_sim.advance(math.ceil(now) - now)  # a second of Zendesk's clock starts now
    agent = ZendeskClient(zendesk_sim.url, timeout_s=5, email="a@b.c", api_token="t")
    stamp = agent.update_ticket(tid, {"comment": {"body": "An agent replied."}}).updated_at
    agent.close()
    drain(deps, timeout_s=30)
    proxy.wait_idle()
    comments = ours(zendesk_sim)
    assert len(comments) == 1, comments  # the simulator's own record: one comment
    ticket = zendesk_sim.control("GET", f"/_sim/tickets/{tid}")
    assert ticket["updated_at"] == stamp  # the write landed in the agent's second
    assert len(proxy.log(method="PUT")) == 1  # never sent again
    answer = client.get(f"/v1/jobs/{job_id}", headers=ACME).json
    assert answer["state"] == "completed" and answer["verified"] is True, answer
