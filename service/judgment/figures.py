"""The numbers of a sentence, read against the payment: counts said of a line ("two of the
six", "2 mugs"), shares and what they are of, and each figure with what on the payment it
names (``classify``); once every sentence is read, the differences a request asks
(``spelled_out``, ``differences``). See ``reading``'s docstring for the rules."""

from __future__ import annotations

import itertools
import re
from fractions import Fraction

from service.judgment import durations, money, numbers, tables, tenths
from service.judgment.clauses import Clause, clauses_of, kept_and_bad
from service.judgment.discounts import discounted
from service.judgment.facts import Order
from service.judgment.madeup import asked_nearer, made_up
from service.judgment.packs import of_packs, pieces
from service.judgment.request import Figure, Request
from service.judgment.tables import Patterns, gates, groups
from service.judgment.text import fold
from service.judgment.titles import Titles

# (a count may end a sentence: "refund those 2." is no decimal; the digit looked at first, so
# that a place without one fails at once: these patterns are searched at every place; a colon
# after a word, "温控阀:2个", "Menge:2", is no time's)
_COUNT = re.compile(r"(?=\d)(?<![\d.,#/])(?<!\d:)(\d{1,3})(?![\d/%:]|[.,]\d|\s?(?:cm|mm|ml|kg|g|l|m|x|gb|tb)\b)")
MAX_SUBSETS = 4096
_PIECE_GAP = 8  # the most between a count of a pack's pieces and the line's words
_DIGIT = re.compile(r"\d")
_NUMBERS = re.compile(r"\d+")
_NOT_DIGIT = re.compile(r"\D")
# a count, its counter and "even" ("一件都没", "一个也不", "1つも", "하나도"): none at all, with
# the negation that follows
_NOT_EVEN = re.compile(r"\s?(?:個|个|件|只|隻|双|雙|枚|本|点|つ|足|着|組|组|脚|켤레|개|벌|장|병|세트|쌍|권|잔)?\s?"
                       r"(?:都|也|も|도)")
# a price split in two halves ("50/50", "50-50", "fifty-fifty" as its digits)
_SPLIT = re.compile(r"(?<![\d.,/])50 ?[/-] ?50(?![\d/%]|[.,]\d)")
# a size said with its number ("maat 3 ipv maat 4", "Größe 38", "taglia 42"): no count
_SIZE_BEFORE = re.compile(r"(?:\b(?:size|sizes|grosse|groesse|gr|taille|talla|taglia|tamanho|maat|rozmiar\w*|marime"
                          r"|marimea|storlek|storleken|str|storrelse|storrelsen|størrelse|størrelsen|koko|koon|koossa|koolla|kokoa"
                          r"|beden|bedeni|numara|numarasi|misura)"
                          r"|サイズ|사이즈|尺码|尺碼|码|مقاس|المقاس|قياس)\s?[:.]?\s?$")
_COUNTER = re.compile(r"\s?(?:個|个|件|只|隻|双|雙|枚|本|点|つ|足|着|組|组|脚|켤레|개|벌|장|병|세트|쌍|권|잔)")
# a whole number of two to six digits alone: not part of a figure, a date, a time, a share,
# an order number or a size ("299", not "10%", "12/03", "#10234", "42cm"); its thousands
# may be grouped by a space, a dot or a comma, the same each time ("2 499", "2.499", "2,499":
# three figures after a mark are never cents in any currency the rules read)
# (in Japanese, Chinese and Korean a word's letters touch the number: "が1,099に", "是1299，今天1099了";
# a counter after it makes a count, "12個", a date's or a unit's sign no price, "12月", "15일")
_UNSPACED = "\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af"
_BARE_NUMBER = re.compile(rf"(?=\d)(?<!(?![{_UNSPACED}])[\w.,:/#%-])(?:\d{{1,3}}(?P<mark>[ .,\u00a0\u202f])"
                          rf"\d{{3}}(?:(?P=mark)\d{{3}})?|\d{{2,6}})"
                          rf"(?!(?![{_UNSPACED}])[\w:/%-]|[.,]\d|\s?%|{_COUNTER.pattern}"
                          # nor of a date, a time, an age or a unit, nor a currency's own figure: "12月", "15일"
                          r"|[年月日号號天周週點分秒时時次岁歳倍元块塊円원년월일시분초번살배층호])")


