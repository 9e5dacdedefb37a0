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


TWO_TABLES_RUN_TOGETHER = """Rates for the Lumen family

| Model | Base Input Tokens | Cache Reads | Output Tokens |
|---|---|---|---|
| Claude Sonnet 4.5 | $3 / MTok | $0.30 / MTok | $15 / MTok |
| Claude Haiku 4.5 | $1 / MTok | $0.10 / MTok | $5 / MTok |
| Model | Batch input | Batch output |
|---|---|---|
| Claude Sonnet 4.5 | $1.50 / MTok | $7.50 / MTok |
| Claude Haiku 4.5 | $0.50 / MTok | $2.50 / MTok |
"""


def test_a_narrower_table_run_into_a_wider_one_is_read_under_its_own_labels() -> None:
    found = _prices(TWO_TABLES_RUN_TOGETHER, "text/markdown")
    assert found[-4:] == [
        ("claude-sonnet-4-5", Decimal("1.50"), "input", "batch"), ("claude-sonnet-4-5", Decimal("7.50"), "output", "batch"),
        ("claude-haiku-4-5", Decimal("0.50"), "input", "batch"), ("claude-haiku-4-5", Decimal("2.50"), "output", "batch")]
    assert ("claude-haiku-4-5", Decimal("0.10"), "cached_input", None) in found


def test_a_column_label_ending_in_tokens_is_no_provider() -> None:
    result = extract_claims(TWO_TABLES_RUN_TOGETHER, content_type="text/markdown", published=PUBLISHED,
                            document_id="doc")
    assert {c.organization for c in result.claims if c.kind == "price"} == {"Anthropic"}


GLUED_SIZE_COLUMN = """Model line-up

ModelInput per M tokensOutput per M tokensWindow
Gemini 2.5 Pro$1.25$10.001M
Gemini 2.5 Flash$0.30$2.501M
o4-mini$1.10$4.40200K
"""


def test_a_size_column_run_into_the_last_amount_splits_where_the_cents_end() -> None:
    assert _prices(GLUED_SIZE_COLUMN) == [
        ("gemini-2.5-pro", Decimal("1.25"), "input", None), ("gemini-2.5-pro", Decimal("10.00"), "output", None),
        ("gemini-2.5-flash", Decimal("0.30"), "input", None), ("gemini-2.5-flash", Decimal("2.50"), "output", None),
        ("o4-mini", Decimal("1.10"), "input", None), ("o4-mini", Decimal("4.40"), "output", None)]


ENDPOINT_CARDS = """Falcon-3 Mini: endpoints

Current Pricing
Prompt $0.4
Completion $1.2

Hosts
Provider Route Window Pricing (Input) Pricing (Output)
Tiiuae
Tiiuae | tiiuae/falcon-3-mini 32K $0.4 / 1M tokens $1.2 / 1M tokens
Brightline
Brightline | tiiuae/falcon-3-mini 8K $0.35 / 1M tokens $1.0 / 1M tokens
It was compared with Qwen3-235B on long prompts.
"""


def test_endpoint_rows_under_a_spaced_header_name_their_model_by_hub_id_and_their_host_by_the_first_cell() -> None:
    result = extract_claims(ENDPOINT_CARDS, published=PUBLISHED, document_id="doc")
    prices = [(c.subject, c.organization, c.amount, c.token_type) for c in result.claims if c.kind == "price"]
    assert ("falcon-3-mini", "Brightline", Decimal("0.35"), "input") in prices
    assert ("falcon-3-mini", "Brightline", Decimal("1.0"), "output") in prices
    assert [p for p in prices if p[0] != "falcon-3-mini"] == []  # the card's copies borrow no other model


def test_a_quote_marker_is_not_stripped_from_a_table_cell_opening_a_markdown_row() -> None:
    text = ("| Prompt size | Input | Output |\n|---|---|---|\n| ≤128K tokens | $2.00 per 1M tokens | $8.00 per 1M tokens |\n"
            "| >128K tokens | $4.00 per 1M tokens | $16.00 per 1M tokens |\n\nGPT-4.1 pricing, checked in May.\n")
    conditions = {amount: condition for _, amount, _, condition in _prices(text, "text/markdown")}
    assert conditions[Decimal("4.00")] == "long-context>128k" and conditions[Decimal("2.00")] is None


