"""An item of a neighbouring kind (issue 39, stop 64): the customer complains of a kind the
kinds' table knows (a skirt, a crêpe pan, socks) while the line of the price they write is of
another kind beside it (a dress, a frying pan, mittens), named in the customer's words only by
a colour or by a brand and a model the two share. A colour or a brand says which of its kind,
not which kind: the refund of the line's price is of an item not on this payment. Written in our
own words from the form, not from any corpus's ticket; the twins (the line named by its own
kind, in a synonym or an inflected form) stay allowed.

And the Finnish forms whose stem changes (consonant gradation, a plural's "i": "sukista",
"kengät", "matoista", "lamppuja", "pöydät", "lapasista"): they name their kind both ways, so
a line is named by them. (Read for a positive naming only: a kind guessed from a form the table
does not write is never "something no line is"; the plurals it writes, "sukat", "lapaset",
"kengät", are, and one said of a colour the line is names another item.)"""

from __future__ import annotations

import pytest

from tests.judgment.forms import codes, judged, order

# (language, the dress line's title, the complaint of a skirt of its colour, the same of the dress)
_DRESS_OR_SKIRT = [
    ("en", "Midi dress - Green",
     "My skirt faded after the first wash, it was the green linen one (49.90). Please refund it.",
     "My dress faded after the first wash, it was the green linen one (49.90). Please refund it."),
    ("de", "Midikleid - Grün",
     "Die Farbe des Rockes aus Leinen ist nach der ersten Wäsche "
     "ausgeblichen, es war der grüne (49,90 €). Bitte erstatten.",
     "Die Farbe des Kleides aus Leinen ist nach der ersten Wäsche "
     "ausgeblichen, es war das grüne (49,90 €). Bitte erstatten."),
    ("fr", "Robe midi - Vert",
     "Ma jupe en lin a déteint au premier lavage, c'était la verte (49,90 €). Merci de me rembourser.",
     "Ma robe en lin a déteint au premier lavage, c'était la verte (49,90 €). Merci de me rembourser."),
    ("es", "Vestido midi - Verde",
     "Mi falda de lino se destiñó en el primer lavado, era la verde (49,90 €). Quiero el reembolso.",
     "Mi vestido de lino se destiñó en el primer lavado, era el verde (49,90 €). Quiero el reembolso."),
    ("it", "Vestito midi - Verde",
     "La mia gonna di lino si è scolorita al primo lavaggio, era quella verde (49,90 €). Vorrei il rimborso.",
     "Il mio vestito di lino si è scolorito al primo lavaggio, era quello verde (49,90 €). Vorrei il rimborso."),
    ("nl", "Midi jurk - Groen",
     "Mijn rok is verkleurd na de eerste wasbeurt, het was de groene van linnen (€ 49,90). Graag terugbetalen.",
     "Mijn jurk is verkleurd na de eerste wasbeurt, het was de groene van linnen (€ 49,90). Graag terugbetalen."),
    ("pl", "Sukienka midi - Czarna",
     "Moja spódnica odbarwiła się po pierwszym praniu, to była ta czarna, lniana (49,90 zł). Proszę o zwrot.",
     "Moja sukienka odbarwiła się po pierwszym praniu, to była ta czarna, lniana (49,90 zł). Proszę o zwrot."),
    ("pt", "Vestido midi - Verde",
     "A minha saia de linho desbotou na primeira lavagem, era a verde (49,90 €). Quero o reembolso.",
     "O meu vestido de linho desbotou na primeira lavagem, era o verde (49,90 €). Quero o reembolso."),
    ("sv", "Klänning midi - Grön",
     "Min kjol i linne bleknade efter första tvätten, det var den gröna (49,90 €). Jag vill ha pengarna tillbaka.",
     "Min klänning i linne bleknade efter första tvätten, det var den gröna (49,90 €). Jag vill ha pengarna tillbaka."),
    ("da", "Kjole midi - Grøn",
     "Min nederdel i hør falmede efter første vask, det var den grønne (49,90 €). Jeg vil gerne have pengene tilbage.",
     "Min kjole i hør falmede efter første vask, det var den grønne (49,90 €). Jeg vil gerne have pengene tilbage."),
    ("nb", "Kjole midi - Grønn",
     "Skjørtet i lin bleknet etter første vask, det var det grønne (49,90 €). Jeg vil ha pengene tilbake.",
     "Kjolen i lin bleknet etter første vask, det var den grønne (49,90 €). Jeg vil ha pengene tilbake."),
    ("fi", "Mekko midi - Vihreä",
     "Ostin vihreän pellavasta tehdyn hameen (49,90 €), se haalistui "
     "heti ensimmäisessä pesussa. Haluan rahat takaisin.",
     "Ostin vihreän pellavasta tehdyn mekon (49,90 €), se haalistui "
     "heti ensimmäisessä pesussa. Haluan rahat takaisin."),
    ("tr", "Midi elbise - Yeşil",
     "Keten etek ilk yıkamada soldu, yeşil olanı almıştım (49,90 €). Paramı iade edin lütfen.",
     "Keten elbise ilk yıkamada soldu, yeşil olanı almıştım (49,90 €). Paramı iade edin lütfen."),
    ("ja", "Midi dress - Green",
     "リネンのスカートが最初の洗濯で色あせました。カラーは「Green」です（49,90ユーロ）。返金してください。",
     "リネンのワンピースが最初の洗濯で色あせました。カラーは「Green」です（49,90ユーロ）。返金してください。"),
    ("ko", "Midi dress - Green",
     "린넨 치마가 첫 세탁에서 물이 빠졌어요. 색은 초록이에요(49,90유로). 환불해 주세요.",
     "린넨 원피스가 첫 세탁에서 물이 빠졌어요. 색은 초록이에요(49,90유로). 환불해 주세요."),
    ("zh", "Midi dress - Green",
     "亚麻半身裙第一次洗就褪色了，颜色是绿色（49,90欧元），请退款。",
     "亚麻连衣裙第一次洗就褪色了，颜色是绿色（49,90欧元），请退款。"),
    ("ar", "فستان ميدي - أخضر",
     "التنورة الكتان بهت لونها من أول غسلة، كانت باللون الأخضر (49,90 يورو). أريد استرداد المبلغ.",
     "الفستان الكتان بهت لونه من أول غسلة، كان باللون الأخضر (49,90 يورو). أريد استرداد المبلغ."),
    ("ro", "Rochie midi - Verde",
     "Fusta de in și-a pierdut culoarea la prima spălare, era cea verde (49,90 €). Vă rog să-mi returnați banii.",
     "Rochia de in și-a pierdut culoarea la prima spălare, era cea verde (49,90 €). Vă rog să-mi returnați banii."),
]


