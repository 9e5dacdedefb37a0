"""Running the whole flow in-process: every ingestion asset, then the digest of each week.

`inferwatch run` and the end-to-end tests call :func:`run_all`; it materializes the same
assets the Dagster UI shows, with resources configured from the arguments.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
import os
import uuid
from pathlib import Path

import dagster as dg

from pipelines.defs.claims.assets import claims
from pipelines.defs.reference.assets import hardware
from pipelines.defs.digest.assets import partition_key_for_week, weekly_digest
from pipelines.defs.mlperf.assets import mlperf_results
from pipelines.defs.press.assets import articles, feed_entries, stories
from pipelines.defs.prices.assets import price_observations
from pipelines.defs.resources import SourcesResource, WarehouseResource
from pipelines.digest.build import DigestError, weeks_with_documents
from pipelines.settings import default_sources_file
from pipelines.sources.config import load_sources
from warehouse import Warehouse, transaction
from warehouse.db import table_counts, utcnow
from warehouse.loaders import record_ingest_error, upsert_rows

INGESTION_ASSETS = [feed_entries, articles, stories, price_observations, mlperf_results, hardware, claims]
QUIET_RUN_CONFIG = {"loggers": {"console": {"config": {"log_level": "ERROR"}}}}


class RunFailed(RuntimeError):
    """An asset failed (not a bad source: those are recorded and the run goes on)."""


@dataclasses.dataclass
class RunReport:
    run_id: str
    started_at: dt.datetime
    finished_at: dt.datetime
    mode: str
    sources_file: Path
    table_counts: dict[str, int]
    asset_metadata: dict[str, dict[str, object]]
    digests: list[tuple[str, str, str]]                 # (week, markdown path, html path)
    errors_by_source: list[tuple[str, str, int, str]]   # (source, stage, count, first reason)
    failed_sources: list[str] = dataclasses.field(default_factory=list)  # a whole source unusable this run

    @property
    def seconds(self) -> float:
        return (self.finished_at - self.started_at).total_seconds()

    def to_json(self) -> dict:
        return {
            "run_id": self.run_id, "mode": self.mode, "sources_file": str(self.sources_file),
            "seconds": round(self.seconds, 2), "table_counts": self.table_counts,
            "assets": self.asset_metadata, "digests": [list(d) for d in self.digests],
            "errors_by_source": [list(e) for e in self.errors_by_source], "failed_sources": self.failed_sources,
        }


def _plain(value: object) -> object:
    inner = getattr(value, "value", value)
    if isinstance(inner, (int, float, str, bool)) or inner is None:
        return inner
    return str(inner)[:500]


def _materialization_metadata(result: dg.ExecuteInProcessResult) -> dict[str, dict[str, object]]:
    found: dict[str, dict[str, object]] = {}
    for event in result.get_asset_materialization_events():
        materialization = event.step_materialization_data.materialization
        key = materialization.asset_key.to_user_string()
        found[key] = {
            name: _plain(value) for name, value in materialization.metadata.items()
            if name not in ("preview", "errors_by_source")
        }
    return found


def run_all(*, home: str | Path | None = None, sources_file: str | Path | None = None, live: bool = False,
            week: str | None = None, snapshot_dir: str | Path | None = None) -> RunReport:
    """Materialize every asset in-process and return what happened."""
    started = utcnow()
    run_id = uuid.uuid4().hex
    sources_path = Path(sources_file) if sources_file else default_sources_file(live)
    load_sources(sources_path)  # fail fast, naming the file, before anything runs
    if week:
        partition_key_for_week(week)  # a malformed or uncovered week fails before anything runs
    warehouse = Warehouse(home)
    with warehouse.connect():
        pass  # create the home and apply migrations before any asset runs
    resources = {
        "warehouse": WarehouseResource(home=str(warehouse.home)),
        "sources": SourcesResource(sources_file=str(sources_path), live=live,
                                   snapshot_dir=str(snapshot_dir) if snapshot_dir else ""),
    }
    # with DAGSTER_HOME set the runs are recorded where `dagster dev` shows them; otherwise in memory
    with (dg.DagsterInstance.get() if os.environ.get("DAGSTER_HOME") else dg.DagsterInstance.ephemeral()) as instance:
        result = dg.materialize(INGESTION_ASSETS, resources=resources, instance=instance,
                                run_config=QUIET_RUN_CONFIG, raise_on_error=False, tags={"inferwatch/run": run_id})
        if not result.success:
            raise RunFailed(_failure_message(result))
        metadata = _materialization_metadata(result)
        with warehouse.connect() as connection:
            weeks = [week] if week else weeks_with_documents(connection)
            uncovered = []
            for each_week in list(weeks):
                try:
                    partition_key_for_week(each_week)
                except DigestError as exc:
                    uncovered.append(each_week)
                    record_ingest_error(connection, stage="digest", reason=str(exc), location=each_week,
                                        run_id=run_id)
            weeks = [w for w in weeks if w not in uncovered]
        digests = []
        for each_week in weeks:
            digest_result = dg.materialize(
                [weekly_digest], resources=resources, instance=instance, run_config=QUIET_RUN_CONFIG,
                partition_key=partition_key_for_week(each_week), raise_on_error=False,
            )
            if not digest_result.success:
                raise RunFailed(_failure_message(digest_result))
            digests.append(each_week)
    finished = utcnow()
    with warehouse.connect() as connection:
        errors = connection.execute(
            """
            select coalesce(source_name, '(none)'), stage, count(*), min(reason)
            from ingest_errors where last_seen >= ?
            group by all order by 1, 2
            """,
            [started],
        ).fetchall()
        # an error without a location concerns the whole source (fetch failed, not a feed, not a table);
        # row- and cell-level issues carry a location and leave the rest of the source loaded
        failed = [row[0] for row in connection.execute(
            "select distinct source_name from ingest_errors where last_seen >= ? and location is null "
            "and source_name is not null order by 1", [started]).fetchall()]
        digest_rows = connection.execute(
            "select week, markdown_path, html_path from digests where list_contains(?, week) order by week",
            [digests],
        ).fetchall()
        report = RunReport(
            run_id=run_id, started_at=started, finished_at=finished, mode="live" if live else "snapshot",
            sources_file=sources_path, table_counts={}, asset_metadata=metadata,
            digests=[tuple(row) for row in digest_rows], errors_by_source=[tuple(row) for row in errors],
            failed_sources=failed,
        )
        report.table_counts = table_counts(connection)
        with transaction(connection):
            upsert_rows(connection, "runs", [{
                "run_id": run_id, "started_at": started, "finished_at": finished, "mode": report.mode,
                "sources_file": str(sources_path), "summary": json.dumps(report.to_json(), default=str),
            }], key=("run_id",))
        report.table_counts["runs"] = report.table_counts.get("runs", 0) + 1  # this run's own row
    return report


def _failure_message(result: dg.ExecuteInProcessResult) -> str:
    lines = []
    for event in result.all_events:
        if event.is_step_failure:
            failure = event.step_failure_data
            error = failure.error if failure else None
            lines.append(f"{event.step_key}: {error.message.strip() if error else 'failed'}")
    return "; ".join(lines) or "the run failed"
