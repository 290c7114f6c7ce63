"""Where a Japanese or Chinese title's head noun stands (``heads``): the head noun comes last,
so a run of a title names its line in a text by its last characters too, unless they are the
one name of the title's kind ("发" of "沙发" is no sofa); a katakana head that stands inside a
longer katakana word of the text is no mention (``inside_katakana``), nor is a head of one
character that is a counter said after a number ("这2块", "另外3块" of a "模块" line: two pieces,
``counted``). Read by ``titles``."""

from __future__ import annotations

import re

from service.judgment import concepts

_HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")

# a noun suffix ends a Chinese word without being its head ("杯子": the cup is "杯", and "子"
# is in "孩子", "盒子", "样子")
_NOUN_SUFFIX = frozenset("子儿兒")


def heads(run: str, kinds: frozenset[str] = frozenset()) -> list[str]:
    """What of a Japanese or Chinese title run names it in a text: the run, its last three or
    two characters (the head noun comes last), or its last Han character (before a noun
    suffix), unless the run is the one name of the title's kind that ends in it ("沙发": "发"
    is no sofa, it is in "发霉", mouldy; "台灯", "吊灯", "落地灯": "灯" is a lamp)."""
    out = [run]
    out += [run[-n:] for n in (3, 2) if len(run) > n]
    if len(run) >= 3 and run[-1] in _NOUN_SUFFIX and _HAN.fullmatch(run[-2]):
        return out + [run[-2]] if _HAN.fullmatch(run[-3]) else out
    if len(run) == 2 and run[-1] in _NOUN_SUFFIX:
        return out + [run[0]] if _HAN.fullmatch(run[0]) else out
    if len(run) >= 2 and _HAN.fullmatch(run[-1]) and _HAN.fullmatch(run[-2]) and heads_kind(
            run, kinds):
        out.append(run[-1])
    return out


def heads_kind(run: str, kinds: frozenset[str]) -> bool:
    """Whether ``run``'s last character may name the product alone: the run is no name of
    the title's kinds, or another of their names ends in the same character."""
    names = [n for k in kinds for n in concepts.cjk_names(k)]
    return run not in names or sum(n.endswith(run[-1]) for n in names) >= 2


_KATAKANA = re.compile(r"[\u30a1-\u30fa\u30fc]")


def inside_katakana(head: str, reading: str, end: int) -> bool:
    """Whether a katakana head of a title ("ック" of "オープンラック") stands inside a longer
    katakana word of the text ("ボックス"): a head noun ends its word, nothing follows it."""
    return bool(_KATAKANA.fullmatch(head[-1])) and end < len(reading) \
        and bool(_KATAKANA.fullmatch(reading[end]))


# the counters (measure words) of Chinese and Japanese that a title's last character may be ("模块",
# "零件", "手机支架"): said after a number or "this", "that", "each", they count, they name nothing
_COUNTERS = frozenset("个個件只台张張条條双雙套把支根瓶包盒片颗顆粒枚副对對部辆輛块塊箱袋卷捲份点點")
_BEFORE = re.compile(r"[0-9０-９一二两兩三四五六七八九十百几幾半每这這那哪该該此]\s?$")


def named_at(head: str, run: str, reading: str, span: tuple[int, int]) -> bool:
    """Whether ``head`` of a title's ``run``, found at ``span`` of ``reading``, names the line
    there: not inside a longer katakana word, nor a counter after a number (``counted``)."""
    if head == run:
        return True
    return not inside_katakana(head, reading, span[1]) and not counted(head, reading, span[0])


def counted(head: str, reading: str, start: int) -> bool:
    """Whether a head of one character is a counter said after a number, "this" or "each" ("这2块",
    "3块正常", "2枚"): a count of the things the sentence speaks of, no name of the title's."""
    return len(head) == 1 and head in _COUNTERS and _BEFORE.search(reading, max(0, start - 2), start) is not None
