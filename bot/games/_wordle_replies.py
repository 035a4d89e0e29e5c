"""A Wordle game's own wording: the board, the hint, candidates, why and the analysis.
What every kind says alike is in ``_replies``."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from bot.domain import Reply, Status
from bot.examples import how_to_start
from bot.formatting import (
    analysed_row,
    best_so_far,
    caps,
    counts,
    game_name,
    human_join,
    known_text,
    list_note,
    only_left,
    plain_reason,
    row_word,
    spell_typed,
    spoiler,
    unlisted,
    why_lines,
    words,
)
from bot.games._replies import opening as opened
from bot.games._replies import row_players, well_played
from bot.i18n import t, tn
from bot.numbers import about, decimal, number
from bot.pictures import TurnLeft
from bot.store import StoredSession
from bot.word_order import in_order
from solver import (
    ROWS,
    Analysis,
    Candidates,
    Caught,
    Explanation,
    Guess,
    Knowledge,
    Suggestion,
    Turn,
    Variant,
    is_solved,
    summary_text,
    to_emoji,
)


def new_game(kind: Variant) -> Reply:
    return Reply(t("New game: {game}", game=game_name(kind)), [how_to_start(kind)])


def _best(
    best: Suggestion,
    winner: Suggestion | None,
    known: Suggestion | None,
    hard: bool,
    spoilers: bool,
    unlikely: bool = False,
    rows_after: int = ROWS,
) -> str:
    """The best next guess with its reason in a few words; when it cannot be the answer,
    also the best guess that could (a player may rather take the chance to win now); when
    it is a rare word (familiar advice), the best word players know beside it.
    ``rows_after``: the rows left once the next guess is played."""
    word = spoiler(caps(best.word), spoilers and best.could_be_answer)
    line = t(
        "Best next guess (hard mode): {word} — {reason}"
        if hard
        else "Best next guess: {word} — {reason}",
        word=f"**{word}**",
        reason=plain_reason(best.could_be_answer, best.split, unlikely),
    )
    # the rare label follows the word it describes, before the word that could win now
    if best.familiar is False and not best.could_be_answer:  # a possible answer may win
        line += _rare(best, None if known is winner else known, spoilers)
    if winner is not None and not best.could_be_answer:
        line += _could_win(winner, best, rows_after, spoilers)
    return line


def _could_win(winner: Suggestion, best: Suggestion, rows_after: int, spoilers: bool) -> str:
    """The best guess that could win now, named beside a best one that can't: what it
    costs in guesses on average, or, where it may lose the game, that risk in words (a
    player reads a figure of guesses as a slower win, not as a lost game)."""
    word = f"**{spoiler(caps(winner.word), spoilers)}**"
    if may_lose(winner, rows_after):
        return t(
            "; or {word}, which could win now, but may lose the game: {left} of the {words} "
            "would be left for the last row",
            word=word,
            left=number(winner.split.worst),
            words=number(winner.split.words),
        )
    cost = winner.expected_guesses - best.expected_guesses
    return t("; or {word}, which could win now", word=word) + _dearer(cost)


def may_lose(guess: Suggestion, rows_after: int) -> bool:
    """With one row left after a guess, a group of two or more words it leaves can't all
    be won in that row: playing it may lose the game."""
    return rows_after == 1 and guess.split.worst >= 2


def _rare(best: Suggestion, known: Suggestion | None, spoilers: bool) -> str:
    """A rare best guess labelled, with the best word players know beside it."""
    if known is None:
        return t("; a rare word")
    word = spoiler(caps(known.word), spoilers and known.could_be_answer)
    return t("; a rare word: {word} is a familiar one", word=f"**{word}**") + _dearer(
        known.expected_guesses - best.expected_guesses
    )


def _dearer(cost: float) -> str:
    """What a guess named beside the best costs, where it is enough to say."""
    return t(" ({cost} more guesses on average)", cost=decimal(cost)) if cost >= 0.005 else ""


def standing(
    session: StoredSession,
    history: Sequence[Guess],
    cands: Candidates,
    best: Suggestion | None,
    winner: Suggestion | None,
    hard: bool,
    spoilers: bool,
    analysed: Analysis | None = None,
    note: str | None = None,
    unlisted_words: Sequence[str] = (),
    known: Suggestion | None = None,
    closing: Sequence[str] = (),
) -> Reply:
    """The reply to a paste (and the body of /status): the board, then what is left.  A
    paste's reply may open with a note (why a new game began) and end by naming the words
    it played that the lists lack, then ``closing`` (its share's result, what /status
    knows).  ``known``: the best word players know, named beside a rare best guess
    (familiar advice)."""
    spell_typed(session.guesses)  # each word as its player wrote it (SÉRIA)
    rows = [
        f"{to_emoji(g.pattern)} {row_word(g.word, g.patterns, spoilers)} — "
        f"{row_players(session, g)}"
        for g in session.guesses
    ]
    if session.status == Status.SOLVED:
        title, tone = t("Solved in {played}/{rows}! 🎉", played=len(history), rows=ROWS), "success"
        answer = spoiler(f"**{caps(history[-1].word)}**", spoilers)
        tail = [f"{t('The answer was {answer}.', answer=answer)} {well_played(session)}"]
        if analysed:
            tail.append(
                t(
                    "{summary} — `/analysis` goes guess by guess.",
                    summary=summary_text(analysed, t, decimal),
                )
            )
    elif session.status == Status.FAILED:
        title, tone = t("Out of guesses"), "warning"
        tail = [
            t(
                "Six rows and no green line. It could have been: {words}",
                words=words(in_order(cands.words), True),
            )
        ]
    else:
        title, tone = t("{played}/{rows} played", played=len(history), rows=ROWS), "info"
        if len(cands.words) == 1:
            tail = [only_left(cands, spoilers)]
        else:
            tail = [counts(cands)]
            if best is not None:
                fits = best.word in cands.unlikely  # possible, though no likely answer
                after = ROWS - len(history) - 1  # the rows left once the next guess is in
                tail.append(_best(best, winner, known, hard, spoilers, fits, after))
            tail.append(t("Candidates: {words}", words=words(in_order(cands.words), spoilers)))
    title, opening = opened(title, note, session.kind, session.status, len(history))
    ending = [*([unlisted(unlisted_words)] if unlisted_words else []), *closing]
    compact = None  # one line, for a game going on
    if session.status == Status.ACTIVE:
        shown = tail[:1] if len(cands.words) == 1 else [counts(cands, opens_line=False)[:-1]]
        if best is not None and len(cands.words) > 1:
            hidden = spoiler(caps(best.word), spoilers and best.could_be_answer)
            shown.append(t("best {guess}", guess=f"**{hidden}**"))
        compact = " · ".join([title, *shown])
    return Reply(title, [*opening, *rows, "", *tail, *ending], tone, compact=compact)


def no_game(kind: Variant, hard: bool, title: str | None = None) -> Reply:
    mode = t("Mode: hard.") if hard else t("Mode: normal.")
    return Reply(title or t("No game going"), [how_to_start(kind), mode])


def known(knowledge: Knowledge) -> str:
    return t("Known: {facts}", facts=known_text(knowledge))


def hint(
    cands: Candidates,
    suggestions: Sequence[Suggestion],
    count: int,
    opening: bool,
    hard: bool,
    complete: bool,
    rows_left: int = ROWS,
    caught: Caught | None = None,
) -> Reply:
    if len(cands.words) == 1 and not opening:  # nothing to weigh: say the word
        return Reply(_hint_title(hard), [only_left(cands, False)], ephemeral=True)
    lines = [t("Opening move:")] if opening else [counts(cands)]
    shown = worth_listing(suggestions)[:count]
    if opening:  # every list in the order of its own figure, but a familiar lead first
        led = shown[:1] if shown and shown[0].familiar else []
        shown = led + sorted(shown[len(led) :], key=lambda s: round(s.expected_guesses, 2))
    if shown and all(splits_nothing(s) for s in shown):
        lines.append(t("No guess tells the words left apart: any of them is a coin toss."))
    unlikely = set(cands.unlikely)
    for n, alike in enumerate(_alike(shown, unlikely), 1):
        first = alike[0]
        names = _either([f"**{caps(s.word)}**" for s in alike])
        several = len(alike) > 1
        reason = plain_reason(first.could_be_answer, first.split, first.word in unlikely, several)
        reason += _rare_listed(alike, suggestions if n == 1 else ())
        finish = (
            t("≈{guesses} guesses to finish", guesses=decimal(first.expected_guesses))
            if first.expected_guesses <= rows_left
            else t("may need more than the {rows} rows left", rows=rows_left)
            if rows_left != 1
            else t("may need more than the 1 row left")
        )
        lines.append(f"{n}. {names} — {reason} · {finish}")
    if not suggestions:
        lines.append(t("No word fits these guesses: check them with `/status`."))
    elif not complete:
        lines.append(best_so_far())
    if caught is not None and caught.most < len(cands.words) and suggestions:
        lines.append(cannot_all_be_won(len(cands.words), rows_left, caught, suggestions[0]))
    return Reply(_hint_title(hard), lines, ephemeral=True)


def _rare_listed(alike: Sequence[Suggestion], listed: Sequence[Suggestion]) -> str:
    """A /hint line's rare words labelled (familiar advice; a possible answer's rarity is
    the puzzle's, as a paste's reply has it), and where they lead the list (``listed``
    given), the best word players know that the list holds beside them."""
    if alike[0].familiar is not False or alike[0].could_be_answer:
        return ""
    known, one = next((s for s in listed if s.familiar), None), len(alike) == 1
    if known is None:
        return t("; a rare word") if one else t("; rare words")
    word = f"**{caps(known.word)}**"
    if one:
        return t("; a rare word: {word} is a familiar one", word=word)
    return t("; rare words: {word} is a familiar one", word=word)


def _hint_title(hard: bool) -> str:
    return t("Hint (hard mode)") if hard else t("Hint")


def cannot_all_be_won(words: int, rows: int, caught: Caught, first: Suggestion) -> str:
    """No plan wins every word in the rows left: say so, and what the lead saves."""
    return t(
        "No plan wins all {words} in the {rows} rows left: at best {most} can still be won, "
        "and {lead} wins {by_lead}.",
        words=words,
        rows=rows,
        most=caught.most,
        lead=f"**{caps(first.word)}**",
        by_lead=caught.by_lead,
    )


def splits_nothing(s: Suggestion) -> bool:
    """A guess that can't win now and leaves every likely answer in one group: it tells
    nothing apart."""
    return not s.could_be_answer and s.split.groups == 1 and s.split.words > 1


def worth_listing(suggestions: Sequence[Suggestion]) -> list[Suggestion]:
    """/hint's list less the guesses that tell nothing apart, where any other is listed."""
    useful = [s for s in suggestions if not splits_nothing(s)]
    return useful or list(suggestions)


