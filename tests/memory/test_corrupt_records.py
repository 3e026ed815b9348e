"""Issue 19 item 6: one bad pending record is one corrupt record, never a crash of every
listing, approval, rejection and reconcile — the other records keep working.

The four values the attack used (``created_at`` NaN, Infinity, "inf", 10**400) beside 50
good records through the CLI, then hypothesis over every field ``from_dict`` reads."""

from __future__ import annotations

import json
import math
import tempfile
import time
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from reverie.config import ReverieError, load_settings
from reverie.memory.entries import parse_entries
from reverie.memory.pending import staging
from reverie.memory.pending.reconcile import reconcile
from reverie.memory.pending.records import PendingRecord, RecordError, age_text, format_timestamp
from reverie.worker.cli import cli
from reverie.worker.doctor import diagnose
from tests.memory.support import IMPOSSIBLE_TIMES, write_record_with_time

BAD_ID = "badbad01"


def good_record(n: int) -> PendingRecord:
    return PendingRecord.from_dict({
        "id": f"{n:08x}", "action": "add", "origin": "background_review",
        "created_at": time.time() - 3600 + n,   # within reverie.staging.max_age_days
        "payload": {"action": "add", "target": "memory", "content": f"Fact {n}."}})


def home_with(tmp: Path, created_at: str, good: int = 50):
    settings = load_settings(tmp / "home", environ={})
    for n in range(1, good + 1):
        staging.write_record(settings, good_record(n))
    write_record_with_time(settings, BAD_ID, created_at)
    return settings


def run(settings, *args: str):
    return CliRunner().invoke(cli, ["--home", str(settings.home), *args], catch_exceptions=False)


@pytest.mark.parametrize("created_at", IMPOSSIBLE_TIMES.values(), ids=IMPOSSIBLE_TIMES.keys())
def test_a_record_with_an_impossible_time_is_one_problem_and_50_records_still_work(
        tmp_path, created_at):
    settings = home_with(tmp_path, created_at)

    listing = staging.list_pending(settings)
    assert len(listing) == 50 and BAD_ID not in {r.id for r in listing}
    assert len(listing.problems) == 1 and BAD_ID in listing.problems[0]
    assert "created_at" in listing.problems[0]
    assert listing.unreadable_ids == [BAD_ID]

    shown = run(settings, "memory", "pending")
    assert shown.exit_code == 0, shown.output
    assert shown.output.count(" ago, ") == 50
    assert f"Warning: {BAD_ID}.json:" in shown.output

    as_json = run(settings, "memory", "pending", "--json")
    assert as_json.exit_code == 0
    data = json.loads(as_json.stdout, parse_constant=lambda c: pytest.fail(f"{c} in JSON"))
    assert len(data["pending"]) == 50
    assert any(BAD_ID in p for p in data["problems"])

    report = reconcile(settings)
    assert any(BAD_ID in p for p in report.problems)
    doctor = {f.check: f.message for f in diagnose(settings.home, environ={}).findings}
    assert BAD_ID in doctor["pending"]

    approved = run(settings, "memory", "approve", "all")
    assert approved.exit_code == 1  # the corrupt one is refused, by name
    assert approved.output.count("Approved ") == 50
    assert f"{BAD_ID} is unreadable" in approved.output
    live = parse_entries(settings.memory_file("memory").read_text(encoding="utf-8"))
    assert live == [f"Fact {n}." for n in range(1, 51)]
    assert [p.name for p in settings.pending_dir.glob("*.json")] == [f"{BAD_ID}.json"]


def test_reject_all_rejects_the_good_records_beside_a_corrupt_one(tmp_path):
    settings = home_with(tmp_path, "NaN")
    rejected = run(settings, "memory", "reject", "all")
    assert rejected.exit_code == 1
    assert rejected.output.count("Rejected ") == 50
    assert f"{BAD_ID} is unreadable" in rejected.output
    assert [p.name for p in settings.pending_dir.glob("*.json")] == [f"{BAD_ID}.json"]


# --- hypothesis: no record content can crash a reader ----------------------------------------

NASTY_NUMBERS = st.sampled_from([math.nan, math.inf, -math.inf, 10**400, -(10**400), 1e308,
                                 -1.0, 0, 2**63, 1.5e12, 7.3e9])
NASTY_TEXT = st.sampled_from(["inf", "nan", "-inf", "1e400", "NaN", "", " ", "\ud800",
                              "9999-12-31T23:59:59", "0001-01-01", "2026-13-40",
                              "\x1b[31mred\x1b[0m", "\u202eevil", "§", "a" * 5000])
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), NASTY_NUMBERS,
                    st.text(max_size=40), NASTY_TEXT)
JSONISH = st.recursive(SCALARS, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)),
    max_leaves=12)


def deep(levels: int) -> object:
    value: object = "bottom"
    for _ in range(levels):
        value = [value]
    return value


