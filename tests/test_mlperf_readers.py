"""MLPerf readers on the real published tables and real per-run files (plus small malformed fixtures)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pipelines.sources.mlperf import (
    MlperfFormatError,
    parse_log_summary,
    read_mlperf_table,
    read_results_repo_run,
    sniff_form,
)

ROOT = Path(__file__).resolve().parents[1]
SNAPSHOT = ROOT / "data" / "snapshot" / "mlperf"
FIXTURES = Path(__file__).resolve().parent / "fixtures" / "mlperf"

# (file, form, round, value column, unit column, number of rows MLCommons published)
TABLES = [
    ("summary_results_v4.1.json", "results_site_table", "v4.1", "Performance_Result", "Performance_Units", 937),
    ("summary_results_v5.1.json", "results_site_table", "v5.1", "Performance_Result", "Performance_Units", 1448),
    ("summary_v6.1.json", "submission_checker_table", "v6.1", "Result", "Units", 492),
]


def _published_rows(path: Path) -> dict[str, dict]:
    """The file's rows keyed the way the reader names them: "#<index>" for lists, the key for dicts."""
    data = json.loads(path.read_bytes())
    if isinstance(data, list):
        return {f"#{index}": row for index, row in enumerate(data)}
    return dict(data)


def _fixture(name: str) -> bytes:
    return (FIXTURES / name).read_bytes()


# ------------------------------------------------------------------ every row of every round


@pytest.mark.parametrize(("file_name", "form", "round_name", "value_key", "unit_key", "row_count"), TABLES)
def test_every_published_row_keeps_its_value(file_name, form, round_name, value_key, unit_key, row_count):
    path = SNAPSHOT / file_name
    published = _published_rows(path)
    assert len(published) == row_count

    read = read_mlperf_table(path.read_bytes(), source=str(path))

    assert read.form == form
    assert read.round == round_name
    assert read.errors == []
    assert len(read.results) + len(read.errors) == row_count
    assert {result.source_row for result in read.results} == set(published)
    for result in read.results:
        row = published[result.source_row]
        assert result.value == row[value_key], result.source_row
        assert result.unit_raw == row[unit_key], result.source_row
        assert result.round == round_name
        is_latency = row[unit_key].startswith("Latency")
        assert result.higher_is_better is not is_latency, result.source_row
        assert result.is_throughput is not is_latency, result.source_row
        assert result.scenario in {"Offline", "Server", "Interactive", "SingleStream", "MultiStream"}
        assert result.scenario.lower() == row["Scenario"].lower()


def test_units_are_normalised_per_published_spelling():
    seen: dict[str, set[str]] = {}
    for file_name, *_ in TABLES:
        read = read_mlperf_table((SNAPSHOT / file_name).read_bytes(), source=file_name)
        for result in read.results:
            seen.setdefault(result.unit_raw, set()).add(result.unit)
    assert seen == {
        "Tokens/s": {"tokens/s"},
        "Samples/s": {"samples/s"},
        "Queries/s": {"queries/s"},
        "Tasks/s": {"tasks/s"},
        "Latency (ms)": {"ms"},
        "Latency (s)": {"s"},
    }


