"""Product concepts: the kinds of things shops sell, each with its names in every covered
language (``LANGUAGES``, in that order, ``|`` between languages, ``,`` between names; plurals
and cases that ``titles.stem`` does not reach are written out). A name of two words or more
("duvet cover", "travel mug") is read in titles only, and there before its words: a "Duvet
Cover" line is a duvet cover, not a duvet. Distinct things stay distinct concepts: a bath mat
is no towel, a pillowcase no pillow, a charger no wallet, a glass no mug. A name listed under
two concepts names neither (``concepts`` drops it): "bord" is a table in Swedish and a plate in
Dutch.
"""

# Kinds that qualify another in a title ("Glass Teapot", "Phone Wallet", "Table Lamp"): counted
# only where the title names no other kind.
QUALIFIERS = frozenset({"glass", "phone", "coffee", "tea", "wine", "table", "bed", "laptop", "camera",
                        "bicycle", "toy", "sofa", "chair", "book", "printer"})

# Kinds a customer may call by one another's name ("컵" for a glass tumbler, "shoes" for boots,
# "die Decke" for a throw): a word naming one never names a line of another, but neither is it
# something "not on this payment" where a line is of its family.
FAMILIES = (
    {"cup", "glass", "thermos", "decanter", "sport_bottle"},
    {"shoes", "boots", "sandals", "slippers"},
    {"shirt", "tshirt", "sweater", "jacket", "dress"},
    {"trousers", "shorts", "leggings", "skirt", "underwear", "swimwear", "pyjamas"},
    {"bag", "backpack", "suitcase", "wallet"},
    {"jewellery", "bracelet", "earrings", "ring", "watch", "watch_strap", "smart_band"},
    {"lamp", "bulb", "candle", "candle_holder"},
    {"pan", "pot", "lid", "kettle", "teapot", "baking_tray"},
    {"rug", "bath_mat", "yoga_mat", "mouse_pad", "placemat"},
    {"duvet", "duvet_cover", "sheet", "pillowcase", "pillow", "blanket"},
    {"towel", "apron"},
    {"toy", "puzzle"},
    {"chair", "table", "sofa", "shelf", "wardrobe", "bed"},
    {"charger", "power_bank", "cable", "extension_lead", "battery"},
    {"laptop", "monitor", "phone", "keyboard", "mouse"},
    {"cream", "shampoo", "makeup", "perfume"},
    {"coffee", "tea"},
    {"pet_bed", "pet_toy"},
)

LANGUAGES = ("en", "de", "fr", "es", "it", "pt", "nl", "pl", "ro", "sv", "da", "nb", "fi", "tr",
             "ja", "ko", "zh", "ar")

