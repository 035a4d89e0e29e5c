"""The translation table: each English template a reply passes to ``t`` with its
Portuguese (Brazil), Spanish and German.  A template's ``{names}`` are filled after
translation, so each translation keeps them.  tests/bot/i18n checks that every template the
code passes has all three, and that each keeps its placeholders.  The commands' names and
descriptions are in ``_commands.py``."""

from __future__ import annotations

from bot.i18n._games import GAMES

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
    **GAMES,
}
