"""Which claims may appear in a digest as figures, and how they read.

A claim becomes a figure only if every check below passes; otherwise it is rejected with a reason
(kept on the digest, so a reader of the warehouse can see why a number is missing):

* it is current: not a superseded price quoted for comparison (``condition = 'previous'``) and not
  a hypothetical, estimate or projection (by its condition, or by a conditional sentence);
* its confidence reaches the threshold (a setting, :mod:`pipelines.digest.settings`);
* its subject is resolved (a model id or a registry hardware name) or written in its sentence as
  stored, and a comparison's baseline names something (not "it", 它 or "the same chassis");
* where a provider's page prices the same thing for the same day (``price_disagreements``) or MLPerf
  measured the same pair of accelerators (``claims_vs_measurements``) and they disagree, the figure
  stays, with the other side attached: the disagreement is the news.

Only fields are read (kind, condition, confidence, subject, baseline, ratio, …), so the filters hold
when the extractor changes.
"""

from __future__ import annotations

import datetime as dt
import functools
import re
from decimal import Decimal

from pipelines.digest.model import Figure
from warehouse.db import joined_ids

CURRENCY_SYMBOLS = {"USD": "$", "CNY": "¥", "EUR": "€", "GBP": "£", "JPY": "JP¥"}
TOKEN_WORDS = {"input": "input", "cached_input": "cached-input", "output": "output", "blended": "blended",
               "unspecified": ""}
METRIC_WORDS = {
    "throughput": "throughput", "performance": "performance", "perf_per_dollar": "performance per dollar",
    "perf_per_watt": "performance per watt", "latency": "latency", "price": "price", "cost": "cost",
}
NOT_CURRENT = {"previous", "former", "old", "superseded"}
SPECULATIVE = re.compile(r"^(hypothetical|estimate|estimated|projection|projected|assum|forecast)", re.I)
# a sentence that states a condition and its consequence, an assumption, a projection or an estimate
CONDITIONAL = re.compile(
    r"\bif\b[^.;]*\b(would|could|will|doubles?|halves?)\b|\bwould\b|\bhypothetical|\bassum(e|es|ed|ing|ption)|"
    r"\bevery (halving|doubling)\b|\bprojection\b|\bwe estimate|\bestimated?\b|如果|假如|假设|倘若|要是",
    re.I,
)
# a sentence about the price list that no longer applies ("过去…只需4元", "Until Friday, … charged $0.27")
PAST = re.compile(r"过去|此前|原先|以前|旧价|\bused to\b|\bpreviously\b|\buntil (?:Friday|Monday|Tuesday|Wednesday|"
                  r"Thursday|Saturday|Sunday|now|the cut|\d)|\bbefore the (?:cut|change)\b|\bthe old (?:list|price)",
                  re.I)
HISTORICAL = 180          # days: a price that took effect this long before the week is history, not news
VAGUE_BASELINE = re.compile(
    r"^(it|its|itself|this|that|these|those|them|they|the same\b.*|same\b.*|the other\b.*|the former|the latter|"
    r"it's|它|它们|其|该|此|前者|后者|对方|同一.*)$", re.I)
APPROXIMATE_DIGITS = 2
# no accelerator rents for more than this per hour, and no API charges more per million tokens: a larger
# "price" is another number read as one (4,614 TFLOPS as $4,614 per GPU-hour)
PLAUSIBLE_USD = {"per_gpu_hour": 100, "per_million_tokens": 1000}    # a conversion at an approximate exchange rate is shown to two significant digits


@functools.lru_cache(maxsize=1)
def _registries():
    from extractors.hardware import load_registry
    from extractors.models import load_models

    return load_registry(), load_models()


def _compact(text: str) -> str:
    return re.sub(r"[^\w]", "", (text or "").lower())


# subject -> whether the registries know it, for the registries :func:`_registries` gives now (a week's digest asks
# about the same few hundred subjects for thousands of claims; the registry lookups normalise the name each time)
_KNOWN_SUBJECTS: dict[str, bool] = {}
_KNOWN_SUBJECTS_OF: list = [None]


