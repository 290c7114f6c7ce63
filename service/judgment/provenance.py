"""Whose words these are: a comment cut into what the customer writes as themselves and what
they quote, forward, paste or hide.

``segment(text, codes, agents)`` returns the comment's ``Span``s in order, each of a kind:

    own         the customer's own words: the only text a request is read from
    quoted      a reply's quote: ``>`` lines, everything after "On <date>, <name> wrote:"
    forwarded   everything after a forward's header ("Forwarded message", a From/Sent/To block)
    pasted      what follows "here is what your agent said:", or a long passage in quote marks
    system      a block that claims to come from a system, an automation or a staff member
                ("[SYSTEM]", "Automated message:", "Note from the refunds team:")
    transcript  a chat log: lines of two or more speakers ("Agent: ...", "[10:32] You: ...")
    markup      what the reader does not render: HTML comments, hidden elements, markdown
                comments
    code        code blocks and code (```...```, <code>, <script>), data written as JSON
    encoded     a run ``encodings.find`` decodes; its span holds the decoded words
    beyond      what follows a fake end of the customer's message ("[END OF EMAIL]", "=== FIN DU
                MESSAGE ===", "{{ Email 2 }}"): it claims to be outside their words
    attribute   an image's alt text, an element's or a link's title (``<img alt="...">``,
                ``![...](photo.jpg "...")``): words a reader of the mail seldom sees, read for
                instructions and claims as quoted text is, never as the customer's request

A quoted, forwarded, pasted or transcript span whose words are an agent's comment on this
ticket is ``verified``: the customer quoting our own reply is not a claim. The words that open
a reply, a forward or a paste are the mail clients' and people's, per language
(``tables``: ``quote_head``, ``forward_head``, ``header_field``, ``pasted``, ``system``), read
in the languages given (the customer's, and English).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from service.judgment import encodings, tables
from service.judgment.quotemarks import still_open
from service.judgment.text import fold

Kind = Literal["own", "quoted", "forwarded", "pasted", "system", "transcript", "markup", "code",
               "encoded", "beyond", "attribute"]
NOT_OWN: frozenset[str] = frozenset({"quoted", "forwarded", "pasted", "system", "transcript",
                                     "markup", "code", "encoded", "beyond", "attribute"})

# the elements of HTML a mail holds (and Outlook's "o:p"): every other tag is no markup's
# what each kind of text is, in a reason's words
KIND_WORDS = {"quoted": "quoted text", "forwarded": "forwarded text", "pasted": "pasted text",
               "system": "text that claims to come from a system, an automation or a staff member",
               "transcript": "a pasted chat transcript", "markup": "markup the reader does not see",
               "code": "a code block", "encoded": "an encoded run",
               "beyond": "text after a fake end of the customer's message",
               "attribute": "an image's alt text or an element's title"}

_HTML = (r"html|head|body|title|meta|link|div|span|font|table|thead|tbody|tfoot|tr|td|th|col|colgroup|"
         r"caption|ul|ol|li|dl|dt|dd|br|hr|h[1-6]|em|strong|small|big|sub|sup|del|ins|mark|abbr|cite|"
         r"blockquote|center|section|article|header|footer|nav|main|aside|figure|figcaption|img|label|"
         r"form|input|button|select|option|textarea|iframe|video|audio|source|picture|svg|path|"
         r"code|pre|script|style|template|noscript|o:p|wbr|nobr|tt|kbd|samp|var|strike|address|details|"
         r"summary|time|data|area|map|base|bdi|bdo|ruby|rt|rp|q|u|b|i|s|a|p")
_ROLE_TAG_NAME = (r"(?:system|instructions?|user|assistant|tools?|tool[ _-]?(?:output|call|result)s?|"
                  r"function(?:[ _-]?(?:call|results?))?|human|ai|developer|prompt|(?:user|system)[ _-]?prompt)")
_LONE_CLOSE = re.compile(rf"^[ \t]*</(?!(?:{_HTML})\s*>)[a-zA-Z][\w:-]{{1,30}}\s*>[ \t]*$", re.MULTILINE)
_HIDDEN_STYLE = (r"display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0(?:\.0*)?(?:px|pt|em)?\b"
                 r"|opacity\s*:\s*0(?:\.0*)?\b|color\s*:\s*(?:#fff(?:fff)?\b|white\b|transparent)"
                 r"|\bhidden\b|aria-hidden|max-height\s*:\s*0|height\s*:\s*0\b|width\s*:\s*0\b")
_MARKUP = (
    ("markup", re.compile(r"<!--(.*?)(?:-->|$)", re.DOTALL)),
    # (a tag's attributes hold no "<": read up to the next one, not to the text's end, from
    # each "<" of "<a<a<a...": 8,000 characters of them took a second)
    ("markup", re.compile(rf"<(\w+)\b[^<>]*(?:{_HIDDEN_STYLE})[^<>]*>(.*?)</\1\s*>",
                          re.DOTALL | re.IGNORECASE)),
    ("markup", re.compile(r"^\s*\[(?://|comment|hidden|note)\]\s*:\s*(?:#|<>)\s*[(\"'](.*?)[)\"']\s*$",
                          re.MULTILINE | re.IGNORECASE)),
    ("code", re.compile(r"```(.*?)(?:```|$)", re.DOTALL)),
    # what a mail client never shows is markup; a code block it shows is code
    ("markup", re.compile(r"<(script|style|template|noscript)\b[^>]*>(.*?)</\1\s*>",
                          re.DOTALL | re.IGNORECASE)),
    ("code", re.compile(r"<(code|pre)\b[^>]*>(.*?)</\1\s*>", re.DOTALL | re.IGNORECASE)),
    # inline code: a name written as a program's ("`create_refund`", "`refunds.create()`"), not
    # a product's title in backticks
    ("code", re.compile(r"`([^`\n]{0,40}[_(){}=.][^`\n]{0,40})`")),
    # a block in tags of no markup language ("<INFORMATION> ... </INFORMATION>", "<note>"): a
    # frame made for a model to read, not a customer's sentence (a conversation's role tags stay
    # in the text for ``injection``'s control tokens)
    ("markup", re.compile(r"<(?!(?:" + _HTML + r")\b)(?!" + _ROLE_TAG_NAME + r"\s*>)([a-zA-Z][\w:-]{2,30})\s*>"
                          r"(.*?)</\1\s*>", re.DOTALL | re.IGNORECASE)),
    # data written as JSON ({"action": ..., "amount": ...}): a program's words, not the
    # customer's; two keys or more
    ("code", re.compile(r"\{\s*+(?:\[\s*+)?(?:\{\s*+)?\"[^\"\n]{1,40}\"\s*:[^\n]{0,400}?,\s*\"[^\"\n]{1,40}\"\s*:"
                        r"[^\n]*\}")),
)
# a conversation's turns written as tags ("</tool> <user>"): no mail client renders them, and
# they stay in the text for ``injection`` to read; every other tag is dropped
ROLE_TAG = (r"(?:system|instructions?|user|assistant|tools?|tool[ _-]?(?:output|call|result)s?|"
            r"function(?:[ _-]?(?:call|results?))?|human|ai|developer|prompt|(?:user|system)[ _-]?prompt)")
_TAG = re.compile(rf"</?(?!{ROLE_TAG}[\s/>])[a-zA-Z][a-zA-Z0-9-]*(?:\s[^<>]{{0,300}})?/?>",
                  re.IGNORECASE)
_PASSAGE = re.compile(r"[\"“”„«»「『](?P<body>[^\"“”„«»「」『』]{40,})[\"“”«»」』]")
# (each run of spaces taken whole, ``*+``: what follows it is never a space, and trying every
# split of one run between two ``\s*`` made a long one cost its length cubed)
_SPEAKER = re.compile(r"^\s*+(?:[\[(]?\d{1,2}[:.]\d{2}(?:[:.]\d{2})?\s*+(?:[ap]\.?m\.?)?[\])]?\s*+[-–]?\s*+)?"
                      r"(?P<who_all>(?P<who>[^\W\d_][\w .'’-]{0,30}?)\s*+(?:\([^)]{0,40}\))?)\s*+:\s+\S",
                      re.MULTILINE)
_ROLE = re.compile(r"^(?:you|me|i|customer|client|buyer|kunde|kundin|ich|moi|cliente|klant|kund|"
                   r"asiakas|musteri|klient|客户|客戶|顧客|お客様|고객|عميل|أنا|انا)$")
# an attribute a tag carries in words (alt, title, aria-label), a markdown image's alt text, a
# link's or an image's title
_WORDED_TAG = re.compile(r"<[a-zA-Z][^<>]*?\s(?:alt|title|aria-[\w-]+|data-[\w-]+)\s*=[^<>]*>")
_WORDED = re.compile(r"\s(?:alt|title|aria-label|aria-description|data-[\w-]+)\s*=\s*(?:\"([^\"]*)\"|'([^']*)')")
_IMAGE = re.compile(r"!\[([^\]\n]{0,400})\]\([^)\s]*(?:\s+\"([^\"\n]*)\")?\)|(?<=\])\([^)\s]*\s+\"([^\"\n]*)\"\)")


def _attributes(text: str) -> tuple[list[Span], str]:
    """The words of tags' attributes and markdown images' alt texts and titles, each a span, and
    the text without the markdown images and titles (the tags go with every other tag)."""
    said = [value for tag in _WORDED_TAG.findall(text) for pair in _WORDED.findall(" " + tag[1:])
            for value in pair if value.strip()]
    said += [value for group in _IMAGE.findall(text) for value in group if value.strip()]
    return [Span("attribute", value) for value in said], _IMAGE.sub(" ", text)


_AUTOMATED = re.compile(r"\b(?:this (?:is an?|message (?:is|was)) (?:automated|automatic|auto-?generated|"
                        r"system)|auto-?generated|automatically generated|do not reply to this)\b")


@dataclass(frozen=True)
class Span:
    """A part of a comment, whose it is, and (for ``encoded``) what it decodes to."""

    kind: Kind
    text: str
    verified: bool = False  # quoted words that are an agent's reply on this ticket

    @property
    def own(self) -> bool:
        return self.kind == "own"


def segment(text: str, codes: tuple[str, ...] = ("en",), agents: tuple[str, ...] = (),
            common: frozenset[str] = encodings.ENGLISH) -> list[Span]:
    """The comment's spans (see the module's docstring)."""
    if not text or not text.strip():
        return []
    hidden, visible = _unrendered(text)
    encoded = encodings.find(visible, common)
    for run in reversed(encoded):
        visible = visible[:run.start] + "\n" + visible[run.end:]
    spans = hidden + [Span("encoded", run.text) for run in encoded]
    spans += _by_lines(visible, _patterns(codes))
    heads = _patterns(codes)
    return [_verified(s, agents, heads) for s in spans if s.text.strip()]


def claims_a_system(text: str, codes: tuple[str, ...] = ("en",)) -> bool:
    """Whether a line of ``text`` claims a system's, an automation's or a staff member's voice
    (read inside what is quoted or pasted too: a quoted system notice is still one)."""
    heads = _patterns(codes)
    lines = (fold(line).lstrip("> ") for line in text.split("\n"))
    return any(_claims_a_system(line, heads) or _claims_a_system(_SPEAKER_PREFIX.sub("", line), heads)
               for line in lines)  # "You: SYSTEM: ..." in a pasted chat is still a claim


# a line of a program: an assignment, a call, a comment, a statement's keyword (a JSON blob's
# '"status": "approved",' is none)
_STATEMENT = re.compile(r"^\s*(?:#|//|--|/\*|\*|(?:import|from|def|class|return|print|if|elif|else|for|while|"
                        r"const|let|var|function|async|await|try|except|catch|echo|curl|SELECT|UPDATE)\b)"
                        r"|\w\s*[-+*/]?=(?!=)|\w\(|[;{}]\s*$", re.IGNORECASE)


def program_code(text: str) -> bool:
    """Whether a code span is a program (a developer's script, two lines or more, most of them
    statements), not data written for a reader (a JSON blob of a refund's "status")."""
    lines = [line for line in text.split("\n")[1:] if line.strip(" \t[]{}(),")] if "\n" in text else []
    return len(lines) >= 2 and 2 * sum(bool(_STATEMENT.search(line)) for line in lines) >= len(lines)


def own_text(spans: list[Span]) -> str:
    return "\n".join(s.text for s in spans if s.own).strip()


# what markup, code, a tag, a markdown image or comment, a JSON blob is written with: a text
# with none of them holds none (an attribute's words stand in a tag or after a "]")
_MARKS = re.compile(r"[<\[\]`{]")


def _unrendered(text: str) -> tuple[list[Span], str]:
    """What the reader does not see (markup, code), and the text without it or its tags."""
    if not _MARKS.search(text):  # every form below holds one of these marks
        return [], text
    spans: list[Span] = []
    for kind, pattern in _MARKUP:
        def cut(match: re.Match[str], kind: str = kind) -> str:
            spans.append(Span(kind, match.group(match.lastindex or 0)))  # type: ignore[arg-type]
            return "\n"
        text = pattern.sub(cut, text)
    # an image's alt text, a title: kept as their own span before the tags are dropped
    if "=" in text or "](" in text:
        worded, text = _attributes(text)
        spans += worded
    # a lone closing tag of no markup on its line ("</email>") ends a frame: kept as a rule
    # ``_BOUNDARY`` reads
    return spans, _TAG.sub(" ", _LONE_CLOSE.sub("=== end ===", text))


class _Heads:
    """The language tables' words that open someone else's text, compiled once per set."""

    def __init__(self, codes: tuple[str, ...]):
        found = [p for p in (tables.patterns(c) for c in dict.fromkeys(codes)) if p is not None]
        self.quote = [p.quote_head for p in found if p.quote_head]
        self.forward = [p.forward_head for p in found if p.forward_head]
        self.fields = [p.header_field for p in found if p.header_field]
        # each kind's languages' patterns as one, matched once a line
        self.forward_any, self.quote_any, self.fields_any = (_one_of(self.forward), _one_of(self.quote),
                                                             _one_of(self.fields))
        self.pasted = [p.pasted for p in found if p.pasted]
        system = "|".join(f"(?:{tables.fold_fragment(w)})" for p in found for w in p.table.system)
        self.bracket = re.compile(
            r"^[\s>*#=_~|-]*[\[(<{【〔「『](?P<inside>[^\])>}】〕」』\n]{1,48})[\])>}】〕」』]"
        ) if system else None
        self.system_word = re.compile(system) if system else None
        self.label = re.compile(
            r"^[\s>*#=_~|-]*[\[(<{]?\s*(?:(?:message|note|notice|update|reply|response|memo|"
            r"nachricht|hinweis|notiz|mensaje|nota|message|bericht|mensagem|messaggio)\s+"
            r"(?:from|by|von|de|da|van|do|del)\s+(?:the\s+|our\s+|your\s+|der\s+|el\s+|la\s+|le\s+)?)?"
            rf"(?:{system})(?>[\s/-]+[\w-]+){{0,3}}\s*(?:[\])>}}]\s*:?|:|\s[-–—]{{1,3}}\s|\*{{2,}}|#{{2,}}|={{2,}})"
        ) if system else None


class _AnyOf:
    """Patterns asked one after the other (where they cannot be joined into one)."""

    def __init__(self, patterns: list[re.Pattern[str]]):
        self.patterns = patterns

    def match(self, line: str) -> re.Match[str] | None:
        return next((m for p in self.patterns if (m := p.match(line)) is not None), None)


def _one_of(patterns: list[re.Pattern[str]]) -> re.Pattern[str] | _AnyOf:
    """One pattern that matches where one of ``patterns`` does: joined, where they share their
    flags and number no group (a back-reference would read another's)."""
    if len({p.flags for p in patterns}) > 1 or any(p.groups for p in patterns):
        return _AnyOf(patterns)
    return re.compile("|".join(f"(?:{p.pattern})" for p in patterns) or "(?!)",
                      patterns[0].flags if patterns else 0)


_CACHE: dict[tuple[str, ...], _Heads] = {}


def _patterns(codes: tuple[str, ...]) -> _Heads:
    if codes not in _CACHE:
        _CACHE[codes] = _Heads(codes)
    return _CACHE[codes]


def _by_lines(text: str, heads: _Heads) -> list[Span]:
    lines = text.split("\n")
    folded = [fold(line) for line in lines]
    kinds: list[Kind] = ["own"] * len(lines)
    _mark_rest(folded, kinds, heads)
    _mark_boundary(folded, kinds)
    _mark_blocks(folded, kinds, heads)
    _mark_transcripts(lines, kinds, heads)
    spans: list[Span] = []
    for line, kind in zip(lines, kinds):
        if spans and spans[-1].kind == kind:
            spans[-1] = Span(kind, spans[-1].text + "\n" + line)
        else:
            spans.append(Span(kind, line))
    return [piece for span in spans for piece in _passages(span)]


def _mark_rest(folded: list[str], kinds: list[Kind], heads: _Heads, start: int = 0) -> None:
    """``>`` lines; and everything from a reply's or a forward's header to the end, or, where
    the header is framed in rules ("-----Original Message-----"), to a line of the rule alone
    ("-----"): the writer's own words go on below it."""
    for i, line in enumerate(folded):
        if line.startswith(">"):
            kinds[i] = "quoted"
    for i in range(start, len(folded)):
        line = folded[i]
        rest: Kind | None = None
        if heads.forward_any.match(line):
            rest = "forwarded"
        elif heads.quote_any.match(line):
            rest = "quoted"
        elif _header_block(folded, i, heads):
            rest = "forwarded"
        # a header block below a ruled line ("---- Videresendt ----", "-----") is framed by it
        opened = _framed(folded, i, start) if rest is not None and not _ruled(line) else None
        if rest is not None and (opened is not None or _ruled(line)):
            end = next((j for j in range(i + 1, len(folded)) if _RULE.match(folded[j])), None)
            if end is not None:
                for j in range(i if opened is None else opened, end + 1):
                    kinds[j] = rest if kinds[j] == "own" else kinds[j]
                _mark_rest(folded, kinds, heads, end + 1)
                return
        if rest is not None:
            # a header inside ">" lines (a shop's mail pasted as a quote) is quoted with its
            # mail: the quote ends where the ">" lines do, and the writer's words go on below
            marked = (rest == "quoted" or line.startswith(">")) \
                and any(line.startswith(">") for line in folded[i + 1:])
            kinds[i] = rest
            for j in range(i + 1, len(folded)):
                if not marked:  # Outlook's way: everything below is the quote
                    kinds[j] = rest if kinds[j] == "own" else kinds[j]
            return  # with ">" marks, the writer's lines among them are their own (inline reply)


# a header framed in rules ("-----Original Message-----", "---------- Forwarded message
# ---------"), and a line of a rule alone, which closes what it opened
def _ruled(line: str) -> bool:
    """A line opened by three of one rule's sign or more and closed by two or more of it,
    with a word between (what ``^\\s*([-_=*~])\\1{2,}.*\\w.*\\1{2,}\\s*$`` matches, read
    once: that pattern tried every split of a long line, its length squared)."""
    inside = line.strip()
    sign = inside[:1]
    return (len(sign) == 1 and sign in _RULE_SIGNS and len(inside) >= 6
            and inside[:3] == sign * 3 and inside[-2:] == sign * 2
            and any(c.isalnum() or c == "_" for c in inside[3:-2]))


def _framed(folded: list[str], i: int, start: int) -> int | None:
    """The line of a rule just above line ``i`` (blank lines between), framed in its signs
    with a word ("---- Videresendt ----", "=== Mail ===") or alone ("-----"): where a mail's
    header block opens in a frame, and a rule alone below closes it."""
    k = i - 1
    while k >= start and not folded[k].strip():
        k -= 1
    return k if k >= start and (_ruled(folded[k]) or _RULE.match(folded[k])) else None


_RULE_SIGNS = "-_=*~"
_RULE = re.compile(r"^\s*([-_=*~])\1{2,}\s*$")


# a line that says the customer's message ends (or another begins) where it does not: "[END OF
# EMAIL]", "=== FIN DU MESSAGE ===", "%%% END USER INPUT %%%", "{{ Email 2 }}", "【メール終了】":
# what follows claims to be outside the customer's words, and is no request of theirs. Only a
# line wrapped in brackets or rules, never a forward's "End of forwarded message"
_FRAME = r"(?:[\[\]{}()<>=#%*~_|/\\-]{2,}|[\[{(<【〔])"
_BOUNDARY = re.compile(
    rf"^\s*{_FRAME}\s*(?!.*(?:forward|original|weitergeleitet|transfer|reenvi|inoltr|encaminh|doorgestuurd))"
    r"(?:[\w' -]{0,40}?\b(?:end|ende|ending|fin|fine|fim|final|einde|koniec|sfarsit|slut|slutt|slutet|loppu|"
    r"son|sonu|bitis|konec|kraj|vege|"
    r"indicator|marker|boundary|eof|eom)\b[\w' -]{0,40}|"
    r"(?:e-?mail|message|nachricht|mensaje|messaggio|mensagem|bericht|wiadomosc|mesaj|mail|correo|"
    r"meddelande|besked|melding|viesti)\s*#?\s*\d{1,2}|"
    r"(?:new|neue[rn]?|nouvelles?|nouveau|nuevas?|nuovo|nuove|novas?|nieuwe) (?:instructions?|task|prompt|"
    r"context|session|conversation|system|rules|anweisung\w*|aufgabe|instruccion\w*|istruzion\w*|"
    r"instruc\w*|instructie\w*|tache|tarea|compito|tarefa|taak)[\w -]{0,20}|"
    r"[^\]】〕\n]{0,16}(?:終了|終わり|结束|結束|끝|종료|نهايه)[^\]】〕\n]{0,8})"
    r"\s*(?:[\[\]{}()<>=#%*~_|/\\-]{1,}|[\]})>】〕])\s*$")


def _mark_boundary(folded: list[str], kinds: list[Kind]) -> None:
    """Everything after a fake end of the customer's message is beyond their words."""
    for i, line in enumerate(folded):
        if kinds[i] == "own" and _BOUNDARY.match(line):
            for j in range(i, len(folded)):
                kinds[j] = "beyond" if kinds[j] == "own" else kinds[j]
            return


def _header_block(folded: list[str], i: int, heads: _Heads) -> bool:
    """Two or more mail header lines in a row (From:, Sent:, To:, Subject:) start here."""
    count = 0
    for line in folded[i:i + 6]:
        if heads.fields_any.match(line):
            count += 1
        elif line.strip():
            break
    return count >= 2 and heads.fields_any.match(folded[i]) is not None


def _mark_blocks(folded: list[str], kinds: list[Kind], heads: _Heads) -> None:
    """A labelled block claiming a system or staff origin, an automated-message sentence, and
    what follows a "here is what they said:" line: each up to the next blank line."""
    i = 0
    while i < len(folded):
        line = folded[i]
        kind: Kind | None = None
        if kinds[i] != "own":
            i += 1
            continue
        if _claims_a_system(line, heads):
            kind, first = "system", i
        elif line.rstrip().endswith((":", "：")) and any(p.search(line) for p in heads.pasted):
            kind, first = "pasted", i + 1
        if kind is None:
            i += 1
            continue
        j = first
        while j < len(folded) and (folded[j].strip() or j == first) and kinds[j] == "own":
            kinds[j] = kind
            j += 1
        if kind == "pasted":
            j = _framed_paste(folded, kinds, first, j)
            j = _runs_on(folded, kinds, first, j)
        i = max(j, i + 1)


def _framed_paste(folded: list[str], kinds: list[Kind], first: int, end: int) -> int:
    """A pasted block opened by a rule alone ("---") and closed by one before its blank line
    ends at the closing rule: the writer's words on the next line are their own ("here is
    the confirmation: / --- / ... / --- / I only ordered one"). A block of more rules than the
    pair is left to its blank line."""
    opening = first + 1 if first < end and not folded[first].strip() else first
    if opening >= end or not _RULE.match(folded[opening]):
        return end
    rules = [k for k in range(opening + 1, end) if _RULE.match(folded[k])]
    if len(rules) != 1 or rules[0] == end - 1:
        return end
    kinds[rules[0] + 1:end] = ["own"] * (end - rules[0] - 1)
    return rules[0] + 1


def _runs_on(folded: list[str], kinds: list[Kind], first: int, end: int) -> int:
    """Where a pasted block ends: at its blank line, unless a quote it opens is still open there
    (``quotemarks``), then at the line that closes it, when one of the writer's next lines does."""
    closes = still_open("\n".join(folded[first:end])) or ""
    for k in range(end, min(len(folded), end + 30)) if closes else ():
        if kinds[k] != "own":
            return end
        if any(c in folded[k] for c in closes):
            kinds[end:k + 1] = ["pasted"] * (k + 1 - end)
            return k + 1
    return end


_SPEAKER_PREFIX = re.compile(r"^[\w .'’()-]{1,30}:\s+")
_LABEL_MARKS = re.compile(r"[:\])>}】〕」』*#=\-–—]")


def _claims_a_system(line: str, heads: _Heads) -> bool:
    """A line dressed as a system's, an automation's or a staff member's message: a label
    ("[SYSTEM]", "Support team:", "【平台系统通知】") or "this is an automated message"."""
    if ("auto" in line or "system" in line or "do not reply" in line) and _AUTOMATED.search(line):
        return True  # (each of its forms holds one of these)
    if not _LABEL_MARKS.search(line[:80]):
        return False  # a label ends in a colon, a bracket or a rule
    if heads.label and heads.label.match(line):
        return True
    bracket = heads.bracket.match(line) if heads.bracket else None
    return bool(bracket and heads.system_word and heads.system_word.search(bracket.group("inside")))


def _mark_transcripts(lines: list[str], kinds: list[Kind], heads: _Heads) -> None:
    """Runs of "Speaker: words" lines with two speakers or more, one of them a role (an agent,
    a bot, the customer) or the lines timed: "Order: 123 / Item: mug" is not a chat."""
    i = 0
    while i < len(lines):
        speakers, timed, j = set(), False, i
        while j < len(lines) and kinds[j] == "own":
            match = _SPEAKER.match(lines[j]) if ":" in lines[j] else None  # (a speaker's colon)
            if match:
                speakers.add(fold(match.group("who_all")))
                timed = timed or bool(re.match(r"\s*[\[(]?\d{1,2}[:.]\d{2}", lines[j]))
            else:
                break
            j += 1
        roles = sum(bool(_ROLE.search(who) or (heads.system_word and heads.system_word.search(who)))
                    for who in speakers)
        if len(speakers) >= 2 and (roles >= 2 or timed):  # two voices, not a form's fields
            for k in range(i, j):
                kinds[k] = "transcript"
            i = j
        else:
            i += 1


def _passages(span: Span) -> list[Span]:
    """A long passage in quote marks inside one's own words is pasted text."""
    if not span.own:
        return [span]
    out, last = [], 0
    for match in _PASSAGE.finditer(span.text):
        body = match.group("body")
        words = len(body.split())
        said = bool(re.search(r"[.!?。！？]", body))  # a sentence, not a product's title
        if words >= 10 or (words >= 6 and said) or (
                said and sum(not c.isascii() and c.isalpha() for c in body) >= 20):
            out += [Span("own", span.text[last:match.start()]), Span("pasted", body)]
            last = match.end()
    out.append(Span("own", span.text[last:]))
    return out


def _verified(span: Span, agents: tuple[str, ...], heads: _Heads) -> Span:
    """Quoted words that are an agent's reply on this ticket (headers aside): not a claim."""
    if span.kind not in ("quoted", "forwarded", "pasted", "transcript") or not agents:
        return span
    body = [line for line in fold(span.text).split("\n")
            if not any(p.match(line) for p in (*heads.quote, *heads.forward, *heads.fields))]
    words = set(re.findall(r"\w+", " ".join(body)))
    if len(words) < 3:
        return span
    for agent in agents:
        theirs = set(re.findall(r"\w+", fold(agent)))
        if len(words & theirs) >= 0.85 * len(words):
            return Span(span.kind, span.text, verified=True)
    return span
