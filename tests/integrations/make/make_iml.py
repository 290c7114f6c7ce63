"""An evaluator for the subset of Make's IML template language that make-modules/ uses.

Make evaluates ``{{ ... }}`` expressions inside the JSON of a custom app (communication, base,
connection). Nothing offline runs Make's own engine, so the tests use this one to render each
module's request and to apply its ``response`` directives. It is deliberately strict: an unknown
variable root, function or token raises ``ImlError`` instead of rendering something, so a typo
in a module fails a test rather than sending a wrong request.

Supported, with JavaScript semantics where Make's IML follows JavaScript:

- variables: ``parameters``, ``connection``, ``body``, ``headers``, ``statusCode``,
  ``webhook``, ``temp``, ``data``, ``output``, ``item`` (one element of ``iterate``); member
  access with ``.`` and ``[...]``;
- in a scenario blueprint's mappings, ``{{2.state}}``: the output of module 2 (``modules``);
- literals: strings ('...' or "..."), numbers, ``true``, ``false``, ``null``, ``undefined``,
  and regular expressions (``/[a-z]/g``, as ``replace`` takes them; IML has no division here);
- operators: ``!``, ``+`` (concatenation or addition), ``==``, ``!=``, ``===``, ``!==``, ``<``,
  ``<=``, ``>``, ``>=``, ``&&``, ``||`` (returning an operand, as in JavaScript), parentheses;
- functions: ``ifempty(a, b)``, ``if(cond, a, b)``, ``keys(obj)``, ``join(list, sep)``,
  ``toCollection(list, keyName, valueName)``, ``encodeURL(text)`` (encodeURIComponent),
  ``length``, ``substring``, ``replace`` (with a regular expression), ``sha256`` and
  ``formatDate`` (``tests.integrations.make.make_iml_js`` says how far each goes).

A string that is exactly one ``{{expr}}`` renders to the value itself (an object stays an
object); in a longer string each value is converted to text, with null and undefined as "".
``UNDEFINED`` is JavaScript's undefined: ``render`` drops object keys whose value is
undefined, as ``JSON.stringify`` does, which is how Make leaves out a parameter the user left
empty ("Processing of empty values", Apps platform version 2).
"""

from __future__ import annotations

import re
from typing import Any

from tests.integrations.make.make_iml_js import (
    FUNCTIONS,
    UNDEFINED,
    ImlError,
    RegExp,
    compare,
    js_string,
    loose_equal,
    member,
    strict_equal,
    truthy,
)

ROOTS = {"parameters", "connection", "body", "headers", "statusCode", "webhook", "temp", "data",
         "output", "item"}


_TOKEN = re.compile(r"""\s*(?:
    (?P<num>\d+(?:\.\d+)?)
  | (?P<str>'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")
  | (?P<re>/(?:[^/\\\n]|\\.)+/[a-z]*)
  | (?P<op>===|!==|==|!=|<=|>=|&&|\|\||[-+!<>().,\[\]])
  | (?P<name>[A-Za-z_$][A-Za-z0-9_$]*)
)""", re.VERBOSE)
_TEMPLATE = re.compile(r"\{\{(.*?)\}\}", re.DOTALL)


def _tokenize(source: str) -> list[tuple[str, str]]:
    tokens, pos = [], 0
    while pos < len(source):
        if source[pos:].strip() == "":
            break
        match = _TOKEN.match(source, pos)
        if match is None:
            raise ImlError(f"unsupported syntax at {source[pos:]!r} in {source!r}")
        kind = match.lastgroup
        tokens.append((kind, match.group(kind)))
        pos = match.end()
    return tokens


