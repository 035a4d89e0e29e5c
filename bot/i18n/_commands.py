"""The slash commands in each language the replies speak: their names as Discord lists
them to a player of that locale, and their and their options' descriptions
(``bot/fronts/translator.py`` hands them to Discord when the commands sync)."""

from __future__ import annotations

# each command's name as Discord lists it to a player of that locale; a name is lowercase,
# one word, and unique among the commands in its language
COMMANDS: dict[str, dict[str, str]] = {
    "new": {"pt": "novo", "es": "nueva", "de": "neu"},
    "hint": {"pt": "dica", "es": "pista", "de": "tipp"},
    "solve": {"pt": "resolver", "es": "resolver", "de": "lösen"},
    "guess": {"pt": "palpite", "es": "palabra", "de": "wort"},
    "status": {"pt": "situacao", "es": "estado", "de": "stand"},
    "candidates": {"pt": "candidatas", "es": "candidatas", "de": "kandidaten"},
    "why": {"pt": "porque", "es": "porque", "de": "warum"},
    "undo": {"pt": "desfazer", "es": "deshacer", "de": "zurueck"},
    "reset": {"pt": "limpar", "es": "reiniciar", "de": "leeren"},
    "mode": {"pt": "modo", "es": "modo", "de": "modus"},
    "spoilers": {"pt": "spoilers", "es": "spoilers", "de": "spoiler"},
    "settings": {"pt": "ajustes", "es": "ajustes", "de": "einstellungen"},
    "wordlist": {"pt": "lista", "es": "lista", "de": "wortliste"},
    "colours": {"pt": "cores", "es": "colores", "de": "farben"},
    "help": {"pt": "ajuda", "es": "ayuda", "de": "hilfe"},
    "stats": {"pt": "estatisticas", "es": "estadisticas", "de": "statistik"},
    "leaderboard": {"pt": "ranking", "es": "clasificacion", "de": "rangliste"},
    "deduce": {"pt": "deduzir", "es": "deducir", "de": "ableiten"},
    "analysis": {"pt": "analise", "es": "analisis", "de": "analyse"},
    "import": {"pt": "importar", "es": "importar", "de": "importieren"},
    "link": {"pt": "vincular", "es": "vincular", "de": "verknuepfen"},
    "forgetme": {"pt": "esquecer", "es": "olvidarme", "de": "vergessen"},
    "preview": {"pt": "previa", "es": "vista-previa", "de": "vorschau"},
    "export": {"pt": "exportar", "es": "exportar", "de": "exportieren"},
    "history": {"pt": "historico", "es": "historial", "de": "verlauf"},
    "compare": {"pt": "comparar", "es": "comparar", "de": "vergleichen"},
    "vote": {"pt": "votar", "es": "votar", "de": "abstimmen"},
    # message commands (right-click → Apps): their names may be words with capitals
    "Add to the game": {
        "pt": "Adicionar à partida",
        "es": "Añadir a la partida",
        "de": "Zum Spiel hinzufügen",
    },
    "Count this result": {
        "pt": "Contar este resultado",
        "es": "Contar este resultado",
        "de": "Dieses Ergebnis zählen",
    },
}

