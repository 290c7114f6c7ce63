"""Items the customer names that are not on this payment.

A ticket's subject says what it is about ("Trasig vattenkokare", "Housse de couette déchirée",
"보조배터리가 부풀었어요"). ``strangers(subject, codes, order)`` returns the subject's words that
name a thing, none of the payment's lines: words of four letters or more (a Korean word with its
particle, a run of Japanese or Chinese characters) that are none of the language's common,
generic or meaning words (a complaint, a refund, the shipping) and no word of any line's title.
They count only where the titles are written in the customer's language: a Portuguese
customer's "bracelete" says nothing against an English "Band" line, but a Swedish "vattenkokare"
says something against Swedish "Brödrost" and "Äggkokare" lines.
"""

from __future__ import annotations

import re
from functools import lru_cache

from service.judgment import actions, charges, concepts, language, tables
from service.judgment.clauses import MARKS
from service.judgment.facts import Order
from service.judgment.matching import stem
from service.judgment.tables.narrowed import narrowed
from service.judgment.tables.products import BROADER
from service.judgment.text import fold
from service.judgment.titles import Titles

_WORD = re.compile(r"[^\W\d_]{4,}|[\uac00-\ud7af]{2,}|[\u3040-\u30ff\u3400-\u9fff]{2,}")


# a Korean word that ends as a verb does, no thing: "녹아서", "왔어요", "완료됐는데", "깨졌습니다"
_PREDICATE = re.compile(r"[\uac00-\ud7af](?:요|[아어여해돼와워져나러려]서|[는은]데|니다|[었았했됐겠는]다)$")
# a parcel gone back to its sender, as a carrier's page says it (folded): the sender is no item
# ("Pakket retour afzender?", "Retour à l'expéditeur", "Devuelto al remitente")
_TO_SENDER = re.compile(
    r"(?<![\w])(?:(?:return(?:ed)?|sent back|back) to (?:the )?sender|"
    r"(?:zuruck|retour|rucksendung) an (?:den )?absender|"
    r"retour(?:ne|nee)? (?:a l'|a )?(?:l')?expediteur|devuel\w* al remitente|devolucion al remitente|"
    r"(?:reso|rientr\w*|restituit\w*|ritorno) al mittente|devolvid\w* ao remetente|devolucao ao remetente|"
    r"retour (?:naar )?(?:de )?afzender|terug naar (?:de )?afzender|(?:zwrot|zwrocon\w*|odeslan\w*) do nadawcy|"
    r"returnat\w* (?:la|catre) expeditor|retur(?:nera\w*|nerad\w*)? till avsandare\w*|"
    r"retur(?:neret)? til afsender\w*|retur(?:nert)? til avsender\w*|palaut\w* lahettajalle|"
    r"gondericiye (?:iade|geri)\w*(?: (?:edil|don|gonderil)\w*)?)(?![\w])|"
    r"差出人(?:に|へ|様)?(?:返送|戻|返還)|발송인\w*|반송|退回(?:给)?(?:寄件人|发件人|寄件者)|"
    r"(?:الى|الي|لل)\s?مرسل|المرسل")
_EVENTS = (actions.RETURNED, actions.CANCELLED, charges.TWICE, charges.FREE_SHIPPING, _TO_SENDER)


@lru_cache(maxsize=1024)
def _titles_in(titles: str, customer: str) -> bool:
    """Whether the titles are written in the customer's language (not, say, English titles
    on a Portuguese customer's order)."""
    if customer == "en":
        return language.identify(titles).code == "en"
    if language.leans(titles, customer):
        return True
    # short titles the detector leans English on ("Serviettes de table lin", "Set de table
    # rotin"): the customer's own small words in them, twice, and no English one, say it
    own, english = tables.table(customer), tables.table("en")
    if own is None or english is None:
        return False
    words = re.findall(r"[^\W\d_]+", fold(titles))
    return sum(w in own.function and w not in english.function for w in words) >= 2 \
        and not any(w in english.function for w in words)


@lru_cache(maxsize=64)
def _stems(codes: tuple[str, ...]) -> frozenset[str]:
    """The stems of the languages' generic words (an order, a parcel, a product)."""
    return frozenset(x for code in codes if (t := tables.table(code)) is not None
                     for w in t.generic for x in (w, stem(w)))


def strangers(subject: str, codes: tuple[str, ...], order: Order, customer: str | None,
              ) -> tuple[str, ...]:
    """The subject's words that name something not on ``order`` (see the module's
    docstring); none where the titles are not in the customer's language ``customer``."""
    if not subject.strip() or not order.lines or customer is None:
        return ()
    folded = fold(subject)
    found = [p for p in (tables.patterns(c) for c in dict.fromkeys(codes)) if p is not None]
    marked = [m.span() for p in found for name in MARKS
              for m in (getattr(p, name).finditer(folded) if getattr(p, name) else ())]
    # what happened to the goods or the money, which is no item: "colis retourné", "Précommande
    # annulée", "二重に決済されました" (sent back, cancelled, charged twice, a free shipping)
    marked += [m.span() for form in _EVENTS for m in narrowed(form).finditer(folded)]
    common = {w for p in found for w in (*p.table.function, *p.table.generic)}
    generic = _stems(tuple(p.table.code for p in found))
    titles = Titles(order)
    named = {(m.start, m.end) for m in titles.mentions(folded)}
    out = []
    # words written in small letters, not first: what a subject says of its thing once it has
    # named it by a kind of product ("Kengät liian pienet", the shoes too small)
    small = {fold(m.group()) for m in _WORD.finditer(subject) if m.start() and m.group()[:1].islower()}
    thing = False
    for match in _WORD.finditer(folded):
        a, b = match.span()
        word = match.group()
        # (a generic word in another form: "paketet", "pakken", "coletul", the parcel)
        if word in common or stem(word) in generic:
            continue
        if any(x < b and a < y for x, y in (*marked, *named)) or _PREDICATE.search(word):
            continue
        kind = concepts.of_word(word)
        if thing and word in small and kind is None:
            continue
        thing = thing or kind is not None
        out.append(word)
    # the titles' language asked last: it costs lingua a cold look-up (about 1 ms in a
    # judgment) that a subject naming only what is on the payment never needs
    if not out or not _titles_in(" / ".join(li.title for li in order.lines), customer):
        return ()
    return tuple(out)


def of_priced_line(word: str, priced: list[int], order: Order, codes: tuple[str, ...]) -> bool:
    """Whether the subject's ``word`` (one ``strangers`` found) names a line priced as asked
    (``priced``) by its kind, in another word than its title's: "Parkas" of a "Vinterjakke"
    line (a jacket either way); "Kengät" (shoes) of a "Talvisaapas" (a winter boot) line, a
    kind its word names too (``products.BROADER``). Never a kind only of the line's family
    ("the pan" of a pot, "the charger" of a cable: another item), nor where another line's
    title is of the word's kind: the word then names that line."""
    kind = concepts.of_word(word)
    if kind is None or not priced:
        return False
    named = frozenset({kind, *BROADER.get(kind, ())})
    read_in = frozenset({*codes, "en"})
    kinds = [concepts.of_title(line.title, read_in) for line in order.lines]
    if any(kinds[i] & named for i in range(len(kinds)) if i not in priced):
        return False
    return any(kinds[i] & named for i in priced)
