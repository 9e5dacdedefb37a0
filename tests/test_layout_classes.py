"""Layouts and wordings from text written outside the team (issue 9): tables laid out with spaces, Taiwan
price pages, dollars of other countries, worked-example totals, list items under a declared unit, the term
of a commitment. Each document is written for these tests."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from extractors.numbers import find_money
from extractors.pipeline import extract_claims
from extractors.rules.conditions import reserved_term
from extractors.tables import split_aligned_tables

PUBLISHED = dt.date(2026, 11, 20)


def _claims(text: str, kind: str, content_type: str = "text/plain") -> list:
    result = extract_claims(text, content_type=content_type, published=PUBLISHED)
    return [claim for claim in result.claims if claim.kind == kind]


GPU_LIST = """青枫算力 · GPU 租用价目

以下“标准”与“抢占式”均为每卡每小时价格（元），“整月”为每卡每月价格。

型号                  显存      标准价      抢占式      整月
NVIDIA H800           80GB      9.20        4.10        5,200
NVIDIA L40S           48GB      3.60        1.70        2,050

抢占式实例可能被随时释放。
"""


def test_space_aligned_gpu_table_gives_hourly_cells_and_no_monthly_ones():
    prices = _claims(GPU_LIST, "price")
    got = sorted((p.subject, float(p.amount), p.condition) for p in prices)
    assert got == [("NVIDIA H800", 4.1, "spot"), ("NVIDIA H800", 9.2, None),
                   ("NVIDIA L40S", 1.7, "spot"), ("NVIDIA L40S", 3.6, None)]
    assert all(p.unit == "per_gpu_hour" and p.currency == "CNY" for p in prices)


RESULTS_LISTING = """Results we reproduced (closed division). All figures are tokens/s unless the benchmark cell says otherwise.

Org          Platform              Accelerator          #   Benchmark           Scenario     Result
Larchmont    LM-4000               NVIDIA H100          8   llama2-70b-99       Offline      31,240
Pinecrest    PX-2 (vLLM)           AMD Instinct MI325X  4   resnet50 (samples/s) Offline     612,400
Pinecrest    PX-2 (vLLM)           AMD Instinct MI325X  4   sdxl (samples/s)    Offline           11.2
"""


def test_fixed_width_results_listing_keeps_each_rows_unit_and_count():
    results = {float(r.value): r for r in _claims(RESULTS_LISTING, "benchmark")}
    assert set(results) == {31240.0, 612400.0, 11.2}
    assert (results[31240.0].unit, results[31240.0].scenario, results[31240.0].accelerator_count) == ("tokens/s", "Offline", 8)
    # a cell that overruns its column by a character, and a right-aligned figure, still fall in their columns
    assert (results[612400.0].unit, results[612400.0].benchmark, results[612400.0].accelerator_count) == ("samples/s", "resnet50", 4)
    assert (results[11.2].unit, results[11.2].benchmark) == ("samples/s", "sdxl")


def test_aligned_rewrite_leaves_prose_with_double_spaces_alone():
    prose = "The card shipped in March.  It costs more than  three times the old one.\nNothing else  changed here.\n"
    assert split_aligned_tables(prose) == prose
    table = "Model    Input    Output\nalpha-1    0.50    2.00\nbeta-2    0.10    0.40\n"
    assert split_aligned_tables(table).splitlines() == ["Model | Input | Output", "alpha-1 | 0.50 | 2.00", "beta-2 | 0.10 | 0.40"]


TAIWAN_PAGE = """## 澄光 AI 平台 收費標準

價格以新台幣計，單位為每百萬 tokens。快取命中價格適用於相同的前綴。

| 模型 | 輸入 | 輸入（快取命中） | 輸出 | 批次輸入 | 批次輸出 |
|---|---|---|---|---|---|
| chengguang-2 | NT$24 | NT$2.4 | NT$96 | NT$12 | NT$48 |

