# Two entry points after cloning: `make run` (set up, then run the main job on the bundled snapshot)
# and `make test` (set up, then run the tests). Set-up installs the CPU build of torch first, so
# pip never resolves a multi-GB CUDA build for the `torch` requirement.
VENV ?= .venv
PYTHON ?= python3
PY := $(VENV)/bin/python
TORCH_VERSION ?= 2.13.0

.PHONY: setup run test ui clean

setup: $(VENV)/.installed

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet torch==$(TORCH_VERSION)
	$(PY) -m pip install --quiet -e ".[dev]"
	touch $@

run: setup
	$(VENV)/bin/inferwatch run

# the Dagster UI on http://127.0.0.1:3000 in the foreground; Ctrl-C (or SIGTERM) stops all of it
ui: setup
	$(PY) -m pipelines.ui

test: setup
	$(PY) -m pytest -q -W error::DeprecationWarning

clean:
	rm -rf $(VENV) .inferwatch .pytest_cache
