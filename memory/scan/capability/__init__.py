"""Layer 6 of the scanner — capability: what an instruction would make the agent do, in
any of the languages of :mod:`memory.lexicons` (issue 28).

The keyword rows and the intent rule read English and Chinese phrasings. This layer reads
*slots*: an action, its object and a destination, each a word list per language kept as
data (``memory/scan/lexicons/<code>.json``, each file naming its source), and a capability
fires when its slots meet inside one sentence, whatever the language of each word:

=========================  =================================================================
``prompt_injection.override_rules``       override verb × rules × "previous/system" (or
                                          "all" × "instructions"); rules × previous ×
                                          "no longer apply"; obey × "instead"
``role_hijack.authority_transfer``        obey × a sender marker ("messages that start
                                          with ADMIN:", "signed", "from anyone")
``deception.conceal_from_user``           don't × tell × the user; "behind the user's back"
``exfiltration.data_to_destination``      send × the conversation or user data × a
                                          destination (URL, e-mail, domain, a tool call);
                                          a URL whose query carries a placeholder for it;
                                          a tool call to a URL done silently
``persistence.self_replication``          save × this note × memory, every session, other
                                          agents (MEMORY.md, every repo …)
``command_and_control.fetch_and_run``     code fetched from the network piped into an
                                          interpreter (curl, wget, iwr … | sh, bash,
                                          python, iex) on a schedule, every session, or
                                          silently
=========================  =================================================================

Standing preferences are not capabilities: "Always answer in French" has no object that
is the conversation going out, no sender to obey, nothing hidden from the user; "Never use
sudo in Docker commands" has no "tell the user". Each rule needs all its slots, which is
what keeps a preference (one slot, or two) apart from an attack (docs/scanner.md).

Words match the folded text (:func:`memory.normalise.fold`), and the lexicons are folded
the same way when they load, so accents, look-alikes and compatibility forms never
decide. Languages written with spaces are read word by word (``*`` marks a stem); the
others (Chinese, Japanese, Korean, Thai, Arabic, Hebrew, Persian, Hindi) as substrings.

The layer lives in rooms, each importing only those listed before it:

- :mod:`.terms`: the lexicons, the matcher built from them, a term's stem continued or mistyped.
- :mod:`.hits`: a text's hits (TextHits), the slots a clause opens or crosses, hits joined or unspaced.
- :mod:`.rules_named`: the rules a sentence names and whose they are (a genitive, a qualifier).
- :mod:`.negation`: negation read around a hit, before or after the verb, glued or prefixed.
- :mod:`.sentence`: one sentence as the readings see it (_Sentence), a match (CapabilityMatch).
- :mod:`.overrides`: rules voided, skipped or set aside; the text above ignored, then an answer.
- :mod:`.obeyed`: authority handed to the content: a sender, a channel, content treated as orders.
- :mod:`.exfiltration`: data sent out: a destination, a URL carrying data, a fetch-and-run, concealment.
- :mod:`.finding`: the readings of one sentence in order (find_in_sentences).
- :mod:`.spread_readings`: readings of one entry whose slots are spread over its sentences.
- :mod:`.across`: readings across sentences and entries (find_across_sentences, find_in_one_entry).
- :mod:`.entry`: find_capability and find_obedience_ordered.
"""

from __future__ import annotations

from . import (
    across,
    entry,
    exfiltration,
    finding,
    hits,
    negation,
    obeyed,
    overrides,
    rules_named,
    sentence,
    spread_readings,
    terms,
)
from .across import (
    ACROSS_SLOTS,
    CONCEAL_SELF_NEEDS,
    across_may_read,
    crossing_unspaced_slots,
    find_across_sentences,
    find_in_one_entry,
    hits_of,
    inside_may_read,
    inside_text_marks,
    is_term_word,
    spread_may_read,
)
from .entry import (
    find_capability,
    find_obedience_ordered,
)
from .finding import (
    INSIDE_NEEDS,
    find_in_sentences,
)
from .hits import (
    TextHits,
    crossing_slots,
    joined_hits,
    kept_text_hits,
    open_slots,
    runs_kept,
    text_hits,
)
from .obeyed import (
    opens_obeying_back,
)
from .overrides import (
    opens_with_an_action,
    override_told_of_someone,
    set_aside_alone,
)
from .rules_named import (
    determiners,
    owner_words,
)
from .sentence import (
    CapabilityMatch,
)
from .spread_readings import (
    SOURCE_MARKS,
)

# memory.scan.joined_read annotates with the rooms' hit tuple
from .terms import (
    CAPABILITIES,
    Lexicon,
    _Hit,
    lexicons,
    trie_regex,
    unspaced_starts,
)

#: every room, in import order: scanner._glue_words reads their module-level patterns
ROOMS = (terms, hits, rules_named, negation, sentence, overrides, obeyed, exfiltration, finding, spread_readings, across, entry)

__all__ = [
    "ACROSS_SLOTS",
    "CAPABILITIES",
    "CONCEAL_SELF_NEEDS",
    "CapabilityMatch",
    "INSIDE_NEEDS",
    "Lexicon",
    "ROOMS",
    "SOURCE_MARKS",
    "TextHits",
    "_Hit",
    "across_may_read",
    "crossing_slots",
    "crossing_unspaced_slots",
    "determiners",
    "find_across_sentences",
    "find_capability",
    "find_in_one_entry",
    "find_in_sentences",
    "find_obedience_ordered",
    "hits_of",
    "inside_may_read",
    "inside_text_marks",
    "is_term_word",
    "joined_hits",
    "kept_text_hits",
    "lexicons",
    "open_slots",
    "opens_obeying_back",
    "opens_with_an_action",
    "override_told_of_someone",
    "owner_words",
    "runs_kept",
    "set_aside_alone",
    "spread_may_read",
    "text_hits",
    "trie_regex",
    "unspaced_starts",
]
