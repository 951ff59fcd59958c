// RUN: vct-mlir-opt %s --function-attrs --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// function-attrs' statistics: @reads is readonly, @writes writeonly, @pure
// both (2 readonly, 2 writeonly); in @main the calls to @reads and @pure
// get nowrite (2), those to @writes and @pure, which return, noread (2).

// CHECK: VIR pass statistics report
// CHECK: {{^}}function-attrs{{$}}
// CHECK-NEXT: (S) 2 num-calls-noread - Calls marked noread
// CHECK-NEXT: (S) 2 num-calls-nowrite - Calls marked nowrite
// CHECK-NEXT: (S) 2 num-readonly - Functions marked readonly
// CHECK-NEXT: (S) 2 num-writeonly - Functions marked writeonly
// CHECK-NOT: (S)

vir.global private @g : i32 = 0
vir.func private @reads() -> i32 {
  %a = vir.addressof @g : !vir.ptr
  %v = vir.load %a : i32
  vir.return %v : i32
}
vir.func private @writes(%x: i32) {
  %a = vir.addressof @g : !vir.ptr
  vir.store %x, %a : i32
  vir.return
}
vir.func private @pure(%x: i32) -> i32 {
  %s = vir.add %x, %x : i32
  vir.return %s : i32
}
vir.func @main() -> i32 {
  %v = vir.call @reads() : () -> i32
  vir.call @writes(%v) : (i32) -> ()
  %w = vir.call @pure(%v) : (i32) -> i32
  vir.return %w : i32
}
