"""Kinds of product from the shops customers buy from that the kind table lacked (issue 39,
round 18): a customer names the thing by what it is, in their own language ("kåpan", "de
molen", "المهد", "カバー", "blood pressure machine"), the line's title by its trade name ("Grill
Cover", "Spinning Reel", "Bedside Crib", "Protector", "Blood Pressure Monitor"). Unread, the
customer's word named no line (or another kind's: Dutch "molen" is a coffee grinder too), and
the line's price read as one they do not name. Written in our own words, not from any corpus's
ticket. The twins: the same words where the payment holds no line of that kind (its price
another line's: the grill for its cover, a rod for a reel, a pram for a crib) stay with a
person; a part is never the device it fits."""

from __future__ import annotations

import pytest

from tests.judgment.forms import judged, order, shown

# each kind: a payment with a line of it (first, its price the refund's) and one without it,
# the first line's price another kind's
_PAYMENTS = {
    "bp_monitor": ((("Omvita M3 Upper Arm Blood Pressure Monitor", 1, 5490), ("Vitamin D3 Drops 30ml", 1, 1290)),
                   (("Omvita M3 Digital Kitchen Scale", 1, 5490), ("Vitamin D3 Drops 30ml", 1, 1290))),
    "grill_cover": ((("Outfire Premium BBQ Cover 300 Series", 1, 7990), ("Outfire Gas Grill 3 Burner", 1, 69900)),
                    (("Outfire Gas Grill 3 Burner", 1, 7990), ("Beech Wood Chips 2kg", 1, 1290))),
    "crib": ((("Nordbaby Bedside Crib Grey", 1, 19990), ("Organic Cotton Bib 3-pack", 1, 1490)),
             (("Nordbaby City Stroller Grey", 1, 19990), ("Organic Cotton Bib 3-pack", 1, 1490))),
    "cutting_mat": ((("Craftline StandardGrip Mat 12x12", 1, 2190), ("Craftline Desk Lamp", 1, 3490)),
                    (("Craftline Heat Press Mini", 1, 2190), ("Craftline Desk Lamp", 1, 3490))),
    "fishing_reel": ((("Kaizu Sedan 2500 Spinning Reel", 1, 8990), ("Braided Line 0.12mm 150m", 1, 1990)),
                     (("Kaizu Sedan 2.4m Spinning Rod", 1, 8990), ("Braided Line 0.12mm 150m", 1, 1990))),
    "milk_frother": ((("Barista Milk Frother Black", 1, 4990), ("Espresso Beans 1kg", 1, 1990)),
                     (("Barista Coffee Grinder Black", 1, 4990), ("Espresso Beans 1kg", 1, 1990))),
    "thermometer": ((("Medi Digital Ear Thermometer", 1, 3990), ("Saline Nasal Spray 20ml", 1, 890)),
                    (("Medi Digital Bathroom Scale", 1, 3990), ("Saline Nasal Spray 20ml", 1, 890))),
    "baby_monitor": ((("Lumi Video Baby Monitor 5 inch", 1, 12990), ("Organic Cotton Bib 3-pack", 1, 1490)),
                     (("Lumi Bottle Warmer Pro", 1, 12990), ("Organic Cotton Bib 3-pack", 1, 1490))),
    "bike_lock": ((("Fortis Granite U-Lock 460", 1, 6990), ("Rear Bike Light USB", 1, 2490)),
                  (("Fortis Granite Bike Helmet M", 1, 6990), ("Rear Bike Light USB", 1, 2490))),
    "thermostat": ((("Heatwise Smart Thermostat V3", 1, 9990), ("Wall Plug Adapter EU", 1, 590)),
                   (("Heatwise Smart Radiator Fan V3", 1, 9990), ("Wall Plug Adapter EU", 1, 590))),
    "wiper_blades": ((("Clearview Aero Wiper Blades 600/450", 1, 3490), ("Microfibre Cloth 3-pack", 1, 690)),
                     (("Clearview Car Battery 12V 60Ah", 1, 3490), ("Microfibre Cloth 3-pack", 1, 690))),
    "diapers": ((("Softy Baby Diapers Size 3 x 52", 1, 2490), ("Organic Cotton Bib 3-pack", 1, 1490)),
                (("Softy Anti-Colic Baby Bottle 260ml", 1, 2490), ("Organic Cotton Bib 3-pack", 1, 1490))),
    "sewing_machine": ((("Stitchly Sewing Machine SM200", 1, 18990), ("Cotton Fabric Bundle 5 pcs", 1, 1990)),
                       (("Stitchly Steam Iron SM200", 1, 18990), ("Cotton Fabric Bundle 5 pcs", 1, 1990))),
    "lawn_mower": ((("GreenCut Robot Mower 500", 1, 59900), ("Garden Gloves Size 9", 1, 990)),
                   (("GreenCut Garden Hose 25m", 1, 59900), ("Garden Gloves Size 9", 1, 990))),
    "feeding_bottle": ((("Lullo Anti-Colic Baby Bottle 260ml", 1, 1490), ("Organic Cotton Bib 3-pack", 1, 1490)),
                       (("Lullo Digital Ear Thermometer", 1, 1490), ("Organic Cotton Bib 3-pack", 1, 1490))),
    "high_chair": ((("Bimbi Grow High Chair Oak", 1, 14990), ("Organic Cotton Bib 3-pack", 1, 1490)),
                   (("Bimbi Grow City Stroller Oak", 1, 14990), ("Organic Cotton Bib 3-pack", 1, 1490))),
    "guitar": ((("Harmon CG-10 Classical Guitar Natural", 1, 12990), ("Guitar Picks 12-pack", 1, 490)),
               (("Harmon CG-10 Bluetooth Speaker", 1, 12990), ("Guitar Picks 12-pack", 1, 490))),
    "cool_box": ((("Frostline 24L Cooler Box Blue", 1, 4990), ("Camping Mug Enamel", 1, 990)),
                 (("Frostline 24L Camping Tent Blue", 1, 4990), ("Camping Mug Enamel", 1, 990))),
    "baby_carrier": ((("Hugme Ergonomic Baby Carrier Grey", 1, 9990), ("Organic Cotton Bib 3-pack", 1, 1490)),
                     (("Hugme City Stroller Grey", 1, 9990), ("Organic Cotton Bib 3-pack", 1, 1490))),
    "hedge_trimmer": ((("Trimfix 18V Hedge Trimmer 50cm", 1, 8990), ("Garden Gloves Size 9", 1, 990)),
                      (("Trimfix 18V Cordless Drill", 1, 8990), ("Garden Gloves Size 9", 1, 990))),
    "poles": ((("Peakline Carbon Trekking Poles 115-135", 1, 7990), ("Merino Hiking Socks", 1, 1990)),
              (("Peakline Carbon Tent 2P", 1, 7990), ("Merino Hiking Socks", 1, 1990))),
    "cheese": ((("Manchego Curado DOP 1kg", 1, 2890), ("Olive Oil Extra Virgin 1L", 1, 1290)),
               (("Serrano Ham Sliced 80g", 1, 2890), ("Olive Oil Extra Virgin 1L", 1, 1290))),
    "microphone": ((("Sonar NT Mini USB Microphone", 1, 9900), ("Pop Filter 6 inch", 1, 1490)),
                   (("Sonar NT Mini USB Webcam", 1, 9900), ("Pop Filter 6 inch", 1, 1490))),
    "tripod": ((("Stilo Befree Travel Tripod", 1, 14900), ("Lens Cloth 3-pack", 1, 690)),
               (("Stilo Befree Camera Bag", 1, 14900), ("Lens Cloth 3-pack", 1, 690))),
    "aquarium": ((("Tetrix Starter Line Aquarium 54L", 1, 8990), ("Aquarium Gravel 5kg", 1, 990)),
                 (("Tetrix Starter Line Cat Litter 54L", 1, 8990), ("Aquarium Gravel 5kg", 1, 990))),
    "pencil_case": ((("Herlo School Pencil Case Blue", 1, 1290), ("Herlo Gel Pens 10-pack", 1, 790)),
                    (("Herlo School Backpack Blue", 1, 1290), ("Herlo Gel Pens 10-pack", 1, 790))),
    "protector_case": ((("GRIPPA タフプロテクター for Switch", 1, 2980), ("Nintendo Switch Lite ブルー", 1, 21978)),
                       (("Switch用 保護フィルム 2枚", 1, 2980), ("Nintendo Switch Lite ブルー", 1, 21978))),
}

