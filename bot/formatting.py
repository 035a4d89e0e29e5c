"""The small helpers every reply uses: counts, lists, spoilers, a game's name."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from contextvars import ContextVar
from dataclasses import replace
from typing import Protocol

from bot.i18n import t, tn
from bot.numbers import number
from bot.word_order import ORDER
from solver import (
    LIKELY,
    ORDINALS,
    Candidates,
    Explanation,
    Guess,
    Knowledge,
    Pattern,
    Reason,
    Split,
    Variant,
    Words,
    article,
    copies,
    is_solved,
    left_text,
    note_text,
    problem_text,
    reason_text,
    to_emoji,
    variant_named,
    written_forms,
)

SHOWN_CANDIDATES = 40

# how this request's replies write a game's words: as its language does (Termo's ACUCAR is
# shown AÇÚCAR); a request starts with words as played (``spell_as(None)``), and taking
# up a game's words makes them its (bot/games/_kinds.py)
AS_PLAYED: dict[str, str] = {}
SPELLING: ContextVar[dict[str, str]] = ContextVar("spelling", default=AS_PLAYED)


def spell_as(words: Words | None) -> None:
    """Replies from here on in this request write words as ``words`` does (None: as
    played), and list them in its language's alphabetical order."""
    SPELLING.set(written_forms(words) if words is not None else AS_PLAYED)
    ORDER.set(words.language if words is not None else "en")


def typed_word(word: str, shown: str | None) -> str | None:
    """The word of a row as its player typed it (SÉRIA in ``SÉRIA ⬛⬛⬛⬛⬛``), where it
    carries marks the played word lacks: Termo plays SÉRIA and SERIA as one word, which
    the language's list writes "seria"; None where the typing adds nothing."""
    typed = re.match(r"\w+", shown or "")
    if typed is None or typed[0].isascii() or len(typed[0]) != len(word):
        return None
    letters = typed[0].lower()
    folded = (c if c == w else unicodedata.normalize("NFD", c)[0] for c, w in zip(letters, word))
    return letters if "".join(folded) == word else None


def spell_typed(rows: Sequence[Posted]) -> None:
    """Replies from here on in this request write each row's word as its player typed it
    where they wrote its accents (a board shows SÉRIA as posted, not the list's SERIA)."""
    typed = {r.word: w for r in rows if (w := typed_word(r.word, r.shown)) is not None}
    if typed:
        SPELLING.set({**SPELLING.get(), **typed})


def capital(letters: str) -> str:
    """Letters in capitals one for one, where each stands in its own place: a tile, a
    letter named alone ("ẞ 4th", "no ẞ"), a word whose letters a reply counts or points
    at.  ß is ẞ there: SS would be two letters in one place."""
    return letters.replace("ß", "ẞ").upper()


def caps(word: str) -> str:
    """A word as a reply shows it: in capitals as its language writes them, which for
    German is ß as SS (GRÜSSE, GROSSE: the capital ẞ is rare outside official forms, and
    a German player reads SS); its letters one for one are ``tile_letters``."""
    return SPELLING.get().get(word, word).upper()


def tile_letters(word: str) -> str:
    """A word's letters in capitals one for one, as its tiles show them (GRÜẞE on five)."""
    return capital(SPELLING.get().get(word, word))


def best_so_far() -> str:
    """Said under a list the deadline cut short."""
    return t("*(Searched for as long as a reply may take: best found so far.)*")


NUMBER_WORDS = {2: "both", 4: "all four", 8: "all eight", 16: "all sixteen"}


SOLVED_TILE = "✅"


def plural(n: int, word: str, suffix: str = "s") -> str:
    """``plural(1, "grid")`` is "1 grid", ``plural(3, "grid")`` "3 grids", and
    ``plural(2716, "word")`` "2,716 words": English for logs and the console's frame (a
    reply counts through ``bot.i18n.tn``, in its language)."""
    return f"{n:,} {word}{suffix * (n != 1)}"


# what Discord's markdown reads: emphasis, spoilers, code, quotes, headings, masked links,
# mentions, and the ``:`` of a bare URL (which Discord would turn into a link)
_MARKDOWN = re.compile(r"([\\*_~`|>#\[\]()<@:-])")


