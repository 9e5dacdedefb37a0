"""Classes of error found on the twenty-first wave of outside sets (2026-12-07, issue 9). Each is pinned on text
written for these tests in the form the outside files use, never their words."""

from __future__ import annotations

from decimal import Decimal

from tests.claim_helpers import claims_of_kind as _kind, hardware_names


def test_a_gain_at_the_same_concurrency_is_no_concurrency_limit() -> None:
    text = ("在 AMD 的 MI325X 上部署 Qwen3，测试结果如下。\n\n"
            "同等延迟下吞吐量可达 H200 的 3 倍，相同并发下则比 H200 高出 40%。")
    got = sorted((c.ratio, c.metric, c.baseline) for c in _kind(text, "comparison"))
    assert got == [(Decimal("1.4"), "throughput", "NVIDIA H200"), (Decimal("3"), "throughput", "NVIDIA H200")]
    # a ceiling of concurrent requests multiplied is still no speed
    assert _kind("MI325X 的并发上限是 H200 的 2 倍。", "comparison") == []


def test_an_equative_keeps_its_written_baseline_over_the_chip_both_ran_on() -> None:
    text = "Notes from the bench.\n\nTurboServe is about as fast as Kiteflow on one H100 for short prompts."
    [level] = _kind(text, "comparison")
    assert (level.ratio, level.subject, level.baseline, level.hedge) == (Decimal("1"), "TurboServe", "Kiteflow", "about")


def test_two_engines_said_to_run_at_the_same_speed_are_level() -> None:
    exact = "On one H200 node, TurboServe and FlashGen run at the same speed."
    [level] = _kind(exact, "comparison")
    assert (level.ratio, level.subject, level.baseline, level.hedge) == (Decimal("1"), "TurboServe", "FlashGen", None)
    [rough] = _kind("Our logs agree: TurboServe and FlashGen are about equally fast here.", "comparison")
    assert (rough.ratio, rough.hedge) == (Decimal("1"), "about")


def test_a_box_drawn_table_with_a_pair_gap_column_is_read_like_a_pipe_table() -> None:
    text = ("Measured on one H200 node, output tokens/s.\n\n```\n"
            "┏━━━━━━━┳━━━━━━━━━━━━┳━━━━━━━━━━┳━━━━━━━━━━━━━━━━━━━┓\n"
            "┃ Input ┃ TurboServe ┃ Kiteflow ┃ TurboServe/Kiteflow Gap % ┃\n"
            "┡━━━━━━━╇━━━━━━━━━━━━╇━━━━━━━━━━╇━━━━━━━━━━━━━━━━━━━┩\n"
            "│  2000 │    1210.50 │  1100.00 │            +10.05% │\n"
            "│  8000 │     400.00 │   500.00 │            -20.00% │\n"
            "└───────┴────────────┴──────────┴───────────────────┘\n```\n")
    values = sorted(b.value for b in _kind(text, "benchmark", "text/markdown"))
    assert values == [Decimal("400.00"), Decimal("500.00"), Decimal("1100.00"), Decimal("1210.50")]
    got = sorted((c.ratio, c.metric, c.subject, c.baseline) for c in _kind(text, "comparison", "text/markdown"))
    assert got == [(Decimal("0.8"), "throughput", "TurboServe", "Kiteflow"),
                   (Decimal("1.1005"), "throughput", "TurboServe", "Kiteflow")]


def test_a_box_round_a_chart_is_no_table() -> None:
    text = ("Decode speed, tokens/s\n┌────────────────────────┐\n│ ██████████ TurboServe 41.2 │ -12% │\n"
            "│ ████████ Kiteflow 36.3 │\n└────────────────────────┘\n")
    # no column junction: the strokes are a frame, the figures stay as the chart wrote them
    from extractors.tables import redraw_box_tables
    assert redraw_box_tables(text) == text


def test_a_bare_card_code_heading_a_list_line_in_a_text_naming_nvidia_cards_is_that_card() -> None:
    text = ("## Cheapest picks\n\n- **A100 40GB**: training workhorse at $1.70/hr\n"
            "- **L4**: small models and video at $0.70/hr\n- **T4**: batch inference at $0.30/hr\n")
    prices = [(p.subject, p.amount) for p in _kind(text, "price", "text/markdown")]
    assert prices == [("NVIDIA A100", Decimal("1.70")), ("NVIDIA L4", Decimal("0.70")), ("NVIDIA T4", Decimal("0.30"))]
    # without a named NVIDIA card the bare code stays unread (an "L4" may be a driving level)
    assert hardware_names("Levels:\n- L4: the car drives itself in mapped areas\n") == []


