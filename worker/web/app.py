"""The console's Starlette application: pages, their JSON twins, actions, ``/metrics``.

Routes (every one behind :mod:`.security`; ``/login`` and ``/static`` excepted):

==========================================  ==========================================
page                                        JSON
==========================================  ==========================================
``GET /pending``                            ``GET /api/pending``
``GET /memory``                             ``GET /api/memory``
``GET /archive?q=``                         ``GET /api/archive?q=``
``GET /journal``                            ``GET /api/journal``
``GET /queue``                              ``GET /api/queue``
``GET /sessions?q=``                        ``GET /api/sessions?q=``
``GET /sessions/{id}``                      ``GET /api/sessions/{id}``
==========================================  ==========================================

Actions are ``POST`` (a signed-in browser's CSRF token required) under both ``/…`` (a form: redirect back to the
page with the outcome as a notice) and ``/api/…`` (JSON with the library's result):
``pending/{id|all}/approve|reject``, ``memory/{node}/edit|delete``, ``journal/{op}/undo``,
``queue/{job}/retry|drop``, memory upkeep's ``archive/{id}/restore`` and
``memory/{node}/protect|unprotect`` (``worker/web/upkeep.py``); ``POST /logout`` ends the
browser's session. Outcomes are
worded as the CLI words them (the library's messages, with the user content inside them
withheld where it fails the scan). Library calls are synchronous (SQLite, file locks) and
run in the thread pool.
"""

from __future__ import annotations

import json
import logging
import secrets
import threading
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlencode

from jinja2 import Environment, PackageLoader, select_autoescape
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import (
    HTMLResponse,
    JSONResponse,
    PlainTextResponse,
    RedirectResponse,
    Response,
)
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from reverie.config import SYSTEM_CLOCK, Clock, ReverieError, Settings, UsageError
from reverie.config.terminal import cut_echoes, safe_id
from reverie.jobs.deadletters import drop_dead_letter, retry_dead_letter
from reverie.jobs.tasks import default_tasks, is_transient
from reverie.memory import journey as journey_lib
from reverie.memory.journal import Journal
from reverie.memory.pending import staging
from reverie.memory.pending.freshness import OverviewCache
from reverie.memory.scan.withholding import withhold_result, withhold_within
from reverie.memory.undo import undo_operation

from . import upkeep, views
from .metrics import render_metrics
from .middleware import (
    Auth,
    GuardMiddleware,
    client_of,
    session_cookie,
    signed_in,
    too_many,
)
from .security import CSRF_FIELD, CSRF_HEADER, SESSION_COOKIE, Access

log = logging.getLogger("reverie.web")

STATIC_DIR = Path(__file__).with_name("static")
NOTICES_KEPT = 200
PAGES = (("pending", "Pending"), ("memory", "Memory"), ("archive", "Archive"),
         ("journal", "Journal"), ("queue", "Queue"), ("sessions", "Sessions"))


