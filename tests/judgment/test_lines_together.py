"""Lines asked together, pointed at by a count or by a sum the customer writes (issue 39):
"I sent back the hammock and the socks, refund both; I keep the gloves", where the hammock's
line is titled by its brand and model alone ("Trailhead Lounger XL") and no word of the
customer's matches it. The count ("both", "the two", "obie rzeczy", "両方", "الاثنين") is
filled exactly by the line named and the one line neither named nor kept: those two are asked.
A figure the customer writes that is the sum of the line named and the one such line points at
the same set. Written in our own words from the form, never from a corpus's ticket.

The contrasts stay asked: the kept line in the amount; a fourth line left, so the count does
not say which; the line left titled by a kind the words do not name (a lantern, where they
speak of a hammock); a count of one line's units ("both socks"); a written sum that a kept
line makes."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

HAMMOCK = "Trailhead Lounger XL - Olive"  # no kind in the title
SOCKS = "Merino Hiking Socks"
GLOVES = "Fleece Gloves"
H, S, G = 4900, 1200, 1800

BOTH = [
    "I sent back the hammock and the socks, please refund both. I keep the gloves.",
    "Ich habe die Hängematte und die Socken zurückgeschickt, bitte erstatten Sie beides. Die "
    "Handschuhe behalte ich.",
    "J'ai renvoyé le hamac et les chaussettes, remboursez-moi les deux svp. Je garde les gants.",
    "He devuelto la hamaca y los calcetines, quiero el reembolso de los dos. Me quedo con los "
    "guantes.",
    "Ho rispedito l'amaca e le calze, vorrei il rimborso di entrambi. Tengo i guanti.",
    "Devolvi a rede e as meias, quero o reembolso das duas coisas. Fico com as luvas.",
    "Ik heb de hangmat en de sokken teruggestuurd, graag geld terug voor allebei. De handschoenen "
    "houd ik.",
    "Odesłałam hamak i skarpetki, proszę o zwrot za obie rzeczy. Rękawiczki zatrzymuję.",
    "Jag har skickat tillbaka hängmattan och strumporna, jag vill ha pengarna tillbaka för båda. "
    "Handskarna behåller jag.",
    "Jeg har sendt hængekøjen og strømperne retur, jeg vil have pengene tilbage for begge. "
    "Handskerne beholder jeg.",
    "Jeg har sendt hengekøya og sokkene i retur, jeg vil ha pengene tilbake for begge. Hanskene "
    "beholder jeg.",
    "Palautin riippumaton ja sukat, ne molemmat. Haluan rahat takaisin. Hanskat pidän.",
    "Am trimis înapoi hamacul și șosetele, vreau banii înapoi pentru amândouă. Mănușile le "
    "păstrez.",
    "Hamak ve çoraplar geri gönderildi, bu iki ürünün parasını geri istiyorum. Eldivenleri "
    "tutuyorum.",
    "해먹이랑 양말을 반품했어요. 이 두 개 환불해 주세요. 장갑은 그냥 쓸게요.",
    "ハンモックと靴下を返送しました。両方の返金をお願いします。手袋は手元に残します。",
    "吊床和袜子我都寄回去了，这两样请退款。手套我留着。",
    "أرجعت الأرجوحة والجوارب، أريد استرجاع مبلغ الاثنين. القفازات سأحتفظ بها.",
]


def _camp(*more: tuple[str, int, int], first: str = HAMMOCK):
    return order((first, 1, H), (SOCKS, 1, S), (GLOVES, 1, G), *more, currency="eur")


@pytest.mark.parametrize("text", BOTH)
def test_a_count_filled_by_the_line_named_and_the_one_left_grounds_the_two(text):
    allowed(H + S, _camp(), text, reason="grounded_lines_counted")


@pytest.mark.parametrize("text", BOTH)
def test_the_kept_line_in_the_amount_is_asked(text):
    not_allowed(H + G, _camp(), text)
    not_allowed(S + G, _camp(), text)


@pytest.mark.parametrize("text", BOTH)
def test_a_fourth_line_left_the_count_does_not_say_which(text):
    not_allowed(H + S, _camp(("Cascade Drift 2 - Sand", 1, 3100)), text)


@pytest.mark.parametrize("text", BOTH)
def test_a_line_left_titled_by_a_kind_the_words_do_not_name_is_not_the_hammock(text):
    not_allowed(H + S, _camp(first="Camping Lantern LED"), text)


def test_the_count_of_one_lines_units_is_no_set():
    paid = order((HAMMOCK, 1, H), (SOCKS, 2, S // 2), (GLOVES, 1, G), currency="eur")
    not_allowed(H + S, paid, "Both socks have holes, please refund them. I keep the gloves.")


def test_a_count_said_of_days_is_no_set():
    not_allowed(H + S, _camp(), "I waited the two weeks and sent the socks back, refund please. "
                                "I keep the gloves.")


SUM = [
    "Please refund the hammock and the socks, that is 61.00 euros together. I keep the gloves.",
    "Bitte erstatten Sie die Hängematte und die Socken, zusammen 61,00 €. Die Handschuhe behalte "
    "ich.",
    "Remboursez-moi le hamac et les chaussettes, soit 61,00 € au total. Je garde les gants.",
    "Quiero el reembolso de la hamaca y los calcetines, 61,00 € en total. Me quedo con los guantes.",
    "Proszę o zwrot za hamak i skarpetki, razem 61,00 €. Rękawiczki zatrzymuję.",
]


@pytest.mark.parametrize("text", SUM)
def test_a_sum_written_of_the_line_named_and_the_one_left_grounds_the_two(text):
    allowed(H + S, _camp(), text, reason="grounded_lines_summed")


def test_a_sum_written_that_a_kept_line_makes_is_asked():
    paid = order((HAMMOCK, 1, H), (SOCKS, 1, S), (GLOVES, 1, G), currency="eur")
    not_allowed(S + G, paid, "Please refund the socks, that is 30.00 euros with the rest. "
                             "I keep the gloves.")


def test_a_sum_two_sets_make_is_asked():
    paid = order((HAMMOCK, 1, H), (SOCKS, 1, S), ("Cascade Drift 2 - Sand", 1, H), (GLOVES, 1, G),
                 currency="eur")
    not_allowed(H + S, paid, "Please refund the hammock and the socks, that is 61.00 euros "
                             "together. I keep the gloves.")


def test_two_variants_of_one_product_none_named_are_the_two():
    paid = order(("Kestrel Moka Pot 6 Cups", 1, 3400), ("Kestrel Moka Pot 3 Cups", 1, 2600),
                 (GLOVES, 1, G), ship=450, currency="eur")
    allowed(6000, paid, "Both came dented, I want the money back for the two. I keep the gloves.",
            reason="grounded_lines_counted")



# ----- everything but one line, said in the kana a Japanese customer types ----------------------
EVERYTHING_BUT = ["マグ以外ぜんぶ返品したいです。マグは使うので残します。",
                  "マグ以外はみんな返品します。返金をお願いします。"]


def _desk():
    return order(("Stoneware Mug - Ash", 1, 1400), ("Desk Lamp LED - White", 1, 3900),
                 ("Wool Throw Blanket", 1, 5200), currency="jpy")


@pytest.mark.parametrize("text", EVERYTHING_BUT)
def test_everything_but_one_line_in_kana_asks_the_rest(text):
    allowed(3900 + 5200, _desk(), text, reason="grounded_full")


@pytest.mark.parametrize("text", EVERYTHING_BUT)
def test_everything_but_one_line_never_asks_that_line(text):
    not_allowed(1400 + 3900 + 5200, _desk(), text)
    not_allowed(1400 + 5200, _desk(), text)


# ----- Korean: a thing kept to wear ("양말은 그냥 신을게요", "장갑은 그냥 낄게요") ---------------------
@pytest.mark.parametrize("kept, text", [
    ("양말 3켤레", "운동화가 커서 반품합니다. 깔창도 같이 보낼게요. 양말은 그냥 신을게요."),
    ("겨울 장갑", "운동화가 커서 반품합니다. 깔창도 같이 보낼게요. 장갑은 그냥 낄게요."),
])
def test_a_thing_kept_to_wear_is_out_of_the_lines_sent_back(kept, text):
    paid = order(("Brooks Ghost 15 - 270", 1, 139000), ("러닝 깔창", 1, 21000), (kept, 1, 15000),
                 currency="krw")
    allowed(160000, paid, text, reason="grounded_lines_by_kind")
    not_allowed(175000, paid, text, reason="kept_line")


# ----- the rest and the shipping, its price written: an item plus the shipping ------------------
LATE_AND_MISSING = [
    "I paid 69 kr for express shipping and it came late, and the beanie was missing. I want the "
    "shipping and the beanie refunded; the mittens arrived and are fine.",
    "Ich habe 69 kr für Expressversand bezahlt, es kam zu spät, und die Mütze fehlte. Ich möchte "
    "den Versand und die Mütze erstattet haben, die Handschuhe sind gut angekommen.",
    "Jag betalade 69 kr för expressfrakt och det kom sent, och mössan saknades. Jag vill ha "
    "tillbaka frakten och mössan, vantarna är bra.",
    "Jeg betalte 69 kr for ekspresfragt, og det kom for sent, og huen manglede. Jeg vil have "
    "fragten og huen refunderet, vanterne er fine.",
    "Jeg betalte 69 kr for ekspressfrakt, og det kom for sent, og lua manglet. Jeg vil ha frakten "
    "og lua refundert, vottene er fine.",
    "J'ai payé 69 kr pour la livraison express, elle est arrivée en retard, et le bonnet manquait. "
    "Je veux le remboursement de la livraison et du bonnet, les moufles sont bien arrivées.",
    "Pagué 69 kr por el envío exprés, llegó tarde y faltaba el gorro. Quiero el reembolso del "
    "envío y del gorro, los guantes llegaron bien.",
    "Maksoin 69 kr pikatoimituksesta, se tuli myöhässä, ja pipo puuttui. Haluan rahat takaisin "
    "toimituksesta ja piposta, lapaset ovat kunnossa.",
    "Zapłaciłam 69 kr za ekspresową wysyłkę, przyszła za późno, a czapki brakowało. Proszę o zwrot "
    "za wysyłkę i czapkę, rękawiczki są w porządku.",
    "Ho pagato 69 kr per la spedizione express, è arrivata in ritardo e mancava il berretto. "
    "Voglio il rimborso della spedizione e del berretto, i guanti vanno bene.",
    "Ik betaalde 69 kr voor expresverzending, het kwam te laat en de muts ontbrak. Ik wil de "
    "verzending en de muts terug, de handschoenen zijn prima.",
]


def _winter():
    return order(("Nordkap Ridge - Rust", 1, 34900), ("Wool Mittens - Grey", 1, 42900), ship=6900,
                 currency="sek")


@pytest.mark.parametrize("text", LATE_AND_MISSING)
def test_the_rest_and_the_shipping_whose_price_is_written(text):
    allowed(34900 + 6900, _winter(), text, reason="grounded_rest")


@pytest.mark.parametrize("text", LATE_AND_MISSING)
def test_the_mittens_kept_are_never_in_it(text):
    not_allowed(34900 + 42900 + 6900, _winter(), text, reason="kept_line")


def test_the_shipping_price_written_nothing_kept_never_grounds_the_whole():
    not_allowed(34900 + 42900 + 6900, _winter(), "I paid 69 kr for express shipping and it "
                                                 "came late. Refund please.")


# ----- a set titled by what it is a set of ("茶具套装", "茶器セット"), named by that -------------------
@pytest.mark.parametrize("paid, amount, text", [
    (order(("茶具套装 汝窑 一壶两杯", 1, 26800), ("桂花乌龙 100g", 1, 6800), ("竹制茶盘 小号", 1, 4500),
           currency="cny"), 26800 + 6800, "茶具的颜色和图片差很多，请退茶具和乌龙的钱。"),
    (order(("茶器セット 有田焼", 1, 8800), ("煎茶 100g", 1, 1500), ("竹の茶托 5枚", 1, 2200),
           currency="jpy"), 8800 + 1500, "茶器と煎茶を返品しました。返金をお願いします。茶托は使います。"),
    (order(("裁縫セット 木箱入り", 1, 4200), ("刺繍糸 24色", 1, 1100), currency="jpy"), 4200,
     "裁縫の箱が壊れていました。裁縫の返金をお願いします。刺繍糸は使います。"),
])
def test_a_set_is_named_by_what_it_is_a_set_of(paid, amount, text):
    allowed(amount, paid, text)
    not_allowed(paid.total, paid, text)


# ----- the count said in a reply to an agent's question ("yes, those two") -----------------------
@pytest.mark.parametrize("first, reply", [
    ("The hammock tore on the first night and the socks have holes. The gloves are great. I want "
     "my money back for what is broken.", "Yes, those two."),
    ("Die Hängematte ist gerissen und die Socken haben Löcher. Die Handschuhe sind super. Ich will "
     "mein Geld für das Kaputte zurück.", "Ja, die zwei."),
    ("La hamaca se rompió y los calcetines tienen agujeros. Los guantes están perfectos. Quiero mi "
     "dinero por lo que está roto.", "Sí, esos dos."),
])
def test_a_count_said_in_a_reply_points_at_the_two(first, reply):
    said = (first, ("agent", "Which items should we refund?"), reply)
    allowed(H + S, _camp(), *said, reason="grounded_lines_counted")
    not_allowed(H + S + G, _camp(), *said, reason="kept_line")


# ----- what a kept thing goes with is not kept ("it goes with the lamp in my living room") ------
GOES_WITH = [
    "I returned both lamps and the extension cord. The shade I keep, it goes with the lamp in my "
    "living room.",
    "Ich habe beide Lampen und das Verlängerungskabel zurückgeschickt. Den Schirm behalte ich, er "
    "passt zu der Lampe im Wohnzimmer.",
    "He devuelto las dos lámparas y el alargador. Me quedo con la pantalla, combina con la "
    "lámpara del salón.",
    "Ho rispedito le due lampade e la prolunga. Il paralume lo tengo, sta bene con la lampada del "
    "soggiorno.",
    "Ik heb beide lampen en het verlengsnoer teruggestuurd. De kap houd ik, die past bij de lamp "
    "in de woonkamer.",
    "Odesłałam obie lampy i przedłużacz. Klosz zostawiam, pasuje do lampy w salonie.",
    "Jag har skickat tillbaka båda lamporna och förlängningssladden. Skärmen behåller jag, den "
    "passar till lampan i vardagsrummet.",
    "Jeg har sendt begge lamper og forlængerledningen retur. Skærmen beholder jeg, den passer til "
    "lampen i stuen.",
    "Jeg har sendt begge lampene og skjøteledningen i retur. Skjermen beholder jeg, den passer til "
    "lampen i stua.",
]
LAMP, CORD, SHADE = 14900, 3900, 8900


def _bedroom():
    return order(("Bedside Lamp - Brass", 2, LAMP), ("Extension Cord 5m", 1, CORD),
                 ("Aalto Drum 30 - Natural", 1, SHADE), currency="eur")


@pytest.mark.parametrize("text", GOES_WITH)
def test_the_lamp_a_kept_thing_goes_with_is_not_kept(text):
    allowed(2 * LAMP + CORD, _bedroom(), text, reason="grounded_lines")


@pytest.mark.parametrize("text", GOES_WITH)
def test_the_kept_shade_is_never_asked(text):
    not_allowed(2 * LAMP + CORD + SHADE, _bedroom(), text)
    not_allowed(CORD + SHADE, _bedroom(), text)
