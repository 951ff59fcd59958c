// RUN: vct-mlir-opt --memcpy-forward --verify-each %s | FileCheck %s
// RUN: vct-mlir-opt --memcpy-forward --mlir-disable-threading %s | vct-mlir-opt --verify-each | FileCheck %s

// A write-only slot goes with everything its address reaches, whatever
// order its use list gives them: here the select of the slot comes before
// the GEP that also feeds it (uses are listed latest first), and erasing
// the GEP first left the select using a freed operation (csmith seed 60031
// under valgrind: heap corruption at -O2).

// CHECK-LABEL: vir.func @select_before_gep(
// CHECK-NOT: vir.alloca
// CHECK-NOT: vir.gep
// CHECK-NOT: vir.select
// CHECK-NOT: vir.store
// CHECK: vir.return
vir.func @select_before_gep(%c: i1, %x: i32) {
  %a = vir.alloca !vir.array<4 x i32> align 4 {vir.traits = [#vir.nocapture]}
  %g = vir.gep inbounds %a[0, 1] : !vir.array<4 x i32>
  %s = vir.select %c, %a, %g : i1, !vir.ptr
  vir.store %x, %s : i32
  %h = vir.gep inbounds %g[1] : i32
  %t = vir.select %c, %h, %s : i1, !vir.ptr
  vir.store %x, %t : i32
  vir.return
}
