"""The Zendesk simulator's users and ticket comments, as the judgment reads them.

What Zendesk documents (developer.zendesk.com: Users "Show User", Ticket Comments "List
Comments" and its JSON format, "Paginating through lists using cursor pagination"):
- ``GET /api/v2/users/{user_id}.json`` answers ``{"user": {id, url, name, email, role,
  verified, active, ...}}``; ``role`` is ``end-user``, ``agent`` or ``admin``. A user that
  does not exist is 404 ``RecordNotFound``.
- ``GET /api/v2/tickets/{ticket_id}/comments.json`` lists the ticket's comments oldest first,
  cursor pagination with ``page[size]`` (at most 100) or offset pagination
  (``sandbox.simulators.zendesk_paging``). Each comment has ``id``, ``type`` (``Comment``),
  ``author_id``, ``body``, ``html_body``, ``plain_body`` (the comment as plain text),
  ``public`` (false: an internal note), ``audit_id``, ``attachments``, ``via``,
  ``metadata`` and ``created_at``. The first comment is the ticket's description, by its
  requester. A comment added by an update is authored by the API user unless the comment
  names an ``author_id``.
- Side-loading ("Side-loading related records"): ``GET /api/v2/tickets/{id}.json?include=users``
  adds a top-level ``users`` array with the ticket's requester, submitter and assignee (those
  that exist), so one request reads a ticket and its requester.

Control endpoints:
    POST /_sim/users {"id"?, "name", "email"?, "role"?: "end-user"} -> user
    POST /_sim/tickets/<id>/comments {"body", "html_body"?, "author_id"?: the requester,
                                      "public"?: true} -> comment
The requester every ticket gets by default (``DEFAULT_REQUESTER``) is a user from the start.

A mixin of `ZendeskSimulator` (it uses its lock, clock, tickets, users, `_ids`, `_find`,
`_fail`, `_api_call`, `_control_json` and `error`).
"""

from __future__ import annotations

import html
import re
import time
from typing import Any
from urllib.parse import parse_qs

from sandbox.simulators import zendesk_paging
from sandbox.simulators.base import Request, Response

ROLES = ("end-user", "agent", "admin")
DEFAULT_PERSON = {"name": "Ana Customer", "email": "ana@example.com", "role": "end-user"}


def _iso(ts: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(ts))


def plain(html_body: str) -> str:
    """The plain text of a comment's HTML, as ``plain_body`` gives it."""
    text = re.sub(r"<br\s*/?>|</p>|</div>", "\n", html_body, flags=re.IGNORECASE)
    return html.unescape(re.sub(r"<[^>]+>", "", text)).strip()


