"""Every file of make-modules/ validates against Make's own JSON Schemas (shared/make-schemas).

The schemas come from Make's VS Code extension; they refer to each other by file name, so all
of them are loaded into one ``referencing`` registry. Which schema checks which file follows the
component's code type in makecomapp.json (communication -> api.json, parameters -> parameters.json,
...), and is cross-checked against the extension's own file-name table (file-map.json).
"""

from __future__ import annotations

import fnmatch
import json
import os
import re
from pathlib import Path

import jsonschema
import pytest
import referencing
from jsonschema_specifications import REGISTRY as METASCHEMAS
from referencing.jsonschema import DRAFT7

from tests.integrations.make.make_app import MAKE_DIR, load_jsonc, schemas_dir

BASE_URI = "https://make-schemas.invalid/"
SCHEMA_BY_CODE = {
    "communication": "api.json", "attach": "api.json", "detach": "api.json",
    "params": "parameters.json", "staticParams": "parameters.json",
    "mappableParams": "parameters.json", "interface": "parameters.json",
    "samples": "samples.json", "base": "base.json", "groups": "groups.json",
}
NOT_MAKE_CODE = {"README.md"}  # the app's readme (Markdown) and examples/ are not Make code


@pytest.fixture(scope="module")
def schemas() -> Path:
    path = schemas_dir()
    if not (path / "makecomapp.schema.json").is_file():
        where = (f"Make's JSON Schemas were not found at {path}: they live in the shared folder "
                 f"beside the repository (../shared/make-schemas), which a plain clone lacks")
        if os.environ.get("CI"):  # CI has the shared folder: there, missing schemas are a failure
            pytest.fail(where + ".")
        pytest.skip(f"SKIPPED LOUDLY: {where}; every Make schema test is skipped.")
    return path


@pytest.fixture(scope="module")
def registry(schemas) -> referencing.Registry:
    resources = [(BASE_URI + p.name, DRAFT7.create_resource(json.loads(p.read_text())))
                 for p in schemas.glob("*.json") if p.name != "file-map.json"]
    return (referencing.Registry().with_resources(resources)).combine(METASCHEMAS)


def problems(registry, schema_name: str, document) -> list[str]:
    """Every schema violation in ``document``, as readable lines (empty when it is valid)."""
    validator = jsonschema.Draft7Validator({"$ref": BASE_URI + schema_name}, registry=registry)
    return [f"{'/'.join(map(str, e.absolute_path)) or '<root>'}: {e.message}"
            for e in validator.iter_errors(document)]


def code_files() -> list[tuple[str, str]]:
    """(path relative to make-modules/, schema name) for every Make code file of the app."""
    manifest = json.loads((MAKE_DIR / "makecomapp.json").read_text())
    files = [(path, SCHEMA_BY_CODE[code]) for code, path in manifest["generalCodeFiles"].items()
             if path and code in SCHEMA_BY_CODE]
    for components in manifest["components"].values():
        for meta in components.values():
            files += [(path, SCHEMA_BY_CODE[code]) for code, path in meta["codeFiles"].items() if path]
    return files


def test_makecomapp_json_validates(registry):
    manifest = json.loads((MAKE_DIR / "makecomapp.json").read_text())
    assert problems(registry, "makecomapp.schema.json", manifest) == []


@pytest.mark.parametrize("path,schema_name", code_files(), ids=lambda v: str(v))
def test_each_code_file_validates_against_its_schema(registry, path, schema_name):
    assert problems(registry, schema_name, load_jsonc(MAKE_DIR / path)) == []


def test_schema_choice_agrees_with_the_extensions_file_map(schemas):
    """Where the extension's own table names a schema for a file name, it is the one we use."""
    table = json.loads((schemas / "file-map.json").read_text())
    for path, schema_name in code_files():
        matched = {entry["schema"] for entry in table
                   if any(fnmatch.fnmatch(Path(path).name, glob) for glob in entry["fileMatch"])}
        assert matched <= {schema_name}, (path, matched)


