"""Jobs, schedules and sensors: ingestion daily, the digest weekly and after each ingestion, alerts on failure.

The schedules take their times from the sources file's [schedule] table ($INFERWATCH_SOURCES, else the
bundled snapshot's) and start switched on when it says `enabled = true`.
"""

from __future__ import annotations

import datetime as dt
import os

import dagster as dg

from pipelines.alerts import record_alert
from pipelines.defs.partitions import weekly_partitions
from pipelines.digest.build import iso_week_of
from pipelines.settings import default_sources_file
from pipelines.stages.digest import weeks_with_new_documents
from pipelines.sources.config import load_sources
from warehouse import Warehouse

INGESTION_GROUPS = ("reference", "press", "prices", "mlperf", "claims")

ingestion_job = dg.define_asset_job(
    "ingestion",
    selection=dg.AssetSelection.groups(*INGESTION_GROUPS),
    description="Fetch every source, store what changed, extract claims from new documents.",
)
digest_job = dg.define_asset_job(
    "weekly_digest_job",
    selection=dg.AssetSelection.groups("digest"),
    description="Check one week's digest inputs, then write its digest unless a blocking check failed.",
)


def _sources():
    return load_sources(os.environ.get("INFERWATCH_SOURCES") or default_sources_file(False))


_loaded = _sources()
_settings = _loaded.schedule
_status = dg.DefaultScheduleStatus.RUNNING if _settings.enabled else dg.DefaultScheduleStatus.STOPPED
_sensor_status = dg.DefaultSensorStatus.RUNNING if _settings.enabled else dg.DefaultSensorStatus.STOPPED

daily_ingestion = dg.ScheduleDefinition(
    name="daily_ingestion", job=ingestion_job, cron_schedule=_settings.ingestion,
    execution_timezone=_settings.timezone, default_status=_status,
    description="Ingest every source (times from the sources file's [schedule] table).",
)


def last_complete_week(day: dt.date) -> str:
    """The ISO week that ended most recently on or before `day` (a Sunday ends its own week only at midnight)."""
    return iso_week_of(day - dt.timedelta(days=day.isoweekday()))


@dg.schedule(job=digest_job, cron_schedule=_settings.digest, execution_timezone=_settings.timezone,
             default_status=_status)
def weekly_digest_schedule(context: dg.ScheduleEvaluationContext):
    """The digest of the week that just ended."""
    week = last_complete_week(context.scheduled_execution_time.date())
    return dg.RunRequest(run_key=week, partition_key=week)


@dg.run_status_sensor(run_status=dg.DagsterRunStatus.SUCCESS, monitored_jobs=[ingestion_job],
                      request_job=digest_job, default_status=_sensor_status)
def digest_after_ingestion(context: dg.RunStatusSensorContext):
    """Once an ingestion run succeeds: the digest of every finished week it brought new documents for."""
    stats = context.instance.get_run_stats(context.dagster_run.run_id)
    started = dt.datetime.fromtimestamp(stats.start_time or 0, dt.UTC).replace(tzinfo=None)
    last_week = last_complete_week(dt.datetime.now(dt.UTC).date())
    with Warehouse(None).connect(read_only=True) as connection:
        weeks = set(weeks_with_new_documents(connection, since=started)) | {last_week}
    finished = sorted(w for w in weeks if w <= last_week and weekly_partitions.has_partition_key(w))
    return [dg.RunRequest(run_key=f"{week}:{context.dagster_run.run_id}", partition_key=week) for week in finished]


@dg.run_failure_sensor(default_status=dg.DefaultSensorStatus.RUNNING)
def alert_on_run_failure(context: dg.RunFailureSensorContext):
    """Record every failed run in the warehouse's `alerts` table, and post it to the [alerts] webhook."""
    run = context.dagster_run
    record_alert(Warehouse(None), alert_id=run.run_id, job_name=run.job_name,
                 partition=run.tags.get("dagster/partition"), message=context.failure_event.message or "run failed",
                 webhook_url=_sources().alerts.webhook_url)
