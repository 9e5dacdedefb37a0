"""CPU per document of the rules alone (no model), on the pages of a generated corpus or any folder of HTML/text.

    .venv/bin/python benchmarks/rules_speed.py CORPUS_DIR [--limit 400] [--repeat 3]

CORPUS_DIR is a corpus written by benchmarks/corpus.py (its press/*/*.html pages are read) or any folder of .html,
.md and .txt files. Prints CPU milliseconds per document (best of the repeats: CPU time moves little with the
machine's load) and the claims found, so that two code trees can be compared on the same pages.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from extractors.pipeline import extract_claims  # noqa: E402

_TYPES = {".html": "text/html", ".htm": "text/html", ".md": "text/markdown", ".txt": "text/plain"}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--limit", type=int, default=400)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    files = sorted(path for path in args.corpus.rglob("*") if path.suffix.lower() in _TYPES)[:args.limit]
    if not files:
        raise SystemExit(f"{args.corpus}: no .html, .md or .txt files")
    documents = [(path.read_bytes(), _TYPES[path.suffix.lower()]) for path in files]
    extract_claims(*documents[0][:1], content_type=documents[0][1])  # imports and registries loaded once
    best, claims = float("inf"), 0
    for _ in range(max(1, args.repeat)):
        started = time.process_time()
        claims = sum(len(extract_claims(raw, content_type=content_type).claims) for raw, content_type in documents)
        best = min(best, (time.process_time() - started) * 1000 / len(documents))
    print(f"{len(documents)} documents, {claims} claims: {best:.2f} CPU ms per document (best of {args.repeat})")


if __name__ == "__main__":
    main()
