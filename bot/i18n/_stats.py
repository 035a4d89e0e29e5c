"""The translation table's entries for results and what they show: a share counted, the
grids and what they leave (/deduce), /stats, /leaderboard and /forgetme."""

from __future__ import annotations

STATS: dict[str, dict[str, str]] = {
    " (this one replaces your earlier grid)": {
        "pt": " (esta substitui sua grade anterior)",
        "es": " (esta sustituye tu cuadrícula anterior)",
        "de": " (dieses ersetzt dein früheres Raster)",
    },
    " ({count} from the Wordle app's daily results)": {
        "pt": " ({count} dos resultados diários do app Wordle)",
        "es": " ({count} de los resultados diarios de la app Wordle)",
        "de": " ({count} aus den Tagesergebnissen der Wordle-App)",
    },
    " ({count} valid word)": {
        "pt": " ({count} palavra válida)",
        "es": " ({count} palabra válida)",
        "de": " ({count} gültiges Wort)",
    },
    " ({count} valid words)": {
        "pt": " ({count} palavras válidas)",
        "es": " ({count} palabras válidas)",
        "de": " ({count} gültige Wörter)",
    },
    "**Channel games** you played in: {games} ({parts}), {count} row yours.": {
        "pt": "**Partidas do canal** em que você jogou: {games} ({parts}), {count} linha sua.",
        "es": "**Partidas del canal** en las que jugaste: {games} ({parts}), {count} fila tuya.",
        "de": "**Kanalspiele**, in denen du mitgespielt hast: {games} ({parts}), {count} Zeile "
        "von dir.",
    },
    "**Channel games** you played in: {games} ({parts}), {count} rows yours.": {
        "pt": "**Partidas do canal** em que você jogou: {games} ({parts}), {count} linhas suas.",
        "es": "**Partidas del canal** en las que jugaste: {games} ({parts}), {count} filas tuyas.",
        "de": "**Kanalspiele**, in denen du mitgespielt hast: {games} ({parts}), {count} "
        "Zeilen von dir.",
    },
    "**Shares**: played **{games}** · {won} **{rate}** · current streak **{current}** · best "
    "streak **{best}**": {
        "pt": "**Resultados**: jogados **{games}** · {won} **{rate}** · sequência atual "
        "**{current}** · melhor sequência **{best}**",
        "es": "**Resultados**: jugadas **{games}** · {won} **{rate}** · racha actual "
        "**{current}** · mejor racha **{best}**",
        "de": "**Ergebnisse**: gespielt **{games}** · {won} **{rate}** · aktuelle Serie "
        "**{current}** · beste Serie **{best}**",
    },
    "Daily {game} share": {
        "pt": "resultado do Daily {game}",
        "es": "resultado del Daily {game}",
        "de": "Ergebnis von Daily {game}",
    },
    "Erased {count} result and took your name off the guesses you added to channel games.": {
        "pt": "Apaguei {count} resultado e tirei seu nome dos palpites que você acrescentou às "
        "partidas do canal.",
        "es": "Borré {count} resultado y quité tu nombre de las palabras que añadiste a las "
        "partidas del canal.",
        "de": "{count} Ergebnis gelöscht und deinen Namen von den Wörtern entfernt, die du zu "
        "Kanalspielen beigetragen hast.",
    },
    "Erased {count} results and took your name off the guesses you added to channel games.": {
        "pt": "Apaguei {count} resultados e tirei seu nome dos palpites que você acrescentou "
        "às partidas do canal.",
        "es": "Borré {count} resultados y quité tu nombre de las palabras que añadiste a las "
        "partidas del canal.",
        "de": "{count} Ergebnisse gelöscht und deinen Namen von den Wörtern entfernt, die du "
        "zu Kanalspielen beigetragen hast.",
    },
    "Forgotten": {
        "pt": "Esquecido",
        "es": "Olvidado",
        "de": "Vergessen",
    },
    "Grids so far": {
        "pt": "Grades até agora",
        "es": "Cuadrículas hasta ahora",
        "de": "Raster bisher",
    },
    "Leaderboard": {
        "pt": "Classificação",
        "es": "Clasificación",
        "de": "Rangliste",
    },
    "Likely answers, most probable first: {words}": {
        "pt": "Respostas prováveis, da mais provável: {words}",
        "es": "Respuestas probables, la más probable primero: {words}",
        "de": "Wahrscheinliche Lösungen, die wahrscheinlichste zuerst: {words}",
    },
    "Most telling grid, from {player} ({alone} likely answers fit its colours alone):": {
        "pt": "Grade mais reveladora, de {player} ({alone} respostas prováveis cabem só nas "
        "cores dela):",
        "es": "Cuadrícula más reveladora, de {player} ({alone} respuestas probables encajan "
        "solo con sus colores):",
        "de": "Aufschlussreichstes Raster, von {player} ({alone} wahrscheinliche Lösungen "
        "passen allein zu seinen Farben):",
    },
    "Most telling grid, from {player}, hard mode ({alone} likely answers fit its colours alone):": {
        "pt": "Grade mais reveladora, de {player}, modo difícil ({alone} respostas prováveis "
        "cabem só nas cores dela):",
        "es": "Cuadrícula más reveladora, de {player}, modo difícil ({alone} respuestas "
        "probables encajan solo con sus colores):",
        "de": "Aufschlussreichstes Raster, von {player}, schwerer Modus ({alone} "
        "wahrscheinliche Lösungen passen allein zu seinen Farben):",
    },
    "NYT share": {
        "pt": "resultado do NYT",
        "es": "resultado del NYT",
        "de": "NYT-Ergebnis",
    },
    "No grids yet": {
        "pt": "Nenhuma grade ainda",
        "es": "Aún no hay cuadrículas",
        "de": "Noch keine Raster",
    },
    "No such puzzle": {
        "pt": "Esse desafio não existe",
        "es": "Ese reto no existe",
        "de": "Dieses Rätsel gibt es nicht",
    },
    "No such puzzle yet": {
        "pt": "Esse desafio ainda não existe",
        "es": "Ese reto aún no existe",
        "de": "Dieses Rätsel gibt es noch nicht",
    },
    "No {game} shares posted here yet: paste your {share} to count it.": {
        "pt": "Nenhum resultado de {game} postado aqui ainda: cole seu {share} para contá-lo.",
        "es": "Aún no se ha publicado aquí ningún resultado de {game}: pega tu {share} para "
        "contarlo.",
        "de": "Hier wurden noch keine Ergebnisse von {game} gepostet: füge dein {share} ein, "
        "um es zu zählen.",
    },
    "No {game} shares posted here {period}. `/leaderboard all` counts every share.": {
        "pt": "Nenhum resultado de {game} postado aqui {period}. `/leaderboard all` conta todos.",
        "es": "No se han publicado aquí resultados de {game} {period}. `/leaderboard all` "
        "cuenta todos.",
        "de": "Hier wurden {period} keine Ergebnisse von {game} gepostet. `/leaderboard all` "
        "zählt alle.",
    },
    "Nobody has posted a grid for puzzle {puzzle}.": {
        "pt": "Ninguém postou uma grade do desafio {puzzle}.",
        "es": "Nadie ha publicado una cuadrícula del reto {puzzle}.",
        "de": "Niemand hat ein Raster für Rätsel {puzzle} gepostet.",
    },
    "Paste your NYT share and I'll start deducing.": {
        "pt": "Cole seu resultado do NYT e eu começo a deduzir.",
        "es": "Pega tu resultado del NYT y empiezo a deducir.",
        "de": "Füge dein NYT-Ergebnis ein, und ich fange an zu folgern.",
    },
    "Puzzle {puzzle}": {
        "pt": "Desafio {puzzle}",
        "es": "Reto {puzzle}",
        "de": "Rätsel {puzzle}",
    },
    "Puzzle {puzzle} isn't out yet: the newest is {newest}.": {
        "pt": "O desafio {puzzle} ainda não saiu: o mais novo é o {newest}.",
        "es": "El reto {puzzle} aún no ha salido: el más nuevo es el {newest}.",
        "de": "Rätsel {puzzle} ist noch nicht erschienen: das neueste ist {newest}.",
    },
    "Puzzle {puzzle} never was: the first, puzzle 0, was on {day}.": {
        "pt": "O desafio {puzzle} nunca existiu: o primeiro, o desafio 0, foi em {day}.",
        "es": "El reto {puzzle} nunca existió: el primero, el reto 0, fue el {day}.",
        "de": "Rätsel {puzzle} gab es nie: das erste, Rätsel 0, war am {day}.",
    },
    "Puzzle {puzzle}: {fit} fit the {count} grid posted for it{again}. `/deduce "
    "{number}` shows them (in spoilers).": {
        "pt": "Desafio {puzzle}: {fit} cabem na {count} grade postada{again}. `/deduce "
        "{number}` mostra (em spoilers).",
        "es": "Reto {puzzle}: {fit} encajan con la {count} cuadrícula "
        "publicada{again}. `/deduce {number}` las muestra (en spoilers).",
        "de": "Rätsel {puzzle}: {fit} passen zu dem {count} geposteten Raster{again}. "
        "`/deduce {number}` zeigt sie (als Spoiler).",
    },
    "Puzzle {puzzle}: {fit} fit the {count} grids posted for it{again}. `/deduce "
    "{number}` shows them (in spoilers).": {
        "pt": "Desafio {puzzle}: {fit} cabem nas {count} grades postadas{again}. "
        "`/deduce {number}` mostra (em spoilers).",
        "es": "Reto {puzzle}: {fit} encajan con las {count} cuadrículas "
        "publicadas{again}. `/deduce {number}` las muestra (en spoilers).",
        "de": "Rätsel {puzzle}: {fit} passen zu den {count} geposteten Rastern{again}. "
        "`/deduce {number}` zeigt sie (als Spoiler).",
    },
    "Streaks and the leaderboard count posted shares only: paste your {share} to count it.": {
        "pt": "Sequências e a classificação contam só resultados postados: cole seu {share} "
        "para contá-lo.",
        "es": "Las rachas y la clasificación cuentan solo resultados publicados: pega tu "
        "{share} para contarlo.",
        "de": "Serien und Rangliste zählen nur gepostete Ergebnisse: füge dein {share} ein, um "
        "es zu zählen.",
    },
    "The newest puzzle shared here is {latest}, from {day}; the board for {period} counts "
    "puzzles {first}–{last}. `/leaderboard all` counts every share.": {
        "pt": "O desafio mais novo compartilhado aqui é o {latest}, de {day}; a classificação "
        "de {period} conta os desafios {first}–{last}. `/leaderboard all` conta todos.",
        "es": "El reto más nuevo compartido aquí es el {latest}, del {day}; la clasificación "
        "de {period} cuenta los retos {first}–{last}. `/leaderboard all` cuenta todos.",
        "de": "Das neueste hier geteilte Rätsel ist {latest}, vom {day}; die Rangliste für "
        "{period} zählt die Rätsel {first}–{last}. `/leaderboard all` zählt alle.",
    },
    "Wordle {language} share (wordle.global)": {
        "pt": "resultado do Wordle {language} (wordle.global)",
        "es": "resultado de Wordle {language} (wordle.global)",
        "de": "Ergebnis von Wordle {language} (wordle.global)",
    },
    "all time": {
        "pt": "desde sempre",
        "es": "de siempre",
        "de": "insgesamt",
    },
    "every board solved in": {
        "pt": "todos os tabuleiros resolvidos em",
        "es": "todos los tableros resueltos en",
        "de": "alle Felder gelöst in",
    },
    "guesses": {
        "pt": "palpites",
        "es": "palabras",
        "de": "Wörter",
    },
    "hello wordl share of Today's {length}-letter game": {
        "pt": "resultado do jogo do dia (Today's) de {length} letras do hello wordl",
        "es": "resultado del juego del día (Today's) de {length} letras de hello wordl",
        "de": "hello-wordl-Ergebnis des Tagesspiels (Today's) mit {length} Buchstaben",
    },
    "points": {
        "pt": "pontos",
        "es": "puntos",
        "de": "Punkte",
    },
    "someone": {
        "pt": "alguém",
        "es": "alguien",
        "de": "jemandem",
    },
    "this month": {
        "pt": "este mês",
        "es": "este mes",
        "de": "diesen Monat",
    },
    "this week": {
        "pt": "esta semana",
        "es": "esta semana",
        "de": "diese Woche",
    },
    "won": {
        "pt": "vitórias",
        "es": "victorias",
        "de": "gewonnen",
    },
    "{board} ({period})": {
        "pt": "{board} ({period})",
        "es": "{board} ({period})",
        "de": "{board} ({period})",
    },
    "{count} failed": {
        "pt": "{count} perdidas",
        "es": "{count} falladas",
        "de": "{count} verloren",
    },
    "{count} grid: {fit} fit them all.": {
        "pt": "{count} grade: {fit} cabem em todas.",
        "es": "{count} cuadrícula: {fit} encajan con todas.",
        "de": "{count} Raster: {fit} passen zu allen.",
    },
    "{count} grids: {fit} fit them all.": {
        "pt": "{count} grades: {fit} cabem em todas.",
        "es": "{count} cuadrículas: {fit} encajan con todas.",
        "de": "{count} Raster: {fit} passen zu allen.",
    },
    "I read {read} of the {count} grids in time (from {players}): {fit} fit those. Ask again "
    "for the rest.": {
        "pt": "Li {read} das {count} grades a tempo (de {players}): {fit} cabem nelas. Pergunte "
        "de novo para o resto.",
        "es": "Leí {read} de las {count} cuadrículas a tiempo (de {players}): {fit} encajan con "
        "esas. Pregunta otra vez para el resto.",
        "de": "Ich habe {read} der {count} Raster rechtzeitig gelesen (von {players}): {fit} "
        "passen zu diesen. Frag noch einmal für den Rest.",
    },
    "Puzzle {puzzle}: {fit} fit the {read} of its {count} grids I read in time (from "
    "{players}){again}; ask again for the rest. `/deduce {number}` shows them (in spoilers).": {
        "pt": "Desafio {puzzle}: {fit} cabem nas {read} das {count} grades que li a tempo (de "
        "{players}){again}; pergunte de novo para o resto. `/deduce {number}` mostra (em "
        "spoilers).",
        "es": "Reto {puzzle}: {fit} encajan con las {read} de sus {count} cuadrículas que leí a "
        "tiempo (de {players}){again}; pregunta otra vez para el resto. `/deduce {number}` las "
        "muestra (en spoilers).",
        "de": "Rätsel {puzzle}: {fit} passen zu den {read} seiner {count} Raster, die ich "
        "rechtzeitig gelesen habe (von {players}){again}; frag noch einmal für den Rest. "
        "`/deduce {number}` zeigt sie (als Spoiler).",
    },
    "Puzzle {puzzle}: saved{again}; I read none of its {count} grids in time. `/deduce "
    "{number}` shows what they leave.": {
        "pt": "Desafio {puzzle}: salvo{again}; não li nenhuma das {count} grades a tempo. "
        "`/deduce {number}` mostra o que elas deixam.",
        "es": "Reto {puzzle}: guardado{again}; no leí ninguna de sus {count} cuadrículas a "
        "tiempo. `/deduce {number}` muestra lo que dejan.",
        "de": "Rätsel {puzzle}: gespeichert{again}; ich habe keines seiner {count} Raster "
        "rechtzeitig gelesen. `/deduce {number}` zeigt, was sie übrig lassen.",
    },
    "I read none of the {count} grids in time; ask again.": {
        "pt": "Não li nenhuma das {count} grades a tempo; pergunte de novo.",
        "es": "No leí ninguna de las {count} cuadrículas a tiempo; pregunta otra vez.",
        "de": "Ich habe keines der {count} Raster rechtzeitig gelesen; frag noch einmal.",
    },
    "{count} likely answer": {
        "pt": "{count} resposta provável",
        "es": "{count} respuesta probable",
        "de": "{count} wahrscheinliche Lösung",
    },
    "{count} likely answers": {
        "pt": "{count} respostas prováveis",
        "es": "{count} respuestas probables",
        "de": "{count} wahrscheinliche Lösungen",
    },
    "{count} result": {
        "pt": "{count} resultado",
        "es": "{count} resultado",
        "de": "{count} Ergebnis",
    },
    "{count} results": {
        "pt": "{count} resultados",
        "es": "{count} resultados",
        "de": "{count} Ergebnisse",
    },
    "{count} results counted": {
        "pt": "{count} resultados contados",
        "es": "{count} resultados contados",
        "de": "{count} Ergebnisse gezählt",
    },
    "{count} solved": {
        "pt": "{count} resolvidas",
        "es": "{count} resueltas",
        "de": "{count} gelöst",
    },
    "{count} unfinished": {
        "pt": "{count} inacabadas",
        "es": "{count} sin terminar",
        "de": "{count} unvollendet",
    },
    "{game} leaderboard": {
        "pt": "Classificação de {game}",
        "es": "Clasificación de {game}",
        "de": "Rangliste: {game}",
    },
    "{game} share": {
        "pt": "resultado do {game}",
        "es": "resultado de {game}",
        "de": "Ergebnis von {game}",
    },
    "{game} stats: {player}": {
        "pt": "Estatísticas de {game}: {player}",
        "es": "Estadísticas de {game}: {player}",
        "de": "Statistik für {game}: {player}",
    },
    "{player}: no {game} shares yet": {
        "pt": "{player}: nenhum resultado de {game} ainda",
        "es": "{player}: aún no hay resultados de {game}",
        "de": "{player}: noch keine Ergebnisse von {game}",
    },
    "Everyone's results: {count} row": {
        "pt": "Os resultados de todos: {count} linha",
        "es": "Los resultados de todos: {count} fila",
        "de": "Die Ergebnisse aller: {count} Zeile",
    },
    "Everyone's results: {count} rows": {
        "pt": "Os resultados de todos: {count} linhas",
        "es": "Los resultados de todos: {count} filas",
        "de": "Die Ergebnisse aller: {count} Zeilen",
    },
    "Your results: {count} row": {
        "pt": "Seus resultados: {count} linha",
        "es": "Tus resultados: {count} fila",
        "de": "Deine Ergebnisse: {count} Zeile",
    },
    "Your results: {count} rows": {
        "pt": "Seus resultados: {count} linhas",
        "es": "Tus resultados: {count} filas",
        "de": "Deine Ergebnisse: {count} Zeilen",
    },
    "A CSV file: a spreadsheet opens it.": {
        "pt": "Um arquivo CSV: uma planilha o abre.",
        "es": "Un archivo CSV: una hoja de cálculo lo abre.",
        "de": "Eine CSV-Datei: eine Tabellenkalkulation öffnet sie.",
    },
    "A JSON file: one object per result.": {
        "pt": "Um arquivo JSON: um objeto por resultado.",
        "es": "Un archivo JSON: un objeto por resultado.",
        "de": "Eine JSON-Datei: ein Objekt je Ergebnis.",
    },
    "Only you see this file; `/forgetme` erases your results.": {
        "pt": "Só você vê este arquivo; `/forgetme` apaga seus resultados.",
        "es": "Solo tú ves este archivo; `/forgetme` borra tus resultados.",
        "de": "Nur du siehst diese Datei; `/forgetme` löscht deine Ergebnisse.",
    },
    "Results are kept per server: use `/export` in one.": {
        "pt": "Os resultados ficam por servidor: use `/export` num servidor.",
        "es": "Los resultados se guardan por servidor: usa `/export` en uno.",
        "de": "Ergebnisse werden je Server geführt: benutze `/export` auf einem.",
    },
    "Not yours to export": {
        "pt": "Não cabe a você exportar",
        "es": "No te toca exportarlo",
        "de": "Nicht deins zum Exportieren",
    },
    "Everyone's results are for members with Manage Server; `/export` gives yours.": {
        "pt": "Os resultados de todos são para membros com Gerenciar Servidor; `/export` dá os "
        "seus.",
        "es": "Los resultados de todos son para miembros con Gestionar servidor; `/export` da "
        "los tuyos.",
        "de": "Die Ergebnisse aller sind für Mitglieder mit „Server verwalten“; `/export` gibt "
        "deine.",
    },
    " · {count} played late from the archive (no streak counts it)": {
        "pt": " · {count} jogado atrasado do arquivo (nenhuma sequência o conta)",
        "es": " · {count} jugado tarde del archivo (ninguna racha lo cuenta)",
        "de": " · {count} spät aus dem Archiv gespielt (keine Serie zählt es)",
    },
    " · {count} played late from the archive (no streak counts them)": {
        "pt": " · {count} jogados atrasados do arquivo (nenhuma sequência os conta)",
        "es": " · {count} jugados tarde del archivo (ninguna racha los cuenta)",
        "de": " · {count} spät aus dem Archiv gespielt (keine Serie zählt sie)",
    },
    "from the archive, no streak": {
        "pt": "do arquivo, sem sequência",
        "es": "del archivo, sin racha",
        "de": "aus dem Archiv, keine Serie",
    },
    "**Channel games** {player} played in: {games} ({parts}), {count} row by {player}.": {
        "pt": "**Partidas do canal** em que {player} jogou: {games} ({parts}), {count} linha "
        "de {player}.",
        "es": "**Partidas del canal** en las que jugó {player}: {games} ({parts}), {count} "
        "fila de {player}.",
        "de": "**Kanalspiele**, in denen {player} mitgespielt hat: {games} ({parts}), {count} "
        "Zeile von {player}.",
    },
    "**Channel games** {player} played in: {games} ({parts}), {count} rows by {player}.": {
        "pt": "**Partidas do canal** em que {player} jogou: {games} ({parts}), {count} linhas "
        "de {player}.",
        "es": "**Partidas del canal** en las que jugó {player}: {games} ({parts}), {count} "
        "filas de {player}.",
        "de": "**Kanalspiele**, in denen {player} mitgespielt hat: {games} ({parts}), {count} "
        "Zeilen von {player}.",
    },
    "Streaks and the leaderboard count posted shares only: {player} can paste their "
    "{share} to count it.": {
        "pt": "Sequências e a classificação contam só resultados postados: {player} pode colar "
        "o seu {share} para contá-lo.",
        "es": "Las rachas y la clasificación cuentan solo resultados publicados: {player} "
        "puede pegar su {share} para contarlo.",
        "de": "Serien und Rangliste zählen nur gepostete Ergebnisse: {player} kann sein "
        "{share} einfügen, um es zu zählen.",
    },
    "A loss counts as {cost} guesses.": {
        "pt": "Uma derrota conta como {cost} palpites.",
        "es": "Una derrota cuenta como {cost} palabras.",
        "de": "Eine Niederlage zählt als {cost} Versuche.",
    },
    "A game scores every board's guesses added; a missed board counts as {cost}.": {
        "pt": "Uma partida soma os palpites de cada tabuleiro; um tabuleiro perdido conta como "
        "{cost}.",
        "es": "Una partida suma las palabras de cada tablero; un tablero fallado cuenta como "
        "{cost}.",
        "de": "Ein Spiel zählt die Versuche aller Felder zusammen; ein verfehltes Feld zählt "
        "als {cost}.",
    },
    "Fewer guesses are better.": {
        "pt": "Menos palpites é melhor.",
        "es": "Menos palabras es mejor.",
        "de": "Weniger Versuche sind besser.",
    },
    "Fewer points are better.": {
        "pt": "Menos pontos é melhor.",
        "es": "Menos puntos es mejor.",
        "de": "Weniger Punkte sind besser.",
    },
    "{better} A score is what a player would take on a puzzle of usual difficulty: "
    "each result is weighed against how the others here did on that puzzle, and a "
    "player with few games starts near the middle. The ± is how far off a score may "
    "be; places go by the score plus it. {lost}": {
        "pt": "{better} A pontuação é o que o jogador faria num desafio de dificuldade comum: "
        "cada resultado é pesado frente a como os outros daqui foram no mesmo desafio, e "
        "quem tem poucas partidas começa perto do meio. O ± é quanto a pontuação pode "
        "errar; as posições vão pela pontuação mais ele. {lost}",
        "es": "{better} La puntuación es lo que el jugador haría en un reto de dificultad "
        "normal: cada resultado se pesa frente a cómo les fue a los demás de aquí en ese "
        "reto, y quien tiene pocas partidas empieza cerca del medio. El ± es cuánto "
        "puede errar la puntuación; los puestos van por la puntuación más él. {lost}",
        "de": "{better} Die Wertung ist, was jemand bei einem Rätsel üblicher Schwierigkeit "
        "bräuchte: jedes Ergebnis wird daran gemessen, wie es den anderen hier beim "
        "selben Rätsel ging, und wer wenige Spiele hat, beginnt nahe der Mitte. Das ± "
        "sagt, wie weit eine Wertung danebenliegen kann; die Plätze gehen nach der "
        "Wertung plus ±. {lost}",
    },
    "{n}. **{player}** — {rating} ±{spread} {unit} · {count} game, {mean} on average": {
        "pt": "{n}. **{player}** — {rating} ±{spread} {unit} · {count} partida, {mean} em média",
        "es": "{n}. **{player}** — {rating} ±{spread} {unit} · {count} partida, {mean} de media",
        "de": "{n}. **{player}** — {rating} ±{spread} {unit} · {count} Spiel, im Schnitt {mean}",
    },
    "{n}. **{player}** — {rating} ±{spread} {unit} · {count} games, {mean} on average": {
        "pt": "{n}. **{player}** — {rating} ±{spread} {unit} · {count} partidas, {mean} em média",
        "es": "{n}. **{player}** — {rating} ±{spread} {unit} · {count} partidas, {mean} de media",
        "de": "{n}. **{player}** — {rating} ±{spread} {unit} · {count} Spiele, im Schnitt {mean}",
    },
}
