// RUN: vct-mlir-opt --licm --remarks %s 2>&1 | FileCheck %s

// An atomic read-modify-write orders the loop's other accesses (a spin on
// a flag publishes what the loads then read): a loop with one hoists no
// load, even from a slot it cannot write.
// CHECK: remark: VIR: denied licm on loop with back edge in @atomic_in_loop, {{.*}}volatile or atomic
// CHECK-LABEL: vir.func @atomic_in_loop(
// CHECK: ^bb1(%{{.*}}: i32, %{{.*}}: i32):
// CHECK-NEXT: vir.load
// CHECK-NEXT: vir.atomic_rmw add
vir.func @atomic_in_loop(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %q = vir.alloca i32 align 4 {vir.traits = [#vir.nocapture]}
  %flag = vir.alloca i32 align 4 {vir.traits = [#vir.nocapture]}
  vir.store %c1, %q : i32
  vir.store %c0, %flag : i32
  vir.br ^header(%c0, %c0 : i32, i32)
^header(%i: i32, %s: i32):
  %v = vir.load %q : i32
  %old = vir.atomic_rmw add %flag, %c1 seq_cst align 4 : i32
  %s1 = vir.add %s, %v : i32
  %i1 = vir.add %i, %c1 : i32
  %more = vir.icmp slt %i1, %n : i32
  vir.cond_br %more, ^header(%i1, %s1 : i32, i32), ^exit {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return %s1 : i32
}
