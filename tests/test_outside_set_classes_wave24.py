"""Classes of error found on the twenty-fourth wave of outside sets (2026-12-07, fourth session, issue 9). Each is pinned
on text written for these tests in the form the outside files use, never their words."""

from __future__ import annotations

from decimal import Decimal

from tests.claim_helpers import claims_of_kind as _kind


def test_more_tokens_per_chip_is_a_rate_whatever_cost_the_sentence_names_after() -> None:
    text = "Nova-9 delivers 2x more tokens per GPU at 30% lower cost than the H100."
    got = sorted((c.ratio, c.metric) for c in _kind(text, "comparison"))
    # the multiple is of tokens each chip turns out; the cost has its own share
    assert got == [(Decimal("0.7"), "cost"), (Decimal("2"), "throughput")]
    per_dollar = "Nova-9 delivers 2x more tokens per dollar than the H100."
    assert [c.metric for c in _kind(per_dollar, "comparison")] == ["perf_per_dollar"]


def test_a_typed_map_under_a_doc_comment_of_the_token_quantity_reads_each_records_own_currency() -> None:
    text = ("/** Price per million tokens */\ninterface Rate {\n  input: number\n  output: number\n  currency: 'USD' | 'CNY'\n}\n\n"
            "const RATES: Record<string, Rate> = {\n"
            "  'openai:gpt-4.1': { input: 2, output: 8, currency: 'USD' },\n"
            "  'alibaba:qwen-max': { input: 2.4, output: 9.6, currency: 'CNY' },\n}\n")
    got = sorted((c.subject, c.token_type, c.amount, c.currency) for c in _kind(text, "price"))
    assert got == [("gpt-4.1", "input", Decimal("2"), "USD"), ("gpt-4.1", "output", Decimal("8"), "USD"),
                   ("qwen-max", "input", Decimal("2.4"), "CNY"), ("qwen-max", "output", Decimal("9.6"), "CNY")]


def test_a_line_opening_on_a_bare_variant_word_prices_the_pages_one_model_of_that_variant_or_none() -> None:
    text = ("Gemini API Pricing: what 2.5 Pro costs\n\nThe free tier covers Gemini 1.5 Flash only.\n\n"
            "Pro ($1.25 input, $10 output per 1M for prompts up to 200K tokens) suits reasoning.\n\n"
            "Flash ($0.30 input, $2.50 output) suits speed.\n\nGemini 2.5 Flash is the default for chat; Gemini 2.5 Pro "
            "handles long documents.\n")
    got = sorted((c.amount, c.subject) for c in _kind(text, "price", content_type="text/markdown"))
    # "Pro" is the one -pro model the page names; "Flash" could be either Flash named, so no neighbour's is taken
    assert got == [(Decimal("0.3"), None), (Decimal("1.25"), "gemini-2.5-pro"), (Decimal("2.5"), None),
                   (Decimal("10"), "gemini-2.5-pro")]


def test_figures_shown_to_teach_how_prices_read_are_no_prices() -> None:
    for text in ("Rates are given per million tokens. When you see $3.00 on a rate card, that means $3.00 per million tokens.",
                 "Vendors bill by the token, and the numbers look tiny ($0.000002 per token) until traffic grows.",
                 "A request with 2,000 input tokens and 400 output tokens at $1.50/MTok input and $6/MTok output costs "
                 "$0.0054."):
        assert _kind(text, "price") == [], text
    # a page that quotes a model's own price after the same words keeps it
    kept = "Sheets quote prices per million tokens because the numbers look small: Gemini 2.5 Flash at 30 cents per million input tokens."
    assert [c.amount for c in _kind(kept, "price")] == [Decimal("0.3")]


def test_a_cut_in_what_keeping_a_cache_stored_costs_or_in_a_links_latency_is_no_comparison() -> None:
    assert _kind("星河开放平台的上下文缓存存储费用降价 50%，由 8 元 / 1M tokens / min 降至 4 元 / 1M tokens / min。",
                 "comparison") == []
    assert _kind("在千卡训练中，Zen-9 集群的通信延迟较前代降低35%。", "comparison") == []
    assert _kind("The fabric's cross-rack latency is about 18% higher than inside one rack.", "comparison") == []


