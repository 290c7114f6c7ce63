"""A part of a line's price an agent offers, taken up in the customer's own short idiom (issue
39): the agent offers a share of one line ("we can offer you 30 % of the coat's price",
"vă putem propune 30 % din prețul ...", a verb of offering with no word of a refund or of
"back" beside it), the customer answers "deal", "alles klar", "trato hecho", "anlaştık", "콜",
"没问题", "لا بأس": the proposal of that share of that line is grounded. Written in our own words
from the form, not from any corpus's ticket; each case failed before it was built.

The contrasts stay asked: the offer refused ("no thanks", "Nein danke", "Nej tack", "아니요"),
even where thanks would take it up; a share larger than the one offered; the share of the other
line; a replacement taken rather than the money; an offer the customer only reports in their
own comment, no agent's reply making it."""

from __future__ import annotations

import pytest

from service.judgment import Order
from tests.judgment.forms import Said, allowed, not_allowed, order

# per language: the coat's and the gloves' titles; the complaint; the agent's offer of {p} of the
# coat's price (a verb of offering, no word of a refund or of "back"); 30 % in its words; an
# idiom that takes the offer up; a "no" that refuses it
CASES = {
    "en": (("Rain Coat Olive", "Leather Gloves Brown"), "The coat's zip broke on the second day.",
           "We could offer you {p} of the coat's price, and you keep it.", "30%", "Fair enough, let's do that.",
           "No. I would rather send it back."),
    "de": (("Regenmantel Oliv", "Lederhandschuhe Braun"), "Beim Mantel ist nach zwei Tagen der Reißverschluss kaputt.",
           "Wir könnten Ihnen {p} vom Preis des Mantels anbieten, der Mantel bleibt bei Ihnen.", "30 %",
           "Geht klar, so machen wir's.", "Nein danke, dann lieber die Rücksendung."),
    "fr": (("Manteau de pluie olive", "Gants en cuir marron"), "La fermeture du manteau a lâché au bout de deux jours.",
           "Nous pouvons vous proposer {p} du prix du manteau, vous le gardez.", "30 %",
           "Ça me convient, marché conclu.", "Non merci, je le renvoie plutôt."),
    "es": (("Abrigo impermeable oliva", "Guantes de piel marrón"), "La cremallera del abrigo se rompió al segundo día.",
           "Podemos ofrecerle {p} del precio del abrigo y usted se lo queda.", "el 30 %", "Trato hecho, me vale.",
           "No, gracias, prefiero devolverlo."),
    "it": (("Impermeabile oliva", "Guanti in pelle marroni"),
           "La cerniera dell'impermeabile si è rotta dopo due giorni.",
           "Possiamo offrirle il {p} del prezzo dell'impermeabile e lo tiene.", "30%", "Ci sto, mi sta bene.",
           "No grazie, preferisco renderlo."),
    "nl": (("Regenjas olijf", "Leren handschoenen bruin"), "De rits van de regenjas ging na twee dagen kapot.",
           "We kunnen u {p} van de prijs van de regenjas aanbieden, u houdt hem.", "30%",
           "Klinkt redelijk, afgesproken.",
           "Nee bedankt, ik stuur hem liever terug."),
    "pl": (("Płaszcz przeciwdeszczowy oliwkowy", "Rękawiczki skórzane brązowe"),
           "W płaszczu po dwóch dniach zepsuł się zamek.",
           "Możemy zaproponować {p} ceny płaszcza, płaszcz zostaje u Pani.", "30%", "Niech będzie, umowa stoi.",
           "Nie, dziękuję, wolę go odesłać."),
    "pt": (("Gabardina verde-oliva", "Luvas de pele castanhas"), "O fecho da gabardina partiu ao segundo dia.",
           "Podemos oferecer {p} do preço da gabardina e fica com ela.", "30%", "Fechado, tá bom.",
           "Não, obrigada, prefiro devolver."),
    "sv": (("Regnrock oliv", "Skinnhandskar bruna"), "Blixtlåset på regnrocken gick sönder andra dagen.",
           "Vi kan erbjuda {p} av regnrockens pris, och du behåller den.", "30 %", "Låter schysst, deal.",
           "Nej tack, jag returnerar den hellre."),
    "da": (("Regnfrakke oliven", "Skindhandsker brune"), "Lynlåsen i regnfrakken gik i stykker anden dag.",
           "Vi kan tilbyde dig {p} af regnfrakkens pris, og du beholder den.", "30 %", "Lyder rimeligt, det gør vi.",
           "Nej tak, jeg sender den hellere retur."),
    "nb": (("Regnfrakk oliven", "Skinnhansker brune"), "Glidelåsen på regnfrakken røk andre dagen.",
           "Vi kan tilby deg {p} av prisen på regnfrakken, og du beholder den.", "30 %",
           "Høres rimelig ut, den er grei.", "Nei takk, jeg sender den heller tilbake."),
    "fi": (("Sadetakki oliivi", "Nahkahanskat ruskea"), "Sadetakin vetoketju hajosi toisena päivänä.",
           "Voimme tarjota {p} sadetakin hinnasta, ja takki jää sinulle.", "30 %", "Diili, tehdään niin.",
           "Ei kiitos, palautan sen mieluummin."),
    "ja": (("レインコート オリーブ", "革手袋 ブラウン"), "レインコートのファスナーが二日目に壊れました。",
           "レインコートはそのままお使いいただき、レインコート代金の{p}をご提案いたします。", "30%",
           "オッケーです、それで結構です。", "いいえ、返品したいです。"),
    "ko": (("레인코트 올리브", "가죽 장갑 브라운"), "레인코트 지퍼가 이틀 만에 고장 났어요.",
           "레인코트는 그대로 가지시고 레인코트 가격의 {p}를 제안드립니다.", "30%", "콜, 그걸로 할게요.",
           "아니요, 반품할게요."),
    "zh": (("雨衣 橄榄绿", "皮手套 棕色"), "雨衣的拉链第二天就坏了。",
           "雨衣您留着，我们可以为您提供雨衣价格的{p}。", "30%", "没问题，成交。", "不用了，我要退货。"),
    "tr": (("Yağmurluk Haki", "Deri Eldiven Kahverengi"), "Yağmurluğun fermuarı ikinci gün bozuldu.",
           "Yağmurluk sizde kalsın, yağmurluk fiyatının {p} teklif edebiliriz.", "%30'unu", "Anlaştık, öyle yapalım.",
           "Hayır, iade etmek istiyorum."),
    "ar": (("معطف مطر زيتي", "قفازات جلد بني"), "انكسر سحاب المعطف في اليوم الثاني.",
           "يمكننا أن نقدم لك {p} من سعر المعطف وتحتفظ به.", "30%", "اتفقنا، لا بأس.", "لا، أريد إرجاعه."),
    "ro": (("Pardesiu de ploaie oliv", "Mănuși din piele maro"), "Fermoarul pardesiului s-a stricat a doua zi.",
           "Vă putem propune {p} din prețul pardesiului și îl păstrați.", "30%", "Merge, așa facem.",
           "Nu, mulțumesc, prefer să-l returnez."),
}
LANGS = sorted(CASES)
COAT, GLOVES = 20000, 5000


