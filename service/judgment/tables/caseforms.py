"""The endings a language puts on a noun in a sentence beyond those the kinds' table writes out
(read by ``caseforms``), folded as ``text.fold`` leaves them (Turkish "ı" kept, "ğ" as "g"):
Turkish cases, possessives and plurals, stacked ("lambayı", "cantamdan", "ceketlerimi");
Polish cases ("kubkiem", "lampie", "plecakiem"); Finnish partitives and essives ("kuppia").
Written from the grammar, not from any corpus's ticket."""

from __future__ import annotations

ENDINGS: dict[str, tuple[str, ...]] = {
    # a case, a possessive, a plural: each may follow the one after it in the word
    "tr": ("ndan", "nden", "dan", "den", "tan", "ten", "nda", "nde", "da", "de", "ta", "te",
           "nın", "nin", "nun", "yla", "yle", "la", "le", "ya", "ye", "na", "ne", "yı", "yi", "yu",
           "nı", "ni", "nu", "ın", "in", "un", "ı", "i", "u", "a", "e",
           "ımız", "imiz", "umuz", "ım", "im", "um", "m", "sı", "si", "su", "ları", "leri",
           "lar", "ler"),
    "pl": ("iem", "em", "ach", "ami", "om", "owi", "ow", "ie", "ce", "u", "a", "y", "i", "e"),
    "fi": ("ta", "tä", "na", "nä", "a", "ä"),
}

# what a stem's last letter was before an ending softened it (Turkish "kulaklıgı": "kulaklık";
# "corabı": "corap"), or the vowel a Polish stem drops ("kubka": "kubek")
SOFTENED: dict[str, tuple[tuple[str, str], ...]] = {
    "tr": (("g", "k"), ("b", "p"), ("d", "t")),
}
