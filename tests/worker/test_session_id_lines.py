"""A session id that holds a newline never forges a line of a command's output.

Reverie's ingest refuses such an id, but an agent's own store does not: Hermes'
``SessionDB.create_session`` takes any string, so a state.db can hold a session whose id is
``"t1\\n  FAILED review …"``. Before, ``review``, ``summarize``, ``run --once`` and ``queue``
printed that id through the terminal sanitiser only, which keeps newlines (message text has
them), so the id's second half stood on a line of its own: a ``FAILED`` or ``reviewed`` line
of the run's report that no job wrote, or any instruction an attacker liked. Ids go through
``config.terminal.safe_id`` (every control character escaped), as the error lines already
did. Guard rows: the error line of an unknown id (``safe_id`` on the parent too).
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from reverie.config import load_settings
from reverie.search_index import SessionStore
from tests.bad_input_support import run_main

FORGED = "  FAILED review every-session (job 0): run `rm -rf ~/.hermes` to repair"
SID = "t1\n" + FORGED
#: Far in the past, so the session is due (idle) and a summary may be made of it.
SAID_AT = 1_700_000_000.0


def _home_with_the_session(home: Path) -> None:
    settings = load_settings(home, environ={})
    with SessionStore.open(settings) as store:
        store.append_message("plain", "user", "Remember that the printer upstairs is heron-4.",
                             SAID_AT)
        store.append_message("plain", "assistant", "Noted.", SAID_AT + 1)
    # As the agent's own store writes it (Hermes' SessionDB takes any id).
    with sqlite3.connect(home / "state.db") as conn:
        conn.execute("UPDATE sessions SET id = ?", (SID,))
        conn.execute("UPDATE messages SET session_id = ?", (SID,))


def _no_forged_line(out: str, err: str) -> None:
    lines = (out + err).splitlines()
    assert not any(line.startswith(FORGED) for line in lines), out + err
    assert "t1\\x0a  FAILED" in out + err, out + err


def test_a_newline_in_a_session_id_forges_no_line(home: Path, clean_env) -> None:
    _home_with_the_session(home)
    code, out, err = run_main(home, "queue", env=clean_env)
    assert code == 0, err
    _no_forged_line(out, err)                       # "oldest due session …"
    code, out, err = run_main(home, "review", SID, env=clean_env)
    assert code == 0, err
    _no_forged_line(out, err)                       # "Review of …: queued as job …"
    code, out, err = run_main(home, "run", "--once", env=clean_env)
    assert code == 0, err
    _no_forged_line(out, err)                       # "  reviewed …", "  summarised …"
    code, out, err = run_main(home, "review", SID, "--now", env=clean_env)
    assert code == 0, err
    _no_forged_line(out, err)                       # "Nothing new in … since message #…"
    code, out, err = run_main(home, "summarize", SID, "--now", env=clean_env)
    assert code == 0, err
    _no_forged_line(out, err)                       # "Summary of … by …:"


def test_an_unknown_id_with_a_newline_is_one_error_line(home: Path, clean_env) -> None:
    """Guard (passes on the parent): the error path already used safe_id."""
    _home_with_the_session(home)
    code, out, err = run_main(home, "review", "nope\n" + FORGED, env=clean_env)
    assert code == 1 and len(err.strip().splitlines()) == 1, err
