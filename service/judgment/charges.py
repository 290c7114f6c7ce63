"""A charge the customer says was wrongly taken, in every covered language at once: the payment
taken twice ("I was charged twice", "zweimal abgebucht", "二重に引き落とされました", "두 번
결제됐어요"), or the shipping said to be free where the payment charged it ("Ab 50 ist doch
versandkostenfrei", "무료배송인데 배송비가 결제됐어요"). Money taken that was never owed has one
remedy, its return: ``grounding`` grounds that money (the shipping; the payment taken twice,
where the words name no line and no shipping) without a word for a refund, and nothing else.

Read on folded text (``text.fold``: lower case, accents off). One pattern for all languages:
"twice" or "double" side by side with a verb of charging (a bare "twice", "I wrote twice",
says nothing), and the words for free shipping.
"""

from __future__ import annotations

import re

from service.judgment.tables import gates
from service.judgment.tables.narrowed import narrowed

# taken from the customer: charged, debited, billed, paid, deducted (folded)
_CHARGED = (
    r"charged|billed|debited|deducted|taken|withdrawn|paid|charges?|payments?|"
    r"abgebucht|belastet|berechnet|bezahlt|gezahlt|abgezogen|eingezogen|kassiert|abbuchung|zahlung|"
    r"debit\w*|preleve\w*|prelevement|factur\w*|paye\w*|paiement|encaisse\w*|"
    r"cobrad\w*|cobraron|cobro|cobraram|cobrou|cargad\w*|cargaron|cargo|pagad\w*|pago|"
    r"addebit\w*|pagat\w*|pagamento|prelevat\w*|scalat\w*|"
    r"cobranca|"
    r"afgeschreven|betaald|aangerekend|gerekend|afgeboekt|geincasseerd|afschrijving|betaling|"
    r"dragit\w*|drogs|dragen|debiter\w*|betalat|betalt|betalning|trukket|opkraev\w*|"
    r"veloit\w*|maksettu|maksoin|"
    r"pobran\w*|pobral\w*|obciazon\w*|obciazen\w*|zaplacil\w*|platnosc|"
    r"retras\w*|platit\w*|plata|incasat\w*|taxat\w*|"
    r"cekil\w*|cekt\w*|odendi|odeme\w*|tahsil\w*|yansid\w*|alind\w*|"
    r"انخصم|خصم\w*|سحب\w*|اتسحب|انسحب|دفعت")
# "twice", "two times": an adverb, a few words from the verb ("charged me twice"), not "twice
# as much" (a price compared)
_TIMES = (
    r"twice|two times|zweimal|zwei ?mal|deux fois|dos veces|due volte|duas vezes|twee keer|tweemaal|"
    r"tva ganger|to gange|to ganger|kahdesti|kaksi kertaa|kahteen kertaan|dwa razy|dwukrotnie|"
    r"de doua ori|iki (?:kez|kere|defa)|مرتين")
_NOT_COMPARED = r"(?! (?:as|so|autant|plus|tanto|mas|piu|zo|sa|kadar|wiecej|mehr|more)(?![\w]))"
# "double", "duplicate": an adjective, right beside the verb or the charge ("double charged", "en
# double", "cobro duplicado"), never a double bed
_DOUBLE = (
    r"double|duplicate|doppelt|doppelte|en double|doble|duplicad\w*|doppi\w*|duplicat\w*|em dobro|"
    r"dubbel|dubbele|dubbelt|dobbelt|podwojnie|podwojn\w*|dublu|dubla|mukerrer")
_ME = r"me|mir|moi|mi|mij|meg|mig|mnie|bana|us|uns|nous|nos|ci|ons|oss|os"
# "twice" written with a sign, as on a receipt: "2x", "x2", "2×", "×2"
_SIGN = r"2 ?x|x ?2|2 ?×|× ?2"
# the shipping itself said twice ("2x verzendkosten", "twice the postage", "Versand ×2"): the
# charge is its noun; "twice" before it (an article between), the sign after it too
_ARTICLE = r"the|de|het|die|der|den|das|le|les|la|el|los|il|i|o|os|a|as"
_TWICE_WORDS = re.compile(rf"(?<![\w])(?:{_TIMES}|{_DOUBLE}|{_SIGN})(?![\w])"
                          r"|二重|2回|二回|重複|两次|兩次|重复|두 ?번|이중|중복|× ?2|2 ?×")
