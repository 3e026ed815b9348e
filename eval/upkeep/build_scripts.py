"""Build the long-horizon upkeep scripts: months of a user's life, one JSON file each.

    python eval/upkeep/build_scripts.py          # rewrites eval/upkeep/*.json

Each script is a list of sessions (a day, the messages) and the truth about the facts said
in them (issue 20):

- every version of a fact has ``probe`` words (lower case) that any entry or archived fact
  holding it contains, the day it was said, and ``status``: ``current``, ``stale`` (a later
  session corrected it: ``corrected_by`` names the version that did, ``corrected_on`` when)
  or ``forget`` (the user asked not to remember it: it must be neither live nor archived);
- ``repeat`` sessions say a fact again; ``noise`` sessions say nothing worth keeping.

The two tuning scripts (``en_developer``, ``zh_household``) are what the suite replays and
what the rules may be tuned on. ``heldout_bilingual`` was written with other phrasings and
other subjects before any rule was tuned on these scripts, and is only reported
(eval/run_upkeep.py): never change it to make a figure better.
Deterministic: the same seed gives the same files.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


@dataclass
class Script:
    name: str
    language: str
    held_out: bool
    description: str
    sessions: list[dict[str, Any]] = field(default_factory=list)
    facts: list[dict[str, Any]] = field(default_factory=list)

    def session(
        self, day: float, *texts: str, kind: str = "fact", replies: tuple[str, ...] = ()
    ) -> None:
        messages = []
        for i, text in enumerate(texts):
            messages.append(["user", text])
            messages.append(["assistant", replies[i] if i < len(replies) else "Noted."])
        self.sessions.append(
            {
                "id": f"{self.name}-{len(self.sessions) + 1:03d}",
                "day": round(day, 3),
                "kind": kind,
                "messages": messages,
            }
        )

    def fact(
        self, fid: str, target: str, probe: list[str], day: float, *, status: str = "current"
    ) -> dict[str, Any]:
        item = {
            "id": fid,
            "target": target,
            "probe": [p.lower() for p in probe],
            "said": round(day, 3),
            "status": status,
        }
        self.facts.append(item)
        return item

    def said(
        self, day: float, text: str, fid: str, target: str, probe: list[str], *, kind: str = "fact"
    ) -> dict[str, Any]:
        """One session saying one fact (``text``), and the fact's truth."""
        self.session(day, text, kind=kind)
        return self.fact(fid, target, probe, day)

    def correct(self, old: dict[str, Any], new: dict[str, Any]) -> None:
        old["status"] = "stale"
        old["corrected_by"] = new["id"]
        old["corrected_on"] = new["said"]

    def corrected(
        self, old: dict[str, Any], day: float, text: str, fid: str, target: str, probe: list[str]
    ) -> None:
        """A later session saying ``text``, a new version of ``old`` that makes it stale."""
        self.correct(old, self.said(day, text, fid, target, probe, kind="correction"))

    def forgotten(self, day: float, text: str, number: int, probe: str) -> None:
        """A session saying something and taking it back: it must be neither live nor archived."""
        self.session(day, text, kind="forget")
        self.fact(f"forget-{number}", "user", [probe], day, status="forget")

    def noise(self, rng: random.Random, count: int, end: float, lines: list[str], reply: str) -> None:
        """``count`` sessions saying nothing worth keeping, spread over the months."""
        for _ in range(count):
            self.session(rng.uniform(0, end), rng.choice(lines), kind="noise", replies=(reply,))

    def write(self) -> Path:
        path = HERE / f"{self.name}.json"
        path.write_text(self.as_text(), encoding="utf-8")
        return path

    def as_text(self) -> str:
        """The script's file as :meth:`write` stores it: sessions in day order, ids renumbered."""
        self.sessions.sort(key=lambda s: (s["day"], s["id"]))
        for n, s in enumerate(self.sessions, 1):  # ids in day order
            s["id"] = f"{self.name}-{n:03d}"
        data = {
            "name": self.name,
            "language": self.language,
            "held_out": self.held_out,
            "description": self.description,
            "sessions": self.sessions,
            "facts": self.facts,
        }
        return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def _later(rng: random.Random, old: dict[str, Any], end: float) -> float:
    """A day at least three days after ``old`` was said, for the session that corrects it."""
    return rng.uniform(old["said"] + 3, end)