CONCEPTS: dict[str, str] = {
    # clothing
    "dress": (
        "dress, dresses, midi dress, maxi dress, gown | kleid, kleider, kleides | robe, robes | "
        "vestido, vestidos | vestito, vestiti, abito | vestido, vestidos | jurk, jurken, jurkje | "
        "sukienka, sukienki, sukienke, sukienkę | rochie, rochia, rochii, rochiei | "
        "klänning, klänningen, klänningar | kjole, kjolen, kjoler | kjole, kjolen, kjoler | "
        "mekko, mekon, mekkoa | elbise, elbisesi, elbiseyi | ワンピース, ドレス | 원피스, 드레스 | "
        "连衣裙, 裙子, 連衣裙, 連身裙 | فستان, الفستان"
    ),
    "skirt": (
        "skirt, skirts | rock, röcke, rockes | jupe, jupes | falda, faldas | gonna, gonne | saia, saias | "
        "rok, rokken | spódnica, spódnicy, spódnicę | fustă, fusta, fuste | kjol, kjolen | nederdel | "
        "skjørt, skjørtet | hame, hameen | etek, eteği | スカート | 치마, 스커트 | 半身裙 | تنورة"
    ),
    "shirt": (
        "shirt, shirts, blouse, blouses | hemd, hemden, bluse, blusen | chemise, chemises, chemisier | "
        "camisa, camisas, blusa | camicia, camicie, camicetta | camisa, camisas, blusa | overhemd, blouse | "
        "koszula, koszuli, koszule, bluzka | cămașă, camasa, cămașa, bluză, bluza | "
        "skjorta, skjortan, blus | skjorte, skjorten, bluse | skjorte, skjorta, bluse | "
        "paita, paidan, pusero | gömlek, gömleği, bluz | シャツ, ブラウス | 셔츠, 블라우스 | 衬衫, 襯衫 | "
        "قميص, القميص"
    ),
    "tshirt": (
        "t-shirt, tshirt | t-shirt, t-shirts | t-shirt, tee-shirt | camiseta, camisetas | "
        "maglietta, magliette, t-shirt | camiseta, camisetas, t-shirt | t-shirt, shirtje | "
        "koszulka, koszulki, t-shirt | tricou, tricoul, tricouri | t-shirt, t-tröja | t-shirt | t-skjorte | "
        "t-paita, t-paidan | tişört, tişörtü | tシャツ | 티셔츠 | t恤, 短袖 | تيشيرت"
    ),
    "sweater": (
        "sweater, jumper, pullover, cardigan, hoodie, sweatshirt | "
        "pullover, pulli, strickjacke, hoodie, kapuzenpullover | pull, pulls, sweat, gilet | "
        "jersey, sudadera, suéter, jersei | maglione, felpa, cardigan | "
        "camisola, suéter, sweatshirt, moletom, casaco de malha | trui, hoodie | sweter, swetra, bluza | "
        "pulover, puloverul, hanorac | tröja, tröjan, luvtröja, kofta | trøje, trøjen, sweater | "
        "genser, genseren, hettegenser | villapaita, neule, huppari | kazak, kazağı, hırka | "
        "セーター, パーカー, ニット | 스웨터, 니트, 후드티 | 毛衣, 卫衣 | سترة صوف, كنزة"
    ),
    "trousers": (
        "trousers, pants, jeans, chinos | hose, hosen, jeans | pantalon, pantalons, jean | "
        "pantalón, pantalones, vaqueros | pantaloni, jeans | calça, calças, calca, calcas | "
        "broek, broeken, spijkerbroek | spodnie, dżinsy | pantaloni, pantalonii, blugi | "
        "byxor, byxorna, jeans | bukser, bukserne | bukse, buksene, bukser | housut, housuja, farkut | "
        "pantolon, pantolonu | パンツ, ズボン, ジーンズ | 바지, 청바지 | 裤子, 牛仔裤, 褲子, 牛仔褲 | "
        "بنطلون, بنطال"
    ),
    "shorts": (
        "shorts | shorts, kurze hose | short | pantalón corto | pantaloncini | calções, bermuda | "
        "korte broek | szorty, spodenki | pantaloni scurți | shorts | shorts | shorts | shortsit, sortsit | "
        "şort | ショートパンツ, 短パン | 반바지 | 短裤 | شورت"
    ),
    "jacket": (
        "jacket, jackets, coat, coats, parka, anorak, blazer | jacke, jacken, mantel, mäntel | "
        "veste, vestes, manteau, manteaux, blouson, doudoune | "
        "chaqueta, chaquetas, abrigo, abrigos, cazadora | giacca, giacche, cappotto, giubbotto, piumino | "
        "casaco, casacos, jaqueta, blusão | jas, jassen, jack, mantel | kurtka, kurtki, kurtkę, płaszcz | "
        "geacă, geaca, geci, palton, haină | jacka, jackan, rock, kappa | jakke, jakken, frakke | "
        "jakke, jakken, frakk | takki, takin, takkia | ceket, ceketi, mont, montu, kaban | "
        "ジャケット, コート | 재킷, 자켓, 코트, 패딩 | 夹克, 外套, 大衣, 羽绒服, 羽絨服 | جاكيت, معطف"
    ),
    "socks": (
        "sock, socks | socke, socken, strumpf, strümpfe | chaussette, chaussettes | calcetín, calcetines | "
        "calza, calze, calzini, calzino | meia, meias | sok, sokken | skarpeta, skarpety, skarpetki | "
        "șosetă, sosete, șosete, ciorapi | strumpa, strumpor, sockor | strømpe, strømper, sokker | "
        "sokk, sokker, strømper | sukka, sukat, sukkia | çorap, çorabı, çoraplar | 靴下, ソックス | 양말 | "
        "袜子, 襪子 | جوارب, شراب"
    ),
    "underwear": (
        "underwear, briefs, boxers, bra, knickers, panties | unterwäsche, unterhose, bh, slip | "
        "sous-vêtement, culotte, caleçon, soutien-gorge | ropa interior, calzoncillos, bragas, sujetador | "
        "mutande, slip, reggiseno | cueca, calcinha, sutiã | ondergoed, onderbroek, bh | "
        "bielizna, majtki, biustonosz | lenjerie, chiloți, sutien | underkläder, kalsonger, trosor, behå | "
        "undertøj, underbukser, bh | undertøy, truse, bh | alushousut, alusvaatteet, rintaliivit | "
        "iç çamaşırı, külot, sutyen | 下着, ブラ | 속옷, 브라 | 内衣, 内裤 | ملابس داخلية"
    ),
    "swimwear": (
        "swimsuit, bikini, swimwear, trunks | badeanzug, bikini, badehose | maillot de bain, bikini | "
        "bañador, bikini | costume da bagno, bikini | fato de banho, biquíni, maiô | "
        "badpak, bikini, zwembroek | strój kąpielowy, kostium kąpielowy, bikini | costum de baie, bikini | "
        "baddräkt, bikini, badbyxor | badedragt, bikini | badedrakt, bikini | uimapuku, bikinit | "
        "mayo, bikini | 水着 | 수영복 | 泳衣 | مايوه"
    ),
    "pyjamas": (
        "pyjamas, pajamas, nightgown, nightdress | schlafanzug, pyjama, nachthemd | pyjama | "
        "pijama, camisón | pigiama | pijama | pyjama | piżama | pijama | pyjamas | pyjamas, natkjole | "
        "pysjamas | pyjama, yöpaita | pijama | パジャマ | 잠옷 | 睡衣 | بيجامة"
    ),
    "scarf": (
        "scarf, scarves, shawl | schal, schals, tuch | écharpe, foulard, châle | bufanda, pañuelo | "
        "sciarpa, sciarpe, foulard | cachecol, lenço, echarpe | sjaal, sjaals | szalik, szal, apaszka | "
        "fular, eșarfă, esarfa | halsduk, sjal | halstørklæde, tørklæde | skjerf, sjal | huivi, kaulaliina | "
        "atkı, şal, eşarp | マフラー, スカーフ | 목도리, 스카프 | 围巾 | وشاح, شال"
    ),
    "hat": (
        "hat, hats, cap, caps, beanie | mütze, mützen, hut, kappe | chapeau, bonnet, casquette | "
        "gorro, sombrero, gorra | cappello, berretto | chapéu, boné, gorro | muts, hoed, pet | "
        "czapka, czapki, czapkę, kapelusz | căciulă, caciula, pălărie, sapca | mössa, mössan, hatt, keps | "
        "hue, huen, hat, kasket | lue, luen, hatt, caps | pipo, pipon, hattu, lippis | şapka, bere, bere | "
        "帽子, ニット帽, キャップ | 모자, 비니 | 帽子 | قبعة"
    ),
    "gloves": (
        "glove, gloves, mittens | handschuh, handschuhe | gant, gants, moufles | guante, guantes | "
        "guanto, guanti | luva, luvas | handschoen, handschoenen, wanten | rękawiczki, rękawice | "
        "mănuși, manusi, mănușa | handske, handskar, vantar | handske, handsker, vanter | "
        "hanske, hansker, votter | hanska, hanskat, lapaset | eldiven, eldiveni | 手袋 | 장갑 | 手套 | قفازات"
    ),
    "belt": (
        "belt, belts | gürtel | ceinture | cinturón | cintura, cinghia | cinto | riem, ceintuur | "
        "pasek, paska | curea, cureaua | bälte, bältet | bælte | belte, beltet | vyö, vyön | kemer, kemeri | "
        "ベルト | 벨트 | 腰带, 皮带 | حزام"
    ),
    "tie": (
        "tie, necktie, bow tie | krawatte, fliege | cravate | corbata | cravatta | gravata | stropdas | "
        "krawat | cravată | slips, fluga | slips | slips | solmio | kravat | ネクタイ | 넥타이 | 领带 | "
        "ربطة عنق"
    ),
    # shoes
    "shoes": (
        "shoe, shoes, sneakers, trainers, loafers, pumps, heels | "
        "schuh, schuhe, sneaker, turnschuhe, halbschuhe | chaussure, chaussures, baskets, escarpins | "
        "zapato, zapatos, zapatillas, deportivas, tenis, bambas | scarpa, scarpe, sneakers, scarpette | "
        "sapato, sapatos, ténis, tênis, sapatilhas | schoen, schoenen, sneakers, gympen | "
        "but, buty, butów, trampki, adidasy | pantof, pantofi, pantofii, adidași, adidasi, teniși | "
        "sko, skor, skorna, sneakers, gympaskor | sko, skoene, sneakers | sko, skoene, joggesko | "
        "kenkä, kengät, kenkää, lenkkarit, tennarit | ayakkabı, ayakkabısı, ayakkabıyı, spor ayakkabı | "
        "スニーカー, シューズ | 신발, 운동화, 구두 | 鞋子, 运动鞋, 球鞋, 運動鞋 | حذاء, الحذاء"
    ),
    "boots": (
        "boot, boots | stiefel, stiefeln, stiefeletten | botte, bottes, bottines | bota, botas, botines | "
        "stivale, stivali, stivaletti | bota, botas, botins | laars, laarzen | "
        "kozaki, kozaków, botki, trzewiki | cizmă, cizme, ghete, bocanci | stövel, stövlar, kängor | "
        "støvle, støvler | støvel, støvler | saapas, saappaat, nilkkurit | bot, botu, çizme | ブーツ | "
        "부츠 | 靴子, 长靴 | بوت, جزمة"
    ),
    "sandals": (
        "sandal, sandals, flip-flops, slides | sandale, sandalen, badelatschen | sandale, sandales, tongs | "
        "sandalia, sandalias, chanclas | sandalo, sandali, infradito | sandália, sandálias, chinelos | "
        "sandaal, sandalen, slippers | sandały, klapki, japonki | sandale, șlapi, slapi | "
        "sandal, sandaler, flip-flops | sandal, sandaler, klipklapper | sandal, sandaler | "
        "sandaali, sandaalit, varvastossut | sandalet, terlik | サンダル | 샌들, 슬리퍼 | 凉鞋, 拖鞋 | صندل"
    ),
    "slippers": (
        "slipper, slippers | hausschuhe, pantoffeln | chaussons, pantoufles | "
        "pantuflas, zapatillas de casa | pantofole, ciabatte | pantufas | pantoffels, sloffen | "
        "kapcie, papcie | papuci | tofflor | hjemmesko, tøfler | tøfler | tossut, tohvelit | ev terliği | "
        "スリッパ, ルームシューズ | 실내화 | 室内拖鞋 | شبشب"
    ),
    # bags and accessories
    "bag": (
        "bag, bags, handbag, tote, purse, shoulder bag, tote bag | "
        "tasche, taschen, handtasche, umhängetasche | sac, sacs, sac à main, cabas | bolso, bolsos, bolsa | "
        "borsa, borse, borsetta | bolsa, bolsas, mala, carteira de mão | tas, tassen, handtas | "
        "torebka, torba, torby, torebki | geantă, geanta, genți, genti | väska, väskan, handväska | "
        "taske, tasken, håndtaske | veske, vesken, håndveske | laukku, laukun, käsilaukku | "
        "çanta, çantası, çantayı | バッグ, かばん, 鞄, トートバッグ | 가방, 핸드백 | 包包, 手提包, 挎包 | "
        "حقيبة يد, شنطة"
    ),
    "backpack": (
        "backpack, rucksack, daypack | rucksack, rucksäcke | sac à dos | mochila, mochilas | zaino, zaini | "
        "mochila, mochilas | rugzak | plecak, plecaka | rucsac, rucsacul | ryggsäck, ryggsäcken | "
        "rygsæk, rygsækken | ryggsekk, sekk | reppu, repun | sırt çantası | リュック, バックパック | "
        "백팩, 배낭 | 背包, 双肩包 | حقيبة ظهر"
    ),
    "suitcase": (
        "suitcase, luggage, trolley, carry-on | koffer, trolley | valise | maleta, maletas | "
        "valigia, trolley | mala de viagem | koffer | walizka, walizkę | valiză, valiza | "
        "resväska, resväskan | kuffert, kufferten | koffert, kofferten | matkalaukku | bavul, valiz | "
        "スーツケース, キャリーケース | 캐리어, 여행가방 | 行李箱, 拉杆箱 | حقيبة سفر"
    ),
    "wallet": (
        "wallet, wallets, card holder | geldbörse, portemonnaie, geldbeutel, brieftasche | "
        "portefeuille, porte-monnaie | cartera, billetera, monedero | portafoglio, portafogli | "
        "carteira, porta-moedas | portemonnee, portefeuille | portfel, portfela | portofel, portofelul | "
        "plånbok, plånboken | pung, tegnebog | lommebok | lompakko, lompakon | cüzdan, cüzdanı | 財布 | "
        "지갑 | 钱包, 錢包 | محفظة"
    ),
    "sunglasses": (
        "sunglasses, glasses, spectacles | sonnenbrille, brille | lunettes, lunettes de soleil | "
        "gafas, gafas de sol | occhiali, occhiali da sole | óculos, óculos de sol | zonnebril, bril | "
        "okulary | ochelari, ochelarii | solglasögon, glasögon | solbriller, briller | solbriller, briller | "
        "aurinkolasit, lasit | güneş gözlüğü, gözlük | サングラス, メガネ, 眼鏡 | 선글라스, 안경 | "
        "太阳镜, 墨镜, 眼镜, 眼鏡, 太陽鏡 | نظارة"
    ),
    "watch": (
        "watch, wristwatch, smartwatch | uhr, armbanduhr, smartwatch | montre | reloj | orologio | "
        "relógio, relogio | horloge, polshorloge | zegarek, zegarka | ceas, ceasul | klocka, armbandsur | "
        "ur, armbåndsur | klokke, armbåndsur | kello, rannekello | kol saati | 腕時計, 時計 | "
        "시계, 손목시계 | 手表, 腕表, 手錶 | ساعة"
    ),
    "watch_strap": (
        "watch strap, watch band, strap, band | armband, uhrenarmband | bracelet de montre | "
        "correa, correa de reloj | cinturino | bracelete, pulseira do relógio | horlogeband, bandje | "
        "pasek do zegarka | curea de ceas | klockarmband | urrem | klokkereim | ranneke | "
        "kordon, saat kayışı | 時計バンド, ベルト | 시계줄 | 表带 | حزام ساعة"
    ),
    "jewellery": (
        "necklace, pendant, chain | halskette, kette, anhänger | collier, pendentif, chaîne | "
        "collar, colgante, cadena | collana, ciondolo, catenina | colar, pingente | "
        "ketting, halsketting, hanger | naszyjnik, łańcuszek, wisiorek | colier, colierul, lănțișor | "
        "halsband, halsbandet | halskæde, kæde | halskjede, kjede | kaulakoru, riipus | kolye, kolyesi | "
        "ネックレス | 목걸이 | 项链 | قلادة, سلسال"
    ),
    "ring": (
        "ring, rings | ring, ringe | bague | anillo, sortija | anello | anel | ring | pierścionek | "
        "inel, inelul | ring, ringen | ring, ringen | ring, ringen | sormus | yüzük, yüzüğü | 指輪, リング | "
        "반지 | 戒指 | خاتم"
    ),
    "earrings": (
        "earring, earrings, studs | ohrringe, ohrring, ohrstecker | boucles d'oreilles, boucle d'oreille | "
        "pendientes, aretes | orecchini, orecchino | brincos, brinco | oorbellen, oorbel | kolczyki | "
        "cercei | örhängen | øreringe | øreringer | korvakorut | küpe, küpeler | ピアス, イヤリング | "
        "귀걸이 | 耳环 | أقراط, حلق"
    ),
    "bracelet": (
        "bracelet, bangle | armband, armreif | bracelet | pulsera, brazalete | braccialetto, bracciale | "
        "pulseira | armband | bransoletka, bransoletkę | brățară, bratara | armband | armbånd | armbånd | "
        "rannekoru | bileklik | ブレスレット | 팔찌 | 手链, 手镯 | سوار, اسورة"
    ),
    "umbrella": (
        "umbrella | regenschirm, schirm | parapluie | paraguas | ombrello | guarda-chuva, chapéu de chuva | "
        "paraplu | parasol, parasolka | umbrelă, umbrela | paraply | paraply | paraply | sateenvarjo | "
        "şemsiye | 傘 | 우산 | 雨伞, 雨傘 | مظلة"
    ),
    # kitchen
    "cup": (
        "mug, mugs, cup, cups, coffee mug | tasse, tassen, becher, kaffeebecher | tasse, tasses, mug, mugs | "
        "taza, tazas | tazza, tazze, tazzina | caneca, canecas, chávena, xícara | "
        "mok, mokken, kop, kopje, beker | kubek, kubki, kubka, filiżanka | cană, cana, căni, cani | "
        "mugg, muggar, kopp, koppar | krus, kop, kopper | krus, kopp, kopper | muki, mukit, kuppi | "
        "kupa, fincan | マグ, マグカップ, カップ | 머그, 머그컵, 컵 | 马克杯, 杯子, 馬克杯 | كوب, فنجان"
    ),
    "thermos": (
        "thermos, flask, travel mug, travel mugs, vacuum flask, water bottle, insulated bottle, "
        "insulated mug, vacuum bottle | thermosflasche, isolierflasche, trinkflasche, thermobecher | "
        "thermos, gourde, bouteille isotherme | termo, botella, cantimplora | thermos, borraccia, termos | "
        "garrafa térmica, termo, garrafa | thermosfles, drinkfles, thermosbeker | termos, bidon, butelka | "
        "termos | termos, termosflaska, vattenflaska | termoflaske, drikkedunk | termos, drikkeflaske | "
        "termospullo, termari, juomapullo | termos, matara | 水筒, タンブラー, 魔法瓶 | "
        "텀블러, 보온병, 물병 | 保温杯, 保温瓶, 水杯, 水壶, 保溫杯, 保溫瓶 | ترمس, مطارة"
    ),
    "glass": (
        "wine glass, wine glasses, tumbler, tumblers, drinking glasses | "
        "glas, gläser, weinglas, weingläser | verre, verres | vaso, vasos, copa, copas | "
        "bicchiere, bicchieri, calice | copo, copos, taça, taças | glas, glazen, wijnglas, wijnglazen | "
        "szklanka, szklanki, kieliszek, kieliszki | pahar, pahare, paharul | glas, glasen, vinglas | "
        "glas, glassene, vinglas | glass, glassene, vinglass | lasi, lasit, laseja | "
        "bardak, bardağı, kadeh | グラス, コップ | 유리잔, 와인잔 | 玻璃杯, 酒杯, 红酒杯 | كأس, كاسات"
    ),
    "decanter": (
        "decanter, carafe, jug, pitcher | karaffe, krug, dekanter | carafe, décanteur, pichet | "
        "jarra, decantador | caraffa, brocca, decanter | jarro, decantador, garrafa de vidro | karaf, kan | "
        "karafka, dzbanek | carafă, carafa, decantor | karaff, kanna | karaffel, kande | karaffel, mugge | "
        "karahvi, kannu | sürahi, karaf | デキャンタ, ピッチャー | 디캔터, 물병 | 醒酒器, 水壶 | إبريق, دورق"
    ),
    "plate": (
        "plate, plates, dish, dishes, dinner plate | teller | assiette, assiettes | plato, platos | "
        "piatto, piatti | prato, pratos | bord, borden | talerz, talerze, talerzy | "
        "farfurie, farfurii, farfuria | tallrik, tallrikar | tallerken, tallerkner | "
        "tallerken, tallerkener | lautanen, lautaset | tabak, tabağı, tabaklar | 皿, お皿, プレート | 접시 | "
        "盘子, 碟子 | صحن, طبق"
    ),
    "bowl": (
        "bowl, bowls | schüssel, schale, schalen, müslischale | bol, bols, saladier | bol, cuenco, cuencos | "
        "ciotola, ciotole, scodella | tigela, tigelas | kommen | miska, miski, miseczka | "
        "castron, castroane, bol | skål, skålar | skål, skåle | bolle, boller, skål | kulho, kulhot | "
        "kase, kasesi | ボウル, 茶碗 | 그릇, 볼 | 饭碗, 飯碗 | وعاء, زبدية"
    ),
    "cutlery": (
        "cutlery, fork, forks, spoon, spoons, flatware | besteck, gabel, löffel | "
        "couverts, fourchette, cuillère | cubiertos, tenedor, cuchara | posate, forchetta, cucchiaio | "
        "talheres, garfo, colher | bestek, vork, lepel | sztućce, widelec, łyżka | "
        "tacâmuri, tacamuri, furculiță, lingură | bestick, gaffel, sked | bestik, gaffel | bestikk, gaffel | "
        "aterimet, haarukka, lusikka | çatal bıçak, çatal, kaşık | カトラリー, フォーク, スプーン | "
        "커트러리, 포크, 숟가락 | 餐具, 叉子, 勺子 | أدوات المائدة, ملعقة, شوكة"
    ),
    "knife": (
        "knife, knives, chef's knife | messer, kochmesser | couteau, couteaux | cuchillo, cuchillos | "
        "coltello, coltelli | faca, facas |  | nóż, noża, noże | cuțit, cutit, cuțite | kniv, knivar | "
        "kniv, knive | kniv, kniver | veitsi, veitset | bıçak, bıçağı | 包丁, ナイフ | 칼, 식칼 | 菜刀 | سكين"
    ),
    "pan": (
        "pan, pans, frying pan, skillet, wok | pfanne, bratpfanne | poêle, poêles | sartén, sartenes | "
        "padella, padelle | frigideira, frigideiras | pan, koekenpan | patelnia, patelni, patelnię | "
        "tigaie, tigaia, tigăi | stekpanna | pande, stegepande | stekepanne | paistinpannu, pannu | "
        "tava, tavası | フライパン | 프라이팬 | 平底锅, 煎锅 | مقلاة"
    ),
    "pot": (
        "pot, pots, saucepan, casserole, stockpot, dutch oven | topf, töpfe, kochtopf | "
        "casserole, marmite, faitout, cocotte | olla, cacerola, cazo | pentola, pentole, casseruola | "
        "panela, panelas, tacho | kookpan, pan, braadpan | garnek, garnka, rondel | "
        "oală, oala, cratiță, cratita | kastrull, gryta | gryde, kasserolle | kjele, gryte | "
        "kattila, kattilan | tencere, tenceresi | 鍋 | 냄비 | 锅, 汤锅 | قدر, طنجرة"
    ),
    "kettle": (
        "kettle, kettles, electric kettle, pour-over kettle | wasserkocher, kessel, teekessel | bouilloire | "
        "hervidor, tetera eléctrica, hervidor de agua | bollitore | chaleira, jarro elétrico | "
        "waterkoker, fluitketel | czajnik, czajnika | fierbător, fierbator, ceainic electric | "
        "vattenkokare, vattenkokaren | elkedel, kedel | vannkoker, kjele | vedenkeitin, keitin | "
        "su ısıtıcısı, kettle, çaydanlık | ケトル, 電気ケトル, やかん | 전기포트, 주전자, 커틀 | "
        "电水壶, 热水壶, 烧水壶, 電水壺, 熱水壺 | غلاية"
    ),
    "teapot": (
        "teapot | teekanne | théière | tetera | teiera | bule, chaleira de chá | theepot | "
        "dzbanek do herbaty, imbryk | ceainic | tekanna | tekande | tekanne | teekannu | demlik | "
        "急須, ティーポット | 찻주전자 | 茶壶 | إبريق شاي"
    ),
    "coffee_maker": (
        "coffee maker, coffee machine, espresso machine, moka pot, french press, coffeemaker | "
        "kaffeemaschine, kaffeemaschinen, espressomaschine, kaffeebereiter | "
        "cafetière, machine à café, machine à expresso | cafetera, cafeteras | "
        "caffettiera, macchina da caffè, moka | cafeteira, máquina de café | "
        "koffiezetapparaat, koffiemachine | ekspres, ekspresu, kawiarka | espressor, cafetieră, cafetiera | "
        "kaffebryggare, kaffemaskin | kaffemaskine | kaffetrakter, kaffemaskin | kahvinkeitin, kahvikone | "
        "kahve makinesi | コーヒーメーカー | 커피머신, 커피메이커 | 咖啡机 | آلة قهوة, ماكينة قهوة"
    ),
    "toaster": (
        "toaster | toaster | grille-pain | tostadora | tostapane | torradeira, tostadeira | broodrooster | "
        "toster, tostera | prăjitor de pâine | brödrost | brødrister | brødrister | leivänpaahdin, paahdin | "
        "ekmek kızartma makinesi | トースター | 토스터 | 烤面包机, 多士炉 | محمصة"
    ),
    "blender": (
        "blender, mixer, food processor, hand blender | mixer, standmixer, stabmixer, küchenmaschine | "
        "mixeur, blender, robot | batidora, licuadora | frullatore, mixer, frullino | "
        "liquidificador, batedeira, varinha | blender, mixer, staafmixer | blender, mikser, mikser | "
        "blender, mixer | mixer, stavmixer | blender, stavblender | blender, stavmikser | "
        "tehosekoitin, sauvasekoitin | blender, mikser | ミキサー, ブレンダー | 믹서기, 블렌더 | "
        "搅拌机, 榨汁机, 料理机 | خلاط"
    ),
    "cutting_board": (
        "cutting board, chopping board | schneidebrett, brett | planche à découper | tabla de cortar | "
        "tagliere | tábua de cortar, tábua | snijplank | deska do krojenia | tocător, tocator | skärbräda | "
        "skærebræt | skjærefjøl | leikkuulauta | kesme tahtası | まな板 | 도마 | 砧板, 菜板 | لوح تقطيع"
    ),
    "storage_box": (
        "container, food container, lunch box, jar, jars, tupperware | vorratsdose, glas, brotdose | "
        "bocal, boîte de conservation | táper, tarro, recipiente | contenitore, barattolo | "
        "pote, frasco, marmita | bakje, voorraadpot, broodtrommel | pojemnik, słoik | recipient, borcan | "
        "burk, matlåda | dåse, madkasse | matboks | rasia, purkki, eväsrasia | saklama kabı, kavanoz | "
        "保存容器, 弁当箱 | 밀폐용기, 도시락 | 保鲜盒, 饭盒 | "
    ),
    # home textiles
    "towel": (
        "towel, towels, bath towel, hand towel, beach towel | "
        "handtuch, handtücher, badetuch, duschtuch, strandtuch | "
        "serviette, serviettes de bain, drap de bain | toalla, toallas | asciugamano, asciugamani, telo | "
        "toalha, toalhas | handdoek, handdoeken, badlaken | ręcznik, ręczniki, ręcznika | "
        "prosop, prosoape, prosopul | handduk, handdukar, badlakan | håndklæde, håndklæder, badelagen | "
        "håndkle, håndklær, badehåndkle | pyyhe, pyyhkeet, pyyhkeen | havlu, havlusu, havlular | "
        "タオル, バスタオル | 수건, 타월 | 毛巾, 浴巾 | منشفة, منشفتين, مناشف, فوطة"
    ),
    "bath_mat": (
        "bath mat, bath mats, bathmat | badematte, badvorleger, badteppich | tapis de bain | "
        "alfombra de baño, alfombrilla de baño | tappeto da bagno, tappetino bagno | "
        "tapete de banho, tapete de casa de banho | badmat | dywanik łazienkowy | covoraș de baie | "
        "badrumsmatta, badmatta | bademåtte | baderomsmatte, badematte | kylpyhuoneen matto | "
        "banyo paspası | バスマット | 욕실매트 | 浴室地垫 | سجادة حمام"
    ),
    "rug": (
        "rug, rugs, carpet, mat, runner, doormat | teppich, teppiche, läufer, fußmatte | tapis, paillasson | "
        "alfombra, alfombras, felpudo | tappeto, tappeti, zerbino | tapete, tapetes, passadeira | "
        "vloerkleed, tapijt, mat, deurmat | dywan, dywanu, wycieraczka | covor, covorul, preș | "
        "matta, mattan, dörrmatta | tæppe, måtte, dørmåtte | teppe, matte, dørmatte | matto, maton, matot | "
        "halı, halısı, paspas | ラグ, カーペット | 러그, 카펫, 매트 | 地毯 | سجادة, السجادة"
    ),
    "duvet": (
        "duvet, comforter, quilt | bettdecke, decke, steppdecke, daunendecke | couette | edredón, nórdico | "
        "piumone, piumino | edredão, edredom | dekbed | kołdra, kołdrę | pilotă, pilota, plapumă | "
        "täcke, täcket | dyne, dynen | dyne, dyna | peitto, peiton, täkki | yorgan, yorganı | "
        "掛け布団, 布団 | 이불 | 被子, 羽绒被 | لحاف"
    ),
    "duvet_cover": (
        "duvet cover, duvet covers, quilt cover, bedding set, bedding | bettbezug, bettwäsche, bezug | "
        "housse de couette, parure de lit, linge de lit | funda nórdica, funda de edredón, ropa de cama | "
        "copripiumino, biancheria da letto | capa de edredão, roupa de cama, jogo de cama | "
        "dekbedovertrek, beddengoed | poszewka na kołdrę, pościel | husă de pilotă, lenjerie de pat | "
        "påslakan, sängkläder | dynebetræk, sengetøj | dynetrekk, sengetøy | pussilakana, vuodevaatteet | "
        "nevresim, nevresim takımı | 布団カバー | 이불커버 | 被套, 床品 | غطاء لحاف"
    ),
    "sheet": (
        "sheet, sheets, bed sheet, fitted sheet | laken, spannbettlaken, bettlaken | "
        "drap, draps, drap housse | sábana, sábanas, bajera | lenzuolo, lenzuola | lençol, lençóis | "
        "laken, hoeslaken | prześcieradło | cearșaf, cearsaf, cearceaf | lakan, dra-på-lakan | "
        "lagen, stræklagen | laken, laknet | lakana, lakanat | çarşaf | シーツ | 시트, 침대시트 | "
        "床单, 床單, 床笠 | ملاءة, شرشف"
    ),
    "pillowcase": (
        "pillowcase, pillowcases, pillow case, pillow cases, pillow cover, cushion cover, cushion covers, "
        "pillowslip | kissenbezug, kissenbezüge, kissenhülle | taie d'oreiller, taies, housse de coussin | "
        "funda de almohada, fundas, funda de cojín | federa, federe, fodera | "
        "fronha, fronhas, capa de almofada | kussensloop, kussenslopen, kussenhoes | poszewka, poszewki | "
        "față de pernă, fata de perna, fețe de pernă | örngott, örngotten, kuddfodral | "
        "pudebetræk, pudebetrækket, pudebetrækkene, pudebetræk | putetrekk, putevar | "
        "tyynyliina, tyynynpäällinen | yastık kılıfı, kılıf | 枕カバー, ピローケース | 베개커버 | "
        "枕套, 枕头套, 枕頭套 | كيس وسادة, غطاء وسادة"
    ),
    "pillow": (
        "pillow, pillows, cushion, cushions | kissen, kopfkissen, kissens | "
        "oreiller, oreillers, coussin, coussins | almohada, almohadas, cojín, cojines | "
        "cuscino, cuscini, guanciale | almofada, almofadas, travesseiro | kussen, kussens, hoofdkussen | "
        "poduszka, poduszki, poduszkę | pernă, perna, perne | kudde, kuddar, kudden | puden | "
        "pute, puter, puten | tyyny, tyynyt, tyynyn | yastık, yastığı, yastıklar | クッション | 베개, 쿠션 | "
        "枕头, 靠垫, 抱枕, 枕頭, 靠墊 | وسادة, مخدة"
    ),
    "blanket": (
        "blanket, blankets, throw, plaid, fleece blanket | decke, wolldecke, kuscheldecke, plaid | "
        "plaid, couverture, jeté | manta, mantas, cobija | coperta, coperte, plaid | "
        "manta, mantas, cobertor | deken, dekens, plaid | koc, koce, koca, pled | "
        "pătură, patura, pleduri, pled | filt, filten, pläd | tæppe, plaid | pledd, teppe | "
        "huopa, viltti, torkkupeitto | battaniye, battaniyesi, pike | ブランケット, 毛布 | 담요, 블랭킷 | "
        "毯子, 毛毯 | بطانية"
    ),
    "curtain": (
        "curtain, curtains, drape, drapes, blind, blinds | vorhang, vorhänge, gardine, gardinen | "
        "rideau, rideaux, voilage, store | cortina, cortinas, estor | tenda, tende | "
        "cortina, cortinas, estore | gordijn, gordijnen | zasłona, zasłony, firanka, firana | "
        "perdea, perdele, draperie | gardin, gardiner, gardinen | gardin, gardiner | gardin, gardiner | "
        "verho, verhot, verhon | perde, perdesi | カーテン | 커튼 | 窗帘, 窗簾 | ستارة, ستائر"
    ),
    "tablecloth": (
        "tablecloth, tablecloths | tischdecke, tischdecken, tischtuch | nappe, nappes | mantel, manteles | "
        "tovaglia, tovaglie | toalha de mesa | tafelkleed, tafellaken | obrus, obrusy | "
        "față de masă, fata de masa | bordsduk, duk | dug, duge | duk, duker | pöytäliina | masa örtüsü | "
        "テーブルクロス | 식탁보 | 桌布 | مفرش طاولة"
    ),
    "napkin": (
        "napkin, napkins, serviette, serviettes, table napkins | serviette, servietten, stoffserviette | "
        "serviette de table, serviettes de table | servilleta, servilletas | tovagliolo, tovaglioli | "
        "guardanapo, guardanapos | servet, servetten | serwetka, serwetki | șervețel, servetel, șervețele | "
        "servett, servetter | serviet, servietter | serviett, servietter | lautasliina, lautasliinat | "
        "peçete, peçeteler | ナプキン | 냅킨 | 餐巾 | منديل"
    ),
    "placemat": (
        "placemat, placemats, place mat, coaster, coasters | platzset, tischset, untersetzer | "
        "set de table, sets de table, dessous de verre | mantel individual, posavasos | "
        "tovaglietta, tovagliette, sottobicchiere | individual, base para copos | placemat, onderzetter | "
        "podkładka na stół, podkładki | suport farfurie, suport pahar | "
        "bordstablett, tablett, glasunderlägg | dækkeserviet, bordskåner | kuvertbrikke, bordbrikke | "
        "tabletti, lasinalunen | amerikan servis, bardak altlığı | ランチョンマット, コースター | "
        "테이블매트, 코스터 | 餐垫, 杯垫 | مفرش سفرة"
    ),
    "table_runner": (
        "table runner | tischläufer | chemin de table | camino de mesa | runner, runner da tavola | "
        "caminho de mesa | tafelloper | bieżnik | napron, traversă | bordslöpare | bordløber | bordløper | "
        "kaitaliina | runner | テーブルランナー | 테이블러너 | 桌旗 | مفرش طويل"
    ),
    "candle_holder": (
        "candle holder, candle holders, candlestick, candlesticks, tealight holder | "
        "kerzenhalter, kerzenständer, teelichthalter | bougeoir, bougeoirs, photophore | "
        "candelabro, portavelas | portacandele, candeliere | castiçal, castiçais | "
        "kandelaar, kaarsenhouder, waxinelichthouder | świecznik, świeczniki | "
        "sfeșnic, sfesnic, suport lumânare | ljusstake, ljusstakar, ljushållare | "
        "lysestage, lysestager, fyrfadsstage | lysestake, lysestaker, telysholder | "
        "kynttilänjalka, kynttilänjalat | şamdan, mumluk | キャンドルホルダー, 燭台 | 캔들홀더, 촛대 | "
        "烛台 | شمعدان"
    ),
    "lid": (
        "lid, lids | deckel | couvercle | tapa, tapadera | coperchio | tampa | deksel | pokrywka, pokrywa | "
        "capac, capacul | lock, locket | låg, låget | lokk, lokket | kansi, kannen, kantta | kapak, kapağı | "
        "ふた, 蓋 | 뚜껑 | 锅盖, 盖子 | غطاء"
    ),
    "apron": (
        "apron, oven mitt, oven glove, tea towel, dish towel | "
        "schürze, topflappen, ofenhandschuh, geschirrtuch | tablier, gant de cuisine, torchon | "
        "delantal, manopla, paño de cocina | grembiule, presina, strofinaccio | "
        "avental, luva de forno, pano de cozinha | schort, ovenwant, theedoek | "
        "fartuch, rękawica kuchenna, ścierka | șorț, sort, mănușă de bucătărie | "
        "förkläde, grillvante, kökshandduk | forklæde, grydelap, viskestykke | "
        "forkle, grillvott, kjøkkenhåndkle | esiliina, patalappu, keittiöpyyhe | "
        "önlük, fırın eldiveni, kurulama bezi | エプロン, 鍋つかみ | 앞치마, 오븐장갑 | 围裙, 隔热手套 | "
        "مريلة"
    ),
    "baking_tray": (
        "baking tray, baking sheet, cake tin, muffin tin, baking dish, roasting tin | "
        "backblech, backform, springform, auflaufform | "
        "plaque de cuisson, moule, moule à gâteau, plat à gratin | "
        "bandeja de horno, molde, fuente de horno | teglia, stampo, pirofila | tabuleiro, forma, assadeira | "
        "bakplaat, bakvorm, ovenschaal | blacha do pieczenia, forma do pieczenia, naczynie żaroodporne | "
        "tavă, tava, formă de copt | bakplåt, bakform, ugnsform | bageplade, bageform, ildfast fad | "
        "stekebrett, bakeform, ildfast form | uunipelti, vuoka, kakkuvuoka | "
        "fırın tepsisi, kek kalıbı, borcam | 天板, ケーキ型 | 오븐팬, 베이킹틀 | 烤盘, 蛋糕模具 | صينية فرن"
    ),
    "utensil": (
        "spatula, ladle, whisk, tongs, grater, peeler, colander, sieve | "
        "pfannenwender, schöpfkelle, schneebesen, zange, reibe, schäler, sieb | "
        "spatule, louche, fouet, pince, râpe, éplucheur, passoire | "
        "espátula, cucharón, batidor, pinzas, rallador, pelador, colador | "
        "spatola, mestolo, frusta, pinza, grattugia, pelapatate, colino | "
        "espátula, concha, batedor, pinça, ralador, descascador, coador | "
        "spatel, soeplepel, tang, rasp, dunschiller, vergiet | "
        "łopatka, chochla, trzepaczka, szczypce, tarka, obieraczka, durszlak | "
        "spatulă, polonic, tel, clește, răzătoare, curățător, strecurătoare | "
        "stekspade, slev, visp, tång, rivjärn, potatisskalare, durkslag | "
        "paletkniv, grydeske, piskeris, tang, rivejern, skrællekniv, dørslag | "
        "stekespade, øse, visp, tang, rivjern, potetskreller, dørslag | "
        "paistinlasta, kauha, vispilä, pihdit, raastin, kuorimaveitsi, siivilä | "
        "spatula, kepçe, çırpıcı, maşa, rende, soyacak, süzgeç | "
        "フライ返し, おたま, 泡立て器, トング, おろし器, ピーラー, ざる | "
        "뒤집개, 국자, 거품기, 집게, 강판, 필러, 체 | 锅铲, 汤勺, 打蛋器, 夹子, 擦丝器, 削皮刀, 漏勺 | "
        "ملعقة طبخ, مصفاة"
    ),
    "bin": (
        "bin, trash can, rubbish bin, waste bin, dustbin, laundry hamper | "
        "mülleimer, abfalleimer, papierkorb, treteimer | poubelle, corbeille à papier | "
        "cubo de basura, papelera | pattumiera, cestino dei rifiuti, bidone | "
        "caixote do lixo, lixeira, balde do lixo | prullenbak, afvalemmer, vuilnisbak | "
        "kosz na śmieci, śmietnik | coș de gunoi, cos de gunoi, găleată de gunoi | "
        "soptunna, papperskorg, sophink | skraldespand, affaldsspand | søppelbøtte, søppelkasse | "
        "roskakori, roskis | çöp kovası, çöp kutusu | ゴミ箱 | 쓰레기통, 휴지통 | 垃圾桶 | سلة مهملات"
    ),
    "shower_curtain": (
        "shower curtain, shower head, shower caddy | duschvorhang, duschkopf | "
        "rideau de douche, pommeau de douche | cortina de ducha, alcachofa de ducha | "
        "tenda doccia, soffione | cortina de chuveiro, cortina de duche, chuveiro | "
        "douchegordijn, douchekop | zasłona prysznicowa, słuchawka prysznicowa | "
        "perdea de duș, para de duș | duschdraperi, duschmunstycke | badeforhæng, brusehoved | "
        "dusjforheng, dusjhode | suihkuverho, suihkupää | duş perdesi, duş başlığı | "
        "シャワーカーテン, シャワーヘッド | 샤워커튼, 샤워기 | 浴帘, 花洒 | ستارة حمام, دش"
    ),
    "toothbrush": (
        "toothbrush, electric toothbrush | zahnbürste, elektrische zahnbürste | brosse à dents | "
        "cepillo de dientes | spazzolino | escova de dentes | tandenborstel | "
        "szczoteczka, szczoteczka do zębów | periuță de dinți, periuta | tandborste | tandbørste | "
        "tannbørste | hammasharja | diş fırçası | 歯ブラシ, 電動歯ブラシ | 칫솔, 전동칫솔 | 牙刷, 电动牙刷 | "
        "فرشاة أسنان"
    ),
    "leggings": (
        "leggings, tights, tracksuit, joggers, sweatpants | "
        "leggings, strumpfhose, jogginghose, trainingsanzug | "
        "legging, leggings, collant, collants, jogging, survêtement | mallas, leggings, medias, chándal | "
        "leggings, collant, calzamaglia, tuta | leggings, collants, meia-calça, fato de treino | "
        "legging, panty, joggingbroek, trainingspak | legginsy, rajstopy, dres | colanți, colanti, trening | "
        "leggings, strumpbyxor, mjukisbyxor | leggings, strømpebukser, joggingbukser | "
        "tights, strømpebukse, joggebukse | leggingsit, sukkahousut, verkkarit | "
        "tayt, külotlu çorap, eşofman | レギンス, タイツ, ジャージ | 레깅스, 스타킹, 트레이닝복 | "
        "打底裤, 紧身裤, 运动裤 | ليقنز"
    ),
    # furniture and home
    "chair": (
        "chair, chairs, stool, stools, armchair | stuhl, stühle, hocker, sessel | "
        "chaise, chaises, tabouret, fauteuil | silla, sillas, taburete, sillón | "
        "sedia, sedie, sgabello, poltrona | cadeira, cadeiras, poltrona | stoel, stoelen, kruk, fauteuil | "
        "krzesło, krzesła, taboret, fotel | scaun, scaune, fotoliu | stol, stolar, pall, fåtölj | "
        "stol, stole, skammel, lænestol | stol, stoler, krakk, lenestol | "
        "tuoli, tuolit, jakkara, nojatuoli | sandalye, sandalyesi, tabure, koltuk | 椅子, スツール | "
        "의자, 스툴 | 椅子, 凳子 | كرسي"
    ),
    "table": (
        "table, tables, desk, side table, coffee table, bedside table, nightstand | "
        "tisch, tische, schreibtisch, beistelltisch, nachttisch | table, tables, bureau, table de chevet | "
        "mesa, mesas, escritorio, mesita | tavolo, tavoli, tavolino, scrivania, comodino | "
        "mesa, mesas, secretária, escrivaninha, mesinha | tafel, tafels, bureau, bijzettafel, nachtkastje | "
        "stół, stołu, stolik, biurko, szafka nocna | masă, masa, mese, birou, noptieră | "
        "bord, skrivbord, sängbord, soffbord | bord, skrivebord, sofabord, natbord | "
        "bord, skrivebord, nattbord, salongbord | pöytä, pöydän, pöydät, yöpöytä | "
        "masa, masası, sehpa, komodin | テーブル, デスク | 테이블, 책상, 탁자 | "
        "桌子, 书桌, 茶几, 床头柜, 書桌, 床頭櫃 | طاولة, مكتب"
    ),
    "sofa": (
        "sofa, couch, settee | sofa, couch | canapé | sofá | divano | sofá | sofa | sofa, kanapa | "
        "canapea, canapeaua | soffa, soffan | sofa, sofaen | sofa, sofaen | sohva, sohvan | "
        "kanepe, koltuk takımı | ソファ | 소파 | 沙发 | كنبة, أريكة"
    ),
    "shelf": (
        "shelf, shelves, bookcase, bookshelf, rack | regal, regale, bücherregal, wandregal | "
        "étagère, étagères, bibliothèque | estantería, estante, balda | scaffale, mensola, libreria | "
        "estante, prateleira, estantes | kast, boekenkast, plank, wandplank | regał, półka, półki | "
        "raft, rafturi, etajeră | hylla, hyllan, bokhylla | reol, hylde | hylle, reol | "
        "hylly, hyllyn, kirjahylly | raf, rafı, kitaplık | 棚, 本棚, ラック | 선반, 책장 | "
        "架子, 书架, 置物架 | رف, رفوف"
    ),
    "wardrobe": (
        "wardrobe, cabinet, dresser, chest of drawers, cupboard | schrank, kleiderschrank, kommode | "
        "armoire, commode, placard | armario, cómoda | armadio, comò, cassettiera | "
        "armário, roupeiro, cómoda | kast, kledingkast, ladekast | szafa, komoda | dulap, dulapul, comodă | "
        "garderob, byrå, skåp | skab, garderobe, kommode | skap, garderobe, kommode | "
        "vaatekaappi, kaappi, lipasto | dolap, gardırop, şifonyer | タンス, クローゼット | 옷장, 서랍장 | "
        "衣柜, 柜子 | خزانة, دولاب"
    ),
    "bed": (
        "bed, beds, bed frame | bett, betten, bettgestell | lits, cadre de lit | cama, camas | "
        "letto, letti | cama, camas | bed, bedden | łóżko, łóżka | patul | säng, sängen | seng, sengen | "
        "seng, sengen | sänky, sängyn | yatak, karyola | ベッド | 침대 |  | سرير"
    ),
    "mattress": (
        "mattress, topper | matratze, matratzen | matelas | colchón | materasso | colchão | matras | "
        "materac, materaca | saltea, salteaua | madrass, madrassen | madras, madrassen | "
        "madrass, madrassen | patja, patjan | yatak, şilte | マットレス | 매트리스 | 床垫 | مرتبة"
    ),
    "lamp": (
        "lamp, lamps, lighting, pendant light, ceiling light, floor lamp, desk lamp, lantern | "
        "lampe, lampen, leuchte, stehlampe, tischlampe, hängeleuchte | "
        "lampe, lampes, luminaire, lampadaire, suspension, applique | lámpara, lámparas, luminaria, flexo | "
        "lampada, lampade, lampadario, abat-jour | candeeiro, luminária, lâmpada de mesa, lustre | "
        "lamp, lampen, hanglamp, staande lamp | lampa, lampy, lampkę, lampka | lampă, lampa, lămpi, veioză | "
        "lampa, lampan, taklampa, golvlampa | lampe, lampen, loftlampe | lampe, lampen, taklampe | "
        "valaisin, lamppu, lampun | lamba, lambası, abajur, avize | ランプ, ライト, 照明, スタンドライト | "
        "램프, 조명, 스탠드 | 台灯, 吊灯, 落地灯, 檯燈, 吊燈 | مصباح, لمبة, أباجورة"
    ),
    "bulb": (
        "bulb, bulbs, light bulb, led bulb | glühbirne, birne, leuchtmittel | ampoule, ampoules | "
        "bombilla, bombillas | lampadina, lampadine | lâmpada, lâmpadas | gloeilamp, ledlamp | "
        "żarówka, żarówki | bec, becuri | glödlampa | pære, pærer | lyspære, pære | polttimo | "
        "ampul, ampulü | 電球 | 전구 | 灯泡 | مصباح كهربائي"
    ),
    "mirror": (
        "mirror | spiegel | miroir | espejo | specchio | espelho | spiegel | lustro, lusterko | "
        "oglindă, oglinda | spegel | spejl | speil | peili | ayna, aynası | ミラー | 거울 | 镜子 | مرآة"
    ),
    "vase": (
        "vase, vases | vase, vasen | vase | jarrón, florero | vaso, vasi | vaso, jarra | vaas, vazen | "
        "wazon | vază, vaza | vas, vasen | vase | vase | maljakko | vazo | 花瓶 | 꽃병 | 花瓶 | مزهرية"
    ),
    "candle": (
        "candle, candles, tealight | kerze, kerzen, duftkerze | bougie, bougies | vela, velas | "
        "candela, candele | vela, velas | kaars, kaarsen | świeca, świeczka, świeczki | "
        "lumânare, lumanare, lumânări | doftljus | stearinlys | stearinlys | kynttilä, kynttilät | mumu | "
        "キャンドル, ろうそく | 양초, 캔들 | 蜡烛, 香薰蜡烛, 蠟燭, 香薰蠟燭 | شمعة, شموع"
    ),
    "frame": (
        "picture frame, photo frame, frame, poster, print | bilderrahmen, rahmen, poster | "
        "cadre photo, affiche | marco de fotos, póster | cornice, portafoto, poster | "
        "moldura, porta-retratos, quadro | fotolijst, poster | ramka, ramka na zdjęcia, plakat | "
        "ramă, rama, poster | fotoram, affisch | ramme, billedramme, plakat | ramme, bilderamme, plakat | "
        "kehys, taulu, juliste | çerçeve, resim çerçevesi, poster | フォトフレーム, 額縁, ポスター | "
        "액자, 포스터 | 相框, 画框, 海报 | إطار صور"
    ),
    "clock": (
        "clock, wall clock, alarm clock | wanduhr, wecker | horloge, réveil, pendule | "
        "reloj de pared, despertador | orologio da parete, sveglia | relógio de parede, despertador | "
        "klok, wekker | zegar, budzik | ceas de perete, ceas deșteptător | väggklocka, väckarklocka | "
        "vægur, vækkeur | veggklokke, vekkerklokke | seinäkello, herätyskello | duvar saati, çalar saat | "
        "掛け時計, 目覚まし時計 | 벽시계, 알람시계 | 挂钟, 闹钟 | ساعة حائط, منبه"
    ),
    "basket": (
        "basket, baskets, hamper, laundry basket | korb, körbe, wäschekorb | panier, corbeille | "
        "cesta, cesto, canasta | cesto, cestino, cesta | cesto, cesta | mand, manden, wasmand | "
        "kosz, koszyk | coș, cos, coșul | korg, korgen | kurv, kurven | kurv, kurven | kori, korin | "
        "sepet, sepeti | かご, バスケット | 바구니 | 篮子, 收纳篮 | سلة"
    ),
    "hanger": (
        "hanger, hangers, coat hanger | kleiderbügel, bügel | cintre, cintres | percha, perchas | "
        "gruccia, grucce | cabide, cabides | kleerhanger, hangers | wieszak, wieszaki | umeraș, umerase | "
        "galge, galgar | bøjle, bøjler | kleshenger, henger | henkari, vaateripustin | askı, elbise askısı | "
        "ハンガー | 옷걸이 | 衣架 | شماعة"
    ),
    # cleaning and appliances
    "vacuum": (
        "vacuum, vacuum cleaner, hoover, robot vacuum, stick vacuum | staubsauger, saugroboter | "
        "aspirateur, aspirateurs | aspiradora, aspirador | aspirapolvere | aspirador, aspiradora | "
        "stofzuiger, robotstofzuiger | odkurzacz, odkurzacza | aspirator, aspiratorul | "
        "dammsugare, dammsugaren | støvsuger, støvsugeren | støvsuger, støvsugeren | "
        "pölynimuri, imuri, imurin | süpürge, elektrikli süpürge, robot süpürge | 掃除機 | 청소기 | "
        "吸尘器, 扫地机, 吸塵器 | مكنسة كهربائية"
    ),
    "iron": (
        "iron, steam iron | bügeleisen, dampfbügeleisen | fer à repasser, fer | plancha | ferro da stiro | "
        "ferro de engomar, ferro de passar | strijkijzer | żelazko, żelazka | fier de călcat | strykjärn | "
        "strygejern | strykejern | silitysrauta | ütü, ütüsü | アイロン | 다리미 | 熨斗, 挂烫机 | مكواة"
    ),
    "fan": (
        "fan, heater, space heater, air purifier, humidifier, dehumidifier | "
        "ventilator, heizlüfter, luftreiniger, luftbefeuchter | "
        "ventilateur, radiateur, purificateur, humidificateur | "
        "ventilador, calefactor, purificador, humidificador | "
        "ventilatore, stufetta, purificatore, umidificatore | "
        "ventoinha, ventilador, aquecedor, purificador | "
        "ventilator, kachel, luchtreiniger, luchtbevochtiger | "
        "wentylator, grzejnik, oczyszczacz, nawilżacz | ventilator, calorifer, purificator, umidificator | "
        "fläkt, värmefläkt, luftrenare, luftfuktare | ventilator, blæser, varmeblæser, luftrenser | "
        "vifte, varmeovn, luftrenser | tuuletin, lämmitin, ilmanpuhdistin | "
        "vantilatör, fan, ısıtıcı, nemlendirici | 扇風機, ヒーター, 空気清浄機, 加湿器 | "
        "선풍기, 히터, 공기청정기, 가습기 | 风扇, 电扇, 暖风机, 加湿器, 净化器 | مروحة, دفاية"
    ),
    "hair_dryer": (
        "hair dryer, hairdryer, straightener, curling iron, hair straightener | "
        "föhn, fön, haartrockner, glätteisen, lockenstab | sèche-cheveux, lisseur, fer à boucler | "
        "secador, secador de pelo, plancha de pelo | asciugacapelli, phon, piastra | "
        "secador, secador de cabelo, alisador, prancha | föhn, haardroger, stijltang | "
        "suszarka, suszarka do włosów, prostownica | uscător de păr, uscator, placă de păr | "
        "hårtork, plattång | hårtørrer, glattejern | hårføner, rettetang | hiustenkuivaaja, suoristusrauta | "
        "saç kurutma makinesi, fön makinesi, saç düzleştirici | ドライヤー, ヘアアイロン | "
        "드라이기, 고데기 | 吹风机, 卷发棒, 直发器, 吹風機 | مجفف شعر, سشوار"
    ),
    "shaver": (
        "shaver, razor, trimmer, beard trimmer | rasierer, rasierapparat, trimmer, bartschneider | "
        "rasoir, tondeuse | afeitadora, maquinilla, recortadora | rasoio, regolabarba | "
        "máquina de barbear, barbeador, aparador | scheerapparaat, trimmer | "
        "golarka, maszynka do golenia, trymer | aparat de ras, trimmer | rakapparat, trimmer | "
        "barbermaskine, trimmer | barbermaskin, trimmer | parranajokone, trimmeri | tıraş makinesi | "
        "シェーバー, 髭剃り | 면도기 | 剃须刀 | ماكينة حلاقة"
    ),
    "scale": (
        "scale, scales, bathroom scale, kitchen scale | waage, küchenwaage, personenwaage | "
        "balance, pèse-personne | báscula, balanza | bilancia, bilancia pesapersone | balança | weegschaal | "
        "waga, wagi | cântar, cantar | våg, badrumsvåg | vægt, badevægt | vekt, badevekt | vaaka, vaa'an | "
        "tartı, baskül | 体重計, スケール | 체중계, 저울 | 体重秤, 电子秤 | ميزان"
    ),
    # electronics and accessories
    "charger": (
        "charger, chargers, wall charger, charging adapter, power adapter, adapter | "
        "ladegerät, ladegeräte, netzteil, ladekabel-adapter, adapter | chargeur, chargeurs, adaptateur | "
        "cargador, cargadores, adaptador | caricatore, caricabatterie, alimentatore, adattatore | "
        "carregador, carregadores, adaptador | oplader, opladers, adapter, lader | "
        "ładowarka, ładowarki, ładowarkę, zasilacz | încărcător, incarcator, încărcătorul, adaptor | "
        "laddare, laddaren, adapter | oplader, opladeren, adapter | lader, laderen, adapter | "
        "laturi, laturin, adapteri | şarj aleti, şarj cihazı, adaptör | 充電器, アダプター | "
        "충전기, 어댑터 | 充电器, 充电头, 适配器, 充電器, 充電頭 | شاحن"
    ),
    "power_bank": (
        "power bank, powerbank, portable charger, battery pack | powerbank, akku, zusatzakku | "
        "batterie externe, powerbank | batería externa, powerbank | power bank, batteria esterna | "
        "bateria externa, powerbank | powerbank | powerbank, power bank | baterie externă, powerbank | "
        "powerbank, batteribank | powerbank | powerbank | varavirtalähde, powerbank | "
        "powerbank, taşınabilir şarj | モバイルバッテリー | 보조배터리 | 充电宝, 移动电源 | "
        "باور بانك, شاحن متنقل"
    ),
    "cable": (
        "cable, cables, cord, lead, usb cable, charging cable | kabel, kabels, ladekabel | "
        "câble, câbles, cordon | cable, cables | cavo, cavi | cabo, cabos | kabel, kabels, snoer | "
        "kabel, kabla, kable, przewód | cablu, cabluri, cablul | kabel, kabeln, sladd | "
        "kabel, kablet, ledning | kabel, kabelen, ledning | kaapeli, kaapelin, johto | kablo, kablosu | "
        "ケーブル, コード | 케이블 | 数据线, 充电线, 數據線, 充電線 | كابل, سلك"
    ),
    "extension_lead": (
        "extension lead, extension cord, power strip, multi plug, surge protector | "
        "verlängerungskabel, mehrfachsteckdose, steckdosenleiste | rallonge, multiprise | "
        "alargador, regleta, ladrón | prolunga, ciabatta, multipresa | extensão, régua, tomada múltipla | "
        "verlengsnoer, stekkerdoos | przedłużacz, przedłużacza, listwa | prelungitor, prelungitorul | "
        "förlängningssladd, grenuttag | forlængerledning, stikdåse | skjøteledning, grenuttak | "
        "jatkojohto, jatkojohdon | uzatma kablosu, priz, grup priz | 延長コード, 電源タップ | "
        "멀티탭, 연장선 | 插线板, 插排, 排插 | وصلة كهرباء"
    ),
    "headphones": (
        "headphones, earphones, earbuds, headset, earpods | kopfhörer, ohrhörer, headset | "
        "casque, écouteurs, oreillettes | auriculares, cascos | cuffie, auricolari | "
        "auscultadores, fones, fones de ouvido, auriculares | koptelefoon, oordopjes, oortjes | "
        "słuchawki, słuchawek | căști, casti | hörlurar, hörlurarna | høretelefoner, hovedtelefoner | "
        "hodetelefoner, øretelefoner | kuulokkeet, kuulokkeita | kulaklık, kulaklığı | "
        "イヤホン, ヘッドホン | 이어폰, 헤드폰 | 耳机, 耳機 | سماعات, سماعة"
    ),
    "speaker": (
        "speaker, speakers, soundbar, bluetooth speaker | lautsprecher, soundbar | "
        "enceinte, enceintes, haut-parleur | altavoz, altavoces, bafle | altoparlante, cassa, casse | "
        "coluna, colunas, altifalante | speaker, luidspreker, boxen | głośnik, głośnika, głośniki | "
        "boxă, boxa, boxe, difuzor | högtalare, högtalaren | højttaler, højtaleren | "
        "høyttaler, høyttaleren | kaiutin, kaiuttimet | hoparlör, hoparlörü | スピーカー | 스피커 | "
        "音箱, 扬声器 | مكبر صوت, سماعة بلوتوث"
    ),
    "phone": (
        "phone, smartphone, mobile, cell phone | handy, smartphone, telefon | "
        "téléphone, portable, smartphone | teléfono, móvil, celular | telefono, cellulare, smartphone | "
        "telemóvel, telefone, celular | telefoon, mobiel, smartphone | telefon, smartfon, komórka | "
        "telefon, telefonul, mobil | telefon, mobil, mobiltelefon | telefon, mobil, mobiltelefon | "
        "telefon, mobil, mobiltelefon | puhelin, kännykkä | telefon, cep telefonu | スマホ, 携帯, 電話 | "
        "휴대폰, 핸드폰, 스마트폰 | 手机, 手機 | هاتف, جوال, موبايل"
    ),
    "phone_case": (
        "phone case, phone cover, phone cases, screen protector, tempered glass | "
        "handyhülle, hülle, schutzhülle, schutzfolie, panzerglas | coque, étui, protection d'écran | "
        "funda, carcasa, protector de pantalla | cover, custodia, pellicola | capa, capinha, película | "
        "hoesje, telefoonhoesje, screenprotector | etui, pokrowiec, szkło ochronne, folia | "
        "husă, husa, carcasă, folie | skal, fodral, mobilskal, skärmskydd | cover, etui, skærmbeskyttelse | "
        "deksel, etui, skjermbeskytter | suojakuori, kuori, näytönsuoja | ekran koruyucu | "
        "スマホケース, 保護フィルム | 케이스, 폰케이스, 보호필름 | 手机壳, 保护壳, 钢化膜 | جراب, كفر"
    ),
    "laptop": (
        "laptop, notebook computer, computer, pc, tablet, ipad | "
        "laptop, notebook, computer, rechner, tablet | ordinateur, portable, pc, tablette | "
        "portátil, ordenador, computadora, tableta | portatile, computer, pc, tablet | "
        "portátil, computador, tablet | laptop, computer, tablet | laptop, laptopa, komputer, tablet | "
        "laptop, laptopul, calculator, tabletă | laptop, dator, datorn, surfplatta | "
        "bærbar, computer, tablet | bærbar, datamaskin, pc, nettbrett | kannettava, tietokone, tabletti | "
        "dizüstü bilgisayar, laptop, bilgisayar, tablet | ノートパソコン, パソコン, タブレット | "
        "노트북, 컴퓨터, 태블릿 | 笔记本电脑, 电脑, 平板 | حاسوب, لابتوب, كمبيوتر"
    ),
    "keyboard": (
        "keyboard | tastatur | clavier | teclado | tastiera | teclado | toetsenbord | "
        "klawiatura, klawiaturę | tastatură, tastatura | tangentbord | tastatur | tastatur | näppäimistö | "
        "klavye, klavyesi | キーボード | 키보드 | 键盘 | لوحة مفاتيح"
    ),
    "mouse": (
        "mouse, computer mouse | maus | souris | ratón | mouse | rato | muis | mysz, myszka, myszkę | "
        "mouse, maus | mus, musen | mus, musen | mus, musen | hiiri, hiiren | faresi | マウス | 마우스 | "
        "鼠标 | فأرة, ماوس"
    ),
    "mouse_pad": (
        "mouse pad, mousepad, mouse mat, desk mat | mauspad | tapis de souris | "
        "alfombrilla, alfombrilla de ratón | tappetino, tappetino per mouse | tapete de rato | muismat | "
        "podkładka, podkładka pod mysz | mousepad | musmatta | musemåtte | musematte | hiirimatto | "
        "mouse pad | マウスパッド | 마우스패드 | 鼠标垫 | لوحة ماوس"
    ),
    "monitor": (
        "monitor, screen, display, tv, television | monitor, bildschirm, fernseher | "
        "écran, moniteur, télévision, télé | monitor, pantalla, televisor, tele | "
        "monitor, schermo, televisore, tv | monitor, ecrã, tela, televisão | "
        "monitor, beeldscherm, televisie, tv | monitor, ekran, telewizor | monitor, ecran, televizor | "
        "skärm, bildskärm, tv | skærm, fjernsyn, tv | skjerm, tv | näyttö, televisio, telkkari | "
        "monitör, ekran, televizyon | モニター, テレビ | 모니터, 티비, 텔레비전 | 显示器, 电视 | "
        "شاشة, تلفزيون"
    ),
    "camera": (
        "camera, webcam, dashcam, action camera | kamera, webcam | caméra, appareil photo, webcam | cámara | "
        "fotocamera, videocamera, webcam | câmara, câmera, máquina fotográfica | camera, fotocamera | "
        "aparat, kamera, kamerka | cameră, camera, aparat foto | kamera, kameran | kamera, kameraet | "
        "kamera, kameraet | kamera, kameran | kamera, fotoğraf makinesi | カメラ | 카메라 | 相机, 摄像头 | "
        "كاميرا"
    ),
    "printer_ink": (
        "ink, ink cartridge, cartridge, toner | tinte, druckerpatrone, patrone, toner | "
        "encre, cartouche, cartouches, toner | tinta, cartucho, cartuchos, tóner | "
        "inchiostro, cartuccia, cartucce, toner | tinta, tinteiro, tinteiros, cartucho, toner | "
        "inkt, cartridge, inktpatroon, toner | tusz, tusze, kartridż, toner | "
        "cerneală, cartuș, cartus, toner | bläck, bläckpatron, toner | blæk, blækpatron, toner | "
        "blekk, blekkpatron, toner | muste, mustekasetti, värikasetti | kartuş, mürekkep, toner | "
        "インク, カートリッジ, トナー | 잉크, 카트리지, 토너 | 墨盒, 硒鼓, 墨水 | حبر, خرطوشة"
    ),
    "paper": (
        "paper, printer paper, copy paper, a4 paper | papier, druckerpapier, kopierpapier | "
        "papier, ramette | papel, folios | carta, risma | papel | papier, printpapier | papier, ryza | "
        "hârtie, hartie | papper, kopieringspapper | papir, printerpapir | papir, skriverpapir | "
        "paperi, tulostuspaperi | kağıt, fotokopi kağıdı | コピー用紙, 用紙 | 복사용지, 종이 | "
        "打印纸, 复印纸 | ورق"
    ),
    "printer": (
        "printer | drucker | imprimante | impresora | stampante | impressora | printer | "
        "drukarka, drukarki | imprimantă, imprimanta | skrivare | printer | skriver | tulostin | yazıcı | "
        "プリンター | 프린터 | 打印机 | طابعة"
    ),
    "memory": (
        "memory card, sd card, usb stick, flash drive, hard drive, ssd | "
        "speicherkarte, usb-stick, festplatte | carte mémoire, clé usb, disque dur | "
        "tarjeta de memoria, memoria usb, pendrive, disco duro | "
        "scheda di memoria, chiavetta, disco rigido | cartão de memória, pen, pen drive, disco | "
        "geheugenkaart, usb-stick, harde schijf | karta pamięci, pendrive, dysk | "
        "card de memorie, stick, hard disk | minneskort, usb-minne, hårddisk | "
        "hukommelseskort, usb-nøgle, harddisk | minnekort, minnepinne, harddisk | "
        "muistikortti, muistitikku, kovalevy | hafıza kartı, usb bellek, disk | メモリーカード, USBメモリ | "
        "메모리카드, usb | 内存卡, u盘, 硬盘 | بطاقة ذاكرة, فلاشة"
    ),
    "battery": (
        "battery, batteries | batterie, batterien | pile, piles | pila, pilas | pila, pile, batteria | "
        "pilha, pilhas | batterij, batterijen | bateria, baterie, baterię | baterie, baterii | "
        "batteri, batterier | batteri, batterier | batteri, batterier | paristo, paristot, akku | "
        "pil, pili | 電池 | 건전지, 배터리 | 电池 | بطارية"
    ),
    "remote": (
        "remote, remote control | fernbedienung | télécommande | mando, mando a distancia | telecomando | "
        "comando, controlo remoto | afstandsbediening | pilot, pilota | telecomandă, telecomanda | "
        "fjärrkontroll | fjernbetjening | fjernkontroll | kaukosäädin | kumanda | リモコン | 리모컨 | "
        "遥控器 | ريموت, جهاز تحكم"
    ),
    "game_controller": (
        "controller, gamepad, joystick, console | controller, gamepad, konsole | manette, console | "
        "mando de juego, consola | controller, joystick, console | comando, consola | "
        "controller, spelcomputer | kontroler, konsola | controller, consolă | handkontroll, spelkonsol | "
        "controller, spillekonsol | kontroller, spillkonsoll | ohjain, peliohjain, konsoli | "
        "oyun kolu, konsol | コントローラー, ゲーム機 | 컨트롤러, 게임기 | 手柄, 游戏机 | يد تحكم"
    ),
    "smart_band": (
        "fitness tracker, activity tracker, smart band | fitnesstracker, fitnessarmband | "
        "bracelet connecté, tracker | pulsera de actividad | braccialetto fitness, smartband | "
        "pulseira de atividade, smartband | activity tracker | opaska sportowa, smartband | "
        "brățară fitness | aktivitetsarmband | aktivitetsur | aktivitetsarmbånd | aktiivisuusranneke | "
        "akıllı bileklik | スマートバンド | 스마트밴드 | 手环, 智能手环 | سوار ذكي"
    ),
    # toys, kids, books
    "toy": (
        "toy, toys, plush, teddy, stuffed animal, doll | spielzeug, kuscheltier, plüschtier, puppe | "
        "jouet, jouets, peluche, poupée | juguete, juguetes, peluche, muñeca | "
        "giocattolo, giocattoli, peluche, bambola | brinquedo, brinquedos, peluche, pelúcia, boneca | "
        "speelgoed, knuffel, pop | zabawka, zabawki, zabawkę, pluszak, lalka | "
        "jucărie, jucarie, jucării, păpușă | leksak, leksaker, gosedjur, docka | legetøj, bamse, dukke | "
        "leke, leker, kosedyr, dukke | lelu, lelut, pehmolelu, nukke | oyuncak, oyuncağı, peluş | "
        "おもちゃ, ぬいぐるみ, 人形 | 장난감, 인형 | 玩具, 毛绒玩具, 娃娃, 毛絨玩具 | لعبة, دمية"
    ),
    "puzzle": (
        "puzzle, jigsaw, board game, lego, building blocks | puzzle, brettspiel, spiel, bausteine | "
        "puzzle, casse-tête, jeu de société | puzle, rompecabezas, juego de mesa | puzzle, gioco da tavolo | "
        "puzzle, quebra-cabeça, jogo de tabuleiro | puzzel, bordspel | "
        "puzzle, układanka, gra planszowa, klocki | puzzle, joc, joc de societate | pussel, sällskapsspel | "
        "puslespil, brætspil | puslespill, brettspill | palapeli, lautapeli, peli | "
        "yapboz, puzzle, kutu oyunu | パズル, ボードゲーム | 퍼즐, 보드게임 | 拼图, 桌游, 积木 | "
        "أحجية, لعبة لوحية"
    ),
    "stroller": (
        "stroller, pushchair, pram, buggy, car seat | kinderwagen, buggy, kindersitz | "
        "poussette, siège auto | cochecito, carrito, silla de paseo | passeggino, carrozzina, seggiolino | "
        "carrinho de bebé, carrinho, cadeira auto | kinderwagen, buggy, autostoeltje | wózek, fotelik | "
        "cărucior, carucior | barnvagn, bilbarnstol | barnevogn, klapvogn, autostol | "
        "barnevogn, vogn, bilstol | lastenrattaat, rattaat, turvaistuin | "
        "bebek arabası, puset, oto koltuğu | ベビーカー, チャイルドシート | 유모차, 카시트 | "
        "婴儿车, 推车, 安全座椅 | عربة أطفال"
    ),
    "book": (
        "book, books, notebook, journal, diary, planner | buch, bücher, notizbuch, kalender | "
        "livre, livres, carnet, agenda | libro, libros, cuaderno, agenda | libro, libri, quaderno, agenda | "
        "livro, livros, caderno, agenda | boek, boeken, notitieboek, agenda | "
        "książka, książki, książkę, notes, zeszyt | cărți, carti, caiet, agendă | "
        "bok, böcker, boken, anteckningsbok | bog, bøger, notesbog | bok, bøker, notatbok | "
        "kirja, kirjat, kirjan, muistikirja | kitap, kitabı, defter, ajanda | ノート, 手帳 | "
        "책, 노트, 다이어리 | 本子 | كتاب, دفتر"
    ),
    "pen": (
        "pen, pens, pencil, pencils, marker, markers, highlighter | "
        "stift, stifte, kugelschreiber, bleistift, füller, marker | stylo, stylos, crayon, crayons, feutre | "
        "bolígrafo, boli, lápiz, lápices, rotulador | penna, penne, matita, matite, pennarello | "
        "caneta, canetas, lápis, marcador | pen, pennen, potlood, stift, markeerstift | "
        "długopis, długopisy, ołówek, ołówki, flamaster | pix, pixuri, creion, creioane, marker | "
        "penna, pennor, blyertspenna, tuschpenna | kuglepen, blyant, tusch | penn, kulepenn, blyant, tusj | "
        "kynä, kynät, lyijykynä, tussi | kalemi, tükenmez kalem, kurşun kalem | ペン, ボールペン, 鉛筆 | "
        "펜, 볼펜, 연필 | 钢笔, 圆珠笔, 铅笔 | قلم, أقلام"
    ),
    # beauty and health
    "perfume": (
        "perfume, fragrance, eau de toilette, eau de parfum, cologne | parfüm, parfum, duft | "
        "parfum, eau de toilette | perfume, colonia | profumo | perfume | parfum, geurtje | "
        "perfumy, perfum | parfum, parfumul | parfym, parfymen | parfume | parfyme | hajuvesi, parfyymi | "
        "parfüm, parfümü | 香水 | 향수 | 香水 | عطر, العطر"
    ),
    "cream": (
        "cream, moisturiser, moisturizer, lotion, serum, sunscreen | "
        "creme, gesichtscreme, lotion, serum, sonnencreme | crème, lotion, sérum | crema, loción, sérum | "
        "crema, lozione, siero | creme, loção, sérum, protetor solar | crème, lotion, serum, zonnebrand | "
        "krem, kremu, balsam, serum | cremă, crema, loțiune, ser | kräm, krämen, lotion, serum | "
        "creme, lotion, serum | krem, kremen, serum | voide, voiteen, seerumi | krem, kremi, losyon, serum | "
        "クリーム, 化粧水, 美容液 | 크림, 로션, 세럼, 선크림 | 面霜, 乳液, 精华, 防晒霜 | كريم, لوشن"
    ),
    "shampoo": (
        "shampoo, conditioner, shower gel, soap, body wash | shampoo, spülung, duschgel, seife | "
        "shampooing, après-shampooing, gel douche, savon | champú, acondicionador, gel de ducha, jabón | "
        "shampoo, balsamo, bagnoschiuma, sapone | champô, xampu, condicionador, gel de banho, sabonete | "
        "shampoo, conditioner, douchegel, zeep | szampon, odżywka, żel pod prysznic, mydło | "
        "șampon, sampon, balsam, gel de duș, săpun | schampo, balsam, duschkräm, tvål | "
        "shampoo, balsam, showergel, sæbe | sjampo, balsam, dusjsåpe, såpe | "
        "shampoo, hoitoaine, suihkugeeli, saippua | şampuan, duş jeli, sabun | シャンプー, 石鹸 | "
        "샴푸, 바디워시, 비누 | 洗发水, 沐浴露, 香皂 | شامبو, صابون"
    ),
    "makeup": (
        "makeup, lipstick, mascara, foundation, eyeshadow, palette, nail polish | "
        "schminke, lippenstift, mascara, foundation, nagellack | "
        "maquillage, rouge à lèvres, mascara, fond de teint, vernis | "
        "maquillaje, pintalabios, labial, rímel, base, esmalte | "
        "trucco, rossetto, mascara, fondotinta, smalto | "
        "maquilhagem, maquiagem, batom, rímel, base, verniz | make-up, lippenstift, mascara, nagellak | "
        "makijaż, szminka, pomadka, tusz do rzęs, podkład, lakier | machiaj, ruj, rimel, fond de ten, ojă | "
        "smink, läppstift, mascara, nagellack | makeup, læbestift, mascara, neglelak | "
        "sminke, leppestift, maskara, neglelakk | meikki, huulipuna, ripsiväri, kynsilakka | "
        "makyaj, ruj, rimel, fondöten, oje | 化粧品, 口紅, マスカラ, ファンデーション | "
        "화장품, 립스틱, 마스카라 | 化妆品, 口红, 睫毛膏, 粉底 | مكياج, أحمر شفاه"
    ),
    "supplement": (
        "vitamins, supplement, supplements, capsules, tablets, protein | "
        "vitamine, nahrungsergänzung, kapseln, tabletten, protein | "
        "vitamines, complément, gélules, comprimés, protéine | "
        "vitaminas, suplemento, cápsulas, pastillas, proteína | "
        "vitamine, integratore, capsule, compresse, proteine | "
        "vitaminas, suplemento, cápsulas, comprimidos, proteína | "
        "vitamines, supplement, capsules, tabletten, eiwit | "
        "witaminy, suplement, kapsułki, tabletki, białko | vitamine, supliment, capsule, tablete, proteină | "
        "vitaminer, kosttillskott, kapslar, tabletter, protein | "
        "vitaminer, kosttilskud, kapsler, tabletter | vitaminer, kosttilskudd, kapsler, tabletter | "
        "vitamiinit, ravintolisä, kapselit, tabletit, proteiini | "
        "vitamin, takviye, kapsül, tablet, protein | サプリ, サプリメント, ビタミン | "
        "영양제, 비타민, 보충제 | 维生素, 保健品, 胶囊, 蛋白粉 | فيتامينات, مكمل, كبسولات"
    ),
    # sport and outdoor
    "yoga_mat": (
        "yoga mat, exercise mat, gym mat | yogamatte, gymnastikmatte | tapis de yoga | "
        "esterilla, esterilla de yoga | tappetino yoga, materassino | tapete de ioga, tapete de yoga | "
        "yogamat | mata do jogi, mata | saltea de yoga | yogamatta, träningsmatta | yogamåtte | "
        "yogamatte, treningsmatte | joogamatto | yoga matı | ヨガマット | 요가매트 | 瑜伽垫 | سجادة يوغا"
    ),
    "dumbbell": (
        "dumbbell, dumbbells, kettlebell, weights, resistance band | "
        "hantel, hanteln, kettlebell, gewichte, widerstandsband | haltère, haltères, kettlebell, élastique | "
        "mancuerna, mancuernas, pesa, pesas, banda elástica | manubrio, manubri, pesi, elastico | "
        "haltere, halteres, peso, pesos, elástico | dumbbell, halter, gewichten | "
        "hantel, hantle, hantli, ciężarki, guma | ganteră, gantere, greutăți | hantel, hantlar, vikter | "
        "håndvægt, håndvægte, vægte | manual, manualer, vekter | käsipaino, käsipainot, kahvakuula | "
        "dambıl, ağırlık | ダンベル | 덤벨, 아령 | 哑铃 | دمبل"
    ),
    "bicycle": (
        "bike, bicycle, e-bike, scooter | fahrrad, rad, e-bike, roller, tretroller | "
        "vélo, bicyclette, trottinette | bicicleta, bici, patinete | bicicletta, bici, monopattino | "
        "bicicleta, trotinete, patinete | fiets, step | rower, roweru, hulajnoga | "
        "bicicletă, bicicleta, trotinetă | cykel, cykeln, sparkcykel | cykel, cyklen, løbehjul | "
        "sykkel, sykkelen, sparkesykkel | pyörä, polkupyörä, potkulauta | bisiklet, bisikleti, scooter | "
        "自転車, キックボード | 자전거, 킥보드 | 自行车, 单车, 滑板车 | دراجة, سكوتر"
    ),
    "helmet": (
        "helmet | helm | casque de vélo | casco | casco | capacete | helm, fietshelm | kask, kasku | "
        "cască, casca | hjälm, hjälmen | hjelm, cykelhjelm | hjelm, sykkelhjelm | kypärä, kypärän | "
        "kask, kaskı | ヘルメット | 헬멧 | 头盔 | خوذة"
    ),
    "tent": (
        "tent, sleeping bag, camping | zelt, schlafsack | tente, sac de couchage | "
        "tienda de campaña, tienda, saco de dormir | tenda, sacco a pelo | "
        "tenda, saco-cama, saco de dormir | tent, slaapzak | namiot, śpiwór | cort, sac de dormit | "
        "tält, sovsäck | telt, sovepose | telt, sovepose | teltta, makuupussi | çadır, uyku tulumu | "
        "テント, 寝袋 | 텐트, 침낭 | 帐篷, 睡袋 | خيمة"
    ),
    "ball": (
        "ball, balls, football, basketball | ball, bälle, fußball, basketball | ballon, balle, ballons | "
        "balón, pelota, pelotas | pallone, palla, palle | bola, bolas | bal, ballen, voetbal | "
        "piłka, piłki, piłkę | minge, mingea | boll, bollen, fotboll | bold, bolden, fodbold | "
        "ball, ballen, fotball | pallo, pallon, jalkapallo | topu, futbol topu | ボール | 공, 축구공 | "
        "足球, 篮球 | كرة"
    ),
    "racket": (
        "racket, racquet, tennis racket, paddle | schläger, tennisschläger | raquette | raqueta, pala | "
        "racchetta | raquete, raqueta | racket | rakieta, rakietę | rachetă, racheta | "
        "racket, tennisracket | ketsjer, tennisketsjer | racket | maila, tennismaila | raket | ラケット | "
        "라켓 | 球拍 | مضرب"
    ),
    "sport_bottle": (
        "shaker, protein shaker | shaker | shaker | coctelera, shaker | shaker | shaker, coqueteleira | "
        "shaker, shakebeker | shaker | shaker | shaker | shaker | shaker | shaker | shaker | シェイカー | "
        "쉐이커 | 摇摇杯 | شيكر"
    ),
    # garden and tools
    "plant_pot": (
        "plant pot, flower pot, planter, pot plant | blumentopf, pflanzkübel, übertopf | "
        "pot de fleurs, cache-pot, jardinière | maceta, macetero, tiesto | vaso da fiori, fioriera | "
        "vaso de plantas, vaso, floreira | bloempot, plantenbak | doniczka, doniczki, doniczkę | "
        "ghiveci, ghiveciul | kruka, blomkruka, krukan | urtepotte, krukke | potte, blomsterpotte | "
        "kukkaruukku, ruukku | saksı, saksısı | 植木鉢, プランター | 화분 | 花盆 | أصيص, قصرية"
    ),
    "garden_tool": (
        "hose, garden hose, watering can, shears, pruner, rake, shovel, spade | "
        "gartenschlauch, schlauch, gießkanne, gartenschere, rechen, schaufel, spaten | "
        "tuyau d'arrosage, arrosoir, sécateur, râteau, pelle, bêche | "
        "manguera, regadera, tijeras de podar, rastrillo, pala | "
        "tubo da giardino, annaffiatoio, cesoie, rastrello, pala, vanga | "
        "mangueira, regador, tesoura de poda, ancinho, pá | tuinslang, gieter, snoeischaar, hark, schep | "
        "wąż ogrodowy, wąż, konewka, sekator, grabie, łopata | "
        "furtun, stropitoare, foarfecă de grădină, greblă, lopată | "
        "trädgårdsslang, slang, vattenkanna, sekatör, kratta, spade | "
        "haveslange, vandkande, beskæresaks, rive, skovl | hageslange, vannkanne, hagesaks, rake, spade | "
        "puutarhaletku, letku, kastelukannu, oksasakset, harava, lapio | "
        "hortum, sulama kabı, budama makası, tırmık, kürek | ホース, じょうろ, 剪定ばさみ, スコップ | "
        "호스, 물뿌리개, 전지가위, 삽 | 水管, 浇水壶, 剪刀, 铲子 | خرطوم, مرشة"
    ),
    "grill": (
        "grill, barbecue, bbq | grill, gartengrill | barbecue, grill | barbacoa, parrilla | "
        "barbecue, griglia | grelhador, churrasqueira | barbecue, bbq | grill, grilla | grătar, gratar | "
        "grill, grillen | grill, grillen | grill, grillen | grilli, grillin | mangal, barbekü | "
        "バーベキューグリル, グリル | 그릴, 바베큐 | 烧烤架 | شواية"
    ),
    "drill": (
        "drill, screwdriver, power drill, tool, toolkit, hammer | "
        "bohrmaschine, akkuschrauber, schraubenzieher, werkzeug, hammer | "
        "perceuse, visseuse, tournevis, outil, marteau | "
        "taladro, atornillador, destornillador, herramienta, martillo | "
        "trapano, avvitatore, cacciavite, attrezzo, martello | "
        "berbequim, furadeira, aparafusadora, chave de fendas, ferramenta, martelo | "
        "boormachine, boor, schroevendraaier, gereedschap, hamer | "
        "wiertarka, wkrętarka, śrubokręt, narzędzie, młotek | "
        "bormașină, bormasina, șurubelniță, unealtă, ciocan | "
        "borrmaskin, skruvdragare, skruvmejsel, verktyg, hammare | "
        "boremaskine, skruetrækker, værktøj, hammer | drill, boremaskin, skrutrekker, verktøy, hammer | "
        "porakone, ruuvinväännin, ruuvimeisseli, työkalu, vasara | matkap, tornavida, alet, çekiç | "
        "ドリル, ドライバー, 工具 | 드릴, 드라이버, 공구 | 电钻, 螺丝刀, 工具 | مثقاب, مفك"
    ),
    # pets
    "pet_bed": (
        "dog bed, cat bed, pet bed, kennel, crate | hundebett, katzenbett, körbchen, hundebox | "
        "panier pour chien, couchage, niche | cama para perro, cama para gato, transportín | "
        "cuccia, lettino | cama para cão, cama para gato, caminha | hondenmand, kattenmand, bench | "
        "legowisko, legowiska, kojec | culcuș, culcus | hundbädd, kattbädd, hundbur | hundekurv, hundeseng | "
        "hundeseng, hundebur | koiranpeti, peti | köpek yatağı, kedi yatağı | ペットベッド | "
        "강아지 방석, 펫 침대 | 狗窝, 猫窝 | سرير كلب"
    ),
    "leash": (
        "leash, lead, collar, harness | leine, hundeleine, halsband, geschirr | laisse, collier, harnais | "
        "correa, collar, arnés | guinzaglio, collare, pettorina | trela, coleira, peitoral | "
        "riem, hondenriem, halsband, tuig | smycz, obroża, szelki | lesă, lesa, zgardă, ham | "
        "koppel, halsband, sele | snor, hundesnor, halsbånd, sele | bånd, hundebånd, halsbånd, sele | "
        "talutin, hihna, kaulapanta, valjaat | tasma, gezdirme kayışı, köpek tasması | "
        "リード, 首輪, ハーネス | 목줄, 하네스 | 狗绳, 牵引绳, 项圈 | طوق, رسن"
    ),
    "pet_food": (
        "dog food, cat food, pet food, treats, kibble | hundefutter, katzenfutter, leckerli, futter | "
        "croquettes, nourriture pour chien, friandises | pienso, comida para perros, golosinas | "
        "crocchette, cibo per cani, snack | ração, comida para cão, biscoitos | "
        "hondenvoer, kattenvoer, snoepjes, brokken | karma, karmy, przysmaki | "
        "hrană, hrana, mâncare pentru câini, recompense | hundfoder, kattmat, godis | "
        "hundefoder, kattemad, godbidder | hundefôr, kattemat, godbiter | "
        "koiranruoka, kissanruoka, makupalat | köpek maması, kedi maması, ödül maması | "
        "ドッグフード, キャットフード, おやつ | 사료, 간식 | 狗粮, 猫粮, 零食 | طعام كلاب, طعام قطط"
    ),
    "pet_toy": (
        "scratching post, cat tree, litter box, pet bowl | kratzbaum, katzenklo, napf | "
        "arbre à chat, griffoir, litière, gamelle | rascador, arenero, comedero | "
        "tiragraffi, lettiera, ciotola per cani | arranhador, caixa de areia, comedouro | "
        "krabpaal, kattenbak, voerbak | drapak, kuweta, miska dla psa | "
        "ansamblu de joacă, litieră, castron | klösträd, kattlåda, matskål | "
        "kradsetræ, kattebakke, madskål | klatretre, kattedo, matskål | "
        "raapimispuu, hiekkalaatikko, ruokakuppi | tırmalama tahtası, kum kabı, mama kabı | "
        "キャットタワー, 猫トイレ | 캣타워, 고양이 화장실 | 猫爬架, 猫砂盆 | خدش قطط"
    ),
    # food and drink
    "coffee": (
        "coffee, coffee beans, espresso beans, capsules, pods | kaffee, kaffeebohnen, kapseln | "
        "café, café en grains, capsules, dosettes | café, café en grano, cápsulas | "
        "caffè, caffe, caffè in grani, cialde | café, café em grão, cápsulas | koffie, koffiebonen, cups | "
        "kawa, kawy, kapsułki | cafea, boabe de cafea, capsule | kaffe, kaffebönor, kapslar | "
        "kaffe, kaffebønner, kapsler | kaffe, kaffebønner, kapsler | kahvi, kahvipavut, kapselit | "
        "kahve, çekirdek kahve, kapsül | コーヒー, コーヒー豆 | 커피, 원두, 캡슐 | 咖啡, 咖啡豆, 胶囊 | "
        "قهوة, بن"
    ),
    "tea": (
        "tea, tea bags, loose leaf tea | tee, teebeutel | thé, sachets de thé, infusion | "
        "té, bolsitas de té, infusión | tè, tisana, bustine | chá, saquetas, infusão | thee, theezakjes | "
        "herbata, herbaty, herbatę | ceai, ceaiul | te, teet, tepåsar | te, teen, tebreve | "
        "te, teen, teposer | tee, teetä, teepussit | çay, çayı, bitki çayı | お茶, 紅茶, 緑茶 | "
        "차, 홍차, 녹차 | 茶叶, 红茶, 绿茶 | شاي"
    ),
    "wine": (
        "wine, bottle of wine | wein, weine, weinflasche | vin, vins | vino, vinos | vino, vini | "
        "vinho, vinhos | wijn, wijnen | wino, wina, butelka, butelki | vin, vinul, sticlă de vin | "
        "vin, vinet | vin, vinen | vin, vinen | viini, viinit | şarap, şarabı | ワイン | 와인 | "
        "葡萄酒, 红酒 | نبيذ"
    ),
    "chocolate": (
        "chocolate, chocolates, sweets, candy | schokolade, pralinen, süßigkeiten | "
        "chocolat, chocolats, bonbons | chocolate, bombones, caramelos | "
        "cioccolato, cioccolatini, caramelle | chocolate, chocolates, bombons, doces | "
        "chocolade, bonbons, snoep | czekolada, czekoladki, cukierki | ciocolată, ciocolata, bomboane | "
        "choklad, praliner, godis | chokolade, slik | sjokolade, godteri | suklaa, suklaat, karkit | "
        "çikolata, şeker | チョコレート, お菓子 | 초콜릿, 과자 | 巧克力, 糖果 | شوكولاتة, حلويات"
    ),
    "incense": (
        "incense, bakhoor, oud, diffuser, reed diffuser, essential oil | "
        "räucherstäbchen, duftöl, diffuser, ätherisches öl | encens, diffuseur, huile essentielle | "
        "incienso, difusor, aceite esencial | incenso, diffusore, olio essenziale | "
        "incenso, difusor, óleo essencial | wierook, geurstokjes, diffuser, etherische olie | "
        "kadzidło, dyfuzor, olejek | tămâie, tamaie, difuzor, ulei esențial | "
        "rökelse, doftpinnar, eterisk olja | røgelse, duftpinde, æterisk olie | "
        "røkelse, duftpinner, eterisk olje | suitsuke, tuoksutikut, eteerinen öljy | "
        "tütsü, buhurdan, difüzör, uçucu yağ | お香, ディフューザー, アロマオイル | 향, 디퓨저, 아로마오일 | "
        "香薰, 熏香, 精油 | بخور, عود, معطر"
    ),
}