def _known_subject(subject: str) -> bool:
    registries = _registries()
    if _KNOWN_SUBJECTS_OF[0] is not registries:   # other registries (a test cleared the cache): forget the answers
        _KNOWN_SUBJECTS.clear()
        _KNOWN_SUBJECTS_OF[0] = registries
    known = _KNOWN_SUBJECTS.get(subject)
    if known is None:
        hardware, models = registries
        known = (models.get(subject) is not None or models.lookup(subject) is not None
                 or hardware.get(subject) is not None or hardware.canonical(subject) is not None)
        if len(_KNOWN_SUBJECTS) >= 100_000:
            _KNOWN_SUBJECTS.clear()
        _KNOWN_SUBJECTS[subject] = known
    return known


def subject_resolved(subject: str | None, sentence: str) -> bool:
    """A model id or hardware the registries know, or the subject exactly as the sentence writes it."""
    if not subject:
        return False
    if _known_subject(subject):
        return True
    return _compact(subject) in _compact(sentence)


def _same_line(subject: str | None, baseline: str | None) -> bool:
    """Whether the baseline is the subject itself or the family it belongs to ("B200" vs "Blackwell")."""
    hardware, _ = _registries()
    first, second = hardware.canonical(subject or ""), hardware.canonical(baseline or "")
    if first is None or second is None:
        return False
    return second.name in (first.name, first.family, first.parent)


def baseline_named(baseline: str | None, sentence: str) -> bool:
    if baseline is None:
        return False
    text = baseline.strip()
    if not text or VAGUE_BASELINE.match(text):
        return False
    return subject_resolved(text, sentence)


def number(value) -> str:
    """A stored number as written: no trailing zeros, thousands separated."""
    if value is None:
        return "?"
    quantised = Decimal(str(value)).normalize()
    if quantised == quantised.to_integral_value():
        return f"{int(quantised):,}"
    text = format(quantised, "f")
    whole, _, fraction = text.partition(".")
    return f"{int(whole):,}.{fraction}" if whole.lstrip("-").isdigit() else text


def approximate(value, digits: int = APPROXIMATE_DIGITS) -> str:
    """A converted amount to a few significant digits (an approximate rate gives no more)."""
    quantity = Decimal(str(value))
    if quantity == 0:
        return "0"
    exponent = quantity.adjusted() - digits + 1
    return number(quantity.scaleb(-exponent).quantize(Decimal(1)).scaleb(exponent))


def money(amount, currency: str | None) -> str:
    symbol = CURRENCY_SYMBOLS.get(currency or "", f"{currency} " if currency else "")
    return f"{symbol}{number(amount)}"


def price_unit(unit: str | None, token_type: str | None = None) -> str:
    if unit == "per_gpu_hour":
        return "per GPU-hour"
    words = TOKEN_WORDS.get(token_type or "unspecified", token_type or "")
    return f"per million {words} tokens".replace("  ", " ")


def condition_words(condition: str) -> str:
    """A price condition as a reader says it: ``long-context>200k`` -> "prompts over 200K tokens"."""
    match = re.match(r"long-context>(\d+)k$", condition or "")
    if match:
        return f"prompts over {match.group(1)}K tokens"
    return condition


def describe(row: dict) -> str:
    """A claim in a few words; the renderer adds the citation."""
    kind, subject = row["kind"], row.get("subject")
    if kind == "price":
        text = f"{money(row['amount'], row['currency'])} {price_unit(row['unit'], row.get('token_type'))}"
        if row.get("condition"):
            text += f" ({condition_words(row['condition'])})"
        if row.get("currency") not in (None, "USD") and row.get("amount_usd") is not None:
            text += f", about ${approximate(row['amount_usd'])}"
        return f"{subject}: {text}" if subject else text
    if kind == "comparison":
        ratio = f"{float(row['ratio']):.3g}"
        metric = METRIC_WORDS.get(row.get("metric"), row.get("metric") or "")
        hedge = f"{row['hedge']} " if row.get("hedge") else ""
        text = f"{metric} {hedge}×{ratio}"
        if row.get("baseline"):
            text += f" vs {row['baseline']}"
        return f"{subject}: {text}" if subject else text
    if kind == "benchmark":
        text = f"{number(row['value'])} {row['unit']}"
        details = " ".join(d for d in (row.get("benchmark"), row.get("scenario")) if d)
        if details:
            text += f" on {details}"
        hardware = row.get("system") or row.get("accelerator")
        if hardware:
            text = f"{hardware}: {text}"
        elif subject:
            text = f"{subject}: {text}"
        return text
    return row.get("name") or subject or kind


