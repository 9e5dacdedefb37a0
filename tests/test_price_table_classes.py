"""Classes of price error found on the seventh and eighth real-text sets (issue 9: price token type, condition,
precision), each pinned on a document written for these tests in the layout the real pages use, never their words:
space-separated tables whose amount cells carry their own per-million unit, Chinese column labels, and the traps
that came with them."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from extractors.pipeline import extract_claims
from extractors.tables import split_spaced_tables

PUBLISHED = dt.date(2026, 5, 1)


def _prices(text: str, content_type: str = "text/plain") -> list[tuple]:
    result = extract_claims(text, content_type=content_type, published=PUBLISHED, document_id="doc")
    return [(c.subject, c.amount, c.token_type, c.condition) for c in result.claims if c.kind == "price"]


SPACED_UNIT_CELLS = """What deferred jobs save

Every tier below is billed per million tokens; deferred jobs wait up to a day.

Model Standard Input Standard Output Batch Input Batch Output Discount
Claude Haiku 4.5 $1.00 / 1M $5.00 / 1M $0.50 / 1M $2.50 / 1M 50%
Mistral Large 2 $2.00 / 1M $6.00 / 1M $1.00 / 1M $3.00 / 1M 50%
"""


def test_spaced_rows_whose_amounts_carry_a_unit_split_into_one_cell_per_amount() -> None:
    text = split_spaced_tables(SPACED_UNIT_CELLS)
    assert "Model | Standard Input | Standard Output | Batch Input | Batch Output | Discount" in text
    assert "Mistral Large 2 | $2.00 / 1M | $6.00 / 1M | $1.00 / 1M | $3.00 / 1M | 50%" in text


def test_spaced_unit_cells_take_token_type_and_batch_from_their_column() -> None:
    assert _prices(SPACED_UNIT_CELLS) == [
        ("claude-haiku-4-5", Decimal("1.00"), "input", None), ("claude-haiku-4-5", Decimal("5.00"), "output", None),
        ("claude-haiku-4-5", Decimal("0.50"), "input", "batch"), ("claude-haiku-4-5", Decimal("2.50"), "output", "batch"),
        ("mistral-large-2", Decimal("2.00"), "input", None), ("mistral-large-2", Decimal("6.00"), "output", None),
        ("mistral-large-2", Decimal("1.00"), "input", "batch"), ("mistral-large-2", Decimal("3.00"), "output", "batch")]


SPACED_CHINESE_LABELS = """三家接口的报价

下面是各家公开的标准价,不含任何优惠:

模型 输出价格 输入价格 说明
Gemini 2.5 Pro $10.00/1M $1.25/1M
o4-mini $4.40/1M $1.10/1M
"""


def test_chinese_price_labels_over_spaced_rows_give_each_amount_its_token_type() -> None:
    assert _prices(SPACED_CHINESE_LABELS) == [
        ("gemini-2.5-pro", Decimal("10.00"), "output", None), ("gemini-2.5-pro", Decimal("1.25"), "input", None),
        ("o4-mini", Decimal("4.40"), "output", None), ("o4-mini", Decimal("1.10"), "input", None)]


def test_a_price_imagined_with_might_or_could_is_no_price_nor_are_the_amounts_listed_after_it() -> None:
    text = ("Rental terms change the bill more than the vendor does. One L40S could cost $1.10/hr on demand, "
            "roughly $0.70/hr with a three-year term, and less on the spot market.")
    assert _prices(text) == []


def test_an_hourly_rate_for_several_accelerators_at_once_is_no_per_gpu_price() -> None:
    text = "A lab running 32 A100s around the clock at $18/hour burns through $13,824 a day on compute alone."
    assert _prices(text) == []


def test_a_per_gpu_rate_next_to_a_count_of_gpus_stays_a_price() -> None:
    text = "Across 16 GPUs, the H200 rents at $3.10 per GPU-hour on Lambda this month."
    assert [(amount, condition) for _, amount, _, condition in _prices(text)] == [(Decimal("3.10"), None)]


GLUED_RATED = """推荐清单

模型输出 ($/1M)输入 ($/1M)推荐度
claude-haiku-4.5$5.00$1.00★★★★
o4-mini$4.40$1.10★★★
"""


def test_a_glued_chinese_header_with_units_in_brackets_and_a_rating_glued_after_the_amounts() -> None:
    assert _prices(GLUED_RATED) == [
        ("claude-haiku-4-5", Decimal("5.00"), "output", None), ("claude-haiku-4-5", Decimal("1.00"), "input", None),
        ("o4-mini", Decimal("4.40"), "output", None), ("o4-mini", Decimal("1.10"), "input", None)]


BRAND_CELLS = """| 厂商 | 输入价格(元/千token) | 输出价格(元/千token) | 每次调用花费 | 合计(500次) |
|---|---|---|---|---|
| 深度求索(DeepSeek-V2) | 0.001 | 0.002 | 0.0004元 | 0.2元 |
| 阶跃星辰(Step-2) | 0.038 | 0.12 | 0.015元 | 7.5元 |
"""


def test_a_brand_cell_with_its_model_in_brackets_prices_that_model_as_written_when_unlisted() -> None:
    assert [(subject, amount, token_type) for subject, amount, token_type, _ in _prices(BRAND_CELLS, "text/markdown")] == [
        ("deepseek-v2", Decimal("1.0"), "input"), ("deepseek-v2", Decimal("2.0"), "output"),
        ("step-2", Decimal("38"), "input"), ("step-2", Decimal("120"), "output")]


def test_per_request_and_total_columns_are_no_per_token_prices() -> None:
    text = ("Vendor | Input ($/1K tokens) | Output ($/1K tokens) | Cost per request | Total (500 calls)\n"
            "Acme AI (Falcon-3) | $0.0005 | $0.0015 | $0.0009 | $0.45\n"
            "Baichuan (Baichuan4) | $0.004 | $0.004 | $0.0028 | $1.40\n")
    assert _prices(text) == [
        ("falcon-3", Decimal("0.5"), "input", None), ("falcon-3", Decimal("1.5"), "output", None),
        ("baichuan4", Decimal("4"), "input", None), ("baichuan4", Decimal("4"), "output", None)]


def test_a_seller_name_before_an_unlisted_model_id_leaves_the_id_as_the_subject() -> None:
    text = ("Sample workload: Claude Haiku 4.5, one million tokens each way.\n\n"
            "| Vendor / model | Rate | Output rate | Checked |\n|---|---|---|---|\n"
            "| Anthropic claude-haiku-4-5 | $1.00 per 1M tokens | $5.00 / 1M | March |\n"
            "| Google text-embedding-005 | $0.15 per 1M tokens | — | March |\n")
    assert [(subject, amount) for subject, amount, _, _ in _prices(text, "text/markdown")] == [
        ("claude-haiku-4-5", Decimal("1.00")), ("claude-haiku-4-5", Decimal("5.00")),
        ("text-embedding-005", Decimal("0.15"))]


def test_a_chinese_unit_written_before_the_amount_with_only_or_as_low_as_between() -> None:
    found = _prices("发布会上,智谱宣布GLM-4-Air每百万tokens仅1元,比上一代便宜得多。")
    assert [(subject, amount) for subject, amount, _, _ in found] == [("glm-4-air", Decimal("1"))]
    found = _prices("豆包通用模型每千tokens低至0.0008元。")
    assert [amount for _, amount, _, _ in found] == [Decimal("0.8")]
