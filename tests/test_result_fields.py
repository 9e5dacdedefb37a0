"""Benchmark results on text written the way vendors, reviewers and Chinese test reports write: how many chips
ran it, the workload's exact name, and speeds given as labelled figures."""

from __future__ import annotations

import pytest

from extractors.pipeline import extract_claims


def _results(text: str) -> list[dict]:
    claims = extract_claims(text, content_type="text/plain", document_id="t").claims
    return [c.model_dump(mode="json") for c in claims if c.kind == "benchmark"]


def _fields(text: str, *names: str) -> list[tuple]:
    return [tuple(r[name] for name in ("value", *names)) for r in _results(text)]


@pytest.mark.parametrize(
    "text",
    [
        "The new service streams 1200+ tokens per second for Llama 3.1 8B, 15x faster than GPU clouds.",
        "It reached 300 tokens/s on Llama 3.3 70B, roughly 6x more than rented GPUs could manage.",
    ],
)
def test_a_multiplier_before_a_comparative_is_no_chip_count(text):
    assert [count for _, count in _fields(text, "accelerator_count")] == [None]


def test_a_real_count_still_counts():
    text = "Four B200 GPUs reached 9,000 tokens/s on Llama 2 70B, and 16x H100 GPUs reached 20,000 tokens/s on Llama 2 70B."
    assert _fields(text, "accelerator_count") == [(9000, 4), (20000, 16)]


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("双卡部署后,Qwen3-8B 的推理速度约为 70 Tokens/s。", 2),
        ("在四张 5090 上,推理速度约为 150 Tokens/s。", 4),
    ],
)
def test_chinese_numeral_counts(text, count):
    assert [c for _, c in _fields(text, "accelerator_count")] == [count]


@pytest.mark.parametrize(
    ("text", "benchmark"),
    [
        ("我们在 H20 上测试了 DeepSeek-R1-0528-Qwen3-8B,速度约为 60 Tokens/s。", "deepseek-r1-0528-qwen3-8b"),
        ("A single L40S ran DeepSeek-R1-Distill-Llama-8B at 95 tokens/s.", "deepseek-r1-distill-llama-8b"),
        # the maker's name before the model is not part of the workload; a size word after it is
        ("For comparison, OpenAI O3 mini streams about 190 tokens/s.", "o3-mini"),
    ],
)
def test_workload_names_as_written(text, benchmark):
    assert [b for _, b in _fields(text, "benchmark")] == [benchmark]


def test_labelled_speeds_of_a_chinese_test_report_use_the_declared_model_and_hardware():
    text = ("本文测试的模型选用 Qwen3-32B。\n"
            "测试硬件为 A100,驱动为最新版本。\n"
            "结果如下:\n"
            "在 20 并发下,平均 TPS 达到 65;\n"
            "40 并发时,系统每秒可处理 12 个请求。")
    # (the requests handled a second are no result, as outside labellers read request rates: CONVENTIONS.md)
    assert _fields(text, "unit", "benchmark", "accelerator") == [
        (65, "tokens/s", "qwen3-32b", "NVIDIA A100"),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "在 1000 QPS 测试环境下,P99 延迟为 2 秒。",  # the load the test ran at
        "TPS 为 20% 的提升来自新内核。",  # a percentage, not a speed
    ],
)
def test_a_load_or_a_percentage_after_a_label_is_no_speed(text):
    assert _results(text) == []


def _markdown_results(text: str) -> list[tuple]:
    claims = extract_claims(text, content_type="text/markdown", document_id="t").claims
    return [(float(c.value), c.unit, c.benchmark, c.accelerator) for c in claims if c.kind == "benchmark"]


@pytest.mark.parametrize("speed_header", ["Decode T/s", "Output TPS"])
def test_a_speed_table_with_a_short_unit_header_gives_one_result_per_row(speed_header):
    text = ("Measured decode speed per platform, averaged over twenty runs.\n\n"
            f"| Model | Platform | {speed_header} | TTFT | Input $/1M |\n|---|---|---|---|---|\n"
            "| Qwen 2.5 7B | Groq LPU | 610 | 90ms | $0.06 |\n"
            "| Qwen 2.5 7B | NVIDIA L40S | 85 | 300ms | $0.11 |\n"
            "| Phi 3 14B | NVIDIA L40S | 40 | 450ms | $0.20 |\n")
    assert _markdown_results(text) == [(610.0, "tokens/s", "qwen2.5-7b", "Groq LPU"),
                                       (85.0, "tokens/s", "qwen2.5-7b", "NVIDIA L40S"),
                                       (40.0, "tokens/s", "phi3-14b", "NVIDIA L40S")]


