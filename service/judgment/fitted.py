"""What an accessory's title says it is FOR (``devices``): a title whose head names an
accessory, a part or a consumable ("Air Fryer Liners", "Mata pod krzesło", "Hülle für Handy",
"Funda iPhone", "エアフライヤー用シート", "의자용 매트": ``tables.fitted``) names its device by its
modifiers, which tell what it fits, not what it is. A customer who complains of the device alone
("the basket of my air fryer", "noga krzesła") does not name that line; one who names the
accessory's head does. Read by ``titles``: the device's words name no line, and the device's
kind is not the line's."""

from __future__ import annotations

import re
from functools import lru_cache

from service.judgment import concepts
from service.judgment.colours import finish
from service.judgment.tables import fitted as table
from service.judgment.text import fold

# the kinds of product an accessory is made for (not a consumable: a "Tea Bag" is tea)
DEVICES = frozenset({"chair", "table", "sofa", "bed", "mattress", "phone", "laptop", "monitor", "camera",
                     "watch", "smart_band", "air_fryer", "coffee_maker", "kettle", "blender", "mixer",
                     "toaster", "vacuum", "iron", "fan", "hair_dryer", "hair_straightener", "shaver",
                     "toothbrush", "printer", "headphones", "speaker", "keyboard", "mouse",
                     "game_controller", "stroller", "bicycle", "grill", "drill", "suitcase", "lamp",
                     "tent", "helmet", "remote", "grinder", "scale", "bottle_warmer"})

# heads that close their modifiers ("Air Fryer Liners", "Kamera Schutzhülle", "Telefon Kılıfı"),
# and heads that open them ("Funda iPhone 15", "Mata pod krzesło")
_LAST = frozenset(fold(w) for code in ("en", "de", "nl", "sv", "da", "nb", "fi", "tr")
                  for w in table.HEADS[code])
_FIRST = frozenset(fold(w) for code in ("fr", "es", "it", "pt", "pl", "ro", "ar") for w in table.HEADS[code])
_GLUED = tuple(fold(w) for words in table.GLUED_FOR.values() for w in words)
# the heads that close a compound word ("schutzhulle", "kameraveske"): of the languages that
# write compounds as one word (English "bookcase", "nightstand" are no accessories)
_CLOSING = frozenset(fold(w) for code in ("de", "nl", "sv", "da", "nb", "fi")
                     for w in table.HEADS[code] if len(w) >= 4)
_FOR = frozenset(fold(w) for words in table.FOR.values() for w in words)
_FOR_AFTER = frozenset(fold(w) for words in table.FOR_AFTER.values() for w in words)
_TOKEN = re.compile(r"[^\W_]+")
_SEGMENTS = re.compile(r"\s[-–—|/]\s|[,(]")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]+")
_CJK_FOR = re.compile(table.CJK_FOR)


def _head(token: str, first: bool = False) -> bool:
    """Whether a word is an accessory's head, alone or closing a compound ("schutzhulle",
    "kameraveske"); ``first``: a head that opens its title ("funda")."""
    return token in _LAST or (first and token in _FIRST) or any(
        len(token) - len(h) >= 3 and token.endswith(h) for h in _CLOSING)


def _names_with(word: str, head: str) -> bool:
    """Whether ``word`` and the accessory's ``head`` make one kind's name ("screen protector")."""
    return concepts.of_phrase((word, head)) is not None or concepts.of_phrase((head, word)) is not None


def beside_head(tokens: list[str], k: int) -> bool:
    """Whether the device's word ``tokens[k]`` of a text stands beside an accessory's head
    ("housse de canapé", "etui ... na laptopy", "sofa cover", "Handyhülle"): the text names the
    accessory by its device."""
    return any(_head(t, True) or any(len(t) - n >= 3 and _head(t[:-n], True) for n in (1, 2))
               for t in tokens[max(0, k - 6):k + 4])


def _kind(words: tuple[str, ...]) -> str | None:
    """The device kind ``words`` name (a word, a compound's head, a name of two words)."""
    if len(words) > 1:
        kind = concepts.of_phrase(words)
        return kind if kind in DEVICES else None
    word = words[0]
    # the word, its glued "for" off ("لكنبة"), or a case ending of one or two letters off
    # ("tuolia", "tuolin": a chair's)
    forms = [word, *(word[len(g):] for g in _GLUED if word.startswith(g) and len(word) - len(g) >= 3),
             *(word[:-n] for n in (1, 2) if len(word) - n >= 4)]
    for form in forms:
        kind = concepts.of_word(form)
        if kind in DEVICES:
            return kind
    if not _CJK.search(word):
        found = concepts.of_title(word)
        kind = next(iter(found)) if len(found) == 1 else None
        return kind if kind in DEVICES else None
    return None


