"""Compare inferwatch's claim extractor with two general-purpose peers on the development set.

    python benchmarks/peer_comparison.py [--devset DIR] [--quantulum-classifier {retrain,off}]

Peers (benchmark-only dependencies, see ``benchmarks/requirements-peers.txt``):

* ``quantulum3`` — quantities with units. Its quantities become price, comparison and
  benchmark claims;
* ``price-parser`` — money amounts. Its prices become price claims.

Every tool sees the same text: the peers run on the sentences of
``extractors.pipeline.prepare_text`` (the cleaned text inferwatch itself extracts from). The
adapters below turn peer output into claim dicts with a few documented keyword rules; they are
deliberately simple, to show what a general parser gets, not to rebuild inferwatch. Neither
peer names hardware, so its hardware row reads ``n/a``.

Everything is scored with ``extractors.evaluation.evaluate`` and printed as one Markdown table
(stdout only; nothing is written). Documents/s is the wall time of each tool's whole run over
the set (text preparation included for the peers); one-off set-up such as loading quantulum3's
unit tables or training its classifier is timed separately and left out.
"""

from __future__ import annotations

import argparse
import logging
import re
import sys
import time
import warnings
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from extractors.evaluation import (  # noqa: E402
    DEFAULT_DEVSET_DIR,
    DevsetError,
    EvaluationReport,
    GoldDocument,
    KindScore,
    evaluate,
    load_devset,
)
from extractors.pipeline import PreparedText, prepare_text  # noqa: E402
from extractors.schema import CLAIM_KINDS  # noqa: E402

PEER_KINDS = {"quantulum3": ("price", "comparison", "benchmark"), "price-parser": ("price",)}
NON_HARDWARE = ("price", "comparison", "benchmark")

# --------------------------------------------------------------------------- shared keyword rules
# Both peers use the same rules, so differences in the table come from the parsers themselves.

# A clause: the stretch of a sentence between separators. Keywords are looked up in the clause
# that holds the number, so "…cache is billed at $0.07 per million tokens, and output costs…"
# does not give $0.07 the word "output".
_CLAUSE_SEPARATORS = re.compile(r"[,;，；、]|\s\|\s")
# Prices also split at joining words: "$0.28 per million input tokens for a cache miss and
# $0.028 per million for a cache hit" holds two prices with their own qualifiers.
_PRICE_CLAUSE_SEPARATORS = re.compile(r"[,;，；、]|\s\|\s|\s(?:and|while|but)\s|和|及", re.IGNORECASE)

# Unit rule, first match wins; the factor turns the quoted unit into per million tokens.
_PER_MILLION = re.compile(r"per\s+(?:1\s*)?(?:million|m\b|mtok)|/\s*(?:1\s*)?m(?:tok)?\b|1m\s+tokens|"
                          r"百万|每百万|/\s*百万", re.IGNORECASE)
_PER_THOUSAND = re.compile(r"per\s+(?:1,?000|1\s*k|thousand)\b|/\s*1?k\b|千", re.IGNORECASE)
_PER_TOKEN = re.compile(r"per\s+token\b|/\s*token\b|每\s*token", re.IGNORECASE)
# Per accelerator-hour needs both an hour word and an accelerator word: "$55 per hour" for a
# whole eight-GPU instance is not a price claim in the schema.
_HOUR = re.compile(r"hour|\bhr\b|/\s*h\b|小时|卡时", re.IGNORECASE)
_ACCELERATOR = re.compile(r"gpu|chip|accelerator|tpu|卡", re.IGNORECASE)

# Token-type rule, in priority order ("cache miss" is an input price per claims.md).
_TOKEN_TYPES = (
    ("input", re.compile(r"cache\s*miss|缓存未命中", re.IGNORECASE)),
    ("cached_input", re.compile(r"cache|缓存", re.IGNORECASE)),
    ("output", re.compile(r"output|completion|输出", re.IGNORECASE)),
    ("input", re.compile(r"input|prompt|输入", re.IGNORECASE)),
)


