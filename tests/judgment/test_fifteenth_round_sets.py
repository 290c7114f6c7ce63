"""Sets, counts and shares read as customers and agents write them (issue 39, the fifteenth
round): a line named by a kind of its title's family beside a line named by its title ("the
shoes and the insoles went back", the shoe line titled a boot); two lines titled by brand and
model alone named by their two kinds ("the backpack and the flask"), where the socks kept cost
what one of them does less a cent; a size said with its number beside a count ("two came in
size 3 instead of 4": the 3 is no count); a share an agent offers of the item it lets the
customer keep ("if you keep the kettle, half of its price"), taken up (the part, never the
whole line); a word of a kind of product that folds onto a title's colour ("mössan", the
beanie: no moss green) read as that kind; an Arabic plural of a hollow root ("أكواب", cups)
and "the rest" with "and" glued on ("والباقي"). Written in our own words from the forms, never
from a corpus's ticket; each allowed case was sent to a person before (a few languages of a
form were read already).

Their contrasts stay asked: the kept line included, a family with two lines (which one the
words do not say), the whole line where a count was said, the share taken of the order or the
whole line where the offer said it of the kept item."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

# ----- a kind of the title's family, beside a line named by its title ---------------------------
BOOT = "Blundstone 585 Chelsea Boot - Rustic Brown - 41"
INSOLES = ("Insoles Einlegesohlen semelles plantillas solette palmilhas inlegzolen wkładki branțuri "
           "inläggssulor indlægssåler innleggssåler pohjalliset tabanlık インソール 깔창 鞋垫 نعل")
SOCKS = ("Socks Socken chaussettes calcetines calze meias sokken strumpor strømper sokker sukat "
         "skarpetki șosete çorap 靴下 양말 袜子 جوارب")
B, INS, S = 18900, 2400, 1500

SHOES_AND_INSOLES = [
    "I sent the shoes and the insoles back, they rub at the heel. Please refund them. The socks I keep.",
    "Ich habe die Schuhe und die Einlegesohlen zurückgeschickt, bitte erstatten. Die Socken behalte ich.",
    "J'ai renvoyé les chaussures et les semelles, remboursez-moi svp. Je garde les chaussettes.",
    "He devuelto los zapatos y las plantillas, quiero el reembolso. Me quedo con los calcetines.",
    "Ho rispedito le scarpe e le solette, vorrei il rimborso. Tengo le calze.",
    "Devolvi os sapatos e as palmilhas, quero o reembolso. Fico com as meias.",
    "Ik heb de schoenen en de inlegzolen teruggestuurd, graag mijn geld terug. De sokken houd ik.",
    "Jag har skickat tillbaka skorna och inläggssulorna, jag vill ha pengarna tillbaka. Strumporna behåller jag.",
    "Jeg har sendt skoene og indlægssålerne retur, jeg vil have pengene tilbage. Strømperne beholder jeg.",
    "Jeg har sendt skoene og innleggssålene i retur, jeg vil ha pengene tilbake. Sokkene beholder jeg.",
    "Palautin kengät ja pohjalliset, haluan rahat takaisin. Sukat pidän.",
    "Odesłałam buty i wkładki, proszę o zwrot pieniędzy. Skarpetki zatrzymuję.",
    "Am trimis înapoi pantofii și branțurile, vreau banii înapoi. Șosetele le păstrez.",
    "Ayakkabıları ve tabanlıkları iade ettim, para iadesi istiyorum. Çorapları tutuyorum.",
]


def _boots():
    return order((BOOT, 1, B), (INSOLES, 1, INS), (SOCKS, 1, S), currency="eur")


@pytest.mark.parametrize("text", SHOES_AND_INSOLES)
def test_a_kind_of_the_titles_family_names_its_line_beside_a_line_named(text):
    allowed(B + INS, _boots(), text)


@pytest.mark.parametrize("text", SHOES_AND_INSOLES)
def test_the_kept_socks_included_is_asked(text):
    not_allowed(B + INS + S, _boots(), text)


@pytest.mark.parametrize("text", SHOES_AND_INSOLES[:4])
def test_two_lines_of_the_family_leave_the_kind_unbound(text):
    # a boot and a sandal: which of them "the shoes" are, the words do not say
    paid = order((BOOT, 1, B), ("Teva Original Sandal - Black - 41", 1, 4900), (INSOLES, 1, INS),
                 (SOCKS, 1, S), currency="eur")
    not_allowed(B + INS, paid, text)


# ----- two lines titled by brand and model alone, named by their two kinds ----------------------
PACK, FLASK = "Deuter Futura 28 - Graphite", "Ridgeline Summit 950 - Stone"
P, F = 11900, 3900
WOOL = F - 1  # the socks kept cost what the flask costs, less a cent: the sum is the two asked
# (within the cent the rules allow, the pack and the socks cost what the two asked do)

TWO_KINDS = [
    "I returned the backpack and the flask, one broke and one leaks. Please refund. The socks I keep.",
    "Ich habe den Rucksack und die Trinkflasche zurückgeschickt, bitte erstatten. Die Socken behalte ich.",
    "J'ai renvoyé le sac à dos et la gourde, remboursez-moi svp. Je garde les chaussettes.",
    "He devuelto la mochila y la cantimplora, quiero el reembolso. Me quedo con los calcetines.",
    "Ho rispedito lo zaino e la borraccia, vorrei il rimborso. Tengo le calze.",
    "Ik heb de rugzak en de drinkfles teruggestuurd, graag mijn geld terug. De sokken houd ik.",
    "Jag har skickat tillbaka ryggsäcken och vattenflaskan, jag vill ha pengarna tillbaka. Strumporna behåller jag.",
    "Jeg har sendt rygsækken og drikkedunken retur, jeg vil have pengene tilbage. Strømperne beholder jeg.",
    "Palautin repun ja juomapullon, haluan rahat takaisin. Sukat pidän.",
    "Odesłałam plecak i bidon, proszę o zwrot pieniędzy. Skarpetki zatrzymuję.",
]


def _trip():
    return order((PACK, 1, P), (FLASK, 1, F), (SOCKS, 1, WOOL), currency="eur")


@pytest.mark.parametrize("text", TWO_KINDS)
def test_two_kinds_name_the_two_lines_titled_by_their_models(text):
    allowed(P + F, _trip(), text)


@pytest.mark.parametrize("text", TWO_KINDS)
def test_two_kinds_with_the_kept_socks_included_is_asked(text):
    not_allowed(P + F + WOOL, _trip(), text)



def test_two_kinds_of_three_model_titled_lines_is_asked():
    # which two of the three the backpack and the flask are, the words do not say
    paid = order((PACK, 1, P), (FLASK, 1, F), ("Petzl Actik Core", 1, 6900),
                 (SOCKS, 1, S), currency="eur")
    not_allowed(P + F, paid, TWO_KINDS[0])



# ----- a size said with its number, beside a count -------------------------------------------
SIZES = [  # (the line's title, in the customer's language; the words)
    ("Organic Leggings size 4", "Of the 5 leggings, 2 came in size 3 instead of size 4. Can I have my money back "
                                "for those 2? The others are fine."),
    ("Bio-Leggings Größe 4", "Von den 5 Leggings kamen 2 in Größe 3 statt Größe 4. Bekomme ich für die 2 mein "
                             "Geld zurück? Die anderen passen."),
    ("Legging bio taille 4", "Sur les 5 leggings, 2 sont arrivés en taille 3 au lieu de taille 4. Pouvez-vous me "
                             "rembourser ces 2 ? Les autres vont bien."),
    ("Leggings orgánicos talla 4", "De los 5 leggings, 2 llegaron en talla 3 en vez de talla 4. ¿Me devolvéis el "
                                   "dinero de esos 2? Los demás están bien."),
    ("Leggings bio taglia 4", "Dei 5 leggings, 2 sono arrivati in taglia 3 invece di taglia 4. Posso avere il "
                              "rimborso di quei 2? Gli altri vanno bene."),
    ("Biologische legging maat 4", "Van de 5 leggings waren er 2 maat 3 in plaats van maat 4. Kan ik voor die 2 "
                                   "mijn geld terug? De rest is goed."),
    ("Ekologiska leggings storlek 4", "Av de 5 leggingsen kom 2 i storlek 3 i stället för storlek 4. Kan jag få "
                                      "pengarna tillbaka för de 2? Resten är bra."),
    ("Økologiske leggings størrelse 4", "Af de 5 leggings kom 2 i størrelse 3 i stedet for størrelse 4. Kan jeg få "
                                        "pengene tilbage for de 2? Resten er fine."),
    ("Legginsy organiczne rozmiar 4", "Z 5 legginsów 2 przyszły w rozmiarze 3 zamiast rozmiar 4. Czy mogę dostać "
                                      "zwrot za te 2? Reszta jest dobra."),
    ("Luomu leggingsit koko 4", "5 leggingsistä 2 tuli koossa 3 eikä koko 4. Saanko rahat takaisin niistä 2? "
                                "Muut ovat hyvät."),
]
LEG = 900


@pytest.mark.parametrize("title,text", SIZES)
def test_a_size_said_with_its_number_is_no_count(title, text):
    allowed(2 * LEG, order((title, 5, LEG), currency="eur"), text)


@pytest.mark.parametrize("title,text", SIZES)
def test_the_whole_line_where_two_were_counted_is_asked(title, text):
    not_allowed(5 * LEG, order((title, 5, LEG), currency="eur"), text)


# ----- a share an agent offers of the item it lets the customer keep ---------------------------
KETTLE = ("Kettle Wasserkocher bouilloire hervidor bollitore chaleira waterkoker vattenkokare elkedel "
          "vannkoker vedenkeitin czajnik fierbător su ısıtıcısı")
MUGS = "Mugs Tassen tasses tazas tazze canecas mokken muggar krus kopper mukit kubki căni kupa"
K, M = 6400, 2600

KEEP_OFFER = [  # (the customer's complaint, the agent's offer, the customer's yes)
    ("The kettle's lid is dented.", "If you keep the kettle, we can refund half of its price.",
     "Agreed, thanks."),
    ("Der Deckel des Wasserkochers ist verbeult.",
     "Wenn Sie den Wasserkocher behalten, können wir die Hälfte des Preises erstatten.",
     "Einverstanden, danke."),
    ("Le couvercle de la bouilloire est cabossé.",
     "Si vous gardez la bouilloire, nous pouvons rembourser la moitié du prix.", "D'accord, merci."),
    ("La tapa del hervidor está abollada.",
     "Si se queda con el hervidor, podemos reembolsar la mitad del precio.", "De acuerdo, gracias."),
    ("Il coperchio del bollitore è ammaccato.",
     "Se tiene il bollitore, possiamo rimborsare la metà del prezzo.", "D'accordo, grazie."),
    ("A tampa da chaleira está amolgada.",
     "Se ficar com a chaleira, podemos reembolsar metade do valor.", "Concordo, obrigado."),
    ("Het deksel van de waterkoker is gedeukt.",
     "Als u de waterkoker houdt, kunnen we de helft van de prijs terugbetalen.", "Akkoord, bedankt."),
    ("Locket på vattenkokaren är bucklig.",
     "Om du behåller vattenkokaren kan vi betala tillbaka hälften av priset.", "Det låter bra, tack."),
    ("Låget på elkedlen er bulet.",
     "Hvis du beholder elkedlen, kan vi refundere halvdelen af prisen.", "Det er fint, tak."),
]


def _kitchen():
    return order((KETTLE, 1, K), (MUGS, 2, M // 2), currency="eur")


@pytest.mark.parametrize("complaint,offer,yes", KEEP_OFFER)
def test_a_share_offered_of_the_kept_item_and_taken_up_is_of_that_line(complaint, offer, yes):
    allowed(K // 2, _kitchen(), complaint, ("agent", offer), yes)


@pytest.mark.parametrize("complaint,offer,yes", KEEP_OFFER)
def test_the_share_taken_of_the_order_is_asked(complaint, offer, yes):
    not_allowed((K + M) // 2, _kitchen(), complaint, ("agent", offer), yes)


@pytest.mark.parametrize("complaint,offer,yes", KEEP_OFFER)
def test_the_whole_kept_line_is_asked(complaint, offer, yes):
    not_allowed(K, _kitchen(), complaint, ("agent", offer), yes)


# ----- a word of a kind of product is no colour of a title ------------------------------------
def _flask_and_beanie():
    return order(("Alpine Vacuum Flask 500ml - Green", 1, 2900),
                 ("Norrland Ribbed Thin - Navy", 1, 3400), currency="sek")


BEANIE_FINE = [  # "mössan" (the beanie) folds onto "moss", a green: never the green flask
    ("Termosen läcker", "Hej! Termosen läcker ur locket, hela väskan blev blöt. Jag vill ha pengarna "
                        "tillbaka. Mössan var bra."),
    ("", "Termosen läcker, jag vill ha pengarna tillbaka. Mössan är fin, den behåller jag."),
]


@pytest.mark.parametrize("subject,text", BEANIE_FINE)
def test_a_kind_word_that_folds_onto_a_colour_does_not_keep_the_coloured_line(subject, text):
    allowed(2900, _flask_and_beanie(), text, subject=subject)


@pytest.mark.parametrize("subject,text", BEANIE_FINE)
def test_the_kept_beanie_included_is_asked(subject, text):
    not_allowed(2900 + 3400, _flask_and_beanie(), text, subject=subject)


# ----- an Arabic plural of a hollow root: "أكواب", cups (its "و" is a root's letter) ----------
def _cups():
    return order(("Stoneware Espresso Cup 90ml - Sand", 8, 1800), ("Brass Coffee Pot 1L", 1, 14500),
                 currency="sar")


CUPS = [
    "وصلتني ٨ أكواب وثلاثة منها مكسورة، الباقي سليم. أريد استرداد ثمن الثلاثة.",
    "اشتريت ٨ أكواب، ثلاثة منها وصلت مكسورة والباقي تمام. أبغى ترجعون لي فلوس الثلاثة.",
    "الأكواب وصلت اليوم: ٣ من ٨ مكسورة، والباقي سليم. رجاء استرداد ثمن المكسورة.",
    # the rest said fine in a sentence of its own: the cups are the line counted, not kept
    "وصلت ٨ أكواب و٣ منها مشروخة. البقية سليمة. أرجو استرداد ثمن الثلاثة.",
    "من بين ٨ أكواب وصل ٣ مكسورة. الباقي بحالة جيدة. أريد استرداد قيمة الثلاثة فقط.",
]


@pytest.mark.parametrize("text", CUPS)
def test_three_cups_broken_of_eight_in_an_arabic_plural(text):
    allowed(3 * 1800, _cups(), text)


@pytest.mark.parametrize("text", CUPS)
def test_the_eight_cups_where_three_broke_is_asked(text):
    not_allowed(8 * 1800, _cups(), text)


@pytest.mark.parametrize("text", CUPS)
def test_the_three_cups_with_the_pot_kept_is_asked(text):
    not_allowed(3 * 1800 + 14500, _cups(), text)


# ----- a name of two kinds (Danish "tæppe", Norwegian "teppe": a rug, a blanket) of the one a
# title is -------------------------------------------------------------------------------------
def _throw():
    return order(("Nordic Wool Throw 130x170 - Grey", 1, 74900), ("Linen Cushion 45x45 - Rust", 1, 29900),
                 currency="dkk")


THROW_SHARE = [
    ("Tæppet har fået en mørk plet midt på.",
     "Vi kan tilbyde halvdelen af prisen for tæppet tilbage, hvis du beholder det.", "Det er fint, tak."),
    ("Teppet har fått en mørk flekk på midten.",
     "Vi kan tilby halvparten av prisen for teppet tilbake hvis du beholder det.", "Det høres bra ut, takk."),
]


@pytest.mark.parametrize("complaint,offer,yes", THROW_SHARE)
def test_a_share_of_a_line_named_by_a_name_of_two_kinds(complaint, offer, yes):
    allowed(74900 // 2, _throw(), complaint, ("agent", offer), yes)


@pytest.mark.parametrize("complaint,offer,yes", THROW_SHARE)
def test_the_share_of_the_order_where_it_was_said_of_the_throw_is_asked(complaint, offer, yes):
    not_allowed((74900 + 29900) // 2, _throw(), complaint, ("agent", offer), yes)
