"""Time-boxed fuzzing of inferwatch's readers (feeds, articles, price pages, MLPerf tables, text, sources files).

    .venv/bin/python benchmarks/fuzz.py --seconds 60 --seed 1

Mutates the hostile corpus (tests/hostile); every crash is saved under tests/hostile/crashes/ and
from then on replayed by tests/test_hostile_corpus.py as a regression test. Prints inputs tried and crashes.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.hostile.fuzzing import fuzz  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60.0, help="wall-time budget (default 60)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--no-save", action="store_true", help="report crashes without saving them")
    args = parser.parse_args()
    if not 0 < args.seconds <= 24 * 3600:
        parser.error("--seconds must be between 0 and 86400")
    report = fuzz(args.seconds, seed=args.seed, save=not args.no_save)
    print(f"inputs tried: {report.inputs}")
    print(f"crashes: {len(report.crashes)}")
    for name in report.crashes:
        print(f"  tests/hostile/crashes/{name}")


if __name__ == "__main__":
    main()