def _days(rng: random.Random, n: int, span: float) -> list[float]:
    """``n`` times spread over ``span`` days, in a random order (so each family of facts is
    said all through the months, not one family after the other)."""
    days = [rng.uniform(0, span) for _ in range(n)]
    rng.shuffle(days)
    return days


# --- English: a developer's months -----------------------------------------------------------

EN_TOOLS = [
    ("ripgrep", "ugrep", "searching code"),
    ("Neovim", "Helix", "Go code"),
    ("tmux", "zellij", "terminal sessions"),
    ("Firefox", "Chromium", "web testing"),
    ("pnpm", "bun", "the frontend builds"),
    ("Poetry", "uv", "Python packaging"),
    ("Alacritty", "WezTerm", "the terminal"),
    ("Obsidian", "Logseq", "notes"),
    ("Make", "Just", "task running"),
    ("Docker", "Podman", "containers"),
    ("Postman", "Bruno", "API testing"),
    ("Vim", "Emacs", "commit messages"),
]
EN_PEOPLE = [
    ("manager", "Dana Whitfield", "Priya Raman"),
    ("mentor", "Luis Ortega", None),
    ("accountant", "Mei Tanaka", None),
    ("landlord", "Ivan Petrov", "Sara Holm"),
    ("team lead", "Omar Haddad", None),
    ("pair partner", "Jonas Berg", "Ada Novak"),
]
EN_REPOS = [
    "billing",
    "ledger",
    "atlas",
    "gateway",
    "scheduler",
    "reports",
    "auth",
    "search",
    "notifier",
    "inventory",
    "payments",
    "catalog",
    "metrics",
    "exporter",
    "importer",
    "profiles",
]
EN_DBS = [
    ("orders", 14, 16),
    ("analytics", 12, 15),
    ("sessions", 13, None),
    ("audit", 15, 16),
    ("users", 11, 14),
]
EN_NOISE = [
    "How do I reverse a list in Python?",
    "What's a good name for a CLI flag that skips confirmation?",
    "Explain the difference between TCP and UDP briefly.",
    'Can you format this JSON for me? {"a":1,"b":[2,3]}',
    "Why does my regex not match newlines?",
    "Write a haiku about deploys on Friday.",
    "What time is it in Tokyo when it's noon in Berlin?",
    "thanks, that worked",
    "Summarise the plot of Hamlet in two lines.",
    "Is 2027 a leap year?",
    "What does HTTP 418 mean?",
    "Convert 72 Fahrenheit to Celsius.",
    "Give me three ideas for a team lunch.",
    "How do I undo the last git commit?",
    "What's the capital of Australia?",
]


