"""Grounded refunds in Finnish, Swedish, Norwegian, Danish and Arabic after the sixteenth
round's corpora (issue 39): a need of a new one negated ("no need of new ones in their
place") is no withdrawal, the purchase regretted (the right of withdrawal used) asks the whole
payment back, spoken Finnish asks money back with a sum between. Written in our own words from
the forms, not from any corpus's ticket; the unsafe twins stay asked."""

from __future__ import annotations

import pytest

from tests.judgment.forms import codes, judged, order


def _glasses():
    return order(("Arabia 24h lasi 33 cl", 4, 1990))


# a need negated of a new one in the place of the broken declines the replacement: the
# refund asked before it stands
@pytest.mark.parametrize("text", [
    "Neljästä lasista kaksi tuli rikki. Voisitteko hyvittää ne kaksi? En tarvitse uusia tilalle.",
    "Kaksi lasia oli rikki. Hyvittäkää ne kaksi, kiitos. En tarvitse uutta tilalle.",
])
def test_a_new_one_not_needed_withdraws_nothing(text):
    found = judged(3980, _glasses(), text)
    assert found.verdict == "allow", codes(found)


def test_the_refund_no_longer_needed_still_withdraws():
    found = judged(3980, _glasses(), "Kaksi lasia oli rikki. Hyvittäkää ne kaksi, kiitos.",
                   "Unohtakaa pyyntö, en enää tarvitse hyvitystä.")
    assert found.verdict == "ask", codes(found)


def _brewer():
    return order(("Moccamaster KBG Select", 1, 249000))


# the purchase regretted, the right of withdrawal used: the whole payment asked back
@pytest.mark.parametrize("text", [
    "Hej. Jag vill ångra mitt köp från i förrgår. Har ni skickat den än?",
    "Jag ångrar köpet, min bror gav mig en likadan.",
    "Jag vill utnyttja min ångerrätt för den här beställningen.",
    "Hei. Jeg vil angre kjøpet mitt fra i går. Er den sendt ennå?",
    "Jeg angrer på kjøpet, kan dere stoppe det?",
    "Hej. Jeg vil gerne fortryde mit køb fra i går. Er den sendt endnu?",
    "Jeg fortryder købet.",
    "Haluan perua ostoksen, tilasin eilen.",
    "Peruutan kaupan, en tarvitsekaan keitintä.",
])
def test_the_purchase_regretted_asks_it_back(text):
    found = judged(None, _brewer(), text)
    assert found.verdict == "allow", codes(found)


@pytest.mark.parametrize("text", [
    "Jag ångrar inte köpet, den är toppen.",
    "Jeg angrer ikke på kjøpet, den er fin.",
])
def test_a_purchase_not_regretted_asks_nothing(text):
    found = judged(None, _brewer(), text)
    assert found.verdict == "ask", codes(found)


# spoken Finnish: "haluun", "haluisin", the sum between the verb and "takas"
@pytest.mark.parametrize("text", [
    "moi! valaisin vilkkuu koko ajan. haluun sen 59,90e takas. lähetän sen takas jos tarvii",
    "valaisin räpsyy. haluisin sen 59,90e takas.",
])
def test_spoken_finnish_asks_the_sum_back(text):
    found = judged(5990, order(("Lukuvalaisin Koivu LED", 1, 5990), ("LED-polttimo E14 2 kpl", 1, 890)),
                   text)
    assert found.verdict == "allow", codes(found)


# a shipping word glued behind another ("kotiinkuljetusmaksu": the home delivery's fee)
@pytest.mark.parametrize("text", [
    "Maksoin kotiinkuljetuksen, mutta paketti jätettiin noutopisteeseen. Pyydän kotiinkuljetusmaksun takaisin.",
    "Valitsin pikakuljetuksen, paketti tuli viikon myöhässä. Haluan pikakuljetusmaksun takaisin.",
])
def test_a_delivery_word_inside_a_compound_is_the_shipping(text):
    found = judged(790, order(("Kärcher WV 6 ikkunanpesuri", 1, 8990), ship=790), text)
    assert found.verdict == "allow", codes(found)


