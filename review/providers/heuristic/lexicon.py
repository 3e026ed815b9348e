"""What the heuristic knows about the world: tools by kind, places, timezones.

A rule cannot tell "I'm on pnpm now" from "I'm on call now", or "I switched to WezTerm"
from "I switched to decaf", without knowing which words name tools; nor which earlier tool
a bare "I switched to Helix" leaves without knowing that Helix and Emacs are both editors.
The lists are general knowledge (widely used developer tools and platforms, large cities),
not a list of what any conversation said. A tool's *kind* is what one uses one of at a time
(an editor, a CI service, a JavaScript package manager): a switch within a kind supersedes;
a language or a database does not (a user has several), so those kinds are ``shared``.
"""

from __future__ import annotations

import re
from functools import lru_cache

# kind: names. Kinds listed in SHARED name tools a user commonly has several of at once.
_TOOLS: dict[str, str] = {
    "editor": "VS Code|Visual Studio Code|Visual Studio|Vim|Neovim|nvim|Emacs|Doom Emacs|Spacemacs|"
              "Helix|Zed|Sublime Text|Sublime|Atom|IntelliJ|IntelliJ IDEA|PyCharm|GoLand|WebStorm|"
              "CLion|RubyMine|Rider|Android Studio|Xcode|Eclipse|NetBeans|Cursor|Windsurf|Kate|"
              "Nano|TextMate|BBEdit|Fleet|Lapce|Kakoune|Micro|Typora|MarkText",
    "terminal": "iTerm2|iTerm|Alacritty|Kitty|WezTerm|Warp|Ghostty|Hyper|GNOME Terminal|Konsole|"
                "Windows Terminal|Terminal.app|Tabby|foot|st",
    "multiplexer": "tmux|Zellij|GNU Screen|screen|byobu",
    "shell": "bash|zsh|fish|Nushell|nu|PowerShell|pwsh|ksh|tcsh|xonsh|elvish|oh-my-zsh",
    "browser": "Chrome|Google Chrome|Chromium|Firefox|Safari|Edge|Microsoft Edge|Brave|Arc|Vivaldi|"
               "Opera|Zen Browser|Orion|LibreWolf",
    "notes": "Obsidian|Notion|Logseq|Roam|Roam Research|Evernote|OneNote|Bear|Apple Notes|Joplin|"
             "Craft|Anytype|语雀|飞书文档|印象笔记|有道云笔记",
    "tracker": "Jira|Linear|Asana|Trello|ClickUp|Shortcut|YouTrack|Basecamp|Monday|Redmine|"
               "GitHub Issues|GitLab Issues|Pivotal Tracker|禅道|TAPD",
    "chat": "Slack|Discord|Microsoft Teams|Teams|Mattermost|Zulip|Rocket.Chat|Element|Matrix|"
            "飞书|钉钉|企业微信|Lark|DingTalk|WeCom",
    "ci": "GitHub Actions|GitLab CI|GitLab CI/CD|CircleCI|Travis CI|Travis|Jenkins|Buildkite|"
          "TeamCity|Bamboo|Drone|Drone CI|Woodpecker|Azure Pipelines|Bitbucket Pipelines|"
          "AWS CodeBuild|Cloud Build|Tekton|Argo Workflows|Concourse|Semaphore|AppVeyor|"
          "Harness|Dagger|Earthly",
    "vcs host": "GitHub|GitLab|Bitbucket|Gitea|Forgejo|Codeberg|Gerrit|SourceHut|Gitee",
    "platform": "Heroku|Fly.io|Fly|Render|Railway|Vercel|Netlify|Cloudflare Pages|Cloudflare Workers|"
                "AWS|Amazon Web Services|GCP|Google Cloud|Azure|DigitalOcean|Linode|Akamai|Hetzner|"
                "OVH|Vultr|Scaleway|Oracle Cloud|IBM Cloud|Alibaba Cloud|Aliyun|阿里云|腾讯云|"
                "华为云|百度云|火山引擎|京东云|UCloud|七牛云|GKE|EKS|AKS|ECS|Fargate|Lambda|"
                "Cloud Run|App Engine|Elastic Beanstalk|OpenShift|Nomad|k3s|k8s|Kubernetes|"
                "minikube|kind|MicroK8s|Rancher|Docker Swarm|Firebase|Supabase|Deno Deploy",
    "container": "Docker|Docker Desktop|Podman|Podman Desktop|OrbStack|Colima|Rancher Desktop|"
                 "containerd|nerdctl|LXC|LXD|Lima|Vagrant",
    "js package manager": "npm|yarn|Yarn|pnpm|bun|Bun",
    "python packaging": "pip|pipenv|Poetry|poetry|uv|conda|Conda|mamba|pdm|PDM|Hatch|hatch|rye|pip-tools|"
                        "virtualenv|pyenv",
    "monitoring": "Prometheus|Grafana|Datadog|New Relic|Zabbix|Nagios|Sentry|Honeycomb|"
                  "Dynatrace|Splunk|Elastic APM|SigNoz|Jaeger|Loki|OpenTelemetry|PagerDuty|Opsgenie",
    "iac": "Terraform|OpenTofu|Pulumi|CloudFormation|Ansible|Chef|Puppet|SaltStack|Crossplane|"
           "Helm|Kustomize|CDK|AWS CDK|Serverless Framework|Bicep",
    "os": "Ubuntu|Debian|Fedora|Arch|Arch Linux|Manjaro|NixOS|CentOS|Rocky Linux|AlmaLinux|RHEL|"
          "openSUSE|Gentoo|Alpine|Pop!_OS|Linux Mint|elementary OS|macOS|Windows|Windows 11|"
          "Windows 10|WSL|WSL2|FreeBSD|OpenBSD|ChromeOS",
    "docs": "MkDocs|mkdocs|Sphinx|Docusaurus|GitBook|Confluence|ReadTheDocs|Read the Docs|VitePress|"
            "Hugo|Jekyll|Astro|Gatsby|Eleventy",
    "design": "Figma|Sketch|Adobe XD|Penpot|Framer|即时设计|MasterGo",
    "bundler": "webpack|Webpack|Vite|esbuild|Rollup|Parcel|Turbopack|rspack|Rspack|Snowpack|tsup",
    "dependency bot": "Renovate|Dependabot|Snyk",
    # Shared kinds: what a user has several of at once; naming one does not supersede another.
    "language": "Python|Go|Golang|Rust|Java|Kotlin|Scala|Clojure|TypeScript|JavaScript|Node|Node.js|"
                "Deno|Ruby|PHP|Perl|Elixir|Erlang|Haskell|OCaml|F#|C#|C\\+\\+|Swift|Objective-C|"
                "Dart|Lua|Julia|Zig|Nim|Crystal|Gleam|Bash|SQL|Solidity|WebAssembly|Wasm",
    "framework": "Django|Flask|FastAPI|Rails|Ruby on Rails|Sinatra|Laravel|Symfony|Spring|Spring Boot|"
                 "Express|NestJS|Nest|Koa|Hapi|Fastify|Next.js|Nuxt|Remix|SvelteKit|Svelte|React|"
                 "React Native|Vue|Vue 3|Angular|Solid|Qwik|Ember|Phoenix|Gin|Echo|Fiber|Actix|Axum|"
                 "Rocket|Ktor|Micronaut|Quarkus|ASP.NET|ASP.NET Core|.NET|Blazor|Flutter|Electron|"
                 "Tauri|Celery|Sidekiq|Streamlit|Gradio|PyTorch|TensorFlow|JAX|Tailwind|Bootstrap|"
                 "htmx|Alpine.js|jQuery|Hono|tRPC|GraphQL|gRPC|Thrift|Flink|Spark|Kafka Streams|"
                 "Airflow|dbt|Dagster|Prefect|Ray",
    "sql database": "Postgres|PostgreSQL|MySQL|MariaDB|SQLite|Oracle|SQL Server|MSSQL|CockroachDB|TiDB|"
                    "PlanetScale|Neon|Aurora|OceanBase|达梦|人大金仓",
    "cache": "Redis|Valkey|Memcached|Dragonfly|KeyDB",
    "search": "Elasticsearch|OpenSearch|Meilisearch|Typesense|Solr|Algolia",
    "warehouse": "Snowflake|BigQuery|Redshift|ClickHouse|DuckDB|Databricks|Hive|Doris|StarRocks",
    "document db": "MongoDB|Mongo|CouchDB|DynamoDB|Firestore|Cassandra|ScyllaDB|Neo4j|InfluxDB|"
                   "TimescaleDB|etcd|Consul|Vault|Supabase",
    "vector db": "Pinecone|Qdrant|Weaviate|Milvus|pgvector|Chroma",
    "object storage": "S3|MinIO|GCS|R2|OSS",
    "queue": "Kafka|RabbitMQ|NATS|Pulsar|Redpanda|SQS|Kinesis|Pub/Sub|ActiveMQ|ZeroMQ|EventBridge|RocketMQ",
    "service": "Stripe|Twilio|SendGrid|Mailgun|Postmark|Auth0|Okta|Keycloak|SNS|SES|Algolia",
    "build": "Bazel|Make|make|CMake|Gradle|Maven|sbt|Cargo|cargo|Meson|Ninja|Nx|Turborepo|Lerna|"
             "Pants|Buck2|just|Rake",
}
SHARED = frozenset({"language", "framework", "sql database", "cache", "search", "warehouse",
                    "document db", "vector db", "object storage", "queue", "service", "build"})

