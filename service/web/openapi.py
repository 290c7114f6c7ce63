"""The OpenAPI document where the schemas alone do not say it: errors, ids, forms.

flask-smorest generates the document from the marshmallow schemas that validate requests
(``service.web.api``); this module adds what is true of every operation and would otherwise be
written (and drift) per view:

- every error is ``application/problem+json`` (RFC 9457) with one ``Problem`` schema, the body
  ``service.errors.ServiceError.to_problem`` writes: the ``default`` response of every
  operation, and the statuses each operation can answer (401 where a key is needed, 400, 413,
  415 and 422 where a body is read, 422 where parameters are, 503 when Redis does not answer);
- string path parameters carry their pattern from ``service.ids.path_rule`` (the rule the
  request is checked with), ``<id:...>`` its range (``service.ids.IdNumber``);
- a JSON request body may also be sent as a form (``service.web.api.forms``, as Zapier does):
  its ``<Name>Form`` schema has the body's scalar fields and arrays of scalars (repeated keys),
  nested objects' as ``<name>__<field>``, booleans as the words a form may use; lists of
  objects and free-form objects (``metadata``, ``context``) need JSON.
"""

from __future__ import annotations

import http
from typing import Any

from apispec import APISpec, BasePlugin
from apispec.ext.marshmallow import MarshmallowPlugin
from apispec.ext.marshmallow.field_converter import FieldConverterMixin
from flask_smorest import Api as SmorestApi
from flask_smorest.utils import prepare_response
from marshmallow import INCLUDE, Schema, class_registry, fields, validate

from service import ids
from service.errors import PROBLEM
from service.web.api.forms import BOOLEANS, FORM


class ProblemSchema(Schema):
    """An error, as every error of the API is answered (RFC 9457); an error may add members of
    its own (``retry_after`` on a 409 in flight or a 503)."""

    class Meta:
        unknown = INCLUDE  # additionalProperties: true (ServiceError.extra)

    type = fields.String(required=True, metadata={
        "format": "uri", "description": "https://surestep.dev/problems/<slug>: what kind of "
                                        "error, stable for code to branch on."})
    title = fields.String(required=True)
    status = fields.Integer(required=True, metadata={"description": "The HTTP status."})
    detail = fields.String(required=True, metadata={"description": "What happened and what to "
                                                                   "send instead."})
    errors = fields.Dict(metadata={"description": "Per field (or parameter, or header): the "
                                                  "messages, as the fields were sent."})


SCHEMA = "Problem"
HEADERS = {
    "401": {"WWW-Authenticate": {"schema": {"type": "string"}, "required": True}},
    "409": {"Retry-After": {"schema": {"type": "integer"},
                            "description": "On a request in flight: seconds to wait."}},
    "503": {"Retry-After": {"schema": {"type": "integer"},
                            "description": "When Redis does not answer: seconds to wait."}},
}
BODY_STATUSES = ("400", "413", "415", "422")


class Api(SmorestApi):
    """flask-smorest's Api with problem+json errors and this module's plugin."""

    ERROR_SCHEMA = ProblemSchema

    def _register_responses(self) -> None:
        for status in http.HTTPStatus:
            response: dict[str, Any] = {"description": status.phrase}
            if status >= 400:
                response["schema"] = self.ERROR_SCHEMA
            prepare_response(response, self.spec, PROBLEM)
            self.spec.components.response(status.name, response, lazy=True)
        response = {"description": "An error (problem+json, RFC 9457).", "schema": ProblemSchema}
        prepare_response(response, self.spec, PROBLEM)
        self.spec.components.response(self.DEFAULT_ERROR_RESPONSE_NAME, response, lazy=True)


