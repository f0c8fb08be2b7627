#!/usr/bin/env bash
# `npm test`: every test the project has, from a clean checkout after `npm install`.
set -euo pipefail
cd "$(dirname "$0")/.."
# each stage says how long the one before it took, and the run ends with every stage's time
started=$SECONDS
stage=""
stage_start=$SECONDS
times=()
# lines shown under the stage's own time (the parts of a stage that runs things side by side)
details=()
finish_stage() {
  if [ -n "$stage" ]; then
    local took=$((SECONDS - stage_start))
    times+=("$(printf '%4d s  %s' "$took" "$stage")")
    times+=(${details[@]+"${details[@]}"})
    details=()
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

# The two databases side by side: each run is mostly one busy core (PGlite's, or PostgreSQL's and the server's)
# and a test process waiting on it. Each one's output is kept and shown whole when both have ended.
step "API tests on PGlite and on PostgreSQL, side by side"
api_logs=$(mktemp -d)
api_run() {
  local kind=$1 begun=$SECONDS status=0
  API_DB=$kind npx vitest run --project api >"$api_logs/$kind.log" 2>&1 || status=$?
  echo "$((SECONDS - begun))" >"$api_logs/$kind.time"
  return $status
}
[ -t 1 ] && export FORCE_COLOR=1
api_run pglite &
pglite_pid=$!
api_run postgres &
postgres_pid=$!
pglite_status=0
postgres_status=0
wait $pglite_pid || pglite_status=$?
wait $postgres_pid || postgres_status=$?
unset FORCE_COLOR
for kind in pglite postgres; do
  printf '\n-- API tests on %s (%d s) --\n' "$kind" "$(cat "$api_logs/$kind.time")"
  cat "$api_logs/$kind.log"
  details+=("$(printf '        %4d s  of it on %s' "$(cat "$api_logs/$kind.time")" "$kind")")
done
rm -rf "$api_logs"
if [ $pglite_status -ne 0 ] || [ $postgres_status -ne 0 ]; then exit 1; fi

step "browser tests (Playwright, Debian Chromium)"
npx vite build --logLevel warn
npx playwright test

summary