def en_developer() -> Script:
    rng = random.Random(20)
    s = Script(
        "en_developer",
        "en",
        False,
        "Five months of a developer: services and their staging ports, repos, tools, "
        "people, database versions; corrections, repeats, 'don't remember', noise.",
    )
    span = 150.0
    slots = iter(_days(rng, 230, span))
    services = {}
    for n in range(1, 81):
        port = 7000 + n
        services[n] = s.said(
            next(slots),
            f"Remember that service-{n} listens on port {port} in staging.",
            f"svc-{n}",
            "memory",
            [f"service-{n} ", str(port)],
        )
    for name in EN_REPOS:
        s.said(
            next(slots),
            f"Remember that the {name} repo lives at ~/src/{name}.",
            f"repo-{name}",
            "memory",
            [f"{name} repo", f"~/src/{name}"],
        )
    tools = {}
    for old, _new, task in EN_TOOLS:
        tools[task] = s.said(
            next(slots),
            f"Remember that I use {old} for {task}.",
            f"tool-{task}",
            "user",
            [old.lower(), task],
        )
    people = {}
    for role, name, _ in EN_PEOPLE:
        people[role] = s.said(
            next(slots),
            f"Remember that my {role} is {name}.",
            f"person-{role}",
            "user",
            [role, name.split()[0]],
        )
    dbs = {}
    for db, ver, _ in EN_DBS:
        dbs[db] = s.said(
            next(slots),
            f"Remember that the {db} database runs Postgres {ver}.",
            f"db-{db}",
            "memory",
            [f"{db} database", f"postgres {ver}"],
        )
    # Corrections, each later than what it corrects.
    end = span + 30
    for n in rng.sample(sorted(services), 18):
        port = 8000 + n
        s.corrected(services[n], _later(rng, services[n], end),
                    f"Remember that service-{n} now listens on port {port} in staging.",
                    f"svc-{n}@2", "memory", [f"service-{n} ", str(port)])
    for old_tool, new_tool, task in EN_TOOLS[:8]:
        s.corrected(tools[task], _later(rng, tools[task], end),
                    f"I switched from {old_tool} to {new_tool} for {task}.",
                    f"tool-{task}@2", "user", [new_tool.lower(), task])
    for role, _name, new_name in EN_PEOPLE:
        if new_name:
            s.corrected(people[role], _later(rng, people[role], end),
                        f"Remember that my {role} is now {new_name}.",
                        f"person-{role}@2", "user", [role, new_name.split()[0]])
    for db, _ver, new_ver in EN_DBS:
        if new_ver:
            s.corrected(dbs[db], _later(rng, dbs[db], end),
                        f"Remember that the {db} database now runs Postgres {new_ver}.",
                        f"db-{db}@2", "memory", [f"{db} database", f"postgres {new_ver}"])
    # Repeats: the same fact said again later (what is current stays current).
    for n in rng.sample([k for k, f in services.items() if f["status"] == "current"], 12):
        day = rng.uniform(services[n]["said"] + 1, end)
        s.session(
            day, f"Remember that service-{n} listens on port {7000 + n} in staging.", kind="repeat"
        )
    # "Don't remember": said, then taken back in the same message.
    for i, (what, probe) in enumerate(
        [
            ("I'm interviewing at Globex next week", "globex"),
            ("I'm thinking about moving to Lisbon", "lisbon"),
            ("my sister is in hospital this week", "hospital"),
            ("I'm planning a surprise party for Dana", "surprise party"),
            ("I failed my driving test again", "driving test"),
            ("I'm negotiating a raise", "raise"),
        ]
    ):
        s.forgotten(rng.uniform(0, end), f"{what.capitalize()}. Actually, don't remember that.", i, probe)
    s.noise(rng, 60, end, EN_NOISE, "Here you go.")
    return s


# --- Chinese: a household's months -----------------------------------------------------------

ZH_TOOLS = [
    ("Obsidian", "Logseq", "做笔记"),
    ("VS Code", "Zed", "写前端"),
    ("微信读书", "Kindle", "看书"),
    ("滴答清单", "Things", "记待办"),
    ("网易云音乐", "Spotify", "听歌"),
    ("Keynote", "Slidev", "做幻灯片"),
    ("Lightroom", "Darktable", "修照片"),
    ("支付宝", "云闪付", "交水电费"),
]
ZH_PEOPLE = [
    ("牙医", "李医生", "王医生"),
    ("房东", "陈先生", None),
    ("孩子的班主任", "周老师", "吴老师"),
    ("健身教练", "小刘", None),
    ("保险顾问", "赵女士", None),
]
ZH_PROJECTS = [
    "atlas",
    "hermes",
    "kite",
    "lotus",
    "orbit",
    "pixel",
    "quill",
    "raven",
    "sage",
    "tundra",
    "umbra",
    "vega",
]
ZH_NOISE = [
    "今天天气不错。",
    "帮我写一首关于秋天的短诗。",
    "红烧肉怎么做比较好吃？",
    "把这句话翻译成英文：明天见。",
    "周末去哪儿玩比较好？",
    "谢谢，好的。",
    "一公里大概走多少步？",
    "讲个笑话吧。",
    "北京到上海的高铁要几个小时？",
    "帮我想三个猫的名字。",
    "怎么去除衣服上的油渍？",
    "推荐一部科幻电影。",
]


