"""The validated settings object, built from ``config.yaml`` over the embedded defaults.

One :class:`Settings` is built per command/process and passed explicitly; nothing reads
configuration from module globals. Unknown keys in the file are kept (``Settings.raw``)
and ignored; a wrong type or value raises :class:`ConfigError` naming the dotted key.
API keys may come from the file or the environment and are never shown: see
:func:`redact`.
"""

from __future__ import annotations

import copy
import errno
import fcntl
import json
import math
import os
import re
import sys
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import yaml

from .errors import ConfigError, UsageError
from .fs import FILE_MODE, atomic_write, ensure_private_dir
from .home import Layout, resolve_home
from .redaction import REDACTED, redact_url
from .services import NATIVE, resolve_service
from .yaml_edit import set_scalar
from .yamlsafe import load_yaml_text, read_yaml_text, repeated_key

TARGETS = ("memory", "user")
NOTIFICATION_MODES = ("off", "on", "verbose")
PROVIDERS = NATIVE
STRUCTURED_OUTPUT = ("auto", "off")
REASONING_EFFORTS = ("", "none", "minimal", "low", "medium", "high", "xhigh", "max", "ultra")
QUEUE_BACKENDS = ("sqlite", "redis")
# A queue name becomes part of Redis keys and the scheduler lock key: keep it plain.
QUEUE_NAME_RE = re.compile(r"[A-Za-z0-9_-]{1,64}")

DEFAULTS: dict[str, Any] = {
    "memory": {
        "memory_enabled": True,
        "user_profile_enabled": True,
        "memory_char_limit": 2200,
        "user_char_limit": 1375,
        "write_approval": False,
        "nudge_interval": 10,
    },
    "display": {"memory_notifications": "on"},
    "auxiliary": {
        "background_review": {
            "enabled": True, "provider": "auto", "model": "", "base_url": "",
            "api_key": "", "timeout": 120, "extra_body": {}, "reasoning_effort": "",
            "temperature": None, "seed": None, "max_output_tokens": 0,
            "structured_output": "auto", "keep_filter": "off", "keep_filter_threshold": None,
        },
        "session_search": {
            "provider": "auto", "model": "", "base_url": "", "api_key": "",
            "max_concurrency": 3, "timeout": 60, "extra_body": {}, "reasoning_effort": "",
            "temperature": None, "seed": None, "max_output_tokens": 0,
            "structured_output": "auto",
        },
    },
    "reverie": {
        "queue": {
            "backend": "sqlite", "redis_url": "redis://127.0.0.1:6379/0", "workers": 4,
            # "" = "reverie", or "reverie-<profile>" so profiles sharing a Redis database
            # do not share a queue (resolved in build_settings).
            "name": "",
            "retries": 3, "retry_delay": 15, "lease_seconds": 60, "shutdown_timeout": 30,
            "leader_ttl": 10,
        },
        # nudge_interval: Reverie's review every N user turns (0 = off). memory.nudge_interval
        # is Hermes' in-process review, which an operator turns off beside Reverie (§13).
        "schedule": {"scan_seconds": 60, "idle_summary_minutes": 30, "reconcile_seconds": 300,
                     "nudge_interval": 10},
        "budget": {"daily_input_tokens": 2_000_000},
        # How long a Hermes plugin hook waits for its enqueue (seconds) before leaving it to
        # a background thread: the agent's turn waits at most this (issue 19).
        "hooks": {"timeout": 0.25},
        # How long Reverie waits for Hermes' state.db while another process (the agent)
        # holds its write lock, in seconds, before the job is retried later (its storage
        # retries wait as long as it takes; docs/worker.md).
        "state_db": {"busy_timeout": 10},
        # The console's shared secret; required to serve on anything but loopback
        # (REVERIE_WEB_PASSWORD overrides it). Used as password or bearer token.
        "web": {"password": ""},
        # Pending records (spec §17, docs/staging.md): one older than max_age_days expires
        # (it is never applied; its fact may be proposed again).
        "staging": {"max_age_days": 30},
        # An optional webhook (Slack-compatible {"text": ...}) told once each time one of
        # these figures crosses its threshold (docs/alerts.md). "" = off; 0 = that figure off.
        "notify": {"webhook_url": "", "pending_count": 20, "pending_age_hours": 168,
                   "waiting_facts": 10, "dead_letters": 1, "timeout": 10},
        # Memory upkeep (spec §16, docs/memory-upkeep.md): consolidate a target once it
        # passes high_water of its limit, down to low_water; and every every_hours while
        # it stays above low_water.
        "garden": {"enabled": True, "high_water": 0.80, "low_water": 0.60, "every_hours": 24,
                   "waiting_cap": "auto", "max_episodes": 5000},
        # The auxiliary model as a second opinion on background proposals the scanner
        # passed: one it reads as an instruction waits for approval (docs/scanner.md).
        "scan": {"second_opinion": False},
    },
}

# memory.write_approval spellings: Hermes 0.19 turns its gate on for these strings (and
# for a real true); Reverie reads the same ones so both sides agree (spec §13). Off
# spellings are listed too, so a typo is an error here instead of silently "off".
APPROVAL_ON = frozenset({"on", "true", "yes", "1", "approve", "enabled"})
APPROVAL_OFF = frozenset({"off", "false", "no", "0", "disabled", ""})

#: A hook's wait is the agent's; more than this is no longer "short" (SQLite's own busy
#: timeout, which a hook used to wait out, is 10 s).
MAX_HOOK_TIMEOUT = 5.0

