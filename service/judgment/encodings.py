"""Text encoded so a reader does not see it, and what it decodes to: base64, base32, hex,
binary, percent-encoding, HTML entities, escape sequences, Morse, Unicode tag characters (the
invisible twins of ASCII, U+E0020..U+E007E, that no mail client shows and a model reads), and
the letter ciphers a model
reads at a glance (a Caesar shift such as ROT13, Atbash, a line or its words written backwards).

``find(raw, common)`` returns each encoded run of ``raw`` with its decoded text, folded. A byte
encoding counts when it decodes to readable words (letters and spaces, a space in it); a cipher
counts when the line is not words of its reader (few of ``common``, the commonest words of the
languages read, English always) and its decoding is (most of its words in ``common``). Nothing
here judges what the words say: ``injection`` reads them.
"""

from __future__ import annotations

import base64
import binascii
import codecs
import html
import re
from dataclasses import dataclass
from functools import lru_cache
from urllib.parse import unquote

from service.judgment import tables
from service.judgment.text import fold

# The commonest English words, and the words an instruction to an agent is made of: a cipher
# is found by its decoding being made of them.
ENGLISH = frozenset(["the", "a", "an", "and", "or", "of", "to", "in", "on", "for", "with", "at", "by", "from", "is",
                     "are", "was", "were", "be", "been", "it", "this", "that", "i", "you", "he", "she", "we", "they",
                     "my", "your", "me", "not", "no", "but", "so", "if", "as", "do", "did", "have", "has", "had",
                     "will", "would", "can", "could", "please", "all", "any", "just", "what", "when", "there", "here",
                     "out", "up", "about", "now", "must", "should", "who", "which", "their", "them", "our", "us",
                     "its", "ignore", "previous", "instructions", "instruction", "refund", "refunds", "approve",
                     "approved", "issue", "process", "full", "amount", "system", "assistant", "agent", "ai", "model",
                     "rules", "prompt", "policy", "manager", "admin", "customer", "money", "send", "give", "transfer",
                     "pay", "immediately", "without", "approval", "override", "disregard", "forget", "order", "orders",
                     "new", "task", "mode", "developer", "you're", "above", "prior", "earlier", "these", "those",
                     "every", "each", "account", "credit", "dollars", "euros", "note", "message", "reply", "respond",
                     "say", "write", "output", "tell", "grant", "authorized", "authorised", "escalate", "escalation",
                     "check", "verify", "human", "person", "admin", "mode"])
_MORSE = {".-": "a", "-...": "b", "-.-.": "c", "-..": "d", ".": "e", "..-.": "f", "--.": "g",
          "....": "h", "..": "i", ".---": "j", "-.-": "k", ".-..": "l", "--": "m", "-.": "n",
          "---": "o", ".--.": "p", "--.-": "q", ".-.": "r", "...": "s", "-": "t", "..-": "u",
          "...-": "v", ".--": "w", "-..-": "x", "-.--": "y", "--..": "z", "-----": "0",
          ".----": "1", "..---": "2", "...--": "3", "....-": "4", ".....": "5", "-....": "6",
          "--...": "7", "---..": "8", "----.": "9"}
