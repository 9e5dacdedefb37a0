"""Readers for MLPerf Inference results.

Two published table forms are understood, told apart by their keys and shape (never by file name):

* ``results_site_table`` — MLCommons' flattened results table (``summary_results.json`` of v4.1/v5.1):
  a list of row dicts with ``Performance_Result`` / ``Performance_Units``; ``Category`` is the division,
  ``Suite`` the datacenter/edge category, ``a#`` accelerators per node.
* ``submission_checker_table`` — the submission checker's table (``summary.json`` of v6.1): a dict keyed
  ``"0"``, ``"1"``, … (or a list) of rows with ``Result``, ``Units`` and ``MlperfModel``.

A third reader takes the per-run files of a results repository (system description JSON,
``mlperf_log_summary.txt`` and optionally ``mlperf_log_detail.txt``) and produces the same
:class:`MlperfResult` records.

Every value is kept exactly as published; units are normalised into ``unit`` while the published
spelling stays in ``unit_raw``. Bad rows become :class:`MlperfRowError` entries and the rest still loads.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Mapping

from extractors.mlperf_names import canonical_scenario, normalise_benchmark

__all__ = [
    "MlperfFormatError",
    "MlperfReadResult",
    "MlperfResult",
    "MlperfRowError",
    "RESULTS_SITE_TABLE",
    "SUBMISSION_CHECKER_TABLE",
    "RESULTS_REPO_RUN",
    "UNITS",
    "canonical_scenario",
    "normalise_benchmark",
    "parse_log_summary",
    "read_mlperf_table",
    "read_results_repo_run",
    "sniff_form",
]

RESULTS_SITE_TABLE = "results_site_table"
SUBMISSION_CHECKER_TABLE = "submission_checker_table"
RESULTS_REPO_RUN = "results_repo_run"

AcceleratorResolver = Callable[[str], "tuple[str | None, bool]"]


# --------------------------------------------------------------------------------------------------
# Records
# --------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class MlperfResult:
    """One published MLPerf Inference result (one system × benchmark variant × scenario)."""

    round: str
    division: str
    submitter: str
    system: str
    platform: str | None
    benchmark: str
    benchmark_variant: str
    accuracy_target: str | None
    scenario: str
    availability: str | None
    category: str | None
    nodes: int | None
    accelerators_per_node: int | None
    total_accelerators: int | None
    accelerator_raw: str | None
    accelerator: str | None
    value: float
    unit: str
    unit_raw: str
    higher_is_better: bool
    is_throughput: bool
    inferred: bool
    has_power: bool
    power_watts: float | None
    weight_data_types: str | None
    framework: str | None
    host_processor: str | None
    location: str
    source: str
    source_row: str
    # Beyond the core record: the submitter's own model name (UsedModel / Model), and the power
    # figure as published — for SingleStream/MultiStream it is energy per query in millijoules,
    # which is not a power and therefore never lands in ``power_watts``.
    model_raw: str | None = None
    power_result: float | None = None
    power_unit_raw: str | None = None


@dataclass(frozen=True)
class MlperfRowError:
    """A row that could not be loaded; ``reason`` names the offending field."""

    source: str
    source_row: str
    reason: str


@dataclass
class MlperfReadResult:
    """Everything read from one source: its form, its round, the loaded rows and the rejected ones."""

    form: str
    round: str | None
    results: list[MlperfResult] = field(default_factory=list)
    errors: list[MlperfRowError] = field(default_factory=list)


class MlperfFormatError(ValueError):
    """The input is not a form this module understands; the message names the source and what it lacked."""


class _RowProblem(Exception):
    """Internal: one row is unusable; the message names the field."""


# --------------------------------------------------------------------------------------------------
# Vocabularies
# --------------------------------------------------------------------------------------------------

_LATENCY_SCENARIOS = frozenset({"SingleStream", "MultiStream"})


@dataclass(frozen=True)
class _Unit:
    unit: str
    is_throughput: bool
    higher_is_better: bool


# Every Performance_Units / Units spelling seen in v4.1, v5.1 and v6.1, mapped explicitly.
# A spelling not listed here is a row error rather than a guess.
UNITS: dict[str, _Unit] = {
    "Tokens/s": _Unit("tokens/s", True, True),
    "Samples/s": _Unit("samples/s", True, True),
    "Queries/s": _Unit("queries/s", True, True),
    "Tasks/s": _Unit("tasks/s", True, True),  # v6.1 end-to-end question-answering
    "Latency (ms)": _Unit("ms", False, False),
    "Latency (s)": _Unit("s", False, False),  # v6.1 text_to_video reports seconds per video
}
_UNITS_FOLDED = {key.lower().replace(" ", ""): value for key, value in UNITS.items()}

# Published power units: average system power for throughput scenarios, energy per query for latency ones.
_POWER_UNITS = {"watts": "W", "millijoules": "mJ"}


_RESULTS_SITE_REQUIRED = (
    "Submitter", "Category", "System", "Model", "Scenario", "Performance_Result", "Performance_Units",
)
_SUBMISSION_CHECKER_REQUIRED = (
    "Organization", "Division", "SystemName", "MlperfModel", "Scenario", "Result", "Units",
)


# --------------------------------------------------------------------------------------------------
# Sniffing
# --------------------------------------------------------------------------------------------------


def _decode(body: bytes | str, source: str) -> object:
    if isinstance(body, bytes):
        try:
            body = body.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise MlperfFormatError(f"{source}: not UTF-8 text ({exc})") from exc
    try:
        return json.loads(body)
    except json.JSONDecodeError as exc:
        raise MlperfFormatError(f"{source}: not valid JSON ({exc})") from exc
    except RecursionError:
        raise MlperfFormatError(f"{source}: JSON nested too deeply to be a results table") from None


def _rows_of(data: object) -> list[tuple[str, object]] | None:
    """(row key, row) pairs of a list or of a dict keyed "0", "1", …; None for any other shape."""
    if isinstance(data, list):
        return [(f"#{index}", row) for index, row in enumerate(data)]
    if isinstance(data, dict) and data and all(isinstance(key, str) and key.isdigit() for key in data):
        return [(key, data[key]) for key in sorted(data, key=int)]
    return None


def _column_names(rows: Iterable[tuple[str, object]]) -> set[str]:
    names: set[str] = set()
    for _, row in rows:
        if isinstance(row, dict):
            names.update(row)
    return names


def sniff_form(data: object, *, source: str = "<data>") -> str:
    """Tell which published table form ``data`` (parsed JSON) is, from its keys and shape.

    Returns ``"results_site_table"`` or ``"submission_checker_table"``; raises :class:`MlperfFormatError`
    naming ``source`` and the fields it lacked.
    """
    rows = _rows_of(data)
    if rows is None:
        shape = type(data).__name__
        if isinstance(data, dict):
            shape += f" with keys {sorted(map(str, data))[:8]}"
        raise MlperfFormatError(
            f"{source}: not an MLPerf results table: expected a list of rows or a dict keyed "
            f'"0", "1", …; got {shape}'
        )
    if not rows:
        raise MlperfFormatError(f"{source}: an empty table; no rows to tell the form from")
    columns = _column_names(rows)
    is_list = isinstance(data, list)
    if is_list and "Performance_Result" in columns:
        form, required = RESULTS_SITE_TABLE, _RESULTS_SITE_REQUIRED
    elif "Result" in columns and "MlperfModel" in columns:
        form, required = SUBMISSION_CHECKER_TABLE, _SUBMISSION_CHECKER_REQUIRED
    else:
        lacked_site = [c for c in ("Performance_Result", "Performance_Units") if c not in columns]
        lacked_checker = [c for c in ("Result", "MlperfModel", "Units") if c not in columns]
        raise MlperfFormatError(
            f"{source}: unknown MLPerf table form: lacks {', '.join(lacked_site) or 'a list shape'} "
            f"(results site table) and {', '.join(lacked_checker)} (submission checker table)"
        )
    missing = [column for column in required if column not in columns]
    if missing:
        raise MlperfFormatError(f"{source}: {form} lacks required columns: {', '.join(missing)}")
    return form


# --------------------------------------------------------------------------------------------------
# Field helpers
# --------------------------------------------------------------------------------------------------


def _text(row: Mapping[str, Any], key: str) -> str | None:
    value = row.get(key)
    if value is None:
        return None
    text = str(value).strip()
    return text or None


def _required_text(row: Mapping[str, Any], key: str) -> str:
    text = _text(row, key)
    if text is None:
        raise _RowProblem(f"{key}: missing")
    return text


def _number(value: object, key: str) -> float | None:
    """A published number: int/float or a numeric string; None when absent or empty."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    if isinstance(value, bool):
        raise _RowProblem(f"{key}: {value!r} is not a number")
    if isinstance(value, (int, float)):
        number = float(value)
    elif isinstance(value, str):
        try:
            number = float(value.strip())
        except ValueError:
            raise _RowProblem(f"{key}: {value!r} is not a number") from None
    else:
        raise _RowProblem(f"{key}: {value!r} is not a number")
    if not math.isfinite(number):
        raise _RowProblem(f"{key}: {value!r} is not a finite number")
    return number