def read_numbers(sentence: str, order: Order, titles: Titles, found: list[Patterns],
             codes: tuple[str, ...], request: Request, previous: set[int]) -> None:
    # each language's number words written as digits; languages whose reading is the same
    # share its clauses (cut with every language's words, as the sentence itself was)
    # a share in words is read before number words become digits ("un terzo", "two thirds",
    # "een derde": the number reader would write them as an ordinal or a count)
    folded = fold(sentence)
    key = ("worded", folded, codes)  # (once a judgment: ``Titles.memo``)
    if key not in titles.memo:
        titles.memo[key] = [p for p in (tables.patterns(c) for c in dict.fromkeys(codes))
                            if p is not None and p.share is not None
                            and gates.prefilter(p.share)(folded) and p.share.search(folded)]
    worded: list[Patterns] = titles.memo[key]  # type: ignore[assignment]
    if worded:
        plain = clauses_of(folded, titles, found)
        for language in worded:
            _shares(plain, language, request, previous, worded=True, order=order, codes=codes)
    for reading, languages in _readings(sentence, codes, titles).items():
        if not _DIGIT.search(reading):
            continue  # no figure, count or per cent to read
        counts, figures, bare = _numbers(reading, order, titles)
        request.counts |= counts
        clauses = clauses_of(reading, titles, found)
        request.bare += bare
        for p in languages:
            _counts(reading, clauses, order, p, request, figures, previous)
            _shares(clauses, p, request, previous, order=order)
        _figures(clauses, figures, order, request)


def _readings(sentence: str, codes: tuple[str, ...], titles: Titles) -> dict[str, list[Patterns | None]]:
    """The sentence with each language's number words as digits, and the languages that read
    it so (once a judgment: ``Titles.memo``)."""
    key = ("readings", sentence, codes)
    if key not in titles.memo:
        readings: dict[str, list[Patterns | None]] = {}
        for code in dict.fromkeys(codes):
            readings.setdefault(numbers.digits(sentence, code), []).append(tables.patterns(code))
        titles.memo[key] = readings
    return titles.memo[key]  # type: ignore[return-value]


def _numbers(reading: str, order: Order, titles: Titles
             ) -> tuple[set[int], list[money.Mention], list[int]]:
    """A reading's counts, its figures, and its bare numbers outside them (once a judgment:
    none of them to be changed)."""
    key = ("numbers", reading)
    if key not in titles.memo:
        figures = money.scan(reading, whole=money.exponent(order.currency) == 0)
        figures += money.addends(reading, figures)
        bare = [int(_NOT_DIGIT.sub("", m.group())) for m in _BARE_NUMBER.finditer(reading)
                if not any(f.start <= m.start() < f.end for f in figures)]
        titles.memo[key] = ({int(n) for n in _COUNT.findall(reading)}, figures, bare)
    return titles.memo[key]  # type: ignore[return-value]


# "only" and "just" in the covered languages whose count follows it (folded), where the tables
# read them as words of contrast
_ONLY = re.compile(r"(?:only|just|nur|seulement|uniquement|bare|kun|vain|ainoastaan|so|apenas|"
                   r"somente|solo|solamente|soltanto|alleen|slechts|endast|bara|enbart|tylko|doar|"
                   r"sadece|yalnizca)\b")


