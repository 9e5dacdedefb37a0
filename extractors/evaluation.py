"""Scoring claim extractors against the labelled development set.

The development set lives in ``data/eval/devset/<doc_id>.json``: one document per file with
its text and gold claims labelled by the contract in ``spec/claims.md``. :func:`load_devset`
reads and validates it, :func:`evaluate` runs a predictor over the documents and scores the
predicted claims kind by kind, and :func:`format_report` renders the result as Markdown.

Matching is per document and per kind, greedy and one-to-one (each gold claim and each
prediction is used at most once, so a duplicated prediction is a false positive). A
prediction *matches* a gold claim when its key fields agree:

* ``price``: ``amount`` equal after rounding both to 6 significant digits, and ``currency``,
  ``unit`` and ``token_type`` equal;
* ``comparison``: ``ratio`` within 2% (relative to the gold ratio) and ``metric`` equal;
* ``benchmark``: ``value`` within 0.5% (relative to the gold value) and ``unit`` equal;
* ``hardware``: ``name`` equal ignoring case and runs of white space.

Field accuracy is measured separately on *aligned* pairs: every matched pair, plus each
remaining gold claim paired with a remaining prediction of the same kind whose evidence
overlaps the gold evidence. For every field the gold claim states (other than ``kind`` and
``evidence``) the pair counts as correct when the prediction carries the same value.

Plain Python: no Dagster, no model imports.
"""

from __future__ import annotations

import datetime as dt
import json
import math
import re
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any, Callable, Iterable

from extractors.schema import CLAIM_KINDS

DEFAULT_DEVSET_DIR = Path(__file__).resolve().parent.parent / "data" / "eval" / "devset"

GENRES = ("news", "press_release", "price_table", "mlperf", "distractor", "analysis")
CONTENT_TYPES = ("text/plain", "text/html", "text/markdown")
LANGUAGES = ("en", "zh")
PRICE_UNITS = ("per_million_tokens", "per_gpu_hour")
TOKEN_TYPES = ("input", "cached_input", "output", "blended", "unspecified")
COMPARISON_METRICS = (
    "throughput", "performance", "perf_per_dollar", "perf_per_watt", "latency", "price", "cost",
)
BENCHMARK_UNITS = ("tokens/s", "samples/s", "queries/s")

PRICE_SIGNIFICANT_DIGITS = 6
RATIO_TOLERANCE = 0.02
BENCHMARK_VALUE_TOLERANCE = 0.005

# Fields compared numerically in field accuracy, with the tolerance their key match uses.
_NUMERIC_FIELDS = {"amount": None, "ratio": RATIO_TOLERANCE, "value": BENCHMARK_VALUE_TOLERANCE,
                   "amount_usd": 0.01, "accelerator_count": 0.0}
_NOT_COMPARED = {"kind", "evidence", "note"}


class DevsetError(ValueError):
    """A development-set file that is missing fields or contradicts its own text."""


@dataclass
class GoldDocument:
    """One labelled document of the development set."""

    doc_id: str
    language: str
    genre: str
    content_type: str
    published: dt.date | None
    text: str
    claims: list[dict]
    path: Path | None = None


@dataclass
class KindScore:
    """Counts and rates for one claim kind (or ``all`` kinds together)."""

    kind: str
    tp: int
    fp: int
    fn: int
    precision: float
    recall: float
    f1: float

    @classmethod
    def from_counts(cls, kind: str, tp: int, fp: int, fn: int) -> "KindScore":
        """Rates from counts; a rate with an empty denominator is 1.0 (nothing to get wrong)."""
        precision = tp / (tp + fp) if tp + fp else 1.0
        recall = tp / (tp + fn) if tp + fn else 1.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        return cls(kind, tp, fp, fn, precision, recall, f1)


@dataclass
class EvaluationReport:
    """The outcome of :func:`evaluate`.

    ``per_field[kind][field]`` is the share of aligned pairs of that kind whose predicted
    ``field`` equals the gold one; ``field_support[kind][field]`` is how many pairs that share
    was computed over. ``distractor_precision`` is defined in :func:`evaluate`.
    """

    per_kind: dict[str, KindScore]
    per_field: dict[str, dict[str, float]]
    distractor_precision: float
    documents: int
    gold_claims: int
    predicted_claims: int
    overall: KindScore | None = None
    field_support: dict[str, dict[str, int]] = field(default_factory=dict)
    distractor_documents: int = 0
    distractor_predictions: int = 0
    distractor_false_positives: int = 0


