"""An uploaded list checked: every problem one line naming the file, the line, the word
and what to type instead; nothing kept unless all is right; bounded."""

from __future__ import annotations

from bot.domain import MAX_UPLOAD_BYTES, Upload
from bot.wordlists import MAX_ANSWERS, MAX_TABLE_CELLS, Lists, check


def upload(text: str | bytes, name: str = "list.txt") -> Upload:
    data = text.encode() if isinstance(text, str) else text
    return Upload(name, data, len(data))


def test_a_good_list_is_read_case_blind_with_comments_and_repeats_dropped():
    found = check(upload("# ours\nCIGAR\n\nrebut\ncigar\n  sissy  \n"), upload("crane\nrebut\n"))
    assert isinstance(found, Lists)
    assert found.answers == ("cigar", "rebut", "sissy")
    assert found.guesses == ("cigar", "rebut", "sissy", "crane")  # every answer a guess
    assert found.length == 5 and len(found.digest) == 16
    assert found.digest == check(upload("cigar\nrebut\nsissy"), upload("crane")).digest


def test_every_problem_is_one_line_naming_the_line_the_word_and_what_to_do():
    found = check(upload("cigar\ncafé\nab\nhello world\nwor1d\n"), upload("crane\nx\n"))
    assert found == [
        "answers line 2 (`café`): `é` has an accent: type the word in a-z (e for é)",
        "answers line 3 (`ab`): 2 letters; words have 4 to 11",
        "answers line 4 (`hello world`): one word a line, no spaces",
        "answers line 5 (`wor1d`): `1` is not a letter a-z",
        "guesses line 2 (`x`): 1 letter; words have 4 to 11",
    ]


def test_lengths_must_agree_and_the_first_that_differs_is_named():
    assert check(upload("cigar\nrebut\n"), upload("crane\nplanet\n")) == [
        "guesses line 2 (planet) has 6 letters, but answers line 1 (cigar) has 5: a list "
        "has words of one length"
    ]


def test_files_that_are_not_text_empty_or_too_big_are_refused_by_what_they_are():
    assert check(upload(b"\xff\xfecigar"), None) == [
        "the answers file isn't UTF-8 text (byte 1): save it as plain text, one word a line"
    ]
    assert check(upload("\n# nothing\n"), None) == [
        "the answers file has no words: one word a line"
    ]
    big = Upload("huge.txt", b"", MAX_UPLOAD_BYTES + 1)
    assert check(big, None) == ["the answers file is 4.0 MB; it may be 4 MB (one word a line)"]


def test_many_problems_are_counted_past_the_first_few():
    found = check(upload("\n".join(["ab"] * 30)), None)
    assert len(found) == 9 and found[-1] == "… and 22 more problems"


def test_the_lists_stay_within_what_an_engine_holds():
    words = ["".join(chr(97 + (n // 26**k) % 26) for k in range(5)) for n in range(26**4)]
    too_many = check(upload("\n".join(words[: MAX_ANSWERS + 1])), None)
    assert "it may hold 10,000" in too_many[0] and "`guesses` file" in too_many[0]
    answers = words[:1000]
    guesses = words[: MAX_TABLE_CELLS // 1000 + 1]
    refused = check(upload("\n".join(answers)), upload("\n".join(guesses)))
    assert refused == [
        f"1,000 answers with {len(guesses):,} guesses are more than I can search; with that "
        "many answers, at most 40,000 guesses"
    ]
    # a big list of guesses with few answers is fine: the 100,000-word case
    fine = check(upload("\n".join(words[:400])), upload("\n".join(words[:100_000])))
    assert isinstance(fine, Lists) and len(fine.guesses) == 100_000
