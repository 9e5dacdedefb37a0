"""``kill -9`` at seeded points of a pipeline run, then a run to completion: the warehouse must equal an
uninterrupted run's (no row lost, none duplicated).

The pipeline is the ingestion stages (feeds, articles, price pages, MLPerf tables, claims) over a
slice of the bundled snapshot, in a child process forked from a forkserver that has already imported
everything (so a child starts in milliseconds). The child reports every progress step on a pipe;
the parent waits for the seeded step, waits a seeded few milliseconds more (so kills land inside
writes too), and sends SIGKILL. Each killed run leaves the warehouse as it was at that instant;
the next run starts from there.
"""

from __future__ import annotations

import collections
import dataclasses
import multiprocessing
import random
import signal
import time
from pathlib import Path

from pipelines.settings import default_snapshot_dir

SLICE = """[network]
timeout_s = 20

[[feed]]
name = "compute-wire"
url = "https://computewire.example/atom.xml"
region = "eu"

[[price_page]]
name = "deepseek-pricing"
url = "https://api-docs.deepseek.com/quick_start/pricing"
provider = "DeepSeek"

[[mlperf]]
name = "inference-v5.1"
url = "https://raw.githubusercontent.com/mlcommons/inference_results_v5.1/main/summary_results.json"
round = "v5.1"
"""
# columns that say when or in which run something happened, not what was stored
VOLATILE = {"first_seen", "last_seen", "fetched_at", "loaded_at", "recorded_at", "extracted_at", "created_at",
            "updated_at", "grouped_at", "applied_at", "last_attempt_at", "next_attempt_at", "run_id",
            "last_run_id", "duration_ms", "stored_path", "observed_at", "captured_at_run"}
PER_RUN_TABLES = {"runs", "crawl_accounts", "schema_migrations", "sql_definitions"}
# the fetch log records each exchange as it went (a re-run's conditional GET is a 304): compare which
# fetches are logged, not how each went
IDENTITY_ONLY = {"fetches": ("fetch_id", "url")}
_PRELOAD = ["pipelines.stages.press", "pipelines.stages.prices", "pipelines.stages.mlperf", "pipelines.stages.claims",
            "pipelines.sources.fetch", "extractors.model_pipeline", "warehouse"]


def run_pipeline(home: str, sources_path: str, steps=None) -> None:
    """One pipeline run (in the child process); each progress step is sent on ``steps``."""
    from pipelines.sources.config import load_sources
    from pipelines.sources.fetch import SnapshotFetcher
    from pipelines.stages.claims import extract_documents
    from pipelines.stages.fetch import StageContext, register_sources
    from pipelines.stages.mlperf import ingest_mlperf
    from pipelines.stages.press import ingest_articles, ingest_feeds
    from pipelines.stages.prices import ingest_price_pages
    from warehouse import Warehouse

    def step(stage: str, done: int, total: int) -> None:
        if steps is not None:
            steps.send_bytes(b".")

    context = StageContext(warehouse=Warehouse(home), fetcher=SnapshotFetcher(default_snapshot_dir()),
                           sources=load_sources(sources_path), run_id="kill-test", progress=step)
    for stage in (register_sources, ingest_feeds, ingest_articles, ingest_price_pages, ingest_mlperf,
                  extract_documents):
        step(stage.__name__, 0, 0)
        stage(context)
        step(stage.__name__, 1, 1)


def _child(home: str, sources_path: str, steps) -> None:
    run_pipeline(home, sources_path, steps)