def person(name: str) -> str:
    """A user-supplied name, shown as typed: every markdown character escaped, so a member
    named ``x||`` cannot open a spoiler nor ``[free](https://…)`` become a link."""
    return _MARKDOWN.sub(r"\\\1", name)


def typed(text: str, cap: int = 40) -> str:
    """What a user typed, repeated in a reply: as a code span, in which Discord renders no
    link, mention, spoiler or emphasis, with backticks and line breaks taken out so it
    cannot close early, cut to ``cap`` characters."""
    flat = " ".join(text.replace("`", "'").split())
    return f"`{flat if len(flat) <= cap else flat[: cap - 1] + '…'}`"


def problem(err: Exception) -> str:
    """A solver's ``Problem`` in plain words, what the user typed shown with ``typed``."""
    return problem_text(err, typed, t)


def human_join(names: Sequence[str], final: str | None = None) -> str:
    """ "a", "a and b", "a, b and c" (``final``: " or " in the request's language, for a
    choice)."""
    last = t(" and ") if final is None else final
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + last + names[-1]


def spoiler(text: str, hidden: bool = True) -> str:
    return f"||{text}||" if hidden else text


def row_word(word: str, patterns: Sequence[Pattern | None], spoilers: bool) -> str:
    """A played row's word, bold: in spoilers when it turned a board all green (it is that
    board's answer) and the channel keeps answers hidden."""
    hidden = spoilers and any(p is not None and is_solved(p) for p in patterns)
    return spoiler(f"**{caps(word)}**", hidden)


def words(shown: Sequence[str], spoilers: bool, cap: int = SHOWN_CANDIDATES) -> str:
    text = ", ".join(caps(w) for w in shown[:cap])
    if len(shown) > cap:
        text += f" … (+{number(len(shown) - cap)})"
    if not text:
        return "none"
    return spoiler(text, spoilers)


def sentence(text: str) -> str:
    """``text`` opening a line: its first letter a capital, where a translation composed
    to be read mid-line starts with a word ("quedan **8** …" in Spanish)."""
    return text[:1].upper() + text[1:]


def counts(cands: Candidates, opens_line: bool = True) -> str:
    """How many words are left, as a sentence: opening its line (capitalised), or after a
    board's label (``opens_line`` False: "Tablero 1: quedan **8** …")."""
    strong = "**{}**".format
    said = left_text(cands.pool, cands.likely, cands.possible, strong, number, tn) + "."
    return sentence(said) if opens_line else said


def only_left(cands: Candidates, spoilers: bool) -> str:
    """One word left: said as the answer it must be (no split, no guess to weigh)."""
    word = spoiler(f"**{caps(cands.words[0])}**", spoilers)
    if cands.pool != LIKELY:
        return t("Only {word} is left, a valid word though not a likely answer.", word=word)
    extra = cands.possible - cands.likely
    if not extra:
        return t("Only {word} is left.", word=word)
    # "only" would deny the words it goes on to count: the one left is the likely answer
    more = tn(" (and {count} less likely word)", " (and {count} less likely words)", extra)
    return t("{word} is the likely answer left{more}.", word=word, more=more)


def plain_reason(
    could_be_answer: bool, split: Split, unlikely: bool = False, several: bool = False
) -> str:
    """A guess's worth in a player's words: whether it could win now, then what it leaves
    ("could be it; tells all 8 apart", "can't be the answer; leaves at most 34 of the
    358"); /hint adds the figures.  A word that fits every guess but is no likely answer
    (``unlikely``) is said to be unlikely, as /why says it is still possible.  Said of
    ``several`` words alike ("each could be it"), in a sentence of its own: a language
    words "none can be" otherwise than "each" put before "can't be"."""
    if split.groups == split.words:
        leaves = _tells_apart(split.words)
    else:
        leaves = t(
            "leaves at most {worst} of the {words}",
            worst=number(split.worst),
            words=number(split.words),
        )
    chance = _each_chance if several else _chance
    return f"{chance(could_be_answer, unlikely)}; {leaves}"


def _tells_apart(words: int) -> str:
    """A guess that leaves every word a group of its own: "tells all 8 apart", but two are
    "both" ("all 2" reads as a count gone wrong)."""
    if words == 2:
        return t("tells both apart")
    return t("tells all {words} apart", words=number(words))


