"""One ASGI middleware applying :mod:`.security` to every request, before any route runs:
Host header, authentication (and the one-time ``?token=`` exchange for a cookie), the
Origin of state-changing requests, and the security headers every response carries."""

from __future__ import annotations

from http.cookies import SimpleCookie
from typing import Any
from urllib.parse import parse_qsl, urlencode

from starlette.datastructures import Headers
from starlette.responses import JSONResponse, PlainTextResponse, RedirectResponse, Response

from .security import PUBLIC_PREFIXES, SAFE_METHODS, SESSION_COOKIE, Access

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


class GuardMiddleware:
    def __init__(self, app: Any, access: Access) -> None:
        self.app = app
        self.access = access

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = list(message.get("headers", [])) + SECURITY_HEADERS
            await send(message)

        refusal = self._check(scope)
        if refusal is not None:
            await refusal(scope, receive, send_with_headers)
            return
        await self.app(scope, receive, send_with_headers)

    def _check(self, scope: dict[str, Any]) -> Response | None:
        headers = Headers(scope=scope)
        path: str = scope["path"]
        method: str = scope["method"]
        if not self.access.host_allowed(headers.get("host")):
            # DNS rebinding: a page served under another name reaching our address.
            return PlainTextResponse("Unknown Host header: open the console under the address "
                                     "`reverie serve` printed.", status_code=421)
        if method not in SAFE_METHODS and not self.access.origin_allowed(headers.get("origin")):
            return PlainTextResponse("Cross-site request refused.", status_code=403)
        if path.startswith(PUBLIC_PREFIXES):
            return None
        query = dict(parse_qsl(scope.get("query_string", b"").decode("latin-1")))
        token = query.get("token")
        if token is not None and method in SAFE_METHODS:
            return self._exchange(scope, path, query, token)
        cookie = _cookie(headers.get("cookie"), SESSION_COOKIE)
        if self.access.authenticated(headers.get("authorization"), cookie):
            return None
        if path.startswith("/api/") or path == "/metrics" or method not in SAFE_METHODS \
                or "text/html" not in headers.get("accept", ""):
            return JSONResponse({"error": "Not signed in: open the URL `reverie serve` printed "
                                          "(it carries the token) or send Authorization: Bearer."},
                                status_code=401, headers={"www-authenticate": "Bearer"})
        return RedirectResponse("/login", status_code=303)

    def _exchange(self, scope: dict[str, Any], path: str, query: dict[str, str],
                  token: str) -> Response:
        """``?token=`` once: a cookie, and the same URL without the token."""
        if not self.access.secret_valid(token):
            return PlainTextResponse("Wrong token: open the URL `reverie serve` printed.",
                                     status_code=401)
        query.pop("token")
        target = path + (f"?{urlencode(query)}" if query else "")
        response = RedirectResponse(target, status_code=303)
        response.set_cookie(SESSION_COOKIE, self.access.session, httponly=True,
                            samesite="strict", path="/")
        return response


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
