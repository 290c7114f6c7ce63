"""The words that rank one remedy above another ("rather a replacement than my money back",
"lieber Ersatz als Geld zurück", "hellre en ny än pengarna tillbaka", "返金より交換がいい"), per
covered language: read by ``reading._money_ranked_below``. Written from how the form is said,
not from any corpus's ticket.

``PREFER``: a word of preference (rather, prefer, lieber, plutôt, hellre, mieluummin, wolę);
``THAN``: the comparison the lesser remedy follows (than, als, que, än, kuin, niż, decât);
``BELOW``: a comparison the lesser remedy precedes (Japanese より, Korean 보다, Turkish yerine;
Chinese 与其 ... 不如 is left out: its order is the other way round).
``THAN_LOOSE``: a "than" that also starts a clause; there the preferred remedy must be named
between the preference and the comparison.
"""

from __future__ import annotations

PREFER: dict[str, tuple[str, ...]] = {
    "en": (r"rather", r"prefer\w*", r"sooner"),
    "de": (r"lieber", r"eher", r"bevorzug\w*"),
    "fr": (r"pref[eè]r\w*", r"plutot", r"aimerais mieux"),
    "es": (r"prefer\w*", r"prefier\w*"),
    "it": (r"prefer\w*", r"piuttosto"),
    "pt": (r"prefer\w*", r"prefir\w*"),
    "nl": (r"liever",),
    "sv": (r"hellre", r"foredr\w*"),
    "da": (r"hellere", r"foretraek\w*", r"foretræk\w*"),
    "nb": (r"heller", r"foretrekk\w*"),
    "fi": (r"mieluummin", r"mieluiten"),
    "pl": (r"wol\w*", r"raczej"),
    "ro": (r"prefer\w*", r"mai degraba"),
    "tr": (r"tercih\w*",),
    "ja": (r"方が", r"ほうが", r"がいい", r"が良い"),
    "ko": (r"낫", r"좋겠", r"원해"),
    "zh": (r"宁愿", r"宁可", r"更想", r"更希望"),
    "ar": (r"افضل", r"أفضل"),
}
THAN: dict[str, tuple[str, ...]] = {
    "en": (r"than", r"instead of"), "de": (r"statt", r"anstatt"), "fr": (r"plutot qu(?:e|')", r"au lieu d(?:e|')"),
    "es": (r"antes que", r"en (?:vez|lugar) de"), "it": (r"piuttosto che", r"anziche", r"invece d\w*"),
    "pt": (r"do que", r"em vez d[eoa]", r"ao inves d[eoa]"), "nl": (r"dan", r"in plaats van"),
    "sv": (r"an", r"i stallet for"), "da": (r"end", r"i stedet for"), "nb": (r"enn", r"i stedet for"),
    "fi": (r"kuin", r"sijaan"), "pl": (r"niz", r"zamiast"), "ro": (r"decat", r"in loc de"), "tr": (),
    "ja": (), "ko": (), "zh": (r"而不是",), "ar": (r"بدلا من", r"بدل"),
}
# "than" that also starts a clause ("je préfère que vous me remboursiez", "prefiero que me
# devuelvan el dinero", "lieber, als ..."): the preferred remedy must be named before it
THAN_LOOSE: dict[str, tuple[str, ...]] = {
    "de": (r"als",), "fr": (r"que", r"qu'"), "es": (r"que",), "it": (r"che",), "pt": (r"que",),
}
BELOW: dict[str, tuple[str, ...]] = {
    "tr": (r"yerine",), "ja": (r"より",), "ko": (r"보다",),
}

# another remedy declined by its own "that's fine" right after it, where a topic particle says it
# is of that remedy ("交換は大丈夫です", "교환은 괜찮아요", "换货就不用了": no exchange, thanks); not
# where the particle takes it ("交換で大丈夫です", "교환도 괜찮아요", "换货也可以": the exchange
# accepted), nor asked ("交換は大丈夫ですか"). Only the languages that say it so: "the exchange
# is fine" in the others accepts it.
DECLINED_AFTER: dict[str, tuple[str, ...]] = {
    "ja": (r"(?:の方|のほう)?は(?:もう)?(?:大丈夫|いいです|いらない|いりません|要りません|不要|必要ない|必要ありません)"
           r"(?:です|でした)?(?![か？?])",),
    "ko": (r"(?:은|는) ?(?:괜찮아요|괜찮습니다|됐어요|됐습니다|필요 없어요|필요 없습니다|안 해도 돼요|안 해도 됩니다)"
           r"(?![?？])",),
    "zh": (r"(?:就|也就)?(?:不用了|不需要了|算了|免了|不必了)",),
}

# "instead of", "rather than": the remedy these words stand before (after, in the languages
# where they follow it) is the one set aside, never the one wished ("20 % off instead of an
# exchange", "statt eines Umtauschs", "vaihdon sijaan", "交換の代わりに", "교환 대신")
SET_ASIDE_BEFORE: dict[str, tuple[str, ...]] = {
    "en": (r"instead of", r"rather than", r"in place of"),
    "de": (r"statt", r"anstatt", r"anstelle", r"an stelle", r"stattdessen (?:eines|einer|einem)"),
    "fr": (r"au lieu d'?(?:e|un|une|du|des)?", r"plutot qu'?(?:un|une)?", r"a la place d'?(?:un|une)?"),
    "es": (r"en (?:vez|lugar) de(?:l)?",),
    "it": (r"invece d(?:i|el|ella|ello|ell'?)", r"al posto d(?:i|el|ella|ello|ell'?)", r"anziche"),
    "pt": (r"em (?:vez|lugar) d(?:e|o|a)",),
    "nl": (r"in plaats van",),
    "sv": (r"i stallet for",),
    "da": (r"i stedet for",),
    "nb": (r"i stedet for",),
    "pl": (r"zamiast",),
    "ro": (r"in loc de", r"in locul"),
    "zh": (r"而不是", r"而非"),
    "ar": (r"بدلا من", r"بدلا عن", r"عوضا عن"),
}
SET_ASIDE_AFTER: dict[str, tuple[str, ...]] = {
    "fi": (r"sijaan(?!\w)", r"sijasta(?!\w)", r"asemesta(?!\w)"),
    "tr": (r"yerine(?!\w)",),
    "ja": (r"の代わりに", r"ではなく", r"じゃなくて", r"の代わり"),
    "ko": (r"대신", r"말고", r"대신에"),
}