def test_results_site_row_fields():
    read = read_mlperf_table((SNAPSHOT / "summary_results_v5.1.json").read_bytes(), source="v5.1")
    by_location = {(r.location, r.benchmark_variant): r for r in read.results}

    gb200 = by_location[("closed/NVIDIA/results/GB200-NVL72_GB200-186GB_aarch64x72_TRT/deepseek-r1/Offline",
                         "deepseek-r1")]
    assert gb200.value == 289712.0
    assert (gb200.nodes, gb200.accelerators_per_node, gb200.total_accelerators) == (18, 4, 72)
    assert gb200.accelerator_raw == "NVIDIA GB200"
    assert gb200.benchmark == "deepseek-r1" and gb200.accuracy_target is None
    assert (gb200.division, gb200.category, gb200.availability) == ("closed", "datacenter", "available")

    amd = by_location[("closed/AMD/results/8xMI300X_2xEPYC_9575F/llama2-70b-99.9/Interactive", "llama2-70b-99.9")]
    assert (amd.benchmark, amd.accuracy_target, amd.scenario, amd.value) == ("llama2-70b", "99.9", "Interactive", 8840.42)
    assert amd.unit == "tokens/s"

    singlestream = by_location[(
        "closed/GATEOverflow/results/GATEOverflow_AMD_AM5-mlcommons_cpp-cpu-onnxruntime-default_config/"
        "resnet50/singlestream", "resnet")]
    assert singlestream.benchmark == "resnet50" and singlestream.model_raw == "resnet50"
    assert (singlestream.value, singlestream.unit, singlestream.higher_is_better) == (7.627156, "ms", False)
    # CPU-only rows publish an empty accelerator and an empty a#
    assert singlestream.accelerator_raw is None and singlestream.accelerators_per_node is None


def test_power_figures_watts_and_millijoules_are_kept_apart():
    read = read_mlperf_table((SNAPSHOT / "summary_results_v4.1.json").read_bytes(), source="v4.1")
    untether = [r for r in read.results if r.submitter == "UntetherAI" and r.power_result is not None]
    by_scenario = {r.scenario: r for r in untether if r.platform and r.value in (0.120438, 168720.0)}
    offline, singlestream = by_scenario["Offline"], by_scenario["SingleStream"]
    assert offline.has_power and offline.power_watts == 398.3299847793 and offline.power_unit_raw == "Watts"
    # energy per query in millijoules is not a power: it stays out of power_watts
    assert singlestream.power_watts is None
    assert (singlestream.power_result, singlestream.power_unit_raw) == (29.2389869184, "millijoules")
    assert sum(1 for r in read.results if r.power_watts is not None) == 29


def test_submission_checker_row_fields():
    read = read_mlperf_table((SNAPSHOT / "summary_v6.1.json").read_bytes(), source="v6.1")
    row0 = next(r for r in read.results if r.source_row == "0")
    assert (row0.submitter, row0.benchmark, row0.scenario, row0.value, row0.unit) == (
        "AMD", "dlrm-v3", "Offline", 10891.1, "samples/s")
    assert (row0.nodes, row0.accelerators_per_node, row0.total_accelerators) == (1, 8, 8)
    assert row0.accelerator_raw == "AMD Instinct MI350X 288GB HBM3e"
    assert row0.host_processor == "AMD EPYC 9575F"

    yolo = [r for r in read.results if r.benchmark_variant == "yolo-95"]
    assert {r.scenario for r in yolo} == {"Offline", "SingleStream", "MultiStream"}  # published lower-case
    assert all(r.benchmark == "yolo" and r.accuracy_target == "95" for r in yolo)
    video = [r for r in read.results if r.benchmark == "text-to-video" and r.unit_raw == "Latency (s)"]
    assert len(video) == 15 and all(r.unit == "s" and not r.higher_is_better for r in video)
    vlm = next(r for r in read.results if r.benchmark_variant == "VLM")
    assert vlm.model_raw == "qwen3-vl-235b-a22b"
    assert {r.availability for r in read.results} == {"available", "preview", "rdi"}


def test_round_argument_overrides_and_resolver_is_applied():
    calls: list[str] = []

    def resolver(raw: str) -> tuple[str | None, bool]:
        calls.append(raw)
        return ("nvidia-gb300", True) if raw == "NVIDIA GB300" else (None, False)

    read = read_mlperf_table(_fixture("malformed_submission_checker_table.json"), source="checker",
                             round="6.1", resolve_accelerator=resolver)
    loaded = {r.source_row: r for r in read.results}
    assert loaded["0"].accelerator == "nvidia-gb300" and loaded["0"].round == "v6.1"
    assert loaded["4"].accelerator_raw is None and loaded["4"].accelerator is None
    assert calls == ["NVIDIA GB300"]  # never called for a missing accelerator


