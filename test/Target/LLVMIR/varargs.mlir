// RUN: vct-translate --vir-to-llvmir %s | FileCheck %s
// RUN: vct-translate --vir-to-llvmir %s | opt -passes=verify -disable-output

// A variadic definition: vir.va_start, va_copy and va_end become the LLVM
// intrinsics of the same operands.

// CHECK-LABEL: define i32 @first(i32 %{{.*}}, ...)
// CHECK: %[[AP:[0-9]+]] = alloca [1 x { i32, i32, ptr, ptr }]
// CHECK: %[[CP:[0-9]+]] = alloca [1 x { i32, i32, ptr, ptr }]
// CHECK: call void @llvm.va_start.p0(ptr %[[AP]])
// CHECK: call void @llvm.va_copy.p0(ptr %[[CP]], ptr %[[AP]])
// CHECK: load i32, ptr %[[CP]]
// CHECK: call void @llvm.va_end.p0(ptr %[[CP]])
// CHECK: call void @llvm.va_end.p0(ptr %[[AP]])
vir.func @first(%n: i32, ...) -> i32 {
  %ap = vir.alloca !vir.array<1 x !vir.struct<i32, i32, !vir.ptr, !vir.ptr>> align 16
  %cp = vir.alloca !vir.array<1 x !vir.struct<i32, i32, !vir.ptr, !vir.ptr>> align 16
  vir.va_start %ap
  vir.va_copy %cp, %ap
  %gp = vir.load %cp align 16 : i32
  vir.va_end %cp
  vir.va_end %ap
  %r = vir.add %gp, %n : i32
  vir.return %r : i32
}
