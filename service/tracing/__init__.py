"""Traces (OpenTelemetry): off unless the environment names an exporter, and then one trace per
step request, from the inbound span through the claim, the guard and the judgment, each
provider call and the settle, continued by the RQ jobs the request enqueues.

Configured only by the standard ``OTEL_*`` variables, read by the SDK itself:
``OTEL_TRACES_EXPORTER`` (``otlp`` or ``console``; ``none`` or unset is off unless an
``OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT`` is set), ``OTEL_EXPORTER_OTLP_*`` (the endpoint,
headers, timeout; OTLP over HTTP/protobuf, or gRPC with ``..._PROTOCOL=grpc``),
``OTEL_SERVICE_NAME`` / ``OTEL_RESOURCE_ATTRIBUTES``, ``OTEL_TRACES_SAMPLER``,
``OTEL_PROPAGATORS``, ``OTEL_BSP_*``, ``OTEL_SDK_DISABLED``; and ours,
``SURESTEP_TRACE_LIBRARIES`` (below).

Off, nothing is installed: no provider, no instrumentation, no log fields; ``span`` hands back
one shared no-op context and the decorators call straight through (one global read each).

On, what a trace holds by default is our own spans: the inbound request (``ServerSpans``, a
WSGI middleware), the claim, the guard, the judgment, each provider call with its outcome, the
settle, each RQ job. The OpenTelemetry library instrumentations (``flask``, ``redis``,
``httpx``, ``urllib3``) add a span per Redis command and per HTTP call, and cost more than the
rest together (docs/BENCHMARKS.md, 13): ``SURESTEP_TRACE_LIBRARIES`` names those to add.
Our spans are recorded as plain values on the request's thread and made the SDK's spans on the
batch processor's (``recording``: the SDK's own span costs 2-3 times as much a span); they go
to the SDK's exporter with the instrumentations' spans, from the batch processor's thread.

What an attribute may hold: ids we made or the provider made (intent, refund, payment),
states, verdicts and reason *codes*, a hash of the idempotency key. Never a customer's or a
flow's text, never a secret: the instrumentations' own attributes are held to the same rule
(Redis commands without their arguments, URLs without their query).
"""

from __future__ import annotations

import contextlib
import contextvars
import functools
import hashlib
import logging
import os
from typing import TYPE_CHECKING, Any, Callable, Iterator, Mapping, MutableMapping, TypeVar

from opentelemetry import context as otel_context
from opentelemetry import propagate, trace
from opentelemetry.sdk.trace.sampling import Decision, Sampler, SamplingResult
from opentelemetry.trace import Link, Span, SpanKind, Status, StatusCode

from service.tracing.recording import Readable, Recorder

if TYPE_CHECKING:
    from flask import Flask, Response

log = logging.getLogger("surestep.tracing")
META = "otel"  # an RQ job's meta key holding the enqueuing span's context (W3C carrier)
_recorder: Recorder | None = None  # what starts our spans when on (recording.py); None: off
_provider: Any = None  # the SDK's TracerProvider when on (to flush before a work-horse exits)
_NOOP = contextlib.nullcontext(None)
_scrub: Callable[[str], str] = str
_libraries: frozenset[str] = frozenset()  # the library instrumentations installed
LIBRARIES = ("flask", "redis", "httpx", "urllib3")
# The attributes an HTTP span keeps a URL or a path in (the old and the stable conventions)
URL_ATTRIBUTES = ("http.url", "http.target", "url.full", "url.path", "url.query")
F = TypeVar("F", bound=Callable[..., Any])
Q = TypeVar("Q")  # RQ's queue class (queue_class)
CLIENT = SpanKind.CLIENT  # a span of a call we make (the steps name the kind without the API)


