"""Stripe's API as the installed stripe SDK's generated classes describe it, used as the spec.

The SDK is generated from Stripe's OpenAPI spec3 ("File generated from our OpenAPI spec"):
each resource (``stripe.Refund``, ``stripe.PaymentIntent``, ``stripe.Charge``...) and each nested
object is a class whose annotations are the fields, and each endpoint's parameters are a
TypedDict in ``stripe.params`` (``RefundCreateParams``...). ``object_problems`` checks a JSON
object against a class, ``param_problems`` decoded form parameters against a TypedDict; both
return what does not fit, as readable lines (empty: it fits).

What the annotations say, and the one thing they cannot:
- a field not annotated on the class is not Stripe's; a value must fit the annotation
  (``Literal`` values, ``ExpandableField`` an id or the expanded object, ``ListObject``...);
- a field annotated without ``Optional`` is required: a nested object must carry it;
- ``Optional[X]`` means "nullable, or not always present". The generator writes an attribute
  docstring from the property's description; a property that is a bare ``$ref`` to an object
  (spec3's way to say "this object, never null": a nullable one is ``anyOf: [$ref]`` with
  ``nullable: true`` and a description) has none. So an ``Optional`` nested object with no
  docstring may be absent but never ``null`` (``Refund.destination_details``,
  ``Refund.next_action``, ``Refund.NextAction.display_details``; the test file checks that
  this reading still classifies them so).
"""

from __future__ import annotations

import ast
import functools
import inspect
import sys
import types
import typing
from typing import Any, ForwardRef, Literal, Union

import stripe
import typing_extensions
from stripe._request_options import RequestOptions

_NONE = type(None)
_REQUEST_OPTIONS = set(RequestOptions.__annotations__)  # not API parameters: the SDK's options


def _namespace(owner: type) -> dict:
    space: dict = {**vars(typing), **vars(stripe)}
    space.update(vars(sys.modules[owner.__module__]))
    for cls in reversed(owner.__mro__):  # nested classes are found on their owner
        space.update({k: v for k, v in vars(cls).items() if isinstance(v, type)})
    return space


def _resolve(annotation: Any, owner: type) -> Any:
    if isinstance(annotation, str):
        annotation = ForwardRef(annotation)
    if isinstance(annotation, ForwardRef):
        text = annotation.__forward_arg__
        try:
            return eval(text, _namespace(owner))  # noqa: S307 (the SDK's own annotation text)
        except NameError:
            # a resource imported only under TYPE_CHECKING: stripe exports it by name
            return getattr(stripe, text) if text.isidentifier() else Any
    return annotation


def _args(annotation: Any) -> tuple:
    return typing.get_args(annotation)


def _is_union(annotation: Any) -> bool:
    return typing.get_origin(annotation) in (Union, types.UnionType)


@functools.cache
def _documented(cls: type) -> frozenset:
    """The fields of ``cls`` that carry an attribute docstring in the SDK's source."""
    try:
        node = ast.parse(inspect.getsource(cls).strip()).body[0]
    except (OSError, TypeError, SyntaxError):
        return frozenset()
    body, names = node.body, set()
    for here, after in zip(body, body[1:]):
        if (isinstance(here, ast.AnnAssign) and isinstance(here.target, ast.Name)
                and isinstance(after, ast.Expr) and isinstance(after.value, ast.Constant)):
            names.add(here.target.id)
    return frozenset(names)


def fields(cls: type) -> dict[str, Any]:
    """The annotated fields of a StripeObject class (not StripeObject's own internals)."""
    found: dict[str, Any] = {}
    for base in reversed(cls.__mro__):
        if base.__module__.startswith("stripe.") and base.__name__ not in (
                "StripeObject", "dict", "object") and not base.__name__.endswith("APIResource"):
            found.update({k: v for k, v in vars(base).get("__annotations__", {}).items()
                          if not k.startswith("_") and k != "OBJECT_NAME"})
    return found


def never_null(cls: type, name: str) -> bool:
    """An ``Optional`` nested object without a description: may be absent, never null."""
    annotation = _resolve(fields(cls)[name], cls)
    if not _is_union(annotation) or _NONE not in _args(annotation):
        return False
    rest = [a for a in _args(annotation) if a is not _NONE]
    nested = len(rest) == 1 and isinstance(rest[0], type) and issubclass(
        rest[0], stripe.StripeObject)
    return nested and name not in _documented(cls)


def required(cls: type, name: str) -> bool:
    annotation = _resolve(fields(cls)[name], cls)
    return not (_is_union(annotation) and _NONE in _args(annotation)) and annotation is not Any


