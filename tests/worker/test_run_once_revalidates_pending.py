"""`run --once` judges the pending records again before its reviews, as the sweep of a
long-running worker does (session 31, tester22): a record made stale by a hand edit of the
file it changes was listed as pending after any number of `run --once`, while a worker
retired it within a scan interval. One home and a pool of homes, each through the real
engine; no model."""

from __future__ import annotations

from reverie.jobs.homes import HomeSet
from reverie.memory.pending import staging
from reverie.memory.pending.retired import list_retired, state_of
from reverie.worker.pool import Pool
from reverie.worker.run import run_once, run_pool_once
from tests.memory.support import write_entries

from .conftest import settings_for, write_config


def _stale_home(root, name: str):
    """A home holding one pending replace whose entry was then edited by hand."""
    home = root / name
    home.mkdir(parents=True)
    write_config(home, memory={"write_approval": True})
    settings = settings_for(home, {})
    write_entries(settings, "memory", ["Deploys go out from the blue cluster", "Shell is zsh"])
    rid = staging.stage(settings, staging.StageRequest(
        {"action": "replace", "target": "memory", "old_text": "blue cluster",
         "content": "Deploys go out from the green cluster"},
        origin="background_review")).record_id
    write_entries(settings, "memory", ["Deploys go out from the red cluster", "Shell is zsh"])
    return settings, rid


def _retired(settings) -> list[tuple[str, str]]:
    records, problems = list_retired(settings)
    assert problems == []
    return [(r.id, state_of(r)[0]) for r in records]


def test_run_once_on_one_home_retires_a_stale_pending_record(tmp_path) -> None:
    settings, rid = _stale_home(tmp_path, "h")
    assert [r.id for r in staging.list_pending(settings)] == [rid]
    report = run_once(settings, workers=1)
    assert report.drained
    assert list(staging.list_pending(settings)) == []
    assert _retired(settings) == [(rid, "stale")]


def test_run_once_of_many_homes_retires_each_homes_stale_record(tmp_path) -> None:
    homes = [_stale_home(tmp_path / "homes", name) for name in ("a", "b")]
    pool = Pool(HomeSet((str(tmp_path / "homes" / "*"),)), environ={}, workers=2)
    pool.refresh(first=True)
    try:
        run_pool_once(pool, timeout=120)
    finally:
        pool.close()
    for settings, rid in homes:
        assert list(staging.list_pending(settings)) == []
        assert _retired(settings) == [(rid, "stale")]
