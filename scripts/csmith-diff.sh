#!/usr/bin/env bash
# Differential testing of VCT with csmith: for each seed, generate a random C
# program, build a reference with clang -O0, build it through VCT (vct-cc) at
# every requested level with every requested backend, run everything under a
# timeout and compare the `checksum = ...` lines.
#
# Usage: scripts/csmith-diff.sh [-n N] [-s FIRST_SEED] [-l "O0 O2"]
#                               [-b "llvm c"] [-t TIMEOUT] [-j JOBS] [-k] [-F]
#                               [-c "CSMITH OPTIONS"]
#   -n N          number of programs (default 40)
#   -s SEED       first seed (default 1); seeds SEED .. SEED+N-1
#   -l LEVELS     VCT optimization levels, without the dash (default "O0 O2")
#   -b BACKENDS   vct-cc backends (default "llvm c")
#   -t SECONDS    timeout of each program run (default 10; builds get 10x)
#   -j JOBS       seeds tested in parallel (default 1)
#   -k            keep the work directory (its path is printed)
#   -F            use the built-in clang->import->produce->backend chain even
#                 when vct-cc exists
#   -c OPTIONS    csmith options (default: $CSMITH_OPTS, else csmith's own)
#
# Binaries come from ${VCT_BUILD_DIR:-<repo>/build}/bin; csmith's headers from
# ${CSMITH_INCLUDE:-/usr/include/csmith}. Per seed one line, then a summary:
#   N programs: P agree, M mismatch, C crash, V verifier failure, T timeout,
#   S skipped
# A program counts once, under its worst outcome over all levels and backends
# (mismatch, then verifier failure, then crash, then timeout). A crash is a
# build failure, reported with its stage (clang, import, produce-traits,
# optimize, backend, codegen, link); a verifier failure is a build failure
# whose diagnostics come from the MLIR or LLVM verifier. A VCT binary that
# dies or prints no checksum counts as a mismatch. Programs whose reference
# build fails or times out are skipped. Exits 1 on any mismatch, crash,
# verifier failure or timeout, 2 on a usage error.
set -uo pipefail

usage() {
  sed -n '/^# Usage:/,/^#   -c/p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

count=40
first=1
levels="O0 O2"
backends="llvm c"
run_timeout=10
jobs=1
keep=0
force_fallback=0
# csmith's own defaults: nothing is switched off to avoid a gap of VCT's
# (packed bit-fields give clang storage integers wider than 64 bits, which
# the importer splits into parts; docs/Importing.md). The programs then take
# argc/argv and print only the checksum when run without arguments.
csmith_opts="${CSMITH_OPTS:-}"

while getopts "n:s:l:b:t:j:kFc:h" opt; do
  case $opt in
    n) count=$OPTARG ;;
    s) first=$OPTARG ;;
    l) levels=$OPTARG ;;
    b) backends=$OPTARG ;;
    t) run_timeout=$OPTARG ;;
    j) jobs=$OPTARG ;;
    k) keep=1 ;;
    F) force_fallback=1 ;;
    c) csmith_opts=$OPTARG ;;
    *) usage ;;
  esac
done
shift $((OPTIND - 1))
[ $# -eq 0 ] || usage
for n in "$count" "$first" "$run_timeout" "$jobs"; do
  [[ $n =~ ^[0-9]+$ ]] || usage
done
for l in $levels; do
  case $l in O0 | O1 | O2 | O3 | Ofast | Oz) ;; *) echo "csmith-diff: unknown level '$l'" >&2; exit 2 ;; esac
done
for b in $backends; do
  case $b in llvm | c) ;; *) echo "csmith-diff: unknown backend '$b'" >&2; exit 2 ;; esac
done
[ "$jobs" -ge 1 ] || jobs=1

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bin="${VCT_BUILD_DIR:-$root/build}/bin"
csmith_inc="${CSMITH_INCLUDE:-/usr/include/csmith}"
# LLVM 22's tools first: /usr/bin/llc may be an older LLVM.
llvm_bin=/usr/lib/llvm-22/bin
tool() {
  if [ -x "$llvm_bin/$1" ]; then echo "$llvm_bin/$1"; else command -v "$1" || echo "$1"; fi
}
CLANG=$(command -v clang-22 || tool clang)
LLC=$(tool llc)
CC=${CC:-cc}
build_timeout=$((run_timeout * 10))
[ "$build_timeout" -ge 60 ] || build_timeout=60

