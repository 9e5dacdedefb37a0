"""`inferwatch sql`, `inferwatch schema` and `inferwatch export`: reading the published warehouse.

Every command opens the published read snapshot (warehouse.publish), so it never waits for a run and
never sees half of one, and says on stderr which run it reads. cli.py only dispatches here.
"""

from __future__ import annotations

import csv
import datetime as dt
import decimal
import io
import json
import math
import os
import re
import sys
import threading
from collections.abc import Sequence
from pathlib import Path

import click
import duckdb
from rich.console import Console
from rich.table import Table
from rich.text import Text

from warehouse.export import formula_safe

SQL_TIMEOUT_ENV = "INFERWATCH_SQL_TIMEOUT"
DEFAULT_SQL_TIMEOUT_S = 60.0
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")

err = Console(stderr=True)


class SqlCommandError(click.ClickException):
    """A user-facing failure of sql/schema/export (exit status 2)."""

    exit_code = 2


class QueryTimeout(click.ClickException):
    """The query ran past its time limit and was interrupted (exit status 3)."""

    exit_code = 3


def sql_timeout(value: float | None) -> float:
    """The time limit: the option, else ``$INFERWATCH_SQL_TIMEOUT``, else 60 s (0 = none)."""
    if value is not None:
        return value
    raw = os.environ.get(SQL_TIMEOUT_ENV)
    if raw:
        try:
            return float(raw)
        except ValueError as exc:
            raise SqlCommandError(f"{SQL_TIMEOUT_ENV}={raw!r} is not a number of seconds") from exc
    return DEFAULT_SQL_TIMEOUT_S


def read_query(query: str | None, query_file: Path | None) -> str:
    """The SQL text: the argument, else the file (``-f``), else standard input (``-`` or piped)."""
    if query is not None and query_file is not None:
        raise SqlCommandError("give a QUERY or -f FILE, not both")
    if query_file is not None:
        try:
            return query_file.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise SqlCommandError(f"cannot read {query_file}: {getattr(exc, 'strerror', None) or exc}") from exc
    if query is None or query == "-":
        if query is None and sys.stdin.isatty():
            raise SqlCommandError("no query: give QUERY, -f FILE, or pipe SQL into standard input")
        return sys.stdin.read()
    return query


def split_statements(connection: duckdb.DuckDBPyConnection, sql: str) -> list[str]:
    """The statements of ``sql`` as DuckDB's own parser splits them (semicolons inside strings are safe)."""
    try:
        return [statement.query for statement in connection.extract_statements(sql)]
    except duckdb.Error as exc:
        raise SqlCommandError(f"query failed: {exc}") from exc


