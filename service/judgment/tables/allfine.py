""""All good", said as how things stand, per covered language: "all good", "todo bien", "tutto a
posto", "alles goed", "wszystko w porządku", "allt är bra", "一切都好". The word for everything
in it is the subject of "fine", never the object of a cancellation or of money asked: "All
good, you can cancel the trace!" cancels the carrier's search, not the order
(``allfine``). Fragments as ``text.fold`` leaves text."""

from __future__ import annotations

ALL_FINE: dict[str, tuple[str, ...]] = {
    "en": (r"all (?:is |'s |was )?(?:good|fine|ok|okay|well|sorted|set|clear|right|done|resolved)",
           r"everything(?:'s| is| was)? (?:good|fine|ok|okay|well|sorted|in order|resolved|alright|all right)"),
    "de": (r"alles (?:ist )?(?:gut|ok|okay|in ordnung|klar|erledigt|bestens|prima|geklart)",),
    "fr": (r"tout (?:va|est|etait|allait) (?:bien|bon|ok|en ordre|regle|rentre dans l'ordre|parfait)",
           r"tout (?:est )?bon", r"tout (?:est )?ok", r"tout (?:est )?regle"),
    "es": (r"todo (?:esta |estaba )?(?:bien|en orden|ok|correcto|perfecto|listo|solucionado|resuelto|arreglado)",),
    "it": (r"tutto (?:e |era )?(?:a posto|bene|ok|risolto|in ordine|sistemato|perfetto)",),
    "pt": (r"tudo (?:esta |estava |ficou )?(?:bem|certo|ok|em ordem|resolvido|tranquilo|perfeito)",),
    "nl": (r"alles (?:is |was )?(?:goed|in orde|ok|oke|prima|opgelost|in orde gekomen)",),
    "sv": (r"allt (?:ar |var )?(?:bra|ok|okej|i ordning|lost|fint|toppen)",),
    "da": (r"alt (?:er |var )?(?:godt|ok|okay|i orden|fint|lost|klaret)",),
    "nb": (r"alt (?:er |var )?(?:bra|ok|okei|i orden|fint|greit|lost|ordnet)",),
    "fi": (r"kaikki (?:on |oli )?(?:hyvin|kunnossa|ok|selvaa|ratkennut|ratkesi)",),
    "pl": (r"wszystko (?:jest |bylo )?(?:w porzadku|ok|dobrze|gra|jasne|zalatwione)",),
    "ro": (r"(?:totul|toate) (?:e |este |a fost |sunt )?(?:bine|ok|in regula|rezolvat\w*|perfect)",
           r"e totul (?:bine|ok|in regula)"),
    "tr": (r"her ?sey (?:yolunda|tamam|iyi|yolundadir|halloldu|cozuldu)",),
    "ar": (r"كل شي\S? (?:تمام|بخير|على ما يرام|تمام التمام|مضبوط)", r"كله تمام", r"كلو تمام"),
    "ja": (r"(?:全部|すべて|全て|みんな)(?:は|も)?(?:大丈夫|問題(?:なし|ありません|ない)|解決)",),
    "ko": (r"(?:다|모두|전부) (?:괜찮|해결|문제 ?없)",),
    "zh": (r"一切(?:都)?(?:好|正常|没问题|順利|顺利)", r"都(?:好了|没问题了|解决了)"),
}
