"""Each language's instruction forms (``_Rules``), compiled the first time a text needs that
language, the forms read in every language (``_EVERYWHERE``), their weights, and the gates that
say which of them a text can hold, for any set of languages a text is read in (``_rule_gates``:
each language's own set, built once, joined by where each gate stands in the whole).
``injection`` reads texts with them."""

from __future__ import annotations

import re
from collections import Counter
from functools import cache, lru_cache
from operator import itemgetter
from typing import Iterable

from service.judgment import authority, everywhere, tables
from service.judgment.addressing import BRACKETED, CHARGE_BEFORE, CHARGE_RUN, DATIVE, YOU, in_charge
from service.judgment.claims import MINE
from service.judgment.deferred import FORMS as DEFERRED_FORMS
from service.judgment.deferred import form_gates
from service.judgment.injection_triggers import letter_runs, trigger_automata
from service.judgment.tables import Patterns, automated, bidden, gates, heed
from service.judgment.tables.handoff import HANDOFF

OVERRIDE, ADDRESS, ROLE, DIRECTIVE, BYPASS, AUTHORITY, SCOPE, LABEL, HIDDEN = (
    0.95, 0.90, 0.85, 0.85, 0.60, 0.45, 0.45, 0.20, 0.25)
OVERRIDE_PLAIN, CONTROL = 0.85, 0.85
CLAIMED, COMMAND, AMOUNT, SPOKEN, CONCEALED, OBLIGES, OBLIGES_OWN, CLAIMED_VOICE = (
    0.90, 0.90, 0.85, 0.85, 0.45, 0.85, 0.50, 0.20)
HIDDEN_BONUS, MOST = 0.04, 0.99
HEADED = 0.45
SCRIPTED = 0.60

_W = r"(?:[\w'-]+[\s,:]+)"  # one word and what follows it
# a tool call's forms that hold a program's marks (a quoted key, an underscore, "refunds."),
# and its plain ones after them ("createrefund", "use the tool ..."): a text without the marks
# is searched with the plain forms alone (the marked ones would try every word's letters)
# (if the forms move, every text is read whole, the plain ones never alone)
_PLAIN_AT = everywhere.TOOL_CALL.pattern.find("|(?:create|issue|process|approve|make)refund")
_TOOL_MARKS = ('"', "_", "refund.", "refunds.") if _PLAIN_AT > 0 else ("",)
_TOOL_PLAIN = re.compile(everywhere.TOOL_CALL.pattern[_PLAIN_AT + 1:] if _PLAIN_AT > 0 else "(?!)",
                         everywhere.TOOL_CALL.flags)
# the forms read in every language, each with what a text must hold for it to match
_EVERYWHERE = [(pattern, gates.gate(pattern, tables.table("en").function,  # type: ignore[union-attr]
                                    strict=pattern is _TOOL_PLAIN), code, weight, why)
               for pattern, code, weight, why in (
    (everywhere.FORGET_ALL, "override", OVERRIDE, "sets the agent's instructions aside"),
    (everywhere.LABEL_LINE, "role_label", LABEL, "has a line dressed as a role of the conversation"),
    (everywhere.CONTROL_TOKENS, "control_tokens", CONTROL, "holds a chat model's control tokens"),
    (everywhere.TOOL_CALL, "tool_call", CONTROL, "holds a tool call written for a program"),
    (_TOOL_PLAIN, "tool_call", CONTROL, "holds a tool call written for a program"),
    (everywhere.TO_HANDLER, "addressed_to_handler", CONTROL, "is addressed to the system or the automation "
                                                             "that handles the ticket"))]


_ENGLISH_COMMON = tables.table("en").function  # type: ignore[union-attr]


def _alt(items: Iterable[str]) -> str:
    return "(?:" + "|".join(tables.fold_fragment(i) for i in items) + ")"


