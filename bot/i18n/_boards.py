"""The translation table's entries for a game of several boards: its shape, each board's
line, a win or a loss, the best next guess and /hint's frame."""

from __future__ import annotations

BOARDS: dict[str, dict[str, str]] = {
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
}