def test_a_cost_stated_in_the_sentence_after_an_engine_run_is_the_runs_serving_cost() -> None:
    text = ("Large-scale expert parallelism landed in SGLang, reaching the throughput Orbit Labs reported for its own "
            "service. The cost has been reduced to $0.25 per 1M output tokens.")
    assert _kind(text, "price") == []


def test_a_row_of_ellipses_leaves_the_rows_under_it_in_the_table() -> None:
    text = ("- GPU: RTX 4090\n\n| Model | Size | Batch | Prefill tokens/s | Decode tokens/s |\n|---|---|---|---|---|\n"
            "| Vicuna | 7B | 1 | 612.40 | 187.20 |\n| ... | ... | ... | ... | ... |\n| Mistral | 7B | 1 | 1021.75 | 149.90 |\n")
    got = sorted(c.value for c in _kind(text, "benchmark", content_type="text/markdown"))
    assert got == [Decimal("149.90"), Decimal("187.20"), Decimal("612.40"), Decimal("1021.75")]


def test_a_radeon_card_written_without_rx_and_a_rate_per_second_written_in_chinese() -> None:
    from tests.claim_helpers import hardware_names
    assert hardware_names("We ran two Radeon 7900 XTX cards.") == ["AMD Radeon 7900 XTX"]
    text = "在两块 RTX 4090 显卡上，我们在 Llama2-70B 上达到了 31 tok/秒，在 CodeLlama-34B 上达到了 58 tok/秒的性能。"
    got = sorted((c.value, c.benchmark) for c in _kind(text, "benchmark"))
    # each result's workload is the model of its own clause, one the registry lacks kept as written
    assert got == [(Decimal("31"), "llama2-70b"), (Decimal("58"), "codellama-34b")]
    english = "On two RTX 4090 cards we reach 31 tok/s on Llama2-70B and 58 tok/s on CodeLlama-34B."
    assert sorted((c.value, c.benchmark) for c in _kind(english, "benchmark")) == got


def test_a_supposed_belief_and_what_follows_from_it_is_no_comparison() -> None:
    text = "如果我们认为这就是他们的成本价，则他们内部推理的成本比自建方案还要便宜 4 倍左右。"
    assert _kind(text, "comparison") == []


def test_an_interactivity_set_as_the_target_or_given_as_an_example_is_no_result() -> None:
    for text in ("Setting 30 tok/s/user as the target on DeepSeek R1, the B200 produces 5,120 tok/s/GPU.",
                 "At a typical operating point - e.g. 110 tok/s/user interactivity - the MI355X serves 2,210 tok/s/GPU."):
        assert [c.value for c in _kind(text, "benchmark")] in ([Decimal("5120")], [Decimal("2210")]), text


def test_a_second_chip_with_the_same_verb_and_a_bare_figure_shares_the_first_clauses_unit() -> None:
    text = ("At 25 tok/s/user on DeepSeek R1: B200 runs 5,410 tok/s/GPU at $0.10/M tokens, MI325X runs 812 at $0.44/M. "
            "On Llama 3.1 405B the B300 produces 2,050 tok/s/GPU and MI355X produces 1,640 ($0.61).")
    got = sorted((c.value, c.accelerator) for c in _kind(text, "benchmark"))
    assert got == [(Decimal("812"), "AMD Instinct MI325X"), (Decimal("1640"), "AMD Instinct MI355X"),
                   (Decimal("2050"), "NVIDIA B300"), (Decimal("5410"), "NVIDIA B200")]


def test_an_hourly_figure_a_worked_conversion_starts_from_and_a_lettered_placeholder_are_no_prices() -> None:
    assert _kind("H100 at 20% utilization: $2.40/hr → $4.10/Mtok (painful).", "price") == []
    assert _kind("If Host A costs $1 per million tokens and Host B costs $2, the router prefers Host A.", "price") == []
    text = ("If GPU A costs $2.59/hr and GPU B costs $1.79/hr, but GPU A finishes the run 2.5× faster, GPU A may still be "
            "cheaper per run despite costing 45% more per hour.")
    assert _kind(text, "price") == [] and _kind(text, "comparison") == []


