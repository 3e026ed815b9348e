"""How an act went, said right after it (heuristic/judged.py): "I went to a choir night and
it was so moving" keeps the act with the judgement, "… and found it moving". Every sentence
here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.disclosure import disclosed
from reverie.review.providers.heuristic.judged import judgement
from tests.review.chat_support import added_as_news as added


def test_a_judgement_in_the_same_sentence_joins_the_act() -> None:
    assert [c.content for c in disclosed("I learned to knit and it was so calming.",
                                         between_people=True)] \
        == ["User learned to knit and found it calming."]


def test_a_judgement_in_the_next_sentence_joins_the_act() -> None:
    assert added("I took a glassblowing course in Murano. It was humbling and really "
                 "rewarding.") \
        == ["User took a glassblowing course in Murano and found it humbling and rewarding."]


@pytest.mark.parametrize("said", [
    "I joined a rowing club. It was a blast.",          # what it was, a noun phrase
    "I joined a rowing club. It was great.",            # only that it was good
    "I joined a rowing club. It was closed on Monday.",  # a state of the thing, longer
    "I joined a rowing club. It was kind of fun.",      # hedged
])
def test_what_is_no_judgement_of_the_act_leaves_the_entry_alone(said: str) -> None:
    assert added(said) == ["User joined a rowing club."]


def test_only_a_past_act_takes_a_judgement() -> None:
    # a taste or a state is not an event that went some way
    assert added("I love rowing on the river. It's so calming.") == ["User loves rowing on the river."]
    # and a judgement with no kept clause right before it joins nothing
    assert added("Thanks for asking! It was exhausting.") == []
    assert added("I joined a rowing club. Thanks for asking! It was exhausting.") \
        == ["User joined a rowing club."]


def test_judgement_reads_one_or_two_adjectives() -> None:
    assert judgement("it was so peaceful") == "peaceful"
    assert judgement("and it's been inspiring and humbling") == "inspiring and humbling"
    assert judgement("it was over") is None
    assert judgement("it was amazing") is None
    assert judgement("it was a ride") is None


def test_an_entry_that_fills_a_slot_takes_no_judgement() -> None:
    # "User moved to Lisbon" is the location slot: a judgement inside would change its value
    assert [c.content for c in disclosed("I moved to Lisbon and it was so freeing.",
                                         between_people=True)] == ["User moved to Lisbon."]


# The reviewer's sentences (issue 31 review, P2 #6), none from LoCoMo: a word that ends like
# an adjective but says what the thing was, not how it struck the user, stays out of the entry.
@pytest.mark.parametrize("said", [
    "I went to a new church last Sunday. It was Catholic.",
    "I went to the clinic yesterday. It was positive.",
    "I went to my cousin's house. It was enormous.",
    "I went to a job fair. It was virtual.",
])
def test_a_description_of_the_thing_is_no_judgement(said: str) -> None:
    assert not any("found it" in entry for entry in added(said))
    assert judgement(said.split(". ")[1]) is None


def test_judgement_takes_only_words_for_how_it_struck_a_person() -> None:
    assert judgement("It was so therapeutic") == "therapeutic"
    assert judgement("it was exhausting and stressful") == "exhausting and stressful"
    assert judgement("it was fun") == "fun"
    assert judgement("It was Moving") is None          # capitalised: a name, not a feeling
    assert judgement("it was typical") is None         # an adjective's ending, not on the list


@pytest.mark.parametrize(("said", "kept"), [
    # learn72: a class taken is one occasion (test_heuristic_fleeting_learn72); a course lasts
    ("I took a woodturning course in Oslo. It was fascinating - the lathe was huge.",
     "User took a woodturning course in Oslo and found it fascinating."),
    ("I took a glassblowing course in Murano. It was humbling and I'm glad I went.",
     "User took a glassblowing course in Murano and found it humbling."),
    # learn67: a perfect told "so far" is a tally still running (test_heuristic_foils_learn67);
    # a course taken is what lasts (review23 R12: the row is our own situation)
    ("I've done a bookbinding course at the library. It was exhausting but fun, and I made "
     "three notebooks.", "User has done a bookbinding course at the library and found it exhausting but fun."),
    ("I'm volunteering at the seed library now. It's so rewarding and I'm learning a lot.",
     "User is volunteering at the seed library and finds it rewarding."),
])
def test_a_judgement_followed_by_a_clause_of_its_own_still_joins_the_act(said: str, kept: str) -> None:
    # learn16: the judgement is read up to the clause that follows it
    assert added(said) == [kept]


def test_a_clause_after_the_judgement_does_not_make_a_judgement_of_what_it_is() -> None:
    # the part before the dash is a state of the thing, not how it struck the user
    assert added("I joined a rowing club. It was closed - the river flooded.") \
        == ["User joined a rowing club."]
    assert judgement("It was great - and I'd go again.") is None


def test_the_clause_after_a_judgement_is_still_read_for_itself() -> None:
    # learn16: the judgement joins the act, and the clause after it keeps its own fact
    assert added("I took a glassblowing course in Murano. It was humbling and I'm now "
                 "teaching beginners on Saturdays.") \
        == ["User took a glassblowing course in Murano and found it humbling.",
            "User is teaching beginners on Saturdays."]


def test_an_experience_or_a_journey_is_judged_by_its_adjective() -> None:
    assert added("I've been restoring an old sailboat. It's been a really rewarding experience.") \
        == ["User has been restoring an old sailboat and finds it rewarding."]
    assert added("I took a glassblowing course in Murano. It was a tough journey, but very "
                 "rewarding.") \
        == ["User took a glassblowing course in Murano and found it tough but rewarding."]
    # a length or only that it was good is no judgement
    assert added("I've been restoring an old sailboat. It's been a long journey.") \
        == ["User has been restoring an old sailboat."]
    assert judgement("It was a great time.") is None


# fix19 (learn38's note): a state lasting up to now takes "finds it", as an act still going on
# does; a visit ("has been to …") keeps "found it"
@pytest.mark.parametrize(("said", "kept"), [
    ("I've been into knitting for two years. It has been so relaxing.",
     "User has been into knitting for two years and finds it relaxing."),
    ("I've been a volunteer firefighter for five years. It's been rewarding.",
     "User has been a volunteer firefighter for five years and finds it rewarding."),
    ("I've been part of a choir since spring. It has been uplifting.",
     "User has been part of a choir since spring and finds it uplifting."),
])
def test_a_lasting_state_takes_the_judgement_in_the_present(said: str, kept: str) -> None:
    assert added(said) == [kept], added(said)
