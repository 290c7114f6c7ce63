"""Korean. Particles glue onto words and compounds are often written together (전액환불), so
entries match anywhere; short ones carry their context. Sino-Korean amounts (3만 5천원) and
native counts before a counter (두 개) are read as digits first (``numbers``)."""

from service.judgment.tables import QUOTED, Table

_C = r"(?:개|켤레|벌|장|병|세트|쌍|권|대|박스|상자|팩|묶음|봉지|통|캔|롤)?"  # a counter after a number

TABLE = Table(
    code="ko",
    spaced=False,
    refund=(r"환불", r"환급", r"돈(?:을)? ?(?:돌려|반환)", r"반환", r"돌려(?:주|받)", r"보상", r"배상", r"결제 ?취소",
            r"대금 ?반환"),
    full=(r"전부 ?반품", r"모두 ?반품", r"전액", r"전부 ?환불", r"전체 ?환불", r"주문 ?전체", r"모두 ?환불",
          r"주문(?:을)? ?(?:전부 |모두 )?취소",
          # the order itself refunded ("주문을 환불")
          r"(?<!의 )(?<![가-힣] )주문을 ?환불",
          r"(?:(?<=고 )|(?<=서 )|(?<=이 )|(?<=제 )|(?<=내 )|(?<=번 ))주문을 ?환불",
          r"다 ?환불", r"100 ?%"),
    everything=(r"전부", r"모두", r"다 (?:잘|왔|도착|받았)"),
    partial=(r"부분", r"일부"),
    rest=(r"나머지", r"다른 (?:상품|제품|것)", r"그 외"),
    shipping=(r"배송비", r"택배비", r"배송료", r"운송비", r"배송", r"택배", r"발송"),
    instead=(r"교환", r"교체", r"새 ?제품", r"새것", r"새 ?상품", r"재발송", r"재배송", r"수리", r"쿠폰", r"적립금",
             r"포인트",
             r"상품권", r"기프트 ?카드"),
    declined=(
              # the refund itself said to be a bother, a reason against it ("a refund is too much hassle")
              r"환불(?:은|는|하면|받으면)[^,.!?]{0,12}(?:번거롭|번거로워|귀찮)",
              # the money told not to be sent back ("don't send it back"): not to a destination, not "yet"
              r"환불(?:은|는)? ?(?:하지 ?마|하지 ?말아|해 ?주지 ?마|안 ?해 ?주셔도)", r"돈(?:은|는)? ?돌려 ?주지 ?마",
              r"환불 ?안 ?하셔도", r"환불(?:은|는)? ?(?:전혀 ?|하나도 ?)?(?:필요 ?없|원하지 ?않|안 해도|원치 ?않|괜찮)",
              # the money not wanted back ("돈은 전혀 돌려받고 싶지 않아요")
              r"돈(?:은|는)? ?(?:전혀 ?|하나도 ?)?(?:돌려 ?받고 ?싶지 ?않|돌려 ?받지 ?않아도|필요 ?없|원하지 ?않)",
              r"환불 ?(?:말고|대신)", r"환불보다",
              r"(?:교환|교체|재발송|새 ?제품|수리)(?:을|를|으로|로)? ?(?:원|부탁|희망|해 ?주|받고 ?싶)"),
    kept=(
          # kept for use, said as why it does not go back ("I'll use it, so I'm not returning it")
          r"(?:쓸|사용할|쓰고 ?있어서|쓰려고)"
          r" ?(?:거라서|거라|거니까|예정이라|생각이라)?\S* ?반품(?:은|하지|을)? ?(?:안|않)",
          r"(?:딱 ?)?맞아서", r"잘 ?맞", r"입을게", r"신을게", r"낄게", r"쓸게요", r"마음에 들어",
          r"괜찮(?:아요|습니다|은|아|으니|고)",
          r"문제(?:가)? ?없", r"멀쩡", r"정상(?:적으로)? ?(?:작동|동작)",
          r"(?:잘|완벽하게|완벽히|문제없이) ?(?:작동|돼요|됩니다|써요|맞아요)",
          r"만족", r"마음에 들", r"가지고 ?있을",
          r"제가 가지고 ?있", r"가졌(?:어요|습니다|고)", r"보관", r"그대로 ?(?:쓸|사용)",
          # "I'll keep it" ("모자는 가질게요", "그건 가지겠습니다")
          r"가질게", r"가지겠(?:습니다|어요)", r"킵할게",
          r"(?:은|는|도) (?:잘 |매일 )?(?:쓰고|사용하고) ?있(?:어요|습니다)"),
    # "안" negates as a word of its own, not as a noun's last syllable ("제안", an offer; "방안", "보안")
    negation=(r"(?<![\uac00-\ud7a3])안 ", r"않", r"못 ", r"없"),
    dropped=(r"없던 ?일로", r"잊어 ?주세요", r"신경 ?쓰지 ?마세요"),
    withdrawn=(
               # the return called off ("반품 안 할게요", "반품은 취소할게요")
               # (opening its clause: "양말은 반품 안 할게요" keeps the socks)
               r"(?<![^\s,.!?])(?<![\uac00-\ud7a3] )(?:그냥 |그럼 |이제 )?"
               r"반품(?:은|을|는)? ?(?:안 ?할|안 ?해|하지 ?않|취소(?! ?하지 ?(?:마|말)))",
               # the remedy tried (an update, a reset) fixed it, with no article before it
               r"(?:업데이트|초기화|재부팅|리셋|재시작)(?:로|으로|하니까|하니|했더니|하고 나니)? ?(?:이제 ?)?"
               r"(?:해결|고쳐|고쳤|됐|돼요|잘 ?돼)",
               # the suggestion tried and working ("해 보니 되네요": tried it, it works)
               r"해 ?보니(?:까)? ?(?:이제 ?|잘 ?)?(?:되네요|돼요|됐어요|됩니다)",
               # the cancellation called off, the parcel taken in ("no need to cancel, I'll take it")
               r"취소 ?(?:안 ?할게|안 ?해도|하지 ?않을게|하지 ?않아도|안 ?하셔도|안 ?하겠)", r"그냥 ?받(?:을게|겠)",
               # the goods were with someone who took them in (a neighbour, the concierge, a locker)
               r"(?:경비실|관리실|관리사무소|택배함|무인택배함|옆집|이웃집)에 ?있었",
               r"(?:옆집|이웃|경비실)에서 ?(?:받아|보관)",
               # the refund itself cancelled (its word inside these asks nothing:
               # reading._unasked_inside_withdrawal)
               r"환불(?: ?(?:요청|신청))?(?:을|은|는)? ?(?:취소|철회)(?! ?하지 ?(?:마|말))",
               r"고쳤(?:어요|습니다|어)",
               r"지금은 ?(?:잘 ?)?(?:돼요|됩니다|작동)", r"이제 ?잘 ?돼",
               r"(?:요청|신청|문의)(?:을|를)? ?(?:취소|철회)", r"철회", r"없던 ?일로", r"결국 ?(?:도착|받았|왔)",
               r"(?:방금|이제|지금) ?(?:도착|받았|왔)", r"이제 ?(?:다 )?괜찮아",
               r"찾았(?:어요|습니다)",
               r"해결(?:됐|되었|했)", r"필요 ?없(?:어졌|게 ?되었)", r"이제 ?(?:작동|잘 ?돼|됩니다|돼요|되네요)",
               r"(?<!때 )제 ?실수",
               r"착각",
               r"티켓(?:을)? ?닫아"),
    complaint=(
               # wet, soaked, damaged by water
               r"젖(?:어|었|은|음)", r"침수", r"축축",
               # came apart: unglued, unstitched at a seam, fallen to pieces
               r"(?:밑창|접착|본드|실밥|박음질)(?:이|가)? ?(?:떨어|벌어|뜯어|터지|터졌|풀리|풀렸)",
               # a heater that does not heat, a cooler that does not cool
               r"따뜻해지지 않", r"뜨거워지지 않", r"데워지지 않", r"안 데워", r"시원해지지 않",
               # a parcel gone missing ("disappeared", "vanished")
               r"사라졌", r"사라진",
               # a colour faded, washed out ("faded")
               r"색이 바래", r"색 ?바램", r"물 ?빠", r"탈색",
               r"파손", r"깨졌", r"깨져", r"깨진", r"부서", r"고장", r"불량", r"결함", r"작동(?:하지)? ?않",
               r"금이 (?:갔|가 ?있|간)", r"금 간",  # cracked ("a crack went")
               r"작동 ?안", r"안 ?돼",
               r"못 ?받", r"안 ?왔", r"도착하지 ?않", r"누락", r"빠져", r"부족", r"흠집", r"스크래치", r"얼룩",
               r"찢어", r"누수",
               r"새(?:요|고|서)", r"지연", r"늦게", r"분실", r"잘못(?:된)? ?(?:상품|사이즈|색상|제품)",
               r"다른 ?(?:상품|제품)이",
               r"설명과 ?다", r"이중 ?결제", r"두 ?번 ?결제", r"실망", r"구멍", r"녹슬", r"유통기한", r"휘어",
               r"깜빡"),
    difference=(r"더 (?:결제|청구|빠져)", r"과다", r"차액", r"가격 ?인하", r"가격이 ?(?:내렸|떨어졌)", r"세일", r"할인",
                r"더 ?싸", r"초과 ?결제",
                r"가격 ?조정"),
    back=(r"돌려", r"환불", r"할인"),
    accept=(r"좋아요", r"괜찮아요", r"동의", r"수락", r"그렇게 ?(?:해|할게)", r"할게요", r"로 할게",
            # an offer received or taken up ("그렇게 받을게요", "제안 받아들일게요"); the negative
            # forms ("받지 않겠", "받아들이지 않") hold none of these
            r"받을게", r"받겠습니다", r"받아들일게", r"받아들이겠",
            # a share settled for ("20% 할인으로 만족할게요", "반값이면 납득합니다")
            r"만족할게", r"만족하겠", r"납득"),
    yes=(r"네", r"예", r"좋아요", r"감사", r"고마워", r"괜찮아요"),
    please=(r"부탁", r"주세요", r"해주세요"),
    order=(r"주문", r"합계", r"총액", r"금액", r"구매", r"결제", r"전부", r"전체"),
    contrast=(r"하지만", r"그런데", r"그러나", r"다만", r"제외", r"빼고", r"반면"),
    shares={r"절반": "1/2", r"반값": "1/2", r"반액": "1/2"},
    # "the second one" ("두 번째 것은"): one unit of a line of two or more
    one_of=(r"두 ?번째(?= ?(?:것|거|제품|상품)(?:은|는|을|를|도)?(?!\w))",),
    count_of=(r"(?P<whole>{N}) ?" + _C + r" ?중(?:에서|에)? ?(?P<part>{N})",),
    fraction=(r"(?P<den>{N}) ?분의 ?(?P<num>{N})",),
    percent=(r"(?P<n>{N}) ?(?:%|퍼센트|프로)",),
    quote_head=(r".{2,120}(?:님이|이|가) 작성(?:함|했습니다)?[:：]?", r".{2,80} 작성[:：]"),
    forward_head=(r"-{2,}\s*(?:전달된 ?메시지|원본 ?메시지|전달 ?메일)\s*-*", r"전달된 ?(?:메시지|메일)[:：]?"),
    header_field=(r"보낸 ?사람", r"받는 ?사람", r"보낸 ?날짜", r"제목", r"날짜", r"참조"),
    pasted=(
            # a shop's own document pasted (an order confirmation, a receipt, an invoice, its tracking):
            # the shop's words, not the customer's request
            r"(?:주문 ?확인|확인 ?메일|영수증|송장|배송 ?(?:안내|알림))\S{0,12}\s*[:：]$",
            r"아래\S{0,4}(?:알림|메시지|내용|메일)",
            r"아래(?:는|의)? ?\S{0,20}(?:메시지|답변|리뷰|채팅|대화|내용|메일)", r"복사(?:한|해)", r"붙여 ?넣"),
    system=(r"면책 ?조항", r"기밀 ?유지 ?안내",
            r"시스템", r"자동", r"봇", r"관리자", r"직원", r"상담원", r"고객 ?(?:센터|지원|서비스)", r"지원팀",
            r"내부 ?메모", r"알림",
            r"공지", r"보안", r"매니저", r"팀장", r"회신 ?불가"),
    approved=(r"승인 ?코드",  # an approval's code quoted
              r"환불(?:이|은|가)? ?(?:승인|처리|확정|완료|지급)(?:되었|됐|되|완료|했)", r"승인(?:됨|완료|되었)",
              r"환불 ?대상",
              r"환불 ?금액[:：]"),
    ai=(r"ai", r"인공지능", r"어시스턴트", r"비서", r"챗봇", r"봇", r"언어 ?모델", r"모델", r"에이전트"),
    address=(r"메모", r"참고", r"주의", r"지시", r"안내", r"메시지"),
    address_to=(r"에게", r"께", r"님"),
    override=(r"잊고", r"잊어", r"무시(?:하고|해|하세요|하십시오|하라)", r"잊어(?:버려|버리고|라)", r"따르지 ?마",
              r"덮어쓰"),
    rules=(r"지시(?:사항)?", r"규칙", r"명령", r"프롬프트", r"제한", r"가이드라인", r"정책"),
    prior=(r"이전(?:의)?", r"앞의", r"위의", r"모든", r"기존(?:의)?", r"시스템(?:의)?"),
    role=(r"너는 ?이제", r"당신은 ?이제", r"지금부터 ?(?:너|당신)(?:는|은)", r"인 ?척", r"개발자 ?모드",
          r"관리자 ?모드", r"새로운 ?지시"),
    # the reader called by what it is ("as an AI", "if you are an AI"): a new role only with an
    # instruction beside it (``called``)
    as_ai=(r"(?:ai|인공지능|어시스턴트|봇)(?:라면|이라면)",),
    # the reader's reply dictated word for word ("reply only 'done'")
    scripted=(rf"(?:답장|답변|회신|대답)(?:은|는)? ?{QUOTED}(?:만|라고만)",),
    bypass=(r"묻지 ?(?:마|말)",
            r"(?:에스컬레이션|확인|검증|승인|검토) ?(?:절차 ?|과정 ?)?(?:하지 ?마|없이|불필요|생략)",
            r"사람에게 ?(?:묻지|확인하지) ?(?:말고|마)"),
    boss=(r"매니저", r"책임자", r"관리자", r"팀장", r"점장", r"사장", r"상사"),
    approve=(r"승인", r"허가", r"결재"),
    authority=(r"이미 ?승인", r"사전 ?승인",
               r"(?:매니저|팀장|관리자|상사|사장)(?:님)?(?:이|가|께서)? ?\S{0,10}(?:승인|허락|말씀|약속|지시)",
               r"정책(?:에 ?따라|상)\S{0,20}(?:해야|하셔야)"),
    directive=(r"(?:상담원|에이전트|어시스턴트|ai|봇)(?:은|는|이|가)? ?\S{0,10}(?:환불해야|승인해야|지급해야)",
               # staff said to be told to refund ("모든 상담원이 ... 환불하도록 지시하셨다")
               r"(?:상담원|에이전트|어시스턴트|직원|담당자|ai|봇)[^.!?\n]{0,40}?(?:환불|지급|승인)(?:을 ?)?"
               r"(?:하도록|하라고|해 ?주(?:도록|라고)|해 ?드리(?:도록|라고)) ?(?:지시|명령|지침)"),
    command=(r"환불(?:을)? ?(?:처리|진행|승인|지급)(?:하세요|하십시오|해라|하라)", r"티켓을 ?(?:해결|종료)"),
    obliged=(r"해야", r"하여야", r"의무"),
    scope=(r"모든 ?주문", r"다른 ?주문(?:도|까지)"),
    function=frozenset(["이", "가", "은", "는", "을", "를", "에", "의", "도", "와", "과", "요", "다"]),
)