def _count(value: object, key: str) -> int | None:
    number = _number(value, key)
    if number is None:
        return None
    if number < 0 or number != int(number):
        raise _RowProblem(f"{key}: {value!r} is not a whole, non-negative count")
    return int(number)


def _flag(value: object, key: str) -> bool:
    if value is None or value == "":
        return False
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)) and value in (0, 1):
        return bool(value)
    if isinstance(value, str) and value.strip().lower() in {"0", "1", "true", "false", "yes", "no"}:
        return value.strip().lower() in {"1", "true", "yes"}
    raise _RowProblem(f"{key}: {value!r} is not a yes/no flag")


def _result_value(value: object, key: str) -> float:
    number = _number(value, key)
    if number is None:
        raise _RowProblem(f"{key}: missing")
    if number <= 0:
        raise _RowProblem(f"{key}: {value!r} is not a positive result")
    # The published figure stays as published: a JSON float is kept as the same float.
    return float(value) if isinstance(value, (int, float)) else number


# Far beyond any published result (the largest systems reach ~10^7 samples/s; latencies are ms to minutes):
# a figure past these is a broken table, quarantined as a row error rather than ranked first.
PLAUSIBLE_MAX = {"tokens/s": 1e9, "samples/s": 1e9, "queries/s": 1e9, "tasks/s": 1e9, "ms": 1e8, "s": 1e5}


