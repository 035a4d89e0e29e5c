import json
import subprocess
import sys

from solver.cli import main


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_text_report_lists_candidates_and_suggestions(capsys):
    code, out, _ = run(capsys, "HARES=.ar..", "GUILT=.....", "CROAK=.Roa.", "BRAVO=bRa.o")
    assert code == 0
    assert "1 likely answer left" in out and "ARBOR" in out
    assert "1. ARBOR *" in out


def test_json_shape(capsys):
    code, out, _ = run(capsys, "CAVES=20012", "--explain", "chess", "swiss", "--json")
    data = json.loads(out)
    assert code == 0
    assert data["count"] == 2 and data["candidates"] == ["chess", "cress"]
    assert all("word" in s for s in data["suggestions"])
    assert data["knowledge"]["mask"] == "C---S"
    assert data["explanations"]["chess"] == {"possible": True, "reasons": []}
    assert data["explanations"]["swiss"]["possible"] is False
    assert data["explanations"]["swiss"]["reasons"]


def test_emoji_guess_and_two_argument_form(capsys):
    _, out1, _ = run(capsys, "CRANE 🟩⬛⬛🟨⬛", "--json")
    _, out2, _ = run(capsys, "crane", "20010", "--json")
    assert json.loads(out1)["candidates"] == json.loads(out2)["candidates"]
    assert json.loads(out1)["count"] == 8


def test_hard_and_top(capsys):
    _, out, _ = run(capsys, "CRANE=C.a.e", "--hard", "--top", "3", "--json")
    words = [s["word"] for s in json.loads(out)["suggestions"]]
    assert len(words) == 3 and all(w[0] == "c" and "a" in w and "e" in w for w in words)


def test_bad_input_exits_2_with_a_specific_message(capsys):
    code, out, err = run(capsys, "CRANE=cRAXe")
    assert code == 2 and out == ""
    assert "4th character 'X' of 'cRAXe' does not match the guess letter N" in err


def test_custom_word_files(tmp_path, capsys):
    (tmp_path / "a.txt").write_text("planet\nplants\nrocket\npocket\n")
    code, out, _ = run(
        capsys,
        "ROCKET=.OCKET",
        "--answers",
        str(tmp_path / "a.txt"),
        "--guesses",
        str(tmp_path / "a.txt"),
        "--json",
    )
    assert code == 0 and json.loads(out)["candidates"] == ["pocket"]
    (tmp_path / "bad.txt").write_text("planet\nplan\n")
    code, _, err = run(capsys, "--answers", str(tmp_path / "bad.txt"))
    assert code == 2 and "bad.txt, line 2" in err


def test_contradiction_is_reported(capsys):
    _, out, _ = run(capsys, "CRANE=C....", "CHEST=.H...", "--json")
    assert json.loads(out)["conflicts"] == ["CRANE=C....", "CHEST=.H..."]


def test_module_entry_point_runs():
    done = subprocess.run(
        [sys.executable, "-m", "solver", "TEPEE=teP..", "--json"],
        capture_output=True,
        text=True,
        check=True,
    )
    # EXPAT is on the NYT's list (the default pool), not the original one
    assert json.loads(done.stdout)["candidates"] == ["empty", "expat"]


def test_the_answers_option_names_a_pool_or_a_checked_file(capsys, tmp_path):
    _, out, _ = run(capsys, "TEPEE=teP..", "--answers", "original", "--json")
    assert json.loads(out)["candidates"] == ["empty"]
    _, out, _ = run(capsys, "CRANE=..An.", "SNAIL=SNA..", "--json")
    assert "snafu" in json.loads(out)["candidates"]
    (tmp_path / "pool.txt").write_text("crane\nslate\nzzzzz\n")
    code, _, err = run(capsys, "--answers", str(tmp_path / "pool.txt"))
    assert code == 2 and "line 3: 'zzzzz' is not a guess the game accepts" in err


def test_a_guess_after_explain_is_refused_saying_what_to_type(capsys):
    assert main(["--explain", "crane", "CRANE=C.a.e"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "'CRANE=C.a.e' is not one" in err
    assert "python -m solver CRANE=C.a.e --explain crane" in err