def mostly(valid, *nasty):
    """``valid`` three times in four, else one of ``nasty``: records close to real ones, so
    the checks after parsing are reached (a random dict is refused at its first field)."""
    return st.one_of(valid, valid, valid, st.one_of(*nasty))


TEXT = st.text(st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=60).filter(
    str.strip)
TARGET = mostly(st.sampled_from(["memory", "user"]), JSONISH)
ADD = st.fixed_dictionaries({"action": st.just("add"), "target": TARGET,
                             "content": mostly(TEXT, NASTY_TEXT, JSONISH)})
REPLACE = st.fixed_dictionaries({"action": st.just("replace"), "target": TARGET,
                                 "old_text": mostly(TEXT, NASTY_TEXT, JSONISH),
                                 "content": mostly(TEXT, NASTY_TEXT, JSONISH)},
                                optional={"matched_entry": mostly(TEXT, JSONISH)})
REMOVE = st.fixed_dictionaries({"action": st.just("remove"), "target": TARGET,
                                "old_text": mostly(TEXT, NASTY_TEXT, JSONISH)})
OPERATION = st.one_of(ADD, REPLACE, REMOVE)
BATCH = st.fixed_dictionaries({"action": st.just("batch"), "target": TARGET,
                               "operations": mostly(st.lists(OPERATION, min_size=1, max_size=3),
                                                    JSONISH)})
RECORD = st.fixed_dictionaries(
    {"id": mostly(st.just(BAD_ID), JSONISH),
     "payload": mostly(st.one_of(OPERATION, BATCH), JSONISH),
     "created_at": mostly(st.floats(1e9, 2e9), st.floats(), NASTY_NUMBERS, NASTY_TEXT, JSONISH,
                          st.just("2026-01-02T03:04:05Z"), st.just("2026-01-02 03:04:05"))},
    optional={"subsystem": mostly(st.just("memory"), JSONISH),
              "action": JSONISH, "summary": mostly(TEXT, JSONISH),
              "origin": mostly(st.sampled_from(["background_review", "assistant_tool"]),
                               NASTY_TEXT, JSONISH),
              "matched_entry": mostly(TEXT, JSONISH),
              "evidence": mostly(st.lists(st.integers(0, 10**6), max_size=3), JSONISH,
                                 st.just(deep(200))),
              "reason": mostly(TEXT, JSONISH),
              "confidence": mostly(st.floats(0, 1), st.floats(), NASTY_NUMBERS, JSONISH),
              "model": mostly(TEXT, JSONISH), "cost": mostly(JSONISH, st.just(deep(60))),
              "held_for_approval": JSONISH, "extra_field": JSONISH})


def _usable(record: PendingRecord, now: float = 1_800_000_000.0) -> None:
    """What every reader does with a listed record (CLI, --json, console, journal)."""
    json.dumps(record.to_dict(), allow_nan=False)   # strict JSON: the console's responses
    record.to_json()
    format_timestamp(record.created_at)
    age_text(record.created_at, now)
    assert record.summary and record.target in ("memory", "user")
    record.operations()


@given(RECORD)
@hsettings(max_examples=400, deadline=None)
def test_from_dict_returns_a_usable_record_or_a_record_error(data):
    try:
        record = PendingRecord.from_dict(data, expected_id=BAD_ID)
    except RecordError:
        return
    _usable(record)


def _write(path: Path, data: dict) -> None:
    # allow_nan and big ints as Python writes them: what a careless tool leaves behind
    try:
        text = json.dumps(data, ensure_ascii=False)
    except ValueError:                       # an int too long to print: write it as digits
        text = json.dumps(data, ensure_ascii=False, default=str)
    try:
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
    except UnicodeEncodeError:
        path.write_text(json.dumps(data), encoding="utf-8")


@given(RECORD)
@hsettings(max_examples=60, deadline=None,
           suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
def test_no_record_content_crashes_listing_approve_reject_or_reconcile(data):
    with tempfile.TemporaryDirectory() as tmp:
        settings = load_settings(Path(tmp) / "home", environ={})
        staging.write_record(settings, good_record(7))
        _write(settings.pending_dir / f"{BAD_ID}.json", data)

        listing = staging.list_pending(settings)
        assert "00000007" in {r.id for r in listing}
        assert {r.id for r in listing} | set(listing.unreadable_ids) == {"00000007", BAD_ID}
        for record in listing:
            _usable(record)
            try:
                staging.diff_record(settings, record.id)
            except ReverieError:  # a record that does not apply: said, not raised as a crash
                pass
        reconcile(settings)
        decisions = {d.record_id: d for d in staging.approve(settings, "all", who="test")}
        assert decisions["00000007"].status == "approved"
        reconcile(settings)
        staging.write_record(settings, good_record(8))
        decisions = {d.record_id: d for d in staging.reject(settings, "all", who="test")}
        assert decisions["00000008"].status == "rejected"
        assert reconcile(settings) is not None
