"""Input the engine cannot use, as data.

A ``Problem`` names what is wrong (``problem``) and where (``facts``: the text, the
character, the file, the line …); solver/wording.py says it, so the engine holds no
sentences and every edge words it the same way.
"""

from __future__ import annotations

from typing import Any


class Problem(ValueError):
    def __init__(self, problem: str, **facts: Any) -> None:
        super().__init__(problem)
        self.problem = problem
        self.facts = facts

    def __str__(self) -> str:
        from solver.wording import problem_text  # the wording builds on the engine's modules

        return problem_text(self)
