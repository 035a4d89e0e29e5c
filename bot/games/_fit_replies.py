"""What a channel game says of rows that do not fit it: rows no word fits together,
a row hard mode forbids, colours given to a board already solved or withheld from one
that is not, and an edit that would leave a later row without colours."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.domain import Reply
from bot.formatting import capital, caps, human_join, person, spoiler
from bot.i18n import t, tn
from solver import ORDINALS, Breach, Misplaced, Play, article, copies, to_emoji


@dataclass(frozen=True)
class Clash:
    """A row of a paste that no word fits: what was played, by whom, whether it is the
    paste's own, and its text as its player typed it ("": none, as a share's row)."""

    play: Play
    who: str
    new: bool
    typed: str = ""


def conflict(rows: Sequence[Clash], board: int, several: bool) -> Reply:
    """No word fits these rows together on ``board``: each named with who played it, the
    same word with two colourings first, and how to mend exactly the row at fault."""

    def said(row: Clash) -> str:
        """The row as its player posted it (their notation and accents, as /why quotes
        it), else as the board shows it."""
        by = t("this paste") if row.new else person(row.who)
        if row.typed:
            return f"• {row.typed} — {by}"
        pattern = row.play.patterns[board]
        tiles = to_emoji(pattern) if pattern is not None else ""
        return f"• {tiles} **{caps(row.play.word)}** — {by}"

    words = [row.play.word for row in rows]
    twice = next((w for w in words if words.count(w) > 1), None)
    if twice is not None:
        rows = [row for row in rows if row.play.word == twice]
        lines = [
            t(
                "**{word}** is on board {board} already, with other colours:",
                word=caps(twice),
                board=board + 1,
            )
            if several
            else t("**{word}** is on the board already, with other colours:", word=caps(twice))
        ]
    else:
        lines = [
            t("No word fits these together on board {board}:", board=board + 1)
            if several
            else t("No word fits these together:")
        ]
    lines += [said(row) for row in rows]
    others = [row for row in rows if not row.new]
    earlier = sorted({person(row.who) for row in others})
    if earlier:
        lines.append(_fix_it(len(others), earlier))
    else:
        lines.append(t("Nothing was added: check this paste's colours and send it again."))
    return Reply(t("That doesn't fit"), lines, "error")


def _fix_it(rows: int, players: list[str]) -> str:
    """Who can mend a clash: the verb agrees with the players named (Portuguese "ana e
    bia podem", not "pode"), counted by ``tn``, and the row is "the other" or "one of the
    others" by the rows it clashes with."""
    if rows == 1:  # one row: one player
        return t(
            "Nothing was added. If this paste is right, the other row is wrong: {players} "
            "can edit or delete that message (`/undo` takes back the last row); else check "
            "this paste's colours and send it again.",
            players=human_join(players),
        )
    return tn(
        "Nothing was added. If this paste is right, one of the others is wrong: "
        "{players} can edit or delete that message (`/undo` takes back the last row); "
        "else check this paste's colours and send it again.",
        "Nothing was added. If this paste is right, one of the others is wrong: "
        "{players} can edit or delete their messages (`/undo` takes back the last row); "
        "else check this paste's colours and send it again.",
        len(players),
        players=human_join(players),
    )


def breaks_hard_mode(word: str, breach: Breach) -> Reply:
    """A row hard mode forbids, named as the game names it; nothing is added."""
    letter = capital(breach.letter)
    if breach.place is not None:
        rule = t(
            "the {ordinal} letter must be {letter}",
            ordinal=ORDINALS[breach.place],
            number=breach.place + 1,
            letter=letter,
        )
    elif breach.count == 1:
        rule = t("it must contain {article}", article=article(breach.letter), letter=letter)
    else:
        rule = t(
            "it must contain {copies}",
            copies=copies(breach.count, breach.letter),
            count=breach.count,
            letter=letter,
        )
    return Reply(
        t("Not added: hard mode"),
        [
            t("**{word}** breaks hard mode: {rule}.", word=caps(word), rule=rule),
            t(
                "This channel plays hard mode, where every green stays in place and every "
                "revealed letter is used again. Check the row, or if the game was played in "
                "normal mode, `/mode normal` and paste it again."
            ),
        ],
        "error",
    )


def misplaced(wrong: Misplaced, plays: Sequence[Play], line: int) -> Reply:
    word = caps(plays[wrong.play].word)
    board = wrong.board + 1
    if wrong.solved_by is not None:
        by = caps(plays[wrong.solved_by].word)
        text = t(
            "board {board} was solved by {by}, so {word} gets `-` there.",
            board=board,
            by=by,
            word=word,
        )
    else:
        text = t(
            "board {board} isn't solved yet: give its colours for {word}.", board=board, word=word
        )
    if line:
        text = t("Line {line}: {problem}", line=line, problem=text)
    return Reply(t("I couldn't read that"), [text, t("Nothing was added.")], "error")


def built_on(wrong: Misplaced, plays: Sequence[Play]) -> Reply:
    """An edit that would take back the row that solved a board a later row gives no
    colours: refused, as that row would be left blind on it."""
    later = caps(plays[wrong.play].word)
    return Reply(
        t("That edit would leave a row without colours"),
        [
            t(
                "{word} came after this message solved board {board}, so it has no colours "
                "there: edit {word}'s message to give them, or delete it, first.",
                word=later,
                board=wrong.board + 1,
            ),
            t("The game keeps this message's guesses."),
        ],
        "error",
    )


def not_a_word(word: str, meant: Sequence[str], hidden: bool) -> Reply:
    """A word the game's list lacks, most likely a typo: refused in one line, with the
    words one slip away that fit the board (in spoilers where ``hidden``: the row was all
    green, so what it meant is the answer), and how to add it anyway."""
    said = t("{word} isn't a word here.", word=spoiler(f"**{caps(word)}**", hidden))
    if meant:
        said += " " + t(
            "Did you mean {words}?",
            words=human_join([spoiler(f"**{caps(w)}**", hidden) for w in meant], t(" or ")),
        )
    anyway = t(
        "If you really played it, type {typed} to add it as it is.", typed=f"`{caps(word)}!`"
    )
    return Reply(t("Not a word here"), [said, anyway], tone="error")


def marks_dropped(
    word: str, meant: Sequence[str], hidden: bool, fits: bool = False, won: bool = False
) -> Reply:
    """A word typed without a mark its game plays as a letter of its own, where only the
    marked word fits the board (SUENO for SUEÑO), or where the typed word, seldom picked,
    fits too (``fits``: SUENO where SUEÑO could be the answer; ``won``: all green):
    asked about as the typo it likely is, naming the letter, rather than as a clash
    blaming a row that is right, a row ruling the answer out, or a game won on a word the
    player did not mean (in spoilers where ``hidden``: the row was all green, so what it
    meant is the answer).  Where it fits, ``WORD!`` plays it as typed."""
    base, letter = next((a, b) for a, b in zip(word, meant[0], strict=True) if a != b)
    words = human_join([spoiler(f"**{caps(w)}**", hidden) for w in meant], t(" or "))
    shown = spoiler(f"**{caps(word)}**", hidden)
    said = (
        t("{word} doesn't fit the board.", word=shown) + " "
        if not fits
        else t("{word} isn't one of the likely answers.", word=shown) + " "
        if won
        else ""  # a row that fits as typed: only the question
    )
    lines = [
        said + t("Did you mean {words}?", words=words),
        t(
            "Paste the row again with its {letter}: here {base} and {letter} are "
            "different letters.",
            letter=f"**{capital(letter)}**",
            base=f"**{capital(base)}**",
        ),
    ]
    if fits:
        typed = spoiler(f"`{caps(word)}!`", hidden)
        lines.append(
            t("If the answer really was {word}, type {typed}.", word=shown, typed=typed)
            if won
            else t("If you really played it, type {typed} to add it as it is.", typed=typed)
        )
    return Reply(t("{letter} is a letter of its own", letter=capital(letter)), lines, tone="error")
