"""The homes one process serves: ``--homes`` paths and globs, ``--all-profiles``, settings.

A :class:`HomeSet` is what a pool was started with; :meth:`HomeSet.expand` says which homes
that is *now* (globs and profile directories are read again on every call, so a pool that
expands its set every few seconds serves a new home or profile without a restart).
A :class:`HomeRef` names one served directory: a home, or one of its profiles.

:class:`SettingsCache` loads each home's settings once and keeps them while its
``config.yaml`` (inode, size, mtime) and the environment are unchanged — the rule
:func:`jobs.enqueuer.enqueuer_for` keeps its enqueuers by.
"""

from __future__ import annotations

import glob
import os
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from reverie.config import ConfigError, ReverieError, Settings, UsageError, load_settings
from reverie.config.home import (
    Layout,
    absolute_path,
    profile_dir,
    profiles_of,
    resolve_root,
    resolved,
)

from .watch import stat_signature


@dataclass(frozen=True)
class HomeRef:
    """One directory a pool serves: ``root`` itself (``profile`` None) or its profile."""

    root: Path
    profile: str | None = None

    @property
    def directory(self) -> Path:
        return profile_dir(self.root, self.profile) if self.profile else self.root

    def sort_key(self) -> tuple[str, str]:
        return (str(self.root), self.profile or "")

    @property
    def label(self) -> str:
        """How monitoring names it: the directory (a profile's is ``<root>/profiles/NAME``)."""
        return str(self.directory)


def config_identity(directory: Path) -> str:
    """What says config.yaml changed: its inode, size and mtime (``-``: no file)."""
    return stat_signature(Layout(directory).config_file)


@dataclass(frozen=True)
class HomeSet:
    """``patterns`` (absolute paths or globs) and whether each home's profiles are served."""

    patterns: tuple[str, ...]
    all_profiles: bool = False
    #: A pool of one: exactly this home (or profile), whatever the patterns say.
    only: HomeRef | None = None

    @classmethod
    def one(cls, directory: Path) -> HomeSet:
        """The single home (or profile directory) ``directory``: what ``--home`` /
        ``--profile`` serve, as a pool of one."""
        ref = HomeRef(Path(directory))
        return cls((str(ref.directory),), only=ref)

    @classmethod
    def from_options(cls, home: str | None, profile: str | None, homes: Sequence[str],
                     all_profiles: bool, environ: Mapping[str, str], *,
                     cwd: Path | None = None) -> HomeSet | None:
        """What ``worker | scheduler | run`` were given: None for the single home of
        ``--home`` / ``--profile`` (no pool flag), else the pool. ``--homes`` names every
        home, so it cannot be combined with ``--home`` / ``--profile``."""
        if not homes and not all_profiles:
            return None
        if homes and (home is not None or profile is not None):
            raise UsageError("--homes names every home this process serves; leave out --home "
                             "and --profile (list that home in --homes too).")
        if not homes and profile is not None:
            raise UsageError("--all-profiles serves every profile of the home; leave out "
                             "--profile.")
        cwd = Path.cwd() if cwd is None else cwd
        given = list(homes) or [str(resolve_root(home, environ))]
        patterns = []
        for raw in given:
            if not raw.strip():
                raise UsageError("--homes is empty; give a home directory or a glob of them.")
            pattern = absolute_path(raw, environ, cwd)
            if pattern not in patterns:
                patterns.append(pattern)
        return cls(tuple(patterns), all_profiles)

    def expand(self) -> list[HomeRef]:
        """Every home (and, with ``all_profiles``, every profile) the patterns match now,
        each once, sorted. A literal path that is not a directory is left out, like a glob
        that matches nothing: :meth:`check` is what refuses them at start."""
        if self.only is not None:
            return [self.only]
        roots: dict[Path, None] = {}
        for pattern in self.patterns:
            matches = glob.glob(pattern) if glob.has_magic(pattern) else [pattern]
            for match in sorted(matches):
                if os.path.isdir(match):
                    roots.setdefault(resolved(Path(match)), None)
        refs: dict[Path, HomeRef] = {}
        for root in roots:
            refs.setdefault(root, HomeRef(root))
            if self.all_profiles:
                for name, directory in profiles_of(root):
                    refs.setdefault(resolved(directory), HomeRef(root, name))
        return sorted(refs.values(), key=HomeRef.sort_key)

    def check(self, *, error: type[ReverieError] = ConfigError) -> list[HomeRef]:
        """:meth:`expand`, refusing a literal path that is not a directory and a glob
        matching none (at start: a typo must not make a pool that serves nothing)."""
        if self.only is not None:
            return [self.only]
        for pattern in self.patterns:
            if glob.has_magic(pattern):
                if not any(os.path.isdir(m) for m in glob.glob(pattern)):
                    raise error(f"--homes {pattern} matches no directory.",
                                hint="Quote the glob so the shell leaves it to Reverie, and "
                                     "check that it matches the homes.")
            elif not os.path.isdir(pattern):
                raise error(f"--homes {pattern} is not a directory.",
                            hint="Give existing home directories (or a glob of them).")
        return self.expand()

    def describe(self) -> str:
        return ", ".join(self.patterns) + (" and their profiles" if self.all_profiles else "")


class SettingsCache:
    """Each home's validated settings, loaded again only when its config.yaml changed."""

    def __init__(self, environ: Mapping[str, str] | None = None) -> None:
        self.environ = dict(os.environ if environ is None else environ)
        self._kept: dict[HomeRef, tuple[str, Settings]] = {}
        self._pinned: dict[HomeRef, Settings] = {}
        self._loaders: dict[HomeRef, Callable[[], Settings]] = {}
        self._lock = threading.Lock()

    def pin(self, ref: HomeRef, settings: Settings) -> None:
        """Serve ``ref`` with ``settings`` as given (a single home's, built by the caller
        with its overrides), never reloaded."""
        with self._lock:
            self._pinned[ref] = settings

    def follow(self, ref: HomeRef, load: Callable[[], Settings]) -> None:
        """Load ``ref``'s settings with ``load`` (a single home's, loaded as its command
        line loads them: ``--home`` / ``--profile`` and the environment), again each time
        its config.yaml changes, as a pool's homes are."""
        with self._lock:
            self._loaders[ref] = load
            self._kept.pop(ref, None)

    def get(self, ref: HomeRef) -> Settings:
        with self._lock:
            pinned = self._pinned.get(ref)
        if pinned is not None:
            return pinned
        identity = config_identity(ref.directory)
        with self._lock:
            kept = self._kept.get(ref)
        if kept is not None and kept[0] == identity:
            return kept[1]
        with self._lock:
            load = self._loaders.get(ref)
        settings = (load() if load is not None
                    else load_settings(ref.root, ref.profile, environ=self.environ))
        with self._lock:
            self._kept[ref] = (identity, settings)
        return settings

    def changed(self, ref: HomeRef) -> bool:
        """Whether config.yaml changed since the settings kept for ``ref`` were loaded."""
        with self._lock:
            if ref in self._pinned:
                return False
            kept = self._kept.get(ref)
        return kept is None or kept[0] != config_identity(ref.directory)

    def forget(self, ref: HomeRef) -> None:
        with self._lock:
            self._kept.pop(ref, None)
