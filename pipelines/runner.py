"""Running the defined jobs: `ingestion`, then `weekly_digest_job` for each week.

`inferwatch run`, the tests and the benchmarks call :func:`run_all`; it executes the very jobs the
schedules, sensors and the Dagster UI run (from ``pipelines.definitions``), in-process by default or under
the multiprocess executor, with resources configured from the arguments through run config.
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime as dt
import json
import os
import tempfile
import uuid
from pathlib import Path

import dagster as dg

from pipelines.defs.partitions import partition_key_for_week
from pipelines.digest.build import DigestError, weeks_with_documents
from pipelines.settings import default_sources_file
from pipelines.sources.config import load_sources
from pipelines.stages.digest import blocked_weeks_unchanged, digest_settings_text, unchanged_weeks
from pipelines.stages.workers import allow_early_start, close_shared_pools
from warehouse import Warehouse, transaction
from warehouse.db import utcnow
from warehouse.loaders import record_ingest_error, upsert_rows
from warehouse.publish import publish

EXECUTORS = ("in_process", "multiprocess")
LOG_FORMATS = ("text", "json")
# weeks whose digest runs share one database instance (Warehouse.kept_open) before it is closed and opened again
KEPT_OPEN_WEEKS = 10
# DuckDB has one writer per file: every writing asset is in one pool, and a pool admits one step at a time
TEMPORARY_INSTANCE = {"concurrency": {"pools": {"default_limit": 1}}, "telemetry": {"enabled": False}}


class RunFailed(RuntimeError):
    """An asset failed (not a bad source: those are recorded and the run goes on)."""


@dataclasses.dataclass
class BlockedDigest:
    """A week whose digest was not written because a blocking check failed."""

    week: str
    checks: list[tuple[str, str]]   # (check name, description naming the sources)


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
    errors_by_source: list[tuple[str, str, int, str]]   # this run's: (source, stage, count, first reason)
    failed_sources: list[str] = dataclasses.field(default_factory=list)  # a whole source unusable this run
    # (source, fetched, deferred, refused, failed, backing off): the crawl frontier's article pages this run
    crawl_by_source: list[tuple] = dataclasses.field(default_factory=list)
    view_counts: dict[str, int] = dataclasses.field(default_factory=dict)
    open_errors: list[tuple[str, str, int, str, dt.datetime]] = dataclasses.field(default_factory=list)
    blocked: list[BlockedDigest] = dataclasses.field(default_factory=list)
    digests_unchanged: list[str] = dataclasses.field(default_factory=list)
    failed_checks: list[tuple[str, str, str, str]] = dataclasses.field(default_factory=list)  # week, check, severity, text
    executor: str = "in_process"
    dagster_run_ids: list[str] = dataclasses.field(default_factory=list)
    step_processes: set[int] = dataclasses.field(default_factory=set)  # ids of the processes steps ran in
    # seconds per Dagster step (asset), summed over this run's jobs: the ingestion and every week's digest
    step_seconds: dict[str, float] = dataclasses.field(default_factory=dict)

    @property
    def seconds(self) -> float:
        return (self.finished_at - self.started_at).total_seconds()

    def to_json(self) -> dict:
        return {
            "run_id": self.run_id, "mode": self.mode, "executor": self.executor,
            "sources_file": str(self.sources_file), "seconds": round(self.seconds, 2),
            "table_counts": self.table_counts, "view_counts": self.view_counts, "assets": self.asset_metadata,
            "digests": [list(d) for d in self.digests], "digests_unchanged": self.digests_unchanged,
            "blocked_digests": [{"week": b.week, "checks": [list(c) for c in b.checks]} for b in self.blocked],
            "failed_checks": [list(c) for c in self.failed_checks],
            "errors_by_source": [list(e) for e in self.errors_by_source], "failed_sources": self.failed_sources,
            "crawl_by_source": [list(c) for c in self.crawl_by_source],
            "open_errors": [list(e) for e in self.open_errors], "dagster_run_ids": self.dagster_run_ids,
            "step_seconds": {step: round(seconds, 3) for step, seconds in sorted(self.step_seconds.items())},
        }


def _plain(value: object) -> object:
    inner = getattr(value, "value", value)
    if isinstance(inner, (int, float, str, bool)) or inner is None:
        return inner
    return str(inner)[:500]


def _materialization_metadata(result) -> dict[str, dict[str, object]]:
    found: dict[str, dict[str, object]] = {}
    for event in result.get_asset_materialization_events():
        materialization = event.step_materialization_data.materialization
        key = materialization.asset_key.to_user_string()
        found[key] = {
            name: _plain(value) for name, value in materialization.metadata.items()
            if name not in ("preview", "errors_by_source", "top_stories")
        }
    return found


def _check_evaluations(result) -> list:
    return [event.event_specific_data for event in result.all_events
            if event.event_type_value == "ASSET_CHECK_EVALUATION"]


def _step_processes(result) -> set[int]:
    return {event.pid for event in result.all_events if event.event_type_value == "STEP_START" and event.pid}


_STEP_EVENTS = ("STEP_START", "STEP_SUCCESS", "STEP_FAILURE")


def _add_step_seconds(totals: dict[str, float], instance, run_id: str) -> None:
    """Add the seconds of each step of a Dagster run (start to success or failure) to ``totals``."""
    started: dict[str, float] = {}
    for record in instance.get_records_for_run(
            run_id, of_type={dg.DagsterEventType(kind) for kind in _STEP_EVENTS}).records:
        entry = record.event_log_entry
        kind = entry.dagster_event.event_type_value if entry.dagster_event else None
        if kind == "STEP_START":
            started[entry.step_key] = entry.timestamp
        elif kind in _STEP_EVENTS and entry.step_key in started:
            totals[entry.step_key] = totals.get(entry.step_key, 0.0) + entry.timestamp - started.pop(entry.step_key)


def _failure_message(result) -> str:
    lines = []
    for event in result.all_events:
        if event.is_step_failure:
            failure = event.step_failure_data
            error = failure.error if failure else None
            lines.append(f"{event.step_key}: {_error_chain(error) if error else 'failed'}")
    return "; ".join(lines) or "the run failed"


def ingestion_job() -> dg.JobDefinition:
    """The `ingestion` job as the definitions declare it (a reconstructable target for subprocesses)."""
    from pipelines.definitions import defs

    return defs().resolve_job_def("ingestion")


def digest_job() -> dg.JobDefinition:
    """The `weekly_digest_job` as the definitions declare it."""
    from pipelines.definitions import defs

    return defs().resolve_job_def("weekly_digest_job")


@contextlib.contextmanager
def _instance(executor: str):
    """The Dagster instance runs are recorded in: $DAGSTER_HOME's when set (so `dagster dev` shows them),
    else an in-memory one, or for the multiprocess executor (which needs storage its processes share)
    a temporary one whose pools admit one step at a time, as dagster_home/dagster.yaml does."""
    if os.environ.get("DAGSTER_HOME"):
        with dg.DagsterInstance.get() as instance:
            yield instance
    elif executor == "in_process":
        with dg.DagsterInstance.ephemeral() as instance:
            yield instance
    else:
        with tempfile.TemporaryDirectory(prefix="inferwatch-dagster-") as folder:
            with dg.DagsterInstance.local_temp(folder, overrides=TEMPORARY_INSTANCE) as instance:
                yield instance


def run_config(*, home: Path, sources_file: Path, live: bool, snapshot_dir: str | Path | None,
               executor: str = "in_process", log_level: str = "ERROR", log_format: str = "text",
               max_processes: int = 2) -> dict:
    """Run config that points the jobs' resources at this home and sources file."""
    config: dict = {
        "resources": {
            "warehouse": {"config": {"home": str(home)}},
            "sources": {"config": {"sources_file": str(sources_file), "live": live,
                                   "snapshot_dir": str(snapshot_dir) if snapshot_dir else ""}},
        },
        "loggers": {("json_lines" if log_format == "json" else "console"): {"config": {"log_level": log_level}}},
    }
    if executor == "multiprocess":
        config["execution"] = {"config": {"multiprocess": {"max_concurrent": max_processes}}}
    return config


