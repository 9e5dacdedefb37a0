"""Story groups of two warehouses built from the same generated corpus (benchmarks/corpus.py), against its truth.

    .venv/bin/python benchmarks/stories_quality.py BEFORE_HOME AFTER_HOME

A syndicated copy in the generated corpus is its original's body under a marker line ("... republished with
permission (copy N)") and another title, so every article's family is known: a copy belongs to the article whose
body it repeats, any other article is its own family. Printed for each home: groups with more than one document,
marked copies grouped with a member of their family (recall), and groups joining different families (wrong
merges); then the groups the second home lost and gained against the first.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MARKER = re.compile(r"This report first ran on a partner site and is republished with permission \(copy \d+\)\.\s*")


def _body(text: str | None) -> str:
    from pipelines.stages.stories import normalize_text

    text = MARKER.sub("", text or "")
    return normalize_text(text.split("\n", 1)[1] if "\n" in text else text)   # without the title line


def _load(home: Path):
    import duckdb

    with duckdb.connect(str(home / "warehouse.duckdb"), read_only=True) as connection:
        documents = connection.execute("select document_id, text from documents where source_type = 'article'").fetchall()
        groups = connection.execute("select list(document_id order by document_id) from story_documents "
                                    "group by story_id having count(*) > 1").fetchall()
    return documents, {tuple(row[0]) for row in groups}


def main(argv: list[str] | None = None) -> int:
    sys.path.insert(0, str(ROOT))
    args = argv if argv is not None else sys.argv[1:]
    if len(args) != 2:
        raise SystemExit(__doc__)
    documents, before = _load(Path(args[0]))
    _, after = _load(Path(args[1]))
    originals: dict[str, str] = {}
    for document_id, text in documents:
        if not MARKER.search(text or ""):
            originals.setdefault(_body(text), document_id)
    family = {document_id: originals.get(_body(text), document_id) if MARKER.search(text or "") else document_id
              for document_id, text in documents}
    copies = [document_id for document_id, text in documents if MARKER.search(text or "")]

    def wrong(group) -> bool:
        return len({family[d] for d in group}) > 1

    for name, groups in (("before", before), ("after", after)):
        member_of = {d: group for group in groups for d in group}
        grouped = sum(1 for d in copies if any(family[o] == family[d] for o in member_of.get(d, ()) if o != d))
        print(f"{name}: {len(groups)} groups; marked copies grouped {grouped}/{len(copies)}; "
              f"groups joining different articles {sum(map(wrong, groups))}")
    lost, gained = before - after, after - before
    print(f"after vs before: lost {len(lost)} groups ({sum(map(wrong, lost))} of them joining different articles), "
          f"gained {len(gained)} ({sum(map(wrong, gained))} joining different articles)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