#: The longest ``reverie.state_db.busy_timeout``: a statement waiting longer holds a worker
#: thread that a retry (which waits as long as it takes) would free.
MAX_STATE_DB_BUSY_TIMEOUT = 300.0

#: The largest ``memory.memory_char_limit`` / ``user_char_limit``. Both files ride whole in
#: the agent's system prompt (Hermes) and in every review prompt (Reverie), so a limit is a
#: prompt budget: 1,000,000 characters is about 360,000 tokens at Hermes' own 2.75
#: characters a token, past what a model takes as a system prompt. Unbounded, a typo like
#: 10**18 was accepted and a limit past a float's range (a 400-digit number) made `doctor`
#: and `queue` end in "unexpected OverflowError" (session 18, tester11).
MAX_CHAR_LIMIT = 1_000_000

# A webhook URL carries its token in the path (Slack's hooks.slack.com/services/T/B/SECRET).
SECRET_KEYS = frozenset({"api_key", "password", "webhook_url"})
WEB_PASSWORD_ENV = "REVERIE_WEB_PASSWORD"
MIN_WEB_PASSWORD_CHARS = 12


# --- typed views -------------------------------------------------------------------------

@dataclass(frozen=True)
class MemorySettings:
    memory_enabled: bool
    user_profile_enabled: bool
    memory_char_limit: int
    user_char_limit: int
    write_approval: bool
    # Hermes' own in-process review every N user turns (Hermes' default 10); Reverie does
    # not act on it, `reverie doctor` warns while it is on beside Reverie.
    nudge_interval: int

    def limit(self, target: str) -> int:
        return self.memory_char_limit if target == "memory" else self.user_char_limit

    def enabled(self, target: str) -> bool:
        return self.memory_enabled if target == "memory" else self.user_profile_enabled


@dataclass(frozen=True)
class ProviderSettings:
    provider: str
    model: str
    base_url: str
    api_key: str = field(repr=False)
    timeout: float
    enabled: bool = True
    max_concurrency: int = 1
    # A Hermes service name resolved by config/services.py ("" for Reverie's own names),
    # and the environment variables that may hold its key when api_key is empty.
    service: str = ""
    key_env: tuple[str, ...] = ()
    # Passed through to an OpenAI-compatible request as Hermes does (spec §13).
    extra_body: Mapping[str, Any] = field(default_factory=dict)
    reasoning_effort: str = ""
    # Sampling: None = the server's default (not sent). The eval sets temperature 0.
    temperature: float | None = None
    seed: int | None = None
    # The output cap of every call; 0 = sized per call from what its schema can need
    # (review/providers/caps.py). A reply that reaches the cap is invalid.
    max_output_tokens: int = 0
    # "auto": JSON requests carry their schema (a server that refuses it gets plain JSON
    # from then on); "off": plain JSON mode only, the schema travels in the prompt.
    structured_output: str = "auto"
    #: learn86: the heuristic's learned keep filter, "on" or "off" (background_review only;
    #: review/providers/heuristic/keep_filter.py), and its threshold (None: the weights file's)
    keep_filter: str = "off"
    keep_filter_threshold: float | None = None

    def __repr__(self) -> str:  # never print the key
        return (f"ProviderSettings(provider={self.provider!r}, model={self.model!r}, "
                f"base_url={self.base_url!r}, api_key={'***' if self.api_key else ''!r}, "
                f"timeout={self.timeout!r}, enabled={self.enabled!r}, "
                f"max_concurrency={self.max_concurrency!r}, service={self.service!r}, "
                f"temperature={self.temperature!r}, seed={self.seed!r}, "
                f"max_output_tokens={self.max_output_tokens!r}, "
                f"structured_output={self.structured_output!r})")

    def key(self, environ: Mapping[str, str]) -> str:
        """The API key: the configured one, else the first of ``key_env`` that is set."""
        if self.api_key.strip():
            return self.api_key.strip()
        return next((environ[n].strip() for n in self.key_env if (environ.get(n) or "").strip()), "")


@dataclass(frozen=True)
class QueueSettings:
    backend: str
    redis_url: str
    workers: int
    name: str                 # queue name (huey's, and the Redis scheduler-lock key)
    retries: int              # transient failures retried this often, then a dead letter
    retry_delay: float        # seconds before the first retry; doubles each attempt
    lease_seconds: float      # a per-session lease expires this long after its last renewal
    shutdown_timeout: float   # SIGTERM waits this long for in-flight jobs, then re-enqueues
    leader_ttl: float         # expiry of the Redis scheduler-leader key


@dataclass(frozen=True)
class ScheduleSettings:
    scan_seconds: float
    idle_summary_minutes: float
    reconcile_seconds: float
    nudge_interval: int = 10  # Reverie's review every N new user turns (0 = off)


@dataclass(frozen=True)
class StagingSettings:
    """Pending records: how old one may grow before it expires."""

    max_age_days: float = 30.0

    @property
    def max_age_seconds(self) -> float:
        return self.max_age_days * 86400.0


@dataclass(frozen=True)
class NotifySettings:
    """The optional webhook and the thresholds whose crossing it is told of (0 = not watched)."""

    webhook_url: str = field(default="", repr=False)
    pending_count: int = 20          # records waiting for an operator
    pending_age_hours: float = 168.0  # the oldest of them, in hours (a week)
    waiting_facts: int = 10          # facts waiting for room (memory upkeep)
    dead_letters: int = 1            # failed jobs waiting for retry or drop
    timeout: float = 10.0            # seconds per POST attempt

    @property
    def enabled(self) -> bool:
        return bool(self.webhook_url)


