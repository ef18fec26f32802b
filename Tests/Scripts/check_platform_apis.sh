#!/usr/bin/env bash
# The libraries declare iOS 15, macOS 12, tvOS 15, watchOS 8 and visionOS 1 (Package.swift), but
# Linux cannot build for those systems, so nothing here checks availability the way Xcode would.
# This script fails when a library target uses an API its Apple availability puts after them:
# each pattern names the API and the first systems that have it.
set -euo pipefail
cd "$(dirname "$0")/../.."
libraries=(Sources/NSSSyntax Sources/NSSJSON Sources/NSSTheme Sources/NSSAppSources Sources/NSSLint)
libraries+=(Sources/NSSFormat Sources/NSSLanguageServer Sources/NSSPreview)
forbidden=(
    'import Synchronization|Synchronization (Mutex, Atomic): iOS 18, macOS 15'
    '\bMutex<|Synchronization.Mutex: iOS 18, macOS 15'
    '\bAtomic<|Synchronization.Atomic: iOS 18, macOS 15'
    '\bRegex\b|#/[^"]*/#|Regex and regex literals: iOS 16, macOS 13'
    '\.(firstRange|ranges|firstMatch|wholeMatch|prefixMatch|trimmingPrefix)\(|string-processing algorithms: iOS 16, macOS 13 (use PlainText)'
    # SIMD's replacing(with:where:) is as old as SIMD itself (Swift 5): only an unlabeled first
    # argument is the string algorithm.
    '\.replacing\(([^w]|w[^i]|wi[^t]|wit[^h]|with[^:])|replacing(_:with:): iOS 16, macOS 13 (use PlainText.replacing)'
    '\.contains\("[^"\\][^"]+"\)|contains(_:) with a string argument: iOS 16, macOS 13 (use PlainText.contains)'
    '\.split\(separator: "[^"\\][^"]+"|split(separator:) with a string separator: iOS 16, macOS 13'
    '\bDuration\b|\bContinuousClock\b|\bSuspendingClock\b|Duration and clocks: iOS 16, macOS 13'
    'percentEncoded:|URL.path(percentEncoded:): iOS 16, macOS 13'
    '\bURL\.(homeDirectory|currentDirectory)\b|URL directory helpers: iOS 16, macOS 13'
    '\bInlineArray\b|InlineArray: iOS 26, macOS 26'
    '\bSpan<|\bRawSpan\b|Span: iOS 26, macOS 26 (back-deployed only with Xcode 26)'
    'import Foundation|Foundation in a library meant to stay Foundation-free'
)
failed=0
for entry in "${forbidden[@]}"; do
    # The reason follows the last '|'; the pattern may hold '|' of its own.
    pattern=${entry%|*}
    reason=${entry##*|}
    # PlainText's own calls are the replacements.
    if matches=$(grep -rnE --include='*.swift' "$pattern" "${libraries[@]}" | grep -v 'PlainText\.'); then
        echo "error: $reason" >&2
        echo "$matches" >&2
        failed=1
    fi
done
exit "$failed"
