"""The translation table's entries for what a paste or a game refuses: a row no word
fits, a row hard mode forbids, too many rows or boards, and a share's or a grid's
slips."""

from __future__ import annotations

PASTES: dict[str, dict[str, str]] = {
    "**{word}** breaks hard mode: {rule}.": {
        "pt": "**{word}** quebra o modo difícil: {rule}.",
        "es": "**{word}** rompe el modo difícil: {rule}.",
        "de": "**{word}** verstößt gegen den schweren Modus: {rule}.",
    },
    "**{word}** is on board {board} already, with other colours:": {
        "pt": "**{word}** já está no tabuleiro {board}, com outras cores:",
        "es": "**{word}** ya está en el tablero {board}, con otros colores:",
        "de": "**{word}** steht schon auf Feld {board}, mit anderen Farben:",
    },
    "**{word}** is on the board already, with other colours:": {
        "pt": "**{word}** já está no tabuleiro, com outras cores:",
        "es": "**{word}** ya está en el tablero, con otros colores:",
        "de": "**{word}** steht schon auf dem Feld, mit anderen Farben:",
    },
    ", the last all green": {
        "pt": ", a última toda verde",
        "es": ", la última toda verde",
        "de": ", die letzte ganz grün",
    },
    "A new game, and that paste adds {adding}: {game} has at most {rows}. Nothing was added.": {
        "pt": "Uma partida nova, e essa jogada acrescenta {adding}: {game} tem no máximo "
        "{rows}. Nada foi acrescentado.",
        "es": "Una partida nueva, y esa jugada añade {adding}: {game} tiene como máximo "
        "{rows}. No se añadió nada.",
        "de": "Ein neues Spiel, und dieser Beitrag fügt {adding} hinzu: {game} hat höchstens "
        "{rows}. Nichts wurde hinzugefügt.",
    },
    "If it is a new game, `/reset` first; if a row is wrong, `/undo` it (or edit the message "
    "it came from).": {
        "pt": "Se for uma partida nova, `/reset` primeiro; se uma linha estiver errada, "
        "`/undo` nela (ou edite a mensagem de onde veio).",
        "es": "Si es una partida nueva, primero `/reset`; si una fila está mal, `/undo` (o "
        "edita el mensaje del que vino).",
        "de": "Ist es ein neues Spiel, zuerst `/reset`; ist eine Zeile falsch, `/undo` (oder "
        "bearbeite die Nachricht, aus der sie kam).",
    },
    "Line {line}: {problem}": {
        "pt": "Linha {line}: {problem}",
        "es": "Línea {line}: {problem}",
        "de": "Zeile {line}: {problem}",
    },
    "No word fits these together on board {board}:": {
        "pt": "Nenhuma palavra combina com todas estas no tabuleiro {board}:",
        "es": "Ninguna palabra encaja con todas estas en el tablero {board}:",
        "de": "Kein Wort passt zu all diesen auf Feld {board}:",
    },
    "No word fits these together:": {
        "pt": "Nenhuma palavra combina com todas estas:",
        "es": "Ninguna palabra encaja con todas estas:",
        "de": "Kein Wort passt zu all diesen:",
    },
    "Not added: hard mode": {
        "pt": "Não acrescentado: modo difícil",
        "es": "No añadido: modo difícil",
        "de": "Nicht hinzugefügt: schwerer Modus",
    },
    "Not supported": {
        "pt": "Não suportado",
        "es": "No admitido",
        "de": "Nicht unterstützt",
    },
    "Nothing was added. If this paste is right, one of the others is wrong: {players} can "
    "edit or delete that message (`/undo` takes back the last row); else check this paste's "
    "colours and send it again.": {
        "pt": "Nada foi acrescentado. Se esta jogada está certa, uma das outras está errada: "
        "{players} pode editar ou apagar aquela mensagem (`/undo` desfaz a última linha); "
        "senão confira as cores desta jogada e envie de novo.",
        "es": "No se añadió nada. Si esta jugada está bien, una de las otras está mal: "
        "{players} puede editar o borrar ese mensaje (`/undo` quita la última fila); si no, "
        "revisa los colores de esta jugada y envíala otra vez.",
        "de": "Nichts wurde hinzugefügt. Stimmt dieser Beitrag, ist einer der anderen falsch: "
        "{players} kann diese Nachricht bearbeiten oder löschen (`/undo` nimmt die letzte "
        "Zeile zurück); sonst prüfe die Farben dieses Beitrags und sende ihn noch einmal.",
    },
    "Nothing was added. If this paste is right, the other row is wrong: {players} can edit "
    "or delete that message (`/undo` takes back the last row); else check this paste's "
    "colours and send it again.": {
        "pt": "Nada foi acrescentado. Se esta jogada está certa, a outra linha está errada: "
        "{players} pode editar ou apagar aquela mensagem (`/undo` desfaz a última linha); "
        "senão confira as cores desta jogada e envie de novo.",
        "es": "No se añadió nada. Si esta jugada está bien, la otra fila está mal: {players} "
        "puede editar o borrar ese mensaje (`/undo` quita la última fila); si no, revisa los "
        "colores de esta jugada y envíala otra vez.",
        "de": "Nichts wurde hinzugefügt. Stimmt dieser Beitrag, ist die andere Zeile falsch: "
        "{players} kann diese Nachricht bearbeiten oder löschen (`/undo` nimmt die letzte "
        "Zeile zurück); sonst prüfe die Farben dieses Beitrags und sende ihn noch einmal.",
    },
    "Nothing was added: check this paste's colours and send it again.": {
        "pt": "Nada foi acrescentado: confira as cores desta jogada e envie de novo.",
        "es": "No se añadió nada: revisa los colores de esta jugada y envíala otra vez.",
        "de": "Nichts wurde hinzugefügt: prüfe die Farben dieses Beitrags und sende ihn noch "
        "einmal.",
    },
    "Playing something else? `/new` starts a Wordle, `/new quordle` a Quordle, …": {
        "pt": "Jogando outra coisa? `/new` começa um Wordle, `/new quordle` um Quordle, …",
        "es": "¿Juegas a otra cosa? `/new` empieza un Wordle, `/new quordle` un Quordle, …",
        "de": "Spielst du etwas anderes? `/new` beginnt ein Wordle, `/new quordle` ein Quordle, …",
    },
    "That doesn't fit": {
        "pt": "Isso não combina",
        "es": "Eso no encaja",
        "de": "Das passt nicht",
    },
    "The game here has {kept} rows, and that paste adds {adding}: {game} has at most {rows}. "
    "Nothing was added.": {
        "pt": "A partida aqui tem {kept} linhas, e essa jogada acrescenta {adding}: {game} tem "
        "no máximo {rows}. Nada foi acrescentado.",
        "es": "La partida de aquí tiene {kept} filas, y esa jugada añade {adding}: {game} "
        "tiene como máximo {rows}. No se añadió nada.",
        "de": "Das Spiel hier hat {kept} Zeilen, und dieser Beitrag fügt {adding} hinzu: "
        "{game} hat höchstens {rows}. Nichts wurde hinzugefügt.",
    },
    "The game here is {game}: each guess needs {boards} boards' colours, and that paste "
    "gives {given}. Nothing was added.": {
        "pt": "A partida aqui é {game}: cada palpite precisa das cores de {boards} tabuleiros, "
        "e essa jogada dá {given}. Nada foi acrescentado.",
        "es": "La partida de aquí es {game}: cada palabra necesita los colores de {boards} "
        "tableros, y esa jugada da {given}. No se añadió nada.",
        "de": "Das Spiel hier ist {game}: jedes Wort braucht die Farben von {boards} Feldern, "
        "und dieser Beitrag gibt {given}. Nichts wurde hinzugefügt.",
    },
    "The new game here is {game}: each guess needs {boards} boards' colours, and that paste "
    "gives {given}. Nothing was added.": {
        "pt": "A nova partida aqui é {game}: cada palpite precisa das cores de {boards} "
        "tabuleiros, e essa jogada dá {given}. Nada foi acrescentado.",
        "es": "La nueva partida de aquí es {game}: cada palabra necesita los colores de "
        "{boards} tableros, y esa jugada da {given}. No se añadió nada.",
        "de": "Das neue Spiel hier ist {game}: jedes Wort braucht die Farben von {boards} "
        "Feldern, und dieser Beitrag gibt {given}. Nichts wurde hinzugefügt.",
    },
    "The last game here sat idle for over 18 hours.": {
        "pt": "A última partida aqui ficou parada por mais de 18 horas.",
        "es": "La última partida de aquí estuvo inactiva más de 18 horas.",
        "de": "Das letzte Spiel hier ruhte über 18 Stunden.",
    },
    "This channel plays hard mode, where every green stays in place and every revealed "
    "letter is used again. Check the row, or if the game was played in normal mode, `/mode "
    "normal` and paste it again.": {
        "pt": "Este canal joga no modo difícil, em que cada verde fica no lugar e cada letra "
        "revelada é usada de novo. Confira a linha, ou, se a partida foi jogada no modo "
        "normal, `/mode normal` e cole de novo.",
        "es": "Este canal juega en modo difícil, donde cada verde se queda en su sitio y cada "
        "letra revelada se vuelve a usar. Revisa la fila o, si la partida se jugó en modo "
        "normal, `/mode normal` y pégala otra vez.",
        "de": "Dieser Kanal spielt im schweren Modus: jedes Grün bleibt an seinem Platz, und "
        "jeder aufgedeckte Buchstabe wird wieder benutzt. Prüfe die Zeile, oder wurde das "
        "Spiel im normalen Modus gespielt: `/mode normal` und füge sie noch einmal ein.",
    },
    "Too many rows": {
        "pt": "Linhas demais",
        "es": "Demasiadas filas",
        "de": "Zu viele Zeilen",
    },
    "Wrong number of boards": {
        "pt": "Número errado de tabuleiros",
        "es": "Número de tableros equivocado",
        "de": "Falsche Anzahl Felder",
    },
    "a {game} game": {
        "pt": "uma partida de {game}",
        "es": "una partida de {game}",
        "de": "eine Partie {game}",
    },
    "a {game} game has up to {rows} rows and ends on an all-green one or the {ordinal}; this "
    "grid has {count}": {
        "pt": "uma partida de {game} tem até {rows} linhas e termina numa toda verde ou na "
        "{rows}ª; esta grade tem {count}",
        "es": "una partida de {game} tiene hasta {rows} filas y termina en una toda verde o en "
        "la {rows}.ª; esta cuadrícula tiene {count}",
        "de": "eine Partie {game} hat bis zu {rows} Zeilen und endet mit einer ganz grünen "
        "oder der {rows}.; dieses Raster hat {count}",
    },
    "a {game} share shows {boards} boards' guesses; this one shows {count}": {
        "pt": "um resultado de {game} mostra os palpites de {boards} tabuleiros; este mostra "
        "{count}",
        "es": "un resultado de {game} muestra las palabras de {boards} tableros; este muestra "
        "{count}",
        "de": "ein Ergebnis von {game} zeigt die Wörter von {boards} Feldern; dieses zeigt {count}",
    },
    "the title says {said} but the line under it says {shown}; paste the share as the game "
    "gave it": {
        "pt": "o título diz {said}, mas a linha abaixo diz {shown}; cole o resultado como o jogo "
        "o deu",
        "es": "el título dice {said}, pero la línea de abajo dice {shown}; pega el resultado tal "
        "como lo dio el juego",
        "de": "der Titel sagt {said}, die Zeile darunter aber {shown}; füge das Ergebnis so ein, "
        "wie das Spiel es ausgab",
    },
    "board {board} isn't solved yet: give its colours for {word}.": {
        "pt": "o tabuleiro {board} ainda não foi resolvido: dê as cores dele para {word}.",
        "es": "el tablero {board} aún no está resuelto: da sus colores para {word}.",
        "de": "Feld {board} ist noch nicht gelöst: gib seine Farben für {word} an.",
    },
    "board {board} was solved by {by}, so {word} gets `-` there.": {
        "pt": "o tabuleiro {board} foi resolvido por {by}, então {word} leva `-` ali.",
        "es": "el tablero {board} se resolvió con {by}, así que {word} lleva `-` ahí.",
        "de": "Feld {board} wurde mit {by} gelöst, also bekommt {word} dort `-`.",
    },
    "games of several boards have five-letter words": {
        "pt": "jogos de vários tabuleiros têm palavras de cinco letras",
        "es": "los juegos de varios tableros tienen palabras de cinco letras",
        "de": "Spiele mit mehreren Feldern haben Wörter mit fünf Buchstaben",
    },
    "it has fewer coloured tiles than the row above, but every revealed letter is played again": {
        "pt": "ela tem menos quadrados coloridos que a linha de cima, mas cada letra revelada "
        "é jogada de novo",
        "es": "tiene menos casillas de color que la fila de arriba, pero cada letra revelada "
        "se vuelve a jugar",
        "de": "sie hat weniger farbige Felder als die Zeile darüber, aber jeder aufgedeckte "
        "Buchstabe wird wieder gespielt",
    },
    "it must contain {article}": {
        "pt": "ela precisa ter um {letter}",
        "es": "debe contener una {letter}",
        "de": "es muss ein {letter} enthalten",
    },
    "it must contain {copies}": {
        "pt": "ela precisa ter {count}× {letter}",
        "es": "debe contener {count}× {letter}",
        "de": "es muss {count}× {letter} enthalten",
    },
    "no guess can score {tiles}: {why}": {
        "pt": "nenhum palpite pode dar {tiles}: {why}",
        "es": "ninguna palabra puede dar {tiles}: {why}",
        "de": "kein Wort kann {tiles} ergeben: {why}",
    },
    "puzzle {puzzle} isn't out yet (the newest is {newest}); check its number": {
        "pt": "o desafio {puzzle} ainda não saiu (o mais novo é o {newest}); confira o número",
        "es": "el reto {puzzle} aún no ha salido (el más nuevo es el {newest}); revisa el número",
        "de": "Rätsel {puzzle} ist noch nicht erschienen (das neueste ist {newest}); prüfe die "
        "Nummer",
    },
    "the header says X/6 but the last row is all green": {
        "pt": "o cabeçalho diz X/6, mas a última linha é toda verde",
        "es": "la cabecera dice X/6, pero la última fila es toda verde",
        "de": "die Kopfzeile sagt X/6, aber die letzte Zeile ist ganz grün",
    },
    "the header says {result}/6 but the last row isn't all green": {
        "pt": "o cabeçalho diz {result}/6, mas a última linha não é toda verde",
        "es": "la cabecera dice {result}/6, pero la última fila no es toda verde",
        "de": "die Kopfzeile sagt {result}/6, aber die letzte Zeile ist nicht ganz grün",
    },
    "the header says {said} but the grid has {count} rows": {
        "pt": "o cabeçalho diz {said}, mas a grade tem {count} linhas",
        "es": "la cabecera dice {said}, pero la cuadrícula tiene {count} filas",
        "de": "die Kopfzeile sagt {said}, aber das Raster hat {count} Zeilen",
    },
    "the score says {said}/6 but the grid has {count} row": {
        "pt": "o placar diz {said}/6, mas a grade tem {count} linha",
        "es": "el marcador dice {said}/6, pero la cuadrícula tiene {count} fila",
        "de": "das Ergebnis sagt {said}/6, aber das Raster hat {count} Zeile",
    },
    "the score says {said}/6 but the grid has {count} rows": {
        "pt": "o placar diz {said}/6, mas a grade tem {count} linhas",
        "es": "el marcador dice {said}/6, pero la cuadrícula tiene {count} filas",
        "de": "das Ergebnis sagt {said}/6, aber das Raster hat {count} Zeilen",
    },
    "the {ordinal} letter must be {letter}": {
        "pt": "a {number}ª letra precisa ser {letter}",
        "es": "la {number}.ª letra debe ser {letter}",
        "de": "der {number}. Buchstabe muss {letter} sein",
    },
    "the {ordinal} tile was green in the row above, so it stays green": {
        "pt": "o {number}º quadrado era verde na linha de cima, então continua verde",
        "es": "la {number}.ª casilla era verde en la fila de arriba, así que sigue verde",
        "de": "das {number}. Feld war in der Zeile darüber grün, also bleibt es grün",
    },
    "this guess has {colours} but line {line} has {first}; give every board's, in the order "
    "the game shows them (left to right, top to bottom), `-` for a board already solved": {
        "pt": "este palpite tem {colours}, mas a linha {line} tem {first}; dê as de cada "
        "tabuleiro, na ordem em que o jogo os mostra (da esquerda para a direita, de cima para "
        "baixo), `-` para um tabuleiro já resolvido",
        "es": "esta palabra tiene {colours}, pero la línea {line} tiene {first}; da los de "
        "cada tablero, en el orden en que el juego los muestra (de izquierda a derecha, de "
        "arriba abajo), `-` para un tablero ya resuelto",
        "de": "dieses Wort hat {colours}, aber Zeile {line} hat {first}; gib die jedes Feldes "
        "an, in der Reihenfolge des Spiels (von links nach rechts, von oben nach unten), `-` "
        "für ein schon gelöstes Feld",
    },
    "this paste": {
        "pt": "esta jogada",
        "es": "esta jugada",
        "de": "dieser Beitrag",
    },
    "this paste has {count} guesses; {game} has at most {rows}. Paste one game at a time": {
        "pt": "esta jogada tem {count} palpites; {game} tem no máximo {rows}. Cole uma partida "
        "por vez",
        "es": "esta jugada tiene {count} palabras; {game} tiene como máximo {rows}. Pega una "
        "partida cada vez",
        "de": "dieser Beitrag hat {count} Wörter; {game} hat höchstens {rows}. Füge ein Spiel "
        "auf einmal ein",
    },
    "this row breaks hard mode (the * after the score): {why}": {
        "pt": "esta linha quebra o modo difícil (o * depois do placar): {why}",
        "es": "esta fila rompe el modo difícil (el * tras el marcador): {why}",
        "de": "diese Zeile verstößt gegen den schweren Modus (das * nach dem Ergebnis): {why}",
    },
    "this row has {count} squares but the first has {first}": {
        "pt": "esta linha tem {count} quadrados, mas a primeira tem {first}",
        "es": "esta fila tiene {count} casillas, pero la primera tiene {first}",
        "de": "diese Zeile hat {count} Felder, aber die erste hat {first}",
    },
    "this row has {count} squares; each row has {length}": {
        "pt": "esta linha tem {count} quadrados; cada linha tem {length}",
        "es": "esta fila tiene {count} casillas; cada fila tiene {length}",
        "de": "diese Zeile hat {count} Felder; jede Zeile hat {length}",
    },
    "this row has {count} squares; hello wordl's words have {lowest} to {highest} letters": {
        "pt": "esta linha tem {count} quadrados; as palavras do hello wordl têm de {lowest} a "
        "{highest} letras",
        "es": "esta fila tiene {count} casillas; las palabras de hello wordl tienen de "
        "{lowest} a {highest} letras",
        "de": "diese Zeile hat {count} Felder; die Wörter von hello wordl haben {lowest} bis "
        "{highest} Buchstaben",
    },
    "this share is for {day}, which hasn't come yet": {
        "pt": "este resultado é de {day}, que ainda não chegou",
        "es": "este resultado es del {day}, que aún no ha llegado",
        "de": "dieses Ergebnis ist vom {day}, der noch nicht gekommen ist",
    },
    "this share row has {count} squares; each row has {length}": {
        "pt": "esta linha do resultado tem {count} quadrados; cada linha tem {length}",
        "es": "esta fila del resultado tiene {count} casillas; cada fila tiene {length}",
        "de": "diese Ergebniszeile hat {count} Felder; jede Zeile hat {length}",
    },
    "one board's colours": {
        "pt": "as cores de um tabuleiro",
        "es": "los colores de un tablero",
        "de": "die Farben eines Feldes",
    },
    "{count} boards' colours": {
        "pt": "as cores de {count} tabuleiros",
        "es": "los colores de {count} tableros",
        "de": "die Farben von {count} Feldern",
    },
    "{game} has {rows} rows, so no board takes {over} guesses": {
        "pt": "{game} tem {rows} linhas, então nenhum tabuleiro leva {over} palpites",
        "es": "{game} tiene {rows} filas, así que ningún tablero lleva {over} palabras",
        "de": "{game} hat {rows} Zeilen, also braucht kein Feld {over} Wörter",
    },
    "{problem}; give one set of colours per board": {
        "pt": "{problem}; dê um conjunto de cores por tabuleiro",
        "es": "{problem}; da un juego de colores por tablero",
        "de": "{problem}; gib einen Satz Farben je Feld an",
    },
    "{word} isn't a word: type the letters you played": {
        "pt": "{word} não é uma palavra: digite as letras que jogou",
        "es": "{word} no es una palabra: escribe las letras que jugaste",
        "de": "{word} ist kein Wort: tippe die Buchstaben, die du gespielt hast",
    },
    "I play {games} and Wordle of {lowest} to {highest} letters; this one isn't among them. "
    "Paste a guess of one of those, or `/new` to start one": {
        "pt": "Eu jogo {games} e Wordle de {lowest} a {highest} letras; este não está entre "
        "eles. Cole um palpite de um deles, ou `/new` para começar um",
        "es": "Juego a {games} y a Wordle de {lowest} a {highest} letras; este no está entre "
        "ellos. Pega una palabra de uno de ellos, o `/new` para empezar uno",
        "de": "Ich spiele {games} und Wordle mit {lowest} bis {highest} Buchstaben; dieses ist "
        "nicht dabei. Füge ein Wort aus einem davon ein, oder `/new`, um eins zu beginnen",
    },
    "That edit would leave a row without colours": {
        "pt": "Essa edição deixaria uma linha sem cores",
        "es": "Esa edición dejaría una fila sin colores",
        "de": "Diese Bearbeitung ließe eine Zeile ohne Farben",
    },
    "{word} came after this message solved board {board}, so it has no colours there: "
    "edit {word}'s message to give them, or delete it, first.": {
        "pt": "{word} veio depois que esta mensagem resolveu o tabuleiro {board}, então não tem "
        "cores ali: edite a mensagem de {word} para dá-las, ou apague-a, antes.",
        "es": "{word} llegó después de que este mensaje resolviera el tablero {board}, así que "
        "no tiene colores ahí: edita el mensaje de {word} para darlos, o bórralo, antes.",
        "de": "{word} kam, nachdem diese Nachricht Feld {board} gelöst hatte, und hat dort "
        "keine Farben: bearbeite zuerst die Nachricht mit {word} und gib sie an, oder lösche sie.",
    },
    "The game keeps this message's guesses.": {
        "pt": "O jogo mantém os palpites desta mensagem.",
        "es": "El juego conserva las jugadas de este mensaje.",
        "de": "Das Spiel behält die Rateversuche dieser Nachricht.",
    },
    "Edit not taken: the board is as it was": {
        "pt": "Edição não aceita: o tabuleiro ficou como estava",
        "es": "Edición no aceptada: el tablero queda como estaba",
        "de": "Bearbeitung nicht übernommen: das Brett bleibt, wie es war",
    },
    "Edit removed those guesses": {
        "pt": "A edição tirou esses palpites",
        "es": "La edición quitó esas palabras",
        "de": "Die Bearbeitung hat diese Wörter entfernt",
    },
    "Paste a guess of {length} letters to start, e.g. `{example}`.": {
        "pt": "Cole um palpite de {length} letras para começar, por exemplo `{example}`.",
        "es": "Pega una palabra de {length} letras para empezar, p. ej. `{example}`.",
        "de": "Füge ein Wort mit {length} Buchstaben ein, um zu beginnen, z. B. `{example}`.",
    },
    "Paste each guess with every board's colours, in the order the game shows them (left to "
    "right, top to bottom), `-` for a board already solved: `{example}` (or emoji squares, "
    "`CRANE=c.... ..A..`, or the word on its own line with one line per board under it).": {
        "pt": "Cole cada palpite com as cores de todos os tabuleiros, na ordem em que o jogo "
        "os mostra (da esquerda para a direita, de cima para baixo), `-` para um tabuleiro já "
        "resolvido: `{example}` (ou quadrados emoji, `CRANE=c.... ..A..`, ou a palavra numa "
        "linha própria com uma linha por tabuleiro embaixo).",
        "es": "Pega cada palabra con los colores de todos los tableros, en el orden en que el "
        "juego los muestra (de izquierda a derecha, de arriba abajo), `-` para un tablero ya "
        "resuelto: `{example}` (o cuadrados emoji, `CRANE=c.... ..A..`, o la palabra en su "
        "propia línea con una línea por tablero debajo).",
        "de": "Füge jedes Wort mit den Farben aller Felder ein, in der Reihenfolge des Spiels "
        "(von links nach rechts, von oben nach unten), `-` für ein schon gelöstes Feld: "
        "`{example}` (oder Emoji-Quadrate, `CRANE=c.... ..A..`, oder das Wort in einer eigenen "
        "Zeile mit einer Zeile je Feld darunter).",
    },
}
