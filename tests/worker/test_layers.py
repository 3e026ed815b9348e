"""Dependencies point one way: worker → jobs → review → memory / search_index → config.

Read from the source (every import statement: absolute or relative, top level or inside a
function), so a new import to the left fails here rather than as a circular import in some
process later. Imports under ``if TYPE_CHECKING:`` are left out: they never run.

memory → search_index is official and narrow (docs/architecture.md, "Who owns what"): only
memory/upkeep's archive writes its mirror session into state.db and reads session search's
query language; nothing else in memory/ imports search_index, and search_index never
imports memory. The huey factory the enqueue side needs lives in ``jobs.queue``.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
PACKAGES = ("config", "memory", "search_index", "review", "jobs", "worker")
RANK = {"config": 0, "search_index": 1, "memory": 1, "review": 2, "jobs": 3, "worker": 4}
#: Imports of a package at the same rank or to the left that are allowed anyway:
#: (importing file, imported module or its package) — docs/architecture.md says why.
ALLOWED = {
    ("memory/upkeep/archive_mirror.py", "reverie.search_index"),
    ("memory/upkeep/archive.py", "reverie.search_index.query"),
}
@dataclass(frozen=True)
class Import:
    path: str        # the importing file, relative to the root
    where: str       # the enclosing function, or "<module>"
    module: str      # what it imports, absolute (a relative import resolved)


def modules(root: Path) -> dict[str, Path]:
    """Every source module under ``root``'s packages, by its name under ``reverie``."""
    found = {}
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(["reverie", *parts])] = path
    return found


def imports(root: Path, path: Path, known: dict[str, Path]) -> Iterator[Import]:
    """Each import of ``path``, resolved to the module it loads (``from pkg import mod``
    names the submodule ``pkg.mod`` when there is one)."""
    rel = path.relative_to(root)
    parts = ["reverie", *rel.with_suffix("").parts]
    package = parts[:-1]  # what a relative import counts from (a package's own __init__ too)

    def visit(node: ast.AST, where: str) -> Iterator[Import]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                for orelse in child.orelse:
                    yield from visit(orelse, where)
                continue
            inner = (child.name if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef)
                     else where)
            if isinstance(child, ast.Import):
                for alias in child.names:
                    yield Import(rel.as_posix(), where, alias.name)
            elif isinstance(child, ast.ImportFrom):
                if child.level:
                    base = package[:len(package) - (child.level - 1)]
                    module = ".".join(base + ([child.module] if child.module else []))
                else:
                    module = child.module or ""
                for alias in child.names:
                    sub = f"{module}.{alias.name}"
                    yield Import(rel.as_posix(), where, sub if sub in known else module)
            yield from visit(child, inner)

    yield from visit(_parsed(path), "<module>")


