"""The rule decision over candidates (restatements removed) and the pydantic claim of a candidate."""

from __future__ import annotations

import datetime as dt
import re
from collections import Counter
from decimal import ROUND_HALF_UP, Decimal

from extractors.currency import to_usd
from extractors.rules.comparisons import option_families
from extractors.rules.context import Candidate
from extractors.rules.names import _hardware_registry
from extractors.schema import BenchmarkClaim, ClaimBase, ComparisonClaim, HardwareClaim, PriceClaim
from extractors.text import PreparedText


def _price_key(candidate: Candidate) -> tuple:
    fields = candidate.fields
    # (the subject folded to its letters and digits: "Large 3" in a summary and "large-3" in its table are one model)
    return (fields["amount"], fields["currency"], fields["unit"], fields["token_type"], fields["condition"],
            _folded(fields["subject"] or ""))


def _folded(name: str) -> str:
    """A name folded to its letters and digits ("Large 3" and "large-3" alike)."""
    return re.sub(r"[\W_]+", "", name.casefold())


def _without_provider(name: str) -> str:
    """A catalogue id without its provider's prefix ("google/gemini-3-pro-preview" → "gemini-3-pro-preview")."""
    return re.sub(r"^[\w.-]+/(?=\S)", "", name)


def _unprefixed_price_key(candidate: Candidate) -> tuple:
    """The price key of a record's price with its subject's provider prefix ("acme/") left out."""
    return (*_price_key(candidate)[:-1], _folded(_without_provider(candidate.fields.get("subject") or "")))


def _table_row_name(candidate: Candidate) -> str | None:
    """The label of the table row a price was read from, when the row names its subject."""
    if candidate.features.get("subject_from") != "table":
        return None
    label = candidate.features.get("row_label")
    return " ".join(label.split()).casefold() if isinstance(label, str) and label.strip() else None


# A row label naming a side, a tier or a term of the price, not a seller
_TERM_ROW_LABEL = re.compile(r"\s*(?:input|output|prompt|completion|cached?|cache|batch|standard|base|default|flex|priority|"
                             r"on[- ]?demand|spot|reserved|tier|total|price|pricing|cost|\W|\d)", re.I)


def _seller_row(candidate: Candidate) -> bool:
    """Whether a price whose subject the page names elsewhere was read from a table row labelled for someone else (a
    seller: "| Chutes | int4 | $0.45 |"), not for its model, a token side, a tier or a term."""
    label = candidate.features.get("row_label")
    subject = _folded(candidate.fields.get("subject") or "")
    return candidate.features.get("subject_from") in ("document", "none") and isinstance(label, str) and \
        re.match(r"[A-Z]", label.strip()) is not None and not _TERM_ROW_LABEL.match(label) and \
        (not subject or subject not in _folded(label))


