"""The prices stage over several captures: observations, intervals, changes, fx and the magnitude guard.

Expected amounts and dates are read off the captured pages (quoted in the comments), not from the code.
"""

from __future__ import annotations

import csv
import datetime as dt
import json
from decimal import Decimal
from pathlib import Path

import pytest

from extractors.currency import usd_rate
from pipelines.stages.fetch import StageContext
from pipelines.stages.prices import BUNDLED_FX_SOURCE, ingest_price_pages, usd_conversion
from pipelines.sources.config import PricePageSource, SourcesFile
from pipelines.sources.fetch import FetchResult, SnapshotFetcher
from warehouse import Warehouse, transaction
from warehouse.price_history import Capture, ObservedPrice, build_history, price_key

ROOT = Path(__file__).resolve().parent.parent
SNAPSHOT = ROOT / "data" / "snapshot"
FIXTURES = Path(__file__).resolve().parent / "fixtures"
DEEPSEEK_URL = "https://api-docs.deepseek.com/quick_start/pricing"
ALIBABA_URL = "https://help.aliyun.com/zh/model-studio/model-pricing"
PRICE_TABLES = ("price_observations", "price_captures", "price_history", "price_changes", "fx_rates", "ingest_errors")


class CaptureFetcher:
    """A fetcher that answers each URL with fixed dated captures (bytes), oldest first."""

    def __init__(self, captures: dict[str, list[tuple[dt.datetime, bytes]]]):
        self.by_url = captures

    def captures(self, url, *, trusted=False, purpose="page"):
        return [FetchResult(url=url, final_url=url, status=200, headers={"Content-Type": "text/html; charset=utf-8"},
                            body=body, fetched_at=when, duration_ms=1.0, from_snapshot=False, captured_at=when)
                for when, body in self.by_url[url]]

    def fetch(self, url, **kwargs):
        return self.captures(url)[-1]

    def close(self):
        return None


def _run(home: Path, pages: list[PricePageSource], fetcher) -> object:
    context = StageContext(warehouse=Warehouse(home), fetcher=fetcher, sources=SourcesFile(price_page=pages))
    return ingest_price_pages(context)


def _query(home: Path, sql: str, params=()):
    with Warehouse(home).connect(read_only=True) as connection:
        return connection.execute(sql, list(params)).fetchall()


def _counts(home: Path) -> dict[str, int]:
    return {t: _query(home, f"select count(*) from {t}")[0][0] for t in PRICE_TABLES}


DEEPSEEK = PricePageSource(name="deepseek-pricing", url=DEEPSEEK_URL, provider="DeepSeek")


@pytest.fixture(scope="module")
def deepseek_home(tmp_path_factory):
    home = tmp_path_factory.mktemp("deepseek")
    _run(home, [DEEPSEEK], SnapshotFetcher(SNAPSHOT))
    return home


# ---------------------------------------------------------------------------------------------
# The two DeepSeek captures (2025-09-01 and 2025-09-30)

SEP01 = dt.datetime(2025, 9, 1, 8, 0)     # manifest captured_at of prices/deepseek/2025-09-01.html
SEP30 = dt.datetime(2025, 9, 30, 8, 0)    # manifest captured_at of prices/deepseek/2025-09-30.html
# 2025-09-01 page: "The prices below apply until 16:00 UTC on 2025-09-05."
OLD_UNTIL = dt.datetime(2025, 9, 5, 16, 0)
# 2025-09-30 page: "Prices apply from 2025-09-29"
NEW_FROM = dt.datetime(2025, 9, 29)
# (model, token type): (standard price on 09-01, price on 09-30), USD per 1M tokens, as the pages print them
PAGE_PRICES = {
    ("deepseek-chat", "cached_input"): ("0.07", "0.028"),
    ("deepseek-chat", "input"): ("0.27", "0.28"),
    ("deepseek-chat", "output"): ("1.10", "0.42"),
    ("deepseek-reasoner", "cached_input"): ("0.14", "0.028"),
    ("deepseek-reasoner", "input"): ("0.55", "0.28"),
    ("deepseek-reasoner", "output"): ("2.19", "0.42"),
}


def test_manifest_has_the_two_dated_deepseek_captures():
    manifest = json.loads((SNAPSHOT / "manifest.d" / "prices.json").read_text(encoding="utf-8"))
    times = sorted(e["captured_at"] for e in manifest["entries"] if e["url"] == DEEPSEEK_URL)
    assert times == ["2025-09-01T08:00:00Z", "2025-09-30T08:00:00Z"]


