"""The one line that came, where the others are missing (issue 39, stop 64): "only the drill was
in the parcel; the bit set and the holder are missing; refund the two missing items". The drill
is the thing the customer has: it reads as kept (``cameonly``), so the amount with it is not
what they ask, and the two missing lines are. Written in our own words in every covered
language.

Before the change the drill read as named (every line mentioned, none kept), and the amount of
every line was allowed in some languages (the unsafe twin below failed on main there); the asked
amount of the two missing lines stays allowed. Twin: a count said of the line that came ("only 1
of the 2 drills came") is ``shortfall``'s, and keeps nothing here."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

# language: (the drill's title, the bit set's, the holder's, the words)
CASES = {
    "en": ("Cordless Drill 18V", "Drill Bit Set 19 pcs", "Magnetic Bit Holder 60 mm",
           "Only the drill was in the parcel. The bit set and the bit holder are missing. "
           "Please refund the two missing items."),
    "de": ("Akku-Bohrschrauber 18V", "Bohrer-Set 19-teilig", "Magnetischer Bithalter 60 mm",
           "Im Paket war nur der Bohrschrauber. Das Bohrer-Set und der Bithalter fehlen. Bitte "
           "erstatten Sie die zwei fehlenden Sachen."),
    "fr": ("Perceuse sans fil 18V", "Coffret de forets 19 pièces", "Porte-embout magnétique 60 mm",
           "Seule la perceuse est arrivée. Le coffret de forets et le porte-embout manquent. "
           "Merci de rembourser les deux articles manquants."),
    "es": ("Taladro inalámbrico 18V", "Juego de brocas 19 piezas", "Portapuntas magnético 60 mm",
           "Solo llegó el taladro. Faltan el juego de brocas y el portapuntas. Por favor, "
           "reembolsad los dos artículos que faltan."),
    "it": ("Trapano avvitatore 18V", "Set punte 19 pezzi", "Portainserti magnetico 60 mm",
           "Nel pacco è arrivato solo il trapano. Mancano il set di punte e il portainserti. "
           "Vorrei il rimborso dei due articoli mancanti."),
    "pt": ("Berbequim sem fio 18V", "Conjunto de brocas 19 peças", "Porta-pontas magnético 60 mm",
           "Só chegou o berbequim. Faltam o conjunto de brocas e o porta-pontas. Peço o "
           "reembolso dos dois artigos em falta."),
    "nl": ("Accuboormachine 18V", "Borenset 19-delig", "Magnetische bithouder 60 mm",
           "Alleen de boormachine kwam aan. De borenset en de bithouder ontbreken. Graag geld "
           "terug voor de twee ontbrekende artikelen."),
    "pl": ("Wiertarka akumulatorowa 18V", "Zestaw wierteł 19 szt.", "Uchwyt magnetyczny do bitów 60 mm",
           "Przyszła tylko wiertarka. Brakuje zestawu wierteł i uchwytu. Proszę o zwrot za te "
           "dwie brakujące rzeczy."),
    "sv": ("Sladdlös borrmaskin 18V", "Borrsats 19 delar", "Magnetisk bitshållare 60 mm",
           "Bara borrmaskinen kom. Borrsatsen och bitshållaren saknas. Jag vill ha pengarna "
           "tillbaka för de två varorna som saknas."),
    "da": ("Akku-boremaskine 18V", "Bor-sæt 19 dele", "Magnetisk bitholder 60 mm",
           "Kun boremaskinen kom. Bor-sættet og bitholderen mangler. Jeg vil gerne have pengene "
           "tilbage for de to manglende varer."),
    "nb": ("Batteridrill 18V", "Borsett 19 deler", "Magnetisk bitsholder 60 mm",
           "Bare drillen kom. Borsettet og bitsholderen mangler. Jeg vil ha pengene tilbake for "
           "de to manglende varene."),
    "fi": ("Akkuporakone 18V", "Poranteräsarja 19 osaa", "Magneettinen kärjenpidin 60 mm",
           "Vain porakone tuli. Poranteräsarja ja kärjenpidin puuttuvat. Haluan rahat takaisin "
           "kahdesta puuttuvasta tuotteesta."),
    "tr": ("Akülü matkap 18V", "Matkap ucu seti 19 parça", "Manyetik uç tutucu 60 mm",
           "Kutuda sadece matkap vardı. Uç seti ve uç tutucu eksik. Eksik iki ürünün parasını "
           "iade edin lütfen."),
    "ro": ("Mașină de găurit 18V", "Set burghie 19 piese", "Suport magnetic biți 60 mm",
           "A venit doar mașina de găurit. Lipsesc setul de burghie și suportul. Vă rog "
           "rambursați cele două produse lipsă."),
    "ja": ("充電式ドリル 18V", "ドリルビットセット 19本", "マグネットビットホルダー 60mm",
           "届いたのはドリルだけでした。ビットセットとビットホルダーが入っていません、足りない2点を返金してください。"),
    "ko": ("충전 드릴 18V", "드릴 비트 세트 19pcs", "자석 비트 홀더 60mm",
           "드릴만 왔어요. 비트 세트와 비트 홀더가 누락됐어요. 빠진 두 개 환불해 주세요."),
    "zh": ("充电起子机 18V", "钻头套装 19件", "磁性批头杆 60mm",
           "只到了起子机。钻头套装和批头杆都缺了，请把缺的两样退款。"),
    "ar": ("مثقاب لاسلكي 18 فولت", "طقم ريش مثقاب 19 قطعة", "حامل رؤوس مغناطيسي 60 مم",
           "وصلني المثقاب فقط. طقم الريش والحامل ناقصين. أرجو استرداد قيمة القطعتين الناقصتين."),
}
DRILL, BITS, HOLDER = 11900, 2499, 849


def _paid(lang: str):
    drill, bits, holder = CASES[lang][:3]
    return order((drill, 1, DRILL), (bits, 1, BITS), (holder, 1, HOLDER), currency="eur")


@pytest.mark.parametrize("lang", sorted(CASES))
def test_the_line_that_alone_came_is_not_asked(lang):
    not_allowed(DRILL + BITS + HOLDER, _paid(lang), CASES[lang][3])


@pytest.mark.parametrize("lang", sorted(CASES))
def test_the_missing_lines_stay_allowed(lang):
    allowed(BITS + HOLDER, _paid(lang), CASES[lang][3])


def test_a_count_that_came_keeps_nothing_here():
    paid = order(("Cordless Drill 18V", 2, DRILL), ("Drill Bit Set 19 pcs", 1, BITS), currency="eur")
    allowed(DRILL, paid, "I ordered 2 drills but only 1 drill came in the parcel, the other one is "
                         "missing. Please refund the missing drill.")