試算：以 chengguang-2 處理 30 萬輸入 tokens 與 10 萬輸出 tokens，費用約為 NT$16.8。
"""


def test_taiwan_price_table_reads_its_labels_and_currency_and_skips_the_worked_total():
    prices = _claims(TAIWAN_PAGE, "price", "text/markdown")
    got = sorted((float(p.amount), p.token_type, p.condition) for p in prices)
    assert got == [(2.4, "cached_input", None), (12.0, "input", "batch"), (24.0, "input", None),
                   (48.0, "output", "batch"), (96.0, "output", None)]
    assert {p.currency for p in prices} == {"TWD"}
    assert all(p.unit == "per_million_tokens" for p in prices)


def test_dollars_of_other_countries_are_not_us_dollars():
    assert [(m.currency, float(m.amount)) for m in find_money("NT$98 vs US$3.10, HK$12 and S$4")] == \
        [("TWD", 98.0), ("USD", 3.1), ("HKD", 12.0), ("SGD", 4.0)]
    assert [m.currency for m in find_money("每小時 300 新台幣")] == ["TWD"]


LIST_UNDER_UNIT = """雲杉運算推出 H200 算力方案

方案價格如下（以單張 GPU 每小時計）：
・隨需方案：NT$98
・一年期預留方案：NT$72
・上線搶先優惠：NT$79，比隨需價格便宜約 19%
・儲存費用：NT$3
"""


def test_list_items_under_a_declared_hourly_unit_with_their_terms():
    prices = _claims(LIST_UNDER_UNIT, "price")
    got = sorted((float(p.amount), p.unit, p.condition) for p in prices)
    assert got == [(72.0, "per_gpu_hour", "reserved-1y"), (79.0, "per_gpu_hour", "promotional"),
                   (98.0, "per_gpu_hour", None)]


def test_reserved_term_reads_the_commitment_length():
    assert reserved_term("1-year reserved") == "reserved-1y"
    assert reserved_term("三年期预留") == "reserved-3y"
    assert reserved_term("3-month commitment") == "reserved-3m"
    assert reserved_term("12 months reserved") == "reserved-1y"
    assert reserved_term("reserved instances") == "reserved"
    # several terms: the one nearest the amount
    assert reserved_term("1-year $2.10, 3-year $1.68", nearest=24) == "reserved-3y"


RATE_CARD = """HALYARD AI -- RATE CARD (USD per 1M tokens)          rev. 2026-09

MODEL            IN      IN-CACHED   OUT      BATCH-IN   BATCH-OUT
hy-sail          2.00    0.20        8.00     1.00       4.00
hy-embed-1       0.03    n/a         n/a      0.015      n/a

Dedicated capacity: minimum monthly commitment $20,000.
"""


def test_abbreviated_column_labels_give_token_types_and_are_no_model_names():
    prices = _claims(RATE_CARD, "price")
    got = sorted((p.subject, float(p.amount), p.token_type, p.condition) for p in prices)
    assert got == [("hy-embed-1", 0.015, "input", "batch"), ("hy-embed-1", 0.03, "input", None),
                   ("hy-sail", 0.2, "cached_input", None), ("hy-sail", 1.0, "input", "batch"),
                   ("hy-sail", 2.0, "input", None), ("hy-sail", 4.0, "output", "batch"),
                   ("hy-sail", 8.0, "output", None)]


TWD_TABLE = """<h2>山嵐運算｜GPU 價目</h2>
<p>以下價格單位為新台幣元/每 GPU 每小時，未稅。</p>
<table>
<tr><th>GPU 型號</th><th>隨需</th><th>搶佔式</th></tr>
<tr><td>NVIDIA H100 80GB</td><td>92</td><td>41</td></tr>
</table>
"""


def test_bare_cells_under_a_new_taiwan_dollar_declaration_are_twd():
    prices = _claims(TWD_TABLE, "price", "text/html")
    assert sorted((float(p.amount), p.currency, p.condition) for p in prices) == [(41.0, "TWD", "spot"), (92.0, "TWD", None)]


def test_a_short_form_of_a_product_named_in_full_is_that_product():
    text = ("AMD showed the Helios rack, built from Instinct MI455X accelerators. The MI455 series follows the "
            "MI355 in the lineup, and the later MI500 moves to CDNA 6.")
    names = sorted(c.name for c in _claims(text, "hardware"))
    assert names == ["AMD CDNA 6", "AMD Helios", "AMD Instinct MI355", "AMD Instinct MI455X", "AMD Instinct MI500"]
    # a series the text shows with several members stays a line of its own
    series = "AMD introduced the Instinct MI350 Series, the MI350X and MI355X."
    assert "AMD Instinct MI350" in {c.name for c in _claims(series, "hardware")}


SPEED_AND_PRICE = """# 四家平台 qwen3-235b 实测