def _significant(value, digits: int = 2):
    if value is None:
        return None
    quantity = Decimal(str(value))
    if quantity == 0:
        return Decimal(0)
    exponent = quantity.adjusted() - digits + 1
    return quantity.scaleb(-exponent).quantize(Decimal(1)).scaleb(exponent).normalize()


def identity(row: dict) -> tuple:
    """What a figure says, independent of language and currency (for merging reports of one event)."""
    if row["kind"] == "price":
        amount = row.get("amount_usd") if row.get("amount_usd") is not None else row.get("amount")
        return ("price", row.get("subject"), row.get("token_type"), row.get("condition"), row.get("unit"),
                _significant(amount))
    if row["kind"] == "comparison":
        return ("comparison", row.get("subject"), row.get("metric"), _significant(row.get("ratio")))
    return ("benchmark", row.get("benchmark"), row.get("scenario"), _significant(row.get("value"), 4))


def like_for_like(model_family: str | None, sentence: str | None) -> bool:
    """Whether the claim's own sentence names the benchmark MLPerf measured ("DeepSeek-R1" ~ deepseek-r1)."""
    return bool(model_family) and _compact(model_family) in _compact(sentence or "")


def load_checks(connection, claims: list[dict]) -> dict:
    """Provider-page disagreements and MLPerf verdicts for the given claims (rows with ``claim_id`` and
    ``document_id``). The marts are computed for the claims' documents only (their ``_of`` table macros),
    not for every claim of the warehouse."""
    checks: dict = {"pages": {}, "mlperf": {}, "swapped": set()}
    if not claims:
        return checks
    wanted = {claim["claim_id"] for claim in claims}
    documents = [joined_ids(sorted({claim["document_id"] for claim in claims}))]
    try:
        for claim_id, amount, currency, unit, valid_from, source in connection.execute(
                "select claim_id, page_amount, currency, unit, page_valid_from, page_source "
                "from price_disagreements_of(string_split(?, chr(31))) "
                "order by claim_id, page_valid_from", documents).fetchall():
            if claim_id in wanted:
                checks["pages"].setdefault(claim_id, []).append((amount, currency, unit, valid_from, source))
    except Exception:  # noqa: BLE001 - a warehouse without the mart: no page checks to show
        pass
    try:
        # an article amount the page lists for the same model under another token type or condition:
        # the extractor swapped the labels (batch input/output, standard/long-context), not the provider
        for (claim_id,) in connection.execute(
                "select distinct d.claim_id from price_disagreements_of(string_split(?, chr(31))) d "
                "join price_history h "
                "on h.provider = d.provider and h.model = d.model and h.unit = d.unit and h.currency = d.currency "
                "and h.amount = d.article_amount "
                "and (h.token_type is distinct from d.token_type or h.condition is distinct from d.condition)",
                documents).fetchall():
            if claim_id in wanted:
                checks["swapped"].add(claim_id)
    except Exception:  # noqa: BLE001
        pass
    try:
        # the one read of this mart per digest: the Measured section and the truth guard use these rows too
        cursor = connection.execute(
            "select claim_id, verdict, measured_ratio, measured_round, measured_model_family, measured_scenario, "
            "subject, baseline, claimed_ratio, hedge, sentence, metric "
            "from claims_vs_measurements_of(string_split(?, chr(31))) order by claim_id", documents)
        columns = [d[0] for d in cursor.description]
        checks["verdicts"] = [row for row in (dict(zip(columns, values)) for values in cursor.fetchall())
                              if row["claim_id"] in wanted]
        for row in checks["verdicts"]:
            checks["mlperf"][row["claim_id"]] = (row["verdict"], row["measured_ratio"], row["measured_round"],
                                                 row["measured_model_family"], row["measured_scenario"])
    except Exception:  # noqa: BLE001
        pass
    return checks


