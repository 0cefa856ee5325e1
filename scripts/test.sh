#!/usr/bin/env bash
# `npm test`: the type check, the lint (typescript-eslint, knip), then the suite; at the end, even
# when a step failed, each step's wall time, the whole run's, and the ten slowest test files, so an
# issue's share of the CI budget can be read from its output. Arguments go to vitest
# (`npm test -- test/registry`).
set -uo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s%N)
report=$(mktemp -t vitest-report.XXXXXX.json)
timings=()
status=0
step() {
  local name=$1
  shift
  local t0=$(date +%s%N)
  if [ "$status" -eq 0 ]; then
    "$@" || status=$?
    timings+=("$(printf '%-10s %7.1f s' "$name" "$(( ($(date +%s%N) - t0) / 1000000 ))e-3")")
  fi
}
step typecheck npx tsc --noEmit -p tsconfig.json
step eslint npx eslint .
step knip npx knip
step vitest npx vitest run --reporter=default --reporter=json --outputFile.json="$report" "$@"
echo
echo "npm test: step wall times"
printf '  %s\n' "${timings[@]}"
printf '  %-10s %7.1f s\n' total "$(( ($(date +%s%N) - start) / 1000000 ))e-3"
if [ -s "$report" ]; then
  node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const files = r.testResults.map((f) => ({ name: f.name.slice(process.cwd().length + 1), s: (f.endTime - f.startTime) / 1000 }));
    files.sort((a, b) => b.s - a.s);
    console.log("npm test: the ten slowest test files (wall time each; files run in parallel)");
    for (const f of files.slice(0, 10)) console.log(`  ${f.s.toFixed(1).padStart(7)} s  ${f.name}`);
  ' "$report"
fi
rm -f "$report"
exit "$status"