def test_a_speed_a_run_should_reach_or_one_wished_for_in_an_example_is_no_result() -> None:
    assert _kind("不正常，稳定以后应该在180 tokens/s的输出，tp=2的场景。", "benchmark") == []
    assert _kind("这个怎么提高？比如我把并发数改成10，每秒token提升到90token/秒，这个怎么弄", "benchmark") == []


def test_a_package_named_for_a_model_family_is_no_model() -> None:
    text = "# Bump llama-cpp-python to 0.1.80\n\nNow I am getting 16 t/s with the highest I've seen being 19."
    assert all(c.benchmark is None for c in _kind(text, "benchmark", content_type="text/markdown"))


def test_a_before_and_after_table_whose_spans_were_lost_gives_no_price_it_cannot_place() -> None:
    text = ("模型规格 | 输入价格 (元/千tokens) | 降幅 | 输出价格 (元/千tokens) | 降幅 | |||\n"
            "降价前 | 降价后 | 降价前 | 降价后 | ||||\n"
            "ERNIE 系列模型 | Swift-8K | 0.005 | 0 | 100%↓ | 0.009 | 0 | 100%↓ |\n"
            "Swift-32K | 0.012 | 0 | 100%↓ | 0.024 | 0 | 100%↓ | |\n")
    assert _kind(text, "price") == []


def test_a_machine_translations_word_for_tokens_reads_a_rate() -> None:
    text = "在内部测试中，Groq 每个用户每秒可达到惊人的 280 个标记。"
    assert [c.value for c in _kind(text, "benchmark")] == [Decimal("280")]


def test_the_same_share_taken_off_by_two_billing_options_is_two_offers() -> None:
    text = ("Cached input tokens — input tokens served from prompt cache, discounted (default 50% of input on text models).\n"
            "Batch inference is billed at 50% of standard Serverless rates on both input and output.")
    got = [(c.ratio, c.metric, c.subject) for c in _kind(text, "comparison")]
    assert got == [(Decimal("0.5"), "price", None), (Decimal("0.5"), "price", "Batch inference")]


def test_a_trackers_last_period_column_is_the_previous_price_and_its_change_column_compares() -> None:
    text = ("主流模型的 output 价格周报（单位：元/百万 tokens）\n\n| 模型 | 上月 | 本月 | 变化 |\n|---|---|---|---|\n"
            "| 星辰-Pro | 20 | 15 | -25% |\n| 青禾-2 | 10 | 8 | -20% |\n| 中位数 (9) | 12 | 10 | -16.7% |\n")
    prices = sorted((c.subject, c.amount, c.token_type, c.condition) for c in _kind(text, "price"))
    # the heading names the side; the last month is the previous price; a median row is no one's price
    assert prices == [("星辰-pro", Decimal("15"), "output", None), ("星辰-pro", Decimal("20"), "output", "previous"),
                      ("青禾-2", Decimal("8"), "output", None), ("青禾-2", Decimal("10"), "output", "previous")]
    changes = sorted((c.subject, c.ratio, c.baseline) for c in _kind(text, "comparison"))
    assert changes == [("星辰-Pro", Decimal("0.75"), "the previous price"), ("青禾-2", Decimal("0.8"), "the previous price")]


def test_a_header_of_release_columns_is_a_header_and_a_release_heading_the_sentence_is_the_subject() -> None:
    text = ("## quailrun 2.4 - changelog\n\nquailrun 2.4's prompt processing is now twice as fast as 2.3's on Apple M4 Max.\n\n"
            "Token generation, single card, tokens/s:\n\n| Model | GPU | 2.3 | 2.4 | Perf Gain (X) |\n|---|---|---|---|---|\n"
            "| Llama 3.1 8B | RTX 5090 | 200 | 250 | 1.25 |\n")
    md = "text/markdown"
    assert sorted(c.value for c in _kind(text, "benchmark", content_type=md)) == [Decimal("200"), Decimal("250")]
    got = sorted((c.ratio, c.subject, c.baseline) for c in _kind(text, "comparison", content_type=md))
    assert got == [(Decimal("1.25"), "2.4", "2.3"), (Decimal("2"), "quailrun 2.4", "2.3")]


