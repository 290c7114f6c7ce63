"""The words of a customer's yes to what an agent's question named, per covered language: read
by ``agreed``. Written from how the form is said, not from any corpus's ticket; folded as
``text.fold`` leaves text.

``YES``: short words that open a reply agreeing with a question, beyond ``tables.elsewhere.YES``
and ``tables.stated.CONFIRMED`` ("isso", "yup", "是", "그렇습니다").
``OR``: "or", "either": a question that sets things side by side ("the mug or the press?",
"a refund or a replacement?") is not answered by a yes.
``CORRECTION``: words that take back or narrow what was agreed to ("just", "only", "actually",
"rather", "instead", "I meant", "apart from"), beside the tables' ``contrast`` ("but", "except"):
an answer that holds one agrees to less, or to something else, than the question named (a "not"
is read apart: only beside a line it takes one back).
"""

from __future__ import annotations

YES: dict[str, tuple[str, ...]] = {
    "en": (r"yup", r"yea", r"yes yes", r"absolutely", r"that'?s it", r"that'?s the one", r"those"),
    "de": (r"jawohl", r"jo", r"genau die", r"ganz genau"),
    "fr": (r"oui oui", r"c'est bien (?:ca|cela)", r"c'est ca"),
    "es": (r"eso", r"asi es", r"esos?", r"esas?", r"justo"),
    "it": (r"proprio", r"proprio quell[aioe]", r"si si"),
    "pt": (r"isso", r"isso ai", r"exatamente isso", r"sao (?:esses|essas|eles|elas)", r"e sim"),
    "nl": (r"jazeker", r"zeker", r"jawel", r"ja hoor"),
    "pl": (r"tak tak", r"dokladnie tak", r"zgadza sie", r"owszem"),
    "ro": (r"da da", r"exact asa", r"asa"),
    "sv": (r"jajamen", r"javisst", r"ja precis", r"japp"),
    "da": (r"jep", r"jo", r"ja da", r"netop", r"præcis"),
    "nb": (r"jo", r"ja da", r"nettopp", r"jepp"),
    "fi": (r"kylla vain", r"juuri niin", r"just niin", r"juuri ne"),
    "tr": (r"evet evet", r"tabii", r"tabi", r"aynen oyle", r"dogru"),
    "ja": (r"はい", r"そうです", r"その通り", r"そうですね", r"ええ", r"うん"),
    "zh": (r"是的", r"是", r"对", r"對", r"没错", r"沒錯", r"嗯", r"对的", r"對的"),
    "ko": (r"네", r"예", r"맞아요", r"맞습니다", r"그렇습니다", r"그래요", r"응"),
    "ar": (r"نعم", r"أجل", r"اجل", r"ايوه", r"أيوه", r"صحيح", r"بالضبط", r"تمام"),
}

OR: dict[str, tuple[str, ...]] = {
    "en": (r"or", r"either"), "de": (r"oder", r"entweder"), "fr": (r"ou", r"soit"), "es": (r"o", r"u"),
    "it": (r"o", r"oppure", r"ovvero"), "pt": (r"ou",), "nl": (r"of",), "pl": (r"czy", r"lub", r"albo"),
    "ro": (r"sau", r"ori"), "sv": (r"eller",), "da": (r"eller",), "nb": (r"eller",),
    "fi": (r"vai", r"tai"), "tr": (r"veya", r"ya da", r"yoksa", r"mi yoksa"),
    "ja": (r"または", r"それとも", r"か、", r"もしくは"), "zh": (r"还是", r"還是", r"或者", r"或是"),
    "ko": (r"아니면", r"또는", r"혹은"), "ar": (r"أو", r"او", r"أم", r"ام"),
}