def test_every_file_is_listed_in_makecomapp_json_and_every_listed_file_exists():
    listed = {path for path, _ in code_files()} | {"makecomapp.json"} | NOT_MAKE_CODE
    on_disk = {str(p.relative_to(MAKE_DIR)) for p in MAKE_DIR.rglob("*")
               if p.is_file() and p.relative_to(MAKE_DIR).parts[0] != "examples"}
    assert on_disk == listed


# Make's VS Code extension (src/services/component-code-def.ts, validate-id.ts) places each
# component's code in <type>s/<kebab id>/<kebab id>.<code file name>.iml.json, and refuses local
# ids outside these patterns; components refer to each other by local id.
CODE_FILE_NAMES = {"staticParams": "static-params", "mappableParams": "mappable-params",
                   "requiredScope": "required-scope", "defaultScope": "default-scope"}
MODULE_ID = re.compile(r"^[a-zA-Z][0-9a-zA-Z]{2,63}$")
RPC_ID = re.compile(r"^[a-zA-Z][0-9a-zA-Z]{3,47}$")  # validate-id.ts (helpers/)
CONNECTION_OR_WEBHOOK_ID = re.compile(r"^[a-zA-Z][0-9a-zA-Z-]{1,33}[0-9a-zA-Z]$")


def kebab(name: str) -> str:
    return re.sub(r"([a-z0-9])([A-Z])", r"\1-\2", name).lower()


def test_components_follow_the_local_development_layout():
    manifest = json.loads((MAKE_DIR / "makecomapp.json").read_text())
    for kind, components in manifest["components"].items():
        for local_id, meta in components.items():
            rule = {"module": MODULE_ID, "rpc": RPC_ID}.get(kind, CONNECTION_OR_WEBHOOK_ID)
            assert rule.match(local_id), (kind, local_id)
            folder = f"{kind}s/{kebab(local_id)}/{kebab(local_id)}"
            for code, path in meta["codeFiles"].items():
                if path and code != "common":
                    assert path == f"{folder}.{CODE_FILE_NAMES.get(code, code)}.iml.json"


def test_component_references_point_at_components_that_exist():
    manifest = json.loads((MAKE_DIR / "makecomapp.json").read_text())
    components = manifest["components"]
    for kind in ("module", "webhook", "rpc"):
        for local_id, meta in components[kind].items():
            for field in ("connection", "altConnection"):
                assert meta.get(field) in (None, *components["connection"]), (local_id, field)
            if meta.get("moduleType") == "instant_trigger":  # Make requires its webhook
                assert meta.get("webhook") in components["webhook"], local_id
                assert meta.get("connection") is None  # the webhook holds the connection
            if kind == "webhook" and meta["codeFiles"].get("attach"):
                assert meta.get("connection"), local_id  # attach calls the service
    groups = json.loads((MAKE_DIR / manifest["generalCodeFiles"]["groups"]).read_text())
    grouped = [module for group in groups for module in group["modules"]]
    assert sorted(grouped) == sorted(components["module"])  # each module in one group


def test_the_schemas_do_reject_what_make_rejects(registry):
    """The validation is not vacuous: Make's known strictness is enforced here too."""
    post_without_body = {"url": "/v1/refunds", "method": "POST"}
    unknown_error_type = {"url": "/x", "response": {"error": {"message": "m", "type": "Oops"}}}
    status_entry_without_message = {"url": "/x", "response": {"error": {
        "message": "m", "422": {"type": "DataError"}}}}
    for bad in (post_without_body, unknown_error_type, status_entry_without_message):
        assert problems(registry, "api.json", bad), bad
    assert problems(registry, "parameters.json", [{"name": "x", "type": "txt"}])
    assert problems(registry, "base.json", {"baseUrl": "x", "log": {"sanitise": []}})
