"""The `inferwatch` command: run the flow, query the warehouse, print a digest, extract claims."""

from __future__ import annotations

import csv
import datetime as dt
import decimal
import io
import json
import re
import sys
from pathlib import Path

import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, SpinnerColumn, TextColumn, TimeElapsedColumn
from rich.table import Table

HOME_HELP = "inferwatch home folder (default: $INFERWATCH_HOME, then ./.inferwatch)"
EXTRACT_SUFFIXES = {".html": "text/html", ".htm": "text/html", ".xhtml": "text/html",
                    ".md": "text/markdown", ".markdown": "text/markdown"}

err = Console(stderr=True)


def _fail(message: str, code: int = 2) -> None:
    err.print(f"[bold red]error:[/] {message}", highlight=False)
    sys.exit(code)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="inferwatch")
def main() -> None:
    """inferwatch: news and benchmark intelligence for the economics of AI inference."""


@main.command()
@click.option("--home", type=click.Path(file_okay=False, path_type=Path), default=None, help=HOME_HELP)
@click.option("--sources", "sources_file", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="sources file (default: the bundled snapshot's; with --live, data/sources-live.toml)")
@click.option("--live", is_flag=True, help="fetch from the network instead of the bundled snapshot")
@click.option("--week", default=None, metavar="YYYY-Www", help="render only this week's digest")
@click.option("--strict", is_flag=True,
              help="exit with status 1 when a whole source failed (row- and cell-level issues do not count)")
@click.option("--json", "as_json", is_flag=True, help="print the run summary as JSON")
def run(home, sources_file, live, week, strict, as_json) -> None:
    """Fetch every source, extract claims, load the warehouse and write the weekly digests."""
    from pipelines.digest.build import DigestError
    from pipelines.progress import set_reporter
    from pipelines.runner import RunFailed, run_all
    from pipelines.sources.config import SourcesFileError
    from warehouse import WarehouseError

    out = Console()
    progress = Progress(SpinnerColumn(), TextColumn("{task.description:<14}"), BarColumn(), MofNCompleteColumn(),
                        TimeElapsedColumn(), console=err, transient=True, disable=as_json or not err.is_terminal)
    tasks: dict[str, int] = {}

    def reporter(stage: str, done: int, total: int) -> None:
        if stage not in tasks:
            tasks[stage] = progress.add_task(stage, total=total)
        progress.update(tasks[stage], completed=done, total=total)

    set_reporter(reporter)
    try:
        with progress:
            report = run_all(home=home, sources_file=sources_file, live=live, week=week)
    except (SourcesFileError, DigestError, WarehouseError) as exc:
        _fail(str(exc))
    except RunFailed as exc:
        _fail(f"run failed: {exc}", code=1)
    finally:
        set_reporter(None)

    if as_json:
        out.print_json(json.dumps(report.to_json(), default=str))
    else:
        _print_run_summary(out, report)
    if strict and report.failed_sources:
        sys.exit(1)


def _print_run_summary(out: Console, report) -> None:
    claims = report.asset_metadata.get("claims", {})
    out.print(f"[bold]inferwatch run[/] ({report.mode}, {report.sources_file}) finished in {report.seconds:.1f}s")
    table = Table(title="rows per table", show_edge=False)
    table.add_column("table")
    table.add_column("rows", justify="right")
    for name, count in report.table_counts.items():
        if name != "schema_migrations":
            table.add_row(name, f"{count:,}")
    out.print(table)
    out.print(
        f"claims: {claims.get('documents_extracted', 0)} documents extracted, "
        f"{claims.get('documents_skipped_unchanged', 0)} skipped (unchanged since their last extraction)"
    )
    out.print(f"digests written: {len(report.digests)}")
    for week, markdown, html in report.digests:
        out.print(f"  {week}: {markdown}  {html}", highlight=False)
    if report.errors_by_source:
        errors = Table(title="errors by source (details: select * from ingest_errors)", show_edge=False)
        for column in ("source", "stage", "count", "first reason"):
            errors.add_column(column)
        for source, stage, count, reason in report.errors_by_source:
            errors.add_row(source, stage, str(count), reason[:120])
        out.print(errors)
    else:
        out.print("errors by source: none")