def decide(candidates: list[Candidate]) -> list[Candidate]:
    """The accepted candidates, restated prices and repeated comparisons removed."""
    accepted: list[Candidate] = []
    seen: set[tuple] = set()
    seen_outside_tables: set[tuple] = set()
    rows_by_key: dict[tuple, set[str]] = {}
    typed_in_rows = {(c.sentence_index, c.fields["amount"], c.fields["currency"], c.fields["unit"]) for c in candidates
                     if c.accepted and c.kind == "price" and _table_row_name(c) is not None
                     and c.fields["token_type"] not in (None, "unspecified")}
    typed_prices: dict[tuple, set[str]] = {}   # (amount, currency, unit) -> the subjects of its typed prices
    for c in candidates:
        if c.accepted and c.kind == "price" and c.fields["token_type"] not in (None, "unspecified"):
            typed_prices.setdefault((c.fields["amount"], c.fields["currency"], c.fields["unit"]),
                                    set()).add((c.fields.get("subject") or "").lower())
    # Prices whose subject their own sentence or table row names; the same amount elsewhere with a subject
    # borrowed from anywhere in the document ("Prompt $0.3" on a card above an endpoint row pricing the same
    # model at $0.3) states that price again, wherever it stands.
    # (only prices stated plainly: one itself read as a restatement, "输入$10→$5/MTok" in a summary, makes no
    # table row below it a restatement, or the two would each drop the other)
    # (a condition the named one lacks, "batch, long-context>200k" beside a standard $1.25, makes another price)
    named_prices: dict[tuple, set] = {}
    for c in candidates:
        if c.accepted and c.kind == "price" and c.features.get("subject_from") in ("sentence", "table") and \
                not (c.features.get("restated_as_quantity") or c.features.get("restatement_cue")):
            named_prices.setdefault((c.fields["amount"], c.fields["currency"], c.fields["unit"], c.fields["token_type"]),
                                    set()).add(c.fields.get("condition"))
    priced: dict[tuple, set[str]] = {}   # (amount, currency, unit, token type) -> the subjects that priced it
    # Prices stated plainly (no restatement word): "即 1 元可调用…输入 125 万 tokens", "折合每千 tokens 仅 0.0024 元" restate
    # one of them when amount, unit and token type agree.
    plain_prices: dict[tuple, set] = {}
    for c in candidates:
        if c.accepted and c.kind == "price" and not (c.features.get("restated_as_quantity") or
                                                      c.features.get("restatement_cue")):
            plain_prices.setdefault((c.fields["amount"], c.fields["currency"], c.fields["unit"], c.fields["token_type"],
                                     c.fields.get("condition")), set()).add((c.fields.get("subject") or "").lower())
    # Results whose own sentence (or table) names the workload: the same figure elsewhere without it restates them.
    # (a table row whose workload its heading names counts too: "## Llama 3 8B" over "| Tokens/sec | 160.0 tok/s |")
    named_results = {(c.fields["value"], c.fields["unit"]) for c in candidates
                     if c.accepted and c.kind == "benchmark" and c.fields.get("benchmark") and
                     (c.features.get("benchmark_from") in ("sentence", "table") or
                      (c.features.get("benchmark_from") == "neighbour" and c.features.get("table_row")))}
    # A catalogue's record and a note of the same file pricing one model alike ('"input_per_million": 5.00' and "$5/$25
    # standard" in its "note"): one price, the record's reading kept
    # (a record's provider prefix, "acme/acme-pro-2", is no part of the model prose names: "acme-pro-2 is $1.25")
    recorded = {key for c in candidates if c.accepted and c.kind == "price" and c.features.get("record")
                and c.fields.get("subject") for key in (_price_key(c), _unprefixed_price_key(c))}
    record_subjects = {c.fields.get("subject") for c in candidates if c.accepted and c.kind == "price" and c.features.get("record")}
    # Amounts a page states as prices, in any sentence: a sum's term with the same amount uses one of them
    stated_amounts = {(c.fields["amount"], c.fields["currency"], c.fields["unit"], c.fields.get("subject")) for c in candidates
                      if c.accepted and c.kind == "price" and not c.features.get("worked_term")}
    for candidate in candidates:
        if not candidate.accepted:
            continue
        if candidate.kind == "price" and candidate.features.get("worked_term") and \
                (candidate.fields["amount"], candidate.fields["currency"], candidate.fields["unit"],
                 candidate.fields.get("subject")) in stated_amounts:
            # "At Claude 3.5 Sonnet: 300,000 × 500 × ($3/1M) = $450" under "Claude 3.5 Sonnet at $3/million input"
            candidate.rejection = "restatement of an earlier claim"
            continue
        if candidate.kind == "price" and not candidate.features.get("record") and candidate.fields.get("subject") and \
                _price_key(candidate) in recorded:
            candidate.rejection = "restatement of an earlier claim"
            continue
        if candidate.kind == "price":
            key = ("price", *_price_key(candidate))
            fields, features = candidate.fields, candidate.features
            row = _table_row_name(candidate)
            if row is not None and fields["token_type"] == "unspecified" and (
                    candidate.sentence_index, fields["amount"], fields["currency"], fields["unit"]) in typed_in_rows:
                # "| Llama 2 7B | $0.50 | $0.50 | $0.50 |" under "Prompt | Completion | Effective Cost": the row's
                # untyped column restates its typed ones
                candidate.rejection = "restatement of an earlier claim"
                continue
            if row is not None:
                # "deepseek-ai/DeepSeek-V3 | 2.00" and "deepseek-ai/DeepSeek-V3-0324 | 2.00": two rows of one table
                # pricing two models alike, however the registry files them; prose restating a row still restates it
                if features.get("column_seller"):
                    # "| GPT-4o | $2.50 | $2.50 |" under "| Model | Direct Price | OpenRouter Price |": a column headed by
                    # its seller prices the row's model again, as that seller's (prose before or after it stating the
                    # price states it once: "Modal lists H100 at $3.9492/hr" over the same table)
                    if key in seen_outside_tables:
                        candidate.rejection = "restatement of an earlier claim"
                        continue
                    seen.add(key)
                    key = (*key, fields.get("organization"))
                if key in seen_outside_tables or (*key, row) in seen or any(
                        other != row and (other.endswith(" " + row) or row.endswith(" " + other))
                        for other in rows_by_key.get(key, ())):
                    # ("Claude Opus 4.6 | $5.00" in a second table after "Opus 4.6 | $5/MTok": one model written more
                    # fully, the same price)
                    candidate.rejection = "restatement of an earlier claim"
                    continue
                rows_by_key.setdefault(key, set()).add(row)
            amount_key = (fields["amount"], fields["currency"], fields["unit"])
            if fields["token_type"] == "unspecified" and amount_key in typed_prices and (
                    features.get("restated_as_quantity") or features.get("restatement_cue")):
                # "1块钱能买200万tokens" next to "0.0005元/千tokens" for input: the same price restated.
                candidate.rejection = "restatement of an earlier claim"
                continue
            if fields["token_type"] == "unspecified" and amount_key in typed_prices and fields.get("subject") and \
                    fields["subject"].lower() in typed_prices[amount_key] and not row:
                # "ultra-budget models like GPT-4.1 Nano have dropped to $0.02" over "GPT-4.1 Nano: $0.02 input": the
                # model's price said again without its side
                candidate.rejection = "restatement of an earlier claim"
                continue
            if fields["token_type"] == "unspecified" and candidate.sentence_index == 0 and amount_key in typed_prices and \
                    ((fields.get("subject") or "").lower() in typed_prices[amount_key] or "" in typed_prices[amount_key]):
                # "…发布灵枢-Lite 每千tokens仅0.0008元" as the title over "每千 tokens 0.0008 元（输入+输出）": the headline
                # states the body's typed price in fewer words
                candidate.rejection = "restatement of an earlier claim"
                continue
            same = plain_prices.get((*amount_key, fields["token_type"], fields.get("condition")), set())
            if not same and fields.get("condition") is None:
                # "(输入$10→$5/MTok)" in a summary above a table pricing $10 for prompts over 200K: the summary
                # restates the table's price and leaves its condition out (a previous price is another price)
                same = set().union(*(subjects for (*priced_key, condition), subjects in plain_prices.items()
                                     if tuple(priced_key) == (*amount_key, fields["token_type"])
                                     and condition != "previous"))
            if (features.get("restated_as_quantity") or features.get("restatement_cue")) and same and \
                    (not fields.get("subject") or fields["subject"].lower() in same):
                candidate.rejection = "restatement of an earlier claim"
                continue
            if features.get("unit_from") == "context" and features.get("subject_from") not in ("sentence", "table") \
                    and not (features.get("subject_from") == "line-label" and fields.get("subject")) \
                    and (*amount_key, fields["token_type"]) in priced and not (
                        # ("**o1-preview**" over "- Input: $15.00 | Output: $60.00" after Opus's $15.00 input: a card
                        # of its own, its name on the line above, prices another model alike)
                        # (also a card's "**Model ID**: `deepseek-coder`" a few lines up, read as the document's subject)
                        features.get("subject_from") in ("neighbour", "document", "section") and features.get("label_line") and
                        fields.get("subject") and
                        fields["subject"] not in priced[(*amount_key, fields["token_type"])]):
                # "缓存命中只要1元" in a reply: an amount already priced above, whatever the nearest name.
                candidate.rejection = "restatement of an earlier claim"
                continue
            if features.get("subject_from") in ("unlisted-model", "record-key") and not fields.get("subject") and \
                    (*amount_key, fields["token_type"]) in priced:
                # "Opus output at $25 per million tokens against Haiku at $5" under the table that priced them: a model
                # named by its family word alone restates the price the table gave it (so does a code map's line whose
                # key the registry does not know, under the table it copies)
                candidate.rejection = "restatement of an earlier claim"
                continue
            if features.get("subject_from") == "document" and (*amount_key, fields["token_type"]) in named_prices and \
                    (fields.get("condition") is None or
                     fields.get("condition") in named_prices[(*amount_key, fields["token_type"])]):
                candidate.rejection = "restatement of an earlier claim"
                continue
            priced.setdefault((*amount_key, fields["token_type"]), set()).add(fields.get("subject"))
        elif candidate.kind == "comparison":
            fields = candidate.fields
            key = ("comparison", fields["ratio"], fields["metric"], (fields["subject"] or "").lower(),
                   (fields["baseline"] or "").lower(), candidate.features.get("line_label"),
                   candidate.features.get("section_names"), candidate.features.get("token_scope"),
                   # ("↓ TPOT ~50%", "↓ E2EL ~50%": two latencies)
                   frozenset(_LATENCY_MEASURE.get(word.lower()) for word in
                             candidate.features.get("metric_keywords") or ()) - {None},
                   # a discount glossing a price in brackets is that price's own: as many as the prices glossed;
                   # a cell of a table of changes is its column's own
                   # (as is each row's cell of a table's column of multiples: "| … | 1.4x |" twice is two shapes' results)
                   candidate.span[0] if candidate.features.get("bracketed") or
                   candidate.features.get("subject_from") == "table-row" or
                   candidate.features.get("metric_side") == "column" else None)
        elif candidate.kind == "benchmark":
            fields = candidate.fields
            key = ("benchmark", fields["value"], fields["unit"], fields["benchmark"])
            if candidate.features.get("benchmark_from") not in ("sentence", "table") and \
                    not (candidate.features.get("benchmark_from") == "neighbour" and candidate.features.get("table_row")
                         and fields.get("benchmark")) and \
                    (fields["value"], fields["unit"]) in named_results:
                # "At 969 t/s on a 405-billion-parameter model, ..." after "969 tokens/s on Llama 3.1 405B".
                candidate.rejection = "restatement of an earlier claim"
                continue
        else:
            key = ("hardware", candidate.fields["name"].lower())
        if candidate.kind == "price" and row is not None:
            seen.add((*key, row))
            seen.add(key)
            accepted.append(candidate)
            continue
        if candidate.kind == "price" and candidate.features.get("record"):
            # a catalogue's entries are its own: "claude-3.5-sonnet" and "claude-3-5-sonnet", two keys of one file
            # priced alike, are two entries as written (prose restating one is still a restatement)
            # ("google/gemini-3-pro-preview" beside "gemini-3-pro-preview": one id, once with its provider's prefix;
            # "together_ai/x" beside "fireworks_ai/x" with no bare "x" are two sellers' entries)
            subject = candidate.fields.get("subject") or ""
            bare = _without_provider(subject)
            if bare != subject and bare in record_subjects:
                key, subject = (*key[:-1], _folded(bare)), bare
            key = (*key, subject)
            if key in seen:
                candidate.rejection = "restatement of an earlier claim"
                continue
            seen.add(key)
            seen.add(key[:-1])
            accepted.append(candidate)
            continue
        if candidate.kind == "price" and _seller_row(candidate):
            # "| Chutes | int4 | $0.45 |" and "| DeepInfra | unknown | $0.45 |" pricing the page's one model: each
            # seller's row is its own price, however many rows or headline lines share the figure
            key = (*key, _folded(candidate.features["row_label"]))
        if key in seen:
            candidate.rejection = "restatement of an earlier claim"
            continue
        seen.add(key)
        if candidate.kind == "price":
            seen_outside_tables.add(key)
        accepted.append(candidate)
    return _without_less_specific_results(_without_rounded_results(_without_restated_comparisons(accepted)))


