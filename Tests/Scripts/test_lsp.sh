#!/usr/bin/env bash
# `nss lsp` end to end with real LSP clients: pytest-lsp (pygls) from PyPI drives the built
# server over standard input and output, and a headless Neovim (Debian's package) opens a theme
# and reads its diagnostics. CI runs it after the build.
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 -m pip install --quiet --disable-pip-version-check 'pytest-lsp>=0.4' 'pytest-asyncio'
swift build --product nss >/dev/null
NSS="$(swift build --show-bin-path)/nss" python3 -m pytest -q -p no:cacheprovider Tests/LSP

if ! command -v nvim >/dev/null; then
    (apt-get update -qq && apt-get install -y -qq neovim) >/dev/null 2>&1 \
        || { echo "test_lsp: cannot install Debian's neovim" >&2; exit 1; }
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '/* é */ Label { font-colour: red; }\n' > "$work/theme.nss"
THEME="$work/theme.nss" OUT="$work/diagnostics.txt" NSS="$(swift build --show-bin-path)/nss" \
    timeout 60 nvim --headless -u NONE -c "luafile Tests/LSP/neovim_diagnostics.lua"
# The server sends UTF-16 column 16; Neovim keeps byte columns, and "é" is two bytes: 17.
expected="0:17 unknown property 'font-colour'; did you mean 'font-color'?"
if ! grep -qxF "$expected" "$work/diagnostics.txt"; then
    echo "test_lsp: Neovim did not get the diagnostic; it got:" >&2
    cat "$work/diagnostics.txt" >&2
    exit 1
fi
echo "test_lsp: Neovim got: $expected"
