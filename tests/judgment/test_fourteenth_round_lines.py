"""Lines read from how the customer writes of them (issue 39, the fourteenth round): a line kept
for use, said as the reason it does not go back ("the tea towel I'll use, so I'm not returning
it"), is kept, never refunded with the lines that go back; the shipping said charged twice with
a sign, as a receipt writes it ("2x shipping at 5.95", "运费×2"), where the payment's one
shipping charge holds both, grounds one of its halves. Written in our own words from the form,
not from any corpus's ticket; each case failed before it was built, and the contrasts (a line
not returned for its fault, a figure that names nothing on the payment, "2x" of an item) stay
as they were."""

from __future__ import annotations

import pytest

from tests.judgment.test_grounding_forms import codes, judged, order

POT = ("Teapot Teekanne théière tetera teiera bule theepot tekanna tekande tekanne teekannu czajniczek ceainic "
       "demlik ティーポット 티팟 茶壶 إبريق")
TRAY = ("Tray Tablett plateau bandeja vassoio dienblad bricka bakke brett tarjotin taca tava tepsi トレー 쟁반 托盘 "
        "صينية")
TOWEL = ("Tea towel Geschirrtuch torchon paño strofinaccio pano theedoek kökshandduk viskestykke kjøkkenhåndkle "
         "keittiöpyyhe ściereczka prosop kurulama bezi ふきん 행주 茶巾 منشفة")


def _tea():
    return order((POT, 1, 3000), (TRAY, 1, 2000), (TOWEL, 1, 800))


KEPT_FOR_USE = [
    "I've sent the teapot and the tray back. The tea towel I'll use, so I'm not returning it. Please refund.",
    "Die Teekanne und das Tablett habe ich zurückgeschickt. Das Geschirrtuch benutze ich, deshalb schicke ich es "
    "nicht zurück. Bitte erstatten Sie mir das Geld.",
    "J'ai renvoyé la théière et le plateau. Le torchon, je m'en sers, donc je ne le renvoie pas. Merci de me "
    "rembourser.",
    "He devuelto la tetera y la bandeja. El paño lo uso, así que no lo devuelvo. Quiero el reembolso.",
    "Ho rispedito la teiera e il vassoio. Lo strofinaccio lo uso, quindi non lo restituisco. Vorrei il rimborso.",
    "Devolvi o bule e a bandeja. O pano vou usar, por isso não o devolvo. Quero o reembolso.",
    "De theepot en het dienblad heb ik teruggestuurd. De theedoek gebruik ik, dus die stuur ik niet terug. Graag "
    "mijn geld terug.",
    "Jag har skickat tillbaka tekanna och bricka. Kökshandduk använder jag, så den skickar jag inte tillbaka. Jag "
    "vill ha pengarna tillbaka.",
    "Jeg har sendt tekande og bakke retur. Viskestykke bruger jeg, så det sender jeg ikke tilbage. Jeg vil gerne "
    "have pengene tilbage.",
    "Jeg har sendt tekanne og brett i retur. Kjøkkenhåndkle bruker jeg, så det sender jeg ikke tilbake. Jeg vil ha "
    "pengene tilbake.",
    "Lähetin teekannu ja tarjotin takaisin. Keittiöpyyhe käytän, joten en palauta sitä. Haluan rahat takaisin.",
    "Odesłałam czajniczek i taca. Ściereczka przyda się, więc jej nie odsyłam. Proszę o zwrot pieniędzy.",
    "Am trimis înapoi ceainic și tava. Prosop îl folosesc, așa că nu îl returnez. Vă rog să-mi returnați banii.",
    "Demlik ve tepsi iade ettim. Kurulama bezi kullanacağım için iade etmiyorum. Param iade edilsin lütfen.",
    "ティーポットとトレーは返品しました。ふきんは使うので返品しません。返金をお願いします。",
    "티팟이랑 쟁반은 반품 보냈어요. 행주는 쓸 거라서 반품 안 해요. 환불해 주세요.",
    "茶壶和托盘已经退回去了。茶巾我要用，所以不退。请退款。",
    "أرجعت إبريق الشاي و صينية. منشفة سأستخدمها لذلك لن أرجعها. أرجو استرداد المبلغ.",
]


@pytest.mark.parametrize("text", KEPT_FOR_USE)
def test_a_line_kept_for_use_is_not_refunded_with_the_others(text):
    found = judged(5800, _tea(), text)
    assert found.verdict == "ask" and codes(found)[0] == "kept_line", codes(found)


@pytest.mark.parametrize("text", KEPT_FOR_USE)
def test_the_lines_that_go_back_stay_grounded(text):
    assert judged(5000, _tea(), text).verdict == "allow"


@pytest.mark.parametrize("text", [
    # not returned for its fault: the line is still asked
    "The tea towel tore the first time I used it. I won't send it back, it is rubbish. Please refund the towel.",
    "Das Geschirrtuch ist beim ersten Benutzen gerissen, ich schicke es nicht zurück. Bitte erstatten Sie das Tuch.",
    "ふきんは一回使っただけで破れました。返品はしませんが、返金をお願いします。",
])
def test_a_line_not_returned_for_its_fault_stays_asked(text):
    assert judged(800, _tea(), text).verdict == "allow"


