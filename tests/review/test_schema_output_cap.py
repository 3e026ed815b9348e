"""The review schema's operation list is sized to a configured output cap: under a grammar
(llama.cpp) a model repeating one operation is made to close the list at ``maxItems``, so
that many must fit in the cap or the answer is cut and invalid (issue 31 item 3)."""

from __future__ import annotations

from reverie.review.engine import review_session
from reverie.review.schema import (
    ANSWER_OVERHEAD_TOKENS,
    TOKENS_PER_OPERATION,
    review_schema,
    validate_operations,
)
from tests.review.engine_support import add_messages

NINE_USER_TURNS = tuple(("user", f"Note {i}: the build uses tool number {i}.") for i in range(9))


def sent_max_items(model_home, clock, max_output_tokens):
    """The operations' maxItems in the schema a review of nine user turns sends."""
    server, settings = model_home(max_output_tokens=max_output_tokens)
    add_messages(settings, "s1", *NINE_USER_TURNS)
    review_session(settings, "s1", clock=clock, echo=lambda _: None)
    body = server.requests[0].body
    schema = body["response_format"]["json_schema"]["schema"]
    return schema["properties"]["operations"]["maxItems"], body["max_tokens"]


def test_the_schema_sent_fits_its_operations_in_the_configured_cap(model_home, clock):
    unbounded = review_schema(9)["properties"]["operations"]["maxItems"]
    assert unbounded == 11  # 2 + nine user messages: the limit before any cap
    # no configured cap: the cap is sized from the schema, so the limit stays as it was
    assert sent_max_items(model_home, clock, 0)[0] == unbounded
    assert sent_max_items(model_home, clock, 640) == (3, 640)  # (640 - 16) // 208
    assert sent_max_items(model_home, clock, 1200)[0] == 5


def test_the_bound_shrinks_with_the_cap_and_never_exceeds_the_old_limit():
    def limit(users, cap):
        return review_schema(users, cap)["properties"]["operations"]["maxItems"]

    for users in (0, 3, 9, 40):
        old = limit(users, 0)
        bounds = [limit(users, cap) for cap in (10_000, 2_000, 640, 300, 100, 1)]
        assert all(1 <= b <= old for b in bounds)
        assert bounds == sorted(bounds, reverse=True)
    assert limit(9, 1) == 1  # a cap too small for one operation still allows one
    assert limit(9, ANSWER_OVERHEAD_TOKENS + 3 * TOKENS_PER_OPERATION) == 3


def test_reverie_still_accepts_an_answer_longer_than_the_bound_sent():
    # The bound only steers a grammar; Reverie's own check reads the open contract, so an
    # answer from a server that did not enforce it is kept whole, as before.
    operations = [{"action": "add", "target": "memory", "content": f"Build uses tool {i}.",
                   "reason": "stated", "evidence": [i], "confidence": 0.8} for i in range(12)]
    assert review_schema(9, 300)["properties"]["operations"]["maxItems"] < len(operations)
    assert len(validate_operations({"operations": operations})) == 12


def test_the_bound_counts_each_operation_at_the_most_it_can_cost():
    """issue 31: the 1.5B model's conversation-8 answer spent ~125 tokens an operation
    (bounded at 70 before) and was cut at the cap inside the list the grammar allowed.
    Now the longest operation the schema allows, counted as the cap counts it, times
    ``maxItems`` fits in the configured cap."""
    import json

    from reverie.review.providers.caps import CHARS_PER_TOKEN
    from reverie.review.schema import (
        CONTENT_CHARS,
        EVIDENCE_IDS,
        OLD_TEXT_CHARS,
        REASON_CHARS,
    )

    longest = {"action": "replace", "target": "user", "old_text": "o" * OLD_TEXT_CHARS,
               "content": "User " + "c" * (CONTENT_CHARS - 5), "reason": "r" * REASON_CHARS,
               "evidence": [10**11] * EVIDENCE_IDS, "confidence": 0.123456789}
    assert len(validate_operations({"operations": [longest]})) == 1  # the schema allows it
    compact = len(json.dumps(longest, separators=(",", ":"))) / CHARS_PER_TOKEN
    pretty_lines = len(longest) + 2  # a line (one whitespace token) per field and brace
    assert compact + pretty_lines <= TOKENS_PER_OPERATION
    for cap in (300, 640, 1024, 4000):
        bound = review_schema(40, cap)["properties"]["operations"]["maxItems"]
        assert ANSWER_OVERHEAD_TOKENS + bound * TOKENS_PER_OPERATION <= cap
        assert ANSWER_OVERHEAD_TOKENS + (bound + 1) * TOKENS_PER_OPERATION > cap \
            or bound == 2 + 40 or bound == 16
