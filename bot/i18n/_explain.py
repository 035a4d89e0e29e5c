"""The translation table's entries for what the guesses prove: why a word is ruled out
(solver/wording.py REASONS) and what is known (``formatting.known_text``)."""

from __future__ import annotations

EXPLAIN: dict[str, dict[str, str]] = {
    "{shown}: {word} was played and wasn't it": {
        "pt": "{shown}: {word} foi jogada e não era ela",
        "es": "{shown}: {word} se jugó y no era",
        "de": "{shown}: {word} wurde gespielt und war es nicht",
    },
    "{word} is not a {need}-letter word": {
        "pt": "{word} não é uma palavra de {need} letras",
        "es": "{word} no es una palabra de {need} letras",
        "de": "{word} ist kein Wort mit {need} Buchstaben",
    },
    "{shown} cannot happen: Wordle colours the leftmost {letter} yellow before a later one, "
    "so a grey {letter} never comes before a yellow one": {
        "pt": "{shown} não pode acontecer: o Wordle pinta de amarelo o {letter} mais à "
        "esquerda antes de um posterior, então um {letter} cinza nunca vem antes de um amarelo",
        "es": "{shown} no puede pasar: Wordle pinta de amarillo la {letter} más a la izquierda "
        "antes que una posterior, así que una {letter} gris nunca va antes de una amarilla",
        "de": "{shown} kann nicht sein: Wordle färbt das linke {letter} zuerst gelb, also "
        "steht ein graues {letter} nie vor einem gelben",
    },
    "{shown} put {letter} in {place}, {word} has {found} there": {
        "pt": "{shown} pôs {letter} na {number}ª posição, {word} tem {found} ali",
        "es": "{shown} puso {letter} en la {number}.ª posición, {word} tiene {found} ahí",
        "de": "{shown} setzte {letter} an die {number}. Stelle, {word} hat dort {found}",
    },
    "{shown} showed there is {article} but not in {place}": {
        "pt": "{shown} mostrou que há um {letter}, mas não na {number}ª posição",
        "es": "{shown} mostró que hay una {letter}, pero no en la {number}.ª posición",
        "de": "{shown} zeigte: es gibt ein {letter}, aber nicht an der {number}. Stelle",
    },
    "{shown} showed there is no {letter} in {place}": {
        "pt": "{shown} mostrou que não há {letter} na {number}ª posição",
        "es": "{shown} mostró que no hay {letter} en la {number}.ª posición",
        "de": "{shown} zeigte: kein {letter} an der {number}. Stelle",
    },
    "{shown} showed there is no {letter}": {
        "pt": "{shown} mostrou que não há {letter}",
        "es": "{shown} mostró que no hay {letter}",
        "de": "{shown} zeigte: kein {letter}",
    },
    "{shown} showed only {copies}": {
        "pt": "{shown} mostrou só {need}× {letter}",
        "es": "{shown} mostró solo {need}× {letter}",
        "de": "{shown} zeigte nur {need}× {letter}",
    },
    "{shown} showed exactly {copies}, {word} has {copies_had}": {
        "pt": "{shown} mostrou exatamente {need}× {letter}, {word} tem {have}",
        "es": "{shown} mostró exactamente {need}× {letter}, {word} tiene {have}",
        "de": "{shown} zeigte genau {need}× {letter}, {word} hat {have}",
    },
    "{shown} showed there is {article}, {word} has {copies_had}": {
        "pt": "{shown} mostrou que há um {letter}, {word} tem {have}",
        "es": "{shown} mostró que hay una {letter}, {word} tiene {have}",
        "de": "{shown} zeigte: es gibt ein {letter}, {word} hat {have}",
    },
    "{shown} showed there is at least {copies}, {word} has {copies_had}": {
        "pt": "{shown} mostrou pelo menos {need}× {letter}, {word} tem {have}",
        "es": "{shown} mostró al menos {need}× {letter}, {word} tiene {have}",
        "de": "{shown} zeigte mindestens {need}× {letter}, {word} hat {have}",
    },
    "{word} is not in the {lists} word list": {
        "pt": "{word} não está na lista de palavras {lists}",
        "es": "{word} no está en la lista de palabras {lists}",
        "de": "{word} steht nicht in der Wortliste {lists}",
    },
    "{word} is a valid guess but not one of the likely answers": {
        "pt": "{word} é um palpite válido, mas não uma das respostas prováveis",
        "es": "{word} es una palabra válida, pero no una de las respuestas probables",
        "de": "{word} ist ein gültiges Wort, aber keine der wahrscheinlichen Lösungen",
    },
    "{letter} {place}": {
        "pt": "{letter} na {number}ª",
        "es": "{letter} en la {number}.ª",
        "de": "{letter} an {number}. Stelle",
    },
    "only {copies}": {
        "pt": "só {count}× {letter}",
        "es": "solo {count}× {letter}",
        "de": "nur {count}× {letter}",
    },
    "{article}": {"pt": "um {letter}", "es": "una {letter}", "de": "ein {letter}"},
    "exactly {copies}": {
        "pt": "exatamente {count}× {letter}",
        "es": "exactamente {count}× {letter}",
        "de": "genau {count}× {letter}",
    },
    "{copies}": {"pt": "{count}× {letter}", "es": "{count}× {letter}", "de": "{count}× {letter}"},
    ", not {places}": {
        "pt": ", não na {numbers}ª",
        "es": ", no en la {numbers}.ª",
        "de": ", nicht an {numbers}. Stelle",
    },
    "no {letters}": {"pt": "sem {letters}", "es": "sin {letters}", "de": "kein {letters}"},
    "nothing yet": {"pt": "nada ainda", "es": "nada aún", "de": "noch nichts"},
}
