"""The learned claim decision: keep or drop each rule claim, with a calibrated confidence.

The rules propose claims (:func:`extractors.pipeline.extract_claims`); for every price,
comparison and benchmark claim this head estimates P(the claim is right), meaning that it
matches a labelled claim on its key fields (amount, currency, unit and token type; ratio and
metric; value and unit). Its input per claim:

* the MiniLM embedding of the claim's *context text*: a window of the sentence around the
  evidence, with the evidence bracketed, prefixed by the table row label and column header
  when the claim comes from a table cell;
* the rules' own view of it: kind, rule confidence and a bag of rule features and fields
  (token type, condition, metric, where the unit and subject came from, ...), one-hot over a
  vocabulary fixed at training time and stored with the weights.

Two heads of one hidden layer (``HIDDEN`` units) each read these features:

* the **decision** head gives P(claim right) for the claim as the rules built it, Platt-scaled
  on out-of-fold predictions so that it is calibrated; it becomes the claim's confidence and,
  below a per-kind threshold, drops the claim;
* the **role** head scores the claim with each value of its role field in turn (a price's
  ``token_type``, a comparison's ``metric``); when another value beats the rules' one by the
  field's margin (chosen by cross-validation; ``None`` = never), it replaces it.

Hardware claims come from the registry, not from a number: their confidence is the measured
precision of registry matches (known / unknown names) on the training documents.

Weights, vocabulary, calibration, per-kind drop thresholds, version and the encoder settings
the heads were trained with (:data:`DEFAULT_ENCODER`: how many MiniLM layers, int8 or float,
token limit) live in one safetensors file (``extractors/data/claim_decision.safetensors``,
< 200 KB); :meth:`ClaimClassifier.load_encoder` loads the encoder with those settings, so the
heads always read the vectors they were trained on.

    classifier = load_classifier()
    probabilities = classifier.score([ClaimContext(...), ...], embedder)
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import torch
from torch import nn

from extractors.model_version import DEFAULT_WEIGHTS

__all__ = ["ClaimContext", "ClaimClassifier", "ClassifierLoadError", "DEFAULT_WEIGHTS", "KINDS", "HIDDEN",
           "WINDOW_CHARS", "TOKEN_TYPES", "METRICS", "ROLE_FIELDS", "candidate_window", "role_alternatives",
           "rule_features", "HEADS", "context_text", "feature_tokens", "build_features", "make_head",
           "load_classifier", "load_classifier_file", "DEFAULT_ENCODER"]

KINDS = ("price", "comparison", "benchmark")
TOKEN_TYPES = ("input", "cached_input", "output", "blended", "unspecified")
METRICS = ("throughput", "performance", "perf_per_dollar", "perf_per_watt", "latency", "price", "cost")
# The field the role head may change, per kind, and the values it chooses among.
ROLE_FIELDS = {"price": ("token_type", TOKEN_TYPES), "comparison": ("metric", METRICS)}
PREVIOUS_CHARS = 60
HIDDEN = 32
NUMERIC_FEATURES = 3
WINDOW_CHARS = 60
# The encoder the claim decision reads: the first of MiniLM's 6 layers in float32, 48 tokens
# (the evidence window comes first in the text, so truncation cuts the least useful end). Two
# layers were about 4x faster than the whole model at 128 tokens with the same out-of-fold Brier
# score; one layer gives the same Brier as two (0.0125 on rules-1.10) at half the forward pass. Not int8: dynamic
# quantisation scales activations per batch, so a claim's confidence would depend on which other
# documents shared its batch.
DEFAULT_ENCODER = {"layers": 1, "quantized": False, "max_length": 48}
# Free-text rule features: only whether they are present is a feature, not their words.
_FREE_TEXT_FEATURES = {"trigger", "surface", "column_header", "row_label", "metric_keywords"}
_CJK = re.compile(r"[\u3400-\u9fff]")
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")


class ClassifierLoadError(RuntimeError):
    """The classifier weights file is missing, unreadable or does not fit the embedding model."""


@dataclass
class ClaimContext:
    """What the head sees of one rule claim: its sentence, evidence span (sentence offsets),
    kind, the rules' confidence, the claim's fields and the rule candidate's features."""

    kind: str
    sentence: str
    span: tuple[int, int]
    rule_confidence: float = 0.5
    fields: dict = field(default_factory=dict)
    features: dict = field(default_factory=dict)
    previous: str = ""


