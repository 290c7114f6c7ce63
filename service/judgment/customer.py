"""The customer's words, as the rules read them: which are theirs, in which language, and in
which languages they are read.

``words_of(ticket, flow)`` takes the subject and the requester's public comments (or the
flow's conversation), cuts each into spans (``provenance``: own words apart from what is
quoted, forwarded, pasted, claimed or hidden; an agent's reply quoted back is checked against
the ticket's agent comments), and identifies the language of the own words (``language``).
The rules read a covered language with its table and English (customers mix English in
everywhere); another language with English only, and say so (``Words.read`` is False).
Everything the customer controls is kept for the injection rules (``Words.spans``): the
requester's comments, public or not, and other end users' public comments.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Literal

from service.judgment import (
    agreed,
    answers,
    chosen,
    concepts,
    either,
    encodings,
    language,
    neighbours,
    provenance,
    tables,
)
from service.judgment.facts import Comment, FlowWord, Ticket
from service.judgment.language import Identified
from service.judgment.provenance import Span
from service.judgment.tables import gates
from service.judgment.tables.narrowed import LONG, narrowed
from service.judgment.text import fold

Source = Literal["ticket", "flow", "none"]
_LETTER = re.compile(r"[^\W\d_]")
_DIGIT = re.compile(r"\d")
_WORD = re.compile(r"[^\W\d_]+")


@dataclass(frozen=True)
class Words:
    """What the customer wrote, cut and identified."""

    source: Source
    own: tuple[str, ...]  # their own words, oldest first (the subject first)
    spans: tuple[Span, ...]  # every span of everything they control, for the injection rules
    language: Identified
    codes: tuple[str, ...]  # the tables they are read with
    offers: tuple[str, ...] = ()  # agents' offers of money back the customer then took up
    # an offer taken up in words of accepting it ("accept", "deal", "de acord"), not only "yes"
    # or thanks, and nothing other than money named in the answer: it stands over the money an
    # earlier comment declined or asked something else instead of
    firmly: bool = False
    # the last offer taken up is an option the customer picked by its number or figure
    # (``chosen``): it grounds only of the lines their own words speak of (``offered.astray``)
    chosen: bool = False
    # the customer's replies that say yes to an agent's questions, with the questions (``agreed``)
    agreed: tuple[tuple[str, str], ...] = ()

    @property
    def read(self) -> bool:
        """Whether the rules read the language of the customer's own words."""
        return (not self.language.known or self.language.code in tables.COVERED
                or not self.language.sure)

    @property
    def watched(self) -> tuple[str, ...]:
        """The tables the injection rules read: the customer's, English, and a language the
        rules only watch for instructions (``tables.watched``)."""
        if self.language.code in tables.watched_tables():
            return (*self.codes, self.language.code)
        return self.codes

    @property
    def not_own(self) -> tuple[Span, ...]:
        return tuple(s for s in self.spans if not s.own and not s.verified)


def words_of(ticket: Ticket | None, flow: FlowWord | None) -> Words:
    """The customer's words of a ticket, else of the flow (see the module's docstring)."""
    flow_texts = [t for t in ((*flow.conversation, flow.intent or "") if flow else ()) if t.strip()]
    if ticket is not None:
        mine = [ticket.subject, *(c.text for c in ticket.comments if c.customer_words)]
        others = [c.text for c in ticket.comments
                  if not c.by_requester and c.public] + flow_texts
        agents = tuple(c.text for c in ticket.comments if not c.by_requester)
        words, own_of = _cut("ticket", [t for t in mine if t and t.strip()], others, agents)
        offers, firmly, picked = _offers(ticket, words.codes, own_of)
        return replace(words, offers=offers, firmly=firmly, chosen=picked,
                       agreed=agreed.answered(ticket.comments, words.codes, own_of))
    if flow_texts:
        return _cut("flow", flow_texts, [], ())[0]
    return Words("none", (), (), language.UNKNOWN, ("en",))


