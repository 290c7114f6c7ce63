"""One item of several, named by its kind where no title says a kind: a payment of a device and
its cover, titled by brand and model only ("Lumen Pro X2", "Orbit Shield X2"), and a customer
who speaks of the cover and says the device is fine. Their refund is of one item: the whole
payment is not grounded by implication, and a share they ask, said of nothing but that item,
is no share of the whole payment. Each form in every covered language, beside the contrasts
that must not move: everything asked in words, the share said of the whole order."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

_PAID = order(("Lumen Pro X2 - Graphite", 1, 90000), ("Orbit Shield X2 - Clear", 1, 4000),
              currency="eur")
_WHOLE = 94000

# the cover broke, the money asked back: nothing says which line, nor everything
ONLY_THE_COVER = [
    ("en", "The phone case split the first day I put it on. I'd like my money back for it."),
    ("de", "Die Hülle ist schon am ersten Tag gerissen. Ich hätte dafür gern mein Geld zurück."),
    ("fr", "La coque s'est fendue dès le premier jour. Je voudrais être remboursé."),
    ("es", "La funda se rajó el primer día. Quiero que me devolváis el dinero."),
    ("it", "La custodia si è crepata il primo giorno. Vorrei il rimborso."),
    ("pt", "A capa rachou logo no primeiro dia. Quero o meu dinheiro de volta."),
    ("nl", "Het hoesje scheurde de eerste dag al. Ik wil graag mijn geld terug."),
    ("pl", "Etui pękło już pierwszego dnia. Proszę o zwrot pieniędzy."),
    ("ro", "Husa s-a crăpat din prima zi. Vreau banii înapoi."),
    ("sv", "Skalet sprack redan första dagen. Jag vill ha pengarna tillbaka."),
    ("da", "Coveret revnede allerede første dag. Jeg vil gerne have pengene tilbage."),
    ("nb", "Dekselet sprakk allerede første dag. Jeg vil ha pengene tilbake."),
    ("fi", "Suojakuori halkesi jo ensimmäisenä päivänä. Haluan rahat takaisin."),
    ("tr", "Kılıf daha ilk gün çatladı. Paramı geri istiyorum."),
    ("ja", "スマホケースが初日に割れました。返金してください。"),
    ("ko", "케이스가 첫날 금이 갔어요. 환불해 주세요."),
    ("zh", "手机壳第一天就裂了。请退款。"),
    ("ar", "الجراب انشق من أول يوم. أريد استرداد المبلغ."),
]


@pytest.mark.parametrize(("lang", "said"), ONLY_THE_COVER)
def test_the_whole_payment_for_one_unnamed_item_is_not_allowed(lang: str, said: str) -> None:
    not_allowed(_WHOLE, _PAID, said, subject="Problem")


# everything asked back in words: the whole stays grounded
EVERYTHING = [
    ("en", "The phone case split and the phone has a dead pixel. I want a full refund for everything."),
    ("de", "Die Hülle ist gerissen und das Handy hat einen Pixelfehler. Ich möchte alles zurückgeben "
           "und eine volle Erstattung."),
    ("es", "La funda se rajó y el móvil tiene un píxel muerto. Quiero el reembolso completo de todo."),
]


@pytest.mark.parametrize(("lang", "said"), EVERYTHING)
def test_everything_asked_in_words_stays_grounded(lang: str, said: str) -> None:
    allowed(_WHOLE, _PAID, said, subject="Problem")


# a share said of the cover alone ("only of the case"), the agent agreeing
SHARE_OF_THE_COVER = [
    ("en", "The phone case has a deep scratch. A 10% refund is fine, just for the case."),
    ("de", "Die Hülle hat einen tiefen Kratzer. Eine Erstattung von 10 % reicht, nur für die Hülle."),
    ("fr", "La coque a une rayure profonde. Un remboursement de 10 % suffit, seulement pour la coque."),
    ("es", "La funda tiene un arañazo profundo. Con un reembolso del 10 % me vale, solo de la funda."),
    ("it", "La custodia ha un graffio profondo. Un rimborso del 10 % va bene, solo per la custodia."),
    ("pt", "A capa tem um risco fundo. Um reembolso de 10 % chega, só da capa."),
    ("nl", "Het hoesje heeft een diepe kras. Een terugbetaling van 10 % is genoeg, alleen voor het hoesje."),
    ("pl", "Etui ma głęboką rysę. Wystarczy zwrot 10 %, tylko za etui."),
    ("sv", "Skalet har en djup repa. En återbetalning på 10 % räcker, bara för skalet."),
    ("fi", "Suojakuoressa on syvä naarmu. 10 % hyvitys riittää, vain suojakuoresta."),
    ("tr", "Kılıfta derin bir çizik var. Yüzde 10 iade yeter, sadece kılıf için."),
    ("ja", "スマホケースに深い傷があります。ケースの分だけ10%返金してもらえれば十分です。"),
    ("zh", "手机壳有一道很深的划痕，给个10%的补偿就行，只算手机壳的。"),
]


@pytest.mark.parametrize(("lang", "said"), SHARE_OF_THE_COVER)
def test_a_share_of_one_unnamed_item_is_no_share_of_the_whole(lang: str, said: str) -> None:
    not_allowed(_WHOLE // 10, _PAID, said, subject="Scratch")


# the share said of the whole order in words: it stays a share of the whole
SHARE_OF_THE_ORDER = [
    ("en", "The phone case has a deep scratch. Give me 10% off the whole order and we're fine."),
    ("de", "Die Hülle hat einen tiefen Kratzer. Geben Sie mir 10 % auf die ganze Bestellung zurück."),
]


@pytest.mark.parametrize(("lang", "said"), SHARE_OF_THE_ORDER)
def test_a_share_of_the_order_said_in_words_stays_grounded(lang: str, said: str) -> None:
    allowed(_WHOLE // 10, _PAID, said, subject="Scratch")
