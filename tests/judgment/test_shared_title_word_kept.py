"""A kept word two lines' titles share, said after one of them was called by its own word
(issue 39, stop 64): a moka pot, a set of cups "for coffee" and the coffee itself; the pot and
the cups arrive broken, "the coffee is fine, I keep it". "Coffee" is a word of the cups' title
and of the coffee's, so the words kept named both, and the cups, asked by their own word in the
sentence before, read as kept. The shared word is now the coffee's alone (``shared``). Written
in our own words in every covered language; the asked case failed before the change in ar de en
it ja nl pt ro sv tr zh; in da es fi fr ko nb pl the kinds' reading already gave the word to the
coffee alone (the cups' title read as cups), and those cases stay as guards.

Twins: the amount with the coffee in it stays not allowed (the coffee is kept); where the cups
were never called by their own word, the shared word still names both, and the pot and the cups
together stay not allowed; a colour two titles share ("the black one is fine") names the
variant, not the other line, and keeps both still."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

# language: (the pot's title, the cups' title, the coffee's title, the complaint of the pot and
# the cups, the coffee kept, the money asked)
CASES = {
    "en": ("Moka Pot Aluminium", "Espresso Coffee Cups Set of 4", "Ground Coffee Arabica 500g",
           "The moka pot came with a snapped handle and the espresso cups are cracked.",
           "The coffee is fine, I keep it.", "Please refund me."),
    "de": ("Espressokocher Aluminium", "Kaffee Tassen Porzellan 4er-Set", "Kaffee Arabica gemahlen 500 g",
           "Der Espressokocher kam mit abgebrochenem Griff an und die Tassen haben Risse.",
           "Der Kaffee ist in Ordnung, den behalte ich.", "Bitte erstatten Sie mir das Geld."),
    "fr": ("Moka italienne aluminium", "Tasses café porcelaine lot de 4", "Café moulu arabica 500 g",
           "La moka est arrivée avec la poignée cassée et les tasses sont fêlées.",
           "Le café est en bon état, je le garde.", "Merci de me rembourser."),
    "es": ("Cafetera italiana aluminio", "Tazas café porcelana juego de 4", "Café molido arábica 500 g",
           "La cafetera llegó con el asa rota y las tazas están agrietadas.",
           "El café está bien, me lo quedo.", "Por favor, devolvedme el dinero."),
    "it": ("Moka in alluminio", "Set 4 tazzine da caffè", "Caffè macinato arabica 500 g",
           "La moka è arrivata col manico staccato e le tazzine sono crepate.",
           "Il caffè va bene, lo tengo.", "Vorrei il rimborso."),
    "pt": ("Cafeteira italiana alumínio", "Conjunto de 4 chávenas de café", "Café moído arábica 500 g",
           "A cafeteira chegou com a pega partida e as chávenas estão rachadas.",
           "O café está bom, fico com ele.", "Peço o reembolso."),
    "nl": ("Percolator aluminium", "Koffie kopjes porselein set van 4", "Gemalen koffie arabica 500 g",
           "De percolator kwam aan met een gebroken handvat en de kopjes zijn gebarsten.",
           "De koffie is prima, die houd ik.", "Graag mijn geld terug."),
    "pl": ("Kawiarka aluminiowa", "Kawa filiżanki porcelana 4 szt.", "Kawa mielona arabica 500 g",
           "Kawiarka przyszła z urwaną rączką, a filiżanki są popękane.",
           "Kawa jest w porządku, zostawiam ją.", "Proszę o zwrot pieniędzy."),
    "sv": ("Mokabryggare aluminium", "Kaffe koppar porslin 4-pack", "Malet kaffe arabica 500 g",
           "Mokabryggaren kom med trasigt handtag och kopparna har sprickor.",
           "Kaffet är bra, det behåller jag.", "Jag vill ha pengarna tillbaka."),
    "da": ("Mokakande aluminium", "Kaffe kopper porcelæn 4 stk", "Formalet kaffe arabica 500 g",
           "Mokakanden kom med et knækket håndtag, og kopperne er revnede.",
           "Kaffen er fin, den beholder jeg.", "Jeg vil gerne have pengene tilbage."),
    "nb": ("Mokakanne aluminium", "Kaffe kopper porselen 4 stk", "Malt kaffe arabica 500 g",
           "Mokakanna kom med knekt håndtak, og koppene har sprekker.",
           "Kaffen er fin, den beholder jeg.", "Jeg vil ha pengene tilbake."),
    "fi": ("Mokapannu alumiini", "Kahvi kupit posliini 4 kpl", "Jauhettu kahvi arabica 500 g",
           "Mokapannun kädensija tuli katkenneena ja kupit ovat haljenneet.",
           "Kahvi on kunnossa, pidän sen.", "Haluan rahat takaisin."),
    "tr": ("Moka demlik alüminyum", "Kahve fincanı 4'lü set", "Öğütülmüş kahve arabica 500 g",
           "Moka demliğin sapı kırık geldi ve fincanlar çatlak.",
           "Kahve sorunsuz, onu tutuyorum.", "Lütfen paramı iade edin."),
    "ro": ("Espressor moka aluminiu", "Cești cafea porțelan set 4", "Cafea măcinată arabica 500 g",
           "Espressorul a venit cu mânerul rupt și ceștile sunt crăpate.",
           "Cafeaua e în regulă, o păstrez.", "Vă rog să îmi returnați banii."),
    "ja": ("直火式エスプレッソメーカー", "コーヒー カップ 4客セット", "コーヒー豆 アラビカ 500g",
           "エスプレッソメーカーの取っ手が折れていて、カップも割れていました。",
           "コーヒーは問題ないので、そのまま使います。", "返金をお願いします。"),
    "ko": ("모카포트 알루미늄", "커피 머그컵 4개 세트", "원두 커피 아라비카 500g",
           "모카포트 손잡이가 부러져서 왔고 머그컵도 금이 갔어요.",
           "커피는 괜찮아서 그냥 쓸게요.", "환불해 주세요."),
    "zh": ("摩卡壶 铝制", "咖啡杯 4只装", "咖啡粉 阿拉比卡 500g",
           "摩卡壶的把手断了，杯子也裂了。", "咖啡没问题，我留着。", "请给我退款。"),
    "ar": ("ركوة موكا ألمنيوم", "فناجين قهوة طقم 4", "قهوة مطحونة أرابيكا 500 غ",
           "وصلت الركوة ومقبضها مكسور والفناجين مشروخة.", "القهوة سليمة وسأحتفظ بها.",
           "أرجو استرداد المبلغ."),
}
POT, CUPS, COFFEE = 3000, 2000, 1200


def _paid(lang: str):
    pot, cups, coffee = CASES[lang][:3]
    return order((pot, 1, POT), (cups, 1, CUPS), (coffee, 1, COFFEE), currency="eur")


def _said(lang: str) -> str:
    return " ".join(CASES[lang][3:])


@pytest.mark.parametrize("lang", sorted(CASES))
def test_the_shared_word_keeps_the_line_not_called_by_its_own(lang):
    allowed(POT + CUPS, _paid(lang), _said(lang), reason="grounded_lines")


@pytest.mark.parametrize("lang", sorted(CASES))
def test_the_kept_line_in_the_amount_stays_not_allowed(lang):
    not_allowed(POT + CUPS + COFFEE, _paid(lang), _said(lang))


@pytest.mark.parametrize("lang", sorted(CASES))
def test_never_called_by_its_own_word_the_shared_word_names_both(lang):
    # (the complaint of the pot alone: the cups are never told apart from the coffee)
    complaint = CASES[lang][3]
    pot_only = {"zh": "摩卡壶的把手断了。", "ja": "エスプレッソメーカーの取っ手が折れていました。",
                "ko": "모카포트 손잡이가 부러져서 왔어요."}.get(lang)
    said = " ".join((pot_only or _pot_only(lang, complaint),) + CASES[lang][4:])
    not_allowed(POT + CUPS, _paid(lang), said)


def _pot_only(lang: str, complaint: str) -> str:
    """The complaint cut before its "and" (the cups' half of it left out)."""
    for joint in (" and ", " und ", " et ", " y ", " e ", " en ", ", a ", " och ", ", og ", " og ",
                  " ja ", " ve ", " și ", "والفناجين"):
        if joint in complaint:
            return complaint.split(joint, 1)[0].rstrip(",") + "."
    raise AssertionError(lang)


# a colour two titles share, said kept after one line was called by its kind: (the sweater's
# title, the hat's title, the words)
COLOURED = {
    "en": ("Wool Sweater Black", "Wool Beanie Black",
           "The sweater pills after one wash. The black one is fine, I keep it. Please refund me."),
    "de": ("Wollpullover Schwarz", "Wollmütze Schwarz",
           "Der Pullover fusselt nach einer Wäsche. Der schwarze ist in Ordnung, den behalte ich. "
           "Bitte erstatten Sie mir das Geld."),
    "da": ("Uldtrøje Sort", "Uldhue Sort",
           "Trøjen fnugger efter én vask. Den sorte er fin, den beholder jeg. Jeg vil gerne have "
           "pengene tilbage."),
    "sv": ("Ulltröja Svart", "Ullmössa Svart",
           "Tröjan noppar efter en tvätt. Den svarta är bra, den behåller jag. Jag vill ha "
           "pengarna tillbaka."),
    "it": ("Maglione di lana Nero", "Berretto di lana Nero",
           "Il maglione fa i pallini dopo un lavaggio. Quello nero va bene, lo tengo. Vorrei il "
           "rimborso."),
}


@pytest.mark.parametrize("lang", sorted(COLOURED))
def test_a_shared_colour_kept_names_the_variant_not_the_other_line(lang):
    sweater, hat, said = COLOURED[lang]
    paid = order((sweater, 1, 6900), (hat, 1, 1900), currency="eur")
    not_allowed(6900, paid, said)
