"""Our spans, recorded cheaply on the request's thread and made the SDK's spans on the batch
processor's: what ``service.tracing.span`` and ``ServerSpans`` open.

Why: the SDK's ``Tracer.start_span`` and its ``Span`` cost 12-20 us a span on the request's
thread (a lock per span and per attribute, each attribute cleaned and bounded as it is set,
a ``ReadableSpan`` copy at the end), and a refund opens seven (docs/BENCHMARKS.md, 13).
``Recorder.start`` takes the decisions the SDK's tracer takes, with the SDK's own parts (the
sampler ``OTEL_TRACES_SAMPLER`` names, the id generator), and a ``Recorded`` span keeps what
happens to it as plain values. On the batch processor's thread, ``Readable`` hands the SDK's
exporter (OTLP over HTTP or gRPC, the console) the SDK's ``ReadableSpan`` of each: its
attributes, events and links bounded by the SDK's ``SpanLimits`` (``OTEL_SPAN_*``,
``OTEL_ATTRIBUTE_*``) as the SDK's span bounds them, the provider's resource, the scope
``trace.get_tracer("surestep")`` names. What the collector receives is what the SDK's span
sends (tests/ops/test_tracing_recording.py encodes both and compares).

The library instrumentations' spans stay the SDK's: they go through the same processor to the
same exporter untouched, and one of ours may be their parent (it is an ordinary ``Span``).
"""

from __future__ import annotations

from time import time_ns
from typing import Any, Mapping, Sequence

from opentelemetry import trace
from opentelemetry.attributes import BoundedAttributes
from opentelemetry.context import Context
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import Event, ReadableSpan, SpanLimits, SpanProcessor
from opentelemetry.sdk.trace.export import SpanExporter, SpanExportResult
from opentelemetry.sdk.trace.id_generator import IdGenerator
from opentelemetry.sdk.trace.sampling import Decision, Sampler
from opentelemetry.sdk.util import BoundedList
from opentelemetry.sdk.util.instrumentation import InstrumentationScope
from opentelemetry.trace import Link, SpanContext, SpanKind, Status, StatusCode, TraceFlags

# The scope trace.get_tracer("surestep") gives the SDK's spans (its version "" when unnamed)
SCOPE = InstrumentationScope("surestep", "")
UNSET = Status(StatusCode.UNSET)
SAMPLED, RANDOM = TraceFlags.SAMPLED, TraceFlags.RANDOM_TRACE_ID


class Recorder:
    """Starts spans as the SDK's ``Tracer.start_span`` does (the same parent, ids, sampling
    decision, flags and trace state), each ``Recorded`` when the sampler records it and a
    ``NonRecordingSpan`` otherwise; an ended one goes to ``processor`` (the SDK's batch
    processor, whose exporter is a ``Readable``)."""

    def __init__(self, sampler: Sampler, ids: IdGenerator, processor: SpanProcessor,
                 limits: SpanLimits):
        self.sampler, self.ids, self.processor = sampler, ids, processor
        self.most = limits.max_span_attributes  # None: no limit

    def start(self, name: str, context: Context | None = None,
              kind: SpanKind = SpanKind.INTERNAL, attributes: Mapping[str, Any] | None = None,
              links: Sequence[Link] | None = None) -> trace.Span:
        links = links or ()
        parent: SpanContext | None = trace.get_current_span(context).get_span_context()
        if parent is not None and parent.is_valid:
            trace_id, random = parent.trace_id, parent.trace_flags.random_trace_id
        else:
            parent, trace_id = None, self.ids.generate_trace_id()
            random = self.ids.is_trace_id_random()
        decided = self.sampler.should_sample(context, trace_id, name, kind, attributes, links)
        sampled = decided.decision is Decision.RECORD_AND_SAMPLE  # the SDK's is_sampled()
        flags = (SAMPLED if sampled else 0) | (RANDOM if random else 0)
        own = SpanContext(trace_id, self.ids.generate_span_id(), is_remote=False,
                          trace_flags=TraceFlags(flags), trace_state=decided.trace_state)
        if decided.decision is Decision.DROP:  # the SDK's is_recording(), which is untyped
            return trace.NonRecordingSpan(own)
        return Recorded(name, own, parent, kind, decided.attributes, links, self.processor,
                        self.most)