@dataclass(frozen=True)
class GardenSettings:
    """Memory upkeep: when a bounded file is consolidated, and down to how full."""

    enabled: bool = True
    high_water: float = 0.80     # a target above this share of its limit is consolidated
    low_water: float = 0.60      # ... down to at most this share
    every_hours: float = 24.0    # and again this often while it stays above low_water
    #: Waiting facts a target keeps, as a share of its limit (their characters); None: what
    #: one consolidation can place, high_water - low_water / 2 (docs/memory-upkeep.md).
    waiting_cap: float | None = None
    #: The user's past events the archive keeps; past it the oldest said are retired (their
    #: words stay in the transcript); 0: no bound (docs/memory-upkeep.md, "Episodes").
    max_episodes: int = 5000

    def goal(self, limit: int) -> int:
        """The most characters a consolidated target of ``limit`` may hold."""
        return int(limit * self.low_water)

    def above_high_water(self, used: int, limit: int) -> bool:
        return limit > 0 and used > limit * self.high_water

    def ceiling(self, limit: int) -> int:
        """The most characters a learned add may take a target of ``limit`` to: high water
        (the room above is the agent's own, docs/memory-upkeep.md)."""
        return int(limit * self.high_water)

    def waiting_cap_chars(self, limit: int) -> int:
        """The most characters the waiting facts of a target of ``limit`` may need: with
        the default, all of them land after one consolidation (to at least half of low
        water) without taking the file above high water."""
        share = (self.waiting_cap if self.waiting_cap is not None
                 else self.high_water - self.low_water / 2)
        return int(limit * share)


@dataclass(frozen=True)
class Settings:
    """Everything a command needs to know about where it works and how."""

    home: Path                    # the directory with the Hermes layout (profile dir if any)
    profile: str | None
    memory: MemorySettings
    memory_notifications: str
    background_review: ProviderSettings
    session_search: ProviderSettings
    queue: QueueSettings
    schedule: ScheduleSettings
    daily_input_tokens: int
    raw: dict[str, Any] = field(repr=False, compare=False)
    web_password: str = field(default="", repr=False)
    environ: Mapping[str, str] = field(repr=False, compare=False, default_factory=dict)
    hook_timeout: float = 0.25    # reverie.hooks.timeout: a plugin hook's wait, seconds
    staging: StagingSettings = field(default_factory=StagingSettings)
    notify: NotifySettings = field(default_factory=NotifySettings)
    #: reverie.scan.second_opinion: the model classifies background proposals too
    scan_second_opinion: bool = False
    garden: GardenSettings = field(default_factory=GardenSettings)
    #: reverie.state_db.busy_timeout: seconds a state.db statement waits for another
    #: process's lock (SQLite's busy timeout) before it fails as busy
    state_db_busy_timeout: float = 10.0

    # paths of the home layout (spec section 3)
    @property
    def login_name(self) -> str | None:
        """Who runs the command (for the journal): the login name as the shell knows it."""
        return self.environ.get("USER") or self.environ.get("LOGNAME") or None

    @cached_property
    def layout(self) -> Layout:
        """Where everything is in this home (``config.home.Layout``, the one spelling);
        made once, with its paths (issue 27)."""
        return Layout(self.home)

    @property
    def config_path(self) -> Path:
        return self.layout.config_file

    @property
    def memories_dir(self) -> Path:
        return self.layout.memories_dir

    def memory_file(self, target: str) -> Path:
        return self.layout.memory_file(target)

    @property
    def pending_root(self) -> Path:
        return self.layout.pending_root

    @property
    def pending_dir(self) -> Path:
        return self.layout.pending_dir

    @property
    def state_db(self) -> Path:
        return self.layout.state_db

    @property
    def reverie_dir(self) -> Path:
        return self.layout.reverie_dir

    @property
    def queue_db(self) -> Path:
        return self.layout.queue_db

    @property
    def journal_db(self) -> Path:
        return self.layout.journal_db

    @property
    def scheduler_lock(self) -> Path:
        return self.layout.scheduler_lock


# --- loading -------------------------------------------------------------------------------

def load_settings(home: str | os.PathLike[str] | None = None, profile: str | None = None,
                  environ: Mapping[str, str] | None = None,
                  overrides: Mapping[str, Any] | None = None) -> Settings:
    """Resolve the home/profile, read its ``config.yaml`` (if any) and validate it."""
    env = dict(os.environ if environ is None else environ)
    directory, profile = resolve_home(home, profile, env)
    if directory.exists() and not directory.is_dir():
        raise ConfigError(f"The home {directory} is not a directory.",
                          hint="Point --home (or REVERIE_HOME / HERMES_HOME) at a directory.")
    raw = read_config_file(Layout(directory).config_file)
    if overrides:
        raw = _deep_merge(raw, overrides)
    return build_settings(directory, profile, raw, env)


def read_config_file(path: Path) -> dict[str, Any]:
    text = _config_text(path)
    return {} if text is None else _parsed_config(path, text)


