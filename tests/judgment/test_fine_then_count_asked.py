"""A line said fine and a count asked back in one run of words, no comma between ("the rice is
fine refund the 2 bags of dumplings please", "햇반은 괜찮아요 만두 2봉 환불해 주세요"): the count
stands nearer the word asking money back than the word of fine, so it is units asked, never
units kept (issue 39's "a count binds to the line it is said of"). Twins: the whole line, the
line said fine and everything stay unallowed; a count nearer the word of keeping ("I keep the 2
good bags") stays kept. Our own words, never a corpus ticket's."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

_BAG, _RICE = 1190, 1390

# (language, the dumplings' and the rice's titles, the words)
RUN_ON = [
    ("en", "Frozen Dumplings 1 kg", "Instant Rice 12 pack",
     "Of the 3 bags of dumplings 2 arrived thawed. The rice is fine refund the 2 bags "
     "of dumplings please"),
    ("de", "TK-Teigtaschen 1 kg", "Instant-Reis 12er",
     "Von den 3 Beuteln Teigtaschen kamen 2 aufgetaut an. Der Reis ist ok bitte die 2 "
     "Beutel Teigtaschen erstatten"),
    ("fr", "Raviolis surgelés 1 kg", "Riz instantané x12",
     "Sur les 3 sachets de raviolis 2 sont arrivés décongelés. Le riz est bien "
     "remboursez les 2 sachets de raviolis svp"),
    ("es", "Empanadillas congeladas 1 kg", "Arroz instantáneo x12",
     "De las 3 bolsas de empanadillas 2 llegaron descongeladas. El arroz está bien "
     "reembolsen las 2 bolsas de empanadillas porfa"),
    ("it", "Ravioli surgelati 1 kg", "Riso istantaneo x12",
     "Dei 3 sacchetti di ravioli 2 sono arrivati scongelati. Il riso va bene "
     "rimborsatemi i 2 sacchetti di ravioli grazie"),
    ("nl", "Diepvriesdumplings 1 kg", "Instantrijst 12 stuks",
     "Van de 3 zakken dumplings kwamen er 2 ontdooid aan. De rijst is prima graag de "
     "2 zakken dumplings terugbetalen"),
    ("pl", "Pierogi mrożone 1 kg", "Ryż błyskawiczny 12 szt.",
     "Z 3 paczek pierogów 2 przyszły rozmrożone. Ryż jest w porządku proszę o zwrot "
     "za 2 paczki pierogów"),
    ("pt", "Pastéis congelados 1 kg", "Arroz instantâneo x12",
     "Dos 3 sacos de pastéis 2 chegaram descongelados. O arroz está bom reembolsem os "
     "2 sacos de pastéis por favor"),
    ("sv", "Frysta dumplings 1 kg", "Snabbris 12-pack",
     "Av de 3 påsarna dumplings kom 2 upptinade. Riset är bra återbetala de 2 påsarna "
     "dumplings tack"),
    ("da", "Frosne dumplings 1 kg", "Instant ris 12 stk",
     "Af de 3 poser dumplings kom 2 optøede. Risen er fin refunder de 2 poser dumplings tak"),
    ("nb", "Frosne dumplings 1 kg", "Hurtigris 12-pakning",
     "Av de 3 posene dumplings kom 2 tint. Risen er fin refunder de 2 posene dumplings takk"),
    ("fi", "Pakastenyytit 1 kg", "Pikariisi 12 kpl",
     "Kolmesta nyyttipussista 2 tuli sulaneina. Riisi on kunnossa hyvittäkää ne 2 "
     "nyyttipussia kiitos"),
    ("ja", "冷凍餃子 1kg", "パックご飯 12個入り",
     "冷凍餃子3袋のうち2袋が溶けて届きました。ご飯は大丈夫です餃子2袋分を返金してください"),
    ("ko", "냉동 만두 1kg", "즉석밥 12개입",
     "만두 3봉 중에 2봉이 녹아서 왔어요. 즉석밥은 괜찮아요 만두 2봉 환불해 주세요"),
    ("zh", "速冻饺子 1公斤", "自热米饭 12盒",
     "3袋饺子里有2袋到的时候化了。米饭没事退2袋饺子的钱吧"),
    ("tr", "Dondurulmuş Mantı 1 kg", "Hazır Pilav 12'li",
     "3 paket mantıdan 2'si çözülmüş geldi. Pilav sorunsuz 2 paket mantının parasını "
     "iade edin lütfen"),
    ("ar", "زلابية مجمدة 1 كجم", "أرز سريع التحضير 12 علبة",
     "من 3 أكياس زلابية وصل 2 ذائبين. الأرز سليم أرجو استرداد ثمن 2 أكياس زلابية"),
    ("ro", "Colțunași congelați 1 kg", "Orez instant 12 buc",
     "Din cele 3 pungi de colțunași 2 au ajuns decongelate. Orezul e în regulă "
     "rambursați cele 2 pungi de colțunași vă rog"),
]


def _paid(dumplings: str, rice: str):
    return order((dumplings, 3, _BAG), (rice, 1, _RICE), currency="eur")


@pytest.mark.parametrize(("lang", "dumplings", "rice", "said"), RUN_ON)
def test_a_count_nearer_the_ask_is_units_asked(lang: str, dumplings: str, rice: str, said: str) -> None:
    allowed(2 * _BAG, _paid(dumplings, rice), said)


@pytest.mark.parametrize(("lang", "dumplings", "rice", "said"), RUN_ON)
def test_the_line_said_fine_and_the_whole_stay_unasked(lang: str, dumplings: str, rice: str,
                                                       said: str) -> None:
    paid = _paid(dumplings, rice)
    not_allowed(3 * _BAG, paid, said)
    not_allowed(2 * _BAG + _RICE, paid, said)
    not_allowed(paid.total, paid, said)


# a count nearer the word of keeping is kept, the ask after it of the rest
KEPT_NEAR = [
    ("en", "Frozen Dumplings 1 kg", "Instant Rice 12 pack",
     "One bag of dumplings arrived thawed. I keep the 2 good bags of dumplings refund "
     "the thawed one"),
    ("ko", "냉동 만두 1kg", "즉석밥 12개입",
     "만두 1봉이 녹아서 왔어요. 만두 2봉은 괜찮아요 녹은 1봉 환불해 주세요"),
]


@pytest.mark.parametrize(("lang", "dumplings", "rice", "said"), KEPT_NEAR)
def test_a_count_nearer_the_keeping_stays_kept(lang: str, dumplings: str, rice: str, said: str) -> None:
    paid = _paid(dumplings, rice)
    not_allowed(2 * _BAG, paid, said)
    not_allowed(3 * _BAG, paid, said)


# the word of fine said of the refund of the count's own line, "a refund for one set is fine":
# the count stays as it was read, the one unit asked
OWN_LINE = [
    "Only one of the two bedding sets has a stain. A refund for one set is fine.",
    "Bare det ene sengesettet har en flekk. Refusjon for ett sett er fint.",
]


@pytest.mark.parametrize("said", OWN_LINE)
def test_fine_said_of_the_refund_of_the_counted_line(said: str) -> None:
    paid = order(("Bedding Set Sengesett 140x200", 2, 4990), currency="eur")
    allowed(4990, paid, said)
    not_allowed(2 * 4990, paid, said)
