"""Things said fine in a list whose verb stands only after its last member: "the other two
cables, the microphone and the tripod work fine", "残りの2本、マイクと三脚は問題ありません".

``clauses.clauses_of`` cuts a sentence at its commas, so the members before the last stand in
clauses of their own that say nothing: read alone, "the other two cables" is a count of no
meaning, and a later reader binds it as units asked. ``spread`` gives each such member the
keeping of the clause that closes the list: a run of clauses from the sentence's start, each
naming a line (or a count said as "the other two") in at most three words more and no mark of
meaning but "the other", cut by commas, right before a clause that says something is fine (not
negated, no complaint, no word asking money back) and names a line before it, the list joined by
its language's "and" somewhere ("A, B and C": never "the dress then, the shirt I kept"). Only
ever a keeping: a list said broken or not working, or one that asks, gives its members nothing.
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

from service.judgment import actions, tables
from service.judgment import clauses as _clauses  # (which calls ``spread``: read at call time)

if TYPE_CHECKING:
    from service.judgment.clauses import Clause

__all__ = ["spread"]

_DIGIT = re.compile(r"\d")
_PUNCT = re.compile(r"[^\w\s]")
_MOST_WORDS = 3  # a member's own words beside the line it names ("the other two", "残りの2本")
# what cuts a list's members: a comma (never a bracket, a colon or a word of contrast)
_COMMA = re.compile(r"\s*[,、，]")
# the list's "and", somewhere in its members or its last clause (Japanese, Korean and Chinese
# glue it to the name before; Arabic's "و" to an article after): "A, B and C", never "A, B"
_AND = {code: re.compile(words) for code, words in {
    "en": r"(?<![\w])and(?![\w])", "de": r"(?<![\w])und(?![\w])", "fr": r"(?<![\w])et(?![\w])",
    "es": r"(?<![\w])[ye](?![\w])", "it": r"(?<![\w])(?:e|ed)(?![\w])", "nl": r"(?<![\w])en(?![\w])",
    "pl": r"(?<![\w])(?:i|oraz)(?![\w])", "pt": r"(?<![\w])e(?![\w])", "sv": r"(?<![\w])och(?![\w])",
    "da": r"(?<![\w])og(?![\w])", "nb": r"(?<![\w])og(?![\w])", "fi": r"(?<![\w])ja(?![\w])",
    "tr": r"(?<![\w])(?:ve|ile)(?![\w])", "ro": r"(?<![\w])(?:si|și)(?![\w])", "ja": r"と|や",
    "ko": r"랑|하고|와 |과 ", "zh": r"和|跟|及", "ar": r"(?<![\w])و(?=ال)"}.items()}
# (each language's own "and": Romanian "si" is Italian "yes", Italian "e" Romanian "is")
_AMP = re.compile(r"&")
_UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]")
_ASKS = ("refund", "back", "full", "complaint", "declined", "withdrawn", "instead", "difference",
         "partial", "rest")  # (never "all": "另外2条、麦克风和三脚架都没问题", all of them fine)


def spread(clauses: list[Clause]) -> None:
    """Give the members of a list said fine, cut from its verb by commas, the closing
    clause's keeping (a mark at each member's end; the clauses are changed in place)."""
    if len(clauses) < 2 or not any(c.marks.get("kept") for c in clauses[1:]):
        return  # (most sentences: no list said fine)
    run, members = 0, []
    while run < len(clauses) - 1 and (said := _member(clauses[run])) is not None:
        members += [clauses[run]] if said else []
        run += 1
    if not members or not _closes(clauses[run]) \
            or not all(_COMMA.match(c.folded) for c in clauses[1:run + 1]) \
            or not any(_and(c) for c in clauses[:run + 1]):
        return
    for clause in members:
        clause.marks = {**clause.marks, "kept": [(len(clause.folded), len(clause.folded))]}
        clause.said = None
        clause.listed = True  # (``listed``: lines kept as a list, for ``strangers``)


def _and(clause: Clause) -> bool:
    """Whether a clause holds its languages' "and" (or "&")."""
    return bool(_AMP.search(clause.folded)) or any(
        (p := _AND.get(code)) is not None and p.search(clause.folded) for code in clause.codes)


def _member(clause: Clause) -> bool | None:
    """A list's member before its last: a line named or a count, a few words, no meaning
    (True); a thing no title names in a few words, "el SM58", passed over (False); None where
    the clause is no member."""
    # (its only meaning may be "the other", "the remaining": "the other two cables"; goods sent
    # back or cancelled are no member, "已寄回")
    if any(name != "rest" for name in clause.marks) or _words(clause) > _MOST_WORDS \
            or _meaning(clause) > 1 \
            or actions.RETURNED.search(clause.folded) or actions.CANCELLED.search(clause.folded):
        return None
    # (a count alone only as "the other two", "残りの3枚": never "I send back 1 and 2"; a thing
    # no title names is kept by no mark: ``keeping.kept_nearest`` would keep a line for it)
    count = clause.marks.get("rest") and _DIGIT.search(clause.folded)
    if not clause.lines and not count:
        return False
    # a member ends with its name or its count, a word at most after it ("the other two cables",
    # "el vestido verde"): never what is said of it, "外套和那件黑T都太大"
    end = max(m.end for m in clause.lines) if clause.lines else \
        max(d.end() for d in _DIGIT.finditer(clause.folded))
    return True if _words_of(clause.folded[end:]) <= 1 else None


def _words_of(text: str) -> int:
    unspaced = len(_UNSPACED.findall(text))
    return len(_UNSPACED.sub(" ", _PUNCT.sub(" ", text)).split()) + (unspaced + 1) // 2


def _words(clause: Clause) -> int:
    """A clause's own words beside the lines it names (a count's digits none, two letters of
    a script written without spaces one)."""
    rest = _DIGIT.sub(" ", clause.folded)  # (one space a digit: the mentions stand where they did)
    for m in sorted(clause.lines, key=lambda m: -m.start):
        rest = rest[:m.start] + " " + rest[m.end:]
    return _words_of(rest)


def _meaning(clause: Clause) -> int:
    """A member's words of meaning: beside its lines, no function word of its languages nor a
    word of "the other" ("Si tratta delle cuffie": "tratta", a verb; "the other two": "two")."""
    rest = _DIGIT.sub(" ", clause.folded)
    cuts = [(m.start, m.end) for m in clause.lines] + list(clause.marks.get("rest", ()))
    for start, end in sorted(cuts, reverse=True):
        rest = rest[:start] + " " + rest[end:]
    common = _function(clause.codes)
    return sum(1 for w in _UNSPACED.sub(" ", _PUNCT.sub(" ", rest)).split() if w not in common)


@cache
def _function(codes: tuple[str, ...]) -> frozenset[str]:
    return frozenset(w for code in codes if (t := tables.table(code)) is not None for w in t.function)


def _closes(clause: Clause) -> bool:
    """The list's last member with its verb: a line named, something said fine, nothing else."""
    kept, bad = _clauses.kept_and_bad(clause)
    if not kept or bad or not clause.lines or any(clause.marks.get(m) for m in _ASKS):
        return False
    return min(m.start for m in clause.lines) < min(kept)  # (its member named before the verb)
