"""Classes of error found on the twenty-sixth wave of outside sets (2026-12-07, sixth session, issue 9), and on the
parity readings all earlier outside sets missed. Each is pinned on text written for these tests in the form the outside
files use, never their words."""

from __future__ import annotations

from decimal import Decimal

from tests.claim_helpers import claims_of_kind as _kind


def _levels(text: str, content_type: str = "text/plain") -> list[tuple[Decimal, str]]:
    return sorted((c.ratio, c.metric) for c in _kind(text, "comparison", content_type))


def test_a_level_in_a_measure_named_after_in_is_a_parity_with_what_follows() -> None:
    text = "With 48 GB of memory, the Corvo-4 card is comparable in price to an A100 and faster on small models."
    assert _levels(text) == [(Decimal(1), "price")]
    assert _levels("The Gale-2 is similar in speed to Groq's LPU on short prompts.") == [(Decimal(1), "performance")]


def test_two_systems_said_to_deliver_similar_throughput_are_level_in_throughput() -> None:
    text = "At 64 users both Ferrite and vLLM deliver similar throughput (about 2,100 tokens/s)."
    assert _levels(text) == [(Decimal(1), "throughput")]
    kept = ("Splitting prefill from decode gave 25% lower ITL while maintaining comparable total throughput at "
            "1,900 tokens/s.")
    assert (Decimal(1), "throughput") in _levels(kept)
    # a level with nothing it is level with, and a trade of one measure for another, are no comparison
    assert _levels("The new build aims for similar throughput next quarter.") == []
    assert _levels("The engine offers equivalent latency with greater throughput or lower latency at the same "
                   "throughput.") == []
    assert _levels("The Flex tier keeps identical cost benefits while making the API simpler.") == []


def test_no_gap_in_a_measure_between_two_chips_is_a_parity() -> None:
    text = "For 7B models there is no measurable throughput gap between the L40S and the H100 at low concurrency."
    assert _levels(text) == [(Decimal(1), "throughput")]


def test_a_price_charged_at_the_same_rate_or_on_par_with_a_contract_is_a_price_parity() -> None:
    assert _levels("Fine-tuned adapters on the Tessel API are charged at the same rate as their base model.") == [
        (Decimal(1), "price")]
    assert _levels("Since June the two Kestrel models are priced identically in the night window.") == [
        (Decimal(1), "price")]
    assert _levels("Model pricing through the Marlow gateway is now on par with direct vendor contracts.") == [
        (Decimal(1), "price")]
    # a model's quality on par with another's is no comparison of this schema
    assert _levels("Kestrel-3 offers performance on par with GPT-4o on reasoning benchmarks.") == []


def test_competitive_performance_when_compared_to_a_named_chip_is_about_level() -> None:
    text = "Across both workloads the Vela-3 showed competitive performance when compared to the NVIDIA H200."
    got = [(c.ratio, c.metric, c.hedge, c.baseline) for c in _kind(text, "comparison")]
    assert got == [(Decimal(1), "performance", "about", "NVIDIA H200")]


def test_chinese_levels_with_an_official_price_a_blog_figure_or_a_rival_chip() -> None:
    assert _levels("多家云平台的定价与澜汐官网大致相同，部分平台还有折扣。") == [(Decimal(1), "price")]
    assert _levels("这一结果几乎与Kite团队官方博客报告的吞吐量相当。") == [(Decimal(1), "throughput")]
    assert _levels("该自研引擎在长文本场景下的表现媲美vLLM。") == [(Decimal(1), "performance")]
    assert _levels("据员工透露，这款自研晶片已足以與Nvidia的H20晶片競爭。") == [(Decimal(1), "performance")]
    assert _levels("国产中端芯片已能匹敌甚至超越英伟达的H20。") == [(Decimal(1), "performance")]
    # a model's scores level with another model's are quality, no comparison
    assert _levels("在公开评测集上，新模型的表现与Kite-2基本持平。") == []


def test_a_halving_class_adjective_is_no_halving() -> None:
    assert _levels("新版本以“腰斩级”价格入场，速度与旧版相当。") == []
    assert _levels("DeepSeek-V3 的价格腰斩，输入降至每百万 1 元。") == [(Decimal("0.5"), "price")]