def _plausible(value: float, unit: _Unit, key: str) -> float:
    limit = PLAUSIBLE_MAX.get(unit.unit)
    if limit is not None and value > limit:
        raise _RowProblem(f"{key}: {value:g} {unit.unit} is implausible (above {limit:g}); row quarantined, not ranked")
    return value


def _unit(unit_raw: str, key: str, scenario: str) -> _Unit:
    unit = _UNITS_FOLDED.get(unit_raw.lower().replace(" ", ""))
    if unit is None:
        raise _RowProblem(f"{key}: unknown unit {unit_raw!r}")
    if (scenario in _LATENCY_SCENARIOS) == unit.is_throughput:
        raise _RowProblem(f"{key}: unit {unit_raw!r} does not fit scenario {scenario}")
    return unit


def _round_name(value: object) -> str | None:
    if value is None:
        return None
    text = str(value).strip()
    if not text:
        return None
    return text if text.startswith("v") else f"v{text}"


def _resolve(accelerator_raw: str | None, resolver: AcceleratorResolver | None) -> str | None:
    if accelerator_raw is None or resolver is None:
        return None
    canonical, mapped = resolver(accelerator_raw)
    return canonical if mapped else None


def _apply_mapping(variant: str, model_mapping: Mapping[str, str] | None) -> str:
    if model_mapping and variant in model_mapping:
        return model_mapping[variant]
    return variant


# --------------------------------------------------------------------------------------------------
# Table reader
# --------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Columns:
    """Where each field lives in one table form."""

    submitter: str
    division: str
    category: str
    system: str
    variant: str
    model_raw: str
    value: str
    unit: str
    accelerator: str
    accelerators_per_node: str
    nodes: str
    total_accelerators: str | None
    host_processor: str
    framework: str


_FORM_COLUMNS = {
    RESULTS_SITE_TABLE: _Columns(
        submitter="Submitter", division="Category", category="Suite", system="System", variant="Model",
        model_raw="UsedModel", value="Performance_Result", unit="Performance_Units",
        accelerator="Accelerator", accelerators_per_node="a#", nodes="Nodes", total_accelerators=None,
        host_processor="Processor", framework="Software",
    ),
    SUBMISSION_CHECKER_TABLE: _Columns(
        submitter="Organization", division="Division", category="SystemType", system="SystemName",
        variant="MlperfModel", model_raw="Model", value="Result", unit="Units",
        accelerator="accelerator_model_name", accelerators_per_node="accelerators_per_node",
        nodes="number_of_nodes", total_accelerators="total_accelerators",
        host_processor="host_processor_model_name", framework="framework",
    ),
}


