"""Translating HTTP failures into Reverie's provider errors, the same way for every API."""

from __future__ import annotations

from reverie.config.errors import PermanentProviderError, ProviderError, TransientProviderError

from .base import RateLimited

# What to fix, by status. The settings section is named generically because the same
# provider serves both auxiliary tasks (background_review and session_search).
_KEY_HINT = ("Check auxiliary.background_review.api_key (or session_search.api_key) "
             "and the {env} environment variable.")
_MODEL_HINT = "Check the model name (auxiliary.*.model) and base_url."
_REQUEST_HINT = "Check the model name (auxiliary.*.model); the prompt may be too large for it."


def from_status(api: str, status: int, detail: str, *, key_env: str,
                retry_after: float | None = None) -> ProviderError:
    """The error for an HTTP ``status`` from ``api`` ("Gemini", "the OpenAI-compatible
    server": a name as it reads mid-sentence; ``opening`` starts a sentence with it).

    ``detail`` is the server's own message, already scrubbed of secrets.
    """
    said = f": {detail}" if detail else ""
    api = opening(api)
    if status == 429:
        return RateLimited(f"{api} is rate-limiting requests (429){said}.",
                           retry_after=retry_after,
                           hint="Lower reverie.queue.workers if this keeps happening.")
    if status == 408 or status >= 500:
        return TransientProviderError(f"{api} failed temporarily ({status}){said}.")
    if status in (401, 403):
        return _setup(PermanentProviderError(f"{api} refused the credentials ({status}){said}.",
                                             hint=_KEY_HINT.format(env=key_env)))
    if status == 404:
        return _setup(PermanentProviderError(f"{api} has no such model or endpoint (404){said}.",
                                             hint=_MODEL_HINT))
    return PermanentProviderError(f"{api} rejected the request ({status}){said}.",
                                  hint=_REQUEST_HINT)


def opening(api: str) -> str:
    """``api`` starting a sentence. The names are kept as they read mid-sentence ("Cannot
    reach the OpenAI-compatible server"), so only a sentence's first word is raised."""
    return api[:1].upper() + api[1:]


def parse_retry_after(value: str | None) -> float | None:
    """Seconds from a Retry-After header (the delta-seconds form; dates are ignored)."""
    if not value:
        return None
    try:
        seconds = float(value)
    except ValueError:
        return None
    return seconds if seconds >= 0 else None


def _setup(exc: PermanentProviderError) -> PermanentProviderError:
    """Mark ``exc`` as the home's model setup being wrong (``ProviderError.about_setup``)."""
    exc.about_setup = True
    return exc


def not_an_api_reply(api: str) -> PermanentProviderError:
    """A 200 whose body is not the API's JSON: almost always a base_url pointing elsewhere."""
    return _setup(PermanentProviderError(
        f"The server did not answer like {api} (the reply is not the API's JSON).",
        hint="Check auxiliary.*.base_url: it should be the API's address."))