def test_a_chips_gain_named_in_a_column_label_is_the_chips_and_a_compute_specification_is_no_comparison() -> None:
    text = ("Intel entered Gaudi 3 in MLPerf v6.0.\n\n| Model / Workload | Gaudi 3 Performance Gain (vs v5.5) |\n|---|---|\n"
            "| Llama 3 (70B) | +300% |\n")
    got = [(c.ratio, c.metric, c.subject) for c in _kind(text, "comparison", content_type="text/markdown")]
    assert got == [(Decimal("4"), "throughput", "Intel Gaudi 3")]
    assert _kind("Compute throughput is identical to H100 by design: 989 TFLOPS BF16 dense.", "comparison") == []


def test_a_list_items_feature_label_is_the_subject_of_its_gain() -> None:
    text = ("SGLang v0.9 ships:\n- Overlap scheduler: 1.2x increase in throughput.\n"
            "- Cache-aware router: up to 1.7x increase in throughput.\n"
            "- Expert parallel attention for DeepSeek models: up to 1.7x decoding throughput improvement.\n"
            "- Key result: 1.7x higher throughput.\n")
    got = [(c.ratio, c.subject) for c in _kind(text, "comparison", content_type="text/markdown")]
    assert (Decimal("1.2"), "Overlap scheduler") in got and (Decimal("1.7"), "Cache-aware router") in got and \
        (Decimal("1.7"), "Expert parallel attention") in got and not any(s == "Key result" for _, s in got)


def test_a_model_one_could_run_at_its_listed_prices_is_priced_and_a_list_of_names_at_bare_figures_shares_the_unit() -> None:
    text = ("Prices per million tokens vary a lot. On the unified endpoint I could run DeepSeek V4 Flash at $0.25 input / "
            "$1.05 output, DeepSeek V4 Pro at $0.52 / $2.10.")
    got = sorted((c.subject, c.token_type, c.amount) for c in _kind(text, "price"))
    assert got == [("deepseek-v4-flash", "input", Decimal("0.25")), ("deepseek-v4-flash", "output", Decimal("1.05")),
                   ("deepseek-v4-pro", "input", Decimal("0.52")), ("deepseek-v4-pro", "output", Decimal("2.10"))]
    rates = "The tracker showed Orbit at 165.2 output tokens per second, ahead of Lumen at 140.8 and Corvid at 98.5."
    assert sorted(c.value for c in _kind(rates, "benchmark")) == [Decimal("98.5"), Decimal("140.8"), Decimal("165.2")]


def test_prices_in_li_and_in_us_dollars_named_in_chinese() -> None:
    text = "火山引擎宣布豆包Pro 32k模型定价是0.8厘/千tokens，豆包Pro 128k模型定价是5厘钱/千tokens。"
    assert sorted((c.subject, c.amount, c.currency) for c in _kind(text, "price")) == [
        ("doubao-pro-128k", Decimal("5"), "CNY"), ("doubao-pro-32k", Decimal("0.8"), "CNY")]
    table = ("## 海外模型 API 价格对比（美元/百万 tokens）\n\n| 模型 | 输入 | 输出 |\n|---|---|---|\n| Halberd-4 | 1.10 | 5.50 |\n")
    assert {c.currency for c in _kind(table, "price", content_type="text/markdown")} == {"USD"}


def test_a_model_named_as_the_one_a_share_is_of_after_a_glossed_price_is_no_subject() -> None:
    text = ("作为模型领域的一匹黑马,参数规模达两千亿的DeepSeek V2,模型性能处于国内第一梯队,定价也没有包袱,支持32k上下文的模型"
            "API定价仅1元/百万Tokens(计算)、2元/百万Tokens(推理),是当时百度文心4.0-8k推理价格(120元/Tokens)的1/60。")
    assert {c.subject for c in _kind(text, "price")} == {"deepseek-v2"}


def test_a_fee_on_payments_a_total_set_against_a_sum_a_machines_hour_and_a_guess_are_no_claims() -> None:
    assert _kind("A 3% top-up fee (through June, then 5%) applies on managed credits.", "comparison") == []
    # (the sum's term written with its unit is the price it uses; the other total set against the sum is none)
    assert [c.amount for c in _kind("quick math: 1.2B input tokens × $0.28/1M = $336 through Relay, vs $300 direct.",
                                    "price")] == [Decimal("0.28")]
    box = "Brackenridge lists the H200 at $2.79/GPU-hr. At 8 cards thats $22.32/hr for the box, which finance looks at."
    assert [c.amount for c in _kind(box, "price")] == [Decimal("2.79")]
    guess = "输出价格为每百万 tokens 3 元。评论区有人猜下个月还会再降到 0.5 元，我觉得未必。"
    assert [c.amount for c in _kind(guess, "price")] == [Decimal("3")]
    asked = "Kite-3 is $0.15 in / $0.60 out per M tokens. Someone asked if input will hit $0.10 by summer."
    assert sorted(c.amount for c in _kind(asked, "price")) == [Decimal("0.15"), Decimal("0.6")]


