"""Run a Make RPC (make-modules/rpcs/) the way Make runs it for a select's options, and check it.

A select whose ``options`` (or ``options.store``) is ``rpc://listAccounts?provider=stripe`` makes
Make call the RPC ``listAccounts`` while a builder edits the module: the module's parameters and
the URL's query string are the RPC's ``parameters`` (the query string names the ones a module
does not have), the Base supplies the URL, headers and error types as for a module, and the
answer is turned into options by ``response.iterate`` (``{{body.data}}``, or ``container`` and
``condition``) and ``response.output`` rendered once per ``item`` ({label, value}), at most
``limit`` of them.

``rpc_problems`` checks an RPC against the service's OpenAPI document (its operation, query
values, and that every ``item.<field>`` it outputs is a field of the answer's items);
``reference_problems`` checks every ``rpc://`` a module uses against the RPCs of the app.
Returns problems, never asserts. Nothing here calls Make.
"""

from __future__ import annotations

import re
from typing import Iterator
from urllib.parse import parse_qsl, urlsplit

import httpx

from tests.integrations.make.make_app import (
    MakeApp,
    MakeError,
    Module,
    _check_valid,
    _error,
    _parse_body,
    build_request,
    merge_base,
)
from tests.integrations.make.make_contract import _type_problems, find_operation, resolve
from tests.integrations.make.make_iml import expressions, render, truthy


def parse_rpc_url(url: str) -> tuple[str, dict[str, str]]:
    """``rpc://listAccounts?provider=stripe`` -> ("listAccounts", {"provider": "stripe"})."""
    parts = urlsplit(url)
    if parts.scheme != "rpc" or not parts.netloc:
        raise ValueError(f"not an RPC URL: {url!r}")
    return parts.netloc, dict(parse_qsl(parts.query, keep_blank_values=True))


def run_rpc(app: MakeApp, url: str, module_parameters: dict, connection: dict,
            client: httpx.Client) -> list:
    """The options Make shows for ``url`` in a module with ``module_parameters``."""
    rpc_id, query = parse_rpc_url(url)
    spec = merge_base(app.base, app.rpcs[rpc_id]["communication"])
    context = {"parameters": {**module_parameters, **query}, "connection": connection}
    request = build_request(spec, context)
    response = client.request(request["method"], request["url"], params=request["qs"] or None,
                              headers=request["headers"])
    body = _parse_body(response)
    headers = {k.lower(): v for k, v in response.headers.items()}
    scope = {**context, "body": body, "headers": headers, "statusCode": response.status_code}
    directives = spec.get("response", {})
    if response.status_code >= 400:
        raise _error(directives.get("error"), scope, response.status_code)
    _check_valid(directives, scope, response.status_code)
    return iterate(directives, scope)


def iterate(directives: dict, scope: dict) -> list:
    """``response.iterate`` and ``output``: one output per item of the container that passes
    the condition, at most ``limit``; without ``iterate``, the one output."""
    spec = directives.get("iterate")
    if spec is None:
        return [render(directives.get("output", "{{body}}"), scope)]
    container = render(spec["container"] if isinstance(spec, dict) else spec, scope)
    if not isinstance(container, list):
        raise MakeError("RuntimeError", f"iterate: the container is not an array: {container!r}")
    condition = spec.get("condition", True) if isinstance(spec, dict) else True
    limit = directives.get("limit")
    found = []
    for item in container:
        here = {**scope, "item": item}
        if not truthy(render(condition, here)):
            continue
        found.append(render(directives.get("output", "{{item}}"), here))
        if limit is not None and len(found) >= int(render(limit, here)):
            break
    return found


def _as_module(app: MakeApp, rpc_id: str) -> Module:
    code = app.rpcs[rpc_id]
    return Module(rpc_id, {}, code["communication"], [], code.get("params", []))


def _choices(params: list) -> list[dict]:
    """Every value each select parameter of the RPC offers (its test form), one at a time."""
    found = [{p["name"]: o["value"]} for p in params if p["type"] == "select"
             and isinstance(p.get("options"), list) for o in p["options"]]
    return found or [{}]


