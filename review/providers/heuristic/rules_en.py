"""The English extraction table, in priority order (see :mod:`.table`), and the English
statement writer for what an instruction keeps."""

from __future__ import annotations

import re

from ...wellformed import NAME_LED_STATEMENT
from .builders import instruction, instruction_unless_promise, no_longer, offered
from .disclosure import unresolved
from .lexicon import TIMEZONE, kind_of, tools_in
from .table import SUBJECT, Candidate, Hit, Rule, veto
from .text import (
    ABOUT_REPLIES,
    FIRST_PERSON,
    LEAD,
    MOMENT,
    PATH,
    TRANSIENT,
    lasting_part,
    restriction,
)
from .when import RELATIVE
from .writing import conjugated, finish, switch_sentence, their_for_my, third_person

# --- patterns --------------------------------------------------------------------------------

_ASK = r"(?:(?:can|could|would|will) you(?: please)?\s+)?"
_REMEMBER = re.compile(
    LEAD + _ASK + r"(?:remember|note|keep in mind|make a note|don'?t forget)"
    r"(?:\s+(?:that|this)\b)?\s*[:,]?\s*(?P<fact>.+)$", re.I)
_STANDING = r"from now on|going forward|from here on(?: out)?|henceforth"
_FROM_NOW_ON = re.compile(LEAD + r"(?:" + _STANDING + r"|in future|in the future)"
                          r"[\s,:]+(?P<fact>.+)$", re.I)
# The same instruction said last: "Please assume podman from now on."
_FROM_NOW_ON_END = re.compile(r"^(?P<fact>.+?)[\s,]+(?:" + _STANDING + r")$", re.I)

# Relative times say when, not what: "I switched to Podman last month" keeps "to Podman".
_MONTHS = (r"january|february|march|april|may|june|july|august|september|october|november|"
           r"december|spring|summer|autumn|fall|winter")
_WHEN = (r"(?:[\s,]+(?P<when>last (?:week|month|year|sprint|quarter|" + _MONTHS + r")|yesterday|recently|a while ago|lately|"
         r"over the (?:summer|winter|weekend|holidays|break)|in (?:" + _MONTHS + r")|"
         r"this (?:year|month|quarter)|"
         # fixlearn17 (review32 R11): any count back, with "back" too ("a few years back", "about
         # five years ago"): the row's end takes it whole; dated where it names a year, else cut
         r"(?:(?:about|around|almost|nearly|over|roughly) )?(?:a|one|two|three|four|five|six|seven|eight|nine|"
         r"ten|eleven|twelve|fifteen|twenty|\d+|a few|a couple(?: of)?|several|many|some)(?: and a half)? "
         r"(?:days?|weeks?|months?|years?)(?: and a half)? (?:ago|back)))?")
_WHO = r"(?P<who>i|we|our team|the team|my team|our company)"
_SWITCH = re.compile(
    r"^" + _WHO + r"(?:'ve| have|'re| are)? (?:just |finally |now |recently |already |since )?"
    r"(?P<verb>switched|moved|migrated|changed)(?: (?P<what>(?:our |the |my )?[\w/-]+(?: [\w/-]+)?)"
    r"(?= from))?(?P<over> over| everything)?(?: from (?P<x>.+?))? to (?P<y>.+?)" + _WHEN + r"$", re.I)
_NO_LONGER = re.compile(
    r"^(?P<who>i|we)(?:'m|'re| am| are)? (?:not (?:using |on |in |with )?(?P<x>[^,;]+?) any ?more|"
    r"no longer (?:use |using |on )?(?P<x2>[^,;]+?)|(?:don'?t|do not) use (?P<x3>[^,;]+?) any ?more)"
    r"(?P<rest>[,;].*)?$", re.I)
# What follows a tool name and is not part of it: "bun for the frontend".
_TOOL_TAIL = re.compile(r"\s+(?=(?:for|in|on|as|at|with|because|since|across|instead)\b)", re.I)

_NAME = r"[\w.+#/@-]+(?: (?-i:[A-Z0-9])[\w.+#-]*)?"
_ADOPT = re.compile(
    r"^" + _WHO + r"(?:'ve| have)? (?:just |recently |finally |also |now )?(?:started|begun|began) "
    r"(?:using|to use) (?P<y>" + _NAME + r")(?: (?:instead of|rather than|in place of|over) "
    r"(?P<x>" + _NAME + r"))?(?P<rest>(?:,?\s+(?:for|across|in|on|to|with|at)\b.*)|[,;].*)?$", re.I)
_ON_NOW = re.compile(
    r"^i(?:'m| am) (?:now )?(?:on|using) (?P<y>" + _NAME + r")(?P<now>,? (?:now|these days|nowadays))?"
    r"(?:,? (?:rather than|instead of|not|over) (?P<x>" + _NAME + r"))?(?P<rest>[,;].*)?$", re.I)

# Standing rules said without "from now on": "never run migrations on Fridays", "don't ever
# force-push", "we always squash-merge".
_NEVER = re.compile(r"^(?:you should |you must |please )?(?P<adv>never(?: ever)?|don'?t ever|do not ever)"
                    r"\s+(?P<rest>.+)$", re.I)
_ALWAYS = re.compile(r"^(?:please )?(?P<adv>always)\s+(?P<rest>.+)$", re.I)
_WE_ALWAYS = re.compile(r"^(?P<who>we|our team|the team)(?:'ve| have)? (?P<adv>always|never|usually|"
                        r"generally|normally|typically)\s+(?P<rest>.+)$", re.I)
_NOT_VERBS = ("mind again ever happy glad sure fine ok okay good great nice the a an my your this that it so "
              "been seen had heard thought felt knew saw was were did done gone met imagined expected "
              "up here there down in on around available ready open free welcome when "
              # prec19: a participle with its "I've" left off ("Never worn a suit"), no verb at all
              # ("Always fun to see …"), "(you) never know": the speaker's own words, no order
              "worn eaten taken given known driven written flown sung swum grown thrown ridden broken "
              "spoken stolen forgotten gotten beaten shown drawn fallen hidden bitten chosen frozen "
              "fun funny cool interesting hard easy worth such know")
