"""Training the learned claim decision (``inferwatch train``).

    report = train_classifier(Path("data/train"), Path("extractors/data/claim_decision.safetensors"))
    print(report.summary())

Two kinds of labelled data, both written for this project:

* **Labelled documents** (``data/eval/devset``, ``data/eval/structures``; JSON files in the
  development-set format of :mod:`extractors.evaluation`). The rules run on each document;
  every price, comparison and benchmark claim they propose is an example, labelled 1 when it
  matches a gold claim of its document on the key fields (the scorer's :func:`key_match`)
  and 0 otherwise. Hardware claims only feed the hardware confidence table.
* **Labelled sentences** (``*.jsonl`` in the training directory, one sentence a line:
  ``text``, ``evidence`` or ``span``, ``kind``, ``label`` 1 = a real claim of that kind, 0 =
  a trap). The rules run on each sentence; a claim of that kind whose evidence overlaps the
  labelled span is an example with the row's label.

Documents are split into ``FOLDS`` folds by a hash of their id; out-of-fold predictions fit
the Platt calibration, choose each kind's drop threshold (the one that maximises out-of-fold
F1; 0 when dropping does not help) and give the reliability figures in the report. The
final head is then fitted on everything. Training is deterministic: the same data, seed and
thread count give the same weights.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path

import torch

from extractors.classifier import (
    DEFAULT_ENCODER,
    HIDDEN,
    KINDS,
    ClaimClassifier,
    ClaimContext,
    ROLE_FIELDS,
    build_features,
    context_text,
    feature_tokens,
    make_head,
    role_alternatives,
)
from extractors.model import load_embedder, resolve_model_path

__all__ = ["TrainingError", "TrainingExample", "TrainingReport", "load_sentence_rows", "sentence_examples",
           "document_examples", "fit_head", "train_classifier", "CLASSIFIER_SERIES", "DEFAULT_DOCUMENT_DIRS",
           "DEFAULT_TRAIN_DIR"]

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_TRAIN_DIR = ROOT / "data" / "train"
DEFAULT_DOCUMENT_DIRS = (ROOT / "data" / "eval" / "devset", ROOT / "data" / "eval" / "structures")
CLASSIFIER_SERIES = "claimdec-1"
EPOCHS = 300
LEARNING_RATE = 0.01
WEIGHT_DECAY = 1e-3
FOLDS = 5
MIN_TOKEN_COUNT = 3
THRESHOLD_GRID = tuple(round(0.05 * step, 2) for step in range(0, 11))
MARGIN_GRID = (None, 0.5, 0.3, 0.2, 0.1, 0.05)
RELIABILITY_BINS = (0.0, 0.5, 0.8, 0.9, 1.0)


class TrainingError(ValueError):
    """Training data that is missing, malformed or unusable."""


@dataclass
class SentenceRow:
    """One labelled training sentence."""

    text: str
    span: tuple[int, int]
    kind: str
    label: int
    where: str


@dataclass
class TrainingExample:
    """One rule claim with its label and where it came from (a document id or ``file:line``)."""

    context: ClaimContext
    label: int
    group: str
    from_document: bool
    claim_id: int = -1
    rule_choice: bool = True


@dataclass
class TrainingReport:
    """What :func:`train_classifier` did, with out-of-fold figures on the labelled documents."""

    output: Path
    version: str
    model_path: str
    document_examples: int
    sentence_examples: int
    documents: int
    per_kind: dict[str, tuple[int, int]]
    thresholds: dict[str, float]
    calibration: tuple[float, float]
    reliability: list[tuple[str, int, float | None]]
    rule_reliability: list[tuple[str, int, float | None]]
    brier: float
    rule_brier: float
    fold_f1: dict[str, tuple[float, float]]
    weights_bytes: int
    hardware_confidence: dict[str, float] = field(default_factory=dict)
    role_margins: dict[str, float | None] = field(default_factory=dict)
    alternatives: int = 0
    encoder_summary: str = ""

    def summary(self) -> str:
        """Printable lines: data, thresholds, calibration and out-of-fold reliability."""
        kinds = ", ".join(f"{kind} {pos}+/{neg}-" for kind, (pos, neg) in self.per_kind.items())

        def bins(rows):
            return "; ".join(f"{name}: {count} claims, precision {'n/a' if p is None else f'{p:.3f}'}"
                             for name, count, p in rows)

        f1 = ", ".join(f"{kind} {rules:.3f} -> {model:.3f}" for kind, (rules, model) in self.fold_f1.items())
        return "\n".join([
            f"claim decision {self.version} -> {self.output} ({self.weights_bytes:,} bytes)",
            f"embedding model: {self.model_path} ({self.encoder_summary})",
            f"examples: {self.document_examples} rule claims from {self.documents} labelled documents, "
            f"{self.sentence_examples} from labelled sentences ({kinds}); {self.alternatives} "
            "role-field alternatives (token type, metric) of document claims",
            f"drop thresholds: {json.dumps(self.thresholds)}; Platt calibration a={self.calibration[0]:.3f} "
            f"b={self.calibration[1]:.3f}; role margins {json.dumps(self.role_margins)}; "
            f"hardware confidence {json.dumps(self.hardware_confidence)}",
            f"out-of-fold F1 on the documents' scored kinds, rules -> rules+model: {f1}",
            f"out-of-fold reliability (model confidence): {bins(self.reliability)}; Brier {self.brier:.4f}",
            f"same claims by rule confidence: {bins(self.rule_reliability)}; Brier {self.rule_brier:.4f}",
        ])


def load_sentence_rows(train_dir: Path) -> list[SentenceRow]:
    """Every labelled row of the ``*.jsonl`` files in ``train_dir`` (sorted by file name).

    Raises :class:`TrainingError` naming the file and line of the first bad row.
    """
    train_dir = Path(train_dir)
    if not train_dir.is_dir():
        raise TrainingError(f"{train_dir}: training directory not found")
    paths = sorted(train_dir.glob("*.jsonl"))
    if not paths:
        raise TrainingError(f"{train_dir}: no *.jsonl training files")
    rows = []
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
            rows.append(SentenceRow(text, (int(span[0]), int(span[1])), row["kind"], int(row["label"]), where))
    return rows


def sentence_examples(rows: list[SentenceRow]) -> list[TrainingExample]:
    """The rule claims of each labelled sentence that sit on its labelled span, with its label."""
    from extractors.model_pipeline import claim_contexts
    from extractors.pipeline import extract_claims

    examples = []
    for row in rows:
        result = extract_claims(row.text)
        for index, context in claim_contexts(result):
            claim = result.claims[index]
            if claim.kind == row.kind and claim.span[0] < row.span[1] and row.span[0] < claim.span[1]:
                examples.append(TrainingExample(context, row.label, row.where, from_document=False))
    return examples


@dataclass
class _DocumentData:
    examples: list[TrainingExample]
    gold_per_kind: dict[str, int]
    hardware: dict[str, tuple[int, int]]
    documents: int


def document_examples(directories: list[Path]) -> _DocumentData:
    """Rule claims of every labelled document under ``directories`` (missing folders are skipped),
    labelled by the scorer's key match; also gold counts per kind and hardware match counts."""
    from extractors.evaluation import DevsetError, key_match, load_devset
    from extractors.model_pipeline import claim_contexts
    from extractors.pipeline import extract_claims

    examples: list[TrainingExample] = []
    gold_per_kind = {kind: 0 for kind in KINDS}
    hardware = {"known": (0, 0), "unknown": (0, 0)}
    documents = 0
    for directory in directories:
        if not Path(directory).is_dir():
            continue
        try:
            gold_documents = load_devset(Path(directory))
        except DevsetError as exc:
            raise TrainingError(f"{directory}: {exc}") from exc
        for document in gold_documents:
            documents += 1
            for claim in document.claims:
                if claim.get("kind") in gold_per_kind:
                    gold_per_kind[claim["kind"]] += 1
            result = extract_claims(document.text, content_type=document.content_type,
                                    document_id=document.doc_id, published=document.published)
            group = f"{directory.name}/{document.doc_id}"
            for index, context in claim_contexts(result):
                predicted = result.claims[index].model_dump(mode="json")
                label = int(any(key_match(gold, predicted) for gold in document.claims))
                claim_id = len(examples)
                examples.append(TrainingExample(context, label, group, True, claim_id))
                # The same claim with each value of its role field: right only when a gold claim says so.
                for alternative in role_alternatives(context):
                    changed = dict(predicted, **{k: alternative.fields[k] for k in ("token_type", "metric")
                                                 if k in alternative.fields})
                    label = int(any(key_match(gold, changed) for gold in document.claims))
                    examples.append(TrainingExample(alternative, label, group, True, claim_id, rule_choice=False))
            for claim in result.claims:
                if claim.kind == "hardware":
                    key = "known" if claim.known else "unknown"
                    right = any(key_match(gold, claim.model_dump(mode="json")) for gold in document.claims)
                    hardware[key] = (hardware[key][0] + int(right), hardware[key][1] + 1)
    return _DocumentData(examples, gold_per_kind, hardware, documents)


