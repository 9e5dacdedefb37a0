"""Rules only vs rules + model on the development set: accuracy tables and sentences per second.

    python benchmarks/model_vs_rules.py [--devset DIR] [--threads N] [--show-vetoes]

Scores ``extractors.pipeline.extract_claims`` (rules only) and
``extractors.model_pipeline.extract_claims_with_model(..., veto=True)`` (rules, classifier veto,
attribution)
with ``extractors.evaluation``, plus the two ablations (veto only, attribution only), and prints
each report, a one-line-per-variant summary and the throughput of each. The model is loaded
before timing starts (its load time is printed separately); the model run is timed both one
document at a time and with all documents embedded in one batch.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from extractors.evaluation import DEFAULT_DEVSET_DIR, evaluate, format_report, key_match, load_devset  # noqa: E402


def _claims_as_dicts(result) -> list[dict]:
    claims = [claim.model_dump(mode="json") for claim in result.claims]
    for claim in claims:
        start, end = claim["span"]
        claim.setdefault("evidence", result.prepared.text[start:end])
    return claims


def _summary_row(name: str, report, sentences: int, seconds: float) -> str:
    o = report.overall
    fields = report.per_field
    return (f"| {name} | {o.precision:.3f} | {o.recall:.3f} | {o.f1:.3f} | "
            f"{report.per_kind['price'].f1:.3f} | {report.per_kind['comparison'].f1:.3f} | "
            f"{report.per_kind['benchmark'].f1:.3f} | {report.distractor_precision:.3f} | "
            f"{fields['price'].get('subject', 0):.3f} | {fields['comparison'].get('subject', 0):.3f} | "
            f"{fields['comparison'].get('baseline', 0):.3f} | {sentences / seconds:,.0f} |")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--devset", type=Path, default=DEFAULT_DEVSET_DIR)
    parser.add_argument("--threads", type=int, default=None, help="torch threads (default: torch's choice)")
    parser.add_argument("--show-vetoes", action="store_true", help="list every claim the classifier dropped")
    args = parser.parse_args(argv)

    import torch

    if args.threads:
        torch.set_num_threads(args.threads)
    from extractors.classifier import load_classifier
    from extractors.model import load_embedder
    from extractors.model_pipeline import MODEL_EXTRACTOR_VERSION, apply_model, extract_claims_with_model
    from extractors.pipeline import EXTRACTOR_VERSION, extract_claims

    documents = load_devset(args.devset)
    started = time.perf_counter()
    embedder, classifier = load_embedder(), load_classifier()
    load_seconds = time.perf_counter() - started

    def kwargs(document):
        return {"content_type": document.content_type, "document_id": document.doc_id,
                "published": document.published}

    # Rules only, timed.
    started = time.perf_counter()
    rules_results = {d.doc_id: extract_claims(d.text, **kwargs(d)) for d in documents}
    rules_seconds = time.perf_counter() - started
    sentences = sum(len(r.prepared.sentences) for r in rules_results.values())

    # Rules + model, one document at a time, timed.
    started = time.perf_counter()
    model_results = {d.doc_id: extract_claims_with_model(d.text, **kwargs(d), veto=True) for d in documents}
    model_seconds = time.perf_counter() - started

    # Rules + model, all documents in one embedding batch, timed.
    started = time.perf_counter()
    batch = [extract_claims(d.text, **kwargs(d)) for d in documents]
    apply_model(batch, embedder=embedder, classifier=classifier)
    batch_seconds = time.perf_counter() - started
    scored = sum(1 for r in rules_results.values() for c in r.claims if c.kind != "hardware")

    variants = {"rules only": rules_results, "rules + veto + attribution": model_results}
    for name, flags in (("rules + veto only", {"attribution": False}), ("rules + attribution only", {"veto": False})):
        results = {d.doc_id: extract_claims(d.text, **kwargs(d)) for d in documents}
        apply_model(list(results.values()), embedder=embedder, classifier=classifier, **flags)
        variants[name] = results

    reports = {}
    by_id = {d.doc_id: d for d in documents}
    for name, results in variants.items():
        reports[name] = evaluate(lambda document, results=results: _claims_as_dicts(results[document.doc_id]),
                                 documents)
    print(format_report(reports["rules only"], f"Rules only ({EXTRACTOR_VERSION})"))
    print(format_report(reports["rules + veto + attribution"], f"Rules + model ({MODEL_EXTRACTOR_VERSION})"))

    seconds = {"rules only": rules_seconds, "rules + veto + attribution": model_seconds,
               "rules + veto only": model_seconds, "rules + attribution only": rules_seconds}
    print("### Summary\n")
    print("| variant | P | R | F1 | price F1 | comparison F1 | benchmark F1 | distractor P | price subject | "
          "comparison subject | comparison baseline | sentences/s |")
    print("|---|" + "---:|" * 11)
    for name, report in reports.items():
        print(_summary_row(name, report, sentences, seconds[name]))
    print()
    print(f"Throughput on {len(documents)} documents, {sentences} sentences, {scored} scored claims "
          f"(torch threads: {torch.get_num_threads()}):")
    print(f"- rules only: {rules_seconds:.2f} s = {sentences / rules_seconds:,.0f} sentences/s")
    print(f"- rules + model, per document: {model_seconds:.2f} s = {sentences / model_seconds:,.0f} sentences/s")
    print(f"- rules + model, one batch: {batch_seconds:.2f} s = {sentences / batch_seconds:,.0f} sentences/s")
    print(f"- model load (once per process): {load_seconds:.1f} s")

    if args.show_vetoes:
        print("\nVetoed claims (kept by the rules, dropped by the classifier):")
        for doc_id, result in rules_results.items():
            kept = {(c.kind, c.span) for c in model_results[doc_id].claims}
            gold = by_id[doc_id].claims
            for claim in result.claims:
                if (claim.kind, claim.span) in kept or claim.kind == "hardware":
                    continue
                data = claim.model_dump(mode="json")
                verdict = "TRUE CLAIM LOST" if any(key_match(g, data) for g in gold) else "false positive removed"
                print(f"- {doc_id} [{verdict}] {claim.kind} "
                      f"{result.prepared.text[claim.span[0]:claim.span[1]]!r}: {claim.sentence[:140]!r}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
