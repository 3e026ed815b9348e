"""The shared real-Hermes harness runs Hermes 0.19.0's own code on a test's home."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

import pytest

from reverie.search_index.store import SessionStore
from tests.hermes.harness import HermesError
from tests.hermes.install import HERMES_VERSION, is_ready, venv_dir


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
print(json.dumps({"file": hermes_state.__file__, "home": str(get_hermes_home()),
                  "env_home": os.environ["HOME"], "schema": hermes_state.SCHEMA_VERSION,
                  "keys": sorted(k for k in os.environ if k.endswith("_API_KEY"))}))
""", home)
    assert out["file"].startswith(str(hermes.site_packages))
    assert out["home"] == str(home)
    assert out["env_home"] == str(tmp_path)  # HOME is the test's tmp dir, never the real ~
    assert out["schema"] == 22 and out["keys"] == []
    assert hermes.version == HERMES_VERSION

    with sqlite3.connect(home / "state.db") as conn:
        assert conn.execute("SELECT version FROM schema_version").fetchone() == (22,)
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
