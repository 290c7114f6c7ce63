"""Load make-modules/ (Make's local development layout) and run its components over real HTTP.

``run_module`` does what Make does with one module execution, as far as these modules need it:
merge the Base into the module's communication, render the request with the module's
parameters and the connection, send it, and apply the ``response`` directives (``error`` by
status, then ``valid``, then ``output``), raising ``MakeError`` with Make's error type where
Make would stop the module. ``check_connection`` runs a connection's credential check. The
templates are rendered by ``tests.integrations.make.make_iml``; nothing here calls Make.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import httpx

from tests.integrations.make.make_iml import UNDEFINED, render, truthy
from tests.integrations.make.make_iml_js import encode_uri

REPO = Path(__file__).resolve().parents[3]
MAKE_DIR = REPO / "make-modules"
SANITIZED = "[sanitized by log.sanitize]"


def schemas_dir() -> Path:
    """Make's JSON Schemas: shared/ beside the repository (CI mounts it read-only there), or
    where ``SURESTEP_MAKE_SCHEMAS`` says (a git worktree is not beside it)."""
    return Path(os.environ.get("SURESTEP_MAKE_SCHEMAS") or REPO.parent / "shared" / "make-schemas")


_JSONC = re.compile(r'"(?:[^"\\]|\\.)*"|//[^\n]*|/\*.*?\*/', re.DOTALL)


def load_jsonc(path: Path) -> Any:
    """Parse JSON with comments (Make's .iml.json files): comments go, strings stay, no more."""
    text = path.read_text(encoding="utf-8")
    stripped = _JSONC.sub(lambda m: m.group(0) if m.group(0).startswith('"') else "", text)
    return json.loads(stripped)


class MakeError(Exception):
    """A module stopped the way Make stops it: an error type (DataError, ...) and a message."""

    def __init__(self, type_: str, message: str, status: int | None = None):
        super().__init__(f"{type_}: {message}")
        self.type, self.message, self.status = type_, message, status


@dataclass
class Module:
    """One module's files, parsed."""

    id: str
    meta: dict
    communication: dict
    static_params: list = field(default_factory=list)
    mappable_params: list = field(default_factory=list)
    interface: list = field(default_factory=list)
    samples: dict = field(default_factory=dict)

    @property
    def params(self) -> list:
        """Every parameter, including those nested under a select's options."""
        return list(flatten(self.static_params + self.mappable_params))


def flatten(params: list, choice: dict | None = None):
    """Parameters with the ones nested under select options; with ``choice`` ({select name:
    option value}), only the nested ones of the chosen option (or the default), as Make shows."""
    for param in params:
        yield param
        if param.get("type") != "select" or not isinstance(param.get("options"), list):
            continue
        for option in param["options"]:
            chosen = option["value"] == (choice or {}).get(param["name"], param.get("default"))
            if (choice is None or chosen) and isinstance(option.get("nested"), list):
                yield from flatten(option["nested"], choice)


@dataclass
class Result:
    """What a module produced, and what Make would have sent and logged."""

    output: Any
    status: int
    request: dict
    log: dict
    headers: dict
    metadata: Any = None
    data: Any = None  # a webhook's attach: what Make keeps as the webhook's data


@dataclass
class MakeApp:
    """The parsed app: manifest, Base, connections, webhooks, modules and RPCs, each file loaded
    once."""

    manifest: dict
    base: dict
    connections: dict[str, dict]
    modules: dict[str, Module]
    webhooks: dict[str, dict] = field(default_factory=dict)
    rpcs: dict[str, dict] = field(default_factory=dict)  # {id: {communication, params}}

    @classmethod
    def load(cls, root: Path = MAKE_DIR) -> "MakeApp":
        manifest = json.loads((root / "makecomapp.json").read_text(encoding="utf-8"))
        base = load_jsonc(root / manifest["generalCodeFiles"]["base"])
        def files(meta):
            return {k: load_jsonc(root / v) for k, v in meta["codeFiles"].items() if v}

        components = manifest["components"]
        connections = {cid: files(meta) for cid, meta in components["connection"].items()}
        webhooks = {wid: files(meta) for wid, meta in components["webhook"].items()}
        rpcs = {rid: files(meta) for rid, meta in components["rpc"].items()}
        modules = {}
        for mid, meta in components["module"].items():
            code = files(meta)
            modules[mid] = Module(mid, meta, code["communication"], code.get("staticParams", []),
                                  code.get("mappableParams", []), code.get("interface", []),
                                  code.get("samples", {}))
        return cls(manifest, base, connections, modules, webhooks, rpcs)


def merge_base(base: dict, communication: dict) -> dict:
    """The module's request on top of the Base: headers, qs, log and response merge by key."""
    merged = {**base, **communication}
    for key in ("headers", "qs", "response"):
        if key in base or key in communication:
            merged[key] = {**base.get(key, {}), **communication.get(key, {})}
    sanitize = base.get("log", {}).get("sanitize", []) + communication.get("log", {}).get("sanitize", [])
    if sanitize:
        merged["log"] = {"sanitize": sanitize}
    return merged


def run_module(app: MakeApp, module_id: str, parameters: dict, connection: dict,
               client: httpx.Client) -> Result:
    """Execute one module as Make would: render, send, then apply ``response``."""
    spec = app.modules[module_id].communication
    if not isinstance(spec, dict):
        raise NotImplementedError("these modules make a single request each")
    return execute(merge_base(app.base, spec), {"parameters": parameters, "connection": connection},
                   client)


def check_connection(app: MakeApp, connection_id: str, parameters: dict,
                     client: httpx.Client) -> Result:
    """Run a connection's check (no Base: Make verifies a connection on its own terms)."""
    spec = app.connections[connection_id]["communication"]
    return execute(spec, {"parameters": parameters}, client)


def execute(spec: dict, context: dict, client: httpx.Client) -> Result:
    """Render one request directive, send it, and apply its ``response`` directive."""
    request = build_request(spec, context)
    response = client.request(request["method"], request["url"], params=request["qs"] or None,
                              headers=request["headers"], json=request.get("body"))
    body = _parse_body(response)
    headers = {k.lower(): v for k, v in response.headers.items()}
    scope = {**context, "body": body, "headers": headers, "statusCode": response.status_code}
    directives = spec.get("response", {})
    if response.status_code >= 400:
        raise _error(directives.get("error"), scope, response.status_code)
    _check_valid(directives, scope, response.status_code)
    output = render(directives["output"], scope) if "output" in directives else body
    metadata = render(directives["metadata"], scope) if "metadata" in directives else None
    data = render(directives["data"], scope) if "data" in directives else None
    log = sanitize({"request": request, "response": {"headers": headers, "body": body}},
                   spec.get("log", {}).get("sanitize", []))
    return Result(output, response.status_code, request, log, headers, metadata, data)


def build_request(spec: dict, context: dict) -> dict:
    """The HTTP request a directive renders to; undefined query and body fields are left out."""
    url = render(spec["url"], context)
    if url.startswith("/"):
        url = render(spec["baseUrl"], context) + url
    if spec.get("encodeUrl", True) is not False:
        url = encode_uri(url)  # Make's own encoding of the URL (the ``encodeUrl`` directive)
    method = render(spec.get("method", "GET"), context)
    request = {"method": method, "url": url,
               "headers": {k: str(v) for k, v in render(spec.get("headers", {}), context).items()},
               "qs": render(spec.get("qs", {}), context)}
    if method != "GET" and "body" in spec:
        body = render(spec["body"], context)
        request["body"] = None if body is UNDEFINED else body
    return request


def _parse_body(response: httpx.Response) -> Any:
    """Make's ``automatic`` response type: JSON (problem+json included) when it says so;
    no body at all (a 204) is nothing, whatever its content type says."""
    if not response.content:
        return None
    if "json" in response.headers.get("content-type", ""):
        return response.json()
    return response.text


def _error(directive: Any, scope: dict, status: int) -> MakeError:
    """The per-status entry if there is one, else the directive's own message and type."""
    if directive is None:
        return MakeError("RuntimeError", f"Status {status}", status)
    if isinstance(directive, str):
        return MakeError("RuntimeError", render(directive, scope), status)
    chosen = directive.get(str(status), directive)
    type_ = render(chosen.get("type", directive.get("type", "RuntimeError")), scope)
    return MakeError(type_, render(chosen["message"], scope), status)


def _check_valid(directives: dict, scope: dict, status: int) -> None:
    valid = directives.get("valid", True)
    condition = valid.get("condition", True) if isinstance(valid, dict) else valid
    if truthy(render(condition, scope)):
        return
    spec = valid if isinstance(valid, dict) and "message" in valid else None
    if spec is None:
        raise _error(directives.get("error"), scope, status)
    raise MakeError(render(spec.get("type", "RuntimeError"), scope), render(spec["message"], scope),
                    status)


def sanitize(log: dict, paths: list[str]) -> dict:
    """Replace each ``log.sanitize`` path (e.g. ``request.headers.authorization``, matched
    case-insensitively as Make matches header names) in a copy of the log."""
    copy = json.loads(json.dumps(log, default=str))
    for path in paths:
        node, parts = copy, path.split(".")
        for depth, part in enumerate(parts):
            if not isinstance(node, dict):
                break
            key = next((k for k in node if k.lower() == part.lower()), None)
            if key is None:
                break
            if depth == len(parts) - 1:
                node[key] = SANITIZED
            else:
                node = node[key]
    return copy


def as_replay(first: dict) -> dict:
    """What Create a Refund outputs for a replay of the completed refund ``first`` output: the
    same answer with ``replayed`` true, and told as done on the original's day, not as news."""
    day = datetime.fromisoformat(first["state_since"].replace("Z", "+00:00"))
    return {**first, "replayed": True, "already_refunded_on": day.date().isoformat(),
            "customer_message": f"Your payment was already refunded on "
                                f"{day.day} {day.strftime('%B')} {day.year}."}


def shape_diff(output, sample, where="output") -> list[str]:
    """Where the module's samples differ in shape from what it really outputs (keys, nesting):
    the samples Make shows builders before a first run must be the real thing."""
    if where.endswith("].body") and ".responses[" in where:
        return []  # a provider's answer as the ledger keeps it: its fields are the provider's,
        # and the ones that say nothing (null, empty) are not kept, so its keys vary by answer
    if isinstance(sample, dict) and isinstance(output, dict):
        diff = [f"{where}: keys {sorted(output.keys() ^ sample.keys())} differ"] \
            if output.keys() != sample.keys() else []
        return diff + [d for k in sample.keys() & output.keys() if sample[k] is not None
                       for d in shape_diff(output[k], sample[k], f"{where}.{k}")]
    if isinstance(sample, list) and isinstance(output, list) and sample and output:
        return shape_diff(output[0], sample[0], f"{where}[0]")
    return []
