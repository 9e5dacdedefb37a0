import json

import pytest

from pipelines.sources.fetch import SnapshotError, SnapshotFetcher
from tests.conftest import SNAPSHOT


@pytest.fixture(scope="module")
def fetcher():
    return SnapshotFetcher(SNAPSHOT)


def test_every_manifest_entry_points_at_an_existing_file(fetcher):
    for url in fetcher.urls:
        for capture in fetcher.captures(url):
            assert capture.ok, capture.error
            assert capture.body, url


def test_conditional_get_answers_304_for_a_matching_etag(fetcher):
    url = next(u for u in fetcher.urls if u.endswith("feed.xml"))
    first = fetcher.fetch(url)
    assert first.ok and first.etag
    again = fetcher.fetch(url, etag=first.etag)
    assert again.status == 304 and again.body == b""
    assert fetcher.fetch(url, etag='"something-else"').status == 200


def test_a_page_with_two_captures_returns_them_oldest_first(fetcher):
    multi = [u for u in fetcher.urls if len(fetcher.captures(u)) > 1]
    assert multi, "the snapshot should hold a second dated capture of a price page"
    captures = fetcher.captures(multi[0])
    assert captures[0].captured_at < captures[-1].captured_at
    assert captures[0].body != captures[-1].body
    assert fetcher.fetch(multi[0]).captured_at == captures[-1].captured_at


def test_unknown_urls_and_untrusted_local_paths_are_errors(fetcher, tmp_path):
    missing = fetcher.fetch("https://nowhere.example/x")
    assert not missing.ok and "not in the snapshot" in missing.error
    local = tmp_path / "table.json"
    local.write_text("{}")
    # a link found inside content never reads a local file; the trusted sources file may
    assert not fetcher.fetch(str(local)).ok
    trusted = fetcher.fetch(str(local), trusted=True)
    assert trusted.ok and trusted.body == b"{}"
    gone = fetcher.fetch(str(tmp_path / "absent.json"), trusted=True)
    assert not gone.ok and "absent.json" in gone.error


def test_a_broken_manifest_names_itself(tmp_path):
    (tmp_path / "manifest.json").write_text(json.dumps({"entries": [{"url": "https://a.example"}]}))
    with pytest.raises(SnapshotError, match="manifest.json: entry 0"):
        SnapshotFetcher(tmp_path)
    with pytest.raises(SnapshotError, match="no manifest"):
        SnapshotFetcher(tmp_path / "empty")
