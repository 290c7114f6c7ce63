"""The thirteenth round's grounded forms (AA and AB, the refunds the rules sent to a person as
found), in our own words: each form beside the contrasts that must stay asked."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

# -- money never owed, said taken: a free shipping charged, the payment charged twice ------------
# no word for a refund: the money taken wrongly has one remedy, and only that money is grounded

_LAMP = order(("Rattan Floor Lamp", 1, 8900), ("Linen Lampshade", 1, 2400), ship=590)

FREE_SHIPPING = [
    ("en", "My basket came to well over 60, and you still charged me 5.90 for delivery. Your site "
           "says free shipping over 50?"),
    ("de", "Mein Einkauf lag deutlich über 60 Euro, trotzdem wurde Porto berechnet. Laut Shop ist "
           "der Versand ab 50 doch kostenlos?"),
    ("fr", "Ma commande dépassait 60 euros et vous m'avez quand même facturé le port. La livraison "
           "est gratuite dès 50 sur votre site, non ?"),
    ("es", "Mi pedido pasaba de 60 euros y aun así me cobrasteis el envío. ¿No era envío gratis a "
           "partir de 50?"),
    ("nl", "Mijn bestelling was ruim boven de 60 euro en toch zijn er verzendkosten afgeschreven. "
           "Boven de 50 is de verzending toch gratis?"),
    ("tr", "Sepetim 600 TL'nin üzerindeydi ama yine de kargo ücreti alındı. 500 TL üzeri ücretsiz "
           "kargo yazıyordu."),
    ("ja", "合計が6000円を超えていたのに送料が請求されていました。5000円以上は送料無料と書いてありましたよね？"),
    ("ko", "6만원 넘게 샀는데 배송비가 결제됐네요. 5만원 이상 무료배송 아닌가요?"),
]


@pytest.mark.parametrize(("lang", "said"), FREE_SHIPPING)
def test_a_free_shipping_charged_grounds_the_shipping(lang: str, said: str) -> None:
    allowed(590, _LAMP, said, subject="Shipping")


@pytest.mark.parametrize(("lang", "said"), FREE_SHIPPING[:3] + FREE_SHIPPING[-1:])
def test_a_free_shipping_charged_grounds_no_line(lang: str, said: str) -> None:
    # the shipping taken wrongly is what is owed back, never the lamp or the whole payment
    not_allowed(8900, _LAMP, said, subject="Shipping")
    not_allowed(None, _LAMP, said, subject="Shipping")


def test_a_free_shipping_with_the_money_declined_stays_asked() -> None:
    not_allowed(590, _LAMP, "You charged shipping although it should be free over 50. I don't "
                            "want a refund, just fix your website.", subject="Shipping")


_KETTLE = order(("Gooseneck Kettle 0.8L", 1, 6400), currency="eur")

CHARGED_TWICE = [
    ("en", "The checkout froze and when I tried again my card got charged twice."),
    ("de", "Beim Bezahlen hing die Seite, und jetzt wurde mein Konto zweimal belastet."),
    ("es", "La web se colgó al pagar y me han cobrado dos veces en la tarjeta."),
    ("it", "Il sito si è bloccato durante il pagamento e mi è stato addebitato due volte."),
    ("pl", "Strona się zawiesiła przy płatności i pobrano mi pieniądze dwa razy."),
    ("ja", "支払い画面が固まって、もう一度押したらカードに二重に請求されました。"),
    ("ko", "결제 중에 화면이 멈춰서 다시 눌렀더니 두 번 결제됐어요."),
    ("zh", "付款页面卡住了，我又点了一次，结果被扣了两次。"),
]


@pytest.mark.parametrize(("lang", "said"), CHARGED_TWICE)
def test_a_payment_charged_twice_grounds_that_payment(lang: str, said: str) -> None:
    allowed(None, _KETTLE, said, subject="Payment")


@pytest.mark.parametrize("said", [
    "I have already written twice about the kettle's lid and nobody answers.",  # no charge
    "Ich habe schon zweimal wegen des Deckels geschrieben.",
])
def test_twice_without_a_charge_asks_nothing(said: str) -> None:
    not_allowed(None, _KETTLE, said, subject="Kettle")


@pytest.mark.parametrize("said", [
    "I paid twice as much as the shop down the road asks for the same kettle.",  # a price compared
    "Ich habe doppelt so viel bezahlt wie im Laden nebenan.",
    "I paid for a double-walled kettle and this one is single-walled.",  # a double thing
])
def test_twice_the_price_or_a_double_thing_is_no_charge_taken_twice(said: str) -> None:
    not_allowed(None, _KETTLE, said, subject="Kettle")


def test_a_line_charged_twice_is_not_the_whole_payment() -> None:
    not_allowed(None, _LAMP, "The lampshade was charged twice on my statement.", subject="Payment")


# -- what happened to the goods or the money names no item ---------------------------------------
# a subject's "returned", "cancelled", "charged twice", "pre-order" is no thing the ticket is about

_BREW_DE = order(("Kaffeebereiter aus Glas 1 Liter", 1, 3490), ("Kaffeebohnen aus Äthiopien 250 g", 1, 1190),
                 ship=590, currency="eur")
_BREW_FR = order(("Cafetière à piston en verre 1 litre", 1, 3490),
                 ("Café en grains d'Éthiopie 250 g", 1, 1190), ship=590, currency="eur")


@pytest.mark.parametrize(("subject", "said"), [
    ("Paket retourniert", "Die Sendung kam an den Absender zurück, ich möchte die Bestellung nicht "
                          "mehr. Bitte erstatten."),
    ("Vorbestellung storniert", "Sie haben mir gemailt, dass das Produkt nicht erscheint. Dann "
                                "bitte erstatten."),
])
def test_a_german_subject_of_what_happened_names_no_item(subject: str, said: str) -> None:
    allowed(None, _BREW_DE, said, subject=subject)


@pytest.mark.parametrize(("subject", "said"), [
    ("Colis retourné", "Le transporteur a renvoyé le colis, je ne veux plus la commande. "
                       "Remboursez-moi s'il vous plaît."),
    ("Précommande annulée", "Vous m'avez écrit que la sortie est annulée. Je suppose que je serai "
                            "remboursée ?"),
])
def test_a_french_subject_of_what_happened_names_no_item(subject: str, said: str) -> None:
    allowed(None, _BREW_FR, said, subject=subject)


def test_a_subject_naming_another_item_stays_asked() -> None:
    not_allowed(None, _BREW_DE, "Er ist nach zwei Tagen kaputt gegangen, bitte erstatten.",
                subject="Wasserkocher kaputt")
    not_allowed(None, _BREW_FR, "Elle a lâché au bout de deux jours, remboursez-moi s'il vous plaît.",
                subject="Bouilloire cassée")


_GYOZA = order(("냉동 고기 물만두 1kg", 4, 9900), currency="krw")


def test_a_korean_word_ending_as_a_verb_is_no_item() -> None:
    allowed(19800, _GYOZA, "4봉 중에 2봉이 녹아서 왔어요. 녹은 2봉 환불해주세요.",
            subject="다 녹아서 왔어요")


def test_a_korean_subject_naming_another_item_stays_asked() -> None:
    not_allowed(19800, _GYOZA, "2봉 환불해주세요.", subject="전기포트가 고장났어요")


# -- a word of several titles names the lines it is the kind of -----------------------------------
# "the coffee is nice" of a coffee line, not of the coffee machine whose title holds the word

_MACHINE = order(("Bialetti Coffee Machine Red", 1, 15900), ("Lavazza Coffee Beans 1kg", 2, 1800))


@pytest.mark.parametrize("said", [
    "The coffee machine leaks every morning, I'm returning it for a refund. The coffee is lovely, "
    "I'll keep that.",
])
def test_a_word_of_two_titles_names_its_kind(said: str) -> None:
    allowed(15900, _MACHINE, said, subject="Leaking")
    not_allowed(19500, _MACHINE, said, subject="Leaking")  # the coffee is kept


_TR = order(("Arçelik Türk Kahvesi Makinesi Siyah", 1, 199900),
            ("Osmanlı Türk Kahvesi 250g", 3, 15000), currency="try")


def test_a_turkish_word_of_two_titles_names_its_kind() -> None:
    said = "Kahve makinesi su kaçırıyor, iade edip paramı istiyorum. Kahveler çok güzel, kalsın."
    allowed(199900, _TR, said, subject="Makine arızalı")
    not_allowed(244900, _TR, said, subject="Makine arızalı")


# -- a forward framed in rules ends at a rule alone -----------------------------------------------
# "-----Original Message----- ... -----": the writer's own words go on below the closing rule

_DESK = order(("Oak Standing Desk 140", 1, 42000), ("Ergonomic Office Chair", 1, 31000))

FORWARD = ("Please ignore my earlier mail, wrong order number.\n\n"
           "-----Original Message-----\nFrom: Support <help@shop.example>\nSubject: Return received\n"
           "We have received your returned item (Oak Standing Desk 140). The refund follows in a "
           "few days.\n-----\n\n")


def test_the_words_below_a_closed_forward_are_the_writers() -> None:
    allowed(42000, _DESK, FORWARD + "Still no refund. The chair I'm keeping, it's great.",
            subject="Refund")
    # what they keep below it stays kept
    not_allowed(73000, _DESK, FORWARD + "Still no refund. The chair I'm keeping, it's great.",
                subject="Refund")


# -- liked and kept in use (ja, zh) ----------------------------------------------------------------
_BED = order(("コットン毛布 シングル", 1, 6600), ("リネン枕カバー", 2, 1400), currency="jpy")


def test_liked_and_in_use_keeps_the_line() -> None:
    said = "ふわふわのほうは毛羽立ちがひどくて返品しました。枕カバーは気に入ったので使ってます。返金お願いします。"
    allowed(6600, _BED, said, subject="返品")
    not_allowed(9400, _BED, said, subject="返品")


# -- spoken Arabic half: "نص" before a price, or agreed to -----------------------------------------
_LAMPAR = order(("أباجورة نحاس كلاسيك", 1, 240000), currency="egp")


def test_spoken_half_agreed_grounds_half() -> None:
    allowed(120000, _LAMPAR, "الأباجورة لونها غامق عن الصورة.",
            ("agent", "نعتذر جدا. نقدر نرجع لك نص سعر الأباجورة وتخليها عندك."),
            "تمام موافق على النص.", subject="اللون")


def test_a_text_is_no_half() -> None:
    not_allowed(120000, _LAMPAR, "النص المكتوب في الوصف غلط، الأباجورة لونها غامق.",
                subject="اللون")
