"""The `inferwatch` command: run the flow, query the warehouse, print a digest, extract claims."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, SpinnerColumn, TextColumn, TimeElapsedColumn
from rich.table import Table

from pipelines.arguments import iso_week
from pipelines.terminal import cell, json_line, markup_safe

HOME_HELP = "inferwatch home folder (default: $INFERWATCH_HOME, then ./.inferwatch)"
EXTRACT_MAX_BYTES = 50_000_000   # a file to extract claims from; bigger is not a document
EXTRACT_SUFFIXES = {".html": "text/html", ".htm": "text/html", ".xhtml": "text/html",
                    ".md": "text/markdown", ".markdown": "text/markdown"}

err = Console(stderr=True)


def _fail(message: str, code: int = 2) -> None:
    err.print(f"[bold red]error:[/] {markup_safe(message)}", highlight=False)
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
@click.option("--week", default=None, metavar="YYYY-Www", callback=iso_week, help="render only this week's digest")
@click.option("--strict", is_flag=True,
              help="exit with status 1 when a whole source failed or a digest was blocked by a check")
@click.option("--json", "as_json", is_flag=True, help="print the run summary as JSON")
@click.option("--executor", type=click.Choice(["in-process", "multiprocess"]), default="in-process",
              show_default=True, help="run the jobs' steps in this process, or in separate processes")
@click.option("--processes", type=click.IntRange(1, 64), default=2, show_default=True,
              help="most steps at once with --executor multiprocess (writers still go one at a time)")
@click.option("--quiet", "-q", is_flag=True, help="no progress and no summary; errors and blocked digests only")
@click.option("--log-format", type=click.Choice(["text", "json"]), default="text", show_default=True,
              help="json: progress and Dagster events as JSON lines on stderr")
def run(home, sources_file, live, week, strict, as_json, executor, processes, quiet, log_format) -> None:
    """Run the `ingestion` job, then the weekly digest job for each week (the jobs the UI runs)."""
    from pipelines.digest.build import DigestError
    from pipelines.progress import LineReporter, print_run_summary, set_reporter
    from pipelines.runner import RunFailed, run_all
    from pipelines.sources.config import SourcesFileError
    from warehouse import WarehouseError

    out = Console()
    bar = not quiet and not as_json and log_format == "text" and err.is_terminal
    progress = Progress(SpinnerColumn(), TextColumn("{task.description:<14}"), BarColumn(), MofNCompleteColumn(),
                        TimeElapsedColumn(), console=err, transient=True, disable=not bar)
    tasks: dict[str, int] = {}

    def bar_reporter(stage: str, done: int, total: int) -> None:
        if stage not in tasks:
            tasks[stage] = progress.add_task(stage, total=total)
        progress.update(tasks[stage], completed=done, total=total)

    if bar:
        set_reporter(bar_reporter)
    elif not quiet:
        set_reporter(LineReporter(as_json=log_format == "json"))
    # on a terminal the bar shows progress; otherwise the stages' log lines, and in JSON also Dagster's
    # step events (logged at DEBUG), which log collectors want
    log_level = "ERROR" if quiet or bar else ("DEBUG" if log_format == "json" else "INFO")
    try:
        with progress:
            report = run_all(home=home, sources_file=sources_file, live=live, week=week,
                             executor=executor.replace("-", "_"), max_processes=processes,
                             log_level=log_level, log_format=log_format)
    except (SourcesFileError, DigestError, WarehouseError) as exc:
        _fail(str(exc))
    except RunFailed as exc:
        _fail(f"run failed: {exc}", code=1)
    finally:
        set_reporter(None)

    if as_json:
        out.print_json(json.dumps(report.to_json(), default=str))
    elif quiet:
        for blocked in report.blocked:
            err.print(markup_safe(f"digest blocked {blocked.week}: " + "; ".join(f"{n}: {d}" for n, d in blocked.checks)),
                      highlight=False)
    else:
        print_run_summary(out, report)
    if strict and (report.failed_sources or report.blocked):
        sys.exit(1)



@main.command()
@click.option("--home", type=click.Path(file_okay=False, path_type=Path), default=None, help=HOME_HELP)
@click.option("--format", "output_format", type=click.Choice(["table", "csv", "json"]), default="table",
              show_default=True, help="csv and json print one statement's result; table runs every statement")
@click.option("-f", "--file", "query_file", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="read the query from FILE")
@click.option("--timeout", type=click.FloatRange(min=0), default=None, metavar="SECONDS",
              help="interrupt the query after SECONDS (default: $INFERWATCH_SQL_TIMEOUT, then 60; 0 = no limit)")
@click.argument("query", required=False)
def sql(home, output_format, query_file, timeout, query) -> None:
    """Run read-only SQL against the last published run (QUERY, -f FILE, or standard input)."""
    from pipelines.sql_commands import sql_command

    sql_command(home, output_format, query, query_file, timeout)


@main.command()
@click.option("--home", type=click.Path(file_okay=False, path_type=Path), default=None, help=HOME_HELP)
@click.argument("table", required=False)
def schema(home, table) -> None:
    """List every table and view with its description, or one TABLE's columns."""
    from pipelines.sql_commands import schema_command

    schema_command(home, table)


