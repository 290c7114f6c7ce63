"""Another shop's price said with the figure between the place and "cheaper" ("on another
website it is 20 € cheaper, I want the difference", "başka bir sitede 20 € daha ucuz"): the
difference asked is a price match for a person to grant, as where "cheaper" comes first, in every
covered language (``tables/elsewhere``'s CHEAPER_ELSEWHERE). Beside it, the contrast that must
not move: the price dropped in this shop, whose difference is this payment's."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

_KETTLE = order(("Brava Electric Kettle 1.7L - Steel", 1, 8900), currency="eur")

FIGURE_BETWEEN = [
    ("en", "On another website the kettle is 20 € cheaper. Please give me the 20 € difference."),
    ("de", "In einem anderen Shop ist der Wasserkocher 20 € billiger. Bitte erstatten Sie mir die 20 €."),
    ("fr", "Sur un autre site la bouilloire est 20 € moins chère. Remboursez-moi les 20 € de différence."),
    ("es", "En otra tienda el hervidor está 20 € más barato. Devuélvanme los 20 € de diferencia."),
    ("it", "In un altro negozio il bollitore costa 20 € in meno. Rimborsatemi i 20 € di differenza."),
    ("pt", "Noutra loja a chaleira está 20 € mais barata. Quero os 20 € de diferença de volta."),
    ("nl", "Bij een andere winkel is de waterkoker 20 € goedkoper. Ik wil het verschil van 20 € terug."),
    ("pl", "W innym sklepie czajnik jest o 20 € tańszy. Proszę o zwrot różnicy 20 €."),
    ("ro", "Pe alt site fierbătorul este cu 20 € mai ieftin. Vreau înapoi diferența de 20 €."),
    ("sv", "I en annan butik är vattenkokaren 20 € billigare. Jag vill ha mellanskillnaden på 20 € tillbaka."),
    ("da", "I en anden butik er elkedlen 20 € billigere. Jeg vil have forskellen på 20 € tilbage."),
    ("nb", "I en annen butikk er vannkokeren 20 € billigere. Jeg vil ha differansen på 20 € tilbake."),
    ("fi", "Toisessa kaupassa vedenkeitin on 20 € halvempi. Haluan 20 € erotuksen takaisin."),
    ("tr", "Başka bir sitede bu su ısıtıcısı 20 € daha ucuz. Aradaki 20 € farkı iade edin."),
    ("ja", "他のサイトでは同じケトルが20 €安いです。差額の20 €を返金してください。"),
    ("zh", "另一个网站这个水壶便宜20 €，请退我20 €差价。"),
    ("ko", "다른 사이트에서는 이 전기포트가 20 € 더 저렴해요. 차액 20 €를 환불해 주세요."),
    ("ar", "في موقع آخر الغلاية أرخص بـ 20 €. أريد استرداد فرق 20 €."),
]


@pytest.mark.parametrize(("lang", "said"), FIGURE_BETWEEN)
def test_another_shops_price_with_the_figure_between_is_a_price_match(lang: str, said: str) -> None:
    not_allowed(2000, _KETTLE, said)


DROPPED_HERE = [
    ("en", "I paid 89 € for the kettle and a week later it is 20 € cheaper in your shop. Please refund "
           "the 20 € difference."),
    ("de", "Ich habe 89 € für den Wasserkocher bezahlt, eine Woche später ist er in Ihrem Shop 20 € "
           "billiger. Bitte erstatten Sie die Differenz von 20 €."),
]


@pytest.mark.parametrize(("lang", "said"), DROPPED_HERE)
def test_a_price_dropped_here_stays_grounded(lang: str, said: str) -> None:
    allowed(2000, _KETTLE, said, reason="grounded_difference")
