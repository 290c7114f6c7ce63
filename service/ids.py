"""The rules for every id the API takes: matched whole, ASCII, never normalised.

An id is identity: one logical request must map to one id, and two requests to two. So an id is
taken exactly as sent or refused (422), never trimmed, case-folded or Unicode-normalised:

- patterns are matched whole (``fullmatch``). ``re.match`` with ``^...$`` also accepts a
  trailing newline (``$`` matches before one), so ``"abc\\n"`` was a second intent next to
  ``"abc"`` and refunded again;
- character classes are ASCII (``[0-9]``, not ``\\d``; ``[A-Za-z0-9_]``, not ``\\w``): Python's
  ``\\d`` takes ``"١٢٣"`` and ``int()`` reads it as 123, so one order or ticket had two ids;
- free-text ids (a ticket reference) are printable ASCII with no space at either end, and a
  ticket number has no leading zero: ``"48213"``, ``"48213 "``, ``"048213"`` and ``"４８２１３"``
  are one Zendesk ticket to ``int()`` but four to a per-ticket rule keyed by the string.

The patterns keep ``^...$`` so the OpenAPI document (which publishes them as ECMA-262
``pattern``) stays valid; only the Python side adds the whole-match.
"""

from __future__ import annotations

import hashlib
import re
from typing import Any, cast

from marshmallow import ValidationError, validate
from werkzeug.routing import IntegerConverter


class Whole(validate.Regexp):
    """``validate.Regexp`` matched against the whole value (``fullmatch``)."""

    def __call__(self, value: Any) -> Any:
        if not isinstance(value, str) or self._pattern.fullmatch(value) is None:
            raise ValidationError(self._format_error(value))
        return value

    @property
    def _pattern(self) -> re.Pattern[str]:
        return cast("re.Pattern[str]", self.regex)  # compiled from a str (marshmallow's types say bytes too)

    def ok(self, value: Any) -> bool:
        """Whether ``value`` passes, without raising."""
        return isinstance(value, str) and self._pattern.fullmatch(value) is not None


INTENT_ID = Whole(r"^[A-Za-z0-9._:-]{1,200}$",
                  error="1-200 characters of letters, digits, '.', '_', ':' or '-'.")
PAYMENT_INTENT = Whole(r"^pi_[A-Za-z0-9_]{1,250}$", error="A Stripe PaymentIntent id (pi_...).")
CHARGE = Whole(r"^(ch|py)_[A-Za-z0-9_]{1,250}$", error="A Stripe Charge id (ch_... or py_...).")
ACCOUNT_NAME = Whole(r"^[a-z0-9][a-z0-9_-]{0,39}$",
                    error="An account name: 1-40 lower-case letters, digits, '_' or '-' "
                          "(GET /v1/accounts lists this tenant's).")
STRIPE_ACCOUNT = Whole(r"^acct_[A-Za-z0-9]{1,64}$",
                       error="A Stripe connected account id (acct_...).")
CURRENCY = Whole(r"^[A-Za-z]{3}$", error="A three-letter ISO currency code.")
ORDER_GID = Whole(r"^gid://shopify/Order/[0-9]{1,20}$",
                  error="A Shopify Order GID (gid://shopify/Order/<number>).")
LINE_ITEM_GID = Whole(r"^gid://shopify/LineItem/[0-9]{1,20}$",
                      error="A Shopify LineItem GID (gid://shopify/LineItem/<number>).")
# A ticket (or other helpdesk) reference: printable ASCII, inner spaces only, no leading zero
# on a number (the escalation notes read a number as a Zendesk ticket with int()).
TICKET_REF = Whole(r"^(?!0[0-9]*$)[!-~](?:[ -~]{0,98}[!-~])?$",
                   error="1-100 printable ASCII characters, no space at either end; a ticket "
                         "number without leading zeros.")
# A customer as the provider names it (cus_..., gid://shopify/Customer/<n>): the guard compares
# it with the payment's customer exactly, so a look-alike must be refused, not just unequal.
CUSTOMER_ID = Whole(r"^[!-~]{1,200}$", error="A customer id as the provider gives it (cus_... "
                                             "or gid://shopify/Customer/<n>): printable ASCII, "
                                             "no spaces.")
