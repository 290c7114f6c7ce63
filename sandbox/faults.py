"""The one fault engine: its modes, one fault, the ordered plan, the spec check and the answers.

Both fault injectors use it: the simulators' ``POST /_sim/faults`` (``sandbox.simulators.base``,
threaded servers) and the chaos proxy's ``POST /_chaos/faults`` (``tests.chaos.proxy``, one event
loop). A fault applies to the next requests it matches. "before" means nothing reached the
provider (nothing processed or stored); "after" means the provider committed (the simulator
processed the request and stored any idempotent result; the proxy forwarded it and read the
whole answer) and only the answer is lost or replaced.

One fault per request: the first active fault, in the order added, whose ``method`` equals,
``path`` prefixes the request's path (query not included) and ``body_contains`` is a substring
of its body; ``times`` counts hits (null: until cleared).
"""

from __future__ import annotations

import copy
import itertools
import json
import threading
from dataclasses import asdict, dataclass, field
from typing import Any

MODES = {
    "latency": "wait delay_s, then let the request reach the provider and answer normally",
    "slow_response": "the provider commits and answers; wait delay_s, then pass its answer on",
    "drop_before": "close the client connection (FIN); nothing reaches the provider",
    "reset_before": "reset the client connection (RST); nothing reaches the provider",
    "drop_after": "the provider commits and answers; close the connection (FIN) instead",
    "reset_after": "the provider commits and answers; reset the connection (RST) instead",
    "error_after": "the provider commits and answers; answer `status` with `body` instead",
    "error_before": "answer `status` with `body`; nothing reaches the provider",
    "rate_limit": "answer 429 with Retry-After: retry_after; nothing reaches the provider",
    "omit_after": "the provider commits and answers; its JSON answer is passed on without the "
                  "fields `omit` names (dotted paths, `*` for every item of a list or object): "
                  "an object as an older API version or a compatible service gives it",
}
BEFORE = {"drop_before", "reset_before", "error_before", "rate_limit"}  # nothing reaches it
CUTS = {"drop_before": "drop", "reset_before": "reset", "drop_after": "drop",
        "reset_after": "reset"}
ANSWERING = {"error_before", "error_after", "rate_limit"}  # modes that write their own answer
FLAVORS = ("auto", "stripe", "zendesk", "shopify")
_FIELDS = {"mode", "method", "path", "body_contains", "times", "delay_s", "status",
           "retry_after", "body", "flavor", "omit"}


class BadSpec(ValueError):
    """A fault spec that cannot be added; ``errors`` maps each bad field to what is wrong."""

    def __init__(self, errors: dict[str, str]):
        super().__init__("; ".join(f"{k}: {v}" for k, v in errors.items()))
        self.errors = errors


@dataclass
class Fault:
    """One fault; ``times`` is the remaining hit count (None: until cleared). ``status``,
    ``body`` and ``flavor`` are set only in the answering modes, ``retry_after`` in rate_limit,
    ``omit`` in omit_after."""

    id: str
    mode: str
    method: str | None = None
    path: str | None = None
    body_contains: str | None = None
    times: int | None = 1
    delay_s: float = 0.0
    status: int | None = None
    retry_after: int | None = None
    body: Any = None
    flavor: str = "auto"
    omit: list[str] | None = None
    hits: int = 0
    _needle: bytes = field(default=b"", repr=False)

    def matches(self, method: str, path: str, body: bytes) -> bool:
        """Method equal (or unset), path prefix (or unset), body substring (or unset)."""
        return (self.method in (None, method) and path.startswith(self.path or "")
                and self._needle in body)

    def as_json(self) -> dict[str, Any]:
        return {k: v for k, v in asdict(self).items() if not k.startswith("_")}


class FaultPlan:
    """The ordered list of active faults. Thread-safe (the simulators serve one thread per
    connection); the lock is never held across an await, so the proxy's event loop can use it."""

    def __init__(self, prefix: str = "flt") -> None:
        self._lock = threading.Lock()
        self._faults: list[Fault] = []
        self._ids = itertools.count(1)
        self._prefix = prefix

    def add(self, spec: Any) -> Fault:
        """Validate a JSON fault spec and append it; BadSpec (nothing added) when it is wrong."""
        fields = validated(spec)
        with self._lock:
            fault = Fault(f"{self._prefix}_{next(self._ids)}", **fields)
            fault._needle = (fault.body_contains or "").encode()
            self._faults.append(fault)
            return fault

    def take(self, method: str, path: str, body: bytes = b"") -> Fault | None:
        """Consume one hit of the first matching fault (an exhausted fault is removed)."""
        with self._lock:
            for fault in self._faults:
                if fault.matches(method, path, body):
                    fault.hits += 1
                    if fault.times is not None:
                        fault.times -= 1
                        if fault.times == 0:
                            self._faults.remove(fault)
                    return fault
        return None

    def list(self) -> list[dict[str, Any]]:
        with self._lock:
            return [f.as_json() for f in self._faults]

    def clear(self) -> int:
        with self._lock:
            count, self._faults = len(self._faults), []
        return count


