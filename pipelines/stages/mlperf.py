"""The MLPerf stage: published results tables and results-repository checkouts into `mlperf_results`."""

from __future__ import annotations

import dataclasses
from collections import Counter

from pipelines.stages.fetch import (StageContext, StageSummary, fetch_trusted_sources, settle_fetch,
                                    unexpected_failure)
from warehouse import transaction
from warehouse.db import sha256_hex, utcnow
from warehouse.loaders import clear_ingest_errors, record_ingest_error, replace_where


def ingest_mlperf(context: StageContext) -> StageSummary:
    """Read every MLPerf source of the sources file and replace its rows in `mlperf_results`.

    A source's url names a published results table, fetched like any page; or, when it resolves to a
    local folder (the sources file is trusted), a checkout of an MLCommons results repository, read run
    by run with its ``round``. Either way the rows read replace that source's earlier rows.
    """
    from pathlib import Path
    from urllib.parse import urlsplit

    from extractors.hardware import load_registry
    from pipelines.sources.fetch import is_local_location
    from pipelines.sources.mlperf import MlperfFormatError, read_mlperf_table
    from pipelines.sources.mlperf_repo import read_results_repository

    def local_folder(location: str) -> Path | None:
        if not is_local_location(location):
            return None
        path = Path(urlsplit(location).path if location.lower().startswith("file:") else location)
        return path if path.is_dir() else None

    summary = StageSummary("mlperf")
    registry = load_registry()
    tables, folders = [], []
    for source in context.sources.mlperf:
        folder = local_folder(context.sources.resolve_location(source.url))
        if folder is None:
            tables.append(source)
        else:
            folders.append((source, folder))

    # Read every repository checkout before taking the warehouse lock, as fetches are.
    repositories = []  # (source, folder, parsed or None, failure reason or None)
    for index, (source, folder) in enumerate(folders):
        if source.round is None:
            repositories.append((source, folder, None,
                                 f"mlperf source {source.name!r}: url {source.url!r} is a results-repository "
                                 f"folder, which needs `round` (e.g. round = \"v5.1\") in the sources file"))
        else:
            try:
                parsed = read_results_repository(folder, round=source.round,
                                                 resolve_accelerator=registry.resolve_mlperf)
                repositories.append((source, folder, parsed, None))
            except (MlperfFormatError, OSError) as exc:
                repositories.append((source, folder, None, f"mlperf source {source.name!r}: {exc}"))
        context.progress("mlperf repositories", index + 1, len(folders))

    fetched = fetch_trusted_sources(context, tables, purpose="mlperf", label="mlperf tables")
    unmapped: Counter = Counter()

    def store(connection, source, url: str, parsed, counter: str) -> None:
        clear_ingest_errors(connection, stage="mlperf", source_name=source.name)
        for error in parsed.errors:
            record_ingest_error(connection, stage="mlperf", source_name=source.name, url=url,
                                location=error.source_row, reason=error.reason, run_id=context.run_id)
        now = utcnow()
        rows = []
        for item in parsed.results:
            row = dataclasses.asdict(item)
            row["result_id"] = sha256_hex(source.name, item.source_row)
            row["source_name"] = source.name
            row["loaded_at"] = now
            rows.append(row)
            if item.accelerator_raw and item.accelerator is None:
                _, mapped = registry.resolve_mlperf(item.accelerator_raw)
                if not mapped:
                    unmapped[item.accelerator_raw] += 1
        replace_where(connection, "mlperf_results", {"source_name": source.name}, rows)
        summary.counts[counter] += 1
        summary.counts["results"] += len(rows)
        summary.counts["row_errors"] += len(parsed.errors)

    with context.warehouse.connect() as connection:
        for table, url, result in fetched:
            with transaction(connection):
                if not settle_fetch(connection, context, summary, source_name=table.name, url=url, result=result,
                                    unchanged_counter="tables_unchanged"):
                    continue
                try:
                    parsed = read_mlperf_table(result.body, source=url, round=table.round,
                                               resolve_accelerator=registry.resolve_mlperf)
                except Exception as exc:  # a format error, or anything a hostile table provokes
                    reason = str(exc) if isinstance(exc, MlperfFormatError) else unexpected_failure(url, exc)
                    summary.error(table.name, reason)
                    record_ingest_error(connection, stage="mlperf", source_name=table.name, url=url,
                                        reason=reason, run_id=context.run_id)
                    continue
                store(connection, table, url, parsed, "tables_read")
        for source, folder, parsed, failure in repositories:
            with transaction(connection):
                if parsed is None:
                    summary.error(source.name, failure)
                    record_ingest_error(connection, stage="mlperf", source_name=source.name, url=str(folder),
                                        reason=failure, run_id=context.run_id)
                    continue
                store(connection, source, str(folder), parsed, "repositories_read")
    summary.counts["unmapped_accelerators"] = len(unmapped)
    summary.details["unmapped_accelerators"] = sorted(unmapped)
    return summary