def test_a_multiple_whose_sign_the_renderer_dropped_is_still_a_multiple() -> None:
    text = "Compared with vLLM, Tarn achieves up to 2.4 higher throughput, 12 lower TTFT, and 1.8 lower TBT."
    got = sorted((c.ratio, c.metric, c.hedge) for c in _kind(text, "comparison"))
    assert got == [(Decimal("0.0833"), "latency", None), (Decimal("0.5556"), "latency", None),
                   (Decimal("2.4"), "throughput", "up to")]
    # a count followed by a comparative is no multiple
    assert _kind("We trained 2 more models on 8 higher-end GPUs; version 3 lower latency mode ships soon.",
                 "comparison") == []


def test_a_corner_cell_naming_the_rate_over_chip_columns_gives_each_cell_as_a_result() -> None:
    text = ("### Qwen3-32B\n\n"
            "| BS & TPS | 1xH20(96GB) | 2x910B2(64GB) |\n"
            "| --- | --- | --- |\n"
            "| 1 | 41.20 | 23.10 |\n"
            "| 8 | 280.50 | 140.25 |\n")
    got = sorted((c.value, c.accelerator, c.accelerator_count, c.benchmark)
                 for c in _kind(text, "benchmark", "text/markdown"))
    assert got == [(Decimal("23.1"), "Huawei Ascend 910B2", 2, "qwen3-32b"),
                   (Decimal("41.2"), "NVIDIA H20", 1, "qwen3-32b"),
                   (Decimal("140.25"), "Huawei Ascend 910B2", 2, "qwen3-32b"),
                   (Decimal("280.5"), "NVIDIA H20", 1, "qwen3-32b")]
    # a corner naming the rate over columns of concurrency was already read; over columns of settings it is not a chip
    settings = ("| BS & TPS | max_tokens | temperature |\n| --- | --- | --- |\n| 1 | 512 | 0.7 |\n")
    assert _kind(settings, "benchmark", "text/markdown") == []


def test_iluvatar_cards_by_their_hyphenated_codes_are_no_nvidia_v100() -> None:
    names = {c.name for c in _kind("天数智芯 MR-V100 八卡运行 32B 模型，BI-V150 亦可。", "hardware")}
    assert names == {"Iluvatar CoreX MR-V100", "Iluvatar CoreX BI-V150"}
    assert {c.name for c in _kind("The V100 is old.", "hardware")} == {"NVIDIA V100"}


def test_transactions_a_second_are_no_tokens_a_second() -> None:
    assert _kind("平台每天可处理2000TPS交易数据，并支持实时风控。", "benchmark") == []
    assert [c.value for c in _kind("新引擎在单卡上的推理速度达到 2000 TPS。", "benchmark")] == [Decimal(2000)]


def test_a_tpu_slice_of_several_chips_has_no_per_chip_price() -> None:
    text = ("TPU v5e costs $1.20 per chip-hour. A v5e-8 pod costs $9.60/hour and v5e-32 runs $38.40/hour. "
            "With a one-year commitment the v5e-8 drops from $9.60 to $6.70/hour.")
    assert [c.amount for c in _kind(text, "price")] == [Decimal("1.2")]


# The second wave of the session (2026-12-07): tables and flattened rows in the shapes of engine READMEs, vendor
# performance pages, model cards and price trackers.

def test_a_unit_note_under_a_table_of_chip_columns_gives_its_cells_as_results() -> None:
    text = ("## Contents\n\n- Variables\n- Preparing a Dataset\n- Running the Benchmark\n\n---\n\n"
            "# Kestrel 70B\n\n| Sequence Length (ISL/OSL) | B200<br/>DEP4 (FP4) | H200<br/>DEP8 (FP8) |\n|---|---|---|\n"
            "| 1000/1000 | 5,120 | 1,480 |\n| 1024/8192 | 3,010 | 1,105 |\n\nunit: `output tokens per second per GPU`\n\n"
            "# Kestrel 8B\n\nSee the section on reproducing the runs below.\n")
    got = sorted((c.value, c.accelerator) for c in _kind(text, "benchmark", "text/markdown"))
    assert got == [(Decimal(1105), "NVIDIA H200"), (Decimal(1480), "NVIDIA H200"),
                   (Decimal(3010), "NVIDIA B200"), (Decimal(5120), "NVIDIA B200")]
    # a chip's column in another measure, its own unit written, is no rate whatever the page says below
    bandwidth = ("| Message Size (Bytes) | ND MI300X v5 (GB/s) |\n|---|---|\n| 1K | 0.04 |\n| 2K | 0.07 |\n\n"
                 "Results: 12,000 tokens/s on the same node.\n")
    assert [c.value for c in _kind(bandwidth, "benchmark", "text/markdown")] == [Decimal(12000)]