def fit_head(features: torch.Tensor, labels: torch.Tensor, *, seed: int = 0, epochs: int = EPOCHS,
             hidden: int = HIDDEN) -> torch.nn.Module:
    """A head fitted by full-batch Adam on binary cross-entropy (seeded, unweighted so that its
    probabilities stay close to calibrated)."""
    generator_state = torch.random.get_rng_state()
    torch.manual_seed(seed)
    try:
        head = make_head(features.shape[1], hidden)
        positives = float(labels.sum())
        if positives == 0 or positives == len(labels):
            raise TrainingError("training data needs both right claims (label 1) and wrong ones (label 0)")
        loss_function = torch.nn.BCEWithLogitsLoss()
        optimiser = torch.optim.Adam(head.parameters(), lr=LEARNING_RATE, weight_decay=WEIGHT_DECAY)
        for _ in range(epochs):
            optimiser.zero_grad()
            loss = loss_function(head(features).squeeze(-1), labels)
            loss.backward()
            optimiser.step()
    finally:
        torch.random.set_rng_state(generator_state)
    return head.eval()


def fit_platt(logits: torch.Tensor, labels: torch.Tensor) -> tuple[float, float]:
    """``(a, b)`` such that ``sigmoid(a·logit + b)`` is calibrated on these labels (L-BFGS, deterministic)."""
    parameters = torch.tensor([1.0, 0.0], requires_grad=True)
    optimiser = torch.optim.LBFGS([parameters], lr=0.5, max_iter=200)
    loss_function = torch.nn.BCEWithLogitsLoss()

    def closure():
        optimiser.zero_grad()
        loss = loss_function(logits * parameters[0] + parameters[1], labels)
        loss.backward()
        return loss

    optimiser.step(closure)
    return float(parameters[0].detach()), float(parameters[1].detach())


