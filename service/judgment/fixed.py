"""The fault gone after an agent's suggestion: the customer's latest comment, after an agent's
reply that offers no refund of its own, says the thing does what it is for now ("did the
update and it shows up on the laptop now", "po resecie działa", "efter att jag blandade äter
han nu") or that sending it back is not needed, and asks nothing new: the complaint is
withdrawn, the latest word counts (``reading``). Its words per language are in
``tables/fixed``.

Read in one clause, never where the clause holds a negation ("now it doesn't connect") or the
sentence a contrast ("it connects now, but only with the cable"); the sending back said not
needed only where the agent's reply names no refund or return (the customer may be answering
"you can keep it, we refund you")."""

from __future__ import annotations

import re
from functools import lru_cache

from service.judgment.facts import Comment
from service.judgment.request import Request
from service.judgment.sentences import sentences
from service.judgment.tables import RUN_TOGETHER, Patterns, fold_fragment, gates
from service.judgment.tables.fixed import CHANGED, FAULTS, NOT_NEEDED, PLURAL, RUNS, WORKS
from service.judgment.text import fold

_CLAUSES = re.compile(r"[^,;:،、，；：]+")
_GAP = r"(?:\s+[^\s,.!?;:]+){0,5}?\s+"


@lru_cache(maxsize=32)
def _fixed(code: str) -> re.Pattern[str] | None:
    if code in RUNS:
        return re.compile(fold_fragment(RUNS[code]))
    if code not in WORKS:
        return None
    changed, works = fold_fragment(CHANGED[code]), fold_fragment(WORKS[code])
    if code in PLURAL:  # (the plural's ending after any of them: "cargan", "chargent")
        works = rf"(?:{works})(?:{PLURAL[code]})?"
    return re.compile(rf"(?<![\w])(?:(?:{changed}){_GAP}(?:{works})|(?:{works}){_GAP}(?:{changed}))(?![\w])")


@lru_cache(maxsize=32)
def _fault(code: str) -> re.Pattern[str] | None:
    if code not in FAULTS:
        return None
    body = fold_fragment(FAULTS[code])
    return re.compile(body if code in RUN_TOGETHER else rf"(?<![\w])(?:{body})(?![\w])")


@lru_cache(maxsize=32)
def _not_needed(code: str) -> re.Pattern[str] | None:
    forms = NOT_NEEDED.get(code)
    if not forms:
        return None
    body = "|".join(fold_fragment(f) for f in forms)
    return re.compile(body if code in RUN_TOGETHER else rf"(?<![\w])(?:{body})(?![\w])")


def _works(folded: str, p: Patterns) -> list[tuple[int, int]]:
    """Where ``folded`` (a sentence) says the thing works now, in a clause with no negation and no
    fault ("now the error shows up") and a sentence with no contrast."""
    fixed = _fixed(p.table.code)
    # (the words of working first, each clause's then only where they stand: the clauses'
    # negations and faults, and the sentence's contrast, are read only of a clause that works;
    # the prefilter closes only where ``fixed`` can match nowhere in the sentence, so in none
    # of its clauses)
    if fixed is None or not gates.prefilter(fixed)(folded):
        return []
    out = []
    for c in _CLAUSES.finditer(folded):
        clause = c.group()
        found = [(c.start() + m.start(), c.start() + m.end()) for m in fixed.finditer(clause)]
        if found and not any(w is not None and w.search(clause)
                             for w in (p.negation, p.complaint, _fault(p.table.code))):
            out += found
    return [] if out and p.contrast is not None and p.contrast.search(folded) else out


def _unneeded(folded: str, p: Patterns) -> list[tuple[int, int]]:
    needed = _not_needed(p.table.code)
    return [m.span() for m in needed.finditer(folded)] \
        if needed is not None and gates.prefilter(needed)(folded) else []


def unasked(folded: str, found: list[Patterns], marks: dict[str, list[tuple[int, int]]]) -> bool:
    """``folded`` (a sentence) says the thing works now or sending it back is not needed, and its
    words for money back or a fault (``marks``) all stand inside those words ("no need to send it
    back", "iade etmeme gerek yok", "no hace falta devolverlo", "efter att jag blandade äter han
    nu": "äter" folds to "åter"; not "no need to send it back, just refund me", "it pairs now,
    and the grille is cracked")."""
    unneeded = [s for p in found for s in _unneeded(folded, p)]
    spans = unneeded + [s for p in found for s in _works(folded, p)]
    if not spans:
        return False
    asked = [s for name in ("refund", "full", "back") for s in marks.get(name, [])]
    return all(any(a <= s and e <= b for a, b in spans) for s, e in asked) \
        and all(any(a <= s and e <= b for a, b in unneeded) for s, e in marks.get("complaint", []))


def solved(text: str, found: list[Patterns], reply: str) -> bool:
    """``text`` (the customer's latest comment) says the thing works now, or that sending it back
    is not needed (only where ``reply``, the agent's reply before it, names no refund)."""
    offered = None
    for sentence in sentences(text):
        folded = fold(sentence)
        for p in found:
            if _works(folded, p):
                return True
            if _unneeded(folded, p):
                if offered is None:
                    told = fold(reply)
                    offered = any(q.refund is not None and q.refund.search(told) for q in found)
                if not offered:
                    return True
    return False


def latest(request: Request, text: str, found: list[Patterns], thread: list[Comment] | None,
           quiet: bool = False) -> None:
    """The customer's latest comment ``text`` (``thread`` given: the ticket's public comments, and
    an ask or a complaint before it, or earlier comments that asked nothing the rules take, "can
    I return it?") withdraws the ask where it says the thing works now or sending it back is not
    needed, after an agent's reply, and adds no sentence that asks or complains;
    ``request.stirred`` counts those sentences, one comment at a time. ``quiet``: nothing was
    asked before it, and only the thing said to work now withdraws (a return said not needed
    may take an agent's offer to keep it: "ok with the 20 %, so I don't have to return it").
    The withdrawal only sends the refund to a person: it never allows."""
    stirred, request.stirred = request.stirred, 0
    if thread is None or stirred or request.last_event not in ("ask", "complaint", None):
        return
    reply = reply_before_last(thread)
    if reply is not None and (gone(text, found) if quiet else solved(text, found, reply)):
        request.last_event = "withdraw"


def gone(text: str, found: list[Patterns]) -> bool:
    """``text`` says the thing works now ("after mixing he eats it all now")."""
    return any(_works(fold(sentence), p) for sentence in sentences(text) for p in found)


def reply_before_last(thread: list[Comment] | None) -> str | None:
    """The agent's reply between the requester's first comment and their last one (the latest
    such), or None where no agent spoke between them."""
    if not thread:
        return None
    theirs = [n for n, c in enumerate(thread) if c.by_requester]
    if len(theirs) < 2:
        return None
    replies = [c.text for c in thread[theirs[0] + 1:theirs[-1]] if not c.by_requester]
    return replies[-1] if replies else None
