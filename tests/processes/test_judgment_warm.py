"""A gunicorn worker builds what the judgment builds on first use before it takes a request,
when ``[judgment]`` is on (service.judgment.warming, ``post_worker_init``), and says so in one
log line; without it, nothing is built and nothing said."""

from __future__ import annotations

import json

import pytest

from tests.processes.test_gunicorn_logs import serve_and_call
from tests.support.guard_helpers import write_policy

pytestmark = pytest.mark.slow


def warmed(lines: list[str]) -> list[dict]:
    parsed = [json.loads(line) for line in lines if line.startswith("{")]
    return [line for line in parsed if line.get("event") == "judgment_warmed"]


def test_a_worker_warms_the_judgment_before_its_first_request_when_it_is_on(env, tmp_path):
    policy = tmp_path / "policy.toml"
    write_policy(policy, "[judgment]\nenabled = true\n")
    lines = serve_and_call({**env, "SURESTEP_POLICY": str(policy)}, tmp_path, "info", None)
    [line] = warmed(lines)  # one worker (WEB_CONCURRENCY=1), once
    assert line["logger"] == "surestep.judgment" and 0 < line["seconds"] < 60, line
    # before the worker answered anything: its line comes before the first request's
    first_request = next(i for i, text in enumerate(lines) if '"event": "request"' in text)
    assert lines.index(next(t for t in lines if '"judgment_warmed"' in t)) < first_request


def test_nothing_is_warmed_when_the_judgment_is_off(env, tmp_path):
    assert warmed(serve_and_call(env, tmp_path, "info", None)) == []
