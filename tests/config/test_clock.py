"""The injectable clock's fake: waits that end when they should, on any thread."""

from __future__ import annotations

import threading

from reverie.config import FakeClock


def test_an_event_wait_lasts_until_the_clock_passes_the_deadline_or_the_event_is_set() -> None:
    clock = FakeClock()
    event = threading.Event()
    outcome: list[bool] = []
    waiter = threading.Thread(target=lambda: outcome.append(clock.wait(event, 30)))
    waiter.start()
    clock.advance(29)
    waiter.join(0.05)
    assert waiter.is_alive(), "29 of 30 fake seconds end no wait"
    clock.advance(1)
    waiter.join(10)
    assert outcome == [False]
    event.set()
    assert clock.wait(event, 30) is True


def test_a_condition_wait_returns_so_its_caller_can_look_again() -> None:
    # A notify lost to a waiter whose look timed out (CPython's Condition drops it) must
    # not leave the waiter waiting for fake time that never moves: the pool scheduler's
    # wait() loops on its own state and hung for 300 s when the fake held it here.
    clock = FakeClock()
    cond = threading.Condition()
    outcome: list[bool] = []

    def wait_unnotified() -> None:
        with cond:
            outcome.append(clock.wait(cond, 60))

    waiter = threading.Thread(target=wait_unnotified)
    waiter.start()
    waiter.join(10)
    assert not waiter.is_alive(), "an unnotified condition wait held its caller"
    assert outcome == [False]
    with cond:
        clock.advance(60)
        assert clock.wait(cond, 0) is False, "a wait past its deadline does not wait"


def test_a_notified_condition_wait_says_so() -> None:
    clock = FakeClock()
    cond = threading.Condition()
    ready = threading.Event()
    outcome: list[bool] = []

    def wait_notified() -> None:
        with cond:
            ready.set()
            while not outcome:
                if clock.wait(cond, 60):
                    outcome.append(True)

    waiter = threading.Thread(target=wait_notified)
    waiter.start()
    ready.wait(10)
    while waiter.is_alive():
        with cond:
            cond.notify_all()
        waiter.join(0.01)
    assert outcome == [True]
