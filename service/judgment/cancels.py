"""The order cancelled by a pronoun: "I regret yesterday's order. Can it be cancelled?", "ik heb
per ongeluk twee keer besteld, kunnen jullie deze annuleren?", "昨日注文しました。キャンセルでき
ますか？".

A cancel asked of "it", "this one", "den", "deze", with no line named by the customer anywhere,
where their comment speaks of the order (its noun, or a verb of ordering) is a cancel of the
order: the whole payment back, as "cancel my order" asks it (``reading``). The pronoun stands
beside the cancel's verb (three words at most between); the languages that drop it (Japanese,
Korean, Chinese) need none. Never where a line is named: "it" is then the line, and only that
line is asked, or nothing this rule reads.

The words, per covered language, folded as ``text.fold`` leaves them, written from how the form
is said.

``swapped``: the order (or a line) cancelled for something else sent in its place ("cancel my
order and send me the blue one instead", "stornieren und stattdessen die blaue schicken",
"キャンセルして代わりに青いのを送って"): an exchange asked, not money; the cancel's own words
for the whole ("cancel my order") ask nothing then. Never where money is named beside it
("cancel it and refund me instead": the money is what comes instead).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from service.judgment.actions import CANCELLED, for_another
from service.judgment.tables import gates
from service.judgment.tables.wholly import WHOLLY
from service.judgment.text import fold

if TYPE_CHECKING:
    from service.judgment.request import Request
    from service.judgment.titles import Titles

# the order spoken of: its noun or a verb of ordering (folded)
_ORDERED = re.compile(
    r"(?<![\w])(?:order\w*|bestell\w*|command\w*|pedid\w*|pedi|encarg\w*|ordin\w*|encomend\w*|"
    r"bestel\w*|bestall\w*|bestil\w*|ordre\w*|tilau\w*|tilas\w*|tilatt?\w*|zamowi\w*|zamowien\w*|"
    r"comand\w*|siparis\w*)(?![\w])|注文|주문|订单|訂單|下.?单|下.?單|订了|訂了|طلب\w*|الطلب\w*")

# the order (or a charge) said twice: "ordered twice by mistake", "to gange", "2回注文" (folded)
TWICE = re.compile(
    r"(?<![\w])(?:twice|two times|double[ -]?charged|charged double|iki (?:kez|kere|defa)|zweimal|doppelt|deux fois|"
    r"en double|dos veces|duplicad\w*|due volte|addebitat\w* doppi\w*|duas vezes|twee keer|dubbel|dwa razy|"
    r"podwojn\w*|de doua ori|dublu|tva ganger|dubbelt|to gange|dobbelt|to ganger|kahdesti|kaksi kertaa|"
    r"kahteen kertaan)(?![\w])|二重|2回|二回|两次|兩次|重复扣|重複扣|두 ?번|이중|مرتين")


# a pronoun for a thing, as the object or subject of a cancel (folded)
_PRONOUN = (
    r"it|this|that|this one|them|es|sie|diese|dieses|das|ihn|l'|la|le|les|ca|cela|lo|los|las|esta|este|"
    r"esto|eso|questo|questa|o|a|isso|isto|deze|die|het|hem|den|det|dem|denna|denne|detta|dette|"
    r"se|sen|sita|taman|tama|je|ja|go|to|tego|ta|o|asta|aceasta|onu|bunu|sunu")
_NEAR = re.compile(
    rf"(?<![\w])(?:{_PRONOUN})(?![\w'])(?: [\w'-]+){{0,3}} ?(?:{CANCELLED.pattern})"
    rf"|(?:{CANCELLED.pattern})(?: [\w'-]+){{0,3}} (?:{_PRONOUN})(?![\w'])"
    # a clitic glued to the verb ("cancelarla", "annullarlo", "cancelá-la", "anulați-o")
    r"|(?:cancelar|anular|annullar|cancela|anula|anulati|anulat)-?(?:la|lo|las|los|o|a)(?![\w])"
    rf"|l'(?:{CANCELLED.pattern})"
    r"|الغاوه|الغاءه|الغيه")
_DROPPED = frozenset({"ja", "ko", "zh"})  # languages that say no pronoun for it
# one of several ("하나 취소해 주세요", "一つキャンセル", "取消其中一个"): what the words do not
# say is the order, in the languages that drop the pronoun
_ONE = re.compile(r"하나|한 ?(?:개|건|가지)|ひとつ|一つ|1つ|一点|1点|一個|一件|一个|一單|一单|其中|どちら|어느")


def of_the_order(folded: str, text: str, codes: tuple[str, ...]) -> bool:
    """Whether ``folded`` (a sentence naming no line, in a ticket whose customer named none)
    cancels the order by a pronoun, its comment ``text`` speaking of the order."""
    if not gates.prefilter(CANCELLED)(folded) or CANCELLED.search(folded) is None:
        return False
    comment = fold(text)
    if not (gates.prefilter(_ORDERED)(comment) and _ORDERED.search(comment)):
        return False
    if codes and codes[0] in _DROPPED:
        return not one_of(folded)
    return gates.prefilter(_NEAR)(folded) and _NEAR.search(folded) is not None


def one_of(folded: str) -> bool:
    """Whether a cancel says it is of one of several, in the languages that drop the pronoun
    ("하나 취소해 주세요", "ひとつキャンセル", "取消其中一个"): never the whole order, though the
    sentence names it ("2つ注文しましたが、ひとつキャンセル")."""
    return _ONE.search(folded) is not None


@lru_cache(maxsize=64)
def _wholly(codes: tuple[str, ...]) -> re.Pattern[str] | None:
    words = "|".join(WHOLLY[c] for c in dict.fromkeys(codes) if c in WHOLLY and c not in _DROPPED)
    glued = "|".join(WHOLLY[c] for c in dict.fromkeys(codes) if c in _DROPPED)
    found = []
    if words:
        found += [rf"(?:{CANCELLED.pattern})(?: [\w'-]+){{0,2}} (?:{words})(?![\w])",
                  rf"(?<![\w])(?:{words})(?: [\w'-]+){{0,2}} (?:{CANCELLED.pattern})"]
    if glued:
        found.append(rf"(?:{glued})(?:に|を|的)? ?(?:{CANCELLED.pattern})")
    return re.compile("|".join(found)) if found else None


def wholly(folded: str, codes: tuple[str, ...], titles: Titles, named_before: bool) -> bool:
    """Whether ``folded`` (a sentence that cancels, naming no line) cancels "completely", the
    adverb beside the verb, two words at most between ("cancel it completely", "komplett
    stornieren", "tamamen iptal", "完全にキャンセル"): all of the order, as "everything" says it.
    Only where the customer named a line before by its title (``named_before``: the item they
    speak of is this order's, and a title matches their word for it) and the sentence says no
    kind of product no line is: "cancel the gabardine completely", the line in words no title
    matches, cancels that item, never the whole."""
    pattern = _wholly(codes) if named_before else None
    return pattern is not None and pattern.search(folded) is not None \
        and not any(w in folded for w in titles.unlisted) \
        and not any(w in folded for w, _ in titles.foreign)


def other_kept(text: str, held: tuple[bool, bool], request: Request, said: set[int]) -> bool:
    """Whether a comment that says the order was placed twice ("ordered twice by mistake",
    "to gange", "2回注文") and cancels it, the whole asked, naming no line, keeps "the other" or
    "the rest" only of the other order: "cancel the latest order, I keep the other one" keeps
    nothing of this payment. ``held``: the request's whole asked and rest (or a thing no title
    names) kept before the comment (the whole may be a subject's, "Cancel my order"); ``said``:
    the lines the comment named."""
    return request.full and (request.rest_kept or request.kept_unnamed) and not held[1] and not said \
        and not request.named and TWICE.search(fold(text)) is not None


_MONEY = ("refund", "back", "partial", "difference", "shipping")


def swapped(folded: str, marks: dict[str, list[tuple[int, int]]]) -> bool:
    """Whether ``folded`` cancels (the order or a line) for something sent instead of it, with
    no word of money but the cancel's own (``marks``: the sentence's marks)."""
    # (the word for "instead" first: its gate's keys skip most sentences)
    if any(marks.get(name) for name in _MONEY) or not for_another(folded):
        return False
    cancels = [m.span() for m in CANCELLED.finditer(folded)]
    # (the whole asked in other words than the cancel's: "cancel it, I want all my money")
    return bool(cancels) and not any(not any(a <= e and s <= b for a, b in cancels)
                                     for s, e in marks.get("full", []))
