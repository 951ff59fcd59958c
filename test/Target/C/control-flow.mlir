// RUN: vct-translate --vir-to-c %s | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT

// Blocks become labels (only the ones some branch targets), branches gotos:
// cond_br an if, switch a C switch with one case per value (sign-extended
// at the flag's width), unreachable __builtin_unreachable(). Blocks no path
// reaches are not printed.

// OUT:      classify: 0 1 2 3 3 4
// OUT-NEXT: bytes: 1 2 0
// OUT-NEXT: bool: 10 20
// OUT-NEXT: wide: 1 2 0
// OUT-NEXT: sum: 55

vir.global private constant @fmt6 : !vir.array<29 x i8> = "classify: %d %d %d %d %d %d\0A\00"
vir.global private constant @fmt_b : !vir.array<17 x i8> = "bytes: %d %d %d\0A\00"
vir.global private constant @fmt_bool : !vir.array<13 x i8> = "bool: %d %d\0A\00"
vir.global private constant @fmt_w : !vir.array<16 x i8> = "wide: %d %d %d\0A\00"
vir.global private constant @fmt_s : !vir.array<9 x i8> = "sum: %d\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

// CHECK-LABEL: int32_t classify(int32_t v0) {
// CHECK:         switch (v0) {
// CHECK-NEXT:    case 0:
// CHECK-NEXT:      goto bb1;
// CHECK-NEXT:    case 1:
// CHECK-NEXT:      goto bb2;
// CHECK-NEXT:    case -7:
// CHECK-NEXT:      goto bb3;
// CHECK-NEXT:    case (-2147483647 - 1):
// CHECK-NEXT:      goto bb4;
// CHECK-NEXT:    default:
// CHECK-NEXT:      goto bb5;
// CHECK-NEXT:    }
// CHECK-NEXT:  bb1:
// CHECK:         return v{{[0-9]+}};
// CHECK-NEXT:  bb2:
vir.func @classify(%x: i32) -> i32 {
  vir.switch %x : i32, [
    default: ^other,
    0: ^zero,
    1: ^one,
    -7: ^neg,
    -2147483648: ^min
  ]
^zero:
  %c0 = vir.constant 0 : i32
  vir.return %c0 : i32
^one:
  %c1 = vir.constant 1 : i32
  vir.return %c1 : i32
^neg:
  %c2 = vir.constant 2 : i32
  vir.return %c2 : i32
^min:
  %c3 = vir.constant 3 : i32
  vir.return %c3 : i32
^other:
  %c4 = vir.constant 4 : i32
  vir.return %c4 : i32
}

// An i8 flag: case 255 is -1 in the container; cases share a destination.
// CHECK-LABEL: int32_t bytes(int8_t v0) {
// CHECK:         switch (v0) {
// CHECK-NEXT:    case -1:
// CHECK-NEXT:      goto bb1;
// CHECK-NEXT:    case 127:
// CHECK-NEXT:      goto bb2;
// CHECK-NEXT:    case -128:
// CHECK-NEXT:      goto bb2;
// CHECK-NEXT:    default:
vir.func @bytes(%x: i8) -> i32 {
  vir.switch %x : i8, [
    default: ^other,
    255: ^ff,
    127: ^edge,
    -128: ^edge
  ]
^ff:
  %c1 = vir.constant 1 : i32
  vir.return %c1 : i32
^edge:
  %c2 = vir.constant 2 : i32
  vir.return %c2 : i32
^other:
  %c0 = vir.constant 0 : i32
  vir.return %c0 : i32
}

// An i1 flag is switched on as an int (a _Bool controlling expression draws
// -Wswitch-bool).
// CHECK-LABEL: int32_t boolean(_Bool v0) {
// CHECK:         switch ((int)v0) {
// CHECK-NEXT:    case 1:
vir.func @boolean(%b: i1) -> i32 {
  vir.switch %b : i1, [
    default: ^no,
    1: ^yes
  ]
^yes:
  %c20 = vir.constant 20 : i32
  vir.return %c20 : i32
^no:
  %c10 = vir.constant 10 : i32
  vir.return %c10 : i32
}

// i64 cases beyond int.
// CHECK-LABEL: int32_t wide(int64_t v0) {
// CHECK:         case INT64_C(4294967296):
// CHECK:         case (-INT64_C(9223372036854775807) - 1):
vir.func @wide(%x: i64) -> i32 {
  vir.switch %x : i64, [
    default: ^other,
    4294967296: ^big,
    -9223372036854775808: ^min
  ]
^big:
  %c1 = vir.constant 1 : i32
  vir.return %c1 : i32
^min:
  %c2 = vir.constant 2 : i32
  vir.return %c2 : i32
^other:
  %c0 = vir.constant 0 : i32
  vir.return %c0 : i32
}

