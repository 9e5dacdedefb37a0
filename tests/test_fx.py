"""Live exchange rates: the ``[fx]`` table of the sources file, the ECB and inferwatch layouts, loading.

Expected rates are worked out by hand from the fixture cells (quoted next to each figure) and
rounded half-even to 10 decimal places, the scale of ``fx_rates.usd_per_unit``.
"""

from __future__ import annotations

import datetime as dt
import io
import zipfile
from decimal import Decimal
from pathlib import Path

import pytest

from pipelines.stages.fetch import StageContext
from pipelines.stages.prices import BUNDLED_FX_SOURCE, ingest_price_pages
from pipelines.runner import run_all
from pipelines.sources.config import FxSource, PricePageSource, SourcesFile, SourcesFileError, load_sources
from pipelines.sources.fetch import SnapshotFetcher
from pipelines.sources.fx import FxFormatError, parse_fx_rates
from tests.http_server import LocalServer, send
from warehouse import Warehouse

ROOT = Path(__file__).resolve().parent.parent
SNAPSHOT = ROOT / "data" / "snapshot"
FIXTURES = Path(__file__).resolve().parent / "fixtures" / "fx"
ECB_FIXTURE = FIXTURES / "ecb_eurofxref_2025-09.csv"
ALIBABA_URL = "https://help.aliyun.com/zh/model-studio/model-pricing"   # snapshot capture of 2025-09-26
SEP26, SEP22 = dt.date(2025, 9, 26), dt.date(2025, 9, 22)


def _by_key(rates):
    return {(rate.currency, rate.rate_date): rate.usd_per_unit for rate in rates}


def _query(home: Path, sql: str, params=()):
    with Warehouse(home).connect(read_only=True) as connection:
        return connection.execute(sql, list(params)).fetchall()


# ---------------------------------------------------------------------------------------------
# Parsing

def test_ecb_rates_per_euro_become_dollars_per_unit():
    parsed = parse_fx_rates(ECB_FIXTURE.read_bytes(), format="ecb", source="ecb-fixture")
    rates = _by_key(parsed.rates)
    # 2025-09-26: USD 1.1700, JPY 172.50, GBP 0.8700, CNY 8.3400, KRW 1640.00 per euro
    assert rates[("JPY", SEP26)] == Decimal("0.0067826087")   # 1.17 / 172.5 = 0.00678260869…
    assert rates[("CNY", SEP26)] == Decimal("0.1402877698")   # 1.17 / 8.34  = 0.14028776978…
    assert rates[("GBP", SEP26)] == Decimal("1.3448275862")   # 1.17 / 0.87  = 1.34482758620…
    assert rates[("KRW", SEP26)] == Decimal("0.0007134146")   # 1.17 / 1640  = 0.00071341463…
    assert rates[("EUR", SEP26)] == Decimal("1.17")           # the euro is the USD cell itself
    # 2025-09-22: USD 1.1760, CNY 8.3600
    assert rates[("CNY", SEP22)] == Decimal("0.1406698565")   # 1.176 / 8.36 = 0.14066985645…
    assert not any(currency in ("USD", "CYP") for currency, _ in rates)     # identity; N/A on every day
    assert ("CHF", dt.date(2025, 9, 24)) not in rates and ("CHF", dt.date(2025, 9, 25)) in rates  # blank cell
    # 5 days x (EUR + JPY BGN CZK DKK GBP CHF CNY KRW) minus the one blank CHF cell
    assert len(parsed.rates) == 5 * 9 - 1
    assert parsed.issues == []
    assert {rate.source for rate in parsed.rates} == {"ecb-fixture"}


def test_the_ecb_daily_file_inside_its_zip_archive():
    daily = "Date, USD, JPY, BGN, CYP, GBP, \n26 September 2025, 1.1700, 172.50, 1.9558, N/A, 0.8700, \n"
    archive = io.BytesIO()
    with zipfile.ZipFile(archive, "w") as handle:
        handle.writestr("eurofxref.csv", daily)
    parsed = parse_fx_rates(archive.getvalue(), format="ecb", source="ecb-daily.zip")
    assert _by_key(parsed.rates) == {("EUR", SEP26): Decimal("1.17"), ("JPY", SEP26): Decimal("0.0067826087"),
                                     ("BGN", SEP26): Decimal("0.5982206770"),   # 1.17 / 1.9558 = 0.59822067696…
                                     ("GBP", SEP26): Decimal("1.3448275862")}