class Shape(BasePlugin):
    """The apispec plugin doing the above, path by path."""

    def init_spec(self, spec: APISpec) -> None:
        self.spec = spec
        # the marshmallow plugin's converter (flask-smorest's, set up before this plugin)
        self.converter = next(p.converter for p in spec.plugins
                              if isinstance(p, MarshmallowPlugin) and p.converter)
        # apispec leaves add_attribute_function and resolve_nested_schema unannotated
        self.converter.add_attribute_function(_dict_counts)  # type: ignore[no-untyped-call]
        spec.components.schema(SCHEMA, schema=ProblemSchema)

    def schema_helper(self, name: str, definition: dict[str, Any],
                      schema: Schema | type[Schema] | None = None,
                      **_: Any) -> dict[str, Any] | None:
        """A schema's ``Meta.openapi`` (the rules its validators enforce across fields) and
        ``Meta.one_of`` (a body of one of these forms, which ``load`` dispatches to)."""
        meta: Any = getattr(schema, "Meta", None)
        if getattr(meta, "one_of", None):
            definition.clear()
            forms = [class_registry.get_class(form) for form in meta.one_of]
            definition["oneOf"] = [
                self.converter.resolve_nested_schema(form)  # type: ignore[no-untyped-call]
                for form in forms]
        elif getattr(meta, "openapi", None):
            definition.update(meta.openapi)
        return None

    def path_helper(self, path: str | None = None, operations: dict[str, Any] | None = None,
                    parameters: list[dict[str, Any]] | None = None, **_: Any) -> None:
        for param in parameters or []:
            schema = param.get("schema", {}) if isinstance(param, dict) else {}
            if param.get("in") == "path" and schema.get("type") == "string":
                rule = ids.path_rule(param["name"])
                param["schema"] = {"type": "string", "pattern": rule.regex.pattern}
                param.setdefault("description", rule.error)
        return None

    def operation_helper(self, path: str | None = None,
                         operations: dict[str, Any] | None = None, **_: Any) -> None:
        problem = {PROBLEM: {"schema": self.spec.components.get_ref("schema", SCHEMA)}}
        for operation in (operations or {}).values():
            responses = operation.setdefault("responses", {})
            body = operation.get("requestBody", {}).get("content", {})
            if "application/json" in body:
                body.setdefault(FORM, {"schema": self._form(body["application/json"]
                                                            ["schema"])})
            for status in sorted(_error_statuses(operation, path, bool(body))):
                responses.setdefault(status, {"description": http.HTTPStatus(int(status)).phrase})
            _problem_answers(responses, problem)

    def _resolve(self, schema: dict[str, Any]) -> dict[str, Any]:
        while "$ref" in schema:
            schema = self.spec.components.schemas[schema["$ref"].rsplit("/", 1)[1]]
        return schema

    def _form(self, ref: dict[str, Any]) -> dict[str, Any]:
        """The form of a JSON body's schema (a ``$ref``), registered as ``<Name>Form``."""
        name = ref.get("$ref", "").rsplit("/", 1)[-1] + "Form"
        if name != "Form" and name in self.spec.components.schemas:
            return self.spec.components.get_ref("schema", name)
        schema = self._resolve(ref)
        if "oneOf" in schema and "properties" not in schema:
            form = {"oneOf": [self._form(variant) for variant in schema["oneOf"]]}
        else:
            form = self._flat(schema)
        if name == "Form":
            return form
        self.spec.components.schema(name, form)
        return self.spec.components.get_ref("schema", name)

    def _flat(self, schema: dict[str, Any], prefix: str = "",
              required: bool = True) -> dict[str, Any]:
        properties, needed = {}, []
        for field, prop in schema.get("properties", {}).items():
            prop, key = self._resolve(prop), prefix + field
            is_required = required and field in schema.get("required", [])
            if "properties" in prop:  # a nested object: its fields, flattened
                inner = self._flat(prop, key + "__", is_required)
                properties.update(inner["properties"])
                needed += inner.get("required", [])
                continue
            if self._needs_json(prop):
                continue  # free-form objects and lists of objects need JSON
            properties[key] = self._form_field(prop)
            if is_required:
                needed.append(key)
        form = {"type": "object", "properties": properties, "additionalProperties": False}
        if needed:
            form["required"] = needed
        if not prefix:  # the rules across fields (oneOf, not) name top-level fields
            form.update({k: v for k, v in schema.items() if k in ("oneOf", "anyOf", "not")})
        return form

    def _needs_json(self, prop: dict[str, Any]) -> bool:
        """Whether a field has no form: free-form objects and lists of objects need JSON."""
        if prop.get("type") == "object":
            return True
        return (prop.get("type") == "array"
                and self._resolve(prop.get("items", {})).get("type") in ("object", None))

    def _form_field(self, prop: dict[str, Any]) -> dict[str, Any]:
        """A field as a form sends it: a boolean is the string ``true`` or ``false`` (its
        default too), and a list may be sent as one value (a list of one)."""
        if prop.get("type") == "boolean":
            prop = {key: value for key, value in prop.items() if key != "type"}
            prop.update(type="string", enum=list(BOOLEANS))
            if "default" in prop:
                prop["default"] = "true" if prop["default"] else "false"
        if prop.get("type") == "array":  # one value is a list of one, in a form
            prop = {"anyOf": [prop, self._resolve(prop.get("items", {}))]}
        return prop


def _error_statuses(operation: dict[str, Any], path: str | None, has_body: bool) -> set[str]:
    """The error answers an operation documents: 503 always; 401 unless it is open
    (``security: []``); 422 when it takes parameters; ``BODY_STATUSES`` when it takes a body."""
    wanted = {"503"}
    if operation.get("security") != []:
        wanted.add("401")
    if operation.get("parameters") or "{" in (path or ""):
        wanted.add("422")
    if has_body:
        wanted.update(BODY_STATUSES)
    return wanted


def _problem_answers(responses: dict[str, Any], problem: dict[str, Any]) -> None:
    """Every error answer (400 and up) is problem+json, with the headers ``HEADERS`` gives
    its status."""
    for status, response in responses.items():
        if status == "default" or not isinstance(response, dict) or int(status) < 400:
            continue
        response.setdefault("content", problem)
        if status in HEADERS:
            response.setdefault("headers", HEADERS[status])


def _dict_counts(self: FieldConverterMixin, field: fields.Field[Any], ret: dict[str, Any],
                 **_: Any) -> dict[str, Any]:
    """An object's Length counts its members (``maxProperties``), its keys' Length their
    characters (``propertyNames``): apispec would put ``maxLength`` on the object."""
    if not isinstance(field, fields.Dict):
        return {}
    for name, key in (("minLength", "minProperties"), ("maxLength", "maxProperties")):
        if name in ret:
            ret[key] = ret.pop(name)
    names = {}
    for rule in getattr(field.key_field, "validators", []):
        if isinstance(rule, validate.Length):
            names.update({k: v for k, v in (("minLength", rule.min), ("maxLength", rule.max))
                          if v is not None})
    return {"propertyNames": names} if names else {}


def converters(api: Api) -> None:
    """Path converters of ours, documented as the ids they accept."""
    api.register_converter(ids.IdNumber, lambda _: {"type": "integer", "minimum": 1,
                                                    "maximum": 2**63 - 1})
