"""The translation table: each English template (as the code passes it to ``t``, or as a
command's description reads) with its Portuguese (Brazil), Spanish and German.  A
template's ``{names}`` are filled after translation, so each translation keeps them.
tests/bot/i18n checks that every template the code passes has all three, and that each
keeps its placeholders."""

from __future__ import annotations

# -- replies -----------------------------------------------------------------------------

TABLE: dict[str, dict[str, str]] = {
    # /help
    "Paste what you played and I'll say what's left and what to try next:": {
        "pt": "Cole o que você jogou e eu digo o que resta e o que tentar a seguir:",
        "es": "Pega lo que jugaste y te digo qué queda y qué probar después:",
        "de": "Füge ein, was du gespielt hast, und ich sage, was übrig ist und was du als "
        "Nächstes versuchen kannst:",
    },
    "{examples} · or your whole NYT share.": {
        "pt": "{examples} · ou todo o seu resultado do NYT.",
        "es": "{examples} · o tu resultado completo del NYT.",
        "de": "{examples} · oder dein ganzes NYT-Ergebnis.",
    },
    "(UPPER green, lower yellow, . grey)": {
        "pt": "(MAIÚSCULA verde, minúscula amarela, . cinza)",
        "es": "(MAYÚSCULA verde, minúscula amarilla, . gris)",
        "de": "(GROSS grün, klein gelb, . grau)",
    },
    "Everyone in the channel adds to the same game.": {
        "pt": "Todos no canal jogam a mesma partida.",
        "es": "Todos en el canal suman a la misma partida.",
        "de": "Alle im Kanal spielen dasselbe Spiel.",
    },
    "Several boards ({games}): one guess, every board's colours in the game's order, `-` for "
    "a solved board: {example}.": {
        "pt": "Vários tabuleiros ({games}): um palpite, as cores de cada tabuleiro na ordem "
        "do jogo, `-` para um tabuleiro resolvido: {example}.",
        "es": "Varios tableros ({games}): una palabra, los colores de cada tablero en el "
        "orden del juego, `-` para un tablero resuelto: {example}.",
        "de": "Mehrere Felder ({games}): ein Wort, die Farben jedes Feldes in der "
        "Reihenfolge des Spiels, `-` für ein gelöstes Feld: {example}.",
    },
    "Post your NYT or Daily {daily} share, hello wordl's at {lowest} to {highest} letters "
    "(Today's game), {termo}'s or Wordle {languages}'s (wordle.global), to count it: "
    "{commands}": {
        "pt": "Poste seu resultado do NYT ou do Daily {daily}, do hello wordl de {lowest} a "
        "{highest} letras (o jogo de hoje), do {termo} ou do Wordle {languages} "
        "(wordle.global) para contá-lo: {commands}",
        "es": "Publica tu resultado del NYT o del Daily {daily}, el de hello wordl de "
        "{lowest} a {highest} letras (el juego de hoy), el de {termo} o el de Wordle "
        "{languages} (wordle.global) para contarlo: {commands}",
        "de": "Poste dein Ergebnis vom NYT oder Daily {daily}, von hello wordl mit {lowest} "
        "bis {highest} Buchstaben (das heutige Spiel), von {termo} oder von Wordle "
        "{languages} (wordle.global), damit es zählt: {commands}",
    },
    # /help's blurbs beside the commands
    "({several}: one guess, every board's colours; Wordle of {lowest} to {highest} letters "
    "with `length`; {languages})": {
        "pt": "({several}: um palpite, as cores de cada tabuleiro; Wordle de {lowest} a "
        "{highest} letras com `length`; {languages})",
        "es": "({several}: una palabra, los colores de cada tablero; Wordle de {lowest} a "
        "{highest} letras con `length`; {languages})",
        "de": "({several}: ein Wort, die Farben jedes Feldes; Wordle mit {lowest} bis "
        "{highest} Buchstaben mit `length`; {languages})",
    },
    "best next guesses (only you see it)": {
        "pt": "os melhores próximos palpites (só você vê)",
        "es": "las mejores próximas palabras (solo tú lo ves)",
        "de": "die besten nächsten Wörter (nur du siehst es)",
    },
    "(Manage Server: where I listen, how I reply, defaults)": {
        "pt": "(Gerenciar Servidor: onde eu leio, como respondo, os padrões)",
        "es": "(Gestionar servidor: dónde leo, cómo respondo, los valores por defecto)",
        "de": "(Server verwalten: wo ich lese, wie ich antworte, die Vorgaben)",
    },
    "(Manage Server: your own answers and guesses; `/new server` plays them)": {
        "pt": "(Gerenciar Servidor: suas próprias respostas e palpites; `/new server` os joga)",
        "es": "(Gestionar servidor: tus propias respuestas y palabras; `/new server` las juega)",
        "de": "(Server verwalten: eigene Lösungen und Wörter; `/new server` spielt sie)",
    },
    "(for you, wherever you play)": {
        "pt": "(para você, onde quer que jogue)",
        "es": "(para ti, dondequiera que juegues)",
        "de": "(für dich, wo immer du spielst)",
    },
    "(what everyone's grids leave)": {
        "pt": "(o que as grades de todos deixam)",
        "es": "(lo que dejan las cuadrículas de todos)",
        "de": "(was die Raster aller übrig lassen)",
    },
    "(the last game, guess by guess)": {
        "pt": "(a última partida, palpite a palpite)",
        "es": "(la última partida, palabra a palabra)",
        "de": "(das letzte Spiel, Wort für Wort)",
    },
    "(Manage Server: a new server's past results)": {
        "pt": "(Gerenciar Servidor: os resultados passados de um servidor novo)",
        "es": "(Gestionar servidor: los resultados pasados de un servidor nuevo)",
        "de": "(Server verwalten: die früheren Ergebnisse eines neuen Servers)",
    },
    "(Manage Server)": {
        "pt": "(Gerenciar Servidor)",
        "es": "(Gestionar servidor)",
        "de": "(Server verwalten)",
    },
    # a game
    "New game: {game}": {
        "pt": "Nova partida: {game}",
        "es": "Partida nueva: {game}",
        "de": "Neues Spiel: {game}",
    },
    "Paste a guess to start, e.g. `{example}`.": {
        "pt": "Cole um palpite para começar, por exemplo `{example}`.",
        "es": "Pega una palabra para empezar, por ejemplo `{example}`.",
        "de": "Füge ein Wort ein, um zu beginnen, z. B. `{example}`.",
    },
    "{played}/{rows} played": {
        "pt": "{played}/{rows} jogadas",
        "es": "{played}/{rows} jugadas",
        "de": "{played}/{rows} gespielt",
    },
    "Solved in {played}/{rows}! 🎉": {
        "pt": "Resolvido em {played}/{rows}! 🎉",
        "es": "¡Resuelto en {played}/{rows}! 🎉",
        "de": "Gelöst in {played}/{rows}! 🎉",
    },
    "The answer was {answer}.": {
        "pt": "A resposta era {answer}.",
        "es": "La respuesta era {answer}.",
        "de": "Die Lösung war {answer}.",
    },
    "Well played, {players}.": {
        "pt": "Muito bem, {players}.",
        "es": "Bien jugado, {players}.",
        "de": "Gut gespielt, {players}.",
    },
    "Out of guesses": {
        "pt": "Sem tentativas",
        "es": "Sin intentos",
        "de": "Keine Versuche mehr",
    },
    "Best next guess: {word} — {reason}": {
        "pt": "Melhor próximo palpite: {word} — {reason}",
        "es": "Mejor próxima palabra: {word} — {reason}",
        "de": "Bestes nächstes Wort: {word} — {reason}",
    },
    "Best next guess (hard mode): {word} — {reason}": {
        "pt": "Melhor próximo palpite (modo difícil): {word} — {reason}",
        "es": "Mejor próxima palabra (modo difícil): {word} — {reason}",
        "de": "Bestes nächstes Wort (schwerer Modus): {word} — {reason}",
    },
    "; or {word}, which could win now": {
        "pt": "; ou {word}, que pode vencer agora",
        "es": "; o {word}, que podría ganar ya",
        "de": "; oder {word}, das jetzt gewinnen könnte",
    },
    " ({cost} more guesses on average)": {
        "pt": " ({cost} palpites a mais em média)",
        "es": " ({cost} palabras más de media)",
        "de": " ({cost} Wörter mehr im Schnitt)",
    },
    "could be it": {"pt": "pode ser ela", "es": "puede ser ella", "de": "könnte es sein"},
    "can’t be the answer": {
        "pt": "não pode ser a resposta",
        "es": "no puede ser la respuesta",
        "de": "kann nicht die Lösung sein",
    },
    "tells all {words} apart": {
        "pt": "distingue todas as {words}",
        "es": "distingue las {words}",
        "de": "unterscheidet alle {words}",
    },
    "leaves at most {worst} of the {words}": {
        "pt": "deixa no máximo {worst} das {words}",
        "es": "deja como mucho {worst} de las {words}",
        "de": "lässt höchstens {worst} der {words} übrig",
    },
    "Candidates: {words}": {
        "pt": "Candidatas: {words}",
        "es": "Candidatas: {words}",
        "de": "Kandidaten: {words}",
    },
    "{count} likely answers left": {
        "pt": "{count} respostas prováveis restantes",
        "es": "quedan {count} respuestas probables",
        "de": "{count} wahrscheinliche Lösungen übrig",
    },
    "{count} likely answer left": {
        "pt": "{count} resposta provável restante",
        "es": "queda {count} respuesta probable",
        "de": "{count} wahrscheinliche Lösung übrig",
    },
    " (+{count} less likely words)": {
        "pt": " (+{count} palavras menos prováveis)",
        "es": " (+{count} palabras menos probables)",
        "de": " (+{count} weniger wahrscheinliche Wörter)",
    },
    " (+{count} less likely word)": {
        "pt": " (+{count} palavra menos provável)",
        "es": " (+{count} palabra menos probable)",
        "de": " (+{count} weniger wahrscheinliches Wort)",
    },
    "Only {word} is left, a valid word though not a likely answer.": {
        "pt": "Só resta {word}, uma palavra válida, mas não uma resposta provável.",
        "es": "Solo queda {word}, una palabra válida aunque no una respuesta probable.",
        "de": "Nur {word} ist übrig, ein gültiges Wort, aber keine wahrscheinliche Lösung.",
    },
    "Only {word} is left.": {
        "pt": "Só resta {word}.",
        "es": "Solo queda {word}.",
        "de": "Nur {word} ist übrig.",
    },
    "Only {word} is left{more}.": {
        "pt": "Só resta {word}{more}.",
        "es": "Solo queda {word}{more}.",
        "de": "Nur {word} ist übrig{more}.",
    },
    "Mode: hard.": {"pt": "Modo: difícil.", "es": "Modo: difícil.", "de": "Modus: schwer."},
    "Mode: normal.": {"pt": "Modo: normal.", "es": "Modo: normal.", "de": "Modus: normal."},
    "No game going": {
        "pt": "Nenhuma partida em andamento",
        "es": "No hay partida en curso",
        "de": "Kein Spiel im Gang",
    },
    "Opening move:": {
        "pt": "Primeira jogada:",
        "es": "Primera jugada:",
        "de": "Eröffnung:",
    },
    "each {reason}": {"pt": "cada uma {reason}", "es": "cada una {reason}", "de": "je {reason}"},
    "≈{guesses} guesses to finish": {
        "pt": "≈{guesses} palpites até o fim",
        "es": "≈{guesses} intentos hasta el final",
        "de": "≈{guesses} Versuche bis zum Ende",
    },
    "may need more than the {rows} rows left": {
        "pt": "pode precisar de mais que as {rows} linhas restantes",
        "es": "puede necesitar más que las {rows} filas que quedan",
        "de": "braucht vielleicht mehr als die {rows} übrigen Zeilen",
    },
    "may need more than the 1 row left": {
        "pt": "pode precisar de mais que a última linha",
        "es": "puede necesitar más que la última fila",
        "de": "braucht vielleicht mehr als die letzte Zeile",
    },
    "No word fits these guesses: check them with `/status`.": {
        "pt": "Nenhuma palavra cabe nesses palpites: confira-os com `/status`.",
        "es": "Ninguna palabra encaja con esas jugadas: revísalas con `/status`.",
        "de": "Kein Wort passt zu diesen Versuchen: prüfe sie mit `/status`.",
    },
    "No plan wins all {words} in the {rows} rows left: at best {most} can still be won, "
    "and {lead} wins {by_lead}.": {
        "pt": "Nenhum plano vence as {words} nas {rows} linhas restantes: no máximo {most} "
        "ainda podem ser vencidas, e {lead} vence {by_lead}.",
        "es": "Ningún plan gana las {words} en las {rows} filas que quedan: como mucho se "
        "pueden ganar {most}, y {lead} gana {by_lead}.",
        "de": "Kein Plan gewinnt alle {words} in den {rows} übrigen Zeilen: höchstens {most} "
        "sind noch zu gewinnen, und {lead} gewinnt {by_lead}.",
    },
    "streak {count}": {"pt": "sequência {count}", "es": "racha {count}", "de": "Serie {count}"},
    " (replaces your earlier one)": {
        "pt": " (substitui o anterior)",
        "es": " (reemplaza el anterior)",
        "de": " (ersetzt dein früheres)",
    },
    "Settings changed": {
        "pt": "Ajustes alterados",
        "es": "Ajustes cambiados",
        "de": "Einstellungen geändert",
    },
    "Nothing changed": {"pt": "Nada mudou", "es": "Nada cambió", "de": "Nichts geändert"},
    "{word}: still possible": {
        "pt": "{word}: ainda possível",
        "es": "{word}: aún posible",
        "de": "{word}: noch möglich",
    },
    "{word}: ruled out": {
        "pt": "{word}: descartada",
        "es": "{word}: descartada",
        "de": "{word}: ausgeschlossen",
    },
    "I couldn't read that": {
        "pt": "Não consegui ler isso",
        "es": "No pude leer eso",
        "de": "Das konnte ich nicht lesen",
    },
    "Nothing was added.": {
        "pt": "Nada foi adicionado.",
        "es": "No se añadió nada.",
        "de": "Nichts wurde hinzugefügt.",
    },
    "Hint": {"pt": "Dica", "es": "Pista", "de": "Tipp"},
    "Hint (hard mode)": {
        "pt": "Dica (modo difícil)",
        "es": "Pista (modo difícil)",
        "de": "Tipp (schwerer Modus)",
    },
}