def zh_household() -> Script:
    rng = random.Random(21)
    s = Script(
        "zh_household",
        "zh",
        False,
        "五个月的家庭与工作：服务端口、项目路径、工具、联系人；更正、重复、“这个别记”、闲聊。",
    )
    span = 140.0
    slots = iter(_days(rng, 200, span))
    services = {}
    for n in range(1, 61):
        port = 6000 + n
        services[n] = s.said(
            next(slots),
            f"记住：svc-{n} 服务在 staging 监听 {port} 端口。",
            f"svc-{n}",
            "memory",
            [f"svc-{n} ", str(port)],
        )
    for name in ZH_PROJECTS:
        s.said(
            next(slots),
            f"记住：项目 {name} 的代码在 ~/src/{name}。",
            f"repo-{name}",
            "memory",
            [f"项目 {name}", f"~/src/{name}"],
        )
    tools = {}
    for old, _new, task in ZH_TOOLS:
        tools[task] = s.said(
            next(slots), f"记住：我用 {old} {task}。", f"tool-{task}", "user", [old.lower(), task]
        )
    people = {}
    for role, name, _ in ZH_PEOPLE:
        people[role] = s.said(
            next(slots), f"记住我的{role}是{name}。", f"person-{role}", "user", [role, name]
        )
    end = span + 25
    for n in rng.sample(sorted(services), 14):
        port = 9000 + n
        s.corrected(services[n], _later(rng, services[n], end),
                    f"记住：svc-{n} 服务现在在 staging 监听 {port} 端口。",
                    f"svc-{n}@2", "memory", [f"svc-{n} ", str(port)])
    for old_tool, new_tool, task in ZH_TOOLS[:5]:
        s.corrected(tools[task], _later(rng, tools[task], end),
                    f"我从 {old_tool} 换成 {new_tool} 了。",
                    f"tool-{task}@2", "user", [new_tool.lower(), task])
    for role, _name, new_name in ZH_PEOPLE:
        if new_name:
            s.corrected(people[role], _later(rng, people[role], end),
                        f"记住我的{role}现在是{new_name}。",
                        f"person-{role}@2", "user", [role, new_name])
    for n in rng.sample([k for k, f in services.items() if f["status"] == "current"], 10):
        day = rng.uniform(services[n]["said"] + 1, end)
        s.session(day, f"记住：svc-{n} 服务在 staging 监听 {6000 + n} 端口。", kind="repeat")
    for i, (what, probe) in enumerate(
        [
            ("我在考虑换工作，这个别记。", "换工作"),
            ("我下周要去面试，不要记住这个。", "面试"),
            ("我最近在看心理医生，别记这个。", "心理医生"),
            ("我打算明年搬家，这个不要记。", "搬家"),
        ]
    ):
        s.forgotten(rng.uniform(0, end), what, i, probe)
    s.noise(rng, 50, end, ZH_NOISE, "好的。")
    return s


# --- held out: other subjects, other phrasings, both languages -----------------------------


