"""Grounded refunds of one amount the customer asks (issue 39, the grounded figures, units,
shares and differences of the fresh and next corpora): sums and shares asked back in words,
counted in pairs, tenths and duals, shares of the order, differences without lines. Written
in our own words from the forms, not from any corpus's ticket; the unsafe twins stay asked."""

from __future__ import annotations

import pytest

from tests.judgment.forms import codes, judged, order

# the subject calls the item by a kind its brand's title does not say (or by a kind the rules do
# not know a title's word for): a figure of nothing on the payment grounds nothing
_KINDLESS = [
    ("sv", "Trasiga kängor", (("Lundhags Gyllene Höst - Mörkbrun 42", 1, 189900),
                              ("Läderfett för skor och väskor", 1, 14900)),
     "Hej! Sulan lossnade efter två veckor. Jag har skickat tillbaka dem och vill ha {} kr tillbaka.",
     "1899", "1500"),
    ("de", "Kaputte Stiefel", (("Hanwag Bergsommer Dunkelbraun 41", 1, 12900),
                               ("Schuhcreme farblos für Glattleder", 1, 590)),
     "Hallo, die Sohle hat sich nach einer Woche gelöst. Ich habe sie zurückgeschickt und hätte "
     "gern die {} € zurück.", "129,00", "150,00"),
    ("es", "bolso roto", (("Lupita Clásico Negro Medianoche", 1, 5990),
                          ("Llavero de cuero marrón", 1, 990)),
     "Hola, el asa se rompió al segundo día. Lo devolví ayer, ¿me devolvéis los {} €?",
     "59,90", "65,00"),
    ("fi", "Rikkinäiset saappaat", (("Kivijalka Syysmetsä Tummanruskea 40", 1, 14900),
                                    ("Kenkävoide väritön", 1, 690)),
     "Hei! Pohja irtosi viikossa. Lähetin ne takaisin ja odotan {} euroa tililleni.",
     "149", "160"),
]


@pytest.mark.parametrize("code,subject,lines,text,price,other", _KINDLESS)
def test_a_figure_of_nothing_on_the_payment_grounds_nothing(code, subject, lines, text, price,
                                                           other):
    paid = order(*lines, currency="sek" if code == "sv" else "eur")
    found = judged(lines[0][2], paid, text.format(other), subject=subject)
    assert found.verdict != "allow", codes(found)


# the title names another kind than the subject: the price matches, the item does not
@pytest.mark.parametrize("subject,lines,text", [
    ("Kaputter Wasserkocher", (("Toaster Edelstahl Zweischlitz", 1, 4990), ("Eierkocher", 1, 2490)),
     "Er ist nach einer Woche kaputt. Ich möchte die 49,90 € zurück."),
    ("Trasig vattenkokare", (("Brödrost i rostfritt stål", 1, 49900), ("Äggkokare", 1, 24900)),
     "Den gick sönder efter en vecka. Jag vill ha 499 kr tillbaka."),
])
def test_a_price_of_a_line_of_another_kind_grounds_nothing(subject, lines, text):
    paid = order(*lines, currency="sek" if "kr" in text else "eur")
    found = judged(lines[0][2], paid, text, subject=subject)
    assert found.verdict != "allow", codes(found)


def _cover():
    return order(("Custodia silicone Galaxy S24 - Verde salvia", 1, 1800),
                 ("Vetro temperato Galaxy S24", 1, 1100), currency="eur")


# the sum asked back with a verb of giving back, its number in words or digits
@pytest.mark.parametrize("text", [
    "La custodia è per il modello sbagliato, non entra. Non voglio il cambio, mi ridate i diciotto "
    "euro? Il vetro va bene.",
    "La custodia non entra nel telefono. Mi restituite i 18 euro, per favore? Il vetro lo tengo.",
])
def test_a_sum_given_back_asks_it(text):
    found = judged(1800, _cover(), text)
    assert found.verdict == "allow", codes(found)


def test_the_right_thing_given_back_asks_no_money():
    found = judged(1800, _cover(), "La custodia è per il modello sbagliato. Mi ridate la custodia giusta? "
                                   "Il vetro va bene.")
    assert found.verdict != "allow", codes(found)


