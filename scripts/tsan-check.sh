#!/usr/bin/env bash
# Runs the optimizer under ThreadSanitizer (issue 13, O-5): builds
# vct-mlir-opt with -fsanitize=thread in its own build directory, then runs
# `vct-mlir-opt -O2` and `-O3` (threaded, the default) on the VIR of every
# bench program and of any .c files given, and reports each run with a
# ThreadSanitizer warning (a data race, or a use after free, which is how a
# pass reading an operation it has just replaced shows up: the output then
# depends on what the allocator put there). Exit status 1 when any run
# warns.
#
# Usage: scripts/tsan-check.sh [file.c...]
# Environment: VCT_TSAN_BUILD_DIR (default /tmp/vct-tsan-build), VCT_BUILD_DIR
# (the normal build, for vct-cc; default <repo>/build). The TSan build takes
# about as long as a cold build (10 minutes on 2 cores). MLIR's own
# libraries are not instrumented: a data race reported with its accesses
# inside libMLIR (its attribute and type uniquer, reached when a pass
# creates a constant) is its synchronization TSan cannot see, and is
# counted apart; every other report fails the check.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
tsan="${VCT_TSAN_BUILD_DIR:-/tmp/vct-tsan-build}"
build="${VCT_BUILD_DIR:-$root/build}"
if [[ ! -f "$tsan/build.ninja" ]]; then
  cmake -G Ninja -S "$root" -B "$tsan" -DCMAKE_BUILD_TYPE=Release \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit \
    -DCMAKE_CXX_FLAGS="-fsanitize=thread -g1" \
    -DCMAKE_EXE_LINKER_FLAGS=-fsanitize=thread \
    -DCMAKE_SHARED_LINKER_FLAGS=-fsanitize=thread >/dev/null
fi
ninja -C "$tsan" vct-mlir-opt >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
files=("$@")
if ((${#files[@]} == 0)); then
  files=("$root"/bench/*.c "$root"/bench/extra/*.c)
fi
failed=0
mlir_races=0
for f in "${files[@]}"; do
  n=$(basename "$f" .c)
  "$build/bin/vct-cc" -O0 -S --emit=vir "$f" -o "$work/$n.vir" 2>/dev/null ||
    { echo "$n: vct-cc -O0 failed"; continue; }
  for level in O2 O3; do
    TSAN_OPTIONS="halt_on_error=0" "$tsan/bin/vct-mlir-opt" "-$level" \
      "$work/$n.vir" -o /dev/null 2>"$work/$n.$level.err" || true
    # Each report: its kind, and whether its first two accesses' top
    # frames (#1, below the interceptor) are both in libMLIR.
    verdict=$(python3 - "$work/$n.$level.err" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
own = mlir = 0
for report in text.split("WARNING: ThreadSanitizer: ")[1:]:
    kind = report.split(" (")[0]
    tops = re.findall(r"\n    #1 [^\n]*", report)[:2]
    if kind == "data race" and tops and all("libMLIR" in t for t in tops):
        mlir += 1
    else:
        own += 1
print(own, mlir)
PY
)
    read -r own mlir <<<"$verdict"
    ((mlir_races += mlir)) || true
    if [[ "$own" != 0 ]]; then
      failed=1
      echo "$n -$level: $own report(s): $(grep -m1 SUMMARY "$work/$n.$level.err")"
    fi
  done
done
echo "tsan-check: ${#files[@]} programs, $([[ $failed == 0 ]] && echo "no report in VCT's code" || echo "reports above"); $mlir_races inside libMLIR alone"
exit $failed
