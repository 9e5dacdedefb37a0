"""Classes of error found on the sixth wave of outside sets (2026-12-05 night, issue 9), each pinned on text written
for these tests in the form the outside pages use, never their words."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from extractors.pipeline import extract_claims

PUBLISHED = dt.date(2026, 11, 20)


def _prices(text: str, content_type: str = "text/plain") -> list[tuple]:
    result = extract_claims(text, content_type=content_type, published=PUBLISHED, document_id="doc")
    return [(c.amount, c.unit, c.token_type, c.subject) for c in result.claims if c.kind == "price"]


def test_a_heading_model_keeps_its_prices_when_a_family_is_named_under_it() -> None:
    text = ("GPT-4.1 nano\nThe cheapest of the GPT-4.1 family, meant for routing and tagging.\n"
            "- Input\n- $0.10 / 1M tokens\n- Output\n- $0.40 / 1M tokens\n")
    assert _prices(text) == [(Decimal("0.1"), "per_million_tokens", "input", "gpt-4.1-nano"),
                             (Decimal("0.4"), "per_million_tokens", "output", "gpt-4.1-nano")]


def test_o_series_variants_are_their_own_models() -> None:
    text = ("Reasoning models\n\n  • o1-preview: $15 per million input tokens and $60 per million output tokens\n"
            "  • o1-mini: $3 per million input tokens and $12 per million output tokens\n")
    assert [p[3] for p in _prices(text)] == ["o1-preview", "o1-preview", "o1-mini", "o1-mini"]


def test_words_per_thousand_tokens_declare_no_price_unit() -> None:
    text = ("A token is about four characters, so roughly 750 words per thousand tokens.\n\n"
            "Both tiers (Tarn Pro at $2 / $6, Tarn Lite at $0.4 / $1.2) bill reasoning as output.")
    # the amounts have no unit of their own: none of them may become a price per thousand tokens (x1000)
    assert all(amount < 100 for amount, *_ in _prices(text))


def test_a_table_of_machines_gives_no_per_gpu_hour_price() -> None:
    by_type = ("| Machine Type | GPU Options | VRAM | Price per Hour |\n|---|---|---|---|\n"
               "| Medium | T4, A4000 | 16GB | $0.89 |\n| Large | A10G, A5000 | 24GB | $1.65 |\n"
               "| Huge | H100 | 80GB | $6.99 |\n")
    assert _prices(by_type, "text/markdown") == []
    by_count = ("| Shape | GPU type | GPUs / host | List $/hr |\n|---|---|---|---|\n"
                "| vm.small | NVIDIA L40S | 1 | $2.10 |\n| bm.large | NVIDIA H200 | 8 | $96.00 |\n")
    assert _prices(by_count, "text/markdown") == []
    # a plain GPU rate card still prices each GPU-hour
    card = "| GPU | Price per GPU-hour |\n|---|---|\n| NVIDIA H200 | $3.40 |\n| NVIDIA L40S | $1.05 |\n"
    assert [(a, u) for a, u, *_ in _prices(card, "text/markdown")] == [
        (Decimal("3.40"), "per_gpu_hour"), (Decimal("1.05"), "per_gpu_hour")]


def test_a_flattened_listing_repeats_the_pages_per_million_unit_and_names_the_model_above_it() -> None:
    text = ("Models\n\ngrok-5\nInput\n$2.00/M\nOutput\n$8.00/M\n\ngrok-5-mini\nInput\n$0.20/M\nOutput\n$0.80/M\n\n"
            "Model Pricing\n\ngrok-5\ngrok-5-latest\n65536\nText Input\n$2.00\nText Completion\n$8.00\n"
            "grok-5-fast\ngrok-5-fast-latest\n65536\nText Input\n$3.50\nText Completion\n$14.00\n")
    prices = _prices(text)
    assert (Decimal("3.5"), "per_million_tokens", "input", "grok-5-fast") in prices
    assert (Decimal("14"), "per_million_tokens", "output", "grok-5-fast") in prices
    # the output price above the next model's id stays with its own model
    assert (Decimal("8"), "per_million_tokens", "output", "grok-5-fast") not in prices
    assert not any(p[3] and p[3].endswith("-latest") for p in prices)


def _hardware(text: str) -> list[tuple]:
    result = extract_claims(text, published=PUBLISHED, document_id="doc")
    return [(c.name, c.known) for c in result.claims if c.kind == "hardware"]


def test_bare_nvidia_codes_priced_by_the_hour_or_under_a_gpu_key_are_gpus() -> None:
    assert _hardware("For light models, pick a T4 ($0.45/hour) or an L4 ($1.10/hour).") == [
        ("NVIDIA T4", True), ("NVIDIA L4", True)]
    assert _hardware('[{"GPU": "A40", "hourly-price": 2.20}, {"GPU": "T4", "hourly-price": 0.60}]') == [
        ("NVIDIA A40", True), ("NVIDIA T4", True)]
    # a bare code with no price or key beside it stays unread ("L4" is also a level of driving autonomy)
    assert _hardware("The car reaches L4 autonomy on highways.") == []


def test_a_clock_speed_or_a_core_count_is_a_specification_not_a_comparison() -> None:
    text = "参数上，新卡的CUDA核心数比上代多40%，加速频率提升25%，推理吞吐提升1.6倍。"
    result = extract_claims(text, published=PUBLISHED, document_id="doc")
    assert [(c.ratio, c.metric) for c in result.claims if c.kind == "comparison"] == [(Decimal("1.6"), "throughput")]


def test_a_mean_and_its_spread_in_a_result_cell_is_the_mean() -> None:
    text = ("## Bench on one GPU\n\n**Metrics:** (unit: Tokens / second)\n\n| Engine | fp16 | int4 |\n| --- | --- | --- |\n"
            "| engine-a | 41.20 ± 1.05 | - |\n| engine-b | 63.07 ± 12.40 | 88.10 ± 0.30 |\n")
    result = extract_claims(text, content_type="text/markdown", published=PUBLISHED, document_id="doc")
    assert [(c.value, c.unit) for c in result.claims if c.kind == "benchmark"] == [
        (Decimal("41.20"), "tokens/s"), (Decimal("63.07"), "tokens/s"), (Decimal("88.10"), "tokens/s")]


def _comparisons(text: str, content_type: str = "text/plain") -> list[tuple]:
    result = extract_claims(text, content_type=content_type, published=PUBLISHED, document_id="doc")
    return [(c.ratio, c.metric, c.subject, c.baseline) for c in result.claims if c.kind == "comparison"]


def test_a_dated_log_of_price_changes_beside_a_new_price_column() -> None:
    text = ("| Date | Provider | Model | Change | New price ($/M output tokens) |\n|---|---|---|---|---|\n"
            "| Mar 2024 | OpenAI | GPT-4o | -30% | $10.50 |\n| May 2024 | Anthropic | Claude Opus 4 | -20% vs Claude 3 | $60.00 |\n"
            "| Jun 2024 | Google | Gemini 2.5 Pro | New product | $10.00 |\n")
    assert _comparisons(text, "text/markdown") == [
        (Decimal("0.7"), "price", "gpt-4o", "the previous price"),
        (Decimal("0.8"), "price", "claude-opus-4", "Claude 3")]


def test_a_price_collapse_is_a_fall_and_reserved_instances_are_the_option_compared() -> None:
    assert _comparisons("Output now costs $0.40 per million tokens, a 150x price collapse from GPT-4 in two years.") == [
        (Decimal("0.006667"), "price", None, "gpt-4")]
    assert _comparisons("Reserved Instances offer up to 60% savings vs On-Demand.") == [
        (Decimal("0.4"), "price", "Reserved Instances", "On-Demand")]
    # a cut of both billing modes' prices over time is the provider's change, not an option's share
    assert [s for _, _, s, _ in _comparisons("The cloud has cut On-Demand and Savings Plan prices for its GPU "
                                             "instances by up to 40%.")] != ["Savings Plan"]


def test_a_cache_hit_word_glued_after_an_input_price_refines_it() -> None:
    assert _prices("输入0.4元百万tokens缓存命中或1.6元未命中-输出6元百万tokens") == [
        (Decimal("0.4"), "per_million_tokens", "cached_input", None),
        (Decimal("1.6"), "per_million_tokens", "input", None),
        (Decimal("6"), "per_million_tokens", "output", None)]
    # a cache word labelling the next amount of a card stays with that amount
    assert [p[2] for p in _prices("Tarn-2 输入：$0.30 | 缓存输入 cached input：$0.03 | 输出：$1.20 (每百万 tokens)")] == [
        "input", "cached_input", "output"]


def test_a_cache_creation_label_above_a_paragraph_qualifies_its_price() -> None:
    text = ("计费说明\n\nCache 创建费用\n\n调用创建接口成功后，按 Cache 中的 Tokens 实际量计费。18 元 / M token\n\n"
            "Cache 存储费用\n\nCache 存活期间按分钟收取存储费用。5 元 / M token / 分钟\n")
    assert [(a, t, c) for a, _, t, c in
            [(c.amount, c.unit, c.token_type, c.condition) for c in
             extract_claims(text, published=PUBLISHED, document_id="doc").claims if c.kind == "price"]] == [
        (Decimal("18"), "input", "cache write")]


def test_an_aligned_rate_card_under_one_unbroken_rule_line() -> None:
    text = ("计价单位：元/卡·时\n\nGPU型号          按量计费      竞价实例      包年（折合）\n"
            "------------------------------------------------------\n"
            "H800 80G         14.60         8.90          10.80\nA800 80G         6.90          4.10          5.20\n")
    assert [(a, u, c) for a, u, c, _ in [(p.amount, p.unit, p.condition, p.subject) for p in
            extract_claims(text, published=PUBLISHED, document_id="doc").claims if p.kind == "price"]] == [
        (Decimal("14.60"), "per_gpu_hour", None), (Decimal("8.90"), "per_gpu_hour", "spot"),
        (Decimal("10.80"), "per_gpu_hour", "reserved-1y"), (Decimal("6.90"), "per_gpu_hour", None),
        (Decimal("4.10"), "per_gpu_hour", "spot"), (Decimal("5.20"), "per_gpu_hour", "reserved-1y")]


def test_a_csv_export_keeps_its_batch_columns_and_drops_its_rate_limit_column() -> None:
    text = ("# all prices USD per 1M tokens\nmodel,input_usd_per_1m,output_usd_per_1m,batch_input_usd_per_1m,"
            "batch_output_usd_per_1m,context_tokens,max_rpm\nwren-2,0.40,1.60,0.20,0.80,131072,900\n"
            "wren-2-mini,0.10,0.40,0.05,0.20,65536,1800\n")
    result = extract_claims(text, published=PUBLISHED, document_id="doc")
    assert [(c.amount, c.token_type, c.condition) for c in result.claims if c.kind == "price"] == [
        (Decimal("0.40"), "input", None), (Decimal("1.60"), "output", None), (Decimal("0.20"), "input", "batch"),
        (Decimal("0.80"), "output", "batch"), (Decimal("0.10"), "input", None), (Decimal("0.40"), "output", None),
        (Decimal("0.05"), "input", "batch"), (Decimal("0.20"), "output", "batch")]


def test_a_yaml_rate_card_of_purchase_modes_under_a_per_gpu_hour_comment() -> None:
    text = ("# Prices in USD per GPU-hour unless the key says otherwise.\nprovider: Ashgrove Cloud\ngpus:\n"
            "  - name: H200 SXM\n    memory_gb: 141\n    on_demand: 3.29\n    spot: 1.89\n    reserved_1y: 2.59\n"
            "    min_gpus: 8\n    node_8x_usd_per_hr: 26.32\n  - name: L40S\n    on_demand: 0.89\n")
    result = extract_claims(text, published=PUBLISHED, document_id="doc")
    assert [(c.amount, c.unit, c.condition, c.subject) for c in result.claims if c.kind == "price"] == [
        (Decimal("3.29"), "per_gpu_hour", None, "NVIDIA H200"), (Decimal("1.89"), "per_gpu_hour", "spot", "NVIDIA H200"),
        (Decimal("2.59"), "per_gpu_hour", "reserved-1y", "NVIDIA H200"),
        (Decimal("0.89"), "per_gpu_hour", None, "NVIDIA L40S")]


def test_a_model_card_priced_as_a_list_of_billing_units() -> None:
    text = """const cards = [
  {
    displayName: 'Wren Flash',
    id: 'wren-flash',
    pricing: {
      currency: 'CNY',
      units: [
        { name: 'textInput', rate: 0.2, strategy: 'fixed', unit: 'millionTokens' },
        {
          name: 'textOutput',
          strategy: 'tiered',
          tiers: [
            { rate: 2, upTo: 0.128 },
            { rate: 8, upTo: 'infinity' },
          ],
          unit: 'millionTokens',
        },
        { name: 'textInput_cacheRead', rate: 0.2 * 0.4, strategy: 'fixed', unit: 'millionTokens' },
        { name: 'imageGeneration', rate: 0.3, strategy: 'fixed', unit: 'image' },
      ],
    },
    type: 'chat',
  },
];
"""
    result = extract_claims(text, published=PUBLISHED, document_id="doc")
    assert [(c.amount, c.currency, c.token_type, c.condition, c.subject) for c in result.claims if c.kind == "price"] == [
        (Decimal("0.2"), "CNY", "input", None, "wren-flash"), (Decimal("2"), "CNY", "output", None, "wren-flash"),
        (Decimal("8"), "CNY", "output", "long-context>128k", "wren-flash"),
        (Decimal("0.08"), "CNY", "cached_input", None, "wren-flash")]


def test_a_model_file_pricing_per_a_fraction_of_a_token() -> None:
    text = ("model: wren-max\nmodel_type: llm\npricing:\n  input: '0.004'  # 32K-128K\n  output: '0.016'  # 32K-128K\n"
            "#  input: '0.002'   0-32K\n  unit: '0.001'\n  currency: RMB\n")
    result = extract_claims(text, published=PUBLISHED, document_id="doc")
    assert [(c.amount, c.currency, c.token_type, c.condition, c.subject) for c in result.claims if c.kind == "price"] == [
        (Decimal("4"), "CNY", "input", "long-context>32k", "wren-max"),
        (Decimal("16"), "CNY", "output", "long-context>32k", "wren-max")]


def test_sequence_lengths_and_operating_points_give_no_prices() -> None:
    text = ("At 40 tok/s/user the B200 serves 4,700 tok/s/GPU, $0.12 per million tokens. (Defaults: 1k/1k · fp8.)\n\n"
            "| Metric | Point A | Point B |\n|---|---|---|\n| Throughput (tok/s/gpu) | 4791.6 | 1020.2 |\n"
            "| Cost ($/M tok) | $0.113 | $0.544 |\n")
    assert _prices(text, "text/markdown") == []


def test_length_bands_of_one_model_and_a_model_id_that_is_no_tier() -> None:
    text = ("| 模型 | 请求上下文长度范围 | 计费单位 | 输入价格 （缓存命中） | 输入价格 （缓存未命中） | 输出价格 |\n"
            "| --- | --- | --- | --- | --- | --- |\n"
            "| wren-latest | ≤ 8,192 tokens | 1M tokens | ￥1.00 | ￥3.00 | ￥12.00 |\n"
            "| 8,192 < 长度 ≤ 32,768 tokens | 1M tokens | ￥1.00 | ￥6.00 | ￥24.00 |\n\n"
            "| 模型 | 计费单位 | 输入价格 | 输出价格 |\n| --- | --- | --- | --- |\n| wren-v1-8k | 1M tokens | ￥3.00 | ￥12.00 |\n")
    result = extract_claims(text, content_type="text/markdown", published=PUBLISHED, document_id="doc")
    assert [(c.amount, c.token_type, c.condition, c.subject) for c in result.claims if c.kind == "price"] == [
        (Decimal("1.00"), "cached_input", None, "wren-latest"), (Decimal("3.00"), "input", None, "wren-latest"),
        (Decimal("12.00"), "output", None, "wren-latest"),
        (Decimal("1.00"), "cached_input", "long-context>8k", "wren-latest"),
        (Decimal("6.00"), "input", "long-context>8k", "wren-latest"),
        (Decimal("24.00"), "output", "long-context>8k", "wren-latest"),
        (Decimal("3.00"), "input", None, "wren-v1-8k"), (Decimal("12.00"), "output", None, "wren-v1-8k")]


def test_a_gpu_rate_table_with_per_dollar_columns_workstation_cards_and_bare_codes() -> None:
    text = ("Prices shown are hourly rates.\n\n| GPU | VRAM | Price/hr | VRAM/$ | FP16 TFLOPS/$ |\n|---|---|---|---|---|\n"
            "| RTX 6000 Ada | 48GB | $0.74 | 64.86 | 122.10 |\n| A40 | 48GB | $0.38 | 126.32 | 98.40 |\n"
            "| Zorp Card | 48GB | $0.35 | 137.14 | 90.00 |\n")
    result = extract_claims(text, content_type="text/markdown", published=PUBLISHED, document_id="doc")
    # the per-dollar columns are no prices, each card is named as its maker sells it, and a row naming no card
    # borrows none from the row above
    assert [(c.amount, c.subject) for c in result.claims if c.kind == "price"] == [
        (Decimal("0.74"), "NVIDIA RTX 6000 Ada"), (Decimal("0.38"), "NVIDIA A40"), (Decimal("0.35"), None)]
    assert [(c.name, c.known) for c in result.claims if c.kind == "hardware"] == [
        ("NVIDIA RTX 6000 Ada", False), ("NVIDIA A40", True)]


def test_an_instance_row_saying_per_gpu_prices_the_gpu_hour() -> None:
    text = ("Prices shown are on-demand hourly rates.\n\n| GPU | Instance | Price/hr |\n|---|---|---|\n"
            "| H100 SXM | p5.48xlarge (per GPU) | $11.90 |\n| V100 | p3.16xlarge | $24.48 |\n")
    result = extract_claims(text, content_type="text/markdown", published=PUBLISHED, document_id="doc")
    assert [(c.amount, c.unit, c.subject) for c in result.claims if c.kind == "price"] == [
        (Decimal("11.90"), "per_gpu_hour", "NVIDIA H100")]


def test_rows_of_one_table_are_their_own_comparisons() -> None:
    text = ("| Metric | GPT-4o | Wren R1 | Cost Difference |\n|---|---|---|---|\n"
            "| Input Cost (1M Tokens) | $2.50 | $0.50 | Wren R1 is ~5x cheaper |\n"
            "| Output Cost (1M Tokens) | $10.00 | $2.00 | Wren R1 is ~5x cheaper |\n")
    assert [(c[0], c[1]) for c in _comparisons(text, "text/markdown")] == [(Decimal("0.2"), "price"), (Decimal("0.2"), "price")]


def test_not_only_affirms_and_a_gain_in_a_time_is_a_fall() -> None:
    assert [(c[0], c[1]) for c in _comparisons("It not only costs 30% less than GPT-4o mini, it also answers faster.")] == [
        (Decimal("0.7"), "cost")]
    assert [(c[0], c[1]) for c in _comparisons("  • 2.5× gain in TPOT (time per output token) for long prompts vs vLLM")] == [
        (Decimal("0.4"), "latency")]


def test_chinese_numeral_multiples_read_whole_and_vague_ones_not_at_all() -> None:
    assert [(c[0], c[1]) for c in _comparisons("Wren-Pro 每百万 token 300 美元，其价格是同类服务的千倍。")] == [
        (Decimal("1000"), "price")]
    assert [c[0] for c in _comparisons("新芯片的推理速度是上一代的三十倍。")] == [Decimal("30")]
    for vague in ("性能提升了上千倍。", "速度提升数十倍。", "体感快了三四倍，就是贵一些。"):
        assert _comparisons(vague) == []


def test_a_signed_change_glued_to_a_chinese_measure_word() -> None:
    text = "先看效果:\n\n指标提升比例案例(前 → 后)\n费用-60%10万/年 → 4万/年\n"
    assert [c[0] for c in _comparisons(text)] == [Decimal("0.4")]


def test_an_interactivity_held_in_chinese_is_no_result_and_slash_lists_pair_chips_with_figures() -> None:
    text = "B200 / H100 在 DeepSeek R1 上以 40 tok/s/user 运行：4600 / 250 tok/s/GPU。"
    result = extract_claims(text, published=PUBLISHED, document_id="doc")
    assert [(c.value, c.accelerator, c.accelerator_count) for c in result.claims if c.kind == "benchmark"] == [
        (Decimal("4600"), "NVIDIA B200", 1), (Decimal("250"), "NVIDIA H100", 1)]


def test_two_cells_of_a_result_table_are_two_measurements_even_when_one_rounds_to_the_other() -> None:
    text = ("| Model | Mode | Size | GPU A |\n|---|---|---|---|\n| Wren | EXL2 4.0 bpw | 7B | 164 t/s |\n"
            "| Wren | EXL2 5.0 bpw | 7B | 160 t/s |\n")
    result = extract_claims(text, content_type="text/markdown", published=PUBLISHED, document_id="doc")
    assert [c.value for c in result.claims if c.kind == "benchmark"] == [Decimal("164"), Decimal("160")]


def test_a_docs_page_flattened_to_one_value_per_line_under_stacked_labels() -> None:
    text = ("Prices are per million tokens (MTok).\n\nWren Large\nInput\nPrompts ≤ 200K tokens\n$2 / MTok\n"
            "Prompts > 200K tokens\n$4 / MTok\nOutput\n$10 / MTok\nPrompt caching\nWrite\n$2.50 / MTok\nRead\n$0.20 / MTok\n")
    assert [(a, t) for a, _, t, _ in _prices(text)] == [
        (Decimal("2"), "input"), (Decimal("4"), "input"), (Decimal("10"), "output"), (Decimal("2.50"), "input"),
        (Decimal("0.20"), "cached_input")]
    conditions = [c.condition for c in extract_claims(text, published=PUBLISHED, document_id="doc").claims
                  if c.kind == "price"]
    assert conditions == [None, "long-context>200k", None, "cache write", None]


def test_a_csv_rate_card_with_key_like_headers_and_purchase_mode_cells() -> None:
    text = ("provider,gpu,gpus_per_instance,price_per_gpu_hour_usd,node_hourly_usd,price_type\n"
            "Ashgrove,H100 SXM 80GB,8,2.29,18.32,on_demand\nAshgrove,H100 SXM 80GB,8,1.09,8.72,spot\n"
            "Ashgrove,H200 141GB,8,2.35,18.80,reserved_1y\n")
    result = extract_claims(text, published=PUBLISHED, document_id="doc")
    assert [(c.amount, c.unit, c.condition) for c in result.claims if c.kind == "price"] == [
        (Decimal("2.29"), "per_gpu_hour", None), (Decimal("1.09"), "per_gpu_hour", "spot"),
        (Decimal("2.35"), "per_gpu_hour", "reserved-1y")]


def test_a_spot_instance_is_a_purchase_mode_not_a_machine() -> None:
    text = "英伟达 H20 按需租赁价格为 6.2 元/卡·时，包年价格为 4.6 元/卡·时，竞价实例低至 3.0 元/卡·时。"
    result = extract_claims(text, published=PUBLISHED, document_id="doc")
    assert [(c.amount, c.condition) for c in result.claims if c.kind == "price"] == [
        (Decimal("6.2"), None), (Decimal("4.6"), "reserved-1y"), (Decimal("3.0"), "spot")]


def test_a_topic_phrase_names_the_metric_and_a_speedup_column_names_its_pair() -> None:
    text = "从结果看，灵速 2.0 的总吞吐折合单卡约 380.8 tokens/s。在首 token 延迟上，灵速比 vLLM 降低 30%，主要得益于预填充优化。"
    assert [(c[0], c[1]) for c in _comparisons(text)] == [(Decimal("0.7"), "latency")]
    table = ("Reported metric: output tokens/s, mean ± standard deviation over 5 runs.\n\n"
             "| Concurrency | vLLM 0.10 | Kite 1.2 | Speedup (Kite vs vLLM) |\n|---:|---:|---:|---:|\n"
             "| 16 | 1,040 ± 18 | 1,370 ± 15 | 1.32x |\n| 64 | 3,210 ± 44 | 4,400 ± 52 | 1.37x |\n")
    assert _comparisons(table, "text/markdown") == [(Decimal("1.32"), "throughput", "Kite", "vLLM"),
                                                    (Decimal("1.37"), "throughput", "Kite", "vLLM")]


def test_the_reference_row_of_a_column_against_it_and_an_interactivity_named_in_passing() -> None:
    text = ("| Accelerator | Rental ($/GPU-hr) | Perf per dollar vs B300 |\n|---|---|---|\n"
            "| NVIDIA B300 | $5.20 | 1.00x |\n| AMD MI355X | $3.95 | 1.42x |\n\n"
            "We compare at each system's maximum Offline throughput, not at a fixed interactivity such as 35 tok/s/user.")
    result = extract_claims(text, content_type="text/markdown", published=PUBLISHED, document_id="doc")
    assert [(c.ratio, c.metric) for c in result.claims if c.kind == "comparison"] == [(Decimal("1.42"), "perf_per_dollar")]
    assert [c for c in result.claims if c.kind == "benchmark"] == []


def test_a_decimal_comma_before_a_trailing_sign_is_a_decimal_mark() -> None:
    assert [(a, u) for a, u, _, _ in _prices("Wren-70B+Search [1,16$ per 1M Tokens]")] == [
        (Decimal("1.16"), "per_million_tokens")]


def test_a_table_of_what_workloads_cost_gives_no_per_token_prices() -> None:
    text = ("USD per 1M tokens, list rate.\n| Model | Input | Output |\n|---|---|---|\n| GPT-5.4 mini | $0.25 | $2.00 |\n\n"
            "Here's what 1,000 typical interactions cost on each tier:\n| Workload | GPT-5.4 mini |\n|---|---|\n"
            "| Chat (1.5K in / 400 out) | $1.18 |\n| RAG (8K in / 600 out) | $3.20 |\n")
    assert [a for a, *_ in _prices(text, "text/markdown")] == [Decimal("0.25"), Decimal("2.00")]


def test_prices_per_million_requests_or_units_and_supposed_prices_are_no_token_prices() -> None:
    text = ("| Operation | Price |\n|---|---|\n| GET requests | $0.40 per million requests |\n"
            "| PUT requests | $5.00 per million requests |\n\n"
            "Writes are billed at $4.00 per million write units and reads at $16.00 per million read units.")
    assert _prices(text, "text/markdown") == []
    assert _prices("Suppose a provider charged $1 per million tokens and cut that in half.") == []
    assert _prices("假设某模型输入价格为每百万tokens 2元。") == []


def test_a_table_whose_header_was_rendered_as_a_bulleted_list() -> None:
    text = ("## 模型价格\n\n- 条件\n- (千 token) | 输入\n- 元/百万 token | 输入命中缓存\n- 元/百万 token | 输出单价\n"
            "- 元/百万 token\n- 输入长度 [0, 32] | 1.60 | 0.30 | 4.00\n- 输入长度 (32, 128] | 3.20 | 0.30 | 8.00\n\n"
            "> 下面是计费项的简单说明。\n")
    result = extract_claims(text, content_type="text/markdown", published=PUBLISHED, document_id="doc")
    assert [(c.amount, c.currency, c.token_type, c.condition) for c in result.claims if c.kind == "price"] == [
        (Decimal("1.60"), "CNY", "input", None), (Decimal("0.30"), "CNY", "cached_input", None),
        (Decimal("4.00"), "CNY", "output", None), (Decimal("3.20"), "CNY", "input", "long-context>32k"),
        (Decimal("0.30"), "CNY", "cached_input", "long-context>32k"), (Decimal("8.00"), "CNY", "output", "long-context>32k")]


def test_a_rate_heading_a_few_lines_above_a_table_past_a_note_and_cells_with_where_they_ran() -> None:
    text = ("### Generation Throughput (token/s)\nThe batch sizes are in parentheses. See the appendix for more details.\n"
            "| System | OPT-6.7B | OPT-30B |\n| ------ | -------- | ------- |\n"
            "| Engine A | 21.40 (2 on GPU) | 0.55 (8 on CPU) |\n| Engine B | **27.90** (64 on GPU) | **7.10** (256 on CPU) |\n")
    result = extract_claims(text, content_type="text/markdown", published=PUBLISHED, document_id="doc")
    assert [(c.value, c.unit) for c in result.claims if c.kind == "benchmark"] == [
        (Decimal("21.40"), "tokens/s"), (Decimal("0.55"), "tokens/s"), (Decimal("27.90"), "tokens/s"),
        (Decimal("7.10"), "tokens/s")]


def test_a_speedup_beside_two_latency_columns_and_an_unlisted_chip_in_traditional_characters() -> None:
    text = ("| Model | FP16 latency (ms) | INT4 latency (ms) | Speedup |\n|---|:---:|:---:|:---:|\n"
            "| Wren-8B | 16.20 | 6.00 | 2.70x |\n| Wren-2B | 5.30 | 4.30 | 1.23x |\n")
    assert _comparisons(text, "text/markdown") == [(Decimal("2.7"), "performance", "Wren-8B INT4", "FP16"),
                                                   (Decimal("1.23"), "performance", "Wren-2B INT4", "FP16")]
    result = extract_claims("摩爾線程發布「華山」芯片。", published=PUBLISHED, document_id="doc")
    assert [(c.name, c.known) for c in result.claims if c.kind == "hardware"] == [("Moore Threads 華山", False)]


def test_amounts_either_side_of_vs_in_brackets_and_a_trap_word_inside_another_word() -> None:
    text = "Wren 5 replaces Wren 4:\n\n  • 60% cheaper than Wren 4 ($2/$8 vs $5/$20 per M tokens)\n"
    result = extract_claims(text, published=PUBLISHED, document_id="doc")
    prices = [(c.amount, c.token_type, c.subject) for c in result.claims if c.kind == "price"]
    assert [p for p in prices if p[0] in (Decimal("2"), Decimal("8"))] and \
        all(s != "Wren 4" for a, _, s in prices if a in (Decimal("2"), Decimal("8")))
    # "fundamentally" is no funding: the second of the pair is a price
    pair = _prices("Sonnet 4.6 (1M context at $3/$15 per M tokens) fundamentally changes the maths.")
    assert [(a, t) for a, _, t, _ in pair] == [(Decimal("3"), "input"), (Decimal("15"), "output")]


def test_unlisted_claude_and_gemini_api_ids_are_their_models_as_written() -> None:
    assert [p[3] for p in _prices("# Claude models\nclaude-3.5-sonnet: $3 per million input tokens\n")] == ["claude-3.5-sonnet"]
    assert [p[3] for p in _prices("gemini-2.5-pro-preview-05-06 is $1.25 per million input tokens.")] == [
        "gemini-2.5-pro-preview-05-06"]


def test_more_images_per_second_is_a_throughput_comparison() -> None:
    assert [(c[0], c[1]) for c in _comparisons(
        "On 16 nodes, the Wren-2 cluster processed over 2x more images per second compared to NVIDIA A100 GPUs.")] == [
        (Decimal("2"), "throughput")]


def test_a_worked_case_borrows_no_per_token_unit_from_the_sentence_before() -> None:
    text = ("Wren-4 的输入成本为$0.01/1K tokens，输出成本为$0.03/1K tokens。"
            "例如，处理1000个英文单词(约750个tokens)的摘要任务，Wren-4的输入成本为$0.0075，输出成本为$0.0225。")
    assert [a for a, *_ in _prices(text)] == [Decimal("10"), Decimal("30")]


def test_a_named_chip_more_efficient_and_throughput_per_megawatt_are_per_watt() -> None:
    assert [(c[0], c[1]) for c in _comparisons("According to AWS, Trainium3 is four times more efficient than the "
                                               "previous generation.")] == [(Decimal("4"), "perf_per_watt")]
    assert [(c[0], c[1]) for c in _comparisons("What changed: 40x per-MW throughput vs Hopper on DeepSeek-R1.")] == [
        (Decimal("40"), "perf_per_watt")]


def test_a_run_together_table_takes_token_types_from_its_header_and_claude_versions_before_the_family() -> None:
    text = ("模型输入价格输出价格上下文窗口最大输出\nClaude 4 Sonnet$3/百万token$15/百万token200K64K\n"
            "Claude 4 Opus$15/百万token$75/百万token200K32K\n")
    assert [(a, t, s) for a, _, t, s in _prices(text)] == [
        (Decimal("3"), "input", "claude-sonnet-4"), (Decimal("15"), "output", "claude-sonnet-4"),
        (Decimal("15"), "input", "claude-opus-4"), (Decimal("75"), "output", "claude-opus-4")]


def test_serving_costs_stated_after_the_operating_point_sentence_are_no_prices() -> None:
    text = ("DeepSeek R1 在 75 tok/s/user 交互性下的吞吐量：B200 为 2558 tok/s/GPU，GB200 NVL72 为 5790。"
            "每百万 token 成本分别为 $0.23 和 $0.11。")
    assert _prices(text) == []


def test_a_cost_lower_by_more_than_a_hundred_percent_and_a_loss_rate_falling() -> None:
    assert [(c[0], c[1]) for c in _comparisons("Wren-9 每 token 成本低 150%。")] == [(Decimal("0.4"), "cost")]
    assert _comparisons("经调整净亏损率从2023年的2574%下降至2024年的800%。") == []


def test_a_speedup_column_pairs_the_columns_whose_quotient_it_is_and_a_tp_column_holds_no_results() -> None:
    text = ("Reported metric: output tokens/s.\n\n| GPU | TP | kite-serve | vLLM 0.10 | Speedup |\n|---|---|---|---|---|\n"
            "| H100 SXM | 2 | 3,400 | 2,700 | 1.26x |\n| H200 | 2 | 4,100 | 3,100 | 1.32x |\n")
    result = extract_claims(text, content_type="text/markdown", published=PUBLISHED, document_id="doc")
    assert [(c.ratio, c.metric, c.subject, c.baseline) for c in result.claims if c.kind == "comparison"] == [
        (Decimal("1.26"), "throughput", "kite-serve", "vLLM 0.10"), (Decimal("1.32"), "throughput", "kite-serve", "vLLM 0.10")]
    assert Decimal("2") not in [c.value for c in result.claims if c.kind == "benchmark"]


def test_a_company_owning_a_chip_code_is_its_maker_whoever_announces_nearby() -> None:
    text = ("Brisemont moved its fleet to racks built on Kerrith Systems' KR-12 inference accelerator. "
            "Brisemont said a KR-12 rack delivers 2.1 times the throughput per dollar.")
    result = extract_claims(text, published=PUBLISHED, document_id="doc")
    assert [(c.name, c.known) for c in result.claims if c.kind == "hardware"] == [("Kerrith KR-12", False)]


def test_an_hourly_cost_in_a_table_about_no_accelerator_is_no_gpu_hour_price() -> None:
    text = ("### Cost efficiency\n\nCost per token is the hourly instance cost divided by throughput.\n\n"
            "| Scenario | Hourly Cost | Throughput | $/1M tokens |\n|---|---|---|---|\n| A | $98.32 | 4,200 | $0.85 |\n"
            "| B | $21.96 | 1,800 | $0.72 |\n")
    assert [p for p in _prices(text, "text/markdown") if p[1] == "per_gpu_hour"] == []
    card = "Side-by-side (H100, 2026)\n| Plan | Hourly Rate |\n|---|---|\n| On-Demand | $2.23/hr |\n| Reserved 1-yr | $1.79/hr |\n"
    assert [(a, u) for a, u, *_ in _prices(card, "text/markdown")] == [
        (Decimal("2.23"), "per_gpu_hour"), (Decimal("1.79"), "per_gpu_hour")]


def test_a_workstation_number_is_no_geforce_card() -> None:
    result = extract_claims("The RTX 6000 and the RTX 3090 share the rack.", published=PUBLISHED, document_id="doc")
    assert [(c.name, c.known) for c in result.claims if c.kind == "hardware"] == [
        ("NVIDIA RTX 6000", False), ("NVIDIA GeForce RTX 3090", False)]


def test_a_slash_pair_in_one_price_cell_is_input_then_output_and_an_opening_share_price_is_no_comparison() -> None:
    text = ("Prices below are per M tokens.\n\n| Alias | Model | Price |\n|---|---|---|\n| `w-30b` | Wren 30B | ¥0.6/¥2.4 |\n"
            "| `w-r1` | Wren R1 | ¥4.0/¥16.0 |\n")
    assert [(a, t) for a, _, t, _ in _prices(text, "text/markdown")] == [
        (Decimal("0.6"), "input"), (Decimal("2.4"), "output"), (Decimal("4.0"), "input"), (Decimal("16.0"), "output")]
    assert _comparisons("智谱今日在港交所上市，开盘报120.0港元，涨幅3.27%。") == []


def test_a_bare_code_followed_by_its_memory_is_a_gpu() -> None:
    result = extract_claims("Cheapest cards: T4 (16GB) and L4 (24GB).", published=PUBLISHED, document_id="doc")
    assert [(c.name, c.known) for c in result.claims if c.kind == "hardware"] == [("NVIDIA T4", True), ("NVIDIA L4", True)]
