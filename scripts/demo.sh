#!/usr/bin/env bash
# The README's first command: set up, build, and run vct-mlir-opt on every
# bundled example, showing the (verified, round-tripped) output.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/setup.sh"
"$root/scripts/build.sh" vct-mlir-opt
build="${VCT_BUILD_DIR:-$root/build}"
for example in "$root"/examples/*.mlir; do
  echo "=== vct-mlir-opt examples/$(basename "$example")"
  "$build/bin/vct-mlir-opt" "$example"
done
