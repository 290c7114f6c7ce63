"""POST /v1/refunds and POST /v1/refunds/verify."""

from __future__ import annotations

from flask import Response, jsonify, request
from flask.views import MethodView
from flask_smorest import Blueprint

from service import ids
from service.errors import Unprocessable
from service.ledger.store import RequestKey
from service.steps import common
from service.steps import refund as refund_step
from service.steps.refund import settled_replay
from service.web.api import Body, check_outbound, guarded
from service.web.api.schemas import RefundRequestSchema, RefundResultSchema, VerifyRequestSchema
from service.web.auth import current_tenant
from service.web.context import current_deps

blp = guarded(Blueprint("refunds", __name__, url_prefix="/v1",
                        description="The idempotent, verified refund step."))

PROBLEMS = {"description": "problem+json (RFC 9457)"}
RESULT = RefundResultSchema()


@blp.before_request  # after guarded()'s authentication and content-type checks
def replay_before_parsing() -> Response | None:
    """A byte-identical retry of a settled intent, answered from the ledger before webargs
    parses the body (``service.steps.refund.replay``); None lets the request go on as usual."""
    if request.endpoint != "refunds.Refunds" or request.mimetype != "application/json" \
            or "Idempotency-Key" in request.headers:
        return None
    outcome = settled_replay(current_deps(), current_tenant(), request.get_json(silent=True))
    if outcome is None:
        return None
    body, status, headers = present(outcome)
    response = jsonify(RESULT.dump(body))  # what @blp.response(200, RefundResultSchema) does
    response.status_code = status
    response.headers.update(headers)
    return response


def present(outcome: refund_step.Outcome) -> tuple[Body, int, dict[str, str]]:
    """The step's answer: the same shape for an execution and a replay."""
    headers = {"Idempotent-Replayed": "true"} if outcome.replayed else {}
    body = refund_step.view(outcome.entry, outcome.replayed)
    if outcome.resume_secret is not None:  # answered once, to the request that registered it
        body["resume_secret"] = outcome.resume_secret
    return body, 200, headers


def request_key(args: Body) -> RequestKey | None:
    """The request's ``Idempotency-Key`` header (IETF httpapi draft): per tenant, one payload.
    The key is read exactly (``service.ids.idempotency_key``): 422 rather than trimmed into
    another key. It is bound by the refund step's claim, in the same atomic step, so a request
    refused before it (an unknown account) or by it (an intent_id used with other arguments)
    leaves the key unused."""
    raw = request.headers.get("Idempotency-Key")
    if raw is None:
        return None
    try:
        key = ids.idempotency_key(raw)
    except ValueError as exc:
        raise Unprocessable("The Idempotency-Key header is not a valid key; nothing was sent.",
                            errors={"Idempotency-Key": [str(exc)]}) from None
    return RequestKey(key, common.fingerprint(args), args)


@blp.route("/refunds")
class Refunds(MethodView):
    @blp.arguments(RefundRequestSchema())  # an instance: built once, not per request
    @blp.response(200, RefundResultSchema)
    @blp.alt_response(401, description=PROBLEMS["description"])
    @blp.alt_response(409, description="The same intent is executing; see Retry-After.")
    @blp.alt_response(422, description="Validation failed or the intent_id / Idempotency-Key "
                                       "was used with other arguments.")
    def post(self, args: Body) -> tuple[Body, int, dict[str, str]]:
        """Refund a Stripe payment or a Shopify order, at most once per intent_id, and report
        verified state."""
        check_outbound(args, "resume_url")
        return present(refund_step.refund(current_deps(), current_tenant(), args,
                                          request_key=request_key(args)))


@blp.route("/refunds/verify")
class Verify(MethodView):
    @blp.arguments(VerifyRequestSchema())
    @blp.response(200, RefundResultSchema)
    @blp.alt_response(404, description="No such intent for this API key.")
    def post(self, args: Body) -> tuple[Body, int, dict[str, str]]:
        """Re-read the provider for an intent and return its state (never writes to it)."""
        return present(refund_step.verify(current_deps(), current_tenant(), args["intent_id"]))
