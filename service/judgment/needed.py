"""Units not needed, said as the one the customer needs: "I only need one" of a line of two
(a seat bought twice by a checkout that ran twice, a set ordered twice), "Ich brauche nur eins",
"Vi skal kun bruge ét", "وحدة بس نحتاج". The units asked are the others: a figure the customer
never writes, so the refund of one of two seats ("refund the extra seat", "das eine Set") is
grounded in the units the words leave over.

The same of a line of two where "the other one" is said fine and no title is named by what is
kept ("rambursați monitorul defect, celălalt e bun", "the other one works"): one unit is kept.

Read where a refund is asked, nothing is asked in full, no units are counted yet and one line
of several units is the one spoken of (named, else the only such line where none is named): its
units asked are its quantity less one. Said of a line kept, it asks nothing.
"""

from __future__ import annotations

import re
from functools import cache

from service.judgment import numbers
from service.judgment.facts import Order
from service.judgment.request import Request
from service.judgment.text import fold

# "only one needed", in the covered languages (folded; numbers read as digits first)
_ONE = {
    "en": (r"(?:only|just) (?:need|needed|use|want|wanted) (?:the )?1(?!\d)", r"need only 1(?!\d)"),
    "de": (r"(?:brauch|benotig)\w*(?: \w+){0,2} nur (?:1|eins|eines|einen|eine)(?!\w)",
           r"nur (?:1|eins|eines|einen|eine)(?: \w+)? (?:brauch|benotig)\w*"),
    "da": (r"(?:skal|behover|har brug for)(?: \w+){0,2} kun(?: \w+)? (?:1|en|et|ét)(?!\w)",),
    "sv": (r"(?:behover|behöver|anvander|använder)(?: \w+){0,2} bara (?:1|en|ett)(?!\w)",),
    "nb": (r"(?:trenger|skal|bruker)(?: \w+){0,2} bare(?: \w+)? (?:1|en|ett|ei)(?!\w)",),
    "nl": (r"(?:maar|alleen|slechts) (?:1|een|één) nodig",),
    "fr": (r"besoin (?:que|seulement) d'(?:un|une|1)(?!\w)", r"(?:un|une|1) seul\w* (?:me|nous) suffit"),
    "es": (r"(?:solo|solamente) (?:necesito|necesitamos|uso|usamos) (?:1|un|uno|una)(?!\w)",),
    "it": (r"(?:mi|ci|me ne|ce ne) serv\w* solo (?:1|un|uno|una)(?!\w)",
           r"(?:ho|abbiamo) bisogno solo di (?:1|un|uno|una)(?!\w)"),
    "pt": (r"(?:so|apenas) (?:preciso|precisamos|uso|usamos) (?:de )?(?:1|um|uma)(?!\w)",),
    "pl": (r"potrzebuj\w* tylko (?:1|jeden|jednego|jedna|jednej)(?!\w)",),
    "ro": (r"(?:am|avem) nevoie doar de (?:1|un|una|o)(?!\w)",),
    "fi": (r"tarvit\w* (?:vain|ainoastaan) (?:1|yhden|yksi|yhta)(?!\w)",),
    "tr": (r"(?:sadece|yaln[iı]zca) (?:1|bir)(?: tane)?(?:sine|ine)? ihtiyac",),
    "ja": (r"(?:1|一)(?:つ|個|台|枚|本|席|点)?(?:だけ|で)(?:必要|十分|足り)",),
    "zh": (r"只(?:需要|要|用)(?:1|一)(?:个|個|台|件|张|張|套|份|席)",),
    "ko": (r"(?:1|하나|한 ?개)(?:만) ?(?:필요|있으면)",),
    "ar": (r"(?:احتاج|نحتاج|ابغي|نبغي)(?: \S+)? (?:وحده|واحد|1)(?: \S+)? (?:بس|فقط)",
           r"(?:بس|فقط) (?:نحتاج|احتاج) (?:وحده|واحد|1)"),
}


# "the other one" (of two), in the covered languages (folded)
_OTHER = re.compile(
    r"(?<![^\W_])(?:the other(?: one)?|der andere|die andere|das andere|l'autre|el otro|la otra|l'altr[oa]|"
    r"o outro|a outra|de andere|het andere|den andra|det andra|den anden|det andet|den andre|det andre|"
    r"drug[aiy]e?|celalalt|cealalta|toinen|digeri|و?(?:الاخر|الاخري|الثاني|الثانيه))(?![^\W_])"
    r"|もう(?:一つ|1つ|片方|一台|1台)|另(?:一|外一)(?:个|個|台|件|只|隻)|(?:다른|나머지) ?(?:하나|한 ?개)")