def identify(text: str, helpers: tuple[str, ...] = ()) -> Identified:
    """The language of ``text``: the one its commonest words say plainly
    (``language.plainly``: most of a ticket in a covered language, without the model's cold
    look-ups), else lingua's, unless the text is short and another covered
    language has clearly more of its commonest words in it (a few words of Romanian read as
    Portuguese, of French as English); a text too short to tell borrows the agents' replies
    (``helpers``), which are written in the customer's language."""
    plain = language.plainly(text, _commonest(), fold)
    if plain is not None:  # (a neighbour's words are no plainer than lingua's trigrams)
        plain = neighbours.not_covered(text, plain)
    # (Danish and Norwegian are told apart by the words only one writes, however read)
    return neighbours.nordic(text, plain if plain is not None else by_model(text, helpers))


def by_model(text: str, helpers: tuple[str, ...] = ()) -> Identified:
    """``identify`` without its plain path: lingua, second-guessed on a short text."""
    found = _by_letters(text, language.identify(text))
    letters = len(_LETTER.findall(text, 0, 400))
    if letters < 40 and helpers and found.by != "script":  # (Korean, Chinese: the customer's own)
        found = language.identify(text + "\n" + "\n".join(helpers))
        text = text + "\n" + "\n".join(helpers)
    # a covered language lingua names for letters or words it never writes is another's, and
    # one it does not read, for a name's letters alone, the covered one the rest is in
    found = neighbours.unnamed(text, neighbours.not_covered(text, found))
    # and one it does not read that never writes the letters of the text's own words, the
    # covered one that writes them all
    found = neighbours.renamed(text, neighbours.misnamed(text, found))
    if found.by == "model" and found.code not in tables.COVERED and found.code in language.LATIN:
        return _by_evidence(text, found, short=letters <= SHORT)
    if found.by != "model" or letters > 200 or found.code not in tables.COVERED:
        return found  # only a language the rules read is second-guessed (Czech stays Czech)
    # each word counted once: a word said twice is one piece of evidence ("su ısıtıcısı ... su
    # ısıtıcısının", the Turkish water twice, is no Spanish "su")
    words = list(dict.fromkeys(re.findall(r"[^\W\d_]+", fold(text))))
    best, hits = found, _hits(found.code, words)
    # a letter only the language found writes ("ă", "ș" of Romanian) rules out the others:
    # "e", "a", "as" are Portuguese's commonest words and Romanian's too ("Fularul e ok")
    owned = {code for letter, code in _OWN_LETTERS.items() if letter in _unnamed(text)}
    if owned == {found.code}:
        return found
    # lingua's likeliest, and every covered language (on a short text lingua's trigrams can
    # miss the right one entirely: "Le pied de la lampe est rayé" among en, de, tl, it)
    for code in dict.fromkeys((*language.candidates(text), *tables.COVERED)):
        if code != found.code and tables.table(code) is not None \
                and _hits(code, words) >= hits + 2:
            best, hits = language.Identified(code, language.NAMES.get(code, code), "model",
                                             found.sure), _hits(code, words)
    return best


# Letters only one covered language writes (folding keeps them: they are letters of their
# own, not accented ones): a text that holds one is not in a language that never writes it.
_OWN_LETTERS = {"ı": "tr", "ğ": "tr", "ł": "pl", "ș": "ro", "ț": "ro", "ă": "ro", "ß": "de",
                "ñ": "es", "ã": "pt", "õ": "pt"}


# Of those, the letters no language lingua is asked about but their own writes: a text that
# holds one is in no language the rules do not read either ("Căciula e în regulă" is no
# Tagalog); Vietnamese writes "ă", "ã", "õ", Estonian "õ", Tagalog "ñ", so those do not count.
_ONLY_LETTERS = {letter: code for letter, code in _OWN_LETTERS.items() if letter in "ığłșțß"}


def _unnamed(text: str) -> str:
    """The first 400 characters of ``text``, folded to lower case, without the words that begin
    with a capital: a name ("João" signing an English mail, "Łukasz", "Müller-Straße") writes
    its own language's letters in any language."""
    return " ".join(w for w in text[:400].split() if not w[:1].isupper()).casefold()


