"""The accounts API's bodies (``service.accounts``): secrets are write-only."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

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


def _secret(what: str) -> fields.String:
    return fields.String(load_only=True, validate=validate.Length(1, 500),
                         metadata={"writeOnly": True, "description": what + " Stored "
                                   "encrypted; never returned (only `hint`)."})


def _text(what: str) -> fields.String:
    return fields.String(validate=validate.Length(1, 500), metadata={"description": what})


class AccountRequestSchema(Schema):
    """POST /v1/accounts: one provider's fields (the others are refused)."""

    provider = fields.String(required=True, validate=validate.OneOf(PROVIDERS))
    name = fields.String(required=True, validate=ACCOUNT_NAME)
    default = fields.Boolean(load_default=False, metadata={
        "description": "Make it the tenant's default account for its provider."})
    api_key = _secret("stripe: the secret or restricted key (sk_/rk_...).")
    api_base = _text("stripe: the API's base URL (default https://api.stripe.com).")
    shop_url = _text("shopify: https://<shop>.myshopify.com")
    access_token = _secret("shopify: the Admin API access token (shpat_...).")
    api_version = _text("shopify: the Admin API version (default SHOPIFY_API_VERSION).")
    base_url = _text("zendesk: https://<subdomain>.zendesk.com")
    email = _text("zendesk: the agent's e-mail, with api_token.")
    api_token = _secret("zendesk: an API token, with email.")
    oauth_token = _secret("zendesk: an OAuth access token, instead of email and api_token.")
    webhook_secret = _secret("Any provider: the signing secret of its webhooks to this "
                             "account.")


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
