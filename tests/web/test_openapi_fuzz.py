"""The OpenAPI document is the API: Schemathesis fuzzes every operation of the real app.

The app runs on loopback (``tests.support.helpers.LiveServer``) with the real Redis and the provider
simulators; Schemathesis (its CLI, as a subprocess: its pytest plugin does not work with our
pytest) reads ``/openapi.json`` from it and runs every check on every operation, with a flow's
key and, for the decisions that only a person may take, an ops key. Any failure fails the test,
and the number of cases sent is printed.

Network safety: every URL a case carries (``resume_url``, ``target_url``) is generated, so none
may be called. Nothing here calls one: no RQ worker runs (deliveries and ticket jobs are only
queued; only ``tests.support.helpers.drain`` would run them, and this test never does, as its last
assertions check), ``SURESTEP_ALLOWED_TARGETS`` is loopback only, and a host name is never
resolved when a URL is accepted (``service.events.outbound``). The providers are the simulators
on 127.0.0.1.

Bounded in time: ``MAX_EXAMPLES`` cases per operation and phase, and ``MAX_TIME_S`` (90 s) for
the whole run, which fuzzing and the stateful phase fill; about 95 s in all with the app's start.
``SURESTEP_FUZZ_EXAMPLES`` raises the count for a longer local run.

Reproducible: the run's seed is printed on every run and named in a failure's message. It is
``SEED`` unless ``SURESTEP_FUZZ_SEED`` says otherwise (a number, or ``random`` for a fresh one
each run, to explore). A fixed seed keeps ``make test`` from failing for a reason that is not
in the change under test; exploring with ``random`` is how new failures are found, and each one
found becomes a fix and, where it needs one, a named test.
"""

from __future__ import annotations

import os
import random
import re
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

from tests.support.guard_helpers import OPS_KEYS, api_decisions

ROOT = Path(__file__).resolve().parents[2]
MAX_EXAMPLES = int(os.environ.get("SURESTEP_FUZZ_EXAMPLES", "15"))
MAX_TIME_S = 90
SEED = 20261202


def run_seed() -> int:
    chosen = os.environ.get("SURESTEP_FUZZ_SEED", "")
    if chosen == "random":
        return random.SystemRandom().randrange(2**31)
    return int(chosen) if chosen else SEED
FLOW_KEY = "key_acme"
OPS_KEY = "ops_alice"  # acme's person: approve and reject are theirs (a flow key is 403)

# The run's settings. Besides these, the only exclusions are tests/web/openapi_fuzz_hooks.py's
# (refusals of a schema-valid body that no document can predict, each named there).
CONFIG = f"""
[generation]
max-examples = {MAX_EXAMPLES}

# A body over 64 KiB is refused whole (413, documented on every operation with a body) before it
# is parsed: a limit in bytes, which JSON Schema cannot state (maxLength counts characters, and
# a 65,000-character comment of 3-byte characters is 190 KiB). So 413 is an answer to a valid
# body as much as to an invalid one; the defaults are kept otherwise.
[checks.positive_data_acceptance]
expected-statuses = ["2xx", "3xx", "401", "403", "404", "409", "413", "429", "5xx"]

[checks.negative_data_rejection]
expected-statuses = ["400", "401", "403", "404", "405", "406", "409", "413", "415", "422", "428",
                     "429", "5xx"]

[[operations]]
include-path-regex = "^/v1/escalations/[^/]+/(approve|reject)$"
headers = {{ Authorization = "Bearer {OPS_KEY}" }}

# Managing accounts is a person's too. Network safety: SURESTEP_ACCOUNTS_KEY is not set here, so
# every add is refused (503 accounts-locked) before its credentials' read, which would call the
# generated api_base / shop_url / base_url (service.accounts.manage.add seals first).
[[operations]]
include-path-regex = "^/v1/accounts"
headers = {{ Authorization = "Bearer {OPS_KEY}" }}
"""


@pytest.fixture
def env(env, monkeypatch, tmp_path):  # the conftest's, with ops keys and a loopback-only allow-list
    monkeypatch.setenv("SURESTEP_OPS_KEYS", OPS_KEYS)
    api_decisions(tmp_path, monkeypatch)  # approve and reject decide, so they are fuzzed deciding
    monkeypatch.setenv("SURESTEP_ALLOWED_TARGETS", "127.0.0.1,::1,localhost")
    monkeypatch.setenv("SURESTEP_LOG_LEVEL", "WARNING")  # thousands of requests
    monkeypatch.delenv("SURESTEP_ACCOUNTS_KEY", raising=False)  # no add reaches its URL
    return env


def count_cases(summary: str) -> int:
    """The cases Schemathesis sent, from its summary ("Test cases: 10610 generated, ...")."""
    found = re.search(r"Test cases:\s*([0-9]+) generated", summary)
    return int(found.group(1)) if found else 0


def failures_of(stdout: str) -> str:
    """Schemathesis's FAILURES section, the part a reader needs first."""
    start = stdout.find("FAILURES")
    return stdout[start:start + 8000] if start >= 0 else "(no FAILURES section)"


def test_schemathesis_finds_no_failure(live, deps, tmp_path: Path, capsys):
    config = tmp_path / "schemathesis.toml"
    config.write_text(CONFIG)
    excluded = tmp_path / "excluded.txt"
    seed = run_seed()
    started = time.monotonic()
    run = subprocess.run(
        [str(Path(sys.executable).with_name("st")), "--no-color", "--config-file", str(config),
         "run", f"{live.url}/openapi.json", "--checks", "all", "--max-time", str(MAX_TIME_S),
         "--seed", str(seed),
         "--header", f"Authorization: Bearer {FLOW_KEY}", "--request-timeout", "30",
         # the long polls (GET /v1/jobs/{id}?wait=, a ticket update's wait) hold up to 25 s
         "--max-response-time", "30"],
        capture_output=True, text=True, timeout=MAX_TIME_S + 60,
        cwd=tmp_path,  # its example cache (.schemathesis/) stays out of the repository
        env={**os.environ, "SCHEMATHESIS_HOOKS": "tests.web.openapi_fuzz_hooks",
             "PYTHONPATH": str(ROOT), "SURESTEP_FUZZ_EXCLUDED": str(excluded)})
    elapsed = time.monotonic() - started
    (tmp_path / "stdout.txt").write_text(run.stdout + run.stderr)
    cases = count_cases(run.stdout)
    reasons = Counter(excluded.read_text().splitlines() if excluded.exists() else [])
    with capsys.disabled():  # printed on every run, not only on a failure
        print(f"\nschemathesis: seed {seed}, {cases} cases in {elapsed:.0f} s, "
              f"exit {run.returncode}; "
              f"refusals by design left out (tests/web/openapi_fuzz_hooks.py): "
              f"{dict(reasons) or 'none'}")
    assert run.returncode == 0, (
        f"seed {seed} (rerun: SURESTEP_FUZZ_SEED={seed}); failures first:\n"
        + failures_of(run.stdout) + "\n--- the run's output ---\n"
        + run.stdout[-20000:] + run.stderr[-5000:])
    assert cases > 100, run.stdout[-5000:]  # it really ran (how many: the machine's speed)
    # Network safety: ticket jobs and deliveries to the generated URLs were queued, none ran.
    assert deps.queue.count > 0
    assert deps.queue.finished_job_registry.count == deps.queue.failed_job_registry.count == 0
    assert deps.queue.started_job_registry.count == 0
