"""A coupon, a voucher or a discount code the payment did not take off: "I used a 10 € coupon
but it wasn't deducted", "der Gutschein wurde nicht abgezogen", "쿠폰 썼는데 안 빠졌어요".

Said so, the coupon's value the customer writes is money the shop took too much of: a price
difference, as a word for one says it ("overcharged", "zu viel berechnet"). ``unapplied``
tells the reader (``reading``) that the sentence speaks of such a difference; ``figures`` then
takes the figure below the line's price as the difference, and the difference written asks it.

Only where the sentence negates (the coupon not applied, not deducted, not taken off): a coupon
spoken of alone ("I used a 10 € code. When does it ship?") is no money asked. The words, per
covered language, folded as ``text.fold`` leaves them, written from how the form is said.
"""

from __future__ import annotations

import re

from service.judgment.tables import gates

# a coupon, a voucher, a discount or promo code (folded)
_COUPON = re.compile(
    r"(?<![\w])(?:coupons?|vouchers?|(?:discount|promo|promotional|voucher|coupon) codes?|"
    r"gutschein\w*|rabattcode\w*|rabatt-code\w*|promocode\w*|aktionscode\w*|"
    r"bons? (?:de reduction|d'achat)|codes? (?:promo|de reduction)|"
    r"cupon(?:es)?|codigos? (?:de descuento|promocional)|vales? (?:de descuento)|"
    r"buon[oi] sconto|codic[ei] (?:sconto|promozionale)|"
    r"cupao|cupoes|cupom|cupons|codigos? (?:de desconto|promocional)|vale(?:s)? (?:de )?desconto|"
    r"kortingscode\w*|kortingsbon\w*|waardebon\w*|"
    r"rabattkod\w*|rabatkode\w*|rabattkode\w*|kupong\w*|kupon\w*|presentkort\w*|gavekort\w*|"
    r"alennuskoodi\w*|kuponki\w*|kuponin|lahjakortti\w*|"
    r"kod\w* rabatow\w*|kod\w* promocyjn\w*|bon\w* rabatow\w*|"
    r"cupon\w*|cod\w* (?:de reducere|promotional)|voucher\w*|"
    r"indirim kodu\w*|indirim kuponu\w*|"
    r"كوبون\w*|قسيم\w*|كود (?:خصم|الخصم)|رمز (?:الخصم|خصم))(?![\w])|"
    r"クーポン|割引コード|プロモコード|쿠폰|할인 ?코드|프로모션 ?코드|优惠券|優惠券|优惠码|優惠碼|折扣码|折扣碼|代金券")

# taken off, applied, deducted (folded): what the coupon did not do ("was not deducted", "wurde
# nicht abgezogen", "안 빠졌어요"); never "received" ("a voucher I never received" is another thing)
_TAKEN = re.compile(
    r"(?<![\w])(?:deduct\w*|appl(?:y|ied)|taken off|subtract\w*|work(?:ed|s)?|go(?:ne)? through|went through|"
    r"accepted|reflected|came off|"
    r"abgezogen|angewendet|angewandt|berucksichtigt|verrechnet|abgerechnet|funktioniert\w*|gegriffen|"
    r"deduit\w*|applique\w*|pris en compte|soustrait\w*|fonctionne\w*|"
    r"descont\w*|aplic\w*|restad\w*|funcion\w*|scalat\w*|applicat\w*|detratt\w*|sottratt\w*|funzion\w*|"
    r"deduzid\w*|afgetrokken|toegepast|verrekend|verwerkt|werkte|gewerkt|"
    r"drogs av|dragits av|dras av|tillampa\w*|fungera\w*|raknats av|"
    r"trukket fra|fratrukket|anvendt|modregnet|virkede|virket|fungerte|"
    r"vahenn\w*|vahent\w*|huomioi\w*|toimi\w*|"
    r"odliczon\w*|odjet\w*|uwzgledn\w*|zadzial\w*|zastosowan\w*|"
    r"scazut\w*|s-a scazut|aplicat\w*|dedus\w*|"
    r"dusul\w*|uygulan\w*|indiril\w*|"
    r"خصم\w*|يخصم|تخصم|تطبيق\w*|يطبق)(?![\w])|"
    r"引かれ|適用|反映|割引され|빠지|빠졌|빠져|적용|차감|扣|减|減|抵扣|用上|生效")

# a negation of its own the tables' do not hold: a past negative ("düşülmedi", "uygulanmadı"),
# an English contracted one ("wasn't")
_NOT = re.compile(r"(?<![\w])(?:\w+(?:medi|madi|mamis|memis)\w*|(?:was|were|is|are|has|have|had|did|does)n'?t)(?![\w])")

_CLAUSE_STOP = re.compile(r"[.;!?\n。！？；]")
_SPAN = 80  # the most characters between the coupon and the verb negated
_NEGATED = 16  # the most characters between the verb and its negation


def unapplied(folded: str, marks: dict[str, list[tuple[int, int]]]) -> list[tuple[int, int]]:
    """The places of the coupons ``folded`` (one sentence) says were not taken off: a coupon's
    word and, in the same clause within ``_SPAN`` characters, a verb of taking it off negated
    (a negation of ``marks`` or of its own within ``_NEGATED`` characters: "was not applied",
    "nicht abgezogen", "引かれていません"); none where it says none."""
    if not gates.prefilter(_COUPON)(folded):
        return []
    coupons = [m.span() for m in _COUPON.finditer(folded)]
    if not coupons:
        return []
    negations = marks.get("negation", []) + [m.span() for m in _NOT.finditer(folded)]
    taken = [m.span() for m in _TAKEN.finditer(folded)
             if any(_near(folded, m.span(), n, _NEGATED) for n in negations)] if negations else []
    return [c for c in coupons if any(_near(folded, c, t, _SPAN) for t in taken)]


def unwished(marks: dict[str, list[tuple[int, int]]], coupons: list[tuple[int, int]]
             ) -> dict[str, list[tuple[int, int]]]:
    """``marks`` without the words for a voucher instead of money that are the coupon not taken
    off ("the voucher was not deducted" wishes no voucher); a copy (``marks`` is cached)."""
    return {**marks, "instead": [(s, e) for s, e in marks.get("instead", [])
                                 if not any(a <= s and e <= b for a, b in coupons)]}


def _near(folded: str, one: tuple[int, int], other: tuple[int, int], most: int) -> bool:
    """Whether two places stand within ``most`` characters, no clause's end between."""
    start, end = sorted((max(one[0], other[0]), min(one[1], other[1])))
    return end - start <= most and not _CLAUSE_STOP.search(folded, start, end)