def read_mlperf_table(
    body: bytes | str,
    *,
    source: str,
    round: str | None = None,
    resolve_accelerator: AcceleratorResolver | None = None,
    model_mapping: Mapping[str, str] | None = None,
) -> MlperfReadResult:
    """Read a published MLPerf Inference results table in either form.

    ``body`` is the JSON text; ``source`` names it (URL or path) in records and errors. ``round``
    overrides the table's own ``version`` column. ``resolve_accelerator(raw)`` returns
    ``(canonical_or_None, mapped)``; ``model_mapping`` maps submitter model names (open division) to
    MLPerf benchmark names. Raises :class:`MlperfFormatError` for an unknown form.
    """
    data = _decode(body, source)
    form = sniff_form(data, source=source)
    rows = _rows_of(data)
    assert rows is not None  # sniff_form accepted the shape
    columns = _FORM_COLUMNS[form]
    result = MlperfReadResult(form=form, round=_round_name(round))
    rounds_seen: set[str] = set()
    for row_key, row in rows:
        try:
            if not isinstance(row, dict):
                raise _RowProblem(f"row: {type(row).__name__} instead of an object")
            record = _table_row(row, row_key, columns, source, round, resolve_accelerator, model_mapping)
        except _RowProblem as problem:
            result.errors.append(MlperfRowError(source=source, source_row=row_key, reason=str(problem)))
            continue
        rounds_seen.add(record.round)
        result.results.append(record)
    if result.round is None and len(rounds_seen) == 1:
        result.round = next(iter(rounds_seen))
    return result


def _table_row(
    row: Mapping[str, Any],
    row_key: str,
    columns: _Columns,
    source: str,
    round_override: str | None,
    resolver: AcceleratorResolver | None,
    model_mapping: Mapping[str, str] | None,
) -> MlperfResult:
    round_name = _round_name(round_override) or _round_name(row.get("version"))
    if round_name is None:
        raise _RowProblem("version: missing and no round given")
    scenario_raw = _required_text(row, "Scenario")
    scenario = canonical_scenario(scenario_raw)
    if scenario is None:
        raise _RowProblem(f"Scenario: unknown scenario {scenario_raw!r}")
    value = _result_value(row.get(columns.value), columns.value)
    unit_raw = _required_text(row, columns.unit)
    unit = _unit(unit_raw, columns.unit, scenario)
    _plausible(value, unit, columns.value)

    variant = _apply_mapping(_required_text(row, columns.variant), model_mapping)
    benchmark, accuracy_target = normalise_benchmark(variant)

    nodes = _count(row.get(columns.nodes), columns.nodes)
    per_node = _count(row.get(columns.accelerators_per_node), columns.accelerators_per_node)
    if columns.total_accelerators is not None:
        total = _count(row.get(columns.total_accelerators), columns.total_accelerators)
    else:
        total = nodes * per_node if nodes is not None and per_node is not None else None

    accelerator_raw = _text(row, columns.accelerator)
    has_power = _flag(row.get("has_power"), "has_power")
    power_result = _number(row.get("Power_Result"), "Power_Result")
    power_unit_raw = _text(row, "Power_Units")
    if power_result is not None:
        if power_unit_raw is None or power_unit_raw.lower() not in _POWER_UNITS:
            raise _RowProblem(f"Power_Units: unknown power unit {power_unit_raw!r}")
        if power_result <= 0:
            raise _RowProblem(f"Power_Result: {power_result!r} is not a positive figure")
    power_watts = power_result if power_unit_raw and power_unit_raw.lower() == "watts" else None

    return MlperfResult(
        round=round_name,
        division=_required_text(row, columns.division).lower(),
        submitter=_required_text(row, columns.submitter),
        system=_required_text(row, columns.system),
        platform=_text(row, "Platform"),
        benchmark=benchmark,
        benchmark_variant=variant,
        accuracy_target=accuracy_target,
        scenario=scenario,
        availability=(_text(row, "Availability") or "").lower() or None,
        category=(_text(row, columns.category) or "").lower() or None,
        nodes=nodes,
        accelerators_per_node=per_node,
        total_accelerators=total,
        accelerator_raw=accelerator_raw,
        accelerator=_resolve(accelerator_raw, resolver),
        value=value,
        unit=unit.unit,
        unit_raw=unit_raw,
        higher_is_better=unit.higher_is_better,
        is_throughput=unit.is_throughput,
        inferred=_flag(row.get("inferred"), "inferred"),
        has_power=has_power,
        power_watts=power_watts,
        weight_data_types=_text(row, "weight_data_types"),
        framework=_text(row, columns.framework),
        host_processor=_text(row, columns.host_processor),
        location=_text(row, "Location") or "",
        source=source,
        source_row=row_key,
        model_raw=_text(row, columns.model_raw),
        power_result=power_result,
        power_unit_raw=power_unit_raw if power_result is not None else None,
    )


