"""Story grouping alone at 1,000 / 10,000 / 100,000 documents: seconds, documents/s and the growth exponent.

    .venv/bin/python benchmarks/stories_scale.py [--sizes 1000 10000 100000]

Documents are spread over a year with 5% near copies of an earlier document (a new first line), as in
benchmarks/corpus.py. Two similarities are timed: text shingles (MinHash bands, then exact Jaccard) and the
embedding path with vectors already cached (random unit vectors, copies close to their original), which is what
a run sees once every text has been embedded; embedding new texts is the model's cost, measured by
benchmarks/model_speed.py. Prints one table and the exponents (1.0 = linear).
"""

from __future__ import annotations

import argparse
import datetime as dt
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402

from pipelines.stages.stories import EmbeddingSimilarity, StoryCandidate, group_stories  # noqa: E402

WORDS = ("price token inference accelerator throughput cost cloud model provider cache batch output input "
         "benchmark result latency server offline rack chip memory rental hour million cut record").split()


def corpus(size: int, seed: int = 3) -> tuple[list[StoryCandidate], dict]:
    rng = random.Random(seed)
    start = dt.datetime(2025, 1, 6)
    documents, vectors, originals = [], {}, []
    for index in range(size):
        published = start + dt.timedelta(minutes=rng.randint(0, 364 * 24 * 60))
        if originals and rng.random() < 0.05:
            source = rng.choice(originals[-100:])
            text = f"Republished with permission, copy {index}. " + source.text
            published = source.published_at + dt.timedelta(hours=rng.randint(1, 48))
            vector = np.asarray(vectors[(source.document_id, source.fingerprint)]) + np.random.default_rng(index).normal(0, 0.01, 384)
        else:
            text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(120, 400)))
            vector = np.random.default_rng(index).normal(0, 1, 384)
        document = StoryCandidate(document_id=f"doc-{index}", text=text, language="en", published_at=published)
        if not text.startswith("Republished"):
            originals.append(document)
        vectors[(document.document_id, document.fingerprint)] = (vector / np.linalg.norm(vector)).tolist()
        documents.append(document)
    return documents, vectors


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000, 100000])
    args = parser.parse_args(argv)
    rows = []
    print("| documents | shingles s | docs/s | groups with copies | embeddings (cached) s | docs/s | groups with copies |")
    print("|---:|---:|---:|---:|---:|---:|---:|")
    for size in args.sizes:
        documents, vectors = corpus(size)
        started = time.perf_counter()
        by_shingles = group_stories(documents)
        shingle_seconds = time.perf_counter() - started
        similarity = EmbeddingSimilarity(cache=vectors)
        started = time.perf_counter()
        by_embedding = group_stories(documents, similarity=similarity)
        embedding_seconds = time.perf_counter() - started
        copies = [sum(1 for g in groups if len(g.members) > 1) for groups in (by_shingles, by_embedding)]
        rows.append((size, shingle_seconds, embedding_seconds))
        print(f"| {size:,} | {shingle_seconds:.1f} | {size / shingle_seconds:,.0f} | {copies[0]:,} | "
              f"{embedding_seconds:.1f} | {size / embedding_seconds:,.0f} | {copies[1]:,} |")
    if len(rows) >= 2:
        for label, column in (("shingles", 1), ("embeddings", 2)):
            xs = [math.log(row[0]) for row in rows]
            ys = [math.log(row[column]) for row in rows]
            mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
            slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)
            print(f"growth exponent, {label}: {slope:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