class Recorded(trace.Span):
    """A span as plain values until the batch processor's thread makes it the SDK's
    (``readable``). What its setters keep, the SDK's span keeps: an attribute whose key is not
    a non-empty string is dropped and one set again moves to the end, the oldest makes room
    past the count limit (each drop counted), nothing changes once it ended, a status set OK
    stays OK. A value is cleaned (and cut to the length limit) as the SDK cleans it, but on the
    exporter's thread: a list changed after it was set would be sent as changed (ours are made
    for the span). Used by one thread at a time (the request's, or the pool thread a step runs
    on under it), as our spans are: no lock."""

    __slots__ = ("name", "context", "parent", "kind", "attributes", "dropped", "most",
                 "links", "events", "status", "start_time", "end_time", "processor")

    def __init__(self, name: str, context: SpanContext, parent: SpanContext | None,
                 kind: SpanKind, attributes: Mapping[str, Any], links: Sequence[Link],
                 processor: SpanProcessor, most: int | None):
        self.name, self.context, self.parent, self.kind = name, context, parent, kind
        self.links, self.processor, self.most = links, processor, most
        self.attributes: dict[str, Any] = {}
        self.dropped = 0
        self.events: list[tuple[str, Any, int]] = []
        self.status: Status = UNSET
        self.end_time: int | None = None
        for key, value in attributes.items():
            self.set_attribute(key, value)
        self.start_time = time_ns()

    def end(self, end_time: int | None = None) -> None:
        if self.end_time is None:
            self.end_time = end_time if end_time is not None else time_ns()
            self.processor.on_end(self)  # type: ignore[arg-type] # made readable in export

    def get_span_context(self) -> SpanContext:
        return self.context

    def is_recording(self) -> bool:
        return self.end_time is None

    def set_attribute(self, key: str, value: Any) -> None:
        if self.end_time is not None:
            return
        attributes = self.attributes
        if not key or not isinstance(key, str) or self.most == 0:
            self.dropped += 1
        elif key in attributes:
            del attributes[key]
            attributes[key] = value
        else:
            if self.most is not None and len(attributes) >= self.most:
                del attributes[next(iter(attributes))]
                self.dropped += 1
            attributes[key] = value

    def set_attributes(self, attributes: Mapping[str, Any]) -> None:
        for key, value in attributes.items():
            self.set_attribute(key, value)

    def add_event(self, name: str, attributes: Any = None, timestamp: int | None = None
                  ) -> None:
        if self.end_time is None:
            self.events.append((name, attributes, timestamp if timestamp is not None
                                else time_ns()))

    def add_link(self, context: SpanContext, attributes: Any = None) -> None:
        if self.end_time is None:
            self.links = [*self.links, Link(context, attributes)]

    def update_name(self, name: str) -> None:
        if self.end_time is None:
            self.name = name

    def set_status(self, status: Status | StatusCode, description: str | None = None) -> None:
        if self.end_time is not None or self.status.status_code is StatusCode.OK:
            return
        if not isinstance(status, Status):
            status = Status(status, description)
        if status.status_code is not StatusCode.UNSET:
            self.status = status

    def record_exception(self, exception: BaseException, attributes: Any = None,
                         timestamp: int | None = None, escaped: bool = False) -> None:
        """The exception's class only: the SDK's event would add its message and stack trace,
        and a message may quote a flow (nothing of ours calls this; a library might)."""
        self.add_event("exception", {"exception.type": type(exception).__qualname__,
                                     **(attributes or {})}, timestamp)

    def readable(self, resource: Resource, limits: SpanLimits) -> ReadableSpan:
        """The SDK's ``ReadableSpan`` of this span, bounded by ``limits`` as the SDK's span
        would have been (the attributes' count was, as they were set)."""
        attributes = BoundedAttributes(limits.max_span_attributes, self.attributes,
                                       immutable=True,
                                       max_value_len=limits.max_span_attribute_length)
        attributes.dropped += self.dropped
        return ReadableSpan(
            name=self.name, context=self.context, parent=self.parent, resource=resource,
            attributes=attributes,
            events=BoundedList.from_seq(limits.max_events, [Event(name, BoundedAttributes(
                limits.max_event_attributes, attributes, immutable=True,
                max_value_len=limits.max_attribute_length), at)
                for name, attributes, at in self.events]) if self.events else (),
            links=BoundedList.from_seq(limits.max_links, [Link(link.context, BoundedAttributes(
                limits.max_link_attributes, link.attributes, immutable=True,
                max_value_len=limits.max_attribute_length)) for link in self.links
                if link.context and (link.context.is_valid or link.attributes
                                     or link.context.trace_state)]) if self.links else (),
            kind=self.kind, status=self.status, start_time=self.start_time,
            end_time=self.end_time, instrumentation_scope=SCOPE)


class Readable(SpanExporter):
    """The SDK's exporter, handed the ``ReadableSpan`` of each ``Recorded`` span (made here, on
    the batch processor's thread, with the provider's resource of the moment: a forked
    process's is its own) and every other span as it came."""

    def __init__(self, exporter: SpanExporter, provider: Any, limits: SpanLimits):
        self.exporter, self.provider, self.limits = exporter, provider, limits
        self.resource: Resource | None = None  # the provider's, as last seen
        self.hashed: Resource | None = None  # the same, hashed once

    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        if self.provider.resource is not self.resource:
            self.resource = self.provider.resource
            self.hashed = HashedOnce(self.resource)
        return self.exporter.export([
            span.readable(self.hashed, self.limits) if isinstance(span, Recorded) else span
            for span in spans])

    def shutdown(self) -> None:
        self.exporter.shutdown()

    def force_flush(self, timeout_millis: int = 30000) -> bool:
        return self.exporter.force_flush(timeout_millis)


class HashedOnce(Resource):
    """A resource (its attributes and schema), its hash computed once. The OTLP encoder groups
    spans by resource, hashing each span's (a JSON dump of its attributes: 5 us, a sixth of a
    span's encoding); equal to the provider's, it groups with the SDK's spans as before."""

    def __init__(self, resource: Resource):
        super().__init__(resource.attributes, resource.schema_url)
        self.hash = super().__hash__()

    def __hash__(self) -> int:
        return self.hash