def _alike(shown: Sequence[Suggestion], unlikely: Collection[str]) -> list[list[Suggestion]]:
    """Suggestions a player cannot tell apart by what the hint says of them, together:
    one line each group, so no two lines differ only by the word."""
    groups: dict[tuple, list[Suggestion]] = {}
    for s in shown:
        key = (s.could_be_answer, s.word in unlikely, s.split.words, s.split.groups, s.split.worst)
        # a rare word is said to be one: never on a line with a familiar one
        groups.setdefault((*key, s.familiar, round(s.expected_guesses, 2)), []).append(s)
    return list(groups.values())


def _either(names: Sequence[str]) -> str:
    """ "A", "A or B", "A, B or C"."""
    return human_join(names).replace(" and ", " or ") if len(names) > 1 else names[0]


def candidates(cands: Candidates, limit: int, spoilers: bool) -> Reply:
    shown = in_order(cands.words)  # the first ``limit`` in the language's order
    more = t(" … and {count} more", count=number(len(shown) - limit)) if len(shown) > limit else ""
    return Reply(t("Candidates"), [counts(cands), words(shown[:limit], spoilers, cap=limit) + more])


def why(word: str, ex: Explanation, played: bool) -> Reply:
    verdict = t("{word}: still possible") if ex.possible else t("{word}: ruled out")
    title = verdict.format(word=caps(word))
    fits = (
        t("It fits every guess so far.")
        if played
        else t("No guesses yet, so every word is possible.")
    )
    lines = [f"• {r}" for r in why_lines(word, ex)] or [fits]
    lines += list_note(ex)
    return Reply(title, lines, "info" if ex.possible else "warning")


