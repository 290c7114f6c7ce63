"""Is the payment's customer the person who wrote in? E-mail addresses compared as mailboxes.

Two addresses are the same mailbox when, after Unicode NFKC and lower case (providers treat
local parts case-insensitively, and domains are), they have the same domain (an IDNA ``xn--``
label read as the Unicode it encodes) and the same local part, a ``+tag`` aside (mail to
``ana+shop@`` reaches ``ana@``) and, at Gmail, the dots aside. Anything else is another
mailbox, and a *look-alike* when it is made to pass for the payment's: a domain or local part
whose confusable skeleton (Unicode's confusables, ``rn`` for ``m``, ``0`` for ``o``, ``1`` for
``l``...) is the same, the same name under another top-level domain, or one or two letters off
a name of six or more. A look-alike is an impersonation, not a typo: it blocks.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Iterable, Literal

from service.judgment.text import fold

State = Literal["match", "mismatch", "lookalike", "unknown"]
_GMAIL = {"gmail.com", "googlemail.com"}
_SKELETON = (("rn", "m"), ("vv", "w"), ("cl", "d"), ("0", "o"), ("1", "l"), ("i", "l"),
             ("5", "s"), ("-", ""), ("_", ""), (".", ""))


@dataclass(frozen=True)
class Mailbox:
    local: str
    domain: str

    @classmethod
    def parse(cls, address: str | None) -> "Mailbox | None":
        """The mailbox of ``Ana <Ana+x@Example.COM>``; None when it is not an address."""
        text = unicodedata.normalize("NFKC", address or "").strip()
        angled = re.search(r"<([^<>]+)>", text)
        text = (angled.group(1) if angled else text).strip().lower()
        local, at, domain = text.rpartition("@")
        if not at or not local or "." not in domain or re.search(r"\s", text):
            return None
        domain = ".".join(_unicode_label(label) for label in domain.rstrip(".").split("."))
        local = local.split("+", 1)[0]
        if domain in _GMAIL:
            local, domain = local.replace(".", ""), "gmail.com"
        return cls(local, domain)


@dataclass(frozen=True)
class Identity:
    """How the requester compares with the payment's customer, and why, in words."""

    state: State
    message: str


def _unicode_label(label: str) -> str:
    if label.startswith("xn--"):
        try:
            return label.encode("ascii").decode("idna")
        except UnicodeError:
            return label
    return label


def skeleton(text: str) -> str:
    """What ``text`` looks like: folded to Latin, then the usual look-alike pairs merged."""
    out = fold(text)
    for a, b in _SKELETON:
        out = out.replace(a, b)
    return out


def _distance(a: str, b: str) -> int:
    """Damerau-Levenshtein (optimal string alignment) distance."""
    rows = [list(range(len(b) + 1))]
    for i, ca in enumerate(a, 1):
        row = [i]
        for j, cb in enumerate(b, 1):
            row.append(min(rows[-1][j] + 1, row[j - 1] + 1, rows[-1][j - 1] + (ca != cb)))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                row[j] = min(row[j], rows[-2][j - 2] + 1)
        rows.append(row)
    return rows[-1][-1]


def lookalike(ours: str, theirs: str) -> bool:
    """Whether two different names are made to look the same."""
    if ours == theirs:
        return False
    if skeleton(ours) == skeleton(theirs):
        return True
    name_a, _, tld_a = ours.rpartition(".")
    name_b, _, tld_b = theirs.rpartition(".")
    if name_a and name_a == name_b:
        return True  # example.com / example.co
    limit = 2 if min(len(ours), len(theirs)) >= 8 else 1
    return min(len(ours), len(theirs)) >= 6 and _distance(ours, theirs) <= limit


def _imitates(mine: Mailbox, other: Mailbox) -> bool:
    """Whether ``mine`` imitates ``other``: a look-alike domain, or on the same domain a name
    that reads the same (``rn`` for ``m``, a digit for a letter)."""
    return lookalike(other.domain, mine.domain) or (
        other.domain == mine.domain and skeleton(other.local) == skeleton(mine.local))


def compare(requester: str | None, emails: Iterable[str], who: str = "the ticket's requester",
            ) -> Identity:
    """The requester's address against the payment's customer's addresses."""
    theirs = [m for m in (Mailbox.parse(e) for e in emails) if m is not None]
    mine = Mailbox.parse(requester)
    if mine is None:
        return Identity("unknown", f"{who.capitalize()} has no e-mail address to compare with "
                                   f"the payment's customer.")
    if not theirs:
        return Identity("unknown", "The payment's customer has no e-mail address at the "
                                   f"provider, so {who} cannot be matched to it.")
    if mine in theirs:
        return Identity("match", f"{who.capitalize()} is the payment's customer (the same "
                                 f"mailbox at the provider).")
    if any(_imitates(mine, other) for other in theirs):
        return Identity("lookalike", f"{who.capitalize()}'s address only looks like the "
                                     f"payment customer's: a look-alike domain or name, "
                                     f"refused.")
    return Identity("mismatch", f"{who.capitalize()} is not the payment's customer: the e-mail "
                                f"addresses are different mailboxes.")
