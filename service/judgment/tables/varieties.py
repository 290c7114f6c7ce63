"""The varieties of a kind of product that a customer never calls by one another's name, per
covered language: a ceiling lamp is a lamp, and so is a table lamp, but "the ceiling lamp
flickers" says nothing of a table lamp paid for. Written from how lamps are sold and called,
not from any corpus's ticket (``variants.other_variety`` reads them).

``VARIETIES``: {kind: {variety: {language: fragments}}}; a fragment is a regular expression
written as ``text.fold`` leaves text (``tables.fold_fragment`` folds it), at word edges where the
language writes words apart (its compounds' endings written with ``\\w*``), searched as runs in
Japanese, Chinese and Korean.
"""

from __future__ import annotations

VARIETIES: dict[str, dict[str, dict[str, tuple[str, ...]]]] = {
    "lamp": {
        "ceiling": {
            "en": (r"ceiling (?:lamp|light)s?", r"pendant (?:lamp|light)s?", r"chandeliers?"),
            "de": (r"decken(?:lampe|leuchte)\w*", r"hänge(?:lampe|leuchte)\w*", r"kronleuchter\w*"),
            "fr": (r"plafonniers?", r"lustres?", r"(?:lampe|luminaire)s? (?:de plafond|suspendue?s?)"),
            "es": (r"lamparas? de techo", r"plafon\w*", r"lamparas? colgantes?"),
            "it": (r"plafonier\w*", r"lampadari?", r"lampad\w* a sospensione"),
            "pt": (r"candeeiros? de teto", r"luminarias? de teto", r"lustres?", r"plafons?"),
            "nl": (r"plafondlamp\w*", r"hanglamp\w*", r"kroonluchter\w*"),
            "pl": (r"lamp\w* sufitow\w*", r"żyrandol\w*", r"plafon\w*"),
            "ro": (r"lustr[aăe]\w*", r"plafonier\w*"),
            "sv": (r"taklamp\w*", r"pendellamp\w*", r"kristallkron\w*"),
            "da": (r"loftlamp\w*", r"loftslamp\w*", r"lysekron\w*"),
            "nb": (r"taklamp\w*", r"lysekron\w*"),
            "fi": (r"kattovalaisi\w*", r"kattolamp\w*", r"riippuvalaisi\w*"),
            "tr": (r"avize\w*", r"tavan lamba\w*"),
            "ja": (r"シーリングライト", r"ペンダントライト", r"シャンデリア"),
            "ko": (r"천장등", r"샹들리에", r"펜던트등"),
            "zh": (r"吊灯", r"吸顶灯", r"吊燈", r"吸頂燈"),
            "ar": (r"ثري[اه]", r"نجف\w*"),
        },
        "table": {
            "en": (r"(?:table|desk|bedside|reading) lamps?",),
            "de": (r"(?:tisch|schreibtisch|nachttisch)(?:lampe|leuchte)\w*",),
            "fr": (r"lampes? (?:de table|de bureau|de chevet)",),
            "es": (r"lamparas? de (?:mesa|escritorio|noche)", r"flexos?"),
            "it": (r"lampad\w* da (?:tavolo|scrivania|comodino)", r"abat-jour"),
            "pt": (r"candeeiros? de mesa", r"luminarias? de mesa", r"abajur\w*"),
            "nl": (r"tafellamp\w*", r"bureaulamp\w*", r"nachtlamp\w*"),
            "pl": (r"lamp\w* (?:stołow|biurkow|nocn)\w*",),
            "ro": (r"veioz\w*", r"lamp\w* de birou"),
            "sv": (r"bordslamp\w*", r"skrivbordslamp\w*", r"sänglamp\w*"),
            "da": (r"bordlamp\w*", r"skrivebordslamp\w*"),
            "nb": (r"bordlamp\w*", r"skrivebordslamp\w*", r"nattbordslamp\w*"),
            "fi": (r"pöytävalaisi\w*", r"pöytälamp\w*"),
            "tr": (r"masa lamba\w*", r"abajur\w*"),
            "ja": (r"デスクライト", r"テーブルランプ", r"デスクランプ"),
            "ko": (r"탁상등", r"책상 ?스탠드"),
            "zh": (r"台灯", r"檯燈", r"枱燈"),
            "ar": (r"اباجور\w*", r"أباجور\w*"),
        },
        "floor": {
            "en": (r"(?:floor|standing) lamps?",),
            "de": (r"steh(?:lampe|leuchte)\w*",),
            "fr": (r"lampadaires?",),
            "es": (r"lamparas? de pie",),
            "it": (r"piantan\w*", r"lampad\w* da terra"),
            "pt": (r"candeeiros? de pe", r"luminarias? de chao"),
            "nl": (r"staande lamp\w*", r"vloerlamp\w*"),
            "pl": (r"lamp\w* podłogow\w*",),
            "ro": (r"lampadar\w*",),
            "sv": (r"golvlamp\w*",),
            "da": (r"gulvlamp\w*", r"standerlamp\w*"),
            "nb": (r"gulvlamp\w*", r"stålamp\w*"),
            "fi": (r"lattiavalaisi\w*", r"jalkalamp\w*"),
            "tr": (r"lambader\w*",),
            "ja": (r"フロアライト", r"フロアランプ"),
            "ko": (r"장스탠드",),
            "zh": (r"落地灯", r"落地燈"),
            "ar": (r"مصباح أرضي", r"مصباح ارضي"),
        },
    },
}
