"""A kept word two lines' titles share, said after one of them was called by its own word.

"The moka pot's handle broke and the little cups are in pieces. The coffee is fine, I keep it",
of a moka pot, a "Set of 6 coffee cups" and a "Ground coffee 500 g": "coffee" is a word of the
cups' title and of the coffee's, so the words kept name both. The customer called the cups by a
word only their title holds ("cups") in another sentence, in words that did not keep them: the
word they share now is the other line's, and only that one is kept (``unkeep``).

Only a word of a kind of product, or a word that ends exactly one of the titles, the noun a
title written head-last is of ("the plotter is great" of a "Smart Plotter" and a "Plotter Mat"):
never a colour or a name the titles share ("the black one is
fine": the variant, not the other line); never where the line is called by its own word in the
sentence that keeps it ("the cups and the coffee are fine": both kept), nor where every line the
shared word names was called by its own word before (which one it is, the words do not say),
nor where the line was kept before.
"""

from __future__ import annotations

import re

from service.judgment import colours, concepts
from service.judgment.clauses import Clause, kept_and_bad
from service.judgment.request import Request
from service.judgment.text import fold
from service.judgment.titles import Mention

__all__ = ["called_alone", "unkeep"]

_LETTERS = re.compile(r"[^\W\d_]{3,}")


def _alone(mention: Mention, mentions: list[Mention]) -> bool:
    """Whether no other line's mention stands where ``mention`` stands."""
    return not any(m.line != mention.line and m.start < mention.end and mention.start < m.end
                   for m in mentions)


def _of_a_kind(mention: Mention) -> bool:
    """Whether the title words a mention found name a kind of product ("#cup": a kind matched)."""
    return any(w.startswith("#") or concepts.of_word(w) is not None for w in mention.words)


def _head(title: str) -> str | None:
    """A title's last word of letters, its name's part before a dash ("Cricut Joy Xtra Smart
    Cutting Machine": "machine"; "... Machine Mat 12x12 (3 ct)": "mat"), never a colour: the
    noun a title written head-last is of."""
    words = [w for w in _LETTERS.findall(fold(re.split(r"\s[-–—]\s", title)[0]))
             if not colours.colour(w)]
    return words[-1] if len(words) > 1 else None


def _heads_one(mention: Mention, mentions: list[Mention], titles: tuple[str, ...]) -> bool:
    """Whether the word a mention shares with other lines' mentions heads exactly one of their
    titles ("the machine" of a "Cutting Machine" and a "Machine Mat": the machine's word, the
    mat's use): no maker's name or model, which never ends a title alone."""
    if not titles:
        return False
    lines = {o.line for o in mentions if o.start < mention.end and mention.start < o.end}
    headed = [i for i in lines if _head(titles[i]) in mention.words]
    return len(headed) == 1 and len(lines) > 1


def called_alone(clauses: list[Clause]) -> set[int]:
    """The lines a sentence calls by a word only their title holds there, in a clause that keeps
    nothing ("the little cups are in pieces")."""
    return {m.line for c in clauses if c.lines and not kept_and_bad(c)[0]
            for m in c.lines if _alone(m, c.lines)}


def unkeep(clauses: list[Clause], request: Request, kept_before: set[int],
           named_before: set[int], complained_before: set[int], alone_before: set[int],
           titles: tuple[str, ...] = ()) -> None:
    """The lines this sentence kept only by a word of a kind shared with another line it kept
    (or a word that heads one of their ``titles`` only, ``_heads_one``), where the line was
    called alone in an earlier sentence and the other never was: not kept."""
    newly = request.kept - kept_before
    if len(newly) < 2:
        return
    mentions = [m for c in clauses for m in c.lines]
    own = {m.line for m in mentions if _alone(m, mentions)}
    # (only a word of a kind of product: a colour or a name two titles share names the variant
    # or the maker, never the other line: "den sorte er fin" of a black sweater and a black hat
    # is the sweater the customer told apart from a grey one)
    shared = {m.line for m in mentions if not _alone(m, mentions)
              and (any(_of_a_kind(o) for o in mentions if o.start < m.end and m.start < o.end)
                   or _heads_one(m, mentions, titles))}
    # the lines kept here only by shared words, and those the shared words leave kept
    undone = {i for i in newly if i in shared and i not in own and i in alone_before}
    staying = {i for i in newly - undone if i in shared}
    if not undone or not staying or staying & alone_before \
            or any(not _alone(m, mentions) and m.line in newly and m.line not in shared for m in mentions):
        return
    for i in undone:
        request.kept.discard(i)
        if i in named_before:
            request.named.add(i)
        if i in complained_before:
            request.complained.add(i)
