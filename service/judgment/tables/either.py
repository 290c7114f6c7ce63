"""An agent's either/or question of remedies ("A new shipment or your money back?", "Ny sending
eller pengene tilbake?", "再送と返金、どちらがよろしいですか？", "重新发货还是退款？"): the word that
joins the two options, per covered language, folded as ``text.fold`` leaves text (``either``).
Written from how the form is said, not from any ticket.
"""

from __future__ import annotations

OR: dict[str, str] = {
    "en": r"(?<![\w])or(?![\w])",
    "de": r"(?<![\w])oder(?![\w])",
    "fr": r"(?<![\w])ou(?![\w])",
    "es": r"(?<![\w])[ou](?![\w])",
    "it": r"(?<![\w])(?:o|oppure)(?![\w])",
    "pt": r"(?<![\w])ou(?![\w])",
    "nl": r"(?<![\w])of(?![\w])",
    "pl": r"(?<![\w])(?:czy|lub|albo)(?![\w])",
    "ro": r"(?<![\w])(?:sau|ori)(?![\w])",
    "sv": r"(?<![\w])eller(?![\w])",
    "da": r"(?<![\w])eller(?![\w])",
    "nb": r"(?<![\w])eller(?![\w])",
    "fi": r"(?<![\w])(?:vai|tai)(?![\w])",
    "tr": r"(?<![\w])(?:yoksa|veya|ya da)(?![\w])|(?<=[\w] )m[iıuü],",
    "ar": r"(?<![\w])(?:ام|او)(?![\w])",
    "ja": r"それとも|または|か、|と(?=[^、。?？]{1,12}[、,]?\s?(?:どちら|どっち))",
    "zh": r"还是|還是|或者|或是",
    "ko": r"아니면|또는|(?:과|와) (?=[^ ]+ 중)",
}