def heldout_bilingual() -> Script:
    rng = random.Random(22)
    s = Script(
        "heldout_bilingual",
        "en+zh",
        True,
        "Held out (written before tuning, never tuned on): queues and hosts, cron "
        "times, shared drives, household contacts; 'Please remember:', 'Note for "
        "later:', '别忘了', 'From now on'; corrections as 'Update:' and '改成'.",
    )
    span = 120.0
    slots = iter(_days(rng, 170, span))
    queues = {}
    for n in range(1, 41):
        host = f"mq-{n}.internal"
        queues[n] = s.said(
            next(slots),
            f"Please remember: the q{n} queue is served by {host}.",
            f"queue-{n}",
            "memory",
            [f"q{n} queue", host],
        )
    jobs = {}
    for n, job in enumerate(
        [
            "backup",
            "reindex",
            "cleanup",
            "report",
            "sync",
            "rotate",
            "vacuum",
            "digest",
            "prune",
            "snapshot",
        ],
        1,
    ):
        jobs[job] = s.said(
            next(slots),
            f"Note for later: the nightly {job} job runs at 0{n % 6}:30 UTC.",
            f"cron-{job}",
            "memory",
            [f"{job} job", f"0{n % 6}:30"],
        )
    drives = {}
    for n in range(1, 21):
        drives[n] = s.said(
            next(slots),
            f"记住：共享盘 {n} 号挂载在 /mnt/share{n}。",
            f"drive-{n}",
            "memory",
            [f"共享盘 {n} 号", f"/mnt/share{n}"],
        )
    for n, (who, phone) in enumerate(
        [
            ("水管工", "138-0000-1001"),
            ("电工", "138-0000-1002"),
            ("物业", "010-6000-1003"),
            ("快递站", "010-6000-1004"),
            ("宠物医院", "010-6000-1005"),
        ],
        1,
    ):
        s.said(next(slots), f"别忘了：{who}的电话是 {phone}。", f"phone-{n}", "user", [who, phone])
    for rule in [
        "write commit messages in English",
        "answer in short paragraphs",
        "use metric units",
        "put dates in ISO format",
    ]:
        s.said(
            next(slots),
            f"From now on, {rule}.",
            f"rule-{rule[:10]}",
            "memory",
            [rule.split()[0], rule.split()[-1]],
        )
    end = span + 25
    for n in rng.sample(sorted(queues), 12):
        host = f"mq-{n + 100}.internal"
        s.corrected(queues[n], _later(rng, queues[n], end),
                    f"Update: the q{n} queue is now served by {host}.",
                    f"queue-{n}@2", "memory", [f"q{n} queue", host])
    for n in rng.sample(sorted(drives), 6):
        s.corrected(drives[n], _later(rng, drives[n], end),
                    f"共享盘 {n} 号的挂载点改成 /data/share{n} 了。",
                    f"drive-{n}@2", "memory", [f"共享盘 {n} 号", f"/data/share{n}"])
    for job in rng.sample(sorted(jobs), 4):
        s.corrected(jobs[job], _later(rng, jobs[job], end),
                    f"Remember that the nightly {job} job runs at 04:45 UTC now.",
                    f"cron-{job}@2", "memory", [f"{job} job", "04:45"])
    for n in rng.sample([k for k, f in queues.items() if f["status"] == "current"], 8):
        day = rng.uniform(queues[n]["said"] + 1, end)
        s.session(
            day,
            f"Reminder, remember that the q{n} queue is served by mq-{n}.internal.",
            kind="repeat",
        )
    for i, (text, probe) in enumerate(
        [
            ("My blood test results came back odd. Please don't save that.", "blood test"),
            ("我欠了朋友一笔钱，这个别记下来。", "欠了"),
            ("I might quit in spring; forget I said that.", "quit"),
            ("孩子这次考试没考好，不要记。", "考试"),
        ]
    ):
        s.forgotten(rng.uniform(0, end), text, i, probe)
    s.noise(rng, 40, end, EN_NOISE[:8] + ZH_NOISE[:6], "OK.")
    return s


SCRIPTS = {
    "en_developer": en_developer,
    "zh_household": zh_household,
    "heldout_bilingual": heldout_bilingual,
}


def main() -> None:
    for build in SCRIPTS.values():
        script = build()
        path = script.write()
        print(f"{path.name}: {len(script.sessions)} sessions, {len(script.facts)} fact versions")


if __name__ == "__main__":
    main()
