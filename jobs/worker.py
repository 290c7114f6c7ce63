"""The RQ worker class for surestep (``rq worker -w jobs.worker.Worker``).

RQ forks a work-horse per job. Building the connectors (Redis pool, HTTP clients with their
TLS contexts) in every horse cost more than the jobs themselves, so the parent builds them
once before it starts working and each horse inherits them through fork. That is safe: the
parent never opens a connection with them, and redis-py re-connects in a forked child.
"""

from __future__ import annotations

from rq.worker import Worker as ForkingWorker

import jobs


class Worker(ForkingWorker):
    """RQ's forking worker, with surestep's Deps built once in the parent."""

    def work(self, *args, **kwargs):
        jobs.deps()
        return super().work(*args, **kwargs)
