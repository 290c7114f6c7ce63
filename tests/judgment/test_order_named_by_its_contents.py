"""The order named by what it holds (issue 39, the grounded side): "my order of books never
arrived, please refund me", "a minha encomenda de livros", "本の注文", "책 주문", "kitap
siparişim", of a payment of two books whose titles say no kind (author and title). The kind
says what the whole order is, not one item no title matches: the whole payment, as a refund
asked of nothing named asks it (``unnamed``, ``tables.orderof``). Written in our own words, in
the 18 covered languages, from the class's definition (grounded_full), never from a ticket; each
failed before the rule (asked: one item named in words no title matches).

The contrasts stay with a person: one book said missing of the order (an item, never the whole),
and one line's price proposed."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

ORDER_OF_BOOKS = [
    "My order of books never arrived. Please refund me.",
    "Meine Bestellung mit Büchern ist nie angekommen. Bitte erstatten Sie mir das Geld.",
    "Ma commande de livres n'est jamais arrivée. Merci de me rembourser.",
    "Mi pedido de libros nunca llegó. Por favor, devolvedme el dinero.",
    "Il mio ordine di libri non è mai arrivato. Vorrei il rimborso.",
    "A minha encomenda de livros nunca chegou. Quero o reembolso, por favor.",
    "Mijn bestelling met boeken is nooit aangekomen. Graag mijn geld terug.",
    "Moje zamówienie z książkami nigdy nie dotarło. Proszę o zwrot pieniędzy.",
    "Comanda mea de cărți nu a ajuns niciodată. Vă rog să-mi returnați banii.",
    "Min beställning med böcker kom aldrig fram. Jag vill ha pengarna tillbaka.",
    "Min bestilling med bøger kom aldrig frem. Jeg vil gerne have pengene tilbage.",
    "Bestillingen min med bøker kom aldri frem. Jeg vil ha pengene tilbake.",
    "Kirjojen tilaus ei koskaan saapunut. Haluan rahat takaisin.",
    "Kitap siparişim hiç gelmedi. Para iadesi istiyorum.",
    "本の注文がまだ届いていません。返金してください。",
    "책 주문이 아직도 도착하지 않았어요. 환불해 주세요.",
    "我的书的订单一直没到。请给我退款。",
    "طلب الكتب لم يصل أبدا. أريد استرداد المبلغ.",
]


def _paid():
    return order(("Saramago – Blindness (Penguin)", 1, 1690), ("Tokarczuk – Flights (Fitzcarraldo)", 1, 1490),
                 ship=350, currency="eur")


@pytest.mark.parametrize("text", ORDER_OF_BOOKS)
def test_the_order_named_by_its_contents_grounds_the_whole(text):
    allowed(None, _paid(), text)


@pytest.mark.parametrize("text", ORDER_OF_BOOKS)
def test_one_line_is_not_the_order_of_books(text):
    not_allowed(1690, _paid(), text)


@pytest.mark.parametrize("text", [
    # one book said missing of the order: an item, never the whole
    "My order came, but one book was missing. Please refund me.",
    "A minha encomenda chegou, mas faltava um livro. Quero o reembolso, por favor.",
])
def test_one_book_missing_is_not_the_whole(text):
    not_allowed(None, _paid(), text)
