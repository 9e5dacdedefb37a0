"""Command-line arguments are validated with a clear message; stored text never drives the terminal."""

from __future__ import annotations

import datetime as dt
import io
from pathlib import Path

import pytest
from click.testing import CliRunner
from rich.console import Console

from pipelines.cli import main
from pipelines.progress import print_run_summary
from pipelines.runner import RunReport
from pipelines.terminal import json_line, visible

HOSTILE = "[/bold] \x1b[31mred\x1b[0m \x1b]8;;http://evil.example/\x07click\x1b]8;;\x07 \u202egnp.exe \x9b2J"


@pytest.mark.parametrize("week, message", [
    (" 2025-W39", "is not an ISO week"), ("2025-W39 ", "is not an ISO week"), ("2025-w39", "is not an ISO week"),
    ("9999-W52", "outside 1990-2100"), ("2025-W53", "has no ISO week 53"), ("2025-W00", "has no ISO week 0"),
    ("", "is not an ISO week"), ("\x1b[2J", "is not an ISO week"),
])
@pytest.mark.parametrize("command", ["digest", "run"])
def test_a_bad_week_is_refused_before_anything_runs(tmp_path, command, week, message):
    result = CliRunner().invoke(main, [command, "--home", str(tmp_path / "home"), "--week", week])
    assert result.exit_code == 2
    assert message in result.output and "Traceback" not in result.output
    assert "\x1b" not in result.output
    assert not (tmp_path / "home").exists()   # nothing ran, nothing was written


def _report(reason: str) -> RunReport:
    now = dt.datetime(2025, 9, 10)
    return RunReport(run_id="r", started_at=now, finished_at=now, mode="live", sources_file=Path("s.toml"),
                     table_counts={"documents": 1}, asset_metadata={}, digests=[("2025-W37", "a.md", "a.html")],
                     errors_by_source=[(reason, "fetch", 1, reason)],
                     crawl_by_source=[(reason, 1, 2, 3, 4, 5)],
                     open_errors=[(reason, "fetch", 1, reason, now)])


def test_the_run_summary_prints_stored_text_without_obeying_it():
    buffer = io.StringIO()
    console = Console(file=buffer, force_terminal=True, width=400, color_system="truecolor")
    print_run_summary(console, _report(HOSTILE))   # a MarkupError here would end every later run
    printed = buffer.getvalue()
    assert "[/bold]" in printed                       # shown as text
    assert "\x1b[31mred" not in printed and "\x1b]8;;http://evil" not in printed and "\x9b" not in printed
    assert "\\x1b]8;;http://evil.example/" in printed and "\\u202e" in printed


def test_json_lines_escape_what_terminals_obey():
    line = json_line('{"sentence": "a\\u001b[31m \x9b2J \u202e"}')
    assert "\x9b" not in line and "\u202e" not in line and "\\u009b" in line
    assert visible("tab\tand\nnewline stay") == "tab\tand\nnewline stay"


def test_extract_a_file_named_like_markup_reports_it_verbatim(tmp_path):
    path = tmp_path / "[bold]x[red].bin"
    path.write_bytes(b"\x00\x01\x02binary")
    result = CliRunner().invoke(main, ["extract", str(path)])
    assert result.exit_code == 1 and "[bold]x[red].bin" in result.output


def test_a_failed_run_names_the_root_cause_such_as_a_full_disk():
    from dagster._utils.error import SerializableErrorInfo

    from pipelines.runner import _error_chain

    disk = SerializableErrorInfo("IOException: Could not write file: No space left on device", [], "IOException")
    step = SerializableErrorInfo("Error occurred while executing op articles", [], "DagsterExecutionStepExecutionError",
                                 cause=disk)
    assert "No space left on device" in _error_chain(step)
    assert _error_chain(step).startswith("Error occurred while executing op articles")