def test_ecb_rows_without_a_dollar_rate_or_with_bad_cells_are_issues():
    body = (b"Date,USD,JPY,Notes,\n2025-09-26,1.1700,abc,x,\n2025-09-25,N/A,173.10,,\n"
            b"26/09/2025,1.17,172.5,,\n2025-09-24,1.1740,-5,,\n")
    parsed = parse_fx_rates(body, format="ecb", source="messy")
    assert _by_key(parsed.rates) == {("EUR", SEP26): Decimal("1.17"), ("EUR", dt.date(2025, 9, 24)): Decimal("1.174")}
    assert parsed.issues == [
        "header: column 'Notes' is not a currency code; ignored",
        "line 2: JPY on 2025-09-26: 'abc' is not a positive number",
        "line 3: no USD rate on 2025-09-25, so nothing that day converts to US dollars",
        "line 4: '26/09/2025' is not a date; row skipped",
        "line 5: JPY on 2025-09-24: '-5' is not a positive number",
    ]


def test_the_inferwatch_layout_with_blank_and_bad_cells():
    parsed = parse_fx_rates((FIXTURES / "inferwatch_rates.csv").read_bytes(), format="inferwatch",
                            source="local-rates")
    # CNY 0.1405 (trailing comma); JPY N/A and EUR blank are no rate; 'eur' on the last line is EUR
    assert _by_key(parsed.rates) == {("CNY", SEP26): Decimal("0.1405"), ("EUR", SEP26): Decimal("1.1695")}
    assert parsed.issues == ["line 7: GBP on 2025-09-26: '1.35x' is not a positive number",
                             "line 9: '2025-09-31' is not a date; row skipped"]


def test_the_bundled_rates_file_reads_in_the_inferwatch_layout():
    bundled = ROOT / "extractors" / "data" / "fx_rates.csv"
    parsed = parse_fx_rates(bundled.read_bytes(), format="inferwatch", source="bundled")
    data_lines = [line for line in bundled.read_text().splitlines()[1:] if line and not line.startswith(("#", "date"))]
    assert parsed.issues == [] and len(parsed.rates) == len(data_lines)
    # the file's row "2025-09-22,CNY,0.140449"
    assert _by_key(parsed.rates)[("CNY", SEP22)] == Decimal("0.140449")


def _zip_of(**members: str) -> bytes:
    archive = io.BytesIO()
    with zipfile.ZipFile(archive, "w") as handle:
        for name, text in members.items():
            handle.writestr(name, text)
    return archive.getvalue()


@pytest.mark.parametrize(("body", "format", "message"), [
    (b"", "ecb", "the body is empty"),
    (b"<!DOCTYPE html><html><body>Service unavailable</body></html>", "ecb", "HTML or XML, not an exchange-rate CSV"),
    (b"\x89PNG\r\n\x1a\n\x00\x00\x00", "ecb", "binary"),
    (b"Date,USD\n2025-09-26,\xff\xfe1.17\n", "ecb", "not UTF-8 text"),
    (b"currency,rate\nJPY,0.0068\n", "ecb", "not an ECB reference-rate CSV"),
    (b"Date,JPY,GBP,\n2025-09-26,172.5,0.87,\n", "ecb", "no USD column"),
    (b"Date,USD,JPY\n2025-09-26,1.17,172.5\n", "inferwatch", "lacks currency, usd_per_unit"),
    (b"PK\x03\x04 not really a zip", "ecb", "broken zip archive"),
    (_zip_of(**{"a.csv": "Date,USD\n", "b.csv": "Date,USD\n"}), "ecb", "holds 2 .csv files"),
    (b"Date,USD\n2025-09-26,1.17\n", "xml", "unknown exchange-rate format 'xml'"),
], ids=["empty", "html", "binary", "not-utf8", "not-ecb", "no-usd", "inferwatch-header", "bad-zip", "two-csv",
        "unknown-format"])
def test_bodies_that_are_not_rates_raise_an_error_naming_the_source(body, format, message):
    with pytest.raises(FxFormatError) as error:
        parse_fx_rates(body, format=format, source="https://rates.example/fx.csv")
    assert str(error.value).startswith("https://rates.example/fx.csv: ") and message in str(error.value)


