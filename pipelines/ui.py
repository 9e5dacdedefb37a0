"""`make ui`: the Dagster UI (`dagster dev`) in the foreground, stopped cleanly by Ctrl-C or SIGTERM.

`dagster dev` started from a non-interactive shell in the background inherits SIGINT as ignored (that
is what shells do to background jobs), and a Python process that starts with SIGINT ignored never
raises KeyboardInterrupt, so it could not be stopped. Here it runs in its own process group with the
default signal handlers restored; SIGINT or SIGTERM to this process is passed on as SIGINT to the whole
group (the webserver, the daemon and the code servers), then SIGTERM and SIGKILL if it does not exit.
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GRACE_S = 20.0


def _default_signals() -> None:
    for number in (signal.SIGINT, signal.SIGTERM, signal.SIGQUIT):
        signal.signal(number, signal.SIG_DFL)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pipelines.ui", description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=3000)
    args = parser.parse_args(argv)
    env = dict(os.environ)
    env.setdefault("DAGSTER_HOME", str(ROOT / "dagster_home"))
    command = [str(Path(sys.executable).with_name("dagster")), "dev", "-w", str(ROOT / "workspace.yaml"),
               "-h", args.host, "-p", str(args.port)]
    child = subprocess.Popen(command, cwd=ROOT, env=env, start_new_session=True, preexec_fn=_default_signals)
    stopping = []

    def stop(number, frame) -> None:
        if not stopping:
            stopping.append(number)
            print(f"\nstopping the Dagster UI ({signal.Signals(number).name})", file=sys.stderr, flush=True)
            _signal_group(child.pid, signal.SIGINT)

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    while True:
        try:
            code = child.wait(timeout=1.0)
            break
        except subprocess.TimeoutExpired:
            if stopping:
                code = _finish(child)
                break
    _signal_group(child.pid, signal.SIGKILL)  # nothing of the group may outlive the UI
    return 0 if stopping else code


def _finish(child: subprocess.Popen) -> int:
    for number, wait in ((None, GRACE_S), (signal.SIGTERM, 5.0), (signal.SIGKILL, 5.0)):
        if number is not None:
            _signal_group(child.pid, number)
        try:
            return child.wait(timeout=wait)
        except subprocess.TimeoutExpired:
            continue
    return child.wait()


def _signal_group(pgid: int, number: int) -> None:
    try:
        os.killpg(pgid, number)
    except ProcessLookupError:
        pass


if __name__ == "__main__":
    sys.exit(main())
