"""A multi-board game's own wording (Dordle, Quordle, Octordle, Sedecordle): each board,
and the best guess for them all.  What every kind says alike is in ``_replies``."""

from __future__ import annotations

from collections.abc import Sequence

from bot.domain import Reply, Status
from bot.examples import how_to_play
from bot.formatting import (
    NUMBER_WORDS,
    SHOWN_CANDIDATES,
    analysed_row,
    best_so_far,
    caps,
    counts,
    game_name,
    human_join,
    list_note,
    row_tiles,
    row_word,
    spell_typed,
    spoiler,
    unlisted,
    why_lines,
    words,
)
from bot.games._replies import opening as opened
from bot.games._replies import row_players, waiting, well_played
from bot.i18n import t, tn
from bot.numbers import about, decimal, number
from bot.store import StoredSession
from bot.word_order import in_order
from solver import (
    Advice,
    BoardsAnalysis,
    BoardsSuggestion,
    BoardsTurn,
    Explanation,
    Pattern,
    Variant,
    solved_boards,
)


def new_game(kind: Variant) -> Reply:
    shape = t("{boards} boards, {rows} rows", boards=kind.boards, rows=kind.rows)
    return Reply(t("New game: {game}", game=f"{game_name(kind)} ({shape})"), [how_to_play(kind)])


def no_game(kind: Variant, title: str | None = None) -> Reply:
    return Reply(title or waiting(kind), [how_to_play(kind)])


def board_label(index: int) -> str:
    """ "Board 2:" before a board's own line (``index`` counts from 0)."""
    return t("Board {board}:", board=index + 1)


def _board_reason(s: BoardsSuggestion, spoilers: bool) -> str:
    """ "it could be board 2's answer and splits board 3's 40 words into 25 groups"; a
    split that leaves one word a group, "tells board 1's 2 words apart", as a Wordle's
    reason says it (the word is named once, before the reason)."""
    parts = []
    if len(s.could_be) == 1:
        parts.append(t("could be board {board}'s answer", board=s.could_be[0] + 1))
    elif s.could_be and len(s.could_be) == len(s.splits):
        parts.append(t("could be any board's answer"))
    elif s.could_be:
        boards = [str(b + 1) for b in s.could_be]
        parts.append(
            t(
                "could be the answer on boards {boards} or {last}",
                boards=", ".join(boards[:-1]),
                last=boards[-1],
            )
        )
    if (split := s.best_split) is not None:
        alike = len({(x.words, x.groups) for x in s.splits}) == 1 and len(s.splits) > 1
        values = {
            "words": tn("{count} word", "{count} words", split.words),
            "groups": tn("{count} group", "{count} groups", split.groups),
        }
        parts.append(_split_said(split.board, split.words == split.groups, alike, values))
    said = t(" and ").join(parts) or t("tells the boards the most")
    return f"{t('it')} {said}"


def _split_said(board: int, apart: bool, alike: bool, values: dict[str, str]) -> str:
    """How the guess splits a board's words (``board`` counts from 0): into groups, or,
    where each group is one word, telling them apart (``alike``: each board's the same)."""
    if apart:
        return (
            t("tells each board's {words} apart", **values)
            if alike
            else t("tells board {board}'s {words} apart", board=board + 1, **values)
        )
    return (
        t("splits each board's {words} into {groups}", **values)
        if alike
        else t("splits board {board}'s {words} into {groups}", board=board + 1, **values)
    )


def _word(s: BoardsSuggestion, spoilers: bool) -> str:
    """A suggestion's word, spoilered where it could be an answer."""
    return spoiler(caps(s.word)) if spoilers and s.could_be else caps(s.word)


def _suggested(
    s: BoardsSuggestion, spoilers: bool, kind: Variant, boards: Sequence[object | None]
) -> str:
    return t(
        "**{word}** — {reason}; ≈{guesses} guesses to finish {every}",
        word=_word(s, spoilers),
        reason=_board_reason(s, spoilers),
        guesses=decimal(s.expected_guesses),
        every=_finishing(kind, [b for b, c in enumerate(boards) if c is not None]),
        boards=kind.boards,
    )


