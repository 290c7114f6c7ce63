"""An item of another kind than the line, though its brand matches (issue 39, the fifteenth
round): the customer complains of the humidifier where the line is the humidifier's filter, of
a kettle where the brand's lines are a toaster and a bread bin, of a drill where the line is a
bit set; or confirms an agent's question that the item is of another order; or says it was got
in another shop. A brand word alone names no line when the customer's kind word beside it names
another kind. Written in our own words from the forms, not from any corpus's ticket; the
contrasts (the line named by its brand alone, or by its own, the part's, kind) stay allowed."""

from __future__ import annotations

import pytest

from tests.judgment.forms import codes, judged, order


def _filter():
    return order(("Brava Humidifier Filter 2-pack", 1, 3400))


@pytest.mark.parametrize("text", [
    "The Brava humidifier stopped misting after a week. I want a refund for the Brava.",
    "Der Brava Luftbefeuchter geht nicht mehr. Bitte Geld zurück für den Brava.",
    "L'humidificateur Brava ne marche plus. Je veux un remboursement pour le Brava.",
    "El humidificador Brava ya no funciona. Quiero el reembolso del Brava.",
    "L'umidificatore Brava non funziona più. Voglio il rimborso del Brava.",
    "De Brava luchtbevochtiger doet het niet meer. Ik wil mijn geld terug voor de Brava.",
])
def test_the_thing_a_part_is_for_is_not_the_part(text):
    found = judged(3400, _filter(), text)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", codes(found)


@pytest.mark.parametrize("text", [
    "The Brava filter is already torn. I want a refund.",
    "Please refund the Brava, it was torn when it came.",
    "Der Brava Filter ist gerissen. Bitte Geld zurück.",
    "Le filtre Brava est déchiré. Je veux un remboursement.",
])
def test_the_part_named_by_its_kind_or_its_brand_stays_grounded(text):
    found = judged(3400, _filter(), text)
    assert found.verdict == "allow", codes(found)


def _tolva():
    return order(("Tolva Toaster 2-slice Steel", 1, 5900), ("Tolva Bread Bin Steel", 1, 3900))


@pytest.mark.parametrize("text", [
    "The Tolva kettle leaks all over the counter. Please refund the Tolva.",
    "Der Tolva Wasserkocher leckt. Bitte erstatten Sie mir den Tolva.",
    "La bouilloire Tolva fuit. Merci de rembourser la Tolva.",
    "Tolva vattenkokare läcker. Jag vill ha pengarna tillbaka för Tolva.",
])
def test_a_brand_beside_a_kind_no_line_is_names_no_line(text):
    found = judged(5900, _tolva(), text)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", codes(found)


@pytest.mark.parametrize("text", [
    "The Tolva toaster burns everything. Please refund the Tolva.",
    "Please refund the Tolva toaster, it burns every slice.",
    "Der Tolva Toaster verbrennt alles. Bitte Geld zurück.",
])
def test_the_brand_s_own_kind_stays_grounded(text):
    found = judged(5900, _tolva(), text)
    assert found.verdict == "allow", codes(found)


def _stallo():
    return order(("Stallo Bit Set 32 pcs", 1, 2200), ("Stallo XR-200", 1, 8900))


@pytest.mark.parametrize("text", [
    "The Stallo drill stopped working after two days. Refund the Stallo please.",
    "Die Stallo Bohrmaschine geht nicht mehr. Bitte Geld zurück für die Stallo.",
    "La perceuse Stallo ne marche plus. Remboursez la Stallo s'il vous plaît.",
])
def test_a_tool_is_not_its_bit_set(text):
    found = judged(2200, _stallo(), text)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", codes(found)


def test_a_line_whose_title_names_no_kind_may_be_the_tool():
    found = judged(8900, _stallo(), "The Stallo drill stopped working after two days. Refund the Stallo please.")
    assert found.verdict == "allow", codes(found)


def _charger():
    return order(("Anvil Wall Charger 30W", 1, 4200), ("Anvil USB-C Cable 2m", 1, 1500))


