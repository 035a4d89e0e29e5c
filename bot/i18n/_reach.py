"""The translation table's entries for reaching players where the bot cannot read every
message: the message commands (right-click → Apps), running without Discord's Message
Content access."""

from __future__ import annotations

REACH: dict[str, dict[str, str]] = {
    "Nothing to read there": {
        "pt": "Nada para ler aí",
        "es": "Nada que leer ahí",
        "de": "Da gibt es nichts zu lesen",
    },
    "That message has no Wordle rows or result I can read.": {
        "pt": "Essa mensagem não tem linhas de Wordle nem resultado que eu consiga ler.",
        "es": "Ese mensaje no tiene filas de Wordle ni un resultado que pueda leer.",
        "de": "Diese Nachricht hat keine Wordle-Zeilen und kein Ergebnis, das ich lesen kann.",
    },
    "Not a result": {
        "pt": "Não é um resultado",
        "es": "No es un resultado",
        "de": "Kein Ergebnis",
    },
    "That message has guesses, not a finished game: use **Add to the game** on it.": {
        "pt": "Essa mensagem tem palpites, não uma partida terminada: use "
        "**Adicionar à partida** nela.",
        "es": "Ese mensaje tiene jugadas, no una partida terminada: usa "
        "**Añadir a la partida** en él.",
        "de": "Diese Nachricht hat Wörter, kein fertiges Spiel: nimm darauf "
        "**Zum Spiel hinzufügen**.",
    },
    "Already counted": {
        "pt": "Já contado",
        "es": "Ya contado",
        "de": "Schon gezählt",
    },
    "Everything in that message is in already: nothing changed.": {
        "pt": "Tudo nessa mensagem já está registrado: nada mudou.",
        "es": "Todo lo de ese mensaje ya está registrado: no cambió nada.",
        "de": "Alles aus dieser Nachricht ist schon erfasst: nichts geändert.",
    },
    "Done": {"pt": "Feito", "es": "Hecho", "de": "Erledigt"},
    "This server's replies are reactions, so only you see this.": {
        "pt": "As respostas deste servidor são reações, então só você vê isto.",
        "es": "Las respuestas de este servidor son reacciones, así que solo tú ves esto.",
        "de": "Dieser Server antwortet mit Reaktionen, darum siehst nur du das.",
    },
    "I run without Discord's Message Content access here: I read pastes that mention me "
    "({example}), replies to my messages, DMs and commands, or right-click a message → "
    "Apps → **Add to the game** or **Count this result**. The Wordle app's posts and "
    "`/import` need that access: the bot's owner turns it on in Discord's developer "
    "portal and sets `HUDDLE_MESSAGE_CONTENT=on`.": {
        "pt": "Aqui eu rodo sem o acesso ao conteúdo das mensagens do Discord: leio colagens "
        "que me mencionam ({example}), respostas às minhas mensagens, DMs e comandos, ou "
        "clique com o botão direito numa mensagem → Apps → **Adicionar à partida** ou "
        "**Contar este resultado**. As postagens do app Wordle e o `/import` precisam desse "
        "acesso: o dono do bot o ativa no portal de desenvolvedores do Discord e define "
        "`HUDDLE_MESSAGE_CONTENT=on`.",
        "es": "Aquí funciono sin el acceso al contenido de los mensajes de Discord: leo lo "
        "que pegan mencionándome ({example}), las respuestas a mis mensajes, los MD y los "
        "comandos, o clic derecho en un mensaje → Apps → **Añadir a la partida** o "
        "**Contar este resultado**. Las publicaciones de la app de Wordle y `/import` "
        "necesitan ese acceso: quien gestiona el bot lo activa en el portal de "
        "desarrolladores de Discord y pone `HUDDLE_MESSAGE_CONTENT=on`.",
        "de": "Ich laufe hier ohne Discords Zugriff auf Nachrichteninhalte: Ich lese "
        "Einfügungen, die mich erwähnen ({example}), Antworten auf meine Nachrichten, DMs "
        "und Befehle, oder Rechtsklick auf eine Nachricht → Apps → **Zum Spiel "
        "hinzufügen** oder **Dieses Ergebnis zählen**. Die Beiträge der Wordle-App und "
        "`/import` brauchen diesen Zugriff: Wer den Bot betreibt, schaltet ihn im "
        "Entwicklerportal von Discord ein und setzt `HUDDLE_MESSAGE_CONTENT=on`.",
    },
    "Import is off here": {
        "pt": "A importação está desligada aqui",
        "es": "La importación está desactivada aquí",
        "de": "Der Import ist hier aus",
    },
    "Reading past messages needs Discord's Message Content access, which this bot runs "
    "without. Right-click a result → Apps → **Count this result** counts one.": {
        "pt": "Ler mensagens antigas precisa do acesso ao conteúdo das mensagens do Discord, "
        "e este bot roda sem ele. Clique com o botão direito num resultado → Apps → "
        "**Contar este resultado** conta um.",
        "es": "Leer mensajes pasados necesita el acceso al contenido de los mensajes de "
        "Discord, y este bot funciona sin él. Clic derecho en un resultado → Apps → "
        "**Contar este resultado** cuenta uno.",
        "de": "Alte Nachrichten zu lesen braucht Discords Zugriff auf Nachrichteninhalte, "
        "ohne den dieser Bot läuft. Rechtsklick auf ein Ergebnis → Apps → **Dieses "
        "Ergebnis zählen** zählt eines.",
    },
    "best, could win now ({guesses})": {
        "pt": "melhor, pode ganhar já ({guesses})",
        "es": "la mejor, puede ganar ya ({guesses})",
        "de": "am besten, kann gleich gewinnen ({guesses})",
    },
    "best on average ({guesses})": {
        "pt": "melhor na média ({guesses})",
        "es": "la mejor de media ({guesses})",
        "de": "im Schnitt am besten ({guesses})",
    },
    "could win now ({guesses})": {
        "pt": "pode ganhar já ({guesses})",
        "es": "puede ganar ya ({guesses})",
        "de": "kann gleich gewinnen ({guesses})",
    },
    "{guesses} on average": {
        "pt": "{guesses} na média",
        "es": "{guesses} de media",
        "de": "{guesses} im Schnitt",
    },
    "What do we play next? (In brackets: guesses to finish, on average.)": {
        "pt": "O que jogamos agora? (Entre parênteses: palpites até terminar, na média.)",
        "es": "¿Qué jugamos ahora? (Entre paréntesis: jugadas hasta terminar, de media.)",
        "de": "Was spielen wir als Nächstes? (In Klammern: Wörter bis zum Ziel, im Schnitt.)",
    },
    "The vote runs for {count} minute; then I say which won. A new row closes it.": {
        "pt": "A votação dura {count} minuto; depois digo qual venceu. Uma nova linha a encerra.",
        "es": "La votación dura {count} minuto; luego digo cuál ganó. Una fila nueva la cierra.",
        "de": "Die Abstimmung läuft {count} Minute; dann sage ich, was gewann. Eine neue "
        "Zeile beendet sie.",
    },
    "The vote runs for {count} minutes; then I say which won. A new row closes it.": {
        "pt": "A votação dura {count} minutos; depois digo qual venceu. Uma nova linha a encerra.",
        "es": "La votación dura {count} minutos; luego digo cuál ganó. Una fila nueva la cierra.",
        "de": "Die Abstimmung läuft {count} Minuten; dann sage ich, was gewann. Eine neue "
        "Zeile beendet sie.",
    },
    "Vote on the next guess": {
        "pt": "Votação do próximo palpite",
        "es": "Votación de la próxima jugada",
        "de": "Abstimmung über das nächste Wort",
    },
    "Only {word} is worth playing: no vote needed.": {
        "pt": "Só vale a pena jogar {word}: não precisa de votação.",
        "es": "Solo vale la pena jugar {word}: no hace falta votar.",
        "de": "Nur {word} lohnt sich: keine Abstimmung nötig.",
    },
    "There is no guess to vote on here.": {
        "pt": "Não há palpite para votar aqui.",
        "es": "Aquí no hay jugada que votar.",
        "de": "Hier gibt es kein Wort zum Abstimmen.",
    },
    "Nothing to vote on": {
        "pt": "Nada para votar",
        "es": "Nada que votar",
        "de": "Nichts zum Abstimmen",
    },
    "A vote is open here already; it closes <t:{ends}:R>. One vote at a time.": {
        "pt": "Já há uma votação aberta aqui; ela termina <t:{ends}:R>. Uma de cada vez.",
        "es": "Ya hay una votación abierta aquí; termina <t:{ends}:R>. Una a la vez.",
        "de": "Hier läuft schon eine Abstimmung; sie endet <t:{ends}:R>. Eine nach der anderen.",
    },
    "A vote is open": {
        "pt": "Há uma votação aberta",
        "es": "Hay una votación abierta",
        "de": "Eine Abstimmung läuft",
    },
    "Nobody voted": {
        "pt": "Ninguém votou",
        "es": "Nadie votó",
        "de": "Niemand hat abgestimmt",
    },
    "Play {word}, my pick, and paste the colours.": {
        "pt": "Joguem {word}, minha escolha, e colem as cores.",
        "es": "Jueguen {word}, mi elección, y peguen los colores.",
        "de": "Spielt {word}, meine Wahl, und fügt die Farben ein.",
    },
    "{word} won with {count} vote of {total}.": {
        "pt": "{word} venceu com {count} voto de {total}.",
        "es": "{word} ganó con {count} voto de {total}.",
        "de": "{word} gewann mit {count} von {total} Stimmen.",
    },
    "{word} won with {count} votes of {total}.": {
        "pt": "{word} venceu com {count} votos de {total}.",
        "es": "{word} ganó con {count} votos de {total}.",
        "de": "{word} gewann mit {count} von {total} Stimmen.",
    },
    "A tie: the one higher on the ballot goes, the better on average.": {
        "pt": "Empate: vai a que está mais acima na enquete, a melhor na média.",
        "es": "Empate: va la que está más arriba en la encuesta, la mejor de media.",
        "de": "Gleichstand: Es gilt das weiter oben stehende, im Schnitt bessere Wort.",
    },
    "Play it and paste the colours.": {
        "pt": "Joguem e colem as cores.",
        "es": "Júguenla y peguen los colores.",
        "de": "Spielt es und fügt die Farben ein.",
    },
    "The vote is in": {
        "pt": "A votação terminou",
        "es": "La votación terminó",
        "de": "Die Abstimmung ist entschieden",
    },
    "Possible answer {n}": {
        "pt": "Resposta possível {n}",
        "es": "Respuesta posible {n}",
        "de": "Mögliche Lösung {n}",
    },
    "A new row was played, so the vote is closed.": {
        "pt": "Uma nova linha foi jogada, então a votação está encerrada.",
        "es": "Se jugó una fila nueva, así que la votación está cerrada.",
        "de": "Eine neue Zeile wurde gespielt, also ist die Abstimmung beendet.",
    },
    "A row was taken back, so the vote is closed.": {
        "pt": "Uma linha foi desfeita, então a votação está encerrada.",
        "es": "Se deshizo una fila, así que la votación está cerrada.",
        "de": "Eine Zeile wurde zurückgenommen, also ist die Abstimmung beendet.",
    },
    "A new game started, so the vote is closed.": {
        "pt": "Um novo jogo começou, então a votação está encerrada.",
        "es": "Empezó una partida nueva, así que la votación está cerrada.",
        "de": "Eine neue Partie hat begonnen, also ist die Abstimmung beendet.",
    },
    "The game was cleared, so the vote is closed.": {
        "pt": "O jogo foi apagado, então a votação está encerrada.",
        "es": "La partida se borró, así que la votación está cerrada.",
        "de": "Die Partie wurde gelöscht, also ist die Abstimmung beendet.",
    },
    "{word} led with {count} vote of {total}.": {
        "pt": "{word} liderava com {count} voto de {total}.",
        "es": "{word} iba primera con {count} voto de {total}.",
        "de": "{word} lag mit {count} von {total} Stimmen vorn.",
    },
    "{word} led with {count} votes of {total}.": {
        "pt": "{word} liderava com {count} votos de {total}.",
        "es": "{word} iba primera con {count} votos de {total}.",
        "de": "{word} lag mit {count} von {total} Stimmen vorn.",
    },
    "Vote closed": {
        "pt": "Votação encerrada",
        "es": "Votación cerrada",
        "de": "Abstimmung beendet",
    },
    "The vote chose {word}": {
        "pt": "A votação escolheu {word}",
        "es": "La votación eligió {word}",
        "de": "Die Abstimmung wählte {word}",
    },
    "No board read": {
        "pt": "Nenhum tabuleiro lido",
        "es": "No leí ningún tablero",
        "de": "Kein Spielfeld gelesen",
    },
    "That file isn't a picture I can open: send a PNG or JPEG.": {
        "pt": "Esse arquivo não é uma imagem que eu consiga abrir: envie um PNG ou JPEG.",
        "es": "Ese archivo no es una imagen que pueda abrir: envía un PNG o JPEG.",
        "de": "Diese Datei ist kein Bild, das ich öffnen kann: schick ein PNG oder JPEG.",
    },
    "That picture is too big to read: send a screenshot under 4 MB.": {
        "pt": "Essa imagem é grande demais para ler: envie uma captura com menos de 4 MB.",
        "es": "Esa imagen es demasiado grande para leerla: envía una captura de menos de 4 MB.",
        "de": "Dieses Bild ist zu groß zum Lesen: schick einen Screenshot unter 4 MB.",
    },
    "That picture has too many pixels to read: send a screenshot of your board.": {
        "pt": "Essa imagem tem pixels demais para ler: envie uma captura do seu tabuleiro.",
        "es": "Esa imagen tiene demasiados píxeles para leerla: envía una captura de tu tablero.",
        "de": "Dieses Bild hat zu viele Pixel zum Lesen: schick einen Screenshot deines "
        "Spielfelds.",
    },
    "That picture took too long to read: send a screenshot cropped to your board.": {
        "pt": "Essa imagem demorou demais para ler: envie uma captura cortada no seu tabuleiro.",
        "es": "Esa imagen tardó demasiado en leerse: envía una captura recortada a tu tablero.",
        "de": "Das Lesen dieses Bilds dauerte zu lange: schick einen Screenshot, der nur dein "
        "Spielfeld zeigt.",
    },
    "Those tiles aren't a Wordle board: its rows have 4 to 11 letters.": {
        "pt": "Essas casas não são um tabuleiro de Wordle: as linhas dele têm de 4 a 11 letras.",
        "es": "Esas casillas no son un tablero de Wordle: sus filas tienen de 4 a 11 letras.",
        "de": "Diese Kacheln sind kein Wordle-Feld: seine Zeilen haben 4 bis 11 Buchstaben.",
    },
    "I see more than one board in that picture: send one of just yours.": {
        "pt": "Vejo mais de um tabuleiro nessa imagem: envie uma só com o seu.",
        "es": "Veo más de un tablero en esa imagen: envía una solo con el tuyo.",
        "de": "Ich sehe mehr als ein Spielfeld auf dem Bild: schick eins nur mit deinem.",
    },
    "I found {found} of {total} rows in your screenshot:": {
        "pt": "Achei {found} de {total} linhas na sua captura:",
        "es": "Encontré {found} de {total} filas en tu captura:",
        "de": "Ich habe {found} von {total} Zeilen in deinem Screenshot gefunden:",
    },
    "I found no Wordle board in that picture: send one that shows the tiles.": {
        "pt": "Não achei um tabuleiro de Wordle nessa imagem: envie uma que mostre as casas.",
        "es": "No encontré un tablero de Wordle en esa imagen: envía una que muestre las casillas.",
        "de": "Ich habe auf dem Bild kein Wordle-Feld gefunden: schick eins, das die "
        "Kacheln zeigt.",
    },
    "Check what I read": {
        "pt": "Confira o que eu li",
        "es": "Revisa lo que leí",
        "de": "Prüf, was ich gelesen habe",
    },
    "From your screenshot, with ? where I'm not sure of a letter:": {
        "pt": "Da sua captura, com ? onde não tenho certeza da letra:",
        "es": "De tu captura, con ? donde no estoy seguro de la letra:",
        "de": "Aus deinem Screenshot, mit ?, wo ich mir bei einem Buchstaben nicht sicher bin:",
    },
    "Nothing was added. Paste the rows as text, e.g. `CRANE 20010`, to add them.": {
        "pt": "Nada foi adicionado. Cole as linhas como texto, por exemplo `TERMO 20010`, para "
        "adicioná-las.",
        "es": "No se añadió nada. Pega las filas como texto, p. ej. `CERTA 20010`, para añadirlas.",
        "de": "Nichts wurde hinzugefügt. Füg die Zeilen als Text ein, z. B. `TARNE 20010`, um "
        "sie hinzuzufügen.",
    },
    "Read from your screenshot: {rows}": {
        "pt": "Lido da sua captura: {rows}",
        "es": "Leído de tu captura: {rows}",
        "de": "Aus deinem Screenshot gelesen: {rows}",
    },
    "Give the word you played and its colours, e.g. `crane 20010`, or a screenshot.": {
        "pt": "Dê a palavra que jogou e as cores, por exemplo `termo 20010`, ou uma captura.",
        "es": "Da la palabra que jugaste y sus colores, p. ej. `perro 20010`, o una captura.",
        "de": "Gib das gespielte Wort und seine Farben an, z. B. `tarne 20010`, oder einen "
        "Screenshot.",
    },
}
