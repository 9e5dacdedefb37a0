"""End to end at scale: cold run, no-op re-run and +1% new documents on generated corpora of growing size.

    .venv/bin/python benchmarks/scale_run.py --sizes 1000 3000 10000 [--work /tmp/inferwatch-scale] [--runs cold]
    .venv/bin/python benchmarks/scale_run.py --sizes 100000 --runs no-op +1% new --keep-home   (after a cold run)
    .venv/bin/python benchmarks/scale_run.py --sizes 100000 --runs +1% new --keep-home --batch 2   (a second week)

For each size it generates a corpus (benchmarks/corpus.py; kept under --work and reused), then runs
`inferwatch run` three times in fresh processes against one home: cold, again with no new input, and after adding
1% new documents. Per run it prints wall time, CPU seconds of all its processes and the load average at its start
and end (on a shared machine, compare CPU seconds), peak RSS (of the largest process, and of the run's whole process
tree: the claims stage's worker processes included), rows written per second, and the time of every pipeline
stage (the Dagster step durations of the runs, read from a DAGSTER_HOME made for the benchmark; with
``--instance memory`` the runs have no DAGSTER_HOME, as `inferwatch run` by default, and the step durations come
from the run's JSON summary).
Last, the growth exponent of each stage's cold time over the sizes (slope of log time against log size;
1.0 is linear).
"""

from __future__ import annotations

import argparse
import datetime
import json
import math
import os
import shutil
import subprocess
import sys
import threading
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.corpus import generate  # noqa: E402


def _tree_rss_mb(root: int, peaks: dict[int, tuple[int, str]] | None = None) -> int:
    """Resident memory of ``root`` and all its descendants now (the claims stage's worker processes included), MB.
    With ``peaks``, each descendant's own high-water mark so far (VmHWM, MB) and what it runs are kept there by pid:
    the run's rusage gives the largest process's peak but not which process it was."""
    parents: dict[int, int] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        parents[int(stat.parent.name)] = int(fields[1])
    tree, frontier = {root}, [root]
    while frontier:
        parent = frontier.pop()
        children = [pid for pid, ppid in parents.items() if ppid == parent and pid not in tree]
        tree.update(children)
        frontier.extend(children)
    pages = 0
    for pid in tree:
        try:
            pages += int(Path(f"/proc/{pid}/statm").read_text().split()[1])
        except (OSError, IndexError, ValueError):
            continue
        if peaks is not None and pid != root:
            try:
                status = Path(f"/proc/{pid}/status").read_text()
                peak = next(int(line.split()[1]) for line in status.splitlines() if line.startswith("VmHWM:")) // 1024
                command = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            except (OSError, StopIteration, ValueError, IndexError):
                continue
            if peak > peaks.get(pid, (0, ""))[0]:
                peaks[pid] = (peak, " ".join(command.split()[-3:])[:80])
    return pages * os.sysconf("SC_PAGE_SIZE") // (1024 * 1024)


def _load_average() -> float:
    """The machine's 1-minute load average: wall seconds mean little on a shared machine without it."""
    return os.getloadavg()[0]


def _process_rss_mb(pid: int) -> int:
    try:
        return int(Path(f"/proc/{pid}/statm").read_text().split()[1]) * os.sysconf("SC_PAGE_SIZE") // (1024 * 1024)
    except (OSError, IndexError, ValueError):
        return 0


