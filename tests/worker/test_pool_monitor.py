"""Per-home figures of a pool (issue 24, item 2): `queue --homes --json`, /metrics and the
console's queue page, with the `home` label bounded and the totals beside it."""

from __future__ import annotations

import json
import logging
import os
import re
from pathlib import Path

import pytest
from prometheus_client.parser import text_string_to_metric_families
from starlette.testclient import TestClient

from reverie.config import load_settings
from reverie.jobs.homes import HomeSet
from reverie.jobs.tasks import default_tasks, enqueue
from reverie.worker.cli.base import main
from reverie.worker.monitor import OTHER_LABEL, pool_status
from reverie.worker.pool import Pool
from reverie.worker.web.app import create_app
from reverie.worker.web.metrics import render_metrics
from reverie.worker.web.security import Access

from .conftest import write_config


@pytest.fixture
def homes(tmp_path: Path, clean_env) -> list[Path]:
    """Four homes; h2 has 3 waiting reviews, h0 one, the others none."""
    made = []
    for i in range(4):
        home = tmp_path / "pool" / f"h{i}"
        home.mkdir(parents=True)
        write_config(home)
        made.append(home)
    pool = Pool(HomeSet((str(tmp_path / "pool" / "*"),)), environ={})
    pool.refresh(first=True)
    for entry, waiting in zip(pool.served(), (1, 0, 3, 0), strict=True):
        with pool.runtime(entry) as rt:
            for n in range(waiting):
                enqueue(rt.tasks, "review", f"s{n}", reason="test")
    pool.close()
    return made


def _pool(tmp_path: Path) -> Pool:
    pool = Pool(HomeSet((str(tmp_path / "pool" / "*"),)), environ={}, reconcile_memory=False)
    pool.refresh(first=True)
    return pool


def test_the_busiest_homes_are_named_and_the_rest_summed(tmp_path, homes) -> None:
    pool = _pool(tmp_path)
    status = pool_status(pool, labels=2)
    pool.close()
    assert [r["home"] for r in status["homes"]] == [str(homes[2]), str(homes[0])]
    assert [r["pending"] for r in status["homes"]] == [3, 1]
    assert status["other"]["home"] == OTHER_LABEL and status["other"]["homes"] == 2
    assert status["totals"]["pending"] == 4 and status["totals"]["homes"] == 4
    assert not (homes[1] / "memories").exists(), "a status pass writes nothing in a home"


def test_queue_homes_json_is_that_status(tmp_path, homes, capsys) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["queue", "--json", "--home-labels", "1", "--homes", str(tmp_path / "pool" / "*")])
    assert caught.value.code == 0
    status = json.loads(capsys.readouterr().out)
    assert [r["home"] for r in status["homes"]] == [str(homes[2])]
    assert status["other"]["pending"] == 1 and status["totals"]["pending"] == 4


def test_metrics_label_at_most_the_bound_and_carry_the_totals(tmp_path, homes) -> None:
    pool = _pool(tmp_path)
    settings = load_settings(homes[0], environ={})
    text = render_metrics(settings, default_tasks(settings), pool.clock, pool=pool,
                          labels=2).decode()
    pool.close()
    families = {f.name: f for f in text_string_to_metric_families(text)}
    labelled = {s.labels["home"] for s in families["reverie_home_jobs"].samples}
    assert labelled == {str(homes[2]), str(homes[0]), OTHER_LABEL}
    pending = {s.labels["home"]: s.value for s in families["reverie_home_jobs"].samples
               if s.labels["state"] == "pending"}
    assert pending == {str(homes[2]): 3, str(homes[0]): 1, OTHER_LABEL: 0}
    assert families["reverie_pool_homes"].samples[0].value == 4
    totals = {s.labels["state"]: s.value for s in families["reverie_pool_jobs"].samples}
    assert totals["pending"] == 4
    assert "reverie_jobs" in families, "the console's own home keeps its series"


def test_the_console_queue_page_lists_the_homes(tmp_path, homes) -> None:
    pool = _pool(tmp_path)
    access = Access(bind_host="127.0.0.1", port=9120)
    app = create_app(load_settings(homes[0], environ={}), access, pool=pool, home_labels=3)
    with TestClient(app, base_url="http://127.0.0.1:9120",
                    headers={"authorization": f"Bearer {access.token}"}) as client:
        data = client.get("/api/queue").json()
        page = client.get("/queue", headers={"accept": "text/html"}).text
    pool.close()
    assert [r["home"] for r in data["homes"]["homes"]][:1] == [str(homes[2])]
    assert data["homes"]["other"]["homes"] == 1
    table = page[page.index('id="homes"'):]
    assert len(re.findall(r"<code>[^<]*/pool/h\d</code>", table)) == 3
    assert "_other (1 homes)" in table


