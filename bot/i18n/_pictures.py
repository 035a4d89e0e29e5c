"""The translation table's entries for the pictures: their labels and the descriptions
screen readers read."""

from __future__ import annotations

PICTURES: dict[str, dict[str, str]] = {
    "Board {board}, {count} of {rows} rows: {played}.": {
        "pt": "Tabuleiro {board}, {count} de {rows} linhas: {played}.",
        "es": "Tablero {board}, {count} de {rows} filas: {played}.",
        "de": "Feld {board}, {count} von {rows} Zeilen: {played}.",
    },
    "Board, {count} of {rows} rows: {played}.": {
        "pt": "Tabuleiro, {count} de {rows} linhas: {played}.",
        "es": "Tablero, {count} de {rows} filas: {played}.",
        "de": "Feld, {count} von {rows} Zeilen: {played}.",
    },
    "Colours: high contrast (green shown as orange, yellow as blue).": {
        "pt": "Cores: alto contraste (verde mostrado como laranja, amarelo como azul).",
        "es": "Colores: alto contraste (verde como naranja, amarillo como azul).",
        "de": "Farben: kontrastreich (Grün als Orange, Gelb als Blau).",
    },
    "Guess distribution: {won}. Last {count} puzzle: {played}.": {
        "pt": "Distribuição de palpites: {won}. Último {count} desafio: {played}.",
        "es": "Distribución de palabras: {won}. Último {count} reto: {played}.",
        "de": "Verteilung der Versuche: {won}. Letztes {count} Rätsel: {played}.",
    },
    "Guess distribution: {won}. Last {count} puzzles: {played}.": {
        "pt": "Distribuição de palpites: {won}. Últimos {count} desafios: {played}.",
        "es": "Distribución de palabras: {won}. Últimos {count} retos: {played}.",
        "de": "Verteilung der Versuche: {won}. Letzte {count} Rätsel: {played}.",
    },
    "Guess distribution: {won}. No puzzles played yet.": {
        "pt": "Distribuição de palpites: {won}. Nenhum desafio jogado ainda.",
        "es": "Distribución de palabras: {won}. Aún no se ha jugado ningún reto.",
        "de": "Verteilung der Versuche: {won}. Noch keine Rätsel gespielt.",
    },
    "Last {count} puzzle": {
        "pt": "Último {count} desafio",
        "es": "Último {count} reto",
        "de": "Letztes {count} Rätsel",
    },
    "Last {count} puzzles": {
        "pt": "Últimos {count} desafios",
        "es": "Últimos {count} retos",
        "de": "Letzte {count} Rätsel",
    },
    "No guesses to analyse.": {
        "pt": "Nenhum palpite para analisar.",
        "es": "No hay palabras que analizar.",
        "de": "Keine Wörter zu analysieren.",
    },
    "Words left after each guess: {said}.": {
        "pt": "Palavras restantes depois de cada palpite: {said}.",
        "es": "Palabras restantes tras cada jugada: {said}.",
        "de": "Verbleibende Wörter nach jedem Versuch: {said}.",
    },
    "a guess": {
        "pt": "um palpite",
        "es": "una palabra",
        "de": "ein Wort",
    },
    "an answer": {
        "pt": "uma resposta",
        "es": "una respuesta",
        "de": "eine Lösung",
    },
    "green": {
        "pt": "verde",
        "es": "verde",
        "de": "grün",
    },
    "grey": {
        "pt": "cinza",
        "es": "gris",
        "de": "grau",
    },
    "yellow": {
        "pt": "amarelo",
        "es": "amarillo",
        "de": "gelb",
    },
    "no guesses yet": {
        "pt": "nenhum palpite ainda",
        "es": "aún no hay palabras",
        "de": "noch keine Wörter",
    },
    "{count} in {guesses}": {
        "pt": "{count} em {guesses}",
        "es": "{count} en {guesses}",
        "de": "{count} in {guesses}",
    },
    "shorter is better": {
        "pt": "menor é melhor",
        "es": "más corto es mejor",
        "de": "kürzer ist besser",
    },
    "words left (log scale)": {
        "pt": "palavras restantes (escala log)",
        "es": "palabras restantes (escala log)",
        "de": "verbleibende Wörter (log. Skala)",
    },
}
