"""The console's access rules: who may call it, from which page, under which host name.

- **Authentication.** A per-process token (random, printed in the URL `reverie serve`
  shows) and, when configured, ``reverie.web.password``. Either may be sent as
  ``Authorization: Bearer …``; a browser trades it once (``?token=`` in the URL, or the
  login form for the password) for an HttpOnly, SameSite=Strict session cookie and is
  redirected to the same URL without the token, so it does not stay in history or logs.
- **CSRF.** Every state-changing request (any method but GET/HEAD/OPTIONS) must carry the
  per-process CSRF token, as the ``X-CSRF-Token`` header or the ``csrf_token`` form field;
  the page carries it in a ``<meta>`` tag and in each form. A request whose ``Origin`` is
  another site is refused as well.
- **Host header.** Only the names the console was opened under are accepted (loopback names
  on a loopback bind, plus the bind address, the machine's name and ``--allow-host`` names
  otherwise), so a DNS-rebinding page cannot talk to it under its own name.

Secrets are compared in constant time. The rules are pure functions of the request's
method, path, headers and query, so they can be tested without a server.
"""

from __future__ import annotations

import hmac
import ipaddress
import secrets
import socket
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from reverie.config import ConfigError, Settings
from reverie.config.settings import WEB_PASSWORD_ENV

SESSION_COOKIE = "reverie_console"
CSRF_HEADER = "x-csrf-token"
CSRF_FIELD = "csrf_token"
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
#: Paths anyone may load: the login form and the stylesheet/script it needs.
PUBLIC_PREFIXES = ("/login", "/static/")
LOOPBACK_NAMES = ("localhost", "127.0.0.1", "[::1]")


def is_loopback(host: str) -> bool:
    """Whether ``host`` (a bind address or name) is only reachable from this machine."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


@dataclass
class Access:
    """The secrets and names of one console process."""

    bind_host: str
    port: int
    password: str = field(default="", repr=False)
    extra_hosts: tuple[str, ...] = ()
    token: str = field(default_factory=lambda: secrets.token_urlsafe(32), repr=False)
    session: str = field(default_factory=lambda: secrets.token_urlsafe(32), repr=False)
    csrf: str = field(default_factory=lambda: secrets.token_urlsafe(32), repr=False)

    @classmethod
    def for_bind(cls, settings: Settings, host: str, port: int,
                 extra_hosts: tuple[str, ...] = ()) -> Access:
        """The access rules for serving on ``host``; refuses a non-loopback bind without a
        password (the token alone would travel a network in a URL)."""
        if not is_loopback(host) and not settings.web_password:
            raise ConfigError(
                f"Refusing to serve the console on {host}, which other machines can reach, "
                "without a password.",
                hint=f"Set one with `reverie config set reverie.web.password …` (or "
                     f"{WEB_PASSWORD_ENV}), or serve on 127.0.0.1 and use an SSH tunnel.")
        return cls(bind_host=host, port=port, password=settings.web_password,
                   extra_hosts=tuple(h.lower() for h in extra_hosts))

    # --- host names -------------------------------------------------------------------
    def allowed_host_names(self) -> set[str]:
        names = set(LOOPBACK_NAMES) | set(self.extra_hosts)
        bind = self.bind_host.lower()
        if not is_loopback(bind):
            if bind not in ("0.0.0.0", "::", "[::]"):
                names.add(f"[{bind}]" if ":" in bind else bind)
            names.add(socket.gethostname().lower())
        return names

    def host_allowed(self, host_header: str | None) -> bool:
        """``Host`` must name this console: an allowed name, with our port or none."""
        if not host_header:
            return False
        value = host_header.strip().lower()
        if value.startswith("["):
            name, _, rest = value.partition("]")
            name, port = name + "]", rest.removeprefix(":")
        else:
            name, _, port = value.partition(":")
        if port and port != str(self.port):
            return False
        return name in self.allowed_host_names()

    def origin_allowed(self, origin: str | None) -> bool:
        """A cross-site ``Origin`` on a state-changing request is refused."""
        if origin is None:
            return True
        if origin == "null":
            return False
        netloc = urlsplit(origin).netloc
        return self.host_allowed(netloc)

    # --- credentials ------------------------------------------------------------------
    def secret_valid(self, candidate: str | None) -> bool:
        """The per-process token or the configured password."""
        if not candidate:
            return False
        ok = _same(candidate, self.token)
        if self.password:
            ok = _same(candidate, self.password) or ok
        return ok

    def authenticated(self, authorization: str | None, cookie: str | None) -> bool:
        if authorization:
            scheme, _, value = authorization.partition(" ")
            if scheme.lower() == "bearer" and self.secret_valid(value.strip()):
                return True
        return bool(cookie) and _same(cookie, self.session)

    def csrf_valid(self, candidate: str | None) -> bool:
        return bool(candidate) and _same(candidate, self.csrf)


def _same(a: str, b: str) -> bool:
    return hmac.compare_digest(a.encode("utf-8", "surrogatepass"), b.encode("utf-8"))
