"""An item the customer names as another variety of the line's kind, a kettle's or a charger's
(issue 39, ``item_not_on_payment``, ``tables.appliances``): the line is a gooseneck pour-over
kettle and the customer's "electric kettle will not switch on"; the line is a power bank and
their "car charger melted, it cost 39 €". Either names the line's kind, and a figure may match
its price, but the variety says the item is another, bought elsewhere.

The twins stay allowed: the line's own variety, or the kind alone ("the kettle", "the charger")
said in the same words around it. Written in our own words, not a corpus's."""

from __future__ import annotations

import pytest

from tests.judgment.forms import codes, judged, order


def _asked(amount, paid, text):
    found = judged(amount, paid, text)
    assert found.verdict == "ask" and "item_not_on_payment" in codes(found), \
        (found.verdict, [(r.code, r.message) for r in found.reasons], text)


def _allowed(amount, paid, text):
    found = judged(amount, paid, text)
    assert found.verdict == "allow", (found.verdict, [(r.code, r.message) for r in found.reasons], text)


def _kettle():
    return order(("Gooseneck Pour-Over Kettle 1L - Matte Black", 1, 5900),
                 ("Paper Filters 100 pcs", 1, 900), currency="eur")


def _power_bank():
    return order(("Portable Power Bank 20000mAh - Black", 1, 3900), ("USB-C Cable 1 m", 1, 900),
                 currency="eur")


# (the electric kettle, and the line's own variety in the same words around it)
_KETTLE = [
    ("My electric kettle won't switch on any more. It cost 59 €, please refund me.",
     "My gooseneck kettle won't pour straight any more. It cost 59 €, please refund me."),
    ("Mein Wasserkocher schaltet sich nicht mehr ein. Er hat 59 € gekostet, bitte erstatten.",
     "Mein Schwanenhalskessel tropft beim Gießen. Er hat 59 € gekostet, bitte erstatten."),
    ("Ma bouilloire électrique ne s'allume plus. Elle a coûté 59 €, remboursez-moi.",
     "Ma bouilloire col de cygne fuit au bec. Elle a coûté 59 €, remboursez-moi."),
    ("Mi hervidor eléctrico ya no enciende. Costó 59 €, quiero un reembolso.",
     "Mi hervidor de cuello de cisne gotea. Costó 59 €, quiero un reembolso."),
    ("Il mio bollitore elettrico non si accende più. È costato 59 €, voglio il rimborso.",
     "Il mio bollitore a collo di cigno perde. È costato 59 €, voglio il rimborso."),
    ("A minha chaleira elétrica já não liga. Custou 59 €, quero o reembolso.",
     "A minha chaleira pescoço de ganso pinga. Custou 59 €, quero o reembolso."),
    ("Mijn waterkoker gaat niet meer aan. Hij kostte 59 €, graag mijn geld terug.",
     "Mijn zwanenhalsketel lekt bij het schenken. Hij kostte 59 €, graag mijn geld terug."),
    ("Mój czajnik elektryczny już się nie włącza. Kosztował 59 €, proszę o zwrot.",
     "Mój czajnik z długą wylewką przecieka. Kosztował 59 €, proszę o zwrot."),
    ("Fierbătorul meu nu mai pornește. A costat 59 €, vreau banii înapoi.",
     "Ceainicul meu gât de lebădă curge. A costat 59 €, vreau banii înapoi."),
    ("Min vattenkokare startar inte längre. Den kostade 59 €, jag vill ha pengarna tillbaka.",
     "Min svanhalskanna läcker. Den kostade 59 €, jag vill ha pengarna tillbaka."),
    ("Min elkedel tænder ikke længere. Den kostede 59 €, jeg vil have pengene tilbage.",
     "Min svanehalskedel drypper. Den kostede 59 €, jeg vil have pengene tilbage."),
    ("Vannkokeren min slår seg ikke på lenger. Den kostet 59 €, jeg vil ha pengene tilbake.",
     "Svanehalskjelen min drypper. Den kostet 59 €, jeg vil ha pengene tilbake."),
    ("Vedenkeittimeni ei enää käynnisty. Se maksoi 59 €, haluan rahani takaisin.",
     "Joutsenkaulakannuni vuotaa. Se maksoi 59 €, haluan rahani takaisin."),
    ("Elektrikli su ısıtıcım artık açılmıyor. 59 € ödedim, paramı iade edin.",
     "Kuğu boyunlu çaydanlığım damlatıyor. 59 € ödedim, paramı iade edin."),
    ("غلايتي الكهربائية لا تعمل. كلفت 59 €، أريد استرداد المبلغ.",
     "غلايتي ذات رقبة البجعة تسرب الماء. كلفت 59 €، أريد استرداد المبلغ."),
    ("電気ケトルの電源が入らなくなりました。59 €でした。返金してください。",
     "ドリップケトルの注ぎ口から漏れます。59 €でした。返金してください。"),
    ("전기포트가 켜지지 않습니다. 59 €였어요. 환불해 주세요.",
     "드립포트에서 물이 샙니다. 59 €였어요. 환불해 주세요."),
    ("我的电水壶打不开了。花了59 €，请退款。",
     "我的手冲壶漏水。花了59 €，请退款。"),
]


@pytest.mark.parametrize("text", [k for k, _ in _KETTLE])
def test_an_electric_kettle_is_not_the_pour_over_kettle_paid(text):
    _asked(5900, _kettle(), text)


