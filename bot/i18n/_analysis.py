"""The translation table's entries for /analysis: each row's verdict set average against
average, luck in words, a game judged board by board, and its picture."""

from __future__ import annotations

ANALYSIS: dict[str, dict[str, str]] = {
    "Skill {skill}/100 ({lost} guesses lost to the best play) · {luck}": {
        "pt": "Habilidade {skill}/100 ({lost} palpites perdidos para a melhor jogada) · {luck}",
        "es": "Habilidad {skill}/100 ({lost} intentos perdidos frente a la mejor jugada) · {luck}",
        "de": "Können {skill}/100 ({lost} Versuche an das beste Spiel verloren) · {luck}",
    },
    "neither lucky nor unlucky": {
        "pt": "nem sorte nem azar",
        "es": "ni suerte ni mala suerte",
        "de": "weder Glück noch Pech",
    },
    "a little lucky: about half a guess fewer than usual": {
        "pt": "um pouco de sorte: cerca de meio palpite a menos que o normal",
        "es": "algo de suerte: cerca de medio intento menos de lo normal",
        "de": "etwas Glück: etwa einen halben Versuch weniger als üblich",
    },
    "a little unlucky: about half a guess more than usual": {
        "pt": "um pouco de azar: cerca de meio palpite a mais que o normal",
        "es": "algo de mala suerte: cerca de medio intento más de lo normal",
        "de": "etwas Pech: etwa einen halben Versuch mehr als üblich",
    },
    "lucky: about one guess fewer than usual": {
        "pt": "sorte: cerca de um palpite a menos que o normal",
        "es": "suerte: cerca de un intento menos de lo normal",
        "de": "Glück: etwa einen Versuch weniger als üblich",
    },
    "lucky: about {count} guesses fewer than usual": {
        "pt": "sorte: cerca de {count} palpites a menos que o normal",
        "es": "suerte: cerca de {count} intentos menos de lo normal",
        "de": "Glück: etwa {count} Versuche weniger als üblich",
    },
    "unlucky: about one guess more than usual": {
        "pt": "azar: cerca de um palpite a mais que o normal",
        "es": "mala suerte: cerca de un intento más de lo normal",
        "de": "Pech: etwa einen Versuch mehr als üblich",
    },
    "unlucky: about {count} guesses more than usual": {
        "pt": "azar: cerca de {count} palpites a mais que o normal",
        "es": "mala suerte: cerca de {count} intentos más de lo normal",
        "de": "Pech: etwa {count} Versuche mehr als üblich",
    },
    "*Skill: how close your guesses came to the best ones (100 = the best there was). Luck: "
    "the guesses the colours saved you (or cost you) against a usual game.*": {
        "pt": "*Habilidade: quão perto seus palpites chegaram dos melhores (100 = o melhor "
        "possível). Sorte: os palpites que as cores pouparam (ou custaram) frente a uma "
        "partida normal.*",
        "es": "*Habilidad: cuánto se acercaron tus jugadas a las mejores (100 = la mejor "
        "posible). Suerte: los intentos que los colores te ahorraron (o costaron) frente a una "
        "partida normal.*",
        "de": "*Können: wie nah deine Wörter an die besten kamen (100 = das beste). Glück: die "
        "Versuche, die dir die Farben gegenüber einem üblichen Spiel sparten (oder "
        "kosteten).*",
    },
    "The answer — the best guess there was": {
        "pt": "A resposta — o melhor palpite possível",
        "es": "La respuesta — la mejor jugada posible",
        "de": "Die Lösung — das beste Wort, das es gab",
    },
    "The answer — {best} was the surer way": {
        "pt": "A resposta — {best} era o caminho mais seguro",
        "es": "La respuesta — {best} era el camino más seguro",
        "de": "Die Lösung — {best} war der sicherere Weg",
    },
    "{verdict} — {left}; on average it leaves about {played}, {best} about {about}": {
        "pt": "{verdict} — {left}; em média deixa umas {played}, {best} umas {about}",
        "es": "{verdict} — {left}; de media deja unas {played}, {best} unas {about}",
        "de": "{verdict} — {left}; im Schnitt lässt es etwa {played}, {best} etwa {about}",
    },
    "{verdict} — {left}; {best} finishes about {cost} guesses sooner on average": {
        "pt": "{verdict} — {left}; {best} termina em média cerca de {cost} palpites antes",
        "es": "{verdict} — {left}; {best} termina de media cerca de {cost} intentos antes",
        "de": "{verdict} — {left}; {best} ist im Schnitt etwa {cost} Versuche früher fertig",
    },
    " · every row in hard mode": {
        "pt": " · todas as linhas no modo difícil",
        "es": " · todas las filas en modo difícil",
        "de": " · jede Zeile im schweren Modus",
    },
    " (normal mode)": {"pt": " (modo normal)", "es": " (modo normal)", "de": " (normaler Modus)"},
    "; on average it leaves {played}": {
        "pt": "; em média deixa {played}",
        "es": "; de media deja {played}",
        "de": "; im Schnitt lässt es {played}",
    },
    "; on average it leaves {played}, {best} {best_left}": {
        "pt": "; em média deixa {played}, {best} {best_left}",
        "es": "; de media deja {played}, {best} {best_left}",
        "de": "; im Schnitt lässt es {played}, {best} {best_left}",
    },
    "the guess played, on average": {
        "pt": "o palpite jogado, em média",
        "es": "la palabra jugada, de media",
        "de": "das gespielte Wort, im Schnitt",
    },
    "the best guess, on average": {
        "pt": "o melhor palpite, em média",
        "es": "la mejor palabra, de media",
        "de": "das beste Wort, im Schnitt",
    },
    "left {count}": {"pt": "deixou {count}", "es": "dejó {count}", "de": "ließ {count}"},
    "Board {board}": {"pt": "Tabuleiro {board}", "es": "Tablero {board}", "de": "Feld {board}"},
    "{n}. {word} left {after} of {before}; on average it leaves {played}, the best guess {best}": {
        "pt": "{n}. {word} deixou {after} de {before}; em média deixa {played}, o melhor "
        "palpite {best}",
        "es": "{n}. {word} dejó {after} de {before}; de media deja {played}, la mejor palabra "
        "{best}",
        "de": "{n}. {word} ließ {after} von {before}; im Schnitt lässt es {played}, das beste "
        "Wort {best}",
    },
    "Board {board}: {said}.": {
        "pt": "Tabuleiro {board}: {said}.",
        "es": "Tablero {board}: {said}.",
        "de": "Feld {board}: {said}.",
    },
    "Words left after each guess, board by board: {said}": {
        "pt": "Palavras restantes após cada palpite, tabuleiro a tabuleiro: {said}",
        "es": "Palabras restantes tras cada intento, tablero a tablero: {said}",
        "de": "Verbleibende Wörter nach jedem Wort, Feld für Feld: {said}",
    },
}