def test_what_a_stated_number_of_tokens_costs_is_no_price() -> None:
    text = ("| Tier | Input | Output |\n|---|---|---|\n| Standard | $0.30 per 1M tokens | $2.50 per 1M tokens |\n\n"
            "Gemini 2.5 Flash, as listed. One call with a 1M-token input costs $0.30. A 4M-token input costs $1.20, "
            "and a 500K tokens input comes to about $0.15.\n")
    assert [(amount, token_type) for _, amount, token_type, _ in _prices(text, "text/markdown")] == [
        (Decimal("0.30"), "input"), (Decimal("2.50"), "output")]


def test_an_inline_list_of_tiers_gives_each_amount_its_own_tier() -> None:
    text = ("Billing for Kimi K2 steps up with prompt length: - 0-64k input: 2 RMB/million tokens input, "
            "10 RMB/million tokens output - 64k-1M input: 4 RMB/million tokens input, 20 RMB/million tokens output.")
    assert [(amount, condition) for _, amount, _, condition in _prices(text)] == [
        (Decimal("2"), None), (Decimal("10"), None), (Decimal("4"), "long-context>64k"),
        (Decimal("20"), "long-context>64k")]


def test_a_cost_per_token_measured_on_a_serving_engine_is_no_price() -> None:
    text = ("Goal | Engine | Measured\nBest latency | SGLang | 180 ms TTFT\nCheapest tokens | TensorRT-LLM on H100 | "
            "$0.21 per 1M tokens\n")
    assert _prices(text) == []
    assert _prices("Served with vLLM on one L40S, output came to $0.35 per million tokens in our runs.") == []


def test_a_label_line_stating_its_token_quantity_in_digits_gives_the_value_line_its_unit() -> None:
    text = ("模型 ID\nmoonshot/kimi-k2\n参考价格(每 1000 tokens 输出)\n¥ 0.016\n参考价格(每 1000 tokens 输入)\n¥ 0.004\n"
            "模型系列\nKimi\n")
    assert [(amount, token_type) for _, amount, token_type, _ in _prices(text)] == [
        (Decimal("16"), "output"), (Decimal("4"), "input")]
    english = "Mistral Small 3.2 card\nModel ID\nmistral-small-3.2\nPrice (per 1,000 tokens, input)\n$0.0001\n"
    assert [(amount, token_type) for _, amount, token_type, _ in _prices(english)] == [(Decimal("0.1"), "input")]


def test_daytime_prices_are_standard_and_both_night_prices_of_a_pair_are_off_peak() -> None:
    text = "据报道,DeepSeek-R1白天每百万tokens输入4元,输出16元,但夜间分别降至1元与4元。"
    assert [(amount, token_type, condition) for _, amount, token_type, condition in _prices(text)] == [
        (Decimal("4"), "input", None), (Decimal("16"), "output", None),
        (Decimal("1"), "input", "off-peak"), (Decimal("4"), "output", "off-peak")]


def test_a_model_named_after_a_change_of_topic_is_not_the_subject_of_the_amounts_before_it() -> None:
    text = ("Kimi K2 bills 4 yuan per million input tokens and 16 yuan per million output tokens, "
            "while GLM-4.5 lists 2 yuan per million input tokens.")
    assert [(subject, amount) for subject, amount, _, _ in _prices(text)] == [
        ("kimi-k2", Decimal("4")), ("kimi-k2", Decimal("16")), ("glm-4.5", Decimal("2"))]
    chinese = "报道称,Qwen-Max每输入100万个token收费2.4元,每百万个token的输出则是9.6元,至于GLM-4.5则按时段区分价格。"
    assert [(subject, amount) for subject, amount, _, _ in _prices(chinese)] == [
        ("qwen-max", Decimal("2.4")), ("qwen-max", Decimal("9.6"))]


# Blind9 classes: one cell holding several amounts in the order its column label, or its sibling columns, name.
BATCH_PAIR_BESIDE_TYPED_COLUMNS = """## What we charge

| Model | Prompt per 1M tokens | Completion per 1M tokens | Batch jobs (half price) |
|---|---|---|---|
| Nova Lite | $0.06 | $0.24 | $0.03 / $0.12 |
| Nova Pro | $0.80 | $3.20 | $0.40 / $1.60 |
"""


