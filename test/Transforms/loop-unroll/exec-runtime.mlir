// Runtime-unrolled loops compute the same for every remainder: a sum with
// the cost model's factor, a factor of 3 (not a power of two), a count-down
// `ne` loop, and an unsigned i8 `ne` loop that runs through the wrap (255
// iterations from 1 to 0), each called with trip counts 1 to 9. Through
// both backends, after loop-unroll alone and after -O2 and -O3.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-mlir-opt --loop-unroll --verify-each %s -o %t.un.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.un.mlir
// RUN: vct-translate --vir-to-llvmir %t.un.mlir -o %t.un.ll && lli %t.un.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.un.mlir -o %t.un.c && %cc %t.un.c -o %t.un.exe && %t.un.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s
// RUN: vct-mlir-opt -O3 --verify-each %s -o %t.o3.mlir
// RUN: vct-translate --vir-to-llvmir %t.o3.mlir -o %t.o3.ll && lli %t.o3.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o3.mlir -o %t.o3.c && %cc %t.o3.c -o %t.o3.exe && %t.o3.exe | FileCheck %s

// Each loop got a prologue: a urem of the count.
// IR-COUNT-4: vir.urem %{{.*}} : i{{8|32}}
// IR-NOT: req<unroll

// CHECK: 1: 0 0 1 1
// CHECK-NEXT: 2: 1 3 3 1
// CHECK-NEXT: 3: 3 9 6 1
// CHECK-NEXT: 4: 6 18 10 1
// CHECK-NEXT: 5: 10 30 15 1
// CHECK-NEXT: 6: 15 45 21 1
// CHECK-NEXT: 7: 21 63 28 1
// CHECK-NEXT: 8: 28 84 36 1
// CHECK-NEXT: 9: 36 108 45 1

vir.global private constant @fmt : !vir.array<17 x i8> = "%d: %d %d %d %d\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

// sum of i for i < n (at least one iteration).
vir.func private @sum(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  %s1 = vir.add %s, %i : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  vir.cond_br %t, ^loop(%i1, %s1 : i32, i32), ^exit {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return %s1 : i32
}

// 3 * sum of i, by 3.
vir.func private @by3(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  %m = vir.mul %i, %c3 : i32
  %s1 = vir.add %s, %m : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp ult %i1, %n : i32
  vir.cond_br %t, ^loop(%i1, %s1 : i32, i32), ^exit {vir.traits = [#vir.req<unroll, strong, factor = 3>]}
^exit:
  vir.return %s1 : i32
}

// sum of i for i = n down to 1.
vir.func private @down(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%n, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  %s1 = vir.add %s, %i : i32
  %i1 = vir.sub %i, %c1 : i32
  %t = vir.icmp ne %i1, %c0 : i32
  vir.cond_br %t, ^loop(%i1, %s1 : i32, i32), ^exit {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return %s1 : i32
}

// An i8 from 1 up through 255 to 0: 255 iterations; counts them mod 2,
// plus %n - %n (the bound is a run-time value).
vir.func private @wrap(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %b1 = vir.constant 1 : i8
  %z = vir.trunc %n : i32 to i8
  %bound = vir.sub %z, %z : i8
  vir.br ^loop(%b1, %c0 : i8, i32)
^loop(%i: i8, %s: i32):
  %s1 = vir.xor %s, %c1 : i32
  %i1 = vir.add %i, %b1 : i8
  %t = vir.icmp ne %i1, %bound : i8
  vir.cond_br %t, ^loop(%i1, %s1 : i8, i32), ^exit {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return %s1 : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c10 = vir.constant 10 : i32
  %fmt = vir.addressof @fmt : !vir.ptr
  vir.br ^loop(%c1 : i32)
^loop(%n: i32):
  %a = vir.call @sum(%n) : (i32) -> i32
  %b = vir.call @by3(%n) : (i32) -> i32
  %d = vir.call @down(%n) : (i32) -> i32
  %w = vir.call @wrap(%n) : (i32) -> i32
  vir.call @printf(%fmt, %n, %a, %b, %d, %w) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32, i32) -> i32
  %n1 = vir.add %n, %c1 : i32
  %more = vir.icmp slt %n1, %c10 : i32
  vir.cond_br %more, ^loop(%n1 : i32), ^exit
^exit:
  vir.return %c0 : i32
}
