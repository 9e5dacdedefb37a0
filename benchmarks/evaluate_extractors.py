"""Score the claim extractor on the labelled development set and print the Markdown report.

    python benchmarks/evaluate_extractors.py [--rules-only | --with-model] [--devset DIR] [--per-document]

Runs the default extractor (``extractors.model_pipeline.extract_claims_with_model``: rules, the
learned decision and attribution) on every document of ``data/eval/devset`` and prints
precision/recall per claim kind, field accuracy and distractor precision, followed by the
throughput in sentences per second (sentences as counted by the extractor's own
``prepare_text``). ``--rules-only`` scores the rules alone (``extractors.pipeline.extract_claims``);
``--with-model`` names the default explicitly.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from extractors.evaluation import (  # noqa: E402
    DEFAULT_DEVSET_DIR,
    DevsetError,
    GoldDocument,
    evaluate,
    format_report,
    load_devset,
)


def load_extractor(mode: str | None):
    """The extractor to score: the default (rules + learned decision + attribution), or the rules
    alone with ``mode="rules"``. The model is loaded here, before any timing."""
    from extractors.classifier import load_classifier
    from extractors.model_pipeline import MODEL_EXTRACTOR_VERSION, extract_claims_with_model
    from extractors.pipeline import EXTRACTOR_VERSION, extract_claims

    if mode == "rules":
        return extract_claims, EXTRACTOR_VERSION
    load_classifier().load_encoder()
    return extract_claims_with_model, MODEL_EXTRACTOR_VERSION


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode_group = parser.add_mutually_exclusive_group()
    mode_group.add_argument("--rules-only", dest="mode", action="store_const", const="rules",
                            help="the rules alone, without the learned decision or attribution")
    mode_group.add_argument("--with-model", dest="mode", action="store_const", const="model",
                            help="the default extractor: rules + learned decision + attribution")
    parser.add_argument("--devset", type=Path, default=DEFAULT_DEVSET_DIR, help="development-set directory")
    parser.add_argument("--per-document", action="store_true",
                        help="also list each document's gold and predicted claim counts")
    args = parser.parse_args(argv)

    try:
        documents = load_devset(args.devset)
    except DevsetError as exc:
        print(f"invalid development set: {exc}", file=sys.stderr)
        return 2

    extract_claims, version = load_extractor(args.mode)

    sentences = 0
    per_document: list[tuple[str, int, int]] = []

    def predict(document: GoldDocument) -> list[dict]:
        nonlocal sentences
        result = extract_claims(document.text, content_type=document.content_type,
                                document_id=document.doc_id, published=document.published)
        sentences += len(result.prepared.sentences)
        claims = [claim.model_dump(mode="json") for claim in result.claims]
        prepared_text = result.prepared.text
        for claim in claims:
            start, end = claim.get("span") or (0, 0)
            claim.setdefault("evidence", prepared_text[start:end])
        per_document.append((document.doc_id, len(document.claims), len(claims)))
        return claims

    started = time.perf_counter()
    report = evaluate(predict, documents)
    elapsed = time.perf_counter() - started

    title = f"Claim extraction on {args.devset.name} (extractor {version})"
    print(format_report(report, title))
    if args.per_document:
        print("| document | gold | predicted |\n|---|---:|---:|")
        for doc_id, gold, predicted in per_document:
            print(f"| {doc_id} | {gold} | {predicted} |")
        print()
    rate = sentences / elapsed if elapsed > 0 else float("inf")
    print(f"Throughput: {sentences} sentences in {elapsed:.2f} s = {rate:,.0f} sentences/s "
          f"({len(documents) / elapsed if elapsed > 0 else float('inf'):,.1f} documents/s).")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