def _damage(home: Path) -> Path:
    journal_db = home / "reverie" / "journal.db"
    journal_db.parent.mkdir(parents=True, exist_ok=True)
    journal_db.write_bytes(b"this is not a database" * 500)
    return journal_db


def test_a_damaged_home_is_down_in_the_metrics_and_the_others_are_served(tmp_path,
                                                                          homes) -> None:
    """review18: one home's damaged journal.db was a 503 for every home of the console;
    a damaged home in the pool had no series at all. Each home now says whether it could
    be read, the damaged one 0, the rest served as before."""
    _damage(homes[0])   # the console's own home
    _damage(homes[3])
    pool = _pool(tmp_path)
    settings = load_settings(homes[1], environ={})
    text = render_metrics(settings, default_tasks(settings), pool.clock, pool=pool,
                          labels=4).decode()
    pool.close()
    families = {f.name: f for f in text_string_to_metric_families(text)}
    up = {s.labels["home"]: s.value for s in families["reverie_home_up"].samples}
    assert up == {str(homes[0]): 0, str(homes[1]): 1, str(homes[2]): 1, str(homes[3]): 0}
    assert families["reverie_pool_homes_unreadable"].samples[0].value == 2
    totals = {s.labels["state"]: s.value for s in families["reverie_pool_jobs"].samples}
    assert totals["pending"] == 3, "h2's three reviews are still counted"


def test_a_console_whose_own_home_is_damaged_still_serves_its_pool(tmp_path, homes,
                                                                   caplog) -> None:
    journal_db = _damage(homes[0])
    pool = _pool(tmp_path)
    access = Access(bind_host="127.0.0.1", port=9120)
    app = create_app(load_settings(homes[0], environ={}), access, pool=pool, home_labels=4)
    with caplog.at_level("WARNING", logger="reverie.web"), \
            TestClient(app, base_url="http://127.0.0.1:9120",
                       headers={"authorization": f"Bearer {access.token}"}) as client:
        scrapes = [client.get("/metrics") for _ in range(3)]
    pool.close()
    assert [r.status_code for r in scrapes] == [200, 200, 200]
    text = scrapes[-1].text
    families = {f.name: f for f in text_string_to_metric_families(text)}
    assert families["reverie_console_home_up"].samples[0].value == 0
    assert "reverie_jobs" not in families, "no made-up figures for the home it cannot read"
    totals = {s.labels["state"]: s.value for s in families["reverie_pool_jobs"].samples}
    assert totals["pending"] == 3
    said = [r.getMessage() for r in caplog.records if r.name == "reverie.web"]
    assert len(said) == 1 and str(journal_db) in said[0], "said once, not at every scrape"


def test_a_home_repaired_then_damaged_again_is_said_again(tmp_path, homes) -> None:
    """review19 R1's remnant: the line was remembered for good, so the same damage after a
    repair went unsaid. A scrape that reads the console's home now says so (None), and
    the console forgets the line."""
    journal_db = _damage(homes[0])
    broken = journal_db.read_bytes()
    pool = _pool(tmp_path)
    told: list[str | None] = []
    for step in ("damaged", "repaired", "damaged"):
        if step == "repaired":
            journal_db.unlink()      # a new one is made by the next read
        else:
            for stale in journal_db.parent.glob("journal.db-*"):
                stale.unlink()       # the repaired one's WAL files
            # Damage arrives as another file at the path (a restore, a copy): bytes written
            # into the repaired file's own inode would reach the pool's idle connection to
            # it, which says "malformed" instead of "not a database", a different line.
            spare = journal_db.with_name("damaged.tmp")
            spare.write_bytes(broken)
            os.replace(spare, journal_db)
        settings = load_settings(homes[0], environ={})
        render_metrics(settings, default_tasks(settings), pool.clock, pool=pool,
                       unreadable=told.append)
    pool.close()
    assert [line is None for line in told] == [False, True, False]
    assert told[0] == told[2] and str(journal_db) in told[0]

    console = create_app(load_settings(homes[1], environ={}),
                         Access(bind_host="127.0.0.1", port=9120)).state.console
    logged = []
    console_log = logging.getLogger("reverie.web")
    handler = logging.Handler()
    handler.emit = logged.append
    console_log.addHandler(handler)
    try:
        for line in told + [told[0]]:
            console.say_unreadable(line)
    finally:
        console_log.removeHandler(handler)
    assert [r.getMessage() for r in logged] == [f"/metrics: {told[0]}"] * 2