def _without_less_specific_results(accepted: list[Candidate]) -> list[Candidate]:
    """The same figure in two places, once under a family's name and once under a member's ("DeepSeek-R1 7B" on a
    summary card, "DeepSeek-R1-Distill-Qwen-7B" in the table below it), is one result: keep the specific name. So is a
    figure stated bare ("速度:59.562 tokens/s" in a list of a run's data) and again with its workload and chip: keep the
    one saying more (of a bare figure of a single digit or two, a round "18 tokens/s" may be another run's)."""
    dropped: set[int] = set()
    fields = ("benchmark", "accelerator", "accelerator_count", "scenario", "system")
    every = [c for c in accepted if c.kind == "benchmark"]
    for candidate in every:
        said = {name: candidate.fields.get(name) for name in fields if candidate.fields.get(name) is not None}
        value = Decimal(str(candidate.fields["value"]))
        if len(said) > 0 or _significant_digits(value) < 3:
            continue
        if any(other is not candidate and other.fields["unit"] == candidate.fields["unit"] and
               Decimal(str(other.fields["value"])) == value and other.fields.get("benchmark") and id(other) not in dropped
               for other in every):
            candidate.rejection = "restatement of an earlier claim"
            dropped.add(id(candidate))
    results = [c for c in accepted if c.kind == "benchmark" and c.fields["benchmark"] and id(c) not in dropped]
    for candidate in results:
        name = candidate.fields["benchmark"]
        for other in results:
            other_name = other.fields["benchmark"]
            if other is candidate or other.sentence_index == candidate.sentence_index or \
                    other.fields["unit"] != candidate.fields["unit"] or \
                    Decimal(str(other.fields["value"])) != Decimal(str(candidate.fields["value"])):
                continue
            if other_name.startswith(name + "-"):
                candidate.rejection = "restatement of an earlier claim"
                dropped.add(id(candidate))
                break
    return [c for c in accepted if id(c) not in dropped]