def plain_value(value: object) -> str:
    """A value as a person reads it: decimals without trailing zeros, floats to 6 significant digits."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, decimal.Decimal):
        text = format(value.normalize(), "f")
        return "0" if text in ("-0", "") else text
    if isinstance(value, float):
        if math.isnan(value) or math.isinf(value):
            return str(value)
        if value == 0:
            return "0"
        digits = max(0, 6 - int(math.floor(math.log10(abs(value)))) - 1)
        text = f"{round(value, digits):.{digits}f}"
        return text.rstrip("0").rstrip(".") if "." in text else text
    if isinstance(value, dt.datetime):
        return value.isoformat(sep=" ")
    return str(value)


def terminal_safe(text: str) -> str:
    """Control characters (escape sequences in stored text) shown as visible escapes, never interpreted."""
    return _CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}", text)


def _csv_value(value: object) -> object:
    if isinstance(value, (decimal.Decimal, float, bool)):
        return plain_value(value)
    return formula_safe(value)


def _json_default(value: object) -> object:
    if isinstance(value, (dt.date, dt.datetime, dt.time)):
        return value.isoformat()
    if isinstance(value, decimal.Decimal):
        return float(value)
    return str(value)


def run_statements(connection: duckdb.DuckDBPyConnection, statements: Sequence[str], timeout_s: float
                   ) -> list[tuple[list[str], list[tuple]]]:
    """Run every statement in order; (columns, rows) of each. Interrupted after ``timeout_s`` (0 = no limit)."""
    results = []
    timer = threading.Timer(timeout_s, connection.interrupt) if timeout_s > 0 else None
    if timer:
        timer.daemon = True
        timer.start()
    try:
        for statement in statements:
            cursor = connection.execute(statement)
            columns = [d[0] for d in cursor.description] if cursor.description else []
            results.append((columns, cursor.fetchall() if columns else []))
    except duckdb.InterruptException as exc:
        raise QueryTimeout(
            f"query interrupted after {timeout_s:g}s (raise --timeout or ${SQL_TIMEOUT_ENV}; 0 = no limit)"
        ) from exc
    except duckdb.Error as exc:
        raise SqlCommandError(f"query failed: {exc}") from exc
    finally:
        if timer:
            timer.cancel()
    return results


def _print_table(columns: list[str], rows: list[tuple]) -> None:
    cells = [[terminal_safe(plain_value(v)) for v in row] for row in rows]
    numeric = [all(isinstance(row[i], (int, float, decimal.Decimal)) and not isinstance(row[i], bool)
                   for row in rows if row[i] is not None) for i in range(len(columns))]
    out = Console(highlight=False)
    if out.is_terminal:
        table = Table(show_edge=False)
        for name, right in zip(columns, numeric):
            # fold, never truncate: a long value wraps onto more lines
            table.add_column(Text(terminal_safe(name)), justify="right" if right else "left", overflow="fold")
        for row in cells:
            table.add_row(*(Text(cell) for cell in row))  # Text: stored text is never rich markup
        out.print(table)
        return
    # piped: plain aligned columns at full width, nothing cut
    widths = [max([len(name)] + [len(row[i]) for row in cells]) for i, name in enumerate(columns)]

    def line(values: list[str]) -> str:
        return "  ".join(v.rjust(w) if right else v.ljust(w)
                         for v, w, right in zip(values, widths, numeric)).rstrip()

    sys.stdout.write(line([terminal_safe(c) for c in columns]) + "\n")
    sys.stdout.write(line(["-" * w for w in widths]) + "\n")
    for row in cells:
        sys.stdout.write(line(row) + "\n")


def sql_command(home: Path | None, output_format: str, query: str | None, query_file: Path | None,
                timeout: float | None) -> None:
    """`inferwatch sql`: run the statements of a query against the published snapshot and print them."""
    from warehouse import Warehouse, WarehouseError
    from warehouse.publish import open_published

    text = read_query(query, query_file)
    limit = sql_timeout(timeout)
    try:
        with open_published(Warehouse(home), sandboxed=True) as (connection, publication):
            statements = split_statements(connection, text)
            if not statements:
                raise SqlCommandError("no SQL statement given")
            if output_format != "table" and len(statements) > 1:
                raise SqlCommandError(
                    f"--format {output_format} prints one result: the query has {len(statements)} statements "
                    "(run them one at a time, or use --format table to run them all)"
                )
            err.print(f"reading {publication.describe() if publication else 'an unpublished warehouse'}", soft_wrap=True,
                      highlight=False, markup=False)
            results = run_statements(connection, statements, limit)
    except WarehouseError as exc:
        raise SqlCommandError(str(exc)) from exc
    for number, (columns, rows) in enumerate(results, start=1):
        if output_format == "json":
            click.echo(json.dumps([dict(zip(columns, row)) for row in rows], default=_json_default,
                                  ensure_ascii=False, indent=2))
        elif output_format == "csv":
            buffer = io.StringIO()
            writer = csv.writer(buffer, lineterminator="\n")
            writer.writerow([formula_safe(c) for c in columns])
            writer.writerows([[_csv_value(v) for v in row] for row in rows])
            sys.stdout.write(buffer.getvalue())
        else:
            if len(results) > 1:
                sys.stdout.write(("\n" if number > 1 else "") + f"-- statement {number} of {len(results)}\n")
            if columns:
                _print_table(columns, rows)
                err.print(f"{len(rows)} row(s)", highlight=False)
            else:
                err.print("ok", highlight=False)


def schema_command(home: Path | None, table: str | None) -> None:
    """`inferwatch schema [TABLE]`: every table and view with its description, or one table's columns."""
    from warehouse import Warehouse, WarehouseError
    from warehouse.dictionary import relations
    from warehouse.publish import open_published

    try:
        with open_published(Warehouse(home)) as (connection, _publication):
            found = relations(connection, only=table)
    except WarehouseError as exc:
        raise SqlCommandError(str(exc)) from exc
    if table is not None and not found:
        raise SqlCommandError(f"no table or view named {table!r}; `inferwatch schema` lists them")
    if table is None:
        _print_table(["name", "kind", "columns", "description"],
                     [(r.name, r.kind, len(r.columns), r.description or "") for r in found])
        return
    relation = found[0]
    sys.stdout.write(terminal_safe(f"{relation.name} ({relation.kind}): {relation.description or ''}") + "\n\n")
    _print_table(["column", "type", "description"],
                 [(c.name, c.data_type, c.description or "") for c in relation.columns])


def export_command(home: Path | None, output_format: str, directory: Path) -> None:
    """`inferwatch export`: every table and mart to ``directory`` plus manifest.json."""
    from warehouse import Warehouse, WarehouseError
    from warehouse.export import export_warehouse

    try:
        manifest = export_warehouse(Warehouse(home), directory, output_format)
    except WarehouseError as exc:
        raise SqlCommandError(str(exc)) from exc
    total = sum(entry["rows"] for entry in manifest["relations"])
    err.print(f"exported {len(manifest['relations'])} tables and marts ({total:,} rows) of "
              f"run {manifest['run_id'] or '(unpublished)'} to {directory}", highlight=False, markup=False)
