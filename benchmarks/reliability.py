"""The reliability suite in one table: hostile corpus, fuzzing, fault injection and kill -9 recovery.

    .venv/bin/python benchmarks/reliability.py --fuzz-seconds 60 --kills 20 --seed 0

Columns: inputs tried, crashes (an exception other than the reader's documented refusal), faults
injected (misbehaving-server responses), kills (SIGKILLs of a running pipeline), rows lost and rows
duplicated (the warehouse after the kills and a final run, against an uninterrupted run's).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.hostile import Crash, attack, cases  # noqa: E402
from tests.hostile.faults import FAULTS, GOOD, outside, run_faulty_pipeline  # noqa: E402
from tests.hostile.fuzzing import fuzz  # noqa: E402
from tests.hostile.kills import kill_and_recover  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fuzz-seconds", type=float, default=60.0)
    parser.add_argument("--kills", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    if not 0 <= args.fuzz_seconds <= 24 * 3600 or not 1 <= args.kills <= 1000:
        parser.error("--fuzz-seconds must be 0-86400 and --kills 1-1000")

    rows = []
    corpus = list(cases())
    crashes = 0
    for case in corpus:
        try:
            attack(case)
        except Crash as crash:
            crashes += 1
            print(f"crash: {crash}", file=sys.stderr)
    rows.append(("hostile corpus (tests/hostile)", len(corpus), crashes, 0, 0, 0, 0))

    fuzzed = fuzz(args.fuzz_seconds, seed=args.seed, save=False)
    rows.append((f"fuzzing ({args.fuzz_seconds:g} s, seed {args.seed})", fuzzed.inputs, len(fuzzed.crashes),
                 0, 0, 0, 0))

    with tempfile.TemporaryDirectory() as folder:
        faults = run_faulty_pipeline(Path(folder))
    expected = set(GOOD) | {path for path, outcome in FAULTS.items() if outcome == "stored"}
    missing = len(expected - faults.stored)
    unrecorded = sum(1 for path, outcome in FAULTS.items() if outcome == "error" and path not in faults.errors)
    escaped = len(outside(faults.connections))
    rows.append(("fault injection (local server)", len(GOOD) + len(FAULTS), unrecorded + escaped,
                 faults.faults_injected, 0, missing, 0))

    with tempfile.TemporaryDirectory() as folder:
        killed = kill_and_recover(Path(folder), kills=args.kills, seed=args.seed)
    rows.append((f"kill -9 ({killed.steps_per_run} steps per run)", killed.kills + 1, 0, 0, killed.kills,
                 killed.lost, killed.duplicated))

    total = ("total", *(sum(row[i] for row in rows) for i in range(1, 7)))
    header = ("part", "inputs tried", "crashes", "faults injected", "kills", "rows lost", "rows duplicated")
    table = rows + [total]
    widths = [max(len(str(row[i])) for row in [header, *table]) for i in range(7)]

    def line(row) -> str:
        return "| " + " | ".join(str(v).ljust(w) if i == 0 else str(v).rjust(w)
                                 for i, (v, w) in enumerate(zip(row, widths))) + " |"

    print(line(header))
    print("|" + "|".join("-" * (w + 2) if i == 0 else "-" * (w + 1) + ":" for i, w in enumerate(widths)) + "|")
    for row in table:
        print(line(row))


if __name__ == "__main__":
    main()
