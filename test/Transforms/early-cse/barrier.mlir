// RUN: vct-mlir-opt --early-cse %s | FileCheck %s

// Region barriers (O-35..O-37): early-cse leaves the body of a
// vir.opaque_region exactly as it was (its duplicate operations and loads
// stay), does not replace operations inside the region by identical ones
// outside it or the other way round, and forgets memory across it.

// CHECK-LABEL: vir.func @region_untouched(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr, %[[X:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[A:.*]] = vir.load %[[P]] : i32
// CHECK-NEXT: %[[S:.*]] = vir.mul %[[X]], %[[X]] : i32
// CHECK-NEXT: %[[R:.*]] = vir.opaque_region(%[[P]], %[[X]] : !vir.ptr, i32) -> (i32) {
// CHECK-NEXT: ^bb0(%[[Q:.*]]: !vir.ptr, %[[Y:.*]]: i32):
// CHECK-NEXT:   %[[L1:.*]] = vir.load %[[Q]] : i32
// CHECK-NEXT:   %[[L2:.*]] = vir.load %[[Q]] : i32
// CHECK-NEXT:   %[[M1:.*]] = vir.mul %[[Y]], %[[Y]] : i32
// CHECK-NEXT:   %[[M2:.*]] = vir.mul %[[Y]], %[[Y]] : i32
// CHECK-NEXT:   %[[C1:.*]] = vir.constant 1 : i32
// CHECK-NEXT:   %[[C2:.*]] = vir.constant 1 : i32
// CHECK-NEXT:   vir.store %[[C1]], %[[Q]] : i32
// CHECK-NEXT:   %[[L3:.*]] = vir.load %[[Q]] : i32
// CHECK-NEXT:   %[[T1:.*]] = vir.add %[[L1]], %[[L2]] : i32
// CHECK-NEXT:   %[[T2:.*]] = vir.add %[[M1]], %[[M2]] : i32
// CHECK-NEXT:   %[[T3:.*]] = vir.add %[[T1]], %[[T2]] : i32
// CHECK-NEXT:   %[[T4:.*]] = vir.add %[[T3]], %[[L3]] : i32
// CHECK-NEXT:   %[[T5:.*]] = vir.add %[[T4]], %[[C2]] : i32
// CHECK-NEXT:   vir.yield %[[T5]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: %[[B:.*]] = vir.load %[[P]] : i32
// CHECK-NEXT: %[[U:.*]] = vir.add %[[A]], %[[B]] : i32
// CHECK-NEXT: %[[V:.*]] = vir.add %[[U]], %[[R]] : i32
// CHECK-NEXT: %[[W:.*]] = vir.add %[[V]], %[[S]] : i32
// CHECK-NEXT: vir.return %[[W]] : i32
vir.func @region_untouched(%p: !vir.ptr, %x: i32) -> i32 {
  %a = vir.load %p : i32
  %s = vir.mul %x, %x : i32
  %r = vir.opaque_region(%p, %x : !vir.ptr, i32) -> (i32) {
  ^bb0(%q: !vir.ptr, %y: i32):
    %l1 = vir.load %q : i32
    %l2 = vir.load %q : i32
    %m1 = vir.mul %y, %y : i32
    %m2 = vir.mul %y, %y : i32
    %c1 = vir.constant 1 : i32
    %c2 = vir.constant 1 : i32
    vir.store %c1, %q : i32
    %l3 = vir.load %q : i32
    %t1 = vir.add %l1, %l2 : i32
    %t2 = vir.add %m1, %m2 : i32
    %t3 = vir.add %t1, %t2 : i32
    %t4 = vir.add %t3, %l3 : i32
    %t5 = vir.add %t4, %c2 : i32
    vir.yield %t5 : i32
  }
  %b = vir.load %p : i32
  %u = vir.add %a, %b : i32
  %v = vir.add %u, %r : i32
  %w = vir.add %v, %s : i32
  vir.return %w : i32
}

// A region in a dominating block ends availability for the blocks below it
// too; a region with no memory effect in its body is still a barrier.
// CHECK-LABEL: vir.func @region_in_dominator(
// CHECK-SAME: %[[C:[^:]+]]: i1, %[[P:[^:]+]]: !vir.ptr
// CHECK-NEXT: %[[A:.*]] = vir.load %[[P]] : i32
// CHECK-NEXT: vir.opaque_region {
// CHECK-NEXT:   vir.yield
// CHECK-NEXT: }
// CHECK-NEXT: vir.cond_br %[[C]], ^[[T:bb[0-9]+]], ^{{bb[0-9]+}}
// CHECK-NEXT: ^[[T]]:
// CHECK-NEXT: %[[B:.*]] = vir.load %[[P]] : i32
// CHECK-NEXT: vir.call @use(%[[A]], %[[B]])
vir.func private @use(i32, i32)
vir.func @region_in_dominator(%c: i1, %p: !vir.ptr) {
  %a = vir.load %p : i32
  vir.opaque_region {
    vir.yield
  }
  vir.cond_br %c, ^then, ^else
^then:
  %b = vir.load %p : i32
  vir.call @use(%a, %b) : (i32, i32) -> ()
  vir.return
^else:
  vir.return
}
