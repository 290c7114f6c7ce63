"""A line said fine by a predicate, per covered language: "the gloves are good", "los guantes
están buenos", "as luvas estão boas", "eldivenler iyi", "القفازات جيدة", "手袋は良いです",
"장갑은 좋아요"; more of each table's ``kept`` (``tables.Patterns``). One form in
two shapes, written from how each language says it, never from a corpus's ticket:

- the copula and its word of fine, in every form the adjective takes to agree with its thing
  (gender, number: "bons, bonnes", "buenos, buenas", "boas, bons", "gode", "bune"), with a
  few words between ("are all good", "sind so weit gut");
- the word of fine said bare, closing what is said of the thing, right after a word: the copula
  left out after a comma ("the jacket is too small, the gloves fine", "die Jacke ist zu klein,
  die Handschuhe okay"), or never said where the language has none in the present ("Eldivenler
  iyi.", "القفازات جيدة."), or said as an ending ("iyidir", "iyiler").

A question is none ("are the gloves ok?": the bare word closes no clause before "?"), a negation
turns it (``clauses.negated``), and said of no line ("your service is good", "a refund is fine")
it keeps nothing, as the tables' own words of fine. Fragments as ``text.fold`` leaves text.
"""

from __future__ import annotations

# a clause closing after the word of fine: a stop, a comma, a bracket, the end
_CLOSE = r"(?= ?[.!,;:)]| ?$)"
# the word before: the thing named, or its copula (a colon after it: "gloves: ok")
_AFTER = r"(?:(?<=\w )|(?<=\w: ))"

# (copulas, words a copula lets stand before the word of fine, words of fine in every agreeing
# form, the words of fine that may be said bare)
_FORMS: dict[str, tuple[str, str, str, str]] = {
    "en": (r"is|are|was|were|'s|'re|seems?|looks?", r"(?:\w+ ){0,2}",
           r"fine|ok|okay|good|alright|all right|perfect|in order|in good (?:shape|condition)",
           r"fine|ok|okay|good|alright|all right|perfect|in order"),
    "de": (r"ist|sind|war|waren|scheint|scheinen", r"(?:\w+ ){0,2}",
           r"gut|ok|okay|in ordnung|prima|einwandfrei|perfekt|tadellos|intakt",
           r"gut|ok|okay|in ordnung|prima|einwandfrei|tadellos"),
    "fr": (r"est|sont|etait|etaient|semble|semblent", r"(?:\w+ ){0,2}",
           r"bien|bons?|bonnes?|ok|nickel|impeccables?|parfaite?s?|en bon etat|en ordre",
           r"bons?|bonnes?|ok|nickel|impeccables?|en bon etat"),
    "es": (r"esta|estan|estaba|estaban|es|son|era|eran|parece|parecen", r"(?:\w+ ){0,2}",
           r"bien|buen[oa]s?|perfect[oa]s?|ok|correct[oa]s?|en buen estado|en orden",
           r"buen[oa]s?|bien|ok|perfect[oa]s?|en buen estado"),
    "it": (r"e|sono|era|erano|sembra|sembrano", r"(?:\w+ ){0,2}",
           r"bene|buon[oaie]|ok|a posto|perfett[oaie]|in ordine|in buono stato",
           r"buon[oaie]|ok|a posto|in ordine|in buono stato"),
    "nl": (r"is|zijn|was|waren|lijkt|lijken", r"(?:\w+ ){0,2}",
           r"goed|goede|prima|ok|oke|okay|in orde|perfect|top",
           r"goed|prima|ok|oke|okay|in orde"),
    "pl": (r"jest|sa|byl\w*|wydaj\w*", r"(?:\w+ ){0,2}",
           r"dobr[aeyio]|dobrze|ok|okej|w porzadku|idealn\w*|w dobrym stanie",
           r"dobr[aeyio]|ok|okej|w porzadku|w dobrym stanie"),
    "pt": (r"esta|estao|estava|estavam|sao|era|eram|parece|parecem", r"(?:\w+ ){0,2}",
           r"bem|bo[am]|boas|bons|ok|perfeit[oa]s?|otim[oa]s?|em bom estado|em ordem|certinh[oa]s?",
           r"bo[am]|boas|bons|ok|perfeit[oa]s?|em bom estado|em ordem"),
    "sv": (r"ar|var|verkar", r"(?:\w+ ){0,2}",
           r"bra|ok|okej|fin|fina|fint|perfekt|perfekta|i ordning|i gott skick",
           r"bra|ok|okej|fin|fina|fint|i ordning|i gott skick"),
    "da": (r"er|var|virker", r"(?:\w+ ){0,2}",
           r"fin|fine|fint|ok|okay|god|gode|godt|i orden|perfekt|perfekte|i god stand",
           r"fin|fine|fint|ok|okay|gode|i orden|i god stand"),
    "nb": (r"er|var|virker", r"(?:\w+ ){0,2}",
           r"fin|fine|fint|ok|okei|okay|grei|greie|greit|god|gode|godt|bra|i orden|perfekt|perfekte",
           r"fin|fine|fint|ok|okei|okay|greie|greit|gode|bra|i orden"),
    "fi": (r"on|ovat|oli|olivat|vaikuttaa|vaikuttavat", r"(?:\w+ ){0,2}",
           r"hyva|hyvat|hyvia|ok|kunnossa|ehja|ehjat|ehjia|moitteettomat|moitteeton",
           r"hyva|hyvat|ok|kunnossa|ehja|ehjat"),
    "ro": (r"este|e|sunt|era|erau|pare|par", r"(?:\w+ ){0,2}",
           r"bun|buna|bune|buni|bine|ok|in regula|perfect[aei]?|in stare buna",
           r"bun|buna|bune|buni|ok|in regula|in stare buna"),
    # no copula in the present: the word of fine closes the clause, bare or with its endings
    # ("iyi", "iyiler", "iyidir"), after a word of degree ("gayet iyi", "hala sağlam")
    "tr": ("", "", "",
           r"(?:(?:gayet|cok|oldukca|hala|bence) )?(?:iyi|iyiler|iyidir|iyiydi|iyilerdi|saglam|sagl[ae]mlar"
           r"|tamam|tamamdir|sorunsuzlar|sorunsuzdur)"),
    # no copula: the adjective agrees in gender and number ("جيد، جيدة، جيدين، جيدون")
    "ar": ("", "", "",
           r"(?:(?:جدا|تماما) )?(?:جيد|جيده|جيدين|جيدون|جيدان|سليمه|سليمين|سليمون|ممتازه|ممتازين|بخير|تمام)"
           r"(?: (?:جدا|تماما))?"),
}