def wanted(environ: Mapping[str, str] = os.environ) -> bool:
    """Whether the environment asks for traces: an exporter named (not ``none``), or an OTLP
    endpoint given; never with ``OTEL_SDK_DISABLED=true``."""
    if environ.get("OTEL_SDK_DISABLED", "").strip().lower() == "true":
        return False
    exporter = environ.get("OTEL_TRACES_EXPORTER", "").strip().lower()
    if exporter:
        return exporter != "none"
    return bool(environ.get("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT")
                or environ.get("OTEL_EXPORTER_OTLP_ENDPOINT"))


def on() -> bool:
    """True once ``configure`` has installed a tracer provider in this process."""
    return _recorder is not None


def configure(scrub: Callable[[str], str], service_name: str = "surestep") -> bool:
    """Install the SDK's tracer provider, its batch exporter and the library instrumentations
    ``SURESTEP_TRACE_LIBRARIES`` names (``libraries``) when the environment asks for traces
    (``wanted``); once per process. ``scrub`` masks the secrets a URL can carry (an approval
    link's token, a signed resume URL's query: ``service.logs.mask``). Returns whether tracing
    is on."""
    global _recorder, _provider, _scrub, _libraries
    if _recorder is not None or not wanted():
        return _recorder is not None
    _scrub = scrub
    _libraries = libraries()
    # imported here: with traces off, no exporter or instrumentation is even loaded
    from opentelemetry.sdk.resources import OTELResourceDetector, Resource
    from opentelemetry.sdk.trace import SpanLimits, TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor
    from opentelemetry.sdk.trace.id_generator import RandomIdGenerator

    resource = Resource.create({"service.name": os.environ.get("OTEL_SERVICE_NAME")
                                or service_name}).merge(OTELResourceDetector().detect())
    # one sampler, id generator and set of limits (OTEL_SPAN_*) for the SDK's spans (the
    # library instrumentations', the MCP SDK's) and ours (recording.Recorder)
    sampler, ids, limits = _NoLoneClients(_env_sampler()), RandomIdGenerator(), SpanLimits()
    provider = TracerProvider(resource=resource, sampler=sampler, id_generator=ids,
                              span_limits=limits)
    processor = BatchSpanProcessor(Readable(_exporter(), provider, limits))
    provider.add_span_processor(processor)
    trace.set_tracer_provider(provider)
    _provider = provider
    _instrument_clients(_libraries)
    _recorder = Recorder(sampler, ids, processor, limits)
    return True


def libraries(environ: Mapping[str, str] = os.environ) -> frozenset[str]:
    """The library instrumentations to install: ``SURESTEP_TRACE_LIBRARIES`` (a comma list of
    ``LIBRARIES``, or ``all``; none by default), less ``OTEL_PYTHON_DISABLED_INSTRUMENTATIONS``.
    A name we do not know is refused at start, not ignored."""
    named = {n.strip().lower() for n in environ.get("SURESTEP_TRACE_LIBRARIES", "").split(",")
             if n.strip()}
    if "all" in named:
        named = (named - {"all"}) | set(LIBRARIES)
    unknown = sorted(named - set(LIBRARIES))
    if unknown:
        raise ValueError(f"SURESTEP_TRACE_LIBRARIES names {', '.join(map(repr, unknown))}: "
                         f"the instrumentations are {', '.join(LIBRARIES)} (or all)")
    off = {n.strip().lower() for n in
           environ.get("OTEL_PYTHON_DISABLED_INSTRUMENTATIONS", "").split(",")}
    return frozenset(named - off)


def _env_sampler() -> Any:
    """The sampler ``OTEL_TRACES_SAMPLER`` (and its argument) names; parent-based always-on
    when unset, as the SDK's default."""
    from opentelemetry.sdk.trace import sampling
    return sampling._get_from_env_or_default()


