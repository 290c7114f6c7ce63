"""A change of mind said alone ("I've changed my mind", "mudei de ideia", "vazgeçtim", "改变主意"),
per covered language, folded as ``text.fold`` leaves text: read by ``payback.found_cheaper``.
Said in a later comment, after the money was asked, it calls the request off; said with the ask
("cancel it all, I changed my mind") it is why the order goes back, and withdraws nothing. Said
of a thing ("changed my mind about the lamp", "X'ten vazgeçtim") it is never listed: that is why
the thing goes back."""

from __future__ import annotations

CHANGED: dict[str, tuple[str, ...]] = {
    "en": (r"(?:changed|change) (?:my|our) minds?(?! (?:about|on|regarding|over|with) )",
           r"had a change of heart(?! (?:about|on|regarding|over) )"),
    "fr": (r"(?:change|changer) d'avis(?! (?:pour|sur|concernant|a propos|quant))",
           r"me suis ravise\w*"),
    "de": (r"(?:es )?(?:mir|uns) (?:doch )?anders uberlegt",),
    "pt": (r"mud(?:ei|amos) de (?:ideias?|opiniao)(?! (?:sobre|quanto|em relacao|com) )",),
    "es": (r"cambi(?:ado|e|amos) de (?:opinion|idea)(?! (?:sobre|con|respecto|acerca) )",
           r"(?:lo he|lo hemos) pensado mejor"),
    "it": (r"cambiato idea(?! (?:su|sul|sulla|sui|sulle|per|riguardo) )", r"ci (?:ho|abbiamo) ripensato"),
    "nl": (r"van gedachten? veranderd(?! (?:over|wat) )", r"(?:me|mij|ons) bedacht"),
    "sv": (r"(?:angrat|andrat) (?:mig|oss)(?! \w)", r"andrat uppfattning"),
    "nb": (r"ombestemt (?:meg|oss)", r"skiftet mening"),
    "da": (r"(?:skiftet|aendret) mening", r"(?:bestemt|besluttet) (?:mig|os) om"),
    "fi": (r"muu(?:tin|timme|ttanut|ttaneet) miele(?:ni|mme)", r"mieleni muuttui"),
    "tr": (r"(?<!an )(?<!en )vazgectim", r"fikrimi degistirdim"),
    "pl": (r"zmieni[lł]\w* zdani\w*", r"rozmysli[lł]\w* (?:sie|się)"),
    "ro": (r"(?:m-am|ne-am) razgandit", r"(?:mi-am|ne-am) schimbat (?:parerea|decizia)"),
    "zh": (r"改变主意", r"改主意", r"改變主意"),
    "ar": (r"غيرت رايي", r"غيرنا راينا"),
    "ja": (r"気が変わ", r"やっぱりやめ"),
    "ko": (r"마음이 바뀌", r"마음을 바꿨"),
}

# the request called off by the words that also cancel the order (Arabic "طلبي" is "my
# request" and "my order"): said in a later comment, after the money was asked, it calls the
# request off; in the first comment ("ألغوا طلبي، طلبت بالغلط") the order is cancelled, and
# its money asked back (``actions.CANCELLED``)
REQUEST_OR_ORDER: dict[str, tuple[str, ...]] = {
    "ar": (r"(?:الغوا|الغي|الغو) (?:لي )?طلبي",),
}
