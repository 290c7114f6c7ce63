"""Grounded refunds the reading still sent to a person (the fifteenth round, the rest): a
delivery that came short asked by what is missing, ... Each form in our own words, in the
languages it exists in, with its contrast beside it. Written in our own words, never copied
from a corpus."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, judged, order

# ----- ordered N, M came: the missing units asked, a count never written -----------------------
_CANDLES = order(("Nordlys Duftlys Bjørk 180g", 5, 2400), currency="eur")


@pytest.mark.parametrize("text", [
    "I ordered 5 candles and only 3 turned up. Could you refund what is missing?",
    "Ich habe 5 Kerzen bestellt, angekommen sind nur 3. Bitte die fehlenden erstatten.",
    "J'ai commandé 5 bougies, seulement 3 sont arrivées. Remboursez celles qui manquent svp.",
    "Pedí 5 velas y solo me llegaron 3. Devolvedme el dinero de las que faltan.",
    "Ho ordinato 5 candele ma ne sono arrivate 3. Rimborsatemi quelle mancanti.",
    "Encomendei 5 velas e só chegaram 3. Quero o reembolso das que faltam.",
    "Ik had 5 kaarsen besteld, er kwamen er maar 3. Graag geld terug voor de ontbrekende.",
    "Zamówiłam 5 świec, dotarły tylko 3. Proszę o zwrot za brakujące.",
    "Am comandat 5 lumânări și au ajuns doar 3. Vă rog rambursați-le pe cele lipsă.",
    "Jag beställde 5 ljus men bara 3 kom. Återbetala de som saknas, tack.",
    "Jeg bestilte 5 lys, men der kom kun 3. Refunder dem der mangler.",
    "Jeg bestilte 5 lys, men det kom bare 3. Refunder de som mangler, takk.",
    "Tilasin 5 kynttilää, mutta vain 3 saapui. Hyvittäkää puuttuvat.",
    "5 mum sipariş ettim, sadece 3 tane geldi. Eksik olanların parasını iade edin.",
    "طلبت ٥ شموع ووصلني ٣ بس. رجعوا لي فلوس الناقصة.",
    "キャンドルを5個注文したのに3個しか届きませんでした。足りない分を返金してください。",
    "양초 5개 주문했는데 3개만 왔어요. 빠진 거 환불해 주세요.",
    "我订了5个蜡烛，只到了3个。缺的请退款。",
])
def test_the_units_missing_from_a_short_delivery_are_asked(text):
    allowed(4800, _CANDLES, text)


def test_the_missing_said_only_in_the_subject_still_asks_the_difference():
    allowed(2400, _CANDLES, "طلبت ٥ شموع ووصلني ٤ فقط. رجعوا لي قيمة وحدة لو سمحتم.",
            subject="شموع ناقصة")


@pytest.mark.parametrize("amount", [12000, 7200])
def test_the_whole_line_or_the_units_that_came_are_not_the_missing_ones(amount):
    # contrast: the line, or the three that came, asked where two are missing
    asked(amount, _CANDLES, "Pedí 5 velas y solo me llegaron 3. Devolvedme el dinero de las que faltan.")


def test_no_need_is_no_word_for_missing():
    # contrast: "no hace falta" (no need) beside a count that came broken
    paid = order(("Farol de jardín solar", 4, 1500), currency="eur")
    found = judged(4500, paid, "De los 4 faroles que pedí, uno ha llegado roto. Devolvedme el dinero del "
                               "roto. No hace falta que mandéis otro.")
    assert found.verdict != "allow"


# ----- the shipping the shop should bear: "you should cover the shipping" -------------------------
_LAMP = order(("Muuto Ambit Pendant Lamp 40 White", 1, 89900), ("Philips LED E27 Bulb 2-pack", 1, 12900),
              ship=6900, currency="sek")


@pytest.mark.parametrize("text", [
    "Wrong colour on the pendant lamp. No new one, I'm just returning it. And you should cover the shipping, "
    "it was your mistake. The bulbs I keep.",
    "Die Pendelleuchte kam in der falschen Farbe, ich gebe sie zurück. Den Versand solltet ihr übernehmen, "
    "euer Fehler. Die Birnen behalte ich.",
    "La suspension est arrivée dans la mauvaise couleur, je la renvoie. Les frais de port, c'est à vous de "
    "les prendre en charge. Je garde les ampoules.",
    "La lámpara colgante llegó en otro color, la devuelvo. Y el envío deberíais asumirlo vosotros. Las "
    "bombillas me las quedo.",
    "La lampada a sospensione è del colore sbagliato, la rendo. La spedizione dovreste coprirla voi. Le "
    "lampadine le tengo.",
    "O candeeiro de teto veio na cor errada, vou devolvê-lo. E o envio devem ser vocês a pagar. Fico com "
    "as lâmpadas.",
    "De hanglamp heeft de verkeerde kleur, ik stuur hem terug. De verzendkosten moeten jullie dragen. De "
    "peertjes houd ik.",
    "Lampa wisząca przyszła w złym kolorze, odsyłam ją. Koszt wysyłki powinniście pokryć wy. Żarówki "
    "zostawiam.",
    "Lustra a venit în altă culoare, o returnez. Transportul ar trebui să-l suportați voi. Becurile le "
    "păstrez.",
    "Taklampan kom i fel färg, jag returnerar den. Frakten borde väl ni stå för när felet är ert? "
    "Glödlamporna behåller jag.",
    "Loftlampen kom i forkert farve, jeg sender den retur. Fragten må I vel dække. Pærerne beholder jeg.",
    "Taklampen kom i feil farge, jeg returnerer den. Frakten bør vel dere dekke. Pærene beholder jeg.",
    "Sarkıt lamba yanlış renkte geldi, iade ediyorum. Kargo ücretini sizin karşılamanız gerekir. "
    "Ampulleri tutuyorum.",
    "ペンダントライトの色が違うので返品します。送料はそちらで負担してください。電球は使います。",
    "펜던트 조명 색이 달라서 반품할게요. 배송비는 그쪽에서 부담해 주세요. 전구는 쓸게요.",
    "吊灯颜色发错了，我退货。运费应该你们承担。灯泡我留着。",
])
def test_the_shipping_the_shop_should_bear_is_asked_with_the_line(text):
    allowed(96800, _LAMP, text)


@pytest.mark.parametrize("text", [
    "Die Pendelleuchte kam in der falschen Farbe, ich gebe sie zurück. Den Versand müsst ihr nicht "
    "übernehmen. Die Birnen behalte ich.",
    "The pendant lamp came in the wrong colour, I'm returning it. The bulbs I keep.",
])
def test_the_shipping_not_said_or_said_not_owed_stays_out(text):
    # contrast: the cost borne negated, or never spoken of
    asked(96800, _LAMP, text)


# ----- the item kept rather than sent back, then the part an agent offered taken up ------------
_COAT = order(("Haglöfs Roc Shell Jacket Men Blue L", 1, 32000), currency="eur")
_OFFER = ("agent", "Sorry about that. We could give you 25% of the jacket's price back so you can get the "
                   "zip replaced locally. Would that be ok?")


@pytest.mark.parametrize("said", [
    "The zip of the shell jacket won't stay closed. To be honest I'd rather keep it and let a tailor "
    "replace the zip than post it back.",
    "The zip of the shell jacket won't stay closed. I'll keep it and have a seamstress fix it, sending it "
    "back is too much hassle.",
])
def test_a_share_offered_and_taken_up_after_keeping_the_item_is_asked(said):
    allowed(8000, _COAT, said, _OFFER, "yep fine, 25% works, cheers")


@pytest.mark.parametrize("reply", [
    "25%? no thanks, I don't want any refund.",
    "ok 25% works. Actually no, I don't want a refund after all.",
])
def test_the_share_offered_and_then_declined_stays_declined(reply):
    # contrast: the offer turned down, or taken up and then declined
    asked(8000, _COAT, "The zip of the shell jacket won't stay closed. I'd rather keep it than post it "
                       "back.", _OFFER, reply)


def test_a_missing_count_said_beside_its_word_is_the_count_missing():
    # contrast to the short delivery: "4 are missing" counts what is missing, not what came
    paid = order(("Ortiz Bonito del Norte 250 g", 12, 450), currency="eur")
    allowed(1800, paid, "I ordered 12 tins, the box came crushed and 4 are missing. Refund those 4 please.")
