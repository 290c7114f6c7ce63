"""A thin typed client for the Zendesk Support endpoints surestep uses, over one httpx Client.

Ticket updates (single and ``update_many``), job statuses, and read-backs (ticket, audits); what
the judgment reads (a ticket's requester, a user, the comments) is in ``zendesk_reads``.
Every response's rate-limit headers are returned as ``RateInfo`` so the caller can keep a
shared budget; errors become ``connectors.errors`` in ``translate``. Zendesk has no idempotency
key for ticket updates: the caller attaches a marker in the audit's custom metadata (Zendesk's
"setting metadata" on ticket updates) and looks for it before re-sending anything.

Links in Zendesk's answers (an audit page's ``links.next``, a job's ``url``) are followed by
their path and query on our own base URL: the credentials never go to a host an answer names
(a host-mapped account's links may name its zendesk.com subdomain, which is the same account).
"""

from __future__ import annotations

import base64
from dataclasses import dataclass, field
from datetime import timezone
from email.utils import parsedate_to_datetime
from typing import Any, Protocol

import httpx

from connectors.errors import Ambiguous, AuthFailed, Missing, ProviderError, RateLimited, Rejected

PROVIDER = "zendesk"
MARKER = "surestep_marker"  # key of our marker in the audit's custom metadata
AUDIT_PAGE_SIZE = 100  # "Returns a maximum of 100 records per page" (List Audits for a Ticket)


class Conflict(Rejected):
    """``safe_update`` refused the write: the ticket changed since ``updated_stamp`` (409)."""


@dataclass(frozen=True)
class RateInfo:
    """What the rate-limit headers of one response said (None when absent)."""

    limit: int | None = None
    remaining: int | None = None
    reset_s: float | None = None

    @classmethod
    def from_headers(cls, headers: httpx.Headers) -> "RateInfo":
        def number(*names: str) -> float | None:
            for name in names:
                try:
                    return float(headers[name])
                except (KeyError, ValueError):
                    continue
            return None

        limit = number("ratelimit-limit", "x-rate-limit")
        remaining = number("ratelimit-remaining", "x-rate-limit-remaining")
        return cls(limit=None if limit is None else int(limit),
                   remaining=None if remaining is None else int(remaining),
                   reset_s=number("ratelimit-reset"))


class Answer(Protocol):
    """What every Zendesk answer carries besides its content: the rate-limit headers it came
    with, and what was read (for the ledger's raw-response log)."""

    @property
    def rate(self) -> RateInfo: ...

    @property
    def raw(self) -> dict[str, Any]: ...


@dataclass(frozen=True)
class TicketRead:
    """A ticket as ``GET /tickets/{id}.json`` answered it. ``served_at``: Zendesk's own clock
    when it answered (its ``Date`` header, whole seconds, as a Unix time; None without one)."""

    ticket: dict[str, Any]
    rate: RateInfo = field(default_factory=RateInfo)
    raw: dict[str, Any] = field(default_factory=dict, repr=False)
    served_at: float | None = None


@dataclass(frozen=True)
class Update:
    """The answer to a single-ticket update: the ticket and the audit it created."""

    ticket_id: int
    updated_at: str | None
    audit_id: int | None
    comment_id: int | None
    rate: RateInfo = field(default_factory=RateInfo)
    raw: dict[str, Any] = field(default_factory=dict, repr=False)


@dataclass(frozen=True)
class JobStatus:
    """A Zendesk background job (``update_many``): queued, working, completed, failed."""

    id: str
    status: str
    results: list[dict[str, Any]]
    message: str | None = None
    url: str | None = None  # where Zendesk says to poll it (absolute)
    rate: RateInfo = field(default_factory=RateInfo)
    raw: dict[str, Any] = field(default_factory=dict, repr=False)


@dataclass(frozen=True)
class Audit:
    id: int
    ticket_id: int
    custom: dict[str, Any]
    comment_id: int | None
    created_at: str | None = None


@dataclass(frozen=True)
class AuditPage:
    """One page of a ticket's audits (cursor pagination, oldest first as Zendesk lists them).
    ``next_url`` is ``links.next`` while ``meta.has_more`` is true, else None. ``raw`` is what
    was read of the page (ids, times, our metadata, paging), not the comments' bodies."""

    audits: list[Audit]
    next_url: str | None
    rate: RateInfo = field(default_factory=RateInfo)
    raw: dict[str, Any] = field(default_factory=dict, repr=False)


