"""`make run` (sandbox.devrun, which `surestep dev` runs) as a developer uses it: Ctrl-C stops
the API and the worker before Redis, so the next start has a working scheduler at once, and a
start that fails stops everything it had started; the banner's first hour (the console's URL
and the line to sign in with, an escalation made by its own curl, and with `make run
POLICY=demo` the demo tickets judged allow, ask and block). Real processes, loopback only."""

from __future__ import annotations

import os
import re
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
import redis
from rq import Queue
from rq.job import Job

from sandbox.simulators import demo
from service import tasks
from tests.support.helpers import free_port

pytestmark = [pytest.mark.slow, pytest.mark.timeout(300)]


def _start(var: Path, out: Path, **extra: str) -> subprocess.Popen:
    env = {**os.environ, "SURESTEP_VAR_DIR": str(var), "PORT": str(free_port()),
           "SURESTEP_TEST_MARK": str(var), **extra}
    for name in ("REDIS_URL", "STRIPE_API_KEY", "SHOPIFY_SHOP_URL", "ZENDESK_BASE_URL",
                 "SURESTEP_API_KEYS", "SURESTEP_OPS_KEYS"):
        if name not in extra:
            env.pop(name, None)
    # its own group, as `make run` in a terminal is: Ctrl-C is SIGINT to that whole group
    with out.open("w") as sink:
        return subprocess.Popen([sys.executable, "-m", "sandbox.devrun"], env=env,
                                stdout=sink, stderr=subprocess.STDOUT, start_new_session=True)


def _banner(process: subprocess.Popen, out: Path, timeout_s: float = 90) -> str:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        text = out.read_text()
        if "Ctrl-C stops everything" in text:
            return text
        assert process.poll() is None, text
        time.sleep(0.2)
    raise AssertionError(out.read_text())


def _curls(text: str) -> list[dict]:
    """Every curl of the banner that posts a body, as the parts a developer pastes."""
    lines, found = text.splitlines(), []
    for i, line in enumerate(lines):
        if line.strip().startswith("curl -s") and line.rstrip().endswith("\\"):
            words = shlex.split(line.strip().rstrip("\\") + " " + lines[i + 1].strip())
            if "-d" in words:
                found.append({"url": next(w for w in words if w.startswith("http")),
                              "headers": dict(words[j + 1].split(": ", 1)
                                              for j, w in enumerate(words) if w == "-H"),
                              "body": words[words.index("-d") + 1]})
    return found


def _post(curl: dict) -> dict:
    answer = httpx.post(curl["url"], headers=curl["headers"], content=curl["body"], timeout=60)
    assert answer.status_code in (200, 201), answer.text
    return answer.json()


def _first_hour(banner: str) -> tuple[str, str, dict]:
    """The API's base, the sign-in line and the flow key's header the banner prints; the
    console's URL answers (its sign-in page) and the line is the ops key's tenant:name:key."""
    base = re.search(r"surestep is running on (\S+)", banner).group(1)
    console = re.search(r"console: (\S+)", banner).group(1)
    assert console == f"{base}/console/"
    sign_in = re.search(r"sign in with: (\S+)", banner).group(1)
    ops = re.search(r"ops key \(a person's: signs in to the console[^)]*\): (\S+)", banner)
    assert re.fullmatch(r"dev:developer:sst_ops_\S+", sign_in) and sign_in.endswith(ops.group(1))
    page = httpx.get(console, follow_redirects=True, timeout=30)
    assert page.status_code == 200 and "/console/sign-in" in str(page.url), page.url
    key = re.search(r"development API key: (\S+)", banner).group(1)
    return base, sign_in, {"Authorization": f"Bearer {key}"}


def _ctrl_c(process: subprocess.Popen) -> int:
    os.killpg(process.pid, signal.SIGINT)
    return process.wait(timeout=90)


def _left_behind(mark: str) -> list[str]:
    """Processes still carrying this run's environment (every child inherits it)."""
    found = []
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            if f"SURESTEP_TEST_MARK={mark}".encode() in (proc / "environ").read_bytes():
                found.append((proc / "cmdline").read_bytes().replace(b"\0", b" ").decode())
        except OSError:
            continue
    return found


