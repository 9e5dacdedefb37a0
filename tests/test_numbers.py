"""Money, relative changes and measured rates as written in inference-economics text."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest

from extractors.currency import to_usd, usd_rate
from extractors.numbers import find_changes, find_money, find_rates, parse_decimal, ratio_for


@pytest.mark.parametrize(
    ("text", "amount", "currency", "unit"),
    [
        ("$0.14/M", "0.14", "USD", "per_million_tokens"),
        ("US$0.55 per 1M output tokens", "0.55", "USD", "per_million_tokens"),
        ("14 cents per million tokens", "0.14", "USD", "per_million_tokens"),
        ("five cents per million", "0.05", "USD", "per_million_tokens"),
        ("2.6 euro cents per million", "0.026", "EUR", "per_million_tokens"),
        ("¥2", "2", "CNY", None),
        ("2元/百万tokens", "2", "CNY", "per_million_tokens"),
        ("每百万tokens 0.5元", "0.5", "CNY", "per_million_tokens"),
        ("1 yuan", "1", "CNY", None),
        ("RMB 3 per million tokens", "3", "CNY", "per_million_tokens"),
        ("€0.40 per million tokens", "0.40", "EUR", "per_million_tokens"),
        ("$0.002 per 1,000 tokens", "2", "USD", "per_million_tokens"),
        ("0.0008元/千tokens", "0.8", "CNY", "per_million_tokens"),
        ("$0.00000125 per token", "1.25", "USD", "per_million_tokens"),
        ("$2.10/hr", "2.10", "USD", "per_gpu_hour"),
        ("$2.99 per GPU-hour", "2.99", "USD", "per_gpu_hour"),
        ("1 yuan buys 1.25 million tokens", "0.8", "CNY", "per_million_tokens"),
        ("1元钱可以买50万个输入tokens", "2", "CNY", "per_million_tokens"),
        ("$3/MTok", "3", "USD", "per_million_tokens"),
    ],
)
def test_money_forms(text: str, amount: str, currency: str, unit: str | None) -> None:
    mentions = find_money(text)
    assert len(mentions) == 1
    mention = mentions[0]
    assert mention.amount == Decimal(amount)
    assert (mention.currency, mention.unit) == (currency, unit)


def test_per_thousand_is_exact_decimal() -> None:
    (mention,) = find_money("0.0008 yuan per 1,000 tokens")
    assert mention.amount == Decimal("0.8") and isinstance(mention.amount, Decimal)


def test_funding_sized_amounts_carry_their_scale_word() -> None:
    (mention,) = find_money("NVIDIA plans to invest up to $100B in OpenAI")
    assert mention.scale_word == "B" and mention.unit is None


def test_hourly_scope_of_whole_instances() -> None:
    (mention,) = find_money("$98.32 per instance-hour")
    assert mention.hour_scope == "instance"


@pytest.mark.parametrize(
    ("text", "lower_is_better", "ratio"),
    [
        ("2x higher throughput", False, "2"),
        ("2× the performance", False, "2"),
        ("twice as fast", False, "2"),
        ("doubling performance", False, "2"),
        ("3.5 times faster", False, "3.5"),
        ("30-fold higher throughput", False, "30"),
        ("tenfold speedup", False, "10"),
        ("50% better performance per dollar", False, "1.5"),
        ("price cut by 75%", True, "0.25"),
        ("75% off", True, "0.25"),
        ("a 50% discount", True, "0.5"),
        ("up to 4x lower latency", True, "0.25"),
        ("五折", True, "0.5"),
        ("七五折", True, "0.75"),
        ("降至原价的25%", True, "0.25"),
        ("降价50%", True, "0.5"),
        ("提升2倍", False, "2"),
        ("half the cost", True, "0.5"),
        ("billed at 50% of these rates", True, "0.5"),
    ],
)
def test_change_forms(text: str, lower_is_better: bool, ratio: str) -> None:
    changes = find_changes(text)
    assert len(changes) == 1
    assert ratio_for(changes[0], lower_is_better) == Decimal(ratio)


def test_latency_ratio_in_its_natural_direction() -> None:
    (change,) = find_changes("4.4x lower latency")
    assert abs(ratio_for(change, True) - Decimal("0.227")) < Decimal("0.001")
    assert change.hedge is None


@pytest.mark.parametrize(("text", "hedge"), [("up to 4x lower latency", "up to"), ("more than 50% cheaper", "more than"),
                                             ("as much as 25x", "up to"), ("cut by 50%+", "more than")])
def test_hedges(text: str, hedge: str) -> None:
    assert find_changes(text)[0].hedge == hedge


@pytest.mark.parametrize("text", ["MI300X delivered more", "Mixtral 8x7B", "Llama 3.1 405B", "the 99th percentile",
                                  "MLPerf v5.1"])
def test_no_change_in_names_and_versions(text: str) -> None:
    assert find_changes(text) == []


@pytest.mark.parametrize(
    ("text", "value", "unit", "per"),
    [
        ("865,000 tokens/s", "865000", "tokens/s", None),
        ("33 queries/s", "33", "queries/s", None),
        ("5,842 tokens per second per GPU", "5842", "tokens/s", "GPU"),
        ("45,333.4 samples/s", "45333.4", "samples/s", None),
        ("1.1 million tokens per second", "1100000", "tokens/s", None),
        ("每秒生成3000个tokens", "3000", "tokens/s", None),
        ("3,000 tokens a second", "3000", "tokens/s", None),
    ],
)
def test_rates(text: str, value: str, unit: str, per: str | None) -> None:
    (rate,) = find_rates(text)
    assert (rate.value, rate.unit, rate.per) == (Decimal(value), unit, per)


@pytest.mark.parametrize("text", ["800,000 tokens per minute", "2 million tokens per day", "128K context"])
def test_rates_ignore_limits_and_volumes(text: str) -> None:
    assert find_rates(text) == []


def test_parse_decimal() -> None:
    assert parse_decimal("1,234.5") == Decimal("1234.5")
    assert parse_decimal("abc") is None


def test_usd_rate_takes_nearest_earlier_date() -> None:
    rate, rate_date = usd_rate("CNY", dt.date(2025, 9, 30))
    assert rate_date <= dt.date(2025, 9, 30) and (dt.date(2025, 9, 30) - rate_date).days < 7
    assert Decimal("0.13") < rate < Decimal("0.15")
    assert usd_rate("USD", dt.date(2025, 1, 1)) == (Decimal(1), dt.date(2025, 1, 1))
    assert usd_rate("CNY", dt.date(2023, 6, 1)) is None
    assert usd_rate("XYZ", dt.date(2025, 6, 1)) is None
    assert usd_rate("EUR", dt.date(2031, 1, 1)) is None


def test_to_usd_converts_with_the_dated_rate() -> None:
    amount_usd, rate, rate_date = to_usd(Decimal("2"), "CNY", dt.date(2025, 9, 29))
    assert amount_usd == (Decimal("2") * rate).quantize(Decimal("0.000001")).normalize()
    assert to_usd(Decimal("2"), "CNY", None) is None
