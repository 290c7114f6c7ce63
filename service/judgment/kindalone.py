"""A word that is one line's kind and another line's use (``titles`` asks it of each word that
fits two titles or more): "the axe" of a "Splitting Axe" line and an "Axe & Knife Sharpener"
one. The sharpener's title names the kinds it is for beside its own, the axe's is of the word's
kind alone: the word names the axe's line, whatever the other title fits better ("balta" is a
word of "Balta ve bıçak bileyici", "baltası" of "Yarma baltası"; "baltanın", with a case's
ending, names the axe too). Read as both lines, a complaint of the axe's handle refunded the
sharpener; read as the sharpener's, the axe said fine was refunded as "the rest".
"""

from __future__ import annotations

from service.judgment import caseforms, concepts


def kind_alone(token: str, hits: list[tuple[int, int, str]], kinds: list[frozenset[str]],
               codes: tuple[str, ...] | None) -> list[tuple[int, str]]:
    """The lines ``token`` names, of ``hits`` (how well it fits, the line, the title's word it
    is), where a title it fits names other kinds beside the word's (``kinds``: each line's) and
    another's is of the word's kind alone (or of its family): those; else none (the titles'
    fit decides, as before)."""
    if len(hits) < 2:
        return []
    kind = concepts.of_word(token) or caseforms.kind_of(token, codes)
    if kind is None:
        return []
    near = concepts.family(kind)
    alone = [(i, word) for _, i, word in hits if kind in kinds[i] and kinds[i] <= near]
    mixed = any(kind in kinds[i] and not kinds[i] <= near for _, i, _ in hits)
    return alone if mixed else []