# an emoji before a capital ends a sentence: the words of the one before ("it works")
# are not said of the line the next one names
@pytest.mark.parametrize("text", [
    "Hei. Jeg lurte på hvordan angrerett fungerer 😅 Frakken er for trang over skuldrene. Sendt i "
    "retur i går. Votten beholder jeg.",
    "Hej. Jag undrade hur ångerrätten fungerar 🙂 Jackan är för trång över axlarna. Skickad i retur "
    "igår. Vanten behåller jag.",
])
def test_an_emoji_before_a_capital_ends_the_sentence(text):
    found = judged(189900, order(("Norrøna Falketind Down Jacket", 1, 189900), ("Ullvotter Grå", 1, 24900)),
                   text)
    assert found.verdict == "allow", codes(found)


# a delivery short, said by what was in the box ("det var bare 21 i esken"): the count that
# came, the line's quantity ordered, the missing ones asked
@pytest.mark.parametrize("text", [
    "Bestilte 24 poser kattemat, men det var bare 21 i esken. Kan dere refundere de 3 som mangla?",
    "Beställde 24 påsar kattmat men det fanns bara 21 i kartongen. Kan ni återbetala de 3 som fattades?",
    "Bestilte 24 poser kattefoder, men der var kun 21 i kassen. Kan I refundere de 3 der manglede?",
    "Tilasin 24 pussia kissanruokaa, mutta laatikossa oli vain 21. Voitteko hyvittää ne 3 puuttuvaa?",
])
def test_a_short_box_asks_the_missing_units(text):
    found = judged(3870, order(("Sheba Fine Cuts Chicken 85 g", 24, 1290), ("Kattesand Klumpende 10 l", 1, 12900)),
                   text)
    assert found.verdict == "allow", codes(found)


def _straightener():
    return order(("Remington Pro Hair Straightener S9100", 1, 39900), ("Bobby Pins Gold 24 pcs", 1, 2500))


# a kind named in two words, one of which alone names another kind ("مكواة الشعر", the hair
# iron: no clothes iron): the phrase names the line, its word alone names nothing off the payment
@pytest.mark.parametrize("text", [
    "مكواة الشعر ما تسخن أبد، رجعتها مع المندوب. أبي المبلغ يرجع لي.",
    "مكواة الشعر تعطلت، ابغى استرجع فلوسي",
    "اشتريت مكواة شعر منكم وما تسخن. ابغى استرداد المبلغ.",
])
def test_a_kind_in_two_words_names_its_line_not_the_first_word_s_kind(text):
    found = judged(39900, _straightener(), text)
    assert found.verdict == "allow", codes(found)


def test_a_clothes_iron_is_still_no_line():
    found = judged(39900, _straightener(), "مكواة الملابس اللي طلبتها ما تطلع بخار. أبي فلوسي.")
    assert found.verdict == "ask", codes(found)


def _dress():
    return order(("Marimekko Unikko Jersey Dress - Red/Pink - M", 1, 18000),
                 ("Marimekko Kioski Tasaraita Shirt", 1, 7500))


# the money still not received ("I still haven't got the money"): a refund awaited, asked
@pytest.mark.parametrize("text", [
    "Hei, sain teiltä viestin jo viikko sitten, mutta rahoja ei ole tullut tilille? Se mekko siis, paita jäi mulle.",
    "Hei, rahat mekosta eivät ole vieläkään tulleet. Paidan pidän.",
    "Hei, en ole vieläkään saanut rahoja mekosta. Paidan pidän.",
    "Hej, jag har fortfarande inte fått pengarna för klänningen. Skjortan behåller jag.",
    "Hei, jeg har fortsatt ikke fått pengene for kjolen. Skjorta beholder jeg.",
    "Hej, jeg har stadig ikke fået pengene for kjolen. Skjorten beholder jeg.",
])
def test_the_money_not_received_is_a_refund_awaited(text):
    found = judged(18000, _dress(), text)
    assert found.verdict == "allow", codes(found)


def test_the_money_awaited_still_grounds_on_the_line_not_on_more():
    found = judged(25500, _dress(),
                   "Hej, jag har fortfarande inte fått pengarna för klänningen. Skjortan behåller jag.")
    assert found.verdict == "ask", codes(found)