def _peak_since_last_read_mb(pid: int) -> int:
    """The process's peak resident memory since the last call (VmHWM, then reset through clear_refs), MB: a spike
    between two samples is still seen. 0 when /proc does not allow it."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
        peak = next(int(line.split()[1]) for line in status.splitlines() if line.startswith("VmHWM:"))
        Path(f"/proc/{pid}/clear_refs").write_text("5")
    except (OSError, StopIteration, ValueError, IndexError):
        return 0
    return peak // 1024


def _run(home: Path, corpus: Path, dagster_home: Path | None, summary: Path | None = None,
         timeline: Path | None = None) -> tuple[float, int, int, float, tuple[float, float]]:
    """(wall seconds, peak RSS of the largest process in MB, peak RSS of the run's whole process tree in MB,
    sampled every half second, CPU seconds of the whole process tree, load average at start and end) of one
    `inferwatch run` in its own process. ``dagster_home`` None: no DAGSTER_HOME (the run's Dagster instance is
    in memory, as for `inferwatch run` without one); its JSON summary goes to ``summary``. With ``timeline``, every
    10 seconds the run's own RSS and its tree's, and each progress line of the run, go to that file with the
    seconds since the start, so a peak can be placed in its step; the run's own line also gives its peak within
    those 10 seconds (the kernel's high-water mark, reset after each reading), so a short spike is placed too."""
    load_before = _load_average()
    env = dict(os.environ, INFERWATCH_SNAPSHOT=str(corpus), HF_HUB_OFFLINE="1")
    if dagster_home is None:
        env.pop("DAGSTER_HOME", None)
    else:
        env["DAGSTER_HOME"] = str(dagster_home)
    started = time.perf_counter()
    output = open(summary, "wb") if summary is not None else subprocess.DEVNULL
    process = subprocess.Popen([sys.executable, "-m", "pipelines.cli", "run", "--home", str(home), "--sources",
                                str(corpus / "sources.toml"), "--json"], cwd=ROOT, env=env,
                               stdout=output, stderr=subprocess.PIPE)
    tree_peak, own_peak, finished = 0, 0, threading.Event()
    child_peaks: dict[int, tuple[int, str]] = {}
    log = open(timeline, "a", encoding="utf-8", buffering=1) if timeline is not None else None

    def sample() -> None:
        nonlocal tree_peak, own_peak
        ticks, interval_peak = 0, 0
        while not finished.wait(0.5):
            tree = _tree_rss_mb(process.pid, child_peaks if log is not None else None)
            tree_peak = max(tree_peak, tree)
            ticks += 1
            if log is None:
                continue
            # resetting the high-water mark hides it from the run's own rusage: the largest reading is kept instead
            interval_peak = max(interval_peak, _peak_since_last_read_mb(process.pid))
            own_peak = max(own_peak, interval_peak)
            if ticks % 20 == 0:
                log.write(f"{time.perf_counter() - started:8.0f} s  rss {_process_rss_mb(process.pid)} MB  "
                          f"peak {interval_peak} MB  tree {tree} MB\n")
                interval_peak = 0
        if log is not None and interval_peak:
            log.write(f"{time.perf_counter() - started:8.0f} s  peak {interval_peak} MB  (the last seconds)\n")
        if log is not None:
            for pid, (peak, command) in sorted(child_peaks.items(), key=lambda item: -item[1][0])[:5]:
                log.write(f"child process {pid}: peak {peak} MB  {command}\n")

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    lines = []
    for line in process.stderr:   # read while it runs: a full pipe would block it
        lines.append(line)
        if log is not None:
            log.write(f"{time.perf_counter() - started:8.0f} s  {line.decode(errors='replace').rstrip()}\n")
    error = b"".join(lines).decode(errors="replace")
    _, status, usage = os.wait4(process.pid, 0)
    finished.set()
    sampler.join()
    seconds = time.perf_counter() - started
    process.stderr.close()
    if log is not None:
        log.close()
    if summary is not None:
        output.close()
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"inferwatch run failed on {corpus}:\n{error[-3000:]}")
    # the run's rusage includes every step process and worker it waited for
    return (seconds, max(usage.ru_maxrss // 1024, own_peak), tree_peak, usage.ru_utime + usage.ru_stime,
            (load_before, _load_average()))


def _stage_seconds(dagster_home: Path, since: float) -> dict[str, float]:
    """Seconds per step (asset) summed over the runs that started after ``since`` (a Unix time)."""
    import dagster as dg

    os.environ["DAGSTER_HOME"] = str(dagster_home)
    totals: dict[str, float] = defaultdict(float)
    with dg.DagsterInstance.get() as instance:
        for run in instance.get_runs():
            starts = {}
            for record in instance.all_logs(run.run_id):
                if record.timestamp < since or record.dagster_event is None:
                    continue
                kind = record.dagster_event.event_type_value
                if kind == "STEP_START":
                    starts[record.step_key] = record.timestamp
                elif kind in ("STEP_SUCCESS", "STEP_FAILURE") and record.step_key in starts:
                    totals[record.step_key] += record.timestamp - starts.pop(record.step_key)
    return dict(totals)


def _rows(home: Path) -> int:
    import duckdb

    path = next(home.glob("*.duckdb"))
    with duckdb.connect(str(path), read_only=True) as connection:
        tables = [r[0] for r in connection.execute(
            "select table_name from information_schema.tables where table_type = 'BASE TABLE'").fetchall()]
        return sum(connection.execute(f'select count(*) from "{t}"').fetchone()[0] for t in tables)


RUNS = ("cold", "no-op", "+1% new")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 3000, 10000])
    parser.add_argument("--work", type=Path, default=Path("/tmp/inferwatch-scale"))
    parser.add_argument("--runs", nargs="+", choices=RUNS, default=list(RUNS),
                        help="which of the runs to make, in this order (--runs cold: before/after comparisons of a "
                             "change to the cold path, at a third of the time)")
    parser.add_argument("--instance", choices=("dagster-home", "memory"), default="dagster-home",
                        help="dagster-home (default, the figures so far): the runs record into a DAGSTER_HOME made "
                             "for the benchmark (Dagster's SQLite storage, as with DAGSTER_HOME set); memory: no "
                             "DAGSTER_HOME, as `inferwatch run` runs by default (step times from its JSON summary)")
    parser.add_argument("--timeline", action="store_true",
                        help="write each run's RSS every 10 s and its progress lines, with the seconds since its "
                             "start, to <work>/timeline-<size>-<run>.txt (where in the run a memory peak falls)")
    parser.add_argument("--batch", type=int, default=1,
                        help="which week of new documents the +1%% run adds (default 1: the week after the corpus "
                             "year; N: the N-th such week, batches 1..N in its corpus): a --keep-home run that already "
                             "took batch 1 measures +1%% again with --batch 2")
    parser.add_argument("--keep-home", action="store_true",
                        help="keep the home of an earlier cold run of each size under --work (then --runs may leave "
                             "cold out: the no-op and +1%% runs of a 100,000-document home without its cold run again)")
    args = parser.parse_args(argv)
    if "cold" not in args.runs and not args.keep_home:
        parser.error("--runs needs cold (or --keep-home): the other runs repeat a cold run's home")
    results = []
    for size in args.sizes:
        corpus = args.work / f"corpus-{size}"
        if not (corpus / "sources.toml").exists():
            generate(size, corpus)
        home, dagster_home = args.work / f"home-{size}", args.work / f"dagster-{size}"
        if args.keep_home and not (home / "warehouse.duckdb").exists():
            parser.error(f"--keep-home: no home of an earlier run at {home}")
        for folder in (dagster_home,) if args.keep_home else (home, dagster_home):
            shutil.rmtree(folder, ignore_errors=True)
        dagster_home.mkdir(parents=True)
        runs = {}
        for label in [run for run in RUNS if run in args.runs]:
            if label == "+1% new":
                added = corpus.parent / f"corpus-{size}-plus{args.batch if args.batch > 1 else ''}"
                shutil.rmtree(added, ignore_errors=True)
                shutil.copytree(corpus, added)
                for batch in range(1, args.batch + 1):
                    generate(max(1, size // 100), added, seed=7 + batch, days=6,
                             start=datetime.date(2026, 1, 5) + datetime.timedelta(days=7 * (batch - 1)),
                             prefix="new-" if batch == 1 else f"new{batch}-")
                run_corpus = added
            else:
                run_corpus = corpus
            since = time.time()
            name = label.replace(' ', '').replace('%', '')
            timeline = args.work / f"timeline-{size}-{name}.txt" if args.timeline else None
            if timeline is not None:
                timeline.unlink(missing_ok=True)
            if args.instance == "memory":
                summary = dagster_home / f"summary-{name}.json"
                seconds, rss, tree_rss, cpu, load = _run(home, run_corpus, None, summary, timeline)
                per_stage = json.loads(summary.read_text(encoding="utf-8")).get("step_seconds", {})
            else:
                seconds, rss, tree_rss, cpu, load = _run(home, run_corpus, dagster_home, timeline=timeline)
                per_stage = _stage_seconds(dagster_home, since)
            runs[label] = (seconds, (rss, tree_rss, cpu, load), per_stage)
        rows = _rows(home)
        results.append((size, runs, rows))
        cold = runs["cold"][0] if "cold" in runs else None
        if cold is not None:
            print(f"\n## {size:,} documents  ({rows:,} warehouse rows; {rows / cold:,.0f} rows/s and "
                  f"{size / cold:.1f} documents/s end to end, cold)\n")
        else:
            print(f"\n## {size:,} documents  ({rows:,} warehouse rows; the home of an earlier cold run)\n")
        stages = sorted({s for run in runs.values() for s in run[2]})
        print("| run | wall s | % of cold | CPU s (all processes) | load (start / end) | "
              "peak RSS MB (largest process / all processes) | " + " | ".join(stages) + " |")
        print("|---|---:|---:|---:|---:|---:|" + "---:|" * len(stages))
        for label, (seconds, (rss, tree_rss, cpu, load), per_stage) in runs.items():
            cells = " | ".join(f"{per_stage.get(s, 0.0):.1f}" for s in stages)
            share = f"{100 * seconds / cold:.0f}%" if cold else "-"
            print(f"| {label} | {seconds:.1f} | {share} | {cpu:.1f} | "
                  f"{load[0]:.1f} / {load[1]:.1f} | {rss:,} / {tree_rss:,} | {cells} |")
    if len(results) >= 2 and all("cold" in runs for _, runs, _ in results):
        print("\n## growth exponent of the cold run (log time / log size, 1.0 = linear)\n")
        stages = sorted({s for _, runs, _ in results for s in runs["cold"][2]} | {"(end to end)"})
        print("| stage | exponent |\n|---|---:|")
        for stage in stages:
            points = [(math.log(size), math.log(runs["cold"][0] if stage == "(end to end)"
                                                 else max(runs["cold"][2].get(stage, 0.0), 1e-3)))
                      for size, runs, _ in results]
            mean_x = sum(x for x, _ in points) / len(points)
            mean_y = sum(y for _, y in points) / len(points)
            slope = (sum((x - mean_x) * (y - mean_y) for x, y in points)
                     / sum((x - mean_x) ** 2 for x, _ in points))
            print(f"| {stage} | {slope:.2f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