# A tool's name: the longest spelling wins ("GitLab CI" before "GitLab"), matched as a whole
# word; a name that is an ordinary word too ("Make", "kind", "st", "Fly") only counts
# capitalised or in code.
_ORDINARY = frozenset({"make", "kind", "st", "fly", "nu", "screen", "go", "node", "element",
                       "matrix", "monday", "edge", "arc", "bear", "craft", "hatch", "helix", "spring",
                       "express", "nest", "echo", "fiber", "rocket", "solid", "ray", "just", "micro",
                       "atom", "kate", "nano", "hyper", "foot", "lima", "render", "railway", "teams",
                       "harness", "dagger", "concourse", "semaphore", "drone", "chef", "puppet",
                       "vault", "consul", "neon", "shortcut", "basecamp", "orion", "fleet", "lambda",
                       "oracle", "rust", "swift", "dart", "julia", "crystal", "mamba", "sketch",
                       "framer", "ember", "hugo", "bamboo", "linear", "bun", "flask", "windows",
                       "alpine", "arch", "sphinx", "cargo", "maven", "ninja", "prefect", "spark",
                       "nats", "pulsar", "gleam", "nim", "scala"})


def _names() -> dict[str, str]:
    names: dict[str, str] = {}
    for kind, spelled in _TOOLS.items():
        for name in spelled.split("|"):
            names.setdefault(name.replace("\\+", "+").casefold(), kind)
    return names