@pytest.mark.parametrize("text", [
    "مكواة الشعر اللي طلبتها ما تسخن. أبي ٥٩ ريال ترجع لي.",
    "Plattången jag köpte blir inte varm. Jag vill ha tillbaka 59 kr.",
])
def test_a_straightener_is_no_hair_dryer_line(text):
    found = judged(5900, order(("Dyson Supersonic Hair Dryer - Nickel", 1, 189900),
                               ("Diffuser Attachment", 1, 5900)), text)
    assert found.verdict == "ask", codes(found)


# "leave it", bare, said of a line ("والجوارب خلوها"), "nothing wrong with it": the line kept,
# the rest asked
@pytest.mark.parametrize("text", [
    "طلبت مقاس ٤٢ مو ٤٣. ما أبي استبدال، رجعوا فلوس الحذاء والجوارب خلوها.",
    "الحذاء مقاسه صغير، أبي أرجعه وأسترد فلوسه. الجوارب ما فيها مشكلة خلوها.",
    "الحذاء ضيق، أبي أرجعه وأسترد فلوسه، الجوارب ما فيها مشكلة.",
    "أبي أرجع الحذاء وأسترد فلوسه، الجوارب خلوهم.",
])
def test_a_line_left_with_the_customer_is_kept(text):
    found = judged(45900, order(("Nike Air Force 1 - White - EU 43", 1, 45900),
                                ("Nike Everyday Cushioned Socks 3-Pack", 1, 6900)), text)
    assert found.verdict == "allow", codes(found)


def _abaya():
    return order(("Abaya Linen Kimono Sleeve - Navy - 54", 1, 38000), ("Shayla Jersey Premium - Navy", 1, 6500),
                 ("Leather Crossbody Bag - Tan", 1, 24500))


# a garment a title names by its own kind's word (an abaya, a shayla), named in Arabic letters
@pytest.mark.parametrize("amount, text", [
    (44500, "ابغى ارجع العباية والشيلة، المقاس واسع واللون مو نفس الصورة. الشنطة بخليها عندي."),
    (38000, "العبايه مقاسها غلط، رجعتها. ابي فلوسها."),
])
def test_an_abaya_and_a_shayla_name_their_lines(amount, text):
    found = judged(amount, _abaya(), text)
    assert found.verdict == "allow", codes(found)


def test_an_abaya_is_no_dress_line():
    found = judged(38000, order(("Maxi Dress Linen - Navy", 1, 38000), ("Leather Crossbody Bag - Tan", 1, 24500)),
                   "العباية مقاسها غلط، ابي فلوسها.")
    assert found.verdict == "ask", codes(found)


# two compounds of other first parts and one head ("skallbuksene" of a "Vinterbukse" line)
@pytest.mark.parametrize("titles, text", [
    (("Reima Vinterbukse Barn - Sort - 104", "Reima Vinterbukse Barn - Sort - 110", "Reima Fleecejakke Barn - Rød"),
     "Hei! Sender tilbake begge skallbuksene, de var for små. Jakka beholder vi."),
    (("Lindex Barnbyxa Fleece - Svart - 104", "Lindex Barnbyxa Fleece - Svart - 110", "Lindex Fleecejacka Barn - Röd"),
     "Hej! Skickar tillbaka båda mysbyxorna, de var för små. Jackan behåller vi."),
])
def test_a_compound_of_another_first_part_names_the_line_of_its_head(titles, text):
    found = judged(55800, order((titles[0], 1, 27900), (titles[1], 1, 27900), (titles[2], 1, 39900)), text)
    assert found.verdict == "allow", codes(found)


def test_a_compound_of_another_head_names_no_line():
    found = judged(55800, order(("Reima Vinterbukse Barn - Sort - 104", 1, 27900),
                                ("Reima Vinterbukse Barn - Sort - 110", 1, 27900),
                                ("Reima Fleecejakke Barn - Rød", 1, 39900)),
                   "Hei! Sender tilbake begge ullsokkene, de var for små. Jakka beholder vi.")
    assert found.verdict == "ask", codes(found)


