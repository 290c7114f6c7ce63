"""The thing said missing found in the packing, in a later word (issue 39, item 2: the latest
word counts): "it was under the cardboard insert", "se löytyi laatikon pohjalta", "karton
arasındaymış". Said after the money was asked, the complaint is withdrawn: the refund is no
longer what the customer asks. Written in our own words from how each language says it.

The contrast that must not move: the same later comment saying the thing was NOT in the
packing either (the complaint only reported again): the money asked stands."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

CHARGER = ("Charger Ladegerät chargeur cargador caricatore carregador oplader laddare lader laturi "
           "ładowarka încărcător şarj aleti 充電器 충전기 充电器 شاحن")
PRICE = 3990
CHECKING = ("agent", "We are checking this with our warehouse.")


def _paid():
    return order((CHARGER, 1, PRICE), ("Tablet", 1, 29900))


_ASKED = {
 "en": "The charger was not in the parcel. Please refund the charger.",
 "de": "Das Ladegerät war nicht im Paket. Bitte erstatten Sie mir das Ladegerät.",
 "fr": "Le chargeur n'était pas dans le colis. Merci de me rembourser le chargeur.",
 "es": "El cargador no venía en el paquete. Quiero el reembolso del cargador.",
 "it": "Il caricatore non era nel pacco. Vorrei il rimborso del caricatore.",
 "pt": "O carregador não vinha na encomenda. Quero o reembolso do carregador.",
 "nl": "De oplader zat niet in het pakket. Graag mijn geld terug voor de oplader.",
 "sv": "Laddaren fanns inte i paketet. Jag vill ha pengarna tillbaka för laddaren.",
 "da": "Opladeren var ikke i pakken. Jeg vil gerne have pengene tilbage for opladeren.",
 "nb": "Laderen var ikke i pakken. Jeg vil ha pengene tilbake for laderen.",
 "fi": "Laturi puuttui paketista. Haluan rahat takaisin laturista.",
 "pl": "W paczce nie było ładowarki. Proszę o zwrot pieniędzy za ładowarkę.",
 "ro": "Încărcătorul lipsea din colet. Vreau banii înapoi pentru încărcător.",
 "tr": "Kolide şarj aleti yoktu. Şarj aletinin parasını geri istiyorum.",
 "ja": "充電器が入っていませんでした。充電器の分を返金してください。",
 "ko": "충전기가 없었어요. 충전기 금액 환불해 주세요.",
 "zh": "包裹里没有充电器。请退充电器的钱。",
 "ar": "الشاحن مفقود من الطرد. أريد استرداد المبلغ للشاحن.",
}

# later: it was in the packing after all (under, between, at the bottom of it)
_FOUND = {
 "en": "So sorry, it was tucked under the cardboard insert.",
 "de": "Entschuldigung, es steckte doch unter der Pappeinlage.",
 "fr": "Désolé, il était coincé sous le carton du fond.",
 "es": "Perdón, estaba escondido debajo del cartón.",
 "it": "Scusate, era nascosto sotto il cartone.",
 "pt": "Desculpem, estava escondido debaixo do cartão.",
 "nl": "Sorry, hij zat toch onder het karton.",
 "sv": "Förlåt, den låg under kartongbiten.",
 "da": "Undskyld, den lå under papstykket i bunden.",
 "nb": "Beklager, den lå under pappen i bunnen.",
 "fi": "Anteeksi, se löytyi laatikon pohjalta.",
 "pl": "Przepraszam, leżała pod tekturą na dnie.",
 "ro": "Scuze, era sub cartonul din cutie.",
 "tr": "Kusura bakmayın, kartonun altındaymış.",
 "ja": "すみません、箱の底の緩衝材の下に入っていました。",
 "ko": "죄송해요, 박스 바닥 완충재 밑에 있었어요.",
 "zh": "不好意思，原来压在纸箱底下了。",
 "ar": "آسف، كان تحت الكرتون في العلبة.",
}

# the twin: it was not in the packing either (the complaint only reported again)
_NOT_FOUND = {
 "en": "I checked again, it was not under the cardboard either.",
 "de": "Ich habe nochmal nachgesehen, es war auch nicht unter der Pappe.",
 "fr": "J'ai revérifié, il n'était pas non plus sous le carton.",
 "es": "Lo he vuelto a mirar, tampoco estaba debajo del cartón.",
 "it": "Ho ricontrollato, non era nemmeno sotto il cartone.",
 "pt": "Voltei a ver, também não estava debaixo do cartão.",
 "nl": "Ik heb opnieuw gekeken, hij zat ook niet onder het karton.",
 "sv": "Jag har tittat igen, den låg inte under kartongen heller.",
 "da": "Jeg har kigget igen, den lå heller ikke under pappet.",
 "nb": "Jeg har sjekket igjen, den lå heller ikke under pappen.",
 "fi": "Tarkistin uudelleen, sitä ei löytynyt laatikon pohjaltakaan.",
 "pl": "Sprawdziłam jeszcze raz, nie było jej też pod tekturą.",
 "ro": "Am verificat din nou, nu era nici sub carton.",
 "tr": "Tekrar baktım, kartonun altında da yok.",
 "ja": "もう一度確認しましたが、箱の底にもありませんでした。",
 "ko": "다시 확인했는데 박스 밑에도 없었어요.",
 "zh": "我又找了一遍，纸箱底下也没有。",
 "ar": "تأكدت مرة أخرى، لم يكن تحت الكرتون أيضا.",
}


@pytest.mark.unit
@pytest.mark.parametrize("lang", sorted(_ASKED))
def test_found_in_the_packing_later_withdraws(lang: str) -> None:
    not_allowed(PRICE, _paid(), _ASKED[lang], CHECKING, _FOUND[lang])


@pytest.mark.unit
@pytest.mark.parametrize("lang", sorted(_ASKED))
def test_not_found_in_the_packing_keeps_the_ask(lang: str) -> None:
    allowed(PRICE, _paid(), _ASKED[lang], CHECKING, _NOT_FOUND[lang])


@pytest.mark.unit
@pytest.mark.parametrize("lang", sorted(_ASKED))
def test_the_ask_alone_is_allowed(lang: str) -> None:
    allowed(PRICE, _paid(), _ASKED[lang], CHECKING)
