#!/usr/bin/env bash
# End to end, the way a user's package meets NSSKit's plugins: Tests/PluginSample, copied to a
# temporary folder beside a link named `nsskit` to this repository, is built with `swift build`
# (a theme with an error fails the build with the finding at its line; a clean one builds) and
# linted with `swift package nsslint` and `swift package nsslint-fix`.
set -euo pipefail
repository=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$repository/Tests/PluginSample" "$work/sample"
ln -s "$repository" "$work/nsskit"
cd "$work/sample"
theme=Sources/Brand/Brand.nss
log="$work/log"

fail() { echo "test_plugins: $*" >&2; cat "$log" >&2; exit 1; }

echo "-- swift build with a clean theme: builds"
swift build >"$log" 2>&1 || fail "the clean sample did not build"

echo "-- swift build with an error in the theme: fails, naming the line"
printf 'Label {\n    font-color #0070F2;\n}\n' > "$theme"
if swift build >"$log" 2>&1; then fail "a theme with a syntax error built"; fi
grep -q "Brand.nss:2:15: error: expected ':' after 'font-color'" "$log" || fail "the finding is not in the build output"

echo "-- swift package nsslint: reports and fails; --fix is refused"
if swift package nsslint "$theme" >"$log" 2>&1; then fail "swift package nsslint passed a broken theme"; fi
grep -q "expected ':' after 'font-color'" "$log" || fail "swift package nsslint did not print the finding"
if swift package nsslint --fix >"$log" 2>&1; then fail "the read-only plugin accepted --fix"; fi
grep -q "use 'swift package nsslint-fix'" "$log" || fail "the read-only plugin did not point to nsslint-fix"

echo "-- swift package nsslint-fix: applies the safe fix, with write permission"
printf 'Label {\n    font-name: "Avenir";\n}\n' > "$theme"
swift package --allow-writing-to-package-directory nsslint-fix "$theme" >"$log" 2>&1 || fail "nsslint-fix failed"
grep -q "font-name: Avenir;" "$theme" || fail "nsslint-fix did not fix the theme: $(cat "$theme")"
swift package nsslint "$theme" >"$log" 2>&1 || fail "the fixed theme does not lint clean"
swift build >"$log" 2>&1 || fail "the fixed sample did not build"
echo "test_plugins: ok"