def test_twice_as_slow_is_half_the_speed_and_cached_prompt_reads_are_cached_input() -> None:
    assert [(c.ratio, c.metric) for c in _kind("Azure's service is about twice as slow as OpenAI's.", "comparison")] == [
        (Decimal("0.5"), "performance")]
    text = "Kite-3 is $0.15 in / $0.60 out per M tokens.\nCached prompt reads: $0.015/M. Cache writes are free for now."
    assert (Decimal("0.015"), "cached_input") in [(c.amount, c.token_type) for c in _kind(text, "price")]


def test_a_catalogues_models_key_names_no_model_and_a_tier_list_beside_batch_keys_reads_its_first_tier() -> None:
    text = ('`pricing/calder.json`, USD per 1M tokens.\n\n```json\n{\n  "unit": "USD per 1M tokens",\n  "models": {\n'
            '    "wren-2": {\n      "tiers": [\n        {"up_to_input_tokens": 200000, "input": 0.40, "output": 1.60},\n'
            '        {"up_to_input_tokens": null, "input": 0.80, "output": 3.20}\n      ],\n      "batch_input": 0.20\n    },\n'
            '    "default": {"input": 1.0, "output": 3.0}\n  }\n}\n```\n')
    got = sorted((c.subject, c.token_type, c.amount, c.condition) for c in _kind(text, "price", content_type="text/markdown"))
    assert got == [("wren-2", "input", Decimal("0.2"), "batch"), ("wren-2", "input", Decimal("0.4"), None),
                   ("wren-2", "input", Decimal("0.8"), "long-context>200k"), ("wren-2", "output", Decimal("1.6"), None),
                   ("wren-2", "output", Decimal("3.2"), "long-context>200k")]


def test_rows_of_a_price_table_set_with_single_spaces_under_a_header_naming_each_columns_unit() -> None:
    text = ("Here's the comparison:\n\nModel Provider Input $/M Output $/M vs GPT-4o\nGPT-4o OpenAI $2.50 $10.00\n"
            "GPT-4o-mini OpenAI $0.15 $0.60 16.7× cheaper\n")
    got = sorted((c.subject, c.token_type, c.amount) for c in _kind(text, "price"))
    assert got == [("gpt-4o", "input", Decimal("2.5")), ("gpt-4o", "output", Decimal("10")),
                   ("gpt-4o-mini", "input", Decimal("0.15")), ("gpt-4o-mini", "output", Decimal("0.6"))]


def test_rows_of_llama_bench_tests_read_tokens_a_second_in_every_backends_column() -> None:
    text = ("## Vulkan vs ROCm on Strix Halo\n\n| Model | Metric | Vulkan | ROCm | Winner |\n|---|---|---|---|---|\n"
            "| Llama 2 7B Q4_K_M | pp512 | 1,050 | **1,170** | ROCm (+11%) |\n| Llama 2 7B Q4_K_M | tg128 | **46.1** | 40.9 | Vulkan (+13%) |\n")
    got = sorted((c.value, c.unit) for c in _kind(text, "benchmark", content_type="text/markdown"))
    assert got == [(Decimal("40.9"), "tokens/s"), (Decimal("46.1"), "tokens/s"), (Decimal("1050"), "tokens/s"),
                   (Decimal("1170"), "tokens/s")]


