"""A kind named once, in the singular, that several lines of the payment are (a blue mug and a
white mug; "the mug broke"), names ONE of them: the sum of those lines, or the whole payment,
is asked; one line's price stays as before. Its twins stay allowed: the kind in the plural or
counted ("the mugs", "both mugs", "beide Tassen", "两个杯子都"), and the lines named apart ("the
blue mug and the white mug")."""

from __future__ import annotations

import pytest

from tests.judgment.forms import judged, order, shown

pytestmark = pytest.mark.unit

MUGS = order(("Ceramic Mug Blue", 1, 1200), ("Ceramic Mug White", 1, 1500), ship=500)

# (language, one mug named in the singular, the same with the mugs in the plural or counted)
SAID = [
    ("en", "The mug arrived cracked, please refund it.",
     "The mugs arrived cracked, please refund them."),
    ("en", "My mug came broken. I would like a refund for it.",
     "Both mugs came broken. I would like a refund for them."),
    ("de", "Die Tasse kam kaputt an, bitte erstatten Sie mir das Geld.",
     "Beide Tassen kamen kaputt an, bitte erstatten Sie mir das Geld."),
    ("fr", "La tasse est arrivée cassée, je voudrais un remboursement.",
     "Les tasses sont arrivées cassées, je voudrais un remboursement."),
    ("es", "La taza llegó rota, quiero un reembolso.",
     "Las tazas llegaron rotas, quiero un reembolso."),
    ("it", "La tazza è arrivata rotta, vorrei un rimborso.",
     "Le tazze sono arrivate rotte, vorrei un rimborso."),
    ("pt", "A caneca chegou quebrada, quero um reembolso.",
     "As canecas chegaram quebradas, quero um reembolso."),
    ("pl", "Kubek przyszedł pęknięty, proszę o zwrot pieniędzy.",
     "Kubki przyszły pęknięte, proszę o zwrot pieniędzy."),
    ("fi", "Muki tuli rikki, haluan hyvityksen.",
     "Mukit tulivat rikki, haluan hyvityksen."),
    ("zh", "杯子坏了，请退款。", "两个杯子都坏了，请退款。"),
]


@pytest.mark.parametrize(("code", "one", "several"), SAID, ids=[f"{s[0]}-{i}" for i, s in enumerate(SAID)])
@pytest.mark.parametrize("amount", [2700, None], ids=["both_lines", "whole"])
def test_one_of_a_kind_is_not_both_lines(code: str, one: str, several: str,
                                         amount: int | None) -> None:
    judgment = judged(amount, MUGS, one)
    assert judgment.verdict != "allow", shown(judgment, (one,))


@pytest.mark.parametrize(("code", "one", "several"), SAID, ids=[f"{s[0]}-{i}" for i, s in enumerate(SAID)])
def test_the_kind_in_the_plural_or_counted_stays_both_lines(code: str, one: str,
                                                            several: str) -> None:
    judgment = judged(2700, MUGS, several)
    assert judgment.verdict == "allow", shown(judgment, (several,))


@pytest.mark.parametrize(("code", "one", "several"), SAID, ids=[f"{s[0]}-{i}" for i, s in enumerate(SAID)])
@pytest.mark.parametrize("amount", [1200, 1500])
def test_one_lines_price_stays_as_it_was(code: str, one: str, several: str, amount: int) -> None:
    """(one line's price of a kind named once: not moved by this form)"""
    judgment = judged(amount, MUGS, one)
    assert judgment.verdict == judged(amount, MUGS, several).verdict, shown(judgment, (one,))


def test_the_lines_named_apart_stay_both_lines() -> None:
    said = "The blue mug and the white mug both arrived cracked, please refund them."
    judgment = judged(2700, MUGS, said)
    assert judgment.verdict == "allow", shown(judgment, (said,))


def test_a_kind_that_fits_one_line_only_stays_whole() -> None:
    paid = order(("Ceramic Mug Blue", 1, 1200), ("Linen Tea Towel", 1, 900), ship=500)
    said = "The mug arrived cracked, please refund it."
    judgment = judged(1200, paid, said)
    assert judgment.verdict == "allow", shown(judgment, (said,))