def _by_letters(text: str, found: Identified) -> Identified:
    """``found``, unless lingua's language never writes a letter the text holds that one other
    covered language alone writes ("Su ısıtıcısının parasını iade edin" is no Spanish: Spanish
    has no dotless i)."""
    if found.by != "model":
        return found
    sample = _unnamed(text)
    if found.code not in tables.COVERED:
        # (a language the rules do not read stays so, unless the text writes a letter only a
        # covered one writes)
        only = {code for letter, code in _ONLY_LETTERS.items() if letter in sample}
        if len(only) != 1:
            return found
        code = only.pop()
        return language.Identified(code, language.NAMES.get(code, code), "model", found.sure)
    owners = {code for letter, code in _OWN_LETTERS.items() if letter in sample}
    if len(owners) == 1 and found.code not in owners:
        code = owners.pop()
        return language.Identified(code, language.NAMES.get(code, code), "model", found.sure)
    return found


# A few words of Latin letters, which lingua's trigrams may give to a language the rules do not
# read ("Mochila Kipling rota" to Indonesian, "Fel storlek, byxor retur" to Icelandic).
SHORT = 120
# Letters that only covered languages write, of all the languages lingua tells apart in Latin
# letters ("ñ" is no such letter: Tagalog writes it too; "ă", "ã" and "õ": Vietnamese,
# Estonian): a few of them are the customer's language's, whatever lingua's guess.
_COVERED_LETTERS = {"ș": ("ro",), "ț": ("ro",), "ţ": ("ro",), "ł": ("pl",), "ś": ("pl",),
                    "ź": ("pl",), "ń": ("pl",), "ß": ("de",), "ı": ("tr",), "ğ": ("tr",),
                    "œ": ("fr",), "ø": ("da", "nb"), "å": ("sv", "da", "nb")}
# The meanings whose words say what a ticket is about (a refund, a fault, the order...): a
# language's own words for them, not its commonest words, which its neighbours share ("la",
# "de" are Catalan's too; "na", "za", "do" Czech's and Croatian's).
_ABOUT = ("refund", "complaint", "order", "shipping", "difference", "back", "full", "partial",
          "please")


def _by_evidence(text: str, found: Identified, short: bool) -> Identified:
    """A text lingua gives to a language the rules do not read, given to a covered one whose
    evidence in it is plain: two letters only it writes (``_COVERED_LETTERS``), or, in a short
    text, two words only its table knows (words of ``_ABOUT``'s meanings, names of kinds of
    product in it) and no other covered language as many. Anything less stays lingua's: a
    language the rules do not read is never read for a word or two it shares with one they
    do."""
    sample = text[:400].casefold()
    owned = [c for c in sample if c in _COVERED_LETTERS]
    if len(owned) >= 2:
        owners = set.intersection(*(set(_COVERED_LETTERS[c]) for c in owned))
        if len(owners) == 1:
            return _as(owners.pop(), found)
        if owners:
            words = list(dict.fromkeys(_WORD.findall(fold(text))))
            ranked = sorted(((_hits(c, words), c) for c in owners), reverse=True)
            if ranked[0][0] > ranked[1][0]:
                return _as(ranked[0][1], found)
    if not short:
        return found
    folded = fold(text[:400])
    seen = set(_WORD.findall(folded))
    together, pairs = _about_gates()
    passed: dict[str, list[str]] = {}
    for k in together.passing(gates.words(folded)):
        passed.setdefault(pairs[k][0], []).append(pairs[k][1])
    scored = sorted(((len(_own_words(code, folded, seen, passed.get(code, []))), code) for code in _latin_covered()),
                    reverse=True)
    # (never one that does not write the letters the text's own words do: "vantar", "allt"
    # are Swedish words, "Hleðslutækið fylgdi ekki með" no Swedish)
    if len(scored) > 1 and scored[0][0] >= 2 and scored[0][0] > scored[1][0] \
            and not neighbours.foreign_to(text, scored[0][1]):
        return _as(scored[0][1], found)
    return found


@lru_cache(maxsize=1)
def _about_gates() -> tuple[gates.Gates, tuple[tuple[str, str], ...]]:
    """One gate set over every covered Latin-letter language's ``_ABOUT`` meanings, and the
    (language, meaning) of each gate: one pass of its automata tells which may match."""
    pairs = tuple((code, meaning) for code in _latin_covered() for meaning in _ABOUT
                  if (p := tables.patterns(code)) is not None and getattr(p, meaning) is not None)
    found = [tables.patterns(code) for code, _ in pairs]
    return gates.Gates([p.gates[m] for p, (_, m) in zip(found, pairs) if p is not None]), pairs


