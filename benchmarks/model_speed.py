"""The default extractor at speed: documents/s and sentences/s with the learned step on, next to
the raw encoder forward pass on exactly the texts the step sent to it.

    python benchmarks/model_speed.py [--devset DIR] [--repeat N] [--threads 1,2] [--batch-docs 1,50]
                                     [--weights shipped,other.safetensors]

For every combination of torch threads, documents per model batch and claim-decision weights
(each with the encoder it was trained on: layers kept, int8 or float32, token limit; the
shipped weights by default) the whole extractor runs over the documents
(rules, then the learned decision and attribution on each batch of documents) and prints:

* documents/s and sentences/s of the whole extractor, and of the rules alone (same run);
* the model stage (everything the learned step adds: context texts, tokenising, forward, head,
  token-type alternatives) and the raw forward pass (``model(**batch)`` alone, on the same
  texts, in the same length-sorted batches) timed right after it; overhead = stage / raw - 1;
* F1 per kind of that variant on the documents, so that a faster variant that loses F1 shows.

The model loads once per variant before timing (load time printed). Not a test: figures only.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from extractors.evaluation import DEFAULT_DEVSET_DIR, as_predictions, evaluate, load_devset  # noqa: E402


class RecordingEmbedder:
    """An embedder wrapper that records every text list it is asked to embed."""

    def __init__(self, embedder):
        self.inner = embedder
        self.dimension = embedder.dimension
        self.calls: list[list[str]] = []

    def embed(self, texts, **kwargs):
        self.calls.append(list(texts))
        return self.inner.embed(texts, **kwargs)


def raw_forward_seconds(embedder, calls: list[list[str]]) -> float:
    """Seconds of ``model(**batch)`` alone over the same texts in the same batches as ``embed``."""
    import torch

    from extractors.model import DEFAULT_BATCH_SIZE

    batches = []
    for texts in calls:
        texts = [t if t.strip() else "." for t in texts]
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        for first in range(0, len(order), DEFAULT_BATCH_SIZE):
            chunk = [texts[i] for i in order[first:first + DEFAULT_BATCH_SIZE]]
            batches.append(embedder.tokenizer(chunk, padding=True, truncation=True,
                                              max_length=embedder.max_length, return_tensors="pt"))
    started = time.perf_counter()
    with torch.inference_mode():
        for batch in batches:
            embedder.model(**batch)
    return time.perf_counter() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--devset", type=Path, default=DEFAULT_DEVSET_DIR)
    parser.add_argument("--repeat", type=int, default=1, help="pass over the documents this many times")
    parser.add_argument("--threads", default="2", help="comma-separated torch thread counts")
    parser.add_argument("--batch-docs", default="1,50", help="comma-separated documents per model batch")
    parser.add_argument("--weights", default="shipped",
                        help="comma-separated claim decision weights files, 'shipped' = the default ones")
    args = parser.parse_args(argv)

    import torch

    from extractors.classifier import load_classifier
    from extractors.model_pipeline import MODEL_EXTRACTOR_VERSION, apply_model
    from extractors.pipeline import extract_claims

    documents = load_devset(args.devset) * max(1, args.repeat)
    print(f"Extractor {MODEL_EXTRACTOR_VERSION} on {len(documents)} documents from {args.devset} "
          f"({args.repeat} pass(es)); torch {torch.__version__}\n")
    header = ("| threads | docs/batch | encoder | docs/s | sentences/s | rules-only docs/s | texts to model | "
              "model stage s | raw forward s | overhead | price F1 | comparison F1 | benchmark F1 |")
    rows = []
    for weights in args.weights.split(","):
        classifier = load_classifier(None if weights == "shipped" else Path(weights))
        settings = classifier.encoder
        variant = (f"{settings.get('layers') or 'all'} layers {'int8' if settings.get('quantized') else 'fp32'} "
                   f"{settings.get('max_length')} tok")
        started = time.perf_counter()
        embedder = classifier.load_encoder()
        print(f"- {weights} ({classifier.version}): encoder {variant} loaded in {time.perf_counter() - started:.1f} s")
        for threads in (int(t) for t in args.threads.split(",")):
            torch.set_num_threads(threads)
            for batch_docs in (int(b) for b in args.batch_docs.split(",")):
                recorder = RecordingEmbedder(embedder)
                results, rules_seconds, stage_seconds = {}, 0.0, 0.0
                sentences = 0
                started = time.perf_counter()
                for first in range(0, len(documents), batch_docs):
                    chunk = documents[first:first + batch_docs]
                    rules_started = time.perf_counter()
                    batch = [extract_claims(d.text, content_type=d.content_type, document_id=d.doc_id,
                                            published=d.published) for d in chunk]
                    stage_started = time.perf_counter()
                    apply_model(batch, embedder=recorder, classifier=classifier)
                    stage_seconds += time.perf_counter() - stage_started
                    rules_seconds += stage_started - rules_started
                    for document, result in zip(chunk, batch):
                        results[document.doc_id] = result
                        sentences += len(result.prepared.sentences)
                total = time.perf_counter() - started
                raw = raw_forward_seconds(embedder, recorder.calls)
                texts = sum(len(call) for call in recorder.calls)

                report = evaluate(lambda document, results=results: as_predictions(results[document.doc_id]), documents[:len(results)] if args.repeat == 1 else
                                  list({d.doc_id: d for d in documents}.values()))
                rows.append(f"| {threads} | {batch_docs} | {variant} | {len(documents) / total:,.1f} | "
                            f"{sentences / total:,.0f} | {len(documents) / rules_seconds:,.1f} | {texts} | "
                            f"{stage_seconds:.2f} | {raw:.2f} | {stage_seconds / raw - 1:+.0%} | "
                            f"{report.per_kind['price'].f1:.3f} | {report.per_kind['comparison'].f1:.3f} | "
                            f"{report.per_kind['benchmark'].f1:.3f} |")
                print(rows[-1], flush=True)
    print()
    print(header)
    print("|" + "---:|" * 13)
    for row in rows:
        print(row)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