class Console:
    """Per-process state: settings, access rules, the queue handle, recent notices."""

    def __init__(self, settings: Settings, access: Access, *, clock: Clock = SYSTEM_CLOCK,
                 tasks: Any = None, pool: Any = None, home_labels: int | None = None) -> None:
        self.settings = settings
        #: ``serve --homes``: the homes whose figures the queue page and /metrics add.
        self.pool = pool
        self.home_labels = home_labels
        self.access = access
        self.clock = clock
        self._tasks = tasks
        self._tasks_lock = threading.Lock()
        #: The judged queue, reused by /metrics and the Pending page while nothing changed.

        self.pending_cache = OverviewCache()
        # Outcomes of form actions, shown once on the page the browser is sent back to.
        self._notices: OrderedDict[str, list[dict[str, Any]]] = OrderedDict()
        self._notices_lock = threading.Lock()
        self.templates = Environment(loader=PackageLoader("reverie.worker.web", "templates"),
                                     autoescape=select_autoescape(default=True,
                                                                  default_for_string=True))
        self.templates.filters["urlquote"] = lambda s: quote(str(s), safe="")
        # The last unreadable-home line /metrics logged: said once, not at every scrape.
        self._unreadable_said: str | None = None

    def say_unreadable(self, line: str | None) -> None:
        """Log a scrape's unreadable-home line when it is new (Prometheus scrapes every
        15-60 s; the alert carries the state, the log says it once and again on change).
        None: the home was read, so the same damage later is said again."""
        if line is None:
            self._unreadable_said = None
        elif line != self._unreadable_said:
            self._unreadable_said = line
            log.warning("/metrics: %s", line)

    @property
    def who(self) -> str:
        """Who approves, edits or undoes in the journal: as the CLI, the login name."""
        return self.settings.login_name or "operator"

    def tasks(self) -> Any:
        """The queue's tasks (huey + job ledger), made once: every page reuses them."""
        with self._tasks_lock:
            if self._tasks is None:
                self._tasks = default_tasks(self.settings)
            return self._tasks

    def add_notice(self, notices: list[dict[str, Any]]) -> str:
        key = secrets.token_urlsafe(8)
        with self._notices_lock:
            self._notices[key] = notices
            while len(self._notices) > NOTICES_KEPT:
                self._notices.popitem(last=False)
        return key

    def take_notice(self, key: str | None) -> list[dict[str, Any]]:
        if not key:
            return []
        with self._notices_lock:
            return self._notices.pop(key, [])

    def render(self, request: Request, name: str, data: dict[str, Any],
               status_code: int = 200) -> HTMLResponse:
        session = _auth(request).session
        # Only a signed-in browser's pages carry its CSRF token: never the public login page.
        context = {"data": data, "csrf_token": session.csrf if session else None,
                   "signed_in": session is not None, "pages": PAGES, "current": name,
                   "notices": self.take_notice(request.query_params.get("n")),
                   "request_path": request.url.path}
        html = self.templates.get_template(f"{name}.html").render(context)
        return HTMLResponse(html, status_code=status_code)


# --- helpers ------------------------------------------------------------------------------

def _console(request: Request) -> Console:
    return request.app.state.console


def _auth(request: Request) -> Auth:
    return getattr(request.state, "auth", None) or Auth("public")


def _wants_json(request: Request) -> bool:
    return request.url.path.startswith("/api/")


def _notice(ok: bool, text: str) -> dict[str, Any]:
    return {"ok": ok, "text": text}


async def _csrf_ok(request: Request) -> bool:
    """A bearer request needs no CSRF token (no browser sends ``Authorization`` by itself);
    a signed-in browser's request needs its own session's."""
    auth = _auth(request)
    if auth.kind == "bearer":
        return True
    if auth.session is None:
        return False
    token = request.headers.get(CSRF_HEADER)
    if token is None and request.headers.get("content-type", "").startswith(
            ("application/x-www-form-urlencoded", "multipart/form-data")):
        token = (await request.form()).get(CSRF_FIELD)
    return Access.csrf_valid(auth.session, token if isinstance(token, str) else None)


Action = Callable[[Console, Request], Awaitable[tuple[int, dict[str, Any], list[dict[str, Any]]]]]


def action(page: str, body: Action) -> Callable[[Request], Awaitable[Response]]:
    """A state-changing endpoint: CSRF check, run ``body``, answer as JSON or redirect."""

    async def endpoint(request: Request) -> Response:
        console = _console(request)
        if not await _csrf_ok(request):
            return _refuse(request, 403, "Missing or wrong CSRF token: reload the page and retry.")
        try:
            status, payload, notices = await body(console, request)
        except ReverieError as exc:
            text = withhold_within(_said(exc, request), request.path_params.values())
            status, payload, notices = _status_of(exc, 400), {"error": text}, [_notice(False, text)]
        if _wants_json(request):
            return JSONResponse(payload, status_code=status, headers=_retry_after(status))
        back = request.query_params.get("back") or f"/{page}"
        if not back.startswith("/") or back.startswith("//"):
            back = f"/{page}"  # never redirect off-site
        sep = "&" if "?" in back else "?"
        return RedirectResponse(f"{back}{sep}{urlencode({'n': console.add_notice(notices)})}",
                                status_code=303)

    return endpoint


