"""The vet call (review/vet.py) through the real OpenAI-compatible provider against the fake
server: one short constrained question per entry, a fixed system message a server's prompt
cache can reuse, a small output cap, the token probabilities asked for and the decision read
from them against a threshold, and anything but a well-formed answer with its probabilities
read as "no verdict" (the caller keeps the entry), never as a veto."""

from __future__ import annotations

import dataclasses
import math

import pytest

from reverie.review import vet
from reverie.review.providers.base import TokenAlternatives
from reverie.review.providers.openai import OpenAIProvider
from tests.fakes.helpers import provider_settings
from tests.fakes.openai_server import FakeOpenAIServer
from tests.fakes.scripted_server import Reply

ENTRY = "User keeps bees on the roof of the workshop."
SAID = ["We've kept bees on the workshop roof for   three years now."]


@pytest.fixture
def server():
    with FakeOpenAIServer() as fake:
        yield fake


def _settings(server):
    return vet.settings_for_vet(dataclasses.replace(
        provider_settings("openai", base_url=server.url), temperature=0.0, seed=7))


@pytest.fixture
def provider(server):
    with OpenAIProvider(_settings(server), {}) as opened:
        yield opened


def _answer(p_once: float, p_now: float, **kw) -> Reply:
    """The answer a model this sure of each "yes" writes (the likelier word), with those
    probabilities at each value's first token."""
    return Reply.json({"happened_once": p_once >= 0.5, "only_for_now": p_now >= 0.5},
                      chances={"happened_once": p_once, "only_for_now": p_now}, **kw)


def test_the_probability_of_yes_decides_against_the_threshold(server, provider) -> None:
    server.script(_answer(0.1, 0.2, usage=(210, 14, 180)), _answer(0.8, 0.1),
                  _answer(0.8, 0.1), _answer(0.3, 0.95), _answer(0.3, 0.95))
    kept, generation, error = vet.ask(provider, ENTRY, SAID, threshold=0.5)
    assert error is None and kept.kind == "lasting" and kept.keeps
    assert (kept.p_once, kept.p_now) == (pytest.approx(0.1), pytest.approx(0.2))
    assert (generation.usage.input_tokens, generation.usage.output_tokens,
            generation.usage.cached_tokens) == (210, 14, 180)
    # "yes" written, but not sure enough for a stricter threshold: kept
    leaning, sure = (vet.ask(provider, ENTRY, SAID, threshold=t)[0] for t in (0.9, 0.7))
    assert leaning.kind == "lasting" and leaning.p_once == pytest.approx(0.8)
    assert sure.kind == "one_off_event" and not sure.keeps
    assert sure.reason() == ("vet: the model reads this as a single occasion that is over "
                             "(one_off_event)")
    brief, unsure = (vet.ask(provider, ENTRY, SAID, threshold=t)[0] for t in (0.9, 0.97))
    assert (brief.kind, unsure.kind) == ("passing", "lasting")
    # the default is the threshold chosen on the dev half
    server.script(_answer(0.1, 0.1))
    assert vet.ask(provider, ENTRY, SAID)[0].kind == "lasting" and 0.5 <= vet.THRESHOLD < 1


def test_a_server_without_token_probabilities_gives_no_verdict() -> None:
    with FakeOpenAIServer(logprobs=False) as server, OpenAIProvider(_settings(server), {}) as plain:
        server.script(_answer(0.99, 0.99, usage=(200, 12, 0)))
        verdict, generation, error = vet.ask(plain, ENTRY, SAID)
    assert verdict is None and isinstance(error, vet.NoProbabilities)
    # the call was paid for: its tokens are there to be counted
    assert generation.usage.output_tokens == 12 and generation.alternatives == ()
    assert server.requests[0].body["logprobs"] is True


def test_a_provider_not_asked_for_probabilities_gives_no_verdict(server) -> None:
    settings = provider_settings("openai", base_url=server.url)
    with OpenAIProvider(settings, {}) as unasked:
        server.script(_answer(0.99, 0.99))
        verdict, _, error = vet.ask(unasked, ENTRY, SAID)
    assert verdict is None and isinstance(error, vet.NoProbabilities)
    assert "logprobs" not in server.requests[0].body


def test_the_operators_extra_body_keeps_the_last_word(server) -> None:
    settings = dataclasses.replace(provider_settings("openai", base_url=server.url),
                                   extra_body={"top_logprobs": 9, "n_probs": 9})
    assert dict(vet.settings_for_vet(settings).extra_body) == {
        "logprobs": True, "top_logprobs": 9, "n_probs": 9}


