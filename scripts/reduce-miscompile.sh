#!/usr/bin/env bash
# An interestingness test for vct-reduce (docs/Tools/vct-reduce.md, "Reduce a
# miscompile"): runs the candidate VIR module (the last argument) unoptimized
# through the LLVM backend as the reference, then optimized at $VCT_LEVEL
# (default -O2; several flags allowed: "-O2 -fno-gvn") through both
# backends (vct-translate --vir-to-llvmir | lli, and --vir-to-c + cc), and
# compares exit codes and outputs.
#
# Exit 1 ("interesting", as mlir-reduce reads it) if an optimized run
# differs from the reference; exit 0 if they all agree, or if the reference
# itself cannot be built or run, or has no @main (a candidate that lost the
# bug's setting).
#
#   vct-reduce bad.mlir -reduction-tree='traversal-mode=0 test=scripts/reduce-miscompile.sh'
#
# Tools come from $PATH (vct-mlir-opt, vct-translate) and LLVM 22
# (lli); $VCT_TIMEOUT (default 10 s) bounds each run; $VCT_MLIR_OPT replaces
# the optimizer command (the script's own test uses a deliberately wrong
# one).
set -u
candidate="${@: -1}"
level="${VCT_LEVEL:--O2}"
limit="${VCT_TIMEOUT:-10}"
optimizer="${VCT_MLIR_OPT:-vct-mlir-opt}"
lli=/usr/lib/llvm-22/bin/lli
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# run <name> <command...>: the output and exit code of one run, in $work.
run() {
  local name=$1
  shift
  timeout "$limit" "$@" > "$work/$name.out" 2> /dev/null
  echo "exit $?" >> "$work/$name.out"
}

# A candidate without its entry point has no behaviour left to compare.
grep -q "vir.func @main(" "$candidate" || exit 0
vct-translate --vir-to-llvmir "$candidate" -o "$work/ref.ll" 2> /dev/null || exit 0
run ref "$lli" "$work/ref.ll"
# A reference that crashes or times out has no behaviour to compare with.
case $(tail -n 1 "$work/ref.out") in
  "exit 124" | "exit 13"[0-9] | "exit 1[4-5][0-9]") exit 0 ;;
esac

# $level may hold several flags (-O2 -fno-gvn): split on purpose.
# shellcheck disable=SC2086
"$optimizer" $level "$candidate" -o "$work/opt.mlir" 2> /dev/null || exit 1
vct-translate --vir-to-llvmir "$work/opt.mlir" -o "$work/opt.ll" 2> /dev/null || exit 1
run llvm "$lli" "$work/opt.ll"
vct-translate --vir-to-c "$work/opt.mlir" -o "$work/opt.c" 2> /dev/null || exit 1
cc -std=c11 -O0 -w "$work/opt.c" -o "$work/opt.exe" -lm 2> /dev/null || exit 1
run c "$work/opt.exe"

cmp -s "$work/ref.out" "$work/llvm.out" || exit 1
cmp -s "$work/ref.out" "$work/c.out" || exit 1
exit 0