def _execute(job_fn, *, instance, config: dict, executor: str, partition_key: str | None, tags: dict,
             resolved: dict | None = None):
    """Execute a job and return its result with events loaded (the caller reads them after the run).

    ``resolved``: jobs already resolved in this `run_all`, by function (loading the definitions folder
    costs more than a small week's run, so the digest job is resolved once, not once per week)."""
    if executor == "in_process":
        resolved = {} if resolved is None else resolved
        if job_fn not in resolved:
            resolved[job_fn] = job_fn()
        return resolved[job_fn].execute_in_process(run_config=config, instance=instance,
                                                   partition_key=partition_key, raise_on_error=False, tags=tags)
    if partition_key:
        tags = {**tags, "dagster/partition": partition_key}
    with dg.execute_job(dg.reconstructable(job_fn), instance=instance, run_config=config, tags=tags,
                        raise_on_error=False) as result:
        result.all_events  # load the events while the result is open
        return result


def run_all(*, home: str | Path | None = None, sources_file: str | Path | None = None, live: bool = False,
            week: str | None = None, snapshot_dir: str | Path | None = None, executor: str = "in_process",
            log_level: str = "ERROR", log_format: str = "text", max_processes: int = 2) -> RunReport:
    """Execute the `ingestion` job, then `weekly_digest_job` for each week, and return what happened."""
    if executor not in EXECUTORS:
        raise ValueError(f"unknown executor {executor!r}: expected one of {', '.join(EXECUTORS)}")
    started = utcnow()
    run_id = uuid.uuid4().hex
    sources_path = Path(sources_file) if sources_file else default_sources_file(live)
    sources = load_sources(sources_path)  # fail fast, naming the file, before anything runs
    if week:
        week = partition_key_for_week(week)  # a malformed or uncovered week fails before anything runs
    warehouse = Warehouse(home)
    with warehouse.connect():
        pass  # create the home and apply migrations before any asset runs
    config = run_config(home=warehouse.home, sources_file=sources_path, live=live, snapshot_dir=snapshot_dir,
                        executor=executor, log_level=log_level, log_format=log_format, max_processes=max_processes)
    tags = {"inferwatch/run": run_id}
    dagster_runs = []
    resolved: dict = {}
    with _instance(executor) as instance:
        # in-process, every stage of the job runs here: a stage may start the model workers of the next ones early
        with allow_early_start() if executor == "in_process" else contextlib.nullcontext():
            result = _execute(ingestion_job, instance=instance, config=config, executor=executor,
                              partition_key=None, tags=tags)
        close_shared_pools()   # the ingestion stages' model workers: the weeks' digests need none
        dagster_runs.append(result.run_id)
        processes = _step_processes(result)
        step_seconds: dict[str, float] = {}
        _add_step_seconds(step_seconds, instance, result.run_id)
        if not result.success:
            raise RunFailed(_failure_message(result))
        metadata = _materialization_metadata(result)
        with warehouse.connect() as connection:
            weeks = [week] if week else weeks_with_documents(connection)
            covered = []
            for each_week in weeks:
                try:
                    covered.append(partition_key_for_week(each_week))
                except DigestError as exc:
                    record_ingest_error(connection, stage="digest", reason=str(exc), location=each_week,
                                        run_id=run_id)
        digests, unchanged, blocked, failed_checks = [], [], [], []
        newest = max(covered, default=None)
        # a past week whose inputs are all as when its digest was built needs no job at all; the newest week
        # always runs, since its freshness checks depend on the day as well as the data. Read before any week
        # runs: a week's job writes only its own digest and records, never another week's inputs.
        # Likewise a past week that was blocked and whose checks would read exactly what they read then: it
        # is reported blocked again, by the outcomes recorded then.
        settings_text = digest_settings_text(warehouse.home)
        past = [w for w in covered if w != newest]
        with warehouse.connect() as connection:
            skipped = unchanged_weeks(connection, past, settings_text=settings_text)
            still_blocked = blocked_weeks_unchanged(connection, [w for w in past if w not in skipped],
                                                    settings_text=settings_text,
                                                    checks=sources.checks)
        # in-process, the weeks' steps run here, one after another: the warehouse is held open across them, so each
        # week's connections share one database instance instead of opening and checkpointing the file twice a week
        kept, kept_for = contextlib.ExitStack(), 0
        with kept:
            for each_week in covered:
                if each_week in skipped:
                    unchanged.append(each_week)
                    continue
                if each_week in still_blocked:
                    failing = [o for o in still_blocked[each_week] if not o.passed]
                    failed_checks += [(each_week, o.name, o.severity, o.description or "") for o in failing]
                    blocked.append(BlockedDigest(each_week, [(o.name, o.description or "") for o in failing
                                                             if o.blocking]))
                    continue
                if executor == "in_process":
                    if kept_for == KEPT_OPEN_WEEKS:   # a fresh instance now and then: its cache does not grow all run
                        kept.close()
                        kept_for = 0
                    if kept_for == 0:
                        kept.enter_context(warehouse.kept_open())
                    kept_for += 1
                digest_result = _execute(digest_job, instance=instance, config=config, executor=executor,
                                         partition_key=each_week, tags=tags, resolved=resolved)
                dagster_runs.append(digest_result.run_id)
                processes |= _step_processes(digest_result)
                _add_step_seconds(step_seconds, instance, digest_result.run_id)
                evaluations = _check_evaluations(digest_result)
                failing = [e for e in evaluations if not e.passed]
                failed_checks += [(each_week, e.check_name, e.severity.value, e.description or "") for e in failing]
                blocking = [(e.check_name, e.description or "") for e in failing
                            if e.blocking and e.severity == dg.AssetCheckSeverity.ERROR]
                if blocking:
                    blocked.append(BlockedDigest(each_week, blocking))
                    continue
                if not digest_result.success:
                    raise RunFailed(_failure_message(digest_result))
                written = _materialization_metadata(digest_result).get("weekly_digest", {})
                (digests if written.get("rewritten") else unchanged).append(each_week)
                metadata[f"weekly_digest[{each_week}]"] = written
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
        # row- and cell-level issues carry a location and leave the rest of the source loaded, and so
        # does one article page that failed (its URL is a feed entry's link, not the source's own URL)
        failed = [row[0] for row in connection.execute(
            "select distinct source_name from ingest_errors e where last_seen >= ? and location is null "
            "and source_name is not null and stage <> 'article' "
            "and not exists (select 1 from feed_entries f where f.link = e.url) order by 1", [started]).fetchall()]
        crawl = connection.execute(
            "select source_name, sum(fetched), sum(deferred), sum(refused), sum(failed), sum(backing_off) "
            "from crawl_accounts where recorded_at >= ? group by 1 order by 1", [started]).fetchall()
        open_errors = connection.execute(
            "select coalesce(source_name, '(none)'), stage, count(*), min(reason), max(last_seen) "
            "from ingest_errors group by all order by 1, 2").fetchall()
        digest_rows = connection.execute(
            "select week, markdown_path, html_path from digests where list_contains(?, week) order by week",
            [digests],
        ).fetchall()
        tables, views = relation_counts(connection)
        report = RunReport(
            run_id=run_id, started_at=started, finished_at=finished, mode="live" if live else "snapshot",
            sources_file=sources_path, table_counts=tables, view_counts=views, asset_metadata=metadata,
            digests=[tuple(row) for row in digest_rows], errors_by_source=[tuple(row) for row in errors],
            failed_sources=failed, crawl_by_source=[tuple(int(v) if isinstance(v, (int, float)) else v for v in row)
                                                     for row in crawl],
            open_errors=[tuple(row) for row in open_errors], blocked=blocked,
            digests_unchanged=unchanged, failed_checks=failed_checks, executor=executor,
            dagster_run_ids=dagster_runs, step_processes=processes, step_seconds=step_seconds,
        )
        with transaction(connection):
            upsert_rows(connection, "runs", [{
                "run_id": run_id, "started_at": started, "finished_at": finished, "mode": report.mode,
                "sources_file": str(sources_path), "summary": json.dumps(report.to_json(), default=str),
            }], key=("run_id",))
        report.table_counts["runs"] = report.table_counts.get("runs", 0) + 1  # this run's own row
    # readers (inferwatch sql, schema, export) see this run from now on, and never a part of it
    publish(warehouse, run_id=run_id, run_started_at=started, run_finished_at=finished)
    return report


def relation_counts(connection) -> tuple[dict[str, int], dict[str, int]]:
    """Row counts of the warehouse's base tables and of its views, separately."""
    tables, views = {}, {}
    for name, kind in connection.execute(
        "select table_name, table_type from information_schema.tables where table_catalog = current_database() "
        "and table_schema = 'main' "
        "and table_name not in ('schema_migrations', 'sql_definitions', 'warehouse_publication') order by table_name"
    ).fetchall():
        quoted = '"' + name.replace('"', '""') + '"'  # identifiers from the catalogue itself, quoted
        count = connection.execute("select count(*) from " + quoted).fetchone()[0]
        (views if kind == "VIEW" else tables)[name] = count
    return tables, views


def _error_chain(error) -> str:
    """An error's message and those of its causes, so the root cause (a full disk, say) is named."""
    messages, seen = [], 0
    while error is not None and seen < 10:
        message = (error.message or "").strip()
        if message and not any(message in earlier for earlier in messages):
            messages.append(message)
        error = error.cause or getattr(error, "context", None)
        seen += 1
    return " <- caused by: ".join(messages) or "failed"