def test_a_lower_case_t_per_second_column_is_not_read_as_a_speed():
    text = ("| Model | Load t/s | Notes |\n|---|---|---|\n| Qwen 2.5 7B | 12 | cold cache |\n")
    assert _markdown_results(text) == []


@pytest.mark.parametrize(
    ("text", "values"),
    [
        # both values of a labelled change, the unit given by the label
        ("优化后,Qwen3-32B 在 4×H20 上的 TPS 从 120 → 410。", [120, 410]),
        ("调优之后,吞吐从 900 提升到 2,100 tokens/s(Qwen3-32B)。", [900, 2100]),
        ("After tuning, throughput went from 1,150 to 2,600 tokens/s on Llama 3.1 8B.", [1150, 2600]),
        # a range is not a change: its ends are not results
        ("Depending on batch size, speeds range from 150 to 900 tokens/s on Llama 3.1 8B.", []),
    ],
)
def test_a_speed_written_as_a_change_gives_both_values(text, values):
    assert [float(v) for v, *_ in _fields(text)] == [float(v) for v in values]


def test_a_count_written_against_an_architecture_name():
    text = "On 4×Hopper the same recipe lifted Qwen3-32B to 2,400 tokens/s."
    assert _fields(text, "accelerator_count", "accelerator") == [(2400, 4, "NVIDIA Hopper")]


@pytest.mark.parametrize(
    ("text", "system"),
    [
        ("Azure's ND H200 v5 virtual machines served Llama 2 70B at 31,000 tokens/s.", "Azure ND H200 v5"),
        ("On a single AWS p5e.48xlarge we measured 12,400 tokens/s on Llama 3.1 70B.", "AWS p5e.48xlarge"),
        ("One a3-megagpu-8g node reached 9,800 tokens/s on Llama 3.1 70B.", "a3-megagpu-8g"),
        # no instance named: the system stays what the hardware names say
        ("Eight H200 GPUs reached 31,000 tokens/s on Llama 2 70B.", None),
    ],
)
def test_a_cloud_instance_is_the_system_of_a_result(text, system):
    assert [s for _, s in _fields(text, "system")] == [system]


_STACKED_HEADER_PAGE = """<h2>Serving throughput</h2>
<p>Every figure below is output throughput in tokens/second at an unlimited request rate.</p>
<table>
<tr><td></td><td>Accelerator</td><td></td><td>MI300X 192GB</td><td>H200 141GB</td></tr>
<tr><td></td><td>Precision</td><td></td><td>FP8</td><td>FP8</td></tr>
<tr><td>Model</td><td>TP Size</td><td>Input/Output Lengths</td><td></td><td></td></tr>
<tr><td>Mistral 7B</td><td>1</td><td>128, 128</td><td>5120.40</td><td>6210.75</td></tr>
<tr><td></td><td></td><td>128, 2048</td><td>1804.12</td><td></td></tr>
<tr><td>Llama 3.1 70B</td><td>2</td><td>128, 128</td><td></td><td>2950.30</td></tr>
</table>"""


def test_a_results_table_with_stacked_header_rows():
    """A chip per column in a header row above the "Model | TP Size" row; blank first cells continue the row
    above; the tensor-parallel size is the chip count, never a result."""
    claims = extract_claims(_STACKED_HEADER_PAGE, content_type="text/html", document_id="t").claims
    results = [(float(c.value), c.benchmark, c.accelerator, c.accelerator_count) for c in claims if c.kind == "benchmark"]
    assert results == [(5120.4, "mistral-7b", "AMD Instinct MI300X", 1), (6210.75, "mistral-7b", "NVIDIA H200", 1),
                       (1804.12, "mistral-7b", "AMD Instinct MI300X", 1), (2950.3, "llama3.1-70b", "NVIDIA H200", 2)]