_NOT_A_VERB = frozenset(_NOT_VERBS.split())
_COMPLAINT = re.compile(r"\b(?:forget|forgets|struggle|fight|argue|hit|run into|end up|get stuck|"
                        r"have (?:issues|problems|trouble)|mess|screw)\b", re.I)
# The reason said after a rule ("…, the on-call is thin") is not part of the rule.
_REASON = re.compile(r",\s+(?=(?:the|it|nobody|no one|there|they|we|everyone|our|my|i|that|this|"
                     r"people|someone)\b)", re.I)

# Hedges and plans are not facts yet: "I'm thinking about switching to NixOS".
# learn30: any run of adverbs before the verb ("I'm always still thinking about …" was kept
# as "User is always still thinking about …", one adverb only was read)
# review14 N9: "always/often/constantly" make a hedge only of a thought ("I'm always thinking
# about …"); before "want to", "should" … they make a standing wish ("I always want to be
# there for my kids").
_HEDGE = re.compile(r"^(?:i|we)(?:'m|'re| am| are)? (?:(?:really|still|just|also|now|"
                    r"actually|seriously|kind of|sort of) )*"
                    r"(?:(?:always|constantly|often) (?:(?:really|still|just|also|now|actually|"
                    r"seriously|kind of|sort of) )*(?=thinking|considering|wondering|debating))?"
                    r"(?:thinking|considering|planning|wondering|debating|hoping|trying to decide|"
                    r"not sure|might|may|could|would like to|want to|wanna|should|plan to|intend to)\b",
                    re.I)

_ROLE = (r"developer|engineer|designer|manager|student|researcher|scientist|analyst|admin|"
         r"administrator|architect|consultant|teacher|writer|founder|co-?founder|sre|programmer|"
         r"maintainer|freelancer|intern|dba|lead|tech lead|cto|ceo|cfo|coo|vp|director|pm|"
         r"product owner|owner|sysadmin|devops|tester|qa|contractor|on-call")
_ROLE_RE = re.compile(r"\b(?:" + _ROLE + r")s?\b", re.I)
_DEICTIC = re.compile(r"\b(?:this|that|these|those|here|today|now)\b", re.I)
_PLACE = r"(?P<x>[A-Z][\w.'-]*(?:,? [A-Z][\w.'-]*){0,2})"
_LOCATED_REST = r"(?P<rest>(?:\s+(?:now|these days|nowadays))?(?:[,;] .+)?)$"

# Projects and the environment, said in passing: "I'm working on a Go service at
# ~/src/billing", "our monorepo lives at ~/work/atlas", "all our infra is managed with
# Terraform". Kept only with a path or a named tool, so "I'm working on the onboarding flow"
# is not a project fact.
_PROJECT_NOUN = (r"app|apps|application|project|service|services|repo|repos|repository|monorepo|"
                 r"codebase|code|api|apis|cli|library|lib|site|website|backend|frontend|server|"
                 r"servers|bot|pipeline|pipelines|package|extension|plugin|sdk|worker|workers|"
                 r"daemon|dashboard|infra|infrastructure|cluster|clusters|manifests|stack|builds?|"
                 r"tests?|ci|deploys?|deployments?|database|databases|db|jobs?|docs|game|tool")
_PROJECT_NOUN_RE = re.compile(r"\b(?:" + _PROJECT_NOUN + r")\b", re.I)
_PROJECT_WORK = re.compile(
    r"^(?:i(?:'m| am) (?:currently |now |mostly |also )?(?:working on|building|writing|developing|"
    r"maintaining|hacking on|running)|i (?:work on|build|maintain|own|develop|run|wrote|built)|"
    r"i(?:'ve| have) got|i have) (?P<x>.+)$", re.I)
_PROJECT_SUBJECT = re.compile(
    r"^(?P<subj>(?:the|my|our|all our|all of our|all the)\s+(?:[\w.+#/-]+\s+){0,4}?(?:"
    + _PROJECT_NOUN + r")(?:\s+(?:i|we)\s+(?:maintain|own|work on|run|build|wrote|built|use|deploy|"
    r"ship))?|everything (?:we|i) (?:run|deploy|host|build|ship))\s+(?P<verb>is|are|'s|lives?|sits?|"
    r"uses?|runs?|talks?|reads?|sends?|writes?|connects?|depends|has|have|moved|gets?|goes|go|"
    r"was written|is written|is built|are built|is managed|are managed|is deployed|are deployed|"
    r"is hosted|are hosted)\b(?P<rest>.*)$", re.I)
_DO_IN = re.compile(
    r"^i (?P<v>do|write|keep|take|manage|track|run) (?P<q>(?:all|most|some) (?:of )?)?my "
    r"(?P<what>[\w -]{2,25}?) (?:in|with|on) (?P<y>.+?)(?P<now>\s+(?:these days|now|nowadays))?"
    r"(?P<rest>[,;].*)?$", re.I)

# Phrases that hand the assistant context to keep: "…, in case that matters." / "FYI, …".
_CONTEXT_MARK = (r"in case (?:that|it|this) (?:matters|helps)|fyi|for context|for the record|"
                 r"just so you know|for your information|for (?:future )?reference")
_OFFERED_TAIL = re.compile(r"^(?P<fact>.+?)[\s,;—-]+(?:" + _CONTEXT_MARK + r")$", re.I)
_OFFERED_HEAD = re.compile(r"^(?:" + _CONTEXT_MARK + r")[\s,:]+(?P<fact>.+)$", re.I)

# Objects too vague to be a preference worth keeping ("I like that", "I like your idea").
_VAGUE_OBJECT = re.compile(
    r"^(?:it|that|this|these|those|them|you|your|him|her|the idea|the plan)\b", re.I)

