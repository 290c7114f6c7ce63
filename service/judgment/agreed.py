"""The customer's yes to what an agent's last question named: "Just to confirm, the enamel mug
and the French press?" answered "Yes, those two"; "¿Son los 3 rollos los que vienen doblados?"
answered "sí, los 3, y el tapete"; "是百乐和白金两支吗？" answered "是的，两支都是". The customer's
yes says in their own voice what the question named (lines, a count, a share), so the question
is read as the opening of their answer (``reading``), and never without the yes: an agent's
words alone ground nothing.

``answered(comments, codes, own_of)``: each customer reply (their own words) that opens on a yes
(``tables.elsewhere.YES``, ``tables.stated.CONFIRMED``, ``tables.agreed.YES``) right after an
agent's public reply, with the questions it answers: the last run of that reply's sentences
that ask (a "?"), their tags taken off ("..., right?", "c'est bien ça ?", "ikke sandt?",
"对吧？": ``tables.agreed.TAG``), none of them setting things side by side ("or": ``tables.agreed.OR``) nor
holding a "not" (a yes to "it isn't broken?" says either) other than a word of being fine's own
("没问题吧？"). Never an answer that narrows or
takes back what it agrees to ("yes, but just the mug", "yes, actually the plate":
``tables.agreed.CORRECTION`` and the tables' ``contrast``).

``bound(own, request, pairs, titles, read, codes)``: the questions the customer's latest own
words agree to (a later comment of theirs is read as it stands), each read as the customer's
words, where they name a line of the payment (one the customer spoke of, where they spoke of any,
unless the questions say it is wrong: "did you also order the Hario?" is not "the Hario is
broken?") and ask no part of a price or a sum of it (an offer taken up is ``offered``'s), the
answer names no fewer of the lines they ask of than all ("yes, the mug" to "the mug and the
press?" agrees to the mug alone: left as it is) nor says one fine, holds no figure the questions
do not ("yes, 30 %" to "20 %?"; "those two" of the two lines asked of is theirs), and no sentence
of it says "no" or "not" of a line. ``settle(request, agreed)``: the lines those questions ask of
become the customer's named lines (no longer kept, nor another model's), the lines they say fine
kept, a count they say of a line its units; never an ask the customer's own words do not make.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import cache
from typing import TYPE_CHECKING

from service.judgment import provenance, tables
from service.judgment.facts import Comment
from service.judgment.numbers import digits
from service.judgment.sentences import sentences
from service.judgment.tables import fold_fragment, joined
from service.judgment.tables.agreed import CORRECTION, OR, TAG, YES
from service.judgment.tables.elsewhere import NO
from service.judgment.tables.elsewhere import YES as YES_WORDS
from service.judgment.tables.stated import CONFIRMED
from service.judgment.text import fold

if TYPE_CHECKING:  # (titles reads the clauses, which import the customer's words)
    from service.judgment.request import Request
    from service.judgment.titles import Titles

__all__ = ["answered", "bound", "settle"]

_ASKS = frozenset("?？؟")
_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")


def answered(comments: Sequence[Comment], codes: tuple[str, ...],
             own_of: dict[str, str]) -> tuple[tuple[str, str], ...]:
    """Each customer reply that says yes to an agent's questions, and the questions (see the
    module's docstring)."""
    public = [c for c in comments if c.public]
    out = []
    for n in range(1, len(public)):
        reply, asked = public[n], public[n - 1]
        if not reply.by_requester or asked.by_requester:
            continue
        own = own_of.get(reply.text)
        if own is None:
            own = provenance.own_text(provenance.segment(reply.text, codes))
        answer = fold(own)
        said = _opening(codes).match(answer)
        if said is None:
            continue  # (most replies open on no yes: nothing more is read)
        if _narrowed(answer[said.end():], codes):
            continue
        question = _questions(asked.text, codes)
        if question is None:
            continue
        out.append((own, question))
    return tuple(out)


def bound(own: Sequence[str], request: Request, pairs: tuple[tuple[str, str], ...],
          titles: Callable[[], Titles], read: Callable[[list[str]], Request],
          codes: tuple[str, ...]) -> list[Request]:
    """The questions the customer's own answers (``own``, read as ``request``) agree to, each read
    as the customer's words (see the module's docstring); ``titles``: the payment's lines'
    titles, ``read``: texts read as the customer's (``reading``), both asked for only where there
    are pairs."""
    if not pairs:
        return []
    lines, out = titles(), []
    for reply, question in pairs:
        if not own or own[-1] != reply:
            continue  # the customer wrote again after it: their latest word is read as it is
        asked, answer = read([question]), read([reply])
        named = (asked.named | asked.mentioned) - asked.kept  # the lines the questions ask of
        if not named:
            continue  # the questions name no line of this payment
        if asked.partial or asked.shares or asked.item_shares or asked.differences or asked.figures:
            continue  # a part of a price or a sum asked of ("half of the Bodum back, right?"):
            # never its whole line; an offer taken up is read as one (``offered``)
        theirs = (request.named | request.mentioned) - request.kept - asked.kept
        if not (asked.complaint or asked.asked) and theirs and not named <= theirs | request.kept:
            continue  # a line the customer never spoke of, in a question that says nothing wrong
            # with it ("did you also order the Hario?"): a yes says they bought it, not more
        said_now = (answer.named | answer.mentioned) - answer.kept
        if said_now & named and not named <= said_now or answer.kept & named:
            continue  # fewer lines than asked of, or one of them said fine
        said = _numbers(fold(reply), codes) - ({"1"} - set(_NUMBER.findall(reply)))
        if not said <= _numbers(fold(question), codes) | {str(len(named))}:
            continue  # a count or a share the questions do not say ("those two" of the two lines
            # asked of, a third said fine, does; "the small ones" a pronoun's one, no count)
        if any(_denies(fold(s), codes) and lines.mentions(fold(s)) for s in sentences(reply)):
            continue  # a "no" or a "not" said of a line
        out.append(asked)
    return out


