"""The house's import structure: no cycle anywhere in ``solver/`` or ``bot/``, and the
solver's layers only ever look down (docs/design.md draws them).

Every import counts, lazy ones inside functions and ``TYPE_CHECKING`` ones included: a
cycle that only a function-level import keeps from failing is still a cycle."""

from __future__ import annotations

import ast
from collections.abc import Callable
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("solver", "bot")
# lowest first; a module may import from its own layer and the ones below it
SOLVER_LAYERS = (
    ("solver.support", "solver.data"),
    ("solver.game",),
    ("solver.lists",),
    ("solver.filtering",),
    ("solver.search",),
    ("solver.engine",),
    ("solver.boards",),
    ("solver.analysis",),
    ("solver.wording", "solver.cli", "solver"),
    ("solver.bench", "solver.__main__"),
)


# the bot's packages, lowest first, as docs/design.md draws them
BOT_LAYERS = (
    ("bot.support", "bot.numbers", "bot.i18n", "bot.word_order"),
    ("bot.formatting", "bot.pictures", "bot.domain", "bot.slash"),
    ("bot.parsing", "bot.screenshots", "bot.store", "bot.lanes", "bot.replies", "bot.examples"),
    ("bot.trees", "bot.advisor", "bot.settings", "bot.shares", "bot.requests"),
    ("bot.wordle_app", "bot.wordlists"),
    ("bot.games",),
    ("bot.votes",),
    ("bot.commands", "bot.help_pages", "bot.reference"),
    ("bot.wiring",),
    ("bot.service",),
    ("bot.fronts",),
    ("bot.ops",),
    ("bot.bench", "bot.__main__", "bot.extract", "bot"),
)


def modules() -> dict[str, Path]:
    found = {}
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            parts = path.relative_to(ROOT).with_suffix("").parts
            name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            found[name] = path
    return found


@cache
def read(path: Path) -> tuple[ast.AST, ...]:
    """What these checks read of a module, its imports and constants wherever they
    stand, parsed once a run: each check reads every module."""
    kinds = (ast.Import, ast.ImportFrom, ast.Constant)
    return tuple(node for node in ast.walk(ast.parse(path.read_text())) if isinstance(node, kinds))


def imported_from(node: ast.ImportFrom, path: Path, name: str) -> str:
    """The module a ``from … import`` in module ``name`` (at ``path``) reads, made absolute."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    if not node.level:
        return node.module or ""
    base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1])
    return f"{base}.{node.module}" if node.module else base


def imports(path: Path, name: str, known: dict[str, Path]) -> set[str]:
    """The project modules ``name`` imports, wherever in the file the import stands."""
    out = set()
    for node in read(path):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = imported_from(node, path, name)
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                out.add(sub if sub in known else base)
    return {m for m in out if m in known and m != name}


def graph() -> dict[str, set[str]]:
    known = modules()
    return {name: imports(path, name, known) for name, path in known.items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's strongly connected components of more than one module."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def bot_layer(module: str) -> int:
    for n, names in enumerate(BOT_LAYERS):
        if any(module == p or module.startswith(p + ".") for p in names if p != "bot"):
            return n
    assert module == "bot", f"{module} has no layer: add it to BOT_LAYERS"
    return len(BOT_LAYERS) - 1


def layer(module: str) -> int:
    for n, names in enumerate(SOLVER_LAYERS):
        if any(module == p or module.startswith(p + ".") for p in names if p != "solver"):
            return n
    assert module == "solver", f"{module} has no layer: add it to SOLVER_LAYERS"
    return SOLVER_LAYERS.index(next(ls for ls in SOLVER_LAYERS if "solver" in ls))


def test_no_import_cycle_anywhere():
    assert cycles(graph()) == []


def test_the_cycle_finder_finds_one():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def upward(package: str, layer_of: Callable[[str], int]) -> list[str]:
    """The imports within ``package`` from a higher layer than the importer's."""
    return [
        f"{m} (layer {layer_of(m)}) imports {d} (layer {layer_of(d)})"
        for m, deps in graph().items()
        if m.startswith(package)
        for d in deps
        if d.startswith(package) and layer_of(d) > layer_of(m)
    ]


def test_the_solver_imports_only_from_its_own_layer_or_below():
    assert upward("solver", layer) == []


def test_the_solver_never_imports_the_bot_or_discord():
    for path in (ROOT / "solver").rglob("*.py"):
        for node in read(path):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            assert not any(n.split(".")[0] in ("bot", "discord") for n in names), path