IMPERATIVE = re.compile(
    r"^(?:always |never |(?:don'?t|do not) )?(?:assume|run|use|keep|make|avoid|answer|reply|respond|"
    r"write|add|check|call|try|ask|stop|be|put|set|go|install|switch|start|send|show|give|tell|"
    r"let|schedule|include|explain|test|deploy|push|commit|open|create|delete|remove|update|"
    r"ensure|treat|consider|format|prefix|sign|rebase|merge|review|speak|talk|skip|mention|"
    r"cite|quote|respect|wait|ping|notify|read|lint|build)\b", re.I)
# "…, so schedule reminders in CET" tells the assistant what to do now: not part of the fact.
_SO_DO = re.compile(r",\s*so\s+(?:" + IMPERATIVE.pattern[1:] + r").*?([.。!！])$", re.I)


# --- builds ------------------------------------------------------------------------------------

def stated(hit: Hit) -> list[Candidate] | None:
    """A stated preference or profile fact in the row's template, about the user."""
    obj = hit["x"].strip()
    if _VAGUE_OBJECT.match(obj) or len(obj) < 2 or MOMENT.search(hit.text):
        return None
    if hit.rule.name == "en.moved" and RELATIVE.search(obj):
        # fixlearn16 (issue 31): a relative time the message's time can date, inside the move's
        # object where the row's own end (_WHEN) does not take it, was kept undated ("I moved to
        # Leeds last year and now I work at a bakery" → "… last year and now they work …", "I
        # moved to Lisbon last spring"); the shape layer dates it where it was said (:mod:`.when`)
        return None
    if re.match(r"ones?\b", hit.groups.get("what") or "", re.I):
        return None   # v8: "my favourite one to …": one of what the chat was about
    parts = {k: their_for_my(v or "") for k, v in hit.groups.items()}
    if "x" in parts:    # "I love the trails, it feels so calm": the taste, not the comment after it
        # learn54: "I like dogs, but only small ones": the restriction is the object's
        # (:func:`.text.restriction`), kept with it when nothing before it is cut
        kind = restriction(parts["x"])
        head = parts["x"][:kind.start()] if kind else parts["x"]
        parts["x"] = _NEXT_CLAUSE.split(head, maxsplit=1)[0].strip()
        if _QUALIFIER_CUT.match(head.strip()[len(parts["x"]):]):
            return None   # learn75: the shape layer keeps "… , but only in the sea" with the taste
        if kind and parts["x"] == head.strip():
            parts["x"] += f", but {'only' if kind['w'].lower() == 'just' else kind['w']} {kind['tail']}"
        # prec10: "I love hiking too", "my choir is like a second home too": agreeing with
        # the friend, which the entry, read alone, cannot
        parts["x"] = _AGREEING_TAIL.sub("", parts["x"])
        if hit.rule.name in _TASTES and unresolved(f"I like {parts['x']}"):
            return None  # "I love their work", "I love escaping to that world": the shape
                         # layer's test of a pointer or an empty object (v6)
    return [hit.candidate(_SO_DO.sub(r"\1", hit.filled(**parts)), when=hit["when"] or "")]


_TASTES = frozenset({"en.like", "en.not_like", "en.dislike", "en.prefer"})
# learn75 (lost condition): what the cut above would drop when it is the object's or the taste's
# qualifier ("I love swimming, but only in the sea", "…, but never before noon"): the row then
# declines, as the taste kept without it ("User loves swimming.") says more than was said
_QUALIFIER_CUT = re.compile(r"^,?\s+(?:but|though|although|yet)\s+(?:only|just|not|never|rarely|seldom|"
                            r"mostly|except)\b(?!\s+(?:(?:when|whenever|if|unless)\s+)?(?:i|i'm|i've|we|you|he|she|"
                            r"they|it|it's)\b)"   # review27 R16: a clause of its own is no qualifier ...
                            # ... prec15: unless "only" or "just" makes it the taste's one condition
                            # ("I love running, but only when it's cold out": not running outright)
                            r"|^,?\s+(?:but|though|although|yet)\s+(?:only|just)\s+(?:when|whenever|if)\b", re.I)
_AGREEING_TAIL = re.compile(r",?\s+(?:too|as well)$", re.I)

# Where a stated taste's object ends and another clause begins (v6, developed on LoCoMo
# 1-5): a dash, a semicolon, or a comma before a new subject ("…, it looks so cozy", "…,
# they're a great escape", "…, but contemporary is my favourite").
_NEXT_CLAUSE = re.compile(r"\s*(?:[;—–]|\s-\s|(?<=\w)-\s+(?=[a-z])|"
                          # prec10: the reason for a taste is not its object ("…, 'cause the
                          # sea calms me"), as the shape layer's clauses cut "because"
                          r",?\s+(?:because|['’]?cause|cuz)\s+|"
                          # v11: an exclamation after it ("…, such a great way to unwind",
                          # "…, what a joy") is how it felt, not what is loved
                          r",\s+(?:such|what)\s+(?!as\b)(?=[a-z])|"
                          r",\s+(?:and\s+|but\s+)?(?=(?:it|it's|"
                          r"they|they're|he|she|that's|this|there|but|i|i'm|i've|the user)\b|"
                          # v8: a comment with a subject of its own ("…, the effects are great")
                          r"the\s+[a-z]+(?:\s+[a-z]+)?\s+(?:is|are|was|were|has been|have been)\s))",
                          re.I)


