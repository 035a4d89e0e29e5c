"""What a channel game says whatever its kind: refusals, notes, undo, reset and settings.
Each kind's own wording (its board, hint, candidates, why, analysis) is in
``_wordle_replies`` and ``_boards_replies``."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.domain import Reply
from bot.formatting import (
    a_game,
    board_colours,
    capital,
    caps,
    game_name,
    human_join,
    person,
    row_tiles,
    typed,
)
from bot.i18n import t
from bot.store import StoredGuess, StoredSession
from solver.filtering.knowledge import Breach
from solver.game.feedback import Pattern, notation, to_emoji
from solver.game.plays import Misplaced, Play
from solver.game.variants import GAMES, MAX_LENGTH, MIN_LENGTH, Variant
from solver.wording import ORDINALS, article, copies


@dataclass(frozen=True)
class Clash:
    """A row of a paste that no word fits: what was played, by whom, and whether it is
    the paste's own."""

    play: Play
    who: str
    new: bool


def conflict(rows: Sequence[Clash], board: int, several: bool) -> Reply:
    """No word fits these rows together on ``board``: each named with who played it, the
    same word with two colourings first, and how to mend exactly the row at fault."""

    def said(row: Clash) -> str:
        pattern = row.play.patterns[board]
        tiles = to_emoji(pattern) if pattern is not None else ""
        by = t("this paste") if row.new else person(row.who)
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
        lines.append(
            t(
                "Nothing was added. If this paste is right, the other row is wrong: {players} "
                "can edit or delete that message (`/undo` takes back the last row); else check "
                "this paste's colours and send it again."
                if len(others) == 1
                else "Nothing was added. If this paste is right, one of the others is wrong: "
                "{players} can edit or delete that message (`/undo` takes back the last row); "
                "else check this paste's colours and send it again.",
                players=human_join(earlier),
            )
        )
    else:
        lines.append(t("Nothing was added: check this paste's colours and send it again."))
    return Reply(t("That doesn't fit"), lines, "error")


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


def idle_note() -> str:
    return t("The last session here sat idle for over 18 hours, so this starts a new one.")


def over_note() -> str:
    return t("The last session is over, so this starts a new one.")


def other_puzzle_note(puzzle: int, last: int | None) -> str:
    shown = "none" if last is None else f"{last:,}"
    return t(
        "That's puzzle {puzzle}, not {last}: starting a new session.",
        puzzle=f"{puzzle:,}",
        last=shown,
    )


def before_game() -> Reply:
    return Reply(
        t("Not added"),
        [t("That message is from before this game began, so its guesses don't join it.")],
        "warning",
    )


def row_players(session: StoredSession, row: StoredGuess) -> str:
    """Who played a row, escaped: its poster and whoever pasted it again."""
    return ", ".join(person(a.name) for a in session.players(row))


def well_played(session: StoredSession) -> str:
    return t(
        "Well played, {players}.", players=human_join([person(a.name) for a in session.everyone])
    )


def seen_again(words: Sequence[str]) -> Reply:
    """A paste of rows the board already has: one line, no board (nothing changed but the
    credit)."""
    shown = human_join([caps(w) for w in words])
    one = len(words) == 1
    return Reply(
        t(
            "{words} is already on the board" if one else "{words} are already on the board",
            words=shown,
        )
    )


def solve_usage() -> Reply:
    return Reply(
        t("No guesses in that"),
        [t("Give the guesses you played with their colours, e.g. `CRANE=c.a.. SLOTH=.l...`.")],
        "warning",
        ephemeral=True,
    )


def not_yours(word: str, poster: str) -> Reply:
    return Reply(
        t("Not yours to undo"),
        [
            t(
                "{word} was posted by {poster}: they can undo it, or anyone with Manage "
                "Messages. Nothing changed.",
                word=f"**{caps(word)}**",
                poster=person(poster),
            )
        ],
        "warning",
        ephemeral=True,
    )


def others_played(command: str) -> Reply:
    return Reply(
        t("Others are playing this game"),
        [
            t(
                "Others have rows in this game, so {command} needs Manage Messages (ask a "
                "moderator), or `/undo` your own rows. Nothing changed.",
                command=command,
            )
        ],
        "warning",
        ephemeral=True,
    )


def not_a_word() -> Reply:
    """/why given something that is not a word: said without repeating it."""
    return Reply(
        t("That isn't a word"),
        [t("Give `/why` a word of the game's letters, e.g. `/why crane`.")],
        "error",
        ephemeral=True,
    )


def no_game_going() -> Reply:
    return Reply(
        t("No game going"),
        [t("This channel's last game was cleared. Paste a guess to start a new one.")],
        ephemeral=True,
    )


def nothing_to_undo() -> Reply:
    return Reply(t("Nothing to undo"), [t("This channel has no guesses yet.")], ephemeral=True)


