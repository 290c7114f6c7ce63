"""A word of "fine" turned by a negation that stands inside the fine phrase, between its verb
and its word of fine ("the gloves are not OK", "die Handschuhe sind nicht in Ordnung", "hanskene
er ikke greie"): the phrase says the thing is wrong, never that it is kept, so the line it names
is the one asked where the ask names none ("... Can I have my money back?"); in our own words,
in every covered language. Beside each: the same words without the negation keep the line (a
refund of it stays asked), a line said fine beside the negated one, put into the refund, keeps
the refund asked, and a phrase made of a negation ("no problem") still keeps."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

GLOVES, SCARF = 3500, 2500

# (language, gloves' title, scarf's title, the gloves said not fine, the money asked; the gloves
# said fine, the money asked)
CASES = [
    ("en", "Leather gloves brown", "Wool scarf grey",
     "The gloves are not OK. Can I have my money back? The scarf is fine.",
     "The gloves are OK. Can I have my money back?"),
    ("de", "Lederhandschuhe braun", "Wollschal grau",
     "Die Lederhandschuhe sind nicht in Ordnung. Kann ich mein Geld zurückbekommen? Der Wollschal ist gut.",
     "Die Lederhandschuhe sind in Ordnung. Kann ich mein Geld zurückbekommen?"),
    ("fr", "Gants en cuir marron", "Écharpe en laine grise",
     "Les gants ne sont pas bien. Pouvez-vous me rembourser ? L'écharpe est bien.",
     "Les gants sont bien. Pouvez-vous me rembourser ?"),
    ("es", "Guantes de piel marrón", "Bufanda de lana gris",
     "Los guantes no están bien. ¿Me podéis devolver el dinero? La bufanda está bien.",
     "Los guantes están bien. ¿Me podéis devolver el dinero?"),
    ("it", "Guanti in pelle marroni", "Sciarpa di lana grigia",
     "I guanti non sono a posto. Posso avere il rimborso? La sciarpa va bene.",
     "I guanti sono a posto. Posso avere il rimborso?"),
    ("pt", "Luvas de couro castanhas", "Cachecol de lã cinzento",
     "As luvas não estão em bom estado. Posso ter o meu dinheiro de volta? O cachecol está em bom estado.",
     "As luvas estão em bom estado. Posso ter o meu dinheiro de volta?"),
    ("nl", "Leren handschoenen bruin", "Wollen sjaal grijs",
     "De handschoenen zijn echt niet goed. Kan ik mijn geld terugkrijgen? De sjaal is goed.",
     "De handschoenen zijn echt goed. Kan ik mijn geld terugkrijgen?"),
    ("sv", "Skinnhandskar bruna", "Ullhalsduk grå",
     "Handskarna är inte okej. Kan jag få pengarna tillbaka? Halsduken är fin.",
     "Handskarna är okej. Kan jag få pengarna tillbaka?"),
    ("da", "Læderhandsker brune", "Uldhalstørklæde gråt",
     "Handskerne er ikke i orden. Kan jeg få pengene tilbage? Halstørklædet er fint.",
     "Handskerne er i orden. Kan jeg få pengene tilbage?"),
    ("nb", "Skinnhansker brune", "Ullskjerf grått",
     "Hanskene er ikke greie. Kan jeg få pengene tilbake? Skjerfet er fint.",
     "Hanskene er greie. Kan jeg få pengene tilbake?"),
    ("fi", "Nahkakäsineet ruskeat", "Villahuivi harmaa",
     "Käsineet eivät ole kunnossa. Voinko saada rahat takaisin? Huivi on kunnossa.",
     "Käsineet ovat kunnossa. Voinko saada rahat takaisin?"),
    ("pl", "Rękawiczki skórzane brązowe", "Szalik wełniany szary",
     "Rękawiczki nie są w porządku. Czy mogę dostać zwrot pieniędzy? Szalik jest w porządku.",
     "Rękawiczki są w porządku. Czy mogę dostać zwrot pieniędzy?"),
    ("ro", "Mănuși din piele maro", "Fular de lână gri",
     "Mănușile nu sunt în regulă. Îmi puteți returna banii? Fularul este în regulă.",
     "Mănușile sunt în regulă. Îmi puteți returna banii?"),
    ("tr", "Deri eldiven kahverengi", "Yün atkı gri",
     "Eldivenler sorunsuz değil. Paramı iade eder misiniz? Atkı sorunsuz.",
     "Eldivenler sorunsuz. Paramı iade eder misiniz?"),
    ("ja", "革手袋 ブラウン", "ウールマフラー グレー",
     "手袋は大丈夫ではありません。返金してください。マフラーは大丈夫です。",
     "手袋は大丈夫です。返金してください。"),
    ("ko", "가죽 장갑 브라운", "울 목도리 그레이",
     "장갑은 괜찮지 않아요. 환불해 주세요. 목도리는 괜찮아요.",
     "장갑은 괜찮아요. 환불해 주세요."),
    ("zh", "真皮手套 棕色", "羊毛围巾 灰色",
     "手套不太好。请把钱退给我。围巾没问题。",
     "手套没问题。请把钱退给我。"),
    ("ar", "قفازات جلد بني", "وشاح صوف رمادي",
     "القفازات ليست سليمة. أرجو استرداد المبلغ. الوشاح سليم.",
     "القفازات سليمة. أرجو استرداد المبلغ."),
]


def _paid(gloves: str, scarf: str):
    return order((gloves, 1, GLOVES), (scarf, 1, SCARF), currency="eur")


@pytest.mark.parametrize(("lang", "gloves", "scarf", "said", "_twin"), CASES, ids=[c[0] for c in CASES])
def test_the_negated_fine_line_is_the_one_asked(lang: str, gloves: str, scarf: str, said: str,
                                                _twin: str) -> None:
    allowed(GLOVES, _paid(gloves, scarf), said)


@pytest.mark.parametrize(("lang", "gloves", "scarf", "said", "_twin"), CASES, ids=[c[0] for c in CASES])
def test_the_line_said_fine_beside_it_stays_asked(lang: str, gloves: str, scarf: str, said: str,
                                                  _twin: str) -> None:
    not_allowed(GLOVES + SCARF, _paid(gloves, scarf), said)


@pytest.mark.parametrize(("lang", "gloves", "scarf", "_said", "twin"), CASES, ids=[c[0] for c in CASES])
def test_without_the_negation_the_line_is_kept(lang: str, gloves: str, scarf: str, _said: str,
                                               twin: str) -> None:
    not_allowed(GLOVES, _paid(gloves, scarf), twin)


# a negation the fine phrase itself is made of ("no problem", "sorun yok", "没问题"): it still keeps
OWN_NEGATION = [
    ("en", "Leather gloves brown", "Wool scarf grey",
     "There is nothing wrong with the gloves. Can I have my money back?"),
    ("tr", "Deri eldiven kahverengi", "Yün atkı gri",
     "Eldivenlerde sorun yok. Paramı iade eder misiniz?"),
    ("zh", "真皮手套 棕色", "羊毛围巾 灰色", "手套没问题。请把钱退给我。"),
    ("nb", "Skinnhansker brune", "Ullskjerf grått",
     "Det er ingenting i veien med hanskene. Kan jeg få pengene tilbake?"),
]


@pytest.mark.parametrize(("lang", "gloves", "scarf", "said"), OWN_NEGATION, ids=[c[0] for c in OWN_NEGATION])
def test_a_phrase_made_of_a_negation_still_keeps(lang: str, gloves: str, scarf: str, said: str) -> None:
    not_allowed(GLOVES, _paid(gloves, scarf), said)
