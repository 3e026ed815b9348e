"""The Chinese extraction table, in priority order (see :mod:`.table`), and the Chinese
statement writer for what an instruction keeps."""

from __future__ import annotations

import re
from functools import partial

from .builders import instruction, no_longer, offered
from .disclosure_zh import PAST_DAY_WORDS, lost_its_frame, moved_to, promised, written_zh
from .lexicon import TIMEZONE, TIMEZONE_ZH, place_zh, tools_in
from .table import SUBJECT, Candidate, Hit, Rule, veto
from .text import ABOUT_REPLIES, FIRST_PERSON, MOMENT, PATH, lasting_part
from .writing import finish, switch_sentence, third_person

# --- patterns --------------------------------------------------------------------------------

_REMEMBER = re.compile(r"^(?:请|麻烦你?|帮我|你要|要)?(?:记住|记一下|记下)[：:，,\s]*(?P<fact>.+)$")
_FROM_NOW_ON = re.compile(r"^(?:以后|今后|从现在开始|从现在起)[：:，,\s]*(?P<fact>.+)$")
_SWITCH = re.compile(
# (fix47: in each repeat below "刚刚" is "刚" twice, one reading; listed too, a run of them
# read 2**n ways)
    r"^(?P<who>我们|我)?(?P<topic>[^，,从我]{0,12}?)(?:已经|现在|最近|刚|都)*(?:从\s*(?P<x>[^，,；;]+?)\s*)?"
    r"(?:换成了?|改成了?|切换到|切换成|迁移到|迁到|迁去|切到|换到|改用|换用)\s*(?P<y>[^，,；;]+?)\s*(?:了)?"
    r"(?P<rest>[，,；;].*)?$")
_NO_LONGER = re.compile(
    # zhlearn1: a bare "不用…" opening the sentence is "no need to" ("不用谢", "不用担心"):
    # "不" alone says "no longer" only after the speaker or 现在 / 已经
    # zhlearn2: and after the speaker only with the "了" of a change ("我不用微信了"): "我不用
    # 微信" is a habit of not using, no change of state (it had removed the entry naming it)
    r"^(?P<who>我们|我)?(?:现在|已经)*(?:不再|(?<=[在经])不|(?<=[我们])不(?=(?:用|使用)[^，,；;]+?了))"
    r"(?:用|使用)\s*(?P<x>[^，,；;]+?)\s*了?"
    r"(?P<rest>[，,；;].*)?$")
_PREFERENCE = re.compile(
    r"^我(?:比较|更|很|非常|最|一般|通常|现在|平时|一直|主要|已经)?"
    r"(?:不喜欢|喜欢|讨厌|偏好|偏爱|习惯用|习惯|使用|改用|换成|换用|切换到|用(?![了过着])|叫(?![你他她它]))"
    # (session 39: a person said only by a pronoun, "我讨厌他", names nobody the entry can keep)
    r"(?P<x>(?![他她它]们?[。！!]?$).+)$")
_PROFILE = re.compile(
    r"^我的(?:名字|时区|邮箱|职位|工作|角色|母语|团队|公司)是.+$|"
    r"^我(?:目前|现在)?(?:住在|在).+?(?:工作|上班|上学|读书|住)|^我住在.+$|"
    r"^我是(?:一名|一个|一位)?.{0,12}(?:工程师|开发者|程序员|设计师|学生|经理|研究员|老师|架构师|运维)")
_NO_LONGER_TOPIC = re.compile(  # "Docker Desktop 我不再用了，改成 OrbStack 了"
    r"^(?P<x>[^，,。我]+?)\s*(?P<who>我们|我)(?:已经|现在)*(?:不再|不)(?:用|使用)了?(?P<rest>[，,；;].*)?$")
_HEDGE = re.compile(r"^(?:我们|我)(?:在|正在|还在|一直在)?(?:考虑|打算|犹豫|纠结|琢磨|计划|想要不要|想着|在想)")
_NEVER = re.compile(r"^(?:千万(?:不要|别|不能)|永远(?:不要|别)|绝对(?:不要|不能|别)|绝不|决不|一定不要|"
                    r"务必不要|禁止|切记不要|切勿|严禁)")
_BIE = re.compile(r"^(?:请)?(?:别|不要|不能|不许)(?P<rest>.+)$")
# A prohibition is a standing rule when it is general: a time, a place, an environment.
_GENERAL = re.compile(r"在|周[一二三四五六日末]|星期|生产|线上|主分支|master|main|prod|直接|随便|任何|每次|"
                      r"以后|永远|从来")
