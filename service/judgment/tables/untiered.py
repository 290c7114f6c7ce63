"""A model's tier the customer says theirs is not ("the regular 15, not the Pro", "nicht das
Pro", "pas le Max", "Pro değil", "Proではなく", "不是Pro", "Pro가 아니라"), per covered language
(read by ``judgment.untiered``): the negation before the tier (an article between), or after it
where the language puts it there. Fragments as ``text.fold`` leaves text."""

from __future__ import annotations

BEFORE: dict[str, str] = {
    "en": r"not (?:the |a |an )?", "de": r"nicht (?:das |die |der |den |dem |ein |eine |einen )?|kein(?:e|en)? ",
    "fr": r"pas (?:le |la |les |l'|un |une )?|non (?:le |la |pas le |pas la )?",
    "es": r"no (?:el |la |los |un |una |es el |es la )?", "it": r"non (?:il |la |lo |l'|un |una |e il |e la )?",
    "pt": r"nao (?:o |a |um |uma |e o |e a )?", "nl": r"niet (?:de |het |een )?|geen ",
    "sv": r"inte (?:den |det |en |ett )?", "da": r"ikke (?:den |det |en |et )?", "nb": r"ikke (?:den |det |en |et )?",
    "fi": r"ei ", "pl": r"nie ", "ro": r"nu (?:cel |cea |un |o )?", "ar": r"(?:و)?ليس(?:ت)? |(?:و)?لا ",
    "ko": "", "ja": "", "tr": "", "zh": "",
}
# where words run on, the negation glued before the tier ("不是Pro")
RUN_BEFORE: dict[str, str] = {"zh": r"不是"}
AFTER: dict[str, str] = {
    "tr": r" degil", "ja": r"(?:では|じゃ)(?:なく|ない)", "ko": r"\s?(?:가|이)? 아니",
}
