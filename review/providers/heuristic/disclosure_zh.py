"""Self-disclosure in Chinese: the shape layer (:mod:`.disclosure`) for a sentence of Han
characters, which no row of :mod:`.rules_zh` took.

A sentence is cut into clauses at its commas, semicolons and colons; a clause is kept when
its subject is the speaker (我 / 我的 / 我们), it says something that lasts (是, 在, 住, 用,
喜欢, 养, 有, 会, 学, 工作 …) and nothing of the moment (today, the weather, a meal, a mood,
a question or a hedge), in 4 to 30 characters. It is written in the third person ("我" →
"用户", a leading "我们" → "用户一家"); a change of state (搬到, 换成, 改成, 不再) is marked so
planning replaces the entry of the same slot.

zhlearn1 (session 30), on MemoryBank's Chinese dev users, where a user talks to an AI
companion: a clause is also dropped when, by its shape, it is

- a **promise or a reply to advice**: "我会" + a verb of trying, going or heeding (去, 试,
  尝试, 注意, 努力, 尽量, 好好, 多 …), or a "会…的" close ("我会注意的"). A habit says how
  often before "会" ("我平时会…", kept) and a skill names what after it ("我会拉小提琴", kept);
- a **mood, a doubt or an impression** (感觉, 感到, 心情, 担心, 不确定, 印象 …), or what was
  **heard, seen or learnt** (听说, 看到, 发现, 学到, 知道 …): the moment's, or someone else's;
- a **hedge** (考虑, 打算, 犹豫, 计划), **not yet** (还没…), or a **prediction** (下次, 一定会);
- **one event of a day**: an act of going, seeing, buying or attending told done with "了"
  and no span ("我去看了一场…"), or its cleft ("我去的是…"); a span ("工作了五年") lasts;
  zhlearn2: said with its day ("昨天", "上周末", "上周六"), it is archived as a dated past
  event instead (:func:`_episode_zh`), as the English side keeps them;
- **the doing of the moment**: "我在<a place>里/上" + a doing of the moment ("我在房间里写
  日记"; "我在上海工作", "我在家里养了两只猫" are kept);
- an **ailment** (疼, 感冒 …);
- an object that **points back** into the chat (其中, 它, besides 这/那), which names nothing;
- an **answer's frame** (the cleft "我最喜欢的是…": of what?) or a **pairing with nothing to
  pair with** ("配一些…"), whose scope the assistant's question held (:func:`lost_its_frame`).

Lasting cues besides the verbs: a habit's how-often (经常, 平时, 每周), a pursuit begun (开始,
not "开始…了"), an interest (感兴趣), "我的<noun>" with a degree (not an ailment after it).
A list cut at its commas is joined back ("我还会弹琴，唱歌" → one clause, :func:`_clauses`). A
kept entry drops the "也" / "还" (also) that leaned on the sentence before and names its
subject once per clause (:func:`written_zh`). "不再 <a doing>" replaces the user's own live
entry of that doing alone (:func:`own_doing`, asked by planning).
"""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta

from . import lazy_re as re
from .lexicon import place_zh
from .table import EPISODE_REASON, EPISODE_RULE, REASONS, Candidate
from .text import MOMENT
from .writing import finish, third_person

#: as the English shape layer's (:data:`.disclosure.CONFIDENCE`)
CONFIDENCE = 0.6

#: the user's relatives, the subject of a sentence said of them (:func:`_subject_of`)
_RELATIVES = (r"女儿|儿子|妈妈|爸爸|母亲|父亲|妻子|丈夫|老公|老婆|孩子|哥哥|姐姐|弟弟|妹妹|爷爷|奶奶|"
              r"外公|外婆|男朋友|女朋友")
