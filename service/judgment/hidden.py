"""Hidden forms in a text brought out: ``reveal(text)`` returns the folded text (``text.fold``)
and each form found concealed in it, as a ``Hidden`` segment the injection rules read like any
other: a word split by invisible characters, a word of mixed scripts, letters spelled out one
by one ("i g n o r e", or one a line), digits for letters ("1gn0re", a line read whole), words
cut into pieces by spaces ("the re fund is app roved"), the first letters of the lines spelling
a refund or an approval (an acrostic), and every encoded run
``encodings.find`` decodes (base64, hex, a Caesar shift, a line written backwards...). A hidden
form is evidence by itself (a customer has no reason to hide words), and an instruction found
in one weighs more.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from service.judgment import encodings
from service.judgment.text import (
    INVISIBLE,
    NOT_LATIN,
    fold,
    latin_lookalike,
    lookalike_letter,
    script,
)

_NEXT_TO_LETTER = re.compile(r"[^\W\d_]" + INVISIBLE.pattern + "|" + INVISIBLE.pattern
                             + r"[^\W\d_]")
# a run of characters each followed by invisible ones, letter by letter ("r\u200be\u200bf..."):
# words written so that no one sees them, which no keyboard types
_INTERLEAVED = re.compile(r"(?:[^\n]" + INVISIBLE.pattern + r"+){4,}[^\n]?")
_SPACED = re.compile(r"(?<![\w])(?:[^\W\d_](?:[ .\-_*|/]{1,3}|\s{2,6}|\n)){3,}[^\W\d_](?![\w])")
_WITH_DIGITS = re.compile(r"(?<!\S)\S*?[0-9@$!]\S*")  # a word with a digit or a sign
_LETTER = re.compile(r"[a-z]")
_LETTER_RUN = re.compile(r"[^\W\d_]" + INVISIBLE.pattern + r"+[^\W\d_]" + INVISIBLE.pattern + r"+[^\W\d_]")
_NOT_LATIN = re.compile(NOT_LATIN)
# a joiner or non-joiner between two letters of a script that spells with them (Persian
# "می‌خواهم", Urdu, Kurdish, the Indic scripts) is how the word is written, not a word hidden
_JOINING = r"[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufefc\u0900-\u0dff]"
_SPELLING_JOINER = re.compile(r"(?<=" + _JOINING + r")[\u200c\u200d](?=" + _JOINING + r")")
_NOT_ASCII = re.compile(r"[^\x00-\x7f]+")
_NOT_LEET = re.compile(r"\d[.,]\d|^[$#]|\d$|@\w+\.")
_LEET = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a",
                       "$": "s", "!": "i"})
_LEET_L = {**_LEET, ord("1"): "l"}


@dataclass(frozen=True)
class Hidden:
    """A form found concealed in the text, and the words it reads as once uncovered."""

    kind: str  # zero_width | homoglyph | spaced | leet | split | acrostic | encoded
    text: str
    how: str = ""  # for an encoded run: which encoding (base64, hex, caesar_13, ...); for a
    # zero-width one, "letters": the run of letters each followed by invisible characters alone


@dataclass(frozen=True)
class Revealed:
    """The folded text, and what was hidden in it."""

    text: str
    hidden: tuple[Hidden, ...]


def reveal(text: str, common: frozenset[str] = encodings.ENGLISH) -> Revealed:
    """``fold(text)`` and the hidden forms in it (see the module's docstring)."""
    raw = unicodedata.normalize("NFKC", text or "")
    hidden: list[Hidden] = []
    # (every invisible character is beyond ASCII: an ASCII text holds none)
    invisible = not raw.isascii() and INVISIBLE.search(raw) is not None
    unspelt = _SPELLING_JOINER.sub("", raw) if invisible else raw
    if invisible and INVISIBLE.search(unspelt) and _NEXT_TO_LETTER.search(unspelt):  # joined letters, or spaces
        hidden.append(Hidden("zero_width", fold(INVISIBLE.sub(" ", unspelt))))
        # the run interleaved letter by letter, read alone: the words it hides ("letters")
        hidden += [Hidden("zero_width", fold(run.group()), "letters")
                   for run in _INTERLEAVED.finditer(unspelt) if _LETTER_RUN.search(run.group())]
    for word in re.findall(r"\S+", raw) if _NOT_LATIN.search(raw) else ():
        if not _NOT_LATIN.search(word):
            continue  # Latin letters alone: no script mixed in, no look-alike of Latin
        letters = {script(c) for c in word if c.isalpha()}
        # Latin beside a script with no look-alikes is how Japanese and Chinese write ("3cmほど",
        # "Standard Planが"): only a look-alike letter among Latin ones is a disguise
        if ("LATIN" in letters and any(lookalike_letter(c) for c in word)) or (
                letters and "LATIN" not in letters and latin_lookalike(word)
                and _latin_context(raw)):
            hidden.append(Hidden("homoglyph", fold(word)))
    folded = fold(raw)
    for match in _SPACED.finditer(INVISIBLE.sub("", raw) if invisible else raw):
        gap = r"\s+" if re.search(r"\S[.\-_*]\S", match.group()) else r"\s{2,}"
        spelled = re.split(gap + r"|\s*[/|]\s*", match.group())  # words: the wider gaps
        joined = " ".join(re.sub(r"[ .\-_*\n]", "", word) for word in spelled)
        if len(joined) >= 4:
            hidden.append(Hidden("spaced", fold(joined)))
    hidden += [Hidden("encoded", run.text, run.kind) for run in encodings.find(raw, common)]
    for line in folded.split("\n") if folded.isascii() else ():
        rejoined = _rejoined(line, common)
        if rejoined is not None:
            hidden.append(Hidden("split", rejoined))
    for line in folded.split("\n") if _DIGIT_IN_WORD.search(folded) else ():
        # only lines with a word of a digit or a sign are read (the Latin runs of a word: a
        # Chinese sentence with a tracking number is no one word); a line that has one is read
        # whole, its short words with digits too ("th3 r3fund 1s 4ppr0v3d, p4y th3 fu11"): the
        # instruction is the line's, not one word's
        if any(_LETTER.search(token) and len(token) >= 4 and not _NOT_LEET.search(token)
               and _WITH_DIGITS.search(token)
               for word in _WITH_DIGITS.findall(line)
               for token in (t.rstrip(".,;:?)") for t in _NOT_ASCII.split(word))):
            read = _SHORT_LEET.sub(_unleet, line)
            hidden.append(Hidden("leet", read))
            if "1" in line:  # a one stands for an l as often as for an i ("fu11", "a11")
                hidden.append(Hidden("leet", _SHORT_LEET.sub(_unleet_l, line)))
    if folded.count("\n") >= 4:
        hidden += _acrostic(folded)
    return Revealed(folded, tuple(hidden))


# what an acrostic spells when it is meant for a machine: a refund, an approval, an instruction
# set aside, in the covered languages written in Latin letters (folded stems, five letters or
# more: no line's first letters spell one by chance)
_ACROSTIC_WORDS = re.compile(
    r"refund|ignore|approve|payout|override|erstatt|ignorier|genehmig|ruckzahl|rembours|approuv|reembols|"
    r"aprueba|devuelv|rimbors|approva|estorn|aprova|terugbetal|negeer|goedkeur|restitu|aterbetal|ignorera|"
    r"godkann|refunder|ignorer|godkend|godkjenn|tilbagebetal|tilbakebetal|hyvita|palauta|hyvaksy|zwroc|"
    r"zwrot|ignoruj|zatwierdz|ramburs|aproba|iadeet|iadeyap|onayla|gormezden")
_FIRST_LETTER = re.compile(r"[^\W\d_]")


def _acrostic(folded: str) -> list[Hidden]:
    """The first letters of the text's lines (five or more), when they spell a refund, an
    approval or an instruction set aside: an acrostic, words no reader of the lines sees."""
    initials = "".join(m.group() if m else "" for m in (
        _FIRST_LETTER.search(line) for line in folded.split("\n") if line.strip()))
    if len(initials) >= 5 and initials.isascii() and _ACROSTIC_WORDS.search(initials):
        return [Hidden("acrostic", initials)]
    return []


_HIDDEN_WORDS = {"zero_width": "words split by invisible characters",
                 "homoglyph": "letters of another script made to look Latin",
                 "spaced": "a word spelled out letter by letter",
                 "encoded": "an encoded run that decodes to words",
                 "leet": "digits standing for letters",
                 "split": "words cut into pieces by spaces",
                 "acrostic": "the first letters of its lines spelling a refund or an instruction"}


def described(hidden: Hidden) -> str:
    if hidden.kind == "encoded":
        return f"an encoded run ({hidden.how.replace('_', ' ')}) that decodes to words"
    return _HIDDEN_WORDS[hidden.kind]


# a letter beside a digit or a sign (``[a-z][0-9@$!]|[0-9@$!][a-z]``), looked for from the digit
# or the sign (the rarer: a search from each letter tried both alternatives at every place)
_DIGIT_IN_WORD = re.compile(r"[0-9@$!](?:(?<=[a-z][0-9@$!])|(?=[a-z]))")
# a word of Latin letters and the digits or signs that stand for them (not a figure, a price,
# an address)
_SHORT_LEET = re.compile(r"(?<![\w@$!])(?=[\w@$!]*[a-z])(?=[\w@$!]*[0-9@$])[a-z0-9@$!]+(?![\w@$!])")


def _unleet(match: re.Match[str], table: dict[int, str] = _LEET) -> str:
    word = match.group()
    return word if re.search(r"\d[.,]\d|^[$#]|^\d+[a-z]{1,3}$", word) else word.translate(table)


def _unleet_l(match: re.Match[str]) -> str:
    return _unleet(match, _LEET_L)


_WORDS = re.compile(r"[a-z]+")
_RUNS = re.compile(r"[a-z ]+")


def _rejoined(line: str, common: frozenset[str]) -> str | None:
    """A line of words cut into pieces by spaces ("the re fund is app roved"), put back together
    from the commonest words (``common``): most of its pieces short and not words, and every
    run between signs made whole of words again, at least two of them new. None otherwise."""
    pieces = _WORDS.findall(line)
    if len(pieces) < 6 or sum(map((5).__gt__, map(len, pieces))) < 0.7 * len(pieces) \
            or sum(map(common.__contains__, pieces)) >= 0.5 * len(pieces):
        return None
    out, new = [], 0
    for run in _RUNS.findall(line):
        letters = run.replace(" ", "")
        if not letters:
            continue
        words = _segmented(letters, common)
        if words is None:
            return None
        new += sum(w not in run.split() for w in words)
        out.append(" ".join(words))
    return " ".join(out) if new >= 2 else None


def _segmented(letters: str, common: frozenset[str]) -> list[str] | None:
    """``letters`` as the fewest words of ``common``, or None."""
    best: list[list[str] | None] = [[]] + [None] * len(letters)
    for end in range(1, len(letters) + 1):
        for start in range(max(0, end - 14), end):
            before = best[start]
            if before is not None and letters[start:end] in common and (
                    best[end] is None or len(before) + 1 < len(best[end])):  # type: ignore[arg-type]
                best[end] = before + [letters[start:end]]
    return best[-1]


def _latin_context(raw: str) -> bool:
    """Whether most letters of the text are Latin (a Cyrillic word among them stands out)."""
    letters = [c for c in raw if c.isalpha()]
    return bool(letters) and sum(script(c) == "LATIN" for c in letters) > len(letters) / 2
