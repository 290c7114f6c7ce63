"""Our spans (service.tracing.recording) against the SDK's own: the same calls made on each,
both exported through the SDK's processor to the SDK's exporter and encoded by the official OTLP
encoder, give the same protobuf but for the clock (ids, parents, flags, names, kinds,
attributes in their order, statuses, events, links, what the limits dropped, resource, scope),
and each span's context (its flags and trace state) is the same.
No provider is installed globally: each side gets a provider of its own."""

from __future__ import annotations

import itertools
from typing import Any, Callable

import pytest
from opentelemetry import context as otel_context
from opentelemetry import propagate, trace
from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import SpanLimits, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.sdk.trace.id_generator import IdGenerator
from opentelemetry.sdk.trace.sampling import ALWAYS_ON, ParentBased, TraceIdRatioBased
from opentelemetry.trace import Link, SpanKind, Status, StatusCode

from service import tracing
from service.tracing.recording import Readable, Recorded, Recorder

# Reads only this process's objects: in `make check` too (tests/conftest.py leaves the ops folder out).
pytestmark = pytest.mark.unit

RESOURCE = Resource.create({"service.name": "surestep"})
REMOTE = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"


class CountingIds(IdGenerator):
    """Ids 1, 2, 3...: both sides draw the same, in the same order."""

    def __init__(self) -> None:
        self.next = itertools.count(1)

    def generate_span_id(self) -> int:
        return next(self.next)

    def generate_trace_id(self) -> int:
        return next(self.next) << 64 | 0xABCDEF  # low bits the ratio sampler reads

    def is_trace_id_random(self) -> bool:
        return True  # as the SDK's RandomIdGenerator says: a root span's flags carry it


Start = Callable[..., trace.Span]


def sdk_side(sampler: Any, limits: SpanLimits) -> tuple[Start, InMemorySpanExporter]:
    provider = TracerProvider(resource=RESOURCE, sampler=sampler, id_generator=CountingIds(),
                              span_limits=limits, shutdown_on_exit=False)
    exported = InMemorySpanExporter()
    provider.add_span_processor(SimpleSpanProcessor(exported))
    tracer = provider.get_tracer("surestep")
    return (lambda name, context=None, kind=SpanKind.INTERNAL, attributes=None, links=None:
            tracer.start_span(name, context, kind, attributes, links)), exported


def our_side(sampler: Any, limits: SpanLimits) -> tuple[Start, InMemorySpanExporter]:
    provider = TracerProvider(resource=RESOURCE, sampler=sampler, span_limits=limits,
                              shutdown_on_exit=False)
    exported = InMemorySpanExporter()
    processor = SimpleSpanProcessor(Readable(exported, provider, limits))
    return Recorder(sampler, CountingIds(), processor, limits).start, exported


def seeing(start: Start, seen: list[trace.SpanContext]) -> Start:
    """``start``, keeping the context of each span it starts in ``seen``."""
    def started(*args: Any, **kwargs: Any) -> trace.Span:
        span = start(*args, **kwargs)
        seen.append(span.get_span_context())
        return span
    return started


def within(current: trace.Span, body: Callable[[], None]) -> None:
    token = otel_context.attach(trace.set_span_in_context(current))
    try:
        body()
    finally:
        otel_context.detach(token)


