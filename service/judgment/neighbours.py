"""A language lingua takes for its neighbour, told apart by what only one of the two writes.

On a few words lingua's trigrams name a language the rules read where the customer wrote one
they do not ("Chci refundaci za boty" as Polish, "Vull el reemborsament" as English, "Jaka nav
derīga" as Norwegian), or one Nordic language for the other (Norwegian as Danish). What a
language writes and its neighbour never does is plain evidence:

- ``not_covered(text, found)``: a covered language lingua named gives way to a language the
  rules do not read when the text's own words (the capitalised ones aside: a name writes its
  own language's letters in any) hold letters the covered one never writes
  (``ALPHABETS``: "ř", "ů", "ő", "ā", "ė"...), in enough of them that no quoted name or word
  explains it, or more of that language's commonest words than the covered one's (``OWN``).
  The answer is a language the rules do not read: ``language_not_read``, never a guess. The
  words are weighed on the plain words' path too (``language.plainly``: a long Afrikaans mail
  holds Dutch's commonest words, "die", "het", "is", "van"), and ``OWN`` holds the languages
  lingua is not asked about as well (Afrikaans, Welsh, Basque, Galician, Azerbaijani: its
  "ə" in ``ALPHABETS``, its "q", "x" and own words in ``OWN``), which its trigrams can only
  give to the nearest language it knows (Azerbaijani to Turkish).
- ``renamed(text, found)``: a language the rules do not read that lingua named for another
  they do not read either (Malay for Indonesian, Serbian in Latin letters for Croatian, Welsh
  for Swahili, Somali for Tagalog) gives way to the one whose ``OWN`` words the text holds
  more of: the person who reads it is told the right language. Never a covered one.
- ``unnamed(text, found)``: the other way, a language the rules do not read that lingua named
  for a name's letters alone ("Hi, the Dvořák vinyl arrived warped" as Tagalog) gives way to
  the covered language the text is in without its names.
- ``nordic(text, found)``: Danish and Norwegian Bokmål share most words; those only one
  writes ("af", "mig", "hvad", "tilbage" against "av", "meg", "hva", "tilbake") decide.
"""

from __future__ import annotations

import re
from functools import lru_cache

from service.judgment import concepts, language, tables
from service.judgment.language import Identified
from service.judgment.tables import unread
from service.judgment.text import fold