| 平台 | 中位输出速度 | 输入价格（元/百万 tokens） | 输出价格（元/百万 tokens） |
|---|---|---|---|
| 北辰云 | 61.2 tokens/s | 4 | 16 |
| 南桥算力 | 38.5 tokens/s | 2 | 8 |
"""


def test_price_columns_beside_a_speed_column_are_prices_never_rates():
    result = extract_claims(SPEED_AND_PRICE, content_type="text/markdown", published=PUBLISHED)
    rates = sorted(float(c.value) for c in result.claims if c.kind == "benchmark")
    prices = sorted((float(c.amount), c.token_type) for c in result.claims if c.kind == "price")
    assert rates == [38.5, 61.2]
    assert prices == [(2.0, "input"), (4.0, "input"), (8.0, "output"), (16.0, "output")]


def test_a_restated_quantity_per_yuan_and_a_hypothetical_rent_used_again():
    from extractors.numbers import find_money
    found = find_money("即 1 元可调用 qinglan-turbo 输入 125 万 tokens。")
    assert [(float(m.amount), m.unit, m.token_hint) for m in found] == [(0.8, "per_million_tokens", "input")]
    text = ("Suppose you rent that GPU for $2.00 an hour. For reference, Northwind lists the H100 at $2.49 per GPU-hour.\n\n"
            "1,850 tokens/s is 6.66 million tokens an hour, so at $2.00/hour you pay roughly $0.30 per million output tokens.")
    assert [float(p.amount) for p in _claims(text, "price")] == [2.49]


def test_per_chip_hour_wordings_and_a_fee_per_request_in_a_price_table():
    text = ("The 16-chip instance is offered at $33.60 per hour on a three-month commitment, which works out to $2.10 per "
            "Trainium2 chip-hour. Twelve-month terms bring the chip-hour rate down to $1.68.")
    got = sorted((float(p.amount), p.unit, p.condition) for p in _claims(text, "price"))
    assert got == [(1.68, "per_gpu_hour", "reserved-1y"), (2.1, "per_gpu_hour", "reserved-3m")]
    table = ("| Item | Price (per 1M tokens) |\n|---|---|\n| Input | $1.25 |\n"
             "| Grounding with search | $35 / 1,000 grounded prompts |\n")
    assert [float(p.amount) for p in _claims(table, "price", "text/markdown")] == [1.25]


def test_a_bound_with_the_unit_between_and_the_input_of_cache_hits():
    text = "部分厂商的入门级模型价格已低于每百万 tokens 1 元。缓存命中部分的输入按每百万 tokens 0.2 元计费。"
    assert [(float(p.amount), p.token_type) for p in _claims(text, "price")] == [(0.2, "cached_input")]


def test_a_price_restated_per_thousand_or_per_yuan_is_one_claim_but_another_models_same_price_stays():
    text = ("计费单位：元 / 百万 tokens\n\n模型            输入      输出\nlumen-pro       3.00      12.00\nlumen-lite      0.60      2.40\n\n"
            "说明：lumen-lite 输出折合每千 tokens 仅 0.0024 元。\n")
    assert sorted(float(p.amount) for p in _claims(text, "price")) == [0.6, 2.4, 3.0, 12.0]
    two_models = ("针对 deepseek-chat 服务，夜间百万tokens输入降至1元(5折优惠)。\n\n"
                  "而对于 deepseek-reasoner 服务，夜间百万tokens输入为1元(相当于2.5折优惠)。")
    assert len(_claims(two_models, "price")) == 2


def test_api_ids_of_unknown_families_name_their_prices_and_other_hyphenated_words_do_not():
    text = ("# Kestrel API pricing\n\nAll prices in USD per 1M tokens.\n\n## kestrel-2-pro\n\n| Tier | Input | Output |\n"
            "|---|---|---|\n| Standard | $2.50 | $12.00 |\n\n## kestrel-2-mini\n\n| Tier | Input | Output |\n|---|---|---|\n"
            "| Standard | $0.30 | $1.20 |\n")
    got = sorted((p.subject, float(p.amount)) for p in _claims(text, "price", "text/markdown"))
    assert got == [("kestrel-2-mini", 0.3), ("kestrel-2-mini", 1.2), ("kestrel-2-pro", 2.5), ("kestrel-2-pro", 12.0)]
    from extractors.rules.names import _api_id_mentions
    words = ("utf-8 text, the europe-west4 region, a top-10 list, tier-2 accounts, h100-sxm cards and gpt-4o-2024-08-06 "
             "at $1 per 1M tokens; kestrel-3-mini at $2 per 1M tokens")
    assert [m.surface for m in _api_id_mentions(words, [])] == ["kestrel-3-mini"]
    # a document that states speeds gets none: a rate beside an unknown id stays unattributed
    speeds = "## kestrel-2-pro\n\nkestrel-2-pro reached 1,200 tokens/s; input costs $2.50 per 1M tokens."
    result = extract_claims(speeds, content_type="text/markdown", published=PUBLISHED)
    assert all(c.subject != "kestrel-2-pro" for c in result.claims)


def test_a_page_owner_named_with_suanli_sells_its_prices_but_kinds_of_compute_do_not():
    page = "青枫算力 · GPU 租用价目\n\n以下均为每卡每小时价格（元）。\n\n型号        标准价      抢占式\nNVIDIA H800   9.20        4.10\n"
    assert {p.organization for p in _claims(page, "price")} == {"青枫算力"}
    from extractors.rules.names import _PROVIDER_NAME
    assert not _PROVIDER_NAME.search("智能算力需求旺盛")
    assert not _PROVIDER_NAME.search("国产算力正在追赶")


CHANGE_COLUMNS = """## Quillon API: new prices from 1 January

