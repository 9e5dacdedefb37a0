"""The default extractor at speed: documents/s and sentences/s with the learned step on, next to
the raw encoder forward pass on exactly the texts the step sent to it.

    python benchmarks/model_speed.py [--devset DIR] [--repeat N] [--threads 1,2] [--batch-docs 1,50]
                                     [--weights shipped,other.safetensors] [--workers 1,2]

For every combination of torch threads, documents per model batch and claim-decision weights
(each with the encoder it was trained on: layers kept, int8 or float32, token limit; the
shipped weights by default) the whole extractor runs over the documents
(rules, then the learned decision and attribution on each batch of documents) and prints:

* documents/s and sentences/s of the whole extractor, and of the rules alone (same run);
* the model stage (everything the learned step adds: context texts, tokenising, forward, head,
  token-type alternatives) and the raw forward pass (``model(**batch)`` alone, on the same
  texts, in the same length-sorted batches) timed right after it; overhead = stage / raw - 1;
* F1 per kind of that variant on the documents, so that a faster variant that loses F1 shows;
* CPU seconds per document (extraction only, all processes): on a shared machine wall time moves with
  the other users' load, CPU time much less, so compare runs by it.

Rules-only docs/s is documents / rules seconds per process (times the workers).

``--workers N`` (N > 1) runs the batches in N worker processes set up exactly as the claims stage's
(``pipelines.stages.claims``: spawned, encoder loaded before timing, cores/N torch threads each unless
``--threads`` says otherwise), which is how the stage uses the cores; the raw forward pass is then replayed
the same way (each batch's texts in a worker, side by side), and overhead = model stage / raw - 1, both
summed over the workers.

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
from pipelines.stages.workers import usable_cores  # noqa: E402


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


def _extract_timed(documents, batch_docs: int, embedder, classifier):
    """Extract ``documents`` in batches of ``batch_docs`` (rules, then the learned step per batch).

    Returns (predictions by document id, sentences, rules s, model stage s, process CPU s, texts embedded per
    call)."""
    from extractors.model_pipeline import apply_model
    from extractors.pipeline import extract_claims

    recorder = RecordingEmbedder(embedder)
    predictions, rules_seconds, stage_seconds, sentences = {}, 0.0, 0.0, 0
    cpu_started = time.process_time()
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
            predictions[document.doc_id] = as_predictions(result)
            sentences += len(result.prepared.sentences)
    return predictions, sentences, rules_seconds, stage_seconds, time.process_time() - cpu_started, recorder.calls


def _worker_batch(documents, batch_docs: int, weights: str):
    """One batch in a worker process (the claims stage's worker set-up), with the weights' own encoder."""
    from extractors.classifier import load_classifier

    classifier = load_classifier(None if weights == "shipped" else Path(weights))
    return _extract_timed(documents, batch_docs, classifier.load_encoder(), classifier)


def _warm_worker(weights: str) -> None:
    """Load the weights' encoder in a worker and hold it a moment, so that each worker takes one warm-up task."""
    from extractors.classifier import load_classifier

    classifier = load_classifier(None if weights == "shipped" else Path(weights))
    classifier.load_encoder().embed(["warm up"])
    time.sleep(2.0)


def _worker_raw_forward(calls: list[list[str]], weights: str) -> float:
    """:func:`raw_forward_seconds` in a worker process, on the texts one batch sent to the model there."""
    from extractors.classifier import load_classifier

    return raw_forward_seconds(load_classifier(None if weights == "shipped" else Path(weights)).load_encoder(), calls)


def _extract_in_workers(documents, batch_docs: int, weights: str, workers: int, threads: int):
    """:func:`_extract_timed` over ``workers`` processes, one batch per task; sums of the per-batch figures
    and the wall seconds of the whole pass (worker start-up excluded: the pool is warmed first)."""
    from pipelines.stages.claims import load_claim_encoder
    from pipelines.stages.workers import process_pool

    with process_pool(workers, load_claim_encoder, threads=threads) as pool:
        # every worker loads the encoder of these weights before timing starts
        list(pool.map(_warm_worker, [weights] * workers))
        started = time.perf_counter()
        futures = [pool.submit(_worker_batch, documents[first:first + batch_docs], batch_docs, weights)
                   for first in range(0, len(documents), batch_docs)]
        parts = [future.result() for future in futures]
        total = time.perf_counter() - started
        # the raw forward pass replayed the same way: the same batches in the same processes side by side
        raw = sum(pool.map(_worker_raw_forward, [part[5] for part in parts], [weights] * len(parts)))
    predictions, calls = {}, []
    for part in parts:
        predictions.update(part[0])
        calls.extend(part[5])
    return (predictions, sum(p[1] for p in parts), sum(p[2] for p in parts), sum(p[3] for p in parts),
            sum(p[4] for p in parts), calls, total, raw)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--devset", type=Path, default=DEFAULT_DEVSET_DIR)
    parser.add_argument("--repeat", type=int, default=1, help="pass over the documents this many times")
    parser.add_argument("--threads", default=None,
                        help="comma-separated torch thread counts (per worker process); default: the cores, "
                             "shared out among the workers as the claims stage does")
    parser.add_argument("--workers", default="1",
                        help="comma-separated numbers of extraction processes (1 = in this process)")
    parser.add_argument("--batch-docs", default="1,50", help="comma-separated documents per model batch")
    parser.add_argument("--weights", default="shipped",
                        help="comma-separated claim decision weights files, 'shipped' = the default ones")
    args = parser.parse_args(argv)

    import torch

    from extractors.classifier import load_classifier
    from extractors.model_pipeline import MODEL_EXTRACTOR_VERSION

    documents = load_devset(args.devset) * max(1, args.repeat)
    print(f"Extractor {MODEL_EXTRACTOR_VERSION} on {len(documents)} documents from {args.devset} "
          f"({args.repeat} pass(es)); torch {torch.__version__}\n")
    header = ("| workers | threads | docs/batch | encoder | docs/s | sentences/s | CPU ms/doc | rules-only docs/s | "
              "texts to model | model stage s | raw forward s | overhead | price F1 | comparison F1 | benchmark F1 |")
    rows = []
    for weights in args.weights.split(","):
        classifier = load_classifier(None if weights == "shipped" else Path(weights))
        settings = classifier.encoder
        variant = (f"{settings.get('layers') or 'all'} layers {'int8' if settings.get('quantized') else 'fp32'} "
                   f"{settings.get('max_length')} tok")
        started = time.perf_counter()
        embedder = classifier.load_encoder()
        print(f"- {weights} ({classifier.version}): encoder {variant} loaded in {time.perf_counter() - started:.1f} s")
        for workers in (int(w) for w in args.workers.split(",")):
            thread_counts = ([int(t) for t in args.threads.split(",")] if args.threads
                             else [max(1, usable_cores() // workers)])
            for threads in thread_counts:
                torch.set_num_threads(threads)
                for batch_docs in (int(b) for b in args.batch_docs.split(",")):
                    if workers > 1:
                        (predictions, sentences, rules_seconds, stage_seconds, cpu_seconds, calls, total,
                         raw) = _extract_in_workers(documents, batch_docs, weights, workers, threads)
                    else:
                        started = time.perf_counter()
                        predictions, sentences, rules_seconds, stage_seconds, cpu_seconds, calls = _extract_timed(
                            documents, batch_docs, embedder, classifier)
                        total = time.perf_counter() - started
                        raw = raw_forward_seconds(embedder, calls)
                    texts = sum(len(call) for call in calls)
                    report = evaluate(lambda document, predictions=predictions: predictions[document.doc_id],
                                      list({d.doc_id: d for d in documents}.values()))
                    rows.append(f"| {workers} | {threads} | {batch_docs} | {variant} | {len(documents) / total:,.1f} | "
                                f"{sentences / total:,.0f} | {1000 * cpu_seconds / len(documents):.1f} | "
                                f"{len(documents) / rules_seconds * workers:,.1f} | {texts} | "
                                f"{stage_seconds:.2f} | {raw:.2f} | {stage_seconds / raw - 1:+.0%} | "
                                f"{report.per_kind['price'].f1:.3f} | {report.per_kind['comparison'].f1:.3f} | "
                                f"{report.per_kind['benchmark'].f1:.3f} |")
                    print(rows[-1], flush=True)
    print()
    print(header)
    print("|" + "---:|" * 15)
    for row in rows:
        print(row)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
