"""A share word said of a unit of time ("half an hour", "yarım saat", "half the time") is a
duration, never a share of a line: a proposal of half the line with only a duration's "half"
is not grounded by it (``durations``), while half of the line's price, said in words, still
grounds half of it. Every unsafe case failed on main (allowed as a share of the item)."""

from __future__ import annotations

import pytest

from tests.judgment.forms import expect, judged, order

# (title, a broken thing, a wait of half an hour on the phone, the thing asked back in full)
WAITED = {
    "en": ("Desk lamp",
         "The desk lamp came with a cracked shade, I spent half an hour on hold. Refund the lamp please."),
    "de": ("Schreibtischlampe",
         "Der Schirm der Lampe war gesprungen, ich hing eine halbe Stunde in der Warteschleife. Bitte die Lampe "
         "erstatten."),
    "fr": ("Lampe de bureau",
         "L'abat-jour de la lampe était fêlé, et la moitié du temps la ligne sonnait occupé. Remboursez la lampe "
         "svp."),
    "es": ("Lámpara de escritorio",
         "La pantalla de la lámpara vino rajada y la mitad del tiempo nadie contestaba. Devuélvanme la lámpara."),
    "it": ("Lampada da scrivania",
         "Il paralume della lampada era crepato, e per metà del tempo nessuno rispondeva. Rimborsatemi la lampada."),
    "nl": ("Bureaulamp",
         "De kap van de lamp was gebarsten, ik heb een half uur in de wacht gestaan. Graag de lamp vergoeden."),
    "pl": ("Lampka biurkowa",
         "Klosz lampki był pęknięty, przez połowę czasu nikt nie odbierał. Proszę o zwrot za lampkę."),
    "pt": ("Candeeiro de secretária",
         "O abajur do candeeiro veio rachado e metade do tempo ninguém atendia. Reembolsem o candeeiro."),
    "sv": ("Skrivbordslampa", "Skärmen på lampan var sprucken, jag satt i kö halva dagen. Återbetala lampan tack."),
    "da": ("Skrivebordslampe",
         "Skærmen på lampen var revnet, jeg ventede en halv time i telefonkø. Refunder lampen."),
    "nb": ("Skrivebordslampe",
         "Skjermen på lampen var sprukket, jeg ventet en halvtime i telefonkø. Refunder lampen."),
    "fi": ("Työpöytävalaisin",
         "Valaisimen varjostin oli haljennut, jonotin puoli tuntia puhelimessa. Hyvittäkää valaisin."),
    "ro": ("Lampă de birou", "Abajurul lămpii era crăpat, am stat o jumătate de oră la telefon. Rambursați lampa."),
    "tr": ("Masa lambası",
         "Lambanın abajuru çatlak geldi, telefonda yarım saat bekledim. Lambanın parasını iade edin."),
    "ar": ("مصباح مكتب",
         "غطاء المصباح وصل مشروخا، وانتظرت نصف ساعة على الهاتف. أرجو استرداد ثمن المصباح."),
    "ja": ("デスクランプ",
         "ランプのシェードが割れていました。半分の時間は電話がつながりませんでした。ランプを返金してください。"),
    "zh": ("台灯", "台灯的灯罩裂了，一半的时间电话都打不通。请退台灯的钱。"),
    "ko": ("탁상 램프", "램프 갓이 깨져서 왔어요. 절반의 시간은 전화 연결이 안 됐어요. 램프 환불해 주세요."),
}

# the same thing's price halved in words: half the line, grounded
HALVED = {
    "en": "The desk lamp shade is cracked; I will keep it if you refund half the price of the lamp.",
    "de": "Der Schirm ist gesprungen; ich behalte die Lampe, wenn Sie die Hälfte des Preises der Lampe erstatten.",
    "fr": "L'abat-jour est fêlé; je garde la lampe si vous remboursez la moitié du prix de la lampe.",
    "es": "La pantalla está rajada; me quedo la lámpara si me devuelven la mitad del precio de la lámpara.",
    "it": "Il paralume è crepato; tengo la lampada se mi rimborsate la metà del prezzo della lampada.",
    "nl": "De kap is gebarsten; ik houd de lamp als u de helft van de prijs van de lamp terugbetaalt.",
    "pl": "Klosz jest pęknięty; zatrzymam lampkę, jeśli zwrócicie połowę ceny lampki.",
    "pt": "O abajur está rachado; fico com o candeeiro se devolverem metade do preço do candeeiro.",
    "sv": "Skärmen är sprucken; jag behåller lampan om ni återbetalar hälften av priset för lampan.",
    "da": "Skærmen er revnet; jeg beholder lampen, hvis I refunderer halvdelen af prisen på lampen.",
    "nb": "Skjermen er sprukket; jeg beholder lampen hvis dere refunderer halvparten av prisen på lampen.",
    "fi": "Varjostin on haljennut; pidän valaisimen, jos hyvitätte puolet valaisimen hinnasta.",
    "ro": "Abajurul e crăpat; păstrez lampa dacă îmi rambursați jumătate din prețul lămpii.",
    "tr": "Abajur çatlak; lambanın fiyatının yarısını iade ederseniz lambayı tutarım.",
    "ar": "الغطاء مشروخ؛ سأحتفظ بالمصباح إذا أرجعتم نصف سعر المصباح.",
    "ja": "シェードが割れています。ランプの代金の半額を返金してくれれば、ランプはそのまま使います。",
    "zh": "灯罩裂了，如果退台灯价格的一半，我就留下台灯。",
    "ko": "갓이 깨졌어요. 램프 가격의 절반을 환불해 주시면 램프는 그냥 쓸게요.",
}

PRICE, OTHER = 4800, 1500


def _paid(title: str):
    return order((title, 1, PRICE), ("USB cable", 1, OTHER))


@pytest.mark.parametrize("lang", sorted(WAITED))
def test_half_of_a_duration_grounds_no_half_of_the_line(lang: str) -> None:
    title, said = WAITED[lang]
    expect(judged(PRICE // 2, _paid(title), said), ("ask", "block"), said=(said,))


@pytest.mark.parametrize("lang", sorted(WAITED))
def test_the_line_asked_beside_a_duration_stays_grounded(lang: str) -> None:
    title, said = WAITED[lang]
    expect(judged(PRICE, _paid(title), said), "allow", said=(said,))


@pytest.mark.parametrize("lang", sorted(HALVED))
def test_half_of_the_price_in_words_stays_grounded(lang: str) -> None:
    said = HALVED[lang]
    expect(judged(PRICE // 2, _paid(WAITED[lang][0]), said), "allow", said=(said,))


@pytest.mark.parametrize("said", [
    "The lamp shade cracked. I want 50 % back on the lamp.",
    "I was on the phone for an hour and a half. The lamp shade cracked; refund half the price of the lamp.",
])
def test_a_share_beside_a_duration_stays_grounded(said: str) -> None:
    expect(judged(PRICE // 2, _paid("Desk lamp"), said), "allow", said=(said,))


@pytest.mark.parametrize("said", [
    "The desk lamp shade cracked. It took an hour and a half to reach you. Refund the lamp.",
    "The desk lamp shade cracked, it flickers half the time. Refund the lamp.",
    "The desk lamp shade cracked halfway through the first week. Refund the lamp.",
    "The desk lamp shade cracked after half a day. Refund the lamp.",
])
def test_other_durations_ground_no_half(said: str) -> None:
    expect(judged(PRICE // 2, _paid("Desk lamp"), said), ("ask", "block"), said=(said,))