def removed(word: str, patterns: Sequence[Pattern | None], author_name: str) -> str:
    if len(patterns) == 1 and patterns[0] is not None:
        shown = f"`{notation(word, patterns[0])}`"
    else:
        shown = f"**{caps(word)}** {row_tiles(patterns)}"
    return t("Removed {row} (from {player}).", row=shown, player=person(author_name))


def reset() -> Reply:
    return Reply(t("Reset"), [t("Cleared this channel's game. Paste a guess to start a new one.")])


def mode(hard: bool) -> Reply:
    text = t(
        "Hard mode: every green stays in place and every revealed letter is used again, "
        "in the rows pasted (one that breaks it is not added) and in the hints."
        if hard
        else "Normal mode: hints may use any valid word."
    )
    return Reply(t("Mode set"), [text])


def spoilers_set(on: bool, already: bool = False) -> Reply:
    """/spoilers: what the channel now does, and whether that is a change."""
    if on:
        text = t("Candidate words, answers and answer-like hints are hidden in ||spoilers||")
    else:
        text = t("Spoilers off: candidate words and answers are shown in plain text")
    text += t(" here, as they already were.") if already else t(" in this channel from now on.")
    return Reply(t("Spoilers on") if on else t("Spoilers off"), [text])


def five_letters_only(kind: Variant) -> Reply:
    return Reply(
        t("Five letters only"),
        [
            t(
                "{game} plays five-letter words. For longer or shorter words, start Wordle "
                "with a length: `/new wordle length:6`.",
                game=game_name(kind),
            )
        ],
        "error",
        ephemeral=True,
    )


def no_word_list() -> Reply:
    return Reply(
        t("No word list here"),
        [t("This server has no list of its own yet: an admin can upload one with `/wordlist`.")],
        "error",
        ephemeral=True,
    )


def no_such_length(length: int) -> Reply:
    return Reply(
        t("No such length"),
        [
            t(
                "Wordle here has words of {lowest} to {highest} letters, not {length}.",
                lowest=MIN_LENGTH,
                highest=MAX_LENGTH,
                length=length,
            )
        ],
        "error",
        ephemeral=True,
    )


def nothing_to_analyse() -> Reply:
    return Reply(t("Nothing to analyse"), [t("Play a game here first (paste your guesses).")])


def unknown_game(game: str) -> Reply:
    known = human_join([f"`{k}`" for k in GAMES])
    return Reply(
        t("No such game"),
        [t("I don't know {game}; I play {known}.", game=typed(game, 20), known=known)],
        "error",
        ephemeral=True,
    )


def wrong_boards(kind: Variant, given: int, started: bool, how: Sequence[str]) -> Reply:
    """``how`` is the kind's own how-to-play lines, if it has any."""
    lines = [
        t(
            "The game here is {game}: each guess needs {boards} boards' colours, and that "
            "paste gives {given}. Nothing was added."
            if started
            else "The new game here is {game}: each guess needs {boards} boards' colours, and "
            "that paste gives {given}. Nothing was added.",
            game=game_name(kind),
            boards=kind.boards,
            given=board_colours(given),
        )
    ]
    lines += how
    lines.append(t("Playing something else? `/new` starts a Wordle, `/new quordle` a Quordle, …"))
    return Reply(t("Wrong number of boards"), lines, "error")


def wrong_length(kind: Variant, given: int, started: bool) -> Reply:
    return Reply(
        t("Wrong word length"),
        [
            t(
                "The game here is {game}: its words have {length} letters, and that paste's "
                "have {given}. Nothing was added."
                if started
                else "The new game here is {game}: its words have {length} letters, and that "
                "paste's have {given}. Nothing was added.",
                game=game_name(kind),
                length=kind.length,
                given=given,
            ),
            t(
                "Playing something else? {command} starts a Wordle of {given} letters.",
                command="`/new`" if given == 5 else f"`/new wordle length:{given}`",
                given=given,
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


def no_such_board(board: int, kind: Variant) -> Reply:
    return Reply(
        t("No such board"),
        [
            t(
                "{game} has boards 1 to {boards}; you asked for {board}.",
                game=game_name(kind),
                boards=kind.boards,
                board=board,
            )
        ],
        "error",
        ephemeral=True,
    )


def no_hard_mode(kind: Variant) -> Reply:
    return Reply(
        t("Hard mode is a Wordle option"),
        [
            t(
                "The game here is {game}, which has no hard mode. Nothing changed.",
                game=game_name(kind),
            )
        ],
        "warning",
        ephemeral=True,
    )


def too_many_rows(kept: int, adding: int, kind: Variant) -> Reply:
    return Reply(
        t("Too many rows"),
        [
            t(
                "The game here has {kept} rows, and that paste adds {adding}: {game} has at "
                "most {rows}. Nothing was added."
                if kept
                else "A new game, and that paste adds {adding}: {game} has at most {rows}. "
                "Nothing was added.",
                kept=kept,
                adding=adding,
                game=a_game(kind),
                rows=kind.rows,
            ),
            t(
                "If it is a new game, `/reset` first; if a row is wrong, `/undo` it (or edit the "
                "message it came from)."
            ),
        ],
        "error",
    )