def clause_around(sentence: str, start: int, end: int, neighbours: list[tuple[int, int]] = (),
                  separators: re.Pattern = _CLAUSE_SEPARATORS) -> str:
    """The clause of ``sentence`` holding ``sentence[start:end]`` (separators: , ; 、 and table bars).

    ``neighbours`` are the spans of the other amounts of the same kind in the sentence; the
    window stops at them too, so in "$3 per million input tokens and $15 per million output
    tokens" each amount only sees its own words.
    """
    left = 0
    for match in separators.finditer(sentence, 0, start):
        left = match.end()
    right_match = separators.search(sentence, end)
    right = right_match.start() if right_match else len(sentence)
    for other_start, other_end in neighbours:
        if other_end <= start:
            left = max(left, other_end)
        elif other_start >= end:
            right = min(right, other_start)
    return sentence[left:right]


def price_unit(clause: str) -> tuple[str, Decimal, str | None] | None:
    """(unit, factor to per-million, token_type) from keywords in the clause; ``None`` when no per-unit is stated.

    A money amount with no per-token or per-hour wording (a funding round, a revenue figure,
    a whole bill) is not a price claim, so it yields nothing.
    """
    if _HOUR.search(clause) and _ACCELERATOR.search(clause):
        return "per_gpu_hour", Decimal(1), None
    if _PER_MILLION.search(clause):
        factor = Decimal(1)
    elif _PER_THOUSAND.search(clause) and re.search(r"token", clause, re.IGNORECASE):
        factor = Decimal(1000)
    elif _PER_TOKEN.search(clause):
        factor = Decimal(1_000_000)
    else:
        return None
    token_type = "unspecified"
    for name, pattern in _TOKEN_TYPES:
        if pattern.search(clause):
            token_type = name
            break
    return "per_million_tokens", factor, token_type


# Comparison rule: direction words and metric words, English with the Chinese equivalents the
# development set uses (both peers are English parsers; the words only read their output).
_UP = re.compile(r"faster|better|higher|more|increase|improv|boost|gain|up\b|greater|rose|rise|grow|grew|提升|提高|增加|快", re.IGNORECASE)
_DOWN = re.compile(r"\bcut|cheaper|lower|reduc|discount|\boff\b|drop|slash|less|fall|fell|decreas|"
                   r"降|下调|便宜|减少|优惠|折", re.IGNORECASE)
_METRICS = (
    ("perf_per_watt", re.compile(r"per\s+watt|energy\s+efficien|power\s+efficien|能效|每瓦", re.IGNORECASE)),
    ("perf_per_dollar", re.compile(r"per\s+dollar|price[-\s]performance|性价比", re.IGNORECASE)),
    ("latency", re.compile(r"latency|time\s+to\s+first\s+token|延迟|时延", re.IGNORECASE)),
    ("throughput", re.compile(r"throughput|tokens?\s*(?:/|per)\s*s|吞吐", re.IGNORECASE)),
    ("price", re.compile(r"price|pricing|cheaper|discount|\boff\b|价格|降价|价", re.IGNORECASE)),
    ("cost", re.compile(r"\bcost|成本", re.IGNORECASE)),
    ("performance", re.compile(r"performance|faster|speed|性能|速度|快", re.IGNORECASE)),
)
# Metrics whose natural direction is "lower is the headline": "4.4x lower latency" → 1/4.4.
_LOWER_IS_BETTER = {"latency", "price", "cost"}
_FOLD_AFTER = re.compile(r"\s*(?:-?\s*fold|times\b|x\b|×|倍)", re.IGNORECASE)


def metric_of(clause: str) -> str | None:
    """The first metric whose keywords appear in the clause."""
    for name, pattern in _METRICS:
        if pattern.search(clause):
            return name
    return None


def comparison_from_factor(factor: float, clause: str) -> tuple[float, str]:
    """(ratio, metric) for "N x / N-fold / N times" in the clause; metric defaults to performance."""
    metric = metric_of(clause) or "performance"
    downward = _DOWN.search(clause) is not None
    if metric in _LOWER_IS_BETTER and downward or (downward and not _UP.search(clause)):
        return 1.0 / factor, metric
    return factor, metric


