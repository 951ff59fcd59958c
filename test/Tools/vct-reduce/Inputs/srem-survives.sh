#!/bin/bash
# Interesting (exit 1) if the candidate, the last argument, still has a
# vir.srem after vct-mlir-opt -O2; not interesting (exit 0) otherwise,
# also when it does not compile. (mlir-reduce: non-zero means interesting.)
candidate="${@: -1}"
out=$(vct-mlir-opt -O2 "$candidate" 2>/dev/null) || exit 0
if grep -q "vir.srem" <<< "$out"; then exit 1; fi
exit 0
