"""Classes of error found on the eighth wave of outside sets (2026-12-05 evening, issue 9). Each is pinned on text
written for these tests in the form the outside files use, never their words."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from extractors.pipeline import extract_claims

PUBLISHED = dt.date(2026, 11, 20)


def _claims(text: str, content_type: str = "text/plain") -> list:
    return extract_claims(text, content_type=content_type, published=PUBLISHED, document_id="doc").claims


def _comparisons(text: str, content_type: str = "text/plain") -> list[tuple]:
    return [(c.ratio, c.metric, c.subject, c.baseline) for c in _claims(text, content_type) if c.kind == "comparison"]


def test_a_range_column_over_a_low_and_a_high_offer_compares_their_prices() -> None:
    text = ("## Hourly GPU rates, lowest and highest offer\n\n"
            "| GPU | Provider (Low) | Low Price | Provider (High) | High Price | Range |\n| --- | --- | --- | --- | --- | --- |\n"
            "| B200 | Kestrel Cloud | $3.10 | Azure | $14.26 | 4.6x |\n| A10G | Tamsworth | $0.40 | AWS | $1.20 | 3.0x |\n")
    assert _comparisons(text, "text/markdown") == [(Decimal("4.6"), "price", "Azure", "Kestrel Cloud"),
                                                   (Decimal("3"), "price", "AWS", "Tamsworth")]
    # a multiple that is no quotient of two figures in its row says nothing the table shows
    loose = ("| GPU | Low Price | High Price | Range |\n| --- | --- | --- | --- |\n| B200 | $3.10 | $14.26 | 2.0x |\n")
    assert _comparisons(loose, "text/markdown") == []


def _hardware(text: str) -> list[tuple]:
    return [(c.name, c.known) for c in _claims(text) if c.kind == "hardware"]


def test_bare_ascend_variants_and_a_code_joined_to_its_memory_are_hardware() -> None:
    assert _hardware("适配 910A、910 ProB 与 910B 三种芯片。") == [
        ("Huawei Ascend 910A", False), ("Huawei Ascend 910 ProB", False), ("Huawei Ascend 910B", True)]
    assert _hardware("单卡 L20-48GB 与 A40-48G 均可运行。") == [("NVIDIA L20", True), ("NVIDIA A40", False)]


def test_a_figure_with_its_multiple_in_brackets_under_a_speedup_label() -> None:
    text = ("解码速度（ms/token）如下。\n\n| 草稿模型 | 目标模型 | 目标模型速度 | 投机解码速度（加速比） |\n| :--- | :--- | :---: | :---: |\n"
            "| Tiny-1B | Base-7B | 52.1 | 38.0（1.37x） |\n| Tiny-1B | Base-13B | 70.4 | 44.0（1.60x） |\n")
    assert _comparisons(text, "text/markdown") == [(Decimal("1.37"), "throughput", "投机解码", None),
                                                   (Decimal("1.6"), "throughput", "投机解码", None)]


def test_an_unsigned_gain_is_read_only_where_the_figures_beside_it_make_it() -> None:
    column = ("以下为 8 卡实测吞吐（samples/s）。\n\n| 模型 | NPU | 基线吞吐 | FastLoRA+吞吐 | 性能提升 |\n| :---: | :---: | :---: | :---: | :---: |\n"
              "| Qwen-7B | 8 | 10.00 | 12.50 | 25.0% |\n| Qwen-14B | 8 | 6.00 | 6.60 | 10.0% |\n| Qwen-72B | 8 | 6.00 | 6.60 | 30.0% |\n")
    # the 30% the row's figures do not make is left out
    assert _comparisons(column, "text/markdown") == [(Decimal("1.25"), "throughput", "FastLoRA", "基线"),
                                                     (Decimal("1.1"), "throughput", "FastLoRA", "基线")]
    row = ("| 框架 | Throughput | tokens/s |\n| :---: | :---: | :---: |\n| fastgen | 6.00 requests/s | 1500.00 tokens/s |\n"
           "| baseline | 3.00 requests/s | 600.00 tokens/s |\n| diff | 100.00% | 150.00% |\n")
    assert _comparisons(row, "text/markdown") == [(Decimal("2"), "throughput", "fastgen", "baseline"),
                                                  (Decimal("2.5"), "throughput", "fastgen", "baseline")]


def _prices(text: str, content_type: str = "text/plain") -> list[tuple]:
    return [(c.amount, c.token_type, c.condition, c.subject) for c in _claims(text, content_type) if c.kind == "price"]


def test_a_rising_span_written_with_to_is_a_range_but_a_cut_is_not() -> None:
    assert _prices("Smaller cards cost $1.50 to $2 per hour each at on-demand rates.") == []
    assert [p[0] for p in _prices("Kestrel cut the B200 rate from $4.20 to $3.10 per hour.")] == [
        Decimal("4.2"), Decimal("3.1")]


def test_versus_between_two_prices_of_now_is_no_previous_price() -> None:
    text = "Tokens already in the cache are ten times cheaper than uncached ones ($0.25 vs. $2.50 per million)."
    assert [p[2] for p in _prices(text)] == [None, None]
    changed = "Lantern-2 now costs $1.20 per million input tokens, versus $2.40 last year."
    assert [(p[0], p[2]) for p in _prices(changed)] == [(Decimal("1.2"), None), (Decimal("2.4"), "previous")]


def test_a_unit_declared_once_at_the_head_of_a_catalogue_holds_for_every_card() -> None:
    cards = "".join(f"### {name}\nHost: Brackenfold · Context: 128K\n- Input: {i}\n- Cached input: {c}\n- Output: {o}\n"
                    f"- Limits: 300 RPM\n\n---\n\n" for name, i, c, o in (
                        ("DeepSeek-V3", "0.27", "0.07", "1.10"), ("Kimi K2", "0.60", "0.15", "2.50"),
                        ("GLM-4.5", "0.55", "0.11", "2.00")))
    text = "# Brackenfold catalogue\n\nPrices on every card are in US dollars per million tokens.\n\n" + cards
    prices = _prices(text, "text/markdown")
    assert [(p[0], p[1]) for p in prices] == [
        (Decimal("0.27"), "input"), (Decimal("0.07"), "cached_input"), (Decimal("1.1"), "output"),
        (Decimal("0.6"), "input"), (Decimal("0.15"), "cached_input"), (Decimal("2.5"), "output"),
        (Decimal("0.55"), "input"), (Decimal("0.11"), "cached_input"), (Decimal("2"), "output")]
    # each card's prices are its heading's model, not the first card's
    assert [p[3] for p in prices][6:] == ["glm-4.5"] * 3
    # two declarations that disagree leave the far cards unread
    clash = text.replace("# Brackenfold catalogue\n\n", "# Brackenfold catalogue\n\nSome rows are in euros per million tokens.\n\n")
    assert len(_prices(clash, "text/markdown")) < len(prices)


def test_a_billing_object_declares_the_unit_of_the_model_list_beside_it() -> None:
    text = ('{\n  "platform": "Lanternfish Cloud",\n  "billing": {"currency": "CNY", "unit": "元/百万tokens"},\n'
            '  "models": [\n    {"name": "Fernlight-3", "input": 0.8, "output": 3.2, "rpm": 300},\n'
            '    {"name": "Fernlight-3 Mini", "input": 0.2, "output": 0.8}\n  ]\n}\n')
    claims = [c for c in _claims(text) if c.kind == "price"]
    assert [(c.amount, c.currency, c.token_type, c.subject) for c in claims] == [
        (Decimal("0.8"), "CNY", "input", "Fernlight-3"), (Decimal("3.2"), "CNY", "output", "Fernlight-3"),
        (Decimal("0.2"), "CNY", "input", "Fernlight-3 Mini"), (Decimal("0.8"), "CNY", "output", "Fernlight-3 Mini")]


def test_a_camel_case_cached_input_key_in_a_typescript_table() -> None:
    text = ("// All prices: USD per 1M tokens.\nexport const PRICES = {\n"
            '  "gpt-4.1": { input: 2.00, cachedInput: 0.50, output: 8.00 },\n};\n')
    assert [(p[0], p[1]) for p in _prices(text)] == [(Decimal("2"), "input"), (Decimal("0.5"), "cached_input"),
                                                     (Decimal("8"), "output")]
