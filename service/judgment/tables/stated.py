"""The words of an agent's statement that the item spoken of is of another purchase, and of the
customer's confirmation of it, per covered language: "the vacuum itself you bought in 2024, order
US-88121", "die Maschine ist aus der Bestellung 40213", "そちらはご注文番号58213の商品です", and
the answer "Yes, that's right" (``stated`` reads them). Written from how agents and customers say
it, not from any corpus's ticket.

``REFERENCE``: an order or purchase named by its number (the order's word, a number's word or a
sign, then a reference with a digit); a year is read the same in every language (``stated``).
``CONFIRMED``: the words that begin an answer that agrees, beyond ``tables.elsewhere.YES``'s
"yes" ("that's right", "dat klopt", "その通り"). Fragments are written as ``text.fold`` leaves
text (``tables.fold_fragment`` folds them).
"""

from __future__ import annotations

# a reference after the order's word: "#58213", "no. 58213", "US-88121", "nr 58213"
_REF = r"(?:\W{0,3}(?:no|nr|n|nro|nummer|number|numero|numer|num|numara|numarali)\W{0,3}|\W{1,3})[a-z]{0,4}-?\d"

REFERENCE: dict[str, tuple[str, ...]] = {
    "en": (rf"(?:order|purchase){_REF}",),
    "de": (rf"(?:bestellung|auftrag|kauf){_REF}", rf"(?:bestell|auftrags)nummer{_REF}"),
    "fr": (rf"(?:commande|achat){_REF}",),
    "es": (rf"(?:pedido|compra|orden){_REF}",),
    "it": (rf"(?:ordine|acquisto){_REF}",),
    "pt": (rf"(?:encomenda|pedido|compra){_REF}",),
    "nl": (rf"(?:bestelling|order|aankoop){_REF}", rf"(?:bestel|order)nummer{_REF}"),
    "pl": (rf"zamówieni\w*{_REF}",),
    "ro": (rf"(?:comanda|comenzii|comanzii|achizitia){_REF}",),
    "sv": (rf"(?:beställning\w*|order){_REF}", rf"ordernummer{_REF}"),
    "da": (rf"(?:ordre|bestilling\w*){_REF}", rf"ordrenummer{_REF}"),
    "nb": (rf"(?:ordre|bestilling\w*){_REF}", rf"ordrenummer{_REF}"),
    "fi": (rf"tilau\w*{_REF}", rf"tilausnumero\w*{_REF}"),
    "tr": (rf"sipariş\w*{_REF}",),
    "ja": (r"注文(?:番号|no|#)?[\s:：#（(]*[a-z]{0,4}-?\d",),
    "zh": (r"(?:订单|訂單)(?:号|號|编号|編號)?[\s:：#（(]*[a-z]{0,4}-?\d",),
    "ko": (r"주문(?:번호)?[\s:：#(]*[a-z]{0,4}-?\d",),
    "ar": (r"(?:طلب|الطلب|طلبك|الطلبيه|طلبيه)(?: رقم)?\W{0,3}[a-z]{0,4}-?\d",),
}

# "that's right", "correct", "that's the one": an answer that agrees with what the agent said
CONFIRMED: dict[str, tuple[str, ...]] = {
    "en": (r"that'?s (?:right|correct|true)", r"right", r"true", r"indeed"),
    "de": (r"das stimmt", r"stimmt genau", r"korrekt", r"richtig"),
    "fr": (r"c'est (?:exact|ca|juste|vrai)", r"tout a fait", r"effectivement"),
    "es": (r"(?:eso )?es (?:cierto|correcto|verdad|asi)", r"efectivamente", r"cierto"),
    "it": (r"(?:e )?vero", r"(?:e )?corretto", r"proprio cosi", r"certo"),
    "pt": (r"(?:e )?verdade", r"isso mesmo", r"correto", r"e isso"),
    "nl": (r"dat klopt", r"dat is (?:juist|waar|correct)", r"juist", r"correct"),
    "pl": (r"zgadza sie", r"racja", r"tak jest", r"zgadza się"),
    "ro": (r"așa e", r"așa este", r"aşa e", r"corect", r"adevărat"),
    "sv": (r"det stämmer", r"det är rätt", r"rätt", r"korrekt"),
    "da": (r"det passer", r"det er (?:rigtigt|korrekt)", r"rigtigt"),
    "nb": (r"det stemmer", r"det er (?:riktig|korrekt)", r"korrekt"),
    "fi": (r"pitää paikkansa", r"niin on", r"totta", r"oikein"),
    "tr": (r"öyle", r"aynen öyle", r"doğrudur", r"haklısınız"),
    "ja": (r"その通り", r"そうです", r"そうでした", r"はい"),
    "zh": (r"对的", r"對的", r"是的", r"没错", r"沒錯"),
    "ko": (r"맞아요", r"맞습니다", r"네"),
    "ar": (r"صحيح", r"مظبوط", r"بالضبط", r"نعم"),
}

# "the vacuum itself", in the languages whose word for it is ``tables.elsewhere.THIS``'s "same":
# taken out of an agent's statement before it is searched for a word of this order
ITSELF: dict[str, tuple[str, ...]] = {
    "fr": (r"(?:lui|elle|eux|elles)-memes?",),
    "es": (r"(?:el|la|los|las) (?:\w+ )?mism[oa]s?(?= (?:lo|la|los|las|se|fue|fueron|es|era|ha) )",),
    "it": (r"(?:l'|il |la |lo )\w+ stess[oa](?= (?:l'|lo |la |e |era |fu ))",),
}
