"""The variant registry: the one place a game is defined.

A ``Variant`` is what a channel plays: its name and the names players give it, how many
boards one guess is typed into, how many rows they share, and its words.  ``Words`` is a
language's words of one length: the lists an engine is built over (files in solver/data,
their provenance and licence in solver/data/NOTICE), its alphabet and the frequencies its
priors read.  Several variants share one ``Words`` (Wordle to Sedecordle play English five
letters), and so share one engine.

Every list of games a reply, a help line or a command option gives, every bound on boards
or rows, and every variant a stored game names comes from here.  To add a variant from
existing data: one ``Variant`` entry below, and for new words one ``Words`` entry and its
folder (docs/design.md, "Add a variant").
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from itertools import product
from string import ascii_lowercase

from solver.support.problems import Problem

ROWS = 6  # guesses in a Wordle game, whatever its length
MIN_LENGTH, MAX_LENGTH = 4, 11  # the word lengths the engine searches


@dataclass(frozen=True)
class Words:
    """One language's words of one length.  ``answers`` and ``guesses`` name files in
    solver/data (without ``.txt``); ``frequency`` its Zipf frequencies (for priors)."""

    name: str
    language: str
    length: int
    answers: str
    guesses: str
    frequency: str
    source: str  # where the lists come from, in a few words (NOTICE has the licence)
    example: str  # a guess replies show as an example of a paste
    # the letters its game plays; an accent on any other letter folds away (Termo plays
    # a-z: AÇÚCAR is typed and scored ACUCAR; a Spanish Wordle keeps Ñ, a German one Ä Ö Ü ß)
    alphabet: str = ascii_lowercase
    uploaded: bool = False  # a server's own list, kept in the cache folder, not bundled
    shown: str = ""  # a file of each word as written where that differs ("acucar\taçúcar")

    def fold(self, word: str) -> str:
        """A word as this game plays it: lowercase, accents dropped from every letter but
        those of its alphabet."""
        return fold(word, self.alphabet)

    def read(self, shown: str) -> str:
        """A word as a reply shows it, read as this game plays it: folded, and a letter
        shown as two joined (German writes ß as SS in capitals: GRÜSSE is grüße)."""
        return with_digraphs_joined(self.fold(shown), self.length, self.alphabet)


def fold(word: str, alphabet: str) -> str:
    """``word`` lowercased, each letter outside ``alphabet`` without its accent (its
    first code point, decomposed: Á → A, Ç → C; ß has none and stays)."""
    word = word.lower()
    if word.isascii():
        return word
    return "".join(c if c in alphabet else unicodedata.normalize("NFD", c)[0] for c in word)


# letters a keyboard without them types as two: SS for ß (GRÜSSE is how German writes
# GRÜẞE in capitals), AE OE UE for Ä Ö Ü (SCHOEN for SCHÖN)
DIGRAPHS = {"ss": "ß", "ae": "ä", "oe": "ö", "ue": "ü"}


def with_digraphs_joined(
    word: str, length: int, alphabet: str, holds: Callable[[str], bool] | None = None
) -> str:
    """``word`` (folded) as its game spells it where a letter of the game's alphabet was
    typed as two (``DIGRAPHS``), as a player without its key types it.  A word too long
    by k letters (k at most ``length``: k pairs make 2k letters) is read with k of its
    pairs joined where its list holds that spelling (``holds``; None, a first reading
    before the game's list is known: the first such spelling, checked once it is), else
    where it holds that spelling with a mark the key also lacked (GRUSSE: GRUẞE, a typo
    for GRÜẞE, ``with_marks``); any other word is left as it was, so a word of the right
    length keeps its SS (RISSE) and KLASSE stays KLASSE."""
    extra = len(word) - length
    joined = list(_joined(word, extra, alphabet)) if 0 < extra <= length else []
    if holds is None or not joined:
        return joined[0] if joined else word
    marked = (w for w in joined if any(holds(m) for m in with_marks(w, alphabet)))
    return next((w for w in joined if holds(w)), None) or next(marked, word)


def spelled_length(word: str, length: int) -> int:
    """``length`` where ``word`` is that long with letters typed as two joined in some
    game (GRUSSE 22022 is a guess of five letters, GRÜẞE's, not chat), else its own
    length: before its game is known."""
    letters = ascii_lowercase + "".join(DIGRAPHS.values())
    joined = with_digraphs_joined(word.lower(), length, letters) if len(word) > length else word
    return len(joined)


def _joined(word: str, k: int, alphabet: str) -> Iterator[str]:
    """Each spelling of ``word`` with ``k`` of its pairs (apart from one another) written
    as the one letter of ``alphabet`` they stand for."""
    if k == 0:
        yield word
        return
    if len(word) < 2 * k:  # too few letters left for k pairs: no spelling (and no search)
        return
    for at in range(len(word) - 1):
        letter = DIGRAPHS.get(word[at : at + 2])
        if letter is not None and letter in alphabet:
            yield from (
                word[:at] + letter + rest for rest in _joined(word[at + 2 :], k - 1, alphabet)
            )


def with_marks(word: str, alphabet: str) -> list[str]:
    """Each other spelling of ``word`` (folded) with some of its letters written with the
    mark that makes a letter of its own in this alphabet: N as Ñ in Spanish, A O U as
    Ä Ö Ü in German (SUENO as SUEÑO), as a player without the key types them; none
    where the alphabet has no such letter (Termo's, English)."""
    marked: dict[str, list[str]] = {}
    for letter in alphabet:
        if (base := unicodedata.normalize("NFD", letter)[0]) != letter:
            marked.setdefault(base, []).append(letter)
    if not any(c in marked for c in word):
        return []
    choices = [[c, *marked.get(c, ())] for c in word]
    return ["".join(s) for s in product(*choices) if "".join(s) != word]


ENGLISH_FIVE = Words("en5", "en", 5, "nyt", "valid", "frequency.tsv", "the NYT's lists", "crane")
EXAMPLES = (
    "lamp",
    "crane",
    "planet",
    "picture",
    "elephant",
    "chocolate",
    "basketball",
    "explanation",
)


def _english(example: str) -> Words:
    """English words of ``example``'s length but five (scripts/make_lengths.py made them)."""
    folder = f"en{len(example)}"
    lists = (f"{folder}/answers", f"{folder}/guesses", f"{folder}/frequency.tsv")
    return Words(folder, "en", len(example), *lists, "SCOWL's common words, by wordfreq", example)


ENGLISH = {len(w): _english(w) if len(w) != 5 else ENGLISH_FIVE for w in EXAMPLES}


def _five(language: str, source: str, example: str, letters: str = "") -> Words:
    """Five-letter words of another language (scripts/make_languages.py made them)."""
    folder = f"{language}5"
    lists = (f"{folder}/answers", f"{folder}/guesses", f"{folder}/frequency.tsv")
    alphabet = ascii_lowercase + letters
    return Words(
        folder, language, 5, *lists, source, example, alphabet, shown=f"{folder}/shown.tsv"
    )


PORTUGUESE = _five("pt", "VERO's Brazilian Portuguese spell-checker words", "termo")
SPANISH = _five("es", "the Spanish words Debian's wspanish lists", "perro", "ñ")
GERMAN = _five("de", "igerman98's German words", "kekse", "äöüß")
LANGUAGES = (PORTUGUESE, SPANISH, GERMAN)
WORDS = {w.name: w for w in (*sorted(ENGLISH.values(), key=lambda w: w.length), *LANGUAGES)}


@dataclass(frozen=True)
class Variant:
    """A game: how many boards one guess is typed into, how many rows they share, and its
    words.  ``name`` is how a stored game names it; ``aliases`` what else players type."""

    name: str
    boards: int
    rows: int
    words: Words = ENGLISH_FIVE
    title_text: str | None = None  # else the name, capitalised
    aliases: tuple[str, ...] = field(default=())
    # the share its players post, which the bot reads and counts: "nyt" (Wordle's), "daily"
    # (Daily Dordle, Quordle, Octordle: a keycap per board), "hello" (hello wordl's Today's
    # game, numbered by its day), "termo" (term.ooo's), "global" (Wordle Global's, whose
    # header names the language as ``shared_as``); None: none read
    share: str | None = None
    shared_as: str = ""

    @property
    def length(self) -> int:
        return self.words.length

    @property
    def title(self) -> str:
        """The game's name as players write it: "Quordle", "Wordle (6 letters)"."""
        return self.title_text or self.name.capitalize()

    @property
    def miss_cost(self) -> int:
        """What a lost game (or a missed board) counts for in scores: one past the rows,
        as the games' own shares count it."""
        return self.rows + 1


WORDLE = Variant("wordle", 1, ROWS, aliases=("nyt",), share="nyt")
# Wordle at every other length the engine plays, on the English lists of that length
OTHER_LENGTHS = tuple(
    Variant(f"wordle{n}", 1, ROWS, ENGLISH[n], f"Wordle ({n} letters)", (f"wordle-{n}",), "hello")
    for n in range(MIN_LENGTH, MAX_LENGTH + 1)
    if n != 5
)
VARIANTS = {
    v.name: v
    for v in (
        WORDLE,
        Variant("dordle", 2, 7, share="daily"),
        Variant("quordle", 4, 9, share="daily"),
        Variant("octordle", 8, 13, share="daily"),
        Variant("sedecordle", 16, 21, share="daily"),
        *OTHER_LENGTHS,
        Variant("termo", 1, ROWS, PORTUGUESE, "Termo", ("pt", "portuguese"), "termo"),
        Variant(
            "spanish",
            1,
            ROWS,
            SPANISH,
            "Wordle en español",
            ("es", "español", "espanol"),
            "global",
            "Español",
        ),
        Variant(
            "german",
            1,
            ROWS,
            GERMAN,
            "Wordle auf Deutsch",
            ("de", "deutsch", "wördle"),
            "global",
            "Deutsch",
        ),
    )
}
MOST_BOARDS = max(v.boards for v in VARIANTS.values())  # the bound on a board's number
# the games whose shares are read and counted (/stats, /leaderboard take them)
SHARED_GAMES = tuple(v.name for v in VARIANTS.values() if v.share)
# the games ``/new`` names; Wordle of another length is Wordle with a ``length``
GAMES = tuple(v.name for v in VARIANTS.values() if v.words.language != "en" or v.length == 5)
BY_ALIAS = {alias: v for v in VARIANTS.values() for alias in (v.name, *v.aliases)}


SERVER = "server"  # what players call a server's own list: "/new server"
_SERVER_NAME = re.compile(r"server-([0-9a-f]{16})-(\d{1,2})")


def server_variant(digest: str, length: int) -> Variant:
    """Wordle on a server's own list (``digest``: its content hash), as a stored game
    names it; its lists are files the store writes where the engine reads them."""
    name = f"server-{digest}-{length}"
    words = Words(name, "", length, f"list-{digest}-answers", f"list-{digest}-guesses", "",
                  "this server's list", ENGLISH[length].example, uploaded=True)  # fmt: skip
    return Variant(name, 1, ROWS, words, "Wordle (this server's list)", (SERVER,))


def variant_of(name: str) -> Variant | None:
    """The variant a stored game or setting names: a bundled one, or a server's list."""
    if name in VARIANTS:
        return VARIANTS[name]
    found = _SERVER_NAME.fullmatch(name)
    if found is None or not MIN_LENGTH <= int(found[2]) <= MAX_LENGTH:
        return None
    return server_variant(found[1], int(found[2]))


def server_digest(variant: Variant) -> str | None:
    """The content hash of the server's list a variant plays, if it plays one."""
    found = _SERVER_NAME.fullmatch(variant.name)
    return found[1] if found else None


def words_named(name: str) -> Words:
    """The words an engine is made over, by their name (a bundled set, or a server's)."""
    found = WORDS.get(name) or variant_of(name)
    if found is None:
        raise Problem("no such words", name=name)
    return found if isinstance(found, Words) else found.words


def titles(*, several_boards: bool = False) -> list[str]:
    """The five-letter games' names as players write them, fewest boards first (only those
    of several boards, if asked): every list of games a reply or a help line gives comes
    from here.  Wordle at other lengths is one game, offered by its length."""
    return [
        v.title
        for v in VARIANTS.values()
        if v.words is ENGLISH_FIVE and (v.boards > 1 or not several_boards)
    ]


def other_languages() -> list[str]:
    """The titles of the games in other languages than English."""
    return [v.title for v in VARIANTS.values() if v.words in LANGUAGES]


def sharing(share: str) -> list[str]:
    """The titles of the games whose players post ``share``'s kind of share."""
    return [v.title for v in VARIANTS.values() if v.share == share]


def variant_for_boards(boards: int) -> Variant:
    """The five-letter game with this many boards."""
    for variant in VARIANTS.values():
        if variant.boards == boards and variant.words is ENGLISH_FIVE:
            return variant
    raise Problem(
        "no such game",
        boards=boards,
        known=[v.boards for v in VARIANTS.values() if v.words is ENGLISH_FIVE],
    )


def wordle_of_length(length: int) -> Variant:
    """English Wordle with words of ``length`` letters."""
    for variant in VARIANTS.values():
        if variant.boards == 1 and variant.length == length and variant.words.language == "en":
            return variant
    raise Problem("no such length", length=length, lowest=MIN_LENGTH, highest=MAX_LENGTH)


def variant_named(name: str) -> Variant | None:
    """The variant a player or a stored game names, by its name or an alias."""
    return BY_ALIAS.get(name.lower().strip())