def _significant_digits(value: Decimal) -> int:
    digits = value.normalize().as_tuple().digits
    return len(digits)


def _rounds_to(precise: Decimal, rounded: Decimal) -> bool:
    """Whether ``rounded`` is ``precise`` written with fewer significant digits ("2.5 million" for 2,494,310)."""
    places = _significant_digits(rounded)
    if places >= _significant_digits(precise) or precise <= 0 or abs(rounded - precise) > precise / 20:
        return False  # (beyond 5% it is another figure: "about 2,000 per the company; we saw 1,850")
    exponent = precise.adjusted() - places + 1
    return precise.quantize(Decimal(1).scaleb(exponent), rounding=ROUND_HALF_UP) == rounded.normalize()


def _without_rounded_results(accepted: list[Candidate]) -> list[Candidate]:
    """A result restated with fewer digits ("1.04M tokens/s" in a summary of "1,042,110 tokens/s", "800 tokens/s"
    in a headline over a measured 797) is the precise one said again: keep the precise figure."""
    results = [c for c in accepted if c.kind == "benchmark"]
    per_sentence = Counter((c.sentence_index, c.fields["unit"]) for c in results)
    dropped: set[int] = set()
    for candidate in results:
        fields = candidate.fields
        for other in results:
            if other is candidate or other.fields["unit"] != fields["unit"]:
                continue
            if per_sentence[(candidate.sentence_index, fields["unit"])] == 2 and \
                    per_sentence[(other.sentence_index, fields["unit"])] == 2 and not other.features.get("table_row"):
                continue  # two sentences each setting one rate against another ("1100 tokens/s（vLLM 仅 ~800）", "吞吐
                # 1126 tokens/s（vLLM 仅 737）"): two runs compared, not one figure said twice (a line of a table
                # summed up in prose, "分别达到了 805 TPS 和 962 TPS", still restates the table)
            if other.sentence_index == candidate.sentence_index or other.features.get("hedge"):
                continue  # two figures in one sentence are two statements; a bound ("above 446") is no measurement
            if candidate.features.get("table_row") and other.features.get("table_row"):
                continue  # two cells of a table are two measurements ("164 t/s" and "160 t/s" in two rows)
            if fields["benchmark"] and other.fields["benchmark"] and fields["benchmark"] != other.fields["benchmark"] and \
                    not (candidate.features.get("benchmark_from") == "neighbour" and not candidate.features.get("table_row")
                         and other.features.get("benchmark_from") in ("sentence", "table")):
                # (a model borrowed from elsewhere in the page is no model of the sentence's own: "from 0.8B–9B
                # (121→115 tok/s)" restates the 121.6 and 114.7 its own lines gave those models)
                continue
            if _rounds_to(Decimal(str(other.fields["value"])), Decimal(str(fields["value"]))):
                candidate.rejection = "restatement of an earlier claim"
                dropped.add(id(candidate))
                break
    return [c for c in accepted if id(c) not in dropped]


