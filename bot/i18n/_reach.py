"""The translation table's entries for reaching players where the bot cannot read every
message: the message commands (right-click → Apps), running without Discord's Message
Content access."""

from __future__ import annotations

REACH: dict[str, dict[str, str]] = {
    "Nothing to read there": {
        "pt": "Nada para ler aí",
        "es": "Nada que leer ahí",
        "de": "Da gibt es nichts zu lesen",
    },
    "That message has no Wordle rows or result I can read.": {
        "pt": "Essa mensagem não tem linhas de Wordle nem resultado que eu consiga ler.",
        "es": "Ese mensaje no tiene filas de Wordle ni un resultado que pueda leer.",
        "de": "Diese Nachricht hat keine Wordle-Zeilen und kein Ergebnis, das ich lesen kann.",
    },
    "Not a result": {
        "pt": "Não é um resultado",
        "es": "No es un resultado",
        "de": "Kein Ergebnis",
    },
    "That message has guesses, not a finished game: use **Add to the game** on it.": {
        "pt": "Essa mensagem tem palpites, não uma partida terminada: use "
        "**Adicionar à partida** nela.",
        "es": "Ese mensaje tiene jugadas, no una partida terminada: usa "
        "**Añadir a la partida** en él.",
        "de": "Diese Nachricht hat Wörter, kein fertiges Spiel: nimm darauf "
        "**Zum Spiel hinzufügen**.",
    },
    "Already counted": {
        "pt": "Já contado",
        "es": "Ya contado",
        "de": "Schon gezählt",
    },
    "Everything in that message is in already: nothing changed.": {
        "pt": "Tudo nessa mensagem já está registrado: nada mudou.",
        "es": "Todo lo de ese mensaje ya está registrado: no cambió nada.",
        "de": "Alles aus dieser Nachricht ist schon erfasst: nichts geändert.",
    },
    "Done": {"pt": "Feito", "es": "Hecho", "de": "Erledigt"},
    "This server's replies are reactions, so only you see this.": {
        "pt": "As respostas deste servidor são reações, então só você vê isto.",
        "es": "Las respuestas de este servidor son reacciones, así que solo tú ves esto.",
        "de": "Dieser Server antwortet mit Reaktionen, darum siehst nur du das.",
    },
    "I run without Discord's Message Content access here: I read pastes that mention me "
    "({example}), replies to my messages, DMs and commands, or right-click a message → "
    "Apps → **Add to the game** or **Count this result**. The Wordle app's posts and "
    "`/import` need that access: the bot's owner turns it on in Discord's developer "
    "portal and sets `HUDDLE_MESSAGE_CONTENT=on`.": {
        "pt": "Aqui eu rodo sem o acesso ao conteúdo das mensagens do Discord: leio colagens "
        "que me mencionam ({example}), respostas às minhas mensagens, DMs e comandos, ou "
        "clique com o botão direito numa mensagem → Apps → **Adicionar à partida** ou "
        "**Contar este resultado**. As postagens do app Wordle e o `/import` precisam desse "
        "acesso: o dono do bot o ativa no portal de desenvolvedores do Discord e define "
        "`HUDDLE_MESSAGE_CONTENT=on`.",
        "es": "Aquí funciono sin el acceso al contenido de los mensajes de Discord: leo lo "
        "que pegan mencionándome ({example}), las respuestas a mis mensajes, los MD y los "
        "comandos, o clic derecho en un mensaje → Apps → **Añadir a la partida** o "
        "**Contar este resultado**. Las publicaciones de la app de Wordle y `/import` "
        "necesitan ese acceso: quien gestiona el bot lo activa en el portal de "
        "desarrolladores de Discord y pone `HUDDLE_MESSAGE_CONTENT=on`.",
        "de": "Ich laufe hier ohne Discords Zugriff auf Nachrichteninhalte: Ich lese "
        "Einfügungen, die mich erwähnen ({example}), Antworten auf meine Nachrichten, DMs "
        "und Befehle, oder Rechtsklick auf eine Nachricht → Apps → **Zum Spiel "
        "hinzufügen** oder **Dieses Ergebnis zählen**. Die Beiträge der Wordle-App und "
        "`/import` brauchen diesen Zugriff: Wer den Bot betreibt, schaltet ihn im "
        "Entwicklerportal von Discord ein und setzt `HUDDLE_MESSAGE_CONTENT=on`.",
    },
    "Import is off here": {
        "pt": "A importação está desligada aqui",
        "es": "La importación está desactivada aquí",
        "de": "Der Import ist hier aus",
    },
    "Reading past messages needs Discord's Message Content access, which this bot runs "
    "without. Right-click a result → Apps → **Count this result** counts one.": {
        "pt": "Ler mensagens antigas precisa do acesso ao conteúdo das mensagens do Discord, "
        "e este bot roda sem ele. Clique com o botão direito num resultado → Apps → "
        "**Contar este resultado** conta um.",
        "es": "Leer mensajes pasados necesita el acceso al contenido de los mensajes de "
        "Discord, y este bot funciona sin él. Clic derecho en un resultado → Apps → "
        "**Contar este resultado** cuenta uno.",
        "de": "Alte Nachrichten zu lesen braucht Discords Zugriff auf Nachrichteninhalte, "
        "ohne den dieser Bot läuft. Rechtsklick auf ein Ergebnis → Apps → **Dieses "
        "Ergebnis zählen** zählt eines.",
    },
}