# The letters beyond a-z each Latin-letter language lingua tells apart writes, the letters its
# borrowed words bring in as well (English "café", Swedish "idé"); folded to lower case.
ALPHABETS: dict[str, str] = {
    "en": "éèêëïçñöüàâô", "de": "äöüßéèàç", "fr": "àâæçéèêëîïôœùûüÿ",
    "es": "áéíñóúüç", "it": "àèéìíîòóùú", "pt": "áâãàçéêíóôõúü", "nl": "éëïöüèáóúàç",
    "pl": "ąćęłńóśźżé", "ro": "ăâîșşțţé", "sv": "åäöéü", "da": "æøåéüö", "nb": "æøåéóòôü",
    "fi": "äöåšžé", "tr": "çğıöşüâîû",
    "cs": "áčďéěíňóřšťúůýž", "sk": "áäčďéíĺľňóôŕšťúýž", "hu": "áéíóöőúüű",
    "hr": "čćđšž", "sl": "čšžćđ", "et": "äöõüšž", "lv": "āčēģīķļņšūž", "lt": "ąčęėįšųūž",
    "ca": "àçèéíïòóúü·ŀ", "is": "áðéíóúýþæö", "sq": "çë", "tl": "ñ", "vi": "",
    "id": "é", "ms": "", "sw": "", "az": "çğıöşüə",
}
# The commonest words of the languages lingua takes for a covered neighbour, folded (each
# counted only where no covered language writes it: ``_own``).
OWN: dict[str, str] = {
    "cs": "a v na se je to ze za do od po s z o i chci jsem jsou jste bych byl neni prosim "
          "dekuji vratit penize muj moje jeste protoze kdy kde uz jen vas zpet ktery ktera",
    "sk": "a v na sa je to ze za do od po s z o i mi chcem som sme by bol bola prosim dakujem "
          "vratit peniaze moj este pretoze kedy kde uz len vas spat",
    "hu": "hogy egy van kerem koszonom szeretnem visszaterites penz penzt mikor rendeles "
          "rendelesem csak mert vagy",
    "hr": "i u na se je to da za do od po s z o nije molim hvala novac novca povrat kada gdje "
          "jos bih bila",
    "sl": "in v na se je to da za do od po s z o nisem prosim hvala denar nazaj kdaj kje tudi "
          "ker bil bila zelim",
    "et": "tere palun aitah mul ning oli kui aga raha tagasi tellimus soovin",
    "lv": "un ir ka ar uz nav ludzu paldies naudu atpakal pasutijums mans",
    "lt": "ir kad yra prasau aciu pinigus pinigu atgal uzsakymas noriu",
    "ca": "vull els amb molt plau perque gracies tinc meva meu aquest aquesta heu diners torneu",
    # those lingua is not asked about, which it gives to a covered neighbour: Afrikaans to
    # Dutch, Welsh and Basque to whichever trigrams come nearest, Galician (no model of its
    # own) to Portuguese or Spanish; the words no covered neighbour writes, and the ones it
    # shares ("die", "het", "y", "da", "de"), so that those count for neither side
    "af": "ek nie jy julle hulle vir asseblief dankie baie hierdie daardie sal moes kry terugkry "
          "gekoop gestuur goeiemiddag goeiemore groete vriendelike gister nuwe hy hom "
          "kanselleer gebreek "
          "die het en is van in op ook maar een was met te of om my",
    "cy": "wedi mae rydw rwy rwyf dwi ydy ydw oedd roedd sydd fydd bydd gyda diolch fawr "
          "gallwch allwch hoffwn eisiau arian dalu iawn ddim nid hefyd ond gennym hwn "
          "hyn yma nhw arall eraill pedwar cyrraedd anfon cadw rhy prynhawn helo "
          "archeb heddiw ddoe wythnos mewn dod maint "
          "y yr yn i a ei eu ein eich fy un da o",
    "eu": "eta baina ere nire zure eskerrik asko mesedez dirua itzuli itzultzea nahi dut "
          "duzue dago egin kaixo egun arratsalde eskaera ordaindu hau hori ondo "
          "iritsi ziren zuen dizuet noiz gordeko erosi nuen apurtuta "
          "da ez bai on bi",
    "gl": "grazas moitas moito coa dunha nunha xa cartos dineiro recibin merquei "
          "teno vostede ademais nin onte hoxe tamen chegoume devolvedeme saudos "
          "non e o a os as de do da en que por para con",
    # Azerbaijani (lingua is not asked about it) to Turkish: "q" and "x" where Turkish writes
    # "k" and "h", "ə" where it writes "e" (typed as "e" on a Turkish keyboard as well: both
    # spellings; not "çox", which Turkish writers borrow in jest); the words both write that
    # Turkish's commonest hold ("bu", "da", "var") count for neither, and no word Turkish
    # writes as well ("geldi", "geri", "olun") is listed
    "az": fold("mən sən və xahiş edirəm edirem zəhmət zehmet qaytarın qaytarin qaytarmaq "
               "qaytarılsın qaytarmağınızı qaytarmaginizi təşəkkür hələ gəldi "
               "gəlmədi gəlməyib gelmeyib nə niyə necə nece yoxdur yox deyil "
               "həftə hefte sifariş sifarişim sifarisim qəbul qebul qədər qeder yaxşı "
               "yaxşıdır yaxsi yaxsidir xarab xanım xanim bəy olub almışam almisam "
               "ödəmişəm odemisem göndərmişəm gondermisem qalsın qalsin sınıq siniq məhsul "
               "mehsul heç mənə mene mənim menim artıq ancaq "
               "bu da de ki bir ile var siz ne o"),
    # Somali (lingua is not asked about it), which its trigrams give to Tagalog or Swahili
    "so": "waa fadlan lacagta lacag celiya celi ayaa iyo aan wuxuu waxay waxaan hadda inuu "
          "dalabka dalabkayga mahadsanid salaan ahayd yahay tahay jabnaa timid weli wali "
          "laakiin sidoo kale",
    # and languages the rules do not read that lingua takes for one another (Malay for
    # Indonesian, Serbian in Latin letters for Croatian): the words both write, in both lists,
    # and those only one writes, which decide (``renamed``)
    "id": "saya tidak sudah terima kasih tolong barang pesanan belum sampai dengan untuk yang "
          "ini itu ada dan juga kami beli "
          "uang bisa nggak enggak banget aja dong karena rusak pengembalian gimana udah "
          "silakan kirimkan",
    "ms": "saya tidak sudah terima kasih tolong barang pesanan belum sampai dengan untuk yang "
          "ini itu ada dan juga kami beli "
          "boleh sahaja kerana rosak bayaran nak hendak mahu dah sila encik puan kedai semula "
          "betul awak kat mintak payah percuma baiki jiran petang tarikh luput wang",
    "sr": "i u na se je to da za do od po s z o nije molim hvala novac novca kada bih bila "
          "hteo htela uvek dete videla zeleo zelela porudzbina porudzbine porudzbinu takode "
          "hiljada dinara dinar nedelju posle povracaj razumem gde",
    # Nynorsk, Irish, Scottish Gaelic, Luxembourgish, Faroese, Occitan, West Frisian
    **unread.OWN,
}
_WORD = re.compile(r"[^\W\d_]+(?:·[^\W\d_]+)?")
# a share of the words holding letters a language never writes that no quoted name explains
_FOREIGN_SHARE = 1 / 6
# lingua's least confidence in a covered language for its letters to make the text that one's
_WEIGHT = 0.05