# (language, kind, what the customer writes)
_SAID = [
    ("en", "bp_monitor", "My BP machine shows an error every time I use it. Please refund the BP machine."),
    ("de", "grill_cover", "Die Grillabdeckung kam an einer Naht eingerissen an. Bitte erstatten Sie mir "
                          "die Grillabdeckung."),
    ("fr", "crib", "Le berceau est arrivé avec un pied fendu. Je voudrais être remboursée pour le berceau."),
    ("es", "cutting_mat", "La base de corte llegó doblada. Quiero el reembolso de la base de corte."),
    ("it", "fishing_reel", "Il mulinello fa un rumore strano quando giro la manovella. Vorrei il rimborso "
                           "del mulinello."),
    ("pt", "milk_frother", "O espumador de leite não aquece nada. Quero o reembolso do espumador de leite."),
    ("nl", "fishing_reel", "De molen kraakt bij elke slag. Graag mijn geld terug voor de molen."),
    ("pl", "bp_monitor", "Ciśnieniomierz pokazuje ciągle błąd. Proszę o zwrot pieniędzy za ciśnieniomierz."),
    ("ro", "thermometer", "Termometrul arată valori greșite. Vă rog să-mi returnați banii pentru termometru."),
    ("sv", "grill_cover", "Kåpan var sönderriven när paketet kom. Jag vill ha pengarna tillbaka för kåpan."),
    ("da", "baby_monitor", "Babyalarmen mister forbindelsen hele tiden. Jeg vil gerne have pengene tilbage "
                           "for babyalarmen."),
    ("nb", "bike_lock", "Sykkellåsen låser seg ikke lenger. Jeg vil ha pengene tilbake for sykkellåsen."),
    ("fi", "thermostat", "Termostaatti ei reagoi mihinkään. Haluan rahat takaisin termostaatista."),
    ("tr", "wiper_blades", "Silecekler camı çiziyor. Silecekler için para iadesi istiyorum."),
    ("ja", "protector_case", "カバーが割れた状態で届きました。カバーの代金を返金してください。"),
    ("ko", "crib", "아기침대 나사가 빠진 채로 왔어요. 아기침대 환불해 주세요."),
    ("zh", "bp_monitor", "血压计一直显示错误，请退血压计的钱。"),
    ("ar", "crib", "المهد وصل مكسور من الجانب، أرجو استرجاع مبلغ المهد."),
]

