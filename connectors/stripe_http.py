"""The HTTP client under the stripe SDK: urllib3's thread-safe keep-alive pool, never retrying.

Why not the SDK's default ``HTTPXClient``: a new refund makes two Stripe calls, and httpx's
request and response models cost about twice what urllib3's do per call (measured on the
bench machine: ~320 against ~155 us of CPU for one keep-alive GET; see README "Benchmarks").
The SDK takes any ``stripe.HTTPClient`` subclass (its documented extension point); this one
keeps what ``HTTPXClient`` gave us:

- explicit connect and read timeouts, certificate checks against the SDK's own CA bundle;
- the environment's proxies (``HTTPS_PROXY``, ``HTTP_PROXY``, ``NO_PROXY``), as httpx read them;
- no retries and no redirects of its own (the SDK runs with ``max_network_retries=0``; the
  refund step decides what is safe to repeat);
- every transport failure (refused, reset, timeout, a connection closed mid-answer) raised as
  ``stripe.APIConnectionError`` with the SDK's "(Network error: ...)" wording, which
  ``connectors.stripe.translate`` maps to ``Ambiguous``.

``on_answer``, when set, is called with (method, status, seconds, path) after each answer, so the
service can count and time provider calls without this module knowing about metrics.
"""

from __future__ import annotations

import textwrap
import threading
import time
import urllib.parse
import urllib.request
from typing import Any, Callable, Mapping, NoReturn
from urllib.parse import urlsplit

import stripe
import urllib3

POOL_SIZE = 32  # connections kept per host: one per gunicorn thread (SURESTEP_THREADS' default)


class PooledHTTPClient(stripe.HTTPClient):
    """A ``stripe.HTTPClient`` over one ``urllib3.PoolManager`` (safe to share across threads)."""

    name = "urllib3"

    def __init__(self, timeout_s: float, pool_size: int = POOL_SIZE):
        super().__init__(verify_ssl_certs=True)
        self.on_answer: Callable[[str, int, float, str], None] | None = None
        # block=False: a burst beyond pool_size opens extra connections instead of waiting;
        # they are closed on return rather than kept.
        self._options: dict[str, Any] = dict(
            num_pools=4, maxsize=pool_size, block=False, retries=False,
            timeout=urllib3.Timeout(connect=timeout_s, read=timeout_s),
            cert_reqs="CERT_REQUIRED", ca_certs=stripe.ca_bundle_path)
        self._direct = urllib3.PoolManager(**self._options)
        self._proxies = urllib.request.getproxies()  # the environment's, read once
        self._routes: dict[tuple[str, str], urllib3.PoolManager] = {}
        self._routes_lock = threading.Lock()

    # The SDK declares the body str; its own clients answer bytes (requests' .content), as this
    # one does, and the SDK decodes either.
    def request(  # type: ignore[override]
            self, method: str, url: str, headers: Mapping[str, str] | None,
            post_data: Any = None, *, _usage: list[str] | None = None,
    ) -> tuple[bytes, int, Mapping[str, str]]:
        """One call: the body, the status and the (case-insensitive) headers of the answer."""
        body = post_data.encode() if isinstance(post_data, str) else post_data
        started = time.perf_counter()
        try:
            response = self._manager(url).request(method.upper(), url, body=body,
                                                  headers=dict(headers or {}), redirect=False,
                                                  preload_content=True)
        except (urllib3.exceptions.HTTPError, OSError) as exc:
            self._handle_request_error(exc)
        if self.on_answer is not None:
            self.on_answer(method.upper(), response.status, time.perf_counter() - started,
                           urllib.parse.urlsplit(url).path)
        return response.data, response.status, response.headers

    def _manager(self, url: str) -> urllib3.PoolManager:
        """Direct, or through the environment's proxy for that scheme unless NO_PROXY names
        the host; decided once per (scheme, host): the SDK calls one base URL."""
        parts = urlsplit(url)
        route = (parts.scheme, parts.hostname or "")
        manager = self._routes.get(route)
        if manager is None:
            with self._routes_lock:  # one manager per route, however many threads ask first
                manager = self._routes.get(route) or self._route(*route)
                self._routes[route] = manager
        return manager

    def _route(self, scheme: str, host: str) -> urllib3.PoolManager:
        proxy = self._proxies.get(scheme)
        if proxy and not urllib.request.proxy_bypass(host):
            return urllib3.ProxyManager(proxy, **self._options)
        return self._direct

    def _handle_request_error(self, exc: Exception) -> NoReturn:
        message = textwrap.fill("Unexpected error communicating with Stripe. If this problem "
                                "persists, let us know at support@stripe.com.")
        raise stripe.APIConnectionError(  # type: ignore[no-untyped-call]  # the SDK's, unannotated
            f"{message}\n\n(Network error: {_cause(exc)})", should_retry=True) from exc

    def close(self) -> None:
        """Close every pooled connection."""
        for manager in {self._direct, *self._routes.values()}:
            manager.clear()


def _cause(exc: Exception) -> str:
    """What went wrong, in a few words (urllib3 wraps the socket error it saw)."""
    inner = getattr(exc, "reason", None) or (exc.args[1] if len(exc.args) > 1 else None)
    shown = inner if isinstance(inner, Exception) else exc
    return f"A {type(shown).__name__} was raised"
