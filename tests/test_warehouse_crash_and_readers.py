"""Must hold: a run killed with SIGKILL mid-load loses nothing committed and shows nothing partial; readers
are never refused during a run and never see a part of one."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
import tomllib
from pathlib import Path

import duckdb

from warehouse import Warehouse
from warehouse.loaders import replace_claims_bulk
from warehouse.publish import open_published, publish, published_path
from warehouse.synthetic import synthetic_claims

ROOT = Path(__file__).resolve().parents[1]
SNAPSHOT = ROOT / "data" / "snapshot"

LOADER = textwrap.dedent("""
    import sys
    from warehouse import Warehouse
    from warehouse.loaders import replace_claims_bulk
    from warehouse.publish import publish
    from warehouse.synthetic import synthetic_claims

    home, count = sys.argv[1], int(sys.argv[2])
    rows = synthetic_claims(count, prefix="big", seed=1)
    warehouse = Warehouse(home)
    with warehouse.connect() as connection:
        def progress(loaded):
            print("loaded", loaded, flush=True)
        replace_claims_bulk(connection, rows, chunk_rows=10_000, on_chunk=progress)
    publish(warehouse, run_id="big-load")
    print("done", flush=True)
""")

BIG = 100_000


def _claim_count(connection, prefix: str) -> int:
    return connection.execute("select count(*) from claims where starts_with(document_id, ?)", [prefix]).fetchone()[0]


def test_kill_9_mid_load_keeps_committed_data_hides_the_partial_load_and_reruns_cleanly(tmp_path):
    warehouse = Warehouse(tmp_path)
    with warehouse.connect() as connection:
        replace_claims_bulk(connection, synthetic_claims(2_000, prefix="committed"))
    publish(warehouse, run_id="committed-run")

    loader = subprocess.Popen([sys.executable, "-c", LOADER, str(tmp_path), str(BIG)], stdout=subprocess.PIPE,
                              text=True, cwd=ROOT)
    seen = []
    for line in loader.stdout:
        seen.append(line.strip())
        if line.startswith("loaded") and int(line.split()[1]) >= 30_000:
            os.kill(loader.pid, signal.SIGKILL)   # in the middle of the transaction, before its commit
            break
    loader.wait(60)
    assert loader.returncode == -signal.SIGKILL and "done" not in seen

    # committed data intact, the partial load invisible, in the working file and the published snapshot
    with warehouse.connect(read_only=True) as connection:
        assert _claim_count(connection, "committed") == 2_000
        assert _claim_count(connection, "big") == 0
    with open_published(warehouse) as (reader, publication):
        assert publication.run_id == "committed-run"
        assert reader.execute("select count(*) from claims").fetchone() == (2_000,)

    # the next run completes, and a run after it changes nothing: no duplicates
    for _ in range(2):
        finished = subprocess.run([sys.executable, "-c", LOADER, str(tmp_path), str(BIG)], capture_output=True,
                                  text=True, cwd=ROOT, timeout=600)
        assert finished.returncode == 0, finished.stderr
        with open_published(warehouse) as (reader, publication):
            assert publication.run_id == "big-load"
            assert _claim_count(reader, "big") == BIG
            assert _claim_count(reader, "committed") == 2_000
            assert reader.execute("select count(*), count(distinct claim_id) from claims").fetchone() == (
                BIG + 2_000, BIG + 2_000)


def _sources(path: Path, keep: dict[str, set[str]]) -> Path:
    data = tomllib.loads((SNAPSHOT / "sources.toml").read_text(encoding="utf-8"))
    lines = []
    for kind, names in keep.items():
        for entry in data.get(kind, []):
            if entry["name"] in names:
                lines += [f"[[{kind}]]"] + [f"{k} = {json.dumps(v)}" for k, v in entry.items()] + [""]
    path.write_text("\n".join(lines), encoding="utf-8")
    return path


STATE_SQL = ("select (select count(*) from price_observations), (select count(*) from mlperf_results), "
             "(select count(*) from price_history), (select run_id from warehouse_publication)")


def test_readers_during_a_run_are_never_refused_and_see_a_whole_run(tmp_path):
    home = tmp_path / "home"
    small = _sources(tmp_path / "small.toml", {"price_page": {"deepseek-pricing"}})
    large = _sources(tmp_path / "large.toml", {"price_page": {"deepseek-pricing", "openai-api-pricing",
                                                              "lambda-gpu-cloud-pricing"},
                                               "mlperf": {"inference-v4.1", "inference-v6.1"}})
    first = subprocess.run([sys.executable, "-m", "pipelines.cli", "run", "--home", str(home), "--sources",
                            str(small), "--json"], capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert first.returncode == 0, first.stderr
    with duckdb.connect(str(published_path(Warehouse(home))), read_only=True) as connection:
        before = connection.execute(STATE_SQL).fetchone()

    tries, refusals, states = 0, [], set()
    stop = threading.Event()

    def read_loop() -> None:
        nonlocal tries
        while not stop.is_set():
            tries += 1
            try:
                # a plain duckdb reader on the published file, as an analyst's notebook would open it
                with duckdb.connect(str(published_path(Warehouse(home))), read_only=True) as connection:
                    states.add(connection.execute(STATE_SQL).fetchone())
            except duckdb.Error as exc:
                refusals.append(str(exc))
            time.sleep(0.02)

    reader = threading.Thread(target=read_loop)
    reader.start()
    try:
        run = subprocess.run([sys.executable, "-m", "pipelines.cli", "run", "--home", str(home), "--sources",
                              str(large), "--json"], capture_output=True, text=True, cwd=ROOT, timeout=600)
    finally:
        time.sleep(0.3)
        stop.set()
        reader.join(30)
    assert run.returncode == 0, run.stderr
    with duckdb.connect(str(published_path(Warehouse(home))), read_only=True) as connection:
        after = connection.execute(STATE_SQL).fetchone()
    print(f"reads tried during the run: {tries}, refused: {len(refusals)}, states seen: {len(states)}")
    assert refusals == []
    assert tries > 20
    assert before != after and before in states and after in states
    assert states == {before, after}   # the whole previous run or the whole new one, never a part
