"""The kind the user asked for, given back to the options they turned down (learn96, issue 31):
"What board game should we get?" — the assistant lists some — "The other options with long
rules don't appeal to me" is the user's taste for board games with long rules, not for long
rules anywhere; "The cooperative options don't appeal to me" names a kind only with the kind
asked for. Read only where the question names one kind and the feature fits it; anything else
is read as before. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.asked_kind import kind_asked
from reverie.review.review_input import ReviewMessage

from .chat_support import _adds

_OFFER = ("1. Tidepool, a short card game. 2. Iron Ledger, a trading game with long rules. "
          "3. Moss Hollow, a cooperative game with cartoon frogs.")


def _picked(asked: str, said: str) -> list[str]:
    return _adds((ReviewMessage(1, "user", asked),
                  ReviewMessage(2, "assistant", _OFFER),
                  ReviewMessage(3, "user", said),
                  ReviewMessage(4, "assistant", "Good choice, have fun!")))


@pytest.mark.parametrize(("asked", "kind"), [
    ("What board game would you recommend for our club?", "board games"),
    ("What kind of tent should I buy for the autumn?", "tents"),
    ("What are some good hiking trails near the coast?", "hiking trails"),
    ("Can you suggest a few podcasts for my commute?", "podcasts"),
    ("What are some nice weekend hobbies I could pick up?", "hobbies"),   # praise and the occasion are no kind
    ("What are some good tablet options for a student?", "tablets"),      # the noun before "options"
    ("What kind of dress should I wear to the gala?", "dresses"),
    ("I'm looking for a new kettle. What are some good options?", "kettles"),
    ("What are some fun classes to take this spring?", "classes"),
])
def test_the_one_kind_a_question_asks_for(asked: str, kind: str) -> None:
    assert kind_asked(asked) == kind


@pytest.mark.parametrize("asked", [
    "What podcasts or audiobooks would you recommend?",      # two kinds
    "What are some good ways to learn the cello?",           # a means, no kind
    "What are some good options for my birthday?",           # options of nothing named
    "What are some good resources for learning chess?",
    "What kind of music should we play at the party?",       # no plural to agree with
    "What should I cook tonight?",                           # no kind named
    "What do you think of my new tent?",                     # no suggestions asked for
    "I'm looking for a new kettle or a toaster. What would you recommend?",
])
def test_no_kind_asked(asked: str) -> None:
    assert kind_asked(asked) is None


@pytest.mark.parametrize(("asked", "said", "kept"), [
    ("What board game would you recommend for our club?",
     "I'll take option 1. The other options with long rules don't really appeal to me.",
     ["Board games with long rules don't appeal to the user."]),
    ("What kind of tent should I buy for the autumn?",
     "Option 2 it is. The other ones involving heavy poles don't appeal to me.",
     ["Tents involving heavy poles don't appeal to the user."]),
    # the verb agrees with the kind, not with the last of the alternatives
    ("What are some good hiking trails near the coast?",
     "Option 3, please. The other options involving cliffs or a steep climb don't interest me.",
     ["Hiking trails involving cliffs or a steep climb don't interest the user."]),
    ("What kind of dress should I wear to the gala?",
     "Option 1. The sequins in the other options don't appeal to me.",
     ["Dresses with sequins don't appeal to the user."]),
    ("Can you suggest a few podcasts for my commute?",
     "Option 1. The other options with long ad breaks seem a bit too slow for my liking.",
     ["Podcasts with long ad breaks seem a bit too slow for the user's liking."]),
    # options named by what they are: a kind with the kind asked for
    ("What board game would you recommend for our club?",
     "I'll take option 1. The cooperative options don't really appeal to me.",
     ["Cooperative board games don't appeal to the user."]),
    ("What are some good tablet options for a student?",
     "Option 2. The other glossy-screen options don't appeal to me.",
     ["Glossy-screen tablets don't appeal to the user."]),
    ("What kind of tent should I buy for the autumn?",
     "Option 2. The canvas and cotton options seem too heavy for my taste.",
     ["Canvas and cotton tents seem too heavy for the user's taste."]),
    # the rest of the list too much of one thing for the user's taste: that kind is not to it
    ("What board game would you recommend for our club?",
     "Option 1. The other options seem a bit too noisy or chaotic for my taste.",
     ["Noisy or chaotic board games are not to the user's taste."]),
    ("What are some good hiking trails near the coast?",
     "Option 3, please. The others seem a bit too steep for my liking.",
     ["Steep hiking trails are not to the user's liking."]),
    # the kind the user said they look for, where the question names none
    ("I'm looking for a new kettle. What would you recommend?",
     "Option 2. The other options with plastic lids don't appeal to me.",
     ["Kettles with plastic lids don't appeal to the user."]),
])
def test_the_options_turned_down_named_by_the_kind_asked(asked: str, said: str, kept: list[str]) -> None:
    assert _picked(asked, said) == kept


@pytest.mark.parametrize(("asked", "said", "kept"), [
    # no kind asked: the feature as before, and options named by what they are say nothing
    ("What are some good ways to wind down on a Sunday?",
     "Option 1. The other options involving loud rooms don't appeal to me.",
     ["Loud rooms don't appeal to the user."]),
    ("What are some good ways to wind down on a Sunday?",
     "Option 1. The crowded options don't appeal to me.", []),
    ("What podcasts or audiobooks would you recommend?",
     "Option 1. The other options with long ad breaks don't appeal to me.",
     ["Long ad breaks don't appeal to the user."]),
    ("What are some good ways to wind down on a Sunday?",
     "Option 1. The other options seem a bit too noisy for my taste.", []),
    # "Crowded hiking trails …" would be read as the user's own doing ("crowded hiking"): left
    ("What are some good hiking trails near the coast?",
     "Option 3. The others seem rather too crowded for my liking.", []),
    # the feature names the kind itself: as said
    ("What kind of tent should I buy for the autumn?",
     "Option 2. The other options involving big family tents don't appeal to me.",
     ["Big family tents don't appeal to the user."]),
])
def test_read_as_before_without_one_kind_that_fits(asked: str, said: str, kept: list[str]) -> None:
    assert _picked(asked, said) == kept


@pytest.mark.parametrize("said", [
    "I'll take option 1. The other options with long rules don't appeal to me tonight.",   # the moment's
    "I'll take option 1. The cooperative options don't appeal to me right now.",
    "I'll take option 1. The other options don't really appeal to me.",          # no feature
    "I'll take option 1. The other ones don't interest me.",
    "I'll take option 1. The cheaper options don't appeal to me.",               # a rank in the list
    "I'll take option 1. The first two options don't appeal to me.",
    "I'll take option 1. The last options don't appeal to me.",
    "I'll take option 1. The other options with long rules seem pricey.",        # no taste
    "I'll take option 1. The other options seem a bit too noisy for my taste tonight.",
    "I'll take option 1. The other options seem a bit too heavy on dice for my taste.",   # a phrase, no kind
    "I'll take option 1. The kids don't interest me.",                           # people
    "I'll take option 1. The game interests me.",                                # the chat's one thing
])
def test_refused_twins_keep_nothing(said: str) -> None:
    assert _picked("What board game would you recommend for our club?", said) == []
