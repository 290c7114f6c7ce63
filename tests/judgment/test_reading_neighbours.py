"""Reading what a word looks like and is not: a language taken for its neighbour, a number
word that is an article or a particle, a product's name inside another word or folded onto a
colour, two kinds in one concept. Our own sentences, each form beside what must stay read."""

from __future__ import annotations

import pytest

from service.judgment import concepts, customer, numbers, tables
from tests.judgment.forms import allowed, asked, order

# -- a language the rules do not read, taken by lingua for a covered neighbour -------------------
# letters no covered language writes, or that language's commonest words, make the text unread


UNCOVERED = [
    ("cs", "Chci refundaci za boty"),  # Czech words, no letter of its own: lingua says Polish
    ("cs", "Chci vrátit peníze, prosím"),
    ("lv", "Jaka nav derīga"),  # "ī": no covered language writes it
    ("lv", "Krūze ir saplīsusi, lūdzu naudu atpakaļ"),
    ("ca", "Vull el reemborsament"),  # Catalan words: lingua says English
    ("ca", "Si us plau, torneu-me els diners"),  # lingua says German
    ("hu", "Kérem vissza a pénzt, a bögre törött"),
    ("lt", "Prašau grąžinti pinigus už puodelį"),
    ("sk", "Chcem vrátiť peniaze za tričko"),
    ("sk", "Sveter mi nesedí"),  # its "í" is Portuguese's too, but lingua gives Portuguese no weight
]


@pytest.mark.parametrize(("lang", "text"), UNCOVERED)
def test_a_language_the_rules_do_not_read_is_never_read_as_a_covered_one(lang: str,
                                                                         text: str) -> None:
    found = customer.identify(text)
    assert found.code not in tables.COVERED, (text, found)


COVERED_WITH_A_NAME = [
    ("de", "Die Tasse mit dem Aufdruck dobrou chuť kam zerbrochen an, bitte erstatten."),
    ("es", "La taza con la frase dobrou chuť llegó rota, quiero el reembolso."),
    ("fr", "Le mug avec écrit dobrou chuť est arrivé cassé, je veux être remboursé."),
    ("de", "Die Tasse von Jiří kam zerbrochen an, bitte erstatten Sie den Betrag."),
    ("en", "Hi, Els here again, the lamp arrived broken, please refund it."),
    ("pl", "Dzień dobry, moja kurtka jest za mała, proszę o zwrot pieniędzy."),
    ("es", "Hola, la chaqueta que compré llegó rota, quiero el reembolso."),
    ("da", "Hej, jakken er for lille, jeg vil gerne have pengene tilbage."),
    ("nb", "Hei, jakka er for liten, jeg vil ha pengene tilbake."),
]


@pytest.mark.parametrize(("lang", "text"), COVERED_WITH_A_NAME)
def test_a_covered_language_stays_itself_with_a_foreign_name_in_it(lang: str, text: str) -> None:
    assert customer.identify(text).code == lang


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "Hi, the Dvořák vinyl arrived warped, please refund the record."),  # lingua: Tagalog
    ("en", "Hello, the print of Łazienki park came torn, I want my money back."),
    ("cs", "Dobrý den, objednávka pro paní Novákovou nedorazila"),
])
def test_a_name_s_letters_choose_no_language(lang: str, text: str) -> None:
    assert customer.identify(text).code == lang


# -- Danish and Norwegian, told by the words only one of them writes -----------------------------

NORDIC = [
    # Norwegian that lingua's trigrams gave to Danish: "av", "hei" are Norwegian's alone
    ("nb", "Retur av sko\nHei. Skoene var for store og sålene passer ikke, så jeg returnerer "
           "begge deler. Luen beholder jeg. Pakken er sendt i dag.\nHilsen Ola"),
    ("nb", "Hei! Jeg vil returnere lampa som kostet 499 kroner, den andre beholder jeg."),
    ("da", "Retur af sko\nHej. Skoene var for store, så jeg sender dem retur. Huen beholder jeg. "
           "Pakken er sendt i dag.\nHilsen Mette"),
    ("da", "Hej, jeg har fået en forkert størrelse af bukserne, hvad gør jeg nu?"),
]


@pytest.mark.parametrize(("lang", "text"), NORDIC)
def test_danish_and_norwegian_are_told_by_their_own_words(lang: str, text: str) -> None:
    assert customer.identify(text).code == lang


# -- a number word that is an article: "een barst", "en revne", "une fissure" -----------------------

_BOWLS = order(("Glazed Cereal Bowl", 4, 1100), ("Bamboo Placemat", 1, 900))

