"""The accounts API's bodies (``service.accounts``): secrets are write-only."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from marshmallow import Schema, fields, validate
from marshmallow.types import StrSequenceOrSet, UnknownOption

from service.ids import ACCOUNT_NAME, STRIPE_ACCOUNT

PROVIDERS = ("stripe", "shopify", "zendesk")


def account_field(provider: str) -> fields.String:
    """A step's ``account``: which of the tenant's accounts of the provider it acts in."""
    return fields.String(validate=ACCOUNT_NAME, metadata={
        "description": f"The tenant's {provider} account to act in (GET /v1/accounts lists "
                       f"them); omitted: the tenant's default. Part of the request's identity."})


def stripe_account_field() -> fields.String:
    return fields.String(validate=STRIPE_ACCOUNT, metadata={
        "description": "Stripe Connect: the connected account (acct_...) the payment belongs "
                       "to, sent as the Stripe-Account header. Part of the request's identity."})


def account_result_fields() -> tuple[fields.String, fields.String]:
    """A refund answer's ``account`` and ``stripe_account``."""
    return (fields.String(metadata={"description": "The account it was made in (`env`: the "
                                                   "environment's)."}),
            fields.String(metadata={"description": "Only when the request named a Stripe "
                                                   "connected account."}))


# A secret is printable ASCII without spaces (every provider's keys, tokens and signing secrets
# are). Said as a pattern that means the same in Python and in JSON Schema (ECMA-262): classes
# of characters by range, not ``\s`` (Python's counts U+001C-U+001F and U+0085 as spaces,
# ECMA's does not), and ``(?!\n)`` before ``$``, which in Python also matches before a final
# newline. Schemathesis found both differences as "schema-valid request rejected".
TOKEN = validate.Regexp(r"^[!-~]+(?!\n)$", error="Printable ASCII characters, no spaces.")


# A webhook signing secret, or during a roll the old and the new one, comma-separated (each
# provider's secrets have no comma): never an empty part, so a stray comma is refused, not read
# as one more secret.
WEBHOOK_SECRETS = validate.Regexp(r"^[!-+\--~]+(?:,[!-+\--~]+)*(?!\n)$", error=(
    "Printable ASCII characters, no spaces; during a roll the old and the new secret, "
    "comma-separated (old,new), with no empty part."))


def _webhook_secret(what: str, **kwargs: object) -> fields.String:
    field = _secret(what)
    field.validators[1] = WEBHOOK_SECRETS
    for name, value in kwargs.items():
        setattr(field, name, value)
    return field


def _secret(what: str) -> fields.String:
    return fields.String(load_only=True, validate=[validate.Length(1, 500), TOKEN],
                         metadata={"writeOnly": True, "description": what + " Stored "
                                   "encrypted; never returned (only `hint`)."})


def _text(what: str) -> fields.String:
    return fields.String(validate=validate.Length(1, 500), metadata={"description": what})


def _url(what: str, required: bool = False) -> fields.String:
    return fields.String(required=required, validate=validate.Length(1, 500), metadata={
        "format": "uri", "description": what + " https on the provider's own domain, or a host "
                                               "SURESTEP_ALLOWED_TARGETS allows."})


class _AccountFields(Schema):
    name = fields.String(required=True, validate=validate.Regexp(  # "env" is the environment's
        r"^(?!env$)[a-z0-9][a-z0-9_-]{0,39}$", error="An account name: 1-40 lower-case letters, "
        "digits, '_' or '-', not 'env' (the environment's account)."))
    default = fields.Boolean(load_default=False, metadata={
        "description": "Make it the tenant's default account for its provider."})
    webhook_secret = _webhook_secret("The signing secret of the provider's webhooks to this "
                                     "account (old,new during a roll).")


class StripeAccountRequestSchema(_AccountFields):
    provider = fields.String(required=True, validate=validate.Equal("stripe"))
    api_key = _secret("The secret or restricted key (sk_/rk_...).")
    api_key.required = True
    api_key.validators[1] = (validate.Regexp(  # stricter than TOKEN, in its place
        r"^(sk|rk)_(test|live)_[A-Za-z0-9]{8,247}$"))
    api_base = _url("The API's base URL (default https://api.stripe.com).")


class ShopifyAccountRequestSchema(_AccountFields):
    provider = fields.String(required=True, validate=validate.Equal("shopify"))
    shop_url = _url("https://<shop>.myshopify.com", required=True)
    access_token = _secret("The Admin API access token (shpat_...).")
    access_token.required = True
    access_token.validators[1] = (validate.Regexp(  # as api_key
        r"^shp(at|ca|ss|pa)_[A-Za-z0-9_]{4,250}$"))
    api_version = fields.String(validate=validate.Regexp(r"^\d{4}-\d{2}$"), metadata={
        "description": "The Admin API version (default SHOPIFY_API_VERSION)."})


