"""Paging of a Zendesk list as the Support API documents it (developer.zendesk.com:
"Pagination", "Paginating through lists using cursor pagination", "List Audits for a Ticket").

- **Cursor pagination**, chosen by ``page[size]`` (1 to 100; more, or not a number, is 400),
  with ``page[after]`` or ``page[before]`` (an opaque cursor from a previous page's
  ``meta.after_cursor`` / ``meta.before_cursor``; both at once, or a cursor that is not one, is
  400). The answer has ``meta: {has_more, after_cursor, before_cursor}`` and
  ``links: {next, prev}``, absolute URLs on the account's own base URL; ``has_more`` is false
  on the last page (``links.next`` is still given there, as Zendesk does: the client must
  read ``has_more``).
- **Offset pagination** otherwise: ``page`` (from 1) and ``per_page`` (at most 100, the
  default), answering ``next_page`` / ``previous_page`` URLs and ``count``.

Records are listed in the order they were created, oldest first: the endpoint documents no
sort parameter, and like Zendesk this ignores query parameters it does not know
(``sort_order``, ``sort``).
"""

from __future__ import annotations

import base64
import json
from typing import Any
from urllib.parse import parse_qs, urlencode

MAX_SIZE = 100


def base_url(request: Any) -> str:
    """The account's base URL as the client reached it (Zendesk's: its subdomain's)."""
    return f"http://{request.headers.get('Host') or '127.0.0.1'}"


class BadPage(Exception):
    """A paging parameter Zendesk refuses (400)."""


def page(records: list[dict], base: str, path: str, query: str, key: str) -> dict[str, Any]:
    """The answer for ``records`` (oldest first) under ``key``, paged as ``query`` asks.
    ``base`` is the account's base URL (scheme and host), ``path`` the list's path."""
    params = {k: v[-1] for k, v in parse_qs(query, keep_blank_values=True).items()}
    if any(k.startswith("page[") for k in params):
        return _cursor(records, base, path, params, key)
    return _offset(records, base, path, params, key)


def _cursor(records: list[dict], base: str, path: str, params: dict, key: str) -> dict:
    size = _int(params.get("page[size]", str(MAX_SIZE)), "page.size")
    if not 1 <= size <= MAX_SIZE:
        raise BadPage(f"page.size must be between 1 and {MAX_SIZE}")
    after, before = params.get("page[after]"), params.get("page[before]")
    if after is not None and before is not None:
        raise BadPage("page[before] and page[after] can't be used together")
    ids = [r["id"] for r in records]
    if before is not None:
        end = sum(1 for i in ids if i < _decode(before))
        start = max(0, end - size)
        more = start > 0
    else:
        start = 0 if after is None else sum(1 for i in ids if i <= _decode(after))
        end = min(len(records), start + size)
        more = end < len(records)
    rows = records[start:end]
    first, last = (_encode(rows[0]["id"]), _encode(rows[-1]["id"])) if rows else (None, None)

    def link(direction: str, cursor: str | None) -> str | None:
        if cursor is None:
            return None
        return f"{base}{path}?" + urlencode({"page[size]": size, f"page[{direction}]": cursor})

    return {key: rows, "meta": {"has_more": more, "after_cursor": last, "before_cursor": first},
            "links": {"next": link("after", last), "prev": link("before", first)}}


def _offset(records: list[dict], base: str, path: str, params: dict, key: str) -> dict:
    number = max(1, _int(params.get("page", "1"), "page"))
    per = min(MAX_SIZE, max(1, _int(params.get("per_page", str(MAX_SIZE)), "per_page")))
    rows = records[(number - 1) * per:number * per]

    def link(n: int) -> str:
        return f"{base}{path}?" + urlencode({"page": n, "per_page": per})

    return {key: rows, "count": len(records),
            "next_page": link(number + 1) if number * per < len(records) else None,
            "previous_page": link(number - 1) if number > 1 else None}


def _int(value: str, name: str) -> int:
    try:
        return int(value)
    except ValueError:
        raise BadPage(f"{name} must be an integer") from None


def _encode(record_id: int) -> str:
    return base64.urlsafe_b64encode(json.dumps({"o": "id", "v": record_id}).encode()).decode()


def _decode(cursor: str) -> int:
    try:
        value = json.loads(base64.urlsafe_b64decode(cursor.encode()))["v"]
    except (ValueError, KeyError, TypeError):
        raise BadPage("the cursor is not one this list gave") from None
    if not isinstance(value, int):
        raise BadPage("the cursor is not one this list gave")
    return value