def test_columns_named_by_bare_card_numbers_are_the_cards_the_page_names_and_a_latency_row_changes_latency() -> None:
    text = ("## RTX 4090 vs RTX 5070 Ti\n\n| Metric | 5070 Ti | 4090 | Delta |\n|---|---|---|---|\n"
            "| TTFT p50 | 1100.00ms | 660.00ms | **-40.0%** |\n| decode tok/s | 80.00 | 96.00 | **+20.0%** |\n")
    md = "text/markdown"
    assert sorted((c.value, c.accelerator) for c in _kind(text, "benchmark", content_type=md)) == [
        (Decimal("80.00"), "NVIDIA GeForce RTX 5070 Ti"), (Decimal("96.00"), "NVIDIA GeForce RTX 4090")]
    assert sorted((c.ratio, c.metric) for c in _kind(text, "comparison", content_type=md)) == [
        (Decimal("0.6"), "latency"), (Decimal("1.2"), "throughput")]


def test_a_rate_per_unit_of_bandwidth_a_usual_speed_and_a_bare_figure_said_again_with_its_run_are_one_or_no_result() -> None:
    assert _kind("NVIDIA averages 0.13 tok/s per GB/s of memory bandwidth.", "benchmark") == []
    text = ("运行数据如下:\n速度:48.317 tokens/s。\n硬件:Mac Studio M3 Ultra。\n框架:MLX,运行 DeepSeek R1。\n"
            "Prompt 阶段(48.317 tokens/s)远高于预期,而 MLX 通常可达 15 tokens/s。")
    got = [(c.value, c.benchmark) for c in _kind(text, "benchmark")]
    assert got == [(Decimal("48.317"), "deepseek-r1")]


def test_a_markdown_table_flattened_onto_one_line_reads_its_rows_and_a_row_labels_bracketed_unit() -> None:
    text = ("Quick comparison of hosts\n\n| Model | Vertex AI (On-Demand) | Direct API | Notes | |-------|------|------|------| "
            "| Gemini 2.5 Flash (input/1M) | $0.15 | N/A | Very cheap | | Claude 3.5 Sonnet (output/1M) | $15.00 | $15.00 "
            "(Anthropic) | Same price as direct |\n")
    got = sorted((c.subject, c.token_type, c.amount) for c in _kind(text, "price", content_type="text/markdown"))
    assert ("gemini-2.5-flash", "input", Decimal("0.15")) in got and ("claude-3.5-sonnet", "output", Decimal("15")) in got
    from extractors.text import unfold_inline_pipe_tables
    line = text.split("\n")[2]
    assert len(unfold_inline_pipe_tables(line)) == len(line) and unfold_inline_pipe_tables(line).count("\n") == 3


def test_a_week_on_week_or_month_on_month_column_compares_the_rows_card_with_its_previous_price() -> None:
    text = ("以下为各平台按需价格，单位：元/卡/小时。\n\n| 平台 | 型号 | 本周 | 上周 | 变动 |\n|---|---|---|---|---|\n"
            "| 云栈科技 | A100 80G | 6.30 | 6.70 | -6.0% |\n")
    got = [(c.subject, c.ratio, c.metric) for c in _kind(text, "comparison", content_type="text/markdown")]
    assert got == [("NVIDIA A100", Decimal("0.94"), "price")]
    monthly = ("表 3：GPU 租赁报价（单位：元/卡/时）\n\n| 型号 | 按需 | 竞价 | 环比（按需） |\n|---|---|---|---|\n| H20 | 8.4 | 4.2 | -6% |\n")
    assert [(c.subject, c.ratio) for c in _kind(monthly, "comparison", content_type="text/markdown")] == [
        ("NVIDIA H20", Decimal("0.94"))]


def test_shares_of_a_rivals_system_a_cost_per_unit_of_throughput_and_a_fall_to_a_stated_price() -> None:
    assert [(c.ratio, c.metric, c.baseline) for c in _kind(
        "AMD 这边，8 卡 MI355X 系统在 Llama 2 70B Offline 场景中跑出每秒 98,000 tokens，约为 8 卡 B200 系统的 95%。",
        "comparison")] == [(Decimal("0.95"), "throughput", "NVIDIA B200")]
    assert [(c.ratio, c.metric) for c in _kind(
        "In MLPerf Inference v6.0, Halden says its Offline Llama 2 70B result is 108% of a comparable B200 system's.",
        "comparison")] == [
        (Decimal("1.08"), "throughput")]
    assert [(c.ratio, c.metric) for c in _kind(
        "On committed terms the TPU costs 55% less per unit of throughput than the on-demand B200.", "comparison")] == [
        (Decimal("0.45"), "cost")]
    assert [(c.ratio, c.metric) for c in _kind("The smaller Glint-3 mini drops 30%, to $0.07 per million input tokens.",
                                               "comparison")] == [(Decimal("0.7"), "price")]
    assert [(c.ratio, c.metric) for c in _kind("- Time to first token at 32 concurrent users drops by 35% on the same setup.",
                                               "comparison")] == [(Decimal("0.65"), "latency")]