def _config_text(path: Path) -> str | None:
    """config.yaml's text, or None when there is none."""
    try:
        return read_yaml_text(path)
    except (FileNotFoundError, NotADirectoryError):  # no file, or a home below a file
        return None
    except UnicodeDecodeError as exc:
        raise ConfigError(f"{path} is not UTF-8 text (bad byte at offset {exc.start}).",
                          hint="Re-save it as UTF-8.") from None
    except OSError as exc:
        raise ConfigError(f"Cannot read {path}: {exc.strerror or exc}.",
                          hint="config.yaml must be a readable file.") from None


def _parsed_config(path: Path, text: str) -> dict[str, Any]:
    try:
        data = load_yaml_text(text, source=str(path), keys_read=reverie_reads)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark is not None else ""
        raise ConfigError(f"{path} is not valid YAML{where}.",
                          hint="Fix the syntax or remove the file to use the defaults.") from exc
    except RecursionError:  # self-referencing aliases or absurd nesting
        raise ConfigError(f"{path} is nested too deeply to be a configuration file.",
                          hint="Fix the file or remove it to use the defaults.") from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise ConfigError(f"{path} must hold a mapping of sections, not {type(data).__name__}.")
    try:  # YAML aliases can make a value contain itself; merging it would recurse forever
        json.dumps(data, default=str)
    except (ValueError, RecursionError):
        raise ConfigError(f"{path} has a value that contains itself (a YAML alias loop) or is"
                          " nested too deeply.", hint="Fix the file or remove it to use the"
                                                      " defaults.") from None
    return data


def repeated_key_elsewhere(path: Path) -> str | None:
    """One line when config.yaml has a key twice in a section Reverie does not read, or None.

    Reverie loads such a file (Hermes 0.19's PyYAML keeps the last of the two too), but
    Hermes 0.22 reads config.yaml with ruamel, which refuses a repeated key anywhere, so its
    non-interactive runs stop on the file. `reverie doctor` reports it."""
    try:
        text = _config_text(path)
    except ConfigError:  # the normal load reports it
        return None
    found = repeated_key(text) if text is not None else None
    if found is None:
        return None
    key, first, second = found
    return (f"{path} has the key {key!r} twice (lines {first} and {second}). Reverie does not"
            " read it, but Hermes 0.22 refuses the whole file (its runs stop on it) and Hermes"
            " 0.19 keeps only the last: merge the two.")


def reverie_reads(path: tuple[str, ...]) -> bool:
    """Whether Reverie reads the setting at ``path`` (or a section holding one): the paths
    of :data:`DEFAULTS`, and anything inside a free-form mapping there (``extra_body``).
    A key written twice elsewhere in config.yaml is Hermes' (see yamlsafe)."""
    node: Any = DEFAULTS
    for part in path:
        if node == {}:  # a free-form mapping: every key in it is sent on
            return True
        if not isinstance(node, dict) or part not in node:
            return False
        node = node[part]
    return True


def build_settings(directory: Path, profile: str | None, raw: Mapping[str, Any],
                   environ: Mapping[str, str] | None = None) -> Settings:
    env = dict(environ or {})
    merged = _deep_merge(DEFAULTS, raw)
    v = _Validator(merged)
    memory = MemorySettings(
        memory_enabled=v.boolean("memory.memory_enabled"),
        user_profile_enabled=v.boolean("memory.user_profile_enabled"),
        memory_char_limit=v.integer("memory.memory_char_limit", minimum=1,
                                    maximum=MAX_CHAR_LIMIT),
        user_char_limit=v.integer("memory.user_char_limit", minimum=1, maximum=MAX_CHAR_LIMIT),
        write_approval=v.approval_flag("memory.write_approval"),
        nudge_interval=v.integer("memory.nudge_interval", minimum=0),
    )
    notifications = v.notification_mode("display.memory_notifications")
    review = ProviderSettings(
        enabled=v.boolean("auxiliary.background_review.enabled"),
        keep_filter=v.switch("auxiliary.background_review.keep_filter"),
        keep_filter_threshold=v.optional_number("auxiliary.background_review.keep_filter_threshold",
                                                minimum=0.0, maximum=1.0),
        **_provider_fields(v, "auxiliary.background_review"),
    )
    search = ProviderSettings(
        max_concurrency=v.integer("auxiliary.session_search.max_concurrency", minimum=1),
        **_provider_fields(v, "auxiliary.session_search"),
    )
    queue = QueueSettings(
        backend=v.choice("reverie.queue.backend", QUEUE_BACKENDS),
        redis_url=v.string("reverie.queue.redis_url"),
        workers=v.integer("reverie.queue.workers", minimum=1, maximum=256),
        name=_queue_name(v, profile),
        # The upper bounds keep the doubling retry delay and huey's timestamps finite.
        retries=v.integer("reverie.queue.retries", minimum=0, maximum=20),
        retry_delay=v.number("reverie.queue.retry_delay", minimum=0, maximum=3600),
        lease_seconds=v.number("reverie.queue.lease_seconds", minimum=1, maximum=86400),
        shutdown_timeout=v.number("reverie.queue.shutdown_timeout", minimum=0, maximum=86400),
        leader_ttl=v.number("reverie.queue.leader_ttl", minimum=0.5, maximum=3600),
    )
    if queue.backend == "redis" and not queue.redis_url.startswith(("redis://", "rediss://", "unix://")):
        raise ConfigError("reverie.queue.redis_url must start with redis://, rediss:// or unix://.")
    schedule = ScheduleSettings(
        scan_seconds=v.number("reverie.schedule.scan_seconds", minimum=0.05),
        idle_summary_minutes=v.number("reverie.schedule.idle_summary_minutes", minimum=0),
        reconcile_seconds=v.number("reverie.schedule.reconcile_seconds", minimum=0.05),
        nudge_interval=v.integer("reverie.schedule.nudge_interval", minimum=0),
    )
    budget = v.integer("reverie.budget.daily_input_tokens", minimum=0)
    return Settings(
        home=Path(directory), profile=profile, memory=memory,
        memory_notifications=notifications, background_review=review,
        session_search=search, queue=queue, schedule=schedule,
        daily_input_tokens=budget, raw=dict(raw), environ=env,
        web_password=_web_password(v, env),
        hook_timeout=v.number("reverie.hooks.timeout", minimum=0, maximum=MAX_HOOK_TIMEOUT),
        staging=StagingSettings(
            max_age_days=v.number("reverie.staging.max_age_days", minimum=0.001, maximum=36600)),
        notify=_notify(v),
        garden=_garden(v),
        scan_second_opinion=v.boolean("reverie.scan.second_opinion"),
        state_db_busy_timeout=v.number("reverie.state_db.busy_timeout", minimum=0.01,
                                       maximum=MAX_STATE_DB_BUSY_TIMEOUT),
    )