_ZH_SPLIT = re.compile(r"[，,；;：:]")
_ZH_SUBJECT = re.compile(r"^(?:我们?的?|我)")
_ZH_PASSING = re.compile(r"今天|明天|今晚|刚才|刚刚|这会儿|天气|下雨|早饭|午饭|晚饭|吃了|开心|难过|累|"
                         r"紧张|觉得|希望|想|如果|可能|也许|吗|呢|吧|你|小时|分钟|才|刚|一下|等|堵车|迟到|开会|忙|路上|"
                         r"是说|意思|这个|那个|这|那")
# (review32 R9: "有点" / "有些" is "a bit", no having: "我的头有点疼")
# (the 在 of 现在 / 正在 / 实在 is no place nor progressive of a life: "我现在有点饿")
_ZH_LASTING = re.compile(r"是|(?<![现实存所自正])在|住|用|喜欢|讨厌|养|有(?![点些]|一点)|过敏|搬到|换成|改成|改用|"
                         r"不再|会|学|工作|负责|做|"
                         # zhlearn1: a habit said by how often, a pursuit begun (not "开始…了",
                         # what sets in this moment: "我开始头疼了"), an interest, a diet, a
                         # habit given up (戒)
                         r"经常|常常|平时|通常|一般|总是|每天|每周|每个?月|开始(?![^，,]*了$)|(?<![教训熟])练|感兴趣|"
                         r"^我们?(?:从来)?不(?:吃|喝)|戒|"
                         # zhlearn2: a relative's name ("我的女儿叫…")
                         rf"^我的(?:{_RELATIVES})叫|"
                         # zhlearn1: "我的<noun>" described with a degree ("我的脾气比较急"),
                         # not with an ailment or a state of the moment after it (review32 R9)
                         r"^我的[^，,]{1,4}?(?:比较|很|非常|挺|特别|有点)(?!疼|痛|酸|累|饿|困|渴|乱|脏|慢|冷|热|晕|"
                         r"难受|不舒服|忙|吵|堵|紧|烦)")
# an ailment of the moment (review32 R9)
_AILING = re.compile(r"疼|痛|感冒|发烧|咳嗽|头晕|不舒服|难受|饿|渴|困了")
_ZH_CHANGE = re.compile(r"搬到|换成|改成|改用|不再|现在用|加入")
# zhlearn1: the shapes of a clause that tells nothing lasting (module docstring)
# (review32 R2: "会多种语言" is a skill, "多" there counts kinds; "会看看" with the verb said
# twice is the tentative "have a look", a reply, unless a habit says how often)
_PROMISE = re.compile(r"^我们?(?:也|还|都|就|一定|肯定|现在|以后|马上|这就)*会(?:去|来|试|尝试|注意|留意|努力|"
                      r"尽力|尽量|好好|多(?![种门国样])|少|考虑|认真|坚持|先|再|按|照|记|继续|找|查|把|给|跟|"
                      r"抽空|(?P<twice>[\u4e00-\u9fff])(?P=twice))|会[^，]*的$")
# a habit says how often before "会" ("我每天都会去游泳的"): no promise (review32 R2)
_HABIT = re.compile(r"每|平时|通常|一般|经常|常常|总是|有时候?|偶尔|往往")
_MOOD = re.compile(r"感觉|感到|心情|情绪|好多了|高兴|伤心|害怕|担心|焦虑|迷茫|困惑|烦恼|压力|无助|孤独|沉浸|"
                   r"陶醉|印象|不知道|不确定|不清楚|相信")
# "知道怎么 / 如何 …" is a skill (review32 R2)
_PERCEIVED = re.compile(r"听说|看到|听到|发现|学到|体会到|意识到|领会|明白|懂了|知道(?!怎么|如何)")
# "通常会考虑…" is a habit of weighing, and "我会考虑" a promise (above): neither a hedge
# "not yet" only of deciding or doing ("还没决定", "还没去过"); "还没结婚" is a state (review32 R2)
_HEDGED = re.compile(r"(?<!会)考虑|打算|犹豫|纠结|琢磨|计划|还没有?(?:决定|想好|定|确定|开始|去|做|试|看|准备|$)|"
                     r"下一次|下次|一定会")
