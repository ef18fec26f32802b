#!/usr/bin/env python3
"""The pipeline's speed as a distribution over a stretch of time, against issue 19's goal.

Usage (from the repository root):

    python3 Tests/Benchmarks/pipeline_series.py [--runs N] [--pause S] [--no-build] [--baseline BENCH] FILE...

On a shared machine one binary's time moves by up to half from one run to the next, with its
neighbours' load: a single run says little. This runs `nss-bench --only pipeline` on each file,
round after round (9 iterations a run below 20 MB, 3 above), pausing between rounds so that the
runs spread over many minutes. It prints each round as it ends, then, per file, the median of
the runs' medians with its quartiles, the range, and how many runs met 100 MB/s. The defaults,
30 rounds 25 s apart, take about a quarter of an hour for g5 and g50. With `--baseline`, each
round also runs another build's nss-bench on each file, the two taking turns at going first, so
that a change is judged against its base in the same minutes; it then prints the baseline's
distribution too, and in how many rounds this build was faster. Nothing here is run by the
test suite.
"""

import argparse
import datetime
import json
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GOAL_MBPS = 100.0


def pipeline_ms(bench, path):
    """One nss-bench run's median pipeline time, in milliseconds."""
    iterations = "9" if os.path.getsize(path) < 20e6 else "3"
    out = subprocess.run([bench, "--json", "--only", "pipeline", "--iterations", iterations, path],
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])["pipeline_ms"]


def quartiles(values):
    """The lower and upper quartiles, as `statistics.quantiles` cuts them."""
    cuts = statistics.quantiles(values, n=4) if len(values) > 1 else [values[0]] * 3
    return cuts[0], cuts[2]


def summary(path, times):
    """One file's line: medians, quartiles, range and the runs that met the goal."""
    size = os.path.getsize(path)
    limit = size / (GOAL_MBPS * 1e6) * 1000
    median = statistics.median(times)
    low, high = quartiles(times)
    met = sum(1 for time_ms in times if time_ms <= limit)
    return ("%s: median of %d runs' medians %.1f ms (%.1f MB/s), quartiles %.1f-%.1f ms, runs %.1f-%.1f ms; "
            "%d of %d at or under %.1f ms (%.0f MB/s)" % (
                os.path.basename(path), len(times), median, size / 1e3 / median, low, high, min(times), max(times),
                met, len(times), limit, GOAL_MBPS))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+")
    parser.add_argument("--runs", type=int, default=30, help="rounds (each runs every file once)")
    parser.add_argument("--pause", type=float, default=25, help="seconds between rounds")
    parser.add_argument("--no-build", action="store_true", help="use the existing release build of nss-bench")
    parser.add_argument("--baseline", help="another nss-bench binary, run in the same rounds")
    arguments = parser.parse_args()
    for path in arguments.files:
        if not os.path.isfile(path):
            sys.exit("pipeline_series: %s does not exist" % path)
    if arguments.baseline and not os.access(arguments.baseline, os.X_OK):
        sys.exit("pipeline_series: %s is not an executable" % arguments.baseline)
    if arguments.runs < 1:
        sys.exit("pipeline_series: --runs must be at least 1")
    if not arguments.no_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "nss-bench"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    bench = os.path.join(ROOT, ".build", "release", "nss-bench")
    times = {path: [] for path in arguments.files}
    baseline = {path: [] for path in arguments.files}
    for round_number in range(arguments.runs):
        if round_number > 0:
            time.sleep(arguments.pause)
        stamp = datetime.datetime.now(datetime.timezone.utc).strftime("%H:%M:%S")
        line = []
        for path in arguments.files:
            if arguments.baseline and round_number % 2 == 1:
                baseline[path].append(pipeline_ms(arguments.baseline, path))
            times[path].append(pipeline_ms(bench, path))
            if arguments.baseline and round_number % 2 == 0:
                baseline[path].append(pipeline_ms(arguments.baseline, path))
            line.append("%s %.1f ms" % (os.path.basename(path), times[path][-1]))
            if arguments.baseline:
                line.append("(baseline %.1f ms)" % baseline[path][-1])
        print("%s UTC  %s" % (stamp, "  ".join(line)), flush=True)
    print()
    for path in arguments.files:
        print(summary(path, times[path]))
        if arguments.baseline:
            faster = sum(1 for mine, theirs in zip(times[path], baseline[path]) if mine < theirs)
            print("  baseline " + summary(path, baseline[path]))
            print("  this build faster in %d of %d rounds" % (faster, len(times[path])))


if __name__ == "__main__":
    main()
