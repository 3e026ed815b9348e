"""learn113: a lasting fact said in a clause that leans on another (:mod:`.leaning`): a fronted
frame ("As a pilot, I …", "Being vegan, I …", "Having three cats, I …"), a pseudo-cleft ("All I
ever drink is tea"), a concession typed alone ("Although I work nights."). The main clause kept
nothing or was missing, and the fact went with it. A frame of a time gone, of speaking or of the
talk, a wish in a cleft and a concession with its main clause keep what they kept before.
Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.leaning import leaning_said_plainly

from .chat_support import added_in_a_developer_session


@pytest.mark.parametrize(("said", "kept"), [
    # each kept nothing before learn113 (the main clause is a remark, a modal or a mood)
    ("As a pilot, I can tell you the view never gets old.", ["User is a pilot."]),
    ("Oh, as a chemistry major, I can promise you it adds up.", ["User is a chemistry major."]),
    ("Being vegan, I can't complain about the menu here.", ["User is vegan."]),
    ("Wow, that's a lot! Being born in the early nineties myself, I guess anything can happen.",
     ["User was born in the early nineties."]),
    ("All I ever drink is green tea.", ["User mostly drinks green tea."]),
    ("All I do is paint and garden.", ["User mostly paints and gardens."]),
    ("Ever since the move all I do is read and nap.", ["User mostly reads and naps."]),
    ("Although I work nights.", ["User works nights."]),
    ("as a retired plumber i wish i had more to do", ["User is a retired plumber."]),   # typed, no comma
])
def test_the_leaning_clause_is_the_users_fact(said: str, kept: list[str]) -> None:
    assert added_in_a_developer_session(said) == kept


def test_the_frame_is_kept_whatever_the_main_clause_keeps() -> None:
    # before learn113 the frame was lost; it is a clause of its own now
    assert "User has three cats." in added_in_a_developer_session("Having three cats, I never sleep in.")


@pytest.mark.parametrize("said", [
    "As a boy, I loved the snow.",                    # a stage of life: a time gone
    "As a teenager, I can't say I liked school.",     # a stage of life
    "As a matter of fact, I can't.",                  # of the talk
    "Being a baker, I bet you can't resist.",         # the frame is the friend's
    "Being so generous, I see!",                      # a remark on the friend
    "Being my height, I can't reach.",                # a measure said as "at my height"
    # review51: the frame's head names a thing, a time, a group or a done act, not the speaker
    "As a dessert, I'd pick pie.",
    "As an anniversary gift, I'm booking a trip.",
    "Being a holiday, I'm sleeping in.",
    "Having cleaned the garage, I can't complain.",
    "As a child I couldn't swim.",                    # a stage of life, typed with no comma
    "As a guest, I can't complain.",                   # a part played toward the thing talked of
    "Being honest, I can't say.",                     # a manner of speaking
    "Having said that, I can't agree.",               # of the talk
    "Being stuck at home, I watched a film.",         # a past after the frame
    "All I want is a quiet weekend.",                 # a wish, no habit
    "All I could do was laugh.",                      # a moment gone
    "Although I'd like to, I can't.",                 # the concession has its main clause
    "Although I could go.",                           # a modal: an ability of no one time
])
def test_no_lasting_fact_is_read(said: str) -> None:
    assert added_in_a_developer_session(said) == []


@pytest.mark.parametrize(("text", "said"), [
    ("As a pilot, I can tell you.", "I am a pilot; I can tell you."),
    ("Being retired, I have time.", "I am retired; I have time."),
    ("Having two dogs, I walk a lot.", "I have two dogs; I walk a lot."),
    ("All I ever eat is rice.", "I mostly eat rice."),
    ("Although I knit.", "I knit."),
    # left as said: the frame's subject is not the user, or a main clause follows
    ("As a pilot, my brother flies a lot.", "As a pilot, my brother flies a lot."),
    ("Although I knit, I don't sew.", "Although I knit, I don't sew."),
    ("As a reward, I get a cookie.", "As a reward, I get a cookie."),   # of the talk, no role
])
def test_the_rewrite(text: str, said: str) -> None:
    assert leaning_said_plainly(text) == said


def test_a_long_frame_like_run_is_read_at_once() -> None:
    # regex safety: many commas and frame words with no clause of "I" after them
    text = "As a " + "big, " * 3000 + "thing"
    assert leaning_said_plainly(text) == text
    text = "All I do is " + "read and " * 3000 + "rest"
    assert leaning_said_plainly(text).startswith("I mostly read and")
