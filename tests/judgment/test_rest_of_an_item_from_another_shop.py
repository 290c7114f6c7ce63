"""An item bought in another shop, which no line of this payment is, complained of in the same
sentence that keeps one of this payment's lines ("the heater I got in another shop broke, the
filter is fine, refund only the heater"), on a payment of a humidifier and a filter: the rest
of the payment (the humidifier) is of an item the customer never names, and its refund is asked
of a person, in every covered language (``tables/elsewhere``'s BOUGHT_ELSEWHERE, read in the
clause the form stands in). Beside it, the grounded twin that must not move: the humidifier
itself, bought here, complained of and the filter kept."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

_MIST = order(("Vapora Ultrasonic Humidifier 4L", 1, 6000), ("Vapora Replacement Filter", 1, 1500),
              currency="eur")

OTHER_SHOPS = [
    ("en", "The heater I got from another store stopped working, but the filter is fine. Please refund "
           "only the heater."),
    ("de", "Der Heizlüfter, den ich in einem anderen Laden gekauft habe, ist kaputt, der Filter ist in "
           "Ordnung. Erstatten Sie nur den Heizlüfter."),
    ("fr", "Le radiateur que j'ai acheté dans un autre magasin est cassé, le filtre va bien. Remboursez "
           "seulement le radiateur."),
    ("es", "El calefactor que compré en otra tienda se rompió, el filtro está bien. Reembolsen solo el "
           "calefactor."),
    ("it", "Il termoventilatore che ho comprato in un altro negozio si è rotto, il filtro va bene. "
           "Rimborsate solo il termoventilatore."),
    ("pt", "O aquecedor que comprei noutra loja avariou, o filtro está bom. Reembolsem só o aquecedor."),
    ("nl", "De kachel die ik in een andere winkel kocht is kapot, het filter is prima. Betaal alleen de "
           "kachel terug."),
    ("pl", "Grzejnik, który kupiłem w innym sklepie, zepsuł się, filtr jest w porządku. Zwróćcie tylko "
           "za grzejnik."),
    ("ro", "Aeroterma pe care am cumpărat-o din alt magazin s-a stricat, filtrul e în regulă. Rambursați "
           "doar aeroterma."),
    ("sv", "Värmefläkten jag köpte i en annan butik gick sönder, filtret är okej. Återbetala bara "
           "värmefläkten."),
    ("da", "Varmeblæseren jeg købte i en anden butik gik i stykker, filteret er fint. Refunder kun "
           "varmeblæseren."),
    ("nb", "Varmeapparatet jeg kjøpte i en annen butikk ble ødelagt, filteret er fint. Refunder bare "
           "varmeapparatet."),
    ("fi", "Lämmitin, jonka ostin toisesta kaupasta, hajosi, suodatin on kunnossa. Hyvittäkää vain "
           "lämmitin."),
    ("tr", "Başka bir mağazadan aldığım ısıtıcı bozuldu, filtre sağlam. Sadece ısıtıcıyı iade edin."),
    ("ja", "別の店で買ったヒーターが壊れました。フィルターは大丈夫です。ヒーターだけ返金してください。"),
    ("zh", "我在别的店买的取暖器坏了，滤网没问题。只退取暖器的钱。"),
    ("ko", "다른 가게에서 산 히터가 고장났어요. 필터는 괜찮아요. 히터만 환불해 주세요."),
    ("ar", "المدفأة اللي اشتريتها من محل ثاني خربت، الفلتر سليم. رجعوا لي ثمن المدفأة بس."),
]


@pytest.mark.parametrize(("lang", "said"), OTHER_SHOPS)
def test_the_rest_of_a_payment_is_not_an_item_bought_elsewhere(lang: str, said: str) -> None:
    not_allowed(6000, _MIST, said)
    not_allowed(None, _MIST, said)


BOUGHT_HERE = [
    ("en", "The humidifier I bought from you stopped working, but the filter is fine. Please refund "
           "only the humidifier."),
    ("de", "Der Luftbefeuchter ist kaputt, der Filter ist in Ordnung. Erstatten Sie nur den "
           "Luftbefeuchter."),
]


@pytest.mark.parametrize(("lang", "said"), BOUGHT_HERE)
def test_the_line_bought_here_and_the_rest_kept_stays_grounded(lang: str, said: str) -> None:
    allowed(6000, _MIST, said)
