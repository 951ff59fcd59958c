// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// After mem2reg alone (and proof that it promoted the slots it may):
// RUN: vct-mlir-opt --mem2reg --verify-each %s -o %t.m2r.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.m2r.mlir
// RUN: vct-translate --vir-to-llvmir %t.m2r.mlir -o %t.m2r.ll && lli %t.m2r.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.m2r.mlir -o %t.m2r.c && %cc %t.m2r.c -o %t.m2r.exe && %t.m2r.exe | FileCheck %s
// After the whole optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Programs whose locals live in nocapture slots: a loop over slots, a join,
// slots filled by memset and memcpy, a zero-offset GEP, and a slot an opaque
// region writes (which must stay in memory). Promoted or not, the program
// prints the same.

// CHECK: triangle(10) = 55
// CHECK-NEXT: max(3, 9) = 9
// CHECK-NEXT: max(-4, -8) = -4
// CHECK-NEXT: memset = 16843009
// CHECK-NEXT: memcpy = 1234567890123
// CHECK-NEXT: gep = 77
// CHECK-NEXT: opaque = 42
// CHECK-NEXT: undef-free = 5

// mem2reg leaves only the slot the opaque region uses.
// IR-LABEL: vir.func private @triangle(
// IR-NOT: vir.alloca
// IR-LABEL: vir.func private @max(
// IR-NOT: vir.alloca
// IR-LABEL: vir.func private @fill(
// IR-NOT: vir.alloca
// IR-LABEL: vir.func private @copy(
// IR-NOT: vir.alloca
// IR-LABEL: vir.func private @through_gep(
// IR-NOT: vir.alloca
// IR-LABEL: vir.func private @opaque_writer(
// IR: vir.alloca i32 align 4 {vir.traits = [#vir.nocapture]}
// IR-LABEL: vir.func @main(

vir.global private constant @fmt_tri : !vir.array<19 x i8> = "triangle(%d) = %d\0A\00"
vir.global private constant @fmt_max : !vir.array<18 x i8> = "max(%d, %d) = %d\0A\00"
vir.global private constant @fmt_set : !vir.array<13 x i8> = "memset = %d\0A\00"
vir.global private constant @fmt_cpy : !vir.array<15 x i8> = "memcpy = %lld\0A\00"
vir.global private constant @fmt_gep : !vir.array<10 x i8> = "gep = %d\0A\00"
vir.global private constant @fmt_opq : !vir.array<13 x i8> = "opaque = %d\0A\00"
vir.global private constant @fmt_und : !vir.array<17 x i8> = "undef-free = %d\0A\00"
vir.global private @big : i64 = 1234567890123

vir.func private @printf(!vir.ptr, ...) -> i32

