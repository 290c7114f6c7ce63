"""Zendesk Support simulator: the ticket endpoints surestep uses, behaving like Zendesk.

Documented behaviour it follows (developer.zendesk.com: Tickets, Ticket Audits, Job Statuses,
Rate limits, "Creating and updating tickets"):
- ``PUT /api/v2/tickets/{id}.json`` applies ``{"ticket": {...}}`` at once and answers the ticket
  and the audit it created; a comment becomes a ``Comment`` event; ``metadata`` becomes the
  audit's ``metadata.custom``. ``safe_update`` with an ``updated_stamp`` that is not the
  ticket's ``updated_at`` is 409 ``UpdateConflict`` ("The update only occurs if the
  updated_stamp timestamp matches the ticket's actual updated_at timestamp at the time of the
  request"). ``updated_at`` is the time of the last update in whole seconds
  (``2019-09-12T21:45:16Z``), so a second update in the same second leaves it as it was, and a
  stamp read before that update still matches: safe_update cannot tell them apart, in Zendesk
  as here. There is no idempotency key: a repeat posts again.
- Every answer's ``Date`` header is the simulator's clock (``sandbox.simulators.server``), the
  clock ``updated_at`` is read from, as a server's ``Date`` is its own clock.
  ``tags`` replaces the ticket's tags; ``additional_tags`` / ``remove_tags`` are documented for
  ``update_many`` only, and a single-ticket update carrying them is refused (422) like any
  attribute this simulator does not know, so our code cannot come to lean on them.
- Tickets carry ``requester_id`` (Zendesk's mandatory requester, a user id).
- ``GET /api/v2/tickets/{id}/audits.json`` lists the audits oldest first, paged as Zendesk
  pages (``sandbox.simulators.zendesk_paging``: cursor pagination with ``page[size]`` at most
  100, or offset pagination; unknown parameters such as ``sort_order`` ignored).
- A ticket that does not exist is 404 ``{"error": "RecordNotFound", "description": "Not
  found"}`` on every ticket endpoint; one the API user may not see (``forbidden_ticket_ids``)
  is 403 ``Forbidden``; an update of a closed one (``fail_ticket_ids``) is 422 ``RecordInvalid``
  with the reason in ``details``.
- ``PUT /api/v2/tickets/update_many.json?ids=...`` only queues a job; ``GET
  /api/v2/job_statuses/{id}.json`` goes ``queued`` -> ``working`` -> ``completed`` (or
  ``failed``) as time passes, with one result per ticket (errors per ticket in ``results``);
  a job's status can be read for a day after it was created (``job_status_ttl_s``), then 404.
  A job's ``url`` is absolute, on the simulator's own base URL (the request's ``Host``), as
  Zendesk's is (https://<subdomain>.zendesk.com/api/v2/job_statuses/<id>.json).
- Credentials and ``GET /api/v2/users/me.json``: see ``zendesk_auth``. Users (``GET
  /api/v2/users/{id}.json``) and the ticket's comments (``GET /api/v2/tickets/{id}/
  comments.json``, each with its ``author_id``, ``public`` flag and ``plain_body``): see
  ``zendesk_people``; a comment an update adds is authored by the API user.
- Requests per window are limited; every answer carries ``X-Rate-Limit``,
  ``X-Rate-Limit-Remaining`` and ``ratelimit-limit/remaining/reset``; over the limit it is 429
  with ``Retry-After`` (seconds). 429s are counted in ``GET /_sim/stats``.

Control endpoints (besides the base ones):
    POST /_sim/tickets  {"count"?: 1, "subject"?, "requester_id"?, "description"?}
                           -> {"data": [ticket, ...]} (a description is the first comment,
                           public, by the requester)
    GET  /_sim/tickets/<id> -> ticket with its comments and audits
    POST /_sim/tickets/<id>/audits {"count"?: 1} -> {"audits": n}: agents' comments, each its
                           own audit, as a busy ticket collects them
    GET  /_sim/comments[?ticket_id=] -> {"data": [{ticket_id, id, body, public, custom,
                           author_id, ...}, ...]}
    POST /_sim/users, POST /_sim/tickets/<id>/comments: see zendesk_people
    GET|POST /_sim/config {"rate_limit", "rate_window_s", "job_duration_s", "fail_ticket_ids",
                           "forbidden_ticket_ids", "job_fails", "job_status_ttl_s",
                           "api_tokens": null | [{"email", "api_token"}, ...],
                           "oauth_tokens": null | ["...", ...]}
                          (both null: any credential is taken, as by default; see zendesk_auth)
    GET  /_sim/stats -> {"requests", "rate_limited"}
"""

from __future__ import annotations

import itertools
import math
import time
from typing import Any

