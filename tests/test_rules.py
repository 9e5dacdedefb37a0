"""Claim decisions on real sentence shapes: prices, comparisons, benchmarks, hardware and traps."""

from __future__ import annotations

import datetime as dt
import time
from decimal import Decimal

import pytest

from extractors.pipeline import EXTRACTOR_VERSION, extract_claims
from extractors.schema import claim_from_dict, claim_to_json_dict

PUBLISHED = dt.date(2025, 9, 29)


def claims_of(text: str, kind: str | None = None, **kwargs):
    result = extract_claims(text, published=PUBLISHED, document_id="doc", **kwargs)
    for claim in result.claims:
        assert result.prepared.text[claim.span[0]:claim.span[1]] in claim.sentence
    return [c for c in result.claims if kind is None or c.kind == kind]


def test_deepseek_price_sentence_gives_three_token_types() -> None:
    prices = claims_of("The deepseek-chat model now costs $0.28 per million input tokens (cache miss), $0.028 on a "
                       "cache hit and $0.42 per million output tokens.", "price")
    assert [(p.amount, p.token_type) for p in prices] == [
        (Decimal("0.28"), "input"), (Decimal("0.028"), "cached_input"), (Decimal("0.42"), "output")]
    assert {p.subject for p in prices} == {"deepseek-chat"}
    assert all(p.organization == "DeepSeek" and p.unit == "per_million_tokens" for p in prices)
    assert prices[0].amount_usd == Decimal("0.28") and prices[0].fx_rate == 1


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("GPT-5 mini is priced at $0.25 in and $2 out per million tokens.",
         [("0.25", "input"), ("2", "output")]),
        ("o3-pro is priced at $20 and $80 per million input and output tokens.", [("20", "input"), ("80", "output")]),
        ("Claude Sonnet 4.5 costs $3/$15 per million input/output tokens.", [("3", "input"), ("15", "output")]),
        ("Input now costs $2 per million tokens, down from $10.", [("2", "input"), ("10", "input")]),
    ],
)
def test_token_types_in_lists(text: str, expected: list[tuple[str, str]]) -> None:
    prices = claims_of(text, "price")
    assert [(p.amount, p.token_type) for p in prices] == [(Decimal(a), t) for a, t in expected]


def test_previous_price_and_condition() -> None:
    prices = claims_of("Input now costs $2 per million tokens, down from $10.", "price")
    assert [p.condition for p in prices] == [None, "previous"]
    batch = claims_of("The Batch API charges $0.625 per million input tokens.", "price")
    assert batch[0].condition == "batch"
    off_peak = claims_of("During off-peak hours deepseek-chat costs $0.135 per million input tokens.", "price")
    assert off_peak[0].condition == "off-peak"


def test_restated_price_is_one_claim_and_converted_to_usd() -> None:
    prices = claims_of("Doubao Pro costs 0.0008 yuan per 1,000 tokens. At that rate, 1 yuan buys 1.25 million tokens.",
                       "price")
    assert len(prices) == 1
    price = prices[0]
    assert (price.amount, price.currency, price.quoted_unit) == (Decimal("0.8"), "CNY", "per 1,000 tokens")
    assert price.fx_date is not None and price.fx_date <= PUBLISHED
    assert price.amount_usd == (Decimal("0.8") * price.fx_rate).quantize(Decimal("0.000001")).normalize()


def test_chinese_price_and_discount() -> None:
    claims = claims_of("DeepSeek宣布降价50%，缓存未命中的输入价格为每百万tokens 2元，输出为3元/百万tokens。")
    prices = [c for c in claims if c.kind == "price"]
    assert [(p.amount, p.currency, p.token_type) for p in prices] == [
        (Decimal("2"), "CNY", "input"), (Decimal("3"), "CNY", "output")]
    (comparison,) = [c for c in claims if c.kind == "comparison"]
    assert (comparison.ratio, comparison.metric) == (Decimal("0.5"), "price")


def test_price_table_with_unit_in_caption() -> None:
    html = ("<html><body><article><h1>Prices</h1><p>Prices in USD per 1M tokens:</p><table>"
            "<tr><th>Model</th><th>Input</th><th>Output</th></tr>"
            "<tr><td>deepseek-chat</td><td>0.28</td><td>0.42</td></tr></table></article></body></html>")
    prices = claims_of(html, "price", content_type="text/html")
    assert [(p.amount, p.token_type, p.subject) for p in prices] == [
        (Decimal("0.28"), "input", "deepseek-chat"), (Decimal("0.42"), "output", "deepseek-chat")]


@pytest.mark.parametrize(
    ("text", "ratio", "metric", "baseline", "hedge"),
    [
        ("TPU v7 delivers 50% better performance per dollar than B200.", "1.5", "perf_per_dollar", "B200", None),
        ("Blackwell offers up to 4x lower latency than H100.", "0.25", "latency", "H100", "up to"),
        ("The GB200 NVL72 was sold on 30-fold higher throughput than H100.", "30", "throughput", "H100", None),
        ("OpenAI cut the price of its o3 reasoning model by 80% on Tuesday.", "0.2", "price", None, None),
        ("The MI325X offers 1.8x better throughput per dollar than comparable H200 deployments.", "1.8",
         "perf_per_dollar", "comparable H200 deployments", None),
        ("Perf/watt is 2x relative to Trillium.", "2", "perf_per_watt", "Trillium", None),
    ],
)
def test_comparisons(text: str, ratio: str, metric: str, baseline: str | None, hedge: str | None) -> None:
    (claim,) = claims_of(text, "comparison")
    assert (claim.ratio, claim.metric, claim.baseline, claim.hedge) == (Decimal(ratio), metric, baseline, hedge)


