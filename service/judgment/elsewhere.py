"""Lines the customer names only as an item of another purchase: "the mug from my previous
order is cracked", "der Topf aus einer früheren Bestellung", "前回の注文のマグカップ", or one bought
by someone else or in another shop ("the mug my sister gave me", "achetée sur Amazon", "the mug my
sister ordered", a duty-free's: ``tables.buyers``), where a mug is on this payment too. The item
complained of was bought elsewhere; a refund of this line's price is of something this payment
did not sell them.

``from_elsewhere(texts, titles, found, first, sentences)`` returns the lines named in a sentence
that says its item is from another purchase (``tables.elsewhere.ANOTHER``) and sets no word
against it for this order (``THIS``: "this order", "unlike", "again", a replacement), and
named in no other sentence that complains of them (the subject, ``texts[:first]``, names the
ticket's item, whichever order it is from: it counts for neither). A gift, another shop
(``BOUGHT_ELSEWHERE``) says where the item spoken of came from even after its complaint, often
in an answer to an agent ("My jug drips. It's the black one, I got it as a present"; "I got
them on Amazon actually"): the lines it names, else those of the sentence before, else those
complained of or named before (the subject's too) are another purchase's, unless it sets them
against it ("... never broke"). "The same" of a brand, of this shop's wares, of a day, and "all
the same" (``SAME_NOT_THIS``) set nothing against it. A text with none of the form's words costs
one search of the whole text, no sentence's.

``held_only(texts, titles, found, first, sentences)``: the lines named only as what this order
holds ("this order was only the filter"), complained of nowhere.

``asked_of_another(thread, titles, found, sentences)``: an agent's public question whether the
item is of another order, or bought apart ("Meinen Sie eine andere Bestellung?"), that the
customer's later words do not answer with this order (no word for it, no line of it named, no
"no" to begin the first answer).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import cache, lru_cache

from service.judgment import actions, intended, sellers, tables
from service.judgment.clauses import clauses_of, marks_in
from service.judgment.facts import Comment
from service.judgment.tables import Patterns, fold_fragment, gates, joined
from service.judgment.tables.buyers import BY_ANOTHER, ON_MY_ACCOUNT
from service.judgment.tables.elsewhere import (
    ANOTHER,
    BOUGHT_ELSEWHERE,
    CHEAPER_ELSEWHERE,
    FROM_YOU,
    NO,
    NOT_THIS,
    NUMBERED_OTHER,
    SAME_NOT_THIS,
    SEVERAL,
    SO,
    THIS,
    THIS_TOO,
    YES,
)
from service.judgment.tables.instore import BOUGHT_IN_YOUR_STORE, LIKE_THE_ONE_BOUGHT
from service.judgment.tables.sellers import KINDS
from service.judgment.tables.stands import BOUGHT_AT_A_STAND
from service.judgment.text import fold
from service.judgment.titles import Mention, Titles


def from_elsewhere(texts: list[str], titles: Titles, found: list[Patterns], first: int,
                   sentences: Callable[[str], list[str]],
                   ours: frozenset[str] | sellers.Ours = frozenset()) -> set[int]:
    """The lines named only as another purchase's item (see the module's docstring); ``ours``:
    the words that name this shop or its lines, never another seller (``sellers.ours``)."""
    codes = tuple(p.table.code for p in found if p.table.code in ANOTHER)
    if not codes or not titles.lines:
        return set()
    another, bought, so, this, same = _compiled(codes)
    if not any(_may_be_another(fold(t), codes, t, ours) for t in texts[first:]):
        return set()
    elsewhere: set[int] = set()
    own: set[int] = set()
    # the lines named so far (the subject's too), for a gift's "it" that has nothing nearer
    said = {i for t in texts[:first] for i in _named(titles.mentions(fold(t)))}
    for text in texts[first:]:
        before: set[int] = set()  # the lines the sentence before named (and complained of)
        for sentence in sentences(text):
            folded = fold(sentence)
            named = _named(titles.mentions(folded))
            gift = None if another.search(folded) else _complained(
                bought.search(folded) or sellers.named(folded, sentence, codes, ours), folded, found, so,
                texts[first:])
            hit = another.search(folded) or gift
            marks = marks_in(folded, found)
            if hit is not None:
                # compared with this order, or a replacement: this order's item (grounded)
                lines = _of_clause(folded, hit.start(), titles, found) or named
                if _this(folded, this, same) or _from_you(folded, codes, marks):
                    own |= lines
                elif gift is not None and not marks.get("kept"):
                    # a gift, another shop, another's account: where the item spoken of came
                    # from, said after its complaint too ("My jug drips. It's the black one, I
                    # got it as a present", "I got them on Amazon actually", answering an
                    # agent): the lines it names, else the sentence before's, else those
                    # complained of or named before
                    # (not one it sets against them: "my aunt gave me an umbrella that never broke")
                    of = lines or before or own or said
                    elsewhere |= of
                    own -= set() if lines and marks.get("negation") else of
                elif lines:
                    elsewhere |= lines
                elif _provenance(folded, hit.start(), codes) and not any(
                        not _BREAK.search(folded, min(a, hit.start()), max(b, hit.end()))
                        for a, b in marks.get("kept", [])):
                    # (never a clause that says the other order is fine: "El otro pedido de
                    # papel está correcto" speaks of what is fine, not of where the item came from)
                    # "it", "them": the item the sentence before complained of ("My mug
                    # leaks. I got it as a present from my sister."), no longer counted as own
                    elsewhere |= before
                    own -= before
                before = set()
            elif named and marks.get("complaint"):
                own |= named
                before = named
            else:
                before = named
            said |= named
    return elsewhere - own


# the words before "another order" that make it where an item came from ("from", "in", "it was"),
# in the languages that write them as words before it: else the order is only spoken of ("I also
# have another order on the way", "den andre ordren min var grei")
_PROVENANCE = frozenset({"from", "in", "on", "with", "of", "via", "is", "was", "s", "are", "were", "aus", "von",
                         "mit", "bei", "auf", "im", "vom", "ist", "war", "sind", "waren", "uit", "van", "bij",
                         "met", "op", "zijn", "fran", "i", "pa", "med", "av", "ur", "ar", "fra", "af", "er",
                         "var"})
_ARTICLES = frozenset({"a", "an", "the", "my", "our", "en", "ei", "et", "ett", "min", "mitt", "mine", "eine",
                       "einer", "einem", "einen", "meiner", "meinem", "meine", "een", "mijn", "also", "ogsa",
                       "ook", "auch", "ocksa", "og", "ja", "and", "und"})
_WORDED = frozenset({"en", "de", "nl", "sv", "da", "nb"})
_BREAK = re.compile(r"[,;:、，；：]")
_OTHER_FIRST = re.compile(r"(?:(?:a|an|the|my|en|et|ett|ei|eine[rmn]?|een|min|mitt|mijn) )?(?:an?other|other"
                          r"|different|andere[nrs]?|ander|annen|annet|andre|anden|andet|annan|annat|andra)\b")


def _provenance(folded: str, at: int, codes: tuple[str, ...]) -> bool:
    """Whether "another order" at ``at`` says where an item came from: a preposition or a copula
    before it (past an article, a possessive, "also"), or nothing; in a language that says it by
    a case ending, or writes no spaces, always."""
    if not _WORDED.issuperset(codes) or not _OTHER_FIRST.match(folded, at):
        return True  # (an item ordered "separately", "apart": said of the item, always)
    before = [w for w in re.findall(r"[^\W\d_]+", folded[:at])[-4:] if w not in _ARTICLES]
    return not before or before[-1] in _PROVENANCE


def _from_you(folded: str, codes: tuple[str, ...], marks: dict[str, list[tuple[int, int]]]) -> bool:
    """Whether a sentence that complains sets "this one from you" against the item got elsewhere
    ("..., men denne fra dere er ødelagt": ``FROM_YOU``)."""
    if not marks.get("complaint"):
        return False
    found = _from_you_pattern(codes)
    return found is not None and found.search(folded) is not None


@cache
def _from_you_pattern(codes: tuple[str, ...]) -> re.Pattern[str] | None:
    return joined(codes, FROM_YOU)


@lru_cache(maxsize=512)
def _may_be_another(folded: str, codes: tuple[str, ...], raw: str, ours: frozenset[str] | sellers.Ours) -> bool:
    """Whether the form (another purchase, or bought elsewhere) stands in ``folded``: its two
    long patterns searched only where their gates let the text through (most texts: neither,
    from one pass over the text; a gate never closes on a text its pattern matches), or a
    seller named (``sellers``: ``raw`` is the text as written). Kept by text: ``from_elsewhere``
    and ``said_elsewhere`` ask it of the same comments."""
    another, bought, *_ = _compiled(codes)
    passed = _gates(codes).passing(gates.words(folded))
    return bool((0 in passed and another.search(folded)) or (1 in passed and bought.search(folded))
                or sellers.named(folded, raw, codes, ours))


def another_spoken_of(folded: str, codes: tuple[str, ...], raw: str) -> bool:
    """Whether a sentence speaks of another purchase, another shop or a seller (the form's
    words, as ``from_elsewhere`` reads them), in the languages of ``codes`` that have them."""
    codes = tuple(c for c in codes if c in ANOTHER)
    return bool(codes) and _may_be_another(folded, codes, raw, frozenset())


@lru_cache(maxsize=64)
def _gates(codes: tuple[str, ...]) -> gates.Gates:
    """The gates of the form's two patterns of ``codes`` (strict: they are long), as one set."""
    common = frozenset().union(*[t.function for t in map(tables.table, codes) if t is not None])
    return gates.Gates([gates.gate(pattern, common, strict=True) for pattern in _compiled(codes)[:2]])


