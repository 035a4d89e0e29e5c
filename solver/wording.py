"""The solver's English, in one place.

The engine returns data (a suggestion's split, an explanation's reasons, an analysis's
numbers); this module says them.  The CLI's text output is made here, and the bot's
replies reuse the sentences that mean the same in chat (why a word is out, how a guess
splits the words, a game's skill and luck).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from solver.analysis.turns import Analysis
from solver.filtering.knowledge import Reason
from solver.filtering.results import LIKELY, Explanation
from solver.game.feedback import FeedbackError, Guess
from solver.game.variants import ROWS
from solver.lists.scoring import Split
from solver.lists.wordlists import MAX_LENGTH, MIN_LENGTH, WordListError
from solver.support.problems import Problem

ORDINALS = ("1st", "2nd", "3rd", *(f"{n}th" for n in range(4, 12)))
NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
SHOWN_WORDS = 60


def copies(n: int, letter: str) -> str:
    """'one E', 'two Es', 'no H'."""
    count = NUMBER_WORDS[n] if n < len(NUMBER_WORDS) else str(n)
    return f"{count} {letter.upper()}{'s' if n > 1 else ''}"


def article(letter: str) -> str:
    return f"an {letter.upper()}" if letter.upper() in "AEFHILMNORSX" else f"a {letter.upper()}"


def _as_is(template: str, /, **values: object) -> str:
    return template.format(**values)


def _grouped(n: float) -> str:
    return f"{n:,}"


def _two_places(x: float) -> str:
    return f"{x:.2f}"


def _by_count(one: str, many: str, count: int, /, **values: object) -> str:
    return (one if count == 1 else many).format(**values)


def left_text(
    pool: str,
    likely: int,
    possible: int,
    strong: Callable[[str], str] = str,
    number: Callable[[int], str] = _grouped,
    say_count: Callable[..., str] = _by_count,
) -> str:
    """How many words are left, the likely answers and the less likely words apart
    (``strong`` marks the count, e.g. in bold; ``number`` writes a count, the chat's as its
    language does; ``say_count`` picks a count's form of each English template, the
    chat's translating it by its language's plural rule)."""
    if pool == LIKELY:
        extra = possible - likely
        left = say_count(
            "{count} likely answer left",
            "{count} likely answers left",
            likely,
            count=strong(number(likely)),
        )
        if not extra:
            return left
        return left + say_count(
            " (+{count} less likely word)",
            " (+{count} less likely words)",
            extra,
            count=number(extra),
        )
    return say_count(
        "No likely answer fits; {count} less likely word still does",
        "No likely answer fits; {count} less likely words still do",
        possible,
        count=strong(number(possible)),
    )


def split_text(name: str, split: Split) -> str:
    """How a guess (called ``name``: the word, "it", a spoiler) splits the words left."""
    noun = "word" if split.words == 1 else "words"
    return (
        f"{name} splits the {split.words:,} {noun} into {split.groups:,} "
        f"group{'s' * (split.groups != 1)}; at worst {split.worst:,} "
        f"remain{'s' * (split.worst == 1)}; {split.chance:.0%} chance of ≤ 1 left"
    )


# why a word is ruled out, by the kind of reason (the last two: too few copies of a letter)
REASONS = {
    "length": "{word} is not a {need}-letter word",
    "order": "{shown} cannot happen: Wordle colours the leftmost {letter} yellow before a later "
    "one, so a grey {letter} never comes before a yellow one",
    "green": "{shown} put {letter} in {place}, {word} has {found} there",
    "yellow": "{shown} showed there is {article} but not in {place}",
    "grey": "{shown} showed there is no {letter} in {place}",
    "absent": "{shown} showed there is no {letter}",
    "only": "{shown} showed only {copies}",
    "exactly": "{shown} showed exactly {copies}, {word} has {copies_had}",
    "one": "{shown} showed there is {article}, {word} has {copies_had}",
    "several": "{shown} showed there is at least {copies}, {word} has {copies_had}",
}
# what a reason's template may name: a translation may word it otherwise (``number``, the
# place counted from 1; ``need`` and ``have``, the copies as digits)
REASON_VALUES = frozenset(
    {
        "shown",
        "letter",
        "word",
        "place",
        "number",
        "need",
        "have",
        "found",
        "article",
        "copies",
        "copies_had",
    }
)


def reason_text(
    word: str,
    r: Reason,
    say: Callable[..., str] = _as_is,
    quote: Callable[[Guess], str] = str,
) -> str:
    """One reason ``word`` is ruled out, in plain words (``say`` fills the template; the
    chat's translates it; ``quote`` shows the guess's row, the chat's as it was posted)."""
    letter = r.letter.upper()
    values = {
        "shown": quote(r.guess) if r.guess is not None else "",
        "letter": letter,
        "word": word.upper(),
        "place": f"{ORDINALS[r.place]} place" if r.place >= 0 else "",
        "number": r.place + 1,
        "need": r.need,
        "have": r.have,
        "found": (r.found or "").upper(),
        "article": article(letter),
        "copies": copies(r.need, letter),
        "copies_had": copies(r.have, letter),
    }
    kind = r.kind if r.kind in REASONS else "one" if r.need == 1 else "several"
    return say(REASONS[kind], **values)


def reasons_text(ex: Explanation) -> list[str]:
    return [reason_text(ex.word, r) for r in ex.reasons]


def note_text(ex: Explanation, say: Callable[..., str] = _as_is, shown: str = "") -> str:
    """Where the word stands in the lists, when that matters (``shown``: the word as the
    reply writes it)."""
    word = shown or ex.word.upper()
    if not ex.listed:
        return say("{word} is not in the {lists} word list", word=word, lists=ex.list_name)
    if not ex.likely:
        return say("{word} is a valid guess but not one of the likely answers", word=word)
    return ""


def problem_text(
    err: Exception, quote: Callable[[str], str] = repr, say: Callable[..., str] = _as_is
) -> str:
    """A ``Problem`` (solver/support/problems.py) in plain words; any other error as it says.
    ``quote`` shows what the user typed (the chat's is safe from its markdown); ``say``
    fills a feedback error's template (the chat's translates it)."""
    if isinstance(err, FeedbackError):
        return feedback_error_text(err, quote, say)
    if isinstance(err, WordListError):
        return word_list_error_text(err, quote)
    if isinstance(err, Problem) and err.problem == "no such game":
        return say(
            "no game has {boards} boards (games have {known})",
            boards=err.facts["boards"],
            known=", ".join(map(str, err.facts["known"])),
        )
    if isinstance(err, Problem) and err.problem == "no such length":
        return say(
            "Wordle has no {length}-letter game (it has {low} to {high} letters)",
            length=err.facts["length"],
            low=err.facts["lowest"],
            high=err.facts["highest"],
        )
    return err.problem if isinstance(err, Problem) else str(err)


def feedback_error_text(
    err: FeedbackError, quote: Callable[[str], str] = repr, say: Callable[..., str] = _as_is
) -> str:
    """What is wrong with a score or guess the user typed, and what to type instead."""
    facts, problem = err.facts, err.problem
    text, char = quote(facts.get("text", "")), quote(str(facts.get("char") or ""))
    at = min(facts.get("place", 0), len(ORDINALS) - 1)
    place, number = ORDINALS[at], at + 1  # "5th" in English; a translation writes 5ª, 5.
    if problem == "empty":
        return say("the score is empty; type one tile per letter, e.g. c.E.. or 20010")
    if problem == "not a tile":
        return say(
            "{char} in {text} is not a tile; use g (green), y (yellow), b (grey), or digits "
            "2/1/0, or GUESS=SCORE letters",
            char=char,
            text=text,
        )
    if problem == "tile count":
        guess = facts.get("guess")
        return say(
            "{text} has {tiles} tiles but {guess} has {length} letters; type one tile per letter"
            if guess
            else "{text} has {tiles} tiles but words have {length} letters; type one tile per "
            "letter",
            text=text,
            tiles=facts["tiles"],
            guess=str(guess or "").upper(),
            length=facts["length"],
        )
    if problem == "off palette":
        squares = facts["palette"] == "squares"
        return say(
            "{place} tile {char} in {text} is not a square the score can use; use {legend}"
            if squares
            else "{place} tile {char} in {text} is not a digit the score can use; use {legend}",
            place=place,
            number=number,
            char=char,
            text=text,
            legend=say("🟩 green, 🟨 yellow, ⬛ grey" if squares else "2 green, 1 yellow, 0 grey"),
        )
    if problem == "letter mismatch":
        g = facts["letter"]
        return say(
            "the {place} character {char} of {text} does not match the guess letter {upper}; "
            "type {upper} (green), {lower} (yellow) or . (grey)",
            place=place,
            number=number,
            char=char,
            text=text,
            upper=g.upper(),
            lower=g,
        )
    if problem == "not a letter":
        return say(
            "{text}: {char} is not a letter; type the guess then its score, e.g. CHEST=c.E.. "
            "or caves 20012"
            if facts.get("char")
            else "{text}: the word is missing; type the guess then its score, e.g. CHEST=c.E.. "
            "or caves 20012",
            text=text,
            char=char,
        )
    if problem == "no guess and score":
        return say(
            "{text}: type the guess then its score, e.g. CHEST=c.E.., caves 20012 or "
            "CRANE 🟩⬛⬛🟨⬛",
            text=text,
        )
    if problem == "in guess":
        return say(
            "guess {number}: {problem}",
            number=facts["number"],
            problem=problem_text(facts["error"], quote, say),
        )
    return problem


def word_list_error_text(err: WordListError, quote: Callable[[str], str] = repr) -> str:
    """What is wrong with a word list (or a guess against it), naming the file and line."""
    f, problem = err.facts, err.problem
    where = f"{f.get('file')}, line {f.get('line')}"
    if problem == "not a word":
        return (
            f"{where}: {quote(f['text'])} has {quote(f['char'])}; "
            "a word list holds only the letters a-z, one word per line"
        )
    if problem == "word length":
        word = f["word"]
        return (
            f"{where}: {quote(word)} has {len(word)} letters; "
            f"words must have {MIN_LENGTH} to {MAX_LENGTH}"
        )
    if problem == "mixed lengths":
        word = f["word"]
        return (
            f"{where}: {quote(word)} has {len(word)} letters but the list started with "
            f"{f['length']}-letter words; one list holds one length"
        )
    if problem == "pool length":
        word = f["word"]
        return (
            f"{where}: {quote(word)} has {len(word)} letters; the answers must be "
            f"{f['length']}-letter words, like the guesses"
        )
    if problem == "not a guess":
        return (
            f"{where}: {quote(f['word'])} is not a guess the game accepts, so it cannot be "
            "an answer; remove it or fix its spelling"
        )
    if problem == "no words":
        return f"{f['file']}: the file holds no words"
    if problem == "not utf-8":
        return f"{f['file']}: not UTF-8 text ({f['reason']})"
    if problem == "unreadable":
        return f"{f['file']}: cannot read ({f['reason']})"
    if problem == "lists differ":
        return (
            f"{f['guesses']} has {f['guess_length']}-letter words but {f['answers']} "
            f"has {f['answer_length']}-letter words"
        )
    if problem == "guess length":
        word = f["word"]
        return (
            f"{word.upper()} has {len(word)} letters; this word list has {f['length']}-letter words"
        )
    return problem


def summary_text(
    analysis: Analysis,
    say: Callable[..., str] = _as_is,
    decimal: Callable[[float], str] = _two_places,
) -> str:
    """A game's skill and luck in one line (``say`` fills the template, ``decimal`` writes
    a figure, as ``left_text``'s): skill as a score, luck apart and in words.  A solved
    game's says expected against expected, figures a player can check: what the choices
    made take on average from the start, what the best play takes, the luck being the
    first less the guesses it took (so "lucky" beside a 6/6 adds up); the guesses lost
    alone read as if the best play solved it that many sooner.  A lost game's says the
    same figures, and never calls the loss lucky (``loss_luck``); where its choices' figure
    is more guesses than the game has rows ("8.36" after a 6-row loss reads as nothing a
    player can picture), it says that in words."""
    if analysis.turns and (analysis.solved or lost(analysis)):
        best = analysis.turns[0].best_value  # the start's, this guess included
        luck = analysis.luck if analysis.solved else loss_luck(analysis.luck)
        figures: dict[str, Any] = {
            "skill": f"{analysis.skill:.0f}",
            "yours": decimal(best + analysis.lost),
            "best": decimal(best),
            "luck": luck_text(luck, say),
            "played": len(analysis.turns),
        }
        if analysis.solved:
            return say(
                "Skill {skill}/100 per guess · your choices take {yours} guesses on average, "
                "the best play {best} · {luck} (solved in {played})",
                **figures,
            )
        if best + analysis.lost > ROWS:  # more guesses than the game has: said in words
            return say(
                "Skill {skill}/100 per guess · your choices would often need more than "
                "{rows} guesses, the best play {best} on average · {luck} (not solved in "
                "{played})",
                rows=ROWS,
                **figures,
            )
        return say(
            "Skill {skill}/100 per guess · your choices take {yours} guesses on average, the "
            "best play {best} · {luck} (not solved in {played})",
            **figures,
        )
    return say(
        "Skill {skill}/100 ({lost} guesses lost to the best play) · {luck}",
        skill=f"{analysis.skill:.0f}",
        lost=decimal(analysis.lost),
        luck=luck_text(analysis.luck, say),
    )


def lost(analysis: Analysis) -> bool:
    """Whether the game analysed was lost: every row played, none all green (a game still
    going is neither solved nor lost)."""
    return not analysis.solved and len(analysis.turns) >= ROWS


def loss_luck(luck: float) -> float:
    """A lost game's luck as a player reads it: the colours may have cost the game
    guesses, but a loss is never lucky.  Its figure beats the choices' average only
    where those choices would take more than the rows hold: that is the choices, not
    luck, so it is said as neither."""
    return min(luck, 0.0)


def luck_text(luck: float, say: Callable[..., str] = _as_is) -> str:
    """Luck in a player's words, to the nearest guess (half a guess where that is all it
    was): the guesses the colours saved (positive) or cost against a usual game from the
    same guesses."""
    if abs(luck) < 0.25:
        return say("neither lucky nor unlucky")
    if abs(luck) < 0.75:
        return say(
            "a little lucky: about half a guess fewer than usual"
            if luck > 0
            else "a little unlucky: about half a guess more than usual"
        )
    guesses = round(abs(luck))
    if luck > 0:
        return say(
            "lucky: about one guess fewer than usual"
            if guesses == 1
            else "lucky: about {count} guesses fewer than usual",
            count=guesses,
        )
    return say(
        "unlucky: about one guess more than usual"
        if guesses == 1
        else "unlucky: about {count} guesses more than usual",
        count=guesses,
    )


def render(result: dict[str, Any], hard: bool) -> str:
    """The CLI's text output for one report (solver/cli.py)."""
    lines = [f"Known: {result['knowledge']['summary']}"]
    words = result["candidates"]
    if result["conflicts"]:
        lines.append(
            "No word fits. These lines cannot all be true (a typo?): "
            + ", ".join(result["conflicts"])
        )
    else:
        lines.append(left_text(result["pool"], result["likely"], result["possible"]) + ":")
    if words:
        shown = " ".join(w.upper() for w in words[:SHOWN_WORDS])
        more = f" … and {len(words) - SHOWN_WORDS} more" if len(words) > SHOWN_WORDS else ""
        lines.append(f"  {shown}{more}")
    if result["suggestions"]:
        lines.append("Best next guesses" + (" (hard mode)" if hard else "") + ":")
        for n, s in enumerate(result["suggestions"], 1):
            star = " *" if s["could_be_answer"] else ""
            lines.append(
                f"  {n}. {s['word'].upper()}{star}  {s['expected_guesses']:.3f} guesses to "
                f"finish, {s['expected_left']:.2f} left on average — {s['reason']}"
            )
        lines.append("  (* could be the answer)")
    for word, ex in result.get("explanations", {}).items():
        verdict = "still possible" if ex["possible"] else "ruled out"
        lines.append(f"{word.upper()}: {verdict}" + (f" ({ex['note']})" if ex.get("note") else ""))
        lines.extend(f"  - {r}" for r in ex["reasons"])
    return "\n".join(lines)