def _json_default(value):
    if isinstance(value, (dt.date, dt.datetime)):
        return value.isoformat()
    if isinstance(value, decimal.Decimal):
        return float(value)
    return str(value)


@main.command()
@click.option("--home", type=click.Path(file_okay=False, path_type=Path), default=None, help=HOME_HELP)
@click.option("--format", "output_format", type=click.Choice(["table", "csv", "json"]), default="table",
              show_default=True)
@click.argument("query")
def sql(home, output_format, query) -> None:
    """Run a read-only SQL QUERY against the warehouse."""
    import duckdb

    from warehouse import Warehouse, WarehouseError

    try:
        with Warehouse(home).connect(read_only=True, sandboxed=True) as connection:
            cursor = connection.execute(query)
            columns = [d[0] for d in cursor.description] if cursor.description else []
            rows = cursor.fetchall() if columns else []
    except WarehouseError as exc:
        _fail(str(exc))
    except duckdb.Error as exc:
        _fail(f"query failed: {exc}")
    if output_format == "json":
        click.echo(json.dumps([dict(zip(columns, row)) for row in rows], default=_json_default,
                              ensure_ascii=False, indent=2))
    elif output_format == "csv":
        buffer = io.StringIO()
        writer = csv.writer(buffer)
        writer.writerow(columns)
        writer.writerows(rows)
        click.echo(buffer.getvalue(), nl=False)
    else:
        table = Table(show_edge=False)
        for column in columns:
            table.add_column(column)
        for row in rows:
            table.add_row(*("" if v is None else str(v) for v in row))
        Console().print(table)
        err.print(f"{len(rows)} row(s)")


@main.command()
@click.option("--home", type=click.Path(file_okay=False, path_type=Path), default=None, help=HOME_HELP)
@click.option("--week", required=True, metavar="YYYY-Www", help="ISO week, e.g. 2025-W37")
@click.option("--format", "output_format", type=click.Choice(["md", "html"]), default="md", show_default=True)
def digest(home, week, output_format) -> None:
    """Render one week's digest from the warehouse, store it, and print it."""
    from pipelines.digest.build import DigestError
    from pipelines.digest.publish import publish_week
    from warehouse import Warehouse, WarehouseError

    warehouse = Warehouse(home)
    if not warehouse.database_path.exists():
        _fail(f"no warehouse at {warehouse.database_path}: run `inferwatch run` first or pass --home")
    try:
        published = publish_week(warehouse, week)
    except (DigestError, WarehouseError) as exc:
        _fail(str(exc))
    path = published.markdown_path if output_format == "md" else published.html_path
    click.echo(path.read_text(encoding="utf-8"), nl=False)


@main.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--format", "output_format", type=click.Choice(["jsonl", "table"]), default="jsonl",
              show_default=True)
@click.option("--rules-only", is_flag=True,
              help="the rules alone, without the learned decision (does not load the embedding model)")