def _dress(title: str):
    return order((title, 1, 4990), ("Leather belt - Brown", 1, 2990), currency="eur")


@pytest.mark.parametrize("lang,title,skirt,dress", _DRESS_OR_SKIRT, ids=[c[0] for c in _DRESS_OR_SKIRT])
def test_a_skirt_of_the_dress_s_colour_is_another_item(lang, title, skirt, dress):
    found = judged(4990, _dress(title), skirt)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", (lang, codes(found))


@pytest.mark.parametrize("lang,title,skirt,dress", _DRESS_OR_SKIRT, ids=[c[0] for c in _DRESS_OR_SKIRT])
def test_the_dress_named_by_its_kind_and_colour_stays_grounded(lang, title, skirt, dress):
    found = judged(4990, _dress(title), dress)
    assert found.verdict == "allow", (lang, codes(found))


# (language, the frying pan's word in a title, the complaint of a crêpe pan of the same brand
# and model, the same of the frying pan: its own kind, or a synonym). Turkish and Arabic name
# a crêpe pan only in a phrase whose head is the frying pan's word ("krep tavası", "مقلاة
# كريب"): that phrase names the pan line, read in no customer's words as a kind of its own.
_CREPE_OR_FRYING = [
    ("en", "Frying Pan", "My Mineral B crêpe pan (44.90) already has a loose handle. I want a refund.",
     "My Mineral B skillet (44.90) already has a loose handle. I want a refund."),
    ("de", "Bratpfanne", "Meine Crêpepfanne Mineral B (44,90 €) hat schon "
     "einen wackeligen Griff. Ich möchte mein Geld zurück.",
     "Meine Pfanne Mineral B (44,90 €) hat schon einen wackeligen Griff. Ich möchte mein Geld zurück."),
    ("fr", "Poêle", "Ma crêpière Mineral B (44,90 €) a déjà le manche qui branle. Je souhaite un remboursement.",
     "Ma poêle Mineral B (44,90 €) a déjà le manche qui branle. Je souhaite un remboursement."),
    ("es", "Sartén", "Mi crepera Mineral B (44,90 €) ya tiene el mango flojo. Quiero un reembolso.",
     "Mi sartén Mineral B (44,90 €) ya tiene el mango flojo. Quiero un reembolso."),
    ("it", "Padella", "La mia crepiera Mineral B (44,90 €) ha già il manico che balla. Vorrei un rimborso.",
     "La mia padella Mineral B (44,90 €) ha già il manico che balla. Vorrei un rimborso."),
    ("pt", "Frigideira", "A minha crepeira Mineral B (44,90 €) já tem o cabo solto. Quero o reembolso.",
     "A minha frigideira Mineral B (44,90 €) já tem o cabo solto. Quero o reembolso."),
    ("nl", "Koekenpan", "Mijn crêpepan Mineral B (€ 44,90) heeft nu al een losse steel. Ik wil mijn geld terug.",
     "Mijn koekenpan Mineral B (€ 44,90) heeft nu al een losse steel. Ik wil mijn geld terug."),
    ("pl", "Patelnia", "Moja naleśnikarka Mineral B (44,90 zł) ma już luźny uchwyt. Proszę o zwrot pieniędzy.",
     "Moja patelnia Mineral B (44,90 zł) ma już luźny uchwyt. Proszę o zwrot pieniędzy."),
    ("sv", "Stekpanna", "Min crêpepanna Mineral B (44,90 €) har redan ett "
     "glappande handtag. Jag vill ha pengarna tillbaka.",
     "Min stekpanna Mineral B (44,90 €) har redan ett glappande handtag. Jag vill ha pengarna tillbaka."),
    ("da", "Stegepande", "Min pandekagepande Mineral B (44,90 €) har "
     "allerede et løst håndtag. Jeg vil have pengene tilbage.",
     "Min stegepande Mineral B (44,90 €) har allerede et løst håndtag. Jeg vil have pengene tilbage."),
    ("nb", "Stekepanne", "Min pannekakepanne Mineral B (44,90 €) har "
     "allerede et løst håndtak. Jeg vil ha pengene tilbake.",
     "Min stekepanne Mineral B (44,90 €) har allerede et løst håndtak. Jeg vil ha pengene tilbake."),
    ("fi", "Paistinpannu", "Ostamani lettupannu Mineral B (44,90 €) heiluu jo kahvasta. Haluan rahat takaisin.",
     "Ostamani paistinpannu Mineral B (44,90 €) heiluu jo kahvasta. Haluan rahat takaisin."),
    ("ro", "Tigaie", "Clătitiera Mineral B (44,90 €) are deja mânerul slăbit. Vreau banii înapoi.",
     "Tigaia Mineral B (44,90 €) are deja mânerul slăbit. Vreau banii înapoi."),
    ("ja", "Frying Pan", "クレープパン Mineral B（44,90ユーロ）の取っ手がもうぐらぐらです。返金してください。",
     "フライパン Mineral B（44,90ユーロ）の取っ手がもうぐらぐらです。返金してください。"),
    ("ko", "Frying Pan", "크레페팬 Mineral B(44,90유로) 손잡이가 벌써 흔들려요. 환불해 주세요.",
     "프라이팬 Mineral B(44,90유로) 손잡이가 벌써 흔들려요. 환불해 주세요."),
    ("zh", "Frying Pan", "可丽饼锅 Mineral B（44,90欧元）的手柄已经松了，请退款。",
     "平底锅 Mineral B（44,90欧元）的手柄已经松了，请退款。"),
]


