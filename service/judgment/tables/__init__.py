"""What words mean, per language: one module a language, one ``Table`` each, read by the same
rules (``reading``, ``provenance``, ``injection``). Tables, not branches: a rule never names a
language, and a language is covered when it has a table here (``COVERED``).

Every entry is a regular-expression fragment written as ``text.fold`` leaves text: lower case,
accents stripped (``é`` is ``e``, ``ü`` is ``u``, ``ș`` is ``s``), letters that are their own
letters kept (``ł``, ``ø``, ``æ``, ``ı``). Where a language writes words apart, ``Patterns``
puts a word boundary around each alternative; where it does not (Japanese, Chinese) or glues
particles to words (Korean), it does not.

Number words are read by ``text2num`` where it reads the language (``TEXT2NUM``); the other
tables carry their own (``numbers``: ``{word: value}``, read by ``numbers.digits``), whose
``mult`` words multiply what came before (hundred) and ``scale`` words close a group (thousand).
``count_of`` and ``percent`` use ``{N}`` for a number in digits (number words are read first):
``count_of`` has the groups ``part`` and ``whole`` ("two of the six": 2 of 6). ``one_of`` is the
word for one where a partitive follows it, which a reader of number words leaves as a word (an
article or a pronoun elsewhere): it is read as 1 there only.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache
from importlib import import_module

from service.judgment.tables.afterall import CALLED_OFF, NOT_SENT_BACK
from service.judgment.tables.fine import SAID_FINE
from service.judgment.tables.gates import Gate, gate
from service.judgment.tables.givenup import GIVEN_UP, GONE
from service.judgment.tables.notsent import NOT_SENT_BACK_PAST
from service.judgment.text import fold_letters

COVERED = ("en", "de", "fr", "es", "it", "pt", "nl", "pl", "ro", "sv", "da", "nb", "fi", "ja",
           "ko", "zh", "tr", "ar")
TEXT2NUM = frozenset({"en", "de", "fr", "es", "it", "pt", "nl", "da"})
# (from a number's first digit: a search tried from every digit of a long run of digits read the
# run its length squared times, 8,000 digits 2 s)
NUMBER = r"(?<!\d)\d+(?:[.,]\d+)?"


# a short text in quotation marks, of any script's ("done", « fait », „erledigt“, 「完了」): what a
# ``scripted`` reply is to say word for word
QUOTED = (r"[\"'“”«»„「『‘’]\s?[^\s\"“”«»„」』’]"
          r"[^\"“”«»„」』’\n]{0,29}[\"'“”«»」』’]")


@dataclass(frozen=True)
class Table:
    """The words of one language, by what they mean (see the package's docstring)."""

    code: str
    spaced: bool = True  # words are written apart (False: Japanese, Chinese)
    glued: bool = False  # particles glue onto words (Korean, Turkish, Finnish: no right edge)
    # ----- what the customer asks ----------------------------------------------------------
    refund: tuple[str, ...] = ()  # money back asked for
    full: tuple[str, ...] = ()  # all of it: the whole order, a full refund, everything
    rest: tuple[str, ...] = ()  # the rest, the others, everything else
    everything: tuple[str, ...] = ()  # everything, all of it (said to be fine: a withdrawal)
    partial: tuple[str, ...] = ()  # partial, a part of: some of the money, not all of a line
    shipping: tuple[str, ...] = ()
    instead: tuple[str, ...] = ()  # something other than money: a replacement, store credit
    declined: tuple[str, ...] = ()  # no refund wanted
    kept: tuple[str, ...] = ()  # kept, fine, works, happy with
    negation: tuple[str, ...] = ()  # not, no, never (turns "works" into a complaint)
    withdrawn: tuple[str, ...] = ()  # never mind, resolved, it arrived after all
    # the whole request dropped ("forget it", "scratch that", "forget the whole thing"): a
    # withdrawal of everything, even where its sentence names a line (as the cause, the excuse)
    dropped: tuple[str, ...] = ()
    complaint: tuple[str, ...] = ()  # broken, missing, late, wrong
    difference: tuple[str, ...] = ()  # the difference, a price drop
    back: tuple[str, ...] = ()  # back, off, a discount: money asked without the word refund
    accept: tuple[str, ...] = ()  # agreed, sounds good: an offer (a share) taken up
    yes: tuple[str, ...] = ()  # yes, ok, thanks: a reply that takes an agent's offer
    please: tuple[str, ...] = ()  # please, could you: a request (of a share, a difference)
    order: tuple[str, ...] = ()  # the order, the total, the payment (a share's base)
    contrast: tuple[str, ...] = ()  # but, except (a clause ends)
    shares: dict[str, str] = field(default_factory=dict)  # {word: "1/2"}
    count_of: tuple[str, ...] = ()  # "{N} of the {N}" with groups part, whole
    # the word for one said of one of several, the partitive after it as a lookahead ("eines
    # der", "een van de", "unul dintre", "احدي ال"): read as the count 1 (``numbers.digits``)
    one_of: tuple[str, ...] = ()
    fraction: tuple[str, ...] = (r"(?P<num>{N}) ?/ ?(?P<den>{N})",)  # "1/3": groups num, den
    percent: tuple[str, ...] = ()  # "{N} %" with group n
    numbers: dict[str, int] = field(default_factory=dict)
    mult: frozenset[str] = frozenset()  # number words that multiply (hundred)
    scale: frozenset[str] = frozenset()  # number words that close a group (thousand)
    number_endings: str = ""  # case endings glued onto number words (Turkish, Finnish), a regex
    # ----- whose words these are -----------------------------------------------------------
    quote_head: tuple[str, ...] = ()  # a reply's header line: "On <date>, <name> wrote:"
    forward_head: tuple[str, ...] = ()  # "Forwarded message", "Original message"
    header_field: tuple[str, ...] = ()  # a mail header's field name: From, Sent, To, Subject
    pasted: tuple[str, ...] = ()  # what introduces text the customer pastes
    system: tuple[str, ...] = ()  # who a claimed message is from: system, automation, staff
    approved: tuple[str, ...] = ()  # a refund said to be approved, authorised, issued
    # ----- instructions aimed at an agent --------------------------------------------------
    ai: tuple[str, ...] = ()  # an AI, an assistant, a bot, a model
    address: tuple[str, ...] = ()  # note, message, instruction (to ...)
    address_to: tuple[str, ...] = ()  # to, for, dear
    override: tuple[str, ...] = ()  # ignore, disregard, forget
    rules: tuple[str, ...] = ()  # instructions, rules, prompt
    prior: tuple[str, ...] = ()  # previous, above, your, the system's
    role: tuple[str, ...] = ()  # you are now, act as
    as_ai: tuple[str, ...] = ()  # as an AI, if you are an AI: a role only with an instruction (``called``)
    bypass: tuple[str, ...] = ()  # do not escalate, without approval
    scripted: tuple[str, ...] = ()  # reply only "done": the reader's reply dictated word for word
    authority: tuple[str, ...] = ()  # pre-approved, a manager said so
    boss: tuple[str, ...] = ()  # a manager, a supervisor, an owner: who would approve
    approve: tuple[str, ...] = ()  # approved, authorised (any form): said of a boss, a claim
    directive: tuple[str, ...] = ()  # agents must, the assistant is required to
    command: tuple[str, ...] = ()  # process the refund (a customer may say it; pasted text not)
    obliged: tuple[str, ...] = ()  # must, shall, are obliged to (said of whoever refunds)
    scope: tuple[str, ...] = ()  # every order, all my orders
    # ----- words that name no item ---------------------------------------------------------
    generic: frozenset[str] = frozenset()  # order, item, product, parcel
    function: frozenset[str] = frozenset()  # the, and, of: the language's commonest words


@cache
def table(code: str) -> Table | None:
    """The table of a covered language, or of a watched one (``watched``: read for
    instructions to an agent only); None for any other."""
    if code in COVERED:
        found: Table = import_module(f"service.judgment.tables.{code}").TABLE
        return found
    return watched_tables().get(code)


def watched_tables() -> dict[str, Table]:
    """The languages read for instructions to an agent only (``tables.watched``)."""
    found: dict[str, Table] = import_module("service.judgment.tables.watched").WATCHED
    return found


class Patterns:
    """A table's fragments compiled once (``patterns(code)``): one pattern per meaning."""

    WORDS = ("refund", "full", "rest", "everything", "partial", "shipping", "instead", "declined", "kept", "negation",
             "withdrawn", "dropped", "complaint", "difference", "back", "accept", "yes", "please", "order",
             "contrast", "pasted", "system", "approved", "ai", "address", "address_to",
             "override", "rules", "prior", "role", "as_ai", "bypass", "scripted", "authority", "boss", "approve",
             "directive", "command",
             "obliged", "scope")
    refund: re.Pattern[str] | None
    full: re.Pattern[str] | None
    rest: re.Pattern[str] | None
    everything: re.Pattern[str] | None
    partial: re.Pattern[str] | None
    shipping: re.Pattern[str] | None
    instead: re.Pattern[str] | None
    declined: re.Pattern[str] | None
    kept: re.Pattern[str] | None
    negation: re.Pattern[str] | None
    withdrawn: re.Pattern[str] | None
    dropped: re.Pattern[str] | None
    complaint: re.Pattern[str] | None
    difference: re.Pattern[str] | None
    back: re.Pattern[str] | None
    accept: re.Pattern[str] | None
    yes: re.Pattern[str] | None
    please: re.Pattern[str] | None
    order: re.Pattern[str] | None
    contrast: re.Pattern[str] | None
    pasted: re.Pattern[str] | None
    system: re.Pattern[str] | None
    approved: re.Pattern[str] | None
    ai: re.Pattern[str] | None
    address: re.Pattern[str] | None
    address_to: re.Pattern[str] | None
    override: re.Pattern[str] | None
    rules: re.Pattern[str] | None
    prior: re.Pattern[str] | None
    role: re.Pattern[str] | None
    as_ai: re.Pattern[str] | None
    bypass: re.Pattern[str] | None
    scripted: re.Pattern[str] | None
    authority: re.Pattern[str] | None
    boss: re.Pattern[str] | None
    approve: re.Pattern[str] | None
    directive: re.Pattern[str] | None
    command: re.Pattern[str] | None
    obliged: re.Pattern[str] | None
    scope: re.Pattern[str] | None
    gates: Mapping[str, Gate]

    def __init__(self, t: Table):
        self.table = t
        self.shares = {k: Fraction(v) for k, v in t.shares.items()}
        for name in self.WORDS:
            setattr(self, name, self.words(getattr(t, name)))
        # the return called off, the thing not sent back, in the customer's own idiom: ``afterall``;
        # the return or refund given up by its noun, the fault gone by itself: ``givenup``
        self.withdrawn = self.words(t.withdrawn + CALLED_OFF.get(t.code, ()) + GIVEN_UP.get(t.code, ())
                                    + GONE.get(t.code, ()))
        self.kept = self.words(t.kept + NOT_SENT_BACK.get(t.code, ()) + NOT_SENT_BACK_PAST.get(t.code, ())
                               + SAID_FINE.get(t.code, ()))
        self.share = self.words(tuple(t.shares))
        self.share_keys = [(k, re.compile(fold_fragment(k))) for k in t.shares]
        self.negation = self.words(t.negation, edges=True)
        self.count_of = _numbered(t.count_of)
        self.fraction = _numbered(t.fraction)
        self.percent = _numbered(t.percent)
        self.quote_head = _lines(t.quote_head)
        self.forward_head = _lines(t.forward_head)
        # what a text must hold for each meaning's pattern to match in it (``gates``)
        self.gates = _Gates(self, (*self.WORDS, "share"))
        self.header_field = (re.compile(r"^[ \t>]*(?:" + "|".join(t.header_field) + r")[ \t]*:",
                                        re.MULTILINE) if t.header_field else None)

    def words(self, alternatives: tuple[str, ...], edges: bool = False) -> re.Pattern[str] | None:
        """One pattern for any of ``alternatives``, at word edges where the language has them
        (``edges``: both edges even where particles glue on, for short words like "not")."""
        if not alternatives:
            return None
        body = "(?:" + "|".join(fold_fragment(a) for a in alternatives) + ")"
        if not self.table.spaced:
            return re.compile(body)
        right = "" if self.table.glued and not edges else r"(?![\w])"
        return re.compile(r"(?<![\w])" + body + right)


class _Gates(Mapping[str, Gate]):
    """Each meaning's gate (``gate`` of its pattern, with the language's commonest words), read
    from the pattern the first time it is asked: a process asks few of them (the offers' and the
    languages' evidence; a sentence's meanings and the injection rules are gated by sets of their
    own), and reading a pattern's gate is most of what compiling a language costs."""

    __slots__ = ("_patterns", "_names", "_read")

    def __init__(self, patterns: Patterns, names: tuple[str, ...]):
        self._patterns = patterns
        self._names = dict.fromkeys(names)
        self._read: dict[str, Gate] = {}

    def __getitem__(self, name: str) -> Gate:
        found = self._read.get(name)
        if found is None:
            if name not in self._names:
                raise KeyError(name)
            found = self._read[name] = gate(getattr(self._patterns, name), self._patterns.table.function)
        return found

    def __contains__(self, name: object) -> bool:
        return name in self._names

    def __iter__(self) -> Iterator[str]:
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)