# --------------------------------------------------------------------------- loading


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _check_claim(claim: Any, text: str, where: str) -> None:
    if not isinstance(claim, dict):
        raise DevsetError(f"{where}: a claim must be a JSON object, got {type(claim).__name__}")
    kind = claim.get("kind")
    if kind not in CLAIM_KINDS:
        raise DevsetError(f"{where}: kind {kind!r} is not one of {', '.join(CLAIM_KINDS)}")
    evidence = claim.get("evidence")
    if not isinstance(evidence, str) or not evidence.strip():
        raise DevsetError(f"{where}: evidence must be a non-empty string")
    if evidence not in text:
        raise DevsetError(f"{where}: evidence {evidence!r} is not a substring of the document text")

    def require(name: str, ok: Callable[[Any], bool], expected: str) -> None:
        if name not in claim or not ok(claim[name]):
            raise DevsetError(f"{where}: {kind} field {name!r} must be {expected}, got {claim.get(name)!r}")

    if kind == "price":
        require("amount", lambda v: _is_number(v) and v > 0, "a positive number")
        require("currency", lambda v: isinstance(v, str) and re.fullmatch(r"[A-Z]{3}", v) is not None,
                "an ISO 4217 code")
        require("unit", lambda v: v in PRICE_UNITS, f"one of {PRICE_UNITS}")
        require("token_type", lambda v: v is None or v in TOKEN_TYPES, f"null or one of {TOKEN_TYPES}")
        if claim["unit"] == "per_million_tokens" and claim["token_type"] is None:
            raise DevsetError(f"{where}: a per-token price needs a token_type (use 'unspecified')")
    elif kind == "comparison":
        require("ratio", lambda v: _is_number(v) and v > 0, "a positive number")
        require("metric", lambda v: v in COMPARISON_METRICS, f"one of {COMPARISON_METRICS}")
    elif kind == "benchmark":
        require("value", lambda v: _is_number(v) and v > 0, "a positive number")
        require("unit", lambda v: v in BENCHMARK_UNITS, f"one of {BENCHMARK_UNITS}")
        if "accelerator_count" in claim and claim["accelerator_count"] is not None:
            require("accelerator_count", lambda v: isinstance(v, int) and not isinstance(v, bool) and v > 0,
                    "a positive integer or null")
    else:
        require("name", lambda v: isinstance(v, str) and v.strip() != "", "a non-empty string")
        if "known" in claim:
            require("known", lambda v: isinstance(v, bool), "true or false")


def load_document(path: Path) -> GoldDocument:
    """Read and validate one development-set file; :class:`DevsetError` names the file."""
    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise DevsetError(f"{path}: cannot read as UTF-8 JSON: {exc}") from exc
    if not isinstance(data, dict):
        raise DevsetError(f"{path}: the top level must be a JSON object")
    for key in ("doc_id", "language", "genre", "content_type", "text", "claims"):
        if key not in data:
            raise DevsetError(f"{path}: missing key {key!r}")
    if data["doc_id"] != path.stem:
        raise DevsetError(f"{path}: doc_id {data['doc_id']!r} does not match the file name")
    if data["language"] not in LANGUAGES:
        raise DevsetError(f"{path}: language {data['language']!r} is not one of {LANGUAGES}")
    if data["genre"] not in GENRES:
        raise DevsetError(f"{path}: genre {data['genre']!r} is not one of {GENRES}")
    if data["content_type"] not in CONTENT_TYPES:
        raise DevsetError(f"{path}: content_type {data['content_type']!r} is not one of {CONTENT_TYPES}")
    if not isinstance(data["text"], str) or not data["text"].strip():
        raise DevsetError(f"{path}: text must be a non-empty string")
    if not isinstance(data["claims"], list):
        raise DevsetError(f"{path}: claims must be a list")
    published = data.get("published")
    if published is not None:
        try:
            published = dt.date.fromisoformat(published)
        except (TypeError, ValueError) as exc:
            raise DevsetError(f"{path}: published {published!r} is not an ISO date") from exc
    for index, claim in enumerate(data["claims"]):
        _check_claim(claim, data["text"], f"{path} claim {index}")
    return GoldDocument(
        doc_id=data["doc_id"], language=data["language"], genre=data["genre"],
        content_type=data["content_type"], published=published, text=data["text"],
        claims=data["claims"], path=path,
    )


