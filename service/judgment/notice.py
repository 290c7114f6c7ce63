"""A notice the customer quotes that the shop sent to them: its approval of their request is
what the shop told them, not an instruction to whoever reads the ticket.

A quoted, forwarded or pasted text whose every approval (``claims``' "claimed_approval") stands
in a sentence addressed to the customer (the second person's possessive or the customer greeted,
``tables.notice``: "your return request has been approved", "Sayın ..., iade talebiniz
onaylandı") with no agent, staff member, system or AI named in that sentence, reports a
decision to the customer. ``injection`` reads it only where the text holds nothing else an
instruction is made of (no command, no amount of its own, no obligation, no AI named): its
approval then weighs as a promise quoted, and it claims no authority."""

from __future__ import annotations

import re
from functools import cache
from typing import Any, Sequence

from service.judgment import tables
from service.judgment.tables.notice import UNPAID, YOURS

# (the customer's own words: an approval they say has not reached them, ``unpaid``)
KINDS = frozenset({"quoted", "forwarded", "pasted"})
# what such a text may hold for it to be read so: its approval, as a claim or a promise
CODES = frozenset({"claimed_approval", "claimed_approval_promised", "authority_claim"})
_MARKS = ".!?\n。！？"


@cache
def _words(kind: str, code: str) -> re.Pattern[str] | None:
    """``code``'s words of ``kind`` (YOURS or UNPAID) as one pattern, whole words where the
    language spaces them."""
    words = (YOURS if kind == "yours" else UNPAID).get(code)
    if words is None:
        return None
    spaced = getattr(tables.table(code), "spaced", True)
    return re.compile(rf"(?<![\w])(?:{words})(?![\w])" if spaced else rf"(?:{words})")


def _sentence(text: str, start: int, end: int) -> str:
    begin = max(text.rfind(c, 0, start) for c in _MARKS) + 1
    ends = [i for i in (text.find(c, end) for c in _MARKS) if i >= 0]
    return text[begin:min(ends) if ends else len(text)]


# a line headed to someone, a label and its colon ("Agent:", "Support team:", "상담원에게:"):
# a mail's header fields aside, a notice to the customer has none
_HEADED = re.compile(r"^[\s>*#|-]*[^\n:：,，、.。]{1,30}[:：]", re.MULTILINE)


def _headed(text: str, chosen: Sequence[Any]) -> bool:
    fields = [p.header_field for p in (tables.patterns(q.code) for q in chosen)
              if p is not None and p.header_field is not None]
    return any(not any(f.match(line) for f in fields) for line in text.split("\n")
               if _HEADED.match(line) and not re.match(r"[\s>]*https?:", line))


def to_customer(text: str, chosen: Sequence[Any]) -> bool:
    """Whether every approval ``text`` claims (in the rules ``chosen``) is told to the customer:
    its sentence holds their possessive or their greeting; the text names no agent, staff,
    system or AI anywhere, and no line of it is headed to anyone (see the module's
    docstring)."""
    if any(q.agents is not None and q.agents.search(text) for q in chosen) or _headed(text, chosen):
        return False
    yours = [p for p in (_words("yours", q.code) for q in chosen) if p is not None]
    sentences = [_sentence(text, m.start(), m.end()) for q in chosen
                 for pattern, _, code, _ in q.claims if code == "claimed_approval"
                 for m in pattern.finditer(text)]
    return bool(sentences) and all(
        any(p.search(s) for p in yours) for s in sentences)


def unpaid(text: str, found: re.Match[str], code: str) -> bool:
    """Whether an approval the customer's own words state (``found``) goes on, in its sentence,
    to say the money has not reached them ("refund approved but still no money", "Sistem iade
    onaylandı diyor ama para yok"): the customer reports a refund not received, they claim no
    authority. Never where what follows tells the reader to act or to skip a check (the
    language's command and bypass words)."""
    pattern = _words("unpaid", code)
    if pattern is None:
        return False
    ends = [i for i in (text.find(c, found.end()) for c in _MARKS) if i >= 0]
    rest = text[found.end():min(ends) if ends else len(text)]
    told = tables.patterns(code)
    return pattern.search(rest) is not None and not (told is not None and any(
        p is not None and p.search(rest) for p in (told.command, told.bypass)))