@pytest.mark.parametrize("text", [own for _, own in _KETTLE])
def test_the_kettle_s_own_variety_stays_grounded(text):
    _allowed(5900, _kettle(), text)


# (the car charger, and the power bank itself in the same words around it)
_CHARGER = [
    ("My car charger melted the socket. It cost 39 €, refund please.",
     "My power bank melted the socket. It cost 39 €, refund please."),
    ("Mein Kfz-Ladegerät ist geschmolzen. Es hat 39 € gekostet, bitte erstatten.",
     "Meine Powerbank ist geschmolzen. Sie hat 39 € gekostet, bitte erstatten."),
    ("Mon chargeur de voiture a fondu. Il a coûté 39 €, remboursez-moi.",
     "Ma batterie externe a fondu. Elle a coûté 39 €, remboursez-moi."),
    ("Mi cargador de coche se derritió. Costó 39 €, quiero un reembolso.",
     "Mi batería externa se derritió. Costó 39 €, quiero un reembolso."),
    ("Il mio caricatore da auto si è fuso. È costato 39 €, voglio il rimborso.",
     "Il mio power bank si è fuso. È costato 39 €, voglio il rimborso."),
    ("O meu carregador de carro derreteu. Custou 39 €, quero o reembolso.",
     "O meu power bank derreteu. Custou 39 €, quero o reembolso."),
    ("Mijn autolader is gesmolten. Hij kostte 39 €, graag mijn geld terug.",
     "Mijn powerbank is gesmolten. Hij kostte 39 €, graag mijn geld terug."),
    ("Moja ładowarka samochodowa się stopiła. Kosztowała 39 €, proszę o zwrot.",
     "Mój powerbank się stopił. Kosztował 39 €, proszę o zwrot."),
    ("Încărcătorul meu auto s-a topit. A costat 39 €, vreau banii înapoi.",
     "Bateria externă s-a topit. A costat 39 €, vreau banii înapoi."),
    ("Min billaddare har smält. Den kostade 39 €, jag vill ha pengarna tillbaka.",
     "Min powerbank har smält. Den kostade 39 €, jag vill ha pengarna tillbaka."),
    ("Min biloplader er smeltet. Den kostede 39 €, jeg vil have pengene tilbage.",
     "Min powerbank er smeltet. Den kostede 39 €, jeg vil have pengene tilbage."),
    ("Billaderen min har smeltet. Den kostet 39 €, jeg vil ha pengene tilbake.",
     "Powerbanken min har smeltet. Den kostet 39 €, jeg vil ha pengene tilbake."),
    ("Autolaturini suli. Se maksoi 39 €, haluan rahani takaisin.",
     "Varavirtalähteeni suli. Se maksoi 39 €, haluan rahani takaisin."),
    ("Araç şarj aletim eridi. 39 € ödedim, paramı iade edin.",
     "Powerbankim eridi. 39 € ödedim, paramı iade edin."),
    ("شاحن السيارة الخاص بي ذاب. كلف 39 €، أريد استرداد المبلغ.",
     "الباور بانك الخاص بي ذاب. كلف 39 €، أريد استرداد المبلغ."),
    ("車載充電器が溶けました。39 €でした。返金してください。",
     "モバイルバッテリーが溶けました。39 €でした。返金してください。"),
    ("차량용 충전기가 녹았습니다. 39 €였어요. 환불해 주세요.",
     "보조배터리가 녹았습니다. 39 €였어요. 환불해 주세요."),
    ("我的车载充电器熔化了。花了39 €，请退款。",
     "我的充电宝熔化了。花了39 €，请退款。"),
]


@pytest.mark.parametrize("text", [c for c, _ in _CHARGER])
def test_a_car_charger_is_not_the_power_bank_paid(text):
    _asked(3900, _power_bank(), text)


@pytest.mark.parametrize("text", [own for _, own in _CHARGER])
def test_the_power_bank_itself_stays_grounded(text):
    _allowed(3900, _power_bank(), text)


@pytest.mark.parametrize("text", [
    "My kettle won't pour straight any more. It cost 59 €, please refund me.",
    "The electric kettle at work is fine, but this gooseneck kettle leaks. Refund the 59 €.",
])
def test_the_kind_alone_or_both_varieties_stay_grounded(text):
    _allowed(5900, _kettle(), text)


def test_a_wall_charger_is_not_the_power_bank_paid():
    _asked(3900, _power_bank(), "My charger buzzes, it's the wall plug one. It cost 39 €, refund please.")


def test_a_title_of_both_varieties_is_named_by_either():
    # (an electric gooseneck kettle is electric, whatever word stands between)
    paid = order(("Electric Gooseneck Kettle 0.9L", 1, 8900), currency="eur")
    _allowed(8900, paid, "My electric kettle stopped heating. Please refund the 89 €.")
    _allowed(8900, paid, "Mein Wasserkocher heizt nicht mehr. Bitte die 89 € erstatten.")
    _allowed(8900, paid, "The gooseneck kettle leaks from the base. Please refund the 89 €.")
    fr = order(("Bouilloire électrique col de cygne 0,9 L", 1, 8900), currency="eur")
    _allowed(8900, fr, "Ma bouilloire col de cygne fuit par le fond. Remboursez les 89 €, svp.")
    _allowed(8900, fr, "Ma bouilloire électrique ne chauffe plus. Remboursez les 89 €, svp.")
