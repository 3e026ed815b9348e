"""Reverie as a Hermes pip plugin, loaded by each anchor's own plugin loader (spec §13).

Reverie's wheel is built from this checkout and unpacked into a temporary directory (the
package and its dist-info, entry points included); Reverie's third-party dependencies come
from this test environment through a second directory that holds only them. Both are put
at the END of the Hermes interpreter's sys.path for this one subprocess: nothing is
installed into the shared Hermes venv. Hermes then discovers the entry point, loads the
plugin, and its hooks are called the way Hermes' turn finalizer calls them; the review job
lands in the home's real SqliteHuey queue, where Reverie finds it.
"""

from __future__ import annotations

import json
import os

import pytest

from reverie.jobs.tasks import default_tasks
from reverie.search_index import SessionStore
from tests.conftest import make_settings
from tests.hermes.extra_paths import dependencies_only, unpack_wheel

DRIVE = r"""
import json, sys, time
sys.path.extend(EXTRA_PATHS)
from hermes_cli import plugins

plugins.discover_plugins()
manager = plugins.get_plugin_manager()
loaded = manager._plugins.get("reverie")
out = {"enabled": bool(loaded and loaded.enabled), "error": loaded and loaded.error,
       "hooks": sorted(loaded.hooks_registered) if loaded else [],
       "module": sys.modules.get("reverie.jobs.hermes_plugin").__file__
       if "reverie.jobs.hermes_plugin" in sys.modules else None,
       # issue 19: loading the plugin imports no queue (the first enqueue does)
       "queue_at_load": sorted(m for m in sys.modules if m.split(".")[0] == "huey"
                               or m in ("reverie.jobs.tasks", "reverie.jobs.enqueuer"))}
# As agent/turn_finalizer.py calls it at the end of a turn, then as the CLI/TUI (0.22) or the
# gateway's expiry (both) call on_session_finalize when the session ends.
turn = dict(task_id="t1", turn_id="1", model="m", platform="cli")
started = time.perf_counter()
plugins.invoke_hook("on_session_end", session_id="s1", completed=True, interrupted=False, **turn)
plugins.invoke_hook("on_session_finalize", session_id="s1", platform="cli")
# A session state.db does not have, and a hook call without a session: logged, not raised.
plugins.invoke_hook("on_session_end", session_id="no-such-session", completed=True,
                    interrupted=False, **turn)
plugins.invoke_hook("on_session_finalize", platform="cli")
out["hook_seconds"] = time.perf_counter() - started
print(json.dumps(out))
"""


@pytest.fixture
def plugin_paths(reverie_wheel, tmp_path) -> list[str]:
    return [str(unpack_wheel(reverie_wheel, tmp_path / "wheel")),
            str(dependencies_only(tmp_path / "deps"))]


def test_hermes_loads_the_plugin_and_its_hooks_enqueue_a_review(hermes, plugin_paths, tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    (home / "config.yaml").write_text("plugins:\n  enabled: [reverie]\n", encoding="utf-8")
    settings = make_settings(home, environ={"HOME": str(tmp_path)})
    with SessionStore.open(settings) as store:
        store.append_message("s1", "user", "remember that I use zsh", source="cli")
    out = hermes.run_json(f"EXTRA_PATHS = {json.dumps(plugin_paths)}\n" + DRIVE, home)

    assert out["enabled"] is True and out["error"] is None, out
    assert out["hooks"] == ["on_session_end", "on_session_finalize"]
    assert out["module"].startswith(plugin_paths[0] + os.sep)     # from the wheel
    assert out["queue_at_load"] == []
    tasks = default_tasks(settings)
    records = tasks.context.ledger.for_session("s1", "review")
    assert [r.status for r in records] == ["queued"]                # two hooks, one job
    assert tasks.huey.pending_count() == 1
    assert tasks.context.ledger.for_session("no-such-session") == []


def test_the_plugin_is_not_loaded_unless_enabled(hermes, plugin_paths, tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    out = hermes.run_json(f"EXTRA_PATHS = {json.dumps(plugin_paths)}\n" + DRIVE, home)
    assert out["enabled"] is False and "not enabled" in out["error"]
    assert not (home / "reverie" / "queue.db").exists()
