"""The model workers' pool kept from one stage to the next (pipelines.stages.workers.shared_pool)."""

import os

import pytest

from pipelines.stages import workers


@pytest.fixture(autouse=True)
def _no_kept_pools():
    workers.close_shared_pools()
    yield
    workers.close_shared_pools()


def test_the_next_stage_gets_the_same_pool_until_it_is_closed():
    with workers.shared_pool(2) as first:
        pass
    with workers.shared_pool(2) as again:
        assert again is first                  # kept: its workers would not start a second time
    with workers.shared_pool(1) as other:
        assert other is not first              # another shape is another pool
    workers.close_shared_pools()
    with workers.shared_pool(2) as fresh:
        assert fresh is not first


def test_a_changed_environment_gets_workers_of_its_own(monkeypatch):
    with workers.shared_pool(2) as first:
        pass
    monkeypatch.setenv("INFERWATCH_MODEL", os.devnull)   # spawned workers read their environment once
    with workers.shared_pool(2) as other:
        assert other is not first
    assert first._shutdown_thread                          # the stale one was shut down, not left running


def test_a_stage_that_fails_in_the_pool_leaves_it_to_no_one():
    with pytest.raises(RuntimeError):
        with workers.shared_pool(2) as failed:
            raise RuntimeError("the stage failed part-way")
    with workers.shared_pool(2) as after:
        assert after is not failed


def test_the_workers_compute_in_the_kept_pool():
    with workers.shared_pool(1) as pool:
        assert pool.submit(sum, [1, 2, 3]).result() == 6
    with workers.shared_pool(1) as again:
        assert again.submit(max, [4, 5]).result() == 5


def _embedders_loaded() -> int:
    import extractors.model as model

    return len(model._CACHE)


def test_a_stage_starts_the_next_stages_workers_only_when_they_run_in_this_process(monkeypatch):
    monkeypatch.setattr(workers, "usable_cores", lambda: 2)
    assert workers.start_shared_pool_early() is False       # not allowed: a step process of its own may exit first
    assert not workers._SHARED
    with workers.allow_early_start():
        assert workers.start_shared_pool_early() is True
    assert workers.start_shared_pool_early() is False       # allowed only within the block
    with workers.shared_pool(2) as pool:                     # what the relevance stage asks for next
        assert len(workers._SHARED) == 1 and next(iter(workers._SHARED.values())) is pool
        assert pool.submit(_embedders_loaded).result() == 1   # already loaded by the early start
