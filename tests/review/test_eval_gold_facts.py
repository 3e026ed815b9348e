"""The clause reading of the outside corpora's gold (match1, issue 31): a gold line cut into
the facts it joins (eval/gold_facts.py), each held on its own beside the sentence figures,
and "kept matching no gold" recounted with an entry for one clause matched. Sentences of
our own."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "eval"))

import locomo  # noqa: E402
import prefeval  # noqa: E402
import spc  # noqa: E402
from chat_play import Kept, Play  # noqa: E402
from gold_facts import gold_facts  # noqa: E402


@pytest.mark.parametrize(("line", "facts"), [
    # each sentence of a summary line is a fact
    ("I own a camper van. I surf at dawn.", ["I own a camper van.", "I surf at dawn."]),
    ("I repair clocks; I sing in a choir.", ["I repair clocks", "I sing in a choir."]),
    # "and" / "but" before a new subject or a verb
    ("I keep honey bees and I teach organic chemistry.",
     ["I keep honey bees", "I teach organic chemistry."]),
    ("I grew up in a mining town but my parents moved to the coast.",
     ["I grew up in a mining town", "my parents moved to the coast."]),
    ("I knit scarves and sell them at the market.", ["I knit scarves", "sell them at the market."]),
    # a bare comma before a new subject
    ("I live by a lake, I row every morning.", ["I live by a lake", "I row every morning."]),
    # a verb with no subject of its own takes the first clause's person
    ("My brother is a pilot and lives in Dublin.",
     ["My brother is a pilot", "My brother lives in Dublin."]),
    ("She's a potter and sells bowls online.", ["She's a potter", "she sells bowls online."]),
])
def test_a_line_is_cut_into_the_facts_it_joins(line: str, facts: list[str]) -> None:
    assert gold_facts(line) == facts


@pytest.mark.parametrize("line", [
    "I grow tomatoes and peppers.",               # a list of one verb's objects: one fact
    "My wife and I run a bakery.",                # a joined subject
    "I enjoy winter sports, like hockey.",        # "like" after a comma is no verb
    "I moved inland because my job changed.",     # a reason stays with its fact
    "I am 41 and I have a dog.",                  # a one-word side is no fact of its own
    "I like dogs but not cats.",                  # "not cats" is no clause
    "I want to sail to Norway and see the fjords.",   # a bare verb after an infinitive: one wish
    "She and her husband breed alpacas.",         # "and" after a subject pronoun
    "As a keen gardener, I buy seeds in bulk.",  # an opening phrase is no clause
    "I like the solid weight and feel of iron pans.",  # a verb's form before "of" is a noun
    "I play chess.",
])
def test_what_is_one_fact_stays_one(line: str) -> None:
    assert gold_facts(line) == [line]


def test_a_line_with_no_content_word_is_itself() -> None:
    assert gold_facts("") == [""]
    assert gold_facts("It is. I am.") == ["It is. I am."]


_WORDS = st.sampled_from(["I", "my", "sister", "and", "but", "have", "likes", "cats", ",", ".",
                          ";", "works", "he", "nights", "two", "dogs", "because", "a", "the",
                          "lives", "in", "Ohio", "!", "?", "Ü", "don't", "  ", "like"])


@given(st.lists(_WORDS, max_size=30).map(" ".join) | st.text(max_size=80))
def test_the_cut_never_raises_and_uses_only_the_lines_words(line: str) -> None:
    facts = gold_facts(line)
    assert facts
    words = {w.casefold() for w in re.findall(r"\w+", line)}
    for fact in facts:
        assert {w.casefold() for w in re.findall(r"\w+", fact)} <= words


# --- the figures ------------------------------------------------------------------------

GOLD = "I keep honey bees in my garden and I teach organic chemistry."
#: true for the gold's second fact, with more words of its own than the gold holds (an entry
#: half of whose words a gold sentence holds was already matched at the sentence level)
TEACHES = "User teaches organic chemistry to first-year students at a small college near Leeds."


def _persona_play(entries: list[str], said: bool = True) -> spc.PersonaPlay:
    play = Play(1, "User 1", [GOLD], kept=[Kept(e, "user", True) for e in entries])
    return spc.PersonaPlay(play, [said], [[said, said]])


def test_an_entry_for_one_joined_fact_holds_that_clause_not_the_sentence() -> None:
    figures = spc.Figures("dev", [_persona_play([TEACHES])])
    assert figures.recall(False, False) == 0.0            # the sentence figure is as it was
    assert figures.clause_counts(False) == (1, 2)
    assert figures.clause_counts(True) == (1, 2)
    assert figures.unmatched() == 1
    assert figures.unmatched(by_clause=True) == 0
    summary = figures.summary()
    assert summary["clauses_held"] == (1, 2)
    assert summary["kept_matching_no_fact"] == 1 and summary["kept_matching_no_clause"] == 0


def test_a_clause_is_held_by_the_sentence_matcher_on_its_own_words() -> None:
    # a clause's two content words are both needed; one is no credit
    figures = spc.Figures("dev", [_persona_play(["User teaches yoga.", "User's sister keeps bees."])])
    assert figures.clause_counts(False) == (0, 2)
    assert figures.unmatched(by_clause=True) == 2


def test_only_the_said_clauses_count_as_said() -> None:
    play = _persona_play([TEACHES])
    play.clause_said = [[False, True]]
    assert spc.Figures("dev", [play]).clause_counts(True) == (1, 1)


def test_clauses_said_are_read_from_the_users_statements() -> None:
    from chat_play import Turn
    turns = [Turn("user", "Do you garden? I teach organic chemistry at a college."),
             Turn("assistant", "I keep honey bees in my garden.")]
    assert spc.clauses_said_of([GOLD], turns) == [[False, True]]


def test_the_dump_lists_each_facts_clauses() -> None:
    rows = spc.Figures("dev", [_persona_play([TEACHES])]).dump_rows()
    assert [c["held"] for c in rows["facts"][0]["clauses"]] == [False, True]


def test_prefeval_counts_the_preferences_clauses() -> None:
    preference = "I avoid dairy products completely and I drink only black coffee."
    entry = "User drinks only black coffee, brewed strong in a French press every single morning."
    play = Play(3, "explicit", [preference], kept=[Kept(entry, "user", True)])
    figures = prefeval.Figures("dev", "explicit", [prefeval.PrefPlay(play, "diet", True, 2, 0, [True, True])])
    assert figures.recall(False, False) == 0.0
    assert figures.clause_counts(True) == (1, 2)
    assert figures.unmatched() == 1 and figures.unmatched(by_clause=True) == 0


def test_locomo_counts_each_clause_of_a_joined_observation() -> None:
    observation = "Mara adopted a rescue greyhound and volunteers at the animal shelter on weekends."
    play = Play(1, "Mara", [observation],
                kept=[Kept("Mara volunteers at the animal shelter.", "user", True)])
    half = locomo.HalfFigures("dev", [play])
    assert half.recall(False) == 0.0
    assert half.clause_counts(False) == (1, 2)
    noisy, kept = half.noise()
    assert (noisy, kept) == (0, 1)       # the loose noise figure already read it as related


def test_a_one_word_clause_of_a_joined_line_needs_a_short_entry() -> None:
    line = "I keep honey bees in my garden. I have a tractor."
    long_entry = "User came in from clearing the north field on their tractor at dusk."
    assert spc.clauses_held_by(line, spc.fact_words(long_entry)) == [False, False]
    assert spc.clauses_held_by(line, spc.fact_words("User has a tractor.")) == [False, True]
    # a line of that one word alone is the sentence matcher's, as it was
    assert spc.clauses_held_by("I have a tractor.", spc.fact_words(long_entry)) == [True]
    # and a turn that names it in passing still says it
    from chat_play import Turn
    assert spc.clauses_said_of([line], [Turn("user", long_entry.replace("User", "I"))]) == [[False, True]]