def compound(word: str) -> tuple[str, str] | None:
    """A compound title word of a device and an accessory's head ("kameraveske", "handyhulle",
    "tuolinsuoja"): its device part and its head."""
    for head in _CLOSING:
        if word.endswith(head) and len(word) - len(head) >= 3 and _kind((word[:-len(head)],)):
            return word[:-len(head)], head
    return None


@lru_cache(maxsize=4096)
def devices(title: str) -> tuple[frozenset[str], frozenset[str]]:
    """The device kinds an accessory's title says it is for, and the title's words naming
    them (none where the title names no accessory and no "for")."""
    kinds: set[str] = set()
    words: set[str] = set()
    for segment in _SEGMENTS.split(fold(title)):
        tokens = _TOKEN.findall(segment)
        candidates: list[str] = []
        after = next((i for i, t in enumerate(tokens) if t in _FOR), None)
        before = next((i for i, t in enumerate(tokens) if t in _FOR_AFTER), None)
        said_for, head = True, None  # the device's words are all those its "for" governs ("pod krzesło biurowe")
        if after is not None and after > 0:
            candidates = tokens[after + 1:]
        elif before is not None and before > 0:
            candidates = tokens[before - 1:before]  # "tuolia varten", "sandalye için": the word before
        elif tokens and tokens[0] in _FIRST:
            candidates, head, said_for = tokens[1:], 0, False  # "Funda iPhone 15"
        elif (head := next((i for i, t in enumerate(tokens)
                            if i and _head(t) and not finish(tokens, i)), None)) is not None:
            candidates = tokens[:head]  # "Air Fryer Liners", "Kamera Schutzhülle"
            said_for = False
        if not said_for and head is not None:
            # a modifier that makes one kind's name with the head is the head's ("Screen
            # Protector", "Mouse Pad": a screen protector, no screen)
            candidates = [t for t in candidates if not _names_with(t, tokens[head])]
        here: set[str] = set()
        for size in (2, 1):
            for i in range(len(candidates) - size + 1):
                window = tuple(candidates[i:i + size])
                kind = _kind(window)
                if kind is not None:
                    here.add(kind)
                    words.update(window)
        if said_for and here:
            words.update(t for t in candidates if t.isalpha() and not _CJK.search(t))
        kinds |= here
        for token in tokens:
            kinds.update(_cjk_devices(token))
    return frozenset(kinds), frozenset(words)


def _cjk_devices(token: str) -> set[str]:
    """The device kinds a Japanese, Chinese or Korean title word names before its "for"
    ("エアフライヤー用", "空气炸锅专用", "의자용")."""
    found: set[str] = set()
    if _CJK.search(token):
        for run in _CJK.findall(token):
            for match in _CJK_FOR.finditer(run):
                before = run[:match.start()]
                found.update(k for _, k in concepts.cjk_kinds_in(before) if k in DEVICES)
    elif token.endswith(table.KO_FOR) and re.fullmatch(r"[\uac00-\ud7af]+", token):
        for suffix in table.KO_FOR:
            if token.endswith(suffix) and len(token) > len(suffix):
                kind = concepts.of_word(token[:-len(suffix)])
                if kind in DEVICES:
                    found.add(kind)
                break
    return found


def accessory_run(run: str) -> str:
    """A Japanese or Chinese title run less the device it is for ("エアフライヤー用シート":
    "シート"), where it names one before its "for"."""
    pieces = _CJK_FOR.split(run)
    if len(pieces) > 1 and _cjk_devices(run):
        return pieces[-1]
    return run


def without_devices(title: str, kinds: frozenset[str]) -> frozenset[str]:
    """A title's kinds less the devices it is for, where it names something else besides."""
    return kinds - devices(title)[0]


def names_device(run: str, served: frozenset[str]) -> bool:
    """Whether a Japanese, Chinese or Korean title word is the device's name alone, or with
    its "for" ("エアフライヤー用", "의자용"): it names no line."""
    bare = run
    for suffix in ("専用", "专用", "專用", "用", *table.KO_FOR):
        bare = bare.removesuffix(suffix)
    if not bare:
        return False
    kind = concepts.of_word(bare)
    found = {kind} if kind else {k for name, k in concepts.cjk_kinds_in(bare) if name == bare}
    return bool(found) and found <= served