def _chance(could_be_answer: bool, unlikely: bool) -> str:
    if could_be_answer:
        return t("could be it")
    return t("unlikely to be the answer") if unlikely else t("can’t be the answer")


def _each_chance(could_be_answer: bool, unlikely: bool) -> str:
    if could_be_answer:
        return t("each could be it")
    return t("each unlikely to be the answer") if unlikely else t("each can’t be the answer")


_PLACES = (  # one per letter of the longest words the engine plays (MAX_LENGTH)
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
    "eleventh",
)


def not_places(places: Sequence[int]) -> str:
    """The places a letter is not in, listed as each language lists them (", not 2nd or
    5th", ", não na 2ª nem na 5ª", ", ni en la 2.ª ni en la 5.ª", ", nicht an 2. oder 5.
    Stelle"), never as a fraction of numbers: one template for a single place, and for
    several a frame, a joint and each place written on its own (``{nth}``)."""
    if len(places) == 1:
        return t(", not {place}", place=ORDINALS[places[0]], number=places[0] + 1)
    said = [t("{nth}", nth=ORDINALS[i], number=i + 1) for i in places]
    earlier = said[0]
    for place in said[1:-1]:
        earlier = t("{earlier}, {then}", earlier=earlier, then=place)
    return t(", not {places} or {last}", places=earlier, last=said[-1])


def known_text(k: Knowledge) -> str:
    """What a game's guesses prove, in plain words: "C first · an N, not 4th · no A, E, R"
    (in the request's language: the values a translation words otherwise, a place as a
    number and copies as digits, are passed beside the English ones)."""
    parts = [
        t("{letter} {place}", letter=capital(m), place=_PLACES[i], number=i + 1)
        for i, m in enumerate(k.mask)
        if m
    ]
    for letter in sorted(k.min_count):
        need, most = k.min_count[letter], k.max_count.get(letter)
        placed = sum(m == letter for m in k.mask)
        shown = capital(letter)
        if need and placed >= need:
            if most is not None and most == placed:
                parts.append(
                    t("only {copies}", copies=copies(most, letter), count=most, letter=shown)
                )
            continue
        if not need:
            continue
        what = (
            t("{article}", article=article(letter), letter=shown)
            if need == 1
            else t("exactly {copies}", copies=copies(need, letter), count=need, letter=shown)
            if most == need
            else t("{copies}", copies=copies(need, letter), count=need, letter=shown)
        )
        nots = sorted(i for i in k.cannot.get(letter, ()) if k.mask[i] is None)
        if nots:
            what += not_places(nots)
        parts.append(what)
    if k.absent:
        parts.append(t("no {letters}", letters=", ".join(capital(k.absent))))
    return " · ".join(parts) or t("nothing yet")


# how much a reason tells, most first: a guess that cannot happen, a tile the word
# contradicts outright, then counts, then places
_DECISIVE = ("order", "green", "exactly", "at least", "only", "absent", "yellow", "grey")


def _decisiveness(r: Reason) -> int:
    return _DECISIVE.index(r.kind) if r.kind in _DECISIVE else len(_DECISIVE)


def list_note(ex: Explanation) -> list[str]:
    """Where a word stands in the lists, in brackets, when that matters."""
    note = note_text(ex, t, caps(ex.word))
    return [f"({note})"] if note else []


# the rows of the game a request is about, as their players typed them, by word and one
# board's colours (a row of several boards is quoted whole for each): ``posted_as``
NONE_POSTED: dict[tuple[str, Pattern], str] = {}
POSTED: ContextVar[dict[tuple[str, Pattern], str]] = ContextVar("posted", default=NONE_POSTED)


class Posted(Protocol):
    """A stored row: its word, each board's colours, and its text as typed (or None)."""

    @property
    def word(self) -> str: ...
    @property
    def patterns(self) -> tuple[Pattern | None, ...]: ...
    @property
    def shown(self) -> str | None: ...


def posted_as(rows: Sequence[Posted]) -> None:
    """Replies from here on in this request quote ``rows`` as their players typed them."""
    POSTED.set({(r.word, p): r.shown for r in rows if r.shown for p in r.patterns if p is not None})