def _notify(v: _Validator) -> NotifySettings:
    """reverie.notify: an http(s) URL or nothing; thresholds of 0 leave a figure unwatched."""
    url = v.string("reverie.notify.webhook_url").strip()
    if url and not re.match(r"https?://[^/\s]+", url):
        # Never echo the value: a webhook URL holds its token.
        raise ConfigError("reverie.notify.webhook_url must be an http:// or https:// URL.",
                          hint="Paste the incoming-webhook URL your chat service gave you.")
    return NotifySettings(
        webhook_url=url,
        pending_count=v.integer("reverie.notify.pending_count", minimum=0),
        pending_age_hours=v.number("reverie.notify.pending_age_hours", minimum=0),
        waiting_facts=v.integer("reverie.notify.waiting_facts", minimum=0),
        dead_letters=v.integer("reverie.notify.dead_letters", minimum=0),
        timeout=v.number("reverie.notify.timeout", minimum=0.1, maximum=300),
    )


def _garden(v: _Validator) -> GardenSettings:
    """reverie.garden: 0 < low_water < high_water <= 1 (shares of a target's limit)."""
    high = v.number("reverie.garden.high_water", minimum=0, maximum=1)
    low = v.number("reverie.garden.low_water", minimum=0, maximum=1)
    if high <= 0:
        raise ConfigError(f"reverie.garden.high_water must be more than 0, not {high!r}.")
    if not 0 < low < high:
        raise ConfigError(f"reverie.garden.low_water must be more than 0 and below "
                          f"reverie.garden.high_water ({high!r}), not {low!r}.")
    return GardenSettings(enabled=v.boolean("reverie.garden.enabled"), high_water=high,
                          low_water=low,
                          every_hours=v.number("reverie.garden.every_hours", minimum=0.01,
                                               maximum=24 * 366),
                          waiting_cap=_waiting_cap(v),
                          max_episodes=v.integer("reverie.garden.max_episodes", minimum=0,
                                                 maximum=10_000_000))


def _waiting_cap(v: _Validator) -> float | None:
    """reverie.garden.waiting_cap: ``auto`` or a share of the limit, 0.05 to 10."""
    value = v.get("reverie.garden.waiting_cap")
    if isinstance(value, str) and value.strip().lower() == "auto":
        return None
    if isinstance(value, bool) or not isinstance(value, int | float) or not (
            0.05 <= value <= 10):
        raise ConfigError(f"reverie.garden.waiting_cap must be 'auto' or a share of the "
                          f"target's limit from 0.05 to 10, not {value!r}.")
    return float(value)


def _web_password(v: _Validator, env: Mapping[str, str]) -> str:
    """The console password: the environment wins over the file; short ones are refused
    (it guards memory edits from the network, so a guessable one is worse than none)."""
    if env.get(WEB_PASSWORD_ENV):
        value, where = env[WEB_PASSWORD_ENV], WEB_PASSWORD_ENV
    else:
        value, where = v.string("reverie.web.password"), "reverie.web.password"
    if value and (len(value) < MIN_WEB_PASSWORD_CHARS or value != value.strip()):
        # Never echo the value: it is a secret even when it is a bad one.
        raise ConfigError(f"{where} must be at least {MIN_WEB_PASSWORD_CHARS} characters with no"
                          " leading or trailing spaces.",
                          hint="Choose a longer password, e.g. `python3 -c 'import secrets;"
                               " print(secrets.token_urlsafe(24))'`.")
    return value


def _queue_name(v: _Validator, profile: str | None) -> str:
    name = v.string("reverie.queue.name")
    if not name:
        return "reverie" if profile is None else f"reverie-{profile}"
    if not QUEUE_NAME_RE.fullmatch(name):
        raise ConfigError(f"reverie.queue.name must be 1-64 letters, digits, '_' or '-', not {name!r}.")
    return name


