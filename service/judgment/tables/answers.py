"""The words of an agent's offer of a part of a price and of the customer's answer to it, per
covered language: read by ``answers``. Written from how the form is said, not from any corpus's
ticket; folded as ``text.fold`` leaves text.

``OFFER``: a verb of offering or proposing, said by the shop of itself ("we can offer you 30 %
of its price", "le proponemos la mitad", "vă putem oferi 25 %"): with a share or a sum in its
sentence it offers money back, though no word of a refund or of "back" stands there.
``TAKEN``: a customer's short idiom of taking an offer up that the languages' ``accept`` and
``yes`` words do not hold ("deal", "alles klar", "va pour moi", "trato hecho", "affare fatto",
"fechado", "låter rättvist", "diili", "콜", "没问题", "anlaştık", "اتفقنا", "merge"); a word that
says much else besides ("bine", "kör", "peki") only alone before its punctuation.
``THANKS``: thanks, after a "no" that opens a reply ("nein danke", "nej tack", "아니요 괜찮아요"
is not one: only thanks), so that "no, thanks" refuses as "no." does.
"""

from __future__ import annotations

# (each short word alone before its punctuation, or at the answer's end)
_ALONE = r"(?= ?[,.!]| ?$)"

OFFER: dict[str, tuple[str, ...]] = {
    "en": (r"offer(?:ing)?", r"propose", r"we can give you"),
    "de": (r"an(?:zu)?bieten", r"bieten (?:wir )?(?:ihnen|dir)", r"vorschlagen", r"schlagen (?:wir )?(?:ihnen|dir)"),
    "fr": (r"(?:vous )?propos(?:er|ons)", r"(?:vous )?offr(?:ir|ons)"),
    "es": (r"ofrec(?:er|erle|erte|emos)", r"propon(?:er|erle|emos)"),
    "it": (r"offr(?:ire|irle|irti|iamo)", r"propor(?:re|le|ti)", r"proponiamo"),
    "pt": (r"oferec(?:er|emos)", r"propor", r"propomos"),
    "nl": (r"aan(?: te )?bieden", r"bieden (?:we |wij )?(?:u|je|jou)", r"voor(?: te)? stellen"),
    "sv": (r"erbjud(?:a|er)", r"foresla"),
    "da": (r"tilbyde(?:r)?", r"foresla"),
    "nb": (r"tilby(?:r)?", r"foresla"),
    "fi": (r"tarjo(?:ta|amme)", r"ehdot(?:taa|amme)"),
    "pl": (r"zaproponowac", r"proponujemy", r"zaoferowac", r"oferujemy"),
    "ro": (r"oferi(?:m)?", r"propune(?:m)?"),
    "tr": (r"teklif (?:edebiliriz|ediyoruz|ederiz)", r"onerebiliriz", r"oneriyoruz"),
    "ja": (r"ご提案", r"提案いたし", r"ご提供", r"提供いたし", r"提供でき"),
    "ko": (r"제안(?:해|드)", r"제공(?:해|드)"),
    "zh": (r"可以(?:为您|給您|给您)?提供", r"建议(?:给您)?", r"可以给您"),
    "ar": (r"نقدم لك", r"نعرض عليك", r"نقترح", r"تقديم"),
}

TAKEN: dict[str, tuple[str, ...]] = {
    "en": (r"deal", r"fair enough", r"that'?ll do", r"let'?s do (?:it|that)", r"go for it", r"i'?m in"),
    "de": (r"alles klar", r"machen wir so", r"so machen wir'?s", r"deal", r"klingt (?:gut|fair|okay|ok)",
           r"geht klar", r"in ordnung" + _ALONE),
    "fr": (r"va pour (?:moi|ca|les? \w+|la \w+)", r"ca marche", r"entendu", r"marche conclu", r"ok pour moi",
           r"ca me convient", r"je suis d'accord"),
    "es": (r"trato hecho", r"me vale", r"me sirve", r"hecho" + _ALONE, r"me parece justo", r"me parece bien"),
    "it": (r"affare fatto", r"ci sto", r"mi sta bene", r"mi va bene", r"va benissimo", r"accettiamo"),
    "pt": (r"fechado", r"feito" + _ALONE, r"ta bom", r"esta bem", r"me parece justo", r"parece-me justo",
           r"fico com (?:isso|ele|ela|esse|essa)"),
    "nl": (r"deal", r"klinkt (?:goed|eerlijk|prima|redelijk)", r"is goed" + _ALONE, r"afgesproken", r"doen we"),
    "sv": (r"later (?:rattvist|rimligt|schysst|fint|toppen)", r"jag tar det(?! inte)", r"gor (?:sa|det)" + _ALONE,
           r"deal", r"kor" + _ALONE, r"absolut" + _ALONE, r"det later bra"),
    "da": (r"lyder (?:fair|rimeligt|fint|fornuftigt)", r"aftale" + _ALONE, r"det er i orden", r"deal",
           r"det gor vi", r"fint med mig"),
    "nb": (r"hores (?:rettferdig|rimelig|fair)(?: ut)?", r"jeg tar det(?! ikke)", r"den er grei", r"deal",
           r"det gar fint", r"kjor" + _ALONE),
    "fi": (r"diili", r"selva" + _ALONE, r"tehdaan niin", r"kuulostaa (?:hyvalta|reilulta|reilun)",
           r"otetaan (?:se|tuo)", r"kay se"),
    "pl": (r"w porzadku", r"niech bedzie", r"umowa stoi", r"dobra" + _ALONE, r"pasuje mi", r"biore to",
           r"zgadzam sie"),
    "ro": (r"merge", r"bine" + _ALONE, r"asa facem", r"suna (?:bine|corect|rezonabil)", r"s-a facut",
           r"sunt de acord"),
    "tr": (r"anlast[iı]k", r"oyle yapal[iı]m", r"peki" + _ALONE, r"uygundur"),
    "ja": (r"それで(?:お願い|いい|大丈夫|結構|構いません)", r"それでいいです", r"了解", r"承知", r"オッケー"),
    "ko": (r"콜", r"좋습니다", r"그걸로 (?:할게|해)", r"그렇게 하죠", r"그렇게 할게", r"알겠습니다"),
    "zh": (r"没问题", r"沒問題", r"成交", r"就这么办", r"就這麼辦", r"就这样吧", r"行吧", r"那就这样"),
    "ar": (r"لا باس", r"اتفقنا", r"حسنا" + _ALONE),
}

THANKS: dict[str, tuple[str, ...]] = {
    "en": (r"thanks?", r"thank you"), "de": (r"danke",), "fr": (r"merci",), "es": (r"gracias",),
    "it": (r"grazie",), "pt": (r"obrigad[oa]",), "nl": (r"bedankt", r"dank je", r"dank u"),
    "sv": (r"tack",), "da": (r"tak",), "nb": (r"takk",), "fi": (r"kiitos",), "pl": (r"dziekuje",),
    "ro": (r"multumesc",), "tr": (r"tesekkur\w*", r"sag ?ol"), "ja": (r"結構です",), "ko": (r"괜찮습니다",),
    "zh": (r"谢谢", r"謝謝"), "ar": (r"شكرا",),
}
