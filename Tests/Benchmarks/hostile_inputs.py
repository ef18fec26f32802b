#!/usr/bin/env python3
"""Times nsslint on hostile inputs at two sizes, to show each is handled in linear time.

Usage (from the repository root): python3 Tests/Benchmarks/hostile_inputs.py [--scale N]

For each hostile shape it writes a file of n and of 10 n repetitions (n = 10,000 x scale), runs
`nsslint` (release build) on each as a whole process, and prints the times, their ratio (about
10 for linear time) and the first lines of the output, so the diagnostics can be read too. The
test suite checks the same shapes for correctness; times are measured here, never asserted.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def shapes(n):
    """(name, bytes) for each hostile input with n repetitions."""
    doubling = "@v0: x;\n" + "".join("@v%d: @v%d @v%d;\n" % (i, i - 1, i - 1) for i in range(1, 61))
    return [
        ("one line", ("Label{font-size:1}" * n).encode()),
        ("nested (", ("A { x: " + "(" * n + " }\n").encode()),
        ("nested {", ("A " + "{" * n + "}" * n).encode()),
        ("unclosed blocks", ("A {\n  x: y;\n" * n).encode()),
        ("variable chain", ("@v0: #FF0000;\n" + "".join("@v%d: @v%d;\n" % (i, i - 1) for i in range(1, n))
                            + "Label { font-color: @v%d; }\n" % (n - 1)).encode()),
        ("undefined references", ("".join("@d%d: 1;\n" % i for i in range(n))
                                  + "Label { font-size: " + " ".join("@u%d" % i for i in range(n)) + "; }\n").encode()),
        ("names in a call", ("A { x: f(" + "a, " * n + "\nB { y: z; }").encode()),
        ("60-fold doubling x n uses", (doubling + "Label { font-name: @v60; }\n" * (n // 10)).encode()),
        ("invalid bytes", (b"A { x: \xff\xc3 \xef\xbb\xbf y; }\r" * n)),
        ("NUL bytes (refused as binary)", (b"A { x: \x00 y; }\r\n" * n)),
    ]


def run(nsslint, path):
    start = time.monotonic()
    process = subprocess.run([nsslint, "--reporter", "xcode", path], capture_output=True)
    elapsed = time.monotonic() - start
    # Finding lines end with their rule, "[rule-id]"; the note lines under them do not.
    lines = [line for line in process.stdout.decode("utf-8", "replace").splitlines()
             if re.search(r": (error|warning|note): .* \[[a-z0-9-]+\]$", line)]
    errors = process.stderr.decode("utf-8", "replace").splitlines()
    return elapsed, process.returncode, len(lines), lines[:2] or errors[:1]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scale", type=int, default=1)
    parser.add_argument("--no-build", action="store_true")
    arguments = parser.parse_args()
    if not arguments.no_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "nsslint"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    nsslint = os.path.join(ROOT, ".build", "release", "nsslint")
    n = 10_000 * arguments.scale
    print("| input | size (n) | time (n) | size (10 n) | time (10 n) | ratio | findings (10 n) | first finding |")
    print("|---|---:|---:|---:|---:|---:|---:|---|")
    with tempfile.TemporaryDirectory() as directory:
        small_shapes = shapes(n)
        large_shapes = shapes(10 * n)
        for (name, small), (_, large) in zip(small_shapes, large_shapes):
            figures = []
            for label, data in (("small", small), ("large", large)):
                path = os.path.join(directory, "%s-%s.nss" % (name.replace(" ", "-"), label))
                with open(path, "wb") as file:
                    file.write(data)
                figures.append((len(data),) + run(nsslint, path))
            (small_size, small_time, _, _, _), (large_size, large_time, status, count, first) = figures
            first_line = first[0].split(": ", 1)[-1][:90] if first else ""
            print("| %s | %.1f KB | %.0f ms | %.1f MB | %.0f ms | %.1f | %d (exit %d) | %s |" % (
                name, small_size / 1e3, small_time * 1000, large_size / 1e6, large_time * 1000,
                large_time / small_time, count, status, first_line.replace("|", "\\|")))
            sys.stdout.flush()


if __name__ == "__main__":
    main()