def test_the_reviews_cases_of_the_fourth_session_keep_their_readings() -> None:
    # a header with spaced units still prices the row, and the row's comparisons stay
    spaced = ("Model Provider Input $ / M Output $ / M\n"
              "GPT-4o mini OpenAI $0.15 $0.60, about 94% cheaper than GPT-4o and 2x faster than GPT-4o\n")
    assert sorted(c.kind for c in _kind(spaced, "comparison")) == ["comparison", "comparison"]
    # a decimal multiple after a rate is no rate
    assert [c.value for c in _kind("The B200 gets 1,200 tokens/s on Llama 3 70B, and the MI355X gets 8.5% more at the "
                                   "same batch size.", "benchmark")] == [Decimal("1200")]
    # llama-bench's layer count is no speed
    bench = ("| model | size | backend | ngl | test | t/s |\n| --- | ---: | --- | --: | --: | --: |\n"
             "| llama 8B Q4_K_M | 4.58 GiB | CUDA | 99 | pp512 | 10990.10 ± 40.00 |\n")
    assert [c.value for c in _kind(bench, "benchmark", content_type="text/markdown")] == [Decimal("10990.10")]
    # a business's month-on-month figures, earnings per share and usage per user compare no price or speed
    revenue = "Monthly API revenue by vendor:\n\n| Vendor | Revenue | MoM |\n|---|---|---|\n| Orbit | $1.1B | +9% |\n"
    assert _kind(revenue, "comparison", content_type="text/markdown") == []
    assert _kind("The chipmaker's quarterly earnings rose 11%, to $1.30 per share.", "comparison") == []
    assert _kind("Heavy users of coding agents now burn 4x more tokens per user than a year ago.", "comparison") == []
    # an efficiency column on an MLPerf page keeps its measure
    power = ("MLPerf Inference v5.1: power results.\n\n| Workload | B200 energy efficiency gain (vs H200) |\n|---|---|\n"
             "| Llama 2 70B | +41% |\n")
    assert [c.metric for c in _kind(power, "comparison", content_type="text/markdown")] == ["perf_per_watt"]
    # a concession with "may", a stated request size, a bet and a hosted model's cost keep their claims
    assert [c.ratio for c in _kind("Groq is 5x faster than GPU clouds on Llama 3 70B, even if its list prices may look "
                                   "higher.", "comparison")] == [Decimal("5")]
    assert [c.ratio for c in _kind("For a request with 2,000 input tokens, the B200 returns the first token 3x faster "
                                   "than the H100.", "comparison")] == [Decimal("3")]
    assert [c.amount for c in _kind("Alibaba bets on volume, pricing Qwen-Max at $1.60 per million input tokens.",
                                    "price")] == [Decimal("1.6")]
    hosted = ("We first served the model ourselves with vLLM on rented H100s.\n\n"
              "Using the hosted DeepSeek V3 instead costs $0.28 per million input tokens.")
    assert [c.amount for c in _kind(hosted, "price")] == [Decimal("0.28")]
    # a period or a workload heading a list item, and a generic word with a number, are no subjects
    items = "Results from the upgrade:\n- Q3 2025: 40% lower cost per token than the previous quarter\n- Short prompts: 1.3x higher throughput"
    assert {c.subject for c in _kind(items, "comparison", content_type="text/markdown")} == {None}
    assert [c.subject for c in _kind("SGLang is the fastest engine we tried. Release 0.4 is 1.5x faster than the "
                                     "previous release.", "comparison")] != ["Release 0.4"]