def comparison_from_percent(percent: float, clause: str) -> tuple[float, str] | None:
    """(ratio, metric) for a percentage of change; ``None`` without both a direction and a metric word."""
    metric = metric_of(clause)
    if metric is None:
        return None
    down, up = _DOWN.search(clause), _UP.search(clause)
    if down and (not up or down.start() < up.start()):
        ratio = 1.0 - percent / 100.0
    elif up:
        ratio = 1.0 + percent / 100.0
    else:
        return None
    return (ratio, metric) if ratio > 0 else None


# --------------------------------------------------------------------------- claim dicts


def _base(kind: str, extractor: str, document: GoldDocument, prepared: PreparedText,
          sentence_span: tuple[int, int], start: int, end: int) -> dict:
    s0, s1 = sentence_span
    return {"kind": kind, "extractor": extractor, "document_id": document.doc_id,
            "sentence": prepared.text[s0:s1], "span": [s0 + start, s0 + end],
            "evidence": prepared.text[s0 + start:s0 + end], "published": str(document.published or "") or None}


def _price_claim(extractor: str, document: GoldDocument, prepared: PreparedText, sentence_span: tuple[int, int],
                 start: int, end: int, amount: Decimal, currency: str,
                 neighbours: list[tuple[int, int]]) -> dict | None:
    sentence = prepared.text[sentence_span[0]:sentence_span[1]]
    unit = price_unit(clause_around(sentence, start, end, neighbours, _PRICE_CLAUSE_SEPARATORS))
    if unit is None or amount <= 0:
        return None
    unit_name, factor, token_type = unit
    claim = _base("price", extractor, document, prepared, sentence_span, start, end)
    claim.update(amount=float(amount * factor), currency=currency, unit=unit_name, token_type=token_type,
                 condition=None)
    return claim


# --------------------------------------------------------------------------- price-parser adapter

# Where money can be: a currency symbol or code before a number, or a currency word after one.
_MONEY_MARKER = re.compile(
    r"US\$|HK\$|\$|€|£|¥|￥|\b(?:USD|CNY|RMB|EUR|GBP)\b|元|\byuan\b|\brenminbi\b|\bdollars?\b|\beuros?\b|美元|人民币",
    re.IGNORECASE)
_MARKER_CURRENCY = {"us$": "USD", "$": "USD", "usd": "USD", "dollar": "USD", "dollars": "USD", "美元": "USD",
                    "€": "EUR", "eur": "EUR", "euro": "EUR", "euros": "EUR", "£": "GBP", "gbp": "GBP",
                    "¥": "CNY", "￥": "CNY", "cny": "CNY", "rmb": "CNY", "元": "CNY", "yuan": "CNY",
                    "renminbi": "CNY", "人民币": "CNY", "hk$": "HKD"}
_WINDOW = 16  # characters of context handed to Price.fromstring on the number's side of the marker


def money_candidates(sentence: str) -> list[tuple[int, int, str]]:
    """(start, end, marker, marker_start, marker_end) for each currency marker of ``sentence``.

    price-parser reads one price per string, so each marker gets its own window: the text
    after a marker that a number follows (``$0.28``, ``RMB 2``), else the text before it
    (``0.2元``, ``2 yuan``); a window stops at neighbouring markers and clause punctuation.
    """
    markers = list(_MONEY_MARKER.finditer(sentence))
    out = []
    for index, marker in enumerate(markers):
        previous_end = markers[index - 1].end() if index else 0
        next_start = markers[index + 1].start() if index + 1 < len(markers) else len(sentence)
        for separator in _CLAUSE_SEPARATORS.finditer(sentence):
            if separator.end() <= marker.start():
                previous_end = max(previous_end, separator.end())
            elif separator.start() >= marker.end():
                next_start = min(next_start, separator.start())
                break
        if re.match(r"\s?\d", sentence[marker.end():]):
            start, end = marker.start(), min(next_start, marker.end() + _WINDOW)
        else:
            start, end = max(previous_end, marker.start() - _WINDOW), marker.end()
        out.append((start, end, marker.group(0), marker.start(), marker.end()))
    return out


