#!/bin/sh
# Fuzzes NSSKit with libFuzzer: every stage (lex, parse, print, resolve, exports, lint rules,
# reporters, fixer) on generated inputs, with AddressSanitizer. See Sources/nss-fuzz.
#
#     Tests/Fuzz/fuzz.sh [SECONDS] [-- LIBFUZZER-OPTION...]
#
# SECONDS defaults to 60. The corpus grows in .build/fuzz/corpus (seeded from Tests/Fuzz/seeds and
# every fixture, example and theme of the repository); a crashing input is written to
# .build/fuzz/artifacts and the script exits non-zero. Each run appends its execution count to
# .build/fuzz/runs.log; `Tests/Fuzz/fuzz.sh --total` sums them. Replay inputs without libFuzzer
# with `swift run nss-fuzz FILE-OR-FOLDER...`.
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

swift build -c release --build-path "$work/build" --product nss-fuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -DFUZZING >&2
binary=$(swift build -c release --build-path "$work/build" --show-bin-path)/nss-fuzz

mkdir -p "$work/corpus" "$work/artifacts" "$work/seeds"
# Seeds: the hand-written hostile snippets and every stylesheet the repository holds.
cp Tests/Fuzz/seeds/* "$work/seeds/"
for file in Tests/*/Fixtures/*.nss Tests/*/Fixtures/*/*.nss Grammar/examples/*.nss Themes/*.nss; do
    [ -f "$file" ] && cp "$file" "$work/seeds/$(echo "$file" | tr '/' '_')"
done

log=$work/last-run.log
status=0
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:malloc_context_size=2} "$binary" "$work/corpus" "$work/seeds" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=4096 \
    -dict=Tests/Fuzz/nss.dict -artifact_prefix="$work/artifacts/" -print_final_stats=1 "$@" \
    2>"$log" || status=$?
runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
time=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -1)
tail -n 25 "$log" >&2
if [ "$status" -ne 0 ]; then
    echo "nss-fuzz: FAILED after ${runs:-?} executions (see $log and $work/artifacts)" >&2
    exit 1
fi
echo "${runs:-0} ${time:-$seconds}" >>"$work/runs.log"
echo "nss-fuzz: ${runs:-0} executions in ${time:-$seconds} s, no crash, leak or timeout"