def candidate_window(sentence: str, span: tuple[int, int], chars: int = WINDOW_CHARS) -> str:
    """The text around the evidence, the evidence in brackets: up to ``chars`` characters each
    side, cut at word boundaries in space-separated text."""
    start, end = max(0, span[0]), min(len(sentence), span[1])
    left = sentence[max(0, start - chars):start]
    right = sentence[end:end + chars]
    if start - chars > 0 and " " in left:
        left = left[left.index(" ") + 1:]
    if end + chars < len(sentence) and " " in right:
        right = right[:right.rindex(" ")]
    return re.sub(r"\s+", " ", f"{left}[{sentence[start:end]}]{right}").strip()


def context_text(context: ClaimContext) -> str:
    """The text embedded for one claim: the window around the evidence, then the table labels
    (when a table cell), then the end of the previous sentence (labels and values often sit on
    separate lines). Most telling first: the encoder truncates from the end."""
    labels = [str(context.features.get(name)) for name in ("row_label", "column_header")
              if context.features.get(name)]
    parts = [candidate_window(context.sentence, context.span)]
    if labels:
        parts.append(" / ".join(labels))
    previous = re.sub(r"\s+", " ", context.previous[-PREVIOUS_CHARS:]).strip()
    if previous:
        parts.append(previous)
    return " // ".join(parts)


def feature_tokens(context: ClaimContext) -> list[str]:
    """The categorical description of a claim: kind, rule features and the fields the rules set."""
    kind = context.kind
    tokens = [f"kind={kind}"]
    for name, value in sorted(context.features.items()):
        if name in _FREE_TEXT_FEATURES:
            tokens.append(f"{kind}:{name}={'set' if value else 'none'}")
        elif value is None or isinstance(value, (bool, str)):
            tokens.append(f"{kind}:{name}={value}")
        elif isinstance(value, (list, tuple, set, dict)):
            tokens.append(f"{kind}:{name}=n{min(len(value), 3)}")
    fields = context.fields
    for name in ("token_type", "metric", "unit", "scenario"):
        if name in fields:
            tokens.append(f"{kind}:field.{name}={fields[name]}")
    for name in ("subject", "organization", "baseline", "hedge", "benchmark", "accelerator", "quoted_unit"):
        if name in fields:
            tokens.append(f"{kind}:field.{name}={'set' if fields[name] else 'none'}")
    if "condition" in fields:
        condition = fields["condition"]
        tokens.append(f"{kind}:field.condition={condition if condition in (None, 'previous') else 'set'}")
    sentence = context.sentence
    tokens.append(f"table_row={' | ' in sentence}")
    tokens.append(f"zh={bool(_CJK.search(sentence))}")
    tokens.append(f"numbers={min(len(_NUMBER.findall(sentence)), 6)}")
    return tokens


def _numeric(context: ClaimContext) -> list[float]:
    evidence = context.sentence[context.span[0]:context.span[1]]
    return [float(context.rule_confidence), min(len(evidence), 60) / 60.0, min(len(context.sentence), 600) / 600.0]



def role_alternatives(context: ClaimContext) -> list[ClaimContext]:
    """The same claim with each value of its role field in turn (see ``ROLE_FIELDS``); none for
    kinds without one or claims whose field is unset (a GPU-hour price has no token type)."""
    name, values = ROLE_FIELDS.get(context.kind, (None, ()))
    if name is None or context.fields.get(name) is None:
        return []
    return [ClaimContext(context.kind, context.sentence, context.span, context.rule_confidence,
                         dict(context.fields, **{name: value}), context.features, context.previous)
            for value in values]