def _counts(reading: str, clauses: list[Clause], order: Order, p: Patterns | None,
            request: Request, figures: list[money.Mention], previous: set[int]) -> None:
    """Counts said of a line: "two of the six" (the line of six), "2 mugs" (a count before a
    line's words, no other number between), or a count in a clause that complains, asks or
    keeps, in a sentence naming one line of several units."""
    money_spans = [(f.start, f.end) for f in figures]
    here = [m.line for c in clauses for m in c.lines]
    multi = [i for i in dict.fromkeys(here or previous) if order.lines[i].quantity > 1]
    # the one line of one pack of pieces ("6pcs") the sentence names: a count said fine in it is
    # of its pieces ("the other five are fine"); a count complained of, only with its words after
    pack = [] if multi or any(li.quantity > 1 for li in order.lines) else \
        [i for i in dict.fromkeys(here or previous) if pieces(order.lines[i]) > 1]
    # a count with a counter word ("2個", "2켤레") is of units: of the one line of several
    # units, when the sentence names no line (the item in words no title matches)
    several = [i for i, li in enumerate(order.lines) if li.quantity > 1]
    counted = several if not here and not previous and len(several) == 1 else []
    # (every form of a count of a whole writes two numbers apart: most readings hold one)
    if p is not None and p.count_of is not None and len(_NUMBERS.findall(reading)) >= 2:
        for match in p.count_of.finditer(reading):
            part, whole = _int(groups(match, "part")), _int(groups(match, "whole"))
            if not part or not whole or part >= whole:
                continue
            # (of the pieces: a line of one "4-pk" holds four, ``packs``)
            lines = [i for i, li in enumerate(order.lines) if pieces(li) == whole]
            if len(lines) > 1:
                lines = [i for i in lines if i in here and i not in request.kept] or lines
            if len(lines) == 1:
                request.units[lines[0]] = part
                # "two of the six" where one line is of six units points at that line, in
                # whatever words the customer names it ("Kuudesta mukista kaksi")
                request.worded.add(lines[0])
    asked = False  # the clause before asks money back ("refund me", then "only 2 pairs")
    for clause in clauses:
        # (no count in it, only figures of four digits or more, a date: what it asks is carried
        # on, as where a count it holds stands in a figure)
        if not _COUNT.search(clause.folded):
            asked = bool(clause.marks.get("refund") or clause.marks.get("back"))
            continue
        kept, bad = kept_and_bad(clause)
        said = bool(kept or bad or clause.marks.get("refund") or clause.marks.get("back"))
        # "a refund for only 2 pairs", "Erstattung für nur 2 Paar": the word for "only" cuts
        # a clause of contrast, and the count after it is of the money the clause before asks
        said, asked = said or (asked and bool(_ONLY.match(clause.folded)) and p is not None
                               and p.contrast is not None and bool(p.contrast.match(clause.folded))), \
            bool(clause.marks.get("refund") or clause.marks.get("back"))
        numbers_at = [m for m in _COUNT.finditer(clause.folded)
                      if not any(a <= clause.start + m.start() < b for a, b in money_spans)]
        # a "works" word read as negated, several counts in the clause ("2つは動くが1つは接続できない",
        # no comma after "が"): which count the negation is of is not told, so a count binds only to
        # the line whose words follow it
        mixed = bool(clause.marks.get("kept")) and not kept and bool(clause.marks.get("negation")) and len(
            [m for m in numbers_at if not _OCCASIONS.match(clause.folded, m.end())
             and not _NOT_EVEN.match(clause.folded, m.end())]) > 1
        for k, match in enumerate(numbers_at):
            count = int(match.group(1))
            if _SIZE_BEFORE.search(clause.folded, max(0, match.start() - 14), match.start()):
                continue  # "2 maat 3 ipv maat 4": the 3 and the 4 are sizes, no count
            if _NOT_EVEN.match(clause.folded, match.end()):
                continue  # "一件都没收到", "1つも届いていない": not a single one, no count
            if _OCCASIONS.match(clause.folded, match.end()):
                continue  # "洗了一次", "1回洗った", "한 번", "washed 2 times": how often, no units
            if count == 1 and _a_defect(clause, match.start(), match.end()):
                continue  # "een barst", "une fissure": the article of a fault, no unit
            stop = numbers_at[k + 1].start() if k + 1 < len(numbers_at) else len(clause.folded)
            # a line joined to the count by "and" is another thing said beside it, never what it
            # counts ("the other two and the paper are fine": two of the toners)
            joined = _JOINED.match(clause.folded, match.end()) is not None
            after = [m.line for m in clause.lines
                     if 0 <= m.start - match.end() <= 30 and m.start < stop and not joined]
            others = [i for i in multi if not joined or i not in here] or (
                [i for i in dict.fromkeys(previous) if order.lines[i].quantity > 1] if joined else [])
            if mixed and not after:
                continue  # which count is fine and which wrong, no cut between them tells
            line = after[0] if after else (others[0] if len(others) == 1 and said else None)
            if line is None and len(pack) == 1 and kept and not bad:
                line = pack[0]
            if line is None and counted and said and (_COUNTER.match(clause.folded, match.end())
                                                      or len(order.lines) == 1):
                line = counted[0]
            if line is None and said and p is not None and p.table.code in _PAIRS \
                    and _PAIRS[p.table.code].match(clause.folded, match.end()):
                # a count of pairs ("o valor de um par", "refund one pair") is of the one line
                # of several units not kept, whatever else the sentences named
                pairs = [i for i in several if i not in request.kept]
                line = pairs[0] if len(pairs) == 1 else None
            if line is None and not clause.lines and (clause.marks.get("refund") or clause.marks.get("back")):
                # the count already said of a line, asked back ("of the 4 boxes 2 came crushed
                # ... refund the 2 boxes"): those units of that line, whatever else was named
                bound = [i for i, n in request.units.items() if n == count and i not in request.kept]
                line = bound[0] if len(bound) == 1 else None
                if line is not None:
                    request.named.add(line)
            _whole_counted(count, line if after and after[0] == line else None, clause.folded,
                           match.end(), order, request)
            if line is None or not 0 < count < pieces(order.lines[line]):
                continue
            if count >= order.lines[line].quantity and (of_packs(clause.folded, match.end()) or (
                    after and not kept and not any(0 <= m.start - match.end() <= _PIECE_GAP
                                                   for m in clause.lines if m.line == line))):
                # "1 box of glasses", of a line of one "6-pack": the pack, no piece; a piece is
                # counted right before the line's words ("1 dei calici"), never by an article
                # further off ("un remboursement pour le Brava")
                continue
            # (a count nearer a word asking money back than the word of fine: "햇반은 괜찮아요 만두 2봉 환불해")
            into = request.kept_units if kept and not bad and not asked_nearer(clause, match.span(), line) \
                else request.units
            # a count that, with the units said fine, makes up the line stands over one that
            # does not ("after 1 wash 3 had holes, the other 2 are ok, refund the 3"): the
            # "1" was of something else
            fine = request.kept_units.get(line, 0) if into is request.units else 0
            whole = pieces(order.lines[line])
            if after or line not in into or (fine and count + fine == whole != into[line] + fine):
                into[line] = count
    if not multi:
        # "two work, but one will not pair", of the one line of three; "two work", of no line
        # (the one said wrong in words: "eentje"): ``madeup``
        made_up(clauses, order, request, _COUNT, _OCCASIONS, money_spans)