def test_a_pair_cell_under_a_mode_column_reads_input_then_output_as_its_sibling_columns_do() -> None:
    assert _prices(BATCH_PAIR_BESIDE_TYPED_COLUMNS, "text/markdown") == [
        ("nova-lite", Decimal("0.06"), "input", None), ("nova-lite", Decimal("0.24"), "output", None),
        ("nova-lite", Decimal("0.03"), "input", "batch"), ("nova-lite", Decimal("0.12"), "output", "batch"),
        ("nova-pro", Decimal("0.80"), "input", None), ("nova-pro", Decimal("3.20"), "output", None),
        ("nova-pro", Decimal("0.40"), "input", "batch"), ("nova-pro", Decimal("1.60"), "output", "batch")]


SEQUENCE_LABEL_CELLS = """# Hosted models

All rates are in US dollars per million tokens.

| Model | Window | Rate (input / cached input / output) |
| --- | --- | --- |
| orbit-7-chat | 128,000 | $0.50 / $0.05 / $1.50 |
| orbit-7-reason | 128,000 | $1.20 ($0.30) / $4.80 |
"""


def test_amounts_of_one_cell_take_the_token_types_their_column_lists_in_order() -> None:
    assert _prices(SEQUENCE_LABEL_CELLS, "text/markdown") == [
        ("orbit-7-chat", Decimal("0.50"), "input", None), ("orbit-7-chat", Decimal("0.05"), "cached_input", None),
        ("orbit-7-chat", Decimal("1.50"), "output", None),
        ("orbit-7-reason", Decimal("1.20"), "input", None), ("orbit-7-reason", Decimal("0.30"), "cached_input", None),
        ("orbit-7-reason", Decimal("4.80"), "output", None)]


SEQUENCE_LABEL_CHINESE = """各模型价格一览

以下价格单位均为每百万tokens。

| 模型 | 价格（输入/输出） |
|---|---|
| GLM-4-Plus | ¥5 / ¥5 |
| GLM-4-Air | ¥0.5 / ¥1 |
"""


def test_a_chinese_input_output_label_orders_the_amounts_of_its_cells() -> None:
    assert [(a, t) for _, a, t, _ in _prices(SEQUENCE_LABEL_CHINESE, "text/markdown")] == [
        (Decimal("5"), "input"), (Decimal("5"), "output"), (Decimal("0.5"), "input"), (Decimal("1"), "output")]


# Hourly rents that are no one accelerator's price: a cloud instance type named by its size, the ends of a spread
# with a hedge word, a floor, and a comparison the text calls hypothetical.
INSTANCE_TYPE_RATES = """Cloud options for the run

- g6e.12xlarge (4 L40S): roughly $10.49/hour on demand.
- p4de.24xlarge (A100 80GB, eight of them): ~$40.97 per hour.
- A single H100 on a smaller cloud rents for $2.10 per GPU-hour.
"""


def test_an_hourly_rate_of_a_sized_instance_type_is_no_accelerator_price() -> None:
    assert [(a, c) for _, a, _, c in _prices(INSTANCE_TYPE_RATES)] == [(Decimal("2.10"), None)]


SPREAD_FLOOR_AND_MADE_UP = """Why GPU quotes disagree

Quotes for one A100 range from about $0.80 to almost $4.10 per GPU-hour depending on the term.
Back then teams waited for H200s at well above $9 per GPU-hour.
Consider a hypothetical pair: an L40S rents for $1 per GPU-hour and an H100 for $3 per GPU-hour.
This week the same H100 lists at $2.49 per GPU-hour on demand.
"""


def test_spread_ends_floors_and_hypothetical_rents_are_no_prices() -> None:
    assert [a for _, a, _, _ in _prices(SPREAD_FLOOR_AND_MADE_UP)] == [Decimal("2.49")]


FLOOR_CHINESE = """算力租赁行情

去年高峰期，H100 的租金一度在 8 美元/小时以上。如今单卡 H100 租赁价格约为 2.2 美元/小时。
"""


def test_a_chinese_floor_is_no_price_but_the_current_rent_is() -> None:
    assert [a for _, a, _, _ in _prices(FLOOR_CHINESE)] == [Decimal("2.2")]


# Amounts whose quantity is not tokens, or whose unit cannot have been meant as written.
NOT_PER_TOKEN = """Extra services

语音合成（标准音色）¥0.2/千字符，适合播报。
Speech synthesis costs $0.016 per 1K characters on the premium voice.
Context cache storage is billed at 3 yuan / 1M tokens / min while the cache lives.
An old price card printed 90元/Tokens for the flagship, a typo for per million.
Chat input is $0.40 per 1M tokens.
"""


