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
# about as long as a cold build (10 minutes on 2 cores); MLIR's own
# libraries are not instrumented, so races inside them show only where they
# touch VCT's code.
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
for f in "${files[@]}"; do
  n=$(basename "$f" .c)
  "$build/bin/vct-cc" -O0 -S --emit=vir "$f" -o "$work/$n.vir" 2>/dev/null ||
    { echo "$n: vct-cc -O0 failed"; continue; }
  for level in O2 O3; do
    TSAN_OPTIONS="halt_on_error=0" "$tsan/bin/vct-mlir-opt" "-$level" \
      "$work/$n.vir" -o /dev/null 2>"$work/$n.$level.err" || true
    count=$(grep -c "WARNING: ThreadSanitizer" "$work/$n.$level.err" || true)
    if [[ "$count" != 0 ]]; then
      failed=1
      echo "$n -$level: $count warning(s): $(grep -m1 SUMMARY "$work/$n.$level.err")"
    fi
  done
done
echo "tsan-check: ${#files[@]} programs, $([[ $failed == 0 ]] && echo "no warnings" || echo "warnings above")"
exit $failed
