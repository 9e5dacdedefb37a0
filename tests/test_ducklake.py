"""The warehouse on DuckLake with a real PostgreSQL catalog, started and stopped here on 127.0.0.1.

Needs Debian's `postgresql` package (initdb, pg_ctl); skips, saying so, when it is absent. The pipeline runs
on a reduced sources file (two price pages, whose documents give claims too, and one MLPerf round)
to keep the suite near two minutes.
"""

from __future__ import annotations

import datetime as dt
import glob
import json
import multiprocessing
import os
import shutil
import socket
import subprocess
import tempfile
import tomllib
from pathlib import Path

import pytest

from pipelines.runner import run_all
from tests.warehouse_helpers import mart_contents
from warehouse import Warehouse, transaction
from warehouse.db import WAREHOUSE_ENV
from warehouse.loaders import bulk_insert
from warehouse.publish import open_published

ROOT = Path(__file__).resolve().parents[1]
SNAPSHOT = ROOT / "data" / "snapshot"
PG_BIN = sorted(glob.glob("/usr/lib/postgresql/*/bin"))
pytestmark = pytest.mark.skipif(not PG_BIN, reason="PostgreSQL server binaries not installed (apt-get install postgresql)")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _as_server_user(command: list[str]) -> list[str]:
    # PostgreSQL refuses to run as root; as root, run it as the package's postgres user
    return ["runuser", "-u", "postgres", "--", *command] if os.geteuid() == 0 else command


@pytest.fixture(scope="module")
def postgres():
    """A throwaway PostgreSQL cluster: yields a function that creates a database and returns its DuckLake URI."""
    bin_dir = Path(PG_BIN[-1])
    # not under pytest's per-user temp folder, which the postgres user cannot enter
    folder = Path(tempfile.mkdtemp(prefix="inferwatch-pg-"))
    data = folder / "data"
    if os.geteuid() == 0:
        shutil.chown(folder, "postgres")
    port = _free_port()
    subprocess.run(_as_server_user([str(bin_dir / "initdb"), "-D", str(data), "-A", "trust", "-U", "postgres"]),
                   check=True, capture_output=True)
    subprocess.run(_as_server_user([
        str(bin_dir / "pg_ctl"), "-D", str(data), "-l", str(folder / "server.log"), "-w", "-t", "60", "start",
        "-o", f"-h 127.0.0.1 -p {port} -k {folder}"]), check=True, capture_output=True)
    counter = iter(range(1000))

    def new_catalog() -> str:
        name = f"lake{next(counter)}"
        subprocess.run(_as_server_user([str(bin_dir / "createdb"), "-h", "127.0.0.1", "-p", str(port), name]),
                       check=True, capture_output=True)
        return f"ducklake:postgres:dbname={name} host=127.0.0.1 port={port} user=postgres"

    try:
        yield new_catalog
    finally:
        subprocess.run(_as_server_user([str(bin_dir / "pg_ctl"), "-D", str(data), "-m", "immediate", "stop"]),
                       capture_output=True)
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="module")
def small_sources(tmp_path_factory) -> Path:
    keep = {"price_page": {"deepseek-pricing", "lambda-gpu-cloud-pricing"},
            "mlperf": {"inference-v6.1"}}
    data = tomllib.loads((SNAPSHOT / "sources.toml").read_text(encoding="utf-8"))
    lines = []
    for kind, names in keep.items():
        for entry in data.get(kind, []):
            if entry["name"] in names:
                lines.append(f"[[{kind}]]")
                lines += [f"{key} = {json.dumps(value)}" for key, value in entry.items()]
                lines.append("")
    path = tmp_path_factory.mktemp("sources") / "sources.toml"
    path.write_text("\n".join(lines), encoding="utf-8")
    return path


def mart_contents_of(warehouse: Warehouse) -> dict[str, list[tuple]]:
    with open_published(warehouse) as (connection, _):
        return mart_contents(connection)


def test_pipeline_and_every_mart_on_ducklake_match_duckdb_and_repeat(postgres, small_sources, tmp_path,
                                                                      monkeypatch):
    reference = run_all(home=tmp_path / "duckdb", sources_file=small_sources)
    expected = mart_contents_of(Warehouse(tmp_path / "duckdb"))
    monkeypatch.setenv(WAREHOUSE_ENV, postgres())
    first = run_all(home=tmp_path / "lake", sources_file=small_sources)
    lake = Warehouse(tmp_path / "lake")
    assert lake.is_lake and not lake.database_path.exists()
    assert any((tmp_path / "lake" / "lake-data").rglob("*.parquet"))  # the data is Parquet in the folder
    after_first = mart_contents_of(lake)
    second = run_all(home=tmp_path / "lake", sources_file=small_sources)
    without_runs = lambda counts: {k: v for k, v in counts.items() if k != "runs"}  # noqa: E731
    assert without_runs(first.table_counts) == without_runs(reference.table_counts)
    assert without_runs(second.table_counts) == without_runs(first.table_counts)
    assert first.table_counts["mlperf_results"] == 492 and first.table_counts["claims"] > 0
    assert mart_contents_of(lake) == after_first
    assert set(after_first) == set(expected)
    for mart, rows in expected.items():
        assert after_first[mart] == rows, mart
    with open_published(lake) as (_, publication):
        assert publication.run_id == second.run_id and publication.lake_snapshot is not None


def _write_rates(location: str, home: str, currency: str, days: int, ready, start) -> None:
    warehouse = Warehouse(home, location=location)
    ready.set()
    start.wait(30)
    for offset in range(days):
        with warehouse.connect() as connection, transaction(connection):
            bulk_insert(connection, "fx_rates", ["currency", "rate_date", "usd_per_unit", "source"],
                        [[currency, dt.date(2025, 1, 1) + dt.timedelta(days=offset), 0.5, f"writer-{currency}"]])


def test_two_writers_at_once_and_readers_pinned_to_the_published_run(postgres, tmp_path):
    location = postgres()
    warehouse = Warehouse(tmp_path, location=location)
    with warehouse.connect():
        pass  # migrate once, before the writers race
    from warehouse.publish import publish

    publish(warehouse, run_id="before-writers")
    context = multiprocessing.get_context("spawn")
    start = context.Event()
    writers = []
    for currency in ("AAA", "BBB"):
        ready = context.Event()
        process = context.Process(target=_write_rates, args=(location, str(tmp_path), currency, 5, ready, start))
        process.start()
        assert ready.wait(60)
        writers.append(process)
    start.set()
    for process in writers:
        process.join(120)
        assert process.exitcode == 0
    with warehouse.connect(read_only=True) as connection:
        counts = dict(connection.execute(
            "select currency, count(*) from fx_rates where source like 'writer-%' group by currency").fetchall())
    assert counts == {"AAA": 5, "BBB": 5}
    # readers see the published run, not the writes committed after it
    with open_published(warehouse) as (reader, publication):
        assert publication.run_id == "before-writers"
        assert reader.execute("select count(*) from fx_rates where source like 'writer-%'").fetchone() == (0,)
