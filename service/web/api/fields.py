"""Field types of the API's schemas, each validating what its OpenAPI form promises.

Shared by the schema modules (``schemas``, ``ticket_schemas``, ``hook_schemas``,
``intent_schemas``): whole numbers, the URLs surestep calls, ISO dates.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any, Unpack

from marshmallow import ValidationError, fields
from marshmallow.types import Validator

from service.steps.rules import order_timestamp

if TYPE_CHECKING:
    # the keywords every marshmallow field takes (marshmallow names them in a private TypedDict)
    from marshmallow.fields import _BaseFieldKwargs as FieldKwargs


class WholeNumber(fields.Integer):
    """A JSON integer. ``1300.0`` is one too: JSON Schema calls a number with a zero fraction an
    integer (and so do Make and n8n, which send numbers as floats), so it is taken as ``1300``
    (the same intent, the same fingerprint); ``1300.5``, ``"1300"`` and ``true`` are refused."""

    def __init__(self, **kwargs: Unpack[FieldKwargs]) -> None:
        super().__init__(strict=True, **kwargs)

    def _validated(self, value: Any) -> int:
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        return super()._validated(value)


_LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
_PORT = r"(?:[1-9][0-9]{0,3}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5])"
# What the document promises a URL field takes: http(s), a host name, an IPv4 or a bracketed
# IPv6 address, a port, printable ASCII after. fields.Url validates (it also takes Unicode
# host names, which httpx IDNA-encodes); service.events.outbound then refuses what may not be
# called (loopback, private and other non-global addresses, unless SURESTEP_ALLOWED_TARGETS
# lists them), which no document of every deployment can say.
URL_PATTERN = (rf"^[Hh][Tt][Tt][Pp][Ss]?://(?:{_LABEL}\.?|(?:{_LABEL}\.)+[A-Za-z0-9]"
               rf"[A-Za-z0-9-]{{0,61}}[A-Za-z0-9]\.?|(?:[0-9]{{1,3}}\.){{3}}[0-9]{{1,3}}"
               rf"|\[[0-9A-Fa-f]*:[0-9A-Fa-f:]+\])"
               rf"(?::{_PORT})?(?:/|[/?#][!-~]+)?$")


def no_userinfo(value: str) -> None:
    """A URL surestep calls carries no ``user:password@``: credentials in a URL are stored,
    listed (``GET /v1/subscriptions``) and logged wherever the URL is, and a look-alike
    (``https://hooks.example@10.0.0.1/``) hides the host; the document's pattern refuses it too."""
    authority = value.partition("//")[2]  # urlsplit raises on a malformed [IPv6] host
    for end in "/?#":
        authority = authority.split(end, 1)[0]
    if "@" in authority:
        raise ValidationError("A URL without user:password@ (credentials in a URL are shown "
                              "wherever the URL is; sign requests with Surestep-Signature).")


def url_field(description: str, **kwargs: Unpack[FieldKwargs]) -> fields.Url:
    """An http(s) URL surestep will call (checked by ``service.events.outbound`` too)."""
    kwargs["validate"] = [no_userinfo, *_as_list(kwargs.get("validate"))]
    kwargs["metadata"] = {
        **(kwargs.get("metadata") or {}), "format": "uri", "pattern": URL_PATTERN,
        "description": description + " Loopback, private and other non-global addresses are "
                                     "refused (422) unless SURESTEP_ALLOWED_TARGETS lists them."}
    return fields.Url(schemes={"http", "https"}, require_tld=False, **kwargs)


def _as_list(validators: Validator | Iterable[Validator] | None) -> list[Validator]:
    """A field's ``validate`` as a list, read as marshmallow reads it (one, or several)."""
    if validators is None:
        return []
    return [validators] if callable(validators) else list(validators)


# The dates and times the document promises are read: ISO 8601 as RFC 3339 writes it, in
# 1900-2099, days 01-28 (every month has them). Any other date Python's fromisoformat reads is
# taken too (the 31st, a time without seconds); JSON Schema cannot say which days a month has.
ISO_DATE = r"(?:19|20)[0-9]{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|1[0-9]|2[0-8])"
ISO_TIME = (r"T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](?:\.[0-9]{1,6})?"
            r"(?:Z|[+-](?:0[0-9]|1[0-3]):[0-5][0-9])?")


class OrderDate(fields.String):
    """An ISO date (``2026-01-31``) or date-time; kept as the string sent (the ledger's args
    are JSON), checked here so the guard can trust it."""

    def _deserialize(self, value: Any, attr: str | None, data: Mapping[str, Any] | None,
                     **kwargs: Any) -> str:
        text = super()._deserialize(value, attr, data, **kwargs)
        try:
            order_timestamp(text)
        except ValueError:
            raise ValidationError("An ISO date (2026-01-31) or date-time "
                                  "(2026-01-31T10:00:00Z).") from None
        return text


class StrictBoolean(fields.Boolean):
    """JSON true or false only (marshmallow's Boolean also takes "yes", 1, ...)."""

    def _deserialize(self, value: Any, attr: str | None, data: Mapping[str, Any] | None,
                     **kwargs: Any) -> bool:
        if not isinstance(value, bool):
            raise ValidationError("Must be true or false.")
        return value
