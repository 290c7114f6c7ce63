"""JavaScript value semantics for tests.integrations.make.make_iml: Make's IML follows JavaScript here.

``UNDEFINED`` is JavaScript's undefined (distinct from null, dropped from JSON objects);
``truthy``, loose and strict equality, ordering, ``+``'s string conversion and member access
behave as in JavaScript for the values IML handles; ``FUNCTIONS`` are the IML functions the
modules use, each as Make documents it (help.make.com "Functions": general, text, date and
array functions), null and undefined read as empty text as Make reads a missing value:

- ``length(text or array)``; ``substring(text, start, end)`` (JavaScript's);
- ``replace(text, /regex/flags, replacement)``: a regular expression literal (``RegExp``; ``g``
  replaces every match, else the first); a plain-text search is refused, as outside the subset;
- ``sha256(text)``: the SHA-256 of the UTF-8 text, lower-case hex (Make's default encoding);
- ``formatDate(date, format, timezone)``: an ISO 8601 text as Make parses it, in moment.js's
  tokens ``YYYY``, ``MMMM``, ``MM``, ``DD``, ``D``, in the timezone ``UTC`` (the only one here).
"""

from __future__ import annotations

import hashlib
import math
import re
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Callable
from urllib.parse import quote


class ImlError(ValueError):
    """The template uses syntax, a variable or a function outside the supported subset."""


class _Undefined:
    """JavaScript's ``undefined``: distinct from ``None`` (null), dropped from JSON objects."""

    _instance = None

    def __new__(cls):
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "undefined"

    def __bool__(self) -> bool:
        return False


UNDEFINED = _Undefined()


def js_string(value: Any) -> str:
    """JavaScript's String(value) for the values IML handles."""
    if value is UNDEFINED:
        return "undefined"
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, (dict, list)):
        raise ImlError(f"cannot concatenate an object or array: {value!r}")
    return str(value)


def truthy(value: Any) -> bool:
    """JavaScript truthiness: [] and {} are true, 0, "", null, undefined and NaN are false."""
    if value is UNDEFINED or value is None:
        return False
    if isinstance(value, (dict, list)):
        return True
    if isinstance(value, float) and math.isnan(value):
        return False
    return bool(value)


def is_empty(value: Any) -> bool:
    """What ``ifempty`` treats as empty: undefined, null and the empty string."""
    return value is UNDEFINED or value is None or value == ""


def loose_equal(left: Any, right: Any) -> bool:
    """JavaScript ``==`` for scalars: null == undefined, and numbers compare with numeric text."""
    if left in (None, UNDEFINED) or right in (None, UNDEFINED):
        return left in (None, UNDEFINED) and right in (None, UNDEFINED)
    numbers = (int, float)
    if isinstance(left, numbers) != isinstance(right, numbers):
        try:
            return float(left) == float(right)
        except (TypeError, ValueError):
            return False
    return left == right


def strict_equal(left: Any, right: Any) -> bool:
    if isinstance(left, bool) != isinstance(right, bool):
        return False
    numbers = (int, float)
    if isinstance(left, numbers) and isinstance(right, numbers):
        return left == right
    return type(left) is type(right) and left == right


def compare(op: str, left: Any, right: Any) -> bool:
    if left in (None, UNDEFINED) or right in (None, UNDEFINED):
        return False  # JavaScript compares undefined as NaN: every ordering is false
    if isinstance(left, str) and isinstance(right, str):
        pair = (left, right)
    else:
        try:
            pair = (float(left), float(right))
        except (TypeError, ValueError):
            return False
    return {"<": pair[0] < pair[1], "<=": pair[0] <= pair[1],
            ">": pair[0] > pair[1], ">=": pair[0] >= pair[1]}[op]


def to_collection(items: Any, key: str, value: str) -> Any:
    if items is UNDEFINED or items is None:
        return UNDEFINED
    return {item[key]: item.get(value) for item in items}


# What JavaScript's encodeURIComponent and encodeURI leave as they are (besides A-Z a-z 0-9).
_COMPONENT_SAFE = "-_.!~*'()"
_URI_SAFE = _COMPONENT_SAFE + ";,/?:@&=+$#"


