"""Part of figure ``tracing``: the CPU of a refund's seven spans themselves, in one process.

    OTEL_TRACES_EXPORTER=otlp OTEL_EXPORTER_OTLP_TRACES_ENDPOINT=... python -m tests.bench.tracing_spans

On a shared machine a whole refund's time and CPU move by more than tracing adds to them
(docs/BENCHMARKS.md, 13); this measures what tracing itself costs, steadily: the spans a new
Stripe refund opens, as the step opens them (``ServerSpans`` around the request, ``span`` and
``note`` for the claim, the guard and the settle, ``provider_call`` around the three Stripe
calls, with their attributes), with nothing else of the refund's work. The request thread's
CPU per refund, and the exporter's: the rest of the process's CPU until every span of the run
was exported (the batch processor's thread, each 512 spans, and a flush at the end), that is
the spans made the SDK's, encoded and posted to the receiver. Each the least of ``REPEATS``
runs of ``REFUNDS`` (as ``timeit`` does: the least is the one the neighbours disturbed least).
Prints one JSON line.
"""

from __future__ import annotations

import json
import os
import time
from typing import Any

REFUNDS, REPEATS = 300, 7


class Answer:
    """What a Stripe call answers, as the provider's methods return it."""
    id, provider_status, status, state = "re_3Qbench", "succeeded", "succeeded", "completed"


class Entry:
    intent_id, provider_key = "zendesk-7001", "acme:zendesk-7001:refund:0f1e2d3c"


def main() -> None:
    # the batch processor as shipped (an export each 512 spans), but its timer: every span
    # of a run is exported by the run's end (the flush), none of the next run's
    os.environ.update({"OTEL_BSP_SCHEDULE_DELAY": "600000", "OTEL_BSP_MAX_QUEUE_SIZE": "100000"})
    from service import tracing

    tracing.configure(str)

    class Stripe:
        name = "stripe"

        @tracing.provider_call("facts")
        def facts(self, entry: Any) -> Answer:
            return Answer()

        @tracing.provider_call("create")
        def create(self, entry: Any) -> Answer:
            return Answer()

        @tracing.provider_call("read")
        def read(self, entry: Any) -> Answer:
            return Answer()

    stripe, entry = Stripe(), Entry()

    def refund(environ: dict, start_response: Any) -> list[bytes]:
        with tracing.span("refund.claim", {"surestep.tenant": "acme",
                                           "surestep.intent_id": entry.intent_id}):
            tracing.note(**{"surestep.claim": "claimed", "surestep.attempts": 1})
        with tracing.span("refund.guard"):
            stripe.facts(entry)
            tracing.note(**{"surestep.guard.outcome": "go", "surestep.guard.reasons": []})
        stripe.create(entry)
        stripe.read(entry)
        with tracing.span("refund.settle", {"surestep.state": "completed",
                                            "surestep.provider.status": "succeeded"}):
            tracing.note(**{"surestep.settle.outcome": "settled"})
        start_response("200 OK", [])
        return [b"{}"]

    def answered(*_: Any) -> None:
        return None

    app = tracing.ServerSpans(refund)
    environ = {"PATH_INFO": "/v1/refunds", "REQUEST_METHOD": "POST", "wsgi.url_scheme": "http"}
    request, exporter = [], []
    for _ in range(REPEATS):
        started, process = time.thread_time(), time.process_time()
        for _ in range(REFUNDS):
            app(environ, answered)
        request.append(time.thread_time() - started)
        tracing.flush()
        # the batch processor's own thread exported each 512 spans, this one the rest
        exporter.append(time.process_time() - process - request[-1])
    print(json.dumps({"request_us": 1e6 * min(request) / REFUNDS,
                      "exporter_us": 1e6 * min(exporter) / REFUNDS}))


if __name__ == "__main__":
    main()
