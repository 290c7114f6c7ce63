"""The word "another" before a product's name, in the languages that write it as a word: an item of its
kind that is not the line ("il ira sur une autre montre", "lo uso con otra bici", "en annan
kanna", "an older Garmin", "başka bir makinede", "على طابعة ثانية"). ``another(tokens, k)`` says
whether the word before ``tokens[k]`` is one (in Arabic, the word after it); ``titles`` asks it
of every word that names a line.
"""

from __future__ import annotations

# "another" before a name, in the languages that write it as a word: an item of its kind that
# is not the line ("il ira sur une autre montre", "lo uso con otra bici", "en annan kanna"); the
# word for "other" after an indefinite article only ("l'autre montre", "die andere Tasse", the
# other one, may be a line)
_OTHER = {"autre": ("un", "une"), "otro": ("un",), "otra": ("una",), "altro": ("un",),
          "altra": ("un",), "outro": ("um",), "outra": ("uma",), "andere": ("eine", "een"),
          "anderer": ("ein", "einer"), "anderen": ("einen", "einem"), "anderes": ("ein",),
          "ander": ("een",), "annan": ("en",), "annat": ("ett",), "anden": ("en",),
          "andet": ("et",), "annen": ("en",), "annet": ("et",), "anna": ("ei",),
          "alta": ("o",), "alt": ("un",),
          # an older one, of its kind or its brand: another item ("en eldre Garmin")
          "older": ("an", "my"), "eldre": ("en", "ei", "et", "min", "mitt"), "ældre": ("en", "et", "mit", "min"),
          "aldre": ("en", "ett", "min", "mitt"), "oudere": ("een", "mijn"), "altere": ("eine", "meine"),
          "alteren": ("einen", "meinen", "einer", "meiner"), "alteres": ("ein", "mein"), "alterer": ("ein", "mein")}


# Spanish and Portuguese write "another" bare ("otro reloj", "outra caneca"): the other one has
# an article or a possessive before it
_OTHER_BARE = frozenset({"otro", "otra", "outro", "outra"})
_DEFINITE = frozenset({"el", "la", "los", "las", "mi", "tu", "su", "este", "esta", "ese", "esa", "o",
                       "a", "os", "as", "meu", "minha", "seu", "sua", "esse", "essa", "do", "da",
                       "del", "no", "na"})


# Turkish and Polish write "another" bare before the name ("başka (bir) makinede", "do innej
# drukarki"; the other one is "diğer", "ten drugi"); Arabic after it, and an indefinite name
# takes an indefinite word ("على طابعة ثانية", "بطابعة أخرى"; "الطابعة الأخرى", the other one,
# may be a line)
_BARE_BEFORE = frozenset({"baska", "inny", "inna", "inne", "innego", "innej", "innym", "innemu",
                          "innych", "innymi", "inni"})
_AFTER = frozenset({"اخري", "اخر", "ثانيه", "ثاني", "تانيه", "تاني"})


def another(tokens: list[str], k: int) -> bool:
    """Whether the word before ``tokens[k]`` is "another" (``_OTHER``), or the word after it
    is, in Arabic, of an indefinite name."""
    if k + 1 < len(tokens) and tokens[k + 1] in _AFTER and not _definite(tokens[k]):
        return True
    if not k:
        return False
    before = tokens[k - 1]
    if before in _BARE_BEFORE or (before == "bir" and k >= 2 and tokens[k - 2] == "baska"):
        return True
    if before == "another":
        return True
    if before in _OTHER_BARE:  # "otro reloj", never "el otro reloj"
        return k < 2 or tokens[k - 2] not in _DEFINITE
    articles = _OTHER.get(before)
    return articles is not None and k >= 2 and tokens[k - 2] in articles


def _definite(word: str) -> bool:
    """An Arabic name with its article, behind a one-letter preposition or conjunction or not
    ("الطابعه", "بالطابعه", "للطابعه", "والطابعه")."""
    return word.startswith(("ال", "لل")) or word[1:].startswith("ال")
