// RUN: vct-translate --vir-to-llvmir %s | FileCheck %s
// RUN: vct-translate --vir-to-llvmir %s | opt -passes=verify -disable-output

// vir.atomic_rmw is atomicrmw; vir.cmpxchg is cmpxchg, whose two results
// are the fields of LLVM's { T, i1 }.

// CHECK-LABEL: define i32 @atomics(
// CHECK: atomicrmw add ptr %{{.*}}, i32 %{{.*}} seq_cst, align 4
// CHECK: atomicrmw volatile umax ptr %{{.*}}, i32 %{{.*}} monotonic, align 8
// CHECK: atomicrmw xchg ptr %{{.*}}, ptr %{{.*}} acq_rel, align 8
// CHECK: %[[PAIR:.*]] = cmpxchg weak ptr %{{.*}}, i32 %{{.*}}, i32 %{{.*}} seq_cst acquire, align 4
// CHECK: extractvalue { i32, i1 } %[[PAIR]], 0
// CHECK: extractvalue { i32, i1 } %[[PAIR]], 1
// CHECK: fence acq_rel
// CHECK: fence syncscope("singlethread") seq_cst
vir.func @atomics(%p: !vir.ptr, %v: i32, %q: !vir.ptr) -> i32 {
  %0 = vir.atomic_rmw add %p, %v seq_cst align 4 : i32
  %1 = vir.atomic_rmw volatile umax %p, %0 monotonic align 8 : i32
  %2 = vir.atomic_rmw xchg %q, %p acq_rel align 8 : !vir.ptr
  %old, %ok = vir.cmpxchg weak %p, %v, %1 seq_cst acquire align 4 : i32
  vir.fence acq_rel
  vir.fence singlethread seq_cst
  %w = vir.zext %ok : i1 to i32
  %r = vir.add %old, %w : i32
  vir.return %r : i32
}