class _NoLoneClients(Sampler):
    """A sampler that drops a client span with no parent (a Redis command of RQ's polling, a
    sweeper's read between requests: a trace of one call says nothing) and leaves every other
    decision to ``OTEL_TRACES_SAMPLER``'s."""

    def __init__(self, delegate: Any):
        self.delegate = delegate

    def should_sample(self, parent_context: Any, trace_id: int, name: str,
                      kind: SpanKind | None = None, attributes: Any = None,
                      links: Any = None, trace_state: Any = None) -> Any:
        if kind == SpanKind.CLIENT and not trace.get_current_span(
                parent_context).get_span_context().is_valid:
            return SamplingResult(Decision.DROP)
        return self.delegate.should_sample(parent_context, trace_id, name, kind, attributes,
                                           links, trace_state)

    def get_description(self) -> str:
        return f"NoLoneClients{{{self.delegate.get_description()}}}"


def _exporter() -> Any:
    """The exporter ``OTEL_TRACES_EXPORTER`` names: ``console`` or OTLP (the default; an
    endpoint alone means OTLP) over HTTP/protobuf or, with ``OTEL_EXPORTER_OTLP_(TRACES_)
    PROTOCOL=grpc``, over gRPC (the SDK's exporters read their endpoint, headers, TLS and
    timeout from the same variables). Anything else is refused by name, not swapped."""
    name = os.environ.get("OTEL_TRACES_EXPORTER", "otlp").strip().lower() or "otlp"
    protocol = (os.environ.get("OTEL_EXPORTER_OTLP_TRACES_PROTOCOL")
                or os.environ.get("OTEL_EXPORTER_OTLP_PROTOCOL") or "http/protobuf").strip()
    if name == "console":
        from opentelemetry.sdk.trace.export import ConsoleSpanExporter
        return ConsoleSpanExporter()
    if name == "otlp" and protocol == "grpc":
        from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import (
            OTLPSpanExporter as GrpcExporter,
        )
        return GrpcExporter()
    if name != "otlp" or protocol != "http/protobuf":
        # a leaf: service.errors' ConfigError is on this row; the message is what counts
        raise ValueError(f"OTEL_TRACES_EXPORTER={name!r} with protocol {protocol!r}: surestep "
                         f"exports traces as OTLP over HTTP/protobuf or gRPC ('otlp', protocol "
                         f"'http/protobuf' or 'grpc') or to the console ('console')")
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
    return OTLPSpanExporter()


def _instrument_clients(names: frozenset[str]) -> None:
    """The official instrumentations of our clients that ``names`` asks for (redis-py, httpx,
    urllib3: the stripe SDK's pooled transport). What they record holds no customer text and
    no secret: a Redis span names the command and its arguments' count ("EVALSHA ? ?"), an HTTP
    span the method, the URL and the status; no hook here reads a body. Each costs: a Redis
    span per command (two dozen a refund), 0.15-0.3 ms of CPU per HTTP call."""
    if "redis" in names:
        from opentelemetry.instrumentation.redis import RedisInstrumentor
        RedisInstrumentor().instrument()
    if "httpx" in names:
        from opentelemetry.instrumentation.httpx import HTTPXClientInstrumentor
        HTTPXClientInstrumentor().instrument(request_hook=_scrub_urls)
    if "urllib3" in names:
        from opentelemetry.instrumentation.urllib3 import URLLib3Instrumentor
        URLLib3Instrumentor().instrument(request_hook=_scrub_urls)


def _scrub_urls(span: Any, *_: Any) -> None:
    """An HTTP span's URL attributes with their secrets masked (``configure``'s ``scrub``):
    an instrumentation's request hook, whatever else it is handed."""
    attributes = getattr(span, "attributes", None)
    if not attributes or not span.is_recording():
        return
    for name in URL_ATTRIBUTES:
        value = attributes.get(name)
        if isinstance(value, str):
            clean = _scrub(("?" + value) if name == "url.query" else value)
            span.set_attribute(name, clean[1:] if name == "url.query" else clean)