def extract(paths, output_format, rules_only) -> None:
    """Extract claims from text, HTML or Markdown files (English or Chinese)."""
    from extractors.model_pipeline import extract_claims_with_model
    from extractors.schema import claim_to_json_dict
    from pipelines.sources.articles import decode_html

    failures = 0
    table = Table(show_edge=False)
    for column in ("path", "kind", "claim", "sentence"):
        table.add_column(column)
    for path in paths:
        try:
            body = path.read_bytes()
        except OSError as exc:
            err.print(f"{path}: cannot read: {exc.strerror or exc}", highlight=False)
            failures += 1
            continue
        content_type = EXTRACT_SUFFIXES.get(path.suffix.lower())
        if content_type is None:
            head = body[:1024].lstrip().lower()
            content_type = "text/html" if head.startswith((b"<!doctype html", b"<html")) else "text/plain"
        if content_type == "text/html":
            text, _ = decode_html(body, None)
        else:
            text = decode_text_file(body)
            if text is None:
                err.print(f"{path}: cannot decode: not UTF-8, UTF-16 with a byte-order mark, GB18030 or "
                          "Windows-1252 text", highlight=False)
                failures += 1
                continue
        published = _published_date(body, path) if content_type == "text/html" else None
        try:
            result = extract_claims_with_model(text, content_type=content_type, document_id=str(path),
                                               published=published, model=not rules_only)
        except Exception as exc:  # report the file and go on with the others
            err.print(f"{path}: extraction failed: {type(exc).__name__}: {exc}", highlight=False)
            failures += 1
            continue
        for claim in result.claims:
            data = claim_to_json_dict(claim, path=str(path))
            if output_format == "jsonl":
                click.echo(json.dumps(data, ensure_ascii=False))
            else:
                summary = {k: v for k, v in data.items() if k not in (
                    "kind", "sentence", "span", "document_id", "path", "extractor", "confidence", "published",
                    "effective_from", "effective_until") and v is not None}
                table.add_row(str(path), claim.kind, json.dumps(summary, ensure_ascii=False), claim.sentence[:100])
    if output_format == "table":
        Console().print(table)
    sys.exit(1 if failures else 0)


_CJK = re.compile(r"[\u3400-\u9fff]")


def decode_text_file(body: bytes) -> str | None:
    """Text of a plain or Markdown file, or None when no encoding reads it without damage.

    UTF-8 (and UTF-16 with a byte-order mark) first; then GB18030 when that yields Chinese text; then
    Windows-1252 for Western legacy files. Bytes that only decode with replacement characters, or that
    hold control characters (binary data), are not text.
    """
    if body.startswith((b"\xff\xfe", b"\xfe\xff")):
        candidates = [("utf-16", None)]
    else:
        candidates = [("utf-8-sig", None), ("gb18030", _CJK), ("cp1252", None)]
    for codec, must_match in candidates:
        try:
            text = body.decode(codec)
        except UnicodeDecodeError:
            continue
        if must_match is not None and not must_match.search(text):
            continue
        if any(ch < " " and ch not in "\t\n\r\f" for ch in text[:4096]):
            return None
        return text
    return None


def _published_date(body: bytes, path: Path):
    """The publication date an HTML page states about itself (meta tags, JSON-LD), if any."""
    from pipelines.sources.articles import ArticleError, parse_article

    try:
        article = parse_article(body, url=path.resolve().as_uri(), content_type="text/html")
    except (ArticleError, ValueError):
        return None
    return article.published_at.date() if article.published_at and article.published_from != "url" else None


@main.command()
@click.option("--train-dir", type=click.Path(file_okay=False, exists=True, path_type=Path), default=None,
              help="labelled training sentences (default: data/train)")
@click.option("--documents", "document_dirs", multiple=True,
              type=click.Path(file_okay=False, exists=True, path_type=Path),
              help="labelled document folder, repeatable (default: data/eval/devset and data/eval/structures)")
@click.option("--output", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="where to write the weights (default: extractors/data/claim_decision.safetensors)")
@click.option("--model", "model_path", default=None, help="embedding model folder or hub id (default: $INFERWATCH_MODEL, then the packaged all-MiniLM-L6-v2)")
@click.option("--seed", type=int, default=0, show_default=True)
def train(train_dir, document_dirs, output, model_path, seed) -> None:
    """Retrain the learned claim decision on the labelled sentences and documents."""
    from extractors.classifier import DEFAULT_WEIGHTS
    from extractors.training import DEFAULT_TRAIN_DIR, TrainingError, train_classifier

    try:
        report = train_classifier(train_dir or DEFAULT_TRAIN_DIR, output or DEFAULT_WEIGHTS,
                                  document_dirs=list(document_dirs) or None, model_path=model_path, seed=seed)
    except TrainingError as exc:
        _fail(str(exc))
    click.echo(report.summary())


if __name__ == "__main__":
    main()
