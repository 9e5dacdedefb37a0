"""Synthetic claims for load tests and benchmarks: realistic shapes, deterministic, no extraction needed."""

from __future__ import annotations

import datetime as dt
import json
import random
from typing import Any

from warehouse.db import sha256_hex

_MODELS = ("deepseek-chat", "gpt-5", "gpt-5-mini", "gpt-oss-120b", "claude-sonnet-4.5", "qwen3-235b-a22b")
_PROVIDERS = ("DeepSeek", "OpenAI", "Groq", "Cerebras", "Anthropic", "Alibaba Cloud")
_TOKEN_TYPES = ("input", "cached_input", "output")


def synthetic_claims(count: int, *, seed: int = 0, documents: int | None = None, prefix: str = "synthetic"
                     ) -> list[dict[str, Any]]:
    """``count`` price and comparison claims spread over ``documents`` documents (default count / 50)."""
    rng = random.Random(seed)
    documents = documents or max(1, count // 50)
    rows = []
    for number in range(count):
        document_id = f"{prefix}-doc-{number % documents}"
        model = _MODELS[number % len(_MODELS)]
        is_price = number % 5 != 0
        sentence = f"Sentence {number}: {model} now costs ${rng.uniform(0.01, 20):.2f} per million tokens."
        row = {
            "claim_id": sha256_hex(prefix, str(number)),
            "document_id": document_id, "content_sha256": sha256_hex(document_id), "extractor_version": "synthetic",
            "kind": "price" if is_price else "comparison", "sentence": sentence, "span_start": 0, "span_end": 10,
            "subject": model if is_price else "NVIDIA B200", "organization": _PROVIDERS[number % len(_PROVIDERS)],
            "confidence": round(rng.uniform(0.5, 1.0), 2), "extractor": "synthetic",
            "published": dt.date(2025, 9, 1) + dt.timedelta(days=number % 60),
            "amount": round(rng.uniform(0.01, 20), 4) if is_price else None,
            "currency": ("USD", "CNY")[number % 7 == 0] if is_price else None,
            "unit": "per_million_tokens" if is_price else None,
            "token_type": _TOKEN_TYPES[number % 3] if is_price else None,
            "ratio": None if is_price else round(rng.uniform(1, 30), 2),
            "metric": None if is_price else "throughput",
            "baseline": None if is_price else "NVIDIA H200",
            "claim_json": json.dumps({"n": number}),
        }
        rows.append(row)
    return rows
