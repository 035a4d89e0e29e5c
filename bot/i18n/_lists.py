"""The translation table's entries for /wordlist and its checks of an uploaded list, and
for /settings' values and colours."""

from __future__ import annotations

LISTS: dict[str, dict[str, str]] = {
    "A word list belongs to a server.": {
        "pt": "Uma lista de palavras pertence a um servidor.",
        "es": "Una lista de palabras pertenece a un servidor.",
        "de": "Eine Wortliste gehört zu einem Server.",
    },
    "Games here use the bundled lists again.": {
        "pt": "As partidas aqui voltam a usar as listas incluídas.",
        "es": "Las partidas de aquí vuelven a usar las listas incluidas.",
        "de": "Spiele hier benutzen wieder die mitgelieferten Listen.",
    },
    "Games here use the bundled lists. Upload your own with `/wordlist answers:` (a text "
    "file, one likely answer a line) and, if you like, `guesses:` (the other words players "
    "may type).": {
        "pt": "As partidas aqui usam as listas incluídas. Envie a sua com `/wordlist answers:` "
        "(um arquivo de texto, uma resposta provável por linha) e, se quiser, `guesses:` (as "
        "outras palavras que os jogadores podem digitar).",
        "es": "Las partidas de aquí usan las listas incluidas. Sube la tuya con `/wordlist "
        "answers:` (un archivo de texto, una respuesta probable por línea) y, si quieres, "
        "`guesses:` (las demás palabras que pueden escribir los jugadores).",
        "de": "Spiele hier benutzen die mitgelieferten Listen. Lade deine eigene mit "
        "`/wordlist answers:` hoch (eine Textdatei, eine wahrscheinliche Lösung je Zeile) und, "
        "wenn du willst, `guesses:` (die anderen Wörter, die Spieler tippen dürfen).",
    },
    "No word list": {
        "pt": "Nenhuma lista de palavras",
        "es": "No hay lista de palabras",
        "de": "Keine Wortliste",
    },
    "No word list of this server's": {
        "pt": "Este servidor não tem lista própria",
        "es": "Este servidor no tiene lista propia",
        "de": "Dieser Server hat keine eigene Wortliste",
    },
    "Nothing changed.": {
        "pt": "Nada mudou.",
        "es": "Nada cambió.",
        "de": "Nichts wurde geändert.",
    },
    "Servers only": {
        "pt": "Só em servidores",
        "es": "Solo en servidores",
        "de": "Nur auf Servern",
    },
    "There was none to remove.": {
        "pt": "Não havia nenhuma para remover.",
        "es": "No había ninguna que quitar.",
        "de": "Es gab keine zu entfernen.",
    },
    "This server's word list": {
        "pt": "A lista de palavras deste servidor",
        "es": "La lista de palabras de este servidor",
        "de": "Die Wortliste dieses Servers",
    },
    "Word list not saved": {
        "pt": "Lista de palavras não salva",
        "es": "Lista de palabras no guardada",
        "de": "Wortliste nicht gespeichert",
    },
    "Word list removed": {
        "pt": "Lista de palavras removida",
        "es": "Lista de palabras quitada",
        "de": "Wortliste entfernt",
    },
    "Word list saved": {
        "pt": "Lista de palavras salva",
        "es": "Lista de palabras guardada",
        "de": "Wortliste gespeichert",
    },
    "`{letter}` has an accent: type the word in a-z ({folded} for {letter})": {
        "pt": "`{letter}` tem acento: digite a palavra em a-z ({folded} em vez de {letter})",
        "es": "`{letter}` lleva tilde: escribe la palabra en a-z ({folded} en vez de {letter})",
        "de": "`{letter}` hat einen Akzent: tippe das Wort in a-z ({folded} statt {letter})",
    },
    "`{letter}` is not a letter a-z": {
        "pt": "`{letter}` não é uma letra a-z",
        "es": "`{letter}` no es una letra a-z",
        "de": "`{letter}` ist kein Buchstabe a-z",
    },
    "give the answers file too: `answers:` with `guesses:`": {
        "pt": "envie também o arquivo de respostas: `answers:` com `guesses:`",
        "es": "da también el archivo de respuestas: `answers:` con `guesses:`",
        "de": "gib auch die Lösungsdatei an: `answers:` mit `guesses:`",
    },
    "one word a line, no spaces": {
        "pt": "uma palavra por linha, sem espaços",
        "es": "una palabra por línea, sin espacios",
        "de": "ein Wort je Zeile, ohne Leerzeichen",
    },
    "the answers list has {count} words; it may hold {most} (the likely answers, every one "
    "searched). Give the rest as the `guesses` file": {
        "pt": "a lista de respostas tem {count} palavras; pode ter até {most} (as respostas "
        "prováveis, todas pesquisadas). Dê o resto como o arquivo `guesses`",
        "es": "la lista de respuestas tiene {count} palabras; puede tener hasta {most} (las "
        "respuestas probables, todas buscadas). Da el resto como el archivo `guesses`",
        "de": "die Lösungsliste hat {count} Wörter; sie darf {most} haben (die "
        "wahrscheinlichen Lösungen, jede durchsucht). Gib den Rest als Datei `guesses` an",
    },
    "the {which} file has no words: one word a line": {
        "pt": "o arquivo {which} não tem palavras: uma palavra por linha",
        "es": "el archivo {which} no tiene palabras: una palabra por línea",
        "de": "die Datei {which} hat keine Wörter: ein Wort je Zeile",
    },
    "the {which} file is {size} MB; it may be {most} MB (one word a line)": {
        "pt": "o arquivo {which} tem {size} MB; pode ter até {most} MB (uma palavra por linha)",
        "es": "el archivo {which} pesa {size} MB; puede pesar hasta {most} MB (una palabra por "
        "línea)",
        "de": "die Datei {which} hat {size} MB; sie darf {most} MB haben (ein Wort je Zeile)",
    },
    "the {which} file isn't UTF-8 text (byte {byte}): save it as plain text, one word a line": {
        "pt": "o arquivo {which} não é texto UTF-8 (byte {byte}): salve como texto simples, "
        "uma palavra por linha",
        "es": "el archivo {which} no es texto UTF-8 (byte {byte}): guárdalo como texto plano, "
        "una palabra por línea",
        "de": "die Datei {which} ist kein UTF-8-Text (Byte {byte}): speichere sie als reinen "
        "Text, ein Wort je Zeile",
    },
    "this server has no word list yet: upload one with /wordlist": {
        "pt": "este servidor ainda não tem lista de palavras: envie uma com /wordlist",
        "es": "este servidor aún no tiene lista de palabras: sube una con /wordlist",
        "de": "dieser Server hat noch keine Wortliste: lade eine mit /wordlist hoch",
    },
    "{answers} and {guesses} of {length} letters": {
        "pt": "{answers} e {guesses} de {length} letras",
        "es": "{answers} y {guesses} de {length} letras",
        "de": "{answers} und {guesses} mit {length} Buchstaben",
    },
    "{answers} answers with {guesses} guesses are more than I can search; with that many "
    "answers, at most {most} guesses": {
        "pt": "{answers} respostas com {guesses} palpites são mais do que consigo pesquisar; "
        "com tantas respostas, no máximo {most} palpites",
        "es": "{answers} respuestas con {guesses} palabras son más de lo que puedo buscar; con "
        "tantas respuestas, como máximo {most} palabras",
        "de": "{answers} Lösungen mit {guesses} Wörtern sind mehr, als ich durchsuchen kann; "
        "bei so vielen Lösungen höchstens {most} Wörter",
    },
    "{count} answer": {
        "pt": "{count} resposta",
        "es": "{count} respuesta",
        "de": "{count} Lösung",
    },
    "{count} answers": {
        "pt": "{count} respostas",
        "es": "{count} respuestas",
        "de": "{count} Lösungen",
    },
    "{count} guess": {
        "pt": "{count} palpite",
        "es": "{count} palabra",
        "de": "{count} Wort",
    },
    "{count} guesses": {
        "pt": "{count} palpites",
        "es": "{count} palabras",
        "de": "{count} Wörter",
    },
    "{count} letter; words have {lowest} to {highest}": {
        "pt": "{count} letra; as palavras têm de {lowest} a {highest}",
        "es": "{count} letra; las palabras tienen de {lowest} a {highest}",
        "de": "{count} Buchstabe; Wörter haben {lowest} bis {highest}",
    },
    "{count} letters; words have {lowest} to {highest}": {
        "pt": "{count} letras; as palavras têm de {lowest} a {highest}",
        "es": "{count} letras; las palabras tienen de {lowest} a {highest}",
        "de": "{count} Buchstaben; Wörter haben {lowest} bis {highest}",
    },
    "{sizes}, ready in {seconds} s. New games here play it (`/settings game:wordle` goes "
    "back to the NYT's); `/new server` starts one now.": {
        "pt": "{sizes}, pronta em {seconds} s. As novas partidas aqui usam ela (`/settings "
        "game:wordle` volta para a do NYT); `/new server` começa uma agora.",
        "es": "{sizes}, lista en {seconds} s. Las partidas nuevas de aquí la usan (`/settings "
        "game:wordle` vuelve a la del NYT); `/new server` empieza una ahora.",
        "de": "{sizes}, bereit in {seconds} s. Neue Spiele hier spielen sie (`/settings "
        "game:wordle` geht zurück zur NYT-Liste); `/new server` beginnt jetzt eins.",
    },
    "{sizes}. `/new server` starts a game on it; `/wordlist remove:True` goes back to the "
    "bundled lists.": {
        "pt": "{sizes}. `/new server` começa uma partida com ela; `/wordlist remove:True` "
        "volta para as listas incluídas.",
        "es": "{sizes}. `/new server` empieza una partida con ella; `/wordlist remove:True` "
        "vuelve a las listas incluidas.",
        "de": "{sizes}. `/new server` beginnt ein Spiel damit; `/wordlist remove:True` geht "
        "zurück zu den mitgelieferten Listen.",
    },
    "{which} line {line} ({text}): {problem}": {
        "pt": "{which} linha {line} ({text}): {problem}",
        "es": "{which} línea {line} ({text}): {problem}",
        "de": "{which} Zeile {line} ({text}): {problem}",
    },
    "{which} line {line} ({word}) has {count} letters, but answers line {first_line} "
    "({first}) has {length}: a list has words of one length": {
        "pt": "{which} linha {line} ({word}) tem {count} letras, mas answers linha "
        "{first_line} ({first}) tem {length}: uma lista tem palavras de um só tamanho",
        "es": "{which} línea {line} ({word}) tiene {count} letras, pero answers línea "
        "{first_line} ({first}) tiene {length}: una lista tiene palabras de una sola longitud",
        "de": "{which} Zeile {line} ({word}) hat {count} Buchstaben, aber answers Zeile "
        "{first_line} ({first}) hat {length}: eine Liste hat Wörter einer Länge",
    },
    "… and {count} more problem": {
        "pt": "… e mais {count} problema",
        "es": "… y {count} problema más",
        "de": "… und {count} weiteres Problem",
    },
    "… and {count} more problems": {
        "pt": "… e mais {count} problemas",
        "es": "… y {count} problemas más",
        "de": "… und {count} weitere Probleme",
    },
    "Colours": {
        "pt": "Cores",
        "es": "Colores",
        "de": "Farben",
    },
    "Settings belong to a server: use /settings in one.": {
        "pt": "As configurações pertencem a um servidor: use /settings num servidor.",
        "es": "Los ajustes pertenecen a un servidor: usa /settings en uno.",
        "de": "Einstellungen gehören zu einem Server: benutze /settings auf einem.",
    },
    "Your pictures now use high-contrast colours (orange for the right spot, blue for the "
    "wrong one).": {
        "pt": "Suas imagens agora usam cores de alto contraste (laranja no lugar certo, azul "
        "no errado).",
        "es": "Tus imágenes usan ahora colores de alto contraste (naranja en el sitio "
        "correcto, azul en el equivocado).",
        "de": "Deine Bilder nutzen jetzt kontrastreiche Farben (orange für die richtige "
        "Stelle, blau für die falsche).",
    },
    "Your pictures now use the game's usual colours (green and yellow).": {
        "pt": "Suas imagens agora usam as cores normais do jogo (verde e amarelo).",
        "es": "Tus imágenes usan ahora los colores normales del juego (verde y amarillo).",
        "de": "Deine Bilder nutzen jetzt die üblichen Farben des Spiels (grün und gelb).",
    },
    "I couldn't read {text} as a channel: mention it (#wordle) or `off`": {
        "pt": "Não consegui ler {text} como canal: mencione-o (#wordle) ou `off`",
        "es": "No pude leer {text} como canal: menciónalo (#wordle) u `off`",
        "de": "Ich konnte {text} nicht als Kanal lesen: erwähne ihn (#wordle) oder `off`",
    },
    "I couldn't read {text} as a time: type it as HH:MM, e.g. 09:00": {
        "pt": "Não consegui ler {text} como horário: digite como HH:MM, por exemplo 09:00",
        "es": "No pude leer {text} como hora: escríbela como HH:MM, p. ej. 09:00",
        "de": "Ich konnte {text} nicht als Uhrzeit lesen: tippe sie als HH:MM, z. B. 09:00",
    },
    "I couldn't read {text} as channels: mention them (#general #wordle) or type `all` to "
    "listen everywhere": {
        "pt": "Não consegui ler {text} como canais: mencione-os (#geral #wordle) ou digite "
        "`all` para ouvir em todos",
        "es": "No pude leer {text} como canales: menciónalos (#general #wordle) o escribe "
        "`all` para escuchar en todos",
        "de": "Ich konnte {text} nicht als Kanäle lesen: erwähne sie (#allgemein #wordle) oder "
        "tippe `all`, um überall zuzuhören",
    },
    "the reply style is one of {styles}": {
        "pt": "o estilo de resposta é um destes: {styles}",
        "es": "el estilo de respuesta es uno de estos: {styles}",
        "de": "der Antwortstil ist einer von {styles}",
    },
    "{text} is not a game I play: type one of {known}, or Wordle of another length, "
    "{lengths}, or `server` for this server's own list": {
        "pt": "{text} não é um jogo que eu jogo: digite um destes: {known}, ou Wordle de outro "
        "tamanho, {lengths}, ou `server` para a lista própria deste servidor",
        "es": "{text} no es un juego al que juegue: escribe uno de {known}, o Wordle de otra "
        "longitud, {lengths}, o `server` para la lista propia de este servidor",
        "de": "{text} ist kein Spiel, das ich spiele: tippe eins von {known}, oder Wordle "
        "einer anderen Länge, {lengths}, oder `server` für die eigene Liste dieses Servers",
    },
    "{text} is not a language I speak: type `auto` (Discord's), {languages}": {
        "pt": "{text} não é uma língua que eu falo: digite `auto` (a do Discord), {languages}",
        "es": "{text} no es un idioma que hable: escribe `auto` (el de Discord), {languages}",
        "de": "{text} ist keine Sprache, die ich spreche: tippe `auto` (die von Discord), "
        "{languages}",
    },
    "{text} is not a time zone: use its tz name (did you mean {near}?)": {
        "pt": "{text} não é um fuso horário: use o nome tz (você quis dizer {near}?)",
        "es": "{text} no es una zona horaria: usa su nombre tz (¿quisiste decir {near}?)",
        "de": "{text} ist keine Zeitzone: benutze ihren tz-Namen (meintest du {near}?)",
    },
    "{text} is not a time zone: use its tz name such as Europe/Paris or UTC": {
        "pt": "{text} não é um fuso horário: use o nome tz, como America/Sao_Paulo ou UTC",
        "es": "{text} no es una zona horaria: usa su nombre tz, como Europe/Madrid o UTC",
        "de": "{text} ist keine Zeitzone: benutze ihren tz-Namen, etwa Europe/Berlin oder UTC",
    },
    "This server's own list": {
        "pt": "A lista própria deste servidor",
        "es": "La lista propia de este servidor",
        "de": "Die eigene Liste dieses Servers",
    },
    "Wordle (this server's list)": {
        "pt": "Wordle (lista deste servidor)",
        "es": "Wordle (lista de este servidor)",
        "de": "Wordle (Liste dieses Servers)",
    },
    "Wordle ({length} letters)": {
        "pt": "Wordle ({length} letras)",
        "es": "Wordle ({length} letras)",
        "de": "Wordle ({length} Buchstaben)",
    },
}