# the kinds of the nursery, the garden, the craft room, the trail and the deli, once a language
_SAID += [
    ("en", "diapers", "The nappies leak at the sides every night. Please refund the nappies."),
    ("de", "sewing_machine", "Die Nähmaschine näht keine geraden Stiche. Bitte erstatten Sie mir die Nähmaschine."),
    ("fr", "lawn_mower", "La tondeuse à gazon ne démarre plus. Je voudrais le remboursement de la tondeuse à gazon."),
    ("es", "feeding_bottle", "El biberón gotea por la tetina. Quiero el reembolso del biberón."),
    ("it", "high_chair", "Il seggiolone traballa da un lato. Vorrei il rimborso del seggiolone."),
    ("pt", "guitar", "O violão chegou com o braço rachado. Quero o reembolso do violão."),
    ("nl", "cool_box", "De koelbox houdt niets koud. Graag mijn geld terug voor de koelbox."),
    ("pl", "diapers", "Pieluchy przeciekają po godzinie. Proszę o zwrot pieniędzy za pieluchy."),
    ("ro", "baby_carrier", "Marsupiul are o cusătură ruptă. Vă rog să-mi returnați banii pentru marsupiu."),
    ("sv", "hedge_trimmer", "Häcksaxen slutade fungera efter en dag. Jag vill ha pengarna tillbaka för häcksaxen."),
    ("da", "lawn_mower", "Plæneklipperen starter ikke. Jeg vil gerne have pengene tilbage for plæneklipperen."),
    ("nb", "poles", "Stavene knakk på første tur. Jeg vil ha pengene tilbake for stavene."),
    ("fi", "sewing_machine", "Ompelukone ei ompele ollenkaan. Pyydän hyvitystä ompelukoneen hinnasta."),
    ("tr", "cheese", "Peynir bozuk geldi, peynir için para iadesi istiyorum."),
    ("ja", "diapers", "おむつが全部破れていました。おむつの代金を返金してください。"),
    ("ko", "feeding_bottle", "젖병에 금이 가 있었어요. 젖병 환불해 주세요."),
    ("zh", "lawn_mower", "割草机启动不了，请退割草机的钱。"),
    ("ar", "diapers", "الحفاضات وصلت ممزقة، أرجو استرجاع مبلغ الحفاضات."),
    # the studio, the aquarium, the school bag
    ("en", "microphone", "The mic picks up a loud hum all the time. Please refund the mic."),
    ("de", "tripod", "Das Stativ wackelt schon am ersten Tag. Bitte erstatten Sie mir das Stativ."),
    ("it", "aquarium", "L'acquario perde acqua da un angolo. Vorrei il rimborso dell'acquario."),
    ("sv", "pencil_case", "Pennfodralets dragkedja gick sönder direkt. Jag vill ha pengarna tillbaka "
                          "för pennfodralet."),
    ("ja", "tripod", "三脚の脚が一本折れていました。三脚の代金を返金してください。"),
    ("ko", "aquarium", "어항에 금이 가서 물이 새요. 어항 환불해 주세요."),
]


