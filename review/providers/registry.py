"""Providers by name, and the ``auto`` rule of spec section 4."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping

from reverie.config.clock import SYSTEM_CLOCK, Clock
from reverie.config.errors import ConfigError
from reverie.config.settings import ProviderSettings

from .base import Provider

_PROVIDERS: dict[str, type[Provider]] = {}

#: The built-in providers by name, as modules imported on first use: google-genai alone
#: costs ~0.4 s to import, which `reverie memory …` with the heuristic never needs.
BUILTIN_MODULES: dict[str, str] = {
    "gemini": "reverie.review.providers.gemini",
    "openai": "reverie.review.providers.openai",
    "heuristic": "reverie.review.providers.heuristic",
}


def _load(name: str) -> None:
    """Import the built-in module of ``name`` (its @register fills _PROVIDERS)."""
    if name not in _PROVIDERS and name in BUILTIN_MODULES:
        importlib.import_module(BUILTIN_MODULES[name])


def register(name: str) -> Callable[[type[Provider]], type[Provider]]:
    """Class decorator: make a provider available under ``name``."""

    def add(cls: type[Provider]) -> type[Provider]:
        if getattr(cls, "name", None) != name:
            raise TypeError(f"{cls.__name__}.name must be {name!r} to register under it")
        _PROVIDERS[name] = cls
        return cls

    return add


def registered() -> dict[str, type[Provider]]:
    """Every provider by name (this imports all the built-in ones)."""
    for name in BUILTIN_MODULES:
        _load(name)
    return dict(_PROVIDERS)


def resolve_name(settings: ProviderSettings, environ: Mapping[str, str]) -> str:
    """The provider ``settings.provider`` means; ``auto`` is Gemini when a Gemini key is in
    the environment or configured, else OpenAI-compatible when a base_url is set, else the
    offline heuristic."""
    if settings.provider != "auto":
        return settings.provider
    if environ.get("GEMINI_API_KEY") or environ.get("GOOGLE_API_KEY"):
        return "gemini"
    if settings.base_url.strip():
        return "openai"
    if settings.api_key:
        return "gemini"
    return "heuristic"


def get_provider(settings: ProviderSettings, environ: Mapping[str, str], *,
                 clock: Clock = SYSTEM_CLOCK) -> Provider:
    """A ready provider for ``settings`` (e.g. ``Settings.background_review``), reading keys
    from ``environ`` (``Settings.environ``), never from ``os.environ``."""
    name = resolve_name(settings, environ)
    _load(name)
    try:
        cls = _PROVIDERS[name]
    except KeyError:
        known = ", ".join(sorted(registered()))
        raise ConfigError(f"Unknown auxiliary provider {name!r}.",
                          hint=f"Use auto or one of: {known}.") from None
    return cls(settings, environ, clock=clock)