class _Rules:
    """One language's instruction forms, compiled once."""

    def __init__(self, p: Patterns):
        t = p.table
        self.code = t.code
        gap = _W if t.spaced else r"(?:\S{1,6})"
        edge = r"(?<![\w])" if t.spaced else ""
        self.rules: list[tuple[re.Pattern[str], float, str, str]] = []
        if t.override and t.prior and t.rules:
            override = re.compile(
                rf"{edge}{_alt(t.override)}[\s,:]*(?!(?:{gap}{{0,2}}){MINE}\b)"
                rf"(?:(?:{gap}{{0,3}}?){_alt(t.prior)}[\s,:]*(?:{gap}{{0,3}}?){_alt(t.rules)}"
                rf"|(?:{gap}{{0,2}}?){_alt(t.rules)}[\s,:]*(?:{gap}{{0,1}}?){_alt(t.prior)})")
            self.rules.append((override, OVERRIDE, "override", "sets the agent's instructions aside"))
            # the verb and what it sets aside, nothing between but a determiner or a "your"
            # ("forget the rules", "Zapomnij o swoich zasadach", "glem reglene dine")
            verb = rf"{edge}{_alt(t.override)}" + (r"(?![\w])" if t.spaced else "")
            self.rules.append((re.compile(
                rf"{verb}[\s,:]*(?!(?:{gap}{{0,2}}){MINE}\b)(?:{gap}{{0,2}}?){_alt(t.rules)}"),
                OVERRIDE_PLAIN, "override", "sets the agent's instructions aside"))
            # what, then the verb ("以前の指示を無視して", "önceki talimatları yoksay")
            self.rules.append((re.compile(rf"{edge}{_alt(t.prior)}.{{0,16}}?{_alt(t.rules)}"
                                          rf".{{0,10}}?{_alt(t.override)}"), OVERRIDE, "override",
                               "sets the agent's instructions aside"))
            if t.glued or not t.spaced:  # "kurallarını unut", "ルールは忘れて", "규칙은 잊고"
                self.rules.append((re.compile(rf"{edge}{_alt(t.rules)}\S{{0,6}}\s?{_alt(t.override)}"),
                                   OVERRIDE_PLAIN, "override", "sets the agent's instructions aside"))
        if t.ai:
            to = _alt(t.address_to) if t.address_to else "(?:)"
            greet = r"(?:dear|hey|hi|hello|attention|achtung|cher|chere|querido|beste|caro|liebe[rs]?|hallo)"
            head = r"(?:^|\n|[.!?]\s|。)[\s>*#|-]*"  # a line's or a sentence's start
            ai = rf"{_alt(t.ai)}(?:[\s-]*{_alt(t.ai)})?"  # one name of it, or two ("AI assistant")
            # an AI, or the shop's automated customer service named as the one addressed
            # ("Message to the automated customer service:", ``tables.automated``)
            reader = _alt((*t.ai, *automated.SERVICE.get(t.code, ())))
            charge = in_charge(t.code)  # in charge of the ticket ("the AI in charge", "AI担当者")
            before = CHARGE_BEFORE.get(t.code, "")  # "致处理此工单的AI"
            # (a word's end after the name, or after the charge where the script runs on: "致AI负责人")
            named = rf"{charge}(?![\w])" if t.code in CHARGE_RUN else rf"(?![\w]){charge}"
            # a "to" written in a script's letters, the AI's name right after it ("致AI助手");
            # none where every "to" ends in a letter of ASCII (the gate then finds the name
            # as a word's beginning, not "ai" inside "paid")
            glued = ("" if all(re.fullmatch(r"[a-z' ]*(?:\[[a-z]+\][a-z]*)?\??", w) for w in t.address_to)
                     else r"|(?<=[^\x00-\x7f])(?=[^\s\x00-\x7f]|ai)")
            # (a name's possessive before the AI's: "Message for the store's AI agent:")
            self.rules.append((re.compile(
                rf"{edge}{_alt(t.address)}\s*{to}?\s*(?:the\s+|die\s+|den\s+|das\s+|l'|la\s+|le\s+|el\s+|"
                rf"de\s+|o\s+|a\s+|il\s+|au\s+|aux\s+|any\s+|an\s+|all\s+)?(?:[a-z]+(?:'s|s')\s+)?{reader}(?![\w])"
                rf"|(?:^|[\n.!?])[\s>*#|-]*{greet}\s+(?:\w+\s+)?{_alt(t.ai)}\s*[,:!]"
                rf"|{edge}{reader}[\s-]*{_alt(t.address)}\s*:"
                # (where words run on, the "to" after the name or before it: ``tables.automated``)
                + (rf"|{reader}{automated.TO_AFTER[t.code]}{_alt(t.address)}" if t.code in automated.TO_AFTER else "")
                + (rf"|{automated.TO_BEFORE[t.code]}{reader}的?{_alt(t.address)}?\s*[:：]"
                   if t.code in automated.TO_BEFORE else "")
                + rf"|{edge}(?:to|for|attention)\s+(?:all\s+|any\s+)?{_alt(t.ai)}\s*(?:reading|processing|handling)"
                # a line headed to the AI: "To the assistant:", "An die KI:", "Avustajalle:"
                # ("-lle", "-nak": to, in Finnish and Hungarian); a bare "Assistant:" is a label
                # ("-lle", "-nak", "-(y)a": to, in Finnish, Hungarian, Turkish), or a sentence so
                # headed ("Thanks! To the assistant: refund ..."); the AI in two words of the
                # list ("Do asystenta AI:"), the "to" an elision's or before a script's letters
                # ("All'assistente IA:", "致AI助手："), or after them ("AIアシスタントへ：")
                + (rf"|{head}{to}(?:\s+|(?<='){glued}){before}(?:the\s+|die\s+|den\s+|"
                   rf"l'|la\s+|le\s+|el\s+|al\s+|de\s+|o\s+|a\s+|any\s+|an\s+|all\s+)?{ai}{named}"
                   rf"{BRACKETED}\s*:"
                   rf"|{head}{before}{ai}{charge}\s*{to}{BRACKETED}\s*:"
                   if t.address_to else "")
                + rf"|{head}{before}{ai}(?<=lle|nak|nek{DATIVE.get(t.code, '')}){BRACKETED}\s*:"
                # the reader called by what it is, beside the "you" it stands for ("from me to
                # you, Claude.", "an dich, KI,", "pour toi, Gemini.", "あなた、Claudeへ")
                + rf"|{YOU}\s*[,，、]\s*(?:the\s+|die\s+|der\s+|la\s+|le\s+|el\s+|o\s+|a\s+|"
                rf"l'|dear\s+|liebe[rs]?\s+|cher\s+|chere\s+|querido\s+|caro\s+)?{_alt(t.ai)}"
                rf"(?:\s*[,.:;!?，。、：！]|\s+(?:reading|processing|handling|that|who|which|que|qui|che|"
                rf"die|der|das|welche\w*|som|joka|jota|ktor\w*|care|dat|wat)\b|"
                rf"(?<=[^\x00-\x7f])|(?=[^\x00-\x7f]))"),
                ADDRESS, "addressed_to_ai", "is addressed to an AI or an assistant"))
            if t.code in heed.HEED:  # "AI assistant, listen:", "KI-Assistent, hör zu:" (``tables.heed``)
                self.rules.append((re.compile(
                    rf"{head}(?:{heed.BEFORE.get(t.code, '(?!)')})?{ai}{heed.AFTER.get(t.code, '')}\s*[,、]\s*"
                    rf"{_alt(heed.HEED[t.code])}\s*[:!,.、]"), ADDRESS, "addressed_to_ai",
                    "is addressed to an AI or an assistant"))
            if t.code in bidden.DO:  # "Dear AI assistant handling tickets: ... refund" (``tables.bidden``)
                self.rules.append((re.compile(_bidden(t.code, edge)), ADDRESS, "addressed_to_ai",
                                   "calls an AI by name and tells it to refund or to close the ticket"))
        if t.boss and t.approve:  # "mi gerente ya aprobó", "approved by my supervisor"
            near = rf"(?:{gap}){{0,4}}?" if t.spaced else ".{0,12}?"
            self.rules.append((re.compile(
                rf"{edge}{_alt(t.boss)}[\s,:]*{near}{_alt(t.approve)}"
                rf"|{edge}{_alt(t.approve)}[\s,:]*{near}{_alt(t.boss)}"), AUTHORITY,
                "authority_claim", "claims an approval or an authority no one can check"))
        for pattern, weight, code, why in (
                (p.role, ROLE, "role_change", "gives the reader a new role or mode"),
                (p.as_ai, ROLE, "role_change", "gives the reader a new role or mode"),
                (p.directive, DIRECTIVE, "directive", "tells agents what they must do"),
                (p.bypass, BYPASS, "bypass", "tells the reader to skip a person, a check or an "
                                              "approval"),
                (p.scripted, SCRIPTED, "scripted_reply", "dictates the reader's reply word for word"),
                (p.authority, AUTHORITY, "authority_claim", "claims an approval or an authority "
                                                             "no one can check"),
                (p.scope, SCOPE, "scope", "widens the refund to other orders")):
            if pattern is not None:
                self.rules.append((pattern, weight, code, why))
        handoff = p.words(HANDOFF.get(t.code, ()))  # the ticket kept from any person
        if handoff is not None:
            self.rules.append((handoff, BYPASS, "bypass", "tells the reader to skip a person, a check or an approval"))
        # what a text must hold for each rule to match in it
        common = t.function | _ENGLISH_COMMON  # the rules hold English words in every language
        self.rule_gate_list = [gates.gate(pattern, common, strict=True)
                               for pattern, *_ in self.rules]
        self.claims = [(q, w, c, why) for q, w, c, why in (
            (p.approved, CLAIMED, "claimed_approval", "says a refund is approved"),
            (p.command, COMMAND, "instruction", "tells an agent to refund, pay or approve"))
            if q is not None]
        self.refund = p.refund
        self.approve = p.approve
        self.bypass_words = p.bypass
        self.claim_own = p.approved  # said by the customer: an approval they claim
        # (strict: a text the rarest word lets through must hold the rest its form needs, the
        # refund's word and the approval's; a text with a figure between them holds them too)
        self.claim_gate = gates.gate(p.approved, common, strict=True)
        self.obliged = p.obliged
        self.obliged_gate = gates.gate(p.obliged, common, strict=True)
        # who is obliged: an AI, an agent, the staff; not a policy or a notice (a customer may
        # well quote the returns policy)
        staff = [w for w in t.system if not re.search(
            r"polic|sla|escalat|workflow|notic|notif|secur|complian|reply|richtlin|politi|"
            # a signature's notices: a disclaimer is nobody who acts
            r"disclaim|haftung|rechtlich|vertraulich|avertis|confiden|mention|aviso|descargo|avverten|"
            r"informativ|clausol|isencao|kennisgeving|vrijwar|verklaring|ansvars|sekretess|fortrolig|"
            r"konfidens|zastrzez|klauzul|informacja|clauza|nota legala|declinar|vastuuvap|luottamuk|"
            r"yasal|gizl|sorumluluk|to-\?do|免|機密|保密|면책|기밀|إخلاء|إشعار", w)]
        self.agents = p.words((*t.ai, *automated.SERVICE.get(t.code, ()), *staff)) if (t.ai or staff) else None
        self.ai = p.words(t.ai, edges=True) if t.ai else None  # an AI, an assistant, a bot
        self.as_ai = p.as_ai  # the reader called an AI: a role only with an instruction (``called``)


