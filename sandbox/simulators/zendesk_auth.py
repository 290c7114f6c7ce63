"""The Zendesk simulator's credentials and ``GET /api/v2/users/me.json`` (Show Self).

One simulator instance is one Zendesk account (a subdomain): run two for two accounts.
What Zendesk documents, and what the simulator does with it (checked first: the Users API's
Show Self at developer.zendesk.com; support.zendesk.com "Troubleshooting 401 and 403 Errors on
the Zendesk Developer Platform"; where the docs give no body, what Zendesk's clients report):
- An API token is sent as Basic auth of ``{email_address}/token:{api_token}``; an OAuth access
  token as ``Authorization: Bearer {token}``. A request Zendesk cannot authenticate (absent or
  malformed header, wrong e-mail or token, a revoked token) is 401 ``Couldn't authenticate
  you``. An OAuth access token it does not know is refused in OAuth's words (RFC 6750), 401
  ``{"error": "invalid_token", "error_description": "The access token provided is expired,
  revoked, malformed or invalid for other reasons."}``, as Zendesk's clients report it
  (Speedygeek/ZendeskApi_v2 issues 214 and 225).
- Show Self is "Allowed for: Anonymous users": a request it could not authenticate gets 200
  and the anonymous user (``"id": null``, ``"name": "Anonymous user"``), not a 401, as its
  clients report (blakmatrix/node-zendesk issue 152, zendesk_api_client_rb issue 27). A check
  of credentials must therefore look at ``user.id``. An authenticated request gets its user:
  here an admin named after the e-mail, with an id the instance keeps per e-mail.

By default (``api_tokens`` and ``oauth_tokens`` both null) any non-empty Authorization header is
taken, as it always was. Once either is configured the instance takes only the (email,
api_token) pairs in ``api_tokens`` and the bearer tokens in ``oauth_tokens`` (a null one is
then empty); e-mails compare case-insensitively, as Zendesk's logins do.
"""

from __future__ import annotations

import base64
from typing import Any

from sandbox.simulators import zendesk_paging
from sandbox.simulators.base import HttpError, Request, Response

AUTH_CONFIG: dict[str, Any] = {"api_tokens": None, "oauth_tokens": None}
OAUTH_USER = "oauth-agent@example.com"  # who an OAuth token acts as (a token names no e-mail)
ANY_USER = "api-user@example.com"  # who an unparsed header acts as, while any is taken
INVALID_TOKEN = ("The access token provided is expired, revoked, malformed or invalid for "
                 "other reasons.")
ANONYMOUS = {"id": None, "url": None, "name": "Anonymous user", "email": "invalid@example.com",
             "role": "end-user", "active": True, "verified": False}


def _pairs(value: Any) -> bool:
    return value is None or (isinstance(value, list) and all(
        isinstance(p, dict) and set(p) == {"email", "api_token"}
        and all(isinstance(v, str) and v for v in p.values()) for p in value))


def _tokens(value: Any) -> bool:
    return value is None or (isinstance(value, list) and all(
        isinstance(t, str) and t for t in value))


AUTH_CHECKS = {"api_tokens": _pairs, "oauth_tokens": _tokens}


def _basic(credential: str) -> tuple[str | None, str | None]:
    """(email, api_token) of a Basic credential; api_token None for an e-mail and password."""
    try:
        user, _, secret = base64.b64decode(credential, validate=True).decode().partition(":")
    except ValueError:  # binascii.Error and UnicodeDecodeError are ValueErrors
        return None, None
    email, marker, _ = user.partition("/token")
    return (email or None), (secret if marker and secret else None)


class ZendeskAuth:
    """A mixin of `ZendeskSimulator` (it uses the simulator's lock, config, users, `_fail`
    and `_api_call`)."""

    def identity(self, request: Request, anonymous: bool = False) -> str | None:
        """The e-mail a request acts as; 401 if it is not taken (None if ``anonymous``)."""
        header = (request.headers.get("Authorization") or "").strip()
        scheme, _, credential = header.partition(" ")
        bearer, credential = scheme.lower() == "bearer", credential.strip()
        email, token = _basic(credential) if scheme.lower() == "basic" else (None, None)
        api_tokens, oauth_tokens = self.config["api_tokens"], self.config["oauth_tokens"]
        if api_tokens is None and oauth_tokens is None:  # the default: any header is taken
            taken = bool(header)
        elif bearer:
            taken = bool(credential) and credential in (oauth_tokens or [])
        else:
            taken = email is not None and token is not None and any(
                p["email"].lower() == email.lower() and p["api_token"] == token
                for p in api_tokens or [])
        if taken:
            return OAUTH_USER if bearer else (email or ANY_USER).lower()
        if anonymous:
            return None
        if bearer and credential:
            raise HttpError(Response(401, {"error": "invalid_token",
                                           "error_description": INVALID_TOKEN}))
        self._fail(request, 401, "Couldn't authenticate you", error="Couldn't authenticate you")
        return None  # not reached: _fail raises

    def _me(self, request: Request) -> Response:
        email = self._api_call(request, anonymous=True)
        if email is None:
            return Response(200, {"user": dict(ANONYMOUS)})
        with self.lock:
            user_id = self.users.setdefault(email, 7_000_001 + len(self.users))
        base = zendesk_paging.base_url(request)
        return Response(200, {"user": {
            "id": user_id, "url": f"{base}/api/v2/users/{user_id}.json",
            "name": email.partition("@")[0], "email": email, "role": "admin", "active": True,
            "verified": True}})