def _endpoint(url: str, key: str) -> str:
    """A model endpoint's address: empty, or http(s) with a host and nothing that breaks a
    request line. Anything else was taken and made every call of the home fail for good
    (``file://``, ``localhost:8080`` without a scheme, a newline saved as a space)."""
    if not url.strip():
        return url
    try:
        parts = urlsplit(url.strip())
        host = parts.hostname
    except ValueError:
        host = None
    if (parts.scheme.lower() not in ("http", "https") if host else True) \
            or any(c.isspace() or ord(c) < 32 or ord(c) == 127 for c in url.strip()):
        raise ConfigError(f"{key} must be an http:// or https:// address, not {url!r}.",
                          hint="e.g. http://127.0.0.1:8080/v1 (or empty for the provider's own).")
    return url


def _provider_fields(v: _Validator, prefix: str) -> dict[str, Any]:
    name = v.get(f"{prefix}.provider")
    if name is not None and not isinstance(name, str):
        raise ConfigError(f"{prefix}.provider must be a provider name, not {_kind(name)}.")
    resolved = resolve_service(f"{prefix}.provider", name or "auto",
                               _endpoint(v.string(f"{prefix}.base_url"), f"{prefix}.base_url"))
    effort = v.string(f"{prefix}.reasoning_effort").strip().lower()
    if effort not in REASONING_EFFORTS:
        raise ConfigError(f"{prefix}.reasoning_effort must be one of "
                          f"{', '.join(e for e in REASONING_EFFORTS if e)} or empty, not {effort!r}.")
    return {
        "provider": resolved.provider,
        "service": resolved.service,
        "key_env": resolved.key_env,
        "model": v.string(f"{prefix}.model"),
        "base_url": resolved.base_url,
        "api_key": v.string(f"{prefix}.api_key"),
        # At most a day: a socket's timeout past time_t made every call "unexpected
        # OverflowError" and every review a dead letter.
        "timeout": v.number(f"{prefix}.timeout", minimum=0.001, maximum=MAX_MODEL_TIMEOUT),
        "extra_body": v.json_object(f"{prefix}.extra_body"),
        "reasoning_effort": effort,
        "temperature": v.optional_number(f"{prefix}.temperature", minimum=0.0, maximum=2.0),
        "seed": v.optional_integer(f"{prefix}.seed", minimum=0, maximum=2**31 - 1),
        "max_output_tokens": v.integer(f"{prefix}.max_output_tokens", minimum=0,
                                       maximum=1_000_000),
        "structured_output": v.choice(f"{prefix}.structured_output", STRUCTURED_OUTPUT),
    }


class _Validator:
    """Reads dotted keys out of the merged mapping, raising errors that name the key."""

    def __init__(self, data: Mapping[str, Any]) -> None:
        self.data = data

    def get(self, key: str) -> Any:
        node: Any = self.data
        parts = key.split(".")
        for i, part in enumerate(parts):
            if not isinstance(node, Mapping):
                parent = ".".join(parts[:i])
                raise ConfigError(f"{parent} must be a mapping, not {_kind(node)}.")
            node = node.get(part)
        return node

    def boolean(self, key: str) -> bool:
        value = self.get(key)
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in ("true", "false", "yes", "no", "on", "off"):
            return value.lower() in ("true", "yes", "on")
        raise ConfigError(f"{key} must be true or false, not {value!r}.")

    def json_object(self, key: str) -> dict[str, Any]:
        value = self.get(key)
        if value is None:
            return {}
        if not isinstance(value, Mapping):
            raise ConfigError(f"{key} must be a mapping of request fields, not {_kind(value)}.")
        try:
            return json.loads(json.dumps(value))
        except (TypeError, ValueError, RecursionError):
            raise ConfigError(f"{key} must hold JSON values only (text, numbers, booleans, "
                              "lists and mappings).") from None

    def approval_flag(self, key: str) -> bool:
        try:
            return parse_approval_flag(self.get(key))
        except ValueError as exc:
            raise ConfigError(f"{key} {exc}") from None

    def integer(self, key: str, *, minimum: int | None = None, maximum: int | None = None) -> int:
        value = self.get(key)
        if isinstance(value, bool) or not isinstance(value, int):
            raise ConfigError(f"{key} must be a whole number, not {value!r}.")
        self._range(key, value, minimum, maximum)
        return value

    def number(self, key: str, *, minimum: float | None = None,
               maximum: float | None = None) -> float:
        value = self.get(key)
        # YAML reads .nan and .inf as floats; NaN passes every comparison, so refuse both.
        # A whole number past a float's range (a 400-digit one) raised OverflowError here.
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) > _LARGEST_FLOAT:
            raise ConfigError(f"{key} is too large ({_shown(value)}).")
        if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
            raise ConfigError(f"{key} must be a number, not {value!r}.{_exponent_hint(value)}")
        self._range(key, value, minimum, maximum)
        return float(value)

    def optional_number(self, key: str, *, minimum: float | None = None,
                        maximum: float | None = None) -> float | None:
        """A number, or None when the key is unset (null or empty)."""
        if self.get(key) in (None, ""):
            return None
        return self.number(key, minimum=minimum, maximum=maximum)

    def optional_integer(self, key: str, *, minimum: int | None = None,
                         maximum: int | None = None) -> int | None:
        """A whole number, or None when the key is unset (null or empty)."""
        if self.get(key) in (None, ""):
            return None
        return self.integer(key, minimum=minimum, maximum=maximum)

    def string(self, key: str) -> str:
        value = self.get(key)
        if value is None:
            return ""
        if not isinstance(value, str):
            raise ConfigError(f"{key} must be a string, not {_kind(value)}.")
        try:  # models, URLs and keys go into HTTP requests, which take UTF-8 only
            value.encode("utf-8")
        except UnicodeEncodeError:
            raise ConfigError(f"{key} is not valid Unicode text (an unpaired surrogate).",
                              hint="Give the value as UTF-8.") from None
        return value

    def choice(self, key: str, choices: tuple[str, ...]) -> str:
        value = self.get(key)
        if value not in choices:
            raise ConfigError(f"{key} must be one of {', '.join(choices)}, not {value!r}.")
        return value

    def notification_mode(self, key: str) -> str:
        value = self.get(key)
        # YAML 1.1 reads a bare `on`/`off` as a boolean; accept what the user meant.
        if value is True:
            return "on"
        if value is False:
            return "off"
        return self.choice(key, NOTIFICATION_MODES)

    def switch(self, key: str) -> str:
        """"on" or "off"; YAML 1.1's booleans for a bare on/off read as what the user meant."""
        value = self.get(key)
        if isinstance(value, bool):
            return "on" if value else "off"
        return self.choice(key, ("on", "off"))

    @staticmethod
    def _range(key: str, value: float, minimum: float | None, maximum: float | None) -> None:
        if minimum is not None and value < minimum:
            raise ConfigError(f"{key} must be at least {_shown(minimum)}, not {_shown(value)}.")
        if maximum is not None and value > maximum:
            raise ConfigError(f"{key} must be at most {_shown(maximum)}, not {_shown(value)}.")


