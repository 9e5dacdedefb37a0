"""Story grouping alone at 1,000 / 10,000 / 100,000 documents: seconds, documents/s, peak RSS and the growth exponent.

    .venv/bin/python benchmarks/stories_scale.py [--sizes 1000 10000 100000] [--similarity embeddings shingles]

Documents are spread over a year with 5% near copies of an earlier document (a new first line), as in
benchmarks/corpus.py. Two similarities are timed: the embedding path with vectors already cached (random unit
vectors as float32 arrays, copies close to their original), which is what a run sees once every text has been
embedded (embedding new texts is the model's cost, measured by benchmarks/model_speed.py), and text shingles
(MinHash bands, then exact Jaccard), which languages the model does not cover go through. Each size and
similarity runs in a fresh process, so its peak RSS is its own (corpus included). Prints one table and the
exponents (1.0 = linear).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import math
import random
import resource
import subprocess
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
            vector = (vectors[(source.document_id, source.fingerprint)]
                      + np.random.default_rng(index).normal(0, 0.01, 384))
        else:
            text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(120, 400)))
            vector = np.random.default_rng(index).normal(0, 1, 384)
        document = StoryCandidate(document_id=f"doc-{index}", text=text, language="en", published_at=published)
        if not text.startswith("Republished"):
            originals.append(document)
        vectors[(document.document_id, document.fingerprint)] = (vector / np.linalg.norm(vector)).astype(np.float32)
        documents.append(document)
    return documents, vectors


def measure(size: int, similarity: str) -> dict:
    """Group one generated corpus; seconds of the grouping alone and peak RSS of this process."""
    documents, vectors = corpus(size)
    # the random vectors stand for the model's: every text has one, none is embedded
    measure_with = EmbeddingSimilarity(cache=vectors) if similarity == "embeddings" else None
    if similarity != "embeddings":
        del vectors
    started = time.perf_counter()
    groups = group_stories(documents, similarity=measure_with)
    seconds = time.perf_counter() - started
    return {"size": size, "similarity": similarity, "seconds": seconds,
            "with_copies": sum(1 for g in groups if len(g.members) > 1),
            "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024}


def _exponent(points: list[tuple[int, float]]) -> float:
    xs = [math.log(size) for size, _ in points]
    ys = [math.log(max(seconds, 1e-3)) for _, seconds in points]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000, 100000])
    parser.add_argument("--similarity", nargs="+", choices=("embeddings", "shingles"),
                        default=["embeddings", "shingles"])
    parser.add_argument("--one", nargs=2, metavar=("SIZE", "SIMILARITY"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.one:
        print(json.dumps(measure(int(args.one[0]), args.one[1])))
        return 0
    print("| similarity | documents | grouping s | docs/s | groups with copies | peak RSS MB |")
    print("|---|---:|---:|---:|---:|---:|")
    results: dict[str, list[tuple[int, float]]] = {}
    for similarity in args.similarity:
        for size in args.sizes:
            output = subprocess.run([sys.executable, __file__, "--one", str(size), similarity], check=True,
                                    capture_output=True, text=True).stdout
            row = json.loads(output.strip().splitlines()[-1])
            results.setdefault(similarity, []).append((size, row["seconds"]))
            print(f"| {similarity} | {size:,} | {row['seconds']:.1f} | {size / row['seconds']:,.0f} | "
                  f"{row['with_copies']:,} | {row['peak_rss_mb']:,} |", flush=True)
    for similarity, points in results.items():
        if len(points) >= 2:
            print(f"growth exponent, {similarity}: {_exponent(points):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