#: What a client is told to wait before it asks again when the home's storage is busy or
#: full (503): the error line says which, and what to do.
RETRY_AFTER_SECONDS = 30


def _status_of(exc: ReverieError, other: int) -> int:
    """A request's HTTP status for ``exc``: 400 for a bad request, 503 while the home's
    storage cannot serve it for now (a lock another process holds, a full disk, an I/O
    error: ``jobs.tasks.is_transient``; the same request succeeds later, and nothing of it
    was written), else ``other``. Before, a held lock or a full disk was a 400 for an
    action (a client's own fault, not retried) and a 500 for a page."""
    if isinstance(exc, UsageError):
        return 400
    return 503 if is_transient(exc) else other


def _retry_after(status: int) -> dict[str, str]:
    return {"retry-after": str(RETRY_AFTER_SECONDS)} if status == 503 else {}


def _refuse(request: Request, status: int, message: str) -> Response:
    if _wants_json(request) or "text/html" not in request.headers.get("accept", ""):
        return JSONResponse({"error": message}, status_code=status)
    return PlainTextResponse(message, status_code=status)


def _said(exc: BaseException, request: Request) -> str:
    """An error's line with what the request gave (its path and query values) cut where
    the line echoes them (``config.terminal.cut_echoes``): a 40,000-character filter or
    session id made a 40 KB answer."""
    return cut_echoes(str(exc), [*request.path_params.values(), *request.query_params.values()])


def page(name: str, gather: Callable[[Console, Request], Any]) -> tuple[Route, Route]:
    """A page and its JSON twin over the same gathered dict."""

    async def html(request: Request) -> Response:
        console = _console(request)
        try:
            data = await run_in_threadpool(gather, console, request)
        except LookupError:
            return console.render(request, "notfound", {"what": safe_id(request.url.path)},
                                  404)
        except ReverieError as exc:
            status = _status_of(exc, 500)
            rendered = console.render(request, "problem", {"error": _said(exc, request)},
                                      status)
            rendered.headers.update(_retry_after(status))
            return rendered
        return console.render(request, name, data)

    async def api(request: Request) -> Response:
        try:
            data = await run_in_threadpool(gather, _console(request), request)
        except LookupError:
            return JSONResponse({"error": f"Not found: {safe_id(request.url.path)}"},
                                status_code=404)
        except ReverieError as exc:
            status = _status_of(exc, 500)
            return JSONResponse({"error": _said(exc, request)}, status_code=status,
                                headers=_retry_after(status))
        return JSONResponse(data)

    path = "/" + name.replace("_", "/")
    return Route(path, html), Route("/api" + path, api)


# --- gatherers ----------------------------------------------------------------------------

#: The largest offset or limit a query parameter is read as: SQLite's largest integer.
#: More digits than it has cannot be meant (and Python refuses to read 4,300 of them).
MAX_QUERY_NUMBER = 2**63 - 1


def _whole(text: str, default: int) -> int:
    """A query parameter read as a whole number, ``default`` when it is none. ASCII digits
    only: ``str.isdigit`` also accepts "²", which ``int`` then refuses (a 500)."""
    if not (text.isascii() and text.isdigit()):
        return default
    digits = text.lstrip("0")
    if len(digits) > len(str(MAX_QUERY_NUMBER)):
        return MAX_QUERY_NUMBER
    return min(MAX_QUERY_NUMBER, int(digits or "0"))


def _offset(request: Request) -> int:
    return _whole(request.query_params.get("offset", "0"), 0)


#: Records on one page of /pending and /api/pending unless ``limit`` says otherwise.
PENDING_PAGE = 50


def _pending_query(request: Request) -> dict[str, Any]:
    """The Pending page's paging and filters: ``offset``, ``limit`` (1 to 1,000), ``origin``,
    ``kind`` and ``state`` (an unknown kind or state is a 400 naming it)."""
    q = request.query_params
    limit = min(1000, max(1, _whole(q.get("limit", ""), PENDING_PAGE)))
    return {"offset": _offset(request), "limit": limit,
            **{k: q.get(k) or None for k in ("origin", "kind", "state")}}