_LARGEST_FLOAT = int(sys.float_info.max)


_BARE_EXPONENT = re.compile(r"[+-]?(\d+)[eE]([+-]?\d+)")


def _exponent_hint(value: object) -> str:
    """For text YAML read from what was meant as a number with an exponent ("3e2": YAML
    1.1 wants a dot and the exponent's sign, "3.0e+2"), how to write it; else nothing."""
    found = _BARE_EXPONENT.fullmatch(value.strip()) if isinstance(value, str) else None
    if found is None:
        return ""
    mantissa, exponent = found.groups()
    signed = exponent if exponent[0] in "+-" else "+" + exponent   # (YAML 1.1 wants both)
    whole = f" or {int(mantissa) * 10 ** int(exponent)}" if 0 <= int(exponent) <= 18 else ""
    return (" YAML reads an exponent without a dot and a sign as text: write"
            f" {mantissa}.0e{signed}{whole}.")


#: The longest a model call may be given (seconds): a day.
MAX_MODEL_TIMEOUT = 86400


def _shown(value: Any) -> str:
    """A value for a one-line message: a whole number with digit groups, a huge one by its
    length (a 400-digit number is not a line)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return f"{value:,}" if abs(value) < 10**24 else "a number of more than 24 digits"
    return repr(value)


def _kind(value: Any) -> str:
    return "nothing" if value is None else type(value).__name__


def parse_approval_flag(value: Any) -> bool:
    """A ``write_approval`` value as Hermes 0.19 reads it: a boolean, or one of the strings
    on/true/yes/1/approve/enabled (on) and off/false/no/0/disabled (off), any case; the
    numbers 1 and 0 count as their strings. ValueError names the accepted spellings."""
    if isinstance(value, bool):
        return value
    if value is None:
        return False
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str):
        word = value.strip().lower()
        if word in APPROVAL_ON:
            return True
        if word in APPROVAL_OFF:
            return False
    raise ValueError(f"must be true or false (or one of {', '.join(sorted(APPROVAL_ON))} / "
                     f"{', '.join(sorted(APPROVAL_OFF - {''}))}), not {value!r}.")


def _deep_merge(base: Mapping[str, Any], over: Mapping[str, Any]) -> dict[str, Any]:
    out = copy.deepcopy(dict(base))
    for key, value in over.items():
        if isinstance(value, Mapping) and isinstance(out.get(key), Mapping):
            out[key] = _deep_merge(out[key], value)
        else:
            out[key] = copy.deepcopy(value)
    return out


# --- show / get / set ----------------------------------------------------------------------

def effective_config(settings: Settings) -> dict[str, Any]:
    """Defaults merged with the file (unknown keys included), secrets redacted."""
    return redact(_deep_merge(DEFAULTS, settings.raw))


def redact(data: Any) -> Any:
    """A copy of ``data`` with API keys and URL passwords replaced by ``***``."""
    if isinstance(data, Mapping):
        return {
            k: (REDACTED if k in SECRET_KEYS and v else redact(v)) for k, v in data.items()
        }
    if isinstance(data, list):
        return [redact(x) for x in data]
    if isinstance(data, str):
        return redact_url(data)
    return data


def get_value(settings: Settings, key: str) -> Any:
    node: Any = effective_config(settings)
    for part in key.split("."):
        if not isinstance(node, Mapping) or part not in node:
            raise ConfigError(f"No setting named {key!r}.",
                              hint="Run `reverie config show` to see every key.")
        node = node[part]
    return node


def _is_known_setting(parts: list[str]) -> bool:
    node: Any = DEFAULTS
    for part in parts:
        if not isinstance(node, dict) or part not in node:
            return False
        node = node[part]
    return not isinstance(node, dict)


def set_value(settings: Settings, key: str, text: str) -> Settings:
    """Set ``key`` (dotted) to ``text`` parsed as a YAML scalar, validate, write atomically.

    Unknown keys already in the file are kept, but setting one is refused (a typo such as
    memory.write_aproval would otherwise be saved and silently ignored). The file's text
    is edited in place (:mod:`config.yaml_edit`), so its comments stay; docs/architecture.md
    (config) records when it is written whole instead.
    """
    parts = key.split(".")
    if not key or any(not p for p in parts):
        raise ConfigError(f"Invalid setting name {key!r}.", hint="Use a dotted name like memory.write_approval.")
    if not _is_known_setting(parts):
        # A typo (memory.write_aproval) would otherwise be saved and silently ignored.
        raise UsageError(f"No setting named {key!r}.",
                         hint="Run `reverie config show` to see every key.")
    try:
        value = load_yaml_text(text, source="the value") if text.strip() else ""
    except (yaml.YAMLError, RecursionError, ConfigError):  # not YAML we accept: plain text
        value = text
    if isinstance(value, dict | list):
        raise ConfigError(f"{key} takes a single value, not a {type(value).__name__}.")
    path = _written_config_path(settings.config_path)
    # Read, change and write under one lock: two `config set` at once (a provisioning
    # script's `&`) each read the old file and the last write won, silently dropping the
    # other's setting, though both said "saved" (tester9).
    with config_write_lock(settings):
        text = _config_text(path) or ""
        raw = _parsed_config(path, text) if text.strip() else {}
        node = raw
        for i, part in enumerate(parts[:-1]):
            child = node.get(part)
            if child is None:
                child = node[part] = {}
            if not isinstance(child, dict):
                raise ConfigError(f"{'.'.join(parts[: i + 1])} is a value, not a section.")
            node = child
        node[parts[-1]] = value
        new = build_settings(settings.home, settings.profile, raw, settings.environ)
        atomic_write(path, _written_text(path, text, parts, value, raw))
    return new


def _written_text(path: Path, text: str, parts: list[str], value: Any,
                  raw: dict[str, Any]) -> str:
    """config.yaml with the one change: the file's own ``text`` edited in place, so its
    comments, order and quoting stay (it is Hermes' file too); written whole from ``raw``
    only when the text cannot be edited so (flow style, a multi-line value)."""
    if text.strip():
        edited = set_scalar(text, parts, value, raw,
                            lambda new: load_yaml_text(new, source=str(path),
                                                       keys_read=reverie_reads))
        if edited is not None:
            return edited
    return yaml.safe_dump(raw, sort_keys=False, allow_unicode=True)


#: How long `config set` waits for another process's change of config.yaml.
CONFIG_LOCK_TIMEOUT = 10.0


@contextmanager
def config_write_lock(settings: Settings, *,
                      timeout: float = CONFIG_LOCK_TIMEOUT) -> Iterator[None]:
    """Hold the exclusive lock of the home's config.yaml changes (``reverie/config.lock``,
    owner-only, a flock; a symbolic link there is refused)."""
    lock = settings.reverie_dir / "config.lock"
    try:
        ensure_private_dir(lock.parent)
        fd = os.open(lock, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, FILE_MODE)
    except OSError as exc:
        what = "it is a symbolic link" if exc.errno == errno.ELOOP else exc.strerror or exc
        raise ConfigError(f"Cannot open the lock file {lock}: {what}.",
                          hint="Remove it (Reverie makes it again) and retry.") from exc
    try:
        if not _take_lock(fd, timeout):
            raise ConfigError(f"{settings.config_path} is being changed by another process "
                              f"(waited {timeout:g} s).", hint="Retry in a moment.")
        with _shared_file_lock(settings.config_path, timeout):
            yield
    finally:
        os.close(fd)   # closing the descriptor releases the flock


@contextmanager
def _shared_file_lock(config: Path, timeout: float) -> Iterator[None]:
    """A config.yaml may be a link to a file kept elsewhere (a dotfiles repository), or
    the file other homes link to: the homes' own locks do not see each other, so the
    folder that really holds the file is flocked too (a directory descriptor: no file is
    made there), by the home that has the file and by every home linking to it."""
    folder = Path(os.path.realpath(config)).parent
    try:
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    except OSError as exc:
        raise ConfigError(f"Cannot lock {folder}, where {config} links to: "
                          f"{exc.strerror or exc}.",
                          hint="Make the folder readable, or copy the file into the home.") \
            from exc
    try:
        if not _take_lock(fd, timeout):
            raise ConfigError(f"{config} is being changed by another process (through "
                              f"another home linking the same file; waited {timeout:g} s).",
                              hint="Retry in a moment.")
        yield
    finally:
        os.close(fd)


def _take_lock(fd: int, timeout: float) -> bool:
    """The flock of ``fd``, waiting at most ``timeout`` seconds; False if still held."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except BlockingIOError:
            if time.monotonic() >= deadline:
                return False
            _lock_busy()
            time.sleep(0.02)


def _lock_busy() -> None:
    """Called each time the lock was found held (a test's handshake point)."""


def _written_config_path(path: Path) -> Path:
    """The file `config set` rewrites: config.yaml, or the file it links to. A config.yaml
    kept elsewhere (a dotfiles repository) and linked into the home is changed in place, as
    Hermes 0.22 does, instead of the link being replaced by a copy (tester9); a link to
    nothing is refused rather than followed into directories that may not exist."""
    if not path.is_symlink():
        return path
    target = Path(os.path.realpath(path))
    if not target.is_file():
        raise ConfigError(f"{path} is a symbolic link to {target}, which is not a file.",
                          hint="Fix or remove the link, then retry.")
    return target
