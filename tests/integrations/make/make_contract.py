"""Checks a Make module against the service's OpenAPI document; returns problems, never asserts.

For one module: its URL and method name an operation (path parameters by the same names); its
query and body fields are properties of that operation with compatible types (the body is
rendered by the module's own templates from typed example values, once per option of every
select); the fields the service requires are always sent; the parameters the module requires
feed something the service requires; and its interface names fields of the 2xx responses with
compatible types (``tests.integrations.make.make_contract_output``). ``module_problems`` returns the list of
mismatches, so a test can assert it is empty for the real document and non-empty for a changed
one.
"""

from __future__ import annotations

import re
from typing import Any, Iterator

from tests.integrations.make.make_app import MakeApp, Module, flatten, merge_base
from tests.integrations.make.make_contract_output import form_for, interface_problems, resolve
from tests.integrations.make.make_iml import UNDEFINED, expressions, render

EXAMPLES = {"text": "text", "email": "ana@example.com", "url": "https://example.com/hook",
            "password": "secret", "date": "2026-01-01T00:00:00Z", "uinteger": 7, "integer": 7,
            "number": 1.5, "boolean": True, "any": "any"}
_JSON_TYPES = {"string": str, "integer": int, "number": (int, float), "boolean": bool,
               "object": dict, "array": list, "null": type(None)}


def static_options(param: dict) -> list[dict]:
    """A select's own options; none for options an RPC loads (``rpc://...``, in ``store``)."""
    options = param.get("options")
    return options if isinstance(options, list) else []


def example(param: dict, select_choice: dict[str, Any] | None = None) -> Any:
    """A value of the parameter's type, as Make would hand it to the module; a select whose
    options an RPC loads holds one of the values the RPC outputs (text: an account name)."""
    kind = param["type"]
    if kind == "select" and not static_options(param):
        return (select_choice or {}).get(param.get("name"), EXAMPLES["text"])
    if kind == "select" and param.get("multiple"):
        return [option["value"] for option in param["options"]]  # every option, each checked
    if kind == "select":
        options = param["options"]
        return (select_choice or {}).get(param.get("name"), options[0]["value"])
    if kind == "collection":
        return {p["name"]: example(p, select_choice) for p in param.get("spec", [])}
    if kind == "array":
        spec = param.get("spec", {"type": "text"})
        item = {"type": "collection", "spec": spec} if isinstance(spec, list) else spec
        return [example(item, select_choice)]
    return EXAMPLES[kind]


def _type_problems(doc: dict, schema: dict, value: Any, where: str) -> Iterator[str]:
    """Where ``value`` does not fit the schema's types, enums, properties and nesting."""
    schema = resolve(doc, schema)
    types = schema.get("type")
    if types is not None:
        allowed = [types] if isinstance(types, str) else types
        fits = any(isinstance(value, _JSON_TYPES[t]) and not (t in ("integer", "number") and
                                                           isinstance(value, bool))
                   for t in allowed)
        if not fits:
            yield f"{where}: the module sends {type(value).__name__}, the service wants {allowed}"
            return
    if "enum" in schema and value not in schema["enum"]:
        yield f"{where}: {value!r} is not one of the service's {schema['enum']}"
    if isinstance(value, dict):
        props = schema.get("properties", {})
        extra = schema.get("additionalProperties", True)
        for key, item in value.items():
            if key in props:
                yield from _type_problems(doc, props[key], item, f"{where}.{key}")
            elif isinstance(extra, dict):
                yield from _type_problems(doc, extra, item, f"{where}.{key}")
            elif extra is False or props:
                yield f"{where}.{key}: not a field of the service's request"
    if isinstance(value, list) and isinstance(schema.get("items"), dict):
        for item in value:
            yield from _type_problems(doc, schema["items"], item, f"{where}[]")


def find_operation(doc: dict, module: Module, base: dict) -> tuple[str, str, dict] | str:
    """(path, method, operation) named by the module, or why there is none."""
    spec = merge_base(base, module.communication)
    segment = r"\{\{\s*(?:encodeURL\(\s*)?parameters\.(\w+)\s*\)?\s*\}\}"  # encoded or not
    path = re.sub(segment, r"{\1}", spec["url"])
    method = spec.get("method", "GET").lower()
    operation = doc["paths"].get(path, {}).get(method)
    if operation is None:
        return f"{module.id}: {method.upper()} {path} is not an operation of the service"
    return path, method, operation


def module_problems(doc: dict, app: MakeApp, module_id: str,
                    undocumented: dict[str, Any] | None = None,
                    free_form: dict[str, str | None] | None = None) -> list[str]:
    """Every mismatch between one module and the OpenAPI document (empty when they agree).

    ``undocumented`` ({select name: option value}) names a variant whose required fields the
    document cannot express; its fields and types are still checked, its required-ness not.
    ``free_form`` ({"output.x": schema name or None}) says what describes an output object the
    document leaves free-form: a named component schema, or nothing (then the module's fields
    for it are checked only end to end)."""
    module = app.modules[module_id]
    found = find_operation(doc, module, app.base)
    if isinstance(found, str):
        return [found]
    path, method, operation = found
    problems = list(_parameter_problems(doc, module, path, operation))
    problems += list(_body_problems(doc, module, operation, undocumented or {}))
    problems += list(interface_problems(doc, module, operation, free_form or {}))
    return [f"{module_id} ({method.upper()} {path}): {p}" for p in problems]


