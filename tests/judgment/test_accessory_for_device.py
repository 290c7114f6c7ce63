"""An accessory's line read as the device it is for (``fitted``): a title whose head is an
accessory (liners, a mat, a case, a cover, a charger, a descaler...) and whose modifiers name
the device it is for ("Air Fryer Liners", "Mata pod krzesło", "Hülle für Handy", "椅子用マット")
is not named by a customer who complains of the device alone (its basket, its leg, its
screen): the device is another purchase, and a refund of the accessory's price is asked of a
person. The customer who names the accessory by its own word, or by a nickname of its kind,
still names its line. Written in our own words from the form, not from any corpus's ticket."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order

# (title of the accessory, the device complained of, the accessory complained of)
CASES = [
    ("Air Fryer Silicone Liners 2pcs",
     "The basket of my air fryer is peeling, the coating comes off. I want my money back.",
     "The silicone liners melted the first time I used them. I want my money back."),
    ("Desk Chair Floor Mat 120x90",
     "The leg of my desk chair snapped after a month. I want my money back.",
     "The floor mat cracked in two after a month. I want my money back."),
    ("Schutzhülle für Handy 6,1 Zoll",
     "Das Display von meinem Handy ist nach zwei Wochen gesprungen. Ich möchte mein Geld zurück.",
     "Die Schutzhülle ist nach zwei Wochen gerissen. Ich möchte mein Geld zurück."),
    ("Housse de protection pour chaise de jardin",
     "Le pied de ma chaise de jardin s'est cassé au bout d'un mois. Je veux être remboursée.",
     "La housse s'est déchirée au bout d'un mois. Je veux être remboursée."),
    ("Funda impermeable para sofá 3 plazas",
     "El sofá tiene un muelle roto a los dos meses. Quiero que me devuelvan el dinero.",
     "La funda se ha roto a los dos meses. Quiero que me devuelvan el dinero."),
    ("Cuscino per sedia da giardino",
     "La gamba della sedia si è spezzata dopo un mese. Voglio un rimborso.",
     "Il cuscino si è scucito dopo un mese. Voglio un rimborso."),
    ("Capa protetora para portátil 15",
     "O ecrã do portátil partiu-se ao fim de um mês. Quero o reembolso.",
     "A capa rasgou ao fim de um mês. Quero o reembolso."),
    ("Hoes voor tuinstoel",
     "De poot van mijn stoel is na een maand afgebroken. Ik wil mijn geld terug.",
     "De hoes is na een maand gescheurd. Ik wil mijn geld terug."),
    ("Podkładka pod krzesło biurowe 100x140",
     "W krześle biurowym pękło kółko po miesiącu. Chcę zwrot pieniędzy.",
     "Podkładka popękała po miesiącu. Chcę zwrot pieniędzy."),
    ("Husă de protecție pentru canapea",
     "Canapeaua s-a rupt la un arc după o lună. Vreau banii înapoi.",
     "Husa s-a rupt după o lună. Vreau banii înapoi."),
    ("Skyddsfodral för kamera",
     "Min kamera slutade fungera efter en månad. Jag vill ha pengarna tillbaka.",
     "Fodralet gick sönder efter en månad. Jag vill ha pengarna tillbaka."),
    ("Beskyttelsesetui til kamera",
     "Mit kamera holdt op med at virke efter en måned. Jeg vil have pengene tilbage.",
     "Etuiet gik i stykker efter en måned. Jeg vil have pengene tilbage."),
    ("Beskyttelsesdeksel til stol",
     "Stolen min knakk i det ene beinet etter en måned. Jeg vil ha pengene tilbake.",
     "Trekket revnet etter en måned. Jeg vil ha pengene tilbake.".replace("Trekket", "Dekselet")),
    ("Sandalyesi için minder",
     "Sandalyenin ayağı bir ayda kırıldı. Para iadesi istiyorum.",
     "Minder bir ayda yırtıldı. Para iadesi istiyorum."),
    ("エアフライヤー用 クッキングシート 100枚",
     "エアフライヤーのバスケットのコーティングが剥がれてきました。返金してください。",
     "クッキングシートが破れてしまいました。返金してください。"),
    ("空气炸锅专用 烘焙纸 100张",
     "空气炸锅的炸篮涂层掉了，我要退款。",
     "烘焙纸一用就破了，我要退款。"),
    ("의자용 바닥 매트",
     "의자 다리가 한 달 만에 부러졌어요. 환불해 주세요.",
     "매트가 한 달 만에 찢어졌어요. 환불해 주세요."),
]


def _paid(title: str):
    return order((title, 1, 2500), ("Wooden spoon", 1, 900))


@pytest.mark.parametrize("title,device,_", CASES, ids=[f"device-{n}" for n in range(len(CASES))])
def test_the_device_complained_of_does_not_name_its_accessory(title, device, _):
    asked(2500, _paid(title), device)


@pytest.mark.parametrize("title,_,own", CASES, ids=[f"own-{n}" for n in range(len(CASES))])
def test_the_accessory_named_by_its_own_word_is_still_named(title, _, own):
    allowed(2500, _paid(title), own)


# the device sold on its own line: named by its word as ever
DEVICES = [
    ("Air Fryer 5.5L Black", "The basket of my air fryer is peeling. I want my money back."),
    ("Krzesło biurowe Ergo", "W krześle biurowym pękło kółko po miesiącu. Chcę zwrot pieniędzy."),
    ("Gartenstuhl Teak", "Der Gartenstuhl ist nach einem Monat gebrochen. Ich möchte mein Geld zurück."),
    ("Laptop Sleeve 15 inch", "The laptop sleeve's zip broke after a week. I want my money back."),
]


@pytest.mark.parametrize("title,text", DEVICES, ids=[f"sold-{n}" for n in range(len(DEVICES))])
def test_the_device_or_the_named_accessory_on_its_own_line_stays_named(title, text):
    allowed(2500, _paid(title), text)


# the accessory named only as what was bought here, the device complained of: the line told
# aside (``aside``), another purchase's refund
ASIDE = [
    ("Air Fryer Silicone Liners 2pcs",
     "The basket of my air fryer is cracked, the coating is gone. I want my money back. "
     "I got the liners from you at the same time."),
    ("Kamera Schutzhülle Leder",
     "Meine Kamera lässt sich nicht mehr einschalten. Ich möchte mein Geld zurück. "
     "Die Schutzhülle habe ich damals auch bei Ihnen gekauft."),
    ("Housse de protection pour chaise de jardin",
     "Le pied de ma chaise de jardin s'est cassé. Je veux être remboursée. "
     "Je vous avais acheté la housse en même temps."),
    ("Funda impermeable para sofá 3 plazas",
     "El sofá tiene un muelle roto. Quiero que me devuelvan el dinero. "
     "La funda os la compré a la vez."),
]


@pytest.mark.parametrize("title,text", ASIDE, ids=[f"aside-{n}" for n in range(len(ASIDE))])
def test_the_accessory_told_only_as_bought_beside_the_device_complained_of(title, text):
    asked(2500, _paid(title), text)


# the contrast: the accessory itself complained of, the device named beside it
OWN_BESIDE = [
    ("Air Fryer Silicone Liners 2pcs",
     "The silicone liners you sold me melted inside my air fryer. I want my money back."),
    ("Funda impermeable para sofá 3 plazas",
     "La funda que me vendisteis no cabe en mi sofá, se rompió al ponerla. Quiero mi dinero."),
]


@pytest.mark.parametrize("title,text", OWN_BESIDE, ids=[f"beside-{n}" for n in range(len(OWN_BESIDE))])
def test_the_accessory_complained_of_beside_its_device_is_named(title, text):
    allowed(2500, _paid(title), text)


# the accessory called by another accessory's word beside its device ("the sofa's slipcover" of
# a "Sofa Cover", "etui na laptopa" of a "Laptop Sleeve"): still its line
NICKNAMED = [
    ("Stretch Sofa Cover 3-Seater",
     "La housse du canapé s'est déchirée au lavage. Je veux être remboursée."),
    ("Laptop Sleeve 14 inch",
     "Etui na laptopa rozpruło się po tygodniu. Chcę zwrot pieniędzy."),
    ("Air Fryer Silicone Liners 2pcs",
     "Die Einlagen für die Heißluftfritteuse sind nach einer Woche geschmolzen. Ich möchte mein Geld "
     "zurück.".replace("Einlagen", "Matten")),
]


@pytest.mark.parametrize("title,text", NICKNAMED, ids=[f"nick-{n}" for n in range(len(NICKNAMED))])
def test_the_accessory_called_by_another_head_beside_its_device_is_named(title, text):
    allowed(2500, _paid(title), text)


# Finnish and Nordic compounds of the device and the accessory, Finnish "varten", Arabic "ل"
MORE = [
    ("Istuintyyny tuolia varten",
     "Tuolin jalka katkesi kuukaudessa. Haluan rahani takaisin.",
     "Istuintyyny repesi kuukaudessa. Haluan rahani takaisin."),
    ("Kameralaukku nahkaa",
     "Kamera lakkasi toimimasta kuukaudessa. Haluan rahani takaisin.",
     "Laukun hihna repesi kuukaudessa. Haluan rahani takaisin."),
    ("Kameraveske skinn",
     "Kameraet slutter å virke etter en måned. Jeg vil ha pengene tilbake.",
     "Vesken revnet i sømmen etter en måned. Jeg vil ha pengene tilbake."),
    ("غطاء لكنبة ثلاثية",
     "الكنبة انكسرت بعد شهر. أريد استرداد المبلغ.",
     "الغطاء تمزق بعد شهر. أريد استرداد المبلغ."),
]


@pytest.mark.parametrize("title,device,_", MORE, ids=[f"more-device-{n}" for n in range(len(MORE))])
def test_the_device_of_a_compound_or_glued_for_does_not_name_its_accessory(title, device, _):
    asked(2500, _paid(title), device)


@pytest.mark.parametrize("title,_,own", MORE, ids=[f"more-own-{n}" for n in range(len(MORE))])
def test_the_accessory_of_a_compound_or_glued_for_is_named(title, _, own):
    allowed(2500, _paid(title), own)
