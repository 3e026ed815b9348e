"""Layer 4 of the scanner — structure: markup, links and commands that carry an attack.

An injection need not say "send": a markdown image whose URL carries the conversation is
fetched by the client that renders the reply, a ``javascript:`` link runs when clicked, an
``alias ls='curl … | sh; ls'`` turns every ``ls`` into a download-and-run. These rows read
the *shape* of such markup and commands; the words around them do not matter.

Each row is ``(pattern id, description, regex, options)``; :mod:`memory.scan.patterns` compiles
them into the table (folded text: lowercase, one space). Hidden HTML and comments are
rows of ``prompt_injection.hidden_markup`` in that table.
"""

from __future__ import annotations

from typing import Any

# What a URL's query value carries when it smuggles data: a placeholder, words naming the
# conversation or secrets, or raw spaces (text pasted into a URL).
_DATA_WORDS = (r"(?:conversation|chat|messages?|history|summary|transcript|context|prompt|"
               r"secrets?|passwords?|api_?keys?|memory|memories|replies|reply|input|"
               r"the user|session|credentials?)")

STRUCTURE_ROWS: tuple[tuple[str, str, str, dict[str, Any]], ...] = (
    ("exfiltration.markdown_data", "markdown image or link whose URL carries the conversation",
     r"!?\[[^\]\n]{0,200}\] ?\( ?(?:https?:)?//[^\s)]{1,200}[?&#][^)\n]{0,300}?="
     r"(?:[^&)\n]{0,100}?(?:\{|\$\{|<|%7b|\b" + _DATA_WORDS + r"\b)|[^&)\s]{0,60} [^)\n]{1,200}\))",
     {}),
    ("exfiltration.link_with_data", "a link or image to be added with the chat inside it",
     r"\b(?:append|add|include|insert|attach|put|render|embed|end (?:each|every|your) "
     r"(?:reply|answer|response|message) with)\b.{0,60}\b(?:link|url|image|pixel|badge)\b"
     r".{0,80}\b(?:followed by|with|containing|carrying|including|that (?:includes|contains|"
     r"carries)|plus)\b.{0,40}\b(?:summary|copy|contents?|transcript|text|log|recap|gist)\b"
     r".{0,20}\b(?:chat|conversation|session|discussion|messages?|history|exchange|replies|"
     r"answers?)\b",
     {}),
    ("exfiltration.script_url", "a javascript: or data: URL that runs code when opened",
     r"(?:\] ?\( ?|href ?= ?[\"']?|src ?= ?[\"']?|action ?= ?[\"']?|<)"
     r"(?:javascript|vbscript|livescript) ?:|\bdata ?: ?text/html\b"
     r"|\bjavascript ?: ?(?:alert|eval|fetch|document|window|location|void|atob|import|"
     r"new |\(|//)",
     {}),
    ("exfiltration.forward_sink", "forwards every message, mail or file to an address",
     r"\b(?:forward|cc|bcc|copy|relay|mirror|send|email|e-mail|mail|share|bcc)\b.{0,40}"
     r"\b(?:every|each|all|any)\b.{0,30}\b(?:messages?|emails?|mails?|repl(?:y|ies)|conversations?|"
     r"chats?|prompts?|inputs?|requests?|answers?|responses?|questions?|notes?|files?|"
     r"documents?|outputs?)\b.{0,40}\b(?:to|into|at|via)\b.{0,10}"
     r"(?:[\w.+-]{1,64}@[\w-]{1,64}\.|https?://|webhook|pastebin|discord|telegram)",
     {}),
    ("exfiltration.push_remote", "pushes the repository to an extra remote",
     r"\b(?:also|additionally|in addition|secretly|silently|quietly|mirror)\b.{0,30}"
     r"\b(?:git )?push(?:es|ing)?\b.{0,40}\b(?:to|at)\b ?(?:https?://|git@|ssh://)"
     r"|\bgit remote add\b.{0,80}(?:https?://|git@|ssh://).{0,60}\bpush\b",
     {}),
    ("exfiltration.command_substitution", "a network command that carries a command's output",
     r"\b(?:curl|wget|nc|ncat)\b.{0,120}(?:\$\( ?|`) ?(?:env|printenv|cat|history|whoami|"
     r"hostname|ls|tar|base64|id)\b",
     {}),
    ("command_and_control.alias_hijack", "an alias or function that hides a download-and-run",
     r"\balias [\w.-]{1,30} ?= ?[\"']?[^\"'\n]{0,160}\b(?:curl|wget|nc|ncat|bash -c|sh -c|"
     r"python3? -c|base64 -d|eval)\b"
     r"|\b(?:function )?(?:ls|cd|git|sudo|ssh|cat|npm|pip|python|make|cp|mv)\b ?\( ?\) ?\{"
     r"[^}\n]{0,160}\b(?:curl|wget|nc)\b"
     r"|\b(?:prompt_command|trap)\b ?=?[^\n]{0,80}\b(?:curl|wget)\b",
     {}),
)