def a_refund(start: Start) -> None:
    """What a refund's request does with its spans, and what a library might do besides."""
    server = start("POST", propagate.extract({"traceparent": REMOTE}), SpanKind.SERVER,
                   {"http.request.method": "POST", "url.path": "/v1/refunds"})

    def inside() -> None:
        server.update_name("POST /v1/refunds")
        server.set_attribute("http.route", "/v1/refunds")
        claim = start("refund.claim", attributes={"surestep.tenant": "acme",
                                                  "surestep.intent_id": "zendesk-1"})
        claim.set_attributes({"surestep.claim": "claimed", "surestep.attempts": 1})
        claim.set_attribute("surestep.tenant", "acme")  # set again: it moves to the end
        claim.end()
        call = start("stripe create", kind=SpanKind.CLIENT, attributes={
            "surestep.provider": "stripe", "surestep.reasons": ["a", "b"]})
        call.add_event("retry", {"attempt": 2})
        call.set_attribute("surestep.provider.status", "Ambiguous")
        call.set_status(Status(StatusCode.ERROR, "Ambiguous"))
        call.set_status(StatusCode.OK)  # later statuses: the SDK's rules, ours the same
        call.set_status(StatusCode.ERROR)
        call.end()
        call.set_attribute("after", "the end")  # ignored on both
        decided = start("refund.approved", links=[
            Link(trace.SpanContext(0x1234, 0x5678, is_remote=True)),
            Link(trace.SpanContext(0x99, 0x98, is_remote=True), {"surestep.why": "parked"})])
        decided.add_link(trace.SpanContext(0x77, 0x76, is_remote=True))
        decided.set_attribute("odd", frozenset("x"))  # not an attribute type: made a string
        decided.set_attribute("", "no key")  # dropped (and counted)
        decided.end()
        server.set_attribute("http.response.status_code", 200)

    within(server, inside)
    server.end()
    root = start("rq.job refund_verify", kind=SpanKind.CONSUMER)  # a trace of its own
    root.set_attribute("long", "x" * 40)
    root.end()
    start("sweeper read", kind=SpanKind.CLIENT).end()  # a lone client: dropped by the sampler


def encoded(exported: InMemorySpanExporter) -> ExportTraceServiceRequest:
    """The OTLP request of every span exported, the clock's fields zeroed."""
    request = encode_spans(exported.get_finished_spans())
    for resource_spans in request.resource_spans:
        for scope_spans in resource_spans.scope_spans:
            for span in scope_spans.spans:
                span.start_time_unix_nano = span.end_time_unix_nano = 0
                for event in span.events:
                    event.time_unix_nano = 0
    return request


@pytest.mark.parametrize("limits", [SpanLimits(), SpanLimits(
    max_span_attributes=3, max_span_attribute_length=8, max_events=0, max_links=1,
    max_link_attributes=0)], ids=["default limits", "tight limits"])
@pytest.mark.parametrize("sampler", [
    tracing._NoLoneClients(ParentBased(ALWAYS_ON)),
    tracing._NoLoneClients(TraceIdRatioBased(0.5))], ids=["parent-based", "ratio"])
def test_our_spans_send_what_the_sdks_spans_send(sampler, limits):
    ours, theirs = our_side(sampler, limits), sdk_side(sampler, limits)
    started: list[list[trace.SpanContext]] = [[], []]
    for (start, _), seen in zip((ours, theirs), started):
        a_refund(seeing(start, seen))
    # every span's context, the sampled-out ones' too: what traceresponse and a job's meta carry
    assert started[0] == started[1] and len(started[0]) == 6
    got, want = encoded(ours[1]), encoded(theirs[1])
    assert want.resource_spans[0].scope_spans[0].spans
    assert got == want, (got, want)
    # and what is propagated from each (a job's meta, traceresponse): its flags, its state
    assert [(s.context, s.parent) for s in ours[1].get_finished_spans()] == [
        (s.context, s.parent) for s in theirs[1].get_finished_spans()]


def test_an_sdk_span_under_ours_is_its_child_and_both_go_out_in_one_resource():
    """A library instrumentation's span (the SDK's) started under one of ours: our span is its
    parent, and the two are exported side by side, as two SDK spans would be."""
    sampler, limits = ParentBased(ALWAYS_ON), SpanLimits()
    provider = TracerProvider(resource=RESOURCE, sampler=sampler, span_limits=limits,
                              shutdown_on_exit=False)
    exported = InMemorySpanExporter()
    processor = SimpleSpanProcessor(Readable(exported, provider, limits))
    provider.add_span_processor(processor)
    ours = Recorder(sampler, CountingIds(), processor, limits).start("refund.settle")
    assert isinstance(ours, Recorded)
    library: list[trace.Span] = []
    within(ours, lambda: library.append(provider.get_tracer("surestep").start_span("EVALSHA")))
    library[0].end()
    ours.end()
    child, parent = exported.get_finished_spans()
    assert child.parent == parent.context and child.context.trace_id == parent.context.trace_id
    [resource_spans] = encode_spans([child, parent]).resource_spans
    assert [s.name for s in resource_spans.scope_spans[0].spans] == ["EVALSHA", "refund.settle"]
