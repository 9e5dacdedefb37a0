"""The digest stage: whether a week's digest is safe to publish, and whether it needs writing again.

The checks read the warehouse only; the Dagster wiring turns each :class:`CheckOutcome` into an asset
check (blocking where a reader would be misled) and records it in `check_results`. Rendering belongs to
``pipelines.digest``; this module decides whether the files are written.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import hashlib
import statistics
from collections import defaultdict
from pathlib import Path

from pipelines.digest.build import Digest, iso_week_of, parse_iso_week
from pipelines.digest.publish import PublishedDigest, RenderedDigest, publish_week, render_week
from pipelines.digest.settings import DigestSettings
from pipelines.sources.config import CheckSettings
from warehouse import Warehouse, transaction
from warehouse.claim_checks import claims_with_broken_provenance
from warehouse.db import utcnow
from warehouse.loaders import upsert_rows
from warehouse.mlperf_checks import unmapped_accelerators

EXAMPLES = 20  # rows shown per failed check


@dataclasses.dataclass(frozen=True)
class CheckOutcome:
    """One check of one week: what it guards, whether it passed, and which sources a failure names."""

    name: str
    passed: bool
    blocking: bool
    description: str
    sources: tuple[str, ...] = ()
    examples: tuple[tuple, ...] = ()

    @property
    def severity(self) -> str:
        return "ERROR" if self.blocking else "WARN"


# name -> (blocking, what it guards); blocking where a published digest would mislead its reader
CHECKS = {
    "documents_this_week": (True, "at least one article was published in the week"),
    "sources_fresh": (True, "no feed or price page is silent for longer than its usual cadence allows"),
    "prices_within_history": (True, "no price observed in the week is far off its own history"),
    "claims_have_provenance": (True, "every claim from the week's documents points into its sentence and text"),
    "figures_have_claims": (True, "every figure the digest would print is a stored claim with that sentence"),
    "mlperf_hardware_mapped": (False, "every MLPerf accelerator string maps to the hardware registry"),
}


def weeks_with_new_documents(connection, *, since: dt.datetime) -> list[str]:
    """ISO weeks in which an article was published that the warehouse first saw at or after `since`."""
    days = connection.execute(
        "select distinct cast(published_at as date) from documents where source_type = 'article' "
        "and published_at is not null and first_seen >= ?", [since]).fetchall()
    return sorted({iso_week_of(day) for (day,) in days})


def _outcome(name: str, failures: list[tuple], sources, ok: str, failed: str) -> CheckOutcome:
    blocking = CHECKS[name][0]
    names = tuple(sorted({s for s in sources if s}))
    if not failures:
        return CheckOutcome(name, True, blocking, ok)
    return CheckOutcome(name, False, blocking, failed + (f" ({', '.join(names)})" if names else ""),
                        names, tuple(tuple(str(v) for v in row) for row in failures[:EXAMPLES]))


def _week_bounds(week: str) -> tuple[dt.datetime, dt.datetime]:
    start, end = parse_iso_week(week)
    return dt.datetime.combine(start, dt.time()), dt.datetime.combine(end, dt.time())


def documents_this_week(connection, week: str) -> CheckOutcome:
    start, end = _week_bounds(week)
    count = connection.execute(
        "select count(*) from documents where source_type = 'article' and published_at >= ? and published_at < ?",
        [start, end]).fetchone()[0]
    failures = [] if count else [(week, "no article published")]
    return _outcome("documents_this_week", failures, [], f"{count} articles published in {week}",
                    f"no article was published in {week}: the digest would be empty")


def _activity_by_source(connection, end: dt.datetime) -> dict[tuple[str, str], list[dt.datetime]]:
    """When each feed published and each price page was captured, before the week's end."""
    rows = connection.execute(
        """
        select 'feed', source_name, published_at from documents
        where source_type = 'article' and source_name is not null and published_at < ?
        union all
        select 'price_page', source_name, observed_at from price_captures where observed_at < ?
        """, [end, end]).fetchall()
    found: dict[tuple[str, str], set[dt.datetime]] = defaultdict(set)
    for kind, name, when in rows:
        found[(kind, name)].add(when)
    return {key: sorted(times) for key, times in found.items()}