def _finishing(kind: Variant, unsolved: Sequence[int]) -> str:
    """The boards a suggestion's figure is the guesses to finish (``unsolved``: the open
    boards, from 0): all of them ("both", "all four") while none is solved, the one left
    by its number, else the boards left (a solved board costs no more guesses)."""
    if len(unsolved) == 1:
        return t("board {board}", board=unsolved[0] + 1)
    if len(unsolved) < kind.boards:
        return t("the boards left")
    return t(NUMBER_WORDS[kind.boards]) if kind.boards in NUMBER_WORDS else str(kind.boards)


def _rare(
    s: BoardsSuggestion, listed: Sequence[BoardsSuggestion], spoilers: bool, dearer: bool = False
) -> str:
    """A rare word that is no board's possible answer labelled (familiar advice; one that
    could win a board, its rarity is the puzzle's), and where it leads (``listed``
    given), the best word players know that the list holds beside it; with ``dearer``
    (a paste's reply, which shows no figure of it), what that word costs, as a Wordle's
    reply says it: without it a player reads a familiar possible answer named beside a
    rare lead as just as good."""
    if s.familiar is not False or s.could_be:
        return ""
    known = next((k for k in listed if k.familiar), None)
    if known is None:
        return t("; a rare word")
    said = t("; a rare word: {word} is a familiar one", word=f"**{_word(known, spoilers)}**")
    cost = known.expected_guesses - s.expected_guesses
    if dearer and cost >= 0.005:  # a figure said to two places, where it shows
        said += t(" ({cost} more guesses on average)", cost=decimal(cost))
    return said


