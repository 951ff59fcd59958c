// A loop holding a region barrier is left alone (O-36, O-38): its variables
// are neither widened nor replaced after it, and the loop is not deleted.
// RUN: vct-mlir-opt --indvars --remarks %s 2>%t.remarks | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

// CHECK-LABEL: vir.func @barrier
// CHECK: vir.sext %{{.*}} : i32 to i64
// CHECK: vir.opaque_region
// CHECK: vir.return %{{[0-9]+}} : i32
// REMARK: barrier.mlir:[[@LINE+7]]:3: remark: VIR: indvars: left the loop's induction variables alone: the loop contains a vir.opaque_region
vir.func @barrier(%a: !vir.ptr, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %c = vir.icmp ne %i, %n : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %x = vir.sext %i : i32 to i64
  vir.opaque_region(%a, %x : !vir.ptr, i64) {
  ^bb0(%base: !vir.ptr, %index: i64):
    %zero = vir.constant 0 : i32
    %p = vir.gep inbounds %base[%index] : i32
    vir.store %zero, %p : i32
    vir.yield
  }
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^loop(%i1 : i32)
^exit:
  vir.return %i : i32
}