def settle(request: Request, agreed: list[Request]) -> None:
    """The lines each question agreed to asks of, and the counts it says of them, as the
    customer's own: asked of, not kept nor another model's; the lines it says are fine, kept. Never
    an ask where the customer's own words make none."""
    for asked in agreed:
        named = (asked.named | asked.mentioned) - asked.kept
        fine = asked.kept - named
        request.named = (request.named | named) - fine
        request.mentioned |= named | fine
        request.kept = (request.kept - named) | fine
        request.other_variant -= named
        request.elsewhere -= named
        for line in named:
            request.kept_units.pop(line, None)
            if line in asked.units:
                request.units[line] = asked.units[line]


def _questions(text: str, codes: tuple[str, ...]) -> str | None:
    """The last run of ``text``'s sentences that ask, in the agent's own words; None where there
    is none, or one sets things side by side or says "not"."""
    if not _ASKS.intersection(text):
        return None
    said = sentences(provenance.own_text(provenance.segment(text, codes)))
    asking = [i for i, s in enumerate(said) if _ASKS.intersection(s)]
    if not asking:
        return None
    last = first = asking[-1]
    while first > 0 and _ASKS.intersection(said[first - 1]):
        first -= 1
    tag, alternative = _tag(codes), _or(codes)
    run = [tag.sub("", fold(s).strip()) for s in said[first:last + 1]]
    if any(alternative.search(s) or _denies(s, codes) and not _fine(s, codes) or _requests(s, codes)
           for s in run):
        return None
    return "\n".join(run)  # (one sentence a line: a tag taken off leaves no end mark)


def _narrowed(rest: str, codes: tuple[str, ...]) -> bool:
    """Whether the answer after its yes narrows or takes back what it agrees to."""
    if _correction(codes).search(rest):
        return True
    return any(p.contrast is not None and p.contrast.search(rest) for p in _found(codes))


def _fine(folded: str, codes: tuple[str, ...]) -> bool:
    """Whether a question says a line fine in the tables' words ("問題ありませんか", "没问题吧":
    the "not" of an idiom of it is no question's "not")."""
    return any(p.kept is not None and p.kept.search(folded) for p in _found(codes))


def _requests(folded: str, codes: tuple[str, ...]) -> bool:
    """Whether a question asks the customer to do something ("could you send a photo of the
    mug?"): a yes to it says nothing of the lines it names."""
    return any(p.please is not None and p.please.search(folded) for p in _found(codes))


def _denies(folded: str, codes: tuple[str, ...]) -> bool:
    return _no(codes).search(folded) is not None or any(
        p.negation is not None and p.negation.search(folded) for p in _found(codes))


def _numbers(folded: str, codes: tuple[str, ...]) -> set[str]:
    """The numbers of ``folded``, number words as digits."""
    return set(_NUMBER.findall(digits(folded, codes[0])))


@cache
def _found(codes: tuple[str, ...]) -> list[tables.Patterns]:
    return [p for p in (tables.patterns(c) for c in codes) if p is not None]


@cache
def _opening(codes: tuple[str, ...]) -> re.Pattern[str]:
    words = sorted({fold_fragment(w) for c in codes
                    for w in (*YES_WORDS.get(c, ()), *CONFIRMED.get(c, ()), *YES.get(c, ()))},
                   key=len, reverse=True)
    return re.compile(rf"\W*(?:{'|'.join(words)})(?![^\W\d_])" if words else r"(?!)")


@cache
def _tag(codes: tuple[str, ...]) -> re.Pattern[str]:
    """A question's tag at its end, with its question mark (and the comma before it)."""
    tags = joined(codes, TAG)
    # (after a comma, or right after a word of a script written without spaces: "..., right?",
    # "프레스 맞으신가요?", "法压壶吗？"; "the small pots are OK?" keeps its "OK")
    return re.compile(rf"(?:[,、，،]|(?<=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]))\s*(?:{tags.pattern})"
                      rf"\s*[?？؟]+\s*$" if tags else r"(?!)")


@cache
def _or(codes: tuple[str, ...]) -> re.Pattern[str]:
    return joined(codes, OR) or re.compile(r"(?!)")


@cache
def _correction(codes: tuple[str, ...]) -> re.Pattern[str]:
    return joined(codes, CORRECTION) or re.compile(r"(?!)")


@cache
def _no(codes: tuple[str, ...]) -> re.Pattern[str]:
    return joined(codes, NO) or re.compile(r"(?!)")