# the hundreds in Arabic words ("مئتان وتسعة وأربعون": 249)
def test_arabic_hundreds_in_words_are_the_figure():
    found = judged(24900, order(("Braun Satin Hair 7 Straightener", 1, 24900), ("Braun Hair Dryer HD785", 1, 18900),
                         ship=1500),
                   "أرجعت الجهاز بالبريد وأرجو إعادة مبلغ مئتان وتسعة وأربعون درهماً إلى بطاقتي. "
                   "السشوار عندي وما فيه مشكلة.",
                   subject="استرداد المبلغ")
    assert found.verdict == "allow", codes(found)


def _tools():
    return order(("Gränsfors Small Forest Axe", 1, 119000), ("Bahco Laplander Folding Saw", 1, 34900),
                 ("Työkäsineet nahka koko 9", 1, 1490))


# an axe, a saw, work gloves named by their kinds in the customer's language (Finnish in its
# cases: "kirveestä", "kirveen"), the other tools said fine
@pytest.mark.parametrize("text", [
    "Tilasin teiltä pienen kirveen ja sen varsi halkesi heti. Haluan rahat takaisin kirveestä, saha ja "
    "käsineet ovat ok.",
    "Yxan fick en spricka i skaftet direkt. Jag vill ha pengarna tillbaka för yxan, sågen och handskarna är ok.",
    "Øksa fikk en sprekk i skaftet med en gang. Jeg vil ha pengene tilbake for øksa, sagen og hanskene er fine.",
    "Øksen fik en revne i skaftet med det samme. Jeg vil have pengene tilbage for øksen, saven og handskerne er fine.",
    "الفأس انكسر من أول استخدام، أبي فلوسه. المنشار والقفازات ما فيها مشكلة.",
])
def test_a_tool_named_by_its_kind_names_its_line(text):
    found = judged(119000, _tools(), text)
    assert found.verdict == "allow", codes(found)


def test_a_chainsaw_is_no_folding_saw_line():
    found = judged(34900, _tools(), "Kirves on hyvä, mutta haluan rahat takaisin moottorisahasta.")
    assert found.verdict == "ask", codes(found)


# a tea titled by its variety ("Darjeeling", "Earl Grey"), after a brand whose word is another
# language's kind only by its stem ("Canecs": no Portuguese "canecas", mugs)
@pytest.mark.parametrize("text", [
    "Hej, der manglede noget i min pakke. Kedlen kom, men teen var ikke i pakken. Bare pengene for teen, tak.",
    "Hei, det manglet noe i pakken. Kjelen kom, men teen var ikke med. Bare pengene for teen, takk.",
    "Hej, det saknades något i paketet. Kannan kom men teet var inte med. Bara pengarna för teet, tack.",
])
def test_a_tea_titled_by_its_variety_after_a_brand_is_the_tea(text):
    found = judged(8900, order(("Hario Drip Kettle Buono 1,2 L", 1, 44900),
                               ("Canecs Teahouse Darjeeling 100 g", 1, 8900),
                               ship=3900), text)
    assert found.verdict == "allow", codes(found)


def test_a_compound_whose_first_part_makes_another_kind_is_not_the_head_s_line():
    found = judged(129800, order(("Taklampa Globe Opal - Vit", 1, 64900), ("Taklampa Globe Opal - Grå", 1, 64900),
                                 ("Glödlampa E27 Klar 3-pack", 1, 14900)),
                   "Hej, skickar tillbaka båda lamporna, de var för stora. Glödlamporna behåller jag.")
    assert found.verdict == "allow", codes(found)


def _pan():
    return order(("Tefal Ingenio Stekepanne 24 cm", 1, 44900), ("Tefal Ingenio Avtakbart Håndtak", 1, 24900))


# a missing line no longer needed, got elsewhere meanwhile: the line's money asked, no other purchase
@pytest.mark.parametrize("text", [
    "Håndtaket var ikke i esken, panna kom. Vil bare ha refundert håndtaket, trenger det ikke lenger for jeg "
    "har kjøpt et annet sted.",
    "Håndtaget manglede i pakken. Jeg vil have pengene for håndtaget, jeg har ikke brug for det længere, har "
    "købt et andet sted.",
    "Handtaget saknades i paketet. Jag vill ha pengarna för handtaget, behöver det inte längre, köpte ett "
    "någon annanstans.",
])
def test_a_missing_line_got_elsewhere_since_is_still_this_order_s(text):
    found = judged(24900, _pan(), text)
    assert found.verdict == "allow", codes(found)


