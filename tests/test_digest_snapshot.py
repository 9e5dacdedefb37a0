"""The digest on the bundled snapshot, week by week, against hand-written expectations.

tests/fixtures/digest_expectations.toml lists, per week, the real top stories, the off-topic stories that must
stay out, the Chinese reports of the Local view, and every figure checked by hand against its source sentence.
The HTML is opened in headless Chromium (Debian package `chromium`) when it is installed.
"""

from __future__ import annotations

import base64
import json
import re
import shutil
import subprocess
import tomllib
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

from pipelines.digest.build import build_digest, load_week, parse_iso_week, weeks_with_documents
from pipelines.digest.guard import unmatched_numbers
from pipelines.digest.model import Figure
from pipelines.digest.publish import TruthGuardError, publish_week
from pipelines.runner import run_all
from warehouse import Warehouse

ROOT = Path(__file__).resolve().parents[1]
EXPECTATIONS = tomllib.loads((ROOT / "tests" / "fixtures" / "digest_expectations.toml").read_text("utf-8"))["weeks"]
WEEKS = sorted(EXPECTATIONS)
ARTIFACTS = ROOT / ".inferwatch" / "test-artifacts"


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    home = tmp_path_factory.mktemp("digest-snapshot")
    run_all(home=home)
    return home


def _markdown(home: Path, week: str) -> str:
    return (home / "digests" / f"{week}.md").read_text(encoding="utf-8")


def _section(markdown: str, heading: str) -> str:
    parts = re.split(r"^## ", markdown, flags=re.M)
    return next((p for p in parts if p.startswith(heading)), "")


def _plain(text: str) -> str:
    return re.sub(r"\\(.)", r"\1", text).strip()


def rendered_figures(markdown: str) -> list[str]:
    """Figure texts of Top developments (table rows) and the Local view (bullets), as a reader sees them."""
    figures = []
    for line in _section(markdown, "Top developments").splitlines():
        if line.startswith("| ") and not line.startswith(("| Figure", "|---")):
            figures.append(_plain(re.split(r"(?<!\\)\|", line.strip().strip("|"))[0]))
    for line in _section(markdown, "Local view").splitlines():
        if line.startswith("- "):
            figures.append(_plain(line[2:].split(" ([source](")[0]))
    return figures


@pytest.mark.parametrize("week", WEEKS)
def test_the_real_stories_lead_and_off_topic_ones_stay_out(home, week):
    expected = EXPECTATIONS[week]
    markdown = _markdown(home, week)
    with Warehouse(home).connect(read_only=True) as connection:
        digest = build_digest(connection, week)
    top_titles = [e.headline for e in digest.top] + [o.title or "" for e in digest.top for o in e.outlets]
    for story in expected["top"]:
        assert any(story in title for title in top_titles), f"{week}: {story!r} is not a top development"
    assert 3 <= len(digest.top) <= 6
    for story in expected["absent"]:
        assert story not in markdown, f"{week}: off-topic {story!r} reached the digest"
    local = _section(markdown, "Local view")
    for headline in expected["local"]:
        assert headline in local, f"{week}: {headline!r} missing from the Local view"
    # one entry per event: no headline twice, and no round-up above an event it summarises
    assert len({e.key for e in digest.top}) == len(digest.top)
    for rank, event in enumerate(digest.top):
        if event.is_roundup:
            ids = {f.identity for f in event.figures}
            assert not any(ids & {f.identity for f in later.figures} for later in digest.top[rank + 1:])


def test_every_rendered_figure_was_checked_against_its_source(home, capsys):
    checked = 0
    errors: set[tuple[str, str]] = set()      # a wrong figure counts once per week, wherever it is shown
    unexpected = []
    for week in WEEKS:
        correct = set(EXPECTATIONS[week]["correct"])
        known_wrong = {item["figure"] for item in EXPECTATIONS[week]["known_wrong"]}
        for figure in rendered_figures(_markdown(home, week)):
            checked += 1
            if figure in known_wrong:
                errors.add((week, figure))
            elif figure not in correct:
                unexpected.append(f"{week}: {figure}")
    with capsys.disabled():
        print(f"\ndigest figures checked against sources: {checked}, wrong: {len(errors)}, "
              f"unchecked: {len(unexpected)}")
    assert checked > 40
    assert not unexpected, "figures nobody checked against their source:\n" + "\n".join(unexpected)
    assert len(errors) <= sum(len(EXPECTATIONS[w]["known_wrong"]) for w in WEEKS)