# --------------------------------------------------------------------------------------------------
# Per-run files of a results repository
# --------------------------------------------------------------------------------------------------

_SUMMARY_LINE = re.compile(r"^\s*(?P<key>[^:*]+?)\s*:\s*(?P<value>\S.*?)\s*$")
_EARLY_STOPPING = re.compile(
    r"Early stopping (?P<pct>\d+(?:\.\d+)?)th percentile estimate:\s*(?P<value>\d+(?:\.\d+)?)"
)
_PERCENTILE_KEY = re.compile(r"^(?P<pct>\d+(?:\.\d+)?)(?:th)? percentile (?P<what>.+?)\s*\(ns\)$", re.I)


def _percent_label(pct: str) -> str:
    return f"p{float(pct):g}"


def _as_number(text: str) -> float | int | None:
    try:
        return int(text)
    except ValueError:
        pass
    try:
        return float(text)
    except ValueError:
        return None


def parse_log_summary(text: str, *, source: str = "mlperf_log_summary.txt") -> dict:
    """Key figures of a LoadGen ``mlperf_log_summary.txt``.

    Returns a dict with ``sut_name``, ``scenario`` (canonical), ``mode``, ``validity`` ("VALID"/"INVALID"),
    ``result_metric`` / ``result_value`` (the headline line LoadGen prints under the scenario),
    ``samples_per_second``, ``tokens_per_second``, ``tokens_per_second_inferred`` (LoadGen derived
    tokens from samples), ``qps_with_loadgen_overhead`` / ``qps_without_loadgen_overhead``,
    ``latency_ns`` (min/max/mean/p50…p99.9), ``early_stopping_ns`` (p90/p99 estimates),
    ``first_token_latency_ns`` and ``time_per_output_token_ns`` where present, plus
    ``target_qps`` and ``samples_per_query``. Figures absent from the log are absent or None.
    Raises :class:`MlperfFormatError` when the text has no ``Scenario`` line.
    """
    summary: dict[str, Any] = {
        "sut_name": None, "scenario": None, "scenario_raw": None, "mode": None, "validity": None,
        "result_metric": None, "result_value": None,
        "samples_per_second": None, "tokens_per_second": None, "tokens_per_second_inferred": False,
        "qps_with_loadgen_overhead": None, "qps_without_loadgen_overhead": None,
        "latency_ns": {}, "early_stopping_ns": {}, "first_token_latency_ns": {},
        "time_per_output_token_ns": {}, "target_qps": None, "samples_per_query": None,
    }
    section = "results"
    after_mode = False
    for line in text.splitlines():
        stripped = line.strip()
        if stripped == "Additional Stats":
            section = "additional"
        elif stripped == "Test Parameters Used":
            section = "parameters"
        early = _EARLY_STOPPING.search(stripped)
        if early:
            summary["early_stopping_ns"][_percent_label(early.group("pct"))] = _as_number(early.group("value"))
            continue
        match = _SUMMARY_LINE.match(line)
        if not match:
            continue
        key, raw_value = match.group("key"), match.group("value")
        lowered = key.lower()
        number = _as_number(raw_value)
        if lowered == "sut name":
            summary["sut_name"] = raw_value
        elif lowered == "scenario" and summary["scenario_raw"] is None:
            summary["scenario_raw"] = raw_value
            summary["scenario"] = canonical_scenario(raw_value)
        elif lowered == "mode":
            summary["mode"] = raw_value
            after_mode = True
        elif lowered == "result is":
            summary["validity"] = raw_value.upper()
            after_mode = False
        elif section == "parameters":
            if lowered == "target_qps":
                summary["target_qps"] = number
            elif lowered == "samples_per_query":
                summary["samples_per_query"] = number
        else:
            if after_mode and number is not None and summary["result_metric"] is None:
                summary["result_metric"] = key
                summary["result_value"] = number
            _summary_figure(summary, lowered, number)
    if summary["scenario_raw"] is None:
        raise MlperfFormatError(f"{source}: not an MLPerf log summary: lacks the 'Scenario' line")
    return summary