def price_parser_predictor() -> Callable[[GoldDocument], list[dict]]:
    """A predictor running ``price_parser.Price.fromstring`` on each money candidate of each sentence."""
    from price_parser import Price

    def predict(document: GoldDocument) -> list[dict]:
        prepared = prepare_text(document.text, content_type=document.content_type)
        claims = []
        for sentence_span in prepared.sentences:
            sentence = prepared.text[sentence_span[0]:sentence_span[1]]
            candidates = money_candidates(sentence)
            for start, end, marker, marker_start, marker_end in candidates:
                # The development set is English and Chinese, where "." is always the decimal
                # point; without the hint price-parser reads "$0.028" as 28 (thousands separator).
                price = Price.fromstring(sentence[start:end], decimal_separator=".")
                if price.amount is None:
                    continue
                # price-parser returns the currency as written ("$", "US$", "RMB") or nothing for
                # 元/yuan; map it to ISO 4217, falling back on the marker that found the candidate.
                written = (price.currency or marker).strip().casefold()
                currency = _MARKER_CURRENCY.get(written) or _MARKER_CURRENCY.get(marker.casefold())
                if currency is None:
                    continue
                neighbours = [(c[3], c[4]) for c in candidates if c[3] != marker_start]
                claim = _price_claim("price-parser", document, prepared, sentence_span, start, end,
                                     price.amount, currency, neighbours)
                if claim is not None:
                    claims.append(claim)
        return claims

    return predict


# --------------------------------------------------------------------------- quantulum3 adapter

_WORKLOAD_UNITS = {"token": "tokens/s", "sample": "samples/s", "query": "queries/s"}


def setup_quantulum(classifier_mode: str) -> float:
    """Configure quantulum3 once; returns the seconds it took.

    * Teaches it the workload units (token, sample, query) through its own
      ``load.add_custom_unit`` API: out of the box "865,000 tokens/s" is a bare number.
    * ``classifier_mode="retrain"`` fits quantulum3's unit-disambiguation classifier in memory
      from the training data shipped in the package (the bundled ``clf.joblib`` does not
      unpickle with the installed scikit-learn); ``"off"`` uses its heuristic fallback.
      Nothing is downloaded and nothing is written.
    """
    started = time.perf_counter()
    warnings.filterwarnings("ignore", module="quantulum3")
    logging.getLogger("quantulum3").setLevel(logging.ERROR)
    from quantulum3 import classifier as quantulum_classifier
    from quantulum3 import load

    load.add_custom_entity("ai workload", dimensions=[], URI="Token")
    load.add_custom_unit("token", surfaces=["token"], entity="ai workload", URI="Token", dimensions=[],
                         symbols=["tokens", "tok"])
    load.add_custom_unit("sample", surfaces=["sample"], entity="ai workload", URI="Sample", dimensions=[],
                         symbols=["samples"])
    load.add_custom_unit("query", surfaces=["query"], entity="ai workload", URI="Query", dimensions=[],
                         symbols=["queries"])
    if classifier_mode == "off" or not quantulum_classifier.USE_CLF:
        quantulum_classifier.USE_CLF = False
    else:
        trained = quantulum_classifier.Classifier(
            classifier_object=quantulum_classifier.train_classifier(store=False, n_jobs=1))
        quantulum_classifier.classifier = lambda lang="en_US", classifier_path=None: trained
    return time.perf_counter() - started