def sources_fresh(connection, week: str, settings: CheckSettings) -> CheckOutcome:
    """A source is silent when the time since its last item exceeds `silence_factor` times its usual gap.

    The usual gap is the median between its distinct publication (or capture) days; a source needs three
    such days before it has a cadence. Time is measured to the week's end, or to now for the week in progress.
    """
    _, end = _week_bounds(week)
    horizon = min(end, utcnow().replace(tzinfo=None))
    failures, names = [], []
    for (kind, name), times in sorted(_activity_by_source(connection, end).items()):
        days = sorted({t.date() for t in times})
        if len(days) < 3:
            continue
        usual = statistics.median((b - a).days for a, b in zip(days, days[1:]))
        allowed = max(settings.silence_factor * usual, settings.silence_min_days)
        silent_for = (horizon - times[-1]).total_seconds() / 86400
        if silent_for > allowed:
            failures.append((name, kind, times[-1].isoformat(), round(silent_for, 1), allowed))
            names.append(name)
    return _outcome("sources_fresh", failures, names, "every source with a cadence published recently",
                    "silent past their usual cadence")


def prices_within_history(connection, week: str, settings: CheckSettings) -> CheckOutcome:
    """A price observed in the week that is `price_jump_factor` times above or below the median of the
    same price's earlier observations (same source, provider, model, token type, condition and unit)."""
    start, end = _week_bounds(week)
    factor = settings.price_jump_factor
    rows = connection.execute(
        """
        with week_rows as (
            select * from price_observations where observed_at >= ? and observed_at < ? and amount > 0
        ), history as (
            select w.observation_id, median(h.amount) as usual
            from week_rows w join price_observations h
              on h.source_name is not distinct from w.source_name and h.provider = w.provider
             and h.model = w.model and h.token_type is not distinct from w.token_type
             and h.condition is not distinct from w.condition and h.unit = w.unit
             and h.currency = w.currency and h.observed_at < w.observed_at and h.amount > 0
            group by w.observation_id
        )
        select w.source_name, w.provider, w.model, w.token_type, w.amount, h.usual, w.currency, w.unit
        from week_rows w join history h using (observation_id)
        where w.amount > h.usual * ? or w.amount * ? < h.usual
        order by w.source_name, w.model, w.token_type
        """, [start, end, factor, factor]).fetchall()
    return _outcome("prices_within_history", rows, [row[0] for row in rows],
                    f"no price in {week} moved more than {factor:g}x against its history",
                    f"prices more than {factor:g}x off their own history")


def claims_have_provenance(connection, week: str) -> CheckOutcome:
    start, end = _week_bounds(week)
    week_documents = {row[0]: row[1] for row in connection.execute(
        "select document_id, source_name from documents where published_at >= ? and published_at < ?",
        [start, end]).fetchall()}
    broken = claims_with_broken_provenance(connection, limit=100_000, document_ids=sorted(week_documents))
    return _outcome("claims_have_provenance", broken, [week_documents[row[1]] for row in broken],
                    "every claim of the week points into its document", "claims without provenance")


def figures_have_claims(connection, digest: Digest, problems: list[str] | None = None) -> CheckOutcome:
    """Every number the digest would print matches a stored claim or measurement (the digest's truth guard).

    ``problems``: the guard's findings when the caller ran it on the rendered digest already."""
    if problems is None:
        from pipelines.digest.guard import unmatched_numbers

        problems = unmatched_numbers(digest, connection)
    return _outcome("figures_have_claims", [(problem,) for problem in problems], [],
                    "every number in the digest matches a stored claim or measurement",
                    "digest numbers that match no stored claim or measurement")


def figures_checked_when_published(week: str) -> CheckOutcome:
    """The guard's outcome for a week whose stored digest was built from the very inputs it has now: a
    digest is only stored after the guard passed it, and the same inputs give the same digest."""
    return _outcome("figures_have_claims", [], [],
                    f"every number in the digest matches a stored claim or measurement (the stored {week} "
                    "digest, built from these same inputs, passed the guard when it was written)", "")