def rejection(row: dict, min_confidence: float) -> str | None:
    """Why a claim may not be a digest figure, or None when it may."""
    kind = row["kind"]
    if kind == "hardware":
        return "hardware mention, not a figure"
    condition = (row.get("condition") or "").strip().lower()
    if condition in NOT_CURRENT:
        return "superseded price quoted for comparison"
    if SPECULATIVE.match(condition):
        return f"not a fact: condition {condition}"
    if float(row.get("confidence") or 0) < min_confidence:
        return f"confidence {float(row.get('confidence') or 0):.2f} below {min_confidence:.2f}"
    sentence = row.get("sentence") or ""
    if CONDITIONAL.search(sentence):
        return "hypothetical, estimate or projection"
    if kind == "price" and PAST.search(sentence):
        return "a price from the list that no longer applies"
    if kind == "price":
        if row.get("amount") is None or not row.get("currency") or Decimal(str(row["amount"])) <= 0:
            return "price without amount or currency"
        if not subject_resolved(row.get("subject"), sentence):
            return f"subject not resolved: {row.get('subject')!r}"
        usd = row.get("amount_usd") if row.get("amount_usd") is not None else (
            row["amount"] if row.get("currency") == "USD" else None)
        ceiling = PLAUSIBLE_USD.get(row.get("unit"))
        if usd is not None and ceiling is not None and Decimal(str(usd)) > ceiling:
            return f"implausible price: {usd} USD {row.get('unit')}"
    elif kind == "comparison":
        if row.get("ratio") is None or not row.get("metric"):
            return "comparison without ratio or metric"
        if not subject_resolved(row.get("subject"), sentence):
            return f"subject not resolved: {row.get('subject')!r}"
        if not baseline_named(row.get("baseline"), sentence):
            return f"baseline not named: {row.get('baseline')!r}"
        if _same_line(row.get("subject"), row.get("baseline")):
            return f"compared with itself: {row.get('subject')!r} vs {row.get('baseline')!r}"
    elif kind == "benchmark":
        if row.get("value") is None or not row.get("unit"):
            return "result without value or unit"
        rack = re.search(r"NVL(\d+)", f"{row.get('system') or ''} {row.get('subject') or ''}")
        if rack and row.get("accelerator_count") and int(rack.group(1)) != int(row["accelerator_count"]):
            return f"a {row['accelerator_count']}-accelerator result labelled as an NVL{rack.group(1)} rack"
        if not (row.get("system") or row.get("accelerator") or row.get("subject")):
            return "result without system, accelerator or subject"
    return None


def figure_of(row: dict, checks: dict) -> Figure:
    note = None
    pages = checks["pages"].get(row["claim_id"])
    if pages:
        amount, currency, unit, valid_from, source = pages[0]
        day = valid_from.date().isoformat() if hasattr(valid_from, "date") else str(valid_from)
        note = f"the provider's page ({source}) lists {money(amount, currency)} from {day}"
    verdict = checks["mlperf"].get(row["claim_id"])
    if verdict and verdict[0] == "overstated" and verdict[1] is not None and row.get("metric") == "throughput" \
            and verdict[2] in checks.get("rounds", ()) and like_for_like(verdict[3], row.get("sentence")):
        _, measured, round_, family, scenario = verdict
        note = f"MLPerf {round_} measured ×{measured:.3g} per accelerator on {family} {scenario}"
    kind_order = {"price": 0, "comparison": 1, "benchmark": 2}
    return Figure(
        kind=row["kind"], text=describe(row), sentence=row["sentence"], url=row.get("link") or "",
        source_name=row.get("source_name"), claim_id=row["claim_id"], document_id=row["document_id"],
        identity=identity(row), note=note,
        value=float(row["value"]) if row["kind"] == "benchmark" and row.get("value") is not None else None,
        sort_key=(kind_order.get(row["kind"], 9), -float(row.get("confidence") or 0), row.get("span_start") or 0,
                  row["claim_id"]),
    )