def translate(exc: Exception | None, response: httpx.Response | None = None) -> ProviderError:
    """The one place where transport errors and HTTP statuses become our errors."""
    if response is None:
        return Ambiguous(f"no answer from Zendesk ({type(exc).__name__})", provider=PROVIDER)
    status, body = response.status_code, _json(response)
    kw = dict(provider=PROVIDER, status=status, request_id=response.headers.get("x-request-id"),
              body=body, code=_code(body), rate=RateInfo.from_headers(response.headers))
    message = _message(body) or f"HTTP {status}"
    if status == 429:
        retry = response.headers.get("retry-after")
        return RateLimited(message, retry_after=float(retry) if retry else None, **kw)
    if status == 409:
        return Conflict(message, **kw)
    if status >= 500:
        return Ambiguous(message, **kw)
    if status in (401, 403):
        return AuthFailed(message, **kw)
    if status == 404:
        return Missing(message, **kw)
    return Rejected(message, **kw)


def _code(body: Any) -> Any:
    """Zendesk's error code: the body's ``error``, or its ``title`` when it is an object
    (``{"error": {"title", "message"}}``, as a bad page parameter gets)."""
    code = body.get("error") if isinstance(body, dict) else None
    return code.get("title") if isinstance(code, dict) else code


class ZendeskClient:
    """Zendesk Support API v2 for one account (``base_url`` like https://acme.zendesk.com)."""

    def __init__(self, base_url: str, *, timeout_s: float, email: str | None = None,
                 api_token: str | None = None, oauth_token: str | None = None,
                 transport: httpx.BaseTransport | None = None):
        headers = {"Accept": "application/json"}
        if oauth_token:
            headers["Authorization"] = f"Bearer {oauth_token}"
        elif email and api_token:
            raw = f"{email}/token:{api_token}".encode()
            headers["Authorization"] = "Basic " + base64.b64encode(raw).decode()
        url = httpx.URL(base_url)  # the account: its host (and port, beside the default one)
        self.account = (f"{url.host}:{url.port}" if url.port else url.host) or base_url
        self._http = httpx.Client(base_url=base_url.rstrip("/") + "/api/v2", headers=headers,
                                  timeout=httpx.Timeout(timeout_s), transport=transport)

    def close(self) -> None:
        self._http.close()

    def update_ticket(self, ticket_id: int, ticket: dict[str, Any]) -> Update:
        """PUT /tickets/<id>.json with ``{"ticket": ticket}``."""
        response = self._send("PUT", f"/tickets/{ticket_id}.json", json={"ticket": ticket})
        body = _json(response) or {}
        audit = body.get("audit") or {}
        return Update(ticket_id=ticket_id, updated_at=(body.get("ticket") or {}).get("updated_at"),
                      audit_id=audit.get("id"), comment_id=_comment_id(audit),
                      rate=RateInfo.from_headers(response.headers), raw=body)

    def update_many(self, ticket_ids: list[int], ticket: dict[str, Any]) -> JobStatus:
        """PUT /tickets/update_many.json?ids=...: queues a job; poll ``job_status``."""
        response = self._send("PUT", "/tickets/update_many.json",
                              params={"ids": ",".join(map(str, ticket_ids))},
                              json={"ticket": ticket})
        return _job(response)

    def job_status(self, job: str) -> JobStatus:
        """The job's status, by the ``url`` its answer gave (followed on our base URL) or,
        given a bare id, at /job_statuses/<id>.json."""
        if "/" in job:
            return _job(self._send("GET", self._own(job)))
        return _job(self._send("GET", f"/job_statuses/{job}.json"))

    def me(self) -> dict[str, Any]:
        """The user the credentials authenticate as: the cheapest read that proves them.
        Zendesk answers an anonymous user (no id) to a request it could not authenticate."""
        user = (_json(self._send("GET", "/users/me.json")) or {}).get("user") or {}
        if user.get("id") is None:
            raise AuthFailed("Zendesk did not authenticate these credentials (it answered "
                             "as the anonymous user)", provider=PROVIDER, status=401)
        return user

    def ticket(self, ticket_id: int) -> TicketRead:
        response = self._send("GET", f"/tickets/{ticket_id}.json")
        ticket = (_json(response) or {}).get("ticket") or {}
        return TicketRead(ticket=ticket, rate=RateInfo.from_headers(response.headers), raw=ticket,
                          served_at=http_date(response.headers.get("date")))

    def audits(self, ticket_id: int, page_url: str | None = None) -> AuditPage:
        """One page of the ticket's audits by cursor pagination, ``page[size]=100`` (the most
        Zendesk serves per page, and the only parameters it documents for this list besides
        the cursors); ``page_url`` is the previous page's ``next_url``."""
        if page_url:
            response = self._send("GET", self._own(page_url))
        else:
            response = self._send("GET", f"/tickets/{ticket_id}/audits.json",
                                  params={"page[size]": AUDIT_PAGE_SIZE})
        body = _json(response) or {}
        audits = [_audit(a, ticket_id) for a in body.get("audits") or []]
        raw = {"audits": [{"id": a.id, "created_at": a.created_at, "custom": a.custom}
                          for a in audits], "meta": body.get("meta"), "links": body.get("links")}
        return AuditPage(audits=audits, next_url=_next_page(body),
                         rate=RateInfo.from_headers(response.headers), raw=raw)

    def get(self, path: str, params: dict[str, Any] | None = None) -> httpx.Response:
        """GET a path of the API (``/users/1.json``), or a link from an answer (followed by its
        path on our base URL, as ``audits`` follows ``links.next``): for ``zendesk_reads``."""
        if "://" in path:
            return self._send("GET", self._own(path))
        return self._send("GET", path, params=params)

    def _own(self, url: str) -> str:
        """A link from an answer as a path on our base URL (its host is not followed)."""
        link = httpx.URL(url)
        if not link.path.startswith("/api/v2/"):
            raise Rejected(f"Zendesk's answer linked to {link.path!r}, outside /api/v2/; "
                           "not followed", provider=PROVIDER)
        path = link.raw_path.decode("ascii")
        return path[len("/api/v2"):]

    def _send(self, method: str, path: str, **kw: Any) -> httpx.Response:
        try:
            response = self._http.request(method, path, **kw)
        except httpx.HTTPError as exc:
            raise translate(exc) from exc
        if response.status_code >= 400:
            raise translate(None, response)
        return response


