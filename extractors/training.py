"""Training the claim classifier head on labelled sentences (``inferwatch train``).

    report = train_classifier(Path("data/train"), Path("extractors/data/claim_classifier.safetensors"))
    print(report.summary())

The training directory holds JSONL files (``*.jsonl``), one labelled sentence a line:
``text``, ``evidence`` (exact substring of ``text``) or ``span``, ``kind`` (price, comparison,
benchmark), ``label`` (1 = a real claim of that kind, 0 = a trap) and optionally ``split``
(``train`` or ``heldout``; held-out rows are scored, never fitted). Training is deterministic:
the same data, seed and thread count give the same weights.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path

import torch

from extractors.classifier import (
    HIDDEN,
    KINDS,
    CandidateText,
    ClaimClassifier,
    build_features,
    make_head,
)
from extractors.model import load_embedder, resolve_model_path

__all__ = ["TrainingError", "TrainingExample", "TrainingReport", "load_examples", "fit_head", "train_classifier",
           "CLASSIFIER_SERIES", "DEFAULT_THRESHOLDS"]

CLASSIFIER_SERIES = "claimclf-1"
# A veto, not a gate: only near-certain traps are dropped (see extractors.model_pipeline).
DEFAULT_THRESHOLDS = {"price": 0.02, "comparison": 0.02, "benchmark": 0.02}
EPOCHS = 300
LEARNING_RATE = 0.01
WEIGHT_DECAY = 1e-3


class TrainingError(ValueError):
    """Training data that is missing, malformed or unusable."""


@dataclass
class TrainingExample:
    """One labelled sentence."""

    text: str
    span: tuple[int, int]
    kind: str
    label: int
    split: str = "train"
    trap: str | None = None
    source: str = ""

    def candidate(self) -> CandidateText:
        return CandidateText(self.text, self.span, self.kind)


@dataclass
class TrainingReport:
    """What :func:`train_classifier` did and how the result scores on the held-out rows."""

    output: Path
    version: str
    model_path: str
    train_examples: int
    heldout_examples: int
    train_accuracy: float
    heldout_accuracy: float | None
    heldout_trap_rejection: float | None
    heldout_claim_acceptance: float | None
    weights_bytes: int
    per_kind: dict[str, tuple[int, int]] = field(default_factory=dict)

    def summary(self) -> str:
        """A few printable lines."""

        def rate(value: float | None) -> str:
            return "n/a" if value is None else f"{value:.3f}"

        kinds = ", ".join(f"{kind} {pos}+/{neg}-" for kind, (pos, neg) in self.per_kind.items())
        return "\n".join([
            f"claim classifier {self.version} -> {self.output} ({self.weights_bytes:,} bytes)",
            f"embedding model: {self.model_path}",
            f"training examples: {self.train_examples} ({kinds}); held out: {self.heldout_examples}",
            f"training accuracy {rate(self.train_accuracy)}; held-out accuracy {rate(self.heldout_accuracy)}, "
            f"traps rejected {rate(self.heldout_trap_rejection)}, claims kept {rate(self.heldout_claim_acceptance)}",
        ])


def load_examples(train_dir: Path) -> list[TrainingExample]:
    """Every labelled row of the ``*.jsonl`` files in ``train_dir`` (sorted by file name).

    Raises :class:`TrainingError` naming the file and line of the first bad row.
    """
    train_dir = Path(train_dir)
    if not train_dir.is_dir():
        raise TrainingError(f"{train_dir}: training directory not found")
    paths = sorted(train_dir.glob("*.jsonl"))
    if not paths:
        raise TrainingError(f"{train_dir}: no *.jsonl training files")
    examples = []
    for path in paths:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if not line.strip():
                continue
            where = f"{path}:{number}"
            try:
                row = json.loads(line)
            except json.JSONDecodeError as exc:
                raise TrainingError(f"{where}: not JSON: {exc}") from exc
            text = row.get("text")
            if not isinstance(text, str) or not text.strip():
                raise TrainingError(f"{where}: 'text' must be a non-empty string")
            if row.get("kind") not in KINDS:
                raise TrainingError(f"{where}: 'kind' must be one of {KINDS}, got {row.get('kind')!r}")
            if row.get("label") not in (0, 1):
                raise TrainingError(f"{where}: 'label' must be 0 or 1, got {row.get('label')!r}")
            span = row.get("span")
            evidence = row.get("evidence")
            if span is None:
                if not isinstance(evidence, str) or evidence not in text:
                    raise TrainingError(f"{where}: 'evidence' must be a substring of 'text' when 'span' is absent")
                start = text.index(evidence)
                span = (start, start + len(evidence))
            if (not isinstance(span, (list, tuple)) or len(span) != 2 or not 0 <= span[0] < span[1] <= len(text)):
                raise TrainingError(f"{where}: 'span' {span!r} is not a range inside 'text'")
            examples.append(TrainingExample(text, (int(span[0]), int(span[1])), row["kind"], int(row["label"]),
                                            row.get("split", "train"), row.get("trap"), where))
    return examples


def fit_head(features: torch.Tensor, labels: torch.Tensor, *, seed: int = 0, epochs: int = EPOCHS,
             hidden: int = HIDDEN) -> torch.nn.Module:
    """A head fitted by full-batch Adam on class-balanced binary cross-entropy (seeded)."""
    generator_state = torch.random.get_rng_state()
    torch.manual_seed(seed)
    try:
        head = make_head(features.shape[1], hidden)
        positives = float(labels.sum())
        negatives = float(len(labels) - positives)
        if positives == 0 or negatives == 0:
            raise TrainingError("training data needs both claims (label 1) and traps (label 0)")
        loss_function = torch.nn.BCEWithLogitsLoss(pos_weight=torch.tensor(negatives / positives))
        optimiser = torch.optim.Adam(head.parameters(), lr=LEARNING_RATE, weight_decay=WEIGHT_DECAY)
        for _ in range(epochs):
            optimiser.zero_grad()
            loss = loss_function(head(features).squeeze(-1), labels)
            loss.backward()
            optimiser.step()
    finally:
        torch.random.set_rng_state(generator_state)
    return head.eval()


def _data_digest(examples: list[TrainingExample], seed: int, thresholds: dict[str, float]) -> str:
    digest = hashlib.sha256(json.dumps([seed, EPOCHS, HIDDEN, thresholds], sort_keys=True).encode())
    for example in examples:
        digest.update(json.dumps([example.text, example.span, example.kind, example.label, example.split],
                                 ensure_ascii=False).encode())
    return digest.hexdigest()[:8]


def train_classifier(train_dir: Path, output: Path, *, model_path: str | None = None, seed: int = 0,
                     thresholds: dict[str, float] | None = None) -> TrainingReport:
    """Train the head on ``train_dir`` and write it (with its version) to ``output``.

    ``model_path`` chooses the embedding model (see :func:`extractors.model.resolve_model_path`);
    the classifier only works with the model it was trained with, so its path is recorded.
    """
    examples = load_examples(train_dir)
    fitted = [e for e in examples if e.split != "heldout"]
    heldout = [e for e in examples if e.split == "heldout"]
    if not fitted:
        raise TrainingError(f"{train_dir}: every row is held out; nothing to train on")
    embedder = load_embedder(model_path)
    features = build_features([e.candidate() for e in examples], embedder)
    labels = torch.tensor([float(e.label) for e in examples])
    fit_rows = torch.tensor([i for i, e in enumerate(examples) if e.split != "heldout"], dtype=torch.long)
    held_rows = torch.tensor([i for i, e in enumerate(examples) if e.split == "heldout"], dtype=torch.long)
    head = fit_head(features[fit_rows], labels[fit_rows], seed=seed)

    thresholds = dict(thresholds or DEFAULT_THRESHOLDS)
    version = f"{CLASSIFIER_SERIES}-{_data_digest(fitted, seed, thresholds)}"
    resolved = resolve_model_path(model_path)
    metadata = {"version": version, "input_size": int(features.shape[1]), "hidden": HIDDEN,
                "embedding_model": Path(resolved).name if Path(resolved).exists() else resolved,
                "embedding_dimension": embedder.dimension, "kinds": list(KINDS), "seed": seed,
                "thresholds": thresholds, "train_examples": len(fitted)}
    classifier = ClaimClassifier(head, metadata)
    output = Path(output)
    output.parent.mkdir(parents=True, exist_ok=True)
    classifier.save(output)

    def accuracy(rows: torch.Tensor) -> tuple[float | None, float | None, float | None]:
        if len(rows) == 0:
            return None, None, None
        probabilities = classifier.probabilities(features[rows])
        decisions = [p >= classifier.threshold(examples[i].kind) for p, i in zip(probabilities.tolist(), rows.tolist())]
        truth = [examples[i].label == 1 for i in rows.tolist()]
        correct = sum(d == t for d, t in zip(decisions, truth)) / len(truth)
        traps = [not d for d, t in zip(decisions, truth) if not t]
        claims = [d for d, t in zip(decisions, truth) if t]
        return (correct, sum(traps) / len(traps) if traps else None, sum(claims) / len(claims) if claims else None)

    train_accuracy, _, _ = accuracy(fit_rows)
    heldout_accuracy, trap_rejection, claim_acceptance = accuracy(held_rows)
    per_kind = {kind: (sum(1 for e in fitted if e.kind == kind and e.label == 1),
                       sum(1 for e in fitted if e.kind == kind and e.label == 0)) for kind in KINDS}
    return TrainingReport(output=output, version=version, model_path=resolved, train_examples=len(fitted),
                          heldout_examples=len(heldout), train_accuracy=train_accuracy or 0.0,
                          heldout_accuracy=heldout_accuracy, heldout_trap_rejection=trap_rejection,
                          heldout_claim_acceptance=claim_acceptance, weights_bytes=output.stat().st_size,
                          per_kind=per_kind)
