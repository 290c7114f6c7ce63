"""What the judgment reads at Zendesk, as small dataclasses: a ticket's requester and subject
(Show Ticket, with its people side-loaded: ``include=users``, so the requester comes in the same
request), a user (Show User, for a requester the side-load did not carry), and the ticket's
comments (List Comments), each read one request at a time through ``ZendeskClient.get`` so the
caller can budget and record each.

List Comments is paged as Zendesk documents it: cursor pagination, ``page[size]`` at most
100, oldest first, ``links.next`` followed while ``meta.has_more`` is true (the last page
still has a ``links.next``). A comment is the requester's when its ``author_id`` is the
ticket's ``requester_id``; ``public`` false is an internal note; its text is ``plain_body``
(Zendesk's plain-text rendering), else ``body``. Errors are the client's (``translate``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterator

from connectors.zendesk import RateInfo, ZendeskClient, _json, _next_page

COMMENT_PAGE_SIZE = 100  # List Comments: at most 100 a page


@dataclass(frozen=True)
class TicketSummary:
    """What the judgment reads of a ticket: its requester and subject."""

    id: int
    requester_id: int | None
    subject: str | None
    status: str | None
    rate: RateInfo = field(default_factory=RateInfo)
    raw: dict[str, Any] = field(default_factory=dict, repr=False)
    # The requester as side-loaded; ``requester_settled``: no Show User is needed to know it.
    requester: User | None = None
    requester_settled: bool = False


@dataclass(frozen=True)
class User:
    """A Zendesk user: ``role`` is end-user, agent or admin."""

    id: int
    name: str | None
    email: str | None
    role: str | None
    rate: RateInfo = field(default_factory=RateInfo)
    raw: dict[str, Any] = field(default_factory=dict, repr=False)


@dataclass(frozen=True)
class Comment:
    """A ticket comment: its author, whether it is public (false: an internal note; a comment
    that does not say is taken as internal), and its plain text."""

    id: int
    author_id: int | None
    public: bool
    plain_body: str
    created_at: str | None = None


@dataclass(frozen=True)
class CommentPage:
    """One page of a ticket's comments, oldest first. ``next_url`` is ``links.next`` while
    ``meta.has_more`` is true, else None. ``raw`` is the page as read, for the ledger."""

    comments: list[Comment]
    next_url: str | None
    rate: RateInfo = field(default_factory=RateInfo)
    raw: dict[str, Any] = field(default_factory=dict, repr=False)


_USER_FIELDS = ("id", "name", "email", "role", "verified")


def ticket_summary(client: ZendeskClient, ticket_id: int) -> TicketSummary:
    """GET /tickets/<id>.json?include=users (``Missing`` if none). The requester is taken from
    the side-load only when it carries an e-mail field (a partial user without one is read with
    ``user`` by the caller)."""
    response = client.get(f"/tickets/{ticket_id}.json", params={"include": "users"})
    body = _json(response) or {}
    ticket = body.get("ticket") or {}
    rate = RateInfo.from_headers(response.headers)
    listed = _listed_requester(body, ticket.get("requester_id"))
    requester = _user(listed[0], listed[0]["id"], rate) if listed and "email" in listed[0] else None
    raw = {k: ticket.get(k) for k in ("id", "requester_id", "subject", "status", "updated_at")}
    if requester is not None:
        raw["requester"] = requester.raw
    # Settled: the side-load carried the requester, or it came and the requester was not in it
    # (a deleted user: nobody to compare with). Else the caller reads Show User.
    settled = requester is not None or (isinstance(body.get("users"), list) and not listed)
    return TicketSummary(id=ticket.get("id", ticket_id), requester_id=ticket.get("requester_id"),
                         subject=ticket.get("subject"), status=ticket.get("status"), rate=rate,
                         raw=raw, requester=requester, requester_settled=settled)


def _listed_requester(body: dict[str, Any], requester_id: Any) -> list[dict[str, Any]]:
    """The side-loaded users that are the ticket's requester (the users an answer lists)."""
    people = [p for p in body.get("users") or [] if isinstance(p, dict)]
    return [p for p in people if p.get("id") == requester_id]


def user(client: ZendeskClient, user_id: int) -> User:
    """GET /users/<id>.json (``Missing`` if none)."""
    response = client.get(f"/users/{user_id}.json")
    found = (_json(response) or {}).get("user") or {}
    return _user(found, user_id, RateInfo.from_headers(response.headers))


def _user(found: dict[str, Any], user_id: int, rate: RateInfo) -> User:
    return User(id=found.get("id", user_id), name=found.get("name"), email=found.get("email"),
                role=found.get("role"), rate=rate, raw={k: found.get(k) for k in _USER_FIELDS})


def comments(client: ZendeskClient, ticket_id: int, page_url: str | None = None) -> CommentPage:
    """One page of the ticket's comments (``page_url``: the previous page's ``next_url``)."""
    response = client.get(page_url) if page_url else client.get(
        f"/tickets/{ticket_id}/comments.json", params={"page[size]": COMMENT_PAGE_SIZE})
    body = _json(response) or {}
    read = [_comment(c) for c in body.get("comments") or [] if isinstance(c, dict) and "id" in c]
    raw = {"comments": [{"id": c.id, "author_id": c.author_id, "public": c.public,
                         "plain_body": c.plain_body, "created_at": c.created_at} for c in read],
           "meta": body.get("meta"), "links": body.get("links")}
    return CommentPage(comments=read, next_url=_next_page(body),
                       rate=RateInfo.from_headers(response.headers), raw=raw)


def _comment(found: dict[str, Any]) -> Comment:
    """One comment as read: public only when Zendesk says so, its plain text (else its body,
    else empty)."""
    return Comment(id=found["id"], author_id=found.get("author_id"),
                   public=found.get("public") is True,
                   plain_body=str(found.get("plain_body") or found.get("body") or ""),
                   created_at=found.get("created_at"))


def comment_pages(client: ZendeskClient, ticket_id: int, max_pages: int) -> Iterator[CommentPage]:
    """The ticket's comment pages, oldest first, at most ``max_pages`` (the last one's
    ``next_url`` is not None when there were more)."""
    page = comments(client, ticket_id)
    yield page
    for _ in range(max_pages - 1):
        if page.next_url is None:
            return
        page = comments(client, ticket_id, page.next_url)
        yield page