# ---------------------------------------------------------------------------------------------
# The sources file

def test_the_fx_table_of_the_sources_file(tmp_path):
    path = tmp_path / "sources.toml"
    path.write_text('[fx]\nurl = "rates/ecb.csv"\nformat = "ecb"\n')
    sources = load_sources(path)
    assert sources.fx == FxSource(url="rates/ecb.csv", format="ecb", name="fx")
    assert sources.resolve_location(sources.fx.url) == str(tmp_path / "rates" / "ecb.csv")
    assert load_sources(ROOT / "data" / "snapshot" / "sources.toml").fx is None

    path.write_text('[[feed]]\nname = "a"\nurl = "https://a.example/feed"\n\n'
                    '[fx]\nname = "ecb"\nformat = "json"\nurl = "ftp://rates.example/x.csv"\nrefresh = 1\n')
    with pytest.raises(SourcesFileError) as error:
        load_sources(path)
    message = str(error.value)
    assert ":line 7: fx.format: Input should be 'ecb' or 'inferwatch'" in message
    assert ":line 8: fx.url: Value error, url must be http(s):// or a local path, not ftp://" in message
    assert ":line 9: fx.refresh: unknown key" in message

    path.write_text('[fx]\nformat = "ecb"\n')
    with pytest.raises(SourcesFileError, match=r":line 1: fx.url: missing required key"):
        load_sources(path)
    path.write_text('[fx]\nurl = "x.csv"\nformat = "ecb"\nname = "p"\n\n'
                    '[[price_page]]\nname = "p"\nurl = "https://p.example/"\nprovider = "P"\n')
    with pytest.raises(SourcesFileError, match="repeated: p"):
        load_sources(path)


# ---------------------------------------------------------------------------------------------
# Loading, through the whole run and through the prices stage

def test_a_local_fx_file_prices_the_observations_of_its_dates(tmp_path):
    (tmp_path / "rates").mkdir()
    (tmp_path / "rates" / "ecb.csv").write_bytes(ECB_FIXTURE.read_bytes())
    sources = tmp_path / "sources.toml"
    sources.write_text('[fx]\nurl = "rates/ecb.csv"\nformat = "ecb"\nname = "ecb-rates"\n\n'
                       f'[[price_page]]\nname = "alibaba"\nurl = "{ALIBABA_URL}"\nprovider = "Alibaba Cloud"\n')
    home = tmp_path / "home"
    report = run_all(home=home, sources_file=sources)
    location = str((tmp_path / "rates" / "ecb.csv").resolve())
    assert report.asset_metadata["price_observations"]["fx_live_rates"] == 5 * 9 - 1
    assert not [e for e in report.errors_by_source if e[0] == "ecb-rates"]
    # the page (captured 2025-09-26) lists qwen3-max input at 0.006 元/千tokens = 6 CNY per 1M tokens;
    # 6 x 0.1402877698 = 0.8417266188
    rows = _query(home, "select amount, amount_usd, fx_rate, fx_date, fx_source from price_observations "
                        "where model = 'qwen3-max' and token_type = 'input' and condition is null")
    assert rows == [(Decimal(6), Decimal("0.84172662"), Decimal("0.1402877698"), SEP26, location)]
    # the live file replaced the bundled Monday row of 2025-09-22; the bundled rows fill the other dates
    stored = dict(_query(home, "select rate_date, source from fx_rates where currency = 'CNY' "
                               "and rate_date between '2025-09-15' and '2025-09-29'"))
    assert stored[SEP22] == location and stored[SEP26] == location
    assert stored[dt.date(2025, 9, 15)].startswith(BUNDLED_FX_SOURCE)
    assert stored[dt.date(2025, 9, 29)].startswith(BUNDLED_FX_SOURCE)
    assert _query(home, "select usd_per_unit from fx_rates where currency = 'CNY' and rate_date = ?",
                  [SEP22]) == [(Decimal("0.1406698565"),)]


def _stage(home: Path, fx: FxSource) -> object:
    page = PricePageSource(name="alibaba", url=ALIBABA_URL, provider="Alibaba Cloud")
    context = StageContext(warehouse=Warehouse(home), fetcher=SnapshotFetcher(SNAPSHOT),
                           sources=SourcesFile(fx=fx, price_page=[page]))
    return ingest_price_pages(context)


