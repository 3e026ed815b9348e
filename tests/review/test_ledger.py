"""The review ledger in journal.db: cursors, model calls, the daily budget, exclusions."""

from __future__ import annotations

import os
import stat

import pytest

from reverie.config import FakeClock, ReviewError
from reverie.review import ledger as ledger_mod
from reverie.review.calls import CallContext
from reverie.review.ledger import Ledger, UsageTotals, utc_day


def test_cursor_starts_at_zero_and_only_moves_forward(settings, clock):
    with Ledger(settings, clock=clock) as ledger:
        assert ledger.get_cursor("s1") == 0
        assert ledger.set_cursor("s1", 10) == 10
        # a slower, older run finishing late cannot make messages due again
        assert ledger.set_cursor("s1", 4) == 10
        assert ledger.set_cursor("s1", 12) == 12
        ledger.set_cursor("s2", 3)
        assert ledger.all_cursors() == {"s1": 12, "s2": 3}


def test_cursor_survives_reopening_and_module_functions_agree(settings):
    ledger_mod.set_cursor(settings, "s1", 7)
    assert ledger_mod.get_cursor(settings, "s1") == 7
    assert ledger_mod.all_cursors(settings) == {"s1": 7}


def test_negative_cursor_is_refused(settings):
    with Ledger(settings) as ledger, pytest.raises(ReviewError, match="negative"):
        ledger.set_cursor("s1", -1)


def test_journal_db_is_owner_only(settings):
    with Ledger(settings) as ledger:  # opened on first use
        ledger.all_cursors()
    mode = stat.S_IMODE(os.stat(settings.journal_db).st_mode)
    assert mode == 0o600
    assert stat.S_IMODE(os.stat(settings.reverie_dir).st_mode) == 0o700


CALL = CallContext.new("direct")


def test_tokens_today_counts_input_tokens_of_the_current_utc_day(settings):
    clock = FakeClock(start=1_800_000_000.0)  # 2027-01-15 08:00 UTC
    with Ledger(settings, clock=clock) as ledger:
        ledger.record_call(call=CALL, purpose="review", provider="gemini", model="gemini-2.5-flash",
                           session_id="s1", input_tokens=1_000, output_tokens=50,
                           cached_tokens=400, latency_s=0.3, cost_usd=0.0002)
        ledger.record_call(call=CALL, purpose="repair", provider="gemini", model="gemini-2.5-flash",
                           session_id="s1", input_tokens=500, ok=False, error="bad json")
        assert ledger.tokens_today() == 1_500
        clock.advance(24 * 3600)  # the next UTC day: the budget starts again
        assert ledger.tokens_today() == 0
        ledger.record_call(call=CALL, purpose="summary", provider="heuristic", model="heuristic",
                           input_tokens=30)
        assert ledger.tokens_today() == 0  # the offline heuristic costs nothing (issue 14)
        ledger.record_call(call=CALL, purpose="summary", provider="openai", model="m",
                           input_tokens=30)
        assert ledger.tokens_today() == 30
        calls = ledger.calls(session_id="s1")
    assert [c.purpose for c in calls] == ["repair", "review"]
    assert calls[0].ok is False and calls[0].error == "bad json"
    assert calls[1].cached_tokens == 400 and calls[1].day == utc_day(1_800_000_000.0)
    assert ledger_mod.tokens_today(settings, clock) == 30


def test_malformed_purpose_or_missing_run_id_is_a_bug(settings):
    with Ledger(settings) as ledger:
        for purpose in ("", "Chat Bot!", "x" * 40):
            with pytest.raises(ValueError):
                ledger.record_call(call=CALL, purpose=purpose, provider="x", model="y")
        with pytest.raises(TypeError):
            ledger.record_call(call=None, purpose="review", provider="x", model="y")
        assert ledger.calls() == []


def test_calls_carry_their_run_id_and_sum_by_it(settings):
    job = CallContext.for_job("job-1", 2)
    with Ledger(settings) as ledger:
        ledger.record_call(call=job, purpose="review", provider="p", model="m",
                           session_id="s1", input_tokens=100, output_tokens=10)
        ledger.record_call(call=CALL, purpose="review", provider="p", model="m",
                           session_id="s1", input_tokens=7)
        [mine, other] = sorted(ledger.calls(), key=lambda c: c.input_tokens, reverse=True)
        assert (mine.run_id, mine.origin, mine.attempt) == ("job-1", "job", 2)
        assert other.origin == "direct" and other.run_id.startswith("direct-")
        assert ledger.usage(run_id="job-1").input_tokens == 100
        assert ledger.usage(run_id="job-1", attempt=1).calls == 0
        assert ledger.usage(origin="job").tokens == 110


