"""REST hooks: subscribe a URL to events, list, unsubscribe, and see what was delivered."""

from __future__ import annotations

from flask import Response
from flask.views import MethodView
from flask_smorest import Blueprint

from service.errors import Forbidden, NotFound
from service.events import deliveries, outbound, subscriptions
from service.web.api import Body, check_outbound, guarded, json_if_any
from service.web.api.hook_schemas import (
    DeliveryQuerySchema,
    EventDeliveryListSchema,
    SubscriptionListSchema,
    SubscriptionRequestSchema,
    SubscriptionSchema,
)
from service.web.auth import current_key_id, current_tenant, live_key_ids
from service.web.context import current_deps

# json_if_any: the rotation is a POST with no body; a body that is not JSON is still 415
blp = guarded(Blueprint("subscriptions", __name__, url_prefix="/v1",
                        description="Events out as REST hooks (Zapier, Make, n8n triggers)."),
              bodies=json_if_any)


def present(sub: subscriptions.Subscription, with_secret: bool = False) -> Body:
    body = {"id": sub.id, "target_url": outbound.masked(sub.target_url),
            "credentials_in_url": outbound.credentials_in(sub.target_url),
            "events": list(sub.events), "created_at": sub.created_at,
            "dead_letters": deliveries.dead_count(current_deps(), current_tenant(), sub.id),
            "links": {"self": f"/v1/subscriptions/{sub.id}",
                      "deliveries": f"/v1/subscriptions/{sub.id}/deliveries",
                      "dead_letters": f"/v1/subscriptions/{sub.id}/deliveries?state=failed"}}
    if with_secret:
        body["secret"] = sub.secret
    return body


def not_creator(sub_id: str, action: str) -> Forbidden:
    return Forbidden(f"Subscription {sub_id!r} was created by another API key of this tenant; "
                     f"only the key that created it may {action} it. Nothing was changed.")


def actor() -> subscriptions.Actor:
    return subscriptions.Actor(current_key_id(), live_key_ids(current_tenant()))


def find(sub_id: str) -> subscriptions.Subscription:
    sub = subscriptions.get(current_deps(), current_tenant(), sub_id)
    if sub is None:
        raise NotFound(f"No subscription {sub_id!r} for this API key (deleted, or removed "
                       f"after its receiver answered 410 Gone).")
    return sub


@blp.route("/subscriptions")
class Subscriptions(MethodView):
    @blp.arguments(SubscriptionRequestSchema())
    @blp.response(201, SubscriptionSchema)
    def post(self, args: Body) -> Body:
        """Subscribe `target_url` to `events`; the answer holds the signing `secret` (once)."""
        check_outbound(args, "target_url")
        sub = subscriptions.create(current_deps(), current_tenant(), args["target_url"],
                                   args["events"], creator=current_key_id())
        return present(sub, with_secret=True)

    @blp.response(200, SubscriptionListSchema)
    def get(self) -> Body:
        """Every subscription of this key's tenant (without secrets)."""
        return {"data": [present(sub) for sub in
                         subscriptions.all_for(current_deps(), current_tenant())]}


@blp.route("/subscriptions/<string:sub_id>/rotate")
class Rotation(MethodView):
    @blp.response(200, SubscriptionSchema)
    @blp.alt_response(403, description="Created by another API key of this tenant.")
    @blp.alt_response(404, description="No such subscription for this API key.")
    def post(self, sub_id: str) -> Body:
        """A fresh signing `secret` for the subscription, in this answer only; every delivery
        from now on (retries of earlier events included) is signed with it, the old one signs
        nothing more. For a receiver whose secret may have leaked. Only the API key that
        created the subscription may rotate it (403 for another, nothing changed)."""
        try:
            sub = subscriptions.rotate(current_deps(), current_tenant(), sub_id, by=actor())
        except subscriptions.NotCreator:
            raise not_creator(sub_id, "rotate the secret of") from None
        if sub is None:
            raise NotFound(f"No subscription {sub_id!r} for this API key; nothing was changed.")
        return present(sub, with_secret=True)


@blp.route("/subscriptions/<string:sub_id>")
class Subscription(MethodView):
    @blp.response(200, SubscriptionSchema)
    def get(self, sub_id: str) -> Body:
        """One subscription (without its secret)."""
        return present(find(sub_id))

    @blp.response(204)
    @blp.alt_response(403, description="Created by another API key of this tenant.")
    @blp.alt_response(404, description="No such subscription for this API key.")
    def delete(self, sub_id: str) -> Response:
        """Unsubscribe; deliveries still pending to it are cancelled. Idempotent: 204 also when
        it is already gone (a 410 removed it, or a retried unsubscribe), so Make's detach and
        Zapier's unsubscribe never fail on it. An id this tenant never had (another tenant's
        included) is 404 and changes nothing. Only the API key that created the subscription
        may delete it (403 for another, nothing changed)."""
        try:
            found = subscriptions.delete(current_deps(), current_tenant(), sub_id, by=actor())
        except subscriptions.NotCreator:
            raise not_creator(sub_id, "delete") from None
        if not found:
            raise NotFound(f"No subscription {sub_id!r} for this API key; nothing was changed.")
        return Response(status=204)  # no body, so no JSON content type either


@blp.route("/subscriptions/<string:sub_id>/deliveries")
class Deliveries(MethodView):
    @blp.arguments(DeliveryQuerySchema(), location="query")
    @blp.response(200, EventDeliveryListSchema)
    def get(self, query: Body, sub_id: str) -> Body:
        """Its newest deliveries; `state=failed`: the dead letters (given up after the last
        try)."""
        find(sub_id)
        return {"data": deliveries.deliveries_of(current_deps(), current_tenant(), sub_id,
                                                    dead_only=query.get("state") == "failed")}
