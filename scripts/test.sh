#!/usr/bin/env bash
# The README's second command: set up, build, and run the whole test suite
# (lit + FileCheck regression tests and the GoogleTest unit tests, through
# check-vct). Exits non-zero on any failure.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build="${VCT_BUILD_DIR:-$root/build}"
"$root/scripts/setup.sh"

start=$(date +%s)
"$root/scripts/build.sh"
echo "test: build took $(( $(date +%s) - start ))s"

log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
"$root/scripts/build.sh" check-vct 2>&1 | tee "$log" || status=$?
echo "test: build and tests took $(( $(date +%s) - start ))s"

# lit prints "Passed: N" / "Failed: N" lines; restate them as one plain line.
count() { awk -v key="$1:" '$1 == key {s += $2} END {print s + 0}' "$log"; }
passed=$(count Passed)
failed=$(count Failed)
echo "check-vct: ${passed:-0} passed, ${failed:-0} failed"
exit "$status"