def quantulum_predictor() -> Callable[[GoldDocument], list[dict]]:
    """A predictor running ``quantulum3.parser.parse`` on each sentence (call :func:`setup_quantulum` first)."""
    from quantulum3 import load, parser

    units = load.units("en_US")

    def currency_code(quantity) -> str | None:
        for dimension in quantity.unit.dimensions:
            unit = units.names.get(dimension["base"])
            if unit is not None and unit.entity.name == "currency" and dimension["power"] == 1:
                return getattr(unit, "currency_code", None)
        return None

    def predict(document: GoldDocument) -> list[dict]:
        prepared = prepare_text(document.text, content_type=document.content_type)
        claims = []
        for sentence_span in prepared.sentences:
            sentence = prepared.text[sentence_span[0]:sentence_span[1]]
            try:
                quantities = parser.parse(sentence)
            except Exception:  # noqa: BLE001 - a peer crash on one sentence costs recall, not the run
                continue
            money_spans = [q.span for q in quantities if currency_code(q) is not None]
            for quantity in quantities:
                start, end = quantity.span
                clause = clause_around(sentence, start, end)
                value = quantity.value
                if not isinstance(value, (int, float)) or value <= 0:
                    continue
                currency = currency_code(quantity)
                if currency is not None:
                    neighbours = [span for span in money_spans if span != (start, end)]
                    claim = _price_claim("quantulum3", document, prepared, sentence_span, start, end,
                                         Decimal(str(value)), currency, neighbours)
                    if claim is not None:
                        claims.append(claim)
                    continue
                dims = {d["base"]: d["power"] for d in quantity.unit.dimensions}
                workload = [u for u in _WORKLOAD_UNITS if dims.get(u) == 1]
                per_second = any(base.startswith("second") and power == -1 for base, power in dims.items())
                if workload and per_second and len(dims) == 2:
                    claim = _base("benchmark", "quantulum3", document, prepared, sentence_span, start, end)
                    claim.update(value=float(value), unit=_WORKLOAD_UNITS[workload[0]])
                    claims.append(claim)
                    continue
                if quantity.unit.name == "percentage":
                    found = comparison_from_percent(float(value), clause)
                elif quantity.unit.name == "dimensionless" and (
                        re.search(r"\d\s*[x×]$", quantity.surface.strip(), re.IGNORECASE)
                        or _FOLD_AFTER.match(sentence, end)):
                    found = comparison_from_factor(float(value), clause)
                else:
                    found = None
                if found is not None:
                    claim = _base("comparison", "quantulum3", document, prepared, sentence_span, start, end)
                    claim.update(ratio=round(found[0], 6), metric=found[1])
                    claims.append(claim)
        return claims

    return predict


# --------------------------------------------------------------------------- inferwatch


def inferwatch_predictor(extract: Callable) -> Callable[[GoldDocument], list[dict]]:
    """A predictor calling an inferwatch ``extract_claims``-shaped function."""

    def predict(document: GoldDocument) -> list[dict]:
        result = extract(document.text, content_type=document.content_type, document_id=document.doc_id,
                         published=document.published)
        claims = [claim.model_dump(mode="json") for claim in result.claims]
        for claim in claims:
            start, end = claim.get("span") or (0, 0)
            claim.setdefault("evidence", result.prepared.text[start:end])
        return claims

    return predict


def model_extractor() -> Callable | None:
    """``extractors.model_pipeline.extract_claims_with_model`` when that module exists and imports."""
    try:
        from extractors.model_pipeline import extract_claims_with_model
    except ImportError:
        return None
    return extract_claims_with_model


# --------------------------------------------------------------------------- table


@dataclass
class ToolRun:
    """One tool's report, run time and the kinds it can produce."""

    name: str
    report: EvaluationReport
    seconds: float
    kinds: tuple[str, ...]
    setup_seconds: float = 0.0


def _cell(score: KindScore) -> str:
    return f"{score.precision:.3f} / {score.recall:.3f} / {score.f1:.3f}"


def _counts(score: KindScore) -> str:
    return f"{score.tp} / {score.fp} / {score.fn}"


def _summed(report: EvaluationReport, kinds: tuple[str, ...]) -> KindScore:
    scores = [report.per_kind[k] for k in kinds if k in report.per_kind]
    return KindScore.from_counts("sum", sum(s.tp for s in scores), sum(s.fp for s in scores),
                                 sum(s.fn for s in scores))