def _coat():
    return order(("Palton lână Oslo - M / Bleumarin", 1, 59800), ("Fular tricotat - Gri", 1, 7900),
                 currency="ron")


# a share (or a sum) wanted back, "aș vrea înapoi"
@pytest.mark.parametrize("text", [
    "Bună, la palton s-a descusut buzunarul după câteva zile. Îl pot repara la o croitoreasă, dar "
    "aș vrea înapoi jumătate din cât a costat paltonul.",
    "Paltonul are un nasture lipsă. Îl repar eu, dar vreau înapoi jumătate din prețul paltonului.",
])
def test_a_share_wanted_back_asks_it(text):
    found = judged(29900, _coat(), text)
    assert found.verdict == "allow", codes(found)


def test_a_share_wanted_back_of_one_line_is_never_of_the_order():
    found = judged(33850, _coat(), "Paltonul are un nasture lipsă. Îl păstrez, dar vreau înapoi "
                                   "jumătate din prețul paltonului.")
    assert found.verdict != "allow", codes(found)


def _plates():
    return order(("Kütahya Porselen Tatlı Tabağı Tekli", 8, 7450), ("Porselen Kupa Tekli", 4, 5990),
                 currency="try")


# a verb-final clause: the negated verb right after another remedy is that remedy's, and the
# money after it is asked ("not a new one; the money of the three")
@pytest.mark.parametrize("text", [
    "8 tatlı tabağı aldım 3ü kırık çıktı, diğerleri sağlam. yenisini istemiyorum 3ünün parasını yatırın",
    "8 tabak siparis ettim, 3 tanesi kırık. degisim istemiyorum 3unun parasını iade edin lutfen",
])
def test_a_new_one_not_wanted_leaves_the_money_asked(text):
    found = judged(22350, _plates(), text)
    assert found.verdict == "allow", codes(found)


def test_the_money_not_wanted_still_declines():
    found = judged(22350, _plates(), "8 tatlı tabağı aldım 3ü kırık çıktı. 3ünün parasını istemiyorum, "
                                     "yenisini gönderin")
    assert found.verdict != "allow", codes(found)


# how the money goes, asked after a complaint: money back asked
@pytest.mark.parametrize("title,text", [
    ("Wasserkocher Edelstahl 1,7 l", "Der Wasserkocher ist nach zwei Tagen kaputt. Wie läuft das mit dem Geld?"),
    ("Electric Kettle Steel 1.7L", "The kettle broke after two days. How does it work with the money?"),
    ("Vattenkokare rostfri 1,7 l", "Vattenkokaren gick sönder efter två dagar. Hur blir det med pengarna?"),
    ("Elkedel rustfri 1,7 l", "Elkedlen gik i stykker efter to dage. Hvad med pengene?"),
    ("Vannkoker rustfri 1,7 l", "Vannkokeren ble ødelagt etter to dager. Hvordan blir det med pengene?"),
    ("Bouilloire inox 1,7 l", "La bouilloire est tombée en panne après deux jours. Comment ça se "
                              "passe pour l'argent ?"),
    ("Hervidor acero 1,7 l", "El hervidor se rompió a los dos días. ¿Cómo va lo del dinero?"),
    ("Bollitore acciaio 1,7 l", "Il bollitore si è rotto dopo due giorni. Come funziona con i soldi?"),
    ("Chaleira elétrica inox 1,7 l", "A chaleira avariou ao fim de dois dias. Como fica o dinheiro?"),
])
def test_how_the_money_goes_asks_it(title, text):
    found = judged(3990, order((title, 1, 3990), ("Descaler 2x", 1, 590), currency="eur"), text)
    assert found.verdict == "allow", codes(found)


@pytest.mark.parametrize("text", [
    "Der Wasserkocher ist nach zwei Tagen kaputt. Wie läuft das mit dem Umtausch?",
    "Der Wasserkocher war kaputt. Wie läuft das mit dem Geld? Ach, vergessen Sie es, er geht wieder.",
])
def test_an_exchange_asked_or_the_question_withdrawn_asks_no_money(text):
    found = judged(3990, order(("Wasserkocher Edelstahl 1,7 l", 1, 3990), ("Entkalker 2x", 1, 590),
                               currency="eur"), text)
    assert found.verdict != "allow", codes(found)


