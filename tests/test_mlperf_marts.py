"""The MLPerf staging view, marts and checks, on the three real results tables of the snapshot.

The tables are loaded once through the real path (sources file → ``ingest_mlperf``); expected figures are
recomputed here straight from the published JSON, without the reader or the registry.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from pipelines.stages.fetch import StageContext
from pipelines.stages.mlperf import ingest_mlperf
from pipelines.stages.reference import load_hardware_registry
from pipelines.sources.config import load_sources
from pipelines.sources.fetch import SnapshotFetcher
from warehouse import Warehouse
from warehouse.mlperf_checks import latency_in_throughput_marts, unmapped_accelerators

SNAPSHOT = Path(__file__).resolve().parents[1] / "data" / "snapshot"
MLPERF_FILES = {
    "v4.1": SNAPSHOT / "mlperf" / "summary_results_v4.1.json",
    "v5.1": SNAPSHOT / "mlperf" / "summary_results_v5.1.json",
    "v6.1": SNAPSHOT / "mlperf" / "summary_v6.1.json",
}


# -- the published tables, read directly -----------------------------------------------------------------


def published_rows(path: Path) -> dict[str, dict]:
    """source_row → published row: "#<index>" for the list tables, the key for the keyed table."""
    data = json.loads(path.read_text(encoding="utf-8"))
    if isinstance(data, list):
        return {f"#{index}": row for index, row in enumerate(data)}
    return dict(data)


def published_value(row: dict) -> float:
    return float(row["Performance_Result"] if "Performance_Result" in row else row["Result"])


def _accelerator_count(row: dict) -> int:
    if "total_accelerators" in row:
        return int(row["total_accelerators"] or 0)
    per_node = row.get("a#")
    return int(row["Nodes"]) * int(float(per_node)) if per_node not in (None, "") else 0


def _is_single_accelerator(raw: str | None, model: str) -> bool:
    """The accelerator cell names exactly this product (not GB200 for B200, not a mixed system)."""
    if not raw or re.search(r"\+|,| and ", raw):
        return False
    return re.search(rf"(?<![A-Za-z0-9]){re.escape(model)}(?![0-9])", raw) is not None


def best_published(round_name: str, family: str, scenario: str, model: str) -> tuple[float, str]:
    """(best per-accelerator value, system) among closed, available, not inferred results of one product."""
    best: tuple[float, str] | None = None
    for row in published_rows(MLPERF_FILES[round_name]).values():
        division = row.get("Category") or row.get("Division")
        variant = row.get("MlperfModel") or row.get("Model")
        accelerator = row.get("Accelerator") if "Accelerator" in row else row.get("accelerator_model_name")
        if (
            division != "closed"
            or row["Availability"] != "available"
            or int(row.get("inferred") or 0) == 1
            or re.sub(r"-9\d(\.\d+)?$", "", variant) != family
            or row["Scenario"].lower() != scenario.lower()
            or not _is_single_accelerator(accelerator, model)
        ):
            continue
        count = _accelerator_count(row)
        if count <= 0:
            continue
        candidate = (published_value(row) / count, row.get("System") or row.get("SystemName"))
        if best is None or candidate[0] > best[0]:
            best = candidate
    assert best is not None, f"no {model} {family} {scenario} result in {round_name}"
    return best


# -- the warehouse, loaded once ------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def warehouse(tmp_path_factory) -> Warehouse:
    folder = tmp_path_factory.mktemp("mlperf_marts")
    sources_path = folder / "sources.toml"
    sources_path.write_text(
        "".join(
            f'[[mlperf]]\nname = "inference-{round_name}"\nurl = "{path}"\n\n'
            for round_name, path in MLPERF_FILES.items()
        ),
        encoding="utf-8",
    )
    context = StageContext(
        warehouse=Warehouse(folder / "home"),
        fetcher=SnapshotFetcher(SNAPSHOT),
        sources=load_sources(sources_path),
    )
    summary = ingest_mlperf(context)
    assert summary.counts["tables_read"] == 3, summary.errors
    load_hardware_registry(context)
    return context.warehouse


def query(warehouse: Warehouse, sql: str, parameters: list | None = None) -> list[tuple]:
    with warehouse.connect() as connection:
        return connection.execute(sql, parameters or []).fetchall()


# -- loading ---------------------------------------------------------------------------------------------------


def test_every_loaded_value_is_the_published_one(warehouse):
    for round_name, path in MLPERF_FILES.items():
        published = {key: published_value(row) for key, row in published_rows(path).items()}
        loaded = dict(
            query(warehouse, "select source_row, value from mlperf_results where source_name = ?",
                  [f"inference-{round_name}"])
        )
        assert loaded == published, round_name


def test_rows_per_round_equal_rows_per_file(warehouse):
    counts = dict(query(warehouse, "select round, count(*) from stg_mlperf_results group by round"))
    assert counts == {round_name: len(published_rows(path)) for round_name, path in MLPERF_FILES.items()}


def test_no_accelerator_string_is_left_unmapped(warehouse):
    with warehouse.connect() as connection:
        assert unmapped_accelerators(connection) == []


# -- staging ------------------------------------------------------------------------------------------------


def test_per_accelerator_value_only_for_throughput_on_accelerators(warehouse):
    rows = query(
        warehouse,
        "select scenario, is_throughput, total_accelerators, value, per_accelerator_value from stg_mlperf_results",
    )
    latency_rows = [row for row in rows if row[0] in ("SingleStream", "MultiStream")]
    assert latency_rows and all(row[4] is None for row in latency_rows)
    cpu_rows = [row for row in rows if not row[2]]
    assert cpu_rows and all(row[4] is None for row in cpu_rows)
    for scenario, is_throughput, total, value, per_accelerator in rows:
        if is_throughput and total:
            assert per_accelerator == pytest.approx(value / total)


def test_model_family_folds_accuracy_variants(warehouse):
    variants = dict(
        query(
            warehouse,
            "select model_family, list(distinct benchmark_variant order by benchmark_variant) "
            "from stg_mlperf_results where model_family in ('llama2-70b', 'gpt-j') group by model_family",
        )
    )
    assert variants == {"llama2-70b": ["llama2-70b-99", "llama2-70b-99.9"], "gpt-j": ["gptj-99", "gptj-99.9"]}


# -- marts -----------------------------------------------------------------------------------------------------


def test_throughput_marts_hold_no_latency_result(warehouse):
    with warehouse.connect() as connection:
        assert latency_in_throughput_marts(connection) == 0
    scenarios = {
        row[0]
        for row in query(
            warehouse,
            "select distinct scenario from mlperf_per_accelerator union select distinct scenario from mlperf_best",
        )
    }
    assert scenarios == {"Offline", "Server", "Interactive"}
    units = {row[0] for row in query(warehouse, "select distinct unit from mlperf_per_accelerator")}
    assert not units & {"ms", "s"}


def test_best_leaves_out_inferred_results_unless_asked(warehouse):
    inferred_in_best = query(
        warehouse,
        "select count(*) from mlperf_best join mlperf_results using (result_id) where mlperf_results.inferred",
    )
    assert inferred_in_best == [(0,)]
    inferred_when_asked = query(
        warehouse, "select count(*) from mlperf_best_results(include_inferred := true) where inferred"
    )
    assert inferred_when_asked[0][0] > 0
    pool = query(
        warehouse,
        "select count(*) from mlperf_best join mlperf_results using (result_id) "
        "where mlperf_results.division <> 'closed' or mlperf_results.availability <> 'available'",
    )
    assert pool == [(0,)]


def test_best_is_one_row_per_key_and_matches_the_published_maximum(warehouse):
    duplicates = query(
        warehouse,
        "select round, model_family, scenario, unit, hardware, count(*) from mlperf_best group by all having count(*) > 1",
    )
    assert duplicates == []
    expected_value, expected_system = best_published("v5.1", "llama2-70b", "Offline", "H200")
    value, system = query(
        warehouse,
        "select per_accelerator_value, system from mlperf_best where round = 'v5.1' "
        "and model_family = 'llama2-70b' and scenario = 'Offline' and hardware = 'NVIDIA H200'",
    )[0]
    assert (value, system) == (pytest.approx(expected_value), expected_system)


@pytest.mark.parametrize(
    ("hardware", "model", "previous_round", "round_name"),
    [("NVIDIA H200", "H200", "v4.1", "v5.1"), ("NVIDIA B200", "B200", "v5.1", "v6.1")],
)
def test_round_over_round_ratio_is_the_ratio_of_published_bests(warehouse, hardware, model, previous_round,
                                                                 round_name):
    previous_value, _ = best_published(previous_round, "llama2-70b", "Offline", model)
    value, _ = best_published(round_name, "llama2-70b", "Offline", model)
    rows = query(
        warehouse,
        "select previous_round, per_accelerator_value, previous_per_accelerator_value, ratio_to_previous "
        "from mlperf_round_over_round where hardware = ? and model_family = 'llama2-70b' "
        "and scenario = 'Offline' and round = ?",
        [hardware, round_name],
    )
    assert rows == [(previous_round, pytest.approx(value), pytest.approx(previous_value),
                     pytest.approx(value / previous_value))]


def test_generation_ratio_b200_over_h200(warehouse):
    b200_value, b200_system = best_published("v5.1", "llama2-70b", "Offline", "B200")
    h200_value, h200_system = best_published("v5.1", "llama2-70b", "Offline", "H200")
    rows = query(
        warehouse,
        "select vendor, ratio, per_accelerator_value, system, baseline_per_accelerator_value, baseline_system "
        "from mlperf_generation_ratios where round = 'v5.1' and model_family = 'llama2-70b' "
        "and scenario = 'Offline' and hardware = 'NVIDIA B200' and baseline_hardware = 'NVIDIA H200'",
    )
    assert rows == [("NVIDIA", pytest.approx(b200_value / h200_value), pytest.approx(b200_value), b200_system,
                     pytest.approx(h200_value), h200_system)]
    vendors = query(warehouse, "select count(*) from mlperf_generation_ratios where vendor is null")
    assert vendors == [(0,)]


def _insert_comparison(connection, claim_id: str, subject: str | None, baseline: str | None, ratio: float,
                       metric: str = "throughput", sentence: str = "a test sentence") -> None:
    connection.execute(
        "insert into claims (claim_id, document_id, content_sha256, extractor_version, kind, sentence, "
        "span_start, span_end, subject, confidence, extractor, ratio, metric, baseline, claim_json) "
        "values (?, 'test-document', 'test-sha', 'test', 'comparison', ?, 0, 1, ?, 1.0, 'test', "
        "?, ?, ?, '{}')",
        [claim_id, sentence, subject, ratio, metric, baseline],
    )


LLAMA_OFFLINE = "On Llama 2 70B in the Offline scenario of MLPerf Inference, {subject} beats {baseline}."


def test_claims_vs_measurements_judges_only_like_for_like_claims(warehouse):
    # hand-checked from the published tables: B200 and H200 both ran llama2-70b Offline in v5.1 (the newest
    # round with both); measured = best B200 per accelerator / best H200 per accelerator
    b200_value, _ = best_published("v5.1", "llama2-70b", "Offline", "B200")
    h200_value, _ = best_published("v5.1", "llama2-70b", "Offline", "H200")
    measured = b200_value / h200_value
    claims = {
        # like for like: the sentence names one benchmark and one scenario, both sides are products
        "within-margin": ("B200", "nvidia h200", measured * 1.09, "throughput", LLAMA_OFFLINE),
        "beyond-margin": ("NVIDIA B200", "H200", measured * 1.12, "performance", LLAMA_OFFLINE),
        # a rack is measured per accelerator as its chip: GB200 NVL72 is NVIDIA GB200
        "rack-vs-chip": ("GB200 NVL72", "NVIDIA H100", 2.0, "throughput", LLAMA_OFFLINE),
        # not like for like, each for its own reason
        "no-benchmark": ("NVIDIA B200", "NVIDIA H200", 2.5, "throughput",
                         "The B200 delivers 2.5x the FP4 compute of the H200."),
        "no-scenario": ("NVIDIA B200", "NVIDIA H200", 2.5, "throughput", "On Llama 2 70B, B200 is 2.5x H200."),
        "family": ("NVIDIA Blackwell Ultra", "NVIDIA Blackwell", 1.5, "performance", LLAMA_OFFLINE),
        "pronoun": ("NVIDIA B200", "它", 3.0, "throughput", LLAMA_OFFLINE),
        "vague": ("NVIDIA B200", "the same chassis", 3.0, "throughput", LLAMA_OFFLINE),
        "price-metric": ("NVIDIA B200", "NVIDIA H200", 0.5, "price", LLAMA_OFFLINE),
        "never-submitted": ("Google TPU v7", "NVIDIA B200", 1.5, "performance", LLAMA_OFFLINE),
    }
    with warehouse.connect() as connection:
        for claim_id, (subject, baseline, ratio, metric, sentence) in claims.items():
            _insert_comparison(connection, claim_id, subject, baseline, ratio, metric,
                               sentence.format(subject=subject, baseline=baseline))
        try:
            rows = {
                row[0]: row[1:]
                for row in connection.execute(
                    "select claim_id, verdict, verdict_reason, measured_ratio, measured_round, "
                    "measured_model_family, measured_scenario from claims_vs_measurements "
                    "where list_contains(?, claim_id)",
                    [list(claims)],
                ).fetchall()
            }
        finally:
            connection.execute("delete from claims where list_contains(?, claim_id)", [list(claims)])
    assert rows["within-margin"] == ("supported", None, pytest.approx(measured), "v5.1", "llama2-70b", "Offline")
    assert rows["beyond-margin"][:2] == ("overstated", None)
    assert rows["rack-vs-chip"][0] != "not_comparable"
    assert rows["no-benchmark"][:2] == ("not_comparable", "the claim names no MLPerf benchmark")
    assert rows["no-scenario"][:2] == ("not_comparable", "the claim names no MLPerf scenario")
    assert rows["family"][:2] == (
        "not_comparable", "subject 'NVIDIA Blackwell Ultra' is an architecture family, not one product")
    assert rows["pronoun"][:2] == ("not_comparable", "baseline '它' is not a product in the hardware registry")
    assert rows["vague"][:2] == (
        "not_comparable", "baseline 'the same chassis' is not a product in the hardware registry")
    assert "price-metric" not in rows  # only speed claims are compared with MLPerf
    assert rows["never-submitted"][:2] == (
        "no_measurement", "no MLPerf round has both on llama2-70b Offline")
    # a verdict is never given without a measurement of that very benchmark and scenario
    for verdict, _, ratio, _, family, scenario in rows.values():
        if verdict in ("supported", "overstated"):
            assert ratio is not None and family == "llama2-70b" and scenario == "Offline"


# -- on hand-made rows -----------------------------------------------------------------------------------------


def _insert_result(connection, result_id: str, round_name: str, value: float, accelerator: str | None,
                   accelerator_raw: str | None) -> None:
    connection.execute(
        "insert into mlperf_results (result_id, round, division, submitter, system, benchmark, benchmark_variant, "
        "scenario, availability, nodes, accelerators_per_node, total_accelerators, accelerator_raw, accelerator, "
        "value, unit, unit_raw, higher_is_better, is_throughput, inferred, source, source_row, loaded_at) "
        "values (?, ?, 'closed', 'Tester', 'test system', 'llama2-70b', 'llama2-70b-99', 'Offline', 'available', "
        "1, 8, 8, ?, ?, ?, 'tokens/s', 'Tokens/s', true, true, false, 'test', ?, now())",
        [result_id, round_name, accelerator_raw, accelerator, value, result_id],
    )


def test_rounds_follow_version_numbers_not_text(tmp_path):
    warehouse = Warehouse(tmp_path)
    with warehouse.connect() as connection:
        connection.execute("insert into hardware (name, vendor, kind) values ('NVIDIA H200', 'NVIDIA', 'gpu')")
        for round_name, value in [("v10.0", 300.0), ("v9.1", 200.0), ("v4.1", 100.0)]:
            _insert_result(connection, f"r-{round_name}", round_name, value, "NVIDIA H200", "NVIDIA H200-SXM-141GB")
        rows = connection.execute(
            "select round, previous_round, ratio_to_previous from mlperf_round_over_round order by round_key"
        ).fetchall()
    assert rows == [("v4.1", None, None), ("v9.1", "v4.1", pytest.approx(2.0)), ("v10.0", "v9.1", pytest.approx(1.5))]


def test_unmapped_accelerators_reports_unknown_strings_but_not_cpu_only(tmp_path):
    warehouse = Warehouse(tmp_path)
    with warehouse.connect() as connection:
        _insert_result(connection, "a", "v5.1", 10.0, None, "Frobnicator X1 64GB")
        _insert_result(connection, "b", "v5.1", 11.0, None, "Frobnicator X1 64GB")
        _insert_result(connection, "c", "v5.1", 12.0, None, "N/A")
        _insert_result(connection, "d", "v5.1", 13.0, None, None)
        _insert_result(connection, "e", "v5.1", 14.0, "NVIDIA H200", "NVIDIA H200-SXM-141GB")
        assert unmapped_accelerators(connection) == [("Frobnicator X1 64GB", 2)]
