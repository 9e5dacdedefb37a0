"""Read a checkout of an MLCommons inference results repository (the third published form of MLPerf results).

A results repository holds, per division and submitter::

    <division>/<submitter>/systems/<system>.json
    <division>/<submitter>/results/<system>/<benchmark>/<scenario>/performance/run_1/mlperf_log_summary.txt
                                                                                    mlperf_log_detail.txt
    <division>/<submitter>/results/<system>/<benchmark>/<scenario>/accuracy/…
    <division>/<submitter>/model_mapping.json            (open division: submitter model → MLPerf benchmark)

:func:`read_results_repository` walks exactly that shape — nothing else in the checkout (code, compliance,
measurements, README files, ``.git``) is opened — and reads each run with
:func:`pipelines.sources.mlperf.read_results_repo_run`. The walk is bounded: symbolic links are never
followed, every file read has a size cap, and the number of runs is capped. A run that cannot be read
becomes a :class:`MlperfRowError` whose ``source_row`` is the path (relative to the checkout) of the file
at fault, and the walk goes on.
"""

from __future__ import annotations

import json
import os
import re
import stat
from dataclasses import replace
from pathlib import Path
from typing import Mapping

from pipelines.sources.mlperf import (
    AcceleratorResolver,
    MlperfFormatError,
    MlperfReadResult,
    MlperfRowError,
    read_results_repo_run,
)

__all__ = [
    "DIVISIONS",
    "MAX_DETAIL_BYTES",
    "MAX_FILE_BYTES",
    "MAX_RUNS",
    "RESULTS_REPOSITORY",
    "read_results_repository",
]

RESULTS_REPOSITORY = "results_repository"
DIVISIONS = ("closed", "open", "network")
MAX_FILE_BYTES = 1_000_000        # system JSON, log summary, model mapping: a few KB in practice
MAX_DETAIL_BYTES = 64_000_000     # detail logs carry long per-run event lines; only result_* events are kept
MAX_RUNS = 100_000                # a whole round is a few thousand runs

_SUMMARY = "mlperf_log_summary.txt"
_DETAIL = "mlperf_log_detail.txt"
_RESULT_EVENT = re.compile(rb'"key"\s*:\s*"result_')


class _FileProblem(Exception):
    """Internal: one file of the checkout cannot be used; the message says why."""


def _subdirectories(folder: Path, root: Path, errors: list[MlperfRowError], source: str) -> list[Path]:
    """Sub-folders of ``folder`` in name order; symbolic links are reported, never followed."""
    try:
        entries = sorted(os.scandir(folder), key=lambda entry: entry.name)
    except OSError as exc:
        errors.append(MlperfRowError(source, _relative(folder, root), f"cannot list folder: {exc.strerror or exc}"))
        return []
    folders = []
    for entry in entries:
        if entry.name.startswith("."):
            continue
        if entry.is_symlink():
            if entry.is_dir():  # a linked file where a folder belongs is as unrelated as any other file
                errors.append(MlperfRowError(source, _relative(Path(entry.path), root),
                                             "skipped: a symbolic link (links are not followed)"))
            continue
        if entry.is_dir(follow_symlinks=False):
            folders.append(Path(entry.path))
    return folders


def _relative(path: Path, root: Path) -> str:
    return path.relative_to(root).as_posix()


def _open_regular(path: Path, limit: int):
    """Open ``path`` for reading if it is a regular file (not a link) of at most ``limit`` bytes."""
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0)
    try:
        descriptor = os.open(path, flags)
    except FileNotFoundError:
        raise  # the caller says which file was expected
    except OSError as exc:
        if path.is_symlink():
            raise _FileProblem("skipped: a symbolic link (links are not followed)") from None
        raise _FileProblem(f"cannot read: {exc.strerror or exc}") from None
    handle = os.fdopen(descriptor, "rb")
    info = os.fstat(handle.fileno())
    if not stat.S_ISREG(info.st_mode):
        handle.close()
        raise _FileProblem("not a regular file")
    if info.st_size > limit:
        handle.close()
        raise _FileProblem(f"{info.st_size} bytes, over the {limit}-byte cap")
    return handle


