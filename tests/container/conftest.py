"""The container test's machinery: podman set up by ``podman_setup.sh`` (``make test-container``
runs it first; here it only checks, or skips loudly with its reason), and surestep's image
built from the top-level Dockerfile on the local base image that script made.

podman runs with ``runc`` (crun fails on this machine's cgroups) and a containers.conf without
default ulimits (the machine denies raising rlimits), both from $SURESTEP_PODMAN_CACHE."""

from __future__ import annotations

import os
import subprocess
import time
from pathlib import Path

import httpx
import pytest

ROOT = Path(__file__).resolve().parents[2]
SETUP = Path(__file__).with_name("podman_setup.sh")
CACHE = Path(os.environ.get("SURESTEP_PODMAN_CACHE", Path.home() / ".cache" / "surestep-podman"))
BASE_IMAGE = os.environ.get("SURESTEP_BASE_IMAGE", "localhost/surestep-base:bookworm")
IMAGE = "localhost/surestep:container-test"
LABEL = "surestep.container-test=1"  # on every image the test builds: its old ones are pruned


@pytest.fixture(scope="session")
def podman_env() -> dict[str, str]:
    """The environment every podman call of the test runs with, once the setup is there."""
    setup = subprocess.run(["bash", str(SETUP)], capture_output=True, text=True, timeout=900)
    if setup.returncode == 3:
        pytest.skip(setup.stderr.strip().splitlines()[-1])
    assert setup.returncode == 0, setup.stdout + setup.stderr
    return {**os.environ, "CONTAINERS_CONF": str(CACHE / "containers.conf"),
            "SURESTEP_PODMAN_CACHE": str(CACHE)}


def podman(env: dict[str, str], *args: str, check: bool = True, timeout: float = 120,
           ) -> subprocess.CompletedProcess:
    result = subprocess.run(["podman", "--runtime", "runc", *args], env=env, text=True,
                            capture_output=True, timeout=timeout)
    if check and result.returncode != 0:
        raise AssertionError(f"podman {' '.join(args)}: {result.returncode}\n"
                             f"{result.stdout[-3000:]}\n{result.stderr[-3000:]}")
    return result


@pytest.fixture(scope="session")
def image(podman_env):
    """surestep's image, built as a user builds it, with the local base instead of
    python:3.11-slim (docker format: OCI images drop HEALTHCHECK). pip reaches PyPI."""
    podman(podman_env, "build", "--format", "docker", "--build-arg", f"BASE={BASE_IMAGE}",
           f"--label={LABEL}", "--tag", IMAGE, str(ROOT), timeout=900)
    yield IMAGE
    # the untagged images earlier builds left (the tags moved on); the cache layers stay
    podman(podman_env, "image", "prune", "--force", f"--filter=label={LABEL}", check=False)


def wait_healthy(url: str, alive=lambda: True, timeout_s: float = 90) -> dict:
    """/v1/health once it answers ``ok`` (Redis answers and a worker beats)."""
    deadline, last = time.monotonic() + timeout_s, None
    while time.monotonic() < deadline:
        assert alive(), f"the API's container exited; last health: {last}"
        try:
            last = httpx.get(url, timeout=2).json()
            if last.get("status") == "ok":
                return last
        except (httpx.HTTPError, ValueError):
            pass
        time.sleep(0.5)
    raise AssertionError(f"not healthy within {timeout_s} s: {last}")
