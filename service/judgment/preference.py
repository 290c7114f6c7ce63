"""Which remedy the customer puts first: the words of a preference between remedies
(``tables.preference``), compiled once per set of languages, and what ``reading`` asks of a
sentence with them: a wish for another remedy negated, a refund still awaited, money refused for
another remedy, money ranked below or above another ("rather a replacement than my money back",
"rather my money back than a voucher")."""

from __future__ import annotations

import re
from functools import cache

from service.judgment.tables import gates
from service.judgment.tables import joined as _joined
from service.judgment.tables.preference import (
    BELOW,
    DECLINED_AFTER,
    PREFER,
    SET_ASIDE_AFTER,
    SET_ASIDE_BEFORE,
    THAN,
    THAN_LOOSE,
)


@cache
def compiled(codes: tuple[str, ...]) -> tuple[re.Pattern[str] | None, ...]:
    """The preference words, the comparisons the lesser remedy follows (those that never start
    a clause, then those that may: ``THAN_LOOSE``) and those it precedes, in ``codes``."""
    return (_joined(codes, PREFER), _joined(codes, THAN), _joined(codes, THAN_LOOSE),
            _joined(codes, BELOW))


def negated(marks: dict[str, list[tuple[int, int]]], span: tuple[int, int]) -> bool:
    """A wish for another remedy, negated: "No quiero cambio", "Ich möchte keinen Ersatz" (a
    negation inside it or right before it, and no word for a refund in it) declines nothing."""
    s, e = span
    inside = [(a, b) for a, b in marks.get("instead", []) if s <= a and b <= e]
    if not inside or any(s <= a and b <= e for a, b in marks.get("refund", [])):
        return False
    # (a negation that overlaps it counts too: "I don't want to wait for a replacement")
    return any((s <= a and b <= e) or 0 <= s - b <= 1 or (a < s < b <= e)
               for a, b in marks.get("negation", []))


def withdrawing(marks: dict[str, list[tuple[int, int]]]) -> list[tuple[int, int]]:
    """The words withdrawing the request, but those that hold a wish for another remedy: a
    need negated of a new one ("en tarvitse uusia tilalle", "no need of new ones") declines
    the replacement and withdraws nothing; nor do those inside a complaint's words (one thing
    ordered and another come: "ネイビーを頼みましたが、ピンクが届きました")."""
    instead, complaints = marks.get("instead", []), marks.get("complaint", [])
    return [(s, e) for s, e in marks.get("withdrawn", []) if not any(s <= a and b <= e for a, b in instead)
            and not any(a <= s and e <= b for a, b in complaints) and not _kept_on((s, e), marks)]


def _kept_on(span: tuple[int, int], marks: dict[str, list[tuple[int, int]]]) -> bool:
    """The refund itself cancelled, with a negation right beside it ("don't cancel the refund",
    "no cancelen el reembolso", "annuleer de terugbetaling niet", "不要取消退款"): the refund is
    kept going, nothing withdrawn (a stop between, "no, cancel the refund", is two words apart)."""
    s, e = span
    return any(s <= a and b <= e for a, b in marks.get("refund", [])) and any(
        0 <= s - b <= 1 or 0 <= a - e <= 1 for a, b in marks.get("negation", []))


def faulty_beside(marks: dict[str, list[tuple[int, int]]]) -> bool:
    """A withdrawal said beside a fault outside its words ("found it, the box was crushed and the
    lamp is cracked", "my son had picked it up, but the lamp is broken"): the thing turned up, and
    the line named is complained of, never kept. A word of it being fine, or a negation outside
    the withdrawal ("it isn't broken after all"), leaves the line kept."""
    spans = marks.get("withdrawn", [])

    def outside(span: tuple[int, int]) -> bool:
        return not any(s <= span[0] and span[1] <= e for s, e in spans)

    return bool(spans) and any(outside(c) for c in marks.get("complaint", [])) and not marks.get("kept") \
        and not any(outside(n) for n in marks.get("negation", []))


def unsent(marks: dict[str, list[tuple[int, int]]]) -> dict[str, list[tuple[int, int]]]:
    """``marks`` without the words for money back that stand inside the words of a thing kept
    ("I won't send it back", "sender den ikke tilbage": ``tables.afterall.NOT_SENT_BACK``): the
    thing stays, and nothing is asked back by them. ``marks`` itself where there are none (it is
    cached: a copy otherwise)."""
    stays = marks.get("kept")
    if not stays or not any(any(s <= a and b <= e for s, e in stays) for name in ("refund", "back")
                            for a, b in marks.get(name, [])):
        return marks  # (most sentences)
    return {**marks, **{name: [(a, b) for a, b in marks[name] if not any(s <= a and b <= e for s, e in stays)]
                        for name in ("refund", "back") if name in marks}}


