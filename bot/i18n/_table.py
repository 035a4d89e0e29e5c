"""The translation table: each English template a reply passes to ``t`` with its
Portuguese (Brazil), Spanish and German.  A template's ``{names}`` are filled after
translation, so each translation keeps them.  tests/bot/i18n checks that every template the
code passes has all three, and that each keeps its placeholders.  The commands' names and
descriptions are in ``_commands.py``."""

from __future__ import annotations

from bot.i18n._analysis import ANALYSIS
from bot.i18n._app import APP
from bot.i18n._boards import BOARDS
from bot.i18n._errors import ERRORS
from bot.i18n._explain import EXPLAIN
from bot.i18n._games import GAMES
from bot.i18n._lists import LISTS
from bot.i18n._pastes import PASTES
from bot.i18n._pictures import PICTURES
from bot.i18n._reach import REACH
from bot.i18n._refusals import REFUSALS
from bot.i18n._several import SEVERAL
from bot.i18n._stats import STATS
from bot.i18n._trends import TRENDS

# -- replies -----------------------------------------------------------------------------

_REPLIES: dict[str, dict[str, str]] = {
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
    "(Today's game), {termo}'s or Wordle {languages}'s (wordle.global), to count it.": {
        "pt": "Poste seu resultado do NYT ou do Daily {daily}, do hello wordl de {lowest} a "
        "{highest} letras (o jogo de hoje), do {termo} ou do Wordle {languages} "
        "(wordle.global) para contá-lo.",
        "es": "Publica tu resultado del NYT o del Daily {daily}, el de hello wordl de "
        "{lowest} a {highest} letras (el juego de hoy), el de {termo} o el de Wordle "
        "{languages} (wordle.global) para contarlo.",
        "de": "Poste dein Ergebnis vom NYT oder Daily {daily}, von hello wordl mit {lowest} "
        "bis {highest} Buchstaben (das heutige Spiel), von {termo} oder von Wordle "
        "{languages} (wordle.global), damit es zählt.",
    },
    # /help's groups of commands, and its pages
    "Playing": {"pt": "Jogar", "es": "Jugar", "de": "Spielen"},
    "Results": {"pt": "Resultados", "es": "Resultados", "de": "Ergebnisse"},
    "Moderators": {"pt": "Moderação", "es": "Moderación", "de": "Moderation"},
    "Manage Server": {
        "pt": "Gerenciar Servidor",
        "es": "Gestionar servidor",
        "de": "Server verwalten",
    },
    "Manage Channels": {
        "pt": "Gerenciar Canais",
        "es": "Gestionar canales",
        "de": "Kanäle verwalten",
    },
    "More: {topics} list a group's commands, one a line; {example} tells one command in full.": {
        "pt": "Mais: {topics} listam os comandos de um grupo, um por linha; {example} "
        "explica um comando por inteiro.",
        "es": "Más: {topics} listan los comandos de un grupo, uno por línea; {example} "
        "explica un comando por completo.",
        "de": "Mehr: {topics} zeigen die Befehle einer Gruppe, einen pro Zeile; {example} "
        "erklärt einen Befehl ganz.",
    },
    "{example} tells one command in full.": {
        "pt": "{example} explica um comando por inteiro.",
        "es": "{example} explica un comando por completo.",
        "de": "{example} erklärt einen Befehl ganz.",
    },
    "Needs {permission} by default; a server's admins may let others use it.": {
        "pt": "Requer {permission} por padrão; os administradores do servidor podem "
        "liberá-lo para outros.",
        "es": "Requiere {permission} por defecto; los administradores del servidor pueden "
        "permitírselo a otros.",
        "de": "Braucht standardmäßig {permission}; die Admins eines Servers können es "
        "anderen erlauben.",
    },
    "Only you see its answer.": {
        "pt": "Só você vê a resposta.",
        "es": "Solo tú ves la respuesta.",
        "de": "Nur du siehst die Antwort.",
    },
    "No help on that": {
        "pt": "Sem ajuda sobre isso",
        "es": "No hay ayuda sobre eso",
        "de": "Dazu gibt es keine Hilfe",
    },
    "I have no help on {topic}: try {topics}, or a command's name, e.g. {example}.": {
        "pt": "Não tenho ajuda sobre {topic}: tente {topics} ou o nome de um comando, "
        "por exemplo {example}.",
        "es": "No tengo ayuda sobre {topic}: prueba {topics} o el nombre de un comando, "
        "por ejemplo {example}.",
        "de": "Zu {topic} habe ich keine Hilfe: versuche {topics} oder den Namen eines "
        "Befehls, z. B. {example}.",
    },
    # /help's blurbs under the commands' descriptions
    "({several}: one guess, every board's colours; Wordle of {lowest} to {highest} letters "
    "with `length`; {languages})": {
        "pt": "({several}: um palpite, as cores de cada tabuleiro; Wordle de {lowest} a "
        "{highest} letras com `length`; {languages})",
        "es": "({several}: una palabra, los colores de cada tablero; Wordle de {lowest} a "
        "{highest} letras con `length`; {languages})",
        "de": "({several}: ein Wort, die Farben jedes Feldes; Wordle mit {lowest} bis "
        "{highest} Buchstaben mit `length`; {languages})",
    },
    "(your own answers and guesses; `/new server` plays them)": {
        "pt": "(suas próprias respostas e palpites; `/new server` os joga)",
        "es": "(tus propias respuestas y palabras; `/new server` las juega)",
        "de": "(eigene Lösungen und Wörter; `/new server` spielt sie)",
    },
    "(for you, wherever you play)": {
        "pt": "(para você, onde quer que jogue)",
        "es": "(para ti, dondequiera que juegues)",
        "de": "(für dich, wo immer du spielst)",
    },
    "(a new server's past results)": {
        "pt": "(os resultados passados de um servidor novo)",
        "es": "(los resultados pasados de un servidor nuevo)",
        "de": "(die früheren Ergebnisse eines neuen Servers)",
    },
    # results counted, settings changed
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
    # /settings
    "full (the board, the counts, the best guess and the candidates)": {
        "pt": "completas (o tabuleiro, as contagens, o melhor palpite e as candidatas)",
        "es": "completas (el tablero, los recuentos, la mejor palabra y las candidatas)",
        "de": "vollständig (das Feld, die Zahlen, das beste Wort und die Kandidaten)",
    },
    "compact (counts and the best guess in one line)": {
        "pt": "compactas (contagens e o melhor palpite numa linha)",
        "es": "compactas (recuentos y la mejor palabra en una línea)",
        "de": "kompakt (Zahlen und das beste Wort in einer Zeile)",
    },
    "reactions (✅ on a paste; the rest on request)": {
        "pt": "reações (✅ numa jogada; o resto quando pedido)",
        "es": "reacciones (✅ en una jugada; el resto a petición)",
        "de": "Reaktionen (✅ auf einen Beitrag; der Rest auf Anfrage)",
    },
    "Replies speak the language Discord gives for the server, else English.": {
        "pt": "As respostas falam a língua que o Discord dá ao servidor, senão inglês.",
        "es": "Las respuestas hablan el idioma que Discord da al servidor, si no, inglés.",
        "de": "Die Antworten sprechen die Sprache, die Discord für den Server angibt, sonst "
        "Englisch.",
    },
    "Replies speak {language}.": {
        "pt": "As respostas falam {language}.",
        "es": "Las respuestas hablan {language}.",
        "de": "Die Antworten sprechen {language}.",
    },
    "every channel": {"pt": "todos os canais", "es": "todos los canales", "de": "alle Kanäle"},
    "on": {"pt": "ligado", "es": "activado", "de": "an"},
    "off": {"pt": "desligado", "es": "desactivado", "de": "aus"},
    "{value} (the bot's default)": {
        "pt": "{value} (o padrão do bot)",
        "es": "{value} (el valor por defecto del bot)",
        "de": "{value} (die Vorgabe des Bots)",
    },
    "{channel} at {time} ({zone})": {
        "pt": "{channel} às {time} ({zone})",
        "es": "{channel} a las {time} ({zone})",
        "de": "{channel} um {time} ({zone})",
    },
    "auto (Discord’s, else English)": {
        "pt": "auto (a do Discord, senão inglês)",
        "es": "auto (el de Discord, si no, inglés)",
        "de": "auto (die von Discord, sonst Englisch)",
    },
    "Server settings": {
        "pt": "Ajustes do servidor",
        "es": "Ajustes del servidor",
        "de": "Servereinstellungen",
    },
    "Listens in: {value}": {
        "pt": "Lê em: {value}",
        "es": "Lee en: {value}",
        "de": "Liest in: {value}",
    },
    "Replies: {value}": {
        "pt": "Respostas: {value}",
        "es": "Respuestas: {value}",
        "de": "Antworten: {value}",
    },
    "Spoilers by default: {value}": {
        "pt": "Spoilers por padrão: {value}",
        "es": "Spoilers por defecto: {value}",
        "de": "Spoiler als Vorgabe: {value}",
    },
    "Hard mode by default: {value}": {
        "pt": "Modo difícil por padrão: {value}",
        "es": "Modo difícil por defecto: {value}",
        "de": "Schwerer Modus als Vorgabe: {value}",
    },
    "Game by default: {value}": {
        "pt": "Jogo padrão: {value}",
        "es": "Juego por defecto: {value}",
        "de": "Spiel als Vorgabe: {value}",
    },
    "Language: {value}": {
        "pt": "Língua: {value}",
        "es": "Idioma: {value}",
        "de": "Sprache: {value}",
    },
    "Time zone: {value}": {
        "pt": "Fuso horário: {value}",
        "es": "Zona horaria: {value}",
        "de": "Zeitzone: {value}",
    },
    "Daily summary: {value}": {
        "pt": "Resumo diário: {value}",
        "es": "Resumen diario: {value}",
        "de": "Tägliche Zusammenfassung: {value}",
    },
    "Change any with `/settings` and its options; a channel's own `/spoilers` and `/mode` win "
    "over the defaults.": {
        "pt": "Mude qualquer um com `/settings` e suas opções; o `/spoilers` e o `/mode` de um "
        "canal valem mais que os padrões.",
        "es": "Cambia cualquiera con `/settings` y sus opciones; `/spoilers` y `/mode` de un "
        "canal mandan sobre los valores por defecto.",
        "de": "Ändere jede mit `/settings` und ihren Optionen; `/spoilers` und `/mode` eines "
        "Kanals gehen den Vorgaben vor.",
    },
    "this server's own list": {
        "pt": "a lista própria deste servidor",
        "es": "la lista propia de este servidor",
        "de": "die eigene Liste dieses Servers",
    },
    "I listen in {channels}.": {
        "pt": "Eu leio em {channels}.",
        "es": "Leo en {channels}.",
        "de": "Ich lese in {channels}.",
    },
    "Replies are {style}.": {
        "pt": "As respostas são {style}.",
        "es": "Las respuestas son {style}.",
        "de": "Die Antworten sind {style}.",
    },
    "Spoilers are on by default in channels that chose none.": {
        "pt": "Spoilers ligados por padrão nos canais que não escolheram.",
        "es": "Spoilers activados por defecto en los canales que no eligieron.",
        "de": "Spoiler sind als Vorgabe an in Kanälen ohne eigene Wahl.",
    },
    "Spoilers are off by default in channels that chose none.": {
        "pt": "Spoilers desligados por padrão nos canais que não escolheram.",
        "es": "Spoilers desactivados por defecto en los canales que no eligieron.",
        "de": "Spoiler sind als Vorgabe aus in Kanälen ohne eigene Wahl.",
    },
    "Hard mode is on by default in channels that chose none.": {
        "pt": "Modo difícil ligado por padrão nos canais que não escolheram.",
        "es": "Modo difícil activado por defecto en los canales que no eligieron.",
        "de": "Der schwere Modus ist als Vorgabe an in Kanälen ohne eigene Wahl.",
    },
    "Hard mode is off by default in channels that chose none.": {
        "pt": "Modo difícil desligado por padrão nos canais que não escolheram.",
        "es": "Modo difícil desactivado por defecto en los canales que no eligieron.",
        "de": "Der schwere Modus ist als Vorgabe aus in Kanälen ohne eigene Wahl.",
    },
    "The time zone is {zone}.": {
        "pt": "O fuso horário é {zone}.",
        "es": "La zona horaria es {zone}.",
        "de": "Die Zeitzone ist {zone}.",
    },
    "No daily summary.": {
        "pt": "Sem resumo diário.",
        "es": "Sin resumen diario.",
        "de": "Keine tägliche Zusammenfassung.",
    },
    "The daily summary goes to {channel}.": {
        "pt": "O resumo diário vai para {channel}.",
        "es": "El resumen diario va a {channel}.",
        "de": "Die tägliche Zusammenfassung geht nach {channel}.",
    },
    "The daily summary comes at {time}.": {
        "pt": "O resumo diário chega às {time}.",
        "es": "El resumen diario llega a las {time}.",
        "de": "Die tägliche Zusammenfassung kommt um {time}.",
    },
    "New games are {game} unless a paste or `/new` says otherwise.": {
        "pt": "As novas partidas são {game}, a menos que uma jogada ou `/new` diga outra coisa.",
        "es": "Las partidas nuevas son {game}, salvo que una jugada o `/new` digan otra cosa.",
        "de": "Neue Spiele sind {game}, außer ein Beitrag oder `/new` sagt etwas anderes.",
    },
}


def _merged(*parts: dict[str, dict[str, str]]) -> dict[str, dict[str, str]]:
    """The parts as one table; a template in two parts is a mistake (one would hide the
    other's translation), refused at import."""
    table: dict[str, dict[str, str]] = {}
    for part in parts:
        twice = table.keys() & part.keys()
        assert not twice, f"templates in two parts of the table: {sorted(twice)}"
        table.update(part)
    return table


TABLE = _merged(
    _REPLIES,
    GAMES,
    BOARDS,
    REFUSALS,
    ERRORS,
    EXPLAIN,
    PASTES,
    SEVERAL,
    STATS,
    APP,
    LISTS,
    PICTURES,
    TRENDS,
    REACH,
    ANALYSIS,
)