def _declared(doc: dict, path: str, operation: dict, where: str) -> dict[str, dict]:
    params = doc["paths"][path].get("parameters", []) + operation.get("parameters", [])
    return {p["name"]: p.get("schema", {}) for p in params if p["in"] == where}


def _parameter_problems(doc, module: Module, path: str, operation: dict) -> Iterator[str]:
    by_name = {p["name"]: p for p in module.params}
    for name, schema in _declared(doc, path, operation, "path").items():
        param = by_name.get(name)
        if param is None or not param.get("required"):
            yield f"path parameter {name} needs a required module parameter of that name"
        else:
            yield from _type_problems(doc, schema, example(param), f"path {name}")
    query = _declared(doc, path, operation, "query")
    rendered = render(module.communication.get("qs", {}), {"parameters": _examples(module)})
    for key, value in rendered.items():
        if key not in query:
            yield f"query {key}: not a query parameter of the service"
        else:
            yield from _type_problems(doc, query[key], value, f"query {key}")


def visible(module: Module, choice: dict | None = None) -> list[dict]:
    """The parameters Make shows for one choice of options (defaults for the other selects)."""
    return list(flatten(module.static_params + module.mappable_params, choice or {}))


def variants(module: Module) -> list[dict[str, Any]]:
    """One choice per option of every select that nests its own parameters (else one: {})."""
    found = [{p["name"]: o["value"]} for p in module.params if p["type"] == "select"
             for o in static_options(p) if isinstance(o.get("nested"), list)]
    return found or [{}]


def _examples(module: Module, choice: dict | None = None, only_required: bool = False) -> dict:
    return {p["name"]: example(p, choice) for p in visible(module, choice)
            if p.get("required") or not only_required}


def _request_schema(doc: dict, operation: dict) -> dict | None:
    content = operation.get("requestBody", {}).get("content", {})
    media = content.get("application/json")
    return resolve(doc, media["schema"]) if media else None


def _body_problems(doc: dict, module: Module, operation: dict,
                   undocumented: dict[str, Any]) -> Iterator[str]:
    schema = _request_schema(doc, operation)
    template = module.communication.get("body")
    if schema is None:
        if template not in (None, {}):
            yield "the module sends a body but the operation takes none"
        return
    choices = [{}] + [{p["name"]: o["value"]} for p in module.params if p["type"] == "select"
                      for o in static_options(p)]
    for choice in choices:
        body = render(template, {"parameters": _examples(module, choice)})
        yield from _type_problems(doc, form_for(doc, schema, body), body, "body")
    for choice in variants(module):
        if choice.items() <= undocumented.items() and choice:
            continue  # the document does not say what this variant requires (see the caller)
        label = "".join(f"[{k}={v}] " for k, v in choice.items())
        body = render(template, {"parameters": _examples(module, choice)})
        for problem in _required_problems(doc, module, form_for(doc, schema, body), template,
                                          choice):
            yield label + problem


def _required_problems(doc, module: Module, schema: dict, template: dict,
                       choice: dict) -> Iterator[str]:
    minimal = render(template, {"parameters": _examples(module, choice, only_required=True)})
    for field in schema.get("required", []):
        source = template.get(field)
        # a default the template computes itself: ifempty(...) of a parameter, also inside an
        # if() that joins more to it (Create a Refund's intent id and its Item)
        defaulted = isinstance(source, str) and source.lstrip("{ ").startswith(
            ("ifempty(parameters.", "if(ifempty(parameters."))
        if minimal.get(field) in (None, UNDEFINED) and not defaulted:
            yield (f"body.{field}: required by the service but sent only when an optional "
                   f"parameter is filled")
    feeds = {name: " ".join(expressions(value)) for name, value in template.items()}
    required_fields = set(schema.get("required", []))
    for param in visible(module, choice):
        used_by = {f for f, text in feeds.items()
                   if re.search(rf"parameters\.{param['name']}\b", text)}
        direct = {f for f in used_by if template[f] == f"{{{{parameters.{param['name']}}}}}"}
        yield from _nested_required(doc, param, schema, direct)
        in_path = f"parameters.{param['name']}" in module.communication["url"]
        defaulted = {f for f in used_by if "default" in schema.get("properties", {}).get(f, {})}
        if param.get("required") and not in_path and not used_by & (required_fields | defaulted):
            yield f"parameter {param['name']}: required by the module, optional for the service"


def _nested_required(doc, param: dict, schema: dict, used_by: set[str]) -> Iterator[str]:
    """A collection parameter's (or array of collections') required children match the nested
    object's required fields, where the parameter is sent as it is."""
    if param["type"] not in ("collection", "array") or not isinstance(param.get("spec"), list):
        return
    for field in used_by:
        nested = resolve(doc, schema.get("properties", {}).get(field, {}))
        if param["type"] == "array":
            nested = resolve(doc, nested.get("items", {}))
        module_required = {p["name"] for p in param.get("spec", []) if p.get("required")}
        if module_required != set(nested.get("required", [])):
            yield (f"{field}: module requires {sorted(module_required)}, the service "
                   f"{sorted(nested.get('required', []))}")
