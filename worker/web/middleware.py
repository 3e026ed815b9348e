"""One ASGI middleware applying :mod:`.security` to every request, before any route runs:
Host header, body size, the Origin of state-changing requests, authentication (and the
one-time ``?token=`` exchange for a session), and the security headers every response
carries. What it learned about the caller is left in ``request.state.auth``."""

from __future__ import annotations

import math
from dataclasses import dataclass
from http.cookies import SimpleCookie
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit

from starlette.datastructures import Headers
from starlette.responses import JSONResponse, PlainTextResponse, RedirectResponse, Response

from .security import PUBLIC_PREFIXES, SAFE_METHODS, SESSION_COOKIE, Access
from .sessions import ConsoleSession

#: The largest request body read. The console's forms and JSON are a memory entry at most
#: (a few KiB); 1 MiB leaves room for any configured entry limit and bounds what one
#: request can make the process hold.
MAX_BODY_BYTES = 1024 * 1024

# The console loads nothing from elsewhere (it works offline) and runs only its own script.
SECURITY_HEADERS = [
    (b"content-security-policy",
     b"default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
     b"object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"),
    (b"x-frame-options", b"DENY"),
    (b"x-content-type-options", b"nosniff"),
    # same-origin, not no-referrer: with no-referrer Chrome sends "Origin: null" on form
    # posts, which the Origin check must refuse. No page URL carries the token.
    (b"referrer-policy", b"same-origin"),
    (b"cache-control", b"no-store"),
]

NOT_SIGNED_IN = ("Not signed in: open the URL `reverie serve` printed (it carries a one-time "
                 "token), sign in at /login, or send Authorization: Bearer.")


@dataclass(frozen=True)
class Auth:
    """How the request was let in: ``public`` (the login page, static files), ``bearer``
    (a secret in ``Authorization``) or ``session`` (a signed-in browser's cookie)."""

    kind: str
    session: ConsoleSession | None = None
    session_id: str | None = None


class BodyTooLarge(Exception):
    """The request body grew past :data:`MAX_BODY_BYTES` while a route read it."""


def body_too_large(scope: dict[str, Any]) -> Response:
    return _refusal(scope, 413, f"Request body over {MAX_BODY_BYTES // 1024} KiB refused: "
                                "the console's forms and JSON are far smaller.")


def signed_in(access: Access, target: str) -> Response:
    """A new session for a browser that just proved a secret: its cookie, and a redirect
    to ``target``."""
    session_id, session = access.sessions.start()
    response = RedirectResponse(target, status_code=303)
    response.set_cookie(SESSION_COOKIE, session_id, max_age=access.sessions.remaining(session),
                        httponly=True, samesite="strict", path="/")
    return response


def too_many(scope: dict[str, Any], retry_after: float) -> Response:
    seconds = max(1, math.ceil(retry_after))
    response = _refusal(scope, 429, f"Too many failed sign-ins: wait {seconds} s and retry.")
    response.headers["retry-after"] = str(seconds)
    return response


def client_of(scope: dict[str, Any]) -> str:
    """Who the throttle counts failures for: the socket's peer address (no proxy headers)."""
    client = scope.get("client")
    return str(client[0]) if client else "unknown"


def session_cookie(headers: Headers) -> str | None:
    return _cookie(headers.get("cookie"), SESSION_COOKIE)


