"""Near misses, round two (learn42, issue 31): an entry written from the right sentence that
dropped what the sentence, or the next one, says about it. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.slots import slots_of
from tests.review.chat_support import added_as_news as added

# --- a member of a list takes how it is going (heuristic/judged.py) ---------------------------

@pytest.mark.parametrize(("said", "kept"), [
    ("I'm learning Dutch at night school. It's hard but fun.",
     "User is learning Dutch at night school and finds it hard but fun."),
    ("I've been learning the oboe. It has been really rewarding.",
     "User has been learning the oboe and finds it rewarding."),
])
def test_a_member_of_a_list_takes_its_judgement(said: str, kept: str) -> None:
    assert added(said) == [kept]


def test_the_judged_member_stays_the_same_member_of_its_list() -> None:
    plain, judged = "User is learning Dutch.", "User is learning Dutch and finds it hard but fun."
    assert slots_of(judged) == slots_of(plain) != []


@pytest.mark.parametrize(("said", "kept"), [
    # a single-valued slot is replaced whole by a later move: the judgement stays out
    ("I moved to Ghent. It was so freeing.", "User moved to Ghent."),
    # a judgement after an aside would judge the aside
    ("I'm learning Dutch, mostly the grammar. It's hard but fun.",
     "User is learning Dutch, mostly the grammar."),
])
def test_what_a_judgement_may_not_join_is_left_alone(said: str, kept: str) -> None:
    assert added(said) == [kept]


# --- what an activity going on does for the user (heuristic/effect.py) ------------------------

@pytest.mark.parametrize(("said", "kept"), [
    # said after a dash, in the same sentence
    ("I've been baking bread on Sundays - it helps me slow down after the week.",
     "User has been baking bread on Sundays, which helps them slow down after the week."),
    # "has been <doing>" is still going on, as a present taste is
    ("I have been knitting scarves for the shelter. It gives me a quiet hour every night.",
     "User has been knitting scarves for the shelter, which gives them a quiet hour every night."),
    # up to 20 words: a relative clause of a few words more still reads as one sentence
    ("I've always felt close to the sea. It's both a refuge and a source of calm for me.",
     "User has always felt close to the sea, which is both a refuge and a source of calm for them."),
])
def test_an_activity_going_on_takes_its_effect(said: str, kept: str) -> None:
    assert added(said) == [kept]


@pytest.mark.parametrize(("said", "kept"), [
    # a past act: how it went is judged.py's, what it does is not said of one afternoon
    ("I joined a choir - it helps me breathe better.", "User joined a choir."),
    # the listener in the effect
    ("I've been baking bread on Sundays - it makes you smile.",
     "User has been baking bread on Sundays."),
])
def test_a_dash_effect_that_may_not_join_is_left_alone(said: str, kept: str) -> None:
    assert added(said) == [kept]


# --- a long clause keeps the first verb of its purpose (heuristic/disclosure.py) --------------

@pytest.mark.parametrize(("said", "kept"), [
    ("I keep a card above my desk to nudge me to drink water and take a walk every single afternoon.",
     "User keeps a card above their desk to nudge them to drink water."),
    ("I'm hoping to use my little blog to help new runners start out and share their first races.",
     "User hopes to use their little blog to help new runners start out."),
])
def test_a_long_clause_keeps_the_first_verb_of_its_purpose(said: str, kept: str) -> None:
    assert added(said) == [kept]


@pytest.mark.parametrize(("said", "kept"), [
    # one long purpose, no second verb phrase to cut it at: cut whole, as before
    ("I keep a card above my desk to nudge me toward calmer thinking on every single long afternoon.",
     "User keeps a card above their desk."),
])
def test_a_long_purpose_of_one_verb_is_cut_as_before(said: str, kept: str) -> None:
    assert added(said) == [kept]


# --- the place an effect carries the user to, without the clause describing it (effect.py) ----

def test_an_effect_too_long_keeps_the_place_it_carries_the_user_to() -> None:
    assert added("I love old ghost stories. It takes me into a quiet world where nothing presses "
                 "on me and the hours simply drift by.") \
        == ["User loves old ghost stories, which takes them into a quiet world."]


@pytest.mark.parametrize(("said", "kept"), [
    # the whole fits: nothing is cut
    ("I love the sea. It takes me to a calm place where I forget my worries.",
     "User loves the sea, which takes them to a calm place where they forget their worries."),
    # no place named before "where": too long, so no join, as before
    ("I love old ghost stories. It takes me back to those long summers where I stayed up late "
     "reading with my cousins.", "User loves old ghost stories."),
])
def test_an_effect_that_fits_or_names_no_place_is_read_as_before(said: str, kept: str) -> None:
    # learn112: cousins named with "my" are had beside the effect (mine_in_passing)
    assert added(said) == [kept] + (["User has cousins."] if "my cousins" in said else [])


def test_a_wish_takes_no_effect() -> None:
    # what "it" does is the baking's, done already, not the pastry only wished for
    assert added("I bake sourdough with my son on Saturdays. I'm eager to learn pastry next. "
                 "It helps me switch off.") \
        == ["User bakes sourdough with their son on Saturdays.", "User is eager to learn pastry next."]