# "Performance" is an unspecified speed: a headline's or lede's "2.7x faster" restates the body's "2.7x faster
# throughput" (the same words; "50% faster time-to-train" and "50% higher throughput" are two claims).
_SPEED_METRICS = {"performance", "throughput"}
# a cost-efficiency multiple and the inverse share of the cost state one change
_INVERSE_METRICS = ({"perf_per_dollar", "cost"}, {"perf_per_dollar", "price"})
_LEDE_SENTENCES = 3
# "成本降低 50%" on a summary card and "50% 的价格折扣" in the body: one saving, written once as a cost, once as a price
_MONEY_METRICS = {"price", "cost"}


def _same_ratio(first: Decimal, second: Decimal) -> bool:
    """Equal ratios, or two reductions one of which rounds the other to a whole percent ("99%" lower
    restating "99.3%" lower)."""
    if first == second:
        return True
    if not (0 < first < 1 and 0 < second < 1):
        return False
    cut_first, cut_second = (1 - first) * 100, (1 - second) * 100
    for coarse, fine in ((cut_first, cut_second), (cut_second, cut_first)):
        if coarse == coarse.to_integral_value() and coarse >= 10 and fine != fine.to_integral_value() and \
                fine.quantize(Decimal(1), rounding=ROUND_HALF_UP) == coarse:
            return True
    return False


# Latencies of different stages: a cut of each is its own claim
_LATENCY_MEASURE = {"ttft": "first", "time to first token": "first", "time-to-first-token": "first", "tpot": "per-token",
                    "time per output token": "per-token", "itl": "per-token", "e2el": "end-to-end",
                    "e2e duration": "end-to-end", "end-to-end duration": "end-to-end"}


def _quoted_digits_text(candidate: Candidate) -> str:
    """The significant digits of the figure as the text wrote it ("+29.29%" → "2929", "~`10.3x`" → "103")."""
    return re.sub(r"[^\d]", "", str(candidate.features.get("trigger") or "")).lstrip("0")


def _quoted_digits(candidate: Candidate) -> int:
    return len(_quoted_digits_text(candidate))


def _rounded_restatement(first: Candidate, second: Candidate) -> bool:
    """"a clean `1.29x` throughput improvement" after a column's "+29.29%", "~10.3x better TTFT" after "-90.28%": a
    figure rounded from the other (within 1%), one of them with at most three significant digits as quoted."""
    a, b = first.fields["ratio"], second.fields["ratio"]
    if a <= 0 or b <= 0 or a == b or abs(a - b) > Decimal("0.01") * max(a, b):
        return False
    quoted = [_quoted_digits_text(c) for c in (first, second)]
    if not all(quoted) or len(quoted[0]) == len(quoted[1]) or len(min(quoted, key=len)) > 3:
        return False
    rounded = first if len(quoted[0]) < len(quoted[1]) else second
    if first.sentence_index == second.sentence_index:
        # "**-5.36%** (即**降低**了约5.4%)": the rounding glossed right after the figure, said as about so much;
        # "+308 % (4.1×)": the same change bracketed right after it in another form
        return rounded is second and (rounded.fields.get("hedge") == "about" or
                                      0 <= second.span[0] - first.span[1] <= 6)
    # (the rounded figure in prose, the precise one a table's: two cells of a table are two measurements, however
    # close, and two figures of prose two claims)
    precise = second if rounded is first else first
    return rounded.features.get("line_table") is None and rounded.features.get("subject_from") != "table-row" and \
        (precise.features.get("line_table") is not None or precise.features.get("subject_from") in ("table-row", "versus-pair"))