def _pans(word: str):
    return order((f"Mineral B Element {word} 28 cm", 1, 5990), (f"Mineral B Element {word} 24 cm", 1, 4490),
                 currency="eur")


@pytest.mark.parametrize("lang,word,crepe,frying", _CREPE_OR_FRYING, ids=[c[0] for c in _CREPE_OR_FRYING])
def test_a_crepe_pan_of_the_frying_pan_s_model_is_another_item(lang, word, crepe, frying):
    found = judged(4490, _pans(word), crepe)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", (lang, codes(found))


@pytest.mark.parametrize("lang,word,crepe,frying", _CREPE_OR_FRYING, ids=[c[0] for c in _CREPE_OR_FRYING])
def test_the_frying_pan_named_by_its_kind_stays_grounded(lang, word, crepe, frying):
    found = judged(4490, _pans(word), frying)
    assert found.verdict == "allow", (lang, codes(found))


@pytest.mark.parametrize("text", [
    "Ma poêle à crêpes Mineral B (44,90 €) a déjà le manche qui branle. Je souhaite un remboursement.",
    "Ma poêle Mineral B (44,90 €) a déjà le manche qui branle. Je souhaite un remboursement.",
    "My Mineral B pan (44.90) already has a loose handle. I want a refund.",
])
def test_a_crepe_pan_line_called_a_pan_stays_grounded(text):
    paid = order(("Mineral B Element Crêpière 24 cm", 1, 4490), ("Mineral B Element Poêle 28 cm", 1, 5990),
                 currency="eur")
    found = judged(4490, paid, text)
    assert found.verdict == "allow", codes(found)


