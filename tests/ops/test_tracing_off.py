"""service.tracing with no exporter named: nothing installed, nothing wrapped (the process
tests in tests/processes/test_traces.py run it on)."""

from __future__ import annotations

from rq import Queue

from service import tracing


def test_only_an_exporter_or_an_endpoint_turns_traces_on():
    assert not tracing.wanted({})
    assert not tracing.wanted({"OTEL_TRACES_EXPORTER": "none",
                               "OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:4318"})
    assert tracing.wanted({"OTEL_TRACES_EXPORTER": "otlp"})
    assert tracing.wanted({"OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": "http://127.0.0.1:4318/v1/traces"})
    assert not tracing.wanted({"OTEL_TRACES_EXPORTER": "otlp", "OTEL_SDK_DISABLED": "true"})


def test_off_a_span_is_one_shared_no_op_and_nothing_is_wrapped():
    assert not tracing.on()
    assert tracing.span("refund.claim") is tracing.span("refund.settle")
    with tracing.span("refund.claim", {"surestep.intent_id": "x"}) as current:
        assert current is None
    assert tracing.queue_class(Queue) is Queue  # the jobs' meta is left as it was
    assert tracing.carrier() == {} and tracing.link({"traceparent": "00-" + "1" * 32 + "-"
                                                    + "2" * 16 + "-01"}) == []
    tracing.note(anything="at all")  # no current span, nothing to do


def test_off_a_provider_call_is_the_method_itself():
    calls = []

    class Provider:
        name = "stripe"

        @tracing.provider_call("create")
        def create(self, entry):
            calls.append(entry)
            return "answer"

    assert Provider().create("entry") == "answer" and calls == ["entry"]


def test_an_idempotency_key_is_shown_as_a_short_hash():
    assert tracing.key_hash("acme:zendesk-1:refund:abc") == tracing.key_hash(
        "acme:zendesk-1:refund:abc")
    assert len(tracing.key_hash("k") or "") == 16 and tracing.key_hash(None) is None


def test_an_exporter_we_do_not_speak_is_refused_by_name_at_start(monkeypatch):
    import pytest
    monkeypatch.setenv("OTEL_TRACES_EXPORTER", "otlp")
    monkeypatch.setenv("OTEL_EXPORTER_OTLP_PROTOCOL", "http/json")
    with pytest.raises(ValueError, match="'http/json'.*HTTP/protobuf or gRPC"):
        tracing._exporter()
    monkeypatch.setenv("OTEL_EXPORTER_OTLP_PROTOCOL", "http/protobuf")
    monkeypatch.setenv("OTEL_TRACES_EXPORTER", "zipkin")
    with pytest.raises(ValueError, match="'zipkin'"):
        tracing._exporter()


def test_the_library_instrumentations_are_none_unless_named_and_a_wrong_name_is_refused():
    import pytest
    assert tracing.libraries({}) == frozenset()
    assert tracing.libraries({"SURESTEP_TRACE_LIBRARIES": "redis, HTTPX"}) == {"redis", "httpx"}
    assert tracing.libraries({"SURESTEP_TRACE_LIBRARIES": "all"}) == set(tracing.LIBRARIES)
    assert tracing.libraries({"SURESTEP_TRACE_LIBRARIES": "all",
                              "OTEL_PYTHON_DISABLED_INSTRUMENTATIONS": "redis"}) == {
        "flask", "httpx", "urllib3"}
    with pytest.raises(ValueError, match="'psycopg'.*flask, redis, httpx, urllib3"):
        tracing.libraries({"SURESTEP_TRACE_LIBRARIES": "redis,psycopg"})
