"""The hostile-flow suite: at least 300 generated schedules of flows that lie to the refund step
(issue 13), each checked on the Stripe simulator's own record after every step.

Each Hypothesis example is one schedule (``tests/hostile/machine.py``) against the app in this
process (the Flask test client, and a threaded live server for concurrent requests) and the
session's Stripe simulator, under one fixed hostile policy (``tests/hostile/world.py``). The
seed is printed first and last; a failure replays with ``SURESTEP_HOSTILE_SEED=<seed> make
hostile``. Settings: SURESTEP_HOSTILE_SCHEDULES (default 300), SURESTEP_HOSTILE_STEPS (steps per
schedule, default 15), SURESTEP_HOSTILE_SHRINK=1 to shrink a failure to a minimal schedule,
SURESTEP_HOSTILE_REPORT=<path> to write the run's figures as JSON.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, seed, settings
from hypothesis.stateful import run_state_machine_as_test

from tests.hostile.flows import Report
from tests.hostile.machine import HostileMachine
from tests.hostile.world import POLICY
from tests.support.guard_helpers import write_policy
from tests.support.shards import shards

pytestmark = [pytest.mark.hostile]
SCHEDULES = int(os.environ.get("SURESTEP_HOSTILE_SCHEDULES", "300"))
STEPS = int(os.environ.get("SURESTEP_HOSTILE_STEPS", "15"))
SHARDS = shards("hostile", SCHEDULES, parallel=2)  # under pytest -n: tests/support/shards.py


@pytest.fixture(autouse=True)
def policy(tmp_path, monkeypatch):
    """The hostile policy, written before the app is built (autouse fixtures come first)."""
    path = tmp_path / "policy.toml"
    write_policy(path, POLICY)
    monkeypatch.setenv("SURESTEP_POLICY", str(path))


@pytest.mark.timeout(1800)
@pytest.mark.parametrize("shard", SHARDS, ids=lambda shard: shard.id)
def test_no_refund_the_rules_forbid_under_generated_hostile_flows(client, live, stripe_sim,
                                                                  rdb, deps, shard):
    chosen = shard.seed()
    print(f"\nhostile seed {chosen} ({shard.schedules} schedules, {shard.id}): replay with "
          f"{shard.replay(chosen)}", flush=True)
    report = Report(seed=chosen)
    quiet = logging.getLogger("surestep.http")  # one line per request: thousands, in-process
    level, quiet.level = quiet.level, logging.WARNING
    phases = [Phase.explicit, Phase.generate]
    if os.environ.get("SURESTEP_HOSTILE_SHRINK") == "1":
        phases.append(Phase.shrink)
    machine = type("Hostile", (HostileMachine,), {
        "client": client, "live": live, "sim": stripe_sim, "rdb": rdb, "deps": deps,
        "report": report})
    try:
        run_state_machine_as_test(seed(chosen)(machine), settings=settings(
            max_examples=shard.schedules, stateful_step_count=STEPS, deadline=None, phases=phases,
            database=None, print_blob=True, suppress_health_check=list(HealthCheck)))
    finally:
        quiet.setLevel(level)
        print(report.dumps(), flush=True)
        if os.environ.get("SURESTEP_HOSTILE_REPORT"):
            Path(os.environ["SURESTEP_HOSTILE_REPORT"]).write_text(report.dumps() + "\n")
        print(f"hostile seed {chosen}: {shard.replay(chosen)}", flush=True)
    assert report.schedules >= shard.schedules
