"""Small builders the provider tests (and later the engine/worker tests) share."""

from __future__ import annotations

from reverie.config.settings import ProviderSettings
from reverie.review.review_input import ReviewInput, ReviewMessage

#: A key distinctive enough that finding it anywhere is a leak, never a coincidence.
LEAKY_KEY = "AIza-TEST-KEY-d0-not-leak-7f3c9e21b8"


def provider_settings(provider: str = "heuristic", *, base_url: str = "", api_key: str = "",
                      model: str = "", timeout: float = 5.0) -> ProviderSettings:
    return ProviderSettings(provider=provider, model=model, base_url=base_url,
                            api_key=api_key, timeout=timeout)


def review_prompt(messages: list[tuple[int, str, str]], entries: list[tuple[str, str]] = ()) -> str:
    """A prompt in the engine's format: an entries block and a transcript block."""
    lines = ["Review the conversation.", "<<<ENTRIES"]
    lines += [f"[{target}] {text}" for target, text in entries]
    lines += ["ENTRIES>>>", "", "<<<TRANSCRIPT"]
    lines += [f"[#{mid}] {role}: {content}" for mid, role, content in messages]
    lines += ["TRANSCRIPT>>>"]
    return "\n".join(lines) + "\n"


def review_input(messages: list[tuple[int, str, str]], entries: list[tuple[str, str]] = (),
                 **more) -> ReviewInput:
    """The review the engine hands the heuristic: these messages and live entries."""
    return ReviewInput(messages=tuple(ReviewMessage(mid, role, content)
                                      for mid, role, content in messages),
                       entries=tuple(entries), **more)
