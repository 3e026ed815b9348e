"""Issue 27: the offline heuristic's reply is checked against the review schema once (in
its own ``parse_json_reply``), not again in ``validate_operations``; a model's reply is
still checked whole, however its provider was written."""

from __future__ import annotations

import copy

import pytest

from reverie.review import engine, prompts
from reverie.review.calls import CallContext
from reverie.review.engine import ReviewResult
from reverie.review.ledger import Ledger
from reverie.review.providers.base import Generation, InvalidModelOutput, Usage
from reverie.review.providers.heuristic import HeuristicProvider
from reverie.review.review_input import ReviewInput
from reverie.review.schema import REVIEW_SCHEMA, review_schema, validate_operations
from tests.fakes.helpers import provider_settings, review_input, review_prompt

SAID = [(1, "user", "Remember that the build server is host-1."),
        (2, "user", "I prefer tabs over spaces, and my timezone is Europe/Lisbon."),
        (3, "user", "From now on, always run the migrations in a transaction.")]

GOOD = {"action": "add", "target": "memory", "content": "The build server is host-1.",
        "reason": "said", "evidence": [1], "confidence": 0.8}
MALFORMED = [
    {**GOOD, "evidence": ["one"]},                  # not an id
    {**GOOD, "confidence": 1.5},                    # out of range (2-100 reads as a percentage)
    {k: v for k, v in GOOD.items() if k != "content"},
    {**GOOD, "action": "rename"},
    {**GOOD, "content": "x" * 400},                 # past the schema's bound
]


def test_the_heuristics_reply_carries_the_schema_it_was_checked_against_and_reads_the_same():
    provider = HeuristicProvider(provider_settings("heuristic"), {})
    gen = provider.generate_json(review_prompt(SAID), schema=REVIEW_SCHEMA,
                                 review=review_input(SAID))
    assert gen.checked_against is REVIEW_SCHEMA
    assert len(gen.data["operations"]) >= 2
    once = validate_operations(gen.data, checked_against=gen.checked_against)
    assert once == validate_operations(copy.deepcopy(gen.data))


@pytest.mark.parametrize("op", MALFORMED)
def test_a_malformed_operation_is_refused_unless_reverie_checked_it_itself(op):
    with pytest.raises(InvalidModelOutput):
        validate_operations({"operations": [op]})
    # A claim of any other schema (a model's bounded one, say) is no proof: checked whole.
    with pytest.raises(InvalidModelOutput):
        validate_operations({"operations": [op]}, checked_against=review_schema(3))
    with pytest.raises(InvalidModelOutput):
        validate_operations({"operations": [op]}, checked_against=copy.deepcopy(REVIEW_SCHEMA))


def test_a_blank_entry_is_refused_on_the_heuristic_path_too():
    """What the schema cannot say is still checked when the schema check is skipped."""
    with pytest.raises(InvalidModelOutput, match="content is required"):
        validate_operations({"operations": [{**GOOD, "content": "   "}]},
                            checked_against=REVIEW_SCHEMA)


class _Model:
    """A model-backed provider answering malformed operations without checking them."""

    name, model, needs_network, default_model = "gemini", "m", True, "m"

    def __init__(self, settings) -> None:
        self.settings = settings.background_review
        self.asked = 0

    def generate_json(self, prompt, *, schema, system=None, review=None) -> Generation:
        self.asked += 1
        return Generation(text="{}", data={"operations": [MALFORMED[self.asked % len(MALFORMED)]]},
                          usage=Usage(input_tokens=10), model=self.model, provider=self.name)


def test_a_models_malformed_operation_is_refused_by_the_review(settings):
    review: ReviewInput = review_input(SAID)
    prompt = prompts.ReviewPrompt(system="sys", prefix="", transcript="t",
                                  message_ids=(1, 2, 3), review=review)
    provider = _Model(settings)
    with Ledger(settings) as ledger, pytest.raises(engine.InvalidReviewOutput):
        engine._ask(settings, ledger, CallContext.new("direct"), provider, prompt,
                    ReviewResult(session_id="s1", status="reviewed"))
    assert provider.asked == 2                       # the answer and its one repair
