"""Classes of error found on the seventh wave of outside sets (2026-12-05 afternoon, issue 9): repository catalogues and
rate cards as code keeps them. Each is pinned on text written for these tests in the form the outside files use,
never their words."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from extractors.pipeline import extract_claims

PUBLISHED = dt.date(2026, 11, 20)


def _claims(text: str, content_type: str = "text/plain") -> list:
    return extract_claims(text, content_type=content_type, published=PUBLISHED, document_id="doc").claims


def _prices(text: str, content_type: str = "text/plain") -> list[tuple]:
    return [(c.amount, c.unit, c.token_type, c.condition, c.subject) for c in _claims(text, content_type)
            if c.kind == "price"]


def test_a_dated_snapshot_is_named_as_written_with_its_maker() -> None:
    text = ("## Gemini\n\n- gemini-2.5-flash\n  - free\n\n## OpenAI\n\n- gpt-4o-2024-08-06\n"
            "  - $2.50/M input\n  - $10.00/M output\n")
    claims = [c for c in _claims(text, "text/markdown") if c.kind == "price"]
    assert [(c.amount, c.token_type, c.subject, c.organization) for c in claims] == [
        (Decimal("2.5"), "input", "gpt-4o-2024-08-06", "OpenAI"), (Decimal("10"), "output", "gpt-4o-2024-08-06", "OpenAI")]
    # a registry version stays the entry's id, an exact match
    assert {c.subject for c in _claims("DeepSeek-V3-0324 costs $0.27 per million input tokens.") if c.kind == "price"} \
        == {"deepseek-chat"}


def test_a_price_under_another_makers_heading_takes_no_model_from_the_section_above() -> None:
    text = ("## Google\n\n- gemini-2.5-flash\n  - free\n\n## OpenAI\n\n- Sparrow\n  - $2.50/M input\n")
    assert [p[4] for p in _prices(text, "text/markdown")] == [None]


def test_a_model_inside_an_address_is_no_subject() -> None:
    text = ("Fetch a model's config:\n\ncurl https://api.example.org/pricing/google/gemini-3.0-pro\n\n"
            "The hosted endpoint bills $4 per million input tokens.")
    assert [p[4] for p in _prices(text)] == [None]


def test_a_table_explaining_a_unit_gives_no_prices() -> None:
    text = ("## Units\n\nCatalogue values are in cents per token.\n\n| Value | Per 1K | Per 1M |\n|---|---|---|\n"
            "| `0.004` | $0.04 | $40 |\n| `0.0005` | $0.005 | $5.00 |\n")
    assert _prices(text, "text/markdown") == []


def test_a_total_column_adding_up_a_rows_prices_is_no_price() -> None:
    text = ("| Model | Input ($/1K tokens) | Output ($/1K tokens) | Total ($/1K tokens) |\n|---|---|---|---|\n"
            "| GPT-4o | $0.005 | $0.015 | $0.02 |\n")
    assert [(p[0], p[2]) for p in _prices(text, "text/markdown")] == [(Decimal("5"), "input"), (Decimal("15"), "output")]


def test_a_comment_declaring_cost_per_thousand_tokens_prices_a_dict_in_dollars_unless_another_currency_is_named() -> None:
    text = ('# costs per 1k tokens\nrates = {\n    "gpt-4o": {"input": 0.0025, "output": 0.010},\n'
            '    "ember-7b": {"input": 0.0002, "output": 0.0004},\n}\n')
    assert [(p[0], p[1], p[2], p[4]) for p in _prices(text)] == [
        (Decimal("2.5"), "per_million_tokens", "input", "gpt-4o"), (Decimal("10"), "per_million_tokens", "output", "gpt-4o"),
        (Decimal("0.2"), "per_million_tokens", "input", "ember-7b"), (Decimal("0.4"), "per_million_tokens", "output", "ember-7b")]
    assert all(c.currency == "USD" for c in _claims(text) if c.kind == "price")
    # a file that names another currency anywhere states it; no dollars are assumed
    assert _prices(text + "# billed in 元 by the reseller\n") == []


def test_an_arrow_converting_units_marks_no_superseded_price() -> None:
    text = 'PRICING = {\n    "qwen-plus": {"input": 8000},  # 0.8元/M -> 8000毫/M\n}\n'
    conditions = [p[3] for p in _prices(text)]
    assert conditions and "previous" not in conditions
    # an arrow between two prices of one unit stays a change
    assert [p[3] for p in _prices("Input fell $1.80 -> $1.20 per million tokens.")][0] == "previous"


def test_an_object_naming_its_accelerator_prices_it_by_the_hour_with_terms_from_the_keys() -> None:
    text = ('const card = {\n    name: "NVIDIA H200",\n    info: {\n        VRAM: "141 GB",\n'
            '        price: "$3.99/hr",\n        price12Month: "$3.10/hr",\n        price36Month: "$2.60/hr",\n    },\n'
            '    comparedTo: {\n        name: "H100 SXM",\n        price: "$2.99/hr"\n    },\n}\n')
    assert [(p[0], p[1], p[3], p[4]) for p in _prices(text)] == [
        (Decimal("3.99"), "per_gpu_hour", None, "NVIDIA H200"), (Decimal("3.1"), "per_gpu_hour", "reserved-1y", "NVIDIA H200"),
        (Decimal("2.6"), "per_gpu_hour", "reserved-3y", "NVIDIA H200"), (Decimal("2.99"), "per_gpu_hour", None, "NVIDIA H100")]


def test_a_comment_restating_a_keys_value_takes_the_keys_token_type_and_the_objects_model() -> None:
    text = ('export const models = {\n\t"vendor.kestrel-3": {\n\t\tcontextWindow: 200_000,\n'
            '\t\tinputPrice: 1.0, // $1 per million tokens\n\t\toutputPrice: 4.0, // $4 per million tokens\n'
            '\t\tcacheWritesPrice: 1.25, // $1.25 per million tokens\n\t\tcacheReadsPrice: 0.1, // $0.10 per million tokens\n'
            '\t},\n}\n')
    assert [(p[0], p[2], p[3], p[4]) for p in _prices(text)] == [
        (Decimal("1"), "input", None, "vendor.kestrel-3"), (Decimal("4"), "output", None, "vendor.kestrel-3"),
        (Decimal("1.25"), "input", "cache write", "vendor.kestrel-3"), (Decimal("0.1"), "cached_input", None, "vendor.kestrel-3")]


def test_a_flat_cost_map_named_per_thousand_tokens_prices_each_suffixed_id() -> None:
    text = ('MODEL_COST_PER_1K_TOKENS = {\n    # input\n    "gpt-4.1": 0.002,\n    "gpt-4.1-cached": 0.0005,\n'
            '    # output\n    "gpt-4.1-completion": 0.008,\n}\n')
    assert [(p[0], p[2], p[4]) for p in _prices(text)] == [
        (Decimal("2"), "input", "gpt-4.1"), (Decimal("0.5"), "cached_input", "gpt-4.1"), (Decimal("8"), "output", "gpt-4.1")]
    # without a suffixed id the map does not say which tokens its numbers price
    assert _prices('MODEL_COST_PER_1K_TOKENS = {\n    "gpt-4.1": 0.002,\n    "gpt-4.1-mini": 0.0004,\n}\n') == []


def test_a_typical_value_of_a_marketplace_spread_is_no_price() -> None:
    text = "Marketplace GPUs:\n\n- H100 (80GB): $1.47-2.94/hr (typical: ~$2.50/hr)\n- L4 (24GB): $0.39/hr\n"
    assert [(p[0], p[4]) for p in _prices(text, "text/markdown")] == [(Decimal("0.39"), "NVIDIA L4")]


def test_a_catalogue_cut_off_by_its_excerpt_keeps_its_last_records_prices_and_a_routers_prefix_is_dropped() -> None:
    text = ('{\n  "deepseek/deepseek-chat": {\n    "input_cost_per_token": 2.8e-07,\n    "output_cost_per_token": 4.2e-07\n'
            '  },\n  "acme/ember-7b": {\n    "input_cost_per_token": 1e-07,\n    "max_tokens": 4096,\n'
            '    "output_cost_per_token": 3e-07,')
    assert [(p[0], p[2], p[4]) for p in _prices(text)] == [
        (Decimal("0.28"), "input", "deepseek-chat"), (Decimal("0.42"), "output", "deepseek-chat"),
        (Decimal("0.1"), "input", "acme/ember-7b"), (Decimal("0.3"), "output", "acme/ember-7b")]


def _comparisons(text: str, content_type: str = "text/plain") -> list[tuple]:
    return [(c.ratio, c.metric, c.subject, c.baseline) for c in _claims(text, content_type) if c.kind == "comparison"]


def test_a_chip_cheaper_per_token_by_more_than_a_hundred_percent_is_a_serving_cost_read_as_the_baselines_multiple() -> None:
    text = ("At 30 tok/s/user, H200 produces 4,100 tok/s/GPU ($0.12 per million tokens) and MI325X produces 900 ($0.50). "
            "H200 is 317% cheaper per token.")
    assert [(ratio, metric) for ratio, metric, *_ in _comparisons(text)] == [(Decimal("0.2398"), "cost")]


def test_more_output_per_dollar_is_performance_per_dollar() -> None:
    text = "At 60 tok/s/user the per-million math gives $1.10 for H200 and $1.40 for MI325X; H200 delivers 27% more output per dollar."
    assert [(ratio, metric) for ratio, metric, *_ in _comparisons(text)] == [(Decimal("1.27"), "perf_per_dollar")]


def test_a_named_token_pair_ratio_is_a_price_comparison() -> None:
    text = "Note that the output/input cost ratio is 6:1 on the standard tier, so long answers dominate the bill."
    assert _comparisons(text) == [(Decimal("6"), "price", "output", "input")]


def test_a_gain_across_benchmark_workloads_is_performance_and_queries_per_second_is_throughput() -> None:
    assert [(r, m) for r, m, *_ in _comparisons("The new Xeon parts deliver gains of up to 3x across MLPerf workloads "
                                                 "compared to the previous generation.")] == [(Decimal("3"), "performance")]
    assert [(r, m) for r, m, *_ in _comparisons("启用新的缓存策略后，QPS提升2.6倍。")] == [(Decimal("2.6"), "throughput")]


def test_a_model_cards_family_line_is_not_the_priced_model() -> None:
    text = ("Kestrel 4 Pro API\nkestrel-4-pro\nA balanced model for enterprise workloads.\n- 模型 ID\n- kestrel-4-pro\n"
            "- 模型系列\n- Doubao\n- 上下文长度\n- 128 K\n- 模型价格(每 1000 tokens 输入)\n- ¥ 0.0008\n")
    assert [p[4] for p in _prices(text)] == ["kestrel-4-pro"]


def test_a_card_under_its_own_bold_name_keeps_a_price_another_card_states_alike_and_each_tier_after_a_bar() -> None:
    text = ("Prices in USD per 1 million tokens.\n\n**Claude Opus 4.1**\n- Input: $15.00 | Output: $75.00\n\n"
            "**o1-preview**\n- Input: $15.00 | Output: $60.00\n\n**Gemini 1.5 Pro**\n- Input: $1.25 (≤128K) | $2.50 (>128K)\n")
    got = [(p[0], p[2], p[3], p[4]) for p in _prices(text, "text/markdown")]
    assert (Decimal("15"), "input", None, "o1-preview") in got
    assert (Decimal("2.5"), "input", "long-context>128k", "gemini-1.5-pro") in got


def test_supposed_cases_recurring_changes_uptime_index_moves_and_valuation_multiples_are_no_comparisons() -> None:
    for text in ("What if inference became ten times cheaper?",
                 "Every halving of price so far has coincided with a jump in agent workloads.",
                 "You will cut p99 latency and keep availability above 99.95%.",
                 "今年以来，恒生科技指数累计涨幅已超过40%。",
                 "Private AI company multiples sit at steep premiums to 7x (with a median premium of 25x)."):
        assert _comparisons(text) == [], text


def _hardware(text: str, content_type: str = "text/plain") -> list[tuple]:
    return [(c.name, c.known) for c in _claims(text, content_type) if c.kind == "hardware"]


def test_cards_written_as_rate_cards_and_chinese_press_write_them_are_hardware() -> None:
    assert _hardware("Tested on the RTX 4080 Super, the RTX 4070 Ti SUPER and an RTX A4500 workstation card.") == [
        ("NVIDIA GeForce RTX 4080 Super", False), ("NVIDIA GeForce RTX 4070 Ti SUPER", False), ("NVIDIA RTX A4500", True)]
    assert _hardware("T4 Tesla | 16GB | $0.60/hr\n\nSmall runs fit on a Google Colab T4.") == [("NVIDIA T4", True)]
    assert _hardware("华为将推出950PR芯片，并基于Cloud Matrix 384超节点扩容。") == [
        ("Huawei Ascend 950", True), ("Huawei CloudMatrix 384", True)]


def test_a_chip_inside_a_long_slug_is_not_reported() -> None:
    text = "Revenue rose 16%.\n\ncomputex-keynote-ceo-gb200-grace-blackwell-superchip\n\nThe quarter set records."
    assert _hardware(text) == []


def test_point_versions_and_spaced_glm_names_keep_their_version() -> None:
    text = "On the Cerebras cloud, Kimi K2.6 reached 981 tokens/s and GLM 4.7 reached 1,201 tokens/s."
    assert [c.benchmark for c in _claims(text) if c.kind == "benchmark"] == ["kimi-k2.6", "glm-4.7"]


def test_a_llama_bench_table_gives_tokens_per_second_of_each_test() -> None:
    text = ("llama-bench on NVIDIA GB10\n\n| model | size | params | test | t/s |\n| --- | --- | --- | --- | --- |\n"
            "| gpt-oss 20B MXFP4 MoE | 11.27 GiB | 20.91 B | pp2048 | 3610.56 ± 15.16 |\n"
            "| gpt-oss 20B MXFP4 MoE | 11.27 GiB | 20.91 B | tg32 | 79.74 ± 0.43 |\n")
    assert [(c.value, c.unit, c.benchmark) for c in _claims(text, "text/markdown") if c.kind == "benchmark"] == [
        (Decimal("3610.56"), "tokens/s", "gpt-oss-20b"), (Decimal("79.74"), "tokens/s", "gpt-oss-20b")]
    # a "t/s" column without llama-bench's "test" column stays ambiguous (seconds per token in a table of times)
    times = "| model | size | t/s |\n| --- | --- | --- |\n| gpt-oss 20B | 11.27 GiB | 0.42 |\n"
    assert [c for c in _claims(times, "text/markdown") if c.kind == "benchmark"] == []


def test_multiples_with_the_sign_first_and_latencies_faster_by_a_multiple() -> None:
    text = "Gaudi2 delivers latencies that are x3.65 faster than first-gen Gaudi. In throughput, Gaudi2 is x2.44 faster than A100 80GB."
    assert [(r, m) for r, m, *_ in _comparisons(text)] == [(Decimal("0.274"), "latency"), (Decimal("2.44"), "throughput")]


def test_key_multipliers_of_billing_items_against_a_token_type_are_price_comparisons() -> None:
    text = ("Key multipliers (same for all models):\n- Cache write 5min = 1.25× input\n- Cache read = 0.1× input\n"
            "- Output usually 5× input\n")
    assert _comparisons(text, "text/markdown") == [(Decimal("1.25"), "price", "Cache write 5min", "input"),
                                                   (Decimal("0.1"), "price", "Cache read", "input"),
                                                   (Decimal("5"), "price", "Output", "input")]


def test_a_market_average_and_a_forecast_are_no_comparisons() -> None:
    assert _comparisons("The average price of a million output tokens fell 78% last year.") == []
    assert _comparisons("此调整对高频调用的开发者影响明显，每月推理成本可能增加 40% 以上。") == []
    assert [(r, m) for r, m, *_ in _comparisons("实测可以做到减免70% 的费用消耗。")] == [(Decimal("0.3"), "price")]


def test_a_resellers_points_are_no_money_and_its_exchange_rate_is_no_price() -> None:
    text = ("<p>1 CNY = 10 点数。</p><table><thead><tr><th>模型</th><th>费率</th><th>问题 Token (点数 / 1k token)</th>"
            "<th>回答 Token (点数 / 1k token)</th></tr></thead><tbody>"
            "<tr><td>gpt-4o</td><td>1 元 1 刀 (官网 7 分之一)</td><td>0.015</td><td>0.02</td></tr></tbody></table>")
    claims = _claims(text, "text/html")
    assert [c for c in claims if c.kind == "price"] == []
    # the share of the maker's list price is a price comparison
    assert [(c.ratio, c.metric, c.subject) for c in claims if c.kind == "comparison"] == [(Decimal("0.1429"), "price", "gpt-4o")]


def test_a_corner_header_over_concurrency_columns_gives_rates_and_its_gain_row_comparisons() -> None:
    text = ("Qwen2.5-7B-Instruct on one A10.\n\n| 服务 \\ 吞吐(tokens/s) \\ 并发 | 1 | 2 |\n|---|---|---|\n"
            "| enginea | 34.28 | 66.68 |\n| engineb | 41.36 | 81.49 |\n| 同比 | +20.65% | +22.21% |\n")
    claims = _claims(text, "text/markdown")
    assert [(c.value, c.unit) for c in claims if c.kind == "benchmark"] == [
        (Decimal("34.28"), "tokens/s"), (Decimal("66.68"), "tokens/s"), (Decimal("41.36"), "tokens/s"),
        (Decimal("81.49"), "tokens/s")]
    assert [(c.ratio, c.metric, c.subject, c.baseline) for c in claims if c.kind == "comparison"] == [
        (Decimal("1.2065"), "throughput", "engineb", "enginea"), (Decimal("1.2221"), "throughput", "engineb", "enginea")]


def test_catalogues_written_as_code_with_trailing_commas_and_item_pricing_blocks() -> None:
    text = ('# Costs are USD per token. Multiply by 1e6 for the usual figure.\nMODEL_COSTS = {\n    "gpt-4o": {\n'
            '        "input_cost_per_token": 2.5e-06,\n        "output_cost_per_token": 1e-05,\n        "provider": "openai",\n'
            '    },\n}\n')
    assert [(p[0], p[2], p[4]) for p in _prices(text)] == [(Decimal("2.5"), "input", "gpt-4o"), (Decimal("10"), "output", "gpt-4o")]
    yaml = ("# Prices are USD per 1K tokens (multiply by 1,000 for per-1M).\nmodels:\n  - id: gpt-4.1\n    provider: openai\n"
            "    pricing:\n      prompt_per_1k: 0.002\n      completion_per_1k: 0.008\n  - id: kestrel-2\n    pricing:\n"
            "      prompt_per_1k: 0.0004\n      completion_per_1k: 0.0016\n")
    assert [(p[0], p[2], p[4]) for p in _prices(yaml)] == [
        (Decimal("2"), "input", "gpt-4.1"), (Decimal("8"), "output", "gpt-4.1"),
        (Decimal("0.4"), "input", "kestrel-2"), (Decimal("1.6"), "output", "kestrel-2")]


def test_an_average_latency_is_a_products_latency_not_a_market_average() -> None:
    assert [(r, m) for r, m, *_ in _comparisons("在 800 QPS 压测环境下，优化后的网关把平均响应延迟降低了 60%。")] == [
        (Decimal("0.4"), "latency")]


def test_gpu_second_prices_are_hourly_prices_and_character_prices_and_machines_are_none() -> None:
    per_second = ("Pricing table (per second)\n\nGPU type | Memory | Flex | Active |\n---|---|---|---|\n"
                  "H200 PRO | 141 GB | $0.00155 | $0.00124 |\nA100 | 80 GB | $0.00076 | $0.00060 |\n")
    assert [(p[0], p[1], p[4]) for p in _prices(per_second)][:2] == [
        (Decimal("5.58"), "per_gpu_hour", "NVIDIA H200"), (Decimal("4.464"), "per_gpu_hour", "NVIDIA H200")]
    # a rate of work per second stays a rate
    assert _prices("| GPU | Output (tokens per second) |\n|---|---|\n| H100 | $0.0001 |\n", "text/markdown") == []
    per_character = ("| Model | Input per 1K chars | Output per 1K chars | Context window |\n|---|---|---|---|\n"
                     "| Gemini 2.0 Flash | $0.0000375 | $0.00015 | 1M tokens |\n")
    assert _prices(per_character, "text/markdown") == []
    machines = "| GPU | Price |\n|---|---|\n| AMD MI300X | $1.99 per hour |\n| AMD MI300X (8x) | $15.92 per hour |\n"
    assert [(p[0], p[4]) for p in _prices(machines, "text/markdown")] == [(Decimal("1.99"), "AMD Instinct MI300X")]


def test_billing_granularity_is_no_unit_and_spending_against_a_budget_no_comparison() -> None:
    card = ("Prices in USD per GPU per hour.\nBilled per second, 1-minute minimum.\n\nGPU | On-demand | Spot\n--- | --- | ---\n"
            "NVIDIA H200 | $3.10 | $1.65\n")
    assert [(p[0], p[1]) for p in _prices(card)] == [(Decimal("3.1"), "per_gpu_hour"), (Decimal("1.65"), "per_gpu_hour")]
    assert _comparisons("我们分析了上千个账单：平均实际成本是预算的2.8倍。") == []
    assert _comparisons("Price changes skew upward (60% of all changes increased the price).") == []


def test_a_multiple_of_a_chips_speed_and_tokens_generated_cheaper() -> None:
    # (SambaNova's RDUs are read by their codes since wave 15: the SN50 is the subject)
    assert _comparisons("The SN50 runs at five times Blackwell speed.") == [
        (Decimal("5"), "performance", "SambaNova SN50", "NVIDIA Blackwell")]
    assert [(r, m) for r, m, *_ in _comparisons("Blackwell generates tokens 35x cheaper than Hopper.")] == [
        (Decimal("0.0286"), "cost")]
    # a count of chips stays a count
    assert _comparisons("The rack holds two times H200 cards.") == []


def test_older_models_priced_in_a_where_clause_are_their_own_subjects() -> None:
    text = ("Claude Haiku 4.5 is listed at $1 per million input tokens and $5 per million output tokens. That is a step up "
            "from earlier Haiku tiers, where Haiku 3.5 was $4 per million output tokens and Haiku 3 was $1.25 per million "
            "output tokens.")
    assert [p[4] for p in _prices(text)] == ["claude-haiku-4-5", "claude-haiku-4-5", "claude-3-5-haiku", "haiku-3"]
    # an API id glued to the next word keeps only its version
    assert {p[4] for p in _prices("Model IDdeepseek/deepseek-v3.2already set; it costs $0.28 per million input tokens.")} \
        <= {"deepseek-chat", None}


def test_javascript_object_literals_millicents_and_cache_operation_maps() -> None:
    costs = ('export const CHAT_MODEL_COSTS = {\n  "gpt-4": {\n    promptTokenCostInMillicents: 3,\n'
             '    completionTokenCostInMillicents: 6,\n  },\n}\n')
    assert [(p[0], p[2], p[4]) for p in _prices(costs)] == [(Decimal("30"), "input", "gpt-4"), (Decimal("60"), "output", "gpt-4")]
    cache = ("/**\n * Cache prices per model. The rates are 1 USD per 1M tokens.\n */\nconst cacheTokenValues = {\n"
             "  'claude-3.5-haiku': { write: 1, read: 0.08 },\n  'claude-3-5-haiku': { write: 1, read: 0.08 },\n")
    got = [(p[0], p[2], p[3]) for p in _prices(cache)]
    assert (Decimal("1"), "input", "cache write") in got and (Decimal("0.08"), "cached_input", None) in got
    assert (Decimal("1"), "unspecified", None) not in got   # "1 USD per 1M tokens" states the unit


def test_short_token_sides_in_catalogue_keys() -> None:
    text = '{"models": [{"id": "gpt-oss-120b", "cost_per_1m_in": 0.35, "cost_per_1m_out": 0.75}]}'
    assert [(p[0], p[2], p[4]) for p in _prices(text)] == [
        (Decimal("0.35"), "input", "gpt-oss-120b"), (Decimal("0.75"), "output", "gpt-oss-120b")]


def test_chinese_counterfactuals_stakes_margins_and_metrics_before_the_baseline() -> None:
    assert _comparisons("“若没有这300P算力支持，这种规模的项目至少需要两年时间和十倍成本。”") == []
    assert _comparisons("并以极低成本获得14%股份，引发仲裁纠纷。") == []
    assert [(r, m) for r, m, *_ in _comparisons("910B的推理延迟较无稀疏加速方案降低57%，且无需修改模型。")] == [
        (Decimal("0.43"), "latency")]
    prices = _prices("这一价格，以0.0003元/千Tokens的微妙优势，击穿了豆包大模型的输入地板价：0.8元/百万Tokens。")
    assert [p[0] for p in prices] == [Decimal("0.8")]


def test_a_listed_makers_new_chip_borrows_no_company_named_later() -> None:
    text = "AMD获得MI308出口许可，而英伟达最新B30A芯片仍受出口限制。这一变化凸显中美科技博弈。"
    assert all("中美" not in name for name, _ in _hardware(text))


def test_possible_gaps_training_compute_and_a_chips_running_cost() -> None:
    assert _comparisons("The wrong model choice can create a 25x pricing gap before caching even enters the picture.") == []
    assert _comparisons("Meta used 50,000x more compute to train its largest model than OpenAI used on GPT-2.") == []
    assert [(r, m) for r, m, *_ in _comparisons("The rack is roughly three times cheaper and up to five times more "
                                                 "energy efficient for inference than GPUs.")] == [
        (Decimal("0.3333"), "cost"), (Decimal("5"), "perf_per_watt")]
    # renting a chip stays a price
    assert [m for _, m, *_ in _comparisons("Renting an MI300X is 30% cheaper than an H100.")] == ["price"]
    # a year-on-year change of a price per customer is no product comparison
    assert _comparisons("公司付费企业客户达到 1,850 家，客单价同比提升 23%。") == []


def test_renting_a_chip_cheaper_is_a_price_even_per_token() -> None:
    text = "Trainium2 instances came in about 30% cheaper per million tokens than H200 instances in our batch test."
    assert [(r, m) for r, m, *_ in _comparisons(text)] == [(Decimal("0.7"), "price")]


def test_a_named_speedup_column_and_older_cards_by_their_written_names() -> None:
    text = ("### Throughput\n\n| Concurrency | vLLM (tokens/sec) | TGI (tokens/sec) | vLLM Speedup |\n|---|---|---|---|\n"
            "| 1 | 1,845 | 1,623 | 1.14x |\n| 5 | 6,234 | 4,891 | 1.27x |\n")
    assert [(r, m) for r, m, *_ in _comparisons(text, "text/markdown")] == [
        (Decimal("1.14"), "throughput"), (Decimal("1.27"), "throughput")]
    assert _hardware("Results on MI-250x and on a Tesla P100.") == [
        ("AMD Instinct MI250X", False), ("NVIDIA Tesla P100", False)]


def test_a_slowdown_is_the_speed_falling_and_a_word_inside_a_name_is_no_trap() -> None:
    text = "Speculative decoding causes a 1.4x slowdown on ShareGPT and a 1.8x slowdown on CNN Dailymail."
    assert [(r, m) for r, m, *_ in _comparisons(text)] == [(Decimal("0.7143"), "performance"), (Decimal("0.5556"), "performance")]


def test_hyphenated_unit_declarations_worked_costs_and_rows_of_measures_across_providers() -> None:
    text = ("These reference prices show the underlying per-1M-token rates for each model.\n\n| Model | Input | Output |\n"
            "|---|---|---|\n| GLM-5.3 | $1.40 | $4.40 |\n")
    assert [(p[0], p[2]) for p in _prices(text, "text/markdown")] == [(Decimal("1.4"), "input"), (Decimal("4.4"), "output")]
    worked = ("Cogito charges $0.50 per 1M tokens. Example costs:\n\n| Tokens | Cost |\n|---|---|\n"
              "| 1,000 tokens | $0.0005 |\n| 10,000 tokens | $0.005 |\n")
    assert [p[0] for p in _prices(worked, "text/markdown")] == [Decimal("0.5")]
    across = ("Prices are in USD per million tokens. Median speed is output tokens per second.\n\n| | Groq | Tessmoor |\n"
              "|---|---|---|\n| Input | 0.59 | 0.54 |\n| Median speed | 276 | 118 |\n")
    claims = _claims(across, "text/markdown")
    assert sorted(c.amount for c in claims if c.kind == "price") == [Decimal("0.54"), Decimal("0.59")]
    assert sorted(c.value for c in claims if c.kind == "benchmark") == [Decimal("118"), Decimal("276")]


def test_a_per_request_row_under_a_per_token_caption_and_a_latency_speedup_in_a_chinese_topic() -> None:
    text = ("### Per-Token Cost\n\n| | Bedrock API | Self-Hosting |\n|---|---|---|\n| Input ($/1M tokens) | $1.00 | Variable |\n"
            "| Avg request cost (1K in + 500 out) | $0.0026 | Fixed |\n")
    assert [p[0] for p in _prices(text, "text/markdown")] == [Decimal("1")]
    assert [(r, m) for r, m, *_ in _comparisons("在首字响应时间（TTFT）上实现了高达 2.5 倍的加速。")] == [(Decimal("0.4"), "latency")]
    assert _hardware("在 Atlas 900 A2 PODc 集群上训练。") == [("Huawei Atlas 900 A2 PODc", False)]


def test_reaching_the_first_token_faster_is_latency() -> None:
    text = "Turns with a cached prefix reach first token 2.8x faster than first turns without one."
    assert [(r, m) for r, m, *_ in _comparisons(text)] == [(Decimal("0.3571"), "latency")]


def test_chinese_speed_shares_token_count_columns_and_atlas_cards_with_a_spaced_letter() -> None:
    assert [(r, m) for r, m, *_ in _comparisons("可以使用 vLLM 来获得 270% 的推理速度。")] == [(Decimal("2.7"), "performance")]
    table = ("| 精度 | 显卡数量 | Token 输出速度 | 输入token数 |\n|---|---|---|---|\n| BF16 | 1 | 24.4 tokens/s | 1000 |\n"
             "| BF16 | 2 | 8.1 tokens/s | 32000 |\n")
    assert [c.value for c in _claims(table, "text/markdown") if c.kind == "benchmark"] == [Decimal("24.4"), Decimal("8.1")]
    assert _hardware("推理卡 Atlas 300 I 和训练卡 Atlas 300 T。") == [("Huawei Atlas 300 I", False), ("Huawei Atlas 300 T", False)]
