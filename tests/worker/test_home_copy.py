"""Issue 29 item 6 (finding 8): a copied home (`cp -a ~/.hermes …` copies
`reverie/home-id`) is detected. On Redis the copy took the original's jobs and ran them in
its own context, and neither the pool nor `doctor` said anything.

Decision (recorded in jobs/queue.py and docs/worker.md): the id stays a random token —
hosts sharing one home over a network file system must agree on it, at whatever path they
mount it — and the id file records the home it was made in, so a copy names its original."""

from __future__ import annotations

import logging
import shutil

import pytest

from reverie.jobs.homes import HomeSet
from reverie.jobs.queue import home_id
from reverie.worker.doctor import diagnose
from reverie.worker.pool import Pool
from tests.worker.conftest import child_env, settings_for, write_config


def original_and_copy(tmp_path, backend: str):
    original = tmp_path / "hermes"
    original.mkdir()
    write_config(original, reverie={"queue": {"backend": backend,
                                              "redis_url": "redis://127.0.0.1:1/0"}})
    home_id(settings_for(original))                 # the id, made in the original
    copy = tmp_path / "hermes-copy"
    shutil.copytree(original, copy, symlinks=True)  # what `cp -a` does
    return original, copy


def test_doctor_names_the_home_a_copy_was_made_from(tmp_path):
    original, copy = original_and_copy(tmp_path, "redis")
    env = child_env()
    (finding,) = [f for f in diagnose(copy, environ=env).findings if f.check == "home_id"]
    assert str(original) in finding.message and "delete" in finding.message
    assert "not served on Redis" in finding.message
    assert not [f for f in diagnose(original, environ=env).findings if f.check == "home_id"]
    (copy / "reverie" / "home-id").unlink()          # the fix the line names
    home_id(settings_for(copy))
    assert not [f for f in diagnose(copy, environ=env).findings if f.check == "home_id"]


@pytest.mark.parametrize("backend", ["redis", "sqlite"])
def test_the_pool_says_so_once_and_does_not_serve_the_copy_on_redis(tmp_path, caplog,
                                                                      backend):
    original, copy = original_and_copy(tmp_path, backend)
    homes = HomeSet.from_options(None, None, [str(original), str(copy)], False, child_env())
    pool = Pool(homes, environ=child_env(), workers=1, reconcile_memory=False)
    with caplog.at_level(logging.INFO, logger="reverie"):
        pool.refresh(first=True)
        pool.refresh()
    lines = [r.getMessage() for r in caplog.records if "reverie/home-id" in r.getMessage()]
    assert len(lines) == 1 and str(copy) in lines[0] and str(original) in lines[0]
    served = sorted(e.label for e in pool.served())
    assert served == ([str(original)] if backend == "redis" else [str(original), str(copy)])
    if backend == "redis":
        assert not any(str(copy) in r.getMessage() and "serving home" in r.getMessage()
                       for r in caplog.records)
        (copy / "reverie" / "home-id").unlink()      # fixed: served at the next rescan
        pool.refresh()
        assert sorted(e.label for e in pool.served()) == [str(original), str(copy)]


def test_a_profile_directory_with_an_invalid_name_is_listed_with_its_reason(tmp_path, caplog):
    """Issue 29 item 5/9: `--all-profiles` skipped such a directory without a word."""
    from reverie.worker.monitor import pool_status

    home = tmp_path / "hermes"
    (home / "profiles" / "work").mkdir(parents=True)
    (home / "profiles" / "has space").mkdir()
    homes = HomeSet.from_options(None, None, [str(home)], True, child_env())
    pool = Pool(homes, environ=child_env(), workers=1, reconcile_memory=False)
    with caplog.at_level(logging.WARNING, logger="reverie"):
        pool.refresh(first=True)
        pool.refresh()
    bad = str(home / "profiles" / "has space")
    lines = [r.getMessage() for r in caplog.records if bad in r.getMessage()]
    assert len(lines) == 1 and "not a profile name" in lines[0]
    assert sorted(e.label for e in pool.served()) == [str(home), str(home / "profiles" / "work")]
    status = pool_status(pool)
    assert {"home": bad, "error": pool.unservable[bad]} in status["not_served"]
    assert status["totals"]["not_served"] == 1
