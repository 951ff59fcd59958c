; RUN: vct-translate --import-llvm %s | FileCheck %s
; RUN: vct-translate --import-llvm %s | vct-mlir-opt --verify-each -O2 | FileCheck %s --check-prefix=O2

; Atomic read-modify-writes (issue 13): atomicrmw becomes vir.atomic_rmw and
; cmpxchg vir.cmpxchg, whose two results are the fields of LLVM's
; { T, i1 }.

; CHECK-LABEL: vir.func @rmw(
; CHECK: vir.atomic_rmw add %{{.*}}, %{{.*}} seq_cst align 4 : i32
; CHECK: vir.atomic_rmw volatile nand %{{.*}}, %{{.*}} monotonic align 4 : i32
; CHECK: vir.atomic_rmw smax %{{.*}}, %{{.*}} acq_rel align 4 : i32
; CHECK: vir.atomic_rmw umin %{{.*}}, %{{.*}} release align 4 : i32
; CHECK: vir.atomic_rmw xchg %{{.*}}, %{{.*}} acquire align 8 : !vir.ptr
define i32 @rmw(ptr %p, ptr %q, i32 %v) {
  %a = atomicrmw add ptr %p, i32 %v seq_cst, align 4
  %b = atomicrmw volatile nand ptr %p, i32 %a monotonic, align 4
  %c = atomicrmw max ptr %p, i32 %b acq_rel, align 4
  %d = atomicrmw umin ptr %p, i32 %c release, align 4
  %e = atomicrmw xchg ptr %q, ptr %p acquire, align 8
  ret i32 %d
}

; CHECK-LABEL: vir.func @cas(
; CHECK: %[[OLD:.*]], %[[OK:.*]] = vir.cmpxchg weak %{{.*}}, %{{.*}}, %{{.*}} seq_cst monotonic align 8 : i64
; CHECK: vir.zext %[[OK]] : i1 to i64
; CHECK: vir.add %[[OLD]]
; Two loads around a compare-exchange are not merged: it may write the
; location, and its ordering synchronizes with other threads.
; O2-LABEL: vir.func @cas(
; O2: vir.load
; O2: vir.cmpxchg
; O2: vir.load
define i64 @cas(ptr %p, i64 %e, i64 %d) {
  %x = load i64, ptr %p, align 8
  %pair = cmpxchg weak ptr %p, i64 %e, i64 %d seq_cst monotonic, align 8
  %old = extractvalue { i64, i1 } %pair, 0
  %ok = extractvalue { i64, i1 } %pair, 1
  %y = load i64, ptr %p, align 8
  %okw = zext i1 %ok to i64
  %s = add i64 %old, %okw
  %t = add i64 %s, %x
  %u = add i64 %t, %y
  ret i64 %u
}
