#!/usr/bin/env bash
# `npm test`: every test the project has, from a clean checkout after `npm install`.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n== %s ==\n' "$*"; }

bash scripts/ensure-system-deps.sh

step "type check"
npx tsgo -p tsconfig.json --noEmit

step "lint (import rules, pure code, rules of hooks)"
npx eslint .

step "unit and model tests"
npx vitest run --project unit

step "API tests on PGlite"
API_DB=pglite npx vitest run --project api

step "API tests on PostgreSQL"
API_DB=postgres npx vitest run --project api

step "browser tests (Playwright, Debian Chromium)"
npx vite build --logLevel warn
npx playwright test
