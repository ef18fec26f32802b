#!/usr/bin/env bash
# `nss preview` in a real browser: Debian's chromium and chromedriver, driven headless by selenium
# (PyPI), load the page of a shipped theme from a file. CI runs it after the build.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    (apt-get update -qq && apt-get install -y -qq chromium chromium-driver) >/dev/null 2>&1 \
        || { echo "test_preview: cannot install Debian's chromium and chromium-driver" >&2; exit 1; }
fi
python3 -m pip install --quiet --disable-pip-version-check 'selenium>=4.10' pytest
swift build --product nss >/dev/null
nss="$(swift build --show-bin-path)/nss"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
theme=Themes/acme-field-service.nss
"$nss" preview "$theme" --out "$work/preview.html"
NSS="$nss" THEME="$theme" PAGE="$work/preview.html" SCREENSHOT="${SCREENSHOT:-$work/preview.png}" \
    python3 -m pytest -q -p no:cacheprovider Tests/Preview