def http_date(value: str | None) -> float | None:
    """An HTTP ``Date`` (``Sat, 05 Dec 2026 01:02:03 GMT``) as a Unix time; None when absent
    or not a date."""
    if not value:
        return None
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError):
        return None
    return (when if when.tzinfo else when.replace(tzinfo=timezone.utc)).timestamp()


def _job(response: httpx.Response) -> JobStatus:
    job = (_json(response) or {}).get("job_status") or {}
    return JobStatus(id=str(job.get("id")), status=job.get("status") or "unknown",
                     results=list(job.get("results") or []), message=job.get("message"),
                     url=job.get("url"), rate=RateInfo.from_headers(response.headers), raw=job)


def _audit(audit: dict[str, Any], ticket_id: int) -> Audit:
    """One audit as we keep it: its id, the metadata we wrote with it (``custom``), the
    comment it added and when."""
    return Audit(id=audit["id"], ticket_id=ticket_id,
                 custom=((audit.get("metadata") or {}).get("custom") or {}),
                 comment_id=_comment_id(audit), created_at=audit.get("created_at"))


def _next_page(body: dict[str, Any]) -> str | None:
    """The next page's URL (``links.next``) while ``meta.has_more`` says there is one."""
    more = bool((body.get("meta") or {}).get("has_more"))
    return (body.get("links") or {}).get("next") if more else None


def _comment_id(audit: dict[str, Any]) -> int | None:
    for event in audit.get("events") or []:
        if event.get("type") == "Comment" and isinstance(found := event.get("id"), int):
            return found
    return None


def _json(response: httpx.Response) -> Any:
    try:
        return response.json()
    except ValueError:
        return None


def _message(body: Any) -> str | None:
    """Zendesk's description, with a 422's ``details`` (``{field: [{description}, ...]}``)
    spelled out: "Record validation errors: Status: closed prevents ticket update"."""
    if not isinstance(body, dict):
        return None
    description, details = _description(body), body.get("details")
    if isinstance(details, dict):
        spelled = _spelled(details)
        return f"{description}: {spelled}" if description and spelled else description or spelled
    return " ".join(str(part) for part in (description, details) if part) or None


def _description(body: dict[str, Any]) -> Any:
    """Zendesk's own words for an error: ``description``, else ``error`` (its ``message`` or
    ``title`` when it is an object)."""
    description = body.get("description") or body.get("error")
    if isinstance(description, dict):
        return description.get("message") or description.get("title")
    return description


def _spelled(details: dict[str, Any]) -> str:
    """A 422's ``details`` as one line: each field's descriptions (or items as they are)."""
    return "; ".join(str(item.get("description") if isinstance(item, dict) else item)
                     for items in details.values()
                     for item in (items if isinstance(items, list) else [items]))