_BYTE_RUNS = (
    ("base64", re.compile(r"(?<![A-Za-z0-9+/=])[A-Za-z0-9+/]{16,}={0,2}(?![A-Za-z0-9+/=])")),
    ("base32", re.compile(r"(?<![A-Za-z0-9=])[A-Z2-7]{16,}={0,6}(?![A-Za-z0-9=])")),
    ("hex", re.compile(r"(?<![0-9A-Za-z])(?:[0-9A-Fa-f]{2}[ :]?){8,}(?![0-9A-Za-z])")),
    ("binary", re.compile(r"(?<![01])(?:[01]{8}[ ]?){4,}(?![01])")),
    # (a word with three escapes or more; each escape's run of other characters taken once,
    # from the word's start only: the text's own length, not its square, on "%4g%4g%4g...")
    ("percent", re.compile(r"(?<!\S)(?:[^\s%]|%(?![0-9A-Fa-f]{2}))*+%[0-9A-Fa-f]{2}"
                           r"(?:(?:[^\s%]|%(?![0-9A-Fa-f]{2}))*+%[0-9A-Fa-f]{2}){2,}\S*")),
    ("entities", re.compile(r"(?:&#[xX]?[0-9A-Fa-f]{1,6};|&[a-zA-Z]{2,8};){4,}")),
    ("escapes", re.compile(r"(?:\\u[0-9A-Fa-f]{4}|\\x[0-9A-Fa-f]{2}|\\[0-7]{3}){4,}")),
    ("morse", re.compile(r"(?<![\w.\-])(?:[.\-]{1,6}(?: {1,3}|/| / )){5,}[.\-]{1,6}(?![\w.\-])")),
    ("tags", re.compile("[\U000E0020-\U000E007E]{4,}")),
)
_TAG_CHARACTER = re.compile("[\U000E0000-\U000E007F]")
_LINE_WORDS = re.compile(r"[a-z]+")
_LETTERS = re.compile(r"[^\W\d_]+")
_ASCII_LETTERS = re.compile(r"[A-Za-z]+")  # (``_LETTERS`` in an ASCII text)
# hex digits with the single spaces or colons hex is written with, sixteen or more
_HEX_SPAN = re.compile(r"[0-9A-Fa-f: ]{16,}")


def _maybe(raw: str) -> frozenset[str]:
    """The encodings a run of ``raw`` may be in, from what each needs (cheaper than looking
    for each): a word of sixteen characters (base64, base32 and hex written together: their
    runs hold no space), sixteen hex digits among spaces and colons (hex or binary written
    apart), a per cent sign, an ampersand, a backslash, six dots or dashes (Morse)."""
    found = set()
    if "%" in raw:
        found.add("percent")
    if "&" in raw:
        found.add("entities")
    if "\\" in raw:
        found.add("escapes")
    if _TAG_CHARACTER.search(raw):
        found.add("tags")
    if raw.count(".") + raw.count("-") >= 6:
        found.add("morse")
    if max(map(len, raw.split()), default=0) >= 16:
        found |= {"base64", "base32", "hex", "binary"}
    elif any(len(m.group()) - m.group().count(" ") - m.group().count(":") >= 16
             for m in _HEX_SPAN.finditer(raw)):
        found |= {"hex", "binary"}
    return frozenset(found)


@dataclass(frozen=True)
class Decoded:
    """An encoded run: what encoding, where it stands in the raw text, what it reads as."""

    kind: str
    start: int
    end: int
    text: str


def find(raw: str, common: frozenset[str] = ENGLISH) -> list[Decoded]:
    """Every encoded run of ``raw`` (see the module's docstring), in order."""
    return list(_find(raw, common))


@lru_cache(maxsize=2048)
def _find(raw: str, common: frozenset[str]) -> tuple[Decoded, ...]:
    found = list(_byte_runs(raw))
    found += _ciphers(raw, common, found)
    return tuple(sorted(found, key=lambda d: d.start))


@lru_cache(maxsize=2048)
def _byte_runs(raw: str) -> tuple[Decoded, ...]:
    """The runs of ``raw`` encoded as bytes (base64, hex, entities...): the same whatever
    language's common words the ciphers are read with, so found once a text (a comment is
    looked at for its spans and for what it hides, with different common words)."""
    found: list[Decoded] = []
    maybe = _maybe(raw)
    for kind, pattern in _BYTE_RUNS:
        if kind not in maybe:
            continue
        for match in pattern.finditer(raw):
            if any(d.start < match.end() and match.start() < d.end for d in found):
                continue
            words = _DECODERS[kind](match.group())
            if words is not None and _readable(words):
                found.append(Decoded(kind, match.start(), match.end(), fold(words)))
    return tuple(found)


def _readable(words: str) -> bool:
    """Letters and spaces, with a space in them; or six letters of a script written without
    spaces (Chinese, Japanese)."""
    words = words.strip()
    letters = sum(c.isalpha() or c.isspace() for c in words)
    spaceless = sum(c.isalpha() and not c.isascii() for c in words) >= 6
    return len(words) >= 6 and letters >= 0.7 * len(words) and (" " in words or spaceless)