def test_unresolved_accelerator_stays_raw_only():
    read = read_mlperf_table(_fixture("malformed_results_site_table.json"), source="site",
                             resolve_accelerator=lambda raw: ("amd-mi300x", False))
    first = next(r for r in read.results if r.source_row == "#0")
    assert first.accelerator is None and first.accelerator_raw == "AMD Instinct MI300X 192GB HBM3"


# ------------------------------------------------------------------ sniffing and malformed input


def test_sniff_goes_by_shape_not_file_name():
    v5_body = (SNAPSHOT / "summary_results_v5.1.json").read_bytes()
    assert read_mlperf_table(v5_body, source="summary_v6.1.json").form == "results_site_table"
    checker_as_list = list(json.loads((SNAPSHOT / "summary_v6.1.json").read_bytes()).values())[:3]
    assert sniff_form(checker_as_list) == "submission_checker_table"


def test_unknown_form_names_source_and_missing_fields():
    with pytest.raises(MlperfFormatError) as caught:
        read_mlperf_table(_fixture("unknown_form_table.json"), source="fixtures/unknown_form_table.json")
    message = str(caught.value)
    assert "fixtures/unknown_form_table.json" in message
    for field_name in ("Performance_Result", "Performance_Units", "Result", "MlperfModel"):
        assert field_name in message


def test_missing_required_column_is_a_format_error():
    rows = [{"Submitter": "AMD", "Category": "closed", "System": "X", "Model": "resnet",
             "Performance_Result": 1.0, "Performance_Units": "Samples/s"}]
    with pytest.raises(MlperfFormatError, match=r"memory-table.*Scenario"):
        read_mlperf_table(json.dumps(rows), source="memory-table", round="v5.1")


@pytest.mark.parametrize("body", [b"{not json", b'{"results": []}', b"[]", b'"text"'])
def test_non_tables_are_format_errors_naming_the_source(body):
    with pytest.raises(MlperfFormatError, match="bad-source"):
        read_mlperf_table(body, source="bad-source")


def test_malformed_results_site_rows_are_reported_and_the_rest_loads():
    read = read_mlperf_table(_fixture("malformed_results_site_table.json"), source="site.json")
    assert sorted(r.source_row for r in read.results) == ["#0", "#6"]
    reasons = {e.source_row: e.reason for e in read.errors}
    assert set(reasons) == {"#1", "#2", "#3", "#4", "#5", "#7"}
    assert all(e.source == "site.json" for e in read.errors)
    assert reasons["#1"].startswith("Performance_Result") and "missing" in reasons["#1"]
    assert reasons["#2"].startswith("Performance_Result") and "-8840.42" in reasons["#2"]
    assert reasons["#3"].startswith("Scenario") and "Batch" in reasons["#3"]
    assert reasons["#4"].startswith("a#") and "eight" in reasons["#4"]
    assert reasons["#5"].startswith("Performance_Result") and "fast" in reasons["#5"]
    assert reasons["#7"].startswith("Performance_Units") and "Furlongs" in reasons["#7"]


def test_malformed_submission_checker_rows_are_reported_and_the_rest_loads():
    read = read_mlperf_table(_fixture("malformed_submission_checker_table.json"), source="checker.json")
    assert sorted(r.source_row for r in read.results) == ["0", "4"]
    reasons = {e.source_row: e.reason for e in read.errors}
    assert reasons["1"].startswith("Result") and "missing" in reasons["1"]
    assert reasons["2"].startswith("total_accelerators") and "seventy-two" in reasons["2"]
    assert reasons["3"].startswith("Scenario") and "Streaming" in reasons["3"]
    assert next(r for r in read.results if r.source_row == "4").scenario == "SingleStream"


