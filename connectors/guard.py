"""A thin client for a guard of the user's own (``[judgment] guard_url``): one signed POST.

The body is the JSON surestep builds (``service.judgment.external.request``). With a secret,
it is signed as surestep signs its deliveries: ``Surestep-Signature: t=<unix>,v1=<hex>``, HMAC-
SHA256 over ``"<t>.<raw body>"`` (the secret itself is never sent). One ``httpx.Client`` with
an explicit timeout for connect, read, write and pool alike; ``transport=`` is injectable, so
the refund step can pass the outbound rules' pinned transport and tests a loopback guard.

It says what the guard said, never what it means: ``GuardAnswer`` (the status, the JSON body
or None when the body is not JSON, the seconds it took), or the errors of
``connectors.errors``: no answer or a 5xx is ``Ambiguous``, 429 ``RateLimited``, 401/403
``AuthFailed``, another 4xx ``Rejected``. The caller decides that all of them mean *ask*.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import time
from dataclasses import dataclass, field
from typing import Any

import httpx

from connectors.errors import Ambiguous, AuthFailed, ProviderError, RateLimited, Rejected

PROVIDER = "guard"
HEADER = "Surestep-Signature"
MAX_ANSWER = 64 * 1024  # a verdict and its reasons; more is not a guard's answer


@dataclass(frozen=True)
class GuardAnswer:
    status: int
    body: Any  # the parsed JSON, or None when it was not JSON
    seconds: float
    raw: dict[str, Any] = field(default_factory=dict, repr=False)


def sign(secret: str, body: bytes, timestamp: int | None = None) -> str:
    """The ``Surestep-Signature`` value for ``body``."""
    t = int(time.time()) if timestamp is None else timestamp
    mac = hmac.new(secret.encode(), f"{t}.".encode() + body, hashlib.sha256).hexdigest()
    return f"t={t},v1={mac}"


def translate(exc: Exception | None, response: httpx.Response | None = None) -> ProviderError:
    """The one place where the guard's failures become our errors."""
    if response is None:
        return Ambiguous(f"no answer from the guard ({type(exc).__name__})", provider=PROVIDER)
    status = response.status_code
    kw = dict(provider=PROVIDER, status=status, request_id=response.headers.get("x-request-id"))
    message = f"the guard answered HTTP {status}"
    if status == 429:
        retry = response.headers.get("retry-after")
        return RateLimited(message, retry_after=float(retry) if retry and retry.isdigit() else None,
                           **kw)
    if status >= 500:
        return Ambiguous(message, **kw)
    if status in (401, 403):
        return AuthFailed(message, **kw)
    return Rejected(message, **kw)


class GuardClient:
    """POSTs a judgment request to one guard URL."""

    def __init__(self, url: str, *, timeout_s: float, secret: str | None = None,
                 transport: httpx.BaseTransport | None = None):
        self.url = url
        self._secret = secret
        self._http = httpx.Client(timeout=httpx.Timeout(timeout_s), transport=transport,
                                  follow_redirects=False,
                                  headers={"Content-Type": "application/json",
                                           "Accept": "application/json"})

    def close(self) -> None:
        self._http.close()

    def check(self, request: dict[str, Any]) -> GuardAnswer:
        """Send ``request``; the guard's answer, or a ``ProviderError``."""
        body = json.dumps(request, separators=(",", ":"), ensure_ascii=False).encode()
        headers = {HEADER: sign(self._secret, body)} if self._secret else {}
        started = time.monotonic()
        try:
            response = self._http.post(self.url, content=body, headers=headers)
        except httpx.HTTPError as exc:
            raise translate(exc) from exc
        if response.status_code >= 300:
            raise translate(None, response)
        try:
            parsed = response.json() if len(response.content) <= MAX_ANSWER else None
        except ValueError:
            parsed = None
        return GuardAnswer(response.status_code, parsed, time.monotonic() - started,
                           raw={"status": response.status_code,
                                "body": parsed if parsed is not None else response.text[:2000]})