def _verdict(skill: float) -> str:
    """A guess's verdict by its skill (100: the best there was)."""
    if skill >= 99.5:
        return t("Best guess")
    if skill >= 95.0:
        return t("Good guess")
    return t("Fair guess") if skill >= 85.0 else t("Costly guess")


def verdict(turn: Turn, spoilers: bool) -> str:
    """One guess in a player's words: how good, what it left, and how it compares with the
    best, expected against expected ("Good guess — left 88 of 3,158; on average it leaves
    about 130, TARSE about 100").  A winning row is the answer: never costly, never set
    against another word (a winner told an obscure word was "the surer way" reads a
    scold), only how many it was found among; where the best leaves no fewer on average
    (it could win at once), the guesses it saves say it."""
    if is_solved(turn.pattern):
        if turn.skill >= 99.5 or turn.best_word == turn.word:
            return t("The answer — the best guess there was")
        return tn("The answer, the only word left", "The answer, of {count} left", turn.before)
    said = _verdict(turn.skill)
    left = t("left {after} of {before}", after=number(turn.after), before=number(turn.before))
    against = line_against(turn)
    if against is None:
        return f"{said} — {left}"
    word, after, cost = against
    best = spoiler(caps(word), spoilers)  # the best may be the answer itself
    if after < 0.05:  # it leaves nothing: it was the answer
        return t("{verdict} — {left}; {best} would have won", verdict=said, left=left, best=best)
    played, best_about = about(turn.expected_after), about(after)
    if after < turn.expected_after and best_about != played:
        return t(
            "{verdict} — {left}; on average it leaves about {played}, {best} about {about}",
            verdict=said,
            left=left,
            played=played,
            best=best,
            about=best_about,
        )
    return t(
        "{verdict} — {left}; {best} finishes about {cost} guesses sooner on average",
        verdict=said,
        left=left,
        best=best,
        cost=decimal(cost),
    )