def not_covered(text: str, found: Identified) -> Identified:
    """``found``, or the language the rules do not read that the text is in (see the module's
    docstring): only a covered language lingua named is second-guessed."""
    if found.by not in ("model", "words") or found.code not in tables.COVERED \
            or found.code not in ALPHABETS:
        return found
    # (the plain words' path is read for words alone: its point is not to ask lingua)
    found = _by_alphabet(text, found) if found.by == "model" else found
    if found.code not in tables.COVERED:
        return found
    # (a name is nobody's commonest word: "Hi, Els here" is English)
    seen = set(_WORD.findall(fold(_without_names(text[:400])[0])))
    best, hits = _likeliest(seen)
    if hits >= unread.LEAST.get(best, 1) and hits > len(seen & _function(found.code) - _all(best)):
        return _as(best, found)
    return found


def renamed(text: str, found: Identified) -> Identified:
    """``found``, or the language the rules do not read whose commonest words the text holds
    more of (``OWN``, twice at least), where lingua named another they do not read either
    (Malay as Indonesian, Welsh as Swahili): the customer is told which language a person is
    to read. A covered language is never the answer: what is not read stays not read."""
    if found.by != "model" or found.code in tables.COVERED or found.code is None:
        return found
    seen = set(_WORD.findall(fold(_without_names(text[:400])[0])))
    best, hits = _likeliest(seen)
    named = len(seen & _own(found.code)) if found.code in OWN else 0
    if best != found.code and hits >= 2 and hits > named:
        return _as(best, found)
    return found


def unnamed(text: str, found: Identified) -> Identified:
    """``found``, or the covered language the text is in without its names, where a name's
    letters alone made lingua name one the rules do not read ("Hi, the Dvořák vinyl arrived
    warped" is no Tagalog): the letters a name writes are its own language's."""
    if found.by != "model" or found.code in tables.COVERED or text.isascii():
        return found
    bare, named = _without_names(text[:400])
    if not named or sum(c.isalpha() for c in bare) < 20:
        return found
    again = language.identify(bare)
    if again.code not in tables.COVERED or again.by != "model":
        return found
    checked = not_covered(bare, again)
    return checked if checked.code in tables.COVERED else found