// int s = 0; for (int i = 1; i <= n; ++i) s += i; return s;
vir.func private @triangle(%n: i32) -> i32 {
  %s = vir.alloca i32 align 4 {vir.traits = [#vir.nocapture]}
  %i = vir.alloca i32 align 4 {vir.traits = [#vir.nocapture]}
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.store %c0, %s align 4 : i32
  vir.store %c1, %i align 4 : i32
  vir.br ^header
^header:
  %iv = vir.load %i align 4 : i32
  %more = vir.icmp sle %iv, %n : i32
  vir.cond_br %more, ^body, ^exit
^body:
  %sv = vir.load %s align 4 : i32
  %s2 = vir.add %sv, %iv nsw : i32
  vir.store %s2, %s align 4 : i32
  %iv2 = vir.add %iv, %c1 nsw : i32
  vir.store %iv2, %i align 4 : i32
  vir.br ^header
^exit:
  %r = vir.load %s align 4 : i32
  vir.return %r : i32
}

// int m = a; if (b > m) m = b; return m;
vir.func private @max(%a: i32, %b: i32) -> i32 {
  %m = vir.alloca i32 align 4 {vir.traits = [#vir.nocapture]}
  vir.store %a, %m align 4 : i32
  %gt = vir.icmp sgt %b, %a : i32
  vir.cond_br %gt, ^then, ^done
^then:
  vir.store %b, %m align 4 : i32
  vir.br ^done
^done:
  %r = vir.load %m align 4 : i32
  vir.return %r : i32
}

// int x; memset(&x, 1, 4); return x;
vir.func private @fill() -> i32 {
  %x = vir.alloca i32 align 4 {vir.traits = [#vir.nocapture]}
  %one = vir.constant 1 : i8
  %len = vir.constant 4 : i64
  vir.memset %x, %one, %len : i64
  %r = vir.load %x align 4 : i32
  vir.return %r : i32
}

// long long t; memcpy(&t, &big, 8); return t;
vir.func private @copy() -> i64 {
  %t = vir.alloca i64 align 8 {vir.traits = [#vir.nocapture]}
  %src = vir.addressof @big : !vir.ptr
  %len = vir.constant 8 : i64
  vir.memcpy %t, %src, %len : i64
  %r = vir.load %t align 8 : i64
  vir.return %r : i64
}

vir.func private @through_gep(%v: i32) -> i32 {
  %x = vir.alloca i32 align 4 {vir.traits = [#vir.nocapture]}
  %p = vir.gep inbounds %x[0] : i32
  vir.store %v, %p align 4 : i32
  %r = vir.load %x align 4 : i32
  vir.return %r : i32
}

// The region writes 6 * 7 into the slot.
vir.func private @opaque_writer() -> i32 {
  %x = vir.alloca i32 align 4 {vir.traits = [#vir.nocapture]}
  %c0 = vir.constant 0 : i32
  vir.store %c0, %x align 4 : i32
  vir.opaque_region(%x : !vir.ptr) {
  ^bb0(%p: !vir.ptr):
    %six = vir.constant 6 : i32
    %seven = vir.constant 7 : i32
    %w = vir.mul %six, %seven : i32
    vir.store %w, %p align 4 : i32
    vir.yield
  }
  %r = vir.load %x align 4 : i32
  vir.return %r : i32
}

// Every path writes the slot before reading it.
vir.func private @undef_free(%c: i1) -> i32 {
  %x = vir.alloca i32 align 4 {vir.traits = [#vir.nocapture]}
  %five = vir.constant 5 : i32
  vir.cond_br %c, ^a, ^b
^a:
  vir.store %five, %x align 4 : i32
  vir.br ^join
^b:
  vir.store %five, %x align 4 : i32
  vir.br ^join
^join:
  %r = vir.load %x align 4 : i32
  vir.return %r : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c3 = vir.constant 3 : i32
  %c9 = vir.constant 9 : i32
  %c10 = vir.constant 10 : i32
  %m4 = vir.constant -4 : i32
  %m8 = vir.constant -8 : i32
  %c77 = vir.constant 77 : i32
  %false = vir.constant false

  %tri = vir.call @triangle(%c10) : (i32) -> i32
  %f1 = vir.addressof @fmt_tri : !vir.ptr
  %n1 = vir.call @printf(%f1, %c10, %tri) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32

  %mx1 = vir.call @max(%c3, %c9) : (i32, i32) -> i32
  %mx2 = vir.call @max(%m4, %m8) : (i32, i32) -> i32
  %f2 = vir.addressof @fmt_max : !vir.ptr
  %n2 = vir.call @printf(%f2, %c3, %c9, %mx1) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32) -> i32
  %n3 = vir.call @printf(%f2, %m4, %m8, %mx2) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32) -> i32

  %set = vir.call @fill() : () -> i32
  %f3 = vir.addressof @fmt_set : !vir.ptr
  %n4 = vir.call @printf(%f3, %set) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32

  %cpy = vir.call @copy() : () -> i64
  %f4 = vir.addressof @fmt_cpy : !vir.ptr
  %n5 = vir.call @printf(%f4, %cpy) vararg((!vir.ptr) -> i32) : (!vir.ptr, i64) -> i32

  %gep = vir.call @through_gep(%c77) : (i32) -> i32
  %f5 = vir.addressof @fmt_gep : !vir.ptr
  %n6 = vir.call @printf(%f5, %gep) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32

  %opq = vir.call @opaque_writer() : () -> i32
  %f6 = vir.addressof @fmt_opq : !vir.ptr
  %n7 = vir.call @printf(%f6, %opq) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32

  %und = vir.call @undef_free(%false) : (i1) -> i32
  %f7 = vir.addressof @fmt_und : !vir.ptr
  %n8 = vir.call @printf(%f7, %und) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return %c0 : i32
}