def test_usage_groups_add_up_to_each_filtered_usage(settings):
    # The queue view reads the window's calls once, grouped; every figure it shows must be
    # the sum usage() gives for the same filter.
    clock = FakeClock(start=1_800_000_000.0)
    job, other_job = CallContext.for_job("job-1", 1), CallContext.for_job("job-2", 1)
    with Ledger(settings, clock=clock) as ledger:
        ledger.record_call(call=job, purpose="review", provider="heuristic", model="h",
                           input_tokens=9, output_tokens=1)     # before the window
        clock.advance(60)
        since = clock.now()
        for call, purpose, provider, tokens, usd in (
                (job, "review", "gemini", 100, 0.25), (job, "repair", "gemini", 30, 0.125),
                (other_job, "summary", "heuristic", 40, 0.0), (CALL, "review", "openai", 7, 0.5),
                (CALL, "search_summary", "heuristic", 3, 0.0)):
            ledger.record_call(call=call, purpose=purpose, provider=provider, model="m",
                               input_tokens=tokens, output_tokens=tokens // 10,
                               cached_tokens=1, cost_usd=usd)
        groups = ledger.usage_groups(since=since)

        def summed(keep):
            return UsageTotals.summed(u for g, u in groups.items() if keep(g))

        assert summed(lambda g: True) == ledger.usage(since=since)
        assert summed(lambda g: g.origin == "job") == ledger.usage(since=since, origin="job")
        assert summed(lambda g: g.purpose in ("review", "repair")) == ledger.usage(
            since=since, purposes=("review", "repair"))
        assert summed(lambda g: g.offline) == ledger.usage(since=since, offline=True)
        assert summed(lambda g: not g.offline) == ledger.usage(since=since, offline=False)
        for purpose in ("review", "repair", "summary", "search_summary", "consolidate"):
            assert summed(lambda g, p=purpose: g.purpose == p) == ledger.usage(
                since=since, purposes=(purpose,))
        assert summed(lambda g: True).calls == 5 and ledger.usage().calls == 6
        assert UsageTotals.summed([]) == UsageTotals(0, 0, 0, 0, 0.0)


def test_exclusions_are_kept_once_in_order(settings):
    with Ledger(settings) as ledger:
        assert ledger.add_exclusion("s1", 3, "don't remember my address")
        assert not ledger.add_exclusion("s1", 3, "don't remember my address")
        assert ledger.add_exclusion("s2", 9, "不要记住我的电话")
        assert not ledger.add_exclusion("s2", 10, "   ")
        kept = ledger.exclusions()
        assert kept.labels == ["asked in message #3", "asked in message #9"]
        assert kept.vetoes("User's address is 1 Elm St") and kept.vetoes("用户的电话是123")
        stored = ledger.db.query("SELECT * FROM reverie_review_fingerprints")
    assert "address" not in repr([tuple(r) for r in stored])   # only marks and a label


def test_the_exclusions_and_their_key_are_one_read(settings, monkeypatch):
    """Issue 27: a review and a summary each read the "do not remember" fingerprints and
    their key: one statement, not two; with none stored yet, the key alone."""
    import sqlite3

    statements: list[str] = []
    real_connect = sqlite3.connect

    def traced(*args, **kwargs):
        conn = real_connect(*args, **kwargs)
        conn.set_trace_callback(statements.append)
        return conn

    monkeypatch.setattr(sqlite3, "connect", traced)
    with Ledger(settings) as ledger:
        ledger.all_cursors()                              # migrated and pooled
        statements.clear()
        none = ledger.exclusions()
        assert len(statements) == 1 and none.labels == []
        assert ledger.add_exclusion("s1", 3, "please never remember my locker code")
        assert ledger.add_exclusion("s1", 5, "don't keep the name of my landlord")
        statements.clear()
        kept = ledger.exclusions()
        assert len(statements) == 1
        assert kept.labels == ["asked in message #3", "asked in message #5"]
        assert kept.vetoes("the user's locker code is 4411")
        assert bytes(ledger.db.query_one(
            "SELECT key FROM reverie_review_exclusion_key")[0]) == kept.key == none.key


def test_a_corrupt_journal_is_a_clear_error(settings):
    settings.reverie_dir.mkdir(mode=0o700)
    settings.journal_db.write_bytes(b"this is not a database" * 100)
    with pytest.raises(ReviewError, match="journal.db"):
        Ledger(settings).all_cursors()
