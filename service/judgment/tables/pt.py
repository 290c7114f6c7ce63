"""Portuguese (Brazil and Portugal)."""

from service.judgment.tables import QUOTED, Table

TABLE = Table(
    code="pt",
    refund=(
            # how the money goes, asked ("wie läuft das mit dem Geld?")
            r"como fica (?:o|meu) dinheiro\b",
            r"\be o (?:meu )?dinheiro\s*\?",
            # the money of some of the goods wanted, no word for back ("I want the money for the two")
            r"(?:quero|queria) o (?:meu )?dinheiro d[aoe]s?",
            # the difference wanted asks it ("quiero la diferencia", "vorrei la differenza")
            r"(?:quero|queria|gostaria|desejo|desejava)(?: \w+){0,2} (?:a )?diferenca",
            r"reembols\w*", r"estorn\w*",
            # the goods credited to the customer, the verb asked of the shop ("que me abonéis las dos")
            r"(?:me|nos) credit(?:em|e|ar|arem|am|ariam)\b", r"credit(?:em|e|ar)-(?:me|nos)\b", r"dinheiro de volta",
            # the money of a thing back, the thing between ("o dinheiro da camisola de volta")
            r"(?:o|meu) dinheiro (?:\w+ ){1,4}de volta", r"meu dinheiro", r"devolv\w+ o (?:meu )?dinheiro",
            r"devolucao do (?:meu )?dinheiro", r"ressarc\w*", r"restitu\w*",
            r"(?:receber|reaver|recuperar) (?:o |meu )?dinheiro",
            r"reaver o valor", r"devolv\w+ o valor",
            r"devolver(?:-me|-nos)? o que (?:paguei|pagamos|custou|custaram)", r"indeniza\w*", r"reave-?l[oa]s?",
            r"reaver a diferenca"),
    full=(r"devolver tudo", r"tudo de volta", r"reembolso (?:integral|total|completo)", r"todo o (?:meu )?dinheiro",
          r"(?:pedido|valor|compra|encomenda) (?:inteir[oa]|total|complet[oa]|tod[oa])",
          # European Portuguese orders an "encomenda"
          r"tudo o que paguei", r"cancelar (?:o|meu) pedido", r"cancelar (?:a|minha) encomenda",
          # the order itself refunded ("reembolsar-me a encomenda")
          r"reembols\w*(?:-me)? (?:a|o|minha|meu|esta|este) (?:encomenda|pedido)(?! (?:de|do|da|para)(?!\w))",
          r"100 ?%",
          r"reembolsar tudo", r"devolver tudo",
          r"totalidade"),
    everything=(r"tudo", r"todos os (?:itens|produtos|artigos)"),
    partial=(r"parcia\w*", r"uma parte"),
    rest=(r"o resto", r"o restante", r"todo o resto", r"os outros?(?: \w+)?", r"as outras?(?: \w+)?",
          r"os (?:itens )?restantes"),
    shipping=(r"frete", r"(?:custo|taxa|valor) (?:de|do) (?:envio|entrega|frete)", r"envio", r"entrega", r"portes",
              r"transporte"),
    instead=(
             # a new one of the thing, or of a part of it, to be sent ("send me a new jug")
             r"(?:mand|envi)\w* (?:pra mim |para mim )?(?:so |apenas |somente )?(?:um|uma) "
             r"(?!(?:etiqueta|link|codigo|nota|boleto|senha))\w+(?: \w+)? nov[oa]s?(?!\w)",
             r"outr[oa] igual", r"um[a]? nov[oa]", r"outr[oa] nov[oa]", r"(?:uma )?troca", r"trocar", r"substitui\w*",
             r"um vale", r"cupom", r"cupao", r"credito na loja",
             r"um novo", r"uma nova", r"conserto", r"consertar", r"reparo", r"reparacao", r"reenvi\w+",
             r"cartao presente"),
    declined=(
              # the money told not to be sent back ("don't send it back"): not to a destination, not "yet"
              r"nao (?:me |nos )?(?:(?:devolvam|devolvas|transfiram) (?:o dinheiro|o valor)|reembolsem|reembolses|"
              r"estornem|estornes)(?! (?:para|no|na|via|ainda|ate))(?!\w)",
              r"nao (?:quero|queria|preciso)(?: \w+)? (?:o )?(?:meu )?dinheiro",
              # the money of a thing not wanted back, the thing between ("no quiero el dinero del
              # jersey de vuelta"): the ask's twin
              r"nao (?:quero|queria|preciso|peco|desejo)(?: \w+){0,2} (?:o |meu )?dinheiro",
              # the difference not wanted ("no quiero la diferencia")
              r"nao (?:quero|queria|preciso)(?: \w+){0,2} (?:a )?diferenca",
              r"nao (?:precisa|e preciso|e necessario|tem que|tem de)(?: de)? (?:me |nos )?(?:reembols\w*"
              r"|estorn\w*|devolver o dinheiro)",
              r"nao (?:quero|preciso|pe[cç]o|desejo)(?: \w+){0,2} (?:de )?(?:um |o |nenhum )?(?:reembolso|estorno)",
              r"em (?:vez|lugar) de(?: um)? reembolso", r"sem reembolso", r"nenhum reembolso",
              r"(?:prefiro|preferia|gostaria|quero)(?: \w+){0,3} (?:uma |um )?(?:troca|substitui\w+|vale|cupom|novo"
              r"|nova|conserto|credito)",
              r"(?:troca|substituicao|vale) (?:me )?(?:basta|serve|esta bom|seria melhor)"),
    kept=(
          # it stays, said bare, closing what is said of the thing ("the hat stays."); I still have it
          r"(?<=\w )(?:fica|ficam)(?= ?[.!,;)]| ?$)",
          # it stays with me, it may stay: a thing kept ("zostaje u mnie")
          r"(?:fica|ficam|ficara|ficarao) (?:comigo|ca|aqui|em casa|connosco|conosco)",
          # kept for use, said as why it does not go back ("I'll use it, so I'm not returning it")
          r"(?:uso|vou usar|utilizo|vou utilizar|usarei)(?: \S+){0,2},? (?:entao|por isso|portanto"
          r"|logo) nao (?:\S+ ){0,2}(?:devolvo|devolver|devolverei|envio|mando)",
          r"sem (?:nenhum )?problema", r"(?:vou )?(?:ficar com|fico com)",
          # kept, said in the past ("fiquei com o cabo")
          r"(?:fiquei|ficamos) com (?:o|a|os|as|ele|ela|eles|elas)(?!\w)"
          r"(?! (?:impressao|ideia|duvida|medo|pena)(?!\w))", r"manter", r"mantenho", r"guardar",
          r"(?:esta|estao|estava|estavam|chegou|chegaram) (?:\w+ ){0,2}(?:bem|bom|boa|perfeit[oa]s?|intact[oa]s?|em"
          r" bom estado|ok|certinh[oa]s?|otim[oa]s?)",
          r"funciona\w*(?: (?:bem|perfeitamente))?", r"satisfeit[oa]s? com", r"nenhum problema com", r"sem problemas?",
          r"gostei"),
    negation=(r"nao (?:quero|posso) esperar(?: por| pelo| pela)?", r"nao", r"nunca", r"jamais", r"nada",
              r"nenhum\w*", r"nem", r"sem"),
    dropped=(r"deix[ae] pra la", r"deix[ae] para la", r"esquec(?:a|am|e|am) (?:isso|tudo)", r"esquece isso"),
    withdrawn=(
               # the ticket only to be closed ("just close the case"); the things said missing all here
               # ("they're both here.")
               r"(?:so|apenas|simplesmente) fech(?:ar|em|e|a) (?:o pedido|o caso|o ticket|a reclamacao)",
               r"(?:estao|estavam|vieram|chegaram) (?:as|os) (?:duas|dois|tres)"
               r"(?: (?:ca|aqui|la|na caixa))?(?=\s*(?:[.!;)]|$))",
               # it came now, just now: the parcel missed is here ("nu kom den!")
               r"(?:acabou|acabaram) de chegar", r"(?:ja|agora) (?:chegou|chegaram)",
               # the remedy tried (an update, a reset) fixed it, with no article before it
               r"(?:atualizacao|actualizacao|reset|reinicio|reposicao|reinicializacao)(?: do firmware|"
               r" de software)? (?:resolveu|resultou|funcionou|ajudou|deu certo|corrigiu)",
               # the cancellation called off, the parcel taken in ("no need to cancel, I'll take it")
               r"nao (?:e|e mais) preciso cancelar", r"nao (?:a |o )?cancelem",
               # the fix tried worked ("that did it"), it plays again, the ticket may be closed
               r"(?<!nao )(?:resultou|funcionou|deu certo)(?! (?:so|apenas|durante|por|ate))",
               r"ja (?:esta a |esta )?(?:tocar|funcionar|ligar|carregar|tocando|funcionando|ligando|"
               r"carregando)(?! mal)",
               r"(?:podem|pode|podes) fechar (?:o |este |a |esta )?(?:pedido|caso|processo|reclamacao|"
               r"solicitacao)(?! e )",
               # the goods were with someone who took them in (a neighbour, the concierge, a locker)
               r"(?:estava|estavam) com (?:o |a |os |as )?(?:porteir\w*|vizinh\w*|zelador\w*)",
               r"(?:porteir\w*|vizinh\w*|zelador\w*) (?:tinha|tinham) (?:recebido|guardado|pegado|ficado com)",
               # the refund itself cancelled (its word inside these asks nothing:
               # reading._unasked_inside_withdrawal)
               r"(?:(?:pode|podem|podes) )?cancel\w* (?:o |a |meu |minha )?(?:pedido |solicitacao )?(?:de )?"
               r"(?:reembolso|estorno)",
               r"encontrei-(?:a|o|as|os)\b",
               r"(?:esta|ficou) tudo (?:bem|resolvido|certo)(?! com)",
               r"(?:arranjou|consertou|reparou)-(?:a|o|as|os)\b",
               r"esquec\w* (?:o|do) reembolso", r"afinal (?:estava|chegou|funciona)",
               r"nao (?:e|e mais) preciso (?:o )?reembolso", r"deixa pra la", r"deixe pra la",
               r"esquec(?:a|am|e)(?: \w+){0,3} (?:reclamacao|solicitacao)",
               r"(?:ignorem?|cancelem?|desconsiderem?) (?:minha|meu|esta|este)(?: \w+){0,2} (?:solicitacao"
               r"|reclamacao)",
               r"(?:chegou|chegaram|apareceu|apareceram) (?:\w+ ){0,2}(?:afinal|no fim)",
               r"(?:afinal|finalmente) (?:chegou|chegaram|achei|encontrei)",
               r"(?:achei|encontrei) (?:o|a|os|as) \w+", r"(?:ja )?(?:esta|foi) (?:resolvido|solucionado)",
               r"nao preciso mais(?: \w+){0,2}",
               r"(?:ja )?funciona (?:agora|de novo)",
               r"(?:foi )?(?:um )?erro meu(?! (?:ao|na|no) (?:encomend\w*|escolh\w*|compr\w*|pedi\w*))",
               r"alarme falso",
               r"podem fechar (?:o|este) (?:ticket|chamado)",
               r"retiro (?:minha|o meu) (?:solicitacao|reclamacao|pedido)",
               r"agora (?:funcionou|funciona|deu certo)", r"volt(?:ou|a) a funcionar",
               r"(?:pode|podem|podes) (?:desconsiderar|ignorar|cancelar) (?:o|a|meu|minha|este|esta)(?: \w+){0,2} "
               r"(?:pedido|solicitacao|reclamacao|chamado)"),
    complaint=(
               # wet, soaked, damaged by water
               r"molhad[oa]s?", r"encharcad[oa]s?", r"(?:danificad|estragad)[oa]s? pela água",
               # came apart: unglued, unstitched at a seam, fallen to pieces
               r"descol(?:ou|aram|ad[oa]s?|ar)\b", r"descosid[oa]s?\b", r"descoseu", r"descoseram", r"desfez-se",
               r"se desfez", r"desfizeram-se", r"se desfizeram",
               # a heater that does not heat, a cooler that does not cool
               r"nao (?:aquece|esquenta|arrefece|gela)",
               # a parcel gone missing ("disappeared", "vanished")
               r"desaparec\w*", r"extraviad\w*", r"sumiu",
               # a colour faded, washed out ("faded")
               r"desbotad\w*", r"desbotou", r"perdeu a cor",
               # broken glass or china ("veio partida"), never the noun (a departure, a match:
               # "a data de partida", "uma partida de futebol")
               r"(?<!\ba )(?<!\bda )(?<!\bna )(?<!\bde )(?<!\buma )(?<!\bpela )partid[oa]s?",
               r"quebrad[oa]s?", r"danificad[oa]s?", r"defeituos[oa]s?", r"com defeito", r"estragad[oa]s?",
               r"nao (?:chegou|funciona|liga|carrega)",
               r"faltando", r"falta\w*", r"rachad[oa]s?", r"rachaduras?", r"trincad\w*", r"lascad\w*",
               r"arranhad[oa]s?", r"manchad[oa]s?", r"rasgad[oa]s?",
               r"vazando", r"vaza", r"atrasad[oa]s?", r"atraso", r"perdid[oa]s?", r"errad[oa]s?",
               r"nao (?:e|era) o que", r"cobrad[oa] duas vezes", r"cobranca (?:em )?dobro", r"decepcion\w*",
               r"furad[oa]s?", r"enferrujad[oa]s?", r"vencid[oa]s?", r"tort[oa]s?", r"lascad[oa]s?", r"nao recebi",
               r"piscando"),
    difference=(r"a mais", r"cobrad[oa] a mais", r"cobranca a mais", r"(?:a )?diferenca", r"queda de preco",
                r"(?:o )?preco (?:baixou|caiu|diminuiu)",
                r"(?:agora|ja) (?:mais barato|em promocao)",
                r"em promocao", r"mais barato", r"paguei a mais", r"ajuste de preco", r"desconto"),
    back=(
          # money the customer says they are entitled to ("me corresponde la diferencia")
          r"(?:tenho|temos) direito (?:a|ao|as|aos)", r"(?:me|nos) (?:cabe|cabem)", r"(?:voces )?me devem",
          r"de volta", r"devolv\w*",
          # the money recovered ("quero reaver os portes", "gostaria de os recuperar")
          r"reaver", r"(?:o|a|os|as) (?:\w+ ){0,2}recuperar", r"recupera-l\w*",
          r"recuperar (?:o|os|a) (?:meu |dinheiro|portes|frete|valor|diferenca)",
          r"desconto", r"abatimento", r"compensa[cç]ao"),
    accept=(r"de acordo", r"aceito", r"pode ser", r"tudo bem", r"combinado", r"(?:esta|seria) (?:bom|otimo)"),
    yes=(r"sim", r"ok", r"obrigad[oa]", r"perfeito", r"combinado", r"pode ser"),
    please=(r"por favor", r"podem", r"poderiam"),
    order=(
           # the goods' price, all the lines (a share's base)
           r"(?:preco|valor) (?:total )?(?:dos artigos|dos produtos|da mercadoria)",
           r"pedido", r"encomenda", r"total", r"valor", r"compra", r"pagamento", r"tudo", r"fatura", r"carrinho"),
    contrast=(r"mas", r"porem", r"contudo", r"exceto", r"menos", r"embora", r"enquanto", r"so", r"apenas", r"alem de"),
    shares={r"(?:a )?metade": "1/2", r"um terco": "1/3", r"terco": "1/3", r"dois tercos": "2/3",
            r"um quarto": "1/4", r"tres quartos": "3/4", r"um quinto": "1/5", r"um decimo": "1/10"},
    # "the other one", "the second", alone at a clause's end: one unit of a line of two
    # ("hyvittää toisen?", "erstatten Sie das zweite")
    one_of=(
            r"(?:o|a) (?:outr[oa]|segund[oa]|2[oa])(?=\s*(?:[.?!,;:]|$))",
    ),
    count_of=(
              # some "of them", the whole counted before ("I bought six, and three of them ...")
              r"(?P<whole>{N}) (?:\S+ ){0,8}?(?P<part>{N}) d(?:eles|elas|estes|estas|esses|essas)(?!\w)",
              r"(?P<whole>{N}) (?:\S+ ){0,8}?d(?:os|as) quais (?P<part>{N})(?![\d.,%])",
              r"(?P<part>{N}) d(?:os|as|e) (?:meus |minhas )?(?P<whole>{N})",
              r"(?P<part>{N}) (?:\w+ ){0,2}d(?:os|as|e) (?:meus |minhas )?(?P<whole>{N})",
              # the whole first: "of the six glasses, two" (or with what came of them, a comma after:
              # "of the six glasses that came in the box, two")
              r"d(?:os|as) (?:meus |minhas )?(?P<whole>{N}) (?:(?:\w+ ){0,2}?\w+,? "
              r"|(?:\w+,? ){3,6}?\w+, )(?P<part>{N})(?![\d.,%])"),
    percent=(r"(?P<n>{N}) ?(?:%|por ?cento)",),
    quote_head=(r"em .{4,160} escreveu\s*:?", r".{2,80} escreveu\s*:", r"no dia .{4,120} escreveu\s*:?"),
    forward_head=(r"-{2,}\s*(?:mensagem original|mensagem encaminhada)\s*-*",
                  r"(?:inicio da )?mensagem encaminhada\s*:?",
                  r"enc\s*:.*", r"fwd?\s*:.*"),
    header_field=(r"de", r"enviad[oa]", r"para", r"assunto", r"data", r"cc"),
    pasted=(
            # a shop's own document pasted (an order confirmation, a receipt, an invoice, its tracking):
            # the shop's words, not the customer's request
            r"(?:aqui|abaixo|segue|esta e|este e|copio|colo)(?: \w+){0,3} (?:a|o|sua|seu|minha|meu"
            r"|uma?) (?:\w+ ){0,2}(?:confirmacao|recibo|fatura|nota fiscal|rastreio|rastreamento)(?: \w+){0,3}\s*:$",
            r"(?:aqui|abaixo|segue|copio|colo)(?: \w+){0,5} (?:o que|a|o|sua|seu|um|uma) (?:\w+ ){0,3}(?:disse"
            r"|escreveu"
    r"|mensagem|resposta|e-?mail|chat|avaliacao|anuncio|texto|conversa)",
            r"(?:avaliacao|anuncio|descricao|conversa|transcricao)\s*:$",
            r"(?:ele|ela|o atendente|seu atendente|o suporte|o vendedor) (?:disse|escreveu|me disse)\s*:"),
    system=(r"aviso (?:legal|de confidencialidade)", r"isencao de responsabilidade",
            r"sistema", r"automatic[oa]", r"automatizad[oa]", r"bot", r"admin\w*", r"equipe",
            r"(?:atendimento|suporte|equipe) (?:ao )?(?:cliente|reembolsos|financeiro)", r"suporte", r"atendente",
            r"agente",
            r"nota interna", r"aviso", r"notificacao", r"seguranca", r"gerente", r"supervisor", r"nao responda"),
    approved=(r"codigo de aprovacao",  # an approval's code quoted
              r"reembolso(?: \w+){0,4} (?:foi |esta |ja |sera )*(?:aprovad|autorizad|confirmad|emitid|processad"
              r"|concedid)[oa]",
              r"(?:aprovad|autorizad|elegivel)\w* (?:\w+ ){0,3}(?:para )?(?:um |o )?reembolso",
              r"ja (?:aprovad|autorizad)[oa]",
              r"pre-?aprovad[oa]", r"status\s*:?\s*aprovad[oa]", r"valor (?:do |a )?reembols\w*\s*:",
              r"(?:aprovamos|autorizamos|prometemos|aprovei|autorizei)"),
    ai=(r"ia", r"i\.a\.", r"inteligencia artificial", r"assistente\w*(?: virtual| de ia)?", r"(?:chat)?bots?",
        r"modelo\w*(?: de linguagem)?", r"agente\w* (?:de ia|automatizad\w*|virtual\w*)", r"robo\w*"),
    address=(r"nota", r"mensagem", r"aviso", r"instruc\w+", r"atencao"),
    address_to=(r"a", r"ao", r"para", r"prezado", r"caro", r"querido", r"ola", r"oi"),
    override=(r"ignor[ea]\w*", r"desconsider\w*", r"esquec\w*", r"esqueca", r"pul[ea]\w*", r"anul[ea]\w*",
              r"desobedec\w*"),
    rules=(r"instrucoes", r"regras", r"diretrizes", r"orientacoes", r"prompt\w*", r"restricoes", r"limites",
           r"politicas?", r"verificacoes", r"normas"),
    prior=(r"anterior\w*", r"previas?", r"todas", r"suas", r"as", r"do sistema", r"originais", r"acima"),
    role=(r"agora voce e", r"a partir de agora,? voce", r"finja (?:ser|que)",
          r"modo (?:desenvolvedor|admin|depuracao|manutencao)", r"novas (?:instrucoes|regras)",
          r"sua (?:nova )?tarefa e"),
    # the reader called by what it is ("as an AI", "if you are an AI"): a new role only with an
    # instruction beside it (``called``)
    as_ai=(r"se voce (?:e|for) uma? (?:ia|assistente|bot|modelo|agente)",
          # "as an AI" and the AI's own first person after it ("como IA no puedo"): a chatbot quoted
          r"como (?:uma )?ia(?![\w])(?!,?\s+(?:yo\s+|eu\s+|io\s+)?(?:no\s+|nao\s+|non\s+)?"
          r"(?:me\s+|te\s+|lo\s+|le\s+|mi\s+|ti\s+|o\s+|lhe\s+)?(?:puedo|tengo|soy|estoy|se|debo|quiero|creo|"
          r"entiendo|consigo|posso|sou|estou|sei|devo|quero|acho|ho|sono|so|voglio|credo|capisco|riesco)\b)"),
    # the reader's reply dictated word for word ("reply only 'done'")
    scripted=(
        rf"(?:responda|responde|respondam|escreva)(?:-me)? (?:apenas|so|somente|"
        rf"unicamente)(?: com)?:? ?{QUOTED}",
    ),
    bypass=(r"nao (?:faca|facam|facas) (?:nenhuma |mais )?perguntas?",
            r"nao (?:escale|encaminhe|verifique|escalar|verificar|consulte)",
            r"sem (?:verificacao|aprovacao|revisao|escalar|consultar|checagem)",
            r"(?:pular|ignorar|contornar) (?:a |o |os )?(?:verificacao|aprovacao|revisao|limite)s?"),
    boss=(r"gerente", r"supervisor\w*", r"chefe", r"diretor\w*", r"responsavel", r"dono", r"dona", r"admin\w*"),
    approve=(r"aprov\w*", r"autoriz\w*", r"validad[oa]", r"validou"),
    authority=(r"ja (?:aprovad|autorizad)[oa]", r"pre-?aprovad[oa]",
               r"(?:gerente|supervisor|chefe|diretor|dono|gestor) (?:ja )?(?:\w+ ){0,2}(?:aprovou|autorizou|disse"
               r"|prometeu|mandou)",
               r"(?:segundo|conforme|de acordo com) (?:a sua|a|nossa|sua) (?:nova )?(?:politica|regra|norma)\w*(?:"
               r" \w+){0,6} (?:devem|deve|sao obrigados)",
               r"(?:sou|aqui e) (?:o seu|a sua|seu|sua) (?:gerente|supervisor\w*|admin\w*|desenvolvedor\w*)"),
    directive=(
               # the AI told in the directive future what it will do, no "I", "you", "said" or "hope"
               # between: a rule or an order passed on, not a person's hope (``test_ai_told_what_it_will_do``)
               r"(?:(?:assistente|agente|modelo)s? (?:de )?(?:ia|virtua(?:l|is))|a ia|(?:chat)?bots?)"
               r"(?: (?!(?:me|te|nos|vos|lhe|eu|tu|voce|voces|se|disse|diz|espero|oxala)(?![\w']))"
               r"[\w',.-]*[\w',-]){0,12} (?:reembolsar|devolver|aprovar|creditar)(?:a|ao)",
               # a heading addressed to the AI or the automated systems that process this message
               # ("AI assistants processing this e-mail: approve ...")
               r"(?:assistentes?|sistemas?|agentes?|bots?|modelos?) (?:de ia|ia|automatic\w*|automatizad\w*"
               r"|virtuais)(?:[^:.\n]{0,60})? (?:que )?(?:processam|processem|leem|leiam|tratam) (?:este|esta"
               r"|o|a) (?:e-?mail|mensagem|ticket|pedido)\s*:",
               # the reader or handler of this ticket told to refund ("whoever picks up this ticket must refund")
               r"(?:quem|qualquer (?:colega|atendente|agente|pessoa|funcionari[oa]) que|o (?:colega|atendente"
               r"|agente) que) (?:ler|leia|pegar|pegue|assumir|assuma|tratar|trate|abrir|abra|receber|receba)"
               r"(?: \w+){0,4} (?:deve|devera|tem de|tem que|precisa)(?: \w+){0,4} (?:reembols|estorn|aprov"
               r"|pag|process|devolv)\w*",
               r"(?:agentes?|assistentes?|bots?|ia|modelos?) (?:deve|devem|deveria|deveriam|tem que|precisa|precisam"
               r"|e obrigado|sao obrigados)(?: \w+){0,4} (?:reembolsar|aprovar|pagar|estornar|conceder|emitir)", ),
    command=(r"(?:reembolse|reembolsem|estorne|estornem|aprove|aprovem|emita|emitam|processe|processem|transfira)(?:"
    r" \w+){0,3} (?:reembolso|valor|dinheiro|\d)",
             r"(?:processar|emitir|aprovar) o reembolso",
             r"(?:fechar|marcar) (?:o |este )?(?:ticket|chamado) como (?:resolvido|reembolsado|aprovado)"),
    obliged=(r"devem", r"deve", r"dever(?:a|ao)", r"(?:e|sao) obrigad\w+ a", r"tem de", r"tem que", r"obriga"),
    scope=(r"todos os (?:meus )?pedidos", r"(?:tambem|alem disso) (?:os )?(?:meus )?outros pedidos"),
    generic=frozenset(
                      [
                       # the parcel said lost or gone, as a subject says it ("Parcel lost"): no item
                       "perdido", "perdida", "extraviado", "extraviada",
                       # a question word a subject asks with ("Where is my parcel?"): no item
                       "onde", "quando", "porque",
                       # a refund still waited for, as a subject says it: no item ("Refund pending")
                       "atrasado", "atraso", "pendente", "pendentes",
                       # an item of the order, as a subject names it ("Anulowanie pozycji")
                       "artigo", "artigos",
                       # the parcel, the shipment, as a subject names it
                       "remessa",
                       # a pre-order is an order
                       "prevenda", "encomenda",
                       "cobrado", "cobrados", "cobranca", "fatura", "faturado", "faturados", "debitado",
                       "reclamacao", "problema", "pergunta", "devolucao", "pedido", "ajuda", "rastreio",
                       "rastreamento", "numero", "estado", "fatura", "pedido", "item", "itens", "produto", "produtos",
                       "pacote", "encomenda", "coisa", "coisas", "dinheiro", "reembolso", "compra", "entrega", "peca",
                       "pecas", "o", "a", "os", "as", "um", "uma"]),
    function=frozenset(
                       ["o", "a", "os", "as", "de", "do", "da", "dos", "das", "e", "ou", "nao", "eu", "voce", "um",
                        "uma", "com", "por", "para", "em", "meu", "minha", "que", "se", "mas", "muito", "esta",
                        "foi"]),
)
