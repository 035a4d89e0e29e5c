"""The translation table's entries for what a paste got wrong: the line it names, a
letter the game lacks, a word's length, colours no word gives, and every notation slip
(solver/wording.py's feedback errors reach them through ``say``)."""

from __future__ import annotations

ERRORS: dict[str, dict[str, str]] = {
    "Line {line} ({text}): {problem}": {
        "pt": "Linha {line} ({text}): {problem}",
        "es": "Línea {line} ({text}): {problem}",
        "de": "Zeile {line} ({text}): {problem}",
    },
    "{word} has {letter}, a letter this game's words don't have; type the word as the game "
    "shows it": {
        "pt": "{word} tem {letter}, uma letra que as palavras deste jogo não têm; digite a "
        "palavra como o jogo a mostra",
        "es": "{word} tiene {letter}, una letra que las palabras de este juego no tienen; "
        "escribe la palabra como la muestra el juego",
        "de": "{word} hat {letter}, einen Buchstaben, den die Wörter dieses Spiels nicht haben; "
        "tippe das Wort, wie das Spiel es zeigt",
    },
    "{word} has {letters} letters; Wordle words have {length}": {
        "pt": "{word} tem {letters} letras; as palavras do Wordle têm {length}",
        "es": "{word} tiene {letters} letras; las palabras del Wordle tienen {length}",
        "de": "{word} hat {letters} Buchstaben; Wordle-Wörter haben {length}",
    },
    "{word} can't score {tiles} against any word: {why}. Check the colours and paste it again": {
        "pt": "{word} não pode dar {tiles} contra nenhuma palavra: {why}. Confira as cores e "
        "cole de novo",
        "es": "{word} no puede dar {tiles} contra ninguna palabra: {why}. Revisa los colores y "
        "pégalo otra vez",
        "de": "{word} kann gegen kein Wort {tiles} ergeben: {why}. Prüfe die Farben und füge "
        "es noch einmal ein",
    },
    "four greens and one yellow can't happen (the yellow letter would have nowhere to go)": {
        "pt": "quatro verdes e uma amarela não pode acontecer (a letra amarela não teria para "
        "onde ir)",
        "es": "cuatro verdes y una amarilla no puede pasar (la letra amarilla no tendría adónde "
        "ir)",
        "de": "vier grüne und ein gelber geht nicht (der gelbe Buchstabe hätte keinen Platz)",
    },
    "no word in any list gives that feedback": {
        "pt": "nenhuma palavra de nenhuma lista dá essas cores",
        "es": "ninguna palabra de ninguna lista da esos colores",
        "de": "kein Wort irgendeiner Liste ergibt diese Farben",
    },
    "the score is empty; type one tile per letter, e.g. c.E.. or 20010": {
        "pt": "as cores estão vazias; digite uma por letra, por exemplo c.E.. ou 20010",
        "es": "los colores están vacíos; escribe uno por letra, p. ej. c.E.. o 20010",
        "de": "die Farben fehlen; tippe eine je Buchstabe, z. B. c.E.. oder 20010",
    },
    "{char} in {text} is not a tile; use g (green), y (yellow), b (grey), or digits 2/1/0, or "
    "GUESS=SCORE letters": {
        "pt": "{char} em {text} não é uma cor; use g (verde), y (amarela), b (cinza), ou os "
        "dígitos 2/1/0, ou letras PALPITE=CORES",
        "es": "{char} en {text} no es un color; usa g (verde), y (amarillo), b (gris), o los "
        "dígitos 2/1/0, o letras PALABRA=COLORES",
        "de": "{char} in {text} ist keine Farbe; nimm g (grün), y (gelb), b (grau), oder die "
        "Ziffern 2/1/0, oder Buchstaben WORT=FARBEN",
    },
    "{text} has {tiles} tiles but {guess} has {length} letters; type one tile per letter": {
        "pt": "{text} tem {tiles} cores mas {guess} tem {length} letras; digite uma por letra",
        "es": "{text} tiene {tiles} colores pero {guess} tiene {length} letras; escribe uno por "
        "letra",
        "de": "{text} hat {tiles} Farben, aber {guess} hat {length} Buchstaben; tippe eine je "
        "Buchstabe",
    },
    "{text} has {tiles} tiles but words have {length} letters; type one tile per letter": {
        "pt": "{text} tem {tiles} cores mas as palavras têm {length} letras; digite uma por letra",
        "es": "{text} tiene {tiles} colores pero las palabras tienen {length} letras; escribe "
        "uno por letra",
        "de": "{text} hat {tiles} Farben, aber die Wörter haben {length} Buchstaben; tippe "
        "eine je Buchstabe",
    },
    "{place} tile {char} in {text} is not a square the score can use; use {legend}": {
        "pt": "a cor {place} {char} em {text} não é um quadrado que valha; use {legend}",
        "es": "el color {place} {char} en {text} no es un cuadrado válido; usa {legend}",
        "de": "die Farbe {place} {char} in {text} ist kein gültiges Quadrat; nimm {legend}",
    },
    "{place} tile {char} in {text} is not a digit the score can use; use {legend}": {
        "pt": "a cor {place} {char} em {text} não é um dígito que valha; use {legend}",
        "es": "el color {place} {char} en {text} no es un dígito válido; usa {legend}",
        "de": "die Farbe {place} {char} in {text} ist keine gültige Ziffer; nimm {legend}",
    },
    "the {place} character {char} of {text} does not match the guess letter {upper}; type "
    "{upper} (green), {lower} (yellow) or . (grey)": {
        "pt": "o caractere {place} {char} de {text} não bate com a letra {upper} do palpite; "
        "digite {upper} (verde), {lower} (amarela) ou . (cinza)",
        "es": "el carácter {place} {char} de {text} no coincide con la letra {upper} de la "
        "palabra; escribe {upper} (verde), {lower} (amarilla) o . (gris)",
        "de": "das Zeichen {place} {char} in {text} passt nicht zum Buchstaben {upper} des "
        "Worts; tippe {upper} (grün), {lower} (gelb) oder . (grau)",
    },
    "{text}: {char} is not a letter; type the guess then its score, e.g. CHEST=c.E.. or caves "
    "20012": {
        "pt": "{text}: {char} não é uma letra; digite o palpite e depois as cores, por exemplo "
        "TERMO=t.R.. ou sarto 20012",
        "es": "{text}: {char} no es una letra; escribe la palabra y luego sus colores, p. ej. "
        "CERTA=c.R.. o sueño 20012",
        "de": "{text}: {char} ist kein Buchstabe; tippe das Wort und dann seine Farben, z. B. "
        "TARNE=t.R.. oder kekse 20012",
    },
    "{text}: the word is missing; type the guess then its score, e.g. CHEST=c.E.. or caves 20012": {
        "pt": "{text}: falta a palavra; digite o palpite e depois as cores, por exemplo "
        "TERMO=t.R.. ou sarto 20012",
        "es": "{text}: falta la palabra; escribe la palabra y luego sus colores, p. ej. "
        "CERTA=c.R.. o sueño 20012",
        "de": "{text}: das Wort fehlt; tippe das Wort und dann seine Farben, z. B. TARNE=t.R.. "
        "oder kekse 20012",
    },
    "{text}: type the guess then its score, e.g. CHEST=c.E.., caves 20012 or CRANE 🟩⬛⬛🟨⬛": {
        "pt": "{text}: digite o palpite e depois as cores, por exemplo TERMO=t.R.., sarto "
        "20012 ou SARTO 🟩⬛⬛🟨⬛",
        "es": "{text}: escribe la palabra y luego sus colores, p. ej. CERTA=c.R.., sueño 20012 "
        "o CERTA 🟩⬛⬛🟨⬛",
        "de": "{text}: tippe das Wort und dann seine Farben, z. B. TARNE=t.R.., kekse 20012 "
        "oder TARNE 🟩⬛⬛🟨⬛",
    },
}