def _fold(group: str) -> int:
    return int(hashlib.sha256(group.encode()).hexdigest(), 16) % FOLDS


def _reliability(probabilities: list[float], labels: list[int]) -> list[tuple[str, int, float | None]]:
    rows = []
    for low, high in zip(RELIABILITY_BINS, RELIABILITY_BINS[1:]):
        inside = [y for p, y in zip(probabilities, labels) if low <= p < high or (high == 1.0 and p == 1.0)]
        rows.append((f"[{low:.1f}, {high:.1f})", len(inside), sum(inside) / len(inside) if inside else None))
    for cut in (0.5, 0.8):
        above = [y for p, y in zip(probabilities, labels) if p >= cut]
        rows.append((f">= {cut}", len(above), sum(above) / len(above) if above else None))
    return rows


def _f1(tp: int, fp: int, gold: int) -> float:
    fn = max(0, gold - tp)
    return 2 * tp / (2 * tp + fp + fn) if tp else 0.0


def _digest(examples: list[TrainingExample], seed: int, vocabulary: list[str], epochs: int, encoder: dict,
            features=None) -> str:
    """The weights' version: what they were trained on and how, including the feature matrix the rules give the
    examples (a change of the rules that leaves the texts alone still makes other weights, so another version)."""
    digest = hashlib.sha256(json.dumps([CLASSIFIER_SERIES, seed, epochs, HIDDEN, LEARNING_RATE, WEIGHT_DECAY,
                                        vocabulary, encoder], sort_keys=True).encode())
    for example in examples:
        digest.update(json.dumps([context_text(example.context), example.context.kind, example.label,
                                  example.group], ensure_ascii=False).encode())
    if features is not None:
        digest.update(torch.as_tensor(features, dtype=torch.float32).detach().cpu().numpy().tobytes())
    return digest.hexdigest()[:8]


