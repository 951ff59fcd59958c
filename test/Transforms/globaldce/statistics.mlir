// RUN: vct-mlir-opt %s --globaldce --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// globaldce's statistics: @unused and @orphan are unreferenced (2
// functions), and so is @g (1 global); @kept is called from a public one.

// CHECK: VIR pass statistics report
// CHECK: {{^}}globaldce{{$}}
// CHECK-NEXT: (S) 2 num-functions-erased - Functions removed
// CHECK-NEXT: (S) 1 num-globals-erased - Globals removed
// CHECK-NOT: (S)

vir.global private @g : i32 = 0
vir.func private @unused() {
  vir.return
}
vir.func private @orphan() {
  vir.call @unused() : () -> ()
  vir.return
}
vir.func private @kept() {
  vir.return
}
vir.func @main() {
  vir.call @kept() : () -> ()
  vir.return
}
