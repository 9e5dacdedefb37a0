"""The Dagster UI, tested for real: `make ui` (dagster dev) on 127.0.0.1 with a temporary DAGSTER_HOME, its
GraphQL API, and headless Chromium (Debian package `chromium`) rendering the asset graph and a blocked check.

Screenshots are kept under $INFERWATCH_ARTEFACTS (default: .pytest_artefacts/ in the repository) and
their paths printed.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
GROUPS = {"reference", "press", "prices", "mlperf", "claims", "digest"}
ARTEFACTS = Path(os.environ.get("INFERWATCH_ARTEFACTS", ROOT / ".pytest_artefacts"))
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--no-first-run", "--disable-dev-shm-usage",
                  "--hide-scrollbars", "--window-size=1600,1000"]
EMPTY_WEEK = "2024-W10"

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed (Debian package `chromium`)")


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _graphql(base: str, query: str) -> dict:
    request = urllib.request.Request(f"{base}/graphql", data=json.dumps({"query": query}).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as response:
        body = json.loads(response.read())
    assert "errors" not in body, body
    return body["data"]


@pytest.fixture(scope="module")
def webserver(tmp_path_factory):
    root = tmp_path_factory.mktemp("ui")
    dagster_home = root / "dagster_home"
    dagster_home.mkdir()
    shutil.copy(ROOT / "dagster_home" / "dagster.yaml", dagster_home / "dagster.yaml")
    (dagster_home / "dagster.yaml").write_text((dagster_home / "dagster.yaml").read_text()
                                               + "\ntelemetry:\n  enabled: false\nnux:\n  enabled: false\n")
    env = {**os.environ, "DAGSTER_HOME": str(dagster_home), "INFERWATCH_HOME": str(root / "home")}
    _blocked_run(dagster_home, root / "home")
    port = _free_port()
    # `make ui`'s launcher, started the way a background job of a script is: with SIGINT ignored
    process = subprocess.Popen([sys.executable, "-m", "pipelines.ui", "--port", str(port)], cwd=ROOT, env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN))
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 90
        while True:
            try:
                data = _graphql(base, "{ repositoriesOrError { __typename } }")
                if data["repositoriesOrError"]["__typename"] == "RepositoryConnection":
                    break
            except OSError:
                pass
            if process.poll() is not None or time.monotonic() > deadline:
                raise AssertionError(f"the Dagster UI did not come up: {process.stderr.read1().decode()[-2000:]}")
            time.sleep(0.5)
        yield base, root
        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=40) == 0
        with pytest.raises(OSError):
            urllib.request.urlopen(base, timeout=5)  # the webserver went with it
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()


def _blocked_run(dagster_home: Path, home: Path) -> None:
    """One digest run for a week without documents, recorded in the instance: its blocking check fails."""
    import dagster as dg

    from pipelines.runner import digest_job, run_config

    os.environ["DAGSTER_HOME"] = str(dagster_home)
    try:
        with dg.DagsterInstance.get() as instance:
            config = run_config(home=home, sources_file=ROOT / "data" / "snapshot" / "sources.toml", live=False,
                                snapshot_dir=None)
            result = digest_job().execute_in_process(run_config=config, instance=instance, partition_key=EMPTY_WEEK,
                                                     raise_on_error=False)
            assert not result.success
    finally:
        del os.environ["DAGSTER_HOME"]


def _screenshot(url: str, path: Path, tmp: Path) -> str:
    path.parent.mkdir(parents=True, exist_ok=True)
    flags = CHROMIUM_FLAGS + [f"--user-data-dir={tmp}", "--virtual-time-budget=20000"]
    subprocess.run([CHROMIUM, *flags, f"--screenshot={path}", url], check=True, timeout=60,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    dom = subprocess.run([CHROMIUM, *flags, "--dump-dom", url], check=True, timeout=60, capture_output=True)
    print(f"screenshot: {path}")
    return dom.stdout.decode("utf-8", "replace")


def test_graphql_lists_the_asset_graph_checks_and_jobs(webserver):
    base, _ = webserver
    data = _graphql(base, """{ assetNodes { assetKey { path } groupName dependencyKeys { path }
        assetChecksOrError { ... on AssetChecks { checks { name blocking } } } } }""")
    nodes = {"/".join(n["assetKey"]["path"]): n for n in data["assetNodes"]}
    assert {n["groupName"] for n in nodes.values()} == GROUPS
    assert nodes["hardware"]["groupName"] == "reference"
    assert {"/".join(d["path"]) for d in nodes["weekly_digest"]["dependencyKeys"]} == {"digest_inputs"}
    checks = {c["name"]: c["blocking"] for c in nodes["digest_inputs"]["assetChecksOrError"]["checks"]}
    assert checks == {"documents_this_week": True, "sources_fresh": True, "prices_within_history": True,
                      "claims_have_provenance": True, "figures_have_claims": True, "mlperf_hardware_mapped": False}
    repos = _graphql(base, """{ repositoriesOrError { ... on RepositoryConnection { nodes {
        jobs { name } schedules { name executionTimezone } sensors { name } } } } }""")
    repo = repos["repositoriesOrError"]["nodes"][0]
    assert {"ingestion", "weekly_digest_job"} <= {job["name"] for job in repo["jobs"]}
    assert {s["name"] for s in repo["schedules"]} == {"daily_ingestion", "weekly_digest_schedule"}
    assert {s["name"] for s in repo["sensors"]} == {"digest_after_ingestion", "alert_on_run_failure"}
    partitions = _graphql(base, """{ assetNodeOrError(assetKey: {path: ["weekly_digest"]}) {
        ... on AssetNode { partitionKeys } } }""")["assetNodeOrError"]["partitionKeys"]
    assert partitions[0] == "2020-W02" and "2025-W40" in partitions


def test_chromium_renders_every_group_of_the_asset_graph(webserver, tmp_path):
    base, _ = webserver
    dom = _screenshot(f"{base}/asset-groups", ARTEFACTS / "asset-graph.png", tmp_path / "chromium")
    assert (ARTEFACTS / "asset-graph.png").stat().st_size > 10_000
    missing = [group for group in GROUPS if f">{group}<" not in dom]
    assert not missing, f"groups not rendered: {missing}"


def test_chromium_shows_the_blocking_check_that_stopped_a_digest(webserver, tmp_path):
    base, _ = webserver
    data = _graphql(base, """{ assetNodeOrError(assetKey: {path: ["digest_inputs"]}) { ... on AssetNode {
        assetChecksOrError { ... on AssetChecks { checks { name executionForLatestMaterialization {
        status evaluation { severity } } } } } } } }""")
    checks = {c["name"]: c["executionForLatestMaterialization"]
              for c in data["assetNodeOrError"]["assetChecksOrError"]["checks"]}
    assert checks["documents_this_week"]["status"] == "FAILED"
    assert checks["documents_this_week"]["evaluation"]["severity"] == "ERROR"
    dom = _screenshot(f"{base}/assets/digest_inputs?view=checks&checkDetail=documents_this_week",
                      ARTEFACTS / "blocking-check.png",
                      tmp_path / "chromium")
    assert "documents_this_week" in dom and "no article was published" in dom
