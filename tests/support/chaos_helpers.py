"""The chaos proxy (``tests.chaos.proxy``) as a process, driven over its control plane.

``ChaosProxy(upstream_url)`` starts ``python -m tests.chaos.proxy`` on a free port in
front of ``upstream_url``; point a connector at ``.url`` instead of the provider's. No pytest
here, so the chaos state machine and the benchmarks can use it too.
"""

from __future__ import annotations

import subprocess
import sys
import time
from typing import Any

import httpx

from sandbox.embedded_redis import free_port


class ChaosProxy:
    """One proxy process in front of one upstream: ``.url``, faults, log, reset, close."""

    def __init__(self, upstream_url: str, start_timeout_s: float = 20.0,
                 upstream_idle_s: float | None = None):
        self.upstream = upstream_url
        extra = [] if upstream_idle_s is None else ["--upstream-idle-s", str(upstream_idle_s)]
        for _attempt in range(3):  # a free port can be taken before the proxy binds it
            self.port = free_port()
            self.url = f"http://127.0.0.1:{self.port}"
            self.process = subprocess.Popen(
                [sys.executable, "-m", "tests.chaos.proxy", "--port", str(self.port),
                 "--upstream", upstream_url, *extra], stdout=subprocess.DEVNULL)
            self.http = httpx.Client(base_url=self.url, timeout=10)
            if self._started(start_timeout_s):
                return
            self.close()
        raise RuntimeError(f"the chaos proxy in front of {upstream_url} did not start")

    def _started(self, timeout_s: float) -> bool:
        deadline = time.monotonic() + timeout_s
        while self.process.poll() is None and time.monotonic() < deadline:
            try:
                self.http.get("/_chaos/faults").raise_for_status()
                return True
            except httpx.TransportError:
                time.sleep(0.05)
        return False

    def _json(self, verb: str, path: str, body: Any = None, params: dict | None = None) -> Any:
        query = {k: v for k, v in (params or {}).items() if v is not None}
        response = self.http.request(verb, path, json=body, params=query)
        response.raise_for_status()
        return response.json()

    def fault(self, mode: str, **options: Any) -> dict:
        """Add a fault (see the proxy's docstring for the options); returns it with its id.
        A bad spec raises httpx.HTTPStatusError (400, problem+json)."""
        return self._json("POST", "/_chaos/faults", {"mode": mode, **options})

    def faults(self) -> list[dict]:
        """The active faults, in the order they apply."""
        return self._json("GET", "/_chaos/faults")["data"]

    def clear(self) -> int:
        """Remove every fault; returns how many there were."""
        return self._json("DELETE", "/_chaos/faults")["deleted"]

    def log(self, method: str | None = None, path: str | None = None,
            since: float | None = None, open_only: bool = False) -> list[dict]:
        """The proxied requests, oldest first, optionally filtered (path is a prefix; open_only:
        only those not yet answered or cut)."""
        query = {"method": method, "path": path, "since": since, "open": 1 if open_only else None}
        return self._json("GET", "/_chaos/log", params=query)["data"]

    def wait_upstream_done(self, timeout_s: float = 10.0) -> list[dict]:
        """Wait until no forwarded request is still at the upstream (answered, cut or failed),
        e.g. after a client gave up on a slow_response; returns the log. TimeoutError if not."""
        deadline = time.monotonic() + timeout_s
        while True:
            log = self.log()
            if not any(e["forwarded"] and e["upstream_status"] is None and e["cut"] is None
                       and e["error"] is None for e in log):
                return log
            if time.monotonic() > deadline:
                raise TimeoutError("a forwarded request is still at the upstream")
            time.sleep(0.05)

    def wait_idle(self, timeout_s: float = 30.0) -> None:
        """Wait until every proxied request was answered or cut: none is held by a fault (a
        held request is forwarded when its delay ends, even if its client gave up) nor at the
        upstream. TimeoutError if one is still open after ``timeout_s``."""
        deadline = time.monotonic() + timeout_s
        while self._json("GET", "/_chaos/log", params={"open": 1})["data"]:
            if time.monotonic() > deadline:
                raise TimeoutError("a proxied request is still held or at the upstream")
            time.sleep(0.05)

    def reset(self) -> None:
        """Clear faults and log."""
        self._json("POST", "/_chaos/reset")

    def close(self) -> int | None:
        """Stop the proxy (SIGTERM) and wait; returns its exit code (0 on a clean stop)."""
        self.http.close()
        if self.process.poll() is None:
            self.process.terminate()
        try:
            return self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            return self.process.wait(timeout=10)

    def __enter__(self) -> ChaosProxy:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def start_proxies(*upstream_urls: str) -> list[ChaosProxy]:
    """One proxy per upstream, in order; if one cannot start, the others are closed."""
    proxies: list[ChaosProxy] = []
    try:
        for url in upstream_urls:
            proxies.append(ChaosProxy(url))
    except BaseException:
        for proxy in proxies:
            proxy.close()
        raise
    return proxies
