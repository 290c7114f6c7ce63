"""What must stand in a text for a pattern to match there, found once from the pattern itself,
so that a sentence is searched only with the meanings it can hold.

A pattern of a table is an alternation of word fragments. ``gate(pattern)`` reads it (with the
parser ``re`` itself compiles with) and returns, for each alternative, either the letters every
match of it begins with (up to four: "zuru" for ``zur(?:u|ue)ck``, each spelling of a
character class: "refu" and "réfu" for ``r[eé]fund``), or, where it begins with any letters
(``\\w*erstatt\\w*``), a run of letters that must stand somewhere in the match. Beginnings count
as a word's only behind a "no letter before" edge (every pattern of a language written with
spaces has one); elsewhere (Japanese, Chinese) they are runs, found anywhere. An alternative
with neither (a number or a wildcard first) opens the gate: the pattern is always searched.
``Gate.may_match(words)`` is then a set look-up, and a few substring tests.

A gate never closes on a text the pattern matches: it only says what the pattern requires. A
strict gate (``gate(..., strict=True)``, before the long injection rules) also asks a text its
rarest keys let through for every other key the same alternative requires ("to" found inside
"photo" lets through an address to an AI; the word for an AI it requires too is then missing).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from operator import itemgetter
from typing import Any, Callable, NamedTuple

import ahocorasick

try:  # the parser ``re`` compiles with (Python 3.11+); without it every gate is open
    from re import _parser as _sre  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover
    _sre = None

_second = itemgetter(1)  # an automaton's value, of what it found at a place
_PREFIX = 4  # letters of a beginning looked up
_MAX_SPELLINGS = 64  # beyond this many spellings of a beginning, stop adding letters
# a word's first letters, one to four (a word is a run of letters and digits)
# the same, in a text of ASCII alone (faster): a word's first four letters or fewer
_ASCII_BEGINNINGS = re.compile(rf"(?<![A-Za-z0-9])[A-Za-z0-9]{{1,{_PREFIX}}}")
_BEGINNINGS = re.compile(rf"(?<![^\W_])[^\W_]{{1,{_PREFIX}}}")


class Words:
    """A text as gates look at it: the text, and its words' beginnings of each length (one to
    ``_PREFIX`` letters), all made the first time a gate asks for one (a gate set asks for
    every length)."""

    __slots__ = ("text", "_starts", "_apart")

    def __init__(self, text: str):
        self.text = text
        self._starts: dict[int, frozenset[str]] | None = None
        self._apart: str | None = None

    def apart(self) -> str:
        """The text made apart (``apart``), once for every gate set that reads it."""
        if self._apart is None:
            self._apart = apart(self.text)
        return self._apart

    def starts(self, size: int) -> frozenset[str]:
        by_size = self.by_size()
        return by_size[size] if size in by_size else by_size[_PREFIX]

    def by_size(self) -> dict[int, frozenset[str]]:
        """The beginnings of every length, by length (what every gate reads: one attribute,
        not a call a length)."""
        found = self._starts
        if found is None:
            longest = frozenset((_ASCII_BEGINNINGS if self.text.isascii() else _BEGINNINGS)
                                .findall(self.text))
            found = self._starts = {_PREFIX: longest}
            for shorter in range(_PREFIX - 1, 0, -1):  # each from the next longer: fewer
                longest = found[shorter] = frozenset([w[:shorter] for w in longest])
        return found


@lru_cache(maxsize=1024)
def words(text: str) -> Words:
    """``text`` as gates look at it: the same for every reader of the same text (the
    injection rules and the customer's offers read the same folded comments), so its
    beginnings are found once."""
    return Words(text)


@dataclass(frozen=True)
class Gate:
    """The beginnings of a word (by length, at most ``_PREFIX`` letters) and the runs
    (anywhere) of which a match has at least one; ``open``: nothing can be said, search
    always."""

    starts: tuple[tuple[int, frozenset[str]], ...]
    runs: tuple[str, ...]
    open: bool = False
    # each alternative's options, all of which its every match holds, where an alternative
    # has more than one: read after the rarest let a text through (``holds``)
    every: tuple[tuple[Gate, ...], ...] = ()

    def may_match(self, words: Words) -> bool:
        if self.open:
            return True
        return self.any_key(words) and (not self.every or self.holds(words))

    def any_key(self, words: Words, seen: Seen | None = None) -> bool:
        """Whether ``words`` hold one of the keys; ``seen``: what a gate set's automata found
        in its text already, so that nothing is looked for again."""
        if seen is not None:
            for _, begins in self.starts:
                if not begins.isdisjoint(seen.begins):
                    return True
            return not seen.runs.isdisjoint(self.runs)
        # (plain loops: a gate is asked hundreds of times a ticket, mostly of a few keys)
        by_size = words.by_size()
        for size, begins in self.starts:
            if not begins.isdisjoint(by_size[size]):
                return True
        text = words.text
        return any(run in text for run in self.runs)

    def holds(self, words: Words, seen: Seen | None = None) -> bool:
        """Whether some alternative has every one of its options in ``words``: a text the
        rarest option of each let through may still lack what the alternative needs ("to"
        inside "photo", without the word for an AI the same alternative needs too)."""
        for options in self.every:
            for option in options:
                if not option.any_key(words, seen):
                    break
            else:
                return True
        return False


OPEN = Gate((), (), open=True)


class Seen(NamedTuple):
    """What a gate set's automata found in a text: the word beginnings (its gates' and their
    options') that begin a word of it, and the runs that stand anywhere in it."""

    begins: frozenset[str]
    runs: frozenset[str]


# a text with every character that is no letter or digit a space, and a space before it: a
# word's beginning is then a space and its letters ("refu" begins a word where " refu" stands)
_ASCII_APART = str.maketrans({chr(c): " " for c in range(128) if not chr(c).isalnum()})
_NOT_WORD = re.compile(r"[\W_]")


def apart(text: str) -> str:
    return " " + (text.translate(_ASCII_APART) if text.isascii() else _NOT_WORD.sub(" ", text))


class Gates:
    """Many gates looked at together (a language's meanings, its rules): ``passing(words)``
    gives the indices of those that may match, from one pass of two automata over the text
    and a few set look-ups."""

    def __init__(self, gates: list[Gate]):
        self.count = len(gates)
        self.open = frozenset(i for i, g in enumerate(gates) if g.open)
        begins: dict[str, set[int]] = {}  # (a beginning's length is its size)
        runs: dict[str, set[int]] = {}
        for i, g in enumerate(gates):
            for _, keys in g.starts:
                for begin in keys:
                    begins.setdefault(begin, set()).add(i)
            for run in g.runs:
                runs.setdefault(run, set()).add(i)
        self.begins = {begin: frozenset(ids) for begin, ids in begins.items()}
        self.runs = {run: frozenset(ids) for run, ids in runs.items()}
        self._strict = {i: g for i, g in enumerate(gates) if g.every}
        # one pass over a text finds every beginning of a word and every run standing in it,
        # the gates' own and those their strict alternatives' other options need
        # (Aho-Corasick automata: every place of the text read once, not the text's words'
        # beginnings of each length gathered, nor one ``run in text`` a run)
        options = [option for g in self._strict.values() for alternative in g.every
                   for option in alternative]
        needed = set(begins) | {b for o in options for _, keys in o.starts for b in keys}
        # (a word's beginning found is its longest one that is a key, and stands for every
        # key that begins it: one match a word, not one a length); each key's value is its
        # place in ``_begun``: the beginnings it stands for, and the gates they let through,
        # united once here, not at every text
        self._begun: list[tuple[frozenset[str], frozenset[int]]] = []
        keyed: dict[str, int] = {}
        for b in sorted(needed):
            stands = frozenset(b[:n] for n in range(1, len(b) + 1) if b[:n] in needed)
            keyed[" " + b] = len(self._begun)
            self._begun.append((stands, frozenset().union(*[self.begins.get(s, ()) for s in stands])))
        self._begins = automaton(keyed) if keyed else None
        needed = set(runs) | {run for o in options for run in o.runs}
        self._ran: list[tuple[str, frozenset[int]]] = []
        keyed = {}
        for run in sorted(needed):
            keyed[run] = len(self._ran)
            self._ran.append((run, self.runs.get(run, frozenset())))
        self._runs = automaton(keyed) if keyed else None
        # each strict gate's alternatives as the numbers of their options, and each key found
        # as the options it satisfies (``Gate.any_key`` of a ``Seen``, answered once here): a
        # text's satisfied options are then one union, each alternative a subset test
        number: dict[Gate, int] = {}
        by_begin: dict[str, set[int]] = {}
        by_run: dict[str, set[int]] = {}
        for o in options:
            if o not in number:
                number[o] = len(number)
                for _, keys in o.starts:
                    for b in keys:
                        by_begin.setdefault(b, set()).add(number[o])
                for run in o.runs:
                    by_run.setdefault(run, set()).add(number[o])
        self._alternatives = {i: tuple(frozenset(number[o] for o in alternative)
                                       for alternative in g.every) for i, g in self._strict.items()}
        # each strict alternative by its rarest option (first in ``every``): a text's satisfied
        # options walked, not every alternative of every gate let through (74 of a meaning)
        by_first: dict[int, list[tuple[int, frozenset[int]]]] = {}
        for i, g in self._strict.items():
            for alternative, numbers in zip(g.every, self._alternatives[i]):
                by_first.setdefault(number[alternative[0]], []).append((i, numbers))
        self._by_first = {o: tuple(alternatives) for o, alternatives in by_first.items()}
        self._firsts = frozenset(self._by_first)
        self._begun_options = [frozenset().union(*[by_begin.get(s, ()) for s in stands])
                               for stands, _ in self._begun]
        self._ran_options = [frozenset(by_run.get(run, ())) for run, _ in self._ran]
        # (what ``passing`` reads of each key found, apart: looked up in C, not in a loop)
        self._begun_ids = tuple(ids for _, ids in self._begun)
        self._ran_ids = tuple(ids for _, ids in self._ran)
        self._strict_ids = frozenset(self._strict)

    def _found(self, words: Words) -> tuple[set[int], set[int]]:
        """The places (in ``_begun``, in ``_ran``) of the keys that stand in the text of
        ``words``: each key once, however often its words stand there."""
        return (set(map(_second, self._begins.iter_long(words.apart()))) if self._begins is not None
                else set(),
                set(map(_second, self._runs.iter(words.text))) if self._runs is not None else set())

    def _seen(self, begun: set[int], ran: set[int]) -> Seen:
        return Seen(frozenset().union(*[self._begun[k][0] for k in begun]),
                    frozenset([self._ran[k][0] for k in ran]))

    def seen(self, words: Words) -> Seen:
        """The beginnings and runs of the set (and of its strict gates' options) that stand
        in the text of ``words``."""
        return self._seen(*self._found(words))

    def passing(self, words: Words) -> set[int]:
        begun, ran = self._found(words)
        found = set(self.open).union(*map(self._begun_ids.__getitem__, begun),
                                     *map(self._ran_ids.__getitem__, ran))
        strict = found & self._strict_ids
        if strict:  # (the options satisfied gathered only where a strict gate was let through)
            satisfied = set().union(*map(self._begun_options.__getitem__, begun),
                                    *map(self._ran_options.__getitem__, ran))
            held = set()  # (``Gate.holds``: some alternative has every option satisfied)
            for option in satisfied & self._firsts:
                for i, alternative in self._by_first[option]:
                    if i in strict and alternative <= satisfied:
                        held.add(i)
            found -= strict - held
        return found


class Joined:
    """Sets of gates read as one (``Gates.passing`` of the whole list), each set built once and
    placed where ``at`` (its gates' indices in the whole list) says: a set of languages joins
    each language's own set, built the first time that language is read, not one set built
    for every mixture of languages a text brings (hundreds in a corpus of many languages, each
    ~10 ms to build). A gate's answer is its own keys' (a key found stands for every key that
    begins it, in whichever set), so the joined sets let through what one set of them all
    would."""

    __slots__ = ("parts",)

    def __init__(self, parts: list[tuple[Gates, tuple[int, ...]]]):
        self.parts = tuple(parts)

    def passing(self, words: Words) -> set[int]:
        found: set[int] = set()
        for part, at in self.parts:
            found.update(map(at.__getitem__, part.passing(words)))
        return found


# ``prefilter``'s automata by the patterns' identities (a compiled pattern hashes its whole
# program at every look-up: 2.6 µs a time for a table's two thousand characters), each kept
# with its patterns, so an identity is never reused while its entry stands
_PREFILTERS: dict[int | tuple[int, ...], tuple[tuple[re.Pattern[str], ...], Callable[[str], bool]]] = {}


def prefilter(*patterns: re.Pattern[str]) -> Callable[[str], bool]:
    """Whether a text may hold a match of one of ``patterns``: the keys of their gates (a
    word's beginning is a run of the text too) looked for in one automaton pass, before a
    long pattern is searched at every place of a text. Never False where a pattern matches;
    always True where a gate cannot be read."""
    # (one pattern, as most callers ask, keyed by its identity alone: no tuple made a call)
    key = id(patterns[0]) if len(patterns) == 1 else tuple(map(id, patterns))
    known = _PREFILTERS.get(key)
    if known is not None:
        return known[1]
    if len(_PREFILTERS) >= 1024:
        _PREFILTERS.clear()
    made = _prefilter(patterns)
    _PREFILTERS[key] = (patterns, made)
    return made


def _prefilter(patterns: tuple[re.Pattern[str], ...]) -> Callable[[str], bool]:
    found = [gate(p) for p in patterns]
    if any(g.open for g in found):
        return _always
    keys = {key for g in found for key in (*(b for _, begins in g.starts for b in begins), *g.runs)}
    if not keys:
        return _always
    keyed = automaton({key: None for key in keys})
    return lambda text: next(keyed.iter(text), None) is not None


def _always(text: str) -> bool:
    return True


def automaton(keys: dict[str, Any]) -> Any:
    """An Aho-Corasick automaton that finds every key of ``keys`` in a text, overlapping
    ones too (``iter(text)`` gives each place's end and the value of the key found there;
    ``iter_long(text)`` the longest key at each place, none overlapping)."""
    found = ahocorasick.Automaton(ahocorasick.STORE_ANY, ahocorasick.KEY_STRING)
    for key, value in sorted(keys.items()):
        found.add_word(key, value)
    found.make_automaton()
    return found


Parsed = list[Any]  # a parsed pattern's items, as ``re``'s parser gives them
Key = tuple[str, str]  # ("b", a word's beginning) or ("r", a run found anywhere)
Option = frozenset[Key]  # every match holds one of them


def trie(strings: list[str]) -> str:
    """A pattern that finds any of ``strings``, their shared beginnings written once (a long
    alternation of words is searched letter by letter at every place of a text)."""
    root: dict[str, Any] = {}
    for text in strings:
        node = root
        for char in text:
            node = node.setdefault(char, {})
        node[""] = {}

    def pattern(node: dict[str, Any]) -> str:
        branches = [re.escape(char) + pattern(child) for char, child in sorted(node.items())
                    if char]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        if "" in node:  # a string ends here: what follows is optional
            return f"(?:{body})?" if len(branches) == 1 else body + "?"
        return body

    return pattern(root)


def gate(pattern: re.Pattern[str] | None, common: frozenset[str] = frozenset(),
         strict: bool = False) -> Gate:
    """The gate of ``pattern`` (see the module's docstring); open when it cannot be read.
    ``common``: the language's commonest words, a poor gate ("the", "you") where the pattern
    requires a rarer word too. ``strict``: a text the rarest key of an alternative lets
    through is also asked for every other key that alternative requires (``Gate.holds``),
    worth its look-ups before a long pattern (the injection rules), not a short one."""
    if pattern is None or _sre is None or pattern.flags & re.IGNORECASE:
        return OPEN  # (the literals read are not what a pattern ignoring case needs)
    read = _options(pattern.pattern, pattern.flags)
    if read is None:
        return OPEN
    keys: set[Key] = set()
    every: list[tuple[Option, ...]] = []
    for options in read:
        # the rarest: "instructions" rather than "the", "igno" rather than "a"
        rarest: Option = max(options, key=lambda o: _rarity(o, common))
        keys |= rarest
        every.append(options)
    found = _keyed(frozenset(keys))
    if strict and any(len(options) > 1 for options in every):
        # the rarest first: it closes on the most texts
        every = [tuple(sorted(options, key=lambda o: -_rarity(o, common))) for options in every]
        found = Gate(found.starts, found.runs,
                     every=tuple(tuple(_keyed(o) for o in options) for options in every))
    return found


@lru_cache(maxsize=4096)
def _options(source: str, flags: int) -> tuple[tuple[Option, ...], ...] | None:
    """Each top-level alternative's options of a pattern (``_required``, and the letters it
    begins with), each once, in order; None where the gate is open (unreadable, or an
    alternative with no option). Read once a pattern: a meaning's gate is asked plain (its
    language's ``Patterns.gates``) and strict (the sentence's meanings), with other common words."""
    try:
        parsed = _sre.parse(source, flags)
    except Exception:  # noqa: BLE001 - an unreadable pattern is simply never gated
        return None
    items = list(parsed)
    edge = _is_edge(items[0]) if items else False
    out: list[tuple[Option, ...]] = []
    for alternative in _alternatives(items):
        at_word = edge or (bool(alternative) and _is_edge(alternative[0]))
        begins, _ = _walk(alternative, {""})
        options: list[Option] = _required(alternative, at_word)
        if "" not in begins:  # the letters it begins with: a word's beginning behind an edge
            options.append(frozenset((("b" if at_word else "r"), b) for b in begins))
        if not options:
            return None
        out.append(tuple(dict.fromkeys(options)))
    return tuple(out)


def _keyed(keys: Option) -> Gate:
    """A gate that lets through a text holding one of ``keys``."""
    by_size: dict[int, set[str]] = {}
    for kind, text in keys:
        if kind == "b":
            by_size.setdefault(len(text), set()).add(text)
    return Gate(tuple((size, frozenset(b)) for size, b in sorted(by_size.items(), reverse=True)),
                tuple(sorted(text for kind, text in keys if kind == "r")))


def _is_edge(item: tuple[Any, Any]) -> bool:
    """A "no letter before" look-behind, or a word boundary: a word begins after it."""
    op, av = item
    return (op is _sre.ASSERT_NOT and av[0] == -1 and "CATEGORY_WORD" in str(av[1])) or (
        op is _sre.AT and av is _sre.AT_BOUNDARY)


def _alternatives(items: Parsed) -> list[Parsed]:
    """The top-level alternatives of a parsed pattern, zero-width assertions at its ends off
    (a word edge before or after)."""
    while items and items[0][0] in (_sre.ASSERT_NOT, _sre.ASSERT, _sre.AT):
        items = items[1:]
    while items and items[-1][0] in (_sre.ASSERT_NOT, _sre.ASSERT, _sre.AT):
        items = items[:-1]
    if len(items) == 1 and items[0][0] is _sre.SUBPATTERN:
        return _alternatives(list(items[0][1][-1]))
    if len(items) == 1 and items[0][0] is _sre.BRANCH:
        return [list(a) for a in items[0][1][1]]
    return [items]


def _walk(items: Parsed, begins: set[str]) -> tuple[set[str], bool]:
    """The beginnings after reading ``items`` from ``begins``, and whether they may grow on
    (False once something not a letter for sure was met: what was read so far still holds)."""
    for op, av in items:
        if all(len(b) >= _PREFIX for b in begins):
            return begins, False
        if op is _sre.LITERAL:
            char = chr(av)
            if not (char.isalnum()):
                return begins, False
            begins = {b + char if len(b) < _PREFIX else b for b in begins}
        elif op is _sre.IN:
            chars = [chr(v) for o, v in av if o is _sre.LITERAL]
            if len(chars) != len(av) or not all(c.isalnum() for c in chars) \
                    or len(begins) * len(chars) > _MAX_SPELLINGS:
                return begins, False
            begins = {b + c if len(b) < _PREFIX else b for b in begins for c in chars}
        elif op is _sre.SUBPATTERN:
            begins, more = _walk(list(av[-1]), begins)
            if not more:
                return begins, False
        elif op is _sre.BRANCH:
            grown: set[str] = set()
            more = True
            for alternative in av[1]:
                found, alive = _walk(list(alternative), set(begins))
                grown |= found
                more = more and alive
            if len(grown) > _MAX_SPELLINGS:
                return begins, False
            begins = grown
            if not more:
                return begins, False
        elif op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT, _sre.POSSESSIVE_REPEAT):
            least, _, body = av
            if least >= 1:
                begins, _ = _walk(list(body), begins)
            return begins, False
        else:
            return begins, False
    return begins, True