class GuardMiddleware:
    def __init__(self, app: Any, access: Access) -> None:
        self.app = app
        self.access = access

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = False

        async def send_with_headers(message: dict[str, Any]) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                message["headers"] = list(message.get("headers", [])) + SECURITY_HEADERS
            await send(message)

        refusal, auth = self._check(scope)
        if refusal is not None:
            await refusal(scope, receive, send_with_headers)
            return
        scope.setdefault("state", {})["auth"] = auth
        received = 0

        async def capped_receive() -> dict[str, Any]:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > MAX_BODY_BYTES:
                    raise BodyTooLarge
            return message

        try:
            await self.app(scope, capped_receive, send_with_headers)
        except BodyTooLarge:
            if started:
                raise
            await body_too_large(scope)(scope, receive, send_with_headers)

    def _check(self, scope: dict[str, Any]) -> tuple[Response | None, Auth]:
        access = self.access
        headers = Headers(scope=scope)
        path: str = scope["path"]
        method: str = scope["method"]
        public = Auth("public")
        host = headers.get("host")
        if not access.host_allowed(host):
            # DNS rebinding: a page served under another name reaching our address.
            return PlainTextResponse("Unknown Host header: open the console under the address "
                                     "`reverie serve` printed.", status_code=421), public
        length = headers.get("content-length")
        if length is not None and (not (length.isascii() and length.isdigit())
                                   or len(length) > 18 or int(length) > MAX_BODY_BYTES):
            return body_too_large(scope), public
        changes = method not in SAFE_METHODS
        source = headers.get("origin") or _referer_origin(headers.get("referer"))
        if changes and source is not None and not access.origin_matches(source, host):
            return PlainTextResponse("Cross-site request refused.", status_code=403), public
        if path.startswith(PUBLIC_PREFIXES):
            return None, public
        query = dict(parse_qsl(scope.get("query_string", b"").decode("latin-1")))
        token = query.get("token")
        cookie = session_cookie(headers)
        if token is not None and method == "GET":
            # GET only: a HEAD (a link checker, a prefetch) must not spend the one-time token.
            return self._exchange(scope, path, query, token, cookie), public
        authorization = headers.get("authorization")
        if authorization:
            scheme, _, value = authorization.partition(" ")
            if scheme.lower() == "bearer":
                verdict = access.verify(value.strip(), client_of(scope), exchange=False)
                if verdict.retry_after:
                    return too_many(scope, verdict.retry_after), public
                if verdict.ok:
                    return None, Auth("bearer")
                return self._not_signed_in(scope, headers, api=True), public
        session = access.session(cookie)
        if session is not None:
            if changes and source is None:
                # Every browser sends Origin on a POST; a cookie without one is not our page.
                return PlainTextResponse("Cross-site request refused: no Origin or Referer.",
                                         status_code=403), public
            return None, Auth("session", session, cookie)
        return self._not_signed_in(scope, headers), public

    def _not_signed_in(self, scope: dict[str, Any], headers: Headers, *,
                       api: bool = False) -> Response:
        path: str = scope["path"]
        if api or path.startswith("/api/") or path == "/metrics" \
                or scope["method"] not in SAFE_METHODS \
                or "text/html" not in headers.get("accept", ""):
            return JSONResponse({"error": NOT_SIGNED_IN}, status_code=401,
                                headers={"www-authenticate": "Bearer"})
        return RedirectResponse("/login", status_code=303)

    def _exchange(self, scope: dict[str, Any], path: str, query: dict[str, str],
                  token: str, cookie: str | None) -> Response:
        """``?token=`` once: a session, and the same URL without the token."""
        query.pop("token")
        target = path + (f"?{urlencode(query)}" if query else "")
        if self.access.session(cookie) is not None:
            return RedirectResponse(target, status_code=303)  # already signed in here
        verdict = self.access.verify(token, client_of(scope), exchange=True)
        if verdict.retry_after:
            return too_many(scope, verdict.retry_after)
        if not verdict.ok:
            return PlainTextResponse(
                "Wrong or already used token: each printed link signs in once. Sign in at "
                "/login with the password, or restart `reverie serve` for a new link.",
                status_code=401)
        return signed_in(self.access, target)


def _refusal(scope: dict[str, Any], status: int, message: str) -> Response:
    headers = Headers(scope=scope)
    if scope["path"].startswith("/api/") or "text/html" not in headers.get("accept", ""):
        return JSONResponse({"error": message}, status_code=status)
    return PlainTextResponse(message, status_code=status)


def _referer_origin(referer: str | None) -> str | None:
    """The scheme, host and port a ``Referer`` names (the Origin check's fallback); a value
    that is no URL is returned as it is, and so refused."""
    if not referer:
        return None
    try:
        parts = urlsplit(referer.strip())
    except ValueError:
        return referer
    return f"{parts.scheme}://{parts.netloc}" if parts.scheme and parts.netloc else referer


def _cookie(header: str | None, name: str) -> str | None:
    if not header:
        return None
    jar: SimpleCookie = SimpleCookie()
    try:
        jar.load(header)
    except Exception:  # a malformed Cookie header is no credential
        return None
    morsel = jar.get(name)
    return morsel.value if morsel else None
