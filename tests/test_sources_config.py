import pytest

from pipelines.sources.config import BUNDLED_SOURCES_FILE, SourcesFileError, load_sources


def test_bundled_sources_file_lists_every_kind():
    sources = load_sources(BUNDLED_SOURCES_FILE)
    assert len(sources.feed) >= 5
    assert len(sources.price_page) >= 4
    assert len(sources.mlperf) >= 3


def test_unknown_key_names_the_key_and_its_line(tmp_path):
    path = tmp_path / "sources.toml"
    path.write_text('[[feed]]\nname = "a"\nurl = "https://a.example/feed"\n\n[[feed]]\nname = "b"\n'
                    'url = "https://b.example/feed"\nregoin = "us"\n')
    with pytest.raises(SourcesFileError) as error:
        load_sources(path)
    message = str(error.value)
    assert "feed.1.regoin" in message and "unknown key" in message and ":line 8:" in message


def test_missing_required_key_is_reported(tmp_path):
    path = tmp_path / "sources.toml"
    path.write_text('[[price_page]]\nname = "p"\nurl = "https://p.example/pricing"\n')
    with pytest.raises(SourcesFileError, match="price_page.0.provider: missing required key"):
        load_sources(path)


def test_duplicate_names_and_bad_toml(tmp_path):
    path = tmp_path / "sources.toml"
    path.write_text('[[feed]]\nname = "a"\nurl = "https://a.example/1"\n[[feed]]\nname = "a"\nurl = "https://a.example/2"\n')
    with pytest.raises(SourcesFileError, match="repeated: a"):
        load_sources(path)
    path.write_text("[[feed]\nname =")
    with pytest.raises(SourcesFileError, match="not valid TOML"):
        load_sources(path)
    with pytest.raises(SourcesFileError, match="not found"):
        load_sources(tmp_path / "absent.toml")


def test_local_paths_resolve_against_the_sources_file(tmp_path):
    path = tmp_path / "sources.toml"
    path.write_text('[[mlperf]]\nname = "m"\nurl = "tables/v5.1.json"\n')
    sources = load_sources(path)
    assert sources.resolve_location(sources.mlperf[0].url) == str(tmp_path / "tables" / "v5.1.json")
    assert sources.resolve_location("https://x.example/a") == "https://x.example/a"


def test_the_live_sources_file_lists_real_sources_of_every_kind():
    from pipelines.sources.config import LIVE_SOURCES_FILE

    sources = load_sources(LIVE_SOURCES_FILE)
    assert len(sources.feed) >= 5 and len(sources.price_page) >= 4 and len(sources.mlperf) >= 3
    assert not sources.network.allow_private_addresses
    assert all(s.url.startswith("https://") for _, s in sources.all_sources())
    assert any(feed.language == "zh" for feed in sources.feed)
