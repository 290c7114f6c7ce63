"""A tool call's arguments checked against the tool's own ``inputSchema`` (``schemas``), with
a refusal in our words: which argument, what it must be, what was given, and that nothing was
sent. Never a validator's raw message: an agent reads this and corrects its call.

A whole-number float for an integer argument (``1200.0``) is taken as that integer, as JSON
Schema and the API take it (n8n and Make send numbers as floats); ``12.5``, ``"1200"`` and
``true`` are refused.
"""

from __future__ import annotations

import json
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError

from service.mcp.schemas import Arg


class Refused(Exception):
    """Bad arguments or a refusal: the agent's tool error, with our advice."""


class Checker:
    """One tool's arguments: its schema (compiled once) and the words for each argument."""

    def __init__(self, tool: str, args: dict[str, Arg], schema: dict[str, Any], outcome: str):
        self.tool, self.args, self.outcome = tool, args, outcome
        self.validator = Draft202012Validator(schema)
        self.required: list[str] = list(schema.get("required", []))

    def check(self, arguments: Any) -> dict[str, Any]:
        """The arguments as the tool takes them, or ``Refused`` naming the first wrong one."""
        given = {} if arguments is None else arguments
        if not isinstance(given, dict):
            raise Refused(f"The arguments are an object of named values. {self.outcome}")
        unknown = sorted(set(given) - set(self.args))
        if unknown:  # all of them at once, so one correction suffices
            raise Refused(f"Unknown arguments {', '.join(unknown)}: the {self.tool} tool takes "
                          f"{', '.join(self.args)}, nothing else. {self.outcome}")
        error = min(self.validator.iter_errors(given), key=_order, default=None)
        if error is not None:
            raise Refused(f"{self._words(error, given)} {self.outcome}")
        return {name: _whole(value, self.args[name]) for name, value in given.items()}

    def _words(self, error: ValidationError, given: dict[str, Any]) -> str:
        if error.validator == "required":
            missing = next(n for n in self.required if n not in given)
            return f"{missing} is required: {self.args[missing].must_be}."
        name = str(error.path[0]) if error.path else ""
        if name not in self.args:
            return "The arguments do not fit the tool's input schema."
        return f"{name} must be {self.args[name].must_be}; got {_shown(given[name])}."


def _order(error: ValidationError) -> tuple[int, str]:
    """Missing arguments first, then the arguments in the order given (a stable choice)."""
    return (0 if error.validator == "required" else 1, ".".join(map(str, error.path)))


def _whole(value: Any, arg: Arg) -> Any:
    """``1200.0`` for an integer argument is ``1200`` (the schema let only whole ones pass)."""
    kinds = arg.schema.get("type")
    integer = kinds == "integer" or (isinstance(kinds, list) and "integer" in kinds)
    if integer and isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def _shown(value: Any) -> str:
    """The value given, as JSON, cut short (it is the caller's own data, quoted)."""
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= 60 else text[:57] + "..."
