"""The `inferwatch` commands that do not need a warehouse: extract, train, help."""

import json
import subprocess
import sys

from click.testing import CliRunner

from pipelines.cli import main
from tests.conftest import ROOT


def test_extract_prints_claims_in_the_contract_form(tmp_path):
    english = tmp_path / "note.txt"
    english.write_text("DeepSeek cut the deepseek-chat output price to $0.42 per million tokens.\n"
                       "The startup raised $200 million in new funding.\n", encoding="utf-8")
    chinese = tmp_path / "zh.html"
    chinese.write_text("<html><body><article><p>豆包大模型的输入价格为0.0008元/千tokens。</p></article></body></html>",
                       encoding="utf-8")
    result = CliRunner().invoke(main, ["extract", str(english), str(chinese), "--format", "jsonl"])
    assert result.exit_code == 0, result.output
    claims = [json.loads(line) for line in result.output.splitlines()]
    prices = [c for c in claims if c["kind"] == "price"]
    assert {(c["path"], float(c["amount"]), c["currency"], c["unit"]) for c in prices} == {
        (str(english), 0.42, "USD", "per_million_tokens"),
        (str(chinese), 0.8, "CNY", "per_million_tokens"),
    }
    for claim in claims:
        assert {"kind", "document_id", "sentence", "span", "subject", "organization", "confidence", "extractor",
                "published", "path"} <= set(claim)


def test_extract_reports_unreadable_files_and_goes_on(tmp_path):
    good = tmp_path / "good.md"
    good.write_text("| model | input |\n|---|---|\n| gpt-5 | $1.25 per 1M tokens |\n", encoding="utf-8")
    binary = tmp_path / "blob.bin"
    binary.write_bytes(b"\x00\x01\x02" * 100)
    runner = CliRunner()
    result = runner.invoke(main, ["extract", str(tmp_path / "missing.txt"), str(binary), str(good)])
    assert result.exit_code == 1
    assert "missing.txt" in result.output and "blob.bin" in result.output
    assert '"amount": 1.25' in result.output


def test_extract_finds_nothing_in_an_empty_file_and_still_succeeds(tmp_path):
    empty = tmp_path / "empty.txt"
    empty.write_text("")
    result = CliRunner().invoke(main, ["extract", str(empty)])
    assert result.exit_code == 0 and result.output == ""


def test_train_writes_a_classifier_from_a_training_folder(tmp_path):
    source = (ROOT / "data" / "train" / "claims.jsonl").read_text(encoding="utf-8").splitlines()
    train_dir = tmp_path / "train"
    train_dir.mkdir()
    # a small slice of sentences and documents keeps the test fast
    positives = [line for line in source if '"label": 1' in line][:30]
    # traps the rules accept (benchmark-shaped), so that the decision head sees both labels
    negatives = [line for line in source if '"label": 0' in line and '"template": "trap_bench_' in line][:30]
    (train_dir / "claims.jsonl").write_text("\n".join(positives + negatives) + "\n", encoding="utf-8")
    documents = tmp_path / "documents"
    documents.mkdir()
    for name in ("tbl-001.json", "zh-001.json", "dis-001.json"):
        (documents / name).write_bytes((ROOT / "data" / "eval" / "devset" / name).read_bytes())
    output = tmp_path / "head.safetensors"
    result = CliRunner().invoke(main, ["train", "--train-dir", str(train_dir), "--documents", str(documents),
                                       "--output", str(output)])
    assert result.exit_code == 0, result.output
    assert output.exists() and output.stat().st_size > 1000
    assert "claimdec-1-" in result.output and "3 labelled documents" in result.output


def test_every_command_has_help():
    for command in ("run", "sql", "digest", "extract", "train"):
        completed = subprocess.run([sys.executable, "-m", "pipelines.cli", command, "--help"],
                                   capture_output=True, text=True, timeout=120)
        assert completed.returncode == 0 and "Usage:" in completed.stdout


def test_extract_dates_an_html_page_and_converts_its_prices(tmp_path):
    page = tmp_path / "page.html"
    page.write_text(
        "<html><head><meta property='article:published_time' content='2025-09-29T08:00:00+08:00'></head>"
        "<body><article><p>DeepSeek的新价格为输出3元/百万tokens。</p></article></body></html>", encoding="utf-8")
    result = CliRunner().invoke(main, ["extract", str(page)])
    claims = [json.loads(line) for line in result.output.splitlines()]
    price = next(c for c in claims if c["kind"] == "price")
    assert price["published"] == "2025-09-29"
    assert price["currency"] == "CNY" and price["fx_date"] <= "2025-09-29"
    assert abs(price["amount_usd"] - 3 * price["fx_rate"]) < 1e-6
