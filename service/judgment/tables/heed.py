"""The reader called by its name and told to listen, per covered language: "AI assistant,
listen:", "KI-Assistent, hör zu:", "Assistant IA, écoute :", "AIアシスタントさん、よく聞いて：",
"AI助手，听好：", "أيها المساعد، استمع:" (``injection`` reads them with the table's words for an
AI: the AI named first in its line or sentence, a comma, then a word that calls its attention).
A customer who writes to a person names no AI so; whatever follows is said to the machine.

``HEED``: listen, hear me, pay attention, take note; ``BEFORE``: a vocative's particle before
the name ("أيها", "يا"); ``AFTER``: a title after it ("さん", "님"). Fragments are written as
``text.fold`` leaves text (it keeps "ø", "æ", "ł", "ı"), written from the form and not from any
corpus's ticket."""

from __future__ import annotations

HEED: dict[str, tuple[str, ...]] = {
    "en": (r"listen(?: up| carefully| closely| to me)?", r"hear me(?: out)?", r"pay attention", r"take note",
           r"attention"),
    "de": (r"h(?:o|ø)rt?(?: mal| gut| genau)? zu", r"horen sie(?: mal| gut)? zu", r"aufgepasst", r"pass(?: mal)? auf",
           r"passen sie auf", r"aufgemerkt", r"achtung"),
    "fr": (r"ecoute(?:z)?(?:-moi)?(?: bien)?", r"fais attention", r"faites attention", r"attention"),
    "es": (r"escucha(?:me)?(?: bien)?", r"escuche(?:me)?", r"oye", r"oiga", r"presta atencion", r"atencion"),
    "it": (r"ascolta(?:mi)?(?: bene)?", r"ascolti", r"senti", r"fai attenzione", r"attenzione"),
    "pt": (r"escuta(?:-me)?(?: bem)?", r"escute", r"ouve(?: bem)?", r"ouca", r"presta atencao", r"atencao"),
    "nl": (r"luister(?: goed| even)?", r"let (?:even |goed )?op", r"opgelet"),
    "sv": (r"lyssna(?: noga| nu| pa mig)?", r"hor har", r"hor pa", r"observera"),
    "da": (r"h(?:o|ø)r her", r"lyt(?: nu| godt efter)?", r"bem(?:æ|ae|a)rk"),
    "nb": (r"h(?:o|ø)r her", r"lytt(?: na| godt)?", r"merk deg"),
    "fi": (r"kuuntele(?:han)?", r"kuunnelkaa", r"kuulehan", r"huomio"),
    "pl": (r"(?:po)?s[lł]uchaj(?:cie)?", r"uwaga"),
    "ro": (r"asculta(?:ti)?(?:-ma)?", r"atentie", r"fii atent"),
    "tr": (r"(?:beni |iyi )?dinle(?:yin)?", r"dikkat"),
    "ja": (r"(?:よく)?聞いて(?:ください)?", r"聞け", r"注目", r"注意して"),
    "zh": (r"听好了?", r"聽好了?", r"听着", r"聽著", r"听我说", r"聽我說", r"注意了?"),
    "ko": (r"잘 들어(?:요)?", r"들어 ?봐", r"주목", r"주의해"),
    "ar": (r"استمع\w*", r"اسمع\w*", r"انتبه\w*"),
}

BEFORE: dict[str, str] = {"ar": r"(?:ايها|ايتها|يا) ", "en": r"(?:hey|hi|ok|okay|so|now),? ",
                          "de": r"(?:hey|hallo|so|also),? ", "fr": r"(?:he|bon|alors),? "}
AFTER: dict[str, str] = {"ja": r"(?:さん|様|くん|ちゃん)?", "ko": r"(?:씨|님|야|아)?"}
