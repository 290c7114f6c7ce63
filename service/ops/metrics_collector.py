"""``GET /metrics``: the Prometheus text format, read from Redis at scrape time.

Families (all prefixed ``surestep_``):

    step_transitions_total{step,provider,state}   entries entering each state (ledger scripts)
    intents{state}                                 entries now pending, unknown or escalated
    intents_by_age{state,le}                       how many of them were created at most le
                                                   seconds ago (cumulative, as buckets are)
    intent_oldest_age_seconds{state}               the oldest one's age (0: none)
    claims_open / claims_expired                   claims held now / whose lease ran out
    provider_latency_seconds{provider,method,operation,status,account}  provider HTTP calls
                                                   (histogram; operation: the path, ids as {id})
    provider_responses_total{provider,status,account}  provider answers by status code
    provider_rate_limited_total{provider,account}  429s from providers
                                                   (account: env, or <tenant>:<name>)
    provider_waits_total{provider,reason}          runs deferred for a rate or cost budget
    deliveries_total{outcome}                      resume_url / event delivery tries
    replays_total{step}                            answers that were replays (the API's
                                                   ``Idempotent-Replayed`` header, MCP's
                                                   ``replayed: true``), sent from each
                                                   process once a second
    webhooks_total{provider,outcome,account}       provider webhooks received
    sweeps_total{outcome}                          stuck claims the sweeper settled
    reconciliation_findings_total{kind}            new reconciliation findings
    judgment_verdicts_total{tenant,verdict,reason,mode}  refunds judged ([judgment]): the
                                                   verdict, its first reason's code, enforce
                                                   or shadow (verdict unjudged: a ticket not
                                                   read in shadow, reason the read's status)
    queue_jobs{queue,status}, workers              RQ queue depth and live workers

Nothing here is per tenant but the judgment's verdicts, which a team reads per tenant to decide
when to move a tenant from shadow to enforce; they carry the tenant's id and codes of ours, never
an amount or the customer's words.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any, Iterator

from prometheus_client import CollectorRegistry, generate_latest
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, HistogramMetricFamily
from rq import Worker

from service.ledger import counters
from service.ledger import index as ledger_index

HELP = {
    "provider_responses": "Provider HTTP answers by status code.",
    "provider_rate_limited": "Provider answers that were 429 Too Many Requests.",
    "provider_waits": "Runs deferred until a provider's rate or cost budget allows a call.",
    "deliveries": "Tries of resume_url and event deliveries, by outcome.",
    "replays": "Answers that were replays of an earlier request (the API's Idempotent-Replayed, "
               "MCP's replayed: true), by step.",
    "webhooks": "Provider webhooks received, by outcome.",
    "sweeps": "Claims whose lease expired, settled by the sweeper, by outcome.",
    "reconciliation_findings": "Reconciliation findings reported for the first time, by kind.",
    "provider_latency": "Provider HTTP call latency (to the response headers).",
    "judgment_verdicts": "Refunds judged, by tenant, verdict, first reason code and mode "
                         "(enforce acts on the verdict; shadow only records it).",
}
# An attention state's ages: a minute, 5 and 15 minutes (the verify window), hours, 3 days (an
# escalation's default expiry), a week
AGE_BOUNDS = (60.0, 300.0, 900.0, 3600.0, 6 * 3600.0, 86400.0, 3 * 86400.0, 7 * 86400.0,
              float("inf"))
DEFAULT_PROVIDER = {"refund": "stripe", "ticket_update": "zendesk", "ticket_bulk_update": "zendesk"}


class SurestepCollector:
    """A prometheus-client collector over one process's Deps."""

    def __init__(self, deps: Any):
        self.deps = deps

    def collect(self) -> Iterator[Any]:
        yield from self._counters()
        yield from self._histograms()
        yield from self._ledger()
        yield from self._queue()

    def _counters(self) -> Iterator[CounterMetricFamily]:
        by_name: dict[str, list[tuple[dict[str, str], float]]] = defaultdict(list)
        for name, labels, value in counters.counted(self.deps.ledger):
            by_name[name].append((labels, value))
        for name, rows in sorted(by_name.items()):
            label_names = sorted({k for labels, _ in rows for k in labels})
            family = CounterMetricFamily(f"surestep_{name}", HELP.get(name, name),
                                         labels=label_names)
            for labels, value in rows:
                family.add_metric([labels.get(k, "") for k in label_names], value)
            yield family

    def _histograms(self) -> Iterator[HistogramMetricFamily]:
        series: dict[tuple[str, tuple[tuple[str, str], ...]], dict[str, float]] = \
            defaultdict(dict)
        for name, labels, part, value in counters.timed(self.deps.ledger):
            series[(name, tuple(sorted(labels.items())))][part] = value
        families: dict[str, HistogramMetricFamily] = {}
        for (name, pairs), parts in sorted(series.items()):
            label_names = [k for k, _ in pairs]
            family = families.setdefault(name, HistogramMetricFamily(
                f"surestep_{name}_seconds", HELP.get(name, name), labels=label_names))
            running, buckets = 0.0, []
            for bound in ("0.025", "0.05", "0.1", "0.25", "0.5", "1.0", "2.5", "5.0", "10.0",
                          "inf"):
                running += parts.get(f"le={bound}", 0.0)
                buckets.append(("+Inf" if bound == "inf" else bound, running))
            family.add_metric([v for _, v in pairs], buckets, parts.get("sum", 0.0))
        yield from families.values()

    def _ledger(self) -> Iterator[Any]:
        ledger = self.deps.ledger
        moved = CounterMetricFamily("surestep_step_transitions",
                                    "Ledger entries entering each state.",
                                    labels=["step", "provider", "state"])
        for (step, provider, state), count in sorted(ledger_index.transitions(ledger).items()):
            moved.add_metric([step, provider or DEFAULT_PROVIDER.get(step, ""), state], count)
        yield moved
        intents = GaugeMetricFamily("surestep_intents", "Entries now in a state that needs "
                                    "attention (pending, unknown, escalated).", labels=["state"])
        for state in ledger_index.ATTENTION:
            intents.add_metric([state], ledger_index.count(ledger, state))
        yield intents
        yield from self._ages(ledger)
        yield GaugeMetricFamily("surestep_claims_open", "Claims held under a lease now.",
                                value=ledger_index.count(ledger, "open"))
        yield GaugeMetricFamily("surestep_claims_expired", "Claims whose lease ran out and "
                                "that nobody settled yet (the sweeper's work).",
                                value=ledger_index.count(ledger, "open", 0, ledger.clock.wall()))

    def _ages(self, ledger: Any) -> Iterator[Any]:
        """How long the entries needing attention have been there (since created: an unknown
        or an escalation is one from its first answer): what the age alerts read."""
        now = ledger.clock.wall()
        # buckets of a gauge (le: at most that many seconds old), not a histogram: the sum of
        # the ages would cost a read of every entry, and histogram_quantile needs only le
        ages = GaugeMetricFamily(
            "surestep_intents_by_age", "Entries now pending, unknown or escalated created at "
            "most le seconds ago (cumulative).", labels=["state", "le"])
        oldest = GaugeMetricFamily("surestep_intent_oldest_age_seconds", "The age since "
                                   "created of the oldest entry now in the state (0: none).",
                                   labels=["state"])
        for state in ledger_index.ATTENTION:
            counts, created = ledger_index.ages(ledger, state, AGE_BOUNDS, now)
            for bound, count in zip(AGE_BOUNDS, counts):
                ages.add_metric([state, "+Inf" if bound == float("inf") else repr(bound)],
                                count)
            oldest.add_metric([state], max(0.0, now - created) if created is not None else 0.0)
        yield ages
        yield oldest

    def _queue(self) -> Iterator[GaugeMetricFamily]:
        queue = self.deps.queue
        jobs = GaugeMetricFamily("surestep_queue_jobs", "RQ jobs by status.",
                                 labels=["queue", "status"])
        for status, count in (("queued", queue.count),
                              ("scheduled", queue.scheduled_job_registry.count),
                              ("started", queue.started_job_registry.count),
                              ("deferred", queue.deferred_job_registry.count),
                              ("failed", queue.failed_job_registry.count)):
            jobs.add_metric([queue.name, status], count)
        yield jobs
        yield GaugeMetricFamily("surestep_workers", "Live RQ workers.",
                                value=len(Worker.all(connection=self.deps.queue.connection)))


def render(deps: Any) -> bytes:
    """The scrape body (a registry per call: nothing global, nothing cached); what this
    process counted but has not sent yet (``counters.tally``) is sent first."""
    counters.tally.flush()
    registry = CollectorRegistry(auto_describe=False)
    registry.register(SurestepCollector(deps))
    return generate_latest(registry)
