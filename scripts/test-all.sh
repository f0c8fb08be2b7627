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
jobs_dir=$(mktemp -d)
trap 'status=$?; rm -rf "$jobs_dir"; [ $status -ne 0 ] && [ -n "$stage" ] && printf "\n== %s failed after %d s ==\n" "$stage" "$((SECONDS - stage_start))"' EXIT

step "system packages"
bash scripts/ensure-system-deps.sh

# Jobs run side by side: each one's output is kept and shown whole when all have ended, with its own time.
run_job() {
  local name=$1 begun=$SECONDS status=0
  shift
  "$@" >"$jobs_dir/$name.log" 2>&1 || status=$?
  echo "$((SECONDS - begun))" >"$jobs_dir/$name.time"
  return $status
}
# side_by_side "name: command" ... : runs each command at once, prints each log with its time, fails when any failed
side_by_side() {
  local pids=() names=() failed=0 spec
  [ -t 1 ] && export FORCE_COLOR=1
  for spec in "$@"; do
    names+=("${spec%%:*}")
    run_job "${spec%%:*}" bash -c "${spec#*: }" &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do wait "${pids[$i]}" || failed=1; done
  unset FORCE_COLOR
  for name in "${names[@]}"; do
    printf '\n-- %s (%d s) --\n' "$name" "$(cat "$jobs_dir/$name.time")"
    cat "$jobs_dir/$name.log"
    details+=("$(printf '        %4d s  of it %s' "$(cat "$jobs_dir/$name.time")" "$name")")
  done
  return $failed
}

# tsgo, ESLint and Prettier are each mostly one core, and so are the unit tests (pure code, one module graph per
# worker): the three side by side keep both cores busy where one after the other left one idle half the time
step "type check, lint (import rules, pure code, rules of hooks), formatting, and the unit and model tests, side by side"
side_by_side "type check and formatting: npx tsgo -p tsconfig.json --noEmit && npx prettier --check . --log-level warn" \
  "lint: npx eslint ." "unit and model tests: npx vitest run --project unit"

# The two databases side by side: each run is mostly one busy core (PGlite's, or PostgreSQL's and the server's)
# and a test process waiting on it. The web app's build and every benchmark at a tiny size (tests/bench/quick.ts:
# each must run to its end, nothing is timed) fill the time those two wait; the browser tests use that build.
step "API tests on PGlite and on PostgreSQL, the web build and the benchmarks at their quick size, side by side"
side_by_side "on pglite: API_DB=pglite npx vitest run --project api" "on postgres: API_DB=postgres npx vitest run --project api" \
  "web build, then each benchmark at its quick size: npx vite build --logLevel warn && BENCH_QUICK_JOBS=1 npm run bench:quick --silent"

step "browser tests (Playwright, Debian Chromium)"
npx playwright test

summary
