"""learn69 (issue 31, precision outside the one-off pasts): between people,

* "game for/to …" is "up for …": a willingness of the moment, most often an answer to an
  invitation or the other side of a not-yet (judge25 G3);
* a plan or a wish of "more <N>" compares with the moment it was said and names nothing
  read later; cut to its noun it says what the user may already do (judge25 G3);
* a change of a life judged in the past ("Selling my X was hard") is kept as the change
  itself, and a doing of the user's judged now is written with the user named after it,
  never "the user's" inside a subject that names no user (judge27 A, broken writing).

Every sentence here is our own."""

from __future__ import annotations

import pytest

from .chat_support import added_in_turns


def _answering(question: str, said: str) -> list[str]:
    return added_in_turns(("assistant", question), ("user", said))


@pytest.mark.parametrize(("question", "said"), [
    ("Fancy a swim at the lido on Sunday?", "I'm game for a swim!"),
    ("Coming to the climbing wall on Friday?", "Never been climbing, but I'm game to give it a go."),
    ("Any resolutions?", "I want to bake more pies."),
    ("Any resolutions?", "I'm hoping to paint more landscapes this year."),
    ("Any resolutions?", "I plan to spend more time in the allotment."),
])
def test_a_willingness_of_the_moment_or_a_plan_of_more_keeps_nothing(question: str, said: str) -> None:
    assert _answering(question, said) == []


@pytest.mark.parametrize(("question", "said", "kept"), [
    # guards (pass on the parent too): "game" as a noun, a plan with no "more", "more about"
    # (learning about), "more often" (how often), a spell of more said with its start
    ("What do you do for work?", "I'm a game designer at a small studio.",
     ["User is a game designer at a small studio."]),
    ("What do you do on Fridays?", "I play board games with my cousins every Friday.",
     ["User plays board games with their cousins every Friday."]),
    ("Any resolutions?", "I want to paint landscapes.", ["User wants to paint landscapes."]),
    ("Any resolutions?", "I want to learn more about beekeeping.", ["User wants to learn more about beekeeping."]),
    ("Any resolutions?", "I plan to swim more often.", ["User plans to swim more often."]),
    # review24 R7: a wish to have more of what one has (a count), or to learn more of a thing
    ("Any plans?", "I want to have more kids someday.", ["User wants to have more kids someday."]),
    ("Any plans?", "I want to adopt more pets someday.", ["User wants to adopt more pets someday."]),
    ("Any plans?", "I want to learn more Spanish before the trip.", ["User wants to learn more Spanish before the trip."]),
])
def test_a_lasting_taste_or_plan_stands(question: str, said: str, kept: list[str]) -> None:
    assert _answering(question, said) == kept


@pytest.mark.parametrize(("question", "said", "kept"), [
    # the parent wrote "Selling the user's campervan was hard." and "Running the user's own
    # pottery studio is …": a subject naming the user only inside it
    ("How have things been?", "Selling my campervan was hard.", ["User sold their campervan."]),
    ("How have things been?", "Quitting my choir was the best decision, honestly.", ["User quit their choir."]),
    ("How's the studio?", "Running my own pottery studio is scary and rewarding.",
     ["Running their own pottery studio is scary and rewarding for the user."]),
    ("How's the studio?", "Keeping my workshop tidy is key.", ["Keeping their workshop tidy is key for the user."]),
    ("How's the studio?", "Teaching my neighbours to throw pots has been so rewarding.",
     ["Teaching their neighbours to throw pots has been rewarding for the user."]),
    # guards (pass on the parent too): the user named after the doing already; a one-off
    # occasion judged in the past keeps nothing (learn53)
    ("How's the family?", "Seeing my nephew grow up motivates me.",
     ["Seeing their nephew grow up motivates the user."]),
    ("How was the fair?", "Running a stall at my school fair was an amazing experience.", []),
])
def test_a_doing_of_the_users_judged_is_written_with_the_user_named(question: str, said: str,
                                                                     kept: list[str]) -> None:
    assert _answering(question, said) == kept


