"""Input the engine cannot use, as data.

A ``Problem`` names what is wrong (``problem``) and where (``facts``: the text, the
character, the file, the line …); solver/wording.py's ``problem_text`` says it, so the
engine holds no sentences and every edge words it the same way (the wording sits above the
engine, so the engine never imports it).
"""

from __future__ import annotations

from typing import Any


class Problem(ValueError):
    def __init__(self, problem: str, **facts: Any) -> None:
        super().__init__(problem)
        self.problem = problem
        self.facts = facts

    def __str__(self) -> str:
        """The problem as data (for logs and tracebacks); users get ``problem_text``."""
        facts = ", ".join(f"{k}={v!r}" for k, v in self.facts.items())
        return f"{self.problem} ({facts})" if facts else self.problem