def test_a_spec_row_of_a_chip_table_under_prose_naming_tokens_per_second_gives_no_results() -> None:
    text = ("Our 8x node processed 640 tokens per second in this test.\n\n"
            "| | AMD MI325X | NVIDIA H200 |\n|---|---|---|\n| Memory | 256 GB | 141 GB |\n"
            "| TFLOPS (FP8) | 2615 | 1979 |\n| Peak Memory Bandwidth | 6.0TB/s | 4.8TB/s |\n")
    values = [b.value for b in _kind(text, "benchmark", "text/markdown")]
    assert values == [Decimal("640")]


def test_a_speed_worked_out_by_extrapolation_or_a_change_imagined_is_no_result() -> None:
    text = ("Extrapolating from that ratio, an 8xH200 would process around 1,900 tokens per second on our setup.")
    assert _kind(text, "benchmark") == []
    assert _kind("如果用 FP8 做预填充优化，性能可以达到 1200 TPS 左右。", "benchmark") == []
    assert _kind("The tt-metal table says this model should run around 300 tokens / sec on that box.", "benchmark") == []


def test_ranges_of_rates_written_with_a_spaced_tilde_or_as_a_sweep_give_no_results() -> None:
    assert _kind("一般来说 vLLM 在 H100 上 Prefill 在 2000 ~ 3000 TPS 之间。", "benchmark") == []
    assert _kind("Range across 24 context sizes: prefill 380 → 250 t/s, gen 21.5 → 19.0 t/s on the M3 Ultra.",
                 "benchmark") == []
    # a tilde before a lone figure is still "about"
    [rate] = _kind("We measured ~ 2400 TPS on one H100 with vLLM.", "benchmark")
    assert rate.value == Decimal("2400")


def test_rates_with_a_trailing_tilde_or_a_chinese_odd_are_results() -> None:
    [rate] = _kind("Llama 3.1 70B was benchmarked with 2900~ tokens/sec in that post.", "benchmark")
    assert (rate.value, rate.unit) == (Decimal("2900"), "tokens/s")
    [chinese] = _kind("我们在 8 卡 H200 上用 vLLM 部署，压测下只有 300多tokens/s。", "benchmark")
    assert (chinese.value, chinese.unit) == (Decimal("300"), "tokens/s")


def test_ollama_eval_rate_columns_and_a_percent_speedup_column_name_cards_and_rates() -> None:
    text = ("### Results: RTX 4080 vs RTX 5080\n\n"
            "| Model | Avg Eval Rate (RTX 4080) | Avg Eval Rate (RTX 5080) | Speedup (%) |\n|---|---:|---:|---:|\n"
            "| qwen2:7b | 100.00 | 150.00 | +50.0% |\n| phi3:14b | 50.00 | 60.00 | +20.0% |\n")
    assert sorted(b.value for b in _kind(text, "benchmark", "text/markdown")) == \
        [Decimal("50.00"), Decimal("60.00"), Decimal("100.00"), Decimal("150.00")]
    got = sorted((c.ratio, c.metric, c.subject, c.baseline) for c in _kind(text, "comparison", "text/markdown"))
    assert got == [(Decimal("1.2"), "throughput", "RTX 5080", "RTX 4080"),
                   (Decimal("1.5"), "throughput", "RTX 5080", "RTX 4080")]


def test_a_title_asking_why_one_model_is_faster_gives_no_comparison() -> None:
    text = "# [Performance]: Why is Llama 3.1 405B 4 times faster than 70B in the nightly run?\n\nDetails below.\n"
    assert _kind(text, "comparison", "text/markdown") == []


def test_a_writers_assumed_rent_and_the_terms_of_a_worked_sum_are_no_prices() -> None:
    assert _kind("我设定单颗 H200 芯片的成本为每小时 3 美元，这比零售价还高。", "price") == []
    text = ("- Hopper GPU: $1.60/hour ÷ 100 tokens/GPU-hour → $4.44 per million tokens\n"
            "- Blackwell GPU: $2.90/hour ÷ 7,000 tokens/GPU-hour → $0.11 per million tokens\n")
    assert _kind(text, "price") == []


def test_a_chips_token_cost_is_a_serving_cost_not_a_price() -> None:
    text = "NVIDIA Blackwell drops AI token cost from $3.90 to $0.10/million — 39x lower than Hopper."
    assert _kind(text, "price") == []
    [gain] = _kind(text, "comparison")
    assert (gain.metric, gain.subject, gain.baseline) == ("cost", "NVIDIA Blackwell", "NVIDIA Hopper")


