"""A Wordle game in a channel: the board, hints, candidates, why, undo, modes, errors."""

from __future__ import annotations

from collections.abc import Sequence

from bot.commands import help_line
from bot.domain import Reply
from bot.replies._format import (
    BEST_SO_FAR,
    HOW_TO_START,
    _row_tiles,
    counts,
    game_name,
    how_to_play,
    human_join,
    spoiler,
    unlisted,
    words,
)
from bot.rules import Status
from bot.store import StoredSession
from solver import Guess
from solver.analysis import Analysis
from solver.feedback import Pattern, notation, to_emoji
from solver.results import Candidates, Explanation, Suggestion
from solver.rules import ROWS, WORDLE, Kind
from solver.wording import note_text, reasons_text, split_text, summary_text


def _reason(s: Suggestion, spoilers: bool) -> str:
    """The suggestion's reason with its word hidden (or said as "it") in the reply."""
    return split_text(spoiler(s.word.upper()) if spoilers and s.could_be_answer else "it", s.split)


def board(
    session: StoredSession,
    history: Sequence[Guess],
    cands: Candidates,
    best: Suggestion | None,
    hard: bool,
    spoilers: bool,
    analysed: Analysis | None = None,
    note: str | None = None,
    unlisted_words: Sequence[str] = (),
) -> Reply:
    """The reply to a paste (and the body of /status): the board, then what is left.  A
    paste's reply may open with a note (why a new game began) and end by naming the words
    it played that the lists lack."""
    rows = [
        f"{to_emoji(g.pattern)} **{g.word.upper()}** — {session.guesses[i].author.name}"
        for i, g in enumerate(history)
    ]
    if session.status == Status.SOLVED:
        people = list(dict.fromkeys(g.author.name for g in session.guesses))
        title, tone = f"Solved in {len(history)}/{ROWS}! 🎉", "success"
        tail = [
            f"The answer was **{history[-1].word.upper()}**. Well played, {human_join(people)}."
        ]
        if analysed:
            tail.append(f"{summary_text(analysed)} — `/analysis` goes guess by guess.")
    elif session.status == Status.FAILED:
        title, tone = "Out of guesses", "warning"
        tail = [f"Six rows and no green line. It could have been: {words(cands.words, True)}"]
    else:
        title, tone = f"{len(history)}/{ROWS} played", "info"
        tail = [counts(cands)]
        if best is not None:
            word = best.word.upper()
            if spoilers and best.could_be_answer:
                word = spoiler(word)
            tail.append(
                f"Best next guess{' (hard mode)' if hard else ''}: **{word}** — "
                f"{_reason(best, spoilers)}"
            )
        tail.append(f"Candidates: {words(cands.words, spoilers)}")
    opening = [f"*{note}*"] if note else []
    closing = [unlisted(unlisted_words)] if unlisted_words else []
    return Reply(title, [*opening, *rows, "", *tail, *closing], tone)


def database_out_of_reach() -> Reply:
    return Reply(
        "Can't save right now",
        ["I can't reach my database, so nothing was saved. Please paste again in a minute."],
        "warning",
    )


def busy() -> Reply:
    return Reply(
        "Too busy to keep up",
        ["Other messages kept changing this game while I read yours; please paste it again."],
        "warning",
    )


def no_game(hard: bool, title: str | None = None, kind: Kind = WORDLE) -> Reply:
    if kind is not WORDLE:
        return Reply(title or f"{game_name(kind)}: no guesses yet", [how_to_play(kind)])
    return Reply(title or "No game going", [HOW_TO_START, f"Mode: {'hard' if hard else 'normal'}."])


def known(knowledge: object) -> str:
    return f"Known: `{knowledge}`"


def conflict(
    history: Sequence[Guess], conflicts: Sequence[int], kept: int, board: int | None = None
) -> Reply:
    named = [f"`{history[i]}`" for i in conflicts]
    where = "" if board is None else f" on board {board + 1}"
    lines = [
        f"No word fits all the guesses{where} with that paste, so I didn't add it.",
        f"These can't all be true: {', '.join(named)}.",
    ]
    if any(i < kept for i in conflicts):
        lines.append(
            "If an earlier guess was the typo, `/undo` removes the last one "
            "(or edit/delete the message it came from), then paste again."
        )
    else:
        lines.append("Check the colours of that paste and send it again.")
    return Reply("That doesn't fit", lines, "error")


def too_many_rows(kept: int, adding: int, kind: Kind = WORDLE) -> Reply:
    have = f"The game here has {kept} row{'s' * (kept != 1)}" if kept else "A new game"
    game = "a Wordle game" if kind is WORDLE else game_name(kind)
    return Reply(
        "Too many rows",
        [
            f"{have}, and that paste adds {adding}: {game} has at most {kind.rows}. "
            "Nothing was added.",
            "If it is a new game, `/reset` first; if a row is wrong, `/undo` it (or edit the "
            "message it came from).",
        ],
        "error",
    )


