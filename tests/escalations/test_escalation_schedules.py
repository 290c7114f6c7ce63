"""Generated escalation schedules (issue 24, "What to build" 1): every refund is carried out
once, refused, or open before a person with its proposal, never stuck, whatever the order of
manual escalations, refunds over and under the threshold, outages, approvals, rejections,
provider reversals, redelivered webhooks and retries (``tests/escalations/machine.py``).

The seed is printed first and last; a failure replays with ``SURESTEP_ESCALATION_SEED=<seed>``.
Settings: SURESTEP_ESCALATION_SCHEDULES (default 40), SURESTEP_ESCALATION_STEPS (default 20),
SURESTEP_ESCALATION_REPORT=<path> writes the run's figures as JSON (docs/RELIABILITY.md).
"""

from __future__ import annotations

import json
import logging
import os
import random
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, seed, settings
from hypothesis.stateful import run_state_machine_as_test

from tests.escalations.machine import THRESHOLD, EscalationMachine
from tests.support.ops_helpers import escalation_world

SCHEDULES = int(os.environ.get("SURESTEP_ESCALATION_SCHEDULES", "40"))
STEPS = int(os.environ.get("SURESTEP_ESCALATION_STEPS", "20"))
POLICY = f"""
[refunds]
approval_above = {{ usd = {THRESHOLD} }}
escalate_after_unknown = 2
[escalations]
decisions = "api"  # the machine decides with ops keys on the API
"""


@pytest.fixture(autouse=True)
def world(tmp_path, monkeypatch):
    """The policy, the ops keys and the webhook secrets, set before the app is built."""
    escalation_world(tmp_path, monkeypatch, POLICY)


@pytest.mark.timeout(1200)
def test_no_refund_is_stuck_or_made_twice_under_generated_escalations(client, stripe_sim, rdb,
                                                                     deps):
    chosen = int(os.environ.get("SURESTEP_ESCALATION_SEED") or random.randrange(2**32))
    print(f"\nescalation seed {chosen}: replay with SURESTEP_ESCALATION_SEED={chosen}",
          flush=True)
    figures: Counter = Counter()
    machine = type("Escalations", (EscalationMachine,), {
        "client": client, "sim": stripe_sim, "rdb": rdb, "deps": deps, "figures": figures})
    quiet = logging.getLogger("surestep.http")
    level, quiet.level = quiet.level, logging.WARNING
    try:
        run_state_machine_as_test(seed(chosen)(machine), settings=settings(
            max_examples=SCHEDULES, stateful_step_count=STEPS, deadline=None,
            phases=[Phase.explicit, Phase.generate], database=None, print_blob=True,
            suppress_health_check=list(HealthCheck)))
    finally:
        quiet.setLevel(level)
        report = json.dumps({"seed": chosen, **dict(sorted(figures.items()))}, indent=1)
        print(report, f"\nescalation seed {chosen}", flush=True)
        if os.environ.get("SURESTEP_ESCALATION_REPORT"):
            Path(os.environ["SURESTEP_ESCALATION_REPORT"]).write_text(report + "\n")
    assert figures["schedules"] >= SCHEDULES