@pytest.mark.parametrize(
    "text",
    [
        "Decode ran at 5,200 tokens/second per NPU on DeepSeek-R1.",
        "On DeepSeek-R1 the cluster sustained 2,100 tokens/s per chip.",
        "优化后,单芯片解码吞吐可达 1800 TPS(DeepSeek-R1)。",
    ],
)
def test_a_rate_of_one_accelerator_is_per_gpu_on_one_chip(text):
    assert [(s, c) for _, s, c in _fields(text, "scenario", "accelerator_count")] == [("per GPU", 1)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Numbers below were measured serving Mistral 7B.\n\n"
         "| Setting | A10G | H200 |\n|---|---|---|\n| Concurrency 4 (tokens/s) | 51 | 310 |\n"
         "| Hourly rent | $0.80 | $3.10 |\n| Concurrency 64 (tokens/s) | 420 | 2,950 |\n",
         [(51, "NVIDIA A10G"), (310, "NVIDIA H200"), (420, "NVIDIA A10G"), (2950, "NVIDIA H200")]),
        ("| 配置 | H200 | L40S |\n|---|---|---|\n| 显存 (GB) | 141 | 48 |\n| 批大小 16 吞吐 (tokens/s) | 905 | 377 |\n",
         [(905, "NVIDIA H200"), (377, "NVIDIA L40S")]),
    ],
)
def test_a_transposed_table_takes_the_unit_from_each_row_label(text, expected):
    # chips across the top, one measure per row: only the rows whose label names a rate are results
    assert [(value, chip) for value, _, _, chip in _markdown_results(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Run A -- Total TPS: 950.2 Mean TPOT(ms): 40.1\nRun B -- Total TPS: 1310.7 Median TTFT (ms): 31.9",
         [(950.2, "tokens/s"), (1310.7, "tokens/s")]),
        ("压测结果：峰值 QPS: 41.5 P99 Latency(ms): 80", [(41.5, "queries/s")]),
    ],
)
def test_a_labelled_figure_followed_by_the_next_label_is_still_read(text, expected):
    assert [(r["value"], r["unit"]) for r in _results(text)] == expected


def test_a_heading_line_gives_the_chip_and_model_of_unattributed_figures():
    text = ("Serving Qwen2.5-72B on AMD MI300X\nTuning notes\nBefore tuning, the server reported Total TPS: 950.2\n"
            "After tuning, it reported Total TPS: 1310.7")
    assert _fields(text, "benchmark", "accelerator") == [(950.2, "qwen2.5-72b", "AMD Instinct MI300X"),
                                                        (1310.7, "qwen2.5-72b", "AMD Instinct MI300X")]
    two_chips = text.replace("on AMD MI300X", "on AMD MI300X and NVIDIA H100")
    assert [a for _, a in _fields(two_chips, "accelerator")] == [None, None]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("推理集群以 52.3k 输出 token/s 的速度运行 Qwen3-235B。", 52300),
        ("预填充阶段每秒约 9.6K 输入 token。", 9600),
        ("解码阶段每秒 1.2k 個輸出token。", 1200),
    ],
)
def test_a_thousands_suffix_and_a_direction_word_before_the_token_unit(text, value):
    assert [v for v, in _fields(text)] == [value]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("各卡实测如下。\nLlama 3.1 70B 吞吐 (tokens/s)\n并发 2xA100 4xL40S\n8 310.5 288.1\n32 990.0 N/A\n结论见下文。",
         [(310.5, "llama3.1-70b", "NVIDIA A100", 2), (288.1, "llama3.1-70b", "NVIDIA L40S", 4),
          (990.0, "llama3.1-70b", "NVIDIA A100", 2)]),
        ("Our runs.\nMixtral 8x7B serving speed (TPS)\nUsers H100 MI300X\n1 95 88\n16 610 575",
         [(95, "mixtral-8x7b", "NVIDIA H100", None), (88, "mixtral-8x7b", "AMD Instinct MI300X", None),
          (610, "mixtral-8x7b", "NVIDIA H100", None), (575, "mixtral-8x7b", "AMD Instinct MI300X", None)]),
    ],
)
def test_a_space_separated_table_gives_each_figure_its_column_chip(text, expected):
    assert _fields(text, "benchmark", "accelerator", "accelerator_count") == expected


def test_a_space_separated_table_without_a_rate_caption_gives_nothing():
    text = "Monthly rent (USD)\nTerm H100 MI300X\n1 2100 1900\n12 1700 1550"
    assert _results(text) == []