def unreadable(error: str, title: str = "I couldn't read that", ephemeral: bool = False) -> Reply:
    return Reply(title, [error], "error", ephemeral=ephemeral)


def unsupported(error: str) -> Reply:
    return Reply("Not supported", [error], "warning")


IDLE_NOTE = "The last session here sat idle for over 18 hours, so this starts a new one."


OVER_NOTE = "The last session is over, so this starts a new one."


def other_puzzle_note(puzzle: int, last: int | None) -> str:
    return f"That's puzzle {puzzle}, not {last}: starting a new session."


def hint(
    cands: Candidates,
    suggestions: Sequence[Suggestion],
    count: int,
    opening: bool,
    hard: bool,
    complete: bool,
) -> Reply:
    lines = ["Opening move:"] if opening else [counts(cands)]
    for n, s in enumerate(suggestions[:count], 1):
        star = " (could be the answer)" if s.could_be_answer and not opening else ""
        lines.append(
            f"{n}. **{s.word.upper()}**{star} — {split_text(s.word.upper(), s.split)}; "
            f"≈{s.expected_guesses:.2f} guesses to finish"
        )
    if not suggestions:
        lines.append("No word fits these guesses: check them with `/status`.")
    elif not complete:
        lines.append(BEST_SO_FAR)
    return Reply(f"Hint{' (hard mode)' if hard else ''}", lines, ephemeral=True)


def candidates(cands: Candidates, limit: int, spoilers: bool) -> Reply:
    shown = cands.words
    more = f" … and {len(shown) - limit} more" if len(shown) > limit else ""
    return Reply("Candidates", [counts(cands), words(shown[:limit], spoilers, cap=limit) + more])


def why(word: str, ex: Explanation, played: bool) -> Reply:
    title = f"{word.upper()}: " + ("still possible" if ex.possible else "ruled out")
    fits = "It fits every guess so far." if played else "No guesses yet, so every word is possible."
    lines = [f"• {r}" for r in reasons_text(ex)] or [fits]
    if note_text(ex):
        lines.append(f"({note_text(ex)})")
    return Reply(title, lines, "info" if ex.possible else "warning")


def nothing_to_undo() -> Reply:
    return Reply("Nothing to undo", ["This channel has no guesses yet."], ephemeral=True)


def removed(word: str, patterns: Sequence[Pattern | None], author_name: str) -> str:
    if len(patterns) == 1 and patterns[0] is not None:
        return f"Removed `{notation(word, patterns[0])}` (from {author_name})."
    return f"Removed **{word.upper()}** {_row_tiles(patterns)} (from {author_name})."


def reset() -> Reply:
    return Reply("Reset", ["Cleared this channel's game. Paste a guess to start a new one."])


def mode(hard: bool) -> Reply:
    text = (
        "Hard mode: hints keep every green in place and reuse every revealed letter."
        if hard
        else "Normal mode: hints may use any valid word."
    )
    return Reply("Mode set", [text])


def spoilers_set(on: bool) -> Reply:
    text = (
        "Candidate words and answer-like hints are now hidden in ||spoilers||."
        if on
        else "Spoilers off: candidate words are shown in plain text in this channel."
    )
    return Reply("Spoilers " + ("on" if on else "off"), [text])


def nothing_to_analyse() -> Reply:
    return Reply("Nothing to analyse", ["Play a game here first (paste your guesses)."])


def analysis(analysed: Analysis, hard: bool, spoilers: bool) -> Reply:
    hide = spoilers and not analysed.solved
    lines = []
    for n, t in enumerate(analysed.turns, 1):
        best = spoiler(t.best_word.upper(), hide)
        lines.append(
            f"{n}. {to_emoji(t.pattern)} **{t.word.upper()}** {t.before:,} → {t.after:,} words "
            f"(expected {t.expected_after:.1f}; best {best} {t.best_expected_after:.1f}) · "
            f"skill {t.skill:.0f} · luck {t.luck:+.2f}"
        )
    lines.append(summary_text(analysed) + (" (hard mode)" if hard else ""))
    lines.append(
        "Skill: the best guess's expected guesses to finish over yours. Luck: what your "
        "guess was expected to still need, minus what the colours left."
    )
    if not analysed.complete:
        lines.append(BEST_SO_FAR)
    return Reply("Game analysis" + ("" if analysed.solved else " (so far)"), lines)


def help_text() -> Reply:
    return Reply(
        "wordle-huddle",
        [
            "Paste what you played and I'll say what's left and what to try next:",
            "`CRANE 🟩⬛⬛🟨⬛` · `CHEST=c.E..` (UPPER green, lower yellow, . grey) · "
            "`caves 20012` · `crane gybbg` · or your whole NYT share.",
            "Everyone in the channel adds to the same game.",
            "Several boards (Dordle, Quordle, Octordle): one guess, every board's colours in "
            "the game's order, `-` for a solved board: `CRANE 20010 00100 - 22000`.",
            help_line(shares=False),
            "Post your NYT or Daily Quordle/Octordle/Dordle share to count it: "
            + help_line(shares=True),
        ],
        ephemeral=True,
    )
