"""A switch of tool that did not happen, and one taken back (fixlearn21, issue 31).

Two shapes the change reading took for a switch to the tool they name:

* **not done** — "I didn't switch to Helix after all", "I never switched to Helix", "I
  decided not to switch to Helix": the change reading read "switch" and gave the tool the
  sentence says the user does *not* use to the live entry of that kind ("User uses Vim." was
  replaced by "User uses Helix."). Nothing changed, so nothing new is kept; a live entry
  that says the user switched to it (or plans to) is what the sentence takes back: replaced
  by the tool they stayed with ("User uses Vim.") when the sentence or that entry names it,
  else removed.
* **refused** — "I wouldn't switch to Helix", "I don't want to switch to Helix": nothing kept,
  nothing taken back (read as a switch, the refused tool replaced the live one).
* **back** — "I went back to Vim", "I switched back to Vim", "I'm back on Vim": the user
  uses the tool again, a change like any switch ("User uses Vim again."), so the live entry
  of the tool of the same kind (the one they left) is replaced by the planner
  (:func:`.plan._old_by_kind`); before, it stayed live beside "User went back to Vim." or,
  between people, nothing was kept.

Only a tool the lexicon knows the kind of (an editor, a shell, a browser …), and only the
user's own words (first person, said as a whole sentence): "My brother went back to Vim",
"I went back to Paris" are read as before.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import lazy_re as re
from .changes import Entry, entries_naming
from .disclosure import CONFIDENCE
from .lexicon import kind_of, tools_in
from .table import REASONS, Candidate
from .writing import finish

_TOOL = r"(?P<{}>[\w.+#/@-]+(?-i:(?: [A-Z0-9][\w.+#-]*)?))"
_LEAD = r"^(?:(?:so|well|actually|honestly|anyway|oh|and|but|yeah|no|nope|haha|lol)[,!.]?\s+)*"
#: a clause after the switch that gives its reason ("…, Helix was too different"), not one that
#: bounds it ("…, but only at work", "…, except for Rust")
_REASON_AFTER = r"(?P<after>,\s+(?!(?:but|except|only|though|although|for|at|when|until|unless|while)\b)[^,;]+)?"
#: review36 R10: a clause after the comma with a subject of the user's own ("…, I switched to
#: Zed", "…, I use Zed now") is a sentence of its own, no reason
_OWN_SUBJECT = re.compile(r"\b(?:i|i'm|im|i've|ive|i'd|we|we're|we've|my|our)\b", re.I)


def _reason_only(said: re.Match[str], kind: str, named: set[str]) -> bool:
    """Whether what follows the switch's comma only gives a reason: no subject of the user's
    own, and no tool of the switch's kind but those the switch names."""
    after = said["after"] or ""
    return not _OWN_SUBJECT.search(after) and all(
        k != kind or name.casefold() in named for name, k in tools_in(after))
_ADVERBS = r"(?:(?:actually|just|ultimately|eventually|finally|really|in the end|ever) )*"
#: the switch said as not done: its verb negated, or decided against
_NOT_DONE = re.compile(
    _LEAD + r"(?:i|we)(?:'m| am|'re| are)? " + _ADVERBS
    + r"(?:didn't|did not|didnt|never|haven't|have not|havent|decided not to|chose not to|not)"
    r" " + _ADVERBS + r"(?:end(?:ed)? up )?(?:switch(?:ed|ing)?|mov(?:e|ed|ing)|migrat(?:e|ed|ing)|"
    r"chang(?:e|ed|ing)(?: over)?) (?:over )?(?:from " + _TOOL.format("x") + r" )?to "
    + _TOOL.format("y") + r"(?: after all| in the end)?" + _REASON_AFTER + r"\s*[.!]*$", re.I)
#: a switch refused ("I wouldn't switch to Helix", "I don't want to switch to Helix"): nothing
#: changed and nothing is taken back (the base gave the refused tool to the live editor)
_REFUSED = re.compile(
    _LEAD + r"(?:i|we)(?:'m| am|'re| are)? " + _ADVERBS
    + r"(?:wouldn't|would not|wouldnt|won't|will not|wont|would never|will never|can't|cannot|cant|couldn't|"
    r"could not|(?:don't|do not|dont|never) (?:want|plan|intend|mean) to|refuse to|not going to|not gonna)"
    r" (?:ever |really |even )?(?:switch|move|migrate|change(?: over)?) (?:over )?(?:from " + _TOOL.format("x")
    + r" )?to " + _TOOL.format("y") + r"(?: (?:any ?time soon|ever|again|now))?" + _REASON_AFTER.replace("after", "after2")
    + r"\s*[.!]*$", re.I)
