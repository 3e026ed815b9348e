"""What an agent host needs for one session: the declarations, the system-prompt blocks,
and one ``call(name, args)`` for both tools.

The stores are opened lazily, so a host that only injects memory never touches
``state.db``, and ``run_tool`` (the ``reverie tool`` command) opens only what the one
call needs.
"""

from __future__ import annotations

import json
from typing import Any

from reverie.config import ReverieError, Settings, UsageError
from reverie.config.clock import SYSTEM_CLOCK, Clock

from .approval import ApprovalCallback, ApprovalGate
from .memory_tool import MemoryTool
from .schemas import TARGETS, TOOL_SCHEMAS, export
from .session_search_tool import SessionSearchTool


class AgentTools:
    """The two agent-facing tools bound to one home and one session.

    Create it at session start, put :meth:`system_prompt` into the system prompt and
    :meth:`declarations` into the model's tool list, call :meth:`new_turn` when a user
    turn starts and :meth:`call` for each tool call the model makes. ``session_id`` is
    the current session: its whole lineage is left out of search results.
    """

    def __init__(self, settings: Settings, *, session_id: str | None = None,
                 store: Any = None, session_store: Any = None, provider: Any = None,
                 approve: ApprovalCallback | None = None,
                 clock: Clock = SYSTEM_CLOCK) -> None:
        self.settings = settings
        # With memory.write_approval on: asks the user about each write now; without it
        # the agent's writes are staged for an operator (review/tools/approval.py).
        self.approve = approve
        self.session_id = session_id
        self.clock = clock
        self._store = store
        self._session_store = session_store
        self._owns_session_store = session_store is None
        self._provider = provider
        self._journal: Any = None
        self._memory_tool: MemoryTool | None = None
        self._search_tool: SessionSearchTool | None = None

    # --- session start ---------------------------------------------------------------
    def declarations(self, fmt: str = "openai") -> Any:
        return export(fmt, self.settings)

    def system_prompt(self) -> str:
        """The frozen memory blocks for this session ("" when both are empty).

        The store snapshots both files on first use; what the agent writes later shows
        in tool results, and in the prompt of the next session.
        """
        store = self.store
        blocks = [store.format_for_system_prompt(t) for t in TARGETS]
        return "\n\n".join(b for b in blocks if b)

    # --- each turn -------------------------------------------------------------------
    def new_turn(self) -> None:
        if self._memory_tool is not None:
            self._memory_tool.new_turn()

    def call(self, name: str, args: Any) -> dict[str, Any]:
        """Run one tool call; the result is the JSON-ready dict the model should see.

        ``args`` is the arguments object, or the JSON text of one: OpenAI's chat completions
        send a tool call's ``arguments`` as a string (issue 19), so ``call(call.name,
        call.arguments)`` works with either provider. Text that is not a JSON object is
        passed on as it is, and the tool refuses it like any other bad arguments.

        Never raises for a Reverie failure: a store that cannot be opened (say a damaged
        state.db) is a tool error the model can report, not a crash of the host's turn.
        """
        args = decoded_arguments(args)
        try:
            if name == "memory":
                return self.memory_tool.call(args)
            if name == "session_search":
                return self.search_tool.call(args)
        except ReverieError as exc:
            return {"success": False, "error": f"The {name} tool is unavailable: {exc}"}
        return {"success": False,
                "error": f"Unknown tool {name!r}: the tools are {', '.join(TOOL_SCHEMAS)}."}

    # --- lazily opened parts ---------------------------------------------------------
    @property
    def store(self) -> Any:
        """The memory store; its writes are journaled as foreground operations, so what
        the agent saves shows in `memory log` / `memory journey` and can be undone."""
        if self._store is None:
            # Lazy: the agent's host loads the journaled store on its first memory call only.
            from reverie.memory.journal import Journal
            from reverie.memory.journaled import AGENT_TOOL, journaling_store

            self._journal = Journal(self.settings, clock=self.clock)
            self._store = journaling_store(self.settings, origin="foreground", via=AGENT_TOOL,
                                           clock=self.clock, journal=self._journal)
            self._store.load_from_disk()
        return self._store

    @property
    def memory_tool(self) -> MemoryTool:
        if self._memory_tool is None:
            self._memory_tool = MemoryTool(
                self.store, gate=ApprovalGate(self.settings, approve=self.approve, clock=self.clock))
        return self._memory_tool

    @property
    def search_tool(self) -> SessionSearchTool:
        if self._search_tool is None:
            if self._session_store is None:
                # Lazy: state.db's code loads on the agent's first search only.
                from reverie.search_index import SessionStore

                self._session_store = SessionStore.open(self.settings)
            self._search_tool = SessionSearchTool(
                self.settings, self._session_store, provider=self._provider,
                current_session_id=self.session_id, clock=self.clock)
        return self._search_tool

    def close(self) -> None:
        if self._journal is not None:
            self._journal.close()
            self._journal = None
        if self._search_tool is not None:
            self._search_tool.close()
        if self._owns_session_store and self._session_store is not None:
            close = getattr(self._session_store, "close", None)
            if close is not None:
                close()
            self._session_store = None

    def __enter__(self) -> AgentTools:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def decoded_arguments(args: Any) -> Any:
    """``args``, or the object a JSON string (or bytes) of ``args`` holds; anything that is
    not the text of a JSON object is returned unchanged."""
    if not isinstance(args, str | bytes | bytearray):
        return args
    try:
        value = json.loads(args)
    except (ValueError, RecursionError):  # UnicodeDecodeError is a ValueError
        return args
    return value if isinstance(value, dict) else args


def parse_json_args(text: str) -> dict[str, Any]:
    """The arguments of a tool call given as JSON text; a :class:`UsageError` if they are
    not a JSON object (a caller's bug, not something the model should see)."""
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise UsageError(f"The tool arguments are not valid JSON ({exc.msg} at column {exc.colno}).",
                         hint="""Pass one JSON object, e.g. '{"query": "docker"}'.""") from None
    except RecursionError:  # thousands of nested brackets: no tool takes that
        raise UsageError("The tool arguments are nested too deeply to be tool arguments.",
                         hint="""Pass one JSON object, e.g. '{"query": "docker"}'.""") from None
    if not isinstance(value, dict):
        raise UsageError(f"The tool arguments must be a JSON object, not {type(value).__name__}.",
                         hint="""Pass one JSON object, e.g. '{"query": "docker"}'.""")
    return value


def run_tool(settings: Settings, name: str, args: dict[str, Any], *,
             session_id: str | None = None) -> dict[str, Any]:
    """One tool call in a fresh host (what ``reverie tool`` runs): it has no user to ask,
    so with ``memory.write_approval`` on the agent's writes are staged."""
    with AgentTools(settings, session_id=session_id) as tools:
        return tools.call(name, args)
