"""The digest's data sections: Measured (MLPerf marts), What changed (price pages), On the radar."""

from __future__ import annotations

import collections
import datetime as dt
import re

from pipelines.digest.charts import Bar, PricePoint, PriceSeries
from pipelines.digest.figures import approximate, like_for_like, money, number
from pipelines.digest.model import Event, Measured, MeasuredLine, PriceMove, RadarItem

MLPERF_LIMIT = 6
CAPTURE_GAP = dt.timedelta(days=2)     # captures further apart than this may hide a change between them
RADAR_LIMIT = 6
_MONTHS = {m: i for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
     "november", "december"], start=1)}
_FUTURE_VERB = re.compile(r"\b(will|plans?|planned|due|expected|scheduled|is set to|are set to|to launch|"
                          r"coming|upcoming|next round|ahead)\b|计划|将于|预计|即将", re.I)
_YEAR = re.compile(r"\b(20\d\d)\b|(20\d\d)年")
_MONTH_DAY = re.compile(r"\b(\d{1,2})\s+(January|February|March|April|May|June|July|August|September|October|"
                        r"November|December)\b|\b(January|February|March|April|May|June|July|August|September|"
                        r"October|November|December)\s+(\d{1,2})\b")
_QUARTER = re.compile(r"\b(?:Q([1-4])|(first|second|third|fourth) quarter of)\s*(20\d\d)|第([一二三四])季度", re.I)
_HALF = re.compile(r"\b(first|second) half of (20\d\d)|\b(end|late|early|mid|beginning) (?:of )?(20\d\d)", re.I)


def _round_key(name: str) -> tuple:
    return tuple(int(p) for p in re.findall(r"\d+", name or ""))


# MLPerf Inference publication dates (MLCommons announcements). A later round is dated by the cadence
# since v4.0: one major version a year, ".0" results in early April and ".1" in early September.
ROUND_PUBLISHED = {"v4.0": dt.date(2024, 3, 27), "v4.1": dt.date(2024, 8, 28), "v5.0": dt.date(2025, 4, 2),
                   "v5.1": dt.date(2025, 9, 9)}


def round_published(name: str) -> dt.date | None:
    if name in ROUND_PUBLISHED:
        return ROUND_PUBLISHED[name]
    match = re.fullmatch(r"v(\d+)\.(\d+)", name or "")
    if not match:
        return None
    major, minor = int(match.group(1)), int(match.group(2))
    return dt.date(2020 + major, 4 if minor == 0 else 9, 1)


def rounds_known_by(connection, end: dt.date) -> list[str]:
    """The MLPerf rounds published before the end of the week: a digest never cites a later one."""
    try:
        names = [r[0] for r in connection.execute("select distinct round from mlperf_results").fetchall()]
    except Exception:  # noqa: BLE001
        return []
    return sorted((n for n in names if (round_published(n) or dt.date.max) < end), key=_round_key)