@pytest.mark.parametrize(("model", "token_type"), sorted(PAGE_PRICES))
def test_a_changed_price_has_a_closed_and_an_open_interval(deepseek_home, model, token_type):
    old, new = PAGE_PRICES[(model, token_type)]
    rows = _query(deepseek_home, """
        select amount, valid_from, valid_until, first_seen, last_seen, closed_at, is_open
        from price_history where model = ? and token_type = ? and condition is null order by first_seen
    """, [model, token_type])
    assert rows == [
        (Decimal(old), SEP01, OLD_UNTIL, SEP01, SEP01, SEP30, False),
        (Decimal(new), NEW_FROM, None, SEP30, SEP30, None, True),
    ]


def test_price_changes_hold_exactly_the_changed_rows_with_their_ratios(deepseek_home):
    rows = _query(deepseek_home, """
        select model, token_type, old_amount, new_amount, ratio, changed_on, detected_at
        from price_changes where change_kind = 'changed' order by model, token_type
    """)
    assert [(m, t) for m, t, *_ in rows] == sorted(PAGE_PRICES)
    for model, token_type, old, new, ratio, changed_on, detected_at in rows:
        page_old, page_new = PAGE_PRICES[(model, token_type)]
        assert (old, new) == (Decimal(page_old), Decimal(page_new))
        assert ratio == pytest.approx(float(page_new) / float(page_old), rel=1e-9)
        assert (changed_on, detected_at) == (NEW_FROM, SEP30)
    # e.g. cached input of deepseek-chat: 0.028 / 0.07 = 0.4; output of deepseek-reasoner: 0.42 / 2.19
    ratios = {(m, t): r for m, t, _, _, r, _, _ in rows}
    assert ratios[("deepseek-chat", "cached_input")] == pytest.approx(0.4)


def test_off_peak_prices_the_new_page_dropped_are_withdrawn(deepseek_home):
    withdrawn = _query(deepseek_home, """
        select model, token_type, old_amount, changed_on, detected_at from price_changes
        where change_kind = 'withdrawn' order by model, token_type
    """)
    # 09-01 page, off-peak columns: $0.035 (cache hit), $0.135 (cache miss), $0.550 (output) for both models
    off_peak = {"cached_input": Decimal("0.035"), "input": Decimal("0.135"), "output": Decimal("0.55")}
    assert [(m, t, a) for m, t, a, _, _ in withdrawn] == [
        (m, t, off_peak[t]) for m in ("deepseek-chat", "deepseek-reasoner") for t in sorted(off_peak)]
    assert {(c, d) for *_, c, d in withdrawn} == {(OLD_UNTIL, SEP30)}
    current = _query(deepseek_home, "select count(*) from prices_current where condition = 'off-peak'")
    assert current == [(0,)]


def test_prices_current_shows_the_newest_capture(deepseek_home):
    rows = _query(deepseek_home, "select model, token_type, amount from prices_current order by model, token_type")
    assert rows == [(m, t, Decimal(PAGE_PRICES[(m, t)][1])) for m, t in sorted(PAGE_PRICES)]


def test_replaying_the_same_captures_changes_nothing(tmp_path):
    _run(tmp_path, [DEEPSEEK], SnapshotFetcher(SNAPSHOT))
    snapshot = {t: _query(tmp_path, f"select * from {t} order by all")
                for t in ("price_observations", "price_history", "price_changes")}
    counts = _counts(tmp_path)
    _run(tmp_path, [DEEPSEEK], SnapshotFetcher(SNAPSHOT))
    assert _counts(tmp_path) == counts
    for table, rows in snapshot.items():
        assert _query(tmp_path, f"select * from {table} order by all") == rows, table


def test_the_same_page_captured_again_only_moves_last_seen(tmp_path):
    body = (SNAPSHOT / "prices" / "deepseek" / "2025-09-30.html").read_bytes()
    first, again = dt.datetime(2025, 10, 1, 9, 0), dt.datetime(2025, 10, 8, 9, 0)
    _run(tmp_path, [DEEPSEEK], CaptureFetcher({DEEPSEEK_URL: [(first, body)]}))
    counts = _counts(tmp_path)
    before = _query(tmp_path, "select * exclude (last_seen, capture_count) from price_history order by interval_id")
    _run(tmp_path, [DEEPSEEK], CaptureFetcher({DEEPSEEK_URL: [(again, body)]}))
    after_counts = _counts(tmp_path)
    assert after_counts == counts | {"price_captures": counts["price_captures"] + 1}
    assert _query(tmp_path, "select * exclude (last_seen, capture_count) from price_history order by interval_id") == before
    assert _query(tmp_path, "select distinct first_seen, last_seen, capture_count from price_history") == [(first, again, 2)]
    assert _query(tmp_path, "select distinct observed_at, last_seen from price_observations") == [(first, again)]
    assert _counts(tmp_path)["price_changes"] == 0


