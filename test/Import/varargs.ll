; RUN: vct-translate --import-llvm %s | FileCheck %s
; RUN: vct-translate --import-llvm %s | vct-mlir-opt --verify-each -O2 | FileCheck %s --check-prefix=O2

; Definitions of variadic functions (issue 13): va_start, va_copy and va_end
; become vir.va_start, vir.va_copy and vir.va_end; clang expands va_arg
; into loads and stores on the va_list object, which import as they are.

; CHECK-LABEL: vir.func @first(%{{.*}}: i32, ...) -> i32
; CHECK: %[[AP:.*]] = vir.alloca
; CHECK: %[[COPY:.*]] = vir.alloca
; CHECK: vir.va_start %[[AP]]
; CHECK: vir.va_copy %[[COPY]], %[[AP]]
; CHECK: vir.load
; CHECK: vir.va_end %[[COPY]]
; CHECK: vir.va_end %[[AP]]
; The operations survive -O2: they write the va_list the loads read.
; O2-LABEL: vir.func @first(
; O2: vir.va_start
; O2: vir.va_copy
; O2: vir.load
; O2: vir.va_end
; O2: vir.va_end
define i32 @first(i32 %n, ...) {
  %ap = alloca [1 x { i32, i32, ptr, ptr }], align 16
  %copy = alloca [1 x { i32, i32, ptr, ptr }], align 16
  call void @llvm.va_start.p0(ptr %ap)
  call void @llvm.va_copy.p0(ptr %copy, ptr %ap)
  %gp = load i32, ptr %copy, align 16
  call void @llvm.va_end.p0(ptr %copy)
  call void @llvm.va_end.p0(ptr %ap)
  %r = add i32 %gp, %n
  ret i32 %r
}

declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_copy.p0(ptr, ptr)
declare void @llvm.va_end.p0(ptr)
