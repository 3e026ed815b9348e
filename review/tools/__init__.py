"""The agent-facing tools: ``memory`` and ``session_search``.

They sit on top of the memory store, the session store and the summariser, and below
``jobs``/``worker`` (which may import them; they never import those). A host uses
:class:`AgentTools`; ``reverie tool`` runs one call through :func:`run_tool`.
See docs/agent-integration.md.
"""

from .host import AgentTools, parse_json_args, run_tool
from .memory_tool import MemoryTool, parse_memory_args
from .schemas import (
    FORMATS,
    MEMORY_SCHEMA,
    SESSION_SEARCH_SCHEMA,
    TOOL_SCHEMAS,
    declarations,
    export,
    memory_schema,
)
from .session_search_tool import SessionSearchTool, parse_search_args

TOOL_NAMES = tuple(TOOL_SCHEMAS)

__all__ = [
    "FORMATS", "MEMORY_SCHEMA", "SESSION_SEARCH_SCHEMA", "TOOL_NAMES", "TOOL_SCHEMAS",
    "AgentTools", "MemoryTool", "SessionSearchTool", "declarations", "export",
    "memory_schema", "parse_json_args", "parse_memory_args", "parse_search_args", "run_tool",
]