def standing(
    session: StoredSession,
    advice: Advice[BoardsSuggestion],
    spoilers: bool,
    note: str | None = None,
    unlisted_words: Sequence[str] = (),
    closing: Sequence[str] = (),
) -> Reply:
    """A multi-board game as it stands: its rows, each board, the best next guess; then
    the words it played that the lists lack, then ``closing`` (its share's result, what
    /status knows)."""
    kind, plays = session.kind, session.plays
    spell_typed(session.guesses)  # each word as its player wrote it (SÉRIA)
    rows = [
        f"{row_tiles(g.patterns)} {row_word(g.word, g.patterns, spoilers)} — "
        f"{row_players(session, g)}"
        for g in session.guesses
    ]
    solved_at = solved_boards(plays, kind.boards)
    cap = max(5, SHOWN_CANDIDATES // max(1, sum(c is not None for c in advice.boards)))
    per_board = []
    for b, (cands, at) in enumerate(zip(advice.boards, solved_at, strict=True)):
        if at is not None:
            answer = spoiler(f"**{caps(plays[at - 1].word)}**", spoilers)
            per_board.append(
                t("Board {board}: ✅ {answer} (guess {at})", board=b + 1, answer=answer, at=at)
            )
        elif cands is not None:
            missed = "" if session.status != Status.FAILED else t(" — it could have been")
            shown = words(in_order(cands.words), spoilers or bool(missed), cap)
            per_board.append(
                f"{board_label(b)} {counts(cands, opens_line=False)[:-1]}{missed} {shown}"
            )
    name = game_name(kind)
    if session.status == Status.SOLVED:
        title = t(
            "{game} solved in {played}/{rows}! 🎉", game=name, played=len(plays), rows=kind.rows
        )
        tone = "success"
        tail = [well_played(session)]
    elif session.status == Status.FAILED:
        left = sum(at is None for at in solved_at)
        title, tone = t("Out of guesses"), "warning"
        tail = [
            t("{rows} rows and {boards} boards still unsolved.", rows=kind.rows, boards=left)
            if left != 1
            else t("{rows} rows and 1 board still unsolved.", rows=kind.rows)
        ]
    else:
        played = t("{played}/{rows} played", played=len(plays), rows=kind.rows)
        title, tone = f"{name}: {played}", "info"
        lead = advice.suggestions[0] if advice.suggestions else None
        tail = (
            [
                t("Best next guess: {guess}", guess=_suggested(lead, spoilers, kind, advice.boards))
                + _rare(lead, advice.suggestions, spoilers, dearer=True)
            ]
            if lead is not None
            else []
        )
    title, opening = opened(title, note, kind, session.status, len(plays))
    ending = [*([unlisted(unlisted_words)] if unlisted_words else []), *closing]
    compact = None  # one line, for a game going on
    if session.status == Status.ACTIVE:
        unsolved = sum(at is None for at in solved_at)
        best = (
            [
                t(
                    "best {guess}",
                    guess=_suggested(advice.suggestions[0], spoilers, kind, advice.boards),
                )
            ]
            if advice.suggestions
            else []
        )
        to_go = tn("{count} board to go", "{count} boards to go", unsolved)
        compact = " · ".join([title, to_go, *best])
    return Reply(title, [*opening, *rows, "", *per_board, *tail, *ending], tone, compact=compact)


def hint(kind: Variant, advice: Advice[BoardsSuggestion], count: int, opening: bool) -> Reply:
    lines = [t("Opening move for {game}:", game=game_name(kind))] if opening else []
    if not opening:
        lines += [
            f"{board_label(b)} {counts(c, opens_line=False)}"
            for b, c in enumerate(advice.boards)
            if c is not None
        ]
    listed = advice.suggestions
    lines += [
        f"{n}. {_suggested(s, False, kind, advice.boards)}"
        + _rare(s, listed if n == 1 else (), False)
        for n, s in enumerate(listed[:count], 1)
    ]
    if not advice.suggestions:
        lines.append(t("Nothing to suggest: the game is over, or a board has no word left."))
    elif not advice.complete:
        lines.append(best_so_far())
    return Reply(t("Hint: {game}", game=game_name(kind)), lines, ephemeral=True)


def candidates(
    advice: Advice[BoardsSuggestion], limit: int, spoilers: bool, board: int | None
) -> Reply:
    """Each board's candidates, or one board's (``board`` counts from 1, already checked to
    be one of the game's)."""
    asked = [board - 1] if board is not None else range(len(advice.boards))
    lines = []
    for b in asked:
        cands = advice.boards[b]
        if cands is None:
            lines.append(t("Board {board}: solved.", board=b + 1))
            continue
        left = len(cands.words) - limit
        more = t(" … and {count} more", count=number(left)) if left > 0 else ""
        lines.append(
            f"{board_label(b)} {counts(cands, opens_line=False)[:-1]}: "
            f"{words(in_order(cands.words)[:limit], spoilers, cap=limit)}{more}"
        )
    return Reply(t("Candidates"), lines)


def why(word: str, explained: Sequence[tuple[int, Explanation]], kind: Variant) -> Reply:
    lines = []
    for b, ex in explained:
        verdict = (
            t("Board {board}: still possible", board=b + 1)
            if ex.possible
            else t("Board {board}: ruled out", board=b + 1)
        )
        reasons = "; ".join(why_lines(word, ex))
        lines.append(verdict + (f" — {reasons}" if reasons else ""))
    if explained:
        lines += list_note(explained[0][1])
    return Reply(t("{word} in this {game}", word=caps(word), game=game_name(kind)), lines)


def _boards_left(turn: BoardsTurn) -> str:
    """What a turn left on each board still open before it, in a player's words: "board
    1: 187 left, board 2: 27 left", "board 1: solved" (a board solved before is left out)."""
    said = [
        t("board {board}: solved", board=b + 1)
        if after is None
        else tn("board {board}: {count} left", "board {board}: {count} left", after, board=b + 1)
        for b, (before, after) in enumerate(zip(turn.before, turn.after, strict=True))
        if before is not None
    ]
    return ", ".join(said)


def _averages(left: Sequence[float | None]) -> str:
    """Each open board's words left on average, in the boards' order, as a player reads
    them: "≈1.5, ≈10 and ≈12"; "≈122 on each board" where they read alike (a first guess:
    every board holds the whole list).  A board solved before the turn is left out."""
    shown = [about(x) for x in left if x is not None]
    if len(shown) > 1 and len(set(shown)) == 1:
        return t("≈{words} on each board", words=shown[0])
    return human_join([f"≈{x}" for x in shown])


def _judged(turn: BoardsTurn, spoilers: bool) -> str:
    """A turn board by board, average against average: what the guess played leaves on
    each open board, and what the best would have."""
    if not turn.played_left:
        return ""
    played = _averages(turn.played_left)
    if turn.best is None or turn.best == turn.word or not turn.best_left:
        return t("; on average it leaves {played}", played=played)
    return t(
        "; on average it leaves {played}, {best} {best_left}",
        played=played,
        best=spoiler(caps(turn.best), spoilers),
        best_left=_averages(turn.best_left),
    )


def _analysed_word(turn: BoardsTurn, patterns: Sequence[Pattern | None], spoilers: bool) -> str:
    """A turn's row as its player posted it, every board's colours (as /why quotes it),
    else its word as the board shows it; in spoilers where it solved a board and the
    channel hides answers."""
    solved_here = any(a is None and b is not None for b, a in zip(turn.before, turn.after))
    typed = analysed_row(turn.word, patterns, spoilers)
    return typed or spoiler(f"**{caps(turn.word)}**", spoilers and solved_here)


def analysis(
    analysed: BoardsAnalysis,
    kind: Variant,
    spoilers: bool,
    rows: Sequence[Sequence[Pattern | None]],
    going_on: bool = False,
) -> Reply:
    """Each turn board by board, its row named as posted (``rows``: each play's colours,
    in the turns' order), then what the choices cost.  ``going_on``: the search goes on
    after this reply, which an edit replaces."""
    lines = []
    for n, (turn, patterns) in enumerate(zip(analysed.turns, rows), 1):
        line = t(
            "{n}. {word} — {boards}",
            n=n,
            word=_analysed_word(turn, patterns, spoilers),
            boards=_boards_left(turn),
        )
        line += _judged(turn, spoilers)
        if turn.value is not None and turn.best is not None and turn.best_value is not None:
            value = decimal(turn.value)
            line += (  # the best may be a board's answer
                t(" (≈{value} guesses to finish after it: the best play)", value=value)
                if turn.best == turn.word
                else t(
                    " (≈{value} guesses to finish after it; {best} ≈{best_value})",
                    value=value,
                    best=spoiler(caps(turn.best), spoilers),
                    best_value=decimal(turn.best_value),
                )
            )
        lines.append(line)
    if analysed.unread:
        lines.append(_unread(analysed.unread, going_on))
    lines.append(
        t(
            "Over the turns above, the choices cost ≈{lost} guesses on average against the "
            "best play."
            if analysed.unread
            else "Over the game, the choices cost ≈{lost} guesses on average against the best "
            "play.",
            lost=decimal(analysed.lost),
        )
    )
    if not analysed.complete and not analysed.unread:
        lines.append(
            t("Still searching for the best play: this message is edited when it is done.")
            if going_on
            else best_so_far()
        )
    over = analysed.solved or analysed.played >= kind.rows  # won, or every row played
    title = (
        t("{game} analysis", game=game_name(kind))
        if over
        else t("{game} analysis (so far)", game=game_name(kind))
    )
    return Reply(title, lines)


def _unread(count: int, going_on: bool) -> str:
    """The turns a reply leaves out: being analysed (its edit brings them), or for the
    asker to ask again."""
    if going_on:
        return tn(
            "{count} later turn still being analysed: this message is edited when it is done.",
            "{count} later turns still being analysed: this message is edited when they are done.",
            count,
        )
    return tn(
        "{count} later turn not analysed yet: ask again to go on from here.",
        "{count} later turns not analysed yet: ask again to go on from here.",
        count,
    )
