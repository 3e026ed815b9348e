"""The console's access rules: who may call it, from which page, under which host name.

- **Authentication.** A per-process startup token (random, printed in the URL `reverie
  serve` shows) and, when configured, ``reverie.web.password``. A browser trades one of them
  for a session (:mod:`.sessions`: a fresh id per sign-in in an HttpOnly, SameSite=Strict
  cookie): the token through ``?token=`` in the URL (then redirected to the same URL
  without it), the password (or the token) through the ``/login`` form. The token is
  exchanged once and then dies, for the URL, the form and ``Authorization: Bearer`` alike.
  API clients send ``Authorization: Bearer <password>`` (or the token, until a browser
  exchanged it). Every secret checked goes through :mod:`.throttle` first.
- **CSRF.** Every state-changing request (any method but GET/HEAD/OPTIONS) of a signed-in
  browser must carry its session's CSRF token, as the ``X-CSRF-Token`` header or the
  ``csrf_token`` form field; the pages carry it in a ``<meta>`` tag and in each form, and no
  page an unauthenticated client can fetch carries one. A bearer request needs none: a
  browser never sends ``Authorization`` on its own, so another site cannot forge it.
- **Origin.** A state-changing request whose ``Origin`` (or, without one, ``Referer``) is
  not exactly the console's own ``http://<host>:<port>`` is refused. A signed-in browser's
  request with neither is refused too (every browser sends ``Origin`` on a POST).
- **Host header.** Only the names the console was opened under are accepted (loopback names
  on a loopback bind, plus the bind address, the machine's name and ``--allow-host`` names
  otherwise), so a DNS-rebinding page cannot talk to it under its own name.

Secrets are compared in constant time. The rules are functions of the request's method,
path, headers and query plus the process' sessions and failure counts, so they can be
tested without a server, on a fake clock.
"""

from __future__ import annotations

import hmac
import ipaddress
import secrets
import socket
import threading
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from reverie.config import SYSTEM_CLOCK, Clock, ConfigError, Settings
from reverie.config.settings import WEB_PASSWORD_ENV

from .sessions import ConsoleSession, Sessions
from .throttle import SignInThrottle

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


@dataclass(frozen=True)
class Verdict:
    """What checking one secret said: ``ok``, or how long to wait before another is
    checked (``retry_after`` > 0: this one was not even looked at)."""

    ok: bool
    retry_after: float = 0.0
    via: str = ""  # "token" or "password" when ok


