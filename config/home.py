"""Finding the home directory and the profile inside it.

Precedence: ``--home DIR`` > ``REVERIE_HOME`` > ``HERMES_HOME`` > ``~/.hermes``.
``--profile NAME`` (or ``REVERIE_PROFILE``) selects ``<home>/profiles/<NAME>/``, which has
the same layout as the home itself. Profile names are ``[A-Za-z0-9_-]{1,64}``; anything
else (``..``, ``/``, empty) is refused so a profile can never point outside the home.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from pathlib import Path

from .errors import UsageError

PROFILE_RE = re.compile(r"[A-Za-z0-9_-]{1,64}")


def resolve_root(home: str | os.PathLike[str] | None = None,
                 environ: Mapping[str, str] | None = None) -> Path:
    env = os.environ if environ is None else environ
    for candidate in (home, env.get("REVERIE_HOME"), env.get("HERMES_HOME")):
        if candidate:
            return Path(candidate).expanduser()
    return Path(env.get("HOME") or Path.home()).expanduser() / ".hermes"


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
    validate_profile(profile)
    return root / "profiles" / profile, profile