def _winter(first: tuple[str, int]):
    return order((first[0], 1, first[1]), ("Leather belt - Brown", 1, 2990), currency="eur")


# (a line, a Finnish complaint naming it in a form whose stem changes, no price written)
_GRADED = [
    (("Merino wool socks, 2 pairs", 1990), "Sukista toinen pari purkautui "
      "kantapäästä jo viikossa. Voisitteko hyvittää ne?"),
    (("Leather ankle shoes", 8990), "Kengistä irtosi pohja toisella käyttökerralla. Haluan hyvityksen niistä."),
    (("Cotton rug 80x150", 4990), "Matoista toinen on värjäytynyt jo pesussa. Pyydän hyvitystä siitä."),
    (("Pendant lamp, 3 pack", 5990), "Lampuista yksi ei syty ollenkaan, ja toinen välkkyy. Voitteko hyvittää ne?"),
    (("Oak side table", 12900), "Pöydistä toisen jalka on vinossa, ei pysy pystyssä. Haluan rahat takaisin niistä."),
    (("Wool mittens", 2990), "Lapasista purkautui peukalo heti ensimmäisellä viikolla. Hyvittäkää ne, kiitos."),
]


@pytest.mark.parametrize("line,text", _GRADED, ids=[g[0][0] for g in _GRADED])
def test_a_finnish_form_whose_stem_changes_names_its_line(line, text):
    found = judged(line[1], _winter(line), text)
    assert found.verdict == "allow", codes(found)


@pytest.mark.parametrize("title,text", [
    ("Villasukat - Harmaa", "Lapaset nyppyyntyivät heti ensimmäisellä "
     "käytöllä. Väri on harmaa. 39,90 € takaisin, kiitos."),
    ("Lapaset - Harmaa", "Ostin ne harmaat villaiset sukat, ja niistä lähti lanka heti. 39,90 € takaisin, kiitos."),
    ("Lapaset - Harmaa", "Harmaat kengät hiertävät, ja niistä irtosi pohja. 39,90 € takaisin, kiitos."),
])
def test_a_neighbour_kind_in_a_finnish_plural_is_another_item(title, text):
    found = judged(3990, _winter((title, 3990)), text)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", codes(found)


@pytest.mark.parametrize("title,text", [
    ("Villasukat - Harmaa", "Harmaista sukista lähti lanka heti ensimmäisellä käytöllä. 39,90 € takaisin, kiitos."),
    ("Lapaset - Harmaa", "Harmaista lapasista lähti lanka heti ensimmäisellä käytöllä. 39,90 € takaisin, kiitos."),
    ("Lapaset - Harmaa", "Harmaat lapaset nyppyyntyivät heti. 39,90 € takaisin, kiitos."),
    ("Lapaset - Harmaa", "Ostin harmaita lapasia, ne nyppyyntyivät heti. 39,90 € takaisin, kiitos."),
])
def test_the_line_s_own_kind_in_a_finnish_form_stays_grounded(title, text):
    found = judged(3990, _winter((title, 3990)), text)
    assert found.verdict == "allow", codes(found)