def _hedged_rounding(a: dict, b: dict) -> bool:
    """"逾 61%" restated as "60% 以上" ("about 2.7x" and "nearly 3x" are not): two hedged figures within 3% of each
    other, against the same named baseline."""
    hedges = {"more than", "about", "nearly"}
    return a.get("hedge") in hedges and b.get("hedge") in hedges and bool(a.get("baseline")) and \
        (a.get("baseline") or "").lower() == (b.get("baseline") or "").lower() and \
        abs(a["ratio"] - b["ratio"]) <= Decimal("0.03") * max(a["ratio"], b["ratio"])


def _weakly_attributed(candidate: Candidate) -> bool:
    return candidate.fields.get("subject") is None or \
        candidate.features.get("subject_from") not in ("sentence", "table")


def _different_baselines(first: str | None, second: str | None) -> bool:
    """Whether two baselines name two different products (neither name holds the other)."""
    if not first or not second:
        return False
    first, second = first.lower(), second.lower()
    return first not in second and second not in first


def _same_family(first: str | None, second: str | None) -> bool:
    """Whether one hardware name is a family the other belongs to ("NVIDIA Blackwell" of "NVIDIA GB300 NVL72"):
    a title naming the family restates the body's claim about the product."""
    registry = _hardware_registry()
    if not first or not second or registry is None:
        return False
    for product, family in ((first, second), (second, first)):
        name, seen = product, set()
        while name and name not in seen:
            seen.add(name)
            entry = registry.get(name)
            name = entry.parent if entry is not None else None
            if name == family:
                return True
    return False


def _is_family(name: str | None) -> bool:
    registry = _hardware_registry()
    entry = registry.get(name) if registry is not None and name else None
    return entry is not None and entry.kind == "family"


_SUMMARY_LABEL = re.compile(r"\s*(?:简介|簡介|摘要|导语|導語|导读|導讀|要点|要點|summary|tl;?dr|overview|highlights?|"
                            r"key\s+takeaways?|in\s+short|bottom\s+line)\s*", re.I)


