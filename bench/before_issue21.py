"""The memory scanner as it was before issue 21, loaded from git for same-run comparisons.

bench_scanner.py and eval_secrets.py compare the layered scanner with "today's" — the
scanner at :data:`BEFORE`, the last commit before issue 21's layers. Its four modules
(scanner, patterns, prefilter, pii) are read with ``git show`` into a temporary package and
imported from there, so no copy of the old code lives in the tree.
"""

from __future__ import annotations

import importlib
import subprocess
import sys
import tempfile
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]
#: The last commit of the scanner before issue 21.
BEFORE = "b78231d"
_MODULES = ("scanner", "patterns", "prefilter", "pii")


def load() -> ModuleType:
    """``memory.scan.scanner`` as of :data:`BEFORE` (``find_threat``, ``scan_content``, …)."""
    if "scanner_before_issue21.scanner" in sys.modules:
        return sys.modules["scanner_before_issue21.scanner"]
    folder = Path(tempfile.mkdtemp(prefix="reverie-scanner-before-"))
    package = folder / "scanner_before_issue21"
    package.mkdir()
    (package / "__init__.py").write_text("")
    for name in _MODULES:
        source = subprocess.run(["git", "-C", str(ROOT), "show", f"{BEFORE}:memory/{name}.py"],
                                check=True, capture_output=True, text=True).stdout
        (package / f"{name}.py").write_text(source)
    sys.path.insert(0, str(folder))
    return importlib.import_module("scanner_before_issue21.scanner")