# a count its noun left out, then "and" another thing ("2 and the paper", "2個と用紙", "2개랑 용지")
# (Korean's, Japanese's and Chinese's glued on; Arabic's "و" only before an article: "والورق")
_JOINED = re.compile(r"(?:" + _COUNTER.pattern + r")?(?:\s(?:and|und|et|y|e|en|i|oraz|och|og|ja|ve|ile|si|&)\s"
                     r"|と|や|이랑|랑|와|과|하고|和|跟|\s?و(?=ال))")


def _whole_counted(count: int, line: int | None, folded: str, end: int, order: Order,
                   request: Request) -> None:
    """A line's whole quantity counted: right before its words ("2 sun creams"), or before a
    word for a box or a pack where one line alone is of that many units ("3 boxes of the GU10
    spots", three of a "2-pack")."""
    if line is None and of_packs(folded, end):
        lines = [i for i, li in enumerate(order.lines) if li.quantity == count]
        line = lines[0] if len(lines) == 1 else None
    if line is not None and count == order.lines[line].quantity > 1:
        request.whole_counted.add(line)


# a count of times or of a span of time, never of units ("洗了一次", "1回洗った", "한 번 빨았더니",
# "after 2 weeks", "3 mal gewaschen"); a month's counter before the unit's ("一个月": 个 is of 月)
_OCCASIONS = re.compile(
    r"\s?(?:次|回|遍|趟|번|个月|個月|ヶ月|か月|カ月|星期|小时|小時|時間|分钟|分鐘|天|周|週|日間|개월|시간|주일?|달"
    r"|(?:times?|mal|fois|vez|veces|volt[ae]|keer|gang(?:er|e)?|ganger|raz(?:y|u)?|kertaa|kez|ori"
    r"|days?|weeks?|months?|hours?|tage?n?|wochen?|monate?n?|jours?|semaines?|mois|dias?|semanas?"
    r"|meses|giorni|settimane|mesi|dagen|weken|maanden|dag(?:ar|er|e)?|veckor|uker|uger|dni|tygodni"
    r"|miesiecy|paivaa|viikkoa|gun|hafta|zile|saptamani)\b)")