_ONE_OFF = re.compile(r"[这那它此]|急|担心|管|客气|谢|怕|紧张|着急|忘")
_WE_ALWAYS = re.compile(r"^(?:我们团队|我们组|我们|团队)(?P<rest>[^，,。]*?(?:一律|总是|都要|每次|一直都|必须|"
                        r"从来不|从不|统一|都得|向来).*)$")
_TEAM = r"(?P<x>[^，,。\s]{1,12}?(?:组|团队|部门|小组|部|中心))"
_TEAM_MOVE = re.compile(r"^我(?:已经|刚|上个月|最近|今年|去年)*(?:调到|转到|换到|加入了?|去了|调去|转去)了?"
                        + _TEAM)
_LEAD_TEAM = re.compile(r"^我(?:现在|目前)?(?:负责|带|管理|领导)" + _TEAM)
# (zhlearn3: a time said before or after the mover, "昨天我搬到了…", "上个月，我们家搬到了…",
# "我前天搬到了…", is kept as the candidate's ``when``; :func:`.disclosure_zh.dated_move`)
_MOVED = re.compile(rf"^(?:(?P<when>{PAST_DAY_WORDS})[，,\s]*)?我(?P<home>们一家|们全家|们家|们|家)?"
                    rf"(?:(?P<when2>{PAST_DAY_WORDS})|已经|今年|年初|刚)*(?:搬到|搬去|搬家到|移居到?|定居在?)了?"
                    r"(?P<rest>.+)$")
_IN_PLACE = re.compile(r"^我(?:人|现在|目前|这边)*(?P<verb>住在|人在|在)(?P<rest>.+)$")
_USES = re.compile(r"^我(?:们)?(?:平时|日常|一般|现在|主要|都|通常|一直|目前)+(?P<what>[^，。？]{0,12}?)"
                   r"(?:都|一般|主要)?(?:用|使用|在用)(?:的是)?\s*(?P<y>[^，。？]+)")
_PROJECT_NOUN = re.compile(r"项目|服务|仓库|代码|后端|前端|后台|网关|系统|小程序|应用|工具|库|脚本|平台|集群|"
                           r"数据库|作业|流水线|监控|部署|跑在|放在|托管")
_PROJECT = re.compile(r"^我(?:们)?(?:现在|目前|正在|在|最近)*(?:做|写|开发|维护|负责|搞)(?:一个|一套|个)?")
_ENV = re.compile(r"^(?:我们的|我的|这个|我们)")
_OFFERED = re.compile(r"^(?:补充一下|跟你说一下|告诉你一下|供参考|仅供参考)[，,：:\s]*(?P<fact>.+)$|"
                      r"^(?P<fact2>.+?)[，,\s]*(?:供参考|仅供参考|供你参考)$")


# --- builds ------------------------------------------------------------------------------------

def switch(hit: Hit) -> list[Candidate] | None:
    """"我从 npm 换成 yarn 了" / "前端打包从 webpack 换成 Vite"."""
    if not hit["y"].strip() or MOMENT.search(hit.text):
        return None
    new = re.sub(r"[了啦]$", "", hit["y"].strip()).strip()
    old = hit["x"].strip() if hit["x"] else None
    if hit["who"] and (unmade := _NOT_MADE.search(hit["topic"])):
        # fixlearn22 (review36 B1): a switch wished or negated ("我想换成Helix", "我没换成Helix，因为…")
        # was written as the tool in use ("用户想现在用 Helix。" replaced "用户用Vim。"). A negated
        # one is no change (:mod:`.switch_undone` reads the whole sentence); a wished one is
        # kept as said, a wish, and the tool in use stays
        if unmade["not"]:
            return None
        return [hit.candidate(finish(third_person(_END_ZH.sub("", hit.text.strip())), hit.end), changes=False)]
    if hit["who"] and not old and _A_HABIT.match(new):
        # zhlearn1: "我现在改成每天晚上游泳了" changes a habit, no tool: "用户现在每天晚上游泳",
        # replacing the one live entry naming the doing (游泳), whenever it was done
        doing = _A_HABIT.sub("", new)
        return [hit.candidate(written_zh(finish(f"用户现在{new}", hit.end)), changes=True,
                              **({"old": doing, "new": doing, "own_words": True} if len(doing) >= 2 else {}))]
    content = switch_sentence(hit["who"] or "", new, old, "", hit.end, zh=True,
                              topic=hit["topic"].strip())
    return [hit.candidate(content, old=old, new=new)]


#: the switch not made: wished, weighed or negated, said between the speaker and its verb
_NOT_MADE = re.compile(r"(?P<not>没有?|不)|想|希望|要|准备|可能|也许|或许|会|应该|考虑")
_END_ZH = re.compile(r"[。！!？?]+$")
_A_HABIT = re.compile(r"^(?:每天|每周|每个?月|每|早上|晚上|上午|下午|中午|周末|平时|都)+")


