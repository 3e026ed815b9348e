"""Issue 19, item 7: session_search's numeric arguments are bounded. ``around_message_id``
of 10**30 or 1e300 raised OverflowError (SQLite cannot bind it) into the host; every
number the model sends now gives a result or a tool error as JSON."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reverie.review.tools import SessionSearchTool
from reverie.review.tools.session_search_tool import MAX_MESSAGE_ID
from reverie.search_index import SessionStore
from tests.conftest import make_settings


@pytest.fixture
def tool(home, clean_env):
    config = make_settings(home, clean_env, auxiliary={"session_search": {"provider": "heuristic"}})
    with SessionStore.open(config) as store:
        for i in range(8):
            store.append_message("past", "user" if i % 2 == 0 else "assistant",
                                 f"message {i} about kubernetes", timestamp=1_760_000_000 + i)
        yield SessionSearchTool(config, store)


@pytest.mark.parametrize("anchor", [10**30, 1e300, -(10**30), MAX_MESSAGE_ID + 1, math.inf,
                                    math.nan, "1e300", 0, -1])
def test_out_of_range_anchors_are_tool_errors(tool, anchor):
    result = tool.call({"session_id": "past", "around_message_id": anchor})
    assert result["success"] is False and result["mode"] == "scroll"
    assert "around_message_id must be a message id" in result["error"]
    json.dumps(result)


def test_the_largest_id_is_a_message_that_is_not_there(tool):
    result = tool.call({"session_id": "past", "around_message_id": MAX_MESSAGE_ID})
    assert result["success"] is False and "is not in session" in result["error"]


NUMBERS = st.one_of(
    st.none(), st.booleans(), st.integers(), st.integers(min_value=-(2**200), max_value=2**200),
    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=30),
    st.sampled_from(["1e300", "9" * 5000, "-0", " 3 ", "0x10", "١٢"]),
    st.lists(st.integers(), max_size=2), st.dictionaries(st.text(max_size=3), st.integers(), max_size=1))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(anchor=NUMBERS, window=NUMBERS, limit=NUMBERS, query=st.sampled_from([None, "kubernetes"]))
def test_any_numbers_give_json_and_never_raise(tool, anchor, window, limit, query):
    args = {"around_message_id": anchor, "window": window, "limit": limit}
    if query is None:
        args["session_id"] = "past"
    else:
        args["query"] = query
    result = tool.call(args)
    assert isinstance(result["success"], bool) and result["mode"] in ("discover", "scroll",
                                                                        "read", "browse")
    json.loads(json.dumps(result, allow_nan=False))
    if result["mode"] == "scroll" and result["success"]:
        assert 1 <= result["around_message_id"] <= MAX_MESSAGE_ID
        assert 1 <= result["window"] <= 20