# the act verbs of a day; "了" right after one, or the cleft "V的是", tells it done once
_ONE_EVENT = re.compile(r"(?:去|来|到|看|听|买|吃|喝|参加|逛|玩|拍|见|遇到|碰到|收到)(?:了|的是)")
# a span or a frequency said with the act makes it last ("工作了五年", "每周去看…")
_SPAN = re.compile(r"[\d一二两三四五六七八九十几多半]+(?:年|个月)|一直|每|经常|常常|总是")
# only with a doing of the moment after the place, an adverbial "…的/地" allowed before it
# ("在房间里写日记"); "在家里养了两只猫", "在网上开了一家店" last (review32 R2)
_NOW_AT = re.compile(r"^我们?(?:正|现在|正在)?在[^，,]{1,6}?(?:里|上)(?:[^，,]{1,3}[的地])?"
                     r"(?:写|看|玩|躺|坐|吃|喝|睡|休息|等|听|刷|逛|聊|发呆|待|呆)")
# (session 39: a person said only by a pronoun as the clause's last word, the object of a verb
# of feeling or of company, "我讨厌他", "我很想她": whom the entry would be about is in another
# turn; "吉他", "其他" end in the same character and are no pronoun)
_POINTS_BACK = re.compile(r"其中|它|(?:喜欢|讨厌|爱|恨|想|想念|认识|陪|帮|信任|佩服|羡慕|担心|关心)[他她]们?[。！!]?$")
# judge40's reading of the Chinese dev users, lost conditions by shape: the cleft "我 V 的是
# X" is an answer's frame, its scope in the question ("我最喜欢的是…": of which?); a pairing
# ("配 / 搭配 一些 X") that says nothing of what X goes with
# (review32 R14: only a frame of choosing or liking most; "我学的是计算机", "我用的是 Go" carry
# their own scope)
_ANSWER_FRAME = re.compile(r"^我们?[^，,的]{0,3}(?:最喜欢|最爱|最喜爱|最讨厌|最想|想要|选|挑|比较喜欢|更喜欢)的是|"
                           # zhlearn3: a teacher or a coach named by the relation alone is the
                           # teacher of a course the chat named elsewhere ("我的钢琴老师" names it)
                           r"^我们?的(?:老师|教练|导师|师傅)")
# zhlearn3: the preparations of one event ("婚礼的准备工作"): the event, a trip or a move the
# chat named elsewhere, is what lasts; its preparation is a step of the moment
_PREPARATIONS = re.compile(r"准备工作")
_PAIRED_WITH_NOTHING = re.compile(r"^(?:(?!和|跟|与|把|用).)*?(?:搭配|配)上?(?:一些|一点|点|些)")


def promised(clause: str) -> bool:
    """Whether a clause of the user's is a promise or a reply to advice ("我会去试试",
    "我也会注意的"; module docstring): no fact, in the shape layer or after "以后"."""
    return bool(_PROMISE.search(clause)) and not _HABIT.search(clause[:clause.find("会")])


def _tells_nothing_lasting(clause: str) -> bool:
    """zhlearn1: the clause is a promise, a mood, hearsay, a hedge, one event of a day, the
    moment's doing, or points back (module docstring)."""
    return bool(promised(clause) or _MOOD.search(clause) or _AILING.search(clause) or _PERCEIVED.search(clause)
                or _HEDGED.search(clause) or (_ONE_EVENT.search(clause) and not _SPAN.search(clause))
                or _NOW_AT.match(clause) or _POINTS_BACK.search(clause) or lost_its_frame(clause)
                or _PREPARATIONS.search(clause))


def lost_its_frame(clause: str) -> bool:
    """An answer's cleft or a pairing with nothing to pair with (above): what it is about was
    said by the other side, and the entry would read as more than was said."""
    return bool(_ANSWER_FRAME.match(clause) or _PAIRED_WITH_NOTHING.match(clause))


# (zhlearn2: the household's too, "用户家还养了…": the "also" of a pet beside another)
_ALSO = re.compile(r"^用户(?P<home>一家|家)?(?P<adv>平时|现在|最近|一直)?(?:也|还(?=很|也|喜欢|爱|会|经常|常|挺|非常|特别|蛮|养))")


