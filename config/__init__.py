"""Configuration: the home and profile, ``config.yaml``, defaults and validation.

The lowest layer of Reverie: every other package depends on it and it depends on none.
It also owns the small shared mechanisms everything needs: the error hierarchy
(:mod:`config.errors`), owner-only atomic files (:mod:`config.fs`), SQLite opening and
migrations (:mod:`config.sqlitedb`) and the injectable clock (:mod:`config.clock`).
"""

from .clock import SYSTEM_CLOCK, Clock, FakeClock, SystemClock
from .errors import (
    ConfigError,
    PermanentProviderError,
    ProviderError,
    QueueError,
    ReverieError,
    ReviewError,
    SearchError,
    StagingError,
    StoreError,
    TransientProviderError,
    UsageError,
)
from .home import resolve_home, validate_profile
from .settings import (
    DEFAULTS,
    TARGETS,
    GardenSettings,
    MemorySettings,
    NotifySettings,
    ProviderSettings,
    QueueSettings,
    ScheduleSettings,
    Settings,
    StagingSettings,
    build_settings,
    effective_config,
    get_value,
    load_settings,
    redact,
    set_value,
)

__all__ = [
    "DEFAULTS", "TARGETS", "SYSTEM_CLOCK", "Clock", "ConfigError", "FakeClock", "GardenSettings",
    "MemorySettings", "NotifySettings", "PermanentProviderError", "ProviderError", "ProviderSettings",
    "QueueError", "QueueSettings", "ReverieError", "ReviewError", "ScheduleSettings",
    "SearchError", "Settings", "StagingError", "StagingSettings", "StoreError", "SystemClock",
    "TransientProviderError", "UsageError", "build_settings", "effective_config", "get_value",
    "load_settings", "redact", "resolve_home", "set_value", "validate_profile",
]
