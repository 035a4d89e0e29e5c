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
    "Skill {skill}/100 ({lost} guesses lost to the best play) · luck {luck} guesses": {
        "pt": "Habilidade {skill}/100 ({lost} palpites perdidos para a melhor jogada) · "
        "sorte {luck} palpites",
        "es": "Habilidad {skill}/100 ({lost} intentos perdidos frente a la mejor jugada) · "
        "suerte {luck} intentos",
        "de": "Können {skill}/100 ({lost} Versuche an das beste Spiel verloren) · "
        "Glück {luck} Versuche",
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
    "The last session is over, so this starts a new one.": {
        "pt": "A última sessão acabou, então esta começa uma nova.",
        "es": "La última sesión terminó, así que esto empieza una nueva.",
        "de": "Die letzte Runde ist vorbei, also beginnt hiermit eine neue.",
    },
    "That's puzzle {puzzle}, not {last}: starting a new session.": {
        "pt": "Esse é o desafio {puzzle}, não o {last}: começando uma nova sessão.",
        "es": "Ese es el reto {puzzle}, no el {last}: empieza una sesión nueva.",
        "de": "Das ist Rätsel {puzzle}, nicht {last}: eine neue Runde beginnt.",
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
    "{boards} boards, {rows} rows": {
        "pt": "{boards} tabuleiros, {rows} linhas",
        "es": "{boards} tableros, {rows} filas",
        "de": "{boards} Felder, {rows} Zeilen",
    },
    "{game}: no guesses yet": {
        "pt": "{game}: nenhum palpite ainda",
        "es": "{game}: aún no hay palabras",
        "de": "{game}: noch keine Wörter",
    },
    "Board {board}: ✅ {answer} (guess {at})": {
        "pt": "Tabuleiro {board}: ✅ {answer} (palpite {at})",
        "es": "Tablero {board}: ✅ {answer} (palabra {at})",
        "de": "Feld {board}: ✅ {answer} (Wort {at})",
    },
    " — it could have been": {
        "pt": " — podia ter sido",
        "es": " — podría haber sido",
        "de": " — es hätte sein können",
    },
    "{game} solved in {played}/{rows}! 🎉": {
        "pt": "{game} resolvido em {played}/{rows}! 🎉",
        "es": "¡{game} resuelto en {played}/{rows}! 🎉",
        "de": "{game} gelöst in {played}/{rows}! 🎉",
    },
    "{rows} rows and {boards} boards still unsolved.": {
        "pt": "{rows} linhas e {boards} tabuleiros ainda sem solução.",
        "es": "{rows} filas y {boards} tableros aún sin resolver.",
        "de": "{rows} Zeilen und {boards} Felder noch ungelöst.",
    },
    "{rows} rows and 1 board still unsolved.": {
        "pt": "{rows} linhas e 1 tabuleiro ainda sem solução.",
        "es": "{rows} filas y 1 tablero aún sin resolver.",
        "de": "{rows} Zeilen und 1 Feld noch ungelöst.",
    },
    "Best next guess: {guess}": {
        "pt": "Melhor próximo palpite: {guess}",
        "es": "Mejor próxima palabra: {guess}",
        "de": "Bestes nächstes Wort: {guess}",
    },
    "Opening move for {game}:": {
        "pt": "Primeira jogada no {game}:",
        "es": "Primera jugada en {game}:",
        "de": "Eröffnung für {game}:",
    },
    "Nothing to suggest: the game is over, or a board has no word left.": {
        "pt": "Nada a sugerir: a partida acabou, ou um tabuleiro não tem palavra restante.",
        "es": "Nada que sugerir: la partida terminó, o a un tablero no le queda palabra.",
        "de": "Nichts vorzuschlagen: das Spiel ist vorbei, oder einem Feld bleibt kein Wort.",
    },
    "Hint: {game}": {"pt": "Dica: {game}", "es": "Pista: {game}", "de": "Tipp: {game}"},
    "Board {board}: solved.": {
        "pt": "Tabuleiro {board}: resolvido.",
        "es": "Tablero {board}: resuelto.",
        "de": "Feld {board}: gelöst.",
    },
    "Board {board}:": {"pt": "Tabuleiro {board}:", "es": "Tablero {board}:", "de": "Feld {board}:"},
    "Candidates": {"pt": "Candidatas", "es": "Candidatas", "de": "Kandidaten"},
    # what a paste got wrong
    "Line {line} ({text}): {problem}": {
        "pt": "Linha {line} ({text}): {problem}",
        "es": "Línea {line} ({text}): {problem}",
        "de": "Zeile {line} ({text}): {problem}",
    },
    "{word} has {letter}, a letter this game's words don't have; type the word as the game "
    "shows it": {
        "pt": "{word} tem {letter}, uma letra que as palavras deste jogo não têm; digite a "
        "palavra como o jogo a mostra",
        "es": "{word} tiene {letter}, una letra que las palabras de este juego no tienen; "
        "escribe la palabra como la muestra el juego",
        "de": "{word} hat {letter}, einen Buchstaben, den die Wörter dieses Spiels nicht haben; "
        "tippe das Wort, wie das Spiel es zeigt",
    },
    "{word} has {letters} letters; Wordle words have {length}": {
        "pt": "{word} tem {letters} letras; as palavras do Wordle têm {length}",
        "es": "{word} tiene {letters} letras; las palabras del Wordle tienen {length}",
        "de": "{word} hat {letters} Buchstaben; Wordle-Wörter haben {length}",
    },
    "{word} can't score {tiles} against any word: {why}. Check the colours and paste it again": {
        "pt": "{word} não pode dar {tiles} contra nenhuma palavra: {why}. Confira as cores e "
        "cole de novo",
        "es": "{word} no puede dar {tiles} contra ninguna palabra: {why}. Revisa los colores y "
        "pégalo otra vez",
        "de": "{word} kann gegen kein Wort {tiles} ergeben: {why}. Prüfe die Farben und füge "
        "es noch einmal ein",
    },
    "four greens and one yellow can't happen (the yellow letter would have nowhere to go)": {
        "pt": "quatro verdes e uma amarela não pode acontecer (a letra amarela não teria para "
        "onde ir)",
        "es": "cuatro verdes y una amarilla no puede pasar (la letra amarilla no tendría adónde "
        "ir)",
        "de": "vier grüne und ein gelber geht nicht (der gelbe Buchstabe hätte keinen Platz)",
    },
    "no word in any list gives that feedback": {
        "pt": "nenhuma palavra de nenhuma lista dá essas cores",
        "es": "ninguna palabra de ninguna lista da esos colores",
        "de": "kein Wort irgendeiner Liste ergibt diese Farben",
    },
    "the score is empty; type one tile per letter, e.g. c.E.. or 20010": {
        "pt": "as cores estão vazias; digite uma por letra, por exemplo c.E.. ou 20010",
        "es": "los colores están vacíos; escribe uno por letra, p. ej. c.E.. o 20010",
        "de": "die Farben fehlen; tippe eine je Buchstabe, z. B. c.E.. oder 20010",
    },
    "{char} in {text} is not a tile; use g (green), y (yellow), b (grey), or digits 2/1/0, or "
    "GUESS=SCORE letters": {
        "pt": "{char} em {text} não é uma cor; use g (verde), y (amarela), b (cinza), ou os "
        "dígitos 2/1/0, ou letras PALPITE=CORES",
        "es": "{char} en {text} no es un color; usa g (verde), y (amarillo), b (gris), o los "
        "dígitos 2/1/0, o letras PALABRA=COLORES",
        "de": "{char} in {text} ist keine Farbe; nimm g (grün), y (gelb), b (grau), oder die "
        "Ziffern 2/1/0, oder Buchstaben WORT=FARBEN",
    },
    "{text} has {tiles} tiles but {guess} has {length} letters; type one tile per letter": {
        "pt": "{text} tem {tiles} cores mas {guess} tem {length} letras; digite uma por letra",
        "es": "{text} tiene {tiles} colores pero {guess} tiene {length} letras; escribe uno por "
        "letra",
        "de": "{text} hat {tiles} Farben, aber {guess} hat {length} Buchstaben; tippe eine je "
        "Buchstabe",
    },
    "{text} has {tiles} tiles but words have {length} letters; type one tile per letter": {
        "pt": "{text} tem {tiles} cores mas as palavras têm {length} letras; digite uma por letra",
        "es": "{text} tiene {tiles} colores pero las palabras tienen {length} letras; escribe "
        "uno por letra",
        "de": "{text} hat {tiles} Farben, aber die Wörter haben {length} Buchstaben; tippe "
        "eine je Buchstabe",
    },
    "{place} tile {char} in {text} is not a square the score can use; use {legend}": {
        "pt": "a cor {place} {char} em {text} não é um quadrado que valha; use {legend}",
        "es": "el color {place} {char} en {text} no es un cuadrado válido; usa {legend}",
        "de": "die Farbe {place} {char} in {text} ist kein gültiges Quadrat; nimm {legend}",
    },
    "{place} tile {char} in {text} is not a digit the score can use; use {legend}": {
        "pt": "a cor {place} {char} em {text} não é um dígito que valha; use {legend}",
        "es": "el color {place} {char} en {text} no es un dígito válido; usa {legend}",
        "de": "die Farbe {place} {char} in {text} ist keine gültige Ziffer; nimm {legend}",
    },
    "the {place} character {char} of {text} does not match the guess letter {upper}; type "
    "{upper} (green), {lower} (yellow) or . (grey)": {
        "pt": "o caractere {place} {char} de {text} não bate com a letra {upper} do palpite; "
        "digite {upper} (verde), {lower} (amarela) ou . (cinza)",
        "es": "el carácter {place} {char} de {text} no coincide con la letra {upper} de la "
        "palabra; escribe {upper} (verde), {lower} (amarilla) o . (gris)",
        "de": "das Zeichen {place} {char} in {text} passt nicht zum Buchstaben {upper} des "
        "Worts; tippe {upper} (grün), {lower} (gelb) oder . (grau)",
    },
    "{text}: {char} is not a letter; type the guess then its score, e.g. CHEST=c.E.. or caves "
    "20012": {
        "pt": "{text}: {char} não é uma letra; digite o palpite e depois as cores, por exemplo "
        "TERMO=t.R.. ou sarto 20012",
        "es": "{text}: {char} no es una letra; escribe la palabra y luego sus colores, p. ej. "
        "CERTA=c.R.. o sueño 20012",
        "de": "{text}: {char} ist kein Buchstabe; tippe das Wort und dann seine Farben, z. B. "
        "TARNE=t.R.. oder kekse 20012",
    },
    "{text}: the word is missing; type the guess then its score, e.g. CHEST=c.E.. or caves 20012": {
        "pt": "{text}: falta a palavra; digite o palpite e depois as cores, por exemplo "
        "TERMO=t.R.. ou sarto 20012",
        "es": "{text}: falta la palabra; escribe la palabra y luego sus colores, p. ej. "
        "CERTA=c.R.. o sueño 20012",
        "de": "{text}: das Wort fehlt; tippe das Wort und dann seine Farben, z. B. TARNE=t.R.. "
        "oder kekse 20012",
    },
    "{text}: type the guess then its score, e.g. CHEST=c.E.., caves 20012 or CRANE 🟩⬛⬛🟨⬛": {
        "pt": "{text}: digite o palpite e depois as cores, por exemplo TERMO=t.R.., sarto "
        "20012 ou SARTO 🟩⬛⬛🟨⬛",
        "es": "{text}: escribe la palabra y luego sus colores, p. ej. CERTA=c.R.., sueño 20012 "
        "o CERTA 🟩⬛⬛🟨⬛",
        "de": "{text}: tippe das Wort und dann seine Farben, z. B. TARNE=t.R.., kekse 20012 "
        "oder TARNE 🟩⬛⬛🟨⬛",
    },
    # /why: what rules a word out (solver/wording.py REASONS)
    "{shown}: {word} was played and wasn't it": {
        "pt": "{shown}: {word} foi jogada e não era ela",
        "es": "{shown}: {word} se jugó y no era",
        "de": "{shown}: {word} wurde gespielt und war es nicht",
    },
    "{word} is not a {need}-letter word": {
        "pt": "{word} não é uma palavra de {need} letras",
        "es": "{word} no es una palabra de {need} letras",
        "de": "{word} ist kein Wort mit {need} Buchstaben",
    },
    "{shown} cannot happen: Wordle colours the leftmost {letter} yellow before a later one, "
    "so a grey {letter} never comes before a yellow one": {
        "pt": "{shown} não pode acontecer: o Wordle pinta de amarelo o {letter} mais à "
        "esquerda antes de um posterior, então um {letter} cinza nunca vem antes de um amarelo",
        "es": "{shown} no puede pasar: Wordle pinta de amarillo la {letter} más a la izquierda "
        "antes que una posterior, así que una {letter} gris nunca va antes de una amarilla",
        "de": "{shown} kann nicht sein: Wordle färbt das linke {letter} zuerst gelb, also "
        "steht ein graues {letter} nie vor einem gelben",
    },
    "{shown} put {letter} in {place}, {word} has {found} there": {
        "pt": "{shown} pôs {letter} na {number}ª posição, {word} tem {found} ali",
        "es": "{shown} puso {letter} en la {number}.ª posición, {word} tiene {found} ahí",
        "de": "{shown} setzte {letter} an die {number}. Stelle, {word} hat dort {found}",
    },
    "{shown} showed there is {article} but not in {place}": {
        "pt": "{shown} mostrou que há um {letter}, mas não na {number}ª posição",
        "es": "{shown} mostró que hay una {letter}, pero no en la {number}.ª posición",
        "de": "{shown} zeigte: es gibt ein {letter}, aber nicht an der {number}. Stelle",
    },
    "{shown} showed there is no {letter} in {place}": {
        "pt": "{shown} mostrou que não há {letter} na {number}ª posição",
        "es": "{shown} mostró que no hay {letter} en la {number}.ª posición",
        "de": "{shown} zeigte: kein {letter} an der {number}. Stelle",
    },
    "{shown} showed there is no {letter}": {
        "pt": "{shown} mostrou que não há {letter}",
        "es": "{shown} mostró que no hay {letter}",
        "de": "{shown} zeigte: kein {letter}",
    },
    "{shown} showed only {copies}": {
        "pt": "{shown} mostrou só {need}× {letter}",
        "es": "{shown} mostró solo {need}× {letter}",
        "de": "{shown} zeigte nur {need}× {letter}",
    },
    "{shown} showed exactly {copies}, {word} has {copies_had}": {
        "pt": "{shown} mostrou exatamente {need}× {letter}, {word} tem {have}",
        "es": "{shown} mostró exactamente {need}× {letter}, {word} tiene {have}",
        "de": "{shown} zeigte genau {need}× {letter}, {word} hat {have}",
    },
    "{shown} showed there is {article}, {word} has {copies_had}": {
        "pt": "{shown} mostrou que há um {letter}, {word} tem {have}",
        "es": "{shown} mostró que hay una {letter}, {word} tiene {have}",
        "de": "{shown} zeigte: es gibt ein {letter}, {word} hat {have}",
    },
    "{shown} showed there is at least {copies}, {word} has {copies_had}": {
        "pt": "{shown} mostrou pelo menos {need}× {letter}, {word} tem {have}",
        "es": "{shown} mostró al menos {need}× {letter}, {word} tiene {have}",
        "de": "{shown} zeigte mindestens {need}× {letter}, {word} hat {have}",
    },
    "{word} is not in the {lists} word list": {
        "pt": "{word} não está na lista de palavras {lists}",
        "es": "{word} no está en la lista de palabras {lists}",
        "de": "{word} steht nicht in der Wortliste {lists}",
    },
    "{word} is a valid guess but not one of the likely answers": {
        "pt": "{word} é um palpite válido, mas não uma das respostas prováveis",
        "es": "{word} es una palabra válida, pero no una de las respuestas probables",
        "de": "{word} ist ein gültiges Wort, aber keine der wahrscheinlichen Lösungen",
    },
    # what is known ("Known: C first · an N, not 4th · no A, E, R")
    "{letter} {place}": {
        "pt": "{letter} na {number}ª",
        "es": "{letter} en la {number}.ª",
        "de": "{letter} an {number}. Stelle",
    },
    "only {copies}": {
        "pt": "só {count}× {letter}",
        "es": "solo {count}× {letter}",
        "de": "nur {count}× {letter}",
    },
    "{article}": {"pt": "um {letter}", "es": "una {letter}", "de": "ein {letter}"},
    "exactly {copies}": {
        "pt": "exatamente {count}× {letter}",
        "es": "exactamente {count}× {letter}",
        "de": "genau {count}× {letter}",
    },
    "{copies}": {"pt": "{count}× {letter}", "es": "{count}× {letter}", "de": "{count}× {letter}"},
    ", not {places}": {
        "pt": ", não na {numbers}ª",
        "es": ", no en la {numbers}.ª",
        "de": ", nicht an {numbers}. Stelle",
    },
    "no {letters}": {"pt": "sem {letters}", "es": "sin {letters}", "de": "kein {letters}"},
    "nothing yet": {"pt": "nada ainda", "es": "nada aún", "de": "noch nichts"},
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