def asked_of_another(thread: Sequence[Comment], titles: Titles, found: list[Patterns],
                     sentences: Callable[[str], list[str]]) -> bool:
    """Whether an agent's public reply asks whether the item spoken of is of another order
    ("Meinen Sie eine andere Bestellung?", "¿Se refiere a otro pedido?": the agent finds it
    not on this one) and nothing the customer wrote after it sets it back on this order: no word
    for this order, no line of this payment named but in a sentence that says another purchase
    ("Die Bestellung im Oktober, andere Nummer weiß ich nicht"). ``thread``: the ticket's public
    comments in order (a customer's own words are cut from theirs only after such a question)."""
    codes = tuple(p.table.code for p in found if p.table.code in ANOTHER)
    if not codes:
        return False
    another, bought, _, this, same = _compiled(codes)
    asked = [n for n, comment in enumerate(thread) if not comment.by_requester
             and any(another.search(q) for q in _questions(fold(comment.text)))]
    if not asked:
        return False
    replies = [comment.own_text for comment in thread[asked[-1] + 1:] if comment.by_requester]
    if replies and _said_no(fold(replies[0]), codes):
        return False  # "No, I only have the one order"
    if replies and _said_yes(fold(replies[0]), codes, this, same):
        return True  # "Yes, from another order, but just refund it from this one"
    for text in replies:
        for folded in (fold(sentence) for sentence in sentences(text)):
            if _this(folded, this, same) or (_named(titles.mentions(folded)) and not (
                    another.search(folded) or bought.search(folded))):
                return False
    return True


