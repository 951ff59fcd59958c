#!/usr/bin/env bash
# Differential test of the loop passes on random C programs of loops
# (scripts/gen-loop-programs.py: nested loops, early exits, loops over
# arrays, invariant branches, first-iteration cases): each program's output
# under clang -O0 against vct-cc at each level and backend.
#
# Usage: loop-diff.sh [-n COUNT] [-s FIRST_SEED] [-l "O2 O3"] [-b "llvm c"] [-g FLAGS] [-k]
#   -k keeps the work directory; -g passes FLAGS to the generator (--pairs:
#   adjacent loop pairs). Exit status 1 if any program disagrees, crashes
#   or times out.
set -uo pipefail
count=100
first=1
levels="O2 O3"
backends="llvm c"
keep=0
genflags=""
while getopts "n:s:l:b:g:k" opt; do
  case $opt in
    n) count=$OPTARG ;;
    s) first=$OPTARG ;;
    l) levels=$OPTARG ;;
    b) backends=$OPTARG ;;
    g) genflags=$OPTARG ;;
    k) keep=1 ;;
    *) sed -n '2,10p' "$0" >&2; exit 2 ;;
  esac
done
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bin="${VCT_BUILD_DIR:-$root/build}/bin"
CLANG=$(command -v clang-22 || echo /usr/lib/llvm-22/bin/clang)
work=$(mktemp -d "${TMPDIR:-/tmp}/loop-diff.XXXXXX")
if [ "$keep" = 1 ]; then echo "loop-diff: work directory $work"; else trap 'rm -rf "$work"' EXIT; fi
bad=0
for ((seed = first; seed < first + count; ++seed)); do
  src="$work/p$seed.c"
  python3 "$root/scripts/gen-loop-programs.py" $genflags "$seed" "$src"
  "$CLANG" -O0 -w "$src" -o "$work/p$seed.ref" || { echo "seed $seed: clang failed"; bad=1; continue; }
  timeout 10 "$work/p$seed.ref" > "$work/p$seed.expect" || { echo "seed $seed: reference failed"; bad=1; continue; }
  for level in $levels; do
    for backend in $backends; do
      exe="$work/p$seed.$level.$backend"
      if ! timeout 120 "$bin/vct-cc" "-$level" "--backend=$backend" -w "$src" -o "$exe" 2> "$exe.err"; then
        echo "seed $seed -$level $backend: build failed: $(grep -m1 -i error "$exe.err")"; bad=1; continue
      fi
      if ! timeout 10 "$exe" > "$exe.out"; then
        echo "seed $seed -$level $backend: run failed or timed out"; bad=1; continue
      fi
      cmp -s "$exe.out" "$work/p$seed.expect" || { echo "seed $seed -$level $backend: MISMATCH"; bad=1; }
    done
  done
done
echo "loop-diff: $count programs, seeds $first..$((first + count - 1)), levels $levels, backends $backends: $([ $bad = 0 ] && echo all agree || echo FAILURES)"
exit $bad
