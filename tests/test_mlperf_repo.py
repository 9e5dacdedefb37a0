"""Reading a results-repository checkout: real per-run files laid out as MLCommons publishes them.

The fixture checkouts under ``fixtures/mlperf_repo/`` hold files copied unchanged from
``shared/data/mlperf/raw/``; their values are checked against the rows MLCommons published for the same
runs in ``data/snapshot/mlperf/summary_results_v4.1.json`` / ``_v5.1.json``.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import duckdb
import pytest

from pipelines.sources.mlperf import MlperfFormatError
from pipelines.sources.mlperf_repo import MAX_FILE_BYTES, read_results_repository

ROOT = Path(__file__).resolve().parents[1]
TABLES = ROOT / "data" / "snapshot" / "mlperf"
REPOS = Path(__file__).resolve().parent / "fixtures" / "mlperf_repo"
V41 = REPOS / "inference_results_v4.1"
V51 = REPOS / "inference_results_v5.1"

H200 = "closed/NVIDIA/results/H200-SXM-141GBx8_TRT"
AMD = "closed/AMD/results/8xMI300X_2xEPYC_9575F"
GB200 = "closed/NVIDIA/results/GB200-NVL72_GB200-186GB_aarch64x72_TRT"
LENOVO = "closed/Lenovo/results/SR680a_V3_B200SXMx8_TRT"

BROKEN_RUN_SUMMARY = f"{AMD}/llama2-70b-99.9/Server/performance/run_1/mlperf_log_summary.txt"
LENOVO_SYSTEM_JSON = "closed/Lenovo/systems/SR680a_V3_B200SXMx8_TRT.json"


def _published(round_name: str) -> dict[str, dict]:
    rows = json.loads((TABLES / f"summary_results_{round_name}.json").read_bytes())
    return {row["Location"]: row for row in rows}


def _six_significant(value: float) -> float:
    """The results tables publish throughput to six significant digits (31302.7, 24593.8, 289712)."""
    return float(f"{value:.6g}")


def _by_location(read) -> dict:
    return {result.location: result for result in read.results}


# ------------------------------------------------------------------ values against the published tables


def test_v41_checkout_reads_into_the_published_values():
    read = read_results_repository(V41, round="4.1")
    published = _published("v4.1")
    loaded = _by_location(read)
    assert read.errors == [] and read.round == "v4.1" and read.form == "results_repository"
    assert set(loaded) == {f"{H200}/llama2-70b-99/Offline", f"{H200}/gptj-99/Server"}

    llama = loaded[f"{H200}/llama2-70b-99/Offline"]
    # the summary log prints 31302.7 tokens/s, exactly the published figure
    assert llama.value == published[llama.location]["Performance_Result"] == 31302.7
    gptj = loaded[f"{H200}/gptj-99/Server"]
    # the summary log carries two decimals (19243.33); the table rounds to six significant digits (19243.3)
    assert gptj.value != published[gptj.location]["Performance_Result"]
    assert _six_significant(gptj.value) == published[gptj.location]["Performance_Result"]
    for result in read.results:
        row = published[result.location]
        assert result.unit_raw == row["Performance_Units"]
        assert result.system == row["System"].strip()
        assert result.accelerator_raw == row["Accelerator"]
        assert (result.nodes, result.accelerators_per_node) == (int(row["Nodes"]), int(row["a#"]))
        assert (result.division, result.submitter) == (row["Category"], row["Submitter"])
        assert result.source == str(V41)
        assert result.source_row == f"{result.location}/performance/run_1"


def test_v51_checkout_reads_into_the_published_values_and_reports_broken_runs():
    read = read_results_repository(V51, round="v5.1", resolve_accelerator=lambda raw: (raw.lower(), True))
    published = _published("v5.1")
    loaded = _by_location(read)
    assert set(loaded) == {f"{AMD}/llama2-70b-99/Server", f"{GB200}/deepseek-r1/Offline"}

    amd = loaded[f"{AMD}/llama2-70b-99/Server"]
    # the detail log carries the figure at the table's precision: equal, not merely close
    assert amd.value == published[amd.location]["Performance_Result"] == 24593.8
    gb200 = loaded[f"{GB200}/deepseek-r1/Offline"]
    assert gb200.value == published[gb200.location]["Performance_Result"] == 289712.0
    assert (gb200.nodes, gb200.accelerators_per_node, gb200.total_accelerators) == (18, 4, 72)
    assert gb200.accelerator == "nvidia gb200"  # the resolver was applied
    for result in read.results:
        row = published[result.location]
        assert result.unit_raw == row["Performance_Units"] and result.scenario == row["Scenario"]
        assert result.accelerator_raw == row["Accelerator"]
        assert result.round == "v5.1"

    errors = {error.source_row: error.reason for error in read.errors}
    assert set(errors) == {BROKEN_RUN_SUMMARY, LENOVO_SYSTEM_JSON}
    assert "summary missing" in errors[BROKEN_RUN_SUMMARY]
    assert "system description missing" in errors[LENOVO_SYSTEM_JSON] and LENOVO in errors[LENOVO_SYSTEM_JSON]
    # the Lenovo run itself is sound; only its system description is absent
    assert published[f"{LENOVO}/llama2-70b-99/Offline"]["Performance_Result"] == 102909.0


# ------------------------------------------------------------------ walking a checkout safely


@pytest.fixture()
def checkout(tmp_path) -> Path:
    root = tmp_path / "inference_results_v5.1"
    shutil.copytree(V51, root)
    return root


def _amd_run(root: Path, variant: str = "llama2-70b-99") -> Path:
    return root / AMD / variant / "Server" / "performance" / "run_1"


def test_unrelated_files_and_folders_are_not_opened(checkout):
    (checkout / "README.md").write_text("results of the round\n")
    (checkout / ".git").mkdir()
    (checkout / "tools").mkdir()
    (checkout / "tools" / "run").mkdir()
    (checkout / "closed" / "AMD" / "code").mkdir()
    (checkout / "closed" / "AMD" / "code" / "notes.txt").write_text("how the run was made\n")
    (checkout / "closed" / "AMD" / "results" / "README.md").write_text("\n")
    compliance = checkout / "closed" / "AMD" / "compliance" / "8xMI300X_2xEPYC_9575F" / "llama2-70b-99" / "Server"
    shutil.copytree(_amd_run(checkout).parent.parent, compliance / "TEST06")
    read = read_results_repository(checkout, round="v5.1")
    assert len(read.results) == 2
    assert {error.source_row for error in read.errors} == {BROKEN_RUN_SUMMARY, LENOVO_SYSTEM_JSON}


def test_symbolic_links_are_reported_and_not_followed(checkout, tmp_path):
    outside = tmp_path / "outside"
    shutil.copytree(_amd_run(checkout).parent.parent, outside)
    linked_run = checkout / AMD / "llama2-70b-99" / "Offline"
    os.symlink(outside, linked_run)
    summary = _amd_run(checkout, "llama2-70b-99.9") / "mlperf_log_summary.txt"
    os.symlink(_amd_run(checkout) / "mlperf_log_summary.txt", summary)

    read = read_results_repository(checkout, round="v5.1")
    errors = {error.source_row: error.reason for error in read.errors}
    assert "symbolic link" in errors[f"{AMD}/llama2-70b-99/Offline"]
    assert "symbolic link" in errors[BROKEN_RUN_SUMMARY]
    assert {result.location for result in read.results} == {f"{AMD}/llama2-70b-99/Server",
                                                            f"{GB200}/deepseek-r1/Offline"}


def test_oversized_and_unreadable_summaries_are_row_errors(checkout):
    oversized = _amd_run(checkout) / "mlperf_log_summary.txt"
    oversized.write_bytes(oversized.read_bytes() + b" " * MAX_FILE_BYTES)
    not_a_log = checkout / GB200 / "deepseek-r1" / "Offline" / "performance" / "run_1" / "mlperf_log_summary.txt"
    not_a_log.write_text("<html>rate limited</html>\n")
    read = read_results_repository(checkout, round="v5.1")
    assert read.results == []
    errors = {error.source_row: error.reason for error in read.errors}
    assert "cap" in errors[f"{AMD}/llama2-70b-99/Server/performance/run_1/mlperf_log_summary.txt"]
    assert "Scenario" in errors[f"{GB200}/deepseek-r1/Offline/performance/run_1/mlperf_log_summary.txt"]


def test_invalid_run_and_broken_system_json_name_their_files(checkout):
    summary = checkout / GB200 / "deepseek-r1" / "Offline" / "performance" / "run_1" / "mlperf_log_summary.txt"
    summary.write_text(summary.read_text().replace("Result is : VALID", "Result is : INVALID"))
    (checkout / "closed" / "AMD" / "systems" / "8xMI300X_2xEPYC_9575F.json").write_text('["not", "a", "system"]')
    read = read_results_repository(checkout, round="v5.1")
    assert read.results == []
    errors = {error.source_row: error.reason for error in read.errors}
    assert errors[f"{GB200}/deepseek-r1/Offline/performance/run_1/mlperf_log_summary.txt"].startswith("Result is")
    amd_system = errors["closed/AMD/systems/8xMI300X_2xEPYC_9575F.json"]
    assert "not an object" in amd_system and "2 run(s)" in amd_system


def test_submitter_model_mapping_names_open_division_runs(tmp_path):
    raw = ROOT.parent / "shared" / "data" / "mlperf" / "raw"
    mapping = raw / "v5.1__open__Krai__model_mapping.json"
    if not mapping.exists():
        pytest.skip("shared/ is not beside the project")
    submitter = tmp_path / "repo" / "open" / "Krai"
    (submitter / "systems").mkdir(parents=True)
    shutil.copy(mapping, submitter / "model_mapping.json")
    shutil.copy(V41 / "closed/NVIDIA/systems/H200-SXM-141GBx8_TRT.json", submitter / "systems" / "8xH200.json")
    run = submitter / "results" / "8xH200" / "llama3_1-70b-fp8_dyn" / "Offline" / "performance" / "run_1"
    run.mkdir(parents=True)
    shutil.copy(V41 / H200 / "llama2-70b-99/Offline/performance/run_1/mlperf_log_summary.txt", run)
    (result,) = read_results_repository(tmp_path / "repo", round="v5.1").results
    assert (result.division, result.benchmark_variant, result.benchmark) == ("open", "llama2-70b-99.9", "llama2-70b")
    assert result.model_raw == "llama3_1-70b-fp8_dyn"


def test_not_a_checkout_and_missing_round_are_format_errors(tmp_path):
    (tmp_path / "notes").mkdir()
    with pytest.raises(MlperfFormatError, match=r"no closed, open, network division"):
        read_results_repository(tmp_path, round="v5.1")
    with pytest.raises(MlperfFormatError, match="not a folder"):
        read_results_repository(tmp_path / "absent", round="v5.1")
    with pytest.raises(MlperfFormatError, match="round"):
        read_results_repository(V51, round="")


# ------------------------------------------------------------------ through the whole pipeline


def test_run_all_loads_checkouts_and_records_broken_runs(tmp_path):
    from pipelines.runner import run_all

    sources = tmp_path / "sources.toml"
    sources.write_text(
        f'[[mlperf]]\nname = "results-repo-v5.1"\nurl = "{V51}"\nround = "v5.1"\n\n'
        f'[[mlperf]]\nname = "results-repo-v4.1"\nurl = "{V41}"\nround = "v4.1"\n\n'
        f'[[mlperf]]\nname = "results-repo-no-round"\nurl = "{V51}"\n',
        encoding="utf-8",
    )
    home = tmp_path / "home"
    report = run_all(home=home, sources_file=sources)
    assert report.table_counts["mlperf_results"] == 4

    connection = duckdb.connect(str(next(home.rglob("*.duckdb"))), read_only=True)
    try:
        loaded = connection.execute(
            "select source_name, round, location, value from mlperf_results order by location").fetchall()
        errors = connection.execute(
            "select source_name, url, location, reason from ingest_errors where stage = 'mlperf' "
            "order by source_name, location").fetchall()
    finally:
        connection.close()
    assert {(name, round_name, location) for name, round_name, location, _ in loaded} == {
        ("results-repo-v5.1", "v5.1", f"{AMD}/llama2-70b-99/Server"),
        ("results-repo-v5.1", "v5.1", f"{GB200}/deepseek-r1/Offline"),
        ("results-repo-v4.1", "v4.1", f"{H200}/gptj-99/Server"),
        ("results-repo-v4.1", "v4.1", f"{H200}/llama2-70b-99/Offline"),
    }
    assert {location: value for _, _, location, value in loaded}[f"{H200}/llama2-70b-99/Offline"] == 31302.7
    assert [(name, location) for name, _, location, _ in errors] == [
        ("results-repo-no-round", None),
        ("results-repo-v5.1", BROKEN_RUN_SUMMARY),
        ("results-repo-v5.1", LENOVO_SYSTEM_JSON),
    ]
    no_round = errors[0][3]
    assert "results-repo-no-round" in no_round and "round" in no_round
    assert all(url == str(V51) for _, url, _, _ in errors)