# ---------------------------------------------------------------------------------------------
# Magnitude guard

FIXTURE_URL = "https://fixture-ai.example/pricing"
FIXTURE_PAGE = PricePageSource(name="fixture-ai-pricing", url=FIXTURE_URL, provider="Fixture AI")


@pytest.fixture(scope="module")
def guarded_home(tmp_path_factory):
    home = tmp_path_factory.mktemp("guard")
    before = (FIXTURES / "price_history" / "guard_before.html").read_bytes()
    after = (FIXTURES / "price_history" / "guard_after.html").read_bytes()
    fetcher = CaptureFetcher({FIXTURE_URL: [(dt.datetime(2025, 9, 1), before), (dt.datetime(2025, 9, 15), after)]})
    _run(home, [FIXTURE_PAGE], fetcher)
    return home


def test_a_price_1000x_off_its_history_is_flagged_and_not_current(guarded_home):
    # guard_before: fixture-small input $0.50; guard_after: $500.00 (1000x)
    suspects = _query(guarded_home, """
        select model, token_type, amount from price_observations where suspect order by model
    """)
    assert ("fixture-small", "input", Decimal(500)) in suspects
    current = _query(guarded_home, "select amount, last_seen from prices_current "
                                   "where model = 'fixture-small' and token_type = 'input'")
    assert current == [(Decimal("0.5"), dt.datetime(2025, 9, 1))]   # the old price stays, not extended
    errors = _query(guarded_home, "select location, reason from ingest_errors where stage = 'price_page' "
                                  "and reason like 'magnitude guard%'")
    assert any("fixture-small" in location and "1,000x" in reason and "held out of prices_current" in reason
               for location, reason in errors)
    assert not _query(guarded_home, "select * from price_changes where model = 'fixture-small' and token_type = 'input'")


def test_a_first_price_far_off_its_siblings_is_flagged(guarded_home):
    # fixture-tiny is new in guard_after: input $0.0000001 next to $0.01 cached and $0.40 output
    assert _query(guarded_home, "select suspect from price_observations where model = 'fixture-tiny' "
                                "and token_type = 'input'") == [(True,)]
    assert _query(guarded_home, "select token_type from prices_current where model = 'fixture-tiny' "
                                "order by token_type") == [("cached_input",), ("output",)]


def test_a_plausible_change_next_to_a_suspect_is_recorded(guarded_home):
    # fixture-large output: $15.00 -> $12.00
    assert _query(guarded_home, "select old_amount, new_amount, ratio from price_changes "
                                "where model = 'fixture-large' and change_kind = 'changed'") == [
        (Decimal(15), Decimal(12), pytest.approx(0.8))]
    added = _query(guarded_home, "select token_type from price_changes where change_kind = 'added' order by 1")
    assert added == [("cached_input",), ("output",)]


def _price(model: str, token_type: str, amount: str, observation: str) -> ObservedPrice:
    return ObservedPrice(observation_id=observation, price_key=price_key("s", "P", model, token_type, None,
                                                                         "per_million_tokens", None),
                         provider="P", model=model, token_type=token_type, condition=None,
                         unit="per_million_tokens", amount=Decimal(amount), currency="USD", document_id=observation)


@pytest.mark.parametrize(("amount", "flagged"), [("0.27", False), ("0.0027", False), ("0.00027", True),
                                                 ("270", True), ("27", False), ("0.001", True)])
def test_guard_threshold_against_history(amount, flagged):
    first = Capture(dt.datetime(2025, 9, 1), (_price("m", "input", "0.27", "a1"), _price("m", "output", "1.1", "a2")))
    second = Capture(dt.datetime(2025, 9, 2), (_price("m", "input", amount, "b1"), _price("m", "output", "1.1", "b2")))
    history = build_history("s", [second, first])   # order of the argument does not matter
    assert bool(history.suspects) is flagged


# ---------------------------------------------------------------------------------------------
# Exchange rates

def _csv_rate(currency: str, day: dt.date) -> tuple[Decimal, dt.date]:
    """The CSV row for the nearest date on or before ``day``, read here without the project's code."""
    lines = [line for line in (ROOT / "extractors" / "data" / "fx_rates.csv").read_text().splitlines()
             if line and not line.startswith("#")]
    rows = [(dt.date.fromisoformat(r["date"]), Decimal(r["usd_per_unit"]))
            for r in csv.DictReader(lines) if r["currency"] == currency]
    return max((d, r) for d, r in rows if d <= day)[::-1]