def measured(connection, events: list[Event], start: dt.date, end: dt.date, verdicts: list[dict]) -> Measured:
    """MLPerf bests and moves for the rounds and accelerators the week's stories cite, tokens per dollar,
    and vendor claims next to what MLPerf measured (like-for-like pairs only, from the marts).

    ``verdicts``: rows of ``claims_vs_measurements`` already read for the week's claims (see
    :func:`pipelines.digest.figures.load_checks`)."""
    result = Measured()
    values = sorted({float(_value(f)) for e in events for f in e.figures if f.kind == "benchmark"
                     and _value(f) is not None})
    hardware = sorted({h for e in events for h in e.hardware})
    claim_ids = [f.claim_id for e in events for f in e.figures]
    known = rounds_known_by(connection, end)
    try:
        matched = connection.execute(
            "select distinct round, model_family, scenario from stg_mlperf_results "
            "where list_contains(?, value) and is_closed_available and list_contains(?, round) order by 1, 2, 3",
            [values, known]).fetchall()
    except Exception:  # noqa: BLE001 - no MLPerf staging: nothing measured to show
        return result
    rounds = sorted({r for r, _, _ in matched}, key=_round_key)
    families = collections.Counter((r, f, s) for r, f, s in matched)
    if matched:
        # the benchmark in the news: the round/model/scenario most of the week's results come from
        in_news = max(families, key=lambda k: (sum(1 for v in values if _matches(connection, k, v)), _round_key(k[0]),
                                               k[1], k[2]))
        round_, family, scenario = in_news
        rows = connection.execute(
            "select hardware, per_accelerator_value, system, submitter, unit from mlperf_best "
            "where round = ? and model_family = ? and scenario = ? "
            "order by per_accelerator_value desc, hardware limit ?", [round_, family, scenario, MLPERF_LIMIT]
        ).fetchall()
        for name, per_accelerator, system, submitter, unit in rows:
            result.bests.append(MeasuredLine(
                f"{name}: {number(round(per_accelerator, 1))} {unit} per accelerator on {family} {scenario} "
                f"(MLPerf {round_}, {system}, {submitter})"))
            result.chart_bars.append(Bar(name, float(per_accelerator), number(round(per_accelerator, 1))))
        result.chart_title = f"MLPerf Inference {round_}, {family} {scenario}: {rows[0][4] if rows else ''} " \
                             f"per accelerator (best closed-division result per accelerator)"
        moves = connection.execute(
            "select hardware, model_family, scenario, unit, previous_round, previous_per_accelerator_value, round, "
            "per_accelerator_value, ratio_to_previous from mlperf_round_over_round "
            "where list_contains(?, round) and previous_round is not null and model_family = ? and scenario = ? "
            "order by ratio_to_previous desc, hardware limit ?", [rounds, family, scenario, MLPERF_LIMIT]).fetchall()
        for name, fam, scen, unit, before_round, before, after_round, after, ratio in moves:
            result.moves.append(MeasuredLine(
                f"{name} on {fam} {scen}: {number(round(before, 1))} → {number(round(after, 1))} {unit} per "
                f"accelerator from MLPerf {before_round} to {after_round} (×{ratio:.3g})"))
    if hardware:
        families_in_news = sorted({f for _, f, _ in matched}) or None
        rows = connection.execute(
            "select hardware, benchmark, scenario, tokens_per_dollar, usd_per_million_tokens, usd_per_gpu_hour, "
            "provider, round from tokens_per_dollar where list_contains(?, hardware) and list_contains(?, round) "
            "and (? is null or list_contains(?, benchmark)) "
            "qualify row_number() over (partition by hardware order by tokens_per_dollar desc, benchmark, scenario) = 1 "
            "order by tokens_per_dollar desc, hardware limit ?",
            [hardware, known, families_in_news, families_in_news, MLPERF_LIMIT]).fetchall()
        for name, bench, scen, per_dollar, per_million, hourly, provider, round_ in rows:
            result.tokens_per_dollar.append(MeasuredLine(
                f"{name} at {money(hourly, 'USD')} per GPU-hour ({provider}): {approximate(per_dollar / 1e6, 3)} "
                f"million tokens per dollar on {bench} {scen} (MLPerf {round_}), about "
                f"${approximate(per_million, 2)} per million tokens at full utilisation"))
    if claim_ids:
        wanted, known_rounds = set(claim_ids), set(known)
        chosen = [v for v in verdicts if v["claim_id"] in wanted
                  and v["verdict"] in ("supported", "overstated")            # like-for-like only
                  and v["measured_ratio"] is not None and v["claimed_ratio"] is not None
                  and v["metric"] == "throughput" and v["measured_round"] in known_rounds]
        chosen.sort(key=lambda v: (v["verdict"], v["subject"] or "", v["baseline"] or ""))
        rows = [(v["subject"], v["baseline"], v["claimed_ratio"], v["measured_ratio"], v["verdict"],
                 v["measured_round"], v["measured_model_family"], v["measured_scenario"], v["hedge"], v["sentence"])
                for v in chosen]
        seen = set()
        for subject, baseline, claimed, measured_ratio, verdict, round_, family, scenario, hedge, sentence in rows:
            key = (subject, baseline, claimed)
            if key in seen or not like_for_like(family, sentence):
                continue
            seen.add(key)
            said = f"{hedge + ' ' if hedge else ''}×{claimed:.3g}"
            result.verdicts.append(MeasuredLine(
                f"{subject} vs {baseline}: claimed {said}; MLPerf {round_} measured ×{measured_ratio:.3g} per "
                f"accelerator on {family} {scenario}: {verdict}"))
    return result


def _value(figure) -> float | None:
    return figure.value


def _matches(connection, key, value) -> bool:
    round_, family, scenario = key
    return bool(connection.execute(
        "select count(*) from stg_mlperf_results where round = ? and model_family = ? and scenario = ? "
        "and value = ?", [round_, family, scenario, value]).fetchone()[0])