CANDLE = "Candle Amber Glow"


@pytest.mark.parametrize("text", [
    "My receipt shows 2x shipping at 5.95. That can't be right, please give one back.",
    "Auf der Rechnung steht Versand 2x je 5,95. Bitte einmal zurück.",
    "Sur le ticket il y a deux fois les frais de port de 5,95. Merci d'en rembourser un.",
    "En el ticket aparece 2x envío de 5,95. Devolvedme uno, por favor.",
    "Sul conto c'è la spedizione x2 da 5,95. Rimborsatene una.",
    "O frete foi cobrado 2x (5,95). Devolvam um, por favor.",
    "Op de bon staat twee keer verzendkosten van 5,95. Graag één terug.",
    "På kvittot står frakt 2x à 5,95. Jag vill ha tillbaka den ena.",
    "På kvitteringen står fragt 2x a 5,95. Jeg vil gerne have den ene tilbage.",
    "Hej, på kvitteringen står frakt 2x à 5,95. Jeg vil ha den ene tilbake.",
    "Kuitissa on toimitus 2x 5,95. Palauttakaa toinen.",
    "Na paragonie jest dostawa 2x po 5,95. Proszę o zwrot jednej.",
    "Pe bon apare livrarea de 2x câte 5,95. Vă rog returnați una.",
    "Fişte kargo 2x 5,95 görünüyor. Birini iade edin lütfen.",
    "領収書に送料が2回計上されています（5.95）。1回分を返金してください。",
    "영수증에 배송비 두 번 5.95씩 있어요. 한 번 환불해 주세요.",
    "收据上运费×2，每次5.95。请退还一次。",
    "في الإيصال الشحن 2x بسعر 5.95. أرجو استرداد واحد.",
])
def test_the_shipping_charged_twice_with_a_sign_grounds_one_half(text):
    found = judged(595, order((CANDLE, 1, 2400), ship=1190), text)
    assert found.verdict == "allow" and codes(found)[0] == "grounded_taken_twice", codes(found)


@pytest.mark.parametrize("text", [
    "I ordered 2x candles. Please refund 5.95.",  # "2x" of an item, a figure of nothing
    "The candle came broken, please refund 5.95.",
    "Auf der Rechnung steht Versand 2x je 5,95. Bitte 7,00 zurück.",  # a figure no half is
])
def test_a_figure_of_nothing_or_2x_an_item_stays_asked(text):
    amount = 700 if "7,00" in text else 595
    assert judged(amount, order((CANDLE, 1, 2400), ship=1190), text).verdict == "ask"


@pytest.mark.parametrize(("amount", "text"), [
    # an amount spelled in the genitive, as "a refund of" takes it (Polish, Finnish)
    (25900, "Dzień dobry, rezygnuję z warsztatów online, nie obejrzałem ani jednego nagrania. Proszę o zwrot "
            "dwustu pięćdziesięciu dziewięciu złotych."),
    (25900, "Rezygnuję z abonamentu. Należy mi się zwrot dwustu pięćdziesięciu dziewięciu złotych."),
    (14500, "Hei, peruin verkkokurssin heti. Pyydän sadan neljänkymmenenviiden euron hyvitystä."),
    # the tens multiplied after the hundreds, not the hundreds with them ("kaksisataa" + 5 x 10)
    (25000, "Hei, peruin verkkokurssin heti. Pyydän hyvitystä kaksisataaviisikymmentä euroa."),
])
def test_an_amount_in_words_of_any_case_grounds_the_payment_without_lines(amount, text):
    found = judged(amount, order(bare=amount, currency="eur"), text)
    assert found.verdict == "allow" and codes(found)[0] in ("grounded_full", "grounded_whole"), codes(found)
    assert judged(amount - 1000, order(bare=amount, currency="eur"), text).verdict == "ask"


@pytest.mark.parametrize(("lines", "text", "subject"), [
    # a Finnish noun in its weak grade ("teltan", "matkalaukun": of teltta, matkalaukku) names
    # the line whose title's compound it heads, so an amount spelled out is of that line
    ((("Käsimatkalaukku 55 cm - Harmaa", 1, 8900), ("Pakkauspussit 3 kpl", 1, 1900)),
     "Matkalaukun pyörä irtosi heti. Palautan matkalaukun ja haluan takaisin ne 89 euroa. Pussit pidän.",
     "Matkalaukun pyörä irtosi"),
    ((("Emalimuki 3 dl", 1, 1500), ("Retkiteltta 2 hengen - Vihreä", 1, 19900)),
     "Teltan kaari katkesi. Palautan teltan ja haluan rahat takaisin.", "Teltan kaari katkesi"),
    ((("Emalimuki 3 dl", 1, 1500), ("Retkiteltta 2 hengen - Vihreä", 1, 19900)),
     "Teltan vetoketju on rikki, haluan hyvityksen.", ""),
])
def test_a_finnish_weak_grade_names_its_line(lines, text, subject):
    paid = order(*lines, currency="eur")
    named = max(li[2] for li in lines)
    assert judged(named, paid, text, subject=subject).verdict == "allow"
    # the whole payment, the other line with it, is not asked
    assert judged(sum(li[2] for li in lines), paid, text, subject=subject).verdict == "ask"