def test_a_generic_product_or_an_idiom_is_no_comparison() -> None:
    text = "Overnight jobs.\n\nA 20x cheaper model saves real money when nobody is watching the output."
    assert _kind(text, "comparison") == []
    assert _kind("Model calls felt expensive enough that you would think twice before asking.", "comparison") == []


def test_a_multiple_of_a_standard_rate_in_tokens_per_second_is_a_speed() -> None:
    text = "In its fast mode, Claude Opus 4.6 reaches about 2.2 times its standard rate of 70 tokens per second."
    [gain] = _kind(text, "comparison")
    assert (gain.ratio, gain.metric) == (Decimal("2.2"), "throughput")


def test_a_hosts_question_a_guess_and_a_concept_stock_run_give_no_comparisons() -> None:
    text = ("HOST: So will inference be five times cheaper next year?\n"
            "GUEST: Whether it's five times cheaper or two times cheaper is anyone's guess.")
    assert _kind(text, "comparison") == []
    assert _kind("我的猜测是，价格降五倍也不会带来需求爆发。", "comparison") == []
    assert _kind("二级市场上推理概念股今年以来累计涨幅达 180%。", "comparison") == []


def test_an_aim_to_cut_a_cost_in_half_and_a_target_column_are_no_measured_changes() -> None:
    assert _kind("For next year we aim to cut our cost to serve per token in half.", "comparison") == []
    text = ("| Goal | Target | Owner |\n|---|---|---|\n| Cost per million output tokens | halve vs. June | platform |\n"
            "| Decode throughput | 1,500 tokens/s per node | perf |\n")
    assert _kind(text, "comparison", "text/markdown") == []


def test_a_lead_written_as_odds_is_a_multiple_in_the_leaders_favour() -> None:
    text = "- On perf per dollar the MI325X comes out roughly 1.3-to-1 ahead of the H100."
    [lead] = _kind(text, "comparison")
    assert (lead.ratio, lead.metric, lead.subject, lead.baseline, lead.hedge) == \
        (Decimal("1.3"), "perf_per_dollar", "AMD Instinct MI325X", "NVIDIA H100", "about")
    [odds] = _kind("Per dollar it's closer to three-to-one in our favour, not ten.", "comparison")
    assert (odds.ratio, odds.metric) == (Decimal("3"), "perf_per_dollar")
    # a mix of tokens written as odds compares nothing
    assert _kind("Our chats run 3-to-1 input to output tokens.", "comparison") == []


def test_faster_per_user_is_a_speed_of_tokens() -> None:
    [gain] = _kind("Against an eight-way H200 node it is about six times faster per user.", "comparison")
    assert (gain.ratio, gain.metric) == (Decimal("6"), "throughput")


def test_a_chinese_measure_opening_with_suan_names_the_metric_and_zhuyao_is_no_supposition() -> None:
    [gain] = _kind("按每元性能算，差距更大，约为 H20 的 1.8 倍，主要是卡本身便宜。", "comparison")
    assert (gain.ratio, gain.metric, gain.baseline) == (Decimal("1.8"), "perf_per_dollar", "NVIDIA H20")


def test_a_measure_named_before_a_colon_is_what_the_change_after_it_is_in_and_a_split_of_traffic_is_none() -> None:
    text = ("We serve a 70B-class model for a chat product. Since May half the traffic has been on Trainium2 pods, half "
            "on B200.\n\nThroughput per chip ended up close: the B200 was ahead by something like 8%.")
    [gain] = _kind(text, "comparison")
    assert (gain.ratio, gain.metric, gain.subject, gain.hedge) == (Decimal("1.08"), "throughput", "NVIDIA B200", "about")


def test_a_go_price_map_takes_the_unit_a_comment_after_the_map_declares() -> None:
    text = ('package pricing\n\nvar (\n\tModels = map[string]Model{\n\t\t"lumen-3": {\n\t\t\tName: "lumen-3",\n'
            '\t\t\tPricing: Pricing{\n\t\t\t\tPrompt:     0.002,\n\t\t\t\tCompletion: 0.008,\n\t\t\t},\n\t\t},\n\t}\n)\n\n'
            '// prices expressed in $/1K tokens\ntype Pricing struct {\n\tPrompt     float32\n\tCompletion float32\n}\n')
    got = [(p.subject, p.token_type, p.amount, p.unit) for p in _kind(text, "price")]
    assert got == [("lumen-3", "input", Decimal("2"), "per_million_tokens"),
                   ("lumen-3", "output", Decimal("8"), "per_million_tokens")]


