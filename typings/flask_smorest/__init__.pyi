"""Types for the part of flask-smorest the product uses; the package ships none.

Written from the source of 0.47, the locked version (``flask_smorest/__init__.py``,
``blueprint.py``, ``arguments.py``, ``response.py``, ``spec/__init__.py``,
``error_handler.py``): the same parameters, names and defaults. A name the package has and
this file does not is an error under mypy: add it here, from the source, when the product
starts to use it.

The decorators (``route``, ``arguments``, ``response``, ``alt_response``, ``doc``) are typed
``Callable[[_V], _V]``: the view keeps its own type, so mypy checks its body and its callers as
written. That is exact for ``route`` (it returns what it is given) and for ``doc`` and
``alt_response`` (a wrapper with the same arguments and answer); for ``arguments`` and
``response`` it is the view as written, not as Flask calls it: ``arguments`` appends the
parsed body to the positional arguments (or passes its fields as keywords, ``as_kwargs``) and
``response`` turns the view's answer into a ``flask.Response``. Only Flask calls a view, so
nothing in the product sees the difference.
"""

from collections.abc import Callable, Mapping, Sequence
from http import HTTPStatus
from os import PathLike
from typing import Any, ClassVar, TypeVar

from apispec import APISpec
from flask import Blueprint as FlaskBlueprint
from flask import Flask
from marshmallow import Schema
from webargs.flaskparser import FlaskParser
from webargs.flaskparser import abort as abort
from werkzeug.routing import BaseConverter

_V = TypeVar("_V", bound=Callable[..., Any])  # a view function, or a MethodView class
_StatusCode = int | str | HTTPStatus
_SchemaArg = type[Schema] | Schema
# response()'s and alt_response()'s schema: a Schema, or a reference or definition to document
_DocSchema = type[Schema] | Schema | str | dict[str, Any]

class Blueprint(FlaskBlueprint):
    description: str
    ARGUMENTS_PARSER: FlaskParser  # a class attribute; guarded() sets its own per blueprint
    HTTP_METHODS: ClassVar[list[str]]
    DEFAULT_LOCATION_CONTENT_TYPE_MAPPING: ClassVar[dict[str, str]]
    DOCSTRING_INFO_DELIMITER: ClassVar[str]

    # flask.Blueprint's parameters, and ``description`` (popped from the keywords)
    def __init__(
        self,
        name: str,
        import_name: str,
        static_folder: str | PathLike[str] | None = None,
        static_url_path: str | None = None,
        template_folder: str | PathLike[str] | None = None,
        url_prefix: str | None = None,
        subdomain: str | None = None,
        url_defaults: dict[str, Any] | None = None,
        root_path: str | None = None,
        cli_group: str | None = ...,
        *,
        description: str = "",
    ) -> None: ...
    def add_url_rule(
        self,
        rule: str,
        endpoint: str | None = None,
        view_func: Callable[..., Any] | None = None,  # a view function or a MethodView class
        provide_automatic_options: bool | None = None,
        *,
        parameters: Sequence[str | dict[str, Any]] | None = None,
        tags: Sequence[str] | None = None,
        **options: Any,
    ) -> None: ...
    def route(
        self,
        rule: str,
        *,
        parameters: Sequence[str | dict[str, Any]] | None = None,
        tags: Sequence[str] | None = None,
        **options: Any,  # werkzeug's Rule options (methods, defaults, endpoint, ...)
    ) -> Callable[[_V], _V]: ...
    def arguments(
        self,
        schema: _SchemaArg,
        *,
        location: str = "json",
        content_type: str | None = None,
        required: bool = True,
        description: str | None = None,
        example: Mapping[str, Any] | None = None,
        examples: Mapping[str, Any] | None = None,
        # passed on to webargs' use_args (its parameters, keyword-only there too)
        unknown: str | None = ...,
        as_kwargs: bool = False,
        arg_name: str | None = None,
        validate: Callable[..., Any] | Sequence[Callable[..., Any]] | None = None,
        error_status_code: int | None = None,
        error_headers: Mapping[str, str] | None = None,
    ) -> Callable[[_V], _V]: ...
    def response(
        self,
        status_code: _StatusCode,
        schema: _DocSchema | None = None,
        *,
        content_type: str | None = None,
        description: str | None = None,
        example: Mapping[str, Any] | None = None,
        examples: Mapping[str, Any] | None = None,
        headers: Mapping[str, Any] | None = None,
    ) -> Callable[[_V], _V]: ...
    def alt_response(
        self,
        status_code: _StatusCode,
        response: str | None = None,
        *,
        schema: _DocSchema | None = None,
        content_type: str | None = None,
        description: str | None = None,
        example: Mapping[str, Any] | None = None,
        examples: Mapping[str, Any] | None = None,
        headers: Mapping[str, Any] | None = None,
        success: bool = False,
    ) -> Callable[[_V], _V]: ...
    @staticmethod
    def doc(**kwargs: Any) -> Callable[[_V], _V]: ...  # copied verbatim into the operation

class Api:
    ERROR_SCHEMA: ClassVar[type[Schema]]
    DEFAULT_ERROR_RESPONSE_NAME: ClassVar[str]
    DEFAULT_REQUEST_BODY_CONTENT_TYPE: ClassVar[str]
    DEFAULT_RESPONSE_CONTENT_TYPE: ClassVar[str]
    config_prefix: str
    spec: APISpec  # None until init_app (made by __init__ when given the app)

    def __init__(
        self,
        app: Flask | None = None,
        *,
        spec_kwargs: Mapping[str, Any] | None = None,
        config_prefix: str = "",
    ) -> None: ...
    def init_app(self, app: Flask, *, spec_kwargs: Mapping[str, Any] | None = None) -> None: ...
    def register_blueprint(
        self,
        blp: Blueprint,
        *,
        parameters: Sequence[dict[str, Any]] | None = None,
        **options: Any,  # flask.Flask.register_blueprint's
    ) -> None: ...
    def register_converter(
        self, converter: type[BaseConverter], func: Callable[[BaseConverter], dict[str, Any]]
    ) -> None: ...
    def register_field(self, field: type[Any], *args: Any) -> None: ...
    def _register_responses(self) -> None: ...
