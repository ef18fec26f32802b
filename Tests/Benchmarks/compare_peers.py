#!/usr/bin/env python3
"""NSSKit side by side with the fastest CSS parsers, on the same files, in one run.

Usage (from the repository root, after ../shared/bench/setup.sh has installed the peers):

    python3 Tests/Benchmarks/compare_peers.py [--iterations N] [--quick] [FILE...]

Files default to the 5 MB and 50 MB themes setup.sh generates. For each file it runs nss-bench
(release build) and every peer driver of ../shared/bench, each in its own process, and prints one
table: each peer's MB/s and peak memory, and NSSKit's MB/s divided by the peer's (for
tokenizers and scanning loops NSSKit's lexer, for everything that builds rules or a tree NSSKit's
lossless parse). Finally it checks the performance goals of issue 19.

Peers are read from the drivers in ../shared/bench/drivers and the binaries setup.sh built in
$BENCH_WORK (default /tmp/nss-bench). Nothing here is run by the test suite.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BENCH = os.path.normpath(os.path.join(ROOT, "..", "shared", "bench"))
WORK = os.environ.get("BENCH_WORK", "/tmp/nss-bench")


def peers(work, drivers, size, quick):
    """(label, kind, argv) for every peer; kind is 'lex' or 'parse', the NSSKit stage it compares to."""
    python = os.path.join(work, "venv", "bin", "python")
    rust = os.path.join(work, "rust-peers", "target", "release", "rust-peers")
    node = shutil.which("node") or "node"
    js = os.path.join(drivers, "js_peers.js")
    py = os.path.join(drivers, "py_peers.py")
    result = [
        ("C memchr / scan loops / minimal lexer", "lex", [os.path.join(work, "bin", "scan")]),
        ("Swift scan loop / minimal lexer", "lex", [os.path.join(work, "bin", "scan_swift")]),
        ("Servo cssparser: tokens", "lex", [rust, "cssparser-tokens"]),
        ("Servo cssparser: rules + declarations", "parse", [rust, "cssparser-rules"]),
        ("postcss", "parse", [node, js, "postcss"]),
        ("lightningcss (Python binding)", "parse", [python, py, "lightningcss"]),
        ("rcssmin (minifier)", "parse", [python, py, "rcssmin"]),
        ("tree-sitter-css", "parse", [python, py, "tree-sitter-css"]),
        ("tinycss2", "parse", [python, py, "tinycss2"]),
        ("tinycss2 (rules + declarations)", "parse", [python, py, "tinycss2-full"]),
    ]
    # css-tree keeps token offsets in 24 bits: larger files are corrupted, so it is skipped there.
    if size < 16_000_000:
        result.insert(5, ("css-tree (light)", "parse", [node, js, "csstree-light"]))
    if not quick:
        result.append(("cssutils", "parse", [python, py, "cssutils"]))
    return result


def run(argv, timeout):
    """Runs a command; returns its output, or raises with its error output."""
    environment = dict(os.environ, NODE_PATH="/usr/share/nodejs")
    try:
        process = subprocess.run(argv, capture_output=True, env=environment, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise RuntimeError("timed out after %d s" % timeout)
    if process.returncode != 0:
        raise RuntimeError("exit %d: %s" % (process.returncode, (process.stderr or process.stdout).strip()[-300:]))
    return process.stdout


def run_with_peak(argv, timeout):
    """Runs a command under /usr/bin/time -v when present, for its own peak memory."""
    time_binary = "/usr/bin/time"
    if os.path.exists(time_binary):
        wrapped = [time_binary, "-v"] + argv
        environment = dict(os.environ, NODE_PATH="/usr/share/nodejs")
        process = subprocess.Popen(wrapped, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=environment, text=True)
        try:
            out, err = process.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.communicate()
            raise RuntimeError("timed out after %d s" % timeout)
        if process.returncode != 0:
            raise RuntimeError("exit %d: %s" % (process.returncode, err.strip()[-300:]))
        peak = None
        for line in err.splitlines():
            if "Maximum resident set size" in line:
                peak = int(line.split(":")[1]) / 1024
        return out, peak
    return run(argv, timeout), None


def parse_lines(out):
    """Each `label ... MB/s=X` line of a driver as (label, MB/s)."""
    results = []
    for line in out.splitlines():
        if "MB/s=" not in line:
            continue
        label = line.split()[0]
        value = line.split("MB/s=")[1].split()[0]
        results.append((label, float(value)))
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="*")
    parser.add_argument("--iterations", type=int, default=5)
    parser.add_argument("--quick", action="store_true", help="leave out cssutils (about 3 minutes on 50 MB)")
    parser.add_argument("--no-build", action="store_true", help="use the existing release build of nss-bench")
    parser.add_argument("--timeout", type=int, default=900, help="seconds allowed to each peer run")
    arguments = parser.parse_args()

    drivers = os.path.join(BENCH, "drivers")
    if not os.path.isdir(drivers):
        sys.exit("compare_peers: %s is missing; the peers come from ../shared/bench (see its README)" % drivers)
    if not os.path.isdir(WORK):
        sys.exit("compare_peers: %s is missing; run ../shared/bench/setup.sh first (or set BENCH_WORK)" % WORK)
    files = arguments.files or [os.path.join(WORK, "data", "nss_5mb.nss"), os.path.join(WORK, "data", "nss_50mb.nss")]
    for path in files:
        if not os.path.isfile(path):
            sys.exit("compare_peers: %s does not exist (setup.sh generates the 5 MB and 50 MB files)" % path)

    if not arguments.no_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "nss-bench"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
        subprocess.run(["swift", "build", "-c", "release", "--product", "nsslint"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    bench = os.path.join(ROOT, ".build", "release", "nss-bench")

    rows = []  # (file label, peer, kind, MB/s, peak MB)
    nsskit = {}
    for path in files:
        size = os.path.getsize(path)
        label = "%.0f MB" % (size / 1e6) if size >= 1e6 else "%.0f KB" % (size / 1e3)
        print("== %s (%d bytes)" % (path, size), file=sys.stderr)
        out = run([bench, "--json", "--iterations", str(arguments.iterations), path], arguments.timeout)
        figures = json.loads(out.strip().splitlines()[-1])
        nsskit[label] = figures
        for stage in ("lex", "parse", "resolve", "lint", "pipeline"):
            rows.append((label, "NSSKit %s" % stage, stage, figures["%s_mbps" % stage], None))
        for name, kind, argv in peers(WORK, drivers, size, arguments.quick):
            iterations = 1 if name == "cssutils" and size > 20_000_000 else arguments.iterations
            print("   %s" % name, file=sys.stderr)
            try:
                out, peak = run_with_peak(argv + [path, str(iterations)], arguments.timeout)
            except (RuntimeError, OSError) as error:
                rows.append((label, "%s: FAILED (%s)" % (name, error), kind, None, None))
                continue
            for driver_label, mbps in parse_lines(out):
                row_kind = "lex" if driver_label.startswith(("C/", "swift/")) else kind
                rows.append((label, driver_label, row_kind, mbps, peak))

    print()
    print("NSSKit and its peers on the same files (%d iterations, medians; %s)" %
          (arguments.iterations, time.strftime("%Y-%m-%d")))
    print()
    print("| file | parser | compared with | MB/s | NSSKit / peer | peak MB |")
    print("|---|---|---|---:|---:|---:|")
    for label, name, kind, mbps, peak in rows:
        figures = nsskit[label]
        if name.startswith("NSSKit"):
            peak_text = "%.0f" % figures["peak_rss_mb"] if name == "NSSKit pipeline" else (
                "%.0f" % figures["peak_parse_rss_mb"] if name == "NSSKit parse" else "")
            print("| %s | %s | | %.1f | | %s |" % (label, name, mbps, peak_text))
            continue
        if mbps is None:
            print("| %s | %s | | | | |" % (label, name))
            continue
        ours = figures["%s_mbps" % kind]
        ratio = ours / mbps if mbps > 0 else float("inf")
        print("| %s | %s | NSSKit %s | %.1f | %.2fx | %s |" %
              (label, name, kind, mbps, ratio, "%.0f" % peak if peak is not None else ""))

    print()
    print("Goals (issue 19):")
    cssparser = {label: mbps for label, name, _, mbps, _ in rows if name.startswith("rust/cssparser-rules") and mbps}
    for label, figures in nsskit.items():
        size_mb = figures["bytes"] / 1e6
        parse = figures["parse_mbps"]
        peer = cssparser.get(label)
        combined = figures["pipeline_mbps"]
        print("  %s: parse %.0f MB/s (>= 300: %s)" % (label, parse, verdict(parse >= 300)))
        if peer:
            print("  %s: parse / cssparser rules = %.2fx (>= 1.5: %s)" %
                  (label, parse / peer, verdict(parse / peer >= 1.5)))
        print("  %s: parse + resolve + lint %.1f MB/s (>= 100: %s)" % (label, combined, verdict(combined >= 100)))
        # The goal is set at 50 MB: on a smaller file the process's own few tens of megabytes
        # weigh more than the input, so the ratio is shown without a verdict.
        ratio = figures["peak_rss_mb"] / size_mb
        judged = verdict(ratio <= 4) if size_mb >= 40 else "judged at 50 MB"
        print("  %s: peak memory of parse + resolve + lint %.1fx the input (<= 4: %s)" % (label, ratio, judged))
    labels = sorted(nsskit, key=lambda label: nsskit[label]["bytes"])
    if len(labels) >= 2:
        small, large = nsskit[labels[0]], nsskit[labels[-1]]
        scale = large["bytes"] / small["bytes"]
        ratio = large["pipeline_ms"] / (small["pipeline_ms"] * scale)
        print("  linear: %s pipeline %.1f ms vs %.0f x %s %.1f ms = %.2fx (<= 1.2: %s)" % (
            labels[-1], large["pipeline_ms"], scale, labels[0], small["pipeline_ms"], ratio, verdict(ratio <= 1.2)))
    process = min(figures["process_50kb_ms"] for figures in nsskit.values())
    print("  50 KB theme linted as a process: %.1f ms (< 12: %s)" % (process, verdict(process < 12)))


def verdict(met):
    """How a goal's line ends."""
    return "met" if met else "MISSED"


if __name__ == "__main__":
    main()
