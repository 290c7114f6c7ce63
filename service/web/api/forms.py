"""Request bodies as Zapier sends them: form-encoded, with flattened keys.

"Webhooks by Zapier" posts ``application/x-www-form-urlencoded`` (every value a string) or JSON,
and flattens nested objects into ``customer__email``. ``StepParser`` turns either back into the
nested document the schemas expect, so validation and everything after it are the same as for
a JSON request. Form values are converted by the schema's field types (integers, numbers,
booleans, lists from repeated keys) when they are plain ASCII decimals (``int()`` would also
read ``"1200\\n"`` and ``"١٢٠٠"``); JSON keeps its own types (a JSON ``"1200"`` stays a string
and is refused, as before). JSON is parsed within ``service.web.bodies``' bounds, and a flattened
key nests no deeper than a JSON body may.
"""

from __future__ import annotations

import re
from typing import Any

import flask
import marshmallow as ma
from webargs import core
from webargs.flaskparser import FlaskParser

from service.errors import BadRequest, Unprocessable
from service.web import bodies

FORM = "application/x-www-form-urlencoded"
_INT = re.compile(r"-?[0-9]{1,19}")  # 2^63 - 1 (a Zendesk id) has 19 digits
_DECIMAL = re.compile(r"-?[0-9]{1,18}(?:\.[0-9]{1,18})?(?:[eE][-+]?[0-9]{1,3})?")
_BOOLS = {"true": True, "1": True, "yes": True, "on": True,
          "false": False, "0": False, "no": False, "off": False}
BOOLEANS = tuple(_BOOLS)  # what a form's boolean may say (any case), for the OpenAPI document


class StepParser(FlaskParser):
    """webargs' Flask parser, reading forms and flattened keys into the JSON location."""

    def load_json(self, req: flask.Request, schema: ma.Schema) -> Any:
        if req.mimetype == FORM:
            flat = {key: (values if len(values) > 1 else values[0])
                    for key, values in req.form.lists()}
            return coerce(unflatten(flat), schema)
        try:
            data = super().load_json(req, schema)
        except bodies.TooDeep as exc:
            raise BadRequest(f"The body is not valid JSON: {exc}") from None
        except bodies.OutOfRange as exc:
            raise Unprocessable("The request has invalid or unknown fields.",
                                errors=exc.errors) from None
        if isinstance(data, dict) and any("__" in key for key in data):
            return unflatten(data)
        return data

    def _raw_load_json(self, req: flask.Request) -> Any:
        """webargs' own, with ``service.web.bodies.loads`` for ``json.loads``."""
        if not core.is_json(req.mimetype):
            return core.missing
        return bodies.loads(req.get_data(cache=True))


def unflatten(flat: dict[str, Any]) -> dict[str, Any]:
    """``{"customer__email": x}`` -> ``{"customer": {"email": x}}`` (top-level keys only)."""
    nested: dict[str, Any] = {}
    for key, value in flat.items():
        *parents, leaf = key.split("__") if "__" in key else [key]
        if len(parents) >= bodies.MAX_DEPTH:
            raise BadRequest(f"A flattened key nests deeper than {bodies.MAX_DEPTH} levels; "
                             f"nothing was recorded.")
        node = nested
        for depth, part in enumerate(parents):
            node = node.setdefault(part, {})
            if not isinstance(node, dict):
                _clash("__".join(parents[:depth + 1]), key)
        if leaf in node and (isinstance(node[leaf], dict) or isinstance(value, dict)):
            merged = _merge(node[leaf], value, key)
            node[leaf] = merged
        elif leaf in node:
            _clash(leaf, key)
        else:
            node[leaf] = value
    return nested


def _merge(left: Any, right: Any, key: str) -> dict[str, Any]:
    if not (isinstance(left, dict) and isinstance(right, dict)) or set(left) & set(right):
        _clash(key.split("__")[0], key)
    return {**left, **right}


def _clash(name: str, key: str) -> None:
    raise Unprocessable("The body gives one field twice (flattened and not); nothing was "
                        "recorded.", errors={name: [f"given both directly and as {key!r}."]})


def coerce(data: Any, schema: ma.Schema) -> Any:
    """Form strings to the types ``schema``'s fields expect; anything else is left for the
    schema to refuse with its usual message."""
    if not isinstance(data, dict):
        return data
    fields = schema.fields
    return {key: _value(fields.get(key), value) for key, value in data.items()}


def _value(field: ma.fields.Field[Any] | None, value: Any) -> Any:
    if isinstance(field, ma.fields.Nested) and isinstance(value, dict):
        return coerce(value, field.schema)
    if isinstance(field, ma.fields.List):
        items = value if isinstance(value, list) else [value]
        return [_value(field.inner, item) for item in items]
    return _from_string(field, value) if isinstance(value, str) else value


def _from_string(field: ma.fields.Field[Any] | None, value: str) -> Any:
    """A form's string as the field's type: a whole number for an Integer, a number for a
    Number, true or false for a Boolean, when it reads as one; otherwise the string."""
    if isinstance(field, ma.fields.Integer) and _INT.fullmatch(value):
        return int(value)
    if isinstance(field, ma.fields.Number) and _DECIMAL.fullmatch(value):
        return float(value)
    if isinstance(field, ma.fields.Boolean):
        return _BOOLS.get(value.strip().lower(), value)
    return value