def mlperf_hardware_mapped(connection) -> CheckOutcome:
    unmapped = unmapped_accelerators(connection)
    names = [row[0] for row in connection.execute(
        "select distinct source_name from mlperf_results where accelerator is null and list_contains(?, "
        "accelerator_raw)", [[raw for raw, _ in unmapped]]).fetchall()] if unmapped else []
    return _outcome("mlperf_hardware_mapped", unmapped, names, "every MLPerf accelerator is in the registry",
                    "MLPerf rows with unmapped hardware (add them to extractors/data/hardware.toml)")


# With fewer texts to embed than this, worker processes (each imports torch and loads the model) cost more
# than they save; articles are scored this many per pass (bounds the sentence vectors held at once).
MIN_TEXTS_FOR_POOL = 400
ARTICLES_PER_PASS = 2_000


def score_articles(warehouse: Warehouse) -> dict[str, int]:
    """Relevance of every dated article without a stored score, before any week's digest is built: one
    embedding pass over many weeks' texts, in one worker process per core (one torch thread each) when
    there are enough, instead of one pass per week in this process. A week's digest then looks its
    articles up (and scores there any whose texts changed since). Returns the counts scored and texts.

    The articles are read part by part (:data:`ARTICLES_PER_PASS` at a time, by id), so the stage holds one
    part's texts, not the whole year's: at 100,000 articles the texts alone would be half a gigabyte.
    """
    import hashlib

    from pipelines.digest.relevance import EmbeddingRelevance, _english, scored_texts
    from pipelines.stages.workers import shared_pool, usable_cores
    from warehouse.db import joined_ids

    counts = {"articles_scored": 0, "texts_embedded": 0}
    with warehouse.connect() as connection:
        ids = [row[0] for row in connection.execute(
            "select document_id from documents d "
            "where source_type = 'article' and published_at is not null "
            "and starts_with(lower(coalesce(language, 'en')), 'en') and not exists "
            "(select 1 from document_relevance r where r.document_id = d.document_id) "
            "order by published_at, document_id").fetchall()]
        if not ids:
            return counts
        scored: set[str] = set()          # the articles read and scored (a set: a fallback pass reads some again)
        seen_texts: set[bytes] = set()    # digests of the texts scored, for the count (not the texts themselves)

        def read_part(first: int) -> list[dict]:
            wanted = ids[first:first + ARTICLES_PER_PASS]
            cursor = connection.execute(
                "select document_id, coalesce(title, url) as title, language, text from documents "
                "where list_contains(string_split(?, chr(31)), document_id)", [joined_ids(wanted)])
            columns = [c[0] for c in cursor.description]
            by_id = {row[0]: dict(zip(columns, row)) for row in cursor.fetchall()}
            part = [by_id[i] for i in wanted if i in by_id and _english(by_id[i])]
            for document in part:
                scored.add(document["document_id"])
                seen_texts.update(hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).digest()
                                  for text in scored_texts(document))
            return part

        # the first part decides whether the workers are worth starting, and is then scored first (read once)
        waiting = [read_part(0)]
        enough = len({text for document in waiting[0] for text in scored_texts(document)}) >= MIN_TEXTS_FOR_POOL
        pooled = (enough or len(ids) > ARTICLES_PER_PASS) and usable_cores() > 1

        def parts():
            """The pending articles, one part at a time, each read when it is due."""
            for first in range(0, len(ids), ARTICLES_PER_PASS):
                yield waiting.pop() if first == 0 and waiting else read_part(first)

        if pooled:
            try:
                # kept for the stories and claims stages after this one (each worker loads the model once)
                with shared_pool(usable_cores()) as pool:
                    # each part's texts go to the workers before the previous part is scored and stored
                    EmbeddingRelevance(connection, pool=pool).scores_in_passes(parts())
            except Exception as exc:  # noqa: BLE001 - workers lost: what they did not score is scored here
                counts["workers_failed"] = f"{type(exc).__name__}: {exc}"[:300]
                pooled = False
        if not pooled:
            for part in parts():   # scores stored already are looked up, not computed again
                EmbeddingRelevance(connection).scores(part)
        counts["articles_scored"], counts["texts_embedded"] = len(scored), len(seen_texts)
    return counts