# Ids surestep makes (esc_..., job_..., sub_..., rec_...): never a ':' (they end Redis keys).
GENERATED_ID = Whole(r"^[A-Za-z0-9_-]{1,100}$", error="An id as surestep returned it.")

PATH_IDS = {"intent_id": INTENT_ID}  # any other string path parameter is a GENERATED_ID


def path_rule(name: str) -> Whole:
    """The rule of a string path parameter, by its name: the one the request is checked with
    and the OpenAPI document publishes."""
    return PATH_IDS.get(name, GENERATED_ID)


def path_errors(values: dict[str, Any] | None) -> dict[str, list[str]]:
    """The string path parameters of a request that are not ids of their kind."""
    errors = {}
    for name, value in (values or {}).items():
        rule = path_rule(name)
        if isinstance(value, NotAnId):
            errors[name] = [ID_NUMBER_ERROR]
        elif isinstance(value, str) and not rule.ok(value):
            errors[name] = [rule.error]
    return errors


ID_NUMBER = re.compile(r"[1-9][0-9]{0,18}")
ID_NUMBER_ERROR = "A ticket number: ASCII digits without a leading zero, at most 2^63 - 1."


def zendesk_id(ticket_id: Any) -> int | None:
    """A ticket reference that is a Zendesk ticket number, as an int (else None)."""
    text = str(ticket_id or "")
    return int(text) if text.isdigit() and not text.startswith("0") else None


class NotAnId(str):
    """A path segment where ``<id:...>`` wants a number and found none: the route matches, and
    ``path_errors`` answers 422 naming the parameter (as for every other malformed path id)."""


class IdNumber(IntegerConverter):
    """``<id:...>`` in a route, a provider's numeric id: ASCII digits without a leading zero, at
    most 2^63 - 1 (Zendesk's ids are 64-bit). Werkzeug's ``<int:...>`` takes ``\\d+``, so
    ``/tickets/0123`` and ``/tickets/١٢٣`` were ticket 123; here they, ``%201`` and ``-1`` are
    a 422 naming the parameter (``NotAnId``), nothing read or changed, as the API documents."""

    regex = r"[^/]+"

    def to_python(self, value: str) -> Any:
        if not ID_NUMBER.fullmatch(value) or int(value) > 2**63 - 1:
            return NotAnId(value)
        return int(value)


# Idempotency-Key (draft-ietf-httpapi-idempotency-key-header): an Item Structured Header whose
# value is an sf-string, `Idempotency-Key: "8e03978e-40d5"`. sf-string characters are %x20-7E.
_SF_STRING = re.compile(r'"((?:[ !#-\[\]-~]|\\["\\])*)"')
_BARE_KEY = re.compile(r"[!#-\[\]-~]*")  # the unquoted form many clients send (no '"', '\')
_KEY = re.compile(r"[!-~](?:[ -~]{0,253}[!-~])?")


def idempotency_key(raw: str) -> str:
    """The key an ``Idempotency-Key`` header carries, or ValueError saying why it has none.

    Spaces and tabs around the field value are HTTP's own whitespace (RFC 9110 5.5: not part of
    the value; gunicorn strips them before the app sees the header), so they are dropped
    here too and ``k`` with or without them is one key under every server. Quoting is the
    draft's syntax, not part of the key: ``"k"`` and ``k`` are one key. Anything else is exact:
    a space, control character or non-ASCII character inside the key, an unbalanced quote or
    an empty key is refused, never trimmed into another key."""
    value = raw.strip(" \t")
    quoted = _SF_STRING.fullmatch(value)
    if quoted:
        key = re.sub(r"\\(.)", r"\1", quoted.group(1))
    elif _BARE_KEY.fullmatch(value):
        key = value
    else:
        raise ValueError('An sf-string ("...") or a bare token of printable ASCII.')
    if not _KEY.fullmatch(key):
        raise ValueError("1-255 printable ASCII characters, no space at either end.")
    return key


def provider_key(tenant: str, intent_id: str, step: str, args_fingerprint: str) -> str:
    """The idempotency key sent to the provider: never random, never the SDK's."""
    material = "\n".join((tenant, intent_id, step, args_fingerprint)).encode()
    return "sst_" + hashlib.sha256(material).hexdigest()[:40]