def _summary_figure(summary: dict[str, Any], key: str, number: float | int | None) -> None:
    if number is None:
        return
    if key in {"samples per second", "completed samples per second"}:
        summary["samples_per_second"] = number
    elif key.startswith(("tokens per second", "completed tokens per second")):
        summary["tokens_per_second"] = number
        summary["tokens_per_second_inferred"] = "(inferred)" in key
    elif key == "qps w/ loadgen overhead":
        summary["qps_with_loadgen_overhead"] = number
    elif key == "qps w/o loadgen overhead":
        summary["qps_without_loadgen_overhead"] = number
    elif key.endswith("latency (ns)") and key.split()[0] in {"min", "max", "mean"}:
        bucket = "first_token_latency_ns" if "first token" in key else "latency_ns"
        summary[bucket][key.split()[0]] = number
    elif key.endswith("time to output token (ns)") and key.split()[0] in {"min", "max", "mean"}:
        summary["time_per_output_token_ns"][key.split()[0]] = number
    else:
        percentile = _PERCENTILE_KEY.match(key)
        if percentile:
            what = percentile.group("what")
            if "first token" in what:
                bucket = "first_token_latency_ns"
            elif "output token" in what:
                bucket = "time_per_output_token_ns"
            else:
                bucket = "latency_ns"
            summary[bucket].setdefault(_percent_label(percentile.group("pct")), number)


def _detail_figures(detail_txt: bytes | str) -> dict[str, Any]:
    """The ``:::MLLOG`` key/value events of ``mlperf_log_detail.txt`` (last value of each key wins)."""
    text = detail_txt.decode("utf-8", "replace") if isinstance(detail_txt, bytes) else detail_txt
    figures: dict[str, Any] = {}
    for line in text.splitlines():
        if not line.startswith(":::MLLOG"):
            continue
        try:
            event = json.loads(line[len(":::MLLOG"):])
        except (json.JSONDecodeError, RecursionError):
            continue
        if isinstance(event, dict) and isinstance(event.get("key"), str):
            figures[event["key"]] = event.get("value")
    return figures


def _run_figure(
    scenario: str, logged_scenario: str, summary: Mapping[str, Any], detail: Mapping[str, Any]
) -> tuple[float, str, bool]:
    """(published value, published unit, inferred) for a run, following how MLPerf reports each scenario."""

    def pick(detail_key: str, summary_value: object) -> float | None:
        value = detail.get(detail_key)
        if isinstance(value, (int, float)) and not isinstance(value, bool) and value > 0:
            return float(value)
        return float(summary_value) if isinstance(summary_value, (int, float)) else None

    if logged_scenario == scenario:
        if scenario in {"Offline", "Server", "Interactive"}:
            tokens = pick("result_completed_tokens_per_second", summary.get("tokens_per_second"))
            if tokens is not None:
                return tokens, "Tokens/s", False
            key = "result_samples_per_second" if scenario == "Offline" else "result_completed_samples_per_sec"
            samples = pick(key, summary.get("samples_per_second"))
            if samples is None:
                raise _RowProblem("mlperf_log_summary: no samples or tokens per second line")
            return samples, ("Samples/s" if scenario == "Offline" else "Queries/s"), False
        percentile = "p90" if scenario == "SingleStream" else "p99"
        latency_ns = summary["early_stopping_ns"].get(percentile) or summary["latency_ns"].get(percentile)
        if latency_ns is None:
            raise _RowProblem(f"mlperf_log_summary: no {percentile} latency line")
        return latency_ns / 1e6, "Latency (ms)", False
    if scenario == "Offline" and logged_scenario == "SingleStream":
        # MLPerf infers an edge Offline result from a SingleStream run: queries per second
        # without LoadGen overhead.
        qps = pick("result_qps_without_loadgen_overhead", summary.get("qps_without_loadgen_overhead"))
        if qps is None:
            raise _RowProblem("mlperf_log_summary: no 'QPS w/o loadgen overhead' line to infer Offline from")
        return qps, "Samples/s", True
    raise _RowProblem(f"scenario: the run is {logged_scenario} but was filed as {scenario}")


