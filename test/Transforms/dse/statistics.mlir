// RUN: vct-mlir-opt %s --dse --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// dse's statistics, summed over the functions below: two writes dead at
// the return (a store and a memset of a nocapture slot), one overwritten,
// one memcpy shortened.

// CHECK: VIR pass statistics report
// CHECK: {{^}}dse{{$}}
// CHECK-NEXT: (S) 2 num-dead-at-return - Writes to nocapture stack slots removed as never read again
// CHECK-NEXT: (S) 1 num-overwritten - Writes removed because later writes cover them
// CHECK-NEXT: (S) 1 num-shortened - Memsets and memcpys shortened by later covering writes
// CHECK-NOT: (S)

vir.func @slot(%a: i32) {
  %s = vir.alloca !vir.array<4 x i32> align 4 {vir.traits = [#vir.nocapture]}
  %z = vir.constant 0 : i8
  %n = vir.constant 16 : i64
  vir.memset %s, %z, %n : i64
  vir.store %a, %s : i32
  vir.return
}

vir.func @overwrite_and_shorten(%p: !vir.ptr, %q: !vir.ptr, %a: i32) {
  vir.store %a, %p : i32
  vir.store %a, %p : i32
  %n = vir.constant 8 : i64
  vir.memcpy %p, %q, %n : i64
  vir.store %a, %p : i32
  vir.return
}