def test_bracketed_changes_from_a_baseline_row_in_a_table_of_runs_on_so_many_chips() -> None:
    text = ("The table below shows pre-training speed, measured in tokens per second on 8 and 16 80G GPUs.\n\n"
            "| Model | 8 x 80G | 16 x 80G |\n|---|---|---|\n| Dense 8B (baseline) | 80000 | 160000 |\n"
            "| Sparse 16B | 108000 (+35.00%) | 220000 (+37.50%) |\n")
    got = sorted((c.ratio, c.metric, c.subject, c.baseline) for c in _kind(text, "comparison", "text/markdown"))
    assert got == [(Decimal("1.35"), "throughput", "Sparse 16B", "Dense 8B"),
                   (Decimal("1.375"), "throughput", "Sparse 16B", "Dense 8B")]
    assert sorted(c.value for c in _kind(text, "benchmark", "text/markdown")) == [
        Decimal(80000), Decimal(108000), Decimal(160000), Decimal(220000)]


def test_a_speed_up_column_naming_its_quotient_under_a_caption_of_rates() -> None:
    text = ("下表为批次1时的平均吞吐量（tps），硬件为1张A100。\n\n"
            "| 提示长度 | Tarn FP16 | Eager FP16 | FP16 加速比（Tarn/Eager） |\n|---|---|---|---|\n"
            "| 16 | 120.00 | 30.00 | 4.00 |\n| 256 | 100.00 | 40.00 | 2.50 |\n")
    got = sorted((c.ratio, c.metric, c.subject, c.baseline) for c in _kind(text, "comparison", "text/markdown"))
    assert got == [(Decimal("2.5"), "throughput", "Tarn FP16", "Eager FP16"),
                   (Decimal("4"), "throughput", "Tarn FP16", "Eager FP16")]


def test_a_flattened_row_with_its_unit_in_the_label_and_a_signed_change_after_its_figures() -> None:
    text = ("H100 @ BS=1 — Baseline vs Ours\n\nMetric Baseline Ours Δ\nLatency (s) 420.00 357.00 −15.0%\n"
            "Throughput (tok/s) 300.00 360.00 +20.0%\n")
    assert sorted(c.value for c in _kind(text, "benchmark")) == [Decimal(300), Decimal(360)]
    assert sorted((c.ratio, c.metric) for c in _kind(text, "comparison")) == [
        (Decimal("0.85"), "latency"), (Decimal("1.2"), "throughput")]
    # a range is still a range, a target row no result
    assert _kind("Prices fell 10 -20% this year.", "comparison") == []
    assert _kind("Target (tok/s) 30.00 40.00", "benchmark") == []


def test_seller_rows_price_the_pages_model_again_each_as_its_own() -> None:
    text = ("```\nTernlight: Kestrel K3  (ternlight/kestrel-k3)\n\nHeadline:  $0.40 / $2.00 per M tokens (prompt/completion)\n\n"
            "Provider Breakdown:\n  Provider       Quant    Prompt/M   Compl/M    Uptime\n"
            "  Driftwood      int4     $0.40      $2.00      97.0%\n  Harborline     fp8      $0.40      $2.20      98.4%\n"
            "  Quillmark      unknown  $0.45      $2.20      99.1%\n```\n")
    got = sorted((c.amount, c.token_type) for c in _kind(text, "price", "text/markdown"))
    assert got == [(Decimal("0.4"), "input"), (Decimal("0.4"), "input"), (Decimal("0.4"), "input"),
                   (Decimal("0.45"), "input"), (Decimal(2), "output"), (Decimal(2), "output"),
                   (Decimal("2.2"), "output"), (Decimal("2.2"), "output")]