def test_percentile_rows_of_a_measure_table_are_its_spread_not_more_results():
    text = ("Timings for Phi-3 mini.\n\n| Measure | Result |\n|---|---|\n| Mean generated tokens/s | 430 |\n"
            "| P95 generated tokens/s | 470 |\n| 5th percentile tokens/s | 390 |\n")
    assert [value for value, *_ in _markdown_results(text)] == [430]


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("The theoretical peak of 12,000 tokens/s was never reached; we measured 9,400 tokens/s.", [9400]),
        ("理论上可达 3000 tokens/s,实测 2100 tokens/s。", [2100]),
        ("Its theoretical maximum is 8,000 tokens/s; in practice it sustained 6,100 tokens/s.", [6100]),
    ],
)
def test_a_theoretical_ceiling_is_not_a_result(text, values):
    assert [v for v, in _fields(text)] == values


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A single 24 GB GPU such as the L4 is enough for chat; on an H200 node the model serves 5,200 tokens/s.",
         [(5200, "NVIDIA H200", None)]),
        ("单卡 48 GB 显卡(如 L40S)即可部署；使用 8 张 H20 时吞吐约 3,600 tokens/s。", [(3600, "NVIDIA H20", 8)]),
    ],
)
def test_chips_and_counts_of_another_statement_do_not_attach_to_a_result(text, expected):
    # a memory size is no chip count, and a semicolon ends the statement that named the other chip
    assert _fields(text, "accelerator", "accelerator_count") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We tested four serving stacks on an AMD MI300X.\nSetup notes follow.\nThe figures.\n"
         "Stack A peaked at 7,020 tok/s, stack B at 6,480 tok/s.",
         [(7020, "AMD Instinct MI300X"), (6480, "AMD Instinct MI300X")]),
        ("What we measured: Qwen2.5-7B on one L40S.\nResults.\nThe best engine delivered 3,150 tok/s at saturation.",
         [(3150, "NVIDIA L40S")]),
    ],
)
def test_a_write_up_declaring_what_it_tested_gives_the_chip_of_later_figures(text, expected):
    assert _fields(text, "accelerator") == expected


def test_one_before_a_chip_is_a_count_of_one():
    assert _fields("The engine sustained 4,800 tok/s on one H200 with Gemma 2 9B.", "accelerator_count") == [(4800, 1)]


def test_a_follow_up_figure_after_a_sentence_naming_two_chips_takes_neither():
    text = "The lab owns H100 and MI300X boards. It reported 3,300 tokens/s on Llama 3.1 8B."
    assert _fields(text, "accelerator") == [(3300, None)]
    one_chip = "The lab owns H100 boards. It reported 3,300 tokens/s on Llama 3.1 8B."
    assert _fields(one_chip, "accelerator") == [(3300, "NVIDIA H100")]


@pytest.mark.parametrize(
    ("text", "chip"),
    [
        ("新一代 B300 拥有 288GB 显存与更高的带宽,在 Llama 3.1 405B 推理中跑出每秒 1500 个令牌,比 B200 高出 50%。", "NVIDIA B300"),
        ("MI355X 配备大容量 HBM3E,整机在 Llama 2 70B 上达到 8200 tokens/s,比 MI300X 快 2.1 倍。", "AMD Instinct MI355X"),
    ],
)
def test_a_chip_after_bi_is_the_baseline_not_the_producer(text, chip):
    assert [a for _, a in _fields(text, "accelerator")] == [chip]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The speech encoder reached 12,500 samples/s on 4× H200, well ahead of last round.", [(12500, "NVIDIA H200", 4)]),
        ("Two nodes of four MI325X (8 GPUs): 20,100 tokens/s Offline; 18,900 tokens/s Server.",
         [(20100, "AMD Instinct MI325X", 8), (18900, "AMD Instinct MI325X", 8)]),
    ],
)
def test_a_count_times_chip_after_a_figure_is_its_hardware_and_a_chipless_statement_shares_the_count(text, expected):
    assert _fields(text, "accelerator", "accelerator_count") == expected


@pytest.mark.parametrize(
    ("text", "chip"),
    [
        ("Our tally puts that near twice the 41,200 tokens per second the vendor gave for the older MI325X box.",
         "AMD Instinct MI325X"),
        ("The new card is quicker still: 15,400 tokens/s were logged on the earlier MI300X platform last spring.",
         "AMD Instinct MI300X"),
    ],
)
def test_the_x_ending_a_chip_name_is_not_read_as_a_multiplier(text, chip):
    assert [a for _, a in _fields(text, "accelerator")] == [chip]