from sandbox.simulators import demo, zendesk_paging
from sandbox.simulators.base import HttpError, Request, Response, Router, Simulator
from sandbox.simulators.zendesk_auth import AUTH_CHECKS, AUTH_CONFIG, ZendeskAuth
from sandbox.simulators.zendesk_jobs import BulkJobs
from sandbox.simulators.zendesk_people import ZendeskPeople

DEFAULT_CONFIG = {"rate_limit": 700, "rate_window_s": 60.0, "job_duration_s": 1.0,
                  "fail_ticket_ids": [], "forbidden_ticket_ids": [], "job_fails": False,
                  "job_status_ttl_s": 24 * 3600.0, **AUTH_CONFIG}
_FORBIDDEN = ("You do not have access to this page. Please contact the account owner of this "
              "help desk for further help.")
_TICKET_FIELDS = {"comment", "status", "tags", "custom_fields", "group_id", "assignee_id",
                  "safe_update", "updated_stamp", "metadata"}
_BULK_FIELDS = _TICKET_FIELDS | {"additional_tags", "remove_tags"}  # update_many only
DEFAULT_REQUESTER = 90001  # the end user who asked, on every ticket made without one
_STATUSES = {"new", "open", "pending", "hold", "solved", "closed"}


def _iso(ts: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(ts))