def test_one_phrase_two_metrics() -> None:
    claims = claims_of("Blackwell cuts the cost and energy of inference by as much as 25x.", "comparison")
    assert {(c.metric, c.ratio) for c in claims} == {("cost", Decimal("0.04")), ("perf_per_watt", Decimal("25"))}


def test_benchmark_result_with_system_and_accelerator() -> None:
    claims = claims_of("The GB200 NVL72 system delivered 865,000 tokens/s on Llama 2 70B in the Offline scenario.")
    (benchmark,) = [c for c in claims if c.kind == "benchmark"]
    assert (benchmark.value, benchmark.unit, benchmark.benchmark, benchmark.scenario) == (
        Decimal("865000"), "tokens/s", "llama2-70b", "Offline")
    assert (benchmark.accelerator, benchmark.accelerator_count) == ("NVIDIA GB200", 72)
    hardware = [c for c in claims if c.kind == "hardware"]
    assert [h.name for h in hardware] == ["NVIDIA GB200 NVL72"]


def test_hosted_per_user_speed_is_a_result() -> None:
    (claim,) = claims_of("Cerebras serves gpt-oss-120b at about 3,000 tokens/s per user.", "benchmark")
    assert (claim.value, claim.benchmark) == (Decimal("3000"), "gpt-oss-120b")


def test_hardware_once_per_document_with_aliases() -> None:
    claims = claims_of("Google's TPU v7 Ironwood is coming. Ironwood pods scale far. The TPUv7 chip is fast.",
                       "hardware")
    assert [c.name for c in claims] == ["Google TPU v7"]


@pytest.mark.parametrize(
    ("text", "wrong_kind"),
    [
        ("NVIDIA plans to invest up to $100B in OpenAI.", "price"),
        ("CoreWeave's revenue backlog stood at $30.1 billion.", "price"),
        ("Anthropic raised $13 billion at a $183 billion valuation.", "price"),
        ("Oracle shares rose 36% on Wednesday.", "comparison"),
        ("Alibaba Cloud revenue grew 26% year on year.", "comparison"),
        ("NVIDIA holds about 90% market share.", "comparison"),
        ("The chip has 50% more HBM than its predecessor.", "comparison"),
        ("The new model doubles the context window to 256K.", "comparison"),
        ("Scaling efficiency reached 90% on 64 GPUs.", "comparison"),
        ("The 99th percentile latency must stay under 2 seconds.", "comparison"),
        ("The interactive test requires at least 12.5 tokens/s per user.", "benchmark"),
        ("The rate limit is 800,000 tokens per minute.", "benchmark"),
        ("DeepSeek-V3 is a 671-billion-parameter model with a 128K context.", "comparison"),
        ("The cluster has 72 GPUs and draws 120 kW.", "comparison"),
        ("An 8x H100 instance costs $98.32 per hour.", "price"),
        ("ChatGPT Plus costs $20 per month.", "price"),
        ("The company processes 1.5 trillion tokens per day.", "benchmark"),
        ("xAI says Grok 4 Fast uses 40% fewer thinking tokens.", "comparison"),
        ("MLPerf Inference v5.1 was published on 9 September 2025.", "comparison"),
    ],
)
def test_traps_yield_no_claim_of_the_wrong_kind(text: str, wrong_kind: str) -> None:
    assert claims_of(text, wrong_kind) == []


def test_effective_date_from_the_sentence() -> None:
    (price,) = claims_of("From 16:00 UTC on 5 September, output costs $1.68 per million tokens.", "price")
    assert price.effective_from == dt.datetime(2025, 9, 5, 16, 0, tzinfo=dt.timezone.utc)


def test_claims_round_trip_through_json() -> None:
    claims = claims_of("deepseek-chat costs $0.28 per million input tokens; the B200 is 2x faster than H100.")
    assert claims
    for claim in claims:
        data = claim_to_json_dict(claim, path="x.txt")
        assert claim_from_dict(data) == claim
        assert claim.extractor == EXTRACTOR_VERSION


def test_candidates_keep_features_and_rejections() -> None:
    result = extract_claims("NVIDIA plans to invest up to $100B in OpenAI. deepseek-chat costs $0.28 per 1M tokens.")
    rejected = [c for c in result.candidates if c.rejection]
    accepted = [c for c in result.candidates if not c.rejection]
    assert any(c.kind == "price" and "$100B" in c.features["trigger"] for c in rejected)
    assert any(c.kind == "price" and c.features["trigger"].startswith("$0.28") for c in accepted)


@pytest.mark.parametrize("raw", [b"", "", b"\x00\xff" * 5000, "!!!"])
def test_bad_input_gives_no_claims(raw) -> None:
    assert extract_claims(raw).claims == []


def test_throughput_on_a_large_document() -> None:
    paragraph = ("DeepSeek cut API prices by more than 50%. deepseek-chat costs $0.28 per million input tokens. "
                 "The GB200 NVL72 delivered 865,000 tokens/s on Llama 2 70B. ")
    started = time.perf_counter()
    result = extract_claims(paragraph * 2000)
    assert time.perf_counter() - started < 15
    assert len(result.prepared.sentences) == 6000
