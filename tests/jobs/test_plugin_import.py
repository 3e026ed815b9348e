"""Issue 19, item 11: loading the Hermes plugin ran ``reverie/jobs/__init__.py``, which
imported the enqueuer, the tasks and huey (20 modules of Reverie's at Hermes' start). Now
only what registering the hooks needs is imported; the rest loads on the first enqueue."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

PROBE = textwrap.dedent("""
    import json, sys
    before = set(sys.modules)
    import reverie.jobs.hermes_plugin as plugin

    class Context:
        def __init__(self): self.hooks = {}
        def register_hook(self, name, fn): self.hooks[name] = fn

    ctx = Context()
    plugin.register(ctx)
    loaded = sorted(set(sys.modules) - before)
    from reverie.jobs import Enqueuer, UnknownSession, enqueue_turn, enqueuer_for  # still there
    print(json.dumps({"loaded": loaded, "hooks": sorted(ctx.hooks),
                      "lazy": [Enqueuer.__name__, UnknownSession.__name__,
                               enqueue_turn.__name__, enqueuer_for.__name__]}))
""")


def test_loading_and_registering_the_plugin_imports_no_queue():
    out = json.loads(subprocess.run([sys.executable, "-c", PROBE], capture_output=True,
                                    text=True, check=True, timeout=60).stdout)
    loaded = out["loaded"]
    assert out["hooks"] == ["on_session_end", "on_session_finalize"]
    assert not [m for m in loaded if m.split(".")[0] in ("huey", "redis", "yaml", "sqlite3")]
    assert [m for m in loaded if m.startswith("reverie")] == [
        "reverie", "reverie.jobs", "reverie.jobs.handoff", "reverie.jobs.hermes_plugin",
        "reverie.jobs.hookmarks",   # standard library only (issue 30's durable marks)
        "reverie.jobs.results"]     # EnqueueResult (a dataclass, below the enqueuer and tasks)
    assert out["lazy"] == ["Enqueuer", "UnknownSession", "enqueue_turn", "enqueuer_for"]


def test_a_missing_name_is_still_an_attribute_error():
    import reverie.jobs

    try:
        reverie.jobs.no_such_name  # noqa: B018
    except AttributeError as exc:
        assert "no_such_name" in str(exc)
    else:
        raise AssertionError("a missing name was found")