def instrument_flask(app: Flask) -> None:
    """The inbound HTTP span of every request (an incoming ``traceparent`` is its parent) and
    the trace's id in the answer's ``traceresponse`` header (W3C Trace Context level 2). The
    span is ``ServerSpans``'s, or the Flask instrumentation's when ``SURESTEP_TRACE_LIBRARIES``
    names ``flask`` (more attributes, about 0.2 ms of CPU more a request)."""
    if _recorder is None:
        return
    if "flask" in _libraries:
        from opentelemetry.instrumentation.flask import FlaskInstrumentor
        # the instrumentation's methods are unannotated
        FlaskInstrumentor().instrument_app(  # type: ignore[no-untyped-call]
            app, excluded_urls="/metrics$,/healthz$", request_hook=_scrub_urls)
    else:
        from flask import request

        def name_by_route() -> None:
            """The server span named by the matched route, ``POST /v1/refunds`` (not by the
            path, which holds ids)."""
            rule = request.url_rule
            if rule is not None:
                current = trace.get_current_span()
                current.update_name(f"{request.method} {rule.rule}")
                current.set_attribute("http.route", rule.rule)

        # Flask's documented way to wrap its WSGI app, which its types call a method
        app.wsgi_app = ServerSpans(app.wsgi_app)  # type: ignore[method-assign]
        # the route is known once Flask matched the URL: first of the before-request hooks
        app.before_request_funcs.setdefault(None, []).insert(0, name_by_route)

    @app.after_request
    def _traceresponse(response: Response) -> Response:
        value = traceresponse()
        if value:
            response.headers["traceresponse"] = value
        return response


UNTRACED_PATHS = frozenset(("/metrics", "/healthz"))  # scraped every few seconds


class ServerSpans:
    """WSGI middleware: a SERVER span around each request, its parent the request's W3C
    ``traceparent`` (a malformed one is ignored: a trace of our own), named ``METHOD /route``
    (a before-request hook) and holding the method, the route, the path (masked as the logs mask
    it) and the status, as HTTP's stable semantic conventions name them. What the Flask
    instrumentation does, without its per-request work we do not keep (the custom headers,
    the user agent, the metrics)."""

    def __init__(self, wsgi_app: Callable[..., Any]):
        self.wsgi_app = wsgi_app

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Any:
        path = environ.get("PATH_INFO") or "/"
        if _recorder is None or path in UNTRACED_PATHS:
            return self.wsgi_app(environ, start_response)
        method = environ.get("REQUEST_METHOD") or "GET"
        incoming = environ.get("HTTP_TRACEPARENT")
        parent = propagate.extract({"traceparent": incoming, "tracestate": environ.get(
            "HTTP_TRACESTATE", "")}) if incoming else None
        current = _recorder.start(method, parent, SpanKind.SERVER, {
            "http.request.method": method, "url.path": _scrub(path),
            "url.scheme": environ.get("wsgi.url_scheme", "http")})
        token = otel_context.attach(trace.set_span_in_context(current, parent))

        def answered(status: str, headers: list[tuple[str, str]], *exc_info: Any) -> Any:
            code = int(status[:3]) if status[:3].isdigit() else 0
            current.set_attribute("http.response.status_code", code)
            if code >= 500:
                current.set_status(Status(StatusCode.ERROR))
                current.set_attribute("error.type", str(code))
            return start_response(status, headers, *exc_info)

        try:
            return self.wsgi_app(environ, answered)
        except BaseException as exc:
            current.set_status(Status(StatusCode.ERROR, type(exc).__name__))
            current.set_attribute("error.type", type(exc).__name__)
            raise
        finally:
            otel_context.detach(token)
            current.end()


def trace_id() -> str:
    """The current trace's id (32 hex digits), or "" when off or outside a span: what the
    ledger keeps with each audit line, so the console shows the trace of each step's work."""
    if _recorder is None:
        return ""
    ctx = trace.get_current_span().get_span_context()
    return f"{ctx.trace_id:032x}" if ctx.is_valid else ""


def traceresponse() -> str | None:
    """``00-<trace id>-<span id>-<flags>`` of the current span, or None outside one."""
    ctx = trace.get_current_span().get_span_context()
    if not ctx.is_valid:
        return None
    return f"00-{ctx.trace_id:032x}-{ctx.span_id:016x}-{int(ctx.trace_flags):02x}"


