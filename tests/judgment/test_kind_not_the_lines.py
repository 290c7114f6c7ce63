"""The item the customer complains of is not on this payment, yet the amount is a line's price and
the line reads as named: the kinds of product and the agent's check are what tell them apart.
Written in our own words from the form, not from any corpus's ticket; each asked case was
allowed before these forms were built, and each contrast beside it must not move.

- A maker's name in Latin letters that is a kind's English name, in a title whose own words (in
  Japanese, Chinese, Korean, Arabic letters) name another kind: "THERMOS" before a cooler bag's
  name is the brand, no flask. A customer's flask is then no line of the payment; their cooler
  bag still is (``concepts.of_title``).
- A cushion is no throw: kinds a customer never calls by one another's name are no family
  (``tables/products`` FAMILIES), so a throw complained of, with the cushion line named only as
  what was bought here, is another purchase's item (``aside``). A throw is still called a
  blanket, a duvet's "Decke" one too.
- An agent asks whether the item is of another order, and the customer answers with the shop
  ("the same shop") or that it does not matter: neither sets this order against the other
  (``tables/elsewhere`` SAME_NOT_THIS). A "no" to the question, or the line named, still does.
- The mirror: a tablet's folio case is a case, so the customer's word for a case names it
  (``tables/products`` phone_case), not a kind no line is.
"""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order

# --- a maker's name that is a kind's English word, before another script's kind ---------------

# (a cooler bag sold under a flask maker's name; the customer's own flask leaks)
MAKER_TITLES = {
    "ja": "THERMOS 保冷ショッピングバッグ 25L",
    "zh": "THERMOS 保冷手提包 25L",
    "ko": "THERMOS 보냉 가방 25L",
}
FLASK = {
    "ja": "先月買ったサーモスの水筒のふたが閉まらなくなりました。4,500円を返金してください。",
    "zh": "上个月买的膳魔师保温杯盖子拧不紧了，漏水。请退我450元。",
    "ko": "지난달 산 써모스 보온병 뚜껑이 안 닫혀서 물이 새요. 45,000원 환불해 주세요.",
}
BAG = {
    "ja": "先月買ったサーモスの保冷バッグのファスナーが壊れました。4,500円を返金してください。",
    "zh": "上个月买的保冷手提包拉链坏了。请退我450元。",
    "ko": "지난달 산 써모스 보냉 가방 지퍼가 고장 났어요. 45,000원 환불해 주세요.",
}
PRICE = {"ja": ("jpy", 4500), "zh": ("cny", 45000), "ko": ("krw", 45000)}


def _bag(lang: str):
    currency, price = PRICE[lang]
    return order((MAKER_TITLES[lang], 1, price), currency=currency), price


@pytest.mark.parametrize("lang", sorted(FLASK))
def test_a_flask_is_no_cooler_bag_sold_under_a_flask_makers_name(lang):
    paid, price = _bag(lang)
    asked(price, paid, FLASK[lang], reason="item_not_on_payment")


@pytest.mark.parametrize("lang", sorted(BAG))
def test_the_cooler_bag_itself_stays_allowed(lang):
    paid, price = _bag(lang)
    allowed(price, paid, BAG[lang])


def test_a_latin_kind_of_the_same_family_stays_the_lines_kind():
    # a mug sold under a flask maker's name is called a flask too: one family of drinkware
    paid = order(("THERMOS 真空断熱マグカップ 350ml", 1, 3200), currency="jpy")
    allowed(3200, paid, "サーモスのマグカップの保温が効きません。3,200円を返金してください。")


# --- a throw is no cushion ------------------------------------------------------------------------

CUSHION = ("Cushion Kissen coussin cojín cuscino almofada kussen poduszka kudde pute tyyny "
           "45x45 Rust", 1, 4500)
SHEETS = ("Flat Sheet 240x260 White", 1, 6500)