def snapshot_rows(home: str | Path) -> dict[str, collections.Counter]:
    """Every table's rows (volatile columns left out) as a multiset."""
    from warehouse import Warehouse

    rows: dict[str, collections.Counter] = {}
    with Warehouse(home).connect(read_only=True) as connection:
        tables = [r[0] for r in connection.execute(
            "select table_name from information_schema.tables where table_schema = 'main' "
            "and table_type = 'BASE TABLE' order by 1").fetchall()]
        for table in tables:
            if table in PER_RUN_TABLES:
                continue
            columns = [r[0] for r in connection.execute(
                "select column_name from information_schema.columns where table_schema = 'main' "
                "and table_name = ? order by ordinal_position", [table]).fetchall()]
            kept = [c for c in columns if c not in VOLATILE and c in IDENTITY_ONLY.get(table, columns)]
            if not kept:
                continue
            query = "select " + ", ".join(f'"{c}"' for c in kept) + f' from "{table}"'
            rows[table] = collections.Counter(tuple(map(repr, row)) for row in connection.execute(query).fetchall())
    return rows


@dataclasses.dataclass
class KillReport:
    kills: int
    steps_per_run: int
    rows: int
    lost: int
    duplicated: int
    differences: dict[str, tuple[int, int]]   # table -> (lost, extra)
    seconds: float


def compare(baseline: dict[str, collections.Counter], final: dict[str, collections.Counter]) -> tuple[int, int, dict]:
    lost = duplicated = 0
    differences = {}
    for table in sorted(set(baseline) | set(final)):
        missing = baseline.get(table, collections.Counter()) - final.get(table, collections.Counter())
        extra = final.get(table, collections.Counter()) - baseline.get(table, collections.Counter())
        if missing or extra:
            differences[table] = (sum(missing.values()), sum(extra.values()))
        lost += sum(missing.values())
        duplicated += sum(extra.values())
    return lost, duplicated, differences


def kill_and_recover(workdir: Path, *, kills: int = 20, seed: int = 0) -> KillReport:
    """An uninterrupted run, then ``kills`` runs killed at seeded steps and one to completion; compared."""
    started = time.monotonic()
    workdir.mkdir(parents=True, exist_ok=True)
    sources = workdir / "sources.toml"
    sources.write_text(SLICE)
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(_PRELOAD)
    rng = random.Random(seed)

    def launch(home: Path):
        receiver, sender = context.Pipe(duplex=False)
        process = context.Process(target=_child, args=(str(home), str(sources), sender), daemon=True)
        process.start()
        sender.close()
        return process, receiver

    def count_steps(process, receiver, stop_at: int | None) -> int:
        seen = 0
        while stop_at is None or seen < stop_at:
            if receiver.poll(0.05):
                try:
                    receiver.recv_bytes()
                except EOFError:
                    break
                seen += 1
            elif not process.is_alive():
                break
        return seen

    baseline_home = workdir / "baseline"
    process, receiver = launch(baseline_home)
    total_steps = count_steps(process, receiver, None)
    process.join(120)
    if process.exitcode != 0:
        raise RuntimeError(f"the uninterrupted run failed (exit code {process.exitcode})")
    baseline = snapshot_rows(baseline_home)

    home = workdir / "killed"
    done_kills = 0
    attempts = 0
    while done_kills < kills and attempts < 2 * kills:   # a run may finish before its point: draw again
        attempts += 1
        target = rng.randint(1, max(total_steps - 1, 1))
        process, receiver = launch(home)
        count_steps(process, receiver, target)
        time.sleep(rng.uniform(0, 0.03))
        if process.is_alive():
            process.kill()   # SIGKILL: no finally, no atexit, no flush
            done_kills += 1
        process.join(30)
        if process.exitcode not in (0, -signal.SIGKILL):
            raise RuntimeError(f"a run ended with exit code {process.exitcode}, not by the kill")
    process, receiver = launch(home)
    count_steps(process, receiver, None)
    process.join(120)
    if process.exitcode != 0:
        raise RuntimeError(f"the run after the kills failed (exit code {process.exitcode})")
    final = snapshot_rows(home)
    lost, duplicated, differences = compare(baseline, final)
    return KillReport(kills=done_kills, steps_per_run=total_steps, rows=sum(sum(c.values()) for c in baseline.values()),
                      lost=lost, duplicated=duplicated, differences=differences, seconds=time.monotonic() - started)