#: the user is back on the tool they had left
_BACK = re.compile(   # (the user's own: "we" may be a team's database, read as before)
    _LEAD + r"i(?:'ve| have|'m| am)? " + _ADVERBS
    + r"(?:(?:went|gone|switched|moved|changed|migrated) back to|back (?:on|to)|"
    r"returned to|reverted to)(?: using)? " + _TOOL.format("x")
    + r"(?: again| now| for good| after all)*" + _REASON_AFTER + r"\s*[.!]*$", re.I)
#: a live entry of the user's switch to a tool, or plan of one: what the tool was instead of
_LEFT_FOR = re.compile(r"\b(?:instead of|from) (?P<x>[\w.+#/@-]+(?: [A-Z0-9][\w.+#-]*)?)")
_USERS = re.compile(r"^User (?!'s)")
_USERS_ZH = re.compile(r"^用户(?!的)")


#: the same in Chinese (a tool's name in Latin letters): "我最后没换成Helix" (the change reading wrote
#: "用户最后没现在用 Helix。"), "我不打算改用Helix"; and "我又换回Vim了"
_TOOL_ZH = r"\s*(?P<{}>[A-Za-z][A-Za-z0-9_.+#/@-]*(?: [A-Z0-9][A-Za-z0-9_.+#-]*)?)\s*"
_NOT_DONE_ZH = re.compile(
    r"^我(?:们)?(?:最后|最终|还是|其实|后来)*(?:没|没有|并没有|并没|不|不打算|不想|不会|没能|决定不)(?:再)?"
    r"(?:换成|换到|改用|换用|改成|切换到|转到)" + _TOOL_ZH.format("y") + r"了?"
    # fixlearn22 (review36 B1): a clause after it that gives a reason ("，因为太难了"), not one of
    # the speaker's own or one that bounds it ("，但…", "，只在…")
    r"(?P<after>[，,](?!\s*(?:我|但|不过|可是|只|除了))[^，,。！!？?]*)?[。！!]?$")
#: a Latin name set off from the Chinese around it, so the lexicon finds it as a word
_LATIN_SPACED = re.compile(r"(?<=[\u3400-\u9fff])(?=[A-Za-z])|(?<=[A-Za-z0-9])(?=[\u3400-\u9fff])")
_BACK_ZH = re.compile(r"^我(?:又|还是|最后|最终|后来)*(?:换回|改回|用回|切回|转回)(?:了|到)?" + _TOOL_ZH.format("x")
                      + r"(?:了)?[。！!]?$")


def _kind(tool: str | None) -> str | None:
    return kind_of(_bare(tool)) if tool else None


def _bare(tool: str) -> str:
    return tool.strip().rstrip(".!")


def switch_not_done(sentence: str, entries: Sequence[Entry]) -> list[Candidate] | None:
    """The operations' candidates a switch said as not done gives: [] (nothing kept), or the
    one live entry naming the tool taken back, replaced by the tool kept or removed. None
    when ``sentence`` is not that shape."""
    if (zh := _NOT_DONE_ZH.match(sentence.strip())) and (kind := _kind(zh["y"])) \
            and all(k != kind or name.casefold() == _bare(zh["y"]).casefold()
                    for name, k in tools_in(_LATIN_SPACED.sub(" ", zh["after"] or ""))):   # "…，换成了Zed": read as before
        new = _bare(zh["y"])
        named = [(t, e) for t, e in entries_naming(new, entries) if _USERS_ZH.match(e)]
        if len(named) != 1:
            return []
        entry = named[0][1]
        kept = next((name for name, k in tools_in(entry) if k == kind and name.casefold() != new.casefold()), None)
        if kept is None:
            return [Candidate(named[0][0], entry, REASONS["switch"], CONFIDENCE, old=new, new=None, lang="zh",
                              rule="shape:switch-not-done", changes=True)]
        return [Candidate(named[0][0], f"用户用 {kept}。", REASONS["switch"], CONFIDENCE, old=new, new=kept,
                          lang="zh", rule="shape:switch-not-done", changes=True, own_words=True)]
    if (refused := _REFUSED.match(sentence.strip())) and _kind(refused["y"]):
        # (a clause of its own after it is lost with it: read whole, the sentence gave the
        # refused tool to the live editor)
        return []
    said = _NOT_DONE.match(sentence.strip())
    if said is None or not (kind := _kind(said["y"])):
        return None
    if said["x"] and _kind(said["x"]) != kind:
        return None
    new = _bare(said["y"])
    if (then := _SWITCHED_INSTEAD.match(said["after"] or "")) and _kind(then["z"]) == kind \
            and _bare(then["z"]).casefold() != new.casefold():
        return _switched_instead(new, _bare(then["z"]), said["x"] and _bare(said["x"]), kind, entries)
    if not _reason_only(said, kind, {new.casefold(), _bare(said["x"] or "").casefold()}):
        return None   # "I didn't switch to Helix, I use Zed now": read as before
    named = [(t, e) for t, e in entries_naming(new, entries) if _USERS.match(e)]
    if len(named) != 1:
        return []   # nothing live of it (or which one is a guess): nothing changed to keep
    entry = named[0][1]
    kept = (said["x"] and _bare(said["x"])) or next((m["x"] for m in _LEFT_FOR.finditer(entry) if _kind(m["x"]) == kind), None) \
        or next((name for name, k in tools_in(entry) if k == kind and name.casefold() != new.casefold()), None)
    if kept is None:
        return [Candidate(named[0][0], entry, REASONS["switch"], CONFIDENCE, old=new, new=None,
                          rule="shape:switch-not-done", changes=True)]
    return [Candidate(named[0][0], finish(f"User uses {_bare(kept)}", "."), REASONS["switch"], CONFIDENCE,
                      old=new, new=_bare(kept), rule="shape:switch-not-done", changes=True,
                      own_words=True)]


