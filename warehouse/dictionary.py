"""The data dictionary: ``warehouse/dictionary.toml`` is the one description of every table, view and column.

From it come the ``COMMENT ON`` statements the warehouse carries (so any SQL client shows them),
``inferwatch schema [TABLE]`` and ``docs/warehouse.md``. A column's description is looked up in the
table's own entry, then in the table it is ``like``, then in the shared ``[columns]``.
"""

from __future__ import annotations

import dataclasses
import tomllib
from functools import cache
from importlib import resources

import duckdb

DICTIONARY_FILE = "dictionary.toml"


class DictionaryError(ValueError):
    """The dictionary file is malformed (names the entry)."""


@dataclasses.dataclass(frozen=True)
class Column:
    name: str
    data_type: str
    description: str | None


@dataclasses.dataclass(frozen=True)
class Relation:
    """A table or view as the warehouse has it, with its dictionary descriptions."""

    name: str
    kind: str                     # table | view
    description: str | None
    columns: tuple[Column, ...]


def dictionary_text() -> str:
    return (resources.files("warehouse") / DICTIONARY_FILE).read_text(encoding="utf-8")


@cache
def load_dictionary() -> dict:
    """The parsed dictionary: ``columns`` (shared), ``tables`` and ``macros``."""
    try:
        data = tomllib.loads(dictionary_text())
    except tomllib.TOMLDecodeError as exc:
        raise DictionaryError(f"warehouse/{DICTIONARY_FILE}: {exc}") from exc
    for name, entry in data.get("tables", {}).items():
        like = entry.get("like")
        if like is not None and like not in data["tables"]:
            raise DictionaryError(f"warehouse/{DICTIONARY_FILE}: {name} is like {like!r}, which has no entry")
    return data


def table_description(name: str) -> str | None:
    entry = load_dictionary().get("tables", {}).get(name)
    return entry.get("description") if entry else None


def column_description(table: str, column: str) -> str | None:
    """The description of ``table.column``: its own, else its ``like`` table's, else the shared one."""
    data = load_dictionary()
    tables = data.get("tables", {})
    seen = set()
    current = table
    while current in tables and current not in seen:
        seen.add(current)
        entry = tables[current]
        own = entry.get("columns", {}).get(column)
        if own:
            return own
        current = entry.get("like")
    return data.get("columns", {}).get(column)


def relations(connection: duckdb.DuckDBPyConnection, only: str | None = None) -> list[Relation]:
    """Every table and view of the main schema (or only one), with types and descriptions."""
    rows = connection.execute(
        "select table_name, table_type from information_schema.tables where table_catalog = current_database() "
            "and table_schema = 'main' "
        "and (? is null or table_name = ?) order by table_name",
        [only, only],
    ).fetchall()
    found = []
    for name, table_type in rows:
        columns = connection.execute(
            "select column_name, data_type from information_schema.columns where table_catalog = current_database() "
            "and table_schema = 'main' "
            "and table_name = ? order by ordinal_position",
            [name],
        ).fetchall()
        found.append(Relation(
            name=name, kind="view" if table_type == "VIEW" else "table", description=table_description(name),
            columns=tuple(Column(c, t, column_description(name, c)) for c, t in columns),
        ))
    return found


def _literal(text: str) -> str:
    # COMMENT ON takes no parameters; the text comes from the repository's dictionary, never from input
    return "'" + text.replace("'", "''") + "'"


def _quote(identifier: str) -> str:
    return '"' + identifier.replace('"', '""') + '"'


def apply_comments(connection: duckdb.DuckDBPyConnection) -> int:
    """``COMMENT ON`` every documented table, view, column and macro; returns how many comments were set."""
    count = 0
    lake = connection.execute("select current_database()").fetchone()[0] == "lake"
    for relation in relations(connection):
        keyword = "view" if relation.kind == "view" else "table"
        if relation.description:
            # COMMENT ON takes no bound parameters: the name is quoted, the text an escaped literal
            connection.execute("comment on " + keyword + " " + _quote(relation.name) + " is " +
                               _literal(relation.description))
            count += 1
        if lake and relation.kind == "view":
            continue  # DuckLake keeps no column comments on views; `inferwatch schema` still shows them
        for column in relation.columns:
            if column.description:
                connection.execute(
                    "comment on column " + _quote(relation.name) + "." + _quote(column.name) + " is " +
                    _literal(column.description)
                )
                count += 1
    macro_kinds = dict(connection.execute(
        "select distinct function_name, function_type from duckdb_functions() "
        "where function_type in ('macro', 'table_macro') and not internal and database_name = current_database()"
    ).fetchall())
    for name, entry in load_dictionary().get("macros", {}).items():
        kind = macro_kinds.get(name)
        if kind is None or lake:  # DuckLake keeps no macro comments
            continue
        keyword = "macro table" if kind == "table_macro" else "macro"
        connection.execute("comment on " + keyword + " " + _quote(name) + " is " + _literal(entry["description"]))
        count += 1
    return count