# (the throw complained of and its money asked; the cushion told as what was bought here)
THROW = [
    ("en", "The grey wool throw I received already has a hole in it. Please refund the 45.00 for it.",
     "It shared a parcel with the cushion from you."),
    ("de", "Die graue Wolldecke hat schon ein Loch. Bitte erstatten Sie mir 45,00 €.",
     "Sie kam im selben Paket wie das Kissen, das ich bestellt habe."),
    ("fr", "Le plaid gris en laine a déjà un trou. Merci de me rembourser 45,00 €.",
     "Il est arrivé dans le même colis que le coussin commandé."),
    ("es", "La manta gris de lana ya tiene un agujero. Devolvedme los 45,00 €, por favor.",
     "Llegó en el mismo paquete que el cojín que pedí."),
    ("it", "La coperta grigia di lana ha già un buco. Rimborsatemi i 45,00 €, per favore.",
     "È arrivata nello stesso pacco del cuscino che ho ordinato."),
    ("nl", "De grijze wollen deken heeft nu al een gat. Graag 45,00 euro terug.",
     "Hij zat in hetzelfde pakket als het kussen dat ik bestelde."),
    ("sv", "Den grå filten i ull har redan ett hål. Jag vill ha tillbaka 45,00 euro.",
     "Den kom i samma paket som kudden jag beställde."),
    ("da", "Det grå plaid i uld har allerede et hul. Jeg vil gerne have 45,00 euro tilbage.",
     "Det lå i samme pakke som puden, jeg bestilte."),
    ("pl", "Szary wełniany koc ma już dziurę. Proszę o zwrot 45,00 euro.",
     "Przyszedł w tej samej paczce co poduszka, którą zamówiłam."),
]


@pytest.mark.parametrize("lang, complaint, aside", THROW, ids=[t[0] for t in THROW])
def test_a_throw_complained_of_beside_a_cushion_bought_here_is_asked(lang, complaint, aside):
    asked(4500, order(CUSHION, SHEETS, currency="eur"), f"{complaint} {aside}",
          reason="item_not_on_payment")


# the contrast: the cushion itself complained of, the throw only beside it
CUSHION_ITSELF = [
    ("en", "The cushion I ordered already has a hole in its seam. Please refund 45.00. "
           "The throw I bought elsewhere is fine."),
    ("de", "Das bestellte Kissen hat schon ein Loch in der Naht. Bitte erstatten Sie mir 45,00 €."),
    ("fr", "Le coussin commandé a déjà un trou à la couture. Merci de me rembourser 45,00 €."),
    ("sv", "Kudden jag beställde har redan ett hål i sömmen. Jag vill ha tillbaka 45,00 euro."),
]


@pytest.mark.parametrize("lang, text", CUSHION_ITSELF, ids=[t[0] for t in CUSHION_ITSELF])
def test_the_cushion_itself_stays_allowed(lang, text):
    allowed(4500, order(CUSHION, SHEETS, currency="eur"), text)


def test_a_throw_line_is_still_the_customers_blanket():
    paid = order(("Knitted Throw 130x170 Grey", 1, 5900), ("Cushion Cover 45x45", 1, 1900), currency="eur")
    allowed(5900, paid, "Die Decke hat nach einer Wäsche Löcher bekommen. Bitte 59,00 € erstatten.")


# --- the same shop, "it does not matter": no answer of this order ----------------------------

PLANTER = ("Ceramic Planter Ø20 Sage", 1, 2450)
WATERING = ("Watering Can 1.5L Brass", 1, 3800)

