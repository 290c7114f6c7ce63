"""A ticket write that reaches Zendesk late (held in the network past our timeout and past the
read-back) lands before our re-send: the re-send's safe_update stamp is then stale and Zendesk
answers 409. The conflict must be read back (it may be our own late write), not re-applied:
exactly one comment. The chaos proxy holds each PUT for a set time, so the order is fixed."""

from __future__ import annotations

import pytest

from service.web.app import create_app
from tests.steps.test_tickets import new_tickets, ours, update
from tests.support.chaos_helpers import ChaosProxy
from tests.support.constants import ACME
from tests.support.helpers import drain

pytestmark = pytest.mark.slow


@pytest.fixture
def late_app(env, rdb, zendesk_sim, monkeypatch):
    proxy = ChaosProxy(zendesk_sim.url)
    for name, value in {"ZENDESK_BASE_URL": proxy.url, "SURESTEP_PROVIDER_TIMEOUT_S": "2",
                        "SURESTEP_READBACK_DELAY_S": "0.5"}.items():
        monkeypatch.setenv(name, value)  # the jobs (run here by drain) read the environment
    app = create_app()
    yield app, proxy
    app.extensions["surestep"].close()
    proxy.close()


def test_a_late_first_write_and_a_conflicting_resend_leave_one_comment(late_app, zendesk_sim):
    app, proxy = late_app
    client, deps = app.test_client(), app.extensions["surestep"]
    [tid] = new_tickets(zendesk_sim)
    # First PUT: held 3.8 s. We time out at 2 s and read back 0.5 s later (RQ's scheduler
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