def span(name: str, attributes: Mapping[str, Any] | None = None,
         kind: SpanKind = SpanKind.INTERNAL, links: list[Link] | None = None) -> Any:
    """A child span of the current one, as a context manager (the span, or None when off).
    Exceptions mark it an error by their class name only: their messages may quote a flow."""
    if _recorder is None:
        return _NOOP
    return _Span(name, kind, links, _clean(attributes) if attributes else None)


class _Span:
    """``span``'s context manager: our span (``recording.Recorded``) made current and ended,
    without the generator-based context managers of ``start_as_current_span``."""

    __slots__ = ("args", "current", "token")

    def __init__(self, name: str, kind: SpanKind, links: list[Link] | None,
                 attributes: dict[str, Any] | None):
        self.args = (name, None, kind, attributes, links)

    def __enter__(self) -> Span:
        assert _recorder is not None
        self.current = _recorder.start(*self.args)
        self.token = otel_context.attach(trace.set_span_in_context(self.current))
        return self.current

    def __exit__(self, kind: Any, exc: BaseException | None, _tb: Any) -> None:
        try:
            if exc is not None:
                self.current.set_status(Status(StatusCode.ERROR, type(exc).__name__))
                self.current.set_attribute("error.type", type(exc).__name__)
        finally:
            otel_context.detach(self.token)
            self.current.end()


def note(**attributes: Any) -> None:
    """Set attributes on the current span (nothing when off or outside a span)."""
    if _recorder is None:
        return
    current = trace.get_current_span()
    if current.is_recording():
        current.set_attributes(_clean(attributes))


def _clean(attributes: Mapping[str, Any]) -> dict[str, Any]:
    """OpenTelemetry's attribute types only; None dropped, a tuple a list of strings."""
    out: dict[str, Any] = {}
    for key, value in attributes.items():
        if value is None:
            continue
        if isinstance(value, (list, tuple, set, frozenset)):
            value = [str(v) for v in value]
        elif not isinstance(value, (str, bool, int, float)):
            value = str(value)
        out[key.replace("__", ".")] = value
    return out


def key_hash(key: str | None) -> str | None:
    """An idempotency key as a span may show it: the first 16 hex digits of its SHA-256 (the
    same for each call of one intent: computed once)."""
    return _key_hash(key) if key else None