def test_model_mapping_applies_to_table_rows():
    rows = [{"Submitter": "Krai", "Category": "open", "System": "8xH200", "Model": "llama3_1-70b-fp8_dyn",
             "Scenario": "Offline", "Performance_Result": 1500.0, "Performance_Units": "Tokens/s"}]
    mapping = json.loads(_fixture("v5.1__open__Krai__model_mapping.json"))
    read = read_mlperf_table(json.dumps(rows), source="krai", round="v5.1", model_mapping=mapping)
    (result,) = read.results
    assert (result.benchmark_variant, result.benchmark, result.accuracy_target) == ("llama2-70b-99.9", "llama2-70b", "99.9")


# ------------------------------------------------------------------ per-run files


def test_log_summary_offline_llm_h200():
    summary = parse_log_summary(_fixture("v4.1__NVIDIA_H200x8__llama2-70b-99__Offline__mlperf_log_summary.txt").decode())
    assert (summary["scenario"], summary["mode"], summary["validity"]) == ("Offline", "PerformanceOnly", "VALID")
    assert (summary["result_metric"], summary["result_value"]) == ("Samples per second", 107.477)
    assert summary["samples_per_second"] == 107.477
    assert summary["tokens_per_second"] == 31302.7 and summary["tokens_per_second_inferred"] is False
    assert summary["latency_ns"]["p99"] == 2710282756038 and summary["latency_ns"]["min"] == 5714666054
    assert summary["target_qps"] == 104 and summary["samples_per_query"] == 274560


def test_log_summary_server_with_token_latencies():
    summary = parse_log_summary(_fixture("v5.1__AMD_8xMI300X__llama2-70b-99__Server__mlperf_log_summary.txt").decode())
    assert summary["scenario"] == "Server" and summary["sut_name"] == "PySUT"
    assert summary["samples_per_second"] == 81.68 and summary["tokens_per_second"] == 24593.77
    assert summary["first_token_latency_ns"]["p99"] == 1914647645
    assert summary["first_token_latency_ns"]["mean"] == 918456323
    assert summary["time_per_output_token_ns"]["p99"] == 193380124
    assert summary["latency_ns"]["p99.9"] == 159705402675


def test_log_summary_inferred_tokens_and_singlestream_early_stopping():
    gptj = parse_log_summary(_fixture("v4.1__NVIDIA_H200x8__gptj-99__Server__mlperf_log_summary.txt").decode())
    assert gptj["tokens_per_second"] == 19243.33 and gptj["tokens_per_second_inferred"] is True
    resnet = parse_log_summary(_fixture("v5.1__GATEOverflow_AM5__resnet50__singlestream__mlperf_log_summary.txt").decode())
    assert resnet["scenario"] == "SingleStream"
    assert (resnet["result_metric"], resnet["result_value"]) == ("90.0th percentile latency (ns)", 7626305)
    assert resnet["early_stopping_ns"] == {"p90": 7627156, "p99": 7836918}
    assert resnet["qps_without_loadgen_overhead"] == 131.96
    lenovo = parse_log_summary(_fixture("v5.1__Lenovo_SR680a_B200x8__llama2-70b-99__Offline__mlperf_log_summary.txt").decode())
    assert lenovo["tokens_per_second"] == 102909 and lenovo["samples_per_second"] == 376.512


def test_log_summary_without_scenario_is_a_format_error():
    with pytest.raises(MlperfFormatError, match="Scenario"):
        parse_log_summary("Samples per second: 10\nResult is : VALID\n", source="odd.txt")


def _run(**overrides):
    arguments = dict(
        system_json=_fixture("v4.1__closed__NVIDIA__systems__H200-SXM-141GBx8_TRT.json"),
        summary_txt=_fixture("v4.1__NVIDIA_H200x8__llama2-70b-99__Offline__mlperf_log_summary.txt"),
        round="v4.1", division="closed", submitter="NVIDIA", benchmark_variant="llama2-70b-99",
        scenario="Offline", source="inference_results_v4.1", platform="H200-SXM-141GBx8_TRT",
    )
    arguments.update(overrides)
    return read_results_repo_run(**arguments)