# a count's counter word for a pair, in each language (folded), never "a couple of days"
_NOT_TIME = (r"(?! (?:dag|dage|dagar|dager|veck\w*|uke\w*|uge\w*|tim\w*|minut\w*|man[ae]d\w*|ar|aar"
             r"|gang\w*|dni|dias?|jours?|giorni|days?|weeks?))")
_PAIRS = {code: re.compile(r"\s?(?:" + words + r")\b" + _NOT_TIME) for code, words in {
    "en": r"pairs?", "de": r"paar", "nl": r"paar|paren", "fr": r"paires?", "es": r"par(?:es)?",
    "pt": r"par(?:es)?", "it": r"paio|paia", "sv": r"par(?:et)?", "da": r"par(?:ret)?",
    "nb": r"par(?:et)?", "fi": r"pari(?:a)?", "pl": r"par[ay]?|pare", "ro": r"perechi|pereche",
    "tr": r"cift"}.items()}


def _a_defect(clause: Clause, begin: int, end: int) -> bool:
    """Whether the word right after a "1" at ``end`` begins a complaint that no line's words
    follow: the number words read as 1 are the article in most languages ("heeft een barst",
    "har en revne", "a une fissure", "bir çatlak var"), and a fault had is no unit counted;
    "1 kapot kopje" (a fault said of a line named after it) stays a count, and so does a "1"
    right after a line's words (the count after its noun, as Arabic writes it: "cup one
    cracked"), which no article follows."""
    if any(0 <= begin - m.end <= 1 for m in clause.lines):
        return False
    start = end + 1 if clause.folded[end:end + 1] == " " else end
    for a, b in clause.marks.get("complaint", []):
        if a == start:
            return not any(0 <= m.start - b <= 1 for m in clause.lines)
    return False


def _int(text: str | None) -> int | None:
    try:
        return int(text) if text and "." not in text and "," not in text else None
    except ValueError:
        return None


def _shares(clauses: list[Clause], p: Patterns | None, request: Request,
            previous: set[int], worded: bool = False, order: Order | None = None,
            codes: tuple[str, ...] = ()) -> None:
    """Bind each share of the sentence (``worded``: its shares in words, else its per cents
    and fractions in digits) to what it is said of; never a share word said of a unit of time
    in one of ``codes`` (the text's languages: ``durations``)."""
    if p is None:
        return

    # the one line the sentence names, if it names one: a share said in another clause of it
    # is of that line ("eine Teilerstattung von 30 %, wenn Sie den Mantel behalten")
    named = {m.line for c in clauses for m in c.lines}
    for clause in clauses:
        fractions = _fractions(clause, p, worded, codes)
        if not fractions:
            continue
        lines = {m.line for m in clause.lines}
        # "15% of 138": of the figure the clause writes, when it is the whole or one line
        base = _stated_base(clause, order) if order is not None else None
        for share in fractions:
            if base is not None:
                request.shares.append((share, None if base < 0 else base))
            elif lines:
                request.shares += [(share, line) for line in lines]
            elif order is not None and len(order.lines) == 1 and _OF_THE_PRICE.search(clause.folded):
                # "20 % af prisen": of the price, no thing named, where the payment holds one
                # line, is of that line (never of the shipping with it)
                request.shares.append((share, 0))
            elif _a_thing_s_price(clause):
                request.item_shares.append(share)  # "バッグの代金の3分の1", the bag unnamed
            elif clause.marks.get("order") or clause.marks.get("full"):
                request.shares.append((share, None))
                request.of_order.add(share)
            elif len(named) == 1:
                request.shares.append((share, next(iter(named))))
            elif _names_a_thing(clause, p):
                request.item_shares.append(share)  # "25 % of the coat's price", coat unnamed
            elif len(previous) == 1:
                request.shares.append((share, next(iter(previous))))
                request.inherited.add(share)
            else:
                request.shares.append((share, None))


