"""GET /v1/health (no auth): does Redis answer, are RQ workers alive. GET /v1/me: whose key is this."""

from __future__ import annotations

import time
from datetime import datetime, timezone

from flask import g
from flask.views import MethodView
from flask_smorest import Blueprint
from marshmallow import Schema, fields, validate
from rq import Worker
from rq.worker import BaseWorker

from service.deps import Deps
from service.events.deliveries import signing_secret, tenant_window_open
from service.ledger import connection
from service.web.api import Body, guarded
from service.web.auth import current_tenant, require_tenant_or_ops
from service.web.context import current_deps


class HealthSchema(Schema):
    status = fields.String(metadata={
        "description": "ok; degraded when no RQ worker is alive or the policy file was refused "
                       "(policy.error says why; the last good policy stays in force); "
                       "unavailable when Redis does not answer."})
    redis = fields.Dict()
    workers = fields.Dict()
    providers = fields.Dict()
    policy = fields.Dict(metadata={"description": "The guard policy file, when it was last "
                                                  "loaded, and why a reload was refused."})


class MeSchema(Schema):
    tenant = fields.String()
    role = fields.String(validate=validate.OneOf(["flow", "ops"]), metadata={
        "description": "flow: an API key for steps; ops: a person's key that may decide "
                       "escalations (then `actor` names the person)."})
    actor = fields.String()
    signing_secret = fields.String(metadata={
        "description": "The tenant-wide signing secret, to an ops key only and only during its "
                       "migration window (SURESTEP_TENANT_SECRET_UNTIL): it signs deliveries to "
                       "resume_urls registered before each registration had its own secret. "
                       "Never answered to a flow key: a resume_url's secret is the "
                       "`resume_secret` of the answer that registered it."})
    signing_secret_until = fields.Float(metadata={
        "description": "When the migration window closes (unix seconds), beside signing_secret."})


blp = Blueprint("health", __name__, url_prefix="/v1", description="Liveness and readiness.")
me_blp = guarded(Blueprint("me", __name__, url_prefix="/v1", description="Credential check."),
                auth=require_tenant_or_ops)


@me_blp.route("/me")
class Me(MethodView):
    @me_blp.response(200, MeSchema)
    @me_blp.alt_response(401, description="Missing or unknown API key.")
    def get(self) -> Body:
        """Which tenant this API key belongs to: the cheapest authenticated call, used by the
        n8n credential test and the Make connection check (and as the benchmarks' baseline).
        No secret to a flow key (a guarded agent holds one): the tenant-wide signing secret
        only to an ops key, and only inside its migration window."""
        tenant = current_tenant()
        if g.role != "ops":
            return {"tenant": tenant, "role": "flow"}
        # a person's key: says who, and that it may decide escalations
        me = {"tenant": tenant, "role": "ops", "actor": g.actor}
        deps = current_deps()
        config = deps.config
        if tenant_window_open(config, deps.clock.wall()):
            me.update(signing_secret=signing_secret(config, tenant),
                      signing_secret_until=config["SURESTEP_TENANT_SECRET_UNTIL"])
        return me


def policy_status(deps: Deps) -> Body:
    deps.policy.current()  # re-read a changed file now, so health shows a refused edit
    return {**deps.policy.status(), "ok": deps.policy.error is None}


# A worker heartbeats every few seconds when idle (jobs.worker's dequeue timeout) and every 30 s
# while a job runs (RQ's job monitoring); one silent for longer died without deregistering
# (a SIGKILL, a lost machine), and RQ keeps its record for minutes.
ALIVE_S = 90


def alive(worker: BaseWorker) -> bool:
    beat = worker.last_heartbeat
    return beat is not None and (datetime.now(timezone.utc) - beat.replace(
        tzinfo=beat.tzinfo or timezone.utc)).total_seconds() <= ALIVE_S


@blp.route("/health")
class Health(MethodView):
    @blp.doc(security=[])  # no key: load balancers and uptime checks call it
    @blp.response(200, HealthSchema)
    @blp.alt_response(503, schema=HealthSchema, description="Redis does not answer.")
    def get(self) -> Body | tuple[Body, int]:
        """200 when Redis answers (workers are reported, not required); 503 otherwise."""
        deps = current_deps()
        started = time.perf_counter()
        try:
            connection.ping(deps.ledger)
            registered = Worker.all(connection=deps.queue.connection)
        except connection.StoreError as exc:
            return {"status": "unavailable", "redis": {"ok": False, "error": str(exc)},
                    "workers": {}, "providers": {}}, 503
        latency_ms = round((time.perf_counter() - started) * 1000, 2)
        workers = [w for w in registered if alive(w)]
        policy = policy_status(deps)
        return {
            "status": "ok" if workers and policy["ok"] else "degraded",
            "redis": {"ok": True, "latency_ms": latency_ms},
            "workers": {"count": len(workers), "stale": len(registered) - len(workers),
                        "queue": deps.queue.name,
                        "queued": deps.queue.count,
                        "scheduled": deps.queue.scheduled_job_registry.count},
            "providers": {name: "configured" for name in
                          [*deps.refund_providers, *(["zendesk"] if deps.zendesk else [])]},
            "policy": policy,
        }