# (a mart's form for listed documents, the full mart restricted to the same documents' claims)
WEEK_FORMS = {
    "claims_vs_measurements": (
        "select * from claims_vs_measurements_of(document_ids := ?) order by all",
        "select m.* from claims_vs_measurements m join claims c using (claim_id) "
        "where list_contains(?, c.document_id) order by all"),
    "price_disagreements": (
        "select * from price_disagreements_of(document_ids := ?) order by all",
        "select m.* from price_disagreements m join claims c using (claim_id) "
        "where list_contains(?, c.document_id) order by all"),
}


def test_a_weeks_form_of_the_claim_marts_gives_the_full_marts_rows_for_that_weeks_claims(home):
    """The digest judges a week's claims with the marts' ``_of(document_ids)`` form: the same rows as the
    full marts hold for those claims, week by week."""
    rows_compared = dict.fromkeys(WEEK_FORMS, 0)
    with Warehouse(home).connect(read_only=True) as connection:
        for week in weeks_with_documents(connection):
            documents, _ = load_week(connection, *parse_iso_week(week))
            ids = [document["document_id"] for document in documents]
            for mart, (week_form, full_mart) in WEEK_FORMS.items():
                expected = connection.execute(full_mart, [ids]).fetchall()
                assert connection.execute(week_form, [ids]).fetchall() == expected, (mart, week)
                rows_compared[mart] += len(expected)
    assert all(rows_compared.values()), rows_compared   # both marts have rows on the snapshot's weeks


def test_the_truth_guard_passes_every_week_and_stops_an_invented_number(home, monkeypatch):
    warehouse = Warehouse(home)
    with warehouse.connect(read_only=True) as connection:
        for week in WEEKS:
            assert unmatched_numbers(build_digest(connection, week), connection) == [], week
        digest = build_digest(connection, "2025-W40")
    # a price nobody stated, at a precision no stored value has
    invented = Figure(kind="price", text="deepseek-chat: $0.3137 per million input tokens", sentence="x",
                      url="https://x.example/", source_name="x", claim_id="x", document_id="x")
    digest.top[0].figures.insert(0, invented)
    problems = unmatched_numbers(digest, warehouse)
    assert any("0.3137" in p for p in problems)

    import pipelines.digest.publish as publish

    before = (home / "digests" / "2025-W40.md").read_bytes()
    monkeypatch.setattr(publish, "build_digest", lambda *args, **kwargs: digest)
    with pytest.raises(TruthGuardError, match=r"0\.3137"):
        publish.publish_week(warehouse, "2025-W40")
    assert (home / "digests" / "2025-W40.md").read_bytes() == before


def test_same_inputs_same_bytes_and_an_unchanged_digest_is_not_rewritten(home):
    warehouse = Warehouse(home)
    paths = [home / "digests" / f"{week}.{ext}" for week in WEEKS for ext in ("md", "html")]
    before = {p: (p.read_bytes(), p.stat().st_mtime_ns) for p in paths}
    with warehouse.connect(read_only=True) as connection:
        rows_before = connection.execute("select week, generated_at, content_sha256 from digests order by 1").fetchall()
    for week in WEEKS:
        assert publish_week(warehouse, week).written is False
    for path, (content, mtime) in before.items():
        assert path.read_bytes() == content and path.stat().st_mtime_ns == mtime
    with warehouse.connect(read_only=True) as connection:
        assert connection.execute("select week, generated_at, content_sha256 from digests order by 1"
                                  ).fetchall() == rows_before
    import feedparser

    feed = feedparser.parse((home / "digests" / "feed.atom").read_bytes())
    assert not feed.bozo
    assert [e.id for e in feed.entries][:len(WEEKS)] == [f"urn:inferwatch:digest:{w}" for w in reversed(WEEKS)]