def _session_id(c: Console, r: Request) -> dict[str, Any]:
    return views.session(c.settings, r.path_params["session_id"])


# --- actions ------------------------------------------------------------------------------

Decide = Callable[..., list[staging.Decision]]
#: The form field (or JSON key) with the content version the operator was shown; for
#: ``all``, one ``version.<id>`` field per record shown (JSON: ``versions: {id: version}``).
VERSION_FIELD = "version"


def _json_body(body: bytes) -> Any:
    """A request's JSON body, or one line saying why not: a 400 either way. Thousands of
    nested brackets (well under the body cap) made ``json.loads`` raise RecursionError,
    which was a 500 and a traceback in the console's log."""
    try:
        return json.loads(body)
    except ValueError:
        raise ReverieError("The request body is not valid JSON.") from None
    except RecursionError:
        raise ReverieError("The request body is nested too deeply to be JSON the console"
                           " takes.") from None


async def _fields(r: Request) -> dict[str, Any]:
    """The request's fields: a JSON object's keys, or a form's (the CSRF check has read it)."""
    if r.headers.get("content-type", "").startswith("application/json"):
        data = _json_body(await r.body() or b"{}")
        if not isinstance(data, dict):
            raise ReverieError("The request body must be a JSON object.")
        return data
    if r.headers.get("content-type", "").startswith(("application/x-www-form-urlencoded",
                                                     "multipart/form-data")):
        return dict((await r.form()).items())
    return {}


def _versions(rid: str, fields: dict[str, Any], if_match: str | None
              ) -> tuple[str | None, dict[str, str] | None]:
    """(version, versions) from the request: ``version`` (or ``If-Match``) for one record,
    ``versions`` / ``version.<id>`` fields for ``all``; (None, None) when none was sent."""
    if rid == "all":
        versions = fields.get("versions")
        if not isinstance(versions, dict):
            versions = {k.split(".", 1)[1]: v for k, v in fields.items()
                        if k.startswith(VERSION_FIELD + ".")}
        versions = {str(k): str(v) for k, v in versions.items() if isinstance(v, str)}
        return None, versions or None
    version = fields.get(VERSION_FIELD)
    if not isinstance(version, str) and if_match:
        version = if_match.strip().strip('"')
    return (version if isinstance(version, str) and version else None), None


async def _decide(c: Console, r: Request, fields: dict[str, Any], decide: Decide,
                  **options: Any):
    """Approve or reject an id or "all" (the library checks it) at the version the operator
    was shown (in ``fields``, the request's). The records are read first: their texts are
    what the outcomes may quote, to be withheld inside them."""
    # An id that can be no record's is said first (tester15): asking for the version of a
    # record that cannot exist sends the client after the wrong fix.
    rid = r.path_params["record_id"]
    if rid != "all":
        staging.check_id(rid, all_allowed=True)
    version, versions = _versions(rid, fields, r.headers.get("if-match"))
    if version is None and versions is None:
        text = ("Send the version you reviewed: the record's `version` (or, for all, "
                "`versions`: {id: version}), as GET /api/pending lists it.")
        return 428, {"error": text}, [_notice(False, "Reload the page and retry: the form "
                                                     "did not say which version you saw.")]

    def run() -> tuple[list[staging.Decision], dict[str, list[str]]]:
        quoted = views.quoted_by_record(c.settings, rid)
        return decide(c.settings, rid, who=c.who, clock=c.clock, version=version,
                      versions=versions, via="console", **options), quoted

    decisions, quoted = await run_in_threadpool(run)
    results = [withhold_result(d.to_dict(), quoted.get(d.record_id, []) + options_quoted(options))
               for d in decisions]
    notices = [_notice(d.ok, shown["message"]) for d, shown in zip(decisions, results,
                                                                     strict=True)]
    refused = any(d.status in ("refused", "conflict") for d in decisions)
    payload: dict[str, Any] = {"results": results}
    conflicts = {d.record_id: d.current_version for d in decisions if d.status == "conflict"}
    if conflicts:
        payload["current_versions"] = conflicts
    return (409 if refused else 200), payload, notices or [
        _notice(True, "No pending memory changes.")]


