"""Product concepts: the kinds of things shops sell, each with its names in every covered
language (``LANGUAGES``, in that order, ``|`` between languages, ``,`` between names; plurals
and cases that ``titles.stem`` does not reach are written out). A name of two words or more
("duvet cover", "travel mug") is read in titles only, and there before its words: a "Duvet
Cover" line is a duvet cover, not a duvet. Distinct things stay distinct concepts: a bath mat
is no towel, a pillowcase no pillow, a charger no wallet, a glass no mug. A name listed under
two concepts names neither (``concepts`` drops it): "bord" is a table in Swedish and a plate in
Dutch. The names are data, in ``products.toml`` beside this module (shipped in the package).
"""

import tomllib
from pathlib import Path

# Kinds that qualify another in a title ("Glass Teapot", "Phone Wallet", "Table Lamp"): counted
# only where the title names no other kind.
QUALIFIERS = frozenset({"glass", "phone", "coffee", "tea", "wine", "table", "bed", "laptop", "camera",
                        "bicycle", "toy", "sofa", "chair", "book", "printer", "fuel", "shoes",
                        "skis"})

# Kinds that are a part, a refill or a consumable FOR another kind ("Humidifier Filter", "Oral-B
# iO końcówki", "Makita Bit-Set"): a title naming one and the kind it serves is of the part only
# (the other kind's word is its modifier), unless it sells both ("Toothbrush + 2 heads").
ACCESSORIES = frozenset({"filter", "brush_head", "drill_bits", "monitor_stand", "wall_mount",
                         "grill_cover"})

# Kinds a customer may call by one another's name ("컵" for a glass tumbler, "shoes" for boots,
# "die Decke" for a throw): a word naming one never names a line of another, but neither is it
# something "not on this payment" where a line is of its family. A kind in two families is of
# both: a charger is loosely a power bank or a cable, but a power bank is never a cable.
FAMILIES = (
    {"cup", "glass", "thermos", "decanter", "sport_bottle"},
    {"shoes", "boots", "sandals", "slippers"},
    {"shirt", "tshirt", "sweater", "jacket", "dress", "abaya"},
    {"trousers", "shorts", "leggings", "skirt", "underwear", "swimwear", "pyjamas"},
    {"bag", "backpack", "suitcase", "wallet"},
    {"jewellery", "bracelet", "earrings", "ring", "watch", "watch_strap", "smart_band"},
    {"lamp", "bulb", "candle", "candle_holder", "torch"},
    {"pan", "pot", "lid", "kettle", "teapot", "baking_tray", "rice_cooker"},
    {"rug", "bath_mat", "yoga_mat", "mouse_pad", "placemat"},
    # (a throw is called a blanket, a duvet's "Decke" a blanket too; a cushion never a throw: a
    # pillow and its case are no blanket's kin)
    {"duvet", "duvet_cover", "sheet", "pillowcase", "pillow"},
    {"duvet", "duvet_cover", "sheet", "blanket"},
    {"towel", "apron"},
    {"toy", "puzzle"},
    {"chair", "table", "sofa", "shelf", "wardrobe", "bed"},
    {"charger", "power_bank", "battery"},
    {"charger", "cable", "extension_lead"},
    {"laptop", "monitor", "phone", "keyboard", "mouse"},
    {"monitor_stand", "monitor", "laptop", "phone"},  # a stand is called by what it holds up
    {"cream", "sunscreen", "lotion", "serum", "emulsion", "cleanser", "shampoo", "makeup", "perfume"},
    {"coffee", "tea"},
    {"pet_bed", "pet_toy"},
    {"pet_toy", "cat_litter"},  # (a litter box is called by its litter, "the litter")
    {"scarf", "neck_gaiter"},
    # (round 18: a crib is "the bed", a cutting mat "the mat", a console's cover "the case")
    {"bed", "crib"},
    {"rug", "cutting_mat"},
    {"phone_case", "protector_case"},
    {"supplement", "fish_oil"},
    {"milk_frother", "lid"},  # (a frother's jug has a lid: "kapağı çatlak", its lid is cracked)
)

# Kinds whose name is also the broader name of others of their family: "shoes" of boots,
# sandals, slippers; "a bag" of a backpack. A subject naming the broader kind names a line of
# the narrower one (``items.of_priced_line``); never the other way round, and never two kinds
# side by side in a family ("the pan" is no pot, "the charger" no cable).
BROADER: dict[str, tuple[str, ...]] = {
    "shoes": ("boots", "sandals", "slippers"),
    "bag": ("backpack",),
    "pan": ("crepe_pan",),
}

# Kinds a customer calls by a broader kind's name that the broader kind's customer never calls
# by theirs: a crêpe pan is "the pan", a frying pan no "crêpière". Such a kind is of the broader
# kind's family (``concepts.family``), but the family is not of it: "my crêpe pan" of a frying
# pan line is another item; "ma poêle" of a crêpe pan line is that line.
NARROWER: dict[str, str] = {"crepe_pan": "pan"}

# A cover people call by what it covers ("the two cushions" of a "Cushion Cover" line): a word
# for the covered kind names the cover's line where no line is of that kind and one line alone
# is its cover (an English customer's "cushions" meets the title's own word "Cushion"). A
# phone's case, a device's part stay apart (``fitted``): a broken phone is no broken case.
CALLED_BY: dict[str, frozenset[str]] = {
    "pillow": frozenset({"pillowcase"}),
}

LANGUAGES = ("en", "de", "fr", "es", "it", "pt", "nl", "pl", "ro", "sv", "da", "nb", "fi", "tr",
             "ja", "ko", "zh", "ar")

# Each kind's names, from products.toml (data: about 5,000 words; read once, where the module is
# first imported): {kind: "names in en | names in de | ..."}.
CONCEPTS: dict[str, str] = tomllib.loads(
    (Path(__file__).with_name("products.toml")).read_text(encoding="utf-8"))
