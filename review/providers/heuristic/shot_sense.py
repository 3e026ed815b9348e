"""Which "shoot" the user means (mbprec1, review31 R21 on issue 31).

A user telling the assistant about their photography says "I like shooting people because
photography lets me keep those moments"; the entry keeps the liking and cuts the reason, and
"User likes shooting people." alone reads as a liking for violence. When the user's message
names photography (a photo, a camera, photographing) and nothing of a gun or a ball game, the
entry's "shoot" is the camera's and is written so: "User likes photographing people.".
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)

_CAMERA = re.compile(r"\b(?:photo\w*|cameras?|lens(?:es)?|pictures?|portraits?|tripods?)\b", re.I)
_OTHER_SHOT = re.compile(r"\b(?:guns?|rifles?|pistols?|range|hunt\w*|hoops?|basketball|ball|goals?|arrows?|archery|"
                         r"film(?:ing|s)?|movies?|videos?)\b", re.I)
_SHOOT = re.compile(r"\bshoot(s|ing)?\b", re.I)
_CAMERA_FORM = {"": "photograph", "s": "photographs", "ing": "photographing"}


def camera_shot(entry: str, said: str) -> str:
    """``entry`` with its "shoot" written as photographing when ``said`` (the user's message)
    is about photography alone (module docstring)."""
    if not _SHOOT.search(entry) or not _CAMERA.search(said) or _OTHER_SHOT.search(said):
        return entry
    return _SHOOT.sub(lambda m: _CAMERA_FORM[(m.group(1) or "").lower()], entry)