def misnamed(text: str, found: Identified) -> Identified:
    """``found``, or the covered language lingua ranks likeliest among those whose alphabet
    holds the letters of the text's own words, where lingua named a language the rules do not
    read that never writes them, in ``_MISNAMED`` words or more ("llegó", "añicos", "están" are
    no Lithuanian: its trigrams said so of a Spanish mail). Letters no covered language writes
    leave ``found`` as it is, and the covered one gives way to a language whose own words the
    text holds more of (``not_covered``: "féidir", "aisíocaíocht" are no Portuguese)."""
    if found.by != "model" or found.code in tables.COVERED or found.code not in ALPHABETS:
        return found
    own = [w for raw in text[:400].split() if not raw[:1].isupper()
           for w in _WORD.findall(raw.casefold())]
    alien = [w for w in own if any(c.isalpha() and not c.isascii()
                                   and c not in ALPHABETS[str(found.code)] for c in w)]
    if len(alien) < _MISNAMED:
        return found
    letters = frozenset(c for w in alien for c in w if not c.isascii() and c.isalpha())
    for code, value in language.confidences(text):
        if value > 0 and code in tables.COVERED and letters <= set(ALPHABETS.get(code, "")):
            return not_covered(text, _as(code, found))
    return found


# words of letters the language lingua named never writes, for it to give way to a covered one
_MISNAMED = 3


def _without_names(text: str) -> tuple[str, bool]:
    """``text`` without the words begun with a capital after another word of their sentence
    (names: "the Dvořák vinyl"), and whether one of them wrote a letter beyond a-z."""
    kept, named = [], False
    for line in text.splitlines():
        words = line.split()
        for i, word in enumerate(words):
            if i and word[:1].isupper() and not words[i - 1].endswith((".", "!", "?")):
                named = named or not word.isascii()
                continue
            kept.append(word)
        kept.append("\n")
    return " ".join(kept), named


def _by_alphabet(text: str, found: Identified) -> Identified:
    """``found``, or the likeliest language whose alphabet holds the letters of the text's own
    words that ``found``'s never writes, where enough of them do that no quoted word explains
    it: one writing a letter no covered language writes ("ř", "ő", "ā") is never a covered one."""
    own = [w for raw in text[:400].split() if not raw[:1].isupper()
           for w in _WORD.findall(raw.casefold())]
    alien = [w for w in own if any(c.isalpha() and not c.isascii()
                                   and c not in ALPHABETS[str(found.code)] for c in w)]
    if not alien or len(alien) < _FOREIGN_SHARE * len(own):
        return found
    letters = frozenset(c for w in alien for c in w if not c.isascii() and c.isalpha())
    uncovered = not letters <= _COVERED_LETTERS
    # a covered language that writes them only where lingua gives it some weight: "Bunda mi
    # nesedí" (Slovak) is no Portuguese for its "í"; else the likeliest that is not read
    ranked = language.confidences(text)
    weighty = [c for c, value in ranked if value >= _WEIGHT and (c in tables.COVERED) != uncovered]
    for code in (*weighty, *(c for c, _ in ranked), *_writers(letters)):
        if code in ALPHABETS and letters <= set(ALPHABETS[code]) \
                and (code in weighty or code not in tables.COVERED):
            return _as(code, found)
    return found


def foreign_to(text: str, code: str) -> bool:
    """Whether the text's own words hold letters the covered language ``code`` never writes
    (``ALPHABETS``), in two words at least and in enough of them that no quoted name or word
    explains it: a few words it shares with that language do not make the text that one."""
    if code not in ALPHABETS or text.isascii():
        return False
    own = [w for raw in _without_names(text[:400])[0].split()
           for w in _WORD.findall(raw.casefold())]
    alien = [w for w in own if any(c.isalpha() and not c.isascii() and c not in ALPHABETS[code]
                                   for c in w)]
    return len(alien) >= 2 and len(alien) >= _FOREIGN_SHARE * len(own)


