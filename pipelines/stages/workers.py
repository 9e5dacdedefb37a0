"""Worker processes for a stage's model work (claim extraction, story embeddings).

Workers are spawned, never forked (torch's thread pools do not survive a fork); each gets its share of the
cores as torch threads, runs the stage's set-up once, and exits when the process that started it dies, so a
killed run leaves no workers behind. One torch thread per process uses two cores better than one process
with two threads (measured on the claims and stories encoders: threads of one process wait on each other
after every small operation).

Starting a worker costs about 6 CPU seconds (torch, transformers, the model), as much as embedding a few
hundred texts. The relevance and stories stages run one after another in one process, each wants one worker per
core and both embed with the same 6-layer encoder, so :func:`shared_pool` keeps the pool of the first for the
second instead of starting it twice; a worker loads the model on its first task (``load_embedder`` caches it per
process) and computes exactly what a fresh one would. The claims stage closes that pool and starts its own: its
encoder is another (one layer), and keeping the 6-layer one in its workers cost ~200 MB of peak memory.
"""

from __future__ import annotations

import atexit
import concurrent.futures
import contextlib
import multiprocessing
import os
import threading
import time
from collections.abc import Callable

__all__ = ["usable_cores", "process_pool", "shared_pool", "close_shared_pools", "allow_early_start",
           "start_shared_pool_early"]


def usable_cores() -> int:
    """Cores this process may run on."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)


def _start(parent_pid: int, threads: int, setup: Callable | None, setup_args: tuple) -> None:
    import torch

    torch.set_num_threads(threads)
    if setup is not None:
        setup(*setup_args)

    def watch_parent() -> None:
        while os.getppid() == parent_pid:
            time.sleep(1.0)
        os._exit(1)

    threading.Thread(target=watch_parent, name="watch-parent", daemon=True).start()


def process_pool(workers: int, setup: Callable | None = None, setup_args: tuple = (), *,
                 threads: int | None = None) -> concurrent.futures.ProcessPoolExecutor:
    """A pool of ``workers`` spawned processes, each with ``threads`` torch threads (default
    ``usable_cores() // workers``, at least one), that ran ``setup(*setup_args)`` first (a module-level
    function: it is pickled by name)."""
    return concurrent.futures.ProcessPoolExecutor(
        max_workers=workers, mp_context=multiprocessing.get_context("spawn"), initializer=_start,
        initargs=(os.getpid(), threads or max(1, usable_cores() // workers), setup, setup_args),
    )


# (workers, threads, environment) -> the pool :func:`shared_pool` keeps; the environment is in the key because
# spawned workers read theirs once (the model path, for one): a changed one gets workers of its own
_SHARED: dict[tuple, concurrent.futures.ProcessPoolExecutor] = {}
_SHARED_LOCK = threading.Lock()


@contextlib.contextmanager
def shared_pool(workers: int, *, threads: int | None = None):
    """A pool of ``workers`` spawned processes (as :func:`process_pool`, without a set-up) that outlives the
    ``with`` block, so the next stage asking for the same pool gets the same, already warm, workers.

    Tasks load what they need themselves (the models are cached per process). A pool broken while in use
    (a worker died) is dropped on the way out and replaced on the next call; :func:`close_shared_pools` (also
    run at exit) shuts the kept ones down. Only for code that runs in one thread at a time, like the stages.
    """
    threads = threads or max(1, usable_cores() // workers)
    key = (workers, threads, tuple(sorted(os.environ.items())))
    with _SHARED_LOCK:
        pool = _SHARED.get(key)
        if pool is not None and getattr(pool, "_broken", False):
            _SHARED.pop(key, None)
            pool.shutdown(wait=False, cancel_futures=True)
            pool = None
        if pool is None:
            for stale in [k for k in _SHARED if k[:2] == key[:2]]:   # the same shape under another environment
                _SHARED.pop(stale).shutdown(wait=True, cancel_futures=True)
            pool = _SHARED[key] = process_pool(workers, threads=threads)
    try:
        yield pool
    except BaseException:
        # a stage that failed part-way leaves no work behind in a pool the next stage would share
        with _SHARED_LOCK:
            if _SHARED.get(key) is pool:
                del _SHARED[key]
        pool.shutdown(wait=True, cancel_futures=True)
        raise
    if getattr(pool, "_broken", False):
        with _SHARED_LOCK:
            if _SHARED.get(key) is pool:
                del _SHARED[key]
        pool.shutdown(wait=False, cancel_futures=True)


# Whether a stage may start the shared pool before the stage that uses it (:func:`start_shared_pool_early`): only
# when the later steps run in this very process (the runner's in-process executor), else the workers would die
# with this step's process unused. Set by :func:`allow_early_start`.
_EARLY_START = False


@contextlib.contextmanager
def allow_early_start():
    """Within this block, :func:`start_shared_pool_early` may start workers (the caller runs the following
    stages in this process)."""
    global _EARLY_START
    before, _EARLY_START = _EARLY_START, True
    try:
        yield
    finally:
        _EARLY_START = before


def _load_embedder() -> None:
    """Early-start task: load the default encoder as the relevance and stories tasks do (cached per process)."""
    from extractors.model import load_embedder

    try:
        load_embedder()
    except Exception:  # noqa: BLE001 - the stage's first task raises it again, where the stage falls back
        pass


def start_shared_pool_early(workers: int | None = None) -> bool:
    """Start the pool :func:`shared_pool` will hand the next stage, and have its workers import torch and load the
    encoder now, while this stage keeps one core busy and the others idle (a worker start is ~6 CPU s, which the
    relevance stage would otherwise spend with every core before its first batch). Returns whether it did: only
    under :func:`allow_early_start` and with more than one core. The workers compute exactly what fresh ones
    would: the model is loaded the same way, only sooner."""
    workers = workers or usable_cores()
    if not _EARLY_START or workers < 2:
        return False
    with shared_pool(workers) as pool:
        for _ in range(workers):  # one task per worker (each spawns one while none is idle)
            pool.submit(_load_embedder)
    return True


def close_shared_pools() -> None:
    """Shut down the pools :func:`shared_pool` kept (their workers exit)."""
    with _SHARED_LOCK:
        pools = list(_SHARED.values())
        _SHARED.clear()
    for pool in pools:
        pool.shutdown(wait=True, cancel_futures=True)


atexit.register(close_shared_pools)