def format_comparison(runs: list[ToolRun]) -> str:
    """The combined Markdown table: P / R / F1 and TP / FP / FN per kind and tool, distractors, speed."""
    header = "| | " + " | ".join(run.name for run in runs) + " |"
    rule = "|---|" + "---:|" * len(runs)
    documents = runs[0].report.documents
    gold = runs[0].report.gold_claims
    lines = [f"### Peer comparison on the development set ({documents} documents, {gold} gold claims)", "",
             "Precision / recall / F1 per claim kind (n/a: the tool does not produce that kind).", "",
             header, rule]

    def row(label: str, render: Callable[[ToolRun], str]) -> None:
        lines.append(f"| {label} | " + " | ".join(render(run) for run in runs) + " |")

    for kind in CLAIM_KINDS:
        row(kind, lambda run, k=kind: _cell(run.report.per_kind[k]) if k in run.kinds else "n/a")
    row("price + comparison + benchmark", lambda run: _cell(_summed(run.report, NON_HARDWARE)))
    row("all kinds", lambda run: _cell(run.report.overall) if set(CLAIM_KINDS) <= set(run.kinds) else "n/a")
    row("distractor precision",
        lambda run: f"{run.report.distractor_precision:.3f} ({run.report.distractor_false_positives} FP / "
                    f"{run.report.distractor_predictions})")
    row("predicted claims", lambda run: str(run.report.predicted_claims))
    row("documents/s", lambda run: f"{documents / run.seconds:,.1f}" if run.seconds > 0 else "inf")
    row("one-off set-up (s)", lambda run: f"{run.setup_seconds:.1f}")
    lines += ["", "TP / FP / FN per claim kind.", "", header, rule]
    for kind in CLAIM_KINDS:
        row(kind, lambda run, k=kind: _counts(run.report.per_kind[k]) if k in run.kinds else "n/a")
    row("price + comparison + benchmark", lambda run: _counts(_summed(run.report, NON_HARDWARE)))
    return "\n".join(lines) + "\n"


def _timed(name: str, predict: Callable, documents: list[GoldDocument], kinds: tuple[str, ...],
           setup_seconds: float = 0.0) -> ToolRun:
    started = time.perf_counter()
    report = evaluate(predict, documents)
    return ToolRun(name, report, time.perf_counter() - started, kinds, setup_seconds)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--devset", type=Path, default=DEFAULT_DEVSET_DIR, help="development-set directory")
    parser.add_argument("--quantulum-classifier", choices=("retrain", "off"), default="retrain",
                        help="quantulum3 unit disambiguation: classifier fitted in memory from its bundled "
                             "training data (default), or its heuristic fallback")
    args = parser.parse_args(argv)

    try:
        documents = load_devset(args.devset)
    except DevsetError as exc:
        print(f"invalid development set: {exc}", file=sys.stderr)
        return 2

    # The peers run first: after a full inferwatch run in the same process quantulum3 stops
    # reading "4x" as a quantity (some shared global state; not yet traced), which would halve
    # its comparison recall for reasons that are not its own.
    peer_runs: list[ToolRun] = []
    try:
        setup_seconds = setup_quantulum(args.quantulum_classifier)
        peer_runs.append(_timed(f"quantulum3 ({args.quantulum_classifier} clf)", quantulum_predictor(), documents,
                                PEER_KINDS["quantulum3"], setup_seconds))
    except ImportError as exc:
        print(f"quantulum3 skipped (pip install -r benchmarks/requirements-peers.txt): {exc}", file=sys.stderr)
    try:
        peer_runs.append(_timed("price-parser", price_parser_predictor(), documents, PEER_KINDS["price-parser"]))
    except ImportError as exc:
        print(f"price-parser skipped (pip install -r benchmarks/requirements-peers.txt): {exc}", file=sys.stderr)

    from extractors.pipeline import EXTRACTOR_VERSION, extract_claims

    runs = [_timed(f"inferwatch {EXTRACTOR_VERSION}", inferwatch_predictor(extract_claims), documents,
                   CLAIM_KINDS)]
    with_model = model_extractor()
    if with_model is not None:
        runs.append(_timed("inferwatch + model", inferwatch_predictor(with_model), documents, CLAIM_KINDS))
    runs += peer_runs

    print(format_comparison(runs))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
