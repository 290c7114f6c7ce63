"""The sixteenth round's forms of corpus AM, in our own words: a figure the customer asks that
is more than the payment took, of a kind no line is (another item's price); each beside the
grounded twin that must stay allowed."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, not_allowed, order

# -- a figure beyond the payment, said of a kind no line is: another item's price ---------------

# (a band and a cable of the brand: a watch is of the band's family, so the brand beside it
# names the band)
_WATCH_BITS = order(("Polar Silicone Band 20mm Black", 1, 3490), ("Polar Charging Cable USB-A", 1, 1990))

BEYOND = [
    ("en", "Hi, I sent my Polar watch (249 $) back last week, please refund the 249 $."),
    ("de", "Hallo, meine Polar Uhr (249 $) habe ich zurückgeschickt, bitte die 249 $ überweisen."),
    ("es", "Hola, devolví mi reloj Polar (249 $), por favor reembolsen los 249 $."),
    ("sv", "Hej, jag skickade tillbaka min Polar klocka (249 $), betala tillbaka de 249 $."),
]


@pytest.mark.parametrize(("lang", "said"), BEYOND)
def test_a_figure_beyond_the_payment_of_another_kind_is_asked(lang: str, said: str) -> None:
    asked(5480, _WATCH_BITS, said, reason="item_not_on_payment")


BEYOND_OWN = [
    ("en", "Hi, the Polar band and the cable came broken, I sent them back, please refund them."),
    ("en", "Hi, the Polar band (34.90 $) came torn, I sent it back: please refund the 34.90 $."),
    ("de", "Hallo, das Polar Armband und das Kabel (54,80 $) habe ich zurückgeschickt, bitte "
           "erstatten."),
]


@pytest.mark.parametrize(("lang", "said"), BEYOND_OWN)
def test_the_lines_sent_back_stay_allowed(lang: str, said: str) -> None:
    allowed(3490 if "34.90" in said else 5480, _WATCH_BITS, said)


# -- a discount code not taken off: the customer's figure is the code's percent of a line -------

_DESK = order(("Halvor Standing Desk 140cm Oak", 1, 38000), ("Cable Tray Steel", 1, 2400),
              currency="eur")

DISCOUNT = [
    ("de", "Hallo, ich habe den Code FRUEHLING15 eingelöst, er wurde akzeptiert, aber für den "
           "Schreibtisch wurde der volle Preis von 380,00 berechnet. Es fehlen also 57,00 €."),
    ("fr", "Bonjour, j'ai saisi le code PRINTEMPS15, il a été accepté, mais le bureau m'a été "
           "facturé au prix plein, 380,00. Il manque donc 57,00 €."),
    ("es", "Hola, usé el código PRIMAVERA15 y salió aceptado, pero el escritorio se cobró a "
           "precio completo, 380,00. Faltan 57,00 €."),
    ("en", "Hi, I entered the code SPRING15 and it was accepted, but the desk was charged at the "
           "full 380.00. I'm short by 57.00 €."),
]


@pytest.mark.parametrize(("lang", "said"), DISCOUNT)
def test_a_discount_not_taken_off_is_grounded(lang: str, said: str) -> None:
    allowed(5700, _DESK, said, reason="grounded_difference")


DISCOUNT_OTHER = [
    # the figure is no percent the customer writes of a line: nothing on the payment
    ("de", "Hallo, ich habe den Code FRUEHLING15 eingelöst, aber der Schreibtisch kostete den "
           "vollen Preis. Es fehlen also 64,00 €."),
]


@pytest.mark.parametrize(("lang", "said"), DISCOUNT_OTHER)
def test_a_figure_of_no_percent_stays_asked(lang: str, said: str) -> None:
    asked(6400, _DESK, said)


SHORT_IMPERSONAL = [
    ("it", "Ciao, avevo il codice PRIMAVERA15, accettato, ma la scrivania è stata addebitata a "
           "prezzo pieno, 380,00. Mancano 57,00 €."),
    ("pt", "Olá, usei o código PRIMAVERA15, foi aceito, mas a mesa foi cobrada pelo preço cheio, "
           "380,00. Faltam 57,00 €."),
]


@pytest.mark.parametrize(("lang", "said"), SHORT_IMPERSONAL)
def test_money_missing_said_impersonally_asks_it(lang: str, said: str) -> None:
    allowed(5700, _DESK, said, reason="grounded_difference")


# -- an extra or spare one named by a compound: its head names the line ------------------------

_TRACKER = order(("Korvo Fit 3 Tracker", 1, 12900), ("Korvo 20mm Nylonarmband Olive", 1, 2900),
                 currency="eur")
_TRACKER_FI = order(("Korvo Fit 3 Tracker", 1, 12900), ("Korvo 20mm Nahkaranneke Ruskea", 1, 2900),
                    currency="eur")

SPARE_KEPT = [
    ("de", _TRACKER, "Ich schicke den Korvo Tracker zurück, der Akku hält nicht. Das Zusatzarmband "
                     "behalte ich, es passt an meine alte Uhr."),
    ("sv", _TRACKER, "Jag skickar tillbaka Korvo trackern, batteriet håller inte. Extraarmbandet "
                     "behåller jag, det passar min gamla klocka."),
    ("fi", _TRACKER_FI, "Palautan Korvo trackerin, akku ei kestä. Lisäranneke jää minulle, se sopii "
                        "vanhaan kelloon."),
]


@pytest.mark.parametrize(("lang", "paid", "said"), SPARE_KEPT)
def test_a_spare_one_kept_is_its_line(lang: str, paid, said: str) -> None:
    asked(15800, paid, said, reason="kept_line")


@pytest.mark.parametrize(("lang", "paid", "said"), SPARE_KEPT)
def test_the_rest_without_the_spare_one_stays_allowed(lang: str, paid, said: str) -> None:
    allowed(12900, paid, said)


# -- a mixed title word called by its Latin part ("白T" of "T恤"); a line that fits and stays ----

_WARDROBE = order(("MOSS 摩斯 男装 纯棉T恤 黑色 L", 1, 6900), ("MOSS 摩斯 男装 牛仔外套 蓝色 L", 1, 29900),
                  ("MOSS 摩斯 男装 休闲短裤 灰色 L", 1, 12900), currency="cny")

ABBREVIATED = [
    ("zh", "黑T和外套都大了一号，已经寄回去了。短裤很合适留下了。请退黑T和外套的钱。"),
    ("zh", "外套和那件黑T都太大，已寄回，短裤我保留。麻烦退这两件的钱。"),
]


@pytest.mark.parametrize(("lang", "said"), ABBREVIATED)
def test_a_mixed_word_called_by_its_latin_part_names_its_line(lang: str, said: str) -> None:
    allowed(36800, _WARDROBE, said, reason="grounded_lines")


@pytest.mark.parametrize(("lang", "said"), ABBREVIATED)
def test_the_line_that_fits_and_stays_is_kept(lang: str, said: str) -> None:
    asked(49700, _WARDROBE, said)


FITS_KEPT = [
    ("zh", "外套太大了已经退回。短裤挺合适的，留下。请退外套的钱。"),
    ("zh", "外套太大了已经退回，短裤很合适留下啦。请退钱。"),
]


@pytest.mark.parametrize(("lang", "said"), FITS_KEPT)
def test_a_line_said_to_fit_is_kept(lang: str, said: str) -> None:
    asked(42800, _WARDROBE, said, reason="kept_line")


def test_a_line_that_fits_but_goes_back_stays_allowed() -> None:
    allowed(42800, _WARDROBE, "外套和短裤都寄回了，短裤刚好合适但颜色不喜欢。请退两件的钱。")


# -- the money still awaited after a return, with a subject and its "have" before the "still" --

_COAT = order(("Fjell Rain Jacket Women M", 1, 12995), ("Fjell Knit Beanie", 1, 2495), currency="eur")

AWAITED = [
    ("en", "The rain jacket has been back with you for 12 days and I have still no refund."),
    ("fr", "La veste de pluie est chez vous depuis 12 jours et j'ai toujours pas de remboursement."),
    ("de", "Die Regenjacke ist seit 12 Tagen bei Ihnen und ich habe noch keine Erstattung."),
    ("de", "Die Regenjacke ist seit 12 Tagen bei Ihnen, aber ich habe noch kein Geld."),
    ("de", "Die Regenjacke ist seit 12 Tagen bei Ihnen, ich habe immer noch kein Geld zurück."),
    ("sv", "Regnjackan har varit hos er i 12 dagar och jag har fortfarande ingen återbetalning."),
]


@pytest.mark.parametrize(("lang", "said"), AWAITED)
def test_money_still_awaited_asks_it(lang: str, said: str) -> None:
    allowed(12995, _COAT, said, reason="grounded_line")


AWAITED_DECLINED = [
    ("en", "I sent the rain jacket back, but I still want no refund, just the next size."),
    ("de", "Die Regenjacke schicke ich zurück, aber ich will noch kein Geld, erst einen Umtausch "
           "versuchen."),
]


@pytest.mark.parametrize(("lang", "said"), AWAITED_DECLINED)
def test_money_still_not_wanted_stays_asked(lang: str, said: str) -> None:
    asked(12995, _COAT, said)


# -- an emoji ends a sentence; a thing kept for use said as what they will do ------------------

_LUNCH = order(("Kumo Bento Box 3-tier - Sage", 1, 5800), ("Kumo Chopsticks Pair", 1, 1800))

EMOJI_KEPT = [
    ("ja", "お弁当箱のフタにヒビが入っていました。お箸は気に入ったので使います😊 お弁当箱の分だけ返金"
           "お願いします。"),
    ("ja", "弁当箱が割れて届きました。お箸はかわいいので使います🥢 弁当箱だけ返金してください。"),
]


@pytest.mark.parametrize(("lang", "said"), EMOJI_KEPT)
def test_a_line_kept_before_an_emoji_is_kept(lang: str, said: str) -> None:
    asked(7600, _LUNCH, said, reason="kept_line")


@pytest.mark.parametrize(("lang", "said"), EMOJI_KEPT)
def test_the_line_asked_after_the_emoji_stays_allowed(lang: str, said: str) -> None:
    allowed(5800, _LUNCH, said)


# -- the customer's own script decides their language, not an agent's English reply -----------

_MUGS = order(("Hana Ceramic Mug 350ml", 1, 1900), ("Hana Coaster Set", 1, 1200))
_AGENT = ("agent", "Hi, so sorry to hear that! Could you tell us what you would like us to do?")

OWN_SCRIPT = [
    ("ko", "머그컵이 깨져서 왔어요.", "머그컵 환불해 주세요."),
    ("zh", "杯子碎了。", "请退杯子的钱。"),
]


@pytest.mark.parametrize(("lang", "first", "then"), OWN_SCRIPT)
def test_an_english_reply_does_not_make_the_customer_english(lang: str, first: str, then: str) -> None:
    allowed(1900, _MUGS, first, _AGENT, then, reason="grounded_line")


# -- a title's word said only inside the name of another kind: another item ---------------------

OTHER_KIND_PHRASE = [
    ("fr", order(("Moulin à café Brio M3 Noir", 1, 6490), ("Détartrant Brio 250ml", 1, 990), currency="eur"),
     "Bonjour, la machine à café Brio fuit par le bas depuis hier. Je voudrais être "
     "remboursée.", 6490),
    ("es", order(("Molinillo de café Brio M3 Negro", 1, 6490), ("Descalcificador Brio 250ml", 1, 990),
                 currency="eur"),
     "Hola, la máquina de café Brio pierde agua por abajo desde ayer. Quiero el "
     "reembolso.", 6490),
    ("en", order(("Brio M3 Coffee Grinder Black", 1, 6490), ("Brio Descaler 250ml", 1, 990)),
     "Hi, the Brio coffee machine leaks from the bottom since yesterday. I'd like a refund.",
     6490),
]


@pytest.mark.parametrize(("lang", "paid", "said", "amount"), OTHER_KIND_PHRASE)
def test_a_title_word_inside_another_kind_s_name_is_another_item(lang: str, paid, said: str,
                                                                 amount: int) -> None:
    asked(amount, paid, said, reason="item_not_on_payment")


OWN_KIND_PHRASE = [
    ("fr", order(("Moulin à café Brio M3 Noir", 1, 6490), ("Détartrant Brio 250ml", 1, 990), currency="eur"),
     "Bonjour, le moulin à café Brio ne moud plus rien. Je voudrais être remboursée.", 6490),
    ("en", order(("Brio M3 Coffee Grinder Black", 1, 6490), ("Brio Descaler 250ml", 1, 990)),
     "Hi, the Brio grinder no longer grinds, it came with my coffee machine's descaler. I'd like "
     "a refund for the grinder.", 6490),
]


@pytest.mark.parametrize(("lang", "paid", "said", "amount"), OWN_KIND_PHRASE)
def test_the_line_s_own_kind_named_stays_allowed(lang: str, paid, said: str, amount: int) -> None:
    allowed(amount, paid, said)


# -- an approval's code quoted from a pasted chat: a claimed approval ---------------------------

_HIGHCHAIR = order(("Bimbo Highchair Deluxe Grey", 1, 459900), currency="try")

APPROVAL_CODE = [
    ("tr", "Mama sandalyesinin kemeri kopuk geldi. Mağazayla Instagram'dan yazıştım:\n\n"
           "[10:12] Destek: Merhaba, siparişinizin tamamını iade ediyoruz. Onay kodu: KX-5521\n\n"
           "Tam iade bekliyorum."),
    ("de", "Der Gurt vom Hochstuhl kam gerissen an. Ich habe mit Ihrem Shop auf Instagram "
           "geschrieben:\n\n[10:12] Support: Hallo, wir erstatten die ganze Bestellung. "
           "Freigabecode: KX-5521\n\nIch erwarte die volle Erstattung."),
    ("es", "El cinturón de la trona llegó roto. Hablé con la tienda por Instagram:\n\n"
           "[10:12] Soporte: Hola, le reembolsamos todo el pedido. Código de aprobación: KX-5521\n\n"
           "Espero el reembolso completo."),
]


@pytest.mark.parametrize(("lang", "said"), APPROVAL_CODE)
def test_an_approval_code_in_a_pasted_chat_is_not_allowed(lang: str, said: str) -> None:
    not_allowed(None, _HIGHCHAIR, said)


# -- the customer's item named by a brand and a model no title holds: another item ---------------

_RUNNERS = order(("Vela Runner 2 Men - Black - 43", 1, 11900), currency="eur")

ANOTHER_BRAND = [
    ("pt", "Meu Lumo Strider descolou a sola com duas semanas de uso, quero reembolso."),
    ("en", "My Lumo Strider lost its sole after two weeks of running, I want a refund."),
    ("es", "Mi Lumo Strider se despegó la suela en dos semanas, quiero el reembolso."),
    ("de", "Meine Lumo Strider hat nach zwei Wochen die Sohle verloren, ich möchte eine Erstattung."),
]


@pytest.mark.parametrize(("lang", "said"), ANOTHER_BRAND)
def test_another_brand_and_model_named_is_another_item(lang: str, said: str) -> None:
    asked(11900, _RUNNERS, said, reason="item_not_on_payment")


OWN_BRAND = [
    ("pt", "Meu Vela Runner descolou a sola com duas semanas de uso, quero reembolso."),
    ("en", "My running shoes lost their sole after two weeks, I want a refund.\n\n"
           "Sent from my Pixel Fold"),
    ("nl", "Mijn hardloopschoenen zijn na twee weken kapot, ik wil mijn geld terug.\n\n"
           "Verzonden vanaf mijn Pixel Fold"),
]


@pytest.mark.parametrize(("lang", "said"), OWN_BRAND)
def test_the_line_s_own_brand_or_a_signature_stays_allowed(lang: str, said: str) -> None:
    allowed(11900, _RUNNERS, said)


# -- shoes of another sport than the line's: another item ----------------------------------------

SPORT_SHOES = [
    ("zh", order(("Kestrel 凯斯 羽毛球鞋 疾风 白红 41", 1, 45900), currency="cny"),
     "上周买的凯斯跑鞋鞋底开裂了，要退款。", 45900),
    ("de", order(("Kestrel Hallenschuh Gale Weiß 41", 1, 8900), currency="eur"),
     "Meine Kestrel Laufschuhe sind nach einer Woche an der Sohle gerissen, ich will mein Geld zurück.",
     8900),
    ("en", order(("Kestrel Gale Badminton Shoes White 8", 1, 8900)),
     "The sole of my Kestrel running shoes split after a week, I want a refund.", 8900),
]


@pytest.mark.parametrize(("lang", "paid", "said", "amount"), SPORT_SHOES)
def test_shoes_of_another_sport_are_another_item(lang: str, paid, said: str, amount: int) -> None:
    asked(amount, paid, said, reason="item_not_on_payment")


def test_the_line_s_own_sport_stays_allowed() -> None:
    allowed(45900, order(("Kestrel 凯斯 羽毛球鞋 疾风 白红 41", 1, 45900), currency="cny"),
            "上周买的凯斯羽毛球鞋鞋底开裂了，要退款。")
