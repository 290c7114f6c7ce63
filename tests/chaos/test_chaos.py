"""The chaos suite: at least 500 generated fault schedules per run, against real processes.

Each Hypothesis example is one fault schedule (see ``tests/chaos/machine.py``). The seed is
printed first; a failure replays with ``SURESTEP_CHAOS_SEED=<seed> make chaos``. Settings:
SURESTEP_CHAOS_SCHEDULES (default 500), SURESTEP_CHAOS_STEPS (steps per schedule, default 8),
SURESTEP_CHAOS_SHRINK=1 to shrink a failure to a minimal schedule (slow: every shrink step runs
real processes), SURESTEP_CHAOS_REPORT=<path> to write the run's figures as JSON,
SURESTEP_CHAOS_LOG_LEVEL=info to have the rig's processes log (the worker's to rq-worker.log in
the rig's directory under pytest's basetemp; default critical).
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, seed, settings
from hypothesis.stateful import run_state_machine_as_test

from tests.chaos.machine import ChaosMachine
from tests.chaos.records import final_check
from tests.chaos.report import Report
from tests.chaos.rig import Rig
from tests.support.shards import shards

pytestmark = [pytest.mark.slow, pytest.mark.chaos]
SCHEDULES = int(os.environ.get("SURESTEP_CHAOS_SCHEDULES", "500"))
STEPS = int(os.environ.get("SURESTEP_CHAOS_STEPS", "8"))
SHARDS = shards("chaos", SCHEDULES, parallel=4)  # under pytest -n: tests/support/shards.py


@pytest.fixture(scope="module")
def rig(tmp_path_factory):
    rig = Rig(tmp_path_factory.mktemp("chaos"))
    yield rig
    rig.close()


@pytest.mark.timeout(3600)
@pytest.mark.parametrize("shard", SHARDS, ids=lambda shard: shard.id)
def test_no_duplicate_and_no_lie_under_generated_fault_schedules(rig, shard):
    chosen = shard.seed()
    print(f"\nchaos seed {chosen} ({shard.schedules} schedules, {shard.id}): replay with "
          f"{shard.replay(chosen)}", flush=True)
    report = Report(seed=chosen)
    phases = [Phase.explicit, Phase.generate]
    if os.environ.get("SURESTEP_CHAOS_SHRINK") == "1":
        phases.append(Phase.shrink)
    machine = type("Chaos", (ChaosMachine,), {"rig": rig, "report": report})
    try:
        run_state_machine_as_test(seed(chosen)(machine), settings=settings(
            max_examples=shard.schedules, stateful_step_count=STEPS, deadline=None, phases=phases,
            database=None, print_blob=True,
            suppress_health_check=list(HealthCheck)))
    finally:
        print(report.dumps(), flush=True)
        if os.environ.get("SURESTEP_CHAOS_REPORT"):
            Path(os.environ["SURESTEP_CHAOS_REPORT"]).write_text(report.dumps() + "\n")
        print(f"chaos seed {chosen}: {shard.replay(chosen)}", flush=True)
    for proxy in rig.proxies.values():  # anything still in flight lands, a stale job runs,
        proxy.wait_idle()               # then the whole run is checked again
    time.sleep(1.0)
    final_check(rig, report.all_intents)
    assert report.schedules >= shard.schedules