@pytest.mark.parametrize(("lang", "kind", "text"), _SAID, ids=[f"{s[0]}-{s[1]}" for s in _SAID])
def test_a_kind_named_in_the_customer_s_words_is_the_line(lang, kind, text):
    paid = _PAYMENTS[kind][0]
    found = judged(paid[0][2], order(*paid, currency="eur"), text)
    assert found.verdict == "allow", shown(found, (text,))


@pytest.mark.parametrize(("lang", "kind", "text"), _SAID, ids=[f"{s[0]}-{s[1]}" for s in _SAID])
def test_a_kind_no_line_is_stays_with_a_person(lang, kind, text):
    # the first line's price is another kind's: the grill for its cover, a rod for a reel
    paid = _PAYMENTS[kind][1]
    found = judged(paid[0][2], order(*paid, currency="eur"), text)
    assert found.verdict != "allow", shown(found, (text,))


_GRILL = {
    "en": "The grill will not light at all. Please refund the grill.",
    "de": "Der Grill zündet nicht. Bitte erstatten Sie mir den Grill.",
    "sv": "Grillen tänder inte alls. Jag vill ha pengarna tillbaka för grillen.",
}


@pytest.mark.parametrize("lang", sorted(_GRILL))
def test_a_grill_is_not_its_cover(lang):
    # the payment holds the cover alone (and wood chips): the grill is no line of it
    paid = (("Outfire Premium Grill Cover 300 Series", 1, 7990), ("Beech Wood Chips 2kg", 1, 1290))
    found = judged(7990, order(*paid, currency="eur"), _GRILL[lang])
    assert found.verdict != "allow", shown(found, (_GRILL[lang],))


def test_a_name_of_two_kinds_where_both_are_lines_stays_with_a_person():
    # Dutch "molen" is a fishing reel and a coffee grinder: with a line of each, it names neither
    paid = (("Kaizu Sedan 2500 Spinning Reel", 1, 8990), ("Hario Skerton Coffee Grinder", 1, 4990))
    text = "De molen kraakt bij elke slag. Graag mijn geld terug voor de molen."
    found = judged(8990, order(*paid, currency="eur"), text)
    assert found.verdict != "allow", shown(found, (text,))


# a Japanese name of one character, as a word of its own before a particle ("靴と", "靴が")
_SHOES = "子どもの靴と帽子が小さかったです。靴の代金だけ返金してください。"


def test_a_name_of_one_character_before_and_names_the_line():
    paid = (("ミナミ ベビーシューズ 12.5cm", 1, 8800), ("ミナミ キッズ 帽子 52cm", 1, 3300))
    found = judged(8800, order(*paid, currency="jpy"), _SHOES)
    assert found.verdict == "allow", shown(found, (_SHOES,))


def test_a_name_of_one_character_is_no_longer_name_holding_it():
    # socks ("靴下") are no shoes: the payment's first line is socks at the shoes' price
    paid = (("ミナミ ベビー靴下 3足", 1, 8800), ("ミナミ キッズ 帽子 52cm", 1, 3300))
    found = judged(8800, order(*paid, currency="jpy"), _SHOES)
    assert found.verdict != "allow", shown(found, (_SHOES,))