def _said_yes(folded: str, codes: tuple[str, ...], this: re.Pattern[str],
              same: re.Pattern[str] | None) -> bool:
    """Whether ``folded`` begins with "yes" and its first clause sets no word for this order
    against it ("Yes, this order" does): the customer confirms the item is of another order,
    whatever they then ask of this one."""
    said = _yes(codes).match(folded)
    if said is None:
        return False
    clause = re.split(r"[,.;:!?،、，。！？\n]", folded[said.end():].lstrip(" ,.!、，。،"), maxsplit=1)[0]
    return not _this(clause, this, same)


@cache
def _yes(codes: tuple[str, ...]) -> re.Pattern[str]:
    words = "|".join(fold_fragment(w) for c in codes for w in YES.get(c, ())) or r"(?!)"
    return re.compile(rf"\W*(?:{words})(?![^\W\d_])")


def _said_no(folded: str, codes: tuple[str, ...]) -> bool:
    """Whether ``folded`` begins with "no", alone before its punctuation (not "No idea")."""
    return _no(codes).match(folded) is not None


@cache
def _no(codes: tuple[str, ...]) -> re.Pattern[str]:
    words = "|".join(fold_fragment(w) for c in codes for w in NO.get(c, ())) or r"(?!)"
    return re.compile(rf"\W*(?:{words})\s*(?:[,.!;:、，。！]|$)")


