"""The articles stage with nothing new, on a copy of a warehouse: wall and CPU seconds.

    .venv/bin/python benchmarks/articles_noop.py HOME COPY CORPUS

HOME is an inferwatch home that has read CORPUS (a benchmarks/corpus.py folder: a snapshot and its
sources.toml), e.g. a home of benchmarks/scale_run.py; it is copied to COPY (replaced) and `ingest_articles`
runs once against the same corpus, as a no-op re-run's articles step does. Printed: wall and CPU seconds of
this process and the stage's counts.
"""

from __future__ import annotations

import resource
import shutil
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main(argv: list[str] | None = None) -> int:
    sys.path.insert(0, str(ROOT))
    from pipelines.sources.config import load_sources
    from pipelines.sources.fetch import SnapshotFetcher
    from pipelines.stages.fetch import StageContext
    from pipelines.stages.press import ingest_articles
    from warehouse import Warehouse

    args = argv if argv is not None else sys.argv[1:]
    if len(args) != 3:
        raise SystemExit(__doc__)
    source, copy, corpus = (Path(arg) for arg in args)
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(source, copy)
    sources = load_sources(corpus / "sources.toml")
    context = StageContext(warehouse=Warehouse(str(copy)), sources=sources,
                           fetcher=SnapshotFetcher(corpus, max_bytes=sources.network.max_bytes))
    before = resource.getrusage(resource.RUSAGE_SELF)
    started = time.perf_counter()
    summary = ingest_articles(context)
    seconds = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_SELF)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    print(f"articles stage: {seconds:.1f} s wall, CPU {cpu:.1f} s; {dict(summary.counts)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
