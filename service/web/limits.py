"""Limits on what anyone may send: a route that needs no credential but writes to Redis takes a
turn per client address first (``ledger.address_limits``), and past its limit is answered 429
``too-many-requests`` with ``Retry-After`` (problem+json; the console renders it as a page for
a browser), having written nothing but the count.

The routes of the app that need no credential, and what they write (``tests/web/test_limits.py``
lists them from the app's own URL map, so a new one is met on purpose):

- ``GET /console/sso/start``: a pending sign-in's state (ten minutes): limited here,
  ``SSO_START`` per address in ten minutes;
- ``POST /console/sign-in``: a wrong key's count per address (one key per address, with its
  window), which locks wrong keys out after ``console.sessions.SIGNIN_LIMIT``; a right key is
  a credential, and is never locked out;
- ``POST /v1/webhooks/*``: a refused signature adds to one fixed counter (no key per request);
  anything else is written only after the provider's signature verified;
- the rest (``/console/sign-in``'s page, ``/console/sso/callback``, ``/approve/<token>``,
  ``/v1/health``, ``/metrics``, ``/openapi.json``, ``/docs``, the console's static files)
  read, delete a state taken once, or write nothing.

The client address is the connection's (``request.remote_addr``): behind a proxy that is the
proxy's, unless the deployment sets it from the proxy's header (werkzeug's ``ProxyFix``). An
IPv6 address counts by its /64, the block one subscriber is given, so a client cannot take a
fresh address per request.
"""

from __future__ import annotations

import ipaddress

from flask import request

from service.errors import TooManyRequests
from service.ledger import address_limits
from service.web.context import current_deps


def client_address() -> str:
    """The address limits count by: the IPv4 address, or an IPv6 address's /64."""
    raw = request.remote_addr or "?"
    try:
        address = ipaddress.ip_address(raw.split("%")[0])
    except ValueError:
        return raw
    if address.version == 6 and address.ipv4_mapped is None:
        return str(ipaddress.ip_network(f"{address}/64", strict=False))
    return str(getattr(address, "ipv4_mapped", None) or address)


def take_turn(route: str, limit: int, window_s: int, what: str, meanwhile: str = "") -> None:
    """Count this request of the client's address; ``TooManyRequests`` (429, Retry-After)
    past ``limit`` in ``window_s``. ``what`` names the request in the answer's sentence,
    ``meanwhile`` what the client can do instead (a sentence, or nothing)."""
    wait = address_limits.take(current_deps().ledger, route, client_address(), limit, window_s)
    if wait:
        raise TooManyRequests(
            f"Too many {what} from your address ({limit} in {window_s // 60} minutes); "
            f"nothing was done. Try again in {_span(wait)}." + (f" {meanwhile}" if meanwhile
                                                                else ""), wait)


def _span(seconds: int) -> str:
    if seconds < 90:
        return f"{seconds} seconds"
    return f"{round(seconds / 60)} minutes"
