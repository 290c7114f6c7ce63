"""The saying verbs that make one of ``authority.WHOM`` (or "you") the speaker reported, not one
an authority binds ("your chatbot said the policy gives a refund", "Ihr Chatbot sagte", "客服说"),
per covered language, written from the class (``authority`` reads them after each match).
Fragments are written as ``text.fold`` leaves text (``tables.fold_fragment`` folds them)."""

from __future__ import annotations

# a saying verb right after one of ``WHOM``: the chatbot, the agent, "you" as the one who spoke
# ("your chatbot said the policy gives a refund", "Ihr Chatbot sagte", "客服说"), a speaker
# reported, never the one an authority binds
SPEAKS: dict[str, tuple[str, ...]] = {
    "en": (r"said", r"says", r"told", r"tells", r"wrote", r"writes", r"replied", r"answered", r"confirmed",
           r"promised", r"explained", r"claimed", r"stated", r"informed"),
    "de": (r"sagte", r"sagt", r"meinte", r"meint", r"schrieb", r"schreibt", r"antwortete", r"bestatigte",
           r"versprach", r"erklarte", r"hat (?:mir )?(?:gesagt|geschrieben|bestatigt|versprochen|erklart)"),
    "fr": (r"(?:m')?a dit", r"dit", r"(?:m')?a (?:ecrit|repondu|confirme|promis|explique|indique)"),
    "es": (r"(?:me )?dijo", r"dice", r"(?:me )?(?:escribio|respondio|confirmo|prometio|explico|indico)",
           r"(?:me )?ha (?:dicho|escrito|respondido|confirmado|prometido)"),
    "it": (r"(?:mi )?ha (?:detto|scritto|risposto|confermato|promesso|spiegato)", r"dice", r"disse"),
    "pt": (r"(?:me )?disse", r"disse-me", r"diz", r"(?:me )?(?:escreveu|respondeu|confirmou|prometeu|explicou)"),
    "nl": (r"zei", r"zegt", r"schreef", r"antwoordde", r"bevestigde", r"beloofde",
           r"heeft (?:me |mij )?(?:gezegd|geschreven|bevestigd|beloofd)"),
    "sv": (r"sa", r"sade", r"säger", r"skrev", r"svarade", r"bekräftade", r"lovade"),
    "da": (r"sagde", r"siger", r"skrev", r"svarede", r"bekræftede", r"lovede"),
    "nb": (r"sa", r"sier", r"skrev", r"svarte", r"bekreftet", r"bekreftet", r"lovet", r"lovte"),
    "fi": (r"sanoi", r"sanoo", r"kirjoitti", r"vastasi", r"vahvisti", r"lupasi"),
    "pl": (r"powiedzia[lł]\w*", r"mowi", r"napisa[lł]\w*", r"odpowiedzia[lł]\w*", r"potwierdzi[lł]\w*",
           r"obieca[lł]\w*"),
    "ro": (r"(?:mi-)?a spus", r"spune", r"(?:mi-)?a (?:scris|raspuns|confirmat|promis)"),
    "tr": (r"dedi", r"diyor", r"soyledi", r"yazdi", r"cevap verdi"),
    "ja": (r"(?:が|は)?(?:言っ|言い|言わ|回答|返答|答え|説明)",),
    "zh": (r"说", r"說", r"告诉我", r"告訴我", r"回复", r"回覆", r"回答", r"答复", r"答覆", r"表示"),
    "ko": (r"(?:이|가|은|는)? ?(?:말했|말하|답했|답변|안내했|그랬)",),
    "ar": (),
}