def test_the_item_bought_elsewhere_and_broken_stays_another_purchase():
    found = judged(24900, _pan(), "Håndtaket jeg kjøpte et annet sted er ødelagt. Vil ha pengene tilbake.")
    assert found.verdict == "ask", codes(found)


# a part of the goods in the subject (the zipper, a seam): no item off the payment
@pytest.mark.parametrize("subject, code", [
    ("Dragkedjan trasig", "sv"), ("Blixtlåset har gått sönder", "sv"), ("Glidelåsen ødelagt", "nb"),
    ("Lynlåsen er i stykker", "da"), ("Vetoketju rikki", "fi"), ("السحاب خربان", "ar"),
])
def test_a_part_of_the_goods_in_the_subject_is_no_item(subject, code):
    from service.judgment import items
    paid = order(("Fjällräven Räven 28 - Svart", 1, 129900), ("Fjällräven Räven Mini - Grön", 1, 69900))
    assert items.strangers(subject, (code, "en"), paid, code) == ()


# the Swedish price written "449:-": a figure, and with "ha tillbaka" money asked
@pytest.mark.parametrize("text", [
    "Ryggsäcken gick sönder efter en vecka. Vill ha tillbaka 649:- för den.",
    "Ryggsäcken har gått sönder, ni får gärna betala tillbaka 649:-.",
])
def test_a_swedish_price_with_colon_dash_is_the_figure(text):
    found = judged(64900, order(("Haglöfs Tight Medium Backpack 20 L", 1, 64900), ("Haglöfs Pennfodral", 1, 14900)),
                   text)
    assert found.verdict == "allow", codes(found)


def _screen():
    return order(("Samsung Odyssey G5 32\" Monitor", 1, 299900), ("Humanscale M2.1 Monitor Arm", 1, 89900))


# a monitor's stand or arm is a kind of its own, no monitor: kept, it stays out of the refund
@pytest.mark.parametrize("amount, verdict", [(389800, "ask"), (299900, "allow")])
@pytest.mark.parametrize("text", [
    "الشاشة فيها خط أخضر، برجعها. الحامل ممتاز وبخليه عندي.",
    "Skärmen har en död pixel, jag skickar tillbaka den. Skärmarmen är toppen och den behåller jag.",
])
def test_a_monitor_arm_kept_is_no_monitor(amount, verdict, text):
    found = judged(amount, _screen(), text)
    assert found.verdict == verdict, codes(found)


# a book titled by its author, its title and its format ("(pocket)", "(innbundet)"): "all the books"
def test_all_the_books_titled_by_their_format_are_asked():
    paid = order(("Anne Holt – Sannheten bak (innbundet)", 1, 39900),
                 ("Lars Saabye Christensen – Beatles (pocket)", 1, 19900),
                 ("Tore Renberg – Tollefsen (pocket)", 1, 18900), ("Brettspill Alias Norge", 1, 34900))
    found = judged(78700, paid, "Hei! Fikk de samme bøkene til bursdagen, så jeg sender alle bøkene tilbake. "
                                "Brettspillet beholder jeg. Takk!")
    assert found.verdict == "allow", codes(found)


# a phone's stand is the stand, its phone word inside no phone off the payment
@pytest.mark.parametrize("text", [
    "Mobilstället går inte att låsa i vinkel, det faller. Återbetala 29,80 tack. Kabeln är ok.",
    "スマホスタンドが倒れます。返金してください。ケーブルは問題ないです",
])
def test_a_phone_stand_is_the_stand_line(text):
    found = judged(2980, order(("Lamicall Adjustable Phone Stand - Silver", 1, 2980),
                               ("Anker USB-C Cable 1 m", 1, 1990)),
                   text)
    assert found.verdict == "allow", codes(found)