# the commands' and options' descriptions
DESCRIPTIONS: dict[str, dict[str, str]] = {
    "A screenshot of your board instead": {
        "pt": "Uma captura de tela do seu tabuleiro, em vez disso",
        "es": "Una captura de pantalla de tu tablero, en su lugar",
        "de": "Stattdessen ein Screenshot deines Spielfelds",
    },
    "A poll of the best next guesses, for the channel to choose": {
        "pt": "Uma enquete com os melhores próximos palpites, para o canal escolher",
        "es": "Una encuesta con las mejores próximas jugadas, para que el canal elija",
        "de": "Eine Umfrage mit den besten nächsten Wörtern, damit der Kanal wählt",
    },
    "How long the vote runs (1-60, default 5)": {
        "pt": "Quanto tempo a votação dura (1-60, padrão 5)",
        "es": "Cuánto dura la votación (1-60, por defecto 5)",
        "de": "Wie lange die Abstimmung läuft (1-60, Vorgabe 5)",
    },
    "Start a new game here: Wordle, or several boards at once": {
        "pt": "Começar uma nova partida aqui: Wordle, ou vários tabuleiros de uma vez",
        "es": "Empezar una partida nueva aquí: Wordle, o varios tableros a la vez",
        "de": "Hier ein neues Spiel beginnen: Wordle oder mehrere Felder auf einmal",
    },
    "Which game (default: the server's)": {
        "pt": "Qual jogo (padrão: o do servidor)",
        "es": "Qué juego (por defecto: el del servidor)",
        "de": "Welches Spiel (Vorgabe: das des Servers)",
    },
    "Letters a word has, 4-11 (Wordle; default 5)": {
        "pt": "Letras de cada palavra, 4-11 (Wordle; padrão 5)",
        "es": "Letras de cada palabra, 4-11 (Wordle; por defecto 5)",
        "de": "Buchstaben je Wort, 4-11 (Wordle; Vorgabe 5)",
    },
    "Best next guesses for this channel's game": {
        "pt": "Os melhores próximos palpites para a partida deste canal",
        "es": "Las mejores próximas palabras para la partida de este canal",
        "de": "Die besten nächsten Wörter für das Spiel dieses Kanals",
    },
    "A group (playing, results, moderators) or a command, e.g. hint": {
        "pt": "Um grupo (jogar, resultados, moderação) ou um comando, por exemplo dica",
        "es": "Un grupo (jugar, resultados, moderación) o un comando, por ejemplo pista",
        "de": "Eine Gruppe (spielen, ergebnisse, moderation) oder ein Befehl, z. B. tipp",
    },
    "How many suggestions (1-10)": {
        "pt": "Quantas sugestões (1-10)",
        "es": "Cuántas sugerencias (1-10)",
        "de": "Wie viele Vorschläge (1-10)",
    },
    "Show everyone": {"pt": "Mostrar a todos", "es": "Mostrar a todos", "de": "Allen zeigen"},
    "Your own game from its guesses: what is left and the best next guess": {
        "pt": "Sua própria partida pelos palpites: o que resta e o melhor próximo palpite",
        "es": "Tu propia partida por sus palabras: qué queda y la mejor próxima palabra",
        "de": "Dein eigenes Spiel aus seinen Wörtern: was übrig ist und das beste nächste Wort",
    },
    "e.g. CRANE=c.a.. SLOTH=.l...": {
        "pt": "ex.: TERMO=t.r.. SALTO=.a...",
        "es": "p. ej. CERTA=c.r.. SALTO=.a...",
        "de": "z. B. TARNE=t.r.. SALTO=.a...",
    },
    "Hard mode": {"pt": "Modo difícil", "es": "Modo difícil", "de": "Schwerer Modus"},
    "Add a guess: the word and its colours": {
        "pt": "Adicionar um palpite: a palavra e suas cores",
        "es": "Añadir una palabra y sus colores",
        "de": "Ein Wort hinzufügen: das Wort und seine Farben",
    },
    "The word you played": {
        "pt": "A palavra que você jogou",
        "es": "La palabra que jugaste",
        "de": "Das Wort, das du gespielt hast",
    },
    "e.g. 20010, c.E.., gybbg or 🟩⬛⬛🟨⬛": {
        "pt": "ex.: 20010, c.E.., gybbg ou 🟩⬛⬛🟨⬛",
        "es": "p. ej. 20010, c.E.., gybbg o 🟩⬛⬛🟨⬛",
        "de": "z. B. 20010, c.E.., gybbg oder 🟩⬛⬛🟨⬛",
    },
    "The board, what's left and what's known": {
        "pt": "O tabuleiro, o que resta e o que se sabe",
        "es": "El tablero, qué queda y qué se sabe",
        "de": "Das Feld, was übrig ist und was man weiß",
    },
    "Words still possible (in spoilers)": {
        "pt": "Palavras ainda possíveis (em spoilers)",
        "es": "Palabras aún posibles (en spoilers)",
        "de": "Noch mögliche Wörter (als Spoiler)",
    },
    "How many to show (1-200)": {
        "pt": "Quantas mostrar (1-200)",
        "es": "Cuántas mostrar (1-200)",
        "de": "Wie viele zeigen (1-200)",
    },
    "Which board (several-board games)": {
        "pt": "Qual tabuleiro (jogos de vários tabuleiros)",
        "es": "Qué tablero (juegos de varios tableros)",
        "de": "Welches Feld (Spiele mit mehreren Feldern)",
    },
    "Is this word still possible, and if not, why?": {
        "pt": "Esta palavra ainda é possível? Se não, por quê?",
        "es": "¿Esta palabra aún es posible? Si no, ¿por qué?",
        "de": "Ist dieses Wort noch möglich, und wenn nicht, warum?",
    },
    "Remove the last guess (yours; anyone's with Manage Messages)": {
        "pt": "Remover o último palpite (o seu; o de qualquer um com Gerenciar Mensagens)",
        "es": "Quitar la última palabra (la tuya; la de cualquiera con Gestionar mensajes)",
        "de": "Das letzte Wort entfernen (deins; jedes mit Nachrichten verwalten)",
    },
    "Clear this channel's game (one others played in: Manage Messages)": {
        "pt": "Limpar a partida deste canal (uma em que outros jogaram: Gerenciar Mensagens)",
        "es": "Borrar la partida de este canal (una en la que otros jugaron: Gestionar mensajes)",
        "de": "Das Spiel dieses Kanals leeren (eines, in dem andere spielten: Nachrichten "
        "verwalten)",
    },
    "Hard mode hints (reuse revealed letters) or normal": {
        "pt": "Dicas do modo difícil (reusar letras reveladas) ou normais",
        "es": "Pistas del modo difícil (reusar letras reveladas) o normales",
        "de": "Tipps im schweren Modus (aufgedeckte Buchstaben wiederverwenden) oder normal",
    },
    "Hide candidate words in spoilers in this channel, or not": {
        "pt": "Esconder as palavras candidatas em spoilers neste canal, ou não",
        "es": "Ocultar las palabras candidatas en spoilers en este canal, o no",
        "de": "Kandidaten in diesem Kanal als Spoiler verbergen oder nicht",
    },
    "This server's settings: where I listen, how I reply, its defaults (admins)": {
        "pt": "Os ajustes deste servidor: onde leio, como respondo, os padrões (admins)",
        "es": "Los ajustes de este servidor: dónde leo, cómo respondo, sus valores (admins)",
        "de": "Die Einstellungen dieses Servers: wo ich lese, wie ich antworte (Admins)",
    },
    "Channels I read pastes in: #mentions, or all": {
        "pt": "Canais em que leio: #menções, ou all",
        "es": "Canales en los que leo: #menciones, o all",
        "de": "Kanäle, in denen ich lese: #Erwähnungen oder all",
    },
    "How I answer a paste": {
        "pt": "Como respondo a uma jogada",
        "es": "Cómo respondo a una jugada",
        "de": "Wie ich auf ein Wort antworte",
    },
    "Spoilers by default": {
        "pt": "Spoilers por padrão",
        "es": "Spoilers por defecto",
        "de": "Spoiler als Vorgabe",
    },
    "Hard mode by default": {
        "pt": "Modo difícil por padrão",
        "es": "Modo difícil por defecto",
        "de": "Schwerer Modus als Vorgabe",
    },
    "Time zone, e.g. Europe/Paris": {
        "pt": "Fuso horário, ex.: America/Sao_Paulo",
        "es": "Zona horaria, p. ej. Europe/Madrid",
        "de": "Zeitzone, z. B. Europe/Berlin",
    },
    "Where the daily summary goes: #channel or off": {
        "pt": "Para onde vai o resumo diário: #canal ou off",
        "es": "Adónde va el resumen diario: #canal u off",
        "de": "Wohin die tägliche Zusammenfassung geht: #Kanal oder off",
    },
    "When the daily summary comes, HH:MM": {
        "pt": "Quando chega o resumo diário, HH:MM",
        "es": "Cuándo llega el resumen diario, HH:MM",
        "de": "Wann die tägliche Zusammenfassung kommt, HH:MM",
    },
    "The game new games are: wordle, quordle, wordle6 …": {
        "pt": "O jogo das novas partidas: termo, wordle, quordle …",
        "es": "El juego de las partidas nuevas: spanish, wordle, quordle …",
        "de": "Das Spiel neuer Spiele: german, wordle, quordle …",
    },
    "The language replies speak: auto (Discord's), en, pt, es or de": {
        "pt": "A língua das respostas: auto (a do Discord), en, pt, es ou de",
        "es": "El idioma de las respuestas: auto (el de Discord), en, pt, es o de",
        "de": "Die Sprache der Antworten: auto (die von Discord), en, pt, es oder de",
    },
    "This server's own word list: answers and guesses as text files (admins)": {
        "pt": "A lista de palavras deste servidor: respostas e palpites em arquivos (admins)",
        "es": "La lista de palabras de este servidor: respuestas y palabras en archivos (admins)",
        "de": "Die eigene Wortliste dieses Servers: Lösungen und Wörter als Dateien (Admins)",
    },
    "A text file, one likely answer a line": {
        "pt": "Um arquivo de texto, uma resposta provável por linha",
        "es": "Un archivo de texto, una respuesta probable por línea",
        "de": "Eine Textdatei, eine wahrscheinliche Lösung pro Zeile",
    },
    "A text file of the other words allowed": {
        "pt": "Um arquivo de texto com as outras palavras aceitas",
        "es": "Un archivo de texto con las otras palabras admitidas",
        "de": "Eine Textdatei mit den anderen erlaubten Wörtern",
    },
    "Go back to the bundled lists": {
        "pt": "Voltar às listas incluídas",
        "es": "Volver a las listas incluidas",
        "de": "Zu den mitgelieferten Listen zurück",
    },
    "Your pictures' colours: the game's usual ones, or high contrast (orange and blue)": {
        "pt": "As cores das suas imagens: as de sempre, ou alto contraste (laranja e azul)",
        "es": "Los colores de tus imágenes: los de siempre, o alto contraste (naranja y azul)",
        "de": "Die Farben deiner Bilder: die üblichen oder hoher Kontrast (Orange und Blau)",
    },
    "How to use wordle-huddle": {
        "pt": "Como usar o wordle-huddle",
        "es": "Cómo usar wordle-huddle",
        "de": "So benutzt du wordle-huddle",
    },
    "Games, win rate, streaks and guess distribution": {
        "pt": "Partidas, vitórias, sequências e distribuição de tentativas",
        "es": "Partidas, victorias, rachas y distribución de intentos",
        "de": "Spiele, Siegquote, Serien und Verteilung der Versuche",
    },
    "Whose stats (default: yours)": {
        "pt": "De quem (padrão: as suas)",
        "es": "De quién (por defecto: las tuyas)",
        "de": "Wessen Statistik (Vorgabe: deine)",
    },
    "Which game (default: Wordle)": {
        "pt": "Qual jogo (padrão: Wordle)",
        "es": "Qué juego (por defecto: Wordle)",
        "de": "Welches Spiel (Vorgabe: Wordle)",
    },
    "Who plays best here, fair to each day's difficulty": {
        "pt": "Quem joga melhor aqui, justo com a dificuldade de cada dia",
        "es": "Quién juega mejor aquí, justo con la dificultad de cada día",
        "de": "Wer hier am besten spielt, fair zur Schwierigkeit jedes Tages",
    },
    "Which answers fit every grid posted for a puzzle": {
        "pt": "Que respostas cabem em todas as grades postadas de um desafio",
        "es": "Qué respuestas encajan con todas las cuadrículas publicadas de un reto",
        "de": "Welche Lösungen zu allen Rastern eines Rätsels passen",
    },
    "Puzzle number (default: the latest with a grid)": {
        "pt": "Número do desafio (padrão: o último com uma grade)",
        "es": "Número del reto (por defecto: el último con una cuadrícula)",
        "de": "Nummer des Rätsels (Vorgabe: das neueste mit einem Raster)",
    },
    "This channel's last game, guess by guess: skill and luck": {
        "pt": "A última partida deste canal, palpite a palpite: habilidade e sorte",
        "es": "La última partida de este canal, palabra a palabra: habilidad y suerte",
        "de": "Das letzte Spiel dieses Kanals, Wort für Wort: Können und Glück",
    },
    "Read this channel's history for results: the Wordle app's, and pasted shares": {
        "pt": "Ler o histórico deste canal: resultados do app Wordle e resultados colados",
        "es": "Leer el historial de este canal: resultados de la app Wordle y los pegados",
        "de": "Den Verlauf dieses Kanals lesen: Ergebnisse der Wordle-App und geteilte",
    },
    "How far back (default 30, at most 365)": {
        "pt": "Quantos dias para trás (padrão 30, no máximo 365)",
        "es": "Cuántos días atrás (por defecto 30, como mucho 365)",
        "de": "Wie weit zurück (Vorgabe 30, höchstens 365)",
    },
    "Who a plain @name in the Wordle app's results is (no member: the names waiting)": {
        "pt": "Quem é um @nome nos resultados do app Wordle (sem membro: os nomes à espera)",
        "es": "Quién es un @nombre en los resultados de la app Wordle (sin miembro: los "
        "pendientes)",
        "de": "Wer ein @Name in den Ergebnissen der Wordle-App ist (ohne Mitglied: die offenen)",
    },
    "The name as the Wordle app wrote it": {
        "pt": "O nome como o app Wordle o escreveu",
        "es": "El nombre como lo escribió la app Wordle",
        "de": "Der Name, wie die Wordle-App ihn schrieb",
    },
    "The member it is": {"pt": "O membro", "es": "El miembro", "de": "Das Mitglied"},
    "Erase your results and your name from past games": {
        "pt": "Apagar seus resultados e seu nome das partidas passadas",
        "es": "Borrar tus resultados y tu nombre de las partidas pasadas",
        "de": "Deine Ergebnisse und deinen Namen aus früheren Spielen löschen",
    },
    "See the daily summary or a leaderboard privately, with a button to publish it": {
        "pt": "Ver o resumo diário ou uma classificação em privado, com um botão para publicar",
        "es": "Ver el resumen diario o una clasificación en privado, con un botón para publicarlo",
        "de": "Die Tageszusammenfassung oder eine Rangliste privat sehen, mit Knopf zum Posten",
    },
    "The summary, or a period's leaderboard": {
        "pt": "O resumo, ou a classificação de um período",
        "es": "El resumen, o la clasificación de un periodo",
        "de": "Die Zusammenfassung oder die Rangliste eines Zeitraums",
    },
    "Your results here as a file, CSV or JSON (admins: everyone's)": {
        "pt": "Seus resultados aqui como arquivo, CSV ou JSON (admins: os de todos)",
        "es": "Tus resultados aquí como archivo, CSV o JSON (admins: los de todos)",
        "de": "Deine Ergebnisse hier als Datei, CSV oder JSON (Admins: die aller)",
    },
    "CSV (for a spreadsheet) or JSON": {
        "pt": "CSV (para uma planilha) ou JSON",
        "es": "CSV (para una hoja de cálculo) o JSON",
        "de": "CSV (für eine Tabellenkalkulation) oder JSON",
    },
    "Everyone's (Manage Server)": {
        "pt": "Os de todos (Gerenciar Servidor)",
        "es": "Los de todos (Gestionar servidor)",
        "de": "Die aller (Server verwalten)",
    },
    "Your last puzzles, or a player's, with the rolling average": {
        "pt": "Seus últimos desafios, ou de um jogador, com a média móvel",
        "es": "Tus últimos retos, o los de un jugador, con la media móvil",
        "de": "Deine letzten Rätsel oder die eines Spielers, mit gleitendem Schnitt",
    },
    "Whose (default: yours)": {
        "pt": "De quem (padrão: seu)",
        "es": "De quién (por defecto: tuyo)",
        "de": "Wessen (Vorgabe: deins)",
    },
    "Head to head on the puzzles both played": {
        "pt": "Frente a frente nos desafios que ambos jogaram",
        "es": "Cara a cara en los retos que jugaron ambos",
        "de": "Direkter Vergleich bei den Rätseln, die beide spielten",
    },
    "Who": {"pt": "Quem", "es": "Quién", "de": "Wer"},
    "And whom (default: you, first)": {
        "pt": "E quem (padrão: você, primeiro)",
        "es": "Y quién (por defecto: tú, primero)",
        "de": "Und wen (Vorgabe: du, zuerst)",
    },
    "A game started but not finished by the summary: listed apart, or a loss": {
        "pt": "Uma partida começada e não terminada até o resumo: à parte, ou derrota",
        "es": "Una partida empezada sin terminar al llegar el resumen: aparte, o derrota",
        "de": "Ein begonnenes, bis zur Zusammenfassung offenes Spiel: gesondert oder verloren",
    },
    "The leaderboards the daily summary adds: the week's on Mondays, the month's on the 1st": {
        "pt": "As classificações do resumo diário: a da semana às segundas, a do mês no dia 1",
        "es": "Las clasificaciones del resumen diario: la semanal los lunes, la mensual el día 1",
        "de": "Die Ranglisten der Tageszusammenfassung: montags die Woche, am 1. den Monat",
    },
    "What advice names first: a word players know where it is close, or the best": {
        "pt": "O que os conselhos dão primeiro: uma palavra conhecida se perto, ou a melhor",
        "es": "Qué dan primero los consejos: una palabra conocida si está cerca, o la mejor",
        "de": "Was Tipps zuerst nennen: ein bekanntes Wort, wenn es nahe ist, oder das beste",
    },
}