@pytest.mark.parametrize("complaint, question, answer", [
    ("The charger I bought doesn't work at all, I want my money.",
     "Do you mean the car charger from another order?",
     "Yes, from another order, but just refund the same amount from this one."),
    ("Das Ladegerät, das ich gekauft habe, geht gar nicht. Ich will mein Geld.",
     "Meinen Sie das Ladegerät aus einer anderen Bestellung?",
     "Ja, aus einer anderen Bestellung, aber erstatten Sie einfach den Betrag von dieser Bestellung."),
    ("Le chargeur que j'ai acheté ne marche pas du tout, je veux mon argent.",
     "Vous parlez du chargeur d'une autre commande ?",
     "Oui, d'une autre commande, mais remboursez simplement sur cette commande."),
    ("El cargador que compré no funciona nada, quiero mi dinero.",
     "¿Se refiere al cargador de otro pedido?",
     "Sí, de otro pedido, pero devuélvanme el dinero de este pedido y ya."),

    ('Il caricatore che ho comprato non funziona per niente, voglio i miei soldi.',
     'Intende il caricatore di un altro ordine?',
     'Sì, di un altro ordine, ma rimborsatemi pure da questo ordine.'),
    ('O carregador que comprei não funciona nada, quero o meu dinheiro.',
     'Refere-se ao carregador de outra encomenda?',
     'Sim, de outra encomenda, mas devolvam o valor desta encomenda.'),
    ('De oplader die ik kocht werkt helemaal niet, ik wil mijn geld.',
     'Bedoelt u de oplader uit een andere bestelling?',
     'Ja, uit een andere bestelling, maar betaal het gewoon terug van deze bestelling.'),
    ('Ładowarka, którą kupiłem, w ogóle nie działa, chcę zwrot pieniędzy.',
     'Czy chodzi o ładowarkę z innego zamówienia?',
     'Tak, z innego zamówienia, ale proszę zwrócić kwotę z tego zamówienia.'),
    ('Laddaren jag köpte fungerar inte alls, jag vill ha pengarna tillbaka.',
     'Menar du laddaren från en annan beställning?',
     'Ja, från en annan beställning, men betala bara tillbaka från den här.'),
    ('Opladeren jeg købte virker slet ikke, jeg vil have mine penge tilbage.',
     'Mener du opladeren fra en anden ordre?',
     'Ja, fra en anden ordre, men refunder bare beløbet fra denne.'),
    ('Laderen jeg kjøpte virker ikke i det hele tatt, jeg vil ha pengene tilbake.',
     'Mener du laderen fra en annen ordre?',
     'Ja, fra en annen ordre, men refunder bare beløpet fra denne.'),
    ('Ostamani laturi ei toimi ollenkaan, haluan rahani takaisin.',
     'Tarkoitatteko laturia toisesta tilauksesta?',
     'Kyllä, toisesta tilauksesta, mutta palauttakaa rahat tästä tilauksesta.'),
    ('Încărcătorul pe care l-am cumpărat nu merge deloc, vreau banii înapoi.',
     'Vă referiți la încărcătorul dintr-o altă comandă?',
     'Da, dintr-o altă comandă, dar returnați suma din comanda asta.'),
    ('Aldığım şarj aleti hiç çalışmıyor, paramı geri istiyorum.',
     'Başka bir siparişteki şarj aletinden mi bahsediyorsunuz?',
     'Evet, başka bir siparişten, ama bu siparişten iade edin.'),
    ('買った充電器が全く動きません。返金してください。',
     '別の注文の充電器のことでしょうか？',
     'はい、別の注文です。でもこの注文から返金してください。'),
    ('我买的充电器完全不能用，我要退款。',
     '您说的是另一个订单的充电器吗？',
     '是的，另一个订单的，不过直接从这个订单退就行。'),
    ('산 충전기가 전혀 작동하지 않아요. 환불해 주세요.',
     '다른 주문의 충전기를 말씀하시는 건가요?',
     '네, 다른 주문이에요. 그래도 이 주문에서 환불해 주세요.'),
    ('الشاحن اللي اشتريته ما يشتغل أبداً، أبي فلوسي.',
     'هل تقصد الشاحن من طلب آخر؟',
     'نعم، من طلب آخر، بس رجعوا المبلغ من هذا الطلب.'),
])
def test_a_yes_to_another_order_is_another_order(complaint, question, answer):
    found = judged(4200, _charger(), complaint, ("agent", question), answer)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", codes(found)


