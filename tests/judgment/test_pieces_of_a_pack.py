"""Units of one pack: a line of quantity one whose title holds several pieces ("6pcs", "set of
6", "6er-Set", "6個入り") and a customer who speaks of one of those pieces ("one glass in the
box of six", "the other five are fine"). The whole line is not what they ask: its share of the
pieces is. Each form in every covered language, beside the contrasts that must not move: the
pack counted as a pack ("1 box", "ein Karton") and every piece broken."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, not_allowed, order

_PACK = order(("Stemmed Wine Glass Crystal 6pcs", 1, 4800), ship=500, currency="eur")
_ONE_PIECE = 800  # a sixth of the line

# one piece of the pack spoiled, the others said fine, the money asked for that one
ONE_OF_THE_PACK = [
    ("en", "One glass in the box of six came with a chipped rim. The other five are perfect. Could I "
           "get money back for that one?"),
    ("de", "Ein Glas aus dem Sechserkarton hatte einen abgeplatzten Rand. Die anderen fünf sind "
           "einwandfrei. Bitte erstatten Sie mir dieses eine."),
    ("fr", "Un verre du carton de six avait le bord ébréché. Les cinq autres sont parfaits. Pouvez-vous "
           "me rembourser celui-là ?"),
    ("es", "Una copa de la caja de seis llegó con el borde desportillado. Las otras cinco están "
           "perfectas. ¿Me devolvéis el dinero de esa?"),
    ("it", "Un bicchiere della scatola da sei aveva il bordo scheggiato. Gli altri cinque sono perfetti. "
           "Mi rimborsate quello?"),
    ("pt", "Um copo da caixa de seis veio com a borda lascada. Os outros cinco estão perfeitos. Podem "
           "reembolsar esse?"),
    ("nl", "Eén glas uit de doos van zes had een afgebroken rand. De andere vijf zijn perfect. Kan ik "
           "voor dat ene mijn geld terugkrijgen?"),
    ("pl", "Jeden kieliszek z kartonu sześciu miał wyszczerbiony brzeg. Pozostałe pięć jest w porządku. "
           "Proszę o zwrot za ten jeden."),
    ("sv", "Ett glas i kartongen med sex hade en kantstött kant. De andra fem är perfekta. Kan jag få "
           "pengarna tillbaka för det?"),
    ("da", "Et glas i kassen med seks havde et skår i kanten. De andre fem er fine. Kan jeg få pengene "
           "tilbage for det ene?"),
    ("nb", "Ett glass i esken med seks hadde et skår i kanten. De andre fem er fine. Kan jeg få pengene "
           "tilbake for det ene?"),
    ("fi", "Yhdessä kuuden lasin laatikon lasissa oli lohkeama reunassa. Muut viisi ovat kunnossa. "
           "Voinko saada rahat takaisin siitä yhdestä?"),
    ("ro", "Un pahar din cutia de șase avea marginea ciobită. Celelalte cinci sunt în regulă. Îmi puteți "
           "rambursa paharul acela?"),
    ("tr", "Altılı kutudaki bir bardağın kenarı kırıktı. Diğer beşi sağlam. O birinin parasını iade "
           "eder misiniz?"),
    ("ja", "6個入りのグラスのうち1個の縁が欠けていました。残りの5個は問題ありません。その1個分を返金してください。"),
    ("ko", "6개입 유리잔 중 1개의 테두리가 깨져 있었어요. 나머지 5개는 괜찮아요. 그 1개 값만 환불해 주세요."),
    ("ar", "في علبة الست كاسات وصلت كاسة واحدة مكسورة الحافة. الخمس الباقية سليمة. أريد استرداد ثمن "
           "الكاسة المكسورة فقط."),
]


@pytest.mark.parametrize(("lang", "said"), ONE_OF_THE_PACK)
def test_the_whole_pack_for_one_piece_is_not_allowed(lang: str, said: str) -> None:
    not_allowed(4800, _PACK, said, reason="units_of_line", subject="Glass")


@pytest.mark.parametrize(("lang", "said"), ONE_OF_THE_PACK)
def test_the_one_piece_of_the_pack_is_grounded(lang: str, said: str) -> None:
    allowed(_ONE_PIECE, _PACK, said, reason="grounded_units", subject="Glass")


# a count of packs, not of pieces: the whole line stays what is asked
PACKS_COUNTED = [
    ("en", "I ordered 1 box of the wine glasses and the box arrived crushed, every glass broken. Please "
           "refund it."),
    ("de", "Ich habe 1 Karton Weingläser bestellt, alle Gläser kamen zerbrochen an. Bitte erstatten Sie "
           "mir den Betrag."),
    ("fr", "J'ai commandé 1 coffret de verres à vin, tous les verres sont arrivés cassés. Merci de me "
           "rembourser."),
    ("es", "Pedí 1 caja de copas de vino y llegaron todas rotas. Quiero el reembolso, por favor."),
    ("it", "Ho ordinato 1 confezione di calici e sono arrivati tutti rotti. Vorrei il rimborso."),
    ("ja", "ワイングラスを1セット注文しましたが、全部割れて届きました。返金してください。"),
]


@pytest.mark.parametrize(("lang", "said"), PACKS_COUNTED)
def test_a_count_of_packs_leaves_the_whole_line_asked(lang: str, said: str) -> None:
    allowed(4800, _PACK, said, reason="grounded_line", subject="Glass")


def test_a_piece_is_not_less_than_a_pack_counted_as_one() -> None:
    asked(_ONE_PIECE, _PACK, PACKS_COUNTED[0][1], subject="Glass")
