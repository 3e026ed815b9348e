"""The shared real-Hermes harness runs each anchor's own code (Hermes 0.19.0, Hermes 0.22)
on a test's home."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

import pytest

from reverie.search_index.store import SessionStore
from tests.hermes.harness import HermesError
from tests.hermes.install import ANCHORS, HERMES_022, HERMES_VERSION, is_ready, venv_dir


def test_hermes_writes_state_db_that_reverie_reads(hermes, tmp_path: Path) -> None:
    home = tmp_path / "hermes-home"
    home.mkdir()
    out = hermes.run_json("""
import json, os, sys
import hermes_state
from hermes_constants import get_hermes_home
db = hermes_state.SessionDB()
db.create_session("s-1", "cli", model="test-model")
db.append_message("s-1", "user", "where did we put the ferrule torque table")
db.close()
schema = getattr(hermes_state, "SCHEMA_VERSION", None)
if schema is None:  # 0.22 split hermes_state into hermes_state_* modules
    import hermes_state_common
    schema = hermes_state_common.SCHEMA_VERSION
print(json.dumps({"file": hermes_state.__file__, "home": str(get_hermes_home()),
                  "env_home": os.environ["HOME"], "schema": schema,
                  "keys": sorted(k for k in os.environ if k.endswith("_API_KEY"))}))
""", home)
    assert out["file"].startswith(str(hermes.site_packages))
    assert out["home"] == str(home)
    assert out["env_home"] == str(tmp_path)  # HOME is the test's tmp dir, never the real ~
    assert out["schema"] == hermes.schema and out["keys"] == []
    assert hermes.version in {a.version for a in ANCHORS}

    with sqlite3.connect(home / "state.db") as conn:
        assert conn.execute("SELECT version FROM schema_version").fetchone() == (hermes.schema,)
    with SessionStore(home / "state.db") as store:
        assert [m.content for m in store.messages("s-1")] == [
            "where did we put the ferrule torque table"]
        assert [h.session_id for h in store.search("ferrule")] == ["s-1"]


def test_model_keys_and_reverie_variables_do_not_reach_hermes(
        hermes, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-should-not-leak")
    monkeypatch.setenv("PYTHONPATH", str(Path.cwd()))
    out = hermes.run_json(
        "import json, os, sys; print(json.dumps({'env': sorted(os.environ),"
        " 'path': sys.path}))", tmp_path, env={"EXTRA": "1"})
    assert "OPENAI_API_KEY" not in out["env"] and "PYTHONPATH" not in out["env"]
    assert "EXTRA" in out["env"]
    assert not any(p in ("", os.getcwd()) for p in out["path"])


def test_failing_snippet_raises_with_hermes_stderr(hermes, tmp_path: Path) -> None:
    with pytest.raises(HermesError, match="ZeroDivisionError"):
        hermes.run_json("1/0", tmp_path)
    with pytest.raises(HermesError, match="not JSON"):
        hermes.run_json("print('plain text')", tmp_path)


def test_installer_marks_only_finished_venvs(tmp_path: Path) -> None:
    half = tmp_path / "venv"
    (half / "bin").mkdir(parents=True)
    (half / "bin" / "python").write_text("")
    assert not is_ready(half)  # a killed install leaves no marker
    (half / "reverie-hermes.json").write_text(json.dumps({"hermes-agent": "0.18.0"}))
    assert not is_ready(half)  # an older marker means rebuild
    assert venv_dir({"REVERIE_HERMES_VENV": str(half)}) == half
    assert venv_dir({}).name == f"hermes-{HERMES_VERSION}"
    assert venv_dir({}, HERMES_022).name == "hermes-iot-0.22.2.post1"
    assert venv_dir({"REVERIE_HERMES_IOT_VENV": str(half)}, HERMES_022) == half
    assert not is_ready(half, HERMES_022)
