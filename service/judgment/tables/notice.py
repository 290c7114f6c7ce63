"""The customer addressed in a notice they quote (``notice``): the second person's possessive,
or the customer greeted as such, in each covered language (folded: "your return request",
"votre remboursement", "iade talebiniz", "お客様", "طلبك"). A word a language's possessive
takes glued on (Turkish "-nız", Finnish "-si", Arabic "ـك") is read as the word's end."""

from __future__ import annotations

YOURS: dict[str, str] = {
    "en": r"your|dear customer",
    "de": r"ihre[rsmn]?|ihr|deine[rsmn]?|dein|sehr geehrte\w*",
    "fr": r"votre|vos|ton|ta|tes|cher client|chere cliente",
    "es": r"su|sus|tu|tus|estimad[oa] cliente",
    "it": r"sua|suo|suoi|sue|tua|tuo|tuoi|tue|gentile cliente",
    "nl": r"uw|jouw|je|beste klant",
    "pl": r"pana|pani|panstwa|twoj\w*|twoj|szanown\w+",
    "pt": r"sua|suas|seu|seus|tua|tuas|teu|teus|caro cliente|cara cliente|prezad[oa] cliente",
    "sv": r"din|ditt|dina|er|ert|era|baste kund",
    "da": r"din|dit|dine|jeres|kaere kunde",
    "nb": r"din|ditt|dine|deres|kjaere kunde",
    "fi": r"\w+(?:si|nne)|hyva asiakas",
    "ro": r"dumneavoastra|dvs|ta|tau|tale|stimate client\w*|draga client\w*",
    "tr": r"\w+n[iıu]z|sayin",
    "ar": r"\w+(?:ك|كم)|عزيزي العميل",
    "ja": r"お客様|あなたの|ご返品|ご返金|ご注文|ご依頼",
    "ko": r"고객님|귀하의|회원님",
    "zh": r"您的|你的|尊敬的",
}

# the customer's own words that a refund said approved has not reached them: a contrast, then a
# "not", a "no", a "nothing" a few words on in the same sentence ("refund approved but still no
# money", "iade onaylandı ama para yatmadı", "返金承認済みですが、まだ入金されていません")
UNPAID: dict[str, str] = {
    "en": r"but (?:\S+ ){0,8}?(?:\S+n't|not|no|never|nothing|none)",
    "de": r"aber (?:\S+ ){0,8}?(?:nicht|nichts|kein\w*|nie)",
    "fr": r"mais (?:\S+ ){0,8}?(?:pas|rien|jamais|aucun\w*)",
    "es": r"pero (?:\S+ ){0,8}?(?:no|nada|nunca|ningun\w*)",
    "it": r"ma (?:\S+ ){0,8}?(?:non|niente|nulla|mai|nessun\w*)",
    "nl": r"maar (?:\S+ ){0,8}?(?:niet|geen|niets|nooit)",
    "pl": r"ale (?:\S+ ){0,8}?(?:nie|nic|zadn\w*|brak)",
    "pt": r"mas (?:\S+ ){0,8}?(?:nao|nada|nunca|nenhum\w*)",
    "sv": r"men (?:\S+ ){0,8}?(?:inte|inga|inget|ingen|aldrig)",
    "da": r"men (?:\S+ ){0,8}?(?:ikke|ingen|intet|aldrig)",
    "nb": r"men (?:\S+ ){0,8}?(?:ikke|ingen|ingenting|aldri)",
    "fi": r"mutta (?:\S+ ){0,8}?(?:ei|en|eivat|mitaan)",
    "ro": r"dar (?:\S+ ){0,8}?(?:nu|nimic|niciun\w*)",
    "tr": r"(?:ama|fakat|ancak) (?:\S+ ){0,8}?(?:yok|\w+m[ae]d[iıu]\w*|\w+m[ae]m[iıu]s\w*)",
    "ar": r"(?:لكن|ولكن)\w* (?:\S+ ){0,8}?(?:لم|لا|ما)",
    # (a clause's "but", never the subject's "が": "ですが", "ましたが", "だが")
    "ja": r"(?:[すた]が|だが|けど|けれど|でも|のに)[^。！？\n]{0,30}?(?:ません|ない|なし)",
    "ko": r"(?:지만|는데|그런데|하지만)[^.!?\n]{0,30}?(?:않|안 |없|못)",
    "zh": r"(?:但|可是|却)[^。！？\n]{0,30}?(?:没|未|不)",
}