@pytest.mark.parametrize(
    ("text", "values"),
    [
        # a measured figure, then a per-user speed divided out on paper and a cost operand
        ("The box measured 4,800 tokens/s on an H100. Shared by 96 users, 4800 / 96 = 50 tokens/s each, and "
         "80 GB * 50 tok/s = 4 TB/s of reads.", [4800]),
        # a supposed load, its quotient, and the figure "corresponding" to another supposed load
        ("实测单卡 2400 tokens/s。假如并发 48, 则 2400/48 ≈ 50 tokens/s。\n若并发 24, 对应是 100 tokens/s。", [2400]),
        ("Let's say 10 streams share it: 1,200 tok/s ÷ 10 streams = 120 tok/s. That works out to 120 tok/s each.", []),
    ],
)
def test_a_speed_worked_out_in_the_text_is_not_a_result(text, values):
    assert [v for v, in _fields(text)] == values


def test_a_labelled_figure_after_an_equals_sign_is_still_a_result():
    # "=" alone is a label, not arithmetic
    assert [v for v, in _fields("Measured decode throughput = 3,300 tokens/s on one L40S.")] == [3300]


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("Engine throughput on one L40S.\nUsersEngine AEngine B\n4 users310 tok/s290 tok/s\n"
         "32 users1,420 tok/s1,305 tok/s", [310, 290, 1420, 1305]),
        ("吞吐对比\n并发甲乙丙\n8 并发96 tokens/s88 tokens/s102 tokens/s", [96, 88, 102]),
    ],
)
def test_a_flattened_table_row_of_glued_speed_cells_gives_one_result_per_cell(text, values):
    assert [v for v, in _fields(text)] == values


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "字詞" is how Taiwanese news writes tokens; "單晶片" is one chip; a rival's figure is not the chip named before
        ("新款 B200 單晶片執行 Llama 3.1 8B 每秒可達 9,100 字詞。最強競爭對手僅每秒 300 字詞。",
         [(9100, "NVIDIA B200", "per GPU"), (300, None, None)]),
        ("What we tested: Llama 3.1 8B on one MI300X.\nIt reached 21,000 tokens/s. Its closest rival managed 17,500 tokens/s.",
         [(21000, "AMD Instinct MI300X", None), (17500, None, None)]),
    ],
)
def test_chinese_token_words_single_chip_and_a_rivals_figure(text, expected):
    assert _fields(text, "accelerator", "scenario") == expected


def test_a_unit_column_after_the_result_and_the_system_line_above_the_table():
    text = """MLPerf Inference v5.1, Datacenter, Closed

**System:** RX-80 (8x NVIDIA B200-SXM-180GB, TensorRT-LLM)

| Benchmark | Scenario | Result | Unit |
|---|---|---|---|
| llama2-70b-99 | Offline | 98,120.5 | Tokens/s |
| stable-diffusion-xl | Server | 28.70 | Queries/s |
"""
    claims = extract_claims(text, content_type="text/markdown", document_id="t").claims
    got = [(float(c.value), c.unit, c.benchmark, c.scenario, c.accelerator, c.accelerator_count)
           for c in claims if c.kind == "benchmark"]
    assert got == [(98120.5, "tokens/s", "llama2-70b", "Offline", "NVIDIA B200", 8),
                   (28.7, "queries/s", "sdxl", "Server", "NVIDIA B200", 8)]


def test_rates_with_units_under_scenario_columns_and_a_listed_accelerator():
    text = """<h3>Kowalski Systems: KS-8 Summit</h3>
<ul><li>Accelerator: AMD Instinct MI325X</li><li>Accelerators per node: 8</li><li>Software: ROCm 6.4</li></ul>
<table><tr><th>Workload</th><th>Offline</th><th>Server</th></tr>
<tr><td>Llama 2 70B</td><td>33,020 tok/s</td><td>30,115 tok/s</td></tr></table>"""
    claims = extract_claims(text, content_type="text/html", document_id="t").claims
    got = [(float(c.value), c.scenario, c.accelerator, c.accelerator_count) for c in claims if c.kind == "benchmark"]
    assert got == [(33020.0, "Offline", "AMD Instinct MI325X", 8), (30115.0, "Server", "AMD Instinct MI325X", 8)]


