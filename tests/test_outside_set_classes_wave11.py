"""Classes of error found on the eleventh wave of outside sets (2026-12-05 late night, issue 9). Each is pinned on text
written for these tests in the form the outside files use, never their words."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from extractors.pipeline import extract_claims

PUBLISHED = dt.date(2026, 11, 27)


def _claims(text: str, content_type: str = "text/plain") -> list:
    return extract_claims(text, content_type=content_type, published=PUBLISHED, document_id="doc").claims


def _kind(text: str, kind: str, content_type: str = "text/plain") -> list:
    return [c for c in _claims(text, content_type) if c.kind == kind]


def _by_ratio(comparisons: list) -> dict:
    return {c.ratio: c for c in comparisons}


def test_a_column_named_speedup_alone_holds_speedups_of_each_row() -> None:
    table = ("### Kernel highlights\n\n"
             "| Kernel | Speedup |\n|---|---|\n"
             "| Paged decode attention | up to **9x** |\n"
             "| Grouped expert GEMM | **2.5x** |\n"
             "| Rotary embedding | 1.3x |\n")
    found = _by_ratio(_kind(table, "comparison", "text/markdown"))
    assert set(found) == {Decimal("9"), Decimal("2.5"), Decimal("1.3")}
    assert {c.metric for c in found.values()} == {"performance"}
    assert found[Decimal("9")].subject == "Paged decode attention" and found[Decimal("9")].hedge == "up to"
    assert found[Decimal("2.5")].subject == "Grouped expert GEMM"


def test_a_speedup_column_against_the_column_before_it_reads_times_as_performance_and_rates_as_throughput() -> None:
    times = ("| Frames | Eager | Captured | 加速比 |\n|---|---|---|---|\n"
             "| 4 | 61.2 ms | 28.4 ms | 2.15x |\n| 64 | 190.0 ms | 181.1 ms | 1.05x |\n")
    found = _by_ratio(_kind(times, "comparison", "text/markdown"))
    assert set(found) == {Decimal("2.15"), Decimal("1.05")}
    assert {(c.metric, c.subject, c.baseline) for c in found.values()} == {("performance", "Captured", "Eager")}
    rates = ("Every figure below is output tokens per second on one node.\n\n"
             "| Model | Heron 0.4 | Wren 1.2 | Speed-up |\n|---|---|---|---|\n"
             "| Qwen3-32B | 2,100 | 2,940 | 1.40x |\n| Llama 3.3 70B | 1,500 | 1,800 | 1.20x |\n")
    found = _by_ratio(_kind(rates, "comparison", "text/markdown"))
    assert set(found) == {Decimal("1.40"), Decimal("1.20")}
    assert {c.metric for c in found.values()} == {"throughput"}
    # the reference row's "1x" is no comparison of its own
    reference = ("| Engine | GPUs | Step time | Speedup |\n|---|---|---|---|\n"
                 "| Plainrun | 1 | 8.00s/it | 1x |\n| Quickrun | 1 | 5.00s/it | 1.6x |\n")
    assert [c.ratio for c in _kind(reference, "comparison", "text/markdown")] == [Decimal("1.6")]


def test_a_speedup_column_naming_its_pair_with_v_s_reads_that_pair() -> None:
    table = ("| GPU | INT8 Latency (ms) | Speedup (INT8 v.s. FP16) |\n|---|---|---|\n"
             "| L40S | 2,301.5 | 1.28x |\n| RTX 4090 | 2,010.2 | 1.17x |\n")
    found = _by_ratio(_kind(table, "comparison", "text/markdown"))
    assert set(found) == {Decimal("1.28"), Decimal("1.17")}
    assert {(c.metric, c.subject, c.baseline) for c in found.values()} == {("performance", "INT8", "FP16")}


def test_a_leaderboard_of_multiples_under_prose_about_speedups_reads_each_row() -> None:
    text = ("# Results\n\nWe report the mean speedup over three runs for every method, on the same GPU.\n\n"
            "## On one A6000\n\n- Model: a 7B chat model, greedy decoding\n\n"
            "| Method | Chat | Code | Math | Accepted tokens | Overall |\n|---|---|---|---|---|---|\n"
            "| [Fernwood](https://example.org/fernwood)🥇 | **2.71x** | 2.40x | 2.95x | 4.1 | **2.69x** |\n"
            "| Mossline | 2.02x | 1.88x | 2.30x | 3.2 | 2.07x |\n")
    comparisons = _kind(text, "comparison", "text/markdown")
    assert sorted(c.ratio for c in comparisons) == sorted(Decimal(x) for x in
                                                          ("2.71", "2.40", "2.95", "2.69", "2.02", "1.88", "2.30", "2.07"))
    assert {c.metric for c in comparisons} == {"performance"}
    # the row label is read as a reader reads it: no link address, no medal
    assert {c.subject for c in comparisons} == {"Fernwood", "Mossline"}
    # the same table with nothing above it saying what its multiples are stays unread
    bare = text.replace("We report the mean speedup over three runs for every method, on the same GPU.", "Scores follow.")
    assert _kind(bare, "comparison", "text/markdown") == []


def test_shares_named_in_words_past_a_tenth_are_shares() -> None:
    text = ("At $1.10 and $3.90, Larkspur 3 costs roughly one seventh as much per input token and one twelfth as much "
            "per output token as Corvid Prime's $7.70 and $46.80.")
    found = _by_ratio(_kind(text, "comparison"))
    assert set(found) == {Decimal("0.1429"), Decimal("0.0833")}
    assert {c.metric for c in found.values()} == {"price"}
    assert found[Decimal("0.1429")].hedge == "about"


def test_a_model_priced_a_share_below_another_is_a_price_change() -> None:
    text = "Anthropic says Haiku 5.5 is priced 80% lower than Claude Haiku 4.5 for requests up to 100,000 tokens."
    (comparison,) = _kind(text, "comparison")
    assert (comparison.ratio, comparison.metric) == (Decimal("0.2"), "price")
    # what a serving costs per token stays a cost (most outside labellers read it so)
    text = "The older card costs about twice as much per token as the H200 once utilisation is counted."
    (comparison,) = _kind(text, "comparison")
    assert comparison.metric == "cost"


def test_two_engines_said_to_perform_alike_are_level_each_as_written() -> None:
    (parity,) = _kind("On prompts with no shared prefix, SGLang and vLLM perform comparably.", "comparison")
    assert (parity.ratio, parity.metric, parity.subject, parity.baseline, parity.hedge) == \
        (Decimal("1"), "performance", "SGLang", "vLLM", "about")
    (parity,) = _kind("TensorRT-LLM and LMDeploy perform equally well at low concurrency.", "comparison")
    assert (parity.subject, parity.baseline, parity.hedge) == ("TensorRT-LLM", "LMDeploy", None)
    # two teams or two plain words are no products
    assert _kind("Sales and Marketing perform equally well this quarter.", "comparison") == []


def test_a_price_table_flattened_one_cell_a_line_reads_glued_input_output_and_cache_cells() -> None:
    text = ("Providers\n\nProvider\nContext\nLatency\nInput\nOutput\nCache\nRelease Date\n"
            "Northwind Serve\n131K\n0.2s\n$0.20/M$0.80/M\n03/04/2026\n"
            "Larchmont AI\n128K\n0.4s\n$0.25/M$0.95/M\nRead:$0.03/M\nWrite:$0.31/M\n03/04/2026\n")
    prices = {(c.amount, c.token_type, c.condition) for c in _kind(text, "price")}
    assert {(Decimal("0.20"), "input", None), (Decimal("0.80"), "output", None), (Decimal("0.25"), "input", None),
            (Decimal("0.95"), "output", None), (Decimal("0.03"), "cached_input", None),
            (Decimal("0.31"), "input", "cache write")} <= prices
    # without the column labels a line of two glued prices says nothing of its token types
    bare = text.replace("Input\nOutput\nCache\n", "")
    assert {c.token_type for c in _kind(bare, "price") if c.amount in (Decimal("0.20"), Decimal("0.80"))} <= \
        {"unspecified", None}


def test_each_change_takes_the_direction_of_the_verb_nearest_it() -> None:
    text = "With prompt caching, developers can cut costs by up to 80% and decrease latency by up to 70%."
    changes = {c.metric: c for c in _kind(text, "comparison")}
    assert changes["latency"].ratio == Decimal("0.3") and changes["latency"].hedge == "up to"
    text = "The release cuts the price by 20% and raises throughput by 35% on the same cards."
    assert {c.metric: c.ratio for c in _kind(text, "comparison")} == {"price": Decimal("0.8"),
                                                                        "throughput": Decimal("1.35")}
    (gain,) = _kind("The new kernel contributed up to a 12% per-token latency improvement at 64K context.", "comparison")
    assert (gain.ratio, gain.metric) == (Decimal("0.88"), "latency")


def test_list_items_under_a_lead_take_the_measure_the_lead_states() -> None:
    text = ("The new router reached a total throughput of 6,200 output tokens per second. This represents:\n\n"
            "- A 30% increase over the round-robin baseline.\n"
            "- Over double the throughput of the cache-blind setup.\n")
    found = _by_ratio(_kind(text, "comparison", "text/markdown"))
    assert found[Decimal("1.3")].metric == "throughput"
    assert found[Decimal("1.3")].baseline == "the round-robin baseline"
    # an item under a lead naming no measure stays unread
    bare = text.replace("reached a total throughput of 6,200 output tokens per second", "shipped last week")
    assert Decimal("1.3") not in _by_ratio(_kind(bare, "comparison", "text/markdown"))


def test_a_titles_speed_multiple_restated_as_a_throughput_in_the_body_is_one_claim() -> None:
    text = ("# Wren 0.5 Release: 6x Faster Expert Routing\n\n"
            "We are releasing Wren 0.5 today. The main changes:\n\n"
            "- Up to 6x higher throughput for expert routing on large batches\n")
    sixes = [c for c in _kind(text, "comparison", "text/markdown") if c.ratio == Decimal("6")]
    assert [(c.metric, c.hedge) for c in sixes] == [("throughput", "up to")]


def test_what_one_item_costs_is_no_per_token_price() -> None:
    text = "该视频模型每千tokens 0.012元，相当于每生成一条5秒的720P视频只需2.40元。"
    prices = _kind(text, "price")
    assert [(c.amount, c.unit) for c in prices] == [(Decimal("12"), "per_million_tokens")]
    text = ("目前的定价为：文本输入每百万token收费4美元，图像输出每百万token收费32美元。"
            "折算下来，低、中、高质量方形图像的单张成本分别约为1美分、5美分和15美分。")
    assert sorted(c.amount for c in _kind(text, "price")) == [Decimal("4"), Decimal("32")]
    text = "Each image costs about $0.05 at medium quality, on top of $4 per million input tokens."
    assert [c.amount for c in _kind(text, "price")] == [Decimal("4")]


def test_a_csv_catalogue_with_description_cells_reads_each_rows_prices_and_model() -> None:
    description = ("Lumen-7B 是一个面向对话的开源模型。它在编码和数学上有明显提升，"
                   "并支持 128K 上下文与工具调用，适合多种应用场景。")
    text = ("logo,品牌,模型名,显示名称,发布时间,类型,输入价格,输出价格,缓存输入价格,上下文长度,描述\n"
            f"https://cdn.example/a.svg,Lumen,lumen/Lumen-7B,Lumen-7B,2026-01-05,对话,¥0.6 / M tokens,¥1.8 / M tokens,,32K,{description}\n"
            f"https://cdn.example/b.svg,MiniMaxAI,MiniMaxAI/MiniMax-M2.7,MiniMax-M2.7,2026-03-01,对话,¥2.4 / M tokens,¥9.6 / M tokens,¥0.24 / M tokens,192K,{description}\n")
    prices = {(c.amount, c.token_type): c.subject for c in _kind(text, "price")}
    assert set(prices) == {(Decimal("0.6"), "input"), (Decimal("1.8"), "output"), (Decimal("2.4"), "input"),
                           (Decimal("9.6"), "output"), (Decimal("0.24"), "cached_input")}
    # each row's model from its name column, a minor version kept rather than the listed MiniMax-M2
    assert prices[(Decimal("0.6"), "input")] == "lumen-7b"
    assert prices[(Decimal("9.6"), "output")] == "minimax-m2.7"


def test_gpu_rate_maps_keyed_by_machine_read_each_purchase_mode() -> None:
    yaml_card = ("# Public GPU rental rates in USD per GPU-hour. Billed per minute.\n"
                 "currency: USD\nunit: per_gpu_hour\ngpus:\n"
                 "  h200-sxm:\n    display: NVIDIA H200 SXM\n    on_demand: 3.10\n    spot: 1.95\n"
                 "  b200-sxm:\n    display: NVIDIA B200\n    on_demand: 4.80\n    reserved_1y: 3.90\n"
                 "storage:\n  nvme_per_gb_month: 0.08\n")
    found = {(c.subject, c.amount, c.condition) for c in _kind(yaml_card, "price")}
    assert found == {("NVIDIA H200", Decimal("3.10"), None), ("NVIDIA H200", Decimal("1.95"), "spot"),
                     ("NVIDIA B200", Decimal("4.80"), None), ("NVIDIA B200", Decimal("3.90"), "reserved-1y")}
    assert {c.unit for c in _kind(yaml_card, "price")} == {"per_gpu_hour"}
    go_map = ("// All figures are USD per GPU per hour; a zero field means the option is not sold.\n"
              "package pricing\n\ntype Rate struct {\n\tOnDemand float64\n\tSpot float64\n\tCommit1Y float64\n}\n\n"
              "var GPURates = map[string]Rate{\n"
              '\t"NVIDIA H100": {OnDemand: 2.05, Spot: 1.25, Commit1Y: 1.70},\n'
              '\t"AMD Instinct MI355X": {OnDemand: 3.60, Spot: 0, Commit1Y: 2.95},\n}\n')
    found = {(c.subject, c.amount, c.condition) for c in _kind(go_map, "price")}
    assert found == {("NVIDIA H100", Decimal("2.05"), None), ("NVIDIA H100", Decimal("1.25"), "spot"),
                     ("NVIDIA H100", Decimal("1.70"), "reserved-1y"), ("AMD Instinct MI355X", Decimal("3.60"), None),
                     ("AMD Instinct MI355X", Decimal("2.95"), "reserved-1y")}
    # the same map with no unit declared says nothing of hours
    assert _kind(go_map.replace("USD per GPU per hour", "list figures"), "price") == []


def test_a_draft_model_column_is_not_the_workload_measured() -> None:
    table = ("The throughput is measured with a batch size of 1.\n\n"
             "| GPU | Model | Draft | Throughput (tokens/sec) |\n|---|---|---|---|\n"
             "| RTX 4090 | Llama3.1-70B-Instruct-AWQ | Llama3.1-8B-Instruct-AWQ | 7.9 |\n"
             "| RTX 4090 | Llama3.1-8B-Instruct | Llama3.2-1B-Instruct | 96.5 |\n")
    results = {c.value: c.benchmark for c in _kind(table, "benchmark", "text/markdown")}
    assert results == {Decimal("7.9"): "llama3.1-70b", Decimal("96.5"): "llama3.1-8b"}


def test_hourly_rates_take_no_batch_tier_and_converted_character_prices_are_no_prices() -> None:
    (rate,) = _kind("TPU v5e at $1.50/hour gives large savings versus A100 GPUs for batch inference.", "price")
    assert (rate.amount, rate.unit, rate.condition) == (Decimal("1.50"), "per_gpu_hour", None)
    text = ("Pricing was in $ per 1,000 characters; at four characters per token:\n"
            "Input text: $0.00002 / 1k characters → $0.08 / 1M tokens\n")
    assert _kind(text, "price") == []


def test_a_share_chained_onto_a_cut_in_chinese_keeps_its_measure() -> None:
    text = "官网显示，o3的最新API价格为每百万输入tokens收费2美元。对比o1-pro下降了80%以上，不仅是o3-pro的1/10，也低于多数同类模型。"
    found = _by_ratio(_kind(text, "comparison"))
    assert (found[Decimal("0.1")].metric, found[Decimal("0.1")].baseline) == ("price", "o3-pro")


def test_chinese_parity_past_a_bracketed_aside_with_an_engine_or_said_as_just_as_low() -> None:
    text = "o3的价格和GPT-4o（每百万输入/输出分别为2.5美元和10美元）基本持平。"
    parity = [c for c in _kind(text, "comparison") if c.ratio == Decimal("1")]
    assert [(c.metric, c.baseline, c.hedge) for c in parity] == [("price", "gpt-4o", "about")]
    (parity,) = _kind("项目有三大特点：推理速度可与vLLM相媲美。", "comparison")
    assert (parity.ratio, parity.metric, parity.baseline) == (Decimal("1"), "performance", "vLLM")
    (parity,) = _kind("这意味着，使用豆包1.6的价格和豆包1.0一样低。", "comparison")
    assert (parity.ratio, parity.metric) == (Decimal("1"), "price")


def test_a_part_of_a_period_is_no_halving_and_more_on_input_is_a_price() -> None:
    assert _kind("Power limits could keep prices flat through the first half, analysts said.", "comparison") == []
    (cut,) = _kind("Sellwood's batch tier costs half of its interactive rate.", "comparison")
    assert (cut.ratio, cut.metric) == (Decimal("0.5"), "price")
    found = _by_ratio(_kind("So Corriemoor is ~1.9x faster than Nettlebed for 60% more on input.", "comparison"))
    assert found[Decimal("1.6")].metric == "price" and found[Decimal("1.9")].metric == "performance"


def test_a_bare_cache_label_prices_the_cache_read() -> None:
    prices = _kind("价格：\n\n- deepseek-v3： input ¥2/M，output ¥8/M，cache ¥0.5/M\n", "price", "text/markdown")
    assert [(c.amount, c.token_type) for c in prices] == [(Decimal("2"), "input"), (Decimal("8"), "output"),
                                                          (Decimal("0.5"), "cached_input")]


def test_a_slash_pair_set_against_an_input_output_pair_is_one_too() -> None:
    text = ("`kite-mini` is much cheaper than `kite-large` - $1/$4 per million for input/output compared to $6/$24 - "
            "so I tried that one.")
    assert [(c.amount, c.token_type) for c in _kind(text, "price", "text/markdown")] == [
        (Decimal("1"), "input"), (Decimal("4"), "output"), (Decimal("6"), "input"), (Decimal("24"), "output")]
    text = ("All prices are per 1M tokens.\n\n"
            "- Two workhorse options: $2 input / $8 output for GPT-4.1, and $2.50 / $10 for GPT-4o.\n")
    assert [(c.amount, c.token_type) for c in _kind(text, "price", "text/markdown")] == [
        (Decimal("2"), "input"), (Decimal("8"), "output"), (Decimal("2.50"), "input"), (Decimal("10"), "output")]


def test_a_speedup_column_named_after_a_rate_holds_no_rates() -> None:
    table = ("| Version | Acceptance Rate | TPS/User | TPS/User Speedup |\n|---|---|---|---|\n"
             "| Without MTP | 1.00 | 104 | 1.00 |\n| MTP 1 | 1.90 | 190 | 1.83 |\n| MTP 2 | 2.51 | 236 | 2.27 |\n")
    assert sorted(c.value for c in _kind(table, "benchmark", "text/markdown")) == \
        [Decimal("104"), Decimal("190"), Decimal("236")]


def test_an_advantage_in_interactivity_is_a_speed_multiple() -> None:
    (gain,) = _kind("The Lanthorn rack provides a 6x advantage in interactivity over GPU-based systems.", "comparison")
    assert (gain.ratio, gain.metric) == (Decimal("6"), "performance")


def test_gpu_rate_records_opened_by_another_key_or_written_as_struct_literals() -> None:
    yaml_card = ("# Fenwick Cloud GPU rate card\n# All rates are USD per GPU-hour.\n\ncurrency: USD\nunit: gpu_hour\n"
                 "gpus:\n  - code: FW-01\n    model: NVIDIA H100 SXM 80GB\n    on_demand: 2.45\n    spot: 1.60\n"
                 "  - code: FW-02\n    model: NVIDIA L40S 48GB\n    on_demand: 0.88\n")
    assert {(c.subject, c.amount, c.condition) for c in _kind(yaml_card, "price")} == {
        ("NVIDIA H100", Decimal("2.45"), None), ("NVIDIA H100", Decimal("1.60"), "spot"),
        ("NVIDIA L40S", Decimal("0.88"), None)}
    go_slice = ("// Unit: USD per accelerator-hour (one GPU, or one Gaudi card).\npackage rates\n\n"
                "var Rates = []Rate{\n"
                '\t{Accelerator: "NVIDIA A100 80GB", OnDemand: 1.35, Reserved1Y: 1.10},\n'
                '\t{Accelerator: "Intel Gaudi 3", OnDemand: 1.20, Reserved1Y: 0.99},\n}\n')
    assert {(c.subject, c.amount, c.condition, c.unit) for c in _kind(go_slice, "price")} == {
        ("NVIDIA A100", Decimal("1.35"), None, "per_gpu_hour"), ("NVIDIA A100", Decimal("1.10"), "reserved-1y", "per_gpu_hour"),
        ("Intel Gaudi 3", Decimal("1.20"), None, "per_gpu_hour"), ("Intel Gaudi 3", Decimal("0.99"), "reserved-1y", "per_gpu_hour")}


def test_constructor_call_records_under_a_unit_docstring_read_each_keyword() -> None:
    text = ('"""Static price table.\n\nAll figures: USD per 1M tokens. `cached` is the cached-input rate.\n"""\n\n'
            "STANDARD = [\n    Price(\"gpt-5\", input=1.25, cached=0.125, output=10.00),\n]\n\n"
            "PRIORITY = [\n    Price(\"gpt-5\", input=2.50, cached=0.25, output=20.00),\n]\n")
    found = {(c.amount, c.token_type, c.condition) for c in _kind(text, "price")}
    assert found == {(Decimal("1.25"), "input", None), (Decimal("0.125"), "cached_input", None),
                     (Decimal("10.00"), "output", None), (Decimal("2.50"), "input", "priority"),
                     (Decimal("0.25"), "cached_input", "priority"), (Decimal("20.00"), "output", "priority")}
    # without the unit stated, the calls price nothing
    assert _kind(text.replace("USD per 1M tokens", "list figures"), "price") == []


def test_a_later_table_with_token_named_columns_keeps_the_pages_unit() -> None:
    text = ("## 定价\n\n单位美元/百万 tokens。\n\n| 上下文 | 输入 | 输出 |\n|---|---:|---:|\n| ≤ 200K | $2 | $12 |\n"
            "| > 200K | $4 | $18 |\n\n### 聚合渠道\n\n"
            "聚合平台也上架了这个模型，提供多个服务层级，下面是各个层级的价格，按照输入长度分为两档列出，供对比参考。\n\n"
            "| 服务层 | ≤200K 输入/输出 | 缓存读取 |\n|---|---:|---:|\n| Flex | $1 / $6 | $0.10 |\n")
    flex = {(c.amount, c.token_type) for c in _kind(text, "price", "text/markdown") if c.condition == "flex"}
    assert flex == {(Decimal("1"), "input"), (Decimal("6"), "output"), (Decimal("0.10"), "cached_input")}


def test_bullets_under_a_short_heading_naming_a_measure_take_it() -> None:
    text = ("关键性能数据\n\n🔹 解码吞吐量提升\n- 在 13B 模型 + 90% 短请求负载 下：\n- 相比 vLLM 提升 1.27×\n"
            "- 相比 FastGen 提升 1.66×\n")
    found = _by_ratio(_kind(text, "comparison", "text/markdown"))
    assert {(r, c.metric, c.baseline) for r, c in found.items()} == {
        (Decimal("1.27"), "throughput", "vLLM"), (Decimal("1.66"), "throughput", "FastGen")}


def test_chinese_request_rates_and_tco_name_their_measures() -> None:
    (gain,) = _kind("在 llama2-7b 上加入 int8 kv 量化后，RPS 相较于 fp16 提升近 25%。", "comparison")
    assert (gain.ratio, gain.metric, gain.hedge) == (Decimal("1.25"), "throughput", "nearly")
    (share,) = _kind("官方数据：在推理负载下，昇腾950PR综合TCO仅为H20的35%。", "comparison")
    assert (share.ratio, share.metric) == (Decimal("0.35"), "cost")


def test_an_em_dash_between_two_multiples_is_a_range_and_apart_from_them_is_not() -> None:
    assert _kind("在多种规模模型上，LMDeploy 在 RPS 上可比 vLLM 提升 ~1.2×—1.7×。", "comparison") == []
    text = "H200 achieves 118.5 (40% faster than H100's 84.2). A100 achieves 31.0 — 2.7x slower than H100."
    assert Decimal("0.3704") in _by_ratio(_kind(text, "comparison"))


def test_a_factor_of_a_formula_is_no_comparison_and_more_per_chip_hour_is_a_rent() -> None:
    assert _kind("Cost per million tokens = (8 x hourly rent) / (tokens/s x 3,600 / 1,000,000).", "comparison") == []
    (rent,) = _kind("On list prices TPU v5p costs 40% more per chip-hour than Trillium.", "comparison")
    assert (rent.ratio, rent.metric) == (Decimal("1.4"), "price")


def test_code_price_tables_of_tuples_and_maps_with_a_trailing_unit_comment() -> None:
    text = ("# (patterns, input $/MTok, output $/MTok) - first match wins.\n"
            "OPENAI_MODEL_PRICING = (\n"
            '    (("gpt-4.1-mini",), 0.4, 1.6),\n'
            '    (("gpt-4.1",), 2.0, 8.0),\n'
            ")\n")
    assert {(c.subject, c.amount, c.token_type) for c in _kind(text, "price")} == {
        ("gpt-4.1-mini", Decimal("0.4"), "input"), ("gpt-4.1-mini", Decimal("1.6"), "output"),
        ("gpt-4.1", Decimal("2.0"), "input"), ("gpt-4.1", Decimal("8.0"), "output")}
    text = ('TOKEN_COSTS = {\n    "qwen2.5-72b-instruct": {"prompt": 0.00057, "completion": 0.0017},  # per 1k tokens\n'
            '    "chatyuan-large-v2": {"prompt": 0.0004, "completion": 0.0008},\n}\n')
    found = {(c.subject, c.amount, c.currency) for c in _kind(text, "price")}
    # (a model named "chatyuan" says nothing of yuan)
    assert ("qwen2.5-72b-instruct", Decimal("0.57"), "USD") in found and ("chatyuan-large-v2", Decimal("0.8"), "USD") in found


def test_divided_kwargs_under_a_quoted_model_key_and_per_mil_keys() -> None:
    text = ('GROK_MODELS = Registry(\n    {\n        "grok-4": make_model_data(\n            supports_json=True,\n'
            "            input_price=3.00 / 1e6,\n            output_price=15.00 / 1e6,\n        ),\n    }\n)\n")
    assert {(c.subject, c.amount, c.token_type) for c in _kind(text, "price")} == {
        ("grok-4", Decimal("3.00"), "input"), ("grok-4", Decimal("15.00"), "output")}
    text = ('{\n  "publishers/anthropic/models/claude-sonnet-5": {\n    "format": "anthropic",\n'
            '    "input_cost_per_mil_tokens": 3,\n    "output_cost_per_mil_tokens": 15,\n'
            '    "input_cache_read_cost_per_mil_tokens": 0.3\n  }\n}\n')
    assert {(c.amount, c.token_type) for c in _kind(text, "price")} == {
        (Decimal("3"), "input"), (Decimal("15"), "output"), (Decimal("0.3"), "cached_input")}


def test_a_gpu_table_under_a_chip_heading_and_its_spec_list_prices_that_chip() -> None:
    text = ("## Full pricing by GPU type\n\n### H200\n\n- **VRAM:** 141 GB\n- **TDP:** 700 W\n\n"
            "| Provider | On-Demand $/hr | Spot $/hr |\n|---|---|---|\n| Lambda | $3.29 | N/A |\n| RunPod | $3.99 | $2.69 |\n")
    assert {(c.subject, c.amount, c.condition) for c in _kind(text, "price", "text/markdown")} == {
        ("NVIDIA H200", Decimal("3.29"), None), ("NVIDIA H200", Decimal("3.99"), None), ("NVIDIA H200", Decimal("2.69"), "spot")}


def test_a_fall_to_a_share_of_what_it_was_is_that_share() -> None:
    (fall,) = _kind("The inference cost has plummeted to just 2% of what it was before.", "comparison")
    assert (fall.ratio, fall.metric) == (Decimal("0.02"), "cost")


def test_bracketed_changes_after_figures_compare_each_row_with_the_plain_row() -> None:
    table = ("| Setup | Mean TTFT (second) | Overall Throughput (token per second) |\n| :--- | :--- | :--- |\n"
             "| **Baseline engine** | 8.0 | 30000.0 |\n| **Engine + offloading** | 6.0 (-25.0%) | 36000.0 (+20.0%) |\n")
    found = {(c.ratio, c.metric, c.subject, c.baseline) for c in _kind(table, "comparison", "text/markdown")}
    assert found == {(Decimal("0.75"), "latency", "Engine + offloading", "Baseline engine"),
                     (Decimal("1.2"), "throughput", "Engine + offloading", "Baseline engine")}


def test_a_map_from_token_type_to_model_prices_named_per_million() -> None:
    text = ("package pricing\n\nvar PerMillionTokenCost = map[string]map[string]float64{\n"
            '\t"prompt": {\n\t\t"claude-3-opus": 15,\n\t\t"claude-3-haiku": 0.25,\n\t},\n'
            '\t"completion": {\n\t\t"claude-3-opus": 75,\n\t\t"claude-3-haiku": 1.25,\n\t},\n}\n')
    assert {(c.subject, c.amount, c.token_type) for c in _kind(text, "price")} == {
        ("claude-3-opus", Decimal("15"), "input"), ("claude-3-haiku", Decimal("0.25"), "input"),
        ("claude-3-opus", Decimal("75"), "output"), ("claude-3-haiku", Decimal("1.25"), "output")}
    # without a unit in its name or a comment the map prices nothing
    assert _kind(text.replace("PerMillionTokenCost", "TokenCost"), "price") == []


def test_a_chip_line_of_options_under_an_hourly_heading_reads_each_option() -> None:
    text = ("Public rates per chip-hour (us-central1):\n\n"
            "  TPU v5e          on-demand $1.30   1-yr CUD $0.90   3-yr CUD $0.60\n\n"
            "Ironwood has been announced but is not on the list.\n")
    assert {(c.subject, c.amount, c.unit, c.condition) for c in _kind(text, "price")} == {
        ("Google TPU v5e", Decimal("1.30"), "per_gpu_hour", None),
        ("Google TPU v5e", Decimal("0.90"), "per_gpu_hour", "reserved-1y"),
        ("Google TPU v5e", Decimal("0.60"), "per_gpu_hour", "reserved-3y")}


def test_a_long_format_csv_cell_and_us_cents_records() -> None:
    text = ("# llm_prices.csv; amounts in USD per million tokens\n"
            "provider,model,token_type,tier,price_usd_per_mtok\n"
            "DeepSeek,deepseek-chat,input_cache_hit,standard,0.028\n"
            "DeepSeek,deepseek-chat,input_cache_miss,standard,0.28\n"
            "DeepSeek,deepseek-chat,output,standard,0.42\n")
    assert {(c.amount, c.token_type) for c in _kind(text, "price")} == {
        (Decimal("0.028"), "cached_input"), (Decimal("0.28"), "input"), (Decimal("0.42"), "output")}
    text = ("//! list prices for the Ardlow API.\n//! Amounts are in US cents per million tokens.\n\n"
            "pub const PRICES: &[ModelPrice] = &[\n"
            '    ModelPrice { model: "wren-3", input_cents: 150, cached_input_cents: 40, output_cents: 600 },\n];\n')
    assert {(c.amount, c.currency, c.token_type) for c in _kind(text, "price")} == {
        (Decimal("1.5"), "USD", "input"), (Decimal("0.4"), "USD", "cached_input"), (Decimal("6"), "USD", "output")}


def test_a_record_key_read_twice_is_one_price_named_for_its_model() -> None:
    text = ("/**\n * Prices are in USD per 1M tokens\n */\nconst modelPricing: ModelPricingMap = {\n"
            "  'gpt-4o': {\n    input: 2.5,\n    cachedInput: 1.25,\n    output: 10.0,\n  },\n}\n")
    prices = _kind(text, "price")
    assert sorted((c.amount, c.token_type) for c in prices) == [
        (Decimal("1.25"), "cached_input"), (Decimal("2.5"), "input"), (Decimal("10.0"), "output")]
    assert {c.subject for c in prices} == {"gpt-4o"}


def test_a_slash_pair_under_a_column_naming_its_own_tokens_is_two_prices_of_them() -> None:
    table = ("| 模型 | 输入（缓存命中）| 输入（缓存未命中）| 输出 |\n|---|---|---|---|\n"
             "| deepseek-v4-flash | ¥0.04 / ¥0.08（非高峰/高峰）| ¥1.2 / ¥2.4 | ¥3.6 / ¥7.2 |\n\n（单位：元 / 百万 token）\n")
    found = {(c.amount, c.token_type) for c in _kind(table, "price", "text/markdown")}
    assert {(Decimal("0.04"), "cached_input"), (Decimal("0.08"), "cached_input"), (Decimal("1.2"), "input"),
            (Decimal("7.2"), "output")} <= found