@dataclasses.dataclass
class WeekReview:
    """A week's digest as it would be published, and the checks it must pass first.

    ``digest`` is None when the stored digest was built from exactly the week's current inputs: nothing
    is built again, and ``stored`` holds its (story count, claim count)."""

    week: str
    digest: Digest | None
    outcomes: list[CheckOutcome]
    inputs_sha256: str = ""
    stored: tuple[int, int] | None = None

    @property
    def blocked_by(self) -> list[CheckOutcome]:
        return [o for o in self.outcomes if o.blocking and not o.passed]


def digest_settings_text(home: Path) -> str:
    """The digest settings as they stand (file or defaults): part of every week's inputs."""
    return repr(DigestSettings.load(home))


# A week rendered by the check step, kept for the publishing step of the same Dagster run (run id, home,
# week) -> (inputs hash, rendering): under the in-process executor both steps share this process and the
# week is built once. Only a few weeks are kept: a blocked week's rendering is never collected.
_RENDERED: dict[tuple[str, str, str], tuple[str, RenderedDigest]] = {}
_RENDERED_KEPT = 4


def _keep_rendered(run_id: str, home: Path, week: str, inputs: str, rendered: RenderedDigest) -> None:
    _RENDERED[(run_id, str(home), week)] = (inputs, rendered)
    while len(_RENDERED) > _RENDERED_KEPT:
        del _RENDERED[next(iter(_RENDERED))]


def _take_rendered(run_id: str | None, home: Path, week: str) -> tuple[str, RenderedDigest] | None:
    return _RENDERED.pop((run_id, str(home), week), None) if run_id else None


def review_week(warehouse: Warehouse, week: str, settings: CheckSettings, *, run_id: str | None = None,
                record_as: str | None = None) -> WeekReview:
    """Build the week's digest in memory and run every check on it; nothing is published.

    A week whose stored digest was built from exactly its current inputs (:func:`week_inputs_sha256`) is
    not built again: its checks on the warehouse run, and the truth guard's verdict is the stored one's.
    With ``run_id`` the rendering is kept for :func:`publish_if_changed` in the same run. With ``record_as``
    (the checked asset's name) the outcomes are recorded as :func:`record_check_results` does, through the
    same connection. Relevance scores computed on the way are kept (``document_relevance``).

    The connection is a writing one only so that a warehouse that does not exist yet is created (and
    migrated) rather than an error: a digest launched from the UI before any ingestion is just empty.
    """
    # the settings publish_week uses, so the checks see the digest that would be published
    digest_settings = DigestSettings.load(warehouse.home)
    with warehouse.connect() as connection:
        inputs = week_inputs_sha256(connection, week, settings_text=repr(digest_settings))
        stored = stored_digest_counts(connection, week) if week_inputs_unchanged(connection, week, inputs) else None
        rendered = None if stored else render_week(connection, week, settings=digest_settings)
        outcomes = [
            documents_this_week(connection, week),
            sources_fresh(connection, week, settings),
            prices_within_history(connection, week, settings),
            claims_have_provenance(connection, week),
            figures_checked_when_published(week) if stored
            else figures_have_claims(connection, rendered.digest, rendered.problems),
            mlperf_hardware_mapped(connection),
        ]
        if record_as:
            _write_check_results(connection, asset=record_as, partition=week, outcomes=outcomes, run_id=run_id)
            blocked = any(o.blocking and not o.passed for o in outcomes)
            record_blocked_week(connection, week, inputs, settings if blocked else None)
    if rendered is not None and run_id:
        _keep_rendered(run_id, warehouse.home, week, inputs, rendered)
    return WeekReview(week, rendered.digest if rendered else None, outcomes, inputs, stored)