def test_character_priced_storage_per_minute_and_implausible_amounts_are_no_token_prices() -> None:
    assert [(a, t) for _, a, t, _ in _prices(NOT_PER_TOKEN)] == [(Decimal("0.40"), "input")]


SPACED_YUAN_BANDS = """星河云模型价目

以下为华东节点的按量计费标准:

模型名称 上下文长度 输入单价(元/百万Token) 输出单价(元/百万Token) 备注
qwen-plus 0–128K 0.8元 2元 新用户可领100万Token
qwen-plus 128K–1M 2.4元 20元 适合长文档,2.4元/百万Token起
qwen-turbo 无阶梯 0.3元起 0.6元起 按实际档位结算
qwen-max 无阶梯 2.4元 9.6元 旗舰
"""


def test_spaced_rows_of_yuan_amounts_keep_their_band_and_a_from_price_is_no_price() -> None:
    text = split_spaced_tables(SPACED_YUAN_BANDS)
    assert "qwen-plus | 128K–1M | 2.4元 | 20元 | 适合长文档,2.4元/百万Token起" in text
    assert "qwen-max | 无阶梯 | 2.4元 | 9.6元 | 旗舰" in text
    assert _prices(SPACED_YUAN_BANDS) == [
        ("qwen-plus", Decimal("0.8"), "input", None), ("qwen-plus", Decimal("2"), "output", None),
        ("qwen-plus", Decimal("2.4"), "input", "long-context>128k"),
        ("qwen-plus", Decimal("20"), "output", "long-context>128k"),
        ("qwen-max", Decimal("2.4"), "input", None), ("qwen-max", Decimal("9.6"), "output", None)]


TWO_CACHE_TABLES = """Prompt caching at a glance

| Model | Base Input | Cache Write (5m) | Cache Read |
|---|---|---|---|
| Haiku 4.5 | $4/MTok | $5/MTok | $0.40/MTok |

Pricing table (per million tokens)

| Model | Base Input | 5m Write | 1h Write | Cache Read | Output |
|---|---|---|---|---|---|
| Claude Haiku 4.5 | $4.00 | $5.00 | $8.00 | $0.40 | $20.00 |
"""


def test_write_columns_named_by_the_caches_lifetime_and_a_second_table_restating_the_first() -> None:
    got = _prices(TWO_CACHE_TABLES, "text/markdown")
    amounts = [(amount, token_type, condition) for _, amount, token_type, condition in got]
    assert amounts == [(Decimal("4"), "input", None), (Decimal("5"), "input", "cache write"),
                       (Decimal("0.40"), "cached_input", None), (Decimal("8.00"), "input", "cache write 1h"),
                       (Decimal("20.00"), "output", None)]


CSV_RATE_CARD = """GPU rate card, week 12
All figures: USD per GPU-hour, single GPU, on demand unless the column says otherwise.

provider,gpu,on_demand,spot
Acme Cloud,H100 SXM,2.89,1.45
Borealis,L40S,1.59,
"""


def test_a_csv_rate_card_is_read_as_a_table_of_hourly_prices() -> None:
    from extractors.tables import split_csv_tables

    assert "Acme Cloud | H100 SXM | 2.89 | 1.45" in split_csv_tables(CSV_RATE_CARD)
    result = extract_claims(CSV_RATE_CARD, content_type="text/plain", published=PUBLISHED, document_id="doc")
    got = [(c.subject, c.amount, c.unit, c.condition) for c in result.claims if c.kind == "price"]
    assert got == [("NVIDIA H100", Decimal("2.89"), "per_gpu_hour", None),
                   ("NVIDIA H100", Decimal("1.45"), "per_gpu_hour", "spot"),
                   ("NVIDIA L40S", Decimal("1.59"), "per_gpu_hour", None)]
    # prose with commas stays prose
    prose = "Prices fell, then rose, then fell again, as buyers waited.\nNothing, here, is a table, at all.\nYes, no, maybe.\n"
    assert split_csv_tables(prose) == prose


SPACED_ROW_SHORT_OF_A_CELL = """Rates at a glance

Model Input (per 1M tokens) Cached Input (per 1M tokens) Output (per 1M tokens)
gpt-5 $1.25 $0.125 $10.00
gpt-5-pro $15.00 $120.00
gpt-5-mini $0.25 $0.025 $2.00
"""