All prices in USD per million tokens.

| Model | Input (was) | Input (now) | Output (was) | Output (now) | Cut |
|---|---|---|---|---|---|
| quill-max | $4.00 | $2.00 | $16.00 | $8.00 | 50% |
| quill-mini | $0.40 | $0.30 | $1.60 | $1.20 | 25% |

## Rental options (one H200, per hour)

| Plan | Hourly | Savings vs OD |
|---|---|---|
| On-Demand | $3.10/hr | Baseline |
| Reserved 1-yr | $2.48/hr | −20% |
"""


def test_a_price_tables_change_column_compares_each_row_with_the_previous_price_or_the_marked_row():
    got = [(float(c.ratio), c.metric, c.subject, c.baseline) for c in _claims(CHANGE_COLUMNS, "comparison", "text/markdown")]
    assert (0.5, "price", "quill-max", "the previous price") in got
    assert (0.75, "price", "quill-mini", "the previous price") in got
    assert (0.8, "price", "Reserved 1-yr", "On-Demand") in got


RULED_LISTING = """Table 2. Results we could verify (tokens per second)

System              Accelerator     #   Benchmark      Offline    Server
------------------  --------------  --  -------------  ---------  --------
Acme RX-9000        NVIDIA B200     8   llama2-70b     98,410     91,002
Orbit 4U node       AMD MI355X      8   llama2-70b     93,117     -
"""


def test_a_fixed_width_listing_with_a_dashed_rule_under_its_header_is_read_as_a_table():
    got = sorted((float(c.value), c.unit, c.scenario, c.accelerator, c.accelerator_count)
                 for c in _claims(RULED_LISTING, "benchmark"))
    assert got == [(91002.0, "tokens/s", "Server", "NVIDIA B200", 8), (93117.0, "tokens/s", "Offline", "AMD Instinct MI355X", 8),
                   (98410.0, "tokens/s", "Offline", "NVIDIA B200", 8)]


def test_speeds_named_to_illustrate_are_no_results():
    text = ("For a support bot, anything above 80 tokens/s reads as instant; the gap between 20 tokens per second and "
            "200 tokens per second is what users notice. Our own H100 served the model at 131 tokens/s.")
    assert [float(c.value) for c in _claims(text, "benchmark")] == [131.0]


TIERED_LISTING = """HALDANE AI -- PRICES (USD per 1M tokens)

