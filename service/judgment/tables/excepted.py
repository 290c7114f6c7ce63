"""The words that set lines apart from everything the customer asks of ("everything except the
rug", "alles außer dem Teppich", "tout sauf le tapis", "ラグ以外", "러그 빼고", "除了地毯",
"السجادة ما عدا"), per covered language: read by ``excepted``. Written from how the form is
said, not from any corpus's ticket.

``BEFORE``: an exception word the lines follow (except, apart from, other than, "everything but");
``AFTER``: one they precede (Japanese 以外, Korean 빼고, Turkish hariç, Chinese 以外 after 除了);
``ALL``: the words for everything or all of it, one of which the sentence must hold.
Fragments are written as ``text.fold`` leaves text (``tables.fold_fragment`` folds them).
"""

from __future__ import annotations

BEFORE: dict[str, tuple[str, ...]] = {
    "en": (r"except(?: for)?", r"excepting", r"apart from", r"other than", r"save for",
           r"(?:everything|all(?: of it| of them)?) but", r"aside from", r"besides", r"bar"),
    "de": (r"au(?:ss|ß)er", r"bis auf", r"ausgenommen", r"abgesehen von", r"ausser"),
    "fr": (r"sauf", r"a part", r"excepte", r"hormis", r"a l'exception d[eu']?"),
    "es": (r"excepto", r"salvo", r"menos", r"aparte de", r"quitando", r"a excepcion d[el]"),
    "it": (r"tranne", r"eccetto", r"salvo", r"a parte", r"ad eccezione d\w*", r"fuorche"),
    "pt": (r"exceto", r"menos", r"salvo", r"tirando", r"a excecao d[oa]s?", r"fora"),
    "nl": (r"behalve", r"uitgezonderd", r"buiten", r"met uitzondering van"),
    "sv": (r"utom", r"förutom", r"bortsett från", r"med undantag för"),
    "da": (r"undtagen", r"bortset fra", r"pa nær", r"med undtagelse af"),
    "nb": (r"unntatt", r"bortsett fra", r"utenom", r"med unntak av", r"untatt"),
    "fi": (r"paitsi",),
    "pl": (r"oprocz", r"poza", r"z wyjatkiem", r"procz"),
    "ro": (r"in afara d[e]", r"cu exceptia", r"mai putin", r"exceptand"),
    "tr": (),
    "ja": (),
    "ko": (),
    "zh": (r"除了", r"除"),
    "ar": (r"ما ?عدا", r"باستثناء", r"عدا", r"سوي", r"الا"),
}
AFTER: dict[str, tuple[str, ...]] = {
    "tr": (r"haric", r"disinda\w*", r"dısında\w*", r"haricinde\w*"),
    "ja": (r"以外", r"を除いて", r"を除き", r"を除く", r"は別として"),
    "ko": (r"빼고", r"제외하고", r"말고", r"외에", r"외엔", r"빼면"),
    "zh": (r"以外", r"之外"),
    "fi": (r"lukuun ottamatta",),
}
ALL: dict[str, tuple[str, ...]] = {
    "en": (r"everything", r"all", r"the (?:whole|entire) (?:order|lot)", r"the lot", r"the rest"),
    "de": (r"alles", r"alle", r"die ganze bestellung", r"den rest"),
    "fr": (r"tout", r"tous", r"toutes", r"l'ensemble", r"le reste"),
    "es": (r"todo", r"todos", r"todas", r"el resto"),
    "it": (r"tutto", r"tutti", r"tutte", r"il resto"),
    "pt": (r"tudo", r"todos", r"todas", r"o resto"),
    "nl": (r"alles", r"alle", r"de rest"),
    "sv": (r"allt", r"alla", r"resten"),
    "da": (r"alt", r"alle", r"resten"),
    "nb": (r"alt", r"alle", r"resten"),
    "fi": (r"kaikki", r"kaiken", r"kaikesta", r"muut"),
    "pl": (r"wszystko", r"wszystkie", r"wszystkiego", r"reszt\w*"),
    "ro": (r"tot", r"toate", r"totul", r"restul"),
    "tr": (r"her ?sey\w*", r"hepsi\w*", r"tumu\w*", r"gerisi\w*"),
    "ja": (r"全部", r"ぜんぶ", r"すべて", r"全て", r"みんな", r"全品", r"残り", r"ほか", r"他"),
    "ko": (r"전부", r"모두", r"다 ", r"나머지"),
    "zh": (r"全部", r"都", r"其他", r"其余", r"一切"),
    "ar": (r"كل", r"الكل", r"الباقي"),
}
