; RUN: vct-translate --import-llvm %s | FileCheck %s
; RUN: vct-translate --import-llvm %s -o %t.mlir && vct-translate --vir-to-llvmir %t.mlir -o %t.ll && lli %t.ll | FileCheck %s --check-prefix=OUT
; RUN: vct-mlir-opt -O2 %t.mlir -o %t.o2.mlir && vct-translate --vir-to-llvmir %t.o2.mlir | FileCheck %s --check-prefix=LLVM
; RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT
; Aliases (__attribute__((alias))): every use of one is imported as a use of
; its target at the alias's offset (the optimizer never sees an alias), an
; exported one is a vir.alias, and a weak alias of a function is a weak
; function calling its target.
source_filename = "aliases.c"

@table = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@second = alias i32, getelementptr (i8, ptr @table, i64 4)
@table_alias = alias [4 x i32], ptr @table
@via_alias = alias [4 x i32], ptr @table_alias
@fp = global ptr @twice
@fmt = private constant [13 x i8] c"%d %d %d %d\0A\00"

; CHECK-DAG: vir.global @fp : !vir.ptr = @real
; CHECK-DAG: vir.alias @second = @table + 4
; CHECK-DAG: vir.alias @table_alias = @table
; CHECK-DAG: vir.alias @via_alias = @table
; CHECK-DAG: vir.alias @twice = @real
; CHECK-DAG: vir.func @weak_default(%{{.*}}: i32) -> i32 attributes {vct.linkage = "weak"}
; CHECK-NOT: vir.alias @weak_default
; LLVM-DAG: @second = alias [4 x i32], getelementptr {{.*}}(i8, ptr @table, i64 4)
; LLVM-DAG: @twice = alias i32 (i32), ptr @real
; LLVM-DAG: define weak i32 @weak_default(
; OUT: 2 3 21 5

@twice = alias i32 (i32), ptr @real
@weak_default = weak alias i32 (i32), ptr @hidden

define i32 @real(i32 %x) {
  %r = mul i32 %x, 2
  ret i32 %r
}

define internal i32 @hidden(i32 %x) {
  %r = sub i32 %x, 1
  ret i32 %r
}

declare i32 @printf(ptr, ...)

define i32 @main() {
  %a = load i32, ptr @second
  %p = getelementptr [4 x i32], ptr @via_alias, i64 0, i64 2
  %b = load i32, ptr %p
  %f = load ptr, ptr @fp
  %c = call i32 %f(i32 10)
  %d = call i32 @twice(i32 1)
  %e = call i32 @weak_default(i32 6)
  %s = add i32 %c, %d
  %t = sub i32 %s, 1
  %q = call i32 (ptr, ...) @printf(ptr @fmt, i32 %a, i32 %b, i32 %t, i32 %e)
  ret i32 0
}