_KIND_OF = _names()
_CJK = re.compile(r"[\u3400-\u9fff]")


def _alternatives(names: list[str]) -> str:
    return "|".join(sorted((re.escape(n) for n in names), key=len, reverse=True))


# Latin names are whole words (with an optional version: "Node 20", "Python 3.12"); Chinese
# ones have no word boundary to find ("部署在阿里云上").
_TOOL_RE = re.compile(
    r"(?<![\w.+#/-])(" + _alternatives([n for n in _KIND_OF if not _CJK.search(n)])
    + r")(?:\s?(?:\d+(?:\.\d+)*))?(?![\w+#-]|\.\w)|("
    + _alternatives([n for n in _KIND_OF if _CJK.search(n)]) + ")", re.I)


def kind_of(name: str) -> str | None:
    """The kind of tool ``name`` is ("editor", "ci"…), else None."""
    bare = re.sub(r"\s?\d+(?:\.\d+)*$", "", name.strip())
    return _KIND_OF.get(bare.casefold())


@lru_cache(maxsize=4096)
def tools_in(text: str) -> tuple[tuple[str, str], ...]:
    """``(name as written, kind)`` of every tool ``text`` names, in order."""
    found = []
    for match in _TOOL_RE.finditer(text):
        name = match.group(0)
        bare = match.group(1) or match.group(2)
        if bare.casefold() in _ORDINARY and bare[:1].islower() and not _in_code(text, match.start()):
            continue
        found.append((name.strip(), _KIND_OF[bare.casefold()]))
    return tuple(found)


