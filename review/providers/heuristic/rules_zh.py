"""The Chinese extraction table, in priority order (see :mod:`.table`), and the Chinese
statement writer for what an instruction keeps."""

from __future__ import annotations

import re
from functools import partial

from .builders import instruction, no_longer, offered
from .table import SUBJECT, Candidate, Hit, Rule
from .text import ABOUT_REPLIES, FIRST_PERSON, MOMENT
from .writing import finish, switch_sentence, third_person

# --- patterns --------------------------------------------------------------------------------

_REMEMBER = re.compile(r"^(?:请|麻烦你?|帮我|你要|要)?(?:记住|记一下|记下)[：:，,\s]*(?P<fact>.+)$")
_FROM_NOW_ON = re.compile(r"^(?:以后|今后|从现在开始|从现在起)[：:，,\s]*(?P<fact>.+)$")
_SWITCH = re.compile(
    r"^(?P<who>我们|我)?(?P<topic>[^，,从我]{0,12}?)(?:已经|现在|最近|刚刚?|都)*(?:从\s*(?P<x>.+?)\s*)?"
    r"(?:换成了?|改成了?|切换到|切换成|迁移到|换到|改用|换用)\s*(?P<y>.+?)\s*(?:了)?$")
_NO_LONGER = re.compile(
    r"^(?P<who>我们|我)?(?:现在|已经)*(?:不再|不)(?:用|使用)\s*(?P<x>[^，,；;]+?)\s*了?(?P<rest>[，,；;].*)?$")
_PREFERENCE = re.compile(
    r"^我(?:比较|更|很|非常|最|一般|通常|现在|平时|一直|主要|已经)?"
    r"(?:不喜欢|喜欢|偏好|偏爱|习惯用|习惯|使用|改用|换成|换用|切换到|用(?![了过着])|叫(?![你他她它]))"
    r"(?P<x>.+)$")
_PROFILE = re.compile(
    r"^我的(?:名字|时区|邮箱|职位|工作|角色|母语|团队|公司)是.+$|"
    r"^我(?:目前|现在)?(?:住在|在).+?(?:工作|上班|上学|读书|住)|^我住在.+$|"
    r"^我是(?:一名|一个|一位)?.{0,12}(?:工程师|开发者|程序员|设计师|学生|经理|研究员|老师|架构师|运维)")
_OFFERED = re.compile(r"^(?:补充一下|跟你说一下|告诉你一下|供参考|仅供参考)[，,：:\s]*(?P<fact>.+)$|"
                      r"^(?P<fact2>.+?)[，,\s]*(?:供参考|仅供参考|供你参考)$")


# --- builds ------------------------------------------------------------------------------------

def switch(hit: Hit) -> list[Candidate] | None:
    """"我从 npm 换成 yarn 了" / "前端打包从 webpack 换成 Vite"."""
    if not hit["y"].strip() or MOMENT.search(hit.text):
        return None
    new = re.sub(r"[了啦]$", "", hit["y"].strip()).strip()
    old = hit["x"].strip() if hit["x"] else None
    content = switch_sentence(hit["who"] or "", new, old, "", hit.end, zh=True,
                              topic=hit["topic"].strip())
    return [hit.candidate(content, old=old, new=new)]


def about_user(hit: Hit) -> list[Candidate] | None:
    """"我更喜欢简短的回答" → "用户更喜欢简短的回答。" (said of oneself, kept of the user)."""
    if MOMENT.search(hit.text) or (hit["x"] is not None and not hit["x"].strip()):
        return None
    return [hit.candidate(finish("用户" + third_person(hit.text[1:]), hit.end))]


def standing(fact: str, end: str | None, hit: Hit) -> Candidate | None:
    """A kept Chinese instruction or fact as a statement."""
    if ABOUT_REPLIES.search(fact) and not FIRST_PERSON.search(fact):
        # "以后回答请用中文" is how the user wants to be answered: it goes to the profile.
        fact = "用户要求：" + re.sub(r"(?<![申邀聘宴恳提敬])请(?![求教假柬帖示])", "", fact)
        return hit.candidate(finish(fact, end), target="user")
    return hit.candidate(finish(third_person(fact), end), target=SUBJECT)


# --- the table ---------------------------------------------------------------------------------

RULES: tuple[Rule, ...] = (
    Rule("zh.remember", "explicit", _REMEMBER, SUBJECT, "{fact}，写成陈述句",
         "记住我对花生过敏。", ("用户对花生过敏。",), 0.9, instruction),
    Rule("zh.from_now_on", "standing", _FROM_NOW_ON, SUBJECT, "{fact}，写成陈述句",
         "以后代码注释用英文。", ("代码注释用英文。",), 0.85, instruction),
    Rule("zh.switch", "switch", _SWITCH, SUBJECT, "{who}现在用 {y}，不再用 {x}。",
         "我从 npm 换成 yarn 了。", ("用户现在用 yarn，不再用 npm。",), 0.75, switch),
    Rule("zh.no_longer", "switch", _NO_LONGER, SUBJECT, "{who}不再用 {x}。",
         "我不再用 Windows 了。", ("用户不再用 Windows。",), 0.75, partial(no_longer, zh=True)),
    Rule("zh.preference", "stated", _PREFERENCE, "user", "用户{x}。",
         "我更喜欢简短的回答", ("用户更喜欢简短的回答。",), 0.7, about_user),
    Rule("zh.profile", "stated", _PROFILE, "user", "用户……（我 → 用户）。",
         "我住在上海。", ("用户住在上海。",), 0.7, about_user),
    Rule("zh.offered", "offered", _OFFERED, SUBJECT, "{fact}，写成陈述句",
         "补充一下：CI 跑在 GitHub Actions 上。", ("CI 跑在 GitHub Actions 上。",), 0.6, offered),
)
