// RUN: vct-mlir-opt %s --simplify-libcalls --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// simplify-libcalls's statistic: two of the three calls are simplified
// (the third's format has a conversion the pass does not know).

// CHECK: VIR pass statistics report
// CHECK: {{^}}simplify-libcalls{{$}}
// CHECK-NEXT: (S) 2 num-simplified - Library calls replaced by simpler code
// CHECK-NOT: (S)

module attributes {vir.hosted} {
vir.global private constant @row : !vir.array<5 x i8> = "row\0A\00"
vir.global private constant @lit : !vir.array<4 x i8> = "lit\00"
vir.global private constant @num : !vir.array<3 x i8> = "%d\00"
vir.func private @printf(!vir.ptr, ...) -> i32
vir.func private @sprintf(!vir.ptr, !vir.ptr, ...) -> i32
vir.func @f(%d: !vir.ptr, %x: i32) -> i32 {
  %r = vir.addressof @row : !vir.ptr
  %l = vir.addressof @lit : !vir.ptr
  %n = vir.addressof @num : !vir.ptr
  %0 = vir.call @printf(%r) vararg((!vir.ptr) -> i32) {vir.traits = [#vir.libcall<"printf">]} : (!vir.ptr) -> i32
  %1 = vir.call @sprintf(%d, %l) vararg((!vir.ptr, !vir.ptr) -> i32) {vir.traits = [#vir.libcall<"sprintf">]} : (!vir.ptr, !vir.ptr) -> i32
  %2 = vir.call @sprintf(%d, %n, %x) vararg((!vir.ptr, !vir.ptr) -> i32) {vir.traits = [#vir.libcall<"sprintf">]} : (!vir.ptr, !vir.ptr, i32) -> i32
  %s = vir.add %1, %2 : i32
  vir.return %s : i32
}
}
