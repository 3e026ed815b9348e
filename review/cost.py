"""What a model call cost, from a small per-model price table (US dollars per 1M tokens).

Prices are list prices at the time the table was written and are an estimate, not a bill.
A model that is not in the table costs 0 and says so (``Cost.known`` is False), so the
monitoring never invents a number. Both Gemini and OpenAI-compatible APIs count cached
tokens inside the input tokens, so cached tokens are billed at the cached price and only
the rest at the full input price.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Price:
    input: float      # USD per 1M uncached input tokens
    output: float     # USD per 1M output tokens
    cached: float     # USD per 1M cached input tokens


# Keys are model-name prefixes; the longest matching prefix wins, so
# "gemini-2.5-flash-lite-preview" is priced as "gemini-2.5-flash-lite", not "gemini-2.5-flash".
PRICES: dict[str, Price] = {
    "gemini-2.5-pro": Price(1.25, 10.00, 0.31),
    "gemini-2.5-flash-lite": Price(0.10, 0.40, 0.025),
    "gemini-2.5-flash": Price(0.30, 2.50, 0.075),
    "gemini-2.0-flash-lite": Price(0.075, 0.30, 0.01875),
    "gemini-2.0-flash": Price(0.10, 0.40, 0.025),
    "gemini-flash-latest": Price(0.30, 2.50, 0.075),
    "gpt-4o-mini": Price(0.15, 0.60, 0.075),
    "gpt-4.1-mini": Price(0.40, 1.60, 0.10),
    "gpt-4.1-nano": Price(0.10, 0.40, 0.025),
    "heuristic": Price(0.0, 0.0, 0.0),
}


@dataclass(frozen=True)
class Cost:
    usd: float
    known: bool
    note: str = ""

    def as_dict(self) -> dict[str, object]:
        data: dict[str, object] = {"usd": round(self.usd, 8), "known": self.known}
        if self.note:
            data["note"] = self.note
        return data


def price_for(model: str) -> Price | None:
    name = (model or "").strip().lower().removeprefix("models/")
    best = max((key for key in PRICES if name.startswith(key)), key=len, default=None)
    return PRICES[best] if best else None


def cost_of(model: str, *, input_tokens: int, output_tokens: int, cached_tokens: int = 0) -> Cost:
    price = price_for(model)
    if price is None:
        return Cost(0.0, False, f"no price known for model {model or '(unnamed)'!r}; counted as 0")
    cached = min(max(cached_tokens, 0), max(input_tokens, 0))
    uncached = max(input_tokens, 0) - cached
    usd = (uncached * price.input + cached * price.cached + max(output_tokens, 0) * price.output)
    return Cost(usd / 1_000_000, True)
