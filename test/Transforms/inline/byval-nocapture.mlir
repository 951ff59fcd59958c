// The slot an inlined byval argument is copied into takes the parameter's
// valid #vir.nocapture (the inlined body's only use of it is the
// parameter's), so sroa and mem2reg can take it apart; without that fact
// the slot stays in memory (inline/byval.mlir; bench/extra/vec3.c kept
// fifteen three-double slots).
// RUN: vct-mlir-opt --inline %s | FileCheck %s
// RUN: vct-mlir-opt -O2 %s | FileCheck %s --check-prefix=O2
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s --check-prefix=OUT
// RUN: vct-mlir-opt --inline %s -o %t.in.mlir && vct-translate --vir-to-llvmir %t.in.mlir -o %t.in.ll && lli %t.in.ll | FileCheck %s --check-prefix=OUT
// RUN: vct-translate --vir-to-c %t.in.mlir -o %t.in.c && %cc %t.in.c -o %t.in.exe && %t.in.exe | FileCheck %s --check-prefix=OUT
// RUN: vct-mlir-opt -O2 %s -o %t.o2.mlir && vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s --check-prefix=OUT
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s --check-prefix=OUT

// OUT: 12 5

// CHECK-LABEL: vir.func @main
// CHECK: %[[COPY:.*]] = vir.alloca !vir.struct<i64, i64, i64> align 8 {vir.traits = [#vir.nocapture]}
// CHECK: vir.memcpy %[[COPY]], %{{.*}}, %{{.*}}
// CHECK-NOT: vir.call @sum
// O2-LABEL: vir.func @main
// O2-NOT: vir.alloca
// O2: vir.return
vir.global private constant @fmt : !vir.array<7 x i8> = "%d %d\0A\00"
vir.func private @printf(!vir.ptr, ...) -> i32
vir.func private @sum(%p: !vir.ptr {vir.traits = [#vir.nocapture]}) -> i32 attributes {vct.abi = {args = ["byval"], byval = [{align = 8 : i64, type = !vir.struct<i64, i64, i64>}]}, vir.traits = [#vir.req<inline, strong>]} {
  %a = vir.load %p : i64
  %q = vir.gep inbounds %p[0, 1] : !vir.struct<i64, i64, i64>
  %b = vir.load %q : i64
  %s = vir.add %a, %b : i64
  %t = vir.trunc %s : i64 to i32
  vir.return %t : i32
}
vir.func @main() -> i32 {
  %o = vir.alloca !vir.struct<i64, i64, i64> align 8 {vir.traits = [#vir.nocapture]}
  %five = vir.constant 5 : i64
  %seven = vir.constant 7 : i64
  vir.store %five, %o : i64
  %q = vir.gep inbounds %o[0, 1] : !vir.struct<i64, i64, i64>
  vir.store %seven, %q : i64
  %s = vir.call @sum(%o) : (!vir.ptr) -> i32
  %v = vir.load %o : i64
  %t = vir.trunc %v : i64 to i32
  %f = vir.addressof @fmt : !vir.ptr
  %r = vir.call @printf(%f, %s, %t) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  %z = vir.constant 0 : i32
  vir.return %z : i32
}