def _in_code(text: str, at: int) -> bool:
    return text[:at].count("`") % 2 == 1


def exclusive(kind: str | None) -> bool:
    """A kind one uses one of at a time: a switch to one supersedes the other."""
    return kind is not None and kind not in SHARED


# --- places ------------------------------------------------------------------------------------

#: Chinese place names (a Chinese sentence gives no capital letter to find a place by).
_PLACES_ZH = """
北京 上海 广州 深圳 杭州 南京 苏州 成都 重庆 武汉 西安 天津 长沙 郑州 青岛 厦门 福州 合肥 济南 大连 沈阳
哈尔滨 长春 昆明 贵阳 南宁 海口 三亚 珠海 东莞 佛山 无锡 宁波 温州 绍兴 常州 南昌 太原 石家庄 兰州 乌鲁木齐
呼和浩特 银川 西宁 拉萨 香港 澳门 台北 新竹 高雄 台中 东京 大阪 京都 横滨 名古屋 福冈 首尔 釜山 新加坡 吉隆坡
曼谷 河内 胡志明市 雅加达 马尼拉 悉尼 墨尔本 布里斯班 奥克兰 伦敦 巴黎 柏林 慕尼黑 法兰克福 阿姆斯特丹 苏黎世
日内瓦 维也纳 布拉格 华沙 斯德哥尔摩 哥本哈根 赫尔辛基 奥斯陆 都柏林 马德里 巴塞罗那 里斯本 罗马 米兰 纽约
旧金山 硅谷 洛杉矶 西雅图 波士顿 芝加哥 奥斯汀 多伦多 温哥华 蒙特利尔 迪拜 特拉维夫 班加罗尔 孟买 中国 日本
韩国 美国 英国 法国 德国 加拿大 澳洲 澳大利亚 新西兰 荷兰 瑞士 瑞典 西班牙 葡萄牙 意大利 印度 越南 泰国 台湾
"""
PLACES_ZH = frozenset(_PLACES_ZH.split())
_PLACE_ZH = re.compile("|".join(sorted(PLACES_ZH, key=len, reverse=True)))


def place_zh(text: str) -> str | None:
    """The Chinese place ``text`` starts with, if it is one."""
    found = _PLACE_ZH.match(text)
    return found.group(0) if found else None


# --- timezones ---------------------------------------------------------------------------------

TIMEZONE = re.compile(
    r"(?<![\w/])(?:(?:UTC|GMT)\s?[+\-−]\s?\d{1,2}(?::?\d{2})?|"
    r"(?:CET|CEST|EET|EEST|WET|WEST|BST|IST|JST|KST|HKT|SGT|AEST|AEDT|ACST|AWST|NZST|NZDT|EAT|WAT|"
    r"CAT|MSK|PST|PDT|EST|EDT|CST|CDT|MST|MDT|AKST|HST)|"
    r"(?:Africa|America|Asia|Atlantic|Australia|Europe|Indian|Pacific)/[A-Z][A-Za-z_]+"
    r"(?:/[A-Z][A-Za-z_]+)?|(?:Pacific|Eastern|Central|Mountain) (?:[Tt]ime|[Ss]tandard [Tt]ime))"
    r"(?![\w/])")
TIMEZONE_ZH = re.compile(
    r"北京时间|东[一二三四五六七八九十]{1,2}区|西[一二三四五六七八九十]{1,2}区|"
    r"(?:日本|东京|韩国|首尔|新加坡|香港|台北|美东|美西|美国东部|美国西部|太平洋|欧洲中部|英国|伦敦|柏林|"
    r"巴黎|悉尼|印度)时间|(?:UTC|GMT)\s?[+\-]\s?\d{1,2}")
