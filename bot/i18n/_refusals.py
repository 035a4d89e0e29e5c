"""The translation table's entries for what a command could not do: no guesses given, not
a word, a length, a board or a game there is none of, a game without hard mode, nothing to
analyse."""

from __future__ import annotations

REFUSALS: dict[str, dict[str, str]] = {
    "No guesses in that": {
        "pt": "Nenhum palpite nisso",
        "es": "No hay jugadas ahí",
        "de": "Darin sind keine Wörter",
    },
    "Give the guesses you played with their colours, e.g. `CRANE=c.a.. SLOTH=.l...`.": {
        "pt": "Dê os palpites que jogou com as cores, por exemplo `TERMO=t.r.. SALTO=.a...`.",
        "es": "Da las palabras que jugaste con sus colores, p. ej. `CERTA=c.r.. SALTO=.a...`.",
        "de": "Gib die gespielten Wörter mit ihren Farben an, z. B. `TARNE=t.r.. SALTO=.a...`.",
    },
    "That isn't a word": {
        "pt": "Isso não é uma palavra",
        "es": "Eso no es una palabra",
        "de": "Das ist kein Wort",
    },
    "Give `/why` a word of the game's letters, e.g. `/why crane`.": {
        "pt": "Dê ao `/why` uma palavra com as letras do jogo, por exemplo `/why termo`.",
        "es": "Da a `/why` una palabra con las letras del juego, p. ej. `/why perro`.",
        "de": "Gib `/why` ein Wort aus den Buchstaben des Spiels, z. B. `/why kekse`.",
    },
    "Five letters only": {
        "pt": "Só cinco letras",
        "es": "Solo cinco letras",
        "de": "Nur fünf Buchstaben",
    },
    "{game} plays five-letter words. For longer or shorter words, start Wordle with a length: "
    "`/new wordle length:6`.": {
        "pt": "{game} usa palavras de cinco letras. Para palavras maiores ou menores, comece um "
        "Wordle com um tamanho: `/new wordle length:6`.",
        "es": "{game} usa palabras de cinco letras. Para palabras más largas o más cortas, "
        "empieza un Wordle con una longitud: `/new wordle length:6`.",
        "de": "{game} spielt Wörter mit fünf Buchstaben. Für längere oder kürzere beginne ein "
        "Wordle mit einer Länge: `/new wordle length:6`.",
    },
    "No word list here": {
        "pt": "Nenhuma lista de palavras aqui",
        "es": "No hay lista de palabras aquí",
        "de": "Hier gibt es keine Wortliste",
    },
    "This server has no list of its own yet: an admin can upload one with `/wordlist`.": {
        "pt": "Este servidor ainda não tem lista própria: um admin pode enviar uma com "
        "`/wordlist`.",
        "es": "Este servidor aún no tiene lista propia: un admin puede subir una con `/wordlist`.",
        "de": "Dieser Server hat noch keine eigene Liste: ein Admin kann eine mit `/wordlist` "
        "hochladen.",
    },
    "No such length": {
        "pt": "Esse tamanho não existe",
        "es": "Esa longitud no existe",
        "de": "Diese Länge gibt es nicht",
    },
    "Wordle here has words of {lowest} to {highest} letters, not {length}.": {
        "pt": "O Wordle aqui tem palavras de {lowest} a {highest} letras, não {length}.",
        "es": "El Wordle de aquí tiene palabras de {lowest} a {highest} letras, no {length}.",
        "de": "Wordle hat hier Wörter mit {lowest} bis {highest} Buchstaben, nicht {length}.",
    },
    "Nothing to analyse": {
        "pt": "Nada para analisar",
        "es": "Nada que analizar",
        "de": "Nichts zu analysieren",
    },
    "Play a game here first (paste your guesses).": {
        "pt": "Jogue uma partida aqui primeiro (cole seus palpites).",
        "es": "Juega primero una partida aquí (pega tus palabras).",
        "de": "Spiel hier zuerst ein Spiel (füge deine Wörter ein).",
    },
    "No such game": {
        "pt": "Esse jogo não existe",
        "es": "Ese juego no existe",
        "de": "Dieses Spiel gibt es nicht",
    },
    "I don't know {game}; I play {known}.": {
        "pt": "Não conheço {game}; eu jogo {known}.",
        "es": "No conozco {game}; juego a {known}.",
        "de": "{game} kenne ich nicht; ich spiele {known}.",
    },
    "No such board": {
        "pt": "Esse tabuleiro não existe",
        "es": "Ese tablero no existe",
        "de": "Dieses Feld gibt es nicht",
    },
    "{game} has boards 1 to {boards}; you asked for {board}.": {
        "pt": "{game} tem os tabuleiros 1 a {boards}; você pediu o {board}.",
        "es": "{game} tiene los tableros 1 a {boards}; pediste el {board}.",
        "de": "{game} hat die Felder 1 bis {boards}; du hast nach {board} gefragt.",
    },
    "Hard mode is a Wordle option": {
        "pt": "O modo difícil é uma opção do Wordle",
        "es": "El modo difícil es una opción de Wordle",
        "de": "Der schwere Modus ist eine Wordle-Option",
    },
    "The game here is {game}, which has no hard mode. Nothing changed.": {
        "pt": "A partida aqui é {game}, que não tem modo difícil. Nada mudou.",
        "es": "La partida de aquí es {game}, que no tiene modo difícil. No cambió nada.",
        "de": "Das Spiel hier ist {game}, das keinen schweren Modus hat. Nichts geändert.",
    },
}
