#!/usr/bin/env bash
# `npm test`: every test the project has, from a clean checkout after `npm install`.
set -euo pipefail
cd "$(dirname "$0")/.."
# each stage says how long the one before it took, and the run ends with every stage's time
started=$SECONDS
stage=""
stage_start=$SECONDS
times=()
finish_stage() {
  if [ -n "$stage" ]; then
    local took=$((SECONDS - stage_start))
    times+=("$(printf '%4d s  %s' "$took" "$stage")")
    printf '== %s: %d s ==\n' "$stage" "$took"
  fi
}
step() {
  finish_stage
  stage="$*"
  stage_start=$SECONDS
  printf '\n== %s ==\n' "$stage"
}
summary() {
  finish_stage
  stage=""
  printf '\n== time per stage ==\n'
  printf '%s\n' "${times[@]}"
  printf '%4d s  in all\n' "$((SECONDS - started))"
}
trap 'status=$?; [ $status -ne 0 ] && [ -n "$stage" ] && printf "\n== %s failed after %d s ==\n" "$stage" "$((SECONDS - stage_start))"' EXIT

step "system packages"
bash scripts/ensure-system-deps.sh

step "type check"
npx tsgo -p tsconfig.json --noEmit

step "lint (import rules, pure code, rules of hooks) and formatting"
npx eslint .
npx prettier --check . --log-level warn

step "unit and model tests"
npx vitest run --project unit

step "API tests on PGlite"
API_DB=pglite npx vitest run --project api

step "API tests on PostgreSQL"
API_DB=postgres npx vitest run --project api

step "browser tests (Playwright, Debian Chromium)"
npx vite build --logLevel warn
npx playwright test

summary