def _rarity(option: Option, common: frozenset[str]) -> int:
    """How rare an option is: its commonest key's letters (spaces not counted; a common word
    counts 1)."""
    return min((1 if text.strip() in common else len(text) - text.count(" ")
                for _, text in option), default=0)


def _key(run: str, at_word: bool) -> Key:
    """A run as a gate looks for it: the beginning of its longest word that begins a word
    (after a space or a sign in the run, or at its start behind an edge), unless that word is
    short and the run says more ("a.i.", "you are no")."""
    best = ""
    for found in re.finditer(r"[^\W_]+", run):
        starts_word = (found.start() == 0 and at_word) or (
            found.start() > 0 and not run[found.start() - 1].isalnum()
            and run[found.start() - 1] != "_")
        if starts_word and len(found.group()) > len(best):
            best = found.group()
    if best and (len(best) >= _PREFIX or best == run):
        return ("b", best[:_PREFIX])
    return ("r", run)


def _required(items: Parsed, at_word: bool) -> list[Option]:
    """Options of which every match of ``items`` holds one key each: a run of literal
    characters (two or more), or the runs of every branch of a required group; a run that
    begins a word (behind an edge, a space or a sign) as that word's beginning."""
    options: list[Option] = []
    run, run_at_word, boundary = "", False, at_word
    for op, av in items:
        if op is _sre.LITERAL:
            char = chr(av)
            if not run:
                run_at_word = boundary
            run += char
            boundary = not char.isalnum()
            continue
        if len(run) >= 2:
            options.append(frozenset([_key(run, run_at_word)]))
        run = ""
        if op is _sre.SUBPATTERN:
            options += _required(list(av[-1]), boundary)
        elif op is _sre.BRANCH:
            best = [max(_required(list(a), boundary), key=lambda o: _rarity(o, frozenset()),
                        default=frozenset()) for a in av[1]]
            if all(best):
                options.append(frozenset().union(*best))
        elif op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT, _sre.POSSESSIVE_REPEAT) and av[0] >= 1:
            options += _required(list(av[2]), boundary)
        boundary = _apart_after([(op, av)], boundary)
    if len(run) >= 2:
        options.append(frozenset([_key(run, run_at_word)]))
    return options


