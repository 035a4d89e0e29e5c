"""What a channel game says whatever its kind: refusals, notes, undo, reset and settings.
Each kind's own wording (its board, hint, candidates, why, analysis) is in
``_wordle_replies`` and ``_boards_replies``."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bot.domain import Reply, Status
from bot.formatting import (
    a_game,
    board_colours,
    caps,
    game_name,
    human_join,
    person,
    row_tiles,
    spoiler,
    typed,
)
from bot.i18n import t
from bot.numbers import puzzle_number
from bot.store import StoredGuess, StoredSession
from solver import GAMES, MAX_LENGTH, MIN_LENGTH, Explanation, Pattern, Play, Variant, notation


def idle_note() -> str:
    return t("The last game here sat idle for over 18 hours.")


def over_note() -> str:
    return t("The last game is over.")


def other_puzzle_note(puzzle: int, last: int | None) -> str:
    shown = "none" if last is None else puzzle_number(last)
    return t("That's puzzle {puzzle}, not {last}.", puzzle=puzzle_number(puzzle), last=shown)


def started(why: str | None, kind: Variant) -> list[str]:
    """The line a paste that starts a new game opens with, where why is worth saying: the
    game it starts first (it need not be the last one's: Termo, then a Wordle row), then
    why the last one ended."""
    return [f"*{t('New game: {game}', game=game_name(kind))}. {why}*"] if why else []


def opening(
    title: str, why: str | None, kind: Variant, status: Status, played: int
) -> tuple[str, list[str]]:
    """A reply's title and the line it opens with.  A paste that starts a game and ends it
    at once (a share's rows, a first-row win) is titled as the new game, its outcome
    after ("New game: Wordle, solved in 3/6! 🎉"), the line then saying only why the last
    one ended: a solve never reads as the last game's under "New game" below it."""
    if not why or status == Status.ACTIVE:
        return title, started(why, kind)
    game = game_name(kind)
    if status == Status.FAILED:
        return t("New game: {game}, out of guesses", game=game), [f"*{why}*"]
    said = t(
        "New game: {game}, solved in {played}/{rows}! 🎉", game=game, played=played, rows=kind.rows
    )
    return said, [f"*{why}*"]


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


def unlisted_and_unplayed(explained: Explanation, plays: Sequence[Play]) -> bool:
    """/why of a word no list has and nobody played: that is all there is to say."""
    return not explained.listed and explained.word not in {p.word for p in plays}


def why_not_a_word(
    explained: Explanation, meant: Sequence[str] = (), hidden: bool = False
) -> Reply:
    """/why of a non-word: said first and alone, not after the guesses that rule it out,
    with the words one slip away it was likely meant to be (``Solver.respellings``: PLNAT,
    PLANT), in spoilers where naming a possible answer gives it away (``hidden``)."""
    lines = [t("It isn't in the word list, so it can't be the answer.")]
    if meant:
        words = human_join([spoiler(f"**{caps(w)}**", hidden) for w in meant], t(" or "))
        lines.append(t("Did you mean {words}?", words=words))
    return Reply(t("{word} isn't a word here", word=caps(explained.word)), lines)


def private_if_possible(reply: Reply, *explained: Explanation, spoilers: bool) -> Reply:
    """A /why that says a word is still possible names a possible answer: with spoilers
    on, only the asker sees it."""
    if spoilers and any(ex.possible for ex in explained):
        return for_the_asker(reply)
    return reply


def for_the_asker(reply: Reply) -> Reply:
    """The reply, as one only the asker sees (a new one: a reply is built once)."""
    return replace(reply, ephemeral=True)


def already_over(last: StoredSession, private: bool = False) -> Reply:
    """A paste about the game that just ended: one quiet line, and how the next begins (a
    row with another word: the row just posted again did not; ``private``: for the asker
    alone)."""
    rows = last.kind.rows
    if last.status == Status.SOLVED:
        return Reply(
            t(
                "Already solved in {count}/{rows}. A row with another word, or `/new`, "
                "starts the next game.",
                count=len(last.guesses),
                rows=rows,
            ),
            ephemeral=private,
        )
    return Reply(
        t("That game is over. A row with another word, or `/new`, starts the next game."),
        ephemeral=private,
    )


def lost_game_answer(word: str) -> Reply:
    """A row that wins the game just lost, posted late: the lost game's answer, said in
    spoilers as its "It could have been" line says it; nothing starts."""
    return Reply(
        t(
            "That game is over: it was {word}. A row with another word, or `/new`, starts the "
            "next game.",
            word=spoiler(caps(word)),
        )
    )


def over_here(last: StoredSession) -> Reply:
    """A command asking about the next guess (/hint, /candidates) after the game ended: the
    line a late paste gets, for the asker alone."""
    return already_over(last, private=True)


def was_the_answer(word: str, board: int | None, spoilers: bool) -> Reply:
    """/why of a word that won the game just finished (``board``: which, of several); with
    spoilers on, only the asker sees it."""
    shown = caps(word)
    title = (
        t("{word} was the answer", word=shown)
        if board is None
        else t("{word} was the answer on board {board}", word=shown, board=board + 1)
    )
    line = t("That game is over. A row with another word, or `/new`, starts the next game.")
    return Reply(title, [line], ephemeral=spoilers)


def reopened() -> str:
    """/undo of the row that ended a game: the game goes on, said so."""
    return t("That row had ended the game, so the game is going again.")


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


def waiting(kind: Variant) -> str:
    """What /status calls a game with no row yet: its game, named (after /new, "No game
    going" read as if /new had not worked)."""
    return t("{game}: no guesses yet", game=game_name(kind))


def no_game_going() -> Reply:
    return Reply(
        t("No game going"),
        [t("This channel's last game was cleared. Paste a guess to start a new one.")],
        ephemeral=True,
    )


def nothing_to_undo() -> Reply:
    return Reply(t("Nothing to undo"), [t("This channel has no guesses yet.")], ephemeral=True)


def removed(
    word: str,
    patterns: Sequence[Pattern | None],
    author_name: str,
    typed: str | None = None,
    hidden: bool = False,
) -> str:
    """The row /undo took away, quoted as its player typed it (``MOWER 02022``, ``ÁRBOL
    🟩🟩🟩🟩🟩``), as /why and clashes quote rows; a row no one typed as the board shows it.
    ``hidden``: it was the answer, in a channel that hides answers (play goes on)."""
    if typed:
        shown = f"`{typed}`"
    elif len(patterns) == 1 and patterns[0] is not None:
        shown = f"`{notation(word, patterns[0])}`"
    else:
        shown = f"**{caps(word)}** {row_tiles(patterns)}"
    return t(
        "Removed {row} (from {player}).", row=spoiler(shown, hidden), player=person(author_name)
    )


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
            "The game here is {game}: each guess needs {needed}, and that paste gives "
            "{given}. Nothing was added."
            if started
            else "The new game here is {game}: each guess needs {needed}, and that paste "
            "gives {given}. Nothing was added.",
            game=game_name(kind),
            needed=board_colours(kind.boards),
            given=board_colours(given),
        )
    ]
    lines += how
    lines.append(t("Playing something else? `/new` starts a Wordle, `/new quordle` a Quordle, …"))
    return Reply(t("Wrong number of boards"), lines, "error")


def wrong_length(kind: Variant, given: int, started: bool) -> Reply:
    """A paste of another length than the game's words: said, and the English Wordle of
    that length offered only where the game is English (a Spanish or German game's
    players typing six letters are not playing English Wordle)."""
    lines = [
        t(
            "The game here is {game}: its words have {length} letters, and that paste's "
            "have {given}. Nothing was added."
            if started
            else "The new game here is {game}: its words have {length} letters, and that "
            "paste's have {given}. Nothing was added.",
            game=game_name(kind),
            length=kind.length,
            given=given,
        )
    ]
    if kind.words.language == "en":
        lines.append(
            t(
                "Playing something else? {command} starts a Wordle of {given} letters.",
                command="`/new`" if given == 5 else f"`/new wordle length:{given}`",
                given=given,
            )
        )
    return Reply(t("Wrong word length"), lines, "error")


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
