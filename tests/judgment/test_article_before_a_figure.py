"""An article that is also the word for one, before a number written in digits ("un 40 %", "ein
40 %", "bir 40"): never a spoken price with the digits as its cents ("1.40"). Two numbers both
spoken stay a price ("forty nine ninety five": 49.95)."""

from __future__ import annotations

import pytest

from service.judgment import numbers
from service.judgment.text import fold

ARTICLE_THEN_DIGITS = [
    ("es", "Nos vale un 40 % del precio."),
    ("fr", "Un 40 % du prix me suffit."),
    ("it", "Va bene un 40 % del prezzo."),
    ("pt", "Aceito um 40 % do preço."),
    ("de", "Ein 40 % Nachlass reicht mir."),
    ("nl", "Een 40 % korting is goed."),
    ("ro", "Un 40 % din preț e în regulă."),
    ("sv", "En 40 % rabatt räcker."),
    ("da", "En 40 % rabat er fint."),
    ("nb", "En 40 % rabatt holder."),
    ("tr", "Bir 40 % indirim yeter."),
]


@pytest.mark.parametrize(("lang", "said"), ARTICLE_THEN_DIGITS)
def test_an_article_before_digits_makes_no_price(lang: str, said: str) -> None:
    read = numbers.digits(fold(said), lang)
    assert "1.40" not in read and "40" in read, read


def test_two_numbers_spoken_stay_a_price() -> None:
    assert "49.95" in numbers.digits(fold("forty nine ninety five"), "en")
