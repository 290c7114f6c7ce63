"""docker-compose.yml's ``collector`` profile (docs/OPERATIONS.md, "Traces with the compose
file"): an OpenTelemetry Collector that only that profile starts, and the OTEL_* wiring of
web, worker and mcp, off unless SURESTEP_TRACES names an exporter. The collector's image
cannot be pulled here (no registry), so it is NOT run: the file is checked against the Compose
Specification's JSON Schema and resolved by podman-compose itself (``config``, with and
without the profile), and the collector's own config is read."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import jsonschema
import pytest
import yaml

from service import tracing

ROOT = Path(__file__).resolve().parents[2]
COMPOSE = ROOT / "docker-compose.yml"
CACHE = Path(os.environ.get("SURESTEP_PODMAN_CACHE", Path.home() / ".cache" / "surestep-podman"))
PODMAN_COMPOSE = CACHE / "venv" / "bin" / "podman-compose"
APP = ("web", "worker", "mcp")


def test_the_collector_runs_only_in_its_profile_and_reads_the_config_in_the_repo():
    services = yaml.safe_load(COMPOSE.read_text())["services"]
    collector = services["otel-collector"]
    assert collector["profiles"] == ["collector"]
    assert all("profiles" not in services[name] for name in (*APP, "redis", "n8n"))
    [volume] = collector["volumes"]
    source, target, mode = volume.split(":")
    assert (ROOT / source).is_file() and mode == "ro"
    assert collector["command"] == [f"--config={target}"]
    config = yaml.safe_load((ROOT / source).read_text())
    assert config["receivers"]["otlp"]["protocols"]["http"]["endpoint"] == "0.0.0.0:4318"
    assert config["service"]["pipelines"]["traces"]["receivers"] == ["otlp"]
    for name in APP:  # surestep's processes send there, by the service's name
        assert services[name]["environment"]["OTEL_EXPORTER_OTLP_ENDPOINT"].endswith(
            "http://otel-collector:4318}")


def test_the_compose_file_is_valid_by_the_compose_specification():
    schema_file = CACHE / "compose-spec.json"
    if not schema_file.exists():
        pytest.skip(f"SKIPPED LOUDLY: {schema_file} is not there (tests/container's podman "
                    "setup fetches it): the compose file was NOT checked against the schema")
    validator = jsonschema.Draft201909Validator(json.loads(schema_file.read_text()))
    errors = [e.message for e in validator.iter_errors(yaml.safe_load(COMPOSE.read_text()))]
    assert errors == []


def resolved(*args: str, **env: str) -> dict:
    """The compose file as podman-compose resolves it (``config``): variables, profiles."""
    if not PODMAN_COMPOSE.exists():
        pytest.skip(f"SKIPPED LOUDLY: {PODMAN_COMPOSE} is not there (tests/container's podman "
                    "setup installs it): the profile was NOT resolved by a compose tool")
    done = subprocess.run([str(PODMAN_COMPOSE), "--file", str(COMPOSE), *args, "config"],
                          capture_output=True, text=True, timeout=120, cwd=ROOT,
                          env={**os.environ, "SURESTEP_ENV_FILE": "/dev/null", **env})
    assert done.returncode == 0, done.stderr
    return yaml.safe_load(done.stdout)


def test_without_the_profile_there_is_no_collector_and_traces_are_off():
    services = resolved()["services"]
    assert "otel-collector" not in services
    for name in APP:
        environment = services[name]["environment"]
        assert environment["OTEL_TRACES_EXPORTER"] == "none"
        assert not tracing.wanted(environment)  # the endpoint alone does not turn them on


def test_with_the_profile_and_surestep_traces_every_process_sends_to_the_collector():
    services = resolved("--profile", "collector", SURESTEP_TRACES="otlp")["services"]
    assert services["otel-collector"]["image"].startswith("otel/opentelemetry-collector")
    for name in APP:
        environment = services[name]["environment"]
        assert environment["OTEL_TRACES_EXPORTER"] == "otlp"
        assert environment["OTEL_EXPORTER_OTLP_ENDPOINT"] == "http://otel-collector:4318"
        assert tracing.wanted(environment)