def test_cny_prices_convert_at_the_nearest_earlier_rate(tmp_path):
    page = PricePageSource(name="alibaba-model-studio-pricing", url=ALIBABA_URL, provider="Alibaba Cloud")
    _run(tmp_path, [page], SnapshotFetcher(SNAPSHOT))
    captured = dt.date(2025, 9, 26)              # a Friday; the CSV has weekly Monday rows
    rate, rate_day = _csv_rate("CNY", captured)
    assert rate_day == dt.date(2025, 9, 22)
    assert (rate, rate_day) == usd_rate("CNY", captured)
    rows = _query(tmp_path, "select amount, amount_usd, fx_rate, fx_date, fx_source from price_observations "
                            "where model = 'qwen3-max' and token_type = 'input' and condition is null")
    # the page lists qwen3-max input at 0.006 元/千tokens = 6 CNY per 1M tokens
    assert rows == [(Decimal(6), (Decimal(6) * rate).quantize(Decimal("0.00000001")), rate, rate_day,
                     rows[0][4])]
    assert rows[0][4].startswith(BUNDLED_FX_SOURCE)
    assert _query(tmp_path, "select count(*) from fx_rates where starts_with(source, ?)", [BUNDLED_FX_SOURCE])[0][0] > 500


def test_usd_conversion_takes_the_nearest_earlier_row_and_refuses_stale_tables(tmp_path):
    with Warehouse(tmp_path).connect() as connection:
        with transaction(connection):
            connection.execute("insert into fx_rates values ('EUR', '2025-09-01', 1.10, 'test'), "
                               "('EUR', '2025-09-08', 1.20, 'test')")
        assert usd_conversion(connection, "EUR", dt.date(2025, 9, 5)) == (Decimal("1.1"), dt.date(2025, 9, 1), "test")
        assert usd_conversion(connection, "eur", dt.date(2025, 9, 8))[:2] == (Decimal("1.2"), dt.date(2025, 9, 8))
        assert usd_conversion(connection, "EUR", dt.date(2025, 8, 31)) is None
        assert usd_conversion(connection, "EUR", dt.date(2025, 10, 1)) is None      # 23 days after the last row
        assert usd_conversion(connection, "USD", dt.date(2025, 9, 5)) == (Decimal(1), dt.date(2025, 9, 5), "identity")


# ---------------------------------------------------------------------------------------------
# Bad pages

def test_bad_pages_give_clear_errors_and_valid_rows_still_load(tmp_path):
    bad = FIXTURES / "price_pages"
    urls = {name: f"https://bad-pages.example/{name}" for name in ("no_table.html", "other_table.html", "messy_table.html")}
    when = dt.datetime(2025, 9, 20)
    fetcher = CaptureFetcher({url: [(when, (bad / name).read_bytes())] for name, url in urls.items()})
    pages = [PricePageSource(name=name.removesuffix(".html"), url=url, provider="Example Cloud")
             for name, url in urls.items()]
    summary = _run(tmp_path, pages, fetcher)
    errors = _query(tmp_path, "select source_name, location, reason from ingest_errors where stage = 'price_page'")
    by_source: dict[str, list[str]] = {}
    for source, location, reason in errors:
        by_source.setdefault(source, []).append(f"{location}: {reason}")
    assert any("no price table found" in r for r in by_source["no_table"])
    assert any("no price table found" in r for r in by_source["other_table"])
    messy = by_source["messy_table"]
    assert any("'—'" in r and "Atlas Small" in r for r in messy)        # an em-dash cell
    assert any("N/A" in r for r in messy)                               # an N/A cell
    assert any("free is not recorded as a zero price" in r for r in messy)
    # valid rows of the messy page (unclosed <td>, &nbsp; in names, per-1K prices) still load
    rows = {(m, t, c): a for m, t, c, a in _query(
        tmp_path, "select model, token_type, condition, amount from prices_current where source_name = 'messy_table'")}
    assert rows[("atlas-large", "input", None)] == Decimal("2.5")       # $0.0025 per 1K tokens
    assert rows[("atlas-large", "output", "batch")] == Decimal(5)     # $0.005 per 1K, batch column
    assert _query(tmp_path, "select count(*) from price_observations where amount = 0") == [(0,)]
    # atlas-ultra at $1,250 per 1M is expensive, not mis-scaled: its own prices agree with each other
    assert _query(tmp_path, "select count(*) from price_observations where suspect") == [(0,)]
    unusable = _query(tmp_path, "select source_name, note from price_captures where not usable order by 1")
    assert unusable == [("no_table", "no price rows on the page"), ("other_table", "no price rows on the page")]
    assert summary.counts["page_issues"] >= 5
