"""Run the example scenario blueprint (make-modules/examples/) the way Make runs a scenario.

Only what the example uses: a Custom Webhook trigger (its bundle is given), surestep modules
(``app#surestep:<module>``, run by ``tests.integrations.make.make_app.run_module``), a Router whose routes start
with ``text:equal`` filters (OR of AND groups), and a ``Break`` error handler (retry up to its
count). Mappings such as ``{{2.state}}`` are rendered by ``tests.integrations.make.make_iml`` with every earlier
module's output; mapped text is converted to the parameter's type as Make converts it.
"""

from __future__ import annotations

from typing import Any, Callable

import httpx

from tests.integrations.make.make_app import MakeApp, MakeError, run_module
from tests.integrations.make.make_iml import render

APP_PREFIX = "app#surestep:"
CONNECTION = "__IMTCONN__"


def surestep_module(flow_module: dict) -> str | None:
    """The makecomapp.json id of a blueprint module of our app, else None."""
    kind = flow_module["module"]
    return kind[len(APP_PREFIX):] if kind.startswith(APP_PREFIX) else None


def walk(flow: list[dict]):
    """Every module of a flow, routes included, in document order."""
    for module in flow:
        yield module
        for route in module.get("routes", []):
            yield from walk(route["flow"])


class ScenarioRun:
    """One execution of a blueprint with one trigger bundle; ``outputs`` by module id."""

    def __init__(self, app: MakeApp, connection: dict, client: httpx.Client,
                 on_module: Callable[[int, Any], None] | None = None):
        self.app, self.connection, self.client = app, connection, client
        self.outputs: dict[int, Any] = {}
        self.ran: list[int] = []
        self.on_module = on_module or (lambda module_id, output: None)

    def run(self, blueprint: dict, bundle: dict) -> "ScenarioRun":
        self._flow(blueprint["flow"], bundle)
        return self

    def _flow(self, flow: list[dict], bundle: dict) -> None:
        for module in flow:
            if "filter" in module and not self._passes(module["filter"]):
                return  # a filter stops its route
            kind = module["module"]
            if kind == "gateway:CustomWebHook":
                output = bundle
            elif kind == "builtin:BasicRouter":
                for route in module["routes"]:
                    self._flow(route["flow"], bundle)
                continue
            elif surestep_module(module):
                output = self._surestep(module)
            else:
                raise NotImplementedError(f"the test runner does not know {kind}")
            self.outputs[module["id"]] = output
            self.ran.append(module["id"])
            self.on_module(module["id"], output)

    def _passes(self, scenario_filter: dict) -> bool:
        context = {"modules": self.outputs}
        return any(all(self._condition(c, context) for c in group)
                   for group in scenario_filter["conditions"])

    @staticmethod
    def _condition(condition: dict, context: dict) -> bool:
        if condition["o"] != "text:equal":
            raise NotImplementedError(f"filter operator {condition['o']}")
        left, right = render(condition["a"], context), render(condition.get("b", ""), context)
        return str(left) == str(right)

    def _surestep(self, module: dict) -> Any:
        module_id = surestep_module(module)
        spec = self.app.modules[module_id]
        mapped = render(module.get("mapper") or {}, {"modules": self.outputs})
        static = {k: v for k, v in module.get("parameters", {}).items() if k != CONNECTION}
        parameters = coerce(spec.params, {**static, **mapped})
        breaks = [h for h in module.get("onerror", []) if h["module"] == "builtin:Break"]
        attempts = 1 + (int(breaks[0]["mapper"]["count"]) if breaks else 0)
        for attempt in range(attempts):
            try:
                return run_module(self.app, module_id, parameters, self.connection,
                                  self.client).output
            except MakeError:
                if attempt == attempts - 1:
                    raise
        raise AssertionError("unreachable")


def coerce(params: list[dict], values: dict) -> dict:
    """Mapped text to the parameter's type (Make converts "1200" for a number field)."""
    by_name = {p["name"]: p for p in params}
    return {name: _coerce(by_name.get(name), value) for name, value in values.items()}


def _coerce(param: dict | None, value: Any) -> Any:
    if param is None or not isinstance(value, (str, dict, list)):
        return value
    kind = param["type"]
    if kind in ("uinteger", "integer") and isinstance(value, str) and value.strip().lstrip("-").isdigit():
        return int(value)
    if kind == "number" and isinstance(value, str):
        try:
            return float(value)
        except ValueError:
            return value
    if kind == "boolean" and value in ("true", "false"):
        return value == "true"
    if kind == "collection" and isinstance(value, dict):
        return coerce(param.get("spec", []), value)
    if kind == "array" and isinstance(value, list):
        spec = param.get("spec")
        item = {"type": "collection", "spec": spec} if isinstance(spec, list) else spec
        return [_coerce(item, v) for v in value]
    return value
