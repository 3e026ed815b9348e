"""The vet call (review/vet.py) through the real OpenAI-compatible provider against the fake
server: one short constrained question per entry, a fixed system message a server's prompt
cache can reuse, a small output cap, and anything but a well-formed answer read as "no
verdict" (the caller keeps the entry), never as a veto."""

from __future__ import annotations

import dataclasses

import pytest

from reverie.review import vet
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


@pytest.fixture
def provider(server):
    settings = dataclasses.replace(provider_settings("openai", base_url=server.url),
                                   temperature=0.0, seed=7)
    with OpenAIProvider(settings, {}) as opened:
        yield opened


def _answer(once: bool, brief: bool, **kw) -> Reply:
    return Reply.json({"happened_once": once, "only_for_now": brief}, **kw)


def test_two_noes_keep_and_either_yes_names_the_class_of_the_veto(server, provider) -> None:
    server.script(_answer(False, False, usage=(210, 14, 180)), _answer(True, False),
                  _answer(False, True), _answer(True, True))
    kept, generation, error = vet.ask(provider, ENTRY, SAID)
    once, brief, both = (vet.ask(provider, ENTRY, SAID)[0] for _ in range(3))
    assert error is None and kept == vet.Verdict("lasting") and kept.keeps
    assert (generation.usage.input_tokens, generation.usage.output_tokens,
            generation.usage.cached_tokens) == (210, 14, 180)
    assert [v.kind for v in (once, brief, both)] == ["one_off_event", "passing", "one_off_event"]
    assert not any(v.keeps for v in (once, brief, both))
    assert once.reason() == ("vet: the model reads this as a single occasion that is over "
                             "(one_off_event)")


def test_the_request_is_constrained_capped_deterministic_and_shares_its_prefix(
        server, provider) -> None:
    server.script(_answer(False, False), _answer(False, True))
    vet.ask(provider, ENTRY, SAID)
    vet.ask(provider, "User is worn out this week.", ["Honestly I'm worn out this week."])
    first, second = (request.body for request in server.requests)
    assert FakeOpenAIServer.request_schema(server.requests[0]) == vet.SCHEMA
    # a class is a few tokens: the cap is sized from the schema, far below a review's
    assert first["max_tokens"] <= 128
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
