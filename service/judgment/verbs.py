"""Names of kinds of product a Nordic sentence also writes as a verb: "lader" (a charger; it
charges: "klokka lader ikke", "den lader ikke op"), "henger" (a hanger; it hangs: "den henger
seg"), "skriver" and "printer" (a printer; I write, it prints: "jeg skriver fordi ..."),
"trimmer" (it trims), "teller" (a plate; it counts). Where one stands as a verb it names no kind:
"Smartklokka fra Apple lader ikke" complains of the Apple watch and of no charger beside it.

``as_verb(tokens, k)``: whether ``tokens[k]`` (folded words) is such a word in a verb's place:
a negation or a verb's particle after it ("lader ikke", "henger seg", "lader op"), or a subject
pronoun before it ("jeg skriver", "som lader")."""

from __future__ import annotations

__all__ = ["HOMOGRAPHS", "as_verb"]

# kinds' names (folded) Norwegian and Danish write as a verb in the present tense
HOMOGRAPHS = frozenset({"lader", "henger", "skriver", "printer", "trimmer", "teller"})

# a negation, a verb's particle or an adverb of how it goes, after the verb ("lader ikke", "lader
# op", "henger seg opp", "lader bare halvveis", "lader veldig sakte")
_AFTER = frozenset({"ikke", "ikkje", "ik", "aldri", "aldrig", "op", "opp", "seg", "sig", "ned", "sakte",
                    "langsomt", "bare", "kun", "heller", "fortsatt", "fremdeles", "stadig", "stadigvæk",
                    "hele", "halvveis", "nesten", "næsten", "knapt", "dårlig", "darlig", "daarlig",
                    "veldig", "meget", "mye", "ofte", "igjen", "igen", "fullt", "helt"})
# a subject pronoun before it ("jeg skriver", "som henger")
# (never "den", "det": "den lader jeg kjøpte" is a charger; "den lader ikke" has its negation)
_BEFORE = frozenset({"jeg", "eg", "vi", "du", "dere", "han", "hun", "som"})


def as_verb(tokens: list[str], k: int) -> bool:
    """Whether ``tokens[k]`` is a kind's name that stands as a verb (see the module's docstring)."""
    if tokens[k] not in HOMOGRAPHS:
        return False
    return (k + 1 < len(tokens) and tokens[k + 1] in _AFTER) or (k > 0 and tokens[k - 1] in _BEFORE)
