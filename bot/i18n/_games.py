"""The translation table's entries for a channel's game: its titles, what is left, the
best next guess and /hint's lines, a win or a loss, and what a player's command changed
or could not (``_table.TABLE`` takes them in)."""

from __future__ import annotations

GAMES: dict[str, dict[str, str]] = {
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
    "unlikely to be the answer": {
        "pt": "dificilmente é a resposta",
        "es": "difícilmente es la respuesta",
        "de": "kaum die Lösung",
    },
    "No guess tells the words left apart: any of them is a coin toss.": {
        "pt": "Nenhum palpite distingue as palavras restantes: qualquer uma é cara ou coroa.",
        "es": "Ningún intento distingue las palabras que quedan: cualquiera es a cara o cruz.",
        "de": "Kein Wort trennt die übrigen Wörter: jedes ist ein Münzwurf.",
    },
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
    "No likely answer fits; {count} less likely words still do": {
        "pt": "Nenhuma resposta provável serve; {count} palavras menos prováveis ainda servem",
        "es": "No encaja ninguna respuesta probable; aún encajan {count} palabras menos probables",
        "de": "Keine wahrscheinliche Lösung passt; {count} weniger wahrscheinliche Wörter "
        "passen noch",
    },
    "No likely answer fits; {count} less likely word still does": {
        "pt": "Nenhuma resposta provável serve; {count} palavra menos provável ainda serve",
        "es": "No encaja ninguna respuesta probable; aún encaja {count} palabra menos probable",
        "de": "Keine wahrscheinliche Lösung passt; {count} weniger wahrscheinliches Wort "
        "passt noch",
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
    "{summary} — `/analysis` goes guess by guess.": {
        "pt": "{summary} — `/analysis` mostra palpite a palpite.",
        "es": "{summary} — `/analysis` lo muestra jugada a jugada.",
        "de": "{summary} — `/analysis` zeigt es Wort für Wort.",
    },
    " (hard mode)": {"pt": " (modo difícil)", "es": " (modo difícil)", "de": " (schwerer Modus)"},
    "Six rows and no green line. It could have been: {words}": {
        "pt": "Seis linhas e nenhuma verde. Podia ter sido: {words}",
        "es": "Seis filas y ninguna verde. Podría haber sido: {words}",
        "de": "Sechs Zeilen und keine grüne. Es hätte sein können: {words}",
    },
    "Known: {facts}": {
        "pt": "Já se sabe: {facts}",
        "es": "Se sabe: {facts}",
        "de": "Bekannt: {facts}",
    },
    "{words} is already on the board": {
        "pt": "{words} já está no tabuleiro",
        "es": "{words} ya está en el tablero",
        "de": "{words} steht schon auf dem Feld",
    },
    "{words} are already on the board": {
        "pt": "{words} já estão no tabuleiro",
        "es": "{words} ya están en el tablero",
        "de": "{words} stehen schon auf dem Feld",
    },
    "Already solved in {count}/{rows}. A new row, or `/new`, starts the next game.": {
        "pt": "Já resolvido em {count}/{rows}. Uma nova linha, ou `/new`, começa o próximo jogo.",
        "es": "Ya resuelto en {count}/{rows}. Una fila nueva, o `/new`, empieza la próxima "
        "partida.",
        "de": "Schon gelöst in {count}/{rows}. Eine neue Zeile oder `/new` beginnt die nächste "
        "Partie.",
    },
    "That game is over. A new row, or `/new`, starts the next game.": {
        "pt": "Esse jogo acabou. Uma nova linha, ou `/new`, começa o próximo jogo.",
        "es": "Esa partida terminó. Una fila nueva, o `/new`, empieza la próxima partida.",
        "de": "Diese Partie ist vorbei. Eine neue Zeile oder `/new` beginnt die nächste Partie.",
    },
    "{word} was the answer": {
        "pt": "{word} era a resposta",
        "es": "{word} era la respuesta",
        "de": "{word} war die Lösung",
    },
    "{word} was the answer on board {board}": {
        "pt": "{word} era a resposta do tabuleiro {board}",
        "es": "{word} era la respuesta del tablero {board}",
        "de": "{word} war die Lösung auf Feld {board}",
    },
    "That row had ended the game, so the game is going again.": {
        "pt": "Essa linha tinha terminado o jogo, então o jogo continua.",
        "es": "Esa fila había terminado la partida, así que la partida sigue.",
        "de": "Diese Zeile hatte die Partie beendet, also geht die Partie weiter.",
    },
    "{word} isn't a word here.": {
        "pt": "{word} não é uma palavra aqui.",
        "es": "{word} no es una palabra aquí.",
        "de": "{word} ist hier kein Wort.",
    },
    "Did you mean {words}?": {
        "pt": "Você quis dizer {words}?",
        "es": "¿Quisiste decir {words}?",
        "de": "Meintest du {words}?",
    },
    "If you really played it, type {typed} to add it as it is.": {
        "pt": "Se você jogou mesmo essa, digite {typed} para adicioná-la como está.",
        "es": "Si de verdad la jugaste, escribe {typed} para añadirla tal cual.",
        "de": "Wenn du es wirklich gespielt hast, tippe {typed}, um es so aufzunehmen.",
    },
    "Not a word here": {
        "pt": "Não é uma palavra aqui",
        "es": "No es una palabra aquí",
        "de": "Hier kein Wort",
    },
    "{word} isn't a word here": {
        "pt": "{word} não é uma palavra aqui",
        "es": "{word} no es una palabra aquí",
        "de": "{word} ist hier kein Wort",
    },
    "It isn't in the word list, so it can't be the answer.": {
        "pt": "Ela não está na lista de palavras, então não pode ser a resposta.",
        "es": "No está en la lista de palabras, así que no puede ser la respuesta.",
        "de": "Es steht nicht in der Wortliste, also kann es nicht die Lösung sein.",
    },
    "The last game is over.": {
        "pt": "A última partida acabou.",
        "es": "La última partida terminó.",
        "de": "Das letzte Spiel ist vorbei.",
    },
    "That's puzzle {puzzle}, not {last}.": {
        "pt": "Esse é o desafio {puzzle}, não o {last}.",
        "es": "Ese es el reto {puzzle}, no el {last}.",
        "de": "Das ist Rätsel {puzzle}, nicht {last}.",
    },
    "Not added": {"pt": "Não adicionado", "es": "No añadido", "de": "Nicht hinzugefügt"},
    "That message is from before this game began, so its guesses don't join it.": {
        "pt": "Essa mensagem é de antes desta partida começar, então seus palpites não entram.",
        "es": "Ese mensaje es de antes de que empezara esta partida, así que sus palabras no "
        "entran.",
        "de": "Diese Nachricht ist älter als dieses Spiel, also zählen ihre Wörter nicht.",
    },
    "Not yours to undo": {
        "pt": "Não é seu para desfazer",
        "es": "No es tuya para deshacer",
        "de": "Nicht deins zum Zurücknehmen",
    },
    "{word} was posted by {poster}: they can undo it, or anyone with Manage Messages. "
    "Nothing changed.": {
        "pt": "{word} foi postado por {poster}: essa pessoa pode desfazê-lo, ou qualquer um "
        "com Gerenciar Mensagens. Nada mudou.",
        "es": "{word} la publicó {poster}: puede deshacerla, o cualquiera con Gestionar "
        "mensajes. No cambió nada.",
        "de": "{word} hat {poster} gepostet: nur diese Person kann es zurücknehmen, oder wer "
        "Nachrichten verwalten darf. Nichts geändert.",
    },
    "Others are playing this game": {
        "pt": "Outros estão jogando esta partida",
        "es": "Otros están jugando esta partida",
        "de": "Andere spielen dieses Spiel",
    },
    "Others have rows in this game, so {command} needs Manage Messages (ask a moderator), or "
    "`/undo` your own rows. Nothing changed.": {
        "pt": "Outros têm linhas nesta partida, então {command} precisa de Gerenciar "
        "Mensagens (peça a um moderador), ou `/undo` nas suas linhas. Nada mudou.",
        "es": "Otros tienen filas en esta partida, así que {command} necesita Gestionar "
        "mensajes (pídeselo a un moderador), o `/undo` tus propias filas. No cambió nada.",
        "de": "Andere haben Zeilen in diesem Spiel, also braucht {command} Nachrichten "
        "verwalten (frag eine Moderation), oder nimm mit `/undo` deine eigenen zurück. "
        "Nichts geändert.",
    },
    "This channel's last game was cleared. Paste a guess to start a new one.": {
        "pt": "A última partida deste canal foi limpa. Cole um palpite para começar outra.",
        "es": "La última partida de este canal se borró. Pega una palabra para empezar otra.",
        "de": "Das letzte Spiel dieses Kanals wurde geleert. Füge ein Wort ein, um ein neues "
        "zu beginnen.",
    },
    "Nothing to undo": {
        "pt": "Nada para desfazer",
        "es": "Nada que deshacer",
        "de": "Nichts zurückzunehmen",
    },
    "This channel has no guesses yet.": {
        "pt": "Este canal ainda não tem palpites.",
        "es": "Este canal aún no tiene palabras.",
        "de": "Dieser Kanal hat noch keine Wörter.",
    },
    "Removed {row} (from {player}).": {
        "pt": "Removido {row} (de {player}).",
        "es": "Quitada {row} (de {player}).",
        "de": "Entfernt: {row} (von {player}).",
    },
    "Reset": {"pt": "Limpo", "es": "Reiniciado", "de": "Geleert"},
    "Cleared this channel's game. Paste a guess to start a new one.": {
        "pt": "A partida deste canal foi limpa. Cole um palpite para começar outra.",
        "es": "Se borró la partida de este canal. Pega una palabra para empezar otra.",
        "de": "Das Spiel dieses Kanals ist geleert. Füge ein Wort ein, um ein neues zu beginnen.",
    },
    "Hard mode: every green stays in place and every revealed letter is used again, in the "
    "rows pasted (one that breaks it is not added) and in the hints.": {
        "pt": "Modo difícil: toda verde fica no lugar e toda letra revelada é usada de novo, "
        "nas linhas coladas (uma que quebre isso não entra) e nas dicas.",
        "es": "Modo difícil: cada verde se queda en su sitio y cada letra revelada se vuelve a "
        "usar, en las filas pegadas (una que lo incumpla no se añade) y en las pistas.",
        "de": "Schwerer Modus: jedes Grün bleibt an seinem Platz und jeder aufgedeckte "
        "Buchstabe wird wieder benutzt, in den eingefügten Zeilen (eine, die das bricht, "
        "zählt nicht) und in den Tipps.",
    },
    "Normal mode: hints may use any valid word.": {
        "pt": "Modo normal: as dicas podem usar qualquer palavra válida.",
        "es": "Modo normal: las pistas pueden usar cualquier palabra válida.",
        "de": "Normaler Modus: Tipps dürfen jedes gültige Wort benutzen.",
    },
    "Mode set": {"pt": "Modo definido", "es": "Modo elegido", "de": "Modus gesetzt"},
    "Candidate words, answers and answer-like hints are hidden in ||spoilers||": {
        "pt": "Palavras candidatas, respostas e dicas que podem ser a resposta ficam "
        "escondidas em ||spoilers||",
        "es": "Las palabras candidatas, las respuestas y las pistas que podrían serlo se "
        "ocultan en ||spoilers||",
        "de": "Kandidaten, Lösungen und Tipps, die die Lösung sein könnten, sind als "
        "||Spoiler|| verborgen",
    },
    "Spoilers off: candidate words and answers are shown in plain text": {
        "pt": "Spoilers desligados: palavras candidatas e respostas aparecem em texto normal",
        "es": "Spoilers desactivados: las palabras candidatas y las respuestas se muestran "
        "en texto normal",
        "de": "Spoiler aus: Kandidaten und Lösungen stehen im Klartext",
    },
    " here, as they already were.": {
        "pt": " aqui, como já estavam.",
        "es": " aquí, como ya estaban.",
        "de": " hier, wie schon zuvor.",
    },
    " in this channel from now on.": {
        "pt": " neste canal a partir de agora.",
        "es": " en este canal a partir de ahora.",
        "de": " in diesem Kanal ab jetzt.",
    },
    "Spoilers on": {"pt": "Spoilers ligados", "es": "Spoilers activados", "de": "Spoiler an"},
    "Spoilers off": {
        "pt": "Spoilers desligados",
        "es": "Spoilers desactivados",
        "de": "Spoiler aus",
    },
    "Wrong word length": {
        "pt": "Tamanho de palavra errado",
        "es": "Longitud de palabra equivocada",
        "de": "Falsche Wortlänge",
    },
    "The game here is {game}: its words have {length} letters, and that paste's have "
    "{given}. Nothing was added.": {
        "pt": "A partida aqui é {game}: suas palavras têm {length} letras, e as dessa jogada "
        "têm {given}. Nada foi adicionado.",
        "es": "La partida de aquí es {game}: sus palabras tienen {length} letras, y las de "
        "esa jugada {given}. No se añadió nada.",
        "de": "Das Spiel hier ist {game}: seine Wörter haben {length} Buchstaben, die dieses "
        "Beitrags {given}. Nichts wurde hinzugefügt.",
    },
    "The new game here is {game}: its words have {length} letters, and that paste's have "
    "{given}. Nothing was added.": {
        "pt": "A nova partida aqui é {game}: suas palavras têm {length} letras, e as dessa "
        "jogada têm {given}. Nada foi adicionado.",
        "es": "La partida nueva de aquí es {game}: sus palabras tienen {length} letras, y las "
        "de esa jugada {given}. No se añadió nada.",
        "de": "Das neue Spiel hier ist {game}: seine Wörter haben {length} Buchstaben, die "
        "dieses Beitrags {given}. Nichts wurde hinzugefügt.",
    },
    "Playing something else? {command} starts a Wordle of {given} letters.": {
        "pt": "Jogando outra coisa? {command} começa um Wordle de {given} letras.",
        "es": "¿Juegas a otra cosa? {command} empieza un Wordle de {given} letras.",
        "de": "Spielst du etwas anderes? {command} beginnt ein Wordle mit {given} Buchstaben.",
    },
    "Candidates": {"pt": "Candidatas", "es": "Candidatas", "de": "Kandidaten"},
    " … and {count} more": {
        "pt": " … e mais {count}",
        "es": " … y {count} más",
        "de": " … und {count} weitere",
    },
    "It fits every guess so far.": {
        "pt": "Ela cabe em todos os palpites até agora.",
        "es": "Encaja con todas las jugadas hasta ahora.",
        "de": "Es passt zu allen bisherigen Wörtern.",
    },
    "No guesses yet, so every word is possible.": {
        "pt": "Nenhum palpite ainda, então toda palavra é possível.",
        "es": "Aún no hay jugadas, así que toda palabra es posible.",
        "de": "Noch keine Wörter, also ist jedes Wort möglich.",
    },
    "Note: {words} isn't in my word list; I took it as played.": {
        "pt": "Nota: {words} não está na minha lista de palavras; aceitei como jogada.",
        "es": "Nota: {words} no está en mi lista de palabras; la tomé como jugada.",
        "de": "Hinweis: {words} steht nicht in meiner Wortliste; ich habe es als gespielt "
        "genommen.",
    },
    "*(Searched for as long as a reply may take: best found so far.)*": {
        "pt": "*(Busquei pelo tempo que uma resposta pode levar: o melhor encontrado até aqui.)*",
        "es": "*(Busqué todo lo que puede tardar una respuesta: lo mejor encontrado hasta ahora.)*",
        "de": "*(So lange gesucht, wie eine Antwort dauern darf: das Beste bisher.)*",
    },
    "Paste a guess to start, e.g. `CRANE 🟩⬛⬛🟨⬛`, `CHEST=c.E..` or `caves 20012`.": {
        "pt": "Cole um palpite para começar, por exemplo `CRANE 🟩⬛⬛🟨⬛`, `CHEST=c.E..` ou "
        "`caves 20012`.",
        "es": "Pega una palabra para empezar, por ejemplo `CRANE 🟩⬛⬛🟨⬛`, `CHEST=c.E..` o "
        "`caves 20012`.",
        "de": "Füge ein Wort ein, um zu beginnen, z. B. `CRANE 🟩⬛⬛🟨⬛`, `CHEST=c.E..` oder "
        "`caves 20012`.",
    },
    # /analysis
    "Best guess": {"pt": "Melhor palpite", "es": "La mejor jugada", "de": "Bestes Wort"},
    "Good guess": {"pt": "Bom palpite", "es": "Buena jugada", "de": "Gutes Wort"},
    "Fair guess": {"pt": "Palpite razoável", "es": "Jugada aceptable", "de": "Ordentliches Wort"},
    "Costly guess": {"pt": "Palpite caro", "es": "Jugada costosa", "de": "Teures Wort"},
    "left {after} of {before}": {
        "pt": "deixou {after} de {before}",
        "es": "dejó {after} de {before}",
        "de": "ließ {after} von {before}",
    },
    "{verdict} — {left}; {best} would have won": {
        "pt": "{verdict} — {left}; {best} teria vencido",
        "es": "{verdict} — {left}; {best} habría ganado",
        "de": "{verdict} — {left}; {best} hätte gewonnen",
    },
    "Game analysis": {
        "pt": "Análise da partida",
        "es": "Análisis de la partida",
        "de": "Spielanalyse",
    },
    "Game analysis (so far)": {
        "pt": "Análise da partida (até aqui)",
        "es": "Análisis de la partida (hasta ahora)",
        "de": "Spielanalyse (bis jetzt)",
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
    "; a rare word": {
        "pt": "; uma palavra rara",
        "es": "; una palabra rara",
        "de": "; ein seltenes Wort",
    },
    "; a rare word: {word} is a familiar one": {
        "pt": "; uma palavra rara: {word} é uma conhecida",
        "es": "; una palabra rara: {word} es una conocida",
        "de": "; ein seltenes Wort: {word} ist ein bekanntes",
    },
}
