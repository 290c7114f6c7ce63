"""An accessory's title and the device it is for, per covered language (read by ``fitted``):
``HEADS``, the words that name an accessory, a part or a consumable FOR a device (liners, a
mat, a case, a cover, a charger, a strap, a stand, a descaler, a refill...), which a title's
other words qualify; ``FOR``, the words after which a title names what the product is for
("for", "für", "pour", "para", "per", "voor", Polish "do"/"pod"/"na"/"dla", "pentru", "för",
"til"); ``FOR_AFTER``, the same written after the device (Turkish "için", Finnish "varten").
Written from the form, not from any corpus's ticket; words as ``text.fold`` leaves them
(``fitted`` folds them again)."""

from __future__ import annotations

HEADS: dict[str, tuple[str, ...]] = {
    "en": ("liner", "liners", "case", "cases", "cover", "covers", "mat", "mats", "pad", "pads", "filter",
           "filters", "strap", "straps", "charger", "chargers", "stand", "holder", "mount", "sleeve", "sleeves",
           "pouch", "skin", "skins", "protector", "protectors", "guard", "cleaner", "descaler", "refill",
           "refills", "replacement", "spare", "parts", "accessories", "cushion", "cushions", "paper", "cable",
           "cables", "glides", "tablets"),
    "de": ("hulle", "schutzhulle", "tasche", "abdeckung", "bezug", "schutzbezug", "matte", "unterlage", "filter",
           "armband", "ladegerat", "ladekabel", "halter", "halterung", "stander", "entkalker", "reiniger",
           "ersatzteil", "kissen", "auflage", "folie", "schutzfolie", "kabel", "polster", "schutzhaube", "haube"),
    "fr": ("housse", "etui", "coque", "protection", "tapis", "filtre", "bracelet", "chargeur", "support",
           "sacoche", "pochette", "detartrant", "nettoyant", "recharge", "coussin", "galette", "cable",
           "papier"),
    "es": ("funda", "protector", "alfombrilla", "filtro", "correa", "cargador", "soporte", "estuche",
           "descalcificador", "limpiador", "recambio", "repuesto", "cojin", "papel", "cable", "cubierta"),
    "it": ("custodia", "cover", "fodera", "tappetino", "filtro", "cinturino", "caricabatterie", "supporto",
           "decalcificante", "pulitore", "ricambio", "cuscino", "carta", "cavo", "copertura", "telo"),
    "pt": ("capa", "protetor", "protetora", "tapete", "filtro", "pulseira", "carregador", "suporte", "estojo",
           "descalcificante", "almofada", "papel", "cabo", "pelicula", "bolsa"),
    "nl": ("hoes", "beschermhoes", "mat", "filter", "bandje", "oplader", "houder", "standaard", "ontkalker",
           "reiniger", "kussen", "papier", "kabel", "hoesje"),
    "pl": ("mata", "podkładka", "pokrowiec", "etui", "filtr", "pasek", "ładowarka", "uchwyt", "podstawka",
           "odkamieniacz", "wkład", "poduszka", "folia", "kabel", "papier", "osłona", "nakładka"),
    "ro": ("husa", "carcasa", "covoras", "filtru", "curea", "incarcator", "suport", "decalcifiant", "perna",
           "folie", "cablu"),
    "sv": ("fodral", "skyddsfodral", "overdrag", "matta", "filter", "armband", "laddare", "hallare", "stall",
           "avkalkning", "kudde", "dyna", "sittdyna", "skal", "kabel", "vaska"),
    "da": ("etui", "beskyttelsesetui", "betræk", "cover", "matte", "filter", "rem", "oplader", "holder",
           "afkalker", "hynde", "pude", "kabel", "taske"),
    "nb": ("deksel", "beskyttelsesdeksel", "trekk", "etui", "matte", "filter", "reim", "lader", "holder",
           "avkalker", "pute", "sittepute", "kabel", "veske"),
    "ar": ("غطاء", "جراب", "حافظة", "كفر", "سجادة", "شاحن", "حامل", "فلتر", "وسادة", "مفرش", "ورق"),
    "fi": ("suojakotelo", "kotelo", "suojus", "suoja", "laukku", "peite", "matto", "suodatin", "ranneke",
           "laturi", "teline", "pidike",
           "kalkinpoistoaine", "tyyny", "istuintyyny", "kuori", "kaapeli"),
    # (Turkish writes a part of a thing with the possessive: "makine filtresi", "telefon kılıfı"; a
    # bare "filtre" after a noun tells its kind, "Kahve Makinesi Filtre" is a filter coffee maker)
    "tr": ("kılıfı", "minderi", "paspası", "filtresi", "kayışı", "şarj aleti", "tutucusu", "standı", "kablosu",
           "örtüsü"),
}

FOR: dict[str, tuple[str, ...]] = {
    "en": ("for",), "de": ("fur", "fuer"), "fr": ("pour",), "es": ("para",), "it": ("per",),
    "pt": ("para",), "nl": ("voor",), "pl": ("do", "pod", "na", "dla"), "ro": ("pentru",),
    "sv": ("for", "till"), "da": ("til",), "nb": ("til",),
}

# a "for" glued before the device's word (Arabic "لكنبة", for a sofa)
GLUED_FOR: dict[str, tuple[str, ...]] = {"ar": ("لل", "ل")}

FOR_AFTER: dict[str, tuple[str, ...]] = {"tr": ("icin", "için"), "fi": ("varten",)}

# what a Japanese, Chinese or Korean title writes after the device its product is for
# ("エアフライヤー用", "空气炸锅专用", "의자용"); "用品" (goods) is no such word
CJK_FOR = r"(?:専用|专用|專用|用)(?!品)"
KO_FOR = ("전용", "용")