class ZendeskSimulator(ZendeskAuth, ZendeskPeople, BulkJobs, Simulator):
    """Tickets, audits, comments, users, update_many jobs and a fixed-window rate limit."""

    name = "zendesk"

    def add_routes(self, router: Router) -> None:
        router.add("PUT", r"/api/v2/tickets/update_many\.json", self._update_many, commits=True)
        router.add("PUT", r"/api/v2/tickets/(?P<tid>\d+)\.json", self._update, commits=True)
        router.add("GET", r"/api/v2/tickets/(?P<tid>\d+)\.json", self._show)
        router.add("GET", r"/api/v2/tickets/(?P<tid>\d+)/audits\.json", self._audits)
        router.add("GET", r"/api/v2/job_statuses/(?P<jid>[\w-]+)\.json", self._job_status)
        router.add("GET", r"/api/v2/users/me\.json", self._me)
        self.add_people_routes(router)
        router.add("POST", "/_sim/tickets", self._ctl_tickets)
        router.add("GET", r"/_sim/tickets/(?P<tid>\d+)", lambda req, tid: Response(
            200, self._ticket(req, int(tid), count=False)))
        router.add("POST", r"/_sim/tickets/(?P<tid>\d+)/audits", self._ctl_audits)
        router.add("GET", "/_sim/comments",
                   lambda req: Response(200, {"data": req.matching(self.comments(), "ticket_id")}))
        router.add("GET", "/_sim/stats", lambda req: Response(200, dict(self.stats)))
        router.add("GET", "/_sim/config", lambda req: Response(200, dict(self.config)))
        router.add("POST", "/_sim/config", self._ctl_config)

    def reset_data(self) -> None:
        self.config = dict(DEFAULT_CONFIG)
        self.stats = {"requests": 0, "rate_limited": 0}
        self.tickets: dict[int, dict] = {}
        self.jobs: dict[str, dict] = {}
        self._ids = itertools.count(1000)
        self._window = (0.0, 0)  # (window start, requests counted in it)
        self.users: dict[str, int] = {}  # e-mail -> user id, as each identity is first seen
        self.reset_people(DEFAULT_REQUESTER)

    def seed(self) -> None:
        """Tickets 1-20 (no words, by the default requester) and the demo stories' tickets,
        each by its customer (``sandbox.simulators.demo``)."""
        for n in range(1, 21):
            self.add_ticket(n, f"Demo ticket {n}")
        for story in demo.STORIES:
            self.add_user(story.requester_id, story.name, story.email)
            self.add_ticket(story.ticket_id, story.subject, requester_id=story.requester_id,
                            description=story.text)

    def parse_params(self, request: Request) -> Any:
        try:
            return request.json() if request.body else super().parse_params(request)
        except ValueError:
            return request.body.decode("utf-8", "replace")

    def error(self, request: Request, status: int, message: str, **fields: Any) -> Response:
        return Response(status, {"error": fields.get("error", "InvalidValue"),
                                 "description": message, **fields.get("extra", {})})

    def rate_limited(self, request: Request, fault: Any) -> Response:
        self.stats["rate_limited"] += 1
        response = self.error(request, 429, "Number of allowed API requests per minute exceeded",
                              error="APIRateLimitExceeded")
        response.headers["Retry-After"] = str(fault.retry_after)
        return response

    def fault_error(self, request: Request, status: int) -> Response:
        if status >= 500:
            return self.error(request, status, "Internal Server Error", error="InternalError")
        return self.error(request, status, f"Simulated {status} error")

    def decorate(self, request: Request, response: Response) -> None:
        if request.path.startswith("/api/"):
            response.headers.setdefault("X-Request-Id", request.id)
            start, count = self._window
            limit = int(self.config["rate_limit"])
            reset = max(0, math.ceil(start + self.config["rate_window_s"] - self.clock.now()))
            remaining = str(max(0, limit - count))
            response.headers.update({"X-Rate-Limit": str(limit), "X-Rate-Limit-Remaining": remaining,
                                     "ratelimit-limit": str(limit), "ratelimit-remaining": remaining,
                                     "ratelimit-reset": str(reset)})

    # ----- public Python API -----------------------------------------------------------------
    def add_ticket(self, ticket_id: int | None = None, subject: str = "Ticket",
                   requester_id: int = DEFAULT_REQUESTER, description: str | None = None) -> dict:
        with self.lock:
            tid = ticket_id or next(self._ids)
            now = self.clock.now()
            self.tickets[tid] = {"id": tid, "subject": subject, "status": "open", "tags": [],
                                 "requester_id": requester_id,
                                 "custom_fields": [], "group_id": None, "assignee_id": None,
                                 "updated_at": _iso(now), "_updated": now,
                                 "comments": [], "audits": []}
            if description:
                self.tickets[tid]["comments"].append(self.new_comment(
                    self.tickets[tid], description, True, requester_id, None, channel="email",
                    custom={}))
            return self._public(self.tickets[tid])

    def comments(self) -> list[dict]:
        with self.lock:
            self._run_due_jobs()
            return [{"ticket_id": t["id"], **c} for t in self.tickets.values()
                    for c in t["comments"]]

    # ----- API handlers ------------------------------------------------------------------------
    def _update(self, request: Request, tid: str) -> Response:
        author = self.agent_id(self._api_call(request))
        update = self._ticket_body(request)
        self.hold_point(request)
        with self.lock:
            ticket = self._find(request, int(tid))
            stamp = update.get("updated_stamp")
            if update.get("safe_update") and stamp and stamp != ticket["updated_at"]:
                self._fail(request, 409, "Safe Update prevented the update due to outdated ticket "
                           "data. Please fetch the latest ticket data and try again.",
                           error="UpdateConflict")
            if ticket["id"] in self.config["fail_ticket_ids"]:
                self._fail(request, 422, "Record validation errors", error="RecordInvalid",
                           extra={"details": {"status": [
                               {"description": "Status: closed prevents ticket update"}]}})
            audit = self._apply(ticket, update, author)
            response = Response(200, {"ticket": self._public(ticket), "audit": audit})
        return self.commit_point(request, response)

    def _show(self, request: Request, tid: str) -> Response:
        self._api_call(request)
        ticket = self._ticket(request, int(tid))
        users = self.sideloaded_users(request, ticket)
        return Response(200, {"ticket": ticket} if users is None else {"ticket": ticket, "users": users})

    def _audits(self, request: Request, tid: str) -> Response:
        self._api_call(request)
        with self.lock:
            self._run_due_jobs()
            audits = list(self._find(request, int(tid))["audits"])
        base = zendesk_paging.base_url(request)
        try:
            return Response(200, zendesk_paging.page(audits, base, request.path, request.query,
                                                     "audits"))
        except zendesk_paging.BadPage as exc:  # Zendesk's shape for a bad page parameter
            return Response(400, {"error": {"title": "Invalid attribute", "message":
                                            f"You passed an invalid value: {exc}"}})

    # ----- internals ---------------------------------------------------------------------------
    def _api_call(self, request: Request, anonymous: bool = False) -> str | None:
        """Authenticate (401, unless ``anonymous`` is allowed: then None) and count the
        request against the window (429 when over); the e-mail the request acts as."""
        identity = self.identity(request, anonymous)
        with self.lock:
            now, (start, count) = self.clock.now(), self._window
            window = float(self.config["rate_window_s"])
            if now >= start + window:
                start, count = now, 0
            self.stats["requests"] += 1
            if count >= int(self.config["rate_limit"]):
                self._window = (start, count)
                self.stats["rate_limited"] += 1
                response = self.error(request, 429, "Number of allowed API requests per minute "
                                      "exceeded", error="APIRateLimitExceeded")
                response.headers["Retry-After"] = str(max(1, math.ceil(start + window - now)))
                raise HttpError(response)
            self._window = (start, count + 1)
        return identity

    def _ticket_body(self, request: Request, bulk: bool = False) -> dict:
        try:
            body = request.json()
        except ValueError:
            self._fail(request, 400, "Body must be JSON")
        update = body.get("ticket") if isinstance(body, dict) else None
        if not isinstance(update, dict):
            self._fail(request, 400, "Body must be {\"ticket\": {...}}")
        unknown = set(update) - (_BULK_FIELDS if bulk else _TICKET_FIELDS)
        if unknown or ("status" in update and update["status"] not in _STATUSES):
            self._fail(request, 422, f"Invalid ticket fields: {sorted(unknown) or ['status']}",
                       error="RecordInvalid")
        comment = update.get("comment")
        if comment is not None and not (isinstance(comment, dict) and comment.get("body")):
            self._fail(request, 422, "Comment body can't be blank", error="RecordInvalid")
        return update

    def _apply(self, ticket: dict, update: dict, author_id: int | None = None) -> dict:
        """Apply an update (under the lock) and return the audit it creates; its comment is
        by ``author_id`` (the API user), or by the comment's own ``author_id``."""
        # updated_at is whole seconds: an update in the same second as the last leaves it as
        # it was (never forced forward, which made every update look distinct to safe_update)
        now = max(self.clock.now(), ticket["_updated"])
        audit = {"id": next(self._ids), "ticket_id": ticket["id"], "created_at": _iso(now),
                 "metadata": {"custom": dict(update.get("metadata") or {}), "system": {}},
                 "events": []}
        if update.get("comment"):
            comment = self.new_comment(
                ticket, update["comment"]["body"], update["comment"].get("public", True),
                update["comment"].get("author_id", author_id), audit["id"],
                update["comment"].get("html_body"), custom=audit["metadata"]["custom"])
            ticket["comments"].append(comment)
            audit["events"].append({"id": comment["id"], "type": "Comment",
                                    "body": comment["body"], "public": comment["public"]})
        tags = list(update.get("tags", ticket["tags"]))
        tags += [t for t in update.get("additional_tags", []) if t not in tags]
        tags = [t for t in tags if t not in update.get("remove_tags", [])]
        for name, value in (("status", update.get("status")), ("group_id", update.get("group_id")),
                            ("assignee_id", update.get("assignee_id"))):
            if value is not None and ticket[name] != value:
                audit["events"].append({"type": "Change", "field_name": name, "value": value,
                                        "previous_value": ticket[name]})
                ticket[name] = value
        ticket["tags"] = tags
        for field in update.get("custom_fields", []):
            ticket["custom_fields"] = [f for f in ticket["custom_fields"] if f["id"] != field["id"]]
            ticket["custom_fields"].append(field)
        ticket["_updated"], ticket["updated_at"] = now, _iso(now)
        ticket["audits"].append(audit)
        return audit

    def _ticket(self, request: Request, tid: int, count: bool = True) -> dict:
        with self.lock:
            self._run_due_jobs()
            ticket = self._find(request, tid, api=count)
            return self._public(ticket) if count else {**self._public(ticket),
                                                       "comments": list(ticket["comments"]),
                                                       "audits": list(ticket["audits"])}

    def _find(self, request: Request, tid: int, api: bool = True) -> dict:
        """The ticket, as the API user may see it (``api``) or as the control plane does."""
        ticket = self.tickets.get(tid)
        if ticket is None:
            self._fail(request, 404, "Not found", error="RecordNotFound")
        if api and tid in self.config["forbidden_ticket_ids"]:
            self._fail(request, 403, _FORBIDDEN, error="Forbidden")
        return ticket

    @staticmethod
    def _public(ticket: dict) -> dict:
        return {k: v for k, v in ticket.items() if not k.startswith("_")
                and k not in ("comments", "audits")}

    def _fail(self, request: Request, status: int, message: str, **fields: Any) -> None:
        raise HttpError(self.error(request, status, message, **fields))

    def _ctl_tickets(self, request: Request) -> Response:
        body = self._control_json(request)
        count = int(body.get("count", 1))
        return Response(200, {"data": [self.add_ticket(
            None, body.get("subject", "Ticket"), body.get("requester_id", DEFAULT_REQUESTER),
            body.get("description")) for _ in range(count)]})

    def _ctl_audits(self, request: Request, tid: str) -> Response:
        body = self._control_json(request)
        with self.lock:
            ticket = self._find(request, int(tid), api=False)
            for n in range(int(body.get("count", 1))):
                self._apply(ticket, {"comment": {"body": f"Agent note {n + 1}", "public": False}})
            return Response(200, {"audits": len(ticket["audits"])})

    def _ctl_config(self, request: Request) -> Response:
        body = self._control_json(request)
        unknown = set(body) - set(DEFAULT_CONFIG)
        if unknown:
            return self.error(request, 400, f"unknown config keys: {sorted(unknown)}")
        bad = sorted(k for k, check in AUTH_CHECKS.items() if k in body and not check(body[k]))
        if bad:
            return self.error(request, 400, f"invalid config: {bad}")
        with self.lock:
            self.config.update(body)
            return Response(200, dict(self.config))