@functools.lru_cache(maxsize=1024)
def _key_hash(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()[:16]


def provider_call(operation: str) -> Callable[[F], F]:
    """Decorate a refund provider's method ``(self, entry, ...)``: a CLIENT span per call with
    the provider, the operation, the outcome (the state and the provider's status, or the
    error's class), the idempotency key's hash and the provider object's id."""
    def wrap(method: F) -> F:
        @functools.wraps(method)
        def traced(self: Any, entry: Any, *args: Any, **kwargs: Any) -> Any:
            if _recorder is None:
                return method(self, entry, *args, **kwargs)
            with span(f"{self.name} {operation}", {
                    "surestep.provider": self.name, "surestep.provider.operation": operation,
                    "surestep.intent_id": getattr(entry, "intent_id", None),
                    "surestep.idempotency_key.hash": key_hash(
                        getattr(entry, "provider_key", None))}, SpanKind.CLIENT) as current:
                try:
                    result = method(self, entry, *args, **kwargs)
                except Exception as exc:
                    current.set_attribute("surestep.provider.status", type(exc).__name__)
                    raise
                current.set_attributes(_clean(_answer(result)))
                return result
        return traced  # type: ignore[return-value]
    return wrap


def _answer(result: Any) -> dict[str, Any]:
    """What a provider's answer says, in ids and states only."""
    if result is None:
        return {"surestep.provider.status": "not_found"}
    return {"surestep.provider.object_id": getattr(result, "id", None),
            "surestep.provider.status": getattr(result, "provider_status", None)
            or getattr(result, "status", None) or "ok",
            "surestep.state": getattr(result, "state", None)}


def carrier() -> dict[str, str]:
    """The current span's context as W3C headers (``traceparent``), for a job's meta or a
    record a later request links to; {} when off."""
    if _recorder is None:
        return {}
    out: dict[str, str] = {}
    propagate.inject(out)
    return out


def carried(function: F) -> F:
    """``function`` to run in another thread (a pool's) under the current span; itself when
    off."""
    if _recorder is None:
        return function
    return functools.partial(contextvars.copy_context().run, function)  # type: ignore[return-value]


def traceparent() -> dict[str, str]:
    """``{"trace": <the current span's traceparent>}`` to keep with a record that a later
    request (a person's decision, hours on) links back to (``link``); {} when off."""
    value = carrier().get("traceparent")
    return {"trace": value} if value else {}


def link(headers: Mapping[str, str] | None) -> list[Link]:
    """A span link to the context ``headers`` carry (a request a later one follows up, hours
    on), or [] when off or when they carry none."""
    if _recorder is None or not headers:
        return []
    ctx = trace.get_current_span(propagate.extract(dict(headers))).get_span_context()
    return [Link(ctx)] if ctx.is_valid else []


@contextlib.contextmanager
def continued(name: str, headers: Mapping[str, Any] | None, attributes: Mapping[str, Any],
              kind: SpanKind) -> Iterator[Any]:
    """A span whose parent is the context ``headers`` carry (W3C ``traceparent``), or the
    current one when they carry none: an MCP ``tools/call`` under its ``_meta.traceparent``."""
    if _recorder is None:
        yield None
        return
    carried = {k: v for k, v in (headers or {}).items() if isinstance(v, str)}
    parent = propagate.extract(carried) if carried.get("traceparent") else None
    token = otel_context.attach(parent) if parent is not None else None
    try:
        with span(name, attributes, kind) as current:
            yield current
    finally:
        if token is not None:
            otel_context.detach(token)


@contextlib.contextmanager
def job_span(name: str, meta: Mapping[str, Any], attributes: Mapping[str, Any]
             ) -> Iterator[None]:
    """An RQ job's span: a child of the span that enqueued it (its context in the job's meta,
    ``META``), flushed before the work-horse exits (RQ ends it with ``os._exit``)."""
    if _recorder is None:
        yield
        return
    headers = meta.get(META) if isinstance(meta, Mapping) else None
    try:
        with continued(name, headers if isinstance(headers, Mapping) else None, attributes,
                       SpanKind.CONSUMER):
            yield
    finally:
        flush()


def flush(timeout_ms: int = 5000) -> None:
    """Export what is buffered now (a work-horse before it exits; a process at shutdown)."""
    if _provider is not None:
        _provider.force_flush(timeout_ms)


def log_ids(_: Any, __: str, event: MutableMapping[str, Any]) -> MutableMapping[str, Any]:
    """structlog processor: ``trace_id`` and ``span_id`` on every line logged inside a span
    (``service.logs.add_context``, installed by the shells only when tracing is on)."""
    ctx = trace.get_current_span().get_span_context()
    if ctx.is_valid:
        event.setdefault("trace_id", f"{ctx.trace_id:032x}")
        event.setdefault("span_id", f"{ctx.span_id:016x}")
    return event


def queue_class(base: type[Q]) -> type[Q]:
    """RQ's queue class as the process should use it: when on, a subclass whose jobs carry
    the enqueuing span's context in their meta (``META``, read by ``job_span``); when off,
    ``base`` itself."""
    if _recorder is None:
        return base

    # RQ's Queue, given at run time (wiring); mypy takes no class from a variable as a base
    class TracedQueue(base):  # type: ignore[misc, valid-type]
        def create_job(self, *args: Any, **kwargs: Any) -> Any:
            headers = carrier()
            if headers:
                kwargs["meta"] = {**(kwargs.get("meta") or {}), META: headers}
            return super().create_job(*args, **kwargs)

    return TracedQueue
