"""A correction asked of what the sentences before told, with a pronoun for it: "The mat was
$42 on the page and I was charged $48. Can you fix that?", "Kunnen jullie dat rechtzetten?",
"¿Me lo podéis arreglar?". ``owed``'s words of correction ask only with money beside them;
these ask only where an overcharge was already spoken of (``reading`` passes it) and their
sentence names no line and no money of its own: the thing to put right is the charge. A
negation beside the word ("you can't fix that") asks nothing.
"""

from __future__ import annotations

import re
from functools import cache

from service.judgment import money, owed
from service.judgment.clauses import Clause
from service.judgment.tables import joined

# the verb of putting right with its pronoun object, per covered language (folded)
REDO: dict[str, tuple[str, ...]] = {
    "en": (r"fix (?:that|this|it)(?!\w)", r"sort (?:that|this|it) out", r"(?:put|make|set) (?:that|this|it) right"),
    "nl": (r"(?:dat|dit|het) (?:\w+ )?(?:oplossen|rechtzetten|corrigeren|goedmaken|aanpassen)",
          r"(?:los|lost|zet|corrigeer|pas) (?:dat|dit|het)(?!\w)"),
    "es": (r"arregl\w*(?:lo|la)(?!\w)", r"solucion\w*(?:lo|la)(?!\w)",
           r"(?:lo|la|eso|esto) (?:\w+ )?(?:arregl|solucion|correg|corrij)\w*"),
    "ro": (r"rezolva\w*", r"(?:sa )?(?:o|il|asta|aceasta) (?:\w+ )?(?:rezolv|indrept|corect)\w*"),
    "ja": (r"直して", r"直していただ", r"対応して", r"対応をお願い"),
    "ko": (r"고쳐", r"바로잡아", r"처리해"),
    "zh": (r"处理一下", r"處理一下", r"改一下", r"改過來", r"改过来"),
}


@cache
def _compiled(codes: tuple[str, ...]) -> re.Pattern[str] | None:
    return joined(codes, REDO)


def asked(folded: str, marks: owed.Spans, codes: tuple[str, ...]) -> tuple[int, int] | None:
    """Where the sentence (``folded``) asks the charge spoken of before put right, or None."""
    pattern = _compiled(codes)
    if pattern is None:
        return None
    for hit in pattern.finditer(folded):
        if not owed._negated(hit.span(), marks, folded):
            return hit.span()
    return None


def after(folded: str, marks: owed.Spans, codes: tuple[str, ...], clauses: list[Clause],
          overcharged: bool) -> tuple[str, tuple[int, int]] | None:
    """``("fix", where)`` where the sentence puts right an overcharge told before
    (``overcharged``) with a pronoun, naming no line and no money and no difference of its own;
    else None."""
    if not overcharged or marks.get("difference") or any(c.lines for c in clauses) or money.scan(folded):
        return None
    span = asked(folded, marks, codes)
    return ("fix", span) if span is not None else None


def money_asked(folded: str, marks: owed.Spans, codes: tuple[str, ...], shipping_before: bool,
                clauses: list[Clause], overcharged: bool) -> tuple[str, tuple[int, int]] | None:
    """``owed.asked``, else ``after``: money asked in ``owed``'s words, else an overcharge told
    before put right with a pronoun."""
    return owed.asked(folded, marks, codes, shipping_before) or after(folded, marks, codes, clauses, overcharged)
