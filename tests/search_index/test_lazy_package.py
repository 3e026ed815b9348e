"""The package loads its public names on first use (issue 27: a process's start): importing
the memory store, which reads session search's query language for its archive, loads
neither the session store nor sqlite_utils; every public name is still there, and is the
same object its submodule holds."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
import textwrap

PROBE = textwrap.dedent("""
    import json, sys
    import reverie.memory
    from reverie.memory.upkeep import archive
    loaded = sorted(m for m in sys.modules
                    if m.startswith(("reverie.search_index", "sqlite_utils")))
    from reverie.search_index import SessionStore, NewMessage
    print(json.dumps({"loaded": loaded, "then": "reverie.search_index.store" in sys.modules}))
""")


def test_the_memory_store_loads_only_the_query_language() -> None:
    done = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["loaded"] == ["reverie.search_index", "reverie.search_index.lineage",
                             "reverie.search_index.query"]
    assert out["then"] is True


def test_every_public_name_is_its_submodules_object() -> None:
    import reverie.search_index as package

    for name in package.__all__:
        value = getattr(package, name)
        home = importlib.import_module(f"reverie.search_index.{package._LAZY.get(name, 'lineage')}")
        assert value is getattr(home, name), name
    # A function named as its submodule stays the function once the submodule is loaded.
    importlib.import_module("reverie.search_index.lineage")
    assert callable(package.lineage) and package.lineage.__name__ == "lineage"
    try:
        package.no_such_name  # noqa: B018
    except AttributeError as exc:
        assert "no_such_name" in str(exc)
    else:
        raise AssertionError("a missing name must be an AttributeError")
