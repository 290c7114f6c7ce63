"""'The same' said of how the customer paid or who they are: "the same card", "mit derselben
Karte", "la même carte", "同じカード", "같은 카드", "نفس البطاقة". The buyer is the same; it sets
no order against the other purchase (``tables.elsewhere`` adds them to ``SAME_NOT_THIS``, which
``elsewhere`` takes out before it reads "same" as this order's). Fragments are written as
``text.fold`` leaves text.
"""

from __future__ import annotations

# "the same" of how the customer paid or who they are ("same card", "mit derselben Karte", "同じカード"):
# the buyer is the same, never this order set against the other purchase
SAME_BUYER: dict[str, tuple[str, ...]] = {
    "en": (r"(?:the )?same (?:card|credit card|debit card|account|email|e-mail|address|payment method|login)",),
    "de": (r"(?:die |der |das |den |dem |mit |derselben |demselben )?(?:gleiche[nrsm]?|selbe[nrsm]?|dieselbe"
           r"|derselben|denselben|demselben) (?:karte|kreditkarte|konto|kundenkonto|e-mail|adresse|zahlungsart)",),
    "fr": (r"(?:la |le )?meme (?:carte|compte|adresse|e-mail|email|moyen de paiement)",),
    "es": (r"(?:la |el )?mism[oa] (?:tarjeta|cuenta|direccion|correo|email|metodo de pago)",),
    "it": (r"(?:la |lo |il )?stess[oa] (?:carta|conto|account|indirizzo|email|e-mail|metodo di pagamento)",),
    "pt": (r"(?:a |o )?mesm[oa] (?:cartao|conta|morada|endereco|email|e-mail)",),
    "nl": (r"(?:dezelfde|zelfde|hetzelfde) (?:kaart|pas|account|rekening|adres|e-mail|e-mailadres)",),
    "sv": (r"samma (?:kort|konto|adress|e-post|mejl)\w*",),
    "da": (r"samme (?:kort|konto|adresse|e-mail|mail)\w*",),
    "nb": (r"samme (?:kort|konto|adresse|e-post|epost)\w*",),
    "pl": (r"(?:ta |tą |to |tym |tej )?sam\w* (?:kart|kont|adres|e-mail|mail)\w*",),
    "ro": (r"(?:aceeași|același|acelasi|aceeasi) (?:card|cont|adresă|adresa|email|e-mail)\w*",),
    "fi": (r"sama\w* (?:kort|til|osoit|sähköpost)\w*",),
    "tr": (r"aynı (?:kart|hesap|adres|e-posta|mail)\w*",),
    "ja": (r"同じ(?:カード|クレジットカード|アカウント|住所|メール)",),
    "zh": (r"(?:同一|同样的|一样的)(?:张|張|个|個)?(?:卡|信用卡|账号|帐号|賬號|帳號|地址)",),
    "ko": (r"같은 (?:카드|계정|주소|이메일)",),
    "ar": (r"نفس (?:البطاقة|الكرت|الحساب|العنوان|الايميل|الإيميل)",),
}
