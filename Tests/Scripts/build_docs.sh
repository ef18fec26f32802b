#!/usr/bin/env bash
# Builds the DocC catalog of NSSTheme with the toolchain's docc: symbol graphs extracted from a
# debug build, then `docc convert` with warnings as errors (a broken symbol link fails).
# Output: .build/docs/NSSTheme.doccarchive. No package dependency (no swift-docc-plugin).
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build --target NSSTheme >/dev/null
triple=$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')
graphs=.build/symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs" .build/docs
swift-symbolgraph-extract -module-name NSSTheme -I .build/debug/Modules -target "$triple" \
    -minimum-access-level public -output-dir "$graphs"
docc convert Sources/NSSTheme/NSSTheme.docc --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name NSSTheme --fallback-bundle-identifier org.nsskit.NSSTheme \
    --output-path .build/docs/NSSTheme.doccarchive --warnings-as-errors
echo "built .build/docs/NSSTheme.doccarchive"