def load_devset(directory: Path = DEFAULT_DEVSET_DIR) -> list[GoldDocument]:
    """All documents of the development set in ``directory``, sorted by ``doc_id``.

    Raises :class:`DevsetError` naming the file (and claim index) of the first invalid entry,
    or the directory when it holds no documents.
    """
    directory = Path(directory)
    if not directory.is_dir():
        raise DevsetError(f"{directory}: development-set directory not found")
    paths = sorted(directory.glob("*.json"))
    if not paths:
        raise DevsetError(f"{directory}: no *.json documents")
    documents = [load_document(path) for path in paths]
    seen: dict[str, Path] = {}
    for document in documents:
        if document.doc_id in seen:
            raise DevsetError(f"{document.path}: doc_id {document.doc_id!r} repeats {seen[document.doc_id]}")
        seen[document.doc_id] = document.path
    return documents


# --------------------------------------------------------------------------- matching


def _decimal(value: Any) -> Decimal | None:
    if value is None or isinstance(value, bool):
        return None
    try:
        number = Decimal(str(value))
    except (InvalidOperation, ValueError):
        return None
    return number if number.is_finite() else None


def _round_significant(value: Decimal, digits: int = PRICE_SIGNIFICANT_DIGITS) -> Decimal:
    if value == 0:
        return Decimal(0)
    exponent = value.adjusted() - digits + 1
    return value.quantize(Decimal(1).scaleb(exponent)).normalize()


def _within(gold: Any, predicted: Any, tolerance: float) -> bool:
    g, p = _decimal(gold), _decimal(predicted)
    if g is None or p is None:
        return False
    if g == 0:
        return p == 0
    return abs(p - g) <= abs(g) * Decimal(str(tolerance))


def _norm_text(value: Any) -> str:
    return re.sub(r"\s+", " ", str(value)).strip().casefold()


def _loose_name(value: Any) -> str:
    text = _norm_text(value)
    text = re.sub(r"^the\s+", "", text)
    return re.sub(r"[^\w.+/]+", " ", text).strip()


def _names_agree(gold: Any, predicted: Any) -> bool:
    """Case-insensitive equality that also accepts a vendor prefix on one side ("B200" ~ "NVIDIA B200")."""
    g, p = _loose_name(gold), _loose_name(predicted)
    if g == p:
        return True
    if not g or not p:
        return False
    return g.endswith(" " + p) or p.endswith(" " + g)


def key_match(gold: dict, predicted: dict) -> bool:
    """Whether ``predicted`` states the same claim as ``gold`` (same kind, key fields agree)."""
    kind = gold.get("kind")
    if predicted.get("kind") != kind:
        return False
    if kind == "price":
        g, p = _decimal(gold.get("amount")), _decimal(predicted.get("amount"))
        return (
            g is not None and p is not None
            and _round_significant(g) == _round_significant(p)
            and gold.get("currency") == predicted.get("currency")
            and gold.get("unit") == predicted.get("unit")
            and gold.get("token_type") == predicted.get("token_type")
        )
    if kind == "comparison":
        return gold.get("metric") == predicted.get("metric") and _within(
            gold.get("ratio"), predicted.get("ratio"), RATIO_TOLERANCE)
    if kind == "benchmark":
        return gold.get("unit") == predicted.get("unit") and _within(
            gold.get("value"), predicted.get("value"), BENCHMARK_VALUE_TOLERANCE)
    if kind == "hardware":
        return _norm_text(gold.get("name", "")) == _norm_text(predicted.get("name", ""))
    return False


