"""What a customer says they do with the goods, in every covered language at once: they send
them back (a return asks for their money, unless another remedy is wished), or they cancel the
order (before it ships: everything back) or a line of it.

Read on folded text (``text.fold``: lower case, accents off). One pattern for all languages,
as the words are few and rarely anything else: a return is "I return / send back / sent back"
("odesłałam", "schicke ... zurück", "palautan", "返品", "반품", "退货", "برجع"); a cancellation
is "cancel / stornieren / annuler / anular / avbeställa / peruuttaa / iptal / キャンセル / 취소 /
取消 / إلغاء". A question ("can I return it?") does neither.
"""

from __future__ import annotations

import re

_BACK = (r"back|zur(?:u|ue)ck|tillbaka|tilbake|tilbage|terug|indietro|inapoi|z powrotem|de volta|"
         r"de vuelta|takaisin|geri")
RETURNED = re.compile(
    r"(?<![\w])(?:"
    # English
    rf"return(?:ed|ing)?|(?:send|sent|sending|mail|mailed|post|posted|ship|shipped) (?:\w+ ){{0,3}}back|"
    # German, Dutch, Scandinavian, Finnish, Turkish: a verb with "back" after its object
    rf"(?:schick|send|gesendet|geschickt|stuur|stuurde|gestuurd|skick|skicka|skickar|skickat|skickade|"
    rf"sender|sendt|sende|sendte|lahet|lahetin|gonder|gonderdim|yolla|yolladim|envi|mand|spedi|trimi|"
    rf"wysl)\w* (?:\w+ ){{0,4}}(?:{_BACK})|"
    # Scandinavian "send in return" ("sender dem i retur", "skickade dem i retur")
    r"(?:send|sender|sendt|sende|sendte|skick\w*|returner\w*) (?:\w+ ){0,3}i retur|"
    r"zur(?:u|ue)ckgeschickt|zur(?:u|ue)ckgesendet|zur(?:u|ue)ckschick\w*|zur(?:u|ue)cksend\w*|retour\w*|"
    r"terug(?:ge)?stuur\w*|terug(?:ge)?stuurd|returner\w*|palautan|palautin|palautett\w*|palautus\w*|"
    # Romance and Polish, Romanian
    r"renvo\w+|retourn\w+|devuelv\w*|devolv\w*|devoluc\w*|rispedit\w*|rispedi\w*|restitui\w*|restituit\w*|"
    r"rimandat\w*|rimando|reso|odesl\w*|odsyl\w*|odsy\w*|zwracam|zwrocil\w*|returnez|returnat\w*|"
    r"am trimis (?:\w+ ){0,2}inapoi|trimit (?:\w+ ){0,2}inapoi|"
    r"iade (?:ett\w*|ediyorum|edecegim)|"
    # Arabic (folded keeps the letters)
    r"ارجع\w*|برجع\w*|رجعت\w*|ارجاع|إرجاع"
    r")(?![\w])"
    # Japanese, Korean, Chinese
    r"|返品|返送|送り返|반품|반송|돌려보냈|退货|退貨|寄回|退回")

CANCELLED = re.compile(
    r"(?<![\w])(?:cancel\w*|stornier\w*|storno|annul\w*|anula\w*|anule\w*|anulez\w*|anulat\w*|cancela\w*|annulla\w*|annuleer\w*|"
    r"annuleren|geannuleerd|anuluj\w*|anulow\w*|avbest\w*|avbryt\w*|afbestil\w*|afbest\w*|avbestill\w*|"
    r"peruu\w*|perut\w*|perun|iptal\w*|الغاء|إلغاء|الغي|ألغي)(?![\w])|キャンセル|취소|取消")


def returned(folded: str) -> bool:
    """Whether the sentence says the customer returns (or has returned) goods, not asking."""
    return "?" not in folded and "？" not in folded and RETURNED.search(folded) is not None


def cancelled(folded: str) -> bool:
    """Whether the sentence cancels something (the order, or a line of it)."""
    return CANCELLED.search(folded) is not None