def test_totals_of_a_worked_sum_are_no_prices_and_its_unit_prices_count_once() -> None:
    text = ("Quillon Pro costs $4/million input and $16/million output.\n\n"
            "A bot making 1,000 calls/day: 1,000 × 30 × 400 × ($4/1M) = $48 input + 1,000 × 30 × 200 × ($16/1M) = $96 "
            "output. The same workload on Quillon Lite: $6.00 input + $9 output = $15/month.")
    got = sorted((p.amount, p.token_type) for p in _kind(text, "price"))
    assert got == [(Decimal("4"), "input"), (Decimal("16"), "output")]
    # a unit price stated only inside its sum is still stated
    alone = "October bill: 1,500 × $0.25/M = $375 for input on Quillon Lite, plus 90M output tokens at $1.00/M = $90."
    assert sorted(p.amount for p in _kind(alone, "price")) == [Decimal("0.25"), Decimal("1.00")]


def test_a_price_said_of_any_model_or_a_real_cost_worked_out_is_no_price() -> None:
    text = "A model priced at $2/million input tokens may charge $10/million output tokens."
    assert _kind(text, "price") == []
    worked = ("Quillon Pro charges $2 per million input tokens and $10 per million output. If replies run twice as "
              "long as prompts, the real cost is closer to $22 per million total tokens.")
    assert sorted(p.amount for p in _kind(worked, "price")) == [Decimal("2"), Decimal("10")]


def test_the_model_a_price_follows_in_a_comma_list_is_the_priced_one() -> None:
    text = "Use a fast, cheap model (Gemini Flash, GPT-4o mini at $0.15/million input) for routing."
    [price] = _kind(text, "price")
    assert (price.subject, price.amount) == ("gpt-4o-mini", Decimal("0.15"))


def test_a_maker_named_with_a_price_takes_its_own_model_not_the_other_makers_before() -> None:
    text = ("Claude 3.5 Sonnet costs $3/million input. The same workload on Gemini 2.0 Flash is far cheaper.\n"
            "Anthropic's prompt caching costs $0.30/million cached reads instead of $3.")
    cached = [p for p in _kind(text, "price") if p.amount == Decimal("0.30")]
    assert [(p.subject, p.token_type) for p in cached] == [("claude-3.5-sonnet", "cached_input")]


def test_per_minute_limit_columns_and_a_metric_defined_by_example_give_no_results() -> None:
    text = ("QPS（Queries Per Second）：每秒处理请求的能力。比如QPS=8，就是每秒处理8次请求。\n\n"
            "厂商 | 模型 | 默认RPM | 默认TPM |\n甲云 | 星河-pro | 600 | 40万 |\n乙云 | 星河-lite | 3000 | 200万 |\n")
    assert _kind(text, "benchmark") == []


def test_a_multiple_naming_a_difference_or_a_gap_between_tiers_has_no_side_ahead() -> None:
    assert _kind("Same Prompt, Different Model — A 30x Cost Difference: Token Economics in Practice\n\nBody.", "comparison") == []
    text = 'The price gap between "budget" and "premium" models exceeds 500x this year.'
    assert _kind(text, "comparison") == []


def test_a_tier_of_capability_is_no_subject_for_a_later_price() -> None:
    text = ("GPT-4-level performance now costs far less than it did.\n\n"
            "Mistral Nemo runs at $0.03 per million tokens. That is the floor.")
    [price] = _kind(text, "price")
    assert price.subject is None


def test_a_chinese_question_about_a_price_and_a_headline_aim_give_no_claims() -> None:
    assert _kind("有人问能不能把价格压到每百万 tokens 0.5 元以内？供应商说暂无计划。", "price") == []
    assert _kind("砺川智能完成5亿元A轮融资 目标明年推理成本减半\n\n正文如下。", "comparison") == []


def test_moving_half_a_serving_fleet_is_no_change() -> None:
    text = "Tarrow Compute moved half its serving fleet from Hopper to GB300 racks this year."
    assert _kind(text, "comparison") == []


def test_chinese_tenths_with_a_hedge_between_take_the_direction_word_before_it() -> None:
    [cut] = _kind("这家之前报 7.5 元/卡/时，现在降到 6.8 元，便宜了差不多一成。", "comparison")
    assert (cut.ratio, cut.metric, cut.hedge) == (Decimal("0.9"), "price", "about")
    text = "同样配置的 H20 八卡机是 5,800 tokens/s，910C 这边高了约三成。"
    [gain] = _kind(text, "comparison")
    assert (gain.ratio, gain.metric, gain.subject, gain.baseline) == \
        (Decimal("1.3"), "throughput", "Huawei Ascend 910C", "NVIDIA H20")


