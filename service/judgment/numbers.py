"""Number words read as digits, in the language the text is read in: "two of the six" is
"2 of the 6", "zwölf Euro" is "12 euro", "三千五百円" is "3500円", "3만 5천원" is "35000원",
"두 개" is "2 개", "kaksikymmentäviisi" is "25".

``digits(text, code)`` returns the text as ``text.fold`` leaves it, number words as digits.
Languages ``text2num`` reads
(``tables.TEXT2NUM``) go through it; the others through their table's ``numbers`` (words, and
``mult`` / ``scale`` words), compounds split into known words (Finnish, Swedish and Norwegian
write them together); Japanese and Chinese numerals, and Korean Sino-Korean amounts and native
counts, have their own readers here. Only what reads as a number is changed.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from functools import lru_cache

from text_to_num import alpha2digit

from service.judgment import concepts
from service.judgment.tables import TEXT2NUM, Table, gates, table
from service.judgment.text import fold, fold_letters

_CJK_DIGITS = {"〇": 0, "零": 0, "一": 1, "壱": 1, "二": 2, "两": 2, "兩": 2, "弐": 2, "三": 3, "四": 4,
               "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_CJK_UNITS = {"十": 10, "拾": 10, "百": 100, "千": 1000, "仟": 1000}
_CJK_SCALES = {"万": 10_000, "萬": 10_000, "億": 100_000_000, "亿": 100_000_000}
_CJK_RUN = re.compile(r"(?:[0-9]++(?:[.,][0-9]++)*+|[〇零一壱二两兩弐三四五六七八九十拾百千仟万萬億亿])++")
_KO_UNITS = {"십": 10, "백": 100, "천": 1000}
_KO_SCALES = {"만": 10_000, "억": 100_000_000}
_KO_DIGITS = {"일": 1, "이": 2, "삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8, "구": 9}
# a numeral or a scale glued onto a word is a particle or the word's own letter: "값만" (only the
# price), "가격이 만원" (the price is ten thousand won)
_KO_AMOUNT = re.compile(r"(?<![0-9])(?:(?:[0-9]+(?:[.,][0-9]+)*|(?<![가-힣])[일이삼사오육칠팔구])\s?|(?<![가-힣]))"
                        r"(?:[만억천백십])"
                        r"(?:\s?(?:[0-9]+|[일이삼사오육칠팔구])?\s?[만억천백십])*(?:\s?[0-9]+)?")
_KO_FRACTION = re.compile(r"(?<![가-힣])([이삼사오육칠팔구])\s?분의\s?([일이삼사오육칠팔구])"
                          r"(?![가-힣]{2})")
_KO_NATIVE = {"하나": 1, "한": 1, "둘": 2, "두": 2, "셋": 3, "세": 3, "넷": 4, "네": 4, "다섯": 5,
              "여섯": 6, "일곱": 7, "여덟": 8, "아홉": 9, "열": 10}
_KO_COUNT = re.compile(r"(?<![^\s\d])(" + "|".join(sorted(_KO_NATIVE, key=len, reverse=True))
                       + r")\s?(개|켤레|벌|장|병|세트|쌍|권|대|명|잔|박스|상자|가지)")
# one of several said with a native numeral after "중(에)" ("3개 중에 하나가": one of the three)
_KO_ONE_OF = re.compile(r"(중(?:에서|에)?\s?)(하나|둘|셋|넷|다섯)(?=[가이만는은을를도]|\s|$)")
# a native count right after the word it counts, a particle glued on ("와인잔 하나가 깨졌어요",
# "그 하나만"): not "하나도" (not a single one), nor a count before its noun
_KO_AFTER_NOUN = re.compile(r"(?<=[가-힣] )(하나|둘|셋|넷)(?=[가이만는은을를](?:\s|$))")
_WORD = re.compile(r"[^\W\d_]+")


_PAIR = re.compile(r"(?<![\d.,])(\d{1,4}) (\d{2})(?![\d.,%]| ?%)")
# a count said as a dozen, half of one, or a couple (folded; read in every Latin-script language
# before its number words): "une demi-douzaine" is 6, "meia dúzia" 6, "a couple of" 2. Only
# English "couple" counts two: "ein paar", "un par" are a few.
_ARTICLE = r"(?:1 |an? |une |uma |un |una |ein |een |et |ett |jeden )?"  # text2num may have read it as 1
_DOZEN = re.compile(
    rf"(?<![\w-]){_ARTICLE}(?:half an? |demi-|meia |media |mezza |halbes |half |pol |jumatate de |halvt |"
    r"halv |puoli |yarim )"
    r"(?P<half>dozen|douzaine|duzia|docena|dozzina|dutzend|dozijn|tuzina|duzina|dussin|dusin|tusinaa|duzine)"
    rf"|(?<![\w-]){_ARTICLE}(?P<whole>dozen|douzaine|duzia|docena|dozzina|dutzend|dozijn|tuzin|duzina|dussin|"
    r"dusin|tusina|duzine)"
    r"|(?<![\w-])a couple(?= of\b)(?![\w-])")
# one of two said with the words for "one" and "both" the number readers leave ("eines der
# beiden Bretter", "toinen kahdesta": the other of two, once "kahdesta" is read as 2)
_ONE_OF_TWO = re.compile(r"(?<![\w-])(?:eine[srnm]?|einen) (?:der|von den) beiden(?![\w-])|"
                         r"(?<![\w-])toinen(?= 2 )")
# "the one" of two in the Nordic languages ("det ena fyrpacket", "den ene kassen"): one
_THE_ONE = re.compile(r"(?<![\w-])(?:den|det) (?:ena|ene)(?= \w)")
_DOZEN_HINT = ("doz", "douz", "duz", "docen", "dutz", "dus", "tuzin", "tusin", "couple")


def _holding(pieces: tuple[str, ...]) -> Callable[[str], bool]:
    """Whether a text holds one of ``pieces`` anywhere: one automaton pass (``gates``), not one
    ``in`` a piece."""
    found = gates.automaton({piece: None for piece in pieces})
    return lambda text: next(found.iter(text), None) is not None


_HOLDS_DOZEN_HINT = _holding(_DOZEN_HINT)


def _dozens(folded: str) -> str:
    if "beiden" in folded or "toinen" in folded:
        folded = _ONE_OF_TWO.sub(lambda m: "1" if m.group() == "toinen" else "1 der 2", folded)
    if " ena " in folded or " ene " in folded:
        folded = _THE_ONE.sub("1", folded)
    if not _HOLDS_DOZEN_HINT(folded):
        return folded
    return _DOZEN.sub(lambda m: "6" if m.group("half") else "12" if m.group("whole") else "2", folded)


def digits(text: str, code: str | None) -> str:
    """``text`` folded, with the number words of language ``code`` written as digits; two
    spoken numbers in a row of which the second has two digits are a price ("forty nine
    ninety five": 49.95)."""
    if not text or code is None:
        return fold(text)
    read = _dozens(_digits(text, code))
    folded = fold(text)
    if read == folded:
        return read
    # (only numbers both spoken: "un 40 %", "ein 40er", an article before digits, is no price)
    return _PAIR.sub(lambda m: f"{m.group(1)}.{m.group(2)}" if m.group() not in folded
                     and not _written(m.group(2), folded) else m.group(), read)


def _written(number: str, folded: str) -> bool:
    """Whether ``number`` stands in ``folded`` in digits, alone."""
    return re.search(rf"(?<![\d.,]){number}(?!\d|[.,]\d)", folded) is not None


# a Finnish sum's euro written "e" after its digits ("10 e", "59,90e"): no Finnish word is "e"
_FI_EURO = re.compile(r"(?:(?<=\d)|(?<=\d ))e(?![\w-])")
@lru_cache(maxsize=2048)
def _digits(text: str, code: str) -> str:
    one_of = _one_of(code)
    read = _words(text, code)
    if code == "fi" and "e" in read:
        read = _FI_EURO.sub("€", read)  # "10 e liikaa", "59,90e": the euro as Finnish writes it
    if one_of is None or not gates.prefilter(one_of)(read):
        return read  # (no word for one said of several: the pattern would change nothing)
    # (a count before a full stop is no ordinal nor a decimal: "hyvittäkää toinen." is "1 .")
    return one_of.sub(lambda m: "1 " if read.startswith(".", m.end()) else "1", read)


@lru_cache(maxsize=64)
def _one_of(code: str) -> re.Pattern[str] | None:
    """The word for one said of one of several (``Table.one_of``), where the language has it."""
    words = table(code)
    if words is None or not words.one_of:
        return None
    # (Japanese and Chinese write no spaces: the word before is no boundary, "香水の2本目")
    edge = "" if code in ("ja", "zh") else r"(?<![\w])"
    return re.compile(edge + "(?:" + "|".join(words.one_of) + ")")


# the words text2num reads as English numbers (and their ordinals; "o" is a zero, "point" and
# "and" join only numbers): a text with none of them, its trailing "s" off as text2num takes it
# off, is given back as it is, so it is not handed over (English is read beside every other
# language's own words, and most sentences say no number in words)
_EN_NUMBER_WORDS = frozenset([
    "zero", "o", "nought", "one", "first", "oneth", "two", "second", "three", "third", "four",
    "fourth", "five", "fifth", "six", "sixth", "seven", "seventh", "eight", "eighth", "nine",
    "ninth", "ten", "tenth", "eleven", "eleventh", "twelve", "twelfth", "thirteen", "thirteenth",
    "fourteen", "fourteenth", "fifteen", "fifteenth", "sixteen", "sixteenth", "seventeen",
    "seventeenth", "eighteen", "eighteenth", "nineteen", "nineteenth", "twenty", "twentieth",
    "thirty", "thirtieth", "fourty", "forty", "fortieth", "fourtieth", "fifty", "fiftieth",
    "sixty", "sixteeth", "seventy", "seventieth", "eighty", "eightieth", "ninety", "ninetieth",
    "hundred", "hundredth", "thousand", "thousandth", "million", "millionth", "billion",
    "billionth"
])
EN_NUMBER_WORDS = _EN_NUMBER_WORDS  # (a model's number in words, "Quantum Two": no maker's name)
_ASCII_LETTERS = re.compile(r"[a-z]+")


def _en_number_word(plain: str) -> bool:
    """Whether a word of ``plain`` (lower case) is one ``_EN_NUMBER_WORDS`` holds, its trailing
    "s" off as text2num takes it off (one set's look-up for the words with their "s" stripped:
    no number word ends in "s", so a word that is one is itself stripped)."""
    return not _EN_NUMBER_WORDS.isdisjoint([w.rstrip("s") for w in _ASCII_LETTERS.findall(plain)])


def _words(text: str, code: str) -> str:
    if code in TEXT2NUM:  # text2num reads the words with their accents ("zwölf")
        plain = unicodedata.normalize("NFKC", text).lower()
        if code == "de" and _HOLDS_DE_DATIVE(plain):  # "bei dreien davon"
            plain = _DE_DATIVE.sub(r"\1", plain)
        if code == "en" and not _en_number_word(plain):
            # (an ASCII text folds as its lower case does: the fold the reading made already)
            return fold(text if text.isascii() else plain)
        if code == "de" and not _HOLDS_DE_ROOT(plain):
            return fold(plain)  # (no German number word can stand in it: text2num reads none)
        try:
            return fold(alpha2digit(plain, code, threshold=0))
        except (ValueError, RuntimeError):  # text2num refuses nothing it can read; be safe
            return fold(text)
    folded = fold(text)
    if code in ("ja", "zh"):
        return _CJK_RUN.sub(_cjk, folded)
    if code == "ko":
        # a fraction in Sino-Korean numerals ("삼분의 일"), before the amounts' reader
        folded = _KO_FRACTION.sub(lambda m: f"{_KO_DIGITS[m.group(1)]}분의 {_KO_DIGITS[m.group(2)]}",
                                  folded)
        out = _KO_AMOUNT.sub(_korean, folded)
        out = _KO_COUNT.sub(lambda m: f"{_KO_NATIVE[m.group(1)]} {m.group(2)}", out)
        out = _KO_AFTER_NOUN.sub(lambda m: str(_KO_NATIVE[m.group(1)]), out)
        return _KO_ONE_OF.sub(lambda m: f"{m.group(1)}{_KO_NATIVE[m.group(2)]}", out) if "중" in out else out
    words = table(code)
    out = _by_table(folded, words) if words is not None and words.numbers else folded
    if code != "ar":
        return out
    out = _AR_DUAL.sub(_dual, out) if "تين" in out or "تان" in out else out
    return _AR_DUAL_M.sub(_dual_m, out) if "ين" in out or "ان" in out else out


# a German count in the dative, said of some of them ("bei dreien davon", "an zweien")
_DE_COUNTS = ("zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf")
_DE_DATIVE = re.compile(r"(?<![\w])(" + "|".join(_DE_COUNTS) + r")en(?![\w])")
_DE_DATIVES = tuple(w + "en" for w in _DE_COUNTS)  # (looked for first: the pattern is slow)
# a piece of every word text2num reads as a German number (its numerals, ordinals and the
# compounds of them, "einundzwanzig", "dreißigste", "siebzehn", "zwo"; umlauts written out too):
# a text with none of them is given back as it is, so it is not handed over (19 µs a sentence)
_DE_ROOTS = ("null", "ein", "erst", "zwei", "zwo", "drei", "dritt", "vier", "fünf", "funf", "fuenf", "sech",
             "sieb", "acht", "neun", "zehn", "elf", "zwölf", "zwolf", "zwoelf", "zwanzig", "hundert",
             "tausend", "million", "milliard", "billion")
_HOLDS_DE_ROOT, _HOLDS_DE_DATIVE = _holding(_DE_ROOTS), _holding(_DE_DATIVES)
# an Arabic feminine dual is a count of two ("علبتان", "العلبتين": two boxes); a dual right after
# another is its adjective ("علبتان مفتوحتان": two open boxes), no second count
_AR_DUAL = re.compile(r"(?<![\w])(?:ال)?(?P<stem>[\u0600-\u06ff]{2,})(?:تان|تين)(?![\w])")
_AR_DUAL_BEFORE = re.compile(r"[\u0600-\u06ff]{2,}(?:تان|تين) $")


# a masculine dual of a product's word is a count of two too ("فنجانين مكسورين": two cups
# broken); only a product's word: "موظفين" (employees), "مكسورين" (broken) are plurals
_AR_DUAL_M = re.compile(r"(?<![\w])(?:ال)?(?P<stem>[\u0600-\u06ff]{3,})(?:ين|ان)(?![\w])")


def _dual_m(m: re.Match[str]) -> str:
    stem = m.group("stem").removeprefix("ال")
    return f"2 {stem}" if concepts.named(stem) is not None else m.group()


def _dual(m: re.Match[str]) -> str:
    stem = m.group("stem").removeprefix("ال")
    if len(stem) < 3 or _AR_DUAL_BEFORE.search(m.string, max(0, m.start() - 24), m.start()):
        return m.group()  # "فستان", "الفستان" (a dress), "كتان" (linen) are no duals
    return f"2 {stem}ه"


def cjk_value(run: str) -> int | None:
    """The value of a run of Chinese or Japanese numerals, digits mixed in ("1万2千": 12000)."""
    total, group, current, seen = 0, 0, 0, False
    number = ""
    for char in run:
        if char.isdigit():
            number += char
            continue
        if number:
            current, number, seen = int(number), "", True
        if char in _CJK_DIGITS:
            current, seen = _CJK_DIGITS[char], True
        elif char in _CJK_UNITS:
            group += (current or 1) * _CJK_UNITS[char]
            current, seen = 0, True
        elif char in _CJK_SCALES:
            total += (group + current or 1) * _CJK_SCALES[char]
            group = current = 0
            seen = True
        else:
            return None
    if number:
        current = int(number)
    return total + group + current if seen else None


_FRACTION_MARKS = ("分之", "分の")
_COUNTERS = set("个個件只隻双雙套支条條张張本盒包台对對枚点つ足着組箱袋品元円块塊万萬千百十人次天日月年号號位瓶杯"
                "根颗顆副")  # (of long things, small round ones, pairs: "四根数据线")


def _cjk(match: re.Match[str]) -> str:
    run = match.group()
    if run.replace(".", "").replace(",", "").isdigit():
        return run  # digits alone are read by money and counts as they are
    after = match.string[match.end():match.end() + 1]
    # a numeral of a fraction ("三分之一", "三分の一") is a number, not a word
    fraction = match.string[match.end():match.end() + 2] in _FRACTION_MARKS or \
        match.string[max(match.start() - 2, 0):match.start()] in _FRACTION_MARKS
    if len(run) == 1 and run in _CJK_DIGITS and after not in _COUNTERS and not fraction:
        return run  # 一半, 一緒, 二人三脚: a numeral in a word, not a count
    whole, dot, rest = run.partition(".")
    if dot and whole.isdigit():  # "1.5万": a decimal before a scale
        scale = next((v for k, v in _CJK_SCALES.items() if rest.endswith(k)), None)
        head = rest[:-1]
        if scale and head.isdigit():
            return str(int(float(f"{whole}.{head}") * scale))
    value = cjk_value(run.replace(",", ""))
    return run if value is None else str(value)


# what follows a scale said without a numeral before it for it to be an amount ("만 원", "천원",
# "만 개"): a bare "만" is the bound noun of "일주일 만에" (after a week), "만큼" (as much as),
# and "천", "백", "억" begin words ("천천히" slowly, "백화점" a department store, "억울")
_KO_BARE_UNIT = re.compile(r"\s?(?:원|₩|달러|유로|엔|위안|파운드|개|명|장|벌|켤레|세트|박스|상자|병|잔|권|대|쌍)")


def _korean(match: re.Match[str]) -> str:
    if match.group().lstrip()[:1] in _KO_SCALES.keys() | _KO_UNITS.keys() \
            and not _KO_BARE_UNIT.match(match.string, match.end()):
        return match.group()
    run = re.sub(r"\s", "", match.group())
    total, group, current, number = 0, 0, 0, ""
    for char in run:
        if char.isdigit() or char in ".,":
            number += char
            continue
        if number:
            current, number = int(float(number.replace(",", ""))), ""
        if char in _KO_DIGITS:
            current = _KO_DIGITS[char]
        elif char in _KO_UNITS:
            group += (current or 1) * _KO_UNITS[char]
            current = 0
        elif char in _KO_SCALES:
            total += (group + current or 1) * _KO_SCALES[char]
            group = current = 0
    if number:
        current = int(float(number.replace(",", "")))
    lead = " " if match.group().startswith(" ") else ""
    tail = " " if match.group().endswith(" ") else ""
    return f"{lead}{total + group + current}{tail}"


def _by_table(folded: str, words: Table) -> str:
    """Runs of number words replaced by their value. A word may be a compound of number words
    (split greedily); two words make one number when a joiner stands between them ("twenty and
    five"), when the second multiplies or closes a group (two hundred, five thousand), or when
    the first is the larger round one (twenty five); "two six" stays two numbers."""
    known = _known(words)
    ending = _ending(words.number_endings)
    found = [(m.start(), m.end(), parts) for m in _WORD.finditer(folded)
             if (parts := _parts(m.group(), known) or _inflected(m.group(), known, ending))]
    out, last, i = [], 0, 0
    while i < len(found):
        start, end, run = found[i]
        while i + 1 < len(found) and _joins(folded[end:found[i + 1][0]], run, found[i + 1][2],
                                             words, known):
            i += 1
            end, run = found[i][1], run + found[i][2]
        out += [folded[last:start], str(_value(run, words))]
        last, i = end, i + 1
    out.append(folded[last:])
    return "".join(out)


def _joins(gap: str, before: list[str], after: list[str], words: Table,
           known: dict[str, int]) -> bool:
    gap = gap.strip()
    if gap not in ("", "-") and gap not in _JOINERS:
        return False
    if gap in _JOINERS or after[0] in ("و", *_folded(words.mult), *_folded(words.scale)):
        return True
    previous, following = known[before[-1]], known[after[0]]
    return previous > following and previous % 10 == 0


_JOINERS = ("og", "och", "si", "ve", "i", "e", "und", "and", "y", "و")


def _known(words: Table) -> dict[str, int]:
    return _known_of(words.code)


@lru_cache(maxsize=32)
def _known_of(code: str) -> dict[str, int]:
    words = table(code)
    return {fold_letters(k): v for k, v in (words.numbers if words else {}).items()}


@lru_cache(maxsize=64)
def _folded(words: frozenset[str]) -> frozenset[str]:
    return frozenset(fold_letters(w) for w in words)


# No number word of a table is longer (the longest, Polish "dziewięćdziesięciu", has 18
# letters; tests/judgment/test_patterns_backtracking.py holds every table to it): a compound's
# head is looked for among its first letters only, not every prefix of a 200,000-letter word
LONGEST_NUMBER_WORD = 24


def _parts(word: str, known: dict[str, int]) -> list[str] | None:
    """``word`` as a sequence of number words (a compound split greedily), or None."""
    if word.startswith("و") and word[1:] in known:  # Arabic "and" glued on: "خمسة وعشرون"
        return ["و", word[1:]]
    if word in known:
        return [word]
    if word.startswith("ال") and known.get(word[2:], 0) > 2:
        return [word[2:]]  # the Arabic article glued on: "اتنين من الستة" (not "الاثنين", Monday)
    for size in range(min(len(word) - 1, LONGEST_NUMBER_WORD), 1, -1):
        head = word[:size]
        if head in known:
            tail = _parts(word[size:], known)
            if tail is not None:
                return [head, *tail]
    return None


@lru_cache(maxsize=32)
def _ending(endings: str) -> re.Pattern[str] | None:
    return re.compile(rf"(\w{{3,}}?)(?:{endings})") if endings else None


def _inflected(word: str, known: dict[str, int], ending: re.Pattern[str] | None) -> list[str] | None:
    """A number word of three letters or more with a case ending glued on, where the language
    glues them ("ikisinde": in two of them, "kahdessa"): the number word."""
    found = ending.fullmatch(word) if ending is not None else None
    return [found.group(1)] if found is not None and found.group(1) in known else None


def _value(parts: list[str], words: Table) -> int:
    """Number words added up: a ``mult`` word multiplies what came before it (two hundred), a
    ``scale`` word closes a group (thousand); anything else adds (twenty-five, five-and-twenty)."""
    known, mult, scale = _known(words), _folded(words.mult), _folded(words.scale)
    total, current = 0, 0
    for part in parts:
        value = known.get(part)
        if value is None:  # a joiner glued on
            continue
        if part in scale:
            total, current = total + (current or 1) * value, 0
        elif part in mult:
            # it multiplies what is said below it since the last larger one: "kolmesataa
            # yhdeksänkymmentä" is 300 + 9 x 10, never (300 + 9) x 10
            low = current % value
            current = current - low + (low or 1) * value
        else:
            current += value
    return total + current