A_FAULT_HAD = [
    ("nl", "Alle vier de kommen hebben een barst. Graag het geld terug voor de kommen."),
    ("da", "Alle fire skåle har en revne. Jeg vil gerne have pengene tilbage for skålene."),
    ("fr", "Les quatre bols ont une fissure. Merci de rembourser les bols."),
    ("sv", "Alla fyra skålar har en spricka. Jag vill ha pengarna tillbaka för skålarna."),
    ("es", "Los cuatro cuencos tienen una grieta. Quiero el reembolso de los cuencos."),
]


@pytest.mark.parametrize(("lang", "said"), A_FAULT_HAD)
def test_an_article_before_a_fault_counts_no_unit(lang: str, said: str) -> None:
    allowed(4400, _BOWLS, said, reason="grounded_line")


ONE_OF_THEM = [
    ("en", "One bowl has a crack, the other three are fine. Please refund the bowls."),
    ("fr", "Un bol fissuré, les trois autres vont bien. Merci de rembourser les bols."),
    ("da", "En af skålene har en revne. Jeg vil gerne have pengene tilbage for skålene."),
]


@pytest.mark.parametrize(("lang", "said"), ONE_OF_THEM)
def test_one_unit_said_faulty_still_counts_one(lang: str, said: str) -> None:
    asked(4400, _BOWLS, said)


# -- Korean "만": ten thousand only as an amount ------------------------------------------------

@pytest.mark.parametrize("said", ["일주일 만에 고장났어요", "한 달 만에 찢어졌어요", "천천히 확인해 주세요",
                                  "백화점에서 샀어요", "억울해요"])
def test_a_korean_scale_without_an_amount_is_no_number(said: str) -> None:
    assert not any(c.isdigit() for c in numbers.digits(said, "ko")), numbers.digits(said, "ko")


@pytest.mark.parametrize(("said", "value"), [("만 원 돌려주세요", "10000"), ("만원만 환불", "10000"),
                                             ("만 오천원", "15000"), ("삼만 원", "30000"),
                                             ("3만 5천원", "35000"), ("천 원 차이", "1000")])
def test_a_korean_amount_is_still_read(said: str, value: str) -> None:
    assert value in numbers.digits(said, "ko")


# -- a case is no screen protector ---------------------------------------------------------------

_PHONE = order(("Pixel 8 Silicone Cover Sage", 1, 2900), ("Pixel 8 Tempered Glass 2-pack", 1, 1400))


@pytest.mark.parametrize("said", ["케이스 모서리가 깨져서 왔어요. 케이스 환불해 주세요.",
                                  "La coque est arrivée avec un coin cassé. Remboursez la coque.",
                                  "Die Hülle kam mit einer gebrochenen Ecke an. Bitte die Hülle "
                                  "erstatten."])
def test_a_case_complained_of_names_no_screen_protector(said: str) -> None:
    asked(1400, _PHONE, said)
    allowed(2900, _PHONE, said, reason="grounded_line")


def test_a_lone_case_of_a_phone_title_is_a_phone_case() -> None:
    assert concepts.of_title("iPhone 15 Clear Case") == {"phone_case"}
    assert concepts.of_title("Pixel 8 Leather Case") == {"phone_case"}
    assert concepts.of_title("Polypropylene Storage Case") == frozenset()


# -- a title's word that looks like a name --------------------------------------------------------

@pytest.mark.parametrize(("title", "kind"), [
    ("Packable Rain Jacket", "jacket"),  # Polish "kable" (cables) inside an English adjective
    ("Foldable Shopping Bag", "bag"),  # an "-able" adjective holds no "table"
    ("Reservoarpenna med bläck", "pen"),  # Swedish ink folds onto the colour "black"
    ("Black Merino T-Shirt", "tshirt"),
    ("Walnut Headphone Stand Desk", "table"),  # no phone: English writes few compounds
    ("Talvisaappaat 40 Musta", "boots"),  # Finnish black, less its ending, is no ink ("muste")
    ("Sapatilhas Prata 38", "shoes"),  # Portuguese silver is no plate ("prato")
])
def test_a_lookalike_inside_a_title_names_no_kind(title: str, kind: str) -> None:
    assert concepts.of_title(title) == {kind}


@pytest.mark.parametrize("title", ["Beech Rice Paddle", "Kayak Paddle Blade"])
def test_a_paddle_alone_is_no_racket(title: str) -> None:
    assert "racket" not in concepts.of_title(title)


@pytest.mark.parametrize("title", ["Table Tennis Paddle Set", "Pickleball Paddle Graphite",
                                   "Kaffeetasse Steingut", "Squash Racket", "Kids Raincoat",
                                   "Løbejakke Vind", "Kahvikuppi emali"])
def test_a_racket_and_a_compound_are_still_read(title: str) -> None:
    assert concepts.of_title(title)