Model             Prompts <= 128K tokens       Prompts > 128K tokens
                  Input       Output           Input       Output
haldane-3         $2.00       $8.00            $4.00       $12.00

Embeddings

Per 1 million input tokens.

| Model | Price |
|---|---|
| haldane-embed | $0.02 |
"""


def test_an_aligned_table_with_tiers_over_an_indented_label_row_gives_each_cell_its_tier_and_token_type():
    got = sorted((float(c.amount), c.token_type, c.condition) for c in _claims(TIERED_LISTING, "price"))
    assert got == [(0.02, "input", None), (2.0, "input", None), (4.0, "input", "long-context>128k"),
                   (8.0, "output", None), (12.0, "output", "long-context>128k")]


def test_new_taiwan_dollars_written_before_a_bare_yuan_sign_word_are_twd():
    text = "該平台每百萬 tokens 輸入新台幣 5 元、輸出新台幣 20 元。"
    assert sorted((float(c.amount), c.currency, c.token_type) for c in _claims(text, "price")) == \
        [(5.0, "TWD", "input"), (20.0, "TWD", "output")]


def test_a_reference_price_lends_no_token_type_and_cache_reads_are_cached_input():
    text = ("Prices are per 1M tokens. Cached input is billed at a 90% discount to the new input price: "
            "brio-max $0.30, brio-mini $0.05. Prompts served from the cache pay a tenth of the input rate, "
            "or $0.12 per million tokens.")
    got = sorted((float(c.amount), c.token_type) for c in _claims(text, "price"))
    assert got == [(0.05, "cached_input"), (0.12, "cached_input"), (0.3, "cached_input")]


def test_bare_yuan_amounts_of_a_page_quoting_taiwan_dollars_are_twd_and_the_old_rate_is_previous():
    text = ("雲谷算力宣布，H100 隨需租用價格由每 GPU 每小時新台幣 120 元降至 90 元；"
            "搶佔式執行個體則為每 GPU 每小時 40 元。")
    got = sorted((float(c.amount), c.currency, c.unit, c.condition) for c in _claims(text, "price"))
    assert got == [(40.0, "TWD", "per_gpu_hour", "spot"), (90.0, "TWD", "per_gpu_hour", None),
                   (120.0, "TWD", "per_gpu_hour", "previous")]


def test_ranges_floors_and_estimates_of_speed_are_no_results():
    text = ("Hosted Mixtral, measured over a week:\n- Tokens per second: 410-520 TPS (one request)\n"
            "- Batch throughput: 2,500+ TPS\n- Our H100 node: ~3,900 tokens/s (est.)\n"
            "- Single stream on our own H100: 142 tokens/s")
    assert [float(c.value) for c in _claims(text, "benchmark")] == [142.0]


def test_a_header_written_without_its_corner_cell_is_aligned_over_the_amounts():
    text = ("官方价格对比：\n\n输入(token) | 输出(token) | |\n---|---|---|\nnova-pro | $0.00200 / 1K | $0.00800 / 1K |\n"
            "nova-lite | $0.00010 / 1K | $0.00040 / 1K |\n")
    got = sorted((float(c.amount), c.token_type) for c in _claims(text, "price", "text/markdown"))
    assert got == [(0.1, "input"), (0.4, "output"), (2.0, "input"), (8.0, "output")]


def test_mojibake_multiplication_signs_are_read_and_an_output_multiplier_column_compares_token_prices():
    text = ("Output costs more than input â€” usually 3Ã— to 5Ã— as much.\n\n| Model | Input / 1M | Output / 1M | "
            "Output multiplier |\n|---|---|---|---|\n| wren-2 | $0.20 | $0.80 | 4Γ |\n| wren-2-max | $1.00 | $5.00 | 5Γ |\n")
    got = sorted((float(c.ratio), c.metric, c.subject, c.baseline)
                 for c in _claims(text, "comparison", "text/markdown"))
    assert got == [(4.0, "price", "output", "input"), (5.0, "price", "output", "input")]


def test_greek_text_keeps_its_letters():
    from extractors.text import repair_mojibake
    assert repair_mojibake("Η τιμή είναι 4Γ") == "Η τιμή είναι 4Γ"


def test_machine_prices_and_estimates_in_a_comparison_table_are_no_prices():
    text = ("Metric | Trainium (Trn1) | TPU v5e\n---|---|---\n"
            "On-demand price per chip-hour | ~$1.30/hr ($20.8/hr for 16-chip trn1.32xl) | ~$1.25/hr ($10.00/hr for 8-chip v5e-8)\n"
            "Inference cost per 1M tokens | ~$0.35 per 1M for 70B, est. | ~$0.90 per 1M (estimated baseline)\n")
    got = sorted(float(c.amount) for c in _claims(text, "price", "text/markdown"))
    assert got == [1.25, 1.3]


def test_prompt_tier_columns_beside_output_columns_are_input_prices():
    text = """Kestrel Labs: API prices (USD per 1M tokens)

