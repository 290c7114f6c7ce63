"""One thing of several said broken, "the rest is fine": the refund grounded is that thing's,
never the whole.

- A size written with its unit picks one line among lines of one family in sizes ("the 18 cm
  saucepan", of saucepans of 14 and 18 cm and a stockpot of 22): the words the lines share name
  the line of that size only (``sized``).
- "The rest (of the set) is fine" keeps every other thing: the whole payment is never grounded
  then, even where the family's words name every line.
- "One of the N", "one X" (the count after its noun, as Arabic writes it; the article before
  the thing broken where the language's word for one is its article) binds the count to the
  line of N units: one unit is grounded, never the whole line.

Each has its twin still allowed: the one line's price, one unit's price, every unit said broken,
the whole set said dented."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

# (lang, three titles: two sizes of one kind and another kind, the customer's words)
SIZED = [
    ("en", ("Copper saucepan 14cm", "Copper saucepan 18cm", "Copper stockpot 22cm"),
     "The 18 cm saucepan came with a big dent. The rest of the set is fine. Please refund that pan."),
    ("de", ("Kupfer Stieltopf 14cm", "Kupfer Stieltopf 18cm", "Kupfer Kochtopf 22cm"),
     "Der Stieltopf mit 18 cm kam mit einer Delle an. Der Rest des Sets ist in Ordnung. "
     "Bitte erstatten Sie diesen Topf."),
    ("fr", ("Poêle inox 20cm", "Poêle inox 18cm", "Sauteuse inox 28cm"),
     "La poêle de 18 cm est arrivée cabossée. Le reste du lot est en bon état. "
     "Merci de me rembourser cette poêle."),
    ("es", ("Cazo cobre 14cm", "Cazo cobre 18cm", "Olla cobre 22cm"),
     "El cazo de 18 cm llegó abollado. El resto del juego está bien. Por favor reembolsad ese cazo."),
    ("it", ("Casseruola rame 14cm", "Casseruola rame 18cm", "Pentola rame 22cm"),
     "La casseruola da 18 cm è arrivata ammaccata. Il resto del set va bene. "
     "Vorrei il rimborso di quella casseruola."),
    ("pt", ("Caçarola cobre 14cm", "Caçarola cobre 18cm", "Panela cobre 22cm"),
     "A caçarola de 18 cm chegou amolgada. O resto do conjunto está bem. Peço o reembolso dessa caçarola."),
    ("nl", ("Koperen steelpan 14cm", "Koperen steelpan 18cm", "Koperen kookpan 22cm"),
     "De steelpan van 18 cm kwam met een deuk. Rest van de set is in orde. Graag die pan terugbetalen."),
    ("pl", ("Rondel miedziany 14cm", "Rondel miedziany 18cm", "Garnek miedziany 22cm"),
     "Rondel 18 cm przyszedł wgnieciony. Reszta zestawu jest w porządku. Proszę o zwrot za ten rondel."),
    ("ro", ("Cratita cupru 14cm", "Cratita cupru 18cm", "Oala cupru 22cm"),
     "Cratita de 18 cm a venit indoita. Restul setului este in regula. Va rog rambursati cratita."),
    ("sv", ("Kopparkastrull 14cm", "Kopparkastrull 18cm", "Koppargryta 22cm"),
     "Kastrullen på 18 cm kom med en buckla. Resten av setet är helt. "
     "Jag vill ha pengarna tillbaka för den kastrullen."),
    ("da", ("Kobber kasserolle 14cm", "Kobber kasserolle 18cm", "Kobber gryde 22cm"),
     "Kasserollen på 18 cm kom med en bule. Resten af sættet er fint. "
     "Jeg vil gerne have pengene tilbage for den kasserolle."),
    ("nb", ("Kobber kasserolle 14cm", "Kobber kasserolle 18cm", "Kobber gryte 22cm"),
     "Kasserollen på 18 cm kom med en bulk. Resten av settet er fint. "
     "Jeg vil ha pengene tilbake for den kasserollen."),
    ("fi", ("Kuparikattila 14cm", "Kuparikattila 18cm", "Kuparipata 22cm"),
     "18 cm kattila tuli lommolla. Muu setti on kunnossa. Haluan hyvityksen siitä kattilasta."),
    ("tr", ("Bakır tencere 14cm", "Bakır tencere 18cm", "Bakır güveç 22cm"),
     "18 cm tencere ezik geldi. Setin geri kalanı sağlam. O tencerenin parasını iade eder misiniz?"),
    ("ja", ("銅片手鍋 14cm", "銅片手鍋 18cm", "銅両手鍋 22cm"),
     "18cmの片手鍋がへこんで届きました。セットの残りは問題ありません。その鍋を返金してください。"),
    ("ko", ("구리 편수냄비 14cm", "구리 편수냄비 18cm", "구리 양수냄비 22cm"),
     "18cm 편수냄비가 찌그러져서 왔어요. 세트의 나머지는 괜찮아요. 그 냄비 환불해 주세요."),
    ("zh", ("铜单柄锅 14cm", "铜单柄锅 18cm", "铜双耳锅 22cm"),
     "18厘米的单柄锅到货时凹了。套装的其余都没问题。请退那个锅的钱。"),
    ("ar", ("قدر نحاس 14 سم", "قدر نحاس 18 سم", "طنجرة نحاس 22 سم"),
     "القدر مقاس 18 سم وصل مطعوج. باقي الطقم سليم. أرجو استرداد ثمن هذا القدر."),
]


def _set(titles: tuple[str, ...]):
    return order((titles[0], 1, 3000), (titles[1], 1, 4000), (titles[2], 1, 5000), currency="eur")


@pytest.mark.parametrize("lang, titles, said", SIZED, ids=[s[0] for s in SIZED])
def test_a_size_names_its_line_and_the_rest_is_kept(lang, titles, said):
    paid = _set(titles)
    not_allowed(None, paid, said)  # the whole payment
    allowed(4000, paid, said)  # the line of that size


# the same words, no size written: "the rest is fine" keeps the whole payment out
UNSIZED = [
    ("de", SIZED[1][1], "Der Stieltopf kam mit einer Delle an. Der Rest des Sets ist in Ordnung. "
                        "Bitte erstatten Sie diesen Topf."),
    ("nl", SIZED[6][1], "De steelpan kwam met een deuk. Rest van de set is in orde. Graag die pan terugbetalen."),
    ("ja", SIZED[14][1], "片手鍋がへこんで届きました。セットの残りは問題ありません。その鍋を返金してください。"),
    ("ko", SIZED[15][1], "편수냄비가 찌그러져서 왔어요. 세트의 나머지는 괜찮아요. 그 냄비 환불해 주세요."),
    ("zh", SIZED[16][1], "单柄锅到货时凹了。套装的其余都没问题。请退那个锅的钱。"),
    ("en", SIZED[0][1], "The saucepan came with a big dent. The rest of the set is fine. Please refund that pan."),
]


@pytest.mark.parametrize("lang, titles, said", UNSIZED, ids=[s[0] for s in UNSIZED])
def test_the_rest_said_fine_never_grounds_the_whole_payment(lang, titles, said):
    not_allowed(None, _set(titles), said)


@pytest.mark.parametrize("lang, titles, said", [
    ("en", SIZED[0][1], "Every pan of the set came dented. Please refund the whole order."),
    ("nl", SIZED[6][1], "De hele set kwam gedeukt aan, alle pannen. Graag alles terugbetalen."),
    ("de", SIZED[1][1], "Das ganze Set kam verbeult an. Bitte erstatten Sie den gesamten Betrag."),
])
def test_the_whole_set_said_dented_keeps_the_whole_payment(lang, titles, said):
    allowed(None, _set(titles), said)


# (lang, the line of six cups' title, the customer's words: one of the six broken, the rest fine)
ONE_OF = [
    ("en", "Porcelain Tea Cups - set of 6",
     "Of the 6 cups, one cup arrived chipped. The rest are fine. Please refund me for it."),
    ("de", "Porzellan Teetassen 6er Set",
     "Von den 6 Tassen ist eine Tasse angeschlagen. Der Rest ist in Ordnung. Bitte erstatten Sie mir diese."),
    ("fr", "Tasses à thé porcelaine - lot de 6",
     "Sur les 6 tasses, une tasse est ébréchée. Les autres vont bien. Merci de me la rembourser."),
    ("es", "Tazas de té porcelana - juego de 6",
     "De las 6 tazas, una taza llegó astillada. El resto está bien. Por favor reembolsadme esa."),
    ("it", "Tazze da tè porcellana - set da 6",
     "Delle 6 tazze, una tazza è scheggiata. Le altre sono a posto. Vorrei il rimborso di quella."),
    ("pt", "Chávenas de chá porcelana - conjunto de 6",
     "Das 6 chávenas, uma chávena chegou lascada. O resto está bem. Peço o reembolso dessa."),
    ("nl", "Porseleinen theekopjes - set van 6",
     "Van de 6 kopjes is één kopje gebarsten. De rest is in orde. Graag dat kopje terugbetalen."),
    ("pl", "Filiżanki porcelanowe - zestaw 6 szt.",
     "Z 6 filiżanek jedna filiżanka jest pęknięta. Reszta jest w porządku. Proszę o zwrot za nią."),
    ("ro", "Cești de ceai porțelan - set de 6",
     "Din cele 6 cești, o ceașcă a venit ciobită. Restul sunt în regulă. Vă rog rambursați-o."),
    ("sv", "Tekoppar porslin - 6 st",
     "Av de 6 kopparna är en kopp sprucken. Resten är hela. Jag vill ha pengarna tillbaka för den."),
    ("da", "Tekopper porcelæn - 6 stk",
     "Af de 6 kopper er en kop revnet. Resten er fine. Jeg vil gerne have pengene tilbage for den."),
    ("nb", "Tekopper porselen - 6 stk",
     "Av de 6 koppene er én kopp sprukket. Resten er fine. Jeg vil ha pengene tilbake for den."),
    ("fi", "Posliiniset teekupit - 6 kpl",
     "Kuudesta kupista yksi kuppi on haljennut. Muut ovat kunnossa. Haluan hyvityksen siitä."),
    ("tr", "Porselen çay fincanı - 6'lı set",
     "6 fincandan bir fincan çatlak geldi. Geri kalanı sağlam. O fincanın parasını iade eder misiniz?"),
    ("ja", "磁器ティーカップ 6客セット",
     "6客のうちカップが1客割れていました。残りは大丈夫です。その分を返金してください。"),
    ("ko", "도자기 찻잔 6개 세트", "찻잔 6개 중 찻잔 1개가 금이 갔어요. 나머지는 괜찮아요. 그거 환불해 주세요."),
    ("zh", "瓷茶杯 6只装", "6只茶杯中有一只杯子裂了。其余的都没问题。请退那一只的钱。"),
    ("ar", "فناجين شاي بورسلين - 6 قطع",
     "من بين ٦ فناجين، فنجان واحد مكسور. الباقي سليم. أرجو تعويضي عن الفنجان."),
]
POT = ("Teapot", 1, 4000)


@pytest.mark.parametrize("lang, title, said", ONE_OF, ids=[s[0] for s in ONE_OF])
def test_one_of_the_n_grounds_one_unit_never_the_line(lang, title, said):
    paid = order((title, 6, 1500), POT)
    not_allowed(9000, paid, said)  # the whole line of six
    allowed(1500, paid, said)  # one cup


@pytest.mark.parametrize("lang, title, said", [
    ("en", ONE_OF[0][1], "All 6 cups arrived chipped. Please refund the cups."),
    ("ar", ONE_OF[-1][1], "كل الفناجين الستة مكسورة. أرجو تعويضي عن الفناجين."),
    ("de", ONE_OF[1][1], "Alle 6 Tassen sind angeschlagen. Bitte erstatten Sie die Tassen."),
])
def test_every_unit_said_broken_keeps_the_whole_line(lang, title, said):
    allowed(9000, order((title, 6, 1500), POT), said)