def written_zh(content: str) -> str:
    """A Chinese entry as it reads alone: "用户也很喜欢…" → "用户很喜欢…", "用户平时也…" →
    "用户平时…" (the "also" leaned on the sentence before; "还" is dropped only where it
    means "also", not "still")."""
    content = _ALSO.sub(lambda m: "用户" + (m["home"] or "") + (m["adv"] or ""), content)
    # judge40: every 我 written 用户 says the subject twice in one clause ("用户认为健身对用户的
    # 生活…"); within the first clause the second is the reflexive 自己
    # (only where 用户 is the subject itself: in "用户的女儿很喜欢用户做的菜" 自己 would be
    # the daughter; m5 #14)
    head, comma, rest = content.partition("，")
    if re.match(r"^用户(?!的)", head):
        head = "用户" + head[2:].replace("用户", "自己")
    return head + comma + rest


# a clause that only goes on with a list ("写作", "旅游和摄影等等"): short items, no subject,
# no verb of its own, no particle or degree word
# (no verb, count or name of its own: "叫咪咪", "从小长大", "一儿一女" say more of the first
# clause, no item; review32 R14)
#: what no item holds: a pronoun, a particle, a degree word, a verb of its own, a count
_NOT_IN_AN_ITEM = frozenset("，,；;：:我你他她它的了吗呢吧很挺好太真也都就还是在有会要想说一二两三几个")
_NO_ITEM_AT = ("叫", "长大", "从小", "做", "去")
#: ("比如 / 例如 / 尤其 …" opens examples, no more of the list)
_EXAMPLES_FIRST = ("比如", "例如", "比方", "像", "如", "包括", "尤其", "特别")
_LIST_ITEM_LONGEST = 4


def _list_goes_on(clause: str) -> bool:
    """Whether ``clause`` is only items of one to four characters joined by 和 / 与 / 、 / 以及,
    and an 等 or 等等 at most after them (a newline at the very end allowed).

    Read by positions rather than by a pattern (fix48, issue 27): a join word is also a
    character an item may hold ("和a和a和a" is one item or three), and a pattern reading
    both ways has 2**n readings for the engine to try before it refuses a text. Here each
    position where an item may start is read once."""
    if clause.startswith(_EXAMPLES_FIRST):
        return False
    ends = (len(clause), len(clause) - 1) if clause.endswith("\n") else (len(clause),)
    starts, seen = [0], set()
    while starts:
        start = starts.pop()
        if start in seen:
            continue
        seen.add(start)
        for end in range(start + 1, min(start + _LIST_ITEM_LONGEST, len(clause)) + 1):
            at = end - 1
            if clause[at] in _NOT_IN_AN_ITEM or clause[at].isspace() or clause.startswith(_NO_ITEM_AT, at):
                break
            if any(last >= end and clause[end:last] in ("", "等", "等等") for last in ends):
                return True
            if clause.startswith(("和", "与", "、"), end):
                starts.append(end + 1)
            elif clause.startswith("以及", end):
                starts.append(end + 2)
    return False


# a list opens with a verb of liking or doing and its first item ("我还会弹琴", "我很喜欢爬山")
_LIST_OPENS = re.compile(r"^我们?[^，,]{0,4}?(?:喜欢|爱|热爱|会|擅长|爱好是|兴趣是)[^，,]{1,8}$")


def _clauses(sentence: str) -> list[str]:
    """The sentence's clauses, a list cut at its commas joined back with "、" ("我还会弹琴，唱歌，
    画画和书法等等" is one clause: "我还会弹琴、唱歌、画画和书法")."""
    joined: list[str] = []
    for clause in _ZH_SPLIT.split(sentence.strip("。！!. ")):
        clause = clause.strip()
        if joined and _LIST_OPENS.match(joined[-1]) and _list_goes_on(clause):
            joined[-1] += "、" + re.sub(r"等等?$", "", clause)
        else:
            joined.append(clause)
    return joined


