"""The rows a message brings and whose they are, pure (no I/O): the guesses a paste
adds, a row seen again, a message from before the game, who may take a row back or clear
a game others played in, and the rows refused (hard mode, no word fits them together)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from string import ascii_lowercase
from typing import Any

from bot.domain import Asker, Reply, Status
from bot.games import _fit_replies as fit
from bot.games import _replies as say
from bot.parsing import Parsed, ParsedGuess
from bot.store import StoredGuess, StoredSession
from solver import (
    Advice,
    Guess,
    Knowledge,
    Pattern,
    Play,
    Solver,
    Variant,
    fold,
    is_solved,
    score,
)


def share_words(parsed: Parsed) -> bool:
    return any(s.words for s in parsed.shares)


def guesses_in(parsed: Parsed) -> tuple[list[ParsedGuess], int | None]:
    """The guesses a message adds: typed ones, and shares whose rows carry words."""
    out = list(parsed.guesses)
    puzzle = None
    for share in parsed.shares:
        words = [w for w in share.words or () if w]
        if share.words and len(words) == len(share.words):
            puzzle = share.puzzle
            out += [ParsedGuess(w, (r,), share.line) for w, r in zip(words, share.rows)]
    return out, puzzle


def played_apart(live: StoredSession | None, poster: int) -> bool:
    """Whether a share's typed rows are a game its poster played apart from the one going
    here: that game has a row the poster did not play.  A share is a whole game, so its
    rows would end the group's game under the players still solving it; they go on a
    board only where its rows are all the poster's (the same game, pasted whole)."""
    if live is None:
        return False
    return any(poster not in {a.id for a in live.players(g)} for g in live.guesses)


def solved_colours_dropped(
    kept: Sequence[StoredGuess], new: Sequence[ParsedGuess], message_id: int
) -> list[ParsedGuess]:
    """New rows with the colours they give a board solved before them read as that
    board's ``-``, where those colours are exactly the row's word against the board's
    answer: the player typed what the screen showed (Quordle greys a solved board out,
    yet its tiles are the word against its answer), and nothing is ambiguous.  Other
    colours there stay as typed, for the refusal that names the board."""
    answers: dict[int, str] = {}
    for before in kept:
        if before.message_id < message_id:
            answers.update(_solved_by(before.word, before.patterns, answers))
    out: list[ParsedGuess] = []
    for row in new:
        several = len(row.patterns) > 1  # one board solved is a game won: nothing after
        patterns = tuple(
            None if several and _greyed(row.word, p, answers.get(b)) else p
            for b, p in enumerate(row.patterns)
        )
        out.append(row if patterns == row.patterns else dataclasses.replace(row, patterns=patterns))
        answers.update(_solved_by(row.word, patterns, answers))
    return out


def _greyed(word: str, colours: Pattern | None, answer: str | None) -> bool:
    """Whether a row's colours on a board are those a board solved by ``answer`` shows
    it greyed out: the word against the answer, the word not the answer itself (that row
    is the solving one, pasted again)."""
    return answer is not None and word != answer and colours == score(word, answer)


def _solved_by(
    word: str, patterns: Sequence[Pattern | None], answers: dict[int, str]
) -> dict[int, str]:
    """The boards a row solves that no row before it had: their answer is its word."""
    return {
        b: word
        for b, p in enumerate(patterns)
        if p is not None and is_solved(p) and b not in answers
    }


def other_game(
    going: StoredSession | None, new: Sequence[ParsedGuess], how: Sequence[str]
) -> Reply | None:
    """The refusal of rows for another game than the one going (``how``: its own
    how-to-play lines): another number of boards, or words of another length."""
    if going is None:
        return None
    boards, length = len(new[0].patterns), len(new[0].word)
    if going.kind.boards != boards:
        return say.wrong_boards(going.kind, boards, bool(going.guesses), how)
    if going.kind.length != length:
        return say.wrong_length(going.kind, length, bool(going.guesses))
    return None


def same_shape(one: Variant, other: Variant) -> bool:
    """Whether a paste for one game fits the other: as many boards, words as long."""
    return (one.boards, one.length) == (other.boards, other.length)


def may_change(row: StoredGuess, by: Asker | None) -> bool:
    """A row is its poster's to take back, or a moderator's (Manage Messages)."""
    return by is None or by.moderates or row.author.id == by.author.id


