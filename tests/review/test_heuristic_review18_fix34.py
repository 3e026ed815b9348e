"""review18 R9, R22 (issue 31, precision filters that dropped or bent true lasting facts): the
last reading of an entry's form keeps what the user said. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.written_form import faults, written
from tests.review.chat_support import added_as_news


# R22: "am" is the first person's verb only in lower case and not as a clock's hour.
@pytest.mark.parametrize(("said", "kept"), [
    ("I feed the hens at 6 am every morning.", ["User feeds the hens at 6 am every morning."]),
    ("I walk the dog at 7 AM before work.", ["User walks the dog at 7 AM before work."]),
    ("I start my shift at 5:30 am on weekdays.", ["User starts their shift at 5:30 am on weekdays."]),
])
def test_an_hour_in_am_is_kept(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


@pytest.mark.parametrize("entry", [
    "User themselves am not keen on crowds.",
    "User, who am a baker, rises early.",
])
def test_am_as_the_users_verb_is_still_a_fault(entry: str) -> None:
    assert faults(entry)


# R9: the last reading of the form dropped true lasting facts or changed a number.
@pytest.mark.parametrize(("said", "kept"), [
    # a made, founded or joined thing is the fact, not a kind named only as a kind
    ("I self-published a book.", ["User self-published a book."]),
    ("I wrote a novel.", ["User wrote a novel."]),
    ("I joined a band.", ["User joined a band."]),
    # "every"/"each" as the object, not a time phrase; "at" inside a hyphenated word
    ("I adore every dog I meet.", ["User adores every dog they meet."]),
    ("I like at-home date nights.", ["User likes at-home date nights."]),
    # the idiom of going with a feeling
    ("I usually go with my instincts.", ["User usually goes with their instincts."]),
    # a count is not a comparison with the chat
    ("I have four more months of training.", ["User has four more months of training."]),
])
def test_a_true_fact_is_kept_as_said(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


@pytest.mark.parametrize("entry", [
    # a title in title case is a name, as a quoted one is
    "User's favourite film is Before You Go.",
    "User rewatches How I Became Me every winter.",
    "User's favourite album is This Was Then.",
    "User's motto is 'Say yes to your friends'.",
    # "there" after a place named as an object
    "User's aunt owns a farmhouse and they stay there each August.",
    "User adores Porto and the bakeries there.",
    "User misses their old neighbourhood and the people there.",
    # the one is the subject
    "User is the one who plans the office quiz.",
    "User's brother is the only one who can calm their dog.",
    # a count, a wish for another
    "User wants more grandkids.",
    "User needs two more points to pass.",
])
def test_an_entry_written_whole_is_read_whole(entry: str) -> None:
    assert written(entry) == entry


@pytest.mark.parametrize("entry", [
    # what the filter rightly drops stays dropped
    "User took up a sport.",
    "User started learning an instrument.",
    "User visits every spring.",
    "User goes with their neighbour.",
    "User loves it there.",
    "User's friend Rosa loves it there.",
    "User told Marta that you were late.",
    "User thanked them and said I am grateful.",
    "User painted the one for their aunt.",
    "User sold that one for a profit.",
])
def test_the_faults_the_filter_drops_stay(entry: str) -> None:
    assert written(entry) is None


def test_a_comparison_with_the_chat_is_still_repaired() -> None:
    assert written("User has been baking more pies lately.") == "User has been baking pies lately."