def fold_fragment(fragment: str) -> str:
    """A fragment's letters as ``text.fold`` leaves text (lower case, marks stripped), its
    regular-expression syntax untouched (it is ASCII, and only other letters are folded)."""
    return re.sub(r"[^\x00-\x7f]+", lambda m: fold_letters(m.group()), fragment)


# languages written without spaces between words: their words are searched as runs, anywhere
RUN_TOGETHER = frozenset({"ja", "zh", "ko"})


def joined(codes: tuple[str, ...], words: dict[str, tuple[str, ...]]) -> re.Pattern[str] | None:
    """One pattern for the words of ``words`` in the languages ``codes``: at word edges where a
    language writes words apart, as runs in Japanese, Chinese and Korean; None where those
    languages have none (the small word tables of one form each: elsewhere, excepted,
    preference)."""
    spaced = [fold_fragment(f) for c in codes if c not in RUN_TOGETHER for f in words.get(c, ())]
    runs = [fold_fragment(f) for c in codes if c in RUN_TOGETHER for f in words.get(c, ())]
    body = [r"(?<![\w])(?:" + "|".join(spaced) + r")(?![\w])"] if spaced else []
    body += [f"(?:{r})" for r in runs]
    return re.compile("|".join(body)) if body else None


def _numbered_group(n: int, match: re.Match[str]) -> str:
    return f"(?P<{match.group(1)}_{n}>"


def _numbered(templates: tuple[str, ...]) -> re.Pattern[str] | None:
    if not templates:
        return None
    filled = []
    for n, template in enumerate(templates):
        # each template's groups get their own names (re refuses a name used twice)
        body = template.replace("{N}", NUMBER)
        body = re.sub(r"\(\?P<(\w+)>", functools.partial(_numbered_group, n), body)
        filled.append(f"(?:{body})")
    return re.compile("|".join(filled))


def _lines(heads: tuple[str, ...]) -> re.Pattern[str] | None:
    if not heads:
        return None
    return re.compile(r"^[ \t]*(?:" + "|".join(heads) + r")[ \t]*$", re.MULTILINE)


@cache
def patterns(code: str) -> Patterns | None:
    """The compiled patterns of a covered language (None for any other)."""
    found = table(code)
    return Patterns(found) if found is not None else None


def groups(match: re.Match[str], name: str) -> str | None:
    """A named group of a ``count_of`` / ``percent`` match, whichever template matched."""
    for key, value in match.groupdict().items():
        if value is not None and key.rsplit("_", 1)[0] == name:
            return value
    return None
