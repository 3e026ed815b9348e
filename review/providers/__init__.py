"""Auxiliary-model providers: one interface, three implementations registered by name.

    provider = get_provider(settings.background_review, settings.environ)
    gen = provider.generate_json(prompt, schema=REVIEW_SCHEMA, system=instructions)
    gen.data, gen.usage.input_tokens, gen.usage.latency_s

Wrap with :class:`RetryingProvider` (or use :func:`call_with_retry`) to retry transient
failures with backoff.
"""

from .base import (
    Generation,
    InvalidModelOutput,
    Provider,
    RateLimited,
    Usage,
    estimate_tokens,
    parse_json_reply,
)
from .registry import get_provider, register, registered, resolve_name
from .retry import RetryingProvider, RetryPolicy, call_with_retry

# The implementations (gemini, openai, heuristic) are imported by the registry when first
# asked for by name, not here: importing google-genai takes longer than the rest of the
# CLI, and most commands never call a model.

__all__ = [
    "Generation", "InvalidModelOutput", "Provider", "RateLimited", "RetryPolicy",
    "RetryingProvider", "Usage", "call_with_retry", "estimate_tokens", "get_provider",
    "parse_json_reply", "register", "registered", "resolve_name",
]