# (the customer's complaint, the agent's question whether it is of another order, and an answer
# that names the shop or shrugs, never this order)
SAME_SHOP = [
    ("en", "The planter arrived with a crack along the rim. I'd like my 24.50 back.",
     "Thanks! This order shows a planter and a watering can. Could it be from another order?",
     "Maybe, I think that was in March. Same shop anyway."),
    ("de", "Mein Orchideentopf hat einen Sprung am Rand. Ich hätte gern meine 24,50 € zurück.",
     "Danke! In dieser Bestellung sehe ich einen Übertopf und eine Gießkanne. Meinen Sie eine andere Bestellung?",
     "Kann sein, das war im März. Der gleiche Laden jedenfalls."),
    ("fr", "Mon cache-pot pour orchidée est fêlé sur le bord. Je voudrais récupérer mes 24,50 €.",
     "Merci ! Cette commande contient un pot et un arrosoir. S'agit-il d'une autre commande ?",
     "Peut-être, c'était en mars. Même boutique de toute façon."),
    ("es", "Mi maceta de orquídea llegó rajada por el borde. Quiero que me devuelvan los 24,50 €.",
     "¡Gracias! En este pedido veo una maceta y una regadera. ¿Se refiere a otro pedido?",
     "Puede ser, fue en marzo. El mismo vendedor de todas formas."),
    ("it", "Il mio vaso per orchidee è arrivato crepato sul bordo. Vorrei indietro i miei 24,50 €.",
     "Grazie! In questo ordine vedo un vaso e un annaffiatoio. Si riferisce a un altro ordine?",
     "Forse, era a marzo. Stesso negozio comunque."),
    ("da", "Min orkidépotte har en revne i kanten. Jeg vil gerne have mine 24,50 euro tilbage.",
     "Tak! I denne ordre ser jeg en potte og en vandkande. Mener du en anden ordre?",
     "Måske, det var i marts. Samme butik alligevel."),
    ("tr", "Orkide saksım kenarından çatlak geldi. 24,50 euromu geri istiyorum.",
     "Teşekkürler! Bu siparişte bir saksı ve bir sulama kabı görüyorum. Başka bir sipariş mi acaba?",
     "Olabilir, martta almıştım. Aynı mağaza zaten."),
    ("ja", "蘭の鉢のふちにひびが入って届きました。24.50ユーロを返金してください。",
     "ありがとうございます。このご注文は植木鉢とじょうろです。別のご注文ではありませんか？",
     "たぶん3月だったかも。同じお店なので。"),
    ("nl", "Mijn orchideeënpot heeft een barst in de rand. Ik wil graag mijn 24,50 euro terug.",
     "Bedankt! In deze bestelling zie ik een sierpot en een gieter. Bedoelt u een andere bestelling?",
     "Zou kunnen, dat was in maart. Maakt niet uit, het is dezelfde winkel."),
    ("sv", "Min orkidékruka har en spricka i kanten. Jag vill ha tillbaka mina 24,50 euro.",
     "Tack! I den här ordern ser jag en kruka och en vattenkanna. Menar du en annan beställning?",
     "Kanske, det var i mars. Samma butik i alla fall."),
]


@pytest.mark.parametrize("lang, complaint, question, answer", SAME_SHOP, ids=[s[0] for s in SAME_SHOP])
def test_an_answer_that_names_only_the_shop_says_no_order_of_this(lang, complaint, question, answer):
    asked(2450, order(PLANTER, WATERING, currency="eur"), complaint, ("agent", question), answer,
          reason="item_not_on_payment")


# the contrasts: "no, this order", or the line named as the item in the answer
THIS_ORDER = [
    ("en", "My orchid pot arrived with a crack along the rim. I'd like my 24.50 back.",
     "Thanks! This order shows a planter and a watering can. Could it be from another order?",
     "No, it's this order: the planter is the orchid pot."),
    ("nl", "Mijn orchideeënpot heeft een barst in de rand. Ik wil graag mijn 24,50 euro terug.",
     "Bedankt! In deze bestelling zie ik een sierpot en een gieter. Bedoelt u een andere bestelling?",
     "Nee, het is deze bestelling: de sierpot is de orchideeënpot."),
]


@pytest.mark.parametrize("lang, complaint, question, answer", THIS_ORDER, ids=[s[0] for s in THIS_ORDER])
def test_an_answer_of_this_order_stays_allowed(lang, complaint, question, answer):
    allowed(2450, order(PLANTER, WATERING, currency="eur"), complaint, ("agent", question), answer)


# --- the mirror: a tablet's folio case is a case ---------------------------------------------

FOLIO = ("iPad Pro 13 Smart Folio - Charcoal", 2, 9900)
CASE_WORDS = [
    ("de", "Durch einen doppelten Klick wurde die Hülle zweimal bestellt. Wir brauchen nur eine, "
           "bitte erstatten Sie die zweite Hülle."),
    ("fr", "Un double clic a commandé l'étui deux fois. Un seul nous suffit, merci de rembourser "
           "le deuxième étui."),
    ("ko", "결제가 두 번 돼서 케이스가 2개 주문됐어요. 하나만 필요하니 케이스 하나 값만 환불해 주세요."),
]