def test_a_bare_price_table_takes_the_pages_one_currency() -> None:
    text = ("## Prices (per MTok)\n\n| Provider entry | input | cache read | output |\n|---|---|---|---|\n"
            "| `gateway` / `kestrel-5` | 4 | 0.40 | 20 |\n\n- List price ($4 / $0.40 / $20): see the maker's page.\n")
    got = sorted((c.amount, c.currency, c.token_type) for c in _kind(text, "price", "text/markdown"))
    assert got == [(Decimal("0.4"), "USD", "cached_input"), (Decimal(4), "USD", "input"), (Decimal(20), "USD", "output")]
    # a page of two currencies gives a bare table none
    mixed = text.replace("- List price ($4 / $0.40 / $20)", "- List price ($4 / ¥2.9 / $20)")
    assert [c for c in _kind(mixed, "price", "text/markdown") if c.amount == Decimal(20) and c.token_type == "output"] \
        == []


def test_a_column_normalised_to_a_reference_chip_holds_multiples_not_rates() -> None:
    text = ("| Accelerator | Rent ($/GPU-hr) | Relative throughput (H100 = 1.0) |\n|---|---:|---:|\n"
            "| H100 | 2.20 | 1.00 |\n| B200 | 4.60 | 2.60 |\n\n"
            "Throughput is output tokens per second per accelerator, normalised to the H100.\n")
    assert _kind(text, "benchmark", "text/markdown") == []
    assert [(c.ratio, c.metric, c.baseline) for c in _kind(text, "comparison", "text/markdown")] == [
        (Decimal("2.6"), "throughput", "NVIDIA H100")]


def test_slashed_cells_under_settings_named_in_the_column_with_the_rate_in_the_corner_or_caption() -> None:
    chinese = ("| 吞吐（tokens/s，预填充 / 解码） | 2x910B2 | 2xH20 |\n|---|---|---|\n"
               "| Qwen2.5-72B | 3,200 / 400 | 3,900 / 480 |\n")
    assert sorted(c.value for c in _kind(chinese, "benchmark", "text/markdown")) == [
        Decimal(400), Decimal(480), Decimal(3200), Decimal(3900)]
    english = ("Results, tokens/s (samples/s for SDXL)\n\n| Benchmark | 8xGaudi 3 (Offline / Server) |\n|---|---|\n"
               "| llama2-70b-99 | 20,000 / 18,500 |\n| stable-diffusion-xl | 12.5 / 11.0 |\n")
    got = sorted((c.value, c.unit) for c in _kind(english, "benchmark", "text/markdown"))
    assert got == [(Decimal("11.0"), "samples/s"), (Decimal("12.5"), "samples/s"),
                   (Decimal(18500), "tokens/s"), (Decimal(20000), "tokens/s")]
    # prices split by a slash under input / output are no rates
    prices = "| Model | 输入 / 输出 |\n|---|---|\n| Kite-2 | 4 / 16 |\n\n单位：元/百万 tokens，吞吐 tokens/s 见下文。\n"
    assert _kind(prices, "benchmark", "text/markdown") == []


def test_amounts_worked_at_a_stated_exchange_rate_are_conversions() -> None:
    text = ("Kite-4 每100万tokens输入/输出的价格分别是10美元和30美元。按照当前汇率（大约1美元=7元人民币），这意味着"
            "输入成本约为70元人民币，输出成本约为210元人民币，合计每百万tokens的成本为280元人民币左右。")
    assert sorted((c.amount, c.currency) for c in _kind(text, "price")) == [(Decimal(10), "USD"), (Decimal(30), "USD")]


def test_comparable_with_and_match_or_even_exceed_a_named_chip_are_levels() -> None:
    assert _levels("On paper the Tern-1 is comparable with H20 for inference.") == [(Decimal(1), "performance")]
    assert _levels("Its performance can match or even exceed that of NVIDIA's H100.") == [(Decimal(1), "performance")]


# The third wave of the session (2026-12-07)

def test_prose_quoting_a_serving_cost_the_page_derived_from_a_rent_and_a_throughput_is_no_price() -> None:
    text = ("| Pricing | Price ($/hr) | Model | Total Throughput (tokens/sec) | $ / 1M tokens |\n|---|---|---|---|---|\n"
            "| on-demand | $8.9194 | embed-base | 1,871,872 | $0.001324 |\n| on-demand | $8.9194 | embed-large | 455,885 | "
            "$0.005435 |\n\nEven on demand the card serves embed-base at **$0.0013 per 1M tokens** and embed-large at "
            "**$0.0054 per 1M tokens**.\n")
    assert _kind(text, "price", "text/markdown") == []


