// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// vir.unreachable as the default of exhaustive switches: one on x % 3 (cases
// 0, 1, 2), one on the low two bits of x as an i2, whose cases 2 and 3 are
// the i2 values -2 and -1 as signed integers.
//
// const char *mod3(unsigned x) {
//   switch (x % 3) { case 0: return "zero"; case 1: return "one"; case 2: return "two";
//                    default: __builtin_unreachable(); }
// }
// const char *low2(unsigned x) {
//   switch (x & 3) { case 0: return "A"; case 1: return "B"; case 2: return "C";
//                    case 3: return "D"; default: __builtin_unreachable(); }
// }

// CHECK: 0: zero A
// CHECK-NEXT: 1: one B
// CHECK-NEXT: 2: two C
// CHECK-NEXT: 3: zero D
// CHECK-NEXT: 4: one A
// CHECK-NEXT: 5: two B
// CHECK-NEXT: 6: zero C
// CHECK-NEXT: 7: one D

vir.global private constant @zero : !vir.array<5 x i8> = "zero\00"
vir.global private constant @one : !vir.array<4 x i8> = "one\00"
vir.global private constant @two : !vir.array<4 x i8> = "two\00"
vir.global private constant @letters : !vir.array<8 x i8> = "A\00B\00C\00D\00"
vir.global private constant @fmt : !vir.array<11 x i8> = "%d: %s %s\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @mod3(%x: i32) -> !vir.ptr {
  %c3 = vir.constant 3 : i32
  %r = vir.urem %x, %c3 : i32
  vir.switch %r : i32, [
    default: ^impossible,
    0: ^is0,
    1: ^is1,
    2: ^is2
  ]
^is0:
  %s0 = vir.addressof @zero : !vir.ptr
  vir.return %s0 : !vir.ptr
^is1:
  %s1 = vir.addressof @one : !vir.ptr
  vir.return %s1 : !vir.ptr
^is2:
  %s2 = vir.addressof @two : !vir.ptr
  vir.return %s2 : !vir.ptr
^impossible:
  vir.unreachable
}

vir.func private @low2(%x: i32) -> !vir.ptr {
  %l = vir.addressof @letters : !vir.ptr
  %b = vir.trunc %x : i32 to i2
  vir.switch %b : i2, [
    default: ^impossible,
    0: ^pick(%l : !vir.ptr),
    1: ^off2,
    2: ^off4,
    3: ^off6
  ]
^off2:
  %p2 = vir.gep inbounds %l[0, 2] : !vir.array<8 x i8>
  vir.br ^pick(%p2 : !vir.ptr)
^off4:
  %p4 = vir.gep inbounds %l[0, 4] : !vir.array<8 x i8>
  vir.br ^pick(%p4 : !vir.ptr)
^off6:
  %p6 = vir.gep inbounds %l[0, 6] : !vir.array<8 x i8>
  vir.br ^pick(%p6 : !vir.ptr)
^pick(%p: !vir.ptr):
  vir.return %p : !vir.ptr
^impossible:
  vir.unreachable
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c8 = vir.constant 8 : i32
  vir.br ^loop(%c0 : i32)

^loop(%x: i32):
  %more = vir.icmp slt %x, %c8 : i32
  vir.cond_br %more, ^body, ^exit

^body:
  %a = vir.call @mod3(%x) : (i32) -> !vir.ptr
  %b = vir.call @low2(%x) : (i32) -> !vir.ptr
  %f = vir.addressof @fmt : !vir.ptr
  %n = vir.call @printf(%f, %x, %a, %b) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, !vir.ptr, !vir.ptr) -> i32
  %x1 = vir.add %x, %c1 nsw : i32
  vir.br ^loop(%x1 : i32)

^exit:
  vir.return %c0 : i32
}
