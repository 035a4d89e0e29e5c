"""Measurement, beside the bot rather than inside it: ``python -m bot bench WHAT``.

- ``requests``: parsing, paste replies, /hint cold and warm, analysis, grids, multi-board;
- ``stress``: hostile inputs; ``soak``: the long soak (memory and latency as it goes);
- ``store``: one load on SQLite and PostgreSQL, one and two processes;
- ``fairness``: pastes in quiet channels while heavy commands run;
- ``start``: a newcomer's first reply, cold (nothing built) and warm;
- ``stop``: the console asked to leave while it warms up and at its prompt: how long;
- ``pictures``: each picture's render time and size;
- ``variants``: a server's 100,000-word list uploaded while others paste; memory with
  several variants in use;
- ``catalogs``: the translations made ready, from the compiled catalogs and from the .po;
- ``ranking``: the leaderboard on simulated servers of known skill, before and after
  #50's ranking fair to the day;
- ``real``: the parser over posts real people wrote (tests/data/real), read right or not;
- ``images``: screenshots of boards drawn in faces the reader never saw, read back;
- ``pgserver``: a throwaway PostgreSQL on loopback (the store bench and the tests);
- ``percentiles``: latency figures, the one way every bench gives them;
- ``configured``: the solver every bench measures, as the environment configures the bot's.
"""

from __future__ import annotations

import argparse
from typing import Any


def _given(**options: Any) -> dict[str, Any]:
    """The options given on the command line: one left out takes the bench's own default
    (``--rounds`` means a different count to each bench that reads it)."""
    return {name: value for name, value in options.items() if value is not None}


def run(args: argparse.Namespace) -> int:
    """Run the bench ``args.what`` names (``python -m bot bench --help`` lists them)."""
    from bot.bench import requests, soak, stress

    if args.what == "grids":
        from bot.bench.grids import bench_grids

        return bench_grids(as_json=args.json, players=args.players)
    if args.what == "hostile":
        return stress.bench_hostile(as_json=args.json)
    if args.what == "soak":
        return soak.bench_soak(
            as_json=args.json, messages=args.messages, multi_board=args.multi_board
        )
    if args.what == "store":
        from bot.bench.store import LANES, bench_store

        return bench_store(args.json, args.operations, args.postgres, args.lanes or LANES)
    if args.what == "parse":
        return requests.bench_parse(as_json=args.json, **_given(rounds=args.rounds))
    if args.what == "boards":
        return requests.bench_boards(as_json=args.json)
    if args.what == "analysis":
        return requests.bench_analysis(as_json=args.json)
    if args.what == "start":
        from bot.bench.start import bench_start

        return bench_start(as_json=args.json)
    if args.what == "stop":
        from bot.bench.stop import bench_stop

        return bench_stop(as_json=args.json)
    if args.what == "fairness":
        from bot.bench.fairness import bench_fairness

        rounds = _given(rounds=args.rounds)
        return bench_fairness(as_json=args.json, control=args.control, **rounds)
    if args.what == "pictures":
        from bot.bench.pictures import bench_pictures

        return bench_pictures(as_json=args.json)
    if args.what == "variants":
        from bot.bench.variants import bench_variants

        return bench_variants(as_json=args.json)
    if args.what == "languages":
        from bot.bench.languages import bench_languages

        return bench_languages(as_json=args.json)
    if args.what == "catalogs":
        from bot.bench.catalogs import bench_catalogs

        return bench_catalogs(as_json=args.json)
    if args.what == "ranking":
        from bot.bench.ranking import bench_ranking

        return bench_ranking(as_json=args.json)
    if args.what == "images":
        from bot.bench.images import bench_images

        return bench_images(as_json=args.json)
    if args.what == "real":
        from bot.bench.real import bench_real

        return bench_real(as_json=args.json)
    if args.what == "hints":
        return requests.bench_hints(as_json=args.json)
    return requests.bench_replies(as_json=args.json, building=args.building)