# -- the slash commands ------------------------------------------------------------------

# each command's name as Discord lists it to a player of that locale; a name is lowercase,
# one word, and unique among the commands in its language
COMMANDS: dict[str, dict[str, str]] = {
    "new": {"pt": "novo", "es": "nueva", "de": "neu"},
    "hint": {"pt": "dica", "es": "pista", "de": "tipp"},
    "solve": {"pt": "resolver", "es": "resolver", "de": "lösen"},
    "guess": {"pt": "palpite", "es": "palabra", "de": "wort"},
    "status": {"pt": "situacao", "es": "estado", "de": "stand"},
    "candidates": {"pt": "candidatas", "es": "candidatas", "de": "kandidaten"},
    "why": {"pt": "porque", "es": "porque", "de": "warum"},
    "undo": {"pt": "desfazer", "es": "deshacer", "de": "zurueck"},
    "reset": {"pt": "limpar", "es": "reiniciar", "de": "leeren"},
    "mode": {"pt": "modo", "es": "modo", "de": "modus"},
    "spoilers": {"pt": "spoilers", "es": "spoilers", "de": "spoiler"},
    "settings": {"pt": "ajustes", "es": "ajustes", "de": "einstellungen"},
    "wordlist": {"pt": "lista", "es": "lista", "de": "wortliste"},
    "colours": {"pt": "cores", "es": "colores", "de": "farben"},
    "help": {"pt": "ajuda", "es": "ayuda", "de": "hilfe"},
    "stats": {"pt": "estatisticas", "es": "estadisticas", "de": "statistik"},
    "leaderboard": {"pt": "ranking", "es": "clasificacion", "de": "rangliste"},
    "deduce": {"pt": "deduzir", "es": "deducir", "de": "ableiten"},
    "analysis": {"pt": "analise", "es": "analisis", "de": "analyse"},
    "import": {"pt": "importar", "es": "importar", "de": "importieren"},
    "link": {"pt": "vincular", "es": "vincular", "de": "verknuepfen"},
    "forgetme": {"pt": "esquecer", "es": "olvidarme", "de": "vergessen"},
}