def test_a_memory_doubling_a_chips_power_draw_a_gap_in_general_and_a_cut_whenever_it_comes_are_no_comparisons() -> None:
    assert _kind("H100 的显存是 80GB，而 H200 提升到了 141GB，差不多翻了快一倍。", "comparison") == []
    assert _kind("虽然性能提升了，但 H200 的能耗却下降了大约 50%。", "comparison") == []
    assert _kind("Token costs matter: a 2x pricing difference across 100 million monthly tokens is $5,000 a month.",
                 "comparison") == []
    assert _kind("You rebuild the pipeline when OpenAI drops prices 50% or when a rival gets cheaper.", "comparison") == []
    # a memory figure before a speed-up of its own keeps the speed-up
    kept = "采用 int8 量化部署后，可将显存峰值从 1.8GB 压降至 0.45GB，推理吞吐提升 2.5 倍。"
    assert [(c.ratio, c.metric) for c in _kind(kept, "comparison")] == [(Decimal("2.5"), "throughput")]


def test_a_speed_any_provider_might_advertise_and_a_benchmarks_score_as_subject_are_no_claims() -> None:
    assert _kind("When one provider advertises 350 tokens per second and another boasts sub-200ms latency, they measure "
                 "different things.", "benchmark") == []
    text = ("From MLPerf Inference v4.0 to v5.0 the median Llama 2 70B score doubled, and the top system achieved a 3.1x "
            "performance increase.")
    assert all(c.subject != "llama-2-70b" for c in _kind(text, "comparison"))


def test_the_second_reviews_cases_of_the_fourth_session_keep_their_readings() -> None:
    card = ("# GPU rate card, USD\ninstances:\n  - name: NVIDIA H100 SXM\n    gpus: 8\n    price_per_gpu_hour: 2.39\n"
            "    currency: USD\n")
    assert [c.amount for c in _kind(card, "price")] == [Decimal("2.39")]
    assert [c.ratio for c in _kind("Trainium2 is cheaper than H100 at 2x the throughput per dollar.", "comparison")] == [
        Decimal("2")]
    assert _kind("If supply stays tight, H100 rental prices may rise 20% next quarter.", "comparison") == []
    assert [c.amount for c in _kind("GPT-4o costs $2.50 per million input tokens, so a single request with 2,000 input "
                                    "tokens costs half a cent.", "price")] == [Decimal("2.5")]
    assert _kind("GPT-4o costs $2.50 per million input tokens, so a single request with 2,000 input tokens costs half a "
                 "cent.", "comparison") == []
    assert _kind("My guess is that H100 rentals settle at $1.50 per GPU-hour next year.", "price") == []
    assert [(c.ratio, c.metric) for c in _kind("新版本首 token 延迟更低，但生成速度慢了约 30%。", "comparison")] == [
        (Decimal("0.7"), "throughput")]
    served = ("We served Llama 3.1 70B with vLLM on four H100s and measured 2,400 output tokens per second.\n"
              "The cost came to $0.21 per 1M output tokens for Llama 3.1 70B.")
    assert _kind(served, "price") == []
    assert [c.ratio for c in _kind("When DeepSeek cuts prices, it cuts deep: V3 output fell 75% to $0.28 per million "
                                   "tokens last night.", "comparison")] == [Decimal("0.25")]
    assert [c.ratio for c in _kind("H200 的显存是 141GB，推理快了约 1.9 倍。", "comparison")] == [Decimal("1.9")]
    assert [c.ratio for c in _kind("Gemini 2.0 Flash dropped 40%, to $0.06 per million input tokens, and now ships with "
                                   "a 1M context window.", "comparison")] == [Decimal("0.6")]
    assert [c.ratio for c in _kind("B200 runs Llama 2 70B 4x faster than H100, so why would anyone still rent Hoppers?",
                                   "comparison")] == [Decimal("4")]


def test_chinese_parity_with_the_speed_named_before_the_level_word() -> None:
    assert [(c.ratio, c.metric, c.baseline) for c in _kind("昆仑芯 P800 在这一负载上与 H20 性能相当。", "comparison")] == [
        (Decimal("1"), "performance", "NVIDIA H20")]
    assert [(c.ratio, c.metric) for c in _kind("新版推理框架的吞吐量与 vLLM 相当。", "comparison")] == [
        (Decimal("1"), "throughput")]
    assert [c.baseline for c in _kind("昇腾910D的浮点计算能力已与英伟达主流产品H100不相上下。", "comparison")] == ["NVIDIA H100"]
