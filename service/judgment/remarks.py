"""A code block that only remarks on a refund: a log's record, a program's one line.

``programs`` reads a developer's program of two lines or more. A customer pastes shorter or
other code too: one line of a program whose comment names a refund ("cart.update(x) // refund
logic TODO"), a log whose records report a refund's state ("[10:02:13] WARN: refund not
triggered"). Such code reports; it asks nothing of us when, with no rule of ``injection``
finding an instruction in it,

- it is a log (each line a record: a timestamp or a level first) or one program statement;
- it calls no refund, and no line that speaks of a refund claims a system's or staff member's
  voice (past the record's timestamp), says "you", or holds a figure (but a single digit of the
  program's, outside its comment: "qty: 2");
- it approves nothing, says no refund is approved, names no whole, obliges no one, names no AI,
  assistant or bot (in any language read);
- every sum of money it names is one the customer's own words already ground on the payment
  (``vouched``: the log repeats the payment).

Anything else stays code that speaks of a refund (the injection's ``SPOKEN`` weight)."""

from __future__ import annotations

import re
from decimal import Decimal

from service.judgment import programs, tables
from service.judgment.addressing import YOU
from service.judgment.claims import names_another
from service.judgment.provenance import claims_a_system, program_code

_CALLED = re.compile(r"refunds?\w*\s*\(|\brefunds?\.\w+|\.refunds?\b", re.IGNORECASE)
# a record's timestamp ("[2026-11-30 10:02:11]", "2026-11-30T10:02:11Z", "10:02:11.120")
_STAMP = (r"\[?(?:\d{4}-\d{2}-\d{2}(?:[t ]\d{2}:\d{2}(?::\d{2})?(?:[.,]\d{1,6})?(?:z|[+-]\d{2}:?\d{2})?)?"
          r"|\d{2}:\d{2}:\d{2}(?:[.,]\d{1,6})?)\]?")
_LEVEL = r"\[?(?:info|warn|warning|error|err|debug|trace|fatal|notice|critical)\]?:?"
_RECORD = re.compile(rf"^\s*(?:{_STAMP}\s*(?:{_LEVEL})?|{_LEVEL}(?=\s))")
_STAMP_FIRST = re.compile(rf"^\s*{_STAMP}\s*")
# a program's statement on its one line (a call, an assignment, a comment after code)
_STATEMENT = re.compile(r"\w\(|\w\s*[-+*/]?=(?!=)|[;{}]\s*(?://|#|$)")
_COMMENT = re.compile(r"\s(?://|#)|^\s*(?://|#)")
_DIGITS = re.compile(r"\d+")


def _shape(text: str) -> str | None:
    """"log" where every line is a record, "line" where the code is one statement, else None."""
    lines = [line for line in text.split("\n") if line.strip()]
    if not lines:
        return None
    if all(_RECORD.match(line) for line in lines):
        return "log"
    if len(lines) == 1 and _STATEMENT.search(lines[0]):
        return "line"
    return None


def _figured(line: str, shape: str) -> bool:
    """Whether a line that speaks of a refund holds a figure: any digit past a log's timestamp,
    or in a program's line a comment's digit or a number longer than one digit."""
    if shape == "log":
        return bool(re.search(r"\d", _STAMP_FIRST.sub("", line)))
    comment = _COMMENT.search(line)
    code, said = (line[:comment.start()], line[comment.start():]) if comment else (line, "")
    return bool(re.search(r"\d", said)) or any(len(d) > 1 for d in _DIGITS.findall(code))


def only_remarks(text: str, codes: tuple[str, ...], names_an_ai: bool,
                 vouched: frozenset[Decimal]) -> bool:
    """Whether ``text`` (a code span, folded) only remarks on a refund (the module's docstring)."""
    shape = _shape(text)
    if shape is None or names_an_ai or _CALLED.search(text):
        return False
    patterns = [p for p in map(tables.patterns, dict.fromkeys((*codes, "en"))) if p is not None]
    refund = [p.refund for p in patterns if p.refund is not None]
    if any(q.search(text) for p in patterns
           for q in (p.approve, p.approved, p.authority, p.full, p.everything, p.obliged) if q is not None):
        return False
    you = re.compile(YOU)
    for line in text.split("\n"):
        if any(p.search(line) for p in refund) and (
                _figured(line, shape) or you.search(line)
                or claims_a_system(_STAMP_FIRST.sub("", line), codes)):
            return False
    return not any(names_another(line, vouched) for line in text.split("\n"))


def own_code(text: str, codes: tuple[str, ...], names_an_ai: bool, vouched: frozenset[Decimal],
             refund: bool) -> bool:
    """Whether a code span no rule found an instruction in is the customer's own code: a
    program that calls a refund the way its own code does (``programs``), or code that only
    remarks on one (this module)."""
    return (program_code(text) and programs.own_calls(text, codes, names_an_ai)
            or refund and only_remarks(text, codes, names_an_ai, vouched))