def options_quoted(options: dict[str, Any]) -> list[str]:
    content = options.get("content")
    return [content] if isinstance(content, str) else []


async def approve(c: Console, r: Request):
    fields = await _fields(r)
    content = fields.get("content")
    if content is not None and not isinstance(content, str):
        # The operator's wording, lost by a client (a number, a list): approving the staged
        # wording instead would apply what the operator did not choose (tester9).
        raise ReverieError(f"The request's 'content' must be text (the wording to approve), "
                           f"not {type(content).__name__}; leave it out to approve the "
                           f"staged wording.")
    if isinstance(content, str):
        return await _decide(c, r, fields, staging.approve, content=content)
    return await _decide(c, r, fields, staging.approve)


async def reject(c: Console, r: Request):
    return await _decide(c, r, await _fields(r), staging.reject)


def _response(response: dict[str, Any], quoted: list[str] | None = None,
              ) -> tuple[int, dict[str, Any], list[dict[str, Any]]]:
    ok = bool(response.get("success"))
    shown = withhold_result(response, quoted or [])
    text = (shown.get("message") or "Done.") if ok else (shown.get("error") or "Failed.")
    return (200 if ok else 409), shown, [_notice(ok, text)]


async def _form_text(r: Request, name: str) -> str:
    if r.headers.get("content-type", "").startswith("application/json"):
        data = _json_body(await r.body())
        value = data.get(name) if isinstance(data, dict) else None
    else:
        value = (await r.form()).get(name)
    if not isinstance(value, str):
        raise ReverieError(f"The request needs a text field {name!r}.")
    return value


async def edit_entry(c: Console, r: Request):
    text = await _form_text(r, "text")
    return _response(await run_in_threadpool(
        journey_lib.replace_node, c.settings, r.path_params["node"], text, who=c.who,
        via="console", clock=c.clock), [text])


async def delete_entry(c: Console, r: Request):
    return _response(await run_in_threadpool(
        journey_lib.delete_node, c.settings, r.path_params["node"], who=c.who, via="console",
        clock=c.clock))


async def undo(c: Console, r: Request):
    def run() -> tuple[dict[str, Any], list[str]]:
        with Journal(c.settings, clock=c.clock) as journal:
            op = journal.get(r.path_params["op_id"])  # what the outcome may quote
            quoted = [t for t in (op.before, op.after) if t]
            return undo_operation(journal, op.op_id, who=c.who), quoted
    return _response(*await run_in_threadpool(run))


async def retry_job(c: Console, r: Request):
    result = await run_in_threadpool(retry_dead_letter, c.settings, r.path_params["job_id"],
                                     tasks=c.tasks())
    shown = withhold_result(result.to_dict())
    return 200, shown, [_notice(True, shown.get("message") or "Done.")]


async def drop_job(c: Console, r: Request):
    result = await run_in_threadpool(drop_dead_letter, c.settings, r.path_params["job_id"],
                                     tasks=c.tasks())
    shown = withhold_result(result.to_dict())
    return 200, shown, [_notice(True, shown.get("message") or "Done.")]


# --- login, metrics, index ----------------------------------------------------------------

async def login(request: Request) -> Response:
    """The sign-in form (public: it carries no CSRF token) and its post: the password, or
    the startup token while it is unused. Every post is throttled (:mod:`.throttle`)."""
    console = _console(request)
    access = console.access

    def form_page(error: str | None, status: int = 200) -> HTMLResponse:
        return console.render(request, "login", {"error": error,
                                                 "password": bool(access.password)}, status)

    if request.method == "GET":
        return form_page(None)
    secret = (await request.form()).get("password")
    verdict = access.verify(secret if isinstance(secret, str) else None,
                            client_of(request.scope), exchange=True)
    if verdict.retry_after:
        refused = too_many(request.scope, verdict.retry_after)
        response = form_page(f"Too many failed sign-ins: wait "
                             f"{refused.headers['retry-after']} s and retry.", 429)
        response.headers["retry-after"] = refused.headers["retry-after"]
        return response
    if not verdict.ok:
        return form_page("Wrong password or token (a printed token signs in once).", 401)
    access.sessions.end(session_cookie(request.headers))  # this browser's earlier session
    return signed_in(access, "/pending")