def encode_url(value: Any) -> str:
    """IML's ``encodeURL(text)``: JavaScript's encodeURIComponent, so a mapped value is one path
    segment (``/``, ``?``, ``#`` and ``%`` are escaped). Null and undefined are empty text, as
    everywhere else in a template."""
    text = "" if value is None or value is UNDEFINED else js_string(value)
    return quote(text, safe=_COMPONENT_SAFE, encoding="utf-8", errors="strict")


def encode_uri(url: str) -> str:
    """What Make does to a request's URL unless ``encodeUrl`` is false: JavaScript's encodeURI,
    which keeps the URL's own delimiters (``/ ? #``) and escapes ``%``, so a segment already
    encoded with ``encodeURL`` would arrive encoded twice (``%2F`` as ``%252F``)."""
    return quote(url, safe=_URI_SAFE, encoding="utf-8", errors="strict")


@dataclass(frozen=True)
class RegExp:
    """A ``/source/flags`` literal, as IML's ``replace`` takes it."""

    source: str
    flags: str

    def compiled(self) -> re.Pattern[str]:
        unknown = set(self.flags) - set("gi")
        if unknown:
            raise ImlError(f"unsupported regular expression flags {''.join(sorted(unknown))!r}")
        return re.compile(self.source, re.IGNORECASE if "i" in self.flags else 0)


def _text(value: Any) -> str:
    """A value as the text functions read it: null and undefined are empty text."""
    return "" if value is None or value is UNDEFINED else js_string(value)


def length(value: Any) -> int:
    if isinstance(value, list):
        return len(value)
    return len(_text(value).encode("utf-16-le")) // 2  # JavaScript counts UTF-16 code units


def substring(value: Any, start: Any, end: Any = UNDEFINED) -> str:
    """JavaScript's ``text.substring(start, end)``: bounds clamped, swapped when reversed."""
    text = _text(value)
    low = min(max(int(start), 0), len(text))
    high = len(text) if end is UNDEFINED else min(max(int(end), 0), len(text))
    return text[min(low, high):max(low, high)]


def replace(value: Any, search: Any, replacement: Any) -> str:
    if not isinstance(search, RegExp):
        raise ImlError("replace() with a plain-text search is outside the supported subset")
    pattern = search.compiled()
    return pattern.sub(lambda _: _text(replacement), _text(value),
                       count=0 if "g" in search.flags else 1)


def sha256(value: Any) -> str:
    return hashlib.sha256(_text(value).encode("utf-8")).hexdigest()


_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December")
_DATE_TOKENS = re.compile(r"YYYY|MMMM|MM|DD|D")


def format_date(value: Any, pattern: Any, zone: Any = UNDEFINED) -> Any:
    """``formatDate``: empty for no date (as Make gives for an empty value), else the date in
    ``pattern``; only UTC is supported, and only the tokens the modules use."""
    if zone != "UTC":
        raise ImlError(f"formatDate in timezone {zone!r} is outside the supported subset (UTC)")
    text = _text(value)
    if not text:
        return ""
    moment = datetime.fromisoformat(text.replace("Z", "+00:00")).astimezone(timezone.utc)
    parts = {"YYYY": f"{moment.year:04d}", "MMMM": _MONTHS[moment.month - 1],
             "MM": f"{moment.month:02d}", "DD": f"{moment.day:02d}", "D": str(moment.day)}
    return _DATE_TOKENS.sub(lambda m: parts[m.group(0)], _text(pattern))


FUNCTIONS: dict[str, Callable[..., Any]] = {
    "encodeURL": encode_url,
    "formatDate": format_date,
    "length": length,
    "replace": replace,
    "sha256": sha256,
    "substring": substring,
    "ifempty": lambda a, b: b if is_empty(a) else a,
    "if": lambda cond, a, b=UNDEFINED: a if truthy(cond) else b,
    "keys": lambda obj: list(obj) if isinstance(obj, dict) else [],
    "join": lambda items, sep: sep.join(js_string(i) for i in items) if isinstance(items, list) else "",
    "toCollection": to_collection,
}


def member(value: Any, key: Any) -> Any:
    """``value.key`` as JavaScript reads it: a missing key (or a member of nothing) is undefined."""
    if isinstance(value, dict):
        return value.get(key, UNDEFINED) if isinstance(key, str) else UNDEFINED
    if isinstance(value, list) and isinstance(key, (int, float)) and 0 <= int(key) < len(value):
        return value[int(key)]
    if isinstance(value, list) and key == "length":
        return len(value)
    return UNDEFINED