def typed_row(word: str, patterns: Sequence[Pattern | None]) -> str | None:
    """The row of ``word`` with these colours as its player typed it (``posted_as``), or
    None where no one typed it (a share's, a screenshot's row)."""
    posted = POSTED.get()
    found = (posted.get((word, p)) for p in patterns if p is not None)
    return next((typed for typed in found if typed), None)


def quoted_row(guess: Guess) -> str:
    """A row quoted in /why as its player posted it (ÓTIMO ⬛⬛🟨⬛🟩, CHEST=c.E..,
    caves 20012: their notation, accents kept), not in the engine's notation; a row no
    one typed (a share's) as the board shows it, its word and squares."""
    typed = typed_row(guess.word, (guess.pattern,))
    return typed or f"{caps(guess.word)} {to_emoji(guess.pattern)}"


def analysed_row(word: str, patterns: Sequence[Pattern | None], spoilers: bool) -> str | None:
    """A row as /analysis names it, as its player posted it (as /why quotes it), in
    spoilers where it is an answer the channel hides: the row's colours say its word
    was it.  None where no one typed it: the caller shows the board's form."""
    typed = typed_row(word, patterns)
    if typed is None:
        return None
    return spoiler(typed, spoilers and any(p is not None and is_solved(p) for p in patterns))


def why_lines(word: str, ex: Explanation) -> list[str]:
    """At most one line per guess that rules ``word`` out, naming its decisive tile: one
    reason is enough to rule a word out, and the others only repeat it.  A fact an
    earlier guess already showed (C first, twice) is said once, by the first."""
    by_guess: dict[str, list[Reason]] = {}
    for r in ex.reasons:
        by_guess.setdefault(quoted_row(r.guess) if r.guess else "", []).append(r)
    lines, said = [], set()
    for shown, reasons in by_guess.items():
        guess = reasons[0].guess
        if guess is not None and guess.word == word.lower():
            lines.append(
                t("{shown}: {word} was played and wasn't it", shown=shown, word=caps(word))
            )
            continue
        decisive = min(reasons, key=_decisiveness)
        fact = replace(decisive, guess=None)
        if fact not in said:
            said.add(fact)
            lines.append(reason_text(caps(word), decisive, t, quoted_row))
    return lines


def unlisted(words_played: Sequence[str]) -> str:
    return t(
        "Note: {words} isn't in my word list; I took it as played.",
        words=", ".join(words_played),
    )


def game_name(kind: Variant) -> str:
    """A game's title in the request's language (the words in it, not the game's name):
    "Wordle (6 letras)"."""
    if kind.words.uploaded:
        return t("Wordle (this server's list)")
    if kind.share == "hello":  # Wordle of another length
        return t("Wordle ({length} letters)", length=kind.length)
    return kind.title


def board_colours(boards: int) -> str:
    """ "one board's colours", "4 boards' colours": what a guess of a game of several
    boards gives."""
    return t("one board's colours") if boards == 1 else t("{count} boards' colours", count=boards)


def a_game(kind: Variant) -> str:
    """How a refusal names a game of ``kind``: "a Wordle game", "Quordle"."""
    return t("a {game} game", game=game_name(kind)) if kind.boards == 1 else game_name(kind)


def row_tiles(patterns: Sequence[Pattern | None]) -> str:
    return " ".join(SOLVED_TILE if p is None else to_emoji(p) for p in patterns)


def choice_runs(choices: tuple[str, ...]) -> list[str]:
    """Choices as a usage line lists them: a run of one name numbered on (``wordle4`` to
    ``wordle11``) as its first and last, so the line stays readable."""
    out: list[str] = []
    run: list[str] = []
    for choice in (*choices, ""):
        stem = choice.rstrip("0123456789")
        if run and (stem != run[0].rstrip("0123456789") or stem == choice):
            out += [f"{run[0]}…{run[-1]}"] if len(run) > 2 else run
            run = []
        if stem != choice:
            run.append(choice)
        elif choice:
            out.append(choice)
    return out


def game_title(name: str) -> str:
    """A game choice as Discord lists it: "Wordle (6 letters)" for ``wordle6``."""
    found = variant_named(name)
    return game_name(found) if found else t("This server's own list")