def _pot():
    return order(("電気ポット 2.2L ホワイト", 1, 6980), ship=600, currency="jpy")


def _kettle():
    return order(("电热水壶 1.7L 白色", 1, 19900), ("除垢剂 2袋", 1, 1500), currency="cny")


# a share counted in tenths: "3割", "三割" (Japanese), "三成", "3成" (Chinese)
@pytest.mark.parametrize("amount,paid,text", [
    (2094, _pot(), "ポットの蓋に傷がありました。使うので返品はしませんが、代金の3割を返金していただけますか。"),
    (2094, _pot(), "ポットの蓋に傷がありました。使うので返品はしませんが、代金の三割を返金していただけますか。"),
    (5970, _kettle(), "水壶外壳有划痕，我自己留着用，能退三成的钱吗？"),
    (5970, _kettle(), "水壶外壳有划痕，我自己留着用，能退3成吗？"),
])
def test_a_share_in_tenths_grounds(amount, paid, text):
    found = judged(amount, paid, text)
    assert found.verdict == "allow", codes(found)


# the tenths of the line are never of the order with its shipping, nor of every line
@pytest.mark.parametrize("amount,paid,text", [
    (2274, _pot(), "ポットの蓋に傷がありました。使うので返品はしませんが、代金の三割を返金していただけますか。"),
    (6420, _kettle(), "水壶外壳有划痕，我自己留着用，能退3成吗？"),
])
def test_a_share_in_tenths_of_the_line_is_not_of_the_order(amount, paid, text):
    found = judged(amount, paid, text)
    assert found.verdict != "allow", codes(found)


# a price drop where the provider gives no lines: the whole payment written is the price paid,
# and the difference to the price now is asked
_DROP = "I bought the rain jacket for 129.00 last week and now it's 99.00. Could you refund the difference?"


@pytest.mark.parametrize("text,amount", [
    ("Ostin sadetakin 129,00 eurolla ja nyt se maksaa 99,00 €. Voisitteko palauttaa erotuksen, "
     "kolmekymmentä euroa?", 3000),
    (_DROP, 3000),
    ("Ich habe die Regenjacke für 129,00 € gekauft, jetzt kostet sie 99,00 €. Können Sie mir die "
     "Differenz erstatten?", 3000),
])
def test_a_difference_from_the_whole_paid_grounds_without_lines(text, amount):
    found = judged(amount, order(bare=12900, currency="eur"), text)
    assert found.verdict == "allow", codes(found)


def test_another_sum_than_the_difference_grounds_nothing_without_lines():
    found = judged(4000, order(bare=12900, currency="eur"), _DROP)
    assert found.verdict != "allow", codes(found)


def _school():
    return order(("Zaino Seven Freethink Rosso", 1, 6000), ("Diario Comix 2025", 1, 1800),
                 ("Astuccio 3 zip", 1, 2200), currency="eur")


# a share said of the whole order is of no item, whatever a heading's words call it
@pytest.mark.parametrize("subject,text", [
    ("sconto 15% non applicato", "Buongiorno, sul sito c'era il 15% su tutto l'ordine per il primo "
                                 "acquisto, ma il carrello non l'ha applicato. Ho pagato 100 euro. "
                                 "Potete rimborsarmi il 15%?"),
    ("15% Rabatt nicht abgezogen", "Hallo, im Newsletter stand 15% auf die gesamte Bestellung, aber an "
                                   "der Kasse wurde es nicht abgezogen. Ich habe 100 € bezahlt. Können "
                                   "Sie mir die 15% erstatten?"),
    ("remise de 15% oubliée", "Bonjour, la newsletter promettait 15% sur toute la commande, mais le panier ne "
                              "l'a pas appliqué. J'ai payé 100 €. Pouvez-vous me rembourser les 15% ?"),
])
def test_a_share_of_the_order_is_of_no_item(subject, text):
    found = judged(1500, _school(), text, subject=subject)
    assert found.verdict == "allow", codes(found)


