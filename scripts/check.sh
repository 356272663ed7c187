#!/usr/bin/env bash
# The type check and the lint side by side: each uses about one core, and CI has two, so together they take about as
# long as the slower one. Each one's output is printed whole once it ends; the script fails if either does.
set -uo pipefail
cd "$(dirname "$0")/.."
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
npm run --silent typecheck > "$out/typecheck" 2>&1 &
typecheck=$!
npm run --silent lint > "$out/lint" 2>&1
lint=$?
wait "$typecheck"
types=$?
echo "== typecheck (exit $types)"; cat "$out/typecheck"
echo "== lint (exit $lint)"; cat "$out/lint"
[ "$types" -eq 0 ] && [ "$lint" -eq 0 ]