@pytest.mark.parametrize("lang, text", CASE_WORDS, ids=[c[0] for c in CASE_WORDS])
def test_a_folio_line_is_named_by_the_customers_word_for_a_case(lang, text):
    allowed(9900, order(FOLIO, currency="eur"), text)


def test_the_tablet_a_folio_is_for_stays_another_item():
    # (the tablet itself, bought elsewhere, is no line of a folio's payment)
    asked(9900, order(("Smart Folio for iPad Pro 13 - Charcoal", 1, 9900), currency="eur"),
          "My iPad's screen went black after an update. I want a refund of 99.00.")


# --- the line named only as where the other item sat, after an agent's listing ---------------

SHELF = ("Oak Wall Shelf Wandregal étagère mensola wandplank hylla hylde 80 cm", 1, 5400)
HOOKS = ("Brass Hooks 3-pack", 1, 900)

# (the complaint of a basket that stood on the shelf, the agent's listing of this order and its
# question, the answer: the basket was bought elsewhere, but it stood on the shelf)
ON_THE_LINE = [
    ("de", "Der Korb, der auf dem Wandregal steht, ist auseinandergefallen. Ich möchte mein Geld zurück.",
     "In dieser Bestellung sind nur ein Wandregal und Haken. Haben Sie den Korb bei uns gekauft?",
     "Den Korb habe ich auf dem Flohmarkt gekauft, aber er steht auf Ihrem Regal, also egal."),
    ("fr", "Le panier en osier posé sur l'étagère s'est défait. Je veux être remboursé.",
     "Cette commande contient seulement une étagère et des crochets. Avez-vous acheté le panier chez nous ?",
     "Le panier vient d'une brocante, mais il est sur votre étagère, donc c'est pareil."),
    ("nl", "De rieten mand die op de wandplank staat is uit elkaar gevallen. Ik wil mijn geld terug.",
     "Deze bestelling bevat alleen een wandplank en haakjes. Heeft u de mand bij ons gekocht?",
     "De mand heb ik op de rommelmarkt gekocht, maar hij staat op jullie plank, dus maakt niet uit."),
    ("sv", "Korgen som står på vägghyllan har gått sönder. Jag vill ha pengarna tillbaka.",
     "Den här ordern har bara en vägghylla och krokar. Köpte du korgen hos oss?",
     "Korgen köpte jag på loppis, men den står på er hylla så det är samma sak."),
    ("da", "Kurven, der står på væghylden, er gået i stykker. Jeg vil have pengene tilbage.",
     "Denne ordre har kun en væghylde og kroge. Købte du kurven hos os?",
     "Kurven købte jeg på et loppemarked, men den står på jeres hylde, så det er det samme."),
]


@pytest.mark.parametrize("lang, complaint, question, answer", ON_THE_LINE, ids=[s[0] for s in ON_THE_LINE])
def test_a_line_named_only_as_where_the_other_item_sat_is_asked(lang, complaint, question, answer):
    asked(5400, order(SHELF, HOOKS, currency="eur"), complaint, ("agent", question), answer,
          reason="item_not_on_payment")


# the contrast: the line itself complained of, the other item denied
THE_LINE_ITSELF = [
    ("en", "The wicker basket that stands on the wall shelf has come apart. I want my money back.",
     "This order only has a wall shelf and a pack of hooks. Did you buy the basket from us?",
     "Sorry, not the basket: the wall shelf itself split, the basket is fine."),
    ("sv", "Korgen som står på vägghyllan har gått sönder. Jag vill ha pengarna tillbaka.",
     "Den här ordern har bara en vägghylla och krokar. Köpte du korgen hos oss?",
     "Förlåt, inte korgen: det är vägghyllan som har gått sönder."),
]


@pytest.mark.parametrize("lang, complaint, question, answer", THE_LINE_ITSELF,
                         ids=[s[0] for s in THE_LINE_ITSELF])
def test_the_line_itself_named_against_the_other_item_stays_allowed(lang, complaint, question, answer):
    allowed(5400, order(SHELF, HOOKS, currency="eur"), complaint, ("agent", question), answer)


