"""A summary job that fell back to a preview fails with its reason as one sentence: the
reason is a provider's error, which ends with its own period, and the line read
"… Check the network and auxiliary.*.base_url.." (session 24)."""

from __future__ import annotations

import pytest

from reverie.config.errors import ProviderError
from reverie.jobs.kinds import _summary_outcome
from reverie.review.summarize import Summary


@pytest.mark.parametrize("about_setup", [False, True])
def test_the_reason_ends_with_one_period(about_setup: bool) -> None:
    preview = Summary("s", "a preview", "preview", "", 7,
                      fallback_reason="Cannot reach Gemini (ConnectError). Check the network.",
                      fallback_about_setup=about_setup)
    with pytest.raises(ProviderError) as raised:
        _summary_outcome(preview)
    assert str(raised.value).endswith("Check the network."), str(raised.value)
    without = Summary("s", "a preview", "preview", "", 7, fallback_reason="no model summary")
    with pytest.raises(ProviderError) as raised:
        _summary_outcome(without)
    assert str(raised.value).endswith("no model summary."), str(raised.value)