def validated(spec: Any) -> dict[str, Any]:
    """The Fault fields of a JSON fault spec; BadSpec naming every bad field."""
    if not isinstance(spec, dict):
        raise BadSpec({"body": "must be a JSON object"})
    errors = {name: "unknown field" for name in sorted(set(spec) - _FIELDS)}
    mode = spec.get("mode")
    if mode not in MODES:
        errors["mode"] = f"must be one of {sorted(MODES)}"
    out: dict[str, Any] = {"mode": mode}
    for name in ("method", "path", "body_contains"):
        value = spec.get(name)
        if value is not None and (not isinstance(value, str) or not value):
            errors[name] = "must be a non-empty string or null"
        out[name] = value
    if isinstance(out["method"], str):
        out["method"] = out["method"].upper()
    if isinstance(out["path"], str) and not out["path"].startswith("/"):
        errors["path"] = "must start with /"
    times = out["times"] = spec.get("times", 1)
    if times is not None and (type(times) is not int or times < 1):
        errors["times"] = "must be a positive integer or null (until cleared)"
    delay = spec.get("delay_s", 0)
    if type(delay) not in (int, float) or not 0 <= delay <= 600:
        errors["delay_s"] = "must be a number from 0 to 600"
    else:
        out["delay_s"] = float(delay)
    errors.update(_answer_fields(spec, mode, out))
    errors.update(_omit_field(spec, mode, out))
    if errors:
        raise BadSpec(errors)
    return out


def _answer_fields(spec: dict, mode: Any, out: dict[str, Any]) -> dict[str, str]:
    """status, retry_after, body and flavor: accepted (and checked) with every mode, so one
    generator can send them all, but kept only by the modes that write their own answer."""
    errors = {}
    status = spec.get("status", 500)
    if type(status) is not int or not 400 <= status <= 599:
        errors["status"] = "must be an integer from 400 to 599"
    retry_after = spec.get("retry_after", 1)
    if type(retry_after) is not int or not 0 <= retry_after <= 86400:
        errors["retry_after"] = "must be an integer number of seconds from 0 to 86400"
    flavor = spec.get("flavor", "auto")
    if flavor not in FLAVORS:
        errors["flavor"] = f"must be one of {list(FLAVORS)}"
    if mode in ANSWERING:  # rate_limit is always 429, whatever status says
        out.update(status=429 if mode == "rate_limit" else status, body=spec.get("body"),
                   flavor=flavor, retry_after=retry_after if mode == "rate_limit" else None)
    return errors


def _omit_field(spec: dict, mode: Any, out: dict[str, Any]) -> dict[str, str]:
    """omit: a list of dotted paths (default none), checked with every mode, kept by
    omit_after only."""
    paths = spec.get("omit", [])
    if not isinstance(paths, list) or not all(
            isinstance(p, str) and p and all(p.split(".")) and not p.endswith("*")
            for p in paths):
        return {"omit": "must be a list of dotted field paths (a.b, a.*.b), not ending in *"}
    if mode == "omit_after":
        out["omit"] = paths
    return {}


def omitted(value: Any, paths: list[str] | None) -> Any:
    """A copy of the JSON value ``value`` without the fields at ``paths`` (see omit_after)."""
    value = copy.deepcopy(value)
    for path in paths or ():
        _drop(value, path.split("."))
    return value


def _drop(node: Any, parts: list[str]) -> None:
    head, rest = parts[0], parts[1:]
    if head == "*":
        for child in list(node.values() if isinstance(node, dict) else
                          node if isinstance(node, list) else []):
            _drop(child, rest)
    elif isinstance(node, dict) and head in node:
        if rest:
            _drop(node[head], rest)
        else:
            del node[head]


def flavor_of(flavor: str, path: str) -> str:
    """The provider whose error shape an answer takes: ``flavor``, or guessed from the path."""
    if flavor != "auto":
        return flavor
    if path.startswith("/api/v2/"):
        return "zendesk"
    if path.startswith("/admin/"):
        return "shopify"
    return "stripe"  # Stripe's shape is the strictest to parse (its SDK wants error.type)


def answer_json(status: int, path: str, flavor: str = "auto", body: Any = None) -> Any:
    """The JSON value of an injected answer: ``body`` if given, else the provider's error shape
    (``flavor``, or guessed from the path) that its connector maps by status."""
    if body is not None:
        return body
    flavor, limited = flavor_of(flavor, path), status == 429
    if flavor == "zendesk":
        return ({"error": "APIRateLimitExceeded",
                 "description": "Number of allowed API requests per minute exceeded"}
                if limited else
                {"error": "InternalError" if status >= 500 else "InvalidValue",
                 "description": f"Injected {status} (fault)"})
    if flavor == "shopify":
        return {"errors": ("Exceeded 2 calls per second for api client. Reduce request rates "
                           "to resume uninterrupted service.") if limited
                else f"Injected {status} (fault)"}
    kind = "api_error" if status >= 500 else "invalid_request_error"
    shaped = {"error": {"type": kind, "message": f"Injected {status} (fault)"}}
    if limited:
        shaped["error"].update(code="rate_limit", message="Request rate limit exceeded.")
    return shaped


def answer_body(status: int, path: str, flavor: str = "auto", body: Any = None) -> bytes:
    """``answer_json`` as the bytes of a JSON body."""
    return json.dumps(answer_json(status, path, flavor, body)).encode()