def _restates(first: Candidate, second: Candidate) -> bool:
    """Whether two comparisons of one document state the same change: same ratio (up to rounding) of the same
    metric, about the same subject or one whose subject was only guessed from the sentences around it; a
    discount in brackets after a price ("0.25元(2.5折优惠)") and a figure referred to as "the 25x figure"
    restate an equal change named before."""
    a, b = first.fields, second.fields
    if first.span == second.span:
        return False  # one change read for two coordinated metrics ("the cost and energy of inference")
    if a["ratio"] == b["ratio"] and second.features.get("definite_reference"):
        return True  # "the 25x figure", "the 2.7x speedup": the figure stated before, whatever its metric
    if first.features.get("subject_from") == second.features.get("subject_from") == "table-row" and \
            first.sentence_index != second.sentence_index and \
            (a["subject"] or "").lower() != (b["subject"] or "").lower():
        return False  # two rows of one column of changes: each row's own offer ("Savings per Read | 90%" per model)
    if first.features.get("row_model") is not None and second.features.get("row_model") is not None and \
            first.sentence_index != second.sentence_index:
        return False  # "| 输出/输入 |" over each model's "| 3 |": every row's model its own multiple
    if first.features.get("subject_from") == second.features.get("subject_from") == "table-row" and \
            first.sentence_index == second.sentence_index:
        return False  # two cells of one row of changes: each column's own ("| Gain | +25% | +25% |" per chip)
    sections = (first.features.get("section_names"), second.features.get("section_names"))
    if all(sections) and not sections[0] & sections[1] and not (
            a["subject"] and (a["subject"] or "").lower() == (b["subject"] or "").lower() and
            not (_weakly_attributed(first) or _weakly_attributed(second)) and a["ratio"] == b["ratio"] and
            first.features.get("line_table") is None and second.features.get("line_table") is None and
            first.features.get("subject_from") != "table-row" and second.features.get("subject_from") != "table-row"):
        # "# OpenAI … 50% discount" and "# Google … 50% discount": each provider's own offer (the same product named
        # in both sentences, the same figure, is one change: a results line under a header line restating the body)
        return False
    labels = tuple(label if label and len(label) <= 40 and not _SUMMARY_LABEL.fullmatch(label) else None
                   for label in (first.features.get("line_label"), second.features.get("line_label")))
    # (a clause before a colon or a "Summary:" line names no item of a list: "简介: …价格翻倍" restates the body)
    tables = (first.features.get("line_table"), second.features.get("line_table"))
    if all(labels) and labels[0] != labels[1] and not (all(tables) and tables[0] != tables[1]) and \
            not (tables[0] is not None and tables[1] is None and second.sentence_index > first.sentence_index):
        # (a prose line's label under a table and a row's are no two items of one list: "Main read: … 1.29x" after
        # the table's "+29.29%")
        # "V3: 50% off all rates" and "R1: …, 50% off output tokens": two items of a list (or two rows of one table;
        # rows of two tables may restate one offer: "自定义价位(Opus 7 折)" and "中转方(Opus 7 折)")
        return False
    if {a["metric"], b["metric"]} in _INVERSE_METRICS and a["subject"] and b["subject"] and (
            a["subject"].lower() == b["subject"].lower() or _same_family(a["subject"], b["subject"])) and \
            abs(a["ratio"] * b["ratio"] - 1) <= Decimal("0.02"):
        return True  # "15x the cost efficiency" in a title and "a 15x saving per token" in the body: one change
    if a["ratio"] == b["ratio"] and {a["metric"], b["metric"]} <= _SPEED_METRICS and \
            _significant_digits(a["ratio"]) >= 3 and (_weakly_attributed(first) or _weakly_attributed(second)):
        return True  # "Mean prefill speedup is 1.828x on GB10" under a table's "| Prefill | GB10 | 1.828x |": one figure
    named_speed = {a["metric"], b["metric"]} == _SPEED_METRICS and bool(a["subject"]) and \
        (a["subject"] or "").lower() == (b["subject"] or "").lower() and \
        not (_weakly_attributed(first) or _weakly_attributed(second))
    # "SGLang v0.3 Release: 7x Faster DeepSeek MLA" as the title and "Up to 7x higher throughput for DeepSeek MLA" in the
    # body: the title's unspecified speed is the body's throughput, one change
    titled_speed = {a["metric"], b["metric"]} == _SPEED_METRICS and a["ratio"] == b["ratio"] and \
        min(first.sentence_index, second.sentence_index) == 0 and \
        (a["subject"] or "").lower() == (b["subject"] or "").lower()
    if a["metric"] != b["metric"] and not titled_speed and \
            not ({a["metric"], b["metric"]} == _MONEY_METRICS and a["hedge"] == b["hedge"]) and not (
            {a["metric"], b["metric"]} == _SPEED_METRICS and
            min(first.sentence_index, second.sentence_index) < _LEDE_SENTENCES and
            first.features.get("comparative") and first.features.get("comparative") == second.features.get("comparative")) \
            and not named_speed:
        # (an unspecified speed and a throughput of the same ratio for the same named product are one change)
        return False
    scopes = (first.features.get("token_scope"), second.features.get("token_scope"))
    if all(scopes) and scopes[0] != scopes[1]:
        return False  # "1/4th on input, 1/4th on output": the same share of two token types' prices
    if a["ratio"] == b["ratio"] and (first.features.get("bracketed") or second.features.get("bracketed")):
        # a discount glossing a price restates that price's change in its own sentence; two glosses gloss two prices
        # ("输入降至1元(5折优惠)，输出降至4元(同样为5折优惠)"), and a gloss is its price's own beside a change stated
        # for the whole offer in another sentence ("降至原价的50%" then "输入降至0.25元(5折优惠)")
        return not (first.features.get("bracketed") and second.features.get("bracketed")) and (
            first.sentence_index == second.sentence_index or
            not (first.features.get("one_of_several_glosses") or second.features.get("one_of_several_glosses")))
    if not _same_ratio(a["ratio"], b["ratio"]) and not _hedged_rounding(a, b) and \
            not _rounded_restatement(first, second):
        return False
    measures = [{_LATENCY_MEASURE.get(k.lower()) for k in c.features.get("metric_keywords") or ()} - {None}
                for c in (first, second)]
    if all(measures) and not measures[0] & measures[1]:
        return False   # "↓ TPOT ~80%" and "↓ E2EL ~80%": two latencies, each cut by its own figure
    bound, named = (first, second) if a.get("hedge") == "up to" else (second, first)
    if bound.fields.get("hedge") == "up to" and named.fields.get("hedge") is None and \
            bound.fields.get("subject") is None and named.fields.get("subject") and \
            named.features.get("subject_from") == "sentence" and bound.sentence_index < named.sentence_index:
        # "DeepSeek官宣:最高降价75%!" over "V3降至原价的50%,R1降至25%": the most of several cuts, no restatement of the
        # one item's cut that happens to equal it
        return False
    if first.features.get("baseline_product") and second.features.get("baseline_product") and \
            _different_baselines(a["baseline"], b["baseline"]):
        return False  # "93% of B300 in Server" and "93% of B200" in another test: two comparisons
    if a["ratio"] == b["ratio"] == 1 and a["baseline"] and b["baseline"] and _different_baselines(a["baseline"], b["baseline"]):
        return False  # "matches or exceeds TensorRT-LLM" and "matches the speed of FlashAttention2": two levels
    same_subject = (a["subject"] or "").lower() == (b["subject"] or "").lower() or \
        _same_family(a["subject"], b["subject"])
    options = [c.features.get("subject_from") == "billing-option" for c in (first, second)]
    if any(options) and not same_subject:
        # "Batch接口 … 50%" under a title's "批量推理 … 五折" is one offer named twice; the batch tier's 50% and a model's
        # off-peak 五折, or a flex tier's, are two
        option, other = (first, second) if options[0] else (second, first)
        if options[0] and options[1] or not _weakly_attributed(other):
            named = b["subject"] if option is first else a["subject"]
            return bool(option_families(option.fields["subject"]) &
                        (option_families(named) if options[0] and options[1] else set(other.features.get("sentence_options", ()))))
        if other.features.get("sentence_options") and \
                not option_families(option.fields["subject"]) & set(other.features["sentence_options"]):
            # "Cached input tokens … discounted (50% of input)" and "Batch inference is billed at 50% of standard
            # rates": the same share taken off by two billing options, each its own offer
            return False
    if a["ratio"] != b["ratio"]:
        return same_subject or a["subject"] is None or b["subject"] is None
    # "…每瓦效能號稱 NVIDIA L4 的 3 倍" in a headline naming only the chip compared with, read with that chip as its
    # subject, and the body's "N1 的每瓦效能為 NVIDIA L4 的 3 倍": one change
    misread = any(x["subject"] and not x["baseline"] and (y["baseline"] or "").lower() == x["subject"].lower()
                  for x, y in ((a, b), (b, a)))
    return same_subject or misread or _weakly_attributed(first) or _weakly_attributed(second)