def _table_value(file_name: str, location: str) -> float:
    rows = json.loads((SNAPSHOT / file_name).read_bytes())
    (value,) = {row["Performance_Result"] for row in rows if row["Location"] == location}
    return value


def test_run_h200_llama2_offline_matches_published_table():
    read = _run(resolve_accelerator=lambda raw: ("nvidia-h200-sxm", True))
    assert read.errors == [] and read.form == "results_repo_run"
    (result,) = read.results
    assert (result.value, result.unit, result.unit_raw) == (31302.7, "tokens/s", "Tokens/s")
    assert result.value == _table_value("summary_results_v4.1.json", result.location)
    assert result.location == "closed/NVIDIA/results/H200-SXM-141GBx8_TRT/llama2-70b-99/Offline"
    assert (result.nodes, result.accelerators_per_node, result.total_accelerators) == (1, 8, 8)
    assert result.accelerator_raw == "NVIDIA H200-SXM-141GB" and result.accelerator == "nvidia-h200-sxm"
    assert result.system == "NVIDIA H200 (8x H200-SXM-141GB, TensorRT)"
    assert (result.benchmark, result.accuracy_target, result.inferred) == ("llama2-70b", "99", False)


def test_run_amd_server_detail_log_gives_the_published_precision():
    common = dict(
        system_json=_fixture("v5.1__closed__AMD__systems__8xMI300X_2xEPYC_9575F.json"),
        summary_txt=_fixture("v5.1__AMD_8xMI300X__llama2-70b-99__Server__mlperf_log_summary.txt"),
        round="v5.1", submitter="AMD", scenario="Server", platform="8xMI300X_2xEPYC_9575F",
    )
    with_detail = _run(**common, detail_txt=_fixture("v5.1__AMD_8xMI300X__llama2-70b-99__Server__mlperf_log_detail.txt"))
    (result,) = with_detail.results
    assert result.value == 24593.8
    assert result.value == _table_value("summary_results_v5.1.json", result.location)
    assert (result.unit, result.scenario, result.is_throughput) == ("tokens/s", "Server", True)
    (summary_only,) = _run(**common).results
    assert summary_only.value == 24593.77


def test_run_gb200_nvl72_deepseek_offline():
    (result,) = _run(
        system_json=_fixture("v5.1__closed__NVIDIA__systems__GB200-NVL72_GB200-186GB_aarch64x72_TRT.json"),
        summary_txt=_fixture("v5.1__NVIDIA_GB200-NVL72__deepseek-r1__Offline__mlperf_log_summary.txt"),
        round="v5.1", benchmark_variant="deepseek-r1", platform="GB200-NVL72_GB200-186GB_aarch64x72_TRT",
    ).results
    assert (result.value, result.unit) == (289712.0, "tokens/s")
    assert result.value == _table_value("summary_results_v5.1.json", result.location)
    assert (result.nodes, result.accelerators_per_node, result.total_accelerators) == (18, 4, 72)


def test_run_singlestream_reports_early_stopping_latency_in_ms():
    (result,) = _run(
        system_json=_fixture("cpu_only_system.json"),
        summary_txt=_fixture("v5.1__GATEOverflow_AM5__resnet50__singlestream__mlperf_log_summary.txt"),
        round="v5.1", submitter="GATEOverflow", benchmark_variant="resnet50", scenario="singlestream",
        platform=None,
    ).results
    # published as 7.627156 ms in summary_results_v5.1.json (5.1-0034)
    assert (result.value, result.unit, result.unit_raw) == (7.627156, "ms", "Latency (ms)")
    assert result.higher_is_better is False and result.is_throughput is False
    assert result.benchmark == "resnet50" and result.accelerator_raw is None


