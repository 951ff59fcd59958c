// RUN: vct-mlir-opt %s --jump-threading --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// RUN: vct-mlir-opt --jump-threading=max-duplicated-ops=0 --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOCOPY

// The pass statistics: two edges threaded, one operation copied, one
// branch on a block argument copied into the predecessor that jumps to it.
// With max-duplicated-ops=0 (-Oz) only copy-free edges go.
// CHECK: VIR pass statistics report
// CHECK: {{^}}jump-threading{{$}}
// CHECK-NEXT: (S) 1 num-branches-copied - Branches on a block argument copied into predecessors
// CHECK-NEXT: (S) 1 num-duplicated-ops - Operations copied onto threaded edges
// CHECK-NEXT: (S) 2 num-threaded - Edges threaded
// CHECK-NOT: (S)
// NOCOPY: threaded an edge past a branch it decides{{$}}
// NOCOPY: edge not threaded past a decided branch: threading would copy 1 ops > 0
vir.func @two(%a: i1, %b: i1, %x: i32, %y: i32) -> i32 {
  %false = vir.constant false
  %c0 = vir.constant 0 : i32
  vir.cond_br %a, ^rhs, ^join(%false : i1)
^rhs:
  %lt = vir.icmp slt %x, %y : i32
  vir.br ^join(%lt : i1)
^join(%c: i1):
  vir.cond_br %c, ^yes, ^no
^yes:
  vir.cond_br %b, ^other, ^j2(%c0 : i32)
^other:
  vir.br ^j2(%x : i32)
^j2(%v: i32):
  %z = vir.icmp eq %v, %c0 : i32
  %w = vir.add %v, %y : i32
  vir.cond_br %z, ^zero(%w : i32), ^no
^zero(%r: i32):
  vir.return %r : i32
^no:
  vir.return %y : i32
}
