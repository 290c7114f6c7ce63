"""The tenant's provider accounts: a flow lists their names (for its node's picker); a
person's ops key of the same tenant adds, tests, makes default and removes them (audited)."""

from __future__ import annotations

from flask import Response, g
from flask.views import MethodView
from flask_smorest import Blueprint

from service.accounts import manage
from service.errors import Forbidden
from service.web.api import Body, guarded, json_if_any
from service.web.api.account_schemas import (
    AccountCheckSchema,
    AccountListSchema,
    AccountQuerySchema,
    AccountRequestSchema,
    AccountSchema,
    AccountUpdateSchema,
)
from service.web.auth import current_actor, current_tenant, require_tenant_or_ops
from service.web.context import current_deps

blp = guarded(Blueprint("accounts", __name__, url_prefix="/v1",
                        description="The tenant's Stripe, Shopify and Zendesk accounts."),
              auth=require_tenant_or_ops, bodies=json_if_any)


def ops_only() -> None:
    if g.get("role") != "ops":
        raise Forbidden("Accounts are managed by a person's ops key of this tenant "
                        "(SURESTEP_OPS_KEYS); a flow's API key may only list their names.")


@blp.route("/accounts")
class Accounts(MethodView):
    @blp.arguments(AccountQuerySchema(), location="query")
    @blp.response(200, AccountListSchema)
    def get(self, query: Body) -> Body:
        """The tenant's accounts: names for a flow key, every field but secrets for ops."""
        return {"data": manage.listing(current_deps(), current_tenant(), query.get("provider"),
                                       full=g.get("role") == "ops")}

    @blp.arguments(AccountRequestSchema())
    @blp.response(201, AccountSchema)
    @blp.alt_response(403, description="Not an ops key.")
    @blp.alt_response(409, description="The tenant already has an account of that name.")
    @blp.alt_response(422, description="A bad field, or the credentials failed their read.")
    @blp.alt_response(503, description="SURESTEP_ACCOUNTS_KEY is not set.")
    def post(self, body: Body) -> tuple[Body, int]:
        """Add an account (ops key): its credentials are checked by one read first."""
        ops_only()
        return manage.add(current_deps(), current_tenant(), body, current_actor()), 201


@blp.route("/accounts/<string:provider>/<string:name>")
class Account(MethodView):
    @blp.response(200, AccountSchema)
    @blp.alt_response(403, description="Not an ops key.")
    @blp.alt_response(404, description="No such account.")
    def get(self, provider: str, name: str) -> Body:
        """One account with its audit trail (ops key)."""
        ops_only()
        return manage.one(current_deps(), current_tenant(), provider, name)

    @blp.arguments(AccountUpdateSchema())
    @blp.response(200, AccountSchema)
    @blp.alt_response(403, description="Not an ops key.")
    @blp.alt_response(404, description="No such account.")
    @blp.alt_response(409, description="The account changed meanwhile.")
    @blp.alt_response(422, description="A bad field, or the new credentials failed their read "
                                       "(the account is left as it was).")
    def patch(self, body: Body, provider: str, name: str) -> Body:
        """Replace an account's credentials or settings (ops key): a rolled key, checked by
        one read first; every process uses the new one from its next request."""
        ops_only()
        return manage.update(current_deps(), current_tenant(), provider, name, body,
                             current_actor())

    @blp.response(204)
    @blp.alt_response(403, description="Not an ops key.")
    @blp.alt_response(404, description="No such account.")
    @blp.alt_response(409, description="Intents on the account are not settled (listed), or "
                                       "it is the environment's account.")
    def delete(self, provider: str, name: str) -> Response:
        """Remove an account (ops key); refused while intents on it are unsettled."""
        ops_only()
        manage.remove(current_deps(), current_tenant(), provider, name, current_actor())
        return Response(status=204)


@blp.route("/accounts/<string:provider>/<string:name>/test")
class Test(MethodView):
    @blp.response(200, AccountCheckSchema)
    @blp.alt_response(403, description="Not an ops key.")
    @blp.alt_response(404, description="No such account.")
    @blp.alt_response(422, description="The credentials failed their read (or no such "
                                       "account).")
    def post(self, provider: str, name: str) -> Body:
        """Check the stored credentials with one cheap read (ops key)."""
        ops_only()
        return manage.test(current_deps(), current_tenant(), provider, name, current_actor())


@blp.route("/accounts/<string:provider>/<string:name>/default")
class Default(MethodView):
    @blp.response(200, AccountSchema)
    @blp.alt_response(403, description="Not an ops key.")
    @blp.alt_response(404, description="No such account.")
    def put(self, provider: str, name: str) -> Body:
        """Make the account the tenant's default for its provider (ops key)."""
        ops_only()
        return manage.make_default(current_deps(), current_tenant(), provider, name,
                                   current_actor())