def build_features(contexts: list[ClaimContext], embedder, vocabulary: list[str]) -> torch.Tensor:
    """``len(contexts) × (dim + len(vocabulary) + NUMERIC_FEATURES)``: context embedding, one-hot
    rule tokens, numeric rule features. Context texts go through the embedder in one batch; a
    text shared by several claims is embedded once."""
    width = embedder.dimension + len(vocabulary) + NUMERIC_FEATURES
    if not contexts:
        return torch.zeros((0, width))
    texts = [context_text(c) for c in contexts]
    unique: dict[str, int] = {}
    for text in texts:
        unique.setdefault(text, len(unique))
    vectors = embedder.embed(list(unique))[[unique[t] for t in texts]]
    return torch.cat([vectors, rule_features(contexts, vocabulary)], dim=1)


def rule_features(contexts: list[ClaimContext], vocabulary: list[str]) -> torch.Tensor:
    """The non-embedding part of :func:`build_features`."""
    index = {token: i for i, token in enumerate(vocabulary)}
    width = len(vocabulary) + NUMERIC_FEATURES
    # built as Python lists and converted once: element-wise tensor assignment cost more than the head itself
    values = [0.0] * (len(contexts) * width)
    for row, context in enumerate(contexts):
        offset = row * width
        for token in feature_tokens(context):
            column = index.get(token)
            if column is not None:
                values[offset + column] = 1.0
        values[offset + len(vocabulary):offset + width] = _numeric(context)
    return torch.tensor(values, dtype=torch.float32).reshape(len(contexts), width)


def make_head(input_size: int, hidden: int = HIDDEN) -> nn.Module:
    """The classifier head: one hidden layer with ReLU, one logit out."""
    return nn.Sequential(nn.Linear(input_size, hidden), nn.ReLU(), nn.Linear(hidden, 1))


HEADS = ("decision", "role")