def test_formats_read_cleanly(home):
    for week in WEEKS:
        markdown = _markdown(home, week)
        html = (home / "digests" / f"{week}.html").read_text(encoding="utf-8")
        assert "&amp;" not in markdown
        with Warehouse(home).connect(read_only=True) as connection:
            digest = build_digest(connection, week)
        header = html.split("</header>")[0]
        assert digest.week_last_day.isoformat() in header
        for heading in ("## Top developments", "## Measured", "## What changed", "## Local view", "## On the radar"):
            assert heading in markdown
    html = (home / "digests" / "2025-W40.html").read_text(encoding="utf-8")
    assert "<svg" in html and "img-src" in html


def test_links_land_on_the_sentence_as_the_page_shows_it(home):
    with Warehouse(home).connect(read_only=True) as connection:
        texts = {url: text for url, text in connection.execute(
            "select coalesce(canonical_url, url), text from documents where source_type = 'article'").fetchall()}
    checked = 0
    for week in WEEKS:
        for url, fragment in re.findall(r"\]\((https?://[^)#\s]+)#:~:text=([^)\s]+)\)", _markdown(home, week)):
            start = urllib.parse.unquote(fragment.split(",")[0])
            page = " ".join((texts.get(url) or "").split())
            assert start in page, f"{start!r} is not on {url}"
            checked += 1
        for copy in re.findall(r"\[stored copy\]\(\.\./raw/([0-9a-f]{2})/([0-9a-f]{64})\)", _markdown(home, week)):
            assert (home / "raw" / copy[0] / copy[1]).exists()
    assert checked > 20


class _DevTools:
    """A minimal Chrome DevTools Protocol client over the page's websocket."""

    def __init__(self, socket):
        self.socket = socket
        self.next_id = 0
        self.events: list[dict] = []

    def call(self, method: str, **params):
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv(timeout=60))
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def wait_for(self, method: str):
        while not any(e.get("method") == method for e in self.events):
            self.events.append(json.loads(self.socket.recv(timeout=60)))


@pytest.mark.skipif(shutil.which("chromium") is None, reason="headless Chromium (Debian package chromium) missing")
@pytest.mark.parametrize("week", ["2025-W37", "2025-W40"])
def test_the_html_opens_in_chromium_without_errors_and_its_charts_render(home, week, tmp_path, capsys):
    process = subprocess.Popen(
        ["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--remote-debugging-port=0",
         f"--user-data-dir={tmp_path / 'profile'}", "--window-size=412,900", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        port = None
        for line in process.stderr:
            match = re.search(r"DevTools listening on ws://127\.0\.0\.1:(\d+)/", line)
            if match:
                port = match.group(1)
                break
        assert port, "Chromium did not start its DevTools endpoint"
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=30) as response:
            page = next(t for t in json.load(response) if t["type"] == "page")
        from websockets.sync.client import connect

        with connect(page["webSocketDebuggerUrl"], max_size=64 * 1024 * 1024) as socket:
            tools = _DevTools(socket)
            for domain in ("Page.enable", "Runtime.enable", "Log.enable"):
                tools.call(domain)
            path = home / "digests" / f"{week}.html"
            tools.call("Page.navigate", url=path.as_uri())
            tools.wait_for("Page.loadEventFired")
            charts = tools.call("Runtime.evaluate", returnByValue=True, expression=(
                "Array.from(document.querySelectorAll('svg.chart')).map(s => {const r = s.getBoundingClientRect();"
                " return {width: r.width, height: r.height, marks: s.querySelectorAll('rect,path,circle').length};})"
            ))["result"]["value"]
            screenshot = tools.call("Page.captureScreenshot", format="png", captureBeyondViewport=True)["data"]
    finally:
        process.terminate()
        process.wait(timeout=30)
    errors = [e for e in tools.events
              if e.get("method") == "Runtime.exceptionThrown"
              or (e.get("method") == "Runtime.consoleAPICalled" and e["params"].get("type") == "error")
              or (e.get("method") == "Log.entryAdded" and e["params"]["entry"].get("level") == "error")]
    assert errors == [], errors
    assert charts and all(c["width"] > 100 and c["height"] > 20 and c["marks"] >= 2 for c in charts), charts
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    shot = ARTIFACTS / f"digest-{week}.png"
    shot.write_bytes(base64.b64decode(screenshot))
    assert shot.stat().st_size > 10_000
    with capsys.disabled():
        print(f"\nscreenshot of the {week} digest: {shot}")
