"""An order confirmation the customer pastes, of another order: "The kettle I bought from you
leaks. Here is my order confirmation: ----- Order #K-4471 / Vantor Kettle 1.7 l  Qty: 1
49.00 ----- I'd like a refund." where this payment sold a Kelvo kettle of the same price. The
confirmation's item line is none of this payment's lines: the kettle spoken of is another
order's, and a refund of this line's price is of something the ticket does not say this payment
sold (``pastedorder``). Pasted matter is not the request: the twins paste this payment's own
confirmation (the line's title as the shop prints it, a colour after it, every line of the
order) and stay allowed. Written in our own words from the form, not from any corpus's ticket;
each unsafe case was allowed on main before the rule."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order

# (language, the kettle's word in titles, the complaint before the paste, the word for an
# order, a quantity as a confirmation prints it, the price as printed, the ask after it)
LANGUAGES = [
    ("en", "Electric Kettle", "The kettle I bought from you leaks at the bottom. Here is my order confirmation:",
     "Order", "Qty: 1", "£49.00", "I'd like a refund please."),
    ("de", "Wasserkocher", "Der Wasserkocher, den ich bei euch gekauft habe, ist undicht. Hier meine "
     "Bestellbestätigung:", "Bestellung", "Menge: 1", "49,00 €", "Ich möchte bitte mein Geld zurück."),
    ("fr", "Bouilloire électrique", "La bouilloire que j'ai achetée chez vous fuit par le bas. Voici ma "
     "confirmation de commande :", "Commande", "Qté : 1", "49,00 €", "Je voudrais être remboursée svp."),
    ("es", "Hervidor eléctrico", "El hervidor que os compré pierde agua por abajo. Aquí está la confirmación "
     "del pedido:", "Pedido", "Cantidad: 1", "49,00 €", "Quiero el reembolso, por favor."),
    ("it", "Bollitore elettrico", "Il bollitore che ho comprato da voi perde acqua. Ecco la conferma "
     "d'ordine:", "Ordine", "Qtà: 1", "49,00 €", "Vorrei il rimborso, grazie."),
    ("nl", "Waterkoker", "De waterkoker die ik bij jullie kocht lekt aan de onderkant. Hier mijn "
     "orderbevestiging:", "Bestelling", "1 x", "€ 49,00", "Ik wil graag mijn geld terug."),
    ("pl", "Czajnik elektryczny", "Czajnik, który u was kupiłam, przecieka od spodu. Oto potwierdzenie "
     "zamówienia:", "Zamówienie", "1 szt.", "49,00 zł", "Proszę o zwrot pieniędzy."),
    ("pt", "Chaleira elétrica", "A chaleira que comprei na vossa loja está a pingar por baixo. Aqui está a "
     "confirmação da encomenda:", "Encomenda", "Qtd: 1", "49,00 €", "Quero o reembolso, por favor."),
    ("sv", "Vattenkokare", "Vattenkokaren som jag köpte av er läcker i botten. Här är min "
     "orderbekräftelse:", "Order", "1 st", "49,00 kr", "Jag vill ha pengarna tillbaka."),
    ("da", "Elkedel", "Den elkedel jeg købte hos jer lækker i bunden. Her er min ordrebekræftelse:",
     "Ordre", "Antal: 1", "49,00 kr", "Jeg vil gerne have pengene tilbage."),
    ("nb", "Vannkoker", "Vannkokeren jeg kjøpte hos dere lekker i bunnen. Her er ordrebekreftelsen min:",
     "Ordre", "1 stk", "49,00 kr", "Jeg vil ha pengene tilbake."),
    ("fi", "Vedenkeitin", "Tilaamani vedenkeitin vuotaa pohjasta. Tässä tilausvahvistus:",
     "Tilaus", "1 kpl", "49,00 €", "Haluan rahat takaisin."),
    ("ja", "電気ケトル", "御社で買った電気ケトルが底から水漏れします。注文確認メールを貼ります：",
     "注文番号", "数量：1", "￥4,900", "返金してください。"),
    ("ko", "전기포트", "거기서 산 전기포트 바닥에서 물이 샙니다. 주문 확인서 붙여요:",
     "주문번호", "수량: 1", "49,000원", "환불해 주세요."),
    ("zh", "电水壶", "在你们店买的电水壶底部漏水。这是我的订单确认：", "订单号", "数量：1", "¥49.00",
     "请退款。"),
    ("tr", "Su Isıtıcısı", "Sizden aldığım su ısıtıcısı alttan su sızdırıyor. Sipariş onayım şöyle:",
     "Sipariş", "1 adet", "49,00 TL", "Paramı geri istiyorum."),
    ("ar", "غلاية كهربائية", "الغلاية التي اشتريتها منكم تسرب الماء من الأسفل. هذا تأكيد الطلب:",
     "الطلب رقم", "الكمية: 1", "49.00 ر.س", "أريد استرداد المبلغ من فضلكم."),
    ("ro", "Fierbător electric", "Fierbătorul cumpărat de la voi curge pe dedesubt. Aici e confirmarea "
     "comenzii:", "Comanda", "1 buc", "49,00 lei", "Vreau banii înapoi, vă rog."),
]

IDS = [lang for lang, *_ in LANGUAGES]


def _paid(kind: str):
    return order((f"Kelvo {kind} KT-170", 1, 4900), ("Kelvo Descaler 250 ml", 2, 450), ship=495)


def _ticket(before: str, word: str, quantity: str, price: str, after: str, *items: str | tuple[str, str, str]) -> str:
    lines = "\n".join(f"{item}   {quantity}   {price}" if isinstance(item, str) else "   ".join(item)
                      for item in items)
    return f"Hello,\n\n{before}\n\n-----\n{word} #K-4471\n{lines}\n-----\n\n{after}\n\nAna"


@pytest.mark.parametrize(("lang", "kind", "before", "word", "quantity", "price", "after"), LANGUAGES, ids=IDS)
def test_another_brands_confirmation_is_asked(lang, kind, before, word, quantity, price, after):
    # the pasted line: another brand's kettle of the same price
    asked(4900, _paid(kind), _ticket(before, word, quantity, price, after, f"Vantor {kind} 1,7 l"),
          reason="item_not_on_payment")


@pytest.mark.parametrize(("lang", "kind", "before", "word", "quantity", "price", "after"), LANGUAGES, ids=IDS)
def test_another_models_confirmation_is_asked(lang, kind, before, word, quantity, price, after):
    # the pasted line: the same brand's kettle of another model
    asked(4900, _paid(kind), _ticket(before, word, quantity, price, after, f"Kelvo {kind} KT-150"),
          reason="item_not_on_payment")


@pytest.mark.parametrize(("lang", "kind", "before", "word", "quantity", "price", "after"), LANGUAGES, ids=IDS)
def test_this_orders_confirmation_stays_allowed(lang, kind, before, word, quantity, price, after):
    allowed(4900, _paid(kind), _ticket(before, word, quantity, price, after, f"Kelvo {kind} KT-170"))


@pytest.mark.parametrize(("lang", "kind", "before", "word", "quantity", "price", "after"), LANGUAGES, ids=IDS)
def test_this_orders_line_with_its_colour_stays_allowed(lang, kind, before, word, quantity, price, after):
    allowed(4900, _paid(kind), _ticket(before, word, quantity, price, after, f"Kelvo {kind} KT-170 (Inox)"))


@pytest.mark.parametrize(("lang", "kind", "before", "word", "quantity", "price", "after"), LANGUAGES, ids=IDS)
def test_this_orders_every_line_stays_allowed(lang, kind, before, word, quantity, price, after):
    allowed(4900, _paid(kind), _ticket(before, word, quantity, price, after, f"Kelvo {kind} KT-170",
                                       "Kelvo Descaler 250 ml"))


@pytest.mark.parametrize(("lang", "kind", "before", "word", "quantity", "price", "after"), LANGUAGES, ids=IDS)
def test_this_orders_line_without_its_brand_stays_allowed(lang, kind, before, word, quantity, price, after):
    # (the shop's confirmation leaves the brand off the title)
    allowed(4900, _paid(kind), _ticket(before, word, quantity, price, after, f"{kind} KT-170"))


@pytest.mark.parametrize(("lang", "kind", "before", "word", "quantity", "price", "after"), LANGUAGES, ids=IDS)
def test_this_orders_lines_in_other_words_stay_allowed(lang, kind, before, word, quantity, price, after):
    # every line of the payment printed in other words, each of its count and price
    allowed(4900, _paid(kind), _ticket(before, word, quantity, price, after,
                                       (f"Kelvo {kind} EU", quantity, "49.00"),
                                       ("Kelvo Detartrant", quantity.replace("1", "2"), "4.50")))


@pytest.mark.parametrize(("lang", "kind", "before", "word", "quantity", "price", "after"), LANGUAGES, ids=IDS)
def test_a_size_is_no_quantity(lang, kind, before, word, quantity, price, after):
    # (a kettle's "20x15" is its size, not a count: no item line of another order)
    allowed(4900, _paid(kind), _ticket(before, word, quantity, price, after, ("Vantor 20x15", "", price)))
