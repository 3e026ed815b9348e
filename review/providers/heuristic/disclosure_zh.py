"""Self-disclosure in Chinese: the shape layer (:mod:`.disclosure`) for a sentence of Han
characters, which no row of :mod:`.rules_zh` took.

A sentence is cut into clauses at its commas, semicolons and colons; a clause is kept when
its subject is the speaker (我 / 我的 / 我们), it says something that lasts (是, 在, 住, 用,
喜欢, 养, 有, 会, 学, 工作 …) and nothing of the moment (today, the weather, a meal, a mood,
a question or a hedge), in 4 to 30 characters. It is written in the third person ("我" →
"用户", a leading "我们" → "用户一家"); a change of state (搬到, 换成, 改成, 不再) is marked so
planning replaces the entry of the same slot.
"""

from __future__ import annotations

from . import lazy_re as re
from .table import REASONS, Candidate
from .text import MOMENT
from .writing import finish, third_person

#: as the English shape layer's (:data:`.disclosure.CONFIDENCE`)
CONFIDENCE = 0.6

_ZH_SPLIT = re.compile(r"[，,；;：:]")
_ZH_SUBJECT = re.compile(r"^(?:我们?的?|我)")
_ZH_PASSING = re.compile(r"今天|明天|今晚|刚才|刚刚|这会儿|天气|下雨|早饭|午饭|晚饭|吃了|开心|难过|累|"
                         r"紧张|觉得|希望|想|如果|可能|也许|吗|呢|吧|你|小时|分钟|才|刚|一下|等|堵车|迟到|开会|忙|路上|"
                         r"是说|意思|这个|那个|这|那")
_ZH_LASTING = re.compile(r"是|在|住|用|喜欢|讨厌|养|有|过敏|搬到|换成|改成|改用|不再|会|学|工作|负责|做")
_ZH_CHANGE = re.compile(r"搬到|换成|改成|改用|不再|现在用|加入")


def disclosed_zh(sentence: str) -> list[Candidate]:
    """The facts about the user one Chinese sentence of theirs discloses (module docstring)."""
    found = []
    for clause in _ZH_SPLIT.split(sentence.strip("。！!. ")):
        clause = re.sub(r"^(?:其实|对了|另外|还有|顺便说一下|嗯|哦)", "", clause.strip())
        if not _ZH_SUBJECT.match(clause) or _ZH_PASSING.search(clause) or MOMENT.search(clause) \
                or not _ZH_LASTING.search(clause) or len(clause) < 4 or len(clause) > 30:
            continue
        content = finish(third_person(clause.replace("我们", "用户一家", 1)
                                      if clause.startswith("我们") else clause), "。")
        changes = bool(_ZH_CHANGE.search(clause))
        found.append(Candidate("user", content, REASONS["switch" if changes else "stated"], CONFIDENCE,
                               rule="shape:change" if changes else "shape:stated", changes=changes))
    return found
