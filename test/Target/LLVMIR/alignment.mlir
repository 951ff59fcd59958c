// RUN: vct-translate --vir-to-llvmir %s | FileCheck %s
// RUN: vct-translate --vir-to-llvmir %s | opt -passes=verify -disable-output
// RUN: vct-translate --vir-to-c %s | FileCheck %s --check-prefix=C

// The largest alignment, 2^32, is written as given by both backends (issue
// 13: the LLVM backend truncated it to 32 bits and wrote the default; the C
// backend wrote it). GCC accepts at most 2^28 in _Alignas; clang 2^32
// (docs/Backends.md).

// CHECK: @max_aligned_global = global i32 0, align 4294967296
// C: _Alignas(4294967296) int32_t max_aligned_global
vir.global @max_aligned_global : i32 = 0 align 4294967296

// CHECK-LABEL: define i32 @max_alignment(
// CHECK-NEXT: %[[S:[0-9]+]] = alloca i32, i64 1, align 4294967296
// CHECK-NEXT: store i32 1, ptr %[[S]], align 4294967296
// CHECK-NEXT: %{{[0-9]+}} = load i32, ptr %[[S]], align 4294967296
// C-LABEL: {{^}}int32_t max_alignment(void) {
// C: _Alignas(4294967296) unsigned char
vir.func @max_alignment() -> i32 {
  %s = vir.alloca i32 align 4294967296
  %c = vir.constant 1 : i32
  vir.store %c, %s align 4294967296 : i32
  %v = vir.load %s align 4294967296 : i32
  vir.return %v : i32
}