class ClaimClassifier:
    """The two trained heads plus their metadata: version, vocabulary, Platt calibration,
    per-kind drop thresholds, role-field margins and the hardware confidence table."""

    def __init__(self, heads: dict[str, nn.Module], metadata: dict):
        self.heads = {name: head.eval() for name, head in heads.items()}
        self.metadata = metadata
        self.version: str = metadata.get("version", "unknown")
        self.vocabulary: list[str] = list(metadata.get("vocabulary", []))
        self.calibration: tuple[float, float] = tuple(metadata.get("calibration", (1.0, 0.0)))
        self.thresholds: dict[str, float] = {k: float(v) for k, v in metadata.get("thresholds", {}).items()}
        self.margins: dict[str, float | None] = dict(metadata.get("role_margins", {}))
        self.hardware: dict[str, float] = {k: float(v) for k, v in metadata.get("hardware_confidence", {}).items()}
        # weights written before the encoder settings were recorded were trained on the full float encoder
        self.encoder: dict = dict(metadata.get("encoder") or {"layers": None, "quantized": False, "max_length": 128})

    def load_encoder(self, model_path: str | None = None):
        """The embedding model (:func:`extractors.model.load_embedder`, cached per process) with the
        settings these heads were trained with."""
        from extractors.model import load_embedder

        return load_embedder(model_path, max_length=int(self.encoder.get("max_length") or 128),
                             quantized=bool(self.encoder.get("quantized")), layers=self.encoder.get("layers"))

    def logits(self, features: torch.Tensor, head: str = "decision") -> torch.Tensor:
        """One head's raw logits."""
        if features.shape[0] == 0:
            return torch.zeros(0)
        with torch.inference_mode():
            return self.heads[head](features).squeeze(-1)

    def probabilities(self, features: torch.Tensor) -> torch.Tensor:
        """Calibrated P(claim is right) for each row of ``features`` (decision head)."""
        scale, shift = self.calibration
        return torch.sigmoid(self.logits(features) * scale + shift)

    def score(self, contexts: list[ClaimContext], embedder) -> list[tuple[float, dict[str, float]]]:
        """For each claim: calibrated P(right) as the rules built it, and the role head's score
        for each value of its role field (empty when it has none). One embedding per claim,
        all in one batch; the alternatives differ only in their rule features."""
        if not contexts:
            return []
        embedded = build_features(contexts, embedder, self.vocabulary)
        own = self.probabilities(embedded).tolist()
        alternatives: list[dict[str, float]] = [{} for _ in contexts]
        # only fields the role head may change (a trained margin) are worth scoring
        switchable = {kind for kind, (name, _) in ROLE_FIELDS.items() if self.margin(name) is not None}
        if "role" not in self.heads or not switchable:
            return [(p, {}) for p in own]
        dimension = embedded.shape[1] - len(self.vocabulary) - NUMERIC_FEATURES
        rows, owners = [], []
        for index, context in enumerate(contexts):
            if context.kind not in switchable:
                continue
            for alternative in role_alternatives(context):
                rows.append(alternative)
                owners.append(index)
        if rows:
            features = torch.cat([embedded[owners, :dimension], rule_features(rows, self.vocabulary)], dim=1)
            for owner, alternative, logit in zip(owners, rows, self.logits(features, "role").tolist()):
                name = ROLE_FIELDS[alternative.kind][0]
                alternatives[owner][alternative.fields[name]] = float(torch.sigmoid(torch.tensor(logit)))
        return [(p, alternatives[i]) for i, p in enumerate(own)]

    def margin(self, field_name: str) -> float | None:
        """How much higher the role head must score another value of ``field_name`` than the
        rules' one before it replaces it (``None``: never)."""
        value = self.margins.get(field_name)
        return None if value is None else float(value)

    def threshold(self, kind: str) -> float:
        """Below this probability a claim of ``kind`` is dropped (0 means the model never drops)."""
        return self.thresholds.get(kind, 0.0)

    def hardware_confidence(self, known: bool) -> float:
        """Measured precision of registry hardware claims (known or unknown names)."""
        return self.hardware.get("known" if known else "unknown", 0.9 if known else 0.6)

    def save(self, path: Path) -> None:
        """Write both heads and the metadata as one safetensors file."""
        from safetensors.torch import save_file

        state = {f"{head}.{name}": tensor.detach().contiguous()
                 for head, module in self.heads.items() for name, tensor in module.state_dict().items()}
        save_file(state, str(path), metadata={"inferwatch": json.dumps(self.metadata, sort_keys=True,
                                                                       ensure_ascii=False)})
        Path(path).chmod(0o644)  # a repository file, readable like the rest


def load_classifier_file(path: Path) -> ClaimClassifier:
    """The classifier stored at ``path``; :class:`ClassifierLoadError` names the file on failure."""
    path = Path(path)
    try:
        from safetensors import safe_open
        from safetensors.torch import load_file

        with safe_open(str(path), framework="pt") as handle:
            metadata = json.loads((handle.metadata() or {}).get("inferwatch", "{}"))
        state = load_file(str(path))
        heads = {}
        for name in HEADS:
            own = {key[len(name) + 1:]: tensor for key, tensor in state.items() if key.startswith(f"{name}.")}
            if own:
                heads[name] = make_head(int(metadata["input_size"]), int(metadata.get("hidden", HIDDEN)))
                heads[name].load_state_dict(own)
        if "decision" not in heads:
            raise ValueError("no decision head in the file")
    except Exception as exc:  # noqa: BLE001 - any failure becomes one error naming the file
        raise ClassifierLoadError(f"cannot load claim classifier weights from {path}: {exc}") from exc
    return ClaimClassifier(heads, metadata)


@lru_cache(maxsize=4)
def _cached(path: str) -> ClaimClassifier:
    return load_classifier_file(Path(path))


def load_classifier(path: Path | None = None) -> ClaimClassifier:
    """The classifier at ``path`` (default: the weights shipped in ``extractors/data``), cached per process."""
    return _cached(str(Path(path) if path is not None else DEFAULT_WEIGHTS))
