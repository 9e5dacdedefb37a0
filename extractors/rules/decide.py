"""The rule decision over candidates (restatements removed) and the pydantic claim of a candidate."""

from __future__ import annotations

import datetime as dt

from extractors.currency import to_usd
from extractors.rules.context import Candidate
from extractors.schema import BenchmarkClaim, ClaimBase, ComparisonClaim, HardwareClaim, PriceClaim
from extractors.text import PreparedText


def _price_key(candidate: Candidate) -> tuple:
    fields = candidate.fields
    return (fields["amount"], fields["currency"], fields["unit"], fields["token_type"], fields["condition"],
            (fields["subject"] or "").lower())


def decide(candidates: list[Candidate]) -> list[Candidate]:
    """The accepted candidates, restated prices and repeated comparisons removed."""
    accepted: list[Candidate] = []
    seen: set[tuple] = set()
    typed_prices = {(c.fields["amount"], c.fields["currency"], c.fields["unit"]) for c in candidates
                    if c.accepted and c.kind == "price" and c.fields["token_type"] not in (None, "unspecified")}
    priced: set[tuple] = set()
    # Results whose own sentence names the workload: the same figure elsewhere without it restates them.
    named_results = {(c.fields["value"], c.fields["unit"]) for c in candidates
                     if c.accepted and c.kind == "benchmark" and c.features.get("benchmark_from") == "sentence"}
    for candidate in candidates:
        if not candidate.accepted:
            continue
        if candidate.kind == "price":
            key = ("price", *_price_key(candidate))
            fields, features = candidate.fields, candidate.features
            amount_key = (fields["amount"], fields["currency"], fields["unit"])
            if fields["token_type"] == "unspecified" and amount_key in typed_prices and (
                    features.get("restated_as_quantity") or features.get("restatement_cue")):
                # "1块钱能买200万tokens" next to "0.0005元/千tokens" for input: the same price restated.
                candidate.rejection = "restatement of an earlier claim"
                continue
            if features.get("unit_from") == "context" and features.get("subject_from") not in ("sentence", "table") \
                    and (*amount_key, fields["token_type"]) in priced:
                # "缓存命中只要1元" in a reply: an amount already priced above, whatever the nearest name.
                candidate.rejection = "restatement of an earlier claim"
                continue
            priced.add((*amount_key, fields["token_type"]))
        elif candidate.kind == "comparison":
            # A headline restating the body's claim is one claim.
            fields = candidate.fields
            key = ("comparison", fields["ratio"], fields["metric"], (fields["subject"] or "").lower())
        elif candidate.kind == "benchmark":
            fields = candidate.fields
            key = ("benchmark", fields["value"], fields["unit"], fields["benchmark"])
            if candidate.features.get("benchmark_from") != "sentence" and \
                    (fields["value"], fields["unit"]) in named_results:
                # "At 969 t/s on a 405-billion-parameter model, ..." after "969 tokens/s on Llama 3.1 405B".
                candidate.rejection = "restatement of an earlier claim"
                continue
        else:
            key = ("hardware", candidate.fields["name"].lower())
        if key in seen:
            candidate.rejection = "restatement of an earlier claim"
            continue
        seen.add(key)
        accepted.append(candidate)
    return accepted


def build_claim(candidate: Candidate, prepared: PreparedText, *, document_id: str | None,
                published: dt.date | None, extractor: str) -> ClaimBase:
    """The pydantic claim for an accepted ``candidate``."""
    start, end = prepared.sentences[candidate.sentence_index]
    common = {"document_id": document_id, "sentence": prepared.text[start:end], "span": candidate.span,
              "confidence": candidate.confidence, "extractor": extractor, "published": published}
    fields = dict(candidate.fields)
    if candidate.kind == "price":
        on = published
        effective_from = fields.get("effective_from")
        if isinstance(effective_from, dt.datetime):
            on = effective_from.date()
        elif isinstance(effective_from, dt.date):
            on = effective_from
        converted = to_usd(fields["amount"], fields["currency"], on)
        if converted is not None:
            fields["amount_usd"], fields["fx_rate"], fields["fx_date"] = converted
        return PriceClaim(**common, **fields)
    if candidate.kind == "comparison":
        return ComparisonClaim(**common, **fields)
    if candidate.kind == "benchmark":
        return BenchmarkClaim(**common, **fields)
    return HardwareClaim(**common, **fields)