def record_check_results(warehouse: Warehouse, *, asset: str, partition: str, outcomes: list[CheckOutcome],
                         run_id: str | None) -> None:
    """Keep the latest outcome of each check per asset and partition in `check_results`."""
    with warehouse.connect() as connection:
        _write_check_results(connection, asset=asset, partition=partition, outcomes=outcomes, run_id=run_id)


def _write_check_results(connection, *, asset: str, partition: str, outcomes: list[CheckOutcome],
                         run_id: str | None) -> None:
    now = utcnow()
    rows = [{"check_name": o.name, "asset": asset, "partition": partition, "passed": o.passed,
             "severity": o.severity, "blocking": o.blocking, "sources": list(o.sources),
             "description": o.description, "run_id": run_id, "checked_at": now} for o in outcomes]
    with transaction(connection):
        upsert_rows(connection, "check_results", rows, key=("check_name", "asset", "partition"))


@dataclasses.dataclass(frozen=True)
class DigestOutcome:
    """What publishing a week did. ``published`` is None when the stored digest was built from the week's
    current inputs and nothing was built; ``stored`` then holds its (story count, claim count)."""

    published: PublishedDigest | None
    rewritten: bool
    markdown_path: Path
    html_path: Path
    stored: tuple[int, int] | None = None


def stored_digest_counts(connection, week: str) -> tuple[int, int]:
    """(story count, claim count) of the week's stored digest."""
    row = connection.execute("select story_count, claim_count from digests where week = ?", [week]).fetchone()
    return (int(row[0]), int(row[1])) if row else (0, 0)


def publish_if_changed(warehouse: Warehouse, week: str, *, run_id: str | None = None) -> DigestOutcome:
    """Write the week's digest unless the stored one has the same content (then files and timestamp stay).

    A week whose stored digest was built from exactly its current inputs is not built at all. Otherwise
    the rendering :func:`review_week` kept in the same run (``run_id``) from the same inputs is used, or the
    week is built here. The inputs are recorded once the digest is stored, so later runs can skip it.
    """
    settings = DigestSettings.load(warehouse.home)
    kept = _take_rendered(run_id, warehouse.home, week)
    if kept is not None:
        # the check step found these inputs changed and rendered them: the digest is what those inputs give
        inputs, rendered = kept
    else:
        rendered = None
        with warehouse.connect() as connection:
            inputs = week_inputs_sha256(connection, week, settings_text=repr(settings))
            if week_inputs_unchanged(connection, week, inputs):
                markdown_path, html_path = (Path(p) for p in connection.execute(
                    "select markdown_path, html_path from digests where week = ?", [week]).fetchone())
                return DigestOutcome(None, False, markdown_path, html_path, stored_digest_counts(connection, week))
    # publish_week holds its own connection only while storing: a delivery (SMTP, webhook) runs without the lock
    published = publish_week(warehouse, week, settings=settings, rendered=rendered,
                             stored_with=lambda connection: record_week_inputs(connection, week, inputs))
    return DigestOutcome(published, published.written, published.markdown_path, published.html_path)


# Bump when the digest's code changes what it renders, so every week is built again once.
DIGEST_INPUTS_VERSION = "digest-inputs-1"
LOOKBACK_WEEKS = 4   # radar items and follow-ups reach back this far: their documents are inputs too


# what every week's digest reads besides its own documents: identities and values, not load times (a source
# loaded again with the same rows changes nothing)
_SHARED_INPUTS = [
    "select count(*), sum(hash(observation_id, amount, effective_from, effective_until)) from price_observations",
    "select count(*), sum(hash(source, source_row)) from mlperf_results",
    "select count(*), max(rate_date), sum(hash(currency, rate_date, usd_per_unit)) from fx_rates",
    "select count(*) from hardware",
    "select name, url from sources where source_type = 'price_page' order by all",  # price-change links
]


def _rows_text(connection, sql: str, parameters: list) -> bytes:
    try:
        rows = connection.execute(sql, parameters).fetchall()
    except Exception as exc:  # noqa: BLE001 - a column this warehouse lacks: hash the failure, never skip wrongly
        rows = [(f"unreadable:{type(exc).__name__}",)]
    return repr(rows).encode("utf-8")