def _questions(folded: str) -> list[str]:
    """The sentences of ``folded`` that ask (end on a question mark); none searched for in a
    text without one (the search tries every place of the text)."""
    if "?" not in folded and "？" not in folded and "؟" not in folded:
        return []
    # (from a sentence's start only: the same matches, each sentence read once, not from every
    # one of its letters)
    return [q for q in re.findall(r"(?<![^.!?。！？؟\n])[^.!?。！？؟\n]*[?？؟]", folded)]


def held_only(texts: list[str], titles: Titles, found: list[Patterns], first: int,
              sentences: Callable[[str], list[str]]) -> set[int]:
    """The lines the customer names only as what this order holds, in sentences that say this
    order and complain of nothing ("这次订单里买的是充电头", "this order was only the filter"):
    where they say the item they complain of is another purchase's, the line is no item of it."""
    codes = tuple(p.table.code for p in found if p.table.code in ANOTHER)
    if not codes:
        return set()
    _, _, _, this, same = _compiled(codes)
    held: set[int] = set()
    other: set[int] = set()
    for text in texts[first:]:
        for folded in (fold(sentence) for sentence in sentences(text)):
            named = _named(titles.mentions(folded))
            if named and _this(folded, this, same) and not marks_in(folded, found).get("complaint"):
                held |= named
            else:
                other |= named
    return held - other


def said_elsewhere(texts: list[str], found: list[Patterns], first: int,
                   sentences: Callable[[str], list[str]], ours: frozenset[str] | sellers.Ours = frozenset(),
                   titles: Titles | None = None) -> bool:
    """Whether a sentence of the customer's says its item is from another purchase and sets
    no word against it for this order ("我另一单买的帆布鞋开胶了", "the kettle from my other
    order stopped working"): where their words name no line either, what they complain of is
    not on this payment, and the whole payment is not theirs to ask by implication. Given
    ``titles``: only one whose clause of the form names no line of them counts ("the lamp was a
    separate order", not "the tent was a separate order"; "the heater I got in another shop
    broke, the filter is fine"), and several orders said are not enough."""
    codes = tuple(p.table.code for p in found if p.table.code in ANOTHER)
    if not codes:
        return False
    another, bought, so, this, same = _compiled(codes)
    if titles is None and _one_of_several(texts[first:], codes, this, same):
        return True
    for n, text in enumerate(texts[first:]):
        if not _may_be_another(fold(text), codes, text, ours):
            continue
        complained = False  # whether the sentence before complains
        for sentence in sentences(text):
            folded = fold(sentence)
            marked = bool(marks_in(folded, found).get("complaint"))
            # or bought by someone else, in another shop, in a sentence that complains of it or
            # after one that does ("the scarf my aunt gave me frayed", "العباية اللي أهدتني إياها
            # أختي بهت لونها", "My kettle leaks. It was a present from my aunt."), or in a later
            # message, answering (an agent's question): said of what the first one complained of
            hit = another.search(folded) or _complained(
                bought.search(folded) or sellers.named(folded, sentence, codes, ours), folded, found, so,
                texts[first:])
            if hit is not None and (hit.re is another or marked or complained or n > 0) \
                    and not _this(folded, this, same) \
                    and not (titles is not None and _of_clause(folded, hit.start(), titles, found)):
                return True
            complained = marked
    return False


def _one_of_several(texts: list[str], codes: tuple[str, ...], this: re.Pattern[str],
                    same: re.Pattern[str] | None) -> bool:
    """Whether a text of the customer's says the order spoken of is another ("the order number
    of this one is different", ``NUMBERED_OTHER``), or one of several they placed ("I had two
    orders with you", ``SEVERAL``) and no sentence of it says this one: this payment is one
    order, the item or the figure spoken of may be of the other."""
    numbered, several = _several(codes)
    # (each long pattern searched only where its gate's keys stand: ``gates.prefilter``)
    may_number, may_several = gates.prefilter(numbered), gates.prefilter(several)
    for text in texts:
        folded = fold(text)
        if (may_number(folded) and numbered.search(folded)) or (
                may_several(folded) and several.search(folded) and not _this(folded, this, same)):
            return True
    return False


@cache
def _several(codes: tuple[str, ...]) -> tuple[re.Pattern[str], re.Pattern[str]]:
    return _joined(codes, NUMBERED_OTHER), _joined(codes, SEVERAL)


