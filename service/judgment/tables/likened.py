"""The words of an item likened to another by its price: "same price as the joggers", "samme
pris", "samma pris så ni kan väl ta det", "aynı fiyat zaten", "同じ金額で返金", "même prix". A
customer who asks money "at the same price" as something sets one item's price beside
another's: the item they complain of is not the one whose price they ask (``likened``).
Fragments are written as ``text.fold`` leaves text (accents may stay: ``fold_fragment``).
"""

from __future__ import annotations

SAME_PRICE: dict[str, tuple[str, ...]] = {
    "en": (r"(?:the )?same price", r"(?:cost|costs|costed|costing|priced) (?:about |roughly |"
           r"exactly |just |pretty much )?the same(?: as)?", r"same cost"),
    "de": (r"(?:gleiche[nmr]?|selbe[nmr]?|dieselbe|denselben|demselben) preis\w*",
           r"(?:kostet|kosteten|kostete) (?:\w+ ){0,2}(?:gleiche|dasselbe|genauso ?viel)",
           r"gleich teuer"),
    "fr": (r"m[eê]me prix", r"(?:coute|coûte|coutait|coûtait|coutent|coûtent) (?:\w+ ){0,2}"
           r"(?:la m[eê]me chose|pareil)"),
    "es": (r"mismo precio", r"(?:cuesta|costo|costó|costaba|cuestan|vale|valia|valía) "
           r"(?:\w+ ){0,2}lo mismo"),
    "it": (r"(?:stesso|medesimo) prezzo", r"(?:costa|costava|costano|costavano) (?:\w+ ){0,2}"
           r"(?:lo stesso|uguale|uguali|uguale)"),
    "pt": (r"mesmo pre[cç]o", r"(?:custa|custou|custava|custam) (?:\w+ ){0,2}o mesmo"),
    "nl": (r"(?:zelfde|dezelfde) prijs", r"(?:kost|kostte|kosten|kostten) (?:\w+ ){0,2}"
           r"(?:hetzelfde|evenveel)", r"even duur"),
    "pl": (r"(?:tej )?samej cenie", r"(?:ta sama|taka sama|takiej samej) cen\w*",
           r"(?:kosztuje|kosztowa\w*) (?:\w+ ){0,2}(?:tyle samo|tak samo)"),
    "sv": (r"samma pris\w*", r"(?:kostar|kostade) (?:\w+ ){0,2}(?:samma|lika mycket)",
           r"lika dyr\w*"),
    "da": (r"samme pris\w*", r"(?:koster|kostede) (?:\w+ ){0,2}(?:det samme|lige meget)",
           r"lige dyr\w*"),
    "nb": (r"samme pris\w*", r"(?:koster|kosta|kostet) (?:\w+ ){0,2}(?:det samme|like mye)",
           r"like dyr\w*"),
    "fi": (r"sam(?:a|an|aan|alla) ?hin(?:ta|nan|taan|nalla|tainen|taisen|taiset)\w*",
           r"(?:maksaa|maksoi|maksoivat|maksavat) (?:\w+ ){0,2}(?:saman verran|yhtä paljon)",
           r"yhtä kalli\w*"),
    "tr": (r"aynı (?:fiyat|fiyata|fiyattan|fiyatı|fiyatta)\w*", r"fiyatı (?:da )?aynı\w*"),
    "ro": (r"acela[sș]i pre[tț]\w*", r"(?:costa|costă|costat|costau) (?:\w+ ){0,2}(?:la fel|acela[sș]i)"),
    "ar": (r"(?:ب|و)?نفس (?:ال)?(?:سعر|ثمن)", r"(?:السعر|الثمن) نفسه"),
    "ja": (r"同じ(?:くらいの|ぐらいの)?(?:金額|値段|価格)", r"(?:値段|金額|価格)(?:は|も|が)同じ"),
    "zh": (r"(?:同样|一样|相同|一樣|同樣)的?(?:价格|价钱|價格|價錢|金额|金額)",
           r"(?:价格|价钱|價格|價錢)(?:也|都)?(?:一样|一樣|相同)", r"一样贵|一樣貴"),
    "ko": (r"(?:같은|똑같은|동일한) (?:가격|금액)", r"가격(?:이|도|은) (?:똑)?같"),
}
