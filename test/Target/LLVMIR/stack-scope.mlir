// RUN: vct-translate --vir-to-llvmir %s | FileCheck %s
// RUN: vct-translate --vir-to-llvmir %s | opt -passes=verify -disable-output
// vir.stacksave and vir.stackrestore are llvm.stacksave and
// llvm.stackrestore.

// CHECK-LABEL: define void @scope(
// CHECK: %[[SP:.*]] = call ptr @llvm.stacksave.p0()
// CHECK: alloca i32, i64 %0
// CHECK: call void @llvm.stackrestore.p0(ptr %[[SP]])
vir.func @scope(%n: i64) {
  %sp = vir.stacksave : !vir.ptr
  %a = vir.alloca i32, %n : i64
  %c = vir.constant 1 : i32
  vir.store volatile %c, %a : i32
  vir.stackrestore %sp
  vir.return
}
