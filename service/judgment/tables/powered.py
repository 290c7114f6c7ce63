"""The first parts of a compound that make the head's kind another product, per language that
writes its compounds as one word (read by ``headwords``): a motor's, a chain's, a power's
("Motorsäge", "kettingzaag", "motorsåg", "moottorisaha", "sähköhammasharja"): a chainsaw is no
saw line, an electric toothbrush no toothbrush line a customer's word is read as by its head
alone. Written from the form, not from any corpus's ticket; words as ``text.fold`` leaves them."""

from __future__ import annotations

POWERED: dict[str, tuple[str, ...]] = {
    "de": ("motor", "ketten", "elektro", "elektrisch", "akku", "benzin", "strom", "solar", "turbo", "funk"),
    "nl": ("motor", "ketting", "elektrisch", "elektro", "accu", "benzine", "stroom", "zonne"),
    "sv": ("motor", "kedje", "el", "elektrisk", "batteri", "bensin", "sol"),
    "da": ("motor", "kæde", "el", "elektrisk", "batteri", "benzin", "sol"),
    "nb": ("motor", "kjede", "el", "elektrisk", "batteri", "bensin", "sol"),
    "fi": ("moottori", "ketju", "sahko", "sähkö", "akku", "bensiini", "aurinko"),
}
