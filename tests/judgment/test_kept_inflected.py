"""A line kept by its title's word inflected ("Sokkerne beholder jeg" of "Ecco sokker"): the
word inside the kept line's own mention is that line, never another kind of product said kept
(issue 39, round 22). Before, the inflected word read as a kind no kept title matched, and a
kept kind may be any line left, so the things asked together (``paired``) stayed asked. Written
in our own words in the languages that inflect a noun by a suffix where the title's word is the
bare noun; each asked case failed before the change. The twin stays asked: a second kind said
kept beside the kept line, "... and the speaker", may be the line left."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

CASES = {
    # language: (the kept line's title, the words)
    "da": ("Lumo sokker 3-pak", "Tarvo og skohornet kom ridsede frem, refunder venligst. Sokkerne beholder jeg."),
    "nb": ("Lumo sokker 3-pk", "Tarvo og skohornet kom fram med riper, vennligst refunder. Sokkene beholder jeg."),
    "sv": ("Lumo strumpor 3-pack", "Tarvo och skohornet kom repade, snälla återbetala. Strumporna behåller jag."),
    "ro": ("Lumo șosete 3 perechi", "Tarvo și încălțătorul au venit zgâriate, vă rog rambursați. Șosetele le păstrez."),
}
SPEAKER = {
    "da": " og højttaleren", "nb": " og høyttaleren", "sv": " och högtalaren", "ro": " și boxa",
}


def _paid(kept: str):
    return order(("Tarvo Boots - Brown", 1, 12900), ("Brenna 40 - Walnut", 1, 1900), (kept, 1, 1500),
                 currency="eur")


@pytest.mark.parametrize("lang", sorted(CASES))
def test_a_kept_line_named_inflected_keeps_no_other_kind(lang):
    title, text = CASES[lang]
    allowed(14800, _paid(title), text, reason="grounded_lines_joined")


@pytest.mark.parametrize("lang", sorted(CASES))
def test_another_kind_kept_beside_it_may_be_the_line_left(lang):
    title, text = CASES[lang]
    head, kept = text.rsplit(". ", 1)
    words = kept.split(" ", 1)
    not_allowed(14800, _paid(title), f"{head}. {words[0]}{SPEAKER[lang]} {words[1]}")
