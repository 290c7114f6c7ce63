"""Customer text made comparable: Unicode normalised, hidden forms brought out, quotes split off.

``fold(text)`` is what every rule reads: NFKC (full-width and mathematical letters become
plain ones), the invisible format characters removed (zero-width spaces and joiners, the
soft hyphen, bidirectional controls: Unicode category Cf), letters that look Latin folded to
Latin (Unicode's confusables, from ``confusable-homoglyphs``), accents stripped, lower case,
whitespace collapsed.

``reveal(text)`` returns that folded text plus the *hidden* forms found in it, each as a
``Hidden`` segment the injection rules read like any other: a word split by invisible
characters, a word of mixed scripts, letters spelled out one by one ("i g n o r e"), and
base64 blocks that decode to readable text. A hidden form is evidence by itself (a customer
has no reason to hide words), and an instruction found in one weighs more.

``split_quoted(text)`` separates what the writer wrote from what they quoted (mail replies:
lines starting ``>``, or everything after an "On ... wrote:" line or a forwarded header),
because a figure an agent wrote and the customer quoted back is not the customer's figure.
"""

from __future__ import annotations

import base64
import binascii
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from confusable_homoglyphs import confusables

_INVISIBLE = re.compile(r"[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f"
                        r"\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]")
# an invisible character touching a letter (an emoji's zero-width joiner touches none)
_NEXT_TO_LETTER = re.compile(r"[^\W\d_]" + _INVISIBLE.pattern + "|" + _INVISIBLE.pattern
                             + r"[^\W\d_]")
_SPACED = re.compile(r"(?<![\w])(?:[^\W\d_](?:[ .\-_*|/]{1,3}|\s{2,6})){3,}[^\W\d_](?![\w])")
_BASE64 = re.compile(r"(?<![A-Za-z0-9+/=])[A-Za-z0-9+/]{16,}={0,2}(?![A-Za-z0-9+/=])")
_QUOTE_HEAD = re.compile(
    r"^\s*(?:on .{4,120} wrote:|am .{4,120} schrieb .{0,80}:|le .{4,120} a ecrit\s*:|"
    r"el .{4,120} escribio:|op .{4,120} schreef .{0,80}:|em .{4,120} escreveu:|"
    r"-{2,}\s*(?:original message|forwarded message|ursprungliche nachricht|message d'origine|"
    r"mensaje original|oorspronkelijk bericht|mensagem original)\s*-{2,}|from: .+@.+)\s*$",
    re.IGNORECASE | re.MULTILINE)
_LEET = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a",
                       "$": "s", "!": "i"})


@dataclass(frozen=True)
class Hidden:
    """A form found concealed in the text, and the words it reads as once uncovered."""

    kind: str  # zero_width | homoglyph | spaced | base64 | leet
    text: str


@dataclass(frozen=True)
class Revealed:
    """The folded text, and what was hidden in it."""

    text: str
    hidden: tuple[Hidden, ...]


@lru_cache(maxsize=4096)
def _latin(char: str) -> str:
    """The Latin letter ``char`` is confusable with, or ``char`` itself."""
    if char.isascii() or not char.isalpha():
        return char
    found = confusables.is_confusable(char, preferred_aliases=["latin"], greedy=True)
    for entry in found or ():
        for glyph in entry["homoglyphs"]:
            if glyph["c"].isascii() and glyph["c"].isalpha():
                return glyph["c"].lower()
    return char


def _strip_accents(text: str) -> str:
    decomposed = unicodedata.normalize("NFD", text)
    return unicodedata.normalize("NFC", "".join(c for c in decomposed
                                                if unicodedata.category(c) != "Mn"))


def _script(char: str) -> str:
    name = unicodedata.name(char, "")
    return name.split(" ", 1)[0] if name else ""


def _fold_word(word: str) -> str:
    """A word's letters as Latin, when the word is written in Latin or mixes in look-alikes.
    A word wholly in another script (Greek, Cyrillic) stays itself: it is not a disguise."""
    scripts = {_script(c) for c in word if c.isalpha()}
    if scripts <= {"LATIN"} or "LATIN" not in scripts and not _all_lookalike(word):
        return word
    return "".join(_latin(c) for c in word)