def train_classifier(train_dir: Path | None, output: Path, *, document_dirs: list[Path] | None = None,
                     model_path: str | None = None, seed: int = 0, epochs: int = EPOCHS,
                     encoder: dict | None = None) -> TrainingReport:
    """Train the decision head on the labelled sentences in ``train_dir`` and the labelled
    documents in ``document_dirs`` (default :data:`DEFAULT_DOCUMENT_DIRS`) and write it, with
    its version, vocabulary, calibration and thresholds, to ``output``.

    ``model_path`` chooses the embedding model (see :func:`extractors.model.resolve_model_path`);
    the head only works with the model it was trained with, so its name is recorded, and so
    are the ``encoder`` settings (layers kept, int8 or float, token limit; default
    :data:`extractors.classifier.DEFAULT_ENCODER`) that inference then loads.
    """
    encoder = dict(DEFAULT_ENCODER if encoder is None else encoder)
    rows = load_sentence_rows(train_dir) if train_dir is not None else []
    data = document_examples(list(document_dirs if document_dirs is not None else DEFAULT_DOCUMENT_DIRS))
    from_sentences = sentence_examples(rows)
    examples = data.examples + from_sentences
    if not examples:
        raise TrainingError("no rule claims found in the training data")

    counts: dict[str, int] = {}
    for example in examples:
        for token in set(feature_tokens(example.context)):
            counts[token] = counts.get(token, 0) + 1
    vocabulary = sorted(token for token, count in counts.items() if count >= MIN_TOKEN_COUNT)
    embedder = load_embedder(model_path, max_length=int(encoder["max_length"]), quantized=bool(encoder["quantized"]),
                             layers=encoder.get("layers"))
    features = build_features([e.context for e in examples], embedder, vocabulary)
    labels = torch.tensor([float(e.label) for e in examples])

    decision_rows = [i for i, e in enumerate(examples) if e.rule_choice]
    role_rows = [i for i, e in enumerate(examples) if not e.rule_choice]
    folds = {i: _fold(e.group) for i, e in enumerate(examples) if e.from_document}

    def out_of_fold(rows: list[int]) -> dict[int, float]:
        """Logits for the document examples among ``rows`` from heads fitted without their fold
        (sentence examples are always fitted)."""
        logits: dict[int, float] = {}
        for fold in range(FOLDS):
            held = [i for i in rows if folds.get(i) == fold]
            fitted = [i for i in rows if folds.get(i) != fold]
            if not held or not 0 < sum(examples[i].label for i in fitted) < len(fitted):
                continue
            head = fit_head(features[fitted], labels[fitted], seed=seed, epochs=epochs)
            with torch.inference_mode():
                logits.update(zip(held, head(features[held]).squeeze(-1).tolist()))
        return logits

    decision_logits = out_of_fold(decision_rows)
    choice_rows = sorted(decision_logits)
    if choice_rows and 0 < sum(examples[i].label for i in choice_rows) < len(choice_rows):
        calibration = fit_platt(torch.tensor([decision_logits[i] for i in choice_rows]),
                                labels[torch.tensor(choice_rows)])
    else:
        calibration = (1.0, 0.0)
    calibrated = {i: float(torch.sigmoid(torch.tensor(decision_logits[i] * calibration[0] + calibration[1])))
                  for i in choice_rows}

    thresholds: dict[str, float] = {}
    fold_f1: dict[str, tuple[float, float]] = {}
    for kind in KINDS:
        kind_rows = [i for i in choice_rows if examples[i].context.kind == kind]
        gold = data.gold_per_kind.get(kind, 0)
        if not kind_rows or not gold:
            thresholds[kind] = 0.0
            continue

        def f1_at(threshold: float) -> float:
            kept = [i for i in kind_rows if calibrated[i] >= threshold]
            return _f1(sum(examples[i].label for i in kept), sum(1 - examples[i].label for i in kept), gold)

        best = max(THRESHOLD_GRID, key=lambda t: (round(f1_at(t), 4), -t))
        thresholds[kind] = best
        fold_f1[kind] = (f1_at(0.0), f1_at(best))

    # Role fields: the role head's value replaces the rules' only by a margin that improves
    # out-of-fold F1 of its kind (None: the rules' value always stands).
    role_logits = out_of_fold(role_rows) if role_rows else {}
    alternatives_of: dict[int, list[int]] = {}
    for i in sorted(role_logits):
        alternatives_of.setdefault(examples[i].claim_id, []).append(i)
    role_margins: dict[str, float | None] = {}
    for kind, (name, _) in ROLE_FIELDS.items():
        kind_rows = [i for i in choice_rows if examples[i].context.kind == kind
                     and calibrated[i] >= thresholds.get(kind, 0.0)]
        gold = data.gold_per_kind.get(kind, 0)

        def role_f1(margin: float | None) -> float:
            right = 0
            for i in kind_rows:
                label = examples[i].label
                others = alternatives_of.get(examples[i].claim_id, [])
                if margin is not None and others:
                    current = examples[i].context.fields.get(name)
                    scores = {examples[j].context.fields[name]: (role_logits[j], examples[j].label) for j in others}
                    value, (best, best_label) = max(scores.items(), key=lambda item: item[1][0])
                    own = torch.sigmoid(torch.tensor(scores.get(current, (-1e9, 0))[0])).item()
                    if value != current and torch.sigmoid(torch.tensor(best)).item() - own >= margin:
                        label = best_label
                right += label
            return _f1(right, len(kind_rows) - right, gold)

        if not kind_rows or not gold:
            role_margins[name] = None
            continue
        role_margins[name] = max(MARGIN_GRID, key=lambda m: (round(role_f1(m), 4), m is None, m or 0.0))
        fold_f1[f"{kind} ({name})"] = (role_f1(None), role_f1(role_margins[name]))

    heads = {"decision": fit_head(features[decision_rows], labels[decision_rows], seed=seed, epochs=epochs)}
    if role_rows and 0 < sum(examples[i].label for i in role_rows) < len(role_rows):
        heads["role"] = fit_head(features[role_rows], labels[role_rows], seed=seed, epochs=epochs)
    hardware_confidence = {key: round((right + 1) / (total + 2), 3) for key, (right, total) in data.hardware.items()}
    version = f"{CLASSIFIER_SERIES}-{_digest(examples, seed, vocabulary, epochs, encoder, features)}"
    resolved = resolve_model_path(model_path)
    metadata = {"version": version, "input_size": int(features.shape[1]), "hidden": HIDDEN,
                "embedding_model": Path(resolved).name if Path(resolved).exists() else resolved,
                "embedding_dimension": embedder.dimension, "encoder": encoder, "kinds": list(KINDS), "seed": seed,
                "vocabulary": vocabulary, "calibration": list(calibration), "thresholds": thresholds,
                "hardware_confidence": hardware_confidence, "role_margins": role_margins,
                "examples": len(examples)}
    classifier = ClaimClassifier(heads, metadata)
    output = Path(output)
    output.parent.mkdir(parents=True, exist_ok=True)
    classifier.save(output)

    oof_probabilities = [calibrated[i] for i in choice_rows]
    oof_labels = [examples[i].label for i in choice_rows]
    rule_confidences = [examples[i].context.rule_confidence for i in choice_rows]

    def brier(probabilities: list[float]) -> float:
        pairs = list(zip(probabilities, oof_labels))
        return sum((p - y) ** 2 for p, y in pairs) / len(pairs) if pairs else 0.0

    per_kind = {kind: (sum(1 for e in examples if e.context.kind == kind and e.label == 1 and e.rule_choice),
                       sum(1 for e in examples if e.context.kind == kind and e.label == 0 and e.rule_choice))
                for kind in KINDS}
    return TrainingReport(
        output=output, version=version, model_path=resolved, document_examples=len(data.examples),
        sentence_examples=len(from_sentences), documents=data.documents, per_kind=per_kind, thresholds=thresholds,
        calibration=calibration, reliability=_reliability(oof_probabilities, oof_labels),
        rule_reliability=_reliability(rule_confidences, oof_labels), brier=brier(oof_probabilities),
        rule_brier=brier(rule_confidences), fold_f1=fold_f1, weights_bytes=output.stat().st_size,
        hardware_confidence=hardware_confidence, role_margins=role_margins, alternatives=len(role_rows),
        encoder_summary=(f"{encoder.get('layers') or 'all'} layers, {'int8' if encoder['quantized'] else 'float32'}, "
                         f"{encoder['max_length']} tokens"))