def test_a_column_counting_cards_holds_no_prices() -> None:
    text = ("| 模型 | 卡数 | Gaudi2 延迟（秒） | A100-80GB 延迟（秒） |\n|---|---|---|---|\n"
            "| BLOOMZ-7B | 8 | 0.737 | 2.417 |\n| BLOOMZ-7B | 1 | 1.066 | 2.119 |\n\n"
            "第一代 Gaudi 从价格角度看很有意思，因为云上的 DL1 实例每小时大约 13 美元。因此，对70亿参数的模型而言，"
            "第一代 Gaudi 比 A100 的性价比更高，每小时能省 30 多美元！\n")
    assert all(c.amount != Decimal(1) and c.amount != Decimal(8) for c in _kind(text, "price", "text/markdown"))


def test_a_boost_right_after_its_multiple_is_a_speed_up() -> None:
    text = "Key optimizations: block-scale GEMM (up to 2X boost), MLA for decode (up to 17X boost)."
    assert sorted((c.ratio, c.metric, c.hedge) for c in _kind(text, "comparison")) == [
        (Decimal(2), "performance", "up to"), (Decimal(17), "performance", "up to")]
    assert _kind("Sign-ups got a 3x boost in revenue after the launch.", "comparison") == []


def test_level_with_a_named_thing_on_a_measure_named_after_it() -> None:
    assert _levels("Since the cut the H200 is level with the H100 on cost per token.") == [(Decimal(1), "cost")]
    assert _levels("Lumen-4 is on par with Brindle Cloud's Sorrel 2 on input price.") == [(Decimal(1), "price")]


def test_a_percentage_in_brackets_after_a_discounted_rate_or_a_premium_is_the_rates_level() -> None:
    text = ("Cache reads are always a discounted rate (about 10 percent for Kestrel), and writes carry a premium "
            "(about 125 percent for Kestrel).")
    assert sorted((c.ratio, c.metric) for c in _kind(text, "comparison")) == [
        (Decimal("0.1"), "price"), (Decimal("1.25"), "price")]
    # a discount written as one stays a discount
    assert [(c.ratio, c.metric) for c in _kind("Batch jobs run at a discounted price (30% off) overnight.",
                                               "comparison")] == [(Decimal("0.7"), "price")]


def test_more_cost_effectiveness_is_performance_per_dollar() -> None:
    text = "Experience **10x more cost-effectiveness**than public cloud on the Kestrel racks."
    assert [(c.ratio, c.metric) for c in _kind(text, "comparison", "text/markdown")] == [(Decimal(10), "perf_per_dollar")]
    # (a cost-effective use named after a dash leaves the rent's multiple a price)
    rent = "The H100 offers 2x throughput but costs 2.5x more per hour—making it cost-effective only for latency work."
    assert (Decimal("2.5"), "price") in [(c.ratio, c.metric) for c in _kind(rent, "comparison")]


def test_broadly_in_line_with_a_named_group_is_a_hedged_level_and_its_condition_no_part_of_the_baseline() -> None:
    text = ("Tessel charges €1.40 per hour for a single L40S. That works out to a per-GPU-hour price in euros that is "
            "broadly in line with US neoclouds once VAT is excluded.")
    assert [(c.ratio, c.metric, c.hedge, c.baseline) for c in _kind(text, "comparison")] == [
        (Decimal(1), "price", "about", "US neoclouds")]


def test_chinese_transliterations_of_nvidia_and_intel_names_and_h2o_is_no_chip() -> None:
    names = {c.name for c in _kind("英伟达的霍普架构和布莱克韦尔 GPU 与英特尔高迪 3 同台竞技。", "hardware")}
    assert names == {"NVIDIA Hopper", "NVIDIA Blackwell", "Intel Gaudi 3"}
    # H2O, a KV-cache eviction method (and a company), is no chip
    assert {c.name for c in _kind("We compare with H2O and StreamingLLM on an A100.", "hardware")} == {"NVIDIA A100"}