def switch(hit: Hit) -> list[Candidate] | None:
    """"I switched from X to Y", "our team moved CI from X to Y" (a move without a from,
    "I moved to Lisbon", is a move unless it moves to a tool: "I moved over to Nushell")."""
    y, when = _before_a_clause(hit["y"], hit["when"] or "")
    new, tail = _TOOL_TAIL.split(y, maxsplit=1)[0], ""
    if hit["verb"].lower() in ("moved", "migrated") and not hit["x"] and kind_of(new) is None:
        return None
    # fixlearn13: "I moved to Lima" is the idiom of a move of home, whatever else the name is
    # (Lima, Phoenix: a city and a tool). A tool is moved to "over", with "everything", or
    # names what was moved ("our CI"); "moved from X to Y" is a tool's only when both are
    # tools ("from Emacs to Zed"; "from Lima to Denver" is a move). Bare, the shape layer
    # writes the move.
    moved_home = hit["verb"].lower() == "moved" and not (hit["what"] or hit["over"])
    if moved_home and not hit["x"]:
        return None
    old = hit["x"].strip() if hit["x"] else None
    if not _a_thing_used(new, old, hit["what"], both=moved_home):
        # learn57: "from Dublin to Nairobi", "from nursing to software testing", "careers
        # from law to gardening" change where the user lives or what they do, not a tool
        # they use: told as what it is, in the user's own verb ("User moved from Dublin to
        # Nairobi."). The old value still names the entry it replaces. "We" of a home or a
        # life is no team: the shape layer reads it ("User and their family moved …").
        if _who(hit["who"]) != "i":
            return None
        what = f" {hit['what'].strip()}" if hit["what"] else ""
        said = f"User {hit['verb'].lower()}{what} from {hit['x'].strip()} to {y.strip()}" \
            if old else f"User {hit['verb'].lower()}{what} to {y.strip()}"
        # fix38 (review20 R11): "my" with "User" as subject is "their" ("switched their diet"),
        # as for the role row; third_person alone wrote "the user's"
        return [hit.candidate(finish(third_person(their_for_my(said)), hit.end), old=old, new=new,
                              when=when)]
    if new != y:
        tail = " " + y[len(new):].strip()
    if hit["what"] and not tail:
        tail = " for " + re.sub(r"^(?:our|the|my) ", "", hit["what"], flags=re.I)
    content = switch_sentence(_who(hit["who"]), new, old, third_person(tail), hit.end, zh=False)
    return [hit.candidate(content, old=old, new=new)]


# fixlearn20 (tester24): a clause of its own after the new value ("… to VS Code last week, Vim is
# gone for good", "…, and I love it", "…, which is faster") is no part of it; a place's region
# after a comma ("to Portland, Oregon") is: it has no verb
_A_CLAUSE_AFTER = re.compile(
    r",\s*(?=(?:and|but|so|because|since|though|although|which|where|who)\b|(?:it|i|we|they|he|she|this|that|"
    r"there)(?:'s|'m|'re|'ve|\b)|(?:[\w.'+-]+ ){1,3}(?:is|are|was|were|has|have|had|feels|looks|seems|works|"
    r"runs|starts|loads)\b)", re.I)
_WHEN_LAST = re.compile(_WHEN + r"$", re.I)


def _before_a_clause(y: str, when: str) -> tuple[str, str]:
    """The switch's new value without a clause said after it (above), and the relative time
    said before that clause ("VS Code last week, …": "VS Code", "last week")."""
    cut = _A_CLAUSE_AFTER.search(y)
    if cut is None:
        return y, when
    y = y[:cut.start()]
    if (said := _WHEN_LAST.search(y)) and said["when"]:
        return y[:said.start()], said["when"]
    return y, when


def _a_thing_used(new: str, old: str | None, what: str | None, *, both: bool = False) -> bool:
    """A switch of a thing used: the lexicon knows the new or the old value as a kind of tool
    ("Neovim", "Windows"), or what was switched is a piece of a project ("our CI", "the
    backend", not a bare plural: "switched jobs"). Not a place, a line of work or a job
    ("from Dublin to Nairobi", "careers from law to gardening"): those are changes of a
    life, written as said. ``both``: a home's verb ("moved"), a tool's only when both values
    are tools."""
    if both:
        return kind_of(new) is not None and old is not None and kind_of(old) is not None
    if kind_of(new) is not None or (old is not None and kind_of(old) is not None):
        return True
    if not what or re.fullmatch(r"[a-z]+s", what.strip(), re.I):
        # a bare plural is the idiom of a life's change: "switched jobs", "changed schools"
        return False
    return bool(_PROJECT_NOUN_RE.search(what))


def _who(said: str) -> str:
    """"i" is the user; "we", "our team"… the team."""
    return "i" if said.lower() == "i" else "we"


#: A past form: in -ed (not a plain verb in -eed: "need", "feed"), or a common irregular past.
_TOLD_PAST = re.compile(r"(?:[a-z]+(?<!e)ed|[a-z]*(?:agreed|freed)|caught|went|saw|ate|took|got|had|did|was|"
                        r"were|made|heard|knew|thought|told|found|came|bought|brought|ran|won|lost|"
                        r"left|met|gave|wrote|drove|flew|swam|sang|slept|spent|tried)", re.I)


_NEVER_ADVERBS = re.compile(r"^(?:(?:really|even|actually|truly|once|ever|just|quite|honestly) )+", re.I)
#: prec18: after "never", what no order to the assistant starts with (rule_said, below).
_OWN_NEVER = re.compile(
    r"^(?:(?:really|even|actually|truly|once|ever|just|quite|honestly) )+" + _TOLD_PAST.pattern + r"\b"
    r"|^(?:(?:really|even|actually|truly|once|ever|just|quite|honestly) )*(?:would|could|will|can|should|"
    r"might|must|was|were|had|have|did|something|anything|nothing|anyone|anybody|someone)\b", re.I)

#: review36 R6: "Never have more than one tab open when you test …", "Never anything but English
#: in your replies": an order's opening, said to the assistant, stays a rule.
_ORDER_OPENING = re.compile(r"^(?:have|should|anything|can|will|must)\b", re.I)
_TO_YOU = re.compile(r"\b(?:you|your|yours)\b", re.I)


#: fix48: a plural, then where or when in the replies it goes: "emojis in your answers",
#: "citations when you quote" (an order's verb left off; rule_said)
_NO_VERB_ORDER = re.compile(r"^[a-z]+[^su\W]s (?:in|inside|within|on|at|under|for|with|without|when|whenever|"
                            r"unless|if|while)\b", re.I)