async def logout(request: Request) -> Response:
    """End this browser's session (and no other), then back to the sign-in form."""
    auth = _auth(request)
    if auth.session is None:
        return _refuse(request, 400, "Nothing to sign out: this request has no session.")
    if not await _csrf_ok(request):
        return _refuse(request, 403, "Missing or wrong CSRF token: reload the page and retry.")
    _console(request).access.sessions.end(auth.session_id)
    response = RedirectResponse("/login", status_code=303)
    response.delete_cookie(SESSION_COOKIE, path="/", httponly=True, samesite="strict")
    return response


async def metrics(request: Request) -> Response:
    console = _console(request)
    try:
        text = await run_in_threadpool(render_metrics, console.settings, console.tasks(),
                                       console.clock, pool=console.pool,
                                       labels=console.home_labels,
                                       pending_cache=console.pending_cache,
                                       unreadable=console.say_unreadable)
    except ReverieError as exc:
        # A home whose journal.db (or state.db) cannot be read: a failed scrape that says
        # why in one line, not starlette's bare 500 and a traceback per scrape (tester9).
        # Prometheus then counts the target down, which the alert rules see.
        line = " ".join(str(exc).split())
        console.say_unreadable(line)
        return PlainTextResponse(f"{line}\n", status_code=503)
    return Response(text, media_type="text/plain; version=0.0.4; charset=utf-8")


async def index(request: Request) -> Response:
    return RedirectResponse("/pending", status_code=303)


def create_app(settings: Settings, access: Access, *, clock: Clock = SYSTEM_CLOCK,
               tasks: Any = None, pool: Any = None, home_labels: int | None = None) -> Starlette:
    """The console for ``settings`` under ``access``'s rules."""
    routes: list[Any] = [Route("/", index), Route("/login", login, methods=["GET", "POST"]),
                         Route("/logout", logout, methods=["POST"]), Route("/metrics", metrics)]
    for route in (
        page("pending", lambda c, r: views.pending(c.settings, c.clock, cache=c.pending_cache,
                                                   **_pending_query(r))),
        page("memory", lambda c, r: {**views.memory(c.settings, c.clock),
                                     **upkeep.memory_upkeep(c.settings, c.clock)}),
        page("archive", lambda c, r: upkeep.archive_page(c.settings, c.clock,
                                                         r.query_params.get("q", ""))),
        page("journal", lambda c, r: views.journal(c.settings, c.clock)),
        page("queue", lambda c, r: views.queue(c.settings, c.tasks(), c.clock, pool=c.pool,
                                               labels=c.home_labels,
                                               pending_cache=c.pending_cache)),
        page("sessions", lambda c, r: views.sessions(c.settings, r.query_params.get("q", ""),
                                                      offset=_offset(r))),
    ):
        routes.extend(route)
    routes += [Route("/sessions/{session_id:path}", page("session", _session_id)[0].endpoint),
               Route("/api/sessions/{session_id:path}", page("session", _session_id)[1].endpoint)]
    for prefix in ("", "/api"):
        for path, pagename, body in (
            ("/pending/{record_id}/approve", "pending", approve),
            ("/pending/{record_id}/reject", "pending", reject),
            ("/memory/{node}/edit", "memory", edit_entry),
            ("/memory/{node}/delete", "memory", delete_entry),
            ("/journal/{op_id:int}/undo", "journal", undo),
            ("/queue/{job_id}/retry", "queue", retry_job),
            ("/queue/{job_id}/drop", "queue", drop_job),
        ):
            routes.append(Route(prefix + path, action(pagename, body), methods=["POST"]))
    routes += upkeep.routes(action, _response, lambda c: c.who)
    routes.append(Mount("/static", StaticFiles(directory=STATIC_DIR), name="static"))
    app = Starlette(routes=routes, middleware=[Middleware(GuardMiddleware, access=access)])
    app.state.console = Console(settings, access, clock=clock, tasks=tasks, pool=pool,
                                home_labels=home_labels)
    return app