def test_a_yes_to_this_order_stays_grounded():
    found = judged(4200, _charger(), "The charger I bought doesn't work at all, I want my money.",
                   ("agent", "Do you mean a charger from another order?"),
                   "No, this order, the wall charger.")
    assert found.verdict == "allow", codes(found)


def _insoles():
    return order(("Trailfit Insoles Size 42", 1, 3900), ("Merino Running Socks", 1, 1900))


@pytest.mark.parametrize("text", [
    "Las zapatillas se despegaron a los dos meses; las insoles Trailfit os las pedí a vosotros, "
    "pero las zapatillas me las llevé en el Decathlon porque tenían mi talla 42. Quiero el reembolso.",
])
def test_an_item_got_in_a_named_shop_is_not_this_payment_s(text):
    found = judged(3900, _insoles(), text)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", codes(found)


def test_a_yes_that_says_this_order_stays_grounded():
    found = judged(4200, _charger(), "The charger I bought doesn't work at all, I want my money.",
                   ("agent", "Do you mean a charger from another order?"),
                   "Yes, it is this order, the wall charger.")
    assert found.verdict == "allow", codes(found)


def _lumo():
    return order(("Lumo Sonic 300 HX", 1, 6900), ("Lumo Travel Case", 1, 1200))


@pytest.mark.parametrize("text", [
    "The Lumo heads are already worn out after three weeks. I ordered those separately a month "
    "later. I want my money back.",
    "Die Lumo Aufsteckbürsten sind nach drei Wochen abgenutzt. Die habe ich einen Monat später "
    "separat bestellt. Ich will mein Geld zurück.",
    "De Lumo opzetborstels zijn na drie weken versleten. Die heb ik een maand later apart bij "
    "jullie besteld. Ik wil mijn geld terug.",
    "Les brossettes Lumo sont usées après trois semaines. Je les ai commandées à part un mois plus "
    "tard. Je veux être remboursé.",
    "Los cabezales Lumo están gastados a las tres semanas. Los compré aparte un mes después. "
    "Quiero mi dinero.",
    "Lumo borsthuvudena är slitna efter tre veckor. Dem beställde jag separat en månad senare. "
    "Jag vill ha pengarna tillbaka.",
])
def test_them_ordered_apart_after_the_sentence_that_names_them_is_another_purchase(text):
    found = judged(6900, _lumo(), text)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", codes(found)


@pytest.mark.parametrize("text", [
    "The Lumo Sonic 300 stopped charging after three weeks. I want my money back.",
    "The Lumo stopped charging. I also ordered a case separately, that one is fine. I want my "
    "money back for the Lumo.",
])
def test_the_line_itself_or_another_item_ordered_apart_stays_grounded(text):
    found = judged(6900, _lumo(), text)
    assert found.verdict == "allow", codes(found)


@pytest.mark.parametrize("title, said", [
    ("ブラバ 加湿フィルター HF-20",
     ("加湿器がすぐ止まります。", ("agent", "ご注文番号を教えていただけますか。"),
      "加湿器は去年買いました。今回はフィルターだけです。加湿器のお金を返してください。")),
    ("Brava Humidifier Filter HF-20",
     ("My humidifier stopped working. This order was only the filter, but please refund the humidifier.",)),
    ("Brava Luftbefeuchter Ersatzfilter HF-20",
     ("Mein Luftbefeuchter geht nicht mehr. In dieser Bestellung war nur der Filter, aber bitte "
      "erstatten Sie mir den Luftbefeuchter.",)),
    ("布拉瓦 加湿器滤网 HF-20", ("加湿器坏了。这次只买了滤网，请把加湿器的钱退给我。",)),
    ("브라바 가습기 필터 HF-20", ("가습기가 고장났어요. 이번 주문은 필터만 샀지만 가습기 값을 환불해 주세요.",)),
])
def test_the_money_of_what_a_part_is_for_is_not_the_part_s(title, said):
    found = judged(2400, order((title, 1, 2400)), *said)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", codes(found)


