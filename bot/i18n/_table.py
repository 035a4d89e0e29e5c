"""The translation table: each English template a reply passes to ``t`` with its
Portuguese (Brazil), Spanish and German.  A template's ``{names}`` are filled after
translation, so each translation keeps them.  tests/bot/i18n checks that every template the
code passes has all three, and that each keeps its placeholders.  The commands' names and
descriptions are in ``_commands.py``."""

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
    "Known: {facts}": {"pt": "Sabido: {facts}", "es": "Sabido: {facts}", "de": "Bekannt: {facts}"},
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