# the commands' and options' descriptions
DESCRIPTIONS: dict[str, dict[str, str]] = {
    "Start a new game here: Wordle, or several boards at once": {
        "pt": "Começar uma nova partida aqui: Wordle, ou vários tabuleiros de uma vez",
        "es": "Empezar una partida nueva aquí: Wordle, o varios tableros a la vez",
        "de": "Hier ein neues Spiel beginnen: Wordle oder mehrere Felder auf einmal",
    },
    "Which game (default: the server's)": {
        "pt": "Qual jogo (padrão: o do servidor)",
        "es": "Qué juego (por defecto: el del servidor)",
        "de": "Welches Spiel (Vorgabe: das des Servers)",
    },
    "Letters a word has, 4-11 (Wordle; default 5)": {
        "pt": "Letras de cada palavra, 4-11 (Wordle; padrão 5)",
        "es": "Letras de cada palabra, 4-11 (Wordle; por defecto 5)",
        "de": "Buchstaben je Wort, 4-11 (Wordle; Vorgabe 5)",
    },
    "Best next guesses for this channel's game": {
        "pt": "Os melhores próximos palpites para a partida deste canal",
        "es": "Las mejores próximas palabras para la partida de este canal",
        "de": "Die besten nächsten Wörter für das Spiel dieses Kanals",
    },
    "How many suggestions (1-10)": {
        "pt": "Quantas sugestões (1-10)",
        "es": "Cuántas sugerencias (1-10)",
        "de": "Wie viele Vorschläge (1-10)",
    },
    "Show everyone": {"pt": "Mostrar a todos", "es": "Mostrar a todos", "de": "Allen zeigen"},
    "Your own game from its guesses: what is left and the best next guess": {
        "pt": "Sua própria partida pelos palpites: o que resta e o melhor próximo palpite",
        "es": "Tu propia partida por sus palabras: qué queda y la mejor próxima palabra",
        "de": "Dein eigenes Spiel aus seinen Wörtern: was übrig ist und das beste nächste Wort",
    },
    "e.g. CRANE=c.a.. SLOTH=.l...": {
        "pt": "ex.: TERMO=t.r.. SALTO=.a...",
        "es": "p. ej. CERTA=c.r.. SALTO=.a...",
        "de": "z. B. TARNE=t.r.. SALTO=.a...",
    },
    "Hard mode": {"pt": "Modo difícil", "es": "Modo difícil", "de": "Schwerer Modus"},
    "Add a guess: the word and its colours": {
        "pt": "Adicionar um palpite: a palavra e suas cores",
        "es": "Añadir una palabra y sus colores",
        "de": "Ein Wort hinzufügen: das Wort und seine Farben",
    },
    "The word you played": {
        "pt": "A palavra que você jogou",
        "es": "La palabra que jugaste",
        "de": "Das Wort, das du gespielt hast",
    },
    "e.g. 20010, c.E.., gybbg or 🟩⬛⬛🟨⬛": {
        "pt": "ex.: 20010, c.E.., gybbg ou 🟩⬛⬛🟨⬛",
        "es": "p. ej. 20010, c.E.., gybbg o 🟩⬛⬛🟨⬛",
        "de": "z. B. 20010, c.E.., gybbg oder 🟩⬛⬛🟨⬛",
    },
    "The board, what's left and what's known": {
        "pt": "O tabuleiro, o que resta e o que se sabe",
        "es": "El tablero, qué queda y qué se sabe",
        "de": "Das Feld, was übrig ist und was man weiß",
    },
    "Words still possible (in spoilers)": {
        "pt": "Palavras ainda possíveis (em spoilers)",
        "es": "Palabras aún posibles (en spoilers)",
        "de": "Noch mögliche Wörter (als Spoiler)",
    },
    "How many to show (1-200)": {
        "pt": "Quantas mostrar (1-200)",
        "es": "Cuántas mostrar (1-200)",
        "de": "Wie viele zeigen (1-200)",
    },
    "Which board (several-board games)": {
        "pt": "Qual tabuleiro (jogos de vários tabuleiros)",
        "es": "Qué tablero (juegos de varios tableros)",
        "de": "Welches Feld (Spiele mit mehreren Feldern)",
    },
    "Is this word still possible, and if not, why?": {
        "pt": "Esta palavra ainda é possível? Se não, por quê?",
        "es": "¿Esta palabra aún es posible? Si no, ¿por qué?",
        "de": "Ist dieses Wort noch möglich, und wenn nicht, warum?",
    },
    "Remove the last guess (yours; anyone's with Manage Messages)": {
        "pt": "Remover o último palpite (o seu; o de qualquer um com Gerenciar Mensagens)",
        "es": "Quitar la última palabra (la tuya; la de cualquiera con Gestionar mensajes)",
        "de": "Das letzte Wort entfernen (deins; jedes mit Nachrichten verwalten)",
    },
    "Clear this channel's game (one others played in: Manage Messages)": {
        "pt": "Limpar a partida deste canal (uma em que outros jogaram: Gerenciar Mensagens)",
        "es": "Borrar la partida de este canal (una en la que otros jugaron: Gestionar mensajes)",
        "de": "Das Spiel dieses Kanals leeren (eines, in dem andere spielten: Nachrichten "
        "verwalten)",
    },
    "Hard mode hints (reuse revealed letters) or normal": {
        "pt": "Dicas do modo difícil (reusar letras reveladas) ou normais",
        "es": "Pistas del modo difícil (reusar letras reveladas) o normales",
        "de": "Tipps im schweren Modus (aufgedeckte Buchstaben wiederverwenden) oder normal",
    },
    "Hide candidate words in spoilers in this channel, or not": {
        "pt": "Esconder as palavras candidatas em spoilers neste canal, ou não",
        "es": "Ocultar las palabras candidatas en spoilers en este canal, o no",
        "de": "Kandidaten in diesem Kanal als Spoiler verbergen oder nicht",
    },
    "This server's settings: where I listen, how I reply, its defaults (admins)": {
        "pt": "Os ajustes deste servidor: onde leio, como respondo, os padrões (admins)",
        "es": "Los ajustes de este servidor: dónde leo, cómo respondo, sus valores (admins)",
        "de": "Die Einstellungen dieses Servers: wo ich lese, wie ich antworte (Admins)",
    },
    "Channels I read pastes in: #mentions, or all": {
        "pt": "Canais em que leio: #menções, ou all",
        "es": "Canales en los que leo: #menciones, o all",
        "de": "Kanäle, in denen ich lese: #Erwähnungen oder all",
    },
    "How I answer a paste": {
        "pt": "Como respondo a uma jogada",
        "es": "Cómo respondo a una jugada",
        "de": "Wie ich auf ein Wort antworte",
    },
    "Spoilers by default": {
        "pt": "Spoilers por padrão",
        "es": "Spoilers por defecto",
        "de": "Spoiler als Vorgabe",
    },
    "Hard mode by default": {
        "pt": "Modo difícil por padrão",
        "es": "Modo difícil por defecto",
        "de": "Schwerer Modus als Vorgabe",
    },
    "Time zone, e.g. Europe/Paris": {
        "pt": "Fuso horário, ex.: America/Sao_Paulo",
        "es": "Zona horaria, p. ej. Europe/Madrid",
        "de": "Zeitzone, z. B. Europe/Berlin",
    },
    "Where the daily summary goes: #channel or off": {
        "pt": "Para onde vai o resumo diário: #canal ou off",
        "es": "Adónde va el resumen diario: #canal u off",
        "de": "Wohin die tägliche Zusammenfassung geht: #Kanal oder off",
    },
    "When the daily summary comes, HH:MM": {
        "pt": "Quando chega o resumo diário, HH:MM",
        "es": "Cuándo llega el resumen diario, HH:MM",
        "de": "Wann die tägliche Zusammenfassung kommt, HH:MM",
    },
    "The game new games are: wordle, quordle, wordle6 …": {
        "pt": "O jogo das novas partidas: termo, wordle, quordle …",
        "es": "El juego de las partidas nuevas: spanish, wordle, quordle …",
        "de": "Das Spiel neuer Spiele: german, wordle, quordle …",
    },
    "The language replies speak: auto (Discord's), en, pt, es or de": {
        "pt": "A língua das respostas: auto (a do Discord), en, pt, es ou de",
        "es": "El idioma de las respuestas: auto (el de Discord), en, pt, es o de",
        "de": "Die Sprache der Antworten: auto (die von Discord), en, pt, es oder de",
    },
    "This server's own word list: answers and guesses as text files (admins)": {
        "pt": "A lista de palavras deste servidor: respostas e palpites em arquivos (admins)",
        "es": "La lista de palabras de este servidor: respuestas y palabras en archivos (admins)",
        "de": "Die eigene Wortliste dieses Servers: Lösungen und Wörter als Dateien (Admins)",
    },
    "A text file, one likely answer a line": {
        "pt": "Um arquivo de texto, uma resposta provável por linha",
        "es": "Un archivo de texto, una respuesta probable por línea",
        "de": "Eine Textdatei, eine wahrscheinliche Lösung pro Zeile",
    },
    "A text file of the other words allowed": {
        "pt": "Um arquivo de texto com as outras palavras aceitas",
        "es": "Un archivo de texto con las otras palabras admitidas",
        "de": "Eine Textdatei mit den anderen erlaubten Wörtern",
    },
    "Go back to the bundled lists": {
        "pt": "Voltar às listas incluídas",
        "es": "Volver a las listas incluidas",
        "de": "Zu den mitgelieferten Listen zurück",
    },
    "Your pictures' colours: the game's usual ones, or high contrast (orange and blue)": {
        "pt": "As cores das suas imagens: as de sempre, ou alto contraste (laranja e azul)",
        "es": "Los colores de tus imágenes: los de siempre, o alto contraste (naranja y azul)",
        "de": "Die Farben deiner Bilder: die üblichen oder hoher Kontrast (Orange und Blau)",
    },
    "How to use wordle-huddle": {
        "pt": "Como usar o wordle-huddle",
        "es": "Cómo usar wordle-huddle",
        "de": "So benutzt du wordle-huddle",
    },
    "Games, win rate, streaks and guess distribution": {
        "pt": "Partidas, vitórias, sequências e distribuição de tentativas",
        "es": "Partidas, victorias, rachas y distribución de intentos",
        "de": "Spiele, Siegquote, Serien und Verteilung der Versuche",
    },
    "Whose stats (default: yours)": {
        "pt": "De quem (padrão: as suas)",
        "es": "De quién (por defecto: las tuyas)",
        "de": "Wessen Statistik (Vorgabe: deine)",
    },
    "Which game (default: Wordle)": {
        "pt": "Qual jogo (padrão: Wordle)",
        "es": "Qué juego (por defecto: Wordle)",
        "de": "Welches Spiel (Vorgabe: Wordle)",
    },
    "Who plays best here (a fair Bayesian ranking)": {
        "pt": "Quem joga melhor aqui (um ranking bayesiano justo)",
        "es": "Quién juega mejor aquí (una clasificación bayesiana justa)",
        "de": "Wer hier am besten spielt (eine faire bayessche Rangliste)",
    },
    "Which answers fit every grid posted for a puzzle": {
        "pt": "Que respostas cabem em todas as grades postadas de um desafio",
        "es": "Qué respuestas encajan con todas las cuadrículas publicadas de un reto",
        "de": "Welche Lösungen zu allen Rastern eines Rätsels passen",
    },
    "Puzzle number (default: the latest with a grid)": {
        "pt": "Número do desafio (padrão: o último com uma grade)",
        "es": "Número del reto (por defecto: el último con una cuadrícula)",
        "de": "Nummer des Rätsels (Vorgabe: das neueste mit einem Raster)",
    },
    "This channel's last game, guess by guess: skill and luck": {
        "pt": "A última partida deste canal, palpite a palpite: habilidade e sorte",
        "es": "La última partida de este canal, palabra a palabra: habilidad y suerte",
        "de": "Das letzte Spiel dieses Kanals, Wort für Wort: Können und Glück",
    },
    "Read this channel's history for results: the Wordle app's, and pasted shares": {
        "pt": "Ler o histórico deste canal: resultados do app Wordle e resultados colados",
        "es": "Leer el historial de este canal: resultados de la app Wordle y los pegados",
        "de": "Den Verlauf dieses Kanals lesen: Ergebnisse der Wordle-App und geteilte",
    },
    "How far back (default 30, at most 365)": {
        "pt": "Quantos dias para trás (padrão 30, no máximo 365)",
        "es": "Cuántos días atrás (por defecto 30, como mucho 365)",
        "de": "Wie weit zurück (Vorgabe 30, höchstens 365)",
    },
    "Who a plain @name in the Wordle app's results is (no member: the names waiting)": {
        "pt": "Quem é um @nome nos resultados do app Wordle (sem membro: os nomes à espera)",
        "es": "Quién es un @nombre en los resultados de la app Wordle (sin miembro: los "
        "pendientes)",
        "de": "Wer ein @Name in den Ergebnissen der Wordle-App ist (ohne Mitglied: die offenen)",
    },
    "The name as the Wordle app wrote it": {
        "pt": "O nome como o app Wordle o escreveu",
        "es": "El nombre como lo escribió la app Wordle",
        "de": "Der Name, wie die Wordle-App ihn schrieb",
    },
    "The member it is": {"pt": "O membro", "es": "El miembro", "de": "Das Mitglied"},
    "Erase your results and your name from past games": {
        "pt": "Apagar seus resultados e seu nome das partidas passadas",
        "es": "Borrar tus resultados y tu nombre de las partidas pasadas",
        "de": "Deine Ergebnisse und deinen Namen aus früheren Spielen löschen",
    },
}
