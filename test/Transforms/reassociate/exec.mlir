// Reassociated arithmetic computes the same, wrapping included.
// RUN: vct-mlir-opt --reassociate %s -o %t.mlir
// RUN: vct-translate --vir-to-llvmir %t.mlir -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// CHECK: -2147483631 100024 1100000 195

vir.global private constant @fmt : !vir.array<13 x i8> = "%d %d %d %d\0A\00"
vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @f(%x: i32, %y: i32, %z: i32) -> i32 {
  %c7 = vir.constant 7 : i32
  %c9 = vir.constant 9 : i32
  %a = vir.add %x, %c7 : i32
  %b = vir.add %y, %a : i32
  %c = vir.add %b, %c9 : i32
  %d = vir.add %z, %c : i32
  vir.return %d : i32
}

vir.func private @g(%x: i32, %y: i32) -> i32 {
  %c12 = vir.constant 12 : i32
  %c10 = vir.constant 10 : i32
  %a = vir.and %x, %c12 : i32
  %b = vir.or %y, %a : i32
  %c = vir.xor %b, %c10 : i32
  %m = vir.mul %x, %y : i32
  %n = vir.mul %m, %c : i32
  vir.return %n : i32
}

vir.func @main() -> i32 {
  %max = vir.constant 2147483647 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  %c5 = vir.constant 5 : i32
  %c1000 = vir.constant 100000 : i32
  %r1 = vir.call @f(%max, %c1, %c1) : (i32, i32, i32) -> i32
  %r2 = vir.call @f(%c3, %c5, %c1000) : (i32, i32, i32) -> i32
  %r3 = vir.call @g(%c1000, %max) : (i32, i32) -> i32
  %r4 = vir.call @g(%c5, %c3) : (i32, i32) -> i32
  %f = vir.addressof @fmt : !vir.ptr
  %n = vir.call @printf(%f, %r1, %r2, %r3, %r4) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32) -> i32
  %z = vir.constant 0 : i32
  vir.return %z : i32
}
