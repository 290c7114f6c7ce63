"""Spanish."""

from service.judgment.tables import QUOTED, Table

TABLE = Table(
    code="es",
    refund=(
            # how the money goes, asked ("wie läuft das mit dem Geld?")
            r"(?:como va|que pasa con) (?:lo del|el|mi) dinero\b",
            r"\by (?:el|mi) dinero\s*\?",
            # what was paid for a thing wanted back, "lo de" for its money ("que me regresen lo de la
            # licuadora", "devuélveme lo del envío")
            r"(?:me|nos) (?:devuelv|devolv|regres)\w* lo (?:de|del)",
            # the money of some of the goods wanted, no word for back ("I want the money for the two")
            r"(?:quiero|queria) (?:el|mi) dinero (?:de|por)",
            # a charge given back, one of two taken ("devolvedme uno de los dos", "devolved el cargo duplicado")
            r"devol\w* (?:uno|una) de (?:los|las) (?:dos|cobros|cargos|pagos)",
            r"devol\w* (?:el |un |uno de los |los )?(?:cobro|cargo|pago)s?",
            # what a thing cost wanted back ("rivoglio i soldi della spedizione", "récupérer les frais de port")
            r"recuperar (?:lo (?:de|del|que)|(?:el|los|mis) (?:importe|gastos|coste|costo|precio|\d))",
            # the difference wanted asks it ("quiero la diferencia", "vorrei la differenza")
            r"(?:quiero|quisiera|querria|me gustaria|deseo|desearia)(?: \w+){0,2} (?:la )?diferencia",
            r"(?:la|mi) plata", r"devuelvan? (?:la|mi) plata", r"reembols\w*", r"devol\w+ (?:el|mi|del) dinero",
            # the Mexican "regresar" of the money ("me regresan el dinero de la licuadora")
            r"regres\w+ (?:el|mi|del) dinero",
            r"devolucion(?: del dinero| de mi dinero)?",
            # what a thing cost given back: "¿me podéis devolver lo de las zapatillas?"
            r"devolver(?:me|nos)? lo (?:de|que (?:pague|costo|costaron))",
            # the same in the Mexican "regresar" ("¿me pueden regresar lo de las 3 jarras?")
            r"regres(?:ar|en|arian)(?:me|nos)? lo (?:de|del|que (?:pague|costo|costaron))",
            # the same asked of the shop ("¿me devolvéis lo de la tetera?", "nos devuelven lo del envío")
            r"(?:me|nos) (?:devolv|devuelv)\w* lo (?:de|del|que (?:pague|costo|costaron))",
            r"mi dinero", r"dinero de vuelta",
            # the money of a thing back, the thing between ("el dinero del jersey de vuelta")
            r"(?:el|mi) dinero (?:\w+ ){1,4}de vuelta", r"reintegr\w*", r"restitu\w*",
            # (never the customer's own "os devuelvo este": the goods they send back, read as a return)
            r"devuelv(?!o\b)\w+(?: el dinero| mi dinero| los \d)?",
            r"devolv\w+ (?:el|mi) (?:dinero|importe|pago)", r"abon\w+ (?:el|mi) (?:dinero|importe)",
            r"recuperar (?:mi|el) dinero",
            # the goods credited to the customer, "abonar" asked of the shop ("que me abonéis las dos",
            # "abónenme la rota"): never "he abonado", what they paid
            r"(?:me|nos) abon(?:e|en|eis|ais|an|ais|ara|aran|arais|arian|ariais|ad|ar|aria)\b",
            r"abon(?:e|en|ad|ar)(?:me|nos)\b", r"compensaci\w+", r"que me devuelvan"),
    full=(r"devolver(?:lo)? todo", r"todo de vuelta", r"reembolso total", r"cancelar(?:lo)? todo",
          r"anular(?:lo)? todo", r"todo el pedido", r"reembolso (?:completo|total|integro|integral)",
          r"todo (?:mi|el) dinero", r"(?:todo el|el) pedido completo",
          r"(?:el|mi) pedido entero", r"importe total", r"(?:la )?totalidad", r"todo lo que pague",
          r"cancelar (?:el|mi) pedido",
          # the order itself refunded ("reembolsarme el pedido")
          r"reembols\w* (?:el|mi|este) pedido(?! (?:de|del|a nombre)(?!\w))",
          r"devolver\w* el dinero (?:de|del) (?:el |mi |este )?pedido(?! (?:de|del)(?!\w))",
          r"100 ?%", r"devolver(?:me)? todo", r"reembolsar(?:me)? todo"),
    everything=(r"todo", r"todos los (?:articulos|productos)"),
    partial=(r"parcial\w*", r"una parte"),
    rest=(r"el resto", r"lo demas", r"todo lo demas", r"los otros?(?: \w+)?", r"las otras?(?: \w+)?",
          r"los (?:articulos |productos )?restantes"),
    shipping=(r"(?:gastos|costes?|costos?|cargos?) de (?:envio|entrega|transporte)", r"envio",
              r"entrega", r"transporte", r"porte", r"mensajeria", r"express"),
    instead=(
             # a new one of the thing, or of a part of it, to be sent ("send me a new jug")
             r"(?:mand|envi)\w*(?: me| nos)? (?:solo |solamente )?(?:un|una) "
             r"(?!(?:etiqueta|enlace|link|codigo|factura))\w+(?: \w+)? nuev[oa]s?(?!\w)",
             r"otr[oa] igual", r"otr[oa] nuev[oa]",
             # another one wanted, or not ("ya no quiero otra": the replacement declined, the
             # request not withdrawn: ``preference.withdrawing``)
             r"(?:quiero|necesito|queremos) otr[oa]s?(?= *(?:[.,;!?]|$| (?:igual|nuev[oa]|de (?:repuesto|cambio))))",
             r"(?:un )?reemplazo", r"reemplazar", r"(?:un )?cambio",
             r"cambiar(?:lo|la|los|las)?", r"sustituci\w+",
             # a new shipment sent instead ("¿un nuevo envío o el dinero?")
             r"(?:un )?nuevo envio",
             r"un vale", r"cupon", r"credito (?:en la )?tienda", r"saldo", r"uno nuevo", r"una nueva",
             r"reparaci\w+", r"reparar(?:lo|la)?", r"tarjeta regalo", r"reenvi\w+"),
    declined=(
              # not wanting to be refunded, said in the passive ("I don't want to be refunded")
              r"no (?:quiero|necesito|pido|deseo)(?: \w+){0,2} ser (?:reembolsad\w*|indemnizad\w*)",
              # the money told not to be sent back ("don't send it back"): not to a destination, not "yet"
              r"no (?:me |nos )?(?:(?:devuelvan|devolvais|devuelvas|transfieran) (?:el dinero|el importe|la plata|"
              r"nada)|reembolsen|reembolseis|reembolses|reintegren)(?! (?:a|al|en|por|todavia|aun|hasta))(?!\w)",
              r"no (?:quiero|queria|necesito) (?:el |mi )?dinero",
              # the money of a thing not wanted back, the thing between ("no quiero el dinero del
              # jersey de vuelta"): the ask's twin
              r"no (?:quiero|quisiera|necesito|pido|busco)(?: \w+){0,2} (?:el |mi )?dinero",
              # the difference not wanted ("no quiero la diferencia")
              r"no (?:quiero|quisiera|necesito)(?: \w+){0,2} (?:la )?diferencia",
              r"no (?:hace falta|es necesario|necesitan?|tienen que|hay que)(?: \w+)? (?:reembols\w*"
              r"|devolver(?:me)? el dinero)",
              r"no (?:quiero|necesito|busco|pido|deseo)(?: \w+){0,2} (?:un |ningun |el )?reembolso",
              r"(?:en lugar|en vez) de(?: un)? reembolso", r"sin reembolso",
              # the giving back not wanted ("no quiero que me devuelvan nada")
              r"no (?:quiero|necesito|pido|hace falta) que (?:me |nos )?(?:devuelv|devolv|reembols)\w+",
              r"no (?:hace falta|es necesario)(?: un| el)? reembolso",
              r"(?:prefiero|preferiria|quisiera|quiero|me gustaria)(?: \w+){0,3} (?:un |una )?(?:reemplazo|cambio"
              r"|vale|uno nuevo|una nueva|reparaci\w+|credito)",
              r"(?:reemplazo|cambio|vale) (?:me )?(?:basta|sirve|esta bien|seria mejor)"),
    kept=(
          # it stays, said bare, closing what is said of the thing ("the hat stays."); I still have it
          r"(?<=\w )se (?:queda|quedan)(?= ?[.!,;)]| ?$)",
          # it stays with me, it may stay: a thing kept ("zostaje u mnie")
          r"(?:queda|quedan|quedara|quedaran) (?:conmigo|aqui|en casa|con nosotros)", r"me (?:lo|la|los|las) quedo",
          # kept for use, said as why it does not go back ("I'll use it, so I'm not returning it")
          r"(?:uso|usare|voy a usar|utilizo|utilizare|necesito)(?: \S+){0,2},? (?:asi que|por eso|entonces"
          r"|por lo que) no (?:\S+ ){0,2}(?:devuelvo|devolvere|devolver|envio|mando)",
          r"(?:me )?(?:quedo con|quedare con)",
          # kept, said in the past ("me quedé con el cable")
          r"me (?:lo|la|los|las) quede", r"me quede con(?! (?:la duda|las ganas|ganas|hambre|sed)(?!\w))",
          r"quedarme con", r"conserv\w+",
          r"(?:me|nos) (?:lo|la|los|las) (?:quedo|quedamos|quedare|quedaremos)(?!\w)",
          r"(?:esta|estan|estaba|estaban|llego|llegaron) (?:\w+ ){0,2}(?:bien|perfect[oa]s?|intact[oa]s?|en buen"
          r" estado|impecable\w*|correct[oa]s?)",
          r"(?:va|van|iba|iban|anda|andan|quedan|queda|funcionan) (?:\w+ ){0,1}(?:bien|perfect[oa]s?|de lujo|genial)",
          r"funciona\w*(?: (?:bien|perfectamente))?", r"content[oa]s? con", r"ningun problema con",
          r"sin problemas?", r"me gusta\w*",
          r"(?:queda|quedan|esta|estan|se ve|se ven|van) (?:muy |super |ya )?(?:genial(?:es)?|estupend[oa]s?|"
          r"preci[oa]s[oa]s?)"),
    negation=(r"no (?:quiero|puedo) esperar(?: a| por)?", r"no", r"nunca", r"jamas", r"nada", r"ningun\w*", r"ni",
              r"sin", r"tampoco"),
    dropped=(r"olvid(?:alo|enlo|elo)", r"olviden(?:se de)? todo", r"olvida todo", r"dej(?:alo|enlo) (?:estar|asi)"),
    withdrawn=(
               # the ticket only to be closed ("just close the case"); the things said missing all here
               # ("they're both here.")
               r"(?:solo|simplemente) (?:cierren|cierre|cierra|cerrad) (?:el ticket|el caso|la solicitud)",
               r"(?:estan|llegaron) (?:los|las) (?:dos|tres)(?: (?:aqui|ahi|en la caja))?(?=\s*(?:[.!;)]|$))",
               # the remedy tried (an update, a reset) fixed it, with no article before it
               r"(?:actualizacion|reinicio|reseteo|restablecimiento)(?: del firmware|"
               r" de software)? (?:lo |la )?(?:arreglo|soluciono|resolvio|funciono|sirvio|ha funcionado|"
               r"ha servido|ha arreglado|ha solucionado)",
               # the cancellation called off, the parcel taken in ("no need to cancel, I'll take it")
               r"no hace falta cancelar", r"no (?:lo )?cancelo",
               # the fix tried worked ("that did it"), it plays again, the ticket may be closed
               r"(?:eso|esto|asi|el reinicio|el reseteo|el truco|su consejo|tu consejo) (?:funciono|ha funcionado|"
               r"sirvio|ha servido|lo arreglo|lo soluciono)",
               r"ya (?:suena|carga|conecta|enciende|se conecta|se enciende|imprime)(?! mal)(?!\w)",
               # the refund let go, "the thing about" between ("olvidad lo del reembolso", "vergesst das mit
               # der Erstattung", "iadeye gerek kalmadı"); "don't forget the refund" withdraws nothing
               r"olvid\w* lo (?:de|del) (?:reembolso|devolucion|dinero)",
               # the cancellation asked before called off ("please don't cancel", "iptal etmeyin")
               r"no (?:lo |la )?(?:cancelen|canceleis|anulen|anuleis)"
               r"(?! (?:\w+ )?(?:el |la )?(?:reembolso|devolucion))",
               # the goods were with someone who took them in (a neighbour, the concierge, a locker)
               r"(?:lo|la|los|las) (?:tenia|tenian|habia recogido|habian recogido|recogio|guardo|guardaba) "
               r"(?:el |la |mi |los )?(?:vecin\w*|portero|portera|conserje)",
               r"(?:estaba|estaban) (?:en (?:la )?(?:conserjeria|porteria|recepcion)|con (?:el|la|mi) "
               r"(?:vecin\w*|portero|portera|conserje))",
               r"(?:pueden|podeis|puedes) cerrar (?:el|este|la|esta) (?:ticket|caso|incidencia|reclamacion|consulta)",
               # the refund itself cancelled (its word inside these asks nothing:
               # reading._unasked_inside_withdrawal)
               r"(?:cancel|anul)\w* (?:la |el |mi )?(?:solicitud |peticion )?(?:de )?(?:reembolso"
               r"|devolucion del dinero)",
               r"(?:fue|ha sido) (?:culpa|error) mi[oa]?",
               r"ya funciona",
               r"no hace falta nada",
               r"olvid\w* (?:el|del) reembolso", r"ya no hace falta(?: el reembolso)?",
               # "olvídelo", "olviden mi reclamo"; not "olvidé el número de pedido" (folded "olvide"
               # is also "I forgot": something left out of a message, corrected, withdraws nothing)
               r"olvid(?:a|e|en)lo",
               r"olvid(?:a|e|en)(?: mi| la| el)(?: \w+){0,2} (?:solicitud|reclamo|reclamacion|peticion)",
               r"(?:ignoren?|anulen?|cancelen?) (?:mi|la|el|este|esta)(?: \w+){0,2} (?:solicitud|reclamo|reclamacion"
               r"|peticion)",
               r"(?:ya |finalmente |al final )(?:llego|llegaron|aparecio|aparecieron|lo encontre|la encontre)",
               r"(?:llego|llegaron|aparecio) (?:\w+ ){0,2}(?:al final|finalmente)", r"(?:lo|la|los|las) encontre",
               r"(?:ya )?(?:esta|quedo) (?:resuelto|solucionado|arreglado)", r"ya no (?:necesito|quiero)(?: \w+){0,2}",
               r"(?:ya )?funciona (?:ahora|de nuevo|otra vez)",
               r"(?:fue )?mi error(?! (?:al|en el|en la|con el|con la) (?:pedi\w*|eleg\w*"
               r"|escog\w*|compr\w*|hacer el pedido|eleccion))",
               r"falsa alarma",
               r"pueden cerrar (?:el|este) ticket", r"retiro (?:mi|la) (?:solicitud|reclamacion|queja)",
               r"ya (?:funciona|funcionan|anda|andan|va|van)(?! mal)(?!\w)", r"vuelve a funcionar"),
    complaint=(
               # wet, soaked, damaged by water
               r"mojad[oa]s?", r"empapad[oa]s?", r"(?:dañad|estropead)[oa]s? por (?:el )?agua",
               # came apart: unglued, unstitched at a seam, fallen to pieces
               r"(?:se |se ha |se han )despeg\w*", r"despegad[oa]s?\b", r"descosid[oa]s?\b",
               r"(?:se |se ha |se han )descos\w*", r"se (?:ha |han )?deshech[oa]s?\b", r"se (?:deshizo|deshicieron)",
               r"se (?:esta|estan) deshaciendo",
               # a heater that does not heat, a cooler that does not cool
               r"no (?:se )?(?:calienta|enfria)",
               # a parcel gone missing ("disappeared", "vanished")
               r"desaparecid\w*", r"desaparecio", r"extraviad\w*",
               # a colour faded, washed out ("faded")
               r"descolorid\w*", r"destenid\w*", r"se destino", r"perdio (?:el )?color",
               r"rot[oa]s?", r"danad[oa]s?", r"defectuos[oa]s?", r"averiad[oa]s?",
               r"no (?:llego|ha llegado|funciona|sirve|enciende|carga)",
               # never come ("Pedido NUNCA llegó", "no me ha llegado nunca")
               r"(?:no|nunca|jamas) (?:me |nos )?(?:llego|llegaron|ha llegado|han llegado)",
               r"falta\w*", r"roto", r"partid[oa]s?(?! (?:de|por) )", r"se parti(?:o|eron)",
               r"rajad[oa]s?", r"agrietad[oa]s?", r"grietas?", r"desconchad\w*", r"astillad\w*",
               r"rayad[oa]s?", r"manchad[oa]s?",
               r"(?:con )?retraso", r"tarde", r"atrasad[oa]s?", r"perdid[oa]s?", r"equivocad[oa]s?",
               r"(?:talla|color|articulo|producto|modelo) (?:incorrect|equivocad)\w*", r"incorrect[oa]s?",
               r"no es (?:lo que|como)", r"cobrad[oa] dos veces", r"cobro doble", r"decepcion\w*",
               r"agujer\w*", r"oxidad[oa]s?", r"caducad[oa]s?", r"doblad[oa]s?", r"parpade\w*", r"gotea\w*",
               r"fuga", r"inservible", r"no (?:recibi|recibido)"),
    difference=(r"de mas", r"cobrad[oa] de mas", r"cobro de mas", r"sobrecobr\w*", r"la diferencia de precio",
                r"(?:la )?diferencia", r"bajada de precio",
                r"(?:el )?precio (?:ha )?bajado", r"(?:ahora|ya) (?:mas barato|en oferta|rebajad[oa])",
                r"en oferta", r"rebaj\w*", r"mas barato", r"pague de mas", r"ajuste de precio", r"descuento"),
    back=(
          # money the customer says they are entitled to ("me corresponde la diferencia")
          r"me corresponde\w*", r"(?:tengo|tenemos) derecho a", r"se me debe\w*", r"me deben",
          r"de vuelta", r"devuelv\w*",
          # the money recovered ("los gastos de envío los quiero recuperar")
          r"(?:lo|la|los|las) (?:\w+ ){0,2}recuperar", r"recuperar(?:lo|la|los|las)(?![\w])",
          r"recuperar (?:mi|el|los|la) (?:dinero|gastos|importe|diferencia)",
          r"devolv\w*", r"descuento", r"rebaja", r"(?:un|pequeno) gesto",
          r"gesto comercial"),
    accept=(r"de acuerdo", r"acepto", r"me parece bien", r"(?:esta|estaria) bien", r"perfecto", r"me quedo con",
            # a share settled for ("me conformo con un 20 %")
            r"me conform\w*", r"me doy por satisfech\w*"),
    yes=(r"si", r"vale", r"ok", r"gracias", r"perfecto", r"de acuerdo", r"genial"),
    please=(r"por favor", r"podrian", r"pueden", r"podeis"),
    order=(
           # the goods' price, all the lines (a share's base)
           r"(?:precio|valor|importe) (?:total )?de (?:los|las) (?:articulos|productos|mercancias)",
           r"valor de la mercancia",
           r"pedido", r"total", r"importe", r"compra", r"pago", r"todo", r"factura", r"carrito", r"monto"),
    contrast=(r"pero", r"sin embargo", r"excepto", r"salvo", r"aunque", r"mientras", r"solo", r"menos",
              r"aparte de"),
    shares={r"(?:la )?mitad": "1/2", r"un tercio": "1/3", r"una tercera parte": "1/3", r"tercio": "1/3",
            r"dos tercios": "2/3", r"un cuarto": "1/4", r"una cuarta parte": "1/4", r"tres cuartos": "3/4",
            r"un quinto": "1/5", r"un decimo": "1/10"},
    # "the other one", "the second", alone at a clause's end: one unit of a line of two
    # ("hyvittää toisen?", "erstatten Sie das zweite")
    one_of=(
            r"(?:el|la) (?:otr[oa]|segund[oa]|2[oa])(?=\s*(?:[.?!,;:]|$))",
    ),
    count_of=(
              # some "of them", the whole counted before ("I bought six, and three of them ...")
              r"(?P<whole>{N}) (?:\S+ ){0,8}?(?P<part>{N}) de (?:ellos|ellas|estos|estas|esos|esas)(?!\w)",
              r"(?P<whole>{N}) (?:\S+ ){0,8}?de (?:los|las) (?:cuales|que) (?P<part>{N})(?![\d.,%])",
              r"(?P<part>{N}) de (?:los |las |mis |estos |estas )?(?P<whole>{N})",
              r"(?P<part>{N}) (?:\w+ ){0,2}de (?:los |las |mis )?(?P<whole>{N})",
              # the whole first: "of the six glasses, two" (or with what came of them, a comma after:
              # "of the six glasses that came in the box, two")
              r"de (?:los |las |mis |estos |estas )(?P<whole>{N}) (?:(?:\w+ ){0,2}?\w+,? "
              r"|(?:\w+,? ){3,6}?\w+, )(?P<part>{N})(?![\d.,%])",
              # ... and how they came between ("de los 12 platos me llegaron 3 rotos")
              r"de (?:los |las |mis |estos |estas )(?P<whole>{N}) (?:\w+ ){0,3}?(?:me |nos )?(?:llegaron|"
              r"vinieron|estaban|venian|llegan|vienen|han llegado) (?P<part>{N})(?![\d.,%])"),
    percent=(r"(?P<n>{N}) ?(?:%|por ?ciento)",),
    quote_head=(r"el .{4,160} escribio\s*:?", r".{2,80} escribio\s*:"),
    forward_head=(r"-{2,}\s*(?:mensaje original|mensaje reenviado)\s*-*", r"(?:inicio del )?mensaje reenviado\s*:?",
                  r"rv\s*:.*", r"fwd?\s*:.*"),
    header_field=(r"de", r"enviado", r"para", r"asunto", r"fecha", r"cc"),
    pasted=(
            # a shop's own document pasted (an order confirmation, a receipt, an invoice, its tracking):
            # the shop's words, not the customer's request
            r"(?:aqui|abajo|esta es|este es|copio|pego)(?: \w+){0,3} (?:la|el|su|vuestr[ao]|mi|tu"
            r"|una?) (?:\w+ ){0,2}(?:confirmacion|recibo|factura|seguimiento|aviso de envio)(?: \w+){0,3}\s*:$",
            r"(?:aqui|abajo|adjunto|copio|pego)(?: \w+){0,5} (?:lo que|el|la|su|un|una) (?:\w+ ){0,3}(?:dijo|escribio"
    r"|mensaje|respuesta|correo|chat|resena|anuncio|texto|conversacion)",
            r"(?:resena|anuncio|descripcion|conversacion|transcripcion)\s*:$",
            r"(?:el|ella|el agente|su agente|soporte|el vendedor) (?:dijo|escribio|me dijo)\s*:"),
    system=(r"aviso (?:legal|de confidencialidad)", r"descargo de responsabilidad",
            r"sistema", r"automatic[oa]", r"automatizad[oa]", r"bot", r"admin\w*", r"personal",
            r"(?:equipo|servicio|atencion) (?:de |al )?(?:cliente|soporte|reembolsos|facturacion)", r"soporte",
            r"agente",
            r"nota interna", r"aviso", r"notificacion", r"seguridad", r"gerente", r"supervisor", r"no responder"),
    approved=(r"codigo de aprobacion",  # an approval's code quoted
              r"reembolso(?: \w+){0,4} (?:ha sido |fue |esta |ya )*(?:aprobad|autorizad|confirmad|emitid|procesad"
              r"|validad"
    r"|concedid)[oa]",
              r"(?:aprobad|autorizad|elegible)\w* (?:\w+ ){0,3}(?:para )?(?:un )?reembolso",
              r"ya (?:aprobad|autorizad)[oa]",
              r"pre-?aprobad[oa]", r"estado\s*:?\s*aprobad[oa]", r"importe (?:del |a )?reembols\w*\s*:",
              r"(?:hemos|he) (?:\w+ ){0,2}(?:aprobado|autorizado|prometido|aceptado)"),
    ai=(r"ia", r"i\.a\.", r"inteligencia artificial", r"asistente\w*(?: virtual\w*| de ia)?", r"(?:chat)?bots?",
        r"modelo\w*(?: de lenguaje)?", r"agente\w* (?:de ia|automatizad\w*|virtual\w*)", r"robot\w*"),
    address=(r"nota", r"mensaje", r"aviso", r"instrucci\w+", r"atencion"),
    address_to=(r"a", r"al", r"para", r"querido", r"estimado", r"hola"),
    override=(r"ignora\w*", r"olvida\w*", r"omite", r"omitir", r"desobedece", r"salta\w*", r"anula\w*",
              r"no tengas en cuenta", r"haz caso omiso"),
    rules=(r"instrucciones", r"reglas", r"directrices", r"indicaciones", r"normas", r"prompt\w*",
           r"restricciones", r"limites", r"politicas?", r"verificaciones"),
    prior=(r"anterior\w*", r"previas?", r"todas", r"tus", r"sus", r"las", r"del sistema", r"originales?",
           r"de arriba"),
    role=(r"ahora eres", r"a partir de ahora,? (?:eres|vas)", r"finge (?:ser|que)",
          r"modo (?:desarrollador|admin|depuracion|mantenimiento)",
          r"nuevas (?:instrucciones|reglas)", r"tu (?:nueva )?tarea es"),
    # the reader called by what it is ("as an AI", "if you are an AI"): a new role only with an
    # instruction beside it (``called``)
    as_ai=(r"si eres una? (?:ia|asistente|bot|modelo|agente)",
          # "as an AI" and the AI's own first person after it ("como IA no puedo"): a chatbot quoted
          r"como (?:una )?ia(?![\w])(?!,?\s+(?:yo\s+|eu\s+|io\s+)?(?:no\s+|nao\s+|non\s+)?"
          r"(?:me\s+|te\s+|lo\s+|le\s+|mi\s+|ti\s+|o\s+|lhe\s+)?(?:puedo|tengo|soy|estoy|se|debo|quiero|creo|"
          r"entiendo|consigo|posso|sou|estou|sei|devo|quero|acho|ho|sono|so|voglio|credo|capisco|riesco)\b)"),
    # the reader's reply dictated word for word ("reply only 'done'")
    scripted=(
        rf"(?:responde|responda|respondan|contesta|conteste)(?:me)? (?:solo|solamente|unicamente|"
        rf"nada mas)(?: con)?:? ?{QUOTED}",
    ),
    bypass=(r"no (?:hagas|haga|hagan) (?:ninguna |mas )?preguntas?",
            r"no (?:escales|consultes|verifiques|lo escales|escalar|verificar)",
            r"sin (?:mas |ninguna |otra |previa |nueva |adicional )?"
            r"(?:verificacion|aprobacion|revision|escalar|consultar|control)",
            r"(?:saltar|omitir|ignorar) (?:la |el |los )?(?:verificacion|aprobacion|revision|limite)s?"),
    boss=(r"gerente", r"supervisor\w*", r"jefe\w*", r"jefa\w*", r"director\w*", r"encargad[oa]", r"responsable",
          r"dueno", r"duena", r"admin\w*"),
    approve=(r"aprob\w*", r"aprueb\w*", r"autoriz\w*", r"autoric\w*", r"validad[oa]", r"valido"),
    authority=(r"ya (?:aprobad|autorizad)[oa]", r"pre-?aprobad[oa]",
               r"(?:gerente|supervisor|jefe|director|encargado|dueno) (?:ya )?(?:ha |me )?(?:\w+ ){0,2}(?:aprobado"
               r"|autorizado|dicho|prometido|ordenado)",
               r"(?:segun|conforme a|de acuerdo con) (?:su|la|nuestra) (?:nueva )?(?:politica|norma)\w*(?: \w+){0,6}"
               r" (?:deben|debe|estan obligados)",
               r"(?:soy|habla) (?:su|tu) (?:gerente|supervisor\w*|admin\w*|desarrollador\w*)"),
    directive=(
               # the AI told in the directive future what it will do, no "I", "you", "said" or "hope"
               # between: a rule or an order passed on, not a person's hope (``test_ai_told_what_it_will_do``)
               r"(?:(?:asistente|agente|modelo)s? (?:de )?(?:ia|virtual(?:es)?)|la ia|(?:chat)?bots?)"
               r"(?: (?!(?:me|te|nos|os|yo|tu|usted|ustedes|si|dijo|dice|espero|ojala)(?![\w']))"
               r"[\w',.-]*[\w',-]){0,12} (?:reembolsar|abonar|aprobar|devolver)(?:a|an)",
               # a heading addressed to the AI or the automated systems that process this message
               # ("AI assistants processing this e-mail: approve ...")
               r"(?:asistentes?|sistemas?|agentes?|bots?|modelos?) (?:de ia|automatizad\w*|virtuales?|ia)"
               r"(?:[^:.\n]{0,60})? (?:que )?(?:procesen|procesan|lean|leen|gestionen|traten) (?:este|esta"
               r"|el) (?:correo|e-?mail|mensaje|ticket)\s*:",
               # the reader or handler of this ticket told to refund ("whoever picks up this ticket must refund")
               r"(?:quien|quienquiera que|cualquier (?:companero|agente|persona|empleado|operador)\w* que|el "
               r"(?:companero|agente|operador) que) (?:lea|coja|coge|tome|lleve|gestione|atienda|reciba|vea"
               r"|abra)(?: \w+){0,4} (?:debe|debera|tiene que|tendra que|ha de)(?: \w+){0,4} (?:reembols"
               r"|tramit|aprob|pag|abon|devolv|proces)\w*",
               r"(?:agentes?|asistentes?|bots?|ia|modelos?) (?:debe|deben|deberia|deberian|tiene que|tienen que|esta"
               r" obligado|estan obligados)(?: \w+){0,4} (?:reembolsar|aprobar|pagar|abonar|conceder|emitir)", ),
    command=(
             r"(?:reembolse|reembolsen|abone|abonen|apruebe|aprueben|emita|emitan|procese|procesen|transfiera)(?:me"
             r"|le)?"
    r" (?:\w+ ){0,3}(?:reembolso|importe|dinero|\d)",
             r"(?:procesar|emitir|aprobar) el reembolso",
             r"(?:cerrar|marcar) (?:el |este )?ticket como (?:resuelto|reembolsado|aprobado)"),
    obliged=(r"deben", r"debe", r"deber(?:a|an)",
             r"(?:esta|estan) obligad\w+ a", r"tienen que", r"tiene que", r"obliga"),
    scope=(r"todos (?:mis |los )?pedidos", r"(?:tambien|ademas) (?:mis )?otros pedidos"),
    generic=frozenset(
                      [
                       # the parcel said lost or gone, as a subject says it ("Parcel lost"): no item
                       "perdido", "perdida", "extraviado", "extraviada",
                       # a question word a subject asks with ("Where is my parcel?"): no item
                       "donde", "cuando", "porque",
                       # a refund still waited for, as a subject says it: no item ("Refund pending")
                       "atrasado", "pendiente", "pendientes", "retraso",
                       # the parcel, the shipment, as a subject names it
                       "entrega",
                       # a pre-order is an order
                       "preventa", "prepedido", "preorden",
                       "cobrado", "cobrados", "cobro", "factura", "facturado", "facturados", "cargado", "cargo",
                       "reclamacion", "reclamo", "problema", "pregunta", "devolucion", "consulta", "ayuda",
                       "seguimiento", "numero", "estado", "factura", "pedido", "articulo", "articulos", "producto",
                       "productos", "paquete", "cosa", "cosas", "dinero", "reembolso", "compra", "envio", "pieza",
                       "piezas", "el", "la", "los", "las", "lo", "uno", "una"]),
    function=frozenset(
                       ["el", "la", "los", "las", "de", "del", "y", "o", "es", "no", "yo", "usted", "un", "una", "con",
                        "por", "para", "en", "mi", "mis", "su", "sus", "que", "se", "lo", "pero", "muy", "esta",
                        "estan", "fue"]),
)
