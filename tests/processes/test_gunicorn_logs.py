"""The request log under gunicorn as production runs it (service.web.gunicorn_conf).

One JSON line per request from the app at ``info``; none below it (the line is dropped before it
is built); gunicorn's own access line only into a SURESTEP_ACCESS_LOG file when one is named.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from sandbox.embedded_redis import free_port
from tests.support.constants import ACME

pytestmark = pytest.mark.slow


def serve_and_call(env: dict, tmp_path: Path, level: str, access_log: Path | None) -> list[str]:
    """Start gunicorn, make two authenticated calls, stop it; its stderr lines."""
    port = free_port()
    extra = {"SURESTEP_BIND": f"127.0.0.1:{port}", "WEB_CONCURRENCY": "1",
             "SURESTEP_THREADS": "2", "SURESTEP_LOG_LEVEL": level,
             "HOME": str(tmp_path / "home")}  # where gunicorn >= 25.1 would put its socket
    if access_log is not None:
        extra["SURESTEP_ACCESS_LOG"] = str(access_log)
    stderr = tmp_path / f"stderr-{level}.txt"
    with stderr.open("wb") as sink:
        process = subprocess.Popen([str(Path(sys.executable).parent / "gunicorn"), "--config",
                                    "python:service.web.gunicorn_conf", "service.web.app:create_app()"],
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
            for _ in range(2):
                assert httpx.get(url + "/v1/me", headers=ACME, timeout=5).status_code == 200
        finally:
            process.terminate()
            process.wait(timeout=30)
    return stderr.read_text().splitlines()


def request_lines(lines: list[str]) -> list[dict]:
    parsed = [json.loads(line) for line in lines if line.startswith("{")]
    return [line for line in parsed if line.get("event") == "request"
            and line.get("path") == "/v1/me"]


def test_info_logs_one_json_line_per_request_and_gunicorn_writes_no_access_line(env, rdb,
                                                                               tmp_path):
    lines = serve_and_call(env, tmp_path, "info", access_log=None)
    mine = request_lines(lines)
    assert len(mine) == 2
    # no control socket shared by every gunicorn of this user (~/.gunicorn/gunicorn.ctl)
    assert not (tmp_path / "home" / ".gunicorn").exists()
    assert all(line["tenant"] == "acme" and line["status"] == 200 and line["level"] == "info"
               and line["request_id"].startswith("req_") for line in mine)
    assert not any('"GET /v1/me' in line for line in lines)  # no gunicorn access line


def test_below_its_level_the_request_line_is_not_written(env, rdb, tmp_path):
    assert request_lines(serve_and_call(env, tmp_path, "warning", access_log=None)) == []


def test_a_named_access_log_gets_gunicorns_line_per_request(env, rdb, tmp_path):
    access = tmp_path / "access.log"
    lines = serve_and_call(env, tmp_path, "info", access_log=access)
    assert len(request_lines(lines)) == 2
    assert access.read_text().count('"GET /v1/me HTTP/1.1" 200') == 2
