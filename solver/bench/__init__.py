"""Measurement, beside the solver rather than inside it: ``python -m solver bench``.

- ``policy``: the exact policy every bench plays (and the trees are built with);
- ``walk``: every answer played by the exact policy (or the bot's advice) as one walk over
  the decision tree, with the tree published for checking and ``/hint``'s cold latency;
- ``losses``: hard mode's fewest losses after an opener, group by group; ``detours``: the
  advice after a player's own detour;
- ``boards``: random multi-board games;
- ``build``: the exact search's tree after an opener first seen, which the bot builds
  (``build_tree``, the one name here it imports);
- ``percentiles``: the one way every bench (the bot's too) reports a latency;
- ``cli``: the command line.
"""

from solver.bench.build import build_tree
from solver.bench.cli import main
from solver.bench.policy import make_strategy
from solver.bench.walk import play_all, run, walk_histories

__all__ = ["build_tree", "main", "make_strategy", "play_all", "run", "walk_histories"]