# "the one" of two, a determiner some languages write for one of a pair ("den ene er i stykker",
# "refunder den ene"), never "on the one hand" nor "the one or the other" (folded)
_THE_ONE = {
    "da": r"(?:(?<=prisen pa )|(?<!pa )(?<!på ))(?<![^\W_])(?:den|det) ene"
          r"(?! (?:eller|side|siden|gang|af dem og))(?![^\W_])",
    "nb": r"(?:(?<=prisen pa )|(?<!pa )(?<!på ))(?<![^\W_])(?:den|det) ene(?! (?:eller|side|siden|gang))(?![^\W_])",
    "sv": r"(?:(?<=priset pa )|(?<!a )(?<!å ))(?<![^\W_])(?:den|det) ena(?! (?:eller|sidan|gang|gången))(?![^\W_])",
    "nl": r"(?<!aan )(?<![^\W_])(?:de|het|die|dat) ene(?! (?:of|kant|keer))(?![^\W_])",
}
# "one" of a line's units written as the language's article, which its numbers never read as a
# count ("erstatten Sie einen Monitor", "rambursați un monitor"): right before a word of the
# line's title, the count is one (folded)
_A_ONE = {
    "de": re.compile(r"(?<![^\W_])(?:ein|eine|einen|einem|eines)\s+(\w{4,})"),
    "ro": re.compile(r"(?<![^\W_])(?:un|o|unul|una)\s+(\w{4,})"),
}
_BOTH_RO = re.compile(r"(?<![^\W_])(?:ambele|ambii|amandoua|amandoi)(?![^\W_])")
_TITLE_WORD = re.compile(r"[^\W\d_]{4,}")
# ("the price of the one": a share said of one unit, "halva priset på den ena ramen")
# a word for "both", which asks both units whatever "the one" says of one of them
_BOTH = re.compile(r"(?<![^\W_])(?:begge|bada|båda|bagge|bägge|beide|allebei|alle twee)(?![^\W_])")


@cache
def _pattern(code: str) -> re.Pattern[str] | None:
    forms = _ONE.get(code)
    return re.compile("|".join(f"(?:{f})" for f in forms)) if forms else None


def settle(texts: list[str], order: Order, request: Request) -> None:
    """Set the units asked of the one line of several units the customer needs one of (see
    the module's docstring)."""
    if not request.asked or request.full or request.units:
        return
    several = [i for i, li in enumerate(order.lines) if li.quantity > 1]
    spoken = [i for i in several if i in request.named] or (
        several if len(several) == 1 and not request.named else [])
    if len(spoken) != 1:
        return
    line = spoken[0]
    # "the other one is fine" of a one-line payment of two read as "the rest" kept: the rest
    # is the other unit
    # (the line named, as by the subject, is taken out of the rest kept: "the other" is still
    # the other unit of the one line)
    # (or of a line whose two units the customer counts, "I ordered 2 sun creams ... the other
    # is perfect", whatever other line they keep by its name)
    counted = line in request.whole_counted
    rest = request.rest_kept and (request.kept <= {line} and len(order.lines) == 1
                                  or counted and line not in request.kept)
    others_kept = not request.kept or (counted and line not in request.kept)
    # (the other of the two counted said fine, read as the line kept: nothing else is asked)
    by_pronoun = counted and line in request.kept and not request.named - {line}
    if (rest or by_pronoun or (request.kept_unnamed and others_kept)) \
            and order.lines[line].quantity == 2 \
            and not request.partial \
            and any(_OTHER.search(fold(text)) for text in texts):
        request.units[line] = 1  # one of the two kept
        request.named |= {line}
        request.kept.discard(line)
        return
    if line in request.kept:
        return
    # (or of a line whose whole quantity the customer counts: "3 boxes ... that one box")
    if (order.lines[line].quantity == 2 or line in request.whole_counted) \
            and (_the_one(texts, request.codes, order.lines[line].quantity == 2)
                 or _a_one(texts, request.codes, order.lines[line].title)):
        request.units[line] = 1  # "refund the one": one of the two
        request.named |= {line}
        return
    if request.partial:  # (a part asked: of the one unit said, never of the units needed)
        return
    patterns = [p for p in (_pattern(code) for code in dict.fromkeys(request.codes)) if p is not None]
    for text in texts:
        for code, pattern in zip(dict.fromkeys(request.codes), patterns):
            if pattern.search(numbers.digits(fold(text), code)):
                request.units[line] = order.lines[line].quantity - 1
                request.named |= {line}
                return


def _the_one(texts: list[str], codes: tuple[str, ...], two: bool = True) -> bool:
    """Whether the texts say "the one" of two in a language that writes it as a determiner,
    and (``two``: of a line of two units) no word for "both"."""
    forms = [_THE_ONE[c] for c in dict.fromkeys(codes) if c in _THE_ONE]
    if not forms:
        return False
    folded = [fold(text) for text in texts]
    return any(re.search(f, t) for f in forms for t in folded) and not (
        two and any(_BOTH.search(t) for t in folded))


def _a_one(texts: list[str], codes: tuple[str, ...], title: str) -> bool:
    """Whether the texts write "one" as the article of a language whose numbers never read it
    (``_A_ONE``) right before a word of ``title`` (its first four letters), and no word for
    "both"."""
    forms = [_A_ONE[c] for c in dict.fromkeys(codes) if c in _A_ONE]
    if not forms:
        return False
    stems = {w[:4] for w in _TITLE_WORD.findall(fold(title))}
    folded = [fold(text) for text in texts]
    return any(m.group(1)[:4] in stems for f in forms for t in folded for m in f.finditer(t)) \
        and not any(_BOTH.search(t) or _BOTH_RO.search(t) for t in folded)