def _tokens(*pieces) -> list[TokenAlternatives]:
    """Generated tokens: a text is a certain token, a (text, {alternative: p}) pair the
    place where the model weighed those."""
    return [TokenAlternatives(p, ((p, 0.0),)) if isinstance(p, str) else
            TokenAlternatives(p[0], tuple((t, math.log(q)) for t, q in p[1].items()))
            for p in pieces]


@pytest.mark.parametrize(("tokens", "expected"), [
    # the value in its own token, alternatives that are neither answer left out
    (_tokens('{"', "likes_tea", '":', (" true", {" true": 0.6, " false": 0.2, ' "': 0.2})), 0.75),
    # fenced, spaced, the key's colon sharing the value's token
    (_tokens("```", "json\n", "{\n", '  "likes_tea"', (": false", {": false": 0.9, ": true": 0.1}),
             "\n}"), 0.1),
    # "t" alone, then "rue": what matters is the first character
    (_tokens('{"likes_tea": ', ("t", {"t": 0.3, "f": 0.3, "x": 0.4}), "rue}"), 0.5),
    (_tokens('{"likes_coffee": ', ("true", {"true": 1.0}), "}"), None),    # another field
    (_tokens('{"likes_tea": ', ("null", {"null": 1.0}), "}"), None),      # no yes, no no
    ([], None),
    # a server's malformed numbers: a log probability above 0 counts as certain, NaN as nothing
    ([TokenAlternatives('{"likes_tea": ', ()),
      TokenAlternatives("true", (("true", 1000.0), ("false", math.log(0.25)), ("t", math.nan))),
      TokenAlternatives("}", ())], 0.8),
    ([TokenAlternatives('{"likes_tea": ', ()), TokenAlternatives("true", (("true", math.nan),)),
      TokenAlternatives("}", ())], None),
])
def test_probability_of_yes_is_read_at_the_first_token_of_the_value(tokens, expected) -> None:
    got = vet.probability_of_yes(tokens, "likes_tea")
    assert got == (None if expected is None else pytest.approx(expected))


def test_the_request_is_constrained_capped_deterministic_and_shares_its_prefix(
        server, provider) -> None:
    server.script(_answer(0.1, 0.1), _answer(0.1, 0.9))
    vet.ask(provider, ENTRY, SAID)
    vet.ask(provider, "User is worn out this week.", ["Honestly I'm worn out this week."])
    first, second = (request.body for request in server.requests)
    assert FakeOpenAIServer.request_schema(server.requests[0]) == vet.SCHEMA
    # a class is a few tokens: the cap is sized from the schema, far below a review's
    assert first["max_tokens"] <= 128
    # and the probabilities of the alternatives at each token
    assert (first["logprobs"], first["top_logprobs"]) == (True, 5)
    assert (first["temperature"], first["seed"]) == (0.0, 7)
    # the system message is the same for every entry, so a server caches it once
    assert first["messages"][0] == second["messages"][0]
    assert first["messages"][0]["role"] == "system"
    assert vet.SYSTEM in first["messages"][0]["content"]
    # the entry and the user's words travel as JSON strings, whitespace folded
    question = first["messages"][1]["content"]
    assert '"User keeps bees on the roof of the workshop."' in question
    assert '"We\'ve kept bees on the workshop roof for three years now."' in question


@pytest.mark.parametrize("reply", [
    Reply.json({"happened_once": "no", "only_for_now": False}),  # not the schema
    Reply.json({"happened_once": False}),           # a question unanswered
    Reply.ok("no"),                                 # not JSON
    Reply.cut('{"happened_once": fal'),             # stopped at the cap
    Reply.error(500, "model crashed"),              # the server failed
    Reply.error(401, "bad key"),                    # a permanent refusal
])
def test_anything_but_a_class_is_no_verdict_with_the_error(server, provider, reply) -> None:
    server.script(reply)
    verdict, generation, error = vet.ask(provider, ENTRY, SAID)
    assert verdict is None and generation is None
    assert error is not None and str(error)


def test_a_server_that_is_down_is_no_verdict(provider, server) -> None:
    server.stop()
    verdict, _, error = vet.ask(provider, ENTRY, SAID)
    assert verdict is None and "Cannot reach" in str(error)
