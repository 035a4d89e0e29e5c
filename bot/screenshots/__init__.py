"""Reading a screenshot of a Wordle board: its rows' colours and, where they can be read,
their letters (``read_screenshot``; ``read_board`` checks them against the words too, in
the same budget); a reading every letter of which is sure becomes a paste in the bot's
own notation (``as_paste``), any other is shown to be checked (``as_read``)."""

from bot.screenshots._paste import as_paste, as_read, sure
from bot.screenshots._read import ReadRow, Screenshot, read_screenshot
from bot.screenshots._words import checked, read_board, warm, words_of

__all__ = [
    "ReadRow",
    "Screenshot",
    "as_paste",
    "as_read",
    "checked",
    "read_board",
    "read_screenshot",
    "sure",
    "warm",
    "words_of",
]