def test_a_share_of_one_item_is_never_of_the_order():
    found = judged(1500, _school(), "Lo zaino è arrivato con una cucitura rotta. Lo tengo, ma vorrei il 15% "
                                    "del prezzo dello zaino.", subject="zaino difettoso")
    assert found.verdict != "allow", codes(found)


def _boots():
    return order(("Trail Runner GTX - 43 / Anthracite", 2, 8450), ("Merino socks 3-pack", 1, 1490),
                 currency="eur")


# a count of pairs is of the one line of several units not kept, whatever else is named
@pytest.mark.parametrize("text", [
    "I bought two pairs of the trail shoes, one for me and one for my sister. Mine lost its sole after "
    "a week. Hers is fine and so are the socks. Could you refund one pair?",
    "Ich habe zwei Paar Laufschuhe gekauft, eins für mich und eins für meine Schwester. Bei meinem hat "
    "sich die Sohle gelöst. Ihres ist in Ordnung, die Socken auch. Können Sie mir ein Paar erstatten?",
    "Compré dos pares de zapatillas, uno para mí y otro para mi hermana. Al mío se le despegó la suela. "
    "El de mi hermana está bien y los calcetines también. ¿Me podéis devolver el dinero de un par?",
    "Comprei dois pares de ténis, um para mim e outro para a minha irmã. O meu descolou a sola. O da minha "
    "irmã está bom e as meias também. Podem devolver-me o valor de um par?",
    "Ho comprato due paia di scarpe, uno per me e uno per mia sorella. Alle mie si è staccata la suola. "
    "Quelle di mia sorella vanno bene e anche i calzini. Potete rimborsarmi un paio?",
])
def test_a_count_of_pairs_is_of_the_line_of_pairs(text):
    found = judged(8450, _boots(), text)
    assert found.verdict == "allow", codes(found)


def test_a_count_of_pairs_never_grounds_the_whole_line():
    found = judged(16900, _boots(), "I bought two pairs of the trail shoes, one for me and one for my sister. "
                                    "Mine lost its sole after a week. Hers is fine and so are the socks. "
                                    "Could you refund one pair?")
    assert found.verdict != "allow", codes(found)



def _lamp():
    return order(("北欧落地灯 黑色", 1, 39900), ship=1500, currency="cny")


# the whole order cancelled and refunded ("整单取消退款") asks everything back; the refund itself
# cancelled ("取消退款申请") still withdraws it
@pytest.mark.parametrize("text", [
    "你好，我买错颜色了，如果还没发货请帮我整单取消退款，谢谢。",
    "您好，下單後發現買錯了，還沒出貨的話請把訂單取消退款。",
])
def test_the_order_cancelled_and_refunded_asks_it_all(text):
    found = judged(None, _lamp(), text)
    assert found.verdict == "allow", codes(found)


def test_the_refund_cancelled_still_withdraws():
    found = judged(None, _lamp(), "灯坏了，请退款。", "不好意思，请帮我取消退款，灯又能亮了。")
    assert found.verdict != "allow", codes(found)


def _mugs():
    return order(("أكواب شاي زجاج شفاف - قطعة", 6, 1500), ("إبريق شاي ستانلس 1 لتر", 1, 7900),
                 currency="sar")


# an Arabic masculine dual of a product's word counts two ("كوبين": two cups)
@pytest.mark.parametrize("text", [
    "السلام عليكم، وصل الطلب وفيه كوبين مكسورين من أصل ستة. الباقي سليم والإبريق ممتاز. رجعوا لي قيمة المكسورين.",
    "وصلتني الأكواب، كوبين منها مكسورين من أصل ستة. ما أبي بديل، أبي فلوس المكسورين بس.",
])
def test_a_masculine_dual_counts_two(text):
    found = judged(3000, _mugs(), text)
    assert found.verdict == "allow", codes(found)


def test_a_masculine_dual_never_grounds_the_whole_line():
    found = judged(9000, _mugs(), "السلام عليكم، وصل الطلب وفيه كوبين مكسورين من أصل ستة. الباقي سليم "
                                  "والإبريق ممتاز. رجعوا لي قيمة المكسورين.")
    assert found.verdict != "allow", codes(found)
