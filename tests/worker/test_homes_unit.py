"""The pool's home set, settings cache and per-home queue names (issue 24), without processes."""

from __future__ import annotations

import os
import stat
import threading
from pathlib import Path

import pytest

from reverie.config import ConfigError, QueueError, UsageError, load_settings
from reverie.jobs.homes import HomeRef, HomeSet, SettingsCache
from reverie.jobs.queue import home_id, queue_name

from .conftest import write_config


def _home(root: Path, *profiles: str) -> Path:
    root.mkdir(parents=True)
    for name in profiles:
        (root / "profiles" / name).mkdir(parents=True)
    return root


def test_globs_and_all_profiles_expand_to_each_home_once(tmp_path: Path) -> None:
    a = _home(tmp_path / "users" / "a", "coder", "writer")
    b = _home(tmp_path / "users" / "b")
    (tmp_path / "users" / "notes.txt").write_text("")
    pool = HomeSet.from_options(None, None, [str(tmp_path / "users" / "*"), str(a)], True, {},
                                cwd=tmp_path)
    assert pool is not None
    assert pool.check() == [HomeRef(a), HomeRef(a, "coder"), HomeRef(a, "writer"), HomeRef(b)]
    assert HomeRef(a, "coder").directory == a / "profiles" / "coder"
    # A new home and a new profile are in the next expansion (no restart).
    c = _home(tmp_path / "users" / "c")
    (b / "profiles" / "ops").mkdir(parents=True)
    assert {r.directory for r in pool.expand()} >= {c, b / "profiles" / "ops"}
    without = HomeSet.from_options(None, None, [str(tmp_path / "users" / "*")], False, {})
    assert [r.profile for r in without.expand()] == [None, None, None]


def test_paths_are_absolute_and_home_options_are_refused_beside_homes(tmp_path: Path) -> None:
    _home(tmp_path / "h")
    pool = HomeSet.from_options(None, None, ["h", "./h/../h"], False, {"HOME": str(tmp_path)},
                                cwd=tmp_path)
    assert pool.patterns == (str(tmp_path / "h"),)
    assert HomeSet.from_options(None, None, ["~/h"], False, {"HOME": str(tmp_path)}).patterns == (
        str(tmp_path / "h"),)
    assert HomeSet.from_options(str(tmp_path), None, [], False, {}) is None
    one = HomeSet.from_options(str(tmp_path / "h"), None, [], True, {})
    assert one.patterns == (str(tmp_path / "h"),) and one.all_profiles
    with pytest.raises(UsageError, match="leave out --home"):
        HomeSet.from_options(str(tmp_path), None, ["x"], False, {})
    with pytest.raises(UsageError, match="leave out --profile"):
        HomeSet.from_options(None, "coder", [], True, {})
    with pytest.raises(UsageError, match="empty"):
        HomeSet.from_options(None, None, [" "], False, {})


def test_check_refuses_a_missing_home_and_a_glob_matching_nothing(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=r"--homes .*/nope is not a directory"):
        HomeSet((str(tmp_path / "nope"),)).check()
    with pytest.raises(ConfigError, match="matches no directory"):
        HomeSet((str(tmp_path / "z*"),)).check()
    # Later expansions just leave out what is gone.
    assert HomeSet((str(tmp_path / "nope"),)).expand() == []


def test_settings_are_kept_until_config_yaml_changes(tmp_path: Path) -> None:
    home = _home(tmp_path / "h")
    write_config(home, reverie={"queue": {"workers": 3}})
    cache = SettingsCache({})
    ref = HomeRef(home)
    first = cache.get(ref)
    assert cache.get(ref) is first and not cache.changed(ref)
    write_config(home, reverie={"queue": {"workers": 5}})
    assert cache.changed(ref)
    second = cache.get(ref)
    assert second is not first and second.queue.workers == 5


def test_home_id_is_private_stable_and_per_home(tmp_path: Path) -> None:
    a = load_settings(_home(tmp_path / "a"), environ={})
    b = load_settings(_home(tmp_path / "b"), environ={})
    ida = home_id(a)
    assert home_id(a) == ida and home_id(b) != ida
    path = a.layout.home_id_file
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    assert [p.name for p in path.parent.iterdir()] == ["home-id"], "no temporary file left"


def test_racing_creators_agree_on_one_home_id(tmp_path: Path) -> None:
    settings = load_settings(_home(tmp_path / "a"), environ={})
    barrier = threading.Barrier(8)
    seen: list[str] = []

    def make() -> None:
        barrier.wait()
        seen.append(home_id(settings))

    threads = [threading.Thread(target=make) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(set(seen)) == 1 and len(seen) == 8


def test_a_damaged_home_id_is_a_one_line_error(tmp_path: Path) -> None:
    settings = load_settings(_home(tmp_path / "a"), environ={})
    settings.reverie_dir.mkdir()
    settings.layout.home_id_file.write_text("not an id\n")
    with pytest.raises(QueueError, match="is not a home id") as caught:
        home_id(settings)
    assert "Delete it" in str(caught.value)


def test_redis_queue_names_carry_the_home_id_sqlite_ones_do_not(tmp_path: Path) -> None:
    redis = {"reverie": {"queue": {"backend": "redis", "name": "team"}}}
    a, b = _home(tmp_path / "a"), _home(tmp_path / "b")
    write_config(a, **redis)
    write_config(b, **redis)
    sa, sb = load_settings(a, environ={}), load_settings(b, environ={})
    assert queue_name(sa) == f"team_{home_id(sa)}" != queue_name(sb)
    plain = _home(tmp_path / "c")
    write_config(plain, reverie={"queue": {"name": "team"}})
    assert queue_name(load_settings(plain, environ={})) == "team"


def test_a_pool_reads_a_changed_config_again_and_lets_a_removed_home_go(tmp_path: Path) -> None:
    from reverie.worker.pool import Pool

    a, b = _home(tmp_path / "homes" / "a"), _home(tmp_path / "homes" / "b")
    write_config(a, reverie={"budget": {"daily_input_tokens": 10}})
    write_config(b)
    pool = Pool(HomeSet((str(tmp_path / "homes" / "*"),)), environ={}, reconcile_memory=False)
    pool.refresh(first=True)
    entry = next(e for e in pool.served() if e.ref.root == a)
    with pool.runtime(entry) as rt:
        first = rt
    assert first.settings.daily_input_tokens == 10
    write_config(a, reverie={"budget": {"daily_input_tokens": 20}})
    pool.refresh()
    with pool.runtime(entry) as rt:
        assert rt is not first and rt.settings.daily_input_tokens == 20
    import shutil

    shutil.rmtree(b)
    _added, gone = pool.refresh()
    assert [e.ref.root for e in gone] == [b] and [e.ref.root for e in pool.served()] == [a]
    pool.close()