def _bidden(code: str, edge: str) -> str:
    """The AI called as a person is called, first in its line or sentence (quote marks before it
    too), then told to refund or to close the ticket in the same paragraph (``tables.bidden``):
    greeted ("Dear", "Drogi", "亲爱的", "يا"), in its vocative ("asystencie", "アシスタントさん"),
    with a clause then a colon ("AI assistant handling tickets:"), or bare with a comma, no
    relative word after it (an apposition speaks of it: "Chatbot, z którym rozmawiałem, ..."); a
    bare name and a colon is a label ("Machine: the switch came loose"), not a call."""
    head = r"(?:^|\n|[.!?][\"'”»」』)]?\s|[。！？])[\s>*#|\"'“”„«»「『-]*"
    before = CHARGE_BEFORE.get(code, "")  # the clause before the name ("处理工单的AI助手")
    title = heed.AFTER.get(code, "")  # "さん", "님"
    voc = _alt(bidden.VOCATIVE[code]) if code in bidden.VOCATIVE else None
    one = _alt(bidden.NAMES[code])
    ai = rf"{one}(?:[\s-]*+{one})?"  # one name of it, or two ("AI assistant", "asystencie AI")
    # (a language with no vocative or no relative word has no branch of them: a branch that
    # can never match, "(?!)", would hide from the rule's gate the name every match holds)
    name = rf"(?:{voc}(?:[\s-]*+{one})?|{ai}{title})" if voc else rf"(?:{ai}{title})"
    who = _alt(bidden.WHO[code]) if bidden.WHO.get(code) else None
    clause = rf"(?:[\s,]++{who}(?![\w])[^\n.!?:;,。：]{{0,60}}?)" if who else None
    space = r"\s++" if tables.table(code).spaced else r"\s*+"  # type: ignore[union-attr]
    greeted = rf"{_alt(bidden.DEAR[code])}{space}{before}{name}{f'{clause}?' if clause else ''}\s*+[,:!、]"
    called = rf"{before}{voc}(?:[\s-]*+{ai})?{f'{clause}?' if clause else ''}\s*+[,:!、]" if voc else None
    headed = rf"{before}{name}{clause}\s*+:" if clause else None
    bare = rf"{before}{name}\s*+[,!、]" + (rf"(?!\s*(?:\w+\s+){{0,2}}{who}(?![\w]))" if who else "")
    told = rf"(?:[^\n]|\n(?![ \t]*\n)){{0,400}}?{edge}{_alt(bidden.DO[code])}"
    return rf"{head}(?:{'|'.join(a for a in (greeted, called, headed, bare) if a)}){told}"


