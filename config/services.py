"""The provider names a Hermes 0.19 ``config.yaml`` may hold, and what Reverie makes of them.

Hermes names an auxiliary model's provider by service (``openrouter``, ``nous``,
``deepseek``, ...). Reverie has three providers of its own (``gemini``, ``openai`` for any
OpenAI-compatible endpoint, ``heuristic``), so a Hermes service name is resolved here:

* an OpenAI-compatible service → Reverie's ``openai`` provider, with that service's base
  URL (unless ``base_url`` is set) and its API-key variables — never ``OPENAI_API_KEY``,
  so one service's key is not sent to another;
* ``custom`` (or ``custom:<name>``) → ``openai`` with the configured ``base_url``;
* ``main`` (Hermes' "the agent's own model") → Reverie's ``auto`` rule, since Reverie does
  not resolve Hermes' main-model settings;
* any name with a ``base_url`` set → ``openai`` at that URL (as in Hermes, the URL wins);
* anything else → a one-line :class:`ConfigError` naming what Reverie supports.

The base URLs are the public API addresses of those services.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import ConfigError

#: Reverie's own provider names.
NATIVE = ("auto", "gemini", "openai", "heuristic")

#: OpenAI-compatible services: name -> (base URL, environment variables holding the key).
OPENAI_COMPATIBLE: dict[str, tuple[str, tuple[str, ...]]] = {
    "openrouter": ("https://openrouter.ai/api/v1", ("OPENROUTER_API_KEY",)),
    "nous": ("https://inference-api.nousresearch.com/v1", ("NOUS_API_KEY",)),
    "deepseek": ("https://api.deepseek.com/v1", ("DEEPSEEK_API_KEY",)),
    "alibaba": ("https://dashscope-intl.aliyuncs.com/compatible-mode/v1", ("DASHSCOPE_API_KEY",)),
    "alibaba-coding-plan": ("https://coding-intl.dashscope.aliyuncs.com/v1",
                            ("ALIBABA_CODING_PLAN_API_KEY", "DASHSCOPE_API_KEY")),
    "arcee": ("https://api.arcee.ai/api/v1", ("ARCEEAI_API_KEY",)),
    "deepinfra": ("https://api.deepinfra.com/v1/openai", ("DEEPINFRA_API_KEY",)),
    "fireworks": ("https://api.fireworks.ai/inference/v1", ("FIREWORKS_API_KEY",)),
    "gmi": ("https://api.gmi-serving.com/v1", ("GMI_API_KEY",)),
    "huggingface": ("https://router.huggingface.co/v1", ("HF_TOKEN",)),
    "kilocode": ("https://api.kilo.ai/api/gateway", ("KILOCODE_API_KEY",)),
    "kimi-coding": ("https://api.moonshot.ai/v1", ("KIMI_API_KEY", "KIMI_CODING_API_KEY")),
    "kimi-coding-cn": ("https://api.moonshot.cn/v1", ("KIMI_API_KEY", "KIMI_CODING_API_KEY")),
    "novita": ("https://api.novita.ai/openai/v1", ("NOVITA_API_KEY",)),
    "nvidia": ("https://integrate.api.nvidia.com/v1", ("NVIDIA_API_KEY",)),
    "ollama-cloud": ("https://ollama.com/v1", ("OLLAMA_API_KEY",)),
    "opencode-zen": ("https://opencode.ai/zen/v1", ("OPENCODE_ZEN_API_KEY",)),
    "opencode-go": ("https://opencode.ai/zen/go/v1", ("OPENCODE_ZEN_API_KEY",)),
    "stepfun": ("https://api.stepfun.ai/step_plan/v1", ("STEPFUN_API_KEY",)),
    "upstage": ("https://api.upstage.ai/v1", ("UPSTAGE_API_KEY",)),
    "xai": ("https://api.x.ai/v1", ("XAI_API_KEY",)),
    "xiaomi": ("https://api.xiaomimimo.com/v1", ("XIAOMI_API_KEY",)),
    "zai": ("https://api.z.ai/api/paas/v4", ("GLM_API_KEY", "ZAI_API_KEY", "Z_AI_API_KEY")),
}

#: Other spellings Hermes accepts, by the name they stand for.
_SPELLINGS = {
    "gemini": "google google-gemini google-ai-studio",
    "alibaba": "dashscope alibaba-cloud qwen-dashscope",
    "alibaba-coding-plan": "alibaba_coding alibaba-coding dashscope-coding",
    "arcee": "arcee-ai arceeai",
    "custom": "ollama local vllm llamacpp llama.cpp llama-cpp",
    "deepinfra": "deep-infra deepinfra-ai",
    "deepseek": "deepseek-chat",
    "fireworks": "fireworks-ai fw",
    "gmi": "gmi-cloud gmicloud",
    "huggingface": "hf hugging-face huggingface-hub",
    "kilocode": "kilo-code kilo kilo-gateway",
    "kimi-coding": "kimi moonshot kimi-for-coding",
    "kimi-coding-cn": "kimi-cn moonshot-cn",
    "nous": "nous-portal nousresearch",
    "novita": "novita-ai novitaai",
    "nvidia": "nvidia-nim",
    "ollama-cloud": "ollama_cloud",
    "opencode-zen": "opencode opencode_zen zen",
    "opencode-go": "opencode_go go opencode-go-sub",
    "openrouter": "or",
    "stepfun": "step stepfun-coding-plan",
    "upstage": "solar",
    "xai": "grok x-ai x.ai",
    "xiaomi": "mimo xiaomi-mimo",
    "zai": "glm z-ai z.ai zhipu",
}
ALIASES = {alias: name for name, words in _SPELLINGS.items() for alias in words.split()}

#: Hermes services Reverie cannot call without a base_url: other wire protocols (Anthropic
#: Messages, Bedrock, Codex responses, ACP) or sign-in flows Reverie does not do.
NOT_OPENAI_COMPATIBLE = frozenset({
    "anthropic", "claude", "claude-code", "claude-oauth", "bedrock", "aws", "aws-bedrock",
    "amazon-bedrock", "amazon", "vertex", "google-vertex", "vertex-ai", "gcp-vertex",
    "azure-foundry", "azure", "azure-ai-foundry", "azure-ai", "minimax", "mini-max",
    "minimax-cn", "minimax-china", "minimax_cn", "minimax-oauth", "minimax_oauth",
    "minimax-oauth-io", "openai-codex", "codex", "openai_codex", "copilot", "github-copilot",
    "github-models", "github-model", "github", "copilot-acp", "github-copilot-acp",
    "copilot-acp-agent", "qwen-oauth", "qwen", "qwen-portal", "qwen-cli", "tencent-tokenhub",
})


@dataclass(frozen=True)
class Resolved:
    """What a configured provider name means to Reverie."""

    provider: str                    # one of NATIVE
    service: str                     # the Hermes name as resolved ("" for Reverie's own)
    base_url: str
    key_env: tuple[str, ...]         # environment variables that may hold the key


def resolve_service(key: str, name: str, base_url: str) -> Resolved:
    """Resolve ``name`` (the value at config key ``key``) with its configured ``base_url``."""
    word = (name or "auto").strip().lower()
    if word.startswith("custom:"):
        word = "custom"
    word = ALIASES.get(word, word)
    if word == "main":
        word = "auto"
    if word in NATIVE:
        env = {"gemini": ("GEMINI_API_KEY", "GOOGLE_API_KEY"),
               "openai": ("OPENAI_API_KEY",)}.get(word, ())
        return Resolved(word, "", base_url, env)
    if word in OPENAI_COMPATIBLE:
        url, env = OPENAI_COMPATIBLE[word]
        return Resolved("openai", word, base_url or url, env)
    if base_url.strip():
        # Hermes lets a base_url take precedence over the provider: an OpenAI-compatible
        # endpoint at that address, with the key from the file (or OPENAI_API_KEY).
        return Resolved("openai", word, base_url, ("OPENAI_API_KEY",))
    if word == "custom":
        raise ConfigError(f"{key} {name!r} is a custom endpoint but no base_url is set.",
                          hint=f"Set {key.rsplit('.', 1)[0]}.base_url to the endpoint's address.")
    why = ("is not an OpenAI-compatible service" if word in NOT_OPENAI_COMPATIBLE
           else "is not a provider Reverie knows")
    raise ConfigError(
        f"{key} {name!r} {why}; Reverie supports {', '.join(NATIVE)}, custom (with base_url) "
        f"and {', '.join(sorted(OPENAI_COMPATIBLE))}.")
