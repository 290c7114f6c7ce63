"""Escalations: flows open and read them; people approve or reject them.

A person decides in the console, signed in. The API's approve and reject (an ops key, as a
low-code app's decide action sends it) decide only where the policy says so
(``[escalations] decisions = "api"``): by default (``"console"``) they are 403, nothing is
decided and nothing is sent, because an ops key kept in a flow decides whatever the flow feeds
it, which reopens what the console closes. Where they are allowed, the audit names the key's
person (``ops:<name>``; the console's decisions are ``console:<name>``).
"""

from __future__ import annotations

from flask.views import MethodView
from flask_smorest import Blueprint

from service.errors import DecisionsInConsole
from service.steps import escalation
from service.steps.approval_links import console_path
from service.web.api import Body, guarded
from service.web.api.hook_schemas import (
    DecisionSchema,
    EscalationListSchema,
    EscalationQuerySchema,
    EscalationRequestSchema,
    EscalationSchema,
)
from service.web.auth import current_actor, current_tenant, require_ops, require_tenant_or_ops
from service.web.context import current_deps

blp = guarded(Blueprint("escalations", __name__, url_prefix="/v1",
                        description="Decisions that belong to a person, carried out once."),
              auth=require_tenant_or_ops)


@blp.route("/escalations")
class Escalations(MethodView):
    @blp.arguments(EscalationRequestSchema())
    @blp.response(201, EscalationSchema)
    @blp.alt_response(200, schema=EscalationSchema, description="The intent's escalation "
                                                                "already existed (replayed).")
    def post(self, args: Body) -> tuple[Body, int]:
        """Hand an intent to a person, with a reason (idempotent per intent_id)."""
        deps = current_deps()
        entry, created, added = escalation.open_by_flow(
            deps, current_tenant(), args["intent_id"], reason=args["reason"],
            context=args.get("context"), ticket_id=args.get("ticket_id"), actor=current_actor())
        body = {**escalation.view(deps, entry), "replayed": not created,
                **escalation.reason_answer(entry, added)}
        return body, 201 if created else 200

    @blp.arguments(EscalationQuerySchema(), location="query")
    @blp.response(200, EscalationListSchema)
    def get(self, query: Body) -> Body:
        """Escalations, newest first; `state=open` for the ones waiting for a person."""
        deps = current_deps()
        found = escalation.listing(deps, current_tenant(), query.get("state"), query["limit"])
        return {"data": [escalation.view(deps, entry) for entry in found]}


@blp.route("/escalations/<string:escalation_id>")
class Escalation(MethodView):
    @blp.response(200, EscalationSchema)
    @blp.alt_response(404, description="No such escalation for this key.")
    def get(self, escalation_id: str) -> Body:
        """One escalation: reasons, proposal, decision and what carrying it out gave."""
        deps = current_deps()
        return escalation.view(deps, escalation.get(deps, current_tenant(), escalation_id))


def decide(escalation_id: str, decision: str, args: Body) -> tuple[Body, int]:
    require_ops()
    deps = current_deps()
    if deps.policy.current().decisions != "api":
        raise in_console(deps.config["PUBLIC_URL"], current_tenant(), escalation_id)
    entry, changed = escalation.decide(deps, current_tenant(), escalation_id, decision,
                                        actor=current_actor(), note=args["note"])
    return {**escalation.view(deps, entry), "replayed": not changed}, 200


def in_console(public_url: str, tenant: str, escalation_id: str) -> DecisionsInConsole:
    """The 403 for a decision on the API while the policy keeps decisions in the console:
    where the person decides instead, and how an operator opens the API's door."""
    url = public_url + console_path(tenant, escalation_id)
    return DecisionsInConsole(
        f"Decisions on escalations are made in the surestep console, by a person signed in: "
        f"{url}. This deployment's policy keeps them there ([escalations] decisions = "
        f'"console", the default), so an ops key may read escalations here but not decide '
        f"them. Nothing was decided and nothing was sent. An operator who wants ops keys to "
        f'decide through the API (a Zapier, n8n or Make decide action) sets decisions = "api".',
        console_url=url)


FORBIDDEN = ('Not an ops key; or decisions stay in the console ([escalations] decisions = '
             '"console", the default): nothing decided, the answer names the console.')


@blp.route("/escalations/<string:escalation_id>/approve")
class Approve(MethodView):
    @blp.arguments(DecisionSchema())
    @blp.response(200, EscalationSchema)
    @blp.alt_response(403, description=FORBIDDEN)
    @blp.alt_response(409, description="Already rejected (or expired).")
    def post(self, args: Body, escalation_id: str) -> tuple[Body, int]:
        """Approve (ops key, where the policy allows API decisions): the proposed refund is
        carried out once, under its intent."""
        return decide(escalation_id, "approve", args)


@blp.route("/escalations/<string:escalation_id>/reject")
class Reject(MethodView):
    @blp.arguments(DecisionSchema())
    @blp.response(200, EscalationSchema)
    @blp.alt_response(403, description=FORBIDDEN)
    @blp.alt_response(409, description="Already approved.")
    def post(self, args: Body, escalation_id: str) -> tuple[Body, int]:
        """Reject (ops key, where the policy allows API decisions): nothing is sent; the refund
        ends failed (rejected_by_person)."""
        return decide(escalation_id, "reject", args)
