"""A charge told, then said to be a mistake, with no word for a refund: "I collected it in your
store, but I was charged 49 kr for delivery. That must be a mistake?", "Det må vel være en
fejl?", "何かの間違いですよね？". The sentence that says the mistake names no line, no money and
no difference of its own, no negation stands beside its word, and the sentence before it told the
shipping charged (a verb of charging, ``tables.shown.CHARGED``, with the shipping spoken of): the
shipping is what the customer asks back. A mistake said of a delivery with no charge told ("it
went to the wrong parcel shop. That must be a mistake?") asks nothing.

``after(folded, marks, codes, clauses, request)`` is read within ``once.owed_asked``; most
sentences hold no word for a mistake and are left at one gate. Words written from the form,
folded as ``text.fold`` leaves text."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from service.judgment import money, owed
from service.judgment.clauses import Clause
from service.judgment.request import Request
from service.judgment.tables import gates, joined
from service.judgment.tables.shown import CHARGED

# a mistake, an error, said as a noun ("that must be a mistake", "en fejl", "間違い")
MISTAKE: dict[str, tuple[str, ...]] = {
    "en": (r"(?:a )?mistake", r"(?:an )?error"),
    "de": (r"(?:ein )?(?:fehler|versehen|irrtum)",),
    "fr": (r"(?:une )?erreur",),
    "es": (r"(?:un )?error", r"(?:una )?equivocacion"),
    "it": (r"(?:un )?(?:errore|sbaglio)",),
    "pt": (r"(?:um )?(?:erro|engano)",),
    "nl": (r"(?:een )?(?:fout|foutje|vergissing)",),
    "sv": (r"(?:ett )?(?:misstag|fel)(?! \w)",),
    "da": (r"(?:en )?fejl",),
    "nb": (r"(?:en )?feil(?! \w)",),
    "fi": (r"virhe\w*",),
    "pl": (r"b[lł][aą]d\w*", r"b[lł][eę]d\w*", r"pomy[lł]k\w*"),
    "ro": (r"(?:o )?(?:greseala|eroare)",),
    "tr": (r"hata\w*", r"yanlislik\w*"),
    "ja": (r"間違い", r"誤り", r"ミス"),
    "ko": (r"실수", r"오류", r"착오"),
    "zh": (r"错误", r"錯誤", r"搞错", r"搞錯", r"弄错", r"弄錯"),
    "ar": (r"خطا", r"غلط"),
}


@cache
def _compiled(codes: tuple[str, ...]) -> tuple[re.Pattern[str] | None, Callable[[str], bool],
                                               re.Pattern[str] | None]:
    found = joined(codes, MISTAKE)
    return found, (gates.prefilter(found) if found is not None else lambda _: False), joined(codes, CHARGED)


def after(folded: str, marks: owed.Spans, codes: tuple[str, ...], clauses: list[Clause],
          request: Request) -> tuple[str, tuple[int, int]] | None:
    """``("back", where)`` where the sentence says the shipping charged in the sentence before
    is a mistake (and then the shipping is asked: ``request.shipping``); else None."""
    if not request.shipping_last or not request.said_last:
        return None  # (most sentences)
    mistake, gate, charged = _compiled(codes)
    if mistake is None or charged is None or not gate(folded):
        return None
    if marks.get("shipping") or marks.get("difference") or any(c.lines for c in clauses) \
            or money.scan(folded) or not charged.search(request.said_last):
        return None
    for hit in mistake.finditer(folded):
        if not owed._negated(hit.span(), marks, folded):
            request.shipping = True
            return "back", hit.span()
    return None
