"""``python -m solver [bench] …``: the CLI (solver/cli.py), or with ``bench`` first the
benchmarks (solver/bench/), which sit above everything they measure."""

import sys

from solver import bench, cli

args = sys.argv[1:]
sys.exit(bench.main(args[1:]) if args[:1] == ["bench"] else cli.main(args))