def set_against(turn: Turn) -> tuple[str, float, float]:
    """The word a row is set against, the words it leaves on average and the guesses the
    played word costs against it: the best, or where familiar advice named a word players
    know in a rare best's place, that word (a player who never heard of the best is told
    what the bot would have said).  A played word as good as that one is set against none
    (no cost to two places): naming the rare best would be the scold familiar advice
    avoids."""
    if turn.named is None:
        return turn.best_word, turn.best_expected_after, turn.lost
    named = turn.named
    return named.word, named.expected_after, turn.played_value - named.value


def line_against(turn: Turn) -> tuple[str, float, float] | None:
    """What a row's line sets it against (``set_against``: the word, the words it leaves
    on average, the guesses it saves), or None where the line names none: a winning row,
    the word played itself, or one as good to two places."""
    if is_solved(turn.pattern):
        return None
    word, after, cost = set_against(turn)
    if word == turn.word or turn.skill >= 99.5 or cost < 0.005:
        return None
    return word, after, cost


def pictured(turn: Turn) -> TurnLeft:
    """A row as the analysis picture draws and describes it, set against what its line
    names: where the line names the word familiar advice named in a rare best's place,
    that word and the words it leaves on average; else the best's figure, which no line
    contradicts."""
    against = line_against(turn) if turn.named is not None else None
    best, named = (turn.best_expected_after, "") if against is None else (against[1], against[0])
    return TurnLeft(turn.word, turn.before, turn.after, best, turn.expected_after, named=named)


def _row(n: int, turn: Turn, spoilers: bool, mixed: bool) -> str:
    """One row of the analysis, as its player posted it (else as the board shows it); in a
    game that changed mode, the mode it was judged in."""
    mode = (t(" (hard mode)") if turn.hard else t(" (normal mode)")) if mixed else ""
    patterns = (turn.pattern,)
    row = analysed_row(turn.word, patterns, spoilers)
    if row is None:
        row = f"{to_emoji(turn.pattern)} {row_word(turn.word, patterns, spoilers)}"
    return f"{n}. {row}{mode}: {verdict(turn, spoilers)}"


def analysis(analysed: Analysis, spoilers: bool) -> Reply:
    """Each row judged in the mode it was played in (named per row where the game changed
    mode), then skill and luck apart."""
    modes = {turn.hard for turn in analysed.turns}
    mixed = len(modes) > 1
    lines = [_row(n, turn, spoilers, mixed) for n, turn in enumerate(analysed.turns, 1)]
    hard = t(" · every row in hard mode") if modes == {True} else ""
    lines.append(summary_text(analysed, t, decimal) + hard)
    lines.append(
        t(
            "*Skill: how close your guesses came to the best ones (100 = the best there was). "
            "Luck: the guesses the colours saved you (or cost you) against a usual game.*"
        )
    )
    if not analysed.complete:
        lines.append(best_so_far())
    over = analysed.solved or len(analysed.turns) >= ROWS  # won, or every row played
    return Reply(t("Game analysis") if over else t("Game analysis (so far)"), lines)
