"""Units counted with the whole first: "of the four cables, two do not charge", in every covered
language, where the whole is written before the part ("من الأربع كيابل اثنين", "四根数据线里有两根",
a measure word of long things). The part's units are what is asked; the whole line stays asked
where the customer keeps the rest."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

_CABLES = order(("Braided Charging Cable USB-C 2m", 4, 1500), ship=400, currency="eur")

WHOLE_FIRST = [
    ("en", "Of the four cables, two do not charge at all. The other two work. Please refund the two dead ones."),
    ("de", "Von den vier Kabeln laden zwei gar nicht. Die anderen zwei gehen. Bitte erstatten Sie die zwei defekten."),
    ("fr", "Sur les quatre câbles, deux ne chargent pas du tout. Les deux autres marchent. Remboursez-moi les deux "
           "défectueux."),
    ("es", "De los cuatro cables, dos no cargan nada. Los otros dos funcionan. Devolvedme el dinero de los dos que "
           "fallan."),
    ("it", "Dei quattro cavi, due non caricano per niente. Gli altri due funzionano. Rimborsatemi i due difettosi."),
    ("pt", "Dos quatro cabos, dois não carregam nada. Os outros dois funcionam. Reembolsem os dois com defeito."),
    ("nl", "Van de vier kabels laden er twee helemaal niet. De andere twee werken. Graag geld terug voor die twee."),
    ("pl", "Z czterech kabli dwa w ogóle nie ładują. Pozostałe dwa działają. Proszę o zwrot za te dwa."),
    ("ro", "Din cele patru cabluri, două nu încarcă deloc. Celelalte două merg. Vă rog rambursați-le pe cele două."),
    ("sv", "Av de fyra kablarna laddar två inte alls. De andra två fungerar. Jag vill ha pengarna tillbaka för de "
           "två."),
    ("da", "Af de fire kabler lader to slet ikke. De andre to virker. Jeg vil have pengene tilbage for de to."),
    ("nb", "Av de fire kablene lader to ikke i det hele tatt. De andre to virker. Jeg vil ha pengene tilbake for de "
           "to."),
    ("fi", "Neljästä kaapelista kaksi ei lataa ollenkaan. Muut kaksi toimivat. Haluan rahat takaisin niistä kahdesta."),
    ("tr", "Dört kablodan ikisi hiç şarj etmiyor. Diğer ikisi çalışıyor. O ikisinin parasını iade edin lütfen."),
    ("ja", "ケーブル4本のうち2本が全く充電できません。残りの2本は大丈夫です。その2本分を返金してください。"),
    ("ko", "케이블 4개 중 2개가 전혀 충전이 안 돼요. 나머지 2개는 괜찮아요. 그 2개 값을 환불해 주세요."),
    ("zh", "四根数据线里有两根完全不能充电。另外两根没问题。请退那两根的钱。"),
    ("ar", "من الأربع كيابل اثنين ما يشحنون أبداً، والاثنين الباقيين شغالين. أريد استرداد ثمن الاثنين."),
]


@pytest.mark.parametrize(("lang", "said"), WHOLE_FIRST)
def test_the_part_counted_after_the_whole_is_grounded(lang: str, said: str) -> None:
    allowed(2 * 1500, _CABLES, said, reason="grounded_units", subject="Cables")


@pytest.mark.parametrize(("lang", "said"), WHOLE_FIRST)
def test_the_whole_line_for_the_part_is_not_allowed(lang: str, said: str) -> None:
    not_allowed(4 * 1500, _CABLES, said, subject="Cables")