RECORDS = """Two rows of the results table, as the submitter's blog pasted them:

  {
    "ID": "9.9-0101",
    "Submitter": "Acme Compute",
    "System": "Acme A8 (8x MI325X)",
    "Model": "llama2-70b-99.9",
    "Scenario": "Offline",
    "Nodes": 1,
    "Accelerator": "AMD Instinct MI325X 256GB HBM3e",
    "a#": 8,
    "weight_data_types": "{'unet': 'fp8', 'vae': 'fp32'}",
    "Performance_Result": 33312.5,
    "Performance_Units": "Tokens/s"
  },
  {
    "ID": "9.9-0102",
    "Submitter": "Acme Compute",
    "Model": "stable-diffusion-xl",
    "Scenario": "Server",
    "Nodes": 2,
    "Accelerator": "NVIDIA H200-SXM-141GB",
    "a#": 8,
    "Performance_Result": 30.1,
    "Performance_Units": "Queries/s"
  },
  {
    "ID": "9.9-0103",
    "Model": "resnet",
    "Scenario": "SingleStream",
    "Accelerator": "NVIDIA H200-SXM-141GB",
    "Performance_Result": 0.51,
    "Performance_Units": "Latency (ms)"
  },
  {
    "ID": "9.9-0104",
    "Model": "resnet",
    "Performance_Result": 9
"""


def test_result_records_pasted_as_json_are_results_of_their_whole_system():
    # a brace inside a string value does not cut a record short; a latency record is no throughput result, and a
    # record the excerpt cuts off gives nothing
    assert _fields(RECORDS, "unit", "benchmark", "scenario", "accelerator", "accelerator_count") == [
        (33312.5, "tokens/s", "llama2-70b", "Offline", "AMD Instinct MI325X", 8),
        (30.1, "queries/s", "sdxl", "Server", "NVIDIA H200", 16)]


def test_a_submission_checker_record_names_its_columns_otherwise():
    text = ('{"Organization": "Acme", "SystemName": "4xB200", "MlperfModel": "llama3.1-8b", "Model": "acme-8b",'
            ' "Scenario": "Server", "Result": 41000.5, "Units": "Tokens/s", "number_of_nodes": 2,'
            ' "accelerator_model_name": "NVIDIA B200-SXM-180GB", "accelerators_per_node": 4, "total_accelerators": 8}')
    assert _fields(text, "benchmark", "scenario", "accelerator", "accelerator_count") == [
        (41000.5, "llama3.1-8b", "Server", "NVIDIA B200", 8)]


RESULT_POST = """MLPerf Inference v5.1: our results

Our GB300 NVL72 rack (72 GPUs) posted 1,120,000 tokens/s on Llama 3.1 405B Offline, about 15,550 tokens/s per GPU.

| System | Benchmark | Scenario | Result |
|---|---|---|---|
| 8x H200 | Mixtral 8x7B | Offline | 61,802 tokens/s |

Hosted speed check: gpt-oss-120b ran at about 3,000 output tokens per second on Cerebras.
"""


def test_a_per_gpu_share_counts_one_chip_and_prose_after_a_table_does_not_take_its_last_rows_chip():
    claims = extract_claims(RESULT_POST, content_type="text/markdown", document_id="t").claims
    assert [(float(c.value), c.accelerator, c.accelerator_count) for c in claims if c.kind == "benchmark"] == [
        (1120000.0, "NVIDIA GB300", 72), (15550.0, "NVIDIA GB300", 1), (61802.0, "NVIDIA H200", 8),
        (3000.0, None, None)]


def test_the_one_model_a_sentence_runs_is_the_workload_of_its_one_result_in_a_later_clause():
    assert _fields("实测中，8卡H800服务器运行DeepSeek-V3，整机吞吐约为每秒1.2万tokens。", "benchmark", "accelerator_count") \
        == [(12000.0, "deepseek-v3", 8)]


def test_a_per_gpu_column_beside_a_rate_column_keeps_the_rows_scenario_for_one_accelerator():
    html = ("<table><tr><th>Submitter</th><th>System</th><th>Accelerators</th><th>Scenario</th><th>Tokens/s</th>"
            "<th>Per GPU</th></tr><tr><td>Acme</td><td>AX-8</td><td>8x NVIDIA B300</td><td>Offline</td>"
            "<td>118,400</td><td>14,800</td></tr></table>")
    claims = extract_claims(html, content_type="text/html").claims
    got = {(float(c.value), c.scenario, c.accelerator, c.accelerator_count) for c in claims if c.kind == "benchmark"}
    assert got == {(118400.0, "Offline", "NVIDIA B300", 8), (14800.0, "Offline", "NVIDIA B300", 1)}


