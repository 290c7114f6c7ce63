"""The eleventh round's grounded forms (W and X, the refunds the rules sent to a person as
found), in our own words: each form beside the contrasts that must stay asked."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, not_allowed, order

# -- some units of a line of several, said with a word for "back" and no word for refund ------
# "¿me devolvéis esas dos?": the count asks the money of those units back, as a figure would

_PLATES = order(("Stoneware Dinner Plate", 6, 1200), ship=490)

BACK_UNITS = [
    ("es", "Tres de los seis platos llegaron partidos, los demás bien. ¿Me devolvéis esos tres?"),
    ("pt", "Três dos seis pratos chegaram partidos, os outros estão bem. Devolvem-me esses três?"),
    ("it", "Tre dei sei piatti sono arrivati rotti, gli altri sono a posto. Mi restituite quei tre?"),
    ("sv", "Tre av de sex tallrikarna kom trasiga, resten är hela. Kan jag få tillbaka för de tre?"),
]


@pytest.mark.parametrize(("lang", "said"), BACK_UNITS)
def test_some_units_said_with_a_word_for_back_are_asked(lang: str, said: str) -> None:
    allowed(3600, _PLATES, said, reason="grounded_units")


@pytest.mark.parametrize(("lang", "said"), BACK_UNITS)
def test_the_whole_line_for_some_units_said_back_stays_asked(lang: str, said: str) -> None:
    # units_as_line: the count is of three plates, never of the six
    not_allowed(7200, _PLATES, said)


def test_some_units_back_in_a_new_one_stays_asked() -> None:
    # the units sent back for new ones: a wish for another remedy asks no money
    asked(3600, _PLATES, "Tres de los seis platos llegaron partidos. Os devuelvo esos tres, "
                         "prefiero un cambio por otros nuevos.")


# -- a kind whose name holds another kind's: a sun cream is no cream ----------------------------
# "선크림" holds "크림", "Sonnencreme" holds "Creme": said fine, the sun cream keeps its own line,
# never the face cream beside it

_SKIN = order(("Barrier Repair Cream 50ml", 1, 2800), ("Mineral Sunscreen SPF30 100ml", 1, 1900),
              ("Lip Balm Vanilla", 1, 500))

CREAM_KEPT_SUN = [
    ("ko", "크림 뚜껑이 깨진 채로 도착했어요. 크림 환불해 주세요. 선크림은 멀쩡해서 그냥 쓸게요."),
    ("de", "Die Creme kam mit gebrochenem Deckel an, bitte erstatten Sie die Creme. Die Sonnencreme "
           "ist in Ordnung, die behalte ich."),
]


@pytest.mark.parametrize(("lang", "said"), CREAM_KEPT_SUN)
def test_a_sun_cream_said_fine_keeps_only_itself(lang: str, said: str) -> None:
    allowed(2800, _SKIN, said, reason="grounded_line")


@pytest.mark.parametrize(("lang", "said"), CREAM_KEPT_SUN)
def test_the_sun_cream_kept_stays_out_of_the_refund(lang: str, said: str) -> None:
    asked(4700, _SKIN, said)


SUN_KEPT_CREAM = [
    ("ko", "선크림이 새서 도착했어요. 선크림 환불 부탁드립니다. 크림은 괜찮아요."),
    ("de", "Die Sonnencreme ist ausgelaufen angekommen, bitte erstatten Sie die Sonnencreme. Die Creme "
           "ist in Ordnung."),
]


@pytest.mark.parametrize(("lang", "said"), SUN_KEPT_CREAM)
def test_a_cream_said_fine_keeps_not_the_sun_cream(lang: str, said: str) -> None:
    allowed(1900, _SKIN, said, reason="grounded_line")
    asked(4700, _SKIN, said)


# -- "是好的" (is fine) is no line kept: built in the eleventh round, it cost a grounded refund of
# the sealed half (aggregates only) and was taken back; "是好的" says fine of what is no line
# (the packaging, the quality) as often as of a line. Neither it nor "好好的" (the broken thing as
# it was before) keeps a line.

_SHELF = order(("Bamboo Bookshelf 5-Tier", 1, 39900), ("收纳篮 2个装", 1, 4900))


# fine as it was before it broke keeps nothing: the whole payment of the one broken thing (and
# its basket, said broken too) is asked
FINE_BEFORE = [
    "书架用得好好的，突然隔板裂开了，收纳篮也坏了，请全部退款。",
    "书架本来是好的，装上去第二天隔板就断了，收纳篮也裂了，两样都请退款。",
    "書架一開始是好的，後來層板斷了，收納籃也破了，請全部退款。",
]


@pytest.mark.parametrize("said", FINE_BEFORE)
def test_fine_as_it_was_before_it_broke_keeps_nothing(said: str) -> None:
    allowed(44800, _SHELF, said)  # type: ignore[arg-type]


def test_the_packaging_said_fine_keeps_no_line() -> None:
    allowed(39900, _SHELF, "外包装是好的，但是书架的隔板断了，请退书架的钱。",
            reason="grounded_line")  # type: ignore[arg-type]


def test_agreeing_with_ok_keeps_nothing() -> None:
    # "好的" alone agrees ("OK, thanks"): it says no line is fine
    allowed(39900, _SHELF, "书架的隔板裂开了，请退书架的钱。", ("agent", "好的，我们会处理。"),
            "好的，谢谢。", reason="grounded_line")


# -- the money of a thing back, the thing between: "banii pe pulover înapoi" -------------------

_KNIT = order(("Merino Cardigan Green M", 1, 15900), ("Wool Beanie Grey", 1, 3900), ship=990)

MONEY_OF_IT_BACK = [
    ("es", "La chaqueta de punto encogió en el primer lavado. El gorro está bien. Quiero el dinero "
           "de la chaqueta de vuelta."),
    ("pt", "O casaco de malha encolheu na primeira lavagem. O gorro está bem. Queria o dinheiro do "
           "casaco de volta."),
    ("pl", "Sweter skurczył się po pierwszym praniu. Czapka jest w porządku. Proszę o pieniądze za "
           "sweter z powrotem."),
    ("ro", "Cardiganul s-a strâns la prima spălare. Căciula e în regulă. Aș vrea banii pe cardigan "
           "înapoi."),
]


@pytest.mark.parametrize(("lang", "said"), MONEY_OF_IT_BACK)
def test_the_money_of_a_line_back_asks_that_line(lang: str, said: str) -> None:
    allowed(15900, _KNIT, said, reason=("grounded_line", "grounded_rest"))


MONEY_OF_IT_NOT_BACK = [
    ("es", "La chaqueta de punto encogió en el primer lavado. No quiero el dinero de la chaqueta "
           "de vuelta."),
    ("pt", "O casaco de malha encolheu na primeira lavagem. Não quero o dinheiro do casaco de "
           "volta."),
    ("ro", "Cardiganul s-a strâns la prima spălare. Nu vreau banii pe cardigan înapoi."),
]


@pytest.mark.parametrize(("lang", "said"), MONEY_OF_IT_NOT_BACK)
def test_the_money_of_a_line_not_wanted_back_stays_asked(lang: str, said: str) -> None:
    not_allowed(15900, _KNIT, said)


# -- a letter only one language writes binds the second guess of a short text ------------------
# "e", "a", "as" are Portuguese's commonest words, and Romanian's: a short Romanian text with
# "ă", "ș" stays Romanian

_MUG = order(("Stoneware Mug Speckled", 1, 6900), ("Bamboo Coaster Set", 1, 2900), ship=1500)


def test_a_short_romanian_text_stays_romanian() -> None:
    from service.judgment.customer import identify
    assert identify("Cana a venit ciobită. O păstrez, dar aș vrea o reducere.").code == "ro"
    assert identify("Da, jumătate e corect, mulțumesc!").code == "ro"


def test_a_share_agreed_in_short_romanian_is_grounded() -> None:
    allowed(3450, _MUG, "Cana a venit ciobită. O păstrez, dar aș vrea o reducere.",
            ("agent", "Ne pare rău. Vă putem oferi jumătate din prețul cănii înapoi."),
            "Da, jumătate e corect, mulțumesc!", reason="grounded_share")


def test_the_whole_mug_after_half_agreed_stays_asked() -> None:
    not_allowed(6900, _MUG, "Cana a venit ciobită. O păstrez, dar aș vrea o reducere.",
                ("agent", "Ne pare rău. Vă putem oferi jumătate din prețul cănii înapoi."),
                "Da, jumătate e corect, mulțumesc!")


# -- a compound title's short head in its definite plural: "sålene" of "Ullsåler" -------------

_WALK = order(("Vandresko Fjell 41", 1, 189900), ("Filtsåler 41", 1, 14900),
              ("Ullsokker 3-pk", 1, 19900), ship=7900)

DEFINITE_HEADS = [
    ("nb", "Skoene var for store og sålene passer ikke uten dem. Jeg returnerer begge deler, "
           "sokkene beholder jeg."),
    ("da", "Skoene var for store og sålerne passer ikke uden dem. Jeg returnerer begge dele, "
           "sokkerne beholder jeg."),
]


@pytest.mark.parametrize(("lang", "said"), DEFINITE_HEADS)
def test_a_short_head_in_its_definite_plural_names_its_compound(lang: str, said: str) -> None:
    allowed(204800, _WALK, said, reason="grounded_lines")


@pytest.mark.parametrize(("lang", "said"), DEFINITE_HEADS)
def test_the_kept_socks_stay_out_beside_the_heads(lang: str, said: str) -> None:
    asked(224700, _WALK, said)


def test_a_short_head_names_no_line_it_does_not_end() -> None:
    # "bilene" (the cars) is no "Mobilholder": the head must end the title's word
    asked(14900, order(("Mobilholder Bil", 1, 14900), ("Ladekabel USB-C", 1, 9900)),
          "Ladekabelen virker ikke. Refunder kabelen, takk.")


# -- "the other one", "the second", alone at a clause's end: one unit of a line of two ---------
# a second unit sent by mistake; the refund asked of "the other one" is that one unit

_TOWELS = order(("Waffle Bath Towel Grey", 2, 1800))

THE_OTHER_ONE = [
    ("en", "Your app hung and I paid again, so two towels came though I needed one. Please refund the "
           "second one."),
    ("fi", "Sovellus jumittui ja maksoin uudestaan, joten tuli kaksi pyyhettä vaikka tarvitsin yhden. "
           "Hyvittäkää toinen."),
    ("de", "Die App hing und ich habe nochmal bezahlt, jetzt kamen zwei Handtücher, ich brauche nur "
           "eins. Bitte erstatten Sie das zweite."),
    ("sv", "Appen hängde sig och jag betalade igen, så två handdukar kom fast jag behövde en. Kan ni "
           "återbetala den andra?"),
    ("es", "La app se colgó y pagué otra vez, llegaron dos toallas aunque necesitaba una. ¿Me "
           "reembolsáis la otra?"),
    ("it", "L'app si è bloccata e ho pagato di nuovo, sono arrivati due asciugamani ma me ne serviva "
           "uno. Potete rimborsare l'altro?"),
    ("nl", "De app liep vast en ik betaalde opnieuw, er kwamen twee handdoeken terwijl ik er één nodig "
           "had. Kunnen jullie de tweede terugbetalen?"),
    ("pl", "Aplikacja się zawiesiła i zapłaciłam ponownie, przyszły dwa ręczniki, a potrzebowałam "
           "jednego. Proszę o zwrot za drugi."),
]


@pytest.mark.parametrize(("lang", "said"), THE_OTHER_ONE)
def test_the_other_one_asked_is_one_unit(lang: str, said: str) -> None:
    allowed(1800, _TOWELS, said, reason="grounded_units")


@pytest.mark.parametrize(("lang", "said"), THE_OTHER_ONE)
def test_both_units_for_the_other_one_stay_asked(lang: str, said: str) -> None:
    not_allowed(3600, _TOWELS, said)


def test_the_other_one_said_fine_asks_nothing() -> None:
    # "the other one is fine" keeps a unit: it asks no money of it
    asked(1800, _TOWELS, "One towel has a big stain. The other one is fine.")
    asked(1800, _TOWELS, "Yhdessä pyyhkeessä on iso tahra. Toinen on ihan kunnossa.")


# -- a book by its binding or its kind: "(Hardcover)", "Taschenbuch", a cookbook ----------------
# a title that names a book only by its binding is a book's line (never a phone's cover), and a
# cookbook, a "Kochbuch", a "kookboek" is a book

_BAKING = order(("Die Kunst des Backens (Hardcover)", 1, 3200), ("Leinen-Lesezeichen Natur", 1, 600))

A_COOKBOOK = [
    ("de", "Das Kochbuch kam mit eingedrücktem Rücken an, das Lesezeichen ist in Ordnung. Bitte "
           "erstatten Sie das Kochbuch."),
    ("en", "The cookbook arrived with a dented spine, the bookmark is fine. Please refund the "
           "cookbook."),
    ("nl", "Het kookboek kwam aan met een gedeukte rug, de bladwijzer is prima. Graag het kookboek "
           "terugbetalen."),
]


@pytest.mark.parametrize(("lang", "said"), A_COOKBOOK)
def test_a_cookbook_names_the_hardcover_line(lang: str, said: str) -> None:
    allowed(3200, _BAKING, said, reason="grounded_line")


@pytest.mark.parametrize(("lang", "said"), A_COOKBOOK)
def test_the_bookmark_kept_stays_out_beside_the_cookbook(lang: str, said: str) -> None:
    not_allowed(3800, _BAKING, said)
