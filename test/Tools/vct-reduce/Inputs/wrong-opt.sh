#!/bin/bash
# A deliberately wrong optimizer for miscompile-script.mlir: vct-mlir-opt,
# then every `vir.constant 41 : i32` of its output file (-o) becomes 40.
vct-mlir-opt "$@" || exit
out=""
while (($#)); do
  if [[ $1 == -o ]]; then out=$2; shift; fi
  shift
done
sed -i 's/vir.constant 41 : i32/vir.constant 40 : i32/' "$out"
