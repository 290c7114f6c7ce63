"""A purchase elsewhere still to be made (issue 39, the grounded side): "two of the four chairs
came with a cracked leg; refund those two, I'll buy new ones elsewhere". The words for
elsewhere there are the customer's remedy, what they will do with the money, not where the
chairs came from: the units asked stay grounded. Written in our own words, in the 18 covered
languages, from the form, never from a ticket.

The contrasts stay with a person: the same words with the purchase elsewhere made ("I bought
those two elsewhere"): the item complained of is then another purchase's; and the purchase
to come beside a replacement wished, not the money ("if you refund me, I'll have to buy them
elsewhere"): buying elsewhere is what they would be left to do."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

CHAIR = "Oakline Dining Chair - Walnut"

# (the units asked, the remedy bought elsewhere later; the same with the purchase made)
SAID = [
    ("I ordered four chairs and two came with a cracked leg. Please refund those two,",
     "I'll buy new ones elsewhere.", "I bought those two elsewhere."),
    ("Ich habe vier Stühle bestellt, zwei kamen mit einem gerissenen Bein an. Bitte erstatten Sie diese zwei,",
     "ich kaufe neue woanders.", "die zwei habe ich woanders gekauft."),
    ("J'ai commandé quatre chaises et deux sont arrivées avec un pied fendu. Remboursez-moi les deux chaises abîmées,",
     "j'en achèterai ailleurs.", "je les ai achetées ailleurs."),
    ("Pedí cuatro sillas y dos llegaron con una pata rota. Devuélvanme el dinero de esas dos,",
     "las compraré en otro sitio.", "esas dos las compré en otro sitio."),
    ("Ho ordinato quattro sedie e due sono arrivate con una gamba rotta. Rimborsatemi quelle due,",
     "le comprerò altrove.", "quelle due le ho comprate altrove."),
    ("Encomendei quatro cadeiras e duas chegaram com uma perna partida. Reembolsem-me essas duas,",
     "vou comprá-las noutro sítio.", "essas duas comprei-as noutra loja."),
    ("Ik bestelde vier stoelen en twee kwamen met een gebroken poot. Graag geld terug voor die twee,",
     "ik koop ze wel ergens anders.", "die twee heb ik ergens anders gekocht."),
    ("Jag beställde fyra stolar och två kom med ett trasigt ben. Återbetala de två,",
     "jag köper nya någon annanstans.", "de två köpte jag någon annanstans."),
    ("Jeg bestilte fire stole, og to kom med et knækket ben. Refunder de to,",
     "jeg køber nye et andet sted.", "de to købte jeg et andet sted."),
    ("Jeg bestilte fire stoler, og to kom med et knekt bein. Refunder de to,",
     "jeg kjøper nye et annet sted.", "de to kjøpte jeg et annet sted."),
    ("Neljästä tuolista kahden jalka oli haljennut. Palauttakaa niiden kahden rahat,",
     "ostan uudet muualta.", "ne kaksi ostin muualta."),
    ("Zamówiłam cztery krzesła, dwa przyszły z pękniętą nogą. Proszę o zwrot za te dwa,",
     "kupię nowe gdzie indziej.", "te dwa kupiłam gdzie indziej."),
    ("Am comandat patru scaune și două au venit cu un picior rupt. Returnați-mi banii pentru cele două,",
     "o să cumpăr altele din altă parte.", "pe cele două le-am cumpărat din altă parte."),
    ("Dört sandalye sipariş ettim, ikisi ayağı çatlak geldi. O ikisinin parasını iade edin,",
     "yenilerini başka yerden alırım.", "o ikisini başka yerden aldım."),
    ("椅子を4脚注文しましたが、2脚の脚が割れていました。その2脚分を返金してください。",
     "新しいのは他の店で買います。", "その2脚は他の店で買ったものです。"),
    ("我买了4把椅子，有2把腿裂了，请退2把的钱，", "我去别的店买。", "那2把是在别的店买的。"),
    ("의자 4개 주문했는데 2개 다리가 부러져 왔어요. 그 2개 환불해 주세요.",
     "다른 가게에서 살게요.", "그 2개는 다른 가게에서 샀어요."),
    ("طلبت أربعة كراسي ووصل اثنان منها برجل مكسورة. أرجو استرجاع مبلغ الاثنين،",
     "سأشتري بدلها من متجر آخر.", "الاثنين اشتريتهم من متجر آخر."),
]


# a replacement wished, not the money, with the purchase elsewhere as what a refund would leave
REPLACED = [
    "Actually, I'd rather have a replacement than a refund. If you refund me, I'll buy them elsewhere.",
    'Eigentlich möchte ich lieber Ersatz statt Geld zurück. Wenn Sie erstatten, kaufe ich sie woanders.',
    "En fait, je préfère un échange plutôt qu'un remboursement. Sinon j'en achèterai ailleurs.",
    'Mejor prefiero un cambio en lugar del reembolso. Si no, las compraré en otro sitio.',
    'Anzi, preferisco una sostituzione invece del rimborso. Altrimenti le comprerò altrove.',
    'Aliás, prefiro uma troca em vez do reembolso. Senão vou comprá-las noutro sítio.',
    'Liever een vervanging in plaats van geld terug. Anders koop ik ze ergens anders.',
    'Förresten vill jag hellre ha ett byte än pengarna tillbaka. Annars köper jag nya någon annanstans.',
    'Jeg vil hellere have en ombytning end pengene tilbage. Ellers køber jeg nye et andet sted.',
    'Jeg vil heller ha et bytte enn pengene tilbake. Ellers kjøper jeg nye et annet sted.',
    'Haluan sittenkin vaihtotuotteen, en hyvitystä. Muuten ostan uudet muualta.',
    'Wolę jednak wymianę zamiast zwrotu pieniędzy. Inaczej kupię nowe gdzie indziej.',
    'De fapt prefer o înlocuire în loc de rambursare. Altfel o să cumpăr altele din altă parte.',
    'Aslında para iadesi yerine değişim istiyorum. Yoksa yenilerini başka yerden alırım.',
    'やっぱり返金ではなく新しい椅子を2脚送ってください。でなければ他の店で買います。',
    '还是给我换两把新椅子吧，不要退款。不然我去别的店买。',
    '아니면 환불 말고 새 의자 2개로 교환해 주세요. 안 되면 다른 가게에서 살게요.',
    'أفضل استبدال الكرسيين بدل استرجاع المبلغ. وإلا سأشتري بدلها من متجر آخر.',
]


def _chairs():
    return order((CHAIR, 4, 2500), currency="eur")


@pytest.mark.parametrize(("asked", "later", "made"), SAID)
def test_a_purchase_elsewhere_still_to_make_leaves_the_units_grounded(asked, later, made):
    allowed(5000, _chairs(), f"{asked} {later}", reason="grounded_units")


@pytest.mark.parametrize(("asked", "later", "made"), SAID)
def test_the_purchase_still_to_make_said_apart_leaves_them_grounded(asked, later, made):
    allowed(5000, _chairs(), _apart(asked, later), reason="grounded_units")


def _apart(asked: str, made: str) -> str:
    """The purchase made, said in a sentence of its own after the ask."""
    if asked[-1] in ",，،":
        asked = asked[:-1] + ("。" if asked[-1] == "，" else ".")
    return f"{asked} {made[0].upper()}{made[1:]}"


@pytest.mark.parametrize(("asked", "later", "made"), SAID)
def test_the_purchase_elsewhere_made_stays_with_a_person(asked, later, made):
    not_allowed(5000, _chairs(), _apart(asked, made))


@pytest.mark.parametrize(("asked", "later", "made"), SAID)
def test_the_whole_line_for_two_units_is_not_allowed(asked, later, made):
    not_allowed(10000, _chairs(), f"{asked} {later}")


@pytest.mark.parametrize(("said", "replaced"), [(said[0], r) for said, r in zip(SAID, REPLACED, strict=True)])
def test_the_purchase_to_come_beside_a_replacement_wished_stays_with_a_person(said, replaced):
    not_allowed(5000, _chairs(), said.rstrip(",，،") + ".", replaced)
