"""A title's word that names a kind the title is not, a word that qualifies its head (issue 39,
stop 66): "Glass" of a "Glass Cleaning Cloth" names that line only beside another of its words
("the glass cloth"). A subject "Glass broken", the body speaking of the flutes (a line whose
title names no kind), named the cloth by its modifier, and the cloth's price was allowed as a
line the customer names. Written in our own words from the form, never from a corpus's ticket.

Beside each: the flutes' units refunded stay allowed; the cloth named by its own word ("the
cloth arrived torn") stays allowed; so does the glass alone where the payment has one line."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

_FLUTE, _CLOTH = 1450, 900

# (the flutes' title, no kind's word; the cloth's, the glass its modifier; a subject of the
# glass broken; two of the six flutes broken, asked back; the cloth torn, asked back)
_SAID = {
    "en": ("Champagne Flute Crystal (single)", "Glass Cleaning Cloth Microfiber", "Glass broken",
           "Two of the six flutes arrived in pieces. Please refund them.",
           "The cloth arrived torn. Please refund it."),
    "de": ("Sektflöte Kristall (einzeln)", "Poliertuch für Gläser Mikrofaser", "Glas kaputt",
           "Zwei der sechs Sektflöten kamen in Scherben an. Bitte erstatten Sie sie.",
           "Das Poliertuch kam zerrissen an. Bitte erstatten."),
    "fr": ("Flûte à champagne cristal (unité)", "Chiffon microfibre pour verres", "Verre cassé",
           "Deux des six flûtes sont arrivées en morceaux. Merci de me les rembourser.",
           "Le chiffon est arrivé déchiré. Merci de le rembourser."),
    "es": ("Flauta de cava cristal (unidad)", "Paño de microfibra para copas", "Copa rota",
           "Dos de las seis flautas llegaron rotas. Por favor, reembólsenmelas.",
           "El paño llegó roto. Por favor, reembólsenlo."),
    "it": ("Flûte da spumante cristallo (singolo)", "Panno in microfibra per bicchieri", "Bicchiere rotto",
           "Due delle sei flûte sono arrivate in frantumi. Vorrei il rimborso.",
           "Il panno è arrivato strappato. Vorrei il rimborso."),
    "pt": ("Flûte de champanhe cristal (unidade)", "Pano de microfibra para copos", "Copo partido",
           "Duas das seis flûtes chegaram partidas. Quero o reembolso delas.",
           "O pano chegou rasgado. Quero o reembolso."),
    "nl": ("Champagneflûte kristal (los)", "Poetsdoek voor glazen microvezel", "Glas kapot",
           "Twee van de zes champagneflûtes kwamen in stukken aan. Graag terugbetalen.",
           "De poetsdoek kwam gescheurd aan. Graag terugbetalen."),
    "pl": ("Flute do szampana kryształ (sztuka)", "Ściereczka z mikrofibry do kieliszków", "Kieliszek stłuczony",
           "Dwa z sześciu flute przyszły potłuczone. Proszę o zwrot pieniędzy.",
           "Ściereczka przyszła podarta. Proszę o zwrot."),
    "ro": ("Flute de șampanie cristal (bucată)", "Lavetă din microfibră pentru pahare", "Pahar spart",
           "Două din cele șase flute au venit sparte. Vă rog să mi le rambursați.",
           "Laveta a venit ruptă. Vă rog să o rambursați."),
    "sv": ("Champagneflöjt kristall (styck)", "Putsduk för glas mikrofiber", "Glas trasigt",
           "Två av de sex champagneflöjterna kom i bitar. Jag vill ha pengarna tillbaka för dem.",
           "Putsduken kom trasig. Jag vill ha pengarna tillbaka."),
    "da": ("Champagnefløjte krystal (stk.)", "Pudseklud til glas mikrofiber", "Glas knust",
           "To af de seks champagnefløjter kom i stykker. Jeg vil have pengene tilbage for dem.",
           "Pudsekluden kom flænset. Jeg vil have pengene tilbage."),
    "nb": ("Champagnefløyte krystall (stk.)", "Pusseklut for glass mikrofiber", "Glass knust",
           "To av de seks champagnefløytene kom i biter. Jeg vil ha pengene tilbake for dem.",
           "Pussekluten kom revnet. Jeg vil ha pengene tilbake."),
    "fi": ("Samppanjahuilu kristalli (kpl)", "Lasien kiillotusliina mikrokuitu", "Lasi rikki",
           "Kaksi kuudesta samppanjahuilusta tuli rikki. Haluan rahat takaisin niistä.",
           "Kiillotusliina tuli revenneenä. Haluan rahat takaisin."),
    "tr": ("Şampanya flüt kristal (tek)", "Bardak temizlik bezi mikrofiber", "Bardak kırık",
           "Altı flütün ikisi kırık geldi. Para iadesi istiyorum.",
           "Temizlik bezi yırtık geldi. Para iadesi istiyorum."),
    "ja": ("シャンパンフルート クリスタル（1脚）", "グラス用マイクロファイバークロス", "グラスが割れました",
           "シャンパンフルート6脚のうち2脚が割れて届きました。返金をお願いします。",
           "マイクロファイバークロスが破れて届きました。返金をお願いします。"),
    "ko": ("샴페인 플루트 크리스탈 (1개)", "유리잔 극세사천", "유리잔 파손",
           "샴페인 플루트 6개 중 2개가 깨져서 왔어요. 환불해 주세요.",
           "극세사천이 찢어져서 왔어요. 환불해 주세요."),
    "zh": ("香槟笛 水晶（单支）", "玻璃杯超细纤维布", "玻璃杯碎了",
           "六支香槟笛有两支到货就碎了。请退款。",
           "超细纤维布到货就破了。请退款。"),
    "ar": ("فلوت شمبانيا كريستال (قطعة)", "قماش تنظيف للكؤوس", "كأس مكسور",
           "وصل اثنان من الفلوت الستة مكسورين. أريد استرداد ثمنهما.",
           "وصل قماش التنظيف ممزقا. أريد استرداد ثمنه."),
}


def _paid(lang: str):
    flute, cloth, *_ = _SAID[lang]
    return order((flute, 6, _FLUTE), (cloth, 1, _CLOTH), currency="eur")


@pytest.mark.parametrize("lang", sorted(_SAID))
def test_the_cloth_is_not_named_by_its_modifier_alone(lang):
    _, _, subject, flutes, _ = _SAID[lang]
    not_allowed(_CLOTH, _paid(lang), flutes, subject=subject)


@pytest.mark.parametrize("lang", sorted(_SAID))
def test_the_flutes_broken_stay_allowed(lang):
    _, _, subject, flutes, _ = _SAID[lang]
    allowed(2 * _FLUTE, _paid(lang), flutes, subject=subject)


@pytest.mark.parametrize("lang", sorted(_SAID))
def test_the_cloth_named_by_its_head_stays_allowed(lang):
    _, _, subject, _, cloth = _SAID[lang]
    allowed(_CLOTH, _paid(lang), cloth)
