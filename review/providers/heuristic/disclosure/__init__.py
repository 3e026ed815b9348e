"""Self-disclosure: what the user says about themselves, read from the shape of the clause.

The rule table (:mod:`.rules_en`, :mod:`.rules_zh`) knows phrases; this layer knows the
shape of a sentence in which a person tells you something lasting about themselves, so it
keeps up with how people actually talk (issue 31). It runs on a user sentence only when no
row of the table took it (a row's veto stands), and works in four steps:

1. **Clauses.** The sentence is cut at "and I …", "but …", "so …", ", which …", dashes and
   semicolons; a reason ("because …", "to fit in") and a trailing aside go.
2. **Who is speaking about whom.** A clause is kept only when its subject is the speaker:
   I / I'm / I've / my <noun> / we / our <noun> (我 / 我的 / 我们). A clause about the
   listener ("you", "your"), a question, a request ("can you", "let's"), a hypothetical
   ("if", "would", "might", "maybe"), a quote of someone else ("she said", quotation marks)
   and a promise to the listener ("I'll keep going") are not facts about the user.
3. **Lasting or passing.** What says "now" is dropped by its shape: a time deixis of the
   moment (today, tonight, this morning, right now), the weather, a meal, a mood or
   feeling ("I'm so excited", "I feel", "I hope", "I think", "can't wait"), an errand or a
   delay, small talk ("I'm good", "I agree", "I know right"), a predicate with nothing but a
   pronoun as its object ("I love it"). Relative times that only date an event
   ("yesterday", "last week", "recently") are cut from the entry, not the fact.
4. **One short third-person sentence.** The clause is rewritten ("I" → "User", "my" →
   "User's", the verb agrees), trimmed to at most :data:`MAX_WORDS` words; a change of
   state ("moved to", "switched from X to Y", "accepted an offer at", "started at", "now
   uses", "no longer", 搬到, 换成, 改成, 不再) is marked so planning replaces the live entry of
   the same slot (:mod:`review.slots`) instead of adding beside it.

"I'm thinking about picking up Rust" is **not kept** by the offline reviewer, and neither
is "I'm considering …" or "I might …" (nor, in a developer's session, "I want to …" or "I'm
planning to …", which are how a task for the assistant is worded; between people a firm
plan is kept as one, see ``_PLAN``): a heuristic cannot tell a passing
thought from a decision, an entry is read months later as something the user decided, and
the project's labelled splits have always counted hedges as what a careful reviewer leaves
out (``avoid`` in eval/cases.json). A goal said as a statement is kept ("My goal is to run
a marathon" → "User's goal is to run a marathon."), and so is an explicit "remember that I
might …". A model, which reads the whole conversation, may keep an intention as one
("… is thinking about picking up Rust"); the slot model files it as a list-valued goal,
so it never supersedes anything.

The layer lives in rooms, each importing only those listed before it (a name with an
underscore is the package's own, shared between its rooms, not the heuristic's):

- :mod:`.forms`: verb forms (a gerund, a plural verb) from the regular bases.
- :mod:`.dating`: the words that date a clause, and the clause without them.
- :mod:`.pointers`: clauses that say little or name nothing (:func:`unresolved`).
- :mod:`.speaker`: step 2, the speaker as the subject; plans and changes of life.
- :mod:`.clause_shapes`: step 1's shapes of a cut clause (an end that lost its complement, a
  tail that is a list, a simple past of the speaker's).
- :mod:`.fronted`: step 1, what is said before the subject or the main clause (a time, a
  scope, a condition, a reason before a taste) and how often a habit recurs.
- :mod:`.kept_whole`: step 1's marks that keep a span whole through the cut (a "since" of a
  state begun, a list or pair of one's own, a relative that is most of the fact).
- :mod:`.cutting`: step 1, the sentence cut into clauses.
- :mod:`.moment`: step 3, what says "now" and is dropped.
- :mod:`.act_words`: the words of a past act (which pasts are acts, which last, how often).
- :mod:`.simple_past`: an act said around its verb read as the simple past it reports.
- :mod:`.mishaps`: a thing broken or a body hurt in the past, a day's mishap or lasting.
- :mod:`.past_events`: single past events, lasting or the week's news.
- :mod:`.spells`: a doing still going on: a thing in the works, a stage, a spell of the moment.
- :mod:`.rewrite`: step 4, the clause written in the third person.
- :mod:`.about_the_speaker`: a thing or a doing said about the speaker; the entry written.
- :mod:`.dated`: a clause read with the day it names.
- :mod:`.steps`: :func:`disclosed`, the four steps in order and the gates between them.
"""

from __future__ import annotations

from .about_the_speaker import (
    CONFIDENCE,
    INTENT_REASON,
)
from .act_words import is_act_word
from .cutting import MAX_WORDS, clauses, taste_with_reason
from .dating import (
    dateless,
)
from .fronted import RECURRENCE, recurs, said_as_dislike, scope_first, scope_said_last
from .impersonal_taste import may_be_granted_later, speaks_of_self
from .past_events import (
    ONE_DAY_OCCASION,
    one_of_a_series,
    one_work_once,
    perfect_of_news,
    single_past_act,
    worked_with_at_an_occasion,
)
from .pointers import (
    kind_written_bare,
    unresolved,
)
from .rewrite import (
    lasting_clause,
    own_statement_asked_back,
    taken_back,
)
from .speaker import (
    LASTING_CHANGE,
    LIFE_THING_END,
    PAST_OF,
    life_plan,
    placed_in_a_life,
    singular,
)
from .spells import (
    lasting_elsewhere,
    spell_of_the_moment,
    stage_of_a_doing,
    unmarked_spell,
    work_in_progress,
)
from .steps import (
    disclosed,
    thing_subject,
)

__all__ = [
    "CONFIDENCE",
    "INTENT_REASON",
    "LASTING_CHANGE",
    "LIFE_THING_END",
    "MAX_WORDS",
    "ONE_DAY_OCCASION",
    "PAST_OF",
    "RECURRENCE",
    "clauses",
    "dateless",
    "disclosed",
    "is_act_word",
    "kind_written_bare",
    "lasting_clause",
    "lasting_elsewhere",
    "may_be_granted_later",
    "life_plan",
    "one_of_a_series",
    "one_work_once",
    "own_statement_asked_back",
    "perfect_of_news",
    "placed_in_a_life",
    "recurs",
    "said_as_dislike",
    "scope_first",
    "scope_said_last",
    "single_past_act",
    "singular",
    "speaks_of_self",
    "spell_of_the_moment",
    "stage_of_a_doing",
    "taken_back",
    "taste_with_reason",
    "thing_subject",
    "unmarked_spell",
    "unresolved",
    "work_in_progress",
    "worked_with_at_an_occasion",
]
