"""What this order holds, said on the ticket (issue 39, corpus AU's form): an agent's public
reply lists the lines ("this order only has the teapot and the tea towels"), or the customer
does ("on this order I only bought the teapot"), and the customer asks about a kind of product
none of them is (a kettle): the item is of another purchase, and a listed line's price, met by
a figure they write or by the one line, is no refund of it. Written in our own words from the
form, not from any corpus's ticket; each case was allowed before the form was built. The
contrasts stay allowed: the customer names a listed line as the item after the agent's list,
or complains of it in a sentence that names it."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order

TEAPOT = ("Teapot Teekanne théière tetera teiera tekanna tekanne teekannu demlik imbryk 急須 "
          "إبريق شاي")
TOWELS = ("Tea towels Geschirrtücher torchons paños strofinacci kökshanddukar kjøkkenhåndklær "
          "keittiöpyyhkeet mutfak havlusu ścierki ふきん مناشف مطبخ")


def _two():
    return order((TEAPOT, 1, 3490), (TOWELS, 1, 1290), currency="eur")


def _one():
    return order((TEAPOT, 1, 3490), currency="eur")


# (the customer's complaint with a figure, an agent's list of the lines, the customer's answer)
AGENT_LISTS = [
    ("The kettle no longer heats the water. I want 34.90 back.",
     "Hello, in this order I only see the teapot and the tea towels. Did you buy the kettle with us?",
     "Yes, sometime last year. Please just do it."),
    ("Der Wasserkocher heizt nicht mehr. Bitte 34,90 zurück.",
     "Hallo, in dieser Bestellung finde ich nur die Teekanne und die Geschirrtücher. Wann haben Sie "
     "den Wasserkocher gekauft?",
     "Letztes Jahr irgendwann. Bitte einfach erstatten."),
    ("La bouilloire ne chauffe plus. Je veux 34,90 remboursés.",
     "Bonjour, cette commande contient seulement la théière et les torchons. Avez-vous acheté la "
     "bouilloire chez nous ?",
     "Oui, l'an dernier. Remboursez s'il vous plaît."),
    ("El hervidor ya no calienta. Quiero los 34,90 de vuelta.",
     "Hola, en este pedido solo veo la tetera y los paños. ¿Compró el hervidor con nosotros?",
     "Sí, el año pasado. Devuélvanme el dinero."),
    ("Il bollitore non scalda più. Rivoglio 34,90.",
     "Salve, in questo ordine vedo solo la teiera e gli strofinacci. Il bollitore l'ha preso da noi?",
     "Sì, l'anno scorso. Rimborsate per favore."),
    ("Vattenkokaren värmer inte längre. Jag vill ha 34,90 tillbaka.",
     "Hej, i den här beställningen finns bara tekannan och kökshanddukarna. Köpte du vattenkokaren hos oss?",
     "Ja, förra året. Betala tillbaka bara."),
    ("Vannkokeren varmer ikke lenger. Jeg vil ha 34,90 tilbake.",
     "Hei, denne ordren har bare tekannen og kjøkkenhåndklærne. Kjøpte du vannkokeren hos oss?",
     "Ja, i fjor. Bare refunder."),
    ("Vedenkeitin ei enää lämmitä. Haluan 34,90 takaisin.",
     "Hei, tässä tilauksessa on vain teekannu ja keittiöpyyhkeet. Ostitteko vedenkeittimen meiltä?",
     "Kyllä, viime vuonna. Palauttakaa rahat."),
    ("Su ısıtıcısı artık ısıtmıyor. 34,90 iade istiyorum.",
     "Merhaba, bu siparişte sadece demlik ve mutfak havlusu var. Su ısıtıcısını bizden mi aldınız?",
     "Evet, geçen yıl. Lütfen iade edin."),
    ("Czajnik już nie grzeje. Proszę o zwrot 34,90.",
     "Dzień dobry, w tym zamówieniu widzę tylko imbryk i ścierki. Czy czajnik kupiła Pani u nas?",
     "Tak, w zeszłym roku. Proszę zwrócić pieniądze."),
    ("やかんが沸かなくなりました。34.90ユーロ返金してください。",
     "こんにちは。この注文には急須とふきんだけが含まれています。やかんは別のご注文でしょうか。",
     "去年買いました。とにかく返金してください。"),
    ("الغلاية ما عادت تسخن. أبي 34.90 ترجع لي.",
     "مرحبا، هذا الطلب فيه إبريق شاي ومناشف مطبخ فقط. هل اشتريت الغلاية منا؟",
     "ايوه، السنة الماضية. رجعوا الفلوس."),
]


@pytest.mark.parametrize("complaint, listing, answer", AGENT_LISTS,
                         ids=[f"agent-{n}" for n in range(len(AGENT_LISTS))])
def test_a_figure_of_a_line_an_agent_lists_as_the_order_is_no_refund_of_another_kind(
        complaint, listing, answer):
    asked(3490, _two(), complaint, ("agent", listing), answer, reason="item_not_on_payment")


# the customer says what this order holds, and asks for another item's money (one line)
CUSTOMER_LISTS = [
    "The kettle I have from you stopped heating. On this order I only bought the teapot, but I'd "
    "like the money for the kettle.",
    "Der Wasserkocher von euch heizt nicht mehr. In dieser Bestellung habe ich nur die Teekanne "
    "gekauft, aber ich möchte das Geld für den Wasserkocher.",
    "Ma bouilloire de chez vous ne chauffe plus. Dans cette commande j'ai seulement pris la "
    "théière, mais je voudrais l'argent de la bouilloire.",
    "Mi hervidor de vuestra tienda ya no calienta. En este pedido solo compré la tetera, pero "
    "quiero el dinero del hervidor.",
    "Il mio bollitore preso da voi non scalda più. In questo ordine ho preso solo la teiera, ma "
    "vorrei i soldi del bollitore.",
    "Vattenkokaren från er värmer inte längre. I den här beställningen köpte jag bara tekannan, "
    "men jag vill ha pengarna för vattenkokaren.",
    "Vedenkeitin ei enää lämmitä. Tässä tilauksessa ostin vain teekannun, mutta haluan rahat "
    "vedenkeittimestä.",
]


@pytest.mark.parametrize("text", CUSTOMER_LISTS, ids=[f"customer-{n}" for n in range(len(CUSTOMER_LISTS))])
def test_the_one_line_the_customer_lists_as_the_order_is_no_refund_of_another_kind(text):
    asked(3490, _one(), text, reason="item_not_on_payment")


def test_an_agent_list_with_no_such_item_after_the_customer_names_the_line_too():
    asked(3490, _one(), "The kettle went dead. It's the same order as the teapot. Refund please.",
          ("agent", "Hi, this order only has the teapot, there is no kettle on it."),
          reason="item_not_on_payment")


# contrasts: the customer names a listed line as the item
@pytest.mark.parametrize("answer", [
    "Sorry, I meant the teapot: it has a crack. Refund please.",
    "Entschuldigung, ich meinte die Teekanne, die hat einen Sprung. Bitte erstatten.",
    "Pardon, c'est la théière qui est fêlée. Remboursez svp.",
    "Perdón, es la tetera la que está rota. Reembolso por favor.",
])
def test_the_customer_naming_a_listed_line_after_the_list_is_the_item(answer):
    allowed(3490, _two(), "Something arrived broken, I want 34.90 back.",
            ("agent", "Hello, in this order I only see the teapot and the tea towels. Which one is it?"),
            answer)


def test_a_listed_line_the_customer_complains_of_is_the_item():
    allowed(3490, _one(), "On this order I only bought the teapot, and its lid cracked on day one. "
                          "Refund please.")


def test_a_one_line_payment_named_by_a_nickname_is_the_item():
    allowed(3490, _one(), "My little blue friend arrived with a chip in the spout. Refund the 34.90 please.")


# an agent says the kind asked about is not on this order; the customer's figure is a line's price
DENIED = [
    ("The kettle no longer heats the water. I want 34.90 back.",
     "Hello, I can't find a kettle in this order. Did you buy it with us?"),
    ("Der Wasserkocher heizt nicht mehr. Bitte 34,90 zurück.",
     "Hallo, in dieser Bestellung ist kein Wasserkocher. Haben Sie ihn bei uns gekauft?"),
    ("Il bollitore non scalda più. Rivoglio 34,90.",
     "Salve, in questo ordine non c'è nessun bollitore. L'ha preso da noi?"),
    ("Vattenkokaren värmer inte längre. Jag vill ha 34,90 tillbaka.",
     "Hej, det finns ingen vattenkokare i den här beställningen. Köpte du den hos oss?"),
]


@pytest.mark.parametrize("complaint, denial", DENIED, ids=[f"denied-{n}" for n in range(len(DENIED))])
def test_a_kind_an_agent_says_this_order_does_not_hold_is_no_line_of_it(complaint, denial):
    asked(3490, _two(), complaint, ("agent", denial), "Please just refund it.",
          reason="item_not_on_payment")


def test_the_customer_naming_a_line_after_an_agent_denial_names_the_item():
    allowed(3490, _two(), "Something is broken, I want 34.90 back.",
            ("agent", "Hello, I can't find a kettle in this order. Which item do you mean?"),
            "Sorry, I meant the teapot, it has a crack. Refund please.")
