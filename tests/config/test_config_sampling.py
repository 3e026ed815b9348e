"""temperature, seed, max_output_tokens and structured_output in auxiliary.* (issue 31):
validated with the key named, unset by default, and passed to the provider as given."""

from __future__ import annotations

import pytest

from reverie.config import ConfigError
from tests.conftest import make_settings


def review_settings(home, env, **review):
    return make_settings(home, env, auxiliary={"background_review": review}).background_review


def test_defaults_send_nothing_extra(home, clean_env):
    s = make_settings(home, clean_env)
    for provider in (s.background_review, s.session_search):
        assert (provider.temperature, provider.seed, provider.max_output_tokens,
                provider.structured_output) == (None, None, 0, "auto")


def test_values_are_read(home, clean_env):
    got = review_settings(home, clean_env, temperature=0, seed=42, max_output_tokens=512,
                          structured_output="off")
    assert (got.temperature, got.seed, got.max_output_tokens, got.structured_output) == (
        0.0, 42, 512, "off")


@pytest.mark.parametrize(("key", "value", "expected"), [
    ("temperature", -0.5, "temperature must be at least 0"),
    ("temperature", 3, "temperature must be at most 2"),
    ("temperature", "warm", "temperature must be a number"),
    ("seed", 1.5, "seed must be a whole number"),
    ("seed", -1, "seed must be at least 0"),
    ("max_output_tokens", -1, "max_output_tokens must be at least 0"),
    ("max_output_tokens", "many", "max_output_tokens must be a whole number"),
    ("structured_output", "strict", "structured_output must be one of auto, off"),
])
def test_bad_values_name_the_key(home, clean_env, key, value, expected):
    with pytest.raises(ConfigError, match=f"auxiliary.background_review.{expected}"):
        review_settings(home, clean_env, **{key: value})
