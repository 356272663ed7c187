#!/bin/sh
# Every Vitest file, with the same filters: first those that share their worker's modules (vitest.config.ts), then the
# few that mock a module, isolated (vitest.isolated.config.ts). `scripts/vitest-all.sh tests/server` runs the server's.
set -e
cd "$(dirname "$0")/.."
vitest=node_modules/.bin/vitest
"$vitest" run "$@"
"$vitest" run --config vitest.isolated.config.ts --passWithNoTests "$@"