def _squash(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().casefold()


def _evidence_overlaps(gold: dict, predicted: dict) -> bool:
    """Whether the prediction's evidence (or, failing that, its sentence) covers the gold evidence.

    Predicted spans index the extractor's cleaned text, not the raw document, so the comparison
    is textual: either string contains the other after folding white space and case.
    """
    gold_text = _squash(gold.get("evidence", ""))
    if not gold_text:
        return False
    for key in ("evidence", "sentence"):
        candidate = predicted.get(key)
        if isinstance(candidate, str) and candidate.strip():
            cand = _squash(candidate)
            if gold_text in cand or cand in gold_text:
                return True
    return False


def field_agrees(name: str, gold_value: Any, predicted_value: Any) -> bool:
    """Field-level equality used for field accuracy."""
    if gold_value is None or predicted_value is None:
        return gold_value is None and predicted_value is None
    if name == "amount":
        g, p = _decimal(gold_value), _decimal(predicted_value)
        return g is not None and p is not None and _round_significant(g) == _round_significant(p)
    if name in _NUMERIC_FIELDS:
        return _within(gold_value, predicted_value, _NUMERIC_FIELDS[name])
    if isinstance(gold_value, bool) or isinstance(predicted_value, bool):
        return gold_value == predicted_value
    if name in ("subject", "baseline", "accelerator", "system", "organization"):
        return _names_agree(gold_value, predicted_value)
    if name in ("effective_from", "effective_until", "published"):
        return str(predicted_value).startswith(str(gold_value)) or str(gold_value).startswith(str(predicted_value))
    return _norm_text(gold_value) == _norm_text(predicted_value)


def _match_kind(gold: list[dict], predicted: list[dict]) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """Greedy one-to-one matching of one kind in one document.

    Returns (matched pairs, aligned pairs) as (gold index, predicted index); aligned pairs
    include the matched ones plus unmatched pairs joined only by overlapping evidence.
    """
    used: set[int] = set()
    matched: list[tuple[int, int]] = []
    for gi, g in enumerate(gold):
        candidates = [pi for pi, p in enumerate(predicted) if pi not in used and key_match(g, p)]
        if not candidates:
            continue
        # Among equal keys prefer the prediction drawn from the same evidence.
        overlapping = [pi for pi in candidates if _evidence_overlaps(g, predicted[pi])]
        chosen = (overlapping or candidates)[0]
        used.add(chosen)
        matched.append((gi, chosen))
    aligned = list(matched)
    matched_gold = {gi for gi, _ in matched}
    for gi, g in enumerate(gold):
        if gi in matched_gold:
            continue
        for pi, p in enumerate(predicted):
            if pi not in used and _evidence_overlaps(g, p):
                used.add(pi)
                aligned.append((gi, pi))
                break
    return matched, aligned


def _as_dict(prediction: Any) -> dict:
    if isinstance(prediction, dict):
        return prediction
    dump = getattr(prediction, "model_dump", None)
    if callable(dump):
        return dump(mode="json")
    raise TypeError(f"a prediction must be a dict or a pydantic claim, got {type(prediction).__name__}")


def evaluate(predict: Callable[[GoldDocument], Iterable[dict]], documents: list[GoldDocument]) -> EvaluationReport:
    """Run ``predict`` on every document and score its claims against the gold labels.

    ``predict`` returns claims as dicts in the JSON shape of ``extractors.schema``
    (``claim.model_dump(mode="json")``; pydantic claim objects are accepted too). Predictions
    of an unknown kind count as false positives of kind ``other``.

    Distractor precision is computed over the documents whose genre is ``distractor``:
    with P the number of claims predicted in them and FP the number of those that match no
    gold claim, it is ``1 - FP / max(1, P)``. It is 1.0 when nothing is extracted from
    distractors (and when there are no distractor documents).
    """
    counts = {kind: [0, 0, 0] for kind in CLAIM_KINDS}
    field_hits: dict[str, dict[str, int]] = {kind: {} for kind in CLAIM_KINDS}
    field_totals: dict[str, dict[str, int]] = {kind: {} for kind in CLAIM_KINDS}
    gold_total = predicted_total = 0
    distractor_docs = distractor_predictions = distractor_fp = 0

    for document in documents:
        predictions = [_as_dict(p) for p in (predict(document) or [])]
        gold_total += len(document.claims)
        predicted_total += len(predictions)
        document_fp = 0
        for kind in CLAIM_KINDS:
            gold = [c for c in document.claims if c.get("kind") == kind]
            predicted = [p for p in predictions if p.get("kind") == kind]
            matched, aligned = _match_kind(gold, predicted)
            tp = len(matched)
            counts[kind][0] += tp
            counts[kind][1] += len(predicted) - tp
            counts[kind][2] += len(gold) - tp
            document_fp += len(predicted) - tp
            for gi, pi in aligned:
                for name, gold_value in gold[gi].items():
                    if name in _NOT_COMPARED:
                        continue
                    field_totals[kind][name] = field_totals[kind].get(name, 0) + 1
                    if field_agrees(name, gold_value, predicted[pi].get(name)):
                        field_hits[kind][name] = field_hits[kind].get(name, 0) + 1
        other = [p for p in predictions if p.get("kind") not in CLAIM_KINDS]
        if other:
            counts.setdefault("other", [0, 0, 0])[1] += len(other)
            document_fp += len(other)
        if document.genre == "distractor":
            distractor_docs += 1
            distractor_predictions += len(predictions)
            distractor_fp += document_fp

    per_kind = {kind: KindScore.from_counts(kind, *c) for kind, c in counts.items()}
    overall = KindScore.from_counts(
        "all", sum(c[0] for c in counts.values()), sum(c[1] for c in counts.values()),
        sum(c[2] for c in counts.values()))
    per_field = {
        kind: {name: field_hits[kind].get(name, 0) / total for name, total in sorted(totals.items())}
        for kind, totals in field_totals.items()
    }
    return EvaluationReport(
        per_kind=per_kind,
        per_field=per_field,
        distractor_precision=1.0 - distractor_fp / max(1, distractor_predictions),
        documents=len(documents),
        gold_claims=gold_total,
        predicted_claims=predicted_total,
        overall=overall,
        field_support={kind: dict(sorted(t.items())) for kind, t in field_totals.items()},
        distractor_documents=distractor_docs,
        distractor_predictions=distractor_predictions,
        distractor_false_positives=distractor_fp,
    )


# --------------------------------------------------------------------------- rendering


def format_report(report: EvaluationReport, title: str = "Claim extraction") -> str:
    """The report as Markdown: a per-kind table, a field-accuracy table and the distractor line."""
    lines = [f"### {title}", "",
             f"{report.documents} documents, {report.gold_claims} gold claims, "
             f"{report.predicted_claims} predicted claims.", "",
             "| kind | TP | FP | FN | precision | recall | F1 |",
             "|---|---:|---:|---:|---:|---:|---:|"]
    rows = list(report.per_kind.values())
    if report.overall is not None:
        rows.append(report.overall)
    for score in rows:
        label = f"**{score.kind}**" if score.kind == "all" else score.kind
        lines.append(f"| {label} | {score.tp} | {score.fp} | {score.fn} | "
                     f"{score.precision:.3f} | {score.recall:.3f} | {score.f1:.3f} |")
    lines += ["", "| kind | field | accuracy | pairs |", "|---|---|---:|---:|"]
    for kind, fields in report.per_field.items():
        for name, accuracy in fields.items():
            support = report.field_support.get(kind, {}).get(name, 0)
            lines.append(f"| {kind} | {name} | {accuracy:.3f} | {support} |")
    lines += ["", f"Distractor precision: {report.distractor_precision:.3f} "
                  f"({report.distractor_false_positives} false positives among "
                  f"{report.distractor_predictions} predictions in {report.distractor_documents} "
                  f"distractor documents)."]
    return "\n".join(lines) + "\n"


def as_predictions(result) -> list[dict]:
    """An extraction result's claims as the scorer reads them: each claim's JSON plus its evidence text."""
    predictions = []
    for claim in result.claims:
        data = claim.model_dump(mode="json")
        start, end = data["span"]
        data["evidence"] = result.prepared.text[start:end]
        predictions.append(data)
    return predictions
