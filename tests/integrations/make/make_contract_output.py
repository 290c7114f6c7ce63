"""Checks a Make module's output (its interface) against the service's OpenAPI document.

A module's output is the answer's body (``{{body}}``), or an object that passes every field of
the operation's 2xx responses through as it is (``"x": "{{body.x}}"``, so nothing the service
says is dropped) and adds fields of its own (the refund modules' ``customer_message``, derived
from the answer). Each interface field names a field of the operation's 2xx responses, or one
the output adds, with a Make type that can hold the service's type, nested collections and
arrays included. Where the document leaves an
object free-form (``additionalProperties`` only), ``free_form`` says what describes it: a named
component schema, or None when only the end-to-end tests can check it. Returns problems, never
asserts (``tests.integrations.make.make_contract`` uses it for modules, the tests for event data).
"""

from __future__ import annotations

from typing import Any, Iterator

from tests.integrations.make.make_app import Module

# Which JSON Schema types a value of each Make parameter type can hold.
MAKE_TYPES = {"text": {"string"}, "email": {"string"}, "url": {"string"}, "password": {"string"},
              "date": {"string"}, "select": {"string"}, "uinteger": {"integer"},
              "integer": {"integer"}, "number": {"number", "integer"}, "boolean": {"boolean"},
              "collection": {"object"}, "array": {"array"}}


def resolve(doc: dict, schema: dict) -> dict:
    """Follow local ``$ref``s of the OpenAPI document; ``anyOf [X, null]`` reads as X."""
    while True:
        if "$ref" in schema:
            node: Any = doc
            for part in schema["$ref"].lstrip("#/").split("/"):
                node = node[part]
            schema = node
        elif "anyOf" in schema:
            options = [s for s in schema["anyOf"] if s.get("type") != "null"]
            if len(options) != 1:
                return schema
            schema = options[0]
        else:
            return schema


def forms(doc: dict, schema: dict) -> list[dict]:
    """The forms a schema allows: a ``oneOf`` of objects (RefundRequest, by provider) is each
    of them, anything else is itself."""
    schema = resolve(doc, schema)
    if "oneOf" in schema and "properties" not in schema:
        return [resolve(doc, form) for form in schema["oneOf"]]
    return [schema]


def form_for(doc: dict, schema: dict, value: Any) -> dict:
    """The form of ``schema`` that ``value`` is one of: the first whose enums (``provider``)
    take the value's fields, a missing field by its default or by not being required."""
    options = forms(doc, schema)
    for form in options:
        fits = True
        for name, prop in form.get("properties", {}).items():
            prop = resolve(doc, prop)
            if "enum" not in prop or not isinstance(value, dict):
                continue
            given = value.get(name, prop.get("default"))
            if name not in value and "default" not in prop and name not in form.get("required", []):
                continue
            fits = fits and given in prop["enum"]
        if fits:
            return form
    return options[0]


def _response_schemas(doc: dict, operation: dict) -> list[dict]:
    found = []
    for status, response in operation.get("responses", {}).items():
        media = response.get("content", {}).get("application/json")
        if status.startswith("2") and media:
            found.append(resolve(doc, media["schema"]))
    return found


def interface_problems(doc: dict, module: Module, operation: dict,
                       free_form: dict[str, str | None]) -> Iterator[str]:
    """Where a module's interface (its output is the answer's body) and the operation's 2xx
    responses disagree."""
    output = module.communication.get("response", {}).get("output", "{{body}}")
    schemas = _response_schemas(doc, operation)
    if not schemas:
        yield "the operation documents no JSON success response"
    added: set[str] = set()
    if output != "{{body}}":
        if not isinstance(output, dict):
            yield "output is neither {{body}} nor an object: extend the contract check first"
            return
        added = {key for key, value in output.items() if value != f"{{{{body.{key}}}}}"}
        answered = {name for schema in schemas for name in schema.get("properties", {})}
        for name in sorted(answered - set(output)):
            yield f"output.{name}: a field of the service's answer that the output drops"
        for name in sorted(added & answered):
            yield f"output.{name}: a field of the service's answer that the output rewrites"
    params = [p for p in module.interface if p["name"] not in added]
    for param in module.interface:
        if param["name"] in added and param["type"] not in ("text", "date"):
            yield f"output.{param['name']}: an added field is text here ({param['type']})"
    for name in sorted(added - {p["name"] for p in module.interface}):
        yield f"output.{name}: added but not in the interface (Make would not show it)"
    yield from interface_fields(doc, params, schemas, "output", free_form)


def interface_fields(doc, params: list, schemas: list[dict], where: str,
                     free_form: dict[str, str | None]) -> Iterator[str]:
    """Each parameter is a field of one of ``schemas`` at least, of a type it can hold in
    each schema that has it."""
    for param in params:
        name = param["name"]
        fields = [resolve(doc, s["properties"][name]) for s in schemas
                  if name in s.get("properties", {})]
        if not fields:
            yield f"{where}.{name}: not a field of the service's response"
            continue
        for field in fields:
            yield from _interface_type(doc, param, field, f"{where}.{name}", free_form)


def _interface_type(doc, param: dict, field: dict, where: str,
                    free_form: dict[str, str | None]) -> Iterator[str]:
    kind = param["type"]
    types = field.get("type")
    wanted = set([types] if isinstance(types, str) else types or []) - {"null"}
    if kind != "any" and wanted and not wanted <= MAKE_TYPES[kind]:
        yield f"{where}: Make type {kind} cannot hold the service's {sorted(wanted)}"
        return
    spec = param.get("spec")
    if kind == "collection" and spec:
        yield from _collection(doc, spec, field, where, free_form)
    if kind == "array" and isinstance(spec, dict) and "items" in field:
        items = resolve(doc, field["items"])
        if spec["type"] == "collection":
            yield from _collection(doc, spec.get("spec", []), items, f"{where}[]", free_form)
        else:
            yield from _interface_type(doc, spec, items, f"{where}[]", free_form)


def _collection(doc, spec: list, field: dict, where: str,
                free_form: dict[str, str | None]) -> Iterator[str]:
    """A collection's fields against the object the document describes; for an object the
    document leaves free-form, against what ``free_form`` names for it."""
    if "properties" in field:
        yield from interface_fields(doc, spec, [field], where, free_form)
    elif where not in free_form:
        yield f"{where}: the service documents a free-form object; say what describes it"
    elif free_form[where] is not None:
        described = forms(doc, {"$ref": f"#/components/schemas/{free_form[where]}"})
        yield from interface_fields(doc, spec, described, where, free_form)
