"""inferwatch pipelines: entry points (cli, definitions, runner), stages, sources, digest, Dagster wiring."""

import importlib
import importlib.abc
import importlib.util
import sys

# Modules that moved into pipelines.stages; the old names keep importing the same module object while
# branches written against them are merged (remove once no code uses them).
_MOVED = {
    "pipelines.ingest": "pipelines.stages.fetch",
    "pipelines.press": "pipelines.stages.press",
    "pipelines.prices": "pipelines.stages.prices",
    "pipelines.extraction": "pipelines.stages.claims",
    "pipelines.stories": "pipelines.stages.stories",
}


class _MovedModules(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    def find_spec(self, name, path=None, target=None):
        return importlib.util.spec_from_loader(name, self) if name in _MOVED else None

    def create_module(self, spec):
        return importlib.import_module(_MOVED[spec.name])

    def exec_module(self, module):
        return None


if not any(isinstance(finder, _MovedModules) for finder in sys.meta_path):
    sys.meta_path.insert(0, _MovedModules())
