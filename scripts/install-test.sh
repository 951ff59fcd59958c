#!/usr/bin/env bash
# Installs the build into a fresh prefix and uses it from outside the source
# and build trees (docs/Install.md): every installed tool finds libMLIR
# (RUNPATH) and runs, the plugins load into the stock mlir-opt and opt, and
# examples/downstream (find_package(VCT CONFIG), VCT::VCTVIR and
# VCT::VCTTransforms) configures, builds and runs against the prefix.
# Exits non-zero on the first failure. Part of scripts/test.sh (.ci/run).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build="${VCT_BUILD_DIR:-$root/build}"
llvm=/usr/lib/llvm-22/bin
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix="$work/prefix"
fail() {
  echo "install-test: FAILED: $*" >&2
  exit 1
}

cmake --install "$build" --prefix "$prefix" > "$work/install.log" ||
  fail "cmake --install (see above)"
for dir in bin include/vct lib/cmake/vct lib/vct; do
  [[ -d "$prefix/$dir" ]] || fail "nothing installed in $dir"
done
[[ -f "$prefix/include/vct/Dialect/VIR/IR/VIROps.td" ]] || fail "no TableGen files"
[[ -f "$prefix/include/vct/Dialect/VIR/IR/VIROps.h.inc" ]] || fail "no generated headers"

cd "$work"
tools=(vct-cc vct-lsp-server vct-mlir-opt vct-reduce vct-translate)
for tool in "${tools[@]}"; do
  exe="$prefix/bin/$tool"
  readelf -d "$exe" | grep -q "RUNPATH.*/usr/lib/llvm-22/lib" ||
    fail "$tool has no RUNPATH to LLVM's library directory"
  if ldd "$exe" | grep -q "not found"; then
    ldd "$exe" >&2
    fail "$tool does not find its libraries"
  fi
  "$exe" --help > /dev/null || fail "$tool --help"
done

# The tools, from the prefix.
out=$("$prefix/bin/vct-mlir-opt" -O2 "$root/examples/sum.mlir" |
  "$prefix/bin/vct-translate" --vir-to-llvmir | "$llvm/lli")
[[ $out == "total = 204" ]] || fail "vct-mlir-opt | vct-translate | lli printed '$out'"
printf '#include <stdio.h>\nint main(void) { int s = 0; for (int i = 0; i < 10; ++i) s += i * i; printf("%%d\\n", s); return 0; }\n' > sq.c
"$prefix/bin/vct-cc" -O2 -c sq.c -o sq.o && "$prefix/bin/vct-cc" sq.o -o sq
[[ $(./sq) == 285 ]] || fail "vct-cc -c, then link: wrong output"
out=$("$prefix/bin/vct-lsp-server" -lit-test < "$root/test/Tools/vct-lsp-server/diagnostics.test" 2> /dev/null)
grep -q "returns 'i32' from a function returning 'i64'" <<< "$out" ||
  fail "vct-lsp-server published no diagnostic"

# The plugins, from the prefix, in the stock tools.
plugin="$prefix/lib/vct/VCTPlugin.so"
"$llvm/mlir-opt" --load-dialect-plugin="$plugin" --load-pass-plugin="$plugin" \
  --pass-pipeline='builtin.module(vir-optimize{O=2})' "$root/examples/sum.mlir" -o plugin.mlir
"$prefix/bin/vct-mlir-opt" -O2 "$root/examples/sum.mlir" -o tool.mlir
cmp -s plugin.mlir tool.mlir || fail "mlir-opt + VCTPlugin differs from vct-mlir-opt -O2"
"$llvm/clang" -O2 -Xclang -disable-llvm-passes -S -emit-llvm sq.c -o sq.ll
"$llvm/opt" -load-pass-plugin="$prefix/lib/vct/VCTLLVMPlugin.so" -passes='vct<O2>,verify' sq.ll -o sq.bc
[[ $("$llvm/lli" sq.bc) == 285 ]] || fail "opt + VCTLLVMPlugin: wrong output"

# A downstream CMake project, against the prefix only.
cmake -G Ninja -S "$root/examples/downstream" -B "$work/downstream" \
  -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH="$prefix" > "$work/downstream.log" ||
  { cat "$work/downstream.log"; fail "configuring examples/downstream"; }
cmake --build "$work/downstream" >> "$work/downstream.log" ||
  { cat "$work/downstream.log"; fail "building examples/downstream"; }
out=$("$work/downstream/vct-downstream" "$root/examples/sum.mlir")
grep -q "vir.func @main" <<< "$out" || fail "vct-downstream printed no module"
grep -q "^// allocas: 1 -> 1, calls: 2 -> 1$" <<< "$out" ||
  fail "vct-downstream: $(tail -n 1 <<< "$out")"
echo "install-test: tools, plugins and examples/downstream work from a fresh prefix"
