"""The translation table's entries for a game of several boards' advice and analysis, a
restart's catch-up, and what is said while the database is out of reach or a game too
busy."""

from __future__ import annotations

SEVERAL: dict[str, dict[str, str]] = {
    " (≈{value} guesses to finish after it; the best)": {
        "pt": " (≈{value} palpites para terminar depois dele; o melhor)",
        "es": " (≈{value} palabras para terminar después; la mejor)",
        "de": " (≈{value} Wörter bis zum Ende danach; das beste)",
    },
    " (≈{value} guesses to finish after it; {best} ≈{best_value})": {
        "pt": " (≈{value} palpites para terminar depois dele; {best} ≈{best_value})",
        "es": " (≈{value} palabras para terminar después; {best} ≈{best_value})",
        "de": " (≈{value} Wörter bis zum Ende danach; {best} ≈{best_value})",
    },
    " or ": {
        "pt": " ou ",
        "es": " o ",
        "de": " oder ",
    },
    " and ": {
        "pt": " e ",
        "es": " y ",
        "de": " und ",
    },
    "**{word}** — {reason}; ≈{guesses} guesses to finish {every}": {
        "pt": "**{word}** — {reason}; ≈{guesses} palpites para terminar {every}",
        "es": "**{word}** — {reason}; ≈{guesses} palabras para terminar {every}",
        "de": "**{word}** — {reason}; ≈{guesses} Wörter, um {every} zu lösen",
    },
    "Choices cost ≈{lost} guesses against the policy's over the game (words left per board, "
    "likely answers first; ✅ solved).": {
        "pt": "As escolhas custaram ≈{lost} palpites frente às da estratégia na partida "
        "(palavras restantes por tabuleiro, respostas prováveis primeiro; ✅ resolvido).",
        "es": "Las elecciones costaron ≈{lost} palabras frente a las de la estrategia en la "
        "partida (palabras restantes por tablero, respuestas probables primero; ✅ resuelto).",
        "de": "Die Wahl kostete ≈{lost} Wörter gegenüber der Strategie über das Spiel "
        "(verbleibende Wörter je Feld, wahrscheinliche Lösungen zuerst; ✅ gelöst).",
    },
    "Choices cost ≈{lost} guesses against the policy's over the turns above (words left per "
    "board, likely answers first; ✅ solved).": {
        "pt": "As escolhas custaram ≈{lost} palpites frente às da estratégia nas jogadas acima "
        "(palavras restantes por tabuleiro, respostas prováveis primeiro; ✅ resolvido).",
        "es": "Las elecciones costaron ≈{lost} palabras frente a las de la estrategia en las "
        "jugadas de arriba (palabras restantes por tablero, respuestas probables primero; ✅ "
        "resuelto).",
        "de": "Die Wahl kostete ≈{lost} Wörter gegenüber der Strategie über die Züge oben "
        "(verbleibende Wörter je Feld, wahrscheinliche Lösungen zuerst; ✅ gelöst).",
    },
    "Caught up on {count} paste sent while I was away · {title}": {
        "pt": "Li {count} jogada enviada enquanto eu estava fora · {title}",
        "es": "Leí {count} jugada enviada mientras no estaba · {title}",
        "de": "{count} Beitrag nachgeholt, der kam, während ich weg war · {title}",
    },
    "Caught up on {count} pastes sent while I was away · {title}": {
        "pt": "Li {count} jogadas enviadas enquanto eu estava fora · {title}",
        "es": "Leí {count} jugadas enviadas mientras no estaba · {title}",
        "de": "{count} Beiträge nachgeholt, die kamen, während ich weg war · {title}",
    },
    "all eight": {
        "pt": "os oito",
        "es": "los ocho",
        "de": "alle acht",
    },
    "all four": {
        "pt": "os quatro",
        "es": "los cuatro",
        "de": "alle vier",
    },
    "all sixteen": {
        "pt": "os dezesseis",
        "es": "los dieciséis",
        "de": "alle sechzehn",
    },
    "both": {
        "pt": "os dois",
        "es": "los dos",
        "de": "beide",
    },
    "best {guess}": {
        "pt": "melhor {guess}",
        "es": "mejor {guess}",
        "de": "bestes {guess}",
    },
    "could be any board's answer": {
        "pt": "pode ser a resposta de qualquer tabuleiro",
        "es": "puede ser la respuesta de cualquier tablero",
        "de": "kann die Lösung jedes Feldes sein",
    },
    "could be board {board}'s answer": {
        "pt": "pode ser a resposta do tabuleiro {board}",
        "es": "puede ser la respuesta del tablero {board}",
        "de": "kann die Lösung von Feld {board} sein",
    },
    "could be the answer on boards {boards} or {last}": {
        "pt": "pode ser a resposta nos tabuleiros {boards} ou {last}",
        "es": "puede ser la respuesta en los tableros {boards} o {last}",
        "de": "kann die Lösung auf Feld {boards} oder {last} sein",
    },
    "it": {
        "pt": "ela",
        "es": "esta",
        "de": "es",
    },
    "splits board {board}'s {words} into {groups}": {
        "pt": "divide as {words} do tabuleiro {board} em {groups}",
        "es": "divide las {words} del tablero {board} en {groups}",
        "de": "teilt die {words} von Feld {board} in {groups}",
    },
    "splits each board's {words} into {groups}": {
        "pt": "divide as {words} de cada tabuleiro em {groups}",
        "es": "divide las {words} de cada tablero en {groups}",
        "de": "teilt die {words} jedes Feldes in {groups}",
    },
    "tells the boards the most": {
        "pt": "é a que mais diz sobre os tabuleiros",
        "es": "es la que más dice de los tableros",
        "de": "verrät am meisten über die Felder",
    },
    "{count} board to go": {
        "pt": "falta {count} tabuleiro",
        "es": "falta {count} tablero",
        "de": "noch {count} Feld",
    },
    "{count} boards to go": {
        "pt": "faltam {count} tabuleiros",
        "es": "faltan {count} tableros",
        "de": "noch {count} Felder",
    },
    "{count} group": {
        "pt": "{count} grupo",
        "es": "{count} grupo",
        "de": "{count} Gruppe",
    },
    "{count} groups": {
        "pt": "{count} grupos",
        "es": "{count} grupos",
        "de": "{count} Gruppen",
    },
    "{count} word": {
        "pt": "{count} palavra",
        "es": "{count} palabra",
        "de": "{count} Wort",
    },
    "{count} words": {
        "pt": "{count} palavras",
        "es": "{count} palabras",
        "de": "{count} Wörter",
    },
    "{count} later turn not analysed yet: ask again to go on from here.": {
        "pt": "{count} jogada posterior ainda não analisada: pergunte de novo para seguir daqui.",
        "es": "{count} jugada posterior aún sin analizar: pregunta otra vez para seguir desde "
        "aquí.",
        "de": "{count} späterer Zug noch nicht analysiert: frag noch einmal, um von hier "
        "weiterzumachen.",
    },
    "{count} later turns not analysed yet: ask again to go on from here.": {
        "pt": "{count} jogadas posteriores ainda não analisadas: pergunte de novo para seguir "
        "daqui.",
        "es": "{count} jugadas posteriores aún sin analizar: pregunta otra vez para seguir "
        "desde aquí.",
        "de": "{count} spätere Züge noch nicht analysiert: frag noch einmal, um von hier "
        "weiterzumachen.",
    },
    "{game} analysis": {
        "pt": "Análise de {game}",
        "es": "Análisis de {game}",
        "de": "Analyse: {game}",
    },
    "{game} analysis (so far)": {
        "pt": "Análise de {game} (até agora)",
        "es": "Análisis de {game} (hasta ahora)",
        "de": "Analyse: {game} (bisher)",
    },
    "{n}. {word} {before} → {after} words": {
        "pt": "{n}. {word} {before} → {after} palavras",
        "es": "{n}. {word} {before} → {after} palabras",
        "de": "{n}. {word} {before} → {after} Wörter",
    },
    "Can't check right now": {
        "pt": "Não dá para conferir agora",
        "es": "No puedo comprobarlo ahora",
        "de": "Kann gerade nicht prüfen",
    },
    "Can't save right now": {
        "pt": "Não dá para salvar agora",
        "es": "No puedo guardar ahora",
        "de": "Kann gerade nicht speichern",
    },
    "Can't import right now": {
        "pt": "Não dá para importar agora",
        "es": "No puedo importar ahora",
        "de": "Kann gerade nicht importieren",
    },
    "Can't export right now": {
        "pt": "Não dá para exportar agora",
        "es": "No puedo exportar ahora",
        "de": "Kann gerade nicht exportieren",
    },
    "The database was unavailable; nothing was imported. Try again.": {
        "pt": "O banco de dados estava indisponível; nada foi importado. Tente de novo.",
        "es": "La base de datos no estaba disponible; no se importó nada. Inténtalo de nuevo.",
        "de": "Die Datenbank war nicht erreichbar; nichts wurde importiert. Versuch es noch "
        "einmal.",
    },
    "The database was unavailable; nothing was exported. Try again.": {
        "pt": "O banco de dados estava indisponível; nada foi exportado. Tente de novo.",
        "es": "La base de datos no estaba disponible; no se exportó nada. Inténtalo de nuevo.",
        "de": "Die Datenbank war nicht erreichbar; nichts wurde exportiert. Versuch es noch "
        "einmal.",
    },
    "The database became unavailable, so the import stopped: {read}. Try again to read "
    "the rest; nothing is counted twice.": {
        "pt": "O banco de dados ficou indisponível, então a importação parou: {read}. Tente "
        "de novo para ler o resto; nada é contado duas vezes.",
        "es": "La base de datos dejó de estar disponible, así que la importación se detuvo: "
        "{read}. Inténtalo de nuevo para leer el resto; nada se cuenta dos veces.",
        "de": "Die Datenbank war nicht mehr erreichbar, also hielt der Import an: {read}. "
        "Versuch es noch einmal, um den Rest zu lesen; nichts wird doppelt gezählt.",
    },
    "I can't reach my database at the moment; try again in a moment.": {
        "pt": "Não consigo acessar meu banco de dados agora; tente de novo daqui a pouco.",
        "es": "No puedo llegar a mi base de datos ahora; inténtalo de nuevo en un momento.",
        "de": "Ich erreiche meine Datenbank gerade nicht; versuch es gleich noch einmal.",
    },
    "I can't reach my database, so nothing was saved. Please paste again in a minute.": {
        "pt": "Não consigo acessar meu banco de dados, então nada foi salvo. Cole de novo "
        "daqui a um minuto.",
        "es": "No puedo llegar a mi base de datos, así que no se guardó nada. Pega otra vez "
        "dentro de un minuto.",
        "de": "Ich erreiche meine Datenbank nicht, also wurde nichts gespeichert. Füge es in "
        "einer Minute noch einmal ein.",
    },
    "Other messages kept changing this game while I read yours; please paste it again.": {
        "pt": "Outras mensagens mudaram esta partida enquanto eu lia a sua; cole de novo, por "
        "favor.",
        "es": "Otros mensajes cambiaron esta partida mientras leía el tuyo; pégalo otra vez, "
        "por favor.",
        "de": "Andere Nachrichten änderten dieses Spiel, während ich deine las; füge sie bitte "
        "noch einmal ein.",
    },
    "Still working on your last one": {
        "pt": "Ainda trabalhando no seu último",
        "es": "Aún trabajando en lo anterior",
        "de": "Arbeite noch an deinem letzten",
    },
    "This reply is from earlier in the game: here is where it stands now.": {
        "pt": "Esta resposta é de antes na partida: eis como ela está agora.",
        "es": "Esta respuesta es de antes en la partida: así está ahora.",
        "de": "Diese Antwort ist von früher im Spiel: so steht es jetzt.",
    },
    "Too busy to keep up": {
        "pt": "Ocupado demais para acompanhar",
        "es": "Demasiado ocupado para seguir",
        "de": "Zu beschäftigt, um mitzuhalten",
    },
    "Your previous command is still running; ask again once it has answered.": {
        "pt": "Seu comando anterior ainda está rodando; peça de novo quando ele responder.",
        "es": "Tu comando anterior sigue en marcha; pide otra vez cuando haya respondido.",
        "de": "Dein vorheriger Befehl läuft noch; frag noch einmal, wenn er geantwortet hat.",
    },
    "Board {board}: ruled out": {
        "pt": "Tabuleiro {board}: descartada",
        "es": "Tablero {board}: descartada",
        "de": "Feld {board}: ausgeschlossen",
    },
    "Board {board}: still possible": {
        "pt": "Tabuleiro {board}: ainda possível",
        "es": "Tablero {board}: aún posible",
        "de": "Feld {board}: noch möglich",
    },
    "{word} in this {game}": {
        "pt": "{word} nesta partida de {game}",
        "es": "{word} en esta partida de {game}",
        "de": "{word} in dieser Partie {game}",
    },
    "Undone": {
        "pt": "Desfeito",
        "es": "Deshecho",
        "de": "Rückgängig gemacht",
    },
    "Which word?": {
        "pt": "Qual palavra?",
        "es": "¿Qué palabra?",
        "de": "Welches Wort?",
    },
    "Why not…?": {
        "pt": "Por que não…?",
        "es": "¿Por qué no…?",
        "de": "Warum nicht…?",
    },
}
