"""Japanese. Words are not written apart: entries match anywhere. Kanji numerals (三千五百, 1万2千)
and full-width digits are read as digits first (``numbers``); counts take a counter (個, 点, 枚)."""

from service.judgment.tables import QUOTED, Table

_C = r"(?:個|点|つ|枚|本|足|着|組|セット|台|冊|箱|袋|品|パック|缶|瓶)?"  # a counter after a number

TABLE = Table(
    code="ja",
    spaced=False,
    refund=(r"返金", r"払い?戻", r"払戻", r"返還", r"代金(?:を)?(?:返|戻)", r"お金(?:を)?(?:返|戻)",
            r"返して(?:ください|ほしい|欲しい|下さい)",
            r"補償", r"賠償", r"キャッシュバック", r"返品(?:・|と|して)?返金", r"返ってこ", r"返却(?:して|を)"),
    full=(r"全部返品", r"全て返品", r"すべて返品", r"全額", r"全部(?:返金|返して|払い戻)", r"注文(?:全体|全部|すべて)",
          r"(?:すべて|全て)(?:返金|返して|払い戻)",
          r"(?:注文|購入)(?:を)?(?:全て|すべて)?キャンセル",
          # the order itself refunded ("注文を返金")
          r"(?:(?<!の)|(?<=[こそ]の))注文(?:を|は)?(?:返金|払い戻)",
          r"支払った(?:金額|分)(?:全額|すべて|全部)", r"100 ?%"),
    everything=(r"全部", r"すべて", r"全て", r"一式"),
    partial=(r"一部", r"部分"),
    rest=(r"残り", r"他の(?:商品|もの|品)", r"その他", r"ほか(?:の商品)?"),
    shipping=(r"送料", r"配送料", r"配送", r"発送", r"配達", r"運賃", r"送付", r"速達", r"お急ぎ便", r"特急便"),
    instead=(r"交換", r"代替品", r"代わりの(?:商品|品)", r"新しい(?:もの|物|商品|品)", r"新品", r"修理", r"再送",
             r"再発送",
             r"クーポン", r"ギフトカード", r"ポイント", r"ストアクレジット"),
    declined=(
              # the refund itself said to be a bother, a reason against it ("a refund is too much hassle")
              r"返金(?:は|だと|だと、|するのは|の方が)[^、。.!！?？]{0,10}(?:面倒|めんどう|めんどくさ|手間)",
              # the money told not to be sent back ("don't send it back"): not to a destination, not "yet"
              r"返金(?:は|を)?(?:しないで|なさらないで|されなくて)",
              r"返金(?:は)?(?:不要|いりません|要りません|結構です|必要ありません|希望しません|求めていません"
              r"|望みません)",
              # waved off with "は": "返金はいいです" (not "返金がいい", a refund preferred)
              r"返金は(?:もう)?(?:いい|大丈夫|けっこう)(?:です)?(?![か?？])",
              r"返金では(?:なく|ありません)", r"返金より", r"返金しなくて",
              r"お金(?:は)?(?:一切|全く)?(?:いりません|要りません|不要|結構です)",
              # the money not to be given back ("お金は一切返していただかなくて結構です")
              r"返(?:して|さ)(?:いただか|もらわ|くださら)?なくて(?:も)?(?:結構|大丈夫|いい|構いません|かまいません)",
              r"(?:交換|新品|代替品|修理|再送)(?:を|で)?(?:希望|お願い|してほしい|してください|して下さい|いただけ"
              r"|が良い|がいい)"),
    kept=(
          # kept for use, said as why it does not go back ("I'll use it, so I'm not returning it")
          r"(?:使う|使います|使いたい|使用する|使用します|使っている|使ってる)(?:ので|から)、?(?:返品|返送|返却)(?:は|も)?(?:しません|しない|せず|しないで)",
          r"問題(?:は)?(?:ありません|ない|なし|なく)", r"大丈夫", r"無事(?:に)?(?:届|到着)", r"無事です",
          r"正常に(?:動|作動|機能|使え)",
          r"(?:ちゃんと|問題なく|完璧に|しっかり)(?:動|使え)", r"(?:は|も)(?:まだ|今も|今でも)?元気(?:です|に|だ|よ)",
          r"使えて(?:い)?ます", r"気に入って", r"手元に(?:置|残)",
          r"気に入(?:った|りました|ってる)",
          r"(?:そのまま|このまま)(?:使|保管)", r"そのままで(?:ok|いい|良い|よい|結構)",
          r"満足", r"(?:保管|保持)します", r"良好", r"きれいな状態",
          r"(?:は|も)(?:今も|毎日|普通に)?(?:使って|使用して)(?:い)?ます",
          # kept in use for a reason given ("気に入ったので使ってます")
          r"(?:ので|から)(?:今も|毎日|普通に)?(?:使って|使用して)(?:い)?ます",
          # kept for use, said as what they will do ("かわいいので使います")
          r"(?:ので|から)、?(?:これからも|このまま|普通に)?(?:使います|使わせて(?:いただき|もらい)ます)"),
    # "再送は結構です", "交換は不要です": a remedy said not wanted (never "交換で結構です", an
    # exchange is fine)
    negation=(r"ない", r"ません", r"なかった", r"ず", r"未", r"無い", r"(?:は|も)(?:結構|不要)"),
    dropped=(r"なかったことに", r"忘れてください", r"気にしないでください"),
    # "届きました" (it came after all) withdraws; "割れて届きました" (it came broken) does not
    withdrawn=(
               # the return called off ("返品はやめます", "返品を取り消します"; not "イヤーピースは使うので
               # 返品しません", a line kept)
               r"(?<![^\s、。，,])(?:やはり|やっぱり)?返品(?:は|を)?(?:やめ|止め|取り消|キャンセル)",
               # the remedy tried (an update, a reset) fixed it, with no article before it
               r"(?:アップデート|更新|リセット|初期化|再起動)(?:で|したら|すると|して)(?:直り|直っ|解決し|治り|使えるように|動くように)",
               # the cancellation called off, the parcel taken in ("no need to cancel, I'll take it")
               r"キャンセル(?:は|を)?(?:やめ|取りやめ|しません|しないで(?:おき|いい|大丈夫))",
               r"(?:そのまま|では|じゃあ|それなら)受け取ります",
               # the fix tried worked ("that did it"), it plays again, the ticket may be closed
               r"うまく(?:いき|行き|いっ|行っ)(?:まし|た)",
               r"(?:今は|もう|今では)(?:普通に|正常に|問題なく)(?:動|使え|聞け|鳴|接続でき)",
               # the goods were with someone who took them in (a neighbour, the concierge, a locker)
               r"(?:管理人|宅配ボックス|お隣|隣の|隣人|受付)\S{0,6}(?:届いていました|預かって|受け取って|ありました)",
               # the refund itself cancelled (its word inside these asks nothing:
               # reading._unasked_inside_withdrawal)
               r"返金(?:は|を)?(?:取り消し|取消|キャンセル|撤回)",
               r"お騒がせ", r"(?<![てで])届いています", r"(?<![てで])届きました", r"受け取(?:り|って)(?:まし|い)",
               r"見つかり",
               r"(?:申請|依頼|問い合わせ|お問い合わせ|リクエスト|返金(?:申請|依頼)?)(?:を|は)?(?:取り消し|取消|撤回"
               r"|キャンセル)",
               r"なかったことに", r"(?:結局|やっと|ようやく|後から|あとから)\S{0,8}(?:届き|届い|到着|見つか)",
               r"見つかりました",
               r"解決(?:しました|いたしました|済み)", r"不要になりました",
               # ("前のメールは無視してください": a message set aside, corrected, withdraws nothing)
               r"(?<!メールは)(?<!メールを)(?<!メッセージは)(?<!メッセージを)(?<!連絡は)(?<!連絡を)"
               r"(?:忘れて|無視して)(?:ください|下さい)",
               r"(?:今は|もう)(?:動|使え)",
               # (a mistake made when ordering, "注文時の私のミスでした", is why goods go back)
               r"(?<!時の)(?<!際の)(?<!時の私の)(?<!際の私の)(?:私の)?(?:勘違い|ミス|間違い)でした",
               r"チケット(?:を)?(?:閉じて|クローズ)"),
    complaint=(
               # wet, soaked, damaged by water
               r"濡れ", r"ぬれて", r"水浸し", r"水没",
               # came apart: unglued, unstitched at a seam, fallen to pieces
               r"剥がれ", r"はがれ", r"ほつれ", r"バラバラに",
               # one thing ordered, another come ("ネイビーを頼みましたが、ピンクが届きました"): a
               # wrong item, whose "届きました" withdraws nothing (``preference.withdrawing``)
               r"(?:頼み|頼ん|注文し|購入し|買い|買っ)(?:ました|た|だ)(?:が|のに|けど|けれど)[、,]?[^。！？!?]{1,20}?"
               r"(?:が|は)届(?:きました|いた|いています|きます)",
               # a heater that does not heat, a cooler that does not cool
               r"温まらない", r"熱くならない", r"冷えない",
               # a parcel gone missing ("disappeared", "vanished")
               r"行方不明", r"消えた",
               # a colour faded, washed out ("faded")
               r"色あせ", r"色褪せ", r"色落ち", r"退色",
               r"壊れ", r"破損", r"割れ", r"故障", r"不良", r"欠陥", r"動かな", r"作動しな", r"届か(?:ない|ず)",
               r"届いていな",
               r"未着", r"不足", r"足りな", r"入っていな", r"傷", r"汚れ", r"破れ", r"漏れ", r"遅れ", r"遅延", r"紛失",
               r"間違(?:い|った|って)", r"違う(?:商品|サイズ|色|もの)", r"説明と(?:違|異な)", r"使えな",
               r"二重(?:請求|決済|引き落とし)",
               r"がっかり", r"穴", r"錆", r"さび", r"期限切れ", r"曲が", r"欠け", r"点滅", r"ひび"),
    difference=(r"多く(?:請求|引き落と|払)", r"過剰", r"余分に", r"差額", r"値下げ", r"値下がり", r"安くなって",
                r"セール", r"割引", r"払いすぎ", r"価格調整",
                r"値引き"),
    back=(r"返して", r"返金", r"戻して", r"値引き", r"割引"),
    accept=(r"承知", r"了解", r"それで(?:お願い|大丈夫|いい|結構)", r"構いません", r"受け入れ", r"でお願いします",
            r"で大丈夫",
            # a share settled for ("20%オフで納得します", "半額で妥協します")
            r"納得", r"妥協"),
    yes=(r"はい", r"ありがとう", r"お願いします", r"承知", r"了解", r"大丈夫です"),
    please=(r"お願い", r"ください", r"下さい", r"いただけ"),
    order=(r"注文", r"合計", r"総額", r"金額", r"購入", r"支払", r"全部", r"請求", r"代金"),
    contrast=(r"けど", r"けれど", r"しかし", r"ただし", r"でも", r"一方", r"以外", r"除いて",
              # ("2枚分だけ返金", "only the money of two": a count's "only" binds the count to
              # the refund after it, no contrast between them)
              r"(?<![\d個枚本点つ台足着組分])のみ", r"(?<![\d個枚本点つ台足着組分])だけ"),
    # (tenths counted in numerals, "三割": not what breaks, "割れた")
    shares={r"半額": "1/2", r"半分": "1/2", r"半値": "1/2",
            **{rf"{k}割(?![れっら])": f"{i}/10" for i, k in enumerate("一二三四五六七八九", 1)}},
    # "the second one" of a counter ("2本目", "二つ目"): one unit of a line of two or more
    one_of=(r"(?<![\d〇一二三四五六七八九十百])(?:2|二)(?=(?:本|個|つ|点|枚|着|台|冊|足|箱)目)",),
    # (the whole in brackets after the thing's name, a comma before the part: "マグ(4個)のうち、2個")
    count_of=(r"(?P<whole>{N})" + _C + r"\)?(?:のうち|中|の中で?|のうちの)、?(?P<part>{N})",
              # what was bought between ("3本購入したケーブルのうち1本")
              r"(?P<whole>{N})" + _C + r"[^。！？、\d]{1,24}?(?:のうち|の中で?)(?P<part>{N})",
              # "of those" after the whole's own clause ("5本買いましたが、そのうち2本")
              r"(?P<whole>{N})" + _C + r"[^。！？\d]{0,24}?(?:そのうち|その中で?)(?P<part>{N})"),
    fraction=(r"(?P<den>{N})分の(?P<num>{N})",),
    percent=(r"(?P<n>{N}) ?(?:%|パーセント)",),
    quote_head=(r".{2,120}(?:が|は)書きました[:：]?", r".{2,120}のメッセージ[:：]"),
    forward_head=(r"-{2,}\s*(?:転送(?:された)?メッセージ|元のメッセージ|転送)\s*-*",
                  r"転送(?:メッセージ|メール)[:：]?"),
    header_field=(r"差出人", r"送信日時", r"宛先", r"件名", r"日付", r"cc"),
    pasted=(
            # a shop's own document pasted (an order confirmation, a receipt, an invoice, its tracking):
            # the shop's words, not the customer's request
            r"(?:注文確認|確認メール|領収書|請求書|発送(?:通知|メール|完了メール))\S{0,12}[:：]$",
            r"下記の?\S{0,4}(?:通知|メッセージ|内容|メール)", r"以下の?\S{0,4}(?:通知|メッセージ|内容|メール)",
            r"以下(?:は|が|に)\S{0,20}(?:メッセージ|返信|回答|レビュー|チャット|会話|内容|メール)", r"コピペ",
            r"貼り付け", r"コピーしました"),
    system=(r"免責事項", r"機密保持に関する注意",
            r"システム", r"自動(?:返信|送信|メッセージ|通知)?", r"ボット", r"管理者", r"スタッフ",
            r"サポート(?:チーム|担当)?",
            r"カスタマー(?:サービス|サポート)", r"担当者", r"オペレーター", r"内部メモ", r"通知", r"お知らせ",
            r"セキュリティ",
            r"マネージャー", r"上司", r"返信不要"),
    approved=(r"承認コード",  # an approval's code quoted
              r"返金(?:は|が)?(?:承認|許可|確定|処理|実行|完了)(?:され|済|しました|いたしました)", r"承認済み?",
              r"返金対象",
              r"返金額[:：]", r"(?:承認|許可)(?:いたし|し)ました"),
    ai=(r"ai", r"人工知能", r"アシスタント", r"ボット", r"チャットボット", r"言語モデル", r"モデル", r"エージェント"),
    address=(r"メモ", r"注意", r"指示", r"お知らせ", r"メッセージ", r"備考"),
    address_to=(r"へ", r"に", r"宛て?"),
    override=(r"無視(?:して|しろ|せよ|してください)", r"忘れ(?:て|ろ)", r"従わ(?:ないで|なくて)", r"上書き"),
    rules=(r"指示", r"ルール", r"規則", r"命令", r"プロンプト", r"制限", r"ガイドライン", r"ポリシー"),
    prior=(r"以前の", r"前の", r"これまでの", r"上記の", r"すべての", r"全ての", r"システムの"),
    role=(r"あなたは(?:今から|これから|今)", r"今から(?:あなたは|君は)", r"のふりをして", r"開発者モード",
          r"管理者モード",
          r"新しい指示"),
    # the reader called by what it is ("as an AI", "if you are an AI"): a new role only with an
    # instruction beside it (``called``)
    as_ai=(r"(?:ai|アシスタント|ボット)(?:なら|の場合|であれば)",),
    # the reader's reply dictated word for word ("reply only 'done'")
    scripted=(
        rf"(?:返信|返答|回答|返事)(?:は|として|には)?{QUOTED}(?:と|で)?(?:のみ|だけ)",
        rf"{QUOTED}(?:と|で)?(?:のみ|だけ)(?:を)?(?:返信|返答|回答)",
    ),
    bypass=(r"質問(?:は|も)?(?:しない|せず|不要|しないで|無用)",
            r"エスカレーション(?:しない|不要|せず)", r"確認(?:せず|不要|しないで)", r"承認(?:なし|不要|せず)",
            r"(?:確認|審査|承認|チェック)(?:手続き|作業)?(?:なしで|なしに|無しで|抜きで)",
            r"人(?:間)?に(?:確認|相談)(?:せず|しないで)"),
    boss=(r"店長", r"責任者", r"上司", r"マネージャー", r"管理者", r"部長", r"課長", r"担当者"),
    approve=(r"承認", r"許可", r"了承"),
    authority=(r"承認済み", r"既に承認",
               r"(?:マネージャー|上司|店長|責任者)(?:が|は)\S{0,10}(?:承認|許可|言|約束|指示)",
               r"ポリシー(?:により|では|上)\S{0,20}(?:しなければ|必要があります|べき)"),
    directive=(
               r"(?:エージェント|アシスタント|ai|ボット|担当者)(?:は|が)\S{0,20}(?:返金しなければ|返金すべき"
               r"|返金する必要|承認しなければ)",
               # staff said to be told to refund ("全ての担当者が…返金するよう指示された")
               r"(?:エージェント|アシスタント|ai|ボット|担当者|スタッフ|オペレーター|窓口)[^。！？\n]{0,40}?"
               r"(?:返金|支払|承認)(?:する|を行う|処理する|して)?よう(?:に)?(?:指示|命令|通達)", ),
    command=(r"返金(?:を)?(?:処理|実行|承認|発行)(?:して|せよ|しろ|すること)", r"全額返金(?:して|せよ|しろ)",
             r"チケットを(?:解決済み|クローズ)"),
    obliged=(r"しなければ(?:ならない|なりません)", r"ものとする", r"必要があります", r"べき", r"義務"),
    scope=(r"(?:すべて|全て)の注文", r"他の注文も"),
    function=frozenset(["の", "に", "は", "を", "が", "と", "で", "も", "た", "です", "ます"]),
)
