"""No bearer value reaches a log (issue 24, Why 4): gunicorn run as production runs it
(service.web.gunicorn_conf) with its access log on and an access-log format that asks for the
user, the query, the Referer and the credential headers; an old approval link viewed and posted,
a tampered one, a console sign-in (its ops key and session), requests carrying keys and
tokens in the query string, the Referer, Authorization (Bearer and Basic), X-Api-Key and a
Cookie, a request line gunicorn itself refuses; then every captured line (gunicorn's access
log, its error log and our JSON lines on stderr) is grepped for each secret.
"""

from __future__ import annotations

import base64
import json
import logging
import os
import re
import socket
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest

from sandbox.embedded_redis import free_port
from service.steps import approval_links
from tests.support.constants import ACME
from tests.support.guard_helpers import OPS_KEYS, write_policy

SECRET_KEY = "approval-signing-key-for-this-test"
# every atom of gunicorn's default format, and the ones a curious operator might add
FORMAT = ('%(h)s %(l)s %(u)s %(t)s "%(r)s" %(s)s %(b)s "%(f)s" "%(a)s" U=%(U)s q=%(q)s '
          'auth=%({authorization}i)s xkey=%({x-api-key}i)s cookie=%({cookie}i)s '
          'env=%({http_authorization}e)s setcookie=%({set-cookie}o)s')


@contextmanager
def gunicorn(env: dict, tmp_path: Path):
    """gunicorn with the production config; yields its base URL; stderr and the access log
    are in tmp_path once it stopped."""
    port = free_port()
    extra = {"SURESTEP_BIND": f"127.0.0.1:{port}", "WEB_CONCURRENCY": "1",
             "SURESTEP_THREADS": "4", "SURESTEP_LOG_LEVEL": "debug",
             "SURESTEP_ACCESS_LOG": str(tmp_path / "access.log"),
             "GUNICORN_CMD_ARGS": f"--access-logformat '{FORMAT}'"}
    with (tmp_path / "stderr.txt").open("wb") as sink:
        process = subprocess.Popen([str(Path(sys.executable).parent / "gunicorn"), "--config",
                                    "python:service.web.gunicorn_conf",
                                    "service.web.app:create_app()"],
                                   env={**os.environ, **env, **extra}, stderr=sink)
        try:
            url, deadline = f"http://127.0.0.1:{port}", time.monotonic() + 30
            while True:
                try:
                    httpx.get(url + "/v1/health", timeout=1)
                    break
                except httpx.TransportError:
                    assert time.monotonic() < deadline and process.poll() is None
                    time.sleep(0.1)
            yield url
        finally:
            process.terminate()
            process.wait(timeout=30)


def raw_request(url: str, line: bytes) -> bytes:
    """Send one raw request line (gunicorn refuses it before the app sees it)."""
    host, port = url.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=5) as conn:
        conn.sendall(line + b"\r\nHost: x\r\n\r\n")
        return conn.recv(4096)


