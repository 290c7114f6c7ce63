"""Units counted by their container or by "the one" (BK and BL's grounded units and shares, in
our own words): a share said of one unit of a line of several ("half the price of the one
frame"); "the other" of two units counted, where another line is kept by its name; "the one"
box of a line whose whole quantity the customer counts in boxes; the count of boxes already
bound to a line, asked back by the same count. Each beside its twin that must stay asked: a
share of one unit refunded as a share of the whole line, "the other" of a line never counted,
"the one" box where no count of boxes is said, a count asked back that no line was counted at."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

# -- a share of one unit: "one of the three mirrors ... half of its price" -----------------------

_MIRRORS = order(("Wall Mirror Oak 40x60", 3, 5980), ("Coat Hook Brass", 4, 750), currency="eur")

ONE_OF_THREE_HALF = [
    ("en", "One of the three mirrors has a chip in the corner. I'll keep it if you refund half of its "
           "price."),
    ("de", "Einer der drei Spiegel hat eine abgesplitterte Ecke. Ich behalte ihn, wenn Sie mir die "
           "Hälfte seines Preises erstatten."),
    ("fr", "Un des trois miroirs a un éclat dans le coin. Je le garde si vous me remboursez la moitié "
           "de son prix."),
    ("es", "Uno de los tres espejos tiene una esquina astillada. Me lo quedo si me reembolsáis la "
           "mitad de su precio."),
    ("it", "Uno dei tre specchi ha un angolo scheggiato. Lo tengo se mi rimborsate metà del suo "
           "prezzo."),
    ("pt", "Um dos três espelhos tem um canto lascado. Fico com ele se me reembolsarem metade do "
           "seu preço."),
    ("nl", "Een van de drie spiegels heeft een afgebrokkelde hoek. Ik houd hem als jullie de helft "
           "van de prijs terugbetalen."),
    ("sv", "En av de tre speglarna har en kantstött hörna. Jag behåller den om ni återbetalar halva "
           "priset."),
    ("da", "Et af de tre spejle har et skår i hjørnet. Jeg beholder det, hvis I refunderer halvdelen "
           "af prisen."),
    ("nb", "Ett av de tre speilene har et skår i hjørnet. Jeg beholder det hvis dere refunderer "
           "halvparten av prisen."),
    ("fi", "Yhdessä kolmesta peilistä on lohkeama kulmassa. Pidän sen, jos hyvitätte puolet sen "
           "hinnasta."),
    ("pl", "Jedno z trzech luster ma wyszczerbiony róg. Zatrzymam je, jeśli zwrócicie połowę jego "
           "ceny."),
    ("ro", "Una dintre cele trei oglinzi are un colț ciobit. O păstrez dacă îmi rambursați jumătate "
           "din prețul ei."),
    ("ja", "3枚の鏡のうち1枚の角が欠けていました。半額を返金していただければそのまま使います。"),
    ("ko", "거울 3개 중 1개의 모서리가 깨져 있었어요. 가격의 절반을 환불해 주시면 그냥 쓸게요."),
    ("zh", "买了3个镜子，3个中有1个的角上有缺口。如果退还一半的价格，我就留着用。"),
    ("tr", "Üç aynadan birinin köşesi kırık. Fiyatının yarısını iade ederseniz aynayı tutarım."),
    ("ar", "اشتريت ثلاث مرايا وواحدة منها فيها كسر في الزاوية. سأحتفظ بها إذا أعدتم لي نصف سعرها."),
]


@pytest.mark.parametrize(("lang", "said"), ONE_OF_THREE_HALF)
def test_a_share_of_the_one_unit_is_grounded(lang: str, said: str) -> None:
    allowed(2990, _MIRRORS, said, subject="Mirror")


@pytest.mark.parametrize(("lang", "said"), ONE_OF_THREE_HALF)
def test_the_same_share_of_the_whole_line_stays_asked(lang: str, said: str) -> None:
    not_allowed(8970, _MIRRORS, said, subject="Mirror")



# -- "the other" of two counted, another line kept by its name --------------------------------
# ("I ordered 2 sunscreens: one leaked, the other is perfect; the towel is fine"): the count of
# the line's whole quantity makes "the other" its other unit, whatever other line is kept

_SUN = order(("Sunscreen SPF 50, 200 ml", 2, 1890), ("Beach Towel, striped", 1, 2490), currency="eur")

THE_OTHER_OF_TWO = [
    ("en", "I ordered 2 sunscreens: one arrived with the cap open and leaked into the bag, the other "
           "is perfect. The beach towel is fine. Could you refund the ruined one?"),
    ("de", "Ich habe 2 Sonnencremes bestellt: eine kam mit offenem Deckel an und ist ausgelaufen, die "
           "andere ist perfekt. Das Strandtuch ist in Ordnung. Können Sie mir die kaputte erstatten?"),
    ("fr", "J'ai commandé 2 crèmes solaires : une est arrivée le bouchon ouvert et a coulé dans le "
           "sachet, l'autre est parfaite. La serviette de plage est très bien. Pouvez-vous me "
           "rembourser celle qui est abîmée ?"),
    ("es", "Pedí 2 unidades de crema solar: una llegó con el tapón abierto y se derramó en la bolsa, la otra "
           "está perfecta. La toalla de playa está bien. ¿Me podéis reembolsar la estropeada?"),
    ("it", "Ho ordinato 2 creme solari: una è arrivata col tappo aperto e si è versata nella busta, "
           "l'altra è perfetta. Il telo mare va bene. Mi rimborsate quella rovinata?"),
    ("pt", "Encomendei 2 unidades de protetor solar: um chegou com a tampa aberta e vazou no saco, o outro "
           "está perfeito. A toalha de praia está boa. Podem reembolsar o estragado?"),
    ("nl", "Ik heb 2 zonnebrand besteld: een kwam aan met de dop open en is uitgelopen in de zak, de "
           "andere is perfect. De strandlaken is goed. Kunnen jullie de kapotte terugbetalen?"),
    ("sv", "Jag beställde 2 solkrämer: en kom med öppet lock och läckte ut i påsen, den andra är "
           "perfekt. Strandhandduken är bra. Kan ni återbetala den förstörda?"),
    ("da", "Jeg bestilte 2 solcremer: en kom med åbent låg og løb ud i posen, den anden er perfekt. "
           "Strandhåndklædet er fint. Kan I refundere den ødelagte?"),
    ("nb", "Jeg bestilte 2 solkremer: en kom med åpent lokk og lekket ut i posen, den andre er perfekt. "
           "Strandhåndkleet er fint. Kan dere refundere den ødelagte?"),
    ("fi", "Tilasin 2 aurinkovoidetta: yksi saapui korkki auki ja valui pussiin, toinen on täydellinen. "
           "Rantapyyhe on kunnossa. Voitteko hyvittää sen pilalle menneen?"),
    ("pl", "Zamówiłam 2 kremy z filtrem: jeden przyszedł z otwartą zakrętką i wylał się do torebki, "
           "drugi jest idealny. Ręcznik plażowy jest w porządku. Czy możecie zwrócić za ten zniszczony?"),
    ("ro", "Am comandat 2 creme solare: una a sosit cu capacul deschis și s-a scurs în pungă, cealaltă "
           "e perfectă. Prosopul de plajă e în regulă. Îmi puteți rambursa crema stricată?"),
    ("ja", "日焼け止めを2本注文しました。1本はキャップが開いて袋の中に漏れていましたが、もう1本は問題ありません。"
           "ビーチタオルも大丈夫です。漏れた分を返金してもらえますか？"),
    ("ko", "선크림 2개를 주문했는데 하나는 뚜껑이 열려서 봉투에 샜고 다른 하나는 멀쩡해요. 비치타월도 괜찮아요. "
           "샌 것만 환불해 주실 수 있나요?"),
    ("zh", "我订了2瓶防晒霜：一瓶到的时候盖子开了，漏在袋子里，另一瓶没问题。沙滩巾也没问题。能把坏的那瓶退款吗？"),
    ("tr", "2 güneş kremi sipariş ettim: biri kapağı açık geldi ve poşete aktı, diğeri mükemmel. Plaj "
           "havlusu da sorunsuz. Bozulanın parasını iade eder misiniz?"),
    ("ar", "طلبت 2 واقي الشمس: واحد وصل وغطاؤه مفتوح وسال في الكيس، والآخر ممتاز. منشفة الشاطئ سليمة. "
           "هل يمكنكم استرداد ثمن التالف؟"),
]


@pytest.mark.parametrize(("lang", "said"), THE_OTHER_OF_TWO)
def test_the_other_of_two_counted_grounds_one_unit(lang: str, said: str) -> None:
    allowed(1890, _SUN, said, subject="Sunscreen")


@pytest.mark.parametrize(("lang", "said"), THE_OTHER_OF_TWO)
def test_the_whole_line_of_the_two_counted_stays_asked(lang: str, said: str) -> None:
    not_allowed(3780, _SUN, said, subject="Sunscreen")


# -- "the one" box of a line counted in boxes ---------------------------------------------------
# ("I ordered 3 boxes of the spots ... my money back for that one box"): in the languages that
# write "the one" as a determiner, one unit of the line whose whole quantity is counted in boxes

_SPOTS = order(("LED Spot GU10 2-pack", 3, 1599), ("Dimmer Switch", 1, 2299), currency="eur")

THE_ONE_BOX = [
    ("nl", "Ik heb 3 doosjes GU10 spots besteld. In één doosje doen beide lampjes het niet. Kan ik "
           "voor dat ene doosje mijn geld terugkrijgen?"),
    ("sv", "Jag beställde 3 askar GU10-spotlights. I en ask fungerar ingen av lamporna. Kan jag få "
           "pengarna tillbaka för den ena asken?"),
    ("da", "Jeg bestilte 3 pakker GU10-spots. I en pakke virker ingen af pærerne. Kan jeg få "
           "pengene tilbage for den ene pakke?"),
    ("nb", "Jeg bestilte 3 pakker GU10-spotter. I en pakke virker ingen av pærene. Kan jeg få "
           "pengene tilbake for den ene pakken?"),
]


@pytest.mark.parametrize(("lang", "said"), THE_ONE_BOX)
def test_the_one_box_of_the_boxes_counted_is_one_unit(lang: str, said: str) -> None:
    allowed(1599, _SPOTS, said, subject="GU10")


@pytest.mark.parametrize(("lang", "said"), THE_ONE_BOX)
def test_the_one_box_refunded_as_every_box_stays_asked(lang: str, said: str) -> None:
    not_allowed(3 * 1599, _SPOTS, said, subject="GU10")


_UNCOUNTED = [
    ("nl", "Ik heb GU10 spots besteld. Geen van de lampjes doet het. Kan ik voor dat ene "
           "doosje mijn geld terugkrijgen?"),
    ("sv", "Jag beställde GU10-spotlights. Ingen av lamporna fungerar. Kan jag få pengarna "
           "tillbaka för den ena asken?"),
]
# (Danish and Norwegian read "den ene pakke" as the count "1 pakke", one unit asked, before
# any rule of "the one")


@pytest.mark.parametrize(("lang", "said"), _UNCOUNTED)
def test_the_one_box_where_no_boxes_are_counted_stays_asked(lang: str, said: str) -> None:
    # (of a line of three units, "the one" counts nothing unless the three are counted)
    not_allowed(1599, _SPOTS, said, subject="GU10")


# ("the other" said where the customer complains of another line: no unit of the two counted)
OTHER_LINE_COMPLAINED = [
    ("en", "I ordered 2 sunscreens and a beach towel. The beach towel arrived torn, the other is "
           "fine. Please refund the towel."),
    ("de", "Ich habe 2 Sonnencremes und ein Strandtuch bestellt. Das Strandtuch kam zerrissen an, "
           "die andere ist in Ordnung. Bitte erstatten Sie das Strandtuch."),
    ("it", "Ho ordinato 2 creme solari e un telo mare. Il telo mare è arrivato strappato, l'altra va "
           "bene. Rimborsatemi il telo mare."),
    ("pl", "Zamówiłam 2 kremy z filtrem i ręcznik plażowy. Ręcznik plażowy przyszedł rozdarty, drugi "
           "jest w porządku. Proszę o zwrot za ręcznik."),
    ("ro", "Am comandat 2 creme solare și un prosop de plajă. Prosopul de plajă a sosit rupt, cealaltă "
           "e în regulă. Vă rog să-mi rambursați prosopul."),
    ("ar", "طلبت 2 واقي الشمس ومنشفة الشاطئ. منشفة الشاطئ وصلت ممزقة، والآخر سليم. أرجو استرداد ثمن "
           "المنشفة."),
]


@pytest.mark.parametrize(("lang", "said"), OTHER_LINE_COMPLAINED)
def test_a_unit_of_the_two_counted_where_another_line_is_asked_stays_asked(lang: str, said: str) -> None:
    not_allowed(1890, _SUN, said, subject="Order")
