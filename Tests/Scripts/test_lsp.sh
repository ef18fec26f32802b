#!/usr/bin/env bash
# `nss lsp` end to end with a real LSP client: pytest-lsp (pygls) from PyPI drives the built
# server over standard input and output. CI runs it after the build.
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 -m pip install --quiet --disable-pip-version-check 'pytest-lsp>=0.4' 'pytest-asyncio'
swift build --product nss >/dev/null
NSS="$(swift build --show-bin-path)/nss" python3 -m pytest -q -p no:cacheprovider Tests/LSP