def read_results_repo_run(
    *,
    system_json: bytes | str,
    summary_txt: bytes | str,
    detail_txt: bytes | str | None = None,
    round: str,
    division: str,
    submitter: str,
    benchmark_variant: str,
    scenario: str,
    source: str,
    resolve_accelerator: AcceleratorResolver | None = None,
    model_mapping: Mapping[str, str] | None = None,
    platform: str | None = None,
) -> MlperfReadResult:
    """Read one run of a results repository into a single :class:`MlperfResult`.

    ``system_json`` is ``systems/<platform>.json``; ``summary_txt`` the run's ``mlperf_log_summary.txt``;
    ``detail_txt`` (optional) its ``mlperf_log_detail.txt``, whose figures carry the precision the
    results table publishes. ``benchmark_variant`` and ``scenario`` are the directory names the run was
    filed under (a submitter model name is mapped through ``model_mapping``). A run filed as Offline
    that holds a SingleStream log gives an inferred Offline result, as MLPerf publishes it. Problems
    with the run come back as one :class:`MlperfRowError`; an unreadable system JSON or summary raises
    :class:`MlperfFormatError`.
    """
    round_name = _round_name(round) or round
    result = MlperfReadResult(form=RESULTS_REPO_RUN, round=round_name)
    system = _decode(system_json, f"{source} (system JSON)")
    if not isinstance(system, dict):
        raise MlperfFormatError(f"{source}: system JSON is a {type(system).__name__}, not an object")
    missing = [key for key in ("system_name", "accelerator_model_name") if key not in system]
    if missing:
        raise MlperfFormatError(f"{source}: system JSON lacks {', '.join(missing)}")
    summary_text = summary_txt.decode("utf-8", "replace") if isinstance(summary_txt, bytes) else summary_txt
    summary = parse_log_summary(summary_text, source=source)
    detail = _detail_figures(detail_txt) if detail_txt is not None else {}
    row_key = f"{benchmark_variant}/{scenario}"
    try:
        filed_scenario = canonical_scenario(scenario)
        if filed_scenario is None:
            raise _RowProblem(f"scenario: unknown scenario {scenario!r}")
        logged_scenario = summary["scenario"]
        if logged_scenario is None:
            raise _RowProblem(f"Scenario: unknown scenario {summary['scenario_raw']!r} in the log")
        if summary["validity"] != "VALID":
            raise _RowProblem(f"Result is: the run is {summary['validity'] or 'without a validity line'}")
        value, unit_raw, inferred = _run_figure(filed_scenario, logged_scenario, summary, detail)
        unit = _unit(unit_raw, "unit", filed_scenario)
        _plausible(value, unit, "result")
        variant = _apply_mapping(benchmark_variant, model_mapping)
        benchmark, accuracy_target = normalise_benchmark(variant)
        nodes = _count(system.get("number_of_nodes"), "number_of_nodes")
        per_node = _count(system.get("accelerators_per_node"), "accelerators_per_node")
        accelerator_raw = _text(system, "accelerator_model_name")
        location = (
            f"{division}/{submitter}/results/{platform}/{benchmark_variant}/{scenario}" if platform else source
        )
        result.results.append(
            MlperfResult(
                round=round_name,
                division=division.lower(),
                submitter=submitter,
                system=_text(system, "system_name") or platform or "",
                platform=platform,
                benchmark=benchmark,
                benchmark_variant=variant,
                accuracy_target=accuracy_target,
                scenario=filed_scenario,
                availability=(_text(system, "status") or "").lower() or None,
                category=(_text(system, "system_type") or "").lower() or None,
                nodes=nodes,
                accelerators_per_node=per_node,
                total_accelerators=nodes * per_node if nodes is not None and per_node is not None else None,
                accelerator_raw=accelerator_raw,
                accelerator=_resolve(accelerator_raw, resolve_accelerator),
                value=value,
                unit=unit.unit,
                unit_raw=unit_raw,
                higher_is_better=unit.higher_is_better,
                is_throughput=unit.is_throughput,
                inferred=inferred,
                has_power=False,
                power_watts=None,
                weight_data_types=_text(system, "weight_data_types"),
                framework=_text(system, "framework"),
                host_processor=_text(system, "host_processor_model_name"),
                location=location,
                source=source,
                source_row=row_key,
                model_raw=benchmark_variant if variant != benchmark_variant else None,
            )
        )
    except _RowProblem as problem:
        result.errors.append(MlperfRowError(source=source, source_row=row_key, reason=str(problem)))
    return result
