"""A small mutation fuzzer over the hostile corpus: mutate a seed, feed it to its reader, keep any crash.

Deterministic for a given seed and number of inputs; time-boxed by wall clock. A crash is saved to
``tests/hostile/crashes/<target>-<sha256 prefix>.bin``, where the corpus replays it in every test run.
"""

from __future__ import annotations

import dataclasses
import hashlib
import random
import time

from tests.hostile import CRASHES, Case, Crash, attack, cases

MAX_SEED_BYTES = 64 * 1024    # big seeds (10,000 entries, 50,000 divs) are slow to mutate and rerun
TOKENS = [b"<div>" * 600, b"9" * 31, b"&#", b"]]>", b"\x00", b"\xff\xfe", b"<![CDATA[", b"<!ENTITY x SYSTEM 'file:///etc/passwd'>",
          b"javascript:", b"1e308", b"-0", b"\xe2\x80\xae", b"[" * 3000, b"{{7*7}}", b"</td></tr></table>",
          b"$", b"per million tokens", b"tokens/s", b"http://[", b"\r\n\r\n", b"%", b"\\u0000"]


@dataclasses.dataclass
class FuzzReport:
    inputs: int = 0
    crashes: list[str] = dataclasses.field(default_factory=list)   # saved file names


def _mutate(body: bytes, rng: random.Random, others: list[bytes]) -> bytes:
    data = bytearray(body)
    for _ in range(rng.randint(1, 4)):
        choice = rng.randrange(6)
        position = rng.randint(0, len(data))
        if choice == 0 and data:                      # flip bytes
            for _ in range(rng.randint(1, 8)):
                data[rng.randrange(len(data))] = rng.randrange(256)
        elif choice == 1:                             # insert a hostile token
            data[position:position] = rng.choice(TOKENS)
        elif choice == 2:                             # truncate
            del data[position:]
        elif choice == 3 and data:                    # duplicate a slice
            start = rng.randrange(len(data))
            data[position:position] = data[start:start + rng.randint(1, 200)]
        elif choice == 4 and others:                  # splice another seed in
            other = rng.choice(others)
            start = rng.randint(0, len(other))
            data[position:position] = other[start:start + rng.randint(1, 500)]
        elif data:                                    # delete a slice
            del data[position:position + rng.randint(1, 50)]
    return bytes(data)


def fuzz(seconds: float, *, seed: int = 0, save: bool = True) -> FuzzReport:
    """Mutate corpus seeds for ``seconds``; returns how many inputs were tried and which crashed."""
    rng = random.Random(seed)
    seeds = [case for case in cases() if len(case.body) <= MAX_SEED_BYTES]
    bodies = [case.body for case in seeds]
    report = FuzzReport()
    ends = time.monotonic() + seconds
    while time.monotonic() < ends:
        parent = rng.choice(seeds)
        body = _mutate(parent.body, rng, bodies)
        report.inputs += 1
        try:
            attack(Case(f"mutant of {parent.name}", parent.target, body))
        except Crash:
            name = f"{parent.target}-{hashlib.sha256(body).hexdigest()[:16]}.bin"
            if save:
                CRASHES.mkdir(parents=True, exist_ok=True)
                (CRASHES / name).write_bytes(body)
            report.crashes.append(name)
    return report