@pytest.mark.slow
def test_tokens_and_keys_are_in_no_log_line(env, rdb, stripe_sim, tmp_path, monkeypatch):
    policy = tmp_path / "policy.toml"
    write_policy(policy, "[refunds]\napproval_above = { usd = 5000 }\n")
    run_env = {**env, "SURESTEP_POLICY": str(policy), "SURESTEP_OPS_KEYS": OPS_KEYS,
               "SURESTEP_SECRET_KEY": SECRET_KEY}
    payment = stripe_sim.payment(20000)
    query_secret, referer_secret = "qs_secret_7f3a9c2e", "ref_secret_51b8d0aa"
    with gunicorn(run_env, tmp_path) as url:
        with httpx.Client(base_url=url, timeout=10) as http:
            answer = http.post("/v1/refunds", headers=ACME, json={
                "intent_id": "log-secrets", "payment_intent": payment["payment_intent"],
                "amount": 7500, "currency": "usd"}).json()
            assert answer["state"] == "escalated", answer
            esc = http.get(answer["escalation"]["links"]["self"], headers=ACME).json()
            token = approval_links.make({"SURESTEP_SECRET_KEY": SECRET_KEY}, "acme", esc["id"],
                                        esc["expires_at"])
            page = http.get(f"/approve/{token}",  # an old note's link: to the console
                            headers={"Referer": f"https://agent.zendesk.example/tickets/1#"
                                                f"{url}/approve/{token}"},
                            follow_redirects=False)
            assert page.status_code == 303 and "/console/t/acme/" in page.headers["Location"]
            refused = http.post(f"/approve/{token}", data={"decision": "approve"},
                                headers={"Referer": f"{url}/approve/{token}"})
            assert refused.status_code == 410, refused.text  # it decides nothing now
            assert http.get(f"/approve/{token}?done=approved",
                            follow_redirects=False).status_code == 303
            assert http.get(f"/approve/{token[:-3]}xyz",  # tampered: to the sign-in
                            follow_redirects=False).headers["Location"] == "/console/sign-in"
            assert http.get(f"/approve/{token}/extra").status_code == 404
            session = console_session(http)
            me = http.get(f"/v1/me?api_key=key_acme&token={query_secret}&state=open",
                          headers={**ACME, "X-Api-Key": "key_globex",
                                   "Referer": f"https://n8n.example/hook?access_token="
                                              f"{referer_secret}&x=1",
                                   "Cookie": f"session={referer_secret}"})
            assert me.status_code == 200
            basic = base64.b64encode(b"key_acme:").decode()
            assert http.get("/v1/me", headers={"Authorization": f"Basic {basic}"}
                            ).status_code == 200
        refused = raw_request(url, f"GET /approve/{token}".encode())  # no version
        assert refused.startswith(b"HTTP/1.1 400"), refused
    stderr = (tmp_path / "stderr.txt").read_text()
    access = (tmp_path / "access.log").read_text()
    lines = stderr + access
    assert esc["state"] == "open" and approval_links.read(
        {"SURESTEP_SECRET_KEY": SECRET_KEY}, token)  # the token was a live one
    secrets = {"approval token": token, "token's signature": token.rsplit(".", 1)[-1],
               "console session": session, "ops key": "ops_alice", "API key": "key_acme",
               "other tenant's key": "key_globex", "query token": query_secret,
               "Referer token": referer_secret, "Basic credentials": basic}
    leaked = {name: [line for line in lines.splitlines() if value in line][:2]
              for name, value in secrets.items() if value in lines}
    assert leaked == {}
    # and the lines are there: it is the masking that keeps them out, not a silent log
    assert access.count('"GET /approve/[redacted] HTTP/1.1" 303') == 2, access  # + tampered
    assert access.count('"GET /approve/[redacted]?done=approved HTTP/1.1" 303') == 1
    assert access.count('"POST /approve/[redacted] HTTP/1.1" 410') == 1
    assert 'q=api_key=[redacted]&token=[redacted]&state=open' in access
    assert "auth=[redacted] xkey=[redacted] cookie=[redacted]" in access
    ours = [json.loads(line) for line in stderr.splitlines() if line.startswith("{")]
    paths = [line["path"] for line in ours if line.get("event") == "request"]
    assert paths.count("/approve/[redacted]") == 4 and "/approve/[redacted]/extra" in paths
    assert any("Invalid HTTP request line" in line.get("event", "") and
               "/approve/[redacted]" in line["event"] for line in ours), stderr[-2000:]


def console_session(http: httpx.Client) -> str:
    """Sign in to the console with an ops key; the session id its cookie holds."""
    page = http.get("/console/sign-in")
    csrf = re.search(r'name="csrf_token" value="([^"]+)"', page.text).group(1)
    signed = http.post("/console/sign-in", data={"csrf_token": csrf, "key": "ops_alice"},
                       follow_redirects=False)
    assert signed.status_code == 303, signed.text
    session = signed.cookies["sst_console"]
    assert http.get("/console/queue").status_code == 200
    return session


@pytest.mark.parametrize("message", [
    "Exception on /approve/{token} [POST]",  # Flask's error line for a view that raised
    "Error handling request /approve/{token}?done=approved",  # gunicorn's, on a worker error
    "posting note: Approve or reject: https://surestep.example/approve/{token}",
    "GET /v1/me?signature={token}&page=2",
])
def test_an_error_line_through_the_one_formatter_masks_the_token(message):
    """What any logger of the process writes (Flask's app logger, gunicorn's error log, a step's
    warning) goes through ``service.logs.formatter``: the token is masked there too."""
    from service import logs

    token = approval_links.make({"SURESTEP_SECRET_KEY": SECRET_KEY}, "acme", "esc_1", 2e9)
    record = logging.LogRecord("flask.app", logging.ERROR, __file__, 1, message.format(
        token=token), None, None)
    line = json.loads(logs.formatter().format(record))
    assert token not in line["event"] and token.rsplit(".", 1)[-1] not in line["event"]
    assert "[redacted]" in line["event"]
