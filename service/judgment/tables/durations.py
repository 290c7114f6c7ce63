"""A share word that measures time, per covered language: "half an hour", "eine halbe Stunde",
"een half uur", "en halv time", "puoli tuntia", "o jumătate de oră", "yarım saat", "نصف ساعة",
"half the time", "la moitié du temps", "an hour and a half", "zamanın yarısı", "一半的时间". Read
where a share word is found (``figures._fractions``): a share of a unit of time (an hour, a
day, a week, a month, a year, a minute, the time itself) is a duration, never a share of a
line or of the order, and grounds no refund of part of one.

``AFTER``: a unit of time right after the share word (an article or "of" between);
``BEFORE``: a unit of time right before it ("an hour and a half", "günün yarısı", "시간의
절반"); ``WITHIN``: a share word written as one word with its unit ("halvtime", "halvår",
"puolivuotta", "halvveis"). Fragments as ``text.fold`` leaves text (lower case, marks
stripped, ``ı`` ``ł`` ``ø`` kept)."""

from __future__ import annotations

_EN = (r"(?:hours?|days?|weeks?|months?|years?|minutes?|seconds?|time|decades?|century|semester|term|season)"
       r"(?!')")
# (a unit's own forms only, never a compound: "halvdelen af månedsprisen" is half a price)
_SCAND = (r"time|timen|timer|timme|timmen|timmar|dag|dagen|dagar|dage|dager|døgn|dogn|uke|uken|uge|ugen"
          r"|vecka|veckan|veckor|maned|maneden|maneder|manad|manaden|manader|ar|aret|tid|tiden")

AFTER: dict[str, str] = {
    "en": rf"(?:(?:of )?(?:an?|the|one) |of )?{_EN}\b",
    "de": r"(?:(?:der|des|einer|eines) )?(?:stunden?|tag|tages|tage|tagen|wochen?|monat|monats|monate|jahr|jahres|jahre"
          r"|minuten?|sekunden?|zeit)\b",
    "fr": r"(?:d'une |d'un |du |de la |de l'|des |d')?(?:heure|temps|jour|journee|semaine|mois|annee|minute|siecle)s?\b"
          r"|(?:d'un |de l')an\b",
    "es": r"(?:del |de la |de los |de las |de un |de una )?"
          r"(?:tiempo|dia|jornada|semana|mes|ano|hora|minuto)s?\b",
    "it": r"(?:del |della |dell'|dei |delle |di un |di una )?"
          r"(?:tempo|giorno|giorni|giornata|settimana|settimane|mese|mesi|anno|anni|ora|ore|minuto|minuti)\b",
    "nl": r"(?:van (?:de |het |een )?)?"
          r"(?:uur|uren|dag|dagen|week|weken|maand|maanden|jaar|jaren|minuut|minuten|tijd)\b",
    "pl": r"(?:godzin\w{0,2}|dni|dnia|doby|tygodni\w{0,2}|miesi[aą]c\w{0,2}|roku|rok|lat|minut\w{0,2}|czasu)\b",
    "pt": r"(?:do |da |dos |das |de um |de uma )?(?:tempo|dia|semana|mes|ano|hora|minuto)s?\b",
    "sv": rf"(?:av )?(?:{_SCAND})\b",
    "da": rf"(?:af )?(?:{_SCAND})\b",
    "nb": rf"(?:av )?(?:{_SCAND})\b",
    "fi": r"(?:tunti|tuntia|tunnin|paiva|paivaa|paivan|viikko|viikkoa|viikon|kuukausi|kuukautta|kuukauden|vuosi"
          r"|vuotta|vuoden|minuuttia|minuutin|ajasta|aikaa|ajan)\b",
    "ro": r"(?:de |din )?(?:ora|ore|orei|zi|zile|zilei|ziua|saptamana|saptamani|luna|luni|lunii|ani|anul|anului"
          r"|minut|minute|timp|timpul|timpului)\b|(?:de|din) an\b",
    "tr": r"(?:saat|saattir|saatlik|gun|gunluk|gundur|hafta|haftalık|ay|yıl|yil|sene|dakika|dakikalık)\b",
    "ar": r"(?:ال)?(?:ساعه|ساعات|يوم|ايام|اسبوع|شهر|سنه|عام|دقيقه|وقت|مده|نهار)(?![\w])",
    "ja": r"の?(?:時間|日間|週間|年間|ヶ月|か月|カ月|期間)",
    "zh": r"的?(?:时间|時間|天|小时|小時|星期|个月|個月)",
    "ko": r"(?:의 ?)?(?:시간|하루|주일|개월|기간)",
}

BEFORE: dict[str, str] = {
    "en": rf"\b(?:{_EN}) and (?:a )?$",
    "ro": r"\b(?:ora|ore|zi|zile|luni|ani|an|minute|saptamani) si (?:o )?$",
    "tr": r"(?:zamanın|surenin|gunun|saatin|haftanın|ayın|yılın|senenin) $",
    "ar": r"(?:ساعه|ساعتين|يوم|يومين|اسبوع|شهر|سنه|دقيقه|الوقت|المده) ?$",
    "ko": r"(?:시간|하루|기간|한 ?달|일주일|1년)의 ?$",
    "zh": r"(?:时间|時間|一天|小时|小時|一年|一个月)的?$",
    "ja": r"(?:時間|一日|1日|期間)の$",
}

WITHIN: dict[str, str] = {
    "sv": r"halv(?:timme|tim|dag|ar|veck|manad|tid|vag|vags)",
    "da": r"halv(?:time|dag|ar|uge|maned|tid|vejs|andet|anden)",
    "nb": r"halv(?:time|dag|ar|uke|maned|tid|veis|annen|annet)",
    "fi": r"puoli(?:tunt|paiv|vuot|vuod|viik|kuu|valissa|valiin|toista|aika)",
    "de": r"halbe?(?:stund|tag|jahr|zeit)",
    "tr": r"yarıyıl|yariyil",
    "pl": r"p[oó][lł]roc\w*|p[oó][lł]godzin\w*",
}