#: the assistant's own writing, after "when you"
#: review49: verbs in -s said of a subject left off ("(it) always helps", "(it) never hurts"), a
#: remark on how things go, never a plural the replies hold: before "when you explain" or "in your
#: replies" too they are no order
_SAID_OF_IT_WORDS = """helps hurts works matters pays counts depends happens beats goes comes
feels looks seems sounds gets makes takes means applies fails breaks wins bothers annoys confuses
surprises backfires sucks rocks"""
_SAID_OF_IT = frozenset(_SAID_OF_IT_WORDS.split())
_WHEN_YOU_WRITE = re.compile(r"\bwhen(?:ever)? you (?:quote|cite|answer|reply|respond|write|explain|summari[sz]e|"
                             r"list|translate|code|document|comment)\b", re.I)


_AGREEING_EITHER = re.compile(r"\beither\W*$", re.I)


def rule_said(hit: Hit) -> list[Candidate] | None:
    """"never run migrations on Fridays" / "always run migrations in a transaction": a rule
    for the assistant, or for how it answers the user."""
    rest = _REASON.split(lasting_part(hit["rest"]), maxsplit=1)[0].strip()
    words = rest.split()
    if len(words) < 2 or words[0].lower().rstrip(",;:!") in _NOT_A_VERB or MOMENT.search(rest):
        return None
    adv = "never" if hit["adv"].lower().startswith(("never", "don", "do not")) else "always"
    if words[0].lower() == "to":
        # prec30 (MSC per-turn dev): "Never to work, there is too much noise." answers a question
        # with an infinitive ("Do you take them to work?"); an imperative has no "to"
        return None
    if _NO_VERB_ORDER.match(rest) and words[0].lower() not in _SAID_OF_IT \
            and (ABOUT_REPLIES.search(rest) or _WHEN_YOU_WRITE.search(rest)):
        # fix48 (review48): "Never emojis in your answers.", "Always citations when you quote.":
        # an order to the assistant with its verb left off, a plural for what its replies hold
        # or leave out (as "Never anything but English in your replies" is kept, review36 R6).
        # Only where the rest names the replies or the assistant's writing: "(it) never hurts
        # when you stretch" has a verb in -s before the same "when you"
        said = f"User wants no {rest}" if adv == "never" else f"User wants {rest}"
        return [hit.candidate(finish(third_person(said), hit.end), target="user")]
    if re.fullmatch(r"[a-z]+[^su]s", words[0]) and not IMPERATIVE.match(rest):
        # prec31 (MSC per-turn session 2 dev): "Never hurts to ask.", "Always works out in the
        # end.": a verb agreed with a subject left off ("it"), told of a thing; an order to the
        # assistant takes the bare verb ("never push", "always discuss")
        return None
    if words[0].lower() in ("i", "we", "i'm", "we're", "i've", "we've"):
        # fix17 (review15 O13): "Always I lose my gloves": a subject right after the adverb
        # makes it the speaker's own habit, told, not a rule asked of the assistant
        return None
    if hit.rule.name == "en.always" and not IMPERATIVE.match(rest) and words[0].lower().endswith(
            ("ing", "ed", "ly")):
        return None
    if adv == "never" and _AGREEING_EITHER.search(rest):
        # prec23: "Never read that one either.": "either" agrees with what the other side just
        # said of themselves, so it is the speaker's own "(I've) never …" with "I" left off
        # (it was kept as "The assistant should never read … either.")
        return None
    if adv == "never" and not IMPERATIVE.match(rest) and _TOLD_PAST.fullmatch(words[0]):
        # prec17: "Never played chess, but …", "Never tried it back then": a past form
        # after "never" is the speaker's own "(I've) never …" with its subject left off, no
        # rule asked of the assistant ("User wants the assistant never to played chess")
        return None
    if adv == "never" and _OWN_NEVER.match(rest) and not IMPERATIVE.match(_NEVER_ADVERBS.sub("", rest)) \
            and not (_ORDER_OPENING.match(_NEVER_ADVERBS.sub("", rest)) and _TO_YOU.search(rest)):
        # prec18: the same with an adverb first ("Never really watched cartoons"), a modal
        # ("Never would have guessed that": "I" left off) or no verb at all ("Never anything
        # like it again"): the speaker's own words, no rule
        return None
    if ABOUT_REPLIES.search(rest) or FIRST_PERSON.search(rest):
        said = f"User wants the assistant never to {rest}" if adv == "never" else \
            f"User wants the assistant to always {rest}"
        return [hit.candidate(finish(third_person(said), hit.end), target="user")]
    return [hit.candidate(finish(third_person(f"The assistant should {adv} {rest}"), hit.end))]


def team_habit(hit: Hit) -> list[Candidate] | None:
    """"we always squash-merge PRs" → "The team always squash-merges PRs."."""
    rest = _REASON.split(lasting_part(hit["rest"]), maxsplit=1)[0].strip()
    if len(rest.split()) < 2 or rest.split()[0].lower() in _NOT_A_VERB or _COMPLAINT.search(rest) \
            or TRANSIENT.search(rest):
        return None
    return [hit.candidate(finish(f"The team {hit['adv'].lower()} {conjugated(third_person(rest))}",
                                 hit.end))]


def adopted(hit: Hit) -> list[Candidate] | None:
    """"we've started using uv instead of pip …", "I'm on pnpm now rather than yarn"."""
    new, old = hit["y"].strip(), (hit["x"] or "").strip() or None
    if kind_of(new) is None or (hit.rule.name == "en.on_now" and not (hit["now"] or old)):
        return None
    tail = third_person(lasting_part(hit["rest"] or "")) if hit.rule.name == "en.adopt" else ""
    tail = (" " + tail.lstrip(", ").strip()) if tail.strip(", ") else ""
    content = switch_sentence(_who(hit["who"] or "i"), new, old, tail, hit.end, zh=False)
    return [hit.candidate(content, old=old, new=new)]


