"""A lasting fact said in a clause that leans on another: a fronted frame, a pseudo-cleft, a
concession typed alone (learn113, issue 31: recall).

:mod:`.as_someone_who` reads one frame ("As someone who keeps kosher, I …"). A user gives a
fact of theirs in three more shapes whose main clause keeps nothing or is missing, so the clause
step dropped the fact with it:

* **A fronted frame** before "I": "As a pilot, I can say the view never gets old" (the user is a
  pilot), "Being vegan, I cook most nights" (the user is vegan), "Having three cats, I never
  sleep in" (the user has three cats). The frame is said again as the speaker's own clause
  ("I am a pilot", "I am vegan", "I have three cats") and the rest kept after a semicolon as a
  clause of its own, as :mod:`.as_someone_who` does. Only when the clause after it is no past
  ("As a boy, I loved …", "Being sick, I stayed in" frame a time gone), and not with a frame
  that names a stage of life, a manner of speaking or the talk itself ("As a child", "Being
  honest", "As a matter of fact", "Having said that").
* **A pseudo-cleft** "All I (ever) <do / eat / …> is <it>": "All I ever drink is tea", "All I
  do is knit and read". What the user does or takes, said as the only thing: written "I mostly
  drink tea", "I mostly knit and read" (the "all" is the speaker's stress, "mostly" keeps its
  sense without the claim of nothing else). Only in the present and with a verb of a habit;
  "All I want / need / could do" is a wish or a moment.
* **A concession typed alone** "Although I <clause>." with no main clause after it (the typed
  fragment of a chat): the clause is the user's statement. With a main clause after a comma it
  is the main clause's condition and stays as it is.

Each rewrite only moves words: every test of the shape layer (a mood, a moment, a pointer, a
role) is asked of the clause it makes.
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .role_head import names_a_role
from .words import PAST_IRREGULAR

_LEAD = r"(?P<lead>(?:(?:well|and|so|also|plus|but|honestly|now|yeah|oh|actually)[,!]? )*)"
# the clause after the frame: the frame describes its subject, so it must be the user
_AFTER = r", (?P<after>(?:I|I'm|I've|I'd|I'll)\b[^;]*)$"
_FRAME = re.compile(
    "^" + _LEAD + r"(?:as (?P<role>(?:a|an) [^,;.!?]{1,40}?)|being (?P<state>[^,;.!?]{1,40}?)|"
    r"having (?P<had>[^,;.!?]{1,40}?))" + _AFTER, re.I)
# typed with no comma, a role of at most three words before "I" ("As a retired nurse I …")
_ROLE_NO_COMMA = re.compile("^" + _LEAD + r"as (?P<role>(?:a|an)(?: [a-z-]+){1,3}) (?P<after>I (?:[a-z']+)\b[^;,]*)$",
                            re.I)
# a frame before "I bet / guess / imagine you …" is the friend's ("Being a chef, I bet you cook
# a lot"): the frame describes the one the clause is about
# (or alone, a remark on what the friend just said: "Being modest, I see!")
_ABOUT_YOU = re.compile(r"^I(?:'m| am)? (?:\w+ )?(?:bet|guess|imagine|suppose|assume|hope|think|sure|wager|see|gather|"
                        r"take it)\b(?:\s*[.!?]*\s*$|(?: that)? (?:you|you're|you've|your)\b)", re.I)
# a frame of a stage of life is a time gone ("As a kid, I …"); of speaking or of the talk, no
# fact ("As a matter of fact", "As a reward"); a part one plays toward a thing of the talk is of
# that moment ("As a guest, I like the rooms": of the inn just named; "As a customer", "As a friend")
_NOT_A_ROLE = re.compile(
    r"^(?:a|an) (?:(?:young|little|small|younger|teenage|new) )?(?:kid|child|teen|teenager|boy|girl|baby|youngster|"
    r"toddler|result|matter|rule|whole|side note|aside|bonus|reminder|joke|gift|treat|reward|surprise|favou?r|way|"
    r"example|general rule|consequence|last resort|first step|start|precaution|compromise|thank you|token|"
    r"customer|client|guest|visitor|viewer|listener|reader|spectator|bystander|outsider|passenger|tourist|"
    r"friend|fan|user|buyer|shopper|member of the audience)\b", re.I)
# (nor "Being my age", "Being our size": a measure of the speaker, said as "at my age")
_NOT_A_STATE = re.compile(r"^(?:(?:my|our|your|his|her|their) (?:age|size|height|weight|generation)\b|"
                          r"(?:(?:completely|totally|perfectly|brutally|very|quite|really|so) )?"
                          r"(?:honest|serious|real|fair|frank|truthful|blunt|careful|nosy|curious|"
                          r"a kid|a child|young|little|that|this|so|the|there|here)\b)", re.I)
_NOT_A_HAVING = re.compile(r"^(?:said|says|mentioned|heard|read|seen|thought|noted|done|had a look|been told)\b", re.I)
# "Being born in …" is a birth, said in the past
_BORN = re.compile(r"^born\b", re.I)

# review51: not after "not" ("Not all I eat is healthy" says some of it is not: no habit)
_CLEFT = re.compile(
    r"(?<!\bnot )\ball (?:that )?i (?P<adv>(?:(?:ever|really|usually|basically|pretty much|seem to|tend to) )*)"
    r"(?P<verb>do|eat|drink|watch|play|read|listen to|wear|cook|think about|talk about)"
    r"(?P<when>(?: (?:these days|nowadays|anymore|lately|all day|at home|at work|on weekends))?) is (?:to )?"
    r"(?P<it>[a-z][^.!?;]*)", re.I)

_CONCESSION_ALONE = re.compile(r"^(?P<lead>(?:(?:oh|well|and|but|yeah)[,!]? )*)(?:although|even though|though) "
                               r"(?P<clause>i\b[^,;:.!?]*)(?P<end>[.!]*)$", re.I)


def _is_past(clause: str) -> bool:
    """Whether the clause after a frame is told of a time gone ("I loved", "I was", "I used to")."""
    words = re.findall(r"[a-z']+", clause.lower())[1:]
    # the clause's own verb: the first word after "I" past its adverbs ("I never got …")
    while words and (words[0] in _ADVERBS or words[0].endswith("ly")):
        words = words[1:]
    if not words:
        return False
    word = words[0]
    return word in ("was", "were", "did", "had", "used") or word in PAST_IRREGULAR or (
        word.endswith("ed") and len(word) > 4 and word not in ("need", "indeed", "seed"))


_ADVERB_WORDS = "always never still just also often even ever sometimes usually once then"
_ADVERBS = frozenset(_ADVERB_WORDS.split())


# review51: the role's own head ("a retired nurse", "a mother of two", "a woman and a mother");
# a frame whose head names a thing, a time or a group describes the object, not the speaker
# ("As a side dish, I …", "As a birthday present, I …", "Being a Sunday, I …", "As a family, I …")
_HEAD = re.compile(r"^(?:a|an) (?P<np>[a-z' -]+?)(?= of\b| and\b|$)", re.I)
_IDENTITY = frozenset(["vegan", "wife", "husband", "grandma", "grandpa", "jew", "muslim", "hindu", "sikh"])
# review51: "Having finished my homework, I …" is a done act, no thing had: only a thing had
# ("Having three cats") or a state been in ("Having been a nurse") is read
_HAD_A_THING = re.compile(r"^(?:been|no|a|an|my|our|two|three|four|five|six|seven|eight|nine|ten|\d+|"
                          r"several|many|so many|a few|lots|kids|children|pets)\b", re.I)


def _a_role(np: str) -> bool:
    """Whether "a/an <np>" names a role or a kind of person by its head."""
    found = _HEAD.match(np.strip())
    if found is None:
        return False
    head = found["np"].split()[-1].lower()
    return head in _IDENTITY or names_a_role(head)


def _frame_said(found: re.Match[str]) -> str | None:
    """The frame said as the user's own clause, or None when it frames no lasting fact."""
    if role := found.groupdict().get("role"):
        return None if _NOT_A_ROLE.match(role) or not _a_role(role) else f"I am {role}"
    if state := found.groupdict().get("state"):
        if _BORN.match(state):
            return f"I was {state}"
        if re.match(r"(?:a|an) ", state, re.I) and not _a_role(state):
            return None
        return None if _NOT_A_STATE.match(state) else f"I am {state}"
    had = found["had"]
    return None if _NOT_A_HAVING.match(had) or not _HAD_A_THING.match(had) else f"I have {had}"