def _whole_at(pattern: re.Pattern[str], text: str, start: int, end: int) -> bool:
    """Whether ``pattern`` matches ``text`` from ``start`` to ``end`` exactly, what stands
    around them seen by its lookarounds."""
    found = pattern.match(text, start)
    return found is not None and found.end() == end


def _fractions(clause: Clause, p: Patterns, worded: bool, codes: tuple[str, ...] = ()) -> list[Fraction]:
    found: list[Fraction] = []
    if worded:
        if p.share is None:
            return found
        for match in p.share.finditer(clause.folded):
            # (matched in place: a share word may hold what stands around it, "نص" before "سعر")
            key = next((k for k, pat in p.share_keys
                        if pat.fullmatch(match.group())
                        or _whole_at(pat, clause.folded, match.start(), match.end())), None)
            if key is not None and not durations.of_time(
                    (p.table.code, *codes), clause.folded, match.start(), match.end()):
                found.append(p.shares[key])
        return found
    if not _DIGIT.search(clause.folded):
        return found  # (a per cent, a fraction and "50/50" are written in digits: ``tables.NUMBER``)
    for match in p.percent.finditer(clause.folded) if p.percent is not None else ():
        n = money.number(groups(match, "n") or "")
        if n is not None and 0 < n <= 100:
            found.append(Fraction(str(n)) / 100)
    for match in p.fraction.finditer(clause.folded) if p.fraction is not None else ():
        num, den = _int(groups(match, "num")), _int(groups(match, "den"))
        if num and den and 0 < num < den <= 10:
            found.append(Fraction(num, den))
    if split(clause.folded):
        found.append(Fraction(1, 2))  # "50/50": the price split in two, half each
    return found + tenths.said(p.table.code, clause.folded)


def split(reading: str) -> bool:
    """Whether ``reading`` (folded) splits a price in two halves ("50/50", "50-50"): a share
    that is itself money proposed, whatever words come with it."""
    return "50" in reading and bool(_SPLIT.search(reading))


def _stated_base(clause: Clause, order: Order) -> int | None:
    """What a figure the clause writes is, when it is the whole payment (-1) or one line's
    price (its index): the base of a share said "of" it."""
    # (a per cent is no figure, its sign spaced off or not: "25 %" is no 25.00)
    for written in re.findall(r"(?<![\d%])\d[\d.,']*\d(?!\d|\s?%)|(?<![\d.,%])\d(?![\d.,]|\s?%)",
                              clause.folded):
        amount = money.number(written)
        if amount is None:
            continue
        minor = money.to_minor(amount, order.currency)
        # a line's price first: on a one-line order "20 % of 150" is of the line, not of the
        # payment with its shipping
        lines = [i for i, li in enumerate(order.lines) if li.total == minor]
        if len(lines) == 1:
            return lines[0]
        if minor in (order.total, order.left) or minor == order.total - sum(
                s.amount for s in order.shipping):
            return -1
    return None


# a price said of a thing in Japanese, Chinese, Korean: "バッグの代金", "净化器价格", "가방 가격"
_THING_PRICE = re.compile(r"([^\W\d_]{2,}?)(?:の|的|\s)?(?:代金|価格|値段|金額|料金|价格|价钱|價格|價錢|售价|售價|"
                          r"原价|原價|货款|貨款|가격|금액|값)")