# The checks below read the same ~220 modules: each is parsed, and its imports listed, once
# per test process (the trees are only read). The checker's own tests build their trees
# under tmp_path, so a root is never read before it is complete.
@cache
def _parsed(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


@cache
def _all_imports(root: Path) -> dict[Path, tuple[Import, ...]]:
    """Each module's imports (:func:`imports`), by its path."""
    known = modules(root)
    return {path: tuple(imports(root, path, known)) for path in known.values()}


def _package(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if parts[0] == "reverie" and len(parts) > 1 and parts[1] in RANK else None


def forbidden(root: Path) -> list[str]:
    """Every import of a package to the left, or of a sibling at the same rank."""
    found = []
    for path, found_in_path in _all_imports(root).items():
        source = _package("reverie." + path.relative_to(root).parts[0])
        assert source is not None
        for imp in found_in_path:
            target = _package(imp.module)
            if target is None or target == source or RANK[target] < RANK[source]:
                continue
            if any(imp.path == file and (imp.module + ".").startswith(allowed + ".")
                   for file, allowed in ALLOWED):
                continue
            found.append(f"{imp.path} ({imp.where}) imports {imp.module}")
    return sorted(set(found))


def cycles(root: Path) -> set[frozenset[str]]:
    """The import cycles between modules (strongly connected components), counting imports
    inside functions."""
    known = modules(root)
    edges: dict[str, set[str]] = {m: set() for m in known}
    for name, path in known.items():
        for imp in _all_imports(root)[path]:
            target = imp.module
            while target not in known and "." in target:
                target = target.rsplit(".", 1)[0]
            if target in known and target != name:
                edges[name].add(target)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: set[frozenset[str]] = set()

    def strong(v: str) -> None:  # Tarjan's algorithm
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in edges[v]:
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.add(w)
                if w == v:
                    break
            if len(component) > 1:
                found.add(frozenset(component))

    for v in sorted(known):
        if v not in index:
            strong(v)
    return found


def test_no_package_imports_one_to_its_left() -> None:
    assert forbidden(REPO) == []


def test_no_import_cycle_even_counting_imports_inside_functions() -> None:
    assert cycles(REPO) == set()


def test_every_allowance_is_still_used() -> None:
    """An allowance nothing needs any more is deleted, not left open."""
    used = {(imp.path, allowed) for found in _all_imports(REPO).values() for imp in found
            for file, allowed in ALLOWED
            if imp.path == file and (imp.module + ".").startswith(allowed + ".")}
    assert used == ALLOWED


#: Packages where an import inside a function must say why it is there (issue 27: the
#: inner order of memory/ rested on 70 of them; now every package is checked).
REASONED = ("config", "memory", "jobs", "worker", "review", "search_index")


def unreasoned_local_imports(root: Path) -> list[str]:
    """Imports of Reverie's modules inside functions, in :data:`REASONED` packages, with no
    comment saying why they are lazy: on their line, or on the line above the block of
    imports they open (consecutive import statements share one reason)."""
    known = modules(root)
    found = []
    for path in known.values():
        if path.relative_to(root).parts[0] not in REASONED:
            continue
        lines = path.read_text(encoding="utf-8").splitlines()
        tree = _parsed(path)
        for node in ast.walk(tree):
            if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            for body in _bodies(node):
                opener = None   # the first import of the block the statement is in
                for statement in body:
                    if not isinstance(statement, ast.Import | ast.ImportFrom):
                        opener = None
                        continue
                    opener = opener or statement
                    if not _ours(statement):
                        continue
                    said = [lines[statement.lineno - 1], lines[opener.lineno - 1],
                            lines[opener.lineno - 2] if opener.lineno > 1 else ""]
                    if not any(_reason(line) for line in said):
                        found.append(f"{path.relative_to(root).as_posix()}:{statement.lineno}"
                                     f" ({node.name})")
    return sorted(set(found))


def _bodies(function: ast.AST) -> Iterator[list[ast.stmt]]:
    """Every statement list inside ``function`` (its body, branches, handlers, …)."""
    for node in ast.walk(function):
        for name in ("body", "orelse", "finalbody", "handlers"):
            value = getattr(node, name, None)
            if isinstance(value, list) and value and isinstance(value[0], ast.stmt):
                yield value


def _ours(statement: ast.Import | ast.ImportFrom) -> bool:
    if isinstance(statement, ast.ImportFrom):
        return statement.level > 0 or (statement.module or "").startswith("reverie.")
    return any(a.name.startswith("reverie.") for a in statement.names)


def _reason(line: str) -> bool:
    """Whether ``line`` carries a comment that says something (not only a linter's noqa)."""
    comment = line.partition("#")[2].strip()
    return bool(comment) and not comment.startswith(("noqa", "type:"))


def test_an_import_inside_a_function_says_why() -> None:
    assert unreasoned_local_imports(REPO) == []


def test_the_checker_reports_an_unreasoned_import_inside_a_function(tmp_path: Path) -> None:
    root = _tree(tmp_path, {
        "memory/a.py": "def f():\n    from .b import x  # noqa: F401\n",
        "memory/b.py": ("def g():\n    # Lazy: keeps the agent's import light.\n"
                        "    from .a import f\n    from .c import h\n"),
        "jobs/d.py": ("def k():\n    x = 1\n    # Lazy: the worker's engine.\n"
                      "    from reverie.review import e\n    y = 2\n"
                      "    from reverie.review import f\n"),
        "review/c.py": "def h():\n    import json\n    from reverie.memory import a\n",
    })
    # The standard library's import is not asked for a reason; Reverie's are.
    assert unreasoned_local_imports(root) == ["jobs/d.py:6 (k)", "memory/a.py:2 (f)",
                                              "review/c.py:3 (h)"]


def _tree(root: Path, files: dict[str, str]) -> Path:
    for package in PACKAGES:
        (root / package).mkdir(parents=True, exist_ok=True)
        (root / package / "__init__.py").write_text("")
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    return root


def test_the_checker_reports_a_forbidden_import_relative_absolute_or_inside_a_function(
        tmp_path: Path) -> None:
    root = _tree(tmp_path, {
        "memory/store.py": "from ..review import engine\n",
        "memory/pending/staging.py": "def f():\n    from ...jobs.queue import q\n",
        "config/settings.py": "def g():\n    import reverie.worker.cli\n",
        "search_index/store.py": "from reverie.memory import store\n",
        "memory/scan/scanner.py": "from reverie.search_index import store\n",
        "memory/upkeep/archive_mirror.py": "from reverie.search_index import store\n",
        "memory/fine.py": "from reverie.config import settings\nfrom .store import x\n",
        "review/typed.py": ("from typing import TYPE_CHECKING\n"
                            "if TYPE_CHECKING:\n    from reverie.worker import cli\n"),
    })
    assert forbidden(root) == [
        "config/settings.py (g) imports reverie.worker.cli",
        "memory/pending/staging.py (f) imports reverie.jobs.queue",
        "memory/scan/scanner.py (<module>) imports reverie.search_index.store",
        "memory/store.py (<module>) imports reverie.review",
        "search_index/store.py (<module>) imports reverie.memory.store",
    ]


def test_the_checker_reports_a_cycle_closed_by_an_import_inside_a_function(
        tmp_path: Path) -> None:
    root = _tree(tmp_path, {
        "memory/journal.py": "def undo():\n    from .upkeep.undo import run\n",
        "memory/upkeep/__init__.py": "",
        "memory/upkeep/undo.py": "from ..journal import Journal\n",
        "memory/store.py": "from . import journal\n",
    })
    assert cycles(root) == {frozenset({"reverie.memory.journal", "reverie.memory.upkeep.undo"})}


def test_the_job_api_never_loads_the_worker(tmp_path: Path) -> None:
    """Importing jobs and building the home's queue (what enqueue_turn does) loads nothing
    of ``reverie.worker``."""
    code = ("import sys, reverie.jobs, reverie.jobs.tasks, reverie.jobs.deadletters,"
            " reverie.jobs.ledger, reverie.jobs.leases, reverie.jobs.due, reverie.jobs.queue,"
            " reverie.jobs.kinds; from reverie.config import load_settings;"
            f" reverie.jobs.tasks.default_tasks(load_settings({str(tmp_path)!r}));"
            "print(sorted(m for m in sys.modules if m.startswith('reverie.worker')))")
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True,
                         text=True, check=True).stdout
    assert out.strip() == "[]"