def undocumented(connection: duckdb.DuckDBPyConnection) -> list[str]:
    """``table`` or ``table.column`` names without a description (must be empty)."""
    missing = []
    for relation in relations(connection):
        if not relation.description:
            missing.append(relation.name)
        missing.extend(f"{relation.name}.{c.name}" for c in relation.columns if not c.description)
    return missing


def stale_entries(connection: duckdb.DuckDBPyConnection) -> list[str]:
    """Dictionary entries naming a table, view, column or macro the warehouse does not have."""
    present = {r.name: {c.name for c in r.columns} for r in relations(connection)}
    stale = []
    for name, entry in load_dictionary().get("tables", {}).items():
        if name not in present:
            stale.append(name)
            continue
        stale.extend(f"{name}.{c}" for c in entry.get("columns", {}) if c not in present[name])
    all_columns = set().union(*present.values()) if present else set()
    stale.extend(f"[columns].{c}" for c in load_dictionary().get("columns", {}) if c not in all_columns)
    macros = {row[0] for row in connection.execute(
        "select function_name from duckdb_functions() where function_type in ('macro', 'table_macro') "
        "and not internal").fetchall()}
    stale.extend(f"[macros].{m}" for m in load_dictionary().get("macros", {}) if m not in macros)
    return stale


def _cell(text: str | None) -> str:
    return (text or "").replace("|", "\\|").replace("\n", " ")


def render_markdown(connection: duckdb.DuckDBPyConnection) -> str:
    """docs/warehouse.md: every table and view with its columns, types and descriptions."""
    tables = relations(connection)
    base = [r for r in tables if r.kind == "table"]
    staging = [r for r in tables if r.kind == "view" and r.name.startswith("stg_")]
    marts = [r for r in tables if r.kind == "view" and not r.name.startswith("stg_")]
    documented = sum(1 for r in tables for c in r.columns if c.description)
    total = sum(len(r.columns) for r in tables)
    lines = [
        "# The warehouse, table by table",
        "",
        "Generated from `warehouse/dictionary.toml` by `python -m warehouse.dictionary > docs/warehouse.md`;",
        "`tests/test_dictionary.py` fails when this file or the dictionary falls behind the warehouse.",
        "The same descriptions are stored as `COMMENT ON` in the warehouse and printed by `inferwatch schema [TABLE]`.",
        "",
        f"{len(base)} tables, {len(staging)} staging views, {len(marts)} marts; "
        f"{documented} of {total} columns documented.",
        "",
    ]
    macros = load_dictionary().get("macros", {})
    for title, group in (("Tables", base), ("Staging views", staging), ("Marts", marts)):
        lines += [f"## {title}", ""]
        for relation in group:
            lines += [f"### `{relation.name}`", "", relation.description or "", "",
                      "| column | type | description |", "|---|---|---|"]
            lines += [f"| `{c.name}` | {c.data_type} | {_cell(c.description)} |" for c in relation.columns]
            lines.append("")
    lines += ["## Macros", "", "| macro | description |", "|---|---|"]
    lines += [f"| `{name}` | {_cell(entry['description'])} |" for name, entry in sorted(macros.items())]
    return "\n".join(lines) + "\n"


def main() -> None:
    """Print docs/warehouse.md for a freshly migrated in-memory warehouse."""
    import sys

    from warehouse.db import apply_migrations, apply_sql_definitions

    connection = duckdb.connect()
    try:
        apply_migrations(connection)
        apply_sql_definitions(connection)
        sys.stdout.write(render_markdown(connection))
    finally:
        connection.close()


if __name__ == "__main__":
    main()
