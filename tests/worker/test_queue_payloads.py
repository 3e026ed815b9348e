"""tester9: a queue message Reverie did not write is never run as code.

huey stores each job as a pickle and unpickled every message it read: a message written
into queue.db, or into a Redis database that workers on many machines share (spec section
10; an unauthenticated Redis on 127.0.0.1 is writable by every local user), ran whatever
its pickle named in the worker the moment `run --once` listed the queue. Messages are now
read with an unpickler that knows only what a Reverie job holds; anything else is one line
naming the home, and the home's own work still runs."""

from __future__ import annotations

import datetime
import os
import pickle
from pathlib import Path

import pytest

from reverie.jobs.queue import TaskSerializer, make_huey
from reverie.search_index import SessionStore
from tests.worker.conftest import settings_for, write_config

FACT = "Remember that the build server listens on port 8443."


class _Planted:
    """A pickle that, when loaded, makes a directory: the witness of code run on load."""

    def __init__(self, marker: Path) -> None:
        self.marker = str(marker)

    def __reduce__(self):
        return (os.mkdir, (self.marker,))


def _home(tmp_path: Path):
    home = tmp_path / "home"
    home.mkdir()
    settings = settings_for(home)
    with SessionStore.open(settings) as store:
        store.append_message("s-one", "user", FACT, 1_735_689_600.0)
        store.append_message("s-one", "assistant", "Noted.", 1_735_689_605.0)
    return home, settings


def _plant(settings, payloads: list[bytes]) -> None:
    """Raw messages straight into the home's queue and schedule, as another writer of the
    backend could put them there."""
    h = make_huey(settings)
    for data in payloads:
        h.storage.enqueue(data)
        h.storage.add_to_schedule(data, datetime.datetime(2000, 1, 1))
    if hasattr(h.storage, "close"):
        h.storage.close()


@pytest.mark.parametrize("backend", ["sqlite", "redis"])
def test_a_planted_message_is_never_run_and_the_home_is_still_served(
        tmp_path, spawn, backend, request):
    home, settings = _home(tmp_path)
    if backend == "redis":
        redis = request.getfixturevalue("private_redis")
        write_config(home, reverie={"queue": {"backend": "redis", "redis_url": redis.url}})
    else:
        write_config(home)
    settings = settings_for(home)
    marker = tmp_path / "code-ran"
    _plant(settings, [pickle.dumps(_Planted(marker)), b"\x00not a pickle", pickle.dumps(42)])
    proc = spawn(["run", "--once"], home=home)
    assert proc.wait(120) == 0, proc.output()
    out = proc.output()
    assert not marker.exists(), "a queue message ran code when it was read"
    assert "Traceback" not in out, out
    assert "not a Reverie job" in out, out
    assert "port 8443" in settings.memory_file("memory").read_text(encoding="utf-8")


def test_the_serializer_reads_back_every_message_reverie_writes(tmp_path):
    """Every job kind, and a retry's schedule (a datetime eta, in UTC and naive), round-trip."""
    from reverie.jobs.tasks import register

    _home_dir, settings = _home(tmp_path)
    h = make_huey(settings)
    assert isinstance(h.serializer, TaskSerializer)
    tasks = register(h, settings)
    etas = (None, datetime.datetime(2030, 1, 1, 12, 0),
            datetime.datetime(2030, 1, 1, 12, 0, tzinfo=datetime.UTC))
    for kind in tasks.wrappers:
        for eta in etas:
            task = tasks.wrapper(kind).s("s-one")
            task.eta, task.retries, task.retry_delay = eta, 2, 5
            back = h.deserialize_task(h.serialize_task(task))
            assert (back.id, back.name, back.args, back.eta, back.retries) == (
                task.id, task.name, task.args, eta, 2)
    h.storage.close()


@pytest.mark.parametrize("payload", ["planted", "garbage"])
def test_the_serializer_refuses_what_no_job_holds(tmp_path, payload):
    marker = tmp_path / "code-ran"
    data = pickle.dumps(_Planted(marker)) if payload == "planted" else b"\x80\x05junk"
    with pytest.raises(Exception) as info:
        TaskSerializer().deserialize(data)
    assert not marker.exists()
    assert "Traceback" not in str(info.value)