def test_a_share_after_a_spaced_dash_is_no_fall() -> None:
    text = "- Offline: 8-chip Q3 server, 21,000 tokens/s on Llama 2 70B - 71% of a B200 system's Offline score"
    [share] = _kind(text, "comparison")
    assert (share.ratio, share.metric, share.baseline) == (Decimal("0.71"), "throughput", "NVIDIA B200")


def test_code_catalogues_of_several_shapes_give_their_prices() -> None:
    toml = ('# 云澜智算 对外报价，单位：元 / 百万 tokens\n\n[models."yun-max"]\ninput = 3.0\noutput = 12.0\n\n'
            '[models."yun-max".offpeak]   # 00:30-08:30\ninput = 1.5\noutput = 6.0\n\n'
            '[models."deepseek-chat"]   # 转售\ninput = 2.0\noutput = 8.0\n')
    got = [(p.subject, p.token_type, p.amount, p.condition) for p in _kind(toml, "price")]
    assert got == [("yun-max", "input", Decimal("3"), None), ("yun-max", "output", Decimal("12"), None),
                   ("yun-max", "input", Decimal("1.5"), "off-peak"), ("yun-max", "output", Decimal("6"), "off-peak"),
                   ("deepseek-chat", "input", Decimal("2"), None), ("deepseek-chat", "output", Decimal("8"), None)]
    go = ('// example.net list prices, USD per GPU-hour, on-demand\nvar rates = map[string]float64{\n\t"H100":   2.19,\n'
          '\t"MI300X": 1.95,\n\t"L4":     0.45,\n}\n')
    assert [(p.subject, p.amount) for p in _kind(go, "price")] == \
        [("NVIDIA H100", Decimal("2.19")), ("AMD Instinct MI300X", Decimal("1.95")), ("NVIDIA L4", Decimal("0.45"))]
    python = ('# NOTE: console shows USD per 1K tokens, converted at load time\nPER_1K = {\n'
              '    "tessa-mid": {"in": 0.0010, "out": 0.0040, "in_batch": 0.0005},\n}\n')
    assert [(p.token_type, p.amount, p.condition) for p in _kind(python, "price")] == \
        [("input", Decimal("1"), None), ("output", Decimal("4"), None), ("input", Decimal("0.5"), "batch")]
    typescript = ('// pricing.ts - all numbers USD per 1M tokens, divided to per-token at definition\n'
                  'export const PRICES = {\n  "brio-pro": {\n    input: 1.20 / 1e6, output: 6.00 / 1e6,\n'
                  '    over200k: { input: 2.40 / 1e6, output: 9.00 / 1e6 },\n  },\n};\n')
    assert [(p.subject, p.token_type, p.amount, p.condition) for p in _kind(typescript, "price")] == \
        [("brio-pro", "input", Decimal("1.20"), None), ("brio-pro", "output", Decimal("6.00"), None),
         ("brio-pro", "input", Decimal("2.40"), "long-context>200k"), ("brio-pro", "output", Decimal("9.00"), "long-context>200k")]


def test_a_price_set_against_a_cached_one_is_the_full_input_price_and_tokens_moved_are_no_prices() -> None:
    text = "- Anthropic Claude: Cached input tokens cost 90% less ($0.30 per 1M tokens vs $3.00)"
    assert sorted((p.amount, p.token_type) for p in _kind(text, "price")) == \
        [(Decimal("0.30"), "cached_input"), (Decimal("3.00"), "input")]
    moved = "That one flag moved 58% of our input tokens from $3/MTok → $0.30/MTok. Half the bill went."
    assert _kind(moved, "price") == []


def test_a_worked_cost_per_million_tokens_on_a_rented_gpu_is_no_price() -> None:
    text = ("RunPod A100 ($1.39/hour):\nHandles 13B models at 250-400 tokens/second. Cost-per-1M tokens: roughly $1.50 "
            "per million at that load.")
    assert [p.amount for p in _kind(text, "price")] == [Decimal("1.39")]


def test_slower_by_one_time_in_chinese_is_half_the_speed() -> None:
    [half] = _kind("# GPU推理速度相比于llama.cpp慢了一倍\n\n详情见下。", "comparison", "text/markdown")
    assert (half.ratio, half.baseline) == (Decimal("0.5"), "llama.cpp")