Model            Prompt <= 128K   Prompt > 128K   Output <= 128K   Output > 128K
kestrel-large    2.00             4.00            10.00            15.00
"""
    got = sorted((float(p.amount), p.token_type, p.condition) for p in _claims(text, "price"))
    assert got == [(2.0, "input", None), (4.0, "input", "long-context>128k"), (10.0, "output", None),
                   (15.0, "output", "long-context>128k")]


def test_a_length_band_over_input_and_output_columns_is_a_tier():
    text = """<p>单位：元/百万tokens</p><table>
<tr><th rowspan="2">模型</th><th colspan="2">输入长度 [0, 32K]</th><th colspan="2">输入长度 (32K, 128K]</th></tr>
<tr><th>输入</th><th>输出</th><th>输入</th><th>输出</th></tr>
<tr><td>Lanting-Pro</td><td>1.2</td><td>7.0</td><td>2.4</td><td>14.0</td></tr>
</table>"""
    got = sorted((float(p.amount), p.token_type, p.condition) for p in _claims(text, "price", "text/html"))
    assert got == [(1.2, "input", None), (2.4, "input", "long-context>32k"), (7.0, "output", None),
                   (14.0, "output", "long-context>32k")]
    assert all(p.currency == "CNY" for p in _claims(text, "price", "text/html"))


def test_cache_writes_written_as_caching_write_are_input_with_their_condition():
    text = "Kestrel Large\nInput: $2 / MTok\nOutput: $10 / MTok\nPrompt caching - write (1 hour): $4.00 / MTok\n" \
           "Prompt caching - read: $0.20 / MTok\n"
    got = [(float(p.amount), p.token_type, p.condition) for p in _claims(text, "price")]
    assert (4.0, "input", "cache write") in got and (0.2, "cached_input", None) in got


def test_the_regular_price_beside_an_offer_and_a_list_entry_of_its_own():
    text = ("- kestrel-large input: $1.50 per million tokens (introductory price; regular $2.00)\n"
            "- kestrel-embed: $0.01 per million tokens\n")
    got = [(p.subject, float(p.amount), p.token_type, p.condition) for p in _claims(text, "price")]
    assert got == [("kestrel-large", 1.5, "input", "promotional"), ("kestrel-large", 2.0, "input", None),
                   ("kestrel-embed", 0.01, "unspecified", None)]


def test_a_commitment_column_beside_hourly_columns_is_an_hourly_reservation():
    text = """<table><tr><th>Chip</th><th>On-demand (per chip-hour)</th><th>Spot (per chip-hour)</th>
<th>3-year commitment</th></tr>
<tr><td>TPU v6e</td><td>$2.70</td><td>$1.10</td><td>$1.25</td></tr></table>"""
    got = [(float(p.amount), p.unit, p.condition) for p in _claims(text, "price", "text/html")]
    assert got == [(2.7, "per_gpu_hour", None), (1.1, "per_gpu_hour", "spot"), (1.25, "per_gpu_hour", "reserved-3y")]


def test_standard_hours_and_excluded_discounts_name_no_condition():
    text = """具体价格如下（单位：元 / 百万 tokens）：