# zhlearn1: a later clause that speaks to the listener or of the chat ("很高兴认识你",
# "这是我们第一次聊天", thanks) is courtesy, cut from the entry with all after it
_COURTESY_CLAUSE = re.compile(r"[，,；;][^，,；;]*(?:你|您|认识|聊天|第一次聊|谢谢|感谢).*$")
# zhlearn2: a later clause that only judges what was named ("…，挺好的", "…，真不错") or opens
# by pointing back at it ("…，那里的风景很美") is a remark, cut with all after it
_REMARK_CLAUSE = re.compile(r"[，,]\s*(?:那里|这里|那儿|这儿|(?:感觉|觉得)?(?:挺|很|真|太|特别|非常|蛮|超|还)?"
                            r"(?:好|不错|棒|有意思|有趣|开心|舒服|方便|好玩|爽)(?:的|了|啊|呀)?(?=[，,。！!]|$)).*$")
# zhlearn1: a first clause whose object points back into the chat ("我很喜欢那种…") names nothing
# (zhlearn2: and a place pointed at, "我很喜欢那里的湖")
_POINTS_BACK = re.compile(r"这种|那种|这样|那样|这个|那个|这些|那些|其中|它|那里|这里|那儿|这儿")


def about_user(hit: Hit) -> list[Candidate] | None:
    """"我更喜欢简短的回答" → "用户更喜欢简短的回答。" (said of oneself, kept of the user)."""
    if MOMENT.search(hit.text) or (hit["x"] is not None and not hit["x"].strip()):
        return None
    said = _REMARK_CLAUSE.sub("", _COURTESY_CLAUSE.sub("", hit.text))
    if _POINTS_BACK.search(_first_clause(said)) or lost_its_frame(_first_clause(said)):
        return None
    return [hit.candidate(written_zh(finish("用户" + third_person(said[1:]), hit.end)))]


def from_now_on(hit: Hit) -> list[Candidate] | None:
    """"以后…" as a standing instruction; zhlearn1: not "今后我可以找你…", which tells
    what the user may ask the listener (a clause of theirs naming the listener), nor "以后我
    也会注意…", a promise in reply to advice (:func:`.disclosure_zh.promised`): no rule."""
    fact = hit["fact"]
    if re.match(r"^我们?", fact) and (re.search(r"你|您", fact) or promised(_first_clause(fact))):
        return None
    return instruction(hit)


def _first_clause(text: str) -> str:
    return re.split(r"[，,；;]", text, maxsplit=1)[0].strip()


def rule_said(hit: Hit) -> list[Candidate] | None:
    """"千万不要在生产库上直接跑 DDL" / "别在周五下午发版": a standing rule, kept as the user's
    requirement ("用户要求：…", as the profile keeps how to answer)."""
    kept = lasting_part(hit.text)
    if hit.rule.name == "zh.bie":
        first = _first_clause(kept)
        if not _GENERAL.search(first) or _ONE_OFF.search(first) or len(first) < 5:
            return None
    return [hit.candidate(finish("用户要求：" + kept, hit.end))]


def team_habit(hit: Hit) -> list[Candidate] | None:
    """"我们提交信息一律用英文写" — how the team works, in the user's words."""
    kept = lasting_part(hit.text)
    return [hit.candidate(finish(third_person(kept), hit.end))] if kept else None


def team(hit: Hit) -> list[Candidate] | None:
    said = f"用户现在在{hit['x']}" if hit.rule.name == "zh.team_move" else f"用户负责{hit['x']}"
    return [hit.candidate(finish(said, hit.end), changes=hit.rule.name == "zh.team_move")]


def moved(hit: Hit) -> list[Candidate] | None:
    place = moved_to(hit["rest"])   # (zhlearn3: "扬州", unlisted, told by its last character)
    # zhlearn3: a time said keeps the move's date (:func:`.disclosure_zh.dated_move`), and a
    # household's dated move is written as theirs
    when = hit["when"] or hit["when2"] or ""
    who = "用户一家" if when and hit["home"] else "用户"
    return [hit.candidate(finish(f"{who}住在{place}", hit.end), changes=True, when=when)] if place else None


def in_place(hit: Hit) -> list[Candidate] | None:
    """"我在深圳，时间按北京时间算就行" — where the user is, and the timezone said beside it."""
    place = place_zh(hit["rest"])
    after = hit["rest"][len(place):] if place else ""
    if not place or (after and not re.match(r"[，,；;]|这边|那边|了?$", after)) or MOMENT.search(hit.text):
        return None
    found = [hit.candidate(finish("用户" + hit["verb"] + place, hit.end))]
    if zone := TIMEZONE_ZH.search(after) or TIMEZONE.search(after):
        found.append(hit.candidate(finish(f"用户的时区是{zone.group(0)}", hit.end)))
    return found