def test_a_per_watt_row_and_a_quotient_column_of_two_named_chips() -> None:
    text = ("| Metric | ISL/OSL | MI300X | H100 | MI300X / H100 |\n|---|---|---|---|---|\n"
            "| **tok/s per Watt** | 1k/1k | 0.90 | 2.50 | 0.36x (2.8x worse) |\n| | 8k/1k | 6.50 | 9.90 | 0.66x (1.5x worse) |\n")
    assert _kind(text, "benchmark", "text/markdown") == []
    got = [(c.ratio, c.metric, c.subject, c.baseline) for c in _kind(text, "comparison", "text/markdown")]
    assert got == [(Decimal("0.36"), "perf_per_watt", "MI300X", "H100"), (Decimal("0.66"), "perf_per_watt", "MI300X", "H100")]


def test_figures_with_bracketed_changes_from_a_baseline_row_and_a_perf_gain_column() -> None:
    text = ("|Model | Decode (tokens/s) | Time-to-first-token (sec) | Model size (MiB) |\n|---|---:|---:|---:|\n"
            "|2B BF16 (baseline) | 12.0 | 2.0 | 4,000 |\n|2B Quant | 30.0 (2.5x) | 0.5 (-75.0%) | 1,600 (-60.0%) |\n")
    got = [(c.ratio, c.metric, c.subject, c.baseline) for c in _kind(text, "comparison", "text/markdown")]
    # (the row's "(baseline)" mark is no part of the baseline's name)
    assert got == [(Decimal("2.5"), "throughput", "2B Quant", "2B BF16"),
                   (Decimal("0.25"), "latency", "2B Quant", "2B BF16")]
    gains = ("| Model | Orin Nano (original) | Orin Nano Super | Perf Gain (X) |\n|---|---|---|---|\n"
             "| Llama 3.1 8B | 14 | 19.6 | 1.40 |\n")
    [gain] = _kind(gains, "comparison", "text/markdown")
    assert (gain.ratio, gain.metric, gain.subject, gain.baseline) == \
        (Decimal("1.40"), "performance", "Orin Nano Super", "Orin Nano (original)")


def test_a_case_to_suppose_a_question_label_and_a_speed_reachable_if_are_no_claims() -> None:
    assert _kind("Double the throughput and the figure halves; none of this is measured.", "comparison") == []
    assert _kind("Question: is 40 tok/s realistic for a 70B model at home?", "benchmark") == []
    text = "We are CPU limited, and could reach ~450 toks/s/user if the CPU side were fast enough."
    assert _kind(text, "benchmark") == []


def test_costing_a_share_as_much_per_unit_of_throughput_is_a_cost() -> None:
    text = "Veltrix says the VX-2 costs about half as much per unit of throughput as an L40S."
    [cheaper] = _kind(text, "comparison")
    assert (cheaper.ratio, cheaper.metric, cheaper.baseline) == (Decimal("0.5"), "cost", "NVIDIA L40S")


def test_a_rust_table_of_model_tuples_reads_its_fields_from_the_comment_above() -> None:
    text = ("/// Each tuple is `(model_id, input_usd_per_1m, output_usd_per_1m)`.\n"
            "pub const PRICING: &[(&str, f64, f64)] = &[\n    (\"lumen-5\", 4.00, 20.00),\n    (\"lumen-5-mini\", 0.40, 1.60),\n];\n")
    got = [(p.subject, p.token_type, p.amount) for p in _kind(text, "price")]
    assert got == [("lumen-5", "input", Decimal("4")), ("lumen-5", "output", Decimal("20")),
                   ("lumen-5-mini", "input", Decimal("0.4")), ("lumen-5-mini", "output", Decimal("1.6"))]


def test_a_csv_price_file_reads_each_row_by_its_keys() -> None:
    text = ("model_id,price_in_per_mtok,price_out_per_mtok,cache_read_per_mtok,source_url\n"
            "lumen-5,4,20,0.4,https://example.com/pricing\nlumen-5-mini,0.4,1.6,0.04,https://example.com/pricing\n")
    got = [(p.subject, p.token_type, p.amount) for p in _kind(text, "price")]
    assert got == [("lumen-5", "input", Decimal("4")), ("lumen-5", "output", Decimal("20")),
                   ("lumen-5", "cached_input", Decimal("0.4")), ("lumen-5-mini", "input", Decimal("0.4")),
                   ("lumen-5-mini", "output", Decimal("1.6")), ("lumen-5-mini", "cached_input", Decimal("0.04"))]