class _Parser:
    """Recursive descent over one expression; evaluates as it parses (no side effects exist)."""

    def __init__(self, source: str, context: dict[str, Any]):
        self.source, self.tokens, self.pos, self.context = source, _tokenize(source), 0, context

    def parse(self) -> Any:
        value = self._or()
        if self.pos != len(self.tokens):
            raise ImlError(f"unexpected {self.tokens[self.pos][1]!r} in {self.source!r}")
        return value

    def _peek(self) -> str | None:
        return self.tokens[self.pos][1] if self.pos < len(self.tokens) else None

    def _take(self, expected: str | None = None) -> tuple[str, str]:
        if self.pos >= len(self.tokens):
            raise ImlError(f"unexpected end of {self.source!r}")
        token = self.tokens[self.pos]
        if expected is not None and token[1] != expected:
            raise ImlError(f"expected {expected!r}, got {token[1]!r} in {self.source!r}")
        self.pos += 1
        return token

    def _or(self) -> Any:
        left = self._and()
        while self._peek() == "||":
            self._take()
            right = self._and()
            left = left if truthy(left) else right
        return left

    def _and(self) -> Any:
        left = self._equality()
        while self._peek() == "&&":
            self._take()
            right = self._equality()
            left = right if truthy(left) else left
        return left

    def _equality(self) -> Any:
        left = self._relational()
        while self._peek() in ("==", "!=", "===", "!=="):
            op = self._take()[1]
            right = self._relational()
            equal = (strict_equal if len(op) == 3 else loose_equal)(left, right)
            left = equal if op.startswith("=") else not equal
        return left

    def _relational(self) -> Any:
        left = self._additive()
        while self._peek() in ("<", "<=", ">", ">="):
            op = self._take()[1]
            left = compare(op, left, self._additive())
        return left

    def _additive(self) -> Any:
        left = self._unary()
        while self._peek() == "+":
            self._take()
            right = self._unary()
            numbers = (int, float)
            if (isinstance(left, numbers) and isinstance(right, numbers)
                    and not isinstance(left, bool) and not isinstance(right, bool)):
                left = left + right
            else:
                left = js_string(left) + js_string(right)
        return left

    def _unary(self) -> Any:
        if self._peek() == "!":
            self._take()
            return not truthy(self._unary())
        if self._peek() == "-":
            self._take()
            return -float(self._unary())
        return self._postfix(self._primary())

    def _postfix(self, value: Any) -> Any:
        while self._peek() in (".", "["):
            if self._take()[1] == ".":
                kind, name = self._take()
                if kind != "name":
                    raise ImlError(f"expected a name after '.' in {self.source!r}")
                value = member(value, name)
            else:
                index = self._or()
                self._take("]")
                value = member(value, index)
        return value

    def _primary(self) -> Any:
        kind, text = self._take()
        if kind == "num" and self._peek() == ".":
            return self._module_output(int(text))
        if kind == "num":
            return float(text) if "." in text else int(text)
        if kind == "str":
            return _unescape(text[1:-1])
        if kind == "re":
            source, _, flags = text[1:].rpartition("/")
            return RegExp(source, flags)
        if text == "(":
            value = self._or()
            self._take(")")
            return value
        if kind != "name":
            raise ImlError(f"unexpected {text!r} in {self.source!r}")
        constants = {"true": True, "false": False, "null": None, "undefined": UNDEFINED}
        if text in constants:
            return constants[text]
        if self._peek() == "(":
            return self._call(text)
        if text not in ROOTS:
            raise ImlError(f"unknown variable {text!r} in {self.source!r}")
        return self.context.get(text, UNDEFINED)

    def _module_output(self, module_id: int) -> Any:
        """``{{2.state}}`` in a scenario's mapping: the output bundle of module 2."""
        if "modules" not in self.context:
            raise ImlError(f"module reference {module_id} outside a scenario in {self.source!r}")
        return self.context["modules"].get(module_id, UNDEFINED)

    def _call(self, name: str) -> Any:
        if name not in FUNCTIONS:
            raise ImlError(f"unsupported function {name!r} in {self.source!r}")
        self._take("(")
        args = []
        while self._peek() != ")":
            args.append(self._or())
            if self._peek() == ",":
                self._take()
        self._take(")")
        return FUNCTIONS[name](*args)


_ESCAPES = {"n": "\n", "t": "\t", "\\": "\\", "'": "'", '"': '"'}


def _unescape(text: str) -> str:
    return re.sub(r"\\(.)", lambda m: _ESCAPES.get(m.group(1), m.group(1)), text)


def evaluate(expression: str, context: dict[str, Any]) -> Any:
    """The value of one IML expression (the text between ``{{`` and ``}}``)."""
    return _Parser(expression, context).parse()


def render(template: Any, context: dict[str, Any]) -> Any:
    """Render a JSON value: strings are templates, objects and arrays are rendered recursively.

    Object keys whose value renders to undefined are left out, as JSON.stringify leaves them out.
    """
    if isinstance(template, str):
        return _render_string(template, context)
    if isinstance(template, list):
        return [render(item, context) for item in template]
    if isinstance(template, dict):
        rendered = {key: render(value, context) for key, value in template.items()}
        return {key: value for key, value in rendered.items() if value is not UNDEFINED}
    return template


def _render_string(template: str, context: dict[str, Any]) -> Any:
    whole = _TEMPLATE.fullmatch(template)
    if whole is not None and "{{" not in whole.group(1):
        return evaluate(whole.group(1), context)

    def text(match: re.Match) -> str:
        value = evaluate(match.group(1), context)
        return "" if value is None or value is UNDEFINED else js_string(value)

    return _TEMPLATE.sub(text, template)


def expressions(template: Any) -> list[str]:
    """Every ``{{...}}`` expression inside a JSON value, in document order (for static checks)."""
    if isinstance(template, str):
        return [m.group(1) for m in _TEMPLATE.finditer(template)]
    if isinstance(template, list):
        return [e for item in template for e in expressions(item)]
    if isinstance(template, dict):
        return [e for key, value in template.items() for e in expressions(key) + expressions(value)]
    return []