@pytest.mark.parametrize(("question", "said", "kept"), [
    # one occasion of the user's own remembered (judge29, naming nothing): the parent wrote
    # "User will always remember their trip to the lakes." with what made it one cut
    ("Best holiday ever?", "I'll always remember our trip to the lakes when we saw the otters.", []),
    ("Best gig?", "I will never forget my first concert.", []),
    # guard (passes on the parent too): a thing remembered stands (learn62)
    ("Any advice?", "I'll always remember my gran's advice about saving.",
     ["User will always remember their gran's advice about saving."]),
    # the looking forward of a near event told just before and kept as nothing (judge29, a
    # lost condition)
    ("Anything coming up?",
     "There's a pottery market in town soon. I'm excited to sell my mugs and chat with other makers.", []),
    # guards (pass on the parent too): a wish of its own after a near event, one dated apart
    ("Anything coming up?", "I'm seeing my aunt tomorrow. I want to learn to knit.",
     ["User wants to learn to knit.", "User has an aunt."]),  # learn112
    ("Anything coming up?", "I'm off to the coast next week. I want to learn to surf someday.",
     ["User wants to learn to surf someday."]),
    ("Anything coming up?", "I'm excited to sell my mugs and chat with other makers.",
     ["User looks forward to selling their mugs and chatting with other makers."]),
    # review24 R15: a near time said of something else (the weather, an errand) before a
    # looking forward of its own (a change of a life)
    ("How's it going?", "The wind is howling tonight. I'm so excited to start my apprenticeship in joinery.",
     ["User looks forward to starting their apprenticeship in joinery."]),
    ("How's it going?", "My sister is visiting next week. I can't wait to adopt a retired racing pigeon.",
     ["User looks forward to adopting a retired racing pigeon.", "User has a sister."]),  # learn109
    ("How's it going?", "It's sleeting today. I'm really looking forward to retiring to the hills.",
     ["User looks forward to retiring to the hills."]),
])
def test_an_occasion_remembered_or_the_looking_forward_of_a_near_event_keeps_nothing(question: str, said: str,
                                                                      kept: list[str]) -> None:
    assert _answering(question, said) == kept


@pytest.mark.parametrize(("question", "said"), [
    # judge29's passing states, passing plans and naming nothing, in shapes of our own: a spell
    # "like crazy/nonstop", a look praised, a want until bought, favours for one party's guests
    ("What's new?", "I've been knitting socks like crazy for the winter market."),
    ("Any news?", "My kitten is so cute!"),
    ("How's the shed coming on?", "I'm after a second-hand kiln for the shed."),
    ("Party plans?", "I'm buying all the guests a candle for showing up."),
])
def test_a_spell_a_look_praised_a_want_or_one_partys_favours_keep_nothing(question: str, said: str) -> None:
    assert _answering(question, said) == []


@pytest.mark.parametrize(("question", "said", "kept"), [
    # guards (pass on the parent too): the same people, doings and things as lasting facts
    ("What's new?", "I knit socks every winter for the market.", ["User knits socks every winter for the market."]),
    ("Any news?", "My grandson is a keen swimmer.", ["User's grandson is a keen swimmer."]),
    ("Party plans?", "I'm hosting a games night for my friends every month.",
     ["User is hosting a games night for their friends every month."]),
])
def test_the_lasting_twins_of_a_spell_a_look_or_a_party_stand(question: str, said: str, kept: list[str]) -> None:
    assert _answering(question, said) == kept


@pytest.mark.parametrize(("question", "said", "kept"), [
    # review24 R18: a doing of a life's project said with a pace keeps the doing, its pace cut
    # (the parent kept the pace: "User has been rehearsing nonstop with …"); a job or a role
    # sought is a goal, not a thing to buy (as on the parent)
    ("How's it going?", "I've been rehearsing nonstop with my brass band for the regional finals.",
     ["User has been rehearsing with their brass band for the regional finals."]),
    ("How's it going?", "I've been working nonstop on my PhD thesis.", ["User has been working on their PhD thesis."]),
    ("What are you after?", "I'm after a new role in logistics.", ["User is after a new role in logistics."]),
])
def test_a_pace_is_cut_from_a_lasting_doing_and_a_job_sought_stands(question: str, said: str,
                                                                   kept: list[str]) -> None:
    assert _answering(question, said) == kept