class ZendeskPeople:
    """Users (Show User) and comments (List Comments) for `ZendeskSimulator`."""

    def add_people_routes(self, router: Any) -> None:
        router.add("GET", r"/api/v2/users/(?P<uid>\d+)\.json", self._show_user)
        router.add("GET", r"/api/v2/tickets/(?P<tid>\d+)/comments\.json", self._list_comments)
        router.add("POST", "/_sim/users", self._ctl_user)
        router.add("POST", r"/_sim/tickets/(?P<tid>\d+)/comments", self._ctl_comment)

    def reset_people(self, default_requester: int) -> None:
        self.people: dict[int, dict] = {}
        self.add_user(default_requester, **DEFAULT_PERSON)

    # ----- public Python API -----------------------------------------------------------------
    def add_user(self, user_id: int | None = None, name: str = "End user",
                 email: str | None = None, role: str = "end-user") -> dict:
        if role not in ROLES:
            raise ValueError(f"role must be one of {ROLES}")
        if email is not None and (not isinstance(email, str) or "@" not in email):
            raise ValueError("email must be an e-mail address or null")
        with self.lock:
            uid = user_id or next(self._ids)
            self.people[uid] = {"id": uid, "name": str(name), "email": email, "role": role,
                                "verified": True, "active": True}
            return dict(self.people[uid])

    def agent_id(self, email: str | None) -> int:
        """The user id the API user (an e-mail) acts as, the one Show Self answers."""
        with self.lock:
            return self.users.setdefault(email or "api-user@example.com",
                                         7_000_001 + len(self.users))

    def new_comment(self, ticket: dict, body: str, public: bool, author_id: int | None,
                    audit_id: int | None, html_body: str | None = None, **extra: Any) -> dict:
        """A comment as the ticket keeps it (called under the lock)."""
        html_body = html_body or f"<div class=\"zd-comment\"><p>{html.escape(body)}</p></div>"
        return {"id": next(self._ids), "body": body, "public": public, "audit_id": audit_id,
                "author_id": author_id, "html_body": html_body,
                "plain_body": plain(html_body), "created_at": _iso(self.clock.now()), **extra}

    def sideloaded_users(self, request: Request, ticket: dict) -> list[dict] | None:
        """``include=users``: the ticket's people (called outside the lock); None when not asked."""
        include = parse_qs(request.query).get("include", [""])[-1]
        if "users" not in (part.strip() for part in include.split(",")):
            return None
        wanted = [ticket.get(k) for k in ("requester_id", "submitter_id", "assignee_id")]
        base = zendesk_paging.base_url(request)
        with self.lock:
            found = {uid: self.people[uid] for uid in wanted if uid in self.people}
        return [{**user, "url": f"{base}/api/v2/users/{uid}.json"} for uid, user in found.items()]

    # ----- API handlers ------------------------------------------------------------------------
    def _show_user(self, request: Request, uid: str) -> Response:
        self._api_call(request)
        with self.lock:
            user = self.people.get(int(uid))
        if user is None:
            self._fail(request, 404, "Not found", error="RecordNotFound")
        base = zendesk_paging.base_url(request)
        return Response(200, {"user": {**user, "url": f"{base}/api/v2/users/{uid}.json"}})

    def _list_comments(self, request: Request, tid: str) -> Response:
        self._api_call(request)
        with self.lock:
            comments = [self._comment_view(c) for c in self._find(request, int(tid))["comments"]]
        try:
            return Response(200, zendesk_paging.page(comments, zendesk_paging.base_url(request),
                                                     request.path, request.query, "comments"))
        except zendesk_paging.BadPage as exc:  # Zendesk's shape for a bad page parameter
            return Response(400, {"error": {"title": "Invalid attribute", "message":
                                            f"You passed an invalid value: {exc}"}})

    @staticmethod
    def _comment_view(comment: dict) -> dict:
        return {"id": comment["id"], "type": "Comment", "author_id": comment.get("author_id"),
                "body": comment["body"], "html_body": comment.get("html_body") or comment["body"],
                "plain_body": comment.get("plain_body") or comment["body"],
                "public": comment["public"], "audit_id": comment.get("audit_id"),
                "attachments": [], "via": {"channel": comment.get("channel", "api")},
                "metadata": {"system": {}, "custom": dict(comment.get("custom") or {})},
                "created_at": comment.get("created_at")}

    # ----- control -------------------------------------------------------------------------------
    def _ctl_user(self, request: Request) -> Response:
        body = self._control_json(request)
        unknown = set(body) - {"id", "name", "email", "role"}
        try:
            if unknown:
                raise ValueError(f"unknown fields: {sorted(unknown)}")
            return Response(200, self.add_user(body.get("id"), body.get("name", "End user"),
                                               body.get("email"), body.get("role", "end-user")))
        except (TypeError, ValueError) as exc:
            return self.error(request, 400, str(exc))

    def _ctl_comment(self, request: Request, tid: str) -> Response:
        body = self._control_json(request)
        text = body.get("body")
        if not isinstance(text, str) or not text or not isinstance(body.get("public", True), bool):
            return self.error(request, 400, "body (non-empty text) and public (true/false)")
        with self.lock:
            ticket = self._find(request, int(tid), api=False)
            comment = self.new_comment(ticket, text, body.get("public", True),
                                       body.get("author_id", ticket["requester_id"]), None,
                                       body.get("html_body"), channel="web",
                                       custom={})
            ticket["comments"].append(comment)
            return Response(200, self._comment_view(comment))
