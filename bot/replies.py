"""Every word the bot says in chat, and the small helpers that format them.

The services decide what happened and hand the facts here; this module turns them into
``Reply`` objects (title, lines, tone).  One place for the wording, so a rewording is one
diff (and the golden console transcript shows it).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot import stats
from bot.commands import help_line
from bot.domain import Reply
from bot.rules import Status
from bot.store import StoredSession, StoredShare
from solver import Guess
from solver.analysis import Analysis
from solver.deduce import Fit
from solver.feedback import Pattern, notation, to_emoji
from solver.results import Candidates, Explanation, Suggestion
from solver.rules import ROWS
from solver.wording import left_text, note_text, reasons_text, split_text, summary_text

SHOWN_CANDIDATES = 40
BEST_SO_FAR = "*(Searched for as long as a reply may take: best found so far.)*"
HOW_TO_START = "Paste a guess to start, e.g. `CRANE 🟩⬛⬛🟨⬛`, `CHEST=c.E..` or `caves 20012`."


# -- formatting helpers ------------------------------------------------------------------


def plural(n: int, word: str, suffix: str = "s") -> str:
    """``plural(1, "grid")`` is "1 grid", ``plural(3, "grid")`` "3 grids"."""
    return f"{n} {word}{suffix * (n != 1)}"


def human_join(names: Sequence[str]) -> str:
    """ "a", "a and b", "a, b and c"."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + f" and {names[-1]}"


def spoiler(text: str, hidden: bool = True) -> str:
    return f"||{text}||" if hidden else text


def words(shown: Sequence[str], spoilers: bool, cap: int = SHOWN_CANDIDATES) -> str:
    text = ", ".join(w.upper() for w in shown[:cap])
    if len(shown) > cap:
        text += f" … (+{len(shown) - cap})"
    if not text:
        return "none"
    return spoiler(text, spoilers)


def counts(cands: Candidates) -> str:
    return left_text(cands.pool, cands.likely, cands.possible, lambda n: f"**{n}**") + "."


def _reason(s: Suggestion, spoilers: bool) -> str:
    """The suggestion's reason with its word hidden (or said as "it") in the reply."""
    return split_text(spoiler(s.word.upper()) if spoilers and s.could_be_answer else "it", s.split)


def _fit_counts(fit: Fit) -> str:
    likely, possible = int(fit.likely.sum()), int(fit.possible.sum())
    return f"{likely} likely answer{'s' * (likely != 1)} ({possible} valid words)"


def _unread(fit: Fit, shares: Sequence[StoredShare]) -> str:
    """Said only when the deadline left grids unread."""
    if fit.read >= len(shares):
        return ""
    return f" (I read {fit.read:,} of the {len(shares):,} grids in time; ask again for the rest)"


# -- channel games -------------------------------------------------------------------------


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


def unlisted(words_played: Sequence[str]) -> str:
    return f"Note: {', '.join(words_played)} isn't in my word list; I took it as played."


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


def no_game(hard: bool, title: str | None = None) -> Reply:
    return Reply(title or "No game going", [HOW_TO_START, f"Mode: {'hard' if hard else 'normal'}."])


def known(knowledge: object) -> str:
    return f"Known: `{knowledge}`"


def conflict(history: Sequence[Guess], conflicts: Sequence[int], kept: int) -> Reply:
    named = [f"`{history[i]}`" for i in conflicts]
    lines = [
        "No word fits all the guesses with that paste, so I didn't add it.",
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


def too_many_rows(kept: int, adding: int) -> Reply:
    have = f"The game here has {kept} row{'s' * (kept != 1)}" if kept else "A new game"
    return Reply(
        "Too many rows",
        [
            f"{have}, and that paste adds {adding}: a Wordle game has at most {ROWS}. "
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


def removed(word: str, pattern: Pattern, author_name: str) -> str:
    return f"Removed `{notation(word, pattern)}` (from {author_name})."


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


# -- shares ------------------------------------------------------------------------------


def grid_line(puzzle: int, fit: Fit, shares: Sequence[StoredShare], replaced: bool) -> str:
    again = " (this one replaces your earlier grid)" if replaced else ""
    return (
        f"Puzzle {puzzle:,}: {_fit_counts(fit)} fit the {plural(len(shares), 'grid')} posted "
        f"for it{again}{_unread(fit, shares)}. `/deduce {puzzle}` shows them (in spoilers)."
    )


def grids_saved(lines: list[str]) -> Reply:
    return Reply("Grid saved", lines)


def no_grids_yet() -> Reply:
    return Reply("No grids yet", ["Paste your NYT share and I'll start deducing."])


def no_grids_for(puzzle: int) -> Reply:
    return Reply("No grids yet", [f"Nobody has posted a grid for puzzle {puzzle:,}."])


def deduced(
    puzzle: int,
    shares: Sequence[StoredShare],
    fit: Fit,
    best: int,
    alone: int,
    likely: Sequence[str],
) -> Reply:
    mode_note = ", hard mode" if shares[best].hard else ""
    lines = [
        f"{plural(len(shares), 'grid')}: {_fit_counts(fit)} fit them all{_unread(fit, shares)}.",
        f"Most telling grid, from {shares[best].author.name or 'someone'}{mode_note} "
        f"({alone} likely answers fit it alone):",
        *(to_emoji(p) for p in shares[best].rows),
    ]
    if likely:
        lines.append(f"Likely answers, most probable first: {words(likely, spoilers=True)}")
    return Reply(f"Puzzle {puzzle:,}", lines, ephemeral=True)


def no_results(name: str) -> Reply:
    return Reply(f"{name}: no games yet", ["Paste your NYT share to count it."])


def player_stats(name: str, st: stats.PlayerStats) -> Reply:
    return Reply(
        f"Wordle stats: {name}",
        [
            f"Played **{st.games}** · won **{st.win_rate:.0%}** · current streak "
            f"**{st.current_streak}** · best streak **{st.best_streak}**",
            "```\n" + "\n".join(stats.bar_chart(st.distribution)) + "\n```",
        ],
    )


def leaderboard(period: str, board_rows: Sequence[stats.Standing]) -> Reply:
    title = f"Leaderboard ({'all time' if period == 'all' else 'this ' + period})"
    if not board_rows:
        return Reply(title, ["No shares posted in that time."])
    lines = [
        f"{n}. **{s.name}** — {s.mean:.2f} guesses over {plural(s.games, 'game')} "
        f"(score {s.score:.2f})"
        for n, s in enumerate(board_rows, 1)
    ]
    lines.append(
        f"Ranked by a Bayesian average: each player starts with {stats.PRIOR_GAMES} games "
        f"at the board's mean; a loss counts as {stats.LOSS}."
    )
    return Reply(title, lines)


def forgotten(erased: int) -> Reply:
    return Reply(
        "Forgotten",
        [
            f"Erased {plural(erased, 'result')} and took your name off the "
            "guesses you added to channel games."
        ],
        ephemeral=True,
    )


def help_text() -> Reply:
    return Reply(
        "wordle-huddle",
        [
            "Paste what you played and I'll say what's left and what to try next:",
            "`CRANE 🟩⬛⬛🟨⬛` · `CHEST=c.E..` (UPPER green, lower yellow, . grey) · "
            "`caves 20012` · `crane gybbg` · or your whole NYT share.",
            "Everyone in the channel adds to the same game.",
            help_line(shares=False),
            "Post your NYT share to count it: " + help_line(shares=True),
        ],
        ephemeral=True,
    )