def rpc_problems(doc: dict, app: MakeApp, rpc_id: str) -> list[str]:
    """Every mismatch between one options RPC and the OpenAPI document (empty when they agree)."""
    rpc = _as_module(app, rpc_id)
    found = find_operation(doc, rpc, app.base)
    if isinstance(found, str):
        return [found]
    path, method, operation = found
    where = f"{rpc_id} ({method.upper()} {path})"
    return [f"{where}: {p}" for p in _query_problems(doc, rpc, operation)
            + list(_output_problems(doc, rpc, operation))]


def _query_problems(doc: dict, rpc: Module, operation: dict) -> list[str]:
    query = {p["name"]: p.get("schema", {}) for p in operation.get("parameters", [])
             if p["in"] == "query"}
    problems = []
    for choice in _choices(rpc.mappable_params):
        rendered = render(rpc.communication.get("qs", {}), {"parameters": choice})
        for key, value in rendered.items():
            if key not in query:
                problems.append(f"query {key}: not a query parameter of the service")
            else:
                problems += _type_problems(doc, query[key], value, f"query {key}")
    offered = {o["value"] for p in rpc.mappable_params if p["type"] == "select"
               for o in p.get("options", [])}
    for key, schema in query.items():
        enum = set(resolve(doc, schema).get("enum", []))
        used = f"parameters.{key}" in " ".join(expressions(rpc.communication.get("qs", {})))
        if used and enum - offered:
            problems.append(f"query {key}: the RPC does not offer {sorted(enum - offered)}")
    return problems


def _success_schema(doc: dict, operation: dict) -> dict:
    for status, response in operation.get("responses", {}).items():
        media = response.get("content", {}).get("application/json")
        if status.startswith("2") and media:
            return resolve(doc, media["schema"])
    return {}


def _output_problems(doc: dict, rpc: Module, operation: dict) -> Iterator[str]:
    response = rpc.communication.get("response", {})
    output = response.get("output", {})
    if not isinstance(output, dict) or set(output) - {"default"} != {"label", "value"}:
        yield "an options RPC outputs {label, value} for each item"
    spec = response.get("iterate")
    text = spec["container"] if isinstance(spec, dict) else spec
    match = re.fullmatch(r"\{\{\s*body((?:\.\w+)*)\s*\}\}", text or "")
    if match is None:
        yield f"iterate: {text!r} is not a field of the answer (body.<field>)"
        return
    schema = _success_schema(doc, operation)
    for name in filter(None, match.group(1).split(".")):
        schema = resolve(doc, schema.get("properties", {}).get(name, {}))
        if not schema:
            yield f"iterate: body{match.group(1)} is not in the answer"
            return
    if schema.get("type") != "array":
        yield f"iterate: body{match.group(1)} is not an array in the answer"
        return
    items = resolve(doc, schema.get("items", {}))
    used = {m for e in expressions(output) for m in re.findall(r"\bitem\.(\w+)", e)}
    for name in sorted(used - set(items.get("properties", {}))):
        yield f"output: item.{name} is not a field of the answer's items"


def rpc_references(app: MakeApp) -> Iterator[tuple[str, str, str]]:
    """(module id, parameter name, rpc:// URL) for every select whose options an RPC loads."""
    for module_id, module in app.modules.items():
        for param in module.params:
            options = param.get("options")
            store = options.get("store") if isinstance(options, dict) else options
            if isinstance(store, str) and store.startswith("rpc://"):
                yield module_id, param["name"], store


def reference_problems(app: MakeApp) -> list[str]:
    """Each ``rpc://`` names an RPC of the app; its query names the RPC's parameters with
    values the RPC's own form offers."""
    problems = []
    for module_id, name, url in rpc_references(app):
        rpc_id, query = parse_rpc_url(url)
        if rpc_id not in app.rpcs:
            problems.append(f"{module_id}.{name}: {url} names no RPC of the app")
            continue
        params = {p["name"]: p for p in app.rpcs[rpc_id].get("params", [])}
        for key, value in query.items():
            offered = [o["value"] for o in params.get(key, {}).get("options", [])]
            if key not in params:
                problems.append(f"{module_id}.{name}: {url}: {key} is not a parameter of {rpc_id}")
            elif offered and value not in offered:
                problems.append(f"{module_id}.{name}: {url}: {key}={value} is not one of {offered}")
    return problems