def _paid(lang: str) -> Order:
    titles = CASES[lang][0]
    return order((titles[0], 1, COAT), (titles[1], 1, GLOVES), currency="eur")


def _said(lang: str, answer: str) -> tuple[Said, ...]:
    _, complaint, offer, share, _, _ = CASES[lang]
    return complaint, ("agent", offer.format(p=share)), answer


@pytest.mark.parametrize("lang", LANGS)
def test_a_share_offered_and_taken_up_in_the_customer_s_idiom(lang: str) -> None:
    allowed(COAT * 3 // 10, _paid(lang), *_said(lang, CASES[lang][4]), reason="grounded_offer_share")


@pytest.mark.parametrize("lang", LANGS)
def test_the_offer_refused_with_a_no_first_stays_asked(lang: str) -> None:
    # "no, thanks": the thanks takes nothing up after a "no"
    not_allowed(COAT * 3 // 10, _paid(lang), *_said(lang, CASES[lang][5]))


@pytest.mark.parametrize("lang", LANGS)
def test_more_than_the_share_taken_up_stays_asked(lang: str) -> None:
    not_allowed(COAT // 2, _paid(lang), *_said(lang, CASES[lang][4]))


@pytest.mark.parametrize("lang", LANGS)
def test_the_share_of_the_other_line_stays_asked(lang: str) -> None:
    # 30 % of both lines together is no share of the coat offered
    not_allowed((COAT + GLOVES) * 3 // 10, _paid(lang), *_said(lang, CASES[lang][4]))


@pytest.mark.parametrize(("lang", "offer", "answer"), [
    ("en", "We could send a new coat, or offer you 30% of the coat's price.", "Fair enough, the new coat then."),
    ("es", "Podemos enviarle un abrigo nuevo u ofrecerle el 30 % del precio del abrigo.",
     "Trato hecho, prefiero el abrigo nuevo."),
    ("ro", "Vă putem trimite un pardesiu nou sau vă putem propune 30% din prețul pardesiului.",
     "Merge, trimiteți-mi unul nou."),
])
def test_a_replacement_taken_rather_than_the_money_stays_asked(lang: str, offer: str, answer: str) -> None:
    not_allowed(COAT * 3 // 10, _paid(lang), CASES[lang][1], ("agent", offer), answer)


@pytest.mark.parametrize("lang", ["en", "es", "ro", "sv"])
def test_an_offer_only_the_customer_reports_stays_asked(lang: str) -> None:
    # no agent's reply offers it: what the customer says was offered is theirs to say
    _, complaint, offer, share, idiom, _ = CASES[lang]
    not_allowed(COAT * 3 // 10, _paid(lang), f'{complaint}\n"{offer.format(p=share)}"\n{idiom}')


@pytest.mark.parametrize(("lang", "declined", "answer"), [
    # something else asked first (the customer mends it, a replacement), then the part offered
    # taken up in words of accepting it
    ("ro", "Pot să-l repar singură, nu vreau altul.", "Bine, accept."),
    ("es", "Lo puedo arreglar yo misma, no quiero uno nuevo.", "De acuerdo, acepto."),
    ("en", "I can get it mended myself, I don't want a new one.", "Ok, I accept."),
])
def test_a_part_accepted_after_something_else_asked_is_asked(lang: str, declined: str, answer: str) -> None:
    _, complaint, offer, share, _, _ = CASES[lang]
    allowed(COAT * 3 // 10, _paid(lang), f"{complaint} {declined}", ("agent", offer.format(p=share)), answer,
            reason="grounded_offer_share")


@pytest.mark.parametrize(("lang", "declined", "answer"), [
    # thanks alone, or the other remedy named in the answer, takes no part up over a decline
    ("en", "I don't want my money back, I just want it mended.", "Thanks."),
    ("es", "No quiero el dinero, solo que me lo cambien.", "Gracias."),
    ("en", "I don't want money back, just a new one.", "Ok, I accept, but a new one would be better."),
])
def test_a_decline_stands_under_thanks_or_another_remedy(lang: str, declined: str, answer: str) -> None:
    _, complaint, offer, share, _, _ = CASES[lang]
    not_allowed(COAT * 3 // 10, _paid(lang), f"{complaint} {declined}", ("agent", offer.format(p=share)), answer)


def test_half_the_price_in_the_finnish_genitive_is_a_share() -> None:
    # "puolen hinnan" (of half the price): the stem of "puoli" changes in the genitive
    _, complaint, _, _, _, _ = CASES["fi"]
    allowed(COAT // 2, _paid("fi"), complaint,
            ("agent", "Voimme hyvittää puolen hinnan sadetakista, jos pidät sen."), "Sopii.",
            reason="grounded_offer_share")


@pytest.mark.parametrize(("lang", "gloves", "offer", "answer"), [
    # the other line's title holds a word of what it is made of ("din", "aus", "van", "avec"),
    # which the offer's sentence holds too: the share is of the coat alone, never of the gloves
    ("ro", "Mănuși din piele maro", "Vă putem propune 30% din prețul pardesiului.", "Merge."),
    ("de", "Handschuhe aus Leder", "Wir können Ihnen 30 % vom Preis des Mantels anbieten, aus Kulanz.", "Geht klar."),
    ("nl", "Handschoenen van leer", "We kunnen u 30% van de prijs van de regenjas aanbieden.", "Afgesproken."),
    ("fr", "Gants avec doublure", "Nous pouvons vous proposer 30 % du prix du manteau, avec nos excuses.",
     "Ça marche."),
])
def test_the_share_of_a_line_whose_title_says_its_material_stays_of_the_line_offered(
        lang: str, gloves: str, offer: str, answer: str) -> None:
    paid = order((CASES[lang][0][0], 1, COAT), (gloves, 1, GLOVES), currency="eur")
    not_allowed(GLOVES * 3 // 10, paid, CASES[lang][1], ("agent", offer), answer)
    allowed(COAT * 3 // 10, paid, CASES[lang][1], ("agent", offer), answer, reason="grounded_offer_share")