def uses(hit: Hit) -> list[Candidate] | None:
    """"我平时写代码都用 Cursor" — a named tool the user works with."""
    if not tools_in(hit["y"]) or MOMENT.search(hit.text):
        return None
    return [hit.candidate(finish("用户" + third_person(_first_clause(hit.text)[1:]), hit.end))]


def environment(hit: Hit) -> list[Candidate] | None:
    """A project or environment fact said in passing ("我在做一个 Go 写的网关服务，代码在
    ~/src/gateway"): kept with a path or a named tool, up to the first clause asking
    something or about the moment."""
    kept = lasting_part(hit.text)
    if not (PATH.search(kept) or (tools_in(kept) and _PROJECT_NOUN.search(kept))):
        return None
    kept = re.sub(r"^这个", "", kept)
    return [hit.candidate(finish(third_person(kept), hit.end), target="memory", own_words=True)]


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
         "以后代码注释用英文。", ("代码注释用英文。",), 0.85, from_now_on),
    Rule("zh.hedge", "veto", _HEDGE, SUBJECT, "（不记）", "我在考虑要不要换编辑器。", (), 1.0, veto),
    Rule("zh.never", "standing", _NEVER, "memory", "用户要求：{原话}。",
         "千万不要在周五上线。", ("用户要求：千万不要在周五上线。",), 0.8, rule_said),
    Rule("zh.bie", "standing", _BIE, "memory", "用户要求：{原话}。",
         "别在生产环境直接改配置。", ("用户要求：别在生产环境直接改配置。",), 0.75, rule_said),
    Rule("zh.we_always", "standing", _WE_ALWAYS, "memory", "{原话，我 → 用户}。",
         "我们上线前一律要做代码评审。", ("我们上线前一律要做代码评审。",), 0.75, team_habit),
    Rule("zh.team_move", "switch", _TEAM_MOVE, "user", "用户现在在{x}。",
         "我已经调到安全组了。", ("用户现在在安全组。",), 0.75, team),
    Rule("zh.lead_team", "stated", _LEAD_TEAM, "user", "用户负责{x}。",
         "我负责客服团队。", ("用户负责客服团队。",), 0.7, team),
    Rule("zh.moved", "stated", _MOVED, "user", "用户住在{地点}。",
         "我搬到苏州了。", ("用户住在苏州。",), 0.7, moved),
    Rule("zh.switch", "switch", _SWITCH, SUBJECT, "{who}现在用 {y}，不再用 {x}。",
         "我从 npm 换成 yarn 了。", ("用户现在用 yarn，不再用 npm。",), 0.75, switch),
    Rule("zh.no_longer", "switch", _NO_LONGER, SUBJECT, "{who}不再用 {x}。",
         "我不再用 Windows 了。", ("用户不再用 Windows。",), 0.75, partial(no_longer, zh=True)),
    Rule("zh.no_longer_topic", "switch", _NO_LONGER_TOPIC, SUBJECT, "{who}现在用 {y}，不再用 {x}。",
         "Sublime 我已经不用了，改用 Zed。", ("用户现在用 Zed，不再用 Sublime。",), 0.75,
         partial(no_longer, zh=True)),
    Rule("zh.in_place", "stated", _IN_PLACE, "user", "用户在{地点}。",
         "我住在上海。", ("用户住在上海。",), 0.7, in_place),
    Rule("zh.preference", "stated", _PREFERENCE, "user", "用户{x}。",
         "我更喜欢简短的回答", ("用户更喜欢简短的回答。",), 0.7, about_user),
    Rule("zh.profile", "stated", _PROFILE, "user", "用户……（我 → 用户）。",
         "我是一名后端工程师。", ("用户是一名后端工程师。",), 0.7, about_user),
    Rule("zh.uses", "stated", _USES, "user", "用户……用 {工具}。",
         "我平时写文档都用 Typora。", ("用户平时写文档都用 Typora。",), 0.7, uses),
    Rule("zh.offered", "offered", _OFFERED, SUBJECT, "{fact}，写成陈述句",
         "补充一下：CI 跑在 GitHub Actions 上。", ("CI 跑在 GitHub Actions 上。",), 0.6, offered),
    Rule("zh.project", "environment", _PROJECT, "memory", "{原话，我 → 用户}。",
         "我在写一个 Python 的爬虫项目，代码在 ~/src/spider。",
         ("用户在写一个 Python 的爬虫项目，代码在 ~/src/spider。",), 0.65, environment),
    Rule("zh.env", "environment", _ENV, "memory", "{原话}。",
         "我们的网站部署在 Vercel 上。", ("我们的网站部署在 Vercel 上。",), 0.65, environment),
)
