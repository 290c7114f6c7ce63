"""The fourteenth round's counts and prices written in digits the rules did not read (AE and
AF, the refunds the rules sent to a person as found), in our own words, every covered
language: a count of units that ends its sentence ("refund those 3."), a price now written
with its thousands grouped and no currency ("it costs 1 099 now"), a share of "the price"
where the payment holds one line; beside the contrasts that must stay asked (the whole line
for some units, the price now for its difference, a share of the line proposed as a share of
the order)."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

# -- a count of units that ends its sentence ------------------------------------------------
# ("the mugs came chipped. Please refund the 3."): the full stop after a count is no decimal
# mark; the count binds to the line of several units named before (Japanese, Chinese and Korean
# write a counter after the count: the form is not theirs)

_MUGS = order(("Stoneware Mug 350 ml, sand", 8, 1250), ("Bamboo Coaster Set", 1, 1800),
              currency="eur")

COUNT_AT_THE_END = [
    ("en", "The stoneware mugs arrived and some were chipped at the rim. Please refund the 3."),
    ("de", "Die Steingutbecher sind angekommen, einige mit abgeplatztem Rand. Bitte erstatten Sie die 3."),
    ("fr", "Les mugs en grès sont arrivés, certains ébréchés sur le bord. Merci de rembourser les 3."),
    ("es", "Llegaron las tazas de gres y algunas venían desportilladas. Por favor reembolsad las 3."),
    ("it", "Le tazze in gres sono arrivate, alcune scheggiate sul bordo. Vi chiedo il rimborso delle 3."),
    ("pt", "As canecas de grés chegaram e algumas vieram lascadas. Por favor reembolsem as 3."),
    ("nl", "De stenen mokken zijn aangekomen, een paar met een afgebroken rand. Graag terugbetaling voor de 3."),
    ("sv", "Stengodsmuggarna kom fram men några var kantstötta. Snälla återbetala de 3."),
    ("da", "Stentøjskruset kom frem, men nogle var skårede i kanten. Refunder venligst de 3."),
    ("nb", "Steintøykoppene kom fram, men noen var skåret i kanten. Vennligst refunder de 3."),
    ("fi", "Kivitavaramukit tulivat perille, osa reunasta lohjenneina. Hyvittäkää ne 3."),
    ("pl", "Kubki kamionkowe doszły, ale część ma wyszczerbiony brzeg. Proszę o zwrot za te 3."),
    ("ro", "Cănile din gresie au sosit, unele ciobite pe margine. Vă rog rambursați cele 3."),
    ("tr", "Taş kupalar geldi ama bazılarının kenarı kırık. Lütfen o 3 tanesinin parasını iade edin."),
    ("ar", "وصلت أكواب المج الحجرية وبعضها مكسور الحافة. أرجو استرداد ثمن الـ 3."),
]


@pytest.mark.parametrize(("lang", "said"), COUNT_AT_THE_END)
def test_a_count_ending_its_sentence_grounds_those_units(lang: str, said: str) -> None:
    allowed(3 * 1250, _MUGS, said, subject="Mugs")


@pytest.mark.parametrize(("lang", "said"), COUNT_AT_THE_END)
def test_a_count_ending_its_sentence_never_grounds_the_whole_line(lang: str, said: str) -> None:
    not_allowed(8 * 1250, _MUGS, said, subject="Mugs")


# -- the price now, its thousands grouped, no currency ---------------------------------------
# ("the armchair is 1 099 on your site now: the difference, please"): the grouped number is
# the price now; the difference is what was paid less it, never the price now itself

_ARMCHAIR = order(("Lounge Armchair Oak/Wool, grey", 1, 129900), currency="eur")

GROUPED_PRICE_NOW = [
    ("en", "A week after I bought the armchair your shop lists it at 1,099. Please refund the difference."),
    ("de", "Eine Woche nach dem Kauf steht der Sessel bei Ihnen für 1.099. Bitte erstatten Sie die Differenz."),
    ("fr", "Une semaine après mon achat, le fauteuil est affiché à 1 099. Merci de me rembourser la différence."),
    ("es", "Una semana después de comprarlo, el sillón está a 1.099. Por favor devolvedme la diferencia."),
    ("it", "Una settimana dopo l'acquisto la poltrona costa 1.099. Vi chiedo il rimborso della differenza."),
    ("pt", "Uma semana depois da compra a poltrona está a 1.099. Peço o reembolso da diferença."),
    ("nl", "Een week na mijn aankoop staat de fauteuil op 1.099. Graag het verschil terug."),
    ("sv", "En vecka efter köpet kostar fåtöljen 1 099. Snälla återbetala mellanskillnaden."),
    ("da", "En uge efter købet koster lænestolen 1.099. Refunder venligst forskellen."),
    ("nb", "En uke etter kjøpet koster lenestolen 1 099. Vennligst refunder differansen."),
    ("fi", "Viikko oston jälkeen nojatuoli maksaa 1 099. Hyvittäkää hinnanero."),
    ("pl", "Tydzień po zakupie fotel kosztuje 1 099. Proszę o zwrot różnicy."),
    ("ro", "La o săptămână după cumpărare fotoliul costă 1.099. Vă rog să-mi returnați diferența."),
    ("tr", "Aldıktan bir hafta sonra koltuk 1.099 oldu. Lütfen aradaki farkı iade edin."),
    ("ar", "بعد أسبوع من الشراء صار سعر الكرسي 1,099. أرجو استرداد الفرق."),
    ("ja", "購入の一週間後、アームチェアが1,099になっていました。差額を返金してください。"),
    ("ko", "구매하고 일주일 뒤에 안락의자가 1,099가 됐어요. 차액을 환불해 주세요."),
    ("zh", "买了一周后扶手椅降到1,099。请退差价。"),
]


@pytest.mark.parametrize(("lang", "said"), GROUPED_PRICE_NOW)
def test_a_grouped_price_now_grounds_the_difference(lang: str, said: str) -> None:
    allowed(20000, _ARMCHAIR, said, subject="Armchair")


@pytest.mark.parametrize(("lang", "said"), GROUPED_PRICE_NOW)
def test_a_grouped_price_now_is_never_itself_the_refund(lang: str, said: str) -> None:
    not_allowed(109900, _ARMCHAIR, said, subject="Armchair")


# -- a share of "the price", the payment one line ---------------------------------------------
# (an agent: "we can give 25 % of the price back", the customer: "fine"): the price, no thing
# named, is the one line's; never the line and its shipping together

_PARKA = order(("Waxed Cotton Parka, olive", 1, 42000), ship=4900, currency="eur")

OF_THE_PRICE = [
    ("en", "The zip keeps jamming.", "If you keep it we can refund 25 % of the price.", "Fine by me."),
    ("de", "Der Reißverschluss klemmt dauernd.", "Wenn Sie es behalten, erstatten wir 25 % des Preises.",
     "Passt für mich."),
    ("fr", "La fermeture éclair se bloque sans arrêt.", "Nous pouvons vous rembourser 25 % du prix si vous le gardez.",
     "Oui, d'accord."),
    ("es", "La cremallera se atasca todo el rato.", "Si se lo queda, le devolvemos el 25 % del precio.",
     "Me parece bien."),
    ("it", "La cerniera si blocca di continuo.", "Se lo tiene, le rimborsiamo il 25 % del prezzo.",
     "Per me va bene."),
    ("pt", "O fecho está sempre a encravar.", "Se ficar com ele, reembolsamos 25 % do preço.",
     "Ok, aceito."),
    ("nl", "De rits blijft steeds haken.", "Als u hem houdt, betalen we 25 % van de prijs terug.",
     "Prima voor mij."),
    ("sv", "Blixtlåset fastnar hela tiden.", "Om du behåller den kan vi betala tillbaka 25 % av priset.",
     "Det går bra."),
    ("da", "Lynlåsen sidder fast hele tiden.", "Hvis du beholder den, kan vi give 25 % af prisen tilbage.",
     "Det er fint."),
    ("nb", "Glidelåsen setter seg fast hele tiden.", "Hvis du beholder den, gir vi 25 % av prisen tilbake.",
     "Det er greit."),
    ("fi", "Vetoketju juuttuu jatkuvasti.", "Jos pidät sen, hyvitämme 25 % hinnasta.", "Sopii minulle."),
    ("pl", "Zamek ciągle się zacina.", "Jeśli go Pan zatrzyma, zwrócimy 25 % ceny.", "Ok, zgadzam się."),
    ("ro", "Fermoarul se blochează mereu.", "Dacă îl păstrați, vă rambursăm 25 % din preț.", "Sunt de acord."),
    ("tr", "Fermuar sürekli takılıyor.", "Elinizde tutarsanız fiyatın %25'ini iade edebiliriz.", "Olur, tamam."),
    ("ar", "السحاب يعلق طول الوقت.", "إذا احتفظت به نقدر نعوضك بـ 25% من السعر.", "تمام، موافق."),
    ("ja", "ファスナーがすぐ引っかかります。", "お手元に残される場合、代金の25%を返金できます。",
     "それでお願いします。"),
    ("ko", "지퍼가 계속 걸려요.", "그대로 쓰시면, 가격의 25%를 환불해 드릴 수 있어요.", "네, 좋아요."),
    ("zh", "拉链老是卡住。", "如果您保留，我们可以退还价格的25%。", "好的，可以。"),
]


@pytest.mark.parametrize(("lang", "complaint", "offer", "yes"), OF_THE_PRICE)
def test_a_share_of_the_price_is_of_the_one_line(lang: str, complaint: str, offer: str,
                                                 yes: str) -> None:
    allowed(10500, _PARKA, complaint, ("agent", offer), yes, subject="Parka")


@pytest.mark.parametrize(("lang", "complaint", "offer", "yes"), OF_THE_PRICE)
def test_a_share_of_the_price_is_never_of_the_line_and_shipping(lang: str, complaint: str,
                                                                offer: str, yes: str) -> None:
    not_allowed(11725, _PARKA, complaint, ("agent", offer), yes, subject="Parka")


# -- a line counted broken, the other kept in words both lines share --------------------------
# ("of the 6 dinner plates 2 broke, the small plates are fine"): where the words kept name the
# counted line only by what it shares with the other ("plates"), the other is the one kept

_PLATES = order(("Stoneware Dinner Plate 27 cm", 6, 1200), ("Stoneware Side Plate 20 cm", 4, 800),
                ship=690, currency="eur")

COUNTED_AND_KEPT = [
    ("en", "Of the 6 large plates 2 came broken, the small plates are all fine. Refund the 2 broken ones please."),
    ("de", "Von den 6 Speisetellern kamen 2 zerbrochen an, die Frühstücksteller sind alle heil. Bitte die 2 "
           "kaputten erstatten."),
    ("fr", "Sur les 6 grandes assiettes, 2 sont arrivées cassées, les petites assiettes sont intactes. "
           "Remboursez les 2 cassées svp."),
    ("es", "De los 6 platos llanos llegaron 2 rotos, los platos pequeños están bien. Reembolsad los 2 rotos, "
           "por favor."),
    ("it", "Dei 6 piatti piani 2 sono arrivati rotti, i piatti piccoli sono tutti a posto. Rimborsatemi i 2 rotti."),
    ("pt", "Dos 6 pratos rasos chegaram 2 partidos, os pratos pequenos estão bem. Reembolsem os 2 partidos, "
           "por favor."),
    ("nl", "Van de 6 dinerborden kwamen er 2 gebroken aan, de ontbijtborden zijn allemaal heel. Graag de 2 "
           "kapotte terugbetalen."),
    ("sv", "Av de 6 mattallrikarna kom 2 trasiga, assietterna är alla hela. Återbetala de 2 trasiga, tack."),
    ("da", "Af de 6 middagstallerkener kom 2 i stykker, frokosttallerkenerne er alle hele. Refunder venligst "
           "de 2 ødelagte."),
    ("nb", "Av de 6 middagstallerkenene kom 2 knust, frokosttallerkenene er alle hele. Vennligst refunder "
           "de 2 knuste."),
    ("fi", "Kuudesta ruokalautasesta 2 tuli rikki, leipälautaset ovat kaikki ehjiä. Hyvittäkää ne 2 rikkinäistä."),
    ("pl", "Z 6 talerzy obiadowych 2 przyszły stłuczone, małe talerze są całe. Proszę o zwrot za 2 "
           "stłuczone."),
    ("ro", "Din cele 6 farfurii întinse 2 au venit sparte, farfuriile mici sunt în regulă. Vă rog rambursați "
           "cele 2 sparte."),
    ("tr", "6 servis tabağından 2'si kırık geldi, küçük tabaklar sağlam. Lütfen kırık 2 tanesinin parasını "
           "iade edin."),
    ("ar", "وصل 2 من الـ 6 صحون الكبيرة مكسورين، والصحون الصغيرة كلها سليمة. أرجو استرداد ثمن الـ 2 المكسورين."),
]


@pytest.mark.parametrize(("lang", "said"), COUNTED_AND_KEPT)
def test_units_counted_of_one_line_beside_the_other_kept_ground(lang: str, said: str) -> None:
    allowed(2 * 1200, _PLATES, said, subject="Plates")


@pytest.mark.parametrize(("lang", "said"), COUNTED_AND_KEPT)
def test_units_counted_never_ground_the_whole_line_nor_the_kept_one(lang: str, said: str) -> None:
    not_allowed(6 * 1200, _PLATES, said, subject="Plates")
    not_allowed(4 * 800, _PLATES, said, subject="Plates")