command -v csmith >/dev/null || { echo "csmith-diff: csmith not found (Debian: csmith libcsmith-dev)" >&2; exit 2; }
[ -f "$csmith_inc/csmith.h" ] || { echo "csmith-diff: no csmith.h in $csmith_inc" >&2; exit 2; }
if [ "$force_fallback" = 0 ] && [ -x "$bin/vct-cc" ]; then
  driver="$bin/vct-cc"
else
  driver=fallback
  for t in vct-translate vct-mlir-opt; do
    [ -x "$bin/$t" ] || { echo "csmith-diff: $bin/$t not found (build VCT or set VCT_BUILD_DIR)" >&2; exit 2; }
  done
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/csmith-diff.XXXXXX")
if [ "$keep" = 1 ]; then
  echo "csmith-diff: work directory $work"
else
  trap 'rm -rf "$work"' EXIT
fi
trap 'echo "csmith-diff: interrupted" >&2; exit 130' INT TERM

# vct_cc_fallback LEVEL BACKEND SRC OUT: what vct-cc does, stage by stage
# (clang, import, produce-traits, [optimize: no passes yet], backend,
# codegen, link), reporting a failure as vct-cc does.
vct_cc_fallback() {
  local level=$1 backend=$2 src=$3 out=$4
  local base=${out%.exe}
  : "$level" # the VIR optimizer has no passes yet: every level is the same
  stage() { echo "vct-cc: error: stage '$1'${2:+ ($2)} failed for $src" >&2; return 1; }
  "$CLANG" -O2 -Xclang -disable-llvm-passes -emit-llvm -S -w -I"$csmith_inc" \
    "$src" -o "$base.ll" || { stage clang; return; }
  "$bin/vct-translate" --import-llvm "$base.ll" -o "$base.mlir" || { stage import; return; }
  "$bin/vct-mlir-opt" --vir-produce-traits "$base.mlir" -o "$base.t.mlir" ||
    { stage produce-traits; return; }
  if [ "$backend" = llvm ]; then
    "$bin/vct-translate" --vir-to-llvmir "$base.t.mlir" -o "$base.out.ll" ||
      { stage backend llvm; return; }
    "$LLC" -O2 -relocation-model=pic -filetype=obj "$base.out.ll" -o "$base.o" ||
      { stage codegen; return; }
  else
    "$bin/vct-translate" --vir-to-c "$base.t.mlir" -o "$base.out.c" ||
      { stage backend c; return; }
    "$CC" -std=c11 -O0 -w -c "$base.out.c" -o "$base.o" || { stage codegen; return; }
  fi
  "$CC" "$base.o" -o "$out" || { stage link; return; }
}

# vct_build LEVEL BACKEND SRC OUT
vct_build() {
  if [ "$driver" = fallback ]; then
    vct_cc_fallback "$@"
  else
    "$driver" "-$1" "--backend=$2" -w -I"$csmith_inc" "$3" -o "$4"
  fi
}
export -f vct_cc_fallback vct_build 2>/dev/null
export CLANG LLC CC bin csmith_inc driver

# The first line of a log worth showing: an error if there is one.
first_error() {
  local line
  line=$(grep -m1 -iE 'error|assert|fault|abort|stack dump' "$1" 2>/dev/null) ||
    line=$(head -n1 "$1" 2>/dev/null)
  printf '%s' "${line:0:300}"
}

checksum_of() { grep -m1 '^checksum = ' "$1" 2>/dev/null | sed 's/^checksum = //'; }

