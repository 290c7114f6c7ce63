"""A thin client for the model reader (``[judgment] reader_url``): one POST of a chat-completions
body to an OpenAI-compatible endpoint (llama.cpp's server, Ollama, vLLM, a hosted model).

The body is surestep's (``service.judgment.reader.request``). With a key, it goes as
``Authorization: Bearer <key>`` and nowhere else: never in a log, a record or an error's text.
One ``httpx.Client`` with an explicit timeout for connect, read, write and pool alike, no
redirects; ``transport=`` is injectable, so the refund step passes the outbound rules' pinned
transport and tests a loopback stand-in.

It says what the endpoint said, never what it means: ``ReaderAnswer`` (the status, the JSON
body or None, the seconds it took), or the errors of ``connectors.errors``: no answer or a 5xx
is ``Ambiguous``, 429 ``RateLimited``, 401/403 ``AuthFailed``, another 4xx ``Rejected``. The
caller decides that all of them mean *ask*.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

import httpx

from connectors.errors import Ambiguous, AuthFailed, ProviderError, RateLimited, Rejected

PROVIDER = "reader"
MAX_ANSWER = 256 * 1024  # a reading of one ticket; more is not an answer to our question


@dataclass(frozen=True)
class ReaderAnswer:
    status: int
    body: Any  # the parsed JSON, or None when it was not JSON (or too long)
    seconds: float


def translate(exc: Exception | None, response: httpx.Response | None = None) -> ProviderError:
    """The one place where the reader's failures become our errors (the key never in them)."""
    if response is None:
        return Ambiguous(f"no answer from the model reader ({type(exc).__name__})",
                         provider=PROVIDER)
    status = response.status_code
    kw = dict(provider=PROVIDER, status=status, request_id=response.headers.get("x-request-id"))
    message = f"the model reader answered HTTP {status}"
    if status == 429:
        return RateLimited(message, **kw)
    if status >= 500:
        return Ambiguous(message, **kw)
    if status in (401, 403):
        return AuthFailed(message, **kw)
    return Rejected(message, **kw)


class ReaderClient:
    """POSTs one chat-completions request to one URL."""

    def __init__(self, url: str, *, timeout_s: float,
                 transport: httpx.BaseTransport | None = None):
        self.url = url
        self._http = httpx.Client(timeout=httpx.Timeout(timeout_s), transport=transport,
                                  follow_redirects=False,
                                  headers={"Content-Type": "application/json",
                                           "Accept": "application/json"})

    def close(self) -> None:
        self._http.close()

    def complete(self, body: dict[str, Any], key: str | None = None) -> ReaderAnswer:
        """Send ``body`` (with ``key`` as its bearer token, if any); the answer, or a
        ``ProviderError``."""
        raw = json.dumps(body, separators=(",", ":"), ensure_ascii=False).encode()
        headers = {"Authorization": f"Bearer {key}"} if key else {}
        started = time.monotonic()
        try:
            response = self._http.post(self.url, content=raw, headers=headers)
        except httpx.HTTPError as exc:
            raise translate(exc) from exc
        if response.status_code >= 300:
            raise translate(None, response)
        try:
            parsed = response.json() if len(response.content) <= MAX_ANSWER else None
        except ValueError:
            parsed = None
        return ReaderAnswer(response.status_code, parsed, time.monotonic() - started)