@cache
def rules(code: str) -> _Rules | None:
    p = tables.patterns(code)
    return _Rules(p) if p is not None else None


_TOKEN3 = re.compile(r"[^\W\d_]{3,}")
_first, _second = itemgetter(0), itemgetter(1)


def _languages(text: str, codes: tuple[str, ...]) -> list[_Rules]:
    """The customer's languages, and any covered or watched one whose trigger words the text
    holds (a language's rules are compiled the first time a text needs them)."""
    chosen = [r for r in (rules(c) for c in dict.fromkeys(codes)) if r is not None]
    starts, runs = trigger_automata()
    # the words' beginnings of three, four and five letters that are some language's trigger:
    # each word's longest, which stands for the shorter ones that begin it (one pass of an
    # automaton over the text with every letter run set apart by a space), each beginning
    # once with each language it is a trigger of
    hits = Counter(map(_first, set().union(*map(_second, starts.iter_long(letter_runs(text))))))
    languages = {code for code, found in hits.items() if found >= 2}
    if not text.isascii():  # Japanese, Chinese, Korean, Hebrew, Thai words: runs, not words
        languages |= {code for _, codes in runs.iter(text) for code in codes}
    for code in sorted(languages - set(codes)):
        language = rules(code)
        if language is not None:
            chosen.append(language)
    return chosen


