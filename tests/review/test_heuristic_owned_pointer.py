"""learn24: a subject pronoun read as the one thing the user said they have in the sentence
just before, in the same message ("I got a new guitar last month. It's a vintage Fender.").
More than one thing that fits, a thing that is someone else's, a gift, a question, a wish or
a negation leave it unread. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.owned import owned
from tests.review.chat_support import added_as_news


@pytest.mark.parametrize(("text", "kept"), [
    ("I got a new guitar last month. It's a vintage Fender.",
     "User's guitar is a vintage Fender."),
    ("We adopted a cat in March. She is called Miso.", "User's cat is called Miso."),
    ("I started a blog. It's about vegan baking.", "User's blog is about vegan baking."),
    ("I've got two rabbits. They live in the garden.", "User's two rabbits live in the garden."),
    ("I have a little allotment. It has three apple trees.",
     "User's little allotment has three apple trees."),
    ("I have a sister. She lives in Oslo.", "User's sister lives in Oslo."),
    ("These are my hiking boots. They've been with me across four continents.",
     "User's hiking boots have been with the user across four continents."),
    ("I bought an old farmhouse. It was built in 1890.",
     "User's old farmhouse was built in 1890."),
])
def test_the_users_one_thing_is_meant(text: str, kept: str) -> None:
    assert kept in added_as_news(text)


@pytest.mark.parametrize(("before", "sentence", "meant"), [
    ("I got a new laptop.", "It's a ThinkPad.", "My laptop is a ThinkPad."),
    ("I adopted a kitten called Pip.", "She loves yarn.", "My kitten loves yarn."),
    ("I rescued a greyhound.", "He sleeps all day.", "My greyhound sleeps all day."),
    ("My grandmother knitted me a scarf.", "She is ninety.", "My grandmother is ninety."),
    ("Here's my workout plan.", "It's got three rest days.", "My workout plan has got three rest days."),
    # the subject before goes on, whatever else its sentence names
    ("My studio is in an old mill by the river.", "It has huge windows.", "My studio has huge windows."),
    ("My kids adore the sea.", "They swim every day.", "My kids swim every day."),
])
def test_what_the_pronoun_stands_for(before: str, sentence: str, meant: str) -> None:
    assert owned(before, sentence) == meant


@pytest.mark.parametrize(("before", "sentence"), [
    ("I have a dog and a cat.", "She is called Miso."),               # two that fit
    ("I bought a guitar at the market.", "It's a Fender."),           # the market fits too
    ("I bought a surfboard in Lisbon.", "It's a longboard."),         # so does a place's name
    ("My sister bought a car.", "It's a Tesla."),                     # someone else's
    ("I bought a guitar for my son.", "It's a Fender."),              # a gift
    ("I got my mum a new phone.", "It's a Pixel."),                   # a gift, said the other way
    ("I might get a dog.", "It's a beagle."),                         # a hypothetical
    ("I'm thinking about buying a van.", "It's a camper."),           # a plan
    ("I don't have a car.", "It's too expensive."),                   # a negation
    ("Did I get a new phone?", "It's a Pixel."),                      # a question before
    ("I got a new phone.", "Is it a Pixel?"),                         # a question after
    ("I have a sister.", "He lives in Oslo."),                        # the other sex
    ("I have a sister.", "It lives in Oslo."),                        # a person is not "it"
    ("I have two rabbits.", "It lives in the garden."),               # number
    ("I got a new bike.", "It was so exciting."),                     # how it went, not the bike
    ("I got a new job.", "That's huge."),                             # "that": what was said
    ("Jazz is my favourite genre.", "It's so expressive."),           # the subject is jazz
    ("I use my savings to help causes I care about.", "It's a good feeling."),  # "my X" after a verb
    ("I bought it last week.", "It's a Fender."),                     # the sentence before points
    ("I got a new guitar.", "It said the strings were old."),         # someone's words
    ("My sister lent me a drill and a saw.", "It's cordless."),       # the subject does not fit
    ("My dance moves get me pumped for work.", "It's a balancing act."),  # "moves" is plural
    ("I have a meeting tonight.", "It's at 8."),                      # a thing of the moment
    ("I got a parcel today.", "It's a new keyboard."),                # (review12 K1)
    ("I have a dentist appointment this afternoon.", "It's at the clinic on Elm Street."),
])
def test_doubt_leaves_the_pronoun_unread(before: str, sentence: str) -> None:
    assert owned(before, sentence) is None


@pytest.mark.parametrize("text", [
    "My brother got a puppy. He is a beagle.",
    "I have a dog and a cat. She is called Miso.",
    "I got my mum a new phone. It's a Pixel.",
    "I have a meeting tonight. It's at 8.",
])
def test_nothing_is_said_of_the_wrong_thing(text: str) -> None:
    added = added_as_news(text)
    assert not any("is a beagle" in a or "called Miso" in a or "Pixel" in a or "at 8" in a
                   for a in added), added
