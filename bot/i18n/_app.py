"""The translation table's entries for the Wordle app's feature: /link and the names it
used, /import's progress, and the daily summary."""

from __future__ import annotations

APP: dict[str, dict[str, str]] = {
    " (a loss counts as {cost})": {
        "pt": " (uma derrota conta como {cost})",
        "es": " (una derrota cuenta como {cost})",
        "de": " (eine Niederlage zählt als {cost})",
    },
    " {count} result kept under that name moved to them.": {
        "pt": " {count} resultado guardado com esse nome passou para essa pessoa.",
        "es": " {count} resultado guardado con ese nombre pasó a esa persona.",
        "de": " {count} unter diesem Namen gespeichertes Ergebnis ging auf sie über.",
    },
    " {count} results kept under that name moved to them.": {
        "pt": " {count} resultados guardados com esse nome passaram para essa pessoa.",
        "es": " {count} resultados guardados con ese nombre pasaron a esa persona.",
        "de": " {count} unter diesem Namen gespeicherte Ergebnisse gingen auf sie über.",
    },
    "@{player} {result}/6 · Wordle {puzzle} (no member yet: `/link`)": {
        "pt": "@{player} {result}/6 · Wordle {puzzle} (ainda sem membro: `/link`)",
        "es": "@{player} {result}/6 · Wordle {puzzle} (aún sin miembro: `/link`)",
        "de": "@{player} {result}/6 · Wordle {puzzle} (noch kein Mitglied: `/link`)",
    },
    "Already importing": {
        "pt": "Já importando",
        "es": "Ya importando",
        "de": "Import läuft schon",
    },
    "An import of this channel is running; its message shows how far it got.": {
        "pt": "Uma importação deste canal está em andamento; a mensagem dela mostra até onde "
        "chegou.",
        "es": "Hay una importación de este canal en marcha; su mensaje muestra hasta dónde llegó.",
        "de": "Ein Import dieses Kanals läuft; seine Nachricht zeigt, wie weit er ist.",
    },
    "Before it stopped: {read}. Nothing is counted twice.": {
        "pt": "Antes de parar: {read}. Nada é contado duas vezes.",
        "es": "Antes de parar: {read}. Nada se cuenta dos veces.",
        "de": "Bevor er anhielt: {read}. Nichts wird doppelt gezählt.",
    },
    "Done: {read}.": {
        "pt": "Pronto: {read}.",
        "es": "Hecho: {read}.",
        "de": "Fertig: {read}.",
    },
    "Every player the Wordle app named is a member here.": {
        "pt": "Todo jogador que o app Wordle citou é membro aqui.",
        "es": "Cada jugador que nombró la app Wordle es miembro aquí.",
        "de": "Jeder Spieler, den die Wordle-App nannte, ist hier Mitglied.",
    },
    "Give `/link name:NAME member:@someone` to count them as that member's.": {
        "pt": "Use `/link name:NOME member:@alguém` para contá-los como desse membro.",
        "es": "Usa `/link name:NOMBRE member:@alguien` para contarlos como de ese miembro.",
        "de": "Gib `/link name:NAME member:@jemand` ein, um sie diesem Mitglied zuzurechnen.",
    },
    "Group average {average}{lost}; best {best} · {players} · group streak {days}": {
        "pt": "Média do grupo {average}{lost}; melhor {best} · {players} · sequência do grupo "
        "{days}",
        "es": "Media del grupo {average}{lost}; mejor {best} · {players} · racha del grupo {days}",
        "de": "Gruppenschnitt {average}{lost}; bestes {best} · {players} · Gruppenserie {days}",
    },
    "History imported": {
        "pt": "Histórico importado",
        "es": "Historial importado",
        "de": "Verlauf importiert",
    },
    "Import paused for a restart": {
        "pt": "Importação pausada por um reinício",
        "es": "Importación en pausa por un reinicio",
        "de": "Import wegen Neustart pausiert",
    },
    "Importing this channel's history…": {
        "pt": "Importando o histórico deste canal…",
        "es": "Importando el historial de este canal…",
        "de": "Importiere den Verlauf dieses Kanals…",
    },
    "Name linked": {
        "pt": "Nome vinculado",
        "es": "Nombre vinculado",
        "de": "Name verknüpft",
    },
    "Names the Wordle app used that no member has": {
        "pt": "Nomes que o app Wordle usou e nenhum membro tem",
        "es": "Nombres que usó la app Wordle y ningún miembro tiene",
        "de": "Namen der Wordle-App, die kein Mitglied hat",
    },
    "No names to link": {
        "pt": "Nenhum nome para vincular",
        "es": "No hay nombres que vincular",
        "de": "Keine Namen zu verknüpfen",
    },
    "Only in a server": {
        "pt": "Só num servidor",
        "es": "Solo en un servidor",
        "de": "Nur auf einem Server",
    },
    "Picking up the import a restart stopped": {
        "pt": "Retomando a importação que um reinício parou",
        "es": "Retomando la importación que detuvo un reinicio",
        "de": "Setze den Import fort, den ein Neustart anhielt",
    },
    "So far: {read}.": {
        "pt": "Até agora: {read}.",
        "es": "Hasta ahora: {read}.",
        "de": "Bisher: {read}.",
    },
    "So far: {read}. It goes on by itself once I am back.": {
        "pt": "Até agora: {read}. Ela continua sozinha quando eu voltar.",
        "es": "Hasta ahora: {read}. Sigue sola cuando vuelva.",
        "de": "Bisher: {read}. Er geht von selbst weiter, sobald ich zurück bin.",
    },
    "The Wordle app's **@{name}** is **{member}** from now on.": {
        "pt": "O **@{name}** do app Wordle é **{member}** a partir de agora.",
        "es": "El **@{name}** de la app Wordle es **{member}** a partir de ahora.",
        "de": "**@{name}** aus der Wordle-App ist ab jetzt **{member}**.",
    },
    "This reads a server channel: use it there.": {
        "pt": "Isto lê um canal de servidor: use lá.",
        "es": "Esto lee un canal de servidor: úsalo allí.",
        "de": "Das liest einen Serverkanal: benutze es dort.",
    },
    "Wordle {puzzle}: yesterday's results": {
        "pt": "Wordle {puzzle}: os resultados de ontem",
        "es": "Wordle {puzzle}: los resultados de ayer",
        "de": "Wordle {puzzle}: die Ergebnisse von gestern",
    },
    "`/stats` and `/leaderboard` count them now.": {
        "pt": "`/stats` e `/leaderboard` já os contam.",
        "es": "`/stats` y `/leaderboard` ya los cuentan.",
        "de": "`/stats` und `/leaderboard` zählen sie jetzt.",
    },
    "read {messages}, {results} recorded": {
        "pt": "li {messages}, {results} registrados",
        "es": "leí {messages}, {results} registrados",
        "de": "{messages} gelesen, {results} erfasst",
    },
    "{count} day": {
        "pt": "{count} dia",
        "es": "{count} día",
        "de": "{count} Tag",
    },
    "{count} days": {
        "pt": "{count} dias",
        "es": "{count} días",
        "de": "{count} Tage",
    },
    "{count} message": {
        "pt": "{count} mensagem",
        "es": "{count} mensaje",
        "de": "{count} Nachricht",
    },
    "{count} messages": {
        "pt": "{count} mensagens",
        "es": "{count} mensajes",
        "de": "{count} Nachrichten",
    },
    "{count} player": {
        "pt": "{count} jogador",
        "es": "{count} jugador",
        "de": "{count} Spieler",
    },
    "{count} players": {
        "pt": "{count} jogadores",
        "es": "{count} jugadores",
        "de": "{count} Spieler",
    },
    " on a hard day": {
        "pt": " num dia difícil",
        "es": " en un día difícil",
        "de": " an einem schweren Tag",
    },
    " on an easy day": {
        "pt": " num dia fácil",
        "es": " en un día fácil",
        "de": " an einem leichten Tag",
    },
    "{player} joins the week's board at {place} with a {result}{day}": {
        "pt": "{player} entra na classificação da semana em {place} com um {result}{day}",
        "es": "{player} entra en la clasificación de la semana en {place} con un {result}{day}",
        "de": "{player} steigt mit einem {result}{day} auf Platz {place} in die "
        "Wochenrangliste ein",
    },
    "{player} up to {place} after a {result}{day}": {
        "pt": "{player} sobe para {place} depois de um {result}{day}",
        "es": "{player} sube a {place} tras un {result}{day}",
        "de": "{player} steigt auf Platz {place} nach einem {result}{day}",
    },
    "{player} down to {place} after a {result}{day}": {
        "pt": "{player} cai para {place} depois de um {result}{day}",
        "es": "{player} baja a {place} tras un {result}{day}",
        "de": "{player} fällt auf Platz {place} nach einem {result}{day}",
    },
    "*A preview only you see: **Publish** posts it in this channel.*": {
        "pt": "*Uma prévia que só você vê: **Publicar** a posta neste canal.*",
        "es": "*Una vista previa que solo ves tú: **Publicar** la publica en este canal.*",
        "de": "*Eine Vorschau, die nur du siehst: **Veröffentlichen** postet sie in diesem Kanal.*",
    },
    "Not yours to publish": {
        "pt": "Não cabe a você publicar",
        "es": "No te toca publicarlo",
        "de": "Nicht deins zum Veröffentlichen",
    },
    "Publishing is for members with Manage Server, as `/preview` is.": {
        "pt": "Publicar é para membros com Gerenciar Servidor, como o `/preview`.",
        "es": "Publicar es para miembros con Gestionar servidor, como `/preview`.",
        "de": "Veröffentlichen ist für Mitglieder mit „Server verwalten“, wie `/preview`.",
    },
    "Nothing to publish": {
        "pt": "Nada para publicar",
        "es": "Nada que publicar",
        "de": "Nichts zu veröffentlichen",
    },
    "Nobody here has a result yet: the summary comes once someone plays.": {
        "pt": "Ninguém aqui tem um resultado ainda: o resumo vem quando alguém jogar.",
        "es": "Nadie aquí tiene un resultado aún: el resumen llega cuando alguien juegue.",
        "de": "Hier hat noch niemand ein Ergebnis: die Zusammenfassung kommt, sobald jemand "
        "spielt.",
    },
    "Publish": {"pt": "Publicar", "es": "Publicar", "de": "Veröffentlichen"},
    "Published.": {"pt": "Publicado.", "es": "Publicado.", "de": "Veröffentlicht."},
    "A game started but not finished by the daily summary counts as lost.": {
        "pt": "Uma partida começada e não terminada até o resumo diário conta como derrota.",
        "es": "Una partida empezada y sin terminar al llegar el resumen diario cuenta como "
        "derrota.",
        "de": "Ein begonnenes, bis zur Tageszusammenfassung nicht beendetes Spiel zählt als "
        "verloren.",
    },
    "A game started but not finished by the daily summary is listed apart.": {
        "pt": "Uma partida começada e não terminada até o resumo diário é listada à parte.",
        "es": "Una partida empezada y sin terminar al llegar el resumen diario se lista aparte.",
        "de": "Ein begonnenes, bis zur Tageszusammenfassung nicht beendetes Spiel wird "
        "gesondert genannt.",
    },
    "Started, no result yet: {players}": {
        "pt": "Começaram, ainda sem resultado: {players}",
        "es": "Empezaron, aún sin resultado: {players}",
        "de": "Begonnen, noch ohne Ergebnis: {players}",
    },
    "a started game is one of {choices}": {
        "pt": "uma partida começada é uma destas: {choices}",
        "es": "una partida empezada es una de estas: {choices}",
        "de": "ein begonnenes Spiel ist eins von {choices}",
    },
    "The daily summary adds no leaderboard.": {
        "pt": "O resumo diário não acrescenta classificação.",
        "es": "El resumen diario no añade clasificación.",
        "de": "Die Tageszusammenfassung fügt keine Rangliste an.",
    },
    "The daily summary adds the month's leaderboard on the 1st.": {
        "pt": "O resumo diário acrescenta a classificação do mês no dia 1º.",
        "es": "El resumen diario añade la clasificación del mes el día 1.",
        "de": "Die Tageszusammenfassung fügt am 1. die Monatsrangliste an.",
    },
    "The daily summary adds the week's leaderboard on Mondays.": {
        "pt": "O resumo diário acrescenta a classificação da semana às segundas.",
        "es": "El resumen diario añade la clasificación de la semana los lunes.",
        "de": "Die Tageszusammenfassung fügt montags die Wochenrangliste an.",
    },
    "The daily summary adds the week's leaderboard on Mondays and the month's on the 1st.": {
        "pt": "O resumo diário acrescenta a classificação da semana às segundas e a do mês no "
        "dia 1º.",
        "es": "El resumen diario añade la clasificación de la semana los lunes y la del mes el "
        "día 1.",
        "de": "Die Tageszusammenfassung fügt montags die Wochenrangliste und am 1. die "
        "Monatsrangliste an.",
    },
    "the summary's boards are one of {choices}": {
        "pt": "as classificações do resumo são uma destas: {choices}",
        "es": "las clasificaciones del resumen son una de estas: {choices}",
        "de": "die Ranglisten der Zusammenfassung sind eins von {choices}",
    },
    "Advice names the best guess first, however rare the word.": {
        "pt": "Os conselhos dão primeiro o melhor palpite, por mais rara que seja a palavra.",
        "es": "Los consejos dan primero la mejor jugada, por rara que sea la palabra.",
        "de": "Tipps nennen zuerst den besten Versuch, wie selten das Wort auch ist.",
    },
    "Advice names a word players know first where it is close to the best, and says so "
    "when a rare word leads.": {
        "pt": "Os conselhos dão primeiro uma palavra conhecida quando fica perto da melhor, e "
        "avisam quando uma palavra rara vem à frente.",
        "es": "Los consejos dan primero una palabra conocida cuando está cerca de la mejor, y "
        "avisan cuando una palabra rara va delante.",
        "de": "Tipps nennen zuerst ein bekanntes Wort, wenn es dem besten nahekommt, und sagen "
        "es, wenn ein seltenes Wort vorn steht.",
    },
    "advice is one of {choices}": {
        "pt": "os conselhos são um destes: {choices}",
        "es": "los consejos son uno de estos: {choices}",
        "de": "Tipps sind eins von {choices}",
    },
}
