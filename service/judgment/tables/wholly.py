"""The order cancelled wholly, said by an adverb of wholeness beside the verb and no object
("tamamen iptal edebilir misiniz?", "could you cancel it completely?", "können Sie komplett
stornieren?", "完全にキャンセルしていただけますか", "هل يمكنكم الإلغاء بالكامل؟"), per covered
language: the adverb says all of it, as "cancel the whole order" does (``cancels.wholly``).
Only the adverb: the cancel verb is ``actions.CANCELLED``'s, read before it. Fragments as
``text.fold`` leaves text."""

from __future__ import annotations

WHOLLY: dict[str, str] = {
    "en": r"completely|entirely|altogether|in full|in its entirety",
    "de": r"komplett|vollstandig|ganzlich|ganz und gar|zur ganze",
    "fr": r"completement|entierement|totalement|en totalite|en entier",
    "es": r"por completo|completamente|totalmente|del todo|enteramente",
    "it": r"completamente|del tutto|interamente|totalmente|per intero",
    "pt": r"por completo|completamente|totalmente|inteiramente|por inteiro",
    "nl": r"helemaal|volledig|geheel|in zijn geheel",
    "pl": r"ca[lł]kowicie|w ca[lł]osci|zupe[lł]nie",
    "sv": r"helt|helt och hallet|i sin helhet",
    "da": r"helt|fuldstaendig|i sin helhed",
    "nb": r"helt|fullstendig|i sin helhet",
    "fi": r"kokonaan|kokonaisuudessaan|kaikki",
    "tr": r"tamamen|tamamiyla|komple|tumuyle|butunuyle",
    "ro": r"complet|in intregime|total",
    "ar": r"بالكامل|كليا|كاملا|بالكليه",
    # Japanese, Chinese, Korean: the adverb glued to the verb ("完全にキャンセル", "完全取消", "완전히 취소")
    "ja": r"完全に|全部|すべて|全て",
    "zh": r"完全|全部",
    "ko": r"완전히|전부|모두",
}