def _all_lookalike(word: str) -> bool:
    letters = [c for c in word if c.isalpha()]
    return len(letters) >= 3 and all(_latin(c).isascii() for c in letters)


def fold(text: str) -> str:
    """NFKC, invisible characters out, look-alikes to Latin, accents out, lower case."""
    text = _INVISIBLE.sub("", unicodedata.normalize("NFKC", text or "")).casefold()
    text = re.sub(r"[^\W\d_]+", lambda m: _fold_word(m.group()), text)
    text = _strip_accents(text)
    text = text.replace("\u2019", "'").replace("\u2018", "'")
    return re.sub(r"[ \t\r\f\v\u00a0]+", " ", text).strip()


def reveal(text: str) -> Revealed:
    """``fold(text)`` and the hidden forms in it (see the module's docstring)."""
    raw = unicodedata.normalize("NFKC", text or "")
    hidden: list[Hidden] = []
    if _NEXT_TO_LETTER.search(raw):  # both readings: joined letters, or invisible spaces
        hidden.append(Hidden("zero_width", fold(_INVISIBLE.sub(" ", raw))))
    for word in re.findall(r"\S+", raw):
        letters = {_script(c) for c in word if c.isalpha()}
        if ("LATIN" in letters and len(letters) > 1) or (
                letters and "LATIN" not in letters and _all_lookalike(word)
                and _latin_context(raw)):
            hidden.append(Hidden("homoglyph", fold(word)))
    folded = fold(raw)
    for match in _SPACED.finditer(_INVISIBLE.sub("", raw)):
        gap = r"\s+" if re.search(r"\S[.\-_*]\S", match.group()) else r"\s{2,}"
        spelled = re.split(gap + r"|\s*[/|]\s*", match.group())  # words: the wider gaps
        joined = " ".join(re.sub(r"[ .\-_*]", "", word) for word in spelled)
        if len(joined) >= 4:
            hidden.append(Hidden("spaced", fold(joined)))
    hidden += _base64_blocks(raw)
    for token in re.findall(r"\S+", folded):
        if re.search(r"[a-z]", token) and re.search(r"[0-9@$!]", token) and len(token) >= 4 \
                and not re.search(r"\d[.,]\d|^[$#]|\d$|@\w+\.", token):
            hidden.append(Hidden("leet", token.translate(_LEET)))
    return Revealed(folded, tuple(hidden))


def _latin_context(raw: str) -> bool:
    """Whether most letters of the text are Latin (a Cyrillic word among them stands out)."""
    letters = [c for c in raw if c.isalpha()]
    return bool(letters) and sum(_script(c) == "LATIN" for c in letters) > len(letters) / 2


def _base64_blocks(raw: str) -> list[Hidden]:
    found = []
    for match in _BASE64.finditer(raw):
        block = match.group()
        try:
            decoded = base64.b64decode(block + "=" * (-len(block) % 4), validate=True)
            words = decoded.decode("utf-8")
        except (binascii.Error, ValueError):
            continue
        readable = sum(c.isalpha() or c.isspace() for c in words)
        if len(words) >= 8 and readable >= 0.8 * len(words) and " " in words.strip():
            found.append(Hidden("base64", fold(words)))
    return found


def split_quoted(text: str) -> tuple[str, str]:
    """(what the writer wrote, what they quoted): ``>`` lines, and all after a reply header."""
    own, quoted = [], []
    head = _QUOTE_HEAD.search(_strip_accents(text or ""))
    body, tail = (text[:head.start()], text[head.start():]) if head else (text or "", "")
    for line in body.splitlines():
        (quoted if line.lstrip().startswith(">") else own).append(line)
    return "\n".join(own).strip(), "\n".join([*quoted, tail]).strip()


def tokens(text: str) -> list[str]:
    """The folded words of ``text`` (letters and digits)."""
    return re.findall(r"[a-z0-9]+", fold(text))


def stem(word: str) -> str:
    """A crude plural-and-case stem, the same for every language covered: "mugs" -> "mug",
    "Tassen" -> "tass", "tasse" -> "tass", "glasses" -> "glass"."""
    for suffix in ("es", "en", "s", "e", "n"):
        if len(word) > len(suffix) + 2 and word.endswith(suffix):
            return word[:-len(suffix)]
    return word
