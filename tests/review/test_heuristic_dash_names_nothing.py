"""review13 M1-M4: a phrase after a dash that names no object of the clause before it.

learn26 writes "I'm building a new app - a budget tracker" as "…: a budget tracker". That
join must not turn a contrast into the thing ("I don't own a car - a bike, though" is no
car that is a bike), must not make the entry vanish when the phrase carries an afterthought
("…, but still", "…, probably"), and must not write a verdict or a span of time as what the
thing is ("- a total mistake", "- ages ago"). Each of these keeps the clause cut at the dash,
as before the join. A list of names closed by a second dash keeps every name, and a partner
said as "my X and I" goes with the clause, not after the named thing. Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.disclosure import disclosed

AT = 1_700_000_000.0


def _kept(said: str, between_people: bool = False) -> list[str]:
    return [c.content for c in disclosed(said, AT, between_people=between_people)]


@pytest.mark.parametrize(("said", "kept"), [
    # M1: a negated clause; the phrase contrasts with its object
    ("I don't drive a van - a scooter, though.", "User doesn't drive a van."),
    ("I'm not building a website - an app, maybe.", "User is not building a website."),
    ("I never learned the violin - the cello and the flute.", "User never learned the violin."),
    # M2: a phrase headed by "one", or ending in an afterthought, names nothing sure
    ("I'm a swimmer - a lazy one, but still.", "User is a swimmer."),
    ("I'm hunting for a flat - a cheap one.", "User is hunting for a flat."),
    ("I'm painting a mural - a seascape, not sure yet.", "User is painting a mural."),
    # M3: a verdict or a span of time is no naming of the thing
    ("I bought a boat - a huge mistake.", "User bought a boat."),
    ("I took a new job - a total nightmare, honestly.", "User took a new job."),
    ("I was a chef - ages ago.", "User was a chef."),
    ("I was a lifeguard - a few summers and many years back.", "User was a lifeguard."),
    ("I'm taking a sabbatical - a month off, maybe more.", "User is taking a sabbatical."),
])
def test_the_cut_at_the_dash_stays_when_nothing_is_named(said: str, kept: str) -> None:
    assert _kept(said) == [kept]


def test_an_afterthought_in_a_chat_between_people_keeps_the_clause() -> None:
    assert _kept("I want to buy a kayak - a Perception, probably.", between_people=True) \
        == ["User wants to buy a kayak."]


@pytest.mark.parametrize(("said", "kept"), [
    # the join still names what is named
    ("I adopted a dog - a scruffy old terrier.", "User adopted a dog: a scruffy old terrier."),
    ("I have three cats - Miso, Tofu and Pepper.", "User has three cats: Miso, Tofu and Pepper."),
])
def test_a_real_naming_is_still_joined(said: str, kept: str) -> None:
    assert _kept(said) == [kept]


def test_names_between_two_dashes_are_all_kept() -> None:
    # M4: the last name of the list read as the listener addressed ("…, Dora")
    # (learn72: a visit to one's people is one occasion, so the act is one that lasts)
    assert _kept("I moved in with my cousins - Ada, Boris, Dora - in the spring.") \
        == ["User moved in with their cousins: Ada, Boris, Dora."]


def test_one_addressed_name_still_goes() -> None:
    assert _kept("I finished the quilt, Dora.") == ["User finished the quilt."]


def test_the_partner_goes_with_the_clause_not_after_the_named_thing() -> None:
    # M4: "… a café: a tiny roastery by the harbour with their husband" read as the roastery's
    assert _kept("My husband and I own a café - a tiny roastery by the harbour.") \
        == ["User owns a café with their husband: a tiny roastery by the harbour."]


@pytest.mark.parametrize(("said", "kept"), [
    # review13 M13: a quantity's noun judges ("a lot of work"); an aside ("of course", "who
    # knows") leaves the naming unsure; names addressed after "a …" are no list of things
    ("I adopted a kitten - a lot of work.", "User adopted a kitten."),
    ("I bought a new bike - a Brompton, of course.", "User bought a new bike."),
    ("I toured a region - Umbria, Tuscany, who knows.", "User toured a region."),
    ("I finally adopted a cat - a stray, Mia, Tom!", "User adopted a cat."),
])
def test_an_aside_a_quantity_or_people_addressed_keep_the_cut(said: str, kept: str) -> None:
    assert _kept(said) == [kept]