def test_a_list_of_bare_figures_under_a_caption_naming_the_rate_and_chinese_samples_per_second():
    text = ("Hosted speeds, week 48 — model: llama-3.3-70b (output tokens/s per user, median of 20 runs)\n\n"
            "Fastco (WSE-3)   2,310\nKiteway (MI355X)    402\n\nUpdated 2026\n")
    got = [(float(c.value), c.benchmark, c.accelerator) for c in extract_claims(text).claims if c.kind == "benchmark"]
    assert got == [(2310.0, "llama3.3-70b", "Cerebras WSE-3"), (402.0, "llama3.3-70b", "AMD Instinct MI355X")]
    text = "該系統在 Whisper 離線場景每秒 5,820 個樣本。"
    assert [(float(c.value), c.unit) for c in extract_claims(text).claims if c.kind == "benchmark"] == [
        (5820.0, "samples/s")]


def test_a_chinese_rate_with_can_and_at_most_between_per_second_and_the_figure():
    text = ("在运行 Llama 3.1 8B 时，这款推理芯片每秒能生成超过2100个token，而对手的 H100 实例每秒最多只能生成260个token，"
            "评测规则要求每秒至少生成50个token。")
    assert [value for (value,) in _fields(text)] == [2100, 260]


RATE_LOG = """两台 H800 上的吞吐记录（DeepSeek-R1，每条请求输入1000个token）：

配置 qps input token/s Output token/s E2E均值(ms) TPOT均值/中位数(ms)
engine-a_两机 1.20 1200.50 1180.25 350000.10 190.20/185.00
engine-b两机 0.70 700.40 690.10 580000.30 300.10/290.50
"""


def test_a_single_spaced_rate_log_reads_each_rate_column_of_each_row():
    got = sorted((float(value), unit) for value, unit in _fields(RATE_LOG, "unit"))
    assert got == [(0.7, "queries/s"), (1.2, "queries/s"), (690.1, "tokens/s"), (700.4, "tokens/s"),
                   (1180.25, "tokens/s"), (1200.5, "tokens/s")]


def test_a_line_wrapped_before_a_figure_keeps_its_hedge_and_a_floor_beside_a_range_is_no_result():
    wrapped = ("In Interactive the limits are 450 ms and 40 ms per token, which works out to at least\n"
               "25 tokens per second for every user of the Llama 2 70B benchmark.")
    assert _results(wrapped) == []
    assert _results("Forum numbers put one-card decode at 40-50 TPS and tuned multi-card rigs at 180+ TPS.") == []


def test_speed_and_time_columns_hold_no_prices_and_a_mark_others_missed_is_no_result():
    table = ("<p>Blended price is in USD per 1M tokens.</p><table><tr><th>Provider</th><th>Model</th>"
             "<th>Output speed (tok/s)</th><th>TTFT (s)</th><th>Blended price</th></tr>"
             "<tr><td>Acme</td><td>gpt-oss-120b</td><td>2,100</td><td>0.31</td><td>$0.40</td></tr></table>")
    result = extract_claims(table, content_type="text/html", document_id="t")
    assert [float(c.amount) for c in result.claims if c.kind == "price"] == [0.4]
    assert [float(c.value) for c in result.claims if c.kind == "benchmark"] == [2100.0]
    text = "Acme (291 TPS) came third, while Borealis and Cirrus failed to break the 200 TPS mark."
    assert [value for (value,) in _fields(text)] == [291]


def test_both_ends_of_an_arrow_between_rates_are_results():
    got = [value for (value,) in _fields("Decode on the Vela V5 rose with the fused kernel: 84.6 → 108.2 tok/s.")]
    assert got == [84.6, 108.2]


def test_a_chinese_benchmark_tools_average_tokens_per_second_line_is_a_result():
    text = "Qwen3-32B 压测（并发 8）\n平均每秒回复token数量: 38.5\n平均首token延迟: 0.61\n"
    assert [value for (value,) in _fields(text)] == [38.5]