# zhlearn2: the sentence's subject goes on into a later clause that names none. A relative
# ("我女儿…", "我的儿子…", "我有一个女儿，…") is the subject of the clauses after it that open
# with 他 / 她 or with no subject at all; the speaker (我) only of a clause opening, after
# an adverb of time, with a verb of a life ("我换了一份新工作，现在在一家书店上班"). Only
# those verbs, each ending its clause: a clause with no subject may have one left unsaid
# that is no person ("…，在市中心生活很方便"), and a mood or an aside carries nothing.
_RELATIVE_OPENS = re.compile(rf"^我(?:的)?(?P<r>{_RELATIVES})|^我(?:有|养了?)(?:一个|一位)(?P<r2>{_RELATIVES})$")
_LIFE = (r"叫[^，,\s]{1,8}|对[^，,]{1,8}过敏|在[^，,]{1,10}?(?:工作|上班|上学|读书|生活|定居)|住在[^，,]{2,10}|"
         r"是(?:一名|一个|一位)[^，,]{1,10}")
_GOES_ON_SPEAKER = re.compile(rf"^(?:现在|目前|如今|平时|也|还|一直)*(?:{_LIFE})$")
# a relative's tastes too ("我女儿六岁了，特别喜欢画画"); not the speaker's, whose clause with
# no subject after "我知道他…" or a show just named is another's taste or points back
_GOES_ON = re.compile(rf"^(?:现在|目前|如今|平时|也|还|一直)*(?:{_LIFE}|(?:很|特别|非常|最)?喜欢[^，,]{{1,10}})$")
# a clause naming another person hands the sentence to them: nothing is carried after it
_ANOTHER = re.compile(r"(?<=.)[他她]|朋友|同事|同学")


def _subject_of(clause: str, subject: str | None) -> str | None:
    """The subject a later clause goes on with: the one it names, else the sentence's."""
    if rel := _RELATIVE_OPENS.match(clause):
        return "我的" + (rel["r"] or rel["r2"])
    if _ANOTHER.search(clause):
        return None
    if clause.startswith("我") and not clause.startswith("我们"):
        return "我"
    return None if re.match(r"^(?:我们|你|您|他们|她们|它)", clause) else subject


def _carried(clause: str, subject: str | None) -> str:
    """``clause`` with the sentence's subject put before it when it names none (above)."""
    if subject is None or clause.startswith("我"):
        return clause
    if subject != "我" and re.match(r"^[他她](?![们的])", clause) and _GOES_ON.match(clause[1:]):
        return subject + clause[1:]
    goes_on = _GOES_ON_SPEAKER if subject == "我" else _GOES_ON
    return subject + clause if goes_on.match(clause) else clause


# zhlearn2: one event of the user's own, told done on a day said ("昨天我去了一趟…", "我上周末
#参加了…"), is archived as a dated past event, as the English side keeps dated episodes
# (docs/review.md 9.2): never a live entry. Not the day's chatter (a meal, an errand, work,
# a doctor's visit, rest) nor a mood; the day is written as a date ("2023年5月3日").
# zhlearn3: and by its month or year ("上个月", "去年"), or said as lately ("最近", "前几天"),
# written "<the day said>前不久" as the English "shortly before <the day>" (docs/review.md 11)
_PAST_DAY = re.compile(r"(?P<w>昨天|前天|今天|上个?周末|上个?月|上个?(?:周|星期|礼拜)(?P<d>[一二三四五六日天])?|"
                       r"去年|前年|(?P<recent>最近|前几天|前些天|前些日子|前不久|不久前))"
                       r"(?:晚上|上午|下午|早上|中午|傍晚)?")