def timezone(hit: Hit) -> list[Candidate] | None:
    if MOMENT.search(hit.text):
        return None
    return [hit.candidate(finish(f"User's timezone is {hit['x']}", hit.end))]


def located(hit: Hit) -> list[Candidate] | None:
    """"I'm in Berlin", "we're in Singapore, so UTC+8", "I work from Nairobi, on EAT": where
    the user is, and the timezone said beside it."""
    place, rest = hit["x"], hit["rest"]
    if ", " in place:  # "Kraków, CET": the timezone is not part of the place
        parts = place.split(", ")
        keep = next((i for i, part in enumerate(parts) if TIMEZONE.fullmatch(part)), len(parts))
        place, rest = ", ".join(parts[:keep]), ", " + ", ".join(parts[keep:]) + rest
    if not place or MOMENT.search(hit.text) or tools_in(place) or TIMEZONE.fullmatch(place):
        return None
    said = "works from" if hit.rule.name == "en.work_from" else "is based in"
    found = [hit.candidate(finish(f"User {said} {place}", hit.end),
                           changes=bool(re.match(r"\s+(?:now|these days|nowadays)", rest)))]
    if zone := TIMEZONE.search(rest):
        found.append(hit.candidate(finish(f"User's timezone is {zone.group(0)}", hit.end)))
    return found


def team_joined(hit: Hit) -> list[Candidate] | None:
    """"I moved to the platform team" / "I joined the growth team in May"."""
    return [hit.candidate(finish(f"User works on the {hit['x']} team", hit.end), changes=True)]


def role(hit: Hit) -> list[Candidate] | None:
    """"I'm the only SRE on the payments team, so I get paged" → "User is the only SRE on the
    payments team."; "As the tech lead for the data platform I …" → "User is the tech lead
    for the data platform."."""
    rest = lasting_part(hit["rest"] or "")
    if _DEICTIC.search(rest) or MOMENT.search(hit.text) or not _ROLE_RE.search(hit["x"]):
        return None
    rest = " " + rest if rest and not rest.startswith((",", ";")) else rest
    # learn57: "my" after the role is the user's, written "their" once "User" is the subject,
    # as every entry writes it (read alone, the rest wrote it "… at the user's startup")
    said = f"User is {hit['a'].lower()} {hit['x'].strip()}{third_person(their_for_my(rest))}"
    if re.match(r"\s+and\s+(?:then\s+|also\s+)?[a-z]", rest):
        # prec13 (issue 31, broken writing): a second verb phrase after the role ("I'm a teacher
        # and love my job") was written alone, with no subject to agree with ("User is a teacher
        # and love their job."); written with the role's sentence, its verb agrees
        whole = third_person(their_for_my(f"I am {hit['a'].lower()} {hit['x'].strip()}{rest}"))
        said = "User" + whole[len("the user"):] if whole.startswith("the user ") else said
    return [hit.candidate(finish(said.rstrip(", "), hit.end))]


def leads_team(hit: Hit) -> list[Candidate] | None:
    team = re.sub(r"^(?:our|my)\b", "the", hit["x"], flags=re.I)
    verb = {"lead": "leads", "run": "runs", "manage": "manages", "head": "heads", "own": "owns"}
    return [hit.candidate(finish(f"User {verb[hit['v'].lower()]} {team}{hit['org'] or ''}", hit.end))]


def works_in_tool(hit: Hit) -> list[Candidate] | None:
    """"I do all my editing in Zed these days" → "User does all their editing in Zed."."""
    tool = hit["y"].strip()
    if not tools_in(tool) or MOMENT.search(hit.text):
        return None
    verb = conjugated(hit["v"].lower())
    said = f"User {verb} {(hit['q'] or '').lower()}their {hit['what']} in {tool}"
    return [hit.candidate(finish(said, hit.end), changes=bool(hit["now"]), new=tool)]


def environment(hit: Hit) -> list[Candidate] | None:
    """A project or environment fact said in passing, in the user's words: kept with a path
    or a named tool, up to the first clause about the moment or asking something."""
    kept = lasting_part(hit.text)
    if not (PATH.search(kept) or (tools_in(kept) and _PROJECT_NOUN_RE.search(kept))):
        return None
    if MOMENT.search(kept) or re.search(r"\b(?:broke\w*|fail\w*|crash\w*|errors?|hangs?|slow|down)\b",
                                        kept, re.I):
        return None
    # ", it talks to Kafka" is about the project just named
    kept = re.sub(r",\s+it(?:'s| is)\s+", ", which is ", kept, flags=re.I)
    kept = re.sub(r",\s+it\s+(?=\w+s\b)", ", which ", kept, flags=re.I)
    changes = bool(re.search(r"\b(?:moved|now|migrated)\b", kept, re.I))
    # "…run on Fly.io now": the state stays ("for now" is a hedge, kept as said)
    kept = re.sub(r"(?<!\bfor)\s+now\b(?=\s*(?:[;,.]|$))", "", kept)
    said = third_person(kept)
    said = re.sub(r"\bthe user (?:has|'ve) got\b", "the user has", said, flags=re.I)
    said = re.sub(r"^the user is (?=working on\b)", "the user is ", said, flags=re.I)
    return [hit.candidate(finish(said, hit.end), target="memory", own_words=True, changes=changes)]