def test_a_storage_price_column_beside_gpu_hour_columns_is_no_gpu_price() -> None:
    text = ("- GPU prices are per hour\n- Storage prices are per GB/month\n\n"
            "| GPU Vendor | K80 Price | V100 Price | Storage Price |\n| --- | --- | --- | --- |\n"
            "| Salmon Cloud | $0.40 | $1.20 | $0.10 |\n")
    got = [(p.subject, p.amount) for p in _kind(text, "price", "text/markdown")]
    assert got == [("NVIDIA K80", Decimal("0.40")), ("NVIDIA V100", Decimal("1.20"))]


def test_items_of_a_job_ads_list_of_duties_are_orders() -> None:
    text = ("【招聘】推理优化工程师\n\n岗位职责：\n1. 将70B模型单卡吞吐提升至每秒2,500 tokens以上；\n"
            "2. 将线上服务的首字延迟降低一半；\n\nWhat you'll do:\n- Cut p99 time to first token in half for our enterprise tier.\n")
    assert _kind(text, "comparison") == [] and _kind(text, "benchmark") == []


def test_goals_hopes_and_forecasts_give_no_claims() -> None:
    text = ("Our goal for 2028 is to halve the cost per million tokens we serve and to reach 900 tokens/s per user "
            "on our flagship model.")
    assert _kind(text, "comparison") == [] and _kind(text, "benchmark") == []
    assert _kind("有机构预计，到明年底主流训练卡租价可能跌破每卡每小时5元。", "price") == []
    assert _kind("另一家厂商表示，希望明年旗舰模型的推理速度达到每秒300 tokens。", "benchmark") == []


def test_a_change_of_usage_and_a_cards_power_draw_are_no_comparisons() -> None:
    assert _kind("Our monthly bill fell from about $20,000 to $8,000 even though traffic doubled.", "comparison") == []
    text = "海光BW1000在 Llama-3.3-70B 上的推理吞吐与英伟达A100持平，整卡功耗约为后者的八成。"
    assert [(c.ratio, c.metric) for c in _kind(text, "comparison")] == [(Decimal("1"), "throughput")]


def test_goodput_is_a_throughput() -> None:
    text = "Nitsum makes tensor parallelism a runtime choice to serve requests with different latency targets and raise goodput up to 4.1 times."
    [gain] = _kind(text, "comparison")
    assert (gain.ratio, gain.metric) == (Decimal("4.1"), "throughput")


def test_a_named_measure_after_the_baseline_and_what_a_rent_or_serving_costs() -> None:
    [ttft] = _kind("- Nimbus responds 2.5x faster than Kettle on time to first token (180 ms vs 450 ms).", "comparison")
    assert (ttft.ratio, ttft.metric) == (Decimal("0.4"), "latency")
    [raw] = _kind("The start-up concedes the K-4 is 15% slower than the H100 in raw throughput.", "comparison")
    assert (raw.ratio, raw.metric) == (Decimal("0.85"), "throughput")
    [rent] = _kind("The company says the chip trails nobody on memory and costs 45% less to rent.", "comparison")
    assert (rent.ratio, rent.metric) == (Decimal("0.55"), "price")
    [serving] = _kind("Per token, that makes serving on them about 13% cheaper.", "comparison")
    assert (serving.ratio, serving.metric) == (Decimal("0.87"), "cost")


def test_costs_slashed_to_a_share_of_what_was_paid_and_a_bill_against_an_estimate() -> None:
    [share] = _kind("Our Triton setup slashed inference costs to 35% of what we previously paid.", "comparison")
    assert share.ratio == Decimal("0.35")
    assert _kind("Then the monthly bill arrives and it is three times the back-of-envelope estimate.", "comparison") == []
    assert _kind("A 6x Throughput Difference Between Two Engines\n\nBody text.", "comparison") == []


def test_a_tco_share_of_a_named_chip_is_a_cost_comparison() -> None:
    text = "This is competitive with the h100 on perf per TCO, since mi300x TCO is 78% of an h100."
    assert [(c.ratio, c.metric, c.baseline) for c in _kind(text, "comparison") if c.ratio < 1] == \
        [(Decimal("0.78"), "cost", "NVIDIA H100")]


def test_rates_of_a_token_bucket_are_no_results() -> None:
    text = ("# tests: perf test for shard_token_bucket\n\nThe bucket configured with the rate of 100k tokens/sec, 48 "
            "shards.\n\n  perf_pure_context.sleeping_throughput_with_hog:   966646.1 t/s\n")
    assert _kind(text, "benchmark", "text/markdown") == []