def nordic(text: str, found: Identified) -> Identified:
    """``found``, or Danish for Norwegian and back where the words only the other writes are
    more than its own (see the module's docstring)."""
    if found.code not in _NORDIC:
        return found
    seen = set(_WORD.findall(fold(text[:400])))
    other = "nb" if found.code == "da" else "da"
    if len(seen & _NORDIC[other]) > len(seen & _NORDIC[found.code]):
        return _as(other, found)
    return found


# words Danish writes and Norwegian Bokmål never does, and back (folded as ``fold`` folds them:
# "å" is "a", "ø" and "æ" stay)
_NORDIC_WORDS = {
    "da": "af mig dig sig hvad nu efter tak noget meget hej hvornar gerne venlig jer faet købt "
          "købte dage blev nogen nogle tilbage penge modtaget modtog beløbet købe hjælp "
          "desværre fik gik sadan fragt spørgsmal anden andet længere",
    "nb": "av meg deg seg hva etter takk noe mye hei gjerne vennlig dere fatt kjøpt kjøpte dager "
          "ble noen tilbake penger mottatt mottok beløpet kjøpe hjelp dessverre fikk gikk sann "
          "frakt frakta frakten ikkje veldig annen annet lenger sluttet",
}
# (a word both write, folded alike, is taken out of both)
_NORDIC = {code: frozenset(words.split()) - frozenset(_NORDIC_WORDS[other].split())
           for (code, words), other in zip(_NORDIC_WORDS.items(), ("nb", "da"), strict=True)}


@lru_cache(maxsize=1)
def _covered_words() -> frozenset[str]:
    """Every covered language's commonest words and names of kinds (folded)."""
    words = {w for code in tables.COVERED if (t := tables.table(code)) is not None
             for w in t.function}
    return frozenset(words | concepts.names())


def _likeliest(seen: set[str]) -> tuple[str, int]:
    """The language of ``OWN`` whose own words ``seen`` holds most of (the first of ``OWN``
    on a tie), and how many: one pass over the words, not one a language."""
    owners = _owners()
    counted = dict.fromkeys(OWN, 0)
    for word in seen:
        for code in owners.get(word, ()):
            counted[code] += 1
    best = max(counted, key=counted.__getitem__)
    return best, counted[best]


@lru_cache(maxsize=1)
def _owners() -> dict[str, tuple[str, ...]]:
    """Each word of ``OWN`` counted as a language's own (``_own``), with those languages."""
    owners: dict[str, list[str]] = {}
    for code in OWN:
        for word in _own(code):
            owners.setdefault(word, []).append(code)
    return {word: tuple(codes) for word, codes in owners.items()}


@lru_cache(maxsize=32)
def _own(code: str) -> frozenset[str]:
    # (a word of one or two letters is any language's: "s" of "it's", "v" of "v2")
    return frozenset(w for w in OWN[code].split() if len(w) > 2) - _covered_words()


@lru_cache(maxsize=16)
def _all(code: str) -> frozenset[str]:
    return frozenset(OWN[code].split())


@lru_cache(maxsize=32)
def _function(code: str) -> frozenset[str]:
    t = tables.table(code)
    return t.function if t is not None else frozenset()


@lru_cache(maxsize=64)
def _writers(letters: frozenset[str]) -> tuple[str, ...]:
    return tuple(c for c, a in ALPHABETS.items() if letters <= set(a))


# every letter beyond a-z some covered language writes
_COVERED_LETTERS = frozenset(c for code in tables.COVERED for c in ALPHABETS.get(code, ""))


def _as(code: str, found: Identified) -> Identified:
    return Identified(code, language.NAMES.get(code, code), "model", found.sure)