def _base64(block: str) -> str | None:
    try:
        return base64.b64decode(block + "=" * (-len(block) % 4), validate=True).decode("utf-8")
    except (binascii.Error, ValueError):
        return None


def _base32(block: str) -> str | None:
    try:
        return base64.b32decode(block + "=" * (-len(block) % 8)).decode("utf-8")
    except (binascii.Error, ValueError):
        return None


def _hex(block: str) -> str | None:
    try:
        return bytes.fromhex(re.sub(r"[ :]", "", block)).decode("utf-8")
    except ValueError:
        return None


def _binary(block: str) -> str | None:
    bits = block.replace(" ", "")
    try:
        return bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits) - 7, 8)).decode("utf-8")
    except ValueError:
        return None


def _escapes(block: str) -> str | None:
    try:
        return codecs.decode(block, "unicode_escape")
    except (UnicodeDecodeError, ValueError):
        return None


def _morse(block: str) -> str | None:
    words = re.split(r"\s*/\s*|\s{2,}", block.strip())
    out = []
    for word in words:
        letters = [_MORSE.get(code) for code in word.split()]
        if None in letters:
            return None
        out.append("".join(letters))  # type: ignore[arg-type]
    return " ".join(out)


def _tags(block: str) -> str:
    """Tag characters as the ASCII letters they shadow."""
    return "".join(chr(ord(c) - 0xE0000) for c in block)


_DECODERS = {"base64": _base64, "base32": _base32, "hex": _hex, "binary": _binary,
             "percent": lambda block: unquote(block) if unquote(block) != block else None,
             "entities": lambda block: html.unescape(block), "escapes": _escapes,
             "morse": _morse,
             "tags": _tags}


# ----- letter ciphers, line by line ------------------------------------------------------------
def _shift(word: str, by: int) -> str:
    return "".join(chr((ord(c) - 97 + by) % 26 + 97) for c in word)


_ATBASH = str.maketrans({chr(97 + i): chr(122 - i) for i in range(26)})


def _share(words: list[str] | tuple[str, ...], common: frozenset[str]) -> float:
    return sum(map(common.__contains__, words)) / len(words) if words else 0.0


def _known_share(words: list[str] | tuple[str, ...]) -> float:
    """How many of ``words`` the language tables know: a common word of any covered language,
    or the beginning of a word they read (refund, ignore, instructions, assistant...)."""
    whole, starts = _known()
    return sum(w in whole or (len(w) >= 4 and w[:5] in starts) for w in words) / len(words) \
        if words else 0.0


@lru_cache(maxsize=1)
def _known() -> tuple[frozenset[str], frozenset[str]]:
    whole, starts = set(ENGLISH), set()
    for code in tables.COVERED:
        t = tables.table(code)
        if t is None:
            continue
        whole |= t.function
        for fragment in (*t.refund, *t.full, *t.override, *t.ai, *t.role, *t.bypass,
                         *t.authority, *t.directive, *t.command, *t.approved, *t.rules,
                         *t.prior, *t.obliged, *t.scope):
            for run in re.findall(r"[a-z]{4,}", tables.fold_fragment(re.sub(r"\\\w", " ", fragment))):
                starts.add(run[:5])
    return frozenset(whole), frozenset(starts)


def _ciphers(raw: str, common: frozenset[str], taken: list[Decoded]) -> list[Decoded]:
    found, offset = [], 0
    for line in raw.splitlines(keepends=True):
        start, offset = offset, offset + len(line)
        if any(d.start < offset and start < d.end for d in taken):
            continue
        words, short = _line_words(line)
        # (the tables' words counted only where the commonest are too few: most lines are
        # words of their reader's language, and end here)
        if short or _share(words, common) >= 0.25 or _known_share(words) >= 0.25:
            continue
        decoded = _decipher(list(words), fold(line), common)
        if decoded is not None:
            found.append(Decoded(decoded[0], start, offset, decoded[1]))
    return found