CHIP_COLUMNS_UNDER_A_METRIC_STATED_ONCE = """## Throughput

Clients send requests with no pause between them. The reported metric is `Output Throughput (tokens/sec)`.

Weights were quantized before the runs; see the notes at the end.

### Systems
- H100 SXM 80GB
- H200 SXM 141GB

#### Llama 3.1 8B

| Sequence Length (ISL/OSL) | H200<br/>TP1 (FP8) | H100<br/>TP1 (FP8) |
|---|---|---|
| 128/128 | 24,500 | 21,300 |
| 1000/1000 | 15,100 | 12,800 |
"""


def test_chip_columns_take_the_metric_the_page_states_once_further_up():
    claims = extract_claims(CHIP_COLUMNS_UNDER_A_METRIC_STATED_ONCE, content_type="text/markdown").claims
    results = {(float(c.value), c.unit, c.accelerator) for c in claims if c.kind == "benchmark"}
    assert results == {(24500.0, "tokens/s", "NVIDIA H200"), (21300.0, "tokens/s", "NVIDIA H100"),
                       (15100.0, "tokens/s", "NVIDIA H200"), (12800.0, "tokens/s", "NVIDIA H100")}
    # a line break inside a header cell parts the chip from the parallelism written under it
    assert {c.name for c in claims if c.kind == "hardware"} == {"NVIDIA H100", "NVIDIA H200"}


def test_the_sequence_lengths_of_a_chip_table_with_no_metric_stated_are_no_results():
    text = CHIP_COLUMNS_UNDER_A_METRIC_STATED_ONCE.replace(
        "The reported metric is `Output Throughput (tokens/sec)`.", "Results are discussed below.")
    assert [c for c in extract_claims(text, content_type="text/markdown").claims if c.kind == "benchmark"] == []


def test_a_time_per_token_line_under_a_speed_line_is_no_speed():
    text = ("Case baseline optimized\nChat Total TPS: 5120.40\nMean TPOT(ms): 241.10\nTotal TPS: 8011.75 (+56.5%)\n"
            "Mean TPOT(ms): 190.20\n")
    assert sorted(value for value, in _fields(text)) == [5120.4, 8011.75]


FLATTENED_RESULT_GRID = """Performance overview

The reported metric isOutputThroughput(tokens/sec).

Wren 70B FP4#

GPU:

B200

GB200

TP Size

1

2

ISL, OSL

128, 128

9,120.50

10,004.25

1000, 1000

5,870.10

6,410.75
"""


def test_a_result_grid_flattened_one_cell_per_line_is_read_as_its_table():
    claims = extract_claims(FLATTENED_RESULT_GRID, content_type="text/plain").claims
    results = {(float(c.value), c.accelerator, c.accelerator_count) for c in claims if c.kind == "benchmark"}
    # each figure under its chip's column, the GPUs of the column's "TP Size" cell
    assert results == {(9120.5, "NVIDIA B200", 1), (10004.25, "NVIDIA GB200", 2),
                       (5870.1, "NVIDIA B200", 1), (6410.75, "NVIDIA GB200", 2)}


def test_the_tensor_parallel_width_in_a_chip_columns_label_is_its_accelerator_count():
    text = CHIP_COLUMNS_UNDER_A_METRIC_STATED_ONCE.replace("H100<br/>TP1", "H100<br/>TP2")
    counts = {(c.accelerator, c.accelerator_count) for c in extract_claims(text, content_type="text/markdown").claims
              if c.kind == "benchmark"}
    assert counts == {("NVIDIA H200", 1), ("NVIDIA H100", 2)}


def test_a_chips_bare_figure_after_a_verb_of_reaching_takes_the_rate_unit_stated_before():
    text = ("Best result: NVIDIA B200 at ~210 samples/second. H200 achieves 118.5 (40% faster than the H100). "
            "A100 achieves 32.1, well behind.")
    assert sorted(_fields(text, "unit", "accelerator")) == [
        (32.1, "samples/s", "NVIDIA A100"), (118.5, "samples/s", "NVIDIA H200"), (210, "samples/s", "NVIDIA B200")]
    # with no rate stated before, a bare figure is nothing
    assert _fields("The H200 achieves 118.5 on this test.") == []


def test_a_result_cards_value_line_under_its_rate_label():
    text = "Wren 70B on 16× Ascend 910B\n结果\nDecode tok/s\n850\nPrefill tok/s\n11500\nTTFT p50\nms\n280\n"
    assert sorted(value for value, in _fields(text)) == [850, 11500]