def others_played(session: StoredSession, by: Asker | None) -> bool:
    """Whether clearing this game would take rows others played from them, and ``by`` is
    not a moderator."""
    if by is None or by.moderates:
        return False
    return any(a.id != by.author.id for a in session.everyone)


RowSeen = tuple[str, tuple[Pattern | None, ...]]  # a row's word and its colours, board by board


def same_row(first: RowSeen, then: RowSeen) -> bool:
    """One guess seen twice: the same word with the same colours on every board the first
    scored.  A board it found solved (``-``) takes whatever the other gives it: one paste
    may say ``-`` there and another the colours that board's answer gives."""
    (word, patterns), (again, colours) = first, then
    return (
        word == again
        and len(patterns) == len(colours)
        and all(p is None or p == q for p, q in zip(patterns, colours, strict=True))
    )


def seen_again(
    kept: Sequence[StoredGuess], new: Sequence[ParsedGuess]
) -> tuple[list[ParsedGuess], list[str]]:
    """A message's guesses split into rows the board lacks and the words of rows it has
    already (``same_row``: one guess seen twice, not two turns)."""
    on_board: list[RowSeen] = [(g.word, g.patterns) for g in kept]
    fresh, again = [], []
    for g in new:
        row = (g.word, g.play.patterns)
        if any(same_row(seen, row) for seen in on_board):
            again.append(g.word)
        else:
            on_board.append(row)
            fresh.append(g)
    return fresh, list(dict.fromkeys(again))


def of_finished_game(
    last: StoredSession | None, new: Sequence[ParsedGuess], puzzle: int | None
) -> bool:
    """Whether a paste is about the game that just ended rather than the start of the
    next: it holds the row that won it, only rows its board has (a late duplicate, the
    same winning row pasted again), or a row that marks one of its boards solved before it
    (``-``), which can only go on a game.  A game cleared or gone idle is no longer
    finishing."""
    if last is None or not last.status.ended or not last.guesses:
        return False
    if puzzle is not None and last.puzzle not in (None, puzzle):
        return False  # a share of another puzzle starts that puzzle's game
    on_board: list[RowSeen] = [(g.word, g.patterns) for g in last.guesses]
    rows: list[RowSeen] = [(g.word, g.play.patterns) for g in new]
    winning = unmarked(on_board[-1])
    return (
        all(any(same_row(seen, row) for seen in on_board) for row in rows)
        or (last.status == Status.SOLVED and any(same_row(winning, unmarked(row)) for row in rows))
        or any(goes_on(row, last.kind.boards) for row in rows)
    )


def goes_on(row: RowSeen, boards: int) -> bool:
    """Whether a row of a game of ``boards`` boards says one was solved before it (``-``
    there): it goes on a game, never opens one, so after a game's end it is that game's
    (a new game would refuse it as a board not solved yet)."""
    _, patterns = row
    return len(patterns) == boards and any(p is None for p in patterns)


def unmarked(row: RowSeen) -> RowSeen:
    """A row with its word's marks dropped (SUEÑO as SUENO, GRÜẞE as GRUẞE): the winning
    row posted again from a keyboard without them is still that row, not a new game won
    on a word one mark away."""
    word, patterns = row
    return fold(word, ascii_lowercase), patterns


def told_late(
    last: StoredSession | None, new: Sequence[ParsedGuess], puzzle: int | None
) -> str | None:
    """The answer of the game just lost, told late (a teammate's ``SHARK 22222`` after
    "Out of guesses"): a row all green on a board whose rows that word fits.  It is the
    lost game's ending, not a new game won in one row; None where the paste is not that.
    A share of another puzzle starts that puzzle's game."""
    if last is None or last.status != Status.FAILED or not last.guesses:
        return None
    if puzzle is not None and last.puzzle not in (None, puzzle):
        return None
    fold = last.kind.words.fold
    for row in new:
        word = fold(row.word)
        for board, pattern in enumerate(row.patterns):
            if pattern is not None and is_solved(pattern) and could_have_been(last, board, word):
                return word
    return None