def _read_small(path: Path, limit: int) -> bytes:
    with _open_regular(path, limit) as handle:
        try:
            body = handle.read(limit + 1)
        except OSError as exc:
            raise _FileProblem(f"cannot read: {exc.strerror or exc}") from None
    if len(body) > limit:  # grew while being read
        raise _FileProblem(f"over the {limit}-byte cap")
    return body


def _read_detail_events(path: Path, limit: int) -> bytes | None:
    """The ``result_*`` event lines of a detail log, or None when there is no usable detail log.

    A detail log only refines the precision of a figure the summary already holds, so an absent,
    oversized or unreadable one falls back to the summary rather than losing the run.
    """
    try:
        handle = _open_regular(path, limit)
    except (FileNotFoundError, _FileProblem):
        return None
    kept = []
    with handle:
        try:
            for line in handle:
                if line.startswith(b":::MLLOG") and _RESULT_EVENT.search(line):
                    kept.append(line)
        except OSError:
            return None
    return b"".join(kept)


def _load_model_mapping(path: Path, root: Path, errors: list[MlperfRowError], source: str) -> dict[str, str]:
    try:
        body = _read_small(path, MAX_FILE_BYTES)
    except FileNotFoundError:
        return {}
    except _FileProblem as problem:
        errors.append(MlperfRowError(source, _relative(path, root), str(problem)))
        return {}
    try:
        mapping = json.loads(body.decode("utf-8-sig"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        errors.append(MlperfRowError(source, _relative(path, root), f"model mapping is not valid JSON ({exc})"))
        return {}
    if not isinstance(mapping, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in mapping.items()):
        errors.append(MlperfRowError(source, _relative(path, root),
                                     "model mapping is not an object of model name → benchmark name"))
        return {}
    return mapping


def _load_system(path: Path) -> bytes:
    """The system description JSON, checked to be an object naming the system and its accelerator."""
    body = _read_small(path, MAX_FILE_BYTES)
    try:
        system = json.loads(body.decode("utf-8-sig"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise _FileProblem(f"system description is not valid JSON ({exc})") from None
    if not isinstance(system, dict):
        raise _FileProblem(f"system description is a {type(system).__name__}, not an object")
    missing = [key for key in ("system_name", "accelerator_model_name") if key not in system]
    if missing:
        raise _FileProblem(f"system description lacks {', '.join(missing)}")
    return body


def _runs_of(system_dir: Path, root: Path, errors: list[MlperfRowError], source: str) -> list[tuple[str, str, Path]]:
    """(benchmark, scenario, scenario folder) of every run filed under one system."""
    runs = []
    for benchmark_dir in _subdirectories(system_dir, root, errors, source):
        for scenario_dir in _subdirectories(benchmark_dir, root, errors, source):
            runs.append((benchmark_dir.name, scenario_dir.name, scenario_dir))
    return runs


def read_results_repository(
    root: str | os.PathLike,
    *,
    round: str,
    resolve_accelerator: AcceleratorResolver | None = None,
    model_mapping: Mapping[str, str] | None = None,
    max_runs: int = MAX_RUNS,
) -> MlperfReadResult:
    """Read every performance run of a results-repository checkout into :class:`MlperfResult` records.

    ``round`` (``"v5.1"`` or ``"5.1"``) is required: a checkout does not say which round it holds.
    Each ``results/<system>/<benchmark>/<scenario>`` folder is one run, paired with
    ``systems/<system>.json`` of the same submitter; its figure comes from
    ``performance/run_1/mlperf_log_summary.txt``, refined by ``mlperf_log_detail.txt`` when present.
    ``model_mapping`` maps open-division model names to MLPerf benchmarks and overrides a submitter's
    own ``model_mapping.json``. ``resolve_accelerator`` is as for
    :func:`~pipelines.sources.mlperf.read_mlperf_table`.

    Loaded results carry ``source = str(root)``, ``source_row`` = the run folder relative to the
    checkout (``closed/AMD/results/…/Server/performance/run_1``) and the same ``location`` the
    published tables use. Problems — a missing system JSON (one error per system), a missing or
    unreadable summary, an invalid run, a symbolic link — become errors whose ``source_row`` is the
    relative path of the file at fault. Raises :class:`MlperfFormatError` when ``root`` is not a folder,
    ``round`` is empty, or the folder has no ``closed``/``open``/``network`` division at all.
    """
    root = Path(root)
    source = str(root)
    if not isinstance(round, str) or not round.strip():
        raise MlperfFormatError(f"{source}: a results repository needs its round (e.g. 'v5.1'); none given")
    round_name = round.strip() if round.strip().startswith("v") else f"v{round.strip()}"
    if not root.is_dir():
        raise MlperfFormatError(f"{source}: not a folder, so not a results-repository checkout")
    read = MlperfReadResult(form=RESULTS_REPOSITORY, round=round_name)
    errors = read.errors
    divisions = [folder for folder in _subdirectories(root, root, errors, source) if folder.name in DIVISIONS]
    if not divisions:
        raise MlperfFormatError(
            f"{source}: not an MLPerf results repository: no {', '.join(DIVISIONS)} division folder at its top"
        )
    runs_read = 0
    for division_dir in divisions:
        for submitter_dir in _subdirectories(division_dir, root, errors, source):
            results_dir = submitter_dir / "results"
            if results_dir.is_symlink():
                errors.append(MlperfRowError(source, _relative(results_dir, root),
                                             "skipped: a symbolic link (links are not followed)"))
                continue
            if not results_dir.is_dir():
                continue  # a submitter folder holding only code or documentation
            mapping = _load_model_mapping(submitter_dir / "model_mapping.json", root, errors, source)
            mapping.update(model_mapping or {})
            for system_dir in _subdirectories(results_dir, root, errors, source):
                runs = _runs_of(system_dir, root, errors, source)
                if not runs:
                    continue
                system_path = submitter_dir / "systems" / f"{system_dir.name}.json"
                try:
                    system_json = _load_system(system_path)
                except FileNotFoundError:
                    errors.append(MlperfRowError(
                        source, _relative(system_path, root),
                        f"system description missing: {len(runs)} run(s) under "
                        f"{_relative(system_dir, root)} not loaded"))
                    continue
                except _FileProblem as problem:
                    errors.append(MlperfRowError(
                        source, _relative(system_path, root),
                        f"{problem}: {len(runs)} run(s) under {_relative(system_dir, root)} not loaded"))
                    continue
                for benchmark, scenario, scenario_dir in runs:
                    if runs_read >= max_runs:
                        errors.append(MlperfRowError(source, _relative(scenario_dir, root),
                                                     f"stopped: more than {max_runs} runs in the checkout"))
                        return read
                    runs_read += 1
                    _read_run(read, root, source, round_name, division_dir.name, submitter_dir.name,
                              system_dir.name, benchmark, scenario, scenario_dir, system_json,
                              resolve_accelerator, mapping)
    return read


def _read_run(
    read: MlperfReadResult,
    root: Path,
    source: str,
    round_name: str,
    division: str,
    submitter: str,
    system: str,
    benchmark: str,
    scenario: str,
    scenario_dir: Path,
    system_json: bytes,
    resolve_accelerator: AcceleratorResolver | None,
    model_mapping: Mapping[str, str],
) -> None:
    run_dir = scenario_dir / "performance" / "run_1"
    summary_path = run_dir / _SUMMARY
    summary_name = _relative(summary_path, root)
    try:
        summary_txt = _read_small(summary_path, MAX_FILE_BYTES)
    except FileNotFoundError:
        read.errors.append(MlperfRowError(source, summary_name, "performance log summary missing"))
        return
    except (_FileProblem, OSError) as problem:
        read.errors.append(MlperfRowError(source, summary_name, f"performance log summary unusable: {problem}"))
        return
    try:
        run = read_results_repo_run(
            system_json=system_json, summary_txt=summary_txt,
            detail_txt=_read_detail_events(run_dir / _DETAIL, MAX_DETAIL_BYTES),
            round=round_name, division=division, submitter=submitter, benchmark_variant=benchmark,
            scenario=scenario, source=summary_name, resolve_accelerator=resolve_accelerator,
            model_mapping=model_mapping or None, platform=system,
        )
    except MlperfFormatError as exc:
        read.errors.append(MlperfRowError(source, summary_name, str(exc)))
        return
    run_name = _relative(run_dir, root)
    read.results.extend(replace(result, source=source, source_row=run_name) for result in run.results)
    read.errors.extend(MlperfRowError(source, summary_name, error.reason) for error in run.errors)