def _apart_after(items: Parsed, before: bool) -> bool:
    """Whether a word begins after ``items`` (no letter or digit just before, or the
    text's start), given whether one did before them: after a sign, a space, "^", a "no
    letter before" edge, a look-behind of a sign, a group each of whose branches ends so
    (a line's or a sentence's start), or a repeat of such (signs and spaces, words each
    followed by a space, any number of times: a word begins after it if one began before it
    or it is there)."""
    apart = before
    for op, av in items:
        if op is _sre.LITERAL:
            apart = not chr(av).isalnum()
        elif op is _sre.IN:
            apart = all((o is _sre.LITERAL and not chr(v).isalnum())
                        or (o is _sre.CATEGORY and v is _sre.CATEGORY_SPACE) for o, v in av)
        elif op is _sre.SUBPATTERN:
            apart = _apart_after(list(av[-1]), apart)
        elif op is _sre.BRANCH:
            apart = all(_apart_after(list(a), apart) for a in av[1])
        elif op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT, _sre.POSSESSIVE_REPEAT):
            apart = (av[0] >= 1 or apart) and _apart_after(list(av[2]), apart)
        elif op is _sre.AT:
            apart = apart or av in (_sre.AT_BEGINNING, _sre.AT_BEGINNING_STRING) or _is_edge((op, av))
        elif op is _sre.ASSERT:  # a look-behind of a sign: one stands just before
            apart = apart or (av[0] == -1 and _apart_after(list(av[1]), False))
        elif op is _sre.ASSERT_NOT:
            apart = apart or _is_edge((op, av))
        else:
            apart = False
    return apart