# Japanese, Korean: the topic's particle, the word of fine, the clause's end (Chinese "是好的" is
# left: said of a state before a fault, "本来是好的", it keeps nothing; its 很好, 挺好 stand in its table)
_RUNS = {
    "ja": (r"(?:は|も)(?:とても|まだ|特に|すごく|普通に)?(?:良い|よい|いい|良かった|よかった)"
           r"(?:です|でした|だ|感じです)?(?=$|[。.！!、,])",),
    "ko": (r"(?:은|는|도) ?(?:아주 |정말 |너무 |잘 )?좋(?:아요|습니다|네요|아|은 상태(?:예요|입니다|에요)?)"
           r"(?=$|[.!,。])",),
}


# the thing said fine, then asked back in the same sentence ("the gloves are good, but I want to
# return them too"): a contrast, and a word of "too" after it, before the sentence ends; the
# fine word asked, never a question ("are they good?")
_ASKED_BACK = {
    "en": (r"but|though|however", r"too|also|as well"), "de": (r"aber|doch|jedoch", r"auch"),
    "fr": (r"mais|pourtant", r"aussi|egalement"), "es": (r"pero|aunque", r"tambien"),
    "it": (r"ma|pero", r"anche|pure"), "nl": (r"maar", r"ook"), "pl": (r"ale|jednak", r"tez|takze|rowniez"),
    "pt": (r"mas|porem", r"tambem"), "sv": (r"men", r"ocksa|med"), "da": (r"men", r"ogsa|med"),
    "nb": (r"men", r"ogsa|med"), "fi": (r"mutta|silti", r"myos|\w+kin"), "ro": (r"dar|insa", r"si|de asemenea"),
    "tr": (r"ama|fakat|ancak", r"da|de|dahi"), "ar": (r"لكن|ولكن|بس", r"ايضا|كمان"),
    "ja": (r"が|けど|けれど", r"も"), "ko": (r"하지만|그런데|\S*지만", r"\S*도"), "zh": (r"但|但是|不过|不過", r"也"),
}
_SENTENCE = r"[^.!?。！？؟\n]"


def _guard(code: str) -> str:
    contrast, too = _ASKED_BACK[code]
    if code in ("ja", "ko", "zh"):
        back = f"{_SENTENCE}*?(?:{contrast}){_SENTENCE}*?(?:{too})"
    else:
        back = f"{_SENTENCE}*?(?<!\\w)(?:{contrast})(?!\\w){_SENTENCE}*?(?<!\\w)(?:{too})(?!\\w)"
    return f"(?! ?[?？؟])(?!{back})"


# the words before a bare word of fine that are no thing said fine: a greeting ("hola buenas",
# "dzień dobry"), a verb of sounding that accepts an offer ("halva priset låter bra", "sounds
# good": the remedy accepted)
_NOT_AFTER = {
    "en": ("sounds", "sound", "hello", "hi", "hey"), "de": ("klingt", "hallo"), "fr": ("sonne", "ca"),
    "es": ("hola", "muy", "suena"), "it": ("suona", "ciao"), "nl": ("klinkt", "hallo"),
    "pl": ("dzien", "brzmi"), "pt": ("ola", "oi", "muito", "soa"), "sv": ("later", "hej"),
    "da": ("lyder", "hej"), "nb": ("hores", "høres", "hei"), "fi": ("kuulostaa", "hei", "moi"),
    "ro": ("suna", "buna"),
}


def _said(code: str) -> tuple[str, ...]:
    copulas, between, fine, bare = _FORMS[code]
    apart = "".join(f"(?<!{w} )(?<!{w}: )" for w in _NOT_AFTER.get(code, ()))
    out = [f"{_AFTER}{apart}(?:{bare}){_CLOSE}{_guard(code)}"]
    if copulas:
        out.insert(0, f"(?:{copulas}) {between}(?:{fine})(?!\\w){_guard(code)}")
    return tuple(out)


SAID_FINE: dict[str, tuple[str, ...]] = {
    **{code: _said(code) for code in _FORMS},
    **{code: tuple(run + _guard(code) for run in runs) for code, runs in _RUNS.items()}}