@main.command()
@click.option("--home", type=click.Path(file_okay=False, path_type=Path), default=None, help=HOME_HELP)
@click.option("--format", "output_format", type=click.Choice(["parquet", "csv"]), default="parquet",
              show_default=True)
@click.argument("directory", type=click.Path(file_okay=False, path_type=Path))
def export(home, output_format, directory) -> None:
    """Write every table and mart of the last published run to DIRECTORY, with manifest.json."""
    from pipelines.sql_commands import export_command

    export_command(home, output_format, directory)


@main.command()
@click.option("--home", type=click.Path(file_okay=False, path_type=Path), default=None, help=HOME_HELP)
@click.option("--week", required=True, metavar="YYYY-Www", callback=iso_week, help="ISO week, e.g. 2025-W37")
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
    from pipelines.sources.fetch import read_regular_file

    failures = 0
    table = Table(show_edge=False)
    for column in ("path", "kind", "claim", "sentence"):
        table.add_column(column)
    for path in paths:
        try:
            body = read_regular_file(path, EXTRACT_MAX_BYTES)
        except OSError as exc:
            err.print(markup_safe(f"{path}: cannot read: {exc.strerror or exc}"), highlight=False)
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
                err.print(markup_safe(f"{path}: cannot decode: not UTF-8, UTF-16 with a byte-order mark, GB18030 or "
                                      "Windows-1252 text"), highlight=False)
                failures += 1
                continue
        published = _published_date(body, path) if content_type == "text/html" else None
        try:
            result = extract_claims_with_model(text, content_type=content_type, document_id=str(path),
                                               published=published, model=not rules_only)
        except Exception as exc:  # report the file and go on with the others
            err.print(markup_safe(f"{path}: extraction failed: {type(exc).__name__}: {exc}"), highlight=False)
            failures += 1
            continue
        for claim in result.claims:
            data = claim_to_json_dict(claim, path=str(path))
            if output_format == "jsonl":
                click.echo(json_line(json.dumps(data, ensure_ascii=False)))
            else:
                summary = {k: v for k, v in data.items() if k not in (
                    "kind", "sentence", "span", "document_id", "path", "extractor", "confidence", "published",
                    "effective_from", "effective_until") and v is not None}
                table.add_row(cell(path), cell(claim.kind), cell(json.dumps(summary, ensure_ascii=False)),
                              cell(claim.sentence[:100]))
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
@click.option("--encoder-layers", type=click.IntRange(0, 64), default=None,
              help="transformer layers of the embedding model to keep, 0 = all (default: 1)")
@click.option("--int8/--float32", "quantized", default=None,
              help="int8 (dynamic quantisation) or float32 encoder (default: float32)")
@click.option("--max-tokens", type=click.IntRange(8, 512), default=None,
              help="tokens of each claim's context text the encoder reads (default: 48)")
def train(train_dir, document_dirs, output, model_path, seed, encoder_layers, quantized, max_tokens) -> None:
    """Retrain the learned claim decision on the labelled sentences and documents."""
    from extractors.classifier import DEFAULT_ENCODER, DEFAULT_WEIGHTS
    from extractors.training import DEFAULT_TRAIN_DIR, TrainingError, train_classifier

    encoder = dict(DEFAULT_ENCODER)
    if encoder_layers is not None:
        encoder["layers"] = encoder_layers or None
    if quantized is not None:
        encoder["quantized"] = quantized
    if max_tokens is not None:
        encoder["max_length"] = max_tokens
    try:
        report = train_classifier(train_dir or DEFAULT_TRAIN_DIR, output or DEFAULT_WEIGHTS,
                                  document_dirs=list(document_dirs) or None, model_path=model_path, seed=seed,
                                  encoder=encoder)
    except TrainingError as exc:
        _fail(str(exc))
    click.echo(report.summary())


if __name__ == "__main__":
    main()