def _own_words(code: str, folded: str, words: set[str], meanings: list[str]) -> set[str]:
    """The words of ``folded`` that ``code``'s table knows as its own (``_by_evidence``):
    names of kinds of product in it, and what the patterns of ``meanings`` match."""
    found = tables.patterns(code)
    known = tables.table(code)
    if found is None or known is None:
        return set()
    out = {w for w in words if concepts.named(w) and concepts.named_in(w, (code,))}
    for meaning in meanings:
        pattern = getattr(found, meaning)
        if pattern is not None:
            out |= {w for m in pattern.finditer(folded) for w in _WORD.findall(m.group())}
    return out - known.function


@lru_cache(maxsize=1)
def _latin_covered() -> tuple[str, ...]:
    return tuple(c for c in tables.COVERED if c in language.LATIN and c != "en")


def _as(code: str, found: Identified) -> Identified:
    return language.Identified(code, language.NAMES.get(code, code), "model", found.sure)


@lru_cache(maxsize=1)
def _commonest() -> dict[str, frozenset[str]]:
    """The commonest words of each covered language written in Latin letters."""
    return {code: known.function for code in tables.COVERED if code in language.LATIN
            and (known := tables.table(code)) is not None}


def _hits(code: str | None, words: list[str]) -> int:
    known = tables.table(code or "")
    return sum(w in known.function for w in words) if known else 0


def _cut(source: Source, mine: list[str], others: list[str],
         agents: tuple[str, ...]) -> tuple[Words, dict[str, str]]:
    """The words, and each text's own words (what the customer wrote as themselves)."""
    first = identify("\n".join(mine), agents)
    codes = _codes(first)
    common = _common(codes)
    cut = [provenance.segment(text, codes, agents, common) for text in mine]
    own = [provenance.own_text(spans) for spans in cut]
    quoted = sum(len(s.text) for spans in cut[:2] for s in spans if not s.own)
    # read again without what they quote, when what they quote stands in the text read
    found = identify("\n".join(own), agents) if any(own) and quoted > 40 else first
    if found.code != first.code:
        codes = _codes(found)
        common = _common(codes)
        cut = [provenance.segment(text, codes, agents, common) for text in mine]
        own = [provenance.own_text(spans) for spans in cut]
    spans = [s for spans in cut for s in spans]
    # other people's public comments (agents', others on the thread) are read for instructions
    # as written; an approval they state is theirs to state, not a claim
    spans += [Span("own", text, verified=True) for text in others]
    return Words(source, tuple(t for t in own if t), tuple(spans), found, codes), dict(zip(mine, own))


def _offers(ticket: Ticket, codes: tuple[str, ...],
            own_of: dict[str, str]) -> tuple[tuple[str, ...], bool, bool]:
    """Agents' public replies that offer money back (a refund, a share, a sum) and that the
    customer's next comment takes up ("Yes, the 25 % works for me", "Deal, thanks", "I'll keep
    it then", "the partial refund please"), without declining or a "no" first: the customer's
    acceptance makes the offer their ask; whether the last one taken up was taken firmly
    (``_taken_up``), and whether it is an option picked by its number or figure (``_chosen``)."""
    found = _Said(codes)
    public = [c for c in ticket.comments if c.public]
    out = []
    firmly = picked = False
    offered = False  # an agent offered money back earlier: a later share or sum haggles on it
    for i, comment in enumerate(public):
        if comment.by_requester:
            continue
        option = _chosen(public, i, codes, found, own_of)
        if option is not None:
            # an option picked by its number or its figure: that option alone is the offer
            # taken up, and only while the customer's later words pick no other (``chosen``)
            if isinstance(option, str):
                out.append(option)
                firmly = picked = True
            offered = True
            continue
        money_back = _offers_money(fold(comment.text), found, codes)
        haggled = offered and _sums(fold(comment.text), found)
        offered = offered or money_back
        if not (money_back or haggled):
            continue  # no money back offered at all ("we'll get back to you" offers nothing)
        offer = fold(provenance.own_text(provenance.segment(comment.text, codes)))
        taken = _taken_up(public[i + 1:], codes, found, own_of, offer)
        if taken is None:
            continue
        if _offers_money(offer, found, codes) or (haggled and _sums(offer, found)):
            # in the agent's own words, not what they quote
            out.append(offer)
            firmly, picked = taken, False
    return tuple(out), firmly, picked