def could_have_been(session: StoredSession, board: int, word: str) -> bool:
    """Whether ``word`` scores every row of a game's board as it was scored: it could
    have been that board's answer."""
    if len(word) != session.kind.length or board >= session.kind.boards:
        return False  # another game's shape: never that game's answer
    rows = [(g.word, p) for g in session.guesses if (p := g.patterns[board]) is not None]
    return all(score(played, word) == pattern for played, pattern in rows)


def typo(new: Sequence[ParsedGuess]) -> ParsedGuess | None:
    """The first new row whose word the game's list lacks and that was not marked as
    played anyway ("CRNAE!"): a typo, until the player says otherwise."""
    return next((g for g in new if not g.known and not g.anyway), None)


def marks_dropped(
    kept: Sequence[StoredGuess], new: Sequence[ParsedGuess], words: Solver
) -> tuple[ParsedGuess, list[str], bool] | None:
    """The first new row not marked as played anyway ("SUENO!") whose word was typed
    without a mark its game plays as a letter of its own (``Solver.marks_dropped``: it
    fits no board as typed, or it is all green and no likely answer), the words it
    meant, and whether it fits as typed: a typo, not a row that clashes with one that is
    right, nor the rare word that won."""
    for row in new:
        boards = boards_before(kept, row)
        if not row.anyway and (meant := words.marks_dropped(row.word, boards)):
            return row, meant, words.fits_boards(row.word, boards)
    return None


def wins(row: ParsedGuess) -> bool:
    """Whether a row turns some board all green (its word is that board's answer)."""
    return any(p is not None and is_solved(p) for p in row.patterns)


def won_by(session: StoredSession, word: str) -> list[int]:
    """The boards ``word`` turned all green in a game (none: it won none)."""
    return [
        board
        for row in session.guesses
        if row.word == word
        for board, pattern in enumerate(row.patterns)
        if pattern is not None and is_solved(pattern)
    ]


def boards_before(
    kept: Sequence[StoredGuess], new: ParsedGuess
) -> list[tuple[list[Guess], Pattern]]:
    """Each board a new row gives colours to: the board's rows so far and those colours,
    for the words a typo may have meant to be checked against."""
    return [
        ([Guess(g.word, p) for g in kept if (p := g.patterns[board]) is not None], pattern)
        for board, pattern in enumerate(new.patterns)
        if pattern is not None
    ]


def before(message_id: int, session: StoredSession) -> bool:
    """A message older than the game's first row: from before the game began."""
    return bool(session.guesses) and message_id < min(g.message_id for g in session.guesses)


def breaks_hard_mode(plays: Sequence[Play], new: Sequence[bool]) -> Reply | None:
    """The refusal for a new row that hard mode forbids after the rows before it (one
    board: the kinds with a hard mode), or None."""
    history = [Guess(p.word, pattern) for p in plays if (pattern := p.patterns[0]) is not None]
    for i, guess in enumerate(history):
        if new[i] and (breach := Knowledge.from_history(history[:i]).hard_mode_breach(guess.word)):
            return fit.breaks_hard_mode(guess.word, breach)
    return None


def other_colours(rows: Sequence[fit.Clash], kind: Variant) -> Reply | None:
    """The refusal for a new row whose word a row of the game (or of the same paste) gives
    other colours on some board, or None.  One word scored two ways is a clash by itself,
    whatever else is on the board, so it is named before any search for the rows no word
    fits: that search may find a smaller set elsewhere and blame a row that is right."""
    for board in range(kind.boards):
        for row in rows:
            mine = row.play.patterns[board]
            if not row.new or mine is None:
                continue
            other = [
                r
                for r in rows
                if r.play.word == row.play.word
                and (theirs := r.play.patterns[board]) is not None
                and theirs != mine
            ]
            if other:
                same = [r for r in rows if r is row or r in other]
                return fit.conflict(same, board, kind.boards > 1)
    return None


def contradiction(rows: Sequence[fit.Clash], kind: Variant, advice: Advice[Any]) -> Reply | None:
    """The refusal for guesses no word fits together (on some board), or None: the rows
    that clash, each with who played it.  A board is named only where there are several."""
    several = kind.boards > 1
    for board, conflicts in advice.conflicts.items():
        on_board = [row for row in rows if row.play.patterns[board] is not None]
        return fit.conflict([on_board[i] for i in conflicts], board, several)
    return None
