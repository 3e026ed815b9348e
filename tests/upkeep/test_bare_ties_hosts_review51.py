"""A bare tie ("User has a wife.") is merged into a richer entry only when that entry says the
user has the same one now (review51, on learn114's merge): a compound kin word that starts with
the same word ("sister-in-law") is another relative, and one named late, former or to come is
not had now. Entries are our own sentences."""

from __future__ import annotations

import re

import pytest

from reverie.review.consolidate import ties
from reverie.review.consolidate.plan import MERGED, Entry, deterministic
from tests.backtracking import two_ways_round

DAY = 86400.0
FILLER = "User restores old bicycles in the shed on rainy weekends."


def _fate(bare: str, host: str):
    entries = [Entry(t, learned_at=DAY * (1 + i)) for i, t in enumerate([bare, host, FILLER])]
    plan = deterministic("user", entries, limit=150, low_water=0.6)   # room is needed
    return plan.fates[bare]


@pytest.mark.parametrize("bare,host", [
    ("User has a brother.", "User has a brother-in-law who repairs boats in Gdansk."),
    ("User has a sister.", "User's sister-in-law sings in a choir every Thursday night."),
    ("User has a husband.", "User's late husband built the cabin by the lake himself."),
    ("User has a wife.", "User's former wife still sends birthday cards every spring."),
    ("User has a son.", "User's future son will carry his great-grandfather's name."),
])
def test_an_entry_naming_another_relative_or_one_not_had_now_is_no_host(bare, host) -> None:
    fate = _fate(bare, host)
    assert not (fate.kind == MERGED and fate.result == host), fate


@pytest.mark.parametrize("bare,host", [
    ("User has a sister.", "User's sister teaches piano to children in Lyon."),
    ("User has a sister.", "User's older sister teaches piano to children in Lyon."),
    ("User has a brother.", "User lives with their younger brother in a flat near the docks."),
])
def test_the_same_relative_had_now_still_hosts_the_bare_tie(bare, host) -> None:
    fate = _fate(bare, host)
    assert fate.kind == MERGED and fate.result == host, fate


def test_the_host_pattern_cannot_read_one_stretch_two_ways() -> None:
    assert two_ways_round(ties.host_pattern("sister"), re.I) is None
