"""Chinese, simplified and traditional. Words are not written apart: entries match anywhere.
Chinese numerals (三千五百, 两万, 1万2千) are read as digits first (``numbers``)."""

from service.judgment.tables import QUOTED, Table

# what may follow a price's tenths paid ("八折吧", "八折处理", "八折退差价"), never a fold's
# thing ("三折伞")
PAID_AFTER = (r"[的左上吧吗嗎呢啊呀了，。,.!?！？、\s]|$|处理|處理|退|返|赔|賠|补|補|优惠|優惠|价|價|算|计|計"
               r"|结|結|就|也|给|給|可以|后|後|买|買")
_C = r"(?:个|個|件|只|隻|双|雙|套|支|条|條|张|張|本|盒|包|台|对|對|袋|瓶|罐|箱|份|卷|根|颗|顆|副)?"  # a measure word

TABLE = Table(
    code="zh",
    spaced=False,
    # "杯和杯套一起退": a bare 退 after "together", "all" asks the things back (not 退货 alone)
    # "手托没问题，只退键盘": a bare 退 after "only" asks that thing back, the rest kept
    refund=(r"(?:一起|都|全部|全|只|仅|僅)退(?![货貨换換])", r"退\S{0,8}(?:钱|錢|款)", r"(?:钱|錢)退", r"退款",
            r"退钱", r"退錢",
            r"退还", r"退還", r"返还", r"返還",
            r"把(?:钱|錢)退", r"退回(?:钱|錢|货款|貨款|款)",
            r"赔偿", r"賠償", r"补偿", r"補償", r"还我(?:钱|錢)", r"(?:钱|錢)我?要回", r"要回(?:钱|錢|那)",
            r"還我(?:钱|錢)", r"退(?:给|給)我",
            # the thing taken off the bill, asked with 把 ("麻烦把多收的那一笔退掉")
            r"把[^，。！？,.!?；]{0,16}退(?:掉|了吧|一下)",
            r"退货退款",
            r"退貨退款"),
    full=(r"全部退", r"都退", r"全额", r"全額", r"全部退", r"全款", r"整个订单", r"整個訂單",
          r"全部(?:的)?(?:钱|錢|款)", r"取消(?:整个|整個)?(?:订单|訂單)",
          r"全退", r"所有(?:的)?(?:钱|錢)", r"100 ?%"),
    everything=(r"全部", r"都(?:到了|收到了|没问题|好)", r"一切"),
    partial=(r"部分",),
    rest=(r"其余", r"其餘", r"剩下的", r"其他(?:商品|东西|東西)?"),
    shipping=(r"运费", r"運費", r"邮费", r"郵費", r"快递费", r"快遞費", r"配送费", r"配送費", r"物流费", r"物流費",
              r"发货", r"發貨",
              r"配送", r"快递", r"快遞", r"加急", r"特快"),
    instead=(
             # a new one of the thing, or of a part of it, to be sent ("send me a new jug")
             r"(?:寄|发|發|补发|補發)(?:给我|給我)?(?:一个|一個|一只|一隻|一件|一套|个|個|只)?新",
             r"换货", r"換貨", r"更换", r"更換", r"换(?:一个|個|个)", r"換(?:一個|個)", r"新的", r"补发", r"補發",
             r"重新发货", r"重新發貨",
             r"维修", r"維修", r"优惠券", r"優惠券", r"代金券", r"礼品卡", r"禮品卡", r"积分", r"積分", r"店铺余额",
             r"店鋪餘額"),
    declined=(
              # the refund itself said to be a bother, a reason against it ("a refund is too much hassle")
              r"退(?:款|钱|錢)[^，,。.!！?？]{0,10}(?:很|太|好|挺|更|真)?麻(?:烦|煩)",
              r"退(?:款|钱|錢)(?:的话|的話)[^。.!！?？]{0,12}麻(?:烦|煩)",
              # the money told not to be sent back ("don't send it back"): not to a destination, not "yet"
              r"(?:不要|别|別|不用|无需|無需|不必)(?:给我|給我)?(?:退款|退钱|退錢|把钱退|把錢退)",
              r"不(?:需要|要|用|必|想要)(?:任何)?退(?:款|钱|錢)", r"退(?:款|钱|錢)(?:就)?(?:不用|不需要|不必)了",
              r"不退款", r"无需退款", r"無需退款", r"不是要退",
              r"不想退款",
              r"(?:只要|只想|希望|想要|我要|请|請)\S{0,4}(?:换货|換貨|更换|更換|补发|補發|维修|維修|换一个|換一個)",
              r"(?:换货|換貨|补发|補發)就(?:行|好|可以)"),
    kept=(
          # kept for use, said as why it does not go back ("I'll use it, so I'm not returning it")
          r"(?:要用|会用|會用|自己用|留着用|留著用|还要用|還要用"
          r"|在用)[，,、]? ?(?:所以|就|因此)?(?:不退|不用退|不打算退)",
          r"保留", r"留着", r"留著", r"没问题", r"沒問題", r"没事", r"沒事", r"没坏", r"沒壞",
          r"没有问题", r"沒有問題", r"完好",
          r"正常(?:使用|工作|运作|運作)?",
          r"能用", r"好用", r"可以用", r"(?:还|還|一直|每天)在用",
          r"满意", r"滿意", r"挺好", r"很好", r"不错", r"不錯",
          # it fits, it stays ("裤子很合适留下啦"; never "留下了划痕", it left scratches)
          r"(?:很|挺|非常|刚好|剛好|正好)合(?:适|適)", r"留下(?:了|啦|吧|来|來)?(?=$|[，,。.！!～])",
          r"(?:很|挺|非常|特别|特別)喜(?:欢|歡)"),
    negation=(r"不", r"没", r"沒", r"无", r"無", r"未", r"别", r"別"),
    dropped=(r"算了", r"不用退了", r"不用退款了", r"当我没说", r"當我沒說"),
    withdrawn=(
               # the remedy tried (an update, a reset) fixed it, with no article before it
               r"(?:更新|升级|升級|重置|重启|重啓|重新启动|恢复出厂)(?:以后|之後|之后|後|后)?就?(?:好了|解决了|解決了|修好了|能用了|正常了)",
               r"不(?:用|需要)退(?:货|貨)了",
               # the cancellation called off, the ticket to be closed ("不取消了", "工单可以关了")
               r"不(?:用|需要)?取消了", r"(?:工单|工單)(?:可以|可)?(?:关|關)(?:闭|閉|掉)?了",
               # opening its clause ("……，不退了"; "耳塞不退了" keeps the earplugs)
               r"(?:，|,|。|！|!)(?:不退了|不用退了|不退货了|不退貨了|不退款了|就不退了|那就不退了|还是不退了|還是不退了)",
               # the goods were with someone who took them in (a neighbour, the concierge, a locker)
               r"原来在(?:快递柜|门卫|保安室|驿站|邻居)",
               r"(?:邻居|鄰居|门卫|門衛|物业|物業)(?:帮我)?(?:代收了|收了|拿了)",
               # the refund itself cancelled (its word inside these asks nothing:
               # reading._unasked_inside_withdrawal)
               # (not the whole order cancelled and refunded: "请帮我整笔取消退款")
               r"(?<!整笔)(?<!整筆)(?<!整单)(?<!整單)(?<!订单)(?<!訂單)(?<!全部)"
               r"(?:取消|撤销|撤銷|撤回)(?:一下)?(?:这个|這個|我的)?(?:退款|退錢|退钱)",
               r"(?:退款|退钱|退錢)(?:申请|申請)?(?:就|请|請)?(?:取消|撤销|撤銷|撤回)",
               r"不用了", r"算了", r"撤回", r"撤销", r"撤銷", r"取消(?:我的)?(?:申请|申請|请求|請求|投诉|投訴)",
               r"(?:终于|終於|后来|後來|最后|最後)(?:收到|找到|到了)", r"找到了",
               r"(?:刚刚|剛剛|刚才|剛才)(?:收到|到)了", r"(?:已经|已經)?解决了",
               r"(?:已经|已經)?解決了",
               r"不需要了", r"现在(?:能用|好了|正常)", r"現在(?:能用|好了|正常)", r"我(?:的错|的錯|搞错了|搞錯了)",
               r"误会", r"誤會",
               r"可以关闭", r"可以關閉"),
    complaint=(
               # wet, soaked, damaged by water
               r"湿了", r"濕了", r"湿透", r"濕透", r"受潮", r"进水", r"進水", r"泡水", r"淋湿", r"淋濕",
               # came apart: unglued, unstitched at a seam, fallen to pieces
               r"开胶", r"開膠", r"脱胶", r"脫膠", r"开线", r"開線", r"散架",
               # a heater that does not heat, a cooler that does not cool
               r"不热", r"不加热", r"不制冷", r"不熱", r"不加熱",
               # a parcel gone missing ("disappeared", "vanished")
               r"不见了", r"丢了", r"消失",
               # a colour faded, washed out ("faded")
               r"褪色", r"掉色", r"退色",
               r"坏", r"壞", r"破损", r"破損", r"损坏", r"損壞", r"碎", r"裂", r"故障", r"缺陷", r"瑕疵", r"不能用",
               r"无法使用",
               r"無法使用", r"不工作", r"没收到", r"沒收到", r"未收到", r"没到", r"沒到", r"缺少", r"少了", r"漏发",
               r"漏發",
               r"划痕", r"劃痕", r"污渍", r"污漬", r"破了", r"漏", r"延迟", r"延遲", r"迟到", r"遲到", r"晚到",
               r"丢失", r"丟失",
               r"发错", r"發錯", r"错(?:的)?(?:尺码|颜色|商品)", r"錯(?:的)?(?:尺碼|顏色|商品)", r"与描述不符",
               r"與描述不符",
               r"重复扣款", r"重複扣款", r"扣了两次", r"扣了兩次", r"失望", r"洞", r"生锈", r"生鏽", r"过期", r"過期",
               r"变形", r"變形", r"闪烁", r"閃爍"),
    difference=(r"多扣", r"多收", r"多付", r"差价", r"差價", r"降价", r"降價", r"便宜了", r"打折", r"促销", r"促銷",
                r"价格调整", r"價格調整",
                r"多付了",
                r"保价", r"保價"),
    back=(r"退", r"拿回", r"要回", r"返还", r"返還", r"折扣", r"优惠", r"優惠"),
    accept=(r"好吧", r"可以", r"同意", r"接受", r"好的", r"就这样", r"就這樣",
            # a share settled for ("打八折我也认了")
            r"认了", r"認了"),
    yes=(r"好的", r"好吧", r"可以", r"谢谢", r"謝謝", r"行", r"嗯"),
    please=(r"请", r"請", r"麻烦", r"麻煩"),
    order=(
           # the goods' price, all the lines (a share's base)
           r"货款", r"貨款", r"商品(?:总|總)?(?:价格|價格|价|價)",
           r"订单", r"訂單", r"总额", r"總額", r"总价", r"總價", r"金额", r"金額", r"购买", r"購買", r"付款", r"全部"),
    contrast=(r"但是", r"但", r"不过", r"不過", r"可是", r"除了", r"只有", r"只是", r"然而"),
    # (tenths counted in numerals, "三成": not what succeeds or is made, "成功", "成品")
    shares={r"一半": "1/2", r"半价": "1/2", r"半價": "1/2",
            **{rf"{k}成(?=[的左上吧吗嗎呢，。,.!?！？\s]|$|退|返|赔|賠|补|補|款|钱|錢|价|價)": f"{i}/10"
               for i, k in enumerate("一二三四五六七八九", 1)},
            # a price's tenths PAID ("打八折", "按七五折处理": pay eight tenths, two back), not a
            # fold ("三折伞", "两折叠"): the share back is what is not paid
            **{rf"(?<![一二三四五六七八九两兩\d.]){k}{'五' if half else ''}折(?={PAID_AFTER})":
               f"{20 - 2 * i - half}/20"
               for i, k in enumerate("一二三四五六七八九", 1) for half in (0, 1)}},
    # "the second one" of a counter ("第二瓶", "第2件"): one unit of a line of two or more
    one_of=(r"第(?:2|二)(?=(?:瓶|个|個|件|台|双|雙|本|张|張|支|盒|套|条|條))",),
    count_of=(r"(?P<whole>{N})" + _C
              + r"(?:中的?|里的?|裡的?|里面的?|裡面的?|当中的?|當中的?|之中的?)(?:有)?(?P<part>{N})",),
    fraction=(r"(?P<den>{N})分之(?P<num>{N})",),
    percent=(r"(?P<n>{N}) ?%", r"百分之(?P<n>{N})"),
    quote_head=(r".{2,120}(?:写道|寫道)[:：]?",),
    forward_head=(r"-{2,}\s*(?:转发的?邮件|轉寄的?郵件|原始邮件|原始郵件|转发消息|轉發訊息)\s*-*",
                  r"(?:转发|轉寄|轉發)(?:的)?(?:邮件|郵件|消息|訊息)[:：]?"),
    header_field=(r"发件人", r"發件人", r"寄件者", r"发送时间", r"寄件日期", r"收件人", r"收件者", r"主题", r"主旨",
                  r"日期", r"抄送"),
    pasted=(
            # a shop's own document pasted (an order confirmation, a receipt, an invoice, its tracking):
            # the shop's words, not the customer's request
            r"(?:订单确认|訂單確認|确认邮件|確認郵件|收据|收據|发票|發票|发货通知|發貨通知)\S{0,12}[:：]$",
            r"下面的?\S{0,4}(?:通知|消息|内容|邮件|郵件|短信)", r"如下",
            r"以下是\S{0,20}(?:消息|回复|回覆|评价|評價|聊天|对话|對話|内容|內容|邮件|郵件)", r"复制",
            r"複製", r"粘贴", r"貼上"),
    system=(r"免责声明", r"免責聲明", r"保密声明",
            r"系统", r"系統", r"自动", r"自動", r"机器人", r"機器人", r"管理员", r"管理員", r"客服", r"工作人员",
            r"工作人員",
            r"员工", r"員工", r"支持团队", r"支持團隊", r"内部备注", r"內部備註", r"通知", r"公告", r"安全", r"经理",
            r"經理",
            r"主管", r"请勿回复", r"請勿回覆"),
    approved=(r"(?:批准|审批|審批)(?:码|碼)",  # an approval's code quoted
              r"退款(?:已|已经|已經)?(?:被)?(?:批准|核准|审批|審批|确认|確認|处理|處理|通过|通過|发放|發放)",
              r"已批准", r"已核准",
              r"符合退款条件", r"符合退款條件", r"退款金额[:：]", r"退款金額[:：]"),
    ai=(r"ai", r"人工智能", r"人工智慧", r"助手", r"助理", r"机器人", r"機器人", r"聊天机器人", r"语言模型",
        r"語言模型", r"模型",
        r"智能体", r"智能體", r"代理"),
    address=(r"备注", r"備註", r"注意", r"指示", r"提示", r"说明", r"說明", r"消息", r"訊息"),
    address_to=(r"给", r"給", r"致"),
    override=(r"别管", r"不要管", r"不用管", r"不用理", r"抛开", r"忽略", r"无视", r"無視", r"忘记", r"忘記",
              r"不要理会", r"不要理會", r"覆盖", r"覆蓋"),
    rules=(r"指令", r"指示", r"规则", r"規則", r"提示词", r"提示詞", r"限制", r"政策", r"设定", r"設定"),
    prior=(r"之前(?:的)?", r"以前(?:的)?", r"上面(?:的)?", r"所有(?:的)?", r"先前(?:的)?", r"系统(?:的)?",
           r"系統(?:的)?"),
    role=(r"你现在是", r"你現在是", r"从现在开始你", r"從現在開始你", r"假装你是", r"假裝你是", r"开发者模式",
          r"開發者模式",
          r"管理员模式", r"管理員模式", r"新的指令"),
    # the reader called by what it is ("as an AI", "if you are an AI"): a new role only with an
    # instruction beside it (``called``)
    as_ai=(r"如果你是(?:ai|人工智能|助手|机器人|機器人|模型)",),
    # the reader's reply dictated word for word ("reply only 'done'")
    scripted=(rf"(?:只|仅|僅)(?:需|能)?(?:回复|回覆|回答|答复|答覆)\S{{0,2}}{QUOTED}",),
    bypass=(r"不要(?:再)?(?:确认|確認|询问|詢問|提问|提問)",
            r"不要(?:升级|升級|上报|上報|核实|核實|验证|驗證|审核|審核|询问|詢問)", r"无需(?:审核|审批|验证|人工)",
            r"無需(?:審核|審批|驗證|人工)", r"跳过(?:审核|验证|审批)", r"跳過(?:審核|驗證|審批)",
            r"不经(?:过)?(?:审核|审批|核实|验证|确认)",
            r"不經(?:過)?(?:審核|審批|核實|驗證|確認)"),
    boss=(r"经理", r"經理", r"主管", r"负责人", r"負責人", r"店长", r"店長", r"老板", r"老闆", r"管理员", r"管理員"),
    approve=(r"批准", r"同意了", r"审批", r"審批", r"核准"),
    authority=(r"已(?:经|經)?(?:批准|核准)",
               r"(?:经理|經理|主管|老板|老闆)(?:已经|已經|已)?(?:批准|核准|同意|说|說|答应|答應)",
               r"根据\S{0,10}(?:政策|规定)\S{0,20}(?:必须|应该)", r"根據\S{0,10}(?:政策|規定)\S{0,20}(?:必須|應該)"),
    directive=(r"(?:客服|代理|助手|ai|机器人|機器人|模型)(?:必须|必須|应该|應該|需要)(?:立即)?(?:退款|批准|支付)",
               # staff said to be told to refund ("主管已指示所有客服…全额退款")
               r"(?:指示|命令|吩咐|要求)(?:了)?(?:所有|全部|各位)?(?:的)?(?:客服|代理|助手|ai|机器人|機器人|员工|員工"
               r"|工作人员|工作人員)[^。！？\n]{0,20}?(?:退款|退钱|退錢)"),
    command=(
             r"(?:立即|马上|馬上)?(?:处理|處理|执行|執行|发放|發放|批准)(?:这笔|這筆|该笔|該筆|这个|這個|全额"
             r"|全額)?退款",
             r"把(?:工单|工單)(?:标记|標記|关闭|關閉)"),
    obliged=(r"必须", r"必須", r"应当", r"應當", r"须", r"須", r"有义务", r"有義務"),
    scope=(r"所有(?:的)?(?:订单|訂單)", r"其他(?:订单|訂單)也"),
    function=frozenset(["的", "了", "是", "我", "你", "在", "不", "有", "这", "那", "就", "也"]),
)