def _informativeness(candidate: Candidate) -> int:
    fields = candidate.fields
    strong = not _weakly_attributed(candidate) or candidate.features.get("subject_from") == "billing-option"
    subject = 2 if fields.get("subject") and strong else int(bool(fields.get("subject")))
    return subject + int(bool(fields.get("baseline"))) + int(fields["metric"] != "performance")


def _without_restated_comparisons(accepted: list[Candidate]) -> list[Candidate]:
    """Of comparisons restating one another (a title, a lede and the body), the one saying most: a subject named
    in its own sentence, a baseline, a specific metric; the first of equals."""
    comparisons = [c for c in accepted if c.kind == "comparison"]
    glosses: dict = {}
    for candidate in comparisons:
        if candidate.features.get("bracketed"):
            glosses.setdefault(candidate.fields["ratio"], []).append(candidate)
    for same in glosses.values():
        # "输入降至0.25元(5折优惠)，…降至1元(5折优惠)，…降至4元(同样为5折优惠)": each of several glossed prices keeps its
        # own discount beside the offer's general cut stated in another sentence; a single gloss restates that cut
        for candidate in same if len(same) > 1 else ():
            candidate.features["one_of_several_glosses"] = True
    dropped: set[int] = set()
    for position, candidate in enumerate(comparisons):
        if id(candidate) in dropped:
            continue
        group = [candidate] + [other for other in comparisons[position + 1:]
                               if id(other) not in dropped and _restates(candidate, other)]
        if len(group) == 1:
            continue
        # max keeps the first of equals; a product outranks its family ("GB300 NVL72" over "Blackwell")
        # (and a price over the same saving called a cost: the price is what the provider states)
        # (of equals, a product compared with, "as fast as Hopper", over a standard phrase, "its predecessor")
        # (a price outranks the same saving called a cost: "95% Cost Savings" in a title, "5% of the standard
        # input price" in the body)
        money_only = {c.fields["metric"] for c in group} == _MONEY_METRICS
        # (of a figure and its rounding, "-5.36%" in a table and "约5.4%" under it, the figure as measured)
        rounded = len({c.fields["ratio"] for c in group}) > 1
        best = max(group, key=lambda c: (money_only and c.fields["metric"] == "price",
                                         _quoted_digits(c) if rounded else 0, _informativeness(c),
                                         bool(c.features.get("baseline_product")),
                                         not _is_family(c.fields.get("subject")),
                                         c.fields["metric"] == "price"))
        for other in group:
            if other is not best:
                other.rejection = "restatement of an earlier claim"
                dropped.add(id(other))
    return [c for c in accepted if id(c) not in dropped]


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
