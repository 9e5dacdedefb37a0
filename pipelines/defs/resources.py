"""Resources: the warehouse and the way sources are fetched (snapshot or live)."""

from __future__ import annotations

import json
import logging
import os
import sys
from pathlib import Path

import dagster as dg

from pipelines.stages.fetch import StageContext
from pipelines.progress import report
from pipelines.settings import default_snapshot_dir, default_sources_file
from pipelines.sources.config import SourcesFile, load_sources
from pipelines.sources.fetch import Fetcher, SnapshotFetcher
from warehouse import Warehouse

# DuckDB allows one writing process per file: every asset that writes is in this pool, limited to one
# step at a time by the instance (dagster_home/dagster.yaml; the runner sets the same limit).
WRITER_POOL = "duckdb_writer"


class WarehouseResource(dg.ConfigurableResource):
    """The DuckDB warehouse under an inferwatch home (empty: $INFERWATCH_HOME, then ./.inferwatch)."""

    home: str = ""

    def get_warehouse(self) -> Warehouse:
        return Warehouse(self.home or None)


class SourcesResource(dg.ConfigurableResource):
    """What to watch and how to fetch it: the bundled snapshot by default, the network with live=True."""

    sources_file: str = ""
    live: bool = False
    snapshot_dir: str = ""

    def load(self) -> SourcesFile:
        return load_sources(self.sources_file or default_sources_file(self.live))

    def fetcher(self, sources: SourcesFile) -> Fetcher:
        if self.live:
            from pipelines.sources.http import LiveFetcher

            return LiveFetcher(sources.network)
        return SnapshotFetcher(Path(self.snapshot_dir) if self.snapshot_dir else default_snapshot_dir(),
                               max_bytes=sources.network.max_bytes)


def stage_context(context: dg.AssetExecutionContext, warehouse: WarehouseResource,
                  sources: SourcesResource) -> StageContext:
    """The plain-Python context a stage function needs, built from the asset's resources."""
    loaded = sources.load()

    def log_progress(stage: str, done: int, total: int) -> None:
        report(stage, done, total)
        if total and (done == total or done % 25 == 0):
            context.log.info(f"{stage}: {done}/{total}")

    return StageContext(
        warehouse=warehouse.get_warehouse(),
        fetcher=sources.fetcher(loaded),
        sources=loaded,
        run_id=context.run.run_id,
        progress=log_progress,
    )


class JsonLinesFormatter(logging.Formatter):
    """One JSON object per log line: time, level, message, and the run and step it came from."""

    def format(self, record: logging.LogRecord) -> str:
        meta = getattr(record, "dagster_meta", None) or {}
        return json.dumps({
            "time": self.formatTime(record, "%Y-%m-%dT%H:%M:%S"), "level": record.levelname,
            "message": record.getMessage(), "run_id": meta.get("run_id"), "job": meta.get("job_name"),
            "step": meta.get("step_key"), "event": meta.get("dagster_event_type") or getattr(
                meta.get("dagster_event"), "event_type_value", None),
        }, default=str, ensure_ascii=False)


@dg.logger(config_schema={"log_level": dg.Field(str, is_required=False, default_value="INFO")},
           description="JSON lines on stderr, one per event, for log collectors")
def json_lines(init_context) -> logging.Logger:
    logger = logging.getLogger("inferwatch.dagster.json")
    logger.setLevel(init_context.logger_config["log_level"].upper())
    logger.propagate = False
    for handler in list(logger.handlers):  # one handler, on the stderr of this run
        logger.removeHandler(handler)
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JsonLinesFormatter())
    logger.addHandler(handler)
    return logger


@dg.definitions
def resources() -> dg.Definitions:
    # $INFERWATCH_SOURCES points `dagster dev` and the daemon at a sources file (the bundled snapshot's if unset)
    return dg.Definitions(
        resources={"warehouse": WarehouseResource(),
                   "sources": SourcesResource(sources_file=os.environ.get("INFERWATCH_SOURCES", ""))},
        loggers={"console": dg.colored_console_logger, "json_lines": json_lines},
    )
