"""How far a request's advice searches, and what the engine keeps: the settings the
opening book's fingerprint includes (``Solver.policy``)."""

from __future__ import annotations

import dataclasses

from solver.search.limits import SearchLimits

# Advice (a paste's reply and /hint alike: one policy, so they name the same guess)
# searches two levels, 8 then 4 guesses wide, while at most 60 words are left, and ranks by
# the screen above that: a request's latency allows no more.  The bench's policy looks
# wider and deeper (SearchLimits()).
ADVICE_LIMITS = SearchLimits(beam=(8, 4), deep_until=60, screen=300_000, rank=())
# The book's second positions (solver/search/book.py) are searched offline, so with the
# bench's exact limits: after a likely opener the advice is the exact policy's over the
# bot's universe (what that is worth: docs/benchmarks.md, ``--advice``).
BOOK_LIMITS = SearchLimits()
# On the bot's own line the tree names the first pick; the others a request lists beside it
# are ranked by the screen alone (no position is searched).
SCREENED = dataclasses.replace(ADVICE_LIMITS, deep_until=0)
MAX_UNLIKELY = 60  # valid non-answer words weighed in a search, most likely first
# With more likely answers than this, the unlikely words (each weighing at most 0.1) carry
# a small share of the weight and the search leaves them out.
LIKELY_ONLY_ABOVE = 200
COLUMN_BYTES = 12 << 20  # less likely words' columns (every guess scored against each)
# policies over likely and less likely words kept with their memos, most recent first: a
# paste's reply values its lead, the answers left and the familiar words over one position,
# and /hint or /why may follow at that position
UNIVERSE_BYTES = 16 << 20
PRODUCIBLE_CACHE = 4096  # (word, feedback) verdicts the parser asked for
RESPELLINGS_TRIED = 64  # words one slip from a typo checked against the board, at most
VALID_ROW_BYTES = 8 << 20  # played words scored against every valid word
UNLISTED_ROW_BYTES = 2 << 20  # unlisted played words scored against the likely answers
SCORED_PAIRS = 1 << 16  # (guess, unlisted word) pairs scored by the reference scorer
# words left at most for a reply to also value the best guess that could be the answer
# (each such guess is one more search)
WINNERS = 6
# the work a hint's proof of how many words can still be won may take (solver/search/
# losses.py: words split, summed over guesses tried); past it the hint says nothing of it
CAUGHT_WORK = 100_000
