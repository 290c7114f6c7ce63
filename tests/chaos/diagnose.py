"""What the chaos suite prints about an intent that did not settle: its ledger audit (through
the API, as a flow's operator would read it) and RQ's own record of each of its runs' jobs and
of the workers, read from RQ's Redis. A failed settle used to say only the flow's answers; the
rig (and its logs) is gone by the time anyone looks (docs/RELIABILITY.md)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

import redis

from tests.chaos.rig import Rig

if TYPE_CHECKING:
    from tests.chaos.machine import Intent

JOB_FIELDS = ("status", "worker_name", "enqueued_at", "started_at", "ended_at", "last_heartbeat",
              "retries_left", "description")


def stuck(rig: Rig, intents: list[Intent]) -> list[dict[str, Any]]:
    """For each intent: its audit trail, its runs' RQ jobs and the registries that hold them."""
    client = redis.Redis.from_url(rig.worker.queue_url, socket_timeout=5, decode_responses=True)
    try:
        rq = _rq(client)
        return [{"intent": intent.id, "answers": intent.answers, "audit": _audit(rig, intent),
                 "jobs": _jobs(client, intent.job_id) if intent.job_id else {}, "rq": rq}
                for intent in intents]
    except redis.RedisError as exc:
        return [{"intent": intent.id, "rq_unreadable": repr(exc)} for intent in intents]
    finally:
        client.close()


def _audit(rig: Rig, intent: Intent) -> Any:
    response = rig.http.get(f"/v1/intents/{intent.id}")
    if response.status_code != 200:
        return response.status_code
    return [{"state": step.get("state"), "attempts": step.get("attempts"),
             "audit": [(a.get("at"), a.get("actor"), a.get("from"), a.get("to"), a.get("note"))
                       for a in step.get("audit", [])]}
            for step in response.json()["steps"]]


def _jobs(client: redis.Redis, job_id: str) -> dict[str, dict[str, Any]]:
    """Each run's job (``<job_id>-<n>``): its fields and the registries that list it."""
    found = {}
    for key in sorted(client.scan_iter(f"rq:job:{job_id}-*", count=1000)):
        if key.count(":") != 2:
            continue  # a job's side keys (rq:job:<id>:dependents, ...)
        run = key.removeprefix("rq:job:")
        fields = client.hmget(key, JOB_FIELDS)
        found[run] = {name: value for name, value in zip(JOB_FIELDS, fields) if value}
        found[run]["in"] = [name for name in ("scheduled", "failed", "finished")
                            if client.zscore(f"rq:{name}:surestep", run) is not None]
        if any(member.partition(":")[0] == run  # RQ 2: ``<job id>:<execution id>``
               for member in client.zrange("rq:wip:surestep", 0, -1)):
            found[run]["in"].append("started")
    return found


def _rq(client: redis.Redis) -> dict[str, Any]:
    """The queue's workers (with their heartbeats) and its scheduler lock, as RQ records them."""
    workers = {}
    for key in client.smembers("rq:workers:surestep"):
        fields = client.hmget(key, ("state", "current_job", "last_heartbeat", "birth", "pid"))
        workers[key.removeprefix("rq:worker:")] = fields + [client.ttl(key)]
    lock = "rq:scheduler-lock:surestep"
    return {"now": time.time(), "workers": workers,
            "scheduler_lock": (client.get(lock), client.pttl(lock)),
            "queued": client.llen("rq:queue:surestep"),
            "started": client.zrange("rq:wip:surestep", 0, -1, withscores=True)}