_SHIP = (
    r"shipping|delivery|postage|versand\w*|lieferung|porto|livraison|port|frais de port|envio|entrega|frete|"
    r"portes|spedizione|consegna|verzend\w*|bezorging|levering|frakt|fragt|forsendelse|toimitu\w*|toimituk\w*|"
    r"postikulu\w*|dostaw\w*|wysy[lł]k\w*|przesy[lł]k\w*|transport\w*|livrare\w*|kargo\w*|teslimat\w*|"
    r"الشحن|شحن|التوصيل|توصيل")
_SHIP_TWICE = (rf"(?:{_TIMES}|{_SIGN}) (?:(?:{_ARTICLE}) )?(?:{_SHIP})|(?:{_SHIP}) (?:\w+ ){{0,2}}(?:{_SIGN})")
TWICE = re.compile(
    rf"(?<![\w])(?:(?:{_CHARGED}) (?:\w+ ){{0,3}}(?:{_TIMES}|{_SIGN}){_NOT_COMPARED}"
    rf"|(?:{_TIMES}|{_SIGN}) (?:\w+ ){{0,3}}(?:{_CHARGED})|{_SHIP_TWICE}|"
    rf"(?:{_CHARGED}) (?:(?:{_ME}) )?(?:{_DOUBLE})|(?:{_DOUBLE}) (?:{_CHARGED}))"
    r"(?![\w])"
    # Japanese, Chinese, Korean: "twice" glued to the verb of charging
    r"|(?:二重|2回|二回|重複)に?(?:請求|引き落と|引落|決済|課金|支払|払)"
    r"|(?:請求|決済|引き落とし|課金)が(?:二重|2回|二回|重複)"
    r"|(?:扣|收|付|支付|扣款|收费|收費)了?(?:两次|兩次)"
    r"|(?:两次|兩次|重复|重複)(?:扣款|扣费|扣費|收费|收費|支付|付款|扣)"
    r"|(?:두 ?번|이중|중복) ?(?:결제|청구|출금|빠져|빠졌|승인)|결제가 ?(?:두 ?번|이중|중복)"
    # the shipping said twice, glued ("送料が2回", "运费×2", "배송비 두 번")
    # (the charge's noun after it is part of it: "送料が二重に請求", "배송비 이중 청구")
    r"|(?:送料|配送料)(?:が|を)?(?:二重|2回|二回|× ?2|x ?2)(?:に?(?:請求|決済|課金)(?:され)?)?"
    r"|(?:二重|2回|二回|2 ?×|2 ?x)(?:の)?(?:送料|配送料)"
    r"|(?:运费|運費)(?:收了|扣了|算了|付了)?(?:两次|兩次|× ?2|x ?2)|(?:两次|兩次|双份|雙份)(?:的)?(?:运费|運費)"
    r"|배송비(?:가|를)? ?(?:두 ?번|이중|중복|× ?2|x ?2)(?: ?(?:결제|청구|부과|출금))?")
_GRATIS = (
    r"free|kostenlos|gratis|frei|gratuit\w*|offert\w*|fri|vrij|ilmai\w*|darmow\w*|bezplatn\w*|"
    r"ucretsiz|bedava|مجاني\w*")
# "free shipping", "the shipping over 50 is free", "versandkostenfrei", "fraktfritt"
_FREE = (rf"(?:{_GRATIS}) (?:\w+ )?(?:{_SHIP})|(?:{_SHIP}) (?:\S+ ){{0,4}}(?:{_GRATIS})|"
         r"versandkostenfrei|portofrei|fraktfri\w*|fragtfri\w*|portvrij|verzendkostenvrij")
FREE_SHIPPING = re.compile(rf"(?<![\w])(?:{_FREE})(?![\w])|送料無料|免运费|免運費|包邮|包郵|무료 ?배송")


def charged_twice(folded: str) -> bool:
    """Whether the text says the payment (or a charge of it) was taken twice: "twice" beside a
    verb of charging (a question of it too: "why was I charged twice?")."""
    return gates.prefilter(_TWICE_WORDS)(folded) and _TWICE_WORDS.search(folded) is not None \
        and narrowed(TWICE).search(folded) is not None


_GRATIS_WORDS = re.compile(rf"(?:{_GRATIS})(?![\w])|無料|免运|免運|包邮|包郵|무료")


def free_shipping(folded: str) -> bool:
    """Whether the text says the shipping was to be free ("Ab 50 ist doch versandkostenfrei")."""
    return gates.prefilter(_GRATIS_WORDS)(folded) and _GRATIS_WORDS.search(folded) is not None \
        and FREE_SHIPPING.search(folded) is not None