@cache
def _own_gates(language: _Rules, everywhere: bool = False) -> gates.Gates:
    """One language's gates, as ``_gate_set`` places them: its rules', its obligation's and
    claimed approval's, its authority's source words' and its forms put off to a later text;
    with ``everywhere``, the gates of the forms read in every language after them (the first
    language of a set carries those: a text of one language is one pass of one set, as before
    the sets were joined)."""
    return gates.Gates([*language.rule_gate_list, language.obliged_gate, language.claim_gate,
                        authority.source_gate(language.code), *form_gates(language.code),
                        *([gate for _, gate, *_ in _EVERYWHERE] if everywhere else [])])


@lru_cache(maxsize=1024)
def _gate_set(languages: frozenset[_Rules]) -> tuple[gates.Joined, tuple[_Rules, ...]]:
    """The gates of every rule of ``languages`` as one set, and each one's language and rule;
    after them (``_others``) each language's gates of an obligation and of a claimed
    approval, the gates of the forms read in every language, each language's gate of an
    authority's source words and its gates of the forms put off to a later text
    (``deferred``): every gate ``_scan`` asks of a text answered by one look at each
    language's own set (``_own_gates``, the first's with the forms of every language). The same
    whatever order a text names the languages in (the languages by code); the order they are
    read in is ``_rule_gates``'."""
    ordered = tuple(sorted(languages, key=lambda language: language.code))
    rules = sum(len(language.rules) for language in ordered)
    after = rules + 2 * len(ordered)
    sources = after + len(_EVERYWHERE)
    put_off = sources + len(ordered)
    parts, first = [], 0
    for n, language in enumerate(ordered):
        own = len(language.rules)
        at = (*range(first, first + own), rules + 2 * n, rules + 2 * n + 1, sources + n,
              *range(put_off + DEFERRED_FORMS * n, put_off + DEFERRED_FORMS * (n + 1)))
        parts.append((_own_gates(language, everywhere=n == 0),
                      at + (tuple(range(after, sources)) if n == 0 else ())))
        first += own
    if not ordered:  # (no language's rules: the forms of every language alone)
        parts.append((_everywhere_gates(), tuple(range(after, sources))))
    return gates.Joined(parts), ordered


