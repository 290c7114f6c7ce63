"""The simulated Zendesk's bulk updates (``update_many``) and their job statuses, as
developer.zendesk.com documents them ("Update Many Tickets", "Job Statuses"): the update only
queues a job; the job goes ``queued`` -> ``working`` -> ``completed`` (or ``failed``) as the
clock runs, with one result per ticket; its status can be read for a day (then 404); its
``url`` is absolute, on the account's own base URL.

A mixin of ``ZendeskSimulator`` (its lock, clock, config, tickets and request helpers).
"""

from __future__ import annotations

from urllib.parse import parse_qs

from sandbox.simulators.base import Request, Response
from sandbox.simulators.zendesk_paging import base_url


class BulkJobs:
    """``PUT /api/v2/tickets/update_many.json`` and ``GET /api/v2/job_statuses/{id}.json``."""

    jobs: dict[str, dict]

    def _update_many(self, request: Request) -> Response:
        self._api_call(request)
        update = self._ticket_body(request, bulk=True)
        raw_ids = parse_qs(request.query).get("ids", [""])[-1]
        try:
            ids = [int(part) for part in raw_ids.split(",") if part]
        except ValueError:
            self._fail(request, 400, "ids must be a comma-separated list of integers")
        if not ids or len(ids) > 100:
            self._fail(request, 400, "ids must list 1 to 100 tickets")
        self.hold_point(request)
        with self.lock:
            job_id = f"job{next(self._ids)}"
            self.jobs[job_id] = {"id": job_id, "created": self.clock.now(), "ids": ids,
                                 "update": update, "results": None, "status": "queued",
                                 "url": f"{base_url(request)}/api/v2/job_statuses/{job_id}.json"}
            response = Response(200, {"job_status": self._job_json(self.jobs[job_id])})
        return self.commit_point(request, response)

    def _job_status(self, request: Request, jid: str) -> Response:
        self._api_call(request)
        with self.lock:
            self._run_due_jobs()
            job = self.jobs.get(jid)
            if job is not None and (self.clock.now() - job["created"]
                                    >= float(self.config["job_status_ttl_s"])):
                job = None  # Zendesk keeps a job's status for a day after it was created
            if job is None:
                self._fail(request, 404, "Not found", error="RecordNotFound")
            return Response(200, {"job_status": self._job_json(job)})

    def _run_due_jobs(self) -> None:
        """Advance bulk jobs by the clock (under the lock): queued, working, then done."""
        now, duration = self.clock.now(), float(self.config["job_duration_s"])
        for job in self.jobs.values():
            if job["results"] is not None:
                continue
            elapsed = now - job["created"]
            job["status"] = "queued" if elapsed < duration / 3 else "working"
            if elapsed >= duration:
                self._finish_job(job)

    def _finish_job(self, job: dict) -> None:
        if self.config["job_fails"]:
            job["status"], job["results"] = "failed", []
            job["message"] = "Job failed: internal error"
            return
        results = []
        for index, tid in enumerate(job["ids"]):
            ticket = self.tickets.get(tid)
            if ticket is None or tid in self.config["fail_ticket_ids"]:
                results.append({"index": index, "id": tid, "error": "TicketUpdateFailed",
                                "details": "Ticket not found" if ticket is None
                                else "Ticket is closed and cannot be updated"})
                continue
            self._apply(ticket, job["update"])
            results.append({"index": index, "id": tid, "action": "update", "success": True,
                            "status": "Updated"})
        job["status"], job["results"] = "completed", results

    def _job_json(self, job: dict) -> dict:
        done = job["results"] is not None
        return {"id": job["id"], "url": job["url"],
                "status": job["status"], "total": len(job["ids"]),
                "progress": len(job["ids"]) if done else 0, "message": job.get("message"),
                "results": job["results"]}