_CLAUSE_STOP = re.compile(r"[,.;:!?()\n。、，！？；：]|\s[-–—]\s")


@cache
def _declined_after() -> re.Pattern[str]:
    return re.compile("|".join(w for words in DECLINED_AFTER.values() for w in words))


def alternative_declined(folded: str, marks: dict[str, list[tuple[int, int]]]
                         ) -> dict[str, list[tuple[int, int]]]:
    """``marks`` where another remedy is declined by its own "that's fine" right after it
    ("交換は大丈夫です", "교환은 괜찮아요", "换货就不用了": ``tables.preference.DECLINED_AFTER``):
    those words are its negation, and nothing kept, accepted or withdrawn. ``marks`` itself
    where there are none (it is cached: a copy otherwise)."""
    instead = marks.get("instead")
    if not instead:
        return marks  # (most sentences)
    spans = [m.span() for _, e in instead if (m := _declined_after().match(folded, e)) is not None]
    if not spans:
        return marks
    out = {name: [(a, b) for a, b in found if not any(s <= a < e for s, e in spans)]
           for name, found in marks.items() if name in ("kept", "accept", "withdrawn", "yes")}
    return {**marks, **out, "negation": marks.get("negation", []) + spans}


@cache
def _set_aside() -> tuple[re.Pattern[str], re.Pattern[str]]:
    before = "|".join(w for words in SET_ASIDE_BEFORE.values() for w in words)
    after = "|".join(w for words in SET_ASIDE_AFTER.values() for w in words)
    # (one word between at most: the article, "instead of an exchange", "statt eines Umtauschs")
    return (re.compile(rf"(?<![\w])(?:{before})\s*(?:[\w']+\s+)?\Z"),
            re.compile(rf"\s*(?:{after})"))


def set_aside(folded: str, marks: dict[str, list[tuple[int, int]]]
              ) -> dict[str, list[tuple[int, int]]]:
    """``marks`` without the other remedies that "instead of", "rather than" stand before (or
    after: "vaihdon sijaan", "交換の代わりに"): "20 % off instead of an exchange" sets the exchange
    aside, and wishes none (``tables.preference.SET_ASIDE_BEFORE``, ``SET_ASIDE_AFTER``).
    ``marks`` itself where there are none."""
    instead = marks.get("instead")
    if not instead:
        return marks  # (most sentences)
    before, after = _set_aside()
    kept = [(s, e) for s, e in instead
            if before.search(folded, max(0, s - 40), s) is None and after.match(folded, e) is None]
    if len(kept) == len(instead):
        return marks
    return {**{k: v for k, v in marks.items() if k != "instead"}, **({"instead": kept} if kept else {})}


def wish_negated(folded: str, marks: dict[str, list[tuple[int, int]]]) -> bool:
    """A wish for another remedy with a negation beside it (14 characters either side): "no
    replacement", "kein Ersatz gewünscht". A negation before it in the clause before counts not
    ("je ne veux pas la renvoyer, envoyez-moi un couvercle neuf", "iade etmek istemiyorum, bana
    yeni bir kapak gönderin": what is negated there is the return, and the new part is wished)."""
    negations = marks.get("negation", [])
    return any(any((0 <= s - b <= 14 and not _CLAUSE_STOP.search(folded, b, s)) or 0 <= a - e <= 14
                   for a, b in negations)
               for s, e in marks.get("instead", []))


# "still", "yet", "so far" in every covered language (folded): "still no refund", "toujours pas
# remboursée", "no refund yet", "まだ", "아직"
_STILL = re.compile(
    r"(?<![\w])(?:still|yet|so far|toujours|encore|jusqu'a present|todavia|aun|ancora|tuttora|ainda|"
    r"noch|immer noch|bisher|bislang|nog|nog steeds|nog altijd|tot nu toe|fortfarande|annu|stadig|"
    r"endnu|fortsat|fortsatt|enna|ennå|enda|fremdeles|viela|vielakaan|yha|edelleen|nadal|wciaz|"
    r"jeszcze|inca|hala|henuz|halen|حتى الان|حتي الان|ما زلت|لا زلت|مازلت|ما زال|لا يزال|"
    r"بعد)(?![\w])|まだ|未だ|还没|還沒|仍未|至今|아직|여전히")


