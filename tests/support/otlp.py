"""A real OTLP/HTTP trace receiver on loopback: what a collector's ``otlphttp`` receiver takes
(``POST /v1/traces``, protobuf), decoded with opentelemetry-proto's own classes, each span kept
as a plain record the tests read (ids as hex, attributes as Python values)."""

from __future__ import annotations

import gzip
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable

from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import (
    ExportTraceServiceRequest,
    ExportTraceServiceResponse,
)
from opentelemetry.proto.common.v1.common_pb2 import AnyValue

KINDS = {0: "UNSPECIFIED", 1: "INTERNAL", 2: "SERVER", 3: "CLIENT", 4: "PRODUCER", 5: "CONSUMER"}


@dataclass
class Span:
    """One span as the receiver decoded it."""

    trace_id: str
    span_id: str
    parent_id: str
    name: str
    kind: str
    attributes: dict[str, Any]
    links: list[tuple[str, str]] = field(default_factory=list)  # (trace id, span id)
    service: str = ""
    status: int = 0
    start: int = 0  # nanoseconds since the epoch


def _value(value: AnyValue) -> Any:
    which = value.WhichOneof("value")
    if which == "array_value":
        return [_value(v) for v in value.array_value.values]
    if which == "kvlist_value":
        return {kv.key: _value(kv.value) for kv in value.kvlist_value.values}
    if which == "bytes_value":
        return value.bytes_value.hex()
    return getattr(value, which) if which else None


def answer_export(handler: BaseHTTPRequestHandler) -> None:
    """Answer an OTLP/HTTP export as a collector does: 200, an empty export response."""
    answer = ExportTraceServiceResponse().SerializeToString()
    handler.send_response(200)
    handler.send_header("Content-Type", "application/x-protobuf")
    handler.send_header("Content-Length", str(len(answer)))
    handler.end_headers()
    handler.wfile.write(answer)


def decode(body: bytes) -> list[Span]:
    """An ``ExportTraceServiceRequest``'s spans."""
    request = ExportTraceServiceRequest()
    request.ParseFromString(body)
    spans = []
    for resource_spans in request.resource_spans:
        resource = {kv.key: _value(kv.value) for kv in resource_spans.resource.attributes}
        for scope_spans in resource_spans.scope_spans:
            for s in scope_spans.spans:
                spans.append(Span(
                    trace_id=s.trace_id.hex(), span_id=s.span_id.hex(),
                    parent_id=s.parent_span_id.hex(), name=s.name, kind=KINDS[s.kind],
                    attributes={kv.key: _value(kv.value) for kv in s.attributes},
                    links=[(link.trace_id.hex(), link.span_id.hex()) for link in s.links],
                    service=str(resource.get("service.name", "")), status=s.status.code,
                    start=s.start_time_unix_nano))
    return spans


class OtlpReceiver:
    """``POST /v1/traces`` on 127.0.0.1, every span received kept in ``spans``; the raw bodies
    in ``bodies`` (a test reads them for text that must not be there)."""

    def __init__(self) -> None:
        self.spans: list[Span] = []
        self.bodies: list[bytes] = []
        self._lock = threading.Lock()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 (http.server's name)
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                if self.headers.get("Content-Encoding") == "gzip":
                    body = gzip.decompress(body)
                if self.path != "/v1/traces" or \
                        self.headers.get("Content-Type") != "application/x-protobuf":
                    self.send_response(404)
                    self.end_headers()
                    return
                spans = decode(body)
                with receiver._lock:
                    receiver.bodies.append(body)
                    receiver.spans.extend(spans)
                answer_export(self)

            def log_message(self, *_: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1/traces"
        self._thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self._thread.start()

    def env(self, service: str = "surestep") -> dict[str, str]:
        """The standard variables that point a process's traces here, exported at once."""
        return {"OTEL_TRACES_EXPORTER": "otlp", "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": self.url,
                "OTEL_SERVICE_NAME": service, "OTEL_BSP_SCHEDULE_DELAY": "50"}

    def trace(self, trace_id: str) -> list[Span]:
        with self._lock:
            return [s for s in self.spans if s.trace_id == trace_id]

    def wait_for(self, found: Callable[[list[Span]], bool], timeout_s: float = 15) -> list[Span]:
        """Every span so far, once ``found`` says they hold what the test waits for."""
        deadline = time.monotonic() + timeout_s
        while True:
            with self._lock:
                spans = list(self.spans)
            if found(spans):
                return spans
            assert time.monotonic() < deadline, sorted(
                (s.trace_id[:8], s.name, s.kind, s.span_id[:6], s.parent_id[:6]) for s in spans
                if s.attributes.get("db.system") != "redis")
            time.sleep(0.05)

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


class OtlpGrpcReceiver:
    """The same over gRPC: a collector's ``otlp`` gRPC receiver (TraceService/Export, no TLS)
    on 127.0.0.1, every span kept in ``spans`` (decoded as ``decode`` does)."""

    def __init__(self) -> None:
        from concurrent.futures import ThreadPoolExecutor

        import grpc
        from opentelemetry.proto.collector.trace.v1 import trace_service_pb2_grpc

        self.spans: list[Span] = []
        self._lock = threading.Lock()
        receiver = self

        class Service(trace_service_pb2_grpc.TraceServiceServicer):
            def Export(self, request: Any, context: Any) -> Any:  # noqa: N802 (gRPC's name)
                spans = decode(request.SerializeToString())
                with receiver._lock:
                    receiver.spans.extend(spans)
                return ExportTraceServiceResponse()

        self.server = grpc.server(ThreadPoolExecutor(max_workers=2))
        trace_service_pb2_grpc.add_TraceServiceServicer_to_server(Service(), self.server)
        port = self.server.add_insecure_port("127.0.0.1:0")
        self.server.start()
        self.url = f"http://127.0.0.1:{port}"

    def env(self, service: str = "surestep") -> dict[str, str]:
        return {"OTEL_TRACES_EXPORTER": "otlp", "OTEL_EXPORTER_OTLP_PROTOCOL": "grpc",
                "OTEL_EXPORTER_OTLP_ENDPOINT": self.url, "OTEL_EXPORTER_OTLP_INSECURE": "true",
                "OTEL_SERVICE_NAME": service, "OTEL_BSP_SCHEDULE_DELAY": "50"}

    wait_for = OtlpReceiver.wait_for

    def close(self) -> None:
        self.server.stop(grace=None)
