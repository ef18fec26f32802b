#!/bin/sh
# Fuzzes NSSKit with libFuzzer: every stage (lex, parse, print, resolve, exports, lint rules,
# reporters, fixer) on generated inputs, with AddressSanitizer. See Sources/nss-fuzz.
#
#     Tests/Fuzz/fuzz.sh [SECONDS] [-- LIBFUZZER-OPTION...]
#
# SECONDS defaults to 60; FUZZ_WORKERS (default 1) fuzzing processes run side by side, and
# FUZZ_MAX_LEN (default 4096) bounds the input size; a list ("4096 1024") gives each worker its own,
# as short inputs run several times faster and long ones reach deeper nesting. The corpus
# grows in .build/fuzz/corpus (seeded from Tests/Fuzz/seeds and every fixture, example and theme
# of the repository); a crashing input is written to .build/fuzz/artifacts and the script exits
# non-zero. Each run appends its execution count, time, date and commit to .build/fuzz/runs.log;
# `fuzz.sh --total` sums them. The log goes with .build, so Tests/Fuzz/CAMPAIGNS.md keeps the
# record of past campaigns. Replay inputs without libFuzzer with
# `swift run nss-fuzz FILE-OR-FOLDER...`.
set -eu
cd "$(dirname "$0")/../.."
work=.build/fuzz
if [ "${1:-}" = "--total" ]; then
    awk '{ runs += $1; seconds += $2 } END { printf "%d executions in %d runs, %d s\n", runs, NR, seconds }' \
        "$work/runs.log"
    exit 0
fi
seconds=${1:-60}
[ $# -gt 0 ] && shift
[ "${1:-}" = "--" ] && shift
workers=${FUZZ_WORKERS:-1}
max_lengths=${FUZZ_MAX_LEN:-4096}

swift build -c release --build-path "$work/build" --product nss-fuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -DFUZZING >&2
binary=$(swift build -c release --build-path "$work/build" --show-bin-path)/nss-fuzz

mkdir -p "$work/corpus" "$work/artifacts" "$work/seeds"
# Seeds: the hand-written hostile snippets and every stylesheet the repository holds.
cp Tests/Fuzz/seeds/* "$work/seeds/"
for file in Tests/*/Fixtures/*.nss Tests/*/Fixtures/*/*.nss Grammar/examples/*.nss Themes/*.nss; do
    [ -f "$file" ] && cp "$file" "$work/seeds/$(echo "$file" | tr '/' '_')"
done

# Swift's own crash reporter would read memory AddressSanitizer guards: let libFuzzer report.
# A 64 MB quarantine instead of 256 MB keeps freed memory poisoned for many inputs yet spares
# page faults on fresh memory (about a tenth of the time per input).
started=$(date +%s)
pids=""
worker=1
while [ "$worker" -le "$workers" ]; do
    # The worker's own bound, the list's last one once the list runs out.
    max_len=$(echo "$max_lengths" | awk -v n="$worker" '{ print (n <= NF) ? $n : $NF }')
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:malloc_context_size=2:quarantine_size_mb=64} \
        "$binary" "$work/corpus" "$work/seeds" \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len="$max_len" \
        -dict=Tests/Fuzz/nss.dict -artifact_prefix="$work/artifacts/" -print_final_stats=1 "$@" \
        >"$work/worker-$worker.log" 2>&1 &
    pids="$pids $!"
    worker=$((worker + 1))
done

# A worker stopped by Ctrl-C (or SIGINT) still counts its executions; only a crash, leak or
# timeout in a log fails the run.
trap '' INT
for pid in $pids; do
    wait "$pid" || true
done
elapsed=$(($(date +%s) - started))
failed=0

total=0
worker=1
while [ "$worker" -le "$workers" ]; do
    log=$work/worker-$worker.log
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    total=$((total + ${runs:-0}))
    if grep -q -E "^SUMMARY|ERROR: libFuzzer|invariant broken" "$log" \
        || ! grep -q -E "^stat::number_of_executed_units" "$log"; then
        tail -n 40 "$log" >&2
        failed=1
    fi
    worker=$((worker + 1))
done
if [ "$failed" -ne 0 ]; then
    echo "nss-fuzz: FAILED after $total executions (see $work/worker-*.log and $work/artifacts)" >&2
    exit 1
fi
# executions, seconds, when, which commit (-dirty: with uncommitted changes), the input bounds.
if commit=$(git rev-parse --short HEAD 2>/dev/null); then
    git diff --quiet HEAD || commit="$commit-dirty"
else
    commit=unknown
fi
echo "$total $elapsed $(date -u +%Y-%m-%dT%H:%MZ) $commit $max_lengths" >>"$work/runs.log"
echo "nss-fuzz: $total executions in $elapsed s ($workers worker(s), inputs up to $max_lengths bytes), no crash, leak or timeout"