def test_a_broken_or_missing_fx_file_is_an_error_and_the_bundled_rates_still_convert(tmp_path):
    home = tmp_path / "home"
    broken = tmp_path / "broken.csv"
    broken.write_text("<html><body>Rate service down</body></html>")
    summary = _stage(home, FxSource(url=str(broken), format="ecb", name="ecb-rates"))
    assert summary.counts["fx_live_rates"] == 0 and summary.counts["price_rows"] > 0
    errors = _query(home, "select stage, source_name, url, reason from ingest_errors where source_name = 'ecb-rates'")
    assert [(stage, url) for stage, _, url, _ in errors] == [("fx", str(broken))]
    assert "HTML or XML, not an exchange-rate CSV" in errors[0][3]
    # the bundled row of Monday 2025-09-22 prices the 2025-09-26 capture
    rows = _query(home, "select fx_date, fx_source from price_observations where currency = 'CNY'")
    assert rows and {(day, source.startswith(BUNDLED_FX_SOURCE)) for day, source in rows} == {(SEP22, True)}

    _stage(home, FxSource(url=str(tmp_path / "absent.csv"), format="ecb", name="ecb-rates"))
    reasons = _query(home, "select stage, reason from ingest_errors where source_name = 'ecb-rates' order by 1")
    assert ("fetch", f"cannot read local source {tmp_path / 'absent.csv'}: No such file or directory") in reasons


def test_a_second_good_file_replaces_the_first_files_rates(tmp_path):
    home = tmp_path / "home"
    rates = tmp_path / "rates.csv"
    rates.write_bytes(ECB_FIXTURE.read_bytes())
    _stage(home, FxSource(url=str(rates), format="ecb"))
    # the corrected file drops 2025-09-22 and restates 2025-09-26 (USD 1.1700, CNY 8.4000)
    rates.write_text("Date,USD,CNY,\n2025-09-26,1.1700,8.4000,\n")
    _stage(home, FxSource(url=str(rates), format="ecb"))
    stored = dict(_query(home, "select rate_date, source from fx_rates where currency = 'CNY' "
                               "and rate_date in ('2025-09-22', '2025-09-26')"))
    assert stored[SEP26] == str(rates) and stored[SEP22].startswith(BUNDLED_FX_SOURCE)
    # 6 CNY x (1.17 / 8.4 = 0.1392857142857…) = 0.8357142857…
    assert _query(home, "select fx_rate, amount_usd from price_observations where model = 'qwen3-max' "
                        "and token_type = 'input' and condition is null") == [
        (Decimal("0.1392857143"), Decimal("0.83571429"))]


def test_a_live_fx_url_is_fetched_again_with_a_conditional_get(tmp_path):
    body = ECB_FIXTURE.read_bytes()

    def rates(request, server):
        if request.headers.get("If-None-Match") == '"ecb-0926"':
            send(request, 304, b"", {"ETag": '"ecb-0926"'})
        else:
            send(request, 200, body, {"Content-Type": "text/csv", "ETag": '"ecb-0926"'})

    with LocalServer({"/eurofxref-hist.csv": rates}) as server:
        url = server.url("/eurofxref-hist.csv")
        sources = tmp_path / "live.toml"
        sources.write_text("[network]\nallow_private_addresses = true\ntimeout_s = 5\nretries = 0\n"
                           f'per_host_interval_s = 0\n\n[fx]\nurl = "{url}"\nformat = "ecb"\n')
        home = tmp_path / "home"
        first = run_all(home=home, sources_file=sources, live=True)
        second = run_all(home=home, sources_file=sources, live=True)
        log = [entry for entry in server.log if entry.path == "/eurofxref-hist.csv"]
    assert first.asset_metadata["price_observations"]["fx_live_rates"] == 5 * 9 - 1
    assert second.asset_metadata["price_observations"]["fx_unchanged"] == 1
    assert len(log) == 2 and "If-None-Match" not in log[0].headers
    assert log[1].headers.get("If-None-Match") == '"ecb-0926"'
    # a 304 keeps what the first fetch stored
    assert _query(home, "select usd_per_unit, source from fx_rates where currency = 'JPY' and rate_date = ?",
                  [SEP26]) == [(Decimal("0.0067826087"), url)]
    assert _query(home, "select count(*) from fx_rates where source = ?", [url]) == [(5 * 9 - 1,)]
    assert not second.errors_by_source