def _price_key(row: dict) -> tuple:
    return (row["document_id"], row.get("subject"), row.get("unit"), row.get("currency"))


def ambiguity(row: dict, siblings: list[dict]) -> str | None:
    """Why a price cannot be read without guessing, given the other prices of its document and subject.

    * no token type while the same document types its other prices for that subject ("the same tokens
      cost $0.56, $0.07 and $1.68": which is which?);
    * no condition while the same amount carries a condition in the same document (the $6 of a
      "prompts over 200K tokens" sentence is not the standard price);
    * two different standard amounts for the same token type in one document (an old list quoted next
      to the new one), unless a provider page confirms one of them.
    """
    if row["kind"] != "price":
        return None
    others = [o for o in siblings if o["claim_id"] != row["claim_id"]]
    token_type = row.get("token_type") or "unspecified"
    if token_type == "unspecified" and any((o.get("token_type") or "unspecified") != "unspecified" for o in others):
        return "token type not stated next to typed prices"
    if row.get("condition") and any(not o.get("condition") and o.get("amount") == row.get("amount")
                                    and (o.get("token_type") or "unspecified") == token_type for o in others):
        return "a conditional price equal to the standard price in the same article"
    if not row.get("condition") and any(o.get("condition") and o.get("condition") not in NOT_CURRENT
                                        and o.get("amount") == row.get("amount") for o in others):
        return "the same amount carries a condition in the same article"
    if not row.get("condition"):
        rivals = {o.get("amount") for o in others if not o.get("condition")
                  and (o.get("token_type") or "unspecified") == token_type and o.get("amount") != row.get("amount")}
        if rivals and not row.get("_page_agrees"):
            return "another standard price for the same tokens in the same article"
    return None


def _result_key(row: dict) -> tuple:
    return (row["document_id"], row.get("sentence"), row.get("accelerator") or row.get("system") or row.get("subject"),
            row.get("benchmark"))


def verify(claims: list[dict], checks: dict, min_confidence: float,
           week_end=None) -> tuple[dict[str, Figure], list]:
    """Split claims into verified figures (by claim id) and rejections [(claim_id, reason)].

    ``week_end`` (exclusive): a price whose stated end of validity falls before it is no longer current.
    """
    verified: dict[str, Figure] = {}
    rejected = []
    prices: dict[tuple, list[dict]] = {}
    for row in claims:
        if row["kind"] == "price" and (row.get("condition") or "") not in NOT_CURRENT:
            prices.setdefault(_price_key(row), []).append(row)
    results: dict[tuple, set] = {}
    for row in claims:
        if row["kind"] == "benchmark" and row.get("value") is not None:
            results.setdefault(_result_key(row), set()).add(float(row["value"]))
    for row in claims:
        reason = rejection(row, min_confidence)
        if reason is None and row["kind"] == "benchmark" and len(results.get(_result_key(row), ())) > 1:
            # "3,066 tokens/s for H100 and 12,691 tokens/s for B200", both read as H100: which is which?
            reason = "two results for the same system in one sentence"
        since = str(row.get("effective_from") or "")[:10]
        if reason is None and week_end is not None and since and row["kind"] == "price" and \
                since < (week_end - dt.timedelta(days=7 + HISTORICAL)).isoformat():
            reason = f"a price from {since}: history, not this week's news"
        until = str(row.get("effective_until") or "")[:10]
        if reason is None and week_end is not None and until and until < week_end.isoformat():
            reason = f"valid only until {until}"
        if reason is None and row["claim_id"] in checks.get("swapped", ()):
            reason = "the provider page lists this amount for another token type or condition"
        if reason is None and row["kind"] == "price":
            row = dict(row, _page_agrees=row["claim_id"] in checks.get("page_agrees", set()))
            reason = ambiguity(row, prices.get(_price_key(row), []))
        if reason is None:
            verified[row["claim_id"]] = figure_of(row, checks)
        elif row["kind"] != "hardware":
            rejected.append((row["claim_id"], reason))
    return verified, rejected