def back_unnegated(folded: str, marks: dict[str, list[tuple[int, int]]]) -> list[tuple[int, int]]:
    """The words for "back" that no negation stands right before (a word between at most: "die
    Versandkosten will ich nicht zurück", "fragten vil jeg ikke have igen", "je ne veux pas les
    récupérer") nor in: those ask nothing back. A negation further off is of something else
    ("it could not process a return": the return is no money asked either way)."""
    negations = marks.get("negation", [])
    return [(s, e) for s, e in marks.get("back", [])
            if not any((s - b >= 0 and _ONE_WORD.fullmatch(folded, b, s))
                       or (a <= s and e <= b) for a, b in negations)]


# the gap between a negation and the word it negates: nothing, or one word
_ONE_WORD = re.compile(r"\s*(?:[\w'-]+\s+)?")


def accept_negated(folded: str, marks: dict[str, list[tuple[int, int]]]) -> bool:
    """Every word of accepting negated in its own clause ("納得できません"; not "着られなくはない
    ので、20％オフで納得します", a negation of the clause before)."""
    return all(any((0 <= s - b <= 14 and not _CLAUSE_BREAK.search(folded, b, s))
                   or (0 <= a - e <= 14 and not _CLAUSE_BREAK.search(folded, e, a))
                   for a, b in marks.get("negation", []))
               for s, e in marks.get("accept", []))


_CLAUSE_BREAK = re.compile(r"[,;:、，；：]")


def still(folded: str) -> bool:
    """Whether ``folded`` holds a word for "still" or "yet" (``_STILL``)."""
    return gates.prefilter(_STILL)(folded) and _STILL.search(folded) is not None


def awaited(folded: str, span: tuple[int, int]) -> bool:
    """A refund still awaited: "..., still no refund", "toujours pas remboursée", "no refund
    yet" (a bare refusal of three words at most, its clause holding nothing before it but a word
    for "still", or nothing at all and "yet" after it) asks for the money it has not had. A
    refusal with a subject or a verb of wanting before it ("I still want no refund", "je ne veux
    toujours pas de remboursement") declines."""
    s, e = span
    if len(folded[s:e].split()) > 3:
        return False
    before = _CLAUSE_END.split(folded[:s])[-1].split()
    if before and before[0] in _AND:
        before = before[1:]
    if not before:
        return _STILL.match(folded[e:e + 10].lstrip()) is not None
    if len(before) <= 2 and _STILL.fullmatch(" ".join(before)) is not None:
        return True
    # a subject and its "have" before the "still": "ich habe noch kein Geld zurück", "I have
    # still no refund", "j'ai toujours pas de remboursement" (never a verb of wanting)
    # (in the clause after its last "and", "but": "it came back 12 days ago and I have still no
    # refund")
    before = before[max((k + 1 for k, w in enumerate(before) if w in _AND), default=0):]
    return any(len(before) > n and len(before) - n <= 3 and _STILL.fullmatch(" ".join(before[-n:]))
               is not None and all(w in _HAVING for w in before[:-n]) for n in (1, 2))


# a subject and a verb of having or getting, folded, as they stand before a "still" in the
# covered languages
_HAVING = frozenset({"i", "we", "have", "ve", "got", "ich", "wir", "habe", "hab", "haben", "bekomme", "bekommen",
                     "j", "ai", "j'ai", "n'ai", "nous", "avons", "je", "n", "ne", "yo", "tengo", "tenemos",
                     "ho", "abbiamo", "eu", "tenho", "temos", "ik", "heb", "hebben", "wij", "jag", "vi",
                     "har", "jeg", "fatt", "fikk", "fick", "mam", "mamy", "am", "avem", "nu", "nao", "no",
                     "non"})


_CLAUSE_END = re.compile(r"[,.;:!?()\n。、，！？—–]|\s-\s")
_AND = frozenset({"and", "but", "et", "mais", "y", "pero", "e", "ma", "mas", "und", "aber", "en",
                  "maar", "och", "men", "og", "ja", "mutta", "i", "ale", "si", "dar", "ve", "ama",
                  "و"})