def test_a_code_map_line_whose_key_the_registry_lacks_takes_no_other_lines_model() -> None:
    text = ("| Model | Input $/M tokens | Output $/M tokens |\n|---|---|---|\n| mistral-small-latest | $0.10 | $0.30 |\n"
            "| codestral-latest | $0.30 | $0.90 |\n\n```ts\nconst PRICING = {\n'mistral-small-latest': { input: 0.10, output: 0.30 },\n"
            "'codestral-latest': { input: 0.30, output: 0.90 },\n};\n```\n")
    prices = _kind(text, "price", "text/markdown")
    assert all(not (p.subject == "mistral-small-latest" and p.amount in (Decimal("0.90"),)) for p in prices)
    assert sorted((p.subject or "", p.token_type, p.amount) for p in prices if p.amount == Decimal("0.90")) == \
        [("codestral-latest", "output", Decimal("0.90"))]


def test_figures_divided_to_one_tokens_price_are_read_per_token_whatever_the_comment_says() -> None:
    text = ('// Values are USD per token; the UI multiplies by 1e6 to display per-million figures.\n'
            'export const PRICING = {\n  "lumen-5": { input: 2.2 / 1e6, output: 11 / 1e6 },\n};\n')
    assert [(p.token_type, p.amount, p.unit) for p in _kind(text, "price")] == \
        [("input", Decimal("2.2"), "per_million_tokens"), ("output", Decimal("11"), "per_million_tokens")]


def test_the_reviews_cases_of_this_round_keep_their_readings() -> None:
    # a token bucket named far from a measured speed silences nothing
    text = ("We ran vLLM on a single H100 and measured 2,400 tokens/s of output throughput for Llama 3 8B.\n\n"
            "Unrelated: we also put a token bucket in front of the gateway last week.")
    assert [b.value for b in _kind(text, "benchmark")] == [Decimal("2400")]
    # a model named in apposition is no generic product
    [haiku] = _kind("We switched our chatbot to Claude Haiku, a 10x cheaper model than Claude Opus.", "comparison")
    assert (haiku.ratio, haiku.metric) == (Decimal("0.1"), "price")
    # "cut in half on", "by half to" are changes, no split of the load
    assert [c.ratio for c in _kind("Prices dropped by half to $2 per hour for the H100 on Lambda last month.", "comparison")] \
        == [Decimal("0.5")]
    # a year is no chip
    assert _kind("Our inference bill is 40% of the 2024 total.", "comparison") == []
    # odds in another's favour are not read as the subject's lead
    text = "The B200 comes out roughly 1.4-to-1 in the TPU's favour on throughput."
    assert all(c.subject != "NVIDIA B200" or c.ratio < 1 for c in _kind(text, "comparison"))
    # a rent's cumulative rise is no stock move
    [rise] = _kind("H100 的租赁价格今年累计涨幅达到 40%。", "comparison")
    assert (rise.ratio, rise.metric) == (Decimal("1.4"), "price")
    # 如今 and a past "could" are no suppositions
    assert [b.value for b in _kind("如今 SGLang 在单卡 H100 上可以达到 5000 tokens/s 的吞吐。", "benchmark")] == [Decimal("5000")]
    assert [b.value for b in _kind("In our test the H100 could generate around 3,000 tokens per second with Llama 3 8B.",
                                   "benchmark")] == [Decimal("3000")]
    # a gap over a named chip has its side
    [gap] = _kind("With FP4 the B200 opens a 2.5x performance gap over the H100 on Llama 3 70B.", "comparison")
    assert (gap.ratio, gap.baseline) == (Decimal("2.5"), "NVIDIA H100")
    # a support level labelled "L4" is no card
    text = ("Our fleet runs on the H100 and the A100.\n\n- L1: first response by the on-call engineer\n"
            "- L4: escalated to the vendor, billed at $300 per hour\n")
    assert "NVIDIA L4" not in hardware_names(text)
    # a sum's unit price is a restatement only of the same model's stated price
    text = ("DeepSeek V3 costs $0.27 per million input tokens.\n\n"
            "For Gemini 2.0 Flash the bill is 5,000,000 input tokens x $0.27/M = $1.35.")
    assert sorted(p.subject for p in _kind(text, "price")) == ["deepseek-chat", "gemini-2.0-flash"]
    # a cell the CSV reader cannot turn into a number raises nothing
    assert _kind("model | input_per_mtok | output_per_mtok\ngpt-4o | Some(2.5) | 10\n", "price") is not None
