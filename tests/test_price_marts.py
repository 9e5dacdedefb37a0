"""Price marts on the bundled snapshot: tokens per dollar, effective prices, cheapest providers, disagreements."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from pathlib import Path

import pytest

from pipelines.stages.fetch import StageContext
from pipelines.stages.mlperf import ingest_mlperf
from pipelines.stages.reference import load_hardware_registry
from pipelines.stages.prices import ingest_price_pages
from pipelines.sources.config import load_sources
from pipelines.sources.fetch import SnapshotFetcher
from warehouse import Warehouse, transaction
from warehouse.db import sha256_hex
from warehouse.price_history import suspects_in_current

ROOT = Path(__file__).resolve().parent.parent
SNAPSHOT = ROOT / "data" / "snapshot"
PAGES = ("deepseek-pricing", "lambda-gpu-cloud-pricing", "openai-api-pricing")


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    home = tmp_path_factory.mktemp("price-marts")
    sources = load_sources(SNAPSHOT / "sources.toml")
    sources = sources.model_copy(update={"price_page": [p for p in sources.price_page if p.name in PAGES],
                                         "feed": []})
    context = StageContext(warehouse=Warehouse(home), fetcher=SnapshotFetcher(SNAPSHOT), sources=sources)
    load_hardware_registry(context)
    ingest_mlperf(context)
    ingest_price_pages(context)
    return home


def query(home, sql, params=()):
    with Warehouse(home).connect(read_only=True) as connection:
        return connection.execute(sql, list(params)).fetchall()


# ---------------------------------------------------------------------------------------------
# tokens_per_dollar

def test_tokens_per_dollar_matches_a_computation_from_the_raw_results(home):
    # Lambda page, "NVIDIA H100 SXM" card: "$2.99 /GPU/hr"
    usd_per_gpu_hour = 2.99
    results = query(home, """
        select value, total_accelerators, round from mlperf_results
        where accelerator = 'NVIDIA H100' and benchmark = 'llama2-70b' and scenario = 'Offline'
          and lower(division) = 'closed' and lower(availability) = 'available' and not inferred
          and unit = 'tokens/s' and total_accelerators > 0
    """)
    best_value, best_count, best_round = max(results, key=lambda r: r[0] / r[1])
    per_accelerator = best_value / best_count
    expected_tokens_per_dollar = per_accelerator * 3600 / usd_per_gpu_hour
    row = query(home, """
        select tokens_per_second_per_accelerator, usd_per_gpu_hour, tokens_per_dollar, usd_per_million_tokens, round
        from tokens_per_dollar
        where hardware = 'NVIDIA H100' and benchmark = 'llama2-70b' and scenario = 'Offline'
          and priced_as = 'NVIDIA H100 SXM'
    """)
    assert len(row) == 1
    tps, price, tokens_per_dollar, usd_per_million, round_ = row[0]
    assert tps == pytest.approx(per_accelerator)
    assert price == usd_per_gpu_hour
    assert tokens_per_dollar == pytest.approx(expected_tokens_per_dollar)
    assert usd_per_million == pytest.approx(1_000_000 / expected_tokens_per_dollar)
    assert round_ == best_round


def test_tokens_per_dollar_only_uses_token_throughput_and_known_hardware(home):
    assert query(home, "select count(*) from tokens_per_dollar")[0][0] > 10
    # the A10 is a registered card, but no MLPerf round of the snapshot has a token-throughput result for it: its price
    # names it and gives no tokens-per-dollar row
    assert query(home, "select count(*) from tokens_per_dollar where priced_as = 'NVIDIA A10'") == [(0,)]
    assert query(home, "select hardware from prices_current where accelerator = 'NVIDIA A10'") == [("NVIDIA A10",)]
    assert query(home, "select count(*) from mlperf_results where accelerator = 'NVIDIA A10' and unit = 'tokens/s'") == [(0,)]
    assert query(home, """
        select count(*) from tokens_per_dollar t
        join mlperf_results r using (result_id)
        where r.unit <> 'tokens/s' or r.scenario not in ('Offline', 'Server', 'Interactive')
    """) == [(0,)]


# ---------------------------------------------------------------------------------------------
# effective_prices / effective_price

def test_effective_price_of_a_workload_with_cache_and_off_peak_at_a_past_date(home):
    # 2025-09-01 DeepSeek page, deepseek-chat: standard $0.07 hit / $0.27 miss / $1.10 output,
    # off-peak $0.035 / $0.135 / $0.550. Workload: 3:1 input:output, half the input cached, half off-peak.
    standard = {"cached": 0.07, "input": 0.27, "output": 1.10}
    off_peak = {"cached": 0.035, "input": 0.135, "output": 0.55}
    blend = {k: 0.5 * standard[k] + 0.5 * off_peak[k] for k in standard}
    expected = 0.75 * (0.5 * blend["input"] + 0.5 * blend["cached"]) + 0.25 * blend["output"]
    rows = query(home, """
        select effective_usd_per_million, cached_price_used, off_peak_price_used
        from effective_prices(input_share := 0.75, cache_hit_share := 0.5, off_peak_share := 0.5,
                              as_of := '2025-09-03 12:00')
        where provider = 'DeepSeek' and model = 'deepseek-chat'
    """)
    assert rows == [(pytest.approx(expected), True, True)]


def test_effective_price_now_falls_back_when_off_peak_is_gone(home):
    # 2025-09-30 page: $0.028 hit / $0.28 miss / $0.42 output, no off-peak prices any more
    expected = 0.75 * (0.5 * 0.28 + 0.5 * 0.028) + 0.25 * 0.42
    rows = query(home, """
        select effective_usd_per_million, off_peak_price_used
        from effective_prices(input_share := 0.75, cache_hit_share := 0.5, off_peak_share := 0.5)
        where model = 'deepseek-chat'
    """)
    assert rows == [(pytest.approx(expected), False)]
    scalar = query(home, "select effective_price('DeepSeek', 'deepseek-chat', 0.75, 0.5, 0.5)")
    assert scalar == [(pytest.approx(expected),)]


def test_effective_price_without_a_cached_price_uses_the_input_price(home):
    # OpenAI page: o1-pro $150 input, "-" for cached input, $600 output
    rows = query(home, """
        select effective_usd_per_million, cached_price_used
        from effective_prices(input_share := 0.5, cache_hit_share := 1.0) where model = 'o1-pro'
    """)
    assert rows == [(pytest.approx(0.5 * 150 + 0.5 * 600), False)]


# ---------------------------------------------------------------------------------------------
# prices_family_cheapest

def test_cheapest_ranks_by_usd_price_within_a_family(home):
    rows = query(home, """
        select price_rank, model, amount_usd, times_cheapest from prices_family_cheapest
        where model_family = 'NVIDIA H100' order by price_rank
    """)
    # Lambda: H100 PCIe $2.49, H100 SXM $2.99 per GPU-hour
    assert rows == [(1, "h100-pcie", Decimal("2.49"), 1.0), (2, "h100-sxm", Decimal("2.99"), pytest.approx(2.99 / 2.49))]
    # gpt-5 input has a standard ($1.25) and a batch ($0.625) price; only the standard one is ranked
    assert query(home, "select amount_usd from prices_family_cheapest where model = 'gpt-5' and token_type = 'input'") == [
        (Decimal("1.25"),)]


# ---------------------------------------------------------------------------------------------
# price_disagreements

def _add_article_claim(home, *, claim: str, organization: str, subject: str, token_type: str, amount: str,
                       currency: str = "USD", condition: str | None = None, published: str = "2025-09-02",
                       effective_from: str | None = None, confidence: float = 0.9) -> None:
    document_id = sha256_hex("test-article", claim)
    with Warehouse(home).connect() as connection, transaction(connection):
        connection.execute(
            "insert into documents (document_id, url, source_name, source_type, content_sha256, text, fetched_at, "
            "first_seen, last_seen) values (?, ?, 'test-outlet', 'article', 'x', 'text', now(), now(), now())",
            [document_id, f"https://outlet.example/{claim}"])
        connection.execute(
            "insert into claims (claim_id, document_id, content_sha256, extractor_version, kind, sentence, span_start, "
            "span_end, subject, organization, confidence, extractor, published, effective_from, amount, currency, "
            "unit, token_type, condition, claim_json) values (?, ?, 'x', 'test', 'price', ?, 0, 1, ?, ?, ?, 'test', "
            "?, ?, ?, ?, 'per_million_tokens', ?, ?, '{}')",
            [claim, document_id, f"sentence {claim}", subject, organization, confidence, published, effective_from,
             Decimal(amount), currency, token_type, condition])


def test_article_prices_that_differ_from_the_page_in_its_interval_are_listed(home):
    # the 2025-09-01 page lists deepseek-chat input at $0.27 until 2025-09-05 16:00 UTC
    _add_article_claim(home, claim="differs", organization="DeepSeek", subject="deepseek-chat", token_type="input",
                       amount="0.30")
    _add_article_claim(home, claim="agrees", organization="DeepSeek", subject="deepseek-chat", token_type="input",
                       amount="0.27")
    _add_article_claim(home, claim="within-one-percent", organization="DeepSeek", subject="deepseek-chat",
                       token_type="input", amount="0.2720")
    _add_article_claim(home, claim="between-intervals", organization="DeepSeek", subject="deepseek-chat",
                       token_type="input", amount="0.56", published="2025-09-10")
    _add_article_claim(home, claim="other-currency", organization="DeepSeek", subject="deepseek-chat",
                       token_type="input", amount="2", currency="CNY")
    _add_article_claim(home, claim="superseded", organization="DeepSeek", subject="deepseek-chat",
                       token_type="input", amount="0.14", condition="previous")
    # an unsure extraction (a swapped token type, a wrong subject) is not a disagreement
    _add_article_claim(home, claim="unsure", organization="DeepSeek", subject="deepseek-chat", token_type="input",
                       amount="1.10", confidence=0.6)
    # the 2025-09-30 page ($0.42 output): a display name against the API id, dated by its effective_from
    _add_article_claim(home, claim="new-list", organization="DeepSeek", subject="DeepSeek Chat", token_type="output",
                       amount="0.48", published="2025-09-02", effective_from="2025-09-29")
    rows = query(home, """
        select d.claim_id, d.page_amount, d.article_amount, d.stated_for
        from price_disagreements d join claims c using (claim_id)
        where c.extractor_version = 'test' order by d.claim_id
    """)
    assert rows == [
        ("differs", Decimal("0.27"), Decimal("0.30"), dt.date(2025, 9, 2)),
        ("new-list", Decimal("0.42"), Decimal("0.48"), dt.date(2025, 9, 29)),
    ]


# ---------------------------------------------------------------------------------------------
# prices_current

def test_prices_current_has_no_suspect_and_one_row_per_key(home):
    with Warehouse(home).connect(read_only=True) as connection:
        assert suspects_in_current(connection) == 0
    duplicates = query(home, """
        select source_name, model, token_type, condition, unit, instance_type, count(*) from prices_current
        group by all having count(*) > 1
    """)
    assert duplicates == []


# ---------------------------------------------------------------------------------------------
# prices_open_weight_hosts

def test_open_weight_hosts_compare_page_and_confident_article_prices(home):
    _add_article_claim(home, claim="groq-oss", organization="Groq", subject="gpt-oss-120b", token_type="input",
                       amount="0.15", published="2025-09-10")
    _add_article_claim(home, claim="cerebras-oss", organization="Cerebras", subject="openai/gpt-oss-120b",
                       token_type="input", amount="0.25", published="2025-09-11")
    _add_article_claim(home, claim="unsure-oss", organization="Somehost", subject="gpt-oss-120b",
                       token_type="input", amount="0.01", confidence=0.5)
    rows = query(home, """
        select host, amount_usd, price_rank, times_cheapest, hosts_compared, source_kind, claim_id, as_of
        from prices_open_weight_hosts
        where model_family = 'gpt-oss-120b' and token_type = 'input' order by price_rank
    """)
    assert rows == [
        ("Groq", Decimal("0.15"), 1, 1.0, 2, "article", "groq-oss", dt.date(2025, 9, 10)),
        ("Cerebras", Decimal("0.25"), 2, pytest.approx(0.25 / 0.15), 2, "article", "cerebras-oss",
         dt.date(2025, 9, 11)),
    ]
    # DeepSeek's own page: deepseek-chat serves the open V3.x weights; the row cites the page interval
    page = query(home, """
        select host, model, amount, source_kind, interval_id is not null, url
        from prices_open_weight_hosts
        where model_family = 'deepseek-v3' and token_type = 'output' and source_kind = 'price_page'
    """)
    assert page == [("DeepSeek", "deepseek-chat", Decimal("0.42"), "price_page", True,
                     "https://api-docs.deepseek.com/quick_start/pricing")]


# ---------------------------------------------------------------------------------------------
# one rate table: claims convert through fx_rates

def test_claims_convert_to_usd_through_fx_rates(home):
    _add_article_claim(home, claim="yuan-price", organization="DeepSeek", subject="deepseek-chat",
                       token_type="output", amount="3", currency="CNY", published="2025-09-10")
    rate_date, rate = query(home, """
        select rate_date, usd_per_unit from fx_rates where currency = 'CNY' and rate_date <= date '2025-09-10'
        order by rate_date desc limit 1
    """)[0]
    converted = query(home, "select amount_usd, fx_rate, fx_date from stg_claims where claim_id = 'yuan-price'")
    assert converted == [(Decimal("3") * rate, rate, rate_date)]