def object_problems(value: Any, cls: type, where: str) -> list[str]:
    """What in ``value`` (a JSON object) does not fit the SDK class ``cls``."""
    if not isinstance(value, dict):
        return [f"{where}: {value!r} is not an object ({cls.__qualname__})"]
    problems = []
    expected = getattr(cls, "OBJECT_NAME", None)
    if expected is not None and value.get("object") != expected:
        problems.append(f"{where}.object: {value.get('object')!r}, not {expected!r}")
    known = fields(cls)
    for name, item in value.items():
        if name == "object" and expected is not None:
            continue
        if name not in known:
            problems.append(f"{where}.{name}: not a field of {cls.__qualname__}")
        elif item is None and never_null(cls, name):
            problems.append(f"{where}.{name}: null, but {cls.__qualname__}.{name} is an object "
                            f"that may be absent, never null")
        else:
            problems += value_problems(item, _resolve(known[name], cls), f"{where}.{name}", cls)
    problems += [f"{where}.{name}: missing (required by {cls.__qualname__})"
                     for name in known if required(cls, name) and name not in value]
    return problems


def value_problems(value: Any, annotation: Any, where: str, owner: type,
                   form: bool = False) -> list[str]:
    """What in ``value`` does not fit ``annotation``; ``form``: a decoded form value, whose
    scalars are strings."""
    annotation = _resolve(annotation, owner)
    origin = typing.get_origin(annotation)
    if origin in (typing.NotRequired, typing.Required):
        return value_problems(value, _args(annotation)[0], where, owner, form)
    if annotation is Any or isinstance(annotation, typing.TypeVar):
        return []
    if _is_union(annotation):
        tries = [(value_problems(value, a, where, owner, form), a) for a in _args(annotation)]
        if any(not problems for problems, _ in tries):
            return []
        # tell what did not fit the alternative of the value's own kind (an object's fields)
        alike = [p for p, a in tries if isinstance(value, dict) != (_resolve(a, owner) in (
            str, int, bool, float, _NONE) or typing.get_origin(a) is Literal)]
        return min(alike or [p for p, _ in tries], key=len)
    if annotation is _NONE:
        return [] if value is None else [f"{where}: {value!r} is not null"]
    if origin is Literal:
        return [] if value in _args(annotation) else [
            f"{where}: {value!r} is not one of {_args(annotation)}"]
    if origin in (list, typing.List):
        if not isinstance(value, list):
            return [f"{where}: {value!r} is not a list"]
        return [p for i, item in enumerate(value)
                for p in value_problems(item, _args(annotation)[0], f"{where}[{i}]", owner, form)]
    if origin in (dict, typing.Dict) or (isinstance(origin, type) and issubclass(
            origin, stripe.StripeObject) and not issubclass(origin, stripe.ListObject)):
        inner = _args(annotation)[-1] if _args(annotation) else Any
        if not isinstance(value, dict):
            return [f"{where}: {value!r} is not a map"]
        return [p for k, item in value.items()
                for p in value_problems(item, inner, f"{where}[{k}]", owner, form)]
    if isinstance(origin, type) and issubclass(origin, stripe.ListObject):
        item_type = _resolve(_args(annotation)[0], owner)
        if not isinstance(value, dict) or value.get("object") != "list":
            return [f"{where}: {value!r} is not a list object"]
        problems = [f"{where}.{k}: not a field of a list object"
                    for k in value if k not in ("object", "data", "has_more", "url")]
        problems += value_problems(value.get("has_more"), bool, f"{where}.has_more", owner)
        problems += value_problems(value.get("url"), str, f"{where}.url", owner)
        return problems + value_problems(value.get("data"), typing.List[item_type],
                                         f"{where}.data", owner)
    if typing_extensions.is_typeddict(annotation):
        return param_problems(value, annotation, where)
    if isinstance(annotation, type) and issubclass(annotation, stripe.StripeObject):
        return object_problems(value, annotation, where)
    return _scalar(value, annotation, where, form)


def _scalar(value: Any, annotation: Any, where: str, form: bool) -> list[str]:
    if form and isinstance(value, str):
        fits = {str: True, int: value.lstrip("-").isdigit(), bool: value in ("true", "false"),
                float: value.replace(".", "", 1).lstrip("-").isdigit()}.get(annotation)
    else:
        fits = {str: isinstance(value, str), bool: isinstance(value, bool),
                int: isinstance(value, int) and not isinstance(value, bool),
                float: isinstance(value, (int, float)) and not isinstance(value, bool)
                }.get(annotation)
    if fits is None:
        return [f"{where}: cannot check against {annotation!r}"]
    return [] if fits else [f"{where}: {value!r} is not {annotation.__name__}"]


def param_problems(params: Any, typed: type, where: str = "params") -> list[str]:
    """What in ``params`` (decoded form or query parameters) is not in the TypedDict."""
    if not isinstance(params, dict):
        return [f"{where}: {params!r} is not a hash"]
    known = typed.__annotations__
    problems = []
    for name, value in params.items():
        if name not in known or name in _REQUEST_OPTIONS:
            problems.append(f"{where}[{name}]: not a parameter of {typed.__name__}")
        else:
            problems += value_problems(value, known[name], f"{where}[{name}]", typed, form=True)
    return problems