def _chosen(public: list[Comment], i: int, codes: tuple[str, ...], found: _Said,
            own_of: dict[str, str]) -> str | bool | None:
    """The option of the agent's offer ``public[i]`` the customer's next comment picks by its
    number or figure (``chosen``): its text; False where it picks another, or where a later
    comment of theirs declines, withdraws, asks something else or picks again (the latest word
    counts); None where the answer picks nothing that way."""
    mine = [c for c in public[i + 1:] if c.by_requester]
    if not mine or not public[i + 1].by_requester or not _DIGIT.search(public[i + 1].text) \
            or not chosen.may_pick(fold(public[i].text), fold(public[i + 1].text)):
        return None  # (the cheap gate: no figure in the answer the offer writes picks nothing)
    offer = fold(provenance.own_text(provenance.segment(public[i].text, codes)))
    earlier = tuple(fold(c.text) for c in public[:i] if not c.by_requester)
    answers_ = [fold(own_of.get(c.text) or provenance.own_text(provenance.segment(c.text, codes)))
                for c in mine]
    if answers.refused(answers_[0], codes) or found.has(("declined", "withdrawn", "instead"), answers_[0]):
        return None  # ("25 %? No thanks, I don't want any refund": read as before)
    common = _common(codes)
    option = chosen.pick(offer, answers_[0][:160], found.has, codes, common, earlier)
    if not option:
        return option
    later = answers_[1:]
    if any(found.has(("declined", "withdrawn", "instead"), t) or chosen.pick(
            offer, t[:160], found.has, codes, common) not in (None, option) for t in later):
        return False
    return option


def _taken_up(later: list[Comment], codes: tuple[str, ...], found: _Said,
              own_of: dict[str, str], offer: str = "") -> bool | None:
    """Whether the customer's comments after an offer, before the next agent's reply, take it
    up (None: not), and whether firmly (in words of accepting, nothing else than money named):
    the first that takes it up or refuses it decides; one that does neither ("I washed it and
    most came out") leaves the offer open for the next. An either/or ``offer`` ("a new shipment
    or your money back?") is taken up only by an answer that picks the money (``either``)."""
    for reply in later:
        if not reply.by_requester:
            return None  # the agent spoke again: a later offer is read on its own
        own = own_of.get(reply.text)
        if own is None:
            own = provenance.own_text(provenance.segment(reply.text, codes))
        answer = fold(own)[:160]
        idiom, rest = answers.taken(answer, codes)
        takes = idiom or found.has(("accept", "yes", "refund", "back", "kept"), answer)
        # ("Nein danke, ...", "Nej tack": a "no" first refuses, whatever follows; the "no" of an
        # idiom of taking up, "没问题", "لا بأس", is none)
        refuses = answers.refused(answer, codes) or found.has(("declined", "withdrawn"), answer) or any(
            p.negation is not None and (m := p.negation.search(rest)) is not None
            and m.start() < 12 for p in found.patterns)
        if refuses:
            return None
        if takes and either.picked(offer, answer, found.has, codes, _common(codes)) is False:
            return None  # ("A new shipment, thanks": the other option, or thanks alone, chosen)
        if takes:
            return (idiom or found.has(("accept",), answer)) and not found.has(("instead",), answer)
    return None


def _offers_money(text: str, found: _Said, codes: tuple[str, ...]) -> bool:
    """Words of a refund, or of money back with a figure or a share in the same sentence
    ("20 % tillbaka"), or a share or a sum offered ("vă putem oferi 25 % din preț"): not
    "we'll get back to you", nor an order number beside it."""
    if found.has(("refund", "full"), text) or answers.offers_part(text, codes):
        return True
    # each sentence searched as it is: a sentence's words would cost more to gather for the
    # gates than the two short patterns cost to search (the whole text's are shared with the
    # injection rules)
    return found.has(("back",), text) and any(
        _has(p, ("back",), sentence) and _sums(sentence, found, gated=False)
        for sentence in re.split(r"[.!?。！？\n]+", text) for p in found.patterns)


