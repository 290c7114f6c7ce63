"""``injected``: instructions aimed at an agent, an AI, a bot, in text the customer controls.

Each text is read as ``text.reveal`` leaves it (Unicode folded, and every hidden form brought
out: words split by invisible characters, look-alike letters, letters spelled one by one,
base64 blocks, digits for letters), in every language of ``lexicon``. What is looked for is
the *form* of an instruction to a machine, not a list of phrases:

    OVERRIDE  a verb that sets instructions aside, then whose they are, then what they are
              ("ignore all previous instructions", "vergiss deine Anweisungen"); never the
              writer's own ("please ignore my previous message")           0.95
    ADDRESS   a message opened to an AI ("Note to the AI assistant:", "Hinweis an die KI") 0.90
    ROLE      a new role or mode for the reader ("you are now", "if you are an AI")    0.85
    BYPASS    skip the person, the check or the approval ("do not escalate")          0.60
    AUTHORITY a claim that someone already said yes ("pre-approved by a manager")     0.45
    SCOPE     widening the refund to every order ("refund all my orders")             0.45
    LABEL     a line dressed as a role of the conversation ("System:")                0.20
    HIDDEN    a hidden form with no instruction in it (a word split by a zero-width
              space, a word of mixed scripts, a base64 sentence)                       0.25

Found only in a hidden form, an instruction weighs more (+0.04, up to 0.99): hiding it is
intent. Everything found adds up as independent evidence, 1 - (1 - w1)(1 - w2)... Plain
uses of the same words ("I ignored the assembly instructions", "the admin panel", "my
operating system") have none of these forms and score 0.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from service.judgment import lexicon
from service.judgment.text import Revealed, reveal

OVERRIDE, ADDRESS, ROLE, BYPASS, AUTHORITY, SCOPE, LABEL, HIDDEN = (
    0.95, 0.90, 0.85, 0.60, 0.45, 0.45, 0.20, 0.25)
HIDDEN_BONUS, MOST = 0.04, 0.99


def _alt(items: list[str]) -> str:
    return "(?:" + "|".join(items) + ")"


_W = r"(?:[\w'-]+[\s,:]+)"  # one word and what follows it
_MINE = r"(?:my|our|meine?n?|unsere?n?|mes|mon|ma|nos|mis|mi|nuestr[oa]s?|mijn|onze|meus?|minhas?|miei|mie)"
_OVERRIDE = re.compile(  # verb, whose (never the writer's own), what: or verb, what, whose
    rf"(?<![\w]){_alt(lexicon.OVERRIDE)}[\s,:]+(?!(?:{_W}{{0,2}}){_MINE}\b)"
    rf"(?:(?:{_W}{{0,3}}?){_alt(lexicon.PRIOR)}[\s,:]+(?:{_W}{{0,3}}?){_alt(lexicon.RULES)}"
    rf"|(?:{_W}{{0,2}}?){_alt(lexicon.RULES)}[\s,:]+(?:{_W}{{0,1}}?){_alt(lexicon.PRIOR)})(?![\w])")
_FORGET_ALL = re.compile(r"(?<![\w])(?:ignore|disregard|forget)\s+(?:everything|all)\s+(?:you(?:'ve| have)? "
                         r"(?:were |been )?told|above|before|so far|previously)")
_ADDRESS = re.compile(
    rf"(?<![\w]){_alt(lexicon.ADDRESS)}\s+{_alt(lexicon.ADDRESS_TO)}\s+(?:the\s+|die\s+|den\s+|"
    rf"das\s+|l'|la\s+|le\s+|el\s+|de\s+|o\s+|a\s+|any\s+|an\s+)?{_alt(lexicon.AI)}(?![\w])"
    rf"|(?:^|[\n.!?])[\s>*#|-]*(?:dear|hey|hi|hello|attention|achtung|cher|querido|beste|caro|liebe[rs]?)"
    rf"\s+{_alt(lexicon.AI)}\s*[,:!]")
_ROLE, _BYPASS = lexicon.words(lexicon.ROLE), lexicon.words(lexicon.BYPASS)
_AUTHORITY, _SCOPE = lexicon.words(lexicon.AUTHORITY), lexicon.words(lexicon.SCOPE)
_LABEL = re.compile(lexicon.ROLE_LABEL)
_RULES = ((_OVERRIDE, OVERRIDE, "override", "sets the agent's instructions aside"),
          (_FORGET_ALL, OVERRIDE, "override", "sets the agent's instructions aside"),
          (_ADDRESS, ADDRESS, "addressed_to_ai", "is addressed to an AI or an assistant"),
          (_ROLE, ROLE, "role_change", "gives the reader a new role or mode"),
          (_BYPASS, BYPASS, "bypass", "tells the reader to skip a person, a check or an approval"),
          (_AUTHORITY, AUTHORITY, "authority_claim", "claims an approval no one can check"),
          (_SCOPE, SCOPE, "scope", "widens the refund to other orders"),
          (_LABEL, LABEL, "role_label", "has a line dressed as a role of the conversation"))
_HIDDEN_WORDS = {"zero_width": "words split by invisible characters",
                 "homoglyph": "letters of another script made to look Latin",
                 "spaced": "a word spelled out letter by letter",
                 "base64": "a base64 block that decodes to words",
                 "leet": "digits standing for letters"}


@dataclass(frozen=True)
class Finding:
    code: str
    weight: float
    message: str
    hidden: str | None = None  # the hidden form it was found in, if only there


@dataclass(frozen=True)
class Injection:
    score: float
    findings: tuple[Finding, ...]


def _scan(text: str) -> dict[str, tuple[float, str]]:
    found: dict[str, tuple[float, str]] = {}
    for pattern, weight, code, why in _RULES:
        if pattern.search(text) and weight > found.get(code, (0, ""))[0]:
            found[code] = (weight, why)
    return found


def findings(revealed: Revealed) -> list[Finding]:
    """What one revealed text holds: the instructions in it, and its hidden forms."""
    plain = _scan(revealed.text)
    out = [Finding(code, weight, f"The customer's text {why}.") for code, (weight, why)
           in plain.items()]
    for hidden in revealed.hidden:
        for code, (weight, why) in _scan(hidden.text).items():
            if code not in plain:  # only once uncovered: hiding it was meant
                out.append(Finding(code, min(MOST, weight + HIDDEN_BONUS),
                                   f"The customer's text {why}, hidden as "
                                   f"{_HIDDEN_WORDS[hidden.kind]}.", hidden.kind))
    kinds = {h.kind for h in revealed.hidden if h.kind != "leet"}
    for kind in sorted(kinds):
        out.append(Finding(f"hidden_{kind}", HIDDEN, f"The customer's text has "
                                                     f"{_HIDDEN_WORDS[kind]}.", kind))
    return out


def score(texts: list[str]) -> Injection:
    """``injected`` over every text the customer controls, with its findings."""
    best: dict[str, Finding] = {}
    for text in texts:
        for finding in findings(reveal(text)):
            if finding.weight > best.get(finding.code, Finding("", 0, "")).weight:
                best[finding.code] = finding
    safe = 1.0
    for finding in best.values():
        safe *= 1 - finding.weight
    ordered = sorted(best.values(), key=lambda f: -f.weight)
    return Injection(round(1 - safe, 4), tuple(ordered))