# said as lately, an act is one event only when it goes somewhere or attends ("我最近去了…");
# "我最近看了很多书" tells a stretch, no event
_GONE = re.compile(r"(?:去|参加|逛)了|去(?:看|听|玩|逛)了")
# many or several times or places is no one event ("去了很多地方", "去了几次健身房")
_SEVERAL = re.compile(r"很多|许多|不少|好多|好几|几[次个趟家座]|多次|多个|各种|一些")
# zhlearn3: a household said as the subject ("我们一家", "我们全家", "我们家", "我家"): its
# event is the user's household's, written "用户一家…"; a bare "我们" names nobody (as the
# English side decides for "we", docs/review.md 11) and gives nothing
_HOUSEHOLD = re.compile(r"^(?:我们一家|我们全家|我们家|我家|我们一家人|我们全家人)")
# (a meal out is the day's too, as in English: a restaurant, a café; and what one met with,
# "遇到了一个问题", names a plight, no event)
_CHATTER_ZH = re.compile(r"吃|喝|饭|菜|餐厅|餐馆|饭店|咖啡|酒吧|超市|医院|看病|医生|上班|加班|下班|睡|休息|开会|"
                         r"作业|快递|洗|打扫|排队|银行|取|寄|修|遇到|碰到|收到|一会")
# review33 R5: a change of state dated is no one-off event (the change rows and the shape
# layer's change read it); a place pointed at or none said names nothing ("去了他家",
# "去了一趟。")
_A_CHANGE = re.compile(r"搬|换|改|辞职|离职|入职|开始|加入|结婚|离婚|毕业|退休")
_NAMES_NO_PLACE = re.compile(r"[他她它]们?家|那里|这里|那儿|这儿|(?:一趟|一次)$")
# a title said alone in the clause after the event names what it was ("…看了一部电影，《…》")
_TITLE_ALONE = re.compile(r"^《[^》]{1,20}》$")
_WEEKDAY_ZH = "一二三四五六日"


def _date_of(day: re.Match[str], at: float) -> str:
    """The date a day word said at ``at`` names ("昨天" → the day before), in Chinese."""
    now = datetime.fromtimestamp(at, UTC)
    word = day["w"]
    if day["recent"]:
        return f"{now.year}年{now.month}月{now.day}日前不久"
    if word in ("去年", "前年"):
        return f"{now.year - (1 if word == '去年' else 2)}年"
    if word.endswith("月"):
        year, month = (now.year, now.month - 1) if now.month > 1 else (now.year - 1, 12)
        return f"{year}年{month}月"
    if word in ("昨天", "前天", "今天"):
        when = now - timedelta(days={"昨天": 1, "前天": 2, "今天": 0}[word])
        return f"{when.year}年{when.month}月{when.day}日"
    if word.endswith("周末"):
        when = now - timedelta(days=(now.weekday() - 5) % 7 or 7)   # the Saturday before
        return f"{when.year}年{when.month}月{when.day}日前后"
    if not day["d"]:   # "上周": around a week before, as the English "last week"
        when = now - timedelta(days=7)
        return f"{when.year}年{when.month}月{when.day}日前后"
    wanted = _WEEKDAY_ZH.index(day["d"].replace("天", "日"))
    when = now - timedelta(days=7 + now.weekday() - wanted)        # that day of last week
    return f"{when.year}年{when.month}月{when.day}日"


def _episode_zh(clause: str, at: float | None) -> Candidate | None:
    """A dated one-off event of the user's in ``clause`` (above), or None."""
    day = _PAST_DAY.search(clause)
    if at is None or day is None:
        return None
    done = (clause[:day.start()] + clause[day.end():]).strip("，, ")
    if home := _HOUSEHOLD.match(done):
        done = "我" + done[home.end():].lstrip("都")
    if not re.match(rf"^我(?!们|的|{_RELATIVES})", done) or not _ONE_EVENT.search(done) or _CHATTER_ZH.search(done) \
            or _MOOD.search(done) or _ZH_PASSING.search(done) or not 4 <= len(done) <= 30 \
            or _A_CHANGE.search(done) or _NAMES_NO_PLACE.search(done) or (day["recent"] and not _GONE.search(done)) \
            or _SEVERAL.search(done):
        return None
    # (a relative after the verb is the user's: "看了我奶奶" → "…看了自己的奶奶")
    done = re.sub(rf"(?<=.)我(?:的)?({_RELATIVES}|爷爷|奶奶|外公|外婆)", r"我的\1", done)
    who = "用户一家" if home else "用户"
    content = written_zh(finish(f"{who}在{_date_of(day, at)}" + third_person(done)[2:], "。"))
    return Candidate("user", content, EPISODE_REASON, CONFIDENCE, rule=EPISODE_RULE)