# test_seed SEED: writes $work/SEED/result: line 1 the program's verdict
# (agree|mismatch|crash|verifier|timeout|skipped), line 2 its description.
test_seed() {
  local seed=$1 dir="$work/$1" verdict=agree notes=() rc
  mkdir -p "$dir"
  local src="$dir/prog.c"
  # shellcheck disable=SC2086
  # (Subshells here and below, so that the shell's report of a program killed
  # by a signal goes to the log, not to the terminal.)
  if ! (cd "$dir" && csmith --seed "$seed" $csmith_opts -o "$src") >"$dir/csmith.log" 2>&1; then
    printf 'skipped\ncsmith failed: %s\n' "$(first_error "$dir/csmith.log")" >"$dir/result"
    return
  fi
  if ! "$CLANG" -O0 -w -I"$csmith_inc" "$src" -o "$dir/ref.exe" >"$dir/ref.build.log" 2>&1; then
    printf 'skipped\nreference build failed: %s\n' "$(first_error "$dir/ref.build.log")" >"$dir/result"
    return
  fi
  (timeout "$run_timeout" "$dir/ref.exe"; exit $?) >"$dir/ref.out" 2>&1
  rc=$?
  local ref
  ref=$(checksum_of "$dir/ref.out")
  if [ $rc -eq 124 ]; then
    printf 'skipped\nreference timed out\n' >"$dir/result"
    return
  elif [ $rc -ne 0 ] || [ -z "$ref" ]; then
    printf 'skipped\nreference exited with %d\n' "$rc" >"$dir/result"
    return
  fi

  local worst=0 level backend
  note() { # VERDICT TEXT: the program's verdict is its worst one
    notes+=("$2")
    local rank
    case $1 in mismatch) rank=4 ;; verifier) rank=3 ;; crash) rank=2 ;; *) rank=1 ;; esac
    if [ "$rank" -gt "$worst" ]; then worst=$rank; verdict=$1; fi
  }
  for level in $levels; do
    for backend in $backends; do
      local cfg="$level/$backend" exe="$dir/vct-$level-$backend.exe"
      local log="$dir/vct-$level-$backend.build.log"
      timeout "$build_timeout" bash -c 'vct_build "$@"' _ "$level" "$backend" "$src" "$exe" >"$log" 2>&1
      rc=$?
      if [ $rc -ne 0 ]; then
        local st
        st=$(grep -m1 -o "stage '[^']*'\( ([a-z]*)\)\?" "$log" | sed "s/stage '\([^']*\)'/\1/")
        [ -n "$st" ] || st=unknown
        if [ $rc -eq 124 ]; then
          note timeout "$cfg: build timed out after ${build_timeout}s"
        elif grep -qE "' op |verif|Broken module|does not dominate|Instruction does not" "$log"; then
          note verifier "$cfg: verifier failure, stage $st: $(first_error "$log")"
        else
          local how=""
          [ $rc -gt 128 ] || grep -qE 'Stack dump|PLEASE submit' "$log" && how=" (crashed)"
          note crash "$cfg: build failed, stage $st$how: $(first_error "$log")"
        fi
        continue
      fi
      (timeout "$run_timeout" "$exe"; exit $?) >"$dir/vct-$level-$backend.out" 2>&1
      rc=$?
      local got
      got=$(checksum_of "$dir/vct-$level-$backend.out")
      if [ $rc -eq 124 ]; then
        note timeout "$cfg: run timed out after ${run_timeout}s (reference: checksum $ref)"
      elif [ -z "$got" ]; then
        note mismatch "$cfg: exit status $rc and no checksum (reference: $ref)"
      elif [ "$got" != "$ref" ]; then
        note mismatch "$cfg: checksum $got, reference $ref"
      elif [ $rc -ne 0 ]; then
        note mismatch "$cfg: checksum agrees but exit status $rc"
      fi
    done
  done
  {
    echo "$verdict"
    if [ ${#notes[@]} -eq 0 ]; then
      echo "checksum $ref"
    else
      local joined
      joined=$(printf '%s; ' "${notes[@]}")
      echo "${joined%; }"
    fi
  } >"$dir/result"
}
export -f test_seed first_error checksum_of
export work csmith_opts run_timeout build_timeout levels backends

echo "csmith-diff: seeds $first..$((first + count - 1)), levels: $levels, backends: $backends," \
  "driver: $([ "$driver" = fallback ] && echo "built-in fallback chain" || echo "$driver")"
echo "csmith-diff: csmith ${csmith_opts:-(default options)}"

report() { # SEED
  local v d
  { read -r v; read -r d; } <"$work/$1/result"
  printf 'seed %d: %s: %s\n' "$1" "$v" "$d"
}

running=0
for ((seed = first; seed < first + count; ++seed)); do
  if [ "$jobs" -le 1 ]; then
    test_seed "$seed"
    report "$seed"
  else
    test_seed "$seed" &
    running=$((running + 1))
    if [ "$running" -ge "$jobs" ]; then
      wait -n
      running=$((running - 1))
    fi
  fi
done
if [ "$jobs" -gt 1 ]; then
  wait
  for ((seed = first; seed < first + count; ++seed)); do report "$seed"; done
fi

declare -A total=([agree]=0 [mismatch]=0 [crash]=0 [verifier]=0 [timeout]=0 [skipped]=0)
for ((seed = first; seed < first + count; ++seed)); do
  v=$(head -n1 "$work/$seed/result" 2>/dev/null || echo skipped)
  total[$v]=$((${total[$v]:-0} + 1))
done
echo "$count programs: ${total[agree]} agree, ${total[mismatch]} mismatch," \
  "${total[crash]} crash, ${total[verifier]} verifier failure," \
  "${total[timeout]} timeout, ${total[skipped]} skipped"
[ $((total[mismatch] + total[crash] + total[verifier] + total[timeout])) -eq 0 ]
