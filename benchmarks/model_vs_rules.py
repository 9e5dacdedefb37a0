"""Rules only vs rules + model, per kind and per field, on one or more labelled sets.

    python benchmarks/model_vs_rules.py [--devset DIR ...] [--show-changes]

For each set: the rules alone (``extractors.pipeline.extract_claims``), the default extractor
(``extractors.model_pipeline.extract_claims_with_model``: learned decision + attribution) and the
two ablations (decision only, attribution only), scored with ``extractors.evaluation``: F1 per
kind, price token-type and subject accuracy, comparison baseline accuracy, distractor
precision. The rules run once per document; the model steps are applied to copies of the
result. A second table gives the reliability of ``confidence`` on the scored kinds (price,
comparison, benchmark): the share of claims that match a gold claim, per confidence band, for
the rules' confidence and the model's. ``--show-changes`` lists every claim the model dropped or whose token type it changed,
with whether that was right by the gold labels.

Note that the development set is part of the model's training data: figures on it are
in-sample (``inferwatch train`` prints the out-of-fold ones).
"""

from __future__ import annotations

import argparse
import copy
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from extractors.evaluation import DEFAULT_DEVSET_DIR, evaluate, key_match, load_devset  # noqa: E402

VARIANTS = {"rules only": None, "rules + model": {}, "decision only": {"attribution": False},
            "attribution only": {"decision": False}}


def _claims_as_dicts(result) -> list[dict]:
    claims = [claim.model_dump(mode="json") for claim in result.claims]
    for claim in claims:
        start, end = claim["span"]
        claim.setdefault("evidence", result.prepared.text[start:end])
    return claims


BANDS = ((0.0, 0.5), (0.5, 0.8), (0.8, 0.9), (0.9, 1.01), (0.5, 1.01), (0.8, 1.01))
BAND_NAMES = ("[0, 0.5)", "[0.5, 0.8)", "[0.8, 0.9)", "[0.9, 1]", ">= 0.5", ">= 0.8")


def _reliability_row(set_name: str, variant: str, documents, results) -> str:
    """Claims (price, comparison, benchmark) per confidence band and the share matching gold."""
    pairs = []
    for document in documents:
        for claim in results[document.doc_id].claims:
            if claim.kind != "hardware":
                right = any(key_match(g, claim.model_dump(mode="json")) for g in document.claims)
                pairs.append((claim.confidence, right))
    cells = []
    for low, high in BANDS:
        inside = [right for confidence, right in pairs if low <= confidence < high]
        cells.append(f"{len(inside)} / {sum(inside) / len(inside):.3f}" if inside else "0 / -")
    return f"| {set_name} | {variant} | " + " | ".join(cells) + " |"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--devset", type=Path, action="append", default=None,
                        help="labelled set directory (repeatable; default: the development set)")
    parser.add_argument("--show-changes", action="store_true", help="list claims the model dropped or retyped")
    parser.add_argument("--weights", type=Path, default=None,
                        help="claim decision weights to try (default: the shipped ones)")
    args = parser.parse_args(argv)

    from extractors.classifier import load_classifier
    from extractors.model_pipeline import MODEL_EXTRACTOR_VERSION, apply_model
    from extractors.pipeline import extract_claims

    classifier = load_classifier(args.weights)
    embedder = classifier.load_encoder()
    print(f"Rules + model = {MODEL_EXTRACTOR_VERSION if args.weights is None else args.weights} "
          f"(classifier {classifier.version}, encoder {classifier.encoder})\n")
    print("| set | variant | P | R | F1 | price F1 | comparison F1 | benchmark F1 | hardware F1 | "
          "price token_type | price subject | comparison baseline | distractor P |")
    print("|---|---|" + "---:|" * 11)
    changes: list[str] = []
    reliability: list[str] = []
    for directory in args.devset or [DEFAULT_DEVSET_DIR]:
        documents = load_devset(directory)
        rules = {d.doc_id: extract_claims(d.text, content_type=d.content_type, document_id=d.doc_id,
                                          published=d.published) for d in documents}
        for name, flags in VARIANTS.items():
            results = rules if flags is None else {k: copy.deepcopy(v) for k, v in rules.items()}
            if flags is not None:
                apply_model(list(results.values()), embedder=embedder, classifier=classifier, **flags)
            report = evaluate(lambda d, results=results: _claims_as_dicts(results[d.doc_id]), documents)
            o, k, f = report.overall, report.per_kind, report.per_field
            print(f"| {directory.name} | {name} | {o.precision:.3f} | {o.recall:.3f} | {o.f1:.3f} | "
                  f"{k['price'].f1:.3f} | {k['comparison'].f1:.3f} | {k['benchmark'].f1:.3f} | "
                  f"{k['hardware'].f1:.3f} | {f['price'].get('token_type', 0):.3f} | "
                  f"{f['price'].get('subject', 0):.3f} | {f['comparison'].get('baseline', 0):.3f} | "
                  f"{report.distractor_precision:.3f} |")
            if name in ("rules only", "rules + model"):
                reliability.append(_reliability_row(directory.name, name, documents, results))
            if name == "rules + model" and args.show_changes:
                by_id = {d.doc_id: d for d in documents}
                for doc_id, before in rules.items():
                    after = {(c.kind, c.span): c for c in results[doc_id].claims}
                    gold = by_id[doc_id].claims
                    for claim in before.claims:
                        if claim.kind == "hardware":
                            continue
                        was = any(key_match(g, claim.model_dump(mode="json")) for g in gold)
                        new = after.get((claim.kind, claim.span))
                        evidence = before.prepared.text[claim.span[0]:claim.span[1]]
                        if new is None:
                            changes.append(f"- {directory.name}/{doc_id} dropped {claim.kind} {evidence!r} "
                                           f"({'a right claim lost' if was else 'a wrong claim removed'})")
                        elif claim.kind == "price" and new.token_type != claim.token_type:
                            now = any(key_match(g, new.model_dump(mode="json")) for g in gold)
                            changes.append(f"- {directory.name}/{doc_id} token type {claim.token_type} -> "
                                           f"{new.token_type} on {evidence!r}: {'wrong' if was else 'right'} -> "
                                           f"{'right' if now else 'wrong'}")
    print("\n| set | confidence from | " + " | ".join(f"{b} n / precision" for b in BAND_NAMES) + " |")
    print("|---|---|" + "---:|" * len(BAND_NAMES))
    print("\n".join(reliability))
    if changes:
        print("\nChanges made by the model:")
        print("\n".join(changes))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