# zhlearn3 (review33 R5's left item): a move said with its day, month or year ("昨天我搬到了
# 扬州", "我上个月搬到了扬州") is a change of state written with its date, as the English
# "User moved to Leeds in 2025." (fixlearn17): "用户在2023年4月搬到了扬州。", which the slot
# model reads as the user's location, so it replaces the live entry of the user's home. The
# row zh.moved reads the move and keeps its time word (``Candidate.when``); the date is
# written here, from when the message was said (the row does not know it).
# a place the lexicon does not list, told by its last character ("扬州", "新城区", "崇明岛")
# (a name, not "一个新小区", "这个城市", "小区": a move within the city, or to a place the
# words only point at, is no new home city; review34 R2)
_A_PLACE = re.compile(r"(?![一这那新某另哪])(?!小区|城区|社区|郊区|市区|景区|园区|小岛|海岛|老家)"
                      r"[\u4e00-\u9fff]{1,5}?(?:市|省|州|县|区|镇|村|岛)(?=了?(?:$|[，,；;。]))")
#: the time words a move is dated by (:data:`_PAST_DAY`'s), for the row's pattern
PAST_DAY_WORDS = (r"(?:昨天|前天|今天|上个?周末|上个?月|上个?(?:周|星期|礼拜)[一二三四五六日天]?|去年|前年|最近|前几天|"
                  r"前些天|前些日子|前不久|不久前)(?:晚上|上午|下午|早上|中午|傍晚)?")
_MOVED_TO = re.compile(r"^(?P<who>用户(?:一家)?)住在(?P<place>.+?)[。！]?$")


def moved_to(rest: str) -> str | None:
    """The place a move's object opens with: one the lexicon lists, or one told by its last
    character (:data:`_A_PLACE`)."""
    return place_zh(rest) or ((found := _A_PLACE.match(rest)) and found[0]) or None


def dated_move(found: Candidate, at: float | None) -> Candidate:
    """A move the row read with its time word (above), written with its date: "用户住在扬州。"
    said "上个月" → "用户在2023年4月搬到了扬州。"; with no time known, as the row wrote it."""
    day = _PAST_DAY.search(found.when)
    moved = _MOVED_TO.match(found.content)
    if at is None or day is None or moved is None:
        # undated, as the row writes any move ("用户住在…", a household's too)
        return replace(found, content=re.sub(r"^用户一家住在", "用户住在", found.content), when="")
    return replace(found, content=f"{moved['who']}在{_date_of(day, at)}搬到了{moved['place']}。", when="")


# what the user weighs most, said after a habit of weighing; its object named again by a
# pointer to what the habit weighs ("它的", "其") is named without it
_MATTERS_MORE = re.compile(r"^(?:但|但是|不过|可是|而)?(?P<deg>更|最)(?:重要|关键)的是(?:它们?的|其)?(?P<x>[^，,]{2,20})$")


