"""Only what the user and the assistant said is reviewed, summarised, counted as due or
searched (issue 32, search_index/spoken.py).

The state.db here is Reverie's own v22 file with the columns Hermes 0.20+ added
(``display_kind``, ``display_metadata``, ``_compressed_summary``) and rows shaped as Hermes
0.22 writes them; tests/hermes/test_spoken_interop.py does the same with rows written by the
real Hermes 0.22 code. Each secret sentence would be staged by the offline reviewer if it
were read (the visible control sentence proves the reviewer is listening).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from reverie.config import ReviewError
from reverie.review.engine import review_session
from reverie.review.providers.heuristic import HeuristicProvider
from reverie.review.summarize import summarize_session
from reverie.search_index import SessionStore
from tests.conftest import make_settings
from tests.fakes.helpers import provider_settings
from tests.review.engine_support import memory_text, pending_records

VISIBLE = "Remember that my editor is helix-visible."
SECRETS = {
    "hidden": "Remember that the user's bank PIN hint is ultraviolet-kumquat.",
    "bookkeeping": "Remember that the model switched to orchid-notice.",
    "model_only": "Remember that the model-only note is quartz-scaffold.",
    "summary_flag": "Remember that the staging cluster is summary-flagged-walrus.",
    "summary_text": "[CONTEXT COMPACTION — REFERENCE ONLY] Earlier turns were compacted. "
                    "Remember that my pager is compaction-heron.",
    "legacy_summary": "[CONTEXT SUMMARY]: Remember that my shell is legacy-ibis.",
    "retired": "Remember that my locker is retired-gecko.",
    "rewound": "Remember that my locker is rewound-marmot.",
    "subagent": "Remember that the staging cluster is called subagent-zebra-77.",
    "delegate": "Remember that the build box is delegate-okapi.",
    "cron": "Remember that the report bucket is cron-narwhal.",
}
WORDS = ("ultraviolet-kumquat", "orchid-notice", "quartz-scaffold", "summary-flagged-walrus",
         "compaction-heron", "legacy-ibis", "retired-gecko", "rewound-marmot",
         "subagent-zebra-77", "delegate-okapi", "cron-narwhal")


class Recording:
    """The offline heuristic, keeping every prompt (and review input) it was given."""

    def __init__(self) -> None:
        self.inner = HeuristicProvider(provider_settings("heuristic"), {})
        self.seen: list[str] = []

    def generate_json(self, prompt: str, **kw: Any):
        review = kw.get("review")
        self.seen.append(prompt + repr(review))
        return self.inner.generate_json(prompt, **kw)

    def generate_text(self, prompt: str, **kw: Any):
        self.seen.append(prompt)
        return self.inner.generate_text(prompt, **kw)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


def _row(conn, session_id: str, role: str, content: str, ts: float, **cols: Any) -> int:
    names = ["session_id", "role", "content", "timestamp", *cols]
    cur = conn.execute(f"INSERT INTO messages ({', '.join(names)})"
                       f" VALUES ({', '.join('?' * len(names))})",
                       (session_id, role, content, ts, *cols.values()))
    return int(cur.lastrowid)


def build_home(settings) -> None:
    """A v31-shaped state.db: the main session holds every kind of row, beside a subagent
    (by source), a delegate child (by marker, gateway source) and a cron session."""
    with SessionStore.open(settings) as store:
        store.append_message("main", "user", "hello", 1.0, source="cli")
        conn = store.connection
        for column in ("display_kind TEXT", "display_metadata TEXT",
                       "_compressed_summary INTEGER NOT NULL DEFAULT 0"):
            conn.execute(f"ALTER TABLE messages ADD COLUMN {column}")
        _row(conn, "main", "user", SECRETS["hidden"], 2.0, display_kind="hidden")
        _row(conn, "main", "user", SECRETS["bookkeeping"], 3.0, display_kind="model_switch")
        _row(conn, "main", "user", SECRETS["model_only"], 4.0,
             display_metadata=json.dumps({"model_only": True}))
        _row(conn, "main", "user", SECRETS["summary_flag"], 5.0, _compressed_summary=1)
        _row(conn, "main", "user", SECRETS["summary_text"], 6.0)
        _row(conn, "main", "assistant", SECRETS["legacy_summary"], 7.0)
        _row(conn, "main", "user", SECRETS["retired"], 8.0, active=0, compacted=1)
        _row(conn, "main", "user", SECRETS["rewound"], 9.0, active=0, compacted=0)
        _row(conn, "main", "user", VISIBLE, 10.0, display_kind="steer")
        store.append_message("sub", "user", SECRETS["subagent"], 11.0, source="subagent",
                             parent_session_id="main")
        store.append_message("kid", "user", SECRETS["delegate"], 12.0, source="telegram",
                             parent_session_id="main")
        conn.execute("UPDATE sessions SET model_config = ? WHERE id = 'kid'",
                     (json.dumps({"_delegate_from": "main"}),))
        store.append_message("job", "user", SECRETS["cron"], 13.0, source="cron")


@pytest.fixture
def spoken_settings(home, clean_env):
    settings = make_settings(home, clean_env)
    build_home(settings)
    return settings


def _leaked(text: str) -> list[str]:
    return [w for w in WORDS if w in text]


def test_the_review_reads_only_the_live_spoken_rows(spoken_settings, clock) -> None:
    provider = Recording()
    result = review_session(spoken_settings, "main", provider=provider, clock=clock,
                            echo=lambda _: None)
    assert result.status == "reviewed" and result.messages_reviewed == 2  # hello + steer
    assert "helix-visible" in memory_text(spoken_settings, "user") + memory_text(spoken_settings)
    written = memory_text(spoken_settings, "user") + memory_text(spoken_settings)
    assert _leaked(written) == [] and _leaked(json.dumps(pending_records(spoken_settings))) == []
    assert provider.seen and _leaked("\n".join(provider.seen)) == []


@pytest.mark.parametrize(("session_id", "reason"), [("sub", "subagent"), ("kid", "subagent"),
                                                     ("job", "cron")])
def test_subagent_and_cron_sessions_are_neither_reviewed_nor_summarised(
        spoken_settings, clock, session_id, reason) -> None:
    provider = Recording()
    result = review_session(spoken_settings, session_id, provider=provider, clock=clock)
    assert (result.status, result.excluded, result.calls) == ("excluded", reason, 0)
    with pytest.raises(ReviewError, match=f"is a {reason} session"):
        summarize_session(spoken_settings, session_id, provider=provider, clock=clock)
    assert provider.seen == []
    assert memory_text(spoken_settings, "user") + memory_text(spoken_settings) == ""


def test_summaries_due_scan_and_search_leave_the_rest_out(spoken_settings, clock) -> None:
    with SessionStore.open(spoken_settings) as store:   # scaffolding is the session's last row
        hidden_last = _row(store.connection, "main", "user", SECRETS["hidden"], 20.0,
                           display_kind="hidden")
    provider = Recording()
    summary = summarize_session(spoken_settings, "main", provider=provider, clock=clock)
    assert _leaked(summary.text) == [] and _leaked("\n".join(provider.seen)) == []
    # Covered through the last row of any kind, so the sweep does not summarise it again.
    with SessionStore.open(spoken_settings) as store:
        last = store.last_message_id("main")
        assert summary.through_message_id == last == hidden_last
        assert store.get_summary("main").through_message_id == hidden_last
    assert "helix-visible" in "\n".join(provider.seen)
    with SessionStore.open(spoken_settings) as store:
        due = {a.session_id: a.new_user_turns for a in store.activity()}
        assert due == {"main": 2}  # no subagent, delegate or cron session; live spoken rows
        for word in WORDS:
            hits = store.search(f'"{word}"')
            # The retired original stays searchable (it is what the user said), and so do
            # cron runs (Hermes keeps them searchable); nothing else is found.
            found = {"retired-gecko": ["main"], "cron-narwhal": ["job"]}.get(word, [])
            assert [h.session_id for h in hits] == found
        assert [m.content for m in store.messages("main")][-2:] == [SECRETS["retired"], VISIBLE]


def test_reverie_review_says_why_a_subagent_session_is_not_reviewed(spoken_settings) -> None:
    from click.testing import CliRunner

    from reverie.worker.cli import cli

    res = CliRunner().invoke(cli, ["--home", str(spoken_settings.home), "review", "sub", "--now"])
    assert res.exit_code == 0, res.output
    assert "Not reviewed: sub is a subagent session" in res.output