@dataclass
class Access:
    """The secrets, names, sessions and failure counts of one console process."""

    bind_host: str
    port: int
    password: str = field(default="", repr=False)
    extra_hosts: tuple[str, ...] = ()
    clock: Clock = field(default=SYSTEM_CLOCK, repr=False)
    token: str = field(default_factory=lambda: secrets.token_urlsafe(32), repr=False)

    def __post_init__(self) -> None:
        self.sessions = Sessions(self.clock)
        self.throttle = SignInThrottle(self.clock)
        self._token_live = True
        self._token_lock = threading.Lock()
        # Compared against when the token is dead, so a dead token costs the same time.
        self._dead = secrets.token_urlsafe(32)
        self._host_names: frozenset[str] | None = None

    @classmethod
    def for_bind(cls, settings: Settings, host: str, port: int,
                 extra_hosts: tuple[str, ...] = (), *, clock: Clock = SYSTEM_CLOCK) -> Access:
        """The access rules for serving on ``host``; refuses a non-loopback bind without a
        password (the token alone would travel a network in a URL)."""
        if not is_loopback(host) and not settings.web_password:
            raise ConfigError(
                f"Refusing to serve the console on {host}, which other machines can reach, "
                "without a password.",
                hint=f"Set one with `reverie config set reverie.web.password …` (or "
                     f"{WEB_PASSWORD_ENV}), or serve on 127.0.0.1 and use an SSH tunnel.")
        return cls(bind_host=host, port=port, password=settings.web_password,
                   extra_hosts=tuple(h.lower() for h in extra_hosts), clock=clock)

    # --- host names -------------------------------------------------------------------
    def allowed_host_names(self) -> frozenset[str]:
        """Made once: every request asks (parsing the bind address each time cost more
        than the rest of the guard)."""
        if self._host_names is None:
            names = set(LOOPBACK_NAMES) | set(self.extra_hosts)
            bind = self.bind_host.lower()
            if not is_loopback(bind):
                if bind not in ("0.0.0.0", "::", "[::]"):
                    names.add(f"[{bind}]" if ":" in bind else bind)
                names.add(socket.gethostname().lower())
            self._host_names = frozenset(names)
        return self._host_names

    def host_allowed(self, host_header: str | None) -> bool:
        """``Host`` must name this console: an allowed name, with our port or none."""
        split = _split_host(host_header)
        if split is None:
            return False
        name, port = split
        if port and port != str(self.port):
            return False
        return name in self.allowed_host_names()

    def origin_matches(self, origin: str, host_header: str | None) -> bool:
        """Whether ``origin`` (an ``Origin`` value, or the scheme, host and port of a
        ``Referer``) is exactly this console as the request addressed it: ``http``, the
        ``Host`` header's name, the console's port (80 may be left out, as browsers do)."""
        split = _split_host(host_header)
        if split is None or split[0] not in self.allowed_host_names():
            return False
        try:
            parts = urlsplit(origin.strip())
            port = parts.port
        except ValueError:
            return False
        if parts.scheme != "http" or parts.username is not None or parts.password is not None:
            return False
        host = (parts.hostname or "").lower()
        if ":" in host:
            host = f"[{host}]"
        return host == split[0] and (port if port is not None else 80) == self.port

    # --- secrets ----------------------------------------------------------------------
    def verify(self, candidate: str | None, client: str, *, exchange: bool) -> Verdict:
        """Check ``candidate`` (the token or the password) for ``client``, throttled.

        ``exchange``: a browser is signing in with it, so the token, if that is what it is,
        dies here (exactly once, even for two requests at the same moment)."""
        wait = self.throttle.wait(client)
        if wait > 0:
            return Verdict(False, retry_after=wait)
        given = candidate or ""
        with self._token_lock:
            token_ok = _same(given, self.token if self._token_live else self._dead) and bool(given)
            if token_ok and exchange:
                self._token_live = False
        password_ok = bool(self.password) and bool(given) and _same(given, self.password)
        if token_ok or password_ok:
            self.throttle.succeeded(client)
            return Verdict(True, via="token" if token_ok else "password")
        self.throttle.failed(client)
        return Verdict(False)

    @property
    def token_live(self) -> bool:
        """Whether the startup token can still be used (no browser exchanged it yet)."""
        return self._token_live

    # --- sessions ---------------------------------------------------------------------
    def session(self, cookie: str | None) -> ConsoleSession | None:
        return self.sessions.get(cookie)

    @staticmethod
    def csrf_valid(session: ConsoleSession, candidate: str | None) -> bool:
        return bool(candidate) and _same(candidate or "", session.csrf)


#: What a host name may hold (a Host header's name is ASCII: an IDN arrives as punycode;
#: an underscore is no DNS name's, but Docker Compose service names have one and browsers
#: and curl send them).
_HOST_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789-._")


def allowed_host_name(value: str) -> str:
    """An ``--allow-host`` value as a ``Host`` header names it: lowercased, an IP address
    in its canonical form (IPv6 in brackets). ValueError says why no Host header could
    ever carry it (a newline, a space, a port, a scheme …): before, such a name was taken
    and silently never matched (session 24)."""
    name = value.strip().lower()
    try:
        address = ipaddress.ip_address(name[1:-1] if name[:1] == "[" and name[-1:] == "]"
                                       else name)
    except ValueError:
        pass
    else:
        return f"[{address}]" if address.version == 6 else str(address)
    if "://" in name or "/" in name:
        raise ValueError("is not a host name (give the name alone, without a scheme or a path)")
    if ":" in name.strip("[]"):
        raise ValueError("is not a host name (give the name alone, without the port: the"
                         " console checks the port itself)")
    # A fully qualified name may end in the root's dot ("example.com."), as typed.
    labels = name.removesuffix(".").split(".")
    if (not name or len(name) > 254 or not set(name) <= _HOST_NAME_CHARS
            or any(len(label) > 63 or label[:1] == "-" or label[-1:] == "-"
                   or not any(c.isalnum() for c in label) for label in labels)):
        raise ValueError("is not a host name (letters, digits, '-', '_' and '.'; an"
                         " international name in its xn-- form)")
    return name


def _split_host(host_header: str | None) -> tuple[str, str] | None:
    """``Host`` as (lowercased name, port or ""), IPv6 names kept in brackets."""
    if not host_header:
        return None
    value = host_header.strip().lower()
    if value.startswith("["):
        name, _, rest = value.partition("]")
        return name + "]", rest.removeprefix(":")
    name, _, port = value.partition(":")
    return name, port


def _same(a: str, b: str) -> bool:
    return hmac.compare_digest(a.encode("utf-8", "surrogatepass"), b.encode("utf-8"))
