"""The words a customer begins an answer with when they do not know ("No idea", "Keine Ahnung",
"Je ne sais pas", "わかりません"), per covered language, answering an agent who asks whether the
item is this order's line (``unconfirmed`` reads them). Written from how customers say it, not
from any corpus's ticket; fragments as ``text.fold`` leaves text (``tables.fold_fragment`` folds
them). The first words of every language of ``tables.whichorder`` are its ``UNSURE`` openers,
here said alone at an answer's start."""

from __future__ import annotations

from service.judgment.tables.whichorder import OPENERS

UNSURE_ANSWER: dict[str, tuple[str, ...]] = {
    **{code: (words,) for code, words in OPENERS.items()},
    "tr": (r"(?:hiç )?(?:bilmiyorum|emin değilim|hatırlamıyorum|fikrim yok)",),
    # (written without spaces, or with an ending after the stem: the rest of the run goes with it)
    "ja": (r"(?:よく)?(?:わかりません|分かりません|わからない|分からない|覚えていません|覚えてない)\w*",),
    "zh": (r"(?:不知道|不记得|不記得|不确定|不確定|记不清|記不清)\w*",),
    "ko": (r"(?:잘 )?(?:모르겠|기억이 안|기억 안)\w*",),
}
