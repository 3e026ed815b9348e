"""The heuristic's ``re``: :mod:`reverie.config.lazy_re`, which the scanner shares (its
modules import this one as ``from . import lazy_re as re``)."""

from reverie.config.lazy_re import *  # noqa: F403 - the same module's names
from reverie.config.lazy_re import MADE, LazyPattern, compile, is_pattern  # noqa: F401
