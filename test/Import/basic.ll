; RUN: vct-translate --import-llvm %s | FileCheck %s
; RUN: vct-translate --import-llvm %s | vct-mlir-opt | FileCheck %s
; LLVM IR constructs and their VIR form: globals with data, address and
; aggregate initializers, phis, switch, GEPs, varargs calls, memory
; intrinsics; lifetime markers and debug intrinsics are dropped.

; CHECK: vir.global private constant @str : !vir.array<3 x i8> = "hi\00"
@str = private constant [3 x i8] c"hi\00"
; CHECK: vir.global @table : !vir.array<3 x i32> = [1, 2, 3] align 4
@table = global [3 x i32] [i32 1, i32 2, i32 3], align 4
; CHECK: vir.global @pair : !vir.struct<i32, !vir.ptr> = [7, @table + 8]
@pair = global { i32, ptr } { i32 7, ptr getelementptr (i8, ptr @table, i64 8) }
; CHECK: vir.global private @external : i64
@external = external global i64
; CHECK: vir.global @zeros : !vir.array<4 x i16> = zeroinit
@zeros = global [4 x i16] zeroinitializer

; CHECK: vir.func private @printf(!vir.ptr, ...) -> i32
declare i32 @printf(ptr, ...)

; CHECK-LABEL: vir.func @loop(%{{.*}}: i32) -> i32
define i32 @loop(i32 %n) {
entry:
  ; CHECK: %[[SLOT:.*]] = vir.alloca !vir.array<4 x i16> align 2
  %buf = alloca [4 x i16], align 2
  ; CHECK-NOT: lifetime
  call void @llvm.lifetime.start.p0(ptr %buf)
  ; CHECK: vir.memset %[[SLOT]], %{{.*}}, %{{.*}} : i64
  call void @llvm.memset.p0.i64(ptr %buf, i8 0, i64 8, i1 false)
  br label %header
header:
  ; CHECK: ^bb1(%[[I:.*]]: i32, %[[ACC:.*]]: i32):
  %i = phi i32 [ 0, %entry ], [ %next, %body ]
  %acc = phi i32 [ 0, %entry ], [ %sum, %body ]
  %cmp = icmp slt i32 %i, %n
  ; Blocks come in reverse post-order: the exit path before the loop body.
  ; CHECK: vir.switch %[[ACC]] : i32, [
  ; CHECK-NEXT: default: ^bb{{[0-9]+}},
  ; CHECK-NEXT: 6: ^bb{{[0-9]+}}
  ; CHECK: vir.call @printf(%{{.*}}) vararg((!vir.ptr) -> i32) : (!vir.ptr) -> i32
  br i1 %cmp, label %body, label %exit
body:
  ; CHECK: %[[IDX:.*]] = vir.sext %[[I]] : i32 to i64
  ; CHECK: vir.gep inbounds %{{.*}}[0, %[[IDX]]] : !vir.array<3 x i32>
  %idx = sext i32 %i to i64
  %p = getelementptr inbounds [3 x i32], ptr @table, i64 0, i64 %idx
  %v = load i32, ptr %p, align 4
  ; CHECK: vir.add %[[ACC]], %{{.*}} nsw : i32
  %sum = add nsw i32 %acc, %v
  %next = add nuw nsw i32 %i, 1
  br label %header
exit:
  call void @llvm.lifetime.end.p0(ptr %buf)
  switch i32 %acc, label %other [ i32 6, label %six ]
six:
  %r = call i32 (ptr, ...) @printf(ptr @str)
  ret i32 %acc
other:
  ret i32 0
}

declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
