"""What a service serves: one home (and profile), or a pool of homes given by paths and globs.

A :class:`ServiceTarget` is validated once, when ``reverie service install`` is given it, and
then recorded in the service definition as the ``reverie run`` command line the service
starts (:meth:`ServiceTarget.run_args`); :func:`target_from_args` reads it back from an
installed definition, so ``status`` and the doctor know which homes a unit serves.

Every path recorded is absolute: a service starts in a working directory and environment
of the service manager's choosing, never the shell's that installed it.
"""

from __future__ import annotations

import glob
import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path, PurePath

from reverie.config import UsageError, validate_profile
from reverie.config.errors import ServiceError
from reverie.config.home import (
    DEFAULT_HOME,
    PROFILES,
    absolute_path,
    profile_dir,
    resolve_root,
    resolved,
)
from reverie.jobs.homes import HomeSet


@dataclass(frozen=True)
class ServiceTarget:
    """``home`` (+ ``profile``) for a single-home service, or ``homes`` for a pool."""

    home: Path | None = None
    profile: str | None = None
    homes: tuple[str, ...] = ()
    all_profiles: bool = False

    @property
    def is_pool(self) -> bool:
        return bool(self.homes)

    @property
    def directory(self) -> Path | None:
        """The directory a single-home service works on (the profile's, with a profile)."""
        if self.home is None:
            return None
        return profile_dir(self.home, self.profile) if self.profile else self.home

    def run_args(self) -> list[str]:
        """Reverie's arguments for the service: global options, ``run``, then the pool's."""
        args: list[str] = []
        if self.home is not None:
            args += ["--home", str(self.home)]
        if self.profile:
            args += ["--profile", self.profile]
        args.append("run")
        for pattern in self.homes:
            args += ["--homes", pattern]
        if self.all_profiles:
            args.append("--all-profiles")
        return args

    def suffix(self, user_home: Path) -> str:
        """The part that tells this service's name from another's (Hermes' convention for
        ``hermes gateway install``): "" for the default home ``~/.hermes``, the profile's
        name for a profile of it, otherwise a short hash of the directory (or, for a pool,
        ``pool-`` and a hash of its patterns). ``--all-profiles`` does not change the name:
        installing again with or without it replaces the same service."""
        if self.is_pool:
            return "pool-" + _short_hash("\n".join(self.homes))
        default_root = resolved(user_home / DEFAULT_HOME)
        directory = resolved(self.directory or Path("/"))
        if directory == default_root:
            return ""
        if directory.parent == default_root / PROFILES:
            return directory.name
        return _short_hash(str(directory))

    def serves(self, directory: Path) -> bool:
        """Whether this service's work includes the home (or profile) ``directory``."""
        wanted = resolved(directory)
        if self.is_pool:
            if any(_matches(wanted, pattern) for pattern in self.homes):
                return True
            return self.all_profiles and wanted.parent.name == PROFILES and any(
                _matches(wanted.parent.parent, pattern) for pattern in self.homes)
        if self.directory is not None and resolved(self.directory) == wanted:
            return True
        root = resolved(self.home) if self.home is not None else None
        return bool(self.all_profiles and root is not None
                    and wanted.parent == root / PROFILES)

    def describe(self) -> str:
        if self.is_pool:
            text = "the homes " + ", ".join(self.homes)
        else:
            text = str(self.directory)
        return text + (" and every profile in them" if self.all_profiles and self.is_pool
                       else " and every profile in it" if self.all_profiles else "")


def resolve_target(home: str | None, profile: str | None, homes: Sequence[str],
                   all_profiles: bool, environ: Mapping[str, str], *,
                   must_exist: bool = True, cwd: Path | None = None) -> ServiceTarget:
    """What ``reverie [--home] [--profile] service ...`` names: the same rules as every
    command for --home / --profile, or the --homes patterns. With ``must_exist`` (install),
    each home must be a directory and each glob must match one; status and uninstall name
    the service even after its homes were removed."""
    cwd = Path.cwd() if cwd is None else cwd
    if homes:
        if home is not None or profile is not None:
            raise UsageError("--homes names every home the service serves; leave out "
                             "--home and --profile (list that home in --homes too).")
        return ServiceTarget(homes=tuple(_patterns(homes, environ, cwd, must_exist)),
                             all_profiles=all_profiles)
    profile = profile if profile is not None else (environ.get("REVERIE_PROFILE") or None)
    if profile is not None:
        validate_profile(profile)
        if all_profiles:
            raise UsageError("--all-profiles serves every profile of the home; leave out "
                             "--profile (and REVERIE_PROFILE).")
    root = absolute_path(str(resolve_root(home, environ)), environ, cwd)
    target = ServiceTarget(home=resolved(root), profile=profile, all_profiles=all_profiles)
    directory = target.directory
    assert directory is not None
    if must_exist and not directory.is_dir():
        raise ServiceError(f"The home {directory} is not a directory.",
                           hint="Create it, or point --home (or HERMES_HOME) at the agent's "
                                "home, then install the service.")
    check_printable(str(directory), "--home")
    return target


def target_from_args(args: Sequence[str]) -> ServiceTarget | None:
    """Read back :meth:`ServiceTarget.run_args` (Reverie's arguments in a service's command
    line), or None when they are not arguments this package writes."""
    rest = list(args)
    home: Path | None = None
    profile: str | None = None
    homes: list[str] = []
    all_profiles = False
    seen_run = False
    while rest:
        word = rest.pop(0)
        if word in ("--home", "--profile", "--homes") and rest:
            value = rest.pop(0)
            if word == "--home":
                home = Path(value)
            elif word == "--profile":
                profile = value
            else:
                homes.append(value)
        elif word == "--all-profiles":
            all_profiles = True
        elif word == "run" and not seen_run:
            seen_run = True
        else:
            return None
    if not seen_run or (home is None) == (not homes):
        return None
    return ServiceTarget(home=home, profile=profile, homes=tuple(homes),
                         all_profiles=all_profiles)


# --- helpers -------------------------------------------------------------------------------

def _patterns(patterns: Sequence[str], environ: Mapping[str, str], cwd: Path,
              must_exist: bool) -> list[str]:
    found: list[str] = []
    for raw in patterns:
        if not raw.strip():
            raise UsageError("--homes is empty; give a home directory or a glob of them.")
        pattern = absolute_path(raw, environ, cwd)
        check_printable(pattern, "--homes")
        if must_exist:
            _check_matches(pattern)
        if pattern not in found:
            found.append(pattern)
    return found


def _check_matches(pattern: str) -> None:
    HomeSet((pattern,)).check(error=ServiceError)


def check_printable(text: str, option: str) -> None:
    """Refuse what no unit file or plist line can carry (the recorded paths must read back
    exactly as given)."""
    if any(ord(ch) < 32 or ord(ch) == 127 for ch in text):
        raise UsageError(f"{option} holds a control character (a newline, a tab, ...); a "
                         f"service definition cannot carry it.")


def _matches(directory: Path, pattern: str) -> bool:
    if not glob.has_magic(pattern):
        return directory == resolved(Path(pattern))
    # A glob matches path component by component, as the shell and glob.glob do.
    return PurePath(str(directory)).match(pattern) or any(
        resolved(Path(m)) == directory for m in glob.glob(pattern))


def _short_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogateescape")).hexdigest()[:8]