CORRECTION: dict[str, tuple[str, ...]] = {
    "en": (r"just", r"only", r"actually", r"rather", r"instead", r"i meant?", r"except", r"apart from",
           r"sorry", r"wait"),
    "de": (r"nur", r"bloss", r"eigentlich", r"lieber", r"stattdessen", r"ich meinte", r"ausser"),
    "fr": (r"seulement", r"juste", r"uniquement", r"en fait", r"plutot", r"je voulais dire", r"sauf"),
    "es": (r"solo", r"solamente", r"unicamente", r"en realidad", r"mas bien", r"quise decir", r"menos"),
    "it": (r"solo", r"soltanto", r"solamente", r"in realta", r"piuttosto", r"intendevo", r"tranne"),
    "pt": (r"so", r"apenas", r"somente", r"na verdade", r"alias", r"quis dizer", r"menos", r"exceto"),
    "nl": (r"alleen", r"enkel", r"eigenlijk", r"liever", r"ik bedoelde?", r"behalve"),
    "pl": (r"tylko", r"jedynie", r"wlasciwie", r"raczej", r"chodzilo mi", r"oprocz", r"poza"),
    "ro": (r"doar", r"numai", r"de fapt", r"mai degraba", r"am vrut sa spun", r"in afara", r"mai putin"),
    "sv": (r"bara", r"endast", r"egentligen", r"hellre", r"jag menade", r"utom"),
    "da": (r"kun", r"bare", r"faktisk", r"hellere", r"jeg mente", r"undtagen"),
    "nb": (r"bare", r"kun", r"egentlig", r"heller", r"jeg mente", r"unntatt"),
    "fi": (r"vain", r"ainoastaan", r"oikeastaan", r"mieluummin", r"tarkoitin", r"paitsi"),
    "tr": (r"sadece", r"yalnizca", r"aslinda", r"yerine", r"demek istedim", r"haric"),
    "ja": (r"だけ", r"のみ", r"実は", r"むしろ", r"ではなく", r"じゃなく", r"以外", r"違"),
    "zh": (r"只", r"仅", r"僅", r"其实", r"其實", r"除了", r"而是", r"不对", r"不對"),
    "ko": (r"(?<=\w)만(?!\w)", r"사실", r"아니라", r"아니고", r"말고", r"빼고", r"제외"),
    "ar": (r"فقط", r"بس", r"في الحقيقة", r"بل", r"ما عدا", r"باستثناء", r"إلا"),
}

# a question's tag at its end ("..., right?", "c'est bien ça ?", "ikke sandt?", "对吧？"): taken
# off before the question is read (its "fine", "keep", "not", "or" say nothing of the lines)
TAG: dict[str, tuple[str, ...]] = {
    "en": (r"right", r"correct", r"is (?:that|this) (?:right|correct)", r"(?:is|are)n'?t (?:it|they|that|those)",
           r"yes", r"no", r"ok", r"yeah"),
    "de": (r"richtig", r"stimmt(?: das| es)?", r"nicht wahr", r"oder", r"gell", r"ist das richtig", r"korrekt",
           r"ja"),
    "fr": (r"c'est (?:bien )?(?:ca|cela|exact|correct|juste)", r"n'est-ce pas", r"correct", r"exact", r"non",
           r"c'est bien ca", r"oui"),
    "es": (r"verdad", r"(?:es )?correcto", r"no", r"cierto", r"es asi", r"si"),
    "it": (r"giusto", r"vero", r"(?:e )?corretto", r"no", r"e cosi", r"si"),
    "pt": (r"certo", r"e isso", r"correto", r"nao e", r"ne", r"verdade", r"sim"),
    "nl": (r"klopt dat", r"klopt", r"toch", r"juist", r"niet", r"is dat (?:juist|correct)"),
    "pl": (r"tak", r"prawda", r"zgadza sie", r"czy tak", r"nie"),
    "ro": (r"corect", r"nu-i asa", r"nu e asa", r"asa e", r"da", r"nu"),
    "sv": (r"stammer det", r"eller hur", r"va", r"inte sant", r"ratt", r"korrekt"),
    "da": (r"ikke sandt", r"ikke", r"passer det", r"er det rigtigt", r"korrekt", r"vel"),
    "nb": (r"ikke sant", r"ikke", r"stemmer det", r"er det riktig", r"riktig", r"korrekt", r"vel"),
    "fi": (r"pitaako (?:se )?paikkansa", r"eiko", r"eiks", r"oikein", r"vai mita", r"onko oikein"),
    "tr": (r"dogru mu", r"degil mi", r"oyle mi"),
    "ja": (r"でよろしいでしょうか", r"でよろしいですか", r"で(?:合って|あって)(?:い)?ますか", r"ですね",
           r"ですよね", r"でしょうか"),
    "zh": (r"对吧", r"對吧", r"是吧", r"对不对", r"對不對", r"是不是", r"对吗", r"對嗎", r"没错吧", r"吗", r"嗎"),
    "ko": (r"맞으신가요", r"맞으시죠", r"맞죠", r"맞나요", r"맞습니까", r"그렇죠", r"이죠"),
    "ar": (r"صحيح", r"أليس كذلك", r"اليس كذلك", r"مش كده", r"مظبوط", r"تمام"),
}
