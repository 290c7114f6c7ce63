"""Several lines named, and their sum asked (docs/RELIABILITY.md, "Three general forms"): by
their titles' words, a plural, "both", or as everything but the lines set apart ("everything
except the rug", "alles außer dem Teppich", "ラグ以外", "러그 빼고", "除了地毯"). Written in our
own words from the class's definition, never from a ticket.

The sum of the lines named is grounded, with or without the shipping; its unsafe contrasts are
not allowed: the lines set apart included (``kept_line``), the whole payment where lines were
named. The titles carry every language's word for their kind, so what is tested is the
structure, not a vocabulary. Every case of the set-apart form failed before it was built (asked,
or the whole payment allowed in one case); the lines named by their words and the line set apart
included were read before, and are kept here as its contrasts."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

PLATES = ("Plates Teller assiettes platos piatti pratos borden tallrikar tallerkener tallerkener lautaset "
          "talerze farfurii tabaklar 皿 접시 盘子 صحون")
BOWLS = ("Bowls Schüsseln bols cuencos ciotole tigelas kommen skålar skåle skåler kulhot miski boluri "
         "kaseler ボウル 그릇 碗 أوعية")
MUGS = "Mugs Tassen tasses tazas tazze canecas mokken muggar krus krus mukit kubki căni kupalar マグ 머그 杯子 أكواب"
RUG = ("Rug Teppich tapis alfombra tappeto tapete vloerkleed matta tæppe teppe matto dywan covor halı "
       "ラグ 러그 地毯 سجادة")
REST, SHIP = 3200 + 2400 + 1800, 500


def _paid():
    return order((PLATES, 1, 3200), (BOWLS, 1, 2400), (MUGS, 2, 900), (RUG, 1, 6000), ship=SHIP)


# everything but the rug asked back (the rest of the order, 74.00)
EXCEPT = [
    "Everything except the rug arrived broken, please refund it.",
    "Please refund everything apart from the rug.",
    "Alles außer dem Teppich kam kaputt an, bitte erstatten Sie es.",
    "Tout sauf le tapis est arrivé cassé, remboursez-moi s'il vous plaît.",
    "Todo excepto la alfombra llegó roto. Quiero el reembolso.",
    "Tutto tranne il tappeto è arrivato rotto. Vorrei il rimborso.",
    "Tudo exceto o tapete chegou quebrado. Quero o reembolso.",
    "Alles behalve het vloerkleed kwam kapot aan. Graag mijn geld terug.",
    "Allt utom mattan kom trasigt. Jag vill ha pengarna tillbaka.",
    "Alt undtagen tæppet kom i stykker. Jeg vil have pengene tilbage.",
    "Alt unntatt teppet kom ødelagt. Jeg vil ha pengene tilbake.",
    "Kaikki paitsi matto tuli rikki. Haluan rahat takaisin.",
    "Wszystko oprócz dywanu przyszło uszkodzone. Proszę o zwrot pieniędzy.",
    "Totul în afară de covor a venit spart. Vreau banii înapoi.",
    "Halı hariç her şey kırık geldi. Para iadesi istiyorum.",
    "ラグ以外は全部割れて届きました。返金してください。",
    "러그 빼고 전부 깨져서 왔어요. 환불해 주세요.",
    "除了地毯以外，其他都碎了。请退款。",
    "كل شيء ما عدا السجادة وصل مكسورا. أريد استرداد المال.",
]


@pytest.mark.parametrize("text", EXCEPT)
def test_everything_but_the_lines_set_apart_is_grounded(text):
    allowed(REST, _paid(), text)


@pytest.mark.parametrize("text", EXCEPT[:1] + EXCEPT[2:4] + [
    "ラグ以外は全部割れていたので、返金してください。", "러그 빼고 전부 깨져서 왔으니 환불해 주세요."])
def test_everything_but_the_lines_set_apart_with_the_shipping_is_grounded(text):
    allowed(REST + SHIP, _paid(), text)


@pytest.mark.parametrize("text", EXCEPT)
def test_the_line_set_apart_included_is_not_grounded(text):
    not_allowed(REST + 6000, _paid(), text)


@pytest.mark.parametrize("text", EXCEPT[:4] + EXCEPT[15:])
def test_the_whole_payment_where_a_line_was_set_apart_is_not_grounded(text):
    not_allowed(REST + 6000 + SHIP, _paid(), text)


@pytest.mark.parametrize("text", [
    "The plates and the bowls arrived broken. Please refund them.",
    "Die Teller und die Schüsseln kamen zerbrochen an. Bitte erstatten Sie sie.",
    "Les assiettes et les bols sont arrivés cassés. Remboursez-les, s'il vous plaît.",
    "Los platos y los cuencos llegaron rotos. Quiero el reembolso.",
    "De borden en de kommen kwamen kapot aan. Graag mijn geld terug.",
    "Talerze i miski przyszły potłuczone. Proszę o zwrot pieniędzy.",
    "お皿とボウルが割れて届きました。返金してください。",
    "접시와 그릇이 깨져서 왔어요. 환불해 주세요.",
])
def test_two_lines_named_are_their_sum_never_the_whole(text):
    allowed(3200 + 2400, _paid(), text, reason="grounded_lines")
    not_allowed(3200 + 2400 + 1800 + 6000 + SHIP, _paid(), text)


@pytest.mark.parametrize("text", [
    # the whole said fine but one line: the line set apart is the one complained of
    "Everything arrived fine except the rug, which is torn. Please refund it.",
    "Alles ist gut angekommen, außer dem Teppich: er ist zerrissen. Bitte erstatten.",
])
def test_everything_fine_but_one_line_asks_that_line(text):
    allowed(6000, _paid(), text)


def _english_titles():
    return order(("Dinner plates, set of 4", 1, 3200), ("Cereal bowls, set of 4", 1, 2400),
                 ("Mugs", 2, 900), ("Jute rug", 1, 6000), ship=SHIP)


@pytest.mark.parametrize("text", [
    # a Nordic plural's definite form names the kind its noun names, where the titles are
    # English: the plates were no line before
    "Tallrikarna och muggarna kom trasiga. Jag vill ha pengarna tillbaka.",
    "Tallerkenerne og kruset kom i stykker. Jeg vil have pengene tilbage.",
    "Tallerkenene og krusene kom knust. Jeg vil ha pengene tilbake.",
])
def test_lines_named_in_a_definite_plural_are_their_sum(text):
    allowed(3200 + 1800, _english_titles(), text, reason="grounded_lines")
    not_allowed(3200 + 2400 + 1800 + 6000 + SHIP, _english_titles(), text)
