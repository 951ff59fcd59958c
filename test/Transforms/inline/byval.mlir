// A callee taking a structure by value (vct.abi "byval") works on the copy
// the call makes; its inlined body works on a copy too (a slot of the
// caller filled before the call), so its writes never reach the caller's
// object (issue 13: a fuzzer saw them reach it after inlining).
// RUN: vct-mlir-opt --inline %s | FileCheck %s
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s --check-prefix=OUT
// RUN: vct-mlir-opt --inline %s -o %t.in.mlir && vct-translate --vir-to-llvmir %t.in.mlir -o %t.in.ll && lli %t.in.ll | FileCheck %s --check-prefix=OUT
// RUN: vct-translate --vir-to-c %t.in.mlir -o %t.in.c && %cc %t.in.c -o %t.in.exe && %t.in.exe | FileCheck %s --check-prefix=OUT
// RUN: vct-mlir-opt -O2 %s -o %t.o2.mlir && vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s --check-prefix=OUT

// OUT: 5 0

// CHECK-LABEL: vir.func @main
// CHECK: %[[COPY:.*]] = vir.alloca !vir.struct<i64, i64, i64> align 8{{$}}
// CHECK: %[[OBJ:.*]] = vir.alloca !vir.struct<i64, i64, i64> align 8
// CHECK: vir.memcpy %[[COPY]], %[[OBJ]], %{{.*}}
// CHECK: vir.store %{{.*}}, %[[COPY]] : i64
// CHECK-NOT: vir.call @clobber
vir.global private constant @fmt : !vir.array<7 x i8> = "%d %d\0A\00"
vir.func private @printf(!vir.ptr, ...) -> i32
vir.func private @clobber(%p: !vir.ptr) -> i32 attributes {vct.abi = {args = ["byval"], byval = [{align = 8 : i64, type = !vir.struct<i64, i64, i64>}]}, vir.traits = [#vir.req<inline, strong>]} {
  %z = vir.constant 0 : i64
  vir.store %z, %p : i64
  %v = vir.load %p : i64
  %t = vir.trunc %v : i64 to i32
  vir.return %t : i32
}
vir.func @main() -> i32 {
  %b = vir.alloca !vir.struct<i64, i64, i64> align 8
  %five = vir.constant 5 : i64
  vir.store %five, %b : i64
  %seen = vir.call @clobber(%b) : (!vir.ptr) -> i32
  %v = vir.load %b : i64
  %t = vir.trunc %v : i64 to i32
  %f = vir.addressof @fmt : !vir.ptr
  %r = vir.call @printf(%f, %t, %seen) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  %z = vir.constant 0 : i32
  vir.return %z : i32
}