def test_run_offline_directory_holding_singlestream_log_is_inferred():
    summary = _fixture("v5.1__open_GATEOverflow_tflite__mobilenet__offline_dir_holds_SingleStream_run__mlperf_log_summary.txt")
    read = _run(system_json=_fixture("cpu_only_system.json"), summary_txt=summary, round="v5.1", division="open",
                submitter="GATEOverflow", benchmark_variant="mobilenet-v1-precision_float-1.0-224", scenario="offline")
    (result,) = read.results
    # the table publishes 140.437 Samples/s (inferred = 1) for this run; the summary rounds to 140.44
    assert (result.scenario, result.value, result.unit, result.inferred) == ("Offline", 140.44, "samples/s", True)
    mismatched = _run(system_json=_fixture("cpu_only_system.json"), summary_txt=summary, round="v5.1",
                      benchmark_variant="mobilenet", scenario="MultiStream")
    assert mismatched.results == []
    (error,) = mismatched.errors
    assert error.reason.startswith("scenario") and "SingleStream" in error.reason
    assert error.source_row == "mobilenet/MultiStream"


def test_run_model_mapping_for_open_division_names():
    mapping = json.loads(_fixture("v5.1__open__Krai__model_mapping.json"))
    (result,) = _run(benchmark_variant="llama3_1-70b-fp8_dyn", division="open", model_mapping=mapping).results
    assert (result.benchmark_variant, result.benchmark, result.accuracy_target) == ("llama2-70b-99.9", "llama2-70b", "99.9")
    assert result.model_raw == "llama3_1-70b-fp8_dyn"


def test_run_invalid_log_and_unknown_scenario_are_row_errors():
    text = _fixture("v4.1__NVIDIA_H200x8__llama2-70b-99__Offline__mlperf_log_summary.txt").decode()
    invalid = _run(summary_txt=text.replace("Result is : VALID", "Result is : INVALID"))
    assert invalid.results == [] and invalid.errors[0].reason.startswith("Result is")
    unknown = _run(scenario="Batch")
    assert unknown.results == [] and unknown.errors[0].reason.startswith("scenario")


def test_run_unreadable_system_json_is_a_format_error():
    with pytest.raises(MlperfFormatError, match="run-source"):
        _run(system_json=b"[1, 2]", source="run-source")


# ------------------------------------------------------------------ hardware registry integration


def test_hardware_registry_resolves_published_accelerator_names():
    hardware = pytest.importorskip("extractors.hardware")
    registry = hardware.load_registry()
    body = (SNAPSHOT / "summary_results_v4.1.json").read_bytes()
    v4 = read_mlperf_table(body, source="v4.1", resolve_accelerator=registry.resolve_mlperf)
    v5 = read_mlperf_table((SNAPSHOT / "summary_results_v5.1.json").read_bytes(), source="v5.1",
                           resolve_accelerator=registry.resolve_mlperf)
    v6 = read_mlperf_table((SNAPSHOT / "summary_v6.1.json").read_bytes(), source="v6.1",
                           resolve_accelerator=registry.resolve_mlperf)
    canonical = {}
    for read in (v4, v5, v6):
        for result in read.results:
            canonical.setdefault(result.accelerator_raw, result.accelerator)
    # one chip, three published spellings across two rounds
    mi300x = {canonical["AMD Instinct MI300X-NPS1-SPX-192GB-750W"], canonical["AMD MI300X-NPS1-SPX-192GB-750W"],
              canonical["AMD Instinct MI300X 192GB HBM3"]}
    assert len(mi300x) == 1 and None not in mi300x
    for raw in ("NVIDIA H200-SXM-141GB", "NVIDIA GB200", "NVIDIA GB300", "NVIDIA B200-SXM-180GB",
                "AMD Instinct MI355X 288GB HBM3e"):
        assert canonical[raw] is not None, raw
    assert canonical["NVIDIA GB200"] != canonical["NVIDIA GB300"]
    assert canonical[None] is None  # CPU-only rows