def money_refused_for_another(folded: str, marks: dict[str, list[tuple[int, int]]]) -> bool:
    """"Nu vreau banii înapoi, îmi puteți da un voucher": money back negated (a negation right
    before the words, at most two words and no stop between, or first in them) beside a wish for
    another remedy not negated."""
    negations = marks.get("negation", [])

    def right_before(a: int, b: int, s: int) -> bool:
        between = folded[b:s]
        return s - b >= 0 and not re.search(r"[,.;:!?]", between) and len(between.split()) <= 2

    refused = any(any(right_before(a, b, s) or s <= a < min(e, s + 12) for a, b in negations)
                  for s, e in marks.get("refund", []) + marks.get("back", []))
    # (a negation after the remedy counts only where no stop stands between: "Prefer un
    # înlocuitor, nu vreau banii înapoi" refuses the money, not the remedy)
    return refused and bool(marks.get("instead")) and not any(
        0 <= s - b <= 14 or (0 <= a - e <= 14 and not re.search(r"[,.;:!?]", folded[e:a]))
        for s, e in marks.get("instead", []) for a, b in negations)


def money_ranked_below(folded: str, marks: dict[str, list[tuple[int, int]]],
                        codes: tuple[str, ...]) -> bool:
    """"Lieber einen Ersatz als mein Geld zurück", "hellre en ny än pengarna tillbaka",
    "返金より交換の方がいい": a preference, and words of money back that end on the lesser side
    of the comparison (after "than"; before a postposition like より, 보다, yerine), in one
    sentence part with no stop between (words in ``tables.preference``). Money on the better
    side ("rather my money back than a voucher") asks."""
    paid_back = marks.get("refund", []) + marks.get("back", [])
    if not paid_back:
        return False
    prefer, than, loose, below = compiled(tuple(dict.fromkeys(codes)))
    for p in prefer.finditer(folded) if prefer and gates.prefilter(prefer)(folded) else ():
        stop = _STOP_AT.search(folded, p.end())
        end = stop.start() if stop else len(folded)
        comparisons = [(t, False) for t in (than.finditer(folded, p.end(), end) if than else ())]
        comparisons += [(t, True) for t in (loose.finditer(folded, p.end(), end) if loose else ())]
        for t, needs_remedy in comparisons:
            named = any(p.end() <= a and b <= t.start() for a, b in marks.get("instead", []))
            if (named or (t.start() > p.end() + 1 and not needs_remedy)) \
                    and any(t.end() < b <= end for _, b in paid_back) \
                    and not any(p.end() <= a and b <= t.start() for a, b in paid_back):
                return True
        for b in below.finditer(folded) if below else ():
            start = max((m.end() for m in _STOP_AT.finditer(folded, 0, b.start())), default=0)
            if any(start <= a and e <= b.start() for a, e in paid_back):
                return True
    return False


def money_ranked_above(folded: str, marks: dict[str, list[tuple[int, int]]],
                        codes: tuple[str, ...], span: tuple[int, int]) -> bool:
    """"Liever geld terug dan een nieuwe", "hellre pengarna tillbaka än en ny": a wish for
    another remedy whose words reach across a comparison, the money back before "than" (after
    the preference, no stop between) and the other remedy after it: the money is the better
    side, and nothing is declined."""
    s, e = span
    paid_back = marks.get("refund", []) + marks.get("back", [])
    prefer, than, _, _ = compiled(tuple(dict.fromkeys(codes)))
    if not (paid_back and prefer and than):
        return False
    for t in than.finditer(folded, s, e):
        first = prefer.search(folded, s, t.start())
        if first and not _STOP_AT.search(folded, first.end(), t.start()) \
                and any(first.end() <= a and b <= t.start() for a, b in paid_back):
            return True
    return False


_STOP_AT = re.compile(r"[.;!?。！？；]")


_WORD = re.compile(r"\w+")


def names_the_product(folded: str, spans: list[tuple[int, int]],
                      title_words: frozenset[str]) -> bool:
    """Every word of another remedy is a word of a title on the payment: the product is a
    replacement part ("der Ersatzakku hält nicht", "the replacement filter leaks"), named by its
    title, and no remedy is wished."""
    if not spans or not title_words:
        return False
    for s, e in spans:
        start = s
        while start and (folded[start - 1].isalnum() or folded[start - 1] == "_"):
            start -= 1  # the whole word the remedy's word is part of ("ersatz" in "ersatzakku")
        word = _WORD.match(folded, start)
        if word is None or word.end() < e or word.group(0) not in title_words:
            return False
    return True
