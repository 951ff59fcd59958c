#!/usr/bin/env bash
# Compile-time scaling of `vct-mlir-opt -O2` against `opt -O2` (issue 13).
#
# For each shape (bench/scaling/gen.py: a straight-line, b CFG-heavy, c call
# DAG, cb layered call DAG, cs call DAG of private functions, d deep loop
# nest) and size, generates the VIR,
# translates the same unoptimized program to LLVM IR with
# `vct-translate --vir-to-llvmir`, and runs `vct-mlir-opt -O2` and
# `opt -O2` under /usr/bin/time -v (CPU seconds = user + sys, peak RSS) with
# a per-run timeout. A shape stops growing after a run that timed out.
# `opt -O2` verifies its input and output, not each pass; so does the run of
# `vct-mlir-opt -O2 --verify-each=false` measured here (its parser verifies
# the input; the output is verified by a second, untimed run, and a failure
# shows as the status `invalid-output`). `--verify-each` measures
# vct-mlir-opt's default instead: the verifier after every pass, about a
# third of the time on one large function. `--binary-input` gives both tools
# their binary form instead of text (MLIR bytecode from
# `vct-mlir-opt --emit-bytecode`, LLVM bitcode from `llvm-as`), which takes
# the text parsers and printers out of the comparison (vct-mlir-opt then
# writes bytecode, as opt writes bitcode).
# Writes a Markdown table and the log-log slope of CPU time against the
# number of operations per shape and tool (bench/scaling/report.py).
#
# Usage: scripts/scaling.sh [--shapes "a b c cb cs d"] [--sizes "1k 4k 16k 64k 256k"]
#                           [--timeout SECONDS] [--repeats N] [--out FILE]
#                           [--work DIR] [--verify-each] [--binary-input]
# Sizes go up to 1M (1k 4k 16k 64k 256k 1M); the default stops at 256k so a
# run takes minutes. Needs a build (./scripts/build.sh vct-mlir-opt
# vct-translate) and /usr/bin/time (the `time` package, scripts/setup.sh).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build="${VCT_BUILD_DIR:-$root/build}"
shapes="a b c cb cs d"
sizes="1k 4k 16k 64k 256k"
timeout_s=300
repeats=1
out=""
work=""
verify_each=false
binary_input=0
while (($#)); do
  case "$1" in
  --shapes) shapes="$2"; shift 2 ;;
  --sizes) sizes="$2"; shift 2 ;;
  --timeout) timeout_s="$2"; shift 2 ;;
  --repeats) repeats="$2"; shift 2 ;;
  --out) out="$2"; shift 2 ;;
  --work) work="$2"; shift 2 ;;
  --verify-each) verify_each=true; shift ;;
  --binary-input) binary_input=1; shift ;;
  *) echo "scaling.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
vct="$build/bin/vct-mlir-opt"
translate="$build/bin/vct-translate"
opt="${OPT:-/usr/lib/llvm-22/bin/opt}"
llvm_as="$(dirname "$opt")/llvm-as"
for tool in "$vct" "$translate" "$opt" "$llvm_as" /usr/bin/time; do
  [[ -x "$tool" ]] || { echo "scaling.sh: $tool not found" >&2; exit 1; }
done
[[ -n "$work" ]] || work=$(mktemp -d /tmp/vct-scaling.XXXXXX)
mkdir -p "$work"
results="$work/results.tsv"
: >"$results"

# measure TOOL-NAME LOG -- COMMAND...: one timed run; appends a TSV row
# (cpu seconds, peak RSS KB, status) to stdout.
measure() {
  local log="$1"; shift
  local status=ok
  if ! timeout -s KILL "$timeout_s" /usr/bin/time -v -o "$log.time" "$@" \
    >/dev/null 2>"$log.err"; then
    status=fail
  fi
  local user sys rss
  user=$(awk -F': ' '/User time/ {print $2}' "$log.time" 2>/dev/null || true)
  sys=$(awk -F': ' '/System time/ {print $2}' "$log.time" 2>/dev/null || true)
  rss=$(awk -F': ' '/Maximum resident/ {print $2}' "$log.time" 2>/dev/null || true)
  if [[ -z "$user" ]]; then
    # Killed by the timeout: /usr/bin/time wrote nothing.
    status=timeout
    user=$timeout_s sys=0 rss=0
  fi
  printf '%s\t%s\t%s\n' "$(awk -v u="$user" -v s="$sys" 'BEGIN {printf "%.2f", u + s}')" \
    "${rss:-0}" "$status"
}

for shape in $shapes; do
  vct_dead=0 opt_dead=0
  for size in $sizes; do
    input="$work/$shape-$size.mlir"
    python3 "$root/bench/scaling/gen.py" "$shape" "$size" >"$input"
    ops=$(grep -c '^  [%a-z]' "$input" || true)
    "$translate" --vir-to-llvmir "$input" -o "$work/$shape-$size.ll"
    vct_input="$input" opt_input="$work/$shape-$size.ll" vct_output=()
    if ((binary_input)); then
      vct_input="$work/$shape-$size.mlirbc" opt_input="$work/$shape-$size.bc"
      "$vct" --emit-bytecode "$input" -o "$vct_input"
      "$llvm_as" "$work/$shape-$size.ll" -o "$opt_input"
      vct_output=(--emit-bytecode)
    fi
    for ((r = 0; r < repeats; ++r)); do
      if ((!vct_dead)); then
        output="$work/$shape-$size.vct$r.out.mlir"
        row=$(measure "$work/$shape-$size.vct$r" "$vct" -O2 \
          --verify-each=$verify_each "${vct_output[@]}" "$vct_input" -o "$output")
        if [[ "$row" == *ok ]] && ! "$vct" "$output" -o /dev/null \
          2>>"$work/$shape-$size.vct$r.err"; then
          row="${row%ok}invalid-output"
        fi
        rm -f "$output"
        warnings=$(grep -o 'warning: VIR: [^;]*' "$work/$shape-$size.vct$r.err" |
          sed 's/warning: VIR: //' | sort | uniq -c | awk '{$1=$1; print}' |
          paste -sd ';' - || true)
        printf '%s\t%s\t%s\tvct\t%s\t%s\n' "$shape" "$size" "$ops" "$row" "$warnings" >>"$results"
        [[ "$row" == *timeout* ]] && vct_dead=1
      fi
      if ((!opt_dead)); then
        row=$(measure "$work/$shape-$size.opt$r" "$opt" -O2 "$opt_input" -o /dev/null)
        printf '%s\t%s\t%s\topt\t%s\t\n' "$shape" "$size" "$ops" "$row" >>"$results"
        [[ "$row" == *timeout* ]] && opt_dead=1
      fi
    done
    echo "scaling.sh: $shape $size done ($ops ops)" >&2
  done
done

if [[ -n "$out" ]]; then
  python3 "$root/bench/scaling/report.py" --timeout "$timeout_s" "$results" >"$out"
  echo "scaling.sh: wrote $out" >&2
else
  python3 "$root/bench/scaling/report.py" --timeout "$timeout_s" "$results"
fi