# a share "of the price", the price no thing's ("20 % af prisen", "del precio", "hinnasta";
# "代金の2割" where no word comes before the price)
_OF_THE_PRICE = re.compile(
    r"\b(?:of|off) the (?:purchase |full |original )?price\b(?! of)|\b(?:des|vom) (?:kauf)?preis(?:es)?\b"
    r"|\bdu prix\b(?! d)|\bdel (?:precio|prezzo)\b(?! de)|\bdo preco\b(?! d)|\bvan de (?:aankoop)?prijs\b(?! van)"
    r"|\ba[vf] (?:kob|køb|kjøp)?(?:s|e)?pris(?:et|en)\b|\b(?:osto)?hinnasta\b|\b(?:z )?ceny\b(?! \w+(?:u|a|y|ow)\b)"
    r"|\bdin pret(?:ul)?\b(?! \w)|(?:^|[\s,])(?:satın alma )?(?:fiyatın|bedelin)(?:ın)?\b"
    r"|من (?:ال)?(?:سعر|ثمن)(?! ال)\b"
    r"|(?:^|[、。,]\s?)(?:購入)?(?:代金|価格|値段)の|(?:^|[，。,]\s?|退还?|返还|退回)(?:价格|货款|售价|價格|貨款|售價)的"
    r"|(?:^|[,.]\s?)(?:구매 ?)?(?:가격|금액)의")


def _a_thing_s_price(clause: Clause) -> bool:
    """Whether a share's clause says it of the price of a thing that is no word the rules
    know (an order, a total: those are marked), in Japanese, Chinese or Korean: the thing is
    named, in words no title matches."""
    for match in _THING_PRICE.finditer(clause.folded):
        end = match.end(1)
        if not any(a < end and end - 2 < b for spans in clause.marks.values() for a, b in spans):
            return True
    return False


def _names_a_thing(clause: Clause, p: Patterns) -> bool:
    """Whether a share's clause goes on to name a thing the rules do not know ("25 % af
    frakkens pris"): a word of four letters or more that is none of the language's common,
    generic or meaning words, after the share."""
    t = p.table
    if not t.spaced:
        return False
    words = re.findall(r"[^\W\d_]{4,}", clause.folded)
    marked = {clause.folded[a:b] for spans in clause.marks.values() for a, b in spans}
    return any(w not in t.function and w not in t.generic and not any(w in m for m in marked)
               and not (p.share is not None and p.share.search(w))
               for w in words[1:])


def _figures(clauses: list[Clause], figures: list[money.Mention], order: Order,
             request: Request) -> None:
    for mention in figures:
        amount = mention.minor(order.currency)
        if not amount:
            continue
        clause = next((c for c in clauses
                       if c.start <= mention.start < c.start + len(c.folded)), None)
        said_of = frozenset(m.line for m in clause.lines) if clause else frozenset()
        figure = classify(amount, mention.exact, said_of, order)
        request.figures.append(figure)
        kept = clause is not None and bool(kept_and_bad(clause)[0])
        if figure.names in ("line", "units") and figure.line is not None:
            request.mentioned.add(figure.line)
            if not kept:  # a line's price written: the line is pointed at
                request.named.add(figure.line)
                request.kept.discard(figure.line)


def classify(amount: int, exact: bool, said_of: frozenset[int], order: Order) -> Figure:
    """What on ``order`` a figure names (see the module's docstring)."""
    slack = 1 if exact else 10 ** money.exponent(order.currency) - 1

    def near(value: int | None) -> bool:
        return value is not None and abs(amount - value) <= slack

    prices = [i for i, li in enumerate(order.lines) if near(li.total) or near(li.unit)]
    if said_of and prices and not set(prices) & said_of:
        return Figure(amount, exact, "nothing", None, said_of)  # the price of another line
    chosen = [i for i in prices if not said_of or i in said_of]
    if chosen:
        line = order.lines[chosen[0]]
        if line.quantity > 1 and not near(line.total):  # one unit's price: "(4만9천원)"
            return Figure(amount, exact, "units", chosen[0], said_of)
        return Figure(amount, exact, "line", chosen[0], said_of)
    for i, line in enumerate(order.lines):
        if line.unit and (not said_of or i in said_of) and line.quantity > 1 and any(
                near(k * line.unit) for k in range(1, line.quantity)):
            return Figure(amount, exact, "units", i, said_of)
    shipping = sum(s.amount for s in order.shipping)
    if shipping and near(shipping):
        return Figure(amount, exact, "shipping", None, said_of)
    if any(near(w) for w in (order.total, order.left)):
        return Figure(amount, exact, "whole", None, said_of)
    if _sums_to(amount, order, slack, shipping):
        return Figure(amount, exact, "lines", None, said_of)
    return Figure(amount, exact, "nothing", None, said_of)