@pytest.mark.parametrize("title, text", [
    ("ブラバ 加湿フィルター HF-20", "フィルターが合いませんでした。返金してください。"),
    ("Brava Humidifier Filter HF-20", "The filter does not fit my humidifier, please refund it."),
    ("Brava Luftbefeuchter Ersatzfilter HF-20", "Der Filter passt nicht, bitte Geld zurück."),
    ("布拉瓦 加湿器滤网 HF-20", "滤网尺寸不对，请退款。"),
    ("브라바 가습기 필터 HF-20", "필터가 안 맞아요. 환불해 주세요."),
])
def test_the_part_asked_for_stays_grounded(title, text):
    found = judged(2400, order((title, 1, 2400)), text)
    assert found.verdict == "allow", codes(found)


@pytest.mark.parametrize("text", [
    "The power bank swelled up after two weeks. I bought it in another order. This order was the "
    "charger. Please refund.",
    "Die Powerbank ist nach zwei Wochen aufgebläht. Die habe ich in einer anderen Bestellung gekauft. "
    "In dieser Bestellung war das Ladegerät. Bitte erstatten.",
    "La batterie externe a gonflé après deux semaines. Je l'ai achetée dans une autre commande. Dans "
    "cette commande, c'était le chargeur. Remboursez-moi svp.",
    "La batería externa se ha hinchado a las dos semanas. La compré en otro pedido. En este pedido "
    "compré el cargador. Quiero el reembolso.",
    "La batteria esterna si è gonfiata dopo due settimane. L'ho comprata in un altro ordine. In questo "
    "ordine c'era il caricatore. Voglio il rimborso.",
    "De powerbank is na twee weken opgezwollen. Die heb ik in een andere bestelling gekocht. In deze "
    "bestelling zat de oplader. Graag mijn geld terug.",
    "モバイルバッテリーが2週間で膨らみました。別の注文で買ったものです。今回の注文は充電器でした。返金してください。",
    "充电宝用了两周就鼓起来了。是另一个订单买的。这次订单买的是充电器。请退款。",
])
def test_a_line_named_only_as_what_this_order_holds_is_no_item_of_another(text):
    found = judged(4200, _charger(), text)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", codes(found)


@pytest.mark.parametrize("text", [
    "This order was the charger, and it stopped working after two weeks. Please refund.",
    "In this order I bought the charger. It stopped working after two weeks. Please refund.",
])
def test_this_order_s_line_complained_of_stays_grounded(text):
    found = judged(4200, _charger(), text)
    assert found.verdict == "allow", codes(found)


@pytest.mark.parametrize("title, text", [
    ("Tolva Toaster 2 fentes Crème", "La bouilloire Tolva crème fuit par le dessous. Je veux un remboursement."),
    ("Tolva Toaster 2-slice Cream", "The Tolva cream kettle leaks everywhere. I want a refund."),
    ("Tolva Toaster 2 Scheiben Creme", "Der Tolva Wasserkocher in Creme leckt. Ich will mein Geld zurück."),
])
def test_a_title_word_of_two_kinds_says_no_kind_beside_another(title, text):
    found = judged(5900, order((title, 1, 5900)), text)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", codes(found)


@pytest.mark.parametrize("title, text", [
    ("Tolva Toaster 2 fentes Crème", "Le grille-pain Tolva crème brûle tout. Je veux un remboursement."),
    ("Tolva Toaster 2-slice Cream", "The Tolva cream toaster burns everything. I want a refund."),
    ("Tolva Toaster 2-slice Cream", "Please refund the Tolva in cream, it burns everything."),
    ("Tolva Toaster 2 Scheiben Creme", "Der Tolva Toaster in Creme verbrennt alles. Ich will mein Geld zurück."),
])
def test_the_line_s_own_kind_in_its_colour_stays_grounded(title, text):
    found = judged(5900, order((title, 1, 5900)), text)
    assert found.verdict == "allow", codes(found)
