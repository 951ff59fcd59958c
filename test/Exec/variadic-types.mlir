// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Variadic calls with arguments of several types: i32, i64 (%ld), f64, a
// string pointer (%s), characters as i32 (%c), unsigned (%u, %lu), field
// widths, and a call with more integer and double arguments than fit in
// registers (the rest go on the stack).
//
// printf("i32=%d i64=%ld f64=%.3f str=%s\n", -42, 1099511627776L, 2.718, "vir");
// printf("%c%c%c %u %lu\n", 'V', 'I', 'R', 4294967295u, 18446744073709551615ul);
// printf("[%5d] [%-5d] [%05.1f] [%.2s]\n", 42, 7, 3.14159, "vir");
// printf("%d %d %d %d %d %d %d %d | %.1f ... %.1f\n", 1, ..., 8, 0.5, ..., 4.5);

// CHECK: i32=-42 i64=1099511627776 f64=2.718 str=vir
// CHECK-NEXT: VIR 4294967295 18446744073709551615
// CHECK-NEXT: [   42] [7    ] [003.1] [vi]
// CHECK-NEXT: 1 2 3 4 5 6 7 8 | 0.5 1.0 1.5 2.0 2.5 3.0 3.5 4.0 4.5

vir.global private constant @fmt1 : !vir.array<32 x i8> = "i32=%d i64=%ld f64=%.3f str=%s\0A\00"
vir.global private constant @fmt2 : !vir.array<15 x i8> = "%c%c%c %u %lu\0A\00"
vir.global private constant @fmt3 : !vir.array<30 x i8> = "[%5d] [%-5d] [%05.1f] [%.2s]\0A\00"
vir.global private constant @fmt4 : !vir.array<72 x i8> = "%d %d %d %d %d %d %d %d | %.1f %.1f %.1f %.1f %.1f %.1f %.1f %.1f %.1f\0A\00"
vir.global private constant @vir : !vir.array<4 x i8> = "vir\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %m42 = vir.constant -42 : i32
  %big = vir.constant 1099511627776 : i64
  %e = vir.constant 2.718 : f64
  %s = vir.addressof @vir : !vir.ptr
  %f1 = vir.addressof @fmt1 : !vir.ptr
  %n1 = vir.call @printf(%f1, %m42, %big, %e, %s) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i64, f64, !vir.ptr) -> i32

  %cv = vir.constant 86 : i32
  %ci = vir.constant 73 : i32
  %cr = vir.constant 82 : i32
  %u32 = vir.constant -1 : i32
  %u64 = vir.constant -1 : i64
  %f2 = vir.addressof @fmt2 : !vir.ptr
  %n2 = vir.call @printf(%f2, %cv, %ci, %cr, %u32, %u64) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32, i64) -> i32

  %c42 = vir.constant 42 : i32
  %c7 = vir.constant 7 : i32
  %pi = vir.constant 3.14159 : f64
  %f3 = vir.addressof @fmt3 : !vir.ptr
  %n3 = vir.call @printf(%f3, %c42, %c7, %pi, %s) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, f64, !vir.ptr) -> i32

  %i1 = vir.constant 1 : i32
  %i2 = vir.constant 2 : i32
  %i3 = vir.constant 3 : i32
  %i4 = vir.constant 4 : i32
  %i5 = vir.constant 5 : i32
  %i6 = vir.constant 6 : i32
  %i8 = vir.constant 8 : i32
  %d1 = vir.constant 0.5 : f64
  %d2 = vir.constant 1.0 : f64
  %d3 = vir.constant 1.5 : f64
  %d4 = vir.constant 2.0 : f64
  %d5 = vir.constant 2.5 : f64
  %d6 = vir.constant 3.0 : f64
  %d7 = vir.constant 3.5 : f64
  %d8 = vir.constant 4.0 : f64
  %d9 = vir.constant 4.5 : f64
  %f4 = vir.addressof @fmt4 : !vir.ptr
  %n4 = vir.call @printf(%f4, %i1, %i2, %i3, %i4, %i5, %i6, %c7, %i8, %d1, %d2, %d3, %d4, %d5, %d6, %d7, %d8, %d9) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32, i32, i32, i32, i32, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> i32
  vir.return %c0 : i32
}
