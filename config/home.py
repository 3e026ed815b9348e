"""Finding the home directory and the profile inside it.

Precedence: ``--home DIR`` > ``REVERIE_HOME`` > ``HERMES_HOME`` > ``~/.hermes``.
``--profile NAME`` (or ``REVERIE_PROFILE``) selects ``<home>/profiles/<NAME>/``, which has
the same layout as the home itself. Profile names are ``[A-Za-z0-9_-]{1,64}``; anything
else (``..``, ``/``, empty) is refused so a profile can never point outside the home.

The layout of a home (spec §3) is spelled here and nowhere else: :class:`Layout` names
every file and directory Reverie reads or writes in one home (or profile) directory, and
:func:`profile_dir` / :func:`profiles_of` / :func:`root_of` the profiles around it.
``Settings``' path properties, the session-search tool's ``profile`` argument, staging,
the doctor and the many-homes pool all go through them.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from .errors import ConfigError, UsageError
from .fs import atomic_write, ensure_private_dir

PROFILE_RE = re.compile(r"[A-Za-z0-9_-]{1,64}")

#: The directory Hermes (and so Reverie) uses when nothing names one: ``~/<DEFAULT_HOME>``.
DEFAULT_HOME = ".hermes"
PROFILES = "profiles"


@dataclass(frozen=True)
class Layout:
    """Where things are in one home directory (a profile's directory has the same layout).
    Each path is made once per layout (``cached_property``): a review asks for them
    dozens of times, and joining paths again was ~1 ms of its CPU (issue 27)."""

    directory: Path

    @cached_property
    def config_file(self) -> Path:
        return self.directory / "config.yaml"

    @cached_property
    def state_db(self) -> Path:
        return self.directory / "state.db"

    @cached_property
    def memories_dir(self) -> Path:
        return self.directory / "memories"

    @cached_property
    def _memory_files(self) -> dict[bool, Path]:
        return {True: self.memories_dir / "MEMORY.md", False: self.memories_dir / "USER.md"}

    def memory_file(self, target: str) -> Path:
        return self._memory_files[target == "memory"]

    @cached_property
    def pending_root(self) -> Path:
        """``pending/``: Hermes keeps one subdirectory per kind of pending record."""
        return self.directory / "pending"

    @cached_property
    def pending_dir(self) -> Path:
        return self.pending_root / "memory"

    @cached_property
    def reverie_dir(self) -> Path:
        return self.directory / "reverie"

    @cached_property
    def queue_db(self) -> Path:
        return self.reverie_dir / "queue.db"

    @cached_property
    def journal_db(self) -> Path:
        return self.reverie_dir / "journal.db"

    @cached_property
    def scheduler_lock(self) -> Path:
        return self.reverie_dir / "scheduler.lock"

    @cached_property
    def created_marker(self) -> Path:
        """Written when Reverie itself made this home (``reverie init``, or ``ingest`` into
        an empty directory): no Hermes agent lives here, which ``doctor`` takes into account."""
        return self.reverie_dir / "created-by-reverie"

    @cached_property
    def judged_queue_file(self) -> Path:
        """The pending records as last read and judged, reused by the next reader while a
        record's file and its target's entries are unchanged (``memory.pending.judged``)."""
        return self.reverie_dir / "pending-judged.json"

    @cached_property
    def home_id_file(self) -> Path:
        """The home's random id (names its Redis queue; see ``jobs.queue``)."""
        return self.reverie_dir / "home-id"


def absolute_path(path: str, environ: Mapping[str, str], cwd: Path) -> str:
    """A path (or glob) as a pool or a service records it: ``~`` expanded with the
    environment's HOME, made absolute against ``cwd``, ``..`` folded; symbolic links are
    kept (a glob cannot be resolved, and a home path should read as the user wrote it)."""
    if path == "~" or path.startswith("~/"):
        path = (environ.get("HOME") or str(Path.home())) + path[1:]
    return os.path.normpath(os.path.join(str(cwd), path))


def resolved(path: Path) -> Path:
    """``path`` with its symbolic links resolved; absolute as it is if that fails."""
    try:
        return Path(path).resolve()
    except OSError:
        return Path(os.path.abspath(path))


def profile_dir(root: Path, name: str) -> Path:
    """The directory of profile ``name`` of the home ``root`` (the name is validated)."""
    return Path(root) / PROFILES / validate_profile(name)


def root_of(directory: Path, profile: str | None) -> Path:
    """The home a directory belongs to: itself, or for a profile's directory its home."""
    return Path(directory).parent.parent if profile else Path(directory)


def profiles_of(root: Path) -> list[tuple[str, Path]]:
    """``(name, directory)`` of every profile of the home ``root``, by name: the
    subdirectories of ``profiles/`` whose names are valid profile names (anything else
    there is not a profile Reverie could be pointed at, so it is not served either)."""
    try:
        entries = sorted(os.scandir(Path(root) / PROFILES), key=lambda e: e.name)
    except OSError:
        return []
    return [(e.name, Path(e.path)) for e in entries
            if PROFILE_RE.fullmatch(e.name) and e.is_dir(follow_symlinks=True)]


def invalid_profiles(root: Path) -> list[Path]:
    """The subdirectories of ``<root>/profiles/`` that :func:`profiles_of` leaves out for
    their names (issue 29: ``--all-profiles`` skipped them without a word)."""
    try:
        entries = sorted(os.scandir(Path(root) / PROFILES), key=lambda e: e.name)
    except OSError:
        return []
    return [Path(e.path) for e in entries
            if not PROFILE_RE.fullmatch(e.name) and e.is_dir(follow_symlinks=True)]


def resolve_root(home: str | os.PathLike[str] | None = None,
                 environ: Mapping[str, str] | None = None) -> Path:
    env = os.environ if environ is None else environ
    for candidate in (home, env.get("REVERIE_HOME"), env.get("HERMES_HOME")):
        if candidate:
            return Path(candidate).expanduser()
    return Path(env.get("HOME") or Path.home()).expanduser() / DEFAULT_HOME


def validate_profile(name: str) -> str:
    if not isinstance(name, str) or not PROFILE_RE.fullmatch(name):
        raise UsageError(
            f"Invalid profile name {name!r}.",
            hint="Profile names use only letters, digits, '_' and '-' (1 to 64 characters).",
        )
    return name


def resolve_home(home: str | os.PathLike[str] | None = None,
                 profile: str | None = None,
                 environ: Mapping[str, str] | None = None) -> tuple[Path, str | None]:
    """Return ``(directory, profile)``: the directory whose layout Reverie works on."""
    env = os.environ if environ is None else environ
    root = resolve_root(home, env)
    profile = profile if profile is not None else (env.get("REVERIE_PROFILE") or None)
    if profile is None:
        return root, None
    return profile_dir(root, profile), profile


# --- a home is named right or refused (issue 30) ------------------------------------------

#: How the home was chosen, in precedence order (the last is used when nothing names one).
DEFAULT_SOURCE = "the default ~/.hermes"


def home_source(home: str | os.PathLike[str] | None = None,
                environ: Mapping[str, str] | None = None) -> str:
    """Which of ``--home``, ``REVERIE_HOME``, ``HERMES_HOME`` or the default chose the home
    :func:`resolve_root` returns: said beside a refused path, so a typo is found where it is."""
    env = os.environ if environ is None else environ
    for name, candidate in (("--home", home), ("REVERIE_HOME", env.get("REVERIE_HOME")),
                            ("HERMES_HOME", env.get("HERMES_HOME"))):
        if candidate:
            return name
    return DEFAULT_SOURCE


class HomeNotFound(ConfigError):
    """The home (or profile) a command was pointed at does not exist (exit status 1)."""


#: The commands that make a home where there is none (docs/worker.md, "Which commands
#: create a home"); every other command that reads a home refuses a missing one.
CREATE_HINT = "`reverie init` creates it (so does `reverie ingest FILE`)"


def require_home(home: str | os.PathLike[str] | None = None, profile: str | None = None,
                 environ: Mapping[str, str] | None = None) -> tuple[Path, str | None]:
    """:func:`resolve_home`, refusing a home or profile directory that does not exist: a
    typo'd ``--home`` must not read as an empty memory (or be created by a worker that then
    idles forever). The one-line message names the path, how it was chosen and, for a
    profile, the profiles that do exist."""
    env = os.environ if environ is None else environ
    directory, profile = resolve_home(home, profile, env)
    root = root_of(directory, profile)
    source = home_source(home, env)
    if not root.exists():
        raise HomeNotFound(f"No home at {root} (chosen by {source}).",
                           hint=f"Check the path; {CREATE_HINT}.")
    if profile is not None and not directory.exists():
        names = [name for name, _ in profiles_of(root)]
        have = (f"its profiles are {', '.join(names)}" if names
                else "it has no profiles")
        raise HomeNotFound(f"No profile {profile!r} in the home {root} (chosen by {source}); "
                           f"{have}.",
                           hint=f"`reverie --profile {profile} init` creates it.")
    return directory, profile


def create_home(directory: Path) -> bool:
    """Make ``directory`` a home, the explicit act of ``init`` and ``ingest``: create it
    (0700) if missing, and mark it created by Reverie when it was missing or empty (so not
    a Hermes agent's home). True when it was marked now."""
    directory = Path(directory)
    try:
        empty = not directory.exists() or not any(directory.iterdir())
    except OSError:
        empty = False
    ensure_private_dir(directory)
    layout = Layout(directory)
    if not empty or layout.created_marker.exists():
        return False
    atomic_write(layout.created_marker, "This home was created by Reverie (no Hermes agent "
                                        "wrote it); `reverie doctor` reads this file.\n")
    return True


def created_by_reverie(directory: Path) -> bool:
    return Layout(Path(directory)).created_marker.is_file()
