"""A charge said not to have been owed, in the writer's own past: "I shouldn't have paid (for)",
"I should not have been charged", "hätte ich nicht bezahlen müssen", "je n'aurais pas dû payer",
"no debería haber pagado", "払う必要はなかった", "낼 필요가 없었", "不应该付", "ما كان لازم ادفع"
(``undue``). A modal of duty or need, negated, over a verb of paying or of being charged, in its
past or conditional past: never the present or the future ("I shouldn't have to pay for the
return", a charge still to come), never the positive ("I should have paid"). Written as people
write them; ``tables.joined`` folds them as ``text.fold`` leaves text."""

from __future__ import annotations

_PAY_EN = r"(?:paid|payed|been charged|been billed|had to pay|needed to pay)"

UNDUE: dict[str, tuple[str, ...]] = {
    "en": (r"(?:should|ought to|need) (?:not|never) (?:to )?have " + _PAY_EN,
           r"(?:shouldn'?t|needn'?t|oughtn'?t to) (?:ever )?have " + _PAY_EN,
           r"(?:was|were) never supposed to (?:be charged|pay)",
           r"(?:was|were)(?: not|n'?t) supposed to (?:be charged|pay)"),
    "de": (r"(?:hätte|hätten) (?:ich |wir )?(?:\w+ ){0,4}nicht (?:\w+ ){0,2}(?:bezahlen|zahlen) "
           r"(?:müssen|sollen|dürfen)",
           r"(?:hätte|hätten) (?:mir |uns )?(?:\w+ ){0,4}nicht (?:berechnet|abgebucht|in rechnung gestellt) "
           r"werden (?:dürfen|sollen|müssen)"),
    "fr": (r"(?:je |nous )?n'(?:aurais|aurait|aurions) pas du (?:les |la |le |l')?(?:payer|regler|etre factur\w*"
           r"|etre prelev\w*|me les faire payer)",
           r"(?:je |nous )?ne (?:devrais|devrions) pas (?:les |la |le |l')?avoir (?:paye|regle)\w*",
           r"(?:je |nous )?ne (?:devais|devions) pas (?:les |la |le |l')?payer",
           r"(?:vous )?n'auriez pas du (?:me |nous )?(?:les |la |le |l')?(?:facturer|prelever|faire payer)"),
    "es": (r"no (?:deberia|deberiamos|tendria|tendriamos) (?:que )?(?:haber(?:lo|la|los|las)? pagado|haber abonado)",
           r"no (?:debi|debimos|tenia|teniamos|tuve|tuvimos) (?:que )?pagar(?:lo|la|los|las)?",
           r"no (?:me |nos )?(?:deberian|debieron|tenian que) (?:haber(?:me|nos)? )?cobra\w*"),
    "it": (r"non (?:avrei|avremmo) dovuto pagar(?:e|lo|la|li|le)",
           r"non (?:dovevo|dovevamo) pagar(?:e|lo|la|li|le)",
           r"non (?:avreste|avrebbero|dovevate|dovevano) dovuto (?:addebitar|farmi pagar|farci pagar)\w*",
           r"non (?:dovevate|dovevano) (?:addebitar|farmi pagar|farci pagar)\w*"),
    "pt": (r"nao (?:deveria|deveriamos|devia|deviamos|teria|teriamos|tinha|tinhamos) (?:que |de )?ter (?:pago|pagado)",
           r"nao (?:devia|deviamos|tinha|tinhamos) (?:que |de )?pagar",
           r"nao (?:me |nos )?(?:deveriam|deviam) ter (?:me |nos )?cobrado"),
    "nl": (r"(?:had|hadden) (?:ik |wij |we )?(?:\w+ ){0,4}niet (?:hoeven|moeten) (?:te )?(?:betalen|afrekenen)",
           r"(?:had|hadden) (?:\w+ ){0,4}niet (?:in rekening gebracht|afgeschreven|gerekend) (?:mogen|moeten) worden"),
    "sv": (r"(?:borde|skulle) (?:jag |vi )?(?:inte|aldrig) (?:ha )?(?:behövt )?(?:betala|betalat|behövt betala)",
           r"(?:borde|skulle) (?:inte|aldrig) (?:ha )?(?:debiterats|dragits|tagits)"),
    "da": (r"(?:burde|skulle) (?:jeg |vi )?(?:ikke|aldrig) (?:have |ha )?(?:betalt|behøvet at betale)",
           r"(?:burde|skulle) (?:ikke|aldrig) (?:have )?(?:være|været) (?:blevet )?(?:opkrævet|trukket)"),
    "nb": (r"(?:burde|skulle) (?:jeg |vi )?(?:ikke|aldri) (?:ha |ha måttet |måttet )?(?:betalt|betale)",
           r"(?:burde|skulle) (?:ikke|aldri) (?:ha )?(?:vært|blitt) (?:belastet|trukket|fakturert)"),
    "fi": (r"(?:minun|meidän) ei (?:olisi )?(?:pitänyt|tarvinnut|kuulunut) maksaa",
           r"ei (?:olisi )?(?:pitänyt|kuulunut) (?:veloittaa|periä|laskuttaa)"),
    "pl": (r"nie (?:powinienem|powinnam|powinniśmy|powinnyśmy) (?:(?:był|była|byli|były) )?(?:płacić|zapłacić)",
           r"nie (?:musiałem|musiałam|musieliśmy) (?:za to )?(?:płacić|zapłacić)",
           r"nie powin(?:no|ny|ni|niście) (?:mi |nam )?(?:być |zostać )?(?:pobran|naliczon|pobierać|naliczać)\w*"),
    "ro": (r"nu (?:ar fi trebuit|trebuia) sa (?:o |il |le |ii )?(?:platesc|platim|achit|achitam)",
           r"nu (?:ar fi trebuit|trebuia) sa (?:mi |ni )?se (?:ia|perceapa|incaseze|taxeze)"),
    "tr": (r"ödem(?:em|emiz) gerekm(?:iyordu|emişti|ezdi)",
           r"ödememem gerek(?:iyordu|ir(?:di)?)",
           r"ödememeliydi(?:m|k)",
           r"(?:alınmaması|kesilmemesi|çekilmemesi) gerek(?:iyordu|irdi)",
           r"(?:alınmamalıydı|kesilmemeliydi|çekilmemeliydi)"),
    "ja": (r"(?:支)?払う(?:必要|べき|いわれ)(?:は|も|が)?(?:なかった|ありませんでした|無かった)",
           r"(?:支)?払う(?:べき|必要)では(?:なかった|ありませんでした)",
           r"請求される(?:べき|はず)(?:では|は)?(?:なかった|ありませんでした)"),
    "ko": (r"(?:낼|지불할|결제할) 필요(?:가|는|도)? 없었",
           r"(?:내지|지불하지|결제하지) (?:말았어야|않았어야)",
           r"(?:청구|결제|부과)되(?:지 말았어야|면 안 됐|면 안 되었)"),
    "zh": (r"(?:不应该|不应|不该)(?:支付|付|交)",
           r"本来(?:就)?(?:不用|不需要)(?:支付|付|交)",
           r"(?:不应该|不该|不应)(?:收|扣)(?:我|取)"),
    "ar": (r"(?:ما|مو|ما كان|لم يكن) (?:كان )?(?:لازم|المفروض|يجب|علي) (?:ان )?(?:ادفع|ادفعها|ادفعه|اسدد)",
           r"(?:ما|مو) (?:كان )?(?:المفروض|لازم) (?:تخصمو|تاخذو|تحسبو)\w*",
           r"لم يكن (?:من المفروض|يجب) ان (?:ادفع|تخصم|يخصم)\w*"),
}