def standing(fact: str, end: str | None, hit: Hit) -> Candidate | None:
    """A kept English instruction or fact as a statement about the user or environment."""
    if FIRST_PERSON.search(fact) and (said := hit.table.stated(fact, end)):
        return hit.candidate(said.content, target=said.target)
    about_replies = bool(ABOUT_REPLIES.search(fact))
    if assume := re.fullmatch(r"assume (?:that )?(?:we use |the user uses )?(?P<x>[\w.+#-]+(?: [\w.+#-]+)?)",
                              fact, re.I):
        # "assume podman" is what the user uses: say so.
        return hit.candidate(finish(f"User uses {assume['x']}", end), target="user")
    if re.match(r"^no\s+\w", fact, re.I):  # "no emojis"
        return hit.candidate(finish(f"User wants {fact[:1].lower()}{fact[1:]}", end),
                             target="user" if about_replies else "memory")
    if IMPERATIVE.match(fact) and not NAME_LED_STATEMENT.match(fact):
        body = re.sub(r"^(?:don'?t|do not)\b", "not", fact[:1].lower() + fact[1:], flags=re.I)
        if about_replies or FIRST_PERSON.search(fact):
            body = re.sub(r"^(never|not) ", r"\1 to ", body) if body.startswith(("never ", "not ")) \
                else "to " + body
            return hit.candidate(finish(third_person(f"User wants the assistant {body}"), end),
                                 target="user")
        return hit.candidate(finish(third_person(f"The assistant should {body}"), end),
                             target="memory")
    return hit.candidate(finish(third_person(fact), end), target=SUBJECT)


# --- the table ---------------------------------------------------------------------------------

def _stated(name: str, pattern: str, template: str, example: str, gives: str,
            flags: int = re.I) -> Rule:
    return Rule(name, "stated", re.compile(pattern, flags), "user", template, example, (gives,),
                0.7, stated)


