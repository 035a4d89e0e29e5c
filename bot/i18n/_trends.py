"""The translation table's entries for /history and /compare, and their pictures."""

from __future__ import annotations

TRENDS: dict[str, dict[str, str]] = {
    "Guesses on each puzzle both played, {a} first: {each}.": {
        "pt": "Palpites em cada desafio que ambos jogaram, {a} primeiro: {each}.",
        "es": "Palabras en cada reto que jugaron ambos, {a} primero: {each}.",
        "de": "Versuche bei jedem Rätsel, das beide spielten, {a} zuerst: {each}.",
    },
    "Guesses per puzzle: {played}. Rolling average now {now}.": {
        "pt": "Palpites por desafio: {played}. Média móvel agora {now}.",
        "es": "Palabras por reto: {played}. Media móvil ahora {now}.",
        "de": "Versuche je Rätsel: {played}. Gleitender Schnitt jetzt {now}.",
    },
    "No puzzle both played.": {
        "pt": "Nenhum desafio que ambos jogaram.",
        "es": "Ningún reto que jugaran ambos.",
        "de": "Kein Rätsel, das beide spielten.",
    },
    "No puzzles played yet.": {
        "pt": "Nenhum desafio jogado ainda.",
        "es": "Aún no se ha jugado ningún reto.",
        "de": "Noch keine Rätsel gespielt.",
    },
    "No results yet: paste a share to count it.": {
        "pt": "Nenhum resultado ainda: cole um resultado para contá-lo.",
        "es": "Aún no hay resultados: pega un resultado para contarlo.",
        "de": "Noch keine Ergebnisse: füge ein Ergebnis ein, um es zu zählen.",
    },
    "No {game} puzzle both played yet.": {
        "pt": "Nenhum desafio de {game} que ambos jogaram ainda.",
        "es": "Aún no hay un reto de {game} que jugaran ambos.",
        "de": "Noch kein Rätsel von {game}, das beide spielten.",
    },
    "On those: {a} {a_mean} a game, {b} {b_mean} (a loss counts as {cost}).": {
        "pt": "Neles: {a} {a_mean} por partida, {b} {b_mean} (uma derrota conta como {cost}).",
        "es": "En ellos: {a} {a_mean} por partida, {b} {b_mean} (una derrota cuenta como {cost}).",
        "de": "Dabei: {a} {a_mean} je Spiel, {b} {b_mean} (eine Niederlage zählt als {cost}).",
    },
    "guesses per puzzle": {
        "pt": "palpites por desafio",
        "es": "palabras por reto",
        "de": "Versuche je Rätsel",
    },
    "line: average of the last {count}": {
        "pt": "linha: média dos últimos {count}",
        "es": "línea: media de los últimos {count}",
        "de": "Linie: Schnitt der letzten {count}",
    },
    "{a} vs {b}": {"pt": "{a} x {b}", "es": "{a} vs. {b}", "de": "{a} gegen {b}"},
    "{count} {game} puzzle both played: **{a}** fewer on {a_wins}, **{b}** on {b_wins}, "
    "{ties} tied.": {
        "pt": "{count} desafio de {game} que ambos jogaram: **{a}** usou menos em {a_wins}, "
        "**{b}** em {b_wins}, {ties} empatados.",
        "es": "{count} reto de {game} que jugaron ambos: **{a}** usó menos en {a_wins}, "
        "**{b}** en {b_wins}, {ties} empatados.",
        "de": "{count} Rätsel von {game}, das beide spielten: **{a}** brauchte weniger bei "
        "{a_wins}, **{b}** bei {b_wins}, {ties} gleich.",
    },
    "{count} {game} puzzles both played: **{a}** fewer on {a_wins}, **{b}** on {b_wins}, "
    "{ties} tied.": {
        "pt": "{count} desafios de {game} que ambos jogaram: **{a}** usou menos em {a_wins}, "
        "**{b}** em {b_wins}, {ties} empatados.",
        "es": "{count} retos de {game} que jugaron ambos: **{a}** usó menos en {a_wins}, "
        "**{b}** en {b_wins}, {ties} empatados.",
        "de": "{count} Rätsel von {game}, die beide spielten: **{a}** brauchte weniger bei "
        "{a_wins}, **{b}** bei {b_wins}, {ties} gleich.",
    },
    "{game} history: {player}": {
        "pt": "Histórico de {game}: {player}",
        "es": "Historial de {game}: {player}",
        "de": "Verlauf von {game}: {player}",
    },
    "Above the line: {name} needed fewer": {
        "pt": "Acima da linha: {name} usou menos",
        "es": "Sobre la línea: {name} usó menos",
        "de": "Über der Linie: {name} brauchte weniger",
    },
    "Below the line: {name} needed fewer": {
        "pt": "Abaixo da linha: {name} usou menos",
        "es": "Bajo la línea: {name} usó menos",
        "de": "Unter der Linie: {name} brauchte weniger",
    },
    "Last {count} puzzle: {mean} {unit} a game (fewer is better); the average of the "
    "last {window} now {now}, at the start {start}.": {
        "pt": "Último {count} desafio: {mean} {unit} por partida (menos é melhor); a média dos "
        "últimos {window} agora {now}, no começo {start}.",
        "es": "Último {count} reto: {mean} {unit} por partida (menos es mejor); la media de "
        "los últimos {window} ahora {now}, al principio {start}.",
        "de": "Letztes {count} Rätsel: {mean} {unit} je Spiel (weniger ist besser); der "
        "Schnitt der letzten {window} jetzt {now}, am Anfang {start}.",
    },
    "Last {count} puzzles: {mean} {unit} a game (fewer is better); the average of "
    "the last {window} now {now}, at the start {start}.": {
        "pt": "Últimos {count} desafios: {mean} {unit} por partida (menos é melhor); a média "
        "dos últimos {window} agora {now}, no começo {start}.",
        "es": "Últimos {count} retos: {mean} {unit} por partida (menos es mejor); la media de "
        "los últimos {window} ahora {now}, al principio {start}.",
        "de": "Letzte {count} Rätsel: {mean} {unit} je Spiel (weniger ist besser); der Schnitt "
        "der letzten {window} jetzt {now}, am Anfang {start}.",
    },
    "One puzzle so far: {puzzle}, lost (a loss counts as {cost} guesses; fewer is better).": {
        "pt": "Um desafio até agora: {puzzle}, perdido (uma derrota conta como {cost} "
        "palpites; menos é melhor).",
        "es": "Un reto hasta ahora: {puzzle}, perdido (una derrota cuenta como {cost} "
        "palabras; menos es mejor).",
        "de": "Bisher ein Rätsel: {puzzle}, verloren (eine Niederlage zählt als {cost} "
        "Versuche; weniger ist besser).",
    },
    "One puzzle so far: {puzzle} in {count} guess (fewer is better).": {
        "pt": "Um desafio até agora: {puzzle} em {count} palpite (menos é melhor).",
        "es": "Un reto hasta ahora: {puzzle} en {count} palabra (menos es mejor).",
        "de": "Bisher ein Rätsel: {puzzle} in {count} Versuch (weniger ist besser).",
    },
    "One puzzle so far: {puzzle} in {count} guesses (fewer is better).": {
        "pt": "Um desafio até agora: {puzzle} em {count} palpites (menos é melhor).",
        "es": "Un reto hasta ahora: {puzzle} en {count} palabras (menos es mejor).",
        "de": "Bisher ein Rätsel: {puzzle} in {count} Versuchen (weniger ist besser).",
    },
}
