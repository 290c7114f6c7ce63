"""Where a Japanese or Chinese title's head noun stands (``heads``): the head noun comes last,
so a run of a title names its line in a text by its last characters too, unless they are the
one name of the title's kind ("发" of "沙发" is no sofa); and a katakana head that stands inside a
longer katakana word of the text is no mention (``inside_katakana``). Read by ``titles``."""

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
