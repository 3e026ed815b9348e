"""Dependencies point one way: worker → jobs → review → memory / search_index → config.

Read from the source (every import statement, top level or inside a function), so a new
import to the left fails here rather than as a circular import in some process later.
There is no exception: the huey factory the enqueue side needs lives in ``jobs.queue``.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
RANK = {"config": 0, "memory": 1, "search_index": 1, "review": 2, "jobs": 3, "worker": 4}
ALLOWED = {("jobs/tasks.py", "default_tasks", "reverie.jobs.queue")}


def _imports(path: Path) -> list[tuple[str, str]]:
    """(enclosing function or "<module>", imported module) for each import in ``path``."""
    found: list[tuple[str, str]] = []

    def visit(node: ast.AST, where: str) -> None:
        for child in ast.iter_child_nodes(node):
            inner = child.name if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef) else where
            if isinstance(child, ast.Import):
                found.extend((where, alias.name) for alias in child.names)
            elif isinstance(child, ast.ImportFrom) and child.level == 0 and child.module:
                found.append((where, child.module))
            visit(child, inner)

    visit(ast.parse(path.read_text(encoding="utf-8")), "<module>")
    return found


def test_no_package_imports_one_to_its_left() -> None:
    violations = []
    for package, rank in RANK.items():
        for path in sorted((REPO / package).rglob("*.py")):
            rel = path.relative_to(REPO).as_posix()
            for where, module in _imports(path):
                parts = module.split(".")
                target = RANK.get(parts[1]) if parts[0] == "reverie" and len(parts) > 1 else None
                if target is None or target <= rank:
                    continue
                violations.append(f"{rel} ({where}) imports {module}")
    assert violations == []


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