def test_ctrl_c_then_a_restart_has_a_working_scheduler_at_once(tmp_path):
    var = tmp_path / "var"
    first = _start(var, tmp_path / "first.out")
    opening = _banner(first, tmp_path / "first.out")
    assert "data: fresh (the simulators start empty" in opening
    marker = redis.Redis.from_url(re.search(r"Redis:\s+(\S+)", opening).group(1))
    marker.set("test:kept", "1")
    marker.close()
    assert _ctrl_c(first) == 0
    assert _left_behind(str(var)) == []
    assert not (var / "dev-redis-url").exists()
    text = (tmp_path / "first.out").read_text()
    assert "Traceback" not in text, text[-3000:]

    # the same data (kept on purpose: the simulators start empty, so by default it is not)
    second = _start(var, tmp_path / "second.out", SURESTEP_DEV_KEEP_DATA="1")
    try:
        banner = _banner(second, tmp_path / "second.out")
        assert "data: kept from the last run" in banner
        url = re.search(r"Redis:\s+(\S+)", banner).group(1)
        client = redis.Redis.from_url(url)
        assert client.get("test:kept") == b"1"
        from datetime import timedelta

        job = Queue("surestep", connection=client).enqueue_in(timedelta(seconds=1), tasks.SWEEP)
        deadline = time.monotonic() + 15  # moved by the scheduler, then run by the worker
        while time.monotonic() < deadline:
            if Job.fetch(job.id, connection=client).get_status() == "finished":
                break
            time.sleep(0.3)
        assert Job.fetch(job.id, connection=client).get_status() == "finished"
        client.close()
        # the banner's commands are commands, and a tenant's own account can be added (a
        # persistent dev SURESTEP_ACCOUNTS_KEY: before, every add was 503)
        after = banner.split("The same with Shopify:\n", 1)[1].splitlines()
        assert after[0].lstrip().startswith("curl -s ") and '"provider": "shopify"' in after[1]
        base = re.search(r"surestep is running on (\S+)", banner).group(1)
        zendesk = re.search(r"Zendesk: (\S+)", banner).group(1)
        ops = re.search(r"ops key \(a person's: [^)]*\): (\S+)", banner).group(1)
        added = httpx.post(f"{base}/v1/accounts", headers={"Authorization": f"Bearer {ops}"},
                           json={"provider": "zendesk", "name": "second", "base_url": zendesk,
                                 "email": "ops@example.com", "api_token": "simulator"},
                           timeout=30)
        assert added.status_code == 201, added.text
        # the MCP server runs beside it, and the banner's call lists its tools
        mcp = re.search(r"curl -s (http://127\.0\.0\.1:\d+/mcp) -H 'Authorization: Bearer (\S+)'",
                        banner)
        assert mcp, banner
        listed = httpx.post(mcp.group(1), headers={
            "Authorization": f"Bearer {mcp.group(2)}",
            "Accept": "application/json, text/event-stream"},
            json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"}, timeout=30)
        assert {t["name"] for t in listed.json()["result"]["tools"]} == {
            "refund", "refund_status", "get_intent", "escalate", "update_ticket"}
        # a command beside it finds the dev Redis and the simulators (before: exit 2, "no
        # refund provider is configured")
        beside = {k: v for k, v in os.environ.items() if not k.startswith(
            ("REDIS_", "STRIPE_", "SHOPIFY_", "ZENDESK_", "SURESTEP_ACCOUNTS"))}
        run = subprocess.run([str(Path(sys.executable).parent / "surestep"), "reconcile"],
                             env={**beside, "SURESTEP_VAR_DIR": str(var)}, capture_output=True,
                             text=True, timeout=120)
        assert run.returncode in (0, 1), run.stdout + run.stderr  # 1: findings, reported
    finally:
        assert _ctrl_c(second) == 0
    assert _left_behind(str(var)) == []
    third = _start(var, tmp_path / "third.out")  # by default, fresh: nothing of the last run
    try:
        url = re.search(r"Redis:\s+(\S+)", _banner(third, tmp_path / "third.out")).group(1)
        fresh = redis.Redis.from_url(url)
        assert fresh.get("test:kept") is None
        fresh.close()
    finally:
        assert _ctrl_c(third) == 0


def test_a_start_that_fails_stops_everything_it_started(tmp_path):
    var = tmp_path / "var"
    process = _start(var, tmp_path / "out", SURESTEP_OPS_KEYS="not-a-triple")
    assert process.wait(timeout=120) == 1
    text = (tmp_path / "out").read_text()
    assert "SURESTEP_OPS_KEYS" in text, text[-3000:]
    assert _left_behind(str(var)) == []


def test_a_taken_port_is_said_and_nothing_claims_to_run(tmp_path):
    """Before: with the port held by another server, its 404 for /v1/health passed for ours,
    the banner said "surestep is running", then the run exited 1."""
    import socket
    with socket.socket() as other:
        other.bind(("127.0.0.1", 0))
        other.listen()
        port = other.getsockname()[1]
        out = tmp_path / "out.txt"
        process = _start(tmp_path / "var", out, PORT=str(port))
        assert process.wait(timeout=120) == 1
    text = out.read_text()
    assert f"port {port} on 127.0.0.1 is taken" in text and "surestep is running" not in text
    assert _left_behind(str(tmp_path / "var")) == []


def test_the_banner_says_where_the_console_is_and_its_curl_makes_an_escalation(tmp_path):
    """Before: the banner printed the ops key but not the console's URL, and with no policy
    nothing ever reached the queue and nothing said how to make an escalation."""
    var = tmp_path / "var"
    process = _start(var, tmp_path / "out.txt")
    try:
        banner = _banner(process, tmp_path / "out.txt")
        base, _, flow = _first_hour(banner)
        assert "guard policy: none: no refund waits for a person (make run POLICY=demo" in banner
        [escalate] = [c for c in _curls(banner) if c["url"] == f"{base}/v1/escalations"]
        made = _post(escalate)
        assert made["state"] == "open" and made["intent_id"] == "zendesk-48213"
        listed = httpx.get(f"{base}/v1/escalations?state=open", headers=flow, timeout=30).json()
        assert [e["id"] for e in listed["data"]] == [made["id"]]
    finally:
        assert _ctrl_c(process) == 0
    assert _left_behind(str(var)) == []


def test_the_demo_policy_judges_the_demo_tickets_allow_ask_and_block(tmp_path):
    """`make run POLICY=demo`: the demo tickets' refunds, by the banner's own curls, are judged
    as a person would (the recorded verdicts, read back from the ledger through the API): ticket
    21 refunded at the Stripe simulator, 22 asked (waiting in the queue), 23 blocked (nothing
    sent, and a person is shown it). Before: no demo policy, and with [judgment] on every demo
    payment was asked (customer_unknown: the demo payments had no customer's e-mail)."""
    var = tmp_path / "var"
    process = _start(var, tmp_path / "out.txt", SURESTEP_DEV_POLICY="demo")
    try:
        banner = _banner(process, tmp_path / "out.txt")
        base, _, flow = _first_hour(banner)
        assert f"guard policy: the demo policy ({var / 'demo-policy.toml'}" in banner
        assert 'decisions = "console"' in (var / "demo-policy.toml").read_text()
        stripe = re.search(r"Stripe: (http://127\.0\.0\.1:\d+) \(simulator", banner).group(1)
        tickets = {c["body"]: c for c in _curls(banner) if '"ticket_id": "2' in c["body"]}
        answers = {}
        for story in demo.STORIES:
            [curl] = [c for body, c in tickets.items() if f'"zendesk-{story.ticket_id}"' in body]
            answers[story.ticket_id] = _post(curl)
        assert {t: a["state"] for t, a in answers.items()} == {
            21: "completed", 22: "escalated", 23: "failed"}
        assert answers[23]["failure_reason"] == "guard_blocked"
        recorded = {}
        for story in demo.STORIES:
            intent = httpx.get(f"{base}/v1/intents/zendesk-{story.ticket_id}", headers=flow,
                               timeout=30).json()
            [refund] = [s for s in intent["steps"] if s["step"] == "refund"]
            recorded[story.ticket_id] = refund["result"]["guard"]["verdict"]
        assert recorded == {21: "allow", 22: "ask", 23: "block"}
        held = {p: httpx.get(f"{stripe}/_sim/refunds", params={"payment_intent": p},
                             timeout=30).json()["data"]
                for p in ("pi_demo_6", "pi_demo_7", "pi_demo_8")}
        assert [r["amount"] for r in held["pi_demo_6"]] == [1200]
        assert held["pi_demo_7"] == [] and held["pi_demo_8"] == []
        queue = httpx.get(f"{base}/v1/escalations?state=open", headers=flow, timeout=30).json()
        assert {e["intent_id"] for e in queue["data"]} == {"zendesk-22", "zendesk-23"}
        # the banner's first refund, without a ticket: nothing to judge, so a person is asked
        first = _post(next(c for c in _curls(banner) if '"pi_demo_1"' in c["body"]))
        assert first["state"] == "escalated" and first["guard"]["verdict"] == "ask"
    finally:
        assert _ctrl_c(process) == 0
    assert _left_behind(str(var)) == []
