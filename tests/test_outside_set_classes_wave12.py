"""Classes of error found on the twelfth wave of outside sets (2026-12-06, issue 9). Each is pinned on text written
for these tests in the form the outside files use, never their words."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from extractors.pipeline import extract_claims

PUBLISHED = dt.date(2026, 12, 1)


def _claims(text: str, content_type: str = "text/plain") -> list:
    return extract_claims(text, content_type=content_type, published=PUBLISHED, document_id="doc").claims


def _kind(text: str, kind: str, content_type: str = "text/plain") -> list:
    return [c for c in _claims(text, content_type) if c.kind == kind]


def test_a_variant_priced_apart_keeps_its_variant_word_instead_of_the_listed_model() -> None:
    # a wrong subject is worse than none: GPT-4o's own prices are not its realtime variant's
    for text, subject in (("GPT-4o Realtime costs $5 per million input tokens.", "gpt-4o-realtime"),
                          ("GPT-5 Codex costs $1.25 per million input tokens.", "gpt-5-codex"),
                          ("Gemini 2.5 Flash Image costs $0.30 per million input tokens.", "gemini-2.5-flash-image"),
                          # a press name of a naming scheme, a variant word after it
                          ("Opus 4.6 Fast costs $30 per million input tokens.", "claude-opus-4-6-fast")):
        prices = _kind(text, "price")
        assert [(p.amount, p.subject) for p in prices] == [(prices[0].amount, subject)], text
    assert [p.subject for p in _kind("GPT-4o costs $2.50 per million input tokens.", "price")] == ["gpt-4o"]


def test_rows_of_a_table_with_merged_cells_take_the_left_out_cells_from_the_row_above() -> None:
    text = ("Rates of the hosted models\n"
            "Model | Tier | Type | Price (CNY/1k tokens) |\n"
            "hx-lite | 0k-32k | input | 0.0003 |\n"
            "input (cache hit) | 0.0001 | ||\n"
            "output | 0.0012 | ||\n"
            "32k-128k | input | 0.0009 | |\n"
            "output | 0.0036 | ||\n"
            "hx-pro | - | input | 0.0020 |\n"
            "output | 0.0080 | ||\n")
    found = {(p.subject, p.amount, p.token_type, p.condition) for p in _kind(text, "price")}
    assert found == {("hx-lite", Decimal("0.3"), "input", None), ("hx-lite", Decimal("0.1"), "cached_input", None),
                     ("hx-lite", Decimal("1.2"), "output", None),
                     ("hx-lite", Decimal("0.9"), "input", "long-context>32k"),
                     ("hx-lite", Decimal("3.6"), "output", "long-context>32k"),
                     ("hx-pro", Decimal("2.0"), "input", None), ("hx-pro", Decimal("8.0"), "output", None)}


def test_a_short_row_is_left_alone_where_a_full_row_has_a_figure_in_the_same_place() -> None:
    from extractors.tables import _fill_spanned_cells
    rows = [["Model", "Input", "Output", "Notes"], ["a-1", "1.0", "2.0", "fast"], ["a-2", "3.0", "4.0", "cheap"],
            ["a-3", "5.0", "", ""]]
    assert _fill_spanned_cells(rows) == rows   # a row with empty last cells, not a row of merged ones


def test_a_thinking_mode_price_is_its_own_condition_and_not_folded_into_the_plain_one() -> None:
    text = ("| Model | Type | Price (USD / 1M tokens) |\n|---|---|---|\n"
            "| hx-think | input | 0.40 |\n| hx-think | input (thinking) | 0.40 |\n"
            "| hx-think | output | 1.60 |\n| hx-think | output (thinking) | 4.00 |\n")
    found = {(p.amount, p.token_type, p.condition) for p in _kind(text, "price", "text/markdown")}
    assert found == {(Decimal("0.40"), "input", None), (Decimal("0.40"), "input", "thinking"),
                     (Decimal("1.60"), "output", None), (Decimal("4.00"), "output", "thinking")}
    zh = "思考模式输出价格为每百万tokens 8元，非思考模式输出为每百万tokens 2元。"
    assert {(p.amount, p.condition) for p in _kind(zh, "price")} == {(Decimal("8"), "thinking"), (Decimal("2"), None)}
    # a model described as having a thinking mode: no condition of its prices
    described = "hx-think, a model with thinking and non-thinking modes, costs $0.40 per 1M input tokens."
    assert [p.condition for p in _kind(described, "price")] == [None]


def test_a_chip_code_glued_to_its_chip_word_is_still_the_chip() -> None:
    names = {h.name for h in _kind("The supernode integrates 384 Ascend 910CNPUs and 192 Kunpeng CPUs.", "hardware")}
    assert "Huawei Ascend 910C" in names and "Huawei Ascend" not in names
    assert {h.name for h in _kind("Each node holds 8 H100GPUs.", "hardware")} == {"NVIDIA H100"}


def test_a_maker_named_chip_word_in_lower_case_counts_where_the_maker_is_named() -> None:
    text = "Notes on Tenstorrent boards.\n\n### wormhole (second generation)\n\nShipping in volume since 2024."
    assert "Tenstorrent Wormhole" in {h.name for h in _kind(text, "hardware", "text/markdown")}
    assert not _kind("A wormhole is a shortcut through spacetime.", "hardware")


def test_figures_in_a_target_column_are_no_results() -> None:
    text = ("| Model | Batch | Measured throughput | Target |\n|---|---|---|---|\n"
            "| Falcon-7B decode | 32 | 12.5 t/s/u - 400 t/s | 20 t/s/u |\n"
            "| Mistral-7B decode | 32 | 11.0 t/s/u - 352 t/s | 20 t/s/u |\n")
    values = sorted(b.value for b in _kind(text, "benchmark", "text/markdown"))
    assert values == [Decimal("11.0"), Decimal("12.5"), Decimal("352"), Decimal("400")]


def test_n_times_yu_a_product_is_a_multiple_of_that_product() -> None:
    [comparison] = _kind("B300的推理性能3倍于H100。", "comparison")
    assert (comparison.ratio, comparison.metric, comparison.subject, comparison.baseline) == \
        (Decimal("3"), "performance", "NVIDIA B300", "NVIDIA H100")
    # a count of cards stays a count
    assert not _kind("该集群配备了8张H100。", "comparison")


def test_a_level_written_as_a_share_without_de_is_a_share_of_the_named_product() -> None:
    [comparison] = _kind("昇腾910B的推理性能已达H100 60%水平。", "comparison")
    assert (comparison.ratio, comparison.metric, comparison.subject, comparison.baseline) == \
        (Decimal("0.6"), "performance", "Huawei Ascend 910B", "NVIDIA H100")


def test_a_yaml_catalogue_whose_unit_line_names_the_currency_reads_each_key() -> None:
    text = ("Our SDK catalogue.\n\n```yaml\nunit: USD per 1M tokens\nmodels:\n"
            "  - id: kestrel-2\n    pricing:\n      input: 0.80\n      cached_input: 0.08\n      output: 3.20\n"
            "      batch_input: 0.40\n      promo_output: 2.40\n```\n")
    found = {(p.subject, p.amount, p.token_type, p.condition) for p in _kind(text, "price", "text/markdown")}
    assert found == {("kestrel-2", Decimal("0.80"), "input", None), ("kestrel-2", Decimal("0.08"), "cached_input", None),
                     ("kestrel-2", Decimal("3.20"), "output", None), ("kestrel-2", Decimal("0.40"), "input", "batch"),
                     ("kestrel-2", Decimal("2.40"), "output", "promotional")}


def test_a_column_averaging_the_rows_prices_holds_no_price() -> None:
    text = ("Each cell is input / output in USD per million tokens.\n\n"
            "| Model | Host A | Host B | Avg input |\n|---|---|---|---|\n"
            "| Llama 3.3 70B | $0.60 / $0.80 | $0.70 / $0.90 | $0.65 |\n"
            "| Qwen3-32B | $0.20 / $0.60 | $0.30 / $0.70 | $0.25 |\n")
    amounts = {p.amount for p in _kind(text, "price", "text/markdown")}
    assert Decimal("0.65") not in amounts and Decimal("0.25") not in amounts
    assert {Decimal("0.60"), Decimal("0.80"), Decimal("0.30"), Decimal("0.70")} <= amounts


def test_a_price_level_with_a_named_model_is_price_parity() -> None:
    for text, subject, baseline in (("DeepSeek R1 costs the same as DeepSeek V3.", "deepseek-r1", "deepseek-chat"),
                                    ("Claude Sonnet 4.6 keeps the same price as Claude Sonnet 4.5.", "claude-sonnet-4-6",
                                     "claude-sonnet-4-5"),
                                    ("Claude Sonnet 4.6 matches Claude Sonnet 4.5 pricing.", "claude-sonnet-4-6",
                                     "claude-sonnet-4-5")):
        [comparison] = _kind(text, "comparison")
        assert (comparison.ratio, comparison.metric, comparison.subject, comparison.baseline) == \
            (Decimal("1"), "price", subject, baseline), text
    # what a chip sells for is no price of this schema
    assert not _kind("The B200 costs the same as an H100 did at launch.", "comparison")


def test_a_share_of_a_named_things_throughput_and_more_requests_per_second_are_throughput() -> None:
    [share] = _kind("Sparse attention reaches 90% of dense attention's throughput.", "comparison")
    assert (share.ratio, share.metric) == (Decimal("0.9"), "throughput")
    [more] = _kind("The new scheduler processes 74% more requests per second than the old one.", "comparison")
    assert (more.ratio, more.metric) == (Decimal("1.74"), "throughput")
    # a rate limit raised is no comparison of speed
    assert not _kind("Tier 3 accounts get 2x more requests per second under the new rate limits.", "comparison")


def test_a_price_column_headed_with_a_bracketed_token_quantity_declares_its_unit() -> None:
    text = ("| 模型 | 上下文 | 定价 (1M) |\n|---|---|---|\n"
            "| hx-chat | 128K | Input: $0.30<br/>Output: $1.20 |\n| hx-max | 256K | Input: $2<br/>Output: $8 |\n")
    found = {(p.subject, p.amount, p.token_type) for p in _kind(text, "price", "text/markdown")}
    assert found == {("hx-chat", Decimal("0.30"), "input"), ("hx-chat", Decimal("1.20"), "output"),
                     ("hx-max", Decimal("2"), "input"), ("hx-max", Decimal("8"), "output")}
    # a context column's bracketed length is no unit of price
    from extractors.rules.units import _declared_unit
    assert _declared_unit("Context window (1M)", strict=True) is None


def test_a_term_of_a_worked_sum_written_per_mtok_is_the_price_the_sum_uses() -> None:
    text = ("Cost of the batch run\n\n"
            "Input (batch):   4,100 × $1.50/MTok = $0.0062\n"
            "Output (batch):  2,000 × $7.50/MTok = $0.0150\n")
    found = {(p.amount, p.token_type) for p in _kind(text, "price")}
    assert found == {(Decimal("1.50"), "input"), (Decimal("7.50"), "output")}


def test_a_pair_of_codes_in_a_cell_names_the_listed_card_beside_the_named_one() -> None:
    text = "| Plan | GPU | Price per hour |\n|---|---|---|\n| Medium | T4, A4000 | $0.79 |\n"
    assert {"NVIDIA T4", "NVIDIA RTX A4000"} <= {h.name for h in _kind(text, "hardware", "text/markdown")}
    # a pair does not make an unlisted code a card: "M4 Pro" is Apple's
    assert "NVIDIA M4" not in {h.name for h in _kind("Tested on RTX 5090, GB10, and M4 Pro.", "hardware")}


def test_a_column_of_tokens_per_processor_per_second_holds_one_chips_results() -> None:
    text = ("| 配置 | precision | token/p/s | mem |\n|---|---|---|---|\n"
            "| A100单机8卡（1x8） | bf16 | 3120.5 | 70/80 |\n| H100单机8卡（1x8） | bf16 | 7410 | 66/80 |\n")
    found = {(b.value, b.unit, b.accelerator, b.accelerator_count) for b in _kind(text, "benchmark", "text/markdown")}
    assert found == {(Decimal("3120.5"), "tokens/s", "NVIDIA A100", 1), (Decimal("7410"), "tokens/s", "NVIDIA H100", 1)}


def test_samp_per_s_and_total_tokens_per_s_are_rates() -> None:
    from extractors.numbers import find_rates
    assert [(r.value, r.unit) for r in find_rates("reached 12.40 samp/s on 8 H200 GPUs")] == \
        [(Decimal("12.40"), "samples/s")]
    assert [(r.value, r.unit) for r in find_rates("a throughput of 512.5 total tokens/s")] == \
        [(Decimal("512.5"), "tokens/s")]


def test_request_rates_of_a_component_in_a_report_naming_nothing_run_are_no_results() -> None:
    text = ("# Router load test\n\nThe dispatcher kept up with every replay speed.\n\n"
            "| Target | Client send QPS | Arrival QPS | Completion QPS | Errors |\n|---|---|---|---|---|\n"
            "| 1K | 1010.2 | 1009.8 | 1011.5 | 0 |\n| 5K | 5030.7 | 5028.1 | 5102.4 | 0 |\n")
    assert not _kind(text, "benchmark", "text/markdown")
    # the same table about a named model keeps its results
    named = text.replace("The dispatcher kept up", "Serving Llama 3.1 8B on one H100, the engine kept up")
    assert _kind(named, "benchmark", "text/markdown")


def test_a_bare_per_million_comment_over_a_cost_map_holds_in_a_file_priced_in_dollars() -> None:
    text = ('"""Provider notes: Kimi K2 costs $0.60 input, $2.50 output per 1M tokens."""\n\n'
            "# Cost per 1M tokens (as of Jan 2026)\nCOSTS = {\n"
            '    "kimi-k2-turbo-preview": {"input": 1.15, "output": 8.00, "cached": 0.15},\n'
            '    "moonshot-v1-8k": {"input": 0.20, "output": 2.00},\n}\n')
    found = {(p.subject, p.amount, p.token_type) for p in _kind(text, "price")}
    assert {("kimi-k2-turbo-preview", Decimal("1.15"), "input"), ("kimi-k2-turbo-preview", Decimal("0.15"), "cached_input"),
            ("moonshot-v1-8k", Decimal("2.00"), "output")} <= found


def test_a_map_named_for_its_unit_reads_its_pairs_as_input_then_output() -> None:
    text = ("HOSTED_PRICE1K = {\n"
            '    "gpt-4o": (0.0025, 0.01),\n'
            '    "gpt-4o-mini": (0.00015, 0.0006),\n'
            '    "babbage-002": 0.0004,\n}\n')
    found = {(p.subject, p.amount, p.token_type) for p in _kind(text, "price")}
    assert found == {("gpt-4o", Decimal("2.5"), "input"), ("gpt-4o", Decimal("10"), "output"),
                     ("gpt-4o-mini", Decimal("0.15"), "input"), ("gpt-4o-mini", Decimal("0.6"), "output"),
                     ("babbage-002", Decimal("0.4"), "unspecified")}


def test_tokens_counted_per_second_of_media_are_no_speed() -> None:
    text = "- **Video Tokenization**: 258 tokens/second\n- **Audio Tokenization**: 25 tokens/second\n"
    assert not _kind(text, "benchmark", "text/markdown")


def test_a_comment_in_a_markdown_code_block_stays_a_comment_for_the_catalogue_readers() -> None:
    text = ("# GPU price list\n\n```yaml\n# Example Cloud - USD per GPU-hour\ngpus:\n"
            "  - sku: ex-g5-80\n    gpu: H100\n    on_demand: 2.05\n    spot: 1.20\n"
            "  - sku: ex-g7-180\n    gpu: B200\n    on_demand: 4.10\n```\n")
    found = {(p.subject, p.amount, p.condition) for p in _kind(text, "price", "text/markdown")}
    assert found == {("NVIDIA H100", Decimal("2.05"), None), ("NVIDIA H100", Decimal("1.20"), "spot"),
                     ("NVIDIA B200", Decimal("4.10"), None)}


def test_a_toml_catalogue_in_markdown_reads_a_models_tier_and_option_tables() -> None:
    text = ("# 计费配置\n\n以下配置为准。\n\n```toml\n# 单位：元/百万 tokens\n[models.\"hx-pro\"]\ninput = 2.0\n"
            "output = 8.0\noutput_thinking = 12.0\n\n[models.\"hx-pro\".tier_32k_128k]\ninput = 4.0\n\n"
            "[models.\"hx-pro\".offpeak]\ninput = 1.0\n```\n\n每个账号默认限流为每分钟 300 次请求。\n")
    found = {(p.subject, p.amount, p.token_type, p.condition) for p in _kind(text, "price", "text/markdown")}
    assert found == {("hx-pro", Decimal("2.0"), "input", None), ("hx-pro", Decimal("8.0"), "output", None),
                     ("hx-pro", Decimal("12.0"), "output", "thinking"),
                     ("hx-pro", Decimal("4.0"), "input", "long-context>32k"), ("hx-pro", Decimal("1.0"), "input", "off-peak")}


def test_comparison_wordings_of_wave_29() -> None:
    [sped] = _kind("Gaudi 3 sped up training of BERT-large by 4x compared to the A100.", "comparison")
    assert (sped.ratio, sped.metric) == (Decimal("4"), "performance")
    [run] = _kind("That works out to Quarrel being about 2x cheaper to run per million output tokens.", "comparison")
    assert (run.ratio, run.metric) == (Decimal("0.5"), "cost")
    [hit] = _kind("缓存命中价只有未命中的四分之一。", "comparison")
    assert (hit.ratio, hit.metric) == (Decimal("0.25"), "price")
    [share] = _kind("ERNIE X1的价格仅为文心4.5的20%。", "comparison")
    assert (share.ratio, share.metric, share.subject) == (Decimal("0.2"), "price", "ernie-x1")


def test_a_gap_whose_direction_is_not_said_is_no_ratio() -> None:
    # "separated by less than 2%" is not 0.02 of anything: a wrong number is worse than none
    text = "The MI355X beat the B300 by 8% in Offline, while the two were separated by less than 2% in Server."
    assert [c.ratio for c in _kind(text, "comparison")] == [Decimal("1.08")]
    assert not _kind("The two engines finished within 3% of each other.", "comparison")


def test_daily_monthly_and_yearly_cost_columns_hold_no_per_token_price() -> None:
    text = ("| 模型 | 输入价格 ($/百万) | 输出价格 ($/百万) |\n|---|---|---|\n| GPT-4o | 2.50 | 10.00 |\n\n"
            "假设每天处理 100 万 tokens：\n\n| 模型 | 日成本 | 月成本 | 年成本 |\n|---|---|---|---|\n"
            "| GPT-4o | $6.25 | $187.50 | $2,281.25 |\n")
    amounts = {p.amount for p in _kind(text, "price", "text/markdown")}
    assert amounts == {Decimal("2.50"), Decimal("10.00")}


def test_a_per_k_tokens_map_of_pairs_and_a_share_written_with_approx() -> None:
    text = ('PRICES_PER_K_TOKENS = {\n    "meta.llama3-8b-instruct-v1:0": (0.0003, 0.0006),\n'
            '    "mistral.mistral-7b-instruct-v0:2": (0.00015, 0.0002),\n}\n')
    found = {(p.amount, p.token_type) for p in _kind(text, "price")}
    assert found == {(Decimal("0.3"), "input"), (Decimal("0.6"), "output"), (Decimal("0.15"), "input"),
                     (Decimal("0.2"), "output")}
    [share] = _kind("按输入与输出分别计价，缓存读取 ≈ 输入价的 10%。", "comparison")
    assert (share.ratio, share.metric) == (Decimal("0.1"), "price")


def test_a_list_items_options_after_its_amounts_under_an_hourly_caption() -> None:
    text = ("Pricing per GPU-hour:\n"
            "  * B300: $5.20 on demand; $4.10 with a 1-year commitment; $3.35 with a 3-year commitment\n"
            "  * H200: $3.15 on demand; $1.85 spot\n")
    found = {(p.subject, p.amount, p.unit, p.condition) for p in _kind(text, "price")}
    assert found == {("NVIDIA B300", Decimal("5.20"), "per_gpu_hour", None),
                     ("NVIDIA B300", Decimal("4.10"), "per_gpu_hour", "reserved-1y"),
                     ("NVIDIA B300", Decimal("3.35"), "per_gpu_hour", "reserved-3y"),
                     ("NVIDIA H200", Decimal("3.15"), "per_gpu_hour", None),
                     ("NVIDIA H200", Decimal("1.85"), "per_gpu_hour", "spot")}


def test_a_column_headed_1m_input_output_prices_both_sides_per_million() -> None:
    text = ("| Model | 1M input/output | notes |\n|---|---|---|\n| gpt-4o | $5.00 / $15.00 | |\n"
            "| o1-mini | $3.00 / $12.00 | |\n")
    found = {(p.subject, p.amount, p.token_type) for p in _kind(text, "price", "text/markdown")}
    assert found == {("gpt-4o", Decimal("5.00"), "input"), ("gpt-4o", Decimal("15.00"), "output"),
                     ("o1-mini", Decimal("3.00"), "input"), ("o1-mini", Decimal("12.00"), "output")}


def test_fps_columns_of_a_throughput_table_and_a_card_before_colab() -> None:
    text = ("#### 吞吐\n\n| 芯片 | 卡数 | 任务 | FPS | batch_size |\n|---|---|---|---|---|\n"
            "| Atlas 800T A2 | 8p | SDXL_train_bf16 | 28.40 | 4 |\n| 竞品A | 8p | SDXL_train_bf16 | 30.10 | 4 |\n")
    found = {(b.value, b.unit) for b in _kind(text, "benchmark", "text/markdown")}
    assert found == {(Decimal("28.40"), "samples/s"), (Decimal("30.10"), "samples/s")}
    assert "NVIDIA T4" in {h.name for h in _kind("这使得在免费的 T4 Colab 上运行模型成为可能。", "hardware")}


def test_n_times_lower_written_after_the_multiple_is_a_fall() -> None:
    # "以 19 倍更低的 token 成本": a nineteenth of the cost, never nineteen times it
    [cheaper] = _kind("该模型以 19 倍更低的 token 成本超过 Qwen3.5-0.8B。", "comparison")
    assert cheaper.metric == "cost" and cheaper.ratio < 1 and abs(cheaper.ratio - Decimal(1) / 19) < Decimal("0.001")


def test_a_column_of_multiples_labelled_throughput_is_throughput() -> None:
    text = ("The table reports the speedup of M7i against M6i:\n\n| | Speedup | Throughput |\n|---|---|---|\n"
            "| LLaMA2 7B | 2.47x | 2.62x |\n| LLaMA2 13B | 2.57x | 2.60x |\n| GPT-J 6B | 2.58x | 2.85x |\n")
    found = {(c.ratio, c.metric) for c in _kind(text, "comparison", "text/markdown")}
    assert (Decimal("2.85"), "throughput") in found and (Decimal("2.58"), "performance") in found


def test_a_yuan_per_thousand_of_something_else_is_no_token_price() -> None:
    assert not _kind("机房PUE在1.2左右，当地工业电价约0.4元/千瓦时，电费占运营成本的三成。", "price")
    assert [p.amount for p in _kind("该模型价格为0.4元/千tokens。", "price")] == [Decimal("400")]


def test_rose_by_half_is_half_as_much_again_and_a_count_that_rose_is_no_comparison() -> None:
    [rise] = _kind("Decode throughput rose by half after the upgrade.", "comparison")
    assert (rise.ratio, rise.metric) == (Decimal("1.5"), "throughput")
    text = "Compared with last year, the number of rounds above $100 million rose by half."
    assert not _kind(text, "comparison")


def test_a_rate_that_rose_to_a_level_is_no_ratio() -> None:
    assert not _kind("另一家公司的算力租赁业务毛利率提升至35%，占比提升至28%。", "comparison")


def test_siblings_listed_after_a_named_chip_carry_their_line_and_suffix() -> None:
    names = {h.name for h in _kind("昇腾将推出包括950PR、950DT、960、970在内的多款芯片。", "hardware")}
    assert {"Huawei Ascend 950", "Huawei Ascend 960", "Huawei Ascend 970"} <= names


def test_a_maker_the_registry_lacks_with_a_hyphenated_code_before_a_chip_word() -> None:
    assert {h.name for h in _kind("Our racks built on Calloway CX-2 accelerators doubled output.", "hardware")} == \
        {"Calloway CX-2"}
    assert {h.name for h in _kind("成本下降来自自研推理芯片墨澜ML-3的规模部署。", "hardware")} == {"墨澜 ML-3"}
    # a sentence's first word is no maker, and memory parts are no accelerators
    assert not _kind("Each VT-3 card carries 144 GB of HBM3E.", "hardware")
    assert not _kind("Samsung ships HBM-3 chips to every buyer.", "hardware")


def test_a_price_cell_with_a_note_in_brackets_does_not_stop_the_document() -> None:
    # (it raised IndexError and the whole document lost its claims)
    text = ("| Model | Input ($/1M tokens) | Output ($/1M tokens) |\n|---|---|---|\n"
            "| kite-1 | 0.50 (promo) | 2.00 |\n| kite-2 | 1.00 | 4.00 |\n")
    found = {(p.subject, p.amount, p.token_type) for p in _kind(text, "price", "text/markdown")}
    assert found == {("kite-1", Decimal("0.50"), "input"), ("kite-1", Decimal("2.00"), "output"),
                     ("kite-2", Decimal("1.00"), "input"), ("kite-2", Decimal("4.00"), "output")}


def test_a_key_priced_in_cents_is_a_hundredth_of_its_figure_in_dollars() -> None:
    text = ('  {\n    "model_id": "kite-large",\n    "input_cents_per_million_tokens": 55,\n'
            '    "output_cents_per_million_tokens": 219,\n    "throughput": 9.0\n  }\n')
    found = {(p.amount, p.currency, p.token_type) for p in _kind(text, "price")}
    assert found == {(Decimal("0.55"), "USD", "input"), (Decimal("2.19"), "USD", "output")}


def test_the_lines_of_a_bill_with_a_total_row_are_no_per_token_prices() -> None:
    text = ("Prices are USD per 1M tokens.\n\n| | This user | No cache |\n|---|---:|---:|\n"
            "| Cache-hit input | $1.22 | — |\n| Cache-miss input | $0.11 | $61.01 |\n| Output | $0.05 | $0.05 |\n"
            "| **Total / day** | **$1.38** | **$61.06** |\n")
    assert not _kind(text, "price", "text/markdown")


def test_a_speedup_column_of_bare_figures_that_are_the_quotient_of_two_times() -> None:
    text = ("| 模型 | FP32 时延 | INT8 时延 | 最大加速比 |\n|---|---|---|---|\n"
            "| YOLOv5s | 7.87 | 3.17 | 2.48 |\n| YOLOv7 | 27.47 | 5.19 | 5.29 |\n")
    found = {(c.ratio, c.metric) for c in _kind(text, "comparison", "text/markdown")}
    assert found == {(Decimal("2.48"), "performance"), (Decimal("5.29"), "performance")}
    # a bare figure that is no quotient of the row's figures stays unread
    assert not _kind("| 模型 | FP32 时延 | INT8 时延 | 最大加速比 |\n|---|---|---|---|\n| YOLOv5s | 7.87 | 3.17 | 4.10 |\n"
                     "| YOLOv7 | 27.47 | 5.19 | 9.90 |\n", "comparison", "text/markdown")


def test_a_rule_that_fails_on_one_sentence_costs_that_sentence_only(monkeypatch) -> None:
    import extractors.rules.candidates as candidates
    from extractors.rules.candidates import UNREADABLE_RULE

    real = candidates._benchmark_candidates

    def failing(context, index):
        if "broken" in context.sentence(index):
            raise IndexError("no such group")
        return real(context, index)

    monkeypatch.setattr(candidates, "_benchmark_candidates", failing)
    text = "Kite-1 costs $2 per million input tokens. This broken line runs at 300 tokens/s. Kite-2 costs $4 per million output tokens."
    result = extract_claims(text, content_type="text/plain", published=PUBLISHED, document_id="doc")
    assert {(c.amount, c.token_type) for c in result.claims if c.kind == "price"} == \
        {(Decimal("2"), "input"), (Decimal("4"), "output")}
    errors = [c for c in result.candidates if c.rule == UNREADABLE_RULE]
    assert len(errors) == 1 and "a rule failed on it (IndexError: no such group)" in errors[0].rejection


def test_enflame_cards_by_their_brand_alone_are_never_nvidia_codes() -> None:
    names = {h.name for h in _kind("基于邃思2.0芯片打造的云燧T20加速卡，集群规模从上一代云燧T10的千张卡提升至8000卡。", "hardware")}
    # (the 邃思2.0 chip the card is built on is Enflame's too, read by its brand since rules-1.81)
    assert names == {"Enflame 云燧T20", "Enflame 云燧T10", "Enflame 邃思2.0"}
    assert {h.name for h in _kind("该服务器配备8张T4加速卡。", "hardware")} == {"NVIDIA T4"}