| 模型 | 时段 | 输入 | 输出 |
|---|---|---|---|
| lanting-chat | 标准时段 | 2 | 8 |
| lanting-chat | 优惠时段 | 1 | 4 |
"""
    got = [(float(p.amount), p.condition) for p in _claims(text, "price")]
    assert got == [(2.0, None), (8.0, None), (1.0, "off-peak"), (4.0, "off-peak")]
    caption = """官方 API 价格，单位均为元 / 百万 tokens（不含缓存优惠、不含批量折扣）：

| 模型 | 输入 | 输出 |
|---|---|---|
| lanting-max | 6 | 24 |
"""
    assert [p.condition for p in _claims(caption, "price")] == [None, None]


def test_length_bands_in_the_first_column_are_tiers():
    text = """<p>计费单位：元 / 百万 tokens。</p><table>
<tr><th>输入长度</th><th>输入</th><th>输出</th></tr>
<tr><td>[0, 32K]</td><td>0.80</td><td>8.00</td></tr>
<tr><td>(32K, 128K]</td><td>1.20</td><td>16.00</td></tr></table>"""
    got = [(float(p.amount), p.condition) for p in _claims(text, "price", "text/html")]
    assert got == [(0.8, None), (8.0, None), (1.2, "long-context>32k"), (16.0, "long-context>32k")]


def test_a_heading_over_a_list_of_prices_names_their_tier():
    text = ("Kestrel Pro\n\n- Input $3 / MTok\n\n- Output $15 / MTok\n\nLong context (prompts over 200K tokens)\n\n"
            "- Input $6 / MTok\n\n- Output $22.50 / MTok\n")
    got = [(float(p.amount), p.token_type, p.condition) for p in _claims(text, "price")]
    assert got == [(3.0, "input", None), (15.0, "output", None), (6.0, "input", "long-context>200k"),
                   (22.5, "output", "long-context>200k")]


def test_prices_set_against_each_other_and_a_new_price_before_the_old():
    text = ("B300 capacity drops to $3.79 per GPU-hour from $4.49. At spot rates the MI355X costs around $1.95 per "
            "GPU-hour versus $2.80 for B200. New customers receive launch pricing of $4.29 per GPU hour.")
    got = [(float(p.amount), p.condition) for p in _claims(text, "price")]
    assert got == [(3.79, None), (4.49, "previous"), (1.95, "spot"), (2.8, "spot"), (4.29, "promotional")]


def test_cached_input_written_with_a_hyphen_or_as_hitting_the_context_cache():
    assert [p.token_type for p in _claims("Kestrel added a cached-input rate for kestrel-pro of $0.10 per million "
                                          "tokens, a tenth of the regular input price.", "price")] == ["cached_input"]
    assert [p.token_type for p in _claims("此外，命中上下文缓存的输入部分按每百万 tokens 0.2 元计费。", "price")] == \
        ["cached_input"]


def test_a_bare_pair_set_against_an_input_output_pair():
    text = ("Kestrel charges $0.35 per million input tokens and $0.75 per million output tokens, while the cheapest "
            "GPU endpoint asks $0.10 and $0.50.")
    assert [(float(p.amount), p.token_type) for p in _claims(text, "price")] == [
        (0.35, "input"), (0.75, "output"), (0.1, "input"), (0.5, "output")]


def test_an_hourly_fee_of_a_deployment_instance_is_no_accelerator_price():
    assert _claims("模型部署按量费用 = 使用时长(小时)× 实例数量 × 实例单价，轻量版实例 20 元/小时。", "price") == []
    assert [float(p.amount) for p in _claims("H100 每卡每小时 20 元。", "price")] == [20.0]


def test_both_amounts_of_an_hourly_change_written_after_its_unit_in_traditional_characters():
    text = "業者宣布調降租用價格：H100每卡每小時由新台幣120元降至新台幣95元，降幅約21%。"
    assert [(c.amount, c.currency, c.unit, c.condition) for c in _claims(text, "price")] == [
        (Decimal("120"), "TWD", "per_gpu_hour", "previous"), (Decimal("95"), "TWD", "per_gpu_hour", None)]