def _paid(order: Order, request: Request) -> set[int]:
    """The prices a difference may be taken from: the line prices the customer wrote, and the
    unit prices of the lines they want (of every line if they name none)."""
    # (where the provider gives no lines, the whole payment written is the price paid)
    paid = {f.amount for f in request.figures
            if f.names == "line" or (f.names == "whole" and not order.lines)}
    bases = sorted(request.wanted) or list(range(len(order.lines)))
    return paid | {order.lines[i].unit or order.lines[i].total for i in bases}


def spelled_out(order: Order, request: Request) -> set[int]:
    """Without a word for a difference, the customer's own figures spell one out: a price
    they paid, another price, and what lies between them ("it showed 299.00, I was charged
    349.00: refund the 50.00"); the price now may be written without a currency ("bought at
    379 euros, on your site for 329 today: the 50 euros back"), the difference may not.
    A percent they write of a line's price, as a figure, is one too (``discounts``). Returns
    the differences spelled out."""
    written = {f.amount for f in request.figures if f.names == "nothing"}
    scale = 10 ** money.exponent(order.currency)
    others = written | {n * scale for n in request.bare}
    # (the price now is the larger part: "paid 89, 69 today, the 20 back" spells 20, never 69)
    spelled = {price - a for price in _paid(order, request) for a in others
               if 0 < price - a < a < price and price - a in written}
    # a unit's price paid over the one shown, on every unit of a line of several, the total
    # written ("shown at 24.95 a tin, charged 28.95 a tin, I bought 3: 12 too much")
    bases = sorted(request.wanted) or range(len(order.lines))
    units: set[tuple[int, int]] = set()
    for i in bases:
        unit = order.lines[i].unit
        if unit and order.lines[i].quantity > 1:
            units.add((unit, order.lines[i].quantity))
    spelled |= {(unit - a) * count for unit, count in units for a in written
                if 0 < unit - a < a < unit and (unit - a) * count in written}
    return spelled | discounted(order, request)


def differences(order: Order, request: Request, spelled: frozenset[int] | set[int] = frozenset()) -> None:
    """With a word for a price difference, a figure below a price they paid is either the
    price now (more than half of it: the difference is the rest) or the difference itself.
    Numbers written without a currency count here too ("now they're 299"): a price is
    spoken of. Without the word, only the differences their figures spell out."""
    paid = _paid(order, request)
    scale = 10 ** money.exponent(order.currency)
    others = {f.amount for f in request.figures if f.names == "nothing"} | {
        n * scale for n in request.bare if 0 < n * scale < max(paid, default=0)}
    # (a figure said of the shipping, where the payment charged none and no line is named, is
    # no price of it: "750 for shipping, too much" on a payment without shipping names nothing)
    for figure in others if request.difference and (order.shipping or request.named
                                                    or not request.shipping_said) else ():
        for price in paid:
            if figure < price:
                request.differences.add(price - figure if 2 * figure > price else figure)
    request.differences |= spelled
    # a unit's price paid over the one shown, on every unit of the line ("299 each, shown at
    # 249, and I bought two"): the difference times the units
    bases = sorted(request.wanted) or range(len(order.lines))
    counts: dict[int, int] = {}
    for i in bases:
        unit = order.lines[i].unit
        if unit and order.lines[i].quantity > 1:
            counts[unit] = order.lines[i].quantity
    request.differences |= {(price - figure if 2 * figure > price else figure) * count
                            for figure in others for price, count in counts.items()
                            if figure < price and (request.difference or price - figure in spelled)}
    request.figures = [Figure(f.amount, f.exact, "difference", None, f.said_of)
                       if f.names == "nothing" and f.amount in request.differences else f
                       for f in request.figures]


def _sums_to(amount: int, order: Order, slack: int, shipping: int) -> bool:
    count = 0
    totals = [li.total for li in order.lines]
    for size in range(2, len(totals) + 1):
        for combo in itertools.combinations(totals, size):
            count += 1
            if count > MAX_SUBSETS:
                return False
            if abs(sum(combo) - amount) <= slack or abs(sum(combo) + shipping - amount) <= slack:
                return True
    return bool(shipping) and any(abs(t + shipping - amount) <= slack for t in totals)