def shared_inputs(connection) -> bytes:
    """The part of :func:`week_inputs_sha256` that is the same for every week (prices, MLPerf results,
    exchange rates, the hardware registry, price-page links): read once when many weeks are hashed."""
    return b"".join(_rows_text(connection, sql, []) for sql in _SHARED_INPUTS)


def week_inputs_sha256(connection, week: str, *, settings_text: str = "", shared: bytes | None = None) -> str:
    """sha256 over everything one week's digest reads, so a run with nothing new can skip the week.

    The documents of the week and the ``LOOKBACK_WEEKS`` before it (id, content, extraction, other outlets'
    copies), the stories they are in (membership and sizes), and the sources read for every week: price
    observations, MLPerf results, exchange rates, the hardware registry and the sources' links, the digest
    settings and :data:`DIGEST_INPUTS_VERSION`. A new document in another week leaves the hash unchanged.
    ``shared``: :func:`shared_inputs` of this same warehouse state, when the caller read it already.
    """
    start, end = parse_iso_week(week)
    since = start - dt.timedelta(weeks=LOOKBACK_WEEKS)
    digest = hashlib.sha256(f"{DIGEST_INPUTS_VERSION}\x1f{week}\x1f{settings_text}".encode())
    queries = [
        ("select d.document_id, d.content_sha256, d.text_sha256, d.revision, "
         "string_agg(distinct e.extractor_version, ',' order by e.extractor_version) "
         "from documents d left join extraction_runs e on e.document_id = d.document_id "
         "and e.content_sha256 = d.content_sha256 "
         "where d.published_at >= ? and d.published_at < ? group by all order by 1", [since, end]),
        # other outlets' copies of the window's documents are listed as their sources
        ("select a.document_id, a.url, a.source_name from documents d join document_aliases a using (document_id) "
         "where d.published_at >= ? and d.published_at < ? order by all", [since, end]),
        ("select s.story_id, s.document_count, s.source_count from stories s "
         "where s.first_published_at >= ? and s.first_published_at < ? order by 1", [since, end]),
        # the stories the window's documents are in, whenever those stories began (not the whole grouping:
        # a new document in another week must not rebuild this one)
        ("select sd.document_id, sd.story_id, sd.relation, s.document_count, s.source_count "
         "from documents d join story_documents sd using (document_id) join stories s using (story_id) "
         "where d.published_at >= ? and d.published_at < ? order by 1", [since, end]),
    ]
    for sql, parameters in queries:
        digest.update(_rows_text(connection, sql, parameters))
    digest.update(shared_inputs(connection) if shared is None else shared)
    return digest.hexdigest()


def unchanged_weeks(connection, weeks: list[str], *, settings_text: str) -> set[str]:
    """The weeks whose stored digest was built from exactly their current inputs (:func:`week_inputs_unchanged`),
    read in one pass: the shared inputs once, then each week's own."""
    shared = shared_inputs(connection)
    return {week for week in weeks
            if week_inputs_unchanged(connection, week,
                                     week_inputs_sha256(connection, week, settings_text=settings_text, shared=shared))}


def week_inputs_unchanged(connection, week: str, sha: str) -> bool:
    """Whether the week's digest was last built from exactly these inputs (and is on disk)."""
    stored = connection.execute("select inputs_sha256 from stage_inputs where stage = ?", [f"digest:{week}"]).fetchone()
    if stored is None or stored[0] != sha:
        return False
    paths = connection.execute("select markdown_path, html_path from digests where week = ?", [week]).fetchone()
    return paths is not None and all(path and Path(path).exists() for path in paths)


def record_week_inputs(connection, week: str, sha: str) -> None:
    with transaction(connection):
        connection.execute("delete from stage_inputs where stage = ?", [f"digest:{week}"])
        connection.execute("insert into stage_inputs values (?, ?, ?)", [f"digest:{week}", sha, utcnow()])