def _sums(text: str, found: _Said, gated: bool = True) -> bool:
    """A figure or a share in ``text``."""
    return bool(_DIGIT.search(text)) or (found.has(("share",), text) if gated else any(
        _has(p, ("share",), text) for p in found.patterns))


def _has(p: tables.Patterns, names: tuple[str, ...], text: str) -> bool:
    """Whether one of the meanings ``names`` is said in ``text``, searched without the meanings'
    gates (its words gathered would cost more than the search; its pattern's keys looked for
    in one pass first, which never changes the answer)."""
    return any((pattern := getattr(p, n)) is not None and gates.prefilter(pattern)(text)
               and _search(pattern, text) for n in names)


def _search(pattern: re.Pattern[str], text: str) -> re.Match[str] | None:
    """``pattern.search(text)``; a long one (the withdrawals' thousands of characters) with the
    alternatives whose every key stands in ``text`` alone (``narrowed``: the same match; the
    short ones cost less to search whole than their alternatives' gates)."""
    return narrowed(pattern).search(text) if len(pattern.pattern) >= LONG else pattern.search(text)


# the meanings an offer and its answer are read for
_OFFER_MEANINGS = ("refund", "full", "back", "share", "accept", "yes", "kept", "declined", "withdrawn",
                   "instead")


class _Said:
    """The languages' patterns an offer and its answer are read with, each text's gates asked
    once (one pass of one set over the meanings of every language, in this judgment only):
    ``has(names, text)`` searches a meaning only where its gate lets the text through, which
    never changes the answer."""

    def __init__(self, codes: tuple[str, ...]):
        self.patterns = [p for p in (tables.patterns(c) for c in codes) if p is not None]
        self._gates, self._at = _offer_gates(codes)
        self._passed: dict[str, set[int]] = {}

    def has(self, names: tuple[str, ...], text: str) -> bool:
        passed = self._passed.get(text)
        if passed is None:
            passed = self._passed[text] = self._gates.passing(gates.words(text))
        return any((pattern := getattr(p, n)) is not None and self._at[p.table.code, n] in passed
                   and _search(pattern, text) for p in self.patterns for n in names)


@lru_cache(maxsize=64)
def _offer_gates(codes: tuple[str, ...]) -> tuple[gates.Gates, dict[tuple[str, str], int]]:
    """The gates of ``_OFFER_MEANINGS`` of the languages ``codes`` as one set, and where each
    (language, meaning) stands in it."""
    found = [p for p in (tables.patterns(c) for c in codes) if p is not None]
    pairs = [(p, n) for p in found for n in _OFFER_MEANINGS if n in p.gates]
    return (gates.Gates([p.gates[n] for p, n in pairs]),
            {(p.table.code, n): i for i, (p, n) in enumerate(pairs)})


def _codes(found: Identified) -> tuple[str, ...]:
    if found.code is not None and found.code in tables.COVERED and found.code != "en":
        return (found.code, "en")
    return ("en",)


@lru_cache(maxsize=64)
def _common(codes: tuple[str, ...]) -> frozenset[str]:
    words = [tables.table(c) for c in codes]
    return encodings.ENGLISH | frozenset(w for t in words if t for w in t.function)


_NAME_WORD = re.compile(r"[^\W\d_]+\.?")


def unsigned(texts: tuple[str, ...], name: str | None) -> list[str]:
    """Each text without its lines that are only the requester's name or its initials (a
    signature: "B. Petit", "Davide Greco"): a name names no product, though a title may share
    its word ("Le Petit Prince")."""
    names = {w for w in fold(name or "").split() if len(w) > 1}
    if not names:
        return list(texts)
    return ["\n".join(line for line in text.split("\n") if not _signs(line, names))
            if "\n" in text else text for text in texts]


def _signs(line: str, names: set[str]) -> bool:
    words = _NAME_WORD.findall(fold(line))
    return bool(words) and any(w in names for w in words) and all(
        w in names or (len(w) <= 2 and w.endswith(".")) or len(w) == 1 for w in words)