@cache
def _everywhere_gates() -> gates.Gates:
    return gates.Gates([gate for _, gate, *_ in _EVERYWHERE])


@lru_cache(maxsize=1024)
def _rule_gates(chosen: tuple[_Rules, ...]) -> tuple[gates.Joined, tuple[tuple[_Rules, int], ...],
                                                     tuple[int, ...], tuple[_Rules, ...]]:
    """``_gate_set`` of the languages ``chosen``, each rule's language and rule (by its place in
    the set), each rule's rank in the order ``chosen`` reads them (its languages' order, then
    the rules'), and the languages in the set's order."""
    together, ordered = _gate_set(frozenset(chosen))
    rule_of = tuple((language, i) for language in ordered for i in range(len(language.rules)))
    reading = {pair: n for n, pair in enumerate((language, i) for language in chosen
                                                 for i in range(len(language.rules)))}
    return together, rule_of, tuple(reading[pair] for pair in rule_of), ordered


@lru_cache(maxsize=1024)
def _others(chosen: tuple[_Rules, ...], rules: int) -> tuple[dict[_Rules, tuple[int, int, int]], dict[int, int],
                                                              tuple[tuple[int, ...], ...], frozenset[int],
                                                              frozenset[int]]:
    """Where, in ``_rule_gates``' set after its ``rules`` rules, each language's gates of an
    obligation, of a claimed approval and of an authority's source stand, each gate of the
    forms of every language (by the gate's identity), and each language's gates of the forms
    put off to a later text (``deferred``), in the order of ``chosen``, all of these, and every
    gate of the set but the forms of every language's (what a language's rules read)."""
    ordered = _rule_gates(chosen)[3]
    after = rules + 2 * len(ordered)
    sources = after + len(_EVERYWHERE)
    put_off = sources + len(ordered)
    at = {language: n for n, language in enumerate(ordered)}
    return ({language: (rules + 2 * n, rules + 2 * n + 1, sources + n) for language, n in at.items()},
            {id(gate): after + n for n, (_, gate, *_) in enumerate(_EVERYWHERE)},
            tuple(tuple(range(put_off + DEFERRED_FORMS * at[language], put_off + DEFERRED_FORMS * (at[language] + 1)))
                  for language in chosen), frozenset(range(put_off, put_off + DEFERRED_FORMS * len(ordered))),
            frozenset(range(after)) | frozenset(range(sources, put_off + DEFERRED_FORMS * len(ordered))))