# What a week's checks read besides its digest inputs (:func:`week_inputs_sha256`): every source's activity
# before the week's end (sources_fresh), the price observations before it (prices_within_history), the week's claims
# (claims_have_provenance), the MLPerf accelerators and the hardware registry (mlperf_hardware_mapped).
# (query, whether it is bound to the week's (start, end) or to its end)
_CHECK_INPUTS = [
    ("select count(*), sum(hash(source_name, published_at)) from documents "
     "where source_type = 'article' and published_at < ?", "end"),
    ("select count(*), sum(hash(source_name, observed_at)) from price_captures where observed_at < ?", "end"),
    # prices_within_history: the observations before the week's end, only the columns it compares (a later
    # capture's last_seen or a suspect flag set since must not make every past week look changed)
    ("select count(*), sum(hash(observation_id, source_name, provider, model, token_type, condition, unit, currency, "
     "amount, observed_at)) from price_observations where observed_at < ?", "end"),
    ("select count(*), sum(hash(c.claim_id, c.document_id, c.span_start, c.span_end, c.sentence)) "
     "from claims c join documents d using (document_id) where d.published_at >= ? and d.published_at < ?", "week"),
    ("select count(*), sum(hash(accelerator_raw, accelerator)) from mlperf_results", None),
    ("select count(*), sum(hash(h)) from hardware h", None),
]


def blocked_week_sha256(connection, week: str, inputs: str, settings: CheckSettings) -> str:
    """sha256 over everything a past week's checks read: its digest inputs (``inputs``), the check inputs
    above and the check thresholds. Equal values give equal outcomes, for a week that has ended."""
    start, end = _week_bounds(week)
    digest = hashlib.sha256(f"{inputs}\x1f{settings!r}".encode())
    for sql, bound in _CHECK_INPUTS:
        digest.update(_rows_text(connection, sql, {"end": [end], "week": [start, end], None: []}[bound]))
    return digest.hexdigest()


def _blocked_stage(week: str) -> str:
    return f"digest-blocked:{week}"


def record_blocked_week(connection, week: str, inputs: str, settings: CheckSettings | None) -> None:
    """Keep what a blocked week's checks read (:func:`blocked_week_sha256`) when the week has ended, so a
    run with nothing new reports it blocked again without running it; ``settings`` None: the week is not
    blocked (any record goes)."""
    _, end = _week_bounds(week)
    with transaction(connection):
        connection.execute("delete from stage_inputs where stage = ?", [_blocked_stage(week)])
        if settings is not None and end <= utcnow().replace(tzinfo=None):
            connection.execute("insert into stage_inputs values (?, ?, ?)",
                               [_blocked_stage(week), blocked_week_sha256(connection, week, inputs, settings),
                                utcnow()])


def blocked_weeks_unchanged(connection, weeks: list[str], *, settings_text: str, checks: CheckSettings,
                            asset: str = "digest_inputs") -> dict[str, list[CheckOutcome]]:
    """The ended weeks that were blocked and whose checks would read exactly what they read then, with the
    outcomes recorded then (``check_results``): running them again would block them again, the same way."""
    stored = dict(connection.execute(
        "select stage, inputs_sha256 from stage_inputs where list_contains(?, stage)",
        [[_blocked_stage(week) for week in weeks]]).fetchall())
    if not stored:
        return {}
    shared = shared_inputs(connection)
    found = {}
    for week in weeks:
        sha = stored.get(_blocked_stage(week))
        if sha is None:
            continue
        inputs = week_inputs_sha256(connection, week, settings_text=settings_text, shared=shared)
        if blocked_week_sha256(connection, week, inputs, checks) != sha:
            continue
        rows = connection.execute(
            "select check_name, passed, blocking, description, sources from check_results "
            "where asset = ? and partition = ?", [asset, week]).fetchall()
        outcomes = {name: CheckOutcome(name, passed, blocking, description, tuple(sources or ()))
                    for name, passed, blocking, description, sources in rows}
        if set(outcomes) == set(CHECKS) and any(o.blocking and not o.passed for o in outcomes.values()):
            found[week] = [outcomes[name] for name in CHECKS]
    return found
