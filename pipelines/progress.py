"""What `inferwatch run` shows while it runs and when it is done.

Dagster resources are configuration, not callables; the CLI installs a reporter here and the stages
report through it as well as through the Dagster log. Three reporters: a progress bar on a terminal,
one plain line per step of progress otherwise (cron, CI logs), and JSON lines for log collectors.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable

Reporter = Callable[[str, int, int], None]
_reporter: Reporter | None = None


def set_reporter(reporter: Reporter | None) -> None:
    global _reporter
    _reporter = reporter


def report(stage: str, done: int, total: int) -> None:
    if _reporter is not None:
        _reporter(stage, done, total)


class LineReporter:
    """One line per stage when it starts, every `step` percent, and when it finishes."""

    def __init__(self, stream=None, *, step: int = 10, as_json: bool = False):
        self.stream = stream or sys.stderr
        self.step = step
        self.as_json = as_json
        self.last: dict[str, object] = {}

    def __call__(self, stage: str, done: int, total: int) -> None:
        percent = 100 * done // total if total else 100
        mark = "done" if done >= total else percent // self.step
        if self.last.get(stage) == mark:
            return
        self.last[stage] = mark
        if self.as_json:
            line = json.dumps({"time": time.strftime("%Y-%m-%dT%H:%M:%S"), "event": "progress", "stage": stage,
                               "done": done, "total": total})
        else:
            line = f"{time.strftime('%H:%M:%S')} {stage}: {done}/{total}"
        print(line, file=self.stream, flush=True)


def print_run_summary(out, report) -> None:
    """The run summary: rows per table and per view, digests, checks, crawl, this run's and all open errors.

    Names, paths and reasons can come from fetched content: they are printed as plain text, never as markup.
    """
    from rich.table import Table

    from pipelines.terminal import cell, markup_safe

    claims = report.asset_metadata.get("claims", {})
    out.print(f"[bold]inferwatch run[/] ({report.mode}, {report.executor}, {markup_safe(report.sources_file)}) "
              f"finished in {report.seconds:.1f}s", highlight=False)
    for title, counts in (("rows per table", report.table_counts), ("rows per view", report.view_counts)):
        table = Table(title=title, show_edge=False)
        table.add_column("table" if title.endswith("table") else "view")
        table.add_column("rows", justify="right")
        for name, count in counts.items():
            table.add_row(cell(name), f"{count:,}")
        out.print(table)
    out.print(
        f"claims: {claims.get('documents_extracted', 0)} documents extracted, "
        f"{claims.get('documents_skipped_unchanged', 0)} skipped (unchanged since their last extraction)"
    )
    out.print(f"digests written: {len(report.digests)}")
    for week, markdown, html in report.digests:
        out.print(f"  {markup_safe(week)}: {markup_safe(markdown)}  {markup_safe(html)}", highlight=False)
    if report.digests_unchanged:
        out.print(f"digests unchanged (inputs as before, not rewritten): "
                  f"{markup_safe(', '.join(report.digests_unchanged))}", highlight=False)
    for blocked in report.blocked:
        out.print(f"[bold red]digest blocked[/] {markup_safe(blocked.week)}:", highlight=False)
        for name, description in blocked.checks:
            out.print(f"  {markup_safe(name)}: {markup_safe(description)}", highlight=False)
    warnings = [c for c in report.failed_checks if c[2] != "ERROR"]
    for week, name, _, description in warnings:
        out.print(f"check warning {markup_safe(week)} {markup_safe(name)}: {markup_safe(description)}",
                  highlight=False)
    if report.crawl_by_source:
        crawl = Table(title="article pages by source (details: select * from crawl_frontier)", show_edge=False)
        for column in ("source", "fetched", "deferred", "refused", "failed", "backing off"):
            crawl.add_column(column, justify="left" if column == "source" else "right")
        for source, *counts in report.crawl_by_source:
            crawl.add_row(cell(source), *(str(count) for count in counts))
        out.print(crawl)
    if report.errors_by_source:
        errors = Table(title="errors by source this run (details: select * from ingest_errors)", show_edge=False)
        for column in ("source", "stage", "count", "first reason"):
            errors.add_column(column)
        for source, stage, count, reason in report.errors_by_source:
            errors.add_row(cell(source), cell(stage), str(count), cell(reason[:120]))
        out.print(errors)
    else:
        out.print("errors by source this run: none")
    if report.open_errors:
        errors = Table(title="open errors (all runs; cleared when a source answers again)", show_edge=False)
        for column in ("source", "stage", "count", "last seen", "first reason"):
            errors.add_column(column)
        for source, stage, count, reason, last_seen in report.open_errors:
            errors.add_row(cell(source), cell(stage), str(count), f"{last_seen:%Y-%m-%d %H:%M}", cell(reason[:100]))
        out.print(errors)
    else:
        out.print("open errors: none")