#: fixlearn22 (review36 R10's remainder): the switch the user did make, said after the one
#: they did not ("I didn't switch to Helix, I switched to Zed")
_SWITCHED_INSTEAD = re.compile(
    r",\s+(?:but\s+|so\s+)?i(?:'ve| have)?\s+" + _ADVERBS + r"(?:switched|moved|went|changed|migrated)"
    r"(?: over)? to " + _TOOL.format("z") + r"(?: instead| after all| in the end)?\s*[.!]*$", re.I)


def _switched_instead(new: str, made: str, left: str | None, kind: str,
                      entries: Sequence[Entry]) -> list[Candidate]:
    """A switch to ``made`` said to correct one to ``new`` that was not made: the one live
    entry of the user's that names ``new`` is replaced by the switch made (from the tool the
    sentence or that entry says was left); with none, the switch made alone, which the
    planner reads as any switch. No entry of the switch not made."""
    named = [(t, e) for t, e in entries_naming(new, entries) if _USERS.match(e)]
    if len(named) != 1:
        return [Candidate("user", finish(f"User now uses {made}", "."), REASONS["switch"], CONFIDENCE,
                          new=made, rule="shape:switch-instead", changes=True, own_words=True)]
    target, entry = named[0]
    left = left or next((m["x"] for m in _LEFT_FOR.finditer(entry) if _kind(m["x"]) == kind), None)
    said = f"User now uses {made} instead of {left}" if left and left.casefold() != made.casefold() \
        else f"User now uses {made}"
    return [Candidate(target, finish(said, "."), REASONS["switch"], CONFIDENCE, old=new, new=made,
                      rule="shape:switch-instead", changes=True, own_words=True)]


def switch_back(sentence: str, entries: Sequence[Entry] = ()) -> list[Candidate] | None:
    """"User uses Vim again." for the user's "I went back to Vim"; None when ``sentence`` is
    not that shape, or the tool is of no kind the lexicon knows."""
    if (zh := _BACK_ZH.match(sentence.strip())) and _kind(zh["x"]):
        tool = _bare(zh["x"])
        return [Candidate("user", f"用户现在又用回 {tool}。", REASONS["switch"], CONFIDENCE, new=tool, lang="zh",
                          rule="shape:switch-back", changes=True, own_words=True)]
    said = _BACK.match(sentence.strip())
    if said is None or not (kind := _kind(said["x"])):
        return None
    tool = _bare(said["x"])
    # a reason may name the tool left, as a live entry of the user's names it ("…, Helix was too
    # different"); another tool of the kind ("…, Zed was too buggy") leaves which was left a guess
    left = {name.casefold() for _, e in entries if _USERS.match(e) for name, k in tools_in(e) if k == kind}
    if not _reason_only(said, kind, {tool.casefold()} | left):
        return None
    # (own words: the entry of the tool left is replaced whole, never rewritten in place:
    # "User switched from Vim to Helix." became "… from Vim to Vim.", review36 R10)
    return [Candidate("user", finish(f"User uses {tool} again", "."), REASONS["switch"], CONFIDENCE,
                      new=tool, rule="shape:switch-back", changes=True, own_words=True)]


def switch_undone(sentence: str, entries: Sequence[Entry]) -> list[Candidate] | None:
    """A switch not done or taken back (above): its candidates, or None."""
    found = switch_not_done(sentence, entries)
    return found if found is not None else switch_back(sentence, entries)
