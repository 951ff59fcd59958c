#!/usr/bin/env bash
# Differential test of loop-fuse on random C programs of adjacent loop
# pairs (scripts/gen-loop-programs.py --pairs): each program's VIR from
# `vct-cc -O0 -S` gets a soft fuse request beside the loop requests the
# trait producer stamped on every back edge, then runs through
# `--mem2reg --loop-rotate --loop-fuse` (the pass alone, after what makes
# the loops bottom-tested) and through -O2, each on both backends, against
# clang -O0. Prints how many fuse requests were accepted.
#
# Usage: fuse-diff.sh [-n COUNT] [-s FIRST_SEED] [-k]
#   Exit status 1 if any program disagrees, crashes or times out.
set -uo pipefail
count=200
first=1
keep=0
while getopts "n:s:k" opt; do
  case $opt in
    n) count=$OPTARG ;;
    s) first=$OPTARG ;;
    k) keep=1 ;;
    *) sed -n '2,12p' "$0" >&2; exit 2 ;;
  esac
done
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bin="${VCT_BUILD_DIR:-$root/build}/bin"
CLANG=$(command -v clang-22 || echo /usr/lib/llvm-22/bin/clang)
work=$(mktemp -d "${TMPDIR:-/tmp}/fuse-diff.XXXXXX")
if [ "$keep" = 1 ]; then echo "fuse-diff: work directory $work"; else trap 'rm -rf "$work"' EXIT; fi
bad=0
accepted=0
for ((seed = first; seed < first + count; ++seed)); do
  p="$work/p$seed"
  python3 "$root/scripts/gen-loop-programs.py" --pairs "$seed" "$p.c"
  "$CLANG" -O0 -w "$p.c" -o "$p.ref" || { echo "seed $seed: clang failed"; bad=1; continue; }
  timeout 10 "$p.ref" > "$p.expect" || { echo "seed $seed: reference failed"; bad=1; continue; }
  "$bin/vct-cc" -O0 -S --emit=vir -w "$p.c" -o "$p.vir.mlir" 2> "$p.err" || { echo "seed $seed: vct-cc -S failed"; bad=1; continue; }
  sed -i 's/#vir.req<licm, soft>/#vir.req<licm, soft>, #vir.req<fuse, soft>/g' "$p.vir.mlir"
  for mode in alone O2; do
    if [ $mode = alone ]; then flags="--mem2reg --loop-rotate --loop-fuse"; else flags="-O2"; fi
    if ! timeout 120 "$bin/vct-mlir-opt" $flags --verify-each --vir-request-report="$p.$mode.json" "$p.vir.mlir" -o "$p.$mode.mlir" 2> "$p.$mode.err"; then
      echo "seed $seed $mode: vct-mlir-opt failed: $(grep -m1 -i error "$p.$mode.err")"; bad=1; continue
    fi
    if [ $mode = alone ]; then
      n=$(python3 -c "import json,sys; print(sum(1 for r in json.load(open(sys.argv[1]))['requests'] if r['request'] == 'fuse' and r['accepted']))" "$p.$mode.json")
      accepted=$((accepted + n))
    fi
    for backend in llvm c; do
      exe="$p.$mode.$backend"
      if [ $backend = llvm ]; then
        "$bin/vct-translate" --vir-to-llvmir "$p.$mode.mlir" -o "$exe.ll" && "$CLANG" -O0 -w "$exe.ll" -o "$exe" 2> "$exe.err"
      else
        "$bin/vct-translate" --vir-to-c "$p.$mode.mlir" -o "$exe.c" && cc -O0 -w "$exe.c" -o "$exe" -lm 2> "$exe.err"
      fi || { echo "seed $seed $mode $backend: build failed"; bad=1; continue; }
      timeout 10 "$exe" > "$exe.out" || { echo "seed $seed $mode $backend: run failed or timed out"; bad=1; continue; }
      cmp -s "$exe.out" "$p.expect" || { echo "seed $seed $mode $backend: MISMATCH"; bad=1; }
    done
  done
done
echo "fuse-diff: $count programs, seeds $first..$((first + count - 1)), loop-fuse alone and -O2, backends llvm c: $accepted fuse requests accepted (pass alone); $([ $bad = 0 ] && echo all agree || echo FAILURES)"
exit $bad
