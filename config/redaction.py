"""Secrets in URLs, replaced before any text is shown or logged.

Its own module, below :mod:`.errors` and :mod:`.settings`, because every error's ``str()``
redacts through it and the settings module imports the errors.
"""

from __future__ import annotations

import re

REDACTED = "***"

_URL_PASSWORD = re.compile(
    # scheme://user:SECRET@host — the secret runs to the LAST "@" of the authority (a
    # password may contain "@"), and never past the authority's end (/ ? # or space), so
    # "http://host:8080/p?mail=a@b.com" is left alone.
    # A scheme-relative "//user:SECRET@host" is one too (review26 R5's residue).
    r"(?P<head>(?:[A-Za-z][A-Za-z0-9+.-]*:)?//[^:/?#@\s]*:)(?P<secret>[^/?#\s]+)"
    r"(?=@[^@/?#\s]*(?:[/?#\s]|$))")


# user:SECRET@host with no scheme (what a base_url typed without "http://" looks like,
# review26 R5): a word that opens the text or follows a space, a quote, "(" or "=", then
# the secret up to the last "@" that a host (a name or a bracketed IPv6 address, and a
# port) follows.
_BARE_USERINFO = re.compile(
    r"(?:^|(?<=[\s'\"(=<]))(?P<head>[A-Za-z][A-Za-z0-9._~%+-]*:)(?P<secret>[^/?#\s'\"]+)"
    r"(?=@(?:[A-Za-z0-9][A-Za-z0-9.-]*|\[[0-9A-Fa-f:.]+\])(?::\d+)?(?:[/?#\s'\")>]|$))")


# ?key=… / &access_token=… / ?sig=…: gateways take the API key in the query string (issue
# 14). A parameter whose name says it is a credential has its value replaced.
_QUERY_SECRET = re.compile(
    r"(?P<head>[?&;][\w.~-]*?(?:key|token|secret|passw(?:or)?d|pwd|sig(?:nature)?|auth"
    r"|credential)[\w.~-]*=)(?P<secret>[^&#\s'\"<>]+)", re.IGNORECASE)


def redact_url(text: str) -> str:
    """``redis://:hunter2@host`` → ``redis://:***@host`` (``user:pw@host`` with no scheme
    too), ``…?key=abc`` → ``…?key=***``:
    passwords and keys in URLs are secrets too."""
    text = _URL_PASSWORD.sub(lambda m: m.group("head") + REDACTED, text)
    text = _BARE_USERINFO.sub(lambda m: m.group("head") + REDACTED, text)
    return _QUERY_SECRET.sub(lambda m: m.group("head") + REDACTED, text)
