// scripts/reduce-miscompile.sh, the interestingness test of the "reduce a
// miscompile" recipe: a module whose optimized runs (both backends) agree
// with its unoptimized run is not interesting (exit 0); one where they
// differ is (exit 1).
// RUN: %vct_src_root/scripts/reduce-miscompile.sh %vct_src_root/examples/sum.mlir
// RUN: %vct_src_root/scripts/reduce-miscompile.sh %s
// A reference that does not build is not interesting either.
// RUN: echo "vir.func @main() -> i32 {" > %t.broken.mlir
// RUN: %vct_src_root/scripts/reduce-miscompile.sh %t.broken.mlir
// An optimizer that changes the printed constant (Inputs/wrong-opt.sh plays
// the bug) makes the module interesting.
// RUN: env VCT_MLIR_OPT=%S/Inputs/wrong-opt.sh not %vct_src_root/scripts/reduce-miscompile.sh %s
// ... and vct-reduce keeps what the bug needs: the constant and the call.
// RUN: env VCT_MLIR_OPT=%S/Inputs/wrong-opt.sh vct-reduce %s -reduction-tree='traversal-mode=0 test=%vct_src_root/scripts/reduce-miscompile.sh' -o %t.reduced.mlir 2> /dev/null
// RUN: FileCheck %s < %t.reduced.mlir
// CHECK: vir.constant 41 : i32
// CHECK: vir.call @printf

vir.global private constant @fmt : !vir.array<4 x i8> = "%d\0A\00"
vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c41 = vir.constant 41 : i32
  %f = vir.addressof @fmt : !vir.ptr
  %n = vir.call @printf(%f, %c41) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return %c0 : i32
}
