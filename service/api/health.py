"""GET /v1/health: no auth; says whether Redis answers and how many RQ workers are alive."""

from __future__ import annotations

import time

import redis
from flask.views import MethodView
from flask_smorest import Blueprint
from rq import Worker

from service.api.schemas import HealthSchema
from service.deps import current_deps

blp = Blueprint("health", __name__, url_prefix="/v1", description="Liveness and readiness.")


@blp.route("/health")
class Health(MethodView):
    @blp.response(200, HealthSchema)
    @blp.alt_response(503, schema=HealthSchema, description="Redis does not answer.")
    def get(self):
        """200 when Redis answers (workers are reported, not required); 503 otherwise."""
        deps = current_deps()
        started = time.perf_counter()
        try:
            deps.redis.ping()
            workers = Worker.all(connection=deps.redis)
        except redis.RedisError as exc:
            return {"status": "unavailable", "redis": {"ok": False, "error": str(exc)},
                    "workers": {}, "providers": {}}, 503
        latency_ms = round((time.perf_counter() - started) * 1000, 2)
        return {
            "status": "ok" if workers else "degraded",
            "redis": {"ok": True, "latency_ms": latency_ms},
            "workers": {"count": len(workers), "queue": deps.queue.name,
                        "queued": deps.queue.count,
                        "scheduled": deps.queue.scheduled_job_registry.count},
            "providers": {"stripe": "configured" if deps.stripe else "not configured"},
        }