def leaning_said_plainly(text: str) -> str:
    """``text`` with a frame, a pseudo-cleft or a concession typed alone said as the user's own
    clause (module docstring); any other text as it was."""
    low = text.lower()
    if ("as a" in low or "being " in low or "having " in low) and (
            found := _FRAME.match(text) or _ROLE_NO_COMMA.match(text)):
        said = _frame_said(found)
        if said is not None and not _is_past(found["after"]) and not _ABOUT_YOU.match(found["after"]):
            text = f"{found['lead']}{said}; {found['after']}"
    if "all " in low and " is " in low:
        # a cleft after words of its own starts a clause ("Since they moved all I do is …")
        text = _CLEFT.sub(lambda m: (", " if re.search(r"[A-Za-z]\s$", text[:m.start()]) else "") + _cleft_said(m),
                          text)
        text = re.sub(r"\s+, I ", ", I ", text)
    if "though " in low and (alone := _CONCESSION_ALONE.match(text)):
        text = f"{alone['lead']}{alone['clause']}{alone['end']}"
    return text


def _cleft_said(found: re.Match[str]) -> str:
    adverbs = re.sub(r"\b(?:ever|really|basically|pretty much) ", "", found["adv"], flags=re.I)
    verb = "" if found["verb"].lower() == "do" else found["verb"] + " "
    return f"I {adverbs}mostly {verb}{found['it']}{found['when']}"
