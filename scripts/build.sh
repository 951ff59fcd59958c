#!/usr/bin/env bash
# Configures (once) and builds VCT in ./build with Ninja. Extra arguments are
# ninja targets (default: all).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build="${VCT_BUILD_DIR:-$root/build}"

if [[ ! -f "$build/build.ninja" ]]; then
  cmake -G Ninja -S "$root" -B "$build" \
    -DCMAKE_BUILD_TYPE=Release \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit
fi
ninja -C "$build" "$@"
