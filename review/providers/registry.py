"""Providers by name, and the ``auto`` rule of spec section 4."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from config.clock import SYSTEM_CLOCK, Clock
from config.errors import ConfigError
from config.settings import ProviderSettings

from .base import Provider

_PROVIDERS: dict[str, type[Provider]] = {}


def register(name: str) -> Callable[[type[Provider]], type[Provider]]:
    """Class decorator: make a provider available under ``name``."""

    def add(cls: type[Provider]) -> type[Provider]:
        if getattr(cls, "name", None) != name:
            raise TypeError(f"{cls.__name__}.name must be {name!r} to register under it")
        _PROVIDERS[name] = cls
        return cls

    return add


def registered() -> dict[str, type[Provider]]:
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
    try:
        cls = _PROVIDERS[name]
    except KeyError:
        known = ", ".join(sorted(_PROVIDERS))
        raise ConfigError(f"Unknown auxiliary provider {name!r}.",
                          hint=f"Use auto or one of: {known}.") from None
    return cls(settings, environ, clock=clock)
