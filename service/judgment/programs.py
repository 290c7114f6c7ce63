"""A refund a developer's program calls: the developer's own code, or a call written for us.

``provenance.program_code`` tells a program (most lines statements) from data. A program that
names a refund only in a comment or a field speaks to no agent (``injection``: weak evidence);
one that *calls* a refund was read as speaking to whoever reads it. But a developer pasting the
code of their own integration calls refunds the way their code does: ``refund()``,
``refund(charge)``, ``payments.refund(order_id)``, "TODO: call refund() by hand" to
themselves. Such a call tells nobody here to act when

- every refund called is given only names of the program's own (variables, fields): no figure,
  no string, no constant written in capitals, no word for all of it ("FULL", "everything");
- no line that speaks of a refund holds a figure, and the program names no sum of money;
- the program approves nothing and asks for no whole (an approval's word, a refund said
  approved, "the whole order", "everything", in any language read), and no rule of
  ``injection`` finds an instruction in it ("no need to check");
- it names no AI, assistant or bot, says no "you" on a refund's line, and claims no system's or
  staff member's voice but a programmer's own markers ("TODO:", "FIXME:").

Anything else a call is still one written for a program that reads it, and speaks (the
injection's ``SPOKEN`` weight)."""

from __future__ import annotations

import re

from service.judgment import money, tables
from service.judgment.addressing import YOU
from service.judgment.provenance import claims_a_system

# a refund called: "refund(", "refund_payment(", "refunds.create(", "Refund.create(",
# "payments.refund(" (the name's letters up to its bracket, its dotted method after it)
_CALL = re.compile(r"\brefunds?\w*(?:\.\w+)*\s*\(|\.refunds?\w*(?:\.\w+)*\s*\(", re.IGNORECASE)
# a name a program gives: letters, digits after them, underscores, dots between ("evt.card")
_NAME = re.compile(r"[^\W\d]\w*(?:\.[^\W\d]\w*)*")
# an argument: a name, or a keyword given a name ("charge=ch", "amount: total")
_ARGUMENT = re.compile(rf"\s*(?:{_NAME.pattern}\s*[=:]\s*)?(?P<value>{_NAME.pattern})\s*")
# a programmer's markers before a comment's colon: theirs, not a system's voice
_MARKER = re.compile(r"\b(?:to-?do|fixme|xxx|hack)\b\s*:?", re.IGNORECASE)
_DIGIT = re.compile(r"\d")
# a name that says all of it, in a program's words or a covered language's ("FULL", "amount=all",
# "alles", "tout", "todo", "kaikki"): read in each part of a name ("refund_all", "full_amount")
_WHOLE = re.compile(
    r"(?:all|full|fully|entire|whole|total|totals|everything|complete|max|maximum|any|every|"
    r"alles|alle|gesamt|voll|komplett|ganz|tout|toute|tous|toutes|entier|integral|todo|toda|todos|todas|"
    r"completo|tutto|tutti|intero|totale|geheel|volledig|wszystko|calosc|tudo|inteiro|allt|hela|alt|"
    r"hele|kaikki|koko|hepsi|tum|tamami|tot|toate|intreg)")
_PARTS = re.compile(r"[_.]|(?<=[a-z])(?=[A-Z])")


def _arguments(text: str, start: int) -> str | None:
    """What the call opened at ``start`` (just after its bracket) is given, on its line; None
    where its bracket does not close there or another call stands inside."""
    end = text.find(")", start)
    newline = text.find("\n", start)
    if end < 0 or (0 <= newline < end):
        return None
    inside = text[start:end]
    return None if "(" in inside or len(inside) > 200 else inside  # (a call's names are short)


def _own_names(arguments: str) -> bool:
    """Whether every argument is a name of the program's own: no literal, no constant, no word
    for all of it."""
    for argument in arguments.split(",") if arguments.strip() else ():
        match = _ARGUMENT.fullmatch(argument)
        if match is None:
            return False
        value = match.group("value")
        parts = _PARTS.split(value)  # "refund_all", "fullAmount", "order.total"
        if value.isupper() or any(_WHOLE.fullmatch(part.lower()) for part in parts):
            return False
    return True


def own_calls(text: str, codes: tuple[str, ...], names_an_ai: bool) -> bool:
    """Whether every refund ``text`` (a program, folded) calls is the developer's own code (the
    module's docstring): True only where it calls one, and each passes."""
    calls = list(_CALL.finditer(text))
    if not calls or names_an_ai:
        return False
    patterns = [p for p in map(tables.patterns, dict.fromkeys((*codes, "en"))) if p is not None]
    for call in calls:
        arguments = _arguments(text, call.end())
        if arguments is None or not _own_names(arguments):
            return False
    refund = [p.refund for p in patterns if p.refund is not None]
    you = re.compile(YOU)
    for line in text.split("\n"):
        if (_CALL.search(line) or any(p.search(line) for p in refund)) and (
                _DIGIT.search(line) or you.search(line)):
            return False
    if any(q.search(text) for p in patterns for q in (p.approve, p.approved, p.full, p.everything) if q is not None):
        return False
    if any(money.mentions(text, code) for code in dict.fromkeys(codes)):
        return False
    return not claims_a_system(_MARKER.sub(" ", text), codes)