RULES: tuple[Rule, ...] = (
    Rule("en.remember", "explicit", _REMEMBER, SUBJECT, "{fact}, as a statement",
         "Please remember that the staging server is db-stage-2.",
         ("The staging server is db-stage-2.",), 0.9, instruction),
    Rule("en.from_now_on", "standing", _FROM_NOW_ON, SUBJECT, "{fact}, as a statement",
         "From now on, run the tests with pytest -q.",
         ("The assistant should run the tests with pytest -q.",), 0.85, instruction),
    Rule("en.from_now_on_end", "standing", _FROM_NOW_ON_END, SUBJECT, "{fact}, as a statement",
         "Please assume podman from now on.", ("User uses podman.",), 0.85,
         instruction_unless_promise),
    # Not facts yet: hedges and plans; "never mind" is not a rule.
    Rule("en.hedge", "veto", _HEDGE, SUBJECT, "(nothing)", "I'm thinking about moving to Go.", (),
         1.0, veto),
    Rule("en.never_mind", "veto", re.compile(r"^never ?mind\b", re.I), SUBJECT, "(nothing)",
         "Never mind, I found it.", (), 1.0, veto),
    # Standing rules said without "from now on".
    Rule("en.never", "standing", _NEVER, "memory", "The assistant should never {rest}.",
         "Don't ever deploy on Fridays, nobody is around.",
         ("The assistant should never deploy on Fridays.",), 0.8, rule_said),
    Rule("en.always", "standing", _ALWAYS, "memory", "The assistant should always {rest}.",
         "Always run the migrations in a transaction.",
         ("The assistant should always run the migrations in a transaction.",), 0.8, rule_said),
    Rule("en.we_always", "standing", _WE_ALWAYS, "memory", "The team {adv} {rest, agreeing}.",
         "We always squash-merge pull requests.",
         ("The team always squash-merges pull requests.",), 0.75, team_habit),
    # Moves to a team are not tool switches: "I moved to the platform team".
    Rule("en.team_move", "switch", re.compile(
        r"^i(?:'ve| have)? (?:just |recently |finally )?(?:moved|switched|transferred|joined|changed)"
        # learn60 (review20's pre-existing note): the team left is no team joined ("I moved
        # from the marketing team to product" gave "User works on the from the marketing team.")
        r"(?: over)? (?:to |into )?(?:the |a )?(?P<x>(?!(?:from|out|away|off)\b)[\w&/-]+"
        r"(?: (?!(?:from|the|a|an)\b)[\w&/-]+){0,2}) team\b.*$", re.I),
        "user", "User works on the {x} team.", "I joined the design team.",
        ("User works on the design team.",), 0.75, team_joined),
    Rule("en.switch", "switch", _SWITCH, SUBJECT, "{who} now uses {y} instead of {x}.",
         "I switched from pnpm to bun for the frontend.",
         ("User now uses bun instead of pnpm for the frontend.",), 0.75, switch),
    Rule("en.adopt", "switch", _ADOPT, SUBJECT, "{who} now uses {y} instead of {x}{rest}.",
         "We started using Renovate for dependency updates.",
         ("The team now uses Renovate for dependency updates.",), 0.75, adopted),
    Rule("en.on_now", "switch", _ON_NOW, "user", "User now uses {y} instead of {x}.",
         "I'm on Firefox now rather than Chrome.", ("User now uses Firefox instead of Chrome.",),
         0.75, adopted),
    Rule("en.no_longer", "switch", _NO_LONGER, SUBJECT, "{who} no longer uses {x}.",
         "I no longer use Windows.", ("User no longer uses Windows.",), 0.75, no_longer),
    _stated("en.prefer", r"^i (?:really |strongly |generally |usually |much )?prefer (?P<x>.+)$",
            "User prefers {x}.", "I prefer tabs over spaces.", "User prefers tabs over spaces."),
    # the user's own verb is kept: "loves" says more than "likes", and is what was said
    _stated("en.like", r"^i (?:really |just )?(?P<v>like|love|enjoy|adore) (?P<x>.+)$", "User {v}s {x}.",
            "I really like dark roast coffee!", "User likes dark roast coffee."),
    _stated("en.not_like", r"^i (?:really )?(?:don'?t|do not) (?:really )?(?:like|enjoy) (?P<x>.+)$",
            "User does not like {x}.", "I don't like emoji in commit messages.",
            "User does not like emoji in commit messages."),
    _stated("en.dislike", r"^i (?:really )?(?:dislike|hate) (?P<x>.+)$", "User dislikes {x}.",
            "I hate long meetings.", "User dislikes long meetings."),
    _stated("en.favourite", r"^my favou?rite (?P<what>[\w\s-]{1,40}?) is (?P<x>.+)$",
            "User's favourite {what} is {x}.", "My favourite editor is Helix.",
            "User's favourite editor is Helix."),
    # learn75 (review27 R3): how often is kept ("mostly" is a qualifier), "now" is not; prec17:
    # "I use to play …" is "used to" typed fast (writing._USE_TO), no use of a thing
    _stated("en.use", r"^i (?P<adv>(?:always|usually|mostly|mainly|normally) )?(?:now |currently )?use (?!to [a-z]+\b(?!-))(?P<x>.+)$",
            "User {adv}uses {x}.", "I use neovim with my own config.",
            "User uses neovim with their own config."),
    _stated("en.moved", r"^i(?:'ve| have)? (?:just |finally )?(?P<verb>switched|moved|migrated|relocated) "
            r"(?:over )?(?P<x>(?:from .+? )?to .+?)" + _WHEN + r"$", "User {verb} {x}.",
            "I moved to Lisbon last year.", "User moved to Lisbon."),
    # Stated profile facts: who and where the user is.
    _stated("en.name", r"^my name is (?P<x>.+)$", "User's name is {x}.", "My name is Ana Lima.",
            "User's name is Ana Lima."),
    _stated("en.call_me", r"^(?:please\s+)?call me (?P<x>.+)$", "User wants to be called {x}.",
            "Please call me Sam.", "User wants to be called Sam."),
    _stated("en.my_profile", r"^my (?P<what>time ?zone|pronouns|role|job title|job|title|team|company|"
            r"employer|native language|first language|mother tongue|github (?:username|handle)|"
            r"home town|hometown) (?P<be>is|are) (?P<x>.+)$", "User's {what} {be} {x}.",
            "My pronouns are they/them.", "User's pronouns are they/them."),
    Rule("en.timezone", "stated", re.compile(
        r"^[Ii](?:'m| am) (?:on|in|using) (?P<x>" + TIMEZONE.pattern + r")(?: time)?(?P<rest>\b.*)$"),
        "user", "User's timezone is {x}.", "I'm on CET.", ("User's timezone is CET.",), 0.7, timezone),
    # A place is capitalised ("I'm in Berlin"), which keeps out "I'm in a meeting".
    Rule("en.based_in", "stated", re.compile(
        r"^(?:[Ii](?:'m| am)|[Ww]e(?:'re| are)) (?:currently |now |still )?(?:based |located |living )?"
        r"(?:in|out of) " + _PLACE + _LOCATED_REST), "user", "User is based in {x}.",
        "I'm in Berlin.", ("User is based in Berlin.",), 0.7, located),
    Rule("en.work_from", "stated", re.compile(r"^[Ii] (?:work|live) (?:from|out of) " + _PLACE
                                              + _LOCATED_REST), "user", "User works from {x}.",
         "I work from Porto.", ("User works from Porto.",), 0.7, located),
    _stated("en.live_in", r"^i live in (?P<x>.+)$", "User lives in {x}.", "I live in Porto.",
            "User lives in Porto."),
    _stated("en.work", r"^i work (?P<x>(?:at|for|as|on) .+)$", "User works {x}.", "I work at Acme Corp.",
            "User works at Acme Corp."),
    Rule("en.role", "stated", re.compile(
        r"^i(?:'m| am) (?P<a>an?|the(?: only| lead| main| sole| primary| new)?|one of the) "
        r"(?P<x>(?:[\w+#-]+ ){0,4}?(?:" + _ROLE + r")s?)(?P<rest>\b.*)$", re.I),
        "user", "User is {a} {x}{rest}.", "I'm a senior backend engineer at Acme.",
        ("User is a senior backend engineer at Acme.",), 0.7, role),
    Rule("en.as_role", "stated", re.compile(
        r"^as (?P<a>an?|the(?: only| lead| main)?) (?P<x>[^,]{2,60}?),? (?:i|we)\b(?P<rest>)", re.I),
        "user", "User is {a} {x}.", "As the release manager, I sign every tag.",
        ("User is the release manager.",), 0.7, role),
    Rule("en.lead_team", "stated", re.compile(
        r"^i (?P<v>lead|run|manage|head|own) (?P<x>(?:the |a |an |our |my )?(?:[\w&/-]+ ){1,3}team)"
        r"(?P<org> (?:at|in|for) [A-Z][\w.&-]*(?: [A-Z][\w.&-]*)?)?\b.*$", re.I),
        "user", "User {v}s {x}{org}.", "I manage the support team at Acme.",
        ("User manages the support team at Acme.",), 0.7, leads_team),
    Rule("en.do_in", "stated", _DO_IN, "user", "User {v}s {q}their {what} in {y}.",
         "I do all my writing in Obsidian.", ("User does all their writing in Obsidian.",), 0.7,
         works_in_tool),
    Rule("en.offered_tail", "offered", _OFFERED_TAIL, SUBJECT, "{fact}, as a statement",
         "The CI runs on GitHub Actions with ubuntu-24.04 runners, in case that matters.",
         ("The CI runs on GitHub Actions with ubuntu-24.04 runners.",), 0.6, offered),
    Rule("en.offered_head", "offered", _OFFERED_HEAD, SUBJECT, "{fact}, as a statement",
         "FYI, the staging DB is on port 6543.", ("The staging DB is on port 6543.",), 0.6, offered),
    # The most general rows last: a project or the environment, said in passing.
    Rule("en.project_work", "environment", _PROJECT_WORK, "memory", "{the user's words}",
         "I'm building a Rails app in ~/code/shop, it uses Sidekiq.",
         ("User is building a Rails app in ~/code/shop, which uses Sidekiq.",), 0.65, environment),
    Rule("en.project_subject", "environment", _PROJECT_SUBJECT, "memory", "{the user's words}",
         "Our API lives in ~/work/api and is written in Kotlin.",
         ("The API lives in ~/work/api and is written in Kotlin.",), 0.65, environment),
)