@lru_cache(maxsize=4096)
def _line_words(line: str) -> tuple[tuple[str, ...], bool]:
    """A line's words as a cipher's are read, and whether they are too few or too short to be
    one: the same with whatever language's common words a comment is looked at (for its
    spans, for what it hides), so read once a line."""
    # an ASCII line's words are its lower-cased words (fold changes nothing else in them)
    # a word with a letter beyond a-z that folding keeps (Turkish "ı") is a word of a
    # language, not a cipher's: its a-z fragments ("ayakkab", "n") are no cipher words
    # (a folded word of ASCII letters alone, all lower case, is one of a-z)
    # (a folded line of ASCII alone, as most folded Latin lines are, has its letters found by
    # their ASCII class: the same runs, without asking Unicode of each character)
    folded = line if line.isascii() else fold(line)
    words = _LINE_WORDS.findall(line.lower()) if line.isascii() else [
        w for w in (_ASCII_LETTERS if folded.isascii() else _LETTERS).findall(folded)
        if w.isascii() and w.islower()]
    return tuple(words), len(words) < 4 or sum(map(len, words)) < 16


def _decipher(words: list[str], folded: str, common: frozenset[str]) -> tuple[str, str] | None:
    """The cipher that turns ``words`` into common words, and the line deciphered."""
    candidates = [("reversed", folded[::-1]),
                  ("reversed_words", " ".join(w[::-1] for w in folded.split())),
                  ("atbash", folded.translate(_ATBASH))]
    for by in dict.fromkeys((_best_shift(words, common), 13)):  # ROT13 always: the common one
        if by:
            shift = str.maketrans({chr(97 + i): chr(97 + (i + by) % 26) for i in range(26)})
            candidates.append((f"caesar_{by}", folded.translate(shift)))
    for kind, text in candidates:
        found = _LINE_WORDS.findall(text)
        # at least three words read: two short ones ("olen", "no" out of a company's name
        # shifted) are chance, and so is one said over ("Re: Re: Re:" backwards, "er er er")
        # and two of them longer than two letters: a shift turns any short word into "it",
        # "do", "o" by chance ("MX Master 3S" in a subject is no cipher)
        if (_share(found, common) >= 0.4 or _known_share(found) >= 0.5) \
                and max(_share(found, common), _known_share(found)) * len(set(found)) >= 3 \
                and _long_read([w for w in set(found) if len(w) > 2], common) >= 2:
            return kind, text
    return None


def _long_read(words: list[str], common: frozenset[str]) -> float:
    """How many of ``words`` are read (a common word, or one the tables know)."""
    return max(_share(words, common), _known_share(words)) * len(words)


def _best_shift(words: list[str], common: frozenset[str]) -> int:
    """The shift most of the words agree on to become common words (0: none)."""
    votes: dict[int, int] = {}
    index = _SHAPES.get(common) or _shapes(common)
    whole, starts = _known()
    for word in words:
        for first in index.get(_shape(word), ()):
            by = (first - (ord(word[0]) - 97)) % 26
            if by and _shift(word, by) in common:
                votes[by] = votes.get(by, 0) + 1
    if not votes:  # a shift into another language's words: try the ROT13 a model reads
        shifted = [_shift(w, 13) for w in words]
        if sum(w in whole or w[:5] in starts for w in shifted) >= 2:
            votes[13] = 2
    best = max(votes.items(), key=lambda kv: kv[1], default=(0, 0))
    return best[0] if best[1] >= 2 else 0


def _shape(word: str) -> str:
    """A word shifted so it starts with ``a``: words one Caesar shift apart share a shape."""
    return _shift(word, -(ord(word[0]) - 97))


_SHAPES: dict[frozenset[str], dict[str, list[int]]] = {}


def _shapes(common: frozenset[str]) -> dict[str, list[int]]:
    index: dict[str, list[int]] = {}
    for word in common:
        if word.isascii() and word.isalpha() and len(word) >= 2:
            # a cipher word w with shape s decodes to this word by (word[0] - w[0]) mod 26
            index.setdefault(_shape(word), []).append(ord(word[0]) - 97)
    table = {shape: sorted(set(firsts)) for shape, firsts in index.items()}
    _SHAPES[common] = table
    return table