# --- an agent's "is it this line?" answered by not knowing -----------------------------------

KESTREL = ("Kestrel K7 Wireless Headphones - Silver", 1, 14900)
POUCH = ("Travel Pouch", 1, 1500)

# (the complaint in a kind's word, the agent's question naming the line, an answer that begins
# by not knowing and names the item again only by its kind)
NOT_KNOWING = [
    ("en", "My earbuds cut out all the time and one side won't charge. I'd like a refund.",
     "I can see an order with us for Kestrel K7 headphones and a pouch. Are those the ones?",
     "No idea, I ordered loads of stuff that month. Just refund the earbuds."),
    ("de", "Meine Ohrhörer setzen ständig aus, einer lädt nicht mehr. Ich möchte mein Geld zurück.",
     "Ich sehe eine Bestellung mit Kestrel K7 Kopfhörern und einer Tasche. Sind es diese?",
     "Keine Ahnung, ich habe in dem Monat viel bestellt. Erstatten Sie einfach die Ohrhörer."),
    ("fr", "Mes écouteurs coupent sans arrêt et l'un ne charge plus. Je veux un remboursement.",
     "Je vois une commande avec un casque Kestrel K7 et une pochette. Est-ce bien celle-ci ?",
     "Aucune idée, j'ai commandé plein de choses ce mois-là. Remboursez les écouteurs."),
    ("nl", "Mijn oordopjes vallen steeds weg en eentje laadt niet meer op. Ik wil mijn geld terug.",
     "Ik zie een bestelling met een Kestrel K7 koptelefoon en een etui. Gaat het daarom?",
     "Geen idee, ik heb die maand veel besteld. Betaal de oordopjes gewoon terug."),
    ("pl", "Moje słuchawki douszne ciągle się rozłączają, jedna nie ładuje. Proszę o zwrot pieniędzy.",
     "Widzę zamówienie ze słuchawkami Kestrel K7 i etui. Czy chodzi o nie?",
     "Nie wiem, zamawiałam wtedy dużo rzeczy. Proszę po prostu zwrócić pieniądze za słuchawki."),
    ("ja", "イヤホンが何度も途切れて、片方が充電できません。返金してください。",
     "Kestrel K7 ヘッドホンとポーチのご注文を確認しました。こちらの商品でしょうか？",
     "わかりません、その月はいろいろ注文したので。とにかくイヤホンを返金してください。"),
    ("ko", "이어폰이 자꾸 끊기고 한쪽은 충전이 안 돼요. 환불해 주세요.",
     "Kestrel K7 헤드폰과 파우치 주문이 확인됩니다. 이 제품이 맞으신가요?",
     "잘 모르겠어요, 그달에 이것저것 많이 주문해서요. 그냥 이어폰 환불해 주세요."),
]


@pytest.mark.parametrize("lang, complaint, question, answer", NOT_KNOWING, ids=[s[0] for s in NOT_KNOWING])
def test_an_agents_named_line_answered_by_not_knowing_is_asked(lang, complaint, question, answer):
    asked(14900, order(KESTREL, POUCH, currency="eur"), complaint, ("agent", question), answer,
          reason="item_not_on_payment")


# the contrasts: the answer names the line by its title's own words, or says yes
CONFIRMED = [
    ("en", "My earbuds cut out all the time and one side won't charge. I'd like a refund.",
     "I can see an order with us for Kestrel K7 headphones and a pouch. Are those the ones?",
     "No idea about the date, but yes, the Kestrel ones."),
    ("de", "Meine Ohrhörer setzen ständig aus, einer lädt nicht mehr. Ich möchte mein Geld zurück.",
     "Ich sehe eine Bestellung mit Kestrel K7 Kopfhörern und einer Tasche. Sind es diese?",
     "Ja, genau die. Bitte erstatten."),
]


@pytest.mark.parametrize("lang, complaint, question, answer", CONFIRMED, ids=[s[0] for s in CONFIRMED])
def test_an_agents_named_line_confirmed_stays_allowed(lang, complaint, question, answer):
    allowed(14900, order(KESTREL, POUCH, currency="eur"), complaint, ("agent", question), answer)
