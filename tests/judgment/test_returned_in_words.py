"""Goods said to be sent back, in forms the return's words missed as found (the fresh corpora's
grounded lines): a Polish past tense with its "ł" ("odesłałam", "zwróciłem", "wysłałam ... z
powrotem"), the Scandinavian "sender ... retur" without its "i", and the goods said to be on
their way back ("auf dem Rückweg", "on their way back", "onderweg terug", "på väg tillbaka").
A return asks the money of what it names; the line kept, a question, a return for another
remedy stay asked. Our own words."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

_WINTER = order(("Merino Wool Scarf", 1, 3900), ("Leather Gloves", 1, 4500),
                ("Knit Beanie Hat", 1, 2200), ship=450, currency="eur")
_BACK = 3900 + 4500  # the scarf and the gloves
_ALL = _BACK + 2200 + 450

RETURNED = [
    ("pl", "Odesłałam szalik i rękawiczki, kolor zupełnie nie ten. Czapkę zostawiam."),
    ("pl", "Wczoraj zwróciłem szalik i rękawiczki kurierem, są za duże. Czapkę zostawiam."),
    ("pl", "Wysłałam szalik i rękawiczki z powrotem, bo są za cienkie. Czapkę zostawiam."),
    ("da", "Jeg sender tørklædet og handskerne retur, farven var helt forkert. Huen beholder jeg."),
    ("nb", "Jeg sender skjerf og hansker retur, de var for små. Lua beholder jeg."),
    ("sv", "Jag skickar halsduken och handskarna retur, fel färg. Mössan behåller jag."),
    ("de", "Schal und Handschuhe sind schon auf dem Rückweg, die Farbe stimmt nicht. Die Mütze "
           "behalte ich."),
    ("en", "The scarf and the gloves are on their way back to you, wrong shade. I'm keeping the "
           "hat."),
    ("nl", "De sjaal en de handschoenen zijn onderweg terug, verkeerde kleur. De muts houd ik."),
]


@pytest.mark.parametrize(("lang", "said"), RETURNED)
def test_goods_sent_back_ground_the_lines_they_name(lang: str, said: str) -> None:
    allowed(_BACK, _WINTER, said, subject="Retour")


@pytest.mark.parametrize(("lang", "said"), RETURNED)
def test_goods_sent_back_never_ground_the_line_kept(lang: str, said: str) -> None:
    # the hat is kept: never the whole payment, never the three lines
    not_allowed(_ALL, _WINTER, said, subject="Retour")
    not_allowed(_BACK + 2200, _WINTER, said, subject="Retour")


@pytest.mark.parametrize("said", [
    "Kan jeg sende tørklædet og handskerne retur?",  # a question returns nothing
    "Czy mogę odesłać szalik i rękawiczki?",
    "Are the scarf and the gloves on their way back to me already?",
])
def test_a_question_about_a_return_asks_nothing(said: str) -> None:
    not_allowed(_BACK, _WINTER, said, subject="Retour")


@pytest.mark.parametrize("said", [
    # sent back for another remedy wished: the money is not asked
    "Odesłałam szalik i rękawiczki, proszę o wymianę na niebieskie.",
    "Jeg sender tørklædet og handskerne retur, send mig gerne nogle i blå i stedet.",
    "Schal und Handschuhe sind auf dem Rückweg, bitte schicken Sie mir stattdessen blaue.",
    "I am sending the scarf and gloves back, please send me blue ones instead.",
    "Wysłałam szalik i rękawiczki z powrotem, w zamian proszę o niebieskie zamiast tego.",
    "Jag skickar halsduken och handskarna retur, skicka mig blå istället.",
])
def test_a_return_for_an_exchange_stays_asked(said: str) -> None:
    not_allowed(_BACK, _WINTER, said, subject="Retour")


@pytest.mark.parametrize("said", [
    # the other remedy wished in the sentence after the return (allowed before: the return's
    # own sentence asked the money, and the next one's "instead" was read as nothing)
    "I'm posting the scarf and the gloves back today. Could you send me navy ones instead?",
    "Schal und Handschuhe gehen heute zurück an Sie. Schicken Sie mir bitte stattdessen graue.",
    "J'ai renvoyé l'écharpe et les gants hier. Envoyez-moi des gris à la place, merci.",
    "He devuelto la bufanda y los guantes. Mandadme unos grises en su lugar, por favor.",
    "Odesłałam szalik i rękawiczki. Proszę przysłać zamiast tego szare.",
    "Jeg sender tørklædet og handskerne retur. Send mig gerne nogle grå i stedet.",
    "De sjaal en de handschoenen zijn onderweg terug. Stuur me in plaats daarvan grijze.",
])
def test_a_return_then_another_remedy_wished_stays_asked(said: str) -> None:
    not_allowed(_BACK, _WINTER, said, subject="Retour")


@pytest.mark.parametrize("said", [
    # the money itself wished in the next sentence, or "instead of" a new one: asked
    "I'm posting the scarf and the gloves back today. I'd like my money back instead.",
    "I'm posting the scarf and the gloves back today. Please refund them instead of sending new ones.",
    "Schal und Handschuhe gehen heute zurück an Sie. Bitte erstatten Sie mir stattdessen das Geld.",
])
def test_a_return_then_the_money_wished_instead_is_allowed(said: str) -> None:
    allowed(_BACK, _WINTER, said, subject="Retour")


# -- "refund these items": an ask naming no line, said of the lines its comment named ------------
# (the subject names one of them: the ask is of both, never of the line kept)

THESE = [
    ("en", "Refund for the gloves", "The scarf is scratchy too, and the gloves are far too small. "
                                    "I'm keeping the hat. Please refund these two items."),
    ("de", "Erstattung Handschuhe", "Auch der Schal kratzt, und die Handschuhe sind zu klein. Die "
                                    "Mütze behalte ich. Bitte erstatten Sie mir diese Artikel."),
    ("fr", "Remboursement gants", "L'écharpe gratte aussi et les gants sont trop petits. Je garde "
                                  "le bonnet. Merci de me rembourser ces articles."),
    ("es", "Reembolso guantes", "La bufanda pica y los guantes son pequeños. El gorro me lo quedo. "
                                "Por favor, reembolsadme estos artículos."),
    ("pl", "Zwrot za rękawiczki", "Szalik drapie, a rękawiczki są za małe. Czapkę zostawiam. "
                                  "Proszę o zwrot za te rzeczy."),
    ("sv", "Återbetalning handskar", "Halsduken kliar och handskarna är för små. Mössan behåller "
                                     "jag. Jag vill ha pengarna tillbaka för dessa varor."),
]


@pytest.mark.parametrize(("lang", "subject", "said"), THESE)
def test_these_items_asked_ground_the_lines_the_comment_named(lang: str, subject: str,
                                                              said: str) -> None:
    allowed(_BACK, _WINTER, said, subject=subject)


@pytest.mark.parametrize(("lang", "subject", "said"), THESE)
def test_these_items_asked_never_ground_the_line_kept(lang: str, subject: str, said: str) -> None:
    not_allowed(_ALL, _WINTER, said, subject=subject)
    not_allowed(_BACK + 2200, _WINTER, said, subject=subject)