// A loop; the unreachable block ^dead is not printed, and the entry block
// has no label.
// CHECK-LABEL: int32_t sum(int32_t v0) {
// CHECK-NOT:   bb0:
// CHECK:       bb1:
// CHECK:         if (v{{[0-9]+}})
// CHECK-NEXT:      goto bb3;
// CHECK-NEXT:    goto bb2;
// CHECK-NEXT:  bb2:
// CHECK:         goto bb1;
// CHECK-NEXT:  bb3:
// CHECK-NEXT:    return
// CHECK-NEXT:  }
vir.func @sum(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^head(%c1, %c0 : i32, i32)
^head(%i: i32, %acc: i32):
  %done = vir.icmp sgt %i, %n : i32
  vir.cond_br %done, ^exit, ^body
^body:
  %acc2 = vir.add %acc, %i : i32
  %i2 = vir.add %i, %c1 : i32
  vir.br ^head(%i2, %acc2 : i32, i32)
^dead:
  vir.br ^exit
^exit:
  vir.return %acc : i32
}

// CHECK-LABEL: int32_t never(int32_t v0) {
// CHECK:         if (v{{[0-9]+}})
// CHECK-NEXT:      goto bb1;
// CHECK-NEXT:    goto bb2;
// CHECK-NEXT:  bb1:
// CHECK-NEXT:    return v0;
// CHECK-NEXT:  bb2:
// CHECK-NEXT:    __builtin_unreachable();
// CHECK-NEXT:  }
vir.func @never(%x: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %ok = vir.icmp sge %x, %c0 : i32
  vir.cond_br %ok, ^fine, ^impossible
^fine:
  vir.return %x : i32
^impossible:
  vir.unreachable
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %cm7 = vir.constant -7 : i32
  %cmin = vir.constant -2147483648 : i32
  %c9 = vir.constant 9 : i32
  %r0 = vir.call @classify(%c0) : (i32) -> i32
  %r1 = vir.call @classify(%c1) : (i32) -> i32
  %r2 = vir.call @classify(%cm7) : (i32) -> i32
  %r3 = vir.call @classify(%cmin) : (i32) -> i32
  %r4 = vir.call @classify(%cmin) : (i32) -> i32
  %r5 = vir.call @classify(%c9) : (i32) -> i32
  %f6 = vir.addressof @fmt6 : !vir.ptr
  %p0 = vir.call @printf(%f6, %r0, %r1, %r2, %r3, %r4, %r5) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32, i32, i32) -> i32

  %bm1 = vir.constant -1 : i8
  %bmin = vir.constant -128 : i8
  %b5 = vir.constant 5 : i8
  %q0 = vir.call @bytes(%bm1) : (i8) -> i32
  %q1 = vir.call @bytes(%bmin) : (i8) -> i32
  %q2 = vir.call @bytes(%b5) : (i8) -> i32
  %fb = vir.addressof @fmt_b : !vir.ptr
  %p1 = vir.call @printf(%fb, %q0, %q1, %q2) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32) -> i32

  %f = vir.constant false
  %t = vir.constant true
  %o0 = vir.call @boolean(%f) : (i1) -> i32
  %o1 = vir.call @boolean(%t) : (i1) -> i32
  %fbool = vir.addressof @fmt_bool : !vir.ptr
  %p2 = vir.call @printf(%fbool, %o0, %o1) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32

  %w0 = vir.constant 4294967296 : i64
  %w1 = vir.constant -9223372036854775808 : i64
  %w2 = vir.constant 0 : i64
  %x0 = vir.call @wide(%w0) : (i64) -> i32
  %x1 = vir.call @wide(%w1) : (i64) -> i32
  %x2 = vir.call @wide(%w2) : (i64) -> i32
  %fw = vir.addressof @fmt_w : !vir.ptr
  %p3 = vir.call @printf(%fw, %x0, %x1, %x2) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32) -> i32

  %c10 = vir.constant 10 : i32
  %s = vir.call @sum(%c10) : (i32) -> i32
  %n = vir.call @never(%s) : (i32) -> i32
  %fs = vir.addressof @fmt_s : !vir.ptr
  %p4 = vir.call @printf(%fs, %n) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return %c0 : i32
}