def disclosed_zh(sentence: str, at: float | None = None) -> list[Candidate]:
    """The facts about the user one Chinese sentence of theirs discloses (module docstring)."""
    found = []
    subject: str | None = None
    day_said = ""
    kept_last = False   # whether the clause before gave the last entry
    for clause in _clauses(sentence):
        clause = re.sub(r"^(?:其实|对了|另外|还有|顺便说一下|嗯|哦)", "", clause.strip())
        if found and found[-1].rule == EPISODE_RULE and _TITLE_ALONE.match(clause):
            found[-1] = replace(found[-1], content=found[-1].content.rstrip("。") + clause + "。")
            continue
        if found and kept_last and (more := _MATTERS_MORE.match(clause)):
            # zhlearn3: what matters more goes with the habit of weighing just kept (text.sentences)
            found[-1] = replace(found[-1], content=found[-1].content.rstrip("。")
                                + f"，但{more['deg']}看重{more['x']}。")
            continue
        kept_last = False
        if _PAST_DAY.fullmatch(clause):
            day_said = clause   # "昨天下午，我去了…": the day goes with the next clause
            continue
        if (episode := _episode_zh(day_said + clause, at)) is not None:
            found.append(episode)
            continue
        day_said = ""
        clause = _carried(clause, subject)
        subject = _subject_of(clause, subject)
        if rel := _RELATIVE_OPENS.match(clause):
            # "我女儿…" is written "用户的女儿…" (it was "用户女儿…"); a relative's name is lasting
            clause = "我的" + (rel["r"] or rel["r2"]) + clause[rel.end():] if rel["r"] else clause
        if not _ZH_SUBJECT.match(clause) or _ZH_PASSING.search(clause) or MOMENT.search(clause) \
                or not _ZH_LASTING.search(clause) or len(clause) < 4 or len(clause) > 30 \
                or _tells_nothing_lasting(clause):
            continue
        if stopped := _STOPPED.search(clause):
            clause = clause[:stopped.end()]   # "我不再喝咖啡了" → "用户不再喝咖啡。"
        household = clause.replace("我们家", "用户家", 1) if clause.startswith("我们家") else \
            clause.replace("我们", "用户一家", 1) if clause.startswith("我们") else clause
        content = written_zh(finish(third_person(household), "。"))
        changes = bool(_ZH_CHANGE.search(clause))
        left = stopped["left"] if stopped else None
        found.append(Candidate("user", content, REASONS["switch" if changes else "stated"], CONFIDENCE,
                               rule="shape:change" if changes else "shape:stated", changes=changes,
                               old=left, new=left, own_words=left is not None))
        kept_last = True
    return found


# zhlearn1 (issue 31, a change of state): "不再 <a doing>" names what the user left; the one
# live entry naming that doing ("用户每天早上喝咖啡") is replaced by this one, in its own
# words (planning's replace of the entry naming ``old``), and without one it is an add
_STOPPED = re.compile(r"不再(?!用|使用)(?P<left>[^，,。了的]{2,8}?)(?=了|$)")


# review32 R10: who an entry is about when a person's noun follows "用户" ("用户妈妈…",
# "用户的女儿…"), and a list or a second doing beside the one named
_SOMEONE_ELSE = re.compile(r"^用户的?(?:妈妈|爸爸|母亲|父亲|儿子|女儿|妻子|丈夫|老公|老婆|孩子|哥哥|姐姐|弟弟|"
                           r"妹妹|朋友|同事|男朋友|女朋友|伴侣|家人|爷爷|奶奶|外公|外婆|室友|邻居|狗|猫)|^用户的")
_MORE_NAMED = re.compile(r"和|与|及|、|或|，|,|以及|还有")


def own_doing(entry: str, doing: str) -> bool:
    """Whether ``entry`` is the user's own entry of ``doing`` and names nothing beside it
    ("用户每天早上喝咖啡。" for 喝咖啡; not "用户妈妈喜欢喝咖啡。", "用户喜欢喝咖啡和茶。" or
    "用户喜欢喝酒后唱歌。"): the one a "不再 / 改成 <doing>" of the user's replaces."""
    text = entry.strip().rstrip("。.！!")
    return text.startswith("用户") and not _SOMEONE_ELSE.match(text) and text.endswith(doing) \
        and not _MORE_NAMED.search(text)


def of_someone_else(entry: str) -> bool:
    """Whether a Chinese entry is about one of the user's people or things ("用户老婆…",
    "用户的女儿…"), not the user."""
    return bool(_SOMEONE_ELSE.match(entry.strip()))