def priced_elsewhere(texts: list[str], found: list[Patterns], first: int) -> bool:
    """Whether the customer's words set this price against another shop's, a competitor's
    ("the same drill is 60 cheaper at a competitor, refund me the 60"): the difference they ask
    is a price match, for a person to grant, not money this payment took over its price."""
    codes = tuple(p.table.code for p in found if p.table.code in CHEAPER_ELSEWHERE)
    cheaper = _cheaper(codes) if codes else None
    return cheaper is not None and any(cheaper.search(fold(t)) for t in texts[first:])


@cache
def _cheaper(codes: tuple[str, ...]) -> re.Pattern[str]:
    return _joined(codes, CHEAPER_ELSEWHERE)


def _named(mentions: list[Mention]) -> set[int]:
    """The lines named by their title's words or kind (a colour alone names none)."""
    return {m.line for m in mentions if not all(w.startswith("@") for w in m.words)}


def _of_clause(folded: str, at: int, titles: Titles, found: list[Patterns]) -> set[int]:
    """The lines named in the clause the form stands in ("the mug, and the plate from my
    previous order": the plate), none where that clause names none."""
    clauses = clauses_of(folded, titles, found)
    here = [c for c in clauses if c.start <= at] or clauses[:1]
    return _named(here[-1].lines) if here else set()


def _complained(hit: re.Match[str] | None, folded: str, found: list[Patterns],
                so: re.Pattern[str], texts: list[str]) -> re.Match[str] | None:
    """A gift from someone or a purchase in another shop counts unless its sentence gives it as
    the reason to send this order's item back ("we got one as a present, so we want to return
    the pram", "I sent the pram back, we got one as a present") and complains of nothing ("the
    mug my sister gave me is cracked" counts)."""
    if hit is None:
        return None
    # ("I'll buy them elsewhere": the customer's remedy, no purchase made: ``intended``)
    if intended.to_come(folded, hit.start(), tuple(p.table.code for p in found)) \
            and intended.remedy(texts, found):
        return None
    # (the reason read up to a word of contrast after the purchase: "I got it at <Name>, but you
    # sold me the lead, so sort it" gives no reason to send this order's item back)
    cuts = [c.start() for p in found if p.contrast is not None
            for c in [p.contrast.search(folded, hit.end())] if c is not None]
    reason = folded[:min(cuts)] if cuts else folded
    if (so.search(reason) or actions.returned(reason)) and not marks_in(folded, found).get("complaint"):
        return None
    return hit


def _this(folded: str, this: re.Pattern[str], same: re.Pattern[str] | None) -> bool:
    """Whether the sentence sets this order's item against the other purchase's, "the same" of
    a brand, of this shop's wares, of a day or a price taken out first (``SAME_NOT_THIS``), and
    this order said under a negation ("an earlier order, not this one": ``NOT_THIS``)."""
    return this.search(same.sub(" ", folded) if same is not None else folded) is not None


@cache
def _compiled(codes: tuple[str, ...]) -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str],
                                              re.Pattern[str], re.Pattern[str] | None]:
    """The form (another purchase; bought by someone else or in another shop), the words of a
    reason ("so"), the contrasts in ``codes`` and the "same" that is none, one pattern each (at
    word edges where the language writes words apart; Japanese, Chinese and Korean words are
    searched as runs)."""
    this = {c: (*THIS[c], *THIS_TOO.get(c, ()), *ON_MY_ACCOUNT.get(c, ()),
                *LIKE_THE_ONE_BOUGHT.get(c, ())) for c in codes}
    not_this = {c: (*SAME_NOT_THIS.get(c, ()), *NOT_THIS.get(c, ())) for c in codes}
    # bought in another shop (over a counter too: ``tables.stands``), given by someone, or bought
    # by someone else (``tables.buyers``)
    # (or in the shop's own physical store, at its stand: ``tables.instore``)
    bought = {c: (*BOUGHT_ELSEWHERE[c], *BOUGHT_AT_A_STAND.get(c, ()), *BY_ANOTHER.get(c, ()),
                  *BOUGHT_IN_YOUR_STORE.get(c, ()), *KINDS.get(c, ())) for c in codes}
    return (_joined(codes, ANOTHER), _joined(codes, bought), _joined(codes, SO),
            _joined(codes, this), joined(codes, not_this))


def _joined(codes: tuple[str, ...], words: dict[str, tuple[str, ...]]) -> re.Pattern[str]:
    found = joined(codes, words)
    assert found is not None, "every language of the form has its words in every table"
    return found