class ZendeskAccountRequestSchema(_AccountFields):
    class Meta:  # the document's form of kinds.validate's rule: a token and e-mail, or OAuth
        openapi = {"oneOf": [{"required": ["email", "api_token"],
                              "not": {"required": ["oauth_token"]}},
                             {"required": ["oauth_token"],
                              "not": {"anyOf": [{"required": ["email"]},
                                                {"required": ["api_token"]}]}}]}

    provider = fields.String(required=True, validate=validate.Equal("zendesk"))
    base_url = _url("https://<subdomain>.zendesk.com", required=True)
    email = fields.String(validate=validate.Length(1, 500), metadata={
        "description": "The agent's e-mail, with api_token."})
    api_token = _secret("An API token, with email.")
    oauth_token = _secret("An OAuth access token, instead of email and api_token.")


FORMS = {"stripe": StripeAccountRequestSchema(), "shopify": ShopifyAccountRequestSchema(),
         "zendesk": ZendeskAccountRequestSchema()}


class AccountRequestSchema(Schema):
    """POST /v1/accounts: one provider's fields, by ``provider`` (a ``oneOf``)."""

    class Meta:
        one_of = tuple(type(form).__name__ for form in FORMS.values())

    provider = fields.String(required=True, validate=validate.OneOf(PROVIDERS))

    def load(self, data: Mapping[str, Any] | Sequence[Mapping[str, Any]], *,
             many: bool | None = None, partial: bool | StrSequenceOrSet | None = None,
             unknown: UnknownOption | None = None) -> Any:  # Schema.load's
        provider = data.get("provider") if isinstance(data, dict) else None
        form = FORMS.get(provider) if isinstance(provider, str) else None
        if form is None:
            return super().load(data, many=many, partial=partial, unknown=unknown)
        return form.load(data, many=many, partial=partial, unknown=unknown)


class AccountUpdateSchema(Schema):
    """PATCH /v1/accounts/{provider}/{name}: the fields to replace (a rolled key, a new URL);
    only the path's provider's fields (the others are 422). Checked by the same read as an add;
    an empty body changes nothing."""

    api_key = _secret("stripe: the new secret or restricted key.")
    api_key.validators[1] = StripeAccountRequestSchema._declared_fields["api_key"].validators[1]
    api_base = _url("stripe: the API's base URL.")
    shop_url = _url("shopify: https://<shop>.myshopify.com")
    access_token = _secret("shopify: the new Admin API access token.")
    access_token.validators[1] = (  # the add's pattern, so the document says what is refused
        ShopifyAccountRequestSchema._declared_fields["access_token"].validators[1])
    api_version = fields.String(validate=validate.Regexp(r"^\d{4}-\d{2}$"))
    base_url = _url("zendesk: https://<subdomain>.zendesk.com")
    email = fields.String(validate=validate.Length(1, 500))
    api_token = _secret("zendesk: a new API token (with the account's email).")
    oauth_token = _secret("zendesk: an OAuth token instead.")
    webhook_secret = _webhook_secret("The webhooks' new signing secret (old,new during a roll); "
                                     "null removes it (the account's webhook URL then refuses "
                                     "every event).", allow_none=True)


class AccountQuerySchema(Schema):
    provider = fields.String(validate=validate.OneOf(PROVIDERS))


class AccountSchema(Schema):
    """An account as a flow sees it (names, for pickers); ops see the other fields too."""

    provider = fields.String()
    name = fields.String()
    default = fields.Boolean()
    hint = fields.String(allow_none=True, metadata={"description": "Ops only: the secret's "
                                                                   "last four characters."})
    settings = fields.Dict(metadata={"description": "Ops only: the account's non-secret "
                                                    "settings."})
    created_at = fields.Float()
    created_by = fields.String()
    updated_at = fields.Float()
    updated_by = fields.String()
    webhook_url = fields.String(metadata={"description": "Ops only: where the provider sends "
                                          "this account's webhooks, signed with its "
                                          "webhook_secret."})
    audit = fields.List(fields.Dict(), metadata={"description": "Ops only, on GET of one: "
                                                                "who changed what, when."})


class AccountListSchema(Schema):
    data = fields.List(fields.Nested(AccountSchema))


class AccountCheckSchema(Schema):
    ok = fields.Boolean()
    provider = fields.String()
    name = fields.String()
    detail = fields.String()