def test_a_spaced_row_short_of_a_cell_is_left_out_and_the_rows_after_it_still_read():
    found = _prices(SPACED_ROW_SHORT_OF_A_CELL)
    assert ("gpt-5-mini", Decimal("0.025"), "cached_input", None) in found
    assert ("gpt-5-mini", Decimal("2"), "output", None) in found
    # which of three columns the short row left empty cannot be told: none of its amounts is guessed
    assert not [p for p in found if p[1] in (Decimal("15"), Decimal("120"))]


TABLE_RUN_INTO_ANOTHER = """Endpoint
| |
|---|
| Content Type | application/json |
| Streaming | Yes |
| Model | Input per 1M tokens | Output per 1M tokens | Cached input |
|---|
| acme/Wren-70B | $0.40 | $0.90 | $0.10 |
| acme/Wren-8B | $0.05 | $0.12 | $0.01 |
"""


def test_a_price_table_written_right_under_another_keeps_its_own_header_and_units():
    found = {(amount, token_type) for _, amount, token_type, _ in _prices(TABLE_RUN_INTO_ANOTHER, "text/markdown")}
    # the cached column states no unit of its own: it takes the one its sibling price columns agree on
    assert found == {(Decimal("0.4"), "input"), (Decimal("0.9"), "output"), (Decimal("0.1"), "cached_input"),
                     (Decimal("0.05"), "input"), (Decimal("0.12"), "output"), (Decimal("0.01"), "cached_input")}


def test_a_sentence_run_into_a_tables_first_row_is_parted_from_it():
    page = ("Pricing\nPricing is per million tokens.| Model | Input | Output |\n|---|---|---|\n"
            "| wren-large | $0.10 | $0.50 |\n| wren-small | $0.30 | $1.20 |\n")
    found = {(subject, amount, token_type) for subject, amount, token_type, _ in _prices(page, "text/markdown")}
    assert found == {("wren-large", Decimal("0.1"), "input"), ("wren-large", Decimal("0.5"), "output"),
                     ("wren-small", Decimal("0.3"), "input"), ("wren-small", Decimal("1.2"), "output")}


def test_a_caption_naming_the_tokens_a_table_bills_gives_its_token_type():
    page = ("Pricing is based on blended tokens (input + output).\n\nModel Size | Pricing |\n---|---|\n"
            "<= 3B | $0.10 per Million Tokens |\n3.1B - 8B | $0.15 per Million Tokens |\n\n"
            "Pricing is based on input tokens.\n\nModel Size | Pricing |\n---|---|\n"
            "<= 150M parameters | $0.008 per Million Tokens |\n")
    assert {(amount, token_type) for _, amount, token_type, _ in _prices(page, "text/markdown")} == {
        (Decimal("0.1"), "blended"), (Decimal("0.15"), "blended"), (Decimal("0.008"), "input")}


def test_an_amount_per_a_quantity_of_something_other_than_tokens_is_no_token_price():
    page = ("All prices per 1M tokens.\n\n| Tool | Cost / 1k Calls |\n|---|---|\n| Web Search | $5 / 1k calls |\n\n"
            "| Image Size | Price |\n|---|---|\n| <=512x512 | $0.0005 per 5 steps |\n")
    assert _prices(page, "text/markdown") == []


def test_a_unit_stated_in_the_corner_cell_is_every_columns():
    page = ("| wren-large, per 1M tokens | Before | From June 10 |\n|---|---|---|\n"
            "| Input | $10.00 | $2.00 |\n| Output | $40.00 | $8.00 |\n")
    assert {(amount, token_type, condition) for _, amount, token_type, condition in _prices(page, "text/markdown")} == {
        (Decimal("10"), "input", "previous"), (Decimal("2"), "input", None),
        (Decimal("40"), "output", "previous"), (Decimal("8"), "output", None)}


def test_a_card_hour_written_with_a_middle_dot_is_an_hourly_unit():
    page = ("| 资源类型 | 规格说明 | 计费单位 | 标准价 |\n|---|---|---|---|\n| CPU 通用计算 | AMD EPYC 9754 | 核·时 | ¥ 0.15 |\n"
            "| GPU (4090) | NVIDIA RTX 4090 24G | 卡·时 | ¥ 5.00 |\n")
    result = extract_claims(page, content_type="text/markdown", published=PUBLISHED)
    assert {(c.subject, c.amount, c.unit) for c in result.claims if c.kind == "price"} == {
        ("NVIDIA GeForce RTX 4090", Decimal("5"), "per_gpu_hour")}