def test_the_bot_imports_only_from_its_own_layer_or_below():
    """So bot/support/ (logs, metrics, redaction) imports no other bot package, and no
    feature reaches up into the composition root (bot/ops/) that wires it."""
    assert upward("bot", bot_layer) == []


def test_no_module_is_named_in_a_string():
    """An import by a string (``importlib.import_module("bot.x")``, a discord.py extension
    named by its dotted path) is an edge the tests above cannot see: a module names another
    by its ``__name__``, after importing it.  The packages' roots (a logger's name, ``-m
    bot``, a package's data files) and a module naming itself are not edges."""
    known = modules()
    edges = graph()
    named = [
        f"{name} names {node.value!r} without importing it"
        for name, path in known.items()
        for node in read(path)
        if isinstance(node, ast.Constant)
        and node.value in known
        and node.value not in (*PACKAGES, "solver.data", name)
        and node.value not in edges[name]
    ]
    assert named == []


# what the bot may import of the solver: its facade, and the measuring side's face
SOLVER_FACES = ("solver", "solver.bench")


def solver_reaches(edges: dict[str, set[str]]) -> list[str]:
    """The bot's imports of a solver module other than its faces, the bot's benches apart
    (they measure the solver's parts, so they name them)."""
    return [
        f"{m} imports {d}"
        for m, deps in sorted(edges.items())
        if m.startswith("bot") and not (m == "bot.bench" or m.startswith("bot.bench."))
        for d in sorted(deps)
        if d.startswith("solver") and d not in SOLVER_FACES
    ]


def test_the_bot_imports_the_solver_only_through_its_facade():
    """So the solver's modules can move between its layers without the bot noticing."""
    assert solver_reaches(graph()) == []


def test_the_facade_check_finds_a_deep_import():
    edges = {
        "bot.games._core": {"solver", "solver.game.variants"},
        "bot.bench.walk": {"solver.bench.walk"},
        "bot.trees": {"solver.bench"},
    }
    assert solver_reaches(edges) == ["bot.games._core imports solver.game.variants"]


def test_every_name_of_the_facade_loads():
    """The facade's table is read from its own ``TYPE_CHECKING`` imports: every name in it
    is found where it says, and an unknown name is an ``AttributeError``."""
    import solver

    assert len(solver.__all__) > 50
    for name in solver.__all__:
        assert getattr(solver, name) is not None, name
    assert not hasattr(solver, "no_such_name")


def private_imports(name: str, path: Path, known: dict[str, Path]) -> list[str]:
    """What ``name`` imports that is private to another module or package: an underscore
    name from another module (``from ._shares import _row``), or a module under an
    underscore part of a package it is not inside (``from bot.shares._ranking import
    Move`` in bot/wordle_app). A package's own private modules are its own to use."""
    found = []
    for node in read(path):
        if not isinstance(node, ast.ImportFrom):
            continue
        base = imported_from(node, path, name)
        for alias in node.names:
            target = f"{base}.{alias.name}"
            if target not in known and alias.name[:1] == "_" and alias.name[:2] != "__":
                found.append(f"{name} imports {alias.name} from {base}")
            module = target if target in known else base
            parts = module.split(".")
            owner = next((".".join(parts[:i]) for i, p in enumerate(parts) if p[:1] == "_"), None)
            if owner and outside(name, owner):
                found.append(f"{name} imports {module}, private to {owner}")
    return found


def outside(name: str, owner: str) -> bool:
    """Whether module ``name`` stands outside package ``owner`` (the bot's benches measure
    packages' insides, as they do the solver's, so they count as inside)."""
    return not (name == owner or name.startswith(owner + ".") or name.startswith("bot.bench"))


def test_names_private_to_a_module_or_package_stay_inside_it():
    known = modules()
    found = [f for name, path in known.items() for f in private_imports(name, path, known)]
    assert found == []


def test_the_privacy_check_finds_a_private_import(tmp_path: Path):
    path = tmp_path / "_one_board.py"
    path.write_text(
        "from bot.parsing._shares import _row, read_share\n"
        "from ._types import Share\n"
        "from bot.shares._ranking import Move\n"
        "from bot.shares import __version__\n"
    )
    known = {m: tmp_path for m in ("bot.parsing._shares", "bot.parsing._types")}
    known |= {"bot.shares": tmp_path, "bot.shares._ranking": tmp_path}
    assert private_imports("bot.parsing._one_board", path, known) == [
        "bot.parsing._one_board imports _row from bot.parsing._shares",
        "bot.parsing._one_board imports bot.shares._ranking, private to bot.shares",
    ]
