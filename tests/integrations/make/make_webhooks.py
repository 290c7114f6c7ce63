"""Run a Make webhook component (make-modules/webhooks/) and its instant trigger the way Make does.

- ``attach``: when a builder creates the webhook, Make renders the webhook's ``attach`` request
  with the webhook's parameters and its new URL (``webhook.url``), on top of the Base and with
  the webhook's connection, sends it, and keeps what ``response.data`` renders to as the
  webhook's data.
- ``detach``: when the webhook is deleted, Make renders ``detach`` with that data as ``webhook``.
- ``trigger``: when a request reaches the webhook's URL, Make applies the webhook's
  communication (``condition``, then ``output``) to the parsed request, and the instant trigger
  outputs that bundle (its own communication is empty here).

``webhook_problems`` checks attach and detach against the service's OpenAPI document, as
``tests.integrations.make.make_contract`` checks modules. Nothing here calls Make.
"""

from __future__ import annotations

import json
import re
from typing import Any, Iterator

import httpx

from tests.integrations.make.make_app import MakeApp, Result, execute, merge_base
from tests.integrations.make.make_contract import _request_schema, _type_problems, example, resolve
from tests.integrations.make.make_iml import UNDEFINED, expressions, render, truthy


def attach(app: MakeApp, webhook_id: str, parameters: dict, connection: dict, url: str,
           client: httpx.Client) -> Result:
    """Attach the webhook: ``Result.data`` is the webhook's data that Make keeps."""
    spec = merge_base(app.base, app.webhooks[webhook_id]["attach"])
    context = {"parameters": parameters, "connection": connection, "webhook": {"url": url}}
    return execute(spec, context, client)


def detach(app: MakeApp, webhook_id: str, data: dict, connection: dict,
           client: httpx.Client) -> Result:
    """Detach the webhook, given the data its attach kept (and nothing else)."""
    spec = merge_base(app.base, app.webhooks[webhook_id]["detach"])
    return execute(spec, {"connection": connection, "webhook": data}, client)


def trigger(app: MakeApp, module_id: str, raw_body: bytes, headers: dict) -> Any:
    """The bundle the instant trigger outputs for one request to its webhook, or None when the
    webhook's ``condition`` drops the request."""
    module = app.modules[module_id]
    if module.communication:
        raise NotImplementedError("an instant trigger with its own request")
    spec = app.webhooks[module.meta["webhook"]]["communication"]
    lowered = {k.lower(): v for k, v in headers.items()}
    content_type = lowered.get("content-type", "")
    body = json.loads(raw_body) if "json" in content_type else raw_body.decode()
    scope = {"body": body, "headers": lowered}
    if "condition" in spec and not truthy(render(spec["condition"], scope)):
        return None
    return render(spec["output"], scope) if "output" in spec else body


EXAMPLE_HOOK_URL = "https://hook.eu1.make.com/abcdefghijklmnopqrstuvwxyz012345"


def _operation(doc: dict, url: str, method: str) -> tuple[str, dict] | None:
    """The document's path and operation that ``url`` (with ``{{...}}`` placeholders) names."""
    shape = re.sub(r"\{\{.*?\}\}", "\0", url)
    for path, item in doc["paths"].items():
        pattern = "^" + re.sub(r"\\\{\w+\\\}", "\0", re.escape(path)) + "$"
        if re.match(pattern, shape) and method.lower() in item:
            return path, item[method.lower()]
    return None


def webhook_problems(doc: dict, app: MakeApp, webhook_id: str) -> list[str]:
    """Every mismatch between a webhook's attach/detach and the OpenAPI document."""
    hook = app.webhooks[webhook_id]
    problems = list(_attach_problems(doc, hook)) + list(_detach_problems(doc, hook))
    return [f"{webhook_id}: {p}" for p in problems]


def _attach_problems(doc: dict, hook: dict) -> Iterator[str]:
    spec = hook["attach"]
    found = _operation(doc, spec["url"], spec.get("method", "GET"))
    if found is None:
        yield f"attach: {spec.get('method', 'GET')} {spec['url']} is not an operation"
        return
    path, operation = found
    params = {p["name"]: example(p) for p in hook.get("params") or []}
    body = render(spec.get("body", {}), {"parameters": params,
                                         "webhook": {"url": EXAMPLE_HOOK_URL}})
    schema = _request_schema(doc, operation)
    if schema is None:
        yield f"attach: {path} takes no JSON body"
        return
    yield from (f"attach: {p}" for p in _type_problems(doc, schema, body, "body"))
    for field in schema.get("required", []):
        if body.get(field, UNDEFINED) in (None, UNDEFINED):
            yield f"attach: body.{field} is required by the service and not sent"
    yield from _kept_problems(doc, operation, spec.get("response", {}).get("data", {}))


def _kept_problems(doc: dict, operation: dict, data: dict) -> Iterator[str]:
    """What attach keeps (``response.data``) comes from fields of the 2xx response."""
    schemas = [resolve(doc, r["content"]["application/json"]["schema"])
               for status, r in operation.get("responses", {}).items()
               if status.startswith("2") and "application/json" in r.get("content", {})]
    for key, template in data.items():
        for expression in expressions(template):
            match = re.fullmatch(r"\s*body\.(\w+)\s*", expression)
            if match is None:
                yield f"attach: data.{key} is not a field of the answer ({expression})"
            elif not any(match.group(1) in s.get("properties", {}) for s in schemas):
                yield f"attach: data.{key}: body.{match.group(1)} is not in the answer"


def _detach_problems(doc: dict, hook: dict) -> Iterator[str]:
    spec = hook["detach"]
    if _operation(doc, spec["url"], spec.get("method", "GET")) is None:
        yield f"detach: {spec.get('method', 'GET')} {spec['url']} is not an operation"
    kept = set(hook["attach"].get("response", {}).get("data", {}))
    for expression in expressions(spec):
        for name in re.findall(r"\bwebhook\.(\w+)", expression):
            if name not in kept:
                yield f"detach: webhook.{name} is not kept by attach (response.data)"