def price_moves(connection, start: dt.date, end: dt.date) -> tuple[list[PriceMove], list[PriceSeries]]:
    """Price changes the providers' pages showed in the week, how precisely each is dated, and the
    price history of the models that moved (for the chart)."""
    try:
        rows = connection.execute(
            """
            select c.provider, c.model, c.token_type, c.condition, c.unit, c.change_kind, c.old_amount, c.new_amount,
                   c.old_currency, c.new_currency, c.changed_on, c.detected_at, c.source_name, s.url, h.effective_from,
                   (select max(observed_at) from price_captures p
                    where p.source_name = c.source_name and p.observed_at < c.detected_at and p.usable) as before
            from price_changes c
            left join sources s on s.name = c.source_name
            left join price_history h on h.interval_id = c.new_interval_id
            where c.changed_on >= ? and c.changed_on < ?
            order by c.provider, c.model, c.token_type, c.condition nulls first, c.change_kind
            """, [start, end]).fetchall()
    except Exception:  # noqa: BLE001 - no price tables
        return [], []
    moves = []
    moved = set()
    for (provider, model, token_type, condition, unit, kind, old, new, old_currency, new_currency, changed_on,
         detected_at, source_name, url, effective_from, before) in rows:
        label = model + (f" {token_type.replace('_', '-')}" if token_type and token_type != "unspecified" else "")
        if condition:
            label += f" ({condition})"
        per = "per GPU-hour" if unit == "per_gpu_hour" else "per million tokens"
        dated = "the page states the date" if effective_from is not None else "dated by the capture"
        if before is not None and detected_at - before > CAPTURE_GAP:
            certainty = (f"{dated}; the page was captured on {before.date().isoformat()} and "
                         f"{detected_at.date().isoformat()}, so a change in between would not be seen")
        else:
            certainty = dated
        moves.append(PriceMove(
            provider=provider, model=model, label=label,
            old=f"{money(old, old_currency)} {per}" if old is not None else None,
            new=f"{money(new, new_currency)} {per}" if new is not None else None,
            change_kind=kind, changed_on=changed_on.date(), certainty=certainty, url=url, source_name=source_name))
        if kind == "changed" and condition is None and unit == "per_million_tokens":
            moved.add((provider, model, token_type))
    series = []
    for provider, model, token_type in sorted(moved, key=lambda k: tuple(x or "" for x in k)):
        points = connection.execute(
            "select valid_from, amount, currency from price_history where provider = ? and model = ? "
            "and token_type is not distinct from ? and condition is null and unit = 'per_million_tokens' "
            "order by valid_from", [provider, model, token_type]).fetchall()
        if len({c for _, _, c in points}) != 1:
            continue
        series.append(PriceSeries(
            name=f"{provider} {model} {token_type or ''}".strip(),
            points=tuple(PricePoint(day.date(), float(amount), money(amount, currency))
                         for day, amount, currency in points)))
    return moves, series


def _future_date(sentence: str, week_end: dt.date) -> dt.date | None:
    """The first date the sentence names that lies after the week (approximate: a quarter's first day)."""
    candidates = []
    for match in _MONTH_DAY.finditer(sentence):
        day, month = (match.group(1), match.group(2)) if match.group(1) else (match.group(4), match.group(3))
        year_match = _YEAR.search(sentence[match.end():match.end() + 8])
        year = int(year_match.group(1) or year_match.group(2)) if year_match else week_end.year
        try:
            candidates.append(dt.date(year, _MONTHS[month.lower()], int(day)))
        except ValueError:
            continue
    for match in _QUARTER.finditer(sentence):
        if match.group(3):
            quarter = int(match.group(1)) if match.group(1) else \
                ["first", "second", "third", "fourth"].index(match.group(2).lower()) + 1
            candidates.append(dt.date(int(match.group(3)), 3 * quarter - 2, 1))
    for match in _HALF.finditer(sentence):
        if match.group(2):
            candidates.append(dt.date(int(match.group(2)), 1 if match.group(1).lower() == "first" else 7, 1))
        elif match.group(4):
            word = match.group(3).lower()
            month = {"end": 12, "late": 10, "early": 1, "beginning": 1, "mid": 6}[word]
            candidates.append(dt.date(int(match.group(4)), month, 1))
    for match in _YEAR.finditer(sentence):
        year = int(match.group(1) or match.group(2))
        if year > week_end.year:
            candidates.append(dt.date(year, 1, 1))
    future = sorted(d for d in candidates if d >= week_end)
    return future[0] if future else None


def radar(connection, events: list[Event], documents: list[dict], claims: list[dict], verified: dict,
          start: dt.date, end: dt.date) -> list[RadarItem]:
    """Announced changes not yet in effect and dated forward-looking statements from on-topic stories."""
    from extractors.text import split_sentences

    items: list[RadarItem] = []
    seen: set[str] = set()
    on_topic = {d["document_id"] for e in events for d in e.documents}
    by_id = {d["document_id"]: d for d in documents}
    for event in events:
        for document in event.documents:
            if (document.get("language") or "en")[:2] not in ("en",):
                continue
            text = document.get("text") or ""
            for s, e in split_sentences(text):
                sentence = text[s:e].strip()
                if sentence in seen or " | " in sentence or len(sentence) > 400 or not _FUTURE_VERB.search(sentence):
                    continue
                when = _future_date(sentence, end)
                if when is None:
                    continue
                seen.add(sentence)
                items.append(RadarItem(sentence, document["link"], document["source_name"], when, True,
                                       (document["document_id"],)))
    for claim in claims:
        if claim["claim_id"] not in verified or claim["document_id"] not in on_topic:
            continue
        when = _parse_day(claim.get("effective_from"))
        if when and when >= end and claim["sentence"] not in seen:
            seen.add(claim["sentence"])
            document = by_id[claim["document_id"]]
            items.append(RadarItem(claim["sentence"], document["link"], document["source_name"], when, True,
                                   (document["document_id"],)))
    items.sort(key=lambda i: (i.when or dt.date.max, i.text))
    return items[:RADAR_LIMIT]


def _parse_day(value) -> dt.date | None:
    if not value:
        return None
    match = re.match(r"(\d{4})-(\d{2})-(\d{2})", str(value))
    if not match:
        return None
    try:
        return dt.date(int(match.group(1)), int(match.group(2)), int(match.group(3)))
    except ValueError:
        return None
